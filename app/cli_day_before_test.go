package app

import (
	"strings"
	"testing"
)

// TestDayBeforeTheTaskJustMade: "remind me to … the day before" right after
// a dated task is due the day before that task; said in one message after a
// date, the day before that date.
func TestDayBeforeTheTaskJustMade(t *testing.T) {
	dir := t.TempDir()
	if code, out, _ := runPace(t, dir, "ask", "add GP blood pressure check on 22 March 2027 at 10:40"); code != 0 || !strings.Contains(out, "22 Mar 2027") {
		t.Fatalf("first: %d %q", code, out)
	}
	code, out, _ := runPace(t, dir, "ask", "and remind me to fill in the bloods form the day before")
	if code != 0 || !strings.Contains(out, "fill in the bloods form") || !strings.Contains(out, "Sun 21 Mar 2027") {
		t.Errorf("the day before it: %d %q", code, out)
	}
	code, out, _ = runPace(t, dir, "ask", "My nephews are coming on 18 June 2027. I need to make up the spare beds the day before")
	if code != 0 || !strings.Contains(out, "make up the spare beds") || !strings.Contains(out, "Thu 17 Jun 2027") {
		t.Errorf("the day before the date said: %d %q", code, out)
	}
}
