package agent_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"pace/agent"
	"pace/plan"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

// runBox is a ToolBox over a fresh store and a run that calls one of its
// tools, failing the test when the call does not succeed.
func runBox(t *testing.T) (*tools.ToolBox, func(tool, args string)) {
	box := tools.NewToolBox(storetest.MustOpen(t, store.Options{}), tools.Options{})
	return box, func(tool, args string) {
		t.Helper()
		if r, err := box.Run(context.Background(), tools.Invocation{Tool: tool, Args: json.RawMessage(args)}); err != nil || !r.OK {
			t.Fatalf("%s %s: %+v %v", tool, args, r, err)
		}
	}
}

// TestProjectsByName: a delete whose reference names no task but exactly
// a project deletes the project (asked first, like any delete); a task of
// that name, a fuzzy name or a step reference keeps the task delete.
func TestProjectsByName(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
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

// TestDoneProjectArchives: "P is done" with P exactly a project's name
// archives it, even when a task's title holds the name loosely; a
// following "archive it" is the same archive; a task called exactly that
// is completed as before.
func TestDoneProjectArchives(t *testing.T) {
	ctx := context.Background()
	db := storetest.MustOpen(t, store.Options{})
	box := tools.NewToolBox(db, tools.Options{})
	for _, c := range []struct{ tool, args string }{
		{"createProject", `{"name":"Spare Room"}`},
		{"createTask", `{"title":"paint the spare room"}`},
		{"createProject", `{"name":"Taxes"}`},
		{"createTask", `{"title":"taxes"}`},
	} {
		if r, err := box.Run(ctx, tools.Invocation{Tool: c.tool, Args: json.RawMessage(c.args)}); err != nil || !r.OK {
			t.Fatalf("%s: %+v %v", c.tool, r, err)
		}
	}
	for _, tc := range []struct {
		steps []plan.Step
		want  []plan.Step
	}{
		{[]plan.Step{{Tool: "completeTask", Args: map[string]any{"task": "spare room"}}, {Tool: "archiveProject", Args: map[string]any{"project": "$1"}}, {Tool: "createTask", Args: map[string]any{"title": "x", "project": "$2"}}},
			[]plan.Step{{Tool: "archiveProject", Args: map[string]any{"project": "Spare Room"}}, {Tool: "createTask", Args: map[string]any{"title": "x", "project": "$1"}}}},
		{[]plan.Step{{Tool: "completeTask", Args: map[string]any{"task": "the spare room"}}},
			[]plan.Step{{Tool: "archiveProject", Args: map[string]any{"project": "Spare Room"}}}},
		{[]plan.Step{{Tool: "completeTask", Args: map[string]any{"task": "taxes"}}},
			[]plan.Step{{Tool: "completeTask", Args: map[string]any{"task": "taxes"}}}},
		{[]plan.Step{{Tool: "completeTask", Args: map[string]any{"task": "paint the spare room"}}},
			[]plan.Step{{Tool: "completeTask", Args: map[string]any{"task": "paint the spare room"}}}},
	} {
		p := plan.Plan{Steps: tc.steps}
		if err := agent.ProjectsByName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(p.Steps, tc.want) {
			t.Errorf("got %+v\nwant %+v", p.Steps, tc.want)
		}
	}
}

// TestRenameAndRestoreByProjectName: a rename or a reopen whose reference
// is exactly a project's name acts on the project.
func TestRenameAndRestoreByProjectName(t *testing.T) {
	ctx := context.Background()
	db := storetest.MustOpen(t, store.Options{})
	box := tools.NewToolBox(db, tools.Options{})
	for _, c := range []struct{ tool, args string }{
		{"createProject", `{"name":"Side Gig"}`},
		{"createTask", `{"title":"register the side gig domain"}`},
	} {
		if r, err := box.Run(ctx, tools.Invocation{Tool: c.tool, Args: json.RawMessage(c.args)}); err != nil || !r.OK {
			t.Fatalf("%s: %+v %v", c.tool, r, err)
		}
	}
	for _, tc := range []struct{ in, want plan.Step }{
		{plan.Step{Tool: "updateTask", Args: map[string]any{"task": "side gig", "title": "Craft Shop"}},
			plan.Step{Tool: "renameProject", Args: map[string]any{"project": "Side Gig", "name": "Craft Shop"}}},
		{plan.Step{Tool: "reopenTask", Args: map[string]any{"task": "side gig"}},
			plan.Step{Tool: "restoreProject", Args: map[string]any{"project": "Side Gig"}}},
		{plan.Step{Tool: "updateTask", Args: map[string]any{"task": "side gig", "project": "none"}},
			plan.Step{Tool: "updateTask", Args: map[string]any{"task": "side gig", "project": "none"}}},
	} {
		p := plan.Plan{Steps: []plan.Step{tc.in}}
		if err := agent.ProjectsByName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(p.Steps[0], tc.want) {
			t.Errorf("got %+v, want %+v", p.Steps[0], tc.want)
		}
	}
}

// TestMakeItWhenOfExisting: a lone capture "make X <when>" moves X when X
// names one open task, and "make X every <day>" sets its repetition; with
// none, several, a done one, or more slots than a date or a repetition,
// the capture stands.
func TestMakeItWhenOfExisting(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"call the vet"}`)
	run("createTask", `{"title":"send the invoice to Ana"}`)
	run("createTask", `{"title":"send the invoice to Bo"}`)
	run("createTask", `{"title":"water the ferns"}`)
	run("completeTask", `{"task":"water the ferns"}`)
	for _, tc := range []struct {
		args map[string]any
		tool string
	}{
		{map[string]any{"title": "make the vet call", "due": "monday"}, "rescheduleTask"},
		{map[string]any{"title": "make the vet call not 7", "due": "8am"}, "rescheduleTask"}, // the old time said after the new
		{map[string]any{"title": "Make the vet call", "due": "friday the 11th"}, "rescheduleTask"},
		{map[string]any{"title": "make the invoice", "due": "friday"}, "createTask"},                      // two answer: the capture stands
		{map[string]any{"title": "make the bed", "due": "tomorrow"}, "createTask"},                        // no such task
		{map[string]any{"title": "make the ferns", "due": "tomorrow"}, "createTask"},                      // only a done one
		{map[string]any{"title": "make the vet call", "due": "monday", "priority": "high"}, "createTask"}, // more than a date
		{map[string]any{"title": "make the vet call"}, "createTask"},                                      // no date
		{map[string]any{"title": "make the vet call", "repeats": "every saturday"}, "setRecurrence"},
		{map[string]any{"title": "make the bed", "repeats": "every saturday"}, "createTask"},                   // no such task
		{map[string]any{"title": "make the vet call", "due": "monday", "repeats": "every week"}, "createTask"}, // both
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "createTask", Args: tc.args}}}
		if err := agent.MakeItWhenOfExisting(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Tool; got != tc.tool {
			t.Errorf("%v: %s, want %s", tc.args, got, tc.tool)
		}
		if tc.tool == "setRecurrence" && (p.Steps[0].Args["task"] != "the vet call" || p.Steps[0].Args["repeats"] != tc.args["repeats"]) {
			t.Errorf("%v: %v", tc.args, p.Steps[0].Args)
		}
		if tc.tool == "rescheduleTask" && (p.Steps[0].Args["task"] != "the vet call" || p.Steps[0].Args["to"] != tc.args["due"]) {
			t.Errorf("%v: %v", tc.args, p.Steps[0].Args)
		}
	}
}

// TestExistingIntoNewProject: after "create a project P and put A and B in
// it", titles that name open tasks file those tasks in P; a title that is
// no task, or a list with one part that is no task, stays a new task, and
// a plan with more than titles is left alone.
func TestExistingIntoNewProject(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"sand the banister"}`)
	run("createTask", `{"title":"order the paint samples"}`)
	run("createTask", `{"title":"fill the cracks"}`)
	run("completeTask", `{"task":"fill the cracks"}`)
	proj := plan.Step{Tool: "createProject", Args: map[string]any{"name": "Hallway"}}
	task := func(title string) plan.Step {
		return plan.Step{Tool: "createTask", Args: map[string]any{"title": title, "project": "$1"}}
	}
	move := func(ref string) plan.Step {
		return plan.Step{Tool: "updateTask", Args: map[string]any{"task": ref, "project": "$1"}}
	}
	for _, tc := range []struct {
		name string
		in   []plan.Step
		want []plan.Step
	}{
		{"both parts are tasks", []plan.Step{proj, task("sand the banister and order the paint samples")},
			[]plan.Step{proj, move("sand the banister"), move("order the paint samples")}},
		{"one task, said whole", []plan.Step{proj, task("the banister")}, []plan.Step{proj, move("the banister")}},
		{"no such task", []plan.Step{proj, task("hang the mirror")}, []plan.Step{proj, task("hang the mirror")}},
		{"one part is no task", []plan.Step{proj, task("sand the banister and hang the mirror")},
			[]plan.Step{proj, task("sand the banister and hang the mirror")}},
		{"a done task is no open task", []plan.Step{proj, task("fill the cracks")}, []plan.Step{proj, task("fill the cracks")}},
		{"said as a reference, never a new task", []plan.Step{proj, task("the skirting one")}, []plan.Step{proj, move("the skirting one")}},
	} {
		p := plan.Plan{Steps: append([]plan.Step(nil), tc.in...)}
		if err := agent.ExistingIntoNewProject(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(p.Steps, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.name, p.Steps, tc.want)
		}
	}
	// a task with its own date is a new task said in full
	dated := plan.Step{Tool: "createTask", Args: map[string]any{"title": "sand the banister", "project": "$1", "due": "friday"}}
	p := plan.Plan{Steps: []plan.Step{proj, dated}}
	if err := agent.ExistingIntoNewProject(ctx, &p, box); err != nil || p.Steps[1].Tool != "createTask" {
		t.Errorf("dated: %+v %v", p.Steps, err)
	}
}

