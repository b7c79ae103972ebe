package grammar

import "testing"

// TestStop43Families, in our own words: the families of trials 326–328.
func TestStop43Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// an exclamation before a question is no part of it, nor its day
		{"busy morning tomorrow! what's left in the Smith-Jones fit-out?", []string{"queryTasks"}, []map[string]any{{"project": "Smith-Jones fit-out"}}},
		// a label's tasks asked "with tag"/"with the … label"
		{"tasks with tag plumbing?", []string{"queryTasks"}, []map[string]any{{"tag": "plumbing"}}},
		{"show me things with the school label", []string{"queryTasks"}, []map[string]any{{"tag": "school"}}},
		// a count said in the order of another language
		{"how many task left I have in Harbour Road?", []string{"queryTasks"}, []map[string]any{{"project": "Harbour Road"}}},
		// what was done in one project, the project said first or in the middle
		{"Harbour Road jobs, what is finished already this week?", []string{"queryTasks"}, []map[string]any{{"project": "Harbour Road", "since": "this week"}}},
		{"what did I get done on the Harbour Road project?", []string{"queryTasks"}, []map[string]any{{"project": "Harbour Road", "filter": "done"}}},
		{"what have I finished this week in Harbour Road", []string{"queryTasks"}, []map[string]any{{"project": "Harbour Road", "since": "this week"}}},
		// "most important for a day": that day's tasks
		{"what's most important for friday?", []string{"queryTasks"}, []map[string]any{{"day": "friday"}}},
		// a reason, "so", then the things and their change
		{"i'm away thu and fri so anything due thu move to wed pls", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "thu", "to": "wed"}}},
		{"anything tagged garden that's not done yet, push it to saturday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "garden", "to": "saturday", "later": true}}},
		{"all Harbour stuff due thursday push to friday 18.12", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "project": "Harbour", "day": "thursday", "to": "friday 18.12"}}},
		{"all garden things low priority", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "project": "garden", "level": "low"}}},
		// a repeat on a day of each month; "change X to repeat"
		{"switch the rent one to the 3rd of each month instead", []string{"setRecurrence"}, []map[string]any{{"task": "rent", "repeats": "every month on the 3rd"}}},
		// the label's tasks said "the X-tagged tasks", into the project just made
		{"make a project Thesis and move all the thesis-tagged tasks into it", []string{"createProject", "bulkTasks"},
			[]map[string]any{{"name": "Thesis"}, {"action": "file", "tag": "thesis", "into": "$1"}}},
		{"move everything tagged thesis to Thesis", []string{"bulkTasks"}, []map[string]any{{"action": "file", "tag": "thesis", "into": "Thesis"}}},
		{"move everything tagged thesis to high priority", []string{"bulkTasks"}, []map[string]any{{"action": "priority"}}},
		// the state, then "check that off"
		{"the Hughes proofs are done!! tick that off", []string{"completeTask"}, []map[string]any{{"task": "Hughes proofs"}}},
		// a reason after "instead so"
		{"make the VAT one due 2/3 instead so I'm not rushing", []string{"rescheduleTask"}, []map[string]any{{"to": "2/3"}}},
		// the tasks just listed or made
		{"tag those 3 as garden", []string{"tagTask"}, []map[string]any{{"task": "them"}}},
		{"make all 3 of those high priority", []string{"setPriority"}, nil},
		// no longer doing it: delete (the ToolBox asks first)
		{"I'm not doing the bake sale any more, Jo's taking it. take it off my list", []string{"deleteTask"}, []map[string]any{{"task": "the bake sale"}}},
		// stop a repeat said with its noun
		{"swimming is done for the term, stop the recurring lessons thing", []string{"setRecurrence"}, []map[string]any{{"repeats": "none", "task": "the lessons"}}},
		// "…, it is milestone": a milestone, its day after the project
		{"Roof sign-off in Harbour Road 14.12 at 11:00, it is milestone", []string{"addMilestone"},
			[]map[string]any{{"title": "Roof sign-off", "project": "Harbour Road", "due": "14.12 at 11:00"}}},
		// a new project "and put there:" its tasks
		{"make new project Garden and put there: prune roses, net the pond", []string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "Garden"}, {"title": "prune roses"}, {"title": "net the pond"}}},
		// moved by someone, to a dotted day
		{"roof sign-off moved by the client to 16.12", []string{"rescheduleTask"}, []map[string]any{{"task": "roof sign-off"}}},
		{"move the skip to 17.12", []string{"rescheduleTask"}, []map[string]any{{"to": "to 17.12"}}},
		{"make it 2.30 instead", []string{"rescheduleTask"}, []map[string]any{{"to": "2:30"}}},
		// open again, after a reason
		{"ugh, delivery failed, the tiles order open again", []string{"reopenTask"}, []map[string]any{{"task": "the tiles order"}}},
		// a bare task, a day and a priority
		{"tiles to next tuesday and high", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"to": "next tuesday"}, {"priority": "high"}}},
		// a state said first, then the level alone
		{"actually not urgent, make it normal", []string{"setPriority"}, []map[string]any{{"task": "it", "priority": "normal"}}},
		{"no, actually friday", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "friday"}}},
		// repeats said before the task
		{"add weekly task water the plants every saturday morning", []string{"createTask"}, []map[string]any{{"title": "water the plants"}}},
		{"set up recurring - empty the dehumidifier every thurs night", []string{"createTask"}, []map[string]any{{"title": "empty the dehumidifier"}}},
		// a label said after the date, in a compound
		{"add book the MOT 12/1 label car, and renew the tax by fri", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "book the MOT", "tags": []string{"car"}}, {"title": "renew the tax"}}},
		// a dotted day inside a list
		{"for Harbour Road: order tiles, book the sparky 09.12, chase the plumber", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "order tiles"}, {"title": "book the sparky", "due": "09.12"}, {"title": "chase the plumber"}}},
		// a dash inside a project's name
		{"add a milestone to the Smith-Jones project: keys handed over 2/14", []string{"addMilestone"},
			[]map[string]any{{"project": "Smith-Jones", "title": "keys handed over", "due": "2/14"}}},
		// names joined by "&" keep it
		{"rename the Smith project to Smith & Jones Ltd", []string{"renameProject"}, []map[string]any{{"name": "Smith & Jones Ltd"}}},
		{"buy stamps by fri, & post the cards", []string{"createTask", "createTask"}, []map[string]any{{"title": "buy stamps"}, {"title": "post the cards"}}},
		// a new project's first task said after its description
		{"new project Loft - Sam wants a reading nook. first task measure the joists this sunday", []string{"createProject", "createTask"},
			[]map[string]any{{"name": "Loft"}, {"title": "measure the joists", "due": "this sunday", "project": "$1"}}},
		// a task said as one, a new day and a remark
		{"boiler cert task - due 22.12, they swear", []string{"rescheduleTask"}, []map[string]any{{"task": "the boiler cert"}}},
		// trials 329–331: a greeting or a filler before the request
		{"heya can you add \"send the plot survey\" due thu 10/12, high priority", []string{"createTask"}, []map[string]any{{"title": "send the plot survey", "priority": "high"}}},
		{"ngl just clear out everything i've finished", []string{"bulkTasks"}, []map[string]any{{"action": "delete", "filter": "done"}}},
		// a project "with:" its tasks; a label said as the kind of task
		{"add a garage project with: sweep out the corners and fix the bench by 20/12", []string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "garage"}, {"project": "$1"}, {"project": "$1", "due": "20/12"}}},
		{"uni task: email the tutor about the extension by fri", []string{"createTask"}, []map[string]any{{"title": "email the tutor about the extension", "tags": []string{"uni"}}}},
		// what happened, then the change asked
		// (the agent reads "make X D" as X's move when X is one of the user's
		// tasks: MakeItWhenOfExisting)
		{"actually the review got moved, make print slides 22/01 instead", []string{"createTask"}, []map[string]any{{"title": "make print slides", "due": "22/01"}}},
		{"mark all the uni tasks done, the essay went in", []string{"bulkTasks"}, []map[string]any{{"action": "complete"}}},
		// a monthly day said as what it is now
		{"the gym's actually due on the 3rd each month now, can you change it", []string{"setRecurrence"}, []map[string]any{{"task": "gym", "repeats": "every month on the 3rd"}}},
		// importance said in a sentence of its own
		{"Please remind me to ring the surveyor on Monday at nine. This is of great importance.", []string{"createTask"}, []map[string]any{{"priority": "high"}}},
		{"I have four things to add: buy stamps, ring Ann on Friday, post the forms, and water the ferns.", []string{"createTask", "createTask", "createTask", "createTask"}, nil},
		// the things first, then the change
		{"Every task tagged hives, please set to low priority.", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "tag": "hives", "level": "low"}}},
		// "simply", quoted labels, a milestone "as completed" with a reason
		{"Kindly rename the project \"Choir 2027\" to simply \"Choir\".", []string{"renameProject"}, []map[string]any{{"name": "Choir"}}},
		{"Add a task to file the VAT return, due May the first, with the labels \"tax\" and \"shop\".", []string{"createTask"}, []map[string]any{{"tags": []string{"tax", "shop"}}}},
		{"Please mark the survey milestone in the house project as completed; the report came today.", []string{"completeMilestone"}, []map[string]any{{"milestone": "survey"}}},
		{"What is the next thing I ought to do for the house?", []string{"projectStatus"}, []map[string]any{{"project": "house"}}},
		{"Put both of those in a new project called \"Garden\".", []string{"updateTask"}, []map[string]any{{"task": "them", "project": "Garden"}}},
		{"what all is pending for this week?", []string{"agenda"}, nil},
		{"Please add a weekly task every monday - bins out at the front", []string{"createTask"}, []map[string]any{{"title": "bins out at the front", "repeats": "every monday"}}},
		{"Add task order the new laptops tomorrow, medium priority, in a new project Office Move", []string{"createProject", "createTask"},
			[]map[string]any{{"name": "Office Move"}, {"title": "order the new laptops", "project": "$1"}}},
		{"File the GST return every quarter, next one due 28/01", []string{"createTask"}, []map[string]any{{"title": "File the GST return", "due": "28/01"}}},
		{"bike service done yesterday, mark it complete", []string{"completeTask"}, []map[string]any{{"task": "bike service"}}},
		{"Reopen the football boots task, Ravi says they pinch, need to swap them", []string{"reopenTask"}, []map[string]any{{"task": "the football boots task"}}},
		// a year after a comma goes with its day ("April the thirtieth, 2027")
		{"add renew the lease by June the first, 2027.", []string{"createTask"}, []map[string]any{{"title": "renew the lease", "due": "June the first, 2027"}}},
		{"add a milestone to the Lease project: keys returned, by July 31, 2027", []string{"addMilestone"}, []map[string]any{{"title": "keys returned", "due": "July 31, 2027"}}},
		// trials 332–334: marking as a job; "all for the P"; "reopen it"
		// after a remark; a repeat stopped for a season
		{"mark the year 9 tests by thursday, high priority", []string{"createTask"}, []map[string]any{{"title": "mark the year 9 tests", "due": "thursday", "priority": "high"}}},
		{"buy grout, seal the bath and fit the shower screen all for the bathroom", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy grout", "fileUnder": "bathroom"}, {"title": "seal the bath"}, {"title": "fit the shower screen for the bathroom"}}}, // (the agent files the last: FileUnderNamedProject)
		{"no hang on i havent finished reopen it", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"swimming is off over easter stop it repeating", []string{"setRecurrence"}, []map[string]any{{"task": "the swimming", "repeats": "none"}}},
		// a project's list after a dash; a new project's tasks after a dash
		{"harewood - strip out the kitchen 14/12, order the consumer unit, book Phil for a day", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "strip out the kitchen", "fileUnder": "harewood"}, {"fileUnder": "harewood"}, {"fileUnder": "harewood"}}},
		{"start a project loft boards - buy boards, fit the hatch, run a light", []string{"createProject", "createTask", "createTask", "createTask"}, nil},
		// done, said of the thing; a reason after a delete
		{"boiler part ordered tick it off", []string{"completeTask"}, []map[string]any{{"task": "boiler part"}}},
		{"delete the loft project changed my mind", []string{"deleteProject"}, []map[string]any{{"project": "loft"}}},
		{"scrap the cable order customer cancelled", []string{"deleteTask"}, []map[string]any{{"task": "the cable order"}}},
		// a new repeat day said as what it is now; a project with a milestone
		{"yoga is now on thursdays at 19h, not mondays anymore", []string{"setRecurrence"}, []map[string]any{{"task": "the yoga", "repeats": "every thursday at 19h"}}},
		{"new project: Driving test, with a milestone \"Test day\" on 14/04/2027", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Driving test"}, {"title": "Test day", "project": "$1"}}},
		{"show me everything for next week by priority", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"how many tasks I still have open in the Garden?", []string{"queryTasks"}, nil},
		// a project said between commas after "add:"
		{"add: draft the survey, project Research, due 11/12, prio high", []string{"createTask"}, []map[string]any{{"title": "draft the survey", "project": "Research", "due": "11/12", "priority": "high"}}},
		// trials 335–337
		{"also a book club project pls, first meeting is 9/1", []string{"createProject"}, []map[string]any{{"name": "book club"}}},
		{"everything due thu push to fri pls shift swap", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "thu", "to": "fri"}}},
		{"Good evening. The letter to the bank I have sent, please mark it as finished.", []string{"completeTask"}, []map[string]any{{"task": "letter to the bank"}}},
		{"Every last Friday of the month must I send the club report. Please add as repeating task.", []string{"createTask"}, []map[string]any{{"title": "send the club report"}}},
		{"Every Tuesday at 18:30 is the choir rehearsal, please put it in as repeating task.", []string{"createTask"}, []map[string]any{{"title": "choir rehearsal", "repeats": "Every Tuesday"}}},
		{"Add to the Shed project following tasks: sand the door, varnish the bench, and order new hinges.", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "sand the door", "fileUnder": "Shed"}, {"title": "varnish the bench"}, {"title": "order new hinges"}}},
		{"Make it 14:00 on that day.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "14:00"}}},
		{"Actually the brake pads I need already on Monday, not Thursday.", []string{"rescheduleTask"}, []map[string]any{{"task": "the brake pads", "to": "Monday"}}},
		{"Everything with label shed shall be moved to Sunday.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "shed", "to": "Sunday"}}},
		{"The venue is booked, please tick off the milestone.", []string{"completeMilestone"}, []map[string]any{{"milestone": "venue booked"}}},
		{"How many open tasks have I in total?", []string{"queryTasks"}, nil},
		{"Pastor Dean asked me to bring the hymn books to the hall, do that friday", []string{"createTask"}, []map[string]any{{"title": "bring the hymn books to the hall", "due": "friday"}}},
		{"add to Spring Concert: book the hall, call Bro. James about the solo, and print tickets", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "book the hall"}, {"title": "call Bro. James about the solo"}, {"title": "print tickets"}}},
		{"add a monthly reminder to clean the fridge, first one 03/01", []string{"createTask"}, []map[string]any{{"title": "clean the fridge", "due": "03/01"}}},
		{"oops no i didnt get the stamps yet, put that back", []string{"reopenTask"}, []map[string]any{{"task": "the stamps"}}},
		{"bake sale, move it to 12/19 they pushed it", []string{"rescheduleTask"}, []map[string]any{{"task": "bake sale", "to": "12/19"}}},
		{"cupcakes for the fair, make it low priority its not that serious", []string{"setPriority"}, []map[string]any{{"task": "cupcakes for the fair", "priority": "low"}}},
		{"boiler service low priority", []string{"setPriority"}, []map[string]any{{"task": "the boiler service", "priority": "low"}}},
		{"ring the plumber high priority", []string{"createTask"}, []map[string]any{{"title": "ring the plumber", "priority": "high"}}},
		// trials 338–340; an appointment "got moved" is no chore done
		{"Mum's eye test got moved, its now Monday 14th at 2.30", []string{"rescheduleTask"}, []map[string]any{{"task": "Mum's eye test", "to": "Monday 14th at 2.30"}}},
		{"the parents evening got moved", []string{"agenda"}, nil},
		{"the staff meeting has moved to 4pm", []string{"rescheduleTask"}, []map[string]any{{"task": "the staff meeting", "to": "4pm"}}},
		{"I need to book the vet for Bella on Thursday at 9am, make that one high priority so it is", []string{"createTask", "setPriority"}, nil},
		{"Everything due this Thursday can move to Friday please, I'm swamped", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "this Thursday", "to": "Friday"}}},
		{"Put the inspection report milestone back a week", []string{"rescheduleTask"}, []map[string]any{{"by": "a week"}}},
		{"Is there anything still to do in the Summer Fair project?", []string{"queryTasks"}, []map[string]any{{"project": "Summer Fair"}}},
		{"new project called Bakery, i wanna open it by spring", []string{"createProject"}, []map[string]any{{"name": "Bakery", "notes": "open it by spring"}}},
		{"add revise for chem test 12/15 and physics test 12/18, both school stuff", []string{"createTask", "createTask"}, []map[string]any{{"tags": []string{"school"}}, {"tags": []string{"school"}}}},
		{"on saturday i gotta pick up the cake and return the drill", []string{"createTask", "createTask"}, []map[string]any{{"due": "saturday"}, {"due": "saturday"}}},
		{"every other thursday is payday, remind me to move $200 to savings", []string{"createTask"}, []map[string]any{{"repeats": "every other thursday"}}},
		{"the van quote, move it to 12/18 the guy isnt answering", []string{"rescheduleTask"}, []map[string]any{{"task": "the van quote", "to": "12/18"}}},
		{"add \"buy a lamp\" and \"oil the hinges\", no date, low priority both", []string{"createTask", "createTask"}, []map[string]any{{"priority": "low"}, {"priority": "low"}}},
		{"thx bro, whats left for tmrw?", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"Remind me every Friday to check the fire alarms, it is a legal thing. Tag it office.", []string{"createTask"}, []map[string]any{{"tags": []string{"office"}}}},
		{"Everything tagged ponies, please add also the tag yard", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "tag": "ponies"}}},
		{"Can you show me what I have completed?", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"The fire alarm check, change it to every Tuesday instead of Friday", []string{"setRecurrence"}, nil},
		// after the closing trio (341–343)
		{"set up a repeating task: water the orchids every other Sunday", []string{"createTask"}, []map[string]any{{"title": "water the orchids", "repeats": "every other Sunday"}}},
		{"move everything due Thursday to next Tuesday - the inspection got moved", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Thursday", "to": "next Tuesday"}}},
		{"Remind me to order the calendars - low priority, sometime before the 18th", []string{"createTask"}, []map[string]any{{"title": "order the calendars", "priority": "low", "due": "the day before the 18th"}}},
		{"add buy paint - white gloss, brushes, tape - for friday", []string{"createTask"}, []map[string]any{{"title": "buy paint (white gloss + brushes + tape)", "due": "friday"}}},
		{"actually 12/19", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "12/19"}}},
		{"oops no, he cancel, it wasnt done. put it back please", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"Every 2 weeks on tuesday I clean the Hillside office at 7pm, label clients", []string{"createTask"},
			[]map[string]any{{"title": "clean the Hillside office", "repeats": "every 2 weeks on tuesday", "tags": []string{"clients"}}}},
		{"change the rent to Mr Lee so it repeats every month on the 3rd", []string{"setRecurrence"}, []map[string]any{{"repeats": "every month on the 3rd"}}},
		{"I finish the posters", []string{"completeTask"}, []map[string]any{{"task": "the posters"}}},
		{"the fete project, deadline is 6/20", []string{"addMilestone"}, []map[string]any{{"title": "Deadline", "project": "fete", "due": "6/20"}}},
		{"the yoga one, delete it, I stopped going", []string{"deleteTask"}, []map[string]any{{"task": "yoga"}}},
		{"make a project called grant bid, deadline is 20/01", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "grant bid"}, {"due": "20/01"}}},
		{"for the grant bid i need to write the budget by 10/01, get quotes from the builder by 12/01 and draft the summary by 15/01", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "write the budget", "fileUnder": "grant bid"}, {"title": "get quotes from the builder"}, {"title": "draft the summary"}}},
		{"open mic done it went really well tbh", []string{"completeTask"}, []map[string]any{{"task": "open mic"}}},
		// after the final trio (344–346)
		{"Also a milestone for tickets printed by 3rd March 2027", []string{"addMilestone"}, []map[string]any{{"title": "tickets printed"}}},
		{"Add a follow up: ring the surveyor about the damp, by Friday", []string{"createTask"}, []map[string]any{{"title": "ring the surveyor about the damp"}}},
		{"Show me everything with high priority", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"All the garden tasks that have no date, kindly give them 28/02/2027", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "undated", "project": "garden"}}},
		{"Choir has moved to Tuesdays from now, kindly change it", []string{"setRecurrence"}, []map[string]any{{"repeats": "every Tuesday"}}},
		{"What are the milestones for the garden and their dates?", []string{"listMilestones"}, []map[string]any{{"project": "garden"}}},
		{"waiting on the quote till the builder sends it, remind me to chase him fri", []string{"createTask"}, []map[string]any{{"title": "chase him", "due": "fri"}}},
		{"tag all of those #gym", []string{"tagTask"}, []map[string]any{{"task": "them", "tags": []string{"gym"}}}},
		{"spin class is just mondays now, not weds", []string{"setRecurrence"}, []map[string]any{{"repeats": "every monday"}}},
		{"how many tasks have i knocked off this week", []string{"queryTasks"}, []map[string]any{{"since": "this week"}}},
		{"chuck in a task to sweep the chimney sometime in feb, low prio", []string{"createTask"}, []map[string]any{{"title": "sweep the chimney", "priority": "low"}}},
		{"Hello. I must remember to post the cards before the 18 December.", []string{"createTask"}, []map[string]any{{"title": "post the cards"}}},
		{"Oops no, I have not finished, there is still a chapter. Reopen it.", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"Low priority for the gloves, it is not so cold yet.", []string{"setPriority"}, []map[string]any{{"task": "the gloves", "priority": "low"}}},
		{"In my note about the rota, what is the rule for the night shifts?", []string{"askNotes"}, nil},
		{"Give me a summary of what is left for next week.", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		// the README check's: a project said alone; a milestone said before its
		// project with no date; a task titled with the word milestone
		{"the garden shed project", []string{"projectStatus"}, []map[string]any{{"project": "garden shed"}}},
		{"add a roof milestone to Garden Shed", []string{"addMilestone"}, []map[string]any{{"title": "roof", "project": "Garden Shed"}}},
		{"delete the task \"a roof milestone\"", []string{"deleteTask"}, []map[string]any{{"task": "a roof milestone"}}},
		// a note's list asked for whole
		{"list out my packing checklist for the trip from my notes", []string{"askNotes"}, nil},
	})
}
