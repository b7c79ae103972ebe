package agent_test

import (
	"context"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
)

// TestBeforeTheNamedMilestone: "… before the stall setup day milestone",
// read by the grammar and settled against the user's milestones, is due the
// day before that milestone, its words out of the title.
func TestBeforeTheNamedMilestone(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Fair"}`)
	run("addMilestone", `{"project":"Fair","title":"stall setup day","due":"2026-12-13"}`)
	for _, said := range []string{"buy the bunting before the stall setup day milestone", "add a task to buy the bunting before the stall setup day milestone"} {
		p := grammar.Plan(said)
		if len(p.Steps) != 1 {
			t.Fatalf("%q: %+v", said, p)
		}
		if err := agent.RelativeDueCut(ctx, &p, box, ""); err != nil {
			t.Fatal(err)
		}
		if due, _ := p.Steps[0].Args["due"].(string); p.Steps[0].Args["title"] != "buy the bunting" || due != "the day before stall setup day" {
			t.Errorf("%q: %v", said, p.Steps[0].Args)
		}
	}
}
