package thread

import (
	"context"
	"fmt"

	"pace/store"
)

// syncBatch bounds one Sync's read, so a burst of CLI turns cannot hold
// the store for long; the next Sync reads on.
const syncBatch = 200

// Sync reads the messages another process (the CLI, a second window)
// appended to the conversation since the thread last looked, adds or
// completes their turns and publishes each one to the subscribers, as a
// turn of this thread would be. It returns how many turns changed. A turn
// the other process has not answered yet reads as Running until its reply
// lands. Call it when the store reports a change (PRAGMA data_version).
func (t *Thread) Sync(ctx context.Context) (int, error) {
	t.mu.Lock()
	after := t.seenSeq
	t.mu.Unlock()
	var changed []string
	err := t.db.Read(ctx, func(tx *store.Tx) error {
		msgs, err := tx.Chat().After(after, syncBatch)
		if err != nil {
			return err
		}
		t.mu.Lock()
		defer t.mu.Unlock()
		for _, m := range msgs {
			t.seenSeq = max(t.seenSeq, m.Seq)
			i, known := t.index[m.TurnID]
			if known && !t.foreign[m.TurnID] {
				continue // this thread's own turn, already shown
			}
			if !known {
				if t.foreign == nil {
					t.foreign = map[string]bool{}
				}
				t.foreign[m.TurnID] = true
				t.putLocked(Turn{ID: m.TurnID, Status: Running, At: m.CreatedAt})
				i = t.index[m.TurnID]
			}
			if err := applyMessage(tx, &t.turns[i], m); err != nil {
				return err
			}
			if len(changed) == 0 || changed[len(changed)-1] != m.TurnID {
				changed = append(changed, m.TurnID)
			}
		}
		undone, err := t.undoneElsewhereLocked(tx)
		changed = append(changed, undone...)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("sync thread: %w", err)
	}
	for _, id := range changed {
		t.publish(id, "") // the signal belongs to this thread's own turns
	}
	return len(changed), nil
}

// undoneCheck bounds how many of the latest turns Sync checks for an undo
// made elsewhere.
const undoneCheck = 100

// undoneElsewhereLocked marks undone each of the latest undoneCheck turns
// that changed something no longer in place — taken back by another
// process (`pace undo` in a terminal) — and returns their ids, so their
// cards lose an Undo that could do nothing. t.mu is held.
func (t *Thread) undoneElsewhereLocked(tx *store.Tx) ([]string, error) {
	var ids []string
	for i := len(t.turns) - 1; i >= 0 && i >= len(t.turns)-undoneCheck; i-- {
		tr := &t.turns[i]
		if !tr.Changed || tr.Undone || tr.Group == "" || tr.Status == Running {
			continue
		}
		live, err := tx.Journal().Group(tr.Group)
		if err != nil {
			return ids, err
		}
		if len(live) == 0 {
			tr.Undone = true
			ids = append(ids, tr.ID)
		}
	}
	return ids, nil
}
