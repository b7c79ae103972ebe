package views

import (
	"testing"

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
