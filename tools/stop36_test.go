package tools_test

import (
	"context"
	"testing"
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
