package openai

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"pace/egress"
)

// NormalizeURL checks an endpoint and returns it without a trailing slash,
// with "/v1" added when it has no path ("http://localhost:1234" →
// "http://localhost:1234/v1"). Only http and https are accepted.
// Errors wrap egress.ErrBadURL or egress.ErrCredentialsInURL (credentials
// in a URL end up in logs and settings: the key belongs in the keychain).
func NormalizeURL(raw string) (string, error) {
	u, err := egress.ParseURL(raw)
	if errors.Is(err, egress.ErrCredentialsInURL) {
		return "", fmt.Errorf("endpoint: put the API key in the keychain, not in the URL: %w", err)
	}
	if err != nil {
		return "", fmt.Errorf("endpoint: want a URL like http://127.0.0.1:1234/v1: %w", err)
	}
	if u.Path == "" {
		u.Path = "/v1"
	}
	return u.String(), nil
}

// IsLoopback is egress.IsLoopback: localhost, *.localhost, 127.0.0.0/8 or
// ::1. Any other host, including this machine's LAN address, counts as off
// the device.
func IsLoopback(endpoint string) bool { return egress.IsLoopback(endpoint) }

// AuditFileName is the off-device audit log inside the data folder.
const AuditFileName = "offdevice-audit.jsonl"

// AuditEntry is one turn (or memory summary) sent off this machine. Sent
// and Received are bytes on the wire (HTTP headers and bodies).
type AuditEntry struct {
	At       time.Time `json:"at"`
	Endpoint string    `json:"endpoint"`
	Model    string    `json:"model,omitempty"`
	Purpose  string    `json:"purpose,omitempty"` // "turn" or "summary"
	Sent     int64     `json:"sent"`
	Received int64     `json:"received"`
}

// AuditLog is an append-only JSON-lines file, one AuditEntry a line. It
// holds no content of the requests, only their size. A nil *AuditLog
// discards entries.
type AuditLog struct {
	path string
	mu   sync.Mutex
}

// NewAuditLog returns the log at path (created on first Append).
func NewAuditLog(path string) *AuditLog { return &AuditLog{path: path} }

// Path is the log's file.
func (l *AuditLog) Path() string { return l.path }

// Append writes e as one line and syncs it.
func (l *AuditLog) Append(e AuditEntry) error {
	if l == nil {
		return nil
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := os.MkdirAll(filepath.Dir(l.path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(l.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(append(b, '\n')); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// AuditTotals sums the log.
type AuditTotals struct {
	Requests       int
	Sent, Received int64
	// Last is the time of the latest entry (zero when none).
	Last time.Time
	// Endpoints are the distinct endpoints, in first-use order.
	Endpoints []string
}

// String is the sentence Settings shows: "0 bytes have left this machine."
// or "12.3 kB have left this machine (4 requests to https://…; 80.1 kB came back)."
func (t AuditTotals) String() string {
	if t.Requests == 0 {
		return "0 bytes have left this machine."
	}
	return fmt.Sprintf("%s %s left this machine (%d request%s to %s; %s came back).", humanBytes(t.Sent),
		map[bool]string{true: "has", false: "have"}[t.Sent == 1], t.Requests, map[bool]string{true: "", false: "s"}[t.Requests == 1],
		strings.Join(t.Endpoints, ", "), humanBytes(t.Received))
}

// Totals reads the whole log. A missing file is zero totals; a line that
// does not decode (a torn final write) is skipped.
func (l *AuditLog) Totals() (AuditTotals, error) {
	var t AuditTotals
	if l == nil {
		return t, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	f, err := os.Open(l.path)
	if errors.Is(err, os.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return t, err
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e AuditEntry
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue
		}
		t.Requests++
		t.Sent += e.Sent
		t.Received += e.Received
		if e.At.After(t.Last) {
			t.Last = e.At
		}
		if !seen[e.Endpoint] {
			seen[e.Endpoint] = true
			t.Endpoints = append(t.Endpoints, e.Endpoint)
		}
	}
	return t, sc.Err()
}

func humanBytes(n int64) string {
	switch {
	case n == 1:
		return "1 byte"
	case n < 1000:
		return fmt.Sprintf("%d bytes", n)
	case n < 1000*1000:
		return fmt.Sprintf("%.1f kB", float64(n)/1000)
	default:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	}
}
