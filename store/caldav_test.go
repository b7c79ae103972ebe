package store_test

import (
	"context"
	"errors"
	"testing"

	"pace/store"
)

func TestCalDAVState(t *testing.T) {
	db, _ := newDB(t)
	task := mustTask(t, db, store.Task{Title: "Pay rent"})
	write(t, db, func(tx *store.Tx) error {
		if err := tx.CalDAV().SaveList(store.CalDAVList{Path: "/u/tasks/", Name: "Tasks", SyncToken: "t1"}); err != nil {
			return err
		}
		return tx.CalDAV().SaveItem(store.CalDAVItem{TaskID: task.ID, List: "/u/tasks/", Href: "/u/tasks/a.ics", UID: "a", ETag: "e1", Base: `{"title":"Pay rent"}`})
	})
	// A local delete leaves the item behind: that is how it reaches the server.
	write(t, db, func(tx *store.Tx) error { return tx.Tasks().Delete(task.ID) })
	read(t, db, func(tx *store.Tx) error {
		l, err := tx.CalDAV().List("/u/tasks/")
		if err != nil || l.SyncToken != "t1" || l.Name != "Tasks" {
			t.Errorf("List = %+v %v", l, err)
		}
		its, err := tx.CalDAV().Items("/u/tasks/")
		if err != nil || len(its) != 1 || its[0].TaskID != task.ID || its[0].ETag != "e1" || !its[0].SyncedAt.Equal(t0) {
			t.Errorf("Items = %+v %v", its, err)
		}
		if it, err := tx.CalDAV().ItemByUID("a"); err != nil || it.Href != "/u/tasks/a.ics" {
			t.Errorf("ItemByUID = %+v %v", it, err)
		}
		if _, err := tx.CalDAV().ItemByHref("/nope.ics"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("ItemByHref(unknown) = %v, want ErrNotFound", err)
		}
		if _, err := tx.CalDAV().List("/other/"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("List(unknown) = %v, want ErrNotFound", err)
		}
		return nil
	})
	if err := db.Write(context.Background(), func(tx *store.Tx) error { return tx.CalDAV().SaveItem(store.CalDAVItem{TaskID: "x"}) }); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("SaveItem without href = %v, want ErrInvalid", err)
	}
}

func TestCalDAVUnexportQueuesDelete(t *testing.T) {
	db, _ := newDB(t)
	task := mustTask(t, db, store.Task{Title: "Dentist"})
	var ex store.ReminderExport
	write(t, db, func(tx *store.Tx) (err error) {
		ex, err = tx.Reminders().Upsert(store.ReminderExport{TaskID: task.ID, Target: "/u/rem/", RemoteUID: "r1", ETag: "e9"})
		return err
	})
	read(t, db, func(tx *store.Tx) error {
		if ok, err := tx.CalDAV().IsExport("r1"); !ok || err != nil {
			t.Errorf("IsExport(r1) = %v %v", ok, err)
		}
		if ok, _ := tx.CalDAV().IsExport("other"); ok {
			t.Error("IsExport(other) = true")
		}
		return nil
	})
	write(t, db, func(tx *store.Tx) error {
		if err := tx.CalDAV().Unexport(ex.ID, "/u/rem/r1.ics"); err != nil {
			return err
		}
		return tx.CalDAV().Unexport(ex.ID, "/u/rem/r1.ics") // already gone: no error, no second entry
	})
	read(t, db, func(tx *store.Tx) error {
		out, err := tx.CalDAV().Outbox()
		if err != nil || len(out) != 1 || out[0].Href != "/u/rem/r1.ics" || out[0].ETag != "e9" {
			t.Errorf("Outbox = %+v %v", out, err)
		}
		if rs, _ := tx.CalDAV().Exported("/u/rem/"); len(rs) != 0 {
			t.Errorf("export still recorded: %+v", rs)
		}
		return nil
	})
	write(t, db, func(tx *store.Tx) error { return tx.CalDAV().Dequeue("/u/rem/r1.ics") })
	read(t, db, func(tx *store.Tx) error {
		if out, _ := tx.CalDAV().Outbox(); len(out) != 0 {
			t.Errorf("Outbox after Dequeue = %+v", out)
		}
		return nil
	})
}
