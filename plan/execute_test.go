package plan_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"pace/plan"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
	"pace/undo"
)

var ref = time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)

func newBox(t *testing.T) (*store.DB, *tools.ToolBox) {
	t.Helper()
	clock := &storetest.Clock{T: ref}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	return db, tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: time.UTC})
}

func run(t *testing.T, box *tools.ToolBox, tool, args, group string) tools.Result {
	t.Helper()
	res, err := box.Run(context.Background(), tools.Invocation{Tool: tool, Args: json.RawMessage(args), Group: group})
	if err != nil || !res.OK {
		t.Fatalf("%s %s: %v %s", tool, args, err, res.Summary)
	}
	return res
}

func tasks(t *testing.T, db *store.DB) map[string]store.Task {
	t.Helper()
	out := map[string]store.Task{}
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		for _, x := range ts {
			out[x.Title] = x
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestExecuteFilesTasksIntoTheNewProject(t *testing.T) {
	db, box := newBox(t)
	// An older project with a similar name must not catch the tasks.
	run(t, box, "createProject", `{"name":"Garden"}`, "old")
	run(t, box, "createTask", `{"title":"old garden chore","project":"Garden"}`, "old")

	p := plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createProject", Args: map[string]any{"name": "Garden Shed"}},
		{Tool: "createTask", Args: map[string]any{"title": "buy soil", "project": "$1"}},
		{Tool: "createTask", Args: map[string]any{"title": "plant bulbs", "project": "$1", "due": "tomorrow"}},
		{Tool: "setPriority", Args: map[string]any{"task": "$last", "priority": "high"}},
	}}
	var events []plan.StepEvent
	ex := &plan.Executor{Box: box, Undo: box.Undo()}
	out, err := ex.Execute(context.Background(), p, "turn-1", func(e plan.StepEvent) { events = append(events, e) })
	if err != nil {
		t.Fatal(err)
	}
	if out.Failed != 0 || !out.Changed {
		t.Fatalf("outcome: failed %d changed %v reply %q", out.Failed, out.Changed, out.Reply)
	}
	for i, s := range out.Steps {
		if s.Status != plan.StatusOK {
			t.Errorf("step %d: %s %s", i+1, s.Status, s.Reason)
		}
	}
	if got := out.Steps[1].Step.Args["project"]; got != out.Steps[0].Result.Ref {
		t.Errorf("step 2 ran with project %v, want step 1's ref %s", got, out.Steps[0].Result.Ref)
	}
	ts := tasks(t, db)
	for _, title := range []string{"buy soil", "plant bulbs"} {
		if ts[title].ProjectName != "Garden Shed" {
			t.Errorf("%q is in project %q, want Garden Shed", title, ts[title].ProjectName)
		}
	}
	if ts["plant bulbs"].Priority == 0 {
		t.Errorf("$last did not reach the latest task: priority %d", ts["plant bulbs"].Priority)
	}
	if ts["old garden chore"].ProjectName != "Garden" {
		t.Errorf("old task moved to %q", ts["old garden chore"].ProjectName)
	}
	if len(events) != 8 || events[0].Phase != plan.PhaseStarted || events[7].Index != 4 || events[7].Total != 4 || events[7].Status != plan.StatusOK {
		t.Errorf("events = %+v", events)
	}
}

// failingVerify is the real ToolBox with one postcondition made to fail.
type failingVerify struct {
	*tools.ToolBox
	tool string
}

func (f failingVerify) Verify(ctx context.Context, inv tools.Invocation, res tools.Result) error {
	if inv.Tool == f.tool {
		return fmt.Errorf("%w: the task is not in the project", tools.ErrPostcondition)
	}
	return f.ToolBox.Verify(ctx, inv, res)
}

func TestExecuteStopsAndRollsBackOnViolatedPostcondition(t *testing.T) {
	db, box := newBox(t)
	p := plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": "call the bank"}},
		{Tool: "createProject", Args: map[string]any{"name": "Taxes"}},
		{Tool: "createTask", Args: map[string]any{"title": "gather receipts", "project": "$2"}},
	}}
	ex := &plan.Executor{Box: failingVerify{box, "createProject"}, Undo: box.Undo()}
	var last plan.StepEvent
	out, err := ex.Execute(context.Background(), p, "turn-2", func(e plan.StepEvent) { last = e })
	if err != nil {
		t.Fatal(err)
	}
	want := []plan.Status{plan.StatusOK, plan.StatusFailed, plan.StatusSkipped}
	for i, s := range out.Steps {
		if s.Status != want[i] {
			t.Errorf("step %d: %s, want %s", i+1, s.Status, want[i])
		}
	}
	if out.Failed != 2 || !out.Changed {
		t.Errorf("failed %d changed %v", out.Failed, out.Changed)
	}
	if last.Index != 3 || last.Status != plan.StatusSkipped {
		t.Errorf("last event %+v", last)
	}
	for _, w := range []string{"Step 2 of 3 (createProject) failed", "not in the project", "Step 3 was skipped", "kept"} {
		if !strings.Contains(out.Reply, w) {
			t.Errorf("reply %q lacks %q", out.Reply, w)
		}
	}
	// The failed step's project was rolled back; step 1's task stays.
	var projects []store.Project
	if err := db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		projects, err = tx.Projects().List()
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(projects) != 0 {
		t.Errorf("projects after rollback: %v", projects)
	}
	if _, ok := tasks(t, db)["call the bank"]; !ok {
		t.Fatal("step 1's task is gone")
	}
	// Earlier steps stay undoable as one group.
	rep, err := box.Undo().UndoLastTurn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Group != "turn-2" {
		t.Errorf("undid group %q", rep.Group)
	}
	if len(tasks(t, db)) != 0 {
		t.Errorf("tasks after undo: %v", tasks(t, db))
	}
}

func TestExecuteFailedToolChangesNothing(t *testing.T) {
	_, box := newBox(t)
	p := plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "completeTask", Args: map[string]any{"task": "no such task anywhere"}},
		{Tool: "createTask", Args: map[string]any{"title": "never made"}},
	}}
	out, err := (&plan.Executor{Box: box, Undo: box.Undo()}).Execute(context.Background(), p, "turn-3", nil)
	if err != nil {
		t.Fatal(err)
	}
	if out.Failed != 1 || out.Changed || out.Steps[1].Status != plan.StatusSkipped {
		t.Errorf("outcome %+v", out)
	}
	if !strings.Contains(out.Reply, "Nothing was changed") {
		t.Errorf("reply %q", out.Reply)
	}
}

func TestExecuteBadReference(t *testing.T) {
	_, box := newBox(t)
	p := plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "setPriority", Args: map[string]any{"task": "$1", "priority": "high"}},
	}}
	out, err := (&plan.Executor{Box: box, Undo: box.Undo()}).Execute(context.Background(), p, "turn-4", nil)
	if err != nil {
		t.Fatal(err)
	}
	if out.Failed != 1 || !strings.Contains(out.Steps[0].Reason, "has not run") {
		t.Errorf("outcome %+v", out.Steps[0])
	}
}

func TestExecuteCancelledContextIsInfrastructure(t *testing.T) {
	_, box := newBox(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "x"}}}}
	_, err := (&plan.Executor{Box: box, Undo: box.Undo()}).Execute(ctx, p, "turn-5", nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}

var _ plan.Undoer = (*undo.Engine)(nil)
var _ plan.Box = (*tools.ToolBox)(nil)
