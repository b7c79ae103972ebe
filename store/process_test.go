package store_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"pace/store"
)

// The tests below run this test binary a second time as another process
// writing the same store file (the GUI beside the CLI); TestHelperProcess
// is what that process runs.
const (
	helperEnv = "PACE_STORE_HELPER" // the mode: "insert" or "insert-until-killed"
	pathEnv   = "PACE_STORE_PATH"
	countEnv  = "PACE_STORE_N"
	whoEnv    = "PACE_STORE_WHO"
)

func helper(t *testing.T, mode, path string, n int, who string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.v=false")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, pathEnv+"="+path, countEnv+"="+strconv.Itoa(n), whoEnv+"="+who)
	cmd.Stderr = os.Stderr
	return cmd
}

func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("run by the multi-process tests")
	}
	n, _ := strconv.Atoi(os.Getenv(countEnv))
	who := os.Getenv(whoEnv)
	if mode == "recover-insert" {
		db, rec, err := store.OpenOrRecover(os.Getenv(pathEnv), store.Options{})
		if err != nil || rec != nil {
			fmt.Fprintln(os.Stderr, "helper open:", err, rec)
			os.Exit(1)
		}
		if err := insertTasks(db, who, n, nil); err != nil {
			fmt.Fprintln(os.Stderr, "helper insert:", err)
			os.Exit(1)
		}
		db.Close()
		os.Exit(0)
	}
	db, err := store.Open(os.Getenv(pathEnv), store.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper open:", err)
		os.Exit(1)
	}
	switch mode {
	case "insert":
		fmt.Println("ready")
		if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
			os.Exit(1)
		}
		if err := insertTasks(db, who, n, nil); err != nil {
			fmt.Fprintln(os.Stderr, "helper insert:", err)
			os.Exit(1)
		}
		fmt.Println("done")
	case "insert-until-killed":
		err := insertTasks(db, who, 1<<30, func(id string) { fmt.Println(id) })
		fmt.Fprintln(os.Stderr, "helper insert:", err)
		os.Exit(1)
	}
	db.Close()
	os.Exit(0)
}

// insertTasks inserts n tasks, each in its own transaction together with a
// tag, a dependency on the previous one and a journal entry (a small batch
// of writes), and calls committed with each id once its transaction is in.
func insertTasks(db *store.DB, who string, n int, committed func(id string)) error {
	prev := ""
	for i := 0; i < n; i++ {
		var id string
		err := db.Write(ctx, func(tx *store.Tx) error {
			task := store.Task{Title: fmt.Sprintf("%s task %d", who, i), Tags: []string{who}}
			if prev != "" {
				task.DependsOn = []string{prev}
			}
			got, err := tx.Tasks().Insert(task)
			if err != nil {
				return err
			}
			id = got.ID
			_, err = tx.Journal().Append(store.JournalEntry{GroupID: id, Tool: "add_task", Summary: got.Title})
			return err
		})
		if err != nil {
			return fmt.Errorf("task %d: %w", i, err)
		}
		prev = id
		if committed != nil {
			committed(id)
		}
	}
	return nil
}

func TestConcurrentProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	const n = 150
	// The file does not exist yet: both children create and migrate it at once.
	path := filepath.Join(t.TempDir(), store.FileName)
	type child struct {
		cmd   *exec.Cmd
		in    io.WriteCloser
		lines *bufio.Scanner
	}
	var kids []child
	for _, who := range []string{"alpha", "beta"} {
		cmd := helper(t, "insert", path, n, who)
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		kids = append(kids, child{cmd, in, bufio.NewScanner(out)})
	}
	for _, k := range kids {
		if !k.lines.Scan() || k.lines.Text() != "ready" {
			t.Fatalf("child did not get ready: %q %v", k.lines.Text(), k.lines.Err())
		}
	}
	// This process writes too, beside the two children.
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, k := range kids {
		io.WriteString(k.in, "go\n")
	}
	var wg sync.WaitGroup
	var parentErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		parentErr = insertTasks(db, "gamma", n, nil)
	}()
	for _, k := range kids {
		if !k.lines.Scan() || k.lines.Text() != "done" {
			t.Errorf("child did not finish: %q", k.lines.Text())
		}
		if err := k.cmd.Wait(); err != nil {
			t.Errorf("child: %v", err)
		}
	}
	wg.Wait()
	if parentErr != nil {
		t.Errorf("parent: %v", parentErr)
	}
	read(t, db, func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		if err != nil {
			return err
		}
		per := map[string]int{}
		for _, x := range ts {
			per[x.Tags[0]]++
		}
		if len(ts) != 3*n || per["alpha"] != n || per["beta"] != n || per["gamma"] != n {
			t.Errorf("%d tasks (%v), want %d from each of three processes", len(ts), per, n)
		}
		js, _ := tx.Journal().Recent(0)
		if len(js) != 3*n {
			t.Errorf("%d journal entries, want %d", len(js), 3*n)
		}
		return nil
	})
}

func TestSIGKILLMidBatch(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a process")
	}
	path := filepath.Join(t.TempDir(), store.FileName)
	cmd := helper(t, "insert-until-killed", path, 0, "victim")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	var committed []string
	for len(committed) < 60 && lines.Scan() {
		committed = append(committed, lines.Text())
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL on Unix
		t.Fatal(err)
	}
	for lines.Scan() { // ids printed before the kill landed
		if id := strings.TrimSpace(lines.Text()); len(id) == 36 {
			committed = append(committed, id)
		}
	}
	cmd.Wait()
	if len(committed) < 60 {
		t.Fatalf("child reported only %d commits", len(committed))
	}

	raw, err := store.RawOpen(path)
	if err != nil {
		t.Fatal(err)
	}
	var check string
	if err := raw.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Errorf("integrity_check = %q %v", check, err)
	}
	raw.Close()

	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatalf("Open after SIGKILL: %v", err)
	}
	defer db.Close()
	read(t, db, func(tx *store.Tx) error {
		for _, id := range committed {
			if _, err := tx.Tasks().Get(id); err != nil {
				t.Errorf("committed task %s lost: %v", id, err)
			}
		}
		ts, _ := tx.Tasks().List(store.TaskFilter{})
		js, _ := tx.Journal().Recent(0)
		if len(ts) < len(committed) || len(ts) != len(js) {
			t.Errorf("%d tasks and %d journal entries for %d reported commits: a batch was torn", len(ts), len(js), len(committed))
		}
		return nil
	})
	t.Logf("%d commits reported before SIGKILL", len(committed))
}
