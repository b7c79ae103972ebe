package app

import (
	"context"
	"fmt"
	"io"
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
	t := time.NewTicker(stallEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
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
