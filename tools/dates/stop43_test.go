package dates

import (
	"testing"
	"time"
)

// TestPartOfDayAfterRule: a part of the day said right after a weekly rule
// is its time ("every tues night" 20:00), and the rule's words take it in.
func TestPartOfDayAfterRule(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) // Sun 6 Dec
	for _, tc := range []struct {
		in, rule string
		day, h   int
	}{
		{"put bins out every tues night", "every tues night", 8, 20},
		{"every tuesday night", "every tuesday night", 8, 20},
		{"every sunday evening", "every sunday", 6, 18},
		{"every monday morning", "every monday", 7, 9},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil || !r.HasTime || r.Value.Day() != tc.day || r.Value.Hour() != tc.h || tc.in[r.RuleSpan[0]:r.RuleSpan[1]] != tc.rule {
			t.Errorf("%q: %v %v rule %q (%v)", tc.in, r.Value, r.HasTime, tc.in[r.RuleSpan[0]:r.RuleSpan[1]], err)
		}
	}
}
