package views

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
	"pace/store/storetest"
	"pace/tools/dates"
)

// listRowText binds row i of l to a fresh item and returns its text.
func listRowText(l *widget.List, i int) string {
	o := l.CreateItem()
	l.UpdateItem(i, o)
	return findText(o)
}

// syncRun is a pager.run that fetches and applies at once.
func syncRun(work func() func()) { work()() }

// Ticking a task in Today shows "Done: “X”" with Undo, which takes that
// tick back through the journal; the banner clears on its own.
func TestTodayTickShowsUndoBanner(t *testing.T) {
	today, _, clk, db, ids := newTodaySpace(t)
	checkTickBanner(t, today.TickBanner, clk, db, func() map[string]*widget.Check { return today.Checks }, today.Reload,
		ids["bank"], "Call the bank about the mortgage rate", ids["dentist"])
}

// The edit sheet shows the task's due date (and time, and a window's
// end) in words tools/dates reads back to the same value; saving it
// unchanged sends nothing, a new date goes through rescheduleTask.
func TestEditSheetShowsTheDueDate(t *testing.T) {
	newTestApp(t)
	at := func(d, h, m int) *time.Time {
		v := time.Date(2026, 12, d, h, m, 0, 0, time.Local)
		return &v
	}
	cases := []struct {
		name string
		task store.Task
		want string
	}{
		{"no date", store.Task{}, ""},
		{"a date", store.Task{Due: at(4, 0, 0)}, "Fri 4 Dec 2026"},
		{"a time", store.Task{Due: at(4, 17, 0), HasTime: true}, "Fri 4 Dec 2026 17:00"},
		{"a time window", store.Task{Due: at(4, 14, 0), DueEnd: at(4, 15, 30), HasTime: true}, "Fri 4 Dec 2026 14:00–15:30"},
		{"a window past midnight", store.Task{Due: at(4, 22, 0), DueEnd: at(5, 1, 0), HasTime: true}, "Fri 4 Dec 2026 22:00–01:00"},
		{"a date window", store.Task{Due: at(7, 0, 0), DueEnd: at(10, 0, 0)}, "7–9 Dec 2026"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			act := &recordingActor{}
			e := &taskEditor{act: act}
			c.task.ID, c.task.Title = "x", "Call Bob"
			s := e.Sheet(c.task, nil)
			if s.Due.Text != c.want {
				t.Fatalf("Due field %q, want %q", s.Due.Text, c.want)
			}
			if c.want != "" {
				r, err := dates.Parse(c.want, demoNow.In(time.Local))
				if err != nil || !r.Value.Equal(*c.task.Due) || (c.task.DueEnd != nil) != !r.End.IsZero() || c.task.DueEnd != nil && !r.End.Equal(*c.task.DueEnd) {
					t.Errorf("%q reads back as %v – %v (%v)", c.want, r.Value, r.End, err)
				}
			}
			s.Save()
			if len(act.tools) != 0 {
				t.Fatalf("an unchanged sheet ran %v", act.tools)
			}
			s.Due.SetText("next monday 9am")
			if err := s.Due.Validate(); err != nil {
				t.Fatal(err)
			}
			s.Save()
			if len(act.tools) != 1 || act.tools[0] != "rescheduleTask" || act.args[0]["to"] != "next monday 9am" {
				t.Fatalf("ran %v %v", act.tools, act.args)
			}
			s.Due.SetText("whenever really")
			if s.Due.Validate() == nil {
				t.Error("the sheet accepts a Due text with no date")
			}
		})
	}
}

// recordingActor notes the calls and their arguments.
type recordingActor struct {
	tools []string
	args  []map[string]string
}

func (r *recordingActor) Do(tool string, args json.RawMessage, _ string) string {
	var m map[string]string
	json.Unmarshal(args, &m)
	r.tools, r.args = append(r.tools, tool), append(r.args, m)
	return fmt.Sprint("turn-", len(r.tools))
}

