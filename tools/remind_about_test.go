package tools_test

import (
	"strings"
	"testing"
)

// TestSnoozeOrCreate: "remind me about the dentist tomorrow" puts off the
// task when one matches and adds it when none does; an ambiguous reference
// is asked about, never created.
func TestSnoozeOrCreate(t *testing.T) {
	f := newFixture(t)
	res := f.must("snoozeTask", `{"task":"the dentist","until":"tomorrow","orCreate":true}`)
	if !strings.Contains(res.Summary, "Nothing on your list matched") {
		t.Errorf("summary %q", res.Summary)
	}
	d := f.task("the dentist")
	if d.Due == nil || d.Due.Format("2006-01-02") != ref.AddDate(0, 0, 1).Format("2006-01-02") {
		t.Fatalf("created task due %v", d.Due)
	}
	f.must("createTask", `{"title":"water the plants","due":"today"}`)
	f.must("snoozeTask", `{"task":"the plants","until":"friday","orCreate":true}`)
	if got := f.task("water the plants"); got.Due.Weekday().String() != "Friday" {
		t.Errorf("existing task not snoozed: due %v", got.Due)
	}
	f.must("createTask", `{"title":"call Ana about rent"}`)
	f.must("createTask", `{"title":"call Ana about the party"}`)
	n := strings.Count(f.state(), "call Ana")
	res = f.run("snoozeTask", `{"task":"call Ana","until":"later","orCreate":true}`)
	if res.OK || strings.Count(f.state(), "call Ana") != n {
		t.Errorf("ambiguous reference acted on: %+v", res)
	}
	// Without orCreate a missing task is reported, nothing added.
	before := f.state()
	if res := f.run("snoozeTask", `{"task":"the vet","until":"monday"}`); res.OK || f.state() != before {
		t.Errorf("snooze of a missing task: %+v", res)
	}
}

// TestCompleteSeveral: "I finished the report and the slides" completes
// both in one undoable write; with a part that names nothing, what matches
// is completed and the reply names the part that matched nothing; a part
// that could mean several tasks is never guessed.
func TestCompleteSeveral(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"write the report"}`)
	f.must("createTask", `{"title":"finish the slides"}`)
	f.must("createTask", `{"title":"take out the recycling"}`)
	f.turn("turn-2")
	res := f.must("completeTask", `{"task":"the report and the slides"}`)
	if !strings.Contains(res.Summary, "“write the report” and “finish the slides”") || len(res.Items) != 2 {
		t.Fatalf("%+v", res)
	}
	if !f.task("write the report").Done || !f.task("finish the slides").Done || f.task("take out the recycling").Done {
		t.Fatal("wrong tasks completed")
	}
	before := f.state()
	if res := f.run("completeTask", `{"task":"the moon landing and the lunar rover"}`); res.OK || f.state() != before {
		t.Fatalf("no part names a task: %+v", res)
	}
	f.must("createTask", `{"title":"call Ana about rent"}`)
	f.must("createTask", `{"title":"call Ana about the party"}`)
	before = f.state()
	if res := f.run("completeTask", `{"task":"call Ana and the moon landing"}`); res.OK || f.state() != before {
		t.Fatalf("an ambiguous part was guessed: %+v", res)
	}
	f.turn("turn-3")
	res = f.must("completeTask", `{"task":"the recycling and the moon landing"}`)
	if res.Summary != "Completed “take out the recycling”. Nothing on your list matched “the moon landing”, so that part changed nothing" ||
		!f.task("take out the recycling").Done {
		t.Fatalf("a part naming nothing: %+v", res)
	}
	f.turn("undo")
	f.must("undo", `{}`)
	if f.state() != before {
		t.Fatal("one undo does not take the partial completion back")
	}
	// A title that has "and" in it is still one task.
	f.must("createTask", `{"title":"salt and pepper shakers"}`)
	if res := f.must("completeTask", `{"task":"salt and pepper shakers"}`); len(res.Items) != 1 || !f.task("salt and pepper shakers").Done {
		t.Fatalf("%+v", res)
	}
}

// TestDeleteByTheTitlesWords: "the gym task" is confident enough for a task
// titled "gym"; "gym" of "gym bag packing" still is not.
func TestDeleteByTheTitlesWords(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"gym"}`)
	f.must("createTask", `{"title":"pack the gym bag"}`)
	if res := f.run("deleteTask", `{"task":"the gym task"}`); !res.OK || !strings.Contains(res.Summary, "“gym”") {
		t.Fatalf("%+v", res)
	}
	if res := f.run("deleteTask", `{"task":"the bag"}`); res.OK {
		t.Fatalf("a one-word overlap deleted: %+v", res)
	}
}

