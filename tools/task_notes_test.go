package tools_test

import (
	"context"
	"encoding/json"
	"testing"
)

// setTaskNotes sets, replaces and clears a task's notes; each undo puts
// the notes back as they were.
func TestSetTaskNotes(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call the bank","notes":"old notes"}`)
	cases := []struct {
		name, notes, want string
	}{
		{"replace", "account 4471\nask for Ana\n\n", "account 4471\nask for Ana"},
		{"clear", "", ""},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := f.task("call the bank").Notes
			f.turn("turn-" + c.name)
			args, _ := json.Marshal(map[string]string{"task": "call the bank", "notes": c.notes})
			res := f.must("setTaskNotes", string(args))
			if got := f.task("call the bank").Notes; got != c.want {
				t.Fatalf("case %d: notes %q, want %q", i, got, c.want)
			}
			if err := f.tb.Verify(context.Background(), inv("setTaskNotes", string(args)), res); err != nil {
				t.Fatal(err)
			}
			f.must("undo", `{"scope":"turn"}`)
			if got := f.task("call the bank").Notes; got != before {
				t.Fatalf("after undo the notes read %q, want %q", got, before)
			}
			f.must("setTaskNotes", string(args)) // again, for the next case
		})
	}
}
