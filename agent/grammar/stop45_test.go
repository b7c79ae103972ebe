package grammar

import "testing"

// TestStop45Families, in our own words: the families of stop 45's leftovers
// and trials.
func TestStop45Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// "from <weekday> to <weekday>": the old day is kept for the tool,
		// which moves a weekly rule's day
		{"switch the book club from Wednesday to Thursday same time", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the book club", "from": "Wednesday", "to": "Thursday"}}},
		// a dated from-day is one occurrence: no from
		{"move the choir from this friday to saturday", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the choir", "to": "saturday"}}},
		// a thing said to be on a weekday, then "make it repeat weekly"
		{"Quiz night is on Thursday at 9pm at the Crown, its every Thursday so could you make it repeat weekly", []string{"createTask"},
			[]map[string]any{{"title": "Quiz night at the Crown", "repeats": "every Thursday", "due": "at 9pm"}}},
		{"pilates is on mondays at 6, put it in as a weekly one", []string{"createTask"},
			[]map[string]any{{"title": "pilates", "repeats": "every monday", "due": "at 6"}}},
		{"the recycling is on friday, make it a repeating reminder pls", []string{"createTask"},
			[]map[string]any{{"title": "recycling", "repeats": "every friday"}}},
		// a thing's day said as a fact after a comma
		{"add revise for the stats exam, its 1/14, high priority", []string{"createTask"},
			[]map[string]any{{"title": "revise for the stats exam", "due": "1/14", "priority": "high"}}},
		// "all" before the list's one day is no part of the last item
		{"add return library books, buy stamps, and email the landlord all for thursday", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "return library books", "due": "thursday"}, {"title": "buy stamps"}, {"title": "email the landlord", "due": "thursday"}}},
		// "both of those" keeps its count for the tools
		{"tag both of those exams", []string{"tagTask"}, []map[string]any{{"task": "both of them", "tags": []string{"exams"}}}},
		// the tasks a word names, filed together
		{"put the two revision tasks in the exams project", []string{"bulkTasks"},
			[]map[string]any{{"action": "file", "project": "revision", "into": "exams"}}},
		{"file both gym ones under health", []string{"bulkTasks"}, []map[string]any{{"action": "file", "project": "gym", "into": "health"}}},
		// the tasks named, then "ones w" a label
		{"tag the bike lights and pump ones w cycling", []string{"tagTask"},
			[]map[string]any{{"task": "bike lights and pump", "tags": []string{"cycling"}}}},
		// "still" asks nothing more
		{"what do i still have due before 1/20", []string{"queryTasks"}, []map[string]any{{"before": "1/20"}}},
		// a thing marked paid, sent, posted: done
		{"Please mark the piano tuner invoice as paid.", []string{"completeTask"}, []map[string]any{{"task": "piano tuner invoice"}}},
		{"mark the birthday card posted", []string{"completeTask"}, []map[string]any{{"task": "birthday card"}}},
		// a quoted title after a colon, its repeat said before it
		{`Please add a weekly reminder every Friday at 4pm: "timesheets".`, []string{"createTask"},
			[]map[string]any{{"title": "timesheets", "repeats": "every Friday", "due": "at 4pm"}}},
		{`add a monthly task: "check smoke alarms"`, []string{"createTask"},
			[]map[string]any{{"title": "check smoke alarms", "repeats": "monthly"}}},
		// a correction to a bare day of the month keeps the task's month
		{"Actually the plumber should be the 9th, not the 8th.", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the plumber", "to": "the 9th", "sameMonth": true}}},
		// paying for me is asked of Pace, even with its due day after
		{"Could you pay my water bill online for me, it's due on the 3rd?", nil, nil},
		// the priority asked about without "are"
		{"which tasks high priority", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"show gym stuff", []string{"queryTasks"}, []map[string]any{{"project": "gym"}}},
		// the question word said last
		{"the boiler man coming when? need to be in", []string{"queryTasks"}, []map[string]any{{"question": "when is the boiler man coming?"}}},
		// a list, then "- all <place>", then its day
		{"add sand the door, buy hinges, fill the gaps - all hallway, for saturday", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "sand the door", "project": "hallway", "due": "saturday"}, {"title": "buy hinges", "project": "hallway"}, {"title": "fill the gaps", "project": "hallway"}}},
		// a thing, then "make it <day>" with nothing between
		{"tyre check make it thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "tyre check", "to": "thursday"}}},
		// a dotted day and month said of a milestone, or with minutes no one says
		{"roof milestone move to 4.02, scaffolders late", []string{"updateMilestone"}, []map[string]any{{"due": "4.02"}}},
	})
}

