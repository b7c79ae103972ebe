package caldav

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"pace/store"
	"pace/undo"
)

// Options configure a Service. Zero values take the defaults.
type Options struct {
	// Sync names the task lists to keep in step (display names or paths,
	// PACE_CALDAV_SYNC). The first also takes tasks without a project.
	Sync []string
	// Reminders names the list exportToReminders writes to
	// (PACE_CALDAV_REMINDERS); "" means the first list that holds VTODOs.
	Reminders string
	// Location is the user's zone for floating times and dates; default time.Local.
	Location *time.Location
	// Now is the clock stamped on written VTODOs; default time.Now.
	Now func() time.Time
}

// Service is Pace's CalDAV account: the agenda's events, reminder exports
// and the task sync, on one client and one store. Safe for concurrent use;
// sync passes run one at a time.
type Service struct {
	c   *Client
	db  *store.DB
	opt Options

	mu  sync.Mutex // guards acc
	acc *Account

	syncMu sync.Mutex // one pass at a time
}

// NewService wires a client to the store. It contacts nothing.
func NewService(c *Client, db *store.DB, opt Options) *Service {
	if opt.Location == nil {
		opt.Location = time.Local
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	return &Service{c: c, db: db, opt: opt}
}

// Client is the service's CalDAV client.
func (s *Service) Client() *Client { return s.c }

// Account discovers the account once and remembers it; refresh forgets
// what was found before. Errors: as Client.Discover.
func (s *Service) Account(ctx context.Context, refresh bool) (Account, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.acc != nil && !refresh {
		return *s.acc, nil
	}
	acc, err := s.c.Discover(ctx)
	if err != nil {
		return Account{}, err
	}
	s.acc = &acc
	return acc, nil
}

// Find returns the list named name (display name, case-insensitive, or
// path) that holds todos (VTODO) or events (VEVENT). Errors: ErrNoList
// naming what there is, discovery errors.
func (s *Service) Find(ctx context.Context, name string, todos bool) (List, error) {
	l, err := s.find(ctx, name, todos, false)
	if errors.Is(err, ErrNoList) { // made on the server since we looked
		l, err = s.find(ctx, name, todos, true)
	}
	return l, err
}

func (s *Service) find(ctx context.Context, name string, todos, refresh bool) (List, error) {
	acc, err := s.Account(ctx, refresh)
	if err != nil {
		return List{}, err
	}
	var names []string
	for _, l := range acc.Lists {
		if (todos && !l.Todos) || (!todos && !l.Events) {
			continue
		}
		if name == "" || strings.EqualFold(l.Name, name) || l.Path == name || strings.Trim(l.Path, "/") == strings.Trim(name, "/") {
			return l, nil
		}
		names = append(names, l.Name)
	}
	what := "task list"
	if !todos {
		what = "calendar"
	}
	if name == "" {
		return List{}, fmt.Errorf("%w: the server has no %s", ErrNoList, what)
	}
	return List{}, fmt.Errorf("%w: no %s called %q (there are: %s)", ErrNoList, what, name, strings.Join(names, ", "))
}

// Events returns the occurrences overlapping [from, to) on every calendar
// of the account, sorted by start. A calendar whose objects cannot be read
// is skipped with its error joined into the returned error, so one bad
// object does not hide the day.
func (s *Service) Events(ctx context.Context, from, to time.Time) ([]Event, error) {
	acc, err := s.Account(ctx, false)
	if err != nil {
		return nil, err
	}
	var out []Event
	var errs []error
	for _, l := range acc.Lists {
		if !l.Events {
			continue
		}
		objs, err := s.c.Events(ctx, l.Path, from, to)
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, ErrAuth) || errors.Is(err, ErrUnreachable) {
				return nil, err
			}
			errs = append(errs, fmt.Errorf("%s: %w", l.Name, err))
			continue
		}
		for _, o := range objs {
			evs, err := Expand(o.Cal, l.Name, from, to, s.opt.Location)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s %s: %w", l.Name, o.Path, err))
			}
			out = append(out, evs...)
		}
	}
	SortEvents(out)
	return out, errors.Join(errs...)
}

