-- A change counter for notes, so the retrieval sync before a question reads
-- only the notes written since the last one instead of comparing every
-- note's hash. note_changes.seq grows by one per note insert, content
-- update or delete; notes.change_seq is the seq of the note's last write;
-- note_changes.deletes counts deletes (their FTS5 rows are purged then).
-- chunk_sync holds the position the index was last synced to (none until
-- the first full sync after this migration).
CREATE TABLE note_changes (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    seq      INTEGER NOT NULL,
    deletes  INTEGER NOT NULL
);
INSERT INTO note_changes(id, seq, deletes) VALUES (1, 0, 0);

CREATE TABLE chunk_sync (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    seq      INTEGER NOT NULL,
    deletes  INTEGER NOT NULL
);

ALTER TABLE notes ADD COLUMN change_seq INTEGER NOT NULL DEFAULT 0;
CREATE INDEX notes_change_seq ON notes(change_seq);

CREATE TRIGGER notes_changed_insert AFTER INSERT ON notes BEGIN
    UPDATE note_changes SET seq = seq + 1 WHERE id = 1;
    UPDATE notes SET change_seq = (SELECT seq FROM note_changes WHERE id = 1) WHERE rowid = NEW.rowid;
END;

CREATE TRIGGER notes_changed_update AFTER UPDATE OF title, body, content_hash ON notes BEGIN
    UPDATE note_changes SET seq = seq + 1 WHERE id = 1;
    UPDATE notes SET change_seq = (SELECT seq FROM note_changes WHERE id = 1) WHERE rowid = NEW.rowid;
END;

CREATE TRIGGER notes_changed_delete AFTER DELETE ON notes BEGIN
    UPDATE note_changes SET seq = seq + 1, deletes = deletes + 1 WHERE id = 1;
END;
