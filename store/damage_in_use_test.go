package store_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
)

// TestDamageFoundInUse: a file whose damage no check at open saw (pages
// overwritten in the middle) gets the recovery of a file found damaged at
// start when SQLite first reports it: a byte-for-byte copy aside, one line
// in recovery.log, and no write touches the file again.
func TestDamageFoundInUse(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		mustTask(t, db, store.Task{Title: strings.Repeat("padding the task table ", 8)})
	}
	// The task table's root page, found the way SQLite finds it.
	var root, pageSize int
	if err := db.SQL().QueryRow(`SELECT rootpage FROM sqlite_schema WHERE name = 'tasks'`).Scan(&root); err != nil {
		t.Fatal(err)
	}
	if err := db.SQL().QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil {
		t.Fatal(err)
	}
	db.Close()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := (root - 1) * pageSize; i < root*pageSize && i < len(raw); i++ {
		raw[i] = byte(i*7 + 3)
	}
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err = store.Open(path, store.Options{})
	if err != nil {
		t.Skipf("the damage was found at open already: %v", err)
	}
	defer db.Close()
	ctx := context.Background()
	var first error
	for i := 0; i < 5 && first == nil; i++ {
		first = db.Write(ctx, func(tx *store.Tx) error {
			_, err := tx.Tasks().Insert(store.Task{Title: "one more"})
			return err
		})
		if first == nil {
			first = db.Read(ctx, func(tx *store.Tx) error {
				_, err := tx.Tasks().List(store.TaskFilter{})
				return err
			})
		}
	}
	if first == nil || !store.IsDamaged(first) {
		t.Fatalf("no damage reported: %v", first)
	}
	after, _ := os.ReadFile(path)
	backups, _ := filepath.Glob(path + ".broken-*")
	var copyOK bool
	for _, b := range backups {
		if c, _ := os.ReadFile(b); bytes.Equal(c, after) {
			copyOK = true
		}
	}
	if !copyOK {
		t.Errorf("no byte-for-byte copy aside among %v", backups)
	}
	if log, err := os.ReadFile(filepath.Join(dir, store.RecoveryLog)); err != nil || bytes.Count(log, []byte("\n")) != 1 {
		t.Errorf("recovery.log %q (%v)", log, err)
	}
	err = db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Tasks().Insert(store.Task{Title: "later"}); return err })
	if !errors.Is(err, store.ErrDamaged) {
		t.Errorf("a write after the damage: %v", err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, after) {
		t.Error("the damaged file changed after the damage was found")
	}
	db.Close()

	// The next process knows: the stand-in at once, no new copy or log line.
	before, _ := os.ReadFile(path)
	for i := 0; i < 3; i++ {
		again, rec, err := store.OpenOrRecover(path, store.Options{})
		if err != nil || rec == nil || !rec.Reused || !again.InMemory() || !store.IsDamaged(rec.Err) {
			t.Fatalf("reopen %d: %v, %+v", i, err, rec)
		}
		again.Close()
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, before) {
		t.Error("reopening changed the damaged file")
	}
	if n, _ := filepath.Glob(path + ".broken-*"); len(n) != len(backups) {
		t.Errorf("copies %v, were %v", n, backups)
	}
	if log, _ := os.ReadFile(filepath.Join(dir, store.RecoveryLog)); bytes.Count(log, []byte("\n")) != 1 {
		t.Errorf("recovery.log grew: %q", log)
	}
	// A file put in its place (a restored backup) opens as itself.
	os.Remove(path)
	os.Remove(path + "-wal")
	os.Remove(path + "-shm")
	fresh, rec, err := store.OpenOrRecover(path, store.Options{})
	if err != nil || rec != nil || fresh.InMemory() {
		t.Fatalf("a new file: %v, %+v", err, rec)
	}
	fresh.Close()
}
