package grammar

import (
	"testing"

	cls "pace/agent/intent"
)

// TestClarifyAsksInsteadOfActing: an unsure mutating reading yields no
// steps and a question whose options are ready plans, each with a phrase
// the rules read back as the same tool, plus "do nothing".
func TestClarifyAsksInsteadOfActing(t *testing.T) {
	c := newClause("sort out the garage stuff", false)
	p := Parse(c.s)
	scores := []cls.Score{{Label: "deleteTask", P: 0.45}, {Label: "createTask", P: 0.3}, {Label: "queryTasks", P: 0.15}}
	out := clarify(c.s, c, p, scores)
	if len(out.Steps) != 0 || out.Clarify == nil || out.Note == "" {
		t.Fatalf("clarify = %+v", out)
	}
	opts := out.Clarify.Options
	if len(opts) < 3 || len(opts) > 4 {
		t.Fatalf("options = %+v", opts)
	}
	if last := opts[len(opts)-1]; len(last.Steps) != 0 {
		t.Errorf("last option should do nothing: %+v", last)
	}
	for _, o := range opts[:len(opts)-1] {
		if len(o.Steps) != 1 || o.Label == "" {
			t.Errorf("option %+v", o)
			continue
		}
		if o.Text == "" {
			continue
		}
		if got := rulesPlan(o.Text); len(got.Steps) != 1 || got.Steps[0].Tool != o.Steps[0].Tool {
			t.Errorf("phrase %q reads as %+v, want %s", o.Text, got.Steps, o.Steps[0].Tool)
		}
	}
}

// TestDecideWeakRules: a precise rule wins against the classifier; a weak
// mutating rule contradicted by a confident out-of-scope reading makes no
// step; a question the classifier puts out of scope goes to the notes.
func TestDecideWeakRules(t *testing.T) {
	for _, tc := range []struct {
		in     string
		scores []cls.Score
		want   string
	}{
		{"remind me to call the bank tomorrow", []cls.Score{{Label: "other", P: 0.9}}, "createTask"},
		{"fetch the thing from the place", []cls.Score{{Label: "other", P: 0.9}}, ""},
		{"fetch the thing from the place", []cls.Score{{Label: "createTask", P: 0.9}}, "createTask"},
		{"where did the thing in the place end up?", []cls.Score{{Label: "other", P: 0.9}}, "askNotes"},
	} {
		s, q := clean(tc.in)
		c := newClause(s, isQuestion(s, q))
		rp, p, _ := rulesPlanParsed(tc.in)
		out := decide(tc.in, c, p, rp, tc.scores)
		got := ""
		if len(out.Steps) > 0 {
			got = out.Steps[0].Tool
		}
		if got != tc.want {
			t.Errorf("%q (rule %s) with %v: got %q, want %q", tc.in, p.Rule, tc.scores, got, tc.want)
		}
	}
}
