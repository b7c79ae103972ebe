package openai

import (
	"context"
	"strings"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
	"pace/plan"
	"pace/tools"
)

// grammarBrain is the deterministic brain as the orchestrator's fallback:
// grammar.Plan, plan.Executor, grammar.Reply.
type grammarBrain struct{ box *tools.ToolBox }

func (grammarBrain) Name() string    { return "grammar" }
func (grammarBrain) OffDevice() bool { return false }

func (g grammarBrain) Stream(ctx context.Context, req agent.Request, emit func(agent.Event)) error {
	ex := plan.Executor{Box: g.box, Undo: g.box.Undo()}
	out, err := ex.Execute(ctx, grammar.Plan(req.Text), req.Group, nil)
	if err != nil {
		return err
	}
	emit(agent.Event{Kind: agent.EventDone, Text: grammar.Reply(out)})
	return nil
}

func TestBrainSwap(t *testing.T) {
	t.Run("primary down before any text: the grammar answers", func(t *testing.T) {
		r := newRig(t, nil, httpError{503, `{"error":{"message":"server busy"}}`})
		o := agent.Orchestrator{Primary: r.b, Fallback: grammarBrain{r.box}}
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
		o := agent.Orchestrator{Primary: r.b, Fallback: grammarBrain{r.box}}
		out := o.Run(context.Background(), agent.Request{Text: "remind me to call the plumber tomorrow", Group: "g-1"}, func(agent.Event) {})
		if out.Err != nil || !out.Swapped {
			t.Fatalf("outcome = %+v", out)
		}
	})
	t.Run("primary changed something then failed: no swap, no double write", func(t *testing.T) {
		r := newRig(t, nil,
			toolCalls(tc{0, "c1", "createTask", []string{`{"title":"call the plumber","due":"tomorrow"}`}}),
			httpError{500, `{"error":{"message":"crashed"}}`})
		o := agent.Orchestrator{Primary: r.b, Fallback: grammarBrain{r.box}}
		out := o.Run(context.Background(), agent.Request{Text: "remind me to call the plumber tomorrow", Group: "g-1"}, func(agent.Event) {})
		if out.Swapped || out.Err == nil || !out.Changed {
			t.Fatalf("outcome = %+v", out)
		}
		if got := r.tasks(); len(got) != 1 {
			t.Errorf("tasks = %q, want exactly one", got)
		}
		if !strings.Contains(out.Reply, "not answering") {
			t.Errorf("reply = %q", out.Reply)
		}
	})
	t.Run("primary streamed text then dropped: no swap", func(t *testing.T) {
		r := newRig(t, nil, sse{chunks: text("Sure, let me", " look").chunks[:3], drop: true})
		o := agent.Orchestrator{Primary: r.b, Fallback: grammarBrain{r.box}}
		out := o.Run(context.Background(), agent.Request{Text: "what's on today", Group: "g-1"}, func(agent.Event) {})
		if out.Swapped || out.Err == nil {
			t.Fatalf("outcome = %+v", out)
		}
	})
}
