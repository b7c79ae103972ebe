package app

import (
	"runtime/debug"
	"testing"
)

func TestShouldTrimOnlyWhenQuietAfterABurst(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		name                       string
		sinceLook, sinceTrim, free uint64
		want                       bool
	}{
		{"quiet after a burst", 1 * mb, 40 * mb, 0, true},
		{"quiet with free pages kept", 0, 2 * mb, 30 * mb, true},
		{"still working", 10 * mb, 40 * mb, 30 * mb, false},
		{"quiet, little to give back", 1 * mb, 8 * mb, 8 * mb, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := shouldTrim(c.sinceLook, c.sinceTrim, c.free, 16*mb); got != c.want {
				t.Errorf("shouldTrim = %v, want %v", got, c.want)
			}
		})
	}
}

// A trim returns the free heap: after garbage is dropped and collected,
// what heapFigures calls free falls to (almost) nothing.
func TestTrimReturnsFreePages(t *testing.T) {
	for range 64 {
		trimSink = make([]byte, 1<<20) // garbage at the next assignment
	}
	trimSink = nil
	alloc0, _ := heapFigures()
	debug.FreeOSMemory()
	alloc1, free := heapFigures()
	if alloc0 < 64<<20 || alloc1 < alloc0 || free > 8<<20 {
		t.Fatalf("after a trim: %d bytes free, allocs %d → %d", free, alloc0, alloc1)
	}
}

// trimSink keeps the test's allocations on the heap.
var trimSink []byte

// A trim also closes the store's unused connections (their SQLite memory
// is outside the Go heap), and only when it trims.
func TestTrimReleasesIdleConnections(t *testing.T) {
	released := 0
	debug.FreeOSMemory()
	alloc, _ := heapFigures()
	tr := &trimmer{slack: 16 << 20, release: func() { released++ }, trimmedAt: alloc, lastAlloc: alloc}
	if tr.look() || released != 0 {
		t.Fatalf("a quiet look with nothing to give back released %d times", released)
	}
	for range 64 {
		trimSink = make([]byte, 1<<20)
	}
	trimSink = nil
	if tr.look() {
		t.Fatal("trimmed while allocating")
	}
	if !tr.look() || released != 1 {
		t.Fatalf("quiet after a burst: released %d times, want 1", released)
	}
}
