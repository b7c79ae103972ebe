package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/teambition/rrule-go"
)

// Task is a to-do item.
type Task struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Notes string `json:"notes"`
	// Due is the due instant in the zone it was given in; nil when none.
	// With HasTime false only its calendar date counts (stored at 00:00).
	Due     *time.Time `json:"due"`
	HasTime bool       `json:"has_time"`
	// Priority is 0 none, 1 low, 2 normal, 3 high, 4 highest (urgent).
	Priority    int        `json:"priority"`
	Done        bool       `json:"done"`
	CompletedAt *time.Time `json:"completed_at"`
	ProjectID   string     `json:"project_id"`
	// ProjectName is filled on reads; ignored on writes.
	ProjectName string   `json:"project"`
	MilestoneID string   `json:"milestone_id"`
	Tags        []string `json:"tags"`
	// DependsOn holds the ids of tasks that block this one.
	DependsOn []string `json:"depends_on"`
	// RRule is an RFC 5545 recurrence rule ("FREQ=WEEKLY;BYDAY=FR"), "" if none.
	RRule string `json:"rrule"`
	// DTStart anchors the recurrence series; defaults to Due when RRule is set.
	DTStart   *time.Time `json:"dtstart"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at"`
}

// TaskService reads and writes tasks inside one transaction.
type TaskService struct{ tx *Tx }

// Tasks is the task service of this transaction.
func (tx *Tx) Tasks() TaskService { return TaskService{tx} }

// ValidateRRule checks an RFC 5545 RRULE value (without the "RRULE:" prefix).
func ValidateRRule(s string) error {
	if _, err := rrule.StrToROption(s); err != nil {
		return fmt.Errorf("%w: recurrence rule %q: %v", ErrInvalid, s, err)
	}
	return nil
}

func (s TaskService) validate(t *Task) error {
	t.Title = strings.TrimSpace(t.Title)
	if t.Title == "" {
		return fmt.Errorf("%w: a task needs a title", ErrInvalid)
	}
	if t.Priority < 0 || t.Priority > 4 {
		return fmt.Errorf("%w: priority %d is outside 0–4", ErrInvalid, t.Priority)
	}
	if t.RRule != "" {
		t.RRule = strings.TrimPrefix(t.RRule, "RRULE:")
		if err := ValidateRRule(t.RRule); err != nil {
			return err
		}
	}
	for _, d := range t.DependsOn {
		if d == t.ID {
			return fmt.Errorf("%w: a task cannot depend on itself", ErrInvalid)
		}
	}
	t.Tags = normTags(t.Tags)
	return nil
}

func normTags(tags []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, t := range tags {
		t = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t), "@")))
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	sort.Strings(out)
	return out
}

