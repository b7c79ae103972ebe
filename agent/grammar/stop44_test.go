package grammar

import "testing"

// TestStop44Families, in our own words: the families of trials 347–349.
func TestStop44Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a set named, a dash, then "move all of it"; a weekday and its date are one date
		{"Everything that is due on Thursday, 12/17 — kindly move all of it to Tuesday, 12/22.", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "day": "Thursday 12/17", "to": "Tuesday 12/22"}}},
		// "show me everything I have completed": a view, never a completion
		{"Could you please list all the things I have finished so far?", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		// "add a task to the P project to X": the project, then the task
		{"Add a task to the bake sale project to print the price labels, due 5/2/2027.", []string{"createTask"},
			[]map[string]any{{"project": "bake sale", "title": "print the price labels", "due": "5/2/2027"}}},
		// "the following N items to my list:"
		{"Please add the following two items to my list: renew the passport, and send the parish newsletter by 12/11.", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "renew the passport"}, {"title": "send the parish newsletter", "due": "12/11"}}},
		// a fact, then "add it" / "add that as a milestone for P"
		{"The eye test itself is on 1/12 at 9:15 am. Would you kindly add it to my list?", []string{"createTask"},
			[]map[string]any{{"title": "eye test", "due": "1/12 at 9:15 am"}}},
		{"The book fair will be held on Saturday, 3/20/2027. Please add that as a milestone for the Library Friends project.", []string{"addMilestone"},
			[]map[string]any{{"title": "book fair", "project": "Library Friends", "due": "Saturday 3/20/2027"}}},
		// a thing done, then "mark that one as done": that thing, no move
		{"I phoned Dr. Okafor's surgery this afternoon and it is all arranged. Please mark that one as done.", []string{"completeTask"},
			[]map[string]any{{"task": "Dr Okafor's surgery"}}},
		// a task said, then "please make that a high priority item, as …"
		{"I must renew the car tax by friday. Please make that a high priority item, as the reminder came weeks ago.", []string{"createTask"},
			[]map[string]any{{"title": "renew the car tax", "priority": "high"}}},
		// "X meets on the second Thursday … Please add \"Y\" as a repeating item"
		{`The book group meets on the first Tuesday of each month. Please add "Book group" as a repeating item, if it is no trouble.`, []string{"createTask"},
			[]map[string]any{{"title": "Book group", "repeats": "on the first Tuesday of each month"}}},
		// "I help at X on Thursdays from 9 to 12. Add a weekly reminder for my shift"
		{"I help at the food bank on Thursdays from 9 to 12 o'clock. Would you please add a weekly reminder for my food bank shift?", []string{"createTask"},
			[]map[string]any{{"title": "food bank shift at the food bank", "repeats": "on Thursdays"}}},
		// "milestones: …" after a new project's dash is no task list
		{"new project Loft conversion - milestones: planning approved by 20/1, roof on by 15/3, move stairs 1/4", []string{"createProject", "addMilestone", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Loft conversion"}, {"title": "planning approved"}, {"title": "roof on"}, {"title": "move stairs"}}},
		// a list of to-dos with a booking in it; "+" before a to-do verb
		{"buy printer ink, order the cake + book cab to the station for 19/12", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy printer ink"}, {"title": "order the cake"}, {"title": "book cab to the station", "due": "19/12"}}},
		{"wash the van, order tyres, book taxi", []string{"createTask", "createTask", "createTask"}, nil},
		// a remark after a dash, or a reason after "one,"
		{"mark send the deposit as done - paid it this morning", []string{"completeTask"}, []map[string]any{{"task": "send the deposit"}}},
		{"delete the plumber one, my brother's fixing it", []string{"deleteTask"}, []map[string]any{{"task": "plumber"}}},
		// "P: a, b, c - all by D"
		{"school fair: bake brownies, print posters, ask for raffle prizes - all by 14/2", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"project": "school fair", "due": "14/2"}, {"due": "14/2"}, {"due": "14/2"}}},
		// "capture a note: title - body"
		{"capture a note: boiler service - engineer says pressure low, check again in spring", []string{"createNote"}, []map[string]any{{"title": "Boiler service"}}},
		// "X, football label also"
		{"buy plasters for the first aid box friday, football tag too", []string{"createTask"},
			[]map[string]any{{"title": "buy plasters for the first aid box", "tags": []string{"football"}}}},
		// "P need milestone \"X\" D"
		{`allotment needs milestone "beds dug" 20/02`, []string{"addMilestone"}, []map[string]any{{"project": "allotment", "title": "beds dug"}}},
		// "new project X, tasks a, b, c"
		{"new project Spring clean, tasks empty the loft, sort the shed, wash the windows", []string{"createProject", "createTask", "createTask", "createTask"},
			[]map[string]any{{"name": "Spring clean"}, {"title": "empty the loft"}, {"title": "sort the shed"}, {"title": "wash the windows"}}},
		// "what milestones X got"
		{"what milestones allotment got", []string{"listMilestones"}, []map[string]any{{"project": "allotment"}}},
		{"what milestones do we have", []string{"listMilestones"}, nil},
		// a portfolio's day is no agenda question; a project named so is
		{"could you tell me how my shares did this week?", nil, nil},
		{"how is the portfolio project doing", []string{"projectStatus"}, nil},
		// a ride booked for a day, said as a to-do, inside a list or alone
		{"book me a taxi for friday", nil, nil},
	})
}

