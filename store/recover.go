package store

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Recovery describes a store file that could not be opened: the copies made
// of it, the error, and the fact that an in-memory store stands in for it.
type Recovery struct {
	// Path is the store file that failed to open; it is left untouched.
	Path string
	// Backups are the timestamped copies made of the file and its -wal/-shm,
	// or, when Reused, the earlier copies that already hold these bytes.
	Backups []string
	// Reused says no copy was made this time: an earlier backup beside the
	// file is identical (same size and SHA-256, file and -wal).
	Reused bool
	// Err is why the file could not be opened or migrated.
	Err error
	// At is when it happened.
	At time.Time
	// InUse says the damage was found after the file opened (DB.CheckAndRecover):
	// the file stays open for reading, and writes to it fail.
	InUse bool
}

// Message is the plain-language warning shown on stderr and in the GUI banner.
func (r *Recovery) Message() string {
	b := fmt.Sprintf("could not open your data file %s (%v). ", r.Path, r.Err)
	if r.InUse {
		b = fmt.Sprintf("your data file %s is damaged (%v). ", r.Path, r.Err)
	}
	switch {
	case len(r.Backups) > 0 && r.Reused:
		b += fmt.Sprintf("An identical copy was already saved as %s. ", strings.Join(r.Backups, ", "))
	case len(r.Backups) > 0:
		b += fmt.Sprintf("A copy was saved as %s. ", strings.Join(r.Backups, ", "))
	}
	if r.InUse {
		return b + "Pace keeps showing it but will not change it: quit Pace and restore the file from a backup."
	}
	return b + "Pace is running on a temporary in-memory store: changes made now will not be saved."
}

// RecoveryLog is the file in the data folder where failed opens are recorded.
const RecoveryLog = "recovery.log"

// OpenOrRecover opens the store at path. If the file cannot be opened or
// migrated (corrupt, truncated, ErrTooNew, ErrForeignFile, ErrNoFTS5, …),
// it copies the file and its -wal and -shm aside as
// "pace.db.broken-20060102T150405Z" (UTC, plus ".2", ".3", … when that name
// is taken), appends one line with the error to recovery.log beside it, and
// returns a fresh in-memory store with a non-nil Recovery (the line is
// written once per damage: not again when an identical backup is reused). The user's file
// is never modified, overwritten or deleted. When an earlier backup beside
// it already holds the same bytes (file and -wal), no new copy is made and
// the Recovery names that one (Reused), so repeated runs against the same
// damaged file do not fill the folder with copies. A missing or zero-byte file is
// not a failure: SQLite treats it as an empty database, and it becomes a
// new store. The error is non-nil only when even the in-memory store cannot
// be opened, or when the file stayed busy (IsBusy) through Open's retries:
// a file another process holds is not damaged, so it gets no backup and no
// stand-in, and the caller sees the error. The same holds for
// ErrReadOnlyFile (a read-only file that cannot be shown as it is: no store
// yet, one needing an upgrade, or changes in a -wal that cannot be read).
func OpenOrRecover(path string, opt Options) (*DB, *Recovery, error) {
	if rec, ok := knownDamaged(path); ok {
		// Damage found by an earlier process: the same stand-in, no new
		// copy, no new log line, and nothing written to the file.
		rec.At = time.Now()
		if opt.Now != nil {
			rec.At = opt.Now()
		}
		mem, err := OpenMemory(opt)
		if err != nil {
			return nil, rec, errors.Join(rec.Err, err)
		}
		return mem, rec, nil
	}
	db, err := Open(path, opt)
	if err == nil {
		return db, nil, nil
	}
	// Busy is another process holding the file; read-only is the file or
	// folder's permissions; a folder or a pipe in its place is no file at
	// all. None is damage: no backup, no stand-in.
	if IsBusy(err) || errors.Is(err, ErrReadOnlyFile) || errors.Is(err, ErrNotRegular) {
		return nil, nil, err
	}
	now := time.Now
	if opt.Now != nil {
		now = opt.Now
	}
	rec := recoverFile(path, err, now(), false)
	mem, merr := OpenMemory(opt)
	if merr != nil {
		return nil, rec, errors.Join(err, merr)
	}
	return mem, rec, nil
}

