package dates

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when/rules/en"
)

// ownRule covers what olebedev/when does not: "the day after tomorrow",
// "next week", "end of the month", "in a fortnight", ISO and month/day
// dates, "at 5", "5 o'clock", "midnight", "in the evening", "on the 3rd".
type ownRule struct {
	re *rx
	// read turns a match (submatch byte offsets g) into a piece; the
	// piece's span defaults to the whole match.
	read func(text string, g []int, ref time.Time) (piece, bool)
}

var ordinal = `(?:` + en.ORDINAL_WORDS_PATTERN + `|\d{1,2}(?:st|nd|rd|th))`

// dayNum is a day of the month: "3", "3rd", "third".
var dayNum = `(?:` + en.ORDINAL_WORDS_PATTERN + `|\d{1,2})`

var baseRules = []ownRule{
	{preAll(`(?i)\b(?:the\s+)?day\s+(after\s+tomorrow|before\s+yesterday)\b`, []string{" day "}), readDayAfter},
	{preAll(`(?i)\b(?:the\s+)?(next|coming|this|following|last|past|previous)\s+(week|month|year|weekend|wknd|wkend|wk)\b`, []string{" next ", " coming ", " this ", " following ", " last ", " past ", " previous "}), readNextUnit},
	// "at the weekend", "over the weekend", "to the weekend": this one.
	{preAll(`(?i)(?:^\s*|\b(?:at|over|on|for|by|during|until|till|to|before)\s+)the\s+weekend\b`, []string{"weekend"}), func(text string, g []int, ref time.Time) (piece, bool) {
		if weekendNoun[strings.ToLower(firstWord(text[g[1]:]))] {
			return piece{}, false // "the weekend shifts", "the weekend rota": a kind of thing
		}
		today := dayOf(ref)
		return dayPiece(later(today.monday().addDays(5), today)), true
	}},
	{preAll(`(?i)\b(?:the\s+)?week\s+after\s+next\b`, []string{" week "}, []string{" next "}), func(text string, g []int, ref time.Time) (piece, bool) {
		return dayPiece(dayOf(ref).monday().addDays(14)), true
	}},
	{preAll(`(?i)\b(?:the\s+)?end\s+of\s+(?:the\s+)?(this\s+|next\s+|coming\s+|following\s+)?(week|month|year)\b`, []string{" end "}), readEndOf},
	{pre(`(?i)\b(?:in|within)\s+(a|one|two|three|\d{1,4})\s+(fortnights?)\b`, "fortnight"), readFortnight},
	{pre(`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`, "####-"), readISO},
	{preAll(`(?i)\b(?:(`+dayNum+`)(?:\s+of)?\s+(`+en.MONTH_OFFSET_PATTERN[3:]+`|(`+en.MONTH_OFFSET_PATTERN[3:]+`\s+(`+dayNum+`)),?\s+(\d{4})\b`, []string{"####"}, needMonth), readDateYear},
	{preAll(`(?i)(?:\bat|@)\s*(\d{1,2})\b`, []string{" at ", "@"}), readAtHour},
	// "a week on Monday", "a week from Tuesday" (British): as "monday week"
	{pre(`(?i)\ba\s+week\s+(?:on|from)\s+(?:this\s+)?(`+weekdayWord+`)\b`, " week "), readWeekdayWeek},
	// "friday week": that weekday a week on
	{pre(`(?i)\b(`+weekdayWord+`)\s+week\b`, " week"), readWeekdayWeek},
	{pre(`(?i)\b(\d{1,2}|`+en.INTEGER_WORDS_PATTERN[3:]+`\s*o'?\s?clock\b`, "clock"), readOClock},
	{pre(`(?i)\b(midnight|midday)\b`, "mid"), readMidnight},
	{preAll(`(?i)\b(?:in\s+the|at)\s+((?:morning|afternoon|evening|night|am|pm)\b|a\.m\.|p\.m\.)`, []string{" in ", " at "}, []string{"morning", "afternoon", "evening", "night", "am", "pm", "a.m", "p.m"}), readInThe},
	{preAll(`(?i)\b(night)\b`, []string{" night "}), readInThe},
	{preAll(`(?i)^\s*(the\s+(`+ordinal+`))\s*$`, []string{" the "}), readOrdinalDay},
	// "the 10th at 3pm" opening the text (a due phrase said on its own):
	// the day of the month, with the time after it read by its own rule.
	{preAll(`(?i)^\s*(the\s+(`+ordinal+`))\s+(?:at|@|from|around|by|in\s+the|\d)`, []string{" the "}), readLeadingOrdinal},
	// "pay the bill before the 10": a day of the month said as a bare
	// number after "the" and a deadline word
	{preAll(`(?i)\b(?:on|by|before|until|till|due)\s+(the\s+(\d{1,2}))\b`, []string{" the "}, []string{" on ", " by ", " before ", " until ", " till ", " due "}), readBareDayNumber},
	// "order the cake before 15 déc", "call baba on 2 janvier": a month
	// named in French after its day, as people who write English as a
	// second language often do
	{preAll(`(?i)\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?:the\s+)?|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+(?:le\s+)?)?(\d{1,2})(?:er)?\s+(`+frenchMonth+`)\.?(?:\s+(\d{4}))?(?:\s|[,.;!?)]|$)`, []string{"#"}, []string{"janv", "fév", "fev", "mars", "avr", "mai", "juin", "juil", "août", "aout", "sept", "oct", "nov", "déc", "dec"}), readFrenchDate},
	// "dentist the 25 at 14h", "to the 21 at 10am": a bare day number
	// after "the" and before a clock said with "at" is the day of the month
	{preAll(`(?i)\b(the\s+(\d{1,2}))\s+(?:at\s*|@\s*)\d{1,2}(?:[:.h]\d\d|h)?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s|[,.;!?]|$)`, []string{" the "}, []string{" at", "@"}), readDayNumberBeforeClock},
	// "dentist 17th 4.15pm": a numeric ordinal with no preposition, said
	// before a time (alone, "pay rent 1st" may be an occasion's ordinal).
	{preAll(`(?i)\b((\d{1,2}(?:st|nd|rd|th)))(?:\s+(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b)`, needOrdinal), readBareOrdinal},
	{preAll(`(?i)\b(?:on|by|before|until|till|due|for)\s+(the\s+(`+ordinal+`))(?:\s+of\s+(?:the|this)\s+month)?\b`, []string{" on ", " by ", " before ", " until ", " till ", " due ", " for "}, []string{" the "}), readPrepOrdinalDay},
	// "pay council tax the 14th": "the" and a numeric ordinal ending the
	// text after a to-do's words, the day of the month
	{preAll(`(?i)\s(the\s+(\d{1,2}(?:st|nd|rd|th)))\s*[.!]*$`, []string{" the "}, needOrdinal), readTrailingOrdinal},
	// "pay council tax by 15th", "water bill due 22nd": the same without "the"
	{preAll(`(?i)\b(?:on|by|before|until|till|due)\s+((\d{1,2}(?:st|nd|rd|th)))(?:\s+of\s+(?:the|this)\s+month)?\b`, []string{" on ", " by ", " before ", " until ", " till ", " due "}), readOrdinalDay},
}

