package sidecar

import (
	"context"
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestCheckExecutable(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("mode bits")
	}
	dir := t.TempDir()
	write := func(name string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o700); err != nil {
			t.Fatal(err)
		}
		os.Chmod(p, mode)
		return p
	}
	for _, c := range []struct {
		path string
		ok   bool
	}{
		{write("whisper-server", 0o755), true},
		{"whisper-server", false},              // relative: found on PATH, not chosen
		{write("shared-server", 0o777), false}, // anyone may replace it
		{write("group-server", 0o775), false},  // the group may replace it
		{write("plain-file", 0o644), false},    // not executable
		{dir, false},                           // a folder
		{filepath.Join(dir, "missing"), false}, // nothing there
	} {
		err := CheckExecutable(c.path)
		if (err == nil) != c.ok || err != nil && !errors.Is(err, ErrUntrusted) {
			t.Errorf("CheckExecutable(%s) = %v, want ok=%v", c.path, err, c.ok)
		}
	}
	if _, err := Start(context.Background(), Config{Name: "x", Path: "sh", Args: []string{"-c", "exit 0"}}); !errors.Is(err, ErrUntrusted) {
		t.Fatalf("Start of a relative path: %v", err)
	}
}

// The sidecar gets a minimal environment: Pace's secrets stay with Pace.
func TestSidecarEnvironmentIsMinimal(t *testing.T) {
	t.Setenv("PACE_TEST_SECRET", "sk-live-123")
	var body string
	cfg := fake("env")
	cfg.Healthy = func(status int, b []byte) bool {
		body = string(b)
		return strings.Contains(body, `"status":"ok"`)
	}
	p, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Stop()
	if strings.Contains(body, "sk-live-123") || !strings.Contains(body, `"secret":""`) {
		t.Fatalf("health body %q: the sidecar saw Pace's environment", body)
	}
}

// A health answer counts only from the sidecar's own socket.
func TestOwnsPort(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	port := l.Addr().(*net.TCPAddr).Port
	if !ownsPort(os.Getpid(), port) {
		t.Error("this process's listener is not seen as its own")
	}
	other := exec.Command("sleep", "5")
	if err := other.Start(); err != nil {
		t.Skip(err)
	}
	defer func() { other.Process.Kill(); other.Wait() }()
	if ownsPort(other.Process.Pid, port) {
		t.Error("another process is taken for the listener's owner")
	}
}
