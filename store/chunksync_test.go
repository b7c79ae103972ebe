package store_test

import (
	"testing"

	"pace/store"
)

// The change counter moves with every insert, content update and delete,
// and StaleSince reads only the notes written after a position: notes that
// are stale but older than it are not its business.
func TestChangePositionAndStaleSince(t *testing.T) {
	db := chunkDB(t)
	var pos, synced store.SyncPosition
	mustDo(t, db, true, func(tx *store.Tx) (err error) {
		synced, err = tx.Chunks().SyncedPosition()
		return err
	})
	if synced.Known {
		t.Fatalf("a fresh store has a sync position: %+v", synced)
	}
	var old, fresh store.Note
	mustDo(t, db, false, func(tx *store.Tx) (err error) {
		if old, err = tx.Notes().Insert(store.Note{Title: "Shed roof", Body: "Felt and battens."}); err != nil {
			return err
		}
		if _, err = tx.Notes().Insert(store.Note{Title: "Pond", Body: "Liner is 4 by 3 metres."}); err != nil {
			return err
		}
		pos, err = tx.Chunks().ChangePosition()
		return err
	})
	if pos != (store.SyncPosition{Seq: 2, Known: true}) {
		t.Errorf("after two inserts: %+v", pos)
	}
	mustDo(t, db, false, func(tx *store.Tx) (err error) {
		if fresh, err = tx.Notes().Insert(store.Note{Title: "Hedge", Body: "Trim in late August."}); err != nil {
			return err
		}
		return tx.Chunks().SetSynced(pos)
	})
	mustDo(t, db, true, func(tx *store.Tx) error {
		all, err := tx.Chunks().Stale(0)
		if err != nil || len(all) != 3 {
			t.Errorf("Stale(0) = %d notes, %v; want all 3 (none is cut)", len(all), err)
		}
		since, err := tx.Chunks().StaleSince(pos.Seq)
		if err != nil || len(since) != 1 || since[0].ID != fresh.ID {
			t.Errorf("StaleSince(%d) = %+v, %v; want only %q", pos.Seq, since, err, fresh.Title)
		}
		if synced, err = tx.Chunks().SyncedPosition(); err != nil || synced != pos {
			t.Errorf("SyncedPosition = %+v, %v; want %+v", synced, err, pos)
		}
		return nil
	})
	old.Body = "Felt, battens and a gutter."
	mustDo(t, db, false, func(tx *store.Tx) error {
		if _, err := tx.Notes().Update(old); err != nil {
			return err
		}
		if err := tx.Notes().Delete(fresh.ID); err != nil {
			return err
		}
		pos, err := tx.Chunks().ChangePosition()
		if err != nil || pos.Seq != 5 || pos.Deletes != 1 {
			t.Errorf("after an update and a delete: %+v, %v; want seq 5, 1 delete", pos, err)
		}
		since, err := tx.Chunks().StaleSince(3)
		if err != nil || len(since) != 1 || since[0].ID != old.ID || since[0].Body != old.Body {
			t.Errorf("StaleSince(3) = %+v, %v; want the edited note", since, err)
		}
		return nil
	})
}
