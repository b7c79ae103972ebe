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
