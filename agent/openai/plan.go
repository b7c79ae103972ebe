package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	oai "github.com/openai/openai-go"
	"github.com/openai/openai-go/shared"

	"pace/agent"
	"pace/tools"
)

// ErrPlanRejected is why a model's plan was not used (unknown tool, a
// reference to a step that is not earlier, arguments that do not match).
var ErrPlanRejected = errors.New("the model's plan was rejected")

// planned runs a compound request: the model writes a plan constrained by
// a JSON Schema; a rejected plan is replaced by the deterministic planner's;
// the plan runs through the Executor; a tool-less call narrates the outcome.
func (t *turn) planned(ctx context.Context) error {
	steps, err := t.askPlan(ctx)
	// A server that refuses response_format (HTTP 400) or sends an
	// unreadable plan is a bad plan, not a dead server: plan without it.
	if err != nil && !errors.Is(err, ErrPlanRejected) && !errors.Is(err, agent.ErrBadOutput) {
		return err
	}
	if err != nil || len(steps) == 0 {
		if t.b.cfg.Fallback == nil {
			if err == nil {
				err = fmt.Errorf("%w: the plan was empty", ErrPlanRejected)
			}
			return fmt.Errorf("%w: %v", agent.ErrBadOutput, err)
		}
		steps = t.b.cfg.Fallback(t.req.Text)
	}
	if len(steps) == 0 {
		// Nothing to do: let the tool loop answer in words.
		return t.loop(ctx)
	}
	t.emit(agent.Event{Kind: agent.EventPlan, Total: len(steps), Outline: Outline(steps)})
	results, err := t.runPlan(ctx, steps)
	if err != nil {
		return err
	}
	return t.narrate(ctx, results)
}

// askPlan asks the model for a plan and checks it. Errors: the model
// call's (wrapping agent sentinels), or ErrPlanRejected.
func (t *turn) askPlan(ctx context.Context) ([]Step, error) {
	specs := t.b.offered(t.req.Text)
	names := t.b.cfg.Registry.Names()
	msgs := []oai.ChatCompletionMessageParamUnion{oai.SystemMessage(plannerPrompt(t.b.cfg.Now(), t.req.Memory, specs))}
	msgs = append(msgs, history(t.req.Memory)...)
	msgs = append(msgs, oai.UserMessage(t.req.Text))
	p := oai.ChatCompletionNewParams{Messages: msgs,
		ResponseFormat: oai.ChatCompletionNewParamsResponseFormatUnion{OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
			JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: "plan", Schema: planSchema(names), Strict: oai.Bool(true)}}}}
	r, err := t.b.complete(ctx, p, nil)
	if err != nil {
		return nil, err
	}
	return ParsePlan(r.Content, t.b.cfg.Registry)
}

var refRE = regexp.MustCompile(`^\$(\d+|last)(?:\.[A-Za-z_][A-Za-z0-9_]*)?$`)

// ParsePlan decodes a plan written by a model ({"steps": [{"tool", "args"}],
// "note"}; <think> blocks and a code fence around it are tolerated) and
// checks it against reg: every tool must exist, every $N must name an
// earlier step ($last needs one), and arguments must match the tool's
// schema. Errors wrap ErrPlanRejected.
func ParsePlan(content string, reg *tools.Registry) ([]Step, error) {
	s := strings.TrimSpace(cutBlocks(content, thinkOpen, thinkClose))
	if m := fenceRE.FindStringSubmatch(s); m != nil {
		s = m[1]
	}
	var p struct {
		Steps []Step `json:"steps"`
	}
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		return nil, fmt.Errorf("%w: not a JSON plan: %v", ErrPlanRejected, err)
	}
	for i, st := range p.Steps {
		if _, ok := reg.Lookup(st.Tool); !ok {
			return nil, fmt.Errorf("%w: step %d: unknown tool %q", ErrPlanRejected, i+1, st.Tool)
		}
		if st.Args == nil {
			p.Steps[i].Args = map[string]any{}
		}
		for k, v := range p.Steps[i].Args {
			if ss, ok := stringList(v); ok {
				p.Steps[i].Args[k] = ss // plan.Resolve reads references in []string
			}
		}
		if err := checkRefs(st.Args, i+1); err != nil {
			return nil, fmt.Errorf("%w: step %d: %v", ErrPlanRejected, i+1, err)
		}
		b, _ := json.Marshal(p.Steps[i].Args)
		if err := reg.Validate(st.Tool, b); err != nil {
			return nil, fmt.Errorf("%w: step %d: %v", ErrPlanRejected, i+1, err)
		}
	}
	return p.Steps, nil
}

