package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"pace/views"
)

// Today's Add row: the When field is the due date even when the title
// carries quick-add tokens (it was glued onto the title, which kept
// "the 15th" as words and set no date).
func TestGUITodayAddWhenFieldSetsTheDue(t *testing.T) {
	for _, c := range []struct {
		title, when, wantTitle string
		wantPrio               int
		wantProject, wantTag   string
		wantDay                func(time.Time) bool
	}{
		{"renew passport #Admin p2", "the 15th", "renew passport", 3, "Admin", "", func(d time.Time) bool { return d.Day() == 15 }},
		{"call the plumber @errands", "friday 5pm", "call the plumber", 0, "", "errands", func(d time.Time) bool { return d.Weekday() == time.Friday && d.Hour() == 17 }},
		{"water the ferns !1", "tomorrow", "water the ferns", 4, "", "", func(d time.Time) bool { return d.YearDay() == time.Now().AddDate(0, 0, 1).YearDay() }},
		{"sort the photos", "next monday", "sort the photos", 0, "", "", func(d time.Time) bool { return d.Weekday() == time.Monday }},
	} {
		t.Run(c.title, func(t *testing.T) {
			h := newGUIHarness(t)
			td := h.main.Today
			test.Type(td.AddInput, c.title)
			test.Type(td.AddDue, c.when)
			test.Tap(td.AddBtn)
			if tr := h.wait(t); tr.Status != views.StatusDone {
				t.Fatalf("turn = %+v", tr)
			}
			ts := h.tasks(t, "open")
			if len(ts) != 1 {
				t.Fatalf("tasks = %+v", ts)
			}
			got := ts[0]
			if got.Title != c.wantTitle || got.Priority != c.wantPrio || got.Due == nil || !c.wantDay(got.Due.Local()) {
				t.Errorf("task = %q prio %d due %v", got.Title, got.Priority, got.Due)
			}
			if tag := strings.Join(got.Tags, ","); got.ProjectName != c.wantProject || tag != c.wantTag {
				t.Errorf("project %q, tags %q", got.ProjectName, tag)
			}
		})
	}
}
