package store

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
)

// Chunk is one sentence-bounded passage of a note. Start and End are byte
// offsets of Text within the note's body (Text == body[Start:End]).
type Chunk struct {
	ID     int64  `json:"id"`
	NoteID string `json:"note_id"`
	Ord    int    `json:"ord"`
	Text   string `json:"text"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
	// ContentHash keys the chunk's cached embedding (see EmbeddingService).
	ContentHash string `json:"content_hash"`
}

// ChunkMatch is a chunk found by Match, with its note's title and its BM25
// score as FTS5 reports it (negative; lower is better).
type ChunkMatch struct {
	Chunk
	Title string  `json:"title"`
	BM25  float64 `json:"bm25"`
}

// NoteText is what the chunker needs of a note.
type NoteText struct {
	ID          string
	Title       string
	Body        string
	ContentHash string
}

// ChunkStats counts what the retrieval index holds.
type ChunkStats struct {
	Notes  int `json:"notes"`
	Chunks int `json:"chunks"`
	// Stale is the number of notes whose chunks were cut from other content
	// (or never cut).
	Stale int `json:"stale"`
}

// ChunkService reads and writes note chunks and their FTS5 index
// (chunks_fts, rowid = note_chunks.id) in one transaction. A chunk is
// stored as byte offsets into its note's body (migration 0008): its text is
// read back with chunkText, and chunks_fts is contentless.
type ChunkService struct{ tx *Tx }

// Chunks is the chunk service of this transaction.
func (tx *Tx) Chunks() ChunkService { return ChunkService{tx} }

// FTS5 column weights for bm25(): a title hit counts twice a passage hit.
const (
	bm25TitleWeight = 2.0
	bm25TextWeight  = 1.0
)

// Stale returns the notes whose chunks are missing or were cut from content
// with another hash, at most limit of them (limit <= 0: all). It reads every
// note; StaleSince reads only those written after a sync position.
func (s ChunkService) Stale(limit int) ([]NoteText, error) {
	q := `SELECT n.id, n.title, n.body, n.content_hash FROM notes n
		LEFT JOIN chunked_notes c ON c.note_id = n.id
		WHERE c.content_hash IS NOT n.content_hash ORDER BY n.rowid`
	if limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", limit)
	}
	return s.noteTexts(q)
}

func (s ChunkService) noteTexts(q string, args ...any) ([]NoteText, error) {
	rows, err := s.tx.query(q, args...)
	if err != nil {
		return nil, fmt.Errorf("stale notes: %w", err)
	}
	defer rows.Close()
	var out []NoteText
	for rows.Next() {
		var n NoteText
		if err := rows.Scan(&n.ID, &n.Title, &n.Body, &n.ContentHash); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// Replace swaps the chunks of note noteID for chunks, cut from the note
// content with hash contentHash, keeping chunks_fts in step. It does nothing
// and returns false when the note is gone or its content hash is no longer
// contentHash (it changed while being cut; the next sync retries). Only the
// offsets of a chunk are stored, so each must cut its Text out of the body:
// ErrInvalid otherwise, and nothing is written.
func (s ChunkService) Replace(noteID, contentHash string, chunks []Chunk) (bool, error) {
	ok, err := s.ReplaceAll([]NoteChunks{{NoteID: noteID, ContentHash: contentHash, Chunks: chunks}})
	if err != nil {
		return false, err
	}
	return ok[0], nil
}

// NoteChunks is one note's new chunks for ReplaceAll: cut from the note's
// content with hash ContentHash.
type NoteChunks struct {
	NoteID      string
	ContentHash string
	Chunks      []Chunk
}

// ReplaceAll is Replace for many notes at once; ok[i] says whether batch[i]
// was written. It runs a fixed number of statements whatever the batch's
// size: FTS5 flushes its pending index data at each statement that touches
// it, so indexing note by note wrote a tiny segment per note and spent the
// import merging them. ErrInvalid (nothing written) for a chunk whose
// offsets do not cut its Text out of the body, or a note named twice.
func (s ChunkService) ReplaceAll(batch []NoteChunks) (ok []bool, err error) {
	ok = make([]bool, len(batch))
	ids := make([]string, len(batch))
	for i, b := range batch {
		ids[i] = b.NoteID
	}
	type cur struct{ body, hash string }
	notes := make(map[string]cur, len(batch))
	rows, err := s.tx.query(`SELECT id, body, content_hash FROM notes WHERE id IN (SELECT value FROM json_each(?))`, jsonArray(ids))
	if err != nil {
		return nil, fmt.Errorf("replace chunks: %w", err)
	}
	for rows.Next() {
		var id string
		var c cur
		if err := rows.Scan(&id, &c.body, &c.hash); err != nil {
			rows.Close()
			return nil, fmt.Errorf("replace chunks: %w", err)
		}
		notes[id] = c
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("replace chunks: %w", err)
	}
	type row struct {
		Note  string `json:"n"`
		Ord   int    `json:"o"`
		Start int    `json:"s"`
		End   int    `json:"e"`
		Hash  string `json:"h"`
	}
	var kept []string
	var marks [][2]string
	var chunkRows []row
	seen := make(map[string]bool, len(batch))
	for i, b := range batch {
		if seen[b.NoteID] {
			return nil, fmt.Errorf("%w: note %s named twice", ErrInvalid, b.NoteID)
		}
		seen[b.NoteID] = true
		n, found := notes[b.NoteID]
		if !found || n.hash != b.ContentHash {
			continue
		}
		for j, c := range b.Chunks {
			if c.Start < 0 || c.End < c.Start || c.End > len(n.body) || n.body[c.Start:c.End] != c.Text {
				return nil, fmt.Errorf("%w: chunk %d of note %s is not body[%d:%d]", ErrInvalid, j, b.NoteID, c.Start, c.End)
			}
			chunkRows = append(chunkRows, row{b.NoteID, j, c.Start, c.End, c.ContentHash})
		}
		ok[i] = true
		kept = append(kept, b.NoteID)
		marks = append(marks, [2]string{b.NoteID, b.ContentHash})
	}
	if len(kept) == 0 {
		return ok, nil
	}
	keptJSON := jsonArray(kept)
	if err := s.deleteOf(keptJSON); err != nil {
		return nil, err
	}
	// A note with an empty body has no chunks; and json_each of a JSON null
	// would yield one row, of nulls.
	if len(chunkRows) > 0 {
		rj, err := json.Marshal(chunkRows)
		if err != nil {
			return nil, err
		}
		if _, err := s.tx.exec(`INSERT INTO note_chunks(note_id, ord, start_byte, end_byte, content_hash)
			SELECT value->>'n', value->>'o', value->>'s', value->>'e', value->>'h' FROM json_each(?)`, string(rj)); err != nil {
			return nil, fmt.Errorf("insert chunks: %w", err)
		}
		// In rowid order: FTS5 writes its pending terms out as a new segment
		// whenever a rowid comes below the last one, and the IN list yields
		// notes by id, random to the rowids; a segment every few rows and
		// their merging were a third of a 20,000-note import's CPU.
		if _, err := s.tx.exec(`INSERT INTO chunks_fts(rowid, title, text)
			SELECT c.id, n.title, `+chunkText+` FROM note_chunks c JOIN notes n ON n.id = c.note_id
			WHERE c.note_id IN (SELECT value FROM json_each(?)) ORDER BY c.id`, keptJSON); err != nil {
			return nil, fmt.Errorf("index chunks: %w", err)
		}
	}
	mj, err := json.Marshal(marks)
	if err != nil {
		return nil, err
	}
	_, err = s.tx.exec(`INSERT INTO chunked_notes(note_id, content_hash, chunked_at)
		SELECT value->>0, value->>1, ? FROM json_each(?) WHERE true
		ON CONFLICT(note_id) DO UPDATE SET content_hash=excluded.content_hash, chunked_at=excluded.chunked_at`,
		fmtTime(s.tx.Now()), string(mj))
	if err != nil {
		return nil, fmt.Errorf("record chunked notes: %w", err)
	}
	return ok, nil
}

// deleteOf drops the chunks of the notes in idsJSON (a JSON array) and
// their index rows; new notes have none, and the FTS5 statement is skipped.
func (s ChunkService) deleteOf(idsJSON string) error {
	var any bool
	if err := s.tx.queryRow(`SELECT EXISTS (SELECT 1 FROM note_chunks WHERE note_id IN (SELECT value FROM json_each(?)))`, idsJSON).Scan(&any); err != nil {
		return fmt.Errorf("unindex chunks: %w", err)
	}
	if !any {
		return nil
	}
	if _, err := s.tx.exec(`DELETE FROM chunks_fts WHERE rowid IN
		(SELECT id FROM note_chunks WHERE note_id IN (SELECT value FROM json_each(?)))`, idsJSON); err != nil {
		return fmt.Errorf("unindex chunks: %w", err)
	}
	_, err := s.tx.exec(`DELETE FROM note_chunks WHERE note_id IN (SELECT value FROM json_each(?))`, idsJSON)
	return err
}

// Drop removes note noteID's chunks and their FTS rows, for a note about
// to be deleted: deleting the note alone cascades to its chunks but leaves
// their FTS rows for the next sync's PurgeOrphans.
func (s ChunkService) Drop(noteID string) error {
	return s.deleteOf(jsonArray([]string{noteID}))
}

// PurgeOrphans drops FTS rows whose chunk is gone: deleting a note cascades
// to note_chunks and chunked_notes but not into the FTS5 table (contentless
// with contentless_delete, so a row goes by its rowid alone). It compares
// row counts first (cheap) and returns how many rows it dropped.
func (s ChunkService) PurgeOrphans() (int, error) {
	// chunks_fts_docsize is FTS5's shadow table with one row per document.
	chunks, indexed, err := s.IndexCounts()
	if err != nil || chunks == indexed {
		return 0, err
	}
	res, err := s.tx.exec(`DELETE FROM chunks_fts WHERE rowid IN
		(SELECT id FROM chunks_fts_docsize WHERE id NOT IN (SELECT id FROM note_chunks))`)
	if err != nil {
		return 0, fmt.Errorf("purge orphan chunks: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// Stats counts notes, chunks and stale notes.
func (s ChunkService) Stats() (ChunkStats, error) {
	var st ChunkStats
	err := s.tx.queryRow(`SELECT (SELECT count(*) FROM notes), (SELECT count(*) FROM note_chunks),
		(SELECT count(*) FROM notes n LEFT JOIN chunked_notes c ON c.note_id = n.id WHERE c.content_hash IS NOT n.content_hash)`).
		Scan(&st.Notes, &st.Chunks, &st.Stale)
	if err != nil {
		return st, fmt.Errorf("chunk stats: %w", err)
	}
	return st, nil
}

// chunkText is a chunk's text, cut from its note's body (alias n) by its
// byte offsets: substr over the body as a BLOB counts bytes, not characters.
const chunkText = `CAST(substr(CAST(n.body AS BLOB), c.start_byte + 1, c.end_byte - c.start_byte) AS TEXT)`

const chunkSelect = `SELECT c.id, c.note_id, c.ord, ` + chunkText + `, c.start_byte, c.end_byte, c.content_hash, n.title`

// Match runs an FTS5 MATCH expression over title and passage and returns at
// most limit chunks, best first by bm25(chunks_fts) (Robertson & Zaragoza
// 2009; title weighted 2, passage 1). The expression must be valid FTS5
// syntax: build it with rag.MatchQuery. An empty expression matches nothing.
func (s ChunkService) Match(expr string, limit int) ([]ChunkMatch, error) {
	if strings.TrimSpace(expr) == "" || limit <= 0 {
		return nil, nil
	}
	// Rank inside FTS5 reading no column, then join only the rows kept.
	rows, err := s.tx.query(fmt.Sprintf(`WITH top AS (
			SELECT rowid AS id, bm25(chunks_fts, %g, %g) AS score FROM chunks_fts
			WHERE chunks_fts MATCH ? ORDER BY score LIMIT ?)
		%s, top.score
		FROM top JOIN note_chunks c ON c.id = top.id JOIN notes n ON n.id = c.note_id ORDER BY top.score`, bm25TitleWeight, bm25TextWeight, chunkSelect), expr, limit)
	if err != nil {
		return nil, fmt.Errorf("match chunks: %w", err)
	}
	out, err := scanChunkMatches(rows)
	if err != nil {
		return nil, fmt.Errorf("match chunks: %w", err)
	}
	return out, nil
}

// scanChunkMatches reads rows of chunkSelect's columns plus a score, then
// closes them.
func scanChunkMatches(rows *sql.Rows) ([]ChunkMatch, error) {
	defer rows.Close()
	var out []ChunkMatch
	for rows.Next() {
		var m ChunkMatch
		if err := rows.Scan(&m.ID, &m.NoteID, &m.Ord, &m.Text, &m.Start, &m.End, &m.ContentHash, &m.Title, &m.BM25); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// DocFreq returns, for each FTS5 expression in exprs (one quoted term each),
// the number of chunks it matches, plus the total number of chunks — the
// document frequencies behind an IDF weight.
func (s ChunkService) DocFreq(exprs []string) (df []int, total int, err error) {
	var b strings.Builder
	b.WriteString(`SELECT (SELECT count(*) FROM chunks_fts_docsize)`)
	args := make([]any, len(exprs))
	for i, e := range exprs {
		b.WriteString(`, (SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?)`)
		args[i] = e
	}
	df = make([]int, len(exprs))
	dst := make([]any, len(exprs)+1)
	dst[0] = &total
	for i := range df {
		dst[i+1] = &df[i]
	}
	if err := s.tx.queryRow(b.String(), args...).Scan(dst...); err != nil {
		return nil, 0, fmt.Errorf("document frequency: %w", err)
	}
	return df, total, nil
}

// TextsWithPrefix returns the text of at most limit chunks holding a word
// that starts with prefix (an FTS5 prefix query on the passage column,
// after FTS5's own folding), for looking up near spellings of a word no
// chunk holds. prefix must be letters or digits only.
func (s ChunkService) TextsWithPrefix(prefix string, limit int) ([]string, error) {
	if prefix == "" || limit <= 0 || strings.ContainsAny(prefix, `"*:^()`) {
		return nil, nil
	}
	rows, err := s.tx.query(`SELECT `+chunkText+` FROM note_chunks c JOIN notes n ON n.id = c.note_id WHERE c.id IN
		(SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? LIMIT ?)`, `text : "`+prefix+`"*`, limit)
	if err != nil {
		return nil, fmt.Errorf("chunks with prefix: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Get returns chunks by id with their note titles, in the order of ids;
// ids that no longer exist are left out.
func (s ChunkService) Get(ids []int64) ([]ChunkMatch, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	ph := strings.TrimSuffix(strings.Repeat("?,", len(ids)), ",")
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.tx.query(chunkSelect+`, 0 FROM note_chunks c JOIN notes n ON n.id = c.note_id WHERE c.id IN (`+ph+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("get chunks: %w", err)
	}
	defer rows.Close()
	byID := map[int64]ChunkMatch{}
	for rows.Next() {
		var m ChunkMatch
		if err := rows.Scan(&m.ID, &m.NoteID, &m.Ord, &m.Text, &m.Start, &m.End, &m.ContentHash, &m.Title, &m.BM25); err != nil {
			return nil, err
		}
		byID[m.ID] = m
	}
	out := make([]ChunkMatch, 0, len(ids))
	for _, id := range ids {
		if m, ok := byID[id]; ok {
			out = append(out, m)
		}
	}
	return out, rows.Err()
}

// Of returns the chunks of one note in order.
func (s ChunkService) Of(noteID string) ([]Chunk, error) {
	rows, err := s.tx.query(`SELECT c.id, c.note_id, c.ord, `+chunkText+`, c.start_byte, c.end_byte, c.content_hash
		FROM note_chunks c JOIN notes n ON n.id = c.note_id WHERE c.note_id=? ORDER BY c.ord`, noteID)
	if err != nil {
		return nil, fmt.Errorf("chunks of %s: %w", noteID, err)
	}
	defer rows.Close()
	var out []Chunk
	for rows.Next() {
		var c Chunk
		if err := rows.Scan(&c.ID, &c.NoteID, &c.Ord, &c.Text, &c.Start, &c.End, &c.ContentHash); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// IndexCounts returns the number of chunks and of FTS5 rows; they differ
// when deleted notes left rows in chunks_fts (see PurgeOrphans).
func (s ChunkService) IndexCounts() (chunks, indexed int, err error) {
	err = s.tx.queryRow(`SELECT (SELECT count(*) FROM note_chunks), (SELECT count(*) FROM chunks_fts_docsize)`).Scan(&chunks, &indexed)
	if err != nil {
		return 0, 0, fmt.Errorf("count chunks: %w", err)
	}
	return chunks, indexed, nil
}

// Fingerprint is cheap (index-only) and changes whenever chunks are cut or
// dropped: the chunk count and the highest chunk id.
func (s ChunkService) Fingerprint() (string, error) {
	var n int
	var max int64
	if err := s.tx.queryRow(`SELECT count(*), coalesce(max(id), 0) FROM note_chunks`).Scan(&n, &max); err != nil {
		return "", fmt.Errorf("chunk fingerprint: %w", err)
	}
	return fmt.Sprintf("%d/%d", n, max), nil
}
