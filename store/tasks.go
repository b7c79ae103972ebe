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
	Due *time.Time `json:"due"`
	// DueEnd is the exclusive end of a time window that starts at Due
	// ("2-3pm friday" is due 14:00, DueEnd 15:00; "22-24 Feb" ends at 00:00
	// on the 25th); nil for a single due time. HasTime applies to both.
	DueEnd  *time.Time `json:"due_end"`
	HasTime bool       `json:"has_time"`
	// Priority is 0 none, 1 low, 2 normal, 3 high, 4 highest (urgent).
	Priority int  `json:"priority"`
	Done     bool `json:"done"`
	// CompletedAt is when the task was done: on writes, the store clock's
	// now when Done is set without it, and nil whenever Done is false.
	CompletedAt *time.Time `json:"completed_at"`
	ProjectID   string     `json:"project_id"`
	// ProjectName is filled on reads; ignored on writes.
	ProjectName string   `json:"project"`
	MilestoneID string   `json:"milestone_id"`
	Tags        []string `json:"tags"`
	// DependsOn holds the ids of tasks that block this one (sorted on reads).
	DependsOn []string `json:"depends_on"`
	// RRule is an RFC 5545 recurrence rule ("FREQ=WEEKLY;BYDAY=FR"), "" if none.
	RRule string `json:"rrule"`
	// DTStart anchors the recurrence series; defaults to Due when RRule is set.
	DTStart   *time.Time `json:"dtstart"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at"`
}

// TaskService reads and writes tasks inside one transaction. Its writes
// are atomic on their own: one that returns an error has written nothing,
// even if the caller goes on to commit the transaction.
type TaskService struct{ tx *Tx }

// Tasks is the task service of this transaction.
func (tx *Tx) Tasks() TaskService { return TaskService{tx} }

// ValidateRRule checks an RFC 5545 RRULE value without the "RRULE:" prefix
// ("FREQ=WEEKLY;BYDAY=FR"). Errors: ErrInvalid, wrapping the parser's
// complaint (missing FREQ, unknown BYDAY, …); "" is invalid too.
func ValidateRRule(s string) error {
	if _, err := rrule.StrToROption(s); err != nil {
		return fmt.Errorf("%w: recurrence rule %q: %v", ErrInvalid, s, err)
	}
	return nil
}

func (s TaskService) validate(t *Task) error {
	title, err := CleanTitle(t.Title)
	if err != nil {
		return err
	}
	t.Title, t.Notes = title, CleanBody(t.Notes)
	if t.Title == "" {
		return fmt.Errorf("%w: a task needs a title", ErrInvalid)
	}
	if t.Priority < 0 || t.Priority > 4 {
		return fmt.Errorf("%w: priority %d is outside 0–4", ErrInvalid, t.Priority)
	}
	if t.DueEnd != nil && (t.Due == nil || !t.DueEnd.After(*t.Due)) {
		return fmt.Errorf("%w: a time window needs a due start before its end", ErrInvalid)
	}
	if t.RRule != "" {
		t.RRule = strings.TrimPrefix(t.RRule, "RRULE:")
		if err := ValidateRRule(t.RRule); err != nil {
			return err
		}
	}
	t.Tags = normTags(t.Tags)
	// completedAt follows done: stamped when missing, cleared on reopening.
	switch {
	case t.Done && t.CompletedAt == nil:
		now := s.tx.Now()
		t.CompletedAt = &now
	case !t.Done:
		t.CompletedAt = nil
	}
	return s.checkRefs(t)
}

// checkRefs turns a dangling project, milestone or dependency, or a
// dependency cycle, into ErrInvalid before anything is written.
func (s TaskService) checkRefs(t *Task) error {
	if t.ProjectID != "" && !s.tx.exists("projects", t.ProjectID) {
		return fmt.Errorf("%w: project %s does not exist", ErrInvalid, t.ProjectID)
	}
	if t.MilestoneID != "" && !s.tx.exists("milestones", t.MilestoneID) {
		return fmt.Errorf("%w: milestone %s does not exist", ErrInvalid, t.MilestoneID)
	}
	for _, d := range t.DependsOn {
		if d == t.ID {
			return fmt.Errorf("%w: a task cannot depend on itself", ErrInvalid)
		}
		if !s.tx.exists("tasks", d) {
			return fmt.Errorf("%w: dependency %s does not exist", ErrInvalid, d)
		}
		// d must not (transitively) depend on t already.
		var cyc int
		err := s.tx.queryRow(`WITH RECURSIVE up(id) AS (SELECT ? UNION
			SELECT d.depends_on FROM task_deps d JOIN up ON d.task_id = up.id)
			SELECT count(*) FROM up WHERE id = ?`, d, t.ID).Scan(&cyc)
		if err != nil {
			return fmt.Errorf("check dependency %s: %w", d, err)
		}
		if cyc > 0 {
			return fmt.Errorf("%w: depending on %s would make a dependency cycle", ErrInvalid, d)
		}
	}
	return nil
}

