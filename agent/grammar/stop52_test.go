package grammar

import "testing"

// TestStop52Families, in our own words: the families of the trio 482–484
// and the leftovers stop 51 named.
func TestStop52Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a Portuguese "tomorrow" in an English request
		{"pay the electricity fatura amanhã", []string{"createTask"}, []map[string]any{{"title": "pay the electricity fatura", "due": "tomorrow"}}},
		// the count is no part of a new project's name; one day for both
		{"create a project Patio with 2 tasks: lay the slabs and seal the joints, both for next sunday",
			[]string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "Patio"}, {"title": "lay the slabs", "due": "next sunday"}, {"title": "seal the joints", "due": "next sunday"}}},
		{"start a project Loft and add insulate the floor and fit a hatch to it", []string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "Loft"}, {"title": "insulate the floor"}, {"title": "fit a hatch"}}},
		// a sentence about the project before its milestones
		{"The fete has a few milestones. Please add these: stalls booked by may 2, raffle prizes in by may 9",
			[]string{"addMilestone", "addMilestone"},
			[]map[string]any{{"title": "stalls booked", "due": "may 2", "project": "fete"}, {"title": "raffle prizes in", "due": "may 9", "project": "fete"}}},
		// a dash list after "Milestones:" on one line
		{"New project: Kitchen refit. Milestones: - units ordered 4 March - fitter booked 20 March",
			[]string{"createProject", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Kitchen refit"}, {"title": "units ordered", "due": "4 March"}, {"title": "fitter booked", "due": "20 March"}}},
		// "a task to …", "wee job to …": the task itself
		{"wee job to ring the joiner about the skirting on monday", []string{"createTask"},
			[]map[string]any{{"title": "ring the joiner about the skirting", "due": "monday"}}},
		// the deadline said as when sign-ups close
		{"enter the half marathon, entries close 3rd march, tag it running", []string{"createTask"},
			[]map[string]any{{"title": "enter the half marathon", "due": "3rd march", "tags": []string{"running"}}}},
		// "set up" is a job to do, not a change
		{"set up a standing order for the rent by friday", []string{"createTask"},
			[]map[string]any{{"title": "set up a standing order for the rent", "due": "friday"}}},
		// a priority said after the day, without a comma
		{"early delivery run tomorrow 6am high priority", []string{"createTask"},
			[]map[string]any{{"title": "early delivery run", "priority": "high"}}},
		// a time said as "remind me 7pm" after a repeat
		{"book the squash court every tues, remind me 8pm", []string{"createTask"},
			[]map[string]any{{"title": "book the squash court", "repeats": "every tues", "due": "at 8pm"}}},
		// an appointment said as "I will make an appointment with …"
		{"I will make an appointment with the dentist for a check-up, on the 9th of March at 14:00. Please add it.", []string{"createTask"},
			[]map[string]any{{"title": "appointment with the dentist for a check-up"}}},
		// "and there is X every …" after a stop
		{"I have to pay the club fee before the 20th of January. And there is the track session every tuesday at 19:00.",
			[]string{"createTask", "createTask"},
			[]map[string]any{{"title": "pay the club fee"}, {"title": "track session", "repeats": "every tuesday"}}},
		// a closing sentence with ", tag L" never lands in the project's name
		{"year end: stock count by 30 dec, payroll by 31 dec. put all under project Year-end Close, tag finance",
			[]string{"createTask", "createTask"},
			[]map[string]any{{"title": "stock count", "project": "Year-end Close", "tags": []string{"finance"}}, {"title": "payroll", "project": "Year-end Close", "tags": []string{"finance"}}}},
	})
}

