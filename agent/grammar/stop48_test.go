package grammar

import "testing"

// TestStop48Families, in our own words: the families of trials 422–424 —
// a deadline said "before" a day, a tick never read as a deletion, the
// request after "which means", a set said before its change, a list for
// a project said "a few for P:", Hiberno-English "I'm after doing" and
// "have I", how a task repeats changed or stopped, tag and done-in-project
// questions, one undo said twice, "remind me <when> about X", a day
// counted from the capture before, a deleted task asked back.
func TestStop48Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a deadline said "before" a day is the day before it; a time is the time
		{"renew the car insurance before Tuesday", []string{"createTask"}, []map[string]any{{"title": "renew the car insurance", "due": "the day before Tuesday"}}},
		{"post the forms b4 the 3rd", []string{"createTask"}, []map[string]any{{"title": "post the forms", "due": "the day before the 3rd"}}},
		{"hand in the essay before 9am friday", []string{"createTask"}, []map[string]any{{"title": "hand in the essay", "due": "9am friday"}}},
		{"tidy the garage before the end of the month", []string{"createTask"}, []map[string]any{{"due": "the end of the month"}}},
		// a tick is never a deletion, however the classifier leans
		{"check off the boiler service for mum and the call the plumber", []string{"completeTask"}, nil},
		{"tick off the school forms", []string{"completeTask"}, []map[string]any{{"task": "the school forms"}}},
		// the request after the reasoning
		{"The plumber came early and sorted it, which means you can tick off the boiler service", []string{"completeTask"},
			[]map[string]any{{"task": "the boiler service"}}},
		{"The printer is out of ink, which means I want to push \"print the flyers\" to monday", []string{"rescheduleTask"},
			[]map[string]any{{"task": "print the flyers", "to": "monday"}}},
		// the set said before its change
		{"Everything in the garden project mark done, winter is here", []string{"bulkTasks"}, []map[string]any{{"action": "complete", "project": "garden"}}},
		{"all school tasks push to next week, half term", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule"}}},
		{"everything due on the 20th tag as xmas", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "tags": []string{"xmas"}}}},
		// a list for a project said first
		{"A few more for the choir: print the carol sheets, book the hall and buy mince pies", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "print the carol sheets", "fileUnder": "choir"}, {"title": "book the hall"}, {"title": "buy mince pies"}}},
		{"add three things for tomorrow: ring Ann, pay the milkman and fix the tap", []string{"createTask", "createTask", "createTask"}, nil},
		{"under Kitchen Refit add milestones - units ordered by jan 8, tiles done by jan 20", []string{"addMilestone", "addMilestone"},
			[]map[string]any{{"title": "units ordered", "project": "Kitchen Refit"}, {"title": "tiles done", "project": "Kitchen Refit"}}},
		// Hiberno-English
		{"I'm after posting the forms, thats done", []string{"completeTask"}, []map[string]any{{"task": "post the forms"}}},
		{"I'm after booking the dentist for Thursday, put it in", []string{"createTask"}, nil},
		{"what deadlines have I coming up?", []string{"queryTasks"}, nil},
		{"how many jobs have I overdue?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		// how it repeats, changed or stopped
		{"actually make it weekdays only", []string{"setRecurrence"}, []map[string]any{{"task": "it", "repeats": "every weekday"}}},
		{"stop the sunday swim repeat, the pool is shut", []string{"setRecurrence"}, []map[string]any{{"task": "sunday swim", "repeats": "none"}}},
		{"piano lessons should stop repeating", []string{"setRecurrence"}, []map[string]any{{"task": "piano lessons", "repeats": "none"}}},
		// questions
		{"which tasks labelled errands are still open?", []string{"queryTasks"}, []map[string]any{{"tag": "errands"}}},
		{"what have we finished so far for the attic project?", []string{"queryTasks"}, []map[string]any{{"filter": "done", "project": "attic"}}},
		{"what are the milestones for the attic and when are they due?", []string{"listMilestones"}, []map[string]any{{"project": "attic"}}},
		{"anything urgent in the next 10 days?", []string{"queryTasks"}, []map[string]any{{"day": "next 10 days"}}},
		// one undo said twice
		{"oops, undo. bring it back", []string{"undo"}, nil},
		// "remind me <when> about X"
		{"remind me every monday 8am about the bins", []string{"createTask"}, []map[string]any{{"title": "the bins", "repeats": "every monday"}}},
		// a story, then the change
		{"The vet rang and said the jab is now at 4. move the vet jab to 4pm", []string{"rescheduleTask"}, []map[string]any{{"task": "the vet jab", "to": "4pm"}}},
		{"Finally booked it!! Went with the cheaper van. mark the van hire milestone done", []string{"completeMilestone"}, nil},
		{"The concert is at the Apollo on Friday, so please put \"Apollo concert\" on Friday at 7pm", []string{"createTask"},
			[]map[string]any{{"title": "Apollo concert"}}},
		// a day counted from the capture before it
		{"add dinner with Sam on the 12th, book the table 3 days before", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "dinner with Sam"}, {"title": "book the table", "due": "3 days before the 12th"}}},
		// a deleted task asked back
		{"bring back the passport one", []string{"restoreTask"}, []map[string]any{{"task": "passport"}}},
		{"oops, undelete the gas bill task, I still need it", []string{"restoreTask"}, []map[string]any{{"task": "gas bill"}}},
		{"restore the garden project", []string{"restoreProject"}, nil},
	})
}

