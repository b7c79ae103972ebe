package grammar

import "testing"

// TestStop35Families, in our own words: the families left by stop 34's
// trials — what was finished asked as "show me everything I …", short
// priority words, a short day name inside a call, a duty "recorded" with
// its importance said as a clause, two labels at once, news that makes
// "it" done, "so that it reads", a milestone after a comma, "proj", and
// a bulk move said after the tasks it is for.
func TestStop35Families(t *testing.T) {
	checkTurns(t, []turnCase{
		{"show me everything I ticked off", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"can you list all the things i've completed this month", []string{"queryTasks"}, []map[string]any{{"since": "this month"}}},
		{"show me what I've done so far", []string{"queryTasks"}, []map[string]any{{"filter": "done"}}},
		{"renew the car tax by the 30th, hi prio", []string{"createTask"}, []map[string]any{{"title": "renew the car tax", "due": "the 30th", "priority": "high"}}},
		{"order the skip fri and make it low pri", []string{"createTask", "setPriority"}, []map[string]any{{"title": "order the skip", "due": "fri"}, {"task": "$1", "priority": "low"}}},
		{"ring grandad wed about the party food", []string{"createTask"}, []map[string]any{{"title": "ring grandad about the party food", "due": "wed"}}},
		{"Kindly record that I have to submit the expenses claim by Tuesday 8 December, and that it is of the utmost importance.", []string{"createTask"}, []map[string]any{{"title": "submit the expenses claim", "due": "Tuesday 8 December", "priority": "urgent"}}},
		{"I need to chase the valuation report by Monday, and it is of high importance", []string{"createTask"}, []map[string]any{{"title": "chase the valuation report", "due": "Monday", "priority": "high"}}},
		{"label the boiler service task both house and bills", []string{"tagTask"}, []map[string]any{{"task": "the boiler service task", "tags": []string{"house", "bills"}}}},
		{"tag the gutter job outdoor and ladder", []string{"tagTask"}, []map[string]any{{"task": "the gutter job", "tags": []string{"outdoor", "ladder"}}}},
		{"The signed lease has finally come back, so please tick it off.", []string{"completeTask"}, []map[string]any{{"task": "The signed lease"}}},
		{"the refund has been paid, mark it as done please", []string{"completeTask"}, []map[string]any{{"task": "refund"}}},
		{"Please rename the task \"email Jo\" so it says \"email Joanna about the rota\".", []string{"updateTask"}, []map[string]any{{"task": "email Jo", "title": "email Joanna about the rota"}}},
		{"create a new project Shed Build, with a milestone \"roof on\" due 12 Jan", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Shed Build"}, {"project": "$1", "title": "roof on", "due": "12 Jan"}}},
		{"put order the kit into the triathlon proj", []string{"createTask"}, []map[string]any{{"title": "order the kit", "project": "triathlon"}}},
		{"everything labelled garden kindly move to sunday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "garden", "to": "sunday"}}},
		{"all my tasks in the Attic project push back two days", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "project": "Attic", "by": "two days"}}},
	})
}

// TestStop35TrialsOneSixtyFourOn, in our own words: the families of trials
// 164–166 — "for me" is no project, a day with a clock before a colon, the
// last slot said with a full stop, a new project made for the task, a
// thing in a title swapped for another, an aside "don't let me forget", a
// milestone "of having" something, a quoted label, the bulk label and the
// bulk move said with "back to", the coming week, a summary of what is
// left.
func TestStop35TrialsOneSixtyFourOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"Could you add two things for me please: renew the bus pass on Thursday and return the drill", []string{"createTask", "createTask"}, []map[string]any{{"title": "renew the bus pass", "due": "Thursday"}, {"title": "return the drill"}}},
		{"Please give me a quick summary of what is still outstanding, grouped by project.", []string{"queryTasks"}, []map[string]any{{}}},
		{"add a task for Thursday at 14:15: phone the printers about the flyers, priority high, project Open Day.", []string{"createTask"}, []map[string]any{{"title": "phone the printers about the flyers", "due": "the Thursday at 14:15", "priority": "high", "project": "Open Day"}}},
		{"add order the banners, priority low, project Open Day.", []string{"createTask"}, []map[string]any{{"title": "order the banners", "priority": "low", "project": "Open Day"}}},
		{"Please add \"Sow the broad beans\" for Saturday, and put it in a new project called \"Veg Plot\".", []string{"createTask"}, []map[string]any{{"title": "Sow the broad beans", "due": "Saturday", "project": "Veg Plot"}}},
		{"Could you change the apple crumble to a rice pudding; the children asked for it.", []string{"updateTask"}, []map[string]any{{"task": "the apple crumble", "replace": "apple crumble", "with": "rice pudding"}}},
		{"change the oil to synthetic", []string{"createTask"}, []map[string]any{{"title": "change the oil to synthetic"}}},
		{"book the tyre fitting for the 9th dont let me forget, top priority", []string{"createTask"}, []map[string]any{{"title": "book the tyre fitting", "due": "the 9th", "priority": "urgent"}}},
		{"Please start a project called \"Loft Clear-out\", with a milestone of getting the boxes sorted by the 3rd of January.", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Loft Clear-out"}, {"project": "$1", "title": "the boxes sorted", "due": "the 3rd of January"}}},
		{"Would you label the gutter cleaning task \"outdoor\", please?", []string{"tagTask"}, []map[string]any{{"task": "the gutter cleaning task", "tags": []string{"outdoor"}}}},
		{"Please label all the tasks in the Loft Clear-out project \"weekend\".", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "Loft Clear-out", "tags": []string{"weekend"}}}},
		{"Please move everything due on Wednesday back to Thursday.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Wednesday", "to": "Thursday"}}},
		{"What have I got to do in the coming week?", []string{"queryTasks"}, []map[string]any{{"filter": "upcoming"}}},
	})
}

