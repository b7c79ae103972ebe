package dates

import (
	"sort"
	"strings"
)

// dangling words lose their meaning when the phrase after them is cut:
// "buy 2 tickets for friday" -> "buy 2 tickets".
var dangling = map[string]bool{
	"on": true, "at": true, "by": true, "due": true, "for": true, "from": true,
	"starting": true, "until": true, "till": true, "before": true, "in": true,
}

// Strip returns text with r's date and recurrence phrases cut out, the
// prepositions left hanging before a cut ("on", "at", "by", "due", "for",
// "from", "until", …) and stray separators dropped, and runs of whitespace
// folded to one space: "call the bank tomorrow at 5pm" -> "call the bank".
// Spans that do not fit text are ignored.
func Strip(text string, r Result) string {
	var cuts [][2]int
	for _, s := range [][2]int{r.Span, r.RuleSpan, r.UntilSpan} {
		if s[0] < s[1] && s[0] >= 0 && s[1] <= len(text) {
			cuts = append(cuts, s)
		}
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i][0] < cuts[j][0] })
	var parts []string
	pos := 0
	for _, c := range cuts {
		if c[0] >= pos {
			parts = append(parts, trimDangling(text[pos:c[0]]))
		}
		pos = max(pos, c[1])
	}
	parts = append(parts, text[pos:])
	for i := 1; i < len(parts); i++ {
		parts[i] = strings.TrimLeft(parts[i], " \t\r\n,;:-")
	}
	return strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
}

// trimDangling drops trailing separators and dangling words from s, the
// text before a cut.
func trimDangling(s string) string {
	prev := ""
	for {
		t := strings.TrimRight(s, " \t\r\n,;:-")
		if prev != "" && strings.ContainsAny(s[len(t):], ",;") {
			// "when the roof is on, for the 18th": the comma closes the
			// words before it; only the date's own lead word dangled
			return t
		}
		s = t
		j := len(s)
		for j > 0 && (s[j-1] >= 'a' && s[j-1] <= 'z' || s[j-1] >= 'A' && s[j-1] <= 'Z') {
			j--
		}
		w := strings.ToLower(s[j:])
		if j == len(s) || !dangling[w] || j > 0 && isWordByte(s[j-1]) || j > 1 && s[j-1] == '-' && isLetterByte(s[j-2]) {
			return s // "plumbing rough-in": the word's end, no preposition
		}
		if verbParticle[w] && timeLead[prev] {
			return s // "get the tyres put on before the 15th": "put on" keeps its "on"
		}
		s, prev = s[:j], w
	}
}

// verbParticle and timeLead: a phrasal verb's particle said before a
// preposition that leads a date ("put on before", "sign up by").
var (
	verbParticle = map[string]bool{"on": true, "up": true, "off": true, "in": true, "out": true}
	timeLead     = map[string]bool{"before": true, "by": true, "until": true, "till": true, "after": true}
)
