package dates

import (
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when/rules/en"
)

var monthName = en.MONTH_OFFSET_PATTERN

// numericRules read written-out dates in either order: "07-27-2031",
// "27.07.31", "2031/07/27", "8/Oct/2031", "2031/Oct/08", ISO 8601 date-times
// ("2031-07-27T13:15:30Z") and ctime's "Thu Oct 26 11:00:09 2031".
var numericRules = []ownRule{
	{pre(`\b(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b`, "####"), readYearFirst},
	{preAll(`(?i)\b(\d{1,2})[/.\- ](`+monthName+`)[/.\- ](\d{4})\b`, []string{"####"}, needMonth), readDayMonthYear},
	{preAll(`(?i)\b(\d{4})[/.-](`+monthName+`)[/.-](\d{1,2})\b`, []string{"#"}, needMonth), readYearMonthDay},
	{pre(`(?i)\b(\d{4})-(\d{2})-(\d{2})[t ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(z|[+-]\d{2}:?\d{2})?`, "####-##-##"), readISOTime},
	{preAll(`(?i)\b(`+monthName+`)\s+(\d{1,2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s+(\d{4})\b`, []string{"#"}, needMonth), readCtime},
}

// mdySlash reads "3/4" and "3/4/27" month first, day first when the first
// number cannot be a month ("25/12").
var mdySlash = ownRule{pre(`\b(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?\b`, "/"), func(text string, g []int, ref time.Time) (piece, bool) {
	a, _ := strconv.Atoi(sub(text, g, 1))
	b, _ := strconv.Atoi(sub(text, g, 2))
	y := fullYear(sub(text, g, 3), ref)
	if a > 12 {
		return slashDate(dayOf(ref), a, b, y)
	}
	return slashDate(dayOf(ref), b, a, y)
}}

// dmyShortYear reads "3/4/27" day first (when's rule wants four digits).
var dmyShortYear = ownRule{pre(`\b(\d{1,2})/(\d{1,2})/(\d{2})\b`, "/"), func(text string, g []int, ref time.Time) (piece, bool) {
	a, _ := strconv.Atoi(sub(text, g, 1))
	b, _ := strconv.Atoi(sub(text, g, 2))
	y := fullYear(sub(text, g, 3), ref)
	if b > 12 {
		return slashDate(dayOf(ref), b, a, y)
	}
	return slashDate(dayOf(ref), a, b, y)
}}

func concat(sets ...[]ownRule) []ownRule {
	var out []ownRule
	for _, s := range sets {
		out = append(out, s...)
	}
	return out
}

var (
	dmyRules = concat(baseRules, clockRules, spanRules, monthRules, weekRules, holidayRules, daypartRules, numericRules,
		[]ownRule{{slashMDYRe, readSlashMDY}, dmyShortYear, {numericRe, numericDate(DMY)}, dottedDayMonth, weekdayDotted, dottedBare, {dashDayMonthRe, dashDayMonth(DMY)}})
	mdyRules = concat(baseRules, clockRules, spanRules, monthRules, weekRules, holidayRules, daypartRules, numericRules,
		[]ownRule{mdySlash, {numericRe, numericDate(MDY)}, dottedDayMonth, weekdayDotted, dottedBare, {dashDayMonthRe, dashDayMonth(MDY)}})
)

// dottedDayMonth reads the German and Central European "31.1." and
// "9.12." — day, month and a closing dot, no year — as the next such day
// (whatever the slash order: dots are day first). With digits after the
// dot ("17.12.2026") it is numericRe's.
var dottedDayMonth = ownRule{pre(`\b(\d{1,2})\.(\d{1,2})\.`, "."), func(text string, g []int, ref time.Time) (piece, bool) {
	if g[1] < len(text) && (isDigit(text[g[1]]) || text[g[1]] == '.') {
		return piece{}, false
	}
	if g[0] > 0 && (isDigit(text[g[0]-1]) || text[g[0]-1] == '.') {
		return piece{}, false // "1.2.3." is a version or a list number
	}
	d, _ := strconv.Atoi(sub(text, g, 1))
	m, _ := strconv.Atoi(sub(text, g, 2))
	return slashDate(dayOf(ref), d, m, 0)
}}

