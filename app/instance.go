package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"fyne.io/fyne/v2"

	"pace/instance"
	"pace/thread"
	"pace/tools"
)

// handedOver are the commands a second process hands to the running window
// instead of running them itself, so the window's thread stays the only one
// that writes turns: a turn typed in the window and one from a script queue
// behind each other, and nothing is written twice.
var handedOver = map[string]bool{"ask": true, "undo": true, "open": true, "brief": true}

// handOver sends `pace ARGS...` to the window running on the data folder and
// prints its answer. ok is false when no window runs (run here instead).
func (c *cli) handOver(args []string) (code int, ok bool) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	resp, err := instance.Send(ctx, c.dataDir, instance.Request{Kind: "cli", Args: args})
	switch {
	case errors.Is(err, instance.ErrNotRunning):
		return 0, false
	case err != nil:
		fmt.Fprintf(c.env.Stderr, "pace: the running Pace window did not answer: %v\n", err)
		return exitFail, true
	}
	fmt.Fprint(c.env.Stdout, resp.Stdout)
	fmt.Fprint(c.env.Stderr, resp.Stderr)
	return resp.Code, true
}

// claimInstance makes this window the one for the data folder. With another
// window already running it hands over (bring it forward, or open the link)
// and reports handed true.
func (c *cli) claimInstance(serve instance.Handler) (srv *instance.Server, handed bool, code int) {
	srv, err := instance.Listen(c.dataDir, serve)
	if err == nil {
		return srv, false, exitOK
	}
	if !errors.Is(err, instance.ErrRunning) {
		// Pace still works; only the hand-over is missing.
		fmt.Fprintf(c.env.Stderr, "pace: WARNING: other launches cannot hand over to this window: %v\n", err)
		return nil, false, exitOK
	}
	req := instance.Request{Kind: "show"}
	if c.startLink != nil {
		req = instance.Request{Kind: "cli", Args: []string{"open", c.startLink.String()}}
	}
	resp, err := instance.Send(context.Background(), c.dataDir, req)
	if err != nil {
		fmt.Fprintf(c.env.Stderr, "pace: Pace is already running on %s but did not answer: %v\n", c.dataDir, err)
		return nil, true, exitFail
	}
	fmt.Fprint(c.env.Stdout, resp.Stdout)
	fmt.Fprint(c.env.Stderr, resp.Stderr)
	if c.startLink == nil {
		fmt.Fprintln(c.env.Stderr, "pace: Pace is already running; its window was brought forward.")
	}
	return nil, true, resp.Code
}

// serve answers a second process, once the window is built.
func (g *gui) serve(ctx context.Context, req instance.Request) instance.Response {
	select {
	case <-g.ready:
	case <-ctx.Done():
		return instance.Response{Code: exitFail, Error: "Pace is quitting"}
	}
	switch req.Kind {
	case "show":
		fyne.Do(g.showWindow)
		return instance.Response{}
	case "cli":
		if len(req.Args) == 0 || !handedOver[req.Args[0]] {
			return instance.Response{Code: exitUsage, Stderr: "pace: that command is not run by the window\n"}
		}
		var out, errb bytes.Buffer
		c := &cli{env: Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Getenv: g.c.env.Getenv, Now: g.c.env.Now},
			dataDir: g.c.dataDir, db: g.w.db, borrowed: true, gui: g}
		code := c.dispatch(req.Args)
		c.close()
		return instance.Response{Stdout: out.String(), Stderr: errb.String(), Code: code}
	}
	return instance.Response{Code: exitUsage, Error: "unknown request " + req.Kind}
}

// handedTurn runs a `pace ask` handed over from another process in the
// window's queue. --yes approves this turn's risky steps; without it the
// window asks, like for typed text.
func (g *gui) handedTurn(ctx context.Context, c *cli, text string, bc brainChoice, yes bool) (thread.Turn, error) {
	if bc.mode != "" || bc.endpoint != "" || bc.model != "" {
		fmt.Fprintln(c.env.Stderr, "pace: the running window answers with the brain chosen in its Settings.")
	}
	var approve func(context.Context, tools.Spec, json.RawMessage) bool
	if yes {
		approve = func(context.Context, tools.Spec, json.RawMessage) bool { return true }
	}
	return g.w.thread.SubmitWait(ctx, text, approve)
}