// Exported is one task written to the reminders list.
type Exported struct {
	TaskID string `json:"task_id"`
	Title  string `json:"title"`
	Href   string `json:"href"`
	// ExportID is the store's record of the export (for the undo step).
	ExportID string `json:"export_id"`
}

// ReminderList is the list exports go to. Errors: as Find.
func (s *Service) ReminderList(ctx context.Context) (List, error) {
	return s.Find(ctx, s.opt.Reminders, true)
}

// Export writes each task as a new VTODO in the reminders list, skipping
// tasks exported there before, and records the exports together with a
// journal entry in group (its undo deletes exactly these VTODOs). It
// returns the tasks written and those skipped as already exported. A task
// whose write fails stops the export; what was written before stays
// recorded. Errors: as Find, ErrUnreachable, ErrAuth, store errors.
func (s *Service) Export(ctx context.Context, group string, tasks []store.Task) (done []Exported, skipped []string, err error) {
	l, err := s.ReminderList(ctx)
	if err != nil {
		return nil, nil, err
	}
	var before map[string]bool
	if err := s.db.Read(ctx, func(tx *store.Tx) error {
		rs, err := tx.CalDAV().Exported(l.Path)
		before = map[string]bool{}
		for _, r := range rs {
			before[r.TaskID] = true
		}
		if err != nil {
			return err
		}
		// A task the sync keeps in this very list is there already.
		its, err := tx.CalDAV().Items(l.Path)
		for _, it := range its {
			before[it.TaskID] = true
		}
		return err
	}); err != nil {
		return nil, nil, err
	}
	for _, t := range tasks {
		if before[t.ID] {
			skipped = append(skipped, t.Title)
			continue
		}
		uid := uuid.NewString()
		href := l.Path + uid + ".ics"
		f := FieldsOfTask(t, func(string) string { return "" })
		etag, err := s.c.Create(ctx, href, CalendarOf(uid, f, s.opt.Now(), nil))
		if err != nil {
			return done, skipped, err
		}
		var ex store.ReminderExport
		werr := s.db.Write(ctx, func(tx *store.Tx) error {
			var err error
			ex, err = tx.Reminders().Upsert(store.ReminderExport{TaskID: t.ID, Target: l.Path, RemoteUID: uid, ETag: etag})
			if err != nil {
				return err
			}
			rec := undo.NewRecorder(tx, group, "exportToReminders")
			rec.Add(undo.Unexport(ex.ID, href))
			_, _, err = rec.Commit("Exported “" + t.Title + "” to " + l.Name)
			return err
		})
		if werr != nil {
			s.c.Delete(ctx, href, etag) // best effort: nothing recorded, so take it back
			return done, skipped, werr
		}
		before[t.ID] = true
		done = append(done, Exported{TaskID: t.ID, Title: t.Title, Href: href, ExportID: ex.ID})
	}
	return done, skipped, nil
}

// Flush deletes on the server the VTODOs queued by undone exports. An
// object changed there since is left alone and dropped from the queue (the
// server copy wins). It returns how many were deleted.
func (s *Service) Flush(ctx context.Context) (int, error) {
	var out []store.CalDAVDelete
	if err := s.db.Read(ctx, func(tx *store.Tx) (err error) {
		out, err = tx.CalDAV().Outbox()
		return err
	}); err != nil {
		return 0, err
	}
	n := 0
	for _, d := range out {
		err := s.c.Delete(ctx, d.Href, d.ETag)
		if err != nil && !errors.Is(err, ErrPrecondition) {
			return n, err
		}
		if err == nil {
			n++
		}
		if err := s.db.Write(ctx, func(tx *store.Tx) error { return tx.CalDAV().Dequeue(d.Href) }); err != nil {
			return n, err
		}
	}
	return n, nil
}
