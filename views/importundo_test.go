package views

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"pace/store"
	"pace/undo"
)

// reportImporter imports nothing and reports res, as the app's importer
// reports a drop it journaled in res.Group.
type reportImporter struct{ res ImportResult }

func (r reportImporter) Import(context.Context, []string, func(int, int, string)) (ImportResult, error) {
	return r.res, nil
}

// importUndoMain is a window whose drops report res and whose UndoGroup is
// undoGroup (nil: none); it returns the import card.
func importUndoMain(t *testing.T, res ImportResult, undoGroup func(string) error) (*Main, Turn) {
	t.Helper()
	newTestApp(t)
	db := mustStore(t)
	m := NewMain(Deps{DB: db, Conv: newFakeConv(t, db), Importer: reportImporter{res}, Prefs: memPrefs{},
		Now: func() time.Time { return demoNow }, UndoGroup: undoGroup})
	m.Thread.Signal.Clock = stopped{}
	m.Knowledge.Load, m.Knowledge.Background = synchronous, synchronous
	m.Refresher = func() { m.Reload() }
	m.Thread.Start()
	t.Cleanup(m.Thread.Stop)
	w := test.NewTempWindow(t, m.Content())
	w.Resize(fyne.NewSize(1000, 700))
	m.Install(w)
	done := make(chan struct{})
	m.OnImported = func() { close(done) }
	m.Drop(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(t.TempDir())})
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the import did not finish")
	}
	return m, last(m.Thread)
}

// An import card offers Undo only when its import was journaled, changed
// something, and the window can revert a journal group.
func TestImportCardOffersUndo(t *testing.T) {
	never := func(string) error { t.Error("UndoGroup called"); return nil }
	cases := []struct {
		name      string
		res       ImportResult
		undoGroup func(string) error
		want      bool
	}{
		{"notes added", ImportResult{Added: []string{"/n/Trip.md"}, Group: "g1"}, never, true},
		{"a note updated", ImportResult{Updated: []string{"/n/Trip.md"}, Group: "g1"}, never, true},
		{"links only", ImportResult{Skipped: []string{"/n/Trip.md"}, Links: 2, Group: "g1"}, never, true},
		{"nothing journaled", ImportResult{Added: []string{"/n/Trip.md"}}, never, false},
		{"nothing changed", ImportResult{Skipped: []string{"/n/Trip.md"}, Group: "g1"}, never, false},
		{"no UndoGroup", ImportResult{Added: []string{"/n/Trip.md"}, Group: "g1"}, nil, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, card := importUndoMain(t, tc.res, tc.undoGroup)
			if !card.Local || card.Records[0].Family != "import" {
				t.Fatalf("last card = %+v", card)
			}
			if got := m.Thread.RowFor(card.ID).undoBtn != nil; got != tc.want {
				t.Errorf("Undo shown = %v, want %v", got, tc.want)
			}
			// Ctrl+U undoes the newest turn, never the window's own card.
			m.Shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyU, Modifier: fyne.KeyModifierShortcutDefault})
		})
	}
}

// Tapping an import card's Undo reverts its journal group off the UI
// goroutine; the card then reads undone, or says in plain words why not
// and keeps its Undo.
func TestImportCardUndo(t *testing.T) {
	conflict := &undo.ConflictError{Entry: store.JournalEntry{Summary: "Imported the note “Trip”"},
		Reason: "a later change to “Trip” depends on this; undo that first"}
	cases := []struct {
		name    string
		err     error
		undone  bool
		message string // on the card after the tap
	}{
		{"undone", nil, true, "Undone — reverted: Imported 1 note, 1 link."},
		{"undone already elsewhere", undo.ErrNothingToUndo, true, "Undone — reverted: Imported 1 note, 1 link."},
		{"a note changed since", conflict, false,
			"✗ Not undone, nothing was changed: a later change to “Trip” depends on this; undo that first."},
		{"the data file busy", errors.New("undo: database is locked"), false,
			"✗ Not undone, nothing was changed. The data file is busy with another Pace (the command line, say). Retry in a moment."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var groups []string
			undoGroup := func(g string) error {
				groups = append(groups, g)
				return tc.err
			}
			m, card := importUndoMain(t, ImportResult{Added: []string{"/n/Trip.md"}, Links: 1, Group: "g-7"}, undoGroup)
			refreshed := 0
			m.Refresher = func() { refreshed++ }
			done := make(chan struct{})
			m.OnImportUndone = func() { close(done) }
			test.Tap(m.Thread.RowFor(card.ID).undoBtn)
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("the undo did not finish")
			}
			if len(groups) != 1 || groups[0] != "g-7" {
				t.Fatalf("UndoGroup calls %q, want one for g-7", groups)
			}
			got, _ := m.Thread.Turn(card.ID)
			row := m.Thread.RowFor(card.ID)
			text := findText(row)
			if got.Undone != tc.undone || !strings.Contains(text, tc.message) {
				t.Errorf("card undone %v, reads:\n%s\nwant undone %v and %q", got.Undone, text, tc.undone, tc.message)
			}
			if tc.undone {
				if row.undoBtn != nil {
					t.Error("Undo still offered after undoing")
				}
				if refreshed != 1 {
					t.Errorf("spaces refreshed %d times, want once", refreshed)
				}
				return
			}
			// Nothing was lost: the card keeps its report and its Undo.
			if row.undoBtn == nil || !strings.Contains(text, "Imported 1 note") || refreshed != 0 {
				t.Errorf("after a failed undo: Undo %v, refreshed %d, card:\n%s", row.undoBtn != nil, refreshed, text)
			}
		})
	}
}
