package agent_test

import (
	"context"
	"testing"

	"pace/agent"
	"pace/plan"
)

// TestNamedOrFocusLeavesOrCreate: "remind me about the tractor oil change
// this Saturday" says "change this" but names a new thing: a step that adds
// the thing when none is called so is never turned onto the task in focus.
func TestNamedOrFocusLeavesOrCreate(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"buy feed"}`)
	p := plan.Plan{Steps: []plan.Step{{Tool: "snoozeTask", Args: map[string]any{"task": "the tractor oil change", "until": "this Saturday", "orCreate": true}}}}
	if err := agent.NamedOrFocus(ctx, &p, box, agent.Request{Text: "remind me about the tractor oil change this Saturday", Focus: "id:t1"}); err != nil {
		t.Fatal(err)
	}
	if got := p.Steps[0].Args["task"]; got != "the tractor oil change" {
		t.Errorf("task %v, want it as said", got)
	}
}

// TestBeforeAnItem: a new task said "before" one of the user's milestones
// is due the day before it; "before" a thing that is no item stays in the
// title.
func TestBeforeAnItem(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Fair"}`)
	run("addMilestone", `{"project":"Fair","title":"stall setup day","due":"2026-12-13"}`)
	for _, tc := range []struct{ title, wantTitle, wantDue string }{
		{"buy the bunting before stall setup day", "buy the bunting", "the day before stall setup day"},
		{"wash the car before it rains", "wash the car before it rains", ""},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "createTask", Args: map[string]any{"title": tc.title}}}}
		if err := agent.RelativeDueCut(ctx, &p, box, ""); err != nil {
			t.Fatal(err)
		}
		due, _ := p.Steps[0].Args["due"].(string)
		if p.Steps[0].Args["title"] != tc.wantTitle || due != tc.wantDue {
			t.Errorf("%q: %v", tc.title, p.Steps[0].Args)
		}
	}
}
