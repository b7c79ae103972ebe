package tools_test

import (
	"context"
	"strings"
	"testing"
)

// TestMoveFromTheRulesDay: "change the parents call from Saturday to
// Sunday" of a task repeating every Saturday moves the rule's day (and its
// next due date, keeping the time); a from-day the rule does not have, a
// dated To, or a task that does not repeat move one due date only. Undo
// restores the rule.
func TestMoveFromTheRulesDay(t *testing.T) {
	cases := []struct {
		name, create, move, rule, due string
	}{
		{"rule day moves", `{"title":"parents call","due":"2026-11-28T18:00:00+01:00","repeats":"every saturday"}`,
			`{"task":"parents call","from":"Saturday","to":"Sunday"}`, "BYDAY=SU", "2026-11-29 18:00"},
		{"one of two days", `{"title":"swim","due":"2026-11-26T07:00:00+01:00","repeats":"every tuesday and thursday"}`,
			`{"task":"swim","from":"thursday","to":"friday"}`, "BYDAY=TU,FR", "2026-11-27 07:00"},
		{"not the rule's day", `{"title":"parents call","due":"2026-11-28T18:00:00+01:00","repeats":"every saturday"}`,
			`{"task":"parents call","from":"monday","to":"Sunday"}`, "BYDAY=SA", "2026-11-29 18:00"},
		{"a dated to", `{"title":"parents call","due":"2026-11-28T18:00:00+01:00","repeats":"every saturday"}`,
			`{"task":"parents call","from":"saturday","to":"this sunday"}`, "BYDAY=SA", "2026-11-29 18:00"},
		{"no rule", `{"title":"parents call","due":"2026-11-28T18:00:00+01:00"}`,
			`{"task":"parents call","from":"saturday","to":"sunday"}`, "", "2026-11-29 18:00"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			f.must("createTask", c.create)
			before := f.state()
			f.turn("turn-2")
			r := f.must("rescheduleTask", c.move)
			task := f.task(r.Ref)
			if (c.rule == "") != (task.RRule == "") || !strings.Contains(task.RRule, c.rule) {
				t.Errorf("rule %q, want %q", task.RRule, c.rule)
			}
			if got := task.Due.In(zone).Format("2006-01-02 15:04"); got != c.due {
				t.Errorf("due %s, want %s (%s)", got, c.due, r.Summary)
			}
			if err := f.tb.Verify(context.Background(), inv("rescheduleTask", c.move), r); err != nil {
				t.Error(err)
			}
			f.must("undo", `{"scope":"turn"}`)
			if got := f.state(); got != before {
				t.Errorf("undo:\n got %s\nwant %s", got, before)
			}
		})
	}
}

// TestProjectDateMoves: "move the wedding project's date to 27 June" moves
// the project's deadline, adding one when it has none; undo takes it back.
func TestProjectDateMoves(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Chiamaka's Wedding"}`)
	before := f.state()
	f.turn("turn-2")
	r := f.must("rescheduleTask", `{"task":"the wedding project's date","to":"2027-06-27"}`)
	if !strings.Contains(r.Summary, "Deadline") || !strings.Contains(r.Summary, "27 Jun") {
		t.Fatalf("added: %q", r.Summary)
	}
	f.turn("turn-3")
	r = f.must("rescheduleTask", `{"task":"the date of the wedding","to":"2027-06-28"}`)
	if !strings.Contains(r.Summary, "28 Jun") {
		t.Fatalf("moved: %q", r.Summary)
	}
	f.must("undo", `{"scope":"turn"}`)
	f.must("undo", `{"scope":"turn"}`)
	if got := f.state(); got != before {
		t.Errorf("undo:\n got %s\nwant %s", got, before)
	}
	// a task of those words is the task
	f.must("createTask", `{"title":"the wedding's date"}`)
	if r := f.must("rescheduleTask", `{"task":"the wedding's date","to":"2027-06-20"}`); strings.Contains(r.Summary, "Deadline") {
		t.Errorf("the task: %q", r.Summary)
	}
}

