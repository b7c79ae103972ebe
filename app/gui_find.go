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
// It reads titles, not bodies or whole task lists (store TitleMatches), so a
// key typed costs little at 50,000 tasks and 20,000 notes.
func (f finder) Find(query string, k int) []notch.Match {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var out []notch.Match
	seen := map[string]bool{}
	add := func(n store.Note) {
		if len(out) < k && !seen[n.ID] {
			seen[n.ID] = true
			out = append(out, notch.Match{Kind: store.KindNote, ID: n.ID, Title: n.Title})
		}
	}
	err := f.db.Read(ctx, func(tx *store.Tx) error {
		ts, err := tx.Tasks().TitleMatches(store.TaskFilter{Status: "open"}, query, k)
		if err != nil {
			return err
		}
		for _, t := range ts {
			detail := t.ProjectName
			if t.Due != nil {
				detail = strings.TrimSpace("due " + views.DueText(t, f.now()) + " " + detail)
			}
			out = append(out, notch.Match{Kind: store.KindTask, ID: t.ID, Title: t.Title, Detail: detail})
		}
		ns, err := tx.Notes().TitleMatches(query, k-len(out))
		for _, n := range ns {
			add(n)
		}
		return err
	})
	if err != nil {
		return nil
	}
	if f.search != nil && len(out) < k {
		if ids, err := f.search.SearchNotes(ctx, query, k); err == nil {
			f.db.Read(ctx, func(tx *store.Tx) error {
				for _, id := range ids {
					if n, err := tx.Notes().Head(id); err == nil {
						add(n)
					}
				}
				return nil
			})
		}
	}
	return out
}

// openMatch shows a match the quick panel offers in the window: a note in
// Knowledge, a task in Today with its Edit sheet open.
func (g *gui) openMatch(m notch.Match) {
	g.panel.Close()
	g.showWindow()
	if m.Kind == store.KindNote {
		g.main.Show(views.SpaceKnowledge)
		g.main.Knowledge.Open(m.ID, nil)
		return
	}
	g.main.OpenTask(m.ID)
}
