package store_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"pace/store"
)

func TestContentHash(t *testing.T) {
	h := store.ContentHash("a", "b")
	if len(h) != 64 || h != store.ContentHash("a", "b") {
		t.Errorf("ContentHash = %q, want 64 stable hex digits", h)
	}
	// Title and body are separated: moving text between them changes the hash.
	if h == store.ContentHash("ab", "") || h == store.ContentHash("", "ab") {
		t.Error("ContentHash does not separate title from body")
	}
}

func TestNoteCRUD(t *testing.T) {
	db, clk := newDB(t)
	n := mustNote(t, db, store.Note{Title: " Kubernetes ", Body: "pods and nodes", Tags: []string{"@Ops", "ops", "K8s"},
		Aliases: []string{"k8s cluster"}, SourcePath: "/notes/kube.md"})
	if n.Title != "Kubernetes" || n.ContentHash != store.ContentHash("Kubernetes", "pods and nodes") ||
		!reflect.DeepEqual(n.Tags, []string{"k8s", "ops"}) || !n.CreatedAt.Equal(t0) {
		t.Errorf("inserted %+v", n)
	}
	read(t, db, func(tx *store.Tx) error {
		got, err := tx.Notes().ByPath("/notes/kube.md")
		if err != nil || got.ID != n.ID || !reflect.DeepEqual(got.Aliases, []string{"k8s cluster"}) || !reflect.DeepEqual(got.Tags, n.Tags) {
			t.Errorf("ByPath = %+v %v", got, err)
		}
		if _, err := tx.Notes().ByPath("/elsewhere.md"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("ByPath unknown: %v", err)
		}
		if got, err := tx.Notes().Resolve("k8s cluster"); err != nil || got.ID != n.ID {
			t.Errorf("resolve by alias: %+v %v", got, err)
		}
		return nil
	})
	clk.Advance(time.Hour)
	old := n.ContentHash
	n.Body, n.Tags, n.Aliases = "pods, nodes and services", nil, nil
	write(t, db, func(tx *store.Tx) (err error) {
		n, err = tx.Notes().Update(n)
		return err
	})
	if n.ContentHash == old || n.ContentHash != store.ContentHash(n.Title, n.Body) || len(n.Tags) != 0 ||
		n.Aliases == nil || len(n.Aliases) != 0 || !n.UpdatedAt.Equal(clk.T) || !n.CreatedAt.Equal(t0) {
		t.Errorf("updated %+v", n)
	}
	read(t, db, func(tx *store.Tx) error {
		if _, err := tx.Notes().Resolve("k8s cluster"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("dropped alias still resolves: %v", err)
		}
		return nil
	})
	for _, c := range []struct {
		name string
		fn   func(ns store.NoteService) error
		want error
	}{
		{"insert empty title", func(ns store.NoteService) error { _, err := ns.Insert(store.Note{Body: "x"}); return err }, store.ErrInvalid},
		{"update empty title", func(ns store.NoteService) error { _, err := ns.Update(store.Note{ID: n.ID}); return err }, store.ErrInvalid},
		{"update unknown", func(ns store.NoteService) error { _, err := ns.Update(store.Note{ID: "ghost", Title: "x"}); return err }, store.ErrNotFound},
		{"get unknown", func(ns store.NoteService) error { _, err := ns.Get("ghost"); return err }, store.ErrNotFound},
		{"delete unknown", func(ns store.NoteService) error { return ns.Delete("ghost") }, store.ErrNotFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := db.Write(ctx, func(tx *store.Tx) error { return c.fn(tx.Notes()) }); !errors.Is(err, c.want) {
				t.Errorf("got %v, want %v", err, c.want)
			}
		})
	}
	t.Run("delete", func(t *testing.T) {
		other := mustNote(t, db, store.Note{Title: "Docker"})
		write(t, db, func(tx *store.Tx) error {
			_, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: other.ID, ToKind: store.KindNote, ToID: n.ID, Type: store.LinkRelatesTo})
			return err
		})
		write(t, db, func(tx *store.Tx) error { return tx.Notes().Delete(n.ID) })
		read(t, db, func(tx *store.Tx) error {
			if c, _ := tx.Notes().Count(); c != 1 {
				t.Errorf("Count = %d, want 1", c)
			}
			if ls, _ := tx.Graph().All(); len(ls) != 0 {
				t.Errorf("links kept: %+v", ls)
			}
			if _, err := tx.Notes().Resolve("kubernetes"); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("resolve deleted: %v", err)
			}
			return nil
		})
	})
}

