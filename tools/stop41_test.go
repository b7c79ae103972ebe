package tools_test

import (
	"strings"
	"testing"
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
