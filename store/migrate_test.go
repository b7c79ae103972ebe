package store_test

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
)

// seeds[i] is data written the way the build with schema
// MigrationVersions()[i] wrote it: it needs the tables of the migrations up
// to that one. Its checks are queries that must each return 1 once the
// store is opened by this build.
var seeds = []struct {
	sql    string
	checks []string
}{
	{ // 0001_core.sql
		sql: `
INSERT INTO projects(id, name, notes, done, created_at, updated_at) VALUES
	('p1', 'Garden', '', 0, '2026-01-02T10:00:00+01:00', '2026-01-02T10:00:00+01:00');
INSERT INTO milestones(id, project_id, title, due, due_at, done, created_at) VALUES
	('m1', 'p1', 'Spring', '2026-03-01T00:00:00+01:00', 1772319600, 0, '2026-01-02T10:00:00+01:00');
INSERT INTO tasks(id, title, notes, due, due_at, has_time, priority, done, completed_at, project_id, milestone_id, created_at, updated_at) VALUES
	('t1', 'Sow tomatoes', 'greenhouse', '2026-03-06T17:30:00+01:00', 1772814600, 1, 3, 0, NULL, 'p1', 'm1', '2026-01-02T10:00:00.5+01:00', '2026-01-02T10:00:00.5+01:00'),
	('t2', 'Buy seeds', '', NULL, NULL, 0, 0, 1, '2026-01-03T09:00:00Z', NULL, NULL, '2026-01-02T09:00:00Z', '2026-01-03T09:00:00Z');
INSERT INTO task_tags(task_id, tag) VALUES ('t1', 'garden'), ('t1', 'home');
INSERT INTO task_deps(task_id, depends_on) VALUES ('t1', 't2');
INSERT INTO recurrence_rules(task_id, rrule, dtstart) VALUES ('t1', 'FREQ=WEEKLY;BYDAY=FR', '2026-03-06T17:30:00+01:00');
INSERT INTO notes(id, title, body, aliases, source_path, content_hash, created_at, updated_at) VALUES
	('n1', 'Tomatoes', 'Sow in March.', '["toms"]', '/notes/tomatoes.md', 'hash', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z');
INSERT INTO note_tags(note_id, tag) VALUES ('n1', 'garden');
INSERT INTO links(id, from_kind, from_id, to_kind, to_id, type, created_at) VALUES
	('l1', 'note', 'n1', 'task', 't1', 'mentions', '2026-01-02T10:00:00Z');
INSERT INTO chat_messages(id, seq, turn_id, role, text, tools, created_at) VALUES
	('c1', 1, 'turn1', 'user', 'add sow tomatoes', '[]', '2026-01-02T10:00:00Z');
INSERT INTO journal(id, seq, group_id, tool, summary, inverse, created_at, undone_at) VALUES
	('j1', 1, 'g1', 'add_task', 'Added Sow tomatoes', '[{"op":"delete_task","id":"t1"}]', '2026-01-02T10:00:00Z', NULL);
INSERT INTO settings(key, type, value) VALUES ('voice', 'string', '"alloy"');
INSERT INTO reminder_exports(id, task_id, target, remote_uid, etag, exported_at) VALUES
	('r1', 't1', 'caldav', 'uid-1', '', '2026-01-02T10:00:00Z');
INSERT INTO ref_words(word, kind, item_id) VALUES
	('sow', 'task', 't1'), ('tomato', 'task', 't1'), ('buy', 'task', 't2'), ('seed', 'task', 't2'),
	('garden', 'project', 'p1'), ('tomato', 'note', 'n1'), ('tom', 'note', 'n1');`,
		checks: []string{
			`SELECT count(*) = 2 FROM tasks WHERE id IN ('t1', 't2')`,
			`SELECT count(*) = 2 FROM task_tags WHERE task_id = 't1'`,
			`SELECT count(*) = 1 FROM links`,
			`SELECT value = '"alloy"' FROM settings WHERE key = 'voice'`,
		},
	},
	{ // 0002_retrieval.sql
		sql: `
INSERT INTO note_chunks(id, note_id, ord, text, start_byte, end_byte, content_hash) VALUES
	(1, 'n1', 0, 'Sow in March.', 0, 13, 'chunkhash');
INSERT INTO chunked_notes(note_id, content_hash, chunked_at) VALUES ('n1', 'hash', '2026-01-02T10:00:00Z');
INSERT INTO chunks_fts(rowid, title, text) VALUES (1, 'Tomatoes', 'Sow in March.');
INSERT INTO embeddings(content_hash, model, dim, vector) VALUES ('chunkhash', 'test-model', 2, x'0000803f00000040');
-- Edited since it was cut: its chunk's text is no longer in its body.
INSERT INTO notes(id, title, body, aliases, source_path, content_hash, created_at, updated_at) VALUES
	('n9', 'Potatoes', 'Chit them in April.', '[]', '', 'newhash', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z');
INSERT INTO note_chunks(id, note_id, ord, text, start_byte, end_byte, content_hash) VALUES
	(2, 'n9', 0, 'Plant them in May.', 0, 18, 'potatochunk');
INSERT INTO chunked_notes(note_id, content_hash, chunked_at) VALUES ('n9', 'oldhash', '2026-01-02T10:00:00Z');
INSERT INTO chunks_fts(rowid, title, text) VALUES (2, 'Potatoes', 'Plant them in May.');`,
		checks: []string{
			`SELECT count(*) = 1 FROM note_chunks`,
			`SELECT count(*) = 1 FROM chunks_fts WHERE chunks_fts MATCH 'march'`,
			`SELECT dim = 2 FROM embeddings WHERE content_hash = 'chunkhash'`,
			// 0008: the index is rebuilt from the bodies; a chunk cut from
			// content its note no longer has is dropped, its note cut again.
			`SELECT count(*) = 1 FROM chunks_fts WHERE chunks_fts MATCH 'tomatoes'`,
			`SELECT count(*) = 0 FROM chunks_fts WHERE chunks_fts MATCH 'may OR potatoes'`,
			`SELECT count(*) = 0 FROM chunked_notes WHERE note_id = 'n9'`,
		},
	},
	{ // 0003_note_source.sql
		sql: `
INSERT INTO notes(id, title, body, aliases, source_path, content_hash, source_hash, import_hash, created_at, updated_at) VALUES
	('n2', 'Beans', 'Sow in May.', '[]', '/notes/beans.md', 'beanhash', 'filehash', 'beanhash', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z');`,
		checks: []string{
			`SELECT source_hash = 'filehash' AND import_hash = 'beanhash' FROM notes WHERE id = 'n2'`,
			`SELECT source_hash = '' AND import_hash = '' FROM notes WHERE id = 'n1'`,
		},
	},
	{ // 0004_caldav.sql
		sql: `
INSERT INTO caldav_lists(path, name, sync_token, synced_at) VALUES ('/u/tasks/', 'Tasks', 'tok-1', '2026-01-02T10:00:00Z');
INSERT INTO caldav_items(task_id, list, href, uid, etag, base, synced_at) VALUES
	('t1', '/u/tasks/', '/u/tasks/t1.ics', 't1', 'e1', '{}', '2026-01-02T10:00:00Z');
INSERT INTO caldav_outbox(href, etag, queued_at) VALUES ('/u/tasks/gone.ics', 'e0', '2026-01-02T10:00:00Z');`,
		checks: []string{
			`SELECT sync_token = 'tok-1' FROM caldav_lists WHERE path = '/u/tasks/'`,
			`SELECT etag = 'e1' FROM caldav_items WHERE task_id = 't1'`,
			`SELECT count(*) = 1 FROM caldav_outbox`,
		},
	},
	{ // 0005_project_archive.sql
		sql: `
INSERT INTO projects(id, name, notes, done, created_at, updated_at, archived_at) VALUES
	('p2', 'Old flat', '', 0, '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z', '2026-02-01T10:00:00Z');`,
		checks: []string{
			`SELECT archived_at IS NULL FROM projects WHERE id = 'p1'`,
			`SELECT archived_at = '2026-02-01T10:00:00Z' FROM projects WHERE id = 'p2'`,
		},
	},
	{ // 0006_note_changes.sql
		sql: `
INSERT INTO notes(id, title, body, aliases, source_path, content_hash, created_at, updated_at) VALUES
	('n3', 'Leeks', 'Earth them up in July.', '[]', '', 'leekhash', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z');
INSERT INTO chunk_sync(id, seq, deletes) VALUES (1, 1, 0);`,
		checks: []string{
			// n3 is the last of the seeds' notes inserted.
			`SELECT change_seq = (SELECT count(*) FROM notes) FROM notes WHERE id = 'n3'`,
			`SELECT seq = (SELECT count(*) FROM notes) AND deletes = 0 FROM note_changes`,
			// 0008 forgets the position: the next sync compares every note once.
			`SELECT count(*) = 0 FROM chunk_sync`,
		},
	},
	{ // 0007_task_window.sql
		sql: `
INSERT INTO tasks(id, title, notes, due, due_at, due_end, has_time, priority, done, created_at, updated_at) VALUES
	('t3', 'Call Bob', '', '2026-03-06T14:00:00+01:00', 1772802000, '2026-03-06T15:00:00+01:00', 1, 0, 0,
	 '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z');`,
		checks: []string{
			`SELECT due_end IS NULL FROM tasks WHERE id = 't1'`,
			`SELECT due_end = '2026-03-06T15:00:00+01:00' FROM tasks WHERE id = 't3'`,
		},
	},
	{ // 0008_chunk_offsets.sql
		sql: `
INSERT INTO notes(id, title, body, aliases, source_path, content_hash, created_at, updated_at) VALUES
	('n4', 'Onions', 'Lift them in August. Dry them.', '[]', '', 'onionhash', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z');
INSERT INTO note_chunks(id, note_id, ord, start_byte, end_byte, content_hash) VALUES (4, 'n4', 0, 21, 30, 'onionchunk');
INSERT INTO chunked_notes(note_id, content_hash, chunked_at) VALUES ('n4', 'onionhash', '2026-01-02T10:00:00Z');
INSERT INTO chunks_fts(rowid, title, text) VALUES (4, 'Onions', 'Dry them.');`,
		checks: []string{
			`SELECT count(*) = 1 FROM chunks_fts WHERE chunks_fts MATCH 'dry'`,
		},
	},
}

