package store

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"

	"github.com/ncruces/go-sqlite3"
)

// ErrDamaged: SQLite's quick_check found the file damaged, or SQLite
// reported SQLITE_CORRUPT or SQLITE_NOTADB while using it. Once a DB has
// seen it, its writes fail with it, so the damaged file stays as it was.
var ErrDamaged = errors.New("the data file is damaged")

// IsDamaged reports whether err says the file itself is damaged
// (ErrDamaged, SQLITE_CORRUPT, SQLITE_NOTADB), not merely busy or missing.
func IsDamaged(err error) bool {
	return errors.Is(err, ErrDamaged) || errors.Is(err, sqlite3.CORRUPT) || errors.Is(err, sqlite3.NOTADB)
}

// suspectHeader reports whether the SQLite header of the file at path
// disagrees with the file: a valid in-header page count (bytes 28–31, valid
// when bytes 92–95 equal the change counter at 24–27) times the page size
// (bytes 16–17) beyond the file's end means it was truncated. It reads
// 100 bytes; Open then runs the full check on such a file.
func suspectHeader(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var h [100]byte
	if _, err := f.ReadAt(h[:], 0); err != nil {
		return true // shorter than a header: SQLite will say what it is
	}
	st, err := f.Stat()
	if err != nil {
		return false
	}
	pageSize := int64(binary.BigEndian.Uint16(h[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if binary.BigEndian.Uint32(h[92:96]) != binary.BigEndian.Uint32(h[24:28]) {
		return false // the count is stale (an old writer); SQLite uses the size
	}
	pages := int64(binary.BigEndian.Uint32(h[28:32]))
	return pages*pageSize > st.Size()
}

// Check runs SQLite's quick_check over the whole file on a read-only
// connection of its own, so the store's readers and writers carry on.
// Its cost grows with the file (seconds at 200 MB), which is why Open does
// not run it: the window runs it in the background after start. It returns
// nil for an intact file and for the in-memory store, an error wrapping
// ErrDamaged (and marking the DB damaged, see Damaged) when the file is
// damaged, or the SQLite or context error that stopped the check.
func (db *DB) Check(ctx context.Context) error {
	if db.memory || db.path == "" {
		return nil
	}
	c, err := openWith(fileURI(db.path)+"?mode=ro&_txlock=deferred", Options{Now: db.now, NewID: db.newID},
		func(*DB, context.Context) error { return nil })
	if err != nil {
		return db.noteDamage(fmt.Errorf("check %s: %w", db.path, err))
	}
	defer c.sql.Close()
	if err := c.checkIntegrity(ctx); err != nil {
		return db.noteDamage(fmt.Errorf("check %s: %w", db.path, err))
	}
	return nil
}

// Damaged is the error that showed the file damaged (a failed Check, or
// SQLITE_CORRUPT / SQLITE_NOTADB in a transaction), nil while none has.
func (db *DB) Damaged() error {
	if p := db.damaged.Load(); p != nil {
		return *p
	}
	return nil
}

// noteDamage records err as the file's damage when IsDamaged(err) and
// returns err.
func (db *DB) noteDamage(err error) error {
	if err != nil && IsDamaged(err) && !db.memory && db.damaged.CompareAndSwap(nil, &err) && db.path != "" {
		// Found in use (no check ran first, e.g. on the command line): the
		// file gets the same recovery as one found at start — a byte-for-byte
		// copy aside and one log line — and no write touches it again.
		recoverFile(db.path, err, db.now(), true)
	}
	return err
}

// CheckAndRecover runs Check and, when the file is damaged, gives it the
// recovery OpenOrRecover gives a file that fails to open: the file is left
// untouched (from now on this DB refuses writes with ErrDamaged), it and
// its -wal and -shm are copied aside byte for byte (or an identical earlier
// copy is named), recovery.log gets a line, and the Recovery returned
// carries the banner text. It returns (nil, nil) for an intact file and
// (nil, err) when the check could not run (busy, cancelled).
func (db *DB) CheckAndRecover(ctx context.Context) (*Recovery, error) {
	err := db.Check(ctx)
	if err == nil {
		err = db.Damaged() // SQLITE_CORRUPT met in a transaction meanwhile
	}
	if err == nil {
		return nil, nil
	}
	if !IsDamaged(err) {
		return nil, err
	}
	return recoverFile(db.path, err, db.now(), true), nil
}
