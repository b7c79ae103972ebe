package sidecar

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestMain lets this test binary act as the server executable: with PACE_FAKE_SIDECAR set it
// behaves like whisper-server (503 while "loading", then 200) instead of running tests.
func TestMain(m *testing.M) {
	if mode := os.Getenv("PACE_FAKE_SIDECAR"); mode != "" {
		os.Exit(fakeServer(mode))
	}
	os.Exit(m.Run())
}

func fakeServer(mode string) int {
	fs := flag.NewFlagSet("fake", flag.ContinueOnError)
	host := fs.String("host", "", "")
	port := fs.String("port", "", "")
	fs.Parse(os.Args[1:])
	switch mode {
	case "crash":
		fmt.Fprintln(os.Stderr, "error: failed to open 'ggml-base.en.bin': model not found")
		return 3
	case "silent":
		select {} // never listens
	case "env":
		srv := &http.Server{Addr: *host + ":" + *port, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(w, `{"status":"ok","secret":%q}`, os.Getenv("PACE_TEST_SECRET"))
		})}
		srv.ListenAndServe()
		return 0
	}
	var probes atomic.Int32
	srv := &http.Server{Addr: *host + ":" + *port, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if probes.Add(1) <= 2 {
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprint(w, `{"error":"Model is loading"}`)
			return
		}
		fmt.Fprint(w, "ok")
	})}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	go func() { <-stop; srv.Close() }()
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

func fake(mode string) Config {
	return Config{
		Name: "fake-" + mode, Path: os.Args[0],
		Args:         []string{"-host", "{host}", "-port", "{port}"},
		Env:          []string{"PACE_FAKE_SIDECAR=" + mode},
		StartTimeout: 10 * time.Second,
	}
}

func TestStartWaitsUntilHealthyAndStops(t *testing.T) {
	p, err := Start(context.Background(), fake("serve"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p.URL, "http://127.0.0.1:") {
		t.Errorf("URL = %q, want loopback", p.URL)
	}
	resp, err := http.Get(p.URL + "/")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after Start: %v %v", resp, err)
	}
	resp.Body.Close()
	if err := p.Stop(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-p.Exited():
	default:
		t.Error("process still running after Stop")
	}
	if err := p.Stop(); err != nil {
		t.Errorf("second Stop: %v", err)
	}
}

func TestStartReportsEarlyExit(t *testing.T) {
	_, err := Start(context.Background(), fake("crash"))
	if !errors.Is(err, ErrExited) || !strings.Contains(err.Error(), "model not found") {
		t.Errorf("err = %v, want ErrExited with the server's stderr", err)
	}
}

func TestStartTimesOut(t *testing.T) {
	cfg := fake("silent")
	cfg.StartTimeout = 300 * time.Millisecond
	cfg.StopTimeout = time.Second
	if _, err := Start(context.Background(), cfg); !errors.Is(err, ErrNotHealthy) {
		t.Errorf("err = %v, want ErrNotHealthy", err)
	}
}

func TestStartCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Start(ctx, fake("silent")); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v", err)
	}
}

func TestStartMissingExecutable(t *testing.T) {
	if _, err := Start(context.Background(), Config{Path: "/nonexistent/whisper-server"}); err == nil {
		t.Error("started a missing executable")
	}
}

func TestSupervisorStartsOnFirstUseAndRestarts(t *testing.T) {
	s := &Supervisor{Config: fake("serve")}
	if s.Running() {
		t.Fatal("running before first use")
	}
	url1, err := s.URL(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := s.URL(context.Background()); again != url1 {
		t.Errorf("second URL %q, want the same process at %q", again, url1)
	}
	s.mu.Lock()
	s.p.cmd.Process.Kill() // the server crashes
	<-s.p.Exited()
	s.mu.Unlock()
	if s.Running() {
		t.Error("running after the process died")
	}
	url2, err := s.URL(context.Background())
	if err != nil || url2 == "" {
		t.Fatalf("restart: %q %v", url2, err)
	}
	if err := s.Stop(); err != nil || s.Running() {
		t.Errorf("Stop: %v, running %v", err, s.Running())
	}
}

func TestFreePort(t *testing.T) {
	p, err := FreePort()
	if err != nil || p <= 0 || p > 65535 {
		t.Errorf("FreePort = %d, %v", p, err)
	}
}
