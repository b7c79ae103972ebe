package agent_test

import (
	"context"
	"strings"
	"testing"

	"pace/agent"
	"pace/agent/grammar"
)

// TestProjectWordKept: a selection's project the request called a project
// keeps the word, so the tools never read it as a label of the same word;
// without "project", or for a pronoun, it is left as read.
func TestProjectWordKept(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"What tasks are in the wedding project?", "wedding project"},
		{"mark all the tasks in the garden project done", "garden project"},
		{"show my wedding tasks", "wedding"},
		{"label all the tasks in that project errands", "that"},
	} {
		p := grammar.Plan(tc.text)
		agent.ProjectWordKept(&p, tc.text)
		if len(p.Steps) != 1 || p.Steps[0].Args["project"] != tc.want {
			t.Errorf("%q: %+v, want project %q", tc.text, p.Steps, tc.want)
		}
	}
}

// TestListFiledTogether: "add a, b and c to P" with a project P files every
// item of the list there; "to grandma" of the last item names no project
// and stays in its title (a place of no project is dropped by createTask).
func TestListFiledTogether(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Bathroom Reno"}`)
	checkFiledList := func(text string, titles []string, where string) {
		t.Helper()
		p := grammar.Plan(text)
		if err := agent.FileUnderNamedProject(ctx, &p, box, text); err != nil {
			t.Fatal(err)
		}
		if len(p.Steps) != len(titles) {
			t.Fatalf("%q: %+v", text, p.Steps)
		}
		for i, st := range p.Steps {
			fu, _ := st.Args["fileUnder"].(string)
			if st.Args["title"] != titles[i] || where != "" && !strings.EqualFold(fu, where) {
				t.Errorf("%q step %d: %v", text, i+1, st.Args)
			}
		}
	}
	checkFiledList("add buy grout, order tiles and book the plumber to bathroom reno, all today",
		[]string{"buy grout", "order tiles", "book the plumber"}, "Bathroom Reno")
	checkFiledList("add post the parcel and send the card to grandma",
		[]string{"post the parcel", "send the card to grandma"}, "")
}

// TestMeantRepeat: "no i mean every day starting tomorrow" right after a
// change of how a task repeats takes it back and sets that repetition on
// the same task; the task is never looked up by those words.
func TestMeantRepeat(t *testing.T) {
	prev := agent.PreviousTurn{Known: true, Changed: true, Group: "g1", Request: "make revision repeat every day"}
	p := grammar.Plan("no i mean every day starting tmrw")
	agent.MeantOther(&p, prev)
	if len(p.Steps) != 2 || p.Steps[0].Tool != "undo" || p.Steps[1].Tool != "setRecurrence" ||
		p.Steps[1].Args["task"] != "revision" || p.Steps[1].Args["repeats"] != "every day starting tomorrow" {
		t.Errorf("%+v", p.Steps)
	}
}

// TestRelativeDueCut: a new task's title ending in a day counted from an
// item that exists becomes its due; a list item that is only that phrase
// is the day of the item before it; an item that does not exist leaves
// the words in the title.
func TestRelativeDueCut(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createTask", `{"title":"physio appointment","due":"2026-12-14"}`)
	for _, tc := range []struct{ text, title, due string }{
		{"remind me to print the exercises 2 days before the physio appointment", "print the exercises", "2 days before the physio appointment"},
		{"add: ask about the knee, same day as the physio appointment", "ask about the knee", "same day as the physio appointment"},
		{"add read chapter 3 the day before the exam", "read chapter 3 the day before the exam", ""},
	} {
		checkRelativeDue(t, ctx, box, tc.text, "", tc.title, tc.due)
	}
}

// TestAndSameProject: "and X" right after a request that filed its new
// tasks in one project files X there too; a request without "and", one
// after a turn that filed nothing, or X with its own place is left alone.
func TestAndSameProject(t *testing.T) {
	prev := agent.PreviousTurn{Known: true, Changed: true, Request: "add update the site to Portfolio"}
	for _, tc := range []struct {
		text, focus, want string
		prev              agent.PreviousTurn
	}{
		{"and rewrite the CV, due 20 déc", "Portfolio", "Portfolio", prev},
		{"rewrite the CV, due 20 déc", "Portfolio", "", prev},
		{"and print the banners", "Portfolio", "", agent.PreviousTurn{Known: true, Changed: true, Request: "add call the bank"}},
		{"and ring the removals firm in the Moving project", "Portfolio", "Moving", prev},
		{"and print the flyers", "", "Fete", agent.PreviousTurn{Known: true, Changed: true, Request: "add book the hall in the Fete project"}},
	} {
		p := grammar.Plan(tc.text)
		agent.AndSameProject(&p, agent.Request{Text: tc.text, Previous: tc.prev, FocusProject: tc.focus})
		got, _ := p.Steps[0].Args["fileUnder"].(string)
		if got == "" {
			got, _ = p.Steps[0].Args["project"].(string)
		}
		if !strings.EqualFold(got, tc.want) {
			t.Errorf("%q after %q: %+v", tc.text, tc.prev.Request, p.Steps)
		}
	}
}

// TestHeadThenIt: "The meeting with the teacher, put it 15/12" when no item
// is called that adds it (the move or-creates) rather than moving the item
// in focus.
func TestHeadThenIt(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Running club"}`)
	text := "The meeting with the teacher of Adam, put it 15/12 at 16h30"
	p := grammar.Plan(text)
	if err := agent.NamedOrFocus(ctx, &p, box, agent.Request{Text: text, Focus: "id:some-milestone"}); err != nil {
		t.Fatal(err)
	}
	if len(p.Steps) != 1 || p.Steps[0].Args["task"] == "it" || p.Steps[0].Args["orCreate"] != true {
		t.Errorf("%+v", p.Steps)
	}
}

// TestRelativeDueOfFocus: "due the day before that meeting" counts from the
// item in focus; the title said in quotes loses its quotes and "due".
func TestRelativeDueOfFocus(t *testing.T) {
	ctx := context.Background()
	box, _ := runBox(t)
	text := `add "prepare slides for the review" due the day before that meeting`
	p := grammar.Plan(text)
	if err := agent.RelativeDueCut(ctx, &p, box, "id:abc"); err != nil {
		t.Fatal(err)
	}
	if len(p.Steps) != 1 || p.Steps[0].Args["title"] != "prepare slides for the review" || p.Steps[0].Args["due"] != "the day before id:abc" {
		t.Errorf("%+v", p.Steps)
	}
}