// TestStop48SecondFamilies, in our own words: the families of trials
// 425–427 and of the rest of 422–424 — a project called X for Y, a
// milestone put "in it", a reason after a polite request (never a
// request itself), a routine or an event told and then asked for, "nothing
// urgent", "should be tagged", a task asked for inside a project or under
// a milestone, a date given to "it", facts to remember, "I didn't actually
// do X", instructions after a dash, a relabel, a repeat corrected.
func TestStop48SecondFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"please create a project called Attic for the loft conversion with Kev", []string{"createProject"}, []map[string]any{{"name": "Attic"}}},
		{"create a project called Plans for the Summer", []string{"createProject"}, []map[string]any{{"name": "Plans for the Summer"}}},
		{"Pop a milestone in it \"Walls up\" for the 3rd of February", []string{"addMilestone"}, []map[string]any{{"title": "Walls up", "project": "it"}}},
		{"And a project for Spring Fair with a milestone Stalls booked on Monday", []string{"createProject", "addMilestone"}, nil},
		{"add ring the glazier about the window, Tuesday, for the Attic project", []string{"createTask"}, []map[string]any{{"title": "ring the glazier about the window", "due": "Tuesday", "project": "Attic"}}},
		{"add pay the joiner when the stairs are in, for the 9th", []string{"createTask"}, []map[string]any{{"title": "pay the joiner when the stairs are in"}}},
		// the reason after a polite request is no request
		{"The vet call, could you move it to Friday instead? Thursday is when I get my nails done.", []string{"rescheduleTask"}, []map[string]any{{"to": "Friday"}}},
		{"Please move the swim to 6pm. I have a meeting until five.", []string{"rescheduleTask"}, []map[string]any{{"to": "6pm"}}},
		// a routine or event told, then asked for
		{"I do the church teas every third Sunday. Could you put that in as a repeating job please?", []string{"createTask"},
			[]map[string]any{{"title": "do the church teas", "repeats": "every third Sunday"}}},
		{"My niece Isla has her ballet every Tuesday at 4. Could you remind me every week please, and tag it isla.", []string{"createTask"},
			[]map[string]any{{"title": "Isla's ballet", "repeats": "every Tuesday", "tags": []string{"isla"}}}},
		{"My eye test at the optician is on the 9th of January at 2pm. Please put it in.", []string{"createTask"},
			[]map[string]any{{"title": "eye test at the optician", "due": "the 9th of January at 2pm"}}},
		{"Would you add a task to repaint the fence in April please, nothing urgent.", []string{"createTask"}, []map[string]any{{"title": "repaint the fence", "priority": "low"}}},
		{"Oh, and the fence painting should be tagged garden too please.", []string{"tagTask"}, []map[string]any{{"tags": []string{"garden"}}}},
		{"In the Spring Fair project please add a task to order the bunting by March.", []string{"createTask"}, []map[string]any{{"title": "order the bunting", "project": "Spring Fair"}}},
		{"Under the stalls milestone could you put a task to email the WI?", []string{"createTask"}, []map[string]any{{"title": "email the WI", "milestone": "stalls"}}},
		{"Show me everything that is tagged isla.", []string{"queryTasks"}, []map[string]any{{"tag": "isla"}}},
		{"Actually give it a date, the 4th of March, the shop opens then.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "the 4th of March"}}},
		{"What is due next week, so I can plan the car?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"I have been to the dentist and it went fine. Please mark it done.", []string{"completeTask"}, []map[string]any{{"task": "the dentist"}}},
		// facts to keep; not done after all
		{"the wifi password is otter22 and the router is in the hall, pls remember that", []string{"createNote"}, nil},
		{"ugh i didnt actually do the permission slip, it got lost. put it back", []string{"reopenTask"}, []map[string]any{{"task": "the permission slip"}}},
		{"gym bag thing is due friday btw", []string{"rescheduleTask"}, []map[string]any{{"to": "friday"}}},
		{"get a quote from the tiler too, bathroom project, by next wed", []string{"createTask"}, []map[string]any{{"title": "get a quote from the tiler"}}},
		{"add book swim lessons by jan 5 and buy goggles by jan 9, kids tag on both", []string{"createTask", "createTask"},
			[]map[string]any{{"tags": []string{"kids"}}, {"title": "buy goggles", "tags": []string{"kids"}}}},
		{"mark the boiler one done hes coming on the 15th", []string{"completeTask"}, nil},
		// instructions after a dash, a relabel, a repeat corrected
		{"Pay the water rates every month on the 3rd — please set it as a repeating task and label it bills.", []string{"createTask"},
			[]map[string]any{{"title": "Pay the water rates", "tags": []string{"bills"}}}},
		{"Kindly change the rent transfer from the 1st to the 2nd of every month.", []string{"setRecurrence"}, []map[string]any{{"task": "the rent transfer"}}},
		{"Remove the gym label from Monday swim and put \"fitness\" instead.", []string{"untagTask", "tagTask"}, nil},
		{"Sorry, it should be the last Friday of every month, not weekly.", []string{"setRecurrence"}, []map[string]any{{"task": "it"}}},
		{"Add milestone \"Roof done\" to the chapel project by end of October next year.", []string{"addMilestone"}, []map[string]any{{"project": "chapel"}}},
	})
}

