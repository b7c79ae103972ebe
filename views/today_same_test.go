package views

import (
	"context"
	"testing"
	"time"

	"pace/store"
)

// A refresh that finds the same agenda leaves the list as it is (a note
// imported or a turn that touched no task need not rebuild it); a task
// changed, a day turned or a list longer than its first page is drawn again.
func TestTodayAgendaSameAs(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	now := demoNow
	today := NewToday(db, nil, func() time.Time { return now }, nil)
	load := func(size int, open bool) agenda {
		a, err := today.load(context.Background(), size, open)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	base := load(50, true)
	if !base.sameAs(load(50, true)) {
		t.Fatal("two reads of an unchanged store differ")
	}
	later := now
	now = now.Add(time.Minute)
	if !base.sameAs(load(50, true)) {
		t.Error("a minute later on the same day the agenda should read the same")
	}
	now = later.AddDate(0, 0, 1)
	if base.sameAs(load(50, true)) {
		t.Error("the next day's agenda read the same")
	}
	now = later
	if base.sameAs(load(50, false)) {
		t.Error("Done today closed read the same as open")
	}
	if load(1, true).sameAs(load(1, true)) {
		t.Error("an agenda whose sections have more than one page compared equal")
	}
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		task, err := tx.Tasks().Get(ids["bank"])
		if err != nil {
			return err
		}
		task.Title = "Call the bank about the loan"
		_, err = tx.Tasks().Update(task)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if base.sameAs(load(50, true)) {
		t.Error("a renamed task read the same")
	}
	if (agenda{}).sameAs(agenda{}) {
		t.Error("an agenda never rendered compared equal")
	}
}
