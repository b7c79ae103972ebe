package dates

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when/rules/en"
)

// Days named by their place in a month: "Tuesday the 19th", "the 22nd of
// next month", "the third day of October", "the last Sunday of March",
// "the second weekend of May", "mid-June", "end of August", "22-24 Feb".
var (
	dayOrd   = `(?:` + en.ORDINAL_WORDS_PATTERN + `|\d{1,2}(?:st|nd|rd|th)?)`
	monthRef = `(?:(` + monthName + `)(?:,?\s+(\d{4}|next\s+year|this\s+year))?|(next|this|current|coming|following|the)\s+month)`
	rangeSep = `\s*(?:-|–|—|to|till|until|thru|through|and)\s*`
)

var monthRules = []ownRule{
	{preAll(`(?i)\b(`+weekdayWord+`)\.?,?\s+(?:the\s+)?(`+dayOrd+`)\b`, needWeekday, needOrdinal), readWeekdayOrdinal},
	{preAll(`(?i)\b(?:the\s+)?(`+dayOrd+`|last)(?:\s+day)?\s+of\s+(?:the\s+)?`+monthRef+`\b`, []string{" of "}, append([]string{" last "}, needOrdinal...)), readDayOfMonthRef},
	// "28th next month": the day of a month said without "of"
	{preAll(`(?i)\b(?:the\s+)?(\d{1,2}(?:st|nd|rd|th))\s+()()(next|this|coming|following)\s+month\b`, []string{" month"}), readDayOfMonthRef},
	{preAll(`(?i)\b(`+monthName+`)\s+the\s+(`+dayOrd+`)(?:,?\s+(\d{4}))?\b`, needMonth, []string{" the "}), readMonthTheDay},
	{preAll(`(?i)\b(\d{1,2}(?:st|nd|rd|th))\s+(`+monthName+`)\s+(\d{2})\s*$`, []string{"#"}, needMonth), readShortYear},
	{preAll(`(?i)\b(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+(`+weekdayWord+`|weekend)\s+(?:of|in)\s+(?:the\s+)?`+monthRef+`\b`, []string{" of ", " in "}), readNthWeekdayOf},
	{preAll(`(?i)\b(?:the\s+)?(?:(beginning|start|middle|end)\s+of|(early|mid|late)(?:\s+|-|\s+of\s+))\s*(?:the\s+)?`+monthRef+`\b`, []string{" beginning ", " start ", " middle ", " end ", " early ", " mid ", " late "}), readMonthPart},
	{preAll(`(?i)\b(?:(?:from|between)\s+)?(\d{1,2})(?:st|nd|rd|th)?`+rangeSep+`(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(`+monthName+`)(?:,?\s+(\d{4}))?\b`, []string{"#"}, needMonth, []string{"-", "–", "—", " to ", " till ", " until ", " thru ", " through ", " and "}), readDayRange},
	{preAll(`(?i)\b(?:(?:from|between)\s+)?(`+monthName+`)\s+(\d{1,2})(?:st|nd|rd|th)?`+rangeSep+`(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b`, []string{"#"}, needMonth, []string{"-", "–", "—", " to ", " till ", " until ", " thru ", " through ", " and "}), readMonthDayRange},
}

// monthFrom resolves monthRef's groups (i is the first) to a month's
// first day: a named month is the next one not yet over, unless a year is
// given.
func monthFrom(text string, g []int, i int, today day) (day, bool) {
	if rel := strings.ToLower(sub(text, g, i+2)); rel != "" {
		first := day{today.y, today.m, 1}
		if rel == "next" || rel == "coming" || rel == "following" {
			first = first.addMonths(1)
		}
		return first, true
	}
	m := monthOf(sub(text, g, i))
	if m == 0 {
		return day{}, false
	}
	if ys := strings.ToLower(sub(text, g, i+1)); strings.HasSuffix(ys, "year") {
		// "the end of November next year", "March this year"
		y := today.y
		if strings.HasPrefix(ys, "next") {
			y++
		}
		return day{y, m, 1}, true
	} else if ys != "" {
		y, _ := strconv.Atoi(ys)
		return day{y, m, 1}, y >= 1000
	}
	y := today.y
	if m < today.m {
		y++
	}
	return day{y, m, 1}, true
}

