package rag

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

// benchWords is a vocabulary for generated notes: common words plus
// made-up topic words so that queries have rare terms to find.
var benchWords = func() []string {
	base := strings.Fields(`meeting budget project plan team review design launch customer search index report
		garden tomato recipe flour oven trip flight hotel train doctor dentist insurance rent lease car tyre
		invoice payment contract vendor offsite agenda decision risk deadline schedule owner feedback hiring
		salary interview candidate release feature bug outage database server deploy alert metric latency`)
	r := rand.New(rand.NewPCG(1, 2))
	for len(base) < 3000 {
		n := 4 + r.IntN(6)
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('a' + r.IntN(26))
		}
		base = append(base, string(b))
	}
	return base
}()

// benchNote writes a Markdown note of about size bytes.
func benchNote(r *rand.Rand, i, size int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntags: [t%d, bench]\n---\n# Note %d %s\n\n", i%50, i, benchWords[r.IntN(len(benchWords))])
	for b.Len() < size {
		n := 8 + r.IntN(14)
		for j := range n {
			w := benchWords[r.IntN(len(benchWords))]
			if j == 0 {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			b.WriteString(w)
			if j < n-1 {
				b.WriteByte(' ')
			}
		}
		switch r.IntN(10) {
		case 0:
			fmt.Fprintf(&b, " on %d March 2026.\n\n", 1+r.IntN(28))
		case 1:
			fmt.Fprintf(&b, ", see [[Note %d %s]]. #topic%d\n", r.IntN(1000), "x", r.IntN(20))
		default:
			b.WriteString(". ")
		}
	}
	return b.String()
}

func benchVault(b *testing.B, n, size int) string {
	b.Helper()
	dir := b.TempDir()
	r := rand.New(rand.NewPCG(uint64(n), 7))
	for i := range n {
		p := filepath.Join(dir, fmt.Sprintf("d%02d", i%20), fmt.Sprintf("note-%04d.md", i))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(benchNote(r, i, size)), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkImport1000 imports 1,000 Markdown notes of ~2 KB (~2 MB) into a
// fresh file store. Target: well under 5 s per op.
func BenchmarkImport1000(b *testing.B) {
	dir := benchVault(b, 1000, 2000)
	ctx := context.Background()
	for b.Loop() {
		b.StopTimer()
		db := storetest.MustOpen(b, store.Options{})
		b.StartTimer()
		rep, err := NewImporter(db).Import(ctx, []string{dir}, nil)
		if err != nil || len(rep.Added) != 1000 {
			b.Fatalf("%d added: %v", len(rep.Added), err)
		}
	}
}

// BenchmarkAsk5000 answers questions over 5,000 notes (~2 KB each) on the
// keyword path, index already synced; reports the p95 latency.
// Target: p95 under 20 ms.
func BenchmarkAsk5000(b *testing.B) {
	db := storetest.MustOpen(b, store.Options{})
	ctx := context.Background()
	r := rand.New(rand.NewPCG(5000, 9))
	for start := 0; start < 5000; start += 500 {
		err := db.Write(ctx, func(tx *store.Tx) error {
			for i := start; i < start+500; i++ {
				d := ParseMarkdown("n.md", benchNote(r, i, 2000))
				if _, err := tx.Notes().Insert(store.Note{Title: d.Title, Body: d.Body, Tags: d.Tags}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	e := NewEngine(db, nil)
	t0 := time.Now()
	if _, err := e.Sync(ctx); err != nil {
		b.Fatal(err)
	}
	b.Logf("initial sync of 5,000 notes: %v", time.Since(t0))
	cpu0 := cpuTime()
	p95, n := askP95(b, e, r)
	b.ReportMetric(float64(p95.Microseconds())/1000, "p95-ms")
	// CPU time per question stays meaningful on a busy machine.
	b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(n), "cpu-ms/op")
}

// askP95 asks 50 generated questions in turn for as long as b.Loop runs
// and returns the p95 latency and the number of questions asked.
func askP95(b *testing.B, e *Engine, r *rand.Rand) (time.Duration, int) {
	b.Helper()
	ctx := context.Background()
	questions := make([]string, 50)
	for i := range questions {
		questions[i] = fmt.Sprintf("what did we decide about the %s %s for the %s?",
			benchWords[r.IntN(len(benchWords))], benchWords[r.IntN(len(benchWords))], benchWords[r.IntN(60)])
	}
	var lat []time.Duration
	i := 0
	for b.Loop() {
		t := time.Now()
		if _, err := e.Ask(ctx, questions[i%len(questions)]); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(t))
		i++
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	return lat[min(len(lat)-1, len(lat)*95/100)], len(lat)
}

// cpuTime is the CPU time (user + system) this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkAskLargeNote answers a question whose answer sits deep inside
// one 5 MB note, beside 200 small notes, and the same question when the
// answer is in a small note: a large note must answer about as fast, with
// its own passage shown. Reports the one-off sync (chunking) of the 5 MB
// note. Target: "large" within 2× of "small".
func BenchmarkAskLargeNote(b *testing.B) {
	const fact = "The attic hatch key hangs on the brass hook inside the airing cupboard."
	const question = "where does the attic hatch key hang?"
	for _, c := range []struct {
		name string
		size int
	}{{"small", 2000}, {"large", 5 << 20}} {
		b.Run(c.name, func(b *testing.B) {
			db := storetest.MustOpen(b, store.Options{})
			ctx := context.Background()
			r := rand.New(rand.NewPCG(42, 1))
			body := benchNote(r, 0, c.size)
			cut := len(body) * 7 / 10
			cut += strings.Index(body[cut:], ". ") + 2
			body = body[:cut] + fact + " " + body[cut:]
			err := db.Write(ctx, func(tx *store.Tx) error {
				if _, err := tx.Notes().Insert(store.Note{Title: "House notes", Body: body}); err != nil {
					return err
				}
				for i := 1; i <= 200; i++ {
					d := ParseMarkdown("n.md", benchNote(r, i, 2000))
					if _, err := tx.Notes().Insert(store.Note{Title: d.Title, Body: d.Body}); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				b.Fatal(err)
			}
			e := NewEngine(db, nil)
			t0 := time.Now()
			if _, err := e.Sync(ctx); err != nil {
				b.Fatal(err)
			}
			b.Logf("%s: sync %v for a %d-byte note", c.name, time.Since(t0), len(body))
			for b.Loop() {
				a, err := e.Ask(ctx, question)
				if err != nil {
					b.Fatal(err)
				}
				if len(a.Citations) == 0 || a.Citations[0].Title != "House notes" || !strings.Contains(a.Citations[0].Passage, fact) ||
					!strings.Contains(a.Text, fact) || len(a.Citations[0].Passage) > 4000 {
					b.Fatalf("answer %q, citations %+v", a.Text, a.Citations)
				}
			}
		})
	}
}
