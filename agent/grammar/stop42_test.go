package grammar

import "testing"

// TestStop42Families, in our own words: the families of stop 41's known
// misses and of trials 299 on.
func TestStop42Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// tasks filed under a milestone: new ones with "add"/"put" (the
		// agent moves a task the user has), the user's own with "move"
		{"put sand the deck and oil the bench under the Summer ready milestone", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "sand the deck", "milestone": "Summer ready"}, {"title": "oil the bench", "milestone": "Summer ready"}}},
		{"add book the skip to the clear-out milestone of the Attic project", []string{"createTask"},
			[]map[string]any{{"title": "book the skip", "milestone": "clear-out", "project": "Attic"}}},
		{"please file sand the deck, oil the bench and hang lights under milestone Summer ready", []string{"updateTask", "updateTask", "updateTask"},
			[]map[string]any{{"task": "sand the deck", "milestone": "Summer ready"}, {"task": "oil the bench"}, {"task": "hang lights"}}},
		{"stick that in the summer ready milestone", []string{"updateTask"}, []map[string]any{{"task": "it", "milestone": "summer ready"}}},
		// a question about a milestone's tasks is no filing
		{"what is in the summer ready milestone?", []string{"queryTasks"}, nil},
		{"which tasks are under the summer ready milestone", []string{"queryTasks"}, nil},
		// a reason after a delete ends at its sentence; what follows is asked too
		{"Delete the boiler service task, I'll book someone else in March. And add \"find a gas engineer\" for the 2 March.", []string{"deleteTask", "createTask"},
			[]map[string]any{{"task": "the boiler service task"}, {"title": "find a gas engineer", "due": "the 2 March"}}},
		{"delete the swimming one, we're not going any more", []string{"deleteTask"}, nil},
		// a repeat said with its verb after a comma, or said first
		{"add renew the parking permit 3rd feb, repeat yearly", []string{"createTask"}, []map[string]any{{"title": "renew the parking permit", "due": "3rd feb", "repeats": "yearly"}}},
		{"add a weekly one every Thursday, empty the staff fridge, tag it office", []string{"createTask"},
			[]map[string]any{{"title": "empty the staff fridge", "repeats": "every Thursday", "tags": []string{"office"}}}},
		{"set up a monthly reminder on the 3rd: top up the meter", []string{"createTask"}, []map[string]any{{"title": "top up the meter"}}},
		// a reason that is no part of the title
		{"add ring the garage for Thu in case they haven't called", []string{"createTask"}, []map[string]any{{"title": "ring the garage", "due": "Thu"}}},
		// a task's repeat said as what it should be
		{"Watering the ferns should be weekly, every Sunday evening.", []string{"setRecurrence"}, []map[string]any{{"repeats": "every Sunday evening"}}},
		// the state first, then the change that says it
		{"the passport one is urgent tbh, make it high priority", []string{"setPriority"}, []map[string]any{{"task": "passport", "priority": "high"}}},
		{"the visa one is urgent, make it high priority and due 20/12", []string{"setPriority", "rescheduleTask"}, []map[string]any{{"priority": "high"}, {"to": "20/12"}}},
		{"For the chimney sweep, in fact it is Friday, not Thursday.", []string{"rescheduleTask"}, []map[string]any{{"task": "the chimney sweep", "to": "Friday"}}},
		{"and put it for tmrw 9am", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "tomorrow 9am"}}},
		{"fix the shed door, put it on saturday", []string{"createTask"}, []map[string]any{{"title": "fix the shed door", "due": "saturday"}}},
		// questions: a sign-off before one; "so far"; "what all"; a rundown
		// of the projects; "have I" for "do I have"; the name after "the
		// project"; the rest of a project's tasks; a span kept with a
		// priority
		{"right that's it for now, what have I got so far?", []string{"queryTasks"}, nil},
		{"what do I have so far", []string{"queryTasks"}, nil},
		{"what all is pending with high priority", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"give me a quick overview of everything still open across all my projects", []string{"listProjects"}, nil},
		{"What are my projects, and when is the next deadline for each one?", []string{"listProjects"}, nil},
		{"which project has the earliest deadline?", []string{"listProjects"}, nil},
		{"I want a summary of everything outstanding for the allotment", []string{"queryTasks"}, []map[string]any{{"project": "allotment"}}},
		{"what milestones have we for the loft conversion?", []string{"listMilestones"}, []map[string]any{{"project": "loft conversion"}}},
		{"How many tasks have I in the project Fête de la Musique, and how many are finished?", []string{"projectStatus"}, []map[string]any{{"project": "Fête de la Musique"}}},
		{"show me what's finished so far in kitchen refit", []string{"queryTasks"}, []map[string]any{{"filter": "done", "project": "kitchen refit"}}},
		{"Please mark everything else in the project Fête de la Musique as done.", []string{"bulkTasks"}, []map[string]any{{"action": "complete", "project": "Fête de la Musique"}}},
		{"The allotment project is over now, could you close it?", []string{"archiveProject"}, []map[string]any{{"project": "allotment"}}},
		{"what's the most pressing thing I have next week?", []string{"queryTasks"}, []map[string]any{{"priority": "high", "filter": "next week"}}},
		{"what are my high priority tasks for tomorrow", []string{"queryTasks"}, []map[string]any{{"priority": "high", "filter": "tomorrow"}}},
		// the one who came names the task; the item named first, then the
		// move; a project's name before "please add:"; one day said twice;
		// a need, then "set it for"; a project, then a question about it
		{"electrician showed up at last, mark it done", []string{"completeTask"}, []map[string]any{{"task": "electrician"}}},
		{"roof repaired milestone slipped, move to 2027-01-09", []string{"updateMilestone"}, []map[string]any{{"milestone": "roof repaired", "due": "9 Jan 2027"}}},
		{"Actually the tax forms, please move to 2026-12-18.", []string{"rescheduleTask"}, []map[string]any{{"task": "the tax forms", "to": "18 Dec 2026"}}},
		{"For Loft conversion please add: get three quotes by 12/1, and also check the permit by 2027-01-20.", []string{"createTask", "createTask"},
			[]map[string]any{{"fileUnder": "Loft conversion", "title": "get three quotes"}, {"fileUnder": "Loft conversion", "title": "check the permit"}}},
		{"add order the turkey for christmas eve, 24/12, and make it high priority", []string{"createTask"}, []map[string]any{{"title": "order the turkey", "due": "christmas eve", "priority": "high"}}},
		{"The car MOT needs to be done before the 15th, set it for 12/1", []string{"rescheduleTask"}, []map[string]any{{"task": "the car MOT", "to": "12/1"}}},
		{"Allotment project - is anything overdue?", []string{"queryTasks"}, []map[string]any{{"project": "Allotment", "filter": "overdue"}}},
		{"hmm which birthday cards are still outstanding?", []string{"queryTasks"}, []map[string]any{{"about": "birthday cards"}}},
		{"what tasks do I have about the school fete?", []string{"queryTasks"}, []map[string]any{{"about": "school fete"}}},
		{"what tasks are still open?", []string{"queryTasks"}, []map[string]any{{"filter": "all"}}},
		// a holiday's name as the place; "too" for the same day; a label
		// for the second one too
		{"add \"wrap the presents\" to christmas, due 23/12", []string{"createTask"}, []map[string]any{{"title": "wrap the presents", "project": "christmas", "due": "23/12"}}},
		{"put \"ice the cake\" on christmas eve and \"set the table\" too", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "ice the cake", "due": "christmas eve"}, {"title": "set the table", "due": "christmas eve"}}},
		// the courtesy after the verb; a milestone added to "the project
		// P"; a target date is the deadline; a project needed for a day; the
		// things said, then "could you note both"; an apology first; the day
		// of a milestone, then "mark the milestone"; a label on a project's
		// tasks due before a day; "add for L:"; milestones coming up
		{"Make please a project called \"Harvest supper\", with a milestone \"Tickets sold\" on the 2 October.", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Harvest supper"}, {"title": "Tickets sold", "due": "the 2 October"}}},
		{"Add to the project Harvest supper a milestone \"Hall set\" on the 3 October at 9h.", []string{"addMilestone"}, []map[string]any{{"project": "Harvest supper", "title": "Hall set"}}},
		{"new project: Loft insulation, target date 20 feb", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Loft insulation"}, {"title": "Deadline", "due": "20 feb"}}},
		{"ok so I need a project for Nan's 90th, the party is 14/02 so it all has to be sorted by then", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Nan's 90th"}, {"title": "Deadline", "due": "14/02"}}},
		{"I must also collect the frames and book the caterer before Tuesday. Could you put both of them down, please?", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "collect the frames"}, {"title": "book the caterer"}}},
		{"Oops, my mistake, it is not done, the shop was shut. Can you reopen it?", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"Hello. Yesterday was the dress rehearsal and it went well. Please mark the milestone as done.", []string{"completeMilestone"}, []map[string]any{{"milestone": "dress rehearsal"}}},
		{"Put the label \"priority\" on all the tasks of the fete that are due before the 20 June.", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "fete", "before": "the 20 June"}}},
		{"add for exams: revise cardiology by fri, past papers by 3rd jan", []string{"createTask", "createTask"}, []map[string]any{{"fileUnder": "exams", "title": "revise cardiology"}, {"fileUnder": "exams", "title": "past papers"}}},
		{"Which milestones are coming in the next two weeks?", []string{"listMilestones"}, nil},
		// trials 305–307, in our own words
		{"Actually I think it should be Thursday, not Wednesday, the hall is shut on Wednesday.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "Thursday", "sameWeek": true}}},
		{"Add: renew the boat licence on Monday at 10am, high priority, River Club.", []string{"createTask"}, []map[string]any{{"title": "renew the boat licence", "project": "River Club", "priority": "high"}}},
		{"The annual report is rather important, make it high priority and tag it 'board'.", []string{"setPriority", "tagTask"}, []map[string]any{{"task": "The annual report", "priority": "high"}, {"tags": []string{"board"}}}},
		{"Give me a list of everything that is high priority.", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"How many tasks are there in the Signal Box project, and which are still outstanding?", []string{"projectStatus"}, []map[string]any{{"project": "Signal Box"}}},
		{"And the thank-you letters are now finally done.", []string{"completeTask"}, []map[string]any{{"task": "thank-you letters"}}},
		{"Delete the recurring gutter one, the landlord does it now.", []string{"deleteTask"}, []map[string]any{{"task": "the gutter one"}}},
		{"Would you set up a project called Dad's House, please? It ought to include the valuation, the council tax form and the keys.", []string{"createProject", "createTask", "createTask", "createTask"},
			[]map[string]any{{"name": "Dad's House"}, {"title": "the valuation"}}},
		{"Everything due Thursday should be moved to Friday I'm afraid, as the van is off the road.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Thursday", "to": "Friday"}}},
		{"new project: Garage Conversion. first milestone is walls up by 2/2", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Garage Conversion"}, {"title": "walls up", "due": "2/2"}}},
		{"oh and feed the sourdough every 2 days lol", []string{"createTask"}, []map[string]any{{"title": "feed the sourdough", "repeats": "every 2 days"}}},
		{"ok need to add a bunch: measure the windows, order blinds, book the fitter — all for the flat project", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"project": "flat", "title": "measure the windows"}, {"project": "flat", "title": "order blinds"}, {"project": "flat", "title": "book the fitter"}}},
		{"which wedding tasks are still open?", []string{"queryTasks"}, []map[string]any{{"about": "wedding"}}},
		{"actually make it due Feb 3 so I'm not rushing", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "Feb 3"}}},
		{"Marco already rang the plumber so just delete that one", []string{"deleteTask"}, []map[string]any{{"task": "the plumber"}}},
		{"all the low priority stuff, bump it to high", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "priority": "low"}}},
		{"renew the gym pass needs doing by friday cos it runs out", []string{"createTask"}, []map[string]any{{"title": "renew the gym pass", "due": "friday"}}},
		{"move the mock exam milestone to 9/1 cos the tutor is away", []string{"updateMilestone"}, []map[string]any{{"milestone": "mock exam", "due": "9/1"}}},
		{"and iron my shirt sunday night, collar needs to be crisp for the interview", []string{"createTask"}, []map[string]any{{"title": "iron my shirt", "due": "sunday night"}}},
		{"add a task to ask the landlord about the boiler visit on the 19th, due tmrw", []string{"createTask"}, []map[string]any{{"title": "ask the landlord about the boiler visit on the 19th", "due": "tomorrow"}}},
		{"whats in my garden note about the compost?", []string{"askNotes"}, nil},
		{"remove the college tag from everything and use study instead", []string{"bulkTasks"}, []map[string]any{{"action": "relabel", "as": "study"}}},
		{"Make it the 12th instead.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "the 12th", "sameMonth": true}}},
		{"can u add \"hand in the care plan\" due fri at 5pm, its for uni so make it high priority pls", []string{"createTask"},
			[]map[string]any{{"title": "hand in the care plan", "fileUnderSaid": nil, "priority": "high"}}},
		// trials 308–310, in our own words
		{"everything due monday -> push to tuesday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "monday", "to": "tuesday"}}},
		{"the stall setup milestone -> move it to 1/9", []string{"updateMilestone"}, []map[string]any{{"milestone": "stall setup", "due": "1/9"}}},
		{"the invoice one can go high priority", []string{"setPriority"}, []map[string]any{{"task": "invoice", "priority": "high"}}},
		{"the shoes one - low priority", []string{"setPriority"}, []map[string]any{{"task": "shoes", "priority": "low"}}},
		{"tag everything in the garden project #outdoor", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "garden", "tags": []string{"outdoor"}}}},
		{"completion slipped to 30/1 ugh, update the milestone", []string{"updateMilestone"}, []map[string]any{{"milestone": "completion", "due": "30/1"}}},
		{"team standup moving to thursdays from now on", []string{"setRecurrence"}, []map[string]any{{"task": "team standup", "repeats": "every thursday"}}},
		{"Which games did we decide on for the party?", []string{"askNotes"}, nil},
		{"where to is the minibus one due again?", []string{"queryTasks"}, []map[string]any{{"about": "minibus one"}}},
		{"Is there anything for the fete I haven't put a date on?", []string{"queryTasks"}, []map[string]any{{"filter": "undated", "project": "fete"}}},
		{"The raffle one is for thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "raffle", "to": "thursday"}}},
		{"the hall booking - done that too", []string{"completeTask"}, []map[string]any{{"task": "hall booking"}}},
		{"push all the Maths Dept jobs to after christmas - 6th January", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "to": "6th January"}}},
		{"Need to chase the kit money, £20 each, by 12th December. High priority that one", []string{"createTask"}, []map[string]any{{"priority": "high", "due": "12th December"}}},
		{"Add a task from my fete notes - ask Mr Hale about the tombola, by end of May", []string{"createTask"}, []map[string]any{{"title": "ask Mr Hale about the tombola"}}},
		{"new project: Quiz night. jobs - book the room, write the rounds, buy prizes", []string{"createProject", "createTask", "createTask", "createTask"}, []map[string]any{{"name": "Quiz night"}}},
		{"how much time do i have left before the logo drafts are due?", []string{"queryTasks"}, []map[string]any{{"about": "logo drafts"}}},
		{"oops no i didnt actually post them yet, can u reopen it", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"i need to send the printer the proofs — add that for 1/12 w/ tag print", []string{"createTask"}, []map[string]any{{"title": "send the printer the proofs", "due": "1/12", "tags": []string{"print"}}}},
		{"add to flat move: book the van w/c 11 Jan", []string{"createTask"}, []map[string]any{{"title": "book the van", "due": "11 Jan"}}},
		// questions to the notes, one after another, "it" the first one's thing
		{"What time does the quiz start, according to my notes? And where is it?", []string{"askNotes", "askNotes"},
			[]map[string]any{{"question": "What time does the quiz start?"}, {"question": "where is the quiz?"}}},
		// "tag them all L" after a list of new tasks; trial 313's families
		{"add to the stall: buy a float / print price cards / charge the card reader. tag them all market", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy a float", "tags": []string{"market"}}, {"title": "print price cards", "tags": []string{"market"}}, {"title": "charge the card reader", "tags": []string{"market"}}}},
		{"picked up an extra shift sat 9-1, tag it work", []string{"createTask"}, []map[string]any{{"title": "an extra shift", "tags": []string{"work"}}}},
		{"tag the essay plan and bio quiz school", []string{"tagTask"}, []map[string]any{{"tags": []string{"school"}}}},
		{"mark all the shopping stuff done, just got back from the store", []string{"bulkTasks"}, []map[string]any{{"action": "complete"}}},
		{"delete the derby match it got called off", []string{"deleteTask"}, []map[string]any{{"task": "the derby match"}}},
		{"its 12/18 at 4:15", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "12/18 at 4:15"}}},
		// trials 311–312, in our own words
		{"Tomorrow must I ring the bank about the loan, at 10:15", []string{"createTask"}, []map[string]any{{"title": "ring the bank about the loan", "due": "tomorrow at 10:15"}}},
		{"For the office move I need two milestones: \"Desks packed\" 12/02 and \"Keys returned\" 20/02", []string{"addMilestone", "addMilestone"},
			[]map[string]any{{"project": "office move", "title": "Desks packed"}, {"title": "Keys returned"}}},
		{"New project \"Garden party\". In it: hire the gazebo, order the cake and send invites", []string{"createProject", "createTask", "createTask", "createTask"}, []map[string]any{{"name": "Garden party"}}},
		{"Add: patch the firewall friday 08:00, high prio, network project", []string{"createTask"}, []map[string]any{{"priority": "high", "project": "network"}}},
		{"Show me what I have finished", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"Give me a short overview over all my projects", []string{"listProjects"}, nil},
		{"which of my projects has the most stuff still to do?", []string{"listProjects"}, nil},
		{"set up a project for the cheese fair will you, its in June", []string{"createProject"}, []map[string]any{{"name": "cheese fair"}}},
		{"from me fair notes, put a job in to ask the brewery about glasses, for friday", []string{"createTask"}, []map[string]any{{"title": "ask the brewery about glasses", "due": "friday"}}},
		{"dad's optician has rung, its moved to the 19th same time", []string{"rescheduleTask"}, []map[string]any{{"task": "dad's optician", "to": "the 19th"}}},
		{"the marquee deposit, push that back a week", []string{"rescheduleTask"}, []map[string]any{{"task": "the marquee deposit", "by": "a week"}}},
		{"in the party project add order the balloons by the 18th, and book a DJ on the 20th", []string{"createTask", "createTask"}, []map[string]any{{"project": "party"}, {"project": "party"}}},
		{"make it high priority an all, she keeps forgetting", []string{"setPriority"}, []map[string]any{{"task": "it", "priority": "high"}}},
		{"also she's got the eye test on 9th feb at 11am at Specsavers, put it in and tag it mum", []string{"createTask"}, []map[string]any{{"title": "eye test at Specsavers", "tags": []string{"mum"}}}},
		{"oh and the raffle one, give it a due date of 28th feb", []string{"rescheduleTask"}, []map[string]any{{"task": "raffle", "to": "28th feb"}}},
		{"is there owt overdue?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"all the cheese fair jobs, tag them fair", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "tags": []string{"fair"}}}},
		{"dad's eye test has been cancelled, take it off", []string{"deleteTask"}, []map[string]any{{"task": "dad's eye test"}}},
		{"whats the milestones for the fair and when are they due", []string{"listMilestones"}, []map[string]any{{"project": "fair"}}},
		{"did Arsenal win last night?", nil, nil},
		{"Add to the boat: check the bilge, buy flares. All before 1.5", []string{"createTask", "createTask"}, []map[string]any{{"due": "before 1.5"}, {"due": "before 1.5"}}},
		{"tag the crackers one party, and the napkins too", []string{"tagTask", "tagTask"}, []map[string]any{{"task": "crackers", "tags": []string{"party"}}, {"tags": []string{"party"}}}},
	})
}
