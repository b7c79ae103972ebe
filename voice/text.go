package voice

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	thinkBlock   = regexp.MustCompile(`(?is)<think>.*?(</think>|$)`)
	codeFence    = regexp.MustCompile("(?s)```.*?(```|$)")
	inlineCode   = regexp.MustCompile("`([^`]*)`")
	image        = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)
	link         = regexp.MustCompile(`\[([^\]]+)\]\([^)]*\)`)
	citation     = regexp.MustCompile(`\s*\[(\d+(?:\s*[,–-]\s*\d+)*)\]`)
	heading      = regexp.MustCompile(`(?m)^\s{0,3}#{1,6}\s+`)
	quote        = regexp.MustCompile(`(?m)^\s{0,3}>\s?`)
	bullet       = regexp.MustCompile(`(?m)^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?`)
	rule         = regexp.MustCompile(`(?m)^\s*(?:[-*_]\s*){3,}$`)
	emphasis     = regexp.MustCompile(`(\*\*|\*|~~)(\S(?:.*?\S)?)(\*\*|\*|~~)`)
	underscores  = regexp.MustCompile(`(^|[^\pL\pN_])(?:__|_)(\S(?:.*?\S)?)(?:__|_)($|[^\pL\pN_])`)
	tableDivider = regexp.MustCompile(`(?m)^\s*\|?[\s:|-]+\|[\s:|-]*$`)
	htmlTag      = regexp.MustCompile(`</?[a-zA-Z][^>]*>`)
)

// SpokenText is what Pace says for a reply it shows: the same words without Markdown markup,
// citation markers such as [1] or [2, 3], <think>…</think> reasoning (also when unterminated, as a
// streamed reply may be) and fenced code blocks, which are not read aloud. Lines become sentences.
func SpokenText(shown string) string {
	s := thinkBlock.ReplaceAllString(shown, " ")
	s = codeFence.ReplaceAllString(s, " ")
	s = inlineCode.ReplaceAllString(s, "$1")
	s = image.ReplaceAllString(s, "$1")
	s = link.ReplaceAllString(s, "$1")
	s = citation.ReplaceAllString(s, "")
	s = tableDivider.ReplaceAllString(s, "")
	s = rule.ReplaceAllString(s, "")
	s = heading.ReplaceAllString(s, "")
	s = quote.ReplaceAllString(s, "")
	s = bullet.ReplaceAllString(s, "")
	for range 2 { // nested emphasis such as ***bold italic***
		s = emphasis.ReplaceAllString(s, "$2")
		s = underscores.ReplaceAllString(s, "$1$2$3")
	}
	s = htmlTag.ReplaceAllString(s, "")
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimSpace(l)
		if strings.Contains(l, "|") { // a table row: read the cells as a list
			var cells []string
			for _, c := range strings.Split(strings.Trim(l, "|"), "|") {
				if c = strings.TrimSpace(c); c != "" {
					cells = append(cells, c)
				}
			}
			l = strings.Join(cells, ", ")
		}
		if l == "" {
			continue
		}
		if r := []rune(l); !strings.ContainsRune(".!?:;,", r[len(r)-1]) {
			l += "."
		}
		lines = append(lines, l)
	}
	return strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
}

// Sentences splits text after '.', '!', '?' or '…' followed by a space and an upper-case letter,
// digit or quote, so that "Dr. Smith" and "3.5" stay whole more often than not. Pieces are trimmed
// and never empty.
func Sentences(text string) []string {
	var out []string
	r := []rune(text)
	start := 0
	for i := 0; i < len(r); i++ {
		if !strings.ContainsRune(".!?…", r[i]) {
			continue
		}
		j := i + 1
		for j < len(r) && strings.ContainsRune(".!?…\"')”’", r[j]) {
			j++
		}
		if j < len(r) && !unicode.IsSpace(r[j]) {
			continue
		}
		k := j
		for k < len(r) && unicode.IsSpace(r[k]) {
			k++
		}
		if k < len(r) && !(unicode.IsUpper(r[k]) || unicode.IsDigit(r[k]) || strings.ContainsRune("\"'“‘(", r[k])) {
			continue
		}
		if abbreviation(r[max(start, i-8):i]) { // the longest abbreviation is short
			continue
		}
		if s := strings.TrimSpace(string(r[start:j])); s != "" {
			out = append(out, s)
		}
		start = j
		i = j - 1
	}
	if s := strings.TrimSpace(string(r[start:])); s != "" {
		out = append(out, s)
	}
	return out
}

var abbreviations = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "st": true, "e.g": true, "i.e": true, "vs": true}

func abbreviation(before []rune) bool {
	f := strings.Fields(string(before))
	if len(f) == 0 {
		return false
	}
	return abbreviations[strings.ToLower(f[len(f)-1])]
}
