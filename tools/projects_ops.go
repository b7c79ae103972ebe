package tools

import (
	"context"
	"fmt"
	"strings"

	"pace/store"
	"pace/undo"
)

// ListProjectsArgs: listProjects.
type ListProjectsArgs struct {
	Archived bool `json:"archived,omitempty" jsonschema:"list the archived projects instead of the active ones"`
	// All lists the active and the archived projects, the archived marked.
	All bool `json:"all,omitempty" jsonschema:"list the active and the archived projects together (archived ones marked)"`
}

// RenameProjectArgs: renameProject.
type RenameProjectArgs struct {
	Project string `json:"project" jsonschema:"the project: id:<uuid>, $N, or its name"`
	Name    string `json:"name" jsonschema:"its new name"`
}

// DescribeProjectArgs: describeProject.
type DescribeProjectArgs struct {
	Project     string `json:"project" jsonschema:"the project: id:<uuid>, $N, or its name"`
	Description string `json:"description" jsonschema:"what the project is about; empty clears it"`
}

// DeleteProjectArgs: deleteProject.
type DeleteProjectArgs struct {
	Project   string `json:"project" jsonschema:"the project: id:<uuid>, $N, or its name"`
	KeepTasks bool   `json:"keepTasks,omitempty" jsonschema:"keep its tasks, unfiled, instead of deleting them with it"`
}

// projectItem is a project as a list row: "2 of 5 done · next milestone “beds dug” Fri 4 Dec".
func (tb *ToolBox) projectItem(tx *store.Tx, p store.Project) (Item, error) {
	ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID})
	if err != nil {
		return Item{}, err
	}
	done := 0
	for _, t := range ts {
		if t.Done {
			done++
		}
	}
	parts := []string{fmt.Sprintf("%d of %d done", done, len(ts))}
	if len(ts) == 0 {
		parts = []string{"no tasks yet"}
	}
	ms, err := tx.Projects().Milestones(p.ID)
	if err != nil {
		return Item{}, err
	}
	for _, m := range ms {
		if !m.Done {
			s := "next milestone " + quote(m.Title)
			if m.Due != nil {
				s += " " + tb.dueText(*m.Due, false)
			}
			parts = append(parts, s)
			break
		}
	}
	if p.ArchivedAt != nil {
		parts = append(parts, "archived")
	}
	return Item{Kind: store.KindProject, ID: p.ID, Title: p.Name, Line: strings.Join(parts, " · "), Done: p.Done}, nil
}

// listProjects lists the active projects (or the archived ones) with their
// progress: done of all tasks and the next open milestone.
func (tb *ToolBox) listProjects(ctx context.Context, inv Invocation, a ListProjectsArgs) (Result, error) {
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		all, err := tx.Projects().ListAll()
		if err != nil {
			return Result{}, err
		}
		r := Result{OK: true}
		lines := []string{""}
		var other []string // the archived ones (or the active ones), named when none is listed
		for _, p := range all {
			if !a.All && (p.ArchivedAt != nil) != a.Archived {
				other = append(other, quote(p.Name))
				continue
			}
			it, err := tb.projectItem(tx, p)
			if err != nil {
				return Result{}, err
			}
			if a.All && p.ArchivedAt != nil {
				it.Title += " (archived)"
			}
			r.Items = append(r.Items, it)
			lines = append(lines, "- "+it.Title+" — "+it.Line)
		}
		what := "project"
		if a.Archived && !a.All {
			what = "archived project"
		}
		switch len(r.Items) {
		case 0:
			r.Summary = "You have no " + what + "s."
			if !a.Archived && len(other) > 0 {
				r.Summary = fmt.Sprintf("You have no active projects; %d archived (%s) — “show archived projects” lists them.", len(other), strings.Join(other, ", "))
			}
		case 1:
			r.Summary = "You have 1 " + what
		default:
			r.Summary = fmt.Sprintf("You have %d %ss", len(r.Items), what)
		}
		lines[0] = r.Summary
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
}

// projectResult is the common OK result about one project.
func projectResult(p store.Project, summary string) Result {
	return Result{OK: true, Summary: summary, Detail: summary, Ref: store.Ref(p.ID),
		Outputs: map[string]string{"title": p.Name, "project": p.Name},
		Items:   []Item{{Kind: store.KindProject, ID: p.ID, Title: p.Name, Done: p.Done}}}
}

