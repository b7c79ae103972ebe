package grammar

import "testing"

// TestStop37Emoji, in our own words: a run of emoji inside a request stays
// in the title or note when the words go on after it, and ends a sentence
// only when a new request, question or greeting stands beside it.
func TestStop37Emoji(t *testing.T) {
	checkTurns(t, []turnCase{
		{"add pick up the cake 🎂 for dad on saturday", []string{"createTask"}, []map[string]any{{"title": "pick up the cake 🎂 for dad", "due": "saturday"}}},
		{"note: the recital went so well 🎻🎉 the whole class played", []string{"createNote"}, []map[string]any{{"body": "the recital went so well 🎻🎉 the whole class played", "title": "Recital went so well"}}},
		{"add ring nan 📞 friday", []string{"createTask"}, []map[string]any{{"title": "ring nan 📞", "due": "friday"}}},
		{"the boiler is fixed 🔧 can you mark it done", []string{"completeTask"}, nil},
		{"hiya 😀 add feed the fish tomorrow", []string{"createTask"}, []map[string]any{{"title": "feed the fish", "due": "tomorrow"}}},
	})
}

// TestStop37Families, in our own words: the families of stop 36's known
// misses — the most important things asked for, how many of a kind, what
// of a kind is on the list, a summary of all projects, how a project is
// tracking, a thing said to be due then "put that in", a new project named
// with its deadline in the next sentence, a repeat changed "instead", a
// habit said with its days then "put that in", milestones listed after a
// new project's name.
func TestStop37Families(t *testing.T) {
	checkTurns(t, []turnCase{
		{"what's the most important stuff I've got on my plate", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"show me my top priority jobs atm", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"how many allotment jobs do I have left", []string{"queryTasks"}, []map[string]any{{"about": "allotment"}}},
		{"how many overdue tasks have I got", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"what invoices do I still have", []string{"queryTasks"}, []map[string]any{{"about": "invoice"}}},
		{"could you give me a brief rundown of all my projects", []string{"listProjects"}, nil},
		{"sum up my projects please", []string{"listProjects"}, nil},
		{"how's the loft conversion shaping up?", []string{"projectStatus"}, []map[string]any{{"project": "loft conversion"}}},
		{"the dog licence is due 9 april, stick that on my list", []string{"createTask"}, []map[string]any{{"title": "dog licence", "due": "9 april"}}},
		{"the boiler service is due next tuesday, put it in and label it house", []string{"createTask"}, []map[string]any{{"title": "boiler service", "due": "next tuesday", "tags": []string{"house"}}}},
		{"I would like to make a project called “Choir tour”. The end date is 30 May.", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Choir tour"}, {"project": "$1", "title": "Deadline", "due": "30 May"}}},
		{"change the bin day to every thursday instead of wednesday", []string{"setRecurrence"}, []map[string]any{{"task": "the bin day", "repeats": "every thursday"}}},
		{"every wednesday at 8pm we have choir practice, put that down please", []string{"createTask"}, []map[string]any{{"title": "choir practice", "due": "at 8pm", "repeats": "every wednesday"}}},
		{"Start a project Allotment; milestones are beds dug by the 2nd and seeds sown by the 9th", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "Allotment"}, {"project": "$1", "title": "beds dug", "due": "the 2nd"}, {"project": "$1", "title": "seeds sown", "due": "the 9th"}}},
	})
}

