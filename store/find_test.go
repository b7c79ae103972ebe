package store_test

import (
	"strings"
	"testing"

	"pace/store"
)

// TitleMatches finds by title only, folding case by Unicode, capped at k:
// open tasks outside archived projects in List's order, and notes newest
// first without their bodies.
func TestTitleMatches(t *testing.T) {
	db, _ := newDB(t)
	archived := mustProject(t, db, store.Project{Name: "Old"})
	write(t, db, func(tx *store.Tx) error {
		for _, tk := range []store.Task{
			{Title: "Écrire à Zoë", Priority: 3},
			{Title: "call the bank"},
			{Title: "Bank transfer", Done: true},
			{Title: "bank statement for 2019", ProjectID: archived.ID},
			{Title: "BANK holiday plans", Priority: 1}, // before "call the bank" in List's order (priority first)
		} {
			if _, err := tx.Tasks().Insert(tk); err != nil {
				return err
			}
		}
		for _, n := range []store.Note{{Title: "Bank letters", Body: "long body"}, {Title: "Zoë's ÉCOLE", Body: "x"}, {Title: "Banking app", Body: "y"}} {
			if _, err := tx.Notes().Insert(n); err != nil {
				return err
			}
		}
		_, err := tx.Projects().Archive(archived.ID)
		return err
	})
	cases := []struct {
		q     string
		k     int
		tasks []string
		notes []string
	}{
		{"bank", 5, []string{"BANK holiday plans", "call the bank"}, []string{"Banking app", "Bank letters"}},
		{"bank", 1, []string{"BANK holiday plans"}, []string{"Banking app"}},
		{"ÉCRIRE", 5, []string{"Écrire à Zoë"}, nil},
		{"école", 5, nil, []string{"Zoë's ÉCOLE"}},
		{"  ", 5, nil, nil},
		{"zebra", 5, nil, nil},
	}
	for _, c := range cases {
		read(t, db, func(tx *store.Tx) error {
			ts, err := tx.Tasks().TitleMatches(store.TaskFilter{Status: "open"}, c.q, c.k)
			if err != nil {
				return err
			}
			ns, err := tx.Notes().TitleMatches(c.q, c.k)
			if err != nil {
				return err
			}
			var gotT, gotN []string
			for _, x := range ts {
				gotT = append(gotT, x.Title)
			}
			for _, x := range ns {
				gotN = append(gotN, x.Title)
				if x.Body != "" {
					t.Errorf("%q: note %q read with its body", c.q, x.Title)
				}
			}
			if strings.Join(gotT, "|") != strings.Join(c.tasks, "|") || strings.Join(gotN, "|") != strings.Join(c.notes, "|") {
				t.Errorf("%q k=%d: tasks %q notes %q, want %q %q", c.q, c.k, gotT, gotN, c.tasks, c.notes)
			}
			return nil
		})
	}
}
