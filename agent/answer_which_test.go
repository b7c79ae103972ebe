package agent_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
	"pace/plan"
	"pace/tools"
)

// TestAnswerWhich: a name typed after "Which project do you mean?" runs
// the request that asked, with that project where it said "it"; a name of
// no project, a turn that asked nothing or one that changed something
// leave the text to be read on its own.
func TestAnswerWhich(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"English Course"}`)
	run("createTask", `{"title":"print the grammar exercises"}`)
	asked := agent.PreviousTurn{Known: true, Request: "add buy a folder to that project",
		Reply: "Which project do you mean? Say its name. Nothing was changed."}
	changed := asked
	changed.Changed = true
	noQuestion := asked
	noQuestion.Reply = "Created “buy a folder”"
	taskAsked := agent.PreviousTurn{Known: true, Request: "make it p1",
		Reply: "Which task do you mean? Say its name, or say it again with the name in place of “it”. Nothing was changed."}
	for _, tc := range []struct {
		prev      agent.PreviousTurn
		text      string
		key, want string // "" key: not an answer
	}{
		{asked, "English Course", "project", "English Course"},
		{asked, "the English Course project, please.", "project", "English Course"},
		{asked, "I mean english course", "project", "english course"},
		{asked, "Sorry, it's English Course thanks", "project", "English Course"},
		{asked, "Garden", "", ""},                      // no such project
		{asked, "print the grammar exercises", "", ""}, // a task, not a project
		{changed, "English Course", "", ""},
		{noQuestion, "English Course", "", ""},
		{taskAsked, "the grammar exercises", "task", "grammar exercises"},
		{taskAsked, "English Course", "", ""},
	} {
		p, ok, err := agent.AnswerWhich(ctx, agent.Request{Text: tc.text, Previous: tc.prev}, box)
		if err != nil {
			t.Fatal(err)
		}
		checkOneStepArg(t, tc.text+" after "+tc.prev.Reply, p, ok, tc.key, tc.want)
	}
}

// checkOneStepArg: a plan taken (ok) exactly when key is set, and then one
// step whose key argument is want.
func checkOneStepArg(t *testing.T, label string, p plan.Plan, ok bool, key, want string) {
	t.Helper()
	if ok != (key != "") {
		t.Errorf("%q: taken=%v (%+v)", label, ok, p)
		return
	}
	if ok && (len(p.Steps) != 1 || p.Steps[0].Args[key] != want) {
		t.Errorf("%q: plan %+v, want %s=%q", label, p, key, want)
	}
}

// TestAndThatToo: "and the X thing" after a change makes that change to X
// as well; a request understood on its own, a previous turn that changed
// nothing, or one of mixed changes is left alone.
func TestAndThatToo(t *testing.T) {
	moved := agent.PreviousTurn{Known: true, Changed: true, Request: "put the swimming one in Family"}
	added := agent.PreviousTurn{Known: true, Changed: true, Request: "add milk to the shopping list"}
	mixed := agent.PreviousTurn{Known: true, Changed: true, Request: "add call the bank and make it p1"}
	nothing := moved
	nothing.Changed = false
	ticked := agent.PreviousTurn{Known: true, Changed: true, Request: "mark the stamps done"}
	chained := agent.PreviousTurn{Known: true, Changed: true, Request: "and the inhaler too", Recent: []string{"and the inhaler too", "mark the stamps done"}}
	for _, tc := range []struct {
		prev      agent.PreviousTurn
		text      string
		key, want string // "" key: not a follow-up
	}{
		{moved, "and the PE kit thing", "task", "PE kit"},
		{moved, "also the ballet one too", "task", "ballet"},
		{added, "and eggs", "title", "eggs"},
		{nothing, "and the PE kit thing", "", ""},
		{mixed, "and the gas bill", "", ""},
		{moved, "and tomorrow at 5 call mum", "", ""},
		{ticked, "and the prescription too", "task", "prescription"},
		{chained, "and the plasters too", "task", "plasters"},
	} {
		p, ok := agent.AndThatToo(grammar.Plan(tc.text), agent.Request{Text: tc.text, Previous: tc.prev})
		checkOneStepArg(t, tc.text+" after "+tc.prev.Request, p, ok, tc.key, tc.want)
	}
	// a new task with its own date, or several items' words, is its own:
	// the last task's priority ("asap") is not carried to it unsaid
	urgent := agent.PreviousTurn{Known: true, Changed: true, Request: "add ring the insurers about the van asap"}
	for _, text := range []string{"and skip hire sat", "and shop sat, bread milk eggs, lunch bits"} {
		p, _ := agent.AndThatToo(grammar.Plan(text), agent.Request{Text: text, Previous: urgent})
		for _, st := range p.Steps {
			if st.Args["priority"] != nil {
				t.Errorf("%q: priority carried over: %v", text, st.Args)
			}
		}
		if p.Clarify != nil {
			for _, o := range p.Clarify.Options {
				for _, st := range o.Steps {
					if st.Args["priority"] != nil {
						t.Errorf("%q: an option carries the priority: %v", text, st.Args)
					}
				}
			}
		}
	}
	if p, ok := agent.AndThatToo(grammar.Plan("and skip hire sat"), agent.Request{Text: "and skip hire sat", Previous: urgent}); !ok || len(p.Steps) != 1 || p.Steps[0].Args["due"] != "sat" || p.Steps[0].Args["title"] != "skip hire" {
		t.Errorf("and skip hire sat: %+v %v", p, ok)
	}
}

// TestCommaProject: the words after a message's last comma file its one
// new task when they are exactly a project's name; other words stay.
func TestCommaProject(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Acme Site"}`)
	for _, tc := range []struct {
		text, title, fileUnder string
	}{
		{"send jo the mockups tmrw, high priority, acme site pls", "send jo the mockups", "Acme Site"},
		{"buy milk, eggs", "buy milk, eggs", ""},
		{"call the printer, acme", "call the printer, acme", ""},
		{"Add a task to chase the printer on Monday at 2pm, in Acme Site.", "chase the printer", "Acme Site"},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.FileUnderNamedProject(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != 1 || p.Steps[0].Args["title"] != tc.title || (tc.fileUnder != "") != (p.Steps[0].Args["fileUnder"] != nil) {
			t.Errorf("%q: %+v", tc.text, p.Steps)
		}
	}
}

