package tools_test

import (
	"strings"
	"testing"
)

// TestClearDue: rescheduleTask to "none" removes the due date (and its
// time and window); the postcondition holds; one undo puts it back; a task
// with no due date is left as it is.
func TestClearDue(t *testing.T) {
	for _, due := range []string{"2026-11-27T09:00:00+01:00", "2026-11-27", "friday 9-11am"} {
		t.Run(due, func(t *testing.T) {
			f := newFixture(t)
			f.must("createTask", `{"title":"book the MOT","due":"`+due+`"}`)
			f.turn("clear")
			before := f.state()
			r := f.must("rescheduleTask", `{"task":"book the MOT","to":"none"}`)
			if !strings.Contains(r.Summary, "Removed the due date") {
				t.Errorf("summary %q", r.Summary)
			}
			got := f.task("book the MOT")
			if got.Due != nil || got.DueEnd != nil || got.HasTime {
				t.Fatalf("still dated: %+v", got)
			}
			f.turn("undo")
			f.must("undo", `{}`)
			if f.state() != before {
				t.Fatal("undo did not restore the due date")
			}
		})
	}
	f := newFixture(t)
	f.must("createTask", `{"title":"book the MOT"}`)
	if r := f.must("rescheduleTask", `{"task":"book the MOT","to":"none"}`); strings.Contains(r.Summary, "Removed") {
		t.Errorf("an undated task reported a change: %q", r.Summary)
	}
}

// TestSeveralNamedTogether: "buy stamps and buy envelopes" answers to both
// tasks loosely (ambiguous as a whole) but each part names one: the change
// goes to both, in one undo.
func TestSeveralNamedTogether(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"buy stamps"}`)
	f.must("createTask", `{"title":"buy envelopes"}`)
	f.turn("tag")
	before := f.state()
	r := f.must("tagTask", `{"task":"buy stamps and buy envelopes","tags":["post"]}`)
	for _, title := range []string{"buy stamps", "buy envelopes"} {
		if got := f.task(title); len(got.Tags) != 1 || got.Tags[0] != "post" {
			t.Errorf("%s: tags %v (%q)", title, got.Tags, r.Summary)
		}
	}
	f.turn("undo")
	f.must("undo", `{}`)
	if f.state() != before {
		t.Fatal("undo did not restore both")
	}
}

// TestLooseWholeLosesToItsParts: "the vet and the gutter quote" matches
// "gutter quote" loosely as a whole (two of its three words),
// but each part names a task of its own: both change (never only the loose
// match), and completing names both too.
func TestLooseWholeLosesToItsParts(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"take the cat to the vet"}`)
	f.must("createTask", `{"title":"chase the gutter quote from Sam"}`)
	f.must("createTask", `{"title":"gutter quote"}`)
	f.turn("prio")
	r := f.must("setPriority", `{"task":"the vet and the gutter quote","priority":"high"}`)
	for _, title := range []string{"take the cat to the vet", "gutter quote"} {
		if got := f.task(title); got.Priority != 3 {
			t.Errorf("%s: priority %d (%q)", title, got.Priority, r.Summary)
		}
	}
	if got := f.task("chase the gutter quote from Sam"); got.Priority == 3 {
		t.Errorf("the loose match changed too (%q)", r.Summary)
	}
	f.turn("done")
	f.must("completeTask", `{"task":"the vet and the gutter quote"}`)
	for _, title := range []string{"take the cat to the vet", "gutter quote"} {
		if !f.task(title).Done {
			t.Errorf("%s not completed", title)
		}
	}
	// a title that holds the whole reference is still that one task
	f.must("createTask", `{"title":"salt and pepper"}`)
	f.must("createTask", `{"title":"pepper"}`)
	f.turn("salt")
	f.must("setPriority", `{"task":"salt and pepper","priority":"low"}`)
	if f.task("pepper").Priority == 1 {
		t.Error("an exact title was split")
	}
}
