package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Project groups tasks and milestones.
type Project struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Notes     string    `json:"notes"`
	Done      bool      `json:"done"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
	// ArchivedAt is when the project was archived (see Archive), nil while
	// it is active. Update leaves it alone; Insert writes it back.
	ArchivedAt *time.Time `json:"archived_at,omitempty"`
}

// Milestone is a dated checkpoint of a project.
type Milestone struct {
	ID        string     `json:"id"`
	ProjectID string     `json:"project_id"`
	Title     string     `json:"title"`
	Due       *time.Time `json:"due"`
	Done      bool       `json:"done"`
	CreatedAt time.Time  `json:"created_at"`
}

// ProjectService reads and writes projects and milestones in one transaction.
type ProjectService struct{ tx *Tx }

// Projects is the project service of this transaction.
func (tx *Tx) Projects() ProjectService { return ProjectService{tx} }

// Insert stores a new project (or restores one when p.ID is set) and
// returns it with ID and timestamps filled. Errors: ErrInvalid (empty name);
// on error nothing is written.
func (s ProjectService) Insert(p Project) (out Project, err error) {
	err = s.tx.atomic(func() error {
		out, err = s.insert(p)
		return err
	})
	return out, err
}

func (s ProjectService) insert(p Project) (Project, error) {
	var err error
	if p.Name, err = CleanTitle(p.Name); err != nil {
		return Project{}, err
	}
	if p.Name == "" {
		return Project{}, fmt.Errorf("%w: a project needs a name", ErrInvalid)
	}
	p.Notes = CleanBody(p.Notes)
	if p.ID == "" {
		p.ID = s.tx.NewID()
	}
	now := s.tx.Now()
	if p.CreatedAt.IsZero() {
		p.CreatedAt = now
	}
	p.UpdatedAt = now
	if _, err := s.tx.exec(`INSERT INTO projects(id, name, notes, done, created_at, updated_at, archived_at) VALUES (?,?,?,?,?,?,?)`,
		p.ID, p.Name, p.Notes, p.Done, fmtTime(p.CreatedAt), fmtTime(p.UpdatedAt), fmtStampPtr(p.ArchivedAt)); err != nil {
		return Project{}, fmt.Errorf("insert project: %w", err)
	}
	return p, s.tx.indexWords(KindProject, p.ID, p.Name)
}

// Update replaces name, notes and done of project p.ID and returns it as
// stored. Errors: ErrNotFound, ErrInvalid; on error nothing is written.
func (s ProjectService) Update(p Project) (out Project, err error) {
	err = s.tx.atomic(func() error {
		out, err = s.update(p)
		return err
	})
	return out, err
}

func (s ProjectService) update(p Project) (Project, error) {
	var err error
	if p.Name, err = CleanTitle(p.Name); err != nil {
		return Project{}, err
	}
	if p.Name == "" {
		return Project{}, fmt.Errorf("%w: a project needs a name", ErrInvalid)
	}
	p.Notes = CleanBody(p.Notes)
	res, err := s.tx.exec(`UPDATE projects SET name=?, notes=?, done=?, updated_at=? WHERE id=?`,
		p.Name, p.Notes, p.Done, fmtTime(s.tx.Now()), p.ID)
	if err != nil {
		return Project{}, fmt.Errorf("update project: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Project{}, fmt.Errorf("project %s: %w", p.ID, ErrNotFound)
	}
	if err := s.tx.indexWords(KindProject, p.ID, p.Name); err != nil {
		return Project{}, err
	}
	return s.Get(p.ID)
}

// Delete removes a project, its milestones and its knowledge links; its
// tasks stay, unfiled (no project, no milestone). Errors: ErrNotFound.
func (s ProjectService) Delete(id string) error {
	return s.tx.atomic(func() error {
		res, err := s.tx.exec(`DELETE FROM projects WHERE id=?`, id)
		if err != nil {
			return fmt.Errorf("delete project: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("project %s: %w", id, ErrNotFound)
		}
		return s.tx.forget(id)
	})
}

func scanProject(sc interface{ Scan(...any) error }) (Project, error) {
	var p Project
	var c, u string
	var a sql.NullString
	err := sc.Scan(&p.ID, &p.Name, &p.Notes, &p.Done, &c, &u, &a)
	p.CreatedAt, p.UpdatedAt, p.ArchivedAt = parseStamp(c), parseStamp(u), parseStampPtr(a)
	return p, err
}

// Get returns project id. Errors: ErrNotFound.
func (s ProjectService) Get(id string) (Project, error) {
	p, err := scanProject(s.tx.queryRow(projectSelect+` WHERE id=?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Project{}, fmt.Errorf("project %s: %w", id, ErrNotFound)
	}
	return p, err
}

