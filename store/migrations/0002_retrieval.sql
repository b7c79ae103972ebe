-- Retrieval: sentence-bounded note chunks, their BM25 index (FTS5, porter +
-- unicode61 over title and passage) and cached embeddings.
CREATE TABLE note_chunks (
    id            INTEGER PRIMARY KEY,
    note_id       TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
    ord           INTEGER NOT NULL,
    text          TEXT NOT NULL,
    start_byte    INTEGER NOT NULL,
    end_byte      INTEGER NOT NULL,
    content_hash  TEXT NOT NULL,
    UNIQUE (note_id, ord)
);

-- Which note content each note's chunks were cut from; sync compares it
-- with notes.content_hash.
CREATE TABLE chunked_notes (
    note_id       TEXT PRIMARY KEY REFERENCES notes(id) ON DELETE CASCADE,
    content_hash  TEXT NOT NULL,
    chunked_at    TEXT NOT NULL
) WITHOUT ROWID;

CREATE VIRTUAL TABLE chunks_fts USING fts5(
    title, text,
    tokenize = 'porter unicode61 remove_diacritics 2'
);

-- EmbeddingRecord: a vector keyed by the content hash of the text it embeds.
CREATE TABLE embeddings (
    content_hash  TEXT NOT NULL,
    model         TEXT NOT NULL,
    dim           INTEGER NOT NULL,
    vector        BLOB NOT NULL,
    PRIMARY KEY (content_hash, model)
) WITHOUT ROWID;
