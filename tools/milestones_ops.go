package tools

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"pace/store"
	"pace/undo"
)

// MilestoneRef: completeMilestone, reopenMilestone, deleteMilestone.
type MilestoneRef struct {
	Milestone string `json:"milestone" jsonschema:"the milestone: id:<uuid> or its title"`
	Project   string `json:"project,omitempty" jsonschema:"its project, when the title alone is ambiguous"`
}

// UpdateMilestoneArgs: updateMilestone; empty fields stay.
type UpdateMilestoneArgs struct {
	Milestone string `json:"milestone" jsonschema:"the milestone: id:<uuid> or its title"`
	Project   string `json:"project,omitempty" jsonschema:"its project, when the title alone is ambiguous"`
	Title     string `json:"title,omitempty" jsonschema:"new title"`
	Due       string `json:"due,omitempty" jsonschema:"new date: a date phrase or RFC 3339, or 'none' to remove it"`
	// OrCreate serves "move the Garden deadline to May": a project with no
	// such milestone yet gets it, on that date.
	OrCreate bool `json:"orCreate,omitempty" jsonschema:"when the project has no milestone of this title, add it with the new date (needs project and due)"`
}

// milestoneHit is a milestone with its project.
type milestoneHit struct {
	m store.Milestone
	p store.Project
}

// milestone resolves a milestone reference: id:<uuid>, else a title equal
// to ref (case-insensitive), else titles holding every content word of ref,
// in the named project or across every project (archived ones included).
// Nothing found or several equally good matches fail with the candidates.
func (tb *ToolBox) milestone(tx *store.Tx, ref, project string) (milestoneHit, error) {
	ref = strings.TrimSpace(ref)
	if id, ok := strings.CutPrefix(ref, store.IDPrefix); ok {
		m, err := tx.Projects().GetMilestone(id)
		if err != nil {
			return milestoneHit{}, lookupFailure("milestone", ref, err)
		}
		p, err := tx.Projects().Get(m.ProjectID)
		return milestoneHit{m, p}, err
	}
	var ps []store.Project
	if strings.TrimSpace(project) != "" {
		p, err := tb.project(tx, project)
		if err != nil {
			return milestoneHit{}, err
		}
		ps = []store.Project{p}
	} else {
		var err error
		if ps, err = tx.Projects().ListAll(); err != nil {
			return milestoneHit{}, err
		}
	}
	words := store.ContentWords(ref)
	var exact, loose, all []milestoneHit
	for _, p := range ps {
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return milestoneHit{}, err
		}
		for _, m := range ms {
			all = append(all, milestoneHit{m, p})
			switch {
			case strings.EqualFold(strings.TrimSpace(m.Title), ref):
				exact = append(exact, milestoneHit{m, p})
			case len(words) > 0 && containsWords(m.Title, words):
				loose = append(loose, milestoneHit{m, p})
			case len(words) > 1 && containsWords(m.Title+" "+p.Name+" "+p.Notes, words) && sharesWord(m.Title, words):
				// "final numbers for the stag": the milestone's own words
				// and its project's ("final numbers confirmed" of Stag Do;
				// "first fix at daves" of a project described "for Dave")
				loose = append(loose, milestoneHit{m, p})
			}
		}
	}
	hits := exact
	if len(hits) == 0 {
		hits = loose
	}
	if len(hits) == 0 {
		// "script aproved": every word within a typo
		for _, h := range all {
			if store.TypoWords(ref, h.m.Title) {
				hits = append(hits, h)
			}
		}
	}
	switch len(hits) {
	case 0:
		return milestoneHit{}, lookupFailure("milestone", ref, store.ErrNotFound)
	case 1:
		return hits[0], nil
	}
	amb := &store.AmbiguousError{Ref: ref}
	for _, h := range hits {
		amb.Candidates = append(amb.Candidates, store.Candidate{Kind: "milestone", ID: h.m.ID, Title: h.m.Title + " (" + h.p.Name + ")", Done: h.m.Done})
	}
	return milestoneHit{}, lookupFailure("milestone", ref, amb)
}

