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
// that an idle window, allocating little, does not reach for minutes.
// trimMemory looks every `every`: once the process is quiet (it allocated
// less than slack/4 since the last look) and either slack bytes were
// allocated since the last trim or slack bytes of the heap are free but
// not returned, it collects and returns the free pages to the system at
// once (debug.FreeOSMemory). Off the UI goroutine; the collection runs
// concurrently apart from brief pauses, and never while the window works.
func trimMemory(ctx context.Context, every time.Duration, slack uint64) {
	var trimmedAt, lastAlloc uint64
	ticks(ctx, every, func() {
		alloc, free := heapFigures()
		trim := shouldTrim(alloc-lastAlloc, alloc-trimmedAt, free, slack)
		lastAlloc = alloc
		if trim {
			debug.FreeOSMemory()
			trimmedAt, _ = heapFigures()
		}
	})
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
