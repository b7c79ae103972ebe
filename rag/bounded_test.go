package rag

import "testing"

func TestBoundedQuery(t *testing.T) {
	for _, c := range []struct {
		name string
		ts   []term
		want string
	}{
		{"few passages: the plain OR query", []term{{word: "gate", df: 200}, {word: "hinge", df: 250}}, ""},
		{"one common word beside rare ones: the rare ones",
			[]term{{word: "budget", df: 5000}, {word: "offsite", df: 40}, {word: "zorblax", df: 0}},
			`"offsite"`},
		{"common words only: their pairs",
			[]term{{word: "meeting", df: 3000}, {word: "budget", df: 2500}, {word: "team", df: 2600}},
			`("budget" AND "team") OR ("budget" AND "meeting") OR ("team" AND "meeting")`},
		{"rare words up to the bound, then pairs of the rest",
			[]term{{word: "plan", df: 4000}, {word: "hinge", df: 400}, {word: "grease", df: 150}, {word: "review", df: 3000}},
			`"grease" OR ("hinge" AND "review") OR ("hinge" AND "plan") OR ("review" AND "plan")`},
		{"a single common word: the plain query", []term{{word: "budget", df: 5000}}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := boundedQuery(c.ts); got != c.want {
				t.Errorf("boundedQuery = %s\nwant %s", got, c.want)
			}
		})
	}
}
