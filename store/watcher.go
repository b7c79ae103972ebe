package store

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/ncruces/go-sqlite3"
)

// ChangeWatcher tells whether anything was committed to the store, by any
// connection or process, since it last looked: it polls PRAGMA data_version
// on a connection of its own, which that pragma requires. Sync uses it to
// skip scanning every note's content hash when nothing changed. The
// connection is opened for the watcher, not taken from the pool: a pooled
// one would keep, for as long as the watcher lives, the memory of whatever
// it ran before (a 20,000-note list read leaves ~30 MB; see
// DB.ReleaseIdle). Close it before closing the DB.
type ChangeWatcher struct {
	mu   sync.Mutex
	db   *DB
	conn *sqlite3.Conn
	stmt *sqlite3.Stmt
}

// NewChangeWatcher returns a watcher; its connection opens on first use.
func (db *DB) NewChangeWatcher() *ChangeWatcher { return &ChangeWatcher{db: db} }

// Version returns a number that differs from the previous call's whenever
// another connection committed in between.
func (w *ChangeWatcher) Version(ctx context.Context) (int64, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("change watcher: %w", err)
	}
	if w.conn == nil {
		if err := w.open(); err != nil {
			return 0, fmt.Errorf("change watcher: %w", err)
		}
	}
	defer w.stmt.Reset()
	if !w.stmt.Step() {
		err := w.stmt.Err()
		if err == nil {
			err = errors.New("PRAGMA data_version returned no row")
		}
		w.close()
		return 0, fmt.Errorf("change watcher: %w", err)
	}
	return w.stmt.ColumnInt64(0), nil
}

// open opens the watcher's connection, set up as the pool's are.
func (w *ChangeWatcher) open() error {
	c, err := sqlite3.OpenFlags(w.db.dsn, sqlite3.OPEN_READWRITE|sqlite3.OPEN_URI)
	if err != nil {
		return err
	}
	if err := initConn(c); err != nil {
		c.Close()
		return err
	}
	st, _, err := c.Prepare(`PRAGMA data_version`)
	if err != nil {
		c.Close()
		return err
	}
	w.conn, w.stmt = c, st
	return nil
}

func (w *ChangeWatcher) close() error {
	if w.conn == nil {
		return nil
	}
	w.stmt.Close()
	err := w.conn.Close()
	w.conn, w.stmt = nil, nil
	return err
}

// Close releases the watcher's connection.
func (w *ChangeWatcher) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.close()
}
