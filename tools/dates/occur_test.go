package dates

import (
	"errors"
	"testing"
	"time"

	"github.com/teambition/rrule-go"
)

func TestFirstOccurrence(t *testing.T) {
	ny := zone(t, "America/New_York")
	thu := time.Date(2026, 11, 26, 0, 0, 0, 0, ny)
	at10 := time.Date(2026, 11, 26, 10, 0, 0, 0, ny)
	for _, tc := range []struct {
		rule string
		ref  time.Time
		want string
	}{
		{"FREQ=WEEKLY;BYDAY=FR", thu, "2026-11-27 00:00 -0500"},
		{"FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", thu, "2026-12-01 00:00 -0500"},
		{"RRULE:FREQ=DAILY", at10, "2026-11-26 10:00 -0500"},
		{"FREQ=WEEKLY;BYDAY=TH", at10, "2026-11-26 10:00 -0500"},
		{"FREQ=MONTHLY;BYMONTHDAY=-1", thu, "2026-11-30 00:00 -0500"},
		{"FREQ=MONTHLY;BYMONTHDAY=1", thu, "2026-12-01 00:00 -0500"},
		{"FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", thu, "2028-02-29 00:00 -0500"},
		{"FREQ=DAILY;COUNT=1", at10, "2026-11-26 10:00 -0500"},
		{"FREQ=WEEKLY;BYDAY=SA,SU", at10, "2026-11-28 10:00 -0500"},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			got, err := FirstOccurrence(tc.rule, tc.ref)
			if err != nil {
				t.Fatal(err)
			}
			if s := got.Format(valueLayout); s != tc.want {
				t.Errorf("FirstOccurrence = %s, want %s", s, tc.want)
			}
		})
	}
}

func TestOccurrenceErrors(t *testing.T) {
	ref := refs(t)[""]
	for _, tc := range []struct {
		name, rule string
		ref        time.Time
		target     error
	}{
		{"empty rule", "", ref, nil},
		{"unknown frequency", "FREQ=SOMETIMES", ref, nil},
		{"no FREQ", "BYDAY=FR", ref, nil},
		{"two lines", "DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY", ref, nil},
		{"zero reference", "FREQ=DAILY", time.Time{}, nil},
		{"ran out", "FREQ=DAILY;UNTIL=20200101T000000Z", ref, ErrNoOccurrence},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FirstOccurrence(tc.rule, tc.ref)
			if err == nil || tc.target != nil && !errors.Is(err, tc.target) {
				t.Errorf("FirstOccurrence err = %v, want an error (%v)", err, tc.target)
			}
			if _, err := Next(tc.rule, tc.ref, tc.ref); err == nil {
				t.Error("Next err = nil, want an error")
			}
		})
	}
}

