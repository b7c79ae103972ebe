package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// TitleMatches returns at most k tasks matching f whose title holds q,
// case-folded by Unicode (strings.ToLower), in List's order. It reads ids
// and titles only and then the k matches whole, so a launcher's
// search-as-you-type costs the same at 50,000 tasks as a title scan, not a
// full task list. An empty q matches nothing. Errors: ErrInvalid as List.
func (s TaskService) TitleMatches(f TaskFilter, q string, k int) ([]Task, error) {
	q = strings.ToLower(strings.TrimSpace(q))
	out := []Task{}
	if q == "" || k <= 0 {
		return out, nil
	}
	f.Limit, f.Offset = 0, 0
	where, args, err := f.where()
	if err != nil {
		return nil, err
	}
	ids, err := matchTitles(s.tx, `SELECT t.id, t.title FROM tasks t LEFT JOIN projects p ON p.id = t.project_id`+where+
		" ORDER BY t.done, t.due_at IS NULL, t.due_at, t.priority DESC, t.created_at, t.id", args, q, k)
	if err != nil {
		return nil, fmt.Errorf("find tasks: %w", err)
	}
	for _, id := range ids {
		t, err := s.Get(id)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// TitleMatches returns at most k notes whose title holds q (case-folded by
// Unicode), most recently updated first, without their bodies (Body ""):
// read the one to show with Get. An empty q matches nothing.
func (s NoteService) TitleMatches(q string, k int) ([]Note, error) {
	q = strings.ToLower(strings.TrimSpace(q))
	out := []Note{}
	if q == "" || k <= 0 {
		return out, nil
	}
	ids, err := matchTitles(s.tx, `SELECT n.id, n.title FROM notes n ORDER BY n.updated_at DESC, n.rowid DESC`, nil, q, k)
	if err != nil {
		return nil, fmt.Errorf("find notes: %w", err)
	}
	for _, id := range ids {
		n, err := s.Head(id)
		if err != nil {
			return nil, fmt.Errorf("find notes: %w", err)
		}
		out = append(out, n)
	}
	return out, nil
}

// Head is note id without its body (Body ""): what a list row or a search
// match needs, without reading a body of up to 5 MB. Errors: ErrNotFound.
func (s NoteService) Head(id string) (Note, error) {
	n, err := scanNote(s.tx.queryRow(`SELECT n.id, n.title, '', `+noteRest+` WHERE n.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, fmt.Errorf("note %s: %w", id, ErrNotFound)
	}
	return n, err
}

// matchTitles runs query (id, title rows) and returns the ids of the first
// k rows whose lower-cased title contains q.
func matchTitles(tx *Tx, query string, args []any, q string, k int) ([]string, error) {
	rows, err := tx.query(query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() && len(ids) < k {
		var id, title string
		if err := rows.Scan(&id, &title); err != nil {
			return nil, err
		}
		if strings.Contains(strings.ToLower(title), q) {
			ids = append(ids, id)
		}
	}
	return ids, rows.Err()
}
