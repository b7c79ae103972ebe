package caldav_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-ical"
	"github.com/emersion/go-webdav"
	wdcaldav "github.com/emersion/go-webdav/caldav"

	"pace/caldav"
	"pace/caldav/caldavtest"
	"pace/store"
	"pace/store/storetest"
	"pace/undo"
)

var berlin, _ = time.LoadLocation("Europe/Berlin")

// t0 is a Monday morning in Berlin.
var t0 = time.Date(2026, 3, 2, 9, 0, 0, 0, berlin)

// machine is one Pace installation: its own data folder, clock and service.
type machine struct {
	db  *store.DB
	clk *storetest.Clock
	svc *caldav.Service
}

func newMachine(t *testing.T, srv *caldavtest.Server, hc *http.Client, lists ...string) *machine {
	t.Helper()
	clk := &storetest.Clock{T: t0}
	db := storetest.MustOpen(t, store.Options{Now: clk.Now})
	c, err := caldav.New(caldav.Config{URL: srv.URL, User: "alice", Password: caldavtest.Users["alice"]}, hc)
	if err != nil {
		t.Fatal(err)
	}
	return &machine{db: db, clk: clk, svc: caldav.NewService(c, db, caldav.Options{Sync: lists, Reminders: "Reminders", Location: berlin, Now: clk.Now})}
}

func (m *machine) sync(t *testing.T) caldav.Report {
	t.Helper()
	rep, err := m.svc.Sync(ctx, "")
	if err != nil {
		t.Fatalf("sync: %v", err)
	}
	return rep
}

func (m *machine) add(t *testing.T, task store.Task) store.Task {
	t.Helper()
	var out store.Task
	if err := m.db.Write(ctx, func(tx *store.Tx) (err error) { out, err = tx.Tasks().Insert(task); return err }); err != nil {
		t.Fatal(err)
	}
	return out
}

func (m *machine) edit(t *testing.T, title string, fn func(*store.Task)) store.Task {
	t.Helper()
	var out store.Task
	err := m.db.Write(ctx, func(tx *store.Tx) error {
		task, err := tx.Tasks().Resolve(title)
		if err != nil {
			return err
		}
		fn(&task)
		out, err = tx.Tasks().Update(task)
		return err
	})
	if err != nil {
		t.Fatalf("edit %s: %v", title, err)
	}
	return out
}

func (m *machine) tasks(t *testing.T) map[string]store.Task {
	t.Helper()
	out := map[string]store.Task{}
	m.db.Read(ctx, func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		for _, x := range ts {
			out[x.Title] = x
		}
		return err
	})
	return out
}

// direct edits the server through go-webdav itself, as another client would.
type direct struct {
	t *testing.T
	c *wdcaldav.Client
}

