package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestWhenIsAMilestone: "when's the AGM milestone?" and "when's the flat
// move milestone?" ask queryTasks about words no task holds; a milestone
// named by them, or the project's next milestone and those after it,
// answer — not the notes.
func TestWhenIsAMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Flat Move"}`)
	f.must("addMilestone", `{"project":"Flat Move","title":"everything packed","due":"2026-12-18"}`)
	f.must("addMilestone", `{"project":"Flat Move","title":"keys handed back"}`)
	f.must("createProject", `{"name":"Golf Club"}`)
	f.must("addMilestone", `{"project":"Golf Club","title":"Annual General Meeting","due":"2027-02-20"}`)
	for _, tc := range []struct{ args, want string }{
		{`{"about":"annual general meeting milestone","question":"when is the annual general meeting milestone?"}`, "“Annual General Meeting” in Golf Club is due Sat 20 Feb 2027 (in 87 days)"},
		{`{"about":"flat move milestone","question":"when's the flat move milestone?"}`, "Flat Move's next milestone, “everything packed”, is due Fri 18 Dec (in 23 days); then “keys handed back”."},
	} {
		res := f.must("queryTasks", tc.args)
		if !strings.Contains(res.Summary, tc.want) {
			t.Errorf("%s: %q", tc.args, res.Summary)
		}
	}
	if res := f.run("queryTasks", `{"about":"zebra crossing"}`); strings.Contains(res.Summary, "milestone") {
		t.Errorf("no milestone named: %q", res.Summary)
	}
}

// TestBareClockKeepsTheHalfOfTheDay: a time said without am/pm for a task
// that has an evening time stays in the evening ("half past seven" for a
// 7pm meeting is 19:30) — the half of the day nearer the old time, so
// "10:30" for a 2pm order is the morning, "6:30" for a 7am swim 06:30; a
// time that says its half is read as said.
func TestBareClockKeepsTheHalfOfTheDay(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"committee meeting","due":"friday 7pm"}`)
	f.must("createTask", `{"title":"school run","due":"friday 8:15am"}`)
	f.must("createTask", `{"title":"dairy order","due":"friday 2pm"}`)
	f.must("createTask", `{"title":"swim","due":"friday 7am"}`)
	for _, tc := range []struct {
		task, to string
		hour     int
		min      int
	}{
		{"committee meeting", "half past seven", 19, 30},
		{"committee meeting", "at 8", 20, 0},
		{"committee meeting", "9am", 9, 0},
		{"committee meeting", "7.45pm", 19, 45},
		{"school run", "at 8.30", 8, 30},
		{"dairy order", "10:30", 10, 30}, // nearer 2pm in the morning than at night
		{"dairy order", "at 3", 15, 0},
		{"swim", "6:30", 6, 30}, // a morning task keeps the morning (stop 47: read as 18:30 before)
		{"swim", "at 7", 7, 0},
	} {
		f.must("rescheduleTask", `{"task":"`+tc.task+`","to":"`+tc.to+`"}`)
		got := f.task(tc.task).Due.In(zone)
		if got.Hour() != tc.hour || got.Minute() != tc.min || got.Weekday() != time.Friday {
			t.Errorf("%s to %q: %v", tc.task, tc.to, got)
		}
	}
}

// TestBulkMoveToAWeekdayGoesForward: "everything due friday, move to
// monday" puts Friday's tasks on the Monday after, not the one before,
// and "… to thursday" on the Thursday before (the nearest, never in the
// past); a date said in full, or "this monday", is kept as said.
func TestBulkMoveToAWeekdayGoesForward(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"stock take","due":"2026-12-04"}`)
	f.must("createTask", `{"title":"order cups","due":"2026-12-04 15:00"}`)
	args := `{"action":"reschedule","day":"2026-12-04","to":"monday"}`
	r := f.must("bulkTasks", args)
	if err := f.tb.Verify(context.Background(), inv("bulkTasks", args), r); err != nil {
		t.Errorf("postcondition: %v", err) // it checked the Monday from today
	}
	for _, title := range []string{"stock take", "order cups"} {
		due := f.task(title).Due.In(zone)
		if due.Weekday() != time.Monday || due.Before(time.Date(2026, 12, 4, 0, 0, 0, 0, zone)) {
			t.Errorf("%s: %v, want the Monday after Friday 4 Dec", title, due)
		}
	}
	if got := f.task("order cups").Due.In(zone); got.Hour() != 15 {
		t.Errorf("the clock time kept: %v", got)
	}
	// "push everything due friday to next monday" from a Friday a week
	// ahead: the Monday after that Friday, not this coming one
	f.must("createTask", `{"title":"hang the bunting","due":"2026-12-11"}`)
	args = `{"action":"reschedule","day":"2026-12-11","to":"next monday"}`
	r = f.must("bulkTasks", args)
	if err := f.tb.Verify(context.Background(), inv("bulkTasks", args), r); err != nil {
		t.Errorf("postcondition, next monday: %v", err)
	}
	if got := f.task("hang the bunting").Due.In(zone); got.Format("2006-01-02") != "2026-12-14" {
		t.Errorf("next monday after Fri 11 Dec: %v, want Mon 14 Dec", got)
	}
	// "everything due friday, move it to thursday": the Thursday nearest
	// each Friday, before it (never before today)
	f.must("createTask", `{"title":"choir robes","due":"2026-12-11 10:00"}`)
	f.must("createTask", `{"title":"carol sheets","due":"2026-12-25"}`)
	for _, tc := range []struct{ day, title, want string }{
		{"2026-12-11", "choir robes", "2026-12-10 10:00"},
		{"2026-12-25", "carol sheets", "2026-12-24 00:00"},
	} {
		args := `{"action":"reschedule","day":"` + tc.day + `","to":"thursday"}`
		r := f.must("bulkTasks", args)
		if err := f.tb.Verify(context.Background(), inv("bulkTasks", args), r); err != nil {
			t.Errorf("postcondition, thursday: %v", err)
		}
		if got := f.task(tc.title).Due.In(zone).Format("2006-01-02 15:04"); got != tc.want {
			t.Errorf("%s to thursday: %v, want %v", tc.title, got, tc.want)
		}
	}
}
