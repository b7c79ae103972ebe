package store

import (
	"database/sql"
	"fmt"
	"time"
)

// Section is where Today puts an open task.
type Section int

// Today's sections, in the order it shows them.
const (
	SectionOverdue Section = iota
	SectionToday
	SectionWeek
	SectionLater
	// Sections is how many there are.
	Sections
)

// AgendaBounds are the instants Today's sections are cut at: Now, the
// start and end of today and the end of the seventh day (exclusive).
type AgendaBounds struct{ Now, StartToday, EndToday, EndWeek time.Time }

// BoundsAt is the agenda of now's day in now's zone.
func BoundsAt(now time.Time) AgendaBounds {
	y, m, d := now.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	return AgendaBounds{Now: now, StartToday: start, EndToday: start.AddDate(0, 0, 1), EndWeek: start.AddDate(0, 0, 7)}
}

// sectionExpr puts an open task in its Section: undated tasks are Later; a
// dated task is overdue from the next day, a timed one from its time, one
// with a time window once the window has ended (due_end is RFC 3339, which
// unixepoch reads with its offset).
const sectionExpr = `CASE
	WHEN t.due_at IS NULL THEN 3
	WHEN CASE
		WHEN t.due_end IS NOT NULL AND t.has_time THEN unixepoch(t.due_end) <= :now
		WHEN t.due_end IS NOT NULL THEN unixepoch(t.due_end) <= :start
		WHEN t.has_time THEN t.due_at < :now
		ELSE t.due_at < :start END THEN 0
	WHEN t.due_at < :end THEN 1
	WHEN t.due_at < :week THEN 2
	ELSE 3 END`

// agendaWhere keeps the open tasks outside archived projects.
const agendaWhere = ` WHERE t.done = 0 AND p.archived_at IS NULL`

// pageOrder is List's order made total (the id breaks ties), so pages
// read with OFFSET neither repeat nor skip a task.
const pageOrder = ` ORDER BY t.due_at IS NULL, t.due_at, t.priority DESC, t.created_at, t.id`

func (b AgendaBounds) args() []any {
	return []any{sql.Named("now", b.Now.Unix()), sql.Named("start", b.StartToday.Unix()), sql.Named("end", b.EndToday.Unix()), sql.Named("week", b.EndWeek.Unix())}
}

// AgendaCounts is how many open tasks (outside archived projects) each
// Section holds, and how many tasks were completed since b.StartToday,
// counted in SQL without reading the tasks.
func (s TaskService) AgendaCounts(b AgendaBounds) (counts [Sections]int, doneToday int, err error) {
	rows, err := s.tx.query(`SELECT `+sectionExpr+` AS sec, count(*) FROM tasks t LEFT JOIN projects p ON p.id = t.project_id`+agendaWhere+` GROUP BY sec`, b.args()...)
	if err != nil {
		return counts, 0, fmt.Errorf("count agenda: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var sec, n int
		if err := rows.Scan(&sec, &n); err != nil {
			return counts, 0, err
		}
		if sec >= 0 && sec < int(Sections) {
			counts[sec] = n
		}
	}
	if err := rows.Err(); err != nil {
		return counts, 0, err
	}
	err = s.tx.queryRow(`SELECT count(*) FROM tasks t LEFT JOIN projects p ON p.id = t.project_id
		WHERE t.done = 1 AND t.completed_at >= ? AND p.archived_at IS NULL`, fmtTime(b.StartToday)).Scan(&doneToday)
	return counts, doneToday, err
}

// AgendaPage returns at most limit open tasks of section sec, skipping
// the first offset, by due date (undated last), priority (highest first),
// creation and id. Errors: ErrInvalid (unknown section, negative offset,
// limit < 1).
func (s TaskService) AgendaPage(b AgendaBounds, sec Section, offset, limit int) ([]Task, error) {
	if sec < 0 || sec >= Sections || offset < 0 || limit < 1 {
		return nil, fmt.Errorf("%w: agenda page %d of section %d (limit %d)", ErrInvalid, offset, sec, limit)
	}
	q := taskSelect + agendaWhere + ` AND ` + sectionExpr + ` = :sec` + pageOrder + ` LIMIT :limit OFFSET :offset`
	return s.scanTasks(q, append(b.args(), sql.Named("sec", int(sec)), sql.Named("limit", limit), sql.Named("offset", offset))...)
}

func (s TaskService) scanTasks(q string, args ...any) ([]Task, error) {
	rows, err := s.tx.query(q, args...)
	if err != nil {
		return nil, fmt.Errorf("list tasks: %w", err)
	}
	defer rows.Close()
	out := []Task{}
	for rows.Next() {
		t, err := scanTask(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}
