package views

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Delete asks first, naming the open note; Yes deletes it through
// deleteNote as its own turn, the list and the shown note follow, and the
// turn's undo brings the note back with its links.
func TestKnowledgeDeletesTheOpenNote(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	act := newToolActor(t, db)
	k := NewKnowledge(db, act, nil)
	k.Load = synchronous
	w := test.NewTempWindow(t, k.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	listed := func(id string) bool {
		for _, n := range k.shown {
			if n.ID == id {
				return true
			}
		}
		return false
	}
	k.Open(ids["seedlist"], nil)
	if k.DeleteNoteBtn.Disabled() || !listed(ids["seedlist"]) || len(k.links) == 0 {
		t.Fatalf("before: delete disabled %v, listed %v, %d links", k.DeleteNoteBtn.Disabled(), listed(ids["seedlist"]), len(k.links))
	}
	links := len(k.links)

	test.Tap(k.DeleteNoteBtn)
	c := k.LastConfirm
	if c == nil || c.Title != "Delete the note “Seed list”?" || len(act.calls) != 0 {
		t.Fatalf("asked %+v, calls %d", c, len(act.calls))
	}
	c.Yes()
	if call := act.last(); call.tool != "deleteNote" || call.args["note"] != "id:"+ids["seedlist"] {
		t.Fatalf("ran %s %v", call.tool, call.args)
	}
	if err := k.Reload(); err != nil { // the window reloads after a turn
		t.Fatal(err)
	}
	if listed(ids["seedlist"]) || k.Current() == nil || k.Current().ID == ids["seedlist"] || len(k.links) >= links {
		t.Fatalf("after delete: listed %v, current %+v, %d links", listed(ids["seedlist"]), k.Current(), len(k.links))
	}

	act.UndoTurn("turn-1")
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	if !listed(ids["seedlist"]) || len(k.links) != links {
		t.Fatalf("after undo: listed %v, %d links, want %d", listed(ids["seedlist"]), len(k.links), links)
	}
}

// With no note open there is nothing to delete.
func TestKnowledgeDeleteNeedsANote(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	act := newToolActor(t, db)
	k := NewKnowledge(db, act, nil)
	k.Load = synchronous
	test.NewTempWindow(t, k.Content())
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	test.Tap(k.DeleteNoteBtn)
	if !k.DeleteNoteBtn.Disabled() || k.LastConfirm != nil || k.DeleteNote(nil) != nil || len(act.calls) != 0 {
		t.Fatal("Delete acted with no note open")
	}
}
