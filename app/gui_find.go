package app

import (
	"context"
	"strings"
	"time"

	"pace/notch"
	"pace/store"
	"pace/views"
)

// finder backs the quick panel's matches: open tasks whose title holds the
// query, then notes (title matches first, then the notes ranking).
type finder struct {
	db     *store.DB
	search views.NoteSearcher // nil: titles only
	now    func() time.Time
}

var _ notch.Finder = finder{}

// Find returns at most k matches, tasks first; a store error finds nothing.
func (f finder) Find(query string, k int) []notch.Match {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	q := strings.ToLower(query)
	var out []notch.Match
	var notes []store.Note
	err := f.db.Read(ctx, func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
		if err != nil {
			return err
		}
		for _, t := range ts {
			if len(out) < k && strings.Contains(strings.ToLower(t.Title), q) {
				detail := t.ProjectName
				if t.Due != nil {
					detail = strings.TrimSpace("due " + views.DueText(t, f.now()) + " " + detail)
				}
				out = append(out, notch.Match{Kind: store.KindTask, ID: t.ID, Title: t.Title, Detail: detail})
			}
		}
		notes, err = tx.Notes().List()
		return err
	})
	if err != nil {
		return nil
	}
	byID := map[string]store.Note{}
	seen := map[string]bool{}
	add := func(n store.Note) {
		if len(out) < k && !seen[n.ID] {
			seen[n.ID] = true
			out = append(out, notch.Match{Kind: store.KindNote, ID: n.ID, Title: n.Title})
		}
	}
	for _, n := range notes {
		byID[n.ID] = n
		if strings.Contains(strings.ToLower(n.Title), q) {
			add(n)
		}
	}
	if f.search != nil && len(out) < k {
		if ids, err := f.search.SearchNotes(ctx, query, k); err == nil {
			for _, id := range ids {
				if n, ok := byID[id]; ok {
					add(n)
				}
			}
		}
	}
	return out
}

// openMatch shows a match the quick panel offers in the window.
func (g *gui) openMatch(m notch.Match) {
	g.panel.Close()
	g.showWindow()
	if m.Kind == store.KindNote {
		g.main.Show(views.SpaceKnowledge)
		g.main.Knowledge.Open(m.ID, nil)
		return
	}
	g.main.Show(views.SpaceToday)
}
