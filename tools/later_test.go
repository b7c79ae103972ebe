package tools_test

import (
	"context"
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
	f.must("createTask", `{"title":"slides","due":"2026-11-24"}`)
	f.must("rescheduleTask", `{"task":"slides","to":"thursday","later":true}`)
	if got := f.task("slides").Due.In(zone); got.Day() != 26 || got.Month() != time.November {
		t.Errorf("overdue, later: %v", got)
	}
	f.must("createTask", `{"title":"flyer","due":"2026-11-27"}`)
	f.must("rescheduleTask", `{"task":"flyer","to":"next monday","later":true}`)
	if got := f.task("flyer").Due.In(zone); got.Day() != 30 || got.Month() != time.November {
		t.Errorf("next monday, later: %v", got)
	}
	f.must("createTask", `{"title":"leaflet","due":"2026-12-02"}`)
	f.must("rescheduleTask", `{"task":"leaflet","to":"next monday","later":true}`)
	if got := f.task("leaflet").Due.In(zone); got.Day() != 7 || got.Month() != time.December {
		t.Errorf("next monday before its due date, later: %v", got)
	}
	f.must("createTask", `{"title":"poster","due":"2026-11-27"}`)
	f.must("rescheduleTask", `{"task":"poster","to":"thursday"}`)
	if got := f.task("poster").Due.In(zone); got.Day() != 26 || got.Month() != time.November {
		t.Errorf("without later: %v", got)
	}
}
