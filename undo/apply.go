package undo

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"pace/store"
)

// conflict is a step that cannot be applied to the store as it is now; its
// text is the plain-language reason.
type conflict string

func (c conflict) Error() string { return string(c) }

func conflictf(format string, a ...any) error { return conflict(fmt.Sprintf(format, a...)) }

// gone reports a lookup that found nothing; already gone counts as done.
func gone(err error) bool { return errors.Is(err, store.ErrNotFound) }

// apply runs one inverse step inside tx. A step that cannot apply returns a
// conflict; a store failure is returned as is.
func apply(tx *store.Tx, s Step) error {
	switch s.Op {
	case OpDeleteTask:
		if err := tx.Tasks().Delete(s.ID); err != nil && !gone(err) {
			return err
		}
		return nil
	case OpInsertTask:
		return insertTask(tx, *s.Task)
	case OpRestoreTask:
		return restoreTask(tx, *s.Task)
	case OpAddDependency, OpRemoveDependency:
		return setDependency(tx, s.ID, s.Other, s.Op == OpAddDependency)
	case OpDeleteProject:
		return deleteProject(tx, s.ID)
	case OpRestoreProject:
		if _, err := tx.Projects().Get(s.ID); gone(err) {
			return conflictf("the project “%s” was deleted since, so its earlier state cannot be restored", s.Project.Name)
		} else if err != nil {
			return err
		}
		_, err := tx.Projects().Update(*s.Project)
		return err
	case OpDeleteMilestone:
		if err := tx.Projects().DeleteMilestone(s.ID); err != nil && !gone(err) {
			return err
		}
		return nil
	case OpDeleteNote:
		if err := tx.Notes().Delete(s.ID); err != nil && !gone(err) {
			return err
		}
		return nil
	case OpRestoreNote:
		return restoreNote(tx, s)
	case OpInsertNote:
		return insertNote(tx, s)
	case OpUnappendNote:
		return unappendNote(tx, s.ID, s.Text)
	case OpDeleteLink:
		if err := tx.Graph().Delete(s.ID); err != nil && !gone(err) {
			return err
		}
		return nil
	case OpInsertLink:
		if _, _, err := tx.Graph().Insert(*s.Link); err != nil {
			if errors.Is(err, store.ErrInvalid) {
				return conflictf("the link cannot be restored: one of its ends was deleted since")
			}
			return err
		}
		return nil
	case OpUnexport:
		return tx.CalDAV().Unexport(s.ID, s.Text)
	}
	if known, err := applyMore(tx, s); known {
		return err
	}
	return conflictf("unknown inverse step “%s”", s.Op)
}

// insertTask re-creates a deleted task from its snapshot. Dependencies on
// tasks deleted since are dropped (the store would have removed those edges
// with the blocker anyway); a missing project or milestone is a conflict.
func insertTask(tx *store.Tx, t store.Task) error {
	if _, err := tx.Tasks().Get(t.ID); err == nil {
		return nil // already back
	} else if !gone(err) {
		return err
	}
	return writeTask(tx, t, tx.Tasks().Insert)
}

// restoreTask puts a task back to its snapshot; it must still exist.
func restoreTask(tx *store.Tx, t store.Task) error {
	if _, err := tx.Tasks().Get(t.ID); gone(err) {
		return conflictf("the task “%s” was deleted since, so its earlier state cannot be restored", t.Title)
	} else if err != nil {
		return err
	}
	return writeTask(tx, t, tx.Tasks().Update)
}

// writeTask writes a task snapshot back with write (Insert or Update) after
// checking its project and milestone still exist and dropping dependencies
// on tasks that are gone; a value the store refuses is a conflict.
func writeTask(tx *store.Tx, t store.Task, write func(store.Task) (store.Task, error)) error {
	if err := checkHome(tx, t); err != nil {
		return err
	}
	var err error
	if t.DependsOn, err = existing(tx, t.DependsOn); err != nil {
		return err
	}
	if _, err := write(t); err != nil {
		if errors.Is(err, store.ErrInvalid) {
			return conflictf("the task “%s” cannot be restored: %v", t.Title, err)
		}
		return err
	}
	return nil
}