// TestStop44LaterFamilies, in our own words: the families of trials
// 350–352.
func TestStop44LaterFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a dotted time after "change that to" is a time, never a title
		{"change that to 5.15", []string{"rescheduleTask"}, []map[string]any{{"task": "that", "to": "5:15"}}},
		// "create a project for X - call it \"Y\""
		{`create a project for the allotment - call it "Plot 14"`, []string{"createProject"}, []map[string]any{{"name": "Plot 14"}}},
		// "the X - can you push it to D, I'm behind"
		{"the tax return - can you push it to 28/12, I'm swamped", []string{"rescheduleTask"}, []map[string]any{{"task": "the tax return", "to": "28/12"}}},
		// a word of joy after "is done"
		{"ironing the costumes is done yay", []string{"completeTask"}, []map[string]any{{"task": "iron the costumes"}}},
		// "new project - X. add: a, b, c"
		{"new project - birthday. add: book the cake, send invites by 3/2, hire a bouncy castle", []string{"createProject", "createTask", "createTask", "createTask"},
			[]map[string]any{{"name": "birthday"}, {"title": "book the cake"}, {"title": "send invites", "due": "3/2"}, {"title": "hire a bouncy castle"}}},
		// "gonna start a project called X"
		{"gonna start a project called spring veg", []string{"createProject"}, []map[string]any{{"name": "spring veg"}}},
		// "note for me the code is …": who the note is for is no title
		{"note for me the shed padlock code is 2231", []string{"createNote"}, []map[string]any{{"title": "Shed padlock code"}}},
		// "add 3 things a, b, c all for today"
		{"add 3 things ring the skip firm, collect the drill, buy sealant all for today", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "ring the skip firm", "due": "today"}, {"title": "collect the drill", "due": "today"}, {"title": "buy sealant", "due": "today"}}},
		// "A and B both by D"; "the weekend overtime" is a kind of pay
		{"buy drill bits for the van and pay kev for the weekend overtime both by friday", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "buy drill bits for the van", "due": "friday"}, {"title": "pay kev for the weekend overtime", "due": "friday"}}},
		// a message's words for Pace to send; a topic said "about sunday lunch"
		{"text dave shes on the late shift tuesday", nil, nil},
		{"text gran about sunday lunch tomorrow", []string{"createTask"}, []map[string]any{{"title": "text gran about sunday lunch", "due": "tomorrow"}}},
		// work asked of Pace
		{"file my tax return with hmrc for me", nil, nil},
		// "rename X to a + b": one title
		{"rename print flyers to print + fold flyers", []string{"updateTask"}, []map[string]any{{"title": "print + fold flyers"}}},
		// "add 'X' for D to P": the day, then the project
		{"oh also add 'pack the cool box' for 20/12 to camping", []string{"createTask"}, []map[string]any{{"title": "pack the cool box", "due": "20/12", "fileUnder": "camping"}}},
		// a deadline asked of a project that may be the notes'
		{"when's the grant report deadline?", []string{"listMilestones"}, []map[string]any{{"project": "grant report", "question": "when's the grant report deadline?"}}},
		// "the end of year reports", "new year 4s": kinds, not days
		{"add these: print the end of year reports, recruit new year 4s", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "print the end of year reports"}, {"title": "recruit new year 4s"}}},
		// "like 9ish" is the time, not the title's
		{"need to ring the surgery tomorrow morning, like 9ish", []string{"createTask"}, []map[string]any{{"title": "ring the surgery"}}},
	})
}