// TestFiledUnderNameStart: "add X to mrcp, due 3 jan" files X under the
// one project whose name starts with those words ("MRCP Part 1 Jan 27"),
// or ends with them ("the wedding" for "Priya & Sam wedding");
// words two projects start with, or none, stay in the title.
func TestFiledUnderNameStart(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"MRCP Part 1 Jan 27"}`)
	run("createProject", `{"name":"Garden Shed"}`)
	run("createProject", `{"name":"Garden Pond"}`)
	run("createProject", `{"name":"Priya & Sam wedding"}`)
	checkFiled(ctx, t, box, []filedCase{
		{"add pharm qbank 50qs to mrcp, due 3 jan", "pharm qbank 50qs", "MRCP Part 1 Jan 27"},
		// the one project whose name ends with the words
		{"add collect the suit to the wedding, due sat", "collect the suit", "Priya & Sam wedding"},
		// a "to" before the place that names none
		{"add pay deposit to caterer £500 by 15/01/2027 in the wedding project", "pay deposit to caterer £500", "Priya & Sam wedding"},
		{"add renal notes to mrcp", "renal notes", "MRCP Part 1 Jan 27"},
		{"add buy a liner to garden", "buy a liner to garden", ""},
		{"add buy a liner to garden pond", "buy a liner", "Garden Pond"},
	})
}

// TestDueNamesProject: "add A and B to xmas" with a project Xmas files both
// there, undated (the date parser had read Christmas day and left "to" in
// B's title); with no such project the day stands and only the "to" goes;
// a request that is not an add is left alone.
func TestDueNamesProject(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Xmas"}`)
	for _, tc := range []struct {
		text      string
		titles    []string
		fileUnder string
		due       string
	}{
		{"add wrap presents and order the turkey to xmas", []string{"wrap presents", "order the turkey"}, "Xmas", ""},
		{"add buy lights to Xmas", []string{"buy lights"}, "Xmas", ""},
		{"add buy lights to christmas", []string{"buy lights"}, "", "christmas"},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.FileUnderNamedProject(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != len(tc.titles) {
			t.Fatalf("%q: %+v", tc.text, p.Steps)
		}
		for i, st := range p.Steps {
			fu, _ := st.Args["fileUnder"].(string)
			due, _ := st.Args["due"].(string)
			if st.Args["title"] != tc.titles[i] || fu != tc.fileUnder || due != tc.due {
				t.Errorf("%q step %d: %v", tc.text, i+1, st.Args)
			}
		}
	}
}

