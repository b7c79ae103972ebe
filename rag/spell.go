package rag

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"pace/store"
)

// Spelling correction of question words no passage holds ("Celeron" for a
// note's "Céloron", "campaing"): such a word would weigh most in the
// relevance floor and match nothing. A word of at least minSpellLen letters
// that no chunk holds is replaced by the nearest word of the notes sharing
// its first spellPrefix letters, within Damerau–Levenshtein distance 1 (2
// from 10 letters), the most frequent on ties. Bounded: at most
// maxSpellWords words per question, spellSample chunks read for each. A
// word of minClipLen to minSpellLen-1 letters, or a longer one no spelling
// fits, that no chunk holds is read as clipped ("retro", "info") when the
// notes hold a word starting with it that is clipMore letters longer
// (unclipped).
const (
	minClipLen    = 4
	clipMore      = 3
	minSpellLen   = 6
	spellPrefix   = 3
	maxSpellWords = 3
	spellSample   = 100
)

// fold lowercases and strips diacritics, as FTS5's unicode61 tokenizer with
// remove_diacritics does.
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
	}
	if ascii {
		return strings.ToLower(s)
	}
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, s)
	if err != nil {
		out = s
	}
	return strings.ToLower(out)
}

// correctWords returns words with each correctable unseen word replaced by
// its nearest spelling in the notes (see the constants above); ts are the
// words weighed (weighTerms), whose document frequencies say which words no
// passage holds. changed reports whether any word was replaced.
func correctWords(tx *store.Tx, words []string, ts []term) (out []string, changed bool, err error) {
	df := make(map[string]int, len(ts))
	for _, t := range ts {
		df[t.word] = t.df
	}
	out = words
	fixed, tried := 0, 0
	for i, w := range words {
		if len([]rune(w)) < minClipLen || !isLetters(w) || tried == maxSpellWords*2 {
			continue
		}
		tried++
		// A word missing from ts shares its stem with an earlier one.
		if n, ok := df[w]; !ok || n > 0 || fixed == maxSpellWords {
			continue
		}
		f := fold(w)
		prefix := f // "retro" for the notes' "retrospective": a clipped word
		if len([]rune(w)) >= minSpellLen {
			prefix = string([]rune(f)[:spellPrefix])
		}
		texts, err := tx.Chunks().TextsWithPrefix(prefix, spellSample)
		if err != nil {
			return nil, false, err
		}
		c := ""
		if len([]rune(w)) >= minSpellLen {
			c = nearest(f, texts)
		}
		if c == "" {
			c = unclipped(f, texts) // the same passages: every word starting with f starts with its prefix
		}
		if c != "" {
			if !changed {
				out = append([]string(nil), words...)
			}
			out[i] = c
			fixed++
			changed = true
		}
	}
	return out, changed, nil
}

// nearest is the word of texts closest to w within the allowed distance,
// the most frequent on ties; "" when none is.
func nearest(w string, texts []string) string {
	limit := 1
	if len([]rune(w)) >= 10 {
		limit = 2
	}
	prefix := string([]rune(w)[:spellPrefix])
	count := map[string]int{}
	for _, t := range texts {
		for _, f := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }) {
			// The first letters decide before any folding work.
			if r, _ := utf8.DecodeRuneInString(f); unicode.ToLower(r) != []rune(prefix)[0] && r < utf8.RuneSelf {
				continue
			}
			if f = fold(f); strings.HasPrefix(f, prefix) && f != w {
				count[f]++
			}
		}
	}
	best, bestD, bestN := "", limit+1, 0
	for f, n := range count {
		if d := editDistance(w, f, limit); d < bestD || (d == bestD && (n > bestN || n == bestN && f < best)) {
			best, bestD, bestN = f, d, n
		}
	}
	if bestD > limit {
		return ""
	}
	return best
}

// unclipped is the most frequent word of texts that starts with w and is
// at least clipMore letters longer ("retrospective" for "retro",
// "information" for "info"), the first in order on ties; "" when none is.
func unclipped(w string, texts []string) string {
	count := map[string]int{}
	for _, t := range texts {
		for _, f := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if f = fold(f); strings.HasPrefix(f, w) && len([]rune(f)) >= len([]rune(w))+clipMore {
				count[f]++
			}
		}
	}
	best, bestN := "", 0
	for f, n := range count {
		if n > bestN || n == bestN && f < best {
			best, bestN = f, n
		}
	}
	return best
}

func isLetters(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// editDistance is the optimal-string-alignment Damerau–Levenshtein distance
// of a and b, or limit+1 when it exceeds limit.
func editDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if prev[len(rb)] > limit {
		return limit + 1
	}
	return prev[len(rb)]
}
