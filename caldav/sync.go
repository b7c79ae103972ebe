package caldav

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"pace/store"
	"pace/undo"
)

// Moves counts what travelled one way in a pass, by task title.
type Moves struct {
	Created []string `json:"created"`
	Updated []string `json:"updated"`
	Deleted []string `json:"deleted"`
}

func (m Moves) n() int { return len(m.Created) + len(m.Updated) + len(m.Deleted) }

// ListReport is what one pass did to one task list.
type ListReport struct {
	List string `json:"list"`
	Path string `json:"path"`
	// Pulled moved from the server into Pace, Pushed the other way.
	Pulled Moves `json:"pulled"`
	Pushed Moves `json:"pushed"`
	// Notes are sentences for the thread: conflicts with the losing value
	// ("Kept the server's due date for “Pay rent”; yours was …") and tasks
	// kept although deleted on the other side.
	Notes []string `json:"notes"`
	// Incremental is true when RFC 6578 sync-collection found the changes,
	// false when every ETag was compared.
	Incremental bool `json:"incremental"`
}

// Report is one sync pass over every synced list.
type Report struct {
	Lists []ListReport `json:"lists"`
	At    time.Time    `json:"at"`
	// Group is the journal group of the pass's local changes ("" if none).
	Group string `json:"group,omitempty"`
}

// Notes gathers every list's notes.
func (r Report) Notes() []string {
	var out []string
	for _, l := range r.Lists {
		out = append(out, l.Notes...)
	}
	return out
}

// Changed reports whether anything moved either way.
func (r Report) Changed() bool {
	for _, l := range r.Lists {
		if l.Pulled.n()+l.Pushed.n() > 0 {
			return true
		}
	}
	return false
}

// syncTool names the journal entries a pass writes.
const syncTool = "caldavSync"

// Sync runs one pass over the synced lists (only the one named only, when
// set): server changes come in, local changes go out, conflicts are merged
// per field (Merge) with the losing value journaled and reported. Each
// object's step commits on its own, and the sync-token is saved only after
// the whole list went through, so a pass cut short (server gone, context
// cancelled) loses nothing and the next pass completes it. Errors:
// ErrNoList, ErrAuth, ErrUnreachable, store errors.
func (s *Service) Sync(ctx context.Context, only string) (Report, error) {
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	rep := Report{At: s.opt.Now(), Group: uuid.NewString()}
	names := s.opt.Sync
	if only != "" {
		names = []string{only}
	}
	if len(names) == 0 {
		return rep, fmt.Errorf("%w: no task list is set to sync (PACE_CALDAV_SYNC or Settings)", ErrNoList)
	}
	var dflt string
	if len(s.opt.Sync) > 0 {
		if l, err := s.Find(ctx, s.opt.Sync[0], true); err == nil {
			dflt = l.Path
		}
	}
	if _, err := s.Flush(ctx); err != nil {
		return rep, err
	}
	for _, name := range names {
		l, err := s.Find(ctx, name, true)
		if err != nil {
			return rep, err
		}
		p := &pass{s: s, list: l, dflt: l.Path == dflt, group: rep.Group, rep: ListReport{List: l.Name, Path: l.Path, Notes: []string{}}}
		err = p.run(ctx)
		rep.Lists = append(rep.Lists, p.rep)
		if err != nil {
			return rep, fmt.Errorf("sync %s: %w", l.Name, err)
		}
	}
	return rep, nil
}

// pass is one list's share of a sync.
type pass struct {
	s     *Service
	list  List
	dflt  bool
	group string
	rep   ListReport
	items map[string]store.CalDAVItem // by href
	done  map[string]bool             // task ids handled by the remote step
}

func (p *pass) run(ctx context.Context) error {
	var state store.CalDAVList
	err := p.s.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if state, err = tx.CalDAV().List(p.list.Path); errors.Is(err, store.ErrNotFound) {
			state, err = store.CalDAVList{Path: p.list.Path, Name: p.list.Name}, nil
		}
		if err != nil {
			return err
		}
		its, err := tx.CalDAV().Items(p.list.Path)
		p.items = map[string]store.CalDAVItem{}
		for _, it := range its {
			p.items[it.Href] = it
		}
		return err
	})
	if err != nil {
		return err
	}
	p.done = map[string]bool{}
	changed, deleted, token, err := p.remoteChanges(ctx, state.SyncToken)
	if err != nil {
		return err
	}
	if err := p.pull(ctx, changed, deleted); err != nil {
		return err
	}
	if err := p.push(ctx); err != nil {
		return err
	}
	now := p.s.opt.Now()
	state.Name, state.SyncToken, state.SyncedAt = p.list.Name, token, &now
	return p.s.db.Write(ctx, func(tx *store.Tx) error { return tx.CalDAV().SaveList(state) })
}

