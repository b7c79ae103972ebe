package grammar

import "testing"

// TestStop50Lists, in our own words: one line that names its items after a
// head and a colon — milestones of the project the head names, tasks of a
// project the head makes, tasks that take the head's project and day, a
// topic head that is context only, a closing "all under …", days alone
// titled by the head, and a day of the month closing an item.
func TestStop50Lists(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"add the loft milestones to the attic project: joists in by 4 jan, boarding done 20th jan, electrics signed off end of feb",
			[]string{"addMilestone", "addMilestone", "addMilestone"},
			[]map[string]any{{"project": "attic", "title": "joists in", "due": "4 jan"}, {"project": "attic", "title": "boarding done", "due": "20th jan"}, {"project": "attic", "title": "electrics signed off", "due": "end of feb"}}},
		{"please add these milestones to the First Aid Course project: Unit A bandaging by 1/12, Unit B burns and scalds by 1/19",
			[]string{"addMilestone", "addMilestone"},
			[]map[string]any{{"project": "First Aid Course", "title": "Unit A bandaging", "due": "1/12"}, {"project": "First Aid Course", "title": "Unit B burns and scalds", "due": "1/19"}}},
		{"new project Easter: buy eggs by 2nd april, hide the eggs 4th, invite the cousins this weekend",
			[]string{"createProject", "createTask", "createTask", "createTask"},
			[]map[string]any{{"name": "Easter"}, {"title": "buy eggs", "project": "Easter", "due": "2nd april"}, {"title": "hide the eggs", "project": "Easter", "due": "the 4th"}, {"title": "invite the cousins", "project": "Easter", "due": "this weekend"}}},
		{"add for tomorrow under website refresh: draft the copy, pick photos, email the designer",
			[]string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "draft the copy", "project": "website refresh", "due": "tomorrow"}, {"title": "pick photos", "project": "website refresh", "due": "tomorrow"}, {"title": "email the designer", "project": "website refresh", "due": "tomorrow"}}},
		{"budget review prep: pull the numbers by tue, book a room for thurs, draft the summary. all under a project called finance",
			[]string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "pull the numbers", "project": "finance", "due": "tue"}, {"title": "book a room", "project": "finance", "due": "thurs"}, {"title": "draft the summary", "project": "finance"}}},
		{"week ahead: expenses mon, team lunch fri 1pm, renew badge thurs",
			[]string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "expenses", "due": "mon"}, {"title": "team lunch", "due": "fri 1pm"}, {"title": "renew badge", "due": "thurs"}}},
		{"please add my physio sessions: Monday 10am to 11am, Wednesday 10am to 11am and Friday 2pm to 3pm",
			[]string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "physio session", "due": "Monday 10am to 11am"}, {"title": "physio session", "due": "Wednesday 10am to 11am"}, {"title": "physio session", "due": "Friday 2pm to 3pm"}}},
		// a description stays one; a change is not a list; a note stays a note
		{"create a project Garden Room: a quiet office at the bottom of the garden", []string{"createProject"},
			[]map[string]any{{"name": "Garden Room", "notes": "a quiet office at the bottom of the garden"}}},
		{"add 2 tasks: sweep the yard and fix the gate", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "sweep the yard"}, {"title": "fix the gate"}}},
		// a day of the month closing a capture
		{"add post the parcel 14th", []string{"createTask"}, []map[string]any{{"title": "post the parcel", "due": "the 14th"}}},
		{"add book a table for dad's 60th", []string{"createTask"}, []map[string]any{{"title": "book a table for dad's 60th"}}},
		{"add plan our 10th", []string{"createTask"}, []map[string]any{{"title": "plan our 10th"}}},
	})
}
