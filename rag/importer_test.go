package rag

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// graph returns "title -> title" lines of every mentions link, sorted.
func graph(t testing.TB, db *store.DB) []string {
	t.Helper()
	var out []string
	db.Read(context.Background(), func(tx *store.Tx) error {
		ls, err := tx.Graph().All()
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range ls {
			from, _ := tx.Graph().TitleOf(l.FromKind, l.FromID)
			to, _ := tx.Graph().TitleOf(l.ToKind, l.ToID)
			out = append(out, from+" -> "+to+" ("+l.Type+")")
		}
		return nil
	})
	sort.Strings(out)
	return out
}

func notesByTitle(t testing.TB, db *store.DB) map[string]store.Note {
	t.Helper()
	m := map[string]store.Note{}
	db.Read(context.Background(), func(tx *store.Tx) error {
		ns, err := tx.Notes().List()
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range ns {
			m[n.Title] = n
		}
		return nil
	})
	return m
}

var vault = map[string]string{
	"Alpha.md":               "---\ntags: [project]\naliases: [The First]\n---\n# Alpha plan\nLinks to [[Zulu]] and [[Beta|b]] and [[Missing note]]. #work",
	"sub/Beta.markdown":      "# Beta\nBack to [[The First#Goals]] and [[sub/Zulu.md]].",
	"sub/deeper/Zulu.md":     "Zulu has no heading. #later",
	"plain.txt":              "Just text, see [[Alpha plan]].",
	".obsidian/workspace.md": "# hidden\nnot imported",
	"image.png":              "\x89PNG",
	"sub/deeper/readme.rtf":  "{\\rtf}",
}

func TestImportVault(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	writeFiles(t, dir, vault)
	var calls []int
	rep, err := NewImporter(db).Import(context.Background(), []string{dir}, func(done, total int, path string) {
		if total != 4 || path == "" {
			t.Errorf("progress(%d, %d, %q)", done, total, path)
		}
		calls = append(calls, done)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Added) != 4 || rep.Unresolved != 1 {
		t.Fatalf("report: %+v", rep)
	}
	// The files of other types are named, with the reason; the dot-folder
	// (the editor's settings) is not.
	if got := codes(rep); len(got) != 2 || got["image.png"] != RejectUnsupported || got["readme.rtf"] != RejectUnsupported {
		t.Errorf("rejected %+v", rep.Rejected)
	}
	if len(calls) != 4 || calls[3] != 4 {
		t.Errorf("progress calls %v", calls)
	}
	ns := notesByTitle(t, db)
	a := ns["Alpha plan"]
	if strings.Join(a.Tags, ",") != "project,work" || strings.Join(a.Aliases, ",") != "The First" || a.SourcePath != filepath.Join(dir, "Alpha.md") {
		t.Errorf("alpha: %+v", a)
	}
	if z := ns["Zulu"]; strings.Join(z.Tags, ",") != "later" {
		t.Errorf("zulu: %+v", z)
	}
	want := []string{
		"Alpha plan -> Beta (mentions)",
		"Alpha plan -> Zulu (mentions)",
		"Beta -> Alpha plan (mentions)",
		"Beta -> Zulu (mentions)",
		"plain -> Alpha plan (mentions)",
	}
	if got := graph(t, db); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("links:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestImportIncremental(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	writeFiles(t, dir, vault)
	im := NewImporter(db)
	ctx := context.Background()
	if _, err := im.Import(ctx, []string{dir}, nil); err != nil {
		t.Fatal(err)
	}
	rep, err := im.Import(ctx, []string{dir}, nil)
	if err != nil || len(rep.Skipped) != 4 || len(rep.Added)+len(rep.Updated) != 0 || rep.Links != 0 {
		t.Fatalf("re-import: %+v %v", rep, err)
	}
	// Alpha drops its Zulu link and gains one to a note that arrives now.
	writeFiles(t, dir, map[string]string{
		"Alpha.md":        "---\ntags: [project]\n---\n# Alpha plan\nNow links [[Beta]] and [[Missing note]].",
		"Missing note.md": "Here at last.",
	})
	rep, err = im.Import(ctx, []string{dir}, nil)
	if err != nil || len(rep.Updated) != 1 || len(rep.Added) != 1 || len(rep.Skipped) != 3 {
		t.Fatalf("after edit: %+v %v", rep, err)
	}
	want := []string{
		"Alpha plan -> Beta (mentions)",
		"Alpha plan -> Missing note (mentions)",
		"Beta -> Zulu (mentions)",
		"plain -> Alpha plan (mentions)",
	}
	// Beta's link by alias "The First" is gone: Alpha lost that alias.
	if got := graph(t, db); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("links:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if n := notesByTitle(t, db)["Alpha plan"]; len(n.Aliases) != 0 {
		t.Errorf("aliases kept: %v", n.Aliases)
	}
}
