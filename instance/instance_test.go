package instance

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// echo answers "cli" requests with their arguments joined and code 0.
func echo(_ context.Context, req Request) Response {
	return Response{Stdout: req.Kind + ":" + strings.Join(req.Args, " "), Code: 0}
}

// TestMain lets the test binary be the "first Pace": with
// PACE_INSTANCE_SERVE=DIR it listens on DIR, prints "ready" and serves
// until killed.
func TestMain(m *testing.M) {
	if dir := os.Getenv("PACE_INSTANCE_SERVE"); dir != "" {
		s, err := Listen(dir, func(ctx context.Context, req Request) Response {
			r := echo(ctx, req)
			r.Stdout += " pid=" + itoa(os.Getpid())
			return r
		})
		if err != nil {
			os.Stdout.WriteString("error: " + err.Error() + "\n")
			os.Exit(3)
		}
		os.Stdout.WriteString("ready\n")
		defer s.Close()
		select {}
	}
	os.Exit(m.Run())
}

func itoa(n int) string { return strconv.Itoa(n) }

// startServer runs the test binary as a separate listening process.
func startServer(t *testing.T, dir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PACE_INSTANCE_SERVE="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != "ready\n" {
		t.Fatalf("server process said %q, %v", line, err)
	}
	return cmd
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return c
}

// TestTwoProcesses: a second process hands over to the first; it cannot
// claim the folder while the first lives; after the first is killed (its
// socket left behind) the folder is claimed again and the stale socket replaced.
func TestTwoProcesses(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the Windows pipe is checked by cross-compiling; this test uses SIGKILL and a socket file")
	}
	dir := t.TempDir()
	srv := startServer(t, dir)

	resp, err := Send(ctx(t), dir, Request{Kind: "cli", Args: []string{"open", "pace://panel"}})
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if want := "cli:open pace://panel pid=" + itoa(srv.Process.Pid); resp.Stdout != want {
		t.Fatalf("answer %q, want %q", resp.Stdout, want)
	}
	for _, name := range []string{SocketName, TokenName} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if perm := fi.Mode().Perm(); perm != 0o600 {
			t.Errorf("%s has mode %o, want 600", name, perm)
		}
	}
	if _, err := Listen(dir, echo); !errors.Is(err, ErrRunning) {
		t.Fatalf("Listen while another process runs: %v, want ErrRunning", err)
	}

	// A crash: SIGKILL leaves the socket file and the token behind.
	srv.Process.Signal(syscall.SIGKILL)
	srv.Wait()
	if _, err := os.Stat(filepath.Join(dir, SocketName)); err != nil {
		t.Fatalf("expected a stale socket after SIGKILL: %v", err)
	}
	if _, err := Send(ctx(t), dir, Request{Kind: "show"}); !errors.Is(err, ErrNotRunning) {
		t.Fatalf("Send to a dead process: %v, want ErrNotRunning", err)
	}
	s, err := Listen(dir, echo)
	if err != nil {
		t.Fatalf("Listen over a stale socket: %v", err)
	}
	defer s.Close()
	resp, err = Send(ctx(t), dir, Request{Kind: "show"})
	if err != nil || resp.Stdout != "show:" {
		t.Fatalf("after replacing the stale socket: %+v, %v", resp, err)
	}
}

func TestToken(t *testing.T) {
	dir := t.TempDir()
	s, err := Listen(dir, echo)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := os.WriteFile(filepath.Join(dir, TokenName), []byte("guess\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Send(ctx(t), dir, Request{Kind: "show"}); !errors.Is(err, ErrToken) {
		t.Fatalf("Send with a wrong token: %v, want ErrToken", err)
	}
}

func TestCloseCleansUp(t *testing.T) {
	dir := t.TempDir()
	s, err := Listen(dir, echo)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := Send(ctx(t), dir, Request{Kind: "show"}); !errors.Is(err, ErrNotRunning) {
		t.Fatalf("Send after Close: %v, want ErrNotRunning", err)
	}
	for _, name := range []string{SocketName, TokenName} {
		if _, err := os.Stat(filepath.Join(dir, name)); !os.IsNotExist(err) {
			t.Errorf("%s still there after Close (%v)", name, err)
		}
	}
	s2, err := Listen(dir, echo)
	if err != nil {
		t.Fatalf("Listen after Close: %v", err)
	}
	s2.Close()
}

func TestNoInstance(t *testing.T) {
	if _, err := Send(ctx(t), t.TempDir(), Request{Kind: "show"}); !errors.Is(err, ErrNotRunning) {
		t.Fatalf("Send to an empty folder: %v, want ErrNotRunning", err)
	}
}

// Interim notes reach the client before the answer, and a client that
// hangs up cancels the handler's context.
func TestNotifyAndHangUp(t *testing.T) {
	dir := t.TempDir()
	ended := make(chan error, 1)
	s, err := Listen(dir, func(ctx context.Context, req Request) Response {
		Notify(ctx, NoteApproval)
		if req.Kind == "quick" {
			return Response{Stdout: "done"}
		}
		<-ctx.Done()
		ended <- ctx.Err()
		return Response{}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var notes []string
	resp, err := SendWatch(ctx(t), dir, Request{Kind: "quick"}, func(n string) { notes = append(notes, n) })
	if err != nil || resp.Stdout != "done" || len(notes) != 1 || notes[0] != NoteApproval {
		t.Fatalf("SendWatch = %+v, %v; notes %q", resp, err, notes)
	}
	c, cancel := context.WithCancel(ctx(t))
	_, err = SendWatch(c, dir, Request{Kind: "slow"}, func(n string) { cancel() })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled SendWatch = %v", err)
	}
	select {
	case err := <-ended:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("handler ctx ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the handler did not hear the client hang up")
	}
}
