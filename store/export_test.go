package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"time"

	"github.com/ncruces/go-sqlite3/driver"
)

// RawOpen opens path as a plain SQLite file (FTS5, busy timeout and foreign
// keys on, like the store) without setting it up or migrating it.
func RawOpen(path string) (*sql.DB, error) {
	return driver.Open("file:"+filepath.ToSlash(path)+"?_txlock=immediate", initConn)
}

// MigrationVersions are the versions of the embedded migrations, in order.
func MigrationVersions() []int {
	var out []int
	for _, m := range migrations() {
		out = append(out, m.version)
	}
	return out
}

// MigrateTo runs the migrations numbered up to k on db: the file is then at
// user_version k, as a build that knew only those would have left it.
func MigrateTo(db *sql.DB, k int) error {
	if _, err := db.Exec(`PRAGMA journal_mode=WAL`); err != nil {
		return err
	}
	return migrate(context.Background(), db, k)
}

// SQL is the store's database handle, for raw checks in tests.
func (db *DB) SQL() *sql.DB { return db.sql }

// SetBusyWaits shortens the connections' busy timeout and Open's retrying of
// a busy file until the returned restore is called.
func SetBusyWaits(conn, open time.Duration) (restore func()) {
	oldConn, oldOpen := connBusyTimeoutMS, openBusyWait
	connBusyTimeoutMS, openBusyWait = int(conn.Milliseconds()), open
	return func() { connBusyTimeoutMS, openBusyWait = oldConn, oldOpen }
}

// SetWritable replaces the writability check (tests run as root, who may
// write anything); the returned func restores it.
func SetWritable(f func(path string) bool) (restore func()) {
	old := writableFn
	writableFn = f
	return func() { writableFn = old }
}
