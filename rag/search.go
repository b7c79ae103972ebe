package rag

import (
	"context"
	"fmt"
	"sort"

	"pace/store"
)

// Hit is one passage found by Search.
type Hit struct {
	NoteID  string `json:"note_id"`
	Title   string `json:"title"`
	Passage string `json:"passage"`
	ChunkID int64  `json:"chunk_id"`
	// Score is the reciprocal-rank-fusion score (higher is better).
	Score float64 `json:"score"`
	// BM25 is FTS5's bm25() of the passage: negative, lower is better, 0 when
	// no query word matched.
	BM25 float64 `json:"bm25"`
	// Cosine is the embedding similarity to the query, 0 when not computed.
	Cosine float64 `json:"cosine"`
	// Start and End are byte offsets of Passage in the note's body.
	Start int `json:"start"`
	End   int `json:"end"`
}

// poolSize is how many candidates each ranking contributes to the fusion.
const poolSize = 50

// Search syncs the index and returns at most k passages for query, best
// first. Keyword ranking is BM25 (Robertson & Zaragoza 2009) through FTS5
// over title and passage; with a working Embedder, passages are also ranked
// by cosine similarity and the two lists fused by reciprocal rank (Cormack,
// Clarke & Büttcher 2009, k = RRFK). A passage qualifies with a keyword
// match or a cosine of at least CosineThreshold. Any text is a safe query.
func (e *Engine) Search(ctx context.Context, query string, k int) ([]Hit, error) {
	if _, err := e.Sync(ctx); err != nil {
		return nil, err
	}
	hits, _, err := e.search(ctx, query, k, nil)
	return hits, err
}

// search ranks passages; also, when not nil, runs in the same read
// transaction as the keyword query, with the query's words after spelling
// correction (see correctWords).
func (e *Engine) search(ctx context.Context, query string, k int, also func(tx *store.Tx, words []string) error) ([]Hit, bool, error) {
	if k <= 0 {
		return nil, false, nil
	}
	pool := max(poolSize, 2*k)
	var kw []store.ChunkMatch
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		words, err := correctWords(tx, queryWords(query))
		if err != nil {
			return err
		}
		if kw, err = tx.Chunks().Match(orQuery(words), pool); err != nil || also == nil {
			return err
		}
		return also(tx, words)
	})
	if err != nil {
		return nil, false, fmt.Errorf("search: %w", err)
	}
	sem, semOn := e.semantic(ctx, query, pool)
	fused := map[int64]*Hit{}
	var order []int64
	add := func(id int64) *Hit {
		h, ok := fused[id]
		if !ok {
			h = &Hit{ChunkID: id}
			fused[id] = h
			order = append(order, id)
		}
		return h
	}
	for rank, m := range kw {
		h := add(m.ID)
		h.NoteID, h.Title, h.Passage, h.Start, h.End, h.BM25 = m.NoteID, m.Title, m.Text, m.Start, m.End, m.BM25
		h.Score += 1 / float64(RRFK+rank+1)
	}
	var missing []int64
	for rank, s := range sem {
		h := add(s.id)
		h.Cosine = s.cos
		h.Score += 1 / float64(RRFK+rank+1)
		if h.NoteID == "" {
			missing = append(missing, s.id)
		}
	}
	if len(missing) > 0 {
		err := e.db.Read(ctx, func(tx *store.Tx) error {
			ms, err := tx.Chunks().Get(missing)
			for _, m := range ms {
				h := fused[m.ID]
				h.NoteID, h.Title, h.Passage, h.Start, h.End = m.NoteID, m.Title, m.Text, m.Start, m.End
			}
			return err
		})
		if err != nil {
			return nil, semOn, fmt.Errorf("search: %w", err)
		}
	}
	out := make([]Hit, 0, len(order))
	for _, id := range order {
		if h := fused[id]; h.NoteID != "" {
			out = append(out, *h)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	if len(out) > k {
		out = out[:k]
	}
	return out, semOn, nil
}

type semHit struct {
	id  int64
	cos float64
}

// semantic ranks chunks by cosine similarity to the query, keeping those at
// or above CosineThreshold. It reports false when semantic ranking is off or
// failed for this query (the caller goes keyword-only).
func (e *Engine) semantic(ctx context.Context, query string, limit int) ([]semHit, bool) {
	if !e.embedderUp() || len(queryWords(query)) == 0 {
		return nil, false
	}
	vecs, err := e.vectors(ctx)
	if err != nil || len(vecs) == 0 {
		return nil, false
	}
	timeout := e.QueryTimeout
	if timeout <= 0 {
		timeout = defaultQueryTimeout
	}
	qctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	vs, err := e.embed(qctx, []string{query})
	if err != nil {
		if ctx.Err() == nil {
			e.embedFailed(err)
		}
		return nil, false
	}
	e.embedOK()
	q := normalize(vs[0])
	var out []semHit
	for _, v := range vecs {
		if c := dot(q, v.vec); c >= CosineThreshold {
			out = append(out, semHit{v.id, c})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].cos > out[j].cos })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, true
}

// vectors returns the unit chunk vectors of the engine's model, reloading
// them from the store when the chunks changed.
func (e *Engine) vectors(ctx context.Context) ([]chunkVec, error) {
	var key string
	var rows []store.ChunkVector
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if key, err = tx.Chunks().Fingerprint(); err != nil {
			return err
		}
		e.mu.Lock()
		fresh := key == e.vecKey
		e.mu.Unlock()
		if fresh {
			return nil
		}
		rows, err = tx.Embeddings().OfChunks(e.model)
		return err
	})
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if rows != nil || key != e.vecKey {
		vecs := make([]chunkVec, len(rows))
		for i, r := range rows {
			vecs[i] = chunkVec{r.ChunkID, normalize(r.Vector)}
		}
		e.vecs, e.vecKey = vecs, key
	}
	return e.vecs, nil
}
