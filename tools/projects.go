package tools

import (
	"context"
	"fmt"
	"strings"
	"time"

	"pace/store"
	"pace/undo"
)

// recentDays is the window of projectStatus' recent activity.
const recentDays = 7

func (tb *ToolBox) createProject(ctx context.Context, inv Invocation, a CreateProjectArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		name := strings.TrimSpace(a.Name)
		if name == "" {
			return Result{}, failf("A project needs a name.")
		}
		ps, err := tx.Projects().List()
		if err != nil {
			return Result{}, err
		}
		for _, p := range ps {
			if strings.EqualFold(p.Name, name) {
				r := Fail("A project called " + quote(p.Name) + " already exists.")
				r.Ref = store.Ref(p.ID)
				return r, nil
			}
		}
		p, err := tx.Projects().Insert(store.Project{Name: name, Notes: a.Notes})
		if err != nil {
			return Result{}, err
		}
		rec.Add(undo.DeleteProject(p.ID))
		s := "Created the project " + quote(p.Name)
		return Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(p.ID),
			Outputs: map[string]string{"title": p.Name, "project": p.Name},
			Items:   []Item{{Kind: store.KindProject, ID: p.ID, Title: p.Name}}}, nil
	})
}

// projectStatus answers "how is X going" and "what's blocking X": open and
// done counts, overdue tasks, the next open milestone, blocked tasks with
// what blocks them, and tasks completed in the last 7 days.
func (tb *ToolBox) projectStatus(ctx context.Context, inv Invocation, a ProjectRef) (Result, error) {
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID})
		if err != nil {
			return Result{}, err
		}
		open, err := tb.openIDs(tx)
		if err != nil {
			return Result{}, err
		}
		var nOpen, nDone int
		var overdue, blk, recent []store.Task
		since := tb.today().AddDate(0, 0, -recentDays)
		for _, t := range ts {
			if t.Done {
				nDone++
				if t.CompletedAt != nil && !t.CompletedAt.Before(since) {
					recent = append(recent, t)
				}
				continue
			}
			nOpen++
			if tb.overdue(t) {
				overdue = append(overdue, t)
			}
			if blocked(t, open) {
				blk = append(blk, t)
			}
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return Result{}, err
		}
		var next *store.Milestone
		for i := range ms {
			if !ms[i].Done {
				next = &ms[i]
				break
			}
		}
		s := fmt.Sprintf("%s: %d open, %d done", p.Name, nOpen, nDone)
		if len(overdue) > 0 {
			s += fmt.Sprintf(", %d overdue", len(overdue))
		}
		if len(blk) > 0 {
			s += fmt.Sprintf(", %d blocked", len(blk))
		}
		lines := []string{s}
		if next != nil {
			m := "next milestone " + quote(next.Title)
			if next.Due != nil {
				m += " on " + tb.dueText(*next.Due, false)
			}
			s += "; " + m
			lines = append(lines, "Next milestone: "+strings.TrimPrefix(m, "next milestone "))
		}
		r := Result{OK: true, Summary: s, Ref: store.Ref(p.ID), Outputs: map[string]string{"title": p.Name, "project": p.Name}}
		if len(overdue) > 0 {
			lines = append(lines, "Overdue:")
			for _, t := range overdue {
				lines = append(lines, tb.taskDetail(t))
				r.Items = append(r.Items, tb.taskItem(t))
			}
		}
		if len(blk) > 0 {
			lines = append(lines, "Blocked:")
			for _, t := range blk {
				var by []string
				for _, d := range t.DependsOn {
					if open[d] {
						if bt, err := tx.Tasks().Get(d); err == nil {
							by = append(by, quote(bt.Title))
						}
					}
				}
				lines = append(lines, tb.taskDetail(t)+" — waiting for "+strings.Join(by, ", "))
				r.Items = append(r.Items, tb.taskItem(t))
			}
		} else {
			lines = append(lines, "Nothing is blocked.")
		}
		if len(recent) > 0 {
			lines = append(lines, fmt.Sprintf("Done in the last %d days:", recentDays))
			for _, t := range recent {
				lines = append(lines, "- "+t.Title+" ("+tb.dueText(*t.CompletedAt, false)+")")
			}
		} else {
			lines = append(lines, fmt.Sprintf("Nothing was completed in the last %d days.", recentDays))
		}
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
}

func (tb *ToolBox) addMilestone(ctx context.Context, inv Invocation, a AddMilestoneArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		m := store.Milestone{ProjectID: p.ID, Title: strings.TrimSpace(a.Title)}
		if m.Title == "" {
			return Result{}, failf("A milestone needs a title.")
		}
		if strings.TrimSpace(a.Due) != "" {
			w, err := tb.parseWhen(a.Due)
			if err != nil {
				return Result{}, err
			}
			m.Due = &w.at
		}
		if m, err = tx.Projects().InsertMilestone(m); err != nil {
			return Result{}, err
		}
		rec.Add(undo.DeleteMilestone(m.ID))
		s := "Added the milestone " + quote(m.Title) + " to " + p.Name
		due := ""
		if m.Due != nil {
			s += ", on " + tb.dueText(*m.Due, false)
			due = m.Due.Format(time.RFC3339)
		}
		return Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(m.ID),
			Outputs: map[string]string{"title": m.Title, "project": p.Name, "due": due}}, nil
	})
}

func (tb *ToolBox) listMilestones(ctx context.Context, inv Invocation, a ProjectRef) (Result, error) {
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return Result{}, err
		}
		r := Result{OK: true, Ref: store.Ref(p.ID), Outputs: map[string]string{"project": p.Name}}
		if len(ms) == 0 {
			r.Summary = p.Name + " has no milestones."
			r.Detail = r.Summary
			return r, nil
		}
		r.Summary = fmt.Sprintf("%s has %d milestone(s)", p.Name, len(ms))
		lines := []string{r.Summary}
		for _, m := range ms {
			line := ""
			if m.Due != nil {
				line = tb.dueText(*m.Due, false)
			}
			if m.Done {
				line = strings.TrimPrefix(line+" · done", " · ")
			}
			lines = append(lines, fmt.Sprintf("- %s [id:%s] %s", m.Title, m.ID, line))
			r.Items = append(r.Items, Item{Kind: "milestone", ID: m.ID, Title: m.Title, Line: line, Done: m.Done})
		}
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
}
