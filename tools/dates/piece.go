package dates

import "time"

// A piece is one matched phrase: a date, a time of day, both, or an exact
// instant ("in 2 hours"). Neighbouring pieces merge into one date phrase.
type piece struct {
	start, end int

	hasDay bool
	day    day

	hasClock  bool
	hour, min int
	// bare: the hour came without am/pm ("at 5", "5:30"); the daytime rule
	// or a neighbouring period word decides.
	bare bool
	// soft: a period word's default ("morning" is 09:00); an explicit time
	// beside it wins and is read in its half of the day (hint).
	soft bool
	hint half

	instant bool
	at      time.Time

	// weak: a bare period word ("morning") counts only beside another piece.
	weak bool
	// void: a date phrase that names no day ("the fifth week of
	// February"); it hides the pieces inside it ("February") and is no
	// date, so its words stay in the title.
	void bool
	// monthOnly: a month name with no day or year, the usual title trap.
	monthOnly bool
	// abbrev: an ambiguous abbreviation ("sat", "sun", "wed").
	abbrev bool
	// wholeMonth: the day is a month's first, standing for the month
	// ("next month", "in March"); a day of the month after it picks the day
	// ("next month on the 5th"). dom is such a day (readOrdinalDay).
	wholeMonth bool
	dom        int
	// name: a holiday's proper name, capitalised as names are ("Labor
	// Day"), never a title.
	name bool

	// weekdayOnly: the day came from a bare weekday name; an explicit date
	// beside it ("Sun, 7 Dec 2031") wins, the weekday being a check.
	weekdayOnly bool
	// calWeek: a calendar week ("this week", "next week", Monday to
	// Sunday); a weekday beside it ("friday 6pm next week", "next week on
	// thursday") is that day of that week.
	calWeek bool
	// roll: days to move on when the resolved time has already passed
	// (7 for a weekday, 1 for "this morning"); rollSoft lets a period
	// default roll too ("friday morning" said on a Friday afternoon).
	roll     int
	rollSoft bool

	// a range: the end of a time window ("2-3pm"), a date span ("the next
	// 5 days") or an instant ("the next 3 hours"); the start is the value.
	hasEnd          bool
	endHour, endMin int
	endBare         bool
	hasEndDay       bool
	endDay          day
	endAt           time.Time

	// pending: an operator waiting for the date after it ("2 weeks after",
	// "the third tuesday after"); weak until that date comes.
	pending func(day) (day, bool)
	// keepClock: the pending operator's own hour stands over the time of
	// the date after it ("the night before the 14th at 3pm").
	keepClock bool
	// plus: an offset that moves the date before it ("next tuesday +10
	// days"); on its own it counts from the reference instant.
	plus *Shift
}

// dayOfWeek is weekday wd of the calendar week (Monday to Sunday) holding
// d, the week's first day said (today for "this week"); a day already
// before it is the next week's (forward resolution: "wednesday this week"
// said on a Friday is the coming one).
func dayOfWeek(d day, wd time.Weekday) day {
	w := d.monday().addDays((int(wd) + 6) % 7)
	if w.before(d) {
		w = w.addDays(7)
	}
	return w
}

type half int

const (
	anyHalf half = iota
	am
	pm
)

// period clocks: the defaults when a phrase names a part of the day.
var periods = map[string]struct {
	hour int
	hint half
}{
	"morning":   {9, am},
	"afternoon": {15, pm},
	"evening":   {18, pm},
	"night":     {20, pm},
	"tonight":   {20, pm},
	"am":        {9, am},
	"pm":        {15, pm},
}

// clockOf resolves p's time of day. A bare hour in its period's half of the
// day (hint) moves to that half; otherwise the daytime rule applies: a bare
// hour means the one between 07:00 and 19:59, so "at 5" is 17:00 and
// "at 9" is 09:00.
func clockOf(hour, min int, bare bool, hint half) (int, int) {
	if !bare {
		return hour, min
	}
	switch {
	case hint == pm && hour < 12:
		return hour + 12, min
	case hint == am && hour == 12:
		return 0, min
	case hint == am:
		return hour, min
	case hour >= 1 && hour <= 6:
		return hour + 12, min
	}
	return hour, min
}

func dayPiece(d day) piece { return piece{hasDay: true, day: d} }

func clockPiece(h, m int, bare bool) piece {
	return piece{hasClock: true, hour: h, min: m, bare: bare}
}

// group is a run of adjacent pieces being merged into one phrase.
type group struct {
	piece
	strong bool // holds at least one piece that is not weak
}