// TestDeadlineOfATask: a project's deadline moved where no project but a
// task has that name moves the task; a project of that name (or none of
// either) keeps the deadline.
func TestDeadlineOfATask(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"Okafor tax return","due":"2027-01-31"}`)
	run("createProject", `{"name":"Thesis"}`)
	for _, tc := range []struct {
		ref, tool string
	}{
		{"Okafor tax return", "rescheduleTask"},
		{"okafor", "rescheduleTask"},
		{"Thesis", "updateMilestone"},
		{"greenhouse", "updateMilestone"},
		{"$1", "updateMilestone"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "updateMilestone", Args: map[string]any{"milestone": "Deadline", "project": tc.ref, "due": "28 January", "orCreate": true}}}}
		if err := agent.ProjectsByName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Tool; got != tc.tool {
			t.Errorf("%q: %s, want %s", tc.ref, got, tc.tool)
		}
		if tc.tool == "rescheduleTask" && !reflect.DeepEqual(p.Steps[0].Args, map[string]any{"task": tc.ref, "to": "28 January"}) {
			t.Errorf("%q: %v", tc.ref, p.Steps[0].Args)
		}
	}
}

// TestReopenArchivedProjectByLead: "reopen lumen" after the project "Lumen
// app promo" was archived restores it, though a done task holds the word;
// before the archive it stays a task's reopen.
func TestReopenArchivedProjectByLead(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Lumen app promo"}`)
	run("createTask", `{"title":"send storyboard to lumen client","project":"Lumen app promo"}`)
	run("completeTask", `{"task":"send storyboard to lumen client"}`)
	reopen := func() plan.Step {
		p := plan.Plan{Steps: []plan.Step{{Tool: "reopenTask", Args: map[string]any{"task": "lumen"}}}}
		if err := agent.ProjectsByName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		return p.Steps[0]
	}
	if st := reopen(); st.Tool != "reopenTask" {
		t.Errorf("before the archive: %+v", st)
	}
	run("archiveProject", `{"project":"Lumen app promo"}`)
	if st := reopen(); st.Tool != "restoreProject" || st.Args["project"] != "Lumen app promo" {
		t.Errorf("after the archive: %+v", st)
	}
}