// TestStop52Changes: changes said around a remark, a particle or the
// thing named first.
func TestStop52Changes(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// "end feb": the end of that month
		{"push the tiling milestone to end march", []string{"updateMilestone"}, nil},
		// particles closing a remark
		{"the van insurance done liao, mark complete", []string{"completeTask"}, []map[string]any{{"task": "van insurance"}}},
		{"hen party deposit paid ken", []string{"completeTask"}, nil},
		// news of a milestone, then "tick that milestone off"
		{"drawings are approved! tick that milestone off", []string{"completeMilestone"}, []map[string]any{{"milestone": "drawings approved"}}},
		// not done after all
		{"oh wait no i haven't posted it yet, put it back", []string{"reopenTask"}, nil},
		// "it's 2pm, not 10.30": the first time said
		{"actually it's 3pm no 11.15", []string{"rescheduleTask"}, nil},
		// the thing named first, then the move, then a remark
		{"actually the roof milestone move to 14 jan, still waiting on the scaffold", []string{"updateMilestone"}, nil},
		{"change the plastering milestone to 3rd feb the plasterer is off sick", []string{"updateMilestone"}, nil},
		// both things done, the second said as news
		{"I posted the parcel, and the gas bill is paid. Both done.", []string{"completeTask", "completeTask"}, nil},
		// the habit's new days
		{"my swimming moved to tuesdays and thursdays now", []string{"rescheduleTask"}, []map[string]any{{"task": "swimming"}}},
		// every task of a word, by "both … things"
		{"tag both garden things with outdoors", []string{"bulkTasks"}, nil},
		// the selection named first, then "put them on D"
		{"All the attic tasks without a date: put them on saturday", []string{"bulkTasks"}, []map[string]any{{"filter": "undated"}}},
	})
}

// TestStop52Questions: questions said the short way.
func TestStop52Questions(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"which tasks tagged invoices?", []string{"queryTasks"}, []map[string]any{{"tag": "invoices"}}},
		{"scaffold down milestone — what date again?", []string{"queryTasks"}, []map[string]any{{"question": "when is the scaffold down milestone?"}}},
	})
}

// TestStop52SecondTrio, in our own words: the families of the trio
// 485–487.
func TestStop52SecondTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// "tomo", a lead-in "Right, need to add"
		{"Right, need to add ring the plumber back tomo, and chase the roofer today 3pm", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "ring the plumber back", "due": "tomorrow"}, {"title": "chase the roofer", "due": "today 3pm"}}},
		// a set with some left out, the move said after it
		{"everything due Thurs except the school run, push to Sat pls", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "except": []string{"the school run"}, "to": "Sat"}}},
		{"move all the garden tasks except the pond to monday", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "except": []string{"the pond"}, "to": "monday"}}},
		// a quoted task put "on" a project, for a day
		{"can you put 'measure the skylight' on the loft for this weekend", []string{"createTask"},
			[]map[string]any{{"title": "measure the skylight", "project": "loft", "due": "this weekend"}}},
		// the open ones of a label, then the change
		{"everything tagged invoices that's still open make it high priority pls", []string{"bulkTasks"},
			[]map[string]any{{"action": "priority", "level": "high", "tag": "invoices"}}},
		// a task's repeat said as "needs to be every …"
		{"the bin run needs to be every Thurs at 6.45, not just the once", []string{"setRecurrence"},
			[]map[string]any{{"task": "the bin run", "repeats": "every Thurs at 6:45"}}},
		// a milestone slipping
		{"the scaffolding milestone is slipping, make it end of april", []string{"updateMilestone"}, nil},
		// "was that ticked off?": is it done
		{"and the plumber call from weds, was that ticked off?", []string{"queryTasks"}, []map[string]any{{"question": "is the plumber call done?"}}},
		// news, then a project's tasks pushed by a fortnight
		{"the weather turned!! everything for the patio push back a fortnight", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "by": "two weeks", "project": "patio"}}},
		// "Saturday fortnight"
		{"add hoof trimming to the list, friday fortnight", []string{"createTask"}, []map[string]any{{"title": "hoof trimming", "due": "2 weeks after friday"}}},
		// a milestone's news said "came through"
		{"the grant came through! tick that milestone off", []string{"completeMilestone"}, nil},
		// undo with a particle and a reason
		{"undo that ché, I still need that one", []string{"undo"}, nil},
		// a label renamed across the tasks
		{"change the tag gigs to shows in all the tasks", []string{"bulkTasks"}, []map[string]any{{"action": "relabel", "as": "shows"}}},
		// one step of priority
		{"lower the priority of the van service, it can wait", []string{"setPriority"}, []map[string]any{{"task": "the van service", "priority": "lower"}}},
		{"raise the priority of the tax return", []string{"setPriority"}, []map[string]any{{"priority": "higher"}}},
		// a quoted project name before "with milestones:"
		{`add a project "Band EP" with milestones: demos done march 1, mix done april 2`, []string{"createProject", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Band EP"}, {"title": "demos done"}, {"title": "mix done"}}},
		// which is due first, asked apart
		{"which is due first, the gas bill or the car tax?", []string{"queryTasks", "queryTasks"}, nil},
		{"should I do the quote or the invoice first?", []string{"queryTasks", "queryTasks"}, nil},
		// the weather stays declined
		{"what's the forecast for saturday?", nil, nil},
		// a Spanish greeting before the request
		{"Buen día! I posted the parcel and paid the gas bill", []string{"completeTask", "completeTask"}, nil},
	})
}

