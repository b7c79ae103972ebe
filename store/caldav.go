package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// CalDAVList is the sync state of one task list on a CalDAV server: its
// collection path, display name and the RFC 6578 sync-token of the last
// completed pass ("" before the first, or when the server offers none).
type CalDAVList struct {
	Path      string     `json:"path"`
	Name      string     `json:"name"`
	SyncToken string     `json:"sync_token"`
	SyncedAt  *time.Time `json:"synced_at"`
}

// CalDAVItem links a Pace task to its VTODO on the server. Base is the
// JSON of the field values both sides held after the last sync (the
// caldav package's format; the store does not read it). TaskID may name a
// task deleted since: that is how a local delete reaches the server.
type CalDAVItem struct {
	TaskID   string    `json:"task_id"`
	List     string    `json:"list"`
	Href     string    `json:"href"`
	UID      string    `json:"uid"`
	ETag     string    `json:"etag"`
	Base     string    `json:"base"`
	SyncedAt time.Time `json:"synced_at"`
}

// CalDAVDelete is a VTODO waiting to be deleted on the server: href, and
// the ETag it had when queued ("" deletes whatever is there).
type CalDAVDelete struct {
	Href     string    `json:"href"`
	ETag     string    `json:"etag"`
	QueuedAt time.Time `json:"queued_at"`
}

// CalDAVService reads and writes CalDAV sync state in one transaction.
type CalDAVService struct{ tx *Tx }

// CalDAV is the CalDAV sync-state service of this transaction.
func (tx *Tx) CalDAV() CalDAVService { return CalDAVService{tx} }

// List returns the state of the list at path. Errors: ErrNotFound.
func (s CalDAVService) List(path string) (CalDAVList, error) {
	var l CalDAVList
	var at sql.NullString
	err := s.tx.queryRow(`SELECT path, name, sync_token, synced_at FROM caldav_lists WHERE path=?`, path).
		Scan(&l.Path, &l.Name, &l.SyncToken, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return CalDAVList{}, fmt.Errorf("caldav list %s: %w", path, ErrNotFound)
	}
	if err != nil {
		return CalDAVList{}, err
	}
	l.SyncedAt = parseStampPtr(at)
	return l, nil
}

// SaveList stores l (insert or replace). Errors: ErrInvalid (empty path).
func (s CalDAVService) SaveList(l CalDAVList) error {
	if l.Path == "" {
		return fmt.Errorf("%w: a caldav list needs a path", ErrInvalid)
	}
	_, err := s.tx.exec(`INSERT INTO caldav_lists(path, name, sync_token, synced_at) VALUES (?,?,?,?)
		ON CONFLICT(path) DO UPDATE SET name=excluded.name, sync_token=excluded.sync_token, synced_at=excluded.synced_at`,
		l.Path, l.Name, l.SyncToken, fmtStampPtr(l.SyncedAt))
	if err != nil {
		return fmt.Errorf("save caldav list: %w", err)
	}
	return nil
}

// Items returns the items of the list at path, by href; empty when none.
func (s CalDAVService) Items(list string) ([]CalDAVItem, error) {
	return s.items(`WHERE list=? ORDER BY href`, list)
}

// Item returns the item of task id. Errors: ErrNotFound.
func (s CalDAVService) Item(taskID string) (CalDAVItem, error) {
	return s.one(`WHERE task_id=?`, taskID)
}

// ItemByHref returns the item stored at href. Errors: ErrNotFound.
func (s CalDAVService) ItemByHref(href string) (CalDAVItem, error) {
	return s.one(`WHERE href=?`, href)
}

// ItemByUID returns the item whose VTODO has uid. Errors: ErrNotFound.
func (s CalDAVService) ItemByUID(uid string) (CalDAVItem, error) {
	return s.one(`WHERE uid=? ORDER BY href LIMIT 1`, uid)
}

func (s CalDAVService) one(where string, args ...any) (CalDAVItem, error) {
	its, err := s.items(where, args...)
	if err != nil {
		return CalDAVItem{}, err
	}
	if len(its) == 0 {
		return CalDAVItem{}, fmt.Errorf("caldav item: %w", ErrNotFound)
	}
	return its[0], nil
}

