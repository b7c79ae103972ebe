package rag

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"pace/store"
)

// CosineThreshold is the least cosine similarity for a passage to count as
// a semantic match. 0.45 suits all-MiniLM-L6-v2 sentence embeddings: pairs
// on the same topic score above it, unrelated pairs mostly 0–0.3.
const CosineThreshold = 0.45

// RRFK is the k of reciprocal rank fusion, score(d) = Σ 1/(k + rank(d)),
// as in Cormack, Clarke & Büttcher (2009).
const RRFK = 60

// Defaults for Engine's tunables.
const (
	defaultEmbedBatch   = 64
	defaultQueryTimeout = 2 * time.Second
	defaultEmbedTimeout = 30 * time.Second
	defaultRetryAfter   = time.Minute
)

// Engine answers questions from the notes in a store: it keeps the chunk
// index in step with the notes (Sync), ranks passages (Search) and composes
// cited answers (Ask). It is safe for concurrent use.
type Engine struct {
	db  *store.DB
	emb Embedder
	// model keys cached vectors; "default" when the Embedder has no name.
	model string

	// Now is the clock for the embedding retry back-off.
	Now func() time.Time
	// EmbedPerSync is the most chunks Sync embeds in one call, so a question
	// never waits for a whole vault to be embedded (default 64).
	EmbedPerSync int
	// QueryTimeout bounds embedding a question (default 2 s); on timeout the
	// question is answered keyword-only.
	QueryTimeout time.Duration
	// MinAnswerability is the threshold Ask compares Answer.Answerability
	// with (0: AnswerThreshold); a negative value answers whatever matched,
	// for the eval's refusal trade-off curve.
	MinAnswerability float64
	// RetryAfter is how long to stay keyword-only after the embedding server
	// failed (default 1 min).
	RetryAfter time.Duration
	// ReadTimeout bounds the Reader's check of one answer (default
	// DefaultReadTimeout); on timeout the answer stands.
	ReadTimeout time.Duration

	// reader is the optional reading check (SetReader).
	reader atomic.Pointer[readerSlot]

	syncMu sync.Mutex
	// watch sees commits from any connection; synced and version record
	// the data version the last complete Sync started from, embedDone that
	// it left no chunk without a vector.
	watch     *store.ChangeWatcher
	synced    bool
	version   int64
	embedDone bool

	mu        sync.Mutex
	downWhy   string    // why the embedder is unusable, "" if fine
	downUntil time.Time // when to try it again
	vecKey    string
	vecs      []chunkVec
}

type chunkVec struct {
	id  int64
	vec []float32 // unit length
}

// NewEngine returns an engine over db. emb may be nil: then, and while the
// embedder fails, ranking is keyword-only (BM25) and Status says why.
func NewEngine(db *store.DB, emb Embedder) *Engine {
	e := &Engine{db: db, emb: emb, model: "default", Now: time.Now, watch: db.NewChangeWatcher()}
	if m, ok := emb.(modelNamer); ok && m.Model() != "" {
		e.model = m.Model()
	}
	return e
}

// Close releases the engine's connection to the store; call it before
// closing the store.
func (e *Engine) Close() error { return e.watch.Close() }

// Status is the state of the notes index, for Settings and `pace notes status`.
type Status struct {
	Notes  int `json:"notes"`
	Chunks int `json:"chunks"`
	// Stale counts notes changed since their chunks were cut (Sync fixes them).
	Stale int `json:"stale"`
	// Semantic says whether embeddings take part in ranking; SemanticWhy says
	// why not (or which model).
	Semantic    bool   `json:"semantic"`
	SemanticWhy string `json:"semantic_why"`
	// Unembedded counts chunks still waiting for a vector (semantic only).
	Unembedded int `json:"unembedded"`
}

// Status reports notes, chunks, stale notes and whether semantic ranking is on.
func (e *Engine) Status(ctx context.Context) (Status, error) {
	var st Status
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		cs, err := tx.Chunks().Stats()
		if err != nil {
			return err
		}
		st.Notes, st.Chunks, st.Stale = cs.Notes, cs.Chunks, cs.Stale
		if e.emb != nil {
			st.Unembedded, err = tx.Embeddings().CountMissing(e.model)
		}
		return err
	})
	if err != nil {
		return st, fmt.Errorf("notes status: %w", err)
	}
	st.Semantic, st.SemanticWhy = e.semanticState()
	return st, nil
}

// CheckEmbedder asks the embedder for one vector so that Status reports
// whether the server really answers. It returns the failure (also kept for
// Status), or nil when it answers or none is configured.
func (e *Engine) CheckEmbedder(ctx context.Context) error {
	if e.emb == nil {
		return nil
	}
	timeout := e.QueryTimeout
	if timeout <= 0 {
		timeout = defaultQueryTimeout
	}
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if _, err := e.embed(cctx, []string{"ping"}); err != nil {
		e.embedFailed(err)
		return err
	}
	e.embedOK()
	return nil
}

func (e *Engine) semanticState() (bool, string) {
	if e.emb == nil {
		return false, "off: no embedding server configured (keyword-only)"
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.downWhy != "" {
		return false, "off: embedding server unavailable (" + e.downWhy + "); keyword-only until it answers"
	}
	return true, "on: model " + e.model
}

// embedderUp reports whether to call the embedder now.
func (e *Engine) embedderUp() bool {
	if e.emb == nil {
		return false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.downWhy == "" || !e.Now().Before(e.downUntil)
}

// embedFailed records an embedder failure (not a cancelled context).
func (e *Engine) embedFailed(err error) {
	if errors.Is(err, context.Canceled) {
		return
	}
	retry := e.RetryAfter
	if retry <= 0 {
		retry = defaultRetryAfter
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.downWhy = err.Error()
	e.downUntil = e.Now().Add(retry)
}

func (e *Engine) embedOK() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.downWhy = ""
}

// embed calls the embedder, shielding the engine from its panics: a broken
// Embedder implementation must not take a question down.
func (e *Engine) embed(ctx context.Context, texts []string) (vs [][]float32, err error) {
	defer func() {
		if p := recover(); p != nil {
			vs, err = nil, fmt.Errorf("embedder panicked: %v", p)
		}
	}()
	vs, err = e.emb.Embed(ctx, texts)
	if err == nil && len(vs) != len(texts) {
		err = fmt.Errorf("embedder returned %d vectors for %d texts", len(vs), len(texts))
	}
	return vs, err
}

func normalize(v []float32) []float32 {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	if s == 0 {
		return v
	}
	n := float32(1 / math.Sqrt(s))
	out := make([]float32, len(v))
	for i, x := range v {
		out[i] = x * n
	}
	return out
}

func dot(a, b []float32) float64 {
	if len(a) != len(b) {
		return 0
	}
	var s float32
	for i := range a {
		s += a[i] * b[i]
	}
	return float64(s)
}
