package views

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// checkTickBanner ticks first (titled title) in a space showing b: the
// banner says "Done: “title”" and its Undo reopens the task; after reload,
// ticking second shows it again until its time is up, which leaves the
// tick done. boxes are the space's checkboxes by task id.
func checkTickBanner(t *testing.T, b *TickBanner, clk *manualClock, db *store.DB, boxes func() map[string]*widget.Check, reload func() error, first, title, second string) {
	t.Helper()
	if b.Toast.Visible() {
		t.Fatal("a banner before any tick")
	}
	test.Tap(boxes()[first])
	if !b.Toast.Visible() || b.ToastText.Text != "Done: “"+title+"”" {
		t.Fatalf("banner shown %v: %q", b.Toast.Visible(), b.ToastText.Text)
	}
	if task, _ := getTask(db, first); !task.Done {
		t.Fatal("the tick did not complete the task")
	}
	test.Tap(b.ToastUndo)
	if task, _ := getTask(db, first); task.Done {
		t.Fatal("Undo left the task done")
	}
	if b.Toast.Visible() {
		t.Error("the banner stays after Undo")
	}
	reload()
	test.Tap(boxes()[second])
	if !b.Toast.Visible() {
		t.Fatal("no banner for the second tick")
	}
	clk.fire()
	if b.Toast.Visible() {
		t.Error("the banner did not clear after its time")
	}
	if task, _ := getTask(db, second); !task.Done {
		t.Error("the banner's timeout undid the tick")
	}
}

// newTodaySpace is Today over the demo data with real tools, its banner on
// a manual clock.
func newTodaySpace(t *testing.T) (*Today, *toolActor, *manualClock, *store.DB, map[string]string) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	act := newToolActor(t, db)
	clk := &manualClock{}
	today := NewToday(db, act, func() time.Time { return demoNow }, nil)
	today.Clock = clk
	act.follow = today.Follow
	w := test.NewTempWindow(t, today.Content())
	w.Resize(fyne.NewSize(900, 700))
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	return today, act, clk, db, ids
}

// The Undo banner stays long enough to reach (a new user lost it at 5 s)
// and until the space's next change, which brings its own: a priority from
// the ⋯ menu, the edit sheet's Save and a delete each show one whose Undo
// takes that change back.
func TestTodayEditsShowTheUndoBanner(t *testing.T) {
	today, _, clk, db, ids := newTodaySpace(t)
	b := today.TickBanner
	seeds := ids["seeds"]
	menu := func() *fyne.Menu {
		t.Helper()
		test.Tap(today.Rows.Menus[seeds])
		return today.Rows.LastMenu
	}
	undo := func(want string) {
		t.Helper()
		if !b.Toast.Visible() || b.ToastText.Text != want {
			t.Fatalf("banner shown %v: %q, want %q", b.Toast.Visible(), b.ToastText.Text, want)
		}
		test.Tap(b.ToastUndo)
		if err := today.Reload(); err != nil {
			t.Fatal(err)
		}
	}

	test.Tap(today.Checks[ids["bank"]])
	if clk.last < 15*time.Second {
		t.Errorf("the banner stays %v", clk.last)
	}
	for _, it := range menu().Items {
		if it.Label == "Priority" {
			for _, lv := range it.ChildMenu.Items {
				if lv.Label == "Urgent" {
					lv.Action()
				}
			}
		}
	}
	if task, _ := getTask(db, ids["bank"]); !task.Done {
		t.Fatal("the next change's banner undid the tick")
	}
	if task, _ := getTask(db, seeds); task.Priority != 4 {
		t.Fatalf("priority %d after Urgent", task.Priority)
	}
	undo("Priority of “Buy seed trays and compost”: urgent")
	if task, _ := getTask(db, seeds); task.Priority != 0 {
		t.Fatalf("priority %d after Undo", task.Priority)
	}

	menuItem(t, menu(), "Edit…")
	today.Rows.LastSheet.Title.SetText("Buy seed trays")
	today.Rows.LastSheet.Save()
	undo("Saved “Buy seed trays”")
	if task, _ := getTask(db, seeds); task.Title != "Buy seed trays and compost" {
		t.Fatalf("title %q after Undo", task.Title)
	}

	menuItem(t, menu(), "Delete…")
	today.Rows.LastConfirm.Yes()
	undo("Deleted “Buy seed trays and compost”")
	if _, err := getTask(db, seeds); err != nil {
		t.Fatalf("the task is not back after Undo: %v", err)
	}

	// A rename in place is the space's latest change too: the bar of the
	// priority before it goes (its Undo could no longer apply), and the
	// rename's own Undo takes the title back.
	for _, it := range menu().Items {
		if it.Label == "Priority" {
			it.ChildMenu.Items[1].Action() // High
		}
	}
	r := today.Rows.Renames[seeds]
	r.start(nil)
	r.SetText("Seed trays only")
	r.commit()
	undo("Renamed to “Seed trays only”")
	if task, _ := getTask(db, seeds); task.Title != "Buy seed trays and compost" {
		t.Fatalf("title %q after the rename's Undo", task.Title)
	}

	// Emptying the sheet's date field takes the date away.
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	menuItem(t, menu(), "Edit…")
	if today.Rows.LastSheet.Due.Text == "" {
		t.Fatal("the seeds task shows no date to clear")
	}
	today.Rows.LastSheet.Due.SetText("")
	today.Rows.LastSheet.Save()
	if task, _ := getTask(db, seeds); task.Due != nil {
		t.Fatalf("due %v after the field was emptied", task.Due)
	}
}

