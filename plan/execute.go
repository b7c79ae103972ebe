package plan

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"pace/tools"
	"pace/undo"
)

// Box is the part of the ToolBox the executor uses.
type Box interface {
	Run(ctx context.Context, inv tools.Invocation) (tools.Result, error)
	// Verify checks a mutating call's postcondition; nil means it holds.
	Verify(ctx context.Context, inv tools.Invocation, res tools.Result) error
	Registry() *tools.Registry
}

// Undoer rolls back journal entries: the undo engine.
type Undoer interface {
	UndoEntries(ctx context.Context, ids []string) (undo.Report, error)
}

var _ Undoer = (*undo.Engine)(nil)

// Status of one step after execution.
type Status string

// Step statuses.
const (
	StatusOK      Status = "ok"
	StatusFailed  Status = "failed"
	StatusSkipped Status = "skipped"
)

// Phases of a StepEvent.
const (
	PhaseStarted  = "started"
	PhaseFinished = "finished"
)

// StepEvent reports progress so a view can show "2/5" and update the plan
// card in place. Index is 1-based; Status and Summary are set when Phase is
// PhaseFinished (skipped steps get a finished event too).
type StepEvent struct {
	Index   int    `json:"index"`
	Total   int    `json:"total"`
	Tool    string `json:"tool"`
	Phase   string `json:"phase"`
	Status  Status `json:"status,omitempty"`
	Summary string `json:"summary,omitempty"`
}

// StepOutcome is what became of one step.
type StepOutcome struct {
	// Step is the step as run: references resolved when it ran.
	Step   Step         `json:"step"`
	Status Status       `json:"status"`
	Result tools.Result `json:"result"`
	// Reason says why a failed step failed (the tool's summary, the
	// violated postcondition or a bad reference).
	Reason string `json:"reason,omitempty"`
}

// Outcome is the result of executing a plan.
type Outcome struct {
	Plan  Plan          `json:"plan"`
	Steps []StepOutcome `json:"steps"`
	// Failed is the 1-based index of the step that failed, 0 if none.
	Failed int `json:"failed,omitempty"`
	// Changed reports that the store was changed by a step that stayed.
	Changed bool `json:"changed"`
	// Reply is plain text for the user: what happened, and on failure
	// which step failed, why, and whether anything was changed.
	Reply string `json:"reply"`
}

// Executor runs plans through a ToolBox; Undo rolls back a step whose
// postcondition does not hold.
type Executor struct {
	Box  Box
	Undo Undoer
}

// Execute runs p's steps in order with journal group group. Each step's
// references are resolved from the earlier steps' results; a mutating step's
// postcondition is verified after it ran. On the first failed step (a bad
// reference, Result.OK false, or a violated postcondition) it stops: that
// step's own journal entries are rolled back, later steps are skipped, and
// earlier steps stay (undoable together as group). observe, if not nil,
// gets a started and a finished event per step.
//
// The error return is for infrastructure failures only (cancelled context,
// store error, a rollback that could not be applied); the Outcome then
// describes the steps up to that point.
func (e *Executor) Execute(ctx context.Context, p Plan, group string, observe func(StepEvent)) (Outcome, error) {
	if observe == nil {
		observe = func(StepEvent) {}
	}
	out := Outcome{Plan: p, Steps: make([]StepOutcome, len(p.Steps))}
	total := len(p.Steps)
	var done []tools.Result
	for i, s := range p.Steps {
		out.Steps[i] = StepOutcome{Step: s, Status: StatusSkipped}
	}
	for i, s := range p.Steps {
		observe(StepEvent{Index: i + 1, Total: total, Tool: s.Tool, Phase: PhaseStarted})
		so, err := e.runStep(ctx, s, group, done)
		out.Steps[i] = so
		if err != nil {
			out.Steps[i].Status = StatusFailed
			out.Failed = i + 1
			out.finish()
			return out, fmt.Errorf("step %d (%s): %w", i+1, s.Tool, err)
		}
		observe(StepEvent{Index: i + 1, Total: total, Tool: s.Tool, Phase: PhaseFinished, Status: so.Status, Summary: stepSummary(so)})
		if so.Status == StatusFailed {
			out.Failed = i + 1
			for j := i + 1; j < total; j++ {
				observe(StepEvent{Index: j + 1, Total: total, Tool: p.Steps[j].Tool, Phase: PhaseFinished, Status: StatusSkipped, Summary: "skipped"})
			}
			break
		}
		done = append(done, so.Result)
	}
	out.finish()
	return out, nil
}