// TestNext covers completing a recurring task: the next occurrence after
// the current due, with the series anchored at its first due. Daily rules
// keep the wall-clock time across daylight-saving changes.
func TestNext(t *testing.T) {
	ny, ber := zone(t, "America/New_York"), zone(t, "Europe/Berlin")
	d := func(loc *time.Location, y int, m time.Month, day, h int) time.Time {
		return time.Date(y, m, day, h, 0, 0, 0, loc)
	}
	for _, tc := range []struct {
		name, rule     string
		dtstart, after time.Time
		want           string
	}{
		{"every other Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", d(ny, 2026, 12, 1, 0), d(ny, 2026, 12, 1, 0), "2026-12-15 00:00 -0500"},
		{"every Friday at 5pm", "FREQ=WEEKLY;BYDAY=FR", d(ny, 2026, 11, 27, 17), d(ny, 2026, 11, 27, 17), "2026-12-04 17:00 -0500"},
		{"every 4 weeks", "FREQ=WEEKLY;INTERVAL=4", d(ny, 2026, 11, 26, 0), d(ny, 2026, 11, 26, 0), "2026-12-24 00:00 -0500"},
		{"completed late", "FREQ=DAILY", d(ny, 2026, 11, 1, 9), d(ny, 2026, 11, 26, 10), "2026-11-27 09:00 -0500"},
		{"before the series", "FREQ=WEEKLY;BYDAY=MO", d(ny, 2026, 11, 30, 9), d(ny, 2026, 11, 1, 0), "2026-11-30 09:00 -0500"},
		{"monthly on the 31st skips short months", "FREQ=MONTHLY;BYMONTHDAY=31", d(ny, 2027, 1, 31, 0), d(ny, 2027, 1, 31, 0), "2027-03-31 00:00 -0400"},
		{"last day of the month", "FREQ=MONTHLY;BYMONTHDAY=-1", d(ny, 2027, 1, 31, 0), d(ny, 2027, 1, 31, 0), "2027-02-28 00:00 -0500"},
		{"daily over New York spring forward", "FREQ=DAILY", d(ny, 2026, 3, 7, 9), d(ny, 2026, 3, 7, 9), "2026-03-08 09:00 -0400"},
		{"daily over New York fall back", "FREQ=DAILY", d(ny, 2026, 10, 31, 9), d(ny, 2026, 10, 31, 9), "2026-11-01 09:00 -0500"},
		{"daily over Berlin spring forward", "FREQ=DAILY", d(ber, 2026, 3, 28, 9), d(ber, 2026, 3, 28, 9), "2026-03-29 09:00 +0200"},
		{"daily over Berlin fall back", "FREQ=DAILY", d(ber, 2026, 10, 24, 9), d(ber, 2026, 10, 24, 9), "2026-10-25 09:00 +0100"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Next(tc.rule, tc.dtstart, tc.after)
			if err != nil {
				t.Fatal(err)
			}
			if s := got.Format(valueLayout); s != tc.want {
				t.Errorf("Next = %s, want %s", s, tc.want)
			}
		})
	}
}

