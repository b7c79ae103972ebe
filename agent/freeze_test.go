package agent_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"pace/agent"
	"pace/plan"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
	"pace/undo"
)

// TestApprovedBulkIsWhatWasNamed: a bulk change runs on the tasks its
// approval named, though a step before it in the same plan makes one more
// task that its selection would now match ("…, move everything due Friday
// to Monday" after a capture due Friday).
func TestApprovedBulkIsWhatWasNamed(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)
	db := storetest.MustOpen(t, store.Options{Now: func() time.Time { return now }})
	box := tools.NewToolBox(db, tools.Options{Now: func() time.Time { return now }, Location: time.UTC})
	exec := &plan.Executor{Box: box, Undo: undo.NewEngine(db)}
	for _, title := range []string{"buy milk", "call the bank"} {
		if r, err := box.Run(ctx, tools.Invocation{Tool: "createTask", Args: json.RawMessage(`{"title":"` + title + `","due":"friday"}`)}); err != nil || !r.OK {
			t.Fatalf("%s: %+v %v", title, r, err)
		}
	}
	p := plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": "double shift", "due": "friday"}},
		{Tool: "bulkTasks", Args: map[string]any{"action": "reschedule", "day": "friday", "to": "14 december"}},
	}}
	var asked []string
	req := agent.Request{Text: "x", Group: "turn-1", Approve: func(ctx context.Context, spec tools.Spec, args json.RawMessage) bool {
		s, _, _ := box.Describe(ctx, spec.Name, args)
		asked = append(asked, s)
		return true
	}}
	if err := agent.RunPlan(ctx, box, exec, p, req, func(agent.Event) {}, nil); err != nil {
		t.Fatal(err)
	}
	if len(asked) != 1 {
		t.Fatalf("asked %q", asked)
	}
	r, _ := box.Run(ctx, tools.Invocation{Tool: "queryTasks", Args: json.RawMessage(`{"day":"14 december"}`)})
	if len(r.Items) != 2 {
		t.Errorf("moved to Monday: %s (approval: %q)", r.Detail, asked)
	}
	r, _ = box.Run(ctx, tools.Invocation{Tool: "queryTasks", Args: json.RawMessage(`{"day":"friday"}`)})
	if len(r.Items) != 1 || r.Items[0].Title != "double shift" {
		t.Errorf("left on Friday: %s", r.Detail)
	}
}