// TestStop37TrialsTwoHundredSixOn, in our own words: the families of
// trials 206–208 — a selection then the change said of "it", with or
// without a dash ("everything due monday shift it to friday"), "out by a
// week", a reason after the new day with or without a comma, "put it as
// due", "move it up to", the task named first then "move it", "set X due",
// an undo with its reason unpunctuated, a habit said as "every friday i
// have to …", "remind me every week" after a repeat, "or it will …", "and
// every year after that", "what have i got that's overdue", "high prio",
// ", by date", a summary of a week, "again", everything not finished,
// thanks before a question, ", urgent" after a label, a project being
// started with its milestones, a first milestone after a new project, a
// milestone put in a project then named, a series that stops repeating.
func TestStop37TrialsTwoHundredSixOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"everything due monday shift it to friday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "monday", "to": "friday"}}},
		{"everything tagged garden - move it to saturday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "garden", "to": "saturday"}}},
		{"everything to do with the fete, please label it village", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "fete", "tags": []string{"village"}}}},
		{"push everything tagged admin out by two days", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "admin", "by": "two days"}}},
		{"move the vet to thursday im at work friday", []string{"rescheduleTask"}, []map[string]any{{"task": "the vet", "to": "thursday"}}},
		{"please push the haircut to saturday, I can't leave the office before six", []string{"rescheduleTask"}, []map[string]any{{"task": "the haircut", "to": "saturday", "later": true}}},
		{"move the dentist to monday, so that I can get the car back first", []string{"rescheduleTask"}, []map[string]any{{"task": "the dentist", "to": "monday"}}},
		{"put it as due on the 9th", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "the 9th"}}},
		{"move it up to the 3rd", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "the 3rd"}}},
		{"the boiler one move it to monday instead", []string{"rescheduleTask"}, []map[string]any{{"task": "boiler", "to": "monday"}}},
		{"visa thing - make it due end of feb", []string{"rescheduleTask"}, []map[string]any{{"task": "visa thing", "to": "end of feb"}}},
		{"set the rent one due on the 28th", []string{"rescheduleTask"}, []map[string]any{{"task": "rent", "to": "the 28th"}}},
		{"undo that oops wrong one", []string{"undo"}, nil},
		{"every thursday i have to put the recycling out remind me every week", []string{"createTask"}, []map[string]any{{"title": "put the recycling out", "repeats": "every thursday"}}},
		{"add feed the sourdough starter every day or it will die", []string{"createTask"}, []map[string]any{{"title": "feed the sourdough starter", "repeats": "every day"}}},
		{"remind me to renew the tv licence on 1 march, and every year after that", []string{"createTask"}, []map[string]any{{"title": "renew the tv licence", "due": "1 march", "repeats": "every year"}}},
		{"what have i got thats overdue", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"list my low prio stuff", []string{"queryTasks"}, []map[string]any{{"priority": "low"}}},
		{"what's left in the kitchen project, by date?", []string{"queryTasks"}, []map[string]any{{"project": "kitchen"}}},
		{"give me a quick rundown of next week", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"what are the milestones for the garage again?", []string{"listMilestones"}, []map[string]any{{"project": "garage"}}},
		{"show me everything that is still open", []string{"queryTasks"}, nil},
		{"thanks love whats due tomorrow", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"add renew the domain, tag web, urgent", []string{"createTask"}, []map[string]any{{"title": "renew the domain", "tags": []string{"web"}, "priority": "urgent"}}},
		{"I'm starting a new project for the loft. The milestones are boards down by the 4th and lights fitted by the 11th", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "loft"}, {"project": "$1", "title": "boards down", "due": "the 4th"}, {"project": "$1", "title": "lights fitted", "due": "the 11th"}}},
		{"new project Podcast (a hobby thing). first milestone: pilot recorded by 20 Jan", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Podcast"}, {"project": "$1", "title": "pilot recorded", "due": "20 Jan"}}},
		{"put a milestone in the fete project stalls booked by the 2nd", []string{"addMilestone"}, []map[string]any{{"project": "fete", "title": "stalls booked", "due": "the 2nd"}}},
		{"the swimming lessons must stop repeating after 19 dec, term ends then", []string{"setRecurrence"}, []map[string]any{{"task": "the swimming lessons", "repeats": "until 19 dec"}}},
		{"add the optician on 3 march at 10 and also coffee with Ana on 5 march", []string{"createTask", "createTask"}, []map[string]any{{"title": "the optician", "due": "3 march at 10"}, {"title": "coffee with Ana", "due": "5 march"}}},
	})
}

