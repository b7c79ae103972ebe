package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestLater: "push the essay to thursday" when the essay is due Friday 27
// November (today Wednesday 25) puts it off to Thursday 3 December, the
// first Thursday after its due date, keeping its time; without later, or
// when the next Thursday is already after the due date, a bare weekday is
// the next one from today.
func TestLater(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	f.must("createTask", `{"title":"essay","due":"2026-11-27 09:00"}`)
	r := f.must("rescheduleTask", `{"task":"essay","to":"thursday","later":true}`)
	if got := f.task("essay").Due.In(zone); got.Day() != 3 || got.Month() != time.December || got.Hour() != 9 {
		t.Errorf("later: %v (%s)", got, r.Summary)
	}
	if err := f.tb.Verify(context.Background(), inv("rescheduleTask", `{"task":"essay","to":"thursday","later":true}`), r); err != nil {
		t.Errorf("postcondition: %v", err)
	}
	for _, tc := range []struct {
		name, title, due, move string
		day                    int
		month                  time.Month
	}{
		{"overdue, later", "slides", "2026-11-24", `"to":"thursday","later":true`, 26, time.November},
		{"next monday, later", "flyer", "2026-11-27", `"to":"next monday","later":true`, 30, time.November},
		{"next monday before its due date, later", "leaflet", "2026-12-02", `"to":"next monday","later":true`, 7, time.December},
		{"without later", "poster", "2026-11-27", `"to":"thursday"`, 26, time.November},
		{"monday next week, later", "banner", "2026-12-04", `"to":"monday next week","later":true`, 7, time.December},
		{"monday next week, after its due date", "rota", "2026-11-26", `"to":"monday next week","later":true`, 30, time.November},
	} {
		f.must("createTask", `{"title":"`+tc.title+`","due":"`+tc.due+`"}`)
		f.must("rescheduleTask", `{"task":"`+tc.title+`",`+tc.move+`}`)
		if got := f.task(tc.title).Due.In(zone); got.Day() != tc.day || got.Month() != tc.month {
			t.Errorf("%s: %v", tc.name, got)
		}
	}
}

// TestBulkMondayNextWeek: "everything due friday move to monday next week"
// said on a Sunday is the Monday after that Friday, as "next monday" is.
func TestBulkMondayNextWeek(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 12, 6, 10, 0, 0, 0, zone) // Sun 6 Dec
	f.must("createTask", `{"title":"crane booking","due":"2026-12-11"}`)
	f.must("createTask", `{"title":"site invoice","due":"2026-12-11 16:00"}`)
	args := `{"action":"reschedule","day":"2026-12-11","to":"monday next week"}`
	ask, _, err := f.tb.Describe(context.Background(), "bulkTasks", json.RawMessage(args))
	if err != nil || !strings.Contains(ask, "to monday next week (Mon 14 Dec)") {
		t.Errorf("the approval names the day: %q, %v", ask, err)
	}
	r := f.must("bulkTasks", args)
	if err := f.tb.Verify(context.Background(), inv("bulkTasks", args), r); err != nil {
		t.Errorf("postcondition: %v", err)
	}
	for _, title := range []string{"crane booking", "site invoice"} {
		if got := f.task(title).Due.In(zone); got.Format("2006-01-02") != "2026-12-14" {
			t.Errorf("%s: %v, want Mon 14 Dec", title, got)
		}
	}
}

// TestBulkNextMondayOnSunday: said on a Sunday, "push … to next monday" of
// tasks already due that Monday moves them a week on (Mon 14 Dec), as the
// user said "next"; a task due later that week goes to the same Monday.
func TestBulkNextMondayOnSunday(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 12, 6, 19, 0, 0, 0, zone) // Sun 6 Dec
	f.must("createTask", `{"title":"wrap the mirrors","due":"2026-12-07","tags":["move"]}`)
	f.must("createTask", `{"title":"book the van","due":"2026-12-09","tags":["move"]}`)
	args := `{"action":"reschedule","tag":"move","filter":"this week","to":"next monday"}`
	ask, _, err := f.tb.Describe(context.Background(), "bulkTasks", json.RawMessage(args))
	if err != nil || !strings.Contains(ask, "(Mon 14 Dec)") {
		t.Errorf("the approval names the day: %q, %v", ask, err)
	}
	r := f.must("bulkTasks", args)
	if err := f.tb.Verify(context.Background(), inv("bulkTasks", args), r); err != nil {
		t.Errorf("postcondition: %v", err)
	}
	for _, title := range []string{"wrap the mirrors", "book the van"} {
		if got := f.task(title).Due.In(zone); got.Format("2006-01-02") != "2026-12-14" {
			t.Errorf("%s: %v, want Mon 14 Dec", title, got)
		}
	}
}
