package app

import (
	"context"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// Idle memory (docs/window.md): after a burst of work (start-up, reading a
// big vault's list, a search) the Go heap keeps the pages it grew into,
// free but resident, and the garbage of that burst waits for a collection
// that an idle window, allocating little, does not reach for minutes; the
// store's pooled connections keep the page cache and sort memory that
// burst grew inside their SQLite instances. A trimmer looks every `every`:
// once the process is quiet (it allocated less than slack/4 since the last
// look) and either slack bytes were allocated since the last trim or slack
// bytes of the heap are free but not returned, it closes the unused
// connections (release), collects, and returns the free pages to the
// system at once (debug.FreeOSMemory). Off the UI goroutine; the
// collection runs concurrently apart from brief pauses, and never while the
// window works.
func trimMemory(ctx context.Context, every time.Duration, slack uint64, release func()) {
	t := &trimmer{slack: slack, release: release}
	ticks(ctx, every, func() { t.look() })
}

// trimmer is trimMemory's state between looks.
type trimmer struct {
	slack     uint64
	release   func() // frees what idle work holds outside the Go heap; may be nil
	trimmedAt uint64 // heap bytes allocated so far, at the last trim
	lastAlloc uint64 // the same, at the last look
}

// look is one look; it reports whether it trimmed.
func (t *trimmer) look() bool {
	alloc, free := heapFigures()
	trim := shouldTrim(alloc-t.lastAlloc, alloc-t.trimmedAt, free, t.slack)
	t.lastAlloc = alloc
	if trim {
		if t.release != nil {
			t.release()
		}
		debug.FreeOSMemory()
		t.trimmedAt, _ = heapFigures()
	}
	return trim
}

// shouldTrim decides from the bytes allocated since the last look and
// since the last trim, and the free bytes not returned, against slack.
func shouldTrim(sinceLook, sinceTrim, free, slack uint64) bool {
	quiet := sinceLook < slack/4
	return quiet && (sinceTrim > slack || free > slack)
}

// heapFigures are the bytes allocated on the heap so far and the heap's
// free bytes not yet returned to the system.
func heapFigures() (alloc, free uint64) {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/memory/classes/heap/free:bytes"}}
	metrics.Read(s)
	for i, v := range []*uint64{&alloc, &free} {
		if s[i].Value.Kind() == metrics.KindUint64 {
			*v = s[i].Value.Uint64()
		}
	}
	return alloc, free
}

// trimEvery and trimSlack: a look every 5 s, a trim past 16 MiB.
const (
	trimEvery = 5 * time.Second
	trimSlack = 16 << 20
)
