package grammar

import (
	"reflect"
	"testing"
)

// TestHundredSeventhToHundredNinthTrialFamilies, in our own words: the
// tasks that repeat asked for ("show my recurring jobs", "which tasks
// repeat"); which projects are archived; "what progress have I made on
// P"; "move the task to <do something> into P"; a new interval said with
// the old one ("every two weeks rather than every week", "fortnightly, not
// weekly"); "X needs doing by D, put it in P @l" (a to-do when no task is
// X, then filed and labelled); "make X 8am not 7" and "change X to 9am not
// 8"; "add @l to X"; "change the P description to …" without "'s"; a card
// payment; "put <to-do> in P" keeps no "put"; "and also <an
// appointment>" takes no verb from the item before; "when is/which room
// is <thing> meeting" asks about that thing, never the calendar's day.
func TestHundredSeventhToHundredNinthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"show me my recurring jobs", "queryTasks", map[string]any{"filter": "repeating"}},
		{"list repeating tasks", "queryTasks", map[string]any{"filter": "repeating"}},
		{"which of my chores repeat?", "queryTasks", map[string]any{"filter": "repeating"}},
		{"what have i got on repeat", "queryTasks", map[string]any{"filter": "repeating"}},
		{"What projects have we archived?", "listProjects", map[string]any{"archived": true}},
		{"which projects are shelved", "listProjects", map[string]any{"archived": true}},
		{"What progress have we made on the loft conversion project?", "projectStatus", map[string]any{"project": "the loft conversion"}},
		{"how much progress is there on Allotment", "projectStatus", map[string]any{"project": "Allotment"}},
		{"Kindly move the task to ring the accountant into the Tax project.", "updateTask", map[string]any{"task": "ring the accountant", "fileUnder": "Tax"}},
		{"put the reminder about the smoke alarms under house", "updateTask", map[string]any{"task": "the smoke alarms", "fileUnder": "house"}},
		{"Would you make the hedge trimming task every three weeks rather than every fortnight?", "setRecurrence", map[string]any{"task": "the hedge trimming task", "repeats": "every three weeks"}},
		{"set my swim every other day", "setRecurrence", map[string]any{"task": "my swim", "repeats": "every other day"}},
		{"make the recycling fortnightly, not weekly", "setRecurrence", map[string]any{"task": "the recycling", "repeats": "fortnightly"}},
		{"the school trip form needs doing by wed", "rescheduleTask", map[string]any{"task": "the school trip form", "to": "wed", "orCreate": true}},
		{"the vet is now thursday", "rescheduleTask", map[string]any{"task": "the vet", "to": "thursday"}},
		{"change the school run to 8am not 9", "rescheduleTask", map[string]any{"task": "the school run", "to": "8am"}},
		{"add @garden to the compost task", "tagTask", map[string]any{"task": "the compost task", "tags": []any{"garden"}}},
		{"put @kids @school on the costume", "tagTask", map[string]any{"task": "the costume", "tags": []any{"kids", "school"}}},
		{"change the patio job description to slabs, drainage and lights", "describeProject", map[string]any{"project": "patio job", "description": "slabs, drainage and lights"}},
		{"set the shed project description to new felt roof", "describeProject", map[string]any{"project": "shed", "description": "new felt roof"}},
		{"update the description for Allotment: raised beds", "describeProject", map[string]any{"project": "Allotment", "description": "raised beds"}},
		{"put order printer ink in Office project for monday @work", "createTask", map[string]any{"title": "order printer ink", "project": "Office", "due": "monday", "tags": []any{"work"}}},
		{"when is parents meeting for Tom?", "queryTasks", map[string]any{"about": "parents", "question": "when is parents meeting for Tom?"}},
		{"when is open evening for Tom?", "queryTasks", map[string]any{"about": "open", "question": "when is open evening for Tom?"}},
		{"which room is the governors meeting?", "askNotes", map[string]any{"question": "which room is the governors meeting?"}},
		{"I need to order seed trays", "createTask", map[string]any{"title": "order seed trays"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	wantDeclined(t, "pay the scaffolding invoice on the company card")
	wantDeclined(t, "add kitchen roll to my asda basket")
	wantDeclined(t, "decline Priya's calendar invite") // another person's thing in another app
	if p := Plan("add buy flowers for Gran on 20 december and also eye appointment for Sam next tuesday 3pm"); len(p.Steps) != 2 || p.Steps[1].Args["title"] != "eye appointment for Sam" {
		t.Errorf("an appointment after \"and also\": %+v", p.Steps)
	}
	if p := Plan("call the plumber tomorrow and the electrician on monday"); len(p.Steps) != 2 || p.Steps[1].Args["title"] != "call the electrician" {
		t.Errorf("a shared verb still shared: %+v", p.Steps)
	}
	p := Plan("the nativity costume needs doing by thurs, put it in kids stuff @kids")
	wantSteps := []struct {
		tool string
		args map[string]any
	}{
		{"rescheduleTask", map[string]any{"task": "the nativity costume", "to": "thurs", "orCreate": true}},
		{"updateTask", map[string]any{"task": "$1", "fileUnder": "kids stuff"}},
		{"tagTask", map[string]any{"task": "$2", "tags": []any{"kids"}}},
	}
	if len(p.Steps) != len(wantSteps) {
		t.Fatalf("needs doing, put it in: %+v", p.Steps)
	}
	for i, w := range wantSteps {
		if p.Steps[i].Tool != w.tool || !reflect.DeepEqual(normal(p.Steps[i].Args), normal(w.args)) {
			t.Errorf("needs doing, put it in, step %d: %+v, want %s %v", i+1, p.Steps[i], w.tool, w.args)
		}
	}
	wantTools(t, "move the quote to friday and put it in work", "rescheduleTask", "updateTask")
}