// recoverFile backs up the damaged file at path (or names an identical
// earlier backup) and logs the damage once; inUse says the file is still
// open, read-only, rather than replaced by the in-memory stand-in.
func recoverFile(path string, err error, at time.Time, inUse bool) *Recovery {
	rec := &Recovery{Path: path, Err: err, At: at, InUse: inUse}
	if prev := identicalBackup(path); prev != nil {
		rec.Backups, rec.Reused = prev, true
	} else {
		rec.Backups = backup(path, rec.At.UTC().Format("20060102T150405Z"))
	}
	if !rec.Reused {
		// The same damaged bytes were logged when first backed up: one line
		// per damage, not one per CLI call.
		logRecovery(filepath.Join(filepath.Dir(path), RecoveryLog), rec)
	}
	if inUse {
		markDamaged(path, rec) // the next process must not write to it either
	}
	return rec
}

// backup copies path and its -wal and -shm to path.broken-STAMP[-wal|-shm],
// adding ".2", ".3", … to STAMP when an earlier failure in the same second
// left copies under that name; it returns the copies made.
func backup(path, stamp string) []string {
	suffixes := []string{"", "-wal", "-shm"}
	base := path + ".broken-" + stamp
	for n := 2; ; n++ {
		taken := false
		for _, s := range suffixes {
			if _, err := os.Lstat(base + s); err == nil {
				taken = true
			}
		}
		if !taken {
			break
		}
		base = fmt.Sprintf("%s.broken-%s.%d", path, stamp, n)
	}
	var out []string
	for _, s := range suffixes {
		if _, err := os.Stat(path + s); err != nil {
			continue
		}
		if err := copyFile(path+s, base+s); err == nil {
			out = append(out, base+s)
		}
	}
	return out
}

// identicalBackup returns the earlier backup of path (and its -wal/-shm
// copies) whose file and -wal have the same size and SHA-256 as path's, or
// nil. The -shm is only an index of the -wal and is not compared.
func identicalBackup(path string) []string {
	main, ok := digest(path)
	if !ok {
		return nil
	}
	wal, hasWAL := digest(path + "-wal")
	ents, _ := os.ReadDir(filepath.Dir(path)) // sorted by name, oldest stamp first
	prefix := filepath.Base(path) + ".broken-"
	for _, e := range ents {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || strings.HasSuffix(name, "-wal") || strings.HasSuffix(name, "-shm") {
			continue
		}
		c := filepath.Join(filepath.Dir(path), name)
		if d, ok := digest(c); !ok || d != main {
			continue
		}
		if d, ok := digest(c + "-wal"); ok != hasWAL || d != wal {
			continue
		}
		out := []string{c}
		for _, s := range []string{"-wal", "-shm"} {
			if _, err := os.Stat(c + s); err == nil {
				out = append(out, c+s)
			}
		}
		return out
	}
	return nil
}

// digest is the file's size and SHA-256; ok is false if it cannot be read.
func digest(path string) (d string, ok bool) {
	f, err := os.Open(path)
	if err != nil {
		return "", false
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", false
	}
	return fmt.Sprintf("%d:%x", n, h.Sum(nil)), true
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// logRecovery appends one line to the log; a log that cannot be written is
// ignored, since the Recovery returned to the caller says it all.
func logRecovery(path string, rec *Recovery) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return
	}
	defer f.Close()
	line := fmt.Sprintf("%s open %s failed: %v; backups: %s", rec.At.Format(time.RFC3339), rec.Path, rec.Err, strings.Join(rec.Backups, ", "))
	fmt.Fprintln(f, logLine(line))
}

// logLine keeps one entry on one line: line breaks (SQLite's quick_check
// reports several findings one per line; a folder name may hold one) and
// other control characters are written as Go escapes (\n, \r, \t, \x1b,
// \u2028). Backslashes stay as they are: Windows paths must stay readable.
func logLine(s string) string {
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\ufffd") {
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r == 0x85 || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
