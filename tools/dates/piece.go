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
	// monthOnly: a month name with no day or year, the usual title trap.
	monthOnly bool
	// abbrev: an ambiguous abbreviation ("sat", "sun", "wed").
	abbrev bool
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
	if p.instant || g.instant {
		return false
	}
	if p.hasDay && g.hasDay {
		return false
	}
	if p.hasClock && g.hasClock && p.soft == g.soft {
		return false
	}
	if p.hasDay {
		g.hasDay, g.day = true, p.day
	}
	switch {
	case p.hasClock && p.soft:
		g.hint = p.hint
		if !g.hasClock {
			g.hasClock, g.hour, g.min, g.soft = true, p.hour, p.min, true
		}
	case p.hasClock:
		g.hasClock, g.hour, g.min, g.bare, g.soft = true, p.hour, p.min, p.bare, false
	}
	g.end = p.end
	g.strong = g.strong || !p.weak
	return true
}

// value resolves g against ref. With no date, a time of day means its next
// occurrence at or after ref; with no time, the date's midnight.
func (g *group) value(ref time.Time) (time.Time, bool) {
	loc := ref.Location()
	if g.instant {
		return g.at, true
	}
	h, m := 0, 0
	if g.hasClock {
		h, m = clockOf(g.hour, g.min, g.bare, g.hint)
	}
	if g.hasDay {
		return g.day.at(h, m, loc), g.hasClock
	}
	today := dayOf(ref)
	v := today.at(h, m, loc)
	if v.Before(ref) {
		v = today.addDays(1).at(h, m, loc)
	}
	return v, true
}
