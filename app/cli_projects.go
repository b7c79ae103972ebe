package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"pace/store"
)

// projectJSON is the `pace projects --json` shape.
type projectJSON struct {
	ID          string          `json:"id"`
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Archived    bool            `json:"archived"`
	Open        int             `json:"open"` // open tasks
	Done        int             `json:"done"` // done tasks
	Milestones  []milestoneJSON `json:"milestones"`
}

type milestoneJSON struct {
	ID    string  `json:"id"`
	Title string  `json:"title"`
	Due   *string `json:"due"` // RFC 3339 or null
	Done  bool    `json:"done"`
}

// cmdProjects lists the projects with their task counts and milestones
// (archived ones with --all), reading the store only.
func cmdProjects(c *cli, args []string) error {
	fs := c.flags("projects")
	asJSON := fs.Bool("json", false, "print JSON")
	all := fs.Bool("all", false, "include archived projects")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	db, err := c.openForRead(*asJSON)
	if err != nil {
		return err
	}
	out := []projectJSON{}
	err = db.Read(context.Background(), func(tx *store.Tx) error {
		ps, err := tx.Projects().ListAll()
		if err != nil {
			return err
		}
		for _, p := range ps {
			if p.ArchivedAt != nil && !*all {
				continue
			}
			j := projectJSON{ID: p.ID, Name: p.Name, Description: p.Notes, Archived: p.ArchivedAt != nil, Milestones: []milestoneJSON{}}
			ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID})
			if err != nil {
				return err
			}
			for _, t := range ts {
				if t.Done {
					j.Done++
				} else {
					j.Open++
				}
			}
			ms, err := tx.Projects().Milestones(p.ID)
			if err != nil {
				return err
			}
			for _, m := range ms {
				mj := milestoneJSON{ID: m.ID, Title: m.Title, Done: m.Done}
				if m.Due != nil {
					s := m.Due.Format(time.RFC3339)
					mj.Due = &s
				}
				j.Milestones = append(j.Milestones, mj)
			}
			out = append(out, j)
		}
		return nil
	})
	if err != nil {
		return c.jsonError(*asJSON, err)
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, out)
	}
	if len(out) == 0 {
		fmt.Fprintln(c.env.Stdout, "No projects.")
		return nil
	}
	for _, p := range out {
		line := fmt.Sprintf("%s — %d open, %d done", p.Name, p.Open, p.Done)
		if p.Archived {
			line += " (archived)"
		}
		if p.Description != "" {
			line += " — " + p.Description
		}
		fmt.Fprintln(c.env.Stdout, line)
		for _, m := range p.Milestones {
			mark := "[ ]"
			if m.Done {
				mark = "[x]"
			}
			due := ""
			if m.Due != nil {
				if t, err := time.Parse(time.RFC3339, *m.Due); err == nil {
					due = " · " + t.Format("Mon 2 Jan 2006")
				}
			}
			fmt.Fprintf(c.env.Stdout, "    %s milestone %s%s\n", mark, strings.TrimSpace(m.Title), due)
		}
	}
	return nil
}
