package tools

import (
	"regexp"
	"time"
)

// eveningWords name the rest of today's evening.
var eveningWords = regexp.MustCompile(`(?i)\b(?:tonight|this evening|later tonight|this eve)\b`)

// laterTonight keeps "tonight" ahead of now: once the evening has begun,
// the evening's default clock time (20:00) is already past, so the task
// would be born overdue. It becomes due at the next full hour instead, or
// at 23:59 when that hour is tomorrow. A phrase with its own clock time
// ("tonight at 9") or another day is left alone.
func (tb *ToolBox) laterTonight(phrase string, w when) when {
	now := tb.now()
	if !w.hasTime || !eveningWords.MatchString(phrase) || !sameDay(w.at.In(tb.opt.Location), now) || w.at.After(now) || hasClock.MatchString(phrase) {
		return w
	}
	next := now.Truncate(time.Hour).Add(time.Hour)
	if !sameDay(next, now) {
		y, m, d := now.Date()
		next = time.Date(y, m, d, 23, 59, 0, 0, tb.opt.Location)
	}
	w.at = next
	return w
}

// hasClock: the phrase names a clock time of its own.
var hasClock = regexp.MustCompile(`(?i)\d\s*(?:am|pm|:\d\d|o'?clock)|\bat\s+\d|\bnoon\b|\bmidnight\b`)
