package dates

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/teambition/rrule-go"
)

// ErrNoOccurrence is returned by FirstOccurrence and Next when the rule
// has no occurrence in the asked range (its COUNT or UNTIL ran out).
var ErrNoOccurrence = errors.New("dates: no further occurrence")

// FirstOccurrence returns the first occurrence of rule at or after ref,
// for a series that starts at ref: DTSTART is ref itself, so occurrences
// keep ref's wall-clock time in ref's location (pass the day's 00:00 for a
// date-only series, the day at 09:00 for a 09:00 one). INTERVAL does not
// delay the first occurrence: "every other Tuesday" starts on the next
// Tuesday, and that occurrence is the DTSTART for Next. rule is an RFC 5545
// RRULE value, with or without the "RRULE:" prefix. Errors: an invalid
// rule, a zero ref, or ErrNoOccurrence.
func FirstOccurrence(rule string, ref time.Time) (time.Time, error) {
	opt, err := ruleOption(rule, ref)
	if err != nil {
		return time.Time{}, err
	}
	opt.Interval = 1
	return occurrence(*opt, ref, true)
}

// Next returns the first occurrence of rule strictly after `after`, in a
// series anchored at dtstart (RFC 5545 DTSTART: it fixes the wall-clock
// time, the weekday of a plain WEEKLY rule and the phase of INTERVAL).
// Completing a recurring task spawns the next one with
// Next(rule, task's first due, task's current due). Errors as
// FirstOccurrence.
func Next(rule string, dtstart, after time.Time) (time.Time, error) {
	opt, err := ruleOption(rule, dtstart)
	if err != nil {
		return time.Time{}, err
	}
	return occurrence(*opt, after, false)
}

func ruleOption(rule string, dtstart time.Time) (*rrule.ROption, error) {
	if dtstart.IsZero() {
		// rrule-go would start the series at the wall clock's now.
		return nil, fmt.Errorf("rrule %q: zero DTSTART", rule)
	}
	s := strings.TrimPrefix(strings.TrimSpace(rule), "RRULE:")
	if strings.ContainsAny(s, "\n\r") {
		return nil, fmt.Errorf("rrule %q: one RRULE value expected", rule)
	}
	opt, err := rrule.StrToROptionInLocation(s, dtstart.Location())
	if err != nil {
		return nil, fmt.Errorf("rrule %q: %w", rule, err)
	}
	opt.Dtstart = dtstart
	return opt, nil
}

func occurrence(opt rrule.ROption, t time.Time, inc bool) (time.Time, error) {
	r, err := rrule.NewRRule(opt)
	if err != nil {
		return time.Time{}, fmt.Errorf("rrule %q: %w", opt.RRuleString(), err)
	}
	next := r.After(t, inc)
	if next.IsZero() {
		return time.Time{}, ErrNoOccurrence
	}
	return next, nil
}
