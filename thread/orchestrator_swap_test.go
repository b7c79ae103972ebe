package thread_test

import (
	"context"
	"testing"
	"time"

	"pace/agent"
	"pace/thread"
)

// A brain switch (Settings) reaches the next turn; the running turn
// finishes on the brain it started with.
func TestSetOrchestratorLeavesTheRunningTurnAlone(t *testing.T) {
	old := &blocking{started: make(chan string, 4), release: make(chan struct{})}
	r := newRig(t, old)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	r.th.Start(ctx)
	first := r.th.Submit("one")
	<-old.started
	next := &blocking{started: make(chan string, 4), release: make(chan struct{})}
	r.th.SetOrchestrator(&agent.Orchestrator{Primary: next, Fallback: agent.NewGrammarBackend(r.box, r.eng)})
	second := r.th.Submit("two")
	old.release <- struct{}{}
	if got := <-next.started; got != "two" {
		t.Fatalf("the new brain started %q", got)
	}
	next.release <- struct{}{}
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(second); return tr.Status == thread.Done })
	if tr, _ := r.th.Turn(first); tr.Reply != "done: one" || tr.Status != thread.Done {
		t.Fatalf("running turn: %+v", tr)
	}
	select {
	case s := <-old.started:
		t.Fatalf("the old brain also ran %q", s)
	default:
	}
}

// Drain reports a running turn as not quiet and returns once it finished.
func TestDrainWaitsForTheRunningTurn(t *testing.T) {
	b := &blocking{started: make(chan string, 4), release: make(chan struct{})}
	r := newRig(t, b)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	if !r.th.Drain(time.Second) {
		t.Fatal("an idle thread is quiet")
	}
	r.th.Start(ctx)
	r.th.Submit("one")
	<-b.started
	if r.th.Drain(30 * time.Millisecond) {
		t.Fatal("Drain returned while a turn was running")
	}
	b.release <- struct{}{}
	if !r.th.Drain(5 * time.Second) {
		t.Fatal("the finished turn left the thread busy")
	}
}
