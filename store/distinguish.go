package store

import (
	"strings"
	"time"
)

// Label is how people tell the candidate apart: its title, and its Detail
// in parentheses when there is one ("buy milk (in Home, due 3 Dec 2026)").
func (c Candidate) Label() string {
	if c.Detail == "" {
		return c.Title
	}
	return c.Title + " (" + c.Detail + ")"
}

// Distinguish fills each candidate's Detail so that no two Labels are the
// same, reading the items from the store: "done" for done items; for
// candidates sharing a title (case-insensitively), the kind when kinds
// differ, a task's project and due date; then, while labels still repeat,
// the created date ("created 2 Dec 2026") and finally the id's first eight
// characters ("id 1a2b3c4d"). Items that cannot be read keep what they have.
func (tx *Tx) Distinguish(cs []Candidate) []Candidate {
	groups := map[string][]int{}
	for i := range cs {
		k := strings.ToLower(strings.TrimSpace(cs[i].Title))
		groups[k] = append(groups[k], i)
	}
	created := make([]time.Time, len(cs))
	parts := make([][]string, len(cs))
	for _, idx := range groups {
		kinds := map[string]bool{}
		for _, i := range idx {
			kinds[cs[i].Kind] = true
		}
		for _, i := range idx {
			c := &cs[i]
			var p []string
			if len(idx) > 1 && len(kinds) > 1 {
				p = append(p, c.Kind)
			}
			switch c.Kind {
			case KindTask:
				if t, err := tx.Tasks().Get(c.ID); err == nil {
					created[i] = t.CreatedAt
					if len(idx) > 1 && t.ProjectName != "" {
						p = append(p, "in "+t.ProjectName)
					}
					if len(idx) > 1 && t.Due != nil {
						p = append(p, "due "+t.Due.Format("2 Jan 2006"))
					}
				}
			case KindProject:
				if x, err := tx.Projects().Get(c.ID); err == nil {
					created[i] = x.CreatedAt
				}
			case KindNote:
				if n, err := tx.Notes().Get(c.ID); err == nil {
					created[i] = n.CreatedAt
				}
			}
			if c.Done {
				p = append(p, "done")
			}
			parts[i] = p
		}
	}
	for _, extra := range []func(i int) string{
		func(i int) string {
			if created[i].IsZero() {
				return ""
			}
			return "created " + created[i].Local().Format("2 Jan 2006")
		},
		func(i int) string { return "id " + cs[i].ID[:min(8, len(cs[i].ID))] },
	} {
		seen := map[string][]int{}
		for i := range cs {
			cs[i].Detail = strings.Join(parts[i], ", ")
			k := strings.ToLower(cs[i].Label())
			seen[k] = append(seen[k], i)
		}
		for _, idx := range seen {
			if len(idx) < 2 {
				continue
			}
			for _, i := range idx {
				if e := extra(i); e != "" {
					parts[i] = append(parts[i], e)
				}
			}
		}
	}
	for i := range cs {
		cs[i].Detail = strings.Join(parts[i], ", ")
	}
	return cs
}
