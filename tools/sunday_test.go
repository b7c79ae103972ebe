package tools_test

import (
	"strings"
	"testing"
	"time"
)

// TestOnASunday: the week is the rest of today and the week ahead, Monday
// to Sunday, not the calendar week that ends today; "tomorrow" lists Monday's tasks; "next week"
// is the week after that one; snoozing to the day a task is already due says so.
func TestOnASunday(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 11, 29, 10, 0, 0, 0, zone) // Sunday
	f.must("createTask", `{"title":"call dad","due":"tomorrow"}`)
	f.must("createTask", `{"title":"dentist","due":"tomorrow at 3pm"}`)
	f.must("createTask", `{"title":"taxes","due":"in 10 days"}`)
	f.must("createTask", `{"title":"open house","due":"2026-12-06 13:00"}`) // the coming Sunday
	for _, c := range []struct{ tool, args, want string }{
		{"agenda", `{"scope":"week"}`, "This week: 3 later this week"},
		{"agenda", `{}`, "Nothing needs attention today; next due:"},
		{"queryTasks", `{"filter":"tomorrow"}`, "2 tasks due tomorrow"},
		{"queryTasks", `{"filter":"next week"}`, "1 task due next week"}, // taxes, the week after the coming one
	} {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			res := f.must(c.tool, c.args)
			if !strings.Contains(res.Summary, c.want) {
				t.Fatalf("got %q, want %q", res.Summary, c.want)
			}
		})
	}
	if res := f.must("agenda", `{}`); len(res.Items) != 3 || res.Items[0].Title != "call dad" || strings.Contains(res.Detail, "taxes") {
		t.Fatalf("a quiet day names the three due soonest: %+v", res.Items)
	}
	if res := f.must("agenda", `{"scope":"week"}`); strings.Contains(res.Summary, "taxes") || len(res.Items) != 3 {
		t.Fatalf("week holds only the days to the coming Sunday: %+v", res.Items)
	}
	// said on a Sunday, "next week" is the week after the coming one
	if res := f.must("snoozeTask", `{"task":"call dad","until":"next week"}`); !strings.Contains(res.Summary, "until Mon 7 Dec") {
		t.Fatalf("next week said on a Sunday: %q", res.Summary)
	}
}
