package views

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

func taskDone(t *testing.T, db *store.DB, id string) bool {
	t.Helper()
	task, err := getTask(db, id)
	if err != nil {
		t.Fatal(err)
	}
	return task.Done
}

// doneSection checks a closable "done" section: its header counts the
// done tasks and closes and opens it; a done task shows ticked, and
// unticking it reopens the task through reopenTask, after which the
// section counts one less.
func doneSection(t *testing.T, list *widget.List, header func() *widget.Button, checks func() map[string]*widget.Check,
	reload func() error, act *toolActor, db *store.DB, title string, n int, doneID string) {
	t.Helper()
	want := title + " · " + string(rune('0'+n))
	if h := header(); h == nil || h.Text != want {
		t.Fatalf("header %v, want %q", h, want)
	}
	rows := list.Length()
	test.Tap(header())
	if list.Length() != rows-n && list.Length() != rows+n {
		t.Fatalf("the header did not close or open the section: %d rows, then %d", rows, list.Length())
	}
	if list.Length() < rows {
		test.Tap(header()) // open it again
	}
	list.ScrollToBottom()
	box := checks()[doneID]
	if box == nil || !box.Checked {
		t.Fatalf("the done task shows no ticked box (%v)", box)
	}
	test.Tap(box)
	if c := act.last(); c.tool != "reopenTask" || taskDone(t, db, doneID) {
		t.Fatalf("unticking ran %s; task done %v", c.tool, taskDone(t, db, doneID))
	}
	if err := reload(); err != nil {
		t.Fatal(err)
	}
	list.ScrollToBottom()
	last := listRowText(list, list.Length()-1)
	if n == 1 {
		if strings.Contains(last, title) {
			t.Errorf("the section still shows with nothing done: %q", last)
		}
		return
	}
	if h := header(); h.Text != title+" · "+string(rune('0'+n-1)) {
		t.Errorf("after reopening, the header says %q", h.Text)
	}
}

// Today ends with "Done today": the tasks completed today, ticked; one
// can be unticked to reopen it.
func TestTodayDoneTodaySection(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	act := newToolActor(t, db)
	today := NewToday(db, act, func() time.Time { return demoNow }, nil)
	today.pages.run = syncRun
	w := test.NewTempWindow(t, today.Content())
	w.Resize(fyne.NewSize(900, 900))
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	today.List.ScrollToBottom()
	doneSection(t, today.List, func() *widget.Button { return today.DoneHeader }, func() map[string]*widget.Check { return today.Checks },
		today.Reload, act, db, "Done today", 2, ids["water"])
	if strings.Contains(today.Headline.Text, "2 done today") {
		t.Errorf("headline %q after reopening one of two", today.Headline.Text)
	}
}

// A project's done tasks are under its open ones, in "Completed".
func TestProjectsCompletedSection(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	p.Tasks.ScrollToBottom()
	if p.DoneHeader == nil || p.doneOpen {
		t.Fatalf("Completed header %v, open %v; want a closed section", p.DoneHeader, p.doneOpen)
	}
	test.Tap(p.DoneHeader) // it starts closed
	doneSection(t, p.Tasks, func() *widget.Button { return p.DoneHeader }, func() map[string]*widget.Check { return p.Checks },
		p.Reload, act, db, "Completed", 1, ids["plan"])
	if p.Tasks.Length() != 3 {
		t.Errorf("Garden shows %d task rows after its only done task reopened, want its 3 open ones", p.Tasks.Length())
	}
}

// A refresh that changes nothing for a task row keeps the row (a theme
// change refreshed every list and rebuilt every row); a change to the
// task builds it again.
func TestTaskRowsAreKeptWhenNothingChanged(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	today := NewToday(db, newToolActor(t, db), func() time.Time { return demoNow }, nil)
	today.pages.run = syncRun
	test.NewTempWindow(t, today.Content())
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	row := -1
	for i := 0; i < today.List.Length(); i++ {
		if strings.Contains(listRowText(today.List, i), "Book the dentist") {
			row = i
		}
	}
	if row < 0 {
		t.Fatal("no row for the dentist")
	}
	o := today.List.CreateItem()
	today.List.UpdateItem(row, o)
	first := o.(*fyne.Container).Objects[0]
	today.List.UpdateItem(row, o)
	if o.(*fyne.Container).Objects[0] != first || today.Checks[ids["dentist"]] == nil {
		t.Fatal("an unchanged row was built again (or lost its checkbox)")
	}
	setTask(t, db, ids["dentist"], func(task *store.Task) { task.Title = "Book the dentist for March" })
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	today.List.UpdateItem(row, o)
	if o.(*fyne.Container).Objects[0] == first || !strings.Contains(findText(o), "for March") {
		t.Error("a renamed task's row was kept as it was")
	}
}
