package agent_test

import (
	"context"
	"encoding/json"
	"testing"

	"pace/agent"
	"pace/plan"
	"pace/tools"
)

// TestMilestoneAtProjectName: a new milestone whose title begins with a
// project the user has ("to the wedding final dress fitting") goes to that
// project with the rest as its title; a project already named, no project
// in the words, or two that fit leave the step as it is.
func TestMilestoneAtProjectName(t *testing.T) {
	ctx := context.Background()
	box, _ := runBox(t)
	for _, name := range []string{"Sian's wedding", "Garden", "Garden shed"} {
		if r, err := box.Run(ctx, tools.Invocation{Tool: "createProject", Args: json.RawMessage(`{"name":"` + name + `"}`)}); err != nil || !r.OK {
			t.Fatalf("createProject %s: %+v %v", name, r, err)
		}
	}
	step := func(project, title string) plan.Plan {
		return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "addMilestone", Args: map[string]any{"project": project, "title": title, "due": "10 april"}}}}
	}
	for _, tc := range []struct{ in, want plan.Plan }{
		{step("it", "to the wedding final dress fitting"), step("Sian's wedding", "final dress fitting")},
		{step("", "in the wedding project venue deposit paid"), step("Sian's wedding", "venue deposit paid")},
		{step("it", "for the wedding thats like final dress fitting"), step("Sian's wedding", "final dress fitting")},
		{step("it", "to the wedding — cake tasting"), step("Sian's wedding", "cake tasting")},
		{step("Garden", "to the wedding cake tasting"), step("Garden", "to the wedding cake tasting")},
		{step("it", "to the printers for proofs"), step("it", "to the printers for proofs")},
		{step("it", "to the garden shed roof done"), step("it", "to the garden shed roof done")}, // "garden" and "garden shed" both fit
	} {
		p := tc.in
		p.Steps = []plan.Step{{Tool: p.Steps[0].Tool, Args: map[string]any{}}}
		for k, v := range tc.in.Steps[0].Args {
			p.Steps[0].Args[k] = v
		}
		if err := agent.MilestoneAtProjectName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		got, want := p.Steps[0].Args, tc.want.Steps[0].Args
		if got["project"] != want["project"] || got["title"] != want["title"] {
			t.Errorf("%v: got %v, want %v", tc.in.Steps[0].Args, got, want)
		}
	}
}
