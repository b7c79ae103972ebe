package grammar

import (
	"strings"
	"testing"

	"github.com/aaaton/golem/v4"
	"github.com/aaaton/golem/v4/dicts/en"
)

// TestLemmaTableMatchesGolem checks the embedded table against golem
// itself for every word of its English dictionary, their capitalised and
// inflected neighbours, and words it does not hold.
func TestLemmaTableMatchesGolem(t *testing.T) {
	l, err := golem.New(en.New())
	if err != nil {
		t.Fatal(err)
	}
	raw, err := en.New().GetResource()
	if err != nil {
		t.Fatal(err)
	}
	words := strings.FieldsFunc(string(raw), func(r rune) bool { return r == '\t' || r == '\n' })
	words = append(words, "", "a", "zzzz", "Agreed", "RUNNING", "aaaaa", "~", "qwertyuiop", "éclairs")
	for _, w := range words {
		for _, v := range []string{w, w + "s", w + "ed", strings.ToUpper(w)} {
			want, ok := irregularPast[strings.ToLower(v)]
			if taskVerbs[strings.ToLower(v)] {
				want, ok = strings.ToLower(v), true // a to-do verb is its own form
			}
			if !ok {
				want = strings.ToLower(l.Lemma(strings.ToLower(v)))
			}
			if got := lemma(v); got != want {
				t.Fatalf("lemma(%q) = %q, golem %q", v, got, want)
			}
		}
	}
}

func TestLookupLemmaEdges(t *testing.T) {
	table := "b\tx\nbb\ty\nd\tz\n"
	for _, c := range []struct {
		w, want string
		ok      bool
	}{{"a", "", false}, {"b", "x", true}, {"bb", "y", true}, {"bc", "", false}, {"c", "", false}, {"d", "z", true}, {"e", "", false}} {
		if got, ok := lookupLemma(table, c.w); got != c.want || ok != c.ok {
			t.Errorf("lookupLemma(%q) = %q, %v; want %q, %v", c.w, got, ok, c.want, c.ok)
		}
	}
	if _, ok := lookupLemma("", "a"); ok {
		t.Error("empty table found a word")
	}
}

// TestEveryRegexpCompiles compiles every pattern of the grammar (they
// compile on first use).
func TestEveryRegexpCompiles(t *testing.T) {
	if len(allRE) < 100 {
		t.Fatalf("only %d patterns registered", len(allRE))
	}
	for _, x := range allRE {
		if x.get().String() != x.pattern {
			t.Errorf("%q compiled as %q", x.pattern, x.get())
		}
	}
}
