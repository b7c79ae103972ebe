package views

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The appearance choice is saved and read back; the theme forces it.
func TestSettingsThemeChoice(t *testing.T) {
	p := memPrefs{}
	s, _ := settingsUnderTest(t, p)
	if s.ThemeChoice.Selected != "Follow the system" {
		t.Fatalf("default appearance %q", s.ThemeChoice.Selected)
	}
	s.ThemeChoice.SetSelected("Dark")
	if p[SettingTheme] != "dark" {
		t.Fatalf("saved %v", p[SettingTheme])
	}
	s.Load()
	if s.ThemeChoice.Selected != "Dark" {
		t.Errorf("read back %q", s.ThemeChoice.Selected)
	}
	bg := func(th Theme, v string) string {
		variant := theme.VariantLight
		if v == "dark" {
			variant = theme.VariantDark
		}
		r, g, b, _ := th.Color(theme.ColorNameBackground, variant).RGBA()
		return string(rune(r>>8)) + string(rune(g>>8)) + string(rune(b>>8))
	}
	if bg(Theme{Variant: "dark"}, "light") != bg(Theme{}, "dark") || bg(Theme{Variant: "light"}, "dark") != bg(Theme{}, "light") {
		t.Error("a forced variant does not override the system's")
	}
}

// Integrations add their own Settings card, after the everyday ones and
// before Advanced.
func TestSettingsAddSection(t *testing.T) {
	s, _ := settingsUnderTest(t, memPrefs{})
	n := len(s.body.Objects)
	s.AddSection("Calendars", widget.NewLabel("CalDAV account"))
	titles := settingsCards(s)
	i := slices.Index(titles, "Calendars")
	if len(s.body.Objects) != n+1 || i < 0 || titles[i-1] != "Integrations: calendar and tasks (CalDAV)" ||
		!strings.HasPrefix(titles[i+1], "Advanced") {
		t.Fatalf("the new section is not before Advanced: %q", titles)
	}
}

// settingsCards are the Settings cards' titles, in order.
func settingsCards(s *Settings) []string {
	var out []string
	for _, o := range s.body.Objects {
		var title string
		walkTree(o, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && title == "" && l.TextStyle.Bold {
				title = l.Text
			}
		})
		out = append(out, title)
	}
	return out
}

// Settings reads as an app's, not a developer page: appearance, data,
// voice, the brief and reminders first; the brain's servers, the local
// model's time limits and the off-device keys at the end, under Advanced.
func TestSettingsEverydayFirst(t *testing.T) {
	s, _ := settingsUnderTest(t, memPrefs{})
	got := settingsCards(s)
	want := []string{"Appearance", "Data", "Voice", "Morning brief and reminders", "Dates", "Knowledge",
		"Integrations: calendar and tasks (CalDAV)", "Advanced: brain and local model", "Off-device models and keys"}
	if !slices.Equal(got, want) {
		t.Fatalf("sections %q\nwant %q", got, want)
	}
	adv := findText(s.body.Objects[slices.Index(got, want[7])])
	for _, w := range []string{"Endpoint", "milliseconds"} {
		if !strings.Contains(adv, w) || strings.Contains(findText(s.body.Objects[0])+findText(s.body.Objects[1]), w) {
			t.Errorf("%q is not only under Advanced", w)
		}
	}
}