// TestStop45SecondTrio, in our own words: the families of trials 371–373.
func TestStop45SecondTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a French filler word after a comma
		{"add return the keys, genre before 20 déc", []string{"createTask"}, []map[string]any{{"title": "return the keys", "due": "the day before 20 déc"}}},
		// a weekday before a day and French month
		{"move the movers to saturday 19 déc", []string{"rescheduleTask"}, []map[string]any{{"task": "the movers", "to": "saturday 19 déc"}}},
		// lower / raise a task to a level, then a remark
		{"lower the gutter quote one to low prio, no rush after all", []string{"setPriority"}, []map[string]any{{"task": "gutter quote", "priority": "low"}}},
		// "note this:" is a note of what follows
		{"note this: locker code = 4471, bring own padlock", []string{"createNote"}, nil},
		// how to show it asks nothing more
		{"what's on for next week, pls list by date", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		// "it has to be in … by D" is the day
		{"put the grant form for the club on the list, it has to be in to the council by 15/1", []string{"createTask"}, []map[string]any{{"due": "15/1"}}},
		// a tick undone, said as a mistake, then "reopen it"
		{"argh i didnt mean to tick off the plumber, he never came. reopen it pls", []string{"reopenTask"}, []map[string]any{{"task": "plumber"}}},
		// it did not happen, then reopen and move
		{"the school visit didnt happen, snow day - reopen it and move it to next monday", []string{"reopenTask", "rescheduleTask"},
			[]map[string]any{{"task": "the school visit"}, {"to": "next monday"}}},
		// a plural weekday and a time say the repeat
		{"weekly video call w/ grandad sundays 6pm", []string{"createTask"}, []map[string]any{{"title": "video call w/ grandad", "repeats": "every sunday"}}},
		// "both tag X" after a list: each one's label and day
		{"add: repot the fern, feed the orchid, both tag plants, this weekend", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "repot the fern", "tags": []string{"plants"}, "due": "this weekend"}, {"title": "feed the orchid", "tags": []string{"plants"}}}},
		// "just the X then, move it to D"
		{"ok just the van then, move it to friday", []string{"rescheduleTask"}, []map[string]any{{"task": "the van", "to": "friday"}}},
		// a lead before a question
		{"quick question: what's left for the launch?", []string{"queryTasks"}, nil},
		// a reason after the day of a move
		{"move the site visit milestone to 1/15, Mr. Hale is away", []string{"updateMilestone"}, []map[string]any{{"due": "1/15"}}},
		// a new project, then "put A, B and C in it"
		{"new project Loft — put the skip, the roofer and the velux in it", []string{"createProject", "createTask", "createTask", "createTask"}, nil},
		// "on D … in the P project": "on" says when
		{"add a task to pay the roofer on 12/1, in the loft project", []string{"createTask"}, []map[string]any{{"due": "12/1", "project": "loft"}}},
	})
}