// TestStop48ThirdFamilies, in our own words: the families of trials
// 428–430 — one thing on two days, a label on both, a weekly day changed
// "from now on", German "in one week", overview and next-milestone
// questions, a remark before "so make it high priority", news after a
// cancel, a shift picked up, reopen and move, "do they clash?", thanks
// before a question, voice dictation (fillers, "put down that I got",
// "in to weeks"), a thing done and then "mark it done", the reason after
// a change, "put it in the P project for D", a routine said "every X is
// Y", a day corrected "actually D, not D0", an event with a thing to
// bring, a new name kept as written.
func TestStop48ThirdFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"swim club for Ben on Tuesday 17:00 and also on Thursday 17:00", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "swim club for Ben", "due": "Tuesday 17:00"}, {"title": "swim club for Ben", "due": "Thursday 17:00"}}},
		{"i got shifts at the bakery tue 6-10 and fri 7-11", []string{"createTask", "createTask"}, []map[string]any{{"title": "bakery shift"}, {"title": "bakery shift"}}},
		{"add renew the bike lock and buy lights, both label bike too", []string{"createTask", "createTask"},
			[]map[string]any{{"tags": []string{"bike"}}, {"tags": []string{"bike"}}}},
		{"Yoga is from now on wednesdays 18:00, not monday anymore", []string{"setRecurrence"}, []map[string]any{{"task": "the Yoga", "repeats": "every wednesday at 18:00"}}},
		{"What is due friday in one week?", []string{"queryTasks"}, []map[string]any{{"day": "friday next week"}}},
		{"give me a quick overview of the garden project with all milestones", []string{"projectStatus"}, []map[string]any{{"project": "garden"}}},
		{"Which milestone of the attic is the next one?", []string{"listMilestones"}, []map[string]any{{"project": "attic"}}},
		{"maths quiz on friday!! kinda nervous so make it high priority", []string{"createTask"}, []map[string]any{{"title": "maths quiz", "priority": "high"}}},
		{"cancel my sunday shift i swapped with Ola", []string{"deleteTask"}, []map[string]any{{"task": "my sunday shift"}}},
		{"oh and i picked up a monday shift instead 9-1", []string{"createTask"}, nil},
		{"oops reopen it, mr b moved the quiz to the 18th", []string{"reopenTask", "rescheduleTask"}, nil},
		{"the dentist n the haircut r both tuesday, do they clash?", []string{"queryTasks"}, []map[string]any{{"day": "tuesday"}}},
		{"thanks ur the best. what's due tmrw", []string{"queryTasks"}, nil},
		{"uh put down that i got a dentist appointment thursday at 9 in the morning", []string{"createTask"},
			[]map[string]any{{"title": "dentist appointment"}}},
		{"the seed order i already did that this morning so mark it done", []string{"completeTask"}, []map[string]any{{"task": "the seed order"}}},
		{"mark the fence paint done dave did it yesterday", []string{"completeTask"}, []map[string]any{{"task": "the fence paint"}}},
		{"the new tyres is the most important one make it high priority", []string{"setPriority"}, []map[string]any{{"task": "the new tyres", "priority": "high"}}},
		{"tag the vet one and the feed one with farm cause they cost the most", []string{"tagTask"}, nil},
		{"add a task to ring the farrier put it in the horses project for friday", []string{"createTask"},
			[]map[string]any{{"title": "ring the farrier", "project": "horses", "due": "friday"}}},
		{"every tuesday night is bell ringing at 7 put that in there as a repeating thing", []string{"createTask"},
			[]map[string]any{{"title": "bell ringing", "repeats": "every tuesday night"}}},
		{"The meeting with the landlord - actually thursday not tomorrow", []string{"rescheduleTask"}, []map[string]any{{"to": "thursday"}}},
		{"the school fair is saturday and i got to bake the brownies", []string{"createTask"},
			[]map[string]any{{"title": "bake the brownies for the school fair", "due": "saturday"}}},
		{"rename the gift one to buy a voucher and put a note in it", []string{"updateTask"}, []map[string]any{{"title": "buy a voucher and put a note in it"}}},
		{"make a project for Sam's wedding its june 12th at the town hall", []string{"createProject", "addMilestone"}, nil},
		{"the boiler service with Gas Co move it to next monday at 8 they called and said the van broke down", []string{"rescheduleTask"},
			[]map[string]any{{"to": "next monday at 8"}}},
		{"I broke my wrist, no tennis until march. Delete the tennis task", []string{"deleteTask"}, nil},
	})
}

