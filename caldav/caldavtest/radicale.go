// Package caldavtest starts a real Radicale CalDAV server for tests: on
// 127.0.0.1 at a free port, with a temporary storage folder and htpasswd
// users, stopped at the end of the test.
package caldavtest

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"pace/egress"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Users are the accounts every server accepts (plain htpasswd, which
// Radicale 3.1 reads with htpasswd_encryption = plain).
var Users = map[string]string{"alice": "wonderland", "bob": "builder"}

// local talks to the test server only.
var local = egress.NewClient(egress.Policy{Timeout: 10 * time.Second})

// Server is one running Radicale.
type Server struct {
	URL     string // http://127.0.0.1:PORT/
	Storage string // the collection folder
	Addr    string
	cmd     *exec.Cmd
	done    chan struct{}
	tb      testing.TB
	users   string
}

// Start runs radicale for tb. Without the radicale binary the test is
// skipped, unless CI is set: there a missing server is a failure.
func Start(tb testing.TB) *Server {
	tb.Helper()
	bin, err := exec.LookPath("radicale")
	if err != nil {
		if os.Getenv("CI") != "" {
			tb.Fatalf("radicale is not installed but CI=%s: scripts/setup.sh --test installs it (apt-get install radicale)", os.Getenv("CI"))
		}
		tb.Skip("radicale is not installed (apt-get install radicale); skipping the CalDAV integration test")
	}
	dir := tb.TempDir()
	s := &Server{Storage: filepath.Join(dir, "collections"), users: filepath.Join(dir, "users"), tb: tb}
	var buf bytes.Buffer
	for u, p := range Users {
		fmt.Fprintf(&buf, "%s:%s\n", u, p)
	}
	if err := os.WriteFile(s.users, buf.Bytes(), 0o600); err != nil {
		tb.Fatal(err)
	}
	s.Addr = freeAddr(tb)
	s.URL = "http://" + s.Addr + "/"
	s.start(bin)
	tb.Cleanup(s.Stop)
	return s
}

func (s *Server) start(bin string) {
	s.tb.Helper()
	s.cmd = exec.Command(bin, "--config", "",
		"--server-hosts", s.Addr,
		"--storage-filesystem-folder", s.Storage,
		"--auth-type", "htpasswd", "--auth-htpasswd-filename", s.users, "--auth-htpasswd-encryption", "plain",
		"--rights-type", "owner_only", "--logging-level", "warning")
	s.cmd.Env = append(os.Environ(), "HOME="+filepath.Dir(s.Storage))
	var logs bytes.Buffer
	s.cmd.Stdout, s.cmd.Stderr = &logs, &logs
	if err := s.cmd.Start(); err != nil {
		s.tb.Fatalf("start radicale: %v", err)
	}
	s.done = make(chan struct{})
	go func() { s.cmd.Wait(); close(s.done) }()
	if err := s.waitReady(15 * time.Second); err != nil {
		s.Stop()
		s.tb.Fatalf("radicale did not come up: %v\n%s", err, logs.String())
	}
}

// waitReady polls until the server answers HTTP; readiness, not a sleep.
func (s *Server) waitReady(limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		select {
		case <-s.done:
			return fmt.Errorf("radicale exited")
		default:
		}
		resp, err := local.Get(s.URL)
		if err == nil {
			resp.Body.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		t := time.NewTimer(50 * time.Millisecond)
		<-t.C
	}
}

// Stop kills the server (like a crash: no goodbye) and waits for it.
func (s *Server) Stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	select {
	case <-s.done:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.done
}

// Restart starts the server again on the same address and storage.
func (s *Server) Restart() {
	s.tb.Helper()
	bin, _ := exec.LookPath("radicale")
	s.start(bin)
}

func freeAddr(tb testing.TB) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// MakeCalendar creates the collection /user/name/ with a display name and
// the components it holds ("VEVENT", "VTODO") through MKCALENDAR (RFC 4791
// §5.3.1); it returns the collection path.
func (s *Server) MakeCalendar(user, name, display string, comps ...string) string {
	s.tb.Helper()
	var cs strings.Builder
	for _, c := range comps {
		fmt.Fprintf(&cs, `<C:comp name="%s"/>`, c)
	}
	body := `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
<D:displayname>` + display + `</D:displayname>
<C:supported-calendar-component-set>` + cs.String() + `</C:supported-calendar-component-set>
</D:prop></D:set></C:mkcalendar>`
	path := "/" + user + "/" + name + "/"
	req, _ := http.NewRequestWithContext(context.Background(), "MKCALENDAR", strings.TrimSuffix(s.URL, "/")+path, strings.NewReader(body))
	req.SetBasicAuth(user, Users[user])
	req.Header.Set("Content-Type", "application/xml")
	resp, err := local.Do(req)
	if err != nil {
		s.tb.Fatalf("mkcalendar %s: %v", path, err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		s.tb.Fatalf("mkcalendar %s: HTTP %d", path, resp.StatusCode)
	}
	return path
}
