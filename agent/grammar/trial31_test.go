package grammar

import (
	"strings"
	"testing"
)

// TestThirtyFirstAndSecondTrialFamilies, in our own words: a project's
// description that runs on past a comma; "add a milestone X by D" with
// no project is the last project's, never a task; a rename to a quoted
// title with a remark; milestones with "both in P"; a reason after a
// change to a milestone or a restore; "isn't sorted at all"; "didn't go
// through, still need to do it"; "wk", "p1s"; two statements with "gone
// out"; weather and thanks; "delete the P project altogether".
func TestThirtyFirstAndSecondTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"new project Ruby Wedding - for mum and dad's 40th, the do is on the 9th of may", "createProject", map[string]any{"name": "Ruby Wedding", "notes": "for mum and dad's 40th, the do is on the 9th of may"}},
		{"add a milestone venue paid by march 1", "addMilestone", map[string]any{"project": "it", "title": "venue paid", "due": "march 1"}},
		{`change the cake task to "order the lemon cake from Bea's", jo prefers lemon`, "updateTask", map[string]any{"task": "the cake task", "title": "order the lemon cake from Bea's"}},
		{"delete the photographer milestone, my sister is doing photos", "deleteMilestone", map[string]any{"milestone": "photographer"}},
		{"restore Allotment 2026 - the committee wants the plot after all", "restoreProject", map[string]any{"project": "Allotment 2026"}},
		{"actually the boiler service isnt sorted at all, nobody turned up", "reopenTask", map[string]any{"task": "the boiler service"}},
		{"the passport renewal didn't go through, still need to do it", "reopenTask", map[string]any{"task": "the passport renewal"}},
		{"what's due this wk", "agenda", map[string]any{"scope": "week"}},
		{"what are my p2s", "queryTasks", map[string]any{"priority": "high"}},
		{"delete the Bake Sale project altogether", "deleteProject", map[string]any{"project": "Bake Sale"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("add milestones for stalls booked on the 2nd of may and posters up on the 9th of may, both in Fete")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "addMilestone" || p.Steps[1].Args["title"] != "posters up" || p.Steps[1].Args["project"] != "Fete" {
		t.Errorf("milestones with both in P: %+v", p.Steps)
	}
	p = Plan("cake's ordered and the cards have gone out")
	if len(p.Steps) != 2 || p.Steps[0].Args["task"] != "order cake" || p.Steps[1].Args["task"] != "send the cards" {
		t.Errorf("two statements: %+v", p.Steps)
	}
	for _, in := range []string{"will it snow in leeds tomorrow?", "cheers pace, you've been a great help", "thanks a million"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Note == "" {
			t.Errorf("%q: %+v %q", in, p.Steps, p.Note)
		}
	}
	if p := Plan("will it rain tomorrow"); p.Note == "" || !strings.Contains(p.Note, "weather") {
		t.Errorf("weather: %q", p.Note)
	}
}
