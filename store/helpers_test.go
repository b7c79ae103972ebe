package store_test

import (
	"context"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

// t0 is the fake clock's start: a Monday, in UTC.
var t0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// newDB opens a fresh file store on a fake clock starting at t0.
func newDB(tb testing.TB) (*store.DB, *storetest.Clock) {
	tb.Helper()
	clk := &storetest.Clock{T: t0}
	return storetest.MustOpen(tb, store.Options{Now: clk.Now}), clk
}

// write runs fn in a write transaction and fails the test on error.
func write(tb testing.TB, db *store.DB, fn func(tx *store.Tx) error) {
	tb.Helper()
	if err := db.Write(context.Background(), fn); err != nil {
		tb.Fatalf("write: %v", err)
	}
}

// read runs fn in a read transaction and fails the test on error.
func read(tb testing.TB, db *store.DB, fn func(tx *store.Tx) error) {
	tb.Helper()
	if err := db.Read(context.Background(), fn); err != nil {
		tb.Fatalf("read: %v", err)
	}
}

func mustTask(tb testing.TB, db *store.DB, t store.Task) store.Task {
	tb.Helper()
	var out store.Task
	write(tb, db, func(tx *store.Tx) (err error) {
		out, err = tx.Tasks().Insert(t)
		return err
	})
	return out
}

func mustNote(tb testing.TB, db *store.DB, n store.Note) store.Note {
	tb.Helper()
	var out store.Note
	write(tb, db, func(tx *store.Tx) (err error) {
		out, err = tx.Notes().Insert(n)
		return err
	})
	return out
}

func mustProject(tb testing.TB, db *store.DB, p store.Project) store.Project {
	tb.Helper()
	var out store.Project
	write(tb, db, func(tx *store.Tx) (err error) {
		out, err = tx.Projects().Insert(p)
		return err
	})
	return out
}

func taskCount(tb testing.TB, db *store.DB) int {
	tb.Helper()
	var n int
	read(tb, db, func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		n = len(ts)
		return err
	})
	return n
}

func ptr[T any](v T) *T { return &v }

var ctx = context.Background()
