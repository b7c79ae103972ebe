package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestSetWordsNameNoMilestone: "all of it" names the set just said, never
// the milestone "All beds dug" — the move fails and nothing changes.
func TestSetWordsNameNoMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Allotment"}`)
	f.must("addMilestone", `{"project":"Allotment","title":"All beds dug","due":"2027-03-10"}`)
	for _, ref := range []string{"all of it", "it all", "the lot"} {
		r := f.run("rescheduleTask", `{"task":"`+ref+`","to":"2026-12-21"}`)
		if r.OK || r.Changed {
			t.Errorf("%q: %+v", ref, r)
		}
	}
	r := f.must("rescheduleTask", `{"task":"all beds dug","to":"2027-03-12"}`)
	if !strings.Contains(r.Summary, "All beds dug") {
		t.Errorf("by its name: %q", r.Summary)
	}
}

// TestTaskNamedThenReason: a task named in full and then a reason with no
// comma ("little league practice season is over") is that task; a list of
// names, or a head that names a task only in part, is not.
func TestTaskNamedThenReason(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"little league practice"}`)
	f.must("createTask", `{"title":"rough plumbing"}`)
	f.must("completeTask", `{"task":"rough plumbing"}`)
	if r := f.run("reopenTask", `{"task":"rough plumbing inspector didnt sign off"}`); !r.OK || f.task("rough plumbing").Done {
		t.Errorf("reopen with a reason: %+v", r)
	}
	for _, ref := range []string{"little league season is over", "little practice coach said no"} {
		if r := f.run("completeTask", `{"task":"`+ref+`"}`); r.OK && f.task("little league practice").Done {
			t.Errorf("%q completed it: %+v", ref, r)
		}
	}
}

// TestProjectSaidWithList: "the christmas list", "the henderson stuff"
// name the project christmas, henderson.
func TestProjectSaidWithList(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Christmas"}`)
	f.must("createTask", `{"title":"buy crackers","project":"Christmas"}`)
	if r := f.must("queryTasks", `{"project":"christmas list"}`); !strings.Contains(r.Detail, "buy crackers") {
		t.Errorf("christmas list: %q", r.Detail)
	}
	if r := f.must("listMilestones", `{"project":"the christmas stuff"}`); !strings.Contains(r.Summary, "Christmas") {
		t.Errorf("christmas stuff: %q", r.Summary)
	}
}

// TestPushApprovalNamesEachDay: a push that lands tasks on different days
// names each task's day in the approval.
func TestPushApprovalNamesEachDay(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 12, 6, 10, 0, 0, 0, zone) // Sun 6 Dec
	f.must("createTask", `{"title":"prize books","due":"2026-12-11","tags":["admin"]}`)
	f.must("createTask", `{"title":"reports","due":"2026-12-31","tags":["admin"]}`)
	got, ok, err := f.tb.Describe(context.Background(), "bulkTasks", []byte(`{"action":"reschedule","tag":"admin","to":"monday","later":true}`))
	if err != nil || !ok || !strings.Contains(got, "“prize books” to Mon 14 Dec") || !strings.Contains(got, "“reports” to Mon 4 Jan") {
		t.Errorf("approval %q (%v %v)", got, ok, err)
	}
}

// TestProjectByInitials: "CNY" typed in capitals is the one open project
// whose words begin C, N, Y ("Chinese New Year menu"); a new task filed
// there makes no project "CNY"; two projects with those initials, none.
func TestProjectByInitials(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Chinese New Year menu"}`)
	f.must("createTask", `{"title":"order lucky fish","project":"CNY"}`)
	if r := f.must("queryTasks", `{"project":"CNY"}`); !strings.Contains(r.Detail, "order lucky fish") {
		t.Errorf("CNY: %q", r.Detail)
	}
	f.must("createProject", `{"name":"Choir Night Yule"}`)
	if r := f.run("listMilestones", `{"project":"CNY"}`); r.OK {
		t.Errorf("two projects with those initials: %+v", r)
	}
}
