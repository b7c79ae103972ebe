package views

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Small building blocks shared by the thread and the spaces.

// roleColor resolves a colour name with the app's theme and variant.
func roleColor(n fyne.ThemeColorName) color.Color {
	s := fyne.CurrentApp().Settings()
	return s.Theme().Color(n, s.ThemeVariant())
}

// wrapped is body text that wraps at the width it is given.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// caption is small muted text on one line.
func caption(text string) *roleText { return newRoleText(text, ColorMuted, sizeCaption, false) }

// shortCaption is a caption cut with an ellipsis where its pane is too
// narrow for it, rather than widening the pane.
func shortCaption(text string) *roleText {
	t := caption(text)
	t.truncate = true
	return t
}

// heading is the large title of a space.
func heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameHeadingText
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

// surface puts content on a rounded rectangle of colour name with padding.
func surface(name fyne.ThemeColorName, radius float32, content fyne.CanvasObject) *fyne.Container {
	bg := newRoleRect(name, radius, name == ColorCard || name == ColorPaceBubble)
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(6, 6, 10, 10), content))
}

// chip is a pill-shaped tappable label (citations, examples).
type chip struct {
	widget.BaseWidget
	text     string
	onTapped func()
	hovered  bool
}

func newChip(text string, tapped func()) *chip {
	c := &chip{text: text, onTapped: tapped}
	c.ExtendBaseWidget(c)
	return c
}

func (c *chip) Tapped(*fyne.PointEvent) {
	if c.onTapped != nil {
		c.onTapped()
	}
}

// Cursor shows a hand over chips on desktop.
func (c *chip) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (c *chip) MouseIn(*desktop.MouseEvent)    { c.hovered = true; c.Refresh() }
func (c *chip) MouseMoved(*desktop.MouseEvent) {}
func (c *chip) MouseOut()                      { c.hovered = false; c.Refresh() }

func (c *chip) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(roleColor(ColorChip))
	txt := canvas.NewText(c.text, roleColor(theme.ColorNamePrimary))
	txt.TextSize = sizeCaption
	r := &chipRenderer{c: c, bg: bg, txt: txt}
	r.Refresh()
	return r
}

type chipRenderer struct {
	c   *chip
	bg  *canvas.Rectangle
	txt *canvas.Text
}

const chipPadX, chipPadY = 10, 4

func (r *chipRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.bg.CornerRadius = s.Height / 2
	ts := r.txt.MinSize()
	r.txt.Move(fyne.NewPos(chipPadX, (s.Height-ts.Height)/2))
	r.txt.Resize(ts)
}

func (r *chipRenderer) MinSize() fyne.Size {
	ts := r.txt.MinSize()
	return fyne.NewSize(ts.Width+2*chipPadX, ts.Height+2*chipPadY)
}

func (r *chipRenderer) Refresh() {
	r.txt.Text = r.c.text
	r.txt.Color = roleColor(theme.ColorNamePrimary)
	r.bg.FillColor = roleColor(ColorChip)
	if r.c.hovered {
		r.bg.StrokeColor = roleColor(theme.ColorNamePrimary)
		r.bg.StrokeWidth = 1
	} else {
		r.bg.StrokeWidth = 0
	}
	r.bg.Refresh()
	r.txt.Refresh()
}

func (r *chipRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.txt} }
func (r *chipRenderer) Destroy()                     {}

// flow lays its children out left to right, wrapping to new lines at the
// width it is given; its MinSize height follows its current width.
type flow struct {
	widget.BaseWidget
	objects []fyne.CanvasObject
}

func newFlow(objs ...fyne.CanvasObject) *flow {
	f := &flow{objects: objs}
	f.ExtendBaseWidget(f)
	return f
}

func (f *flow) CreateRenderer() fyne.WidgetRenderer { return &flowRenderer{f: f} }

type flowRenderer struct{ f *flow }

func (r *flowRenderer) place(width float32, move bool) float32 {
	gap := theme.Padding() * 2
	x, y, rowH := float32(0), float32(0), float32(0)
	for _, o := range r.f.objects {
		s := o.MinSize()
		if x > 0 && x+s.Width > width {
			x, y = 0, y+rowH+gap
			rowH = 0
		}
		if move {
			o.Move(fyne.NewPos(x, y))
			o.Resize(s)
		}
		x += s.Width + gap
		rowH = max(rowH, s.Height)
	}
	return y + rowH
}

func (r *flowRenderer) Layout(s fyne.Size) { r.place(s.Width, true) }
func (r *flowRenderer) MinSize() fyne.Size {
	w := r.f.Size().Width
	var minW float32
	for _, o := range r.f.objects {
		minW = max(minW, o.MinSize().Width)
	}
	if w < minW {
		w = minW
	}
	return fyne.NewSize(minW, r.place(w, false))
}
func (r *flowRenderer) Refresh()                     { r.Layout(r.f.Size()) }
func (r *flowRenderer) Objects() []fyne.CanvasObject { return r.f.objects }
func (r *flowRenderer) Destroy()                     {}

// statusMark is the ✓ / ✗ / – of a tool card in its role colour.
func statusMark(status string) *roleText {
	switch status {
	case RecordOK:
		return newRoleText("✓", theme.ColorNameSuccess, sizeBody, true)
	case RecordFailed:
		return newRoleText("✗", theme.ColorNameError, sizeBody, true)
	}
	return newRoleText("–", ColorMuted, sizeBody, true)
}

// Meter is a slim progress bar: Value 0…1 of the track filled in the accent.
type Meter struct {
	widget.BaseWidget
	Value float64
}

