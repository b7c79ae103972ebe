package rag

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// changeLine is how a test reads a NoteChange: what happened to which note
// and how many links went and came.
func changeLine(tx *store.Tx, c NoteChange) string {
	switch {
	case c.After != nil && c.Before == nil:
		return fmt.Sprintf("insert %s -%d +%d", c.After.Title, len(c.Unlinked), len(c.Linked))
	case c.After != nil:
		return fmt.Sprintf("update %s -%d +%d", c.Before.Title, len(c.Unlinked), len(c.Linked))
	}
	title, _ := tx.Graph().TitleOf(store.KindNote, c.NoteID)
	return fmt.Sprintf("links %s -%d +%d", title, len(c.Unlinked), len(c.Linked))
}

// linkIDs is the ids of every link in db, sorted.
func linkIDs(t *testing.T, db *store.DB) []string {
	t.Helper()
	var ids []string
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		ls, err := tx.Graph().All()
		for _, l := range ls {
			ids = append(ids, l.ID)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(ids)
	return ids
}

// The journal hook hears every write of an import, in the write's own
// transaction: inserts, updates with the whole note as it was, and the
// second pass's link changes; its links account for every link the import
// added or took away.
func TestImportJournalSeesEachWrite(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	ctx := context.Background()
	steps := []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{"a vault imported afresh", vault, []string{
			// Alpha's and Beta's links to notes further on come in the second pass.
			"insert Alpha plan -0 +0",
			"insert plain -0 +1",
			"insert Beta -0 +1",
			"insert Zulu -0 +0",
			"links Alpha plan -0 +2",
			"links Beta -0 +1",
		}},
		{"the same vault again", nil, nil},
		{"one file changed and one added", map[string]string{
			"Alpha.md":        "---\ntags: [project]\n---\n# Alpha plan\nNow links [[Beta]] and [[Missing note]].",
			"Missing note.md": "Here at last.",
		}, []string{
			// Alpha's links are written again (Beta's kept, Zulu's gone);
			// Beta loses its link by the alias Alpha no longer has (its
			// links are written again too); Alpha gains the new note.
			"update Alpha plan -2 +1",
			"insert Missing note -0 +0",
			"links Beta -2 +1",
			"links Alpha plan -0 +1",
		}},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			writeFiles(t, dir, s.files)
			before := notesByTitle(t, db)
			links := linkIDs(t, db)
			var got []string
			im := NewImporter(db)
			im.Journal = func(tx *store.Tx, c NoteChange) error {
				got = append(got, changeLine(tx, c))
				if c.After != nil && c.NoteID != c.After.ID {
					t.Errorf("change of %s names note %s", c.After.ID, c.NoteID)
				}
				if c.Before != nil {
					// The whole note as it was, body and all, not the header the import keeps.
					if old := before[c.Before.Title]; c.Before.ID != old.ID || c.Before.Body != old.Body || c.Before.Body == "" ||
						!slices.Equal(c.Before.Aliases, old.Aliases) || !slices.Equal(c.Before.Tags, old.Tags) {
						t.Errorf("before = %+v, want %+v", *c.Before, old)
					}
					if cur, err := tx.Notes().Get(c.NoteID); err != nil || cur.Body != c.After.Body || cur.Body == c.Before.Body {
						t.Errorf("in the transaction the note reads %q (%v), want the new text %q", cur.Body, err, c.After.Body)
					}
				}
				// Each change is replayed on the link ids, to compare with the store's after.
				for _, l := range c.Unlinked {
					i := slices.Index(links, l.ID)
					if i < 0 {
						t.Errorf("unlinked %s, which was not there", l.ID)
						continue
					}
					links = slices.Delete(links, i, i+1)
				}
				for _, l := range c.Linked {
					links = append(links, l.ID)
				}
				return nil
			}
			if _, err := im.Import(ctx, []string{dir}, nil); err != nil {
				t.Fatal(err)
			}
			if strings.Join(got, "\n") != strings.Join(s.want, "\n") {
				t.Errorf("changes:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(s.want, "\n"))
			}
			sort.Strings(links)
			if now := linkIDs(t, db); !slices.Equal(links, now) {
				t.Errorf("links replayed from the changes %v, in the store %v", links, now)
			}
		})
	}
}

var errJournalFull = errors.New("journal full")

// An error from the hook rolls its transaction back: none of the batch's
// notes, links or file hashes are written, and Import returns the error,
// never a rejection of the file (even one wrapping store.ErrInvalid).
func TestImportJournalErrorRollsBack(t *testing.T) {
	cases := []struct {
		name   string
		first  map[string]string // imported without a hook first
		then   map[string]string // then written and imported with a failing hook
		failOn string            // the title of the note whose change fails
		err    error
	}{
		{"a new note", nil, map[string]string{"a.md": "# A\nSee [[B]].", "b.md": "# B\nText."}, "B", errJournalFull},
		{"an updated note", map[string]string{"a.md": "# A\nOld.", "b.md": "# B\nSee [[A]]."},
			map[string]string{"a.md": "# A\nNew, see [[B]].", "c.md": "# C\nNew too."}, "A", errJournalFull},
		{"an error wrapping ErrInvalid", nil, map[string]string{"a.md": "# A\nText."}, "A",
			fmt.Errorf("%w: no group", store.ErrInvalid)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			db := storetest.MustOpen(t, store.Options{})
			dir := t.TempDir()
			ctx := context.Background()
			writeFiles(t, dir, tc.first)
			if tc.first != nil {
				if _, err := NewImporter(db).Import(ctx, []string{dir}, nil); err != nil {
					t.Fatal(err)
				}
			}
			notes, links := notesByTitle(t, db), graph(t, db)
			writeFiles(t, dir, tc.then)
			im := NewImporter(db)
			calls := 0
			im.Journal = func(tx *store.Tx, c NoteChange) error {
				calls++
				if c.After != nil && c.After.Title == tc.failOn {
					return tc.err
				}
				return nil
			}
			rep, err := im.Import(ctx, []string{dir}, nil)
			if !errors.Is(err, tc.err) || len(rep.Rejected) != 0 || len(rep.Added)+len(rep.Updated) != 0 {
				t.Fatalf("Import = %+v, %v; want no writes and %v", rep, err, tc.err)
			}
			if calls == 0 {
				t.Fatal("the hook was not called")
			}
			after := notesByTitle(t, db)
			if len(after) != len(notes) {
				t.Errorf("notes %v, want %v", keys(after), keys(notes))
			}
			for title, n := range notes {
				if a := after[title]; a.Body != n.Body || a.SourceHash != n.SourceHash || a.ImportHash != n.ImportHash {
					t.Errorf("%s: %q (hashes %s %s), want %q as before", title, a.Body, a.SourceHash, a.ImportHash, n.Body)
				}
			}
			if got := graph(t, db); !slices.Equal(got, links) {
				t.Errorf("links %v, want %v as before", got, links)
			}
			// Without the failing hook the same files import: nothing was
			// marked as imported by the run that failed.
			rep, err = NewImporter(db).Import(ctx, []string{dir}, nil)
			if err != nil || len(rep.Added)+len(rep.Updated) != len(tc.then) {
				t.Errorf("import again = %+v, %v; want the %d files written", rep, err, len(tc.then))
			}
		})
	}
}

func keys(m map[string]store.Note) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
