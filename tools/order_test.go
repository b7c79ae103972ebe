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
