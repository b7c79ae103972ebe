package tools_test

import (
	"testing"

	"pace/tools/dates"
)

// TestSetDateOrder: a changed numeric date order applies from the next
// parse, without a new ToolBox.
func TestSetDateOrder(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		order dates.Order
		day   int
		month int
	}{{dates.DMY, 3, 4}, {dates.MDY, 4, 3}, {dates.DMY, 3, 4}} {
		f.tb.SetDateOrder(c.order)
		res := f.must("createTask", `{"title":"renew passport","due":"3/4/2027"}`)
		if due := f.task(res.Ref).Due; due == nil || due.Day() != c.day || int(due.Month()) != c.month {
			t.Errorf("%v: due %v, want day %d month %d", c.order, due, c.day, c.month)
		}
	}
}

// TestDateOrderLearned: with no order chosen, an ambiguous numeric date
// reads as its sooner reading until one that reads one way only ("12/15")
// sets the order, which is reported once and kept; with learning off the
// order stands.
func TestDateOrderLearned(t *testing.T) {
	f := newFixture(t) // today is Wed 25 Nov 2026
	var told []dates.Order
	f.tb.SetDateOrderLearned(true, func(o dates.Order) { told = append(told, o) })
	due := func(phrase string) (int, int) {
		t.Helper()
		d := f.task(f.must("createTask", `{"title":"x","due":"`+phrase+`"}`).Ref).Due
		if d == nil {
			t.Fatalf("%s: no due date", phrase)
		}
		return int(d.Month()), d.Day()
	}
	for _, c := range []struct {
		phrase     string
		month, day int
	}{
		{"12/10", 12, 10},      // 10 Dec, not 12 Oct next year
		{"3/4/2027", 3, 4},     // 4 Mar before 3 Apr
		{"12/15", 12, 15},      // M/D only: learned
		{"5/6/2027", 5, 6},     // now M/D
		{"1/2/2027", 1, 2},     // M/D, though 1 Feb is sooner too
		{"11/10/2027", 11, 10}, // M/D even where D/M (11 Oct) is sooner
	} {
		if m, d := due(c.phrase); m != c.month || d != c.day {
			t.Errorf("%s: %d/%d, want month %d day %d", c.phrase, m, d, c.month, c.day)
		}
	}
	if len(told) != 1 || told[0] != dates.MDY {
		t.Errorf("told %v, want [mdy] once", told)
	}
	g := newFixture(t)
	g.tb.SetDateOrder(dates.DMY)
	if d := g.task(g.must("createTask", `{"title":"x","due":"12/10"}`).Ref).Due; d == nil || d.Month() != 10 || d.Day() != 12 {
		t.Errorf("a chosen D/M order: %v", d)
	}
}
