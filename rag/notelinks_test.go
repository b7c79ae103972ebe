package rag

import (
	"context"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// A [[link]] written before its note existed becomes a link once the note
// arrives, whichever way it arrives: imported (alone, or beside other
// files), or added by LinkInbound (the tools' createNote) by title or by
// alias. Notes that only say the name without brackets gain nothing.
func TestLinksWrittenBeforeTheirNote(t *testing.T) {
	const early = "Plan.md"
	stored := map[string]string{
		early:      "Ask for the [[Vendor list]] and the [[Caterer|food people]].",
		"Words.md": "The vendor list is long; no link here.",
	}
	want := []string{"Plan -> Vendor list (mentions)"}
	for _, c := range []struct {
		name string
		add  func(t *testing.T, db *store.DB, dir string)
		want []string
	}{
		{"imported alone", func(t *testing.T, db *store.DB, dir string) {
			writeFiles(t, dir, map[string]string{"later/Vendor list.md": "Acme, Bolt."})
			importDir(t, db, dir+"/later")
		}, want},
		{"imported beside another file", func(t *testing.T, db *store.DB, dir string) {
			writeFiles(t, dir, map[string]string{"later/vendor list.md": "# Vendor list\nAcme.", "later/Else.md": "x"})
			importDir(t, db, dir+"/later")
		}, want},
		{"added by title", func(t *testing.T, db *store.DB, dir string) {
			addNote(t, db, store.Note{Title: "vendor LIST", Body: "Acme."})
		}, []string{"Plan -> vendor LIST (mentions)"}},
		{"added with an alias", func(t *testing.T, db *store.DB, dir string) {
			addNote(t, db, store.Note{Title: "Food", Aliases: []string{"Caterer"}, Body: "Sabores."})
		}, []string{"Plan -> Food (mentions)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			db := storetest.MustOpen(t, store.Options{})
			dir := t.TempDir()
			writeFiles(t, dir, stored)
			importDir(t, db, dir)
			c.add(t, db, dir)
			if got := graph(t, db); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("links:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

func importDir(t *testing.T, db *store.DB, dir string) ImportReport {
	t.Helper()
	rep, err := NewImporter(db).Import(context.Background(), []string{dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// addNote inserts n and links the notes naming it, as createNote does.
func addNote(t *testing.T, db *store.DB, n store.Note) {
	t.Helper()
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		n, err := tx.Notes().Insert(n)
		if err != nil {
			return err
		}
		_, err = LinkInbound(tx, n)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
