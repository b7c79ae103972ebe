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
	for _, tc := range []struct {
		text string
		in   plan.Plan
		want plan.Plan
	}{
		{"fix the leaking tap, please put it on Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"fix the leaking tap, can you move it to Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"call the plumber, put it on Wednesday 2 pm", create(map[string]any{"title": "call the plumber", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "call the plumber", "due": "Wednesday 2 pm"})},
		{"fix the leaking tap, put it on Wednesday 2 pm, high priority", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm", "priority": "high"}), create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm", "priority": "high"})},
		{"fix the leaking tap due Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), move},
		{"add fix the leaking tap due Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"})},
		{"fix the leaking tap on Wednesday 2 pm", create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"}), create(map[string]any{"title": "fix the leaking tap", "due": "Wednesday 2 pm"})},
	} {
		p := tc.in
		if err := agent.MoveNotDuplicate(ctx, &p, box, tc.text); err != nil || !reflect.DeepEqual(p, tc.want) {
			t.Errorf("%q: got %+v (%v), want %+v", tc.text, p, err, tc.want)
		}
	}
}
