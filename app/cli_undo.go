package app

import (
	"context"
	"errors"
	"fmt"

	"pace/undo"
)

// undoJSON is the stable `pace undo --json` shape (see README).
type undoJSON struct {
	Undone   bool     `json:"undone"`
	Group    string   `json:"group"`    // the journal group reverted, "" when none
	Reverted []string `json:"reverted"` // summaries of the reverted changes, newest first
	Error    string   `json:"error,omitempty"`
}

// cmdUndo is `pace undo [--json]`: revert everything the last turn did, all
// or nothing. It exits 1 when there is nothing to undo or the turn cannot be
// reverted (the reason is on stderr, or in "error" with --json).
func cmdUndo(c *cli, args []string) error {
	fs := c.flags("undo")
	asJSON := fs.Bool("json", false, "print JSON")
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
	rep, err := undo.NewEngine(db).UndoLastTurn(context.Background())
	if err == nil && c.gui != nil {
		c.gui.w.thread.MarkUndone(rep.Group) // the window's thread shows it at once
	}
	out := undoJSON{Undone: err == nil, Group: rep.Group, Reverted: rep.Summaries()}
	var ce *undo.ConflictError
	switch {
	case err == nil:
	case errors.Is(err, undo.ErrNothingToUndo):
		out.Error = "nothing to undo"
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
