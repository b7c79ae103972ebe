package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"pace/tools"
)

// TestStatusSaysRepeatInWords: a project's status names a repeating task's
// rule in plain words, never as a raw RRULE.
func TestStatusSaysRepeatInWords(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Marathon"}`)
	f.must("createTask", `{"title":"long run","project":"Marathon","due":"saturday 7am","repeats":"every saturday"}`)
	r := f.must("projectStatus", `{"project":"Marathon"}`)
	text := r.Summary + "\n" + r.Detail
	if strings.Contains(text, "RRULE") || strings.Contains(text, "FREQ=") || !strings.Contains(text, "repeats every Saturday") {
		t.Errorf("status: %q", text)
	}
}

// TestSelectionLabelOfOneWord: "the cycling club tasks" with no project or
// label of those words but a label @cycling selects that label's tasks
// (the approval names them); two words that are both labels, or none,
// select nothing.
func TestSelectionLabelOfOneWord(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"pump the tyres","tags":["cycling"]}`)
	f.must("createTask", `{"title":"renew the club membership","tags":["cycling"]}`)
	f.must("createTask", `{"title":"buy milk","tags":["shop"]}`)
	prompt, err := f.tb.Preview(context.Background(), tools.Invocation{Tool: "bulkTasks", Args: json.RawMessage(`{"action":"complete","project":"cycling club"}`)})
	if err != nil || !strings.Contains(prompt, "2 tasks") || !strings.Contains(prompt, "pump the tyres") || strings.Contains(prompt, "buy milk") {
		t.Fatalf("approval %q %v", prompt, err)
	}
	for _, ref := range []string{"cycling shop", "knitting circle"} {
		if r := f.run("queryTasks", `{"project":"`+ref+`"}`); r.OK {
			t.Errorf("%q selected %s", ref, r.Detail)
		}
	}
}

// TestSeriesEnds: "until D" said of a repeating task ends its series that
// day (UNTIL, undone exactly); said of a task that does not repeat it
// fails and changes nothing; a span of days said as a repeating task's
// start leaves no window on it.
func TestSeriesEnds(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"dutch homework","repeats":"every monday"}`)
	f.must("createTask", `{"title":"buy milk"}`)
	f.group = "turn-2"
	r := f.must("setRecurrence", `{"task":"dutch homework","repeats":"until 17 dec"}`)
	if !strings.Contains(r.Summary, "every Monday, until 17 Dec 2026") {
		t.Fatalf("summary %q", r.Summary)
	}
	if r := f.run("setRecurrence", `{"task":"buy milk","repeats":"until 17 dec"}`); r.OK || !strings.Contains(r.Summary, "doesn't repeat") {
		t.Fatalf("a task that does not repeat: %+v", r)
	}
	f.group = "turn-3"
	f.must("undo", `{}`)
	if q := f.must("queryTasks", `{"filter":"repeating"}`); !strings.Contains(q.Detail, "repeats every Monday") || strings.Contains(q.Detail, "until") {
		t.Fatalf("after undo: %s", q.Detail)
	}
	c := f.must("createTask", `{"title":"club ride","due":"next week 8am","repeats":"every sunday"}`)
	if strings.Contains(c.Summary, "–") {
		t.Fatalf("a window on a repeating task: %q", c.Summary)
	}
}

// TestShiftUndatedOne: pushing back by an amount the one selected task
// that has no date says so (not "already reads that way").
func TestShiftUndatedOne(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"book flights","tags":["travel"]}`)
	r := f.must("bulkTasks", `{"action":"reschedule","tag":"travel","by":"a week"}`)
	if !strings.Contains(r.Summary, "no date to move by a week") {
		t.Fatalf("summary %q", r.Summary)
	}
}

// TestThisWeekAtTheWeekend: "this week" asked on a weekday runs to Sunday;
// asked on a Saturday it takes in the coming week too, as the agenda's
// week does.
func TestThisWeekAtTheWeekend(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"pay the gas bill","due":"2026-12-01"}`) // the Tuesday after the fixture's Wednesday
	f.must("createTask", `{"title":"book the band","due":"2026-12-08"}`)    // Tuesday of the week after
	if r := f.must("queryTasks", `{"filter":"this week"}`); len(r.Items) != 0 {
		t.Fatalf("on Wednesday 25 Nov: %s", r.Detail)
	}
	f.clock.T = time.Date(2026, 12, 5, 10, 0, 0, 0, f.clock.T.Location()) // a Saturday
	r := f.must("queryTasks", `{"filter":"this week"}`)
	if len(r.Items) != 1 || r.Items[0].Title != "book the band" {
		t.Fatalf("on Saturday 5 Dec: %s", r.Detail)
	}
}
