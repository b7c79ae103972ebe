package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/tools"
)

// seed builds the world every tool case starts from.
func seed(f *fixture) {
	f.t.Helper()
	f.turn("seed")
	f.must("createProject", `{"name":"Garden"}`)
	f.must("createProject", `{"name":"Home office"}`)
	f.must("createProject", `{"name":"Home garden"}`)
	f.must("createTask", `{"title":"call the bank","due":"tomorrow at 5pm","priority":"high"}`)
	f.must("createTask", `{"title":"water the plants","project":"Garden","due":"2026-11-20"}`)
	f.must("createTask", `{"title":"draft report"}`)
	f.must("createTask", `{"title":"review report"}`)
	f.must("createTask", `{"title":"paid invoice"}`)
	f.must("completeTask", `{"task":"paid invoice"}`)
	f.must("createTask", `{"title":"gym","repeats":"every friday"}`)
	f.must("addMilestone", `{"project":"Garden","title":"beds dug","due":"next friday"}`)
	f.must("createNote", `{"title":"Bank call","body":"Ask about the fixed rate."}`)
	f.must("createNote", `{"title":"Trip ideas","body":"Lisbon"}`)
	f.must("createNote", `{"title":"Trip budget","body":"500 euros"}`)
	f.turn("turn-1")
}

type toolCase struct {
	tool, args string
	ok         bool
	// want is a substring of the summary.
	want string
	// candidates is the number of candidates an ambiguous reference lists.
	candidates int
	check      func(t *testing.T, f *fixture, res tools.Result)
}

// day builds an instant in the test zone.
func day(y int, m time.Month, d, h, min int) time.Time { return time.Date(y, m, d, h, min, 0, 0, zone) }

func dueIs(want time.Time, hasTime bool) func(t *testing.T, f *fixture, res tools.Result) {
	return func(t *testing.T, f *fixture, res tools.Result) {
		t.Helper()
		task := f.task(res.Ref)
		if task.Due == nil || !task.Due.Equal(want) || task.HasTime != hasTime {
			t.Fatalf("due %v (has time %v), want %v (%v)", task.Due, task.HasTime, want, hasTime)
		}
	}
}

