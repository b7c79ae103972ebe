package grammar

import "testing"

// TestStop34Families, in our own words: the families of trials 140–142 —
// courtesy sentences around a request, a label or a repetition said last,
// a count before a list, a reason said after a deletion, a date corrected
// after the thing it belongs to, spans of days asked about, changes said
// topic first, news that moves a thing, and requests for writing or
// messages Pace cannot do.
func TestStop34Families(t *testing.T) {
	checkTurns(t, []turnCase{
		// courtesy before and after
		{"Good afternoon. I've added my notes for you. According to my allotment notes, when did we sow the leeks?", []string{"askNotes"}, nil},
		{"Many thanks. Now, the optician visit — could you put it on Wednesday instead of Tuesday?", []string{"rescheduleTask"}, []map[string]any{{"task": "the optician visit", "to": "Wednesday", "sameWeek": true}}},
		{"I'm so sorry to bother you again. Would you show me all my projects?", []string{"listProjects"}, []map[string]any{{}}},
		{"Thank you, Pace. Finally, what should I do first tomorrow?", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"Could you make that one urgent? It would be dreadful to forget it.", []string{"setPriority"}, []map[string]any{{"task": "that one", "priority": "urgent"}}},
		{"Oh goodness, no, undo that please. I read the letter wrongly.", []string{"undo"}, []map[string]any{{}}},
		{"Actually, the gas reading — I meant the 22nd, not the 23rd. Forgive me.", []string{"rescheduleTask"}, []map[string]any{{"task": "the gas reading", "to": "the 22nd", "sameMonth": true, "from": "the 23rd"}}},
		{"I would like to note down that I am to collect the raffle prizes on Saturday at 10am.", []string{"createTask"}, []map[string]any{{"title": "collect the raffle prizes", "due": "Saturday at 10am"}}},
		// a label or a repetition said last
		{"The boiler engineer comes on Monday 14th December at 8.30am. Kindly tag it \"house\".", []string{"createTask"}, []map[string]any{{"title": "The boiler engineer comes", "due": "Monday 14th December at 8.30am", "tags": []string{"house"}}}},
		{"Please add \"Renew the parking permit\" to the Flat project, due next Monday, and label it \"admin\".", []string{"createTask"}, []map[string]any{{"title": "Renew the parking permit", "due": "next Monday", "project": "Flat", "tags": []string{"admin"}}}},
		{"Each Thursday I have to put the green bin out; would you please make that a weekly reminder?", []string{"createTask"}, []map[string]any{{"title": "put the green bin out", "repeats": "Each Thursday"}}},
		{"feed the sourdough starter on Sunday, make it a weekly task", []string{"createTask"}, []map[string]any{{"title": "feed the sourdough starter", "due": "Sunday", "repeats": "every week"}}},
		{"Please label all the Allotment tasks \"outdoor\".", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "Allotment", "tags": []string{"outdoor"}}}},
		{"tag all Allotment task with seeds", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "Allotment", "tags": []string{"seeds"}}}},
		{"Could you take the \"spare\" tag off the bike lights?", []string{"untagTask"}, []map[string]any{{"task": "the bike lights", "tags": []string{"spare"}}}},
		// counts and lists
		{"Four things, if I may: ring the vet, pay the milkman by Friday, and defrost the freezer on the 12th.", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "ring the vet"}, {"title": "pay the milkman", "due": "Friday"}, {"title": "defrost the freezer", "due": "the 12th"}}},
		{"add 2 thing for fundraiser: print posters Tuesday and book the hall Thursday", []string{"createTask", "createTask"}, []map[string]any{{"title": "print posters", "due": "Tuesday", "fileUnder": "fundraiser"}, {"title": "book the hall", "due": "Thursday", "fileUnder": "fundraiser"}}},
		{"For the Garden Show, could you add two milestones: \"Stand booked\" by the 9th of January and \"Plants potted\" by the 1st of March?", []string{"addMilestone", "addMilestone"}, []map[string]any{{"title": "Stand booked", "due": "the 9th of January", "project": "Garden Show"}, {"title": "Plants potted", "due": "the 1st of March", "project": "Garden Show"}}},
		{"add a milestone to the loft job, boarding done by the 20th", []string{"addMilestone"}, []map[string]any{{"title": "boarding done", "due": "the 20th", "project": "loft"}}},
		{"add task write the quiz questions, part of Quiz Night, due Friday, tag pub", []string{"createTask"}, []map[string]any{{"title": "write the quiz questions", "due": "Friday", "project": "Quiz Night", "tags": []string{"pub"}}}},
		{"book the coach tickets by the 3rd of January, reserve the cottage by the 8th, and ask Tom to water the plants", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "book the coach tickets", "due": "the 3rd of January"}, {"title": "reserve the cottage", "due": "the 8th"}, {"title": "ask Tom to water the plants"}}},
		// done, deleted, and why
		{"And the gift wrap too, I bought it this afternoon.", []string{"completeTask"}, []map[string]any{{"task": "the gift wrap"}}},
		{"I already finish the slides, mark it done", []string{"completeTask"}, []map[string]any{{"task": "the slides"}}},
		{"finish budget sheet already, done", []string{"completeTask"}, []map[string]any{{"task": "budget sheet"}}},
		{"delete the swimming lessons, term's over", []string{"deleteTask"}, []map[string]any{{"task": "the swimming lessons"}}},
		{"get rid of the loft quote they went with a cheaper firm", []string{"deleteTask"}, []map[string]any{{"task": "the loft quote"}}},
		// questions
		{"What still remains to be done for the Garden Show?", []string{"queryTasks"}, []map[string]any{{"project": "Garden Show"}}},
		{"How is the Garden Show coming along? How many jobs are left?", []string{"projectStatus"}, []map[string]any{{"project": "Garden Show"}}},
		{"give me a summary of all my project and what is left", []string{"listProjects"}, []map[string]any{{}}},
		{"how about the tax return, when it is due?", []string{"queryTasks"}, []map[string]any{{"about": "tax return", "question": "when is the tax return due?"}}},
		{"how many task I have in next 5 day?", []string{"queryTasks"}, []map[string]any{{"before": "in 5 days"}}},
		{"whats urgent at the moment", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"What is happening over New Year, from the 30th to the 2nd of January?", []string{"queryTasks"}, []map[string]any{{"from": "30 January", "before": "the 2nd of January"}}},
		{"what's due between 4 January and 8 January?", []string{"queryTasks"}, []map[string]any{{"from": "4 January", "before": "8 January"}}},
		{"show me everything from tuesday to thursday", []string{"queryTasks"}, []map[string]any{{"from": "tuesday", "before": "thursday"}}},
		{"move everything from tuesday to thursday", []string{"bulkTasks"}, nil},
		{"When is the boiler service again?", []string{"queryTasks"}, []map[string]any{{"about": "boiler service", "question": "When is the boiler service?"}}},
		{"ring the bank thurs about the overdraft. how much was the fee last time", []string{"createTask", "askNotes"}, nil},
		// changes said topic first, as news, or with the date first
		{"the poster proofs, change to Monday morning 9am", []string{"rescheduleTask"}, []map[string]any{{"task": "the poster proofs", "to": "Monday morning 9am"}}},
		{"swimming I want change to monday wednesday now", []string{"rescheduleTask"}, []map[string]any{{"task": "swimming", "to": "monday wednesday"}}},
		{"everything due tomorrow please move to Friday 18, I need more time", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "tomorrow", "to": "Friday 18"}}},
		{"Everything that is due on the 9th — please move it to the 10th, as the car is booked in.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "the 9th", "to": "the 10th"}}},
		{"The garage has just phoned; they need to move the MOT to Friday the 18th at 9am instead.", []string{"rescheduleTask"}, []map[string]any{{"task": "the MOT", "to": "Friday the 18th at 9am"}}},
		{"shift the boiler service to the 21st at 8am", []string{"rescheduleTask"}, []map[string]any{{"task": "the boiler service", "to": "the 21st at 8am"}}},
		{"bring the standup forward to monday", []string{"rescheduleTask"}, []map[string]any{{"task": "the standup", "to": "monday"}}},
		{"set up a project called Loft Conversion and pop the skip hire in it", []string{"createProject", "updateTask"}, []map[string]any{{"name": "Loft Conversion"}, {"task": "the skip hire", "project": "$1"}}},
		{"create project Fundraiser and put these 2 task in it", []string{"createProject", "updateTask"}, []map[string]any{{"name": "Fundraiser"}, {"task": "them", "project": "$1"}}},
		// dates inside captures
		{"remind me to order tiles for the bathroom job fri, 30 of them", []string{"createTask"}, []map[string]any{{"title": "order tiles for the bathroom job 30 of them", "due": "fri"}}},
		{"phone the council about the bins, a week on Tuesday", []string{"createTask"}, []map[string]any{{"title": "phone the council about the bins", "due": "a week on Tuesday"}}},
		// what Pace cannot do
		{"Would you write us a cheerful poem for the club newsletter?", nil, nil},
		{"text dan im stuck in traffic", nil, nil},
		{"text dan tomorrow", []string{"createTask"}, []map[string]any{{"title": "text dan", "due": "tomorrow"}}},
		{"book the coach tickets", nil, nil},
		{"Could you write the conclusion of my dissertation for me? Around 1000 words.", nil, nil},
	})
}