// describeProject sets (or, with an empty description, clears) what a
// project is about, journaled like a rename.
func (tb *ToolBox) describeProject(ctx context.Context, inv Invocation, a DescribeProjectArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		d := strings.TrimSpace(a.Description)
		if d == strings.TrimSpace(p.Notes) {
			return projectResult(p, "The project "+quote(p.Name)+" already reads that way; nothing changed."), nil
		}
		before := p
		p.Notes = d
		if p, err = tx.Projects().Update(p); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RestoreProject(before))
		if d == "" {
			return projectResult(p, "Cleared the description of "+quote(p.Name)), nil
		}
		return projectResult(p, "Described "+quote(p.Name)+" as "+quote(d)), nil
	})
}

// renameProject renames a project, refusing a name another project has.
func (tb *ToolBox) renameProject(ctx context.Context, inv Invocation, a RenameProjectArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		name := strings.TrimSpace(a.Name)
		if name == "" {
			return Result{}, failf("Give the new name for %s.", p.Name)
		}
		if name == p.Name {
			return projectResult(p, "The project is already called "+quote(name)+"; nothing changed."), nil
		}
		all, err := tx.Projects().ListAll()
		if err != nil {
			return Result{}, err
		}
		for _, o := range all {
			if o.ID != p.ID && strings.EqualFold(o.Name, name) {
				return Result{}, failf("Another project is already called %s.", quote(o.Name))
			}
		}
		before := p
		p.Name = name
		if p, err = tx.Projects().Update(p); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RestoreProject(before))
		return projectResult(p, "Renamed the project "+quote(before.Name)+" to "+quote(p.Name)), nil
	})
}

// archiveProject archives a project: it and its tasks leave Today, the
// Projects list, the agenda and task queries, and stay searchable.
func (tb *ToolBox) archiveProject(ctx context.Context, inv Invocation, a ProjectRef) (Result, error) {
	return tb.setArchive(ctx, inv, a.Project, true)
}

// restoreProject brings an archived project and its tasks back.
// With OrTask, only a project named exactly Project is restored; with none,
// a deleted task whose title holds Project's words comes back ("bring
// back the astro one"), and with none of those either OrTask becomes a
// new task ("bring the bins back").
func (tb *ToolBox) restoreProject(ctx context.Context, inv Invocation, a RestoreProjectArgs) (Result, error) {
	if t := strings.TrimSpace(a.OrTask); t != "" {
		named, deleted := false, false
		err := tb.db.Read(ctx, func(tx *store.Tx) error {
			named = projectNamed(tx, trimThe(a.Project)) || archivedByWords(tx, trimThe(a.Project))
			found, err := deletedMatching(tx, a.Project)
			deleted = err == nil && len(found) > 0
			return nil
		})
		if err != nil {
			return Result{}, err
		}
		switch {
		case !named && deleted:
			return tb.restoreTask(ctx, inv, TaskRef{Task: a.Project})
		case !named:
			return tb.createTask(ctx, inv, CreateTaskArgs{Title: t})
		}
	}
	return tb.setArchive(ctx, inv, a.Project, false)
}

// archivedByWords reports whether exactly one archived project's name
// holds every word of name, two words or more ("alps trip" for the archived "Alps Trip
// 2027"): "bring alps trip back" means it, not a new task.
func archivedByWords(tx *store.Tx, name string) bool {
	words := strings.Fields(strings.ToLower(name))
	if len(words) < 2 {
		return false // "bring home back" is no "Home office"
	}
	all, err := tx.Projects().ListAll()
	if err != nil {
		return false
	}
	n := 0
	for _, p := range all {
		if p.ArchivedAt == nil {
			continue
		}
		have := map[string]bool{}
		for _, w := range strings.Fields(strings.ToLower(p.Name)) {
			have[strings.Trim(w, ".,:;!?'\"()")] = true
		}
		hit := true
		for _, w := range words {
			if !have[w] {
				hit = false
				break
			}
		}
		if hit {
			n++
		}
	}
	return n == 1
}

// trimThe is a name without a leading "the " or "my ".
func trimThe(name string) string {
	name = strings.TrimSpace(name)
	for _, pre := range []string{"the ", "my "} {
		if len(name) > len(pre) && strings.EqualFold(name[:len(pre)], pre) {
			return strings.TrimSpace(name[len(pre):])
		}
	}
	return name
}

