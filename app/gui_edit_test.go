package app

import (
	"testing"

	"pace/views"
)

// One Save of the Edit dialog is one turn: Ctrl+U reverts all of it (it
// was a turn per tool, so the project came back and the date stayed).
func TestGUIEditSaveIsOneUndo(t *testing.T) {
	h := newGUIHarness(t)
	h.main.Thread.Send("add plant tulip bulbs")
	h.wait(t)
	ts := h.tasks(t, "open")
	if len(ts) != 1 || ts[0].Due != nil || ts[0].ProjectID != "" {
		t.Fatalf("tasks = %+v", ts)
	}
	s := h.main.Today.Rows.Sheet(ts[0], nil)
	s.Project.SetText("Home")
	s.Due.SetText("saturday 10am")
	s.Priority.SetSelectedIndex(3)
	s.Save()
	if tr := h.wait(t); tr.Status != views.StatusDone {
		t.Fatalf("save: %+v", tr)
	}
	if got := h.tasks(t, "open")[0]; got.ProjectName != "Home" || got.Due == nil || got.Priority != 3 {
		t.Fatalf("after Save: %+v", got)
	}
	if !h.main.Thread.UndoLast() {
		t.Fatal("nothing to undo")
	}
	if got := h.wait(t); !got.Undone {
		t.Fatalf("after Ctrl+U: %+v", got)
	}
	if got := h.tasks(t, "open")[0]; got.ProjectID != "" || got.Due != nil || got.Priority != 0 {
		t.Errorf("one Ctrl+U left project %q, due %v, priority %d", got.ProjectName, got.Due, got.Priority)
	}
}
