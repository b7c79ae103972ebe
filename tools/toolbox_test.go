package tools_test

import (
	"context"
	"encoding/json"
	"sort"
	"strings"
	"testing"
	"time"

	"pace/rag"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

// zone and ref are the fixed user zone and "now" of the tests: Wednesday
// 25 November 2026, 10:00 CET.
var (
	zone = time.FixedZone("CET", 3600)
	ref  = time.Date(2026, 11, 25, 10, 0, 0, 0, zone)
)

type fixture struct {
	t     testing.TB
	db    *store.DB
	tb    *tools.ToolBox
	clock *storetest.Clock
	group string
}

func newFixture(t testing.TB, opts ...func(*tools.Options)) *fixture {
	t.Helper()
	clock := &storetest.Clock{T: ref}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	opt := tools.Options{Now: clock.Now, Location: zone}
	for _, o := range opts {
		o(&opt)
	}
	return &fixture{t: t, db: db, tb: tools.NewToolBox(db, opt), clock: clock, group: "turn-1"}
}

// run executes a tool in the fixture's current group; an infrastructure
// error fails the test.
func (f *fixture) run(tool, args string) tools.Result {
	f.t.Helper()
	res, err := f.tb.Run(context.Background(), tools.Invocation{Tool: tool, Args: json.RawMessage(args), Group: f.group})
	if err != nil {
		f.t.Fatalf("%s %s: %v", tool, args, err)
	}
	return res
}

// must runs a tool that has to succeed.
func (f *fixture) must(tool, args string) tools.Result {
	f.t.Helper()
	res := f.run(tool, args)
	if !res.OK {
		f.t.Fatalf("%s %s failed: %s", tool, args, res.Summary)
	}
	return res
}

// turn starts a new journal group.
func (f *fixture) turn(name string) { f.group = name }

// state is a canonical dump of everything a tool can change, timestamps
// of modification left out (undo rewrites rows at the clock's now).
func (f *fixture) state() string {
	f.t.Helper()
	var b strings.Builder
	err := f.db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{Archived: true})
		if err != nil {
			return err
		}
		// Canonical order: tasks created in the same instant list in insertion
		// order, which a re-insert by undo changes without changing the data.
		sort.Slice(ts, func(i, j int) bool { return ts[i].ID < ts[j].ID })
		for _, t := range ts {
			t.UpdatedAt = time.Time{}
			if t.Due != nil {
				d := t.Due.UTC()
				t.Due = &d
			}
			if t.DTStart != nil {
				d := t.DTStart.UTC()
				t.DTStart = &d
			}
			if t.DueEnd != nil {
				d := t.DueEnd.UTC()
				t.DueEnd = &d
			}
			j, _ := json.Marshal(t)
			b.Write(j)
			b.WriteByte('\n')
		}
		ps, err := tx.Projects().ListAll()
		if err != nil {
			return err
		}
		for _, p := range ps {
			p.UpdatedAt = time.Time{}
			j, _ := json.Marshal(p)
			b.Write(j)
			b.WriteByte('\n')
			ms, err := tx.Projects().Milestones(p.ID)
			if err != nil {
				return err
			}
			j, _ = json.Marshal(ms)
			b.Write(j)
			b.WriteByte('\n')
		}
		ns, err := tx.Notes().List()
		if err != nil {
			return err
		}
		for _, n := range ns {
			n.UpdatedAt = time.Time{}
			j, _ := json.Marshal(n)
			b.Write(j)
			b.WriteByte('\n')
		}
		ls, err := tx.Graph().All()
		if err != nil {
			return err
		}
		j, _ := json.Marshal(ls)
		b.Write(j)
		return nil
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return b.String()
}

// task reads a task by reference.
func (f *fixture) task(refOrTitle string) store.Task {
	f.t.Helper()
	var t store.Task
	err := f.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		t, err = tx.Tasks().Resolve(refOrTitle)
		return err
	})
	if err != nil {
		f.t.Fatalf("task %q: %v", refOrTitle, err)
	}
	return t
}

