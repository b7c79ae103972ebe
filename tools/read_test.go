package tools_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"pace/rag"
	"pace/store"
	"pace/tools"
)

type readCase struct {
	name       string
	setup      func(f *fixture)
	tool, args string
	ok         bool
	want       string
	items      int
	candidates int
}

var readCases = []readCase{
	{tool: "queryTasks", args: `{}`, ok: true, want: "5 tasks open", items: 5},
	{tool: "queryTasks", args: `{"filter":"all","project":"Garden"}`, ok: true, want: "1 task open in Garden", items: 1},
	{tool: "queryTasks", args: `{"filter":"today"}`, ok: true, want: "No tasks due today."},
	{name: "today with a task due today", setup: func(f *fixture) { f.must("createTask", `{"title":"pay rent","due":"today"}`) },
		tool: "queryTasks", args: `{"filter":"today"}`, ok: true, want: "1 task due today", items: 1},
	{tool: "queryTasks", args: `{"filter":"overdue"}`, ok: true, want: "1 task overdue", items: 1},
	{tool: "queryTasks", args: `{"filter":"upcoming"}`, ok: true, want: "2 tasks coming up", items: 2},
	{tool: "queryTasks", args: `{"filter":"done"}`, ok: true, want: "1 task done", items: 1},
	{tool: "queryTasks", args: `{"filter":"blocked"}`, ok: true, want: "No tasks blocked."},
	{name: "blocked with a dependency", setup: func(f *fixture) {
		f.must("addDependency", `{"task":"draft report","blockedBy":"call the bank"}`)
	}, tool: "queryTasks", args: `{"filter":"blocked"}`, ok: true, want: "1 task blocked", items: 1},
	{tool: "queryTasks", args: `{"filter":"someday"}`, want: "filter “someday”"},
	{tool: "queryTasks", args: `{"project":"Moon base"}`, want: "No project matches"},
	{tool: "queryTasks", args: `{"project":"home"}`, want: "matches several projects", candidates: 2},
	{tool: "projectStatus", args: `{"project":"Garden"}`, ok: true,
		want: "Garden: 1 open, 0 done, 1 overdue; next milestone “beds dug” on Fri 4 Dec", items: 1},
	{name: "what's blocking Garden", setup: func(f *fixture) {
		f.must("addDependency", `{"task":"water the plants","blockedBy":"call the bank"}`)
		f.must("createTask", `{"title":"buy seeds","project":"Garden"}`)
		f.must("completeTask", `{"task":"buy seeds"}`)
	}, tool: "projectStatus", args: `{"project":"Garden"}`, ok: true, want: "Garden: 1 open, 1 done, 1 overdue, 1 blocked", items: 2},
	{tool: "projectStatus", args: `{"project":"Moon base"}`, want: "No project matches"},
	{tool: "projectStatus", args: `{"project":"home"}`, want: "matches several", candidates: 2},
	{tool: "listMilestones", args: `{"project":"Garden"}`, ok: true, want: "Garden has 1 milestone(s)", items: 1},
	{tool: "listMilestones", args: `{"project":"Home office"}`, ok: true, want: "Home office has no milestones."},
	{tool: "listMilestones", args: `{"project":"home"}`, want: "matches several", candidates: 2},
	{tool: "searchEverything", args: `{"query":"bank"}`, ok: true, want: "Found 2 item(s) for “bank”", items: 2},
	{tool: "searchEverything", args: `{"query":"garden"}`, ok: true, want: "Found 2 item(s)", items: 2},
	{tool: "searchEverything", args: `{"query":"zebra"}`, ok: true, want: "Nothing found"},
	{tool: "searchEverything", args: `{"query":"the"}`, want: "What should I look for?"},
	{tool: "searchNotes", args: `{"query":"fixed rate"}`, ok: true, want: "Found 1 note(s)", items: 1},
	{tool: "searchNotes", args: `{"query":""}`, want: "What should I look for"},
	{tool: "askNotes", args: `{"question":"what rate?"}`, want: "notes index is not set up"},
	{tool: "notesFrom", args: `{"day":"today"}`, ok: true, want: "3 note(s) from today", items: 3},
	{tool: "notesFrom", args: `{"day":"yesterday"}`, ok: true, want: "No notes from yesterday."},
	{tool: "notesFrom", args: `{"day":"the old days"}`, want: "as a date"},
	{tool: "agenda", args: `{}`, ok: true, want: "Today: 1 overdue", items: 1},
	{tool: "agenda", args: `{"scope":"week"}`, ok: true, want: "This week: 1 overdue, 2 later this week", items: 3},
	{tool: "agenda", args: `{"scope":"year"}`, want: "today or week"},
	{name: "recall a conversation", setup: func(f *fixture) {
		f.db.Write(context.Background(), func(tx *store.Tx) error {
			// The question asked before and Pace's reply to it say nothing
			// more about the budget: they are not recalled.
			for _, m := range []store.ChatMessage{
				{Role: store.RoleUser, Text: "we should cut the trip budget", CreatedAt: ref.Add(-24 * time.Hour)},
				{Role: store.RoleUser, Text: "what did we say about the budget?", CreatedAt: ref.Add(-2 * time.Hour)},
				{Role: store.RoleAssistant, Text: "Found 1 message(s) and 0 completed task(s) for “the budget”", CreatedAt: ref.Add(-2 * time.Hour)},
			} {
				if _, err := tx.Chat().Append(m); err != nil {
					return err
				}
			}
			return nil
		})
	}, tool: "recall", args: `{"query":"what did we say about the budget"}`, ok: true, want: "Found 1 message(s) and 0 completed task(s)"},
	{tool: "recall", args: `{"query":"what did I do today"}`, ok: true, want: "Found 0 message(s) and 1 completed task(s)", items: 1},
	{tool: "recall", args: `{"query":"invoice"}`, ok: true, want: "1 completed task(s)", items: 1},
	{tool: "recall", args: `{"query":"zebras"}`, ok: true, want: "I don't remember anything"},
	{tool: "recall", args: `{"query":"what did we"}`, want: "What should I try to remember?"},
}