func TestMigrateFromEveryVersion(t *testing.T) {
	versions := store.MigrationVersions()
	if len(seeds) != len(versions) {
		t.Fatalf("%d migrations but %d seeds: add seed data and checks for migration %d", len(versions), len(seeds), versions[len(seeds)])
	}
	// From an empty file and from each version before the last.
	for _, k := range append([]int{0}, versions[:len(versions)-1]...) {
		t.Run(fmt.Sprintf("from version %d", k), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), store.FileName)
			raw, err := store.RawOpen(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := store.MigrateTo(raw, k); err != nil {
				t.Fatalf("migrate to %d: %v", k, err)
			}
			for i, v := range versions {
				if v > k {
					break
				}
				if _, err := raw.Exec(seeds[i].sql); err != nil {
					t.Fatalf("seed version %d: %v", v, err)
				}
			}
			if got := userVersion(t, raw); got != k {
				t.Fatalf("built file is at version %d, want %d", got, k)
			}
			raw.Close()

			db, err := store.Open(path, store.Options{})
			if err != nil {
				t.Fatalf("Open a version %d file: %v", k, err)
			}
			defer db.Close()
			if got := userVersion(t, db.SQL()); got != store.SchemaVersion() {
				t.Errorf("after Open: version %d, want %d", got, store.SchemaVersion())
			}
			for i, v := range versions {
				if v > k {
					break
				}
				for _, q := range seeds[i].checks {
					var ok bool
					if err := db.SQL().QueryRow(q).Scan(&ok); err != nil || !ok {
						t.Errorf("data of version %d lost: %s = %v %v", v, q, ok, err)
					}
				}
			}
			if k >= 1 {
				checkCoreSeed(t, db)
			}
			// The migrated store takes new writes, a time window too.
			mustTask(t, db, store.Task{Title: "After the migration", Tags: []string{"new"}})
			if w := mustTask(t, db, store.Task{Title: "Window after the migration", Due: &winStart, DueEnd: &winEnd, HasTime: true}); w.DueEnd == nil || !w.DueEnd.Equal(winEnd) {
				t.Errorf("window after migrating from version %d: end %v", k, w.DueEnd)
			}
		})
	}
}