// TestStop34LaterFamilies, in our own words: the families of trials
// 143–145 (a landscaper texting between jobs, a German-first PhD student,
// a chatty school office manager) — asides in brackets, follow-ups that
// change how something repeats or when, a label given to a thing named
// first, news that a thing is done, questions about labels, projects and
// what is outstanding, a project's name said with its deadline, dates
// written "7. January", abbreviations with a full stop inside names.
func TestStop34LaterFamilies(t *testing.T) {
	checkTurns(t, []turnCase{
		{"Make it 4pm if you can, that's when the van is free (ha!)", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "4pm"}}},
		{"Label it receipts too while you're at it", []string{"tagTask"}, []map[string]any{{"task": "it", "tags": []string{"receipts"}}}},
		{"Actually make that fortnightly, once a week is too much", []string{"setRecurrence"}, []map[string]any{{"task": "that", "repeats": "every 2 weeks"}}},
		{"no sorry, make it monthly", []string{"setRecurrence"}, []map[string]any{{"task": "it", "repeats": "monthly"}}},
		{"Actually no, make that Thursday, the caretaker rang and said Thursday suits", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "Thursday"}}},
		{"Oops, the 9. February.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "the 9 February"}}},
		{"The gel images, please give it the label \"figures\".", []string{"tagTask"}, []map[string]any{{"task": "The gel images", "tags": []string{"figures"}}}},
		{"Please put the label \"bench\" also on all tasks of Cell Culture.", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "Cell Culture", "tags": []string{"bench"}}}},
		{"Can you label the printer one and the toner one as 'office' please", []string{"tagTask"}, []map[string]any{{"task": "printer one and the toner", "tags": []string{"office"}}}},
		{"the antibody order has time until Friday, not Thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "the antibody order", "to": "Friday", "sameWeek": true}}},
		{"I sent the reagent order today, you can make it as done.", []string{"completeTask"}, nil},
		{"The library fine I have paid it already", []string{"completeTask"}, []map[string]any{{"task": "The library fine"}}},
		{"The window cleaner came this morning, lovely! Mark that as done please", []string{"completeTask"}, []map[string]any{{"task": "the window cleaner"}}},
		{"Oh lovely, Carol has said yes about the raffle, so you can tick that one off", []string{"completeTask"}, []map[string]any{{"task": "the raffle"}}},
		{"Scones and jam are all sorted and so are the napkins — tick them both off please", []string{"completeTask"}, []map[string]any{{"task": "Scones and jam and the napkins"}}},
		{"the leaflets, Mr Khan says he needs them by Monday not Tuesday. Could you change that?", []string{"rescheduleTask"}, []map[string]any{{"task": "the leaflets", "to": "Monday", "sameWeek": true}}},
		{"Make the poster due on 12 March and high priority.", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "the poster", "to": "12 March"}, {"task": "$1", "priority": "high"}}},
		{"All tasks in Lab Move which have no date yet, please give them the 3 February.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "undated", "project": "Lab Move", "to": "the 3 February"}}},
		{"Put into Grant Report following things: draft the budget, ask Dr. Weiss for the letter and send the form.", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "draft the budget", "project": "Grant Report"}, {"title": "ask Dr. Weiss for the letter", "project": "Grant Report"}, {"title": "send the form", "project": "Grant Report"}}},
		{"Rename the project Poster to \"Fig. 2 – final\".", []string{"renameProject"}, []map[string]any{{"project": "Poster", "name": "Fig. 2 – final"}}},
		{"New project: Lab Move, the deadline is end of March.", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Lab Move"}, {"project": "$1", "title": "Deadline", "due": "end of March"}}},
		{"new project Smith patio due jan 30, tasks: lift the slabs, level the sand", []string{"createProject", "createTask", "createTask", "addMilestone"}, nil},
		{"create a project called \"Done by Friday\"", []string{"createProject"}, []map[string]any{{"name": "Done by Friday"}}},
		{"I'd like to set up a project for the summer trip please, it's in July. Call it Lakes 2027.", []string{"createProject"}, []map[string]any{{"name": "Lakes 2027", "notes": "for the summer trip"}}},
		{"Can you put a milestone in the Summer Fete project for 'stalls booked' on the 3rd?", []string{"addMilestone"}, []map[string]any{{"title": "stalls booked", "due": "the 3rd", "project": "Summer Fete"}}},
		{"Could you jot down a note for me: the boiler code is 4417", []string{"createNote"}, nil},
		{"What's labelled receipts at the moment?", []string{"queryTasks"}, []map[string]any{{"tag": "receipts"}}},
		{"Is there anything in the Summer Fete project yet?", []string{"queryTasks"}, []map[string]any{{"project": "Summer Fete"}}},
		{"How many things have I got left to do for the Summer Fete?", []string{"queryTasks"}, []map[string]any{{"project": "Summer Fete"}}},
		{"What's the most pressing thing I've got on?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"Right, that's me done for the day. What's still outstanding overall?", []string{"queryTasks"}, []map[string]any{{}}},
		{"How many open tasks I have in the moment?", []string{"queryTasks"}, []map[string]any{{}}},
		{"Which tasks I have for the next week?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"What is all in my Grant Report project?", []string{"queryTasks"}, []map[string]any{{"project": "Grant Report"}}},
		{"Show me please all what is open for the grant report, sorted by date.", []string{"queryTasks"}, []map[string]any{{"project": "grant report"}}},
		{"Which milestones are coming next in all my projects?", []string{"listMilestones"}, nil},
		{"Close the ordering task and the freezer check.", []string{"completeTask"}, []map[string]any{{"task": "the ordering task and the freezer check"}}},
		{"The Bürgeramt call I have done, and the flowers for Oma are also bought.", []string{"completeTask", "completeTask"}, nil},
		{"The fete's all done now — can you mark the whole Summer Fete project as finished?", []string{"archiveProject"}, []map[string]any{{"project": "Summer Fete"}}},
		{"how many days till the boiler service", []string{"queryTasks"}, []map[string]any{{"about": "boiler service", "question": "how long until the boiler service?"}}},
		{"what invoices have i got to send", []string{"queryTasks"}, []map[string]any{{"about": "invoices"}}},
		{"show my tasks about tiles", []string{"queryTasks"}, []map[string]any{{"about": "tiles"}}},
		{"what tasks do I have to do", []string{"queryTasks"}, []map[string]any{{}}},
		{"how many things do i have overdue", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"change the patio project due date to march 3", []string{"updateMilestone"}, []map[string]any{{"project": "patio", "milestone": "Deadline", "due": "march 3", "orCreate": true}}},
		{"change the gas bill one to the 20th of every month instead of the 25th", []string{"setRecurrence"}, []map[string]any{{"task": "gas bill", "repeats": "the 20th of every month"}}},
		{"skip hire is off, the neighbour lent us his. delete it", []string{"deleteTask"}, []map[string]any{{"task": "skip hire"}}},
		{"add kids swimming every mon and wed 4pm tag family", []string{"createTask"}, []map[string]any{{"title": "kids swimming", "due": "4pm", "repeats": "every mon and wed", "tags": []string{"family"}}}},
		{"whats on tap for friday", []string{"queryTasks"}, []map[string]any{{"day": "friday"}}},
	})
}

