package dates

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ErrBadShift is returned by ParseShift for text that is not an amount of
// time.
var ErrBadShift = errors.New("dates: not an amount of time")

// Shift is an amount to move a due date by: calendar months and days, which
// keep the wall-clock time across daylight-saving changes, and an exact
// clock duration.
type Shift struct {
	Months, Days int
	Clock        time.Duration
}

// Apply returns t moved by s in t's location: months first, with the day
// clamped to the target month's end (Jan 31 + 1 month = Feb 28), then days
// by calendar (same wall-clock time), then Clock as elapsed time.
func (s Shift) Apply(t time.Time) time.Time {
	if s.Months != 0 {
		d := dayOf(t).addMonths(s.Months)
		t = time.Date(d.y, d.m, d.d, t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), t.Location())
	}
	if s.Days != 0 {
		t = t.AddDate(0, 0, s.Days)
	}
	return t.Add(s.Clock)
}

var shiftPart = regexp.MustCompile(`(?i)^(?:and\s+|,\s*)?` +
	`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half\s+an?|a\s+couple\s+of|a\s+couple|a\s+few|few)` +
	`\s*(years?|yrs?|y|months?|mos?|weeks?|wks?|w|fortnights?|days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\s*`)

// ParseShift parses an amount such as "2 days", "a week", "3h", "an hour",
// "1 month", "half an hour", "1h30m" or "2 days and 3 hours"; a leading "-"
// negates it. Years count as 12 months and weeks as 7 days; fractions are
// taken for hours, minutes and seconds, and halves of days and years. It returns ErrBadShift
// (wrapped) for anything else.
func ParseShift(s string) (Shift, error) {
	rest := strings.TrimSpace(s)
	sign := 1
	if r, ok := strings.CutPrefix(rest, "-"); ok {
		rest, sign = strings.TrimSpace(r), -1
	} else {
		rest = strings.TrimSpace(strings.TrimPrefix(rest, "+"))
	}
	var sh Shift
	if rest == "" {
		return Shift{}, fmt.Errorf("parse shift %q: %w", s, ErrBadShift)
	}
	for rest != "" {
		g := shiftPart.FindStringSubmatch(rest)
		if g == nil || !sh.add(g[1], g[2]) {
			return Shift{}, fmt.Errorf("parse shift %q: %w", s, ErrBadShift)
		}
		rest = rest[len(g[0]):]
	}
	return Shift{sign * sh.Months, sign * sh.Days, time.Duration(sign) * sh.Clock}, nil
}

// add adds n units to s; false for a fraction of a calendar unit other
// than a half (half a day is 12 hours, half a year 6 months) or an amount
// past maxAmount.
func (s *Shift) add(num, unit string) bool {
	num = strings.Join(strings.Fields(strings.ToLower(num)), " ")
	var f float64
	switch {
	case strings.HasPrefix(num, "half"):
		f = 0.5
	case strings.HasPrefix(num, "a couple"):
		f = 2
	default:
		if n, ok := amount(num); ok {
			f = float64(n)
		} else if v, err := strconv.ParseFloat(num, 64); err == nil && v <= maxAmount {
			f = v
		} else {
			return false
		}
	}
	unit = strings.ToLower(unit)
	if f != float64(int(f)) && f != 0.5 && unit != "m" && !strings.HasPrefix(unit, "mi") &&
		!strings.HasPrefix(unit, "h") && !strings.HasPrefix(unit, "s") {
		return false // "1.5 days": say it in hours
	}
	return s.addFloat(f, unit)
}
