package plan

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// splitCases hold letters whose lower case has another byte length (Ⱥ → ⱥ
// grows from 2 to 3 bytes, İ → i̇ from 2 to 3, invalid bytes become U+FFFD)
// before a connective, where offsets from a folded copy would cut text in
// the wrong place or past its end.
var splitCases = []struct {
	in   string
	want []string
}{
	{"call ȺȺȺ and buy milk", []string{"call ȺȺȺ", "buy milk"}},
	{"call ȾȾ Ⱥ, then pay rent", []string{"call ȾȾ Ⱥ", "pay rent"}},
	{"call İstanbul office and buy ΣΑΣ tea", []string{"call İstanbul office", "buy ΣΑΣ tea"}},
	{"call \x86\x86\x86 AND buy milk", []string{"call \x86\x86\x86", "buy milk"}},
	// The input FuzzPlan found: index out of range [38] with length 33.
	{"aaaaa a\x86\x86\x86\x86\x86\x86aaa Aaaaaaa t, 0000", []string{"aaaaa a\x86\x86\x86\x86\x86\x86aaa Aaaaaaa t, 0000"}},
}

func TestSplitFoldedLengths(t *testing.T) {
	for _, c := range splitCases {
		t.Run(c.in, func(t *testing.T) {
			got := Split(c.in, cutBeforeVerb)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("Split(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// FuzzSplit: Split never panics, and every clause is a piece of the input
// (valid UTF-8 in, valid UTF-8 out).
func FuzzSplit(f *testing.F) {
	for _, c := range splitCases {
		f.Add(c.in)
	}
	for _, s := range []string{"Ⱥ AND Ⱦ, THEN İ", "ΣΣΣ; ẞ. K and Å", "call mom and buy milk"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		always := func(prev, next string) bool { return true }
		for _, clause := range Split(s, always) {
			if !strings.Contains(s, clause) {
				t.Fatalf("clause %q is not in %q", clause, s)
			}
			if utf8.ValidString(s) && !utf8.ValidString(clause) {
				t.Fatalf("clause %q of valid %q is not valid UTF-8", clause, s)
			}
		}
	})
}
