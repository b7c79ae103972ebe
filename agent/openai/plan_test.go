package openai

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"pace/agent"
	"pace/rag"
	"pace/tools"
)

func compound(c *Config) { c.Compound = func(string) bool { return true } }

func TestCompoundRequestIsPlannedThenNarrated(t *testing.T) {
	t.Parallel()
	planJSON := `{"steps":[{"tool":"createProject","args":{"name":"Garden"}},{"tool":"createTask","args":{"title":"buy soil","project":"$1"}}],"note":""}`
	r := newRig(t, compound, text(split(planJSON, 9)...), text("I made the Garden project and added “buy soil” to it."))
	if err := r.stream("create a project Garden and add buy soil to it", nil); err != nil {
		t.Fatal(err)
	}
	reqs := r.fake.requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want plan + narration", len(reqs))
	}
	rf, _ := reqs[0]["response_format"].(map[string]any)
	if rf["type"] != "json_schema" || rf["json_schema"] == nil {
		t.Errorf("plan request response_format = %v", reqs[0]["response_format"])
	}
	if _, has := reqs[1]["tools"]; has {
		t.Error("narration request offers tools; it must not be able to run any")
	}
	var plan *agent.Event
	for i, e := range r.events {
		if e.Kind == agent.EventPlan {
			plan = &r.events[i]
		}
	}
	if plan == nil || len(plan.Outline) != 2 || !strings.Contains(plan.Outline[1], `"project":"$1"`) {
		t.Fatalf("plan event = %+v", plan)
	}
	recs := r.records()
	if len(recs) != 2 || recs[0].Status != agent.StatusOK || recs[1].Status != agent.StatusOK {
		t.Fatalf("records = %+v", recs)
	}
	if !strings.Contains(string(recs[1].Args), "id:") {
		t.Errorf("$1 not resolved to the new project: %s", recs[1].Args)
	}
	if r.journal("g-1") < 2 {
		t.Error("plan changes are not in the turn's journal group")
	}
	if !strings.Contains(r.final(), "Garden project") {
		t.Errorf("final = %q", r.final())
	}
}