// TestStop35TexterAndSecondLanguageFamilies, in our own words: more of
// trials 164–166 — a project said first in "add to P job X", "these tasks:"
// after the project, a thing first and "do it D", a person who cannot come,
// why said after "the X one", "now" after a repetition, a count by label,
// "done, was great", a deadline "must be done until D", "also" after a
// project, "tasks of P with their dates", a project's tasks due on a day
// moved, two things done, the dated tasks moved on, a project made "for X,
// call it Y" keeping what it is for, and "put it in the P project" after a
// list or a capture.
func TestStop35TexterAndSecondLanguageFamilies(t *testing.T) {
	checkTurns(t, []turnCase{
		{"add to the loft job order the insulation rolls, tag it materials", []string{"createTask"}, []map[string]any{{"title": "order the insulation rolls", "project": "loft", "tags": []string{"materials"}}}},
		{"Please add to Spring Fair these tasks: print the flyers, hire the tables, and book the band by next Friday.", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "print the flyers", "project": "Spring Fair"}, {"title": "hire the tables", "project": "Spring Fair"}, {"title": "book the band", "project": "Spring Fair", "due": "next Friday"}}},
		{"the dentist one do it thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "dentist", "to": "thursday"}}},
		{"mr jones cant make friday move him to mon 2pm", []string{"rescheduleTask"}, []map[string]any{{"task": "mr jones", "to": "mon 2pm"}}},
		{"delete the gym one they shut it down", []string{"deleteTask"}, []map[string]any{{"task": "gym"}}},
		{"reopen the invoice one i sent the wrong amount", []string{"reopenTask"}, []map[string]any{{"task": "invoice"}}},
		{"recycling out every thurs night now", []string{"createTask"}, []map[string]any{{"title": "recycling out", "repeats": "every thurs night"}}},
		{"how many tasks ive got tagged urgent-ish", []string{"queryTasks"}, []map[string]any{{"tag": "urgent-ish"}}},
		{"school play done was great", []string{"completeTask"}, []map[string]any{{"task": "school play"}}},
		{"the venue contract must be done until Monday, can you put this date?", []string{"rescheduleTask"}, []map[string]any{{"task": "the venue contract", "to": "Monday"}}},
		{"Please show me all the tasks of Spring Fair with their dates.", []string{"queryTasks"}, []map[string]any{{"project": "Spring Fair"}}},
		{"Everything of Spring Fair that is due on Tuesday the 15th, please move it to Thursday 17.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "project": "Spring Fair", "day": "Tuesday the 15th", "to": "Thursday 17"}}},
		{"Is there something due today?", []string{"agenda"}, []map[string]any{{}}},
		{"The quote for the roof is done, and also the skip hire.", []string{"completeTask", "completeTask"}, []map[string]any{{"task": "The quote for the roof"}, {"task": "the skip hire"}}},
		{"Could you create a project for our wedding, call it Big Day.", []string{"createProject"}, []map[string]any{{"name": "Big Day", "notes": "for our wedding"}}},
		{"For the wedding I have to taste the cakes on Saturday at 3pm, put it in the Big Day project please.", []string{"createTask"}, []map[string]any{{"title": "taste the cakes", "due": "Saturday at 3pm", "project": "Big Day"}}},
		{"for the weekend I need to buy a tent", []string{"createTask"}, []map[string]any{{"title": "buy a tent", "due": "for the weekend"}}},
		{"Put the invitations task in the Big Day project too, and tag it with post.", []string{"updateTask", "tagTask"}, []map[string]any{{"task": "the invitations task", "project": "Big Day"}, {"task": "$1", "tags": []string{"post"}}}},
		{"show me all the garden jobs not done yet", []string{"queryTasks"}, []map[string]any{{"project": "garden"}}},
	})
}