// weekendNoun: words after "the weekend" that make it a kind of thing.
var weekendNoun = map[string]bool{"shifts": true, "shift": true, "rota": true, "staff": true, "cover": true, "plans": true,
	"bag": true, "trip": true, "break": true, "team": true, "crew": true, "papers": true, "paper": true, "market": true, "job": true, "jobs": true,
	"overtime": true, "hours": true, "wages": true, "pay": true, "bonus": true, "course": true, "class": true, "workshop": true, "bookings": true,
	"guests": true, "visitors": true, "edition": true, "supplement": true, "getaway": true, "menu": true, "special": true}

func sub(text string, g []int, i int) string {
	if 2*i+1 >= len(g) || g[2*i] < 0 {
		return ""
	}
	return text[g[2*i]:g[2*i+1]]
}

func readDayAfter(text string, g []int, ref time.Time) (piece, bool) {
	n := 2
	if strings.HasPrefix(strings.ToLower(sub(text, g, 1)), "before") {
		n = -2
	}
	return dayPiece(dayOf(ref).addDays(n)), true
}

// readNextUnit: "next week" is next week's Monday with the week to Sunday
// kept as the range, "this week" today to Sunday (weeks counted by
// relWeek: on a Sunday, "this week" runs to next Sunday); "next month" the 1st,
// "next year" Jan 1; "this weekend" is this week's Saturday (today on a
// Sunday) and "next weekend" next week's Saturday.
// unitShorthand reads texting shorthand for a unit: "wknd" is the weekend,
// "wk" the week.
func unitShorthand(u string) string {
	switch u {
	case "wknd", "wkend":
		return "weekend"
	case "wk":
		return "week"
	}
	return u
}

