package views

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// The Due field says under it, in words, the date its text reads as (the
// dates parser the tools use), or that it reads none; the form shows it.
func TestEditSheetSaysTheDateItRead(t *testing.T) {
	for _, c := range []struct{ typed, want string }{
		{"fri 5pm", "Friday 4 December, 17:00"},
		{"friday 2-3:30pm", "Friday 4 December, 14:00–15:30"},
		{"tomorrow", "Tuesday 1 December"},
		{"15 jan 2027", "Friday 15 January 2027"},
		{"7-9 dec", "From Monday 7 December to Wednesday 9 December"},
		{"the blue moon", "I couldn't read “the blue moon” as a date; try friday 5pm or 2027-01-15"},
		{"", ""},
	} {
		t.Run(c.typed, func(t *testing.T) {
			newTestApp(t)
			w := test.NewTempWindow(t, widget.NewLabel(""))
			w.Resize(fyne.NewSize(800, 600))
			e := &taskEditor{act: &recordingActor{}, Now: func() time.Time { return demoNow }}
			s := e.Sheet(store.Task{ID: "x", Title: "Call Bob"}, w.Canvas())
			s.Due.SetText(c.typed)
			if got := s.DueReading(); got != c.want {
				t.Fatalf("the sheet says %q, want %q", got, c.want)
			}
			if err := s.Due.Validate(); (err != nil) != strings.HasPrefix(c.want, "I couldn't") {
				t.Errorf("validation: %v", err)
			}
			if shown := findText(w.Canvas().Overlays().Top()); c.want != "" && !strings.Contains(shown, c.want) {
				t.Errorf("the form does not show %q:\n%s", c.want, shown)
			}
		})
	}
}

// The Edit sheet has the task's notes, several lines: Save sets them
// through setTaskNotes (one undoable change; undo brings the old notes
// back), and a row whose task has notes shows their start.
func TestEditSheetNotes(t *testing.T) {
	today, act, _, db, ids := newTodaySpace(t)
	cv := fyne.CurrentApp().Driver().CanvasForObject(today.Content())
	setTask(t, db, ids["seeds"], func(task *store.Task) { task.Notes = "the old notes" })
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	notesOf := func() string {
		for _, tk := range tasks(t, db, "open") {
			if tk.ID == ids["seeds"] {
				return tk.Notes
			}
		}
		t.Fatal("the task is gone")
		return ""
	}
	var task store.Task
	for _, tk := range tasks(t, db, "open") {
		if tk.ID == ids["seeds"] {
			task = tk
		}
	}
	if got := findText(today.Content()); !strings.Contains(got, "the old notes") {
		t.Errorf("the row does not show its notes:\n%s", got)
	}
	for _, c := range []struct{ name, typed, want string }{
		{"several lines", "Tray size 40 cells\nfrom the garden centre\n", "Tray size 40 cells\nfrom the garden centre"},
		{"cleared", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := today.Rows.Sheet(task, cv)
			if !s.Notes.MultiLine || s.Notes.Text != task.Notes {
				t.Fatalf("the Notes field reads %q (multi-line %v), want %q", s.Notes.Text, s.Notes.MultiLine, task.Notes)
			}
			if shown := findText(cv.Overlays().Top()); !strings.Contains(shown, "Notes") {
				t.Errorf("the sheet has no Notes field:\n%s", shown)
			}
			cv.Overlays().Top().Hide()
			cv.Overlays().Remove(cv.Overlays().Top())
			s.Notes.SetText(c.typed)
			s.Save()
			call := act.last()
			if call.tool != "setTaskNotes" || notesOf() != c.want {
				t.Fatalf("Save ran %s; the notes read %q, want %q", call.tool, notesOf(), c.want)
			}
			act.UndoTurn(fmt.Sprint("turn-", act.n))
			if got := notesOf(); got != task.Notes {
				t.Fatalf("after undo the notes read %q, want %q", got, task.Notes)
			}
		})
	}
}

func TestNotesMark(t *testing.T) {
	for _, c := range []struct{ notes, want string }{
		{"", ""},
		{"  \n ", ""},
		{"gate code 4471", "gate code 4471"},
		{"first line\nsecond", "first line…"},
		{"a very long first line of notes that goes on", "a very long first line o…"},
	} {
		if got := notesMark(c.notes); got != c.want {
			t.Errorf("notesMark(%q) = %q, want %q", c.notes, got, c.want)
		}
	}
}

// The Edit sheet's Project field has a ▾ menu of the open projects, loaded
// off the UI goroutine; choosing one fills the field and Save files the
// task there; "No project" empties it.
func TestEditSheetProjectMenu(t *testing.T) {
	today, act, _, db, ids := newTodaySpace(t)
	cv := fyne.CurrentApp().Driver().CanvasForObject(today.Content())
	var task store.Task
	for _, tk := range tasks(t, db, "open") {
		if tk.ID == ids["seeds"] {
			task = tk
		}
	}
	var later []func()
	today.Rows.Background = func(work, show func()) { later = append(later, work, show) }
	s := today.Rows.Sheet(task, cv)
	if s.ProjectPick == nil || s.Project.ActionItem != s.ProjectPick {
		t.Fatal("the Project field has no ▾ button")
	}
	labels := func() []string {
		var out []string
		for _, it := range s.ProjectMenu.Items {
			if !it.IsSeparator {
				out = append(out, it.Label)
			}
		}
		return out
	}
	if got := labels(); len(got) != 1 || len(later) != 2 {
		t.Fatalf("before the projects are read the menu lists %q (%d pending)", got, len(later))
	}
	for _, f := range later {
		f()
	}
	if got := strings.Join(labels(), "|"); !strings.Contains(got, "Garden") || !strings.Contains(got, "Household budget 2027") || !strings.HasSuffix(got, "No project") {
		t.Fatalf("the menu lists %q", got)
	}
	test.Tap(s.ProjectPick)
	if top := cv.Overlays().Top(); !strings.Contains(findText(top), "Household budget 2027") {
		t.Errorf("the ▾ button shows no menu:\n%s", findText(top))
	}
	for _, it := range s.ProjectMenu.Items {
		if it.Label == "Household budget 2027" {
			it.Action()
		}
	}
	if s.Project.Text != "Household budget 2027" {
		t.Fatalf("the field reads %q", s.Project.Text)
	}
	s.Save()
	if call := act.last(); call.tool != "updateTask" || call.args["project"] != "Household budget 2027" {
		t.Fatalf("Save ran %s %v", call.tool, call.args)
	}
	s.ProjectMenu.Items[len(s.ProjectMenu.Items)-1].Action()
	if s.Project.Text != "" {
		t.Errorf("No project leaves %q", s.Project.Text)
	}
}
