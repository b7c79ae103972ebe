package views

import (
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A text field keeps a scroller of its own (so a long value scrolls inside
// the field instead of widening the page), and Fyne gives the mouse wheel
// to the innermost scroller under the pointer: over a field, the wheel
// stopped scrolling the Settings page. wheelPass lies over such a field
// and hands the wheel to the page; it steps aside (reports itself hidden)
// over a multi-line field that has more text than it shows, which then
// scrolls itself. It takes nothing else: taps, hovers and drags find the
// field under it, since Fyne looks each up by what an object can do.
type wheelPass struct {
	widget.BaseWidget
	field *widget.Entry
	page  func() fyne.Scrollable
}

func newWheelPass(field *widget.Entry, page func() fyne.Scrollable) *wheelPass {
	w := &wheelPass{field: field, page: page}
	w.ExtendBaseWidget(w)
	return w
}

// CreateRenderer draws nothing.
func (w *wheelPass) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// Visible is false outside a page and over a field with text to scroll,
// so the wheel reaches the field.
func (w *wheelPass) Visible() bool {
	return w.BaseWidget.Visible() && w.page() != nil && !hasMore(w.field)
}

// Scrolled implements fyne.Scrollable: the page scrolls.
func (w *wheelPass) Scrolled(ev *fyne.ScrollEvent) {
	if s := w.page(); s != nil {
		s.Scrolled(ev)
	}
}

// hasMore reports whether a multi-line field holds more lines than it
// shows (wrapped at its width); a one-line field never scrolls by wheel.
func hasMore(e *widget.Entry) bool {
	if !e.MultiLine || e.Text == "" {
		return false
	}
	th := e.Theme()
	pad := th.Size(theme.SizeNameInnerPadding) + th.Size(theme.SizeNameInputBorder)
	width := e.Size().Width - 2*pad
	if width <= 0 {
		return false
	}
	size := th.Size(theme.SizeNameText)
	lineH := fyne.MeasureText("M", size, e.TextStyle).Height + th.Size(theme.SizeNameLineSpacing)
	rows := 0
	for _, par := range strings.Split(e.Text, "\n") {
		w := fyne.MeasureText(par, size, e.TextStyle).Width
		rows += max(1, int(math.Ceil(float64(w/width))))
	}
	return float32(rows)*lineH > e.Size().Height-2*pad
}

// pageOf is what page says, or nil when there is no page.
func pageOf(page func() fyne.Scrollable) fyne.Scrollable {
	if page == nil {
		return nil
	}
	return page()
}

// passRenderer is a field's renderer with a wheelPass laid over it.
type passRenderer struct {
	fyne.WidgetRenderer
	pass *wheelPass
}

// withWheelPass lays a wheelPass over field's renderer r; page says, when
// the wheel turns, which page scrolls (nil: none, the field keeps it).
func withWheelPass(r fyne.WidgetRenderer, field *widget.Entry, page func() fyne.Scrollable) fyne.WidgetRenderer {
	return &passRenderer{WidgetRenderer: r, pass: newWheelPass(field, page)}
}

func (r *passRenderer) Layout(s fyne.Size) {
	r.WidgetRenderer.Layout(s)
	r.pass.Move(fyne.Position{})
	r.pass.Resize(s)
}

func (r *passRenderer) Objects() []fyne.CanvasObject {
	objs := r.WidgetRenderer.Objects()
	return append(objs[:len(objs):len(objs)], r.pass)
}
