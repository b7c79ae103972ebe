package dates

import (
	"regexp"
	"strings"
)

// Go's regexp has no literal prefix to skip to in a case-folded pattern
// that opens with alternatives, so most rules would scan every byte of
// every text. A rule may name what any match must contain; the rule runs
// only when the folded text holds one of them. The checks are necessary
// conditions, never sufficient: the regexp still decides.
var needOf = map[*regexp.Regexp][]string{}

// pre compiles pattern and records need: substrings of the folded text
// (see fold), one of which every match contains. "#" stands for a digit.
func pre(pattern string, need ...string) *regexp.Regexp {
	re := regexp.MustCompile(pattern)
	needOf[re] = need
	return re
}

// fold lower-cases ASCII letters; other bytes stay, so offsets and
// non-ASCII text are untouched. Digits become '#'.
func fold(text string) string {
	b := []byte(text)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c >= '0' && c <= '9':
			b[i] = '#'
		}
	}
	return string(b)
}

// worth reports whether re can match the folded text.
func worth(re *regexp.Regexp, folded string) bool {
	return anyIn(folded, needOf[re])
}

// anyIn reports whether folded holds one of need; true when need is empty.
func anyIn(folded string, need []string) bool {
	if len(need) == 0 {
		return true
	}
	for _, n := range need {
		if strings.Contains(folded, n) {
			return true
		}
	}
	return false
}
