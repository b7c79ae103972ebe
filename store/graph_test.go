package store_test

import (
	"errors"
	"testing"
	"time"

	"pace/store"
)

func TestGraphLinks(t *testing.T) {
	db, clk := newDB(t)
	task := mustTask(t, db, store.Task{Title: "Fix the fence"})
	proj := mustProject(t, db, store.Project{Name: "Garden"})
	note := mustNote(t, db, store.Note{Title: "Fence notes"})
	ends := map[string]string{store.KindTask: task.ID, store.KindProject: proj.ID, store.KindNote: note.ID}

	var made []store.Link
	for _, typ := range store.LinkTypes {
		t.Run(typ, func(t *testing.T) {
			if !store.ValidLinkType(typ) {
				t.Fatalf("ValidLinkType(%q) = false", typ)
			}
			clk.Advance(time.Second)
			write(t, db, func(tx *store.Tx) error {
				l, created, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: note.ID, ToKind: store.KindTask, ToID: task.ID, Type: typ})
				if err != nil || !created || l.ID == "" || !l.CreatedAt.Equal(clk.T) {
					t.Errorf("Insert %s = %+v %v %v", typ, l, created, err)
				}
				made = append(made, l)
				again, created, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: note.ID, ToKind: store.KindTask, ToID: task.ID, Type: typ})
				if err != nil || created || again.ID != l.ID {
					t.Errorf("duplicate Insert %s = %+v %v %v, want the first link and created=false", typ, again, created, err)
				}
				return nil
			})
		})
	}
	clk.Advance(time.Second)
	write(t, db, func(tx *store.Tx) error {
		_, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindProject, FromID: proj.ID, ToKind: store.KindNote, ToID: note.ID, Type: store.LinkRelatesTo})
		return err
	})
	read(t, db, func(tx *store.Tx) error {
		all, err := tx.Graph().All()
		if err != nil || len(all) != len(store.LinkTypes)+1 {
			t.Errorf("All = %d links %v", len(all), err)
		}
		of, _ := tx.Graph().Of(note.ID)
		if len(of) != len(store.LinkTypes)+1 || of[0].ID != made[0].ID {
			t.Errorf("Of(note) = %+v, want every link, oldest first", of)
		}
		of, _ = tx.Graph().Of(task.ID)
		if len(of) != len(store.LinkTypes) {
			t.Errorf("Of(task) = %d links, want %d (incoming)", len(of), len(store.LinkTypes))
		}
		got, err := tx.Graph().Get(made[1].ID)
		if err != nil || got != made[1] && !(got.ID == made[1].ID && got.CreatedAt.Equal(made[1].CreatedAt)) {
			t.Errorf("Get = %+v %v", got, err)
		}
		for kind, id := range ends {
			if title, err := tx.Graph().TitleOf(kind, id); err != nil || title == "" {
				t.Errorf("TitleOf(%s) = %q %v", kind, title, err)
			}
		}
		return nil
	})

	for _, c := range []struct {
		name string
		l    store.Link
	}{
		{"unknown type", store.Link{FromKind: store.KindNote, FromID: note.ID, ToKind: store.KindTask, ToID: task.ID, Type: "likes"}},
		{"empty type", store.Link{FromKind: store.KindNote, FromID: note.ID, ToKind: store.KindTask, ToID: task.ID}},
		{"self link", store.Link{FromKind: store.KindNote, FromID: note.ID, ToKind: store.KindNote, ToID: note.ID, Type: store.LinkMentions}},
		{"unknown from", store.Link{FromKind: store.KindNote, FromID: "ghost", ToKind: store.KindTask, ToID: task.ID, Type: store.LinkMentions}},
		{"unknown to", store.Link{FromKind: store.KindNote, FromID: note.ID, ToKind: store.KindTask, ToID: "ghost", Type: store.LinkMentions}},
		{"wrong kind for id", store.Link{FromKind: store.KindTask, FromID: note.ID, ToKind: store.KindTask, ToID: task.ID, Type: store.LinkMentions}},
		{"unknown kind", store.Link{FromKind: "email", FromID: note.ID, ToKind: store.KindTask, ToID: task.ID, Type: store.LinkMentions}},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := db.Write(ctx, func(tx *store.Tx) error { _, _, err := tx.Graph().Insert(c.l); return err })
			if !errors.Is(err, store.ErrInvalid) {
				t.Errorf("Insert(%+v) = %v, want ErrInvalid", c.l, err)
			}
		})
	}
	read(t, db, func(tx *store.Tx) error {
		if _, err := tx.Graph().Get("ghost"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Get unknown: %v", err)
		}
		if _, err := tx.Graph().TitleOf(store.KindTask, "ghost"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("TitleOf unknown: %v", err)
		}
		if _, err := tx.Graph().TitleOf("email", task.ID); !errors.Is(err, store.ErrInvalid) {
			t.Errorf("TitleOf unknown kind: %v", err)
		}
		return nil
	})

	write(t, db, func(tx *store.Tx) error { return tx.Graph().Delete(made[0].ID) })
	if err := db.Write(ctx, func(tx *store.Tx) error { return tx.Graph().Delete(made[0].ID) }); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Delete twice: %v", err)
	}
	write(t, db, func(tx *store.Tx) error { return tx.Graph().DeleteFrom(note.ID, store.LinkMentions) })
	read(t, db, func(tx *store.Tx) error {
		of, _ := tx.Graph().Of(task.ID)
		if len(of) != len(store.LinkTypes)-2 {
			t.Errorf("after Delete and DeleteFrom(mentions): %d links to the task, want %d", len(of), len(store.LinkTypes)-2)
		}
		return nil
	})
	write(t, db, func(tx *store.Tx) error { return tx.Graph().DeleteFrom(note.ID, "") })
	read(t, db, func(tx *store.Tx) error {
		all, _ := tx.Graph().All()
		if len(all) != 1 || all[0].FromID != proj.ID {
			t.Errorf("after DeleteFrom(any): %+v, want only the project's link", all)
		}
		return nil
	})
}
