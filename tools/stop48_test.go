package tools_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"pace/tools"
)

// A due date said as "the day before" a date — what the grammar makes of
// "before Saturday", "before the 15th" — is that day less one, whether
// the date is a weekday, a day of the month or a day and month.
func TestDayBeforeADate(t *testing.T) {
	f := newFixture(t) // Wednesday 25 November
	for _, tc := range []struct {
		due  string
		want time.Time
	}{
		{"the day before Saturday", time.Date(2026, 11, 27, 0, 0, 0, 0, zone)},
		{"the day before the 15th", time.Date(2026, 12, 14, 0, 0, 0, 0, zone)},
		{"the day before 3 January", time.Date(2027, 1, 2, 0, 0, 0, 0, zone)},
	} {
		f.must("createTask", `{"title":"pay the gas `+tc.due+`","due":"`+tc.due+`"}`)
		got := f.task("pay the gas " + tc.due)
		if got.Due == nil || !got.Due.Equal(tc.want) {
			t.Errorf("%q: due %v, want %v", tc.due, got.Due, tc.want)
		}
	}
}

// A deleted task comes back by its title words, turns after the deletion,
// with its project, labels and due date, and without taking back what
// later turns did; "undo" deletes it again. A reference that matches
// several deleted tasks is asked about; one that matches none, or a task
// that is back already, changes nothing.
func TestRestoreDeletedTask(t *testing.T) {
	f := newFixture(t)
	f.turn("make")
	f.must("createProject", `{"name":"Club"}`)
	f.must("createTask", `{"title":"book the astroturf for training","project":"Club","due":"2026-11-28","tags":["club"]}`)
	f.must("createTask", `{"title":"order new balls","project":"Club"}`)
	f.must("createTask", `{"title":"send the fixtures list"}`)
	f.turn("delete")
	f.must("deleteTask", `{"task":"book the astroturf for training"}`)
	f.turn("later")
	f.must("completeTask", `{"task":"order new balls"}`)
	before := f.journalLen()

	f.turn("restore")
	r := f.must("restoreTask", `{"task":"the astro one"}`)
	if !strings.Contains(r.Summary, "book the astroturf for training") {
		t.Fatalf("summary %q", r.Summary)
	}
	got := f.task("book the astroturf for training")
	if got.ProjectName != "Club" || got.Due == nil || !got.Due.Equal(time.Date(2026, 11, 28, 0, 0, 0, 0, zone)) || !slices.Contains(got.Tags, "club") {
		t.Errorf("restored %+v", got)
	}
	if balls := f.task("order new balls"); !balls.Done {
		t.Errorf("a later turn's change was taken back: %+v", balls)
	}
	if f.journalLen() != before+1 {
		t.Errorf("journal %d entries, want %d", f.journalLen(), before+1)
	}
	if r := f.run("restoreTask", `{"task":"astro"}`); r.OK {
		t.Errorf("a task back already came back twice: %q", r.Summary)
	}
	f.must("undo", `{}`)
	if r := f.run("completeTask", `{"task":"book the astroturf for training"}`); r.OK {
		t.Errorf("undo left the task in place")
	}
	f.turn("again")
	f.must("restoreTask", `{"task":"astro"}`) // brought back after its bringing back was undone
	if got := f.task("book the astroturf for training"); got.ProjectName != "Club" {
		t.Errorf("brought back again: %+v", got)
	}

	f.turn("two")
	f.must("createTask", `{"title":"send the fixtures list again"}`)
	f.must("deleteTask", `{"task":"send the fixtures list"}`)
	f.must("deleteTask", `{"task":"send the fixtures list again"}`)
	r = f.run("restoreTask", `{"task":"fixtures"}`)
	if r.OK || !strings.Contains(r.Summary, "Which one") {
		t.Errorf("several matches: %+v", r)
	}
	if r := f.run("restoreTask", `{"task":"the dentist"}`); r.OK {
		t.Errorf("nothing deleted matches, yet: %q", r.Summary)
	}
}

