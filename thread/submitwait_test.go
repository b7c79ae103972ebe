package thread_test

import (
	"context"
	"encoding/json"
	"testing"

	"pace/thread"
	"pace/tools"
)

// SubmitWait runs through the queue like typed text and waits; its own
// approver answers its turn only, and the thread's approver stays for the rest.
func TestSubmitWait(t *testing.T) {
	r := newRig(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r.th.Start(ctx)
	var threadAsked, turnAsked int
	r.th.SetApprover(func(context.Context, tools.Spec, json.RawMessage) bool { threadAsked++; return false })
	tr, err := r.th.SubmitWait(ctx, "remind me to water the ferns tomorrow", nil)
	if err != nil || tr.Status != thread.Done || len(r.tasks(t)) != 1 {
		t.Fatalf("SubmitWait: %+v, %v", tr, err)
	}
	tr, err = r.th.SubmitWait(ctx, "delete water the ferns", func(context.Context, tools.Spec, json.RawMessage) bool { turnAsked++; return true })
	if err != nil || turnAsked != 1 || threadAsked != 0 || len(r.tasks(t)) != 0 {
		t.Fatalf("with its own approver: turn asked %d, thread asked %d, tasks %d (%+v, %v)", turnAsked, threadAsked, len(r.tasks(t)), tr, err)
	}
	r.th.SubmitWait(ctx, "remind me to water the ferns tomorrow", nil)
	r.th.SubmitWait(ctx, "delete water the ferns", nil)
	if threadAsked != 1 || len(r.tasks(t)) != 1 {
		t.Fatalf("the thread's approver: asked %d, tasks %d", threadAsked, len(r.tasks(t)))
	}
}

func TestSubmitWaitCancelled(t *testing.T) {
	r := newRig(t, nil)
	// No worker: the turn stays queued until the caller gives up.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tr, err := r.th.SubmitWait(ctx, "remind me to water the ferns tomorrow", nil)
	if err == nil || tr.Status != thread.Cancelled || len(r.tasks(t)) != 0 {
		t.Fatalf("cancelled SubmitWait: %+v, %v", tr, err)
	}
	if r.th.Pending() != 0 {
		t.Fatalf("%d still queued", r.th.Pending())
	}
}
