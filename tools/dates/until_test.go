package dates

import (
	"testing"
	"time"
)

// TestUntil: a series' end said after its rule ("until 17 dec", "till the
// end of january") becomes UNTIL at the end of that day in the reference's
// location, written in UTC, and belongs to the rule's span; a day already
// past is no end.
func TestUntil(t *testing.T) {
	ny := zone(t, "America/New_York")
	ref := time.Date(2026, 11, 26, 10, 0, 0, 0, ny) // Thursday
	for _, tc := range []struct {
		in, rrule, rule string
		first           string
	}{
		{"every monday until 14 dec", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261215T045959Z", "every monday until 14 dec", "2026-11-30"},
		{"water the ferns every 2 days till the end of december", "FREQ=DAILY;INTERVAL=2;UNTIL=20270101T045959Z", "every 2 days till the end of december", "2026-11-26"},
		{"every friday, ending on the 18th", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20261219T045959Z", "every friday, ending on the 18th", "2026-11-27"},
		{"every day until yesterday", "FREQ=DAILY", "every day", "2026-11-25"}, // a past end is no end; "yesterday" stays a date
		{"every monday", "FREQ=WEEKLY;BYDAY=MO", "every monday", "2026-11-30"},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if r.RRule != tc.rrule || tc.in[r.RuleSpan[0]:r.RuleSpan[1]] != tc.rule || r.Value.Format("2006-01-02") != tc.first {
			t.Errorf("%q: rule %q from %q, first %s; want %q from %q, first %s", tc.in, r.RRule, tc.in[r.RuleSpan[0]:r.RuleSpan[1]], r.Value.Format("2006-01-02"), tc.rrule, tc.rule, tc.first)
		}
		if _, err := FirstOccurrence(r.RRule, r.Value); err != nil {
			t.Errorf("%q: rule %q does not start: %v", tc.in, r.RRule, err)
		}
	}
}

// TestRuleDayInTitle: a weekday the rule already says, followed by a word
// of a name ("sunday ride every sunday 8am"), stays in the title and the
// date is the next phrase; said as a date ("gym on sunday, every sunday",
// "gym sunday every sunday") it is still the date.
func TestRuleDayInTitle(t *testing.T) {
	ref := time.Date(2026, 11, 26, 10, 0, 0, 0, zone(t, "America/New_York"))
	for _, tc := range []struct{ in, matched string }{
		{"sunday ride every sunday 8am", "8am"},
		{"friday drinks every friday at 6pm", "at 6pm"},
		{"monday standup every monday", ""},
		{"gym on sunday, every sunday", "sunday"},
		{"gym sunday every sunday", "sunday"},
		{"gym sunday at 9, every sunday", "sunday at 9"},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil || r.Matched != tc.matched {
			t.Errorf("%q: date %q (%v), want %q", tc.in, r.Matched, err, tc.matched)
		}
	}
}

// TestUntilApart: a series' end said after other words ("every monday I
// water the ferns while she is away until 14 dec") ends the rule, is kept
// in UntilSpan and stripped from the title, and is no due date.
func TestUntilApart(t *testing.T) {
	ref := time.Date(2026, 11, 26, 10, 0, 0, 0, zone(t, "America/New_York"))
	in := "every monday water the ferns while she is away until 14 dec"
	r, err := Parse(in, ref)
	if err != nil || r.RRule != "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261215T045959Z" || r.Value.Format("2006-01-02") != "2026-11-30" {
		t.Fatalf("rule %q first %s (%v)", r.RRule, r.Value.Format("2006-01-02"), err)
	}
	if got := in[r.UntilSpan[0]:r.UntilSpan[1]]; got != "until 14 dec" {
		t.Errorf("until span %q", got)
	}
	if got := Strip(in, r); got != "water the ferns while she is away" {
		t.Errorf("title %q", got)
	}
}
