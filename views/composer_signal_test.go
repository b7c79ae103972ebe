package views

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/notch"
)

// The input grows with long text (up to maxRows) and shrinks after sending.
func TestComposerGrowsWithLongText(t *testing.T) {
	m, _, _ := newMain(t)
	in := m.Thread.Input
	if in.Rows() != minRows {
		t.Fatalf("empty input shows %d rows", in.Rows())
	}
	in.SetText(strings.Repeat("a long request that keeps going ", 12))
	if in.Rows() <= minRows {
		t.Fatalf("a long request shows %d rows", in.Rows())
	}
	in.SetText(strings.Repeat("line\n", 30))
	if in.Rows() != maxRows {
		t.Fatalf("30 lines show %d rows, want the cap %d", in.Rows(), maxRows)
	}
	in.Send()
	if in.Rows() != minRows {
		t.Errorf("after sending the input shows %d rows", in.Rows())
	}
}

// A microphone error does not stay after the person moves on.
func TestFailedSignalClearsWhenItsCauseIsGone(t *testing.T) {
	for _, c := range []struct {
		name   string
		moveOn func(m *Main)
	}{
		{"switching spaces", func(m *Main) { m.Show(SpaceToday) }},
		{"typing", func(m *Main) { test.Type(m.Thread.Input, "a") }},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, _, _ := newMain(t)
			m.Thread.Apply(Update{Signal: notch.Signal{State: notch.Failed, Reason: "no microphone could be opened"}})
			c.moveOn(m)
			if s := m.Thread.Signal.Signal().State; s != notch.Ready {
				t.Errorf("signal stays %s", s)
			}
		})
	}
	m, _, _ := newMain(t) // a running turn keeps its signal
	m.Thread.Apply(Update{Turn: Turn{ID: "r", Request: "x", Status: StatusRunning}, Signal: notch.Signal{State: notch.Blocked}})
	m.Show(SpaceToday)
	if s := m.Thread.Signal.Signal().State; s != notch.Blocked {
		t.Errorf("a running turn's signal was cleared: %s", s)
	}
}

// After start the thread opens at the latest turn, not the first.
func TestThreadOpensAtTheLatestTurn(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	conv := newFakeConv(t, db)
	for i := range 40 {
		conv.turns = append(conv.turns, Turn{ID: fmt.Sprint("t", i), Request: fmt.Sprint("request number ", i), Reply: "a reply", Status: StatusDone})
	}
	v := NewThreadView(conv)
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(900, 600))
	if v.List.GetScrollOffset() <= 0 {
		t.Fatalf("the thread opened at offset %v, not at the newest turn", v.List.GetScrollOffset())
	}
}
