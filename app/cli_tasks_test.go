package app

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"pace/store"
)

// TestTaskLineAndJSONWindow: `pace tasks` shows a time window's end and
// --json carries it as due_end (null without one).
func TestTaskLineAndJSONWindow(t *testing.T) {
	cet := time.FixedZone("CET", 3600)
	at := func(d, h, m int) *time.Time { v := time.Date(2026, 11, d, h, m, 0, 0, cet); return &v }
	cases := []struct {
		name    string
		task    store.Task
		line    string
		dueEnd  string
		hasEnd  bool
		noMatch string
	}{
		{"single time", store.Task{Title: "Call the bank", Due: at(27, 17, 0), HasTime: true}, "due Fri 27 Nov 2026 17:00", "", false, "–"},
		{"window", store.Task{Title: "Call Bob", Due: at(27, 14, 0), DueEnd: at(27, 15, 0), HasTime: true}, "due Fri 27 Nov 2026 14:00–15:00", "2026-11-27T15:00:00+01:00", true, ""},
		{"window past midnight", store.Task{Title: "Night shift", Due: at(26, 22, 0), DueEnd: at(27, 1, 0), HasTime: true}, "due Thu 26 Nov 2026 22:00 – Fri 27 Nov 2026 01:00", "2026-11-27T01:00:00+01:00", true, ""},
		{"date window", store.Task{Title: "Conference", Due: at(23, 0, 0), DueEnd: at(26, 0, 0)}, "due Mon 23 Nov 2026 – Wed 25 Nov 2026", "2026-11-26T00:00:00+01:00", true, ""},
		{"one-day date window", store.Task{Title: "Holiday", Due: at(23, 0, 0), DueEnd: at(24, 0, 0)}, "due Mon 23 Nov 2026", "2026-11-24T00:00:00+01:00", true, "–"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			line := taskLine(c.task)
			if !strings.Contains(line, c.line) || c.noMatch != "" && strings.Contains(line, c.noMatch) {
				t.Errorf("line %q, want %q", line, c.line)
			}
			b, _ := json.Marshal(toTaskJSON(c.task))
			var m map[string]any
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			v, present := m["due_end"]
			if !present {
				t.Fatalf("no due_end key in %s", b)
			}
			if got, _ := v.(string); c.hasEnd && got != c.dueEnd || !c.hasEnd && v != nil {
				t.Errorf("due_end %v, want %q", v, c.dueEnd)
			}
		})
	}
}