// TestRecurrencePhrases checks the phrase → RRULE mapping beyond the main
// table; every rule must be accepted by rrule-go.
func TestRecurrencePhrases(t *testing.T) {
	for _, tc := range []struct{ in, rrule, phrase string }{
		{"each day", "FREQ=DAILY", "each day"},
		{"every other day", "FREQ=DAILY;INTERVAL=2", "every other day"},
		{"every other month", "FREQ=MONTHLY;INTERVAL=2", "every other month"},
		{"every second Wednesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", "every second Wednesday"},
		{"every alternate week", "FREQ=WEEKLY;INTERVAL=2", "every alternate week"},
		{"every second Wednesday of the month", "FREQ=MONTHLY;BYDAY=2WE", "every second Wednesday of the month"},
		{"every thurs", "FREQ=WEEKLY;BYDAY=TH", "every thurs"},
		{"every Tues", "FREQ=WEEKLY;BYDAY=TU", "every Tues"},
		{"every Mon, Wed and Fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "every Mon, Wed and Fri"},
		{"every Friday and Monday", "FREQ=WEEKLY;BYDAY=MO,FR", "every Friday and Monday"},
		{"every mon wed fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "every mon wed fri"},
		{"every quarter", "FREQ=MONTHLY;INTERVAL=3", "every quarter"},
		{"mon wed fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "mon wed fri"},
		// timetable letters
		{"yoga MWF", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "MWF"},
		{"lab M/W/F", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "M/W/F"},
		{"tutoring TTh", "FREQ=WEEKLY;BYDAY=TU,TH", "TTh"},
		{"choir T/Th", "FREQ=WEEKLY;BYDAY=TU,TH", "T/Th"},
		{"seminar TR", "FREQ=WEEKLY;BYDAY=TU,TH", "TR"},
		{"fix the tr key", "", ""},
		{"quarterly", "FREQ=MONTHLY;INTERVAL=3", "quarterly"},
		{"every tue/thu", "FREQ=WEEKLY;BYDAY=TU,TH", "every tue/thu"},
		{"every saturday sunday", "FREQ=WEEKLY;BYDAY=SA,SU", "every saturday sunday"},
		{"every other Monday & Thursday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "every other Monday & Thursday"},
		{"on Tuesdays and Thursdays", "FREQ=WEEKLY;BYDAY=TU,TH", "on Tuesdays and Thursdays"},
		{"every 15th of the month", "FREQ=MONTHLY;BYMONTHDAY=15", "every 15th of the month"},
		{"on the first of every month", "FREQ=MONTHLY;BYMONTHDAY=1", "on the first of every month"},
		{"every month on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day"},
		{"annually", "FREQ=YEARLY", "annually"},
		{"fortnightly", "FREQ=WEEKLY;INTERVAL=2", "fortnightly"},
		{"every two weeks", "FREQ=WEEKLY;INTERVAL=2", "every two weeks"},
		{"every 1 week", "FREQ=WEEKLY", "every 1 week"},
		{"every 3 years", "FREQ=YEARLY;INTERVAL=3", "every 3 years"},
		{"every night", "FREQ=DAILY", "every night"},
		{"every afternoon", "FREQ=DAILY", "every afternoon"},
		{"every weekend", "FREQ=WEEKLY;BYDAY=SA,SU", "every weekend"},
		{"every 3 December", "", ""},
		{"renew it every year on 2nd feb", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=2", "every year on 2nd feb"},
		{"yearly on the 14th of march", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14", "yearly on the 14th of march"},
		{"every 2nd feb", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=2", "every 2nd feb"},
		{"every year on March 5th", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=5", "every year on March 5th"},
		{"backup weekly, on sunday", "FREQ=WEEKLY", "weekly"},
		{"daily at 8", "FREQ=DAILY", "daily"},
		{"every Feb 30", "", ""},
		{"every 0 days", "", ""},
		{"everyday chores", "", ""},
		{"every other week on Monday and Wednesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "every other week on Monday and Wednesday"},
		{"every 2 weeks on friday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "every 2 weeks on friday"},
		{"every week on Tue and Thu", "FREQ=WEEKLY;BYDAY=TU,TH", "every week on Tue and Thu"},
		{"every Monday and Thursday", "FREQ=WEEKLY;BYDAY=MO,TH", "every Monday and Thursday"},
		{"the last Friday of every month", "FREQ=MONTHLY;BYDAY=-1FR", "the last Friday of every month"},
		{"last friday of the month", "FREQ=MONTHLY;BYDAY=-1FR", "last friday of the month"},
		{"on the first monday of each month", "FREQ=MONTHLY;BYDAY=1MO", "on the first monday of each month"},
		{"every 3 days on friday", "FREQ=DAILY;INTERVAL=3", "every 3 days"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			rec, ok := findRecurrence(tc.in, readText(tc.in))
			got, phrase := "", ""
			if ok {
				got, phrase = rec.rule.String(), tc.in[rec.start:rec.end]
			}
			if got != tc.rrule || phrase != tc.phrase {
				t.Fatalf("rule %q from %q, want %q from %q", got, phrase, tc.rrule, tc.phrase)
			}
			if ok {
				if _, err := rrule.StrToROption(got); err != nil {
					t.Errorf("rrule-go rejects %q: %v", got, err)
				}
			}
		})
	}
}

// TestNthWeekdayIsAhead: "the last Friday of the month" said after this
// month's last Friday starts next month.
func TestNthWeekdayIsAhead(t *testing.T) {
	ref := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC) // Sunday after Fri 27 Nov
	for _, in := range []string{"the last Friday of every month", "last friday of the month"} {
		r, err := Parse(in, ref)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		if want := time.Date(2026, 12, 25, 0, 0, 0, 0, time.UTC); r.RRule != "FREQ=MONTHLY;BYDAY=-1FR" || !r.Value.Equal(want) || r.Matched != "" {
			t.Errorf("Parse(%q) = %q %v (matched %q), want FREQ=MONTHLY;BYDAY=-1FR %v", in, r.RRule, r.Value, r.Matched, want)
		}
	}
}
