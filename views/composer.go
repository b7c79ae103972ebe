package views

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Composer is the request input: Enter sends, Shift+Enter breaks the line,
// ↑ in an empty input recalls earlier requests (↓ walks forward again).
// Window shortcuts typed while it has focus are passed to Shortcuts first.
type Composer struct {
	widget.Entry

	// OnSend receives the trimmed text when Enter is pressed.
	OnSend func(text string)
	// History returns the earlier requests, oldest first.
	History func() []string
	// Shortcuts handles window shortcuts; true means it was handled.
	Shortcuts func(fyne.Shortcut) bool
	// OnEscape is told when Esc is pressed (the app stops speech).
	OnEscape func()

	// OnResize is told when the composer grew or shrank (the thread
	// relayouts its bottom bar).
	OnResize func()

	shift  bool
	recall int // index into History while recalling; -1 when not
	rows   int
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

// recallStep moves through History when the input is empty or still shows
// a recalled request; it reports whether it did.
func (c *Composer) recallStep(dir int) bool {
	if c.History == nil {
		return false
	}
	h := c.History()
	if len(h) == 0 {
		return false
	}
	recalling := c.recall >= 0 && c.recall < len(h) && c.Text == h[c.recall]
	if !recalling && c.Text != "" {
		return false
	}
	if !recalling {
		if dir > 0 {
			return false
		}
		c.recall = len(h)
	}
	next := c.recall + dir
	switch {
	case next < 0:
		return true
	case next >= len(h):
		c.recall = -1
		c.SetText("")
		return true
	}
	c.recall = next
	c.SetText(h[next])
	c.CursorRow, c.CursorColumn = 0, len([]rune(h[next]))
	c.Refresh()
	return true
}

// Send hands the text to OnSend and clears the input; blank text is ignored.
func (c *Composer) Send() {
	text := strings.TrimSpace(c.Text)
	if text == "" {
		return
	}
	c.recall = -1
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
