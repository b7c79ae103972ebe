package undo

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"pace/store"
)

// ErrNothingToUndo: the journal holds no entry that is not undone yet.
var ErrNothingToUndo = errors.New("nothing to undo")

// ConflictError says why a journal entry cannot be taken back; when it is
// returned nothing was changed.
type ConflictError struct {
	// Entry is the journal entry whose inverse could not apply.
	Entry store.JournalEntry
	// Reason is a plain-language sentence ("the task “Call the bank” was
	// deleted since, so its earlier state cannot be restored").
	Reason string
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("cannot undo %q: %s", e.Entry.Summary, e.Reason)
}

// Report describes what an undo reverted.
type Report struct {
	// Group is the journal group the entries belonged to (the last one's).
	Group string `json:"group"`
	// Entries are the reverted entries, newest first (the order they were undone).
	Entries []store.JournalEntry `json:"entries"`
}

// Summaries lists the reverted entries' one-line summaries, newest first.
func (r Report) Summaries() []string {
	out := make([]string, len(r.Entries))
	for i, e := range r.Entries {
		out[i] = e.Summary
	}
	return out
}

// Engine applies journal inverses. It is safe for concurrent use (each call
// is one store transaction).
type Engine struct{ db *store.DB }

// NewEngine returns an engine over db's journal.
func NewEngine(db *store.DB) *Engine { return &Engine{db: db} }

// UndoLastTurn reverts every entry, not yet undone, of the newest journal
// group (one turn). All or nothing: the inverses apply in one transaction,
// newest first; if any cannot apply, nothing changes and a *ConflictError
// says why. Errors: ErrNothingToUndo, *ConflictError, store errors.
func (e *Engine) UndoLastTurn(ctx context.Context) (Report, error) {
	var rep Report
	err := e.db.Write(ctx, func(tx *store.Tx) error {
		g, err := tx.Journal().LastGroup()
		if errors.Is(err, store.ErrNotFound) {
			return ErrNothingToUndo
		} else if err != nil {
			return err
		}
		es, err := tx.Journal().Group(g)
		if err != nil {
			return err
		}
		rep, err = revert(tx, es)
		return err
	})
	return rep, err
}

// UndoGroup reverts every entry, not yet undone, of journal group g (one
// turn), all or nothing, in one transaction. Errors: ErrNothingToUndo when
// none is left, *ConflictError, store errors.
func (e *Engine) UndoGroup(ctx context.Context, g string) (Report, error) {
	var rep Report
	err := e.db.Write(ctx, func(tx *store.Tx) error {
		es, err := tx.Journal().Group(g)
		if err != nil {
			return err
		}
		if len(es) == 0 {
			return ErrNothingToUndo
		}
		rep, err = revert(tx, es)
		return err
	})
	return rep, err
}

// UndoLastStep reverts only the newest entry not yet undone (one tool call).
// Errors: ErrNothingToUndo, *ConflictError, store errors.
func (e *Engine) UndoLastStep(ctx context.Context) (Report, error) {
	var rep Report
	err := e.db.Write(ctx, func(tx *store.Tx) error {
		last, err := tx.Journal().Last()
		if errors.Is(err, store.ErrNotFound) {
			return ErrNothingToUndo
		} else if err != nil {
			return err
		}
		rep, err = revert(tx, []store.JournalEntry{last})
		return err
	})
	return rep, err
}

// UndoEntries reverts the entries with the given ids (a plan step's
// writes), newest first, all or nothing. Entries already undone are
// skipped; if none is left, ErrNothingToUndo. An id not in the journal is
// reported as store.ErrNotFound. Errors: *ConflictError, store errors.
func (e *Engine) UndoEntries(ctx context.Context, ids []string) (Report, error) {
	var rep Report
	err := e.db.Write(ctx, func(tx *store.Tx) error {
		es, err := find(tx, ids)
		if err != nil {
			return err
		}
		es = slices.DeleteFunc(es, func(x store.JournalEntry) bool { return x.UndoneAt != nil })
		if len(es) == 0 {
			return ErrNothingToUndo
		}
		rep, err = revert(tx, es)
		return err
	})
	return rep, err
}

// find looks entries up by id, oldest first.
func find(tx *store.Tx, ids []string) ([]store.JournalEntry, error) {
	return tx.Journal().Entries(ids)
}

