package store_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"pace/store"
)

func TestJournal(t *testing.T) {
	db, clk := newDB(t)
	read(t, db, func(tx *store.Tx) error {
		if _, err := tx.Journal().LastGroup(); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("LastGroup on empty journal: %v", err)
		}
		if _, err := tx.Journal().Last(); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Last on empty journal: %v", err)
		}
		return nil
	})
	var es []store.JournalEntry
	for i, g := range []string{"g1", "g1", "g2"} {
		clk.Advance(time.Second)
		write(t, db, func(tx *store.Tx) error {
			e, err := tx.Journal().Append(store.JournalEntry{GroupID: g, Tool: "add_task", Summary: "added", Inverse: json.RawMessage(`[{"op":"delete"}]`)})
			if err != nil || e.Seq != int64(i+1) || e.ID == "" || !e.CreatedAt.Equal(clk.T) || e.UndoneAt != nil {
				t.Errorf("Append #%d = %+v %v", i, e, err)
			}
			es = append(es, e)
			return err
		})
	}
	for _, bad := range []store.JournalEntry{{Tool: "x"}, {GroupID: "g"}} {
		err := db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Journal().Append(bad); return err })
		if !errors.Is(err, store.ErrInvalid) {
			t.Errorf("Append(%+v) = %v, want ErrInvalid", bad, err)
		}
	}
	read(t, db, func(tx *store.Tx) error {
		g, err := tx.Journal().LastGroup()
		if err != nil || g != "g2" {
			t.Errorf("LastGroup = %q %v, want g2", g, err)
		}
		grp, _ := tx.Journal().Group("g1")
		if len(grp) != 2 || grp[0].ID != es[0].ID || grp[1].ID != es[1].ID || string(grp[0].Inverse) != `[{"op":"delete"}]` {
			t.Errorf("Group(g1) = %+v", grp)
		}
		last, _ := tx.Journal().Last()
		if last.ID != es[2].ID {
			t.Errorf("Last = %+v", last)
		}
		return nil
	})
	clk.Advance(time.Minute)
	undoneAt := clk.T
	write(t, db, func(tx *store.Tx) error { return tx.Journal().MarkUndone(es[2].ID) })
	clk.Advance(time.Minute)
	write(t, db, func(tx *store.Tx) error { return tx.Journal().MarkUndone(es[2].ID) }) // again: keeps the first stamp
	read(t, db, func(tx *store.Tx) error {
		g, _ := tx.Journal().LastGroup()
		if g != "g1" {
			t.Errorf("LastGroup after undoing g2 = %q, want g1", g)
		}
		if grp, _ := tx.Journal().Group("g2"); len(grp) != 0 {
			t.Errorf("Group(g2) after undo = %+v", grp)
		}
		rec, _ := tx.Journal().Recent(2)
		if len(rec) != 2 || rec[0].ID != es[2].ID || rec[0].UndoneAt == nil || !rec[0].UndoneAt.Equal(undoneAt) {
			t.Errorf("Recent(2) = %+v, want g2 first, undone at %v", rec, undoneAt)
		}
		if all, _ := tx.Journal().Recent(0); len(all) != 3 {
			t.Errorf("Recent(0) = %d entries, want all 3", len(all))
		}
		return nil
	})
	err := db.Write(ctx, func(tx *store.Tx) error { return tx.Journal().MarkUndone(es[0].ID, "ghost") })
	if !errors.Is(err, store.ErrNotFound) {
		t.Errorf("MarkUndone(unknown) = %v, want ErrNotFound", err)
	}
	write(t, db, func(tx *store.Tx) error { return tx.Journal().MarkUndone(es[0].ID, es[1].ID) })
	read(t, db, func(tx *store.Tx) error {
		if _, err := tx.Journal().LastGroup(); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("LastGroup with everything undone: %v", err)
		}
		return nil
	})
}