func readNextUnit(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	mod := strings.ToLower(sub(text, g, 1))
	this := mod == "this"
	if mod == "last" || mod == "past" || mod == "previous" {
		return lastUnit(today, unitShorthand(strings.ToLower(sub(text, g, 2)))), true
	}
	switch unit := unitShorthand(strings.ToLower(sub(text, g, 2))); {
	case unit == "weekend" && this:
		return dayPiece(later(today.monday().addDays(5), today)), true
	case unit == "weekend":
		return dayPiece(today.monday().addDays(12)), true
	case this && unit == "week":
		p := weekSpan(today, today.relWeek().addDays(7))
		p.calWeek = true
		return p, true
	case this:
		return piece{}, false
	case unit == "week":
		p := weekSpan(today.relWeek().addDays(7), today.relWeek().addDays(14))
		p.calWeek = true
		return p, true
	case unit == "month":
		p := dayPiece(day{today.y, today.m, 1}.addMonths(1))
		p.wholeMonth = true
		return p, true
	default:
		return dayPiece(day{today.y + 1, time.January, 1}), true
	}
}

// lastUnit: "last week" is last week's Monday, "last month" its 1st,
// "last year" Jan 1, "last weekend" last week's Saturday.
func lastUnit(today day, unit string) piece {
	switch unit {
	case "week":
		return dayPiece(today.monday().addDays(-7))
	case "weekend":
		return dayPiece(today.monday().addDays(-2))
	case "month":
		return dayPiece(day{today.y, today.m, 1}.addMonths(-1))
	}
	return dayPiece(day{today.y - 1, time.January, 1})
}

func later(a, b day) day {
	if a.before(b) {
		return b
	}
	return a
}

// readEndOf: the end of the week is its Friday (Sunday once Friday has
// passed), of the month its last day, of the year Dec 31.
func readEndOf(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	next := strings.TrimSpace(sub(text, g, 1)) != "" && !strings.EqualFold(strings.TrimSpace(sub(text, g, 1)), "this")
	switch strings.ToLower(sub(text, g, 2)) {
	case "week":
		mon := today.relWeek()
		if next {
			return dayPiece(mon.addDays(11)), true
		}
		fri := mon.addDays(4)
		if fri.before(today) {
			fri = mon.addDays(6)
		}
		return dayPiece(fri), true
	case "month":
		first := day{today.y, today.m, 1}
		if next {
			first = first.addMonths(1)
		}
		return dayPiece(day{first.y, first.m, daysIn(first.y, first.m)}), true
	default:
		y := today.y
		if next {
			y++
		}
		return dayPiece(day{y, time.December, 31}), true
	}
}

func readFortnight(text string, g []int, ref time.Time) (piece, bool) {
	return offset(ref, sub(text, g, 1), "fortnight", 1)
}

func readISO(text string, g []int, ref time.Time) (piece, bool) {
	y, _ := strconv.Atoi(sub(text, g, 1))
	m, _ := strconv.Atoi(sub(text, g, 2))
	d, _ := strconv.Atoi(sub(text, g, 3))
	if y < 1000 || !validDay(y, time.Month(m), d) {
		return piece{}, false
	}
	return dayPiece(day{y, time.Month(m), d}), true
}

// readDateYear reads a month date with its year: "Dec 3rd, 2027",
// "3 December 2027".
func readDateYear(text string, g []int, ref time.Time) (piece, bool) {
	d, mon := sub(text, g, 1), sub(text, g, 2)
	if mon == "" {
		mon, d = sub(text, g, 3), sub(text, g, 4)
	}
	n, ok := en.ORDINAL_WORDS[strings.ToLower(d)]
	if !ok {
		n, _ = strconv.Atoi(d)
	}
	y, _ := strconv.Atoi(sub(text, g, 5))
	m := en.MONTH_OFFSET[strings.ToLower(mon)]
	if y < 1000 || m == 0 || !validDay(y, time.Month(m), n) {
		return piece{}, false
	}
	return dayPiece(day{y, time.Month(m), n}), true
}

// readSlashMDY takes "12/25" and "12/25/2026" as month/day only when the
// second number cannot be a month; otherwise when's day/month rule reads it.
func readSlashMDY(text string, g []int, ref time.Time) (piece, bool) {
	m, _ := strconv.Atoi(sub(text, g, 1))
	d, _ := strconv.Atoi(sub(text, g, 2))
	y, _ := strconv.Atoi(sub(text, g, 3))
	if d <= 12 {
		return piece{}, false
	}
	return slashDate(dayOf(ref), d, m, y)
}