// checkRefs reports a $N in v that does not point at a step before step.
func checkRefs(v any, step int) error {
	switch x := v.(type) {
	case string:
		// Whole-string references only, as plan.Resolve reads them: "$5"
		// inside a title is text.
		m := refRE.FindStringSubmatch(x)
		if m == nil {
			return nil
		}
		if m[1] == "last" {
			if step == 1 {
				return errors.New("$last in the first step")
			}
			return nil
		}
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 1 || n >= step {
			return fmt.Errorf("%s does not name an earlier step", x)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if err := checkRefs(x[k], step); err != nil {
				return err
			}
		}
	case []any:
		for _, e := range x {
			if err := checkRefs(e, step); err != nil {
				return err
			}
		}
	}
	return nil
}

// Outline is one line per step: `1. createTask {"title":"buy seeds"}`.
func Outline(steps []Step) []string {
	out := make([]string, len(steps))
	for i, s := range steps {
		b, _ := json.Marshal(s.Args) // map keys sorted: stable
		out[i] = fmt.Sprintf("%d. %s %s", i+1, s.Tool, b)
	}
	return out
}

// runPlan gets approval for every risky step first: if any is declined the
// plan does not run at all (its $N references would dangle) and every step
// is reported skipped.
func (t *turn) runPlan(ctx context.Context, steps []Step) ([]StepResult, error) {
	calls := make([]call, len(steps))
	for i, s := range steps {
		b, _ := json.Marshal(s.Args)
		calls[i] = call{Name: s.Tool, Args: string(b)}
	}
	for i, c := range calls {
		tl, ok := t.b.cfg.Registry.Lookup(c.Name)
		if !ok || tl.Risk != tools.NeedsApproval {
			continue
		}
		if t.req.Approve != nil && t.req.Approve(ctx, tl.Spec, json.RawMessage(c.Args)) {
			continue
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		results := make([]StepResult, len(calls))
		for j, c := range calls {
			results[j] = StepResult{Tool: c.Name, Args: json.RawMessage(c.Args), Status: agent.StatusSkipped,
				Reason: "Not run: step " + strconv.Itoa(i+1) + " was not approved."}
			if j == i {
				results[j] = denied(c)
			}
			t.emit(agent.Event{Kind: agent.EventToolStarted, Index: j + 1, Total: len(calls), Tool: c.Name})
			t.emit(agent.Event{Kind: agent.EventToolFinished, Index: j + 1, Total: len(calls), Tool: c.Name, Record: t.b.record(results[j])})
		}
		t.steps += len(calls)
		t.results = append(t.results, results...)
		return results, nil
	}
	base := t.steps
	got, err := t.b.cfg.Exec.Execute(ctx, steps, t.req.Group, func(e StepEvent) {
		ev := agent.Event{Kind: agent.EventToolStarted, Index: base + e.Index, Total: len(steps), Tool: e.Tool}
		if e.Done {
			ev.Kind, ev.Record = agent.EventToolFinished, t.b.record(e.Result)
		}
		t.emit(ev)
	})
	if err != nil {
		return nil, fmt.Errorf("run the plan: %w", err)
	}
	t.steps += len(steps)
	t.results = append(t.results, got.Steps...)
	t.replies = append(t.replies, got.Reply)
	return got.Steps, nil
}

// narrate reports the outcome through a tool-less model call, so narration
// can never run a tool again. If that call fails the tools have already
// run, so the reply is composed without the model instead of failing.
func (t *turn) narrate(ctx context.Context, results []StepResult) error {
	var b strings.Builder
	b.WriteString("The user asked: " + t.req.Text + "\n\nWhat was done:\n")
	var passages []string
	for i, r := range results {
		fmt.Fprintf(&b, "%d. %s\n", i+1, resultText(r))
		if len(r.Result.Citations) > 0 {
			passages = append(passages, t.b.passages(r.Result))
		}
	}
	sys := narratorPrompt
	if len(passages) > 0 {
		sys += "\n\n" + citePrompt
		b.WriteString("\nPassages:\n" + strings.Join(passages, "\n"))
	}
	p := oai.ChatCompletionNewParams{Messages: []oai.ChatCompletionMessageParamUnion{
		oai.SystemMessage(sys), oai.UserMessage(b.String())}}
	r, err := t.b.complete(ctx, p, t.streamText)
	text := Visible(r.Content)
	if err != nil || text == "" {
		if ctx.Err() != nil {
			return classify(ctx, ctx.Err())
		}
		text = t.deterministicReply()
	}
	return t.finish(text)
}

// passages renders the citations of an askNotes result as numbered passages.
func (b *Backend) passages(res tools.Result) string {
	if b.cfg.Passages != nil {
		return b.cfg.Passages(res)
	}
	var s strings.Builder
	for _, c := range res.Citations {
		fmt.Fprintf(&s, "[%d] %s: %s\n", c.N, c.Title, strings.TrimSpace(c.Passage))
	}
	return strings.TrimRight(s.String(), "\n")
}

func stringList(v any) ([]string, bool) {
	arr, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, len(arr))
	for i, e := range arr {
		s, ok := e.(string)
		if !ok {
			return nil, false
		}
		out[i] = s
	}
	return out, true
}
