package store

import (
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

// Upsert records (or refreshes) the export of a task to a target.
func (s ReminderService) Upsert(r ReminderExport) (ReminderExport, error) {
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
	return r, nil
}

// For returns the exports of one task.
func (s ReminderService) For(taskID string) ([]ReminderExport, error) {
	rows, err := s.tx.query(`SELECT id, task_id, target, remote_uid, etag, exported_at FROM reminder_exports WHERE task_id=?`, taskID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ReminderExport
	for rows.Next() {
		var r ReminderExport
		var at string
		if err := rows.Scan(&r.ID, &r.TaskID, &r.Target, &r.RemoteUID, &r.ETag, &at); err != nil {
			return nil, err
		}
		r.ExportedAt = parseTime(at)
		out = append(out, r)
	}
	return out, rows.Err()
}