// dottedBare reads "deadline 11.12", "on 01.05", "must be out 9.12" and
// "insurance 15.01" — day and month with a dot, no closing dot, no year —
// as the next such day, day first whatever the slash order. Without a
// closing dot "10.15" is a quarter past ten, so it is a date only after a
// date word (dottedLead), when the day or month is written with a leading
// zero ("15.01", "09.12") or when the month is no clock's usual minutes
// (oddMinute: "15.12"); a time word after it, a price or a version
// ("v2.10") stays.
var dottedBare = ownRule{pre(`\b(\d{1,2})\.(\d{1,2})\b`, "."), func(text string, g []int, ref time.Time) (piece, bool) {
	if g[0] > 0 && strings.ContainsRune("0123456789./:£$€v", rune(text[g[0]-1])) {
		return piece{}, false
	}
	if g[1] < len(text) && strings.ContainsRune("0123456789:%.", rune(text[g[1]])) {
		return piece{}, false // "11.12.2026" is numericRe's, "10.12." dottedDayMonth's, "1.2.3" a version
	}
	after := strings.Fields(strings.ToLower(text[g[1]:]))
	if len(after) > 0 && dashNotDate[strings.Trim(after[0], ",.;!?)")] {
		return piece{}, false
	}
	prev := prevWord(text, g[0])
	mo, dd := sub(text, g, 2), sub(text, g, 1)
	lead := dottedLead[prev]
	if versionWord[prev] || prev == "for" && len(dd) == 1 && len(mo) == 1 && versionWord[prevWord(text, strings.LastIndex(strings.ToLower(text[:g[0]]), prev))] {
		return piece{}, false // "release 4.2", "the test summary for 4.2" said of a release
	}
	d, _ := strconv.Atoi(dd)
	m, _ := strconv.Atoi(mo)
	if !lead && !(len(mo) == 2 && mo[0] == '0') && !bareDotDate(dd, m, prev) {
		return piece{}, false
	}
	p, ok := slashDate(dayOf(ref), d, m, 0)
	if ok && lead {
		// the date word with it, so the piece outlasts a clock's reading
		// of the same digits
		p.start, p.end = strings.LastIndex(strings.ToLower(text[:g[0]]), prev), g[1]
	}
	return p, ok
}}

// bareDotDate: day dd and month m said with a dot and no date word
// before them are a date when the day has a leading zero ("09.12") or
// the month is no clock's usual minutes (not a multiple of five:
// "inspection 15.12"), unless a time word comes before ("at 15.12").
func bareDotDate(dd string, m int, prev string) bool {
	if m < 1 || m > 12 || prev == "at" || prev == "@" {
		return false
	}
	return len(dd) == 2 && dd[0] == '0' || m%5 != 0
}

// prevWord is the word of text before byte i, lower-cased, its
// punctuation trimmed ("" at the start).
func prevWord(text string, i int) string {
	before := strings.Fields(strings.ToLower(text[:i]))
	if len(before) == 0 {
		return ""
	}
	return strings.Trim(before[len(before)-1], ",.;:!?(")
}

// versionWord: words after which "4.2" is a version or a number of a part,
// never a date.
var versionWord = map[string]bool{"release": true, "version": true, "ver": true, "build": true, "sprint": true, "iteration": true,
	"patch": true, "rc": true, "chapter": true, "section": true, "step": true, "lesson": true, "unit": true, "module": true,
	"figure": true, "fig": true, "table": true, "page": true, "item": true, "level": true, "grade": true, "summary": true,
	"notes": true, "changelog": true, "milestone": true, "phase": true}

// dottedLead: words after which "9.12" is a date, not a time.
var dottedLead = map[string]bool{"by": true, "on": true, "due": true, "before": true, "until": true, "till": true, "til": true,
	"after": true, "deadline": true, "date": true, "to": true, "out": true, "from": true, "for": true}

// weekdayDotted reads "Monday 14.12" (no closing dot) and "mon 14/12" (or
// "mon 12/14") as the 14th of December when that day is a Monday (of two
// slash readings that both fall on the weekday, the nearer);
// otherwise "14.12" is left to the clock ("friday 10.15" is a quarter past
// ten).
var weekdayDotted = ownRule{preAll(`(?i)\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+(\d{1,2})[./](\d{1,2})\b\.?`, []string{".", "/"}), func(text string, g []int, ref time.Time) (piece, bool) {
	if g[1] < len(text) && isDigit(text[g[1]]) {
		return piece{}, false // "Monday 14.12.2026": numericRe's
	}
	off, ok := weekdayOffset(strings.ToLower(sub(text, g, 1)))
	if !ok {
		return piece{}, false
	}
	d, _ := strconv.Atoi(sub(text, g, 2))
	m, _ := strconv.Atoi(sub(text, g, 3))
	p, ok := slashDate(dayOf(ref), d, m, 0)
	ok = ok && p.day.weekday() == time.Weekday(off)
	if text[g[6]-1] == '/' {
		// "mon 12/14": month first; "fri 12/11" is both the 12th of
		// November and the 11th of December on a Friday in some year —
		// the nearer one is meant
		if q, qok := slashDate(dayOf(ref), m, d, 0); qok && q.day.weekday() == time.Weekday(off) && (!ok || q.day.before(p.day)) {
			p, ok = q, true
		}
	}
	if !ok {
		return piece{}, false
	}
	return p, true
}}