// TestStop34LastFamilies, in our own words: the families of trials 146–148
// (a nurse texting between shifts, a precise retired engineer, a
// Portuguese-first café owner) — a reason after "bc", "X number pls", two
// labels said last, a correction said mid-sentence ("— no, make that …,
// same time"; "Sorry — I mean …"), a deadline said as "must be placed by",
// news of a thing done before "mark it done", Pace asked to call and ask,
// a repetition changed "so that it is every …", numbered lists, "a second
// milestone", "set its due date", spans said "inclusive", bulk changes said
// with the selection first.
func TestStop34LastFamilies(t *testing.T) {
	checkTurns(t, []turnCase{
		{"make the uniform one high priority bc need it fri", []string{"setPriority"}, []map[string]any{{"task": "uniform", "priority": "high"}}},
		{"oops not done w physio i was late 😩 reopen pls", []string{"reopenTask"}, []map[string]any{{"task": "physio"}}},
		{"label those all school", []string{"tagTask"}, []map[string]any{{"task": "them", "tags": []string{"school"}}}},
		{"the gas safety check is due thurs make it high", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "the gas safety check", "to": "thurs"}, {"task": "$1", "priority": "high"}}},
		{"order scrubs done!!", []string{"completeTask"}, []map[string]any{{"task": "order scrubs"}}},
		{"add rota swap on the 20th 8am tag work and swap", []string{"createTask"}, []map[string]any{{"title": "rota swap", "due": "the 20th 8am", "tags": []string{"work", "swap"}}}},
		{"make that repeat every yr", []string{"setRecurrence"}, []map[string]any{{"task": "that", "repeats": "every year"}}},
		{"could u ring the vet and book a check up", nil, nil},
		{"Please ring the garage and ask them whether the car is ready.", nil, nil},
		{"Add a task to service the mower, due on Friday 11 December at 10:00 — no, make that Saturday 12 December, same time.", []string{"createTask"}, []map[string]any{{"title": "service the mower", "due": "Saturday 12 December at 10:00"}}},
		{"Actually, the coal order must be placed by Tuesday 8 December, not Wednesday.", []string{"rescheduleTask"}, []map[string]any{{"task": "the coal order", "to": "Tuesday 8 December"}}},
		{"the rent needs to be paid by friday, make that p1", []string{"rescheduleTask", "setPriority"}, nil},
		{"Mark the stamps task as done. Sorry — I mean the parcel task; the stamps are still to buy.", []string{"completeTask"}, []map[string]any{{"task": "the parcel task"}}},
		{"I have paid the window cleaner — £18, the usual. Mark it done, please.", []string{"completeTask"}, []map[string]any{{"task": "pay the window cleaner"}}},
		{"Change the recycling task so that it is every Thursday at 07:00 instead of Friday; the round has changed.", []string{"setRecurrence"}, []map[string]any{{"task": "the recycling task", "repeats": "every Thursday at 07:00"}}},
		{"Please add the following two tasks: (1) renew the passport by 1 March; (2) order the euros.", []string{"createTask", "createTask"}, []map[string]any{{"title": "renew the passport", "due": "1 March"}, {"title": "order the euros"}}},
		{"Everything tagged \"bike\" — please make it low priority.", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "low", "tag": "bike"}}},
		{"Please add the label \"shed\" to all four tasks in the Allotment project.", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "Allotment", "tags": []string{"shed"}}}},
		{"Please add another milestone to the Allotment project: \"Beds dug\" by 1 March 2027.", []string{"addMilestone"}, []map[string]any{{"title": "Beds dug", "due": "1 March 2027", "project": "Allotment"}}},
		{"Set its due date to Tuesday 15 December at 08:30 and make it high priority.", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "it", "to": "Tuesday 15 December at 08:30"}, {"task": "$1", "priority": "high"}}},
		{"The shed task should be high priority and tagged \"garden\".", []string{"setPriority", "tagTask"}, []map[string]any{{"task": "The shed task", "priority": "high"}, {"task": "$1", "tags": []string{"garden"}}}},
		{"Delete the task \"sweep the chimney\" — no, wait, do not delete it; just move it to Monday 21 December.", []string{"rescheduleTask"}, []map[string]any{{"task": "sweep the chimney", "to": "Monday 21 December"}}},
		{"What have I got to do next week?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"What is due between Monday 14 December and Friday 18 December inclusive?", []string{"queryTasks"}, []map[string]any{{"from": "Monday 14 December", "before": "Friday 18 December"}}},
		{"Please list all my projects together with their deadlines.", []string{"listMilestones"}, nil},
		{"Everything that is due on monday, move to tuesday please, monday I will be at the clinic", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "monday", "to": "tuesday"}}},
		{"Take out the label urgent from the flour task", []string{"untagTask"}, []map[string]any{{"task": "the flour task", "tags": []string{"urgent"}}}},
		{"Put a milestone in the garden makeover: \"turf laid\", on the 20th of next month", []string{"addMilestone"}, []map[string]any{{"title": "turf laid", "due": "the 20th of next month", "project": "garden makeover"}}},
		{"Please put all the Garden Party tasks with low priority for now, is still far away", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "low", "project": "Garden Party"}}},
		{"Thanks Pace!! What is left for tomorrow?", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"the flyers one tag it fair and urgent", []string{"tagTask"}, nil},
		{"For the bathroom project please add: get two quotes by friday, pick the taps, and order the tiles", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "get two quotes", "due": "friday", "project": "bathroom"}, {"title": "pick the taps", "project": "bathroom"}, {"title": "order the tiles", "project": "bathroom"}}},
		{"Make a new project \"Summer Fair\" for the school in july, with the milestones: stalls booked on 1st of june, and raffle ready on 20th of june", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "Summer Fair"}, {"project": "$1", "title": "stalls booked", "due": "1st of june"}, {"project": "$1", "title": "raffle ready", "due": "20th of june"}}},
		{"What is the next milestone of the loft conversion?", []string{"listMilestones"}, []map[string]any{{"project": "loft conversion"}}},
		{"Create a project called \"Obra Nova\" (the new pottery studio) with deadline the end of April please!", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Obra Nova", "notes": "(the new pottery studio)"}, {"project": "$1", "title": "Deadline", "due": "the end of April"}}},
		{"I changed my mind about the gas bill, I intend to pay it on the 5th, change the date please", []string{"rescheduleTask"}, []map[string]any{{"task": "the gas bill", "to": "the 5th"}}},
	})
}