// TestStop44ClosingFamilies, in our own words: the families of trials
// 353–355.
func TestStop44ClosingFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a thing done, said without "I", then "mark that task as done"
		{"Train tickets booked online last night – mark that task as done.", []string{"completeTask"}, []map[string]any{{"task": "Train tickets"}}},
		// work asked of Pace
		{"Email the minutes to the committee for me.", nil, nil},
		// "X need done by D": the day, not the words
		{"weekly order for next week need done by wednesday", []string{"createTask"}, []map[string]any{{"title": "weekly order for next week", "due": "wednesday"}}},
		// "add milestone P project - X D"
		{"add milestone Garage project - roof sealed 30 Jan", []string{"addMilestone"}, []map[string]any{{"project": "Garage", "title": "roof sealed"}}},
		// corrections of a day said short
		{"gas bill actually pay 14/12", []string{"rescheduleTask"}, []map[string]any{{"task": "gas bill", "to": "14/12"}}},
		{"no, dentist letter keep on thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "dentist letter", "to": "thursday"}}},
		{"quiz actually 19 Dec", []string{"rescheduleTask"}, []map[string]any{{"task": "quiz", "to": "19 Dec"}}},
		{"SFU due 12/28 now", []string{"rescheduleTask"}, []map[string]any{{"task": "SFU", "to": "12/28"}}},
		{"actually the smear test is the 9th not the 10th sorry, my head is melted", []string{"rescheduleTask"}, []map[string]any{{"task": "the smear test", "to": "the 9th"}}},
		// the repeat said first; goods got from one place are one to-do
		{"every friday order flour and oil from the cash and carry", []string{"createTask"},
			[]map[string]any{{"title": "order flour and oil from the cash and carry", "repeats": "every friday"}}},
		{"add order slabs and grout for the patio due 12/14", []string{"createTask"}, []map[string]any{{"title": "order slabs and grout for the patio"}}},
		// "X, add task by D"
		{"Amy need sign the trip form, add task by 15 Dec", []string{"createTask"}, []map[string]any{{"title": "Amy need sign the trip form", "due": "15 Dec"}}},
		// "…, friday will do for all of them"
		{"I need to get eggs, flour and candles for the cake, saturday will do for all of them", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "get eggs", "due": "saturday"}, {"due": "saturday"}, {"title": "get candles for the cake", "due": "saturday"}}},
		// a closing "so"; "put X as done"; "got finished"; thanks first
		{"ok just move the bins one to Tuesday 15th so", []string{"rescheduleTask"}, []map[string]any{{"task": "bins", "to": "Tuesday 15th"}}},
		{"Put the hearing test as done", []string{"completeTask"}, []map[string]any{{"task": "the hearing test"}}},
		{"What have I got finished this week?", []string{"queryTasks"}, []map[string]any{{"since": "this week"}}},
		{"thanks a million, what's left on for next week?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		// "delete the X one, I put that in …": the reason
		{"delete the bin bags one, I put that in twice", []string{"deleteTask"}, []map[string]any{{"task": "bin bags"}}},
	})
}

// TestStop44AfterTheClosingTrio, in our own words: the families of trials
// 356–358.
func TestStop44AfterTheClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a month said in French after its day
		{"push the flowers to 18 déc", []string{"rescheduleTask"}, []map[string]any{{"task": "the flowers", "to": "18 déc"}}},
		{"add call tata for her birthday on 4 janvier", []string{"createTask"}, []map[string]any{{"title": "call tata for her birthday", "due": "4 janvier"}}},
		// English words other languages share keep a request English
		{"how much was Casa Lisboa per head again?", []string{"askNotes"}, nil},
		// the day said wrong, then the right one
		{"ugh not the 12th, its 14 déc", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "14 déc"}}},
		{"ah not thursday, friday", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "friday"}}},
		{"actually not the cake, the cake stays saturday", []string{"rescheduleTask"}, []map[string]any{{"task": "the cake", "to": "saturday"}}},
		// a set in a project, then the push and a reason
		{"everything due friday for the wedding push to monday, friday is mad", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "day": "friday", "project": "wedding", "to": "monday"}}},
		{"everything due thursday 12/10 that isnt done yet move to friday 12/11 pls, long week", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "day": "thursday 12/10", "to": "friday 12/11"}}},
		// "add a weekly task every D: X, label L"
		{"add a weekly task every monday: batch cook lunches, label food", []string{"createTask"},
			[]map[string]any{{"title": "batch cook lunches", "repeats": "every monday", "tags": []string{"food"}}}},
		// "X - tag it L and make it due D"
		{"the newsletter - tag it admin and make it due 4th jan", []string{"tagTask", "rescheduleTask"},
			[]map[string]any{{"task": "the newsletter", "tags": []string{"admin"}}, {"task": "$1", "to": "4th jan"}}},
		// a new project said with its day before its tasks
		{"new project Parish Fete on 6/20, with tasks: book the bouncy castle, ask for cakes", []string{"createProject", "createTask", "createTask", "addMilestone"},
			[]map[string]any{{"name": "Parish Fete"}, nil, nil, {"due": "6/20"}}},
		{"new project Shed rebuild. first jobs: clear the base, order timber", []string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "Shed rebuild"}, {"title": "clear the base"}, {"title": "order timber"}}},
		// a label of two words in quotes; fillers at the end
		{`tag the pottery class "me time" hehe`, []string{"tagTask"}, []map[string]any{{"task": "the pottery class", "tags": []string{"me-time"}}}},
		{"varnished the hull. done for sure", []string{"completeTask"}, nil},
	})
}

