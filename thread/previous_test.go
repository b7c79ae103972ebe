package thread

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
	"pace/store"
	"pace/tools"
)

// TestPreviousSkipsReadOnlyTurns: "what's due today?" then "undo that"
// takes back the change before the question; a request that tried to
// change something and failed still stands in the way.
func TestPreviousSkipsReadOnlyTurns(t *testing.T) {
	change := Turn{Status: Done, Request: "add x", Group: "g1", Changed: true,
		Records: []agent.ToolRecord{{Tool: "createTask", Status: agent.StatusOK, Changed: true}}}
	query := Turn{Status: Done, Request: "what's due today",
		Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK}}}
	notRead := Turn{Status: Done, Request: "the blades from the other place", Reply: grammar.NotUnderstoodLead + " that, so here is your agenda instead.",
		Records: []agent.ToolRecord{{Tool: "agenda", Status: agent.StatusOK}}}
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
		// a request that was not understood (the agenda shown instead)
		// stands in the way: "undo that" after it takes nothing older back
		{[]Turn{change, notRead}, ""},
	} {
		if got := previous(tc.hist); got.Group != tc.group || (tc.group != "") != got.Changed {
			t.Errorf("%d turns: %+v, want group %q", len(tc.hist), got, tc.group)
		}
	}
}

// TestPreviousCarriesTheQuestion: a turn that asked which item was meant
// is the previous turn, with its reply, so a bare name can answer it.
func TestPreviousCarriesTheQuestion(t *testing.T) {
	ask := Turn{Status: Done, Request: "add a folder to that project", Reply: "Which project do you mean? Say its name. Nothing was changed."}
	got := previous([]Turn{ask})
	if !got.Known || got.Request != ask.Request || got.Reply != ask.Reply || got.Changed {
		t.Errorf("previous = %+v", got)
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

// TestFocusAll: every task the last turn named when it named more than
// one — its changes, else the open tasks a query listed — so "tag them
// both errands" acts on each, as do the tasks a bulk change named (done
// ones too); one task, an undone turn, a failed change or a long list is
// no set.
func TestFocusAll(t *testing.T) {
	two := Turn{Status: Done, Records: []agent.ToolRecord{
		{Tool: "createTask", Family: "task", Ref: "id:a", Status: agent.StatusOK},
		{Tool: "createTask", Family: "task", Ref: "id:b", Status: agent.StatusOK}}}
	one := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "createTask", Family: "task", Ref: "id:a", Status: agent.StatusOK}}}
	listed := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Family: "task", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "x"}, {Kind: store.KindTask, ID: "y", Done: true}, {Kind: store.KindTask, ID: "z"}}}}}
	var long []tools.Item
	for i := 0; i < maxFocusAll+1; i++ {
		long = append(long, tools.Item{Kind: store.KindTask, ID: fmt.Sprint(i)})
	}
	many := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK, Items: long}}}
	undone := two
	undone.Undone = true
	bulk := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "bulkTasks", Family: "task", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "p"}, {Kind: store.KindTask, ID: "q", Done: true}}}}}
	failed := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "bulkTasks", Family: "task", Status: agent.StatusFailed,
		Items: []tools.Item{{Kind: store.KindTask, ID: "p"}, {Kind: store.KindTask, ID: "q"}}}}}
	for _, tc := range []struct {
		hist []Turn
		want []string
	}{
		{[]Turn{two}, []string{"id:a", "id:b"}},
		{[]Turn{bulk}, []string{store.Ref("p"), store.Ref("q")}}, // "move everything due monday…", then "make them wednesday"
		{[]Turn{failed}, nil},
		{[]Turn{two, one}, nil},
		{[]Turn{listed}, []string{store.Ref("x"), store.Ref("z")}},
		{[]Turn{many}, nil},
		{[]Turn{undone}, nil},
	} {
		if got := FocusAll(tc.hist); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%d turns: %v, want %v", len(tc.hist), got, tc.want)
		}
	}
}

// TestRecentTasks: the tasks the latest turns changed or made, oldest
// first, each once; a list a query showed is not among them, and an
// undone turn ends the look back.
func TestRecentTasks(t *testing.T) {
	made := func(refs ...string) Turn {
		tr := Turn{Status: Done}
		for _, r := range refs {
			tr.Records = append(tr.Records, agent.ToolRecord{Tool: "createTask", Family: "task", Ref: r, Status: agent.StatusOK})
		}
		return tr
	}
	listed := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Family: "task", Ref: "id:q", Status: agent.StatusOK}}}
	undone := made("id:u")
	undone.Undone = true
	for _, tc := range []struct {
		hist []Turn
		want []string
	}{
		{[]Turn{made("id:a"), made("id:b")}, []string{"id:a", "id:b"}},
		{[]Turn{made("id:a"), listed, made("id:b", "id:a")}, []string{"id:b", "id:a"}}, // each once, where last named
		{[]Turn{made("id:a"), undone, made("id:b")}, []string{"id:b"}},
		{[]Turn{made("id:a"), made("id:b"), made("id:c"), made("id:d"), made("id:e")}, []string{"id:b", "id:c", "id:d", "id:e"}},
	} {
		if got := RecentTasks(tc.hist); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%d turns: %v, want %v", len(tc.hist), got, tc.want)
		}
	}
}