// A refused value reads as an error — the error colour behind an error
// icon — and a plain outcome does not.
func TestSettingsValidationLooksLikeAnError(t *testing.T) {
	for _, c := range []struct {
		name  string
		do    func(s *Settings)
		msg   func(s *Settings) *message
		isErr bool
	}{
		{"a milliseconds field", func(s *Settings) { s.ConnectMS.SetText("5s"); s.ConnectMS.OnSubmitted("5s") },
			func(s *Settings) *message { return s.LLMResult }, true},
		{"a server address", func(s *Settings) { s.LLMEndpoint.SetText("not a url"); s.LLMEndpoint.OnSubmitted("not a url") },
			func(s *Settings) *message { return s.LLMResult }, true},
		{"the brief's time", func(s *Settings) { s.brief.BriefAt.SetText("soonish"); s.brief.BriefAt.OnSubmitted("soonish") },
			func(s *Settings) *message { return s.brief.BriefErr }, true},
		{"an export", func(s *Settings) { s.maint = exportMaint{}; s.ExportTo(&closeBuffer{}, "/home/sam/pace.json") },
			func(s *Settings) *message { return s.Status }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := settingsUnderTest(t, memPrefs{})
			c.do(s)
			m := c.msg(s)
			if !m.Visible() || m.Text == "" {
				t.Fatal("nothing was said")
			}
			if m.Error != c.isErr || m.icon.Visible() != c.isErr || (m.label.Importance == widget.DangerImportance) != c.isErr {
				t.Errorf("%q: error %v, icon %v, importance %v; want an error: %v", m.Text, m.Error, m.icon.Visible(), m.label.Importance, c.isErr)
			}
		})
	}
}

// The export's confirmation shows whole, in view: Data is near the top,
// and a long path wraps inside the card instead of running past it.
func TestSettingsExportConfirmationInView(t *testing.T) {
	newTestApp(t)
	s := NewSettings(memPrefs{}, nil, exportMaint{}, "/data", nil)
	s.Background = synchronous
	w := test.NewTempWindow(t, s.Content())
	w.Resize(fyne.NewSize(560, 640))
	where := "/home/sam/Documents/Backups/Pace/pace-export-2026-12-01-before-the-move-to-the-new-laptop.json"
	s.ExportTo(&closeBuffer{}, where)
	s.Content().Refresh() // the layout pass the driver makes when a size changes
	d := fyne.CurrentApp().Driver()
	pos, size := d.AbsolutePositionForObject(s.Status), s.Status.Size()
	if pos.Y+size.Height > 640 || pos.X+size.Width > 560 || size.Height < s.Status.MinSize().Height {
		t.Fatalf("the confirmation at %v, %v (needs %v) is cut off in a 560 × 640 window", pos, size, s.Status.MinSize())
	}
	if !strings.Contains(s.Status.Text, where) {
		t.Fatalf("status %q", s.Status.Text)
	}
}

type exportMaint struct{ fail error }

func (exportMaint) SearchStatus(context.Context) string    { return "" }
func (exportMaint) Export(context.Context) (string, error) { return "", nil }
func (exportMaint) ResetThread(context.Context) error      { return nil }

func (e exportMaint) ExportTo(_ context.Context, w io.Writer) error {
	if e.fail != nil {
		return e.fail
	}
	_, err := io.WriteString(w, `{"tasks":[]}`)
	return err
}

type closeBuffer struct {
	bytes.Buffer
	closed bool
}

func (c *closeBuffer) Close() error { c.closed = true; return nil }

// The export goes where the person chose, and says how to bring it back;
// a failure is said in plain words.
func TestSettingsExportWritesWhereChosen(t *testing.T) {
	newTestApp(t)
	for _, c := range []struct {
		name string
		fail error
		want string
	}{
		{"ok", nil, "Exported to /home/sam/pace.json. Bring it back with: pace import /home/sam/pace.json"},
		{"disk full", errors.New("write /home/sam/pace.json: no space left on device"), "The export did not finish. The disk is full."},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := NewSettings(memPrefs{}, nil, exportMaint{fail: c.fail}, "/data", nil)
			s.Background = synchronous
			test.NewTempWindow(t, s.Content())
			w := &closeBuffer{}
			s.ExportTo(w, "/home/sam/pace.json")
			if !strings.HasPrefix(s.Status.Text, c.want) || !w.closed {
				t.Fatalf("status %q, closed %v", s.Status.Text, w.closed)
			}
			if c.fail == nil && w.String() != `{"tasks":[]}` {
				t.Errorf("wrote %q", w.String())
			}
		})
	}
}

