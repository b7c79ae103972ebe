package views

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// The Due field says under it, in words, the date its text reads as (the
// dates parser the tools use), or that it reads none; the form shows it.
func TestEditSheetSaysTheDateItRead(t *testing.T) {
	for _, c := range []struct{ typed, want string }{
		{"fri 5pm", "Friday 4 December, 17:00"},
		{"friday 2-3:30pm", "Friday 4 December, 14:00–15:30"},
		{"tomorrow", "Tuesday 1 December"},
		{"15 jan 2027", "Friday 15 January 2027"},
		{"7-9 dec", "From Monday 7 December to Wednesday 9 December"},
		{"the blue moon", "I couldn't read “the blue moon” as a date; try friday 5pm or 2027-01-15"},
		{"", ""},
	} {
		t.Run(c.typed, func(t *testing.T) {
			newTestApp(t)
			w := test.NewTempWindow(t, widget.NewLabel(""))
			w.Resize(fyne.NewSize(800, 600))
			e := &taskEditor{act: &recordingActor{}, Now: func() time.Time { return demoNow }}
			s := e.Sheet(store.Task{ID: "x", Title: "Call Bob"}, w.Canvas())
			s.Due.SetText(c.typed)
			if got := s.DueReading(); got != c.want {
				t.Fatalf("the sheet says %q, want %q", got, c.want)
			}
			if err := s.Due.Validate(); (err != nil) != strings.HasPrefix(c.want, "I couldn't") {
				t.Errorf("validation: %v", err)
			}
			if shown := findText(w.Canvas().Overlays().Top()); c.want != "" && !strings.Contains(shown, c.want) {
				t.Errorf("the form does not show %q:\n%s", c.want, shown)
			}
		})
	}
}