// TestStop37AfterTrialsTwoHundredEight, in our own words: the project
// said last with no comma ("… put it in the X project"), the priority
// said last with no comma and a provider aside, chatter after a thing
// ticked off, the next milestone asked of a project, undated tasks of a
// project given a day, how a project looks with "what's done and what's
// not", something ready to collect, a note that says it is no to-do, "no
// hurry so no date", "add that I need to", anything of a project due
// before a day, a thing called off then "delete it".
func TestStop37AfterTrialsTwoHundredEight(t *testing.T) {
	checkTurns(t, []turnCase{
		{"add order the cake on thursday put it in the party project", []string{"createTask"}, []map[string]any{{"title": "order the cake", "due": "thursday", "project": "party"}}},
		{"need to book the boiler service before the 9th its with british gas make that one high priority please", []string{"createTask"}, []map[string]any{{"title": "book the boiler service", "due": "the day before the 9th", "priority": "high"}}},
		{"mark the dentist done went fine no fillings", []string{"completeTask"}, []map[string]any{{"task": "the dentist"}}},
		{"whats the next milestone coming up for the allotment", []string{"listMilestones"}, []map[string]any{{"project": "allotment"}}},
		{"anything in the garage project with no date give it next saturday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "project": "garage", "filter": "undated", "to": "next saturday"}}},
		{"hows the garage project looking whats done and whats not", []string{"projectStatus"}, []map[string]any{{"project": "garage"}}},
		{"the optician says my glasses will be ready on the 16th, please put down to collect them", []string{"createTask"}, []map[string]any{{"title": "collect my glasses", "due": "the 16th"}}},
		{"please keep a note for me, this is not a task. The window cleaner is Raj, he charges £12", []string{"createNote"}, nil},
		{"please add that I need to sort the loft, there's no hurry so no date", []string{"createTask"}, []map[string]any{{"title": "sort the loft", "priority": "low"}}},
		{"Is there anything for the fete that is due before the 20th?", []string{"queryTasks"}, []map[string]any{{"project": "fete", "before": "the 20th"}}},
		{"the quiz night got called off, delete it", []string{"deleteTask"}, []map[string]any{{"task": "the quiz night"}}},
	})
}

// TestStop37TrialsTwoHundredNineOn, in our own words: the families of
// trials 209–211 — Scots words ("tae", "aboot", "the morn", "didnae"),
// who someone is said after the task, "everything that was for Tuesday",
// the highest priority thing "just now", the undated things asked for, a
// remark before the question, "make the X friday" of a task, a dot clock
// after a change, a time corrected "10 not 9", "X is urgent, make it high
// priority", a social-media post asked of Pace, a new project with "has to
// be finished by", "add task:", a kind of project before "project:", "+
// high prio", "also tag it", "the Nth of the month", a quoted project name
// with its deadline, "before february".
func TestStop37TrialsTwoHundredNineOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"could ye put down that I need tae ring the farrier aboot the pony on Tuesday, she's lame again", []string{"createTask"}, []map[string]any{{"title": "ring the farrier aboot the pony", "due": "Tuesday"}}},
		{"remind me tae take the hens' water oot the morn", []string{"createTask"}, []map[string]any{{"title": "take the hens' water oot", "due": "tomorrow"}}},
		{"move everything that was for Monday tae Wednesday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Monday", "to": "Wednesday"}}},
		{"whit's the highest priority job just noo?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"I've lost track, which jobs have no date on them?", []string{"queryTasks"}, []map[string]any{{"filter": "undated"}}},
		{"actually make the viewing saturday", []string{"rescheduleTask"}, []map[string]any{{"task": "the viewing", "to": "saturday"}}},
		{"the parents evening make it 6.45 instead", []string{"rescheduleTask"}, []map[string]any{{"task": "the parents evening", "to": "6:45"}}},
		{"sorry the football is 11 not 10", []string{"rescheduleTask"}, []map[string]any{{"task": "the football", "to": "at 11"}}},
		{"the insurance renewal is urgent, make it high priority", []string{"setPriority"}, []map[string]any{{"task": "insurance renewal", "priority": "high"}}},
		{"write an instagram caption for my new shop", nil, nil},
		{"new project Garden Room, has to be done by the end of march when the builders leave", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Garden Room"}, {"project": "$1", "title": "Deadline", "due": "the end of march"}}},
		{"add task: chase the printer quote", []string{"createTask"}, []map[string]any{{"title": "chase the printer quote"}}},
		{"new work project: Q1 budget, due jan 20", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Q1 budget"}, {"project": "$1", "title": "Deadline", "due": "jan 20"}}},
		{"everything tagged school also tag it kids", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "tag": "school", "tags": []string{"kids"}}}},
		{"change the window cleaner to the 3rd of the month", []string{"setRecurrence"}, []map[string]any{{"task": "the window cleaner", "repeats": "every month on the 3rd"}}},
		{"new project \"Spring fair\", due march 28", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Spring fair"}, {"project": "$1", "title": "Deadline", "due": "march 28"}}},
		{"add renew the car tax before april", []string{"createTask"}, []map[string]any{{"title": "renew the car tax", "due": "the end of march"}}},
	})
}

