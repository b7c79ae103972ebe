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
