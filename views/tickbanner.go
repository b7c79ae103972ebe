package views

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"pace/notch"
)

// TickBanner is the "Done: “X”  [Undo]" bar a space shows after a change
// made from it (a tick, a priority, a delete, an edit sheet's Save, a
// milestone's tick), until the space's next change or UndoWindow; Undo
// takes that change back through the journal. Today and Projects each hold
// one: set a taskEditor's OnChange to track and pass thread updates to
// followTick.
type TickBanner struct {
	Toast     *fyne.Container
	ToastText *widget.Label
	ToastUndo *widget.Button
	// Undo takes a tick back (the Actor's, when it is an Undoer).
	Undo Undoer
	// Clock times the banner out (notch.RealClock when nil).
	Clock notch.Clock

	ticks []*pendingTick
	toast struct {
		turn string
		stop func() bool
	}
}

// pendingTick is a change made from the space not yet finished; when it
// is, the banner says text and offers to undo it.
type pendingTick struct{ turn, label, text string }

func newTickBanner(act Actor) *TickBanner {
	t := &TickBanner{}
	if u, ok := act.(Undoer); ok {
		t.Undo = u
	}
	t.ToastText = widget.NewLabel("")
	t.ToastText.Truncation = fyne.TextTruncateEllipsis
	t.ToastUndo = widget.NewButton("Undo", t.undoTick)
	t.ToastUndo.Importance = widget.HighImportance
	t.Toast = container.NewPadded(surface(ColorCard, 8, container.NewBorder(nil, nil, nil, t.ToastUndo, t.ToastText)))
	t.Toast.Hide()
	return t
}

// track runs a change made from the space (do sends it as the turn
// labelled label) and remembers it, so its banner (text) can be shown when
// the turn finishes (the thread may report that before do returns). The
// banner of the change before goes: this is the space's next action.
func (t *TickBanner) track(label, text string, do func() string) {
	t.hideToast()
	p := &pendingTick{label: label, text: text}
	if len(t.ticks) >= 16 { // a turn that never reports back is forgotten
		t.ticks = t.ticks[1:]
	}
	t.ticks = append(t.ticks, p)
	id := do()
	if slices.Contains(t.ticks, p) {
		p.turn = id
	}
}

// followTick shows the banner when a tick's turn finished and changed
// something.
func (t *TickBanner) followTick(u Update) {
	for i, p := range t.ticks {
		if (p.turn != "" && u.Turn.ID != p.turn) || (p.turn == "" && u.Turn.Request != p.label) {
			continue
		}
		if u.Turn.Status == StatusQueued || u.Turn.Status == StatusRunning {
			p.turn = u.Turn.ID
			return
		}
		t.ticks = slices.Delete(t.ticks, i, i+1)
		if addFailure(u.Turn) == "" && u.Turn.Changed && !u.Turn.Undone {
			t.showToast(p.text, u.Turn.ID)
		}
		return
	}
}

// Say shows text in the bar with no Undo (an undo that could not be
// done says why where the person clicked), for as long as a change's bar.
func (t *TickBanner) Say(text string) {
	t.showToast(text, "")
}

func (t *TickBanner) showToast(text, turn string) {
	t.hideToast()
	t.toast.turn = turn
	t.ToastText.SetText(text)
	if turn == "" {
		t.ToastUndo.Hide()
	} else {
		t.ToastUndo.Show()
	}
	t.Toast.Show()
	clk := t.Clock
	if clk == nil {
		clk = notch.RealClock{}
	}
	t.toast.stop = clk.AfterFunc(UndoWindow, t.hideToast)
}

func (t *TickBanner) hideToast() {
	if t.toast.stop != nil {
		t.toast.stop()
	}
	t.toast.turn, t.toast.stop = "", nil
	t.Toast.Hide()
}

// undoTick takes the last tick back through the journal.
func (t *TickBanner) undoTick() {
	turn := t.toast.turn
	t.hideToast()
	if turn != "" && t.Undo != nil {
		t.Undo.UndoTurn(turn)
	}
}