// TestStop52ThirdTrio, in our own words: the families of the trio
// 488–490.
func TestStop52ThirdTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// what to bring or mind, after a thing with its day: its notes
		{"Add: visa interview the 3 of February at 10:00, bring passport, payslips and the letter. tag visa", []string{"createTask"},
			[]map[string]any{{"title": "visa interview", "notes": "bring passport, payslips and the letter", "tags": []string{"visa"}}}},
		{"gran's eye test on 9 jan 2pm, must not drive after - put under project Gran", []string{"createTask"},
			[]map[string]any{{"title": "gran's eye test", "notes": "must not drive after", "project": "Gran"}}},
		{"Add to the gig: rehearse the set, must be under 40 minutes, before the 20th of January", []string{"createTask"},
			[]map[string]any{{"title": "rehearse the set", "notes": "must be under 40 minutes"}}},
		// the day said as a must
		{"ring the bank, must be today", []string{"createTask"}, []map[string]any{{"title": "ring the bank", "due": "today"}}},
		// one occurrence off
		{"no choir this Weds, the hall is booked", []string{"rescheduleTask"}, []map[string]any{{"task": "choir", "to": "next occurrence"}}},
		{"The standup is cancelled this week, but keep it after that.", []string{"rescheduleTask"}, []map[string]any{{"task": "standup", "to": "next occurrence"}}},
		// the repeat changed after naming the thing
		{"the rent to the landlord, kindly change it to the 1st of every month instead", []string{"setRecurrence"},
			[]map[string]any{{"repeats": "the 1st of every month"}}},
		// a reason first, the request after
		{"Since the logo was too big, please add a task \"shrink the logo\" due Friday", []string{"createTask"},
			[]map[string]any{{"title": "shrink the logo", "due": "Friday"}}},
		// a milestone's title after a colon, "to the" and all
		{"Add a milestone to the fete project: prizes to the school office by 2nd May", []string{"addMilestone"},
			[]map[string]any{{"title": "prizes to the school office", "project": "fete"}}},
		// one thing and its slots after "add:"
		{"kindly add: file the VAT return, 7th Feb, high priority, project Accounts", []string{"createTask"},
			[]map[string]any{{"title": "file the VAT return", "due": "7th Feb", "priority": "high", "project": "Accounts"}}},
		// someone's news, then a change of "her" thing
		{"Mrs Osei has sent her forms, please make her return due this Friday", []string{"rescheduleTask"},
			[]map[string]any{{"task": "Mrs Osei's return", "to": "this Friday"}}},
		// a quoted name after "as a repeating task"
		{`Add swimming every Monday at 7:00 as a repeating task "Pool session", label health.`, []string{"createTask"},
			[]map[string]any{{"title": "Pool session", "repeats": "every Monday", "tags": []string{"health"}}}},
		// a priority set on a selection
		{"Set priority high on all the tasks that have no due date.", []string{"bulkTasks"}, []map[string]any{{"filter": "undated", "level": "high"}}},
		// a summary for each project
		{"Thanks, that is all. Give me a short summary of what is open in each project.", []string{"listProjects"}, nil},
		// "knocked off lately"
		{"chur, what have i knocked off lately?", []string{"queryTasks"}, nil},
		// a message for Pace to send is declined
		{"text my brother the car is fixed", nil, nil},
		// an ISO week's tasks
		{"how does my week 2 look like?", []string{"queryTasks"}, []map[string]any{{"week": "monday in week 2"}}},
		// a repeating item said with no label keeps a clean title
		{"Every Thursday at 16:00 we have a team retro, please add it as a repeating task.", []string{"createTask"},
			[]map[string]any{{"title": "a team retro"}}},
	})
}