// revert applies the inverses of es (oldest first as given) newest first,
// then marks them undone. Every inverse is decoded and checked before any
// applies; each step checks its precondition against the state the steps
// before it left, and the first that fails returns a *ConflictError, which
// rolls the whole transaction back.
func revert(tx *store.Tx, es []store.JournalEntry) (Report, error) {
	if len(es) == 0 {
		return Report{}, ErrNothingToUndo
	}
	steps := make([][]Step, len(es))
	for i, x := range es {
		s, err := Decode(x.Inverse)
		if err != nil {
			return Report{}, &ConflictError{Entry: x, Reason: "its journal record is damaged (" + err.Error() + ")"}
		}
		steps[i] = s
	}
	if err := dependents(tx, es, steps); err != nil {
		return Report{}, err
	}
	rep := Report{Group: es[len(es)-1].GroupID}
	ids := make([]string, 0, len(es))
	for i := len(es) - 1; i >= 0; i-- {
		for j := len(steps[i]) - 1; j >= 0; j-- {
			if err := apply(tx, steps[i][j]); err != nil {
				var c conflict
				if errors.As(err, &c) {
					return Report{}, &ConflictError{Entry: es[i], Reason: string(c)}
				}
				return Report{}, fmt.Errorf("undo %q step %d: %w", es[i].Summary, j, err)
			}
		}
		rep.Entries = append(rep.Entries, es[i])
		ids = append(ids, es[i].ID)
	}
	if err := tx.Journal().MarkUndone(ids...); err != nil {
		return Report{}, fmt.Errorf("mark undone: %w", err)
	}
	return rep, nil
}

// dependents refuses to revert es (with their decoded steps) when a later
// entry, not undone and not among es, touches one of the same items:
// undoing the older change first would strand the later one's undo (a task
// created, then completed: deleting it leaves the completion nothing to
// restore). It returns a *ConflictError naming the item.
func dependents(tx *store.Tx, es []store.JournalEntry, steps [][]Step) error {
	touched := map[string]int{} // item id -> index in es
	in := make(map[string]bool, len(es))
	var first int64 = -1
	for i, x := range es {
		in[x.ID] = true
		if first < 0 || x.Seq < first {
			first = x.Seq
		}
		for _, st := range steps[i] {
			for _, id := range []string{st.ID, st.Other} {
				if _, ok := touched[id]; id != "" && !ok {
					touched[id] = i
				}
			}
		}
	}
	later, err := tx.Journal().After(first)
	if err != nil {
		return fmt.Errorf("later journal entries: %w", err)
	}
	for _, l := range later {
		if in[l.ID] {
			continue
		}
		ls, err := Decode(l.Inverse)
		if err != nil {
			continue // a damaged later record is reported when it is undone
		}
		for _, st := range ls {
			for _, id := range []string{st.ID, st.Other} {
				i, ok := touched[id]
				if id == "" || !ok || es[i].Seq >= l.Seq {
					continue
				}
				return &ConflictError{Entry: es[i],
					Reason: "a later change to " + itemName(tx, st, id, l) + " depends on this; undo that first"}
			}
		}
	}
	return nil
}

// itemName names item id for a person: the title in the later step's
// snapshot or in the store, else the later entry's summary.
func itemName(tx *store.Tx, st Step, id string, l store.JournalEntry) string {
	if id == st.ID {
		switch {
		case st.Task != nil && st.Task.Title != "":
			return "“" + st.Task.Title + "”"
		case st.Project != nil && st.Project.Name != "":
			return "“" + st.Project.Name + "”"
		case st.Note != nil && st.Note.Title != "":
			return "“" + st.Note.Title + "”"
		}
	}
	if t, err := tx.Tasks().Get(id); err == nil && t.Title != "" {
		return "“" + t.Title + "”"
	}
	return "that item (“" + l.Summary + "”)"
}

// RevertIn applies the inverse of the journal entry e inside tx, as
// UndoEntries would, and marks it undone (an entry undone before keeps its
// first stamp); the caller's transaction commits or rolls back both. It
// is how a tool brings back one change from further back than the last
// turn ("bring back the astro task I deleted"), also a deletion whose
// bringing back was itself undone since. Errors: *ConflictError (its
// preconditions fail, e.g. the item is back already), store errors.
func RevertIn(tx *store.Tx, e store.JournalEntry) (Report, error) {
	return revert(tx, []store.JournalEntry{e})
}
