package tools_test

import (
	"strings"
	"testing"

	"pace/tools"
)

// TestMilestoneSaidWithItsKind: a task tool given "the X milestone" acts on
// the milestone X when no task is named so — "reopen the foundations done
// milestone", "mark the roof on milestone done" — and undoes exactly.
func TestMilestoneSaidWithItsKind(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Extension"}`)
	f.must("addMilestone", `{"project":"Extension","title":"foundations done","due":"2026-12-10"}`)
	f.must("addMilestone", `{"project":"Extension","title":"roof on","due":"2027-02-12"}`)
	before := f.state()
	f.turn("t1")
	for _, tc := range []struct{ tool, args, want string }{
		{"completeTask", `{"task":"the roof on milestone"}`, "roof on"},
		{"completeTask", `{"task":"the milestone foundations done"}`, "foundations done"},
		{"reopenTask", `{"task":"the foundations done milestone"}`, "foundations done"},
	} {
		r := f.must(tc.tool, tc.args)
		if !strings.Contains(r.Summary, tc.want) {
			t.Errorf("%s %s: %q", tc.tool, tc.args, r.Summary)
		}
	}
	if s := f.state(); !strings.Contains(s, "roof on") || s == before {
		t.Fatalf("nothing changed: %s", s)
	}
	if r := f.must("queryTasks", `{"about":"foundations done milestone","question":"how many days until the foundations done milestone?"}`); !strings.Contains(r.Summary, "(in 15 days)") {
		t.Errorf("days until: %q", r.Summary)
	}
	f.must("undo", `{"group":"t1"}`)
	if s := f.state(); s != before {
		t.Errorf("undo left:\n%s\nwant:\n%s", s, before)
	}
}

// TestAboutAProject: a question about a project by part of its name, with
// no task titled so ("what do I still have to do for the bday party?"),
// lists the project's open tasks and its milestones ahead.
func TestAboutAProject(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Lily's 6th bday party"}`)
	f.must("createTask", `{"title":"buy party favors","project":"Lily's 6th bday party","due":"2026-12-30"}`)
	f.must("addMilestone", `{"project":"Lily's 6th bday party","title":"invites sent","due":"2026-12-12"}`)
	r := f.must("queryTasks", `{"about":"bday party","question":"what do i still have to do for the bday party?"}`)
	for _, want := range []string{"1 task open in Lily's 6th bday party", "buy party favors", "“invites sent” (Sat 12 Dec)"} {
		if !strings.Contains(r.Summary+"\n"+r.Detail, want) {
			t.Errorf("want %q in %q / %q", want, r.Summary, r.Detail)
		}
	}
}