// runStep resolves, runs and verifies one step. A returned error is an
// infrastructure failure; a tool failure is a StepOutcome with StatusFailed.
func (e *Executor) runStep(ctx context.Context, s Step, group string, done []tools.Result) (StepOutcome, error) {
	so := StepOutcome{Step: s, Status: StatusFailed}
	args, err := Resolve(s.Args, done)
	if err != nil {
		so.Reason = err.Error()
		so.Result = tools.Fail(so.Reason)
		return so, nil
	}
	so.Step.Args = args
	raw, err := json.Marshal(args)
	if err != nil {
		return so, fmt.Errorf("encode arguments: %w", err)
	}
	inv := tools.Invocation{Tool: s.Tool, Args: raw, Group: group}
	res, err := e.Box.Run(ctx, inv)
	so.Result = res
	if err != nil {
		return so, err
	}
	if !res.OK {
		so.Reason = res.Summary
		// A failed tool changed nothing by contract; roll back anyway if
		// it journaled something, so the contract holds for the plan.
		if err := e.rollback(ctx, res); err != nil {
			return so, err
		}
		so.Result.Changed = false
		return so, nil
	}
	if e.mutates(s.Tool, res) {
		if verr := e.Box.Verify(ctx, inv, res); verr != nil {
			if errors.Is(verr, context.Canceled) || errors.Is(verr, context.DeadlineExceeded) {
				return so, verr
			}
			so.Reason = "its result did not check out: " + verr.Error()
			if err := e.rollback(ctx, res); err != nil {
				return so, fmt.Errorf("roll back after %s: %w", so.Reason, err)
			}
			so.Result.Changed = false
			return so, nil
		}
	}
	so.Status = StatusOK
	return so, nil
}

func (e *Executor) mutates(tool string, res tools.Result) bool {
	if res.Changed || len(res.JournalIDs) > 0 {
		return true
	}
	if r := e.Box.Registry(); r != nil {
		if t, ok := r.Lookup(tool); ok {
			return t.Mutates
		}
	}
	return false
}

func (e *Executor) rollback(ctx context.Context, res tools.Result) error {
	if len(res.JournalIDs) == 0 {
		return nil
	}
	if e.Undo == nil {
		return errors.New("no undo engine to roll back with")
	}
	_, err := e.Undo.UndoEntries(ctx, res.JournalIDs)
	return err
}

func stepSummary(so StepOutcome) string {
	if so.Status == StatusFailed && so.Reason != "" {
		return so.Reason
	}
	return so.Result.Summary
}

// finish sets Changed and Reply from the step outcomes.
func (o *Outcome) finish() {
	o.Changed = false
	for _, s := range o.Steps {
		if s.Status == StatusOK && s.Result.Changed {
			o.Changed = true
		}
	}
	o.Reply = o.reply()
}

func (o *Outcome) reply() string {
	var lines []string
	for _, s := range o.Steps {
		if s.Status == StatusOK && s.Result.Summary != "" {
			lines = append(lines, s.Result.Summary)
		}
	}
	if o.Failed == 0 {
		if len(lines) == 0 && o.Plan.Note != "" {
			return o.Plan.Note
		}
		return strings.Join(lines, "\n")
	}
	total := len(o.Steps)
	f := o.Steps[o.Failed-1]
	var b strings.Builder
	if total == 1 {
		fmt.Fprintf(&b, "%s failed: %s.", f.Step.Tool, strings.TrimSuffix(f.Reason, "."))
	} else {
		fmt.Fprintf(&b, "Step %d of %d (%s) failed: %s.", o.Failed, total, f.Step.Tool, strings.TrimSuffix(f.Reason, "."))
	}
	if skipped := total - o.Failed; skipped == 1 {
		fmt.Fprintf(&b, " Step %d was skipped.", total)
	} else if skipped > 1 {
		fmt.Fprintf(&b, " Steps %d–%d were skipped.", o.Failed+1, total)
	}
	undid := false
	for _, s := range o.Steps {
		undid = undid || s.Status == StatusOK && s.Step.Tool == "undo"
	}
	switch {
	case o.Changed:
		fmt.Fprintf(&b, " The earlier steps' changes were kept (undo takes them back):\n%s", strings.Join(lines, "\n"))
	case undid:
		// an undo writes no journal entry, but it did change things
		fmt.Fprintf(&b, " The earlier steps were kept:\n%s", strings.Join(lines, "\n"))
	default:
		b.WriteString(" Nothing was changed.")
	}
	return b.String()
}
