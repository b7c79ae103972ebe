package dates

import (
	"strconv"
	"strings"
	"time"
)

// A holiday's date in a year, computed: fixed dates, nth weekdays of a
// month (US federal rules) and Easter by the anonymous Gregorian algorithm
// (Meeus/Jones/Butcher). No year tables.
type holiday func(y int) day

func fixed(m time.Month, d int) holiday { return func(y int) day { return day{y, m, d} } }

// nthWeekday is the nth wd of month m (n = -1: the last).
func nthWeekday(n int, wd time.Weekday, m time.Month) holiday {
	return func(y int) day {
		if n < 0 {
			d := day{y, m, daysIn(y, m)}
			return d.addDays(-((int(d.weekday()) - int(wd) + 7) % 7))
		}
		return day{y, m, 1}.onOrAfter(wd).addDays(7 * (n - 1))
	}
}

func offsetFrom(h holiday, n int) holiday { return func(y int) day { return h(y).addDays(n) } }

// easter is Easter Sunday (Gregorian), Meeus's "Astronomical Algorithms".
func easter(y int) day {
	a, b, c := y%19, y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	return day{y, time.Month(month), (h+l-7*m+114)%31 + 1}
}

var thanksgiving = nthWeekday(4, time.Thursday, time.November)

// holidays maps a normalised name (lower case, apostrophes and "day"
// dropped, see holidayKey) to its rule.
var holidays = map[string]holiday{
	"new years":             fixed(time.January, 1),
	"new years eve":         fixed(time.December, 31),
	"valentines":            fixed(time.February, 14),
	"st patricks":           fixed(time.March, 17),
	"saint patricks":        fixed(time.March, 17),
	"independence":          fixed(time.July, 4),
	"fourth of july":        fixed(time.July, 4),
	"halloween":             fixed(time.October, 31),
	"veterans":              fixed(time.November, 11),
	"christmas eve":         fixed(time.December, 24),
	"christmas":             fixed(time.December, 25),
	"xmas":                  fixed(time.December, 25),
	"boxing":                fixed(time.December, 26),
	"easter":                easter,
	"easter sunday":         easter,
	"good friday":           offsetFrom(easter, -2),
	"easter monday":         offsetFrom(easter, 1),
	"thanksgiving":          thanksgiving,
	"black friday":          offsetFrom(thanksgiving, 1),
	"memorial":              nthWeekday(-1, time.Monday, time.May),
	"labor":                 nthWeekday(1, time.Monday, time.September),
	"labour":                nthWeekday(1, time.Monday, time.September),
	"mothers":               nthWeekday(2, time.Sunday, time.May),
	"fathers":               nthWeekday(3, time.Sunday, time.June),
	"mlk":                   nthWeekday(3, time.Monday, time.January),
	"martin luther king":    nthWeekday(3, time.Monday, time.January),
	"martin luther king jr": nthWeekday(3, time.Monday, time.January),
	"presidents":            nthWeekday(3, time.Monday, time.February),
	"columbus":              nthWeekday(2, time.Monday, time.October),
	"indigenous peoples":    nthWeekday(2, time.Monday, time.October),
	"juneteenth":            fixed(time.June, 19),
	"earth":                 fixed(time.April, 22),
	"groundhog":             fixed(time.February, 2),
	"cinco de mayo":         fixed(time.May, 5),
	"all saints":            fixed(time.November, 1),
	"st stephens":           fixed(time.December, 26),
	"international womens":  fixed(time.March, 8),
	"new year":              fixed(time.January, 1),
	"new year eve":          fixed(time.December, 31),
	"st valentines":         fixed(time.February, 14),
	"st valentine":          fixed(time.February, 14),
	"valentine":             fixed(time.February, 14),
	"st patrick":            fixed(time.March, 17),
	"saint patrick":         fixed(time.March, 17),
	"saint stephens":        fixed(time.December, 26),
	"st stephen":            fixed(time.December, 26),
	"mother":                nthWeekday(2, time.Sunday, time.May),
	"father":                nthWeekday(3, time.Sunday, time.June),
	"president":             nthWeekday(3, time.Monday, time.February),
	"veteran":               fixed(time.November, 11),
	"international women":   fixed(time.March, 8),
	"saint valentines":      fixed(time.February, 14),
}

var holidayRe = pre(`(?i)\b(new\s+year['’]?s?(?:\s+eve)?|(?:st\.?|saint)\s+(?:valentine|patrick|stephen)['’]?s?|valentine['’]?s?|independence|fourth\s+of\s+july|halloween|veterans['’]?|christmas(?:\s+eve)?|xmas|boxing|easter(?:\s+sunday|\s+monday)?|good\s+friday|thanksgiving|black\s+friday|memorial|labou?r|mother['’]?s|father['’]?s|mlk|martin\s+luther\s+king(?:\s+jr\.?)?|presidents['’]?|columbus|juneteenth|earth|groundhog|cinco\s+de\s+mayo|all\s+saints['’]?|international\s+women['’]?s)(\s+day)?(?:,?\s+(\d{4}))?\b`, "new", "valentine", "patrick", "stephen", "independence", "july", "halloween", "veteran", "christmas", "xmas", "boxing", "easter", "good", "thanksgiving", "black", "memorial", "labo", "mother", "father", "mlk", "martin", "president", "columbus", "juneteenth", "earth", "groundhog", "cinco", "saints", "women")

