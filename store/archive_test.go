package store_test

import (
	"testing"

	"pace/store"
)

func TestArchiveHidesProjectAndTasks(t *testing.T) {
	db, _ := newDB(t)
	p := mustProject(t, db, store.Project{Name: "Old flat"})
	q := mustProject(t, db, store.Project{Name: "Garden"})
	mustTask(t, db, store.Task{Title: "return the keys", ProjectID: p.ID})
	mustTask(t, db, store.Task{Title: "dig beds", ProjectID: q.ID})
	mustTask(t, db, store.Task{Title: "call mum"})
	write(t, db, func(tx *store.Tx) error {
		a, err := tx.Projects().Archive(p.ID)
		if err != nil || a.ArchivedAt == nil {
			t.Fatalf("archive: %+v %v", a, err)
		}
		again, err := tx.Projects().Archive(p.ID)
		if err != nil || !again.ArchivedAt.Equal(*a.ArchivedAt) {
			t.Fatalf("archiving twice moves the stamp: %v %v", again.ArchivedAt, err)
		}
		return nil
	})
	tests := []struct {
		name string
		f    store.TaskFilter
		want int
	}{
		{"default leaves archived out", store.TaskFilter{}, 2},
		{"open leaves archived out", store.TaskFilter{Status: "open"}, 2},
		{"Archived includes them", store.TaskFilter{Archived: true}, 3},
		{"the project itself still lists", store.TaskFilter{ProjectID: p.ID}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				ts, err := tx.Tasks().List(tc.f)
				if err != nil || len(ts) != tc.want {
					t.Fatalf("got %d tasks (%v), want %d", len(ts), err, tc.want)
				}
				return nil
			})
		})
	}
	read(t, db, func(tx *store.Tx) error {
		ps, _ := tx.Projects().List()
		all, _ := tx.Projects().ListAll()
		if len(ps) != 1 || ps[0].Name != "Garden" || len(all) != 2 {
			t.Fatalf("List %v, ListAll %v", ps, all)
		}
		if r, err := tx.Projects().Resolve("old flat"); err != nil || r.ID != p.ID {
			t.Fatalf("an archived project still resolves: %+v %v", r, err)
		}
		return nil
	})
	write(t, db, func(tx *store.Tx) error {
		u, err := tx.Projects().Unarchive(p.ID)
		if err != nil || u.ArchivedAt != nil {
			t.Fatalf("unarchive: %+v %v", u, err)
		}
		if _, err := tx.Projects().Archive("nope"); err == nil {
			t.Fatal("archiving an unknown project succeeded")
		}
		return nil
	})
	read(t, db, func(tx *store.Tx) error {
		if ts, _ := tx.Tasks().List(store.TaskFilter{}); len(ts) != 3 {
			t.Fatalf("after restore %d tasks", len(ts))
		}
		return nil
	})
}
