package tools_test

import (
	"context"
	"strings"
	"testing"
)

// TestMilestoneByTypoOrProject: a milestone named with a typo ("script
// aproved") or by its project's words when the project has one open
// milestone ("the henderson milestone") is found; a project with two open
// milestones, or words that match nothing, still fail.
func TestMilestoneByTypoOrProject(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Henderson kitchen"}`)
	f.must("addMilestone", `{"project":"Henderson kitchen","title":"quote accepted","due":"2026-12-20"}`)
	f.must("createProject", `{"name":"Ferreira explainer"}`)
	f.must("addMilestone", `{"project":"Ferreira explainer","title":"script approved","due":"2026-12-11"}`)
	f.must("addMilestone", `{"project":"Ferreira explainer","title":"animatic","due":"2026-12-18"}`)

	r := f.must("completeMilestone", `{"milestone":"script aproved"}`)
	if !strings.Contains(r.Summary, "script approved") {
		t.Errorf("typo: %s", r.Summary)
	}
	r = f.must("updateMilestone", `{"milestone":"henderson","due":"2027-01-16"}`)
	if !strings.Contains(r.Summary, "quote accepted") {
		t.Errorf("by project: %s", r.Summary)
	}
	// Ferreira has one open milestone left (script approved is done)
	r = f.must("updateMilestone", `{"milestone":"ferreira","due":"2026-12-19"}`)
	if !strings.Contains(r.Summary, "animatic") {
		t.Errorf("the one open one: %s", r.Summary)
	}
	f.must("reopenMilestone", `{"milestone":"script approved"}`)
	if r := f.run("updateMilestone", `{"milestone":"ferreira","due":"2026-12-19"}`); r.OK {
		t.Errorf("two open milestones: %s", r.Summary)
	}
	if r := f.run("completeMilestone", `{"milestone":"scrip aproved animatic"}`); r.OK {
		t.Errorf("no such milestone: %s", r.Summary)
	}
}

// TestProjectQueryShowsMilestones: "what's in the henderson project" lists
// its milestones ahead even when it has no open task, the project said
// with the word "project".
func TestProjectQueryShowsMilestones(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Henderson kitchen"}`)
	f.must("addMilestone", `{"project":"Henderson kitchen","title":"quote accepted","due":"2026-12-20"}`)
	for _, p := range []string{"henderson project", "Henderson kitchen"} {
		r := f.must("queryTasks", `{"project":"`+p+`"}`)
		if !strings.Contains(r.Summary, "quote accepted") {
			t.Errorf("%s: %s", p, r.Summary)
		}
	}
}

// TestArchivedProjectInsteadOfTask: "reopen lumen" names the one archived
// project whose name starts so, unless a task has that exact title.
func TestArchivedProjectInsteadOfTask(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.must("createProject", `{"name":"Lumen app promo"}`)
	f.must("createTask", `{"title":"send storyboard to lumen client","project":"Lumen app promo"}`)
	f.must("completeTask", `{"task":"send storyboard to lumen client"}`)
	if _, ok, err := f.tb.ArchivedProjectInsteadOfTask(ctx, "lumen"); err != nil || ok {
		t.Fatalf("not archived yet: ok %v (%v)", ok, err)
	}
	f.must("archiveProject", `{"project":"Lumen app promo"}`)
	if name, ok, err := f.tb.ArchivedProjectInsteadOfTask(ctx, "lumen"); err != nil || !ok || name != "Lumen app promo" {
		t.Errorf("archived: %q %v (%v)", name, ok, err)
	}
	if _, ok, _ := f.tb.ArchivedProjectInsteadOfTask(ctx, "send storyboard to lumen client"); ok {
		t.Error("a task's exact title is the task")
	}
	if _, ok, _ := f.tb.ArchivedProjectInsteadOfTask(ctx, "$1"); ok {
		t.Error("a step reference")
	}
}

// TestIntervalKeepsTheDate: a repeating task given a rule that says only
// how often ("every six months") keeps its date as the first occurrence;
// a rule with its own day ("every 28th") still counts from today.
func TestIntervalKeepsTheDate(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"log CPD hours","due":"2027-01-31","repeats":"every year"}`)
	r := f.must("setRecurrence", `{"task":"log CPD hours","repeats":"every six months"}`)
	if got := f.task(r.Ref).Due.In(zone).Format("2006-01-02"); got != "2027-01-31" {
		t.Errorf("every six months: due %s (%s)", got, r.Summary)
	}
	f.must("createTask", `{"title":"rent","due":"2027-01-01","repeats":"monthly"}`)
	r = f.must("setRecurrence", `{"task":"rent","repeats":"every month on the 28th"}`)
	if got := f.task(r.Ref).Due.In(zone).Format("2006-01-02"); got == "2027-01-28" {
		t.Errorf("every 28th kept the old rule's month: %s (%s)", got, r.Summary)
	}
}

// TestRepeatingMovedToAWeek: a repeating task moved to "next week" in bulk
// gets its next one on the week's first day, at its time, with no window;
// a one-off task keeps the week as its window.
func TestRepeatingMovedToAWeek(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"gym","due":"2026-11-30T07:00:00+01:00","repeats":"every monday, wednesday and friday","priority":"low"}`)
	f.must("createTask", `{"title":"read paper","due":"2026-11-27","priority":"low"}`)
	f.must("bulkTasks", `{"action":"reschedule","priority":"low","to":"next week"}`)
	for _, tc := range []struct {
		title  string
		window bool
	}{{"gym", false}, {"read paper", true}} {
		task := f.task(tc.title)
		if (task.DueEnd != nil) != tc.window {
			t.Errorf("%s: due %v – %v", tc.title, task.Due, task.DueEnd)
		}
	}
}
