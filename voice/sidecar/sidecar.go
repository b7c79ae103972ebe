// Package sidecar supervises local server executables that Pace talks to over HTTP, such as
// whisper.cpp's whisper-server and a Kokoro-FastAPI speech server: it starts one on a free loopback
// port, waits until it answers, and stops it. The app owns when; this package owns how.
package sidecar

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"pace/egress"
)

// Errors from Start; compare with errors.Is.
var (
	ErrExited     = errors.New("sidecar exited")         // the process ended before it was healthy
	ErrNotHealthy = errors.New("sidecar did not answer") // StartTimeout passed without a healthy answer
)

// Defaults for Config.
const (
	DefaultStartTimeout = 2 * time.Minute // large models take a while to load
	DefaultStopTimeout  = 5 * time.Second
	pollInterval        = 100 * time.Millisecond
)

// Config describes a server executable.
type Config struct {
	Name string // for messages, e.g. "whisper-server"
	Path string // the executable
	// Args are passed to it with "{host}" and "{port}" replaced by the loopback address chosen,
	// e.g. whisper-server: -m MODEL --host {host} --port {port}.
	Args []string
	Env  []string // added to a minimal environment (PATH, HOME, LANG, TMPDIR, …), never Pace's own
	// HealthPath is fetched with GET until the answer's status is below 500 (whisper-server
	// answers 503 while the model loads); "/" when empty.
	HealthPath string
	// Healthy, when set, must also accept the health answer's status and first 64 KiB of body
	// (e.g. JSON with a "status" field), so that some other program answering on the port
	// is not taken for the sidecar.
	Healthy      func(status int, body []byte) bool
	StartTimeout time.Duration // DefaultStartTimeout when 0
	StopTimeout  time.Duration // grace period after SIGINT before SIGKILL; DefaultStopTimeout when 0
	// Log receives the process's stdout and stderr; nil discards them. The last 2 KiB of stderr
	// are kept for error messages either way.
	Log io.Writer
	// HTTP is used for health checks; nil uses a client with a 2 s timeout.
	HTTP *http.Client
}

// Process is a running sidecar.
type Process struct {
	URL string // "http://127.0.0.1:PORT", the base URL for voice's clients

	cfg     Config
	port    int
	cmd     *exec.Cmd
	done    chan struct{}
	waitErr error
	stderr  *tail
	stop    sync.Once
}

// FreePort returns a TCP port on 127.0.0.1 that was free a moment ago.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Start runs cfg.Path on a free loopback port and returns once its health check passes. It
// returns an error wrapping ErrUntrusted (nothing is started) when cfg.Path fails
// CheckExecutable, ErrExited (with the end of stderr) if the process ends first,
// ErrNotHealthy after StartTimeout, or ctx.Err(); the process is stopped in the last three
// cases. The answer counts only when the port is held by the sidecar itself (checked on Linux
// through /proc) and Healthy, if set, accepts it.
func Start(ctx context.Context, cfg Config) (*Process, error) {
	if err := CheckExecutable(cfg.Path); err != nil {
		return nil, err
	}
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	host := "127.0.0.1"
	args := make([]string, len(cfg.Args))
	for i, a := range cfg.Args {
		args[i] = strings.NewReplacer("{host}", host, "{port}", strconv.Itoa(port)).Replace(a)
	}
	cmd := exec.Command(cfg.Path, args...)
	cmd.Env = append(minimalEnv(os.Getenv), cfg.Env...)
	p := &Process{
		URL:    "http://" + net.JoinHostPort(host, strconv.Itoa(port)),
		cfg:    cfg,
		port:   port,
		cmd:    cmd,
		done:   make(chan struct{}),
		stderr: &tail{max: 2048},
	}
	out := io.Discard
	if cfg.Log != nil {
		out = cfg.Log
	}
	cmd.Stdout = out
	cmd.Stderr = io.MultiWriter(out, p.stderr)
	configure(cmd)
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", p.name(), err)
	}
	go func() {
		p.waitErr = cmd.Wait()
		close(p.done)
	}()
	if err := p.waitHealthy(ctx); err != nil {
		p.Stop()
		return nil, err
	}
	return p, nil
}

func (p *Process) waitHealthy(ctx context.Context) error {
	timeout := p.cfg.StartTimeout
	if timeout <= 0 {
		timeout = DefaultStartTimeout
	}
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	tick := time.NewTicker(pollInterval)
	defer tick.Stop()
	hc := p.cfg.HTTP
	if hc == nil {
		hc = egress.NewClient(egress.Policy{Timeout: 2 * time.Second}) // the sidecar is on loopback
	}
	path := p.cfg.HealthPath
	if path == "" {
		path = "/"
	}
	for {
		if p.healthy(ctx, hc, p.URL+path) {
			return nil
		}
		select {
		case <-p.done:
			return fmt.Errorf("start %s: %w (%v): %s", p.name(), ErrExited, p.waitErr, strings.TrimSpace(p.stderr.String()))
		case <-deadline.C:
			return fmt.Errorf("start %s: %w within %v", p.name(), ErrNotHealthy, timeout)
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}

func (p *Process) healthy(ctx context.Context, hc *http.Client, url string) bool {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return false
	}
	resp, err := hc.Do(req)
	if err != nil {
		return false
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	resp.Body.Close()
	if resp.StatusCode >= 500 || p.cfg.Healthy != nil && !p.cfg.Healthy(resp.StatusCode, body) {
		return false
	}
	// Another program could have taken the port between FreePort and the sidecar's bind.
	return ownsPort(p.cmd.Process.Pid, p.port)
}

// Exited is closed when the process has ended, for whatever reason.
func (p *Process) Exited() <-chan struct{} { return p.done }

// Stop asks the process to end (SIGINT; Windows has no such signal and is killed at once), kills
// it after StopTimeout, and waits for it. It is safe to call more than once; it returns nil once
// the process has ended, however it ended.
func (p *Process) Stop() error {
	p.stop.Do(func() {
		select {
		case <-p.done:
			return
		default:
		}
		if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
			_ = p.cmd.Process.Kill()
		}
		grace := p.cfg.StopTimeout
		if grace <= 0 {
			grace = DefaultStopTimeout
		}
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case <-p.done:
		case <-t.C:
			_ = p.cmd.Process.Kill()
			<-p.done
		}
	})
	<-p.done
	return nil
}

func (p *Process) name() string {
	if p.cfg.Name != "" {
		return p.cfg.Name
	}
	return p.cfg.Path
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(bytes.ToValidUTF8(t.buf, nil))
}