func newDirect(t *testing.T, srv *caldavtest.Server) *direct {
	hc := webdav.HTTPClientWithBasicAuth(&http.Client{Timeout: 10 * time.Second}, "alice", caldavtest.Users["alice"])
	c, err := wdcaldav.NewClient(hc, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	return &direct{t, c}
}

func (d *direct) todos(list string) map[string]*ical.Component {
	d.t.Helper()
	objs, err := d.c.QueryCalendar(ctx, list, &wdcaldav.CalendarQuery{
		CompRequest: wdcaldav.CalendarCompRequest{Name: "VCALENDAR", AllProps: true, AllComps: true},
		CompFilter:  wdcaldav.CompFilter{Name: "VCALENDAR", Comps: []wdcaldav.CompFilter{{Name: "VTODO"}}}})
	if err != nil {
		d.t.Fatalf("query: %v", err)
	}
	out := map[string]*ical.Component{}
	for _, o := range objs {
		for _, c := range o.Data.Children {
			if c.Name == "VTODO" {
				s, _ := c.Props.Text(ical.PropSummary)
				c.Props.SetText("X-TEST-HREF", o.Path)
				out[s] = c
			}
		}
	}
	return out
}

func (d *direct) put(path string, comp *ical.Component, modified time.Time) {
	d.t.Helper()
	comp.Props.Del("X-TEST-HREF")
	comp.Props.SetDateTime(ical.PropLastModified, modified.UTC())
	comp.Props.SetDateTime(ical.PropDateTimeStamp, modified.UTC())
	cal := ical.NewCalendar()
	cal.Props.SetText(ical.PropVersion, "2.0")
	cal.Props.SetText(ical.PropProductID, "-//other client//EN")
	cal.Children = append(cal.Children, comp)
	if _, err := d.c.PutCalendarObject(ctx, path, cal); err != nil {
		d.t.Fatalf("put %s: %v", path, err)
	}
}

func (d *direct) edit(list, title string, modified time.Time, fn func(p ical.Props)) {
	d.t.Helper()
	c, ok := d.todos(list)[title]
	if !ok {
		d.t.Fatalf("no VTODO %q on the server", title)
	}
	href, _ := c.Props.Text("X-TEST-HREF")
	fn(c.Props)
	d.put(href, c, modified)
}

func (d *direct) remove(list, title string) {
	d.t.Helper()
	c, ok := d.todos(list)[title]
	if !ok {
		d.t.Fatalf("no VTODO %q on the server", title)
	}
	href, _ := c.Props.Text("X-TEST-HREF")
	if err := d.c.RemoveAll(ctx, href); err != nil {
		d.t.Fatal(err)
	}
}

func day(y int, m time.Month, d int) *time.Time {
	t := time.Date(y, m, d, 0, 0, 0, 0, berlin)
	return &t
}

func TestSyncBothWays(t *testing.T) {
	srv := caldavtest.Start(t)
	list := srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	a := newMachine(t, srv, nil, "Tasks")
	d := newDirect(t, srv)

	// create here → there
	a.add(t, store.Task{Title: "Pay rent", Due: day(2026, 3, 6), Priority: 3, Tags: []string{"home"}})
	rep := a.sync(t)
	if got := rep.Lists[0].Pushed.Created; !slices.Equal(got, []string{"Pay rent"}) {
		t.Fatalf("pushed %v", got)
	}
	rent := d.todos(list)["Pay rent"]
	if rent == nil {
		t.Fatal("Pay rent not on the server")
	}
	if due, _ := rent.Props.Get(ical.PropDue).DateTime(berlin); due.Format(time.DateOnly) != "2026-03-06" {
		t.Errorf("server DUE %v", due)
	}

	// create there → here, with an alarm Pace does not model
	milk := ical.NewComponent(ical.CompToDo)
	milk.Props.SetText(ical.PropUID, "milk-from-phone")
	milk.Props.SetText(ical.PropSummary, "Buy milk")
	milk.Props.SetDate(ical.PropDue, *day(2026, 3, 3))
	alarm := ical.NewComponent(ical.CompAlarm)
	for k, v := range map[string]string{ical.PropAction: "DISPLAY", ical.PropTrigger: "-PT1H", ical.PropDescription: "milk"} {
		p := ical.NewProp(k)
		p.Value = v
		alarm.Props.Set(p)
	}
	milk.Children = append(milk.Children, alarm)
	d.put(list+"milk-from-phone.ics", milk, t0.Add(time.Minute))
	a.clk.Advance(time.Hour)
	rep = a.sync(t)
	if got := rep.Lists[0].Pulled.Created; !slices.Equal(got, []string{"Buy milk"}) {
		t.Fatalf("pulled %v", got)
	}
	if m := a.tasks(t)["Buy milk"]; m.Due == nil || m.Due.Format(time.DateOnly) != "2026-03-03" || m.ProjectID != "" {
		t.Errorf("local Buy milk = %+v", m)
	}

	// complete there → done here
	d.edit(list, "Pay rent", t0.Add(2*time.Hour), func(p ical.Props) {
		p.SetText(ical.PropStatus, "COMPLETED")
		p.SetDateTime(ical.PropCompleted, t0.Add(2*time.Hour).UTC())
	})
	a.clk.Advance(2 * time.Hour)
	rep = a.sync(t)
	if !a.tasks(t)["Pay rent"].Done || !rep.Lists[0].Incremental {
		t.Errorf("Pay rent not done after sync (incremental %v): %+v", rep.Lists[0].Incremental, rep)
	}

	// reschedule here → there, alarm kept
	a.edit(t, "Buy milk", func(x *store.Task) { x.Due = day(2026, 3, 4) })
	a.sync(t)
	m := d.todos(list)["Buy milk"]
	if due, _ := m.Props.Get(ical.PropDue).DateTime(berlin); due.Format(time.DateOnly) != "2026-03-04" {
		t.Errorf("server DUE after reschedule %v", due)
	}
	if len(m.Children) != 1 || m.Children[0].Name != ical.CompAlarm {
		t.Errorf("the phone's alarm was lost: %+v", m.Children)
	}

	// delete there → gone here (undoably)
	d.remove(list, "Buy milk")
	rep = a.sync(t)
	if _, still := a.tasks(t)["Buy milk"]; still || !slices.Equal(rep.Lists[0].Pulled.Deleted, []string{"Buy milk"}) {
		t.Errorf("Buy milk still here after the server deleted it: %+v", rep)
	}
	if _, err := undo.NewEngine(a.db).UndoLastTurn(ctx); err != nil {
		t.Fatalf("undo the pulled delete: %v", err)
	}
	if _, back := a.tasks(t)["Buy milk"]; !back {
		t.Error("undo did not bring Buy milk back")
	}
	a.sync(t) // and it goes back to the server
	if d.todos(list)["Buy milk"] == nil {
		t.Error("Buy milk restored here but not on the server")
	}

	// delete here → gone there
	a.db.Write(ctx, func(tx *store.Tx) error { return tx.Tasks().Delete(a.tasks(t)["Pay rent"].ID) })
	rep = a.sync(t)
	if _, still := d.todos(list)["Pay rent"]; still || !slices.Equal(rep.Lists[0].Pushed.Deleted, []string{"Pay rent"}) {
		t.Errorf("Pay rent still on the server: %+v", rep)
	}
	// A quiet pass moves nothing.
	if rep := a.sync(t); rep.Changed() {
		t.Errorf("idle pass moved %+v", rep)
	}
}

func TestSyncConflictLastWriterWins(t *testing.T) {
	srv := caldavtest.Start(t)
	list := srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	a := newMachine(t, srv, nil, "Tasks")
	d := newDirect(t, srv)
	a.add(t, store.Task{Title: "Pay rent", Due: day(2026, 3, 6)})
	a.sync(t)

	// Pace moves it to Monday at 10:00; the server to Tuesday at 11:00 — and
	// also raises the priority, which Pace did not touch.
	a.clk.Advance(time.Hour)
	a.edit(t, "Pay rent", func(x *store.Task) { x.Due = day(2026, 3, 9) })
	d.edit(list, "Pay rent", t0.Add(2*time.Hour), func(p ical.Props) {
		p.SetDate(ical.PropDue, *day(2026, 3, 10))
		pp := ical.NewProp(ical.PropPriority)
		pp.Value = "1"
		p.Set(pp)
	})
	a.clk.Advance(2 * time.Hour)
	rep := a.sync(t)
	got := a.tasks(t)["Pay rent"]
	if got.Due.Format(time.DateOnly) != "2026-03-10" || got.Priority != 4 {
		t.Errorf("after the conflict: due %v priority %d, want the server's Tuesday and urgent", got.Due, got.Priority)
	}
	notes := rep.Notes()
	if len(notes) != 1 || !strings.Contains(notes[0], "Kept the server's due date for “Pay rent”; yours was Monday 9 March") {
		t.Fatalf("notes %q", notes)
	}
	// The losing value is in the journal: undo puts it back here, and the
	// next pass sends it to the server.
	if _, err := undo.NewEngine(a.db).UndoLastStep(ctx); err != nil {
		t.Fatalf("undo: %v", err)
	}
	if got := a.tasks(t)["Pay rent"]; got.Due.Format(time.DateOnly) != "2026-03-09" || got.Priority != 4 {
		t.Errorf("after undo: due %v priority %d", got.Due, got.Priority)
	}
	a.clk.Advance(time.Minute)
	a.sync(t)
	if due, _ := d.todos(list)["Pay rent"].Props.Get(ical.PropDue).DateTime(berlin); due.Format(time.DateOnly) != "2026-03-09" {
		t.Errorf("server due after undo + sync: %v", due)
	}

	// Deleted on the server while edited here: kept and reported.
	a.clk.Advance(time.Minute)
	a.edit(t, "Pay rent", func(x *store.Task) { x.Notes = "ask about the deposit" })
	d.remove(list, "Pay rent")
	rep = a.sync(t)
	if _, ok := a.tasks(t)["Pay rent"]; !ok {
		t.Fatal("an edited task deleted on the server was lost")
	}
	if n := rep.Notes(); len(n) != 1 || !strings.Contains(n[0], "deleted on the server but changed here") {
		t.Errorf("notes %q", n)
	}
	if d.todos(list)["Pay rent"] == nil {
		t.Error("the kept task did not go back to the server")
	}
}

func TestSyncTwoDataFoldersConverge(t *testing.T) {
	srv := caldavtest.Start(t)
	srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	srv.MakeCalendar("alice", "garden", "Garden", "VTODO")
	a := newMachine(t, srv, nil, "Tasks", "Garden")
	b := newMachine(t, srv, nil, "Tasks", "Garden")

	a.add(t, store.Task{Title: "Call the plumber", Due: day(2026, 3, 4)})
	var garden store.Project
	a.db.Write(ctx, func(tx *store.Tx) (err error) {
		garden, err = tx.Projects().Insert(store.Project{Name: "Garden"})
		return err
	})
	sow := a.add(t, store.Task{Title: "Sow tomatoes", ProjectID: garden.ID, RRule: "FREQ=WEEKLY;BYDAY=SA", Due: day(2026, 3, 7)})
	a.add(t, store.Task{Title: "Buy seeds", ProjectID: garden.ID, DependsOn: nil})
	a.edit(t, "Sow tomatoes", func(x *store.Task) { x.DependsOn = []string{a.tasks(t)["Buy seeds"].ID} })
	b.add(t, store.Task{Title: "Renew passport", Priority: 4})
	for range 2 { // dependencies need the blocker's UID first
		a.sync(t)
		b.sync(t)
	}
	a.sync(t)
	at, bt := a.tasks(t), b.tasks(t)
	if len(at) != 4 || len(bt) != 4 {
		t.Fatalf("a has %d tasks, b %d, want 4 each: %v / %v", len(at), len(bt), keys(at), keys(bt))
	}
	for title, x := range at {
		y := bt[title]
		if x.ID != y.ID || x.ProjectName != y.ProjectName || x.RRule != y.RRule || x.Priority != y.Priority || !slices.Equal(x.DependsOn, y.DependsOn) {
			t.Errorf("%s differs:\n a %+v\n b %+v", title, x, y)
		}
	}
	if bt["Sow tomatoes"].ID != sow.ID || bt["Sow tomatoes"].ProjectName != "Garden" || len(bt["Sow tomatoes"].DependsOn) != 1 {
		t.Errorf("b's Sow tomatoes = %+v", bt["Sow tomatoes"])
	}
	// b completes, a renames; both see both.
	b.clk.Advance(time.Hour)
	b.edit(t, "Call the plumber", func(x *store.Task) { x.Done = true })
	a.clk.Advance(2 * time.Hour)
	a.edit(t, "Renew passport", func(x *store.Task) { x.Title = "Renew passport at the town hall" })
	b.sync(t)
	a.sync(t)
	b.sync(t)
	if !a.tasks(t)["Call the plumber"].Done {
		t.Error("a did not see b's completion")
	}
	if _, ok := b.tasks(t)["Renew passport at the town hall"]; !ok {
		t.Errorf("b did not see a's rename: %v", keys(b.tasks(t)))
	}
}

func keys(m map[string]store.Task) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// killAfter kills the server when the nth PUT starts.
type killAfter struct {
	n    int32
	puts atomic.Int32
	srv  *caldavtest.Server
}

func (k *killAfter) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodPut && k.puts.Add(1) == k.n {
		k.srv.Stop()
	}
	return http.DefaultTransport.RoundTrip(r)
}

