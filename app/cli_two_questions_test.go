package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTwoQuestionsOverTheNotes: one message asking two things of the notes
// ("who is the surveyor on the Harbour flat and what is the survey
// date?") answers both, the second about the same flat, and names a note
// both answers come from once.
func TestTwoQuestionsOverTheNotes(t *testing.T) {
	dir := t.TempDir()
	vault := filepath.Join(dir, "vault")
	if err := os.MkdirAll(vault, 0o755); err != nil {
		t.Fatal(err)
	}
	note := "# Harbour flat\n\nThe surveyor is Imogen Tait from Tait Surveys.\nThe survey date is the 14th of January, 9am.\nThe agent wants offers by Friday.\n"
	if err := os.WriteFile(filepath.Join(vault, "harbour.md"), []byte(note), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runPace(t, dir, "notes", "import", vault); code != 0 {
		t.Fatalf("import: %d %s %s", code, out, errs)
	}
	code, out, _ := runPace(t, dir, "ask", "who is the surveyor on the Harbour flat and when is the survey?")
	if code != 0 || !strings.Contains(out, "Imogen Tait") || !strings.Contains(out, "14th of January") {
		t.Fatalf("both answered: %d %q", code, out)
	}
	if n := strings.Count(out, "[1] Harbour flat"); n != 1 {
		t.Errorf("the note is named %d times:\n%s", n, out)
	}
}