func checkHome(tx *store.Tx, t store.Task) error {
	if t.ProjectID != "" {
		if _, err := tx.Projects().Get(t.ProjectID); gone(err) {
			name := t.ProjectName
			if name == "" {
				name = t.ProjectID
			}
			return conflictf("the task “%s” belonged to the project “%s”, which was deleted since", t.Title, name)
		} else if err != nil {
			return err
		}
	}
	if t.MilestoneID != "" {
		if _, err := tx.Projects().GetMilestone(t.MilestoneID); gone(err) {
			return conflictf("the task “%s” belonged to a milestone that was deleted since", t.Title)
		} else if err != nil {
			return err
		}
	}
	return nil
}

// existing keeps the task ids that still exist.
func existing(tx *store.Tx, ids []string) ([]string, error) {
	out := []string{}
	for _, id := range ids {
		if _, err := tx.Tasks().Get(id); err == nil {
			out = append(out, id)
		} else if !gone(err) {
			return nil, err
		}
	}
	return out, nil
}

// setDependency adds or removes the edge "task is blocked by blocker". A task
// deleted since takes its edges with it, so that counts as done.
func setDependency(tx *store.Tx, task, blocker string, add bool) error {
	t, err := tx.Tasks().Get(task)
	if gone(err) {
		return nil
	} else if err != nil {
		return err
	}
	has := slices.Contains(t.DependsOn, blocker)
	switch {
	case add && !has:
		if _, err := tx.Tasks().Get(blocker); gone(err) {
			return nil
		} else if err != nil {
			return err
		}
		t.DependsOn = append(t.DependsOn, blocker)
	case !add && has:
		t.DependsOn = slices.DeleteFunc(t.DependsOn, func(d string) bool { return d == blocker })
	default:
		return nil
	}
	if _, err := tx.Tasks().Update(t); err != nil {
		if errors.Is(err, store.ErrInvalid) {
			return conflictf("the dependency of “%s” cannot be restored: %v", t.Title, err)
		}
		return err
	}
	return nil
}

// deleteProject removes a project the tool created, unless tasks were filed
// in it since: deleting it would silently unfile them.
func deleteProject(tx *store.Tx, id string) error {
	p, err := tx.Projects().Get(id)
	if gone(err) {
		return nil
	} else if err != nil {
		return err
	}
	ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: id})
	if err != nil {
		return err
	}
	if len(ts) > 0 {
		return conflictf("the project “%s” now holds %d task(s) added later; move or delete them first", p.Name, len(ts))
	}
	return tx.Projects().Delete(id)
}

// restoreNote puts a note back to its snapshot, with the import hashes
// it had (so the file it came from reads as imported again, not changed).
func restoreNote(tx *store.Tx, s Step) error {
	n := *s.Note
	if _, err := tx.Notes().Get(n.ID); gone(err) {
		return conflictf("the note “%s” was deleted since, so its earlier text cannot be restored", n.Title)
	} else if err != nil {
		return err
	}
	if _, err := tx.Notes().Update(n); err != nil {
		return err
	}
	if len(s.Import) == 2 {
		return tx.Notes().SetImportHashes(n.ID, s.Import[0], s.Import[1])
	}
	return nil
}

// insertNote puts a deleted note back with its id, stamps and import
// hashes. An item already holding that id (an import or a restore from a
// backup since) is not overwritten: that is a conflict.
func insertNote(tx *store.Tx, s Step) error {
	n := *s.Note
	if len(s.Import) == 2 {
		n.SourceHash, n.ImportHash = s.Import[0], s.Import[1]
	}
	if cur, err := tx.Notes().Get(n.ID); err == nil {
		return conflictf("the note “%s” cannot be restored: a note with its id exists (“%s”)", n.Title, cur.Title)
	} else if !gone(err) {
		return err
	}
	if _, err := tx.Notes().Restore(n); err != nil {
		if errors.Is(err, store.ErrInvalid) {
			return conflictf("the note “%s” cannot be restored: %v", n.Title, err)
		}
		return err
	}
	return nil
}

// unappendNote removes text from the end of the note's body. If the body no
// longer ends with it, the note was edited since and the append cannot be
// taken back without losing that edit.
func unappendNote(tx *store.Tx, id, text string) error {
	n, err := tx.Notes().Get(id)
	if gone(err) {
		return conflictf("the note was deleted since, so the added text cannot be taken back")
	} else if err != nil {
		return err
	}
	body, ok := strings.CutSuffix(n.Body, text)
	if !ok {
		return conflictf("the note “%s” was edited since and no longer ends with the added text", n.Title)
	}
	n.Body = body
	_, err = tx.Notes().Update(n)
	return err
}