var numericRe = preAll(`\b(\d{1,2})([/.-])(\d{1,2})([/.-])(\d{4}|\d{2})\b`, []string{"#-#", "#/#", "#.#"})

var slashMDYRe = pre(`\b(\d{1,2})/(\d{1,2})(?:/(\d{4}))?\b`, "/")

// fullYear reads a year of two or four digits; "" is 0 (no year). A
// two-digit year is the one in 20xx unless that lies more than 20 years
// past ref, then 19xx: "3/3/15" is 2015, "10/31/74" said in 2013 is 1974.
func fullYear(s string, ref time.Time) int {
	if s == "" {
		return 0
	}
	y, _ := strconv.Atoi(s)
	if len(s) == 2 {
		y += 2000
		if y > ref.Year()+20 {
			y -= 100
		}
	}
	return y
}

// numericDate reads a dashed or dotted date with its year ("07-27-2031",
// "27.07.31") in order o, the other order when o's reading is no date.
func numericDate(o Order) func(text string, g []int, ref time.Time) (piece, bool) {
	return func(text string, g []int, ref time.Time) (piece, bool) {
		if sub(text, g, 2) != sub(text, g, 4) {
			return piece{}, false
		}
		a, _ := strconv.Atoi(sub(text, g, 1))
		b, _ := strconv.Atoi(sub(text, g, 3))
		if o == MDY {
			a, b = b, a
		}
		y := fullYear(sub(text, g, 5), ref)
		if p, ok := slashDate(dayOf(ref), a, b, y); ok {
			return p, true
		}
		return slashDate(dayOf(ref), b, a, y)
	}
}

func readYearFirst(text string, g []int, ref time.Time) (piece, bool) {
	y, _ := strconv.Atoi(sub(text, g, 1))
	m, _ := strconv.Atoi(sub(text, g, 2))
	d, _ := strconv.Atoi(sub(text, g, 3))
	if !validDay(y, time.Month(m), d) {
		return piece{}, false
	}
	return dayPiece(day{y, time.Month(m), d}), true
}

func monthOf(s string) time.Month {
	return time.Month(en.MONTH_OFFSET[strings.TrimSuffix(strings.ToLower(s), ".")])
}

func readDayMonthYear(text string, g []int, ref time.Time) (piece, bool) {
	d, _ := strconv.Atoi(sub(text, g, 1))
	y, _ := strconv.Atoi(sub(text, g, 3))
	m := monthOf(sub(text, g, 2))
	if !validDay(y, m, d) {
		return piece{}, false
	}
	return dayPiece(day{y, m, d}), true
}

func readYearMonthDay(text string, g []int, ref time.Time) (piece, bool) {
	y, _ := strconv.Atoi(sub(text, g, 1))
	d, _ := strconv.Atoi(sub(text, g, 3))
	m := monthOf(sub(text, g, 2))
	if !validDay(y, m, d) {
		return piece{}, false
	}
	return dayPiece(day{y, m, d}), true
}

// readISOTime reads an ISO 8601 date-time; with a zone it is that instant
// (shown in ref's location), without one a wall time in ref's location.
func readISOTime(text string, g []int, ref time.Time) (piece, bool) {
	n := func(i int) int { v, _ := strconv.Atoi(sub(text, g, i)); return v }
	y, mo, d, h, mi, s := n(1), time.Month(n(2)), n(3), n(4), n(5), n(6)
	if !validDay(y, mo, d) || h > 23 || mi > 59 || s > 59 {
		return piece{}, false
	}
	z := sub(text, g, 7)
	if z == "" {
		if s == 0 {
			p := dayPiece(day{y, mo, d})
			p.hasClock, p.hour, p.min = true, h, mi
			return p, true
		}
		return instantPiece(time.Date(y, mo, d, h, mi, s, 0, ref.Location())), true
	}
	loc := time.UTC
	if z != "Z" && z != "z" {
		zz := strings.ReplaceAll(z, ":", "")
		zh, _ := strconv.Atoi(zz[1:3])
		zm, _ := strconv.Atoi(zz[3:])
		off := zh*3600 + zm*60
		if zz[0] == '-' {
			off = -off
		}
		loc = time.FixedZone(z, off)
	}
	return instantPiece(time.Date(y, mo, d, h, mi, s, 0, loc).In(ref.Location())), true
}

// readCtime reads "Oct 26 11:00:09 2031", the tail of ctime's format (the
// weekday before it is a check).
func readCtime(text string, g []int, ref time.Time) (piece, bool) {
	n := func(i int) int { v, _ := strconv.Atoi(sub(text, g, i)); return v }
	m := monthOf(sub(text, g, 1))
	d, h, mi, s, y := n(2), n(3), n(4), n(5), n(6)
	if !validDay(y, m, d) || h > 23 || mi > 59 || s > 59 {
		return piece{}, false
	}
	return instantPiece(time.Date(y, m, d, h, mi, s, 0, ref.Location())), true
}

