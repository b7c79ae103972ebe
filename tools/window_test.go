package tools_test

import (
	"strings"
	"testing"
	"time"

	"pace/store"
)

// windowIs checks a task's due start, window end (zero: none) and time flag.
func windowIs(t *testing.T, task store.Task, start, end time.Time, hasTime bool) {
	t.Helper()
	gotEnd := time.Time{}
	if task.DueEnd != nil {
		gotEnd = *task.DueEnd
	}
	if task.Due == nil || !task.Due.Equal(start) || !gotEnd.Equal(end) || task.HasTime != hasTime {
		t.Fatalf("due %v – %v (has time %v), want %v – %v (%v)", task.Due, task.DueEnd, task.HasTime, start, end, hasTime)
	}
}

// TestTaskWindowCreate: a due phrase with a range gives the task its start
// as due and keeps the end (the fixture's now is Wed 25 Nov 2026 10:00).
func TestTaskWindowCreate(t *testing.T) {
	cases := []struct {
		due        string
		start, end time.Time
		hasTime    bool
		summary    string
	}{
		{"friday 2-3pm", day(2026, 11, 27, 14, 0), day(2026, 11, 27, 15, 0), true, "due Fri 27 Nov 14:00–15:00"},
		{"from 10 to noon on friday", day(2026, 11, 27, 10, 0), day(2026, 11, 27, 12, 0), true, "due Fri 27 Nov 10:00–12:00"},
		{"tomorrow 10pm to 1am", day(2026, 11, 26, 22, 0), day(2026, 11, 27, 1, 0), true, "due tomorrow 22:00 – Fri 27 Nov 01:00"},
		{"14-16 dec", day(2026, 12, 14, 0, 0), day(2026, 12, 17, 0, 0), false, "due Mon 14 Dec – Wed 16 Dec"},
		{"friday at 2pm", day(2026, 11, 27, 14, 0), time.Time{}, true, "due Fri 27 Nov 14:00,"},
	}
	for _, c := range cases {
		t.Run(c.due, func(t *testing.T) {
			f := newFixture(t)
			res := f.must("createTask", `{"title":"call Bob","due":"`+c.due+`"}`)
			if !strings.Contains(res.Summary+",", c.summary) {
				t.Errorf("summary %q, want %q in it", res.Summary, c.summary)
			}
			task := f.task(res.Ref)
			windowIs(t, task, c.start, c.end, c.hasTime)
			wantOut := ""
			if !c.end.IsZero() {
				wantOut = c.end.Format(time.RFC3339)
			}
			if res.Outputs["due_end"] != wantOut {
				t.Errorf("due_end output %q, want %q", res.Outputs["due_end"], wantOut)
			}
		})
	}
}

// TestTaskWindowMoves: moving a windowed task to a day or by an amount
// moves both ends; a single time clears the end; a new range replaces it;
// another edit keeps it; undo puts the window back.
func TestTaskWindowMoves(t *testing.T) {
	cases := []struct {
		tool, args string
		start, end time.Time
		hasTime    bool
		summary    string
	}{
		{"rescheduleTask", `"to":"monday"`, day(2026, 11, 30, 14, 0), day(2026, 11, 30, 15, 0), true, "to Mon 30 Nov 14:00–15:00"},
		{"rescheduleTask", `"by":"1 day"`, day(2026, 11, 28, 14, 0), day(2026, 11, 28, 15, 0), true, "to Sat 28 Nov 14:00–15:00"},
		{"rescheduleTask", `"by":"-30 min"`, day(2026, 11, 27, 13, 30), day(2026, 11, 27, 14, 30), true, "to Fri 27 Nov 13:30–14:30"},
		{"rescheduleTask", `"to":"4pm"`, day(2026, 11, 27, 16, 0), time.Time{}, true, "to Fri 27 Nov 16:00"},
		{"rescheduleTask", `"to":"saturday at 9am"`, day(2026, 11, 28, 9, 0), time.Time{}, true, "to Sat 28 Nov 09:00"},
		{"rescheduleTask", `"to":"saturday 9-11am"`, day(2026, 11, 28, 9, 0), day(2026, 11, 28, 11, 0), true, "to Sat 28 Nov 09:00–11:00"},
		{"rescheduleTask", `"to":"from 4 to 5pm"`, day(2026, 11, 27, 16, 0), day(2026, 11, 27, 17, 0), true, "to Fri 27 Nov 16:00–17:00"},
		{"snoozeTask", `"until":"monday"`, day(2026, 11, 30, 14, 0), day(2026, 11, 30, 15, 0), true, "until Mon 30 Nov 14:00–15:00"},
		{"updateTask", `"title":"call Bob back"`, day(2026, 11, 27, 14, 0), day(2026, 11, 27, 15, 0), true, "renamed"},
	}
	for _, c := range cases {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			f := newFixture(t)
			id := f.must("createTask", `{"title":"call Bob","due":"friday 2-3pm"}`).Ref
			before := f.state()
			f.turn("turn-2")
			res := f.must(c.tool, `{"task":"`+id+`",`+c.args+`}`)
			if !strings.Contains(res.Summary, c.summary) {
				t.Errorf("summary %q, want %q in it", res.Summary, c.summary)
			}
			windowIs(t, f.task(id), c.start, c.end, c.hasTime)
			f.must("undo", `{}`)
			if got := f.state(); got != before {
				t.Errorf("undo:\n got %s\nwant %s", got, before)
			}
		})
	}
}

