package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"pace/tools"
)

// TestProjectBeginsOverLabel: a selection naming the first words of a
// project ("chapel" of "Chapel committee") takes that project's tasks even
// when a label of the same word exists; a word from the middle of a
// project's name ("work" of "Lab Work") still means the label.
func TestProjectBeginsOverLabel(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Chapel committee"}`)
	f.must("createProject", `{"name":"Lab Work"}`)
	f.must("createTask", `{"title":"book the hall","project":"Chapel committee"}`)
	f.must("createTask", `{"title":"ring the minister","project":"Chapel committee","tags":["chapel"]}`)
	f.must("createTask", `{"title":"polish the pews","tags":["chapel"]}`)
	f.must("createTask", `{"title":"write up the assay","project":"Lab Work"}`)
	f.must("createTask", `{"title":"expenses","tags":["work"]}`)
	for _, tc := range []struct {
		project string
		want    int
	}{
		{"chapel", 2},
		{"the chapel project", 2},
		{"Chapel committee", 2},
		{"work", 1},
	} {
		r := f.must("queryTasks", `{"project":"`+tc.project+`"}`)
		if len(r.Items) != tc.want {
			t.Errorf("%q: %d tasks (%s), want %d", tc.project, len(r.Items), r.Detail, tc.want)
		}
	}
}

// TestDueOf: a task's due date as a phrase the tools read back, with its
// clock only when asked and the task has one; no due date, no match or a
// step reference is not ok.
func TestDueOf(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call the vet","due":"2026-12-08 15:00"}`)
	f.must("createTask", `{"title":"buy the shirt","due":"2026-12-12"}`)
	f.must("createTask", `{"title":"sort the shed"}`)
	ctx := context.Background()
	for _, tc := range []struct {
		ref      string
		withTime bool
		want     string
		ok       bool
	}{
		{"call the vet", false, "8 Dec 2026", true},
		{"call the vet", true, "8 Dec 2026 at 15:00", true},
		{"buy the shirt", true, "12 Dec 2026", true},
		{"sort the shed", false, "", false},
		{"walk the dog", false, "", false},
		{"$1", false, "", false},
	} {
		got, ok, err := f.tb.DueOf(ctx, tc.ref, tc.withTime)
		if err != nil || ok != tc.ok || got != tc.want {
			t.Errorf("%q: %q %v %v, want %q %v", tc.ref, got, ok, err, tc.want, tc.ok)
		}
	}
}

// TestBulkFile: "file" moves every selected task into an existing project
// in one journal entry (one undo takes all back); the approval names each
// task; a project that does not exist fails and nothing changes.
func TestBulkFile(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Temple Trust Annual Utsav"}`)
	f.must("createTask", `{"title":"buy flowers","tags":["temple"]}`)
	f.must("createTask", `{"title":"book the priest","tags":["temple"]}`)
	f.must("createTask", `{"title":"buy milk"}`)
	prompt, err := f.tb.Preview(context.Background(), tools.Invocation{Tool: "bulkTasks", Args: json.RawMessage(`{"action":"file","tag":"temple","into":"Temple Trust"}`)})
	if err != nil || !strings.Contains(prompt, "Move 2 tasks into Temple Trust Annual Utsav") || !strings.Contains(prompt, "book the priest") {
		t.Fatalf("approval %q %v", prompt, err)
	}
	f.group = "turn-2"
	r := f.must("bulkTasks", `{"action":"file","tag":"temple","into":"Temple Trust"}`)
	if !strings.Contains(r.Summary, "Moved 2 tasks into Temple Trust Annual Utsav") {
		t.Fatalf("summary %q", r.Summary)
	}
	in := f.must("queryTasks", `{"project":"Temple Trust Annual Utsav"}`)
	if len(in.Items) != 2 {
		t.Fatalf("in the project: %s", in.Detail)
	}
	f.group = "turn-3"
	f.must("undo", `{}`)
	if in := f.must("queryTasks", `{"project":"Temple Trust Annual Utsav"}`); len(in.Items) != 0 {
		t.Fatalf("after undo: %s", in.Detail)
	}
	if r := f.run("bulkTasks", `{"action":"file","tag":"temple","into":"Nowhere"}`); r.OK {
		t.Fatalf("an unknown project: %+v", r)
	}
	if r := f.run("bulkTasks", `{"action":"file","tag":"temple"}`); r.OK {
		t.Fatalf("no project: %+v", r)
	}
}
