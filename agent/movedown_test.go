package agent_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"pace/agent"
	"pace/plan"
	"pace/tools"
)

// TestMoveNotDuplicate: "<title>, put it on <day>" and "<title> due <day>"
// move the open task of
// that title instead of making a second one; with no such task, with more
// said than the day, or in other words, the new task stays.
func TestMoveNotDuplicate(t *testing.T) {
	ctx := context.Background()
	box, _ := runBox(t)
	if r, err := box.Run(ctx, tools.Invocation{Tool: "createTask", Args: json.RawMessage(`{"title":"fix the leaking tap","due":"2026-12-06"}`)}); err != nil || !r.OK {
		t.Fatalf("createTask: %+v %v", r, err)
	}
	create := func(args map[string]any) plan.Plan {
		return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createTask", Args: args}}}
	}
	move := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "fix the leaking tap", "to": "Wednesday 2 pm"}}}}
	moveAndPriority := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "fix the leaking tap", "to": "Wednesday 2 pm"}},
		{Tool: "setPriority", Args: map[string]any{"task": "$1", "priority": "high"}}}}
	for _, tc := range []struct {
		text string
		in   plan.Plan
		want plan.Plan
	}{
		{"fix the leaking tap, please put it on Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"fix the leaking tap, can you move it to Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"call the plumber, put it on Wednesday 2 pm", create(map[string]any{"title": "call the plumber", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "call the plumber", "due": "Wednesday 2 pm"})},
		// its day and its priority, said of the task by its title (stop 46)
		{"fix the leaking tap, put it on Wednesday 2 pm, high priority", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm", "priority": "high"}), moveAndPriority},
		{"fix the leaking tap - due Wednesday 2 pm pls, and high priority", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm", "priority": "high"}), moveAndPriority},
		{"fix the leaking tap, put it on Wednesday 2 pm, every week", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm", "repeats": "every week"}), create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm", "repeats": "every week"})},
		{"fix the leaking tap due Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"add fix the leaking tap due Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"})},
		{"fix the leaking tap on Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"})},
		{"fix the leaking tap needs doing by Wednesday 2 pm cos the plumber is off after", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		// its time said as news of the task by its title (stop 47)
		{"fix the leaking tap is at Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"fix the leaking tap is now on Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"call the plumber is at Wednesday 2 pm", create(map[string]any{"title": "call the plumber", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "call the plumber", "due": "Wednesday 2 pm"})},
	} {
		p := tc.in
		if err := agent.MoveNotDuplicate(ctx, &p, box, tc.text); err != nil || !reflect.DeepEqual(p, tc.want) {
			t.Errorf("%q: got %+v (%v), want %+v", tc.text, p, err, tc.want)
		}
	}
}

// TestMilestoneOfOpen: a new task filed under a milestone whose title
// names a task the user has (one, or several alike so the tool asks) is
// that task moved; a title that names nothing stays a new task, and a step
// that says more than title, milestone and project is left alone.
func TestMilestoneOfOpen(t *testing.T) {
	ctx := context.Background()
	box, _ := runBox(t)
	for _, args := range []string{`{"title":"sand the deck"}`, `{"title":"oil the bench"}`, `{"title":"oil the gate"}`} {
		if r, err := box.Run(ctx, tools.Invocation{Tool: "createTask", Args: json.RawMessage(args)}); err != nil || !r.OK {
			t.Fatalf("createTask: %+v %v", r, err)
		}
	}
	step := func(tool string, args map[string]any) plan.Step { return plan.Step{Tool: tool, Args: args} }
	in := plan.Plan{Understood: true, Steps: []plan.Step{
		step("createTask", map[string]any{"title": "sand the deck", "milestone": "Summer ready"}),
		step("createTask", map[string]any{"title": "oil", "milestone": "Summer ready"}),
		step("createTask", map[string]any{"title": "hang lights", "milestone": "Summer ready"}),
		step("createTask", map[string]any{"title": "sand the deck", "milestone": "Summer ready", "due": "friday"}),
	}}
	want := plan.Plan{Understood: true, Steps: []plan.Step{
		step("updateTask", map[string]any{"task": "sand the deck", "milestone": "Summer ready"}),
		step("updateTask", map[string]any{"task": "oil", "milestone": "Summer ready"}),
		step("createTask", map[string]any{"title": "hang lights", "milestone": "Summer ready"}),
		step("createTask", map[string]any{"title": "sand the deck", "milestone": "Summer ready", "due": "friday"}),
	}}
	if err := agent.MilestoneOfOpen(ctx, &in, box); err != nil || !reflect.DeepEqual(in, want) {
		t.Errorf("got %+v (%v), want %+v", in, err, want)
	}
}