// add merges p into g when they do not clash: one date, one explicit time
// (a period default may sit beside it), and instants stand alone.
func (g *group) add(p piece) bool {
	switch {
	case g.pending != nil && p.hasDay && !p.instant && p.pending == nil:
		d, ok := g.pending(p.day)
		if !ok {
			return false
		}
		g.pending, g.hasDay, g.day, g.weak = nil, true, d, false
		g.strong = true
		if p.hasClock && !g.keepClock {
			g.hasClock, g.hour, g.min, g.bare, g.soft, g.hint = true, p.hour, p.min, p.bare, p.soft, p.hint
		}
		g.end = p.end
		return true
	case g.pending != nil || p.pending != nil:
		return false
	case g.wholeMonth && p.dom > 0 && !p.hasClock && validDay(g.day.y, g.day.m, p.dom):
		g.day, g.wholeMonth, g.monthOnly, g.end = day{g.day.y, g.day.m, p.dom}, false, false, p.end
		return true
	case p.plus != nil && g.hasDay && !g.instant && !g.hasClock:
		g.day = g.day.addMonths(p.plus.Months).addDays(p.plus.Days)
		g.weekdayOnly, g.end = false, p.end
		return true
	case p.instant && g.hasDay && !g.hasClock && !g.instant && p.plus == nil && dayOf(p.at) == g.day:
		// "today in one hour"
		g.instant, g.at, g.end = true, p.at, p.end
		return true
	case p.instant && g.weekdayOnly && !g.hasClock:
		// "Thu Oct 26 11:00:09 2031": the weekday is a check
		g.instant, g.at, g.end, g.hasDay, g.weekdayOnly = true, p.at, p.end, false, false
		return true
	case p.instant || g.instant:
		return false
	case p.calWeek && g.hasDay && g.weekdayOnly && !g.hasEndDay:
		g.day, g.weekdayOnly, g.roll = dayOfWeek(p.day, g.day.weekday()), false, 0
		p.hasDay = false
	case g.calWeek && p.hasDay && p.weekdayOnly && !p.hasEndDay:
		g.day, g.calWeek, g.hasEndDay, g.roll = dayOfWeek(g.day, p.day.weekday()), false, false, 0
		p.hasDay = false
	case p.hasDay && g.hasDay && g.weekdayOnly && !p.weekdayOnly:
		g.day, g.weekdayOnly, g.roll = p.day, false, 0
		p.hasDay = false
	case p.hasDay && g.hasDay && p.weekdayOnly && !g.weekdayOnly:
		p.hasDay = false // "Dec 7, Sunday": the date stands
	case p.hasDay && g.hasDay:
		return false
	}
	if p.hasClock && g.hasClock && p.soft == g.soft {
		return false
	}
	if p.hasDay {
		g.hasDay, g.day, g.weekdayOnly, g.roll, g.rollSoft = true, p.day, p.weekdayOnly, p.roll, p.rollSoft
		if p.hasEndDay {
			g.hasEndDay, g.endDay = true, p.endDay
		}
	}
	switch {
	case p.hasClock && p.soft:
		g.hint = p.hint
		if !g.hasClock {
			g.hasClock, g.hour, g.min, g.soft = true, p.hour, p.min, true
		}
		if p.hasDay && p.roll > 0 {
			g.roll, g.rollSoft = p.roll, p.rollSoft
		}
	case p.hasClock && g.keepClock:
		// "the night before the 14th at 3pm": 3pm is the event's
	case p.hasClock:
		g.hasClock, g.hour, g.min, g.bare, g.soft = true, p.hour, p.min, p.bare, false
		g.hasEnd, g.endHour, g.endMin, g.endBare = p.hasEnd, p.endHour, p.endMin, p.endBare
	}
	g.end = p.end
	g.strong = g.strong || !p.weak
	return true
}

// value resolves g against ref. With no date, a time of day means its next
// occurrence at or after ref; with no time, the date's midnight.
func (g *group) value(ref time.Time) (time.Time, bool) {
	v, hasTime, _ := g.window(ref)
	return v, hasTime
}

// window resolves g to its start (the value) and, for a range, its end
// (zero otherwise). A time of day already past on a day that rolls (a
// weekday, "this morning at 3") moves on by the roll.
func (g *group) window(ref time.Time) (time.Time, bool, time.Time) {
	loc := ref.Location()
	if g.instant {
		return g.at, true, g.endAt
	}
	h, m := 0, 0
	if g.hasClock {
		h, m = clockOf(g.hour, g.min, g.bare, g.hint)
	}
	d := g.day
	if !g.hasDay {
		d = dayOf(ref)
		if d.at(h, m, loc).Before(ref) {
			d = d.addDays(1)
		}
	} else if g.hasClock && h == 0 && m == 0 && g.hint == pm && !g.soft {
		d = d.addDays(1) // "midnight tonight", "friday night at midnight": the night's end
	} else if g.hasClock && g.roll > 0 && (!g.soft || g.rollSoft) && d.at(h, m, loc).Before(ref) {
		d = d.addDays(g.roll)
	}
	v := d.at(h, m, loc)
	var end time.Time
	switch {
	case g.hasEnd:
		eh, em := clockOf(g.endHour, g.endMin, g.endBare, g.hint)
		if eh < h && g.endBare && eh+12 < 24 && eh+12 > h {
			eh += 12
		}
		end = d.at(eh, em, loc)
		if !end.After(v) {
			end = d.addDays(1).at(eh, em, loc)
		}
	case g.hasEndDay:
		end = g.endDay.at(h, m, loc)
	}
	return v, g.hasClock, end
}
