package openai

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// The fake server speaks the OpenAI chat-completions wire protocol as real
// local servers do: "data: {json}\n\n" SSE events, "data: [DONE]", tool-call
// deltas with index/id/function.arguments fragments and finish_reason. Each
// request to /v1/chat/completions plays the next scripted answer.

// answer is one scripted response.
type answer interface {
	serve(w http.ResponseWriter, r *http.Request)
}

// sse streams chunks (JSON objects) then [DONE] unless noDone; drop closes
// the connection after the chunks, mid-stream.
type sse struct {
	chunks []string
	noDone bool
	drop   bool
}

func (s sse) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(200)
	fl := w.(http.Flusher)
	for _, c := range s.chunks {
		fmt.Fprintf(w, "data: %s\n\n", c)
		fl.Flush()
	}
	if s.drop {
		conn, _, err := w.(http.Hijacker).Hijack()
		if err == nil {
			conn.Close()
		}
		return
	}
	if !s.noDone {
		fmt.Fprint(w, "data: [DONE]\n\n")
	}
}

// httpError answers with status and a JSON body.
type httpError struct {
	status int
	body   string
}

func (e httpError) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.status)
	io.WriteString(w, e.body)
}

// hang sends headers, then nothing until the client gives up.
type hang struct{}

func (hang) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(200)
	w.(http.Flusher).Flush()
	<-r.Context().Done()
}

type fakeServer struct {
	srv    *httptest.Server
	mu     sync.Mutex
	script []answer
	bodies []map[string]any
	models []string
}

func newFake(t *testing.T, script ...answer) *fakeServer {
	t.Helper()
	f := &fakeServer{script: script, models: []string{"qwen2.5-7b-instruct"}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/models", func(w http.ResponseWriter, r *http.Request) {
		var data []map[string]any
		for _, m := range f.models {
			data = append(data, map[string]any{"id": m, "object": "model", "created": 1, "owned_by": "me"})
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data})
	})
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		var body map[string]any
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			http.Error(w, `{"error":{"message":"bad json"}}`, 400)
			return
		}
		f.mu.Lock()
		f.bodies = append(f.bodies, body)
		if len(f.script) == 0 {
			f.mu.Unlock()
			t.Errorf("fake server: unexpected request %d", len(f.bodies))
			http.Error(w, `{"error":{"message":"script exhausted"}}`, 500)
			return
		}
		a := f.script[0]
		f.script = f.script[1:]
		f.mu.Unlock()
		a.serve(w, r)
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeServer) URL() string { return f.srv.URL + "/v1" }

// requests returns the decoded request bodies so far.
func (f *fakeServer) requests() []map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]map[string]any(nil), f.bodies...)
}

// chunk builds one chat.completion.chunk with delta and finish reason.
func chunk(delta map[string]any, finish string) string {
	ch := map[string]any{"index": 0, "delta": delta, "finish_reason": nil}
	if finish != "" {
		ch["finish_reason"] = finish
	}
	b, _ := json.Marshal(map[string]any{"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1,
		"model": "qwen2.5-7b-instruct", "choices": []any{ch}})
	return string(b)
}

// text streams a reply in the given pieces, ending with finish_reason stop.
func text(pieces ...string) sse {
	cs := []string{chunk(map[string]any{"role": "assistant", "content": ""}, "")}
	for _, p := range pieces {
		cs = append(cs, chunk(map[string]any{"content": p}, ""))
	}
	cs = append(cs, chunk(map[string]any{}, "stop"))
	return sse{chunks: cs}
}

// tc is one tool call: arguments split into the given fragments.
type tc struct {
	index int
	id    string
	name  string
	frags []string
}

// toolCalls streams native tool-call deltas: the first chunk of each call
// carries id, type and name; the fragments follow; finish_reason tool_calls.
func toolCalls(calls ...tc) sse {
	cs := []string{chunk(map[string]any{"role": "assistant", "content": nil}, "")}
	for _, c := range calls {
		first := map[string]any{"index": c.index, "id": c.id, "type": "function",
			"function": map[string]any{"name": c.name, "arguments": ""}}
		cs = append(cs, chunk(map[string]any{"tool_calls": []any{first}}, ""))
		for _, f := range c.frags {
			d := map[string]any{"index": c.index, "function": map[string]any{"arguments": f}}
			cs = append(cs, chunk(map[string]any{"tool_calls": []any{d}}, ""))
		}
	}
	cs = append(cs, chunk(map[string]any{}, "tool_calls"))
	return sse{chunks: cs}
}

// split cuts s into pieces of n bytes.
func split(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

// lastMessages returns the messages of request i.
func messages(body map[string]any) []map[string]any {
	var out []map[string]any
	for _, m := range body["messages"].([]any) {
		out = append(out, m.(map[string]any))
	}
	return out
}

func contentOf(m map[string]any) string {
	s, _ := m["content"].(string)
	return s
}

func joinContents(ms []map[string]any) string {
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(fmt.Sprint(m["role"]) + ": " + contentOf(m) + "\n")
	}
	return b.String()
}
