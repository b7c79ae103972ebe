package store_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// fillNotes writes n notes of about 1.5 KB each to a new store at path.
func fillNotes(t *testing.T, path string, n int) {
	t.Helper()
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	write(t, db, func(tx *store.Tx) error {
		for i := 0; i < n; i++ {
			body := fmt.Sprintf("Field note %d about compost, trellis %d and the %d bean rows. ", i, i%37, i%11)
			if _, err := tx.Notes().Insert(store.Note{Title: fmt.Sprintf("Garden log %d", i), Body: strings.Repeat(body, 20)}); err != nil {
				return err
			}
		}
		return nil
	})
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

// readBytes is this process's rchar from /proc/self/io: bytes read through
// read(2) and pread(2), which is how the SQLite VFS reads the file.
func readBytes(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/io")
	if err != nil {
		t.Skipf("no /proc/self/io here: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "rchar: "); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Skip("no rchar in /proc/self/io")
	return 0
}

// Opening reads the header and the schema, not the file: what Open, one
// read and Close read is a small, fixed amount however many notes the file
// holds, while Check (the background scan) reads about all of it — which
// also shows the counter sees the store's reads.
func TestOpenDoesNotScanTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.FileName)
	fillNotes(t, path, 3000)
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	before := readBytes(t)
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	read(t, db, func(tx *store.Tx) error {
		_, err := tx.Tasks().List(store.TaskFilter{})
		return err
	})
	opened := readBytes(t) - before
	before = readBytes(t)
	if err := db.Check(context.Background()); err != nil {
		t.Fatalf("Check of an intact file: %v", err)
	}
	checked := readBytes(t) - before
	db.Close()
	t.Logf("file %d bytes; open+read+close read %d bytes, Check read %d", st.Size(), opened, checked)
	if limit := int64(512 << 10); opened > limit || opened > st.Size()/8 {
		t.Errorf("opening a %d-byte store read %d bytes; want under %d (it must not scan the file)", st.Size(), opened, min(limit, st.Size()/8))
	}
	if checked < st.Size()/2 {
		t.Errorf("Check read %d bytes of a %d-byte file; the counter does not see the store's reads", checked, st.Size())
	}
}

// damageTail overwrites b-tree page headers in the second half of the file
// at path, leaving the schema pages at the front readable.
func damageTail(t *testing.T, path string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	const page = 4096
	for off := (fi.Size() / 2 / page) * page; off < fi.Size()-page; off += 5 * page {
		f.WriteAt(bytes.Repeat([]byte{0xA5}, 64), off+8)
	}
}

// A file damaged where opening does not look opens; the background check
// then finds it and gives it the recovery of a failed open: the file
// untouched, a byte-identical backup, a log line, a banner, writes refused.
func TestCheckAndRecoverDamageFoundLater(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	fillNotes(t, path, 400)
	damageTail(t, path)
	before := sum(t, path)
	clk := &storetest.Clock{T: t0}
	db, rec, err := store.OpenOrRecover(path, store.Options{Now: clk.Now})
	if err != nil || rec != nil {
		t.Fatalf("OpenOrRecover = %v, %v; want the file opened (its damage is beyond what open reads)", rec, err)
	}
	defer db.Close()
	rec, err = db.CheckAndRecover(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rec == nil {
		t.Fatal("the check did not find the damage")
	}
	if !rec.InUse || rec.Path != path || !store.IsDamaged(rec.Err) || !rec.At.Equal(t0) {
		t.Errorf("Recovery = %+v", rec)
	}
	if len(rec.Backups) == 0 || sum(t, rec.Backups[0]) != before {
		t.Fatalf("backup %v is not byte-for-byte the file", rec.Backups)
	}
	if msg := rec.Message(); !strings.Contains(msg, path) || !strings.Contains(msg, rec.Backups[0]) || !strings.Contains(msg, "damaged") {
		t.Errorf("Message() = %q", msg)
	}
	log, _ := os.ReadFile(filepath.Join(dir, store.RecoveryLog))
	if !strings.Contains(string(log), rec.Backups[0]) {
		t.Errorf("recovery.log = %q", log)
	}
	err = db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Tasks().Insert(store.Task{Title: "Water the beans"})
		return err
	})
	if !errors.Is(err, store.ErrDamaged) {
		t.Errorf("Write after the damage was found = %v, want ErrDamaged", err)
	}
	db.Close()
	if sum(t, path) != before {
		t.Error("the damaged file changed after the check found it")
	}
	// A second check of the same bytes names the first backup.
	db2, _ := store.Open(path, store.Options{Now: clk.Now})
	defer db2.Close()
	if again, err := db2.CheckAndRecover(context.Background()); err != nil || again == nil || !again.Reused {
		t.Errorf("second CheckAndRecover = %+v, %v; want the identical backup reused", again, err)
	}
}

// An intact file passes the check and leaves nothing to recover.
func TestCheckIntact(t *testing.T) {
	db, _ := newDB(t)
	mustNote(t, db, store.Note{Title: "Seed order", Body: "Runner beans, two packets."})
	if err := db.Check(context.Background()); err != nil {
		t.Errorf("Check = %v", err)
	}
	if rec, err := db.CheckAndRecover(context.Background()); rec != nil || err != nil {
		t.Errorf("CheckAndRecover = %+v, %v; want nothing to recover", rec, err)
	}
	if db.Damaged() != nil {
		t.Errorf("Damaged = %v", db.Damaged())
	}
}
