package grammar

import (
	"reflect"
	"strings"
	"testing"

	"pace/plan"
)

// TestStatementThenChange: a statement naming a task that exists, then a
// change to "it", changes that task (a date in the statement moves it);
// it never creates a task from the statement.
func TestStatementThenChange(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"the gutter quote needs to be sent by friday, make that p1", []plan.Step{
			{Tool: "rescheduleTask", Args: map[string]any{"task": "gutter quote", "to": "friday"}},
			{Tool: "setPriority", Args: map[string]any{"task": "gutter quote", "priority": "urgent"}}}},
		{"water bill is not that important really, make it p4", []plan.Step{
			{Tool: "setPriority", Args: map[string]any{"task": "water bill", "priority": "low"}}}},
		{"renew the tv licence isn't pressing after all, make it low priority", []plan.Step{
			{Tool: "setPriority", Args: map[string]any{"task": "renew the tv licence", "priority": "low"}}}},
		{"the vet visit can wait, move it to next week", []plan.Step{
			{Tool: "rescheduleTask", Args: map[string]any{"task": "vet visit", "to": "next week"}}}},
		{"the school forms have to be in by the 9th, so make it urgent", []plan.Step{
			{Tool: "rescheduleTask", Args: map[string]any{"task": "school forms", "to": "the 9th"}},
			{Tool: "setPriority", Args: map[string]any{"task": "school forms", "priority": "urgent"}}}},
	} {
		p := Plan(tc.in)
		if !reflect.DeepEqual(p.Steps, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, p.Steps, tc.steps)
		}
	}
	// A new task, then its change, stays a new task.
	p := Plan("remind me to descale the kettle, make it p2")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "createTask" || p.Steps[1].Args["task"] != "$1" {
		t.Errorf("capture then change: %+v", p.Steps)
	}
}

// TestReferenceLeftovers: words around a reference that are not part of it.
func TestReferenceLeftovers(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"tag fix the gate with garden too", "tagTask", map[string]any{"task": "fix the gate", "tags": []string{"garden"}}},
		{"add the garden tag to oil the hinges as well", "tagTask", map[string]any{"task": "oil the hinges", "tags": []string{"garden"}}},
		{"nah clear the priority from the plumber one", "setPriority", map[string]any{"task": "plumber", "priority": "none"}},
		{"nope, make the boiler check p3", "setPriority", map[string]any{"task": "the boiler check", "priority": "normal"}},
		{"set the gas bill to p3", "setPriority", map[string]any{"task": "the gas bill", "priority": "normal"}},
		// a comma clause about the item, then "that one": the item before the comma
		{"oh wait I didn't water the ferns, they're still dry. reopen that one", "reopenTask", map[string]any{"task": "water the ferns"}},
		{"I haven't really posted the parcel, it's still on the table. reopen that one", "reopenTask", map[string]any{"task": "post the parcel"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// TestListsIntoProjects: "add to <project>: a, b and c" and "put A and B in
// it" after a new project.
func TestListsIntoProjects(t *testing.T) {
	p := Plan("add to the Allotment: net the brassicas, dig the bed sunday, and order seed potatoes")
	want := []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": "net the brassicas", "project": "Allotment"}},
		{Tool: "createTask", Args: map[string]any{"title": "dig the bed", "due": "sunday", "project": "Allotment"}},
		{Tool: "createTask", Args: map[string]any{"title": "order seed potatoes", "project": "Allotment"}},
	}
	if !reflect.DeepEqual(p.Steps, want) {
		t.Errorf("add to X: got %+v", p.Steps)
	}
	p = Plan("start a new project Loft and put clear the boxes and paint the walls in it")
	if len(p.Steps) != 3 || p.Steps[1].Args["title"] != "clear the boxes" || p.Steps[2].Args["title"] != "paint the walls" ||
		p.Steps[1].Args["project"] != "$1" || p.Steps[2].Args["project"] != "$1" || p.Note != "" {
		t.Errorf("put A and B in it: %+v (note %q)", p.Steps, p.Note)
	}
	wantOneStep(t, "new project Loft - description: a place for the old toys", "createProject",
		map[string]any{"name": "Loft", "notes": "a place for the old toys"})
}

// TestDatesAndBookings: weekday abbreviations, a date after "also", a
// booking filed in a project, "what's in <project>".
func TestDatesAndBookings(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"meeting with the tutor thurs 1-2pm", "createTask", map[string]any{"title": "meeting with the tutor", "due": "thurs 1-2pm"}},
		{"pay the window cleaner weds", "createTask", map[string]any{"title": "pay the window cleaner", "due": "weds"}},
		{"dinner with sam tues 7pm", "createTask", map[string]any{"title": "dinner with sam", "due": "tues 7pm"}},
		{"renew the parking permit, also tomorrow", "createTask", map[string]any{"title": "renew the parking permit", "due": "tomorrow"}},
		{"book a dentist checkup, also today", "createTask", map[string]any{"title": "book a dentist checkup", "due": "today"}},
		{"book a hotel in rome #Holiday", "createTask", map[string]any{"title": "book a hotel in rome", "project": "Holiday"}},
		{"what's in allotment?", "queryTasks", map[string]any{"about": "allotment", "question": "what's in allotment?"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	// a booking Pace cannot make stays out of scope; a dismissal is no task
	for _, in := range []string{"book a table for two tonight", "nah leave it mate", "tweet the cafe that the coffee was cold #fail"} {
		if p := Plan(in); len(p.Steps) != 0 {
			t.Errorf("%q: %+v, want no step", in, p.Steps)
		}
	}
}

// TestClarifyOptionsPlain: a clarifying option never names a tool.
func TestClarifyOptionsPlain(t *testing.T) {
	for _, tc := range []struct {
		st   plan.Step
		want string
	}{
		{plan.Step{Tool: "undo"}, "Undo the last change"},
		{plan.Step{Tool: "restoreProject", Args: map[string]any{"project": "Loft"}}, "Bring back the project “Loft”"},
		{plan.Step{Tool: "tagTask"}, "Do something else with it"},
	} {
		if d := describe(tc.st); d != tc.want || tc.st.Tool != "undo" && strings.Contains(strings.ToLower(d), strings.ToLower(tc.st.Tool)) {
			t.Errorf("%s: %q, want %q", tc.st.Tool, d, tc.want)
		}
	}
}
