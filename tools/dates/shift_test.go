package dates

import (
	"errors"
	"testing"
	"time"
)

func TestParseShift(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Shift
	}{
		{"2 days", Shift{Days: 2}},
		{"a day", Shift{Days: 1}},
		{"a week", Shift{Days: 7}},
		{"3 weeks", Shift{Days: 21}},
		{"3 wks", Shift{Days: 21}},
		{"a fortnight", Shift{Days: 14}},
		{"1 month", Shift{Months: 1}},
		{"2 mo", Shift{Months: 2}},
		{"1 year", Shift{Months: 12}},
		{"3h", Shift{Clock: 3 * time.Hour}},
		{"an hour", Shift{Clock: time.Hour}},
		{"half an hour", Shift{Clock: 30 * time.Minute}},
		{"half a day", Shift{Clock: 12 * time.Hour}},
		{"90 minutes", Shift{Clock: 90 * time.Minute}},
		{"15 min", Shift{Clock: 15 * time.Minute}},
		{"30m", Shift{Clock: 30 * time.Minute}},
		{"1h30m", Shift{Clock: 90 * time.Minute}},
		{"1.5 hours", Shift{Clock: 90 * time.Minute}},
		{"45 seconds", Shift{Clock: 45 * time.Second}},
		{"2 days and 3 hours", Shift{Days: 2, Clock: 3 * time.Hour}},
		{"1 week, 2 days", Shift{Days: 9}},
		{"two days", Shift{Days: 2}},
		{"a couple of days", Shift{Days: 2}},
		{"a few hours", Shift{Clock: 3 * time.Hour}},
		{"  +2 days ", Shift{Days: 2}},
		{"-1 day", Shift{Days: -1}},
		{"- 2 hours", Shift{Clock: -2 * time.Hour}},
		{"2 DAYS", Shift{Days: 2}},
		{"0 days", Shift{}},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseShift(tc.in)
			if err != nil || got != tc.want {
				t.Errorf("ParseShift = %+v, %v; want %+v", got, err, tc.want)
			}
		})
	}
}

func TestParseShiftErrors(t *testing.T) {
	for _, in := range []string{"", "-", "soon", "2", "days", "1.5 days", "2 dayz", "tomorrow", "2 days later", "99999999 days", "3 monkeys"} {
		t.Run(in, func(t *testing.T) {
			if got, err := ParseShift(in); !errors.Is(err, ErrBadShift) {
				t.Errorf("ParseShift = %+v, %v; want ErrBadShift", got, err)
			}
		})
	}
}

func TestShiftApply(t *testing.T) {
	ny := zone(t, "America/New_York")
	ber := zone(t, "Europe/Berlin")
	for _, tc := range []struct {
		name string
		from time.Time
		by   Shift
		want string
	}{
		{"a day keeps the wall clock over spring forward", time.Date(2026, 3, 7, 10, 0, 0, 0, ny), Shift{Days: 1}, "2026-03-08 10:00 -0400"},
		{"24 hours is elapsed time", time.Date(2026, 3, 7, 10, 0, 0, 0, ny), Shift{Clock: 24 * time.Hour}, "2026-03-08 11:00 -0400"},
		{"a day over Berlin fall back", time.Date(2026, 10, 24, 10, 0, 0, 0, ber), Shift{Days: 1}, "2026-10-25 10:00 +0100"},
		{"month end clamps", time.Date(2027, 1, 31, 9, 0, 0, 0, ny), Shift{Months: 1}, "2027-02-28 09:00 -0500"},
		{"leap day plus a year", time.Date(2028, 2, 29, 9, 0, 0, 0, ny), Shift{Months: 12}, "2029-02-28 09:00 -0500"},
		{"back a month", time.Date(2026, 3, 31, 9, 0, 0, 0, ny), Shift{Months: -1}, "2026-02-28 09:00 -0500"},
		{"months then days then clock", time.Date(2026, 11, 26, 10, 0, 0, 0, ny), Shift{Months: 1, Days: 2, Clock: 90 * time.Minute}, "2026-12-28 11:30 -0500"},
		{"zero", time.Date(2026, 11, 26, 10, 0, 0, 0, ny), Shift{}, "2026-11-26 10:00 -0500"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.by.Apply(tc.from).Format(valueLayout); got != tc.want {
				t.Errorf("Apply = %s, want %s", got, tc.want)
			}
		})
	}
}
