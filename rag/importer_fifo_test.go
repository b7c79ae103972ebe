//go:build unix

package rag

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

// A named pipe called like a note is refused with a reason, not opened
// (opening it would wait for a writer for ever), and the rest imports.
func TestImportSkipsNamedPipe(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.md": "# A\nalpha"})
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.md"), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan struct{})
	var rep ImportReport
	var err error
	go func() {
		defer close(done)
		rep, err = NewImporter(db).Import(context.Background(), []string{dir, filepath.Join(dir, "pipe.md")}, nil)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		// unblock the open so the test ends, then fail
		if f, e := os.OpenFile(filepath.Join(dir, "pipe.md"), os.O_WRONLY, 0); e == nil {
			f.Close()
		}
		<-done
		t.Fatal("import waited on the named pipe")
	}
	if err != nil {
		t.Fatal(err)
	}
	got := codes(rep)
	if got["pipe.md"] != RejectUnsupported || len(rep.Added) != 1 {
		t.Fatalf("report: %+v", rep)
	}
	for _, r := range rep.Rejected {
		if r.Reason != "not a regular file (a named pipe)" {
			t.Errorf("%s: reason %q", r.Path, r.Reason)
		}
	}
}
