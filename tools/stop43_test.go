package tools_test

import (
	"strings"
	"testing"
	"time"
)

// TestSpanShowsOccurrencesAndMilestones: a question about a span of days
// lists a repeating task at its occurrence there (due earlier, repeating
// into it) and the milestones due in it; a question outside it, a label's
// or a change's selection, does not.
func TestSpanShowsOccurrencesAndMilestones(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 12, 6, 10, 0, 0, 0, zone) // Sun 6 Dec
	f.must("createTask", `{"title":"soccer practice","due":"2026-12-08T17:30:00","repeats":"every tuesday and thursday"}`)
	f.must("createTask", `{"title":"invoice the Patels","due":"2026-12-10"}`)
	f.must("createProject", `{"name":"Ranelagh"}`)
	f.must("addMilestone", `{"project":"Ranelagh","title":"fire inspection","due":"2026-12-17"}`)
	for _, tc := range []struct {
		args      string
		want      []string
		milestone bool
	}{
		{`{"day":"thursday"}`, []string{"invoice the Patels", "soccer practice"}, false},
		{`{"day":"tuesday"}`, []string{"soccer practice"}, false},
		{`{"filter":"next week"}`, []string{"soccer practice"}, true},
		{`{"day":"2026-12-17"}`, []string{"soccer practice"}, true},
		{`{"day":"friday"}`, nil, false},
		{`{"filter":"next week","tag":"kids"}`, nil, false},
	} {
		r := f.must("queryTasks", tc.args)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") || strings.Contains(r.Summary, "fire inspection") != tc.milestone {
			t.Errorf("%s: %q %v", tc.args, r.Summary, got)
		}
	}
	if r := f.must("queryTasks", `{"day":"thursday"}`); !strings.Contains(r.Items[1].Line, "Thu 10 Dec 17:30") {
		t.Errorf("occurrence line %q", r.Items[1].Line)
	}
	// a change acts on the task's own day: nothing due Thursday repeats
	f.must("bulkTasks", `{"action":"reschedule","day":"thursday","to":"friday"}`)
	if got := f.task("soccer practice"); got.Due.Day() != 8 {
		t.Errorf("the repeating task moved: %v", got.Due)
	}
}

// TestMilestoneByProjectWords: "Hughes proofs" done is the milestone
// "proofs" of Hughes Wedding, not a task "send Lee proofs" that holds
// only some of the words.
func TestMilestoneByProjectWords(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Hughes Wedding"}`)
	f.must("addMilestone", `{"project":"Hughes Wedding","title":"proofs","due":"2026-12-09"}`)
	f.must("createTask", `{"title":"send Lee proofs"}`)
	r := f.must("completeTask", `{"task":"Hughes proofs"}`)
	if !strings.Contains(r.Summary, "milestone") || f.task("send Lee proofs").Done {
		t.Errorf("%q; task done %v", r.Summary, f.task("send Lee proofs").Done)
	}
}

// TestPushedByLabel: tasks picked by a label and pushed to a weekday each
// go to the first such day after their own due day; moved (not pushed),
// to the nearest.
func TestPushedByLabel(t *testing.T) {
	for _, tc := range []struct {
		later bool
		want  int // day of December
	}{{true, 14}, {false, 7}} {
		f := newFixture(t)
		f.clock.T = time.Date(2026, 12, 6, 10, 0, 0, 0, zone) // Sun 6 Dec
		f.must("createTask", `{"title":"pick up the jersey","due":"2026-12-10","tags":["kids"]}`)
		args := `{"action":"reschedule","tag":"kids","to":"monday"}`
		if tc.later {
			args = `{"action":"reschedule","tag":"kids","to":"monday","later":true}`
		}
		f.must("bulkTasks", args)
		if got := f.task("pick up the jersey").Due; got == nil || got.Day() != tc.want {
			t.Errorf("later %v: due %v, want the %d", tc.later, got, tc.want)
		}
	}
}

// TestMovedWeeklyNotListedTwice: a Thursday meeting moved to this week's
// Wednesday is listed on Wednesday only; next week's Thursday still shows.
func TestMovedWeeklyNotListedTwice(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 12, 6, 10, 0, 0, 0, zone) // Sun 6 Dec
	f.must("createTask", `{"title":"committee meeting","due":"2026-12-10T19:00:00","repeats":"every thursday"}`)
	f.must("rescheduleTask", `{"task":"committee meeting","to":"2026-12-09"}`)
	for _, tc := range []struct {
		day  string
		want int
	}{{"2026-12-09", 1}, {"2026-12-10", 0}, {"2026-12-17", 1}} {
		if r := f.must("queryTasks", `{"day":"`+tc.day+`"}`); len(r.Items) != tc.want {
			t.Errorf("%s: %q %+v", tc.day, r.Summary, r.Items)
		}
	}
}

// TestTaskTitledMilestone: a task whose title holds the word milestone is
// deleted by that title; the milestone its other words name stays.
func TestTaskTitledMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Kitchen Refit"}`)
	f.must("addMilestone", `{"project":"Kitchen Refit","title":"bathroom"}`)
	f.must("createTask", `{"title":"a bathroom milestone"}`)
	r := f.must("deleteTask", `{"task":"a bathroom milestone"}`)
	if strings.Contains(r.Summary, "ilestone “bathroom”") {
		t.Errorf("deleted the milestone: %q", r.Summary)
	}
	if ms := f.must("listMilestones", `{"project":"Kitchen Refit"}`); !strings.Contains(ms.Summary+ms.Detail, "bathroom") {
		t.Errorf("milestone gone: %q", ms.Summary)
	}
}