// TestStop52FourthTrio, in our own words: the families of the trio
// 491–493.
func TestStop52FourthTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// lead words and "don't let me forget"
		{"hi!! ok so first thing, i need to renew the parking permit on the 3rd every month pls dont let me forget", []string{"createTask"},
			[]map[string]any{{"title": "renew the parking permit"}}},
		// "pa" for "para"
		{"make a project called Fiesta de Lucia pa my niece's birthday", []string{"createProject"}, []map[string]any{{"name": "Fiesta de Lucia"}}},
		// a list for a project named by its first word, after "ay also"
		{"ay also for the fiesta: book the hall, ask tio pepe about music", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "book the hall", "fileUnder": "fiesta"}, {"title": "ask tio pepe about music", "fileUnder": "fiesta"}}},
		// a remark with no thing named, then "reopen that one"
		{"ay no wait he never replied, reopen that one", []string{"reopenTask"}, []map[string]any{{"task": "that"}}},
		// a compound noun keeps its first word to itself
		{"add water bill $40 due friday and the gas bill due the 18th", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "water bill $40"}, {"title": "the gas bill"}}},
		// a reason after "instead"
		{"put the car tax on thursday instead, i get paid wednesday", []string{"rescheduleTask"}, []map[string]any{{"task": "the car tax", "to": "thursday"}}},
		// ", tag them L" closing a list
		{"add to my list: arroz, frijoles and cafe, tag them groceries", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"tags": []string{"groceries"}}, {"tags": []string{"groceries"}}, {"tags": []string{"groceries"}}}},
		// "is X set to repeat?": when it is due, and how often
		{"is the rent one set to repeat?", []string{"queryTasks"}, []map[string]any{{"question": "when is the rent due?"}}},
		// "fixin to", "get that done by D"
		{"fixin to take the dog to the groomer saturday at 10", []string{"createTask"}, []map[string]any{{"title": "take the dog to the groomer"}}},
		{"mornin. need to order feed from the co-op, get that done by wednesday", []string{"createTask"},
			[]map[string]any{{"title": "order feed from the co-op", "due": "wednesday"}}},
		// "set me up a weekly thing every D to X"
		{"set me up a weekly thing every monday to check the fences, tag it farm", []string{"createTask"},
			[]map[string]any{{"title": "check the fences", "repeats": "every monday", "tags": []string{"farm"}}}},
		// news, then the move
		{"the dentist rang, moved my check-up to friday at 3", []string{"rescheduleTask"}, []map[string]any{{"task": "my check-up"}}},
		// "open X back up"
		{"hold on, the roofers missed a bit, open that roof milestone back up", []string{"reopenTask"}, []map[string]any{{"task": "the roof milestone"}}},
		// the class "of" a weekday
		{"print the worksheets for the yoga class of Thursday", []string{"createTask"},
			[]map[string]any{{"title": "print the worksheets for the yoga class", "due": "Thursday"}}},
		// a reason after the change
		{"Mark them as done instead, I want to keep a record", []string{"completeTask"}, nil},
		// a figure corrected
		{"Change the gas bill: in the end it was £72.10, not £65.00", []string{"updateTask"}, []map[string]any{{"figure": "£72.10"}}},
		// news, then a change of a label's set
		{"The fair is over, please delete everything with label fair", []string{"bulkTasks"}, []map[string]any{{"action": "delete", "tag": "fair"}}},
		// "I teach X every D, can you put it as a repeating task?"
		{"I teach a pottery class every Tuesday at 7pm, can you put it as a repeating task please?", []string{"createTask"},
			[]map[string]any{{"repeats": "every Tuesday"}}},
		// "is done" for "it's done"
		{"I emailed the landlord today, is done!", []string{"completeTask"}, nil},
		// "mark also X"
		{"Mark also the invoices as done please", []string{"completeTask"}, nil},
		// a milestone's title after a colon, its day after a comma
		{"Add a milestone to the book project: send the draft to the editor, the 12 March", []string{"addMilestone"},
			[]map[string]any{{"title": "send the draft to the editor", "project": "book"}}},
		// the most urgent, in a project
		{"which one is the most urgent in the garden project?", []string{"queryTasks"}, []map[string]any{{"priority": "high", "project": "garden"}}},
	})
}

