package views

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"

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

// Integrations add their own Settings card, before Data.
func TestSettingsAddSection(t *testing.T) {
	s, _ := settingsUnderTest(t, memPrefs{})
	n := len(s.body.Objects)
	s.AddSection("Calendars", widget.NewLabel("CalDAV account"))
	if len(s.body.Objects) != n+1 || !strings.Contains(findText(s.body.Objects[n-1]), "Calendars") ||
		!strings.Contains(findText(s.body.Objects[n]), "Data folder") {
		t.Fatalf("the new section is not second to last: %q", findText(s.body))
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
