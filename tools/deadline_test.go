package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestDeadlineOrCreate: "move the Thesis deadline to 3 June" moves the
// project's "Deadline" milestone, or adds it when the project has none;
// a title change or an unknown project is never added on a guess.
func TestDeadlineOrCreate(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Thesis"}`)
	f.turn("turn-2")
	r := f.must("updateMilestone", `{"milestone":"Deadline","project":"Thesis","due":"3 june","orCreate":true}`)
	if !strings.HasPrefix(r.Summary, "Added the milestone “Deadline” to Thesis, due ") {
		t.Fatalf("first deadline: %q", r.Summary)
	}
	r = f.must("updateMilestone", `{"milestone":"Deadline","project":"Thesis","due":"10 june","orCreate":true}`)
	if !strings.Contains(r.Summary, "moved to") {
		t.Fatalf("moved deadline: %q", r.Summary)
	}
	if ms := f.must("listMilestones", `{"project":"Thesis"}`); len(ms.Items) != 1 {
		t.Errorf("milestones after two changes: %+v", ms.Items)
	}
	if r := f.run("updateMilestone", `{"milestone":"Deadline","project":"Nowhere","due":"10 june","orCreate":true}`); r.OK {
		t.Errorf("an unknown project got a deadline: %q", r.Summary)
	}
	f.must("undo", `{"scope":"turn"}`)
	if ms := f.must("listMilestones", `{"project":"Thesis"}`); len(ms.Items) != 0 {
		t.Errorf("undo left %d milestones", len(ms.Items))
	}
}

// TestRepeatingTaskMovedEarlierInItsDay: a weekly task moved earlier in
// its day ("move the order to 10:30") and then completed comes back on
// the next week's day at the time last set, never later the same day at
// the rule's first time.
func TestRepeatingTaskMovedEarlierInItsDay(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"dairy order","due":"tuesday 2pm","repeats":"every tuesday"}`)
	f.must("rescheduleTask", `{"task":"dairy order","to":"10:30am"}`)
	was := f.task("dairy order").Due.In(zone)
	r := f.must("completeTask", `{"task":"dairy order"}`)
	next := f.task("dairy order").Due.In(zone)
	if next.Sub(was) != 7*24*time.Hour || next.Hour() != 10 || next.Minute() != 30 {
		t.Errorf("after %v the next is %v (%s)", was, next, r.Summary)
	}
}

// TestSameWeek: "the dinner is for the friday, not saturday" moves a task
// due Saturday 19 December to Friday 18 December, the Friday of its own
// week, keeping its time; without sameWeek a bare weekday is the next one.
func TestSameWeek(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	f.must("createTask", `{"title":"team dinner","due":"2026-12-19 19:30"}`)
	r := f.must("rescheduleTask", `{"task":"team dinner","to":"the friday","sameWeek":true}`)
	if got := f.task("team dinner").Due.In(zone); got.Day() != 18 || got.Month() != time.December || got.Hour() != 19 {
		t.Errorf("same week: %v (%s)", got, r.Summary)
	}
	if err := f.tb.Verify(context.Background(), inv("rescheduleTask", `{"task":"team dinner","to":"the friday","sameWeek":true}`), r); err != nil {
		t.Errorf("postcondition: %v", err)
	}
	f.must("rescheduleTask", `{"task":"team dinner","to":"friday"}`)
	if got := f.task("team dinner").Due.In(zone); got.Day() != 27 || got.Month() != time.November {
		t.Errorf("next friday: %v", got)
	}
}
