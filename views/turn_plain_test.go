package views

import (
	"strings"
	"testing"
)

func TestPlanCardCountsWhatHappened(t *testing.T) {
	for _, c := range []struct {
		name     string
		steps    int
		statuses []string
		want     string
	}{
		{"all done", 2, []string{RecordOK, RecordOK}, "2 of 2 done"},
		{"mixed", 4, []string{RecordOK, RecordOK, RecordFailed, RecordSkipped}, "2 of 4 done, 1 failed, 1 skipped"},
		{"half way", 3, []string{RecordOK}, "1 of 3 done"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr := Turn{Outline: make([]string, c.steps)}
			for _, s := range c.statuses {
				tr.Records = append(tr.Records, Record{Status: s})
			}
			if got := planCounts(tr); got != c.want {
				t.Errorf("planCounts = %q, want %q", got, c.want)
			}
		})
	}
}

// A skipped step says why, in the executor's words or the usual cause.
func TestPlanCardSaysWhyAStepWasSkipped(t *testing.T) {
	newTestApp(t)
	v := NewThreadView(newFakeConv(t, mustStore(t)))
	tr := Turn{ID: "p", Request: "add milk and then email Sam about it", Status: StatusDone,
		Outline: []string{"Add task milk", "Email Sam"},
		Records: []Record{{Status: RecordFailed, Summary: "Could not add “milk”"}, {Status: RecordSkipped}}}
	v.Apply(Update{Turn: tr})
	got := findText(v.RowFor("p"))
	for _, want := range []string{"Plan · 0 of 2 done, 1 failed, 1 skipped", "2. Email Sam — skipped: a step it depends on did not succeed"} {
		if !strings.Contains(got, want) {
			t.Errorf("plan card lacks %q:\n%s", want, got)
		}
	}
}

// Each action is said once: a reply that repeats its only card is not shown
// again as a bubble; a reply that adds something is.
func TestReplyThatRepeatsTheCardIsSaidOnce(t *testing.T) {
	newTestApp(t)
	v := NewThreadView(newFakeConv(t, mustStore(t)))
	card := []Record{{Family: "task", Summary: "Created “Buy milk”, due today", Status: RecordOK}}
	v.Apply(Update{Turn: Turn{ID: "same", Request: "add buy milk today", Status: StatusDone, Records: card, Reply: "Done. Created “Buy milk”, due today."}})
	v.Apply(Update{Turn: Turn{ID: "more", Request: "add buy milk today", Status: StatusDone, Records: card, Reply: "Added it. You also have 3 other tasks today."}})
	if got := findText(v.RowFor("same")); strings.Count(got, "Buy milk") != 1 {
		t.Errorf("the repeated sentence shows %d times:\n%s", strings.Count(got, "Buy milk"), got)
	}
	if got := findText(v.RowFor("more")); !strings.Contains(got, "3 other tasks") {
		t.Errorf("a reply that adds something was dropped:\n%s", got)
	}
}

