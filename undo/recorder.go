package undo

import (
	"fmt"

	"pace/store"
)

// Recorder gathers the inverse steps of one tool call inside the call's
// write transaction and appends its JournalEntry in that same transaction,
// so the change and its journal entry commit (or roll back) together.
//
//	err := db.Write(ctx, func(tx *store.Tx) error {
//		rec := undo.NewRecorder(tx, group, "createTask")
//		t, err := tx.Tasks().Insert(task)
//		...
//		rec.Add(undo.DeleteTask(t.ID))
//		_, err = rec.Commit("Created “" + t.Title + "”")
//		return err
//	})
type Recorder struct {
	tx    *store.Tx
	group string
	tool  string
	steps []Step
}

// NewRecorder starts recording for tool in journal group (one per turn).
func NewRecorder(tx *store.Tx, group, tool string) *Recorder {
	return &Recorder{tx: tx, group: group, tool: tool}
}

// Add records inverse steps in the order their changes were made; undo
// applies them in reverse.
func (r *Recorder) Add(steps ...Step) { r.steps = append(r.steps, steps...) }

// Len is the number of steps recorded and not yet committed.
func (r *Recorder) Len() int { return len(r.steps) }

// Commit appends one JournalEntry holding the recorded steps with a
// one-line summary, and clears the recorder. With no steps it writes nothing
// and returns ok false. Errors: store.ErrInvalid (no group or tool), store errors.
func (r *Recorder) Commit(summary string) (e store.JournalEntry, ok bool, err error) {
	if len(r.steps) == 0 {
		return store.JournalEntry{}, false, nil
	}
	for i, s := range r.steps {
		if err := s.check(); err != nil {
			return store.JournalEntry{}, false, fmt.Errorf("journal %s step %d: %w", r.tool, i, err)
		}
	}
	inv, err := Encode(r.steps)
	if err != nil {
		return store.JournalEntry{}, false, err
	}
	e, err = r.tx.Journal().Append(store.JournalEntry{GroupID: r.group, Tool: r.tool, Summary: summary, Inverse: inv})
	if err != nil {
		return store.JournalEntry{}, false, fmt.Errorf("journal %s: %w", r.tool, err)
	}
	r.steps = nil
	return e, true, nil
}
