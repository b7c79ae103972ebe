package notch

import (
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// FadeAfter is how long Completed shows before the signal returns to Ready.
const FadeAfter = 2 * time.Second

// Clock schedules the fade from Completed to Ready; tests inject a manual one.
type Clock interface {
	// AfterFunc calls f on the UI goroutine after d; stop cancels it.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// RealClock is the wall clock; callbacks hop to the UI goroutine.
type RealClock struct{}

// AfterFunc implements Clock.
func (RealClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, func() { fyne.Do(f) }).Stop
}

// glyphSize is the side of the square the state glyph is drawn in.
const glyphSize = 22

// SignalView draws a Signal: a glyph (dot, meter, orb, question mark,
// ring, waveform, check, bar, cross) in the state's colour, an amber ring
// when off-device, and optionally the state in words. Completed fades back
// to Ready after FadeAfter. Set must be called on the UI goroutine.
type SignalView struct {
	widget.BaseWidget

	// ShowLabel adds the state in words beside the glyph.
	ShowLabel bool
	// ReducedMotion stops every animation (the OS or the user asked for it).
	ReducedMotion bool
	// Clock defaults to RealClock.
	Clock Clock

	sig   Signal
	phase float32 // 0…1, advanced by the animation
	anim  *fyne.Animation
	stop  func() bool
}

// NewSignalView returns a view showing Ready.
func NewSignalView(showLabel bool) *SignalView {
	v := &SignalView{ShowLabel: showLabel, sig: Signal{State: Ready}}
	v.ExtendBaseWidget(v)
	return v
}

// Signal is what the view shows now.
func (v *SignalView) Signal() Signal { return v.sig }

// Set shows s; Completed schedules the fade back to Ready.
func (v *SignalView) Set(s Signal) {
	if s.State == "" {
		s.State = Ready
	}
	if v.stop != nil {
		v.stop()
		v.stop = nil
	}
	v.sig = s
	if s.State == Completed {
		clk := v.Clock
		if clk == nil {
			clk = RealClock{}
		}
		v.stop = clk.AfterFunc(FadeAfter, func() {
			if v.sig.State == Completed {
				v.Set(Signal{State: Ready})
			}
		})
	}
	v.animate()
	v.Refresh()
}

func (v *SignalView) animate() {
	moving := !v.ReducedMotion && (v.sig.State == Listening || v.sig.State == Understanding || v.sig.State == Speaking)
	if !moving {
		if v.anim != nil {
			v.anim.Stop()
			v.anim = nil
		}
		v.phase = 0
		return
	}
	if v.anim != nil {
		return
	}
	v.anim = &fyne.Animation{
		Duration:    1600 * time.Millisecond,
		RepeatCount: fyne.AnimationRepeatForever,
		AutoReverse: true,
		Curve:       fyne.AnimationEaseInOut,
		Tick: func(p float32) {
			v.phase = p
			v.Refresh()
		},
	}
	v.anim.Start()
}

// CreateRenderer implements fyne.Widget.
func (v *SignalView) CreateRenderer() fyne.WidgetRenderer {
	r := &signalRenderer{v: v,
		ring:  canvas.NewCircle(color.Transparent),
		disc:  canvas.NewCircle(color.Transparent),
		mark:  canvas.NewText("", color.White),
		bar:   canvas.NewRectangle(color.Transparent),
		label: canvas.NewText("", color.Black),
	}
	for i := range r.bars {
		r.bars[i] = canvas.NewRectangle(color.Transparent)
		r.bars[i].CornerRadius = 1.5
	}
	for i := range r.lines {
		r.lines[i] = canvas.NewLine(color.White)
		r.lines[i].StrokeWidth = 2
	}
	r.mark.TextStyle = fyne.TextStyle{Bold: true}
	r.mark.Alignment = fyne.TextAlignCenter
	r.bar.CornerRadius = 2
	r.refresh()
	return r
}

type signalRenderer struct {
	v     *SignalView
	ring  *canvas.Circle
	disc  *canvas.Circle
	mark  *canvas.Text
	bar   *canvas.Rectangle
	bars  [4]*canvas.Rectangle
	lines [3]*canvas.Line
	label *canvas.Text
}

func (r *signalRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.ring, r.disc, r.bar}
	for _, b := range r.bars {
		objs = append(objs, b)
	}
	for _, l := range r.lines {
		objs = append(objs, l)
	}
	return append(objs, r.mark, r.label)
}

func (r *signalRenderer) Destroy() {}

func (r *signalRenderer) MinSize() fyne.Size {
	s := fyne.NewSquareSize(glyphSize)
	if r.v.ShowLabel && r.label.Text != "" {
		ls := r.label.MinSize()
		s.Width += theme.Padding()*2 + ls.Width
		s.Height = max(s.Height, ls.Height)
	}
	return s
}

func (r *signalRenderer) Layout(size fyne.Size) {
	y := (size.Height - glyphSize) / 2
	r.ring.Move(fyne.NewPos(0, y))
	r.ring.Resize(fyne.NewSquareSize(glyphSize))
	ls := r.label.MinSize()
	r.label.Move(fyne.NewPos(glyphSize+theme.Padding()*2, (size.Height-ls.Height)/2))
	r.label.Resize(ls)
	r.layoutGlyph(fyne.NewPos(0, y))
}

