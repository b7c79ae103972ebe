-- The chunk index stops copying note text (issue 19: a 20,000-note file
-- was 6.3× the text it holds, the text stored three times). A chunk is now
-- byte offsets into notes.body, read with substr over the body as a BLOB,
-- and chunks_fts is contentless (content=''): FTS5 keeps its inverted index
-- only; rows are deleted by rowid (contentless_delete), so a note edited
-- since its chunks were cut is unindexed without its old text. detail=column
-- would save another third of the index but, contentless, FTS5 has no
-- instance counts for bm25() and every score comes out 0.
--
-- Chunks are only kept where their offsets still cut exactly their text out
-- of the body they were cut from; the notes whose chunks are dropped, and
-- every note on the next sync (chunk_sync is cleared), are cut again.
DELETE FROM chunked_notes
WHERE content_hash IS NOT (SELECT n.content_hash FROM notes n WHERE n.id = chunked_notes.note_id)
   OR note_id IN (
       SELECT c.note_id FROM note_chunks c JOIN notes n ON n.id = c.note_id
       WHERE c.start_byte < 0 OR c.end_byte < c.start_byte OR c.end_byte > length(CAST(n.body AS BLOB))
          OR CAST(substr(CAST(n.body AS BLOB), c.start_byte + 1, c.end_byte - c.start_byte) AS TEXT) IS NOT c.text);
DELETE FROM note_chunks WHERE note_id NOT IN (SELECT note_id FROM chunked_notes);
DELETE FROM chunk_sync;

ALTER TABLE note_chunks DROP COLUMN text;

DROP TABLE chunks_fts;
CREATE VIRTUAL TABLE chunks_fts USING fts5(
    title, text,
    content = '', contentless_delete = 1,
    tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO chunks_fts(rowid, title, text)
SELECT c.id, n.title, CAST(substr(CAST(n.body AS BLOB), c.start_byte + 1, c.end_byte - c.start_byte) AS TEXT)
FROM note_chunks c JOIN notes n ON n.id = c.note_id;
