package thread_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
	"pace/thread"
)

// TestTrialsHundredSixteenToEighteenInTheThread: the families of trials
// 116–118 that need the user's data, through the whole thread, in our own
// words: several tasks filed by "the A, B n C ones", a new project with
// tasks that exist "put in it", a present-tense report, "sorry, I meant
// 10am" keeping the day, a milestone asked by its project, and "what did I
// say about X" answered from the note the user wrote.
func TestTrialsHundredSixteenToEighteenInTheThread(t *testing.T) {
	clock := &storetest.Clock{T: ref}
	th, db := grammarThread(t, clock)
	ctx := context.Background()
	ask := func(text string) thread.Turn {
		t.Helper()
		clock.Advance(time.Minute)
		tr, err := th.Ask(ctx, text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return tr
	}
	tasks := func() map[string]store.Task {
		out := map[string]store.Task{}
		db.Read(ctx, func(tx *store.Tx) error {
			ts, err := tx.Tasks().List(store.TaskFilter{})
			for _, t := range ts {
				out[t.Title] = t
			}
			return err
		})
		return out
	}
	ask("new project house move")
	for _, s := range []string{"hire a van for sat 5th", "email the letting agent about the deposit",
		"cancel the gas at the old place", "restring the bass", "fix the fuzz pedal", "ring the optician monday"} {
		ask("add task: " + s)
	}

	ask("put the van, letting agent n gas ones in house move")
	ts := tasks()
	for _, title := range []string{"hire a van", "email the letting agent about the deposit", "cancel the gas at the old place"} {
		if ts[title].ProjectName != "house move" {
			t.Errorf("%q is in %q, want house move", title, ts[title].ProjectName)
		}
	}

	ask("make a project band stuff n put the bass and fuzz pedal in it")
	ts = tasks()
	if ts["restring the bass"].ProjectName != "band stuff" || ts["fix the fuzz pedal"].ProjectName != "band stuff" || len(ts) != 6 {
		t.Errorf("existing tasks put in the new project: %+v", ts)
	}

	ask("I ring the optician, is done")
	if !tasks()["ring the optician"].Done {
		t.Error("a present-tense report did not complete the task")
	}

	ask("visit mrs lee tuesday 9am")
	tr := ask("sorry, I meant 10am")
	due := tasks()["visit mrs lee"].Due
	if due == nil || due.Weekday() != time.Tuesday || due.In(ref.Location()).Hour() != 10 {
		t.Errorf("sorry, I meant 10am: due %v (%q)", due, tr.Reply)
	}

	ask("add a milestone keys handed back to house move for dec 18")
	if tr := ask("when's the house move milestone"); !strings.Contains(tr.Reply, "keys handed back") || !strings.Contains(tr.Reply, "18 Dec") {
		t.Errorf("milestone asked by its project: %q", tr.Reply)
	}

	ask("note: Boiler: the engineer wants the pressure valve replaced before winter.")
	if tr := ask("what did I say about the boiler?"); !strings.Contains(tr.Reply, "pressure valve") || !strings.Contains(tr.Reply, "[1]") {
		t.Errorf("recall from a note: %q", tr.Reply)
	}
}

// TestMisreadTaskIsAsked: a request whose reading would make a task titled
// with a command or a remark ("… n put it as high priority lol") asks
// first and makes nothing.
func TestMisreadTaskIsAsked(t *testing.T) {
	clock := &storetest.Clock{T: ref}
	th, db := grammarThread(t, clock)
	ctx := context.Background()
	tr, err := th.Ask(ctx, "add the boiler service on tues at 2 n then sort it lol")
	if err != nil {
		t.Fatal(err)
	}
	count := func() int {
		n := 0
		db.Read(ctx, func(tx *store.Tx) error {
			ts, err := tx.Tasks().List(store.TaskFilter{})
			n = len(ts)
			return err
		})
		return n
	}
	if tr.Clarify == nil || count() != 0 {
		t.Fatalf("asked %+v, %d tasks made (%q)", tr.Clarify, count(), tr.Reply)
	}
}
