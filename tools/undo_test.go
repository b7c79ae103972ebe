package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/tools"
)

func TestRecurringCompletionAndUndo(t *testing.T) {
	f := newFixture(t)
	seed(f)
	gym := f.task("gym")
	if gym.RRule != "FREQ=WEEKLY;BYDAY=FR" || !gym.Due.Equal(day(2026, 11, 27, 0, 0)) {
		t.Fatalf("seeded gym %+v due %v", gym, gym.Due)
	}
	before := f.state()
	f.turn("turn-2")
	res := f.must("completeTask", `{"task":"gym"}`)
	if !strings.Contains(res.Summary, "next one due Fri 4 Dec") || res.Outputs["next"] == "" {
		t.Fatalf("result %+v", res)
	}
	done, next := f.task(res.Ref), f.task(res.Outputs["next"])
	if !done.Done || done.RRule != "" {
		t.Fatalf("completed occurrence keeps the rule: %+v", done)
	}
	if next.Done || next.RRule != gym.RRule || !next.Due.Equal(day(2026, 12, 4, 0, 0)) || next.Title != "gym" {
		t.Fatalf("next occurrence %+v due %v", next, next.Due)
	}
	if len(res.JournalIDs) != 1 {
		t.Fatalf("one journal entry records both changes, got %v", res.JournalIDs)
	}
	if err := f.tb.Verify(context.Background(), inv("completeTask", `{"task":"gym"}`), res); err != nil {
		t.Fatal(err)
	}
	// "reopen gym" means the completed one, not its open successor.
	f.turn("turn-3")
	if r := f.must("reopenTask", `{"task":"gym"}`); r.Ref != res.Ref {
		t.Fatalf("reopened %s, want %s", r.Ref, res.Ref)
	}
	f.must("undo", `{}`)
	u := f.must("undo", `{"scope":"turn"}`)
	if !strings.Contains(u.Summary, "Completed “gym”") {
		t.Fatalf("undo %q", u.Summary)
	}
	if got := f.state(); got != before {
		t.Fatalf("undo of a recurring completion:\n got %s\nwant %s", got, before)
	}
}

