package dates

import "strings"

// Go's regexp has no literal prefix to skip to in a pattern that opens
// with alternatives, so most rules would scan every byte of every text
// (scan.go narrows where they start). A rule may also name what any
// match must contain; the rule runs only when the folded text holds one
// of them. The checks are necessary conditions, never sufficient: the
// regexp still decides.
//
// Every need is registered once and numbered; a parse computes, once,
// the set of needs its text holds (present), and a rule's check is a
// bitwise and per group.

// pre compiles pattern and records need: substrings of the folded text
// (see fold), one of which every match contains. "#" stands for a digit.
// A need with a space at each end is a whole word, looked up in the
// text's words (see words): " to " is not in "tomorrow".
func pre(pattern string, need ...string) *rx {
	return preAll(pattern, need)
}

// preAll is pre with several needs, all of which must hold: one string
// of each group.
//
// The rules run on the text with ASCII letters lower-cased (lowerASCII,
// same byte offsets), so their patterns drop (?i): case folding costs
// Go's matcher more than the rest of the pattern.
func preAll(pattern string, groups ...[]string) *rx {
	x := newRx(strings.TrimPrefix(pattern, "(?i)"))
	x.need = needs(groups...)
	return x
}

// maxNeeds bounds the distinct needs; present is a fixed bit set.
const maxNeeds = 512

type bits [maxNeeds / 64]uint64

// needSet is one bit set per group: the text must hold a need of each.
type needSet []bits

// The registry: substring needs, single-word needs by word, and needs of
// several words, each with its number.
var (
	needID    = map[string]int{}
	subNeeds  []numbered
	wordNeeds = map[string]int{}
	multiNeed []numbered
)

type numbered struct {
	s  string
	id int
}

// needs registers the groups' strings and returns their sets.
func needs(groups ...[]string) needSet {
	out := make(needSet, 0, len(groups))
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		var b bits
		for _, n := range g {
			id, ok := needID[n]
			if !ok {
				id = len(needID)
				if id >= maxNeeds {
					panic("dates: more than maxNeeds needs")
				}
				needID[n] = id
				switch {
				case len(n) <= 2 || n[0] != ' ' || n[len(n)-1] != ' ':
					subNeeds = append(subNeeds, numbered{n, id})
				case strings.IndexByte(n[1:len(n)-1], ' ') < 0:
					wordNeeds[n[1:len(n)-1]] = id
				default:
					multiNeed = append(multiNeed, numbered{n, id})
				}
			}
			b[id>>6] |= 1 << (id & 63)
		}
		out = append(out, b)
	}
	return out
}

// in reports whether t holds one need of every group.
func (ns needSet) in(t *texts) bool {
	for i := range ns {
		hit := false
		for j, w := range ns[i] {
			if w&t.present[j] != 0 {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return true
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

// texts is a text lower-cased and folded for the needs, and the set of
// registered needs it holds.
type texts struct {
	lower, folded, words string
	present              bits
}

// readText lower-cases and folds text once for a whole parse.
func readText(text string) *texts {
	t := &texts{lower: lowerASCII(text)}
	t.folded = fold(t.lower)
	t.words = words(t.folded)
	for _, n := range subNeeds {
		if strings.Contains(t.folded, n.s) {
			t.present[n.id>>6] |= 1 << (n.id & 63)
		}
	}
	for _, n := range multiNeed {
		if strings.Contains(t.words, n.s) {
			t.present[n.id>>6] |= 1 << (n.id & 63)
		}
	}
	for w := t.words; len(w) > 1; {
		w = w[1:]
		k := strings.IndexByte(w, ' ')
		if id, ok := wordNeeds[w[:k]]; ok {
			t.present[id>>6] |= 1 << (id & 63)
		}
		w = w[k:]
	}
	return t
}
