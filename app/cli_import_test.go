package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// An export made on one data folder imports into another, says what it
// did, refuses a second write of the same items, and one `pace undo`
// takes it back.
func TestImportCommandRoundTrip(t *testing.T) {
	src, dst := t.TempDir(), t.TempDir()
	if code, _, errs := runPace(t, src, "ask", "remind me to repot the fern tomorrow"); code != 0 {
		t.Fatal(errs)
	}
	// The export code the Settings button runs.
	file := filepath.Join(t.TempDir(), "pace.json")
	c := &cli{env: Env{Getenv: func(string) string { return "" }, Now: time.Now}, dataDir: src}
	t.Cleanup(c.close)
	w, err := c.wire(t.Context(), brainChoice{mode: BrainGrammar})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create(file)
	if err := (maintenance{c, w}).ExportTo(t.Context(), f); err != nil {
		t.Fatal(err)
	}
	f.Close()

	code, out, errs := runPace(t, dst, "import", file)
	if code != 0 || !strings.Contains(out, "Imported 1 task") || !strings.Contains(out, "pace undo") {
		t.Fatalf("import: %d %q %q", code, out, errs)
	}
	code, out, _ = runPace(t, dst, "import", "--json", file)
	var rep importJSON
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Kept["tasks"] != 1 || len(rep.Added) != 0 {
		t.Fatalf("second import: %d %q", code, out)
	}
	if code, out, _ := runPace(t, dst, "tasks", "--json"); code != 0 || !strings.Contains(out, "repot the fern") {
		t.Fatalf("tasks after import: %q", out)
	}
	if code, out, errs := runPace(t, dst, "undo"); code != 0 || !strings.Contains(out, "Imported 1 task") {
		t.Fatalf("undo the import: %d %q %q", code, out, errs)
	}
	if _, out, _ := runPace(t, dst, "tasks", "--json"); strings.Contains(out, "repot the fern") {
		t.Fatalf("the task stayed after undo: %q", out)
	}
	if code, _, _ := runPace(t, dst, "import", filepath.Join(src, "nothing.json")); code == 0 {
		t.Error("a missing file imported")
	}
	notExport := filepath.Join(t.TempDir(), "list.json")
	os.WriteFile(notExport, []byte(`{"groceries": ["milk"]}`), 0o600)
	if code, _, errs := runPace(t, dst, "import", notExport); code == 0 || !strings.Contains(errs, "not a Pace export") {
		t.Errorf("another JSON file: %d %q", code, errs)
	}
	// with --json the failure is JSON on stdout too, as for the other commands
	if code, out, _ := runPace(t, dst, "import", "--json", notExport); code == 0 || !strings.Contains(out, `"error"`) || !strings.Contains(out, "not a Pace export") {
		t.Errorf("import --json of a file that is no export: %d %q", code, out)
	}
}
