package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// migration is one embedded schema migration: the file NNNN_name.sql
// brings a file to user_version NNNN.
type migration struct {
	version int
	name    string
	script  string
}

// migrations returns the embedded schema migrations by version. The version
// comes from the file name, not the position in the list, so a migration
// numbered ahead of one still on another branch (0008 before 0007 lands)
// keeps its number: files migrate to 8 now, and the merged build sorts 0007
// in before it.
func migrations() []migration {
	names, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		panic(err) // the pattern is a constant
	}
	out := make([]migration, 0, len(names))
	seen := map[int]string{}
	for _, n := range names {
		base := path.Base(n)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			panic("migration " + base + ": name is not NNNN_name.sql") // embedded at build time
		}
		if other, dup := seen[v]; dup {
			panic("migrations " + other + " and " + base + " share a number")
		}
		seen[v] = base
		b, err := migrationFS.ReadFile(n)
		if err != nil {
			panic(err) // embedded at build time
		}
		out = append(out, migration{version: v, name: base, script: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out
}

// SchemaVersion is the user_version this build migrates files to: the
// highest migration number.
func SchemaVersion() int {
	all := migrations()
	if len(all) == 0 {
		return 0
	}
	return all[len(all)-1].version
}

// migrate brings the file up to user_version target, one migration per
// BEGIN IMMEDIATE transaction together with its PRAGMA user_version, so a
// crash leaves the file at a whole version. It applies, in order, each
// migration numbered above the file's version and at most target.
func migrate(ctx context.Context, db *sql.DB, target int) error {
	all := migrations()
	known := SchemaVersion()
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
		if v > known {
			return fmt.Errorf("%w (schema %d, this build knows %d)", ErrTooNew, v, known)
		}
		i := sort.Search(len(all), func(i int) bool { return all[i].version > v })
		if i == len(all) || all[i].version > target {
			return nil
		}
		if err := applyMigration(ctx, conn, v, all[i]); err != nil {
			return err
		}
	}
}

func applyMigration(ctx context.Context, conn *sql.Conn, from int, m migration) error {
	if _, err := conn.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		return fmt.Errorf("migrate to %d: %w", m.version, err)
	}
	// Another process may have migrated while we waited for the lock.
	var v int
	if err := conn.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&v); err != nil || v != from {
		conn.ExecContext(ctx, `ROLLBACK`)
		return err
	}
	stmt := m.script + fmt.Sprintf("\nPRAGMA user_version = %d; PRAGMA application_id = %d;", m.version, ApplicationID)
	if _, err := conn.ExecContext(ctx, stmt); err != nil {
		conn.ExecContext(ctx, `ROLLBACK`)
		return fmt.Errorf("migrate to %d (%s): %w", m.version, m.name, err)
	}
	if _, err := conn.ExecContext(ctx, `COMMIT`); err != nil {
		conn.ExecContext(ctx, `ROLLBACK`)
		return fmt.Errorf("migrate to %d: commit: %w", m.version, err)
	}
	return nil
}