// TestSettingsDateOrder: the select writes dates.order ("" for automatic),
// tells OnChanged, and reads back what is stored.
func TestSettingsDateOrder(t *testing.T) {
	p := memPrefs{}
	s, _ := settingsUnderTest(t, p)
	var changed []string
	s.OnChanged = func(key string) { changed = append(changed, key) }
	if s.DateOrder.Selected != "Automatic (from system)" {
		t.Fatalf("default date order %q", s.DateOrder.Selected)
	}
	for _, c := range []struct{ label, stored string }{
		{"Month first (M/D)", "mdy"}, {"Day first (D/M)", "dmy"}, {"Automatic (from system)", ""},
	} {
		s.DateOrder.SetSelected(c.label)
		if p[SettingDateOrder] != c.stored {
			t.Errorf("%s: saved %v, want %q", c.label, p[SettingDateOrder], c.stored)
		}
		s.Load()
		if s.DateOrder.Selected != c.label {
			t.Errorf("read back %q, want %q", s.DateOrder.Selected, c.label)
		}
	}
	if len(changed) != 3 || changed[0] != SettingDateOrder {
		t.Errorf("OnChanged got %v, want dates.order three times", changed)
	}
	p[SettingDateOrder] = "ymd" // not an order the parser knows: automatic
	s.Load()
	if s.DateOrder.Selected != "Automatic (from system)" {
		t.Errorf("unknown stored order shows %q", s.DateOrder.Selected)
	}
}

// resetMaint counts thread resets.
type resetMaint struct {
	exportMaint
	resets int
}

func (r *resetMaint) ResetThread(context.Context) error { r.resets++; return nil }

// A reset asks first in a dialog that names what it erases and what stays;
// Cancel changes nothing; confirming shows the outcome in the banner at
// the top of Settings, above the page, wherever it was scrolled.
func TestSettingsResetsAskFirstAndAnswerAtTheTop(t *testing.T) {
	newTestApp(t)
	admin := &fakeAdmin{keys: map[string]string{}}
	maint := &resetMaint{}
	s := NewSettings(memPrefs{}, nil, maint, "/data", nil)
	s.Admin = admin
	s.Background = synchronous
	w := test.NewTempWindow(t, s.Content())
	w.Resize(fyne.NewSize(900, 600))
	s.SetWindow(w)
	s.Load()
	for _, c := range []struct {
		name    string
		btn     *widget.Button
		confirm string
		names   []string // what the question names
		done    func() int
		said    string
	}{
		{"memory", s.ResetMemBtn, "Reset memory", []string{"summary of your earlier conversation", "tasks, projects, notes"},
			func() int { return admin.reset }, "memory of earlier turns is erased"},
		{"thread", s.ResetBtn, "Reset the thread", []string{"every turn of the conversation", "cannot be undone", "tasks, projects, notes"},
			func() int { return maint.resets }, "The thread and Pace's memory of it are empty"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s.scroll.ScrollToBottom()
			for _, answer := range []string{"Cancel", c.confirm} {
				test.Tap(c.btn)
				d := w.Canvas().Overlays().Top()
				if d == nil {
					t.Fatal("no question was asked")
				}
				text := findText(d)
				for _, n := range c.names {
					if !strings.Contains(text, n) {
						t.Errorf("the question does not name %q:\n%s", n, text)
					}
				}
				if c.done() != 0 {
					t.Fatal("reset before the answer")
				}
				b := findButton(d, answer)
				if b == nil {
					t.Fatalf("no %q button in:\n%s", answer, text)
				}
				test.Tap(b)
			}
			if c.done() != 1 {
				t.Fatalf("%d resets after Cancel and %s, want 1", c.done(), c.confirm)
			}
			if !s.Notice.Visible() || !strings.Contains(s.Notice.Text.Text, c.said) {
				t.Errorf("banner shown %v, says %q", s.Notice.Visible(), s.Notice.Text.Text)
			}
			d := fyne.CurrentApp().Driver()
			if d.AbsolutePositionForObject(s.Notice).Y >= d.AbsolutePositionForObject(s.scroll).Y {
				t.Error("the banner is not above the scrolled page")
			}
			test.Tap(s.Notice.Close)
			if s.Notice.Visible() {
				t.Error("the banner did not close")
			}
		})
	}
}

// findButton is the button labelled text inside o.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	var found *widget.Button
	walkTree(o, func(c fyne.CanvasObject) {
		if b, ok := c.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	return found
}
