package router

import (
	"strings"
	"testing"

	"pace/plan"
)

func steps(tools ...string) plan.Plan {
	p := plan.Plan{Steps: []plan.Step{}, Understood: true}
	for _, t := range tools {
		p.Steps = append(p.Steps, plan.Step{Tool: t})
	}
	return p
}

// TestJudge follows score_router.py case by case.
func TestJudge(t *testing.T) {
	notUnderstood := steps("agenda")
	notUnderstood.Understood = false
	for _, tc := range []struct {
		name string
		c    Case
		p    plan.Plan
		in   bool
		ok   bool
	}{
		{"accepted first tool", Case{ExpectTool: "listTasks"}, steps("queryTasks"), true, true},
		{"not understood", Case{ExpectTool: "listTasks"}, notUnderstood, true, false},
		{"no steps", Case{ExpectTool: "createTask"}, steps(), true, false},
		{"event as task", Case{ExpectTool: "createEvent"}, steps("createTask"), true, true},
		{"delete as complete", Case{ExpectTool: "deleteTask"}, steps("completeTask"), true, true},
		{"unlisted tool accepts itself", Case{ExpectTool: "setPriority"}, steps("setPriority"), true, true},
		{"only the first step counts", Case{ExpectTool: "createTask"}, steps("queryTasks", "createTask"), true, false},
		{"out of scope, nothing", Case{ExpectTool: "other"}, steps(), false, true},
		{"out of scope, a question", Case{ExpectTool: "other"}, steps("askNotes"), false, true},
		{"out of scope, a task", Case{ExpectTool: "other"}, steps("askNotes", "createTask"), false, false},
		{"out of scope, undo mutates", Case{ExpectTool: "other"}, steps("undo"), false, false},
		{"cancel, undo is safe", Case{ExpectTool: "cancel"}, steps("undo"), false, true},
		{"cancel, delete is not", Case{ExpectTool: "cancel"}, steps("deleteTask"), false, false},
		{"expect steps exactly", Case{ExpectSteps: []string{"createTask", "createTask"}}, steps("createTask", "createTask"), true, true},
		{"expect steps, one short", Case{ExpectSteps: []string{"createTask", "createTask"}}, steps("createTask"), true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := Judge(tc.c, tc.p)
			if v.InScope != tc.in || v.OK != tc.ok {
				t.Errorf("in=%v ok=%v, want in=%v ok=%v", v.InScope, v.OK, tc.in, tc.ok)
			}
		})
	}
}

func TestScoreCasesSplitsDoubt(t *testing.T) {
	cases, err := LoadCases(strings.NewReader(`{"id":"a","text":"x","expect_tool":"createTask"}

{"id":"b","text":"y","expect_tool":"createTask","doubt":"why"}
{"id":"c","text":"z","expect_tool":"other"}
`))
	if err != nil {
		t.Fatal(err)
	}
	r := ScoreCases(cases, func(s string) plan.Plan { return steps("createTask") })
	if r.InScope != (Rate{2, 2, 1}) || r.InScopeClean.Total != 1 || r.Safe != (Rate{0, 1, 0}) || r.Damage.Correct != 1 {
		t.Errorf("report %+v", r)
	}
	if r.Confusion["other → createTask"] != 1 || r.PerTool["createTask"].Total != 2 {
		t.Errorf("confusion %v per tool %v", r.Confusion, r.PerTool)
	}
	if _, err := LoadCases(strings.NewReader("{bad")); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("bad line: %v", err)
	}
}
