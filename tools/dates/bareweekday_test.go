package dates

import (
	"testing"
	"time"
)

func TestBareWeekday(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want time.Weekday
		ok   bool
	}{
		{"monday", time.Monday, true},
		{" on Tues ", time.Tuesday, true},
		{"thursdays", time.Thursday, true},
		{"weds", time.Wednesday, true},
		{"sat", time.Saturday, true},
		{"next monday", 0, false},
		{"monday 3pm", 0, false},
		{"the 12th", 0, false},
	} {
		got, ok := BareWeekday(tc.in)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%q: %v %v, want %v %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