// TestRenameAtProjectName: a rename whose names hold "to" is cut where the
// old name is an existing project's; a project that exists as read, or no
// fitting cut, leaves the plan alone.
func TestRenameAtProjectName(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Trip to Porto"}`)
	run("createProject", `{"name":"Garden"}`)
	for _, tc := range []struct {
		text, project, name string
	}{
		{"rename the project Trip to Porto to Easter in Porto", "Trip to Porto", "Easter in Porto"},
		{"rename the Garden project to Back Garden", "Garden", "Back Garden"},
		{"rename project Holiday to Beach", "Holiday", "Beach"}, // no such project: as read
	} {
		p := grammar.Plan(tc.text)
		if err := agent.RenameAtProjectName(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != 1 || p.Steps[0].Tool != "renameProject" || p.Steps[0].Args["project"] != tc.project || p.Steps[0].Args["name"] != tc.name {
			t.Errorf("%q: %+v", tc.text, p.Steps)
		}
	}
}

// TestDayThatIsAProject: a selection's day that is exactly a project's
// name ("all the christmas stuff" with a project Christmas) selects the
// project; with no such project the day stands.
func TestDayThatIsAProject(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Christmas"}`)
	for _, tc := range []struct {
		args         map[string]any
		project, day string
	}{
		{map[string]any{"day": "christmas"}, "Christmas", ""},
		{map[string]any{"day": "easter"}, "", "easter"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "queryTasks", Args: tc.args}}}
		if err := agent.ProjectNameInDate(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		pr, _ := p.Steps[0].Args["project"].(string)
		day, _ := p.Steps[0].Args["day"].(string)
		if pr != tc.project || day != tc.day {
			t.Errorf("%v: %v", tc.args, p.Steps[0].Args)
		}
	}
}

// TestCancelIsToDo: "cancel X" where X names no task, project or
// milestone is the to-do to cancel it; a cancel that names a task stays a
// delete, and a delete said without "cancel" is never turned into a task.
func TestCancelIsToDo(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"dentist"}`)
	run("createProject", `{"name":"Gym"}`)
	for _, tc := range []struct {
		text  string
		tools string
	}{
		{"book movers and cancel the internet", "createTask createTask"},
		{"cancel the broadband", "createTask"},
		{"cancel the dentist", "deleteTask"},
		{"delete the broadband", "deleteTask"},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.CancelIsToDo(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range p.Steps {
			got = append(got, s.Tool)
		}
		if strings.Join(got, " ") != tc.tools {
			t.Errorf("%q: %v, want %s", tc.text, got, tc.tools)
		}
		if tc.text == "cancel the broadband" && p.Steps[0].Args["title"] != "cancel the broadband" {
			t.Errorf("%q: %v", tc.text, p.Steps[0].Args)
		}
	}
}

// TestWeeklyRuleMoved: "the bins are thursday now, not friday" of a task
// that repeats weekly moves its rule; said of a one-off task, or "just
// this week", it moves the one date.
func TestWeeklyRuleMoved(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"put the food bin out","due":"friday","repeats":"every friday"}`)
	run("createTask", `{"title":"optician","due":"friday"}`)
	for _, tc := range []struct {
		text, tool string
	}{
		{"the food bin is thursday now not friday", "setRecurrence"},
		{"food bin goes out on thursdays from now on", "setRecurrence"},
		{"move the food bin to thursday this week, not friday", "rescheduleTask"},
		{"the optician is thursday now not friday", "rescheduleTask"},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.WeeklyRuleMoved(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != 1 || p.Steps[0].Tool != tc.tool {
			t.Errorf("%q: %+v, want %s", tc.text, p.Steps, tc.tool)
			continue
		}
		if tc.tool == "setRecurrence" && p.Steps[0].Args["repeats"] != "every thursday" {
			t.Errorf("%q: %+v", tc.text, p.Steps[0].Args)
		}
	}
}

// TestSameAsBefore: "…, same date, same label" copies those slots from the
// task the previous request added and leaves them out of the title.
func TestSameAsBefore(t *testing.T) {
	prev := agent.PreviousTurn{Known: true, Changed: true, Request: "add book the coach for the outing by 3 march @trips"}
	text := `And also "collect the deposits" for the outing, same date, same label.`
	p := grammar.Plan(text)
	agent.SameAsBefore(&p, agent.Request{Text: text, Previous: prev})
	if len(p.Steps) != 1 {
		t.Fatalf("%+v", p.Steps)
	}
	a := p.Steps[0].Args
	if a["title"] != "collect the deposits for the outing" || a["due"] != "3 march" || fmt.Sprint(a["tags"]) != "[trips]" {
		t.Errorf("same date, same label: %+v", a)
	}
	q := grammar.Plan(text)
	agent.SameAsBefore(&q, agent.Request{Text: text})
	if q.Steps[0].Args["due"] != nil {
		t.Errorf("no previous turn, nothing copied: %+v", q.Steps[0].Args)
	}
}