// TestProjectMovedByName: "the bake sale got moved to the 19th" with no
// task named so moves the project's deadline, and undoes exactly; a task of
// that name is still what moves.
func TestProjectMovedByName(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"PTA bake sale"}`)
	f.must("addMilestone", `{"project":"PTA bake sale","title":"Deadline","due":"2026-12-18"}`)
	before := f.state()
	f.turn("t1")
	r := f.must("rescheduleTask", `{"task":"bake sale","to":"saturday the 19th"}`)
	if !strings.Contains(r.Summary, "Sat 19 Dec") {
		t.Errorf("deadline moved: %q", r.Summary)
	}
	f.must("undo", `{"group":"t1"}`)
	if s := f.state(); s != before {
		t.Errorf("undo left:\n%s", s)
	}
	f.must("createTask", `{"title":"bake sale flyers","due":"2026-12-01"}`)
	f.must("rescheduleTask", `{"task":"bake sale flyers","to":"2026-12-03"}`)
	if got := f.task("bake sale flyers").Due.In(zone); got.Day() != 3 {
		t.Errorf("the task moved: %v", got)
	}
}

// TestListWithoutCommas: "mark the milk eggs and bread done" completes the
// three one-word tasks, and undoes exactly; words that are not each a task
// of their own still fail.
func TestListWithoutCommas(t *testing.T) {
	f := newFixture(t)
	for _, ti := range []string{"milk", "eggs", "bread", "oat milk"} {
		f.must("createTask", `{"title":"`+ti+`"}`)
	}
	before := f.state()
	f.turn("t1")
	r := f.must("completeTask", `{"task":"the milk eggs and bread"}`)
	for _, ti := range []string{"milk", "eggs", "bread"} {
		if !f.task(ti).Done {
			t.Errorf("%s not done: %q", ti, r.Summary)
		}
	}
	f.must("undo", `{"group":"t1"}`)
	if s := f.state(); s != before {
		t.Errorf("undo left:\n%s", s)
	}
	r = f.run("completeTask", `{"task":"the butter milk and bread"}`)
	if f.task("milk").Done || !strings.Contains(r.Summary, "butter milk") {
		t.Errorf("\"butter milk\" is no two tasks: %q", r.Summary)
	}
}

// TestLabelAsked: "which client deadlines are coming in January?" with
// tasks labelled @clients lists those due in January; a word no label spells
// is searched in titles as before.
func TestLabelAsked(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"Patel tax return","due":"2027-01-20","tags":["clients"]}`)
	f.must("createTask", `{"title":"Shah accounts","due":"2027-03-01","tags":["clients"]}`)
	f.must("createTask", `{"title":"client lunch","due":"2027-01-05"}`)
	r := f.must("queryTasks", `{"about":"client deadlines","from":"1 January","before":"the last day of January"}`)
	got := strings.Join(itemTitles(r), "|")
	if got != "Patel tax return" {
		t.Errorf("client deadlines in January: %q (%s)", got, r.Summary)
	}
	if r := f.must("queryTasks", `{"about":"lunch things"}`); strings.Join(itemTitles(r), "|") != "client lunch" {
		t.Errorf("a word no label spells: %q", r.Summary)
	}
}

func itemTitles(r tools.Result) []string {
	var out []string
	for _, it := range r.Items {
		out = append(out, it.Title)
	}
	return out
}

// TestBulkByWordNotProject: "move all invoice tasks to the 31st" with no
// project "invoice" picks the tasks labelled @invoices, or else those whose
// titles say "invoice"; the approval names them.
func TestBulkByWordNotProject(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"Bluebonnet boiler","tags":["invoices"]}`)
	f.must("createTask", `{"title":"church estimate"}`)
	f.must("createTask", `{"title":"send the Bluebonnet invoice"}`)
	f.must("createTask", `{"title":"chase the Ramirez payment"}`)
	f.must("createTask", `{"title":"Ramirez slab leak"}`)
	r := f.must("bulkTasks", `{"action":"reschedule","project":"invoice","to":"2026-12-31"}`)
	if got := strings.Join(sortedCopy(itemTitles(r)), "|"); got != "Bluebonnet boiler|send the Bluebonnet invoice" {
		t.Errorf("the label's tasks: %q (%s)", got, r.Summary)
	}
	r = f.must("bulkTasks", `{"action":"priority","project":"Ramirez","level":"high"}`)
	if got := strings.Join(sortedCopy(itemTitles(r)), "|"); got != "Ramirez slab leak|chase the Ramirez payment" {
		t.Errorf("the titles' tasks: %q (%s)", got, r.Summary)
	}
	if r := f.run("bulkTasks", `{"action":"complete","project":"zebra"}`); r.OK {
		t.Errorf("no project, label or title: %q", r.Summary)
	}
}

// TestMilestoneSaidOverTask: "push the foundations milestone back a week"
// moves the milestone even when a task's title also says "foundations".
func TestMilestoneSaidOverTask(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Garden Room"}`)
	f.must("addMilestone", `{"project":"Garden Room","title":"foundations laid","due":"2027-01-15"}`)
	f.must("createTask", `{"title":"phone the builder about the foundations","due":"2026-12-09"}`)
	r := f.must("rescheduleTask", `{"task":"foundations milestone","by":"a week"}`)
	if !strings.Contains(r.Summary, "foundations laid") || !strings.Contains(r.Summary, "22 Jan") {
		t.Errorf("the milestone moved: %q", r.Summary)
	}
	if got := f.task("phone the builder about the foundations").Due.In(zone); got.Day() != 9 {
		t.Errorf("the task stayed: %v", got)
	}
}
