package rag

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// editInApp changes a note's body the way the updateNote tool does.
func editInApp(t *testing.T, db *store.DB, id, body string) {
	t.Helper()
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		n, err := tx.Notes().Get(id)
		if err != nil {
			return err
		}
		n.Body = body
		_, err = tx.Notes().Update(n)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

func importOne(t *testing.T, db *store.DB, path string) ImportReport {
	t.Helper()
	rep, err := NewImporter(db).Import(context.Background(), []string{path}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func soilNote(t *testing.T, db *store.DB) store.Note {
	t.Helper()
	n, ok := notesByTitle(t, db)["Soil"]
	if !ok {
		t.Fatal("note Soil missing")
	}
	return n
}

func TestReimportAfterAppEdit(t *testing.T) {
	const original = "# Soil\nThe soil pH is 6.5. #garden\n"
	const appEdit = "The soil pH is 6.8 after liming."
	const diskEdit = "# Soil\nThe soil pH is 7.0 now. #garden\n"

	t.Run("file unchanged, note edited in the app: skipped, edit kept", func(t *testing.T) {
		db := storetest.MustOpen(t, store.Options{})
		path := filepath.Join(t.TempDir(), "Soil.md")
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": original})
		importOne(t, db, path)
		editInApp(t, db, soilNote(t, db).ID, appEdit)
		rep := importOne(t, db, path)
		if len(rep.Skipped) != 1 || len(rep.Updated)+len(rep.Conflicts) != 0 {
			t.Errorf("report %+v, want the file skipped", rep)
		}
		if got := soilNote(t, db).Body; got != appEdit {
			t.Errorf("body %q, want the app's edit %q", got, appEdit)
		}
	})

	t.Run("file changed and note edited in the app: conflict, edit kept", func(t *testing.T) {
		db := storetest.MustOpen(t, store.Options{})
		path := filepath.Join(t.TempDir(), "Soil.md")
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": original})
		importOne(t, db, path)
		editInApp(t, db, soilNote(t, db).ID, appEdit)
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": diskEdit})
		rep := importOne(t, db, path)
		if len(rep.Conflicts) != 1 || len(rep.Updated)+len(rep.Skipped) != 0 {
			t.Fatalf("report %+v, want one conflict", rep)
		}
		if c := rep.Conflicts[0]; c.Path != path || !strings.Contains(c.Reason, "kept the app's version") {
			t.Errorf("conflict %+v", c)
		}
		if got := soilNote(t, db).Body; got != appEdit {
			t.Errorf("body %q, want the app's edit %q", got, appEdit)
		}
		// Asked again, it is still a conflict, not a silent overwrite.
		if rep := importOne(t, db, path); len(rep.Conflicts) != 1 {
			t.Errorf("second import %+v, want the conflict again", rep)
		}
	})

	t.Run("file changed, note untouched: updated", func(t *testing.T) {
		db := storetest.MustOpen(t, store.Options{})
		path := filepath.Join(t.TempDir(), "Soil.md")
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": original})
		importOne(t, db, path)
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": diskEdit})
		rep := importOne(t, db, path)
		if len(rep.Updated) != 1 || len(rep.Conflicts)+len(rep.Skipped) != 0 {
			t.Fatalf("report %+v, want one update", rep)
		}
		n := soilNote(t, db)
		if !strings.Contains(n.Body, "7.0") || n.SourceHash == "" || n.ImportHash != n.ContentHash {
			t.Errorf("note after update %+v", n)
		}
		// And again unchanged: skipped.
		if rep := importOne(t, db, path); len(rep.Skipped) != 1 {
			t.Errorf("third import %+v, want skipped", rep)
		}
	})

	t.Run("edit undone in the app, file changed: updated", func(t *testing.T) {
		db := storetest.MustOpen(t, store.Options{})
		path := filepath.Join(t.TempDir(), "Soil.md")
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": original})
		importOne(t, db, path)
		body := soilNote(t, db).Body
		editInApp(t, db, soilNote(t, db).ID, appEdit)
		editInApp(t, db, soilNote(t, db).ID, body)
		writeFiles(t, filepath.Dir(path), map[string]string{"Soil.md": diskEdit})
		if rep := importOne(t, db, path); len(rep.Updated) != 1 {
			t.Errorf("report %+v, want one update", rep)
		}
	})
}
