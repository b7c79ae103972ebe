package agent_test

import (
	"context"
	"encoding/json"
	"testing"

	"pace/agent"
	"pace/plan"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

// TestProjectsByName: a delete whose reference names no task but exactly
// a project deletes the project (asked first, like any delete); a task of
// that name, a fuzzy name or a step reference keeps the task delete.
func TestProjectsByName(t *testing.T) {
	ctx := context.Background()
	db := storetest.MustOpen(t, store.Options{})
	box := tools.NewToolBox(db, tools.Options{})
	run := func(tool, args string) {
		t.Helper()
		if r, err := box.Run(ctx, tools.Invocation{Tool: tool, Args: json.RawMessage(args)}); err != nil || !r.OK {
			t.Fatalf("%s %s: %+v %v", tool, args, r, err)
		}
	}
	run("createProject", `{"name":"Allotment"}`)
	run("createProject", `{"name":"Loft"}`)
	run("createTask", `{"title":"loft"}`)
	for _, tc := range []struct {
		ref, tool string
	}{
		{"allotment", "deleteProject"},
		{"the Allotment project", "deleteProject"},
		{"loft", "deleteTask"},       // a task answers to it
		{"allot", "deleteTask"},      // not the project's whole name
		{"$1", "deleteTask"},         // a step's output
		{"greenhouse", "deleteTask"}, // nothing: the task path says so
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "deleteTask", Args: map[string]any{"task": tc.ref}}}}
		if err := agent.ProjectsByName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Tool; got != tc.tool {
			t.Errorf("%q: %s, want %s", tc.ref, got, tc.tool)
		}
		if tc.tool == "deleteProject" && p.Steps[0].Args["project"] != "Allotment" {
			t.Errorf("%q: %v", tc.ref, p.Steps[0].Args)
		}
	}
}
