package grammar

import (
	"reflect"
	"testing"
)

// TestStop33Families, in our own words: emoji standing for things in a
// list ("buy 🥛 and 🍞") stay in the title while an emoji after a finished
// sentence still ends it; lines of a message that are no request of their
// own are one more thing like the first line; a message to someone about a
// moved event is no move of a task; counts of a day's, a period's or all
// the open tasks; the busiest day of a week.
func TestStop33Families(t *testing.T) {
	for _, tc := range []struct {
		in    string
		tools []string
		args  []map[string]any
	}{
		{"get 🍌 and 🥚 on saturday", []string{"createTask"}, []map[string]any{{"title": "get 🍌 and 🥚", "due": "saturday"}}},
		{"buy 🧀 tonight", []string{"createTask"}, []map[string]any{{"title": "buy 🧀", "due": "tonight"}}},
		{"get oat milk and 🍌", []string{"createTask"}, []map[string]any{{"title": "get oat milk and 🍌"}}},
		{"the gutters are cleaned 👍", []string{"completeTask"}, []map[string]any{{"task": "clean the gutters"}}},
		{"order printer ink\nand also paper", []string{"createTask", "createTask"}, []map[string]any{{"title": "order printer ink"}, {"title": "order paper"}}},
		{"buy stamps\nenvelopes\nand parcel tape", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "buy stamps"}, {"title": "buy envelopes"}, {"title": "buy parcel tape"}}},
		{"send an email to Priya to tell her the book club has been moved to Thursday", nil, nil},
		{"could you write a message to the caretaker saying the meeting has moved to monday", nil, nil},
		{"how many tasks do I have on thursday", []string{"queryTasks"}, []map[string]any{{"day": "thursday"}}},
		{"how many jobs have we got due tomorrow", []string{"queryTasks"}, []map[string]any{{"day": "tomorrow"}}},
		{"how many things are there this week", []string{"queryTasks"}, []map[string]any{{"filter": "this week"}}},
		{"how many tasks have I got at the moment", []string{"queryTasks"}, []map[string]any{{}}},
		{"how many todos are still open", []string{"queryTasks"}, []map[string]any{{}}},
		{"what's my busiest day next week?", []string{"queryTasks"}, []map[string]any{{"busiest": true, "filter": "next week"}}},
		{"which day is the busiest this week", []string{"queryTasks"}, []map[string]any{{"busiest": true, "filter": "this week"}}},
		{"when am I busiest", []string{"queryTasks"}, []map[string]any{{"busiest": true, "filter": "upcoming"}}},
		{"how many tasks are there in the Allotment project", []string{"queryTasks"}, []map[string]any{{"project": "Allotment"}}},
	} {
		p := Plan(tc.in)
		var tools []string
		var args []map[string]any
		for _, st := range p.Steps {
			tools = append(tools, st.Tool)
			args = append(args, st.Args)
		}
		if !reflect.DeepEqual(tools, tc.tools) || !reflect.DeepEqual(args, tc.args) {
			t.Errorf("%q:\n got %v %v (note %q)\nwant %v %v", tc.in, tools, args, p.Note, tc.tools, tc.args)
		}
	}
}
