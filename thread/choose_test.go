package thread_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"pace/agent"
	"pace/plan"
	"pace/thread"
)

// asker is a brain that never acts: it asks which reading was meant.
type asker struct{ n int }

func (a *asker) Name() string    { return "asker" }
func (a *asker) OffDevice() bool { return false }
func (a *asker) Stream(_ context.Context, req agent.Request, emit func(agent.Event)) error {
	a.n++
	q := &plan.Clarify{Question: "Which of these?", Options: []plan.Option{
		{Label: "Add the task “sort the garage”", Text: "add a task sort the garage",
			Steps: []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "sort the garage"}}}},
		{Label: "Neither — do nothing"},
	}}
	emit(agent.Event{Kind: agent.EventDone, Text: q.Question, Clarify: q})
	return nil
}

// TestChooseRunsTheReadingAsTheSameTurn: picking a reading runs it in the
// turn that asked, without asking the brain again; one undo reverts it; the
// question survives a restart until it is answered.
func TestChooseRunsTheReadingAsTheSameTurn(t *testing.T) {
	brain := &asker{}
	r := newRig(t, brain)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r.th.Start(ctx)
	tr, err := r.th.Ask(ctx, "the garage thing")
	if err != nil || tr.Clarify == nil || tr.Changed {
		t.Fatalf("asking turn %+v, %v", tr, err)
	}
	// A restart keeps the question answerable.
	again, err := thread.New(r.db, &agent.Orchestrator{Primary: brain}, r.box, r.eng, thread.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := again.Turn(tr.ID); got.Clarify == nil || len(got.Clarify.Options) != 2 {
		t.Fatalf("reloaded turn lost its question: %+v", got)
	}
	if _, err := r.th.Choose(tr.ID, 5); !errors.Is(err, thread.ErrNoTurn) {
		t.Errorf("an option out of range: %v", err)
	}
	n := len(r.th.Turns())
	id, err := r.th.Choose(tr.ID, 0)
	if err != nil || id != tr.ID {
		t.Fatalf("Choose = %q, %v", id, err)
	}
	waitFor(t, r.th, func() bool { got, _ := r.th.Turn(tr.ID); return got.Status == thread.Done && got.Changed })
	got, _ := r.th.Turn(tr.ID)
	if len(r.th.Turns()) != n || got.Request != "the garage thing" || got.Clarify != nil {
		t.Fatalf("the reading did not run as the same turn: %d turns (was %d), %+v", len(r.th.Turns()), n, got)
	}
	if ts := r.tasks(t); len(ts) != 1 || ts[0].Title != "sort the garage" {
		t.Fatalf("tasks %+v", ts)
	}
	if brain.n != 1 {
		t.Errorf("the brain was asked %d times, want once", brain.n)
	}
	if _, err := r.th.Choose(tr.ID, 0); !errors.Is(err, thread.ErrNoTurn) {
		t.Errorf("choosing twice: %v", err)
	}
	if _, err := r.th.UndoTurn(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	if ts := r.tasks(t); len(ts) != 0 {
		t.Fatalf("undo left %+v", ts)
	}
	// After a restart the turn reads as what the reading did.
	again, _ = thread.New(r.db, &agent.Orchestrator{Primary: brain}, r.box, r.eng, thread.Options{})
	if got, _ := again.Turn(tr.ID); got.Clarify != nil || !got.Undone || got.Request != "the garage thing" {
		t.Errorf("reloaded: %+v", got)
	}
}

// TestChooseNeitherChangesNothing: the "do nothing" reading answers the
// question and writes nothing.
func TestChooseNeitherChangesNothing(t *testing.T) {
	r := newRig(t, &asker{})
	ctx := context.Background()
	tr, _ := r.th.Ask(ctx, "the garage thing")
	if _, err := r.th.Choose(tr.ID, 1); err != nil {
		t.Fatal(err)
	}
	got, _ := r.th.Turn(tr.ID)
	if got.Clarify != nil || got.Changed || len(r.tasks(t)) != 0 {
		t.Fatalf("neither: %+v, tasks %+v", got, r.tasks(t))
	}
}

// TestUndoThatMeansThePreviousTurn: after a request that tried a change
// and changed nothing, "undo that" takes nothing back; a question in
// between is no request to undo (the change before it is); after one that
// changed something, exactly that turn.
func TestUndoThatMeansThePreviousTurn(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	if tr, _ := r.th.Ask(ctx, "remind me to book the ferry tomorrow"); !tr.Changed {
		t.Fatalf("capture: %+v", tr)
	}
	r.th.Ask(ctx, "delete the zeppelin task")
	tr, _ := r.th.Ask(ctx, "undo that")
	if tr.Changed || len(r.tasks(t)) != 1 || !strings.Contains(tr.Reply, "changed nothing") {
		t.Fatalf("undo after a failed change: %q, tasks %+v", tr.Reply, r.tasks(t))
	}
	r.th.Ask(ctx, "add a task to pack the tent")
	r.th.Ask(ctx, "what's overdue?")
	tr, _ = r.th.Ask(ctx, "undo that")
	if !strings.Contains(tr.Reply, "pack the tent") || len(r.tasks(t)) != 1 {
		t.Fatalf("undo after a question: %q, tasks %+v", tr.Reply, r.tasks(t))
	}
	r.th.Ask(ctx, "add a task to renew the parking permit")
	if n := len(r.tasks(t)); n != 2 {
		t.Fatalf("%d tasks", n)
	}
	tr, _ = r.th.Ask(ctx, "undo that")
	ts := r.tasks(t)
	if len(ts) != 1 || ts[0].Title != "book the ferry" {
		t.Fatalf("undo after a change: %q, tasks %+v", tr.Reply, ts)
	}
}

// TestFollowUpCarriesOnAQuestion: "and tomorrow?" after a question about
// today lists tomorrow's tasks, through the whole thread (the question
// before is a read-only turn, which "undo that" skips but a follow-up
// reads); a follow-up of a follow-up carries on.
func TestFollowUpCarriesOnAQuestion(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	r.th.Ask(ctx, "remind me to defrost the freezer tomorrow")
	r.th.Ask(ctx, "water the orchid on saturday")
	r.th.Ask(ctx, "what's due today?")
	tr, _ := r.th.Ask(ctx, "and tomorrow?")
	if !strings.Contains(tr.Reply, "defrost the freezer") || strings.Contains(tr.Reply, "orchid") {
		t.Fatalf("and tomorrow: %q", tr.Reply)
	}
	tr, _ = r.th.Ask(ctx, "what about saturday?")
	if !strings.Contains(tr.Reply, "water the orchid") || strings.Contains(tr.Reply, "freezer") {
		t.Fatalf("what about saturday: %q", tr.Reply)
	}
}