func (f *fixture) journalLen() int {
	f.t.Helper()
	var n int
	f.db.Read(context.Background(), func(tx *store.Tx) error {
		es, err := tx.Journal().Recent(1000)
		n = len(es)
		return err
	})
	return n
}

func TestRegistrySelfCheck(t *testing.T) {
	f := newFixture(t)
	reg := f.tb.Registry()
	if err := reg.Check(); err != nil {
		t.Fatal(err)
	}
	want := []string{"addDependency", "addMilestone", "agenda", "appendNote", "archiveProject", "askNotes",
		"bulkTasks", "completeMilestone", "completeTask", "createNote", "createProject", "createTask",
		"deleteMilestone", "deleteNote", "deleteProject", "deleteTask", "describeProject", "linkItems", "listMilestones", "listNotes", "listProjects", "notesFrom",
		"projectStatus", "queryTasks", "recall", "renameProject", "reopenMilestone", "reopenTask", "rescheduleTask", "restoreProject",
		"restoreTask", "searchEverything", "searchNotes", "setPriority", "setRecurrence", "setTaskNotes", "snoozeTask", "tagTask", "undo",
		"untagTask", "updateMilestone", "updateNote", "updateTask"}
	if got := reg.Names(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("tools:\n got %v\nwant %v", got, want)
	}
	for _, s := range reg.Specs() {
		if s.Description == "" || strings.Contains(s.Description, "\n") {
			t.Errorf("%s: description must be one line", s.Name)
		}
		if err := reg.Validate(s.Name, s.Example); err != nil {
			t.Errorf("%s: example: %v", s.Name, err)
		}
		if s.Family == "" {
			t.Errorf("%s: no family", s.Name)
		}
		risky := s.Name == "deleteTask" || s.Name == "deleteNote" || s.Name == "deleteProject" || s.Name == "deleteMilestone" || s.Name == "bulkTasks"
		if risky != (s.Risk == tools.NeedsApproval) {
			t.Errorf("%s: risk %v", s.Name, s.Risk)
		}
	}
	// A duplicate name is refused.
	dup, _ := reg.Lookup("createTask")
	if err := reg.Register(*dup); err == nil {
		t.Fatal("registering a name twice must fail")
	}
}

func TestRunRejectsBadArguments(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call the bank"}`)
	before, n := f.state(), f.journalLen()
	for _, c := range []struct{ tool, args, want string }{
		{"createTask", `{}`, "invalid arguments"},
		{"createTask", `{"title": 5}`, "invalid arguments"},
		{"createTask", `{"title":"x","colour":"red"}`, "invalid arguments"},
		{"createTask", `not json`, "invalid arguments"},
		{"completeTask", `{"task": ["a"]}`, "invalid arguments"},
		{"flyToTheMoon", `{}`, "no tool called"},
	} {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			res := f.run(c.tool, c.args)
			if res.OK || !strings.Contains(res.Summary, c.want) {
				t.Fatalf("got %+v, want failure containing %q", res, c.want)
			}
		})
	}
	if f.state() != before || f.journalLen() != n {
		t.Fatal("a rejected call changed the store")
	}
}

func TestRunCancelledContext(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := f.tb.Run(ctx, tools.Invocation{Tool: "createTask", Args: json.RawMessage(`{"title":"x"}`)})
	if err == nil {
		t.Fatal("a cancelled context is an infrastructure error")
	}
}

func inv(tool, args string) tools.Invocation {
	return tools.Invocation{Tool: tool, Args: json.RawMessage(args)}
}

// TestExamplesRun runs every spec's example (what prompts show a model) on
// a seeded store: each must succeed as written.
func TestExamplesRun(t *testing.T) {
	specs := newFixture(t).tb.Registry().Specs()
	for _, s := range specs {
		t.Run(s.Name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, func(o *tools.Options) {
				o.Notes = fakeIndex{ans: rag.Answer{Text: "3.1% [1]", Found: true}}
			})
			seed(f)
			f.must("createTask", `{"title":"pay the deposit"}`)
			if s.Name == "restoreTask" {
				f.must("deleteTask", `{"task":"call the bank"}`) // there must be one to bring back
			}
			f.must(s.Name, string(s.Example))
		})
	}
}
