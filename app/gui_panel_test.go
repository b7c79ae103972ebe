package app

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/notch"
	"pace/views"
)

// The quick panel's Undo reverts the turn it ran through the thread's undo
// path: the task is gone and the turn is marked undone.
func TestGUIQuickPanelUndoRevertsTheTurn(t *testing.T) {
	h := newGUIHarness(t)
	g := &gui{c: h.c, w: h.w, main: h.main, conv: &conversation{t: h.w.thread, ctx: context.Background()}}
	g.panel = notch.NewPanel(g.conv, g.conv, nil)
	g.panel.Clock = neverClock{}
	h.main.Thread.Listeners = append(h.main.Thread.Listeners, g.follow)
	pw := test.NewTempWindow(t, g.panel.Content())
	pw.Canvas().Focus(g.panel.Input)
	test.Type(g.panel.Input, "buy stamps friday")
	g.panel.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tr := h.wait(t); tr.Status != views.StatusDone || !tr.Changed {
		t.Fatalf("turn = %+v", tr)
	}
	if n := len(h.tasks(t, "open")); n != 1 {
		t.Fatalf("%d open tasks after the request", n)
	}
	if !g.panel.UndoVisible() {
		t.Fatal("no Undo on the panel after a change")
	}
	test.Tap(g.panel.UndoBtn)
	if got := h.wait(t); !got.Undone {
		t.Fatalf("after the panel's Undo: %+v", got)
	}
	if n := len(h.tasks(t, "")); n != 0 {
		t.Fatalf("%d tasks after the panel's Undo", n)
	}
}
