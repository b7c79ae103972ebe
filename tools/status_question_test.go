package tools_test

import (
	"strings"
	"testing"
)

// TestStatusQuestionFindsDoneTasks: "is the boiler service done?" lists the
// open task about it, and when only a done one is about it, says so
// instead of sending the question to the notes.
func TestStatusQuestionFindsDoneTasks(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"book the boiler service"}`)
	ask := `{"about":"boiler service","question":"is the boiler service done?"}`
	if r := f.must("queryTasks", ask); !strings.Contains(r.Summary, "1 task open") {
		t.Errorf("open: %q", r.Summary)
	}
	f.must("completeTask", `{"task":"book the boiler service"}`)
	r := f.must("queryTasks", ask)
	if !strings.Contains(r.Summary, "No open task about “boiler service”; done: 1 task") || len(r.Items) != 1 || !r.Items[0].Done {
		t.Errorf("done: %q %+v", r.Summary, r.Items)
	}
}

// TestProjectStatusNamesTasksAndMilestones: "show the loft project" lists
// its open tasks and every milestone, not only counts.
func TestProjectStatusNamesTasksAndMilestones(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Loft"}`)
	f.must("createTask", `{"title":"order boards","project":"Loft"}`)
	f.must("createTask", `{"title":"fit hatch","project":"Loft"}`)
	f.must("addMilestone", `{"project":"Loft","title":"boards down","due":"2026-12-20"}`)
	f.must("addMilestone", `{"project":"Loft","title":"insulated","due":"2027-01-10"}`)
	f.must("completeMilestone", `{"milestone":"boards down"}`)
	d := f.must("projectStatus", `{"project":"Loft"}`).Detail
	for _, want := range []string{"Open tasks:", "order boards", "fit hatch", "Milestones:", "boards down", "— done", "insulated"} {
		if !strings.Contains(d, want) {
			t.Errorf("detail lacks %q:\n%s", want, d)
		}
	}
}

// TestFileUnderTheStartOfAName: "to Spanish" files under the one active
// project whose name starts with it; with two such projects, or none, the
// task stays unfiled.
func TestFileUnderTheStartOfAName(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Spanish lessons"}`)
	f.must("createTask", `{"title":"learn chords","fileUnder":"spanish"}`)
	if got := f.task("learn chords").ProjectName; got != "Spanish lessons" {
		t.Errorf("filed under %q", got)
	}
	f.must("createProject", `{"name":"Spanish trip"}`)
	f.must("createTask", `{"title":"book a flat","fileUnder":"spanish"}`)
	if got := f.task("book a flat").ProjectName; got != "" {
		t.Errorf("two projects start so, filed under %q", got)
	}
}
