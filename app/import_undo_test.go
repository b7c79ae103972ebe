package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/tools"
	"pace/undo"
)

// The first import of a folder, and the second with one file changed (its
// text and links) and one added.
var (
	importFirst = map[string]string{
		"Trip.md":    "# Trip\nTrain at 9:40. Pack as in [[Packing]].",
		"Packing.md": "# Packing\nPassport, charger.",
		"Budget.md":  "# Budget\nThe [[Trip]] costs 400.",
	}
	importSecond = map[string]string{
		"Trip.md":  "# Trip\nTrain at 10:15, platform 4. Staying at [[Hotel]].",
		"Hotel.md": "# Hotel\nThe Lakeview, room 12.",
	}
)

// importUndoLine is the last line `pace notes import` prints after a change.
var importUndoLine = regexp.MustCompile(` links\nUndo it all with: pace undo   \(group ([0-9a-f-]{36})\)\n$`)

// knowledge is every note (title, id, body) and "mentions" link of db, one
// line each, sorted: what an undo must give back exactly.
func knowledge(t *testing.T, db *store.DB) string {
	t.Helper()
	var lines []string
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		ns, err := tx.Notes().List()
		if err != nil {
			return err
		}
		title := map[string]string{}
		for _, n := range ns {
			title[n.ID] = n.Title
			lines = append(lines, fmt.Sprintf("note %s (%s): %q", n.Title, n.ID, n.Body))
		}
		ls, err := tx.Graph().All()
		for _, l := range ls {
			lines = append(lines, fmt.Sprintf("link %s -> %s (%s)", title[l.FromID], title[l.ToID], l.ID))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// An import over an earlier one, undone as a whole (the window's card,
// `pace undo`), leaves the notes and links as they were before it: the new
// note gone, the changed note with its old text and links.
func TestNotesImportUndo(t *testing.T) {
	cases := []struct {
		name string
		// importUndo imports dir, then again with importSecond written, and
		// returns the store, its knowledge between the two imports and a
		// func that undoes the second.
		importUndo func(t *testing.T, dir string) (db *store.DB, before string, undoIt func() error)
	}{
		{"the window's drop", func(t *testing.T, dir string) (*store.DB, string, func() error) {
			c := &cli{env: Env{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: func(string) string { return "" }, Now: time.Now},
				dataDir: t.TempDir()}
			w, ctx := startWiring(t, c)
			im := importer{w}
			if _, err := im.Import(ctx, []string{dir}, nil); err != nil {
				t.Fatal(err)
			}
			before := knowledge(t, w.db)
			writeFiles(t, dir, importSecond)
			res, err := im.Import(ctx, []string{dir}, nil)
			if err != nil || res.Group == "" || len(res.Added) != 1 || len(res.Updated) != 1 {
				t.Fatalf("second import = %+v, %v", res, err)
			}
			// The window's own: `pace undo` in a terminal leaves it alone.
			second := knowledge(t, w.db)
			var other errOtherSurface
			if _, err := undoOwnTurn(ctx, w.db, ""); !errors.As(err, &other) || other.group != res.Group {
				t.Errorf("pace undo after the window's import: %v", err)
			}
			if k := knowledge(t, w.db); k != second {
				t.Fatal("the refused pace undo changed the store")
			}
			return w.db, before, func() error { return im.UndoGroup(res.Group) }
		}},
		{"pace notes import", func(t *testing.T, dir string) (*store.DB, string, func() error) {
			env, out, errb := notesEnv(t, nil)
			open := func() *store.DB {
				db, err := store.Open(filepath.Join(env.Getenv("PACE_DATA"), store.FileName), store.Options{})
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				return db
			}
			var before, group string
			for i, files := range []map[string]string{nil, importSecond} {
				if i == 1 {
					db := open()
					before = knowledge(t, db)
					db.Close()
				}
				writeFiles(t, dir, files)
				out.Reset()
				if code := Run([]string{"notes", "import", dir}, env); code != 0 {
					t.Fatalf("import exit %d: %s", code, errb)
				}
				m := importUndoLine.FindStringSubmatch(out.String())
				if m == nil {
					t.Fatalf("import printed:\n%s", out)
				}
				group = m[1]
			}
			return open(), before, func() error {
				// The group printed undoes the second import, as `pace undo` would.
				if code := Run([]string{"undo", "--group", group}, env); code != 0 {
					return fmt.Errorf("pace undo exit %d: %s", code, errb)
				}
				return nil
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeVault(t, importFirst)
			db, before, undoIt := tc.importUndo(t, dir)
			trip := noteNamed(t, db, "Trip")
			if !strings.Contains(trip.Body, "10:15") {
				t.Fatalf("Trip not updated: %q", trip.Body)
			}
			if err := undoIt(); err != nil {
				t.Fatal(err)
			}
			after := noteNamed(t, db, "Trip")
			if after.ID != trip.ID || after.Body != importFirst["Trip.md"] {
				t.Errorf("Trip after undo: %s %q, want %s with its old text", after.ID, after.Body, trip.ID)
			}
			// Hotel gone, Trip's link to Packing back (the same link), and
			// nothing else touched.
			if k := knowledge(t, db); k != before {
				t.Errorf("after undo:\n%s\nwant, as before the import:\n%s", k, before)
			}
		})
	}
}

// An import whose note was edited since (a journaled change) is not undone:
// the engine's ConflictError says why, and nothing changes.
func TestNotesImportUndoRefusedAfterAnEdit(t *testing.T) {
	c := &cli{env: Env{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: func(string) string { return "" }, Now: time.Now},
		dataDir: t.TempDir()}
	w, ctx := startWiring(t, c)
	dir := writeVault(t, importFirst)
	im := importer{w}
	res, err := im.Import(ctx, []string{dir}, nil)
	if err != nil || res.Group == "" {
		t.Fatalf("import = %+v, %v", res, err)
	}
	edit := tools.Invocation{Tool: "updateNote", Args: json.RawMessage(`{"note":"Packing","body":"Passport, charger, adapter."}`)}
	if r, err := w.box.Run(ctx, edit); err != nil || !r.OK {
		t.Fatalf("edit: %+v %v", r, err)
	}
	before := knowledge(t, w.db)
	var ce *undo.ConflictError
	if err := im.UndoGroup(res.Group); !errors.As(err, &ce) || !strings.Contains(ce.Reason, "Packing") {
		t.Fatalf("undo after an edit: %v, want a conflict naming the note", err)
	}
	if k := knowledge(t, w.db); k != before {
		t.Errorf("a refused undo changed the store:\n%s\nwas\n%s", k, before)
	}
}

// writeFiles writes files (name → text) into dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func noteNamed(t *testing.T, db *store.DB, title string) store.Note {
	t.Helper()
	var n store.Note
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		n, err = tx.Notes().Resolve(title)
		return err
	})
	if err != nil {
		t.Fatalf("note %q: %v", title, err)
	}
	return n
}