var toolCases = []toolCase{
	// createTask
	{tool: "createTask", args: `{"title":"call the plumber","due":"tomorrow at 5pm","priority":"p1","tags":["@Errand"]}`, ok: true,
		want: "Created “call the plumber”, due tomorrow 17:00", check: func(t *testing.T, f *fixture, res tools.Result) {
			task := f.task(res.Ref)
			if task.Priority != 4 || len(task.Tags) != 1 || task.Tags[0] != "errand" || !task.HasTime {
				t.Fatalf("task %+v", task)
			}
			if res.Outputs["due"] != "2026-11-26T17:00:00+01:00" || res.Outputs["title"] != "call the plumber" {
				t.Fatalf("outputs %v", res.Outputs)
			}
		}},
	{tool: "createTask", args: `{"title":"sow seeds","project":"Garden","due":"next friday"}`, ok: true,
		want: "in Garden", check: func(t *testing.T, f *fixture, res tools.Result) {
			task := f.task(res.Ref)
			if task.ProjectName != "Garden" || task.HasTime || !task.Due.Equal(day(2026, 12, 4, 0, 0)) {
				t.Fatalf("task %+v due %v", task, task.Due)
			}
			if strings.Contains(res.Summary, "new project") {
				t.Fatal("Garden exists")
			}
		}},
	{tool: "createTask", args: `{"title":"buy a boat","project":"Sailing"}`, ok: true, want: "in Sailing (new project)"},
	{tool: "createTask", args: `{"title":"stretch","repeats":"FREQ=DAILY"}`, ok: true, want: "repeating every day",
		check: dueIs(day(2026, 11, 25, 0, 0), false)},
	{tool: "createTask", args: `{"title":"sow seeds","project":"Garden","milestone":"beds dug"}`, ok: true, want: "Created"},
	{tool: "createTask", args: `{"title":"  "}`, want: "needs a title"},
	{tool: "createTask", args: `{"title":"x","due":"when pigs fly"}`, want: "couldn't read “when pigs fly” as a date"},
	{tool: "createTask", args: `{"title":"x","priority":"meh"}`, want: "priority “meh”"},
	{tool: "createTask", args: `{"title":"x","repeats":"sometimes"}`, want: "as a repetition"},
	{tool: "createTask", args: `{"title":"x","repeats":"FREQ=SOMETIMES"}`, want: "not a valid RFC 5545"},
	{tool: "createTask", args: `{"title":"x","project":"home"}`, want: "matches several projects", candidates: 2},
	{tool: "createTask", args: `{"title":"x","project":"Garden","milestone":"roof"}`, want: "no milestone “roof”"},
	// completeTask
	{tool: "completeTask", args: `{"task":"call the bank"}`, ok: true, want: "Completed “call the bank”",
		check: func(t *testing.T, f *fixture, res tools.Result) {
			if task := f.task(res.Ref); !task.Done || task.CompletedAt == nil || !task.CompletedAt.Equal(ref) {
				t.Fatalf("task %+v", task)
			}
		}},
	{tool: "completeTask", args: `{"task":"paid invoice"}`, ok: true, want: "already done"},
	{tool: "completeTask", args: `{"task":"feed the cat"}`, want: "No task matches “feed the cat”"},
	{tool: "completeTask", args: `{"task":"report"}`, want: "matches several tasks", candidates: 2},
	{tool: "completeTask", args: `{"task":""}`, want: "Which task?"},
	// reopenTask
	{tool: "reopenTask", args: `{"task":"paid invoice"}`, ok: true, want: "Reopened “paid invoice”",
		check: func(t *testing.T, f *fixture, res tools.Result) {
			if task := f.task(res.Ref); task.Done || task.CompletedAt != nil {
				t.Fatalf("task %+v", task)
			}
		}},
	{tool: "reopenTask", args: `{"task":"call the bank"}`, ok: true, want: "is not done"},
	{tool: "reopenTask", args: `{"task":"id:00000000-0000-0000-0000-000000000000"}`, want: "That item is not a task, or it is gone."},
	{tool: "reopenTask", args: `{"task":"report"}`, want: "matches several tasks", candidates: 2},
	// rescheduleTask
	{tool: "rescheduleTask", args: `{"task":"call the bank","to":"next monday"}`, ok: true, want: "Moved “call the bank” to Mon 30 Nov 17:00",
		check: dueIs(day(2026, 11, 30, 17, 0), true)},
	{tool: "rescheduleTask", args: `{"task":"call the bank","to":"friday at 9am"}`, ok: true, want: "Moved “call the bank” to Fri 27 Nov 09:00",
		check: dueIs(day(2026, 11, 27, 9, 0), true)},
	{tool: "rescheduleTask", args: `{"task":"call the bank","to":"4pm"}`, ok: true, want: "Moved “call the bank” to tomorrow 16:00",
		check: dueIs(day(2026, 11, 26, 16, 0), true)},
	{tool: "rescheduleTask", args: `{"task":"water the plants","to":"at 10am"}`, ok: true, want: "Fri 20 Nov 10:00",
		check: dueIs(day(2026, 11, 20, 10, 0), true)},
	{tool: "rescheduleTask", args: `{"task":"draft report","to":"4pm"}`, ok: true, want: "today 16:00",
		check: dueIs(day(2026, 11, 25, 16, 0), true)},
	{tool: "rescheduleTask", args: `{"task":"call the bank","by":"2 days"}`, ok: true, want: "Sat 28 Nov 17:00",
		check: dueIs(day(2026, 11, 28, 17, 0), true)},
	{tool: "rescheduleTask", args: `{"task":"call the bank","to":"2026-12-03T09:30:00+01:00"}`, ok: true, want: "Thu 3 Dec 09:30",
		check: dueIs(day(2026, 12, 3, 9, 30), true)},
	{tool: "rescheduleTask", args: `{"task":"draft report","by":"2 days"}`, want: "has no due date to move"},
	{tool: "rescheduleTask", args: `{"task":"call the bank"}`, want: "Say either"},
	{tool: "rescheduleTask", args: `{"task":"call the bank","to":"friday","by":"1 day"}`, want: "Say either"},
	{tool: "rescheduleTask", args: `{"task":"call the bank","by":"a while"}`, want: "amount of time"},
	{tool: "rescheduleTask", args: `{"task":"nope","to":"friday"}`, want: "No task matches"},
	{tool: "rescheduleTask", args: `{"task":"report","to":"friday"}`, want: "matches several", candidates: 2},
	// snoozeTask
	{tool: "snoozeTask", args: `{"task":"call the bank"}`, ok: true, want: "until today 13:00",
		check: dueIs(day(2026, 11, 25, 13, 0), true)},
	{tool: "snoozeTask", args: `{"task":"call the bank","until":"later"}`, ok: true, want: "until today 13:00"},
	{tool: "snoozeTask", args: `{"task":"call the bank","until":"monday at 9am"}`, ok: true, want: "until Mon 30 Nov 09:00",
		check: dueIs(day(2026, 11, 30, 9, 0), true)},
	{tool: "snoozeTask", args: `{"task":"call the bank","until":"blue"}`, want: "as a date"},
	{tool: "snoozeTask", args: `{"task":"nope"}`, want: "No task matches"},
	{tool: "snoozeTask", args: `{"task":"report"}`, want: "matches several", candidates: 2},
	// setPriority
	{tool: "setPriority", args: `{"task":"draft report","priority":"urgent"}`, ok: true, want: "to urgent priority",
		check: func(t *testing.T, f *fixture, res tools.Result) {
			if p := f.task(res.Ref).Priority; p != 4 {
				t.Fatalf("priority %d", p)
			}
		}},
	{tool: "setPriority", args: `{"task":"call the bank","priority":"high"}`, ok: true, want: "nothing changed"},
	{tool: "setPriority", args: `{"task":"call the bank","priority":"none"}`, ok: true, want: "Cleared the priority of"},
	{tool: "setPriority", args: `{"task":"call the bank","priority":"extreme"}`, want: "priority “extreme”"},
	{tool: "setPriority", args: `{"task":"call the bank","priority":""}`, want: "Say which priority"},
	{tool: "setPriority", args: `{"task":"nope","priority":"low"}`, want: "No task matches"},
	{tool: "setPriority", args: `{"task":"report","priority":"low"}`, want: "matches several", candidates: 2},
	// setRecurrence
	{tool: "setRecurrence", args: `{"task":"draft report","repeats":"the last Friday of every month"}`, ok: true,
		want: "now repeats every month on the last Friday, next due Fri 27 Nov", check: dueIs(day(2026, 11, 27, 0, 0), false)},
	{tool: "setRecurrence", args: `{"task":"draft report","repeats":"every other week on Monday and Wednesday"}`, ok: true,
		want: "now repeats every 2 weeks on Monday and Wednesday, next due today", check: dueIs(day(2026, 11, 25, 0, 0), false)},
	{tool: "setRecurrence", args: `{"task":"draft report","repeats":"every monday"}`, ok: true, want: "now repeats every Monday",
		check: func(t *testing.T, f *fixture, res tools.Result) {
			task := f.task(res.Ref)
			if task.RRule != "FREQ=WEEKLY;BYDAY=MO" || !task.Due.Equal(day(2026, 11, 30, 0, 0)) || task.DTStart == nil {
				t.Fatalf("task %+v due %v", task, task.Due)
			}
		}},
	{tool: "setRecurrence", args: `{"task":"call the bank","repeats":"RRULE:FREQ=MONTHLY;BYMONTHDAY=1"}`, ok: true,
		want: "now repeats every month on the 1st, next due Tue 1 Dec 17:00", check: dueIs(day(2026, 12, 1, 17, 0), true)},
	{tool: "createTask", args: `{"title":"run","due":"monday","repeats":"every friday"}`, ok: true,
		want: "due Fri 4 Dec", check: dueIs(day(2026, 12, 4, 0, 0), false)},
	{tool: "createTask", args: `{"title":"review","due":"every tuesday"}`, ok: true,
		want: "due Tue 1 Dec, repeating every Tuesday", check: dueIs(day(2026, 12, 1, 0, 0), false)},
	{tool: "setRecurrence", args: `{"task":"gym","repeats":"none"}`, ok: true, want: "no longer repeats",
		check: func(t *testing.T, f *fixture, res tools.Result) {
			if task := f.task(res.Ref); task.RRule != "" {
				t.Fatalf("rrule %q", task.RRule)
			}
		}},
	{tool: "setRecurrence", args: `{"task":"draft report","repeats":"none"}`, ok: true, want: "nothing changed"},
	{tool: "setRecurrence", args: `{"task":"draft report","repeats":"whenever"}`, want: "as a repetition"},
	{tool: "setRecurrence", args: `{"task":"nope","repeats":"daily"}`, want: "No task matches"},
	{tool: "setRecurrence", args: `{"task":"report","repeats":"daily"}`, want: "matches several", candidates: 2},
	// updateTask
	{tool: "updateTask", args: `{"task":"call the bank","title":"call the bank about the loan","notes":"ask for Ms Lee"}`, ok: true,
		want: "renamed to “call the bank about the loan”, notes updated"},
	{tool: "updateTask", args: `{"task":"water the plants","project":"none"}`, ok: true, want: "removed from Garden"},
	{tool: "updateTask", args: `{"task":"draft report","project":"Work"}`, ok: true, want: "moved to Work (new project)"},
	{tool: "updateTask", args: `{"task":"draft report","project":"Garden"}`, ok: true, want: "moved to Garden"},
	{tool: "updateTask", args: `{"task":"draft report"}`, want: "Nothing to change"},
	{tool: "updateTask", args: `{"task":"draft report","project":"home"}`, want: "matches several projects", candidates: 2},
	{tool: "updateTask", args: `{"task":"nope","title":"x"}`, want: "No task matches"},
	{tool: "updateTask", args: `{"task":"report","title":"x"}`, want: "matches several", candidates: 2},
	// deleteTask
	{tool: "deleteTask", args: `{"task":"call the bank"}`, ok: true, want: "Deleted “call the bank”"},
	{tool: "deleteTask", args: `{"task":"nope"}`, want: "No task matches"},
	{tool: "deleteTask", args: `{"task":"report"}`, want: "matches several", candidates: 2},
	// A one-word overlap is never enough to delete on; two shared words or the title are.
	{tool: "deleteTask", args: `{"task":"bank"}`, want: "not enough to delete on. Did you mean the task “call the bank”", candidates: 1},
	{tool: "deleteTask", args: `{"task":"plants"}`, want: "not enough to delete on", candidates: 1},
	{tool: "deleteTask", args: `{"task":"WATER THE PLANTS"}`, ok: true, want: "Deleted “water the plants”"},
	{tool: "deleteTask", args: `{"task":"water plants"}`, ok: true, want: "Deleted “water the plants”"},
	// addDependency
	{tool: "addDependency", args: `{"task":"draft report","blockedBy":"call the bank"}`, ok: true, want: "now waits for “call the bank”"},
	{tool: "addDependency", args: `{"task":"draft report","blockedBy":"draft report"}`, want: "cannot wait for itself"},
	{tool: "addDependency", args: `{"task":"draft report","blockedBy":"nope"}`, want: "No task matches “nope”"},
	{tool: "addDependency", args: `{"task":"report","blockedBy":"call the bank"}`, want: "matches several", candidates: 2},
	// createProject
	{tool: "createProject", args: `{"name":"Kitchen","notes":"new tiles"}`, ok: true, want: "Created the project “Kitchen”, described as “new tiles”"},
	{tool: "createProject", args: `{"name":"garden"}`, want: "already exists"},
	{tool: "createProject", args: `{"name":" "}`, want: "needs a name"},
	// addMilestone
	{tool: "addMilestone", args: `{"project":"Garden","title":"seeds sown","due":"1 Dec"}`, ok: true, want: "due Tue 1 Dec"},
	{tool: "addMilestone", args: `{"project":"Garden","title":"x","due":"someday maybe"}`, want: "as a date"},
	{tool: "addMilestone", args: `{"project":"Garden","title":""}`, want: "needs a title"},
	{tool: "addMilestone", args: `{"project":"Moon base","title":"x"}`, want: "No project matches"},
	{tool: "addMilestone", args: `{"project":"home","title":"x"}`, want: "matches several projects", candidates: 2},
	// createNote, appendNote
	{tool: "createNote", args: `{"title":"Recipes","body":"pancakes","tags":["#food"]}`, ok: true, want: "Created the note “Recipes”"},
	{tool: "createNote", args: `{"title":""}`, want: "needs a title"},
	{tool: "appendNote", args: `{"note":"Bank call","text":"They open at 9."}`, ok: true, want: "Added to the note “Bank call”",
		check: func(t *testing.T, f *fixture, res tools.Result) {
			f.db.Read(context.Background(), func(tx *store.Tx) error {
				n, _ := tx.Notes().Resolve(res.Ref)
				if n.Body != "Ask about the fixed rate.\nThey open at 9." {
					t.Fatalf("body %q", n.Body)
				}
				return nil
			})
		}},
	{tool: "appendNote", args: `{"note":"Bank call","text":" "}`, want: "no text to add"},
	{tool: "appendNote", args: `{"note":"Diary","text":"x"}`, want: "No note matches"},
	{tool: "appendNote", args: `{"note":"trip","text":"x"}`, want: "matches several notes", candidates: 2},
	// linkItems
	{tool: "linkItems", args: `{"from":"Bank call","to":"call the bank"}`, ok: true, want: "Linked “Bank call” relates-to “call the bank” (note → task)"},
	{tool: "linkItems", args: `{"from":"Garden","to":"Trip ideas","type":"mentions"}`, ok: true, want: "(project → note)"},
	{tool: "linkItems", args: `{"from":"Bank call","to":"call the bank","type":"friends"}`, want: "link type “friends”"},
	{tool: "linkItems", args: `{"from":"Bank call","to":"Bank call"}`, want: "linked to itself"},
	{tool: "linkItems", args: `{"from":"Bank call","to":"Atlantis"}`, want: "No task, project or note matches “Atlantis”"},
	{tool: "linkItems", args: `{"from":"trip","to":"Garden"}`, want: "matches several items", candidates: 2},
	{tool: "linkItems", args: `{"from":"bank","to":"Garden"}`, want: "matches several items", candidates: 2},
}

