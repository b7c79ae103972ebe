package openai

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"pace/agent"
	"pace/egress"
)

func port(t *testing.T, rawURL string) int {
	t.Helper()
	_, p, err := net.SplitHostPort(strings.TrimSuffix(strings.TrimPrefix(rawURL, "http://"), "/v1"))
	if err != nil {
		t.Fatal(err)
	}
	n, _ := strconv.Atoi(p)
	return n
}

func closedPort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := l.Addr().(*net.TCPAddr).Port
	l.Close()
	return p
}

func TestDiscover(t *testing.T) {
	t.Parallel()
	lm := newFake(t)
	ol := newFake(t)
	ol.models = []string{"llama3.2:latest", "qwen3:8b"}
	notOpenAI := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("<html>hello</html>"))
	}))
	defer notOpenAI.Close()
	p := Prober{Servers: []Server{
		{"LM Studio", port(t, lm.URL())},
		{"Ollama", port(t, ol.URL())},
		{"llama.cpp", closedPort(t)},
		{"Other", port(t, notOpenAI.URL)},
	}, Timeout: 2 * time.Second}
	found := p.Discover(context.Background())
	if len(found) != 2 {
		t.Fatalf("found %+v, want LM Studio and Ollama", found)
	}
	if found[0].Server != "LM Studio" || found[0].Models[0] != "qwen2.5-7b-instruct" || !strings.HasSuffix(found[0].URL, "/v1") {
		t.Errorf("found[0] = %+v", found[0])
	}
	if found[1].Server != "Ollama" || len(found[1].Models) != 2 {
		t.Errorf("found[1] = %+v", found[1])
	}
}

func TestDiscoverDefaultsToTheKnownPorts(t *testing.T) {
	t.Parallel()
	want := map[string]int{"LM Studio": 1234, "Ollama": 11434, "llama.cpp": 8080}
	for _, s := range KnownServers {
		if want[s.Name] != s.Port {
			t.Errorf("%s on %d", s.Name, s.Port)
		}
	}
}

func TestTestConnection(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	hangs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }))
	defer hangs.Close()
	empty := newFake(t)
	empty.models = nil
	down := "http://127.0.0.1:" + strconv.Itoa(closedPort(t))
	cases := []struct {
		name, url, model string
		ok               bool
		err              error
		says             string
	}{
		{"ok", f.URL(), "qwen2.5-7b-instruct", true, nil, "Connected"},
		{"ok without a model", f.srv.URL, "", true, nil, "qwen2.5-7b-instruct"},
		{"no such model", f.URL(), "llama3", false, agent.ErrModelNotLoaded, "no model called \"llama3\""},
		{"no model loaded", empty.URL(), "", false, agent.ErrModelNotLoaded, "no model loaded"},
		{"server down", down, "m", false, agent.ErrServerDown, "Nothing is answering"},
		{"no answer", hangs.URL, "m", false, agent.ErrTimeout, "No answer"},
		{"remote without consent", "https://llm.example.net/v1", "m", false, ErrRemoteNotAllowed, "not on this computer"},
		{"not a URL", "ftp://x", "m", false, nil, "not a server address"},
	}
	p := Prober{Timeout: time.Second}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := p.TestConnection(context.Background(), c.url, c.model)
			if got.OK != c.ok || (c.err != nil && !errors.Is(got.Err, c.err)) || !strings.Contains(got.Message, c.says) {
				t.Errorf("got OK=%v err=%v message=%q", got.OK, got.Err, got.Message)
			}
		})
	}
}

// Discovery and Test go through egress: a loopback server that redirects
// to another address does not get the request forwarded.
func TestConnectionRefusesRedirect(t *testing.T) {
	var heard atomic.Int32
	elsewhere := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		heard.Add(1)
		w.Write([]byte(`{"object":"list","data":[{"id":"m"}]}`))
	}))
	defer elsewhere.Close()
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, elsewhere.URL+r.URL.Path, http.StatusFound)
	}))
	defer redirector.Close()
	c := Prober{}.TestConnection(context.Background(), redirector.URL+"/v1", "")
	if c.OK || !errors.Is(c.Err, egress.ErrRedirect) {
		t.Fatalf("connection = %+v", c)
	}
	if heard.Load() != 0 {
		t.Fatal("the redirect was followed")
	}
}
