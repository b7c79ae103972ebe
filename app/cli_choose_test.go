package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pace/agent/grammar"
)

// TestAskChooseRunsTheReadingAsOneTurn: `pace ask --choose N TEXT` runs
// reading N of the question Pace asks about TEXT as one turn, one undo.
func TestAskChooseRunsTheReadingAsOneTurn(t *testing.T) {
	// Any unclear request will do: take the first of the intent corpus's
	// utterances that raises a question whose first reading acts.
	text := firstUnclear(t)
	dir := t.TempDir()
	code, out, _ := runPace(t, dir, "ask", text)
	if code != 0 || !strings.Contains(out, "--choose") || !strings.Contains(out, "1. ") {
		t.Fatalf("asking: exit %d, %q", code, out)
	}
	code, out, errs := runPace(t, dir, "ask", "--json", "--choose", "1", text)
	var j askJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil || code != 0 || j.UndoGroup == "" || len(j.Steps) != 1 || j.Clarify != nil {
		t.Fatalf("choosing: exit %d, %q %s (%v)", code, out, errs, err)
	}
	if code, out, _ = runPace(t, dir, "undo"); code != 0 || !strings.Contains(out, "Undid") {
		t.Fatalf("undo: exit %d, %q", code, out)
	}
	n := len(grammar.Plan(text).Clarify.Options)
	if code, _, _ = runPace(t, dir, "ask", "--choose", "99", text); code != 2 {
		t.Errorf("an out-of-range reading: exit %d, want 2", code)
	}
	if code, out, _ = runPace(t, dir, "ask", "--choose", strconv.Itoa(n), text); code != 0 || !strings.Contains(out, "nothing was changed") {
		t.Errorf("the last reading (neither): exit %d, %q", code, out)
	}
	if code, _, _ = runPace(t, dir, "ask", "--choose", "1", "add a task to water the plants"); code != 2 {
		t.Errorf("a request without a question: exit %d, want 2", code)
	}
}

func firstUnclear(t *testing.T) string {
	t.Helper()
	files, _ := filepath.Glob("../agent/intent/testdata/corpus/*.jsonl")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			var r struct{ Text string }
			if json.Unmarshal([]byte(line), &r) != nil {
				continue
			}
			if q := grammar.Plan(r.Text).Clarify; q != nil && len(q.Options) > 1 && len(q.Options[0].Steps) > 0 {
				return r.Text
			}
		}
	}
	t.Fatal("no utterance of the corpus raises a question")
	return ""
}
