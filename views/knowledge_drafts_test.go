package views

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
)

// mainWithDrafts is newMain over db with its drafts kept in dir.
func mainWithDrafts(t *testing.T, db *store.DB, dir string) *Main {
	t.Helper()
	conv := newFakeConv(t, db)
	m := NewMain(Deps{DB: db, Conv: conv, Importer: ragImporter{db}, Prefs: memPrefs{}, Now: func() time.Time { return demoNow }, DataDir: dir})
	m.Thread.Signal.Clock = stopped{}
	m.Knowledge.Load, m.Knowledge.Background = synchronous, synchronous
	m.Knowledge.CanEdit = true
	m.Refresher = func() { m.Reload() }
	m.Thread.Start()
	t.Cleanup(m.Thread.Stop)
	w := test.NewTempWindow(t, m.Content())
	w.Resize(fyne.NewSize(1000, 700))
	m.Install(w)
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	return m
}

// Unsaved note text is kept on disk: a window started over the same data
// folder (after a crash: nothing was saved or quit) shows it again in the
// editor, marked unsaved, with a "•" on the note in the list; saving it
// clears it from the file.
func TestUnsavedNoteTextSurvivesARestart(t *testing.T) {
	newTestApp(t)
	dir := t.TempDir()
	db := mustStore(t)
	ids := demo(t, db)
	m := mainWithDrafts(t, db, dir)
	k := m.Knowledge
	m.Show(SpaceKnowledge)
	k.Open(ids["seedlist"], nil)
	k.Tabs.Select(k.editTab)
	test.Type(k.Editor, "- Sweet peas\n")
	typed := k.Editor.Text
	if err := k.Drafts.Flush(); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "drafts.json")); err != nil || !strings.Contains(string(b), "Sweet peas") {
		t.Fatalf("drafts file: %q, %v", b, err)
	}

	// a second window over the same data, the first never quit
	m2 := mainWithDrafts(t, db, dir)
	k2 := m2.Knowledge
	if !k2.hasDraft(ids["seedlist"]) {
		t.Fatal("the note with kept text is not marked in the list")
	}
	m2.Show(SpaceKnowledge)
	k2.Open(ids["seedlist"], nil)
	k2.Tabs.Select(k2.editTab)
	if k2.Editor.Text != typed || !k2.Unsaved.Visible() || k2.Conflict.Visible() {
		t.Fatalf("after the restart: %q, unsaved %v, conflict %v", k2.Editor.Text, k2.Unsaved.Visible(), k2.Conflict.Visible())
	}

	test.Tap(k2.Save)
	m2.Reload()
	if k2.Dirty() {
		t.Fatal("still unsaved after Save")
	}
	if err := k2.Drafts.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "drafts.json")); !os.IsNotExist(err) {
		b, _ := os.ReadFile(filepath.Join(dir, "drafts.json"))
		t.Fatalf("a saved note's draft is still kept: %s", b)
	}
}

// A draft kept by an earlier run opens in the editor as unsaved text; a
// body changed since raises the conflict bar. An unreadable drafts file is
// moved aside, never deleted, and reads as no drafts.
func TestKeptDraftsLoadAndACorruptFileIsKept(t *testing.T) {
	newTestApp(t)
	dir := t.TempDir()
	db := mustStore(t)
	ids := demo(t, db)
	m := mainWithDrafts(t, db, dir)
	k := m.Knowledge
	k.drafts = map[string]draft{ids["seedlist"]: {text: "kept text", base: "an older body"}}
	m.Show(SpaceKnowledge)
	k.Open(ids["seedlist"], nil)
	k.Tabs.Select(k.editTab)
	if k.Editor.Text != "kept text" || !k.Unsaved.Visible() || !k.Conflict.Visible() {
		t.Fatalf("kept draft: %q, unsaved %v, conflict %v", k.Editor.Text, k.Unsaved.Visible(), k.Conflict.Visible())
	}

	path := filepath.Join(dir, "bad", "drafts.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, []byte("{not json"), 0o644)
	got, err := NewNoteDrafts(path).Load()
	if err == nil || len(got) != 0 {
		t.Fatalf("corrupt file: %v, %v", got, err)
	}
	if b, rerr := os.ReadFile(path + ".corrupt"); rerr != nil || string(b) != "{not json" {
		t.Fatalf("the corrupt file was not kept aside: %q, %v", b, rerr)
	}
}