func ordinalDay(s string) (int, bool) {
	s = strings.ToLower(s)
	if n, ok := en.ORDINAL_WORDS[strings.ReplaceAll(s, "-", " ")]; ok {
		return n, true
	}
	if n, ok := en.ORDINAL_WORDS[s]; ok {
		return n, true
	}
	n, err := strconv.Atoi(strings.TrimRight(s, "stndrh"))
	return n, err == nil && n >= 1 && n <= 31
}

// readWeekdayOrdinal reads "Tuesday the 19th", "thu 15th": the next 19th
// that falls on a Tuesday, today or later.
func readWeekdayOrdinal(text string, g []int, ref time.Time) (piece, bool) {
	ds := sub(text, g, 2)
	if isDigit(ds[len(ds)-1]) && !strings.Contains(strings.ToLower(text[g[0]:g[1]]), "the") {
		// "friday 3" reads as a time or a count; "Sunday 20" (no hour is
		// 20 said that way) is the 20th when a 20th falls on a Sunday
		n, _ := strconv.Atoi(ds)
		if rest := strings.TrimLeft(text[g[1]:], " "); n < 13 || len(rest) > 0 && (strings.ContainsRune(":.h", rune(rest[0])) || merStart(rest)) || countOf(rest) {
			return piece{}, false
		}
	}
	wd, ok := weekdayOf(sub(text, g, 1))
	n, ok2 := ordinalDay(ds)
	if !ok || !ok2 {
		return piece{}, false
	}
	if next := strings.TrimLeft(text[g[1]:], " "); monthStart(next) {
		return piece{}, false // "Sun, 7 Dec": the month date reads it
	}
	today := dayOf(ref)
	first := day{today.y, today.m, 1}
	for i := 0; i < 60; i++ {
		mo := first.addMonths(i)
		c := day{mo.y, mo.m, n}
		if validDay(mo.y, mo.m, n) && !c.before(today) && c.weekday() == wd {
			return dayPiece(c), true
		}
	}
	return piece{}, false
}

// countOfRe: "of" after a bare number that no month follows ("fri, 14
// of them"): the number counts things, it is no day.
var countOfRe = regexp.MustCompile(`(?i)^of\s+\S`)

func countOf(rest string) bool { return countOfRe.MatchString(rest) && !monthStart(rest) }

var monthStartRe = regexp.MustCompile(`(?i)^(?:of\s+)?` + monthName + `\b`)

func monthStart(s string) bool { return monthStartRe.MatchString(s) }

// readDayOfMonthRef reads "the 20th of next month", "the third day of
// October", "the last day of February 2031", "15 of March".
func readDayOfMonthRef(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	first, ok := monthFrom(text, g, 2, today)
	if !ok {
		return piece{}, false
	}
	w := strings.ToLower(sub(text, g, 1))
	n := daysIn(first.y, first.m)
	if w != "last" {
		if n, ok = ordinalDay(w); !ok {
			return piece{}, false
		}
	} else if !strings.Contains(strings.ToLower(text[g[0]:g[1]]), "day") {
		return piece{}, false
	}
	if !validDay(first.y, first.m, n) {
		return piece{}, false
	}
	d := day{first.y, first.m, n}
	if d.before(today) && sub(text, g, 3) == "" && sub(text, g, 4) == "" {
		d = day{first.y + 1, first.m, n}
	}
	return dayPiece(d), true
}

func readMonthTheDay(text string, g []int, ref time.Time) (piece, bool) {
	n, ok := ordinalDay(sub(text, g, 2))
	if !ok {
		return piece{}, false
	}
	y, _ := strconv.Atoi(sub(text, g, 3))
	return monthDate(dayOf(ref), monthOf(sub(text, g, 1)), n, y)
}

// readShortYear reads "14th April 31" at the end of the text: a two-digit
// year after an ordinal day and a month.
func readShortYear(text string, g []int, ref time.Time) (piece, bool) {
	n, ok := ordinalDay(sub(text, g, 1))
	y := fullYear(sub(text, g, 3), ref)
	m := monthOf(sub(text, g, 2))
	if !ok || !validDay(y, m, n) {
		return piece{}, false
	}
	return dayPiece(day{y, m, n}), true
}

