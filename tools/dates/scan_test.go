package dates

import (
	"reflect"
	"strings"
	"testing"
)

// everyRx is every pattern the parser runs, when's and ours.
func everyRx() []*rx {
	var out []*rx
	for _, r := range whenRules {
		out = append(out, r.re)
	}
	for _, rs := range [][]ownRule{mdyRules, dmyRules} {
		for _, r := range rs {
			out = append(out, r.re)
		}
	}
	for _, r := range recurRules {
		out = append(out, r.re)
	}
	return out
}

// scanTexts are texts where a filtered start could go wrong: matches at
// the very start and end, after multi-byte and broken UTF-8, inside words,
// back to back, and overlapping candidates.
var scanTexts = []string{
	"", "a", "3", "at", "@5", "the 3rd", "tomorrow", "x tomorrow", "xtomorrow",
	"in 2 days in 3 days", "5pm5pm 5pm", "é5pm", "\xff5pm", "\xe0\x80at 5", "déc 3 — 4 déc",
	"about 2 hours and a half later", "from 10 to noon on friday", "the 22nd of next month",
	"every other tuesday at 9", "march 3rd, 2031 at 10:30", "2031-02-03", "3/4/27 and 12/25",
	"quarter past eleven", "the first monday of june", "new year's eve 2030", "mid-june",
	"call mom tmrw at 5 then thursday 9am", "week after next", "end of the month", "8:05pm–9pm",
	"ONE  TWO three", "a\nmonday", "monday\n", "  \t friday 3pm  ", "@@@ 12:00", "a.m. p.m. am pm",
}

// TestRxSameAsRegexp checks that the filtered scan finds exactly what the
// regexp's own unanchored search finds, for every pattern and text.
func TestRxSameAsRegexp(t *testing.T) {
	for _, text := range scanTexts {
		sameAsRegexp(t, lowerASCII(text))
	}
	for _, tc := range parseCases {
		sameAsRegexp(t, lowerASCII(tc.in))
	}
	for _, tc := range familyCases {
		sameAsRegexp(t, lowerASCII(tc.in))
	}
}

func sameAsRegexp(t *testing.T, s string) {
	t.Helper()
	for _, x := range everyRx() {
		re := x.compiled().re
		if got, want := x.findAll(s), re.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q on %q: findAll %v, regexp %v", re, s, got, want)
		}
		if got, want := x.find(s), re.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q on %q: find %v, regexp %v", re, s, got, want)
		}
	}
}

// TestEveryPatternCompiles compiles every rx (they compile on first use,
// so a bad pattern would otherwise panic only when its rule first runs)
// and checks that the parser's rules are among them.
func TestEveryPatternCompiles(t *testing.T) {
	made := map[*rx]bool{}
	for _, x := range allRx {
		if x.compiled().re.String() != x.pattern {
			t.Errorf("%q compiled as %q", x.pattern, x.compiled().re)
		}
		made[x] = true
	}
	for _, x := range everyRx() {
		if !made[x] {
			t.Errorf("%q is not in allRx", x.pattern)
		}
	}
}

// FuzzRx checks the same on any text.
func FuzzRx(f *testing.F) {
	for _, s := range scanTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 {
			return
		}
		sameAsRegexp(t, s)
	})
}

// TestReadTextNeeds checks the precomputed need set against the plain
// reading of a need: a substring of the folded text, or whole words.
func TestReadTextNeeds(t *testing.T) {
	for _, text := range append(scanTexts, "The Day after tomorrow", "in 3 WEEKS", "2 wks", "1st of may") {
		tx := readText(text)
		for n, id := range needID {
			var want bool
			switch {
			case len(n) <= 2 || n[0] != ' ' || n[len(n)-1] != ' ':
				want = strings.Contains(tx.folded, n)
			default:
				want = strings.Contains(tx.words, n)
			}
			if got := tx.present[id>>6]&(1<<(id&63)) != 0; got != want {
				t.Errorf("%q: need %q present %v, want %v", text, n, got, want)
			}
		}
	}
}
