package store_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"pace/store"
)

// Many openers of a brand-new file race for the WAL switch and the
// migrations; a busy file is not a damaged one, so none may fall back to
// the in-memory store or leave a backup, and every write must land.
func TestOpenOrRecoverConcurrentNewFile(t *testing.T) {
	for round := 0; round < 5; round++ {
		dir := t.TempDir()
		path := filepath.Join(dir, store.FileName)
		const n = 12
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				db, rec, err := store.OpenOrRecover(path, store.Options{})
				if err != nil {
					errs <- err
					return
				}
				defer db.Close()
				if rec != nil || db.InMemory() {
					errs <- fmt.Errorf("opener %d fell back: %v", i, rec.Err)
					return
				}
				errs <- insertTasks(db, fmt.Sprintf("g%d", i), 1, nil)
			}(i)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		assertNoBackups(t, dir)
		db, err := store.Open(path, store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := taskCount(t, db); got != n {
			t.Errorf("round %d: %d tasks, want %d", round, got, n)
		}
		db.Close()
	}
}

func TestOpenOrRecoverConcurrentProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	for round := 0; round < 3; round++ {
		dir := t.TempDir()
		path := filepath.Join(dir, store.FileName)
		const n = 6
		var cmds []*exec.Cmd
		for i := 0; i < n; i++ {
			cmd := helper(t, "recover-insert", path, 1, fmt.Sprintf("p%d", i))
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			cmds = append(cmds, cmd)
		}
		for _, cmd := range cmds {
			if err := cmd.Wait(); err != nil {
				t.Errorf("child: %v", err)
			}
		}
		assertNoBackups(t, dir)
		db, err := store.Open(path, store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := taskCount(t, db); got != n {
			t.Errorf("round %d: %d tasks, want %d", round, got, n)
		}
		db.Close()
	}
}

func assertNoBackups(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".broken-") || e.Name() == store.RecoveryLog {
			t.Errorf("a busy file was treated as damaged: %s", e.Name())
		}
	}
}

// A file that stays locked past Open's retries is reported as an error, not
// recovered: no backup, no in-memory stand-in, no recovery.log line.
func TestOpenOrRecoverStillBusy(t *testing.T) {
	t.Cleanup(store.SetBusyWaits(20*time.Millisecond, 200*time.Millisecond))
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	raw, err := store.RawOpen(path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	conn, err := raw.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `BEGIN EXCLUSIVE`); err != nil {
		t.Fatal(err)
	}
	db, rec, err := store.OpenOrRecover(path, store.Options{})
	if err == nil || !store.IsBusy(err) || rec != nil || db != nil {
		t.Fatalf("OpenOrRecover on a locked file = %v, %+v, %v; want a busy error and no recovery", db, rec, err)
	}
	assertNoBackups(t, dir)
	if _, err := conn.ExecContext(ctx, `ROLLBACK`); err != nil {
		t.Fatal(err)
	}
	db, rec, err = store.OpenOrRecover(path, store.Options{})
	if err != nil || rec != nil || db.InMemory() {
		t.Fatalf("OpenOrRecover after the lock = %+v, %v", rec, err)
	}
	db.Close()
}
