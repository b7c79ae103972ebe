// Package store is Pace's single SQLite file and the services that are the
// only write path into it: tasks, projects and milestones, notes, the
// knowledge graph, the conversation, the action journal and settings.
//
// The file is opened through github.com/ncruces/go-sqlite3 (WAL journal,
// foreign keys on, a busy timeout so the GUI and the CLI can write the same
// file) with FTS5 registered on every connection. Every write runs in one
// BEGIN IMMEDIATE transaction through DB.Write; reads run in DB.Read.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/driver"
	"github.com/ncruces/go-sqlite3/ext/fts5"
	"github.com/ncruces/go-sqlite3/vfs/memdb" // the in-memory stand-in store
)

// FileName is the store's file inside the data folder.
const FileName = "pace.db"

// ApplicationID is written to PRAGMA application_id ("PACE" in ASCII); a file
// carrying another non-zero id belongs to another program and is refused.
const ApplicationID = 0x50414345

// busyTimeoutMS is how long (milliseconds) a connection waits for another
// process's write lock before SQLite reports SQLITE_BUSY.
const busyTimeoutMS = 30000

// connBusyTimeoutMS is what connections are opened with; tests shorten it.
var connBusyTimeoutMS = busyTimeoutMS

// Errors returned by the services.
var (
	// ErrNotFound: no row has the given id or reference.
	ErrNotFound = errors.New("not found")
	// ErrForeignFile: the file is a SQLite database of another application.
	ErrForeignFile = errors.New("the file belongs to another application")
	// ErrNoFTS5: the SQLite build lacks the FTS5 module.
	ErrNoFTS5 = errors.New("SQLite FTS5 module is not available")
	// ErrTooNew: the file was written by a newer Pace (user_version above ours).
	ErrTooNew = errors.New("the file was written by a newer version of Pace")
	// ErrNotDatabase: the file is not empty and does not start with the
	// SQLite header; it is refused without letting SQLite touch it or its -wal.
	ErrNotDatabase = errors.New("the file is not a SQLite database")
	// ErrNotRegular: the data file's path holds a folder, a pipe or a
	// device; it is not opened (a pipe would block) and not backed up.
	ErrNotRegular = errors.New("the data file's path holds something that is not a file")
	// ErrReadOnly: a service write was called inside DB.Read.
	ErrReadOnly = errors.New("write attempted in a read transaction")
	// ErrInvalid: an argument is out of range or missing (empty title, priority 9, ...).
	ErrInvalid = errors.New("invalid value")
	// ErrReadOnlyFile: the file or its folder is not writable, so the store
	// was opened read-only; DB.Write fails with it.
	ErrReadOnlyFile = errors.New("the data file is read-only")
)

// Options tune a DB. Zero values take the real clock and random UUIDs.
type Options struct {
	// Now is the clock for created/updated/completed timestamps.
	Now func() time.Time
	// NewID makes entity ids; defaults to random UUIDv4 strings.
	NewID func() string
	// ReadOnly opens the file read-only even when it could be written
	// (`pace --read-only`): nothing is created, tightened or migrated, and
	// Write fails with ErrReadOnlyFile, as for a file that is not writable.
	ReadOnly bool
}

// DB is an open store file (or the in-memory stand-in after a failed open).
type DB struct {
	sql     *sql.DB
	dsn     string // what sql was opened with; a ChangeWatcher opens it too
	path    string // "" for in-memory
	now     func() time.Time
	newID   func() string
	memory  bool
	memName string // the memdb database this store pins, "" for a file
	// readOnly: the file or its folder is not writable; Writes fail.
	readOnly bool
	stmts    stmtCache
	// writer admits one Write of this process at a time. SQLite would
	// serialise them too, but its busy handler polls with sleeps of up to
	// 100 ms; a channel hands over at once. Other processes still meet the
	// busy timeout.
	writer chan struct{}
	// damaged holds the error that showed the file damaged (see Damaged);
	// writes are refused from then on so the file stays as it was found.
	damaged atomic.Pointer[error]
}

var memCounter atomic.Int64

