package views

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Rename shows the open note's title; another note's title (any case) is
// refused in the form and sends nothing; a new title runs updateNote on
// that note as its own turn, the note stays open under its new title, and
// the turn's undo puts the old title back.
func TestKnowledgeRenamesTheOpenNote(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	act := newToolActor(t, db)
	k := NewKnowledge(db, act, nil)
	k.CanEdit = true
	k.Load = synchronous
	w := test.NewTempWindow(t, k.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	if !k.RenameNoteBtn.Disabled() && k.Current() == nil {
		t.Fatal("Rename enabled with no note open")
	}
	k.Open(ids["seedlist"], nil)
	if k.RenameNoteBtn.Disabled() {
		t.Fatal("Rename disabled with a note open")
	}
	var other string
	for _, h := range k.all {
		if h.ID != ids["seedlist"] {
			other = h.Title
			break
		}
	}

	test.Tap(k.RenameNoteBtn)
	s := k.LastName
	if s == nil || s.Name.Text != "Seed list" {
		t.Fatalf("form %+v", s)
	}
	s.Name.SetText(" " + other + " ")
	if s.Name.Validate() == nil {
		t.Fatalf("another note's title %q was let through", other)
	}
	s.Save()
	s.Name.SetText("Seed list")
	s.Save()
	if len(act.calls) != 0 {
		t.Fatalf("a refused or unchanged title ran %d calls", len(act.calls))
	}

	s.Name.SetText("Seeds to sow in spring")
	s.Save()
	if call := act.last(); call.tool != "updateNote" || call.args["note"] != "id:"+ids["seedlist"] || call.args["title"] != "Seeds to sow in spring" {
		t.Fatalf("ran %s %v", call.tool, call.args)
	}
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	if c := k.Current(); c == nil || c.ID != ids["seedlist"] || c.Title != "Seeds to sow in spring" || k.Title.Text != "Seeds to sow in spring" {
		t.Fatalf("after rename: %+v, title shown %q", k.Current(), k.Title.Text)
	}

	act.UndoTurn("turn-1")
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	if c := k.Current(); c == nil || c.Title != "Seed list" {
		t.Fatalf("after undo: %+v", c)
	}
}
