package views

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
)

// Enter in the search box opens the first note listed; a search that
// lists nothing says so and offers to make a note of its words, which
// New note does through the thread (one createNote).
func TestKnowledgeSearchEnterAndNoMatch(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	insertNote(t, db, store.Note{Title: "Shopping", Body: "Eggs, flour, lemons."})
	tomato := insertNote(t, db, store.Note{Title: "Tomato varieties", Body: "Sungold, Black Krim, Gardener's Delight."})
	act := newToolActor(t, db)
	k := NewKnowledge(db, act, nil)
	k.Background, k.Load, k.Debounce = synchronous, synchronous, nil
	w := test.NewTempWindow(t, k.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	if k.NoMatch.Visible() {
		t.Fatal("no-match shown before any search")
	}

	test.Type(k.Search, "tomato")
	if k.NoMatch.Visible() || len(k.shown) == 0 {
		t.Fatalf("a matching search: no-match %v, %d listed", k.NoMatch.Visible(), len(k.shown))
	}
	k.Search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if c := k.Current(); c == nil || c.ID != tomato.ID {
		t.Fatalf("Enter opened %+v, want the tomato note", c)
	}

	k.Search.SetText("allotment rota")
	if !k.NoMatch.Visible() || len(k.shown) != 0 || k.CreateFromSearch.Text != "New note “allotment rota”" {
		t.Fatalf("no match: shown %v, %d listed, button %q", k.NoMatch.Visible(), len(k.shown), k.CreateFromSearch.Text)
	}
	k.Search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // nothing to open
	if len(act.calls) != 0 {
		t.Fatalf("%d calls before New note", len(act.calls))
	}
	test.Tap(k.CreateFromSearch)
	if call := act.last(); call.tool != "createNote" || call.args["title"] != "allotment rota" {
		t.Fatalf("ran %s %v", call.tool, call.args)
	}
	k.Search.SetText("")
	if k.NoMatch.Visible() {
		t.Fatal("no-match stays after the search is cleared")
	}
}
