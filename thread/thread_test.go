package thread_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"pace/agent"
	"pace/store"
	"pace/store/storetest"
	"pace/thread"
	"pace/tools"
	"pace/undo"
)

// ref is Thursday 26 Nov 2026, 10:00 in New York.
var ref = time.Date(2026, 11, 26, 10, 0, 0, 0, mustZone("America/New_York"))

func mustZone(name string) *time.Location {
	l, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return l
}

type rig struct {
	db  *store.DB
	box *tools.ToolBox
	eng *undo.Engine
	th  *thread.Thread
}

func newRig(t *testing.T, primary agent.Backend) *rig {
	t.Helper()
	clock := &storetest.Clock{T: ref}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: ref.Location()})
	eng := undo.NewEngine(db)
	orch := &agent.Orchestrator{Primary: primary, Fallback: agent.NewGrammarBackend(box, eng)}
	th, err := thread.New(db, orch, box, eng, thread.Options{Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	// Registered after the store's own cleanup, so it runs first: the
	// worker finishes writing before the store closes and its folder goes.
	t.Cleanup(func() { th.Drain(5 * time.Second) })
	return &rig{db, box, eng, th}
}

func (r *rig) tasks(t *testing.T) []store.Task {
	t.Helper()
	var ts []store.Task
	if err := r.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		ts, err = tx.Tasks().List(store.TaskFilter{Status: "open"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ts
}

func TestAskCreatesAndUndoThatReverts(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	tr, err := r.th.Ask(ctx, "remind me to call the bank tomorrow at 5pm")
	if err != nil {
		t.Fatal(err)
	}
	ts := r.tasks(t)
	if len(ts) != 1 || ts[0].Title != "call the bank" || ts[0].Due == nil || !ts[0].HasTime {
		t.Fatalf("tasks after capture: %+v (turn %+v)", ts, tr)
	}
	if want := time.Date(2026, 11, 27, 17, 0, 0, 0, ref.Location()); !ts[0].Due.Equal(want) {
		t.Errorf("due = %v, want %v", ts[0].Due, want)
	}
	if !tr.Changed || tr.Group == "" || tr.Status != thread.Done || len(tr.Records) != 1 || tr.Records[0].Tool != "createTask" {
		t.Fatalf("turn: %+v", tr)
	}
	undoTurn, err := r.th.Ask(ctx, "undo that")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(t); len(got) != 0 {
		t.Fatalf("tasks after undo: %+v (reply %q)", got, undoTurn.Reply)
	}
	first, _ := r.th.Turn(tr.ID)
	if !first.Undone {
		t.Errorf("the first turn should read as undone")
	}
	// The conversation survives a restart, undone state included.
	orch := &agent.Orchestrator{Fallback: agent.NewGrammarBackend(r.box, r.eng)}
	again, err := thread.New(r.db, orch, r.box, r.eng, thread.Options{})
	if err != nil {
		t.Fatal(err)
	}
	turns := again.Turns()
	if len(turns) != 2 || turns[0].Request != tr.Request || turns[0].Reply != tr.Reply || !turns[0].Undone || len(turns[0].Records) != 1 {
		t.Fatalf("reloaded turns: %+v", turns)
	}
}

func TestUndoTurnButton(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	tr, _ := r.th.Ask(ctx, "create a project Garden, then add tasks to buy soil and plant bulbs")
	if len(r.tasks(t)) != 2 {
		t.Fatalf("plan made %d tasks: %+v", len(r.tasks(t)), tr)
	}
	if _, err := r.th.UndoTurn(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	if n := len(r.tasks(t)); n != 0 {
		t.Fatalf("after UndoTurn: %d tasks", n)
	}
	if _, err := r.th.UndoTurn(ctx, tr.ID); !errors.Is(err, undo.ErrNothingToUndo) {
		t.Fatalf("second undo: %v", err)
	}
}

// blocking is a brain that waits for release before answering, so tests can
// hold a turn open.
type blocking struct {
	started chan string
	release chan struct{}
}

func (b *blocking) Name() string    { return "blocking" }
func (b *blocking) OffDevice() bool { return false }
func (b *blocking) Stream(ctx context.Context, req agent.Request, emit func(agent.Event)) error {
	b.started <- req.Text
	select {
	case <-b.release:
	case <-ctx.Done():
		// A cancelled turn that keeps talking must not be heard.
		emit(agent.Event{Kind: agent.EventText, Text: "stale"})
		return ctx.Err()
	}
	emit(agent.Event{Kind: agent.EventDone, Text: "done: " + req.Text})
	return nil
}

func TestQueueIsFIFOAndCancelDropsStaleText(t *testing.T) {
	b := &blocking{started: make(chan string, 4), release: make(chan struct{})}
	r := newRig(t, b)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	var mu sync.Mutex
	var updates []thread.Update
	r.th.Subscribe(func(u thread.Update) {
		mu.Lock()
		updates = append(updates, u)
		mu.Unlock()
	})
	r.th.Start(ctx)
	first := r.th.Submit("one")
	second := r.th.Submit("two")
	third := r.th.Submit("three")
	if got := <-b.started; got != "one" {
		t.Fatalf("first started: %q", got)
	}
	if p := r.th.Pending(); p != 2 {
		t.Errorf("pending = %d, want 2", p)
	}
	r.th.Cancel()
	if got := <-b.started; got != "two" {
		t.Fatalf("second started: %q", got)
	}
	r.th.ClearPending()
	b.release <- struct{}{}
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(second); return tr.Status == thread.Done })
	if tr, _ := r.th.Turn(first); tr.Status != thread.Cancelled || tr.Reply == "stale" {
		t.Errorf("cancelled turn: %+v", tr)
	}
	if tr, _ := r.th.Turn(second); tr.Reply != "done: two" {
		t.Errorf("second turn: %+v", tr)
	}
	if tr, _ := r.th.Turn(third); tr.Status != thread.Cancelled {
		t.Errorf("cleared turn: %+v", tr)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, u := range updates {
		if u.Turn.ID == first && u.Turn.Reply == "stale" {
			t.Fatalf("stale text reached a subscriber: %+v", u)
		}
	}
}

func TestDirectToolCallIsAnUndoableTurn(t *testing.T) {
	r := newRig(t, nil)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	r.th.Start(ctx)
	id := r.th.Do(tools.Invocation{Tool: "createTask", Args: []byte(`{"title":"water the plants"}`)}, "Add task")
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(id); return tr.Status == thread.Done })
	tr, _ := r.th.Turn(id)
	if !tr.Direct || !tr.Changed || len(r.tasks(t)) != 1 {
		t.Fatalf("direct turn: %+v", tr)
	}
	if _, err := r.th.UndoTurn(ctx, id); err != nil || len(r.tasks(t)) != 0 {
		t.Fatalf("undo direct: %v, %d tasks", err, len(r.tasks(t)))
	}
}

// A dialog's Save is one turn however many tools it runs: one undo group,
// one Undo reverts every step; a failing step stops the rest.
func TestDirectStepsAreOneUndoableTurn(t *testing.T) {
	r := newRig(t, nil)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	r.th.Start(ctx)
	add := r.th.Do(tools.Invocation{Tool: "createTask", Args: []byte(`{"title":"plant tulip bulbs"}`)}, "Add task")
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(add); return tr.Status == thread.Done })
	id := r.th.DoSteps([]tools.Invocation{
		{Tool: "updateTask", Args: []byte(`{"task":"plant tulip bulbs","project":"Home"}`)},
		{Tool: "rescheduleTask", Args: []byte(`{"task":"plant tulip bulbs","to":"2026-12-05"}`)},
	}, "Edit “plant tulip bulbs”")
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(id); return tr.Status == thread.Done || tr.Status == thread.FailedSt })
	tr, _ := r.th.Turn(id)
	ts := r.tasks(t)
	if tr.Status != thread.Done || !tr.Changed || len(tr.Records) != 2 || len(ts) != 1 || ts[0].ProjectID == "" || ts[0].Due == nil {
		t.Fatalf("turn %+v, tasks %+v", tr, ts)
	}
	if _, err := r.th.UndoTurn(ctx, id); err != nil {
		t.Fatal(err)
	}
	if ts := r.tasks(t); len(ts) != 1 || ts[0].ProjectID != "" || ts[0].Due != nil {
		t.Fatalf("after one Undo: %+v", ts)
	}

	bad := r.th.DoSteps([]tools.Invocation{
		{Tool: "setPriority", Args: []byte(`{"task":"plant tulip bulbs","priority":"high"}`)},
		{Tool: "rescheduleTask", Args: []byte(`{"task":"no such task","to":"tomorrow"}`)},
		{Tool: "setPriority", Args: []byte(`{"task":"plant tulip bulbs","priority":"low"}`)},
	}, "Edit")
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(bad); return tr.Status == thread.Done || tr.Status == thread.FailedSt })
	tr, _ = r.th.Turn(bad)
	if ts := r.tasks(t); len(tr.Records) != 2 || !tr.Changed || ts[0].Priority != 3 {
		t.Fatalf("failing step: %d records, priority %d", len(tr.Records), ts[0].Priority)
	}
}

