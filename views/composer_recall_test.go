package views

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// ↑ walks only what the person typed or said (a CLI turn counts), newest
// first, skipping button labels, example chips, readings and the window's
// own cards; ↓ past the newest gives back the draft.
func TestUpRecallsOnlyWhatThePersonTyped(t *testing.T) {
	tv, _, w := newThread(t)
	test.Tap(tv.Examples[0]) // an example chip: Pace's words
	tv.Send("add task One")
	tv.Apply(Update{Turn: Turn{ID: "cli", Request: "what's due tomorrow", Status: StatusDone}})
	tv.conv.Do("completeTask", []byte(`{"task":"id:x"}`), "Completed “One”") // a checkbox: a label
	tv.AddLocal(Turn{ID: "import-1", Request: "Dropped 2 items", Direct: true, Status: StatusDone})
	tv.Apply(Update{Turn: Turn{ID: "pick", Request: "a reading's text", Offered: true, Status: StatusDone}})
	tv.Send("what's due")
	tv.Send("what's due") // a repeat is one step

	w.Canvas().Focus(tv.Input)
	test.Type(tv.Input, "half a thou")
	up, down := &fyne.KeyEvent{Name: fyne.KeyUp}, &fyne.KeyEvent{Name: fyne.KeyDown}
	var got []string
	for range 5 {
		tv.Input.TypedKey(up)
		got = append(got, tv.Input.Text)
	}
	want := []string{"what's due", "what's due tomorrow", "add task One", "add task One", "add task One"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("↑ ×%d = %q, want %q (all: %q)", i+1, got[i], want[i], got)
		}
	}
	for _, w := range []string{"what's due tomorrow", "what's due", "half a thou", "half a thou"} {
		tv.Input.TypedKey(down)
		if tv.Input.Text != w {
			t.Fatalf("↓ = %q, want %q", tv.Input.Text, w)
		}
	}
}

// ↑ in a multi-line draft moves the cursor up until it is on the first line;
// an edited recalled request becomes the draft.
func TestUpMovesTheCursorBeforeItRecalls(t *testing.T) {
	tv, _, w := newThread(t)
	tv.Send("add task One")
	w.Canvas().Focus(tv.Input)
	tv.Input.SetText("line one\nline two")
	tv.Input.CursorRow, tv.Input.CursorColumn = 1, 3
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if tv.Input.Text != "line one\nline two" || tv.Input.CursorRow != 0 {
		t.Fatalf("↑ on the second line: text %q row %d", tv.Input.Text, tv.Input.CursorRow)
	}
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if tv.Input.Text != "add task One" {
		t.Fatalf("↑ on the first line = %q", tv.Input.Text)
	}
	test.Type(tv.Input, " today")
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if tv.Input.Text != "add task One today" {
		t.Fatalf("↓ after an edit = %q, want the edit kept", tv.Input.Text)
	}
}
