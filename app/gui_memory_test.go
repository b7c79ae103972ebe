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
