package store

import (
	"fmt"
	"time"
)

// Archive marks project id archived at the store clock's now (a no-op for
// one already archived) and returns it as stored. An archived project and
// its tasks leave List and TaskFilter lists without Archived; they stay in
// reference lookup, search and ListAll. Errors: ErrNotFound.
func (s ProjectService) Archive(id string) (Project, error) {
	return s.setArchived(id, s.tx.Now())
}

// Unarchive makes project id active again. Errors: ErrNotFound.
func (s ProjectService) Unarchive(id string) (Project, error) {
	return s.setArchived(id, time.Time{})
}

// SetArchived puts the archive state back to at (nil: active), as undo
// needs it verbatim. Errors: ErrNotFound.
func (s ProjectService) SetArchived(id string, at *time.Time) (Project, error) {
	var t time.Time
	if at != nil {
		t = *at
	}
	return s.setArchived(id, t)
}

func (s ProjectService) setArchived(id string, at time.Time) (Project, error) {
	var v any
	if !at.IsZero() {
		v = fmtTime(at)
	}
	res, err := s.tx.exec(`UPDATE projects SET archived_at = CASE WHEN ?1 IS NULL THEN NULL ELSE coalesce(archived_at, ?1) END WHERE id = ?2`, v, id)
	if err != nil {
		return Project{}, fmt.Errorf("archive project: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Project{}, fmt.Errorf("project %s: %w", id, ErrNotFound)
	}
	return s.Get(id)
}

// ListAll returns every project, archived ones included, open first, then
// by name (case-insensitive). Never nil.
func (s ProjectService) ListAll() ([]Project, error) { return s.list(``) }