func TestSyncServerKilledMidway(t *testing.T) {
	srv := caldavtest.Start(t)
	list := srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	kill := &killAfter{n: 6, srv: srv}
	a := newMachine(t, srv, &http.Client{Transport: kill, Timeout: 10 * time.Second}, "Tasks")
	for i := range 12 {
		a.add(t, store.Task{Title: "Errand " + string(rune('A'+i))})
	}
	_, err := a.svc.Sync(ctx, "")
	if !errors.Is(err, caldav.ErrUnreachable) {
		t.Fatalf("sync with the server killed = %v, want ErrUnreachable", err)
	}
	srv.Restart()
	rep := a.sync(t)
	if n := len(rep.Lists[0].Pushed.Created); n != 7 {
		t.Errorf("second pass pushed %d, want the 7 left", n)
	}
	if got := len(newDirect(t, srv).todos(list)); got != 12 {
		t.Errorf("server holds %d VTODOs, want 12 (none lost, none twice)", got)
	}
	if got := len(a.tasks(t)); got != 12 {
		t.Errorf("Pace holds %d tasks, want 12", got)
	}
	if rep := a.sync(t); rep.Changed() {
		t.Errorf("third pass still moved things: %+v", rep)
	}
}

func TestSyncErrors(t *testing.T) {
	srv := caldavtest.Start(t)
	srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	clk := &storetest.Clock{T: t0}
	db := storetest.MustOpen(t, store.Options{Now: clk.Now})
	bad, _ := caldav.New(caldav.Config{URL: srv.URL, User: "alice", Password: "wrong"}, nil)
	if _, err := caldav.NewService(bad, db, caldav.Options{Sync: []string{"Tasks"}}).Sync(ctx, ""); !errors.Is(err, caldav.ErrAuth) {
		t.Errorf("sync with a bad password = %v, want ErrAuth", err)
	}
	a := newMachine(t, srv, nil, "Chores")
	if _, err := a.svc.Sync(ctx, ""); !errors.Is(err, caldav.ErrNoList) || !strings.Contains(err.Error(), "Tasks") {
		t.Errorf("sync of a missing list = %v, want ErrNoList naming what there is", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := a.svc.Sync(cctx, "Tasks"); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled sync = %v", err)
	}
}

func TestSyncDeletedHereEditedThere(t *testing.T) {
	srv := caldavtest.Start(t)
	list := srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	a := newMachine(t, srv, nil, "Tasks")
	d := newDirect(t, srv)
	x := a.add(t, store.Task{Title: "Fix the gate"})
	a.sync(t)
	a.db.Write(ctx, func(tx *store.Tx) error { return tx.Tasks().Delete(x.ID) })
	d.edit(list, "Fix the gate", t0.Add(time.Hour), func(p ical.Props) { p.SetText(ical.PropDescription, "hinge is loose") })
	rep := a.sync(t)
	got, ok := a.tasks(t)["Fix the gate"]
	if !ok || got.ID != x.ID || got.Notes != "hinge is loose" {
		t.Fatalf("the task edited on the server did not come back: %+v (report %+v)", got, rep)
	}
	if n := rep.Notes(); len(n) != 1 || !strings.Contains(n[0], "deleted here but changed on the server") {
		t.Errorf("notes %q", n)
	}
	if d.todos(list)["Fix the gate"] == nil {
		t.Error("the server copy was deleted")
	}
}

// TestSyncWindow: a task's time window reaches the server as DTSTART and
// DUE, another client's change of its end comes back, and a move to a
// single time drops DTSTART there.
func TestSyncWindow(t *testing.T) {
	srv := caldavtest.Start(t)
	list := srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	a := newMachine(t, srv, nil, "Tasks")
	d := newDirect(t, srv)

	start := time.Date(2026, 3, 6, 14, 0, 0, 0, berlin)
	end := start.Add(time.Hour)
	a.add(t, store.Task{Title: "Call Bob", Due: &start, DueEnd: &end, HasTime: true})
	a.sync(t)
	bob := d.todos(list)["Call Bob"]
	if bob == nil {
		t.Fatal("Call Bob not on the server")
	}
	ds, _ := bob.Props.Get(ical.PropDateTimeStart).DateTime(berlin)
	du, _ := bob.Props.Get(ical.PropDue).DateTime(berlin)
	if !ds.Equal(start) || !du.Equal(end) {
		t.Errorf("server DTSTART %v DUE %v, want %v and %v", ds, du, start, end)
	}

	// the other client gives the call another half hour
	later := end.Add(30 * time.Minute)
	d.edit(list, "Call Bob", t0.Add(time.Hour), func(p ical.Props) { p.SetDateTime(ical.PropDue, later.UTC()) })
	a.clk.Advance(time.Hour)
	a.sync(t)
	if got := a.tasks(t)["Call Bob"]; got.Due == nil || !got.Due.Equal(start) || got.DueEnd == nil || !got.DueEnd.Equal(later) {
		t.Errorf("here after the server's change: %v – %v", got.Due, got.DueEnd)
	}

	// a single time here: DTSTART and the mark go from the server
	a.clk.Advance(time.Hour)
	a.edit(t, "Call Bob", func(x *store.Task) { x.DueEnd = nil })
	a.sync(t)
	bob = d.todos(list)["Call Bob"]
	if bob.Props.Get(ical.PropDateTimeStart) != nil || bob.Props.Get("X-PACE-WINDOW") != nil {
		t.Errorf("server keeps the window: %+v", bob.Props)
	}
	if du, _ := bob.Props.Get(ical.PropDue).DateTime(berlin); !du.Equal(start) {
		t.Errorf("server DUE %v, want the single time %v", du, start)
	}
}
