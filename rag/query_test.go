package rag

import (
	"context"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

var matchQueryTests = []struct{ in, want string }{
	{"what did we decide about the budget?", `"decide" OR "budget"`},
	{`"quoted" phrase`, `"quoted" OR "phrase"`},
	{"follow-up re-org", `"follow" OR "org"`},
	{"budget AND NOT offsite OR (x*)", `"budget" OR "not" OR "offsite" OR "x"`},
	{"NEAR(a b) title:plan ^start", `"near" OR "b" OR "title" OR "plan" OR "start"`},
	{"🎉 party 🎂", `"party"`},
	{"café Größe 東京 مرحبا", `"café" OR "größe" OR "東京" OR "مرحبا"`},
	{"", ""},
	{"the of and?", ""},
	{"*:()\"'^-+", ""},
	{"\xff\xfe bad utf8", `"bad" OR "utf8"`},
	{"not no never", `"not" OR "no" OR "never"`},
	{"In what year was the boathouse built?", `"boathouse" OR "built"`},
	{"Which country did the glassblowers come from?", `"glassblowers" OR "come"`},
	{"what individual founded the choir?", `"founded" OR "choir"`},
	{"which sea was the ferry crossing?", `"sea" OR "ferry" OR "crossing"`},
	{"how many people came to the party?", `"people" OR "came" OR "party"`},
}

func TestMatchQuery(t *testing.T) {
	for _, tt := range matchQueryTests {
		t.Run(tt.in, func(t *testing.T) {
			if got := MatchQuery(tt.in); got != tt.want {
				t.Errorf("MatchQuery(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

// fuzzStore is a store holding one indexed note, so that FTS5 parses
// queries (it skips parsing on an empty table).
func fuzzStore(tb testing.TB) *store.DB {
	tb.Helper()
	db := storetest.MustOpen(tb, store.Options{})
	writeNote(tb, db, "Budget", "We capped the offsite budget at 4,000. Café and 東京 too. NOT and OR are words.")
	if _, err := NewEngine(db, nil).Sync(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return db
}

func writeNote(tb testing.TB, db *store.DB, title, body string) store.Note {
	tb.Helper()
	var n store.Note
	err := db.Write(context.Background(), func(tx *store.Tx) (err error) {
		n, err = tx.Notes().Insert(store.Note{Title: title, Body: body})
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return n
}

// FuzzMatchQuery: no text makes an FTS5 syntax error against a real store.
func FuzzMatchQuery(f *testing.F) {
	for _, tt := range matchQueryTests {
		f.Add(tt.in)
	}
	for _, s := range []string{`"`, `""`, `a"b`, "x AND", "(((", "a:b:c", "col:\"x\"", "-x", "x*", "^", "NEAR/3", "\x00", "a\x00b", "{title}: x"} {
		f.Add(s)
	}
	db := fuzzStore(f)
	f.Fuzz(func(t *testing.T, s string) {
		q := MatchQuery(s)
		err := db.Read(context.Background(), func(tx *store.Tx) error {
			_, err := tx.Chunks().Match(q, 5)
			return err
		})
		if err != nil {
			t.Fatalf("MatchQuery(%q) = %s: %v", s, q, err)
		}
	})
}

func TestSearchAnyText(t *testing.T) {
	db := fuzzStore(t)
	e := NewEngine(db, nil)
	for _, tt := range matchQueryTests {
		if _, err := e.Search(context.Background(), tt.in, 5); err != nil {
			t.Errorf("Search(%q): %v", tt.in, err)
		}
		if _, err := e.Ask(context.Background(), tt.in); err != nil {
			t.Errorf("Ask(%q): %v", tt.in, err)
		}
	}
	hits, err := e.Search(context.Background(), "budget AND (", 5)
	if err != nil || len(hits) != 1 || hits[0].Title != "Budget" {
		t.Fatalf("hits %+v %v", hits, err)
	}
}