// TestWeekWindowToADay: a task due "next week" (a week of days) moved to a
// day named is due that day; a few days' window ("22-24 Feb") moves along.
func TestWeekWindowToADay(t *testing.T) {
	f := newFixture(t)
	week := f.must("createTask", `{"title":"van service","due":"next week"}`).Ref
	f.must("rescheduleTask", `{"task":"`+week+`","to":"the 14th"}`)
	if tk := f.task(week); tk.DueEnd != nil {
		t.Errorf("a week's window moved to a day kept an end: %v", tk.DueEnd)
	}
	span := f.must("createTask", `{"title":"fair","due":"22-24 feb"}`).Ref
	f.must("rescheduleTask", `{"task":"`+span+`","to":"3 march"}`)
	if tk := f.task(span); tk.DueEnd == nil || tk.DueEnd.Sub(*tk.Due) != 3*24*time.Hour {
		t.Errorf("a three-day window moved to a day: %v – %v", tk.Due, tk.DueEnd)
	}
}

// TestTaskWindowRepeats: the next occurrence of a repeating windowed task
// keeps the window, and so does aligning the first one to its rule.
func TestTaskWindowRepeats(t *testing.T) {
	f := newFixture(t)
	res := f.must("createTask", `{"title":"stand-up","due":"monday 9-9:15am","repeats":"every tuesday"}`)
	task := f.task(res.Ref)
	windowIs(t, task, day(2026, 12, 1, 9, 0), day(2026, 12, 1, 9, 15), true)
	done := f.must("completeTask", `{"task":"stand-up"}`)
	if !strings.Contains(done.Summary, "next one due Tue 8 Dec 09:00–09:15") {
		t.Errorf("summary %q", done.Summary)
	}
	windowIs(t, f.task(done.Outputs["next"]), day(2026, 12, 8, 9, 0), day(2026, 12, 8, 9, 15), true)
}

// TestTaskWindowOverdue: a window that has started is not overdue until
// it ends.
func TestTaskWindowOverdue(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call Bob","due":"9-11am"}`) // 09:00 has passed: tomorrow's
	f.must("createTask", `{"title":"call Ann","due":"tomorrow 9-11am"}`)
	f.clock.T = day(2026, 11, 26, 10, 0)
	res := f.must("queryTasks", `{}`)
	if len(res.Items) != 2 {
		t.Fatalf("%d tasks listed, want 2", len(res.Items))
	}
	for _, it := range res.Items {
		if strings.Contains(it.Line, "overdue") {
			t.Errorf("%s is overdue during its window: %s", it.Title, it.Line)
		}
	}
	f.clock.T = day(2026, 11, 26, 11, 0)
	res = f.must("queryTasks", `{}`)
	for _, it := range res.Items {
		if !strings.Contains(it.Line, "overdue") {
			t.Errorf("%s is not overdue once its window ended: %s", it.Title, it.Line)
		}
	}
}

// TestTaskWindowBulk: moving many tasks moves each window with its start.
func TestTaskWindowBulk(t *testing.T) {
	f := newFixture(t)
	id := f.must("createTask", `{"title":"call Bob","due":"friday 2-3pm"}`).Ref
	f.must("bulkTasks", `{"action":"reschedule","filter":"all","by":"2 days"}`)
	windowIs(t, f.task(id), day(2026, 11, 29, 14, 0), day(2026, 11, 29, 15, 0), true)
	f.must("bulkTasks", `{"action":"reschedule","filter":"all","to":"monday"}`)
	windowIs(t, f.task(id), day(2026, 11, 30, 14, 0), day(2026, 11, 30, 15, 0), true)
	f.must("bulkTasks", `{"action":"reschedule","filter":"all","to":"tuesday at 9am"}`)
	windowIs(t, f.task(id), day(2026, 12, 1, 9, 0), time.Time{}, true)
}
