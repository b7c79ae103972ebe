package views

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"pace/rag"
	"pace/store"
)

func newMain(t *testing.T) (*Main, *fakeConv, map[string]string) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	conv := newFakeConv(t, db)
	m := NewMain(Deps{DB: db, Conv: conv, Importer: ragImporter{db}, Prefs: memPrefs{}, Now: func() time.Time { return demoNow }})
	// The thread only: the app's background refresh would race with the
	// test's synchronous Reload calls.
	m.Thread.Signal.Clock = stopped{}
	m.Knowledge.Load = synchronous
	// The test driver runs fyne.Do at once on the calling goroutine, so a
	// search finishing in the background would lay out widgets beside the
	// test's own calls.
	m.Knowledge.Background = synchronous
	m.Refresher = func() { m.Reload() } // no background goroutines outliving the test
	m.Thread.Start()
	t.Cleanup(m.Thread.Stop)
	w := test.NewTempWindow(t, m.Content())
	w.Resize(fyne.NewSize(1000, 700))
	m.Install(w)
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	return m, conv, ids
}

type memPrefs map[string]any

func (p memPrefs) Get(k string, dst any) (bool, error) {
	v, ok := p[k]
	if !ok {
		return false, nil
	}
	switch d := dst.(type) {
	case *string:
		*d = v.(string)
	case *bool:
		*d = v.(bool)
	case *int:
		*d = v.(int)
	}
	return true, nil
}
func (p memPrefs) Set(k string, v any) error { p[k] = v; return nil }

// ragImporter is the real importer, as the app wires it.
type ragImporter struct{ db *store.DB }

func (r ragImporter) Import(ctx context.Context, paths []string, progress func(int, int, string)) (ImportResult, error) {
	rep, err := rag.NewImporter(r.db).Import(ctx, paths, progress)
	return ImportResult{Added: rep.Added, Updated: rep.Updated, Skipped: rep.Skipped, Links: rep.Links}, err
}

func TestTodayHeadlineAndOverdueFirst(t *testing.T) {
	m, _, ids := newMain(t)
	if got := m.Today.Headline.Text; got != "1 due today, 1 overdue, 2 done today" {
		t.Errorf("headline = %q", got)
	}
	first, second := listRowText(m.Today.List, 0), listRowText(m.Today.List, 1)
	if !strings.Contains(first, "Overdue") || !strings.Contains(second, "Book the dentist") {
		t.Errorf("first rows: %q / %q", first, second)
	}
	if _, ok := m.Today.Checks[ids["dentist"]]; !ok {
		t.Error("overdue task has no checkbox")
	}
}

func TestCheckboxCompletesThroughTheThreadAndBack(t *testing.T) {
	m, conv, ids := newMain(t)
	test.Tap(m.Today.Checks[ids["bank"]])
	if len(conv.did) != 1 || conv.did[0] != "completeTask" {
		t.Fatalf("tools run = %v", conv.did)
	}
	// the space's change is a turn in the thread, undoable there
	tr := last(m.Thread)
	if !tr.Direct || !tr.Changed || m.Thread.RowFor(tr.ID).undoBtn == nil {
		t.Fatalf("no undoable card for the checkbox: %+v", tr)
	}
	if err := m.Today.Reload(); err != nil {
		t.Fatal(err)
	}
	if c, ok := m.Today.Checks[ids["bank"]]; ok && !c.Checked {
		t.Error("completed task still listed as open") // it shows ticked, under Done today
	}
	if !strings.Contains(m.Today.Headline.Text, "3 done today") {
		t.Errorf("headline = %q", m.Today.Headline.Text)
	}
}

func TestThreadChangesShowInTheSpaces(t *testing.T) {
	m, conv, _ := newMain(t)
	m.Thread.Send("add task Renew the passport")
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	found := false
	for id := range m.Today.Checks {
		if task, _ := getTask(conv.db, id); task.Title == "Renew the passport" {
			found = true
		}
	}
	if !found {
		t.Fatal("Today does not list the task created in the thread")
	}
	test.Tap(m.Thread.RowFor(last(m.Thread).ID).undoBtn)
	m.Reload()
	for id := range m.Today.Checks {
		if task, _ := getTask(conv.db, id); task.Title == "Renew the passport" {
			t.Fatal("Today still lists the task after Undo")
		}
	}
}

func getTask(db *store.DB, id string) (store.Task, error) {
	var task store.Task
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		task, err = tx.Tasks().Get(id)
		return err
	})
	return task, err
}

