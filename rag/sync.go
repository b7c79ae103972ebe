package rag

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"pace/store"
)

// SyncReport says what one Sync changed.
type SyncReport struct {
	// Recut is the number of notes whose chunks were cut again.
	Recut int `json:"recut"`
	// Chunks is the number of chunks written.
	Chunks int `json:"chunks"`
	// Dropped is the number of index rows of deleted notes removed.
	Dropped int `json:"dropped"`
	// Embedded is the number of chunks given a vector.
	Embedded int `json:"embedded"`
}

// syncBatch is how many notes' chunks commit in one transaction (in a
// fixed number of statements, see store.ChunkService.ReplaceAll), each
// one FTS5 segment: a write of ~1,024 notes holds the write lock for
// ~0.1–0.2 s. On the 20,000-note benchmark vault 1,024 left the file at
// 2.99× the text, 256 at 3.00× and 512 at 3.003× (where the segment
// merges fall decides what the merges leave free), at the same CPU.
const syncBatch = 1024

// Sync brings the chunk index up to date with the notes: it re-cuts only
// the notes written since the last sync (the store's note change counter)
// whose content hash differs from the one their chunks were cut from, drops index rows of deleted notes and, with an embedder, embeds up
// to EmbedPerSync new chunks. Ask calls it before every question. An
// embedder failure is not an error: it switches ranking to keyword-only.
func (e *Engine) Sync(ctx context.Context) (SyncReport, error) {
	e.syncMu.Lock()
	defer e.syncMu.Unlock()
	var rep SyncReport
	// Read the data version first: a commit after this read changes it.
	v, verr := e.watch.Version(ctx)
	fresh := verr == nil && e.synced && v == e.version
	if fresh && (e.embedDone || !e.embedderUp()) {
		return rep, nil
	}
	if !fresh {
		e.synced, e.embedDone = false, false
		if err := e.recut(ctx, &rep); err != nil {
			return rep, err
		}
	}
	if e.embedderUp() {
		n, err := e.embedMissing(ctx)
		rep.Embedded = n
		if err != nil && ctx.Err() != nil {
			return rep, ctx.Err()
		}
		e.embedDone = err == nil && n == 0
	}
	e.synced, e.version = verr == nil, v
	return rep, nil
}

// recut re-cuts stale notes and drops index rows of deleted ones. It reads
// only the notes written since the position the index was last synced to
// (kept in the store, so the CLI's one-question processes share it), and
// counts index rows only after deletes: an unchanged store costs two
// one-row reads, one new note one note's work.
func (e *Engine) recut(ctx context.Context, rep *SyncReport) error {
	var stale []store.NoteText
	var now, last store.SyncPosition
	purge := false
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if now, err = tx.Chunks().ChangePosition(); err != nil {
			return err
		}
		if last, err = tx.Chunks().SyncedPosition(); err != nil {
			return err
		}
		switch {
		case last == now:
			return nil
		case last.Known:
			stale, err = tx.Chunks().StaleSince(last.Seq)
			purge = now.Deletes != last.Deletes
			return err
		}
		if stale, err = tx.Chunks().Stale(0); err != nil {
			return err
		}
		chunks, indexed, err := tx.Chunks().IndexCounts()
		purge = chunks != indexed
		return err
	})
	if err != nil {
		return fmt.Errorf("sync: %w", err)
	}
	if last == now {
		return nil
	}
	if purge {
		err := e.db.Write(ctx, func(tx *store.Tx) error {
			n, err := tx.Chunks().PurgeOrphans()
			rep.Dropped = n
			return err
		})
		if err != nil {
			return fmt.Errorf("sync: %w", err)
		}
	}
	if e.emb != nil && (len(stale) > 0 || purge) {
		// Vectors of passages gone by the last change only take space; pruning
		// before re-cutting keeps those of unchanged passages of edited notes.
		if err := e.db.Write(ctx, func(tx *store.Tx) error {
			_, err := tx.Embeddings().Prune(e.model)
			return err
		}); err != nil {
			return fmt.Errorf("sync: %w", err)
		}
	}
	// The next batch is cut while this one is written: the writer is one
	// connection, so cutting beside it uses the other cores.
	cutAsync := func(i int) chan []store.NoteChunks {
		if i >= len(stale) {
			return nil
		}
		c := make(chan []store.NoteChunks, 1)
		go func() { c <- cutAll(stale[i:min(i+syncBatch, len(stale))]) }()
		return c
	}
	next := cutAsync(0)
	for i := 0; i < len(stale); i += syncBatch {
		batch := <-next
		next = cutAsync(i + syncBatch)
		err := e.db.Write(ctx, func(tx *store.Tx) error {
			ok, err := tx.Chunks().ReplaceAll(batch)
			for j := range ok {
				if ok[j] {
					rep.Recut++
					rep.Chunks += len(batch[j].Chunks)
				}
			}
			return err
		})
		if err != nil { // a cut in flight ends into its buffered channel
			return fmt.Errorf("sync: %w", err)
		}
	}
	// A note written after now has a later change_seq (and Replace skipped
	// it if it changed while being cut): the next sync picks it up.
	// A read-only file cannot keep the position; it is only a shortcut.
	err = e.db.Write(ctx, func(tx *store.Tx) error { return tx.Chunks().SetSynced(now) })
	if err != nil && !errors.Is(err, store.ErrReadOnlyFile) {
		return fmt.Errorf("sync: %w", err)
	}
	return nil
}

// cutAll cuts the notes into chunks on all CPUs: sentence splitting is
// most of a large sync's CPU time.
func cutAll(notes []store.NoteText) []store.NoteChunks {
	out := make([]store.NoteChunks, len(notes))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(notes)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				n := notes[j]
				out[j] = store.NoteChunks{NoteID: n.ID, ContentHash: n.ContentHash, Chunks: Chunk(n.Title, n.Body)}
			}
		}()
	}
	for j := range notes {
		next <- j
	}
	close(next)
	wg.Wait()
	return out
}

// embedMissing embeds up to EmbedPerSync chunks that have no cached vector.
func (e *Engine) embedMissing(ctx context.Context) (int, error) {
	limit := e.EmbedPerSync
	if limit <= 0 {
		limit = defaultEmbedBatch
	}
	var todo []store.ChunkMatch
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		todo, err = tx.Embeddings().Missing(e.model, limit)
		return err
	})
	if err != nil || len(todo) == 0 {
		return 0, err
	}
	texts := make([]string, len(todo))
	for i, c := range todo {
		texts[i] = embedText(c.Title, c.Text)
	}
	ectx, cancel := context.WithTimeout(ctx, defaultEmbedTimeout)
	defer cancel()
	vs, err := e.embed(ectx, texts)
	if err != nil {
		e.embedFailed(err)
		return 0, err
	}
	e.embedOK()
	err = e.db.Write(ctx, func(tx *store.Tx) error {
		for i, c := range todo {
			if err := tx.Embeddings().Put(e.model, c.ContentHash, vs[i]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("sync: store vectors: %w", err)
	}
	e.mu.Lock()
	e.vecKey = "" // reload vectors
	e.mu.Unlock()
	return len(todo), nil
}

// EmbedAll embeds every chunk still lacking a vector, EmbedPerSync at a
// time, until done, ctx ends or the embedder fails. The app runs it in the
// background after an import.
func (e *Engine) EmbedAll(ctx context.Context) (int, error) {
	total := 0
	for e.embedderUp() {
		n, err := e.embedMissing(ctx)
		total += n
		if err != nil || n == 0 {
			return total, err
		}
		if err := ctx.Err(); err != nil {
			return total, err
		}
	}
	return total, nil
}