// layoutGlyph places the state's shapes inside the glyph square at o.
func (r *signalRenderer) layoutGlyph(o fyne.Position) {
	c := fyne.NewPos(o.X+glyphSize/2, o.Y+glyphSize/2)
	st := r.v.sig.State
	discR := float32(8)
	switch st {
	case Ready:
		discR = 4.5
	case Understanding:
		discR = 6 + 2.5*r.v.phase
	case Acting:
		discR = 8
	}
	r.disc.Move(fyne.NewPos(c.X-discR, c.Y-discR))
	r.disc.Resize(fyne.NewSquareSize(2 * discR))
	r.mark.Move(fyne.NewPos(o.X, o.Y+1))
	r.mark.Resize(fyne.NewSquareSize(glyphSize))
	r.bar.Move(fyne.NewPos(c.X-7, c.Y-2))
	r.bar.Resize(fyne.NewSize(14, 4))

	// meter (listening) and waveform (speaking) bars
	for i, b := range r.bars {
		h := float32(4)
		switch st {
		case Listening:
			lvl := max(r.v.sig.Level, 0.25+0.35*r.v.phase)
			h = 4 + 12*lvl*float32([]float64{0.6, 1, 0.8, 0.5}[i])
		case Speaking:
			h = 4 + 10*float32(0.5+0.5*math.Sin(float64(r.v.phase)*2*math.Pi+float64(i)*1.3))
		}
		x := c.X - 8.5 + float32(i)*4.5
		b.Move(fyne.NewPos(x, c.Y-h/2))
		b.Resize(fyne.NewSize(3, h))
	}

	// check (completed) and cross (failed) drawn as strokes, crisp at any scale
	switch st {
	case Completed:
		r.lines[0].Position1, r.lines[0].Position2 = fyne.NewPos(c.X-4, c.Y+0.5), fyne.NewPos(c.X-1, c.Y+3.5)
		r.lines[1].Position1, r.lines[1].Position2 = fyne.NewPos(c.X-1, c.Y+3.5), fyne.NewPos(c.X+4.5, c.Y-3)
		r.lines[2].Position1, r.lines[2].Position2 = c, c
	case Failed:
		r.lines[0].Position1, r.lines[0].Position2 = fyne.NewPos(c.X-3.5, c.Y-3.5), fyne.NewPos(c.X+3.5, c.Y+3.5)
		r.lines[1].Position1, r.lines[1].Position2 = fyne.NewPos(c.X+3.5, c.Y-3.5), fyne.NewPos(c.X-3.5, c.Y+3.5)
		r.lines[2].Position1, r.lines[2].Position2 = c, c
	default:
		for _, l := range r.lines {
			l.Position1, l.Position2 = c, c
		}
	}
}

func (r *signalRenderer) Refresh() {
	r.refresh()
	r.Layout(r.v.Size())
	canvas.Refresh(r.v)
}

func (r *signalRenderer) refresh() {
	s := r.v.sig
	col := signalColor(ColorName(s.State))
	clear := color.Transparent
	onCol := color.White
	th := r.v.Theme()
	fg := th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())

	r.ring.FillColor = clear
	r.ring.StrokeWidth = 0
	r.ring.StrokeColor = clear
	if s.OffDevice {
		r.ring.StrokeColor = signalColor(ColorOffDevice)
		r.ring.StrokeWidth = 2
	}
	r.disc.FillColor, r.disc.StrokeColor, r.disc.StrokeWidth = clear, clear, 0
	r.mark.Text = ""
	r.bar.FillColor = clear
	for _, b := range r.bars {
		b.FillColor = clear
	}
	for _, l := range r.lines {
		l.StrokeColor = onCol
	}

	switch s.State {
	case Ready:
		r.disc.FillColor = col
	case Listening, Speaking:
		for _, b := range r.bars {
			b.FillColor = col
		}
	case Understanding:
		r.disc.FillColor = withAlpha(col, 0.55+0.45*r.v.phase)
	case Approval:
		r.disc.FillColor = col
		r.mark.Text = "?"
		r.mark.Color = onCol
		r.mark.TextSize = 13
	case Acting:
		r.disc.StrokeColor = col
		r.disc.StrokeWidth = 2.5
		if s.Total > 0 {
			r.mark.Text = itoa(s.Step)
			r.mark.Color = col
			r.mark.TextSize = 10
		}
	case Completed, Failed:
		r.disc.FillColor = col
	case Blocked:
		r.bar.FillColor = col
	}
	r.label.Text = ""
	if r.v.ShowLabel {
		r.label.Text = s.Label()
	}
	r.label.Color = fg
	r.label.TextSize = th.Size(theme.SizeNameText)
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

func withAlpha(c color.Color, a float32) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float32(n.A) * a)
	return n
}

func itoa(n int) string {
	if n < 0 || n > 99 {
		return "…"
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return string([]rune{rune('0' + n/10), rune('0' + n%10)})
}
