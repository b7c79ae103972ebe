package openai

import (
	"net/http"
	"strings"
	"testing"
	"time"

	oai "github.com/openai/openai-go"
)

func TestToolAccumulatorQuirks(t *testing.T) {
	t.Parallel()
	d := func(index int64, id, name, args string) oai.ChatCompletionChunkChoiceDeltaToolCall {
		var tc oai.ChatCompletionChunkChoiceDeltaToolCall
		tc.Index, tc.ID, tc.Function.Name, tc.Function.Arguments = index, id, name, args
		return tc
	}
	cases := []struct {
		name   string
		deltas []oai.ChatCompletionChunkChoiceDeltaToolCall
		want   []string
	}{
		{"name repeated in every chunk", []oai.ChatCompletionChunkChoiceDeltaToolCall{
			d(0, "a", "createTask", `{"title":`), d(0, "a", "createTask", `"x"}`)}, []string{`a createTask {"title":"x"}`}},
		{"whole arguments repeated at the end", []oai.ChatCompletionChunkChoiceDeltaToolCall{
			d(0, "a", "agenda", `{"scope":`), d(0, "", "", `"week"}`), d(0, "", "", `{"scope":"week"}`)}, []string{`a agenda {"scope":"week"}`}},
		{"no id, no arguments", []oai.ChatCompletionChunkChoiceDeltaToolCall{d(0, "", "agenda", "")}, []string{`call_1 agenda {}`}},
		{"interleaved indexes", []oai.ChatCompletionChunkChoiceDeltaToolCall{
			d(0, "a", "agenda", `{`), d(1, "b", "undo", `{`), d(0, "", "", `}`), d(1, "", "", `}`)}, []string{`a agenda {}`, `b undo {}`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var acc toolAcc
			for _, x := range c.deltas {
				acc.add(x)
			}
			var got []string
			for _, cl := range acc.result() {
				got = append(got, cl.ID+" "+cl.Name+" "+cl.Args)
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestArgumentsSentAsAnObject(t *testing.T) {
	t.Parallel()
	// Some servers put the arguments object itself, not a JSON string, in the delta.
	obj := chunk(map[string]any{"tool_calls": []any{map[string]any{"index": 0, "id": "c1", "type": "function",
		"function": map[string]any{"name": "createTask", "arguments": map[string]any{"title": "water ferns"}}}}}, "tool_calls")
	r := newRig(t, nil, sse{chunks: []string{obj}}, text("Added."))
	if err := r.stream("add water ferns", nil); err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 1 || got[0] != "water ferns" {
		t.Errorf("tasks = %q", got)
	}
}

// slowAfterReasoning streams reasoning_content at once, then the answer
// only after a pause longer than the first-token limit: reasoning counts as
// the first token, so the turn must not time out.
type slowAfterReasoning struct{ pause time.Duration }

func (s slowAfterReasoning) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	fl := w.(http.Flusher)
	w.Write([]byte("data: " + chunk(map[string]any{"role": "assistant", "reasoning_content": "Thinking about it"}, "") + "\n\n"))
	fl.Flush()
	select {
	case <-time.After(s.pause): // the model is slow, not stuck
	case <-r.Context().Done():
		return
	}
	w.Write([]byte("data: " + chunk(map[string]any{"content": "Here it is."}, "stop") + "\n\ndata: [DONE]\n\n"))
}

func TestReasoningCountsAsFirstToken(t *testing.T) {
	// Generous limits: the reasoning chunk must arrive within the first-token
	// limit even on a loaded machine; the answer comes well after it.
	r := newRig(t, func(c *Config) { c.FirstTokenTimeout = time.Second }, slowAfterReasoning{2 * time.Second})
	if err := r.stream("hi", nil); err != nil {
		t.Fatalf("err = %v", err)
	}
	if r.final() != "Here it is." {
		t.Errorf("final = %q", r.final())
	}
}

// jsonAnswer is a server that ignored "stream": true: one chat.completion.
type jsonAnswer string

func (j jsonAnswer) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write([]byte(j))
}

func TestUnstreamedAnswer(t *testing.T) {
	t.Parallel()
	call := jsonAnswer(`{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"createTask","arguments":"{\"title\":\"oil the hinges\"}"}}]},"finish_reason":"tool_calls"}]}`)
	answer := jsonAnswer(`{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Added “oil the hinges”."},"finish_reason":"stop"}]}`)
	r := newRig(t, nil, call, answer)
	if err := r.stream("add oil the hinges", nil); err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 1 || got[0] != "oil the hinges" {
		t.Errorf("tasks = %q", got)
	}
	if r.final() != "Added “oil the hinges”." {
		t.Errorf("final = %q", r.final())
	}
}
