package tools

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"
	"time"

	"pace/store"
	"pace/tools/dates"
)

// Priorities map words to the store's 0–4 scale: none 0, low 1, normal 2,
// high 3, urgent 4. The Todoist-style p1…p4 read p1 = urgent (4) down to
// p4 = low (1), matching how `pace tasks` prints them; "medium" is normal,
// "highest", "critical" and "top" are urgent, and so is "p0", the top of
// the P0…P3 scale teams use.
var priorities = map[string]int{
	"none": 0, "no": 0, "p0": 4,
	"low": 1, "p4": 1,
	"normal": 2, "medium": 2, "p3": 2,
	"high": 3, "important": 3, "p2": 3,
	"urgent": 4, "highest": 4, "critical": 4, "top": 4, "p1": 4,
}

var priorityNames = []string{"none", "low", "medium", "high", "urgent"}

// prioHigh and prioUrgent are the stored levels of high and urgent.
const (
	prioHigh   = 3
	prioUrgent = 4
)

// parsePriority reads a priority word; "" is none.
func parsePriority(s string) (int, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	k = strings.TrimSuffix(k, " priority")
	if k == "" {
		return 0, nil
	}
	if p, ok := priorities[k]; ok {
		return p, nil
	}
	return 0, failf("I don't know the priority %s: say none, low, medium, high or urgent (or p1–p4).", quote(s))
}

// PriorityName is a store priority (0 none … 4 urgent) in the words
// replies use: "none", "low", "medium", "high", "urgent" ("normal" is read
// as medium).
func PriorityName(p int) string {
	if p < 0 || p >= len(priorityNames) {
		return fmt.Sprint(p)
	}
	return priorityNames[p]
}

// when is a resolved date argument.
type when struct {
	at      time.Time
	hasTime bool
	// hasDay: the argument named a day, not only a time of day ("4pm").
	hasDay bool
	rrule  string
	// end is the exclusive end of a window phrase ("2-3pm friday", "22-24
	// Feb"); zero for a single time.
	end time.Time
	// bareClock: the time was said without am/pm or a 24-hour hour
	// ("half past seven", "at 7.30"), so either half of the day may be meant.
	bareClock bool
}

// saysHalfDay: words that fix the half of the day, or a 24-hour clock.
var saysHalfDay = regexp.MustCompile(`(?i)\b(?:a\.?m\.?|p\.?m\.?|noon|midday|midnight|morning|afternoon|evening|night|tonight|lunch(?:time)?|breakfast|dinner|tea\s*time)\b|\d(?:am|pm)\b|\b(?:1[3-9]|2[0-3])[:.h]?\d{0,2}\b|\b0\d[:.]\d\d\b`)

// parseDate runs tools/dates on s against now, in the configured numeric
// date order.
//
// While the order is being learned (SetDateOrderLearned), a date that
// reads one way only sets it, and an ambiguous one with none learned yet
// reads as the sooner of its readings from now ("12/10" on 3 December is
// 10 December, not 12 October next year).
func (tb *ToolBox) parseDate(s string) (dates.Result, error) {
	if tb.learn.Load() {
		if o, ok := dates.OrderEvidence(s); ok {
			tb.SetDateOrder(o)
			tb.learn.Store(false)
			if tb.learned != nil {
				tb.learned(o)
			}
		} else if dates.Ambiguous(s) {
			return tb.soonerReading(s)
		}
	}
	return dates.ParseWith(s, tb.now(), dates.Options{Order: tb.dateOrder()})
}

// soonerReading parses s in both numeric orders and keeps the reading that
// comes first from now (a past one only when both are).
func (tb *ToolBox) soonerReading(s string) (dates.Result, error) {
	now := tb.now()
	a, errA := dates.ParseWith(s, now, dates.Options{Order: dates.DMY})
	b, errB := dates.ParseWith(s, now, dates.Options{Order: dates.MDY})
	switch {
	case errA != nil:
		return b, errB
	case errB != nil:
		return a, errA
	}
	day := func(t time.Time) time.Time { return startOfDay(t) }
	aLater, bLater := !day(a.Value).Before(day(now)), !day(b.Value).Before(day(now))
	if aLater != bLater {
		if bLater {
			return b, nil
		}
		return a, nil
	}
	if b.Value.Before(a.Value) == aLater {
		return b, nil
	}
	return a, nil
}

