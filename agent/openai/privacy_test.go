package openai

import (
	"context"
	"errors"
	"net"
	"net/http"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/zalando/go-keyring"
)

func TestIsLoopback(t *testing.T) {
	t.Parallel()
	cases := map[string]bool{
		"http://127.0.0.1:1234/v1":    true,
		"http://localhost:11434/v1":   true,
		"http://[::1]:8080/v1":        true,
		"http://127.9.9.9/v1":         true,
		"http://api.localhost/v1":     true,
		"http://192.168.1.20:1234/v1": false,
		"https://api.openai.com/v1":   false,
		"http://localhost.evil.com/":  false,
		"http://0.0.0.0:1234/v1":      false,
	}
	for u, want := range cases {
		t.Run(u, func(t *testing.T) {
			if got := IsLoopback(u); got != want {
				t.Errorf("IsLoopback(%q) = %v, want %v", u, got, want)
			}
		})
	}
}

func TestNormalizeURL(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"http://127.0.0.1:1234":       "http://127.0.0.1:1234/v1",
		"http://127.0.0.1:1234/":      "http://127.0.0.1:1234/v1",
		"http://127.0.0.1:1234/v1":    "http://127.0.0.1:1234/v1",
		"localhost:11434":             "http://localhost:11434/v1",
		"http://127.0.0.1:8080/v1/":   "http://127.0.0.1:8080/v1",
		"https://example.com/api/v1/": "https://example.com/api/v1",
	}
	for in, want := range cases {
		if got, err := NormalizeURL(in); err != nil || got != want {
			t.Errorf("NormalizeURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "ftp://x/", "http://user:secret@host/v1", "http://"} {
		if _, err := NormalizeURL(bad); err == nil {
			t.Errorf("NormalizeURL(%q) accepted", bad)
		}
	}
}

// remoteClient sends every request to addr, whatever host the URL names, so
// a fake server can stand in for a remote endpoint.
func remoteClient(addr string) *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.DialContext = func(ctx context.Context, network, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}
	return &http.Client{Transport: tr}
}

func TestRemoteEndpointNeedsConsent(t *testing.T) {
	t.Parallel()
	r := newRig(t, nil)
	cfg := r.b.cfg
	cfg.BaseURL = "https://llm.example.net/v1"
	cfg.AllowRemote = false
	if _, err := New(cfg); !errors.Is(err, ErrRemoteNotAllowed) {
		t.Errorf("err = %v, want ErrRemoteNotAllowed", err)
	}
	cfg.AllowRemote = true
	if _, err := New(cfg); err == nil {
		t.Error("a remote endpoint without an audit log was accepted")
	}
}

