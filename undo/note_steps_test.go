package undo_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"pace/store"
	"pace/undo"
)

// deleteNote deletes note id under group, journaling undo.InsertNote of
// what it read, and returns that snapshot.
func deleteNote(t *testing.T, db *store.DB, group, id string) store.Note {
	t.Helper()
	var n store.Note
	journaled(t, db, group, "deleteNote", func(tx *store.Tx, rec *undo.Recorder) error {
		var err error
		if n, err = tx.Notes().Get(id); err != nil {
			return err
		}
		rec.Add(undo.InsertNote(n))
		return tx.Notes().Delete(id)
	})
	return n
}

// Undoing a note's deletion puts it back as it was read, import hashes
// (which store.Note keeps out of JSON) included.
func TestInsertNoteRestoresTheSnapshot(t *testing.T) {
	db := open(t)
	var id string
	if err := db.Write(ctx, func(tx *store.Tx) error {
		n, err := tx.Notes().Insert(store.Note{Title: "Gate code", Body: "4471", Tags: []string{"home"}, SourcePath: "/v/gate.md"})
		id = n.ID
		if err != nil {
			return err
		}
		return tx.Notes().MarkImported(id, "filehash")
	}); err != nil {
		t.Fatal(err)
	}
	before := deleteNote(t, db, "g1", id)
	if _, err := undo.NewEngine(db).UndoGroup(ctx, "g1"); err != nil {
		t.Fatal(err)
	}
	db.Read(ctx, func(tx *store.Tx) error {
		got, err := tx.Notes().Get(id)
		if err != nil || !reflect.DeepEqual(got, before) || got.SourceHash != "filehash" {
			t.Errorf("restored %+v %v\nwant %+v", got, err, before)
		}
		return nil
	})
}

// A note put back with the same id since (a backup import, say) is not
// overwritten: the undo is refused, saying why, and nothing changes.
func TestInsertNoteConflictsWithAnItemOfItsID(t *testing.T) {
	db := open(t)
	var id string
	db.Write(ctx, func(tx *store.Tx) error {
		n, err := tx.Notes().Insert(store.Note{Title: "Gate code", Body: "4471"})
		id = n.ID
		return err
	})
	deleteNote(t, db, "g1", id)
	if err := db.Write(ctx, func(tx *store.Tx) error {
		_, err := tx.Notes().Insert(store.Note{ID: id, Title: "Gate code (new)", Body: "9000"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	_, err := undo.NewEngine(db).UndoGroup(ctx, "g1")
	var ce *undo.ConflictError
	if !errors.As(err, &ce) || !strings.Contains(ce.Reason, "a note with its id exists") || !strings.Contains(ce.Reason, "Gate code (new)") {
		t.Fatalf("undo over a note of the same id: %v", err)
	}
	db.Read(ctx, func(tx *store.Tx) error {
		if n, err := tx.Notes().Get(id); err != nil || n.Body != "9000" {
			t.Errorf("the newer note changed: %+v %v", n, err)
		}
		return nil
	})
}

func TestInsertNoteStepNeedsASnapshot(t *testing.T) {
	for _, raw := range []string{`[{"op":"insertNote","id":"x"}]`, `[{"op":"insertNote","id":"x","note":{"id":"x","title":"t"},"import":["a"]}]`} {
		if _, err := undo.Decode(json.RawMessage(raw)); err == nil {
			t.Errorf("Decode(%s) accepted", raw)
		}
	}
}

// Undoing an import's update of a note puts back its text and its import
// record, so the file it came from reads as imported again (a re-import
// updates it, never skips it as unchanged or calls it edited in the app).
func TestRestoreNoteRestoresTheImportRecord(t *testing.T) {
	db := open(t)
	var id string
	if err := db.Write(ctx, func(tx *store.Tx) error {
		n, err := tx.Notes().Insert(store.Note{Title: "Trip", Body: "Train at 9:40."})
		id = n.ID
		if err != nil {
			return err
		}
		return tx.Notes().MarkImported(id, "hash-one")
	}); err != nil {
		t.Fatal(err)
	}
	var before store.Note
	journaled(t, db, "g1", "importNotes", func(tx *store.Tx, rec *undo.Recorder) error {
		var err error
		if before, err = tx.Notes().Get(id); err != nil {
			return err
		}
		rec.Add(undo.RestoreNote(before))
		n := before
		n.Body = "Train at 10:15."
		if _, err := tx.Notes().Update(n); err != nil {
			return err
		}
		return tx.Notes().MarkImported(id, "hash-two")
	})
	if _, err := undo.NewEngine(db).UndoGroup(ctx, "g1"); err != nil {
		t.Fatal(err)
	}
	db.Read(ctx, func(tx *store.Tx) error {
		got, err := tx.Notes().Get(id)
		if err != nil || got.Body != before.Body || got.SourceHash != "hash-one" || got.ImportHash != before.ImportHash || got.ContentHash != got.ImportHash {
			t.Errorf("restored %+v %v\nwant the text and import record of %+v", got, err, before)
		}
		return nil
	})
}
