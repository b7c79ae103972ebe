package dates

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when/rules/en"
)

// ImpossibleDate is a date phrase naming a day its month does not have.
type ImpossibleDate struct {
	// Span is the phrase's [start, end) byte range in the text it was
	// found in.
	Span [2]int
	// Day and Month are what was said (Day may exceed 31: "32nd March");
	// Year is 0 when none was said.
	Day   int
	Month time.Month
	Year  int
}

// LastDay is the month's last day (February's in Year, or in a common
// year when no year was said).
func (d ImpossibleDate) LastDay() int {
	y := d.Year
	if y == 0 {
		y = 2027
	}
	return daysIn(y, d.Month)
}

var (
	impossibleDayFirst   = regexp.MustCompile(`(?i)\b(?:the\s+)?(` + en.ORDINAL_WORDS_PATTERN + `|\d{1,2}(?:st|nd|rd|th)?)\s+(?:day\s+)?(?:of\s+)?(` + monthName + `)\b\.?(?:,?\s+(\d{4})\b)?`)
	impossibleMonthFirst = regexp.MustCompile(`(?i)\b(` + monthName + `)\.?\s+(?:the\s+)?(` + en.ORDINAL_WORDS_PATTERN + `|\d{1,2}(?:st|nd|rd|th)?)\b(?:,?\s+(\d{4})\b)?`)
	impossibleNumeric    = regexp.MustCompile(`(?i)\b(?:on|by|due|for|before|until|till|from)\s+(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?(?:\b|$)`)
)

// Impossible finds the first date phrase in text that names a day its
// month does not have: "the 31st of February", "April 31", "30 Feb",
// "29 February 2027" (not a leap year), "32nd March", "on 31/4" (no day in
// either order). Parse reads no date from such a phrase, or a wrong one
// from a part of it ("the 31st"), so callers ask which day was meant rather
// than guess. February 29 with no year is possible (the next leap year's).
// ok is false when text holds no such phrase.
func Impossible(text string) (ImpossibleDate, bool) {
	best := ImpossibleDate{Span: [2]int{-1, -1}}
	consider := func(start, end, d int, m time.Month, y int) {
		if m < time.January || m > time.December || d < 1 || d > 39 {
			return
		}
		most := 29 // February has a 29th in a leap year, said with no year
		if m != time.February {
			most = daysIn(2027, m)
		}
		if y != 0 {
			most = daysIn(y, m)
		}
		if d <= most {
			return
		}
		if best.Span[0] < 0 || start < best.Span[0] {
			best = ImpossibleDate{Span: [2]int{start, end}, Day: d, Month: m, Year: y}
		}
	}
	year := func(g []int, i int) int {
		if g[2*i] < 0 {
			return 0
		}
		y, _ := strconv.Atoi(text[g[2*i]:g[2*i+1]])
		return y
	}
	for _, g := range impossibleDayFirst.FindAllStringSubmatchIndex(text, -1) {
		if d, ok := saidDay(text[g[2]:g[3]]); ok {
			consider(g[0], g[1], d, monthOf(text[g[4]:g[5]]), year(g, 3))
		}
	}
	for _, g := range impossibleMonthFirst.FindAllStringSubmatchIndex(text, -1) {
		if next := text[g[5]:]; strings.HasPrefix(next, ":") || strings.HasPrefix(strings.ToLower(strings.TrimLeft(next, " ")), "am") ||
			strings.HasPrefix(strings.ToLower(strings.TrimLeft(next, " ")), "pm") {
			continue // "march 30:00", "june 31pm" are no days
		}
		if d, ok := saidDay(text[g[4]:g[5]]); ok {
			consider(g[0], g[1], d, monthOf(text[g[2]:g[3]]), year(g, 3))
		}
	}
	for _, g := range impossibleNumeric.FindAllStringSubmatchIndex(text, -1) {
		a, _ := strconv.Atoi(text[g[2]:g[3]])
		b, _ := strconv.Atoi(text[g[4]:g[5]])
		y := year(g, 3)
		if y != 0 && y < 100 {
			y += 2000
		}
		vy := y
		if vy == 0 {
			vy = 2028 // a leap year: 29/2 with no year is possible
		}
		if a > 31 || b > 31 || (a > 12 && b > 12) || validDay(vy, time.Month(b), a) || validDay(vy, time.Month(a), b) {
			continue
		}
		// the day-first reading when the month fits, else month first
		d, m := a, time.Month(b)
		if b > 12 {
			d, m = b, time.Month(a)
		}
		start := g[2]
		consider(start, g[1], d, m, y)
	}
	return best, best.Span[0] >= 0
}

// saidDay reads a day said as a number, with or without an ordinal
// suffix, or as an ordinal word; up to 39 ("32nd").
func saidDay(s string) (int, bool) {
	if n, ok := ordinalDay(s); ok {
		return n, true
	}
	n, err := strconv.Atoi(strings.TrimRight(strings.ToLower(s), "stndrh"))
	return n, err == nil && n >= 1 && n <= 39
}