// TestBulkFileIntoNewProject: "put all my church things into a project
// called Church" makes the project in the same change when none has the
// name (the approval says so), files the tasks, and one undo takes both
// back; an existing project of that name is used as it is.
func TestBulkFileIntoNewProject(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"do the church flowers","tags":["church"]}`)
	f.must("createTask", `{"title":"church teas","tags":["church"]}`)
	f.must("createTask", `{"title":"buy milk"}`)
	args := `{"action":"file","tag":"church","into":"a project called Church"}`
	prompt, err := f.tb.Preview(context.Background(), tools.Invocation{Tool: "bulkTasks", Args: json.RawMessage(args)})
	if err != nil || !strings.Contains(prompt, "Church (a new project)") {
		t.Fatalf("preview %q, %v", prompt, err)
	}
	f.turn("file")
	f.must("bulkTasks", args)
	if got := f.task("church teas"); got.ProjectName != "Church" {
		t.Errorf("church teas in %q", got.ProjectName)
	}
	if got := f.task("buy milk"); got.ProjectName != "" {
		t.Errorf("buy milk filed in %q", got.ProjectName)
	}
	f.must("undo", `{}`)
	if got := f.task("church teas"); got.ProjectName != "" {
		t.Errorf("after undo, church teas in %q", got.ProjectName)
	}
	if r := f.run("projectStatus", `{"project":"Church"}`); r.OK {
		t.Errorf("undo left the new project: %q", r.Summary)
	}
	f.turn("again")
	f.must("createProject", `{"name":"Church"}`)
	f.must("bulkTasks", `{"action":"file","tag":"church","into":"a new project called church"}`)
	if got := f.task("do the church flowers"); got.ProjectName != "Church" {
		t.Errorf("existing project not used: %q", got.ProjectName)
	}
}

// TestTaskByItsDay: two tasks of one name told apart by the weekday the
// reference says ("my sun shift", "the saturday shift"); a day that is not
// the one task's own is refused, never taken as another day's task.
func TestTaskByItsDay(t *testing.T) {
	f := newFixture(t) // Wednesday 25 November
	f.must("createTask", `{"title":"cafe shift","due":"2026-11-28 09:00"}`)
	f.must("createTask", `{"title":"cafe shift","due":"2026-11-29 10:00"}`)
	f.must("createTask", `{"title":"lunch with Ana","due":"2026-11-27"}`)
	r := f.must("completeTask", `{"task":"the saturday shift"}`)
	if !strings.Contains(r.Detail, "Sat 28 Nov") {
		t.Errorf("the saturday shift: %q", r.Detail)
	}
	r = f.must("rescheduleTask", `{"task":"my sun shift","to":"11am"}`)
	if !strings.Contains(r.Summary, "Sun 29 Nov 11:00") {
		t.Errorf("my sun shift: %q", r.Summary)
	}
	if r := f.run("rescheduleTask", `{"task":"the sat shift","to":"10am"}`); r.OK {
		t.Errorf("the done Saturday shift's name moved Sunday's: %q", r.Summary)
	}
	f.must("completeTask", `{"task":"the friday lunch with Ana"}`)
}

// TestAboutALabel: a question about one word that is a label and no open
// task's title ("how many school things do I have", read as about
// "school") lists the label's tasks; a word that titles say stays a topic.
func TestAboutALabel(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"maths homework","tags":["school"]}`)
	f.must("createTask", `{"title":"essay draft","tags":["school"]}`)
	f.must("createTask", `{"title":"buy milk"}`)
	r := f.must("queryTasks", `{"about":"school"}`)
	if !strings.Contains(r.Detail, "maths homework") || !strings.Contains(r.Detail, "essay draft") || strings.Contains(r.Detail, "buy milk") {
		t.Errorf("about school: %q", r.Detail)
	}
	f.must("createTask", `{"title":"school run","tags":["kids"]}`)
	r = f.must("queryTasks", `{"about":"school"}`)
	if !strings.Contains(r.Detail, "school run") {
		t.Errorf("a title that says the word: %q", r.Detail)
	}
}
