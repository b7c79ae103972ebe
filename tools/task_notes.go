package tools

import (
	"context"
	"encoding/json"
	"strings"

	"pace/store"
	"pace/undo"
)

// SetTaskNotesArgs: setTaskNotes. An empty Notes clears them.
type SetTaskNotesArgs struct {
	Task  string `json:"task" jsonschema:"the task"`
	Notes string `json:"notes" jsonschema:"the task's whole notes (several lines allowed); empty clears them"`
}

// setTaskNotes replaces a task's notes, or clears them: updateTask keeps
// notes it is given none for, so it cannot empty them. The inverse is the
// task as it was (undo.RestoreTask), journaled in the same transaction.
func (tb *ToolBox) setTaskNotes(ctx context.Context, inv Invocation, a SetTaskNotesArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		t, err := tb.task(tx, a.Task)
		if err != nil {
			return Result{}, err
		}
		notes := taskNotes(a.Notes)
		if notes == t.Notes {
			return tb.taskResult(t, "The notes of "+quote(t.Title)+" already read that way; nothing changed."), nil
		}
		if t, err = writeTaskNotes(tx, rec, t, notes); err != nil {
			return Result{}, err
		}
		if notes == "" {
			return tb.taskResult(t, "Cleared the notes of "+quote(t.Title)), nil
		}
		return tb.taskResult(t, "Updated the notes of "+quote(t.Title)), nil
	})
}

// writeTaskNotes stores notes as t's notes and journals t as it was
// (undo.RestoreTask); it returns the task as stored.
func writeTaskNotes(tx *store.Tx, rec *undo.Recorder, t store.Task, notes string) (store.Task, error) {
	before := t
	t.Notes = notes
	t, err := tx.Tasks().Update(t)
	if err != nil {
		return store.Task{}, err
	}
	rec.Add(undo.RestoreTask(before))
	return t, nil
}

// taskNotes is notes as they are stored: cleaned, without trailing blank
// lines or spaces (a form's last Enter is not part of them).
func taskNotes(s string) string {
	return strings.TrimRight(store.CleanBody(s), " \t\n")
}

// verifySetTaskNotes: the task's notes read as asked.
func verifySetTaskNotes(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
	var a SetTaskNotesArgs
	t, err := refTask(tx, raw, &a, res)
	if err != nil {
		return err
	}
	if t.Notes != taskNotes(a.Notes) {
		return unmet("the notes of %q were not set", t.Title)
	}
	return nil
}
