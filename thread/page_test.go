package thread_test

import (
	"context"
	"fmt"
	"testing"

	"pace/agent"
	"pace/store"
	"pace/store/storetest"
	"pace/thread"
	"pace/tools"
	"pace/undo"
)

// A long conversation loads only its newest page; Older reads the pages
// above it, in order, each turn once and whole (its request with its
// reply), until the first turn.
func TestThreadLoadsTheNewestPageAndOlderOnRequest(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	const total = 237
	// every seventh turn is a button's: only Pace's message, the label inside
	want := writeTurns(t, r.db, total, func(i int) bool { return i%7 == 3 })
	th, err := thread.New(r.db, &agent.Orchestrator{Fallback: agent.NewGrammarBackend(r.box, r.eng)}, r.box, r.eng, thread.Options{Page: 40})
	if err != nil {
		t.Fatal(err)
	}
	// A page is 2×Page messages: Page turns of request and reply, more
	// when some are a button's one-message turns.
	if n := len(th.Turns()); n > 80 || n < 39 {
		t.Fatalf("a new thread holds %d turns, want the newest page (40–80)", n)
	}
	if !th.HasOlder() {
		t.Fatal("a thread holding the newest page says nothing older remains")
	}
	pages := 0
	for more := true; more; pages++ {
		var got []thread.Turn
		got, more, err = th.Older(ctx, 40)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) > 80 {
			t.Fatalf("a page of %d turns", len(got))
		}
	}
	all := th.Turns()
	if len(all) != total {
		t.Fatalf("after %d pages the thread holds %d turns, want %d", pages, len(all), total)
	}
	for i, tr := range all {
		if tr.ID != want[i] {
			t.Fatalf("turn %d is %s, want %s", i, tr.ID, want[i])
		}
		if tr.Request == "" || (tr.Direct != (i%7 == 3)) {
			t.Fatalf("turn %s came back partial: %+v", tr.ID, tr)
		}
		if got, ok := th.Turn(tr.ID); !ok || got.ID != tr.ID {
			t.Fatalf("Turn(%s) after paging: %v", tr.ID, ok)
		}
	}
	if th.HasOlder() {
		t.Fatal("after the first turn the thread says older ones remain")
	}
	if got, more, err := th.Older(ctx, 40); len(got) != 0 || more || err != nil {
		t.Fatalf("past the first turn: %d turns, more %v, %v", len(got), more, err)
	}
}

// A request Pace offered (an example, a reading) stays marked after a
// restart, so the composer's ↑ never recalls it.
func TestOfferedRequestStaysMarked(t *testing.T) {
	r := newRig(t, nil)
	ctx := context.Background()
	r.th.Start(ctx)
	id := r.th.SubmitOffered("what's due today")
	typed := r.th.Submit("what's due tomorrow")
	waitFor(t, r.th, func() bool { tr, _ := r.th.Turn(typed); return tr.Status == thread.Done })
	again, err := thread.New(r.db, &agent.Orchestrator{Fallback: agent.NewGrammarBackend(r.box, r.eng)}, r.box, r.eng, thread.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if tr, ok := again.Turn(id); !ok || !tr.Offered {
		t.Fatalf("offered turn after a restart: %+v", tr)
	}
	if tr, _ := again.Turn(typed); tr.Offered {
		t.Fatal("a typed turn reads as offered")
	}
}

// BenchmarkThread20kNew opens a thread over a conversation of 20,000 turns
// (a request and a reply each, generated): paged, New reads only the newest
// page; whole reads every turn, as it did before paging.
func BenchmarkThread20kNew(b *testing.B) {
	clock := &storetest.Clock{T: ref}
	db := storetest.MustOpen(b, store.Options{Now: clock.Now})
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: ref.Location()})
	eng := undo.NewEngine(db)
	writeTurns(b, db, 20000, func(int) bool { return false })
	orch := &agent.Orchestrator{Fallback: agent.NewGrammarBackend(box, eng)}
	for _, c := range []struct {
		name string
		page int
	}{{"paged", 0}, {"whole", 20000}} {
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				if _, err := thread.New(db, orch, box, eng, thread.Options{Page: c.page}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// writeTurns persists n finished turns (ids t00000…, oldest first) as the
// thread would: a request and a reply, or for a button's turn (direct) one
// message of Pace's with the label inside. It returns their ids.
func writeTurns(tb testing.TB, db *store.DB, n int, direct func(i int) bool) []string {
	tb.Helper()
	var ids []string
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		for i := range n {
			id := fmt.Sprintf("t%05d", i)
			ids = append(ids, id)
			msgs := []store.ChatMessage{{TurnID: id, Role: store.RoleUser, Text: fmt.Sprintf("request %d", i)},
				{TurnID: id, Role: store.RoleAssistant, Text: "ok", Tools: []byte(`{"records":[],"status":"done"}`)}}
			if direct(i) {
				rec := fmt.Sprintf(`{"records":[],"status":"done","direct":true,"request":"Completed %d"}`, i)
				msgs = []store.ChatMessage{{TurnID: id, Role: store.RoleAssistant, Text: "Done.", Tools: []byte(rec)}}
			}
			for _, m := range msgs {
				if _, err := tx.Chat().Append(m); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return ids
}
