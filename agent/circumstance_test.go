package agent_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
	"pace/plan"
	"pace/tools"
)

// TestDoneWithCircumstance: a report of something done with where or how
// after it completes the open task its head names; a head too short, or
// one naming no task or several, stays as said.
func TestDoneWithCircumstance(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"post the birthday card"}`)
	run("createTask", `{"title":"meet the plumber"}`)
	run("createTask", `{"title":"buy stamps for the parcel"}`)
	run("createTask", `{"title":"buy stamps for the cards"}`)
	for _, tc := range []struct{ ref, want string }{
		{"post the birthday card at the corner box", "post the birthday card"},
		{"post the birthday card at the corner box on the way to work", "post the birthday card"},
		{"post the birthday card", "post the birthday card"},
		{"meet with Sarah at the cafe", "meet with Sarah at the cafe"},     // "meet with Sarah" names no task; "meet" is too short
		{"buy stamps at the post office", "buy stamps at the post office"}, // two tasks answer "buy stamps"
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "completeTask", Args: map[string]any{"task": tc.ref}}}}
		if err := agent.DoneWithCircumstance(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Args["task"]; got != tc.want {
			t.Errorf("%q: %v, want %q", tc.ref, got, tc.want)
		}
	}
}

// TestPutExistingUnder: "put X under the P project" files the open task X
// there; a title that names no open task stays a new task, and a capture
// said with "add" is never read as a move.
func TestPutExistingUnder(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Van"}`)
	run("createTask", `{"title":"buy towels"}`)
	for _, tc := range []struct {
		text  string
		title string
		tool  string
	}{
		{"put buy towels under the van project", "buy towels", "updateTask"},
		{"put buy shampoo in the van project", "buy shampoo", "createTask"},
		{"add buy towels to the van project", "buy towels", "createTask"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "createTask", Args: map[string]any{"title": tc.title, "project": "van"}}}}
		if err := agent.PutExistingUnder(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if st := p.Steps[0]; st.Tool != tc.tool || tc.tool == "updateTask" && (st.Args["task"] != tc.title || st.Args["project"] != "van") {
			t.Errorf("%q: %+v", tc.text, st)
		}
	}
}

// TestWithoutAside: a reference with a remark after it names the item its
// head names when the whole names none — a task, a project (its "project"
// word aside) or a milestone; a reference that names an item as it is, or
// whose head names none, is left as said.
func TestWithoutAside(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"buy packing tape"}`)
	run("createTask", `{"title":"buy the secret santa present"}`)
	run("createTask", `{"title":"call Sam, then Jo"}`)
	run("createProject", `{"name":"Work"}`)
	run("addMilestone", `{"project":"Work","title":"stove fitted"}`)
	for _, tc := range []struct{ tool, key, ref, want string }{
		{"deleteTask", "task", "the packing tape, found a roll in the drawer", "the packing tape"},
		{"completeTask", "task", "the present tho", "the present"},
		{"archiveProject", "project", "work project, ill keep that stuff on the work app", "work"},
		{"completeMilestone", "milestone", "stove fitted, fitter came early", "stove fitted"},
		{"completeTask", "task", "call Sam, then Jo", "call Sam, then Jo"},                   // names a task as said
		{"deleteTask", "task", "the sellotape, found a roll", "the sellotape, found a roll"}, // the head names nothing
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: tc.tool, Args: map[string]any{tc.key: tc.ref}}}}
		if err := agent.WithoutAside(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Args[tc.key]; got != tc.want {
			t.Errorf("%s %q: %v, want %q", tc.tool, tc.ref, got, tc.want)
		}
	}
}

// TestResolveDemonstratives: "that call" right after a task means it when
// its title holds "call", even with other calls; a focus the words do not
// fit, another family or no focus leaves the reference as said.
func TestResolveDemonstratives(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"call the mortgage lender"}`)
	run("createTask", `{"title":"call the plumber"}`)
	var id string
	if r, err := box.Run(ctx, tools.Invocation{Tool: "queryTasks", Args: json.RawMessage(`{}`)}); err == nil {
		for _, it := range r.Items {
			if it.Title == "call the mortgage lender" {
				id = "id:" + it.ID
			}
		}
	}
	if id == "" {
		t.Fatal("no task")
	}
	for _, tc := range []struct{ ref, family, want string }{
		{"that call", "task", id},
		{"this mortgage call", "task", id},
		{"that plumber call", "task", "that plumber call"}, // the focus does not fit
		{"that call", "milestone", "that call"},
		{"the call", "task", "the call"}, // no pointing word
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": tc.ref, "to": "monday"}}}}
		if err := agent.ResolveDemonstratives(ctx, &p, box, id, tc.family); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Args["task"]; got != tc.want {
			t.Errorf("%q (%s): %v, want %q", tc.ref, tc.family, got, tc.want)
		}
	}
}

