package caldav

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"pace/store"
	"pace/undo"
)

// pullNew brings a VTODO Pace has not seen into a task: the project named
// like the list (made if missing; none for the default list), the UID as
// the task id when it is one and free — so two machines share ids — or the
// task already there under that id (a push cut short before its record).
func (p *pass) pullNew(ctx context.Context, o Object, td Todo) error {
	var adopted bool
	var title string
	err := p.s.db.Write(ctx, func(tx *store.Tx) error {
		if it, err := tx.CalDAV().ItemByUID(td.UID); err == nil && it.List != p.list.Path {
			adopted = true // synced through another list already
			return nil
		}
		if exported, err := tx.CalDAV().IsExport(td.UID); err != nil || exported {
			adopted = true // a reminder Pace exported into this list: the task is here already
			return err
		}
		if t, err := tx.Tasks().Get(td.UID); err == nil {
			if _, err := tx.CalDAV().Item(t.ID); errors.Is(err, store.ErrNotFound) {
				adopted, title = true, t.Title
				p.done[t.ID] = true
				local := p.localFields(tx, t, td.Fields)
				base := td.Fields
				if Equal(local, td.Fields) {
					base = local
				}
				return tx.CalDAV().SaveItem(store.CalDAVItem{TaskID: t.ID, List: p.list.Path, Href: o.Path, UID: td.UID, ETag: o.ETag, Base: base.Encode()})
			}
		}
		return nil
	})
	if err != nil || adopted {
		return err
	}
	title, err = p.writeLocal(ctx, nil, td.Fields, o, td, "Added “%s” from the server")
	if err == nil && title != "" {
		p.rep.Pulled.Created = append(p.rep.Pulled.Created, title)
	}
	return err
}

// writeLocal inserts a task for a server VTODO with its item record and a
// journal entry (undo deletes it here; the next pass then deletes it there).
func (p *pass) writeLocal(ctx context.Context, _ *store.Task, f Fields, o Object, td Todo, summary string) (string, error) {
	var title string
	err := p.s.db.Write(ctx, func(tx *store.Tx) error {
		t := store.Task{}
		if _, err := uuid.Parse(td.UID); err == nil {
			if _, err := tx.Tasks().Get(td.UID); errors.Is(err, store.ErrNotFound) {
				t.ID = td.UID
			}
		}
		if old, err := tx.CalDAV().ItemByHref(o.Path); err == nil && t.ID == "" {
			t.ID = old.TaskID // restoring a task deleted here keeps its id
		}
		setFields(&t, p.valid(f))
		if !p.dflt {
			pid, err := p.project(tx)
			if err != nil {
				return err
			}
			t.ProjectID = pid
		}
		t.DependsOn = p.depIDs(tx, f.DependsOn, t.ID)
		nt, err := tx.Tasks().Insert(t)
		if err != nil {
			return err
		}
		p.done[nt.ID] = true
		title = nt.Title
		rec := undo.NewRecorder(tx, p.group, syncTool)
		rec.Add(undo.DeleteTask(nt.ID))
		if _, _, err := rec.Commit(fmt.Sprintf(summary, nt.Title)); err != nil {
			return err
		}
		base := p.localFields(tx, nt, f)
		if !Equal(base, f) {
			base = f // what the store could not hold goes back on the next local edit only
		}
		if err := tx.CalDAV().DeleteItem(nt.ID); err != nil {
			return err
		}
		if old, err := tx.CalDAV().ItemByHref(o.Path); err == nil {
			if err := tx.CalDAV().DeleteItem(old.TaskID); err != nil {
				return err
			}
		}
		return tx.CalDAV().SaveItem(store.CalDAVItem{TaskID: nt.ID, List: p.list.Path, Href: o.Path, UID: td.UID, ETag: o.ETag, Base: base.Encode()})
	})
	return title, err
}

// project is the id of the project named like the list, made if missing.
func (p *pass) project(tx *store.Tx) (string, error) {
	ps, err := tx.Projects().List()
	if err != nil {
		return "", err
	}
	for _, pr := range ps {
		if strings.EqualFold(pr.Name, p.list.Name) {
			return pr.ID, nil
		}
	}
	pr, err := tx.Projects().Insert(store.Project{Name: p.list.Name})
	return pr.ID, err
}

// pullDelete applies a deletion on the server: the task goes too (undoably),
// unless it was edited here since the last sync — then it stays, is
// reported, and goes back to the server as new.
func (p *pass) pullDelete(ctx context.Context, it store.CalDAVItem) error {
	p.done[it.TaskID] = true
	return p.s.db.Write(ctx, func(tx *store.Tx) error {
		t, err := tx.Tasks().Get(it.TaskID)
		if errors.Is(err, store.ErrNotFound) {
			return tx.CalDAV().DeleteItem(it.TaskID) // gone on both sides
		}
		if err != nil {
			return err
		}
		if err := tx.CalDAV().DeleteItem(it.TaskID); err != nil {
			return err
		}
		if !Equal(p.localFields(tx, t, DecodeFields(it.Base)), DecodeFields(it.Base)) {
			p.done[it.TaskID] = false // the local pass sends it back
			p.rep.Notes = append(p.rep.Notes, fmt.Sprintf("“%s” was deleted on the server but changed here, so it was kept.", t.Title))
			return nil
		}
		if err := tx.Tasks().Delete(t.ID); err != nil {
			return err
		}
		rec := undo.NewRecorder(tx, p.group, syncTool)
		rec.Add(undo.InsertTask(t))
		if _, _, err := rec.Commit("Deleted “" + t.Title + "”: it was deleted on " + p.list.Name); err != nil {
			return err
		}
		p.rep.Pulled.Deleted = append(p.rep.Pulled.Deleted, t.Title)
		return nil
	})
}
