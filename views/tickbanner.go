package views

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"pace/notch"
	"pace/store"
)

// TickBanner is the "Done: “X”  [Undo]" bar a space shows for UndoWindow
// after one of its checkboxes completed a task; Undo takes that tick back
// through the journal. Today and Projects each hold one: set a taskEditor's
// OnComplete to ticked and pass thread updates to followTick.
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

// pendingTick is a completion from a checkbox not yet finished; when it
// is, the banner offers to undo it.
type pendingTick struct{ turn, label, title string }

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

// ticked runs a checkbox's completion and remembers it, so its banner can
// be shown when the turn finishes (the thread may report that before do
// returns).
func (t *TickBanner) ticked(task store.Task, label string, do func() string) {
	p := &pendingTick{label: label, title: task.Title}
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
			t.showToast(p.title, u.Turn.ID)
		}
		return
	}
}

func (t *TickBanner) showToast(title, turn string) {
	t.hideToast()
	t.toast.turn = turn
	t.ToastText.SetText("Done: “" + title + "”")
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
