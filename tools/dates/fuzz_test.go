package dates

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teambition/rrule-go"
)

// FuzzParse checks that Parse never panics, that its spans lie inside the
// text and match Matched, that any RRULE it returns is valid, and that
// Strip stays total.
func FuzzParse(f *testing.F) {
	for _, tc := range parseCases {
		f.Add(tc.in)
	}
	for _, tc := range familyCases {
		f.Add(tc.in)
	}
	f.Add("every other tuesday at 5:30pm until the 31st of feb 9999")
	f.Add("in 99999999999999999999 days")
	f.Add("in 99999.99999 years and 99999 hours")
	f.Add("the fifth sunday of february 2027")
	f.Add("from 23:59 to 00:00 on the last weekend of december 9999")
	f.Add("+99999 years after easter 9999")
	f.Add("99:99-99:99pm")
	f.Add("half twelve to quarter past midnight")
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
		if !r.End.IsZero() && !r.End.After(r.Value) {
			t.Fatalf("End %v not after Value %v", r.End, r.Value)
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

// benchPhrases are a spread of the families, for a phrases-per-second
// figure comparable with other parsers (README: Dates).
var benchPhrases = []string{
	"call the bank tomorrow at 5pm", "in an hour and a half", "quarter past 3pm", "the last friday of january",
	"from 9 to noon on saturday", "thanksgiving", "mid-January", "the next 4 days", "Wed, 9 December",
	"buy milk", "3 days before friday", "after work on friday", "every other tuesday at 9", "12/25/2027",
}

// BenchmarkParsePhrases parses benchPhrases in turn; phrases/s is
// 1e9 / (ns/op).
func BenchmarkParsePhrases(b *testing.B) {
	ref := refs(b)[""]
	i := 0
	cpu := startCPU()
	for b.Loop() {
		_, _ = Parse(benchPhrases[i%len(benchPhrases)], ref)
		i++
	}
	cpu.report(b)
}

// cpuMeter reports CPU µs per op beside ns/op (see cpuTime).
type cpuMeter struct {
	t  time.Duration
	ok bool
}

func startCPU() cpuMeter {
	t, ok := cpuTime()
	return cpuMeter{t, ok}
}

func (m cpuMeter) report(b *testing.B) {
	t, ok := cpuTime()
	if m.ok && ok && b.N > 0 {
		b.ReportMetric(float64(t-m.t)/float64(time.Microsecond)/float64(b.N), "cpu-µs/op")
	}
}

// BenchmarkParseCases parses the texts of an eval cases file named by
// $PACE_DATES_CASES (JSON Lines, see EvalCase) in turn, each against its
// own ref; skipped without it. It gives the phrases/s beside a peer
// parser run on the same file.
func BenchmarkParseCases(b *testing.B) {
	path := os.Getenv("PACE_DATES_CASES")
	if path == "" {
		b.Skip("PACE_DATES_CASES not set")
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	cases, err := ReadEvalCases(f)
	if err != nil || len(cases) == 0 {
		b.Fatalf("read %s: %v (%d cases)", path, err, len(cases))
	}
	refs := make([]time.Time, len(cases))
	for i, c := range cases {
		if refs[i], err = time.Parse(time.RFC3339, c.Ref); err != nil {
			b.Fatal(err)
		}
	}
	i := 0
	cpu := startCPU()
	for b.Loop() {
		_, _ = ParseWith(cases[i%len(cases)].Text, refs[i%len(cases)], Options{Order: MDY})
		i++
	}
	cpu.report(b)
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
