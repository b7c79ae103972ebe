package app

import (
	"strings"
	"testing"
)

// TestAskDeletesANoteAfterApproval: "delete the gate code note" asks first,
// naming the note and its size; "yes" as the next `pace ask` deletes it,
// "pace undo" brings it back, and the notes answer from it again.
func TestAskDeletesANoteAfterApproval(t *testing.T) {
	dir := t.TempDir()
	if code, out, _ := runPace(t, dir, "ask", "note: Gate code: the gate code is 4471"); code != 0 {
		t.Fatalf("capture: exit %d %q", code, out)
	}
	notes := func() string {
		t.Helper()
		_, out, _ := runPace(t, dir, "notes")
		return out
	}
	answer := func() string {
		t.Helper()
		_, out, _ := runPace(t, dir, "ask", "what do my notes say about the gate code?")
		return out
	}
	if !strings.Contains(answer(), "4471") {
		t.Fatal("the captured note does not answer")
	}
	code, out, _ := runPace(t, dir, "ask", "delete the gate code note")
	if code != 1 || !strings.Contains(out, "This needs your approval: Delete the note “Gate code” (1 line)? It can be undone.") ||
		!strings.Contains(out, "pace ask yes") || !strings.Contains(notes(), "Gate code") {
		t.Fatalf("asking: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "yes"); code != 0 || !strings.Contains(out, "Deleted the note “Gate code”") || strings.Contains(notes(), "Gate code") {
		t.Fatalf("yes: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "undo"); code != 0 || !strings.Contains(notes(), "Gate code") {
		t.Fatalf("undo: exit %d %q", code, out)
	}
	if out := answer(); !strings.Contains(out, "4471") {
		t.Fatalf("the restored note does not answer: %q", out)
	}
}
