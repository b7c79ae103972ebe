package tools

import (
	"fmt"
	"strings"

	"github.com/teambition/rrule-go"
)

var (
	weekdayNames = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	monthNames   = []string{"", "January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December"}
	unitNames = map[rrule.Frequency]string{rrule.YEARLY: "year", rrule.MONTHLY: "month", rrule.WEEKLY: "week",
		rrule.DAILY: "day", rrule.HOURLY: "hour", rrule.MINUTELY: "minute", rrule.SECONDLY: "second"}
)

// RuleText says an RFC 5545 RRULE value in plain words for replies:
// "FREQ=WEEKLY;BYDAY=TU,FR" is "every Tuesday and Friday",
// "FREQ=MONTHLY;BYMONTHDAY=15" "every month on the 15th",
// "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" "every 2 weeks on Monday". A rule
// it cannot read comes back as "on a custom schedule", never as raw text.
func RuleText(rule string) string {
	o, err := rrule.StrToROption(strings.TrimPrefix(rule, "RRULE:"))
	if err != nil {
		return "on a custom schedule"
	}
	days := weekdays(o.Byweekday)
	every := "every " + unitNames[o.Freq]
	if o.Interval > 1 {
		every = fmt.Sprintf("every %d %ss", o.Interval, unitNames[o.Freq])
	}
	var s string
	switch {
	case o.Freq == rrule.WEEKLY && days == "Monday to Friday" && o.Interval <= 1:
		s = "every weekday"
	case (o.Freq == rrule.WEEKLY || o.Freq == rrule.DAILY) && days != "" && o.Interval <= 1:
		s = "every " + days
	case days != "" && o.Freq == rrule.MONTHLY && len(o.Byweekday) == 1 && o.Byweekday[0].N() != 0:
		s = every + " on the " + Nth(o.Byweekday[0].N()) + " " + weekdayNames[o.Byweekday[0].Day()]
	case days != "":
		s = every + " on " + days
	case len(o.Bymonthday) > 0 && o.Freq == rrule.YEARLY && len(o.Bymonth) == 1:
		s = every + " on " + monthNames[o.Bymonth[0]] + " " + ordinals(o.Bymonthday)
	case len(o.Bymonthday) > 0:
		s = every + " on the " + ordinals(o.Bymonthday)
	default:
		s = every
	}
	switch {
	case o.Count > 0:
		s += fmt.Sprintf(", %d times", o.Count)
	case !o.Until.IsZero():
		s += ", until " + o.Until.Format("2 Jan 2006")
	}
	return s
}

func weekdays(ws []rrule.Weekday) string {
	if len(ws) == 5 {
		seen := map[int]bool{}
		for _, w := range ws {
			seen[w.Day()] = true
		}
		if !seen[5] && !seen[6] && len(seen) == 5 {
			return "Monday to Friday"
		}
	}
	names := make([]string, 0, len(ws))
	for _, w := range ws {
		if d := w.Day(); d >= 0 && d < 7 {
			names = append(names, weekdayNames[d])
		}
	}
	return andList(names)
}

// andList joins "a", "a and b", "a, b and c".
func andList(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

func ordinals(ns []int) string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = Nth(n)
	}
	return andList(out)
}

// Nth is n as an English ordinal: "1st", "22nd", "last" (-1), "2nd to
// last" (-2).
func Nth(n int) string {
	switch {
	case n == -1:
		return "last"
	case n < -1:
		return Nth(-n) + " to last"
	}
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
