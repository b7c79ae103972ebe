package views

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
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
}
