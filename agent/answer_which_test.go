package agent_test

import (
	"context"
	"testing"

	"pace/agent"
)

// TestAnswerWhich: a name typed after "Which project do you mean?" runs
// the request that asked, with that project where it said "it"; a name of
// no project, a turn that asked nothing or one that changed something
// leave the text to be read on its own.
func TestAnswerWhich(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"English Course"}`)
	run("createTask", `{"title":"print the grammar exercises"}`)
	asked := agent.PreviousTurn{Known: true, Request: "add buy a folder to that project",
		Reply: "Which project do you mean? Say its name. Nothing was changed."}
	changed := asked
	changed.Changed = true
	noQuestion := asked
	noQuestion.Reply = "Created “buy a folder”"
	taskAsked := agent.PreviousTurn{Known: true, Request: "make it p1",
		Reply: "Which task do you mean? Say its name — for example “make call the bank p1”. Nothing was changed."}
	for _, tc := range []struct {
		prev      agent.PreviousTurn
		text      string
		key, want string // "" key: not an answer
	}{
		{asked, "English Course", "project", "English Course"},
		{asked, "the English Course project, please.", "project", "English Course"},
		{asked, "I mean english course", "project", "english course"},
		{asked, "Sorry, it's English Course thanks", "project", "English Course"},
		{asked, "Garden", "", ""},                      // no such project
		{asked, "print the grammar exercises", "", ""}, // a task, not a project
		{changed, "English Course", "", ""},
		{noQuestion, "English Course", "", ""},
		{taskAsked, "the grammar exercises", "task", "grammar exercises"},
		{taskAsked, "English Course", "", ""},
	} {
		p, ok, err := agent.AnswerWhich(ctx, agent.Request{Text: tc.text, Previous: tc.prev}, box)
		if err != nil {
			t.Fatal(err)
		}
		if ok != (tc.key != "") {
			t.Errorf("%q after %q: answer=%v (%+v)", tc.text, tc.prev.Reply, ok, p)
			continue
		}
		if ok && (len(p.Steps) != 1 || p.Steps[0].Args[tc.key] != tc.want) {
			t.Errorf("%q: plan %+v, want %s=%q", tc.text, p, tc.key, tc.want)
		}
	}
}