// changedMilestone is milestone for a change asked of one (move, tick,
// reopen, rename, delete): a reference that names no milestone but a
// project ("change the henderson milestone to the 16th jan") is that
// project's one milestone, or its one open one when it has several.
func (tb *ToolBox) changedMilestone(tx *store.Tx, ref, project string) (milestoneHit, error) {
	h, err := tb.milestone(tx, ref, project)
	var ue *userError
	if err == nil || !errors.As(err, &ue) || len(ue.res.Candidates) > 0 || strings.TrimSpace(project) != "" || strings.HasPrefix(strings.TrimSpace(ref), store.IDPrefix) {
		return h, err // found, several found, or a store error
	}
	words := store.ContentWords(ref)
	ps, perr := tx.Projects().ListAll()
	if perr != nil || len(words) == 0 {
		return h, err
	}
	var named []milestoneHit
	for _, p := range ps {
		if !containsWords(p.Name, words) {
			continue
		}
		ms, merr := tx.Projects().Milestones(p.ID)
		if merr != nil {
			return milestoneHit{}, merr
		}
		var open []store.Milestone
		for _, m := range ms {
			if !m.Done {
				open = append(open, m)
			}
		}
		switch {
		case len(ms) == 1:
			named = append(named, milestoneHit{ms[0], p})
		case len(open) == 1:
			named = append(named, milestoneHit{open[0], p})
		}
	}
	if len(named) != 1 {
		return h, err
	}
	return named[0], nil
}

// containsWords reports whether every stemmed content word of want is in title.
// sharesWord reports whether title holds one of words (stems, as
// store.ContentWords gives them).
func sharesWord(title string, words []string) bool {
	for _, w := range store.ContentWords(title) {
		if slices.Contains(words, w) {
			return true
		}
	}
	return false
}

func containsWords(title string, want []string) bool {
	have := map[string]bool{}
	for _, w := range store.ContentWords(title) {
		have[w] = true
	}
	for _, w := range want {
		if !have[w] {
			return false
		}
	}
	return true
}

// KindMilestone is Outputs["kind"] of a result whose Ref is a milestone.
const KindMilestone = "milestone"