// checkCoreSeed reads version-1 data back through the services.
func checkCoreSeed(t *testing.T, db *store.DB) {
	t.Helper()
	read(t, db, func(tx *store.Tx) error {
		task, err := tx.Tasks().Resolve("sow tomatoes")
		if err != nil || task.ID != "t1" || task.ProjectName != "Garden" || task.MilestoneID != "m1" ||
			strings.Join(task.Tags, ",") != "garden,home" || strings.Join(task.DependsOn, ",") != "t2" ||
			task.RRule != "FREQ=WEEKLY;BYDAY=FR" || !task.HasTime || task.Priority != 3 ||
			task.Due.Format("2006-01-02T15:04:05Z07:00") != "2026-03-06T17:30:00+01:00" || task.DueEnd != nil {
			t.Errorf("task t1 after migration: %+v %v", task, err)
		}
		done, err := tx.Tasks().Get("t2")
		if err != nil || !done.Done || done.CompletedAt == nil || done.CompletedAt.UTC().Hour() != 9 {
			t.Errorf("task t2 after migration: %+v %v", done, err)
		}
		note, err := tx.Notes().Resolve("toms")
		if err != nil || note.ID != "n1" || note.SourcePath != "/notes/tomatoes.md" {
			t.Errorf("note n1 after migration: %+v %v", note, err)
		}
		if g, err := tx.Journal().LastGroup(); err != nil || g != "g1" {
			t.Errorf("journal after migration: %q %v", g, err)
		}
		if ms, err := tx.Chat().Recent(0); err != nil || len(ms) != 1 || ms[0].Seq != 1 {
			t.Errorf("chat after migration: %+v %v", ms, err)
		}
		if rs, err := tx.Reminders().For("t1"); err != nil || len(rs) != 1 {
			t.Errorf("reminders after migration: %+v %v", rs, err)
		}
		var voice string
		if ok, err := tx.Settings().Get("voice", &voice); !ok || err != nil || voice != "alloy" {
			t.Errorf("setting after migration: %q %v %v", voice, ok, err)
		}
		return nil
	})
	// Old-format stamps still order and compare sensibly next to new ones.
	write(t, db, func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleAssistant, Text: "added"})
		return err
	})
}