func TestRemoteTurnsAreAudited(t *testing.T) {
	t.Parallel()
	audit := NewAuditLog(filepath.Join(t.TempDir(), AuditFileName))
	if tot, err := audit.Totals(); err != nil || tot.String() != "0 bytes have left this machine." {
		t.Fatalf("empty totals = %q, %v", tot.String(), err)
	}
	r := newRig(t, nil, text("Hello from afar."), text("A summary."))
	b, err := New(Config{BaseURL: "http://llm.example.net/v1", Model: "m", Registry: r.b.cfg.Registry, Exec: r.b.cfg.Exec,
		AllowRemote: true, Audit: audit, Now: r.b.cfg.Now, HTTP: remoteClient(r.fake.srv.Listener.Addr().String())})
	if err != nil {
		t.Fatal(err)
	}
	if !b.OffDevice() {
		t.Fatal("a remote backend must report OffDevice")
	}
	r.b = b
	if err := r.stream("hi", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Summarize(context.Background(), "", nil); err != nil {
		t.Fatal(err)
	}
	tot, err := audit.Totals()
	if err != nil {
		t.Fatal(err)
	}
	if tot.Requests != 2 || tot.Sent < 200 || tot.Received < 100 || len(tot.Endpoints) != 1 || tot.Endpoints[0] != "http://llm.example.net/v1" {
		t.Errorf("totals = %+v", tot)
	}
	if s := tot.String(); !strings.Contains(s, "have left this machine") || !strings.Contains(s, "2 requests") {
		t.Errorf("totals sentence = %q", s)
	}
}

func TestLoopbackTurnsAreNotAudited(t *testing.T) {
	t.Parallel()
	audit := NewAuditLog(filepath.Join(t.TempDir(), AuditFileName))
	r := newRig(t, func(c *Config) { c.Audit = audit }, text("hi"))
	if r.b.OffDevice() {
		t.Fatal("loopback backend reports OffDevice")
	}
	if err := r.stream("hi", nil); err != nil {
		t.Fatal(err)
	}
	if tot, _ := audit.Totals(); tot.Requests != 0 {
		t.Errorf("loopback turn audited: %+v", tot)
	}
}

func useMockKeychain(t *testing.T) {
	keyring.MockInit()
	old := keychain
	keychain = mockKeychain{}
	t.Cleanup(func() { keychain = old })
}

// A key saved for https://h is bound to that origin: http://h (clear text)
// and https://h:8443 never get it; a legacy host-only entry is read for
// https only.
func TestAPIKeyBoundToOrigin(t *testing.T) {
	useMockKeychain(t)
	if err := SetAPIKey("https://llm.example.net/v1", "sk-secret"); err != nil {
		t.Fatal(err)
	}
	for ep, want := range map[string]string{"https://llm.example.net:443/v1": "sk-secret",
		"http://llm.example.net/v1": "", "https://llm.example.net:8443/v1": "", "https://other.example.net/v1": ""} {
		if k, err := APIKey(ep); err != nil || k != want {
			t.Errorf("APIKey(%s) = %q, %v; want %q", ep, k, err, want)
		}
	}
	if err := keyring.Set(KeyringService, "old.example.net", "sk-old"); err != nil {
		t.Fatal(err)
	}
	if k, _ := APIKey("http://old.example.net/v1"); k != "" {
		t.Errorf("legacy key sent over http: %q", k)
	}
	if k, _ := APIKey("https://old.example.net/v1"); k != "sk-old" {
		t.Errorf("legacy key over https = %q", k)
	}
}

// Without a session bus the keychain is not asked (godbus would start a
// dbus-daemon that outlives the CLI).
func TestSessionBusNotStarted(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("session bus is a Linux matter")
	}
	env := map[string]string{"XDG_RUNTIME_DIR": t.TempDir()}
	if err := sessionBus(func(k string) string { return env[k] }); !errors.Is(err, ErrNoKeychain) {
		t.Fatalf("no bus: %v", err)
	}
	env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
	if err := sessionBus(func(k string) string { return env[k] }); err != nil {
		t.Fatalf("bus address set: %v", err)
	}
	for _, a := range []string{NoBusAddress, "autolaunch:"} {
		env["DBUS_SESSION_BUS_ADDRESS"] = a
		if err := sessionBus(func(k string) string { return env[k] }); !errors.Is(err, ErrNoKeychain) {
			t.Fatalf("address %q: %v", a, err)
		}
	}
}

func TestAPIKeyInKeychain(t *testing.T) {
	useMockKeychain(t)
	const ep = "https://llm.example.net/v1"
	if k, err := APIKey(ep); err != nil || k != "" {
		t.Fatalf("APIKey before set = %q, %v", k, err)
	}
	if err := SetAPIKey(ep, "sk-secret"); err != nil {
		t.Fatal(err)
	}
	if k, err := APIKey("https://llm.example.net/other"); err != nil || k != "sk-secret" {
		t.Errorf("APIKey = %q, %v (keyed by origin)", k, err)
	}
	if err := SetAPIKey(ep, ""); err != nil {
		t.Fatal(err)
	}
	if err := SetAPIKey(ep, ""); err != nil {
		t.Errorf("deleting a missing key: %v", err)
	}
	if k, _ := APIKey(ep); k != "" {
		t.Errorf("APIKey after delete = %q", k)
	}
}