func TestProjectsShowProgressAndBlockers(t *testing.T) {
	m, _, ids := newMain(t)
	if v := m.Projects.Progress[ids["garden"]].Value; v < 0.33 || v > 0.34 {
		t.Errorf("Garden progress = %v, want 1/3", v)
	}
	text := findText(m.Projects.Content())
	for _, want := range []string{"Next milestone: Seedlings", "“Build the raised beds” waits for “Buy seed trays and compost”", "0 / 2 done"} {
		if !strings.Contains(text, want) {
			t.Errorf("projects lack %q", want)
		}
	}
}

func TestCitationChipOpensTheNoteAtThePassage(t *testing.T) {
	m, conv, ids := newMain(t)
	var body string
	conv.db.Read(context.Background(), func(tx *store.Tx) error {
		n, err := tx.Notes().Get(ids["meeting"])
		body = n.Body
		return err
	})
	for _, tr := range demoTurns(ids, body) {
		m.Thread.Apply(Update{Turn: tr})
	}
	row := m.Thread.RowFor("t3")
	if len(row.chips) != 2 || row.chips[0].text != "1 · Budget meeting, October" {
		t.Fatalf("chips = %d", len(row.chips))
	}
	test.Tap(row.chips[0])
	if m.Current() != SpaceKnowledge || m.Knowledge.Current() == nil || m.Knowledge.Current().ID != ids["meeting"] {
		t.Fatal("the chip did not open the cited note")
	}
	if m.Knowledge.passage == nil || !strings.Contains(m.Knowledge.highlighted, "450 a month") {
		t.Fatal("the cited passage is not highlighted")
	}
}

func TestGraphPutsNeighboursOnRingsByDistance(t *testing.T) {
	m, _, ids := newMain(t)
	m.Knowledge.Open(ids["seedlist"], nil)
	ring := map[string]int{}
	for _, n := range m.Knowledge.Graph.Nodes() {
		ring[n.Title] = n.Ring
	}
	want := map[string]int{"Seed list": 0, "Garden plan": 1, "Garden": 2}
	for title, r := range want {
		if ring[title] != r {
			t.Errorf("%s on ring %d, want %d (%v)", title, ring[title], r, ring)
		}
	}
	// tapping a node refocuses
	g := m.Knowledge.Graph
	g.Resize(fyne.NewSize(400, 400))
	g.place(g.Size())
	test.TapAt(g, g.nodes[1].pos)
	if m.Knowledge.Current().Title != "Garden plan" || g.Nodes()[0].Title != "Garden plan" {
		t.Errorf("tap did not refocus: current %q", m.Knowledge.Current().Title)
	}
}

func TestSettingsPersist(t *testing.T) {
	newTestApp(t)
	p := memPrefs{}
	s := NewSettings(p, nil, nil, "/data", nil)
	s.Load()
	s.Brain.SetSelected(brainChoices[1].label)
	s.LLMEndpoint.SetText("http://127.0.0.1:1234/v1")
	s.LLMEndpoint.OnSubmitted(s.LLMEndpoint.Text)
	s.Motion.SetChecked(true)
	if p[SettingBrain] != "grammar" || p[SettingLLMEndpoint] != "http://127.0.0.1:1234/v1" || p[SettingReducedMotion] != true {
		t.Fatalf("prefs = %v", p)
	}
	again := NewSettings(p, nil, nil, "/data", nil)
	again.Load()
	if again.Brain.Selected != brainChoices[1].label || again.LLMEndpoint.Text != "http://127.0.0.1:1234/v1" || !again.Motion.Checked {
		t.Error("settings did not load back")
	}
}

func TestDropImportsMarkdownAndReports(t *testing.T) {
	m, conv, _ := newMain(t)
	dir := t.TempDir()
	files := map[string]string{"Trip.md": "# Trip\n\nTrain at 9:40, platform 4.", "Recipes/Soup.md": "# Soup\n\nLeeks, potatoes, stock."}
	var uris []fyne.URI
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	uris = append(uris, storage.NewFileURI(filepath.Join(dir, "Trip.md")), storage.NewFileURI(filepath.Join(dir, "Recipes")))
	done := make(chan struct{})
	m.OnImported = func() { close(done) }
	m.Drop(fyne.NewPos(10, 10), uris)
	<-done
	var titles []string
	conv.db.Read(context.Background(), func(tx *store.Tx) error {
		ns, err := tx.Notes().List()
		for _, n := range ns {
			titles = append(titles, n.Title)
		}
		return err
	})
	for _, want := range []string{"Trip", "Soup"} {
		if !strings.Contains(strings.Join(titles, ","), want) {
			t.Errorf("note %q not imported (notes: %v)", want, titles)
		}
	}
	card := last(m.Thread)
	if !card.Local || card.Records[0].Family != "import" || !strings.HasPrefix(card.Records[0].Summary, "Imported 2 notes") {
		t.Fatalf("report card = %+v", card)
	}
	if m.Current() != SpaceThread {
		t.Error("the report is not shown")
	}
}

