package rag

import (
	"context"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"celeron", "celoron", 2, 1},
		{"campaigh", "campaign", 2, 1},
		{"recieve", "receive", 2, 1}, // transposition
		{"passport", "password", 2, 2},
		{"passport", "password", 1, 2}, // over the limit: limit+1
		{"kitten", "sitting", 5, 3},
		{"same", "same", 1, 0},
		{"café", "cafe", 1, 1},
		{"ab", "abcdef", 2, 3},
	} {
		if got := editDistance(c.a, c.b, c.limit); got != c.want {
			t.Errorf("editDistance(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}

// TestAskCorrectsMisspeltNames: a name misspelt in the question (or written
// with diacritics in the note) still finds its note; a real word the notes
// lack is not bent into another one.
func TestAskCorrectsMisspeltNames(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Piano", "Our piano teacher is Mrs Szymańska; lessons are on Tuesdays at five.")
	writeNote(t, db, "Passwords", "The password manager recovery sheet is in the safe.")
	writeNote(t, db, "Garden", "The gardener Brankovic comes every other Friday to cut the hedge.")
	e := NewEngine(db, nil)
	for q, want := range map[string]string{
		"when are lessons with Mrs Szymanska?": "Tuesdays",
		"how often does Brankovich come?":      "every other Friday",
	} {
		a, err := e.Ask(ctx, q)
		if err != nil || !a.Found || !strings.Contains(a.Text, want) {
			t.Errorf("%q: %+v %v", q, a, err)
		}
	}
	if a, err := e.Ask(ctx, "what is my passport number?"); err != nil || a.Found {
		t.Errorf("passport: %+v %v", a, err)
	}
}