func TestNoteListOrder(t *testing.T) {
	db, clk := newDB(t)
	// Half-second steps: RFC3339Nano text would sort "…:00Z" after "…:00.5Z".
	a := mustNote(t, db, store.Note{Title: "A"})
	clk.Advance(500 * time.Millisecond)
	b := mustNote(t, db, store.Note{Title: "B"})
	clk.Advance(500 * time.Millisecond)
	c := mustNote(t, db, store.Note{Title: "C", Body: "Long text", Tags: []string{"x"}})
	read(t, db, func(tx *store.Tx) error {
		ns, err := tx.Notes().List()
		if err != nil || len(ns) != 3 || ns[0].ID != c.ID || ns[1].ID != b.ID || ns[2].ID != a.ID {
			t.Errorf("List = %v %v, want C, B, A", noteTitles(ns), err)
		}
		hs, err := tx.Notes().Headers()
		if err != nil || len(hs) != 3 || hs[0].ID != a.ID || hs[2].ID != c.ID || hs[2].Body != "" ||
			len(hs[2].Tags) != 1 || hs[2].ContentHash != c.ContentHash {
			t.Errorf("Headers = %+v %v, want A, B, C without bodies", hs, err)
		}
		return nil
	})
}

func noteTitles(ns []store.Note) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Title)
	}
	return out
}

func TestNoteCreatedBetween(t *testing.T) {
	db, clk := newDB(t)
	old := mustNote(t, db, store.Note{Title: "Old"}) // t0
	clk.Advance(24 * time.Hour)
	mid := mustNote(t, db, store.Note{Title: "Mid"}) // t0+1d
	clk.Advance(24 * time.Hour)
	mustNote(t, db, store.Note{Title: "New"}) // t0+2d
	// Old is edited on day 2: it counts for day 2 too.
	write(t, db, func(tx *store.Tx) error { _, err := tx.Notes().Update(old); return err })
	day := func(d int) time.Time { return t0.AddDate(0, 0, d) }
	for _, c := range []struct {
		name     string
		from, to time.Time
		want     []string
	}{
		{"day 0", day(0), day(1), []string{"Old"}},
		{"day 1", day(1), day(2), []string{"Mid"}},
		{"day 2", day(2), day(3), []string{"Old", "New"}},
		{"to is exclusive", day(0), mid.CreatedAt, []string{"Old"}},
		{"from is inclusive", mid.CreatedAt, mid.CreatedAt.Add(time.Nanosecond), []string{"Mid"}},
		{"other zone", day(1).In(time.FixedZone("", -5*3600)), day(2).In(time.FixedZone("", 9*3600)), []string{"Mid"}},
		{"empty", day(5), day(6), nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				ns, err := tx.Notes().CreatedBetween(c.from, c.to)
				if err != nil || ns == nil || !reflect.DeepEqual(noteTitles(ns), c.want) {
					t.Errorf("CreatedBetween = %v %v, want %v", noteTitles(ns), err, c.want)
				}
				return nil
			})
		})
	}
}

func TestNoteMarkImported(t *testing.T) {
	db, _ := newDB(t)
	n := mustNote(t, db, store.Note{Title: "Soil", Body: "pH 6.5", SourcePath: "/notes/soil.md"})
	if n.SourceHash != "" || n.ImportHash != "" {
		t.Fatalf("new note has import hashes %q %q", n.SourceHash, n.ImportHash)
	}
	write(t, db, func(tx *store.Tx) error { return tx.Notes().MarkImported(n.ID, "filehash") })
	write(t, db, func(tx *store.Tx) error {
		got, err := tx.Notes().Get(n.ID)
		if err != nil {
			return err
		}
		if got.SourceHash != "filehash" || got.ImportHash != n.ContentHash {
			t.Errorf("after MarkImported: %q %q, want filehash %q", got.SourceHash, got.ImportHash, n.ContentHash)
		}
		// An edit leaves them as they were: ContentHash now differs.
		got.Body = "pH 6.8"
		up, err := tx.Notes().Update(got)
		if err != nil {
			return err
		}
		if up.SourceHash != "filehash" || up.ImportHash != n.ContentHash || up.ContentHash == up.ImportHash {
			t.Errorf("after Update: %+v", up)
		}
		if err := tx.Notes().MarkImported("nope", "x"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("MarkImported(unknown) = %v, want ErrNotFound", err)
		}
		return nil
	})
}
