package rag

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

func codes(rep ImportReport) map[string]string {
	m := map[string]string{}
	for _, r := range rep.Rejected {
		m[filepath.Base(r.Path)] = r.Code
	}
	return m
}

func TestImportRejections(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"good.md":   "# Good\nFine.",
		"latin1.md": "caf\xe9",
		"bin.txt":   "abc\x00def",
		"big.md":    strings.Repeat("x", 200),
		"photo.png": "not really an image\n",
		"LICENSE":   "MIT",
	})
	os.Symlink(filepath.Join(dir, "nowhere.md"), filepath.Join(dir, "broken.md"))
	os.Symlink(filepath.Join(dir, "self.md"), filepath.Join(dir, "self.md"))
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	os.Symlink(dir, filepath.Join(dir, "sub", "up"))
	other := filepath.Join(t.TempDir(), "doc.pdf")
	os.WriteFile(other, []byte("%PDF"), 0o644)

	im := NewImporter(db)
	im.MaxSize = 100
	rep, err := im.Import(context.Background(), []string{dir, other, filepath.Join(dir, "absent.md")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"latin1.md": RejectNotUTF8, "bin.txt": RejectBinary, "big.md": RejectTooLarge,
		"broken.md": RejectUnreadable, "self.md": RejectSymlinkLoop, "up": RejectSymlinkLoop,
		"doc.pdf": RejectUnsupported, "absent.md": RejectUnreadable,
		"photo.png": RejectUnsupported, "LICENSE": RejectUnsupported, // in the folder
	}
	got := codes(rep)
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: got %q, want %q", k, got[k], v)
		}
	}
	if len(got) != len(want) || len(rep.Added) != 1 {
		t.Errorf("report: %+v", rep)
	}
	for _, r := range rep.Rejected {
		if r.Reason == "" {
			t.Errorf("%s has no reason", r.Path)
		}
		if filepath.Base(r.Path) == "photo.png" && r.Reason != "unsupported file type .png (want .md, .markdown or .txt)" {
			t.Errorf("photo.png: %q", r.Reason)
		}
	}
}

// A 50 MB file is refused from its size, without being read, and the rest
// of the folder still imports.
func TestImportHugeFile(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.md": "# A\nalpha", "z.md": "# Z\nzulu"})
	f, err := os.Create(filepath.Join(dir, "huge.md"))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(50 << 20); err != nil { // sparse: no 50 MB on disk
		t.Fatal(err)
	}
	f.Close()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rep, err := NewImporter(db).Import(context.Background(), []string{dir}, nil)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if got := codes(rep)["huge.md"]; got != RejectTooLarge || len(rep.Added) != 2 {
		t.Fatalf("report: %+v", rep)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
		t.Errorf("import allocated %d MB: the huge file was read", alloc>>20)
	}
	if n := len(notesByTitle(t, db)); n != 2 {
		t.Errorf("%d notes", n)
	}
}

// Cancelling mid-import (as a killed process would) leaves whole notes
// only; the next import finishes the job.
func TestImportCancel(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	files := map[string]string{}
	for _, n := range []string{"a", "b", "c", "d", "e"} {
		files[n+".md"] = "---\ntags: [t" + n + "]\n---\n# " + n + "\nSee [[a]] and [[e]]."
	}
	writeFiles(t, dir, files)
	ctx, cancel := context.WithCancel(context.Background())
	rep, err := NewImporter(db).Import(ctx, []string{dir}, func(done, total int, path string) {
		if done == 2 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || len(rep.Added) != 2 {
		t.Fatalf("cancelled import: %+v %v", rep, err)
	}
	ns := notesByTitle(t, db)
	if len(ns) != 2 {
		t.Fatalf("%d notes after cancel", len(ns))
	}
	for _, n := range ns {
		if len(n.Tags) != 1 {
			t.Errorf("note %s lost its tags: %+v", n.Title, n)
		}
	}
	rep, err = NewImporter(db).Import(context.Background(), []string{dir}, nil)
	if err != nil || len(rep.Skipped) != 2 || len(rep.Added) != 3 {
		t.Fatalf("resumed import: %+v %v", rep, err)
	}
	if got := graph(t, db); len(got) != 8 {
		t.Errorf("links after resume: %v", got)
	}
}

func TestImportFollowsSymlinkedFolder(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	outside := t.TempDir()
	writeFiles(t, outside, map[string]string{"shared.md": "# Shared\ntext"})
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"own.md": "# Own\nSee [[shared]]."})
	if err := os.Symlink(outside, filepath.Join(dir, "linked")); err != nil {
		t.Fatal(err)
	}
	// The same folder named twice is imported once.
	rep, err := NewImporter(db).Import(context.Background(), []string{dir, outside}, nil)
	if err != nil || len(rep.Added) != 2 || len(rep.Rejected) != 0 || rep.Links != 1 {
		t.Fatalf("%+v %v", rep, err)
	}
}

// A note the store refuses (a heading over 500 characters) is rejected with
// its reason and the rest of the folder imports; an escape character in a
// note is dropped by the store's text rule.
func TestImportRejectsInvalidNoteAndGoesOn(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a-long.md":   "# " + strings.Repeat("very long heading ", 40) + "\nBody.",
		"b-good.md":   "# Shed plans\nNew felt on the roof.",
		"c-escape.md": "# Terminal\nred \x1b[31mtext",
	})
	rep, err := NewImporter(db).Import(context.Background(), []string{dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := codes(rep); len(got) != 1 || got["a-long.md"] != RejectInvalid || len(rep.Added) != 2 {
		t.Fatalf("report %+v", rep)
	}
	if !strings.Contains(rep.Rejected[0].Reason, "the most is 500") {
		t.Errorf("reason %q", rep.Rejected[0].Reason)
	}
	var bodies []string
	db.Read(context.Background(), func(tx *store.Tx) error {
		ns, err := tx.Notes().List()
		for _, n := range ns {
			bodies = append(bodies, n.Body)
		}
		return err
	})
	for _, b := range bodies {
		if strings.ContainsRune(b, 0x1b) {
			t.Errorf("escape stored: %q", b)
		}
	}
	// Unchanged files are skipped on the next import, the refused one
	// refused again.
	rep, err = NewImporter(db).Import(context.Background(), []string{dir}, nil)
	if err != nil || len(rep.Skipped) != 2 || len(rep.Rejected) != 1 {
		t.Fatalf("re-import %+v, %v", rep, err)
	}
}