func userVersion(t *testing.T, db *sql.DB) int {
	t.Helper()
	var v int
	if err := db.QueryRow(`PRAGMA user_version`).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// rawFile makes a SQLite file at path with the given pragmas and script.
func rawFile(t *testing.T, path, script string) {
	t.Helper()
	raw, err := store.RawOpen(path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if _, err := raw.Exec(script); err != nil {
		t.Fatal(err)
	}
}

func TestOpenRefuses(t *testing.T) {
	for _, c := range []struct {
		name   string
		script string // run on a current Pace file, or on an empty file when it starts with "!"
		want   error
	}{
		{"newer schema", fmt.Sprintf(`PRAGMA user_version = %d`, store.SchemaVersion()+1), store.ErrTooNew},
		{"another application_id", `PRAGMA application_id = 305419896`, store.ErrForeignFile},
		{"plain SQLite file of another program", `!CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES ('Ann')`, store.ErrForeignFile},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, store.FileName)
			if script, empty := strings.CutPrefix(c.script, "!"); empty {
				rawFile(t, path, script)
			} else {
				db, err := store.Open(path, store.Options{})
				if err != nil {
					t.Fatal(err)
				}
				mustTask(t, db, store.Task{Title: "Precious"})
				db.Close()
				rawFile(t, path, c.script)
			}
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := store.Open(path, store.Options{}); !errors.Is(err, c.want) {
				t.Fatalf("Open = %v, want %v", err, c.want)
			}
			db, rec, err := store.OpenOrRecover(path, store.Options{})
			if err != nil || rec == nil || !db.InMemory() || !errors.Is(rec.Err, c.want) {
				t.Fatalf("OpenOrRecover = %v %+v %v, want an in-memory store and a Recovery for %v", db, rec, err, c.want)
			}
			defer db.Close()
			after, _ := os.ReadFile(path)
			if string(after) != string(before) {
				t.Error("the refused file was modified")
			}
			if len(rec.Backups) == 0 {
				t.Error("no backup made")
			}
			mustTask(t, db, store.Task{Title: "In memory"})
		})
	}
}