// Ticking a milestone in Projects shows the Undo banner too.
func TestProjectsMilestoneTickShowsTheUndoBanner(t *testing.T) {
	p, act, db, _ := newProjectsSpace(t)
	p.Clock = &manualClock{}
	act.follow = p.Follow
	var id string
	for mid, c := range p.Milestones {
		if strings.HasPrefix(c.Text, "Seedlings") {
			id = mid
		}
	}
	if id == "" {
		t.Fatal("no Seedlings milestone shown")
	}
	test.Tap(p.Milestones[id])
	if !p.Toast.Visible() || p.ToastText.Text != "Reached: “Seedlings”" {
		t.Fatalf("banner shown %v: %q", p.Toast.Visible(), p.ToastText.Text)
	}
	test.Tap(p.ToastUndo)
	var m store.Milestone
	db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		m, err = tx.Projects().GetMilestone(id)
		return err
	})
	if m.Done {
		t.Error("Undo left the milestone reached")
	}
}

// An undo that could not be done says why in the bar, with no Undo of its
// own, and a change's bar after it offers Undo again.
func TestBannerSaysWhyAnUndoFailed(t *testing.T) {
	today, _, _, _, ids := newTodaySpace(t)
	b := today.TickBanner
	b.Say("That can no longer be undone: something changed it since.")
	if !b.Toast.Visible() || b.ToastUndo.Visible() || !strings.Contains(b.ToastText.Text, "no longer be undone") {
		t.Fatalf("bar %v, undo %v, text %q", b.Toast.Visible(), b.ToastUndo.Visible(), b.ToastText.Text)
	}
	test.Tap(today.Checks[ids["bank"]])
	if !b.Toast.Visible() || !b.ToastUndo.Visible() {
		t.Fatalf("a tick's bar after a message: shown %v, undo %v", b.Toast.Visible(), b.ToastUndo.Visible())
	}
}

// A delete question answers to the keyboard: Esc cancels and changes
// nothing, Enter deletes; the window's keys are its own again after.
func TestDeleteQuestionAnswersEnterAndEsc(t *testing.T) {
	today, _, _, db, ids := newTodaySpace(t)
	seeds := ids["seeds"]
	ask := func() fyne.Canvas {
		t.Helper()
		test.Tap(today.Rows.Menus[seeds])
		menuItem(t, today.Rows.LastMenu, "Delete…")
		c := today.Rows.LastConfirm
		if c == nil || c.dialog == nil {
			t.Fatal("no delete question on screen")
		}
		return fyne.CurrentApp().Driver().CanvasForObject(today.Rows.Menus[seeds])
	}
	cv := ask()
	cv.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, err := getTask(db, seeds); err != nil {
		t.Fatalf("Esc deleted the task: %v", err)
	}
	if cv.OnTypedKey() != nil {
		t.Error("the question's keys outlived it")
	}
	cv = ask()
	cv.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, err := getTask(db, seeds); err == nil {
		t.Fatal("Enter did not delete the task")
	}
}
