package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"pace/tools"
)

// TestWeekdayCountedFromAnItem: "the friday before the show" is the
// nearest Friday strictly before that milestone's day, "the saturday after
// show day" the nearest Saturday strictly after it (a week on when the day
// is itself a Saturday); a weekday counted from a date ("the friday after
// next") is a date, not an item.
func TestWeekdayCountedFromAnItem(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Flower Show"}`)
	f.must("addMilestone", `{"project":"Flower Show","title":"show day","due":"2026-12-19"}`) // a Saturday
	for _, tc := range []struct{ due, want string }{
		{"the friday before show day", "2026-12-18"},
		{"the saturday after show day", "2026-12-26"},
		{"the saturday before show day", "2026-12-12"},
		{"the monday after show day", "2026-12-21"},
	} {
		r := f.must("createTask", `{"title":"get ready","due":"`+tc.due+`"}`)
		if got := f.task(r.Ref).Due.In(zone).Format("2006-01-02"); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.due, got, tc.want)
		}
		f.must("deleteTask", `{"task":"get ready"}`)
	}
	r := f.must("createTask", `{"title":"paint the shed","due":"the friday after next"}`)
	if f.task(r.Ref).Due == nil {
		t.Errorf("the friday after next: no date (%s)", r.Summary)
	}
}

// TestP0IsTheTopPriority: "p0", the top of the P0…P3 scale, sets urgent as
// "p1" does.
func TestP0IsTheTopPriority(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"fix the login bug"}`)
	for _, word := range []string{"p0", "P0", "p1"} {
		f.must("setPriority", `{"task":"fix the login bug","priority":"low"}`)
		f.must("setPriority", `{"task":"fix the login bug","priority":"`+word+`"}`)
		if got := f.task("fix the login bug").Priority; got != 4 {
			t.Errorf("%s: priority %d, want 4 (urgent)", word, got)
		}
	}
}

// TestSameTitlesToldApartInApproval: completing every task whose title
// says "night shift" this week asks first, naming each by its day, and
// leaves next week's one open.
func TestSameTitlesToldApartInApproval(t *testing.T) {
	f := newFixture(t)
	for _, due := range []string{"2026-11-26T20:00:00+01:00", "2026-11-28T20:00:00+01:00", "2026-12-03T20:00:00+01:00"} {
		f.must("createTask", `{"title":"night shift","due":"`+due+`"}`)
	}
	args := `{"action":"complete","project":"night shifts","filter":"this week"}`
	prompt, err := f.tb.Preview(context.Background(), tools.Invocation{Tool: "bulkTasks", Args: json.RawMessage(args)})
	if err != nil || !strings.Contains(prompt, "(due Thu 26 Nov)") || !strings.Contains(prompt, "(due Sat 28 Nov)") || strings.Contains(prompt, "3 Dec") {
		t.Fatalf("approval %q, %v", prompt, err)
	}
	f.must("bulkTasks", args)
	if open := strings.Count(f.state(), `"done":false`); open != 1 {
		t.Errorf("%d night shifts left open, want next week's one", open)
	}
}

// TestMovedToTodaysWeekday: moving everything due today to the weekday
// that today is moves it a week on, never to today itself.
func TestMovedToTodaysWeekday(t *testing.T) {
	f := newFixture(t) // Wednesday 25 November
	f.must("createTask", `{"title":"pay the milkman","due":"today"}`)
	f.must("bulkTasks", `{"action":"reschedule","filter":"today","to":"wednesday"}`)
	if got := f.task("pay the milkman").Due.In(zone).Format("2006-01-02"); got != "2026-12-02" {
		t.Errorf("due %s, want the next Wednesday, 2026-12-02", got)
	}
}

// TestProjectWordBeforeItsName: "under a project Wedding prep" makes (or
// finds) "Wedding prep", never "project Wedding prep"; a project whose
// name starts with the word keeps it.
func TestProjectWordBeforeItsName(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call the caterer","project":"project Wedding prep"}`)
	if got := f.task("call the caterer").ProjectName; got != "Wedding prep" {
		t.Errorf("filed in %q, want Wedding prep", got)
	}
	f.must("createProject", `{"name":"Project Phoenix"}`)
	f.must("createTask", `{"title":"brief the team","project":"Project Phoenix"}`)
	if got := f.task("brief the team").ProjectName; got != "Project Phoenix" {
		t.Errorf("filed in %q, want Project Phoenix", got)
	}
}
