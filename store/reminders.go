package store

import (
	"errors"
	"fmt"
	"time"
)

// ReminderExport records a task exported to an external reminders list
// (a CalDAV VTODO, RFC 5545 §3.6.2) so later exports update rather than duplicate.
type ReminderExport struct {
	ID         string    `json:"id"`
	TaskID     string    `json:"task_id"`
	Target     string    `json:"target"`     // the list's URL or name
	RemoteUID  string    `json:"remote_uid"` // the VTODO's UID
	ETag       string    `json:"etag"`
	ExportedAt time.Time `json:"exported_at"`
}

// ReminderService reads and writes reminder exports in one transaction.
type ReminderService struct{ tx *Tx }

// Reminders is the reminder-export service of this transaction.
func (tx *Tx) Reminders() ReminderService { return ReminderService{tx} }

// Upsert records the export of a task to a target, or refreshes the one
// already recorded for that (task, target) pair: its remote UID, ETag and
// time change, its ID stays. It returns the record as stored. Errors:
// ErrInvalid (unknown task, empty target or remote UID).
func (s ReminderService) Upsert(r ReminderExport) (ReminderExport, error) {
	if r.Target == "" || r.RemoteUID == "" {
		return ReminderExport{}, fmt.Errorf("%w: a reminder export needs a target and a remote UID", ErrInvalid)
	}
	if !s.tx.exists("tasks", r.TaskID) {
		return ReminderExport{}, fmt.Errorf("%w: task %s does not exist", ErrInvalid, r.TaskID)
	}
	if r.ID == "" {
		r.ID = s.tx.NewID()
	}
	if r.ExportedAt.IsZero() {
		r.ExportedAt = s.tx.Now()
	}
	_, err := s.tx.exec(`INSERT INTO reminder_exports(id, task_id, target, remote_uid, etag, exported_at) VALUES (?,?,?,?,?,?)
		ON CONFLICT(task_id, target) DO UPDATE SET remote_uid=excluded.remote_uid, etag=excluded.etag, exported_at=excluded.exported_at`,
		r.ID, r.TaskID, r.Target, r.RemoteUID, r.ETag, fmtTime(r.ExportedAt))
	if err != nil {
		return ReminderExport{}, fmt.Errorf("record reminder export: %w", err)
	}
	out, err := s.list(`WHERE task_id=? AND target=?`, r.TaskID, r.Target)
	if err != nil {
		return ReminderExport{}, fmt.Errorf("record reminder export: %w", err)
	}
	if len(out) == 0 { // cannot happen after the upsert
		return ReminderExport{}, errors.New("record reminder export: row vanished")
	}
	return out[0], nil
}

// For returns the exports of one task, by target; empty for an unknown task.
func (s ReminderService) For(taskID string) ([]ReminderExport, error) {
	return s.list(`WHERE task_id=? ORDER BY target`, taskID)
}

func (s ReminderService) list(where string, args ...any) ([]ReminderExport, error) {
	rows, err := s.tx.query(`SELECT id, task_id, target, remote_uid, etag, exported_at FROM reminder_exports `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ReminderExport{}
	for rows.Next() {
		var r ReminderExport
		var at string
		if err := rows.Scan(&r.ID, &r.TaskID, &r.Target, &r.RemoteUID, &r.ETag, &at); err != nil {
			return nil, err
		}
		r.ExportedAt = parseStamp(at)
		out = append(out, r)
	}
	return out, rows.Err()
}
