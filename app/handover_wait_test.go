package app

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"pace/thread"
	"pace/tools"
)

// envRunPace makes the test binary run `pace ARGS...` (see TestMain): the
// second process of the hand-over tests.
const envRunPace = "PACE_TEST_RUN_PACE"

// paceProcess starts `pace --data dir ARGS...` as a separate process.
func paceProcess(t *testing.T, dir string, env []string, args ...string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"--data", dir}, args...)...)
	cmd.Env = append(os.Environ(), append([]string{envRunPace + "=1", "PACE_HANDOVER=", "LANG=en_US.UTF-8", "LC_ALL=en_US.UTF-8"}, env...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd, &out, &errb
}

// blockingApprover is the window's approval question that nobody answers:
// it reports each question as it is asked, waits until it is withdrawn and
// reports that too.
func blockingApprover(asked, withdrawn chan<- string) func(context.Context, tools.Spec, json.RawMessage) bool {
	return func(ctx context.Context, spec tools.Spec, _ json.RawMessage) bool {
		asked <- spec.Name
		<-ctx.Done()
		withdrawn <- spec.Name
		return false
	}
}

// waitTurns blocks until ok holds for the window thread's turns (checked on
// every update), or fails after 20 s.
func waitTurns(t *testing.T, th *thread.Thread, what string, ok func([]thread.Turn) bool) {
	t.Helper()
	ch := make(chan struct{}, 1)
	stop := th.Subscribe(func(thread.Update) {
		select {
		case ch <- struct{}{}:
		default:
		}
	})
	defer stop()
	deadline := time.After(20 * time.Second)
	for !ok(th.Turns()) {
		select {
		case <-ch:
		case <-deadline:
			t.Fatalf("timed out waiting for %s: %+v", what, th.Turns())
		}
	}
}

// Issue 17: a command handed to the window says at once that it waits for
// approval there, gives up after PACE_APPROVAL_WAIT with exit 1 (the
// window's question is withdrawn, nothing is done), and a command killed
// while queued is dropped from the window's queue.
func TestHandOverWaitsForApproval(t *testing.T) {
	dir := t.TempDir()
	g := windowStub(t, dir)
	asked, withdrawn := make(chan string, 4), make(chan string, 4)
	g.w.thread.SetApprover(blockingApprover(asked, withdrawn))
	// receive fails the test when ch says nothing within 20 s.
	receive := func(ch <-chan string, what string) string {
		t.Helper()
		select {
		case name := <-ch:
			return name
		case <-time.After(20 * time.Second):
			t.Fatalf("timed out waiting for %s", what)
			return ""
		}
	}
	runTools(t, dir, "seed", [2]string{"createTask", `{"title":"renew the parking permit"}`})

	// 1. Waits, says so, gives up.
	cmd, out, errb := paceProcess(t, dir, []string{"PACE_APPROVAL_WAIT=1s"}, "ask", "delete the renew the parking permit task")
	err := cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != exitFail || err == nil {
		t.Fatalf("exit %d (%v), stdout %q, stderr %q", code, err, out, errb)
	}
	if !strings.HasPrefix(errb.String(), "Waiting for your approval in the Pace window…\n") ||
		!strings.Contains(errb.String(), "no answer in the Pace window within 1s, so nothing was done") {
		t.Fatalf("stderr %q", errb)
	}
	if name := receive(asked, "the window's question"); name != "deleteTask" {
		t.Fatalf("asked %q", name)
	}
	if name := receive(withdrawn, "the window's question to be withdrawn"); name != "deleteTask" {
		t.Fatalf("withdrawn %q", name)
	}
	if n := openTasks(t, g); n != 1 {
		t.Fatalf("%d open tasks, want 1: the delete ran", n)
	}

	// 2. A command queued behind a waiting turn and then killed is dropped.
	asker, _, _ := paceProcess(t, dir, nil, "ask", "delete the renew the parking permit task")
	// Running is not yet asking: wait for the question itself, or killing
	// the asker could stop the turn before it asks, and nothing would be
	// withdrawn.
	if name := receive(asked, "the delete's approval question"); name != "deleteTask" {
		t.Fatalf("asked %q", name)
	}
	waitTurns(t, g.w.thread, "the delete to wait for approval", func(ts []thread.Turn) bool {
		return len(ts) == 2 && ts[1].Status == thread.Running
	})
	queued, _, _ := paceProcess(t, dir, nil, "ask", "add a task to buy stamps")
	waitTurns(t, g.w.thread, "the add to queue", func(ts []thread.Turn) bool { return len(ts) == 3 && ts[2].Status == thread.Queued })
	queued.Process.Kill()
	queued.Wait()
	waitTurns(t, g.w.thread, "the killed command's turn to be dropped", func(ts []thread.Turn) bool { return ts[2].Status == thread.Cancelled })
	// Killing the waiting one withdraws its question too.
	asker.Process.Kill()
	asker.Wait()
	receive(withdrawn, "the killed asker's question to be withdrawn")
	waitTurns(t, g.w.thread, "the queue to empty", func(ts []thread.Turn) bool { return ts[1].Status != thread.Running })
	var titles []string
	for _, tr := range g.w.thread.Turns() {
		titles = append(titles, tr.Request)
	}
	if n := openTasks(t, g); n != 1 {
		t.Fatalf("%d open tasks after both commands were killed, want 1 (turns %q)", n, titles)
	}
}
