package store_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

func sum(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// damagedOldFile writes a store in rollback-journal mode one schema behind,
// then overwrites a page in the middle: opening it must neither switch its
// journal mode nor migrate it before the integrity check finds the damage.
func damagedOldFile(t *testing.T, path string) {
	t.Helper()
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	write(t, db, func(tx *store.Tx) error {
		for i := 0; i < 200; i++ {
			if _, err := tx.Notes().Insert(store.Note{Title: "Page filler", Body: strings.Repeat("garden shed plans ", 60)}); err != nil {
				return err
			}
		}
		return nil
	})
	db.Close()
	raw, err := store.RawOpen(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`PRAGMA journal_mode=DELETE`, `PRAGMA user_version=` + strconv.Itoa(store.SchemaVersion()-1)} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := f.Stat()
	const page = 4096
	// Only b-tree pages (not overflow or free pages, whose bytes quick_check
	// does not read): which pages those are depends on the random ids.
	for off := int64(3 * page); off < fi.Size()-page; off += page {
		var kind [1]byte
		f.ReadAt(kind[:], off)
		if kind[0] != 0x02 && kind[0] != 0x05 && kind[0] != 0x0a && kind[0] != 0x0d {
			continue
		}
		// From byte 8: the cell pointer array of a leaf page (a page of
		// three big rows has free space from byte 14, which quick_check
		// rightly ignores), the right child and pointers of an interior one.
		f.WriteAt(bytes.Repeat([]byte{0xA5}, 64), off+8)
		off += 6 * page
	}
	f.Close()
}

func TestRecoveryNeverModifiesTheDamagedFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	damagedOldFile(t, path)
	before := sum(t, path)
	clk := &storetest.Clock{T: t0}
	db, rec, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	if rec == nil {
		t.Fatal("the damaged file opened")
	}
	if sum(t, path) != before {
		t.Fatal("opening the damaged file changed it (journal mode or migration before the check)")
	}
	if len(rec.Backups) == 0 || sum(t, rec.Backups[0]) != before {
		t.Fatalf("backup %v is not byte-for-byte the file", rec.Backups)
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Error("a -wal appeared beside the damaged file")
	}
}

// recovery.log gets one line per distinct damage, not one per CLI call.
func TestRecoveryLogOncePerDamage(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	os.WriteFile(path, bytes.Repeat([]byte{0xde, 0xad}, 4096), 0o600)
	clk := &storetest.Clock{T: t0}
	for i := 0; i < 5; i++ {
		clk.Advance(time.Minute)
		db, _, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
		if err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
	lines := func() int {
		b, _ := os.ReadFile(filepath.Join(dir, store.RecoveryLog))
		return strings.Count(string(b), "\n")
	}
	if n := lines(); n != 1 {
		t.Fatalf("recovery.log has %d lines after 5 opens of the same file, want 1", n)
	}
	os.WriteFile(path, bytes.Repeat([]byte{0xbe, 0xef}, 4096), 0o600)
	db, _, _ := store.OpenOrRecover(path, store.Options{Now: clk.Now})
	db.Close()
	if n := lines(); n != 2 {
		t.Fatalf("recovery.log has %d lines after new damage, want 2", n)
	}
}

func TestPermissionsTightened(t *testing.T) {
	for _, c := range []struct {
		name    string
		prepare func(dir, path string)
	}{
		{"new store", func(dir, path string) { os.Chmod(dir, 0o755) }},
		{"loose existing store", func(dir, path string) {
			db, err := store.Open(path, store.Options{})
			if err != nil {
				t.Fatal(err)
			}
			db.Close()
			os.Chmod(dir, 0o777)
			os.Chmod(path, 0o666)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "pace")
			os.Mkdir(dir, 0o755)
			path := filepath.Join(dir, store.FileName)
			c.prepare(dir, path)
			db, err := store.Open(path, store.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			mustTask(t, db, store.Task{Title: "Water the ferns"}) // the -wal exists now
			for p, want := range map[string]os.FileMode{dir: 0o700, path: 0o600, path + "-wal": 0o600, path + "-shm": 0o600} {
				fi, err := os.Stat(p)
				if err != nil {
					t.Fatal(err)
				}
				if got := fi.Mode().Perm(); got != want {
					t.Errorf("%s is %o, want %o", filepath.Base(p), got, want)
				}
			}
		})
	}
}

// A store that cannot be written opens read-only, says so, and changes
// nothing.
func TestReadOnlyFileOpensReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.FileName)
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	mustTask(t, db, store.Task{Title: "Return library books"})
	db.Close()
	before := sum(t, path)
	defer store.SetWritable(func(string) bool { return false })()
	db, rec, err := store.OpenOrRecover(path, store.Options{})
	if err != nil || rec != nil {
		t.Fatalf("OpenOrRecover = %+v, %v", rec, err)
	}
	defer db.Close()
	if !db.ReadOnly() {
		t.Fatal("ReadOnly() = false")
	}
	var n int
	if err := db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		n = len(ts)
		return err
	}); err != nil || n != 1 {
		t.Fatalf("read %d tasks, %v", n, err)
	}
	err = db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Tasks().Insert(store.Task{Title: "Should not land"})
		return err
	})
	if !errors.Is(err, store.ErrReadOnlyFile) {
		t.Fatalf("Write = %v, want ErrReadOnlyFile", err)
	}
	db.Close()
	if sum(t, path) != before {
		t.Fatal("the read-only file changed")
	}
}