func TestOverdueRecurringComesBackInTheFuture(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"stretch","due":"2026-11-20","repeats":"daily"}`)
	res := f.must("completeTask", `{"task":"stretch"}`)
	if next := f.task(res.Outputs["next"]); !next.Due.Equal(day(2026, 11, 26, 0, 0)) {
		t.Fatalf("next due %v, want tomorrow", next.Due)
	}
	f.must("createTask", `{"title":"last one","repeats":"FREQ=DAILY;COUNT=1"}`)
	if res := f.must("completeTask", `{"task":"last one"}`); !strings.Contains(res.Summary, "last of the series") {
		t.Fatalf("summary %q", res.Summary)
	}
}

func TestUndoTurnRevertsMixedGroup(t *testing.T) {
	f := newFixture(t)
	seed(f)
	before := f.state()
	f.turn("turn-2")
	f.must("createTask", `{"title":"buy a boat","project":"Sailing","due":"friday"}`)
	f.must("appendNote", `{"note":"Bank call","text":"Rate is 3.1%."}`)
	f.must("linkItems", `{"from":"Bank call","to":"buy a boat","type":"mentions"}`)
	f.must("completeTask", `{"task":"gym"}`)
	f.must("deleteTask", `{"task":"call the bank"}`)
	f.must("addDependency", `{"task":"buy a boat","blockedBy":"draft report"}`)
	f.must("setPriority", `{"task":"water the plants","priority":"low"}`)
	f.must("addMilestone", `{"project":"Sailing","title":"launch"}`)
	f.must("queryTasks", `{"filter":"all"}`) // reads are not journaled
	res := f.must("undo", `{}`)
	if res.Outputs["reverted"] != "8" {
		t.Fatalf("undo %+v", res)
	}
	if res.Changed || len(res.JournalIDs) != 0 {
		t.Fatalf("undo is not journaled, so it must not report a change: %+v", res)
	}
	if got := f.state(); got != before {
		t.Fatalf("undo turn:\n got %s\nwant %s", got, before)
	}
	if r := f.run("undo", `{"scope":"step"}`); !r.OK || !strings.Contains(r.Summary, "Created") {
		t.Fatalf("the next undo reaches the seed turn: %+v", r)
	}
}

func TestUndoAllOrNothingThroughTools(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.turn("turn-2")
	f.must("createTask", `{"title":"buy a boat"}`)
	f.must("setPriority", `{"task":"call the bank","priority":"low"}`)
	bank := f.task("call the bank")
	// Deleted behind the journal's back (say, by a sync), not by a tool.
	f.db.Write(context.Background(), func(tx *store.Tx) error { return tx.Tasks().Delete(bank.ID) })
	before := f.state()
	res := f.run("undo", `{}`)
	if res.OK || !strings.Contains(res.Summary, "nothing was changed") || !strings.Contains(res.Summary, "“call the bank” was deleted since") {
		t.Fatalf("undo %+v", res)
	}
	if f.state() != before {
		t.Fatal("a refused undo changed the store")
	}
	f.task("buy a boat") // still there
}

func TestDeleteTaskUndoRestoresEdgesAndLinks(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.must("addDependency", `{"task":"draft report","blockedBy":"call the bank"}`)
	f.must("addDependency", `{"task":"call the bank","blockedBy":"review report"}`)
	f.must("linkItems", `{"from":"Bank call","to":"call the bank"}`)
	before := f.state()
	f.turn("turn-2")
	f.must("deleteTask", `{"task":"call the bank"}`)
	if strings.Contains(f.state(), "call the bank") {
		t.Fatal("not deleted")
	}
	f.must("undo", `{}`)
	if got := f.state(); got != before {
		t.Fatalf("undo delete:\n got %s\nwant %s", got, before)
	}
}

func TestAddDependencyRejectsCycles(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.must("addDependency", `{"task":"draft report","blockedBy":"call the bank"}`)
	f.must("addDependency", `{"task":"call the bank","blockedBy":"review report"}`)
	before := f.state()
	res := f.run("addDependency", `{"task":"review report","blockedBy":"draft report"}`)
	if res.OK || !strings.Contains(res.Summary, "loop") {
		t.Fatalf("cycle accepted: %+v", res)
	}
	if f.state() != before {
		t.Fatal("store changed")
	}
	if res := f.must("addDependency", `{"task":"draft report","blockedBy":"call the bank"}`); res.Changed {
		t.Fatal("an existing dependency is no change")
	}
}

func TestUndoWithNothingToUndo(t *testing.T) {
	f := newFixture(t)
	if res := f.run("undo", `{}`); res.OK || res.Summary != "There is nothing to undo." {
		t.Fatalf("%+v", res)
	}
	if res := f.run("undo", `{"scope":"everything ever"}`); res.OK {
		t.Fatalf("%+v", res)
	}
}

func TestUngroupedCallsAreUndoableOneByOne(t *testing.T) {
	f := newFixture(t)
	f.group = ""
	f.must("createTask", `{"title":"one"}`)
	f.must("createTask", `{"title":"two"}`)
	f.must("undo", `{}`)
	if s := f.state(); !strings.Contains(s, `"one"`) || strings.Contains(s, `"two"`) {
		t.Fatalf("state %s", s)
	}
}

// A daily 09:00 task completed the day before clocks go back comes back at
// 09:00 local time, not 24 hours later.
func TestRecurringCompletionAcrossDST(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Skip("no zoneinfo:", err)
	}
	clock := time.Date(2026, 10, 24, 10, 0, 0, 0, berlin)
	f := newFixture(t, func(o *tools.Options) { o.Location = berlin; o.Now = func() time.Time { return clock } })
	f.must("createTask", `{"title":"stretch","due":"today at 9am","repeats":"daily"}`)
	res := f.must("completeTask", `{"task":"stretch"}`)
	want := time.Date(2026, 10, 25, 9, 0, 0, 0, berlin)
	if next := f.task(res.Outputs["next"]); !next.Due.Equal(want) || !next.HasTime {
		t.Fatalf("next due %v, want %v", next.Due, want)
	}
}