// TestStop34TrialsOneFortyNineOn, in our own words: the families of
// trials 149–151 (a student texting run-ons, a brisk accountant, an
// Italian-first architect) — asides ("its like 2500 words", "put that in
// pls"), a statement before "add", "and call it Y", "my bad", "…, undo
// that", "put all those in a project called X", "make me remember", "I
// must to", a task for a project said with a colon, "X is not tomorrow, is
// on Sunday", a milestone moved or reached by news, a reason with "I am",
// a month asked about, a repeating capture said with "repeats every".
func TestStop34TrialsOneFortyNineOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"ok so i need to hand in my lab report by next fri its like 3000 words, put that in pls", []string{"createTask"}, []map[string]any{{"title": "hand in my lab report", "due": "next fri"}}},
		{"the shower is still leaking, add ring the plumber tmrw morning, urgent", []string{"createTask"}, []map[string]any{{"title": "ring the plumber", "due": "tomorrow morning", "priority": "urgent"}}},
		{"change the poster draft to be due jan 9 and call it poster final draft", []string{"rescheduleTask", "updateTask"}, []map[string]any{{"task": "the poster draft", "to": "jan 9"}, {"task": "$1", "title": "poster final draft"}}},
		{"oops no she didnt answer, undo that", []string{"undo"}, nil},
		{"put all those in a project called holiday", []string{"createProject", "updateTask"}, []map[string]any{{"name": "holiday"}, {"project": "$1", "task": "them"}}},
		{"essay is tagged uni and high prio pls", []string{"tagTask", "setPriority"}, []map[string]any{{"task": "essay", "tags": []string{"uni"}}, {"task": "$1", "priority": "high"}}},
		{"move everything due on the 12th to the 13th, got an extra shift", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "the 12th", "to": "the 13th"}}},
		{"show me everything ive done so far", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"got the cards (glitter ones lol) and the tape, tick both", []string{"completeTask"}, []map[string]any{{"task": "the cards and the tape"}}},
		{"whats on my list rn", []string{"queryTasks"}, []map[string]any{{}}},
		{"what do i need to do before monday", []string{"queryTasks"}, []map[string]any{{"before": "monday"}}},
		{"ok whats my top priority stuff rn", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"Everything tagged payroll - mark done, all filed.", []string{"bulkTasks"}, []map[string]any{{"action": "complete", "tag": "payroll"}}},
		{"How many open tasks do I have total?", []string{"queryTasks"}, []map[string]any{{}}},
		{"Renew the software licence $480 - due Mar 1, repeats every 12 months", []string{"createTask"}, []map[string]any{{"title": "Renew the software licence $480", "due": "Mar 1", "repeats": "every 12 months"}}},
		{"Draft a 2 page proposal for Jenkins and send it out through DocuSign", nil, nil},
		{"Weekly, Mondays 9am: check the bank feed. label admin", []string{"createTask"}, []map[string]any{{"title": "check the bank feed", "due": "9am", "repeats": "every Monday", "tags": []string{"admin"}}}},
		{"What's on my plate for March?", []string{"queryTasks"}, []map[string]any{{"from": "1 March", "before": "the last day of March"}}},
		{"Make me remember to call the surveyor tomorrow at 11.", []string{"createTask"}, []map[string]any{{"title": "call the surveyor", "due": "tomorrow at 11"}}},
		{"I must to send the invoice to the client of the Mayfair project by Friday.", []string{"createTask"}, []map[string]any{{"title": "send the invoice to the client", "due": "Friday", "project": "Mayfair"}}},
		{"Add a task for Mayfair: \"order the samples\", priority low, next Monday.", []string{"createTask"}, []map[string]any{{"title": "order the samples", "due": "next Monday", "priority": "low", "project": "Mayfair"}}},
		{"Actually the site visit is not tomorrow, is on Monday. Sorry", []string{"rescheduleTask"}, []map[string]any{{"task": "the site visit", "to": "Monday"}}},
		{"The milestone of the planning approval is moved to 9 February, the council is slow.", []string{"updateMilestone"}, []map[string]any{{"milestone": "planning approval", "due": "9 February"}}},
		{"All the tasks due on Friday, move them to the 18 December, I am in Milan that day.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Friday", "to": "the 18 December"}}},
		{"I want to create a project called \"Mayfair Flat\", the deadline is 28 February.", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Mayfair Flat"}, {"project": "$1", "title": "Deadline", "due": "28 February"}}},
		{"Add a project \"Soho Office\" for Ms Lee and put the survey task inside.", []string{"createProject", "updateTask"}, []map[string]any{{"name": "Soho Office", "notes": "for Ms Lee"}, {"project": "$1", "task": "the survey task"}}},
		{"Put the task of the samples inside the Mayfair project.", []string{"updateTask"}, []map[string]any{{"task": "the samples", "project": "Mayfair"}}},
		{"Change the team call: from now on is every Tuesday at 8:30, not at 8.", []string{"setRecurrence"}, []map[string]any{{"task": "the team call", "repeats": "every Tuesday at 8:30"}}},
		{"The planning approval is granted, mark the milestone as complete, thanks.", []string{"completeMilestone"}, []map[string]any{{"milestone": "planning approval"}}},
		{"Move all the tasks due Monday to Tuesday, I will not be in the studio on Monday.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Monday", "to": "Tuesday"}}},
	})
}