// TestStop48FourthFamilies, in our own words: the families of trials
// 431–433 — news then "mark done", a reminder said as "weekly reminder
// every D to X", a line labelled "recurring:" or "new job:", "pls confirm
// what …", "remind me the X is due D", a series over for the season, a
// milestone got, a weekly day moving "from now on", "summarize what I got
// done", a quoted new name kept exactly, "mtg" and "bday", the speaker's
// news never made a task on a guess.
func TestStop48FourthFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"tickets booked! mark done", []string{"completeTask"}, []map[string]any{{"task": "tickets"}}},
		{"weekly reminder every fri 4pm to submit the timesheet", []string{"createTask"},
			[]map[string]any{{"title": "submit the timesheet", "repeats": "every fri"}}},
		{"recurring: water the orchids every other sunday", []string{"createTask"}, []map[string]any{{"title": "water the orchids"}}},
		{"new job: rewire the kitchen at 9 Elm Rd, due the 22nd", []string{"createTask"}, []map[string]any{{"due": "the 22nd"}}},
		{"pls confirm whats still open for the garden project", []string{"queryTasks"}, nil},
		{"remind me the car tax is due on the 30th, dont want a fine", []string{"createTask"}, []map[string]any{{"title": "car tax", "due": "the 30th"}}},
		{"netball's done for the season, stop the repeating one", []string{"setRecurrence"}, []map[string]any{{"task": "netball", "repeats": "none"}}},
		{"got the planning letter from the council, mark that milestone done", []string{"completeMilestone"}, nil},
		{"choir is moving to tues 7pm from now on", []string{"setRecurrence"}, []map[string]any{{"repeats": "every tuesday at 7pm"}}},
		{"summarize what I got done last week", []string{"queryTasks"}, nil},
		{"rename \"buy tips\" to \"order tips (small / large)\"", []string{"updateTask"}, []map[string]any{{"title": "order tips (small / large)"}}},
		{"re: the van hire - its Leeds not York, pls rename to \"Book the van to Leeds\"", []string{"updateTask"}, []map[string]any{{"title": "Book the van to Leeds"}}},
		{"what's left in the board mtg project?", []string{"queryTasks"}, nil},
		{"i got a new phone on friday", nil, nil},
	})
}

