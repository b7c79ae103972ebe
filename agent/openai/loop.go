package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	oai "github.com/openai/openai-go"

	"pace/agent"
	"pace/tools"
)

// turn is the state of one Stream call.
type turn struct {
	b       *Backend
	req     agent.Request
	emit    func(agent.Event)
	steps   int    // tool steps run so far (event Index)
	shown   string // the last text snapshot emitted
	results []StepResult
	replies []string // the executor's own replies, for when the model gives none
}

// ErrBadArgs is the cause of a turn that ended because the model's tool
// arguments were still invalid after one correction.
var ErrBadArgs = fmt.Errorf("%w: the model's tool arguments were invalid", agent.ErrBadOutput)

// loop is the multi-step tool loop: at most MaxSteps model calls; tool
// calls run through the Executor and their results go back to the model;
// the first answer without tool calls is the reply.
func (t *turn) loop(ctx context.Context) error {
	params := t.loopParams()
	corrected := false
	for range t.b.cfg.MaxSteps {
		r, err := t.b.complete(ctx, params, t.streamText)
		if err != nil {
			return err
		}
		calls := r.Calls
		if len(calls) == 0 {
			calls = contentCalls(r.Content, t.b.known)
		}
		if len(calls) == 0 {
			return t.finish(Visible(r.Content))
		}
		for i := range calls {
			if calls[i].ID == "" {
				calls[i].ID = fmt.Sprintf("call_%d_%d", t.steps, i+1)
			}
		}
		params.Messages = append(params.Messages, assistantCalls(Visible(r.Content), calls))
		if problems := t.check(calls); len(problems) > 0 {
			if corrected {
				return fmt.Errorf("%w: %s", ErrBadArgs, problems[firstProblem(problems)])
			}
			corrected = true
			for i, c := range calls {
				msg := "Not run: another call in this reply was invalid. Call it again."
				if p, bad := problems[i]; bad {
					msg = "Not run: " + p + ". Fix the arguments to match the schema and call again."
				}
				params.Messages = append(params.Messages, oai.ToolMessage(msg, c.ID))
			}
			continue
		}
		results, err := t.run(ctx, calls, 0)
		if err != nil {
			return err
		}
		for i, c := range calls {
			msg := resultText(results[i])
			if len(results[i].Result.Citations) > 0 {
				msg += "\n\n" + citePrompt + "\n" + t.b.passages(results[i].Result)
			}
			params.Messages = append(params.Messages, oai.ToolMessage(msg, c.ID))
		}
	}
	return ErrTooManySteps
}

// loopParams is the first request of the tool loop: system prompt with the
// memory's summary, the recent turns, the user's text, the offered tools.
func (t *turn) loopParams() oai.ChatCompletionNewParams {
	specs := t.b.offered(t.req.Text)
	msgs := []oai.ChatCompletionMessageParamUnion{oai.SystemMessage(SystemPrompt(t.b.cfg.Now(), t.req.Memory))}
	msgs = append(msgs, history(t.req.Memory)...)
	msgs = append(msgs, oai.UserMessage(t.req.Text))
	return oai.ChatCompletionNewParams{Messages: msgs, Tools: toolParams(specs)}
}

// argsMap decodes a call's arguments; a JSON array of strings becomes
// []string, which plan.Resolve reads references in.
func argsMap(raw string) map[string]any {
	args := map[string]any{}
	_ = json.Unmarshal([]byte(raw), &args)
	for k, v := range args {
		if ss, ok := stringList(v); ok {
			args[k] = ss
		}
	}
	return args
}

func firstProblem(p map[int]string) int {
	first := -1
	for i := range p {
		if first < 0 || i < first {
			first = i
		}
	}
	return first
}

// check validates calls against the registry: index → problem.
func (t *turn) check(calls []call) map[int]string {
	problems := map[int]string{}
	for i, c := range calls {
		if err := t.b.cfg.Registry.Validate(c.Name, json.RawMessage(c.Args)); err != nil {
			switch {
			case errors.Is(err, tools.ErrUnknownTool):
				problems[i] = fmt.Sprintf("there is no tool called %q", c.Name)
			default:
				problems[i] = fmt.Sprintf("%s: %v", c.Name, err)
			}
		}
	}
	return problems
}

// streamText shows the reply while it streams, unless it may still turn
// out to be a tool call written as text.
func (t *turn) streamText(raw string) {
	v := visibleSoFar(raw)
	if mayBeToolCall(v) || v == t.shown {
		return
	}
	t.shown = v
	t.emit(agent.Event{Kind: agent.EventText, Text: v})
}

// finish ends the turn with text; an empty answer after tools ran is
// replaced by a reply composed from their results.
func (t *turn) finish(text string) error {
	if t.anyDenied() {
		// The model may say a denied action was done; the reply says what
		// really happened, from the results.
		text = t.resultsReply()
	}
	if text == "" {
		if len(t.results) == 0 {
			return errEmpty
		}
		text = t.deterministicReply()
	}
	if text != t.shown {
		t.emit(agent.Event{Kind: agent.EventText, Text: text})
	}
	t.emit(agent.Event{Kind: agent.EventDone, Text: text})
	return nil
}

