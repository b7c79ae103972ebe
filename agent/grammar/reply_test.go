package grammar

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"pace/plan"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

func execute(t *testing.T, box *tools.ToolBox, text, group string) plan.Outcome {
	t.Helper()
	ex := &plan.Executor{Box: box, Undo: box.Undo()}
	out, err := ex.Execute(context.Background(), Plan(text), group, nil)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return out
}

// TestGrammarEndToEnd reads requests, runs them on a real store and checks
// the replies.
func TestGrammarEndToEnd(t *testing.T) {
	clock := &storetest.Clock{T: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: time.UTC})

	execute(t, box, "create a project called Garden", "t1")
	out := execute(t, box, "create a project called Garden Shed, then add tasks to buy soil and plant bulbs", "t2")
	if out.Failed != 0 {
		t.Fatalf("reply %q", Reply(out))
	}
	for _, s := range out.Steps[1:] {
		if s.Result.Outputs["project"] != "Garden Shed" {
			t.Errorf("%v landed in %q", s.Step.Args, s.Result.Outputs["project"])
		}
	}
	r := Reply(out)
	if !strings.Contains(r, "buy soil") || !strings.Contains(r, "plant bulbs") {
		t.Errorf("reply %q", r)
	}

	out = execute(t, box, "remind me to call the bank tomorrow at 5pm #Finance p1", "t3")
	if r := Reply(out); !strings.Contains(r, "Finance") || !strings.Contains(r, "new project") {
		t.Errorf("quick-add reply does not say the project is new: %q", r)
	}

	out = execute(t, box, "done with the bank call", "t4")
	if r := Reply(out); out.Failed != 0 || !out.Changed {
		t.Errorf("complete: %q", r)
	}

	out = execute(t, box, "turn on the lights", "t5")
	if r := Reply(out); out.Changed || !strings.Contains(r, "can't") {
		t.Errorf("out of scope: %q", r)
	}

	out = execute(t, box, "mark the unicorn grooming as done", "t6")
	if r := Reply(out); out.Failed != 1 || !strings.Contains(r, "Nothing was changed") {
		t.Errorf("failed completion: %q", r)
	}

	out = execute(t, box, "what's on today?", "t7")
	if r := Reply(out); out.Failed != 0 || r == "" {
		t.Errorf("agenda: %q", r)
	}

	out = execute(t, box, "the garden", "t8")
	if r := Reply(out); !strings.HasPrefix(r, "I didn't understand") {
		t.Errorf("fallback: %q", r)
	}
}

func TestReplyAnswerKeepsMarkers(t *testing.T) {
	o := plan.Outcome{Plan: plan.Plan{Understood: true}, Steps: []plan.StepOutcome{{
		Step:   plan.Step{Tool: "askNotes"},
		Status: plan.StatusOK,
		Result: tools.Result{OK: true, Summary: "The code is 4821 [1].", Detail: "The code is 4821 [1].\n[1] Gate: the code is 4821"},
	}}}
	if got := Reply(o); got != "The code is 4821 [1]." {
		t.Errorf("Reply = %q", got)
	}
}

// TestProjectViewNamesItsTasks: "how's the X project going" answers with
// the project's open tasks and milestones, not only counts.
func TestProjectViewNamesItsTasks(t *testing.T) {
	clock := &storetest.Clock{T: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: time.UTC})
	for _, in := range []string{"create a project Shed", "add fix the roof to the shed project", "add a milestone watertight to the shed project on dec 20"} {
		execute(t, box, in, "")
	}
	r := Reply(execute(t, box, "how's the shed project going", ""))
	for _, want := range []string{"Shed: 1 open", "fix the roof", "watertight"} {
		if !strings.Contains(r, want) {
			t.Errorf("reply lacks %q:\n%s", want, r)
		}
	}
}

// TestReplyListsEveryOpenTaskWhenAskedForAll: "show all my open tasks"
// lists every one (up to maxAllItems); a narrower question stops at
// maxItems and says how many more.
func TestReplyListsEveryOpenTaskWhenAskedForAll(t *testing.T) {
	items := make([]tools.Item, maxItems+hiddenAtLeast)
	for i := range items {
		items[i] = tools.Item{Title: fmt.Sprintf("task %d", i)}
	}
	for _, tc := range []struct {
		args map[string]any
		more bool
	}{
		{map[string]any{}, false},
		{map[string]any{"filter": "all"}, false},
		{map[string]any{"filter": "today"}, true},
		{map[string]any{"filter": "all", "project": "Shed"}, true},
	} {
		o := plan.Outcome{Plan: plan.Plan{Understood: true}, Steps: []plan.StepOutcome{{
			Step: plan.Step{Tool: "queryTasks", Args: tc.args}, Status: plan.StatusOK,
			Result: tools.Result{OK: true, Summary: "11 tasks open", Items: items},
		}}}
		r := Reply(o)
		if got := strings.Contains(r, "more"); got != tc.more || !tc.more && !strings.Contains(r, fmt.Sprintf("task %d", maxItems+hiddenAtLeast-1)) {
			t.Errorf("args %v: reply\n%s", tc.args, r)
		}
	}
	// a tail of three or fewer is shown, never "…and 1 more"
	o := plan.Outcome{Plan: plan.Plan{Understood: true}, Steps: []plan.StepOutcome{{
		Step: plan.Step{Tool: "queryTasks", Args: map[string]any{"filter": "today"}}, Status: plan.StatusOK,
		Result: tools.Result{OK: true, Summary: "9 tasks open", Items: items[:maxItems+1]},
	}}}
	if r := Reply(o); strings.Contains(r, "more") || !strings.Contains(r, fmt.Sprintf("task %d", maxItems)) {
		t.Errorf("one past the count: reply\n%s", r)
	}
}

// TestRecallQuotesWhatWasSaid: "what did I say about X" shows the
// messages that said it, not only how many there were.
func TestRecallQuotesWhatWasSaid(t *testing.T) {
	clock := &storetest.Clock{T: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: time.UTC})
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleUser, Text: "the plumber can only come before 8 on weekdays", CreatedAt: clock.T.Add(-time.Hour)})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	out := execute(t, box, "what did I say about the plumber?", "r1")
	if r := Reply(out); !strings.Contains(r, "- you, ") || !strings.Contains(r, "before 8 on weekdays") || out.Changed {
		t.Fatalf("reply %q", r)
	}
}
