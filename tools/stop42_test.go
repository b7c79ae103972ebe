package tools_test

import (
	"strings"
	"testing"
	"time"
)

// TestNewRuleAfterTimePassed: a weekly 7 am task moved to the day it is
// today, after 7 am, repeats from next week's day, never due hours ago; the
// same move before 7 am keeps today.
func TestNewRuleAfterTimePassed(t *testing.T) {
	for _, tc := range []struct {
		hour int
		want time.Time
	}{
		{13, time.Date(2026, 12, 13, 7, 0, 0, 0, zone)},
		{6, time.Date(2026, 12, 6, 7, 0, 0, 0, zone)},
	} {
		f := newFixture(t)
		f.clock.T = time.Date(2026, 12, 6, tc.hour, 0, 0, 0, zone) // Sun 6 Dec
		f.must("createTask", `{"title":"mock exam","due":"every saturday at 7am"}`)
		f.must("setRecurrence", `{"task":"mock exam","repeats":"every sunday"}`)
		if got := f.task("mock exam"); got.Due == nil || !got.Due.Equal(tc.want) || got.RRule != "FREQ=WEEKLY;BYDAY=SU" {
			t.Errorf("at %d:00: due %v rule %q, want %v", tc.hour, got.Due, got.RRule, tc.want)
		}
	}
}

// TestNothingOfThatPriority: a question for the high-priority tasks when
// none is says so and lists what is due soonest (in the span asked for),
// dated tasks only, soonest first; with one of that priority, only it.
func TestNothingOfThatPriority(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"order the tiles","due":"2026-11-27"}`)
	f.must("createTask", `{"title":"ring the bank","due":"2026-11-26"}`)
	f.must("createTask", `{"title":"read the manual"}`)
	f.must("createTask", `{"title":"book the ferry","due":"2026-12-20"}`)
	r := f.must("queryTasks", `{"priority":"high","filter":"this week"}`)
	if want := "No tasks due this week of high priority or above; due soonest:"; r.Summary != want || len(r.Items) != 2 || r.Items[0].Title != "ring the bank" {
		t.Errorf("this week: %q %+v", r.Summary, r.Items)
	}
	f.must("setPriority", `{"task":"read the manual","priority":"high"}`)
	if r := f.must("queryTasks", `{"priority":"high"}`); len(r.Items) != 1 || r.Items[0].Title != "read the manual" {
		t.Errorf("one high: %q %+v", r.Summary, r.Items)
	}
}

// TestProjectSaidByItsWords: a question about "the roster project" lists
// the tasks of the one project those words name ("Ward Roster"), not the
// tasks whose titles hold them.
func TestProjectSaidByItsWords(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Ward Roster"}`)
	f.must("createTask", `{"title":"check leave requests","project":"Ward Roster"}`)
	f.must("createTask", `{"title":"print the roster"}`)
	r := f.must("queryTasks", `{"about":"roster project","question":"what have I got left on the roster project?"}`)
	if len(r.Items) != 1 || r.Items[0].Title != "check leave requests" || !strings.Contains(r.Summary, "in Ward Roster") {
		t.Errorf("%q %+v", r.Summary, r.Items)
	}
}

// TestSameMonth: "make it the 24th instead" of a task due 20 January is
// the 24th of January; a day already past in that month, or no such day,
// leaves the next one from today; without SameMonth it is the next 24th.
func TestSameMonth(t *testing.T) {
	for _, tc := range []struct {
		due, args string
		want      time.Time
	}{
		{"2027-01-20", `{"task":"seed potatoes","to":"the 24th","sameMonth":true}`, time.Date(2027, 1, 24, 0, 0, 0, 0, zone)},
		{"2027-01-20", `{"task":"seed potatoes","to":"the 24th"}`, time.Date(2026, 11, 24, 0, 0, 0, 0, zone).AddDate(0, 1, 0)},
		{"2027-02-20", `{"task":"seed potatoes","to":"30th","sameMonth":true}`, time.Date(2026, 11, 30, 0, 0, 0, 0, zone)},
		{"2026-11-26", `{"task":"seed potatoes","to":"the 24th","sameMonth":true}`, time.Date(2026, 12, 24, 0, 0, 0, 0, zone)},
	} {
		f := newFixture(t) // Wed 25 Nov 2026
		f.must("createTask", `{"title":"seed potatoes","due":"`+tc.due+`"}`)
		f.must("rescheduleTask", tc.args)
		if got := f.task("seed potatoes"); got.Due == nil || !got.Due.Equal(tc.want) {
			t.Errorf("due %s, %s: got %v, want %v", tc.due, tc.args, got.Due, tc.want)
		}
	}
}