// readNthWeekdayOf reads "the last Sunday of March 2031", "the second
// Wednesday of next month", "the last weekend of October" (its Saturday).
// Without a year a month whose day has passed means next year's.
func readNthWeekdayOf(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	first, ok := monthFrom(text, g, 3, today)
	if !ok {
		return piece{}, false
	}
	w := strings.ToLower(sub(text, g, 2))
	wd := time.Saturday
	if w != "weekend" {
		if wd, ok = weekdayOf(w); !ok {
			return piece{}, false
		}
	}
	nthS := strings.ToLower(sub(text, g, 1))
	find := func(first day) (day, bool) {
		if nthS == "last" {
			d := day{first.y, first.m, daysIn(first.y, first.m)}
			return d.addDays(-((int(d.weekday()) - int(wd) + 7) % 7)), true
		}
		d := first.onOrAfter(wd).addDays(7 * (nthWords[nthS] - 1))
		return d, d.m == first.m
	}
	d, ok := find(first)
	if ok && d.before(today) && sub(text, g, 4) == "" && sub(text, g, 5) == "" {
		d, ok = find(day{first.y + 1, first.m, 1})
	}
	if !ok {
		return piece{}, false
	}
	p := dayPiece(d)
	if w == "weekend" {
		p.hasEndDay, p.endDay = true, d.addDays(2)
	}
	return p, true
}

// readMonthPart reads the start (1st-10th), middle (11th-20th) and end
// (21st on) of a month; the value is the 1st, the 15th and the last day.
func readMonthPart(text string, g []int, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	part := strings.ToLower(sub(text, g, 1) + sub(text, g, 2))
	if rest := strings.TrimLeft(text[g[1]:], " "); rest != "" && isDigit(rest[0]) {
		return piece{}, false // "late May 3": the date reads it
	}
	first, ok := monthFrom(text, g, 3, today)
	if !ok {
		return piece{}, false
	}
	if strings.EqualFold(sub(text, g, 5), "the") && part == "end" {
		return piece{}, false // "the end of the month" is readEndOf's
	}
	last := daysIn(first.y, first.m)
	var d, end day
	switch part {
	case "beginning", "start", "early":
		d, end = first, day{first.y, first.m, 11}
	case "middle", "mid":
		d, end = day{first.y, first.m, 15}, day{first.y, first.m, 21}
	default:
		d, end = day{first.y, first.m, last}, first.addMonths(1)
	}
	if d.before(today) && !end.before(today) {
		d = today
	}
	p := dayPiece(d)
	p.hasEndDay, p.endDay = true, end
	return p, true
}

// readDayRange reads "22-24 Feb", "3rd to 5th of May 2031".
func readDayRange(text string, g []int, ref time.Time) (piece, bool) {
	a, _ := strconv.Atoi(sub(text, g, 1))
	b, _ := strconv.Atoi(sub(text, g, 2))
	y, _ := strconv.Atoi(sub(text, g, 4))
	return dayRange(dayOf(ref), monthOf(sub(text, g, 3)), a, b, y)
}

func readMonthDayRange(text string, g []int, ref time.Time) (piece, bool) {
	a, _ := strconv.Atoi(sub(text, g, 2))
	b, _ := strconv.Atoi(sub(text, g, 3))
	y, _ := strconv.Atoi(sub(text, g, 4))
	return dayRange(dayOf(ref), monthOf(sub(text, g, 1)), a, b, y)
}

func dayRange(today day, m time.Month, a, b, y int) (piece, bool) {
	if b <= a || b > 31 {
		return piece{}, false
	}
	p, ok := monthDate(today, m, a, y)
	if !ok || p.monthOnly || !validDay(p.day.y, m, b) {
		return piece{}, false
	}
	p.hasEndDay, p.endDay = true, day{p.day.y, m, b}.addDays(1)
	return p, true
}

// merStart reports text opening with am or pm.
func merStart(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "am") || strings.HasPrefix(l, "pm") || strings.HasPrefix(l, "a.m") || strings.HasPrefix(l, "p.m")
}
