package store_test

import (
	"errors"
	"testing"
	"time"

	"pace/store"
)

func TestReminderExports(t *testing.T) {
	db, clk := newDB(t)
	task := mustTask(t, db, store.Task{Title: "Dentist"})
	var first store.ReminderExport
	write(t, db, func(tx *store.Tx) (err error) {
		first, err = tx.Reminders().Upsert(store.ReminderExport{TaskID: task.ID, Target: "https://dav.example/list", RemoteUID: "uid-1", ETag: `"1"`})
		return err
	})
	if first.ID == "" || !first.ExportedAt.Equal(t0) {
		t.Errorf("first export %+v", first)
	}
	clk.Advance(time.Hour)
	write(t, db, func(tx *store.Tx) error {
		again, err := tx.Reminders().Upsert(store.ReminderExport{TaskID: task.ID, Target: "https://dav.example/list", RemoteUID: "uid-1", ETag: `"2"`})
		if err != nil || again.ID != first.ID || again.ETag != `"2"` || !again.ExportedAt.Equal(clk.T) {
			t.Errorf("re-export = %+v %v, want the same record refreshed", again, err)
		}
		_, err = tx.Reminders().Upsert(store.ReminderExport{TaskID: task.ID, Target: "apple-reminders", RemoteUID: "x"})
		return err
	})
	read(t, db, func(tx *store.Tx) error {
		rs, err := tx.Reminders().For(task.ID)
		if err != nil || len(rs) != 2 || rs[0].Target != "apple-reminders" || rs[1].ETag != `"2"` {
			t.Errorf("For = %+v %v", rs, err)
		}
		rs, err = tx.Reminders().For("ghost")
		if err != nil || rs == nil || len(rs) != 0 {
			t.Errorf("For(unknown) = %#v %v, want empty", rs, err)
		}
		return nil
	})
	for _, bad := range []store.ReminderExport{
		{TaskID: "ghost", Target: "t", RemoteUID: "u"},
		{TaskID: task.ID, RemoteUID: "u"},
		{TaskID: task.ID, Target: "t"},
	} {
		err := db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Reminders().Upsert(bad); return err })
		if !errors.Is(err, store.ErrInvalid) {
			t.Errorf("Upsert(%+v) = %v, want ErrInvalid", bad, err)
		}
	}
}
