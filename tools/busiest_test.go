package tools_test

import (
	"strings"
	"testing"
)

// TestBusiestDay: "what's my busiest day next week?" names the day with
// the most tasks due among those selected, earlier days winning ties
// (which are named), and lists that day's tasks; with no dated task it
// says so.
func TestBusiestDay(t *testing.T) {
	f := newFixture(t)
	if r := f.must("queryTasks", `{"filter":"next week","busiest":true}`); !strings.HasPrefix(r.Summary, "No tasks") {
		t.Errorf("empty week: %q", r.Summary)
	}
	for _, a := range []string{
		`{"title":"service the boiler","due":"next tuesday"}`,
		`{"title":"return the library books","due":"next thursday"}`,
		`{"title":"renew the bus pass","due":"next thursday"}`,
		`{"title":"book the dentist","due":"next monday"}`,
		`{"title":"water the ferns","due":"next tuesday"}`,
		`{"title":"sort the loft"}`,
	} {
		f.must("createTask", a)
	}
	r := f.must("queryTasks", `{"filter":"next week","busiest":true}`)
	if !strings.HasPrefix(r.Summary, "Your busiest day next week is Tue ") || !strings.Contains(r.Summary, "with 2 tasks (as many on Thu ") || len(r.Items) != 2 {
		t.Errorf("busiest: %q, %d items", r.Summary, len(r.Items))
	}
	for _, it := range r.Items {
		if it.Title != "service the boiler" && it.Title != "water the ferns" {
			t.Errorf("listed %q, not one of Tuesday's", it.Title)
		}
	}
}

// TestWeekOf: "what's due the week of the 14th" lists the tasks due Monday
// to Sunday of the week holding that day, and no others.
func TestWeekOf(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	for _, a := range []string{
		`{"title":"drop the car at the garage","due":"2026-12-17"}`,
		`{"title":"carol service","due":"2026-12-20 18:00"}`,
		`{"title":"pay the rent","due":"2026-12-13"}`,
		`{"title":"book the vet","due":"2026-12-21"}`,
		`{"title":"sort the loft"}`,
	} {
		f.must("createTask", a)
	}
	r := f.must("queryTasks", `{"week":"the 14th"}`)
	var got []string
	for _, it := range r.Items {
		got = append(got, it.Title)
	}
	if strings.Join(got, "|") != "drop the car at the garage|carol service" || !strings.Contains(r.Summary, "in the week of Mon 14 Dec") {
		t.Errorf("week of the 14th: %q %v", r.Summary, got)
	}
}

// TestSpanOfDays: "what's due from the 21st to the 27th" lists the tasks
// due on those days, both ends included and nothing outside them; "from"
// alone is everything due from that day on; a span said backwards is a
// clear failure.
func TestSpanOfDays(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	for _, a := range []string{
		`{"title":"wrap the presents","due":"2026-12-21"}`,
		`{"title":"carol service","due":"2026-12-24 18:00"}`,
		`{"title":"thank-you letters","due":"2026-12-27 10:00"}`,
		`{"title":"pay the rent","due":"2026-12-20"}`,
		`{"title":"book the vet","due":"2026-12-28"}`,
		`{"title":"sort the loft"}`,
	} {
		f.must("createTask", a)
	}
	titles := func(args string) (string, string) {
		r := f.must("queryTasks", args)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		return strings.Join(got, "|"), r.Summary
	}
	for _, tc := range []struct{ args, want, scope string }{
		{`{"from":"21 December","before":"the 27th of December"}`, "wrap the presents|carol service|thank-you letters", "from Mon 21 Dec to Sun 27 Dec"},
		{`{"from":"28 december"}`, "book the vet", "from Mon 28 Dec"},
		{`{"from":"2026-12-20","before":"2026-12-20"}`, "pay the rent", ""},
	} {
		got, summary := titles(tc.args)
		if got != tc.want || !strings.Contains(summary, tc.scope) {
			t.Errorf("%s: %q %v, want %v (%q)", tc.args, summary, got, tc.want, tc.scope)
		}
	}
	if r := f.run("queryTasks", `{"from":"27 December","before":"21 December"}`); r.OK || !strings.Contains(r.Summary, "before it starts") {
		t.Errorf("backwards span: %+v", r)
	}
}

// TestWhenIsItDue: a question about one open task ("when is the MOT?",
// "how long until the MOT?") says when it is due and how many days off
// that is; several tasks are listed as before.
func TestWhenIsItDue(t *testing.T) {
	f := newFixture(t) // Wed 25 Nov 2026
	f.must("createTask", `{"title":"van MOT","due":"2026-12-07 09:00"}`)
	f.must("createTask", `{"title":"renew the van insurance","due":"2026-11-26"}`)
	for _, tc := range []struct{ about, want string }{
		{"MOT", "“van MOT” is due Mon 7 Dec 09:00 (in 12 days)."},
		{"insurance", "“renew the van insurance” is due tomorrow."},
	} {
		if r := f.must("queryTasks", `{"about":"`+tc.about+`"}`); r.Summary != tc.want {
			t.Errorf("%s: %q, want %q", tc.about, r.Summary, tc.want)
		}
	}
	if r := f.must("queryTasks", `{"about":"van"}`); !strings.HasPrefix(r.Summary, "2 tasks") {
		t.Errorf("two tasks about the van: %q", r.Summary)
	}
}
