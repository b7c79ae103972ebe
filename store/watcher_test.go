package store_test

import (
	"context"
	"testing"

	"pace/store"
)

// The watcher's connection is its own, not one of the pool's: a pooled
// connection pinned by the watcher would keep the page cache and sort
// memory of whatever it ran before for the life of the window.
func TestChangeWatcherHoldsNoPoolConnection(t *testing.T) {
	db := chunkDB(t)
	ctx := context.Background()
	mustDo(t, db, false, func(tx *store.Tx) error {
		_, err := tx.Notes().Insert(store.Note{Title: "x"})
		return err
	})
	w := db.NewChangeWatcher()
	defer w.Close()
	if _, err := w.Version(ctx); err != nil {
		t.Fatal(err)
	}
	if s := db.SQL().Stats(); s.InUse != 0 {
		t.Fatalf("the watcher holds %d of the pool's connections", s.InUse)
	}
	v1, _ := w.Version(ctx)
	db.ReleaseIdle() // the pool's connections close; the watcher's stays
	mustDo(t, db, false, func(tx *store.Tx) error {
		_, err := tx.Notes().Insert(store.Note{Title: "y"})
		return err
	})
	if v2, err := w.Version(ctx); err != nil || v2 == v1 {
		t.Fatalf("after a commit: version %d → %d, %v", v1, v2, err)
	}
}

func TestReleaseIdleClosesUnusedConnections(t *testing.T) {
	db := chunkDB(t)
	mustDo(t, db, true, func(tx *store.Tx) error {
		_, err := tx.Notes().List()
		return err
	})
	if s := db.SQL().Stats(); s.Idle == 0 {
		t.Fatalf("no idle connection after a read: %+v", s)
	}
	db.ReleaseIdle()
	if s := db.SQL().Stats(); s.Idle != 0 || s.OpenConnections != 0 {
		t.Fatalf("after ReleaseIdle: %d idle, %d open", s.Idle, s.OpenConnections)
	}
	mustDo(t, db, false, func(tx *store.Tx) error {
		_, err := tx.Notes().Insert(store.Note{Title: "after"})
		return err
	})
	if s := db.SQL().Stats(); s.Idle == 0 {
		t.Fatalf("the pool keeps no connection after ReleaseIdle: %+v", s)
	}
}