// waitFor blocks until cond holds, re-checking on every thread update (no
// sleeping), or fails after 10 s.
func waitFor(t *testing.T, th *thread.Thread, cond func() bool) {
	t.Helper()
	changed := make(chan struct{}, 1)
	stop := th.Subscribe(func(thread.Update) {
		select {
		case changed <- struct{}{}:
		default:
		}
	})
	defer stop()
	timeout := time.After(10 * time.Second)
	for !cond() {
		select {
		case <-changed:
		case <-timeout:
			t.Fatal("condition not reached in 10s")
		}
	}
}

// Retry never repeats steps whose changes are still in place.
func TestRetryDoesNotRepeatChanges(t *testing.T) {
	r := newRig(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r.th.Start(ctx)
	tr, err := r.th.Ask(ctx, "remind me to water the orchids tomorrow")
	if err != nil || !tr.Changed {
		t.Fatalf("turn %+v, %v", tr, err)
	}
	if _, err := r.th.Retry(); !errors.Is(err, thread.ErrRetryRepeats) {
		t.Fatalf("Retry after a change = %v, want ErrRetryRepeats", err)
	}
	if n := len(r.tasks(t)); n != 1 {
		t.Fatalf("%d tasks, want 1", n)
	}
	if _, err := r.th.UndoTurn(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := r.th.Retry(); err != nil {
		t.Fatalf("Retry after undo: %v", err)
	}
	waitFor(t, r.th, func() bool { return len(r.tasks(t)) == 1 })
}
