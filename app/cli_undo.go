package app

import (
	"context"
	"errors"
	"fmt"

	"pace/store"
	"pace/undo"
)

// undoJSON is the stable `pace undo --json` shape (see README).
type undoJSON struct {
	Undone   bool     `json:"undone"`
	Group    string   `json:"group"`    // the journal group reverted, "" when none
	Reverted []string `json:"reverted"` // summaries of the reverted changes, newest first
	Error    string   `json:"error,omitempty"`
}

// cmdUndo is `pace undo [--json] [--group ID]`: revert everything the last
// turn did, all or nothing. The last turn is this command line's own: when
// the newest change was made in the window, nothing is reverted and the
// message names that change and the --group to pass to undo it anyway. It
// exits 1 when there is nothing to undo or the turn cannot be reverted (the
// reason is on stderr, or in "error" with --json).
func cmdUndo(c *cli, args []string) error {
	fs := c.flags("undo")
	asJSON := fs.Bool("json", false, "print JSON")
	group := fs.String("group", "", "undo this journal group (a turn) instead of the last one")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	db, err := c.open()
	if err != nil {
		return err
	}
	if err := c.mustPersist(); err != nil {
		return err
	}
	ctx := context.Background()
	rep, err := undoOwnTurn(ctx, db, *group)
	if err == nil {
		c.flushCalDAV(db)
		if c.gui != nil {
			c.gui.w.thread.MarkUndone(rep.Group) // the window's thread shows it at once
		}
	}
	out := undoJSON{Undone: err == nil, Group: rep.Group, Reverted: rep.Summaries()}
	var other errOtherSurface
	if errors.As(err, &other) {
		out.Error, out.Group = other.Error(), other.group
		err = nil
		out.Undone = false
	}
	var ce *undo.ConflictError
	switch {
	case err == nil:
	case errors.Is(err, undo.ErrNothingToUndo), errors.Is(err, store.ErrNotFound):
		out.Error = "nothing to undo"
	case errors.Is(err, errChangedNothing):
		out.Error = err.Error()
	case errors.As(err, &ce):
		out.Error = fmt.Sprintf("could not undo %q, so nothing was changed: %s", ce.Entry.Summary, ce.Reason)
		out.Group = ce.Entry.GroupID
	default:
		return err
	}
	if *asJSON {
		if err := writeJSON(c.env.Stdout, out); err != nil {
			return err
		}
	} else if out.Undone {
		fmt.Fprintln(c.env.Stdout, "Undid:")
		for _, s := range out.Reverted {
			fmt.Fprintln(c.env.Stdout, "  "+s)
		}
	} else {
		fmt.Fprintf(c.env.Stderr, "pace undo: %s\n", out.Error)
	}
	if !out.Undone {
		return exitError{exitFail}
	}
	return nil
}

// undoOwnTurn reverts group, or when group is "" the newest turn if this
// command line made it (or no surface is known to have). Errors:
// errOtherSurface, undo.ErrNothingToUndo, *undo.ConflictError, store errors.
func undoOwnTurn(ctx context.Context, db *store.DB, group string) (undo.Report, error) {
	if group == "" {
		if nothing, err := lastChangedNothing(ctx, db, surfaceCLI); err != nil {
			return undo.Report{}, err
		} else if nothing {
			g, sum, err := olderChange(ctx, db)
			if err != nil {
				return undo.Report{}, err
			}
			return undo.Report{}, changedNothingError{group: g, summary: sum}
		}
	}
	var es []store.JournalEntry
	err := db.Read(ctx, func(tx *store.Tx) error {
		g := group
		if g == "" {
			var err error
			if g, err = tx.Journal().LastGroup(); err != nil {
				return err
			}
		}
		var err error
		es, err = tx.Journal().Group(g)
		return err
	})
	if errors.Is(err, store.ErrNotFound) || err == nil && len(es) == 0 {
		return undo.Report{}, undo.ErrNothingToUndo
	}
	if err != nil {
		return undo.Report{}, err
	}
	if group == "" {
		surface, err := surfaceOf(ctx, db, es[0].GroupID)
		if err != nil {
			return undo.Report{}, err
		}
		if surface != "" && surface != surfaceCLI {
			return undo.Report{}, errOtherSurface{group: es[0].GroupID, surface: surface, summary: es[len(es)-1].Summary}
		}
	}
	ids := make([]string, len(es))
	for i, e := range es {
		ids[i] = e.ID
	}
	return undo.NewEngine(db).UndoEntries(ctx, ids)
}
