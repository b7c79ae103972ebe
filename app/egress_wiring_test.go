package app

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"pace/store"
)

// Settings → Voice "Test" and the embeddings test contact an off-device
// server only with consent; without it they say nothing was sent.
func TestConnectionTestsRefuseOffDevice(t *testing.T) {
	for _, c := range []struct{ kind, a, b string }{
		{"voice", "http://192.0.2.10:8178", "http://192.0.2.11:8880/v1"},
		{"embed", "http://192.0.2.12:8081", "all-MiniLM-L6-v2"},
	} {
		msg, err := testConnection(context.Background(), c.kind, c.a, c.b, connOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(msg, "Nothing was sent") {
			t.Errorf("%s test: %q", c.kind, msg)
		}
	}
}

// A loopback speech server that redirects elsewhere is not followed.
func TestVoiceTestDoesNotFollowRedirects(t *testing.T) {
	var heard atomic.Int32
	elsewhere := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { heard.Add(1) }))
	defer elsewhere.Close()
	redirector := httptest.NewServer(http.RedirectHandler(elsewhere.URL, http.StatusFound))
	defer redirector.Close()
	msg, _ := testConnection(context.Background(), "voice", redirector.URL, "", connOptions{})
	if heard.Load() != 0 || !strings.Contains(msg, "not followed") {
		t.Fatalf("heard %d, message %q", heard.Load(), msg)
	}
}

// Addresses with credentials are refused and never echoed with them.
func TestVoiceURLWithCredentials(t *testing.T) {
	for _, raw := range []string{"http://bob:s3cret@127.0.0.1:8178", "https://bob:s3cret@stt.example/v1"} {
		_, err := checkLocal("speech-to-text", raw, true)
		if err == nil || strings.Contains(err.Error(), "s3cret") || strings.Contains(err.Error(), "bob") {
			t.Errorf("checkLocal(%q) = %v", raw, err)
		}
		msg, _ := testConnection(context.Background(), "voice", raw, "", connOptions{allowRemote: true})
		if strings.Contains(msg, "s3cret") || !strings.Contains(msg, "user name or password") {
			t.Errorf("voice test of %q: %q", raw, msg)
		}
	}
}

// The keychain is asked for a loopback endpoint only when a key was saved
// for its origin.
func TestNeedsKey(t *testing.T) {
	s := llmSettings{KeyedOrigins: []string{"http://127.0.0.1:1234"}}
	for ep, want := range map[string]bool{
		"http://127.0.0.1:1234/v1":   true,
		"http://127.0.0.1:11434/v1":  false,
		"http://localhost:1234/v1":   false,
		"https://api.example.net/v1": true,
	} {
		if got := s.needsKey(ep); got != want {
			t.Errorf("needsKey(%s) = %v, want %v", ep, got, want)
		}
	}
}

// Read commands on the temporary stand-in fail instead of printing an empty
// list as if it were the user's data; --json carries "error".
func TestReadCommandsOnTheStandIn(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.FileName), bytes.Repeat([]byte("not a database\n"), 300), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"tasks"}, {"tasks", "--json"}, {"notes"}, {"notes", "--json"}, {"notes", "status", "--json"}, {"brief"}, {"brief", "--json"}} {
		code, stdout, stderr := runPace(t, dir, args...)
		if code == 0 {
			t.Errorf("pace %v exited 0 on the stand-in", args)
		}
		if !strings.Contains(stderr, "could not open your data file") {
			t.Errorf("pace %v stderr = %q", args, stderr)
		}
		if args[len(args)-1] == "--json" {
			var out map[string]any
			if err := json.Unmarshal([]byte(stdout), &out); err != nil || out["error"] == nil {
				t.Errorf("pace %v --json = %q (%v), want an \"error\"", args, stdout, err)
			}
		}
	}
}