// TestStop35TrialsOneSixtySevenOn, in our own words: the families of
// trials 167–169 — French spacing before a colon or question mark,
// "oups" and news before a request, "move inside", a repetition "not
// any more on D1 but on D2", "put them on D", "the tasks of the project
// P", "X is done, please mark it", reopened and "now due D", counts "in
// total", "what must I do", "my next deadline", "a summary of what is
// planned for D", a day of the month said as a number, "15th monthly",
// "prio high on that", "how many P tasks left", "text X done", "skip this
// wk, move to D", "the proj status for P", "add P milestone:", a clock in
// four digits, an arrow, milestones after "In this project,", "Add for
// the choir :", things done after "Done:", a note "for X:", a call Pace
// cannot make, brackets that say something, quoted names with a plural's
// apostrophe.
func TestStop35TrialsOneSixtySevenOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"Add for the orchestra : print the parts on friday.", []string{"createTask"}, []map[string]any{{"title": "print the parts", "due": "friday", "fileUnder": "orchestra"}}},
		{"How many tasks are still open in total ?", []string{"queryTasks"}, []map[string]any{{}}},
		{"Oups, it was not paid yet in fact. Please reopen it.", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"Make a new project \"Garage\" and move inside the tyre order and the MOT task.", []string{"createProject", "updateTask"}, []map[string]any{{"name": "Garage"}, {"project": "$1", "task": "the tyre order and the MOT task"}}},
		{"The swimming lesson, it is not anymore on monday but on thursday from now.", []string{"setRecurrence"}, []map[string]any{{"task": "The swimming lesson", "repeats": "every thursday"}}},
		{"Actually no, put them on friday instead.", []string{"rescheduleTask"}, []map[string]any{{"task": "them", "to": "friday"}}},
		{"Put all the tasks of the project Atlas in high priority.", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "project": "Atlas"}}},
		{"The visit to the notary is done, please mark it.", []string{"completeTask"}, []map[string]any{{"task": "The visit to the notary"}}},
		{"Reopen the Martin invoice, he found an error, it is now due thursday.", []string{"reopenTask", "rescheduleTask"}, []map[string]any{{"task": "the Martin invoice"}, {"task": "$1", "to": "thursday"}}},
		{"What must I do on monday ?", []string{"queryTasks"}, []map[string]any{{"day": "monday"}}},
		{"Give me a summary of what is planned for next week please.", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"pay the insurance every quarter on the 2, low priority", []string{"createTask"}, []map[string]any{{"title": "pay the insurance", "repeats": "every quarter on the 2nd", "priority": "low"}}},
		{"water meter reading 28th monthly", []string{"createTask"}, []map[string]any{{"title": "water meter reading", "repeats": "on the 28th of every month"}}},
		{"prio low on that", []string{"setPriority"}, []map[string]any{{"task": "it", "priority": "low"}}},
		{"how many anatomy tasks left?", []string{"queryTasks"}, []map[string]any{{"project": "anatomy"}}},
		{"text Jo done", []string{"completeTask"}, []map[string]any{{"task": "text Jo"}}},
		{"hoover the stairs — skip this wk, move to next sat", []string{"rescheduleTask"}, []map[string]any{{"task": "hoover the stairs", "to": "next sat"}}},
		{"whats the proj status for anatomy", []string{"projectStatus"}, []map[string]any{{"project": "the anatomy"}}},
		{"add anatomy milestone: spotter test 20 jan", []string{"addMilestone"}, []map[string]any{{"project": "anatomy", "title": "spotter test", "due": "20 jan"}}},
		{"journal club thu 1630", []string{"createTask"}, []map[string]any{{"title": "journal club", "due": "thu 16:30"}}},
		{"everything due mon → tue", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "mon", "to": "tue"}}},
		{"In this project, add the milestones : draft sent the 4 january, and proofs back the 18 january.", []string{"addMilestone", "addMilestone"}, []map[string]any{{"project": "this", "title": "draft sent", "due": "the 4 january"}, {"project": "this", "title": "proofs back", "due": "the 18 january"}}},
		{"Done: the risk assessment; coach booked; letters home.", []string{"completeTask", "completeTask", "completeTask"}, []map[string]any{{"task": "the risk assessment"}, {"task": "coach booked"}, {"task": "letters home"}}},
		{"Note for Mia Hart: settling in well, reading age up a year.", []string{"createNote"}, []map[string]any{{"title": "Mia Hart", "body": "settling in well, reading age up a year"}}},
		{"Could you phone the surgery about my results?", nil, nil},
		{"add order the cake for Sam (gluten free, no eggs!) by friday", []string{"createTask"}, []map[string]any{{"title": "order the cake for Sam (gluten free, no eggs!)", "due": "friday"}}},
		{"Rename the open day project to 'Y7 Parents' Open Day'", []string{"renameProject"}, []map[string]any{{"project": "open day", "name": "Y7 Parents' Open Day"}}},
	})
}

// TestThingNamedInNewTitle: "them" or "it" in a new task's title is the
// thing the request named before it.
func TestThingNamedInNewTitle(t *testing.T) {
	checkTurns(t, []turnCase{
		{"I have picked up the hire tools; please mark that done, and add a task to return them in two days.", []string{"completeTask", "createTask"}, []map[string]any{{"task": "pick up the hire tools"}, {"title": "return the hire tools", "due": "in two days"}}},
		{"mark the jumper done and add a task to take it back by friday", []string{"completeTask", "createTask"}, []map[string]any{{"task": "the jumper"}, {"title": "take the jumper back", "due": "friday"}}},
		{"add buy paint and use it on saturday", []string{"createTask"}, []map[string]any{{"title": "buy paint and use it", "due": "saturday"}}},
	})
}