// TestHowLongUntilAProject: "how long until the craft fair?" of a project
// with no open tasks answers with its next dated milestone and how far off
// it is, the later ones after it.
func TestHowLongUntilAProject(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	f.must("createProject", `{"name":"Craft Fair"}`)
	f.must("addMilestone", `{"project":"Craft Fair","title":"stall booked","due":"2026-12-01"}`)
	f.must("addMilestone", `{"project":"Craft Fair","title":"doors open","due":"2026-12-05"}`)
	r := f.must("queryTasks", `{"about":"Craft Fair","question":"how long until the craft fair?"}`)
	if want := "Craft Fair's next milestone, “stall booked”, is due Tue 1 Dec (in 6 days)."; !strings.HasPrefix(r.Summary, strings.TrimSuffix(want, ".")) || !strings.Contains(r.Summary, "; then “doors open” (Sat 5 Dec)") {
		t.Errorf("got %q, want it to start %q", r.Summary, want)
	}
}

// TestClearPriorityTakesThePriorityLabel: clearing the priority of a task
// with none but the label @urgent takes the label off (one undo puts it
// back); a task with a priority has it cleared and keeps its labels.
func TestClearPriorityTakesThePriorityLabel(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"vendor meeting","tags":["urgent","work"]}`)
	f.must("createTask", `{"title":"renew lease","priority":"high","tags":["urgent"]}`)
	r := f.must("setPriority", `{"task":"vendor meeting","priority":"none"}`)
	if got := f.task("vendor meeting"); !strings.Contains(r.Summary, "Removed the label @urgent") || len(got.Tags) != 1 || got.Tags[0] != "work" {
		t.Errorf("%q: tags %v", r.Summary, got.Tags)
	}
	f.must("setPriority", `{"task":"renew lease","priority":"none"}`)
	if got := f.task("renew lease"); got.Priority != 0 || len(got.Tags) != 1 {
		t.Errorf("renew lease: priority %d tags %v", got.Priority, got.Tags)
	}
}

// TestMilestonesWithin: every project's open milestones due in a month said
// alone (its next one), in the next N days or next month; an unreadable
// span fails with nothing listed.
func TestMilestonesWithin(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	f.must("createProject", `{"name":"Server move"}`)
	f.must("addMilestone", `{"project":"Server move","title":"cutover","due":"2027-01-16"}`)
	f.must("addMilestone", `{"project":"Server move","title":"racks out","due":"2027-01-31"}`)
	f.must("addMilestone", `{"project":"Server move","title":"audit","due":"2026-12-10"}`)
	f.must("addMilestone", `{"project":"Server move","title":"boat ready","due":"2027-05-01"}`)
	for _, tc := range []struct {
		within string
		want   []string
	}{
		{"january", []string{"cutover", "racks out"}},
		{"next 30 days", []string{"audit"}},
		{"next month", []string{"audit"}},
		{"", []string{"audit", "cutover", "racks out", "boat ready"}},
	} {
		r := f.must("listMilestones", `{"within":"`+tc.within+`"}`)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%q: %v (%q), want %v", tc.within, got, r.Summary, tc.want)
		}
	}
	if r := f.run("listMilestones", `{"within":"whenever"}`); r.OK {
		t.Errorf("unreadable span: %+v", r)
	}
}
