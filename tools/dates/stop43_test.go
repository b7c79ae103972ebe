package dates

import (
	"strings"
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

// TestDayNumberBeforeClock: "the 25" said before "at" and a clock is the
// day of the month ("dentist the 25 at 14h"); "the 3rd" closing a
// one-word to-do is one too ("haircut the 3rd"); a name's ordinal is not.
func TestDayNumberBeforeClock(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) // Sun 6 Dec
	for _, tc := range []struct {
		in          string
		m, d, h, mi int
	}{
		{"dentist the 25 at 14h", 12, 25, 14, 0},
		{"move the vet to the 21 at 10am", 12, 21, 10, 0},
		{"the 31 at 9.30", 12, 31, 9, 30},
		{"haircut the 3rd", 1, 3, -1, 0},
		{"rent the 1st", 1, 1, -1, 0},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil || int(r.Value.Month()) != tc.m || r.Value.Day() != tc.d || (tc.h >= 0) != r.HasTime ||
			tc.h >= 0 && (r.Value.Hour() != tc.h || r.Value.Minute() != tc.mi) {
			t.Errorf("%q: %v %v (%v)", tc.in, r.Value, r.HasTime, err)
		}
	}
	for _, in := range []string{"read up on Louis the 14th", "the 25 minutes at the gym", "henry the 8th", "buy plasters for the first aid box",
		"running for the 2nd time", "for the first time in ages"} {
		if r, err := Parse(in, ref); err == nil && r.Value.Day() != 6 {
			t.Errorf("%q: read as %v", in, r.Value)
		}
	}
}

// TestRepeatingWindowEnd: a window said with a weekly rule ends on the
// day of its first occurrence ("on Wednesdays from 1 to 4 o'clock" ends
// Wednesday 16:00, not today), and "o'clock" closes it.
func TestRepeatingWindowEnd(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) // Sun 6 Dec
	r, err := Parse("library shift on Wednesdays from 1 to 4 o'clock", ref)
	if err != nil || r.Value.Day() != 9 || r.Value.Hour() != 13 || r.End.Day() != 9 || r.End.Hour() != 16 ||
		!strings.HasSuffix(r.Matched, "o'clock") {
		t.Errorf("got %v–%v %q (%v)", r.Value, r.End, r.Matched, err)
	}
}

// TestKindsNotDays: a period or a weekend said as a thing's kind ("the end
// of year reports", "new year 4s", "the weekend overtime") is no date; a
// holiday ending "D to christmas" with no "from" is no span's end; "like
// 9ish" joins the day before it; "about sunday lunch" is a topic when
// another day is said.
func TestKindsNotDays(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) // Sun 6 Dec
	for _, in := range []string{"print the end of year reports", "recruit new year 4s", "plan the end of term concert"} {
		if r, err := Parse(in, ref); err == nil {
			t.Errorf("%q: read as %v from %q", in, r.Value, r.Matched)
		}
	}
	for _, tc := range []struct {
		in, matched string
		day, h      int
		end         bool
	}{
		{"pay kev for the weekend overtime by friday", "friday", 11, -1, false},
		{"school report due end of year", "end of year", 31, -1, false},
		{"pack the cool box for 22/12 to christmas", "22/12", 22, -1, false},
		{"off work from 22/12 to christmas", "22/12 to christmas", 22, -1, true},
		{"ring the surgery tomorrow morning, like 9ish", "tomorrow morning, like 9ish", 7, 9, false},
		{"text gran about sunday lunch tomorrow", "tomorrow", 7, -1, false},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil || r.Matched != tc.matched || r.Value.Day() != tc.day || (tc.h >= 0) != r.HasTime || tc.h >= 0 && r.Value.Hour() != tc.h || tc.end != !r.End.IsZero() {
			t.Errorf("%q: %v %q end %v (%v)", tc.in, r.Value, r.Matched, r.End, err)
		}
	}
}

// TestFrenchMonthsAndDaysGone: a month said in French after its day ("15
// déc", "2 janvier 2027"); "that was due 1/12" is the day gone by, its words
// with the date's; "the henna night 17/12" names the night, its day said.
func TestFrenchMonthsAndDaysGone(t *testing.T) {
	ref := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC) // Sun 6 Dec
	for _, tc := range []struct {
		in, matched string
		y, m, d     int
		clock       bool
	}{
		{"order the cake before 15 déc", "15 déc", 2026, 12, 15, false},
		{"call baba on 2 janvier", "2 janvier", 2027, 1, 2, false},
		{"rdv le 3 mars 2027", "3 mars 2027", 2027, 3, 3, false},
		{"pay the supplier invoice that was due 1/12", "that was due 1/12", 2026, 12, 1, false},
		{"buy henna for the henna night 17/12", "17/12", 2026, 12, 17, false},
		// a weekday before the day and French month is read with it
		{"move the van to saturday 19 déc", "saturday 19 déc", 2026, 12, 19, false},
		{"visite vendredi 8 janv", "vendredi 8 janv", 2027, 1, 8, false},
	} {
		r, err := Parse(tc.in, ref)
		if err != nil || r.Matched != tc.matched || r.Value.Year() != tc.y || int(r.Value.Month()) != tc.m || r.Value.Day() != tc.d || r.HasTime != tc.clock {
			t.Errorf("%q: %v %q (%v)", tc.in, r.Value, r.Matched, err)
		}
	}
	if r, err := Parse("buy a Mars bar", ref); err == nil {
		t.Errorf("a Mars bar: %v", r.Value)
	}
}
