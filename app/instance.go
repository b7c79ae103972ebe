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
	"time"

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
//
// When the window reports that the turn waits for approval, stderr says so
// at once, and the command waits at most approvalWait (PACE_APPROVAL_WAIT,
// a Go duration, default 2 minutes) before giving up with exit 1. Giving up
// or being killed closes the connection, and the window withdraws the
// request: a queued one is dropped, a pending approval question is closed
// as not approved, so nothing is done behind the command's back.
func (c *cli) handOver(args []string) (code int, ok bool) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	wait := c.approvalWait()
	var timer *time.Timer
	resp, err := instance.SendWatch(ctx, c.dataDir, instance.Request{Kind: "cli", Args: args}, func(note string) {
		if note == instance.NoteApproval && timer == nil {
			fmt.Fprintln(c.env.Stderr, "Waiting for your approval in the Pace window…")
			timer = time.AfterFunc(wait, func() { cancel(errApprovalTimeout) })
		}
	})
	if timer != nil {
		timer.Stop()
	}
	switch {
	case errors.Is(err, instance.ErrNotRunning):
		return 0, false
	case errors.Is(context.Cause(ctx), errApprovalTimeout):
		fmt.Fprintf(c.env.Stderr, "pace: no answer in the Pace window within %s, so nothing was done; the window's question was withdrawn. Run the command again, or add --yes to approve it from here.\n", wait)
		return exitFail, true
	case err != nil:
		fmt.Fprintf(c.env.Stderr, "pace: the running Pace window did not answer: %v\n", err)
		return exitFail, true
	}
	fmt.Fprint(c.env.Stdout, resp.Stdout)
	fmt.Fprint(c.env.Stderr, resp.Stderr)
	return resp.Code, true
}

// errApprovalTimeout: a handed-over command waited approvalWait for the
// window's approval.
var errApprovalTimeout = errors.New("no approval in time")

// defaultApprovalWait is how long a handed-over command waits for the
// user to answer the window's approval question.
const defaultApprovalWait = 2 * time.Minute

// approvalWait is PACE_APPROVAL_WAIT when it is a positive Go duration
// ("30s", "5m"), else defaultApprovalWait.
func (c *cli) approvalWait() time.Duration {
	if d, err := time.ParseDuration(c.env.Getenv("PACE_APPROVAL_WAIT")); err == nil && d > 0 {
		return d
	}
	return defaultApprovalWait
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
			dataDir: g.c.dataDir, db: g.w.db, borrowed: true, gui: g, ctx: ctx}
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
	// The command line hears when the turn waits for the user (see handOver).
	return g.w.thread.SubmitWatch(ctx, text, approve, func(s thread.Signal) {
		if s == thread.Approval {
			instance.Notify(ctx, instance.NoteApproval)
		}
	})
}
