package thread_test

import (
	"context"
	"strings"
	"testing"

	"pace/agent"
	"pace/rag"
	"pace/store"
	"pace/store/storetest"
	"pace/thread"
	"pace/tools"
	"pace/undo"
)

// TestCaptureThenAskInTheThread: "note: …" typed in the thread is answered
// by the next turn, cited.
func TestCaptureThenAskInTheThread(t *testing.T) {
	clock := &storetest.Clock{T: ref}
	th, _ := grammarThread(t, clock)
	ctx := context.Background()
	if _, err := th.Ask(ctx, "remember that the allotment water tap key hangs behind the shed door"); err != nil {
		t.Fatal(err)
	}
	tr, err := th.Ask(ctx, "where does the allotment tap key hang?")
	if err != nil {
		t.Fatal(err)
	}
	var cited []string
	for _, r := range tr.Records {
		for _, c := range r.Citations {
			cited = append(cited, c.Title)
		}
	}
	if len(cited) != 1 || !strings.Contains(tr.Reply, "behind the shed door") || !strings.Contains(tr.Reply, "[1]") {
		t.Errorf("reply %q, cited %v", tr.Reply, cited)
	}
}

// grammarThread is a thread over a real store with the notes index, the
// grammar brain and clock's time.
func grammarThread(t *testing.T, clock *storetest.Clock) (*thread.Thread, *store.DB) {
	t.Helper()
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	idx := rag.NewEngine(db, nil)
	t.Cleanup(func() { idx.Close() })
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: ref.Location(), Notes: idx})
	eng := undo.NewEngine(db)
	th, err := thread.New(db, &agent.Orchestrator{Fallback: agent.NewGrammarBackend(box, eng)}, box, eng, thread.Options{Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	return th, db
}
