package views

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"pace/store"
)

// addActor answers createTask with the turn outcome the test scripts; like
// the thread it may report the finished turn before Do returns.
type addActor struct {
	today  *Today
	n      int
	result func(id string) Turn
	async  []Turn
}

func (a *addActor) Do(tool string, _ json.RawMessage, label string) string {
	a.n++
	id := fmt.Sprintf("turn-%d", a.n)
	tr := a.result(id)
	tr.Request, tr.Direct = label, true
	if a.n%2 == 1 {
		a.today.Follow(Update{Turn: tr}) // synchronous, before the id is known
	} else {
		a.async = append(a.async, tr)
	}
	return id
}

// A failed add keeps what was typed and says why under the fields; a
// successful one clears them.
func TestTodayAddKeepsFieldsAndShowsWhyItFailed(t *testing.T) {
	newTestApp(t)
	act := &addActor{}
	today := NewToday(mustStore(t), act, func() time.Time { return demoNow }, nil)
	act.today = today
	test.NewTempWindow(t, today.Content())
	act.result = func(id string) Turn {
		return Turn{ID: id, Status: StatusDone, Records: []Record{{Tool: "createTask", Status: RecordFailed, Summary: "I can't read “blah” as a date or time."}}}
	}
	for _, sync := range []bool{true, false} {
		test.Type(today.AddInput, "Call the bank")
		test.Type(today.AddDue, "blah")
		test.Tap(today.AddBtn)
		if !sync {
			if today.AddInput.Text != "Call the bank" {
				t.Fatal("the fields cleared before the add finished")
			}
			today.Follow(Update{Turn: act.async[0]})
			act.async = nil
		}
		if today.AddInput.Text != "Call the bank" || today.AddDue.Text != "blah" {
			t.Fatalf("sync %v: fields after a failed add: %q, %q", sync, today.AddInput.Text, today.AddDue.Text)
		}
		if !today.AddError.Visible() || today.AddError.Text != "I can't read “blah” as a date or time." {
			t.Fatalf("sync %v: inline error %v %q", sync, today.AddError.Visible(), today.AddError.Text)
		}
		today.AddInput.SetText("")
		today.AddDue.SetText("")
	}

	act.result = func(id string) Turn {
		return Turn{ID: id, Status: StatusDone, Changed: true, Records: []Record{{Tool: "createTask", Status: RecordOK, Summary: "Added."}}}
	}
	act.n = 0
	test.Type(today.AddInput, "Call the bank")
	test.Type(today.AddDue, "friday 5pm")
	test.Tap(today.AddBtn)
	if today.AddInput.Text != "" || today.AddDue.Text != "" || today.AddError.Visible() {
		t.Errorf("after a successful add: %q, %q, error shown %v", today.AddInput.Text, today.AddDue.Text, today.AddError.Visible())
	}
	// the new task may land out of sight: the bar says it was added, with Undo
	if !today.Toast.Visible() || today.ToastText.Text != "Added." || !today.ToastUndo.Visible() {
		t.Errorf("after a successful add the bar shows %v %q", today.Toast.Visible(), today.ToastText.Text)
	}
}

// TestDueText covers due dates, times and time windows as the rows show
// them (demoNow is Monday 30 November 2026, 09:30).
func TestDueText(t *testing.T) {
	at := func(d, h, m int) *time.Time {
		v := time.Date(2026, 11, d, h, m, 0, 0, time.UTC)
		if d > 30 {
			v = time.Date(2026, 12, d-30, h, m, 0, 0, time.UTC)
		}
		return &v
	}
	cases := []struct {
		name string
		task store.Task
		want string
	}{
		{"date today", store.Task{Due: at(30, 0, 0)}, "today"},
		{"time tomorrow", store.Task{Due: at(31, 17, 0), HasTime: true}, "tomorrow 17:00"},
		{"window on friday", store.Task{Due: at(34, 14, 0), DueEnd: at(34, 15, 0), HasTime: true}, "Friday 14:00–15:00"},
		{"window past midnight", store.Task{Due: at(31, 22, 0), DueEnd: at(32, 1, 0), HasTime: true}, "tomorrow 22:00 – Wednesday 01:00"},
		{"window ending at midnight", store.Task{Due: at(31, 22, 0), DueEnd: at(32, 0, 0), HasTime: true}, "tomorrow 22:00 – Wednesday 00:00"},
		{"date window", store.Task{Due: at(37, 0, 0), DueEnd: at(40, 0, 0)}, "Mon 7 Dec – Wed 9 Dec"},
		{"one-day date window", store.Task{Due: at(31, 0, 0), DueEnd: at(32, 0, 0)}, "tomorrow"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := DueText(c.task, demoNow); got != c.want {
				t.Errorf("DueText = %q, want %q", got, c.want)
			}
		})
	}
}

// A task with a time window shows it in Today's row, and it is overdue
// only once the window has ended.
func TestTodayShowsWindow(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	start, end := demoNow.Add(-30*time.Minute), demoNow.Add(30*time.Minute)
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Tasks().Insert(store.Task{Title: "Stand-up call", Due: &start, DueEnd: &end, HasTime: true})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	today := NewToday(db, &addActor{}, func() time.Time { return demoNow }, nil)
	test.NewTempWindow(t, today.Content())
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	text := findText(today.list)
	if !strings.Contains(text, "today 09:00–10:00") || strings.Contains(text, "Overdue") {
		t.Errorf("Today shows:\n%s\nwant the window 09:00–10:00 under Today, not overdue", text)
	}
}