// Open opens (creating if needed, with its folder) the store at path,
// and migrates it to the latest schema. A
// missing or zero-byte file becomes a new store. It returns ErrNotDatabase,
// ErrForeignFile, ErrTooNew, ErrNoFTS5, or the SQLite error (e.g.
// SQLITE_CORRUPT for a damaged file) wrapped with the path; on error the
// file and its -wal are left as they were (see OpenOrRecover). While another
// process holds the file busy (SQLITE_BUSY or SQLITE_LOCKED, see IsBusy),
// e.g. two processes creating a new store at once, Open retries with backoff
// for up to 30 s and then returns that error.
//
// Open reads the header and the schema, not the whole file, so it costs the
// same at 20,000 notes as at 10: SQLite's quick_check runs on open only when
// the header disagrees with the file's size or a migration is due (nothing
// is written to an existing file before it passes), and otherwise through
// DB.Check, which callers run in the background. The application id and the
// schema version are read on a read-only connection first. A file or folder that is not writable is
// opened read-only (ReadOnly reports it; Write fails with ErrReadOnlyFile).
// The folder is made 0700 and the file, -wal and -shm 0600 (tightened when
// looser).
func Open(path string, opt Options) (*DB, error) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("open store %s: %w (%s)", path, ErrNotRegular, FileKind(fi.Mode()))
	}
	if !opt.ReadOnly {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, fmt.Errorf("open store: %w", err)
		}
		tighten(path)
	}
	deadline := time.Now().Add(openBusyWait)
	delay := 10 * time.Millisecond
	var head string // the file's first bytes when the header check last failed
	headSeen, headStable := false, 0
	for {
		db, err := openFile(path, opt)
		if err == nil {
			return db, nil
		}
		switch {
		case time.Now().After(deadline):
			return nil, err
		case IsBusy(err):
		case errors.Is(err, ErrNotDatabase):
			// Another process may be creating the file this very moment; a
			// header still changing is that, one that stays is not a database.
			h := fileHead(path)
			if headSeen && h == head {
				headStable++
			} else {
				headStable = 0
			}
			if headStable >= 2 {
				return nil, err
			}
			head, headSeen = h, true
		default:
			return nil, err
		}
		time.Sleep(delay) // backoff between attempts; nothing to wait on
		delay = min(2*delay, 500*time.Millisecond)
	}
}

// FileKind names a non-regular file's type for people ("a named pipe",
// "a folder"); "not a regular file" for any other kind.
func FileKind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

// openBusyWait bounds how long Open keeps retrying a file that another
// process holds busy (creating or migrating it at the same moment).
var openBusyWait = 30 * time.Second

// IsBusy reports whether err is SQLite's BUSY or LOCKED (another connection
// holds the file) or SCHEMA (another connection changed the schema under a
// statement: a concurrent opener migrating a new file, which can surface as
// a virtual table's constructor failing): none says anything about the file
// being damaged, and trying again helps.
func IsBusy(err error) bool {
	return errors.Is(err, sqlite3.BUSY) || errors.Is(err, sqlite3.LOCKED) || errors.Is(err, sqlite3.SCHEMA) ||
		err != nil && strings.Contains(err.Error(), "database schema has changed")
}

// uriEscape escapes what a file: URI would read as its query, its fragment
// or an escape; SQLite decodes %HH back.
var uriEscape = strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23")

// fileURI is path as the file: URI SQLite opens: a data folder named
// "notes #1" kept its database in "notes " beside it, shared by every
// such folder.
func fileURI(path string) string { return "file:" + uriEscape.Replace(filepath.ToSlash(path)) }

func openFile(path string, opt Options) (*DB, error) {
	if err := checkHeader(path); err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	uri := fileURI(path)
	if opt.ReadOnly || !writableFn(path) {
		return openReadOnly(path, uri, opt)
	}
	if fileSize(path) > 0 {
		// Check before anything can write: a damaged file must reach
		// recovery exactly as it was. The full scan runs here only when the
		// header looks wrong or a migration is about to write; otherwise it
		// is DB.Check's job, in the background (its cost grows with the file).
		if err := preflight(uri, "mode=ro", opt, suspectHeader(path)); err != nil {
			return nil, fmt.Errorf("open store %s: %w", path, err)
		}
	}
	db, err := openWith(uri+"?_txlock=deferred", opt, (*DB).setup)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	db.path = path
	tighten(path) // the -wal and -shm SQLite just made
	return db, nil
}

