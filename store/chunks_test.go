package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

func chunkDB(t *testing.T) *store.DB {
	t.Helper()
	return storetest.MustOpen(t, store.Options{})
}

func mustDo(t *testing.T, db *store.DB, readOnly bool, fn func(tx *store.Tx) error) {
	t.Helper()
	run := db.Write
	if readOnly {
		run = db.Read
	}
	if err := run(context.Background(), fn); err != nil {
		t.Fatal(err)
	}
}

func TestChunksReplaceMatchAndStale(t *testing.T) {
	db := chunkDB(t)
	var n store.Note
	mustDo(t, db, false, func(tx *store.Tx) (err error) {
		n, err = tx.Notes().Insert(store.Note{Title: "Budget meeting", Body: "We capped the offsite budget. Lunch is on Friday."})
		return err
	})
	mustDo(t, db, true, func(tx *store.Tx) error {
		st, err := tx.Chunks().Stale(0)
		if err != nil || len(st) != 1 || st[0].ID != n.ID || st[0].ContentHash != n.ContentHash {
			t.Fatalf("stale: %+v %v", st, err)
		}
		return nil
	})
	chunks := []store.Chunk{
		{Text: "We capped the offsite budget.", Start: 0, End: 29, ContentHash: "h1"},
		{Text: "Lunch is on Friday.", Start: 30, End: 49, ContentHash: "h2"},
	}
	mustDo(t, db, false, func(tx *store.Tx) error {
		ok, err := tx.Chunks().Replace(n.ID, n.ContentHash, chunks)
		if err != nil || !ok {
			t.Fatalf("replace: %v %v", ok, err)
		}
		// A hash that is no longer the note's is refused.
		if ok, err := tx.Chunks().Replace(n.ID, "old", chunks); ok || err != nil {
			t.Fatalf("replace with old hash: %v %v", ok, err)
		}
		return nil
	})
	mustDo(t, db, true, func(tx *store.Tx) error {
		st, _ := tx.Chunks().Stats()
		if st != (store.ChunkStats{Notes: 1, Chunks: 2, Stale: 0}) {
			t.Errorf("stats %+v", st)
		}
		ms, err := tx.Chunks().Match(`"budget" OR "friday"`, 10)
		if err != nil || len(ms) != 2 || ms[0].Title != "Budget meeting" || ms[0].BM25 >= 0 {
			t.Fatalf("match: %+v %v", ms, err)
		}
		// The title is indexed too: "meeting" is only in the title.
		ms, _ = tx.Chunks().Match(`"meetings"`, 10)
		if len(ms) != 2 {
			t.Errorf("title match: %+v", ms)
		}
		df, total, err := tx.Chunks().DocFreq([]string{`"lunch"`, `"budget"`, `"absent"`})
		// "budget" is in the title, indexed with both chunks.
		if err != nil || total != 2 || df[0] != 1 || df[1] != 2 || df[2] != 0 {
			t.Errorf("docfreq %v %d %v", df, total, err)
		}
		got, err := tx.Chunks().Get([]int64{ms[1].ID, 999, ms[0].ID})
		if err != nil || len(got) != 2 || got[0].ID != ms[1].ID {
			t.Errorf("get: %+v %v", got, err)
		}
		if ms, err := tx.Chunks().Match("", 10); ms != nil || err != nil {
			t.Errorf("empty match: %v %v", ms, err)
		}
		return nil
	})
	// Editing the note makes it stale; deleting it leaves orphan FTS rows
	// that PurgeOrphans drops.
	mustDo(t, db, false, func(tx *store.Tx) error {
		n.Body += " More."
		_, err := tx.Notes().Update(n)
		return err
	})
	mustDo(t, db, true, func(tx *store.Tx) error {
		if st, _ := tx.Chunks().Stats(); st.Stale != 1 {
			t.Errorf("after edit: %+v", st)
		}
		return nil
	})
	mustDo(t, db, false, func(tx *store.Tx) error { return tx.Notes().Delete(n.ID) })
	mustDo(t, db, false, func(tx *store.Tx) error {
		c, i, _ := tx.Chunks().IndexCounts()
		if c != 0 || i != 2 {
			t.Errorf("counts after delete: %d %d", c, i)
		}
		if k, err := tx.Chunks().PurgeOrphans(); k != 2 || err != nil {
			t.Errorf("purge: %d %v", k, err)
		}
		if ms, _ := tx.Chunks().Match(`"budget"`, 10); len(ms) != 0 {
			t.Errorf("orphans still match: %+v", ms)
		}
		return nil
	})
}

