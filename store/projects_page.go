package store

import (
	"database/sql"
	"encoding/json"
	"fmt"
)

// ProjectSummary is a project with its progress, counted in SQL.
type ProjectSummary struct {
	Project
	// Done and All count the project's tasks.
	Done, All int
	// Next is its first milestone not done (by due date, undated last), nil when none.
	Next *Milestone
}

// CountActive is how many projects are not archived.
func (s ProjectService) CountActive() (int, error) {
	var n int
	err := s.tx.queryRow(`SELECT count(*) FROM projects WHERE archived_at IS NULL`).Scan(&n)
	return n, err
}

// Archived returns at most limit archived projects, the most recently
// archived first, and how many are archived in all.
func (s ProjectService) Archived(limit int) ([]Project, int, error) {
	var n int
	if err := s.tx.queryRow(`SELECT count(*) FROM projects WHERE archived_at IS NOT NULL`).Scan(&n); err != nil {
		return nil, 0, err
	}
	rows, err := s.tx.query(projectSelect+` WHERE archived_at IS NOT NULL ORDER BY archived_at DESC, name COLLATE NOCASE, id LIMIT ?`, limit)
	if err != nil {
		return nil, 0, fmt.Errorf("archived projects: %w", err)
	}
	defer rows.Close()
	out := []Project{}
	for rows.Next() {
		p, err := scanProject(rows)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, p)
	}
	return out, n, rows.Err()
}

// Summaries returns at most limit projects that are not archived, in
// List's order (open first, then by name), skipping the first offset; the
// counts and the next milestone are read only for those. Errors:
// ErrInvalid (negative offset, limit < 1).
func (s ProjectService) Summaries(offset, limit int) ([]ProjectSummary, error) {
	if offset < 0 || limit < 1 {
		return nil, fmt.Errorf("%w: projects page %d (limit %d)", ErrInvalid, offset, limit)
	}
	rows, err := s.tx.query(`SELECT id, name, notes, done, created_at, updated_at, archived_at,
		(SELECT count(*) FROM tasks t WHERE t.project_id = p.id),
		(SELECT count(*) FROM tasks t WHERE t.project_id = p.id AND t.done = 1),
		(SELECT json_object('id', m.id, 'title', m.title, 'due', m.due) FROM milestones m
			WHERE m.project_id = p.id AND m.done = 0 ORDER BY m.due_at IS NULL, m.due_at, m.created_at LIMIT 1)
		FROM projects p WHERE archived_at IS NULL ORDER BY done, name COLLATE NOCASE, id LIMIT ? OFFSET ?`, limit, offset)
	if err != nil {
		return nil, fmt.Errorf("project summaries: %w", err)
	}
	defer rows.Close()
	out := []ProjectSummary{}
	for rows.Next() {
		var ps ProjectSummary
		var c, u string
		var a, next sql.NullString
		if err := rows.Scan(&ps.ID, &ps.Name, &ps.Notes, &ps.Project.Done, &c, &u, &a, &ps.All, &ps.Done, &next); err != nil {
			return nil, err
		}
		ps.CreatedAt, ps.UpdatedAt, ps.ArchivedAt = parseStamp(c), parseStamp(u), parseStampPtr(a)
		if next.Valid {
			var m struct {
				ID, Title string
				Due       *string
			}
			if err := json.Unmarshal([]byte(next.String), &m); err != nil {
				return nil, fmt.Errorf("next milestone: %w", err)
			}
			ms := Milestone{ID: m.ID, ProjectID: ps.ID, Title: m.Title}
			if m.Due != nil {
				ms.Due = parseTimePtr(sql.NullString{String: *m.Due, Valid: true})
			}
			ps.Next = &ms
		}
		out = append(out, ps)
	}
	return out, rows.Err()
}

// Blocker is an open task waiting for open tasks.
type Blocker struct {
	Task    string   // its title
	Waiting []string // the titles of the open tasks it depends on
}

// Blockers returns at most limit open tasks of project id that depend on
// an open task, in List's order, and how many there are in all.
func (s ProjectService) Blockers(id string, limit int) ([]Blocker, int, error) {
	const from = ` FROM tasks t WHERE t.project_id = ? AND t.done = 0 AND EXISTS
		(SELECT 1 FROM task_deps x JOIN tasks d ON d.id = x.depends_on WHERE x.task_id = t.id AND d.done = 0)`
	var total int
	if err := s.tx.queryRow(`SELECT count(*)`+from, id).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count blockers: %w", err)
	}
	rows, err := s.tx.query(`SELECT t.title, (SELECT json_group_array(title) FROM (SELECT d.title FROM task_deps x
		JOIN tasks d ON d.id = x.depends_on WHERE x.task_id = t.id AND d.done = 0 ORDER BY d.title))`+from+
		` ORDER BY t.due_at IS NULL, t.due_at, t.priority DESC, t.created_at, t.id LIMIT ?`, id, limit)
	if err != nil {
		return nil, 0, fmt.Errorf("blockers: %w", err)
	}
	defer rows.Close()
	out := []Blocker{}
	for rows.Next() {
		var b Blocker
		var waiting string
		if err := rows.Scan(&b.Task, &waiting); err != nil {
			return nil, 0, err
		}
		json.Unmarshal([]byte(waiting), &b.Waiting)
		out = append(out, b)
	}
	return out, total, rows.Err()
}

// CountTasks is how many tasks List(f) would return without f.Limit and
// f.Offset, counted in SQL. Errors: as List.
func (s TaskService) CountTasks(f TaskFilter) (int, error) {
	where, args, err := f.where()
	if err != nil {
		return 0, err
	}
	var n int
	err = s.tx.queryRow(`SELECT count(*) FROM tasks t LEFT JOIN projects p ON p.id = t.project_id`+where, args...).Scan(&n)
	return n, err
}