// TestStop34DictationAndFormalFamilies, in our own words: the families of
// trials 152–154 (a farmer dictating, a terse developer, a formal
// Indian-English doctor) — a word said twice, "called X its for Y", a
// reason after the new day or a deletion, "what do i got", "is there
// anything overdue", ISO dates, "new project X -> milestones:", "everything
// tagged X -> D", "list all p1 tasks", "how many open tasks in P",
// "remove #x from Y", "the X milestone from P", "before eoy", "Under the P
// project add task -", "done the needful", "under project \"P\"", "add to P -
// X", "send one email", "starting one new project", "one milestone for P:",
// "what all", "I am having", "not yet done", "what is pending in P",
// "revert with", "out of station", "push by one week", "X should be daily
// from now onwards".
func TestStop34DictationAndFormalFamilies(t *testing.T) {
	checkTurns(t, []turnCase{
		{"um add a task to ring the farrier about the the grey mare thursday at ten", []string{"createTask"}, []map[string]any{{"title": "ring the farrier about the grey mare", "due": "thursday at ten"}}},
		{"start a new project called barn roof its for the old dairy", []string{"createProject"}, []map[string]any{{"name": "barn roof", "notes": "for the old dairy"}}},
		{"move the spraying one to saturday the wind is too strong friday", []string{"rescheduleTask"}, []map[string]any{{"task": "spraying", "to": "saturday"}}},
		{"delete the hire the digger one my brother is lending me his", []string{"deleteTask"}, []map[string]any{{"task": "hire the digger"}}},
		{"what do i got thats high priority right now", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"what do i got tomorrow", []string{"queryTasks"}, []map[string]any{{"filter": "tomorrow"}}},
		{"um is there anything overdue that i missed", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"what milestones do i have coming up", []string{"listMilestones"}, nil},
		{"todo renew the tls cert before 2027-01-10 #ops", []string{"createTask"}, []map[string]any{{"title": "renew the tls cert", "due": "the day before 10 Jan 2027", "project": "ops"}}},
		{"actually 2026-12-14", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "14 Dec 2026"}}},
		{"new project search-v3 -> milestones: index rebuild 2027-01-08, cutover 2027-01-22", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "search-v3"}, {"project": "$1", "title": "index rebuild", "due": "8 Jan 2027"}, {"project": "$1", "title": "cutover", "due": "22 Jan 2027"}}},
		{"everything tagged #chores -> due sun 2026-12-13", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "chores", "to": "sun 13 Dec 2026"}}},
		{"list all p2 tasks", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"how many open tasks in search-v3?", []string{"queryTasks"}, []map[string]any{{"project": "search-v3"}}},
		{"remove #chores from the dishwasher task", []string{"untagTask"}, []map[string]any{{"task": "the dishwasher task", "tags": []string{"chores"}}}},
		{"delete the cutover milestone from search-v3", []string{"deleteMilestone"}, []map[string]any{{"milestone": "cutover"}}},
		{"summary of everything due before eoy", []string{"queryTasks"}, []map[string]any{{"before": "the end of the year"}}},
		{"Under the Audit project add task - update the fire risk policy by next Monday, tag it safety", []string{"createTask"}, []map[string]any{{"title": "update the fire risk policy", "due": "next Monday", "project": "Audit", "tags": []string{"safety"}}}},
		{"I have done the needful regarding the DBS check, kindly mark it complete.", []string{"completeTask"}, []map[string]any{{"task": "the DBS check"}}},
		{"Add task to prepare the rota under project \"Winter Cover\", due end of the month", []string{"createTask"}, []map[string]any{{"title": "prepare the rota", "due": "end of the month", "project": "Winter Cover"}}},
		{"Can you send one email to Dr Shah about the audit?", nil, nil},
		{"I am starting one new project called \"Surgery Refit\". Kindly create the same.", []string{"createProject"}, []map[string]any{{"name": "Surgery Refit"}}},
		{"Also add one milestone for Refit project: builders start on 11th January.", []string{"addMilestone"}, []map[string]any{{"title": "builders start", "due": "11th January", "project": "Refit"}}},
		{"What all tasks I am having for next week?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"The boiler service, actually put it for Friday.", []string{"rescheduleTask"}, []map[string]any{{"task": "The boiler service", "to": "Friday"}}},
		{"What is pending in Surgery Refit project?", []string{"queryTasks"}, []map[string]any{{"project": "Surgery Refit"}}},
		{"Kindly revert with list of all my projects.", []string{"listProjects"}, nil},
		{"I will be out of station on 18th. Everything which is due on Friday 18th kindly move to Monday 21st.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Friday 18th", "to": "Monday 21st"}}},
		{"What all I have completed so far?", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"How many tasks are there with high priority?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"Everything in Surgery Refit kindly push by one week.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "by": "one week", "project": "Surgery Refit"}}},
		{"Kindly give me summary of what all is pending for next week. Thank you.", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"Fridge temperature check should be daily from now onwards, not weekly.", []string{"setRecurrence"}, []map[string]any{{"task": "Fridge temperature check", "repeats": "daily"}}},
		{"Add label urgent to the otoscope also.", []string{"tagTask"}, []map[string]any{{"task": "the otoscope", "tags": []string{"urgent"}}}},
		{"Change the water rates one to 5th of every month, salary comes late.", []string{"setRecurrence"}, []map[string]any{{"task": "water rates", "repeats": "5th of every month"}}},
		{"buy cos lettuce and radishes", []string{"createTask"}, nil},
		{"standup notes every weekday 9:30 #work", []string{"createTask"}, []map[string]any{{"title": "standup notes", "due": "9:30", "repeats": "every weekday", "project": "work"}}},
		{"meeting notes 12/3: budget agreed", []string{"createNote"}, nil},
		{"add a milestone to the barn roof project rafters up by the tenth of next month", []string{"addMilestone"}, []map[string]any{{"title": "rafters up", "due": "the tenth of next month", "project": "barn roof"}}},
		{"oh no i didnt actually get the feed they had run out reopen that one", []string{"reopenTask"}, []map[string]any{{"task": "the feed"}}},
		{"um the shearing one rename it to shear and dip the ewes", []string{"updateTask"}, []map[string]any{{"task": "shearing", "title": "shear and dip the ewes"}}},
	})
}

