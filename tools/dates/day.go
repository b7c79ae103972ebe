package dates

import "time"

// day is a calendar date with no clock and no zone. Date arithmetic is done
// on days, never by adding 24h to an instant, so "tomorrow" stays the next
// calendar day across a daylight-saving change.
type day struct {
	y int
	m time.Month
	d int
}

func dayOf(t time.Time) day {
	y, m, d := t.Date()
	return day{y, m, d}
}

// norm folds an out-of-range day or month (Dec 32, month 13) into a real
// date. Noon UTC keeps the arithmetic clear of any zone transition.
func (d day) norm() day {
	return dayOf(time.Date(d.y, d.m, d.d, 12, 0, 0, 0, time.UTC))
}

func (d day) addDays(n int) day { return day{d.y, d.m, d.d + n}.norm() }

// addMonths moves by whole months and clamps the day to the target month's
// last day: Jan 31 + 1 month is Feb 28, not Mar 3.
func (d day) addMonths(n int) day {
	first := day{d.y, d.m + time.Month(n), 1}.norm()
	return day{first.y, first.m, min(d.d, daysIn(first.y, first.m))}
}

func (d day) weekday() time.Weekday {
	return time.Date(d.y, d.m, d.d, 12, 0, 0, 0, time.UTC).Weekday()
}

func (d day) before(o day) bool {
	if d.y != o.y {
		return d.y < o.y
	}
	if d.m != o.m {
		return d.m < o.m
	}
	return d.d < o.d
}

// monday is the Monday that starts d's week; weeks run Monday to Sunday.
func (d day) monday() day {
	return d.addDays(-((int(d.weekday()) + 6) % 7))
}

// relWeek is the Monday of the week "this week", "next week" and "next
// <weekday>" count from: d's own, but on a Sunday — its week all but gone —
// the week that starts tomorrow (said on a Sunday, "this week" is the
// coming one and "next monday" the Monday after tomorrow).
func (d day) relWeek() day {
	if d.weekday() == time.Sunday {
		return d.addDays(1)
	}
	return d.monday()
}

// RelWeekStart is 00:00 (in t's location) of the Monday that "this week"
// and "next week" said at t count from (relWeek): the Monday of t's week,
// or on a Sunday the next day.
func RelWeekStart(t time.Time) time.Time {
	return dayOf(t).relWeek().at(0, 0, t.Location())
}

// onOrAfter is the first day on or after d that falls on wd.
func (d day) onOrAfter(wd time.Weekday) day {
	return d.addDays((int(wd) - int(d.weekday()) + 7) % 7)
}

// at is the instant of d at h:m in loc. A wall time that a spring-forward
// gap skips moves forward by the gap (02:30 becomes 03:30), where
// time.Date leaves the choice open.
func (d day) at(h, m int, loc *time.Location) time.Time {
	t := time.Date(d.y, d.m, d.d, h, m, 0, 0, loc)
	if t.Hour() == h && t.Minute() == m {
		return t
	}
	_, before := t.Add(-12 * time.Hour).Zone()
	wall := time.Date(d.y, d.m, d.d, h, m, 0, 0, time.UTC)
	return wall.Add(-time.Duration(before) * time.Second).In(loc)
}

func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 12, 0, 0, 0, time.UTC).Day()
}

// validDay reports whether y-m-d names a real date (no Feb 30).
func validDay(y int, m time.Month, d int) bool {
	return m >= time.January && m <= time.December && d >= 1 && d <= daysIn(y, m)
}

// nextDate is the first m/d on or after today (this year or the next ones;
// Feb 29 waits for a leap year). ok is false when m/d never exists.
func nextDate(today day, m time.Month, d int) (day, bool) {
	for y := today.y; y <= today.y+8; y++ {
		c := day{y, m, d}
		if validDay(y, m, d) && !c.before(today) {
			return c, true
		}
	}
	return day{}, false
}
