package brief

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Settings keys in the store, and the forms their values take.
const (
	KeyEnabled = "brief.enabled" // bool
	KeyAt      = "brief.at"      // "HH:MM", 24-hour
	KeyDays    = "brief.days"    // "mon,tue,wed,thu,fri", "weekdays", "daily"
	KeyQuiet   = "brief.quiet"   // "22:00-07:00", "" or "off" for none
	KeyLead    = "remind.lead"   // minutes before a due time, "" for the default, "0" for none
)

// DefaultLead is the reminder lead time when none is set.
const DefaultLead = 10 * time.Minute

// ErrSetting: a brief or reminder setting could not be read.
var ErrSetting = errors.New("invalid setting")

// ParseClock reads "HH:MM" (24-hour, "7:30" allowed) as minutes after midnight.
func ParseClock(s string) (int, error) {
	h, m, ok := strings.Cut(strings.TrimSpace(s), ":")
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if !ok || err1 != nil || err2 != nil || len(m) != 2 || hh < 0 || hh > 23 || mm < 0 || mm > 59 {
		return 0, fmt.Errorf("%w: %q is not a time like 08:00", ErrSetting, s)
	}
	return hh*60 + mm, nil
}

var dayNames = map[string]time.Weekday{"sun": time.Sunday, "mon": time.Monday, "tue": time.Tuesday,
	"wed": time.Wednesday, "thu": time.Thursday, "fri": time.Friday, "sat": time.Saturday}

// ParseDays reads a comma-separated list of three-letter day names, or
// "weekdays" or "daily".
func ParseDays(s string) ([7]bool, error) {
	var out [7]bool
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "weekdays":
		return DefaultSettings().Days, nil
	case "daily", "every day":
		return [7]bool{true, true, true, true, true, true, true}, nil
	}
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		d, ok := dayNames[f]
		if !ok && len(f) > 3 {
			d, ok = dayNames[f[:3]]
		}
		if !ok {
			return out, fmt.Errorf("%w: %q is not a day (mon, tue, … or weekdays, daily)", ErrSetting, f)
		}
		out[d] = true
	}
	return out, nil
}

// ParseQuiet reads quiet hours "HH:MM-HH:MM"; "" and "off" mean none.
func ParseQuiet(s string) (from, to int, err error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "off") {
		return 0, 0, nil
	}
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return 0, 0, fmt.Errorf("%w: quiet hours %q are not like 22:00-07:00", ErrSetting, s)
	}
	if from, err = ParseClock(a); err != nil {
		return 0, 0, err
	}
	if to, err = ParseClock(b); err != nil {
		return 0, 0, err
	}
	return from, to, nil
}

// ParseLead reads the reminder lead time in minutes ("" is DefaultLead).
func ParseLead(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return DefaultLead, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 24*60 {
		return 0, fmt.Errorf("%w: lead time %q is not minutes from 0 to 1440", ErrSetting, s)
	}
	return time.Duration(n) * time.Minute, nil
}

// FromStrings builds Settings from stored values, the defaults standing in
// for empty ones. It returns every problem found, joined; the result then
// keeps the defaults for the bad fields.
func FromStrings(enabled bool, at, days, quiet string) (Settings, error) {
	s := DefaultSettings()
	s.Enabled = enabled
	var errs []error
	if strings.TrimSpace(at) != "" {
		if m, err := ParseClock(at); err != nil {
			errs = append(errs, err)
		} else {
			s.At = m
		}
	}
	if strings.TrimSpace(days) != "" {
		if d, err := ParseDays(days); err != nil {
			errs = append(errs, err)
		} else {
			s.Days = d
		}
	}
	if quiet != "" {
		if f, t, err := ParseQuiet(quiet); err != nil {
			errs = append(errs, err)
		} else {
			s.QuietFrom, s.QuietTo = f, t
		}
	}
	return s, errors.Join(errs...)
}