func TestReadTools(t *testing.T) {
	for _, c := range readCases {
		name := c.name
		if name == "" {
			name = c.tool + " " + c.args
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			seed(f)
			if c.setup != nil {
				c.setup(f)
			}
			before, n := f.state(), f.journalLen()
			res := f.run(c.tool, c.args)
			if res.OK != c.ok || !strings.Contains(res.Summary, c.want) {
				t.Fatalf("got ok=%v %q, want ok=%v containing %q\n%s", res.OK, res.Summary, c.ok, c.want, res.Detail)
			}
			if len(res.Items) != c.items || len(res.Candidates) != c.candidates {
				t.Fatalf("items %d candidates %d, want %d and %d:\n%s", len(res.Items), len(res.Candidates), c.items, c.candidates, res.Detail)
			}
			if res.Changed || f.state() != before || f.journalLen() != n {
				t.Fatal("a read tool changed the store")
			}
			if err := f.tb.Verify(context.Background(), inv(c.tool, c.args), res); res.OK && err != nil {
				t.Fatalf("verify of a read: %v", err)
			}
		})
	}
}

// fakeIndex is our own NotesIndex stand-in.
type fakeIndex struct {
	ans  rag.Answer
	hits []rag.Hit
	err  error
}

func (x fakeIndex) Ask(ctx context.Context, q string) (rag.Answer, error) { return x.ans, x.err }
func (x fakeIndex) Search(ctx context.Context, q string, k int) ([]rag.Hit, error) {
	return x.hits, x.err
}