// TestStop34LastTrioFamilies, in our own words: the families of trials
// 155–157 (an event planner chaining requests, a retired widower new to
// computers, a Japanese-first student writing topic first).
func TestStop34LastTrioFamilies(t *testing.T) {
	checkTurns(t, []turnCase{
		{"the gate latch is the most importent one because it keeps blowing open", []string{"setPriority"}, []map[string]any{{"task": "the gate latch", "priority": "urgent"}}},
		{"can the allotment projet have a milestone, Beds dug by 1st march", []string{"addMilestone"}, []map[string]any{{"title": "Beds dug", "due": "1st march", "project": "allotment project"}}},
		{"what is left to do in the allotment projet", []string{"queryTasks"}, []map[string]any{{"project": "allotment"}}},
		{"put the card for Joan in with the party projet as well", []string{"updateTask"}, []map[string]any{{"task": "the card for Joan", "project": "party"}}},
		{"new projet please, Joans Retirement Do, she retires on the 30th of june", []string{"createProject"}, []map[string]any{{"name": "Joans Retirement Do", "notes": "she retires on the 30th of june"}}},
		{"how many things have I got left to do altogether", []string{"queryTasks"}, []map[string]any{{}}},
		{"what is the wether going to be like on saturday", nil, nil},
		{"Also I have 3 things, post the parcel, ring the bank on monday and water the plants on sunday", []string{"createTask", "createTask", "createTask"}, nil},
		{"oh dear they were the wrong size, put it back on please", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"put all the shed things under a label called outside", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "shed", "tags": []string{"outside"}}}},
		{"I dont need to ring Joan now she popped in, take that one off altogether", []string{"deleteTask"}, []map[string]any{{"task": "ring Joan"}}},
		{"the dentist, make it the 22nd instead", []string{"rescheduleTask"}, []map[string]any{{"task": "the dentist", "to": "the 22nd", "sameMonth": true}}},
		{"my son Peter fixed the gutter for me so thats done", []string{"completeTask"}, []map[string]any{{"task": "the gutter"}}},
		{"the Allotment projet can be marked as finished now please", []string{"archiveProject"}, []map[string]any{{"project": "Allotment"}}},
		{"what projets have I got going at the moment", []string{"listProjects"}, nil},
		{"the monthly invoice reminder, change it to fridays at 10am instead", []string{"setRecurrence"}, []map[string]any{{"task": "the monthly invoice reminder", "repeats": "every friday at 10am"}}},
		{"done with the site visit! mark it complete, and then add \"send the client the photos\" for tomorrow", []string{"completeTask", "createTask"}, nil},
		{"ok then push all the Fraser tasks out by one week", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "by": "one week", "project": "Fraser"}}},
		{"quick note to self: the florist closes at 4 on Saturdays", []string{"createNote"}, nil},
		{"Renew passport task, please delete it.", []string{"deleteTask"}, []map[string]any{{"task": "Renew passport task"}}},
		{"Train task, please change name to \"Book train Edinburgh to York\".", []string{"updateTask"}, []map[string]any{{"task": "Train task", "title": "Book train Edinburgh to York"}}},
		{"Ethics form milestone, please move to 15 January because my supervisor is away.", []string{"updateMilestone"}, []map[string]any{{"milestone": "Ethics form", "due": "15 January"}}},
		{"Kenji one, high priority please.", []string{"setPriority"}, []map[string]any{{"task": "Kenji one", "priority": "high"}}},
		{"Seminar reading is done, please complete.", []string{"completeTask"}, []map[string]any{{"task": "Seminar reading"}}},
		{"Bank email, I sent it already. Mark done please.", []string{"completeTask"}, []map[string]any{{"task": "Bank email"}}},
		{"Tofu and noodles I already bought, please delete that task.", []string{"deleteTask"}, []map[string]any{{"task": "Tofu and noodles"}}},
		{"Please remove \"study\" tag from library task, only uni is enough.", []string{"untagTask"}, []map[string]any{{"task": "library task", "tags": []string{"study"}}}},
		{"Please call Aiko and ask her about the notes for me.", nil, nil},
		{"Please teach me weather of Glasgow tomorrow.", nil, nil},
		{"Every Tuesday 2pm is reading group, please add it as repeat every week.", []string{"createTask"}, []map[string]any{{"title": "reading group", "due": "2pm", "repeats": "Every Tuesday"}}},
		{"Please add task every Friday 6pm \"call home\", repeat weekly.", []string{"createTask"}, []map[string]any{{"title": "call home", "due": "6pm", "repeats": "every Friday"}}},
	})
}

