package thread

import (
	"encoding/json"
	"testing"

	"pace/agent"
)

// TestPreviousSkipsReadOnlyTurns: "what's due today?" then "undo that"
// takes back the change before the question; a request that tried to
// change something and failed still stands in the way.
func TestPreviousSkipsReadOnlyTurns(t *testing.T) {
	change := Turn{Status: Done, Request: "add x", Group: "g1", Changed: true,
		Records: []agent.ToolRecord{{Tool: "createTask", Status: agent.StatusOK, Changed: true}}}
	query := Turn{Status: Done, Request: "what's due today",
		Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK}}}
	failed := Turn{Status: Done, Request: "delete zzz",
		Records: []agent.ToolRecord{{Tool: "deleteTask", Status: agent.StatusFailed}}}
	for _, tc := range []struct {
		hist  []Turn
		group string
	}{
		{[]Turn{change, query}, "g1"},
		{[]Turn{change, query, query}, "g1"},
		{[]Turn{change, failed}, ""},
		{[]Turn{query}, ""},
	} {
		if got := previous(tc.hist); got.Group != tc.group || (tc.group != "") != got.Changed {
			t.Errorf("%d turns: %+v, want group %q", len(tc.hist), got, tc.group)
		}
	}
}

// TestFocusProject: the project the last few turns named, for "that
// project" while a task is the focus; a milestone is no project, but one
// just added names the project it went to.
func TestFocusProject(t *testing.T) {
	proj := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "createProject", Family: "project", Ref: "id:p", Status: agent.StatusOK}}}
	task := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "createTask", Family: "task", Ref: "id:t", Status: agent.StatusOK}}}
	mile := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "addMilestone", Family: "project", Kind: "milestone", Ref: "id:m", Status: agent.StatusOK}}}
	undone := proj
	undone.Undone = true
	// a milestone added names its project in its call: "another one for it"
	added := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "addMilestone", Family: "project", Kind: "milestone", Ref: "id:m2",
		Args: json.RawMessage(`{"project":"Allotment","title":"beds dug"}`), Status: agent.StatusOK}}}
	for _, tc := range []struct {
		hist []Turn
		want string
	}{
		{[]Turn{proj, task, task}, "id:p"},
		{[]Turn{proj, mile}, "id:p"},
		{[]Turn{task}, ""},
		{[]Turn{undone, task}, ""},
		{[]Turn{proj, added}, "Allotment"},
	} {
		if got := FocusProject(tc.hist); got != tc.want {
			t.Errorf("%d turns: %q, want %q", len(tc.hist), got, tc.want)
		}
	}
}