// TestStop45ThirdTrio, in our own words: the families of trials 374–376.
func TestStop45ThirdTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Many thanks, that is all for now. Could you tell me if it will rain in Leeds on Saturday?", nil, nil},
		{"The recycling one, I took it out this morning so that is done as well.", []string{"completeTask"}, []map[string]any{{"task": "recycling"}}},
		{"The optician said the glasses will be ready on Thursday the 10th so please put in, collect my glasses from the optician.", []string{"createTask"},
			[]map[string]any{{"title": "collect my glasses from the optician", "due": "Thursday the 10th"}}},
		{"The shed roof needs patching before the rain comes, add that to the garden project. It is not urgent.", []string{"createTask"},
			[]map[string]any{{"project": "garden", "priority": "low"}}},
		{"The choir rehearsal went well tonight, you can mark it done.", []string{"completeTask"}, []map[string]any{{"task": "the choir rehearsal"}}},
		{"Oh and I was to phone Moira about the raffle, add that for Tuesday the 15th in the afternoon.", []string{"createTask"},
			[]map[string]any{{"title": "phone Moira about the raffle"}}},
		{"I got the batteries at the market so you can score that one off.", []string{"completeTask"}, []map[string]any{{"task": "batteries"}}},
		{"I rang the joiner so that is done. He is coming on Friday the 18th at 9 in the morning, so put in let the joiner into the church.", []string{"completeTask", "createTask"},
			[]map[string]any{{"task": "joiner"}, {"title": "let the joiner into the church"}}},
		{"Oh dear I ticked off the hymn sheets by mistake, there are only ten printed. Put it back to not done please.", []string{"reopenTask"}, []map[string]any{{"task": "hymn sheets"}}},
		{"Stop the Monday reminder to water the hanging baskets, it is too cold now.", []string{"setRecurrence"}, []map[string]any{{"repeats": "none"}}},
		{"Will you write me a short poem for the retirement card, something about the sea.", nil, nil},
		{"Start a new project called Harvest Supper with a milestone of tickets sold on the 2nd of October.", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Harvest Supper"}, {"title": "tickets sold"}}},
		{"Put a label of \"garden\" on the compost and the seed potato ones please.", []string{"tagTask"}, []map[string]any{{"tags": []string{"garden"}}}},
		{"make that one high priority please as I am the treasurer this year", []string{"setPriority"}, []map[string]any{{"priority": "high"}}},
		{"Good morning. Did I renew Alison's library books yet? I forget.", []string{"queryTasks"}, nil},
		{"whats my hourly rate again?", []string{"askNotes"}, nil},
		{"second fix done on patel", []string{"completeMilestone"}, []map[string]any{{"milestone": "second fix"}}},
		{"change the gas safe renewal to high, it's due earlier than i thought", []string{"setPriority"}, []map[string]any{{"priority": "high"}}},
		{"oh wait not done, the client wants another pass - put it back", []string{"reopenTask"}, nil},
		{"For the launch: book the room by Jan 5; order the cake by Jan 8; send invites by Jan 3 - that one's high priority", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"project": "launch", "title": "book the room"}, {"title": "order the cake"}, {"title": "send invites", "priority": "high"}}},
		{`Add "water the orchids" as a weekly repeating task in Home, next one Dec 20 at 9am`, []string{"createTask"},
			[]map[string]any{{"title": "water the orchids", "repeats": "weekly", "project": "Home"}}},
		{`We're going with the red one - rename the "pick a paint colour" task to "Buy red paint", due Jan 4`, []string{"updateTask", "rescheduleTask"},
			[]map[string]any{{"title": "Buy red paint"}, {"to": "Jan 4"}}},
		{`change the venue task: Ann is away so it's "Book the venue with Raj" now, due Jan 6`, []string{"updateTask", "rescheduleTask"},
			[]map[string]any{{"title": "Book the venue with Raj"}, {"to": "Jan 6"}}},
		{"The fete is moving to July 12, update the project target date", []string{"rescheduleTask"}, []map[string]any{{"task": "the fete project's date", "to": "July 12"}}},
		{"set high priority on everything due Jan 3", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high"}}},
		{"everything due Monday in the launch project - move it to Tuesday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "to": "Tuesday"}}},
		{"make it due the day before the CU swap", []string{"rescheduleTask"}, []map[string]any{{"to": "the day before the CU swap"}}},
		{"how many open tasks do I have", []string{"queryTasks"}, nil},
	})
	// a title in quotes keeps its commas and holds no date
	if p := Plan(`Reading group stuff: finish "Slow, Slow, Quick" by Jan 9; pick the February book`); len(p.Steps) != 2 ||
		p.Steps[0].Args["title"] != `finish "Slow, Slow, Quick"` || p.Steps[0].Args["due"] != "Jan 9" {
		t.Errorf("a quoted title in a list: %+v", p.Steps)
	}
}

// TestStop45AfterTheClosingTrio, in our own words: the families of trials
// 377–379, fixed after them with no trio after.
func TestStop45AfterTheClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"what tasks are due tomorrow?", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"everything in the garden project that's due before easter, make it high priority", []string{"bulkTasks"},
			[]map[string]any{{"action": "priority", "level": "high", "before": "easter", "project": "garden"}}},
		{"Anything with the school tag that isn't done yet, bump it up to high priority please", []string{"bulkTasks"},
			[]map[string]any{{"action": "priority", "tag": "school", "level": "high"}}},
		{"also for the stag do: book the minibus, order the t-shirts, collect the deposits", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"project": "stag do"}, {"project": "stag do"}, {"project": "stag do"}}},
		{"ok add a task for that: water the ferns, every friday", []string{"createTask"}, []map[string]any{{"title": "water the ferns", "repeats": "every friday"}}},
		{"Only the skirting is done, not the doors", []string{"completeTask"}, []map[string]any{{"task": "skirting"}}},
		{"Note for later: the alarm code is 9921, the spare key is with Jan", []string{"createNote"}, nil},
		{"actually it's friday not monday", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "friday"}}},
		{"Make it Sunday this time", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "Sunday"}}},
		{"Ah no the garage did not ring back, reopen it", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"I ticked off the paint but it was the wrong colour. Can you put it back on my list?", []string{"reopenTask"}, []map[string]any{{"task": "paint"}}},
		{"move the roof signed off milestone to 1/20", []string{"updateMilestone"}, []map[string]any{{"milestone": "roof signed off", "due": "1/20"}}},
		{"I also need to ice the cake for the party on the 19th, and buy the candles before that, say the 17th.", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "ice the cake for the party"}, {"title": "buy the candles", "due": "the 17th"}}},
		{"Oh and I forgot, the school nativity is December 16th at 2 pm, I said I'd help. Put that down please", []string{"createTask"},
			[]map[string]any{{"due": "December 16th at 2 pm"}}},
		{"Every Monday I need to ring my brother in Leeds, put that in as a weekly one for 7pm please, low priority it's just a catch-up", []string{"createTask"},
			[]map[string]any{{"title": "ring my brother in Leeds", "repeats": "Every Monday", "priority": "low"}}},
		{"Which of my projects has the most left to do?", []string{"listProjects"}, nil},
		{"the vitamins should be on the 10th, not the 1st", []string{"rescheduleTask"}, []map[string]any{{"to": "the 10th", "from": "the 1st"}}},
	})
}