// Insert stores a new task (or restores a deleted one when t.ID is set) and
// returns it as stored. Errors: ErrInvalid, or a constraint error when the
// project, milestone or a dependency does not exist.
func (s TaskService) Insert(t Task) (Task, error) {
	if t.ID == "" {
		t.ID = s.tx.NewID()
	}
	if err := s.validate(&t); err != nil {
		return Task{}, err
	}
	now := s.tx.Now()
	if t.CreatedAt.IsZero() {
		t.CreatedAt = now
	}
	t.UpdatedAt = now
	due, dueAt := fmtTimePtr(t.Due)
	done, _ := fmtTimePtr(t.CompletedAt)
	_, err := s.tx.exec(`INSERT INTO tasks(id, title, notes, due, due_at, has_time, priority, done, completed_at,
		project_id, milestone_id, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		t.ID, t.Title, t.Notes, due, dueAt, t.HasTime, t.Priority, t.Done, done,
		nullIfEmpty(t.ProjectID), nullIfEmpty(t.MilestoneID), fmtTime(t.CreatedAt), fmtTime(t.UpdatedAt))
	if err != nil {
		return Task{}, fmt.Errorf("insert task: %w", err)
	}
	if err := s.writeRelations(t); err != nil {
		return Task{}, err
	}
	return s.Get(t.ID)
}

// Update replaces every field of the stored task t.ID with t's (title,
// notes, due, priority, done, project, milestone, tags, dependencies,
// recurrence). Errors: ErrNotFound, ErrInvalid.
func (s TaskService) Update(t Task) (Task, error) {
	if err := s.validate(&t); err != nil {
		return Task{}, err
	}
	due, dueAt := fmtTimePtr(t.Due)
	done, _ := fmtTimePtr(t.CompletedAt)
	res, err := s.tx.exec(`UPDATE tasks SET title=?, notes=?, due=?, due_at=?, has_time=?, priority=?, done=?,
		completed_at=?, project_id=?, milestone_id=?, updated_at=? WHERE id=?`,
		t.Title, t.Notes, due, dueAt, t.HasTime, t.Priority, t.Done, done,
		nullIfEmpty(t.ProjectID), nullIfEmpty(t.MilestoneID), fmtTime(s.tx.Now()), t.ID)
	if err != nil {
		return Task{}, fmt.Errorf("update task: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Task{}, fmt.Errorf("task %s: %w", t.ID, ErrNotFound)
	}
	for _, q := range []string{`DELETE FROM task_tags WHERE task_id=?`, `DELETE FROM task_deps WHERE task_id=?`, `DELETE FROM recurrence_rules WHERE task_id=?`} {
		if _, err := s.tx.exec(q, t.ID); err != nil {
			return Task{}, err
		}
	}
	if err := s.writeRelations(t); err != nil {
		return Task{}, err
	}
	return s.Get(t.ID)
}

func (s TaskService) writeRelations(t Task) error {
	for _, tag := range t.Tags {
		if _, err := s.tx.exec(`INSERT INTO task_tags(task_id, tag) VALUES (?,?)`, t.ID, tag); err != nil {
			return fmt.Errorf("tag task: %w", err)
		}
	}
	for _, d := range t.DependsOn {
		if _, err := s.tx.exec(`INSERT OR IGNORE INTO task_deps(task_id, depends_on) VALUES (?,?)`, t.ID, d); err != nil {
			return fmt.Errorf("task dependency on %s: %w", d, err)
		}
	}
	if t.RRule != "" {
		start := t.DTStart
		if start == nil {
			start = t.Due
		}
		if start == nil {
			now := s.tx.Now()
			start = &now
		}
		if _, err := s.tx.exec(`INSERT INTO recurrence_rules(task_id, rrule, dtstart) VALUES (?,?,?)`, t.ID, t.RRule, fmtTime(*start)); err != nil {
			return fmt.Errorf("recurrence: %w", err)
		}
	}
	return s.tx.indexWords(KindTask, t.ID, t.Title)
}

// Delete removes a task with its tags, dependencies and recurrence.
// Errors: ErrNotFound.
func (s TaskService) Delete(id string) error {
	res, err := s.tx.exec(`DELETE FROM tasks WHERE id=?`, id)
	if err != nil {
		return fmt.Errorf("delete task: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("task %s: %w", id, ErrNotFound)
	}
	_, err = s.tx.exec(`DELETE FROM ref_words WHERE item_id=?`, id)
	return err
}

const taskSelect = `SELECT t.id, t.title, t.notes, t.due, t.has_time, t.priority, t.done, t.completed_at,
	coalesce(t.project_id, ''), coalesce(p.name, ''), coalesce(t.milestone_id, ''), t.created_at, t.updated_at,
	(SELECT json_group_array(tag) FROM (SELECT tag FROM task_tags WHERE task_id = t.id ORDER BY tag)),
	(SELECT json_group_array(depends_on) FROM task_deps WHERE task_id = t.id),
	coalesce(r.rrule, ''), r.dtstart
	FROM tasks t LEFT JOIN projects p ON p.id = t.project_id LEFT JOIN recurrence_rules r ON r.task_id = t.id`

func scanTask(sc interface{ Scan(...any) error }) (Task, error) {
	var t Task
	var due, completed, dtstart sql.NullString
	var created, updated, tags, deps string
	err := sc.Scan(&t.ID, &t.Title, &t.Notes, &due, &t.HasTime, &t.Priority, &t.Done, &completed,
		&t.ProjectID, &t.ProjectName, &t.MilestoneID, &created, &updated, &tags, &deps, &t.RRule, &dtstart)
	if err != nil {
		return t, err
	}
	t.Due, t.CompletedAt, t.DTStart = parseTimePtr(due), parseTimePtr(completed), parseTimePtr(dtstart)
	t.CreatedAt, t.UpdatedAt = parseTime(created), parseTime(updated)
	t.Tags, t.DependsOn = []string{}, []string{}
	json.Unmarshal([]byte(tags), &t.Tags)
	json.Unmarshal([]byte(deps), &t.DependsOn)
	return t, nil
}

// Get returns the task with id. Errors: ErrNotFound.
func (s TaskService) Get(id string) (Task, error) {
	t, err := scanTask(s.tx.queryRow(taskSelect+` WHERE t.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Task{}, fmt.Errorf("task %s: %w", id, ErrNotFound)
	}
	return t, err
}

// TaskFilter selects tasks for List. Zero value: every task.
type TaskFilter struct {
	// Status is "open", "done" or "" (both).
	Status string
	// ProjectID restricts to one project when set.
	ProjectID string
	// DueBefore keeps tasks due strictly before it (tasks with no due date are dropped).
	DueBefore *time.Time
	// CompletedSince keeps tasks completed at or after it.
	CompletedSince *time.Time
	// Limit caps the result (0 = no cap).
	Limit int
}

// List returns the tasks matching f: open before done, then by due date
// (undated last), priority (highest first) and creation time.
func (s TaskService) List(f TaskFilter) ([]Task, error) {
	var where []string
	var args []any
	switch f.Status {
	case "open":
		where = append(where, "t.done = 0")
	case "done":
		where = append(where, "t.done = 1")
	}
	if f.ProjectID != "" {
		where = append(where, "t.project_id = ?")
		args = append(args, f.ProjectID)
	}
	if f.DueBefore != nil {
		where = append(where, "t.due_at < ?")
		args = append(args, f.DueBefore.Unix())
	}
	if f.CompletedSince != nil {
		where = append(where, "t.completed_at IS NOT NULL AND unixepoch(t.completed_at) >= ?")
		args = append(args, f.CompletedSince.Unix())
	}
	q := taskSelect
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	q += " ORDER BY t.done, t.due_at IS NULL, t.due_at, t.priority DESC, t.created_at"
	if f.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", f.Limit)
	}
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

// Dependents returns the ids of tasks that t blocks (that depend on it).
func (s TaskService) Dependents(id string) ([]string, error) {
	rows, err := s.tx.query(`SELECT task_id FROM task_deps WHERE depends_on = ?`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var x string
		if err := rows.Scan(&x); err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

// Resolve finds the task a user's reference names (see the package's lookup
// rules: id:, verbatim title, stemmed word overlap; open tasks preferred).
// Errors: ErrNotFound, *AmbiguousError.
func (s TaskService) Resolve(ref string) (Task, error) {
	id, err := s.tx.resolve(KindTask, ref)
	if err != nil {
		return Task{}, err
	}
	return s.Get(id)
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}
