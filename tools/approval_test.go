package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// The approval prompt names the item the call will act on, in plain words:
// no tool names, no JSON; a weak reference is not offered for approval.
func TestDescribe(t *testing.T) {
	f := newFixture(t)
	f.turn("seed")
	f.must("createTask", `{"title":"Renew car insurance","due":"today"}`)
	f.must("createTask", `{"title":"Read the notes from Monday"}`)
	for _, c := range []struct {
		tool, args string
		want       string
		ok         bool
	}{
		{"deleteTask", `{"task":"renew car insurance"}`, "Delete the task “Renew car insurance”, due today?", true},
		{"deleteTask", `{"task":"notes"}`, "“notes” is not enough to delete on. Did you mean the task “Read the notes from Monday”?", false},
		{"deleteTask", `{"task":"dentist"}`, "No task matches “dentist”.", false},
		{"deleteTask", `not json`, "could not be read", false},
	} {
		got, ok, err := f.tb.Describe(context.Background(), c.tool, json.RawMessage(c.args))
		if err != nil {
			t.Fatal(err)
		}
		if ok != c.ok || !strings.Contains(got, c.want) {
			t.Errorf("Describe(%s %s) = %q, %v; want %q, %v", c.tool, c.args, got, ok, c.want, c.ok)
		}
		if strings.Contains(got, c.tool) || strings.Contains(got, "{") {
			t.Errorf("Describe shows tool names or JSON: %q", got)
		}
	}
}

// A plan step's reference is described by its step; the executor fills in
// the id before the tool runs.
func TestDescribeStepReference(t *testing.T) {
	f := newFixture(t)
	got, ok, err := f.tb.Describe(context.Background(), "deleteTask", json.RawMessage(`{"task":"$2"}`))
	if err != nil || !ok || got != "Delete the task made by step 2 of this request?" {
		t.Fatalf("Describe($2) = %q, %v, %v", got, ok, err)
	}
}

// A bulk call is put to the person only when it would change something, and
// the prompt names exactly the tasks that would change; one that matches
// nothing, would change nothing or names a missing project says so and is
// not offered for approval (the tool then changes nothing by itself).
func TestDescribeBulk(t *testing.T) {
	f := newFixture(t)
	f.turn("seed")
	f.must("createTask", `{"title":"water plants","due":"tomorrow"}`)
	f.must("createTask", `{"title":"call the plumber","due":"tomorrow","priority":"high"}`)
	f.must("createTask", `{"title":"file taxes","due":"today"}`)
	for _, c := range []struct {
		args string
		want string
		ok   bool
	}{
		{`{"action":"reschedule","filter":"tomorrow","to":"friday"}`, "Move 2 tasks to friday (Fri 27 Nov): “call the plumber”, “water plants”?", true},
		{`{"action":"reschedule","filter":"today","to":"today"}`, "“file taxes” already reads that way, so nothing would change.", false},
		{`{"action":"priority","filter":"tomorrow","level":"high"}`, "“water plants”?", true},
		{`{"action":"priority","filter":"tomorrow","level":"high","tasks":["call the plumber"]}`, "already reads that way", false},
		{`{"action":"complete","filter":"overdue"}`, "No tasks match, so nothing would change.", false},
		{`{"action":"complete","project":"garden"}`, "No project matches “garden”.", false},
	} {
		got, ok, err := f.tb.Describe(context.Background(), "bulkTasks", json.RawMessage(c.args))
		if err != nil {
			t.Fatal(err)
		}
		if ok != c.ok || !strings.Contains(got, c.want) {
			t.Errorf("Describe(%s) = %q, %v; want %q, %v", c.args, got, ok, c.want, c.ok)
		}
		if c.ok && c.want == "“water plants”?" && strings.Contains(got, "plumber") {
			t.Errorf("the prompt names a task that would not change: %q", got)
		}
	}
}
