package router

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestGate holds canonical and compound at 100%; every other tunable split
// logs its misses.
func TestGate(t *testing.T) {
	for _, sp := range Splits {
		if sp.HeldOut {
			continue
		}
		items, err := Load(sp.Name)
		if err != nil {
			t.Fatal(err)
		}
		s := Score(sp.Name, false, items)
		gated := sp.Name == "canonical" || sp.Name == "compound"
		for _, m := range s.Misses {
			got, _ := json.Marshal(m.Got)
			if gated {
				t.Errorf("%s: %q: %s\n\tgot %s", sp.Name, m.U, m.Why, got)
			} else {
				t.Logf("%s: %q: %s\n\tgot %s", sp.Name, m.U, m.Why, got)
			}
		}
		t.Logf("%s: %d/%d", sp.Name, s.Correct, s.Total)
	}
}

func TestEvalSize(t *testing.T) {
	n := 0
	for _, sp := range Splits {
		items, err := Load(sp.Name)
		if err != nil {
			t.Fatal(err)
		}
		if len(items) < 25 {
			t.Errorf("split %s has %d items, want ≥ 25", sp.Name, len(items))
		}
		n += len(items)
	}
	if n < 300 {
		t.Errorf("eval has %d utterances, want ≥ 300", n)
	}
}

func TestRunRouterEvalOutput(t *testing.T) {
	var table, js bytes.Buffer
	r, err := RunRouterEval(&table, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := RunRouterEval(&js, true); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(js.String()), "\n")
	if len(lines) != len(Splits) || len(r.Splits) != len(Splits) {
		t.Fatalf("want one JSON line per split, got %d", len(lines))
	}
	for _, l := range lines {
		var s SplitScore
		if err := json.Unmarshal([]byte(l), &s); err != nil || s.Split == "" {
			t.Errorf("bad JSON line %q: %v", l, err)
		}
		if strings.Contains(l, "misses") {
			t.Errorf("JSON line itemizes misses: %s", l)
		}
	}
	t.Log("\n" + table.String())
}

func TestNorm(t *testing.T) {
	for _, c := range []struct{ k, a, b string }{
		{"title", "The Report.", "report"},
		{"due", "on Friday", "friday"},
		{"project", "the Garden project", "garden"},
	} {
		if norm(c.k, c.a) != norm(c.k, c.b) {
			t.Errorf("norm(%q, %q) = %q, want %q", c.k, c.a, norm(c.k, c.a), norm(c.k, c.b))
		}
	}
}
