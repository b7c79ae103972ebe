package tools_test

import (
	"context"
	"sort"
	"strings"
	"testing"

	"pace/store"
)

// TestUpdateTaskFileUnder: "move A and B into Kitchen" files each task
// under the project that exists, in one write that one undo takes back; a
// name no project has changes nothing and says so.
func TestUpdateTaskFileUnder(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Kitchen Refit"}`)
	f.must("createTask", `{"title":"paint the shed"}`)
	f.must("createTask", `{"title":"order tiles"}`)
	before := f.state()

	f.turn("move")
	r := f.must("updateTask", `{"task":"paint the shed and order tiles","fileUnder":"kitchen"}`)
	if !strings.Contains(r.Summary, "paint the shed") || !strings.Contains(r.Summary, "order tiles") {
		t.Errorf("summary: %s", r.Summary)
	}
	f.db.Read(context.Background(), func(tx *store.Tx) error {
		for _, ref := range []string{"paint the shed", "order tiles"} {
			if tk, err := tx.Tasks().Resolve(ref); err != nil || tk.ProjectName != "Kitchen Refit" {
				t.Errorf("%s: %+v %v", ref, tk, err)
			}
		}
		return nil
	})
	f.turn("undo")
	f.must("undo", `{}`)
	if got := f.state(); got != before {
		t.Errorf("undo left:\n%s\nwant:\n%s", got, before)
	}

	f.turn("nowhere")
	if r := f.run("updateTask", `{"task":"order tiles","fileUnder":"zoom"}`); r.OK || !strings.Contains(r.Summary, "No project is called") {
		t.Errorf("no such project: %+v", r)
	}
	if got := f.state(); got != before {
		t.Error("a move to no project changed data")
	}
}

// TestAppendNoteToTask: text "added as a note" to a task goes into its
// notes field when no note has that name, or when the reference says
// "task"; undo restores the notes as they were.
func TestAppendNoteToTask(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"order tiles"}`)
	f.must("createNote", `{"title":"Tiles","body":"shop list"}`)
	before := f.state()

	f.turn("note")
	f.must("appendNote", `{"note":"order tiles","text":"matte ones"}`)
	f.turn("note2")
	f.must("appendNote", `{"note":"the tiles task","text":"and grout"}`)
	f.db.Read(context.Background(), func(tx *store.Tx) error {
		tk, _ := tx.Tasks().Resolve("order tiles")
		if tk.Notes != "matte ones\nand grout" {
			t.Errorf("notes = %q", tk.Notes)
		}
		n, _ := tx.Notes().Resolve("Tiles")
		if n.Body != "shop list" {
			t.Errorf("the note Tiles changed: %q", n.Body)
		}
		return nil
	})
	f.turn("undo")
	f.must("undo", `{}`)
	f.must("undo", `{}`)
	if got := f.state(); got != before {
		t.Errorf("undo left:\n%s\nwant:\n%s", got, before)
	}
	// a note of that name still gets the text
	f.turn("note3")
	f.must("appendNote", `{"note":"tiles","text":"white"}`)
	if r := f.run("appendNote", `{"note":"the unicorn task","text":"x"}`); r.OK {
		t.Errorf("no such task: %+v", r)
	}
}

// TestSelectThisWeekAndBefore: "this week" is today to Sunday; "before"
// holds every task due on or before that day, overdue ones too; both
// narrow a project's tasks and drive a bulk change (the approval the
// agent asks first names the same tasks). ref is Wed 25 Nov 2026.
func TestSelectThisWeekAndBefore(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Garage"}`)
	for _, a := range []string{
		`{"title":"late one","project":"Garage","due":"2026-11-20"}`,
		`{"title":"friday one","project":"Garage","due":"2026-11-27"}`,
		`{"title":"sunday one","project":"Garage","due":"2026-11-29"}`,
		`{"title":"monday one","project":"Garage","due":"2026-11-30"}`,
		`{"title":"elsewhere","due":"2026-11-27"}`,
	} {
		f.must("createTask", a)
	}
	for _, tc := range []struct {
		args string
		want []string
	}{
		{`{"filter":"this week","project":"Garage"}`, []string{"friday one", "sunday one"}},
		{`{"before":"sunday","project":"Garage"}`, []string{"late one", "friday one", "sunday one"}},
		{`{"filter":"this week"}`, []string{"friday one", "elsewhere", "sunday one"}},
	} {
		r := f.must("queryTasks", tc.args)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		if strings.Join(sortedCopy(got), "|") != strings.Join(sortedCopy(tc.want), "|") {
			t.Errorf("%s: %v, want %v", tc.args, got, tc.want)
		}
	}
	r := f.must("bulkTasks", `{"action":"reschedule","project":"Garage","before":"friday","to":"in december"}`)
	if !strings.HasPrefix(r.Summary, "Moved 2 tasks to december (Tue 1 Dec)") || !strings.Contains(r.Summary, "late one") || !strings.Contains(r.Summary, "friday one") {
		t.Errorf("bulk move of the two due by friday: %s", r.Summary)
	}
}

func sortedCopy(xs []string) []string {
	out := append([]string(nil), xs...)
	sort.Strings(out)
	return out
}

// TestUpdateTaskSwapWords: "make it 20k instead of 18k" changes those words
// of the title, a unit said once included ("6 miles not 4" in "run 4
// miles", "10k not 8" in "tempo run 8km"); words the title does not hold change nothing and say so.
func TestUpdateTaskSwapWords(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"long run 18k"}`)
	f.must("createTask", `{"title":"run 4 miles"}`)
	f.must("createTask", `{"title":"tempo run 8km"}`)
	for _, tc := range []struct{ args, want string }{
		{`{"task":"long run","replace":"18K","with":"20k"}`, "long run 20k"},
		{`{"task":"run 4 miles","replace":"4","with":"6 miles"}`, "run 6 miles"},
		{`{"task":"tempo run","replace":"8","with":"10k"}`, "tempo run 10km"},
	} {
		r := f.must("updateTask", tc.args)
		if !strings.Contains(r.Summary, "“"+tc.want+"”") {
			t.Errorf("%s: %s", tc.args, r.Summary)
		}
	}
	before := f.state()
	if r := f.run("updateTask", `{"task":"long run","replace":"marathon","with":"half"}`); r.OK || !strings.Contains(r.Summary, "doesn't say") {
		t.Errorf("missing words: %+v", r)
	}
	if f.state() != before {
		t.Error("a swap of missing words changed data")
	}
}

// TestProjectSaidWithProjectWord: "in the hen project" files under the one
// project its words name ("Aoife's Hen Party"), never a new project called
// "hen project"; a project whose name holds the word keeps it.
func TestProjectSaidWithProjectWord(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Aoife's Hen Party"}`)
	f.must("createProject", `{"name":"Side project"}`)
	f.must("createTask", `{"title":"send the poll","project":"hen project"}`)
	f.must("createTask", `{"title":"ship it","project":"Side project"}`)
	if got := f.task("send the poll").ProjectName; got != "Aoife's Hen Party" {
		t.Errorf("send the poll: in %q", got)
	}
	if got := f.task("ship it").ProjectName; got != "Side project" {
		t.Errorf("ship it: in %q", got)
	}
	r := f.must("listProjects", `{}`)
	if strings.Contains(r.Summary, "hen project") {
		t.Errorf("a new project was made: %s", r.Summary)
	}
}
