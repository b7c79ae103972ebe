package store_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// The benchmark store: 10,000 tasks and 2,000 notes with titles drawn from a
// small vocabulary (so words repeat as they do in real lists), plus the
// targets the lookups look for. Built once into a template file; each
// benchmark works on its own copy.
const (
	benchTasks = 10000
	benchNotes = 2000
	benchTitle = "Renew Zoe's passport"
)

var (
	benchOnce     sync.Once
	benchTemplate string
	benchErr      error
	benchDir      string
)

func buildBenchTemplate() {
	benchDir, benchErr = os.MkdirTemp("", "pace-store-bench-")
	if benchErr != nil {
		return
	}
	benchTemplate = filepath.Join(benchDir, store.FileName)
	db, err := store.Open(benchTemplate, store.Options{})
	if err != nil {
		benchErr = err
		return
	}
	defer db.Close()
	verbs := []string{"call", "email", "buy", "fix", "clean", "book", "pay", "write", "review", "plan",
		"send", "order", "cancel", "renew", "check", "update", "return", "schedule", "prepare", "file"}
	objects := []string{"bank", "dentist", "car", "invoice", "report", "garden", "passport", "insurance", "rent",
		"laptop", "kitchen", "tickets", "flight", "hotel", "taxes", "budget", "slides", "printer", "bike", "roof",
		"fence", "boiler", "contract", "license", "visa", "groceries", "gift", "birthday", "meeting", "newsletter"}
	extras := []string{"for Anna", "with Ben", "before Friday", "next week", "for the team", "again", "online",
		"at the office", "for mum", "for the trip", "", "", "", ""}
	r := rand.New(rand.NewPCG(1, 2))
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	benchErr = db.Write(ctx, func(tx *store.Tx) error {
		for i := 0; i < benchTasks-1; i++ {
			title := fmt.Sprintf("%s the %s %s %d", pick(verbs), pick(objects), pick(extras), i)
			if _, err := tx.Tasks().Insert(store.Task{Title: title, Done: i%3 == 0, Priority: i % 5, Tags: []string{pick(objects)}}); err != nil {
				return err
			}
		}
		if _, err := tx.Tasks().Insert(store.Task{Title: benchTitle}); err != nil {
			return err
		}
		for i := 0; i < benchNotes; i++ {
			title := fmt.Sprintf("%s notes %s %d", pick(objects), pick(extras), i)
			body := fmt.Sprintf("How to %s the %s. Remember to %s the %s.", pick(verbs), pick(objects), pick(verbs), pick(objects))
			if _, err := tx.Notes().Insert(store.Note{Title: title, Body: body, Tags: []string{pick(objects)}}); err != nil {
				return err
			}
		}
		return nil
	})
}

// benchDB opens a fresh copy of the benchmark store.
func benchDB(b *testing.B) *store.DB {
	b.Helper()
	benchOnce.Do(buildBenchTemplate)
	if benchErr != nil {
		b.Fatalf("build benchmark store: %v", benchErr)
	}
	return storetest.OpenCopy(b, benchTemplate, store.Options{})
}

// cpuTimer reports the process CPU time per op beside the wall time.
func cpuTimer(b *testing.B) (stop func()) {
	b.ReportAllocs()
	b.ResetTimer()
	start := processCPU()
	return func() {
		b.StopTimer()
		b.ReportMetric(float64(processCPU()-start)/float64(b.N), "cpu-ns/op")
	}
}

func benchResolve(b *testing.B, ref string) {
	db := benchDB(b)
	defer cpuTimer(b)()
	for i := 0; i < b.N; i++ {
		err := db.Read(ctx, func(tx *store.Tx) error {
			got, err := tx.Tasks().Resolve(ref)
			if err == nil && got.Title != benchTitle {
				err = errors.New("resolved " + got.Title)
			}
			return err
		})
		if err != nil {
			b.Fatalf("Resolve(%q): %v", ref, err)
		}
	}
}

// BenchmarkResolveTitle resolves a verbatim (case-insensitive) title among
// 10,000 tasks; the target is well under 1 ms per lookup.
func BenchmarkResolveTitle(b *testing.B) { benchResolve(b, "renew zoe's PASSPORT") }

// BenchmarkResolveFuzzy resolves by stemmed word overlap (all but one of
// three words, several partial matches to rank) among 10,000 tasks.
func BenchmarkResolveFuzzy(b *testing.B) { benchResolve(b, "passport renewal for zoe tomorrow") }

// BenchmarkTaskInsert inserts one task per Write transaction into a store
// of 10,000 tasks and 2,000 notes.
func BenchmarkTaskInsert(b *testing.B) {
	db := benchDB(b)
	defer cpuTimer(b)()
	for i := 0; i < b.N; i++ {
		err := db.Write(ctx, func(tx *store.Tx) error {
			_, err := tx.Tasks().Insert(store.Task{Title: fmt.Sprintf("Benchmark task %d", i), Tags: []string{"bench"}, Priority: 2})
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}