func TestNotesThroughTheIndex(t *testing.T) {
	idx := fakeIndex{
		ans: rag.Answer{Text: "The fixed rate is 3.1% [1].", Found: true,
			Citations: []rag.Citation{{N: 1, NoteID: "n1", Title: "Bank call", Passage: "The fixed rate is 3.1%."}}},
		hits: []rag.Hit{{NoteID: "n1", Title: "Bank call", Passage: "The fixed rate is 3.1%.", Score: 0.03}},
	}
	f := newFixture(t, func(o *tools.Options) { o.Notes = idx })
	res := f.must("askNotes", `{"question":"what is the fixed rate?"}`)
	if res.Summary != "Answered from 1 note" || res.Outputs["answer"] != "The fixed rate is 3.1% [1]." || len(res.Citations) != 1 || res.Ref != "id:n1" ||
		!strings.Contains(res.Detail, "[1] Bank call: The fixed rate is 3.1%.") {
		t.Fatalf("ask %+v", res)
	}
	res = f.must("searchNotes", `{"query":"fixed rate"}`)
	if len(res.Items) != 1 || !strings.Contains(res.Detail, "Bank call: The fixed rate") {
		t.Fatalf("search %+v", res)
	}
	g := newFixture(t, func(o *tools.Options) { o.Notes = fakeIndex{ans: rag.Answer{Text: rag.NotFound}} })
	if res := g.must("askNotes", `{"question":"who won the cup?"}`); res.Summary != rag.NotFound || len(res.Citations) != 0 {
		t.Fatalf("not found %+v", res)
	}
	const otherwise = "I can only look at your things."
	if res := g.must("askNotes", `{"question":"what is the population of Porto?","otherwise":"`+otherwise+`"}`); res.Summary != otherwise || len(res.Citations) != 0 {
		t.Fatalf("not found with otherwise %+v", res)
	}
	if res := f.must("askNotes", `{"question":"what is the fixed rate?","otherwise":"`+otherwise+`"}`); len(res.Citations) != 1 || res.Outputs["answer"] != idx.ans.Text {
		t.Fatalf("found with otherwise %+v", res)
	}
	if res := f.must("searchEverything", `{"query":"fixed rate"}`); len(res.Citations) != 1 || res.Summary != idx.ans.Text || len(res.Items) != 0 {
		// The note the answer cites is not listed again under it.
		t.Fatalf("search with an answer %+v", res)
	}
	if res := g.must("searchEverything", `{"query":"fixed rate"}`); len(res.Citations) != 0 || strings.Contains(res.Summary, "[1]") {
		t.Fatalf("search without an answer %+v", res)
	}
	// "what did I say about the fixed rate": the note the user wrote
	// answers first, with its citation; the conversation follows.
	if res := f.must("recall", `{"query":"the fixed rate"}`); len(res.Citations) != 1 || res.Outputs["answer"] != idx.ans.Text ||
		!strings.HasPrefix(res.Detail, idx.ans.Text+"\n[1] Bank call: ") || res.Ref != "id:n1" {
		t.Fatalf("recall from a note %+v", res)
	}
	f.db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleUser, Text: "the bank said the fixed rate may rise", CreatedAt: ref})
		return err
	})
	if res := f.must("recall", `{"query":"the fixed rate"}`); len(res.Citations) != 1 || !strings.Contains(res.Summary, "1 message(s)") ||
		!strings.Contains(res.Detail, "Also in our conversation:\n- you, ") || !strings.Contains(res.Detail, "may rise") {
		t.Fatalf("recall from a note and a message %+v", res)
	}
	if res := g.must("recall", `{"query":"the fixed rate"}`); len(res.Citations) != 0 || !strings.Contains(res.Summary, "I don't remember") {
		t.Fatalf("recall with nothing in the notes %+v", res)
	}
	h := newFixture(t, func(o *tools.Options) { o.Notes = fakeIndex{err: errors.New("index broken")} })
	if _, err := h.tb.Run(context.Background(), inv("recall", `{"query":"the fixed rate"}`)); err == nil {
		t.Fatal("an index failure in recall is an infrastructure error")
	}
	if _, err := h.tb.Run(context.Background(), inv("askNotes", `{"question":"x"}`)); err == nil {
		t.Fatal("an index failure is an infrastructure error")
	}
}

