package undo

import (
	"errors"

	"pace/store"
)

// Step operations of the project and milestone tools (projects_ops,
// milestones_ops); they are checked by checkMore and applied by applyMore.
const (
	// OpInsertProject re-inserts a project the tool deleted (Project
	// snapshot, same id, archive state included). Already back counts as done.
	OpInsertProject = "insertProject"
	// OpSetArchived puts project ID's archive state back to the snapshot's
	// ArchivedAt (nil: active).
	OpSetArchived = "setArchived"
	// OpInsertMilestone re-inserts a milestone the tool deleted (Milestone
	// snapshot); its project must exist.
	OpInsertMilestone = "insertMilestone"
	// OpRestoreMilestone puts a milestone back to its snapshot (title, due,
	// done) taken before an update; the milestone must still exist.
	OpRestoreMilestone = "restoreMilestone"
)

// InsertProject undoes the deletion of p (a snapshot read before deleting).
func InsertProject(p store.Project) Step { return Step{Op: OpInsertProject, ID: p.ID, Project: &p} }

// SetArchived undoes archiving or restoring the project whose earlier state
// is before.
func SetArchived(before store.Project) Step {
	return Step{Op: OpSetArchived, ID: before.ID, Project: &before}
}

// InsertMilestone undoes the deletion of m.
func InsertMilestone(m store.Milestone) Step {
	return Step{Op: OpInsertMilestone, ID: m.ID, Milestone: &m}
}

// RestoreMilestone undoes an update of the milestone whose earlier state is before.
func RestoreMilestone(before store.Milestone) Step {
	return Step{Op: OpRestoreMilestone, ID: before.ID, Milestone: &before}
}

// checkMore checks the steps of this file; known is false for other ops.
func (s Step) checkMore() (known bool, err error) {
	need := func(ok bool, what string) (bool, error) {
		if !ok {
			return true, errors.New(s.Op + " step without " + what)
		}
		return true, nil
	}
	switch s.Op {
	case OpInsertProject, OpSetArchived:
		return need(s.Project != nil && s.Project.ID != "", "a project snapshot")
	case OpInsertMilestone, OpRestoreMilestone:
		return need(s.Milestone != nil && s.Milestone.ID != "" && s.Milestone.ProjectID != "", "a milestone snapshot")
	}
	return false, nil
}

// applyMore applies the steps of this file; known is false for other ops.
func applyMore(tx *store.Tx, s Step) (known bool, err error) {
	switch s.Op {
	case OpInsertProject:
		return true, insertProject(tx, *s.Project)
	case OpSetArchived:
		if _, err := tx.Projects().SetArchived(s.ID, s.Project.ArchivedAt); gone(err) {
			return true, conflictf("the project “%s” was deleted since", s.Project.Name)
		} else if err != nil {
			return true, err
		}
		return true, nil
	case OpInsertMilestone:
		return true, insertMilestone(tx, *s.Milestone)
	case OpRestoreMilestone:
		if _, err := tx.Projects().GetMilestone(s.ID); gone(err) {
			return true, conflictf("the milestone “%s” was deleted since, so its earlier state cannot be restored", s.Milestone.Title)
		} else if err != nil {
			return true, err
		}
		return true, tx.Projects().UpdateMilestone(*s.Milestone)
	}
	return false, nil
}

func insertProject(tx *store.Tx, p store.Project) error {
	if _, err := tx.Projects().Get(p.ID); err == nil {
		return nil // already back
	} else if !gone(err) {
		return err
	}
	if _, err := tx.Projects().Insert(p); err != nil {
		if errors.Is(err, store.ErrInvalid) {
			return conflictf("the project “%s” cannot be restored: %v", p.Name, err)
		}
		return err
	}
	return nil
}

func insertMilestone(tx *store.Tx, m store.Milestone) error {
	if _, err := tx.Projects().GetMilestone(m.ID); err == nil {
		return nil
	} else if !gone(err) {
		return err
	}
	if _, err := tx.Projects().InsertMilestone(m); err != nil {
		if errors.Is(err, store.ErrInvalid) {
			return conflictf("the milestone “%s” cannot be restored: its project was deleted since", m.Title)
		}
		return err
	}
	return nil
}
