package store_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"pace/store"
)

// A deleted note comes back as it was read: id, text, tags, aliases, source
// path, import hashes and both stamps; the index sees it as new, and a note
// with that id already there is refused.
func TestNoteRestoreIsExact(t *testing.T) {
	db, clk := newDB(t)
	n := mustNote(t, db, store.Note{Title: "Gate code", Body: "4471, then #", Tags: []string{"home"},
		Aliases: []string{"gate"}, SourcePath: "/vault/gate.md"})
	clk.Advance(time.Hour)
	var before store.Note
	var pos store.SyncPosition
	write(t, db, func(tx *store.Tx) (err error) {
		if err := tx.Notes().MarkImported(n.ID, "filehash"); err != nil {
			return err
		}
		if _, err := tx.Chunks().Replace(n.ID, n.ContentHash, []store.Chunk{{Text: "4471", Start: 0, End: 4}}); err != nil {
			return err
		}
		before, err = tx.Notes().Get(n.ID)
		return err
	})
	clk.Advance(time.Hour)
	write(t, db, func(tx *store.Tx) error {
		if err := tx.Chunks().Drop(n.ID); err != nil {
			return err
		}
		return tx.Notes().Delete(n.ID)
	})
	read(t, db, func(tx *store.Tx) error {
		chunks, indexed, err := tx.Chunks().IndexCounts()
		if err != nil || chunks != 0 || indexed != 0 {
			t.Errorf("after Drop and Delete: %d chunks, %d indexed rows, %v", chunks, indexed, err)
		}
		pos, err = tx.Chunks().ChangePosition()
		return err
	})
	clk.Advance(time.Hour)
	write(t, db, func(tx *store.Tx) error {
		_, err := tx.Notes().Restore(before)
		return err
	})
	read(t, db, func(tx *store.Tx) error {
		got, err := tx.Notes().Get(n.ID)
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(got, before) || got.SourceHash != "filehash" || got.ImportHash != before.ContentHash {
			t.Errorf("restored\n %+v\nwant\n %+v", got, before)
		}
		stale, err := tx.Chunks().StaleSince(pos.Seq)
		if err != nil || len(stale) != 1 || stale[0].ID != n.ID {
			t.Errorf("the index does not see the restored note as new: %+v %v", stale, err)
		}
		return nil
	})
	if err := db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Notes().Restore(before); return err }); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("restoring over an existing note: %v", err)
	}
	if err := db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Notes().Restore(store.Note{Title: "x"}); return err }); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("restoring without an id: %v", err)
	}
}
