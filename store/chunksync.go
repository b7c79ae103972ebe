package store

import (
	"database/sql"
	"errors"
	"fmt"
)

// SyncPosition is a point in the notes' change counter (migration 0006):
// Seq grows by one with every note insert, content update or delete, and
// Deletes with every delete. Known is false for a chunk index never synced
// against the counter (a store from before it): sync everything once.
type SyncPosition struct {
	Seq     int64 `json:"seq"`
	Deletes int64 `json:"deletes"`
	Known   bool  `json:"known"`
}

// ChangePosition is the notes' change counter as of this transaction.
func (s ChunkService) ChangePosition() (SyncPosition, error) {
	p := SyncPosition{Known: true}
	if err := s.tx.queryRow(`SELECT seq, deletes FROM note_changes WHERE id = 1`).Scan(&p.Seq, &p.Deletes); err != nil {
		return p, fmt.Errorf("note change counter: %w", err)
	}
	return p, nil
}

// SyncedPosition is the change position the chunk index was last brought
// up to (SetSynced); Known is false when it never was.
func (s ChunkService) SyncedPosition() (SyncPosition, error) {
	var p SyncPosition
	err := s.tx.queryRow(`SELECT seq, deletes FROM chunk_sync WHERE id = 1`).Scan(&p.Seq, &p.Deletes)
	if errors.Is(err, sql.ErrNoRows) {
		return p, nil
	}
	if err != nil {
		return p, fmt.Errorf("chunk sync position: %w", err)
	}
	p.Known = true
	return p, nil
}

// SetSynced records that the chunk index holds every note write up to p
// (a position read with ChangePosition before the notes were cut).
func (s ChunkService) SetSynced(p SyncPosition) error {
	_, err := s.tx.exec(`INSERT INTO chunk_sync(id, seq, deletes) VALUES (1, ?, ?)
		ON CONFLICT(id) DO UPDATE SET seq = excluded.seq, deletes = excluded.deletes`, p.Seq, p.Deletes)
	if err != nil {
		return fmt.Errorf("record chunk sync position: %w", err)
	}
	return nil
}

// StaleSince is Stale over the notes written after change position seq
// only (through the index on notes.change_seq): a sync after one new note
// reads one note, not all of them.
func (s ChunkService) StaleSince(seq int64) ([]NoteText, error) {
	return s.noteTexts(`SELECT n.id, n.title, n.body, n.content_hash FROM notes n
		LEFT JOIN chunked_notes c ON c.note_id = n.id
		WHERE n.change_seq > ? AND c.content_hash IS NOT n.content_hash ORDER BY n.change_seq`, seq)
}
