package thread_test

import (
	"context"
	"testing"

	"pace/agent"
	"pace/store"
	"pace/thread"
	"pace/undo"
)

// A turn made by another thread over the same store (the CLI beside the
// window) shows up in this one on Sync, once, with its reply; this
// thread's own turns are not repeated.
func TestSyncShowsTurnsMadeElsewhere(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	window := r.th
	own, err := window.Ask(ctx, "what's due today")
	if err != nil {
		t.Fatal(err)
	}
	cli, err := thread.New(r.db, &agent.Orchestrator{Fallback: agent.NewGrammarBackend(r.box, r.eng)}, r.box, r.eng, thread.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var heard []thread.Update
	stop := window.Subscribe(func(u thread.Update) { heard = append(heard, u) })
	defer stop()

	// Only the request has landed so far: the turn reads as running.
	if err := r.db.Write(ctx, func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{TurnID: "elsewhere-1", Role: store.RoleUser, Text: "add milk to the list"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if n, err := window.Sync(ctx); err != nil || n != 1 {
		t.Fatalf("sync after a request: %d, %v", n, err)
	}
	if tr, ok := window.Turn("elsewhere-1"); !ok || tr.Status != thread.Running || tr.Request != "add milk to the list" {
		t.Fatalf("half-made turn: %+v, %v", tr, ok)
	}

	made, err := cli.Ask(ctx, "remind me to water the ferns tomorrow")
	if err != nil {
		t.Fatal(err)
	}
	if n, err := window.Sync(ctx); err != nil || n != 1 {
		t.Fatalf("sync after a CLI turn: %d, %v", n, err)
	}
	got, ok := window.Turn(made.ID)
	if !ok || got.Reply != made.Reply || got.Status != thread.Done || !got.Changed || len(got.Records) != 1 {
		t.Fatalf("synced turn: %+v", got)
	}
	if n, _ := window.Sync(ctx); n != 0 {
		t.Fatalf("a second sync repeated %d turns", n)
	}
	turns := window.Turns()
	if turns[0].ID != own.ID || turns[len(turns)-1].ID != made.ID {
		t.Fatalf("order: first %s, last %s", turns[0].ID, turns[len(turns)-1].ID)
	}
	if len(heard) != 2 || heard[1].Turn.ID != made.ID || heard[1].Signal != "" {
		t.Fatalf("subscribers heard %d updates: %+v", len(heard), heard)
	}
	// Undoing the synced turn here works like undoing one of this thread's.
	if _, err := window.UndoTurn(ctx, made.ID); err != nil {
		t.Fatalf("undo a synced turn: %v", err)
	}
}

// A change this window made and another process took back (`pace undo` in
// a terminal) reads as undone after Sync, so its card offers no Undo that
// could do nothing; a change still in place keeps its Undo.
func TestSyncSeesAnUndoMadeElsewhere(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	gone, err := r.th.Ask(ctx, "remind me to buy stamps tomorrow")
	if err != nil {
		t.Fatal(err)
	}
	kept, err := r.th.Ask(ctx, "remind me to oil the gate friday")
	if err != nil {
		t.Fatal(err)
	}
	var heard []string
	stop := r.th.Subscribe(func(u thread.Update) { heard = append(heard, u.Turn.ID) })
	defer stop()
	if _, err := undo.NewEngine(r.db).UndoGroup(ctx, gone.Group); err != nil {
		t.Fatal(err)
	}
	if _, err := r.th.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if tr, _ := r.th.Turn(gone.ID); !tr.Undone {
		t.Errorf("the turn undone elsewhere still reads as in place: %+v", tr)
	}
	if tr, _ := r.th.Turn(kept.ID); tr.Undone {
		t.Errorf("the turn still in place reads as undone")
	}
	if len(heard) != 1 || heard[0] != gone.ID {
		t.Errorf("subscribers heard %v, want the undone turn once", heard)
	}
}
