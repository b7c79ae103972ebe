-- What an imported note was last imported from: source_hash is the SHA-256
-- of the file's bytes, import_hash the note's content_hash as that import
-- wrote it. A re-import skips a file whose bytes are unchanged and keeps a
-- note edited in the app since (content_hash != import_hash) rather than
-- overwrite it. Both are '' for typed notes and notes imported before.
ALTER TABLE notes ADD COLUMN source_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE notes ADD COLUMN import_hash TEXT NOT NULL DEFAULT '';