// remoteChanges finds the objects changed on the server (with their data)
// and the hrefs deleted there: by sync-collection from token when the
// server offers it, else by comparing every ETag with the ones stored.
func (p *pass) remoteChanges(ctx context.Context, token string) ([]Object, []string, string, error) {
	c := p.s.c
	var refs []Object
	var deleted []string
	next := ""
	ch, err := c.Changes(ctx, p.list.Path, token)
	if token != "" && errors.Is(err, ErrNoSyncCollection) { // token refused: start over
		ch, err = c.Changes(ctx, p.list.Path, "")
		token = ""
	}
	switch {
	case err == nil:
		next, refs, deleted = ch.Token, ch.Updated, ch.Deleted
		p.rep.Incremental = token != ""
		if token == "" { // a full listing: whatever we hold that is not in it is gone
			deleted = p.missing(refs)
		}
	case errors.Is(err, ErrNoSyncCollection):
		objs, err := c.Todos(ctx, p.list.Path)
		if err != nil {
			return nil, nil, "", err
		}
		var out []Object
		for _, o := range objs {
			if it, ok := p.items[o.Path]; !ok || it.ETag != o.ETag {
				out = append(out, o)
			}
		}
		return out, p.missing(objs), "", nil
	default:
		return nil, nil, "", err
	}
	var paths []string
	for _, r := range refs {
		if it, ok := p.items[r.Path]; !ok || it.ETag != r.ETag || r.ETag == "" {
			paths = append(paths, r.Path)
		}
	}
	objs, err := c.Get(ctx, p.list.Path, paths)
	if err != nil {
		return nil, nil, "", err
	}
	return objs, deleted, next, nil
}

// missing lists the stored hrefs absent from a full listing.
func (p *pass) missing(listing []Object) []string {
	have := map[string]bool{}
	for _, o := range listing {
		have[o.Path] = true
	}
	var out []string
	for h := range p.items {
		if !have[h] {
			out = append(out, h)
		}
	}
	return out
}

// pull applies the server's changes and deletions to Pace.
func (p *pass) pull(ctx context.Context, changed []Object, deleted []string) error {
	for _, o := range changed {
		td, err := TodoOf(o.Cal, p.s.opt.Location)
		if err != nil {
			continue // an event or a damaged object in a mixed collection: not a task
		}
		if err := p.pullOne(ctx, o, td); err != nil {
			return err
		}
	}
	for _, h := range deleted {
		it, ok := p.items[h]
		if !ok {
			continue
		}
		if err := p.pullDelete(ctx, it); err != nil {
			return err
		}
	}
	return nil
}

func (p *pass) pullOne(ctx context.Context, o Object, td Todo) error {
	it, known := p.items[o.Path]
	if !known {
		return p.pullNew(ctx, o, td)
	}
	p.done[it.TaskID] = true
	var task store.Task
	var local Fields
	exists := true
	err := p.s.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		task, err = tx.Tasks().Get(it.TaskID)
		if errors.Is(err, store.ErrNotFound) {
			exists = false
			return nil
		}
		local = p.localFields(tx, task, DecodeFields(it.Base))
		return err
	})
	if err != nil {
		return err
	}
	if !exists {
		// Deleted here, changed there: the edit is newer than our copy, so the
		// task comes back rather than vanish from both sides.
		title, err := p.writeLocal(ctx, nil, td.Fields, o, td, "Restored “%s”: it was deleted here but changed on the server")
		if err == nil {
			p.rep.Pulled.Created = append(p.rep.Pulled.Created, title)
			p.rep.Notes = append(p.rep.Notes, fmt.Sprintf("“%s” was deleted here but changed on the server, so it was kept.", title))
		}
		return err
	}
	base := DecodeFields(it.Base)
	merged, cs := Merge(base, local, td.Fields, task.UpdatedAt, td.Modified)
	etag := o.ETag
	if !Equal(merged, td.Fields) { // the server needs our side too
		var err error
		etag, err = p.s.c.Update(ctx, o.Path, o.ETag, CalendarOf(td.UID, merged, p.stamp(task), td.Comp))
		if errors.Is(err, ErrPrecondition) {
			return nil // changed again meanwhile: the next pass merges it
		}
		if err != nil {
			return err
		}
		p.rep.Pushed.Updated = append(p.rep.Pushed.Updated, task.Title)
	}
	return p.s.db.Write(ctx, func(tx *store.Tx) error {
		rec := undo.NewRecorder(tx, p.group, syncTool)
		cur, err := tx.Tasks().Get(task.ID)
		if err != nil {
			return err
		}
		if !Equal(merged, local) {
			nt, err := p.apply(tx, cur, merged)
			if err != nil {
				return err
			}
			rec.Add(undo.RestoreTask(cur))
			if _, _, err := rec.Commit("Synced “" + nt.Title + "” from " + p.list.Name); err != nil {
				return err
			}
			p.rep.Pulled.Updated = append(p.rep.Pulled.Updated, nt.Title)
			cur = nt
		}
		for _, c := range cs {
			if err := p.journalConflict(tx, rec, cur, c); err != nil {
				return err
			}
		}
		it.ETag, it.Base, it.SyncedAt = etag, merged.Encode(), p.s.opt.Now()
		return tx.CalDAV().SaveItem(it)
	})
}

