package undo_test

import (
	"errors"
	"testing"

	"pace/store"
	"pace/undo"
)

func groupIDs(t *testing.T, db *store.DB, group string) []string {
	t.Helper()
	var ids []string
	if err := db.Read(ctx, func(tx *store.Tx) error {
		es, err := tx.Journal().Group(group)
		for _, e := range es {
			ids = append(ids, e.ID)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ids
}

// TestOlderTurnWithALaterDependent checks that undoing an older turn is
// refused while a later turn that is not undone touches the same task (its
// own undo would be stranded), and allowed once that turn is undone.
func TestOlderTurnWithALaterDependent(t *testing.T) {
	db := open(t)
	eng := undo.NewEngine(db)
	id := createTask(t, db, "turn-1", "dentist")
	rename(t, db, "turn-2", id, "dentist at 3")
	before := titles(t, db)

	_, err := eng.UndoEntries(ctx, groupIDs(t, db, "turn-1"))
	var ce *undo.ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("undo turn 1: %v, want a conflict", err)
	}
	if want := "a later change to “dentist” depends on this; undo that first"; ce.Reason != want {
		t.Fatalf("reason %q, want %q", ce.Reason, want)
	}
	if got := titles(t, db); got != before {
		t.Fatalf("a refused undo changed the store: %s", got)
	}
	if _, err := eng.UndoEntries(ctx, groupIDs(t, db, "turn-2")); err != nil {
		t.Fatalf("undo turn 2: %v", err)
	}
	if _, err := eng.UndoEntries(ctx, groupIDs(t, db, "turn-1")); err != nil {
		t.Fatalf("undo turn 1 after turn 2: %v", err)
	}
	if got := titles(t, db); got != "" {
		t.Fatalf("tasks left: %q", got)
	}
}

// TestGroupWithItsOwnLaterEntries checks that a group whose later entries
// touch the same task is undone whole, and that the newest turn is
// unaffected by older ones.
func TestGroupWithItsOwnLaterEntries(t *testing.T) {
	db := open(t)
	eng := undo.NewEngine(db)
	other := createTask(t, db, "turn-1", "gym")
	id := createTask(t, db, "turn-2", "dentist")
	rename(t, db, "turn-2", id, "dentist at 3")
	rename(t, db, "turn-3", other, "gym at 6")
	if _, err := eng.UndoEntries(ctx, groupIDs(t, db, "turn-2")); err != nil {
		t.Fatalf("undo turn 2: %v", err)
	}
	if _, err := eng.UndoLastTurn(ctx); err != nil {
		t.Fatalf("undo last turn: %v", err)
	}
	if got := titles(t, db); got != "gym" {
		t.Fatalf("tasks %q", got)
	}
}
