package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// migrations returns the embedded schema migrations in order; migration i
// (0-based) brings the file from user_version i to i+1.
func migrations() []string {
	names, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		panic(err) // the pattern is a constant
	}
	sort.Strings(names)
	out := make([]string, len(names))
	for i, n := range names {
		b, err := migrationFS.ReadFile(n)
		if err != nil {
			panic(err) // embedded at build time
		}
		out[i] = string(b)
	}
	return out
}

// SchemaVersion is the user_version this build migrates files to.
func SchemaVersion() int { return len(migrations()) }

// migrate brings the file up to user_version target, one migration per
// BEGIN IMMEDIATE transaction together with its PRAGMA user_version, so a
// crash leaves the file at a whole version.
func migrate(ctx context.Context, db *sql.DB, target int) error {
	all := migrations()
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	for {
		var v int
		if err := conn.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&v); err != nil {
			return fmt.Errorf("read schema version: %w", err)
		}
		if v > len(all) {
			return fmt.Errorf("%w (schema %d, this build knows %d)", ErrTooNew, v, len(all))
		}
		if v >= target {
			return nil
		}
		if err := applyMigration(ctx, conn, v, all[v]); err != nil {
			return err
		}
	}
}

func applyMigration(ctx context.Context, conn *sql.Conn, from int, script string) error {
	if _, err := conn.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		return fmt.Errorf("migrate to %d: %w", from+1, err)
	}
	// Another process may have migrated while we waited for the lock.
	var v int
	if err := conn.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&v); err != nil || v != from {
		conn.ExecContext(ctx, `ROLLBACK`)
		return err
	}
	stmt := script + fmt.Sprintf("\nPRAGMA user_version = %d; PRAGMA application_id = %d;", from+1, ApplicationID)
	if _, err := conn.ExecContext(ctx, stmt); err != nil {
		conn.ExecContext(ctx, `ROLLBACK`)
		return fmt.Errorf("migrate to %d: %w", from+1, err)
	}
	if _, err := conn.ExecContext(ctx, `COMMIT`); err != nil {
		conn.ExecContext(ctx, `ROLLBACK`)
		return fmt.Errorf("migrate to %d: commit: %w", from+1, err)
	}
	return nil
}
