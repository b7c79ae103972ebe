package views

import (
	"fmt"
	"image/color"
	"math"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/notch"
	"pace/store"
)

// luminance is WCAG 2.x relative luminance.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xFFFF
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Text colours keep WCAG AA (4.5:1) on every surface they are drawn on, in
// both variants.
func TestThemeContrastIsAA(t *testing.T) {
	pairs := []struct{ text, surface fyne.ThemeColorName }{
		{theme.ColorNameForeground, theme.ColorNameBackground},
		{theme.ColorNameForeground, ColorCard},
		{theme.ColorNameForeground, ColorUserBubble},
		{theme.ColorNameForeground, ColorPaceBubble},
		{theme.ColorNameForeground, ColorHighlight},
		{theme.ColorNameForeground, ColorBanner},
		{theme.ColorNameForeground, theme.ColorNameInputBackground},
		{theme.ColorNameForeground, theme.ColorNameButton},
		{ColorMuted, theme.ColorNameBackground},
		{ColorMuted, ColorCard},
		{ColorMuted, ColorRail},
		{theme.ColorNamePrimary, ColorChip},
		{theme.ColorNamePrimary, theme.ColorNameBackground},
		{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
		{ColorOverdue, theme.ColorNameBackground},
		{theme.ColorNameError, theme.ColorNameBackground},
		{theme.ColorNamePlaceHolder, theme.ColorNameInputBackground},
	}
	th := Theme{}
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, p := range pairs {
			name := fmt.Sprintf("%s on %s/%d", p.text, p.surface, v)
			t.Run(name, func(t *testing.T) {
				if c := contrast(th.Color(p.text, v), th.Color(p.surface, v)); c < 4.5 {
					t.Errorf("contrast %.2f:1 < 4.5:1", c)
				}
			})
		}
	}
}

// Signal glyphs are graphics: WCAG asks 3:1 against the surface.
func TestSignalColoursStandOut(t *testing.T) {
	th := Theme{}
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, s := range notch.States {
			if c := contrast(th.Color(notch.ColorName(s), v), th.Color(theme.ColorNameBackground, v)); c < 3 {
				t.Errorf("%s/%d: %.2f:1 < 3:1", s, v, c)
			}
		}
	}
}

// textColor is the colour the first text drawn in o that reads want is
// drawn in.
func textColor(o fyne.CanvasObject, want string) color.Color {
	var c color.Color
	walkTree(o, func(x fyne.CanvasObject) {
		if t, ok := x.(*canvas.Text); ok && c == nil && t.Text == want {
			c = t.Color
		}
	})
	return c
}

// A theme change re-draws the space on screen only; a hidden space gets
// the new look when it is shown (re-drawing all five took seconds).
func TestThemeChangeRedrawsTheShownSpaceOnly(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	demo(t, db)
	m := NewMain(Deps{DB: db, Conv: newFakeConv(t, db), Prefs: memPrefs{}, Now: func() time.Time { return demoNow }})
	m.Knowledge.Load = synchronous
	w := test.NewTempWindow(t, m.Content())
	w.Resize(fyne.NewSize(1000, 700))
	m.Install(w)
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	m.Show(SpaceToday)
	m.Show(SpaceSettings)
	head := m.Today.Headline.Text
	light, dark := Theme{}.Color(theme.ColorNameForeground, theme.VariantLight), Theme{}.Color(theme.ColorNameForeground, theme.VariantDark)
	if got := textColor(m.Today.Content(), head); got != light {
		t.Fatalf("Today's headline starts in %v, want %v", got, light)
	}
	m.ApplyTheme(Theme{Variant: "dark"})
	if got := textColor(m.Settings.Content(), "Settings"); got != dark {
		t.Errorf("the shown space's heading is %v after the change, want %v", got, dark)
	}
	if got := textColor(m.Today.Content(), head); got != light {
		t.Errorf("the hidden Today was re-drawn with the theme change (%v)", got)
	}
	m.Show(SpaceToday)
	if got := textColor(m.Today.Content(), head); got != dark {
		t.Errorf("Today shown after the change is %v, want %v", got, dark)
	}
}

// A task row drawn in one theme and kept while the app switches to the
// other (as a restart into a saved choice and Settings → Appearance both
// do) draws its title and its empty checkbox in the new theme: a dark
// title on the light background and a box filled with the input colour,
// not the old theme's near-white text and dark square.
func TestTaskRowFollowsThemeSwitch(t *testing.T) {
	for _, tc := range []struct{ first, then string }{
		{"dark", "light"},
		{"light", "dark"},
		{"", "light"},
	} {
		t.Run(tc.first+"→"+tc.then, func(t *testing.T) {
			a := newTestApp(t)
			a.Settings().SetTheme(Theme{Variant: tc.first})
			const title = "water the plants"
			e := &taskEditor{}
			checks := map[string]*widget.Check{}
			row := e.taskLine(store.Task{ID: "t1", Title: title}, false, "", checks)
			w := test.NewTempWindow(t, row)
			w.Resize(fyne.NewSize(400, 48))
			a.Settings().SetTheme(Theme{Variant: tc.then})
			th := Theme{Variant: tc.then}
			bg := th.Color(theme.ColorNameBackground, theme.VariantLight)
			var text *canvas.Text
			walkTree(row, func(o fyne.CanvasObject) {
				if tx, ok := o.(*canvas.Text); ok && tx.Text == title {
					text = tx
				}
			})
			if text == nil {
				t.Fatal("the row draws no title")
			}
			if got := contrast(text.Color, bg); got < 4.5 {
				t.Errorf("title %v on background %v: contrast %.1f", text.Color, bg, got)
			}
			// The middle of the empty box is the input background.
			chk := checks["t1"]
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(chk)
			img := w.Canvas().Capture()
			sc := w.Canvas().Scale()
			x, y := int((pos.X+4+12)*sc), int((pos.Y+chk.Size().Height/2)*sc)
			want := th.Color(theme.ColorNameInputBackground, theme.VariantLight)
			if got := img.At(x, y); contrast(got, want) > 1.3 {
				t.Errorf("the empty box's middle is %v, want about %v", got, want)
			}
		})
	}
}

// TestNoteHeadingsStandOut: a note's "## Heading" is larger than its text
// and smaller than "# Title".
func TestNoteHeadingsStandOut(t *testing.T) {
	var th Theme
	body, sub, head := th.Size(theme.SizeNameText), th.Size(theme.SizeNameSubHeadingText), th.Size(theme.SizeNameHeadingText)
	if !(body < sub && sub < head) {
		t.Errorf("text %v, ## %v, # %v", body, sub, head)
	}
}
