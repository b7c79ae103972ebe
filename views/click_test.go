package views

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// clickAt is a left click as the desktop driver delivers it: the event goes
// to the deepest visible object under pos that takes any pointer input
// (tap, right click, double tap, focus or raw mouse events), and it is a tap
// only if that object is Tappable. test.TapCanvas looks for Tappable
// objects alone, so it walks through a layer that swallows the click in
// the window.
func clickAt(t *testing.T, c fyne.Canvas, pos fyne.Position) {
	t.Helper()
	var hit fyne.CanvasObject
	var at fyne.Position
	var walk func(o fyne.CanvasObject, origin fyne.Position)
	walk = func(o fyne.CanvasObject, origin fyne.Position) {
		if !o.Visible() {
			return
		}
		p := origin.Add(o.Position())
		s := o.Size()
		if pos.X < p.X || pos.Y < p.Y || pos.X >= p.X+s.Width || pos.Y >= p.Y+s.Height {
			return
		}
		switch o.(type) {
		case fyne.Tappable, fyne.SecondaryTappable, fyne.DoubleTappable, fyne.Focusable, desktop.Mouseable:
			hit, at = o, pos.Subtract(p)
		}
		switch k := o.(type) {
		case *fyne.Container:
			for _, child := range k.Objects {
				walk(child, p)
			}
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(k).Objects() {
				walk(child, p)
			}
		}
	}
	walk(c.Content(), fyne.Position{})
	if hit == nil {
		t.Fatalf("nothing takes a click at %v", pos)
	}
	if f, ok := hit.(fyne.Focusable); ok {
		c.Focus(f)
	}
	if tp, ok := hit.(fyne.Tappable); ok {
		tp.Tapped(&fyne.PointEvent{Position: at, AbsolutePosition: pos})
	}
}

// clickObject clicks the middle of o, which must be on canvas c.
func clickObject(t *testing.T, c fyne.Canvas, o fyne.CanvasObject) {
	t.Helper()
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	clickAt(t, c, p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2)))
}
