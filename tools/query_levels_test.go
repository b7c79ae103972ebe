package tools_test

import (
	"sort"
	"strings"
	"testing"
)

// TestPriorityLevelsSelected: "my high priority tasks" are high and above;
// "my low priority tasks" (and normal ones) are that level only. A new
// task's reply names the priority and labels it was given.
func TestPriorityLevelsSelected(t *testing.T) {
	f := newFixture(t)
	r := f.must("createTask", `{"title":"pay the gas bill","due":"the 20th","priority":"high","tags":["bills"]}`)
	if !strings.Contains(r.Summary, ", high priority, @bills") {
		t.Fatalf("reply %q does not name the priority and label", r.Summary)
	}
	f.must("createTask", `{"title":"file the taxes","priority":"urgent"}`)
	f.must("createTask", `{"title":"sort the photos","priority":"low"}`)
	f.must("createTask", `{"title":"tidy the desk","priority":"normal"}`)
	for _, tc := range []struct {
		prio, scope string
		want        []string
	}{
		{"high", "of high priority or above", []string{"file the taxes", "pay the gas bill"}},
		{"urgent", "of urgent priority or above", []string{"file the taxes"}},
		{"low", "of low priority", []string{"sort the photos"}},
		{"normal", "of medium priority", []string{"tidy the desk"}},
		{"medium", "of medium priority", []string{"tidy the desk"}},
	} {
		r := f.must("queryTasks", `{"priority":"`+tc.prio+`"}`)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		if strings.Join(sorted(got), "|") != strings.Join(sorted(tc.want), "|") || !strings.Contains(r.Summary, tc.scope) {
			t.Errorf("%s: %q %v, want %q %v", tc.prio, r.Summary, got, tc.scope, tc.want)
		}
	}
}

func sorted(xs []string) []string {
	out := append([]string(nil), xs...)
	sort.Strings(out)
	return out
}

// TestDueNextWeek: "what's due next week" is Monday to Sunday of the coming
// week (now is Wednesday 25 November: 30 November – 6 December).
func TestDueNextWeek(t *testing.T) {
	f := newFixture(t)
	for _, tc := range [][2]string{{"this friday", "2026-11-27"}, {"next monday", "2026-11-30T09:00:00+01:00"},
		{"next sunday", "2026-12-06"}, {"the monday after", "2026-12-07"}} {
		f.must("createTask", `{"title":"`+tc[0]+`","due":"`+tc[1]+`"}`)
	}
	r := f.must("queryTasks", `{"filter":"next week"}`)
	var got []string
	for _, it := range r.Items {
		got = append(got, it.Title)
	}
	if strings.Join(sorted(got), "|") != "next monday|next sunday" || !strings.Contains(r.Summary, "due next week") {
		t.Fatalf("%q %v", r.Summary, got)
	}
}

// TestDueAtTheWeekend: "this weekend" is the coming Saturday and Sunday,
// "next weekend" the pair after (now is Wednesday 25 November).
func TestDueAtTheWeekend(t *testing.T) {
	f := newFixture(t)
	for _, tc := range [][2]string{{"friday", "2026-11-27"}, {"saturday", "2026-11-28T10:00:00+01:00"},
		{"sunday", "2026-11-29"}, {"monday", "2026-11-30"}, {"next saturday", "2026-12-05"}, {"next sunday", "2026-12-06"}} {
		f.must("createTask", `{"title":"`+tc[0]+`","due":"`+tc[1]+`"}`)
	}
	for _, tc := range []struct{ filter, want, label string }{
		{"this weekend", "saturday|sunday", "due this weekend"},
		{"next weekend", "next saturday|next sunday", "due next weekend"},
	} {
		r := f.must("queryTasks", `{"filter":"`+tc.filter+`"}`)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		if strings.Join(sorted(got), "|") != tc.want || !strings.Contains(r.Summary, tc.label) {
			t.Errorf("%s: %q %v", tc.filter, r.Summary, got)
		}
	}
}