// TestAnotherOne: "and another one, X by D" after a milestone is one more
// milestone of that project; after a new task, one more task said with
// its own words; after a change of another kind, or nothing, it is left to
// the rules.
func TestAnotherOne(t *testing.T) {
	milestone := agent.PreviousTurn{Known: true, Changed: true, Request: "add a milestone to Sports Day: tents booked by 1st June"}
	task := agent.PreviousTurn{Known: true, Changed: true, Request: "add buy cones for Sports Day"}
	moved := agent.PreviousTurn{Known: true, Changed: true, Request: "move the cones to friday"}
	for _, tc := range []struct {
		prev            agent.PreviousTurn
		text, key, want string
	}{
		{milestone, "and another one, medals ordered by 20th June", "project", "Sports Day"},
		{milestone, "one more: programme printed by 30th June", "title", "programme printed"},
		{milestone, "and another one medals engraved 02/06/2027", "title", "medals engraved"}, // no comma after "another one"
		{task, "and another one, book the PA system by friday", "title", "book the PA system"},
		{moved, "and another one, book the PA system", "", ""},
	} {
		p, ok := agent.AnotherOne(agent.Request{Text: tc.text, Previous: tc.prev})
		checkOneStepArg(t, tc.text+" after "+tc.prev.Request, p, ok, tc.key, tc.want)
	}
}

// TestMilestoneAtLongestCut: "add a milestone to house reno kitchen fitted
// by 31/01" is the milestone "kitchen fitted" of House Reno; with no
// project of those words the step is left alone; "add first fix to the
// roundhay job" files under Roundhay Barn.
func TestMilestoneAtLongestCut(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"House Reno"}`)
	run("createProject", `{"name":"Roundhay Barn"}`)
	for _, tc := range []struct{ text, project, title string }{
		{"add a milestone to house reno kitchen fitted by 31/01", "House Reno", "kitchen fitted"},
		{"add a milestone to garden pond dug by 31/01", "it", "to garden pond dug"},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.MilestoneAtProjectName(ctx, &p, box); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != 1 || p.Steps[0].Args["project"] != tc.project || p.Steps[0].Args["title"] != tc.title {
			t.Errorf("%q: %+v", tc.text, p.Steps)
		}
	}
	p := grammar.Plan("add first fix to the roundhay job for 15/12")
	if err := agent.FileUnderNamedProject(ctx, &p, box, "add first fix to the roundhay job for 15/12"); err != nil {
		t.Fatal(err)
	}
	if fu, _ := p.Steps[0].Args["fileUnder"].(string); p.Steps[0].Args["title"] != "first fix" || fu != "Roundhay Barn" {
		t.Errorf("the roundhay job: %+v", p.Steps)
	}
}

// TestCommaProjectAnySegment: a project named between commas, not only
// after the last ("…, rugby club, tag shopping"; "…, monday, Work
// project"), files the new task there and leaves its title; a quoted
// title loses its quotes.
func TestCommaProjectAnySegment(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Rugby Club"}`)
	run("createProject", `{"name":"Work"}`)
	checkFiled(ctx, t, box, []filedCase{
		{"buy cones for training, rugby club, tag shopping", "buy cones for training", "Rugby Club"},
		{"add task ring the devs, monday, Work project", "ring the devs", "Work"},
		{`add "send the report to Lena" on 18/12, work project`, "send the report to Lena", "Work"},
		{"buy cones for training, tag shopping", "buy cones for training", ""},
	})
}

// filedCase: a new task's request, its title and the project
// FileUnderNamedProject files it under ("" for none).
type filedCase struct{ text, title, fileUnder string }

// checkFiled runs the grammar and FileUnderNamedProject on each case.
func checkFiled(ctx context.Context, t *testing.T, box *tools.ToolBox, cases []filedCase) {
	t.Helper()
	for _, tc := range cases {
		p := grammar.Plan(tc.text)
		if err := agent.FileUnderNamedProject(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		fu, _ := p.Steps[0].Args["fileUnder"].(string)
		if len(p.Steps) != 1 || p.Steps[0].Args["title"] != tc.title || fu != tc.fileUnder {
			t.Errorf("%q: %+v", tc.text, p.Steps)
		}
	}
}

// TestCommaLabel: a new task's last comma word that is already a label
// ("…, restaurant" after "…, tag restaurant") is its label, not its
// title's; a word no task carries stays in the title.
func TestCommaLabel(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"order napkins","tags":["restaurant"]}`)
	for _, tc := range []struct{ text, title, tag string }{
		{"add staff party 12/23 6pm, restaurant", "staff party", "restaurant"},
		{"add ring the vet, tomorrow", "ring the vet", ""},
	} {
		p := grammar.Plan(tc.text)
		if err := agent.FileUnderNamedProject(ctx, &p, box, tc.text); err != nil {
			t.Fatal(err)
		}
		tags, _ := p.Steps[0].Args["tags"].([]string)
		if p.Steps[0].Args["title"] != tc.title || tc.tag != "" && (len(tags) != 1 || tags[0] != tc.tag) || tc.tag == "" && len(tags) > 0 {
			t.Errorf("%q: %+v", tc.text, p.Steps[0].Args)
		}
	}
}
