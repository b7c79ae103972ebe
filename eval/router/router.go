// Package router is the router eval: utterances we wrote ourselves, in
// splits, each with the plan steps the grammar brain must produce (tool and
// key arguments). RunRouterEval scores every split; canonical and compound
// are gated at 100% by this package's tests. The two held-out splits were
// frozen before the grammar was written and are never tuned against: their
// scores are reported, their misses never itemized.
package router

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"

	"pace/agent/grammar"
	"pace/plan"
)

//go:embed data/*.jsonl
var data embed.FS

// Splits in report order. Held-out splits are marked.
var Splits = []struct {
	Name    string
	HeldOut bool
}{
	{"canonical", false}, {"compound", false}, {"paraphrase", false}, {"questions", false},
	{"not_tasks", false}, {"external", false}, {"heldout_a", true}, {"heldout_b", true},
}

// Item is one utterance and what must come of it.
type Item struct {
	U          string      `json:"u"`
	Want       *[]WantStep `json:"want,omitempty"`
	Forbid     []string    `json:"forbid,omitempty"`
	Understood *bool       `json:"understood,omitempty"`
}

// WantStep is an expected step: the tool and the arguments to check.
type WantStep struct {
	Tool string         `json:"tool"`
	Args map[string]any `json:"args,omitempty"`
}

// SplitScore is one split's result.
type SplitScore struct {
	Split    string  `json:"split"`
	HeldOut  bool    `json:"held_out"`
	Total    int     `json:"total"`
	Correct  int     `json:"correct"`
	Accuracy float64 `json:"accuracy"`
	// Misses lists the failed utterances with why; empty for held-out
	// splits, whose misses are never itemized.
	Misses []Miss `json:"-"`
}

// Miss is one failed item of a tunable split.
type Miss struct {
	U   string
	Why string
	Got plan.Plan
}

// Report is the whole eval.
type Report struct {
	Splits []SplitScore `json:"splits"`
	Total  int          `json:"total"`
}

// Load reads one split's items.
func Load(split string) ([]Item, error) {
	b, err := data.ReadFile(path.Join("data", split+".jsonl"))
	if err != nil {
		return nil, fmt.Errorf("load split %s: %w", split, err)
	}
	var items []Item
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		var it Item
		if err := json.Unmarshal([]byte(line), &it); err != nil {
			return nil, fmt.Errorf("load split %s line %d: %w", split, n, err)
		}
		items = append(items, it)
	}
	return items, sc.Err()
}

// Score runs the grammar planner on items.
func Score(split string, heldOut bool, items []Item) SplitScore {
	s := SplitScore{Split: split, HeldOut: heldOut, Total: len(items)}
	for _, it := range items {
		got := grammar.PlanAsTurn(it.U)
		if why := Check(it, got); why != "" {
			if !heldOut {
				s.Misses = append(s.Misses, Miss{U: it.U, Why: why, Got: got})
			}
			continue
		}
		s.Correct++
	}
	if s.Total > 0 {
		s.Accuracy = float64(s.Correct) / float64(s.Total)
	}
	return s
}

// Check returns "" when got satisfies it, else why not.
func Check(it Item, got plan.Plan) string {
	for _, f := range it.Forbid {
		for _, st := range got.Steps {
			if st.Tool == f {
				return "forbidden tool " + f
			}
		}
	}
	if it.Understood != nil && *it.Understood != got.Understood {
		return fmt.Sprintf("understood=%v", got.Understood)
	}
	if it.Want == nil {
		return ""
	}
	want := *it.Want
	if len(want) != len(got.Steps) {
		return fmt.Sprintf("want %d steps, got %d", len(want), len(got.Steps))
	}
	for i, w := range want {
		g := got.Steps[i]
		if w.Tool != g.Tool {
			return fmt.Sprintf("step %d: want %s, got %s", i+1, w.Tool, g.Tool)
		}
		keys := make([]string, 0, len(w.Args))
		for k := range w.Args {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			wv := fmt.Sprint(w.Args[k])
			gv, ok := g.Args[k]
			if !ok {
				return fmt.Sprintf("step %d: no %s (want %q)", i+1, k, wv)
			}
			gs := fmt.Sprint(gv)
			if wv == "*" && strings.TrimSpace(gs) != "" {
				continue
			}
			if norm(k, wv) != norm(k, gs) {
				return fmt.Sprintf("step %d: %s = %q, want %q", i+1, k, gs, wv)
			}
		}
	}
	return ""
}

var dateKeys = map[string]bool{"due": true, "to": true, "until": true, "day": true}

// norm makes argument values comparable: lower case, edge punctuation and
// one leading article or possessive trimmed; date phrases also lose a
// leading preposition, project names a trailing "project".
func norm(key, v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	v = strings.Trim(v, " .,!?;:\"'“”")
	strip := func(ps ...string) {
		for _, p := range ps {
			if strings.HasPrefix(v, p+" ") {
				v = strings.TrimSpace(v[len(p)+1:])
				return
			}
		}
	}
	if dateKeys[key] {
		strip("on", "by", "before", "until", "till", "for", "due")
	}
	strip("the", "a", "an", "my", "our")
	if key == "project" || key == "to" || key == "from" {
		v = strings.TrimSuffix(v, " project")
	}
	return strings.Join(strings.Fields(v), " ")
}

// RunRouterEval scores every split and writes a table (or, with jsonOut,
// one JSON object per split) to w.
func RunRouterEval(w io.Writer, jsonOut bool) (Report, error) {
	var r Report
	for _, sp := range Splits {
		items, err := Load(sp.Name)
		if err != nil {
			return r, err
		}
		s := Score(sp.Name, sp.HeldOut, items)
		r.Splits = append(r.Splits, s)
		r.Total += s.Total
	}
	if jsonOut {
		enc := json.NewEncoder(w)
		for _, s := range r.Splits {
			if err := enc.Encode(s); err != nil {
				return r, err
			}
		}
		return r, nil
	}
	fmt.Fprintf(w, "%-12s %8s %6s %9s\n", "split", "correct", "total", "accuracy")
	for _, s := range r.Splits {
		name := s.Split
		if s.HeldOut {
			name += "*"
		}
		fmt.Fprintf(w, "%-12s %8d %6d %8.1f%%\n", name, s.Correct, s.Total, 100*s.Accuracy)
	}
	fmt.Fprintf(w, "%d utterances; * held out: written before the grammar, never tuned against.\n", r.Total)
	return r, nil
}