// TestEventNotYetKept: "the gala is next friday 6 to 8pm" read as a move
// makes the task when no task has that name, and stays a move when one
// does; any other move is left alone.
func TestEventNotYetKept(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"MOT"}`)
	run("createProject", `{"name":"Flat"}`)
	run("addMilestone", `{"project":"Flat","title":"contract signed","due":"2026-12-18"}`)
	for _, tc := range []struct {
		text, ref, to string
		want          plan.Step
	}{
		{"the kids' swimming gala is next friday 6 to 8pm", "kids' swimming gala is", "next friday 6 to 8pm",
			plan.Step{Tool: "createTask", Args: map[string]any{"title": "the kids' swimming gala", "due": "next friday 6 to 8pm"}}},
		{"the MOT is on the 18th jan", "the MOT", "the 18th jan",
			plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "the MOT", "to": "the 18th jan"}}},
		{"move the gala to friday", "the gala", "friday",
			plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "the gala", "to": "friday"}}},
		{"the contract signing is moved to 22 December", "the contract signing", "22 December",
			plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "the contract signing", "to": "22 December"}}},
		{"make it for thursday instead, the machine is busy", "it", "thursday",
			plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "thursday"}}},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": tc.ref, "to": tc.to}}}}
		if err := agent.EventNotYetKept(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(p.Steps[0], tc.want) {
			t.Errorf("%q: %+v, want %+v", tc.text, p.Steps[0], tc.want)
		}
	}
	// the event told in a first sentence, then a request
	p := plan.Plan{Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "Nia's recital", "to": "the 12th"}},
		{Tool: "createTask", Args: map[string]any{"title": "buy Nia flowers", "due": "the 11th"}}}}
	if err := agent.EventNotYetKept(ctx, &p, box, "Nia's recital is on the 12th. Remind me to buy Nia flowers on the 11th."); err != nil {
		t.Fatal(err)
	}
	if want := (plan.Step{Tool: "createTask", Args: map[string]any{"title": "Nia's recital", "due": "the 12th"}}); !reflect.DeepEqual(p.Steps[0], want) {
		t.Errorf("first sentence: %+v, want %+v", p.Steps[0], want)
	}
}

// TestOwnTaskInstead: Pace's own verbs on what reads as another app's
// thing ("the … email") change the user's task when the words name exactly
// one open task (or move a milestone they name), and stay declined
// otherwise.
func TestOwnTaskInstead(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"email the landlord about the boiler"}`)
	run("createTask", `{"title":"text Mia the address"}`)
	run("createTask", `{"title":"text Mia the photos"}`)
	run("createProject", `{"name":"Kitchen"}`)
	run("addMilestone", `{"project":"Kitchen","title":"kitchen delivery","due":"2027-01-22"}`)
	for _, tc := range []struct {
		text string
		tool string // "" means declined, nothing runs
		ref  string
	}{
		{"move the landlord email to friday", "rescheduleTask", "the landlord email"},
		{"move the kitchen delivery to 29 january", "rescheduleTask", "the kitchen delivery"}, // a milestone
		{"delete the kitchen delivery", "", ""},                                               // not by deleteTask
		{"delete the landlord email", "deleteTask", "the landlord email"},
		{"move my alarm to 7:15", "", ""},
		{"delete all the spam emails in my inbox", "", ""},
		{"move the mia texts to monday", "", ""}, // two tasks answer it
	} {
		p := grammar.Plan(tc.text)
		if len(p.Steps) != 0 {
			t.Fatalf("%q: the grammar alone should decline, got %+v", tc.text, p.Steps)
		}
		if err := agent.OwnTaskInstead(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		switch {
		case tc.tool == "" && len(p.Steps) != 0:
			t.Errorf("%q: ran %+v, want declined", tc.text, p.Steps)
		case tc.tool != "" && (len(p.Steps) != 1 || p.Steps[0].Tool != tc.tool || p.Steps[0].Args["task"] != tc.ref):
			t.Errorf("%q: %+v, want %s on %q", tc.text, p.Steps, tc.tool, tc.ref)
		}
	}
}

