package tools_test

import (
	"strings"
	"testing"
)

// TestUnderMilestone: updateTask milestone puts a task under a milestone
// of its project, or of another project (it moves there), takes it off
// with "none", fails changing nothing for a milestone no project has, and
// one undo puts it back.
func TestUnderMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Ofsted"}`)
	f.must("addMilestone", `{"project":"Ofsted","title":"Self-evaluation form","due":"2027-01-20"}`)
	f.must("createProject", `{"name":"Concert"}`)
	f.must("addMilestone", `{"project":"Concert","title":"Dress rehearsal","due":"2026-12-15"}`)
	f.must("createTask", `{"title":"update the data tables","project":"Ofsted"}`)
	f.must("createTask", `{"title":"print programmes"}`)
	for _, tc := range []struct {
		args, summary, project string
		linked                 bool
	}{
		{`{"task":"update the data tables","milestone":"self-evaluation"}`, "put under the milestone “Self-evaluation form”", "Ofsted", true},
		{`{"task":"print programmes","milestone":"dress rehearsal"}`, "put under the milestone “Dress rehearsal” in Concert", "Concert", true},
	} {
		f.turn(tc.args)
		before := f.state()
		r := f.must("updateTask", tc.args)
		if !strings.Contains(r.Summary, tc.summary) {
			t.Errorf("%s: %q, want %q", tc.args, r.Summary, tc.summary)
		}
		title := strings.Split(strings.Split(tc.args, `"task":"`)[1], `"`)[0]
		if got := f.task(title); got.ProjectName != tc.project || (got.MilestoneID != "") != tc.linked {
			t.Errorf("%s: project %q milestone %q", tc.args, got.ProjectName, got.MilestoneID)
		}
		f.turn("undo")
		f.must("undo", `{}`)
		if f.state() != before {
			t.Fatalf("%s: undo did not restore it", tc.args)
		}
	}
	f.must("updateTask", `{"task":"print programmes","milestone":"dress rehearsal"}`)
	f.must("updateTask", `{"task":"print programmes","milestone":"none"}`)
	if got := f.task("print programmes"); got.MilestoneID != "" || got.ProjectName != "Concert" {
		t.Errorf("none: project %q milestone %q", got.ProjectName, got.MilestoneID)
	}
	before := f.state()
	if r := f.run("updateTask", `{"task":"print programmes","milestone":"bake sale"}`); r.OK {
		t.Errorf("no such milestone: %+v", r)
	}
	if f.state() != before {
		t.Error("a refused change changed something")
	}
}
