package tools_test

import (
	"strings"
	"testing"
)

// TestIntervalKeepsDays: "every 2 weeks" said of a task repeating every
// Monday is every other Monday, still due on its Monday at its time; a rule
// naming its own day or another frequency replaces the old one whole.
func TestIntervalKeepsDays(t *testing.T) {
	for _, tc := range []struct {
		name, first, then string
		want              []string // parts the stored RRULE holds
		not               []string // parts it must not hold
	}{
		{"interval only", "every monday", "every 2 weeks", []string{"FREQ=WEEKLY", "INTERVAL=2", "BYDAY=MO"}, nil},
		{"own day", "every monday", "every other friday", []string{"BYDAY=FR", "INTERVAL=2"}, []string{"BYDAY=MO"}},
		{"another frequency", "every monday", "every month", []string{"FREQ=MONTHLY"}, []string{"BYDAY=MO"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.must("createTask", `{"title":"van oil check","due":"next monday 9am","repeats":"`+tc.first+`"}`)
			due := f.task("van oil check").Due
			f.must("setRecurrence", `{"task":"van oil check","repeats":"`+tc.then+`"}`)
			got := f.task("van oil check")
			for _, p := range tc.want {
				if !strings.Contains(got.RRule, p) {
					t.Errorf("rule %q lacks %s", got.RRule, p)
				}
			}
			for _, p := range tc.not {
				if strings.Contains(got.RRule, p) {
					t.Errorf("rule %q still holds %s", got.RRule, p)
				}
			}
			if tc.name == "interval only" && !got.Due.Equal(*due) {
				t.Errorf("due %v, want it kept at %v", got.Due, due)
			}
		})
	}
}

// TestShiftUndatedTasks: moving undated tasks "by a week" says they have
// no date to count from, and changes nothing.
func TestShiftUndatedTasks(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Okafor"}`)
	f.must("createTask", `{"title":"ask for her P60","project":"Okafor"}`)
	f.must("createTask", `{"title":"fill in the SA105 pages","project":"Okafor"}`)
	before := f.state()
	r := f.run("bulkTasks", `{"action":"reschedule","project":"Okafor","by":"a week"}`)
	if !strings.Contains(r.Summary, "has a date to move by a week") || f.state() != before {
		t.Fatalf("undated shift: %+v", r)
	}
}

// TestSelectByTitleWords: "all the acme tasks" with no project or label
// of that name selects the open tasks whose titles say it; a word no
// title holds still fails as no project.
func TestSelectByTitleWords(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"send acme the pricing deck"}`)
	f.must("createTask", `{"title":"schedule the Acme demo"}`)
	f.must("createTask", `{"title":"buy milk"}`)
	r := f.must("queryTasks", `{"project":"acme"}`)
	if len(r.Items) != 2 {
		t.Fatalf("acme tasks: %s", r.Detail)
	}
	if r := f.run("bulkTasks", `{"action":"tag","project":"globex","tags":["customers"]}`); r.OK || !strings.Contains(r.Summary, "globex") {
		t.Fatalf("globex: %+v", r)
	}
}