func TestShortcutsSwitchSpacesAndUndo(t *testing.T) {
	m, conv, _ := newMain(t)
	m.Shortcut(&desktop.CustomShortcut{KeyName: fyne.Key3, Modifier: fyne.KeyModifierShortcutDefault})
	if m.Current() != SpaceProjects {
		t.Fatalf("Ctrl+3 → %v", m.Current())
	}
	m.Thread.Send("add task Pack the bags")
	m.Shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyU, Modifier: fyne.KeyModifierShortcutDefault})
	if len(conv.undone) != 1 {
		t.Fatal("Ctrl+U did not undo the last turn")
	}
	m.Shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault})
	if m.Current() != SpaceToday {
		t.Fatal("Ctrl+N did not open Today")
	}
}

// Ctrl+F selects the last search, so typing starts a new one (the trial
// typed "tulip" after "locker code" and searched "locker codetulip").
func TestCtrlFSelectsTheOldSearch(t *testing.T) {
	m, _, _ := newMain(t)
	m.Knowledge.Background = synchronous // no search left running after the test
	ctrlF := &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault}
	m.Shortcut(ctrlF)
	test.Type(m.Knowledge.Search, "locker code")
	m.Show(SpaceToday)
	m.Shortcut(ctrlF)
	test.Type(m.Knowledge.Search, "tulip")
	if got := m.Knowledge.Search.Text; got != "tulip" {
		t.Errorf("search = %q", got)
	}
}

// The Projects add field passes window shortcuts on, as Today's Add field
// does: with it focused, Ctrl+1 and Ctrl+K did nothing (the driver gives a
// focused Shortcutable every shortcut and the canvas none).
func TestProjectsAddFieldPassesWindowShortcuts(t *testing.T) {
	m, _, _ := newMain(t)
	panel := 0
	m.OnQuickPanel = func() { panel++ }
	m.Show(SpaceProjects)
	in := m.Projects.Adds[m.Projects.selected] // Reload selected the first project
	if in == nil {
		t.Fatal("no add field for the selected project")
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(m.Content())
	c.Focus(in)
	typed := func(k fyne.KeyName) {
		t.Helper()
		f, ok := c.Focused().(fyne.Shortcutable)
		if !ok {
			t.Fatalf("focused %T takes no shortcuts", c.Focused())
		}
		f.TypedShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault})
	}
	typed(fyne.KeyK)
	if panel != 1 {
		t.Errorf("Ctrl+K in the add field: quick panel opened %d times", panel)
	}
	typed(fyne.Key1)
	if m.Current() != SpaceThread {
		t.Errorf("Ctrl+1 in the add field → %v", m.Current())
	}
}

// Today opens at its top (Overdue first) each time it is shown again, but
// a refresh while it shows keeps where the person scrolled.
func TestTodayScrollsToTopWhenShownAgain(t *testing.T) {
	m, _, _ := newMain(t)
	db := m.d.DB
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		for i := range 60 {
			if _, err := tx.Tasks().Insert(store.Task{Title: fmt.Sprintf("later task %02d", i)}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	m.Show(SpaceToday)
	m.Reload()
	l := m.Today.List
	for _, c := range []struct {
		name  string
		then  func()
		atTop bool
	}{
		{"a refresh while shown", func() { m.Reload() }, false},
		{"Ctrl+2 while shown", func() { m.Show(SpaceToday) }, false},
		{"back from the thread", func() { m.Show(SpaceThread); m.Show(SpaceToday) }, true},
		{"back from Projects by Ctrl+N", func() {
			m.Show(SpaceProjects)
			m.Shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault})
		}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			l.ScrollToOffset(400)
			if l.GetScrollOffset() < 399 {
				t.Fatalf("the list scrolled to %v only", l.GetScrollOffset())
			}
			c.then()
			if got := l.GetScrollOffset(); (got == 0) != c.atTop {
				t.Errorf("scroll offset %v after %s", got, c.name)
			}
		})
	}
}