// TestStop35TrialsOneSeventyOn, in our own words: the families of trials
// 170–172 — "put these in for me -", "got the X, tick it off", "new job -",
// "needs wrote up by", a milestone said after the thing ("…, add as a
// milestone for P"), "the X make it D not D2", "X isnt finished, … open it
// back up", "how many things left to do for P", a quoted title after a
// story, "everything that is in P, push one week later", "I did the X!! …
// mark it as done", "In the P project add these tasks:", "(label: x)", "Y
// asked me to X, please add this as a task", "to be every D instead of
// D2", "put X to low priority", "and when each one is due", "tagged with
// X", "all the projects that I have", "what I already completed", "X every
// D, can you add that?", "I'm starting X, can you set that up as a
// project?", "put the X one on D", "the X one is urgent, can you make it
// due D?", "I havent actually, … can you put it back?", "to Thursdays
// from now on", "…, I think …. Put it for D".
func TestStop35TrialsOneSeventyOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"put these in for me - buy 10 metres of pipe, return the saw to hire shop, ring the builder about the skip", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "buy 10 metres of pipe"}, {"title": "return the saw to hire shop"}, {"title": "ring the builder about the skip"}}},
		{"got the valve, tick it off", []string{"completeTask"}, []map[string]any{{"task": "the valve"}}},
		{"new job - Patel bathroom in Paisley", []string{"createProject"}, []map[string]any{{"name": "Patel bathroom in Paisley"}}},
		{"gas cert for 12 high st needs wrote up by friday, its urgent", []string{"createTask"}, []map[string]any{{"title": "gas cert for 12 high st", "due": "friday", "priority": "urgent"}}},
		{"cake tasting due 12th feb, add as a milestone for the wedding", []string{"addMilestone"}, []map[string]any{{"title": "cake tasting", "due": "12th feb", "project": "wedding"}}},
		{"actually the boiler quote make it friday not thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "the boiler quote", "to": "friday", "sameWeek": true}}},
		{"naw the second fix isnt done, sparky let us down. open it back up", []string{"reopenTask"}, []map[string]any{{"task": "the second fix"}}},
		{"how many things left to do for the bathroom", []string{"queryTasks"}, []map[string]any{{"project": "bathroom"}}},
		{"Every Friday we have group meeting and I present sometimes, so add a repeating task every friday \"check the rota\"", []string{"createTask"}, []map[string]any{{"title": "check the rota", "repeats": "every friday"}}},
		{"Everything that is in the Grant Report project, please push one week later, my supervisor is away", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "project": "Grant Report", "by": "one week"}}},
		{"I did the visa appointment!! went to the consulate this morning, you can mark it as done", []string{"completeTask"}, []map[string]any{{"task": "the visa appointment"}}},
		{"In the Grant Report project add these tasks: update the budget table, and send it to Marta on the 9th", []string{"createTask", "createTask"}, []map[string]any{{"title": "update the budget table", "project": "Grant Report"}, {"title": "send the budget table to Marta", "due": "the 9th", "project": "Grant Report"}}},
		{"Please remind me to water the orchid on Saturday (label: home)", []string{"createTask"}, []map[string]any{{"title": "water the orchid", "due": "Saturday", "tags": []string{"home"}}}},
		{"Marta asked me to check the reagent stock, please add this as a task for next Monday", []string{"createTask"}, []map[string]any{{"title": "check the reagent stock", "due": "next Monday"}}},
		{"Please change the seminar prep task to be every Thursday instead of Friday, the seminar moved", []string{"setRecurrence"}, []map[string]any{{"task": "the seminar prep task", "repeats": "every Thursday"}}},
		{"Please put \"book the hostel\" to low priority, maybe I stay with my cousin", []string{"setPriority"}, []map[string]any{{"task": "book the hostel", "priority": "low"}}},
		{"Which tasks are labelled with home?", []string{"queryTasks"}, []map[string]any{{"tag": "home"}}},
		{"Show me all the projects that I have", []string{"listProjects"}, []map[string]any{{}}},
		{"Jamie has football every Wednesday at 5, can you add that?", []string{"createTask"}, []map[string]any{{"title": "Jamie has football", "repeats": "every Wednesday", "due": "at 5"}}},
		{"I'm planning a garden room, can you set that up as a project?", []string{"createProject"}, []map[string]any{{"name": "garden room"}}},
		{"Put Sam's haircut one on Friday actually", []string{"rescheduleTask"}, []map[string]any{{"task": "Sam's haircut one", "to": "Friday"}}},
		{"the VAT return one is urgent, can you make it due monday?", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "VAT return", "to": "monday"}, {"task": "$1", "priority": "urgent"}}},
		{"Oh wait, I havent actually, the card was declined. Can you put it back?", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"Can you move Ella's ballet to Saturdays from now on? The class changed", []string{"setRecurrence"}, []map[string]any{{"task": "Ella's ballet", "repeats": "every Saturday"}}},
		{"I need to renew my driving licence, I think it runs out in March. Put it for next Tuesday", []string{"createTask"}, []map[string]any{{"title": "renew my driving licence", "due": "next Tuesday"}}},
	})
}