// these names are holidays only with "day" after them ("labor costs",
// "memorial service", "earth science", "mother's keys").
var needsDay = map[string]bool{
	"independence": true, "veterans": true, "boxing": true, "memorial": true, "labor": true, "labour": true,
	"mothers": true, "fathers": true, "mlk": true, "martin luther king": true, "martin luther king jr": true,
	"presidents": true, "president": true, "mother": true, "father": true, "veteran": true,
	"international women": true, "columbus": true, "earth": true, "groundhog": true, "all saints": true,
	"international womens": true,
}

// holidayTopic reports a holiday name that says what, not when: one that
// qualifies the noun after it ("xmas plans", "easter eggs", "halloween
// costume") or follows "about" ("call mum about christmas"). A day part, a
// clock time, a preposition or the end of the text after it keeps it a day
// ("christmas morning", "by christmas", "xmas at 6").
func holidayTopic(text string, start, end int) bool {
	if topicBefore(text, start) {
		return true
	}
	before := strings.Fields(strings.ToLower(text[:start]))
	rest := text[end:]
	if strings.HasPrefix(rest, ":") && len(before) > 0 && !dayWords[strings.Trim(before[len(before)-1], ",;:")] {
		return true // "add to farm shop christmas: …": the name of a list
	}
	next := strings.Fields(strings.ToLower(rest))
	if len(next) == 0 || !strings.HasPrefix(rest, " ") {
		return false
	}
	if len(before) > 0 && !dayWords[strings.Trim(before[len(before)-1], ",;:")] && (next[0] == "is" || next[0] == "are" || next[0] == "was") {
		return true // "farm shop christmas is all sorted": a name, the subject
	}
	w := strings.TrimRight(next[0], ",;:.!?") // "school xmas fair, …": the noun it qualifies
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return !holidayFollowers[w]
}

// topicBefore reports a topic word ("about", "re") right before offset
// start of text: "ring mum about christmas day" names the subject.
func topicBefore(text string, start int) bool {
	before := strings.Fields(strings.ToLower(text[:start]))
	return len(before) > 0 && topicWords[strings.Trim(before[len(before)-1], ",;:")]
}

// dayWords before a holiday make it a day ("by christmas", "on xmas",
// "till easter"): a name never follows them.
var dayWords = map[string]bool{"by": true, "on": true, "at": true, "for": true, "till": true, "until": true, "before": true,
	"after": true, "over": true, "this": true, "next": true, "last": true, "from": true, "to": true, "since": true, "around": true,
	"due": true, "is": true, "it's": true, "its": true, "of": true, "in": true}

// topicWords before a holiday make it the subject ("about xmas").
var topicWords = map[string]bool{"about": true, "re": true, "regarding": true, "re:": true}

// holidayFollowers are the words after a holiday that leave it a day: day
// parts, prepositions, conjunctions and the like ("christmas morning",
// "xmas at 6", "easter and …").
var holidayFollowers = map[string]bool{
	"morning": true, "afternoon": true, "evening": true, "night": true, "noon": true, "midday": true,
	"lunchtime": true, "am": true, "pm": true, "at": true, "by": true, "on": true, "in": true, "and": true,
	"or": true, "to": true, "for": true, "from": true, "with": true, "before": true, "after": true,
	"until": true, "till": true, "then": true, "so": true, "but": true, "this": true, "next": true,
	"last": true, "every": true, "each": true, "please": true, "pls": true, "too": true, "also": true,
	"as": true, "if": true, "when": true, "i": true, "we": true, "you": true, "it": true, "is": true,
	"latest": true,
}

func holidayKey(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer("'", "", "’", "", ".", "").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

var holidayRules = []ownRule{{holidayRe, readHoliday}}

// readHoliday reads a holiday name with an optional year; without one it
// is the next occurrence, today included.
func readHoliday(text string, g []int, ref time.Time) (piece, bool) {
	key := holidayKey(sub(text, g, 1))
	h, ok := holidays[key]
	if !ok {
		return piece{}, false
	}
	if needsDay[key] && sub(text, g, 2) == "" {
		return piece{}, false
	}
	if sub(text, g, 2) == "" && sub(text, g, 3) == "" && holidayTopic(text, g[0], g[1]) {
		return piece{}, false
	}
	if sub(text, g, 3) == "" && topicBefore(text, g[0]) {
		return piece{}, false // "ring mum about christmas day for sunday"
	}
	today := dayOf(ref)
	if ys := sub(text, g, 3); ys != "" {
		y, _ := strconv.Atoi(ys)
		if y < 1583 || y > 9999 {
			return piece{}, false
		}
		p := dayPiece(h(y))
		p.name = true
		return p, true
	}
	d := h(today.y)
	if d.before(today) {
		d = h(today.y + 1)
	}
	p := dayPiece(d)
	p.name = true
	return p, true
}
