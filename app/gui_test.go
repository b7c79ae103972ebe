package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
	"pace/views"
)

// guiHarness is the real wiring (store, tools, grammar brain, thread) under
// the window's views, in Fyne's test driver.
type guiHarness struct {
	c    *cli
	w    *wiring
	main *views.Main
	win  fyne.Window
	upd  chan views.Update
}

func newGUIHarness(t *testing.T) *guiHarness {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(views.Theme{})
	var stderr bytes.Buffer
	c := &cli{env: Env{Stdout: &bytes.Buffer{}, Stderr: &stderr, Getenv: func(string) string { return "" }, Now: time.Now}, dataDir: t.TempDir()}
	w, ctx := startWiring(t, c)
	conv := &conversation{t: w.thread, ctx: ctx}
	m := views.NewMain(views.Deps{DB: w.db, Conv: conv, Importer: importer{w}, Prefs: prefs{w.db}, Tester: tester{c}, Maint: maintenance{c, w}, Now: time.Now, DataDir: c.dataDir})
	h := &guiHarness{c: c, w: w, main: m, upd: make(chan views.Update, 256)}
	m.Thread.Signal.Clock = neverClock{}
	m.Knowledge.Load = func(work, show func()) { work(); show() }
	m.Refresher = func() { m.Reload() }
	// Updates are applied by the test goroutine (wait), the one goroutine
	// that touches widgets here, as fyne.Do does in the real app.
	t.Cleanup(conv.Subscribe(func(u views.Update) { h.upd <- u }))
	h.win = test.NewTempWindow(t, m.Content())
	h.win.Resize(fyne.NewSize(1000, 700))
	m.Install(h.win)
	return h
}

type neverClock struct{}

func (neverClock) AfterFunc(time.Duration, func()) func() bool { return func() bool { return true } }

// wait applies updates to the window until a turn finishes (or is
// undone) and returns it, failing after 30 s.
func (h *guiHarness) wait(t *testing.T) views.Turn {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case u := <-h.upd:
			h.main.Thread.Apply(u)
			if u.Turn.Status == views.StatusDone || u.Turn.Status == views.StatusFailed || u.Turn.Undone {
				return u.Turn
			}
		case <-timeout:
			t.Fatal("no finished turn within 30 s")
			return views.Turn{}
		}
	}
}

func (h *guiHarness) tasks(t *testing.T, status string) []store.Task {
	t.Helper()
	var ts []store.Task
	if err := h.w.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		ts, err = tx.Tasks().List(store.TaskFilter{Status: status})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ts
}

func TestGUITypedRequestCreatesTaskAndUndoRevertsIt(t *testing.T) {
	h := newGUIHarness(t)
	in := h.main.Thread.Input
	h.win.Canvas().Focus(in)
	test.Type(in, "remind me to call the bank tomorrow at 5pm")
	in.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	tr := h.wait(t)
	if tr.Status != views.StatusDone || !tr.Changed || len(tr.Records) == 0 {
		t.Fatalf("turn = %+v", tr)
	}
	if tr.Records[0].Family != "task" || tr.Records[0].Status != views.RecordOK {
		t.Errorf("card = %+v", tr.Records[0])
	}
	ts := h.tasks(t, "open")
	if len(ts) != 1 || !strings.EqualFold(ts[0].Title, "call the bank") || ts[0].Due == nil || !ts[0].HasTime {
		t.Fatalf("store tasks = %+v", ts)
	}

	if err := h.main.Reload(); err != nil {
		t.Fatal(err)
	}
	if _, ok := h.main.Today.Checks[ts[0].ID]; !ok {
		t.Error("Today does not show the new task")
	}

	row := h.main.Thread.RowFor(tr.ID)
	undo := findButton(row, "Undo")
	if undo == nil {
		t.Fatal("no Undo button on the turn")
	}
	test.Tap(undo)
	if got := h.wait(t); !got.Undone {
		t.Fatalf("after Undo: %+v", got)
	}
	if n := len(h.tasks(t, "")); n != 0 {
		t.Fatalf("%d tasks after Undo", n)
	}
}

func TestGUICheckboxInTodayIsAnUndoableTurn(t *testing.T) {
	h := newGUIHarness(t)
	h.main.Thread.Send("remind me to water the plants today")
	h.wait(t)
	if err := h.main.Reload(); err != nil {
		t.Fatal(err)
	}
	ts := h.tasks(t, "open")
	if len(ts) != 1 {
		t.Fatalf("tasks = %+v", ts)
	}
	test.Tap(h.main.Today.Checks[ts[0].ID])
	tr := h.wait(t)
	if !tr.Direct || !tr.Changed || tr.Records[0].Tool != "completeTask" {
		t.Fatalf("checkbox turn = %+v", tr)
	}
	if n := len(h.tasks(t, "open")); n != 0 {
		t.Fatal("the checkbox did not complete the task")
	}
	h.main.Thread.UndoLast()
	h.wait(t)
	if n := len(h.tasks(t, "open")); n != 1 {
		t.Fatal("undoing the checkbox turn did not reopen the task")
	}
}

func TestGUIDropImportsMarkdownWithReportCard(t *testing.T) {
	h := newGUIHarness(t)
	dir := t.TempDir()
	for name, body := range map[string]string{"a.md": "# Alpha\n\nFirst note.", "b.md": "# Beta\n\nSecond, links [[Alpha]].", "photo.png": "\x89PNG"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	done := make(chan struct{})
	h.main.OnImported = func() { close(done) }
	h.main.Drop(fyne.NewPos(5, 5), []fyne.URI{storage.NewFileURI(dir)})
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("import did not finish")
	}
	turns := h.main.Thread.Turns()
	card := turns[len(turns)-1]
	if card.Records[0].Family != "import" || !strings.HasPrefix(card.Records[0].Summary, "Imported 2 notes") || !strings.Contains(card.Records[0].Summary, "1 not imported") {
		t.Fatalf("report card = %+v", card.Records)
	}
	// The file left out is named on the card, with the reason.
	want := filepath.Join(dir, "photo.png") + ": unsupported file type .png (want .md, .markdown or .txt)"
	if items := card.Records[0].Items; len(items) != 3 || items[2].Title != want {
		t.Errorf("card items %+v, want the last to read %q", items, want)
	}
	var n int
	h.w.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		n, err = tx.Notes().Count()
		return err
	})
	if n != 2 {
		t.Fatalf("%d notes imported", n)
	}
}

// findButton returns the button labelled text under o.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if x.Text == text {
			return x
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}