// TestTools runs every case on a fresh seeded store. A success must journal
// its change (when it changed anything) and undo must restore the state
// exactly; a failure must name the problem and change nothing.
func TestTools(t *testing.T) {
	for _, c := range toolCases {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			seed(f)
			before, n := f.state(), f.journalLen()
			res := f.run(c.tool, c.args)
			if res.OK != c.ok || !strings.Contains(res.Summary, c.want) {
				t.Fatalf("got ok=%v %q, want ok=%v containing %q", res.OK, res.Summary, c.ok, c.want)
			}
			if len(res.Candidates) != c.candidates {
				t.Fatalf("candidates %+v, want %d", res.Candidates, c.candidates)
			}
			if !res.OK {
				if f.state() != before || f.journalLen() != n {
					t.Fatal("a failed call changed the store")
				}
				return
			}
			if c.check != nil {
				c.check(t, f, res)
			}
			if err := f.tb.Verify(context.Background(), tools.Invocation{Tool: c.tool, Args: []byte(c.args), Group: f.group}, res); err != nil {
				t.Fatalf("verify: %v", err)
			}
			if !res.Changed {
				if f.state() != before || f.journalLen() != n {
					t.Fatal("a call reporting no change changed the store")
				}
				return
			}
			if len(res.JournalIDs) != 1 || f.journalLen() != n+1 {
				t.Fatalf("journal ids %v, entries %d → %d", res.JournalIDs, n, f.journalLen())
			}
			u := f.run("undo", `{"scope":"step"}`)
			if !u.OK {
				t.Fatalf("undo: %s", u.Summary)
			}
			if got := f.state(); got != before {
				t.Fatalf("undo did not restore the state:\n got %s\nwant %s", got, before)
			}
		})
	}
}

