package app

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"pace/views"
)

// stallEvery is how often the stall watch pings the UI goroutine, and
// stallReport the shortest wait it reports.
const (
	stallEvery  = 50 * time.Millisecond
	stallReport = 30 * time.Millisecond
)

// watchStalls (PACE_MEASURE) posts an empty function to the UI goroutine
// every stallEvery and writes "pace: ui stall N ms" to w whenever it waited
// stallReport or longer before running: the smoke test reads these lines to
// check that the window answers input while a large note opens.
func watchStalls(ctx context.Context, w io.Writer) {
	ticks(ctx, stallEvery, func() {
		sent := time.Now()
		ran := make(chan struct{})
		fyne.Do(func() { close(ran) })
		select {
		case <-ran:
		case <-ctx.Done():
			return
		}
		if d := time.Since(sent); d >= stallReport {
			fmt.Fprintf(w, "pace: ui stall %d ms\n", d.Milliseconds())
		}
	})
}

// ticks calls f every `every` until ctx ends.
func ticks(ctx context.Context, every time.Duration, f func()) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			f()
		}
	}
}

// warmText runs views.TextWarmups on the UI goroutine one at a time, a
// moment apart, once the window is idle after start, so the first note
// opened does not pay for loading fonts and the Markdown parser.
func warmText(ctx context.Context) {
	for _, f := range views.TextWarmups() {
		select {
		case <-ctx.Done():
			return
		case <-time.After(warmGap):
		}
		fyne.Do(f)
	}
}

// warmGap spaces the warm-ups (the first comes this long after start).
const warmGap = 300 * time.Millisecond

// logMemory (PACE_MEMSTATS) writes the Go runtime's memory figures next to
// the process's resident set every `every`: how much of the window's RSS
// is the Go heap, and how much is C (SQLite, the GL driver, fonts).
// With profile set, each tick also writes a heap profile there.
func logMemory(ctx context.Context, w io.Writer, every time.Duration, profile string) {
	ticks(ctx, every, func() {
		fmt.Fprintln(w, memoryLine())
		if profile != "" {
			if f, err := os.Create(profile); err == nil {
				pprof.WriteHeapProfile(f)
				f.Close()
			}
		}
	})
}

// memoryLine is one "pace: mem" line: VmRSS and the runtime's MemStats in MiB.
func memoryLine() string {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	mb := func(b uint64) float64 { return float64(b) / (1 << 20) }
	return fmt.Sprintf("pace: mem rss=%.0f heapInuse=%.1f heapIdle=%.1f heapReleased=%.1f stack=%.1f goSys=%.1f gcs=%d",
		mb(residentBytes()), mb(m.HeapInuse), mb(m.HeapIdle), mb(m.HeapReleased), mb(m.StackSys), mb(m.Sys), m.NumGC)
}

// residentBytes is the process's VmRSS (0 where /proc is not there).
func residentBytes() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseUint(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