// readAtHour reads "at 5" and "@ 17": a bare number is a time only after
// "at" (or with am/pm or o'clock, which other rules read).
func readAtHour(text string, g []int, ref time.Time) (piece, bool) {
	rest := text[g[1]:]
	if len(rest) > 1 && strings.ContainsRune(":./-%", rune(rest[0])) && isDigit(rest[1]) || strings.HasPrefix(rest, "%") {
		return piece{}, false
	}
	if _, ok := meridiem(firstWord(rest)); ok {
		return piece{}, false
	}
	if addressAfter.MatchString(rest) {
		return piece{}, false // "fix the leak at 9 church st": a house number
	}
	h, _ := strconv.Atoi(sub(text, g, 1))
	if h > 23 {
		return piece{}, false
	}
	return clockPiece(h, 0, h >= 1 && h <= 12), true
}

// readWeekdayWeek reads "friday week" (British): the coming Friday, a
// week on — said on a Friday, a week today.
func readWeekdayWeek(text string, g []int, ref time.Time) (piece, bool) {
	wd, ok := weekdayOf(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	return dayPiece(dayOf(ref).onOrAfter(wd).addDays(7)), true
}

// firstWord is the leading run of letters and dots in s after spaces.
func firstWord(s string) string {
	s = strings.TrimLeft(s, " \t")
	i := 0
	for i < len(s) && (s[i] == '.' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	return s[:i]
}

func readOClock(text string, g []int, ref time.Time) (piece, bool) {
	h, ok := amount(sub(text, g, 1))
	if !ok || h < 1 || h > 12 {
		return piece{}, false
	}
	return clockPiece(h, 0, true), true
}

// readMidnight: "midnight" is 00:00 (at the start of the named day, or the
// next one when no day is named); "midday" is noon.
func readMidnight(text string, g []int, ref time.Time) (piece, bool) {
	if strings.EqualFold(sub(text, g, 1), "midday") {
		return clockPiece(12, 0, false), true
	}
	return clockPiece(0, 0, false), true
}

// readInThe: "in the evening" and "at night" stand alone (the next 18:00,
// 20:00); a bare "night" only counts beside a date ("friday night").
func readInThe(text string, g []int, ref time.Time) (piece, bool) {
	w := strings.ToLower(strings.ReplaceAll(sub(text, g, 1), ".", ""))
	p := periods[w]
	pp := piece{hasClock: true, hour: p.hour, soft: true, hint: p.hint}
	pp.weak = g[3]-g[2] == g[1]-g[0] || w == "am" || w == "pm"
	return pp, true
}

// readOrdinalDay reads "on the 3rd", "by the 15th": the next such day of a
// month, today or later. A bare "the 3rd" ("the 3rd chapter") is no date.
func readOrdinalDay(text string, g []int, ref time.Time) (piece, bool) {
	n, ok := ordinalDay(sub(text, g, 2))
	if !ok {
		return piece{}, false
	}
	return monthDayPiece(ref, n, g[2], g[1])
}

// readPrepOrdinalDay is readOrdinalDay for "on the 3rd", "for the
// first": a word after the ordinal that makes it a thing's makes it no day
// — for an ordinal word, any word but afterOrdinalWord ("for the first aid
// box"); for a numeric one, an ordinalThing ("for the 2nd time").
func readPrepOrdinalDay(text string, g []int, ref time.Time) (piece, bool) {
	w, _ := wordAt(strings.TrimLeft(text[g[1]:], " "), 0)
	w = strings.ToLower(w)
	numeric := strings.ContainsAny(sub(text, g, 2), "0123456789")
	if numeric && ordinalThing[w] || !numeric && w != "" && !afterOrdinalWord[w] && isLetters(w) {
		return piece{}, false
	}
	if m := countAfterOrdinal.FindStringSubmatch(text[g[1]:]); !numeric && m != nil && !meridiemWord[strings.ToLower(m[1])] {
		return piece{}, false // "cast on the first 10 pairs": a count of things
	}
	return readOrdinalDay(text, g, ref)
}

// countAfterOrdinal: a number and a word after an ordinal word ("the first
// 10 pairs"); meridiemWord says which words still make it a time.
var countAfterOrdinal = regexp.MustCompile(`^\s+\d+\s+([A-Za-z']+)`)

var meridiemWord = map[string]bool{"am": true, "pm": true, "a": true, "p": true, "o'clock": true, "oclock": true, "o": true,
	"h": true, "hrs": true, "hours": true, "sharp": true, "ish": true}

// ordinalThing: nouns a numeric ordinal counts ("for the 2nd time").
var ordinalThing = map[string]bool{"time": true, "times": true, "attempt": true, "try": true, "round": true, "go": true, "floor": true,
	"edition": true, "place": true, "row": true, "chapter": true, "year": true, "grade": true, "class": true, "week": true, "day": true,
	"anniversary": true, "birthday": true, "game": true, "match": true, "lesson": true, "session": true, "visit": true, "dose": true}

// afterOrdinalWord: words that may follow a day said "the 3rd" ("on the
// 3rd at 9", "by the first please").
var afterOrdinalWord = map[string]bool{"at": true, "in": true, "and": true, "or": true, "then": true, "please": true, "pls": true, "so": true,
	"as": true, "because": true, "this": true, "next": true, "for": true, "to": true, "of": true, "till": true, "until": true, "from": true,
	"around": true, "by": true, "with": true, "if": true, "but": true, "morning": true, "afternoon": true, "evening": true, "night": true,
	"am": true, "pm": true, "latest": true, "instead": true, "again": true, "too": true, "also": true, "between": true, "before": true,
	"after": true, "first": true, "thing": true, "noon": true, "midday": true, "lunchtime": true, "via": true, "on": true, "is": true,
	"it": true, "i": true, "we": true, "not": true, "rather": true, "each": true, "every": true, "onwards": true, "sharp": true,
	"now": true, "remind": true, "reminder": true, "me": true, "only": true, "though": true, "ok": true, "okay": true, "thanks": true,
	"thx": true, "right": true, "yeah": true, "still": true, "anyway": true, "hopefully": true, "ideally": true, "max": true, "asap": true}

// monthDayPiece is the day piece for the next n-th of a month (today or
// later), spanning text[start:end]; false when no month near has that day.
func monthDayPiece(ref time.Time, n, start, end int) (piece, bool) {
	d, ok := nextDayOfMonth(dayOf(ref), n)
	if !ok {
		return piece{}, false
	}
	p := dayPiece(d)
	p.start, p.end, p.dom = start, end, n
	return p, true
}

// readLeadingOrdinal is readOrdinalDay for "the 10th" before a time: the
// piece ends after the ordinal, leaving the time to its own rule.
func readLeadingOrdinal(text string, g []int, ref time.Time) (piece, bool) {
	p, ok := readOrdinalDay(text, g, ref)
	p.end = g[3]
	return p, ok
}

// afterDayNumber: what may follow "the 10" for it to be a day: the end,
// punctuation, a tag, or a joining word — never a unit ("the 10 minutes")
// or a clock ("the 10:30").
var afterDayNumber = regexp.MustCompile(`(?i)^(?:\s*$|\s*[,.;!?)]|\s+[@#]|\s+(?:at|in|and|or|then|please|so|as|because|this|next)\b)`)

// readBareDayNumber reads "before the 10" as the next 10th of a month.
func readBareDayNumber(text string, g []int, ref time.Time) (piece, bool) {
	if !afterDayNumber.MatchString(text[g[1]:]) {
		return piece{}, false
	}
	n, err := strconv.Atoi(text[g[4]:g[5]])
	if err != nil || n < 1 || n > 31 {
		return piece{}, false
	}
	return monthDayPiece(ref, n, g[2], g[1])
}

// frenchMonth: the French month names and their usual abbreviations that
// English does not share ("déc", "janvier", "févr.").
const frenchMonth = `janv(?:ier)?|f[ée]vr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[uû]t|sept(?:embre)?|oct(?:obre)?|nov(?:embre)?|d[ée]c(?:embre)?`

// frenchMonths maps a French month name's first three letters (accents
// folded) to its month.
var frenchMonths = map[string]time.Month{"jan": time.January, "fev": time.February, "fév": time.February, "mar": time.March,
	"avr": time.April, "mai": time.May, "jui": time.June, "aou": time.August, "aoû": time.August, "sep": time.September,
	"oct": time.October, "nov": time.November, "dec": time.December, "déc": time.December}

// readFrenchDate reads "15 déc", "2 janvier 2027", "friday 18 déc",
// "vendredi 18 déc": the next such day not yet past, or the year said (a
// weekday said before it is read with it, never checked against it). "juil" and "juin" share their first letters.
func readFrenchDate(text string, g []int, ref time.Time) (piece, bool) {
	n, err := strconv.Atoi(sub(text, g, 1))
	name := strings.ToLower(sub(text, g, 2))
	r := []rune(name)
	if err != nil || len(r) < 3 {
		return piece{}, false
	}
	m, ok := frenchMonths[string(r[:3])]
	if strings.HasPrefix(name, "juil") {
		m, ok = time.July, true
	}
	if !ok {
		return piece{}, false
	}
	today := dayOf(ref)
	y := today.y
	if ys := sub(text, g, 3); ys != "" {
		y, _ = strconv.Atoi(ys)
	} else if (day{y, m, n}).before(today) {
		y++
	}
	if !validDay(y, m, n) {
		return piece{}, false
	}
	p := dayPiece(day{y, m, n})
	p.start, p.end = g[0], g[5] // a weekday before the day is part of it ("friday 18 déc")
	if g[6] >= 0 {
		p.end = g[7]
	}
	return p, true
}

// readDayNumberBeforeClock reads "the 25" before "at 14h" as the next 25th
// of a month; the piece ends after the number, leaving the clock to its
// own rule.
func readDayNumberBeforeClock(text string, g []int, ref time.Time) (piece, bool) {
	n, err := strconv.Atoi(text[g[4]:g[5]])
	if err != nil || n < 1 || n > 31 {
		return piece{}, false
	}
	return monthDayPiece(ref, n, g[2], g[3])
}

// occasionOwner: words before a bare ordinal that make it an occasion.
var occasionOwner = map[string]bool{"my": true, "your": true, "his": true, "her": true, "our": true, "their": true, "its": true,
	"the": true, "a": true, "an": true, "this": true, "that": true, "every": true, "each": true}

// readBareOrdinal is readLeadingOrdinal for an ordinal said with no
// preposition; after a possessive ("Tom's 21st", "our 25th") it names an
// occasion.
func readBareOrdinal(text string, g []int, ref time.Time) (piece, bool) {
	before := strings.TrimRight(text[:g[2]], " ")
	if strings.HasSuffix(before, "'s") || strings.HasSuffix(before, "’s") || strings.HasSuffix(before, "s'") {
		return piece{}, false
	}
	if i := strings.LastIndexByte(before, ' '); occasionOwner[strings.ToLower(before[i+1:])] {
		return piece{}, false // "our 25th", "her 40th": an anniversary or an age
	}
	return readLeadingOrdinal(text, g, ref)
}

// readTrailingOrdinal reads "the 14th" ending the text as the day of the
// month, unless the word before it makes it a name or an occasion ("Henry
// the 8th", "celebrate the 21st", "book the 3rd").
func readTrailingOrdinal(text string, g []int, ref time.Time) (piece, bool) {
	before := strings.Fields(strings.ToLower(strings.TrimRight(text[:g[2]], " ")))
	if len(before) < 1 {
		return piece{}, false // "the 14th" alone has its own rule
	}
	prev := strings.Trim(before[len(before)-1], ",.;:!?")
	if trailingOrdinalNot[prev] || strings.HasSuffix(prev, "'s") || strings.HasSuffix(prev, "’s") || occasionOwner[prev] {
		return piece{}, false
	}
	return readOrdinalDay(text, g, ref)
}

// trailingOrdinalNot: words before a closing "the 14th" that make it a
// name, a rank or an occasion, not a day.
var trailingOrdinalNot = map[string]bool{"henry": true, "louis": true, "george": true, "edward": true, "charles": true, "elizabeth": true,
	"pope": true, "celebrate": true, "celebrating": true, "book": true, "chapter": true, "floor": true, "page": true, "row": true,
	"finish": true, "finished": true, "came": true, "place": true, "won": true, "rank": true, "ranked": true, "anniversary": true, "birthday": true,
	// a word another rule reads the day after ("moved to the 12th", "the
	// week of the 20th")
	"to": true, "of": true, "from": true, "is": true, "was": true, "are": true, "and": true, "or": true, "after": true, "since": true, "than": true}

// nextDayOfMonth is the first day numbered n on or after today.
func nextDayOfMonth(today day, n int) (day, bool) {
	first := day{today.y, today.m, 1}
	for i := 0; i <= 12; i++ {
		mo := first.addMonths(i)
		if c := (day{mo.y, mo.m, n}); validDay(mo.y, mo.m, n) && !c.before(today) {
			return c, true
		}
	}
	return day{}, false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }
