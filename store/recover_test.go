package store_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

// recoverFrom runs OpenOrRecover on path and checks the promises made
// about a file that cannot be opened: the file untouched, a byte-identical
// backup with a timestamped suffix, a line in recovery.log, and a working
// in-memory store.
func recoverFrom(t *testing.T, path string, clk *storetest.Clock) *store.Recovery {
	t.Helper()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	db, rec, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
	if err != nil {
		t.Fatalf("OpenOrRecover: %v", err)
	}
	defer db.Close()
	if rec == nil || !db.InMemory() || db.Path() != "" {
		t.Fatalf("OpenOrRecover = %+v, in memory %v; want a Recovery and the in-memory store", rec, db.InMemory())
	}
	if rec.Path != path || rec.Err == nil || !rec.At.Equal(clk.T) {
		t.Errorf("Recovery = %+v", rec)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Error("the user's file was modified")
	}
	if len(rec.Backups) == 0 {
		t.Fatal("no backup made")
	}
	if want := path + ".broken-" + clk.T.UTC().Format("20060102T150405Z"); !strings.HasPrefix(rec.Backups[0], want) {
		t.Errorf("backup %s, want prefix %s", rec.Backups[0], want)
	}
	if b, _ := os.ReadFile(rec.Backups[0]); !bytes.Equal(b, before) {
		t.Errorf("backup %s differs from the file", rec.Backups[0])
	}
	log, err := os.ReadFile(filepath.Join(filepath.Dir(path), store.RecoveryLog))
	if err != nil || !strings.Contains(string(log), "open "+path+" failed") || !strings.Contains(string(log), rec.Backups[0]) {
		t.Errorf("recovery.log = %q %v", log, err)
	}
	msg := rec.Message()
	if !strings.Contains(msg, path) || !strings.Contains(msg, rec.Backups[0]) || !strings.Contains(msg, "in-memory") {
		t.Errorf("Message() = %q", msg)
	}
	// The stand-in works, through more connections than the pool keeps idle.
	for i := 0; i < 5; i++ {
		mustTask(t, db, store.Task{Title: "Still working"})
	}
	done := make(chan int, 8)
	for i := 0; i < 8; i++ {
		go func() {
			n := 0
			db.Read(ctx, func(tx *store.Tx) error {
				ts, err := tx.Tasks().List(store.TaskFilter{})
				n = len(ts)
				return err
			})
			done <- n
		}()
	}
	for i := 0; i < 8; i++ {
		if n := <-done; n != 5 {
			t.Errorf("in-memory store lists %d tasks, want 5", n)
		}
	}
	return rec
}

func TestRecoverGarbage(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	garbage := bytes.Repeat([]byte("this is not a SQLite database\n"), 400)
	if err := os.WriteFile(path, garbage, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Open(path, store.Options{}); err == nil {
		t.Fatal("Open accepted garbage")
	}
	clk := &storetest.Clock{T: t0}
	first := recoverFrom(t, path, clk)
	// A second failure in the same second, of a file that changed since,
	// keeps the first backup.
	if err := os.WriteFile(path, append(garbage, "more"...), 0o600); err != nil {
		t.Fatal(err)
	}
	second := recoverFrom(t, path, clk)
	if first.Backups[0] == second.Backups[0] || second.Reused {
		t.Errorf("second backup overwrote the first: %s", second.Backups[0])
	}
	if _, err := os.Stat(first.Backups[0]); err != nil {
		t.Error(err)
	}
	log, _ := os.ReadFile(filepath.Join(dir, store.RecoveryLog))
	if n := strings.Count(string(log), "\n"); n != 2 {
		t.Errorf("recovery.log has %d lines, want 2:\n%s", n, log)
	}
}

func TestRecoverGarbageWithWAL(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.FileName)
	os.WriteFile(path, bytes.Repeat([]byte{0xde, 0xad}, 4096), 0o600)
	os.WriteFile(path+"-wal", []byte("not a wal"), 0o600)
	rec := recoverFrom(t, path, &storetest.Clock{T: t0})
	if len(rec.Backups) != 2 || !strings.HasSuffix(rec.Backups[1], "-wal") {
		t.Errorf("backups %v, want the file and its -wal", rec.Backups)
	}
}

func TestRecoverTruncated(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.FileName)
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	write(t, db, func(tx *store.Tx) error {
		for i := 0; i < 300; i++ {
			if _, err := tx.Notes().Insert(store.Note{Title: "Note", Body: strings.Repeat("lorem ipsum dolor sit amet ", 40)}); err != nil {
				return err
			}
		}
		return nil
	})
	db.Close()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Log("a -wal file survived Close")
	}
	if err := os.Truncate(path, info.Size()/2); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Open(path, store.Options{}); err == nil {
		t.Fatal("Open accepted a truncated file")
	} else {
		t.Logf("truncated file: %v", err)
	}
	recoverFrom(t, path, &storetest.Clock{T: t0})
}

// A zero-byte file is a valid, empty SQLite database (SQLite itself says
// so, and a crash between creating and first writing the file leaves one):
// Open makes it a fresh store in place; nothing is lost, so nothing is
// backed up.
func TestOpenZeroByteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	db, rec, err := store.OpenOrRecover(path, store.Options{})
	if err != nil || rec != nil || db.InMemory() {
		t.Fatalf("OpenOrRecover(zero bytes) = %v %+v %v, want the file store", db, rec, err)
	}
	mustTask(t, db, store.Task{Title: "First"})
	db.Close()
	db, err = store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n := taskCount(t, db); n != 1 {
		t.Errorf("%d tasks after reopening, want 1", n)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*.broken-*")); len(m) != 0 {
		t.Errorf("backups made of an empty file: %v", m)
	}
}

func TestOpenOrRecoverHealthy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nested", store.FileName)
	db, rec, err := store.OpenOrRecover(path, store.Options{})
	if err != nil || rec != nil || db.InMemory() || db.Path() != path {
		t.Fatalf("OpenOrRecover(new file) = %v %+v %v", db, rec, err)
	}
	db.Close()
	if _, err := os.Stat(filepath.Join(dir, "nested", store.RecoveryLog)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("recovery.log written for a healthy open: %v", err)
	}
}

func TestOpenMemory(t *testing.T) {
	a, err := store.OpenMemory(store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := store.OpenMemory(store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	mustTask(t, a, store.Task{Title: "Only in a"})
	if n := taskCount(t, b); n != 0 {
		t.Errorf("two in-memory stores share data: %d tasks in b", n)
	}
	a.Close()
	if err := a.Read(ctx, func(*store.Tx) error { return nil }); err == nil {
		t.Error("a closed store still reads")
	}
	_ = time.Second
}

// Each run against the same damaged file used to add another full copy;
// an identical earlier backup is named instead.
func TestRecoverReusesIdenticalBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	os.WriteFile(path, bytes.Repeat([]byte{0xde, 0xad}, 4096), 0o600)
	os.WriteFile(path+"-wal", []byte("not a wal"), 0o600)
	clk := &storetest.Clock{T: t0}
	first := recoverFrom(t, path, clk)
	if first.Reused {
		t.Error("first recovery claims a reused backup")
	}
	for i := 0; i < 2; i++ {
		clk.Advance(time.Hour)
		db, rec, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
		if err != nil || rec == nil {
			t.Fatalf("OpenOrRecover = %+v, %v", rec, err)
		}
		db.Close()
		if !rec.Reused || strings.Join(rec.Backups, ",") != strings.Join(first.Backups, ",") {
			t.Errorf("run %d: backups %v reused %v, want the first run's %v", i+2, rec.Backups, rec.Reused, first.Backups)
		}
		if msg := rec.Message(); !strings.Contains(msg, "already saved as "+first.Backups[0]) {
			t.Errorf("Message() = %q", msg)
		}
	}
	if n := countBackups(t, dir); n != 2 {
		t.Errorf("%d backup files after three runs, want 2 (the file and its -wal, once)", n)
	}
	// A different -wal is different data: it gets its own copy.
	os.WriteFile(path+"-wal", []byte("another wal"), 0o600)
	clk.Advance(time.Hour)
	db, rec, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	if rec.Reused || countBackups(t, dir) != 4 {
		t.Errorf("changed -wal: reused %v, %d backup files; want a new copy", rec.Reused, countBackups(t, dir))
	}
}

func countBackups(t *testing.T, dir string) int {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range ents {
		if strings.Contains(e.Name(), ".broken-") {
			n++
		}
	}
	return n
}