func milestoneResult(h milestoneHit, summary string) Result {
	due := ""
	if h.m.Due != nil {
		due = h.m.Due.Format(time.RFC3339)
	}
	return Result{OK: true, Summary: summary, Detail: summary, Ref: store.Ref(h.m.ID),
		Outputs: map[string]string{"title": h.m.Title, "project": h.p.Name, "due": due, "done": boolText(h.m.Done), "kind": KindMilestone}}
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// completeMilestone marks a milestone reached.
func (tb *ToolBox) completeMilestone(ctx context.Context, inv Invocation, a MilestoneRef) (Result, error) {
	return tb.editMilestone(ctx, inv, a.Milestone, a.Project, func(h *milestoneHit) (string, error) {
		if h.m.Done {
			return "", unchanged("The milestone " + quote(h.m.Title) + " is already done; nothing changed.")
		}
		h.m.Done = true
		return "Marked the milestone " + quote(h.m.Title) + " of " + h.p.Name + " done", nil
	})
}

// reopenMilestone marks a reached milestone as not reached again.
func (tb *ToolBox) reopenMilestone(ctx context.Context, inv Invocation, a MilestoneRef) (Result, error) {
	return tb.editMilestone(ctx, inv, a.Milestone, a.Project, func(h *milestoneHit) (string, error) {
		if !h.m.Done {
			return "", unchanged("The milestone " + quote(h.m.Title) + " is not done; nothing changed.")
		}
		h.m.Done = false
		return "Marked the milestone " + quote(h.m.Title) + " of " + h.p.Name + " not done", nil
	})
}

// updateMilestone renames a milestone or moves its date.
func (tb *ToolBox) updateMilestone(ctx context.Context, inv Invocation, a UpdateMilestoneArgs) (Result, error) {
	if a.OrCreate && strings.TrimSpace(a.Project) != "" && strings.TrimSpace(a.Due) != "" && strings.TrimSpace(a.Title) == "" {
		missing := false
		if _, err := tb.read(ctx, func(tx *store.Tx) (Result, error) {
			p, err := tb.project(tx, a.Project)
			if err != nil {
				return Result{}, nil // addMilestone says the project is unknown
			}
			ms, err := tx.Projects().Milestones(p.ID)
			if err != nil {
				return Result{}, err
			}
			missing = true
			words := store.ContentWords(a.Milestone)
			for _, m := range ms {
				if strings.EqualFold(strings.TrimSpace(m.Title), strings.TrimSpace(a.Milestone)) || len(words) > 0 && containsWords(m.Title, words) {
					missing = false
				}
			}
			return Result{}, nil
		}); err != nil {
			return Result{}, err
		}
		if missing {
			return tb.addMilestone(ctx, inv, AddMilestoneArgs{Project: a.Project, Title: a.Milestone, Due: a.Due})
		}
	}
	return tb.editMilestone(ctx, inv, a.Milestone, a.Project, func(h *milestoneHit) (string, error) {
		title, due := strings.TrimSpace(a.Title), strings.TrimSpace(a.Due)
		if title == "" && due == "" {
			return "", failf("Say the new title or date of the milestone %s.", quote(h.m.Title))
		}
		var changes []string
		was := h.m.Title
		if title != "" && title != h.m.Title {
			changes = append(changes, "renamed to "+quote(title))
			h.m.Title = title
		}
		switch {
		case due == "":
		case strings.EqualFold(due, "none"):
			if h.m.Due != nil {
				h.m.Due = nil
				changes = append(changes, "no date any more")
			}
		default:
			w, err := tb.parseWhen(due)
			if err != nil {
				return "", err
			}
			at := startOfDay(w.at.In(tb.opt.Location))
			if h.m.Due == nil || !h.m.Due.Equal(at) {
				h.m.Due = &at
				changes = append(changes, "moved to "+tb.dueText(at, false))
			}
		}
		if len(changes) == 0 {
			return "", unchanged("The milestone " + quote(h.m.Title) + " already reads that way; nothing changed.")
		}
		return "Milestone " + quote(was) + " of " + h.p.Name + " " + strings.Join(changes, ", "), nil
	})
}

// editMilestone resolves a milestone, lets edit change a copy, writes it and
// journals the snapshot from before.
func (tb *ToolBox) editMilestone(ctx context.Context, inv Invocation, ref, project string, edit func(h *milestoneHit) (string, error)) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		h, err := tb.changedMilestone(tx, ref, project)
		if err != nil {
			return Result{}, err
		}
		before := h.m
		s, err := edit(&h)
		if u, ok := err.(unchanged); ok {
			return milestoneResult(h, string(u)), nil
		}
		if err != nil {
			return Result{}, err
		}
		if err := tx.Projects().UpdateMilestone(h.m); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RestoreMilestone(before))
		return milestoneResult(h, s), nil
	})
}

// deleteMilestone deletes a milestone; its tasks stay in the project. Undo
// puts the milestone back and its tasks on it again.
func (tb *ToolBox) deleteMilestone(ctx context.Context, inv Invocation, a MilestoneRef) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		h, err := tb.changedMilestone(tx, a.Milestone, a.Project)
		if err != nil {
			return Result{}, err
		}
		ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: h.p.ID})
		if err != nil {
			return Result{}, err
		}
		n := 0
		for _, t := range ts {
			if t.MilestoneID == h.m.ID {
				rec.Add(undo.RestoreTask(t)) // runs after the milestone is back
				n++
			}
		}
		rec.Add(undo.InsertMilestone(h.m))
		if err := tx.Projects().DeleteMilestone(h.m.ID); err != nil {
			return Result{}, err
		}
		s := "Deleted the milestone " + quote(h.m.Title) + " of " + h.p.Name
		if n > 0 {
			s += "; its " + tasksStay(n) + " in the project"
		}
		return milestoneResult(h, s), nil
	})
}