// dashDayMonthRe: a day and month written with a dash and no year ("by
// 14-12", "saturday 12-12").
var dashDayMonthRe = pre(`\b(\d{1,2})-(\d{1,2})\b`, "-")

// dashDayMonth reads "14-12" as a day and month without a year — day first
// in DMY, and in MDY whenever the first number cannot be a month — as the
// next such day. Ranges and amounts stay: a number before or after it
// ("9-5-2026" is numericRe's), a clock or unit word after it ("10-12 am",
// "3-4 people"), a word before it that asks for an amount or a time ("at",
// "from", "between", "aged"), or a month name after it ("14-16 dec").
// With a one-digit part it is a date only after a date word ("by 9-12",
// "saturday 5-12").
func dashDayMonth(o Order) func(text string, g []int, ref time.Time) (piece, bool) {
	return func(text string, g []int, ref time.Time) (piece, bool) {
		if g[0] > 0 && strings.ContainsRune("0123456789-./:£$€", rune(text[g[0]-1])) {
			return piece{}, false
		}
		if g[1] < len(text) && (strings.ContainsRune("0123456789-/:%", rune(text[g[1]])) || text[g[1]] == '.' && g[1]+1 < len(text) && isDigit(text[g[1]+1])) {
			return piece{}, false
		}
		after := strings.Fields(strings.ToLower(text[g[1]:]))
		if len(after) > 0 && dashNotDate[strings.Trim(after[0], ",.;!?)")] {
			return piece{}, false
		}
		if len(after) > 0 {
			if monthOf(strings.Trim(after[0], ",.;!?")) != 0 {
				return piece{}, false
			}
		}
		before := strings.Fields(strings.ToLower(text[:g[0]]))
		prev := ""
		if len(before) > 0 {
			prev = strings.Trim(before[len(before)-1], ",.;:!?(")
		}
		if dashAmountLead[prev] {
			return piece{}, false
		}
		a, b := sub(text, g, 1), sub(text, g, 2)
		_, weekday := weekdayOffset(prev)
		if (len(a) < 2 || len(b) < 2) && !dashDateLead[prev] && !weekday {
			return piece{}, false
		}
		x, _ := strconv.Atoi(a)
		y, _ := strconv.Atoi(b)
		if o == MDY && x <= 12 {
			x, y = y, x
		}
		p, ok := slashDate(dayOf(ref), x, y, 0)
		if off, _ := weekdayOffset(prev); ok && weekday && p.day.weekday() != time.Weekday(off) {
			return piece{}, false // "sat 11-5": eleven to five, not a date of another weekday
		}
		if ok && weekday && len(a) < 2 && len(b) < 2 && dayOf(ref).addDays(farWeekdayDate).before(p.day) {
			return piece{}, false // "wed 4-8": four to eight this week, not a Wednesday months away
		}
		if ok && weekday {
			// "saturday 12-12": one date, said with its weekday (never a
			// clock range from 12 to 12)
			p.start, p.end = strings.LastIndex(strings.ToLower(text[:g[0]]), prev), g[1]
		}
		return p, ok
	}
}

// farWeekdayDate: days ahead past which a weekday and two single digits
// ("wed 4-8") are read as a clock range rather than the date they spell.
const farWeekdayDate = 56

// dashNotDate: words after "A-B" that make it a range or an amount.
var dashNotDate = map[string]bool{"am": true, "pm": true, "h": true, "hrs": true, "hours": true, "hour": true, "mins": true, "minutes": true,
	"people": true, "persons": true, "guests": true, "kids": true, "players": true, "years": true, "yrs": true, "year": true, "days": true,
	"weeks": true, "months": true, "times": true, "kg": true, "km": true, "miles": true, "mi": true, "reps": true, "sets": true, "o'clock": true,
	"euro": true, "euros": true, "dollars": true, "pounds": true, "points": true, "pts": true}

// dashAmountLead: words before "A-B" that make it a range, a time or a
// score.
var dashAmountLead = map[string]bool{"at": true, "from": true, "between": true, "aged": true, "age": true, "ages": true, "score": true,
	"scored": true, "won": true, "lost": true, "drew": true, "beat": true, "size": true, "sizes": true, "chapters": true, "chapter": true,
	"pages": true, "page": true, "pp": true, "rooms": true, "room": true, "gate": true, "platform": true, "row": true, "seats": true, "seat": true,
	"level": true, "year": true, "grade": true, "nr": true, "no": true, "number": true, "#": true, "ext": true}

// dashDateLead: words after which "9-12" is a date.
var dashDateLead = map[string]bool{"by": true, "on": true, "due": true, "before": true, "until": true, "till": true, "til": true, "for": true,
	"after": true, "deadline": true, "date": true}
