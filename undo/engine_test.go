package undo_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
	"pace/undo"
)

var ctx = context.Background()

func open(t *testing.T) *store.DB {
	t.Helper()
	clock := &storetest.Clock{T: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)}
	return storetest.MustOpen(t, store.Options{Now: clock.Now})
}

// journaled runs fn in one transaction with a recorder and commits its
// entry; it returns the entry id.
func journaled(t *testing.T, db *store.DB, group, tool string, fn func(tx *store.Tx, rec *undo.Recorder) error) string {
	t.Helper()
	var id string
	err := db.Write(ctx, func(tx *store.Tx) error {
		rec := undo.NewRecorder(tx, group, tool)
		if err := fn(tx, rec); err != nil {
			return err
		}
		e, ok, err := rec.Commit(tool + " summary")
		if !ok && err == nil {
			t.Fatal("nothing recorded")
		}
		id = e.ID
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func createTask(t *testing.T, db *store.DB, group, title string) string {
	t.Helper()
	var id string
	journaled(t, db, group, "createTask", func(tx *store.Tx, rec *undo.Recorder) error {
		tk, err := tx.Tasks().Insert(store.Task{Title: title})
		id = tk.ID
		rec.Add(undo.DeleteTask(tk.ID))
		return err
	})
	return id
}

func rename(t *testing.T, db *store.DB, group, id, title string) {
	t.Helper()
	journaled(t, db, group, "updateTask", func(tx *store.Tx, rec *undo.Recorder) error {
		tk, err := tx.Tasks().Get(id)
		if err != nil {
			return err
		}
		rec.Add(undo.RestoreTask(tk))
		tk.Title = title
		_, err = tx.Tasks().Update(tk)
		return err
	})
}

func titles(t *testing.T, db *store.DB) string {
	t.Helper()
	var out []string
	db.Read(ctx, func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		for _, tk := range ts {
			out = append(out, tk.Title)
		}
		ns, _ := tx.Notes().List()
		for _, n := range ns {
			out = append(out, n.Title+":"+n.Body)
		}
		ls, _ := tx.Graph().All()
		for _, l := range ls {
			out = append(out, "link:"+l.Type)
		}
		ps, _ := tx.Projects().List()
		for _, p := range ps {
			out = append(out, "project:"+p.Name)
		}
		return err
	})
	return strings.Join(out, "|")
}

func TestUndoLastTurnRevertsMixedGroup(t *testing.T) {
	db := open(t)
	e := undo.NewEngine(db)
	keep := createTask(t, db, "g0", "keep me")
	a := createTask(t, db, "g1", "call the bank")
	rename(t, db, "g1", keep, "kept")
	var noteID string
	journaled(t, db, "g1", "createNote", func(tx *store.Tx, rec *undo.Recorder) error {
		n, err := tx.Notes().Insert(store.Note{Title: "Bank", Body: "rate"})
		noteID = n.ID
		rec.Add(undo.DeleteNote(n.ID))
		return err
	})
	journaled(t, db, "g1", "appendNote", func(tx *store.Tx, rec *undo.Recorder) error {
		n, _ := tx.Notes().Get(noteID)
		n.Body += "\nmore"
		rec.Add(undo.UnappendNote(n.ID, "\nmore"))
		_, err := tx.Notes().Update(n)
		return err
	})
	journaled(t, db, "g1", "linkItems", func(tx *store.Tx, rec *undo.Recorder) error {
		l, _, err := tx.Graph().Insert(store.Link{FromKind: "note", FromID: noteID, ToKind: "task", ToID: a, Type: store.LinkRelatesTo})
		rec.Add(undo.DeleteLink(l.ID))
		return err
	})
	journaled(t, db, "g1", "addDependency", func(tx *store.Tx, rec *undo.Recorder) error {
		tk, _ := tx.Tasks().Get(a)
		tk.DependsOn = []string{keep}
		rec.Add(undo.RemoveDependency(a, keep))
		_, err := tx.Tasks().Update(tk)
		return err
	})
	rep, err := e.UndoLastTurn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Group != "g1" || len(rep.Entries) != 6 || rep.Summaries()[0] != "addDependency summary" {
		t.Fatalf("report %+v", rep)
	}
	if got := titles(t, db); got != "keep me" {
		t.Fatalf("after undo: %s", got)
	}
	// The next undo takes the previous turn.
	if rep, err = e.UndoLastTurn(ctx); err != nil || rep.Group != "g0" {
		t.Fatalf("second undo: %+v %v", rep, err)
	}
	if _, err = e.UndoLastTurn(ctx); !errors.Is(err, undo.ErrNothingToUndo) {
		t.Fatalf("third undo: %v", err)
	}
}

func TestUndoIsAllOrNothing(t *testing.T) {
	db := open(t)
	e := undo.NewEngine(db)
	b := createTask(t, db, "g0", "water the plants")
	createTask(t, db, "g1", "call the bank")
	rename(t, db, "g1", b, "water the roses")
	// Deleted behind the journal's back: its update cannot be restored.
	db.Write(ctx, func(tx *store.Tx) error { return tx.Tasks().Delete(b) })
	before := titles(t, db)
	_, err := e.UndoLastTurn(ctx)
	var ce *undo.ConflictError
	if !errors.As(err, &ce) || ce.Entry.Tool != "updateTask" || !strings.Contains(ce.Reason, "“water the plants” was deleted since") {
		t.Fatalf("want a conflict naming the deleted task, got %v", err)
	}
	if !strings.Contains(err.Error(), `cannot undo "updateTask summary"`) {
		t.Fatalf("message %q", err)
	}
	if got := titles(t, db); got != before {
		t.Fatalf("a failed undo changed the store: %s → %s", before, got)
	}
	// Nothing was marked undone: the same conflict is reported again.
	if _, err := e.UndoLastTurn(ctx); !errors.As(err, &ce) {
		t.Fatalf("retry: %v", err)
	}
}

func TestDeletingWhatIsGoneCountsAsDone(t *testing.T) {
	db := open(t)
	a := createTask(t, db, "g1", "call the bank")
	db.Write(ctx, func(tx *store.Tx) error { return tx.Tasks().Delete(a) })
	rep, err := undo.NewEngine(db).UndoLastTurn(ctx)
	if err != nil || len(rep.Entries) != 1 {
		t.Fatalf("%+v %v", rep, err)
	}
}

func TestUndoLastStepTakesOnlyTheNewest(t *testing.T) {
	db := open(t)
	createTask(t, db, "g1", "one")
	createTask(t, db, "g1", "two")
	rep, err := undo.NewEngine(db).UndoLastStep(ctx)
	if err != nil || len(rep.Entries) != 1 {
		t.Fatalf("%+v %v", rep, err)
	}
	if got := titles(t, db); got != "one" {
		t.Fatalf("got %s", got)
	}
}

func TestUndoEntries(t *testing.T) {
	db := open(t)
	e := undo.NewEngine(db)
	one := journaled(t, db, "g1", "createTask", func(tx *store.Tx, rec *undo.Recorder) error {
		tk, err := tx.Tasks().Insert(store.Task{Title: "one"})
		rec.Add(undo.DeleteTask(tk.ID))
		return err
	})
	createTask(t, db, "g1", "two")
	rep, err := e.UndoEntries(ctx, []string{one})
	if err != nil || len(rep.Entries) != 1 || titles(t, db) != "two" {
		t.Fatalf("%+v %v %s", rep, err, titles(t, db))
	}
	if _, err := e.UndoEntries(ctx, []string{one}); !errors.Is(err, undo.ErrNothingToUndo) {
		t.Fatalf("already undone: %v", err)
	}
	if _, err := e.UndoEntries(ctx, []string{"no-such-entry"}); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown id: %v", err)
	}
	// The last turn now holds only "two".
	if rep, err := e.UndoLastTurn(ctx); err != nil || len(rep.Entries) != 1 {
		t.Fatalf("%+v %v", rep, err)
	}
}

func TestRestoreDeletedTask(t *testing.T) {
	db := open(t)
	blocker := createTask(t, db, "g0", "call the bank")
	waiter := createTask(t, db, "g0", "pay the deposit")
	db.Write(ctx, func(tx *store.Tx) error {
		w, _ := tx.Tasks().Get(waiter)
		w.DependsOn = []string{blocker}
		_, err := tx.Tasks().Update(w)
		return err
	})
	journaled(t, db, "g1", "deleteTask", func(tx *store.Tx, rec *undo.Recorder) error {
		tk, _ := tx.Tasks().Get(blocker)
		rec.Add(undo.AddDependency(waiter, blocker), undo.InsertTask(tk))
		return tx.Tasks().Delete(blocker)
	})
	if _, err := undo.NewEngine(db).UndoLastTurn(ctx); err != nil {
		t.Fatal(err)
	}
	db.Read(ctx, func(tx *store.Tx) error {
		w, _ := tx.Tasks().Get(waiter)
		if len(w.DependsOn) != 1 || w.DependsOn[0] != blocker {
			t.Fatalf("dependency not restored: %+v", w)
		}
		return nil
	})
}

func TestConflicts(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(t *testing.T, db *store.DB)
		reason string
	}{
		{"note edited after an append", func(t *testing.T, db *store.DB) {
			var id string
			db.Write(ctx, func(tx *store.Tx) error {
				n, err := tx.Notes().Insert(store.Note{Title: "Bank", Body: "a"})
				id = n.ID
				return err
			})
			journaled(t, db, "g1", "appendNote", func(tx *store.Tx, rec *undo.Recorder) error {
				n, _ := tx.Notes().Get(id)
				n.Body += "\nb"
				rec.Add(undo.UnappendNote(id, "\nb"))
				_, err := tx.Notes().Update(n)
				return err
			})
			db.Write(ctx, func(tx *store.Tx) error {
				n, _ := tx.Notes().Get(id)
				n.Body = "rewritten"
				_, err := tx.Notes().Update(n)
				return err
			})
		}, "no longer ends with the added text"},
		{"project filled after its creation", func(t *testing.T, db *store.DB) {
			var id string
			journaled(t, db, "g1", "createProject", func(tx *store.Tx, rec *undo.Recorder) error {
				p, err := tx.Projects().Insert(store.Project{Name: "Garden"})
				id = p.ID
				rec.Add(undo.DeleteProject(p.ID))
				return err
			})
			db.Write(ctx, func(tx *store.Tx) error {
				_, err := tx.Tasks().Insert(store.Task{Title: "dig", ProjectID: id})
				return err
			})
		}, "now holds 1 task(s) added later"},
		{"deleted task's project gone", func(t *testing.T, db *store.DB) {
			var pid string
			db.Write(ctx, func(tx *store.Tx) error {
				p, _ := tx.Projects().Insert(store.Project{Name: "Garden"})
				pid = p.ID
				tk, err := tx.Tasks().Insert(store.Task{Title: "dig", ProjectID: p.ID})
				if err != nil {
					return err
				}
				rec := undo.NewRecorder(tx, "g1", "deleteTask")
				tk, _ = tx.Tasks().Get(tk.ID)
				rec.Add(undo.InsertTask(tk))
				if err := tx.Tasks().Delete(tk.ID); err != nil {
					return err
				}
				_, _, err = rec.Commit("Deleted dig")
				return err
			})
			db.Write(ctx, func(tx *store.Tx) error { return tx.Projects().Delete(pid) })
		}, "belonged to the project “Garden”, which was deleted since"},
		{"damaged journal record", func(t *testing.T, db *store.DB) {
			db.Write(ctx, func(tx *store.Tx) error {
				_, err := tx.Journal().Append(store.JournalEntry{GroupID: "g1", Tool: "x", Inverse: json.RawMessage(`[{"op":"fly"}]`)})
				return err
			})
		}, "damaged"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := open(t)
			c.setup(t, db)
			before := titles(t, db)
			_, err := undo.NewEngine(db).UndoLastTurn(ctx)
			var ce *undo.ConflictError
			if !errors.As(err, &ce) || !strings.Contains(ce.Reason, c.reason) {
				t.Fatalf("got %v, want a conflict with %q", err, c.reason)
			}
			if titles(t, db) != before {
				t.Fatal("store changed")
			}
		})
	}
}