func TestRejectedPlanFallsBackToTheGrammar(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, plan string }{
		{"unknown tool", `{"steps":[{"tool":"orderPizza","args":{}}]}`},
		{"reference to a later step", `{"steps":[{"tool":"createTask","args":{"title":"x","project":"$2"}},{"tool":"createProject","args":{"name":"P"}}]}`},
		{"last in the first step", `{"steps":[{"tool":"completeTask","args":{"task":"$last"}}]}`},
		{"not JSON", `Sure! Here is the plan: create the task.`},
		{"arguments off schema", `{"steps":[{"tool":"createTask","args":{"titel":"x"}}]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fellBack := false
			r := newRig(t, func(cfg *Config) {
				compound(cfg)
				cfg.Fallback = func(text string) []Step {
					fellBack = true
					return []Step{{Tool: "createTask", Args: map[string]any{"title": "from the grammar"}}}
				}
			}, text(c.plan), text("Added it."))
			if err := r.stream("add x and y", nil); err != nil {
				t.Fatal(err)
			}
			if !fellBack {
				t.Fatal("the deterministic planner was not used")
			}
			if got := r.tasks(); len(got) != 1 || got[0] != "from the grammar" {
				t.Errorf("tasks = %q", got)
			}
		})
	}
}

func TestServerWithoutJSONSchemaSupportFallsBack(t *testing.T) {
	r := newRig(t, func(cfg *Config) {
		compound(cfg)
		cfg.Fallback = func(string) []Step { return []Step{{Tool: "createTask", Args: map[string]any{"title": "a"}}} }
	}, httpError{400, `{"error":{"message":"response_format type json_schema is not supported"}}`}, text("Added a."))
	if err := r.stream("add a and then b", nil); err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 1 {
		t.Errorf("tasks = %q", got)
	}
}

func TestParsePlanAcceptsDollarTextInTitles(t *testing.T) {
	t.Parallel()
	r := newRig(t, nil)
	steps, err := ParsePlan("```json\n"+`{"steps":[{"tool":"createTask","args":{"title":"buy a gift under $50","tags":["$1x"]}}]}`+"\n```", r.b.cfg.Registry)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := steps[0].Args["tags"].([]string); !ok {
		t.Errorf("tags = %T, want []string for plan.Resolve", steps[0].Args["tags"])
	}
	if _, err := ParsePlan(`{"steps":[{"tool":"createTask","args":{"title":"$1"}}]}`, r.b.cfg.Registry); !errors.Is(err, ErrPlanRejected) {
		t.Errorf("err = %v, want ErrPlanRejected", err)
	}
}

func TestPlanDeniedApprovalRunsNothing(t *testing.T) {
	t.Parallel()
	planJSON := `{"steps":[{"tool":"createTask","args":{"title":"new report"}},{"tool":"deleteTask","args":{"task":"old report"}}]}`
	r := newRig(t, compound, text(planJSON), text("Nothing was changed."))
	err := r.stream("add new report and delete old report", func(context.Context, tools.Spec, json.RawMessage) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 0 {
		t.Errorf("tasks = %q, want none", got)
	}
	for _, rec := range r.records() {
		if rec.Status != agent.StatusSkipped {
			t.Errorf("record %s status %s, want skipped", rec.Tool, rec.Status)
		}
	}
}

func TestNarrationFailureKeepsTheWork(t *testing.T) {
	t.Parallel()
	planJSON := `{"steps":[{"tool":"createTask","args":{"title":"a"}},{"tool":"createTask","args":{"title":"b"}}]}`
	r := newRig(t, compound, text(planJSON), httpError{500, `{"error":{"message":"boom"}}`})
	if err := r.stream("add a and b", nil); err != nil {
		t.Fatalf("err = %v; the plan ran, so the turn must still answer", err)
	}
	if got := r.tasks(); len(got) != 2 {
		t.Errorf("tasks = %q", got)
	}
	if !strings.Contains(r.final(), "a") || !strings.Contains(r.final(), "b") {
		t.Errorf("final = %q", r.final())
	}
}

// notesExec answers askNotes with a cited result (the rag engine's shape).
type notesExec struct{}

func (notesExec) Execute(ctx context.Context, steps []Step, group string, observe func(StepEvent)) (Outcome, error) {
	var out Outcome
	for i, s := range steps {
		observe(StepEvent{Index: i + 1, Total: len(steps), Tool: s.Tool})
		res := StepResult{Tool: s.Tool, Status: agent.StatusOK, Result: tools.Result{OK: true, Summary: "Found 1 passage",
			Citations: []rag.Citation{{N: 1, NoteID: "n1", Title: "Boiler", Passage: "The boiler was serviced on 3 March by Hanna."}}}}
		observe(StepEvent{Index: i + 1, Total: len(steps), Tool: s.Tool, Done: true, Result: res})
		out.Steps = append(out.Steps, res)
	}
	return out, nil
}

func TestAskNotesNarrationIsGroundedAndCited(t *testing.T) {
	t.Parallel()
	planJSON := `{"steps":[{"tool":"askNotes","args":{"question":"when was the boiler serviced"}}]}`
	r := newRig(t, func(c *Config) { compound(c); c.Exec = notesExec{} }, text(planJSON), text("On 3 March, by Hanna [1]."))
	if err := r.stream("when was the boiler serviced?", nil); err != nil {
		t.Fatal(err)
	}
	ms := messages(r.fake.requests()[1])
	if !strings.Contains(contentOf(ms[0]), "only from the numbered passages") || !strings.Contains(contentOf(ms[0]), "[n]") {
		t.Errorf("narration system prompt lacks the citation rule: %q", contentOf(ms[0]))
	}
	if !strings.Contains(contentOf(ms[1]), "[1] Boiler: The boiler was serviced on 3 March by Hanna.") {
		t.Errorf("narration lacks the numbered passage: %q", contentOf(ms[1]))
	}
	if recs := r.records(); len(recs) != 1 || len(recs[0].Citations) != 1 {
		t.Errorf("records = %+v", recs)
	}
}

func TestAskNotesInTheToolLoopGetsPassages(t *testing.T) {
	t.Parallel()
	r := newRig(t, func(c *Config) { c.Exec = notesExec{} },
		toolCalls(tc{0, "n1", "askNotes", []string{`{"question":"boiler?"}`}}), text("3 March [1]."))
	if err := r.stream("when was the boiler serviced?", nil); err != nil {
		t.Fatal(err)
	}
	ms := messages(r.fake.requests()[1])
	last := contentOf(ms[len(ms)-1])
	if !strings.Contains(last, "[1] Boiler:") || !strings.Contains(last, "cite them as [n]") {
		t.Errorf("tool message = %q", last)
	}
}
