package app

import (
	"strings"
	"testing"

	"pace/store"
)

// TestAskAnswersBoth: "both" (or "all of them") to "which one?" makes the
// change on every candidate, as one turn that one undo takes back; a
// number still picks one.
func TestAskAnswersBoth(t *testing.T) {
	dir := t.TempDir()
	for _, r := range []string{"add pay the gas bill friday", "add pay the water bill monday"} {
		if code, _, _ := runPace(t, dir, "ask", r); code != 0 {
			t.Fatalf("%q failed", r)
		}
	}
	if code, out, _ := runPace(t, dir, "ask", "tag the bills with money"); code == 0 && !strings.Contains(out, "both") {
		t.Fatalf("asked: exit %d %q", code, out)
	}
	code, out, _ := runPace(t, dir, "ask", "both")
	if code != 0 || !strings.Contains(out, "“pay the gas bill” @money") || !strings.Contains(out, "“pay the water bill” @money") {
		t.Fatalf("both: exit %d %q", code, out)
	}
	if code, _, _ := runPace(t, dir, "undo"); code != 0 {
		t.Fatal("undo failed")
	}
	if _, tasks, _ := runPace(t, dir, "tasks"); strings.Contains(tasks, "@money") {
		t.Errorf("undo left a label: %q", tasks)
	}
	q := pendingQuestion{Choices: make([]store.Candidate, 2)}
	for _, tc := range []struct {
		text string
		want int
	}{{"both", answerAll}, {"all of them", answerAll}, {"both please", answerAll}, {"2", 2}, {"both the bills and the rent", 0}} {
		if got := answerOf(tc.text, q); got != tc.want {
			t.Errorf("answerOf(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