// run asks approval for risky calls, then runs the approved ones as one
// plan. It returns one result per call; total is the event Total (0 when
// the number of steps is not known in advance).
func (t *turn) run(ctx context.Context, calls []call, total int) ([]StepResult, error) {
	results := make([]StepResult, len(calls))
	var steps []Step
	var at []int // index in calls of each step
	for i, c := range calls {
		args := argsMap(c.Args)
		if tl, ok := t.b.cfg.Registry.Lookup(c.Name); ok && tl.Risk == tools.NeedsApproval {
			approved := t.req.Approve != nil && t.req.Approve(ctx, tl.Spec, json.RawMessage(c.Args))
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if !approved {
				results[i] = denied(c)
				t.steps++
				rec := t.b.record(results[i])
				t.emit(agent.Event{Kind: agent.EventToolStarted, Index: t.steps, Total: total, Tool: c.Name})
				t.emit(agent.Event{Kind: agent.EventToolFinished, Index: t.steps, Total: total, Tool: c.Name, Record: rec})
				continue
			}
		}
		steps = append(steps, Step{Tool: c.Name, Args: args})
		at = append(at, i)
	}
	if len(steps) > 0 {
		base := t.steps
		got, err := t.b.cfg.Exec.Execute(ctx, steps, t.req.Group, func(e StepEvent) {
			ev := agent.Event{Kind: agent.EventToolStarted, Index: base + e.Index, Total: total, Tool: e.Tool}
			if e.Done {
				ev.Kind, ev.Record = agent.EventToolFinished, t.b.record(e.Result)
			}
			t.emit(ev)
		})
		if err != nil {
			return nil, fmt.Errorf("run %d tool call(s): %w", len(steps), err)
		}
		t.replies = append(t.replies, got.Reply)
		for k, i := range at {
			if k < len(got.Steps) {
				results[i] = got.Steps[k]
			} else {
				results[i] = StepResult{Tool: steps[k].Tool, Status: agent.StatusSkipped, Reason: "not run"}
			}
		}
		t.steps += len(steps)
	}
	t.results = append(t.results, results...)
	return results, nil
}

// notApproved is the reason (and summary) of a denied call.
const notApproved = "Not done: it was not approved"

// anyDenied reports whether a call of this turn was not approved.
func (t *turn) anyDenied() bool {
	for _, r := range t.results {
		if r.Status == agent.StatusSkipped && r.Reason == notApproved {
			return true
		}
	}
	return false
}

func denied(c call) StepResult {
	const why = notApproved
	return StepResult{Tool: c.Name, Args: json.RawMessage(c.Args), Status: agent.StatusSkipped, Reason: why,
		Result: tools.Result{OK: false, Summary: why, Detail: "The user did not approve " + c.Name + ", so it was not run and nothing was changed."}}
}

// resultText is what the model reads back for one tool call.
func resultText(r StepResult) string {
	v := struct {
		OK      bool   `json:"ok"`
		Status  string `json:"status"`
		Summary string `json:"summary"`
		Detail  string `json:"detail,omitempty"`
		Ref     string `json:"ref,omitempty"`
		Changed bool   `json:"changed"`
		Reason  string `json:"reason,omitempty"`
	}{r.Result.OK, r.Status, r.Result.Summary, r.Result.Detail, r.Result.Ref, r.Result.Changed, r.Reason}
	if v.Detail == v.Summary {
		v.Detail = ""
	}
	if v.Status == "" {
		v.Status = agent.StatusOK
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// assistantCalls is the assistant message carrying the calls, so the
// following tool messages answer them.
func assistantCalls(content string, calls []call) oai.ChatCompletionMessageParamUnion {
	msg := oai.ChatCompletionAssistantMessageParam{}
	if content != "" {
		msg.Content.OfString = oai.String(content)
	}
	for _, c := range calls {
		args := c.Args
		if !json.Valid([]byte(args)) {
			// Echoing invalid JSON back makes some servers reject the whole
			// request; the tool message says what was wrong.
			b, _ := json.Marshal(args)
			args = `{"unparsed":` + string(b) + `}`
		}
		msg.ToolCalls = append(msg.ToolCalls, oai.ChatCompletionMessageToolCallParam{ID: c.ID,
			Function: oai.ChatCompletionMessageToolCallFunctionParam{Name: c.Name, Arguments: args}})
	}
	return oai.ChatCompletionMessageParamUnion{OfAssistant: &msg}
}

// offered is the tool list of a request: Focus's choice in registry order,
// or every tool.
func (b *Backend) offered(text string) []tools.Spec {
	all := b.cfg.Registry.Specs()
	if b.cfg.Focus == nil {
		return all
	}
	want := map[string]bool{}
	for _, n := range b.cfg.Focus(text) {
		want[n] = true
	}
	var out []tools.Spec
	for _, s := range all {
		if want[s.Name] {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return all
	}
	return out
}

func (b *Backend) known(name string) bool {
	_, ok := b.cfg.Registry.Lookup(name)
	return ok
}

// deterministicReply composes a reply from what ran, without a model: the
// executor's replies, else the step summaries.
func (t *turn) deterministicReply() string {
	var parts []string
	for _, r := range t.replies {
		if r = strings.TrimSpace(r); r != "" {
			parts = append(parts, r)
		}
	}
	if len(parts) > 0 {
		return strings.Join(parts, "\n")
	}
	return t.resultsReply()
}

// resultsReply is one sentence per step result, in order.
func (t *turn) resultsReply() string {
	var parts []string
	for _, r := range t.results {
		s := r.Result.Summary
		if s == "" {
			s = r.Reason
		}
		if s != "" {
			parts = append(parts, strings.TrimRight(s, "."))
		}
	}
	if len(parts) == 0 {
		return "Done."
	}
	return strings.Join(parts, ". ") + "."
}