const projectSelect = `SELECT id, name, notes, done, created_at, updated_at, archived_at FROM projects`

// List returns every project that is not archived, open first, then by
// name (case-insensitive); ListAll includes the archived ones. Never nil.
func (s ProjectService) List() ([]Project, error) {
	return s.list(`WHERE archived_at IS NULL`)
}

func (s ProjectService) list(where string) ([]Project, error) {
	rows, err := s.tx.query(projectSelect + ` ` + where + ` ORDER BY done, name COLLATE NOCASE`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Project{}
	for rows.Next() {
		p, err := scanProject(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Resolve finds the project a reference names (same rules as tasks).
// Errors: ErrNotFound, *AmbiguousError.
func (s ProjectService) Resolve(ref string) (Project, error) {
	id, err := s.tx.resolve(KindProject, ref)
	if err != nil {
		return Project{}, err
	}
	return s.Get(id)
}

// InsertMilestone stores a milestone (or restores one when m.ID is set)
// and returns it with ID and CreatedAt filled. Errors: ErrInvalid (empty
// title, unknown project).
func (s ProjectService) InsertMilestone(m Milestone) (Milestone, error) {
	var err error
	if m.Title, err = CleanTitle(m.Title); err != nil {
		return Milestone{}, err
	}
	if m.Title == "" {
		return Milestone{}, fmt.Errorf("%w: a milestone needs a title", ErrInvalid)
	}
	if !s.tx.exists("projects", m.ProjectID) {
		return Milestone{}, fmt.Errorf("%w: project %s does not exist", ErrInvalid, m.ProjectID)
	}
	if m.ID == "" {
		m.ID = s.tx.NewID()
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = s.tx.Now()
	}
	due, dueAt := fmtTimePtr(m.Due)
	if _, err := s.tx.exec(`INSERT INTO milestones(id, project_id, title, due, due_at, done, created_at) VALUES (?,?,?,?,?,?,?)`,
		m.ID, m.ProjectID, m.Title, due, dueAt, m.Done, fmtTime(m.CreatedAt)); err != nil {
		return Milestone{}, fmt.Errorf("insert milestone: %w", err)
	}
	return m, nil
}

// UpdateMilestone replaces title, due and done of milestone m.ID (its
// project stays). Errors: ErrNotFound, ErrInvalid (empty title).
func (s ProjectService) UpdateMilestone(m Milestone) error {
	var err error
	if m.Title, err = CleanTitle(m.Title); err != nil {
		return err
	}
	if m.Title == "" {
		return fmt.Errorf("%w: a milestone needs a title", ErrInvalid)
	}
	due, dueAt := fmtTimePtr(m.Due)
	res, err := s.tx.exec(`UPDATE milestones SET title=?, due=?, due_at=?, done=? WHERE id=?`, m.Title, due, dueAt, m.Done, m.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("milestone %s: %w", m.ID, ErrNotFound)
	}
	return nil
}

// DeleteMilestone removes milestone id; its tasks keep their project and
// lose the milestone. Errors: ErrNotFound.
func (s ProjectService) DeleteMilestone(id string) error {
	res, err := s.tx.exec(`DELETE FROM milestones WHERE id=?`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("milestone %s: %w", id, ErrNotFound)
	}
	return nil
}

// GetMilestone returns milestone id. Errors: ErrNotFound.
func (s ProjectService) GetMilestone(id string) (Milestone, error) {
	ms, err := s.milestones(`WHERE id = ?`, id)
	if err != nil {
		return Milestone{}, err
	}
	if len(ms) == 0 {
		return Milestone{}, fmt.Errorf("milestone %s: %w", id, ErrNotFound)
	}
	return ms[0], nil
}

// Milestones lists a project's milestones by due date (undated last), then
// creation; empty for an unknown project.
func (s ProjectService) Milestones(projectID string) ([]Milestone, error) {
	return s.milestones(`WHERE project_id = ? ORDER BY due_at IS NULL, due_at, created_at`, projectID)
}

func (s ProjectService) milestones(where string, args ...any) ([]Milestone, error) {
	rows, err := s.tx.query(`SELECT id, project_id, title, due, done, created_at FROM milestones `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Milestone{}
	for rows.Next() {
		var m Milestone
		var due sql.NullString
		var c string
		if err := rows.Scan(&m.ID, &m.ProjectID, &m.Title, &due, &m.Done, &c); err != nil {
			return nil, err
		}
		m.Due, m.CreatedAt = parseTimePtr(due), parseStamp(c)
		out = append(out, m)
	}
	return out, rows.Err()
}
