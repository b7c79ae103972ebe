package dates

import (
	"strconv"
	"strings"
)

// Number words for clock times and amounts: when knows one to twelve; a
// clock needs the minutes too ("nine fifty-nine", "ten oh five").
const (
	hourWord = `(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
	unitWord = `(?:one|two|three|four|five|six|seven|eight|nine)`
	minWord  = `(?:(?:twenty|thirty|forty|fifty)(?:[\s-]+` + unitWord + `)?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|oh[\s-]+` + unitWord + `)`
	// mer is am/pm in its spellings: "am", "a.m.", "a m", "PM".
	mer = `([ap])\.?\s?m\b\.?`
)

var smallNumbers = map[string]int{
	"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
}

// cardinal reads 0-99 in digits or words: "7", "twenty five",
// "twenty-five", "oh five".
func cardinal(s string) (int, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if n, err := strconv.Atoi(s); err == nil {
		return n, n >= 0 && n < 100
	}
	total, last := 0, -1
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '\t' }) {
		n, ok := smallNumbers[w]
		if !ok {
			return 0, false
		}
		switch {
		case last < 0:
		case (last >= 20 || last == 0) && n < 10 && last%10 == 0:
		default:
			return 0, false
		}
		total += n
		last = n
	}
	return total, last >= 0
}
