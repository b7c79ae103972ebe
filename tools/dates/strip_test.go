package dates

import "testing"

func TestStrip(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		r          Result
		want       string
	}{
		{"no spans tidies spaces", "  call   mom ", Result{}, "call mom"},
		{"middle cut drops the dangling preposition", "meeting on friday with bob", Result{Span: [2]int{11, 17}}, "meeting with bob"},
		{"stacked prepositions", "report due by friday", Result{Span: [2]int{14, 20}}, "report"},
		{"separator after a leading date", "Friday - team sync", Result{Span: [2]int{0, 6}}, "team sync"},
		{"comma before the cut", "call mom, tomorrow", Result{Span: [2]int{10, 18}}, "call mom"},
		{"a word ending in a preposition stays", "plan Hon friday", Result{Span: [2]int{9, 15}}, "plan Hon"},
		{"both spans", "water plants every friday at 9am", Result{Span: [2]int{26, 32}, RuleSpan: [2]int{13, 25}}, "water plants"},
		{"overlapping spans", "abc def ghi", Result{Span: [2]int{4, 9}, RuleSpan: [2]int{2, 6}}, "ab hi"},
		{"span past the end is ignored", "abc", Result{Span: [2]int{2, 10}}, "abc"},
		{"reversed span is ignored", "abc", Result{Span: [2]int{2, 1}}, "abc"},
		{"negative span is ignored", "abc", Result{Span: [2]int{-1, 2}}, "abc"},
		{"everything cut", "on friday", Result{Span: [2]int{3, 9}}, ""},
		{"a phrasal verb keeps its particle", "get the tyres put on before friday", Result{Span: [2]int{28, 34}}, "get the tyres put on"},
		{"sign up by", "sign up by friday", Result{Span: [2]int{11, 17}}, "sign up"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Strip(tc.text, tc.r); got != tc.want {
				t.Errorf("Strip(%q) = %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}
