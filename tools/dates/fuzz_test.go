package dates

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teambition/rrule-go"
)

// FuzzParse checks that Parse never panics, that its spans lie inside the
// text and match Matched, that any RRULE it returns is valid, and that
// Strip stays total.
func FuzzParse(f *testing.F) {
	for _, tc := range parseCases {
		f.Add(tc.in)
	}
	f.Add("every other tuesday at 5:30pm until the 31st of feb 9999")
	f.Add("in 99999999999999999999 days")
	ref := refs(f)[""]
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse(text, ref)
		if err != nil {
			if r != (Result{}) {
				t.Fatalf("error %v with a non-zero result %+v", err, r)
			}
			return
		}
		for _, s := range [][2]int{r.Span, r.RuleSpan} {
			if s[0] < 0 || s[0] > s[1] || s[1] > len(text) {
				t.Fatalf("span %v outside %d bytes", s, len(text))
			}
		}
		if r.Matched != text[r.Span[0]:r.Span[1]] {
			t.Fatalf("Matched %q != text[%v] %q", r.Matched, r.Span, text[r.Span[0]:r.Span[1]])
		}
		if !r.HasDate || r.Value.Location() != ref.Location() {
			t.Fatalf("HasDate %v, Value %v", r.HasDate, r.Value)
		}
		if r.RRule != "" {
			if _, err := rrule.StrToROption(r.RRule); err != nil {
				t.Fatalf("invalid RRULE %q: %v", r.RRule, err)
			}
		}
		_ = Strip(text, r)
	})
}

// BenchmarkParse parses a typical task with a date and a time.
func BenchmarkParse(b *testing.B) {
	ref := refs(b)[""]
	for b.Loop() {
		if _, err := Parse("call the bank tomorrow at 5pm", ref); err != nil {
			b.Fatal(err)
		}
	}
}

// TestNoClock keeps the package off the real clock: everything relative
// resolves against the reference it is given.
func TestNoClock(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), "time.Now") {
			t.Errorf("%s reads the clock (time.Now)", name)
		}
	}
}
