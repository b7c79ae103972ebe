package app

import (
	"context"
	"testing"
	"time"

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

// A task the quick panel lists opens in Today, its Edit sheet showing,
// when clicked (as Enter on the one match does); the panel only closed and
// Today showed, saying nothing of the task.
func TestGUIQuickPanelTaskMatchOpensTheTask(t *testing.T) {
	h := newGUIHarness(t)
	g := &gui{c: h.c, w: h.w, main: h.main, win: h.win, conv: &conversation{t: h.w.thread, ctx: context.Background()}}
	g.panel = notch.NewPanel(g.conv, g.conv, nil)
	g.panel.Clock = neverClock{}
	g.panel.Background = func(work, show func()) { work(); show() }
	h.main.Today.Background = func(work, show func()) { work(); show() }
	g.panel.SetFinder(finder{db: h.w.db, now: time.Now}, g.openMatch)
	h.main.Thread.Send("add task Buy stamps friday")
	if tr := h.wait(t); !tr.Changed {
		t.Fatalf("turn = %+v", tr)
	}
	test.NewTempWindow(t, g.panel.Content())
	test.Type(g.panel.Input, "stamps")
	if len(g.panel.Matches()) != 1 {
		t.Fatalf("%d matches for stamps", len(g.panel.Matches()))
	}
	test.Tap(g.panel.Matches()[0])
	if h.main.Current() != views.SpaceToday {
		t.Fatalf("the window shows space %v", h.main.Current())
	}
	if s := h.main.Today.Rows.LastSheet; s == nil || s.Title.Text != "Buy stamps" {
		t.Fatalf("the task is not open: %+v", s)
	}
	if top := h.win.Canvas().Overlays().Top(); top == nil || !top.Visible() {
		t.Error("no Edit sheet on the window")
	}
}