// TestStop35TrialsOneSeventyThreeOn, in our own words: the families of
// trials 173–175 — "must be finish by D", "P project add milestone -",
// "X change to only D1 and D2", "to repeat every", "new project X,
// milestones:", "remind me on D X", "text Y he is …" (a message),
// "which tasks high priority i have", "everything in P project tag with
// X", "what is my X schedule", "D1 + D2 every week", "ok just … then",
// "jot this down as a note:", "can u join my zoom and take notes",
// "make X recurring every", "w/ milestones", "followups:", "the X stuff",
// "based on my notes,", ", ooo fri", "didnt mean that", "X slipped a
// week", "tag it X not Y", "(the pies can wait til D)", "…, can you
// remind me of that weekly", "Put down X", an aside after a dash, "would
// you" said last, "I'm going to …, could you move …", "my X is D — please
// put that in and make it high priority", "Y says yes to the X … mark
// that one done", "another milestone,", "under the label X", "now? Just
// double checking!", "to Tuesdays instead of Mondays", "what can you tell
// me about the P project", a payment Pace cannot make.
func TestStop35TrialsOneSeventyThreeOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"add task clean van for inspection, must be finish by friday", []string{"createTask"}, []map[string]any{{"title": "clean van for inspection", "due": "friday"}}},
		{"citizenship project add milestone - forms sent, by 18th this month", []string{"addMilestone"}, []map[string]any{{"project": "citizenship", "title": "forms sent", "due": "18th this month"}}},
		{"swim change to only tuesday and thursday, monday pool is closed", []string{"setRecurrence"}, []map[string]any{{"task": "swim", "repeats": "every tuesday and thursday"}}},
		{"change yoga to repeat every wednesday", []string{"setRecurrence"}, []map[string]any{{"task": "yoga", "repeats": "every wednesday"}}},
		{"new project New car, milestones: pick model by 10th, pay deposit by 20th", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "New car"}, {"project": "$1", "title": "pick model", "due": "10th"}, {"project": "$1", "title": "pay deposit", "due": "20th"}}},
		{"remind me on friday send the timesheet, priority high", []string{"createTask"}, []map[string]any{{"title": "send the timesheet", "due": "friday", "priority": "high"}}},
		{"text Kasia she is on earlies next week", nil, nil},
		{"which tasks low priority i have?", []string{"queryTasks"}, []map[string]any{{"priority": "low"}}},
		{"everything in Garage project tag with tools", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "Garage", "tags": []string{"tools"}}}},
		{"what is my swim schedule?", []string{"queryTasks"}, []map[string]any{{"about": "swim", "question": "when is swim?"}}},
		{"add intervals mon + wed every week 7am, tag running", []string{"createTask"}, []map[string]any{{"title": "intervals", "repeats": "every mon and wed", "due": "7am", "tags": []string{"running"}}}},
		{"ok just intervals every monday at 7am then", []string{"createTask"}, []map[string]any{{"title": "intervals", "repeats": "every monday", "due": "at 7am"}}},
		{"jot this down as a note: initech call - want SSO, budget in Q2", []string{"createNote"}, []map[string]any{{"title": "Initech call", "body": "initech call - want SSO, budget in Q2"}}},
		{"can u join my 10am standup and take notes for me", nil, nil},
		{"make the team sync recurring every other tues", []string{"setRecurrence"}, []map[string]any{{"task": "the team sync", "repeats": "every other tues"}}},
		{"initech call went well, followups: send the contract, book the kickoff", []string{"createTask", "createTask"}, []map[string]any{{"title": "send the contract"}, {"title": "book the kickoff"}}},
		{"based on my planning notes, add a task to draft the roadmap by friday", []string{"createTask"}, []map[string]any{{"title": "draft the roadmap", "due": "friday"}}},
		{"push everything due thursday to friday, ooo thu", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "thursday", "to": "friday"}}},
		{"oops didnt mean that, undo", []string{"undo"}, []map[string]any{{}}},
		{"beta launch slipped a week, push it back", []string{"rescheduleTask"}, []map[string]any{{"task": "beta launch", "by": "a week"}}},
		{"actually tag it design not research", []string{"untagTask", "tagTask"}, []map[string]any{{"task": "it", "tags": []string{"research"}}, {"task": "$1", "tags": []string{"design"}}}},
		{"For the bake sale I need to buy flour, and make 3 trays of flapjack (the flapjack can wait til the 12th!)", []string{"createTask", "createTask"}, []map[string]any{{"title": "buy flour", "fileUnder": "bake sale"}, {"title": "make 3 trays of flapjack", "due": "the 12th", "fileUnder": "bake sale"}}},
		{"Every Tuesday I have to water the church plants, can you remind me of that weekly please", []string{"createTask"}, []map[string]any{{"title": "water the church plants", "repeats": "Every Tuesday"}}},
		{"Put down buy Tom's card by the 9th — he'll be 40, can you believe it! Tag it family please", []string{"createTask"}, []map[string]any{{"title": "buy Tom's card", "due": "the 9th", "tags": []string{"family"}}}},
		{"Rename the Choir project to Church Choir would you, sounds nicer", []string{"renameProject"}, []map[string]any{{"project": "Choir", "name": "Church Choir"}}},
		{"Oh dear, I'm going to my brother's on Thursday, could you move everything due Thursday to Friday please", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "Thursday", "to": "Friday"}}},
		{"Oh and my hearing test is Monday at 11am at the clinic — please put that in and make it high priority, I keep forgetting!!", []string{"createTask"}, []map[string]any{{"title": "hearing test at the clinic", "due": "Monday at 11am", "priority": "high"}}},
		{"Good morning! Jean says yes to the raffle prizes, hooray! Mark that one done please", []string{"completeTask"}, []map[string]any{{"task": "the raffle prizes"}}},
		{"Put all the bake sale jobs under the label church would you", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "bake sale", "tags": []string{"church"}}}},
		{"When is my hearing test now? Just double checking!", []string{"queryTasks"}, []map[string]any{{"about": "hearing test", "question": "When is my hearing test?"}}},
		{"Change the weekly bin check to Wednesdays instead of Tuesdays", []string{"setRecurrence"}, []map[string]any{{"task": "the weekly bin check", "repeats": "every Wednesday"}}},
		{"Could you pay the £20 for the school photos online for me?", nil, nil},
	})
}

