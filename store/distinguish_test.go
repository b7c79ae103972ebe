package store_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

// Two items with the same title are told apart in the ambiguity error by
// what differs between them, down to the created date and the id.
func TestDistinguishSameTitles(t *testing.T) {
	day := func(d int) *time.Time { x := time.Date(2026, 12, d, 0, 0, 0, 0, time.UTC); return &x }
	for _, c := range []struct {
		name  string
		setup func(tx *store.Tx, clk *storetest.Clock) error
		want  []string // the labels, in candidate order (by title, then as listed)
	}{
		{"different projects", func(tx *store.Tx, clk *storetest.Clock) error {
			home, _ := tx.Projects().Insert(store.Project{Name: "Home"})
			work, _ := tx.Projects().Insert(store.Project{Name: "Work"})
			if _, err := tx.Tasks().Insert(store.Task{Title: "buy milk", ProjectID: home.ID}); err != nil {
				return err
			}
			_, err := tx.Tasks().Insert(store.Task{Title: "Buy milk", ProjectID: work.ID})
			return err
		}, []string{"Buy milk (in Work)", "buy milk (in Home)"}},
		{"different due dates", func(tx *store.Tx, clk *storetest.Clock) error {
			tx.Tasks().Insert(store.Task{Title: "buy milk", Due: day(3)})
			_, err := tx.Tasks().Insert(store.Task{Title: "buy milk", Due: day(5)})
			return err
		}, []string{"buy milk (due 3 Dec 2026)", "buy milk (due 5 Dec 2026)"}},
		{"only the created date differs", func(tx *store.Tx, clk *storetest.Clock) error {
			tx.Tasks().Insert(store.Task{Title: "buy milk", CreatedAt: time.Date(2026, 11, 20, 9, 0, 0, 0, time.Local)})
			_, err := tx.Tasks().Insert(store.Task{Title: "buy milk", CreatedAt: time.Date(2026, 11, 28, 9, 0, 0, 0, time.Local)})
			return err
		}, []string{"buy milk (created 20 Nov 2026)", "buy milk (created 28 Nov 2026)"}},
		{"nothing differs but the id", func(tx *store.Tx, clk *storetest.Clock) error {
			tx.Tasks().Insert(store.Task{Title: "buy milk"})
			_, err := tx.Tasks().Insert(store.Task{Title: "buy milk"})
			return err
		}, []string{"buy milk (created 1 Dec 2026, id id-00001)", "buy milk (created 1 Dec 2026, id id-00002)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			clk := &storetest.Clock{T: time.Date(2026, 12, 1, 10, 0, 0, 0, time.Local)}
			n := 0
			db := storetest.MustOpen(t, store.Options{Now: clk.Now, NewID: func() string { n++; return fmt.Sprintf("id-%05d-xxxx", n) }})
			write(t, db, func(tx *store.Tx) error { return c.setup(tx, clk) })
			err := db.Read(ctx, func(tx *store.Tx) error {
				_, err := tx.Tasks().Resolve("buy milk")
				return err
			})
			var amb *store.AmbiguousError
			if !errors.As(err, &amb) {
				t.Fatalf("Resolve = %v, want ambiguous", err)
			}
			var got []string
			for _, x := range amb.Candidates {
				got = append(got, x.Label())
			}
			if strings.Join(got, " | ") != strings.Join(c.want, " | ") {
				t.Errorf("labels %q\nwant   %q", got, c.want)
			}
		})
	}
}
