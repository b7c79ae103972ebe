package agent_test

import (
	"context"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
	"pace/tools"
)

// TestDayCountedFromFocus: "… the day before, early in the morning" said
// right after a task was named is due the day before that task (a time of
// day said in words stays in the title); with nothing in focus, the words
// stay as they were said.
func TestDayCountedFromFocus(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"eye clinic appointment","due":"2026-12-16T09:30:00Z"}`)
	for _, tc := range []struct{ text, focus, title, due string }{
		{"also remind me to collect the prescription the day before, early in the morning", "eye clinic", "collect the prescription, early in the morning", "the day before eye clinic"},
		{"add book a taxi two days before", "eye clinic", "book a taxi", "two days before eye clinic"},
		{"add book a taxi the day before", "", "book a taxi the day before", ""},
	} {
		checkRelativeDue(t, ctx, box, tc.text, tc.focus, tc.title, tc.due)
	}
}

// TestOnItemDay: "… on prod release day" is due the day of the milestone
// or task it names; a day of nothing the user has stays in the title.
func TestOnItemDay(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Release"}`)
	run("addMilestone", `{"project":"Release","title":"prod release","due":"2026-12-18"}`)
	for _, tc := range []struct{ text, title, due string }{
		{"add task to send the release notes to the client on prod release day", "send the release notes to the client", "same day as prod release"},
		{"add buy a cake on birthday day", "buy a cake on birthday day", ""},
	} {
		checkRelativeDue(t, ctx, box, tc.text, "", tc.title, tc.due)
	}
}

// checkRelativeDue plans text, runs RelativeDueCut with focus and checks
// the one new task's title and due phrase.
func checkRelativeDue(t *testing.T, ctx context.Context, box *tools.ToolBox, text, focus, title, due string) {
	t.Helper()
	p := grammar.Plan(text)
	if err := agent.RelativeDueCut(ctx, &p, box, focus); err != nil {
		t.Fatal(err)
	}
	got, _ := p.Steps[0].Args["due"].(string)
	if len(p.Steps) != 1 || p.Steps[0].Args["title"] != title || got != due {
		t.Errorf("%q: %+v", text, p.Steps)
	}
}
