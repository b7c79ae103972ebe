//go:build !windows

package store_test

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"pace/store"
)

// TestNotARegularFile: a folder or a pipe where pace.db should be is
// refused at once with a plain error: nothing blocks, nothing is backed up.
func TestNotARegularFile(t *testing.T) {
	for name, make := range map[string]func(string) error{
		"folder": func(p string) error { return os.Mkdir(p, 0o700) },
		"pipe":   func(p string) error { return syscall.Mkfifo(p, 0o600) },
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, store.FileName)
			if err := make(path); err != nil {
				t.Skip(err)
			}
			_, rec, err := store.OpenOrRecover(path, store.Options{})
			if !errors.Is(err, store.ErrNotRegular) || rec != nil {
				t.Fatalf("OpenOrRecover = %v, %+v", err, rec)
			}
			if es, _ := os.ReadDir(dir); len(es) != 1 {
				t.Errorf("files beside it: %v", es)
			}
		})
	}
}
