package views

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// tallTurns are n finished turns whose replies wrap over several lines,
// so every row is much taller than the list's template row.
func tallTurns(n int) []Turn {
	out := make([]Turn, n)
	for i := range out {
		out[i] = Turn{ID: fmt.Sprintf("t%d", i), Request: fmt.Sprintf("request %d", i),
			Reply: strings.Repeat(fmt.Sprintf("Reply %d goes on for a while. ", i), 12+i%5), Status: StatusDone}
	}
	return out
}

// rowOnScreen says whether the row of turn id is built and shown whole
// inside the list's viewport.
func rowOnScreen(tv *ThreadView, w fyne.Window, id string) bool {
	w.Canvas().Refresh(tv.Content())
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(tv.List).Y
	bottom := top + tv.List.Size().Height
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *turnRow:
			if x.Visible() && x.turn.ID == id {
				y := d.AbsolutePositionForObject(x).Y
				found = y >= top-1 && y+x.Size().Height <= bottom+1
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(tv.List)
	return found
}

// A thread of tall turns opens with its newest turn on screen (it opened
// mid-history: the bottom was reckoned with the template's height).
func TestThreadOpensOnItsNewestTallTurn(t *testing.T) {
	newTestApp(t)
	tv, w := openThread(t, newPagedConv(t, tallTurns(60)))
	if !rowOnScreen(tv, w, "t59") {
		t.Fatalf("the newest turn is not on screen on opening (offset %v)", tv.List.GetScrollOffset())
	}
}

// A turn that comes from elsewhere (pace ask beside the window) scrolls
// into view when the view was at the bottom, and leaves the view alone
// when the person had scrolled up to read.
func TestTurnFromElsewhereFollowsOnlyAtTheBottom(t *testing.T) {
	newTestApp(t)
	conv := newPagedConv(t, tallTurns(40))
	tv, w := openThread(t, conv)
	cli := Turn{ID: "cli1", Request: "what's due today?", Reply: strings.Repeat("Due today: call the bank. ", 15), Status: StatusDone}
	tv.Apply(Update{Turn: cli})
	if !rowOnScreen(tv, w, "cli1") {
		t.Fatalf("a new turn at the bottom is not on screen (offset %v)", tv.List.GetScrollOffset())
	}

	tv.List.ScrollToOffset(tv.List.GetScrollOffset() / 2)
	w.Canvas().Refresh(tv.Content())
	off := tv.List.GetScrollOffset()
	cli2 := Turn{ID: "cli2", Request: "and tomorrow?", Reply: "Nothing.", Status: StatusDone}
	tv.Apply(Update{Turn: cli2})
	if got := tv.List.GetScrollOffset(); got != off {
		t.Fatalf("scrolled up to %v, a new turn moved the view to %v", off, got)
	}
}

// quietConv queues a request and reports nothing until the test says, as
// the real conversation does from its own goroutine.
type quietConv struct{ *pagedConv }

func (q quietConv) Submit(string) string { return "mine1" }

// The person's own request stays in view until its reply is in, even when
// they had scrolled up to read and the reply is taller than the bubble.
func TestOwnRequestFollowsFromAnywhere(t *testing.T) {
	newTestApp(t)
	tv, w := openThread(t, quietConv{newPagedConv(t, tallTurns(40))})
	tv.List.ScrollToOffset(tv.List.GetScrollOffset() / 3)
	w.Canvas().Refresh(tv.Content())
	tv.Send("what's on tomorrow?")
	tv.Apply(Update{Turn: Turn{ID: "mine1", Request: "what's on tomorrow?", Status: StatusRunning}})
	tv.Apply(Update{Turn: Turn{ID: "mine1", Request: "what's on tomorrow?", Status: StatusDone,
		Reply: strings.Repeat("Tomorrow: the dentist at nine, then the bank. ", 14)}})
	if !rowOnScreen(tv, w, "mine1") {
		t.Fatalf("the person's own turn is not on screen after its reply (offset %v)", tv.List.GetScrollOffset())
	}
	// Once it is done, a turn from elsewhere leaves a scrolled view alone again.
	tv.List.ScrollToOffset(tv.List.GetScrollOffset() / 2)
	w.Canvas().Refresh(tv.Content())
	off := tv.List.GetScrollOffset()
	tv.Apply(Update{Turn: Turn{ID: "cli9", Request: "x", Reply: "y", Status: StatusDone}})
	if got := tv.List.GetScrollOffset(); got != off {
		t.Fatalf("a later turn from elsewhere moved a scrolled view (%v → %v)", off, got)
	}
}
