package views

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Composer is the request input: Enter sends, Shift+Enter breaks the line,
// ↑ on the first line recalls the person's earlier requests, newest first,
// and ↓ walks forward again, back to the draft that was there before.
// Window shortcuts typed while it has focus are passed to Shortcuts first.
type Composer struct {
	widget.Entry

	// OnSend receives the trimmed text when Enter is pressed.
	OnSend func(text string)
	// History returns the requests the person typed or said, oldest
	// first: never labels Pace wrote (a button's, an example's).
	History func() []string
	// Shortcuts handles window shortcuts; true means it was handled.
	Shortcuts func(fyne.Shortcut) bool
	// OnEscape is told when Esc is pressed (the app stops speech).
	OnEscape func()

	// OnResize is told when the composer grew or shrank (the thread
	// relayouts its bottom bar).
	OnResize func()

	shift bool
	// recalled is the history walked now, newest first, and recall the
	// index shown (-1 when not recalling); draft is the text that was in
	// the input when the walk began, given back past the newest request.
	recalled []string
	recall   int
	draft    string
	rows     int
}

// NewComposer returns an empty multi-line input.
func NewComposer() *Composer {
	c := &Composer{recall: -1, rows: minRows}
	c.MultiLine = true
	c.Wrapping = fyne.TextWrapWord
	c.SetPlaceHolder("Ask Pace, or tell it what to do…")
	c.ExtendBaseWidget(c)
	c.SetMinRowsVisible(minRows)
	c.OnChanged = func(string) { c.grow() }
	return c
}

// The composer shows minRows lines when short and grows with its text up
// to maxRows, then scrolls.
const (
	minRows = 2
	maxRows = 8
)

// Rows is how many lines the composer shows now.
func (c *Composer) Rows() int { return c.rows }

// grow fits the visible lines to the text: each line's width over the
// entry's, so wrapped lines count too.
func (c *Composer) grow() {
	w := c.Size().Width - 2*theme.InnerPadding()
	if w <= 0 {
		w = 400
	}
	rows := 0
	for _, line := range strings.Split(c.Text, "\n") {
		lw := fyne.MeasureText(line, theme.TextSize(), fyne.TextStyle{}).Width
		rows += 1 + int(lw/w)
	}
	rows = min(max(rows, minRows), maxRows)
	if rows != c.rows {
		c.rows = rows
		c.SetMinRowsVisible(rows)
		c.Refresh()
		if c.OnResize != nil {
			c.OnResize()
		}
	}
}

// KeyDown tracks Shift so Enter can tell a send from a line break.
func (c *Composer) KeyDown(k *fyne.KeyEvent) {
	if k.Name == desktop.KeyShiftLeft || k.Name == desktop.KeyShiftRight {
		c.shift = true
	}
	c.Entry.KeyDown(k)
}

// KeyUp implements desktop.Keyable.
func (c *Composer) KeyUp(k *fyne.KeyEvent) {
	if k.Name == desktop.KeyShiftLeft || k.Name == desktop.KeyShiftRight {
		c.shift = false
	}
	c.Entry.KeyUp(k)
}

func (c *Composer) shiftHeld() bool {
	if c.shift {
		return true
	}
	if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
		return d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
	}
	return false
}

// TypedKey implements fyne.Focusable.
func (c *Composer) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyEscape:
		if c.OnEscape != nil {
			c.OnEscape()
		}
		return
	case fyne.KeyReturn, fyne.KeyEnter:
		if c.shiftHeld() {
			c.Entry.TypedKey(k) // OnSubmitted is nil, so the entry inserts a newline
			return
		}
		c.Send()
		return
	case fyne.KeyUp:
		if c.recallStep(-1) {
			return
		}
	case fyne.KeyDown:
		if c.recallStep(+1) {
			return
		}
	}
	c.Entry.TypedKey(k)
}

// recallStep moves through History (dir -1 is ↑, older) and reports
// whether it did: ↑ starts a walk only with the cursor on the first line,
// and a walk goes on only while the input still shows the recalled text
// (an edit makes it the draft of a new walk).
func (c *Composer) recallStep(dir int) bool {
	recalling := c.recall >= 0 && c.recall < len(c.recalled) && c.Text == c.recalled[c.recall]
	if !recalling {
		c.recall = -1
		if dir > 0 || c.CursorRow != 0 || c.History == nil {
			return false
		}
		c.recalled = newestFirst(c.History())
		if len(c.recalled) == 0 {
			return false
		}
		c.draft = c.Text
	}
	next := c.recall - dir // the list is newest first: ↑ goes deeper
	switch {
	case next >= len(c.recalled):
		return true // the oldest request stays
	case next < 0:
		c.recall = -1
		c.showText(c.draft)
		return true
	}
	c.recall = next
	c.showText(c.recalled[next])
	return true
}

// showText puts s in the input with the cursor at its end.
func (c *Composer) showText(s string) {
	c.SetText(s)
	lines := strings.Split(s, "\n")
	c.CursorRow, c.CursorColumn = len(lines)-1, len([]rune(lines[len(lines)-1]))
	c.Refresh()
}

// newestFirst reverses h and drops blanks and repeats of the request just
// after (sending the same thing three times is one step back, not three).
func newestFirst(h []string) []string {
	out := make([]string, 0, len(h))
	for i := len(h) - 1; i >= 0; i-- {
		t := strings.TrimSpace(h[i])
		if t == "" || (len(out) > 0 && out[len(out)-1] == t) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// Send hands the text to OnSend and clears the input; blank text is ignored.
func (c *Composer) Send() {
	text := strings.TrimSpace(c.Text)
	if text == "" {
		return
	}
	c.recall, c.recalled, c.draft = -1, nil, ""
	c.SetText("")
	if c.OnSend != nil {
		c.OnSend(text)
	}
}

// TypedShortcut implements fyne.Shortcutable: window shortcuts first.
func (c *Composer) TypedShortcut(s fyne.Shortcut) {
	if c.Shortcuts != nil && c.Shortcuts(s) {
		return
	}
	c.Entry.TypedShortcut(s)
}

// entry is a single- or multi-line input that passes window shortcuts on.
type entry struct {
	widget.Entry
	shortcuts func(fyne.Shortcut) bool
	onBlur    func()
	// page, when set, is the scrolling page the entry sits in: the mouse
	// wheel over it scrolls that (wheelPass).
	page func() fyne.Scrollable
}

// CreateRenderer lays the wheel's pass-through over the field.
func (e *entry) CreateRenderer() fyne.WidgetRenderer {
	return withWheelPass(e.Entry.CreateRenderer(), &e.Entry, func() fyne.Scrollable { return pageOf(e.page) })
}

// FocusLost saves fields that save on blur.
func (e *entry) FocusLost() {
	e.Entry.FocusLost()
	if e.onBlur != nil {
		e.onBlur()
	}
}

func newEntry(shortcuts func(fyne.Shortcut) bool, multi bool) *entry {
	e := &entry{shortcuts: shortcuts}
	e.MultiLine = multi
	if multi {
		e.Wrapping = fyne.TextWrapWord
	}
	e.ExtendBaseWidget(e)
	return e
}

func (e *entry) TypedShortcut(s fyne.Shortcut) {
	if e.shortcuts != nil && e.shortcuts(s) {
		return
	}
	e.Entry.TypedShortcut(s)
}