func TestChunksMatchSyntaxError(t *testing.T) {
	db := chunkDB(t)
	mustDo(t, db, false, func(tx *store.Tx) error {
		n, err := tx.Notes().Insert(store.Note{Title: "T", Body: "budget"})
		if err != nil {
			return err
		}
		_, err = tx.Chunks().Replace(n.ID, n.ContentHash, []store.Chunk{{Text: "budget", End: 6, ContentHash: "h"}})
		return err
	})
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Chunks().Match(`budget AND (`, 10)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "match chunks") {
		t.Fatalf("want a wrapped syntax error, got %v", err)
	}
}

func TestEmbeddings(t *testing.T) {
	db := chunkDB(t)
	var n store.Note
	mustDo(t, db, false, func(tx *store.Tx) (err error) {
		n, err = tx.Notes().Insert(store.Note{Title: "T", Body: "a. b."})
		if err != nil {
			return err
		}
		_, err = tx.Chunks().Replace(n.ID, n.ContentHash, []store.Chunk{{Text: "a.", End: 2, ContentHash: "ha"}, {Text: "b.", Start: 3, End: 5, ContentHash: "hb"}})
		return err
	})
	mustDo(t, db, false, func(tx *store.Tx) error {
		e := tx.Embeddings()
		if m, _ := e.CountMissing("mini"); m != 2 {
			t.Errorf("missing %d", m)
		}
		if err := e.Put("mini", "ha", []float32{0.5, -1.25, 3}); err != nil {
			t.Fatal(err)
		}
		if err := e.Put("mini", "", []float32{1}); err == nil {
			t.Error("empty hash accepted")
		}
		v, ok, err := e.Get("mini", "ha")
		if !ok || err != nil || len(v) != 3 || v[1] != -1.25 {
			t.Errorf("get %v %v %v", v, ok, err)
		}
		if _, ok, _ := e.Get("other", "ha"); ok {
			t.Error("vector of another model")
		}
		miss, _ := e.Missing("mini", 10)
		if len(miss) != 1 || miss[0].ContentHash != "hb" || miss[0].Title != "T" {
			t.Errorf("missing: %+v", miss)
		}
		cv, _ := e.OfChunks("mini")
		if len(cv) != 1 || cv[0].Vector[2] != 3 {
			t.Errorf("of chunks: %+v", cv)
		}
		e.Put("mini", "gone", []float32{1})
		if k, _ := e.Prune("mini"); k != 1 {
			t.Errorf("pruned %d", k)
		}
		return nil
	})
}

func TestChangeWatcher(t *testing.T) {
	db := chunkDB(t)
	ctx := context.Background()
	w := db.NewChangeWatcher()
	defer w.Close()
	v1, err := w.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v2, _ := w.Version(ctx); v2 != v1 {
		t.Fatalf("version moved without a commit: %d → %d", v1, v2)
	}
	mustDo(t, db, false, func(tx *store.Tx) error {
		_, err := tx.Notes().Insert(store.Note{Title: "x"})
		return err
	})
	if v3, _ := w.Version(ctx); v3 == v1 {
		t.Fatal("version did not move after a commit")
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Version(ctx); err != nil {
		t.Fatalf("reopen after close: %v", err)
	}
}

// A chunk is stored as offsets into its note's body only, so offsets that
// do not cut the chunk's text out of the body are refused, writing nothing.
func TestChunksReplaceRefusesOffsetsOutsideTheText(t *testing.T) {
	db := chunkDB(t)
	var n store.Note
	mustDo(t, db, false, func(tx *store.Tx) (err error) {
		n, err = tx.Notes().Insert(store.Note{Title: "Café", Body: "Über den Fluss. Zwei Brücken."})
		return err
	})
	good := store.Chunk{Text: "Zwei Brücken.", Start: 17, End: 31, ContentHash: "h"}
	for _, c := range []struct {
		name  string
		chunk store.Chunk
	}{
		{"text elsewhere", store.Chunk{Text: "Zwei Brücken.", Start: 0, End: 14}},
		{"past the end", store.Chunk{Text: "Zwei Brücken.", Start: 17, End: 40}},
		{"negative start", store.Chunk{Text: "", Start: -1, End: 0}},
		{"end before start", store.Chunk{Text: "", Start: 5, End: 4}},
		{"inside a rune", store.Chunk{Text: "ber", Start: 1, End: 4}},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := db.Write(context.Background(), func(tx *store.Tx) error {
				_, err := tx.Chunks().Replace(n.ID, n.ContentHash, []store.Chunk{good, c.chunk})
				return err
			})
			if !errors.Is(err, store.ErrInvalid) {
				t.Fatalf("Replace = %v, want ErrInvalid", err)
			}
		})
	}
	mustDo(t, db, false, func(tx *store.Tx) error {
		_, err := tx.Chunks().Replace(n.ID, n.ContentHash, []store.Chunk{good})
		return err
	})
	mustDo(t, db, true, func(tx *store.Tx) error {
		cs, err := tx.Chunks().Of(n.ID)
		if err != nil || len(cs) != 1 || cs[0].Text != "Zwei Brücken." {
			t.Errorf("chunks read back from the body: %+v %v", cs, err)
		}
		ms, err := tx.Chunks().Match(`"brucken"`, 5)
		if err != nil || len(ms) != 1 || ms[0].Text != "Zwei Brücken." || ms[0].BM25 >= 0 {
			t.Errorf("match: %+v %v", ms, err)
		}
		return nil
	})
}