// TestFocusThroughQuestions: a question in between keeps "it" on the task
// before it when that task is among what it listed, or names the one open
// task it listed; a decline or a short request not understood is passed
// over (a longer one may have named something else: no focus);
// a longer list without the task, or a failed change, leaves no focus;
// after an undo, the item the undone change acted on (not one it made).
func TestFocusThroughQuestions(t *testing.T) {
	made := Turn{Status: Done, Changed: true, Records: []agent.ToolRecord{{Tool: "createTask", Family: "task", Ref: "id:a", Status: agent.StatusOK, Changed: true}}}
	listOne := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "b"}, {Kind: store.KindTask, ID: "c", Done: true}}}}}
	listWith := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "b"}, {Kind: store.KindTask, ID: "a"}}}}}
	listWithout := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "agenda", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "b"}, {Kind: store.KindTask, ID: "c"}}}}}
	counted := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "askNotes", Status: agent.StatusOK}}}
	declined := Turn{Status: Done, Reply: "I can't check the weather."}
	notRead := Turn{Status: Done, Reply: grammar.NotUnderstoodLead + " that, so here is your agenda instead.",
		Records: []agent.ToolRecord{{Tool: "agenda", Status: agent.StatusOK, Items: []tools.Item{{Kind: store.KindTask, ID: "b"}}}}}
	notReadLong := notRead
	notReadLong.Request = "the school play is at two now and the costume is ready"
	failed := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "deleteTask", Status: agent.StatusFailed}}}
	unapproved := Turn{Status: Done, Reply: "Nothing was changed, because you didn't approve it.", Records: []agent.ToolRecord{{Tool: "deleteTask", Status: agent.StatusSkipped}}}
	deleted := Turn{Status: Done, Undone: true, Records: []agent.ToolRecord{{Tool: "deleteTask", Family: "task", Ref: "id:d", Status: agent.StatusOK, Changed: true}}}
	created := Turn{Status: Done, Undone: true, Records: []agent.ToolRecord{{Tool: "createTask", Family: "task", Ref: "id:n", Status: agent.StatusOK, Changed: true}}}
	undoTurn := Turn{Status: Done, Changed: true, Records: []agent.ToolRecord{{Tool: "undo", Status: agent.StatusOK}}}
	for _, tc := range []struct {
		name string
		hist []Turn
		want string
	}{
		{"change", []Turn{made}, "id:a"},
		{"one listed", []Turn{made, listOne}, store.Ref("b")},
		{"listed among others", []Turn{made, listWith}, "id:a"},
		{"listed among others twice", []Turn{made, listWith, listWith}, "id:a"},
		{"not listed", []Turn{made, listWithout}, ""},
		{"nothing listed", []Turn{made, counted}, "id:a"},
		{"declined", []Turn{made, declined}, "id:a"},
		{"not understood", []Turn{made, notRead}, "id:a"},
		{"a longer request not understood", []Turn{made, notReadLong}, ""},
		{"failed change", []Turn{made, failed}, ""},
		{"not approved", []Turn{made, unapproved}, "id:a"},
		{"after undoing a delete", []Turn{made, deleted, undoTurn}, "id:d"}, // "actually yeah delete it"
		{"after undoing a capture", []Turn{made, created, undoTurn}, ""},    // the new task is gone
	} {
		if got := Focus(tc.hist); got != tc.want {
			t.Errorf("%s: focus %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestListedThroughChanges: "the second one" finds the latest list of two
// or more open tasks a question showed, through the changes made since
// ("make the first one urgent" then "move the second one"), at most
// listedReach turns back, and never past an undone turn.
func TestListedThroughChanges(t *testing.T) {
	list := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "b"}, {Kind: store.KindTask, ID: "x", Done: true}, {Kind: store.KindTask, ID: "a"}, {Kind: store.KindTask, ID: "c"}}}}}
	listOne := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK,
		Items: []tools.Item{{Kind: store.KindTask, ID: "d"}}}}}
	change := Turn{Status: Done, Changed: true, Records: []agent.ToolRecord{{Tool: "setPriority", Family: "task", Ref: "id:b", Status: agent.StatusOK, Changed: true}}}
	undone := change
	undone.Undone = true
	want := []string{store.Ref("b"), store.Ref("a"), store.Ref("c")}
	for _, tc := range []struct {
		name string
		hist []Turn
		want []string
	}{
		{"just listed", []Turn{list}, want},
		{"after a change", []Turn{list, change}, want},
		{"after three changes", []Turn{list, change, change, change}, want},
		{"too far back", []Turn{list, change, change, change, change}, nil},
		{"a list of one", []Turn{list, listOne}, nil},
		{"undone since", []Turn{list, undone}, nil},
		{"no list", []Turn{change}, nil},
	} {
		if got := Listed(tc.hist); !slices.Equal(got, tc.want) {
			t.Errorf("%s: listed %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestListedIsWhatWasShown: a list longer than the reply shows ("…and 2
// more") lists only the shown tasks, so "the last one" is the last shown;
// "show all my open tasks" shows (and lists) up to its own larger count.
func TestListedIsWhatWasShown(t *testing.T) {
	var items []tools.Item
	for i := 0; i < 12; i++ {
		items = append(items, tools.Item{Kind: store.KindTask, ID: fmt.Sprint("t", i)})
	}
	day := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Args: json.RawMessage(`{"filter":"tomorrow"}`), Status: agent.StatusOK, Items: items}}}
	all := Turn{Status: Done, Records: []agent.ToolRecord{{Tool: "queryTasks", Status: agent.StatusOK, Items: items}}}
	if got := Listed([]Turn{day}); len(got) != 8 || got[7] != store.Ref("t7") {
		t.Errorf("a day's list: %v", got)
	}
	if got := Listed([]Turn{all}); len(got) != 12 {
		t.Errorf("all open tasks: %v", got)
	}
}
