package store_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"pace/store"
)

func TestReadRefusesWrites(t *testing.T) {
	db, _ := newDB(t)
	err := db.Read(ctx, func(tx *store.Tx) error {
		_, err := tx.Tasks().Insert(store.Task{Title: "sneaky"})
		return err
	})
	if !errors.Is(err, store.ErrReadOnly) {
		t.Errorf("Insert inside Read = %v, want ErrReadOnly", err)
	}
	if n := taskCount(t, db); n != 0 {
		t.Errorf("%d tasks written by a Read", n)
	}
}

func TestWriteRollsBackOnError(t *testing.T) {
	db, _ := newDB(t)
	boom := errors.New("boom")
	err := db.Write(ctx, func(tx *store.Tx) error {
		if _, err := tx.Tasks().Insert(store.Task{Title: "first"}); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) || taskCount(t, db) != 0 {
		t.Errorf("Write = %v with %d tasks; want boom and nothing written", err, taskCount(t, db))
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("panic swallowed")
			}
		}()
		db.Write(ctx, func(tx *store.Tx) error {
			tx.Tasks().Insert(store.Task{Title: "panicky"})
			panic("boom")
		})
	}()
	if n := taskCount(t, db); n != 0 {
		t.Errorf("%d tasks after a panicking Write", n)
	}
}

// Goroutines of one process write at once (the GUI's agent beside an
// import): every write lands, in a file store and in the in-memory stand-in.
func TestConcurrentGoroutines(t *testing.T) {
	mem, err := store.OpenMemory(store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Close()
	file, _ := newDB(t)
	for name, db := range map[string]*store.DB{"file": file, "memory": mem} {
		t.Run(name, func(t *testing.T) {
			const workers, each = 6, 25
			var wg sync.WaitGroup
			errs := make(chan error, workers*2)
			for w := 0; w < workers; w++ {
				wg.Add(2)
				go func() {
					defer wg.Done()
					for i := 0; i < each; i++ {
						err := db.Write(ctx, func(tx *store.Tx) error {
							_, err := tx.Tasks().Insert(store.Task{Title: fmt.Sprintf("worker %d task %d", w, i)})
							return err
						})
						if err != nil {
							errs <- err
							return
						}
					}
				}()
				go func() { // readers alongside
					defer wg.Done()
					for i := 0; i < each; i++ {
						if err := db.Read(ctx, func(tx *store.Tx) error { _, err := tx.Tasks().List(store.TaskFilter{}); return err }); err != nil {
							errs <- err
							return
						}
					}
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Error(err)
			}
			if n := taskCount(t, db); n != workers*each {
				t.Errorf("%d tasks, want %d", n, workers*each)
			}
		})
	}
}

func TestChangeStamp(t *testing.T) {
	db, clk := newDB(t)
	stamp := func() string {
		s, err := db.ChangeStamp(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s0 := stamp()
	task := mustTask(t, db, store.Task{Title: "a"})
	s1 := stamp()
	clk.Advance(time.Millisecond)
	write(t, db, func(tx *store.Tx) error { _, err := tx.Tasks().Update(task); return err })
	s2 := stamp()
	mustNote(t, db, store.Note{Title: "n"})
	s3 := stamp()
	if s0 == s1 || s1 == s2 || s2 == s3 {
		t.Errorf("stamps %q %q %q %q: every write must change it", s0, s1, s2, s3)
	}
	if stamp() != s3 {
		t.Error("stamp changed without a write")
	}
}

func TestOpenNotADatabase(t *testing.T) {
	for _, c := range []struct {
		name string
		data string
	}{
		{"short", "hello"},
		{"text", string(make([]byte, 200))},
		{"almost a header", "SQLite format 2\x00" + string(make([]byte, 200))},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), store.FileName)
			os.WriteFile(path, []byte(c.data), 0o600)
			if _, err := store.Open(path, store.Options{}); !errors.Is(err, store.ErrNotDatabase) {
				t.Errorf("Open = %v, want ErrNotDatabase", err)
			}
		})
	}
}

func TestOptionsNewID(t *testing.T) {
	n := 0
	db, err := store.OpenMemory(store.Options{NewID: func() string { n++; return fmt.Sprintf("id-%d", n) }})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := mustTask(t, db, store.Task{Title: "x"}); got.ID != "id-1" {
		t.Errorf("id %q, want id-1 from Options.NewID", got.ID)
	}
	if db.Path() != "" || !db.InMemory() {
		t.Errorf("memory store: path %q in memory %v", db.Path(), db.InMemory())
	}
}

// A new file gets 8 KB pages, so ~2 KB notes pack three to a page.
func TestNewFilePageSize(t *testing.T) {
	db, err := store.Open(filepath.Join(t.TempDir(), store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var size int
	if err := db.SQL().QueryRow(`PRAGMA page_size`).Scan(&size); err != nil || size != 8192 {
		t.Fatalf("page_size = %d %v, want 8192", size, err)
	}
}

// A data folder whose path holds '#', '?' or '%' keeps its database in
// that folder: SQLite reads the path as a URI, where '#' began a fragment
// and every such folder shared one file cut short before it.
func TestOpenPathWithURICharacters(t *testing.T) {
	for _, name := range []string{"notes #1", "what?", "100% mine"} {
		dir := filepath.Join(t.TempDir(), name)
		path := filepath.Join(dir, store.FileName)
		db, err := store.Open(path, store.Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		db.Close()
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%s: the database is not in its folder: %v", name, err)
		}
		ro, err := store.Open(path, store.Options{ReadOnly: true})
		if err != nil {
			t.Fatalf("%s read-only: %v", name, err)
		}
		ro.Close()
		if ents, _ := os.ReadDir(filepath.Dir(dir)); len(ents) != 1 {
			t.Errorf("%s: files beside the folder: %v", name, ents)
		}
	}
}
