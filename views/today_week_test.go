package views

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"pace/store"
)

// Today's "Later this week" ends on Sunday night in the user's zone, as
// the thread's "what's due this week" does: on a weekday next week's Monday
// is Later, and shows its date, not a bare weekday; on a Saturday or Sunday
// the section is the week ahead (store.AgendaWeekEnd), as in the thread.
// Tomorrow's tasks have a section of their own before it.
func TestTodayWeekEndsOnSunday(t *testing.T) {
	zone := time.FixedZone("-05", -5*3600)
	day := func(d, h int) *time.Time { v := time.Date(2026, 12, d, h, 0, 0, 0, zone); return &v }
	cases := []struct {
		name string
		now  time.Time
		want []string // the rows, headers and task lines in order
	}{
		{"thursday", *day(3, 10), []string{
			"Later this week", "chores|Saturday", "late call|Sunday 23:00",
			"Later", "stand-up|Mon 7 Dec", "review|Tue 8 Dec"}},
		{"sunday", *day(6, 10), []string{
			"Overdue", "chores|yesterday", "Today", "late call|today 23:00",
			"Tomorrow", "stand-up|tomorrow", "Later this week", "review|Tuesday"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			newTestApp(t)
			db := mustStore(t)
			for _, task := range []store.Task{
				{Title: "chores", Due: day(5, 0)},
				{Title: "late call", Due: day(6, 23), HasTime: true},
				{Title: "stand-up", Due: day(7, 0)},
				{Title: "review", Due: day(8, 0)},
			} {
				if err := db.Write(context.Background(), func(tx *store.Tx) error {
					_, err := tx.Tasks().Insert(task)
					return err
				}); err != nil {
					t.Fatal(err)
				}
			}
			today := NewToday(db, &addActor{}, func() time.Time { return c.now }, nil)
			today.pages.run = syncRun
			test.NewTempWindow(t, today.Content())
			if err := today.Reload(); err != nil {
				t.Fatal(err)
			}
			if got := today.List.Length(); got != len(c.want) {
				t.Fatalf("%d rows, want %d: %q", got, len(c.want), c.want)
			}
			for i, want := range c.want {
				got := listRowText(today.List, i)
				for _, part := range strings.Split(want, "|") {
					if !strings.Contains(got, part) {
						t.Errorf("row %d = %q, want %q", i, got, part)
					}
				}
			}
		})
	}
}
