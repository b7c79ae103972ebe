package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"pace/store"
	"pace/undo"
)

// Backup is the shape of an export file (Settings → Export, pace-export-*.json):
// every task, project, milestone (by project id), note and link, with ids.
type Backup struct {
	ExportedAt time.Time                    `json:"exported_at"`
	Tasks      []store.Task                 `json:"tasks"`
	Projects   []store.Project              `json:"projects"`
	Milestones map[string][]store.Milestone `json:"milestones"`
	Notes      []store.Note                 `json:"notes"`
	Links      []store.Link                 `json:"links"`
}

// MaxBackupBytes is the largest export file ReadBackupFile accepts (64 MiB):
// far above any personal export, small enough to decode in memory.
const MaxBackupBytes = 64 << 20

// ErrNotBackup: the file is not a Pace export (bad JSON, or nothing in it).
var ErrNotBackup = errors.New("not a Pace export file")

// TakeBackup reads everything an export holds, in one read transaction.
func TakeBackup(ctx context.Context, db *store.DB, now time.Time) (Backup, error) {
	b := Backup{ExportedAt: now, Milestones: map[string][]store.Milestone{}}
	err := db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if b.Tasks, err = tx.Tasks().List(store.TaskFilter{Archived: true}); err != nil {
			return err
		}
		if b.Projects, err = tx.Projects().ListAll(); err != nil {
			return err
		}
		for _, p := range b.Projects {
			if b.Milestones[p.ID], err = tx.Projects().Milestones(p.ID); err != nil {
				return err
			}
		}
		if b.Notes, err = tx.Notes().List(); err != nil {
			return err
		}
		b.Links, err = tx.Graph().All()
		return err
	})
	if err != nil {
		return Backup{}, fmt.Errorf("export: %w", err)
	}
	return b, nil
}

// Write encodes b as indented JSON.
func (b Backup) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(b); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// ReadBackup decodes an export from r (at most MaxBackupBytes). Errors wrap
// ErrNotBackup for anything that is not one.
func ReadBackup(r io.Reader) (Backup, error) {
	var b Backup
	dec := json.NewDecoder(io.LimitReader(r, MaxBackupBytes+1))
	if err := dec.Decode(&b); err != nil {
		return Backup{}, fmt.Errorf("%w: %v", ErrNotBackup, err)
	}
	if b.ExportedAt.IsZero() && len(b.Tasks)+len(b.Projects)+len(b.Notes)+len(b.Links) == 0 {
		return Backup{}, fmt.Errorf("%w: it holds no tasks, projects or notes", ErrNotBackup)
	}
	return b, nil
}

// ImportMode says what happens to an item whose id is already in the store.
type ImportMode int

const (
	// ImportMerge adds what is missing and keeps the store's version of
	// items that exist in both.
	ImportMerge ImportMode = iota
	// ImportReplace adds what is missing and overwrites tasks, projects and
	// notes that exist in both with the file's version. Items only in the
	// store stay: an import never deletes.
	ImportReplace
)

// ImportReport counts what an import did, by kind ("tasks", "projects",
// "milestones", "notes", "links").
type ImportReport struct {
	Added, Updated, Kept map[string]int
	// Skipped counts links whose ends are in neither the file nor the store.
	Skipped int
	// Journal is the entry that undoes the whole import (its group is the
	// one passed in); zero when nothing changed.
	Journal store.JournalEntry
}

// ImportBackup writes b into db in one transaction with one journal entry
// in group, so `pace undo` (or the thread's Undo) takes the whole import
// back: added items are deleted, replaced ones restored. Ids are kept, so
// tasks stay in their projects and links keep their ends. Errors: store
// errors; nothing is written on any error.
func ImportBackup(ctx context.Context, db *store.DB, b Backup, mode ImportMode, group string) (ImportReport, error) {
	rep := ImportReport{Added: map[string]int{}, Updated: map[string]int{}, Kept: map[string]int{}}
	err := db.Write(ctx, func(tx *store.Tx) error {
		rec := undo.NewRecorder(tx, group, "import")
		im := importer{tx: tx, rec: rec, mode: mode, rep: &rep}
		for _, step := range []func(Backup) error{im.projects, im.milestones, im.tasks, im.notes, im.links} {
			if err := step(b); err != nil {
				return err
			}
		}
		e, _, err := rec.Commit("Imported " + rep.summary())
		rep.Journal = e
		return err
	})
	if err != nil {
		return ImportReport{}, fmt.Errorf("import: %w", err)
	}
	return rep, nil
}

type importer struct {
	tx   *store.Tx
	rec  *undo.Recorder
	mode ImportMode
	rep  *ImportReport
}

func missing(err error) bool { return errors.Is(err, store.ErrNotFound) }