// TestStop35TrialsOneSeventySixOn, in our own words: the families of
// trials 176–178 — "I done X already, tick it" (the X, not the task in
// focus), "X, I done it, mark complete", "actually D, <why>", "X should
// go back on D rather than D2", "the X deadline has moved; please change
// it to D instead of D2", "X change to every D not D2", "a weekly task to
// X every D", "Both should be tagged X", "Please record it as due on D",
// "X went well; please mark it done", "and which one is due first",
// "Everything tagged X that is still open should be high priority", "the
// P project, with its tasks and milestones", "Summarise what remains open
// in P", "its due fri", "tues n thurs", "wen i get paid", "w a milestone
// for the X", "got my X sorted today, tick it off", "add another X",
// "add next milestone", "very important put it high", "put it repeating
// weekly monday 9am", "around 19 jan", "all X tasks make them …", "all
// tasks tagged X delete them, <why>", "on the X task put note:".
func TestStop35TrialsOneSeventySixOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"I done the delivery with Kemal already, tick it", []string{"completeTask"}, []map[string]any{{"task": "the delivery with Kemal"}}},
		{"the order from Makro, I done it, mark complete", []string{"completeTask"}, []map[string]any{{"task": "the order from Makro"}}},
		{"actually thursday, wednesday the chef is off", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "thursday"}}},
		{"Actually, the library books should go back on Tuesday the 15th rather than Monday.", []string{"rescheduleTask"}, []map[string]any{{"task": "the library books", "to": "Tuesday the 15th"}}},
		{"The budget report deadline has moved; please change it to Friday instead of Thursday.", []string{"rescheduleTask"}, []map[string]any{{"task": "The budget report", "to": "Friday", "sameWeek": true}}},
		{"cleaning rota change to every friday not thursday", []string{"setRecurrence"}, []map[string]any{{"task": "cleaning rota", "repeats": "every friday"}}},
		{"Add a weekly task to water the office plants every Friday afternoon.", []string{"createTask"}, []map[string]any{{"title": "water the office plants", "repeats": "every Friday afternoon"}}},
		{"I need to renew Father's blue badge with the council. Please record it as due on Thursday, and tag it \"father\".", []string{"createTask"}, []map[string]any{{"title": "renew Father's blue badge with the council", "due": "Thursday", "tags": []string{"father"}}}},
		{"The dentist visit went well; please mark it done, and add a task to book the next check-up in six months.", []string{"completeTask", "createTask"}, []map[string]any{{"task": "The dentist visit"}, {"title": "book the next check-up", "due": "in six months"}}},
		{"How many tasks are there in the Archive project, and which one is due first?", []string{"queryTasks"}, []map[string]any{{"project": "Archive"}}},
		{"Everything tagged \"father\" that is still open should be high priority, please.", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "tag": "father"}}},
		{"Summarise what remains open in the Archive project.", []string{"queryTasks"}, []map[string]any{{"project": "Archive"}}},
		{"yo add my welding portfolio for college, its due mon", []string{"createTask"}, []map[string]any{{"title": "my welding portfolio for college", "due": "mon"}}},
		{"gym every mon n wed 7pm", []string{"createTask"}, []map[string]any{{"title": "gym", "repeats": "every mon and wed", "due": "7pm"}}},
		{"move the insurance to the 30th wen i get paid", []string{"rescheduleTask"}, []map[string]any{{"task": "the insurance", "to": "the 30th"}}},
		{"new project car fund w a milestone for the first grand on 1 april", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "car fund"}, {"project": "$1", "title": "first grand", "due": "1 april"}}},
		{"got my tyres sorted today, tick it off", []string{"completeTask"}, []map[string]any{{"task": "my tyres"}}},
		{"add another shift sun 10 till 2", []string{"createTask"}, []map[string]any{{"title": "shift", "due": "sun 10 till 2"}}},
		{"I must pay the business rates before 20 december, very important put it high", []string{"createTask"}, []map[string]any{{"title": "pay the business rates", "due": "the day before 20 december", "priority": "high"}}},
		{"all terrace tasks make them high priority", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "project": "terrace"}}},
		{"all tasks tagged drinks delete them, the supplier does it now", []string{"bulkTasks"}, []map[string]any{{"action": "delete", "tag": "drinks"}}},
		{"on the cleaning rota task put note: Emre covers Fridays", []string{"appendNote"}, []map[string]any{{"note": "the cleaning rota task", "text": "Emre covers Fridays"}}},
	})
}

