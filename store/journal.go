package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// JournalEntry records one mutating tool call with its inverse, so the undo
// engine can take it back. Entries of one turn share a GroupID.
type JournalEntry struct {
	ID      string `json:"id"`
	Seq     int64  `json:"seq"` // global order, assigned on append
	GroupID string `json:"group_id"`
	Tool    string `json:"tool"`
	Summary string `json:"summary"`
	// Inverse is the encoded inverse steps (the undo package's format).
	Inverse   json.RawMessage `json:"inverse"`
	CreatedAt time.Time       `json:"created_at"`
	UndoneAt  *time.Time      `json:"undone_at"`
}

// JournalService reads and writes the action journal in one transaction.
type JournalService struct{ tx *Tx }

// Journal is the journal service of this transaction.
func (tx *Tx) Journal() JournalService { return JournalService{tx} }

// Append records e and returns it with ID, Seq and CreatedAt filled.
// Errors: ErrInvalid (no group or tool).
func (s JournalService) Append(e JournalEntry) (JournalEntry, error) {
	if e.GroupID == "" || e.Tool == "" {
		return JournalEntry{}, fmt.Errorf("%w: a journal entry needs a group and a tool", ErrInvalid)
	}
	if e.ID == "" {
		e.ID = s.tx.NewID()
	}
	if e.CreatedAt.IsZero() {
		e.CreatedAt = s.tx.Now()
	}
	if len(e.Inverse) == 0 {
		e.Inverse = json.RawMessage("[]")
	}
	if err := s.tx.queryRow(`SELECT coalesce(max(seq), 0) + 1 FROM journal`).Scan(&e.Seq); err != nil {
		return JournalEntry{}, err
	}
	_, err := s.tx.exec(`INSERT INTO journal(id, seq, group_id, tool, summary, inverse, created_at) VALUES (?,?,?,?,?,?,?)`,
		e.ID, e.Seq, e.GroupID, e.Tool, e.Summary, string(e.Inverse), fmtTime(e.CreatedAt))
	if err != nil {
		return JournalEntry{}, fmt.Errorf("append journal: %w", err)
	}
	return e, nil
}

// LastGroup returns the group id of the newest entry not yet undone.
// Errors: ErrNotFound when there is nothing to undo.
func (s JournalService) LastGroup() (string, error) {
	var g string
	err := s.tx.queryRow(`SELECT group_id FROM journal WHERE undone_at IS NULL ORDER BY seq DESC LIMIT 1`).Scan(&g)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("nothing to undo: %w", ErrNotFound)
	}
	return g, err
}

// Group returns the entries of group id that are not undone, oldest first;
// empty when there are none.
func (s JournalService) Group(id string) ([]JournalEntry, error) {
	return s.list(`WHERE group_id=? AND undone_at IS NULL ORDER BY seq`, id)
}

// Last returns the newest entry not yet undone. Errors: ErrNotFound.
func (s JournalService) Last() (JournalEntry, error) {
	es, err := s.list(`WHERE undone_at IS NULL ORDER BY seq DESC LIMIT 1`)
	if err != nil {
		return JournalEntry{}, err
	}
	if len(es) == 0 {
		return JournalEntry{}, fmt.Errorf("nothing to undo: %w", ErrNotFound)
	}
	return es[0], nil
}

// Recent returns the newest n entries (undone ones too), newest first;
// all of them when n <= 0.
func (s JournalService) Recent(n int) ([]JournalEntry, error) {
	if n <= 0 {
		return s.list(`ORDER BY seq DESC`)
	}
	return s.list(fmt.Sprintf(`ORDER BY seq DESC LIMIT %d`, n))
}

// MarkUndone stamps entries as undone at the store clock's now; an entry
// already undone keeps its first stamp. Errors: ErrNotFound for an unknown
// id (and nothing is stamped).
func (s JournalService) MarkUndone(ids ...string) error {
	now := fmtTime(s.tx.Now())
	return s.tx.atomic(func() error {
		for _, id := range ids {
			res, err := s.tx.exec(`UPDATE journal SET undone_at=coalesce(undone_at, ?) WHERE id=?`, now, id)
			if err != nil {
				return fmt.Errorf("mark undone: %w", err)
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return fmt.Errorf("journal entry %s: %w", id, ErrNotFound)
			}
		}
		return nil
	})
}

// Entries returns the entries with the given ids (undone ones too), oldest
// first. Errors: ErrNotFound naming the first id that is not in the journal.
func (s JournalService) Entries(ids []string) ([]JournalEntry, error) {
	if len(ids) == 0 {
		return []JournalEntry{}, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	es, err := s.list(`WHERE id IN (`+strings.TrimSuffix(strings.Repeat("?,", len(ids)), ",")+`) ORDER BY seq`, args...)
	if err != nil {
		return nil, err
	}
	found := make(map[string]bool, len(es))
	for _, e := range es {
		found[e.ID] = true
	}
	for _, id := range ids {
		if !found[id] {
			return nil, fmt.Errorf("journal entry %s: %w", id, ErrNotFound)
		}
	}
	return es, nil
}

func (s JournalService) list(tail string, args ...any) ([]JournalEntry, error) {
	rows, err := s.tx.query(`SELECT id, seq, group_id, tool, summary, inverse, created_at, undone_at FROM journal `+tail, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []JournalEntry{}
	for rows.Next() {
		var e JournalEntry
		var inv, c string
		var u sql.NullString
		if err := rows.Scan(&e.ID, &e.Seq, &e.GroupID, &e.Tool, &e.Summary, &inv, &c, &u); err != nil {
			return nil, err
		}
		e.Inverse, e.CreatedAt, e.UndoneAt = json.RawMessage(inv), parseStamp(c), parseStampPtr(u)
		out = append(out, e)
	}
	return out, rows.Err()
}