// TestCompleteByReport: "i did the plants and bought the milk" completes
// "water the plants" and "buy milk".
func TestCompleteByReport(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"water the plants"}`)
	f.must("createTask", `{"title":"buy milk"}`)
	res := f.must("completeTask", `{"task":"do the plants and bought the milk"}`)
	if len(res.Items) != 2 || !f.task("water the plants").Done || !f.task("buy milk").Done {
		t.Fatalf("%+v", res)
	}
	f.must("createTask", `{"title":"sort the recycling"}`)
	if res := f.must("completeTask", `{"task":"did the recycling"}`); !f.task("sort the recycling").Done {
		t.Fatalf("%+v", res)
	}
}

// TestDeleteNeedsTheWordsAsTyped: a stem shared with a title ("meet" and
// "meeting", "taxes" and "tax") is not enough to delete on.
func TestDeleteNeedsTheWordsAsTyped(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"meeting"}`)
	f.must("createTask", `{"title":"tax"}`)
	for _, ref := range []string{"meet", "taxes", "meetings"} {
		if res := f.run("deleteTask", `{"task":"`+ref+`"}`); res.OK {
			t.Errorf("%q deleted: %+v", ref, res)
		}
	}
	if res := f.run("deleteTask", `{"task":"the meeting task"}`); !res.OK {
		t.Errorf("the title's own word: %+v", res)
	}
}

// TestRenameProjectSaidAsATask: "rename kitchen reno to …" renames the
// project when no task has that name; a task of that name wins.
func TestRenameProjectSaidAsATask(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"kitchen reno"}`)
	if res := f.must("updateTask", `{"task":"kitchen reno","title":"Kitchen Renovation"}`); !strings.Contains(res.Summary, "Renamed the project") {
		t.Fatalf("%+v", res)
	}
	f.must("createTask", `{"title":"garden"}`)
	f.must("createProject", `{"name":"garden"}`)
	if res := f.must("updateTask", `{"task":"garden","title":"weed the garden"}`); strings.Contains(res.Summary, "project") {
		t.Fatalf("the task should have been renamed: %+v", res)
	}
}

// TestAgendaWeekEndsOnSunday: "this week" on a weekday stops at Sunday.
func TestAgendaWeekEndsOnSunday(t *testing.T) {
	f := newFixture(t) // the fixture's clock is Wednesday 25 November
	f.must("createTask", `{"title":"sunday thing","due":"sunday"}`)
	f.must("createTask", `{"title":"next tuesday thing","due":"next tuesday"}`)
	res := f.must("agenda", `{"scope":"week"}`)
	if !strings.Contains(res.Detail, "sunday thing") || strings.Contains(res.Detail, "next tuesday thing") {
		t.Fatalf("%s", res.Detail)
	}
}

// TestRescheduleOrCreate: "the costume needs doing by thursday" moves the
// task when one matches and adds it (without "the") when none does; the
// move undoes like any other; without orCreate a missing task is reported
// and nothing is added.
func TestRescheduleOrCreate(t *testing.T) {
	f := newFixture(t)
	res := f.must("rescheduleTask", `{"task":"the nativity costume","to":"thursday","orCreate":true}`)
	if !strings.Contains(res.Summary, "Created “nativity costume”") {
		t.Errorf("summary %q", res.Summary)
	}
	c := f.task("nativity costume")
	if c.Due == nil || c.Due.Weekday().String() != "Thursday" {
		t.Fatalf("created task due %v", c.Due)
	}
	f.must("rescheduleTask", `{"task":"the nativity costume","to":"friday","orCreate":true}`)
	if got := f.task("nativity costume"); got.Due.Weekday().String() != "Friday" || strings.Count(f.state(), "nativity costume") != 1 {
		t.Errorf("existing task not moved, or added again: %s", f.state())
	}
	before := f.state()
	if res := f.run("rescheduleTask", `{"task":"the vet","to":"monday"}`); res.OK || f.state() != before {
		t.Errorf("move of a missing task: %+v", res)
	}
}

// TestRepeatingAndLabelSelections: the "repeating" filter lists the tasks
// with a rule; "work" names the label @work whole rather than the project
// "Lab Work" in part, while the project's full name still picks the
// project.
func TestRepeatingAndLabelSelections(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Lab Work"}`)
	f.must("createTask", `{"title":"check the freezer","due":"today","repeats":"every day","tags":["work"]}`)
	f.must("createTask", `{"title":"order tips","project":"Lab Work"}`)
	f.must("createTask", `{"title":"buy milk"}`)
	for _, tc := range []struct {
		args      string
		has, hasN string
	}{
		{`{"filter":"repeating"}`, "check the freezer", "buy milk"},
		{`{"project":"work"}`, "check the freezer", "order tips"},
		{`{"project":"the lab work project"}`, "order tips", "check the freezer"},
		// "which tasks have no date": the undated ones, in a project too
		{`{"filter":"undated"}`, "buy milk", "check the freezer"},
		{`{"filter":"undated","project":"Lab Work"}`, "order tips", "buy milk"},
	} {
		res := f.must("queryTasks", tc.args)
		if !strings.Contains(res.Detail, tc.has) || strings.Contains(res.Detail, tc.hasN) {
			t.Errorf("%s: %q", tc.args, res.Detail)
		}
	}
}
