package openai

import (
	"context"
	"fmt"

	"pace/agent"
)

// Route asks the model what it would do with text and executes nothing: for
// a compound request (Config.Compound) its checked plan, otherwise the tool
// calls of its first answer, native or written as content, in order. No
// calls (the model answered in words) is an empty list. Errors wrap the
// agent sentinels, ErrPlanRejected or ErrBadArgs (a call that does not
// match its tool's schema). `pace eval llm` scores these against the
// router eval.
func (b *Backend) Route(ctx context.Context, text string) (steps []Step, err error) {
	ctx, done := b.audited(ctx, "eval")
	defer func() {
		if aerr := done(); aerr != nil && err == nil {
			err = aerr
		}
	}()
	t := &turn{b: b, req: agent.Request{Text: text}, emit: func(agent.Event) {}}
	if b.cfg.Compound != nil && b.cfg.Compound(text) {
		return t.askPlan(ctx)
	}
	r, err := b.complete(ctx, t.loopParams(), nil)
	if err != nil {
		return nil, err
	}
	calls := r.Calls
	if len(calls) == 0 {
		calls = contentCalls(r.Content, b.known)
	}
	if p := t.check(calls); len(p) > 0 {
		return nil, fmt.Errorf("%w: %s", ErrBadArgs, p[firstProblem(p)])
	}
	for _, c := range calls {
		steps = append(steps, Step{Tool: c.Name, Args: argsMap(c.Args)})
	}
	return steps, nil
}
