// Package undo is Pace's action journal in data: the inverse steps a
// mutating tool records beside its change (Recorder), and the Engine that
// takes a turn, a single tool call, or a plan step's writes back.
//
// An inverse is a list of Steps encoded as JSON into
// store.JournalEntry.Inverse. Steps carry full snapshots, so undo needs
// nothing but the store: it never depends on a model.
package undo

import (
	"encoding/json"
	"fmt"

	"pace/store"
)

// Step operations. Each names what undoing does, not what the tool did.
const (
	// OpDeleteTask deletes a task the tool created (ID). Already gone counts as done.
	OpDeleteTask = "deleteTask"
	// OpInsertTask re-inserts a task the tool deleted (Task snapshot,
	// same id, dependencies on tasks that still exist).
	OpInsertTask = "insertTask"
	// OpRestoreTask puts a task back to its snapshot (Task) taken before an
	// update; the task must still exist.
	OpRestoreTask = "restoreTask"
	// OpAddDependency puts back the edge "ID is blocked by Other".
	OpAddDependency = "addDependency"
	// OpRemoveDependency removes the edge "ID is blocked by Other".
	OpRemoveDependency = "removeDependency"
	// OpDeleteProject deletes a project the tool created (ID); refused when
	// tasks were filed in it since.
	OpDeleteProject = "deleteProject"
	// OpRestoreProject puts a project back to its snapshot (Project).
	OpRestoreProject = "restoreProject"
	// OpDeleteMilestone deletes a milestone the tool created (ID).
	OpDeleteMilestone = "deleteMilestone"
	// OpDeleteNote deletes a note the tool created (ID).
	OpDeleteNote = "deleteNote"
	// OpRestoreNote puts a note back to its snapshot (Note).
	OpRestoreNote = "restoreNote"
	// OpInsertNote re-inserts a note the tool deleted (Note snapshot, same
	// id and stamps; Import holds its import hashes); refused when an item
	// with that id exists.
	OpInsertNote = "insertNote"
	// OpUnappendNote takes Text off the end of note ID's body (restoring
	// the body before an append); refused when the body no longer ends with it.
	OpUnappendNote = "unappendNote"
	// OpDeleteLink deletes a link the tool created (ID).
	OpDeleteLink = "deleteLink"
	// OpInsertLink re-inserts a deleted link (Link snapshot).
	OpInsertLink = "insertLink"
	// OpUnexport forgets reminder export ID and queues its VTODO (href in
	// Text) for deletion on the CalDAV server at the next flush.
	OpUnexport = "unexport"
)

// Step is one inverse operation. Only the fields its Op needs are set.
type Step struct {
	Op string `json:"op"`
	// ID is the item acted on (task, project, milestone, note or link id).
	ID string `json:"id,omitempty"`
	// Other is the second task of a dependency edge (the blocker).
	Other     string           `json:"other,omitempty"`
	Task      *store.Task      `json:"task,omitempty"`
	Project   *store.Project   `json:"project,omitempty"`
	Note      *store.Note      `json:"note,omitempty"`
	Link      *store.Link      `json:"link,omitempty"`
	Milestone *store.Milestone `json:"milestone,omitempty"`
	// Text is the appended text OpUnappendNote removes.
	Text string `json:"text,omitempty"`
	// Import is a deleted note's SourceHash and ImportHash, which
	// store.Note keeps out of JSON (OpInsertNote).
	Import []string `json:"import,omitempty"`
}

// DeleteTask undoes the creation of task id.
func DeleteTask(id string) Step { return Step{Op: OpDeleteTask, ID: id} }

// InsertTask undoes the deletion of t (a snapshot read before deleting).
func InsertTask(t store.Task) Step { return Step{Op: OpInsertTask, ID: t.ID, Task: &t} }

// RestoreTask undoes an update of the task whose earlier state is before.
func RestoreTask(before store.Task) Step {
	return Step{Op: OpRestoreTask, ID: before.ID, Task: &before}
}

// AddDependency undoes the removal of "task is blocked by blocker".
func AddDependency(task, blocker string) Step {
	return Step{Op: OpAddDependency, ID: task, Other: blocker}
}

// RemoveDependency undoes the addition of "task is blocked by blocker".
func RemoveDependency(task, blocker string) Step {
	return Step{Op: OpRemoveDependency, ID: task, Other: blocker}
}