// TestStop44ChattyFamilies, in our own words: the families of trials
// 359–361, after the closing trio.
func TestStop44ChattyFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Hiya love, can you put in for me to ring the optician on Thursday morning about my glasses, ta", []string{"createTask"},
			[]map[string]any{{"title": "ring the optician about my glasses", "due": "Thursday morning"}}},
		{"I need to book the minibus for the trip by Friday 11th Dec, thats a high priority one mind", []string{"createTask"},
			[]map[string]any{{"title": "book the minibus for the trip", "priority": "high"}}},
		{"Add a few things for me now - buy stamps, wrap the presents, and ring the garage", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy stamps"}, {"title": "wrap the presents"}, {"title": "ring the garage"}}},
		{"morning! new project for the band please - call it Spring Gig, the gig is on the 20th of March", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Spring Gig"}, {"due": "the 20th of March"}}},
		{"the poster one, put that under the gig project too", []string{"updateTask"}, []map[string]any{{"task": "the poster", "project": "gig"}}},
		{"Can you make a note for me - the shed key is under the blue pot", []string{"createNote"}, []map[string]any{{"title": "Shed key", "body": "the shed key is under the blue pot"}}},
		{"oh I got that wrong, reopen it, the shop never rang back", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"did I finish everything in the band project?", []string{"queryTasks"}, []map[string]any{{"project": "band"}}},
		{"Kindly email the council on my behalf and ask for a new bin", nil, nil},
		{"Transfer 20,000 rupees to Ravi's SBI account", nil, nil},
		{"How many tasks I have completed till now?", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"also put time 4:30 pm for it", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "4:30 pm"}}},
		{"set my fantasy lineup every saturday before noon", []string{"createTask"}, []map[string]any{{"title": "set my fantasy lineup", "repeats": "every saturday"}}},
		{"need to buy bread, cheese, and a new kettle lol", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy bread"}, {"title": "buy cheese"}, {"title": "buy a new kettle"}}},
		{"delete the dentist thing i already went", []string{"deleteTask"}, []map[string]any{{"task": "the dentist thing"}}},
		// the README check: "update X #P" is a to-do filed under P, not P's status
		{"update the price list #Bakery Stall", []string{"createTask"}, []map[string]any{{"title": "update the price list", "project": "Bakery Stall"}}},
		{"status of the bakery stall", []string{"projectStatus"}, nil},
	})
}

