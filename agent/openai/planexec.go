package openai

import (
	"context"
	"encoding/json"
	"sync"

	"pace/plan"
	"pace/tools"
)

// PlanExecutor runs tool calls through plan.Executor (postconditions,
// rollback of a failing step, $N references, one journal group) and reports
// each step's result as it finishes.
type PlanExecutor struct {
	Box  plan.Box
	Undo plan.Undoer
	// Reply composes the model-less reply of an outcome (grammar.Reply);
	// nil takes the executor's own.
	Reply func(plan.Outcome) string
}

var _ Executor = PlanExecutor{}

// Execute runs steps as one plan under group.
func (x PlanExecutor) Execute(ctx context.Context, steps []Step, group string, observe func(StepEvent)) (Outcome, error) {
	box := &recordingBox{Box: x.Box}
	ex := plan.Executor{Box: box, Undo: x.Undo}
	out, err := ex.Execute(ctx, plan.Plan{Steps: steps, Understood: true}, group, func(e plan.StepEvent) {
		if observe == nil {
			return
		}
		if e.Phase == plan.PhaseStarted {
			box.reset()
			observe(StepEvent{Index: e.Index, Total: e.Total, Tool: e.Tool})
			return
		}
		sr := StepResult{Tool: e.Tool, Status: string(e.Status), Result: tools.Result{OK: e.Status == plan.StatusOK, Summary: e.Summary}}
		if inv, res, ran := box.last(); ran && e.Status != plan.StatusSkipped {
			sr.Args, sr.Result = inv.Args, res
			if e.Status != plan.StatusOK {
				sr.Result.Changed = false // rolled back
				sr.Reason = e.Summary
			}
		} else if e.Status != plan.StatusOK {
			sr.Reason = e.Summary
		}
		observe(StepEvent{Index: e.Index, Total: e.Total, Tool: e.Tool, Done: true, Result: sr})
	})
	res := Outcome{Reply: out.Reply, Steps: make([]StepResult, len(out.Steps))}
	for i, so := range out.Steps {
		args, _ := json.Marshal(so.Step.Args)
		res.Steps[i] = StepResult{Tool: so.Step.Tool, Args: args, Result: so.Result, Status: string(so.Status), Reason: so.Reason}
	}
	if x.Reply != nil {
		res.Reply = x.Reply(out)
	}
	return res, err
}

// recordingBox remembers the last call, so a finished event can carry the
// full result (plan.StepEvent has only its summary).
type recordingBox struct {
	plan.Box
	mu  sync.Mutex
	inv tools.Invocation
	res tools.Result
	ran bool
}

func (b *recordingBox) Run(ctx context.Context, inv tools.Invocation) (tools.Result, error) {
	res, err := b.Box.Run(ctx, inv)
	b.mu.Lock()
	b.inv, b.res, b.ran = inv, res, true
	b.mu.Unlock()
	return res, err
}

func (b *recordingBox) reset() {
	b.mu.Lock()
	b.ran = false
	b.mu.Unlock()
}

func (b *recordingBox) last() (tools.Invocation, tools.Result, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.inv, b.res, b.ran
}