// A note with nothing in its body has no chunks, and is indexed all the same.
func TestChunksReplaceWithNoChunks(t *testing.T) {
	db := chunkDB(t)
	var n store.Note
	mustDo(t, db, false, func(tx *store.Tx) (err error) {
		if n, err = tx.Notes().Insert(store.Note{Title: "Bank letters"}); err != nil {
			return err
		}
		ok, err := tx.Chunks().Replace(n.ID, n.ContentHash, nil)
		if err != nil || !ok {
			t.Fatalf("replace with no chunks: %v %v", ok, err)
		}
		return nil
	})
	mustDo(t, db, true, func(tx *store.Tx) error {
		if st, err := tx.Chunks().Stats(); err != nil || st != (store.ChunkStats{Notes: 1}) {
			t.Errorf("stats %+v %v", st, err)
		}
		return nil
	})
}

// TestChunksReplaceAllIndexesInRowidOrder guards the bulk index write:
// FTS5 writes its pending terms out as a new segment whenever a row's
// rowid is below the last one's, so rows fed in note-id order (random ids)
// made a segment per few rows and most of a large sync's index time went
// to merging them. Notes whose ids sort opposite to their insertion order
// must still index into one segment.
func TestChunksReplaceAllIndexesInRowidOrder(t *testing.T) {
	db := chunkDB(t)
	const n = 64
	var batch []store.NoteChunks
	mustDo(t, db, false, func(tx *store.Tx) error {
		for i := n - 1; i >= 0; i-- {
			body := fmt.Sprintf("Passage %d about the offsite budget.", i)
			note, err := tx.Notes().Insert(store.Note{ID: fmt.Sprintf("note-%03d", i), Title: "Budget", Body: body})
			if err != nil {
				return err
			}
			batch = append(batch, store.NoteChunks{NoteID: note.ID, ContentHash: note.ContentHash,
				Chunks: []store.Chunk{{Text: body, Start: 0, End: len(body), ContentHash: fmt.Sprint("h", i)}}})
		}
		return nil
	})
	mustDo(t, db, false, func(tx *store.Tx) error {
		_, err := tx.Chunks().ReplaceAll(batch)
		return err
	})
	// FTS5's structure record (rowid 10 of its data table) counts the leaf
	// pages written to level 0, one or more per segment written.
	var rec []byte
	if err := db.SQL().QueryRow(`SELECT block FROM chunks_fts_data WHERE id = 10`).Scan(&rec); err != nil {
		t.Fatal(err)
	}
	leaves, err := ftsWriteCounter(rec)
	if err != nil {
		t.Fatal(err)
	}
	if leaves > 2 {
		t.Errorf("%d notes wrote %d leaf pages to level 0, want one segment", n, leaves)
	}
}

// ftsWriteCounter reads nWriteCounter from an FTS5 structure record: a
// 4-byte cookie, an optional 4-byte 0xff version mark, then the varints
// nLevel, nSegment and nWriteCounter.
func ftsWriteCounter(rec []byte) (uint64, error) {
	if len(rec) < 4 {
		return 0, fmt.Errorf("structure record of %d bytes", len(rec))
	}
	rec = rec[4:]
	if len(rec) >= 4 && string(rec[:4]) == "\xff\x00\x00\x01" {
		rec = rec[4:]
	}
	var v [3]uint64
	for k := range v {
		n := 0
		for n < 9 && n < len(rec) {
			b := rec[n]
			n++
			if n == 9 {
				v[k] = v[k]<<8 | uint64(b)
				break
			}
			v[k] = v[k]<<7 | uint64(b&0x7f)
			if b < 0x80 {
				break
			}
		}
		if n == 0 {
			return 0, fmt.Errorf("short structure record")
		}
		rec = rec[n:]
	}
	return v[2], nil
}
