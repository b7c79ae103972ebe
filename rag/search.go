package rag

import (
	"context"
	"fmt"
	"sort"
	"strings"

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
	hits, _, _, err := e.search(ctx, query, k)
	return hits, err
}

// search ranks passages and returns them with the query's terms (after
// spelling correction, see correctWords, and weighed, see weighTerms) and
// whether semantic ranking took part.
func (e *Engine) search(ctx context.Context, query string, k int) ([]Hit, []term, bool, error) {
	if k <= 0 {
		return nil, nil, false, nil
	}
	pool := max(poolSize, 2*k)
	var kw []store.ChunkMatch
	var ts []term
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		words := queryWords(query)
		var err error
		if ts, err = weighTerms(tx, words); err != nil {
			return err
		}
		fixed, changed, err := correctWords(tx, words, ts)
		if err != nil {
			return err
		}
		if changed {
			words = fixed
			if ts, err = weighTerms(tx, words); err != nil {
				return err
			}
		}
		// "interests" asked of a note that says "keen on": the word
		// the note uses stands in
		if rel, changed, err := relatedWords(tx, words, ts); err != nil {
			return err
		} else if changed {
			words = rel
			if ts, err = weighTerms(tx, words); err != nil {
				return err
			}
		}
		all := orQuery(words)
		expr := boundedQuery(ts)
		if expr == "" {
			expr = all
		}
		if kw, err = tx.Chunks().Match(expr, pool); err != nil || expr == all || len(kw) >= k {
			return err
		}
		// Too few passages hold a rare word or two common ones: rank all.
		kw, err = tx.Chunks().Match(all, pool)
		return err
	})
	if err != nil {
		return nil, nil, false, fmt.Errorf("search: %w", err)
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
			return nil, nil, semOn, fmt.Errorf("search: %w", err)
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
	return out, ts, semOn, nil
}

// Bounding the keyword candidates: FTS5 computes bm25() for every passage
// the OR of the question's words matches, reading each one's length from
// its docsize table; a question of common words over 20,000 notes made it
// score a tenth of all passages, most of a question's time. So when the
// words' passages together exceed maxScored, the rarest words whose
// passages add up to at most maxScored stay as they are and each of the
// others (common words; pairs of at most maxCommonPairs of the rarest of
// them) counts only beside another question word: the expression is the
// rare words OR-ed with each pair of common words AND-ed. A passage holding
// a single common word and no rare one is left out: BM25 ranks it under
// passages holding two question words, unless there are fewer than the k
// passages asked for of those, and then search ranks the plain OR query.
const (
	maxScored      = 500
	maxCommonPairs = 6
)

// boundedQuery is the FTS5 expression described above, "" when the plain
// OR of ts's words scores at most maxScored passages or nothing is left.
func boundedQuery(ts []term) string {
	byDF := make([]term, len(ts))
	copy(byDF, ts)
	sort.SliceStable(byDF, func(i, j int) bool { return byDF[i].df < byDF[j].df })
	sum := 0
	for _, t := range byDF {
		sum += t.df
	}
	if sum <= maxScored {
		return ""
	}
	var parts []string
	scored := 0
	i := 0
	for ; i < len(byDF) && scored+byDF[i].df <= maxScored; i++ {
		if byDF[i].df > 0 {
			parts = append(parts, quote(byDF[i].word))
		}
		scored += byDF[i].df
	}
	common := byDF[i:min(len(byDF), i+maxCommonPairs)]
	for a := range common {
		for b := a + 1; b < len(common); b++ {
			parts = append(parts, "("+quote(common[a].word)+" AND "+quote(common[b].word)+")")
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, " OR ")
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
