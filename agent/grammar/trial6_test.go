package grammar

import (
	"reflect"
	"testing"
)

// TestTrial6Families: the sixth trial's families in our own words: a
// quoted title with its slots after it, a project described in a second
// sentence, "N tasks for <day>:", repetitions said as adjectives or with a
// plural noun first, a remark sentence before a request, a pronoun-only
// report before the real one, milestones moved "earlier, to D", a
// project's everything, a project made and deleted in one breath.
func TestTrial6Families(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan5
	}{
		{`add "Learn scales" to piano, repeating every day`, []plan5{{"createTask", map[string]any{"title": "Learn scales", "fileUnder": "piano", "repeats": "every day"}}}},
		{`Add task "Order cake" to the party project, due Mar 3, top priority`, []plan5{{"createTask", map[string]any{"title": "Order cake", "project": "party", "due": "Mar 3", "priority": "urgent"}}}},
		{`add "Renew the domain" to side gig, due Dec 10, high prioirty`, []plan5{{"createTask", map[string]any{"title": "Renew the domain", "fileUnder": "side gig", "due": "Dec 10", "priority": "high"}}}},
		{"New project: Italian lessons. Goal is to order dinner in Rome", []plan5{{"createProject", map[string]any{"name": "Italian lessons", "notes": "Goal is to order dinner in Rome"}}}},
		{"Create a project called Loft Conversion. Description: a new floor", []plan5{{"createProject", map[string]any{"name": "Loft Conversion", "notes": "a new floor"}}}},
		{"add two tasks for tomorrow: ring Bo and fix the gate", []plan5{
			{"createTask", map[string]any{"title": "ring Bo", "due": "tomorrow"}},
			{"createTask", map[string]any{"title": "fix the gate", "due": "tomorrow"}}}},
		{"add a monthly task to check the smoke alarms", []plan5{{"createTask", map[string]any{"title": "check the smoke alarms", "repeats": "monthly"}}}},
		{"recycling out every weds night", []plan5{{"createTask", map[string]any{"title": "recycling out", "repeats": "every weds night"}}}},
		{"sigh, long week. move everything due today to friday", []plan5{{"bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "friday"}}}},
		{"whoops, I didn't do it yet, reopen the gutter task", []plan5{{"reopenTask", map[string]any{"task": "the gutter task"}}}},
		{"got both forms back, mark that done", []plan5{{"completeTask", map[string]any{"task": "get both forms back"}}}},
		{"move the permit milestone earlier, to march 2", []plan5{{"updateMilestone", map[string]any{"milestone": "permit", "due": "march 2"}}}},
		{"show me everything in the allotment project", []plan5{{"projectStatus", map[string]any{"project": "allotment"}}}},
		{"yoga tue/thu 6pm", []plan5{{"createTask", map[string]any{"title": "yoga", "repeats": "tue/thu", "due": "6pm"}}}},
		{"proj: Allotment", []plan5{{"createProject", map[string]any{"name": "Allotment"}}}},
		{"dentist -> fri", []plan5{{"rescheduleTask", map[string]any{"task": "dentist", "to": "fri", "orCreate": true}}}},
		{"allotment: net the peas, sow the beans", []plan5{
			{"createTask", map[string]any{"title": "net the peas", "fileUnder": "allotment"}},
			{"createTask", map[string]any{"title": "sow the beans", "fileUnder": "allotment"}}}},
		{"ls allotment", []plan5{{"queryTasks", map[string]any{"project": "allotment"}}}},
		{"add a daily task to stretch at 7am starting tomorrow", []plan5{{"createTask", map[string]any{"title": "stretch", "repeats": "daily", "due": "tomorrow at 7am"}}}},
		{"also dinner booking on friday tagged home, and fix my bike (no date)", []plan5{
			{"createTask", map[string]any{"title": "dinner booking", "due": "friday", "tags": []string{"home"}}},
			{"createTask", map[string]any{"title": "fix my bike"}}}},
		{"create a project Year End for finance tasks and put the tax report in it", []plan5{
			{"createProject", map[string]any{"name": "Year End", "notes": "for finance tasks"}},
			{"updateTask", map[string]any{"task": "the tax report", "project": "$1"}}}},
		{"add buy paint saturday morning and ring mum sunday afternoon. oh and buy a card", []plan5{
			{"createTask", map[string]any{"title": "buy paint", "due": "saturday morning"}},
			{"createTask", map[string]any{"title": "ring mum", "due": "sunday afternoon"}},
			{"createTask", map[string]any{"title": "buy a card"}}}},
		{"add 'check rates' (low priority) and 'pick tiles' to that project", []plan5{
			{"createTask", map[string]any{"title": "check rates", "priority": "low", "project": "that"}},
			{"createTask", map[string]any{"title": "pick tiles", "project": "that"}}}},
		{"we're pausing the shed stuff, archive that project", []plan5{{"archiveProject", map[string]any{"project": "that"}}}},
		// the eighth trial's families
		{"also for the shed: oil the hinges, low priority", []plan5{{"createTask", map[string]any{"title": "oil the hinges", "fileUnder": "shed", "priority": "low"}}}},
		{"Create a project Fete with tasks: book the hall by Friday, order bunting by the 15th", []plan5{
			{"createProject", map[string]any{"name": "Fete"}},
			{"createTask", map[string]any{"title": "book the hall", "due": "Friday", "project": "$1"}},
			{"createTask", map[string]any{"title": "order bunting", "due": "the 15th", "project": "$1"}}}},
		{"flyers are printed", []plan5{{"completeTask", map[string]any{"task": "print flyers"}}}},
		{"show me everything urgent priority", []plan5{{"queryTasks", map[string]any{"priority": "high"}}}},
		{"delete everything that's done", []plan5{{"bulkTasks", map[string]any{"action": "delete", "filter": "done"}}}},
		{"finshed the seating plan", []plan5{{"completeTask", map[string]any{"task": "the seating plan"}}}},
		{"change the boiler task to medium priority and tag it house", []plan5{
			{"setPriority", map[string]any{"task": "the boiler task", "priority": "normal"}},
			{"tagTask", map[string]any{"task": "$1", "tags": []string{"house"}}}}},
		{"set the ferns to high and the rota to low", []plan5{
			{"setPriority", map[string]any{"task": "the ferns", "priority": "high"}},
			{"setPriority", map[string]any{"task": "the rota", "priority": "low"}}}},
		{"Add task print handouts for Monday's class, due Monday 9am, tag work", []plan5{{"createTask", map[string]any{"title": "print handouts for Monday's class", "due": "Monday 9am", "tags": []string{"work"}}}}},
		{"add a daily task to practice scales, part of Learn Piano", []plan5{{"createTask", map[string]any{"title": "practice scales", "repeats": "daily", "fileUnder": "Learn Piano"}}}},
		{"add these: water the ferns tomorrow, email Jo tomorrow #office, draft the memo #office", []plan5{
			{"createTask", map[string]any{"title": "water the ferns", "due": "tomorrow"}},
			{"createTask", map[string]any{"title": "email Jo", "due": "tomorrow", "project": "office"}},
			{"createTask", map[string]any{"title": "draft the memo", "project": "office"}}}},
		{"make a quick project called Scratch, then delete it", []plan5{
			{"createProject", map[string]any{"name": "Scratch"}},
			{"deleteProject", map[string]any{"project": "$1"}}}},
	} {
		p := Plan(tc.in)
		var got, want []plan5
		for _, st := range p.Steps {
			got = append(got, plan5{st.Tool, normal(st.Args)})
		}
		for _, w := range tc.steps {
			want = append(want, plan5{w.tool, normal(w.args)})
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", tc.in, got, want)
		}
	}
}
