package store

import (
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// Section is where Today puts an open task.
type Section int

// Today's sections, in the order it shows them.
const (
	SectionOverdue Section = iota
	SectionToday
	SectionTomorrow
	// SectionWeek is the rest of the week after tomorrow (AgendaWeekEnd).
	SectionWeek
	// SectionLater is dated beyond the week, SectionUndated has no date.
	SectionLater
	SectionUndated
	// Sections is how many there are.
	Sections
)

// AgendaBounds are the instants Today's sections are cut at: Now, the
// start and end of today, the end of tomorrow and the end of the week
// (exclusive, AgendaWeekEnd, never before the end of tomorrow).
type AgendaBounds struct{ Now, StartToday, EndToday, EndTomorrow, EndWeek time.Time }

// BoundsAt is the agenda of now's day in now's zone.
func BoundsAt(now time.Time) AgendaBounds {
	y, m, d := now.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	return AgendaBounds{Now: now, StartToday: start, EndToday: start.AddDate(0, 0, 1), EndTomorrow: start.AddDate(0, 0, 2),
		EndWeek: AgendaWeekEnd(start)}
}

// AgendaWeekEnd is where "this week" ends for the agenda on t's day, in t's
// zone: WeekEnd from Monday to Friday; on a Saturday or Sunday, when the
// calendar week is all but over, the rest of the weekend and the week
// ahead, Monday to Sunday (midnight after the coming Sunday). Today's "Later this week", the thread's "this week" and the day
// names tasks are shown with all use it, so they agree at the weekend.
func AgendaWeekEnd(t time.Time) time.Time {
	y, m, d := t.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, t.Location())
	if wd := start.Weekday(); wd == time.Saturday || wd == time.Sunday {
		// the week ahead, Monday to Sunday, ends at midnight after its
		// Sunday: nine days from a Saturday, eight from a Sunday
		return WeekEnd(start.AddDate(0, 0, 2))
	}
	return WeekEnd(start)
}

// WeekEnd is the end of t's week in t's zone: midnight after its Sunday
// (weeks run Monday to Sunday, as the date parser reads "this week"), so
// on a Sunday the week ends with the day.
func WeekEnd(t time.Time) time.Time {
	y, m, d := t.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, t.Location())
	return start.AddDate(0, 0, 7-(int(start.Weekday())+6)%7)
}

// overdueExpr: a dated task is overdue from the next day, a timed one from
// its time, one with a time window once the window has ended (due_end is
// RFC 3339, which unixepoch reads with its offset). Only a task that
// starts before today ends can be overdue.
const overdueExpr = `CASE
	WHEN t.due_end IS NOT NULL AND t.has_time THEN unixepoch(t.due_end) <= :now
	WHEN t.due_end IS NOT NULL THEN unixepoch(t.due_end) <= :start
	WHEN t.has_time THEN t.due_at < :now
	ELSE t.due_at < :start END`

// sectionWhere selects each section's open tasks; the due_at ranges are
// what the tasks_open_due index (done, due_at) serves.
var sectionWhere = [Sections]string{
	`t.done = 0 AND t.due_at < :end AND ` + overdueExpr,
	`t.done = 0 AND t.due_at < :end AND NOT ` + overdueExpr,
	`t.done = 0 AND t.due_at >= :end AND t.due_at < :tomorrow`,
	`t.done = 0 AND t.due_at >= :tomorrow AND t.due_at < :week`,
	`t.done = 0 AND t.due_at >= max(:week, :tomorrow)`,
	`t.done = 0 AND t.due_at IS NULL`,
}

// notArchived leaves out tasks filed in archived projects (a small set,
// read once per query).
const notArchived = ` AND (t.project_id IS NULL OR t.project_id NOT IN (SELECT id FROM projects WHERE archived_at IS NOT NULL))`

