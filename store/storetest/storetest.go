// Package storetest opens throwaway stores for tests of the packages above
// the store.
package storetest

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"pace/store"
)

// MustOpen opens a fresh store in a temporary file (a real SQLite file,
// WAL and all) with opt, closed at the end of the test.
func MustOpen(tb testing.TB, opt store.Options) *store.DB {
	tb.Helper()
	db, err := store.Open(filepath.Join(tb.TempDir(), store.FileName), opt)
	if err != nil {
		tb.Fatalf("open store: %v", err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// Clock is a settable fake clock for Options.Now.
type Clock struct{ T time.Time }

// Now returns the clock's time.
func (c *Clock) Now() time.Time { return c.T }

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) { c.T = c.T.Add(d) }

// OpenCopy opens a copy of the store file template (a benchmark's
// generated store, built once) in a temporary folder, closed at the end.
func OpenCopy(tb testing.TB, template string, opt store.Options) *store.DB {
	tb.Helper()
	data, err := os.ReadFile(template)
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), store.FileName)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		tb.Fatal(err)
	}
	db, err := store.Open(path, opt)
	if err != nil {
		tb.Fatalf("open store: %v", err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}
