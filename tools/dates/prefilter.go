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
var needOf = map[*regexp.Regexp][][]string{}

// pre compiles pattern and records need: substrings of the folded text
// (see fold), one of which every match contains. "#" stands for a digit.
// A need with a space at each end is a whole word, looked up in the
// text's words (see words): " to " is not in "tomorrow".
func pre(pattern string, need ...string) *regexp.Regexp {
	return preAll(pattern, need)
}

// preAll is pre with several needs, all of which must hold: one string
// of each group.
//
// The rules run on the text with ASCII letters lower-cased (lowerASCII,
// same byte offsets), so their patterns drop (?i): case folding costs
// Go's matcher more than the rest of the pattern.
func preAll(pattern string, groups ...[]string) *regexp.Regexp {
	re := regexp.MustCompile(strings.TrimPrefix(pattern, "(?i)"))
	needOf[re] = groups
	return re
}

// Need groups shared by several rules.
var (
	needWeekday = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
	needMonth   = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
	needUnit    = []string{" year ", " years ", " yr ", " yrs ", " month ", " months ", " mo ", " mos ", " week ", " weeks ",
		" wk ", " wks ", " w ", " fortnight ", " fortnights ", " day ", " days ", " d ", " hour ", " hours ", " hr ", " hrs ",
		" h ", " minute ", " minutes ", " min ", " mins ", " m ", " second ", " seconds ", " sec ", " secs ", " s ",
		"#y", "#mo", "#w", "#f", "#d", "#h", "#m", "#s"}
	needOrdinal = []string{"#", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
		"tenth", "eleventh", "twelfth", "teenth", "twentieth", "twenty", "thirt"}
)

// lowerASCII lower-cases ASCII letters only: every other byte stays, so
// offsets into it index text too.
func lowerASCII(text string) string {
	b := []byte(text)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// fold is lowerASCII with digits as '#', what the needs are written in.
func fold(lower string) string {
	b := []byte(lower)
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = '#'
		}
	}
	return string(b)
}

// words is folded with every byte but a-z and '#' as a space, runs of
// spaces as one, and a space at each end: the words as Go's ASCII \b
// sees them.
func words(folded string) string {
	b := make([]byte, 0, len(folded)+2)
	b = append(b, ' ')
	for i := 0; i < len(folded); i++ {
		c := folded[i]
		if c >= 'a' && c <= 'z' || c == '#' {
			b = append(b, c)
		} else if b[len(b)-1] != ' ' {
			b = append(b, ' ')
		}
	}
	if b[len(b)-1] != ' ' {
		b = append(b, ' ')
	}
	return string(b)
}

// texts is a text folded both ways for the needs, and its set of words.
type texts struct {
	folded, words string
	set           map[string]bool
}

func foldAll(lower string) texts {
	f := fold(lower)
	w := words(f)
	set := make(map[string]bool, 8)
	for _, x := range strings.Fields(w) {
		set[x] = true
	}
	return texts{f, w, set}
}

// worth reports whether re can match the text.
func worth(re *regexp.Regexp, t texts) bool { return allIn(t, needOf[re]) }

// allIn reports whether t holds one need of every group.
func allIn(t texts, groups [][]string) bool {
	for _, g := range groups {
		if !anyIn(t, g) {
			return false
		}
	}
	return true
}

// anyIn reports whether t holds one of need; true when need is empty.
// A need with a space at each end is looked up among the words.
func anyIn(t texts, need []string) bool {
	if len(need) == 0 {
		return true
	}
	for _, n := range need {
		switch {
		case len(n) <= 2 || n[0] != ' ' || n[len(n)-1] != ' ':
			if strings.Contains(t.folded, n) {
				return true
			}
		case strings.IndexByte(n[1:len(n)-1], ' ') < 0:
			if t.set[n[1:len(n)-1]] {
				return true
			}
		case strings.Contains(t.words, n):
			return true
		}
	}
	return false
}
