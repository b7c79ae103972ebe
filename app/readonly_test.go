package app

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
)

// folderDigest is every file in dir with the SHA-256 of its bytes (the
// -shm index excluded: SQLite readers may update it where they can).
func folderDigest(t *testing.T, dir string) map[string][32]byte {
	t.Helper()
	out := map[string][32]byte{}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), "-shm") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = sha256.Sum256(b)
	}
	return out
}

// readOnlyFolder is a data folder with one task and one note, closed.
func readOnlyFolder(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "data")
	if code, _, errs := runPace(t, dir, "ask", "add a task to return the library books"); code != 0 {
		t.Fatalf("seed task: %d %s", code, errs)
	}
	note := filepath.Join(t.TempDir(), "Garden shed.md")
	os.WriteFile(note, []byte("# Garden shed\n\nThe shed roof needs new felt before winter."), 0o600)
	if code, _, errs := runPace(t, dir, "notes", "import", note); code != 0 {
		t.Fatalf("seed note: %d %s", code, errs)
	}
	return dir
}

// readOnlyCases are what a read-only data folder must do: reads work,
// writes refuse with a sentence naming the folder and exit 1.
func checkReadOnlyCommands(t *testing.T, dir string, global ...string) {
	t.Helper()
	before := folderDigest(t, dir)
	jsonFile := filepath.Join(t.TempDir(), "export.json")
	os.WriteFile(jsonFile, []byte(`{"version":1,"tasks":[{"id":"t-1","title":"From the export"}]}`), 0o600)
	for _, tc := range []struct {
		name string
		args []string
		code int
		out  string // in stdout
	}{
		{"tasks", []string{"tasks"}, 0, "return the library books"},
		{"tasks --json", []string{"tasks", "--json"}, 0, "return the library books"},
		{"notes", []string{"notes"}, 0, "Garden shed"},
		{"ask a question", []string{"ask", "what is due"}, 0, "return the library books"},
		{"ask the notes", []string{"ask", "what do my notes say about the shed roof"}, 0, "felt"},
		{"ask to add", []string{"ask", "add a task to water the ferns"}, 1, ""},
		{"ask --json to add", []string{"ask", "--json", "add a task to water the ferns"}, 1, `"error"`},
		{"undo", []string{"undo"}, 1, ""},
		{"import", []string{"import", jsonFile}, 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runPace(t, dir, append(append([]string{}, global...), tc.args...)...)
			if code != tc.code || !strings.Contains(out, tc.out) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want %d and %q", code, out, errs, tc.code, tc.out)
			}
			if strings.Contains(errs, "temporary") || strings.Contains(errs, "could not open") {
				t.Fatalf("treated as unopenable: %q", errs)
			}
			// the refusal names the folder and the fix for its cause:
			// --read-only asked for, or a folder that cannot be written
			want := "your data folder " + dir + " (or pace.db in it) is read-only. Make it writable again"
			if len(global) > 0 && global[0] == "--read-only" {
				want = "your data folder " + dir + " was opened with --read-only. Run the command again without it."
			}
			if tc.code != 0 && !strings.Contains(out+errs, want) {
				t.Fatalf("the refusal does not name the folder and its fix (%q): %q %q", want, out, errs)
			}
		})
	}
	after := folderDigest(t, dir)
	if len(after) != len(before) {
		t.Fatalf("files appeared or went: %d before, %d after", len(before), len(after))
	}
	for name, h := range before {
		if after[name] != h {
			t.Errorf("%s changed", name)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, store.RecoveryLog)); err == nil {
		t.Error("recovery ran on a healthy read-only store")
	}
}

// --read-only takes the read-only path on any machine (CI runs as root,
// whom permissions do not stop).
func TestReadOnlyFlag(t *testing.T) {
	dir := readOnlyFolder(t)
	for _, s := range []string{"-wal", "-shm"} {
		os.Remove(filepath.Join(dir, store.FileName+s))
	}
	checkReadOnlyCommands(t, dir, "--read-only")
}

// A 0500 data folder and a 0400 pace.db, for real (skipped as root).
func TestReadOnlyFolderCommands(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root ignores file permissions; TestReadOnlyFlag covers the read-only path")
	}
	for _, tc := range []struct {
		name      string
		dir, file os.FileMode
	}{{"0500 folder", 0o500, 0o600}, {"0400 pace.db", 0o700, 0o400}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := readOnlyFolder(t)
			for _, s := range []string{"-wal", "-shm"} {
				os.Remove(filepath.Join(dir, store.FileName+s))
			}
			os.Chmod(filepath.Join(dir, store.FileName), tc.file)
			os.Chmod(dir, tc.dir)
			t.Cleanup(func() { os.Chmod(dir, 0o700) })
			checkReadOnlyCommands(t, dir)
		})
	}
}
