package store_test

import (
	"testing"

	"pace/store"
)

// TestShortFormInTitle: a title or name written short ("diss proposal")
// is found by the word in full ("the dissertation").
func TestShortFormInTitle(t *testing.T) {
	db, _ := newDB(t)
	var dissID string
	write(t, db, func(tx *store.Tx) error {
		p, err := tx.Projects().Insert(store.Project{Name: "diss proposal"})
		dissID = p.ID
		if err != nil {
			return err
		}
		return err
	})
	read(t, db, func(tx *store.Tx) error {
		if p, err := tx.Projects().Resolve("dissertation"); err != nil || p.ID != dissID {
			t.Errorf("dissertation: %q %v", p.Name, err)
		}
		return nil
	})
}
