package tools_test

import (
	"testing"
	"time"
)

// TestSnoozeBy: "snooze X for 2 days" counts from X's due date and keeps
// its clock time; an amount that would leave X overdue, or X without a due
// date, counts from now; "until monday" keeps the clock time too. The
// fixture's now is Wednesday 25 November 2026, 10:00.
func TestSnoozeBy(t *testing.T) {
	for _, tc := range []struct {
		name, due, args string
		want            time.Time
		hasTime         bool
	}{
		{"days from a timed due date", "2026-11-26T09:00:00+01:00", `"by":"2 days"`, day(2026, 11, 28, 9, 0), true},
		{"a week from a date-only due date", "2026-11-26", `"by":"a week"`, day(2026, 12, 3, 0, 0), false},
		{"an hour from the due time", "2026-11-26T09:00:00+01:00", `"by":"an hour"`, day(2026, 11, 26, 10, 0), true},
		{"overdue: from today, keeping the clock", "2026-11-20T08:00:00+01:00", `"by":"2 days"`, day(2026, 11, 27, 8, 0), true},
		{"no due date: from today", "", `"by":"3 days"`, day(2026, 11, 28, 0, 0), false},
		{"no due date, by minutes: from now", "", `"by":"45 minutes"`, day(2026, 11, 25, 10, 45), true},
		{"until a day keeps the clock", "2026-11-26T09:00:00+01:00", `"until":"monday"`, day(2026, 11, 30, 9, 0), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			create := `{"title":"water the ferns"}`
			if tc.due != "" {
				create = `{"title":"water the ferns","due":"` + tc.due + `"}`
			}
			f.must("createTask", create)
			f.turn("snooze")
			before := f.state()
			f.must("snoozeTask", `{"task":"water the ferns",`+tc.args+`}`)
			got := f.task("water the ferns")
			if got.Due == nil || !got.Due.Equal(tc.want) || got.HasTime != tc.hasTime {
				t.Fatalf("due %v (time %v), want %v (time %v)", got.Due, got.HasTime, tc.want, tc.hasTime)
			}
			f.turn("undo")
			f.must("undo", `{}`)
			if f.state() != before {
				t.Fatal("undo did not restore the due date")
			}
		})
	}
	f := newFixture(t)
	f.must("createTask", `{"title":"water the ferns"}`)
	if r := f.run("snoozeTask", `{"task":"water the ferns","by":"a while"}`); r.OK {
		t.Fatalf("an unreadable amount snoozed: %+v", r)
	}
}