func normTags(tags []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, t := range tags {
		t = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(cleanLine(t), "@")))
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	sort.Strings(out)
	return out
}

// Insert stores a new task (or restores a deleted one when t.ID is set) and
// returns it as stored: title cleaned (CleanTitle: control characters become
// spaces, ends trimmed), notes cleaned (CleanBody), tags lowercased without "@", sorted
// and deduplicated, an "RRULE:" prefix dropped. Errors: ErrInvalid (empty
// title, a title over MaxTitle characters as *TitleTooLongError, priority
// outside 0–4, a DueEnd without Due or not after it, bad RRULE, unknown
// project, milestone or dependency, dependency on itself or a cycle); on
// any error nothing is written.
func (s TaskService) Insert(t Task) (out Task, err error) {
	err = s.tx.atomic(func() error {
		out, err = s.insert(t)
		return err
	})
	return out, err
}

func (s TaskService) insert(t Task) (Task, error) {
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
	end, _ := fmtTimePtr(t.DueEnd)
	done := fmtStampPtr(t.CompletedAt)
	_, err := s.tx.exec(`INSERT INTO tasks(id, title, notes, due, due_at, due_end, has_time, priority, done, completed_at,
		project_id, milestone_id, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		t.ID, t.Title, t.Notes, due, dueAt, end, t.HasTime, t.Priority, t.Done, done,
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
// notes, due, priority, done, completedAt, project, milestone, tags,
// dependencies, recurrence); CreatedAt is kept. Errors: ErrNotFound,
// ErrInvalid (as Insert); on any error nothing is written.
func (s TaskService) Update(t Task) (out Task, err error) {
	err = s.tx.atomic(func() error {
		out, err = s.update(t)
		return err
	})
	return out, err
}

func (s TaskService) update(t Task) (Task, error) {
	if !s.tx.exists("tasks", t.ID) {
		return Task{}, fmt.Errorf("task %s: %w", t.ID, ErrNotFound)
	}
	if err := s.validate(&t); err != nil {
		return Task{}, err
	}
	due, dueAt := fmtTimePtr(t.Due)
	end, _ := fmtTimePtr(t.DueEnd)
	done := fmtStampPtr(t.CompletedAt)
	res, err := s.tx.exec(`UPDATE tasks SET title=?, notes=?, due=?, due_at=?, due_end=?, has_time=?, priority=?, done=?,
		completed_at=?, project_id=?, milestone_id=?, updated_at=? WHERE id=?`,
		t.Title, t.Notes, due, dueAt, end, t.HasTime, t.Priority, t.Done, done,
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
	if len(t.Tags) > 0 {
		if _, err := s.tx.exec(`INSERT INTO task_tags(task_id, tag) SELECT ?1, value FROM json_each(?2)`, t.ID, jsonArray(t.Tags)); err != nil {
			return fmt.Errorf("tag task: %w", err)
		}
	}
	if len(t.DependsOn) > 0 {
		if _, err := s.tx.exec(`INSERT OR IGNORE INTO task_deps(task_id, depends_on) SELECT ?1, value FROM json_each(?2)`, t.ID, jsonArray(t.DependsOn)); err != nil {
			return fmt.Errorf("task dependencies: %w", err)
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
		if _, err := s.tx.exec(`INSERT INTO recurrence_rules(task_id, rrule, dtstart) VALUES (?,?,?)`, t.ID, t.RRule, fmtDue(*start)); err != nil {
			return fmt.Errorf("recurrence: %w", err)
		}
	}
	return s.tx.indexWords(KindTask, t.ID, t.Title)
}

// Delete removes a task with its tags, dependencies (both directions),
// recurrence, reminder exports and knowledge links. Errors: ErrNotFound.
func (s TaskService) Delete(id string) error {
	return s.tx.atomic(func() error {
		res, err := s.tx.exec(`DELETE FROM tasks WHERE id=?`, id)
		if err != nil {
			return fmt.Errorf("delete task: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("task %s: %w", id, ErrNotFound)
		}
		return s.tx.forget(id)
	})
}

const taskSelect = `SELECT t.id, t.title, t.notes, t.due, t.has_time, t.priority, t.done, t.completed_at,
	coalesce(t.project_id, ''), coalesce(p.name, ''), coalesce(t.milestone_id, ''), t.created_at, t.updated_at,
	(SELECT json_group_array(tag) FROM (SELECT tag FROM task_tags WHERE task_id = t.id ORDER BY tag)),
	(SELECT json_group_array(depends_on) FROM (SELECT depends_on FROM task_deps WHERE task_id = t.id ORDER BY depends_on)),
	coalesce(r.rrule, ''), r.dtstart, t.due_end
	FROM tasks t LEFT JOIN projects p ON p.id = t.project_id LEFT JOIN recurrence_rules r ON r.task_id = t.id`

func scanTask(sc interface{ Scan(...any) error }) (Task, error) {
	var t Task
	var due, completed, dtstart, end sql.NullString
	var created, updated, tags, deps string
	err := sc.Scan(&t.ID, &t.Title, &t.Notes, &due, &t.HasTime, &t.Priority, &t.Done, &completed,
		&t.ProjectID, &t.ProjectName, &t.MilestoneID, &created, &updated, &tags, &deps, &t.RRule, &dtstart, &end)
	if err != nil {
		return t, err
	}
	t.Due, t.CompletedAt, t.DTStart = parseTimePtr(due), parseStampPtr(completed), parseTimePtr(dtstart)
	t.DueEnd = parseTimePtr(end)
	t.CreatedAt, t.UpdatedAt = parseStamp(created), parseStamp(updated)
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
	// Status is "open", "done" or "" (both); anything else is ErrInvalid.
	Status string
	// ProjectID restricts to one project when set.
	ProjectID string
	// DueBefore keeps tasks due strictly before it (tasks with no due date are dropped).
	DueBefore *time.Time
	// CompletedSince keeps tasks completed at or after it.
	CompletedSince *time.Time
	// Limit caps the result (0 = no cap).
	Limit int
	// Offset skips that many tasks first (paging with Limit).
	Offset int
	// Archived includes tasks filed in archived projects; without it they
	// are left out unless ProjectID names their project.
	Archived bool
}

// List returns the tasks matching f: open before done, then by due date
// (undated last), priority (highest first), creation time and id (so
// pages read with Offset neither repeat nor skip). Never nil.
// Errors: ErrInvalid (unknown Status, negative Limit or Offset).
func (s TaskService) List(f TaskFilter) ([]Task, error) {
	where, args, err := f.where()
	if err != nil {
		return nil, err
	}
	const order = " ORDER BY t.done, t.due_at IS NULL, t.due_at, t.priority DESC, t.created_at, t.id"
	if f.Limit > 0 || f.Offset > 0 {
		limit := f.Limit
		if limit == 0 {
			limit = -1 // SQLite: no cap
		}
		return s.scanTasks(pageQuery(where, order, limit, f.Offset), args...)
	}
	return s.scanTasks(taskSelect+where+order, args...)
}

// where is f's WHERE clause over tasks t joined with projects p.
func (f TaskFilter) where() (string, []any, error) {
	var where []string
	var args []any
	switch f.Status {
	case "open":
		where = append(where, "t.done = 0")
	case "done":
		where = append(where, "t.done = 1")
	case "":
	default:
		return "", nil, fmt.Errorf("%w: task status %q (want open, done or empty)", ErrInvalid, f.Status)
	}
	if f.Limit < 0 || f.Offset < 0 {
		return "", nil, fmt.Errorf("%w: limit %d, offset %d", ErrInvalid, f.Limit, f.Offset)
	}
	if f.ProjectID != "" {
		where = append(where, "t.project_id = ?")
		args = append(args, f.ProjectID)
	} else if !f.Archived {
		where = append(where, "p.archived_at IS NULL")
	}
	if f.DueBefore != nil {
		where = append(where, "t.due_at < ?")
		args = append(args, f.DueBefore.Unix())
	}
	if f.CompletedSince != nil {
		where = append(where, "t.completed_at >= ?")
		args = append(args, fmtTime(*f.CompletedSince))
	}
	if len(where) == 0 {
		return "", nil, nil
	}
	return " WHERE " + strings.Join(where, " AND "), args, nil
}

// Dependents returns the ids of tasks that task id blocks (that depend on
// it), sorted; empty (not an error) for an unknown id.
func (s TaskService) Dependents(id string) ([]string, error) {
	rows, err := s.tx.query(`SELECT task_id FROM task_deps WHERE depends_on = ? ORDER BY task_id`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
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