// TestStop37AfterTrialsTwoHundredEleven, in our own words: a supplier's
// price asked (notes, else declined), how many done this week, things to
// do when in town on a day, a project said with its day after a comma, a
// reopen with its new day, a meetup moved to another weekday for good,
// all of a kind given a label, a project's due date pushed, a list said
// with slashes, a label put on all of a project's things, a quoted rename
// with its reason, a task given a date, how a project looks with what is
// still to do, "actually the X, make it …", everything under a project
// that is still open, commas inside brackets kept in one item.
func TestStop37AfterTrialsTwoHundredEleven(t *testing.T) {
	checkTurns(t, []turnCase{
		{"what's the price of diesel at the depot this week?", []string{"askNotes"}, nil},
		{"how many jobs have I got done today, roughly?", []string{"queryTasks"}, []map[string]any{{"filter": "done", "day": "today"}}},
		{"When I'm in town on Friday I need to return the library books and get a haircut", []string{"createTask", "createTask"}, []map[string]any{{"title": "return the library books", "due": "Friday"}, {"title": "get a haircut", "due": "Friday"}}},
		{"could you start a project for the school fete please, it's on Saturday the 20th", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "school fete"}, {"project": "$1", "title": "Deadline", "due": "Saturday the 20th"}}},
		{"reopen the physio, it got moved to jan 9 11am", []string{"reopenTask", "rescheduleTask"}, []map[string]any{{"task": "the physio"}, {"task": "$1", "to": "jan 9 11am"}}},
		{"choir practice moved to thursdays now, same time", []string{"setRecurrence"}, []map[string]any{{"task": "choir practice", "repeats": "every thursday"}}},
		{"all the garden stuff -> add tag weekend too", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "garden", "tags": []string{"weekend"}}}},
		{"book launch -> push due date to feb 3", []string{"updateMilestone"}, []map[string]any{{"project": "book launch", "milestone": "Deadline", "due": "feb 3", "orCreate": true}}},
		{"put a label \"church\" on all the bake sale things so they're together", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "bake sale", "tags": []string{"church"}}}},
		{"change \"ring Joe\" to \"ring Joe about the van\" so I remember why", []string{"updateTask"}, []map[string]any{{"task": "ring Joe", "title": "ring Joe about the van"}}},
		{"give the tax return a date — the 12th, when I'm back", []string{"rescheduleTask"}, []map[string]any{{"task": "the tax return", "to": "the 12th"}}},
		{"how is the lambing project looking, what's still to do?", []string{"projectStatus"}, []map[string]any{{"project": "lambing"}}},
		{"actually the cards, make it the 14th, the post is slow here", []string{"rescheduleTask"}, []map[string]any{{"task": "the cards", "to": "the 14th", "sameMonth": true}}},
		{"add to the shed project: buy paint (white, grey), fix the door", []string{"createTask", "createTask"}, []map[string]any{{"project": "shed", "title": "buy paint (white, grey)"}, {"project": "shed", "title": "fix the door"}}},
	})
}