// TestSearchEverythingReadsNotesThroughTheIndex: with a notes index,
// searchEverything lists the notes the index finds (one row a note, half the
// query's words in its title and passage) and never scans every note's body,
// which took seconds at 20,000 notes.
func TestSearchEverythingReadsNotesThroughTheIndex(t *testing.T) {
	idx := fakeIndex{ans: rag.Answer{Text: rag.NotFound}, hits: []rag.Hit{
		{NoteID: "n1", Title: "Boiler", Passage: "The boiler service is due in March."},
		{NoteID: "n1", Title: "Boiler", Passage: "Call the boiler engineer first."},
		{NoteID: "n2", Title: "Garden", Passage: "Tomatoes need sun."},
		{NoteID: "n3", Title: "Flat", Passage: "The boiler pressure should read 1.5 bar."},
	}}
	f := newFixture(t, func(o *tools.Options) { o.Notes = idx })
	// A note only a body scan would find: the index above does not return it.
	f.must("createNote", `{"title":"Scan only","body":"boiler service manual"}`)
	f.must("createTask", `{"title":"book the boiler service"}`)
	res := f.must("searchEverything", `{"query":"boiler service"}`)
	var got []string
	for _, it := range res.Items {
		got = append(got, string(it.Kind)+":"+it.Title)
	}
	if want := []string{"task:book the boiler service", "note:Boiler", "note:Flat"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("items %v, want %v", got, want)
	}
	if !strings.Contains(res.Detail, "The boiler service is due in March.") {
		t.Fatalf("a note row shows its best passage: %s", res.Detail)
	}
}

func TestNotesThroughRealRAG(t *testing.T) {
	f := newFixture(t)
	f.tb = tools.NewToolBox(f.db, tools.Options{Now: f.clock.Now, Location: zone, Notes: rag.NewEngine(f.db, nil)})
	f.must("createNote", `{"title":"Bank call","body":"The bank offers a fixed rate of 3.1% for ten years. The branch opens at nine."}`)
	f.must("createNote", `{"title":"Garden","body":"Tomatoes need sun. Dig the beds in spring."}`)
	res := f.must("askNotes", `{"question":"what fixed rate does the bank offer?"}`)
	if len(res.Citations) == 0 || res.Citations[0].Title != "Bank call" || !strings.Contains(res.Detail, "3.1%") {
		t.Fatalf("ask %+v", res)
	}
	res = f.must("searchNotes", `{"query":"tomatoes"}`)
	if len(res.Items) == 0 || res.Items[0].Title != "Garden" {
		t.Fatalf("search %+v", res)
	}
}

func TestVerifyCatchesBrokenPostconditions(t *testing.T) {
	f := newFixture(t)
	res := f.must("createTask", `{"title":"call the bank","due":"tomorrow"}`)
	args := `{"title":"call the bank","due":"tomorrow"}`
	ctx := context.Background()
	if err := f.tb.Verify(ctx, inv("createTask", args), res); err != nil {
		t.Fatal(err)
	}
	// The task is renamed behind the result's back.
	f.must("updateTask", `{"task":"call the bank","title":"call mum"}`)
	if err := f.tb.Verify(ctx, inv("createTask", args), res); !errors.Is(err, tools.ErrPostcondition) {
		t.Fatalf("renamed: %v", err)
	}
	done := f.must("completeTask", `{"task":"call mum"}`)
	f.must("reopenTask", `{"task":"call mum"}`)
	if err := f.tb.Verify(ctx, inv("completeTask", `{"task":"call mum"}`), done); !errors.Is(err, tools.ErrPostcondition) {
		t.Fatalf("reopened: %v", err)
	}
	if err := f.tb.Verify(ctx, inv("createTask", args), tools.Fail("nope")); !errors.Is(err, tools.ErrPostcondition) {
		t.Fatalf("failed result: %v", err)
	}
}

// TestCapturedNoteIsIndexedAtOnce: createNote indexes the note in its own
// transaction, so the index is fresh before any Sync and the next question
// is answered from it; appendNote keeps it fresh too.
func TestCapturedNoteIsIndexedAtOnce(t *testing.T) {
	f := newFixture(t)
	eng := rag.NewEngine(f.db, nil)
	t.Cleanup(func() { eng.Close() })
	f.tb = tools.NewToolBox(f.db, tools.Options{Now: f.clock.Now, Location: zone, Notes: eng})
	f.must("createNote", `{"title":"Guest wifi","body":"The guest network password is marigold77."}`)
	f.must("appendNote", `{"note":"Guest wifi","text":"The router sits behind the bookshelf."}`)
	st, err := eng.Status(context.Background())
	if err != nil || st.Notes != 1 || st.Chunks == 0 || st.Stale != 0 {
		t.Fatalf("status %+v (%v)", st, err)
	}
	for q, want := range map[string]string{"what is the guest network password?": "marigold77", "where is the router?": "bookshelf"} {
		res := f.must("askNotes", `{"question":"`+q+`"}`)
		if len(res.Citations) != 1 || res.Citations[0].Title != "Guest wifi" || !strings.Contains(res.Outputs["answer"], want) {
			t.Errorf("%s: %+v", q, res)
		}
	}
}

