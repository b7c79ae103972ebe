package app

import (
	"strings"
	"testing"
)

// TestDidYouMeanIsNoFailedCard: a delete by too few words asks "Did you
// mean the task …?" once, with no ✗ card repeating it; "yes" deletes it.
func TestDidYouMeanIsNoFailedCard(t *testing.T) {
	dir := t.TempDir()
	if code, out, errs := runPace(t, dir, "ask", "add buy hydroflask"); code != 0 {
		t.Fatalf("add: %d %s %s", code, out, errs)
	}
	_, out, _ := runPace(t, dir, "ask", "delete hydroflask")
	if !strings.Contains(out, "Did you mean the task “buy hydroflask”") || strings.Contains(out, "✗") || strings.Count(out, "Did you mean") != 1 {
		t.Errorf("question: %q", out)
	}
	if code, out, _ := runPace(t, dir, "ask", "yes"); code != 0 || !strings.Contains(out, "Deleted “buy hydroflask”") {
		t.Errorf("yes: %d %q", code, out)
	}
}
