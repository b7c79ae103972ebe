package store

import (
	"errors"
	"os"
	"path/filepath"
)

// tighten makes the data folder 0700 and the store file, its -wal and -shm
// 0600, creating the file empty (a valid, empty database) when missing so
// that SQLite, which gives the -wal and -shm the file's mode, never creates
// anything readable by others. What it cannot change is left as it is.
func tighten(path string) {
	dir := filepath.Dir(path)
	if fi, err := os.Stat(dir); err == nil && fi.Mode().Perm()&0o077 != 0 {
		os.Chmod(dir, fi.Mode().Perm()&0o700)
	}
	if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
		if f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600); err == nil {
			f.Close()
		}
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o077 != 0 {
			os.Chmod(p, fi.Mode().Perm()&0o600)
		}
	}
}

// writable reports whether this process may write the store file (opening
// it for writing changes nothing) and create its -wal and -shm beside it.
func writable(path string) bool {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return false
	}
	if f != nil {
		f.Close()
	}
	probe, err := os.CreateTemp(filepath.Dir(path), ".pace-write-probe-*")
	if err != nil {
		return false
	}
	probe.Close()
	os.Remove(probe.Name())
	return true
}

// fileSize is the file's size, 0 when missing.
func fileSize(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// writableFn is writable; tests running as root (who may write anything)
// replace it to see the read-only path.
var writableFn = writable
