package dates

import (
	"strconv"
	"strings"
	"time"
)

// Weeks and quarters as spans: "this week" (today to Sunday), "next week"
// (Monday to Sunday), "the first week of March" (the 1st to the 7th), "the
// last week of December" (its last seven days), "in Q3", "during this
// quarter", "next quarter" (the quarter's days, kept as the range), "end of
// the quarter", "end of Q2 2027" and "start of next quarter" (one day). A
// bare "Q3" is a topic ("review Q3 numbers"), not a date.
var weekRules = []ownRule{
	{preAll(`(?i)\b(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+week\s+(?:of|in)\s+(?:the\s+)?`+monthRef+`\b`, []string{" week "}), readNthWeekOf},
	{preAll(`(?i)\b(?:(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\s+(?:in|of|on|during)\s+(?:the\s+)?|(in|during|by|for|until|till|before|due|my|on|from)\s+)(?:week|wk)\.?\s*(\d{1,2})(?:\s+(?:of\s+)?(\d{4}))?\b`, []string{" week ", " wk ", "wk#"}), readWeekNumber},
	{preAll(`(?i)\b(?:(?:the\s+)?(start|beginning|end)\s+of\s+(?:the\s+)?|(in|during)\s+(?:the\s+)?)?(?:q([1-4])(?:\s+(\d{4}))?|(?:(this|next|last|current|coming|following|previous)\s+)?quarter)\b`, []string{"q#", " quarter "}), readQuarter},
}

// readWeekNumber reads an ISO 8601 week number, as much of Europe
// writes weeks: "in week 51" (its Monday to Sunday), "Friday in week 2"
// (that day), "week 3 2027". A week without a year is the first such
// week not yet over; a week number the year does not have is no date.
func readWeekNumber(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	n, err := strconv.Atoi(sub(text, g, 3))
	if err != nil || n < 1 || n > 53 {
		return piece{}, false
	}
	y, _ := ref.ISOWeek()
	if ys := sub(text, g, 4); ys != "" {
		y, _ = strconv.Atoi(ys)
	}
	monday, ok := isoWeekMonday(y, n)
	if ok && sub(text, g, 4) == "" && monday.addDays(7).before(today.addDays(1)) {
		monday, ok = isoWeekMonday(y+1, n) // "week 2" said in December
	}
	if !ok {
		return piece{void: true}, true
	}
	if wd, ok := weekdayOf(sub(text, g, 1)); ok {
		return dayPiece(monday.addDays((int(wd) + 6) % 7)), true // days after Monday
	}
	from := monday
	if from.before(today) {
		from = today // the week under way: from today
	}
	return weekSpan(from, monday.addDays(7)), true
}

// isoWeekMonday is the Monday of ISO 8601 week n of year y (week 1 holds
// 4 January); ok is false when y has no week n.
func isoWeekMonday(y, n int) (day, bool) {
	jan4 := day{y, time.January, 4}
	first := jan4.addDays(-((int(jan4.weekday()) + 6) % 7))
	m := first.addDays(7 * (n - 1))
	t := time.Date(m.y, m.m, m.d, 12, 0, 0, 0, time.UTC)
	if _, w := t.ISOWeek(); w != n {
		return day{}, false // week 53 of a year with 52
	}
	return m, true
}

// weekSpan is the piece for the days from..to (to exclusive).
func weekSpan(from, to day) piece {
	p := dayPiece(from)
	p.hasEndDay, p.endDay = true, to
	return p
}

// readNthWeekOf reads "the second week of May": week n of a month is its
// days 7n-6 to 7n, the last week its last seven days. A week already over
// this month means next year's; one under way starts today. A week the
// month does not have ("the fifth week of February") is no date.
func readNthWeekOf(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	first, ok := monthFrom(text, g, 2, today)
	if !ok {
		return piece{}, false
	}
	nth := strings.ToLower(sub(text, g, 1))
	span := func(first day) (day, day, bool) {
		last := daysIn(first.y, first.m)
		if nth == "last" {
			return day{first.y, first.m, last - 6}, first.addMonths(1), true
		}
		n, _ := strconv.Atoi(nth[:1])
		if n == 0 {
			n = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}[nth]
		}
		from := 7*n - 6
		if from > last {
			return day{}, day{}, false // February has no fifth week
		}
		to := day{first.y, first.m, from}.addDays(7)
		if first.addMonths(1).before(to) {
			to = first.addMonths(1)
		}
		return day{first.y, first.m, from}, to, true
	}
	from, to, ok := span(first)
	if ok && !today.before(to) && sub(text, g, 3) == "" && sub(text, g, 4) == "" {
		from, to, ok = span(day{first.y + 1, first.m, 1})
	}
	if !ok {
		return piece{void: true}, true // no such week: no date, not February
	}
	if from.before(today) && today.before(to) {
		from = today
	}
	return weekSpan(from, to), true
}

// readQuarter reads the quarter phrases (see weekRules). Quarters are the
// calendar's: Q1 is January to March. A named quarter without a year is
// the next one not yet over.
func readQuarter(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	part, prep, q, ys, rel := strings.ToLower(sub(text, g, 1)), sub(text, g, 2), sub(text, g, 3), sub(text, g, 4), strings.ToLower(sub(text, g, 5))
	cur := day{today.y, time.Month((int(today.m)-1)/3*3 + 1), 1}
	var first day
	switch {
	case q != "":
		if part == "" && prep == "" {
			return piece{}, false // "Q3 numbers": a topic
		}
		n, _ := strconv.Atoi(q)
		y := today.y
		if ys != "" {
			y, _ = strconv.Atoi(ys)
		}
		first = day{y, time.Month(3*n - 2), 1}
		if ys == "" && !today.before(first.addMonths(3)) {
			first.y++
		}
	case part == "" && rel == "":
		return piece{}, false // a bare "quarter" ("a quarter of an hour")
	case rel == "next" || rel == "coming" || rel == "following":
		first = cur.addMonths(3)
	case rel == "last" || rel == "previous":
		first = cur.addMonths(-3)
	default:
		first = cur
	}
	end := first.addMonths(3)
	switch part {
	case "start", "beginning":
		return dayPiece(first), true
	case "end":
		return dayPiece(end.addDays(-1)), true
	}
	from := first
	if from.before(today) && today.before(end) {
		from = today
	}
	return weekSpan(from, end), true
}