// openReadOnly opens a file this process may not write (the file, or its
// folder). SQLite reads a WAL-mode file through its -wal and -shm, which it
// must be able to create when missing; in a read-only folder it cannot. A
// file whose -wal holds nothing (missing or empty: every change is in the
// file) is therefore opened immutable, a snapshot that needs neither and
// creates nothing. A -wal with changes is read through the -shm, and when
// that cannot be done the open fails with ErrReadOnlyFile rather than show
// the file without them.
func openReadOnly(path, uri string, opt Options) (*DB, error) {
	mode := "mode=ro"
	if fileSize(path+"-wal") == 0 {
		mode = "mode=ro&immutable=1"
	}
	if fileSize(path) == 0 {
		return nil, fmt.Errorf("open store %s: %w: it holds no store yet, and a new one cannot be created there", path, ErrReadOnlyFile)
	}
	if err := preflight(uri, mode, opt, suspectHeader(path)); err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, readOnlyErr(path, err))
	}
	db, err := openWith(uri+"?"+mode+"&_txlock=deferred", opt, (*DB).setupReadOnly)
	if err != nil {
		return nil, fmt.Errorf("open store %s read-only: %w", path, readOnlyErr(path, err))
	}
	db.path, db.readOnly = path, true
	return db, nil
}

// readOnlyErr names ErrReadOnlyFile when SQLite could not open a read-only
// file for want of a writable -shm (its unsaved changes in the -wal cannot
// be read): that file is not damaged and must not go to recovery.
func readOnlyErr(path string, err error) error {
	if errors.Is(err, sqlite3.READONLY) || errors.Is(err, sqlite3.CANTOPEN) {
		if fileSize(path+"-wal") > 0 {
			return fmt.Errorf("%w: its latest changes are in %s-wal, which cannot be read while the folder is read-only (%v)", ErrReadOnlyFile, filepath.Base(path), err)
		}
		return fmt.Errorf("%w (%v)", ErrReadOnlyFile, err)
	}
	return err
}

// fileHead is the first bytes of the file and its size, "" if unreadable.
func fileHead(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	var head [100]byte
	n, _ := io.ReadFull(f, head[:])
	size := int64(-1)
	if st, err := f.Stat(); err == nil {
		size = st.Size()
	}
	return fmt.Sprintf("%d:%x", size, head[:n])
}

// OpenMemory opens a fresh, migrated in-memory store (tests, and the
// stand-in when the file cannot be opened). Its data lives until Close.
func OpenMemory(opt Options) (*DB, error) {
	name := fmt.Sprintf("/pace-memory-%d-%d", os.Getpid(), memCounter.Add(1))
	// memdb drops a database when its last connection closes, and the
	// connection pool may close them all; Create holds one reference until
	// Close so the data outlives the pool's churn.
	memdb.Create(name, nil)
	db, err := open("file:"+name+"?vfs=memdb&_txlock=deferred", opt)
	if err != nil {
		memdb.Delete(name)
		return nil, fmt.Errorf("open memory store: %w", err)
	}
	db.memory, db.memName = true, name
	return db, nil
}

func open(dsn string, opt Options) (*DB, error) { return openWith(dsn, opt, (*DB).setup) }

func openWith(dsn string, opt Options, setup func(*DB, context.Context) error) (*DB, error) {
	sdb, err := driver.Open(dsn, initConn)
	if err != nil {
		return nil, err
	}
	db := &DB{sql: sdb, dsn: dsn, now: opt.Now, newID: opt.NewID, writer: make(chan struct{}, 1)}
	if db.now == nil {
		db.now = time.Now
	}
	if db.newID == nil {
		db.newID = func() string { return uuid.NewString() }
	}
	if err := setup(db, context.Background()); err != nil {
		sdb.Close()
		return nil, err
	}
	return db, nil
}