func (im importer) projects(b Backup) error {
	for _, p := range b.Projects {
		before, err := im.tx.Projects().Get(p.ID)
		switch {
		case missing(err):
			if _, err := im.tx.Projects().Insert(p); err != nil {
				return err
			}
			im.rec.Add(undo.DeleteProject(p.ID))
			im.rep.Added["projects"]++
		case err != nil:
			return err
		case im.mode == ImportReplace:
			if _, err := im.tx.Projects().Update(p); err != nil {
				return err
			}
			im.rec.Add(undo.RestoreProject(before))
			im.rep.Updated["projects"]++
		default:
			im.rep.Kept["projects"]++
		}
	}
	return nil
}

// milestones are added when missing; an existing one is kept (the journal
// has no step to restore a milestone's earlier state).
func (im importer) milestones(b Backup) error {
	for _, ms := range b.Milestones {
		for _, m := range ms {
			if _, err := im.tx.Projects().GetMilestone(m.ID); err == nil {
				im.rep.Kept["milestones"]++
				continue
			} else if !missing(err) {
				return err
			}
			if _, err := im.tx.Projects().InsertMilestone(m); err != nil {
				return err
			}
			im.rec.Add(undo.DeleteMilestone(m.ID))
			im.rep.Added["milestones"]++
		}
	}
	return nil
}

// tasks go in without dependencies first, then get them, so a task may
// depend on one later in the file.
func (im importer) tasks(b Backup) error {
	var withDeps []store.Task
	for _, t := range b.Tasks {
		before, err := im.tx.Tasks().Get(t.ID)
		deps := t.DependsOn
		t.DependsOn = nil
		switch {
		case missing(err):
			if _, err := im.tx.Tasks().Insert(t); err != nil {
				return err
			}
			im.rec.Add(undo.DeleteTask(t.ID))
			im.rep.Added["tasks"]++
		case err != nil:
			return err
		case im.mode == ImportReplace:
			t.DependsOn = before.DependsOn
			if _, err := im.tx.Tasks().Update(t); err != nil {
				return err
			}
			im.rec.Add(undo.RestoreTask(before))
			im.rep.Updated["tasks"]++
		default:
			im.rep.Kept["tasks"]++
			continue
		}
		if len(deps) > 0 {
			t.DependsOn = deps
			withDeps = append(withDeps, t)
		}
	}
	for _, t := range withDeps {
		cur, err := im.tx.Tasks().Get(t.ID)
		if err != nil {
			return err
		}
		cur.DependsOn = t.DependsOn
		if _, err := im.tx.Tasks().Update(cur); err != nil {
			return err
		}
	}
	return nil
}

func (im importer) notes(b Backup) error {
	for _, n := range b.Notes {
		before, err := im.tx.Notes().Get(n.ID)
		switch {
		case missing(err):
			if _, err := im.tx.Notes().Insert(n); err != nil {
				return err
			}
			im.rec.Add(undo.DeleteNote(n.ID))
			im.rep.Added["notes"]++
		case err != nil:
			return err
		case im.mode == ImportReplace && before.ContentHash != store.ContentHash(n.Title, n.Body):
			if _, err := im.tx.Notes().Update(n); err != nil {
				return err
			}
			im.rec.Add(undo.RestoreNote(before))
			im.rep.Updated["notes"]++
		default:
			im.rep.Kept["notes"]++
		}
	}
	return nil
}

func (im importer) links(b Backup) error {
	for _, l := range b.Links {
		got, created, err := im.tx.Graph().Insert(l)
		if errors.Is(err, store.ErrInvalid) {
			im.rep.Skipped++
			continue
		}
		if err != nil {
			return err
		}
		if created {
			im.rec.Add(undo.DeleteLink(got.ID))
			im.rep.Added["links"]++
		} else {
			im.rep.Kept["links"]++
		}
	}
	return nil
}

// summary is "3 tasks, 1 project and 2 notes" (added and updated), or
// "nothing new".
func (r ImportReport) summary() string {
	var parts []string
	for _, k := range []struct{ key, one string }{{"tasks", "task"}, {"projects", "project"}, {"milestones", "milestone"}, {"notes", "note"}, {"links", "link"}} {
		if n := r.Added[k.key] + r.Updated[k.key]; n > 0 {
			if n == 1 {
				parts = append(parts, "1 "+k.one)
			} else {
				parts = append(parts, fmt.Sprintf("%d %s", n, k.key))
			}
		}
	}
	switch len(parts) {
	case 0:
		return "nothing new"
	case 1:
		return parts[0]
	}
	out := parts[0]
	for _, p := range parts[1 : len(parts)-1] {
		out += ", " + p
	}
	return out + " and " + parts[len(parts)-1]
}

// Summary is the report in one line.
func (r ImportReport) Summary() string { return r.summary() }
