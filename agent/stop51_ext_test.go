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
