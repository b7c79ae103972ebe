package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// DamagedMark is the file beside pace.db that remembers damage found while
// the store was in use, so that the next process (the next CLI command)
// treats the file as damaged at once instead of writing to it again: it
// names the file by its identity (inode, where the OS has one, and the
// size when the damage was found) and the copies made of it.
const DamagedMark = ".damaged"

type damagedMark struct {
	ID      uint64   `json:"id"`
	Backups []string `json:"backups"`
	Err     string   `json:"error"`
}

// errKnownDamaged: the file at path is the one a DamagedMark names.
var errKnownDamaged = errors.New("it was found damaged earlier")

// markDamaged writes the mark for the file at path and rec's copies.
func markDamaged(path string, rec *Recovery) {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return
	}
	m := damagedMark{ID: fileID(fi), Backups: rec.Backups}
	if rec.Err != nil {
		m.Err = rec.Err.Error()
	}
	b, _ := json.Marshal(m)
	os.WriteFile(path+DamagedMark, b, 0o600)
}

// knownDamaged returns the recovery a DamagedMark beside path describes
// when it still names the file at path; a mark left from a file since
// replaced (restored, moved away) is removed.
func knownDamaged(path string) (*Recovery, bool) {
	b, err := os.ReadFile(path + DamagedMark)
	if err != nil {
		return nil, false
	}
	var m damagedMark
	fi, serr := os.Stat(path)
	if json.Unmarshal(b, &m) != nil || serr != nil || fileID(fi) != m.ID {
		os.Remove(path + DamagedMark)
		return nil, false
	}
	cause := fmt.Errorf("%w: %w (%s)", ErrDamaged, errKnownDamaged, m.Err)
	return &Recovery{Path: path, Backups: m.Backups, Reused: true, Err: cause}, true
}