// Every recovery.log entry is one line, whatever the path or the error
// holds; still one entry per distinct damage.
func TestRecoveryLogOneLinePerEntry(t *testing.T) {
	for _, c := range []struct{ name, folder string }{
		{"plain folder", "data"},
		{"newline in the folder name", "my\ndata"},
		{"carriage return and escape", "my\r\x1b[2Jdata"},
		{"line separator", "my\u2028data"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), c.folder)
			if err := os.MkdirAll(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, store.FileName)
			os.WriteFile(path, bytes.Repeat([]byte{0xde, 0xad}, 4096), 0o600)
			clk := &storetest.Clock{T: t0}
			for i := 0; i < 3; i++ {
				clk.Advance(time.Minute)
				db, _, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
				if err != nil {
					t.Fatal(err)
				}
				db.Close()
			}
			b, err := os.ReadFile(filepath.Join(dir, store.RecoveryLog))
			if err != nil {
				t.Fatal(err)
			}
			log := string(b)
			if strings.Count(log, "\n") != 1 || !strings.HasSuffix(log, "\n") || strings.ContainsAny(log[:len(log)-1], "\r\x1b\u2028") {
				t.Fatalf("recovery.log is not one line:\n%q", log)
			}
			if !strings.Contains(log, "failed:") {
				t.Fatalf("recovery.log lacks the error: %q", log)
			}
		})
	}
}

// readOnlyStore writes a healthy store with one task into a fresh folder
// and closes it; side lists which of -wal and -shm are left beside it (a
// copied or restored file often has neither).
func readOnlyStore(t *testing.T, side ...string) (path string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "data")
	path = filepath.Join(dir, store.FileName)
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	mustTask(t, db, store.Task{Title: "Return library books"})
	db.Close()
	for _, s := range []string{"-wal", "-shm"} {
		keep := false
		for _, k := range side {
			keep = keep || k == s
		}
		if !keep {
			os.Remove(path + s)
		}
	}
	return path
}

// checkReadOnlyOpen opens path with OpenOrRecover and checks the promise
// of a read-only store: it opens read-only, reads, refuses writes with
// ErrReadOnlyFile, and nothing beside it is created, changed or backed up.
func checkReadOnlyOpen(t *testing.T, path string, opt store.Options) {
	t.Helper()
	dir := filepath.Dir(path)
	before := map[string][32]byte{}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		before[e.Name()] = sum(t, filepath.Join(dir, e.Name()))
	}
	db, rec, err := store.OpenOrRecover(path, opt)
	if err != nil || rec != nil {
		t.Fatalf("OpenOrRecover = %+v, %v", rec, err)
	}
	if !db.ReadOnly() || db.InMemory() {
		t.Fatalf("ReadOnly() = %v, InMemory() = %v", db.ReadOnly(), db.InMemory())
	}
	var titles []string
	if err := db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		for _, x := range ts {
			titles = append(titles, x.Title)
		}
		return err
	}); err != nil || len(titles) != 1 || titles[0] != "Return library books" {
		t.Fatalf("read %q, %v", titles, err)
	}
	err = db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Tasks().Insert(store.Task{Title: "Should not land"})
		return err
	})
	if !errors.Is(err, store.ErrReadOnlyFile) {
		t.Fatalf("Write = %v, want ErrReadOnlyFile", err)
	}
	if err := db.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	ents, _ = os.ReadDir(dir)
	if len(ents) != len(before) {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Fatalf("the folder changed: %v, was %d files", names, len(before))
	}
	for name, h := range before {
		if sum(t, filepath.Join(dir, name)) != h {
			t.Errorf("%s changed", name)
		}
	}
}

// A healthy store that cannot be written opens read-only whatever is left
// beside it (CI runs as root, who may write anything: the check is
// simulated; TestReadOnlyPermissions does it for real).
func TestReadOnlyStoreSimulated(t *testing.T) {
	for _, c := range []struct {
		name string
		side []string
	}{
		{"no -wal or -shm", nil},
		{"-wal and -shm", []string{"-wal", "-shm"}},
		{"empty -wal only", []string{"-wal"}},
		{"-shm only", []string{"-shm"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := readOnlyStore(t, c.side...)
			restore := store.SetWritable(func(string) bool { return false })
			checkReadOnlyOpen(t, path, store.Options{})
			restore()
			// The explicit flag (pace --read-only) takes the same path.
			checkReadOnlyOpen(t, path, store.Options{ReadOnly: true})
		})
	}
}

// The same with real permissions: a 0500 folder, a 0400 file. Skipped as
// root, whom permissions do not stop.
func TestReadOnlyPermissions(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root ignores file permissions; TestReadOnlyStoreSimulated covers the read-only open")
	}
	for _, c := range []struct {
		name      string
		side      []string
		dir, file os.FileMode
	}{
		{"0500 folder, no -wal or -shm", nil, 0o500, 0o600},
		{"0500 folder, -wal and -shm", []string{"-wal", "-shm"}, 0o500, 0o600},
		{"0400 file", nil, 0o700, 0o400},
		{"0400 file, 0500 folder", nil, 0o500, 0o400},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := readOnlyStore(t, c.side...)
			dir := filepath.Dir(path)
			os.Chmod(path, c.file)
			os.Chmod(dir, c.dir)
			t.Cleanup(func() { os.Chmod(dir, 0o700) })
			checkReadOnlyOpen(t, path, store.Options{})
		})
	}
}