// SaveItem stores it (insert or replace, keyed by task). SyncedAt defaults
// to now. Errors: ErrInvalid (no task, list, href or UID), store errors
// (another task already at that href).
func (s CalDAVService) SaveItem(it CalDAVItem) error {
	if it.TaskID == "" || it.List == "" || it.Href == "" || it.UID == "" {
		return fmt.Errorf("%w: a caldav item needs a task, list, href and UID", ErrInvalid)
	}
	if it.SyncedAt.IsZero() {
		it.SyncedAt = s.tx.Now()
	}
	if it.Base == "" {
		it.Base = "{}"
	}
	_, err := s.tx.exec(`INSERT INTO caldav_items(task_id, list, href, uid, etag, base, synced_at) VALUES (?,?,?,?,?,?,?)
		ON CONFLICT(task_id) DO UPDATE SET list=excluded.list, href=excluded.href, uid=excluded.uid,
		etag=excluded.etag, base=excluded.base, synced_at=excluded.synced_at`,
		it.TaskID, it.List, it.Href, it.UID, it.ETag, it.Base, fmtTime(it.SyncedAt))
	if err != nil {
		return fmt.Errorf("save caldav item: %w", err)
	}
	return nil
}

// DeleteItem forgets the item of task id; forgetting nothing is no error.
func (s CalDAVService) DeleteItem(taskID string) error {
	_, err := s.tx.exec(`DELETE FROM caldav_items WHERE task_id=?`, taskID)
	return err
}

func (s CalDAVService) items(where string, args ...any) ([]CalDAVItem, error) {
	rows, err := s.tx.query(`SELECT task_id, list, href, uid, etag, base, synced_at FROM caldav_items `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []CalDAVItem{}
	for rows.Next() {
		var it CalDAVItem
		var at string
		if err := rows.Scan(&it.TaskID, &it.List, &it.Href, &it.UID, &it.ETag, &it.Base, &at); err != nil {
			return nil, err
		}
		it.SyncedAt = parseStamp(at)
		out = append(out, it)
	}
	return out, rows.Err()
}

// QueueDelete asks the next pass to delete the VTODO at href (if it still
// has etag, when etag is set). Queuing an href twice keeps one entry.
// Errors: ErrInvalid (empty href).
func (s CalDAVService) QueueDelete(href, etag string) error {
	if href == "" {
		return fmt.Errorf("%w: a caldav delete needs an href", ErrInvalid)
	}
	_, err := s.tx.exec(`INSERT INTO caldav_outbox(href, etag, queued_at) VALUES (?,?,?)
		ON CONFLICT(href) DO UPDATE SET etag=excluded.etag`, href, etag, fmtTime(s.tx.Now()))
	return err
}

// Outbox returns the queued deletes, oldest first.
func (s CalDAVService) Outbox() ([]CalDAVDelete, error) {
	rows, err := s.tx.query(`SELECT href, etag, queued_at FROM caldav_outbox ORDER BY queued_at, href`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []CalDAVDelete{}
	for rows.Next() {
		var d CalDAVDelete
		var at string
		if err := rows.Scan(&d.Href, &d.ETag, &at); err != nil {
			return nil, err
		}
		d.QueuedAt = parseStamp(at)
		out = append(out, d)
	}
	return out, rows.Err()
}

// Dequeue drops the queued delete of href once the server has it.
func (s CalDAVService) Dequeue(href string) error {
	_, err := s.tx.exec(`DELETE FROM caldav_outbox WHERE href=?`, href)
	return err
}

// Unexport forgets the reminder export id and queues its VTODO (href) for
// deletion, in this transaction: undoing an export is a store change now
// and a server change on the next flush. Forgetting an export already gone
// is no error.
func (s CalDAVService) Unexport(exportID, href string) error {
	var etag string
	err := s.tx.queryRow(`SELECT etag FROM reminder_exports WHERE id=?`, exportID).Scan(&etag)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := s.tx.exec(`DELETE FROM reminder_exports WHERE id=?`, exportID); err != nil {
		return fmt.Errorf("forget export: %w", err)
	}
	return s.QueueDelete(href, etag)
}

// Exported returns the reminder exports to target (a list path), by task.
func (s CalDAVService) Exported(target string) ([]ReminderExport, error) {
	return ReminderService(s).list(`WHERE target=? ORDER BY task_id`, target)
}

// IsExport reports whether uid is the VTODO of a recorded reminder export.
func (s CalDAVService) IsExport(uid string) (bool, error) {
	var n int
	err := s.tx.queryRow(`SELECT count(*) FROM reminder_exports WHERE remote_uid=?`, uid).Scan(&n)
	return n > 0, err
}