// NewMeter returns a meter showing v.
func NewMeter(v float64) *Meter {
	m := &Meter{Value: v}
	m.ExtendBaseWidget(m)
	return m
}

func (m *Meter) CreateRenderer() fyne.WidgetRenderer {
	track := canvas.NewRectangle(roleColor(theme.ColorNameSeparator))
	fill := canvas.NewRectangle(roleColor(theme.ColorNamePrimary))
	track.CornerRadius, fill.CornerRadius = 3, 3
	return &meterRenderer{m: m, track: track, fill: fill}
}

type meterRenderer struct {
	m           *Meter
	track, fill *canvas.Rectangle
}

func (r *meterRenderer) Layout(s fyne.Size) {
	y := (s.Height - 6) / 2
	r.track.Move(fyne.NewPos(0, y))
	r.track.Resize(fyne.NewSize(s.Width, 6))
	v := float32(min(max(r.m.Value, 0), 1))
	r.fill.Move(fyne.NewPos(0, y))
	r.fill.Resize(fyne.NewSize(s.Width*v, 6))
}
func (r *meterRenderer) MinSize() fyne.Size { return fyne.NewSize(40, 10) }
func (r *meterRenderer) Refresh() {
	r.track.FillColor = roleColor(theme.ColorNameSeparator)
	r.fill.FillColor = roleColor(theme.ColorNamePrimary)
	r.Layout(r.m.Size())
	r.track.Refresh()
	r.fill.Refresh()
}
func (r *meterRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.track, r.fill} }
func (r *meterRenderer) Destroy()                     {}

// roleRect is a rectangle painted in a theme role colour; unlike a bare
// canvas.Rectangle it repaints itself when the theme or variant changes.
type roleRect struct {
	widget.BaseWidget
	name   fyne.ThemeColorName
	radius float32
	stroke bool
}

func newRoleRect(name fyne.ThemeColorName, radius float32, stroke bool) *roleRect {
	r := &roleRect{name: name, radius: radius, stroke: stroke}
	r.ExtendBaseWidget(r)
	return r
}

func (r *roleRect) CreateRenderer() fyne.WidgetRenderer {
	rr := &roleRectRenderer{r: r, rect: canvas.NewRectangle(nil)}
	rr.Refresh()
	return rr
}

type roleRectRenderer struct {
	r    *roleRect
	rect *canvas.Rectangle
}

func (rr *roleRectRenderer) Layout(s fyne.Size) { rr.rect.Resize(s) }
func (rr *roleRectRenderer) MinSize() fyne.Size { return fyne.Size{} }
func (rr *roleRectRenderer) Destroy()           {}
func (rr *roleRectRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{rr.rect}
}
func (rr *roleRectRenderer) Refresh() {
	rr.rect.FillColor = roleColor(rr.r.name)
	rr.rect.CornerRadius = rr.r.radius
	if rr.r.stroke {
		rr.rect.StrokeColor = roleColor(theme.ColorNameSeparator)
		rr.rect.StrokeWidth = 1
	}
	rr.rect.Refresh()
}

// roleText is one line of text in a role colour and size that follows
// theme changes.
type roleText struct {
	widget.BaseWidget
	Text  string
	name  fyne.ThemeColorName
	size  float32
	style fyne.TextStyle
	// truncate: the line asks for no width of its own and is cut with an
	// ellipsis where it does not fit (a narrow pane).
	truncate bool
}

func newRoleText(text string, name fyne.ThemeColorName, size float32, bold bool) *roleText {
	t := &roleText{Text: text, name: name, size: size, style: fyne.TextStyle{Bold: bold}}
	t.ExtendBaseWidget(t)
	return t
}

// SetText changes the text.
func (t *roleText) SetText(s string) { t.Text = s; t.Refresh() }

func (t *roleText) CreateRenderer() fyne.WidgetRenderer {
	tr := &roleTextRenderer{t: t, txt: canvas.NewText("", nil)}
	tr.Refresh()
	return tr
}

type roleTextRenderer struct {
	t   *roleText
	txt *canvas.Text
}

func (tr *roleTextRenderer) Layout(s fyne.Size) {
	if tr.t.truncate {
		tr.txt.Text = fitText(tr.t.Text, s.Width, tr.t.size, tr.t.style)
	}
	m := tr.txt.MinSize()
	tr.txt.Move(fyne.NewPos(0, (s.Height-m.Height)/2))
	tr.txt.Resize(fyne.NewSize(s.Width, m.Height))
}
func (tr *roleTextRenderer) MinSize() fyne.Size {
	m := tr.txt.MinSize()
	if tr.t.truncate {
		m.Width = 0
	}
	return m
}

// fitText is text cut to fit width (an ellipsis marking the cut).
func fitText(text string, width, size float32, style fyne.TextStyle) string {
	if fyne.MeasureText(text, size, style).Width <= width {
		return text
	}
	r := []rune(text)
	lo, hi := 0, len(r) // the longest prefix that fits, by bisection
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fyne.MeasureText(string(r[:mid])+"…", size, style).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}
func (tr *roleTextRenderer) Destroy() {}
func (tr *roleTextRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{tr.txt}
}
func (tr *roleTextRenderer) Refresh() {
	tr.txt.Text = tr.t.Text
	if tr.t.truncate {
		tr.txt.Text = fitText(tr.t.Text, tr.t.Size().Width, tr.t.size, tr.t.style)
	}
	tr.txt.Color = roleColor(tr.t.name)
	tr.txt.TextSize = tr.t.size
	tr.txt.TextStyle = tr.t.style
	tr.txt.Refresh()
}