// fill adds n generated tasks (seeded) to db: due dates from a month ago
// to two months ahead (some timed, some windows), a fifth undated, a
// tenth done, half filed in one of projects projects.
func fill(tb testing.TB, db *store.DB, n, projects int, seed uint64) {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	verbs := []string{"call", "email", "buy", "fix", "clean", "book", "pay", "write", "review", "plan", "renew", "order"}
	objects := []string{"bank", "dentist", "car", "invoice", "report", "garden", "passport", "insurance", "rent", "roof", "boiler", "visa"}
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		var ids []string
		for i := 0; i < projects; i++ {
			p, err := tx.Projects().Insert(store.Project{Name: projectName(i)})
			if err != nil {
				return err
			}
			ids = append(ids, p.ID)
		}
		for i := 0; i < n; i++ {
			task := store.Task{Title: fmt.Sprintf("%s the %s %d", verbs[r.IntN(len(verbs))], objects[r.IntN(len(objects))], i),
				Priority: r.IntN(5), Done: r.IntN(10) == 0}
			if r.IntN(5) > 0 {
				d := demoNow.AddDate(0, 0, r.IntN(90)-30).Truncate(24 * time.Hour)
				switch r.IntN(4) {
				case 0:
					d = d.Add(time.Duration(8+r.IntN(10)) * time.Hour)
					task.HasTime = true
				case 1:
					d = d.Add(14 * time.Hour)
					end := d.Add(time.Hour)
					task.HasTime, task.DueEnd = true, &end
				}
				task.Due = &d
			}
			if projects > 0 && r.IntN(2) == 0 {
				task.ProjectID = ids[r.IntN(len(ids))]
			}
			if _, err := tx.Tasks().Insert(task); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// Today over thousands of tasks holds a few pages, not the list: the
// headline counts are SQL's, and a row far down shows the right task once
// its page is read.
func TestTodayHoldsOnlyPages(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	const n, size = 800, 20
	fill(t, db, n, 0, 7)
	today := NewToday(db, &addActor{}, func() time.Time { return demoNow }, nil)
	today.SetPageSize(size)
	today.pages.run = syncRun
	today.view.doneOpen = false // "Done today" shows its header only
	w := test.NewTempWindow(t, today.Content())
	w.Resize(fyne.NewSize(900, 700))
	if err := today.Reload(); err != nil {
		t.Fatal(err)
	}
	open := len(tasks(t, db, "open"))
	if got := today.List.Length(); got != open+int(store.Sections)+1 {
		t.Fatalf("list length %d, want %d open tasks, %d headers and Done today's", got, open, store.Sections)
	}
	if held := today.pages.held(); held > int(store.Sections)*size {
		t.Fatalf("after Reload the space holds %d tasks, more than the first page of each section", held)
	}
	for i := 0; i < today.List.Length(); i += 2 * size {
		today.List.ScrollTo(i)
		listRowText(today.List, i)
		if held := today.pages.held(); held > maxPages*size {
			t.Fatalf("at row %d the space holds %d tasks; %d pages of %d allow %d", i, held, maxPages, size, maxPages*size)
		}
	}
	// The last row is the last undated task, in the store's order.
	var later []store.Task
	db.Read(context.Background(), func(tx *store.Tx) (err error) {
		later, err = tx.Tasks().AgendaPage(store.BoundsAt(demoNow), store.SectionUndated, 0, n)
		return err
	})
	last := today.List.Length() - 2 // above Done today's header
	today.List.ScrollToBottom()
	if got := listRowText(today.List, last); !strings.Contains(got, later[len(later)-1].Title) {
		t.Errorf("last row %q, want %q", got, later[len(later)-1].Title)
	}
}

// benchStore opens a copy of a generated store of n tasks in projects
// projects (seed 1), built once and kept in the temporary folder, since
// inserting 50,000 tasks one by one takes a minute.
func benchStore(b *testing.B, n, projects int) *store.DB {
	b.Helper()
	tmpl := filepath.Join(os.TempDir(), fmt.Sprintf("pace-views-bench-v1-%d-%d.db", n, projects))
	if _, err := os.Stat(tmpl); err != nil {
		db, err := store.Open(tmpl+".part", store.Options{})
		if err != nil {
			b.Fatal(err)
		}
		fill(b, db, n, projects, 1)
		if err := db.Close(); err != nil {
			b.Fatal(err)
		}
		if err := os.Rename(tmpl+".part", tmpl); err != nil {
			b.Fatal(err)
		}
	}
	return storetest.OpenCopy(b, tmpl, store.Options{})
}

// benchOpen runs read (off the UI goroutine in the app) then render (on
// it) b.N times, reporting render's share as ui-ns/op and the rows the
// space holds afterwards as held-rows.
func benchOpen(b *testing.B, read func() (render func(), err error), held func() int) {
	var ui time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		render, err := read()
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		render()
		ui += time.Since(start)
	}
	b.StopTimer()
	b.ReportMetric(float64(ui.Nanoseconds())/float64(b.N), "ui-ns/op")
	b.ReportMetric(float64(held()), "held-rows")
}

// BenchmarkToday50k opens Today over 50,000 tasks: counts in SQL and the
// first page of each section, then the render of the rows on screen.
func BenchmarkToday50k(b *testing.B) { benchToday(b, 50000, 400) }

// BenchmarkToday1k is the same over 1,000 tasks: the render should cost
// the same, since only the rows on screen are made.
func BenchmarkToday1k(b *testing.B) { benchToday(b, 1000, 10) }

func benchToday(b *testing.B, n, projects int) {
	newTestApp(b)
	db := benchStore(b, n, projects)
	today := NewToday(db, &addActor{}, func() time.Time { return demoNow }, nil)
	today.pages.run = syncRun
	w := test.NewTempWindow(b, today.Content())
	w.Resize(fyne.NewSize(1000, 700))
	benchOpen(b, func() (func(), error) {
		a, err := today.load(context.Background(), today.pages.size, false)
		return func() { today.render(a) }, err
	}, today.pages.held)
}

// BenchmarkProjects50k opens Projects over 400 projects and 50,000 tasks:
// the list's first page with counts and the selected project's detail.
func BenchmarkProjects50k(b *testing.B) {
	newTestApp(b)
	db := benchStore(b, 50000, 400)
	p := NewProjects(db, &addActor{}, func() time.Time { return demoNow })
	p.pages.run, p.tasks.run = syncRun, syncRun
	w := test.NewTempWindow(b, p.Content())
	w.Resize(fyne.NewSize(1000, 700))
	benchOpen(b, func() (func(), error) {
		v, err := p.load(context.Background(), p.selected, p.pages.size)
		return func() { p.render(v) }, err
	}, func() int { return p.pages.held() + p.tasks.held() })
}

// BenchmarkListAllOpen50k is what Today and Projects read before paging:
// every open task of the 50,000 (the figure to compare with).
func BenchmarkListAllOpen50k(b *testing.B) {
	db := benchStore(b, 50000, 400)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := db.Read(context.Background(), func(tx *store.Tx) error {
			_, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
			return err
		}); err != nil {
			b.Fatal(err)
		}
	}
}