// TestStop52AfterTheClosingTrio, in our own words: the wrong changes of
// the closing trio 494–496, fixed after it.
func TestStop52AfterTheClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// the thing named first is "it", never the task in focus
		{"The hedge trimming, I would like to move it to the 9 of January because of the frost.", []string{"rescheduleTask"},
			[]map[string]any{{"task": "The hedge trimming", "to": "the 9 of January"}}},
		// done, then "you can mark it as finished": one completion
		{"I have done the call to the bank this morning, you can mark it as finished.", []string{"completeTask"}, []map[string]any{{"task": "the bank"}}},
		// Pidgin "don", "am"
		{"i don finish the payroll check, mark am done", []string{"completeTask"}, []map[string]any{{"task": "the payroll check"}}},
		// the person named first, then "an appointment with him"
		{"Dr Moreau wants to see me in three months, please add an appointment with him for the 3 of March at 9h.", []string{"createTask"},
			[]map[string]any{{"title": "appointment with Dr Moreau"}}},
		// "cancel this last change" is undo
		{"In fact no, please cancel this last change, the plan has changed.", []string{"undo"}, nil},
		// "each first day of the month", "please add a repeating task"
		{"Each first day of the month, I must read the water meter, please add a repeating task.", []string{"createTask"},
			[]map[string]any{{"title": "read the water meter", "repeats": "every month on the 1st"}}},
		// a summary of what remains before a day
		{"To finish, please give me a summary of all that remains to do before the end of the month. Thank you.", []string{"queryTasks"}, nil},
		// "note for me to …", "it is necessary to do it before D"
		{"I would like that you note for me to call the insurer about the roof, it is necessary to do it before Friday. Thank you in advance.", []string{"createTask"},
			[]map[string]any{{"title": "call the insurer about the roof"}}},
		// ", to do the D, the priority is high. Best regards"
		{"Please add a task : clean the cellar, to do the 20 of December, the priority is high. Best regards", []string{"createTask"},
			[]map[string]any{{"title": "clean the cellar", "due": "the 20 of December", "priority": "high"}}},
		// "please note it as a task which repeats each week"
		{"Every monday I must put out the bins, please note it as a task which repeats each week.", []string{"createTask"},
			[]map[string]any{{"title": "put out the bins", "repeats": "Every monday"}}},
		// "tn"
		{"can u add grab bread on the way home tn", []string{"createTask"}, []map[string]any{{"title": "grab bread on the way home", "due": "tonight"}}},
		// a label said after one item of a list
		{"add wash the van, buy milk from the servo tag groceries, and ring nan sunday arvo", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "wash the van"}, {"title": "buy milk from the servo", "tags": []string{"groceries"}}, {"title": "ring nan"}}},
		// "tick off this week": this time's done, no task "complete"
		{"recycling is out, tick off this week", []string{"completeTask"}, nil},
		// one thing's slots after commas, "due D" kept out of the title
		{"add smoke test for build 7.1, due monday, high priority, project QA", []string{"createTask"},
			[]map[string]any{{"title": "smoke test for build 7.1", "due": "monday", "priority": "high"}}},
		// someone moved it, "can u change it"
		{"coach moved the match to sat, can u change it", []string{"rescheduleTask"}, []map[string]any{{"task": "the match", "to": "sat"}}},
		// "push the X deadline to D"
		{"push the mixing deadline to jan 9", []string{"rescheduleTask"}, []map[string]any{{"task": "the mixing", "to": "jan 9"}}},
		// "before the X milestone"
		{"hire a skip before the demolition milestone", []string{"createTask"}, []map[string]any{{"title": "hire a skip before demolition"}}},
	})
}

