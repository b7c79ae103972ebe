package intent

import (
	"strings"
	"unicode"
)

// Buckets is the size of the hashed feature space (the hashing trick,
// Weinberger et al. 2009): every n-gram and cue lands in one of Buckets
// rows of the weight table.
const Buckets = 1 << 14

// Features turns a clause into hashed feature indices in [0, Buckets):
// word unigrams and bigrams (with sentence-boundary markers), character 3-
// and 4-grams of each word padded with "^" and "$" (they survive typos and
// speech-recognition slips), and the grammar's cue features as given
// (e.g. "rule=capture", "question"). Text is folded to lower case rune by
// rune and digits collapse to 0, so "5pm" and "7pm" share features. The
// same index may appear more than once; each occurrence counts.
func Features(text string, cues []string) []uint32 {
	words := tokens(text)
	out := make([]uint32, 0, 8*len(words)+len(cues)+4)
	prev := "<s>"
	for _, w := range words {
		out = append(out, hash("w", w, ""), hash("b", prev, w))
		prev = w
		p := "^" + w + "$"
		r := []rune(p)
		for n := 3; n <= 4; n++ {
			for i := 0; i+n <= len(r); i++ {
				out = append(out, hash("c", string(r[i:i+n]), ""))
			}
		}
	}
	out = append(out, hash("b", prev, "</s>"))
	if len(words) > 0 {
		out = append(out, hash("first", words[0], ""))
	}
	for _, c := range cues {
		out = append(out, hash("cue", c, ""))
	}
	return out
}

// tokens folds s and splits it into words of letters, digits and
// apostrophes (curly apostrophes become straight ones).
func tokens(s string) []string {
	var words []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			words = append(words, strings.Trim(b.String(), "'"))
			b.Reset()
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			b.WriteRune(unicode.ToLower(r))
		case unicode.IsDigit(r):
			b.WriteByte('0')
		case r == '\'' || r == '’':
			b.WriteByte('\'')
		default:
			flush()
		}
	}
	flush()
	out := words[:0]
	for _, w := range words {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// hash is 32-bit FNV-1a over kind, a and b with separators, reduced to a
// bucket. It is fixed here (not hash/maphash) so weights stay valid across
// processes and Go versions.
func hash(kind, a, b string) uint32 {
	h := uint32(2166136261)
	mix := func(s string) {
		for i := 0; i < len(s); i++ {
			h ^= uint32(s[i])
			h *= 16777619
		}
		h ^= 0xff
		h *= 16777619
	}
	mix(kind)
	mix(a)
	mix(b)
	return h % Buckets
}
