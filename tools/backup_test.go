package tools_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
	"pace/tools"
	"pace/undo"
)

func fill(t *testing.T, db *store.DB) map[string]string {
	t.Helper()
	ids := map[string]string{}
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		p, err := tx.Projects().Insert(store.Project{Name: "Balcony garden"})
		if err != nil {
			return err
		}
		due := time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC)
		m, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: p.ID, Title: "Pots bought", Due: &due})
		if err != nil {
			return err
		}
		a, err := tx.Tasks().Insert(store.Task{Title: "Measure the railing", ProjectID: p.ID, Priority: 3, Tags: []string{"diy"}})
		if err != nil {
			return err
		}
		b, err := tx.Tasks().Insert(store.Task{Title: "Order planters", ProjectID: p.ID, DependsOn: []string{a.ID}})
		if err != nil {
			return err
		}
		n, err := tx.Notes().Insert(store.Note{Title: "Plant ideas", Body: "Lavender, thyme — ünïcode stays.", Tags: []string{"garden"}})
		if err != nil {
			return err
		}
		if _, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: n.ID, ToKind: "project", ToID: p.ID, Type: store.LinkRelatesTo}); err != nil {
			return err
		}
		ids["project"], ids["milestone"], ids["a"], ids["b"], ids["note"] = p.ID, m.ID, a.ID, b.ID, n.ID
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

func roundTrip(t *testing.T, b tools.Backup) tools.Backup {
	t.Helper()
	var buf bytes.Buffer
	if err := b.Write(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := tools.ReadBackup(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// An export imported into an empty store brings everything back with its
// ids and dependencies; importing it again changes nothing; undo takes the
// whole import back.
func TestImportBackupMergeAndUndo(t *testing.T) {
	ctx := context.Background()
	src := storetest.MustOpen(t, store.Options{})
	ids := fill(t, src)
	b, err := tools.TakeBackup(ctx, src, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	b = roundTrip(t, b)

	dst := storetest.MustOpen(t, store.Options{})
	rep, err := tools.ImportBackup(ctx, dst, b, tools.ImportMerge, "import-1")
	if err != nil {
		t.Fatal(err)
	}
	if got := rep.Summary(); got != "2 tasks, 1 project, 1 milestone, 1 note and 1 link" {
		t.Fatalf("summary %q", got)
	}
	var order store.Task
	dst.Read(ctx, func(tx *store.Tx) error { order, err = tx.Tasks().Get(ids["b"]); return err })
	if err != nil || order.ProjectID != ids["project"] || len(order.DependsOn) != 1 || order.DependsOn[0] != ids["a"] {
		t.Fatalf("imported task %+v, %v", order, err)
	}
	again, err := tools.ImportBackup(ctx, dst, b, tools.ImportMerge, "import-2")
	if err != nil || again.Summary() != "nothing new" || again.Kept["tasks"] != 2 {
		t.Fatalf("second import: %q kept %v, %v", again.Summary(), again.Kept, err)
	}
	if _, err := undo.NewEngine(dst).UndoLastTurn(ctx); err != nil {
		t.Fatalf("undo the import: %v", err)
	}
	after, _ := tools.TakeBackup(ctx, dst, time.Now())
	if len(after.Tasks)+len(after.Projects)+len(after.Notes)+len(after.Links) != 0 {
		t.Fatalf("after undo: %d tasks, %d projects, %d notes, %d links", len(after.Tasks), len(after.Projects), len(after.Notes), len(after.Links))
	}
}

// Replace overwrites what exists in both with the file's version (and undo
// restores the store's); items only in the store stay.
func TestImportBackupReplace(t *testing.T) {
	ctx := context.Background()
	db := storetest.MustOpen(t, store.Options{})
	ids := fill(t, db)
	b, _ := tools.TakeBackup(ctx, db, time.Now())
	db.Write(ctx, func(tx *store.Tx) error {
		task, _ := tx.Tasks().Get(ids["a"])
		task.Title = "Measure the railing twice"
		_, err := tx.Tasks().Update(task)
		if err != nil {
			return err
		}
		_, err = tx.Tasks().Insert(store.Task{Title: "Only here"})
		return err
	})
	rep, err := tools.ImportBackup(ctx, db, b, tools.ImportReplace, "import-r")
	if err != nil || rep.Updated["tasks"] != 2 {
		t.Fatalf("replace: %+v, %v", rep, err)
	}
	title := func() string {
		var task store.Task
		db.Read(ctx, func(tx *store.Tx) error { task, err = tx.Tasks().Get(ids["a"]); return err })
		return task.Title
	}
	if got := title(); got != "Measure the railing" {
		t.Fatalf("after replace: %q", got)
	}
	all, _ := tools.TakeBackup(ctx, db, time.Now())
	if len(all.Tasks) != 3 {
		t.Fatalf("replace deleted or duplicated tasks: %d", len(all.Tasks))
	}
	if _, err := undo.NewEngine(db).UndoLastTurn(ctx); err != nil {
		t.Fatal(err)
	}
	if got := title(); got != "Measure the railing twice" {
		t.Fatalf("after undo: %q", got)
	}
}

func TestReadBackupRefusesOtherFiles(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"not json", "# Groceries\n- milk"},
		{"empty object", "{}"},
		{"not utf-8", "\xff\xfe{\"tasks\":1}"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := tools.ReadBackup(strings.NewReader(c.text)); !errors.Is(err, tools.ErrNotBackup) {
				t.Errorf("ReadBackup = %v, want ErrNotBackup", err)
			}
		})
	}
}
