package app

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// notesEnv is an Env over a temporary data folder; extra holds more
// environment variables.
func notesEnv(t *testing.T, extra map[string]string) (Env, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	env := Env{Stdout: &out, Stderr: &errb, Now: func() time.Time { return time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC) },
		Getenv: func(k string) string {
			if k == "PACE_DATA" {
				return dir
			}
			return extra[k]
		}}
	return env, &out, &errb
}

func writeVault(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestNotesImportListStatus(t *testing.T) {
	env, out, errb := notesEnv(t, nil)
	vault := writeVault(t, map[string]string{
		"Budget.md":  "---\ntags: [work]\n---\n# Budget meeting\nWe capped the offsite at 4,000. See [[Offsite]].",
		"Offsite.md": "# Offsite\nAt the Lakeview Lodge. #travel",
		"bad.md":     "caf\xe9",
	})
	if code := Run([]string{"notes", "import", vault, "--json"}, env); code != 0 {
		t.Fatalf("import exit %d: %s", code, errb)
	}
	var rep struct {
		Added     []string `json:"added"`
		Rejected  []struct{ Path, Code, Reason string }
		UndoGroup string `json:"undo_group"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || len(rep.Added) != 2 || len(rep.Rejected) != 1 || rep.Rejected[0].Code != "not-utf8" || rep.UndoGroup == "" {
		t.Fatalf("report %s: %v", out, err)
	}
	out.Reset()
	if code := Run([]string{"notes", "import", vault, "--json"}, env); code != 0 || !strings.Contains(out.String(), `"undo_group": ""`) {
		t.Fatalf("an import that changed nothing: exit %d, %s", code, out)
	}
	out.Reset()
	if code := Run([]string{"notes", "import", vault}, env); code != 0 || !strings.Contains(out.String(), "0 added, 0 updated, 2 unchanged, 1 rejected") || !strings.Contains(out.String(), "bad.md: not UTF-8 text") {
		t.Fatalf("re-import exit %d: %s", code, out)
	}
	out.Reset()
	if code := Run([]string{"notes", "--json"}, env); code != 0 {
		t.Fatalf("list exit %d", code)
	}
	var notes []noteJSON
	if err := json.Unmarshal(out.Bytes(), &notes); err != nil || len(notes) != 2 {
		t.Fatalf("list %s: %v", out, err)
	}
	for _, n := range notes {
		if n.Title == "Budget meeting" && (strings.Join(n.Links, ",") != "Offsite" || strings.Join(n.Tags, ",") != "work" || n.Path != filepath.Join(vault, "Budget.md")) {
			t.Errorf("budget: %+v", n)
		}
	}
	out.Reset()
	if code := Run([]string{"notes", "status", "--json"}, env); code != 0 {
		t.Fatalf("status exit %d", code)
	}
	var st struct {
		Notes, Chunks, Stale int
		Semantic             bool
		SemanticWhy          string `json:"semantic_why"`
	}
	if err := json.Unmarshal(out.Bytes(), &st); err != nil || st.Notes != 2 || st.Chunks != 2 || st.Stale != 0 || st.Semantic || !strings.Contains(st.SemanticWhy, "keyword-only") {
		t.Fatalf("status %s: %v", out, err)
	}
}

// A folder holding a file of another type: the report names it and says
// why, in the text and in --json.
func TestNotesImportNamesTheFilesOfOtherTypes(t *testing.T) {
	env, out, errb := notesEnv(t, nil)
	vault := writeVault(t, map[string]string{"trip.md": "# Trip\nLisbon in May.", "photo.png": "\x89PNG", "scans/receipt.pdf": "%PDF"})
	if code := Run([]string{"notes", "import", vault}, env); code != 0 {
		t.Fatalf("import exit %d: %s", code, errb)
	}
	for _, want := range []string{
		"1 added, 0 updated, 0 unchanged, 2 rejected",
		"rejected " + filepath.Join(vault, "photo.png") + ": unsupported file type .png (want .md, .markdown or .txt)\n",
		"rejected " + filepath.Join(vault, "scans", "receipt.pdf") + ": unsupported file type .pdf",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	out.Reset()
	if code := Run([]string{"notes", "import", vault, "--json"}, env); code != 0 {
		t.Fatalf("import --json exit %d: %s", code, errb)
	}
	var rep struct {
		Rejected []struct{ Path, Code, Reason string }
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || len(rep.Rejected) != 2 || rep.Rejected[0].Code != "unsupported" || rep.Rejected[0].Path != filepath.Join(vault, "photo.png") {
		t.Fatalf("report %s: %v", out, err)
	}
}

func TestNotesImportAllRejected(t *testing.T) {
	env, out, _ := notesEnv(t, nil)
	vault := writeVault(t, map[string]string{"bin.md": "a\x00b"})
	if code := Run([]string{"notes", "import", vault}, env); code != exitFail || !strings.Contains(out.String(), "binary") {
		t.Fatalf("exit %d: %s", code, out)
	}
	if code := Run([]string{"notes", "import", t.TempDir()}, env); code != exitFail {
		t.Fatalf("empty folder exit %d", code)
	}
	if code := Run([]string{"notes", "import"}, env); code != exitUsage {
		t.Fatalf("no paths exit %d", code)
	}
}

// An embedding server that is configured but not running: status says so
// and nothing fails.
func TestNotesStatusEmbedderDown(t *testing.T) {
	env, out, errb := notesEnv(t, map[string]string{"PACE_EMBED_URL": "http://127.0.0.1:1"})
	if code := Run([]string{"notes", "status"}, env); code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if !strings.Contains(out.String(), "semantic: off: embedding server unavailable") {
		t.Errorf("status:\n%s", out)
	}
}