// TestLongTitle checks that a title past 500 characters is refused by
// updateTask with its length, and nothing is written; a new task said
// that long gets a short title and the whole text in its notes.
func TestLongTitle(t *testing.T) {
	f := newFixture(t)
	seed(f)
	long := strings.Repeat("a", 102400)
	want := "That title is 102,400 characters long; keep it under 500 — put the rest in the notes."
	pasted := "Ask the landlord about the boiler. " + strings.Repeat("It makes a knocking noise at night ", 30)
	for _, tc := range []struct{ text, title string }{
		{pasted, "Ask the landlord about the boiler"},
		{strings.Repeat("knocking noise ", 60), "knocking noise knocking noise knocking noise knocking noise knocking noise…"},
	} {
		r := f.run("createTask", `{"title":"`+tc.text+`"}`)
		if !r.OK || !strings.Contains(r.Summary, "is in its notes") {
			t.Fatalf("createTask of %d characters: %+v", len(tc.text), r.Summary)
		}
		if got := f.task(tc.title).Notes; got != strings.TrimSpace(tc.text) {
			t.Errorf("the task %q has the notes %.60q…", tc.title, got)
		}
		if err := f.tb.Verify(context.Background(), inv("createTask", `{"title":"`+tc.text+`"}`), r); err != nil {
			t.Errorf("postcondition: %v", err)
		}
	}
	if r := f.run("updateTask", `{"task":"draft report","title":"`+long+`"}`); r.OK || r.Summary != want {
		t.Fatalf("updateTask: %+v", r.Summary)
	}
	if r := f.run("createTask", `{"title":"`+strings.Repeat("é", 500)+`"}`); !r.OK {
		t.Fatalf("500 characters are fine: %+v", r.Summary)
	}
}