func (tb *ToolBox) setArchive(ctx context.Context, inv Invocation, ref string, archive bool) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		p, err := tb.project(tx, ref)
		if err != nil {
			return Result{}, err
		}
		if (p.ArchivedAt != nil) == archive {
			state := "active"
			if archive {
				state = "archived"
			}
			return projectResult(p, quote(p.Name)+" is already "+state+"; nothing changed."), nil
		}
		ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID, Status: "open"})
		if err != nil {
			return Result{}, err
		}
		before := p
		var s string
		if archive {
			p, err = tx.Projects().Archive(p.ID)
			s = "Archived the project " + quote(p.Name)
			if len(ts) > 0 {
				s += " and its " + countTasks(len(ts)) + " still open; they stay searchable, and “restore " + p.Name + "” brings them back"
			} else {
				s += "; it stays searchable, and “restore " + p.Name + "” brings it back"
			}
		} else {
			p, err = tx.Projects().Unarchive(p.ID)
			s = "Restored the project " + quote(p.Name)
			if len(ts) > 0 {
				s += " with its " + countTasks(len(ts)) + " still open"
			}
		}
		if err != nil {
			return Result{}, err
		}
		rec.Add(undo.SetArchived(before))
		r := projectResult(p, s)
		r.Outputs["archived"] = fmt.Sprint(archive)
		return r, nil
	})
}

// deleteProject deletes a project with its milestones and links, and its
// tasks unless KeepTasks (then they stay, unfiled). The journal entry holds
// every snapshot, so one undo brings back the project, its milestones, its
// tasks (filed and on their milestones again) and their links.
func (tb *ToolBox) deleteProject(ctx context.Context, inv Invocation, a DeleteProjectArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID})
		if err != nil {
			return Result{}, err
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return Result{}, err
		}
		// Recorded innermost first: undo runs backwards, so it re-inserts
		// the project, then its milestones, then the tasks, then edges.
		if err := tb.recordEdges(tx, rec, p.ID, ts, !a.KeepTasks); err != nil {
			return Result{}, err
		}
		for _, t := range ts {
			if a.KeepTasks {
				rec.Add(undo.RestoreTask(t))
			} else {
				rec.Add(undo.InsertTask(t))
			}
		}
		for _, m := range ms {
			rec.Add(undo.InsertMilestone(m))
		}
		rec.Add(undo.InsertProject(p))
		if !a.KeepTasks {
			for _, t := range ts {
				if err := tx.Tasks().Delete(t.ID); err != nil {
					return Result{}, err
				}
			}
		}
		if err := tx.Projects().Delete(p.ID); err != nil {
			return Result{}, err
		}
		s := "Deleted the project " + quote(p.Name)
		switch {
		case len(ts) == 0:
		case a.KeepTasks:
			s += "; its " + tasksStay(len(ts)) + ", in no project"
		default:
			s += " and its " + countTasks(len(ts))
		}
		r := Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(p.ID),
			Outputs: map[string]string{"title": p.Name, "project": p.Name, "tasks": fmt.Sprint(len(ts))}}
		for _, t := range ts {
			r.Items = append(r.Items, tb.taskItem(t))
		}
		return r, nil
	})
}

// recordEdges records the links of the project and, when its tasks go too,
// the links and dependency edges of each task, so undo puts them back after
// the items themselves.
func (tb *ToolBox) recordEdges(tx *store.Tx, rec *undo.Recorder, projectID string, ts []store.Task, tasksGo bool) error {
	ids := []string{projectID}
	if tasksGo {
		for _, t := range ts {
			ids = append(ids, t.ID)
			deps, err := tx.Tasks().Dependents(t.ID)
			if err != nil {
				return err
			}
			for _, d := range deps {
				rec.Add(undo.AddDependency(d, t.ID))
			}
			for _, b := range t.DependsOn {
				rec.Add(undo.AddDependency(t.ID, b))
			}
		}
	}
	seen := map[string]bool{}
	for _, id := range ids {
		ls, err := tx.Graph().Of(id)
		if err != nil {
			return err
		}
		for _, l := range ls {
			if !seen[l.ID] {
				seen[l.ID] = true
				rec.Add(undo.InsertLink(l))
			}
		}
	}
	return nil
}
