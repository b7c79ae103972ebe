package app

import (
	"context"
	"errors"
	"fmt"

	"pace/store"
	"pace/thread"
)

// SettingTurnSurfaces remembers which surface made each recent turn's
// journal group, so `pace undo` reverts its own turn and never, silently,
// one made in the window.
const SettingTurnSurfaces = "undo.turn_surfaces" // []turnSurface, newest last, at most maxTurnSurfaces

// Surfaces that make turns.
const (
	surfaceCLI    = "command line"
	surfaceWindow = "window"
)

const maxTurnSurfaces = 200

type turnSurface struct {
	Group   string `json:"group"`
	Surface string `json:"surface"`
	// Unchanged marks a turn that changed nothing ("pace undo" right after
	// it then undoes nothing older by surprise).
	Unchanged bool `json:"unchanged,omitempty"`
	// Read marks a question answered (thread.ReadOnly): "pace undo" after
	// it undoes the change before it, as "undo that" in the thread does.
	Read bool `json:"read,omitempty"`
}

// recordTurn notes that surface made tr (and whether it changed anything).
func recordTurn(ctx context.Context, db *store.DB, surface string, tr thread.Turn) error {
	if tr.Group == "" || db.InMemory() || db.ReadOnly() {
		return nil
	}
	return db.Write(ctx, func(tx *store.Tx) error {
		var list []turnSurface
		if _, err := tx.Settings().Get(SettingTurnSurfaces, &list); err != nil {
			return err
		}
		list = append(list, turnSurface{Group: tr.Group, Surface: surface, Unchanged: !tr.Changed || tr.Undone, Read: thread.ReadOnly(tr)})
		if len(list) > maxTurnSurfaces {
			list = list[len(list)-maxTurnSurfaces:]
		}
		return tx.Settings().Set(SettingTurnSurfaces, list)
	})
}

// surfaceOf is the surface that made group, "" when unknown (a direct tool
// run, an import, a turn older than the list).
func surfaceOf(ctx context.Context, db *store.DB, group string) (string, error) {
	var list []turnSurface
	err := db.Read(ctx, func(tx *store.Tx) error {
		_, err := tx.Settings().Get(SettingTurnSurfaces, &list)
		return err
	})
	// A turn handed over from the command line runs in the window's thread,
	// so the window notes it too: a CLI record says whose it is.
	found := ""
	for i := len(list) - 1; i >= 0; i-- {
		if list[i].Group != group {
			continue
		}
		if list[i].Surface == surfaceCLI {
			return surfaceCLI, err
		}
		if found == "" {
			found = list[i].Surface
		}
	}
	return found, err
}

// errOtherSurface: the newest turn was made elsewhere; `pace undo` names
// it and asks for --group instead of reverting it.
// lastChangedNothing reports whether the newest turn noted for surface
// that was no question answered is newer than every noted change and
// changed nothing.
func lastChangedNothing(ctx context.Context, db *store.DB, surface string) (bool, error) {
	var list []turnSurface
	err := db.Read(ctx, func(tx *store.Tx) error {
		_, err := tx.Settings().Get(SettingTurnSurfaces, &list)
		return err
	})
	for i := len(list) - 1; i >= 0; i-- {
		if list[i].Surface == surface && !list[i].Read {
			return list[i].Unchanged, err
		}
	}
	return false, err
}

// errChangedNothing: the command line's last turn changed nothing.
var errChangedNothing = errors.New("your last request changed nothing, so nothing was undone")

// changedNothingError is errChangedNothing naming the newest change before
// that turn (summary, group), so the user can undo it on purpose.
type changedNothingError struct{ group, summary string }

func (e changedNothingError) Error() string {
	if e.group == "" {
		return errChangedNothing.Error() + "; to undo an older turn run: pace undo --group ID (the id is printed after each change)"
	}
	return fmt.Sprintf("%s; the change before it: %s — to undo that run: pace undo --group %s", errChangedNothing, e.summary, e.group)
}

func (e changedNothingError) Unwrap() error { return errChangedNothing }

// olderChange is the newest journal group and its last summary, "" when
// the journal is empty.
func olderChange(ctx context.Context, db *store.DB) (group, summary string, err error) {
	err = db.Read(ctx, func(tx *store.Tx) error {
		g, err := tx.Journal().LastGroup()
		if errors.Is(err, store.ErrNotFound) {
			return nil
		} else if err != nil {
			return err
		}
		es, err := tx.Journal().Group(g)
		if err != nil || len(es) == 0 {
			return err
		}
		group, summary = g, es[len(es)-1].Summary
		return nil
	})
	return group, summary, err
}

type errOtherSurface struct {
	group, surface, summary string
}

func (e errOtherSurface) Error() string {
	return fmt.Sprintf("the newest change (%s) was made in the %s, not here; to undo it anyway run: pace undo --group %s", e.summary, e.surface, e.group)
}