// parseWhen reads a date argument: RFC 3339, or a phrase for tools/dates
// resolved against now in the user's zone. A phrase with only a
// recurrence ("every friday") gives its first occurrence and the rule.
func (tb *ToolBox) parseWhen(text string) (when, error) {
	s := strings.TrimSpace(text)
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return when{at: t.In(tb.opt.Location), hasTime: true, hasDay: true}, nil
	}
	r, err := tb.parseDate(s)
	if errors.Is(err, dates.ErrNoDate) || err == nil && !r.HasDate {
		// "the 15th" reads as a day of the month only after a preposition.
		if r2, err2 := tb.parseDate("on " + s); err2 == nil && r2.HasDate {
			r, err = r2, nil
		}
	}
	if err != nil || !r.HasDate {
		if err != nil && !errors.Is(err, dates.ErrNoDate) {
			return when{}, failf("I couldn't work out the date %s: %v.", quote(text), err)
		}
		return when{}, failf("I couldn't read %s as a date (try 'tomorrow at 5pm', 'next friday' or '2026-12-03').", quote(text))
	}
	w := when{at: r.Value, hasTime: r.HasTime, hasDay: r.HasDay, rrule: r.RRule, end: r.End}
	w.bareClock = w.hasTime && !saysHalfDay.MatchString(s)
	if !w.hasTime {
		w.at = startOfDay(w.at)
	}
	lt := tb.laterTonight(s, w)
	if !lt.at.Equal(w.at) {
		lt.end = time.Time{} // moved to a time of its own: no window
	}
	return lt, nil
}

// parseRule reads a recurrence argument: an RFC 5545 RRULE value (with or
// without "RRULE:") or a phrase ("every other tuesday", "on weekdays").
// The returned when is the rule's first occurrence from today.
func (tb *ToolBox) parseRule(text string) (when, error) {
	s := strings.TrimSpace(text)
	if strings.Contains(strings.ToUpper(s), "FREQ=") {
		rule := strings.TrimPrefix(strings.ToUpper(s), "RRULE:")
		if err := store.ValidateRRule(rule); err != nil {
			return when{}, failf("%s is not a valid RFC 5545 recurrence rule.", quote(text))
		}
		first, err := dates.FirstOccurrence(rule, tb.today())
		if err != nil {
			return when{}, failf("The rule %s has no occurrence from today on.", quote(text))
		}
		return when{at: first, rrule: rule}, nil
	}
	r, err := tb.parseDate(s)
	if err != nil || r.RRule == "" {
		return when{}, failf("I couldn't read %s as a repetition (try 'every friday', 'daily', 'every 2 weeks' or an RRULE).", quote(text))
	}
	w := when{at: r.Value, hasTime: r.HasTime, rrule: r.RRule, hasDay: r.Span != [2]int{}}
	if !w.hasTime {
		w.at = startOfDay(w.at)
	}
	return w, nil
}

// snoozeUntil is the "later" default (see Options.SnoozeDefault).
func (tb *ToolBox) snoozeUntil() time.Time {
	now := tb.now()
	t := now.Add(tb.opt.SnoozeDefault)
	if r := t.Truncate(15 * time.Minute); !r.Equal(t) {
		t = r.Add(15 * time.Minute)
	}
	switch {
	case t.Hour() >= 21:
		d := startOfDay(t).AddDate(0, 0, 1)
		return time.Date(d.Year(), d.Month(), d.Day(), 9, 0, 0, 0, tb.opt.Location)
	case t.Hour() < 8:
		return time.Date(t.Year(), t.Month(), t.Day(), 9, 0, 0, 0, tb.opt.Location)
	}
	return t
}

func sameDay(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}

// dueText describes a due date for a person: "today", "tomorrow 17:00",
// "Fri 4 Dec", "Fri 4 Dec 2027 09:30".
func (tb *ToolBox) dueText(t time.Time, hasTime bool) string {
	t = t.In(tb.opt.Location)
	today := tb.today()
	day := startOfDay(t)
	var s string
	switch {
	case day.Equal(today):
		s = "today"
	case day.Equal(today.AddDate(0, 0, 1)):
		s = "tomorrow"
	case day.Equal(today.AddDate(0, 0, -1)):
		s = "yesterday"
	case t.Year() == today.Year():
		s = t.Format("Mon 2 Jan")
	default:
		s = t.Format("Mon 2 Jan 2006")
	}
	if hasTime {
		s += " " + t.Format("15:04")
	}
	return s
}

