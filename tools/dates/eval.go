package dates

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// EvalCase is one line of a date eval set (JSON Lines): an expression, the
// reference instant and the expected resolution. Granularity "day"
// compares the calendar date in ref's offset, "minute" the instant to
// within 60 s, "range" (or any case with ExpectEnd) takes a value in
// [Expect, ExpectEnd).
type EvalCase struct {
	ID          string `json:"id"`
	Text        string `json:"text"`
	Ref         string `json:"ref"`    // RFC 3339; its offset is the zone
	Expect      string `json:"expect"` // YYYY-MM-DD or RFC 3339; null (""): no date must be found
	ExpectEnd   string `json:"expect_end"`
	Granularity string `json:"granularity"`
	Locale      string `json:"locale"` // "en-GB" or "dmy": numeric dates day first
	Source      string `json:"source"` // "owner/repo@commit:path"
	Disputed    bool   `json:"disputed"`
}

// Family is the parser suite a case comes from: the repository name in
// Source ("facebook/duckling@…" is "duckling").
func (c EvalCase) Family() string {
	s, _, _ := strings.Cut(c.Source, "@")
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	if s == "" {
		return "unknown"
	}
	return s
}

// ReadEvalCases reads JSON Lines cases; blank lines are skipped.
func ReadEvalCases(r io.Reader) ([]EvalCase, error) {
	var out []EvalCase
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var c EvalCase
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			return nil, fmt.Errorf("read eval cases: line %d: %w", n, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read eval cases: %w", err)
	}
	return out, nil
}

// EvalScore is correct of total.
type EvalScore struct {
	Correct int     `json:"correct"`
	Total   int     `json:"total"`
	Acc     float64 `json:"accuracy"`
}

func (s *EvalScore) add(ok bool) {
	s.Total++
	if ok {
		s.Correct++
	}
	s.Acc = float64(s.Correct) / float64(s.Total)
}

// EvalMiss is a case Parse got wrong: Got is its value ("" for no date).
type EvalMiss struct {
	ID, Text, Ref, Expect, ExpectEnd, Got string
}

// EvalReport holds the scores of non-disputed cases overall, per
// granularity and per family, the disputed cases apart, and the misses.
type EvalReport struct {
	All           EvalScore            `json:"all"`
	ByGranularity map[string]EvalScore `json:"by_granularity"`
	ByFamily      map[string]EvalScore `json:"by_family"`
	Disputed      EvalScore            `json:"disputed"`
	Misses        []EvalMiss           `json:"misses"`
	// PerPhrase is the mean parse time, set by the caller that timed
	// Evaluate (this package never reads the clock); 0 when not timed.
	PerPhrase time.Duration `json:"ns_per_phrase,omitempty"`
}

// Evaluate scores ParseWith on cases exactly as the reference scorer
// score_dates.py reads `pace dates --json`: numeric dates day first for
// locale en-GB or dmy, month first otherwise; the value at one-second
// precision in ref's fixed offset. Disputed cases are scored apart.
func Evaluate(cases []EvalCase) EvalReport {
	rep := EvalReport{ByGranularity: map[string]EvalScore{}, ByFamily: map[string]EvalScore{}}
	for _, c := range cases {
		ok, got := scoreCase(c)
		if c.Disputed {
			rep.Disputed.add(ok)
			continue
		}
		rep.All.add(ok)
		g := c.Granularity
		if g == "" {
			g = "day"
		}
		s := rep.ByGranularity[g]
		s.add(ok)
		rep.ByGranularity[g] = s
		f := rep.ByFamily[c.Family()]
		f.add(ok)
		rep.ByFamily[c.Family()] = f
		if !ok {
			rep.Misses = append(rep.Misses, EvalMiss{c.ID, c.Text, c.Ref, c.Expect, c.ExpectEnd, got})
		}
	}
	return rep
}

func scoreCase(c EvalCase) (bool, string) {
	ref, err := time.Parse(time.RFC3339, c.Ref)
	if err != nil {
		return false, "bad ref"
	}
	_, off := ref.Zone()
	ref = ref.In(time.FixedZone(ref.Format("-07:00"), off))
	order := MDY
	if c.Locale == "en-GB" || c.Locale == "dmy" {
		order = DMY
	}
	r, err := ParseWith(c.Text, ref, Options{Order: order})
	found := err == nil && r.HasDate
	if c.Expect == "" {
		// "expect": null — an impossible or non-date phrase: right only
		// when no date is found (the development sets have none of these).
		if found {
			return false, r.Value.Format(time.RFC3339)
		}
		return true, ""
	}
	if errors.Is(err, ErrNoDate) || err != nil {
		return false, ""
	}
	got := r.Value.Truncate(time.Second)
	shown := got.Format(time.RFC3339)
	if c.Granularity == "range" || c.ExpectEnd != "" {
		if strings.Contains(c.Expect, "T") && strings.Contains(c.ExpectEnd, "T") {
			s, err1 := time.Parse(time.RFC3339, c.Expect)
			e, err2 := time.Parse(time.RFC3339, c.ExpectEnd)
			return err1 == nil && err2 == nil && !got.Before(s) && got.Before(e), shown
		}
		end := c.ExpectEnd
		if end == "" {
			end = "9999"
		}
		d := got.Format(time.DateOnly)
		return prefix(c.Expect, 10) <= d && d < prefix(end, 10), shown
	}
	if c.Granularity == "day" || !strings.Contains(c.Expect, "T") {
		return got.Format(time.DateOnly) == prefix(c.Expect, 10), shown
	}
	want, err := time.Parse(time.RFC3339, c.Expect)
	if err != nil {
		return false, shown
	}
	d := got.Sub(want)
	return d > -time.Minute && d < time.Minute, shown
}

func prefix(s string, n int) string {
	if len(s) < n {
		return s
	}
	return s[:n]
}

// Print writes the report as a table: overall, per granularity, per
// family, disputed.
func (r EvalReport) Print(w io.Writer) {
	line := func(name string, s EvalScore) {
		fmt.Fprintf(w, "%-16s %4d/%-4d %.3f\n", name, s.Correct, s.Total, s.Acc)
	}
	line("dates", r.All)
	for _, k := range sortedKeys(r.ByGranularity) {
		line("  "+k, r.ByGranularity[k])
	}
	for _, k := range sortedKeys(r.ByFamily) {
		line("  "+k, r.ByFamily[k])
	}
	if r.Disputed.Total > 0 {
		line("disputed", r.Disputed)
	}
	if r.PerPhrase > 0 {
		fmt.Fprintf(w, "%.1f µs/phrase in-process (%.0f phrases/s)\n",
			float64(r.PerPhrase)/1e3, float64(time.Second)/float64(r.PerPhrase))
	}
}

func sortedKeys(m map[string]EvalScore) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