// DeleteProject undoes the creation of project id.
func DeleteProject(id string) Step { return Step{Op: OpDeleteProject, ID: id} }

// RestoreProject undoes an update of the project whose earlier state is before.
func RestoreProject(before store.Project) Step {
	return Step{Op: OpRestoreProject, ID: before.ID, Project: &before}
}

// DeleteMilestone undoes the creation of milestone id.
func DeleteMilestone(id string) Step { return Step{Op: OpDeleteMilestone, ID: id} }

// DeleteNote undoes the creation of note id.
func DeleteNote(id string) Step { return Step{Op: OpDeleteNote, ID: id} }

// RestoreNote undoes an update of the note whose earlier state is before.
func RestoreNote(before store.Note) Step {
	s := Step{Op: OpRestoreNote, ID: before.ID, Note: &before}
	if before.SourceHash != "" || before.ImportHash != "" {
		s.Import = []string{before.SourceHash, before.ImportHash}
	}
	return s
}

// InsertNote undoes the deletion of n (a snapshot read before deleting).
func InsertNote(n store.Note) Step {
	s := Step{Op: OpInsertNote, ID: n.ID, Note: &n}
	if n.SourceHash != "" || n.ImportHash != "" {
		s.Import = []string{n.SourceHash, n.ImportHash}
	}
	return s
}

// UnappendNote undoes appending text to note id.
func UnappendNote(id, text string) Step { return Step{Op: OpUnappendNote, ID: id, Text: text} }

// DeleteLink undoes the creation of link id.
func DeleteLink(id string) Step { return Step{Op: OpDeleteLink, ID: id} }

// InsertLink undoes the deletion of l.
func InsertLink(l store.Link) Step { return Step{Op: OpInsertLink, ID: l.ID, Link: &l} }

// Unexport undoes the export recorded as exportID, whose VTODO is at href.
func Unexport(exportID, href string) Step { return Step{Op: OpUnexport, ID: exportID, Text: href} }

// Encode marshals steps as the JSON array stored in JournalEntry.Inverse.
func Encode(steps []Step) (json.RawMessage, error) {
	if steps == nil {
		steps = []Step{}
	}
	b, err := json.Marshal(steps)
	if err != nil {
		return nil, fmt.Errorf("encode inverse: %w", err)
	}
	return b, nil
}

// Decode reads an encoded inverse and checks that every step is well formed
// (a known Op with the fields it needs).
func Decode(raw json.RawMessage) ([]Step, error) {
	var steps []Step
	if len(raw) == 0 {
		return nil, nil
	}
	if err := json.Unmarshal(raw, &steps); err != nil {
		return nil, fmt.Errorf("decode inverse: %w", err)
	}
	for i, s := range steps {
		if err := s.check(); err != nil {
			return nil, fmt.Errorf("decode inverse step %d: %w", i, err)
		}
	}
	return steps, nil
}

func (s Step) check() error {
	need := func(ok bool, what string) error {
		if !ok {
			return fmt.Errorf("%s step without %s", s.Op, what)
		}
		return nil
	}
	switch s.Op {
	case OpDeleteTask, OpDeleteProject, OpDeleteMilestone, OpDeleteNote, OpDeleteLink:
		return need(s.ID != "", "an id")
	case OpInsertTask, OpRestoreTask:
		return need(s.Task != nil && s.Task.ID != "", "a task snapshot")
	case OpAddDependency, OpRemoveDependency:
		return need(s.ID != "" && s.Other != "", "both tasks")
	case OpRestoreProject:
		return need(s.Project != nil && s.Project.ID != "", "a project snapshot")
	case OpRestoreNote:
		return need(s.Note != nil && s.Note.ID != "", "a note snapshot")
	case OpInsertNote:
		return need(s.Note != nil && s.Note.ID != "" && (s.Import == nil || len(s.Import) == 2), "a note snapshot")
	case OpUnappendNote:
		return need(s.ID != "", "a note id")
	case OpInsertLink:
		return need(s.Link != nil && s.Link.ID != "", "a link snapshot")
	case OpUnexport:
		return need(s.ID != "" && s.Text != "", "an export and its href")
	}
	if known, err := s.checkMore(); known {
		return err
	}
	return fmt.Errorf("unknown inverse step %q", s.Op)
}