// TestProjectNameInDate: a project whose name ends in a number said as a
// date ("#Mum 70th") is that project when it exists; otherwise the date
// stands.
func TestProjectNameInDate(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Mum 70th"}`)
	for _, tc := range []struct {
		args         map[string]any
		project, due string
	}{
		{map[string]any{"title": "order the cake", "project": "Mum", "due": "friday 70th"}, "Mum 70th", "friday"},
		{map[string]any{"title": "book the hall", "project": "Mum", "due": "70th"}, "Mum 70th", ""},
		{map[string]any{"title": "pay rent", "project": "Home", "due": "the 5th"}, "Home", "the 5th"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "createTask", Args: tc.args}}}
		if err := agent.ProjectNameInDate(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		due, _ := p.Steps[0].Args["due"].(string)
		if p.Steps[0].Args["project"] != tc.project || due != tc.due {
			t.Errorf("%v: %v", tc.args, p.Steps[0].Args)
		}
	}
}

// TestNamedOrFocus: a one-task change whose reference names nothing, in a
// request that also says "it", is said of the item in focus; a reference
// that names a task, or a request with no pronoun, stays as said.
func TestNamedOrFocus(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"collect the passport photos"}`)
	for _, tc := range []struct{ text, ref, want string }{
		{"not yet, the photographer was closed. Reopen it please", "photographer", "it"},
		{"not yet, the photos are blurry. Reopen it", "collect the passport photos", "collect the passport photos"},
		{"reopen the photographer", "photographer", "photographer"},
		{"I have bought the train set, so tick that off", "buy the train set", "buy the train set"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "reopenTask", Args: map[string]any{"task": tc.ref}}}}
		if err := agent.NamedOrFocus(ctx, &p, box, agent.Request{Text: tc.text, Focus: "id:t1"}); err != nil {
			t.Fatal(err)
		}
		if got := p.Steps[0].Args["task"]; got != tc.want {
			t.Errorf("%q: %v, want %q", tc.text, got, tc.want)
		}
	}
}

// TestEachNamed: a one-task change naming two tasks with "and" (the last
// step of a plan, as in "create a project Car and move A and B into it")
// is made to each; a title that itself holds "and", or a part naming no
// task, stays one step.
func TestEachNamed(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"order the brake pads"}`)
	run("createTask", `{"title":"polish the chrome"}`)
	run("createTask", `{"title":"fish and chips night"}`)
	for _, tc := range []struct {
		ref  string
		want []string
	}{
		{"the brake pads task and the chrome task", []string{"the brake pads task", "the chrome task"}},
		{"order the brake pads and to polish the chrome", []string{"order the brake pads", "polish the chrome"}},
		{"fish and chips night", []string{"fish and chips night"}},
		{"the brake pads and the bumper", []string{"the brake pads and the bumper"}},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "createProject", Args: map[string]any{"name": "Car"}}, {Tool: "updateTask", Args: map[string]any{"task": tc.ref, "project": "$1"}}}}
		if err := agent.EachNamed(ctx, &p, box, ""); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, st := range p.Steps[1:] {
			got = append(got, st.Args["task"].(string))
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %v, want %v", tc.ref, got, tc.want)
		}
	}
}

// TestEachNamedFocus: "mark that done and the chrome too" is the change to
// the task in focus and to the one named; with no task in focus the
// reference stays as it was said.
func TestEachNamedFocus(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"order the brake pads"}`)
	run("createTask", `{"title":"polish the chrome"}`)
	id, err := box.OpenTaskID(ctx, "order the brake pads")
	if err != nil || id == "" {
		t.Fatalf("id: %q %v", id, err)
	}
	for _, tc := range []struct {
		ref, focus string
		want       []string
	}{
		{"that and the chrome", "id:" + id, []string{"it", "the chrome"}},
		{"it and the chrome", "", []string{"it and the chrome"}},
		{"it and the brake pads", "id:" + id, []string{"it and the brake pads"}},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "completeTask", Args: map[string]any{"task": tc.ref}}}}
		if err := agent.EachNamed(ctx, &p, box, tc.focus); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, st := range p.Steps {
			got = append(got, st.Args["task"].(string))
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q (focus %q): %v, want %v", tc.ref, tc.focus, got, tc.want)
		}
	}
}
