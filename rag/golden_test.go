package rag

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

var update = flag.Bool("update", false, "rewrite golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs (run with -update to accept):\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

// TestGoldenAnswers pins what a person and an LLM brain read for a few
// questions over the eval notes.
func TestGoldenAnswers(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	if _, err := NewImporter(db).Import(ctx, []string{"testdata/eval/notes"}, nil); err != nil {
		t.Fatal(err)
	}
	e := NewEngine(db, nil)
	var b strings.Builder
	for _, q := range []string{
		"What did we cap the team offsite at?",
		"What is not covered by the home insurance?",
		"What is my passport number?",
	} {
		a, err := e.Ask(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for i := range a.Citations {
			a.Citations[i].NoteID = "<" + a.Citations[i].Title + ">"
		}
		j, _ := json.MarshalIndent(a, "", "  ")
		fmt.Fprintf(&b, "Q: %s\n%s\n\n", q, j)
	}
	golden(t, "answers.golden", b.String())

	hits, err := e.Search(ctx, "When is the next dentist check-up?", 3)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := Context("When is the next dentist check-up?", hits)
	golden(t, "llm_context.golden", text)
}