// TestStop34TrialsOneFiftyEightOn, in our own words: the families of
// trials 158–160 (a teacher between lessons, a chatty hotel owner, a
// Korean-first designer).
func TestStop34TrialsOneFiftyEightOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"actually every tuesday and friday, the ferns are drying out", []string{"setRecurrence"}, []map[string]any{{"task": "it", "repeats": "every tuesday and friday"}}},
		{"actually 10:45, they moved it", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "10:45"}}},
		{"the poster — actually thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "the poster", "to": "thursday"}}},
		{"add to Orbit: build the icon set, medium priority, label ui-kit", []string{"createTask"}, []map[string]any{{"title": "build the icon set", "priority": "normal", "project": "Orbit", "tags": []string{"ui-kit"}}}},
		{"oops not yet, Mara wants changes. reopen it", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"please write down a note: the client prefers email to calls", []string{"createNote"}, nil},
		{"everything tagged ui-kit please make high priority", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "tag": "ui-kit"}}},
		{"Orbit: move beta milestone to feb 2", []string{"updateMilestone"}, []map[string]any{{"milestone": "beta", "due": "feb 2"}}},
		{"set high priority for everything in Orbit which is not done yet", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "project": "Orbit"}}},
		{"delete project Side Quest, I will do it next year", []string{"deleteProject"}, []map[string]any{{"project": "Side Quest"}}},
		{"summarize what is left for Orbit before the launch", []string{"queryTasks"}, []map[string]any{{"project": "Orbit"}}},
		{"everything due next thurs move to the mon after", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "next thurs", "to": "mon"}}},
		{"change the choir practice to 7pm from now on, they moved the hall booking", []string{"rescheduleTask"}, []map[string]any{{"task": "the choir practice", "to": "7pm"}}},
		{"text my sister to grab the kids at 4 today", nil, nil},
		{"reports marked finally!!", []string{"completeTask"}, []map[string]any{{"task": "mark reports"}}},
		{"the open evening went fine, tick it off", []string{"completeTask"}, []map[string]any{{"task": "the open evening"}}},
		{"add ring the school about the trip, next weds after school", []string{"createTask"}, []map[string]any{{"title": "ring the school about the trip", "due": "next weds afternoon"}}},
		{"training day mon 4th jan, just so i remember", []string{"createTask"}, []map[string]any{{"title": "training day", "due": "mon 4th jan"}}},
		{"Could you pop a reminder in for me to ring the electrician about the porch light, tomorrow morning please", []string{"createTask"}, []map[string]any{{"title": "ring the electrician about the porch light", "due": "tomorrow morning"}}},
		{"Right, a few things while I think of them: order the towels, book the boiler service by 20th January, and check the fire doors", []string{"createTask", "createTask", "createTask"}, nil},
		{"whats still outstanding on the housekeeping side?", []string{"queryTasks"}, []map[string]any{{"tag": "housekeeping"}}},
		{"Put a task in to get the spare keys cut before Friday", []string{"createTask"}, []map[string]any{{"title": "get the spare keys cut", "due": "the day before Friday"}}},
		{"Since Tom's away next week can you add a task for me to find cover for breakfasts, needs sorting by next Friday", []string{"createTask"}, []map[string]any{{"title": "find cover for breakfasts", "due": "next Friday"}}},
		{"Sam's been and fixed the boiler, you can tick that one off", []string{"completeTask"}, []map[string]any{{"task": "the boiler"}}},
		{"The fish order - I can't get to it til Thursday now, can you move it please", []string{"rescheduleTask"}, []map[string]any{{"task": "The fish order", "to": "Thursday"}}},
		{"Everything due on Tuesday the 8th, push it to Thursday the 10th would you, I'm away in Truro", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Tuesday the 8th", "to": "Thursday the 10th"}}},
		{"Delete the gutter task, the landlord sorted it himself", []string{"deleteTask"}, []map[string]any{{"task": "the gutter task"}}},
		{"Actually the 9th, he's not around on the 10th", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "the 9th", "sameMonth": true}}},
		{"Any of the garden jobs that haven't got a date, set them to the end of March", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "undated", "project": "garden", "to": "the end of March"}}},
		{"van one is urgent, needs doing by wed", []string{"rescheduleTask", "setPriority"}, nil},
	})
}
