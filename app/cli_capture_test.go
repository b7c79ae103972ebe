package app

import (
	"encoding/json"
	"strings"
	"testing"

	"pace/rag"
)

func askJSONOf(t *testing.T, dir, text string) askJSON {
	t.Helper()
	code, out, errs := runPace(t, dir, "ask", "--json", text)
	var j askJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil || code != 0 {
		t.Fatalf("ask %q: exit %d, %v\n%s\n%s", text, code, err, out, errs)
	}
	return j
}

// TestCaptureThenAsk: a note captured in one `pace ask` is indexed by the
// time the command ends (status is fresh) and answers the next question,
// cited like an imported note.
func TestCaptureThenAsk(t *testing.T) {
	dir := t.TempDir()
	j := askJSONOf(t, dir, "note: the code for the bike shed lock is 6620")
	if len(j.Steps) != 1 || j.Steps[0].Tool != "createNote" || j.Steps[0].Status != "ok" {
		t.Fatalf("capture: %+v", j)
	}
	code, out, _ := runPace(t, dir, "notes", "status", "--json")
	var st rag.Status
	if err := json.Unmarshal([]byte(out), &st); err != nil || code != 0 || st.Notes != 1 || st.Chunks == 0 || st.Stale != 0 {
		t.Fatalf("status after capture: %q (%v)", out, err)
	}
	vault := writeVault(t, map[string]string{"bins.md": "# Bins\n\nThe green bin is emptied every second Friday.\n"})
	if code, out, errs := runPace(t, dir, "notes", "import", vault); code != 0 {
		t.Fatalf("import: %s %s", out, errs)
	}
	for _, c := range []struct{ q, title, want string }{
		{"what is the code for the bike shed lock?", "Code for the bike shed lock", "6620"},
		{"when is the green bin emptied?", "Bins", "second Friday"},
	} {
		a := askJSONOf(t, dir, c.q)
		if len(a.Citations) == 0 || a.Citations[0].Title != c.title || !strings.Contains(a.Reply, c.want) || !strings.Contains(a.Reply, "[1]") {
			t.Errorf("ask %q: reply %q, citations %+v; want %q from %q", c.q, a.Reply, a.Citations, c.want, c.title)
		}
	}
}

// TestGeneralKnowledgeAsksNotes: a world-knowledge question is answered
// from the notes when they hold it, and says what Pace can do otherwise.
func TestGeneralKnowledgeAsksNotes(t *testing.T) {
	dir := t.TempDir()
	askJSONOf(t, dir, "note: Trip facts: the population of Tallinn is about 450,000")
	a := askJSONOf(t, dir, "what is the population of Tallinn?")
	if len(a.Citations) != 1 || !strings.Contains(a.Reply, "450,000") {
		t.Errorf("from the notes: %+v", a)
	}
	a = askJSONOf(t, dir, "who invented the telescope?")
	if len(a.Citations) != 0 || !strings.Contains(a.Reply, "I can only look at your things") {
		t.Errorf("nothing in the notes: %+v", a)
	}
}
