package openai

import (
	"context"
	"encoding/json"

	"pace/agent"
	"pace/plan"
	"pace/tools"
)

// Step is one tool call of a plan (plan.Step). Args values may hold $N
// references to earlier steps ("$1", "$1.title", "$last").
type Step = plan.Step

// StepResult is how one step ended.
type StepResult struct {
	Tool string
	// Args are the arguments as run ($N references resolved).
	Args   json.RawMessage
	Result tools.Result
	// Status is agent.StatusOK, StatusFailed or StatusSkipped.
	Status string
	// Reason says why a step failed or was skipped (a violated postcondition,
	// an earlier failure, no approval).
	Reason string
}

// StepEvent reports a step starting (Done false) or finishing (Done true,
// Result set). Index is 1-based within the plan.
type StepEvent struct {
	Index, Total int
	Tool         string
	Done         bool
	Result       StepResult
}

// Outcome is what an Executor did: one result per step and a reply
// composed without a model.
type Outcome struct {
	Steps []StepResult
	Reply string
}

// Executor runs steps as one plan: in order, $N references resolved,
// each step's postcondition verified, every change journaled under group,
// stopping at the first failure (later steps skipped). The error is for
// infrastructure failures (store error, cancelled context) that abort the
// turn. PlanExecutor adapts plan.Executor.
type Executor interface {
	Execute(ctx context.Context, steps []Step, group string, observe func(StepEvent)) (Outcome, error)
}

// record makes the card record of a step.
func (b *Backend) record(r StepResult) agent.ToolRecord {
	rec := agent.ToolRecord{Tool: r.Tool, Args: r.Args, Summary: r.Result.Summary, Status: r.Status,
		Ref: r.Result.Ref, Changed: r.Result.Changed, Citations: r.Result.Citations, Items: r.Result.Items}
	if rec.Status == "" {
		rec.Status = agent.StatusOK
		if !r.Result.OK {
			rec.Status = agent.StatusFailed
		}
	}
	if rec.Status != agent.StatusOK {
		rec.Changed = false
		if r.Reason != "" {
			rec.Summary = r.Reason
		}
	}
	if rec.Summary == "" {
		rec.Summary = r.Reason
	}
	if tl, ok := b.cfg.Registry.Lookup(r.Tool); ok {
		rec.Family = tl.Family
	}
	for _, c := range r.Result.Candidates {
		rec.Candidates = append(rec.Candidates, c.Label())
	}
	rec.Choices = r.Result.Candidates
	return rec
}
