package caldav

import (
	"context"
	"errors"
	"strings"

	"pace/store"
)

// push sends Pace's changes since the last sync: new open tasks of the
// list's project (tasks without a project for the default list), edited
// synced tasks, and deletions. A write the server refuses because the
// object changed meanwhile is left for the next pass, which merges it.
func (p *pass) push(ctx context.Context) error {
	var tasks []store.Task
	byTask := map[string]store.CalDAVItem{}
	exported := map[string]bool{} // already in this list as an exported reminder
	err := p.s.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if tasks, err = tx.Tasks().List(store.TaskFilter{}); err != nil {
			return err
		}
		for _, t := range tasks {
			if it, err := tx.CalDAV().Item(t.ID); err == nil {
				byTask[t.ID] = it
			}
		}
		rs, err := tx.CalDAV().Exported(p.list.Path)
		for _, r := range rs {
			exported[r.TaskID] = true
		}
		return err
	})
	if err != nil {
		return err
	}
	alive := map[string]bool{}
	for _, t := range tasks {
		alive[t.ID] = true
		if p.done[t.ID] {
			continue
		}
		it, linked := byTask[t.ID]
		switch {
		case linked && it.List == p.list.Path:
			err = p.pushEdit(ctx, t, it)
		case !linked && !exported[t.ID] && p.inScope(t):
			err = p.pushNew(ctx, t)
		}
		if err != nil {
			return err
		}
	}
	for _, it := range p.items {
		if alive[it.TaskID] || p.done[it.TaskID] {
			continue
		}
		err := p.s.c.Delete(ctx, it.Href, it.ETag)
		if errors.Is(err, ErrPrecondition) {
			continue // edited there since: the next pass brings it back here
		}
		if err != nil {
			return err
		}
		if err := p.s.db.Write(ctx, func(tx *store.Tx) error { return tx.CalDAV().DeleteItem(it.TaskID) }); err != nil {
			return err
		}
		p.rep.Pushed.Deleted = append(p.rep.Pushed.Deleted, DecodeFields(it.Base).Title)
	}
	return nil
}

// inScope: an open task of the project named like the list, or without a
// project when this is the default list.
func (p *pass) inScope(t store.Task) bool {
	if t.Done {
		return false // history stays here; only what is still to do travels
	}
	if t.ProjectID == "" {
		return p.dflt
	}
	return strings.EqualFold(t.ProjectName, p.list.Name)
}

func (p *pass) pushNew(ctx context.Context, t store.Task) error {
	href := p.list.Path + t.ID + ".ics"
	var f Fields
	if err := p.s.db.Read(ctx, func(tx *store.Tx) error {
		f = p.localFields(tx, t, Fields{})
		return nil
	}); err != nil {
		return err
	}
	etag, err := p.s.c.Create(ctx, href, CalendarOf(t.ID, f, p.stamp(t), nil))
	if errors.Is(err, ErrPrecondition) {
		return nil // already there (a push cut short): the next pass adopts it
	}
	if err != nil {
		return err
	}
	if err := p.s.db.Write(ctx, func(tx *store.Tx) error {
		return tx.CalDAV().SaveItem(store.CalDAVItem{TaskID: t.ID, List: p.list.Path, Href: href, UID: t.ID, ETag: etag, Base: f.Encode()})
	}); err != nil {
		return err
	}
	p.rep.Pushed.Created = append(p.rep.Pushed.Created, t.Title)
	return nil
}

func (p *pass) pushEdit(ctx context.Context, t store.Task, it store.CalDAVItem) error {
	base := DecodeFields(it.Base)
	var local Fields
	if err := p.s.db.Read(ctx, func(tx *store.Tx) error {
		local = p.localFields(tx, t, base)
		return nil
	}); err != nil {
		return err
	}
	if Equal(local, base) {
		return nil
	}
	// Read the server copy first so what Pace does not model (alarms,
	// X- properties) survives the write.
	objs, err := p.s.c.Get(ctx, p.list.Path, []string{it.Href})
	if err != nil {
		return err
	}
	if len(objs) == 0 || objs[0].ETag != it.ETag {
		return nil // deleted or changed there meanwhile: the next pass sorts it out
	}
	td, err := TodoOf(objs[0].Cal, p.s.opt.Location)
	if err != nil {
		return nil
	}
	etag, err := p.s.c.Update(ctx, it.Href, it.ETag, CalendarOf(it.UID, local, p.stamp(t), td.Comp))
	if errors.Is(err, ErrPrecondition) {
		return nil
	}
	if err != nil {
		return err
	}
	it.ETag, it.Base, it.SyncedAt = etag, local.Encode(), p.s.opt.Now()
	if err := p.s.db.Write(ctx, func(tx *store.Tx) error { return tx.CalDAV().SaveItem(it) }); err != nil {
		return err
	}
	p.rep.Pushed.Updated = append(p.rep.Pushed.Updated, t.Title)
	return nil
}