// taskDueText is dueText for a task, with its time window's end:
// "Fri 4 Dec 14:00–15:00", "tomorrow 22:00 – Thu 3 Dec 01:00", "Mon 22
// Feb – Wed 24 Feb" (a date window's end is exclusive: its last day is
// shown). "" when the task has no due date.
func (tb *ToolBox) taskDueText(t store.Task) string {
	if t.Due == nil {
		return ""
	}
	s := tb.dueText(*t.Due, t.HasTime)
	if t.DueEnd == nil {
		return s
	}
	due, end := t.Due.In(tb.opt.Location), t.DueEnd.In(tb.opt.Location)
	switch {
	case t.HasTime && sameDay(due, end):
		return s + "–" + end.Format("15:04")
	case t.HasTime:
		return s + " – " + tb.dueText(end, true)
	}
	if last := end.AddDate(0, 0, -1); !sameDay(last, due) && last.After(due) {
		return s + " – " + tb.dueText(last, false)
	}
	return s
}

// dueOut is the "due" output of a task: RFC 3339, "" when none.
func dueOut(t store.Task) string {
	if t.Due == nil {
		return ""
	}
	return t.Due.Format(time.RFC3339)
}

// dueEndOut is the "due_end" output: the window's end in RFC 3339, "" for
// a single due time.
func dueEndOut(t store.Task) string {
	if t.DueEnd == nil {
		return ""
	}
	return t.DueEnd.Format(time.RFC3339)
}

// moveWindow gives t's time window, if it has one, the same length from
// the new start due: a timed window keeps its duration, a date window
// its number of days. It clears DueEnd for a task without due.
func moveWindow(t *store.Task, old *time.Time, due *time.Time) {
	if t.DueEnd == nil || old == nil || due == nil {
		t.DueEnd = nil
		return
	}
	var end time.Time
	if t.HasTime {
		end = due.Add(t.DueEnd.Sub(*old))
	} else {
		days := int(math.Round(t.DueEnd.Sub(*old).Hours() / 24))
		y, m, d := due.Date()
		end = time.Date(y, m, d+days, 0, 0, 0, 0, due.Location())
	}
	t.DueEnd = &end
}

// endAfterMove is the window end of t once a move read as w put its start
// at due: the phrase's own window, moved along with the start ("to 4-5pm"
// keeps the task's day); else, when the phrase names only a day ("to
// monday"), t's window moved along — unless it is a week or more of days,
// which a day named replaces; else none (a single time). A repeating task
// moved to a span of days gets no window: its occurrences are single days or
// times.
func endAfterMove(t store.Task, w when, due time.Time) *time.Time {
	switch {
	case !w.end.IsZero() && t.RRule != "" && !w.hasTime:
		// "move all low prio stuff to next wk" of a task repeating every
		// Monday at 7: its next one moves, each one stays a single time
		return nil
	case !w.end.IsZero():
		e := due.Add(w.end.Sub(w.at))
		return &e
	case w.hasDay && !w.hasTime:
		if !t.HasTime && t.Due != nil && t.DueEnd != nil && t.DueEnd.Sub(*t.Due) >= 5*24*time.Hour {
			// "next week" (a week to do it in), moved "to the 14th": that
			// day, not a week from it
			return nil
		}
		moveWindow(&t, t.Due, &due)
		return t.DueEnd
	}
	return nil
}

// setDue gives t a new due start, time flag and window end, reporting
// whether anything changed.
func setDue(t *store.Task, due time.Time, hasTime bool, end *time.Time) bool {
	sameEnd := (t.DueEnd == nil) == (end == nil) && (end == nil || t.DueEnd.Equal(*end))
	if t.Due != nil && t.Due.Equal(due) && t.HasTime == hasTime && sameEnd {
		return false
	}
	t.Due, t.HasTime, t.DueEnd = &due, hasTime, end
	return true
}

// overdue reports an open task past due: a due time before now, or a due
// date before today; a time window once it has ended.

func (tb *ToolBox) overdue(t store.Task) bool {
	if t.Done || t.Due == nil {
		return false
	}
	switch {
	case t.DueEnd != nil && t.HasTime:
		return !t.DueEnd.After(tb.now())
	case t.DueEnd != nil:
		return !t.DueEnd.After(tb.today())
	}
	if t.HasTime {
		return t.Due.Before(tb.now())
	}
	return startOfDay(t.Due.In(tb.opt.Location)).Before(tb.today())
}

// dueOn reports an open or done task due on the calendar day of day.
func (tb *ToolBox) dueOn(t store.Task, day time.Time) bool {
	return t.Due != nil && sameDay(t.Due.In(tb.opt.Location), day)
}