func TestRecorderCommitsWithTheChange(t *testing.T) {
	db := open(t)
	// A failing write rolls back both the change and its journal entry.
	err := db.Write(ctx, func(tx *store.Tx) error {
		rec := undo.NewRecorder(tx, "g1", "createTask")
		tk, _ := tx.Tasks().Insert(store.Task{Title: "x"})
		rec.Add(undo.DeleteTask(tk.ID))
		if _, _, err := rec.Commit("Created x"); err != nil {
			return err
		}
		return errors.New("boom")
	})
	if err == nil {
		t.Fatal("want boom")
	}
	if _, err := undo.NewEngine(db).UndoLastTurn(ctx); !errors.Is(err, undo.ErrNothingToUndo) {
		t.Fatalf("journal entry survived a rollback: %v", err)
	}
	// A malformed step is refused at record time.
	db.Write(ctx, func(tx *store.Tx) error {
		rec := undo.NewRecorder(tx, "g1", "x")
		rec.Add(undo.Step{Op: undo.OpRestoreTask})
		if _, _, err := rec.Commit("x"); err == nil {
			t.Fatal("want an error for a step without its snapshot")
		}
		return nil
	})
}

func TestEncodeDecode(t *testing.T) {
	steps := []undo.Step{undo.DeleteTask("a"), undo.UnappendNote("n", "\nx"), undo.RemoveDependency("a", "b")}
	raw, err := undo.Encode(steps)
	if err != nil {
		t.Fatal(err)
	}
	got, err := undo.Decode(raw)
	if err != nil || len(got) != 3 || got[1].Text != "\nx" || got[2].Other != "b" {
		t.Fatalf("%+v %v", got, err)
	}
	if _, err := undo.Decode(json.RawMessage(`[{"op":"deleteTask"}]`)); err == nil {
		t.Fatal("a step without its id must not decode")
	}
}
