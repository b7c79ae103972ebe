package grammar

import (
	"reflect"
	"testing"
)

// TestTrial5Families: the families a fifth new-user trial found, in our own
// words: slots said in plain words after a capture, several hashtags,
// asides after a reference, bookings for the speaker, edits said with
// "instead"/"same time"/"for now", milestone moves, lists for a day or
// under a project, two projects at once, quoted project names.
func TestTrial5Families(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan5
	}{
		{"remind me to wax the car saturday, tag weekend, low priority", []plan5{{"createTask", map[string]any{"title": "wax the car", "due": "saturday", "tags": []string{"weekend"}, "priority": "low"}}}},
		{"add: renew the permit by jan 9 tag it council", []plan5{{"createTask", map[string]any{"title": "renew the permit", "due": "jan 9", "tags": []string{"council"}}}}},
		{"add book the chimney sweep (high priority) thursday", []plan5{{"createTask", map[string]any{"title": "book the chimney sweep", "due": "thursday", "priority": "high"}}}},
		{"file the insurance claim by the 20th medium priority", []plan5{{"createTask", map[string]any{"title": "file the insurance claim", "due": "the 20th", "priority": "normal"}}}},
		{"'renew the lease' high pri, dec 12", []plan5{{"createTask", map[string]any{"title": "renew the lease", "due": "dec 12", "priority": "high"}}}},
		{"pay the plumber #house #money friday", []plan5{{"createTask", map[string]any{"title": "pay the plumber", "due": "friday", "tags": []string{"house", "money"}}}}},
		{"get rid of the hedge reminder, the gardener does it now", []plan5{{"deleteTask", map[string]any{"task": "the hedge reminder"}}}},
		{"delete the swim task, i cancelled the lessons", []plan5{{"deleteTask", map[string]any{"task": "the swim task"}}}},
		{"reply to Priya's email about the rota tomorrow", []plan5{{"createTask", map[string]any{"title": "reply to Priya's email about the rota", "due": "tomorrow"}}}},
		{"move the vet visit to saturday, same time", []plan5{{"rescheduleTask", map[string]any{"task": "the vet visit", "to": "saturday"}}}},
		{"make the boiler call monday at 9 instead", []plan5{{"rescheduleTask", map[string]any{"task": "the boiler call", "to": "monday at 9"}}}},
		{"push the plastering milestone back two weeks", []plan5{{"rescheduleTask", map[string]any{"task": "plastering milestone", "by": "two weeks"}}}},
		{"the plastering milestone should be jan 8 instead", []plan5{{"updateMilestone", map[string]any{"milestone": "plastering", "due": "jan 8"}}}},
		{"archive the allotment project for now", []plan5{{"archiveProject", map[string]any{"project": "allotment"}}}},
		{"the rent one can be medium priority actually", []plan5{{"setPriority", map[string]any{"task": "rent", "priority": "normal"}}}},
		{"show me everything that's high priority", []plan5{{"queryTasks", map[string]any{"priority": "high"}}}},
		{"create a project \"Spring Fair\" for the school stall", []plan5{{"createProject", map[string]any{"name": "Spring Fair", "notes": "for the school stall"}}}},
		{"friday: ring the garage, post the card, 4pm haircut", []plan5{
			{"createTask", map[string]any{"title": "ring the garage", "due": "friday"}},
			{"createTask", map[string]any{"title": "post the card", "due": "friday"}},
			{"createTask", map[string]any{"title": "haircut", "due": "friday 4pm"}}}},
		{"add tasks under loft conversion: order skylights, call the builder", []plan5{
			{"createTask", map[string]any{"title": "order skylights", "project": "loft conversion"}},
			{"createTask", map[string]any{"title": "call the builder", "project": "loft conversion"}}}},
		{"start a project Loft: new windows. oh and a project called Pond", []plan5{
			{"createProject", map[string]any{"name": "Loft", "notes": "new windows"}},
			{"createProject", map[string]any{"name": "Pond"}}}},
		{"add milestones frame up on mar 3 and roof finished on mar 20 to the loft project", []plan5{
			{"addMilestone", map[string]any{"title": "frame up", "due": "mar 3", "project": "loft"}},
			{"addMilestone", map[string]any{"title": "roof finished", "due": "mar 20", "project": "loft"}}}},
		{"the glazing milestone is done, tick that milestone off", []plan5{{"completeMilestone", map[string]any{"milestone": "glazing"}}}},
	} {
		p := Plan(tc.in)
		var got []plan5
		for _, st := range p.Steps {
			got = append(got, plan5{st.Tool, normal(st.Args)})
		}
		var want []plan5
		for _, w := range tc.steps {
			want = append(want, plan5{w.tool, normal(w.args)})
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", tc.in, got, want)
		}
	}
	// asking the speaker's booking of Pace changes nothing
	for _, in := range []string{"book me in for a massage", "book me the eye test online"} {
		if p := Plan(in); len(p.Steps) != 0 {
			t.Errorf("%q: %+v", in, p.Steps)
		}
	}
}

type plan5 struct {
	tool string
	args map[string]any
}