// TestStop37TrialsTwoHundredTwelveOn, in our own words: the families of
// trials 212–214 — a habit said with its days then "put it as a repeating
// task" (under a new project), ", project P" after a new task, "for the X,
// add a label L and set it for D", a club joined then its project, "idk
// when", "to the X stuff", "the X thing, tag it as Y", work shifts listed
// by day, "change X to due D", "what should I focus on tomorrow", "the X
// said the 15th, not the 16th", a label put on all of a kind "please",
// how many things are left for a project, "all what is done", "something
// in retard", the projects with what remains, "the X, put it the 19th",
// "change its name to", everything due a day moved "to the 16", "set the X
// task to medium priority", a milestone "for" a project then "that's
// like".
func TestStop37TrialsTwoHundredTwelveOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"Bell practice is every Tuesday at 8pm, please put it as a repeating task under a project called Bell Ringers", []string{"createProject", "createTask"}, []map[string]any{{"name": "Bell Ringers"}, {"project": "$1", "title": "Bell practice", "repeats": "every Tuesday", "due": "at 8pm"}}},
		{"add Okafor payroll return due 19th April, project Clients, low priority", []string{"createTask"}, []map[string]any{{"title": "Okafor payroll return", "due": "19th April", "project": "Clients", "priority": "low"}}},
		{"For the scaffold quote, please add a label chase and set it for Monday", []string{"tagTask", "rescheduleTask"}, []map[string]any{{"task": "the scaffold quote", "tags": []string{"chase"}}, {"task": "$1", "to": "Monday"}}},
		{"i joined the running club!! make a project for it called running", []string{"createProject"}, []map[string]any{{"name": "running"}}},
		{"add get new tyres to the bike stuff, idk when", []string{"createTask"}, []map[string]any{{"title": "get new tyres", "tags": []string{"bike"}}}},
		{"the phone case thing, tag it as shopping", []string{"tagTask"}, []map[string]any{{"task": "the phone case thing", "tags": []string{"shopping"}}}},
		{"add my gym sessions: tue 7-8am, thu 7-8am", []string{"createTask", "createTask"}, []map[string]any{{"title": "gym session", "due": "tue 7-8am"}, {"title": "gym session", "due": "thu 7-8am"}}},
		{"change the council form to due next monday", []string{"rescheduleTask"}, []map[string]any{{"task": "the council form", "to": "next monday"}}},
		{"what should i focus on tmrw", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"Actually the surgery said the 11 january, not the 12.", []string{"rescheduleTask"}, []map[string]any{{"task": "the surgery", "to": "the 11 january"}}},
		{"How many things I still have to do for the wedding ?", []string{"queryTasks"}, []map[string]any{{"project": "wedding"}}},
		{"Show me all what is done already.", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"Is there something in retard?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"Thank you. Show me my projects with what remains to do.", []string{"listProjects"}, nil},
		{"The bûche de Noël, put it the 23 december, the day before the party.", []string{"rescheduleTask"}, []map[string]any{{"task": "The bûche de Noël", "to": "the 23 december"}}},
		{"And change its name to \"collect the skates (size 4)\".", []string{"updateTask"}, []map[string]any{{"task": "it", "title": "collect the skates (size 4)"}}},
		{"Everything due the 9 january, move it to the 8 please, I am away.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "the 9 january", "to": "the 8th"}}},
		{"Set the party wall task to medium priority", []string{"setPriority"}, []map[string]any{{"task": "the party wall task", "priority": "normal"}}},
		{"Which gate do we meet at? I have written it in my notes.", []string{"askNotes"}, []map[string]any{{"question": "Which gate do we meet at?", "otherwise": notReadQuestion}}},
		{"Every friday I must feed my brother's cat while he is in Spain, until the end of january.", []string{"createTask"}, []map[string]any{{"title": "feed my brother's cat while he is in Spain", "repeats": "Every friday until the end of january"}}},
	})
}