// TestStop45LastTrio, in our own words: the families of trials 380–382.
func TestStop45LastTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"actually the gutter job can wait til friday", []string{"rescheduleTask"}, []map[string]any{{"task": "the gutter job", "to": "friday"}}},
		{"mark the hinges one back undone they were the wrong size", []string{"reopenTask"}, nil},
		{"make the fence paint one LOW priority no hurry", []string{"setPriority"}, []map[string]any{{"priority": "low"}}},
		{"cancel the tyre one my neighbour already did it", []string{"deleteTask"}, nil},
		{"delete the gutter clean one the landlord sorted it", []string{"deleteTask"}, []map[string]any{{"task": "gutter clean"}}},
		{`Under Riverside Clinic, add milestone "Scaffold down" due 19/12 and "Handover" due 22/01`, []string{"addMilestone", "addMilestone"},
			[]map[string]any{{"project": "Riverside Clinic", "due": "19/12"}, {"due": "22/01"}}},
		{`add milestones "Walls up" due 3/2 and "Roof on" due 20/2 to the Barn project`, []string{"addMilestone", "addMilestone"},
			[]map[string]any{{"due": "3/2"}, {"due": "20/2"}}},
		{"I forgot to renew my first aid certificate, it was due 28/11. Add it so I dont forget again", []string{"createTask"},
			[]map[string]any{{"title": "renew my first aid certificate"}}},
		{`add "order the skip" for friday, label it procurement and site`, []string{"createTask"}, []map[string]any{{"tags": []string{"procurement", "site"}}}},
		{"add label urgent to the fire door check", []string{"tagTask"}, []map[string]any{{"tags": []string{"urgent"}}}},
		{"Delete the Handover milestone, the client moved everything. I will add it back later", []string{"deleteMilestone"}, nil},
		{"I have finished sanding the door and the varnishing, mark both done", []string{"completeTask"}, nil},
		{"Give me a summary of everything still open for next week", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
	})
}

// TestStop45AfterTheLastClosingTrio, in our own words: the families of
// trials 383–385, fixed after them with no trio after.
func TestStop45AfterTheLastClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Everything that's down for Friday, could you move it to Monday please, we're away for the weekend", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "day": "Friday", "to": "Monday"}}},
		{"Oh dear, undo that would you, I've just remembered the shop is shut on Mondays", []string{"undo"}, nil},
		{`Start a new project for me, "Greenhouse repair", no rush on it, end of April would do`, []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Greenhouse repair"}, {"due": "end of April"}}},
		{"The plumber rang back so I don't need to chase him, you can take that one off the list altogether", []string{"deleteTask"}, nil},
		{"actually have it done by friday", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "friday"}}},
		{"need to get a card for Sue too, put it in the birthdays project, no date", []string{"createTask"}, []map[string]any{{"title": "get a card for Sue"}}},
		{"pls add - ward round notes for the audit, due 12/15, project Audit", []string{"createTask"}, []map[string]any{{"title": "ward round notes for the audit"}}},
		{"Which tasks in Garden Room r still open?", []string{"queryTasks"}, []map[string]any{{"project": "Garden Room"}}},
		{"What's on the agenda for next week?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"Actually make the dentist call Thu instead of Tues", []string{"rescheduleTask"}, []map[string]any{{"to": "Thu"}}},
		{"Oops reopen the Shah mtg, we rescheduled to Mon 12/14 2pm", []string{"reopenTask", "rescheduleTask"}, nil},
	})
}

// TestStop45ClosingTrioWrongChanges, in our own words: the closing trio's
// (386–388) wrong changes, fixed after it with no trio after.
func TestStop45ClosingTrioWrongChanges(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Good morning. The quarterly audit was submitted, thank goodness — please mark it done.", []string{"completeTask"},
			[]map[string]any{{"task": "quarterly audit"}}},
		{"Tomas have swimming on 16/12 at 17h, put tag kids", []string{"createTask"}, []map[string]any{{"tags": []string{"kids"}}}},
		{`Please could you create a project called Book Launch with a milestone "Proofs back" on 3 March 2027.`, []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Book Launch"}, {"title": "Proofs back", "due": "3 March 2027"}}},
	})
}
