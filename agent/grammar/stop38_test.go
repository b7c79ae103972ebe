package grammar

import "testing"

// TestStop38Families, in our own words: the families of stop 37's known
// misses — a task's due date changed by its name with "'s due date", "due
// date to", "due date should be"; "the due date" of the task just said; a
// project's due date left to the project; a task said with "email" in its
// name changed with a priority beside it; "make the X friday" added when
// no task is X (rescheduleTask orCreate); "tick X", "tick that off and Y",
// "strike that off"; a task put off ("push", "postpone") to a bare weekday
// never moved back before its due date (rescheduleTask later).
func TestStop38Families(t *testing.T) {
	checkTurns(t, []turnCase{
		{"change the vet visit's due date to wednesday", []string{"rescheduleTask"}, []map[string]any{{"task": "vet visit", "to": "wednesday"}}},
		{"change renew the permit due date to the 14th", []string{"rescheduleTask"}, []map[string]any{{"task": "renew the permit", "to": "the 14th"}}},
		{"the quarterly report due date should be next friday", []string{"rescheduleTask"}, []map[string]any{{"task": "quarterly report", "to": "next friday"}}},
		{"set the due date to tuesday", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "tuesday"}}},
		{"move the tenant letter to saturday and make it high priority", []string{"rescheduleTask", "setPriority"}, nil},
		{"change the landlord email to due next friday and make it low priority", []string{"rescheduleTask", "setPriority"}, nil},
		{"make the eye test appointment friday", []string{"rescheduleTask"}, []map[string]any{{"task": "the eye test appointment", "to": "friday", "orCreate": true}}},
		{"make the interview monday", []string{"rescheduleTask"}, []map[string]any{{"task": "the interview", "to": "monday", "orCreate": true}}},
		{"actually make the interview monday", []string{"rescheduleTask"}, []map[string]any{{"task": "the interview", "to": "monday"}}},
		{"tick the gutters", []string{"completeTask"}, []map[string]any{{"task": "the gutters"}}},
		{"ok tick that please", []string{"completeTask"}, []map[string]any{{"task": "that"}}},
		{"tick that off and the hedge too", []string{"completeTask"}, []map[string]any{{"task": "that and the hedge"}}},
		{"strike that off", []string{"completeTask"}, []map[string]any{{"task": "that"}}},
		{"strike off the recycling", []string{"completeTask"}, []map[string]any{{"task": "the recycling"}}},
		{"push the tax return to monday", []string{"rescheduleTask"}, []map[string]any{{"task": "the tax return", "to": "monday", "later": true}}},
		{"please postpone the haircut till friday", []string{"rescheduleTask"}, []map[string]any{{"task": "the haircut", "to": "friday", "later": true}}},
		{"move the haircut to friday", []string{"rescheduleTask"}, []map[string]any{{"task": "the haircut", "to": "friday"}}},
	})
	for _, in := range []string{"delete all the promo emails in my inbox", "move the newsletter emails to the archive folder"} {
		if p := PlanAsTurn(in); len(p.Steps) != 0 {
			t.Errorf("%q: %+v, want it declined", in, p.Steps)
		}
	}
}
