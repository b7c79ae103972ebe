package tools_test

import (
	"testing"
	"time"
)

// TestNewRuleAfterTimePassed: a weekly 7 am task moved to the day it is
// today, after 7 am, repeats from next week's day, never due hours ago; the
// same move before 7 am keeps today.
func TestNewRuleAfterTimePassed(t *testing.T) {
	for _, tc := range []struct {
		hour int
		want time.Time
	}{
		{13, time.Date(2026, 12, 13, 7, 0, 0, 0, zone)},
		{6, time.Date(2026, 12, 6, 7, 0, 0, 0, zone)},
	} {
		f := newFixture(t)
		f.clock.T = time.Date(2026, 12, 6, tc.hour, 0, 0, 0, zone) // Sun 6 Dec
		f.must("createTask", `{"title":"mock exam","due":"every saturday at 7am"}`)
		f.must("setRecurrence", `{"task":"mock exam","repeats":"every sunday"}`)
		if got := f.task("mock exam"); got.Due == nil || !got.Due.Equal(tc.want) || got.RRule != "FREQ=WEEKLY;BYDAY=SU" {
			t.Errorf("at %d:00: due %v rule %q, want %v", tc.hour, got.Due, got.RRule, tc.want)
		}
	}
}
