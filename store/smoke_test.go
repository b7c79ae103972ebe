package store_test

import (
	"context"
	"errors"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

func TestSmoke(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	err := db.Write(ctx, func(tx *store.Tx) error {
		p, err := tx.Projects().Insert(store.Project{Name: "Garden"})
		if err != nil {
			return err
		}
		a, err := tx.Tasks().Insert(store.Task{Title: "Call the bank", Tags: []string{"@Errand"}, ProjectID: p.ID, RRule: "FREQ=WEEKLY;BYDAY=FR"})
		if err != nil {
			return err
		}
		_, err = tx.Tasks().Insert(store.Task{Title: "Water the plants", DependsOn: []string{a.ID}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Read(ctx, func(tx *store.Tx) error {
		got, err := tx.Tasks().Resolve("banks calling")
		if err != nil || got.Title != "Call the bank" || got.ProjectName != "Garden" || got.RRule == "" || got.Tags[0] != "errand" {
			t.Fatalf("resolve: %+v %v", got, err)
		}
		_, err = tx.Tasks().Resolve("feed the cat")
		if !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("want not found, got %v", err)
		}
		ts, _ := tx.Tasks().List(store.TaskFilter{})
		if len(ts) != 2 || len(ts[1].DependsOn) != 1 {
			t.Fatalf("list: %+v", ts)
		}
		return nil
	})
}
