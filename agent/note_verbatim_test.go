package agent_test

import (
	"testing"

	"pace/agent"
	"pace/plan"
)

// TestNoteVerbatim: a note said after "note:" keeps the words as typed,
// whatever the grammar's rewrites made of them; other plans, and notes
// said without a colon, are left as they are.
func TestNoteVerbatim(t *testing.T) {
	note := func(body string) plan.Plan {
		return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createNote", Args: map[string]any{"body": body, "title": "T"}}}}
	}
	task := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "x"}}}}
	for _, tc := range []struct {
		text string
		in   plan.Plan
		want string
	}{
		{"note: the chimney sweep comes every October", note("the chimney sweep comes every year in October"), "the chimney sweep comes every October"},
		{"Note to self: gate code 4471 🔑", note("gate code 4471"), "gate code 4471 🔑"},
		{"pls save a quick note: Ms Ito's room is B12, ask at reception", note("Ms Ito's room is B12. ask at reception"), "Ms Ito's room is B12, ask at reception"},
		{"remember that the gate code is 4471", note("the gate code is 4471"), "the gate code is 4471"},
		{"note: buy milk", task, ""},
	} {
		p := tc.in
		p.Steps = []plan.Step{{Tool: tc.in.Steps[0].Tool, Args: map[string]any{}}}
		for k, v := range tc.in.Steps[0].Args {
			p.Steps[0].Args[k] = v
		}
		agent.NoteVerbatim(&p, tc.text)
		if got, _ := p.Steps[0].Args["body"].(string); got != tc.want {
			t.Errorf("%q: body %q, want %q", tc.text, got, tc.want)
		}
	}
}