// TestStop37TrialsTwoHundredFifteenOn, in our own words: the families of
// trials 215–217 — Nigerian Pidgin ("abeg", "oya", "move am", "wetin dey",
// "thank u o", "i never finish"), "…, put am for me" after a habit, a ride
// asked of Pace, "every month, first sunday", everything for a project,
// "i mean to say —", a thing that has happened then "mark it complete", a
// birthday then a task "before then" (and "- make that high priority"), a
// milestone put in a project after a dash, a chore with "change the
// sheets", how many jobs in a project, "jot this down as a note -", a
// thing cancelled then "get rid of it", "make X due D and high priority",
// "with jobs:", "X is a job for sunday afternoon, make it 2pm", everything
// in a project due another day "instead", "what's on for next week",
// "put in my list:", "actually not tomorrow, thursday", what is still open
// in a project, a quoted milestone with "after …", "in project X and tag
// Y", "X is D — add as task under P, high", "put the label X on it also",
// "is send", common misspellings.
func TestStop37TrialsTwoHundredFifteenOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"abeg remind me to call my sister on sunday", []string{"createTask"}, []map[string]any{{"title": "call my sister", "due": "sunday"}}},
		{"bible study every tuesday 8pm, put am for me", []string{"createTask"}, []map[string]any{{"title": "bible study", "repeats": "every tuesday", "due": "8pm"}}},
		{"abeg book me uber to the airport for 6am", nil, nil},
		{"actually make am every month, first monday", []string{"setRecurrence"}, []map[string]any{{"task": "it", "repeats": "every first monday of the month"}}},
		{"oya make the rent one urgent", []string{"setPriority"}, []map[string]any{{"task": "rent", "priority": "urgent"}}},
		{"wetin dey inside my Exams project?", []string{"queryTasks"}, []map[string]any{{"project": "Exams"}}},
		{"i mean to say — move the passport one to 3rd march", []string{"rescheduleTask"}, []map[string]any{{"task": "passport", "to": "3rd march"}}},
		{"how many tasks i never finish?", []string{"queryTasks"}, nil},
		{"the transfer with Tunde don happen, he agree. mark am complete", []string{"completeTask"}, []map[string]any{{"task": "the transfer with Tunde"}}},
		{"mum's birthday is the 2nd feb, gotta order flowers before then - make that high priority", []string{"createTask"}, []map[string]any{{"title": "order flowers", "due": "the 2nd feb", "priority": "high"}}},
		{"put a milestone in the book club - reading list agreed by 20 jan", []string{"addMilestone"}, []map[string]any{{"project": "book club", "title": "reading list agreed", "due": "20 jan"}}},
		{"change the towels in the guest room every friday", []string{"createTask"}, []map[string]any{{"title": "change the towels in the guest room", "repeats": "every friday"}}},
		{"how many jobs have i got in the garden project", []string{"queryTasks"}, []map[string]any{{"project": "garden"}}},
		{"jot this down as a note - the alarm code is 2580", []string{"createNote"}, nil},
		{"the Patels cancelled so i dont need to call them, get rid of it", []string{"deleteTask"}, []map[string]any{{"task": "the Patels"}}},
		{"actually make the boiler service due 9 jan and high priority", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "the boiler service", "to": "9 jan"}, {"task": "$1", "priority": "high"}}},
		{"add a project Loft with jobs: clear the boxes, fix the hatch", []string{"createProject", "createTask", "createTask"}, []map[string]any{{"name": "Loft"}, {"project": "$1", "title": "clear the boxes"}, {"project": "$1", "title": "fix the hatch"}}},
		{"the gate hinge is a job for saturday morning, make it 10am", []string{"rescheduleTask"}, []map[string]any{{"task": "the gate hinge", "to": "saturday morning at 10am"}}},
		{"everything in the party project due the 20th instead, want a day spare", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "project": "party", "to": "the 20th"}}},
		{"whats on for next week then", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"Put in my list: ring the garage about the tyres, monday 9:00", []string{"createTask"}, []map[string]any{{"title": "ring the garage about the tyres", "due": "monday 9:00"}}},
		{"what is in the Garden project still open?", []string{"queryTasks"}, []map[string]any{{"project": "Garden"}}},
		{"add milestone to Shop fit: \"shelves up\", after the painters leave", []string{"addMilestone"}, []map[string]any{{"project": "Shop fit", "title": "shelves up"}}},
		{"put the ladder in project Loft and tag borrowed", []string{"updateTask", "tagTask"}, []map[string]any{{"task": "the ladder", "project": "Loft"}, {"task": "$1", "tags": []string{"borrowed"}}}},
		{"the plumber visit is next monday 9:00 — add as task under House, high", []string{"createTask"}, []map[string]any{{"title": "plumber visit", "due": "next monday 9:00", "project": "House", "priority": "high"}}},
		{"the invoice for Lee is send, finaly. tick it off", []string{"completeTask"}, nil},
	})
}

