package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// paceBinary builds the binary once for this test run.
func paceBinary(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "pace-bin-")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "pace")
		if out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput(); err != nil {
			buildErr = errors.New(string(out))
		}
	})
	if buildErr != nil {
		t.Fatalf("build: %v", buildErr)
	}
	return builtBin
}

// TestQuietUnderCLocale: with LANG=C.UTF-8 (Debian's default) the CLI prints
// nothing on stderr — Fyne's locale warning is kept away by app/fynelocale.
func TestQuietUnderCLocale(t *testing.T) {
	bin := paceBinary(t)
	cmd := exec.Command(bin, "--data", t.TempDir(), "tasks")
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("pace tasks: %v\n%s", err, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr not empty under LANG=C.UTF-8:\n%s", stderr.String())
	}
}

// busProcesses are the running dbus-daemon and dbus-launch processes whose
// environment carries marker (they inherit it from the Pace that started
// them), so other programs' buses on a shared machine do not count.
func busProcesses(t *testing.T, marker string) []string {
	t.Helper()
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc to look for dbus-daemon in")
	}
	var found []string
	for _, e := range ents {
		comm, err := os.ReadFile(filepath.Join("/proc", e.Name(), "comm"))
		if err != nil || !strings.HasPrefix(string(comm), "dbus-") {
			continue
		}
		environ, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "environ"))
		if bytes.Contains(environ, []byte(marker)) {
			found = append(found, e.Name()+" "+strings.TrimSpace(string(comm)))
		}
	}
	return found
}

// Without a graphical session, bare `pace` says so in one sentence and
// exits 2 (no Fyne panic), and neither it nor a command starts a session
// bus: the environment is empty but for HOME, PATH and the data folder.
func TestNoDisplayNoSessionBus(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("DISPLAY and the session bus are Linux matters")
	}
	bin := paceBinary(t)
	home := t.TempDir()
	data := filepath.Join(t.TempDir(), "data")
	cases := []struct {
		name   string
		args   []string
		env    []string
		code   int
		stderr string
	}{
		{"bare pace", nil, nil, 2, "No display found: the window needs a graphical session. Use `pace help` for the command-line commands.\n"},
		// A display nobody answers on (no X server listens on :87).
		{"a dead display", nil, []string{"DISPLAY=:87"}, 2, "The display DISPLAY=\":87\" does not answer: the window needs a running graphical session. Use `pace help` for the command-line commands.\n"},
		// A Wayland socket alone: the X11 toolkit cannot use it.
		{"wayland only", nil, []string{"WAYLAND_DISPLAY=wayland-9"}, 2, "No display found: the window needs a graphical session. Use `pace help` for the command-line commands.\n"},
		{"pace tasks", []string{"tasks"}, nil, 0, ""},
		{"pace ask", []string{"ask", "what is due today"}, nil, 0, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin, tc.args...)
			cmd.Env = append([]string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "PACE_DATA=" + data}, tc.env...)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tc.code || stderr.String() != tc.stderr {
				t.Fatalf("exit %d, stderr %q; want %d, %q (stdout %q)", code, stderr.String(), tc.code, tc.stderr, stdout.String())
			}
			if bus := busProcesses(t, "PACE_DATA="+data); len(bus) > 0 {
				t.Fatalf("a session bus was started: %v", bus)
			}
		})
	}
}

// BenchmarkProcessStart runs the built binary as a person would, on an empty
// data folder: `pace version` (process start and package initialisation)
// and `pace ask` with a question (plus opening the store, the grammar, the
// date parser, the lemma table, the sentence tokenizer and the index), and
// reports the CPU time per run. Issue 19: `pace ask` < 150 ms.
func BenchmarkProcessStart(b *testing.B) {
	bin := paceBinary(b)
	data := b.TempDir()
	for _, c := range []struct {
		name string
		args []string
	}{
		{"version", []string{"version"}},
		{"ask", []string{"ask", "what did we decide about the budget for the offsite?"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			var cpu time.Duration
			for b.Loop() {
				cmd := exec.Command(bin, append([]string{"--data", data}, c.args...)...)
				cmd.Env = append(os.Environ(), "PACE_HANDOVER=off")
				if out, err := cmd.CombinedOutput(); err != nil {
					b.Fatalf("pace %v: %v\n%s", c.args, err, out)
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}
