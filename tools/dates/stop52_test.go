package dates

import (
	"testing"
	"time"
)

// TestISOWeekNumbers: weeks as much of Europe numbers them (ISO 8601):
// "in week 51" is its Monday to Sunday, "Friday in week 2" that day (next
// year's week 2 when said in December); a week number no year has, or with no cue before it ("grade the week 3 quizzes") is
// no date.
func TestISOWeekNumbers(t *testing.T) {
	ref := time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC) // Mon 7 Dec 2026, ISO week 50
	for _, tc := range []struct {
		in         string
		y, m, d    int
		endM, endD int // the span's last day (0: a single day)
	}{
		{"book the carpenter in week 2", 2027, 1, 11, 1, 17},
		{"redesign the date picker, due friday in week 51", 2026, 12, 18, 0, 0},
		{"how does my week 51 look", 2026, 12, 14, 12, 20},
		{"user tests during week 50", 2026, 12, 7, 12, 13},
		{"kick-off on monday of week 3 2027", 2027, 1, 18, 0, 0},
		{"plan the release for wk 52", 2026, 12, 21, 12, 27},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if r.Value.Year() != tc.y || int(r.Value.Month()) != tc.m || r.Value.Day() != tc.d {
			t.Errorf("%q: starts %v, want %d-%02d-%02d", tc.in, r.Value.Format("2006-01-02"), tc.y, tc.m, tc.d)
		}
		if tc.endD == 0 && !r.End.IsZero() || tc.endD != 0 && (r.End.IsZero() || int(r.End.AddDate(0, 0, -1).Month()) != tc.endM || r.End.AddDate(0, 0, -1).Day() != tc.endD) {
			t.Errorf("%q: end %v, want %d-%02d", tc.in, r.End, tc.endM, tc.endD)
		}
	}
	for _, in := range []string{"grade the week 3 quizzes", "in week 60", "post the week 51 newsletter"} {
		if r, err := Parse(in, ref); err == nil && r.Span[1] > r.Span[0] && containsWeek(in[r.Span[0]:r.Span[1]]) {
			t.Errorf("%q: read a date %v (%q)", in, r.Value, in[r.Span[0]:r.Span[1]])
		}
	}
}

func containsWeek(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if s[i:i+4] == "week" {
			return true
		}
	}
	return false
}

// TestVersionIsNoDate: "4.2" after release, version, summary and the like
// is a version, never the 4th of February; after "by" or "on" it is still
// a date.
func TestVersionIsNoDate(t *testing.T) {
	ref := time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC)
	for _, in := range []string{"regression test cycle for release 4.2", "email the test summary for 4.2", "read chapter 3.4 tonight"} {
		if r, err := Parse(in, ref); err == nil && r.Value.Month() == time.February {
			t.Errorf("%q: read %v (%q)", in, r.Value, in[r.Span[0]:r.Span[1]])
		}
	}
	for _, in := range []string{"pay rent by 4.2", "dentist on 9.12"} {
		if _, err := Parse(in, ref); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}
