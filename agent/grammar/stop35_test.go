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
