package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestSkipOccurrence: "skip the swim this friday" moves a weekly task due
// Friday 27 November 18:00 to Friday 4 December 18:00 without marking it
// done, and undoes exactly; a task that does not repeat is refused.
func TestSkipOccurrence(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	f.must("createTask", `{"title":"swim","due":"2026-11-27 18:00","repeats":"every friday"}`)
	f.turn("turn-2")
	r := f.must("rescheduleTask", `{"task":"swim","to":"next occurrence"}`)
	got := f.task("swim")
	if d := got.Due.In(zone); d.Day() != 4 || d.Month() != time.December || d.Hour() != 18 || got.Done || got.RRule == "" {
		t.Errorf("skipped: %v done=%v rule=%q (%s)", d, got.Done, got.RRule, r.Summary)
	}
	if !strings.HasPrefix(r.Summary, "Skipped one:") {
		t.Errorf("summary: %q", r.Summary)
	}
	if err := f.tb.Verify(context.Background(), inv("rescheduleTask", `{"task":"swim","to":"next occurrence"}`), r); err != nil {
		t.Errorf("postcondition: %v", err)
	}
	f.turn("turn-3")
	f.must("undo", `{}`)
	if d := f.task("swim").Due.In(zone); d.Day() != 27 || d.Month() != time.November {
		t.Errorf("undone: %v", d)
	}
	// only the next one can be skipped: another day said is refused
	if r := f.run("rescheduleTask", `{"task":"swim","to":"next occurrence","on":"4 december"}`); r.OK || !strings.Contains(r.Summary, "only skip that one") {
		t.Errorf("another occurrence: %+v", r)
	}
	if d := f.task("swim").Due.In(zone); d.Day() != 27 {
		t.Errorf("refused skip changed the task: %v", d)
	}
	f.must("rescheduleTask", `{"task":"swim","to":"next occurrence","on":"friday"}`)
	if d := f.task("swim").Due.In(zone); d.Day() != 4 || d.Month() != time.December {
		t.Errorf("this friday's skipped: %v", d)
	}
	f.must("createTask", `{"title":"dentist","due":"2026-11-30"}`)
	if r := f.run("rescheduleTask", `{"task":"dentist","to":"next occurrence"}`); r.OK || !strings.Contains(r.Summary, "doesn't repeat") {
		t.Errorf("one-off: %+v", r)
	}
}