// checkHeader refuses a non-empty file that is not a SQLite database before
// SQLite opens it: SQLite would otherwise delete or rewrite the -wal beside
// it, and that may hold the user's last commits.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	var head [100]byte // the SQLite file header
	n, err := io.ReadFull(f, head[:])
	if n == 0 && (err == io.EOF || err == nil) {
		return nil // zero bytes: an empty database
	}
	if n < len(head) || string(head[:16]) != "SQLite format 3\x00" {
		return ErrNotDatabase
	}
	return nil
}

// initConn runs on every new connection: FTS5, busy timeout, foreign keys,
// and no checkpoint on close, so that a connection closed after a failed
// open does not write the -wal into a damaged file (Close checkpoints
// explicitly instead).
func initConn(c *sqlite3.Conn) error {
	// The busy timeout first: registering FTS5 may already wait for a lock,
	// and the driver's own default is 60 s.
	if err := c.BusyTimeout(time.Duration(connBusyTimeoutMS) * time.Millisecond); err != nil {
		return fmt.Errorf("set busy timeout: %w", err)
	}
	if _, err := c.Config(sqlite3.DBCONFIG_NO_CKPT_ON_CLOSE, true); err != nil {
		return fmt.Errorf("configure connection: %w", err)
	}
	if err := fts5.Register(c); err != nil {
		return fmt.Errorf("register fts5: %w", err)
	}
	// temp_store=MEMORY keeps the savepoint journals of service calls off disk.
	// cache_size: SQLite's default page cache is 2 MB; a question over
	// 20,000 notes touches more index and body pages than that, and each
	// miss is a read through the WebAssembly VFS (cacheKiB, allocated as
	// used, per connection).
	return c.Exec(fmt.Sprintf(`PRAGMA busy_timeout=%d; PRAGMA foreign_keys=ON; PRAGMA synchronous=NORMAL; PRAGMA temp_store=MEMORY; PRAGMA cache_size=-%d;`, connBusyTimeoutMS, cacheKiB))
}

// setup checks ownership and version, switches to WAL and migrates. It
// reads the header and the schema, not the whole file (see DB.Check).
func (db *DB) setup(ctx context.Context) error {
	if err := db.checkOwner(ctx); err != nil {
		return err
	}
	if err := db.setJournal(ctx); err != nil {
		return err
	}
	if err := probeFTS5(ctx, db); err != nil {
		return err
	}
	return migrate(ctx, db.sql, SchemaVersion())
}

// cacheKiB is each connection's page cache, in KiB.
const cacheKiB = 16 << 10

// pageSize is the page size of a new file, in bytes. A note row is its
// body plus ~300 bytes; with SQLite's default 4096 two 2 KB notes do not
// fit on one page and the notes table is half empty (issue 19: 78 MB for
// 39 MB of text). 8192 packs three such rows a page. An existing file keeps
// the page size it has (changing it means a VACUUM).
const pageSize = 8192

// setJournal switches the file to WAL, on a file that holds nothing yet
// after setting pageSize on the same connection (the one that then writes
// the header); SQLite ignores the page size on a file that has one.
func (db *DB) setJournal(ctx context.Context) error {
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return fmt.Errorf("set journal mode: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`PRAGMA page_size=%d`, pageSize)); err != nil {
		return fmt.Errorf("set page size: %w", err)
	}
	var mode string
	if err := conn.QueryRowContext(ctx, `PRAGMA journal_mode=WAL`).Scan(&mode); err != nil {
		return fmt.Errorf("set journal mode: %w", err)
	}
	return nil
}

// setupReadOnly checks a file opened read-only: ours, not newer, intact,
// and at the latest schema (it cannot be migrated).
func (db *DB) setupReadOnly(ctx context.Context) error {
	if err := db.checkOwner(ctx); err != nil {
		return err
	}
	if err := probeFTS5(ctx, db); err != nil {
		return err
	}
	var version int
	if err := db.sql.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if version < SchemaVersion() {
		return fmt.Errorf("%w: it needs an upgrade (schema %d to %d), which cannot be written", ErrReadOnlyFile, version, SchemaVersion())
	}
	return nil
}