// TestDailyFromToday: a dated task made to repeat every day repeats from
// today (at its time), not from its due day; a weekly rule keeps counting
// from the due day.
func TestDailyFromToday(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"study for calc","due":"2026-12-14T09:00:00+01:00"}`)
	f.must("createTask", `{"title":"rent","due":"2026-12-14"}`)
	if r := f.must("setRecurrence", `{"task":"study for calc","repeats":"every day"}`); !f.task(r.Ref).Due.Equal(day(2026, 11, 26, 9, 0)) {
		t.Errorf("daily: due %v (%s)", f.task(r.Ref).Due, r.Summary)
	}
	if r := f.must("setRecurrence", `{"task":"rent","repeats":"every week"}`); !f.task(r.Ref).Due.Equal(day(2026, 12, 14, 0, 0)) {
		t.Errorf("weekly: due %v (%s)", f.task(r.Ref).Due, r.Summary)
	}
}

// TestDayCountedFromAnItem: a due said by another item's day — a task's or
// a milestone's — is that day moved by the days or weeks said; an item
// with no date, or none of that name, fails with nothing made.
func TestDayCountedFromAnItem(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"physio appointment","due":"2026-12-14T10:00:00+01:00"}`)
	f.must("createProject", `{"name":"Party"}`)
	f.must("addMilestone", `{"project":"Party","title":"the big party","due":"2026-12-19"}`)
	f.must("createTask", `{"title":"buy a card"}`)
	for _, tc := range []struct{ due, want string }{
		{"same day as the physio appointment", "2026-12-14"},
		{"2 days before the big party", "2026-12-17"},
		{"the day after the physio appointment", "2026-12-15"},
		{"a week before the big party", "2026-12-12"},
	} {
		r := f.must("createTask", `{"title":"get ready","due":"`+tc.due+`"}`)
		if got := f.task(r.Ref).Due.In(zone).Format("2006-01-02"); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.due, got, tc.want)
		}
	}
	n := f.journalLen()
	for _, due := range []string{"same day as the card", "2 days before the wedding"} {
		if r := f.run("createTask", `{"title":"y","due":"`+due+`"}`); r.OK {
			t.Errorf("%q: %+v", due, r)
		}
	}
	if f.journalLen() != n {
		t.Errorf("a failed count made something")
	}
	r := f.must("rescheduleTask", `{"task":"buy a card","to":"the day before the big party"}`)
	if got := f.task(r.Ref).Due.In(zone).Format("2006-01-02"); got != "2026-12-18" {
		t.Errorf("move: %s", got)
	}
}

// TestListPartNamingNone: a change to a list one of whose parts names no
// task changes none of them and names that part.
func TestListPartNamingNone(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"buy christmas jumpers for the kids"}`)
	f.must("createTask", `{"title":"get raffle prizes"}`)
	before := f.state()
	r := f.run("tagTask", `{"task":"the jumpers, the present for Mam and the raffle prizes","tags":["shopping"]}`)
	if r.OK || !strings.Contains(r.Summary, "the present for Mam") || f.state() != before {
		t.Errorf("%+v", r)
	}
}

// TestMonthlyRuleDayMoved: "should be on the 15th, not the 1st" of a task
// repeating monthly on the 1st moves the rule's day; undo restores it.
func TestMonthlyRuleDayMoved(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"heartworm pill","due":"2026-12-01","repeats":"monthly on the 1st"}`)
	before := f.state()
	f.turn("turn-2")
	r := f.must("rescheduleTask", `{"task":"heartworm pill","to":"the 15th","from":"the 1st","sameMonth":true}`)
	task := f.task(r.Ref)
	if !strings.Contains(task.RRule, "BYMONTHDAY=15") || task.Due.In(zone).Day() != 15 {
		t.Errorf("rule %q due %v (%s)", task.RRule, task.Due, r.Summary)
	}
	f.must("undo", `{"scope":"turn"}`)
	if f.state() != before {
		t.Errorf("undo")
	}
}

// TestSetNamesNoOneTask: "everything that's down" as one task's reference
// names none — the move fails and nothing changes (it had moved a done
// task that one of its words matched).
func TestSetNamesNoOneTask(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"pick up the prescription","due":"2026-11-28"}`)
	f.must("completeTask", `{"task":"pick up the prescription"}`)
	before := f.state()
	if r := f.run("rescheduleTask", `{"task":"everything that's down","to":"2026-11-29"}`); r.OK || f.state() != before {
		t.Errorf("%+v", r)
	}
}
