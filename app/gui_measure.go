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

// stallEvery is how often the stall watch pings the UI goroutine,
// stallReport the shortest wait it reports, and stallSample how often it
// looks at the UI goroutine's stack while a ping waits.
const (
	stallEvery  = 50 * time.Millisecond
	stallReport = 30 * time.Millisecond
	stallSample = 5 * time.Millisecond
)

// watchStalls (PACE_MEASURE) posts an empty function to the UI goroutine
// every stallEvery and writes "pace: ui stall N ms (P ms painting)" to w
// whenever it waited stallReport or longer before running: the smoke test
// reads these lines to check that the window answers input while a large
// note opens. P is the part of the wait the UI goroutine spent painting
// the frame — Fyne rasterizing what is on screen and the GL driver drawing
// and swapping it — sampled every stallSample: under Xvfb the GL driver is
// Mesa's software rasterizer, whose speed is the machine's and not Pace's,
// so the smoke test holds Pace to the rest (its own work, layout included).
func watchStalls(ctx context.Context, w io.Writer) {
	sample := time.NewTicker(stallSample)
	defer sample.Stop()
	ticks(ctx, stallEvery, func() {
		sent := time.Now()
		ran := make(chan struct{})
		fyne.Do(func() { close(ran) })
		var painting time.Duration
		last := sent
		for waiting := true; waiting; {
			select {
			case <-ran:
				waiting = false
			case <-ctx.Done():
				return
			case now := <-sample.C:
				if now.Before(sent) { // a tick from before this ping
					continue
				}
				if now.Sub(sent) >= 2*stallSample && isPainting(mainStack()) {
					painting += now.Sub(last)
				}
				last = now
			}
		}
		if d := time.Since(sent); d >= stallReport {
			fmt.Fprintf(w, "pace: ui stall %d ms (%d ms painting)\n", d.Milliseconds(), painting.Milliseconds())
		}
	})
}

// mainStack is the stack of goroutine 1, the one main runs on: the
// window's event loop and so the UI goroutine (runGUI calls ShowAndRun
// from main, and Fyne's GLFW driver keeps it locked to the main thread).
// It is "" when the dump does not show it.
func mainStack() string {
	buf := make([]byte, 64<<10)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		if len(buf) >= 16<<20 {
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	return goroutineStack(string(buf), 1)
}

// goroutineStack is goroutine id's block in a runtime.Stack dump of all
// goroutines (its header line to the blank line after it), or "".
func goroutineStack(dump string, id int) string {
	head := "goroutine " + strconv.Itoa(id) + " ["
	i := strings.Index(dump, head)
	if i < 0 {
		return ""
	}
	if i > 0 && dump[i-1] != '\n' {
		return ""
	}
	block := dump[i:]
	if j := strings.Index(block, "\n\n"); j >= 0 {
		block = block[:j]
	}
	return block
}

// isPainting says whether a goroutine stack (as goroutineStack gives it)
// is painting a frame: inside the GLFW driver's repaintWindow (Fyne
// drawing the canvas, its text rasterized into textures), or in a C call
// of go-gl's GL or GLFW bindings (the GL driver drawing or swapping, or
// GLFW waiting on the X server).
func isPainting(stack string) bool {
	if strings.Contains(stack, "(*gLDriver).repaintWindow(") {
		return true
	}
	lines := strings.Split(stack, "\n")
	if len(lines) < 2 {
		return false
	}
	top := lines[1]
	return strings.Contains(top, "_Cfunc_") && strings.Contains(top, "github.com/go-gl/")
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
