package store

import (
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// EmbeddingService reads and writes cached embedding vectors
// (EmbeddingRecord): one per content hash of the embedded text and model.
type EmbeddingService struct{ tx *Tx }

// Embeddings is the embedding cache of this transaction.
func (tx *Tx) Embeddings() EmbeddingService { return EmbeddingService{tx} }

// ChunkVector is the cached vector of one chunk.
type ChunkVector struct {
	ChunkID int64
	Vector  []float32
}

// Put stores vec for (hash, model), replacing any earlier vector.
// Errors: ErrInvalid (empty hash, model or vector).
func (s EmbeddingService) Put(model, hash string, vec []float32) error {
	if model == "" || hash == "" || len(vec) == 0 {
		return fmt.Errorf("%w: an embedding needs a model, a hash and a vector", ErrInvalid)
	}
	_, err := s.tx.exec(`INSERT INTO embeddings(content_hash, model, dim, vector) VALUES (?,?,?,?)
		ON CONFLICT(content_hash, model) DO UPDATE SET dim=excluded.dim, vector=excluded.vector`,
		hash, model, len(vec), encodeVector(vec))
	if err != nil {
		return fmt.Errorf("put embedding: %w", err)
	}
	return nil
}

// Get returns the cached vector for (hash, model) and whether there is one.
func (s EmbeddingService) Get(model, hash string) ([]float32, bool, error) {
	var blob []byte
	err := s.tx.queryRow(`SELECT vector FROM embeddings WHERE content_hash=? AND model=?`, hash, model).Scan(&blob)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, false, nil
		}
		return nil, false, fmt.Errorf("get embedding: %w", err)
	}
	return decodeVector(blob), true, nil
}

// Missing returns up to limit chunks that have no vector for model yet,
// in chunk order.
func (s EmbeddingService) Missing(model string, limit int) ([]ChunkMatch, error) {
	rows, err := s.tx.query(chunkSelect+`, 0 FROM note_chunks c JOIN notes n ON n.id = c.note_id
		WHERE NOT EXISTS (SELECT 1 FROM embeddings e WHERE e.content_hash = c.content_hash AND e.model = ?)
		ORDER BY c.id LIMIT ?`, model, limit)
	if err != nil {
		return nil, fmt.Errorf("missing embeddings: %w", err)
	}
	return scanChunkMatches(rows)
}

// CountMissing returns how many chunks have no vector for model.
func (s EmbeddingService) CountMissing(model string) (int, error) {
	var n int
	err := s.tx.queryRow(`SELECT count(*) FROM note_chunks c
		WHERE NOT EXISTS (SELECT 1 FROM embeddings e WHERE e.content_hash = c.content_hash AND e.model = ?)`, model).Scan(&n)
	return n, err
}

// OfChunks returns the vector of every chunk that has one for model.
func (s EmbeddingService) OfChunks(model string) ([]ChunkVector, error) {
	rows, err := s.tx.query(`SELECT c.id, e.vector FROM note_chunks c
		JOIN embeddings e ON e.content_hash = c.content_hash AND e.model = ? ORDER BY c.id`, model)
	if err != nil {
		return nil, fmt.Errorf("chunk vectors: %w", err)
	}
	defer rows.Close()
	var out []ChunkVector
	for rows.Next() {
		var cv ChunkVector
		var blob []byte
		if err := rows.Scan(&cv.ChunkID, &blob); err != nil {
			return nil, err
		}
		cv.Vector = decodeVector(blob)
		out = append(out, cv)
	}
	return out, rows.Err()
}

// Prune drops cached vectors of model that no chunk uses any more.
func (s EmbeddingService) Prune(model string) (int, error) {
	res, err := s.tx.exec(`DELETE FROM embeddings WHERE model = ? AND content_hash NOT IN (SELECT content_hash FROM note_chunks)`, model)
	if err != nil {
		return 0, fmt.Errorf("prune embeddings: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// Vectors are stored as little-endian IEEE 754 float32s.
func encodeVector(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
	}
	return b
}

func decodeVector(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}
