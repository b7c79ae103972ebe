package store_test

import (
	"testing"

	"pace/store"
)

// TestResolveByTypedForm: two titles that tie on stems ("books" and
// "book") are told apart by the one that says the words as typed; when
// both or neither do, it is still asked.
func TestResolveByTypedForm(t *testing.T) {
	db, _ := newDB(t)
	ids := map[string]string{}
	write(t, db, func(tx *store.Tx) error {
		for key, title := range map[string]string{"pack": "pack the books", "truck": "book the truck", "cook1": "wash the dog towels", "cook2": "dry the dog towels", "wood": "pick up 2x4s"} {
			task, err := tx.Tasks().Insert(store.Task{Title: title})
			if err != nil {
				return err
			}
			ids[key] = task.ID
		}
		return nil
	})
	for _, c := range []struct {
		ref, want string
		amb       []string
	}{
		{ref: "the books", want: "pack"},
		{ref: "the book", want: "truck"},
		{ref: "the dog towels", amb: []string{"cook1", "cook2"}},
		{ref: "the 2x4", want: "wood"}, // a word of no vowel in its other number
	} {
		t.Run(c.ref, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				got, err := tx.Tasks().Resolve(c.ref)
				checkResolved(t, c.ref, got.ID, err, ids, c.want, nil, c.amb)
				return nil
			})
		})
	}
}
