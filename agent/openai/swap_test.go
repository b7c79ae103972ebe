package openai

import (
	"context"
	"strings"
	"testing"

	"pace/agent"
)

func TestBrainSwap(t *testing.T) {
	t.Parallel()
	t.Run("primary down before any text: the grammar answers", func(t *testing.T) {
		r := newRig(t, nil, httpError{503, `{"error":{"message":"server busy"}}`})
		o := agent.Orchestrator{Primary: r.b, Fallback: agent.NewGrammarBackend(r.box, r.box.Undo())}
		out := o.Run(context.Background(), agent.Request{Text: "remind me to call the plumber tomorrow", Group: "g-1"}, func(agent.Event) {})
		if out.Err != nil || !out.Swapped || out.Brain != "grammar" {
			t.Fatalf("outcome = %+v", out)
		}
		if got := r.tasks(); len(got) != 1 || !strings.Contains(got[0], "plumber") {
			t.Errorf("tasks = %q", got)
		}
	})
	t.Run("timeout before the first token: the grammar answers", func(t *testing.T) {
		r := newRig(t, func(c *Config) { c.FirstTokenTimeout = 50e6 }, hang{})
		o := agent.Orchestrator{Primary: r.b, Fallback: agent.NewGrammarBackend(r.box, r.box.Undo())}
		out := o.Run(context.Background(), agent.Request{Text: "remind me to call the plumber tomorrow", Group: "g-1"}, func(agent.Event) {})
		if out.Err != nil || !out.Swapped {
			t.Fatalf("outcome = %+v", out)
		}
	})
	t.Run("primary changed something then failed: no swap, no double write", func(t *testing.T) {
		r := newRig(t, nil,
			toolCalls(tc{0, "c1", "createTask", []string{`{"title":"call the plumber","due":"tomorrow"}`}}),
			httpError{500, `{"error":{"message":"crashed"}}`})
		o := agent.Orchestrator{Primary: r.b, Fallback: agent.NewGrammarBackend(r.box, r.box.Undo())}
		out := o.Run(context.Background(), agent.Request{Text: "remind me to call the plumber tomorrow", Group: "g-1"}, func(agent.Event) {})
		if out.Swapped || out.Err == nil || !out.Changed {
			t.Fatalf("outcome = %+v", out)
		}
		if got := r.tasks(); len(got) != 1 {
			t.Errorf("tasks = %q, want exactly one", got)
		}
		// What ran is named; "nothing was done" would be false.
		if !strings.Contains(out.Reply, "stopped answering") || !strings.Contains(out.Reply, "call the plumber") ||
			strings.Contains(out.Reply, "nothing was done") {
			t.Errorf("reply = %q", out.Reply)
		}
	})
	t.Run("primary streamed text then dropped: no swap", func(t *testing.T) {
		r := newRig(t, nil, sse{chunks: text("Sure, let me", " look").chunks[:3], drop: true})
		o := agent.Orchestrator{Primary: r.b, Fallback: agent.NewGrammarBackend(r.box, r.box.Undo())}
		out := o.Run(context.Background(), agent.Request{Text: "what's on today", Group: "g-1"}, func(agent.Event) {})
		if out.Swapped || out.Err == nil {
			t.Fatalf("outcome = %+v", out)
		}
	})
}