// TestStop35TrialsOneSeventyNineOn, in our own words: the families of
// trials 179–181 — "oh I forgot, …, add it pls", "add a task under P to
// X", "then edit them" (the thing the capture before named), "starting
// january", "sometime this week", ". milestones are", "X should be done
// by D actually", "…, <why>" after a bulk move, "Im starting a project
// called X, <what>", "everything tagged X thats not done yet, make it …",
// "Y paid! you can cross that one off", "my highest priority thing",
// "make a note that I must …" (a task), "which falls on …; I should like
// it posted by D, so let that be the due date", "please set that up as a
// weekly task", "I have telephoned X, as planned; you may tick that off",
// "make a note, not a task, of the following:", "a project for X, named
// \"Y\", with a milestone \"Z\" for D", "I have not in fact posted X …
// put it back", "10am only", "add milestone under P - X", "X is not
// tomorrow, do it on monday itself", "… coming on D. create project …",
// "actually 11th dec, <why>", "X not done yet, … kindly reopen", "what's
// there with X label", "X got done yesterday. mark complete", "my overdue
// things", "show P project status", "to weekdays only", yearly on a day
// said before its month.
func TestStop35TrialsOneSeventyNineOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"oh I forgot, the Lee family shoot is thursday at 2pm at the beach, add it pls", []string{"createTask"}, []map[string]any{{"title": "the Lee family shoot at the beach", "due": "thursday at 2pm"}}},
		{"add a task under studio move to book the electrician", []string{"createTask"}, []map[string]any{{"title": "book the electrician", "project": "studio move"}}},
		{"add: back up the wedding cards tonight, then file them by friday", []string{"createTask", "createTask"}, []map[string]any{{"title": "back up the wedding cards", "due": "tonight"}, {"title": "file the wedding cards", "due": "friday"}}},
		{"every month on the 5th remind me to pay the storage unit, starting february", []string{"createTask"}, []map[string]any{{"title": "pay the storage unit", "repeats": "every month on the 5th"}}},
		{"remind me to buy tape and to print labels, both sometime this week", []string{"createTask", "createTask"}, []map[string]any{{"title": "buy tape", "due": "the end of this week"}, {"title": "print labels", "due": "the end of this week"}}},
		{"hire the van should be done by jan 3 actually", []string{"rescheduleTask"}, []map[string]any{{"task": "hire the van", "to": "jan 3"}}},
		{"move everything due monday to tuesday, monday is a travel day", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "monday", "to": "tuesday"}}},
		{"Im starting a project called Darkroom, its the old garage out back", []string{"createProject"}, []map[string]any{{"name": "Darkroom", "notes": "the old garage out back"}}},
		{"everything tagged editing thats not done yet, make it high priority", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "tag": "editing"}}},
		{"Patel paid! you can cross that one off", []string{"completeTask"}, []map[string]any{{"task": "Patel"}}},
		{"whats my most urgent thing right now?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"I should be grateful if you would make a note that I must ring the vicar on Thursday afternoon about the rota.", []string{"createTask"}, []map[string]any{{"title": "ring the vicar about the rota", "due": "Thursday afternoon"}}},
		{"Please remind me to send a card to my grandson Thomas for his birthday, which falls on the 20th of December; I should like the card posted by the 16th, so let that be the due date.", []string{"createTask"}, []map[string]any{{"title": "send a card to my grandson Thomas for his birthday", "due": "the 16th"}}},
		{"Every Saturday morning I feed the fish in the pond; please set that up as a weekly task, and tag it \"garden\".", []string{"createTask"}, []map[string]any{{"title": "feed the fish in the pond", "repeats": "Every Saturday morning", "tags": []string{"garden"}}}},
		{"I have telephoned the optician this morning, as planned; you may tick that off.", []string{"completeTask"}, []map[string]any{{"task": "telephoned the optician"}}},
		{"Please make a note, not a task, of the following: the vicar's new number is 01632 960111.", []string{"createNote"}, []map[string]any{{"title": "Vicar's new number", "body": "the vicar's new number is 01632 960111"}}},
		{"Please create a project for the orchard, named \"Orchard 2027\", with a milestone \"Pruning finished\" for the 28th of February.", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Orchard 2027"}, {"project": "$1", "title": "Pruning finished", "due": "the 28th of February"}}},
		{"Oh dear; I have not in fact posted the card to Thomas, for it is still in my coat pocket. Please put it back on the list.", []string{"reopenTask"}, []map[string]any{{"task": "the card to Thomas"}}},
		{"also add - renew passport photos at Boots on friday 11am only", []string{"createTask"}, []map[string]any{{"title": "renew passport photos at Boots", "due": "friday 11am"}}},
		{"add milestone under House Hunt - mortgage offer received, by 15 jan", []string{"addMilestone"}, []map[string]any{{"project": "House Hunt", "title": "mortgage offer received", "due": "15 jan"}}},
		{"actually standup notes is not tomorrow, do it on tuesday itself", []string{"rescheduleTask"}, []map[string]any{{"task": "standup notes", "to": "tuesday"}}},
		{"Cousins coming on 22nd dec. create project Cousins Visit, with milestones: guest room ready by 20 dec, station pickup on 22 dec", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "Cousins Visit"}, {"project": "$1", "title": "guest room ready", "due": "20 dec"}, {"project": "$1", "title": "station pickup", "due": "22 dec"}}},
		{"actually 14th dec, rent comes on 13th", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "14th dec"}}},
		{"sorry, deploy script not done yet, tests failed. kindly reopen", []string{"reopenTask"}, []map[string]any{{"task": "deploy script"}}},
		{"what's there with urgent-ish label?", []string{"queryTasks"}, []map[string]any{{"tag": "urgent-ish"}}},
		{"visa photos got done yesterday. mark complete", []string{"completeTask"}, []map[string]any{{"task": "visa photos"}}},
		{"what are my overdue things?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"show house hunt project status, how much is done?", []string{"projectStatus"}, []map[string]any{{"project": "house hunt"}}},
		{"change the backup check to weekdays only, not weekends", []string{"setRecurrence"}, []map[string]any{{"task": "the backup check", "repeats": "every weekday"}}},
		{"add renew the breakdown cover every year on 3rd march, low priority", []string{"createTask"}, []map[string]any{{"title": "renew the breakdown cover", "repeats": "every year on 3rd march", "priority": "low"}}},
	})
}