// TestStop44LastFamilies, in our own words: the families of trials
// 362–364.
func TestStop44LastFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"book train to leeds - high priority, need it done by 18/12", []string{"createTask"},
			[]map[string]any{{"title": "book train to leeds", "priority": "high", "due": "18/12"}}},
		{"book me a hotel in leeds", nil, nil},
		{"add a task to buy gran's card, put it in birthdays, due 3/1", []string{"createTask"},
			[]map[string]any{{"title": "buy gran's card", "due": "3/1", "fileUnder": "birthdays"}}},
		{"actually first aid course by 12/1 not 2/2", []string{"rescheduleTask"}, []map[string]any{{"task": "the first aid course", "to": "12/1"}}},
		{"make it due 17/12 and high priority", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "it", "to": "17/12"}, {"priority": "high"}}},
		{"Every Tuesday I take mum to the market at ten, could you note that as a repeating thing.", []string{"createTask"},
			[]map[string]any{{"repeats": "Every Tuesday"}}},
		{`Another project please: "Book Club". We meet monthly.`, []string{"createProject"}, []map[string]any{{"name": "Book Club"}}},
		{"Actually the card must go by the tenth, the post is slow at Christmas.", []string{"rescheduleTask"}, []map[string]any{{"task": "the card", "to": "the tenth"}}},
		{`All the choir tasks should have the tag "music" on them.`, []string{"bulkTasks"}, []map[string]any{{"action": "tag", "tags": []string{"music"}}}},
		{`Label all the pupil ones "teaching", please.`, []string{"bulkTasks"}, []map[string]any{{"action": "tag", "tags": []string{"teaching"}}}},
		{"What is there for Thursday now?", []string{"queryTasks"}, []map[string]any{{"day": "Thursday"}}},
		{"Is there anything I have not given a date to?", []string{"queryTasks"}, []map[string]any{{"filter": "undated"}}},
		{"Thank you — show me everything left for the choir, and then I shall have a rest.", []string{"queryTasks"}, []map[string]any{{"project": "choir"}}},
		{"I collected the prescription already, mark it done", []string{"completeTask"}, []map[string]any{{"task": "the prescription"}}},
		{"Also monthly invoice is sent for this week", []string{"completeTask"}, []map[string]any{{"task": "monthly invoice"}}},
		{"is the invoice sent", []string{"askNotes"}, nil}, // a question, never a completion
		{"Add for monday: post the forms, ring the bank", []string{"createTask", "createTask"}, []map[string]any{{"due": "monday"}, {"due": "monday"}}},
		{"The gift for Oleh - what date it is now?", []string{"queryTasks"}, []map[string]any{{"about": "gift for Oleh"}}},
		{"Add label urgent to payroll and to vat return", []string{"tagTask"}, []map[string]any{{"tags": []string{"urgent"}}}},
		{"Change the team report: from now it is every thursday, not monday", []string{"setRecurrence"}, []map[string]any{{"repeats": "every thursday"}}},
		{"Order the blender on Amazon, the cheapest one", nil, nil},
		{"Please save a note: Wi-Fi at the hall is Hall2026", []string{"createNote"}, []map[string]any{{"title": "Wi-Fi at the hall"}}},
	})
}

// TestStop44AfterTheLastTrio, in our own words: the families of the
// closing trio (365–367), fixed after it with no trio after them.
func TestStop44AfterTheLastTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"put these in the fete project porfa: book the hall, order balloons", []string{"createTask", "createTask"},
			[]map[string]any{{"project": "fete", "title": "book the hall"}, {"project": "fete", "title": "order balloons"}}},
		{"oops no I didnt, the shop never rang back. reopen that", []string{"reopenTask"}, []map[string]any{{"task": "that"}}},
		{"picked up the dry cleaning ya, check it off", []string{"completeTask"}, []map[string]any{{"task": "the dry cleaning"}}},
		{"everything tagged kids move it one day later porfa", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "kids"}}},
		{`the wedding is 3/6 — add a milestone "the wedding!" on 3/6 to the family project`, []string{"addMilestone"}, []map[string]any{{"title": "the wedding", "due": "3/6"}}},
		{"is there anything in the garden project without a date?", []string{"queryTasks"}, []map[string]any{{"filter": "undated", "project": "garden"}}},
		{"another milestone for it, walls painted by 20/01", []string{"addMilestone"}, []map[string]any{{"title": "walls painted", "project": "it"}}},
		{"every friday night remind us to clean the van out", []string{"createTask"}, []map[string]any{{"title": "clean the van out"}}},
		{"howay, whats due this week?", []string{"agenda"}, nil},
		{"show us all me projects", []string{"listProjects"}, nil},
		{"the roof milestone is moving to the 20th jan", []string{"updateMilestone"}, []map[string]any{{"milestone": "roof"}}},
		{"Every Sunday morning I water the greenhouse. Could you put that in as a repeating task, tagged garden?", []string{"createTask"},
			[]map[string]any{{"title": "water the greenhouse", "tags": []string{"garden"}}}},
		{"Buy wrapping paper, and post the parcels no later than 12 December.", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "Buy wrapping paper"}, {"title": "post the parcels", "due": "12 December"}}},
		{"Oh, and the book group starts at 7pm.", []string{"rescheduleTask"}, []map[string]any{{"task": "the book group", "to": "7pm"}}},
		{`Please add a project "Summer fair" due 4 July 2027, with these tasks: hire the tables, print the raffle tickets`, []string{"createProject", "createTask", "createTask", "addMilestone"}, nil},
		{"Sorry, the mince pies are not done yet — only the cards. Please put the mince pies back.", []string{"reopenTask"}, []map[string]any{{"task": "the mince pies"}}},
		{"The choir practice - change it to fortnightly.", []string{"setRecurrence"}, []map[string]any{{"task": "the choir practice", "repeats": "every 2 weeks"}}},
		{"Actually Friday.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "Friday", "sameWeek": true}}},
	})
}