// Every shape of turn says each sentence once: the cards as the grammar
// and the tools make them, with the reply the grammar composes from them.
func TestEachTurnSaysEachSentenceOnce(t *testing.T) {
	task := func(summary, title, line string) Record {
		return Record{Tool: "createTask", Family: "task", Summary: summary, Status: RecordOK,
			Items: []Item{{Kind: "task", ID: "t-" + title, Title: title, Line: line}}}
	}
	for _, c := range []struct {
		name string
		turn Turn
		once []string // each shows exactly once
		kept []string // what only the reply says stays
		gone []string // shows nowhere
	}{
		{name: "single change with its item",
			turn: Turn{Request: "remind me to call the bank tomorrow at 5pm", Status: StatusDone, Changed: true,
				Records: []Record{task("Created “call the bank”, due tomorrow 17:00", "call the bank", "due tomorrow 17:00")},
				Reply:   "Created “call the bank”, due tomorrow 17:00"},
			once: []string{"call the bank", "due tomorrow 17:00"}},
		{name: "a list: summary and items",
			turn: Turn{Request: "what's due this week?", Status: StatusDone,
				Records: []Record{{Tool: "agenda", Family: "agenda", Summary: "This week: 2 later this week", Status: RecordOK,
					Items: []Item{{Kind: "task", Title: "call the bank", Line: "due tomorrow 17:00"}, {Kind: "task", Title: "pay rent", Line: "due Fri 4 Dec"}}}},
				Reply: "This week: 2 later this week\n- call the bank (due tomorrow 17:00)\n- pay rent (due Fri 4 Dec)"},
			once: []string{"This week: 2 later this week", "call the bank", "pay rent"}},
		{name: "a plan: each step's summary, and the batch heading",
			turn: Turn{Request: "add these: milk, eggs, bread", Status: StatusDone, Changed: true,
				Outline: []string{"createTask — title: milk", "createTask — title: eggs", "createTask — title: bread"},
				Records: []Record{task("Created “milk”", "milk", ""), task("Created “eggs”", "eggs", ""), task("Created “bread”", "bread", "")},
				Reply:   "Added 3 tasks (one undo takes them all back):\nCreated “milk”\nCreated “eggs”\nCreated “bread”"},
			once: []string{"Created “milk”", "Created “eggs”", "Created “bread”"},
			gone: []string{"Added 3 tasks"}},
		{name: "a plan whose reply adds a closing line",
			turn: Turn{Request: "start a garden project", Status: StatusDone, Changed: true,
				Outline: []string{"createProject — name: Garden", "createTask — title: dig"},
				Records: []Record{{Tool: "createProject", Family: "project", Summary: "Created the project “Garden”", Status: RecordOK}, task("Created “dig”, in Garden", "dig", "")},
				Reply:   "Created the project “Garden”\nCreated “dig”, in Garden\nGarden is set up with its first task."},
			once: []string{"Created the project “Garden”", "Created “dig”, in Garden"},
			kept: []string{"Garden is set up with its first task."}},
		{name: "a failed step: the card says what, the reply what it means",
			turn: Turn{Request: "complete the zebra task", Status: StatusDone,
				Records: []Record{{Tool: "completeTask", Family: "task", Summary: "No task matches “zebra”.", Status: RecordFailed}},
				Reply:   "That didn't work: No task matches “zebra”. Nothing was changed."},
			once: []string{"No task matches “zebra”"},
			kept: []string{"Nothing was changed."},
			gone: []string{"That didn't work"}},
		{name: "an ambiguous reference: the card's question once",
			turn: Turn{Request: "delete buy", Status: StatusDone,
				Records: []Record{{Tool: "deleteTask", Family: "task", Summary: "“buy” matches several tasks: “buy milk”, “buy bread”. Which one?", Status: RecordFailed}},
				Reply:   "That didn't work: “buy” matches several tasks: “buy milk”, “buy bread”. Which one? Nothing was changed."},
			once: []string{"matches several tasks", "Which one?"},
			kept: []string{"Nothing was changed."}},
		{name: "a step you did not approve: the reply says so",
			turn: Turn{Request: "delete call the bank", Status: StatusDone,
				Records: []Record{{Tool: "deleteTask", Family: "task", Summary: "not done: you didn't approve it", Status: RecordSkipped}},
				Reply:   "Nothing was changed, because you didn't approve it."},
			once: []string{"Nothing was changed, because you didn't approve it."},
			gone: []string{"not done: you didn't approve it"}},
		{name: "an answer from the notes: the reply and its source chips",
			turn: Turn{Request: "what did we decide about the budget?", Status: StatusDone,
				Records: []Record{{Tool: "askNotes", Family: "search", Summary: "Answered from 1 note", Status: RecordOK,
					Citations: []Citation{{N: 1, NoteID: "n1", Title: "Budget meeting"}},
					Items:     []Item{{Kind: "note", ID: "n1", Title: "Budget meeting", Line: "[1]"}}}},
				Reply: "We cut the travel budget by 10 percent [1]."},
			once: []string{"We cut the travel budget by 10 percent [1].", "Budget meeting"},
			gone: []string{"Answered from 1 note"}},
		{name: "a cancelled turn",
			turn: Turn{Request: "plan my week", Status: StatusCancelled, Reply: "Cancelled."},
			once: []string{"Cancelled"}},
		{name: "a failed turn: the plain reply, not the error text too",
			turn: Turn{Request: "summarize my week", Status: StatusFailed, Err: "llm: dial tcp 127.0.0.1:11434: connection refused",
				Reply: "The local model server is not answering, so nothing was done. Press Retry."},
			once: []string{"The local model server is not answering"},
			gone: []string{"dial tcp"}},
		{name: "a button's turn: its card, not its label too",
			turn: Turn{Request: "Complete “milk”", Direct: true, Status: StatusDone, Changed: true,
				Records: []Record{{Tool: "completeTask", Family: "task", Summary: "Completed “milk”", Status: RecordOK, Items: []Item{{Kind: "task", Title: "milk", Done: true}}}},
				Reply:   "Completed “milk”"},
			once: []string{"milk"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			newTestApp(t)
			v := NewThreadView(newFakeConv(t, mustStore(t)))
			c.turn.ID = "t"
			v.Apply(Update{Turn: c.turn})
			got := findText(v.RowFor("t"))
			got = strings.ReplaceAll(got, c.turn.Request+"\n", "") // the request bubble
			for _, s := range c.once {
				if n := strings.Count(got, s); n != 1 {
					t.Errorf("%q shows %d times, want once:\n%s", s, n, got)
				}
			}
			for _, s := range c.kept {
				if !strings.Contains(got, s) {
					t.Errorf("%q was dropped:\n%s", s, got)
				}
			}
			for _, s := range c.gone {
				if strings.Contains(got, s) {
					t.Errorf("%q still shows:\n%s", s, got)
				}
			}
		})
	}
}

// Quoted note text in an answer shows without Markdown emphasis marks;
// arithmetic and snake_case words stay as written.
func TestPlainEmphasis(t *testing.T) {
	for in, want := range map[string]string{
		"we use *Sabores do Douro*; paid [1]": "we use Sabores do Douro; paid [1]",
		"**PrintHouse Lda** in Porto":         "PrintHouse Lda in Porto",
		"run `make test` first":               "run make test first",
		"it is _really_ due":                  "it is really due",
		"2 * 3 = 6":                           "2 * 3 = 6",
		"file_name_here stays":                "file_name_here stays",
		"*unclosed emphasis":                  "*unclosed emphasis",
	} {
		if got := plainEmphasis(in); got != want {
			t.Errorf("%q → %q, want %q", in, got, want)
		}
	}
}