// TestQueryAboutFallsBackToTheNotes: "when is the X?" lists the tasks about
// X, and when none is, answers the question from the notes.
func TestQueryAboutFallsBackToTheNotes(t *testing.T) {
	idx := fakeIndex{ans: rag.Answer{Text: "The green bin goes out every second Friday [1].", Found: true,
		Citations: []rag.Citation{{N: 1, NoteID: "n9", Title: "Bins", Passage: "The green bin goes out every second Friday."}}}}
	f := newFixture(t, func(o *tools.Options) { o.Notes = idx })
	f.must("createTask", `{"title":"Doctor's appointment","due":"thursday 9am"}`)
	f.must("createTask", `{"title":"Haircut","due":"wednesday 5pm"}`)
	res := f.must("queryTasks", `{"about":"doctor's appointment","question":"when is my doctor's appointment?"}`)
	if len(res.Items) != 1 || !strings.Contains(res.Items[0].Title, "Doctor") || len(res.Citations) != 0 {
		t.Fatalf("about a task: %+v", res)
	}
	res = f.must("queryTasks", `{"about":"haircut","day":"friday"}`)
	if len(res.Items) != 0 {
		t.Fatalf("the day filter was ignored: %+v", res)
	}
	res = f.must("queryTasks", `{"about":"green bin emptied","question":"when is the green bin emptied?"}`)
	if len(res.Citations) != 1 || res.Citations[0].Title != "Bins" {
		t.Fatalf("no task about it, the notes should answer: %+v", res)
	}
	// Without a question, no task is simply no task.
	if res := f.must("queryTasks", `{"about":"green bin"}`); len(res.Items) != 0 || len(res.Citations) != 0 {
		t.Fatalf("about without a question: %+v", res)
	}
}

// TestQueryAboutUndatedAsksTheNotes: "what time is my train home?" with a
// task about the train that has no date is answered by the notes when they
// say; a dated task still answers, and without a note the task stands.
func TestQueryAboutUndatedAsksTheNotes(t *testing.T) {
	idx := fakeIndex{ans: rag.Answer{Text: "Train home: 10:42 on 19 December [1].", Found: true,
		Citations: []rag.Citation{{N: 1, NoteID: "n3", Title: "Train home", Passage: "Train home: 10:42 on 19 December."}}}}
	f := newFixture(t, func(o *tools.Options) { o.Notes = idx })
	f.must("createTask", `{"title":"buy train tickets home"}`)
	f.must("createTask", `{"title":"book the vet","due":"friday"}`)
	if res := f.must("queryTasks", `{"about":"train home","question":"what time is my train home?"}`); len(res.Citations) != 1 {
		t.Errorf("undated task, a note that says when: %+v", res)
	}
	if res := f.must("queryTasks", `{"about":"vet","question":"when is the vet?"}`); len(res.Items) != 1 || len(res.Citations) != 0 {
		t.Errorf("a dated task answers: %+v", res)
	}
	if res := f.must("queryTasks", `{"about":"train home","question":"is the train home done?"}`); len(res.Items) != 1 || len(res.Citations) != 0 {
		t.Errorf("not a question after a time: %+v", res)
	}
	g := newFixture(t, func(o *tools.Options) { o.Notes = fakeIndex{ans: rag.Answer{Text: rag.NotFound}} })
	g.must("createTask", `{"title":"buy train tickets home"}`)
	if res := g.must("queryTasks", `{"about":"train home","question":"what time is my train home?"}`); len(res.Items) != 1 {
		t.Errorf("no note: the task stands: %+v", res)
	}
}
