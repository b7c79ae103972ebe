package agent_test

import (
	"testing"

	"pace/agent"
	"pace/agent/grammar"
)

// TestAnotherMilestone: "and X by D" right after a turn that added a
// project's milestones is one more milestone of that project; after any
// other turn, or without a date, it stays a new task.
func TestAnotherMilestone(t *testing.T) {
	for _, tc := range []struct {
		prev, text, tool, project string
	}{
		{"add a milestone to the loft project: joists in by jan 8", "and boarding done by jan 20", "addMilestone", "loft"},
		{"under Loft add milestones - joists in by jan 8, stairs by jan 20", "also plastering finished by feb 3", "addMilestone", "Loft"},
		{"add buy paint by friday", "and boarding done by jan 20", "createTask", ""},
		{"add a milestone to the loft project: joists in by jan 8", "and ring the roofer on friday", "createTask", ""},
		{"add a milestone to the loft project: joists in by jan 8", "boarding done by jan 20", "createTask", ""},
	} {
		p := grammar.Plan(tc.text)
		agent.AnotherMilestone(&p, tc.text, agent.PreviousTurn{Known: true, Request: tc.prev})
		if len(p.Steps) != 1 || p.Steps[0].Tool != tc.tool {
			t.Fatalf("%q after %q: %+v", tc.text, tc.prev, p.Steps)
		}
		if got, _ := p.Steps[0].Args["project"].(string); tc.tool == "addMilestone" && got != tc.project {
			t.Errorf("%q after %q: project %q, want %q", tc.text, tc.prev, got, tc.project)
		}
	}
}
