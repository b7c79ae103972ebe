package dates

import (
	"testing"
	"time"
)

// TestWeekdayThenMealOrWork: "next tuesday after work" is that Tuesday at
// the end of the working day, not "the next Tuesday after" a date to come;
// "the first monday after easter" still counts from the holiday.
func TestWeekdayThenMealOrWork(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) // Sun 6 Dec
	for _, tc := range []struct {
		in       string
		m, d, h  int
		wantTime bool
	}{
		{"ring the garage next tuesday after work", 12, 8, 17, true},
		{"next thursday after lunch", 12, 10, 13, true},
		{"next friday before school", 12, 11, 7, true},
		{"the first monday after easter", 3, 29, 0, false},
		{"the second friday after christmas", 1, 8, 0, false},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil || int(r.Value.Month()) != tc.m || r.Value.Day() != tc.d || r.HasTime != tc.wantTime || tc.wantTime && r.Value.Hour() != tc.h {
			t.Errorf("%q: %v time=%v (%v)", tc.in, r.Value, r.HasTime, err)
		}
	}
}

// TestOrdinalWordBeforeCount: "the first 10 pairs" counts things; "the
// first 10 am" and "the first at 10" are still days.
func TestOrdinalWordBeforeCount(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	for _, in := range []string{"cast on the first 12 stitches", "mark the first 3 essays", "edit the first 20 pages by hand"} {
		if r, err := Parse(in, ref); err == nil {
			t.Errorf("%q: read a date %v (%q)", in, r.Value, in[r.Span[0]:r.Span[1]])
		}
	}
	for _, in := range []string{"pay rent on the first 10 am", "on the first at 10"} {
		r, err := Parse(in, ref)
		if err != nil || r.Value.Day() != 1 || r.Value.Hour() != 10 {
			t.Errorf("%q: %v (%v)", in, r.Value, err)
		}
	}
}

// TestEvery2ndWeekday: "every 2nd friday" is every other Friday, as
// "every second friday" is; "every 2nd friday of the month" is the month's.
func TestEvery2ndWeekday(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	for in, want := range map[string]string{
		"every 2nd friday pay the lads": "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
		"every 2nd week":                "FREQ=WEEKLY;INTERVAL=2",
	} {
		r, err := Parse(in, ref)
		if err != nil || r.RRule != want {
			t.Errorf("%q: rule %q (%v), want %q", in, r.RRule, err, want)
		}
	}
	if r, err := Parse("every 2nd friday of the month", ref); err != nil || r.RRule != "FREQ=MONTHLY;BYDAY=2FR" {
		t.Errorf("every 2nd friday of the month: %q (%v)", r.RRule, err)
	}
}

// TestEODBeforeWeekdayAbbrev: "by EOD wed" is Wednesday at 17:00; "we got
// wed" stays no date.
func TestEODBeforeWeekdayAbbrev(t *testing.T) {
	ref := time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC) // Mon 7 Dec
	r, err := Parse("perf review by EOD wed, project Work", ref)
	if err != nil || r.Value.Day() != 9 || r.Value.Hour() != 17 {
		t.Errorf("by EOD wed: %v (%v)", r.Value, err)
	}
	if r, err := Parse("we got wed in june", ref); err == nil && r.Value.Weekday() == time.Wednesday && r.Value.Month() == 12 {
		t.Errorf("we got wed: %v", r.Value)
	}
}
