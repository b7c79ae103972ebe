package rag

import (
	"context"
	"encoding/json"
	"errors"
	"hash/fnv"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// fakeEmbedServer speaks llama-server's OpenAI-compatible /v1/embeddings:
// it embeds each input as hashed word counts (synonyms folded together, so
// "retreat" lands near "offsite") and lists the data in reverse order to
// check that the client sorts by index.
type fakeEmbedServer struct {
	*httptest.Server
	calls  atomic.Int64
	inputs atomic.Int64
	// fail, when set, answers every request with this status and body.
	fail atomic.Pointer[[2]string]
}

var fakeSynonyms = map[string]string{"retreat": "offsite", "money": "budget", "spend": "budget", "dough": "bread"}

func fakeVector(text string) []float32 {
	v := make([]float32, 64)
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if stopwords[w] {
			continue
		}
		if s, ok := fakeSynonyms[w]; ok {
			w = s
		}
		h := fnv.New32a()
		h.Write([]byte(stemWord(w)))
		v[h.Sum32()%64]++
	}
	return v
}

func newFakeEmbedServer(t *testing.T) *fakeEmbedServer {
	f := &fakeEmbedServer{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.calls.Add(1)
		if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" || r.Header.Get("Content-Type") != "application/json" {
			http.Error(w, `{"error":{"code":404,"message":"File Not Found","type":"not_found_error"}}`, http.StatusNotFound)
			return
		}
		if fail := f.fail.Load(); fail != nil {
			w.Header().Set("Content-Type", "application/json")
			code := map[string]int{"500": 500, "503": 503, "200": 200}[fail[0]]
			w.WriteHeader(code)
			w.Write([]byte(fail[1]))
			return
		}
		var req struct {
			Model string   `json:"model"`
			Input []string `json:"input"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model == "" {
			w.WriteHeader(http.StatusBadRequest)
			w.Write([]byte(`{"error":{"code":400,"message":"bad request","type":"invalid_request_error"}}`))
			return
		}
		f.inputs.Add(int64(len(req.Input)))
		type datum struct {
			Object    string    `json:"object"`
			Embedding []float32 `json:"embedding"`
			Index     int       `json:"index"`
		}
		var data []datum
		for i := len(req.Input) - 1; i >= 0; i-- {
			data = append(data, datum{"embedding", fakeVector(req.Input[i]), i})
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"object": "list", "model": req.Model, "data": data,
			"usage": map[string]int{"prompt_tokens": 1, "total_tokens": 1}})
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeEmbedServer) failWith(status, body string) { f.fail.Store(&[2]string{status, body}) }
func (f *fakeEmbedServer) recover()                     { f.fail.Store(nil) }

func TestEmbedClient(t *testing.T) {
	srv := newFakeEmbedServer(t)
	c := NewEmbedClient(srv.URL+"/", "all-MiniLM-L6-v2", srv.Client())
	c.Batch = 2
	texts := []string{"offsite budget", "sourdough bread", "retreat money", "x"}
	vs, err := c.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 4 || srv.calls.Load() != 2 {
		t.Fatalf("%d vectors in %d calls", len(vs), srv.calls.Load())
	}
	for i, s := range texts {
		if dot(normalize(vs[i]), normalize(fakeVector(s))) < 0.999 {
			t.Errorf("vector %d is not the one for %q (index order ignored?)", i, s)
		}
	}
}

// The base URL works as servers document it, with or without /v1 and a
// trailing slash: never /v1/v1/embeddings.
func TestEmbedClientBaseURL(t *testing.T) {
	srv := newFakeEmbedServer(t)
	for _, base := range []string{srv.URL, srv.URL + "/", srv.URL + "/v1", srv.URL + "/v1/", " " + srv.URL + "/v1 "} {
		t.Run(base, func(t *testing.T) {
			vs, err := NewEmbedClient(base, "m", srv.Client()).Embed(context.Background(), []string{"ping"})
			if err != nil || len(vs) != 1 {
				t.Fatalf("%d vectors, %v", len(vs), err)
			}
		})
	}
}

func TestEmbedClientErrors(t *testing.T) {
	srv := newFakeEmbedServer(t)
	c := NewEmbedClient(srv.URL, "m", srv.Client())
	ctx := context.Background()
	tests := []struct {
		status, body, want string
	}{
		{"500", `{"error":{"code":500,"message":"model not loaded","type":"server_error"}}`, "HTTP 500: model not loaded"},
		{"503", `Service Unavailable`, "HTTP 503: Service Unavailable"},
		{"200", `{"error":{"message":"input too long"}}`, "input too long"},
		{"200", `{"data":[{"embedding":[1,2],"index":0},{"embedding":[1,2],"index":0}]}`, "bad or repeated index 0"},
		{"200", `{"data":[{"embedding":[1,2],"index":5}]}`, "bad or repeated index 5"},
		{"200", `{"data":[{"embedding":[1,2],"index":1}]}`, "no embedding for input 0 of 2"},
		{"200", `{"data":[{"embedding":[1,2],"index":0},{"embedding":[1],"index":1}]}`, "different lengths"},
		{"200", `{"data":[{"embedding":[],"index":0},{"embedding":[1],"index":1}]}`, "empty embedding"},
		{"200", `not json`, "bad JSON"},
	}
	for _, tt := range tests {
		t.Run(tt.body, func(t *testing.T) {
			srv.failWith(tt.status, tt.body)
			_, err := c.Embed(ctx, []string{"a", "b"})
			var ee *EmbedError
			if !errors.As(err, &ee) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an EmbedError with %q", err, tt.want)
			}
		})
	}
	srv.Close()
	if _, err := c.Embed(ctx, []string{"a"}); !IsEmbedError(err) {
		t.Errorf("server gone: %v", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := c.Embed(cctx, []string{"a"}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