// TestStop37AfterTheClosingTrio, in our own words: families of the closing
// trio (218–220) — a project's milestones or tasks asked "in the P project
// add milestones:", "prepone", "whatever is due on D kindly move to D2", a
// weekly task or "weekly one" with its day, "note this down:", "no no
// sorry, make it high", a repeat of a task whose name has "call", "put
// down that I got to … , its urgent mind", "… will you", "stick that on
// the X list", "X is in! Tick it off", "I forgot X, add …", "the X one,
// change it to "…"", a project all over then "mark the whole project as
// finished", Tagalog particles ("po", "pala", "lang", "na" at the end).
func TestStop37AfterTheClosingTrio(t *testing.T) {
	checkTurns(t, []turnCase{
		{"In the website project pls add milestones: design signed off 12th Jan, launch 2nd Feb", []string{"addMilestone", "addMilestone"}, []map[string]any{{"project": "website", "title": "design signed off", "due": "12th Jan"}, {"project": "website", "title": "launch", "due": "2nd Feb"}}},
		{"Actually prepone it to tuesday 10am", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "tuesday 10am"}}},
		{"Whatever is due on monday kindly move to wednesday, I am at a conference", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "monday", "to": "wednesday"}}},
		{"add weekly task every friday to back up the laptop", []string{"createTask"}, []map[string]any{{"title": "back up the laptop", "repeats": "every friday"}}},
		{"Set up a weekly one to feed the fish every Monday", []string{"createTask"}, []map[string]any{{"title": "feed the fish", "repeats": "every Monday"}}},
		{"Pls note this down: the boiler code is 4421", []string{"createNote"}, nil},
		{"no no sorry, make it urgent", []string{"setPriority"}, []map[string]any{{"task": "it", "priority": "urgent"}}},
		{"Make Gran's check-in call repeat every week", []string{"setRecurrence"}, []map[string]any{{"task": "the Gran's check-in call", "repeats": "every week"}}},
		{"Can you put down that I got to ring the surgery on Tuesday morning, its urgent mind", []string{"createTask"}, []map[string]any{{"title": "ring the surgery", "due": "Tuesday morning", "priority": "urgent"}}},
		{"Remind me to water the tomatoes every evening will you", []string{"createTask"}, []map[string]any{{"title": "water the tomatoes", "repeats": "every evening"}}},
		{"the caretaker wants the chairs stacked by Friday, stick that on the fete list will you", []string{"createTask"}, []map[string]any{{"title": "the caretaker wants the chairs stacked", "due": "Friday", "project": "fete"}}},
		{"Potatoes are in! Tick it off for me", []string{"completeTask"}, []map[string]any{{"task": "the Potatoes"}}},
		{"oh dear I forgot the bread, add buy bread tomorrow", []string{"createTask"}, []map[string]any{{"title": "buy bread", "due": "tomorrow"}}},
		{"The tombola one, change it to \"ask the shop for tombola prizes\"", []string{"updateTask"}, []map[string]any{{"task": "tombola", "title": "ask the shop for tombola prizes"}}},
		{"the fete is all over now, mark the whole project as finished", []string{"archiveProject"}, []map[string]any{{"project": "fete"}}},
		{"what's overdue po?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"mark the rice task done na po", []string{"completeTask"}, []map[string]any{{"task": "the rice task"}}},
		{"actually the field trip payment is wednesday pala, not thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "the field trip payment", "to": "wednesday", "sameWeek": true}}},
		{"add weekly task every sunday 8pm: call Dodong", []string{"createTask"}, []map[string]any{{"title": "call Dodong", "repeats": "every sunday", "due": "8pm"}}},
		{"show me what's done already po", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
	})
}