// TestStop52FrenchShaped: questions and changes in French-shaped English
// from the closing trio, in our own words.
func TestStop52FrenchShaped(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Which tasks are actually in the project of the fête ?", []string{"queryTasks"}, []map[string]any{{"project": "fête"}}},
		{"Which tasks have I with a high priority ?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"What is in retard ? I mean, which tasks are overdue ?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{`The milestone of the flyers, rename it "flyers printed and posted".`, []string{"updateMilestone"},
			[]map[string]any{{"milestone": "flyers", "title": "flyers printed and posted"}}},
		{`Please, all the tasks of the fête project, give them the tag "village".`, []string{"bulkTasks"},
			[]map[string]any{{"action": "tag", "project": "fête", "tags": []string{"village"}}}},
	})
}

// TestStop52FinalTrio, in our own words: families of the trio on the final
// build (497–499), fixed after it.
func TestStop52FinalTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// "on or before D" is by D, out of the title
		{"renew the nursing licence on or before Dec 31, high priority", []string{"createTask"},
			[]map[string]any{{"title": "renew the nursing licence", "due": "Dec 31", "priority": "high"}}},
		// Cantonese particles closing a clause
		{"pls add a task: book the boat club hall, due this Fri 6pm, high priority la", []string{"createTask"},
			[]map[string]any{{"title": "book the boat club hall", "priority": "high"}}},
		{"reopen the plumber one ar", []string{"reopenTask"}, nil},
		// a repeat's days changed, the old ones denied
		{"Mum physio changed: from now on Mon Wed 9am, not Tue Thu", []string{"setRecurrence"},
			[]map[string]any{{"task": "Mum physio", "repeats": "every Mon Wed 9am"}}},
		{"The school's changed the swimming, it's fridays now", []string{"setRecurrence"}, []map[string]any{{"task": "the swimming", "repeats": "every friday"}}},
		// "proj:" for project
		{"add milestone to the Garden proj: shed base poured Feb 2", []string{"addMilestone"}, []map[string]any{{"title": "shed base poured", "project": "Garden"}}},
		// a thing done without an article, then "mark complete"
		{"planning approval done! mark complete", []string{"completeTask"}, []map[string]any{{"task": "planning approval"}}},
		// the weather asked in Doric or Spanish-shaped English is declined
		{"fit's the weather gaun tae be like the morn", nil, nil},
		{"How is going to be the weather in Dallas tomorrow? I have a site visit.", nil, nil},
		// "fit like." before a request
		{"fit like. I need tae post the parcel the morn", []string{"createTask"}, []map[string]any{{"due": "tomorrow"}}},
		// "Program a call", "one for …", "the list of pending"
		{"Program a call with the accountant for Friday at 3", []string{"createTask"}, []map[string]any{{"title": "schedule a call with the accountant"}}},
		{"Also one for check the scaffold ties, every Monday", []string{"createTask"}, []map[string]any{{"title": "check the scaffold ties", "repeats": "every Monday"}}},
		{"Please add to the list of pending: renew the passport, the 3 of February, low priority.", []string{"createTask"},
			[]map[string]any{{"title": "renew the passport", "priority": "low"}}},
		{"Which tasks I have with high priority?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"Thanks. Please give me the list of pending for next week, ordered by date.", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		// "The milestones are: …"
		{"Please create a project called Pier Repair. The milestones are: survey done the 12 of January, piles driven the 20 of February.", []string{"createProject", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Pier Repair"}, {"title": "survey done"}, {"title": "piles driven"}}},
		// ", in P," inside an "add:" item
		{"add: mark the mock exams by Fri, in Exam Board, tag marking", []string{"createTask"},
			[]map[string]any{{"title": "mark the mock exams", "project": "Exam Board", "tags": []string{"marking"}}}},
	})
}

// TestStop52LastTrio: the last trio's wrong completions (501), fixed after
// it: the thing said done is "it", never the task in focus.
func TestStop52LastTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Good morning! I took mi temperature, it was normal. Mark that one done please.", []string{"completeTask"}, []map[string]any{{"task": "temperature"}}},
		{"I bought Marcus present already, a nice train set. Mark it done.", []string{"completeTask"}, []map[string]any{{"task": "Marcus present"}}},
	})
}
