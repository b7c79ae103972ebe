package plan

import (
	"sort"
	"strings"
)

// connectives are where a request may be cut into clauses, longest first so
// ", and then" wins over ", and" and ",".
var connectives = []string{", and then ", "; and then ", " and then ", ", and also ", " and also ",
	", then ", "; then ", ", and ", " and ", ", also ", ", ", "; ", ". "}

// CutFunc decides whether a cut is made: prev is the clause so far (from the
// last cut), next the words after the connective up to the next possible
// cut. It should answer true only when next begins a new command.
type CutFunc func(prev, next string) bool

// Split cuts text into clauses at connectives (", and then", ", then",
// " and ", commas, semicolons, sentence ends) — only where cut says the words
// after the connective begin a new command, so "pick up Sam and Alex" stays
// one clause. Connectives inside double quotes are ignored. Clauses are
// trimmed; text without an accepted cut is returned whole.
func Split(text string, cut CutFunc) []string {
	type cand struct{ at, end int }
	var cs []cand
	quoted := quotedRanges(text)
	// Connectives are ASCII, so an ASCII-only fold finds them; it keeps every
	// byte where it was, so offsets found in lower index text itself
	// (strings.ToLower changes the length of Ⱥ, Ⱦ, İ and invalid bytes).
	lower := asciiLower(text)
	taken := make([]bool, len(text)+1)
	for _, c := range connectives {
		for i := 0; ; {
			j := strings.Index(lower[i:], c)
			if j < 0 {
				break
			}
			at := i + j
			i = at + 1
			if overlaps(taken, at, at+len(c)) || inRanges(quoted, at) {
				continue
			}
			for k := at; k < at+len(c) && k < len(taken); k++ {
				taken[k] = true
			}
			cs = append(cs, cand{at, at + len(c)})
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].at < cs[j].at })
	var out []string
	start := 0
	for i, c := range cs {
		if c.at < start {
			continue
		}
		nextEnd := len(text)
		if i+1 < len(cs) {
			nextEnd = cs[i+1].at
		}
		prev := strings.TrimSpace(text[start:c.at])
		next := strings.TrimSpace(text[c.end:nextEnd])
		if prev == "" || next == "" || !cut(prev, next) {
			continue
		}
		out = append(out, prev)
		start = c.end
	}
	if last := strings.TrimSpace(text[start:]); last != "" || len(out) == 0 {
		out = append(out, last)
	}
	return out
}

// overlaps reports whether any byte of [from, to) belongs to a connective
// already found (". " and " and " may share a space; only the first found,
// the longer, is kept).
func overlaps(taken []bool, from, to int) bool {
	for k := from; k < to && k < len(taken); k++ {
		if taken[k] {
			return true
		}
	}
	return false
}

// asciiLower folds A–Z to a–z and leaves every other byte as it is: the
// result has the same length as s and the same byte at every non-letter.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// quotedRanges returns the [start, end) byte ranges inside double quotes
// (straight or curly).
func quotedRanges(s string) [][2]int {
	var rs [][2]int
	open := -1
	for i, r := range s {
		if r == '"' || r == '“' || r == '”' {
			if open < 0 {
				open = i
			} else {
				rs = append(rs, [2]int{open, i})
				open = -1
			}
		}
	}
	return rs
}

func inRanges(rs [][2]int, at int) bool {
	for _, r := range rs {
		if at > r[0] && at < r[1] {
			return true
		}
	}
	return false
}
