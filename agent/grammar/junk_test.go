package grammar

import (
	"testing"

	"pace/plan"
)

// TestJunkTitle: titles that show a misread request, and ordinary ones.
func TestJunkTitle(t *testing.T) {
	for _, tc := range []struct {
		title string
		junk  bool
	}{
		{"put it as high priority shes a fussy one lol", true},
		{"n add take car in for MOT", true},
		{"sorry the meeting", true},
		{"tag car and change date to", true},
		{"walnuts is", true},
		{"as a task", true},
		{"Under the Trip project, add the following: a, b", true},
		{"did i ring the garage yet?", true},
		{"buy bone meal, twine, secateurs and gloves", true},
		{"change the milestone accordingly", true},
		{"buy biscuits with the label", true},
		{"buy milk", false},
		{"call the plumber about the tap", false},
		{"reminder: haircut", false},
		{"put the bins out", false},
		{"i have a meeting with tom", false},
		{"book the Travel Inn, Leeds", false},
		{"pick up the keys at 17:30", false},
	} {
		if got := junkTitle(tc.title); got != tc.junk {
			t.Errorf("%q: junk %v, want %v", tc.title, got, tc.junk)
		}
	}
}

// TestAskJunk: a plan with a misread new task asks; the rest of it can be
// run alone, with its step references renumbered; a plan with none is
// left as it is.
func TestAskJunk(t *testing.T) {
	p := AskJunk(plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createProject", Args: map[string]any{"name": "Hen do"}},
		{Tool: "createTask", Args: map[string]any{"title": "and then sort it lol"}},
		{Tool: "createTask", Args: map[string]any{"title": "book the cottage", "project": "$1"}},
	}})
	if len(p.Steps) != 0 || p.Clarify == nil || len(p.Clarify.Options) != 3 {
		t.Fatalf("%+v", p)
	}
	rest := p.Clarify.Options[0].Steps
	if len(rest) != 2 || rest[1].Args["project"] != "$1" || rest[1].Args["title"] != "book the cottage" {
		t.Errorf("the rest: %+v", rest)
	}
	if len(p.Clarify.Options[1].Steps) != 3 || len(p.Clarify.Options[2].Steps) != 0 {
		t.Errorf("all, neither: %+v", p.Clarify.Options)
	}
	q := AskJunk(plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": "buy the wine"}},
		{Tool: "createTask", Args: map[string]any{"title": "tag it party"}},
		{Tool: "setPriority", Args: map[string]any{"task": "$3", "priority": "high"}},
		{Tool: "createTask", Args: map[string]any{"title": "chill the glasses"}},
	}})
	if q.Clarify == nil || len(q.Clarify.Options[0].Steps) != 3 || q.Clarify.Options[0].Steps[1].Args["task"] != "$2" {
		t.Errorf("renumbered: %+v", q.Clarify)
	}
	r := AskJunk(plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": "n make it p1"}},
		{Tool: "setPriority", Args: map[string]any{"task": "$1", "priority": "high"}},
	}})
	if r.Clarify == nil || len(r.Clarify.Options) != 2 {
		t.Errorf("a step that needs the misread one: asked whole: %+v", r.Clarify)
	}
	ok := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "buy milk"}}}}
	if s := AskJunk(ok); len(s.Steps) != 1 || s.Clarify != nil {
		t.Errorf("a plain capture: %+v", s)
	}
}
