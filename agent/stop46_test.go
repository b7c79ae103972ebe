package agent_test

import (
	"context"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
)

// TestCommaPartNamesProjectByLead: "…, its for the fete, on friday" and
// "…, village fete, by the 1st" file the new task under "village fete
// committee" when that project exists, the words leaving the title; a
// comma part naming no project ("its for the kids") leaves the task
// unfiled.
func TestCommaPartNamesProjectByLead(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"village fete committee"}`)
	for _, tc := range []struct{ text, title, project string }{
		{"put down ring the marquee firm about a quote, its for the village fete, on friday", "ring the marquee firm about a quote", "village fete committee"},
		{"add Mrs Hall doing the cake stall, village fete, by the 1st of june", "Mrs Hall doing the cake stall", "village fete committee"},
		{"put down buy bread, its for the kids, on friday", "buy bread", ""},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.FileUnderNamedProject(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != 1 {
			t.Fatalf("%q: %+v", tc.text, p)
		}
		got, _ := p.Steps[0].Args["fileUnder"].(string)
		if p.Steps[0].Args["title"] != tc.title || got != tc.project {
			t.Errorf("%q: title %v, filed %q; want %q in %q", tc.text, p.Steps[0].Args["title"], got, tc.title, tc.project)
		}
	}
}