// sectionOrder is List's order made total (the id breaks ties), so pages
// read with OFFSET neither repeat nor skip a task; led by due_at, the
// index gives it in order and only ties are sorted.
var sectionOrder = [Sections]string{
	` ORDER BY t.due_at, t.priority DESC, t.created_at, t.id`,
	` ORDER BY t.due_at, t.priority DESC, t.created_at, t.id`,
	` ORDER BY t.due_at, t.priority DESC, t.created_at, t.id`,
	` ORDER BY t.due_at, t.priority DESC, t.created_at, t.id`,
	` ORDER BY t.due_at, t.priority DESC, t.created_at, t.id`,
	` ORDER BY t.priority DESC, t.created_at, t.id`,
}

// args are the bounds as the named parameters q uses (the driver refuses
// others).
func (b AgendaBounds) args(q string) []any {
	var out []any
	for _, a := range []sql.NamedArg{sql.Named("now", b.Now.Unix()), sql.Named("start", b.StartToday.Unix()),
		sql.Named("end", b.EndToday.Unix()), sql.Named("tomorrow", b.EndTomorrow.Unix()), sql.Named("week", b.EndWeek.Unix())} {
		if strings.Contains(q, ":"+a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// AgendaCounts is how many open tasks (outside archived projects) each
// Section holds, and how many tasks were completed since b.StartToday,
// counted in SQL without reading the tasks: the week, later and undated
// counts come from the index alone, and tasks in archived projects are
// counted apart and taken off.
func (s TaskService) AgendaCounts(b AgendaBounds) (counts [Sections]int, doneToday int, err error) {
	var parts []string
	for _, w := range sectionWhere {
		parts = append(parts, `(SELECT count(*) FROM tasks t WHERE `+w+`)`)
	}
	archived := ` AND t.project_id IN (SELECT id FROM projects WHERE archived_at IS NOT NULL)`
	for _, w := range sectionWhere {
		parts = append(parts, `(SELECT count(*) FROM tasks t WHERE `+w+archived+`)`)
	}
	q := `SELECT ` + strings.Join(parts, ", ")
	row := s.tx.queryRow(q, b.args(q)...)
	var all, gone [Sections]int
	dst := make([]any, 0, 2*Sections)
	for i := range all {
		dst = append(dst, &all[i])
	}
	for i := range gone {
		dst = append(dst, &gone[i])
	}
	if err := row.Scan(dst...); err != nil {
		return counts, 0, fmt.Errorf("count agenda: %w", err)
	}
	for i := range counts {
		counts[i] = all[i] - gone[i]
	}
	err = s.tx.queryRow(`SELECT count(*) FROM tasks t WHERE t.done = 1 AND t.completed_at >= ?`+notArchived,
		fmtTime(b.StartToday)).Scan(&doneToday)
	return counts, doneToday, err
}

// AgendaPage returns at most limit open tasks of section sec, skipping
// the first offset, by due date, priority (highest first), creation and
// id. Errors: ErrInvalid (unknown section, negative offset, limit < 1).
func (s TaskService) AgendaPage(b AgendaBounds, sec Section, offset, limit int) ([]Task, error) {
	if sec < 0 || sec >= Sections || offset < 0 || limit < 1 {
		return nil, fmt.Errorf("%w: agenda page %d of section %d (limit %d)", ErrInvalid, offset, sec, limit)
	}
	q := taskSelect + ` WHERE t.id IN (SELECT t.id FROM tasks t WHERE ` + sectionWhere[sec] + notArchived + sectionOrder[sec] +
		fmt.Sprintf(` LIMIT %d OFFSET %d)`, limit, offset) + sectionOrder[sec]
	return s.scanTasks(q, b.args(q)...)
}

// pageQuery selects whole tasks for one page: the ids are found, sorted
// and cut first, so the tags, dependencies and recurrence are read for
// the page's rows only, not for every row the sort sees.
func pageQuery(where, order string, limit, offset int) string {
	return taskSelect + ` WHERE t.id IN (SELECT t.id FROM tasks t LEFT JOIN projects p ON p.id = t.project_id` + where + order +
		fmt.Sprintf(` LIMIT %d OFFSET %d)`, limit, offset) + order
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
