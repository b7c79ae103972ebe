package tools_test

import (
	"context"
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

// TestReopenTheDoneOne: "reopen the van one" where an open task and a
// done one both say "van" reopens the done one; with two done ones it
// says the open one is not done rather than guess.
func TestReopenTheDoneOne(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"fill up the church van"}`)
	f.must("createTask", `{"title":"book the church van"}`)
	f.must("completeTask", `{"task":"book the church van"}`)
	r := f.must("reopenTask", `{"task":"the van one"}`)
	if !strings.Contains(r.Summary, "book the church van") || f.task("book the church van").Done {
		t.Errorf("reopen the van one: %q", r.Summary)
	}
	f.must("completeTask", `{"task":"book the church van"}`)
	f.must("createTask", `{"title":"clean the van"}`)
	f.must("completeTask", `{"task":"clean the van"}`)
	if r := f.run("reopenTask", `{"task":"the van one"}`); f.task("book the church van").Done != true || f.task("clean the van").Done != true {
		t.Errorf("two done vans: %q reopened one", r.Summary)
	}
}

// TestSentenceNoteIsItsText: a note said whole as its title ("make a note
// lockbox code … is 4471 …") keeps that sentence as its text, so it is
// indexed and answers questions; a short title with no body stays empty.
func TestSentenceNoteIsItsText(t *testing.T) {
	f := newFixture(t)
	r := f.must("createNote", `{"title":"lockbox code for 12 elm road is 4471 and shoes off inside"}`)
	if err := f.tb.Verify(context.Background(), inv("createNote", `{"title":"lockbox code for 12 elm road is 4471 and shoes off inside"}`), r); err != nil {
		t.Errorf("postcondition: %v", err)
	}
	ideas := f.must("createNote", `{"title":"Ideas"}`)
	got := map[string]string{}
	for title, ref := range map[string]string{"sentence": r.Ref, "Ideas": ideas.Ref} {
		n, ok := f.readNote(strings.TrimPrefix(ref, "id:"))
		if !ok {
			t.Fatalf("%s: no note %s", title, ref)
		}
		got[title] = n.Body
	}
	if got["Ideas"] != "" || !strings.Contains(got["sentence"], "4471") {
		t.Errorf("bodies %q", got)
	}
}

// TestNewTaskUnderMilestone: createTask with a milestone and no project
// files the new task in the milestone's project, says so, and fails with
// nothing changed for a milestone no project has; queryTasks with "the M
// milestone" as its project or its topic lists that milestone's tasks only.
func TestNewTaskUnderMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Concert"}`)
	f.must("addMilestone", `{"project":"Concert","title":"Dress rehearsal","due":"2026-12-15"}`)
	f.must("createTask", `{"title":"tune the piano","project":"Concert"}`)
	r := f.must("createTask", `{"title":"print programmes","milestone":"dress rehearsal"}`)
	if want := "Created “print programmes”, in Concert, under the milestone “Dress rehearsal”"; r.Summary != want {
		t.Errorf("summary %q, want %q", r.Summary, want)
	}
	if got := f.task("print programmes"); got.ProjectName != "Concert" || got.MilestoneID == "" {
		t.Errorf("project %q milestone %q", got.ProjectName, got.MilestoneID)
	}
	before := f.state()
	if r := f.run("createTask", `{"title":"book the hall","milestone":"encore"}`); r.OK || f.state() != before {
		t.Errorf("no such milestone: %+v", r)
	}
	for _, args := range []string{`{"project":"the dress rehearsal milestone"}`, `{"about":"dress rehearsal milestone"}`, `{"project":"milestone dress rehearsal"}`} {
		r := f.must("queryTasks", args)
		if !strings.Contains(r.Detail, "print programmes") || strings.Contains(r.Detail, "tune the piano") || !strings.Contains(r.Summary, "1 task open under the milestone “Dress rehearsal”") {
			t.Errorf("%s: %q / %q", args, r.Summary, r.Detail)
		}
	}
}