// preflight opens uri read-only and checks it is ours and not newer,
// writing nothing (no journal-mode change, no migration). It runs the full
// quick_check too when scan is set or a migration is due: nothing is ever
// written into a file that has not passed it.
func preflight(uri, mode string, opt Options, scan bool) error {
	db, err := openWith(uri+"?"+mode+"&_txlock=deferred", opt, func(db *DB, ctx context.Context) error {
		if err := db.checkOwner(ctx); err != nil {
			return err
		}
		var version int
		if err := db.sql.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
			return fmt.Errorf("read schema version: %w", err)
		}
		if !scan && version == SchemaVersion() {
			return nil
		}
		if err := db.checkIntegrity(ctx); err != nil {
			return fmt.Errorf("check integrity: %w", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return db.sql.Close()
}

func probeFTS5(ctx context.Context, db *DB) error {
	if _, err := db.sql.ExecContext(ctx, `CREATE VIRTUAL TABLE temp.fts5_probe USING fts5(x); DROP TABLE temp.fts5_probe;`); err != nil {
		if IsBusy(err) { // a lock held elsewhere, not a missing module
			return fmt.Errorf("probe fts5: %w", err)
		}
		return fmt.Errorf("%w: %v", ErrNoFTS5, err)
	}
	return nil
}

// checkOwner refuses another program's file and a newer Pace's.
func (db *DB) checkOwner(ctx context.Context) error {
	// Reading the header fails fast on a file that is not a database. The id
	// and the schema are read in one statement, one snapshot: read apart,
	// another process's first migration could commit in between and make a
	// new file look like another program's.
	var appID int64
	var objects int
	if err := db.sql.QueryRowContext(ctx, `SELECT (SELECT application_id FROM pragma_application_id()), (SELECT count(*) FROM sqlite_schema)`).Scan(&appID, &objects); err != nil {
		return fmt.Errorf("read application id: %w", err)
	}
	if appID != 0 && appID != ApplicationID {
		return fmt.Errorf("%w (application_id %#x)", ErrForeignFile, appID)
	}
	// A file without our id is ours to create only when it holds nothing:
	// another program's plain SQLite file must not gain our tables.
	if appID == 0 && objects > 0 {
		return fmt.Errorf("%w (no application_id, %d schema objects)", ErrForeignFile, objects)
	}
	// Refuse a newer file before anything (journal mode included) is changed.
	var version int
	if err := db.sql.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if version > SchemaVersion() {
		return fmt.Errorf("%w (schema %d, this build knows %d)", ErrTooNew, version, SchemaVersion())
	}
	return nil
}

// checkIntegrity runs SQLite's quick_check(1) over the whole file; a
// finding comes back wrapping ErrDamaged.
func (db *DB) checkIntegrity(ctx context.Context) error {
	var res string
	if err := db.sql.QueryRowContext(ctx, `PRAGMA quick_check(1)`).Scan(&res); err != nil {
		return err
	}
	if res != "ok" {
		return fmt.Errorf("%w: quick_check: %s", ErrDamaged, res)
	}
	return nil
}

// Close checkpoints the write-ahead log into the file (as far as other
// processes' readers allow) and closes it; an in-memory store's data is
// gone after it.
func (db *DB) Close() error {
	if !db.memory && !db.readOnly {
		// Best effort: a busy checkpoint only leaves the -wal for the next open.
		db.sql.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
	}
	db.stmts.close()
	err := db.sql.Close()
	if db.memName != "" {
		memdb.Delete(db.memName)
	}
	return err
}

// ReleaseIdle closes the connections no read or write is using. Each
// connection is a WebAssembly instance whose memory only grows: its page
// cache (cacheKiB) and whatever a big read sorted in memory stay resident
// until it closes. A window that went quiet after reading a large vault calls
// this (issue 19); the next statement opens a fresh connection (~1 ms)
// with a cold page cache.
func (db *DB) ReleaseIdle() {
	db.sql.SetMaxIdleConns(0)
	db.sql.SetMaxIdleConns(idleConns)
}

// idleConns is how many unused connections the pool keeps between
// statements (database/sql's default).
const idleConns = 2

// Path is the store file's path, or "" for an in-memory store.
func (db *DB) Path() string { return db.path }

// ReadOnly reports whether the file was opened read-only because it or its
// folder is not writable; Write fails with ErrReadOnlyFile.
func (db *DB) ReadOnly() bool { return db.readOnly }

// InMemory reports whether this is the in-memory stand-in (nothing persists).
func (db *DB) InMemory() bool { return db.memory }

// Now is the store's clock.
func (db *DB) Now() time.Time { return db.now() }

// NewID makes a fresh entity id (a UUID unless Options.NewID says otherwise).
func (db *DB) NewID() string { return db.newID() }

// ChangeStamp is a cheap fingerprint of the data that changes whenever a
// tool, an undo or an import commits, from this process or another one
// (the CLI beside the GUI). Views poll it to know when to refresh. It is
// opaque text, equal for equal data; compare it only with ==. It covers
// the journal, notes and tasks, not chat, projects or settings.
func (db *DB) ChangeStamp(ctx context.Context) (string, error) {
	var s string
	err := db.sql.QueryRowContext(ctx, `SELECT
		(SELECT coalesce(max(seq), 0) FROM journal) || '/' ||
		(SELECT count(*) FROM journal WHERE undone_at IS NOT NULL) || '/' ||
		(SELECT coalesce(max(updated_at), '') FROM notes) || '/' ||
		(SELECT count(*) FROM notes) || '/' ||
		(SELECT coalesce(max(updated_at), '') FROM tasks) || '/' ||
		(SELECT count(*) FROM tasks)`).Scan(&s)
	return s, err
}

// Tx is one transaction; the services hang off it so that a tool's change
// and its journal entry commit together.
type Tx struct {
	ctx      context.Context
	tx       *sql.Tx
	db       *DB
	readOnly bool
}

// Write runs fn in one BEGIN IMMEDIATE transaction and commits it if fn
// returns nil; otherwise (or if fn panics) it rolls back and returns fn's
// error. Writes of this process queue for each other; another process's
// write is waited for up to 30 s (the busy timeout) before SQLITE_BUSY.
// Do not call Write or Read on the same DB inside fn: the inner call waits
// for the outer one and fails after that timeout.
func (db *DB) Write(ctx context.Context, fn func(tx *Tx) error) error {
	return db.run(ctx, false, fn)
}

// Read runs fn in a read-only (deferred) transaction: one consistent
// snapshot. Service writes inside it fail with ErrReadOnly.
func (db *DB) Read(ctx context.Context, fn func(tx *Tx) error) error {
	return db.run(ctx, true, fn)
}

func (db *DB) run(ctx context.Context, readOnly bool, fn func(tx *Tx) error) (err error) {
	if !readOnly && db.readOnly {
		return fmt.Errorf("begin: %w", ErrReadOnlyFile)
	}
	if d := db.Damaged(); !readOnly && d != nil {
		return fmt.Errorf("begin: %w: %w", ErrDamaged, d)
	}
	defer func() { db.noteDamage(err) }()
	if !readOnly {
		// Waiting as long as SQLite would keeps a Write nested in a Write
		// an error (not a hang), as it is without this queue.
		timer := time.NewTimer(busyTimeoutMS * time.Millisecond)
		select {
		case db.writer <- struct{}{}:
			timer.Stop()
		case <-ctx.Done():
			timer.Stop()
			return fmt.Errorf("begin: %w", ctx.Err())
		case <-timer.C:
			return fmt.Errorf("begin: another write of this process has held the store for %d ms", busyTimeoutMS)
		}
		defer func() { <-db.writer }()
	}
	// Writes begin IMMEDIATE (LevelSerializable in the driver), so they queue
	// on the busy timeout instead of failing to upgrade a read lock; reads
	// begin DEFERRED. Reads do not use TxOptions.ReadOnly: the driver's
	// PRAGMA query_only expires every prepared statement on the connection
	// twice per transaction; Tx.exec refuses writes in a Read instead.
	opts := &sql.TxOptions{Isolation: sql.LevelSerializable}
	if readOnly {
		opts = nil
	}
	stx, err := db.sql.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer func() {
		// Outside any transaction of ours: prepare what this one queued.
		defer db.stmts.prepare(context.WithoutCancel(ctx), db.sql)
		if p := recover(); p != nil {
			stx.Rollback()
			panic(p)
		}
		if err != nil {
			stx.Rollback()
			return
		}
		if cerr := stx.Commit(); cerr != nil {
			err = fmt.Errorf("commit: %w", cerr)
		}
	}()
	return fn(&Tx{ctx: ctx, tx: stx, db: db, readOnly: readOnly})
}

// Now is the store's clock, for callers composing writes inside a Tx.
func (tx *Tx) Now() time.Time { return tx.db.now() }

// NewID makes a fresh entity id.
func (tx *Tx) NewID() string { return tx.db.newID() }

// atomic runs fn inside a SAVEPOINT: when fn fails, everything it wrote is
// undone even if the caller carries on with the transaction, so a service
// call that returns an error has written nothing.
func (tx *Tx) atomic(fn func() error) error {
	if _, err := tx.exec(`SAVEPOINT service`); err != nil {
		return err
	}
	if err := fn(); err != nil {
		if _, rerr := tx.exec(`ROLLBACK TO service`); rerr != nil {
			return errors.Join(err, rerr)
		}
		if _, rerr := tx.exec(`RELEASE service`); rerr != nil {
			return errors.Join(err, rerr)
		}
		return err
	}
	_, err := tx.exec(`RELEASE service`)
	return err
}

// exists reports whether table has a row with id (table is a constant).
func (tx *Tx) exists(table, id string) bool {
	var x int
	return tx.queryRow(`SELECT 1 FROM `+table+` WHERE id = ?`, id).Scan(&x) == nil
}

// forget drops what points at a deleted item without a foreign key: its
// lookup words and its knowledge links.
func (tx *Tx) forget(id string) error {
	if _, err := tx.exec(`DELETE FROM ref_words WHERE item_id = ?`, id); err != nil {
		return err
	}
	_, err := tx.exec(`DELETE FROM links WHERE from_id = ? OR to_id = ?`, id, id)
	return err
}

// Due dates are stored as RFC 3339 text with nanoseconds and the offset they
// were given in (a date-only due date means that zone's calendar day), and
// also as Unix seconds (due_at) for ordering.
const tsLayout = time.RFC3339Nano

// Record stamps (created, updated, completed, exported, undone) are stored in
// UTC with a fixed nine-digit fraction so that their text sorts in time
// order: RFC3339Nano trims trailing zeros, and "…:05Z" sorts after
// "…:05.5Z", and offsets differ across DST changes.
const stampLayout = "2006-01-02T15:04:05.000000000Z07:00"

func fmtTime(t time.Time) string { return t.UTC().Format(stampLayout) }

func fmtDue(t time.Time) string { return t.Format(tsLayout) }

// parseStamp reads a record stamp back in the local zone.
func parseStamp(s string) time.Time {
	t := parseTime(s)
	if t.IsZero() {
		return t
	}
	return t.Local()
}

func parseStampPtr(s sql.NullString) *time.Time {
	if !s.Valid || s.String == "" {
		return nil
	}
	t := parseStamp(s.String)
	return &t
}

func fmtTimePtr(t *time.Time) (any, any) {
	if t == nil {
		return nil, nil
	}
	return fmtDue(*t), t.Unix()
}

func fmtStampPtr(t *time.Time) any {
	if t == nil {
		return nil
	}
	return fmtTime(*t)
}

func parseTime(s string) time.Time {
	t, err := time.Parse(tsLayout, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

func parseTimePtr(s sql.NullString) *time.Time {
	if !s.Valid || s.String == "" {
		return nil
	}
	t := parseTime(s.String)
	return &t
}