// TestStop48FifthFamilies, in our own words: the families of trials
// 434–436 and the rest of 431–433 — a category word as a label, an office
// that called with a new time, a milestone said done with a remark,
// "under a Y tag", thanks before a report, "X's off this week", "em",
// a report with an emoji before "mark it done", "I've emailed X", "no
// rush, whenever", "give P some milestones", "everything still open for
// P", "both for the P project, D", one thing on two dates, hedges ("if
// possible", "assuming …", "unless …", asides in brackets), a reason after
// a dash, "it's fairly important", a routine said before a dash, "those
// all due D" after a set.
func TestStop48FifthFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"optician appt w/ Mr Shah weds at 2pm - personal", []string{"createTask"}, []map[string]any{{"tags": []string{"personal"}}}},
		{"The surgery called, appt moved to 11am same day. pls update", []string{"rescheduleTask"}, []map[string]any{{"task": "the appointment", "to": "11am"}}},
		{"venue milestone done - the hall said yes", []string{"completeMilestone"}, []map[string]any{{"milestone": "venue"}}},
		{"put the paint and the brushes ones under a diy tag", []string{"tagTask"}, nil},
		{"cheers, picked up the paint, tick that off", []string{"completeTask"}, nil},
		{"yoga's off this week, delete it", []string{"deleteTask"}, []map[string]any{{"task": "yoga"}}},
		{"I've emailed Priya 🎉 mark it done", []string{"completeTask"}, []map[string]any{{"task": "email Priya"}}},
		{"add clean the oven, no rush, whenever suits", []string{"createTask"}, []map[string]any{{"title": "clean the oven", "priority": "low"}}},
		{"can you give the fair some milestones please - stalls booked by 3rd jan, posters up by 10th jan", []string{"addMilestone", "addMilestone"}, nil},
		{"can you show me everything still open for the Spring Fair?", []string{"queryTasks"}, []map[string]any{{"project": "Spring Fair"}}},
		{"add order the bunting and book the PA, both for the fair project, next friday", []string{"createTask", "createTask"},
			[]map[string]any{{"due": "next friday"}, {"due": "next friday"}}},
		{"cover the late shift jan 2 and jan 9, tag rota", []string{"createTask", "createTask"},
			[]map[string]any{{"due": "jan 2", "tags": []string{"rota"}}, {"due": "jan 9", "tags": []string{"rota"}}}},
		{"Could you add a task to review the budget by Thursday, if possible? It's quite important.", []string{"createTask"},
			[]map[string]any{{"title": "review the budget", "priority": "high"}}},
		{"Remind me to cover the roses every night, unless it's warm of course (but you can't know that!).", []string{"createTask"},
			[]map[string]any{{"title": "cover the roses"}}},
		{"Change the launch milestone to 3 March – the printers have asked for more time.", []string{"updateMilestone"}, nil},
		{"Add these please: draft the letter by Monday, and file the receipts (no particular date for that one).", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "draft the letter"}, {"title": "file the receipts"}}},
		{"Bell practice is every Tuesday at 7pm – could you put that in as a repeating task so I don't forget?", []string{"createTask"},
			[]map[string]any{{"title": "Bell practice", "repeats": "every Tuesday"}}},
		{"Everything tagged fair, could you make those all due Thursday instead?", []string{"bulkTasks"}, []map[string]any{{"tag": "fair", "to": "Thursday"}}},
	})
}

// TestStop48AfterTheClosingTrio, in our own words: what the closing trio
// (437–439) found and we fixed after it — a message to the user on another
// channel declined, reopen and move, "we have booked X! mark that
// milestone complete", "I beg," for please, "it's not needed, remove it",
// "which milestones in P are not done yet?", "before D1, please put it for
// D2".
func TestStop48AfterTheClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"please send me a text at 7am before every early shift", nil, nil},
		{"please email me the shopping list", nil, nil},
		{"Oh sorry I made a mistake, the Okafor visit was cancelled. Please reopen it and move it to next Thursday at 10am", []string{"reopenTask", "rescheduleTask"}, nil},
		{"We have hired the minibus! Please mark that milestone complete", []string{"completeMilestone"}, []map[string]any{{"milestone": "minibus"}}},
		{"I beg, show me my overdue tasks", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"oh wait, it's not needed anymore, delete it", []string{"deleteTask"}, []map[string]any{{"task": "it"}}},
		{"which milestones in the garden project are still open?", []string{"listMilestones"}, []map[string]any{{"project": "garden"}}},
		{"I must to post the forms before 20 january, please put it for 14th", []string{"createTask"}, []map[string]any{{"title": "post the forms", "due": "14th"}}},
	})
}