// TestStop35TrialsOneEightyTwoOn, in our own words: the families of
// trials 182–184 — "thats important af", "D1 D2 n D3 6am every week",
// "add to the X task: …" (its notes), music Pace cannot play, "…, kindly"
// and "inshallah" in names, "the X one tag Y", a reason after a move,
// "the X every D, change it to T", "everything with label X, please make
// it due D", "X had better be D rather than D2", "Tuesday's X", "I should
// like to be reminded to", "Y has asked me to X; do put that down", "I
// telephone …", "they must go out by D at the latest", "with milestones
// for the …".
func TestStop35TrialsOneEightyTwoOn(t *testing.T) {
	checkTurns(t, []turnCase{
		{"renew the tax disc before the 20th, thats important af", []string{"createTask"}, []map[string]any{{"title": "renew the tax disc", "due": "the day before the 20th", "priority": "high"}}},
		{"swim tue n thu 7am every week", []string{"createTask"}, []map[string]any{{"title": "swim", "repeats": "tue and thu", "due": "7am"}}},
		{"add to the boiler task: engineer said £90 for the part", []string{"appendNote"}, []map[string]any{{"note": "the boiler task", "text": "engineer said £90 for the part"}}},
		{"put some jazz on", nil, nil},
		{"I want to start a project called Umrah Fund, kindly", []string{"createProject"}, []map[string]any{{"name": "Umrah Fund"}}},
		{"Also add a milestone for the Umrah project - save £2000 by end of March inshallah", []string{"addMilestone"}, []map[string]any{{"project": "Umrah", "title": "save £2000", "due": "end of March"}}},
		{"The Sara one tag staff please", []string{"tagTask"}, []map[string]any{{"task": "Sara", "tags": []string{"staff"}}}},
		{"Please push the CPD log to 20 January, I want to do it properly", []string{"rescheduleTask"}, []map[string]any{{"task": "the CPD log", "to": "20 January"}}},
		{"The Arabic class every Sunday, change it to 10am, the teacher changed time", []string{"rescheduleTask"}, []map[string]any{{"task": "The Arabic class", "to": "10am"}}},
		{"Everything with label stock, please make it due this Thursday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "tag": "stock", "to": "this Thursday"}}},
		{"Actually, the river walk had better be Sunday rather than Saturday, as rain is forecast.", []string{"rescheduleTask"}, []map[string]any{{"task": "the river walk", "to": "Sunday", "sameWeek": true}}},
		{"Please move Monday's physio appointment to Tuesday at 11am instead.", []string{"rescheduleTask"}, []map[string]any{{"task": "the physio appointment", "to": "Tuesday at 11am"}}},
		{"I should also like to be reminded to telephone the solicitor on Friday at 2pm.", []string{"createTask"}, []map[string]any{{"title": "telephone the solicitor", "due": "Friday at 2pm"}}},
		{"Would you kindly add a task to send the minutes to the members; they must go out by Thursday the 10th at the latest.", []string{"createTask"}, []map[string]any{{"title": "send the minutes to the members", "due": "Thursday the 10th"}}},
		{"Please set up a project for the AGM, with milestones for the accounts by the 5th and the notices out by the 12th.", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "AGM"}, {"project": "$1", "title": "accounts", "due": "the 5th"}, {"project": "$1", "title": "the notices out", "due": "the 12th"}}},
	})
}