// stamp is LAST-MODIFIED for a write of task: its own last change, so the
// other machine's merge compares when the user edited, not when we synced.
func (p *pass) stamp(t store.Task) time.Time {
	if t.UpdatedAt.IsZero() {
		return p.s.opt.Now()
	}
	return t.UpdatedAt
}

// journalConflict records the losing value of one conflict as an undoable
// entry and a note: undoing it puts the loser's value back in Pace (and the
// next pass sends it to the server).
func (p *pass) journalConflict(tx *store.Tx, rec *undo.Recorder, cur store.Task, c Conflict) error {
	loc := p.s.opt.Location
	back := cur
	f := FieldsOfTask(cur, func(string) string { return "" })
	take(c.Field, &f, c.Lost)
	setFields(&back, f, c.Field)
	var msg string
	if c.Winner == Remote {
		msg = fmt.Sprintf("Kept the server's %s for “%s”; yours was %s — undo to restore it", c.Field, cur.Title, c.Lost.Show(c.Field, loc))
	} else {
		msg = fmt.Sprintf("Kept your %s for “%s”; the server's was %s — undo to take it instead", c.Field, cur.Title, c.Lost.Show(c.Field, loc))
	}
	rec.Add(undo.RestoreTask(back))
	if _, _, err := rec.Commit(msg); err != nil {
		return err
	}
	p.rep.Notes = append(p.rep.Notes, msg+".")
	return nil
}

// setFields writes field name of f onto t (dependencies excepted: they
// are UIDs in f and task ids in t, mapped by apply).
func setFields(t *store.Task, f Fields, names ...string) {
	if len(names) == 0 {
		names = fieldNames
	}
	for _, n := range names {
		switch n {
		case FieldTitle:
			t.Title = f.Title
		case FieldNotes:
			t.Notes = f.Notes
		case FieldDue:
			t.Due, t.DueEnd, t.HasTime = f.Due, f.End, f.HasTime
			if f.Due == nil {
				t.DueEnd, t.HasTime = nil, false
			}
		case FieldPriority:
			t.Priority = f.Priority
		case FieldDone:
			t.Done, t.CompletedAt = f.Done, f.Completed
		case FieldRRule:
			t.RRule = f.RRule
			if f.RRule == "" {
				t.DTStart = nil
			}
		case FieldTags:
			t.Tags = f.Tags
		}
	}
}

// apply writes merged onto task cur (an update), mapping dependency UIDs
// to the task ids synced under them.
func (p *pass) apply(tx *store.Tx, cur store.Task, f Fields) (store.Task, error) {
	t := cur
	setFields(&t, p.valid(f))
	t.DependsOn = p.depIDs(tx, f.DependsOn, t.ID)
	return tx.Tasks().Update(t)
}

// valid drops what the store would refuse from a server's fields (an RRULE
// it cannot read, a priority out of range) so one odd VTODO cannot stop a
// pass; the server copy keeps the original.
func (p *pass) valid(f Fields) Fields {
	if f.RRule != "" && store.ValidateRRule(f.RRule) != nil {
		f.RRule = ""
	}
	f.Priority = min(max(f.Priority, 0), 4)
	// The server's item must be kept even when its title is over the
	// store's limit: it is shortened here (the store would refuse it), and
	// the full title goes back only on the next local edit.
	f.Title = store.ShortenTitle(f.Title)
	if f.Title == "" {
		f.Title = "(untitled)"
	}
	return f
}

func (p *pass) depIDs(tx *store.Tx, uids []string, self string) []string {
	out := []string{}
	for _, u := range uids {
		if it, err := tx.CalDAV().ItemByUID(u); err == nil && it.TaskID != self {
			if _, err := tx.Tasks().Get(it.TaskID); err == nil {
				out = append(out, it.TaskID)
			}
		}
	}
	return out
}

// localFields reads task's travelling fields; a dependency UID the base
// holds that Pace cannot map (a VTODO it does not sync) is kept, so Pace
// never removes what it cannot see.
func (p *pass) localFields(tx *store.Tx, t store.Task, base Fields) Fields {
	f := FieldsOfTask(t, func(id string) string {
		if it, err := tx.CalDAV().Item(id); err == nil {
			return it.UID
		}
		return ""
	})
	for _, u := range base.DependsOn {
		if _, err := tx.CalDAV().ItemByUID(u); err != nil {
			f.DependsOn = append(f.DependsOn, u)
		}
	}
	f.DependsOn = norm(f.DependsOn)
	return f
}
