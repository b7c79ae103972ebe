package app

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/tools"
)

// undoEnv is an Env over a temporary data folder with a fixed clock.
func undoEnv(t *testing.T) (Env, string, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	now := func() time.Time { return time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC) }
	env := Env{Stdout: &out, Stderr: &errb, Now: now, Getenv: func(k string) string {
		if k == "PACE_DATA" {
			return dir
		}
		return ""
	}}
	return env, dir, &out, &errb
}

// runTools executes tool calls in one journal group on the folder's store.
func runTools(t *testing.T, dir, group string, calls ...[2]string) {
	t.Helper()
	db, err := store.Open(filepath.Join(dir, store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	box := tools.NewToolBox(db, tools.Options{Location: time.UTC})
	for _, c := range calls {
		res, err := box.Run(context.Background(), tools.Invocation{Tool: c[0], Args: json.RawMessage(c[1]), Group: group})
		if err != nil || !res.OK {
			t.Fatalf("%s: %+v %v", c[0], res, err)
		}
	}
}

func TestUndoCommand(t *testing.T) {
	env, dir, out, errb := undoEnv(t)
	runTools(t, dir, "turn-1", [2]string{"createTask", `{"title":"water the plants"}`})
	runTools(t, dir, "turn-2",
		[2]string{"createTask", `{"title":"call the bank","project":"Errands"}`},
		[2]string{"setPriority", `{"task":"water the plants","priority":"high"}`})

	if code := Run([]string{"undo", "--json"}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var got undoJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if !got.Undone || got.Group != "turn-2" || len(got.Reverted) != 2 ||
		!strings.Contains(got.Reverted[0], "high priority") || got.Error != "" {
		t.Fatalf("json %+v", got)
	}

	out.Reset()
	if code := Run([]string{"undo"}, env); code != exitOK || !strings.Contains(out.String(), "Created “water the plants”") {
		t.Fatalf("exit %d: %q %q", code, out, errb)
	}

	out.Reset()
	if code := Run([]string{"undo", "--json"}, env); code != exitFail {
		t.Fatalf("nothing to undo: exit %d", code)
	}
	got = undoJSON{}
	json.Unmarshal(out.Bytes(), &got)
	if got.Undone || got.Error != "nothing to undo" || got.Reverted == nil {
		t.Fatalf("json %+v (%s)", got, out)
	}
	errb.Reset()
	if code := Run([]string{"undo"}, env); code != exitFail || !strings.Contains(errb.String(), "nothing to undo") {
		t.Fatalf("exit %d, stderr %q", code, errb)
	}
	if code := Run([]string{"undo", "extra"}, env); code != exitUsage {
		t.Fatalf("usage: exit %d", code)
	}
}

func TestUndoCommandConflict(t *testing.T) {
	env, dir, out, _ := undoEnv(t)
	runTools(t, dir, "turn-1", [2]string{"createTask", `{"title":"water the plants"}`})
	runTools(t, dir, "turn-2", [2]string{"updateTask", `{"task":"water the plants","title":"water the roses"}`})
	db, err := store.Open(filepath.Join(dir, store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	db.Write(context.Background(), func(tx *store.Tx) error {
		tk, err := tx.Tasks().Resolve("water the roses")
		if err != nil {
			return err
		}
		return tx.Tasks().Delete(tk.ID)
	})
	db.Close()
	if code := Run([]string{"undo", "--json"}, env); code != exitFail {
		t.Fatalf("exit %d", code)
	}
	var got undoJSON
	json.Unmarshal(out.Bytes(), &got)
	if got.Undone || got.Group != "turn-2" || !strings.Contains(got.Error, "nothing was changed") ||
		!strings.Contains(got.Error, "was deleted since") {
		t.Fatalf("json %+v", got)
	}
}

// TestUndoACorrection: "actually make it 4th" after adding a task moves
// the task just added, and "undo that" then puts it back on its first
// date — the task is never lost (it was, when the correction undid the
// capture and added it again).
func TestUndoACorrection(t *testing.T) {
	dir := t.TempDir()
	for _, req := range []string{"ring Ravi for his birthday on 3rd January, tag family", "Actually make it 4th, his birthday is on the 4th.", "undo that"} {
		if code, out, errOut := runPace(t, dir, "ask", req); code != 0 {
			t.Fatalf("%q: %d %q %q", req, code, out, errOut)
		}
	}
	_, out, _ := runPace(t, dir, "tasks", "--all")
	if strings.Count(out, "ring Ravi for his birthday") != 1 || !strings.Contains(out, "3 Jan 2027") {
		t.Errorf("after undoing the correction: %q", out)
	}
}

// TestUndoAfterAQuestion: `pace undo` after a question undoes the change
// before it, as "undo that" does in the thread; after a request that was
// not understood it still undoes nothing by surprise.
func TestUndoAfterAQuestion(t *testing.T) {
	env, _, out, errb := undoEnv(t)
	for _, req := range []string{"buy milk on friday", "what's due this week?"} {
		if code := Run([]string{"ask", req}, env); code != exitOK {
			t.Fatalf("%q: exit %d: %s", req, code, errb)
		}
	}
	out.Reset()
	if code := Run([]string{"undo"}, env); code != exitOK || !strings.Contains(out.String(), "buy milk") {
		t.Fatalf("undo after a question: exit %d: %q %q", code, out, errb)
	}
	for _, req := range []string{"buy bread on friday", "zorp the flange quietly"} {
		Run([]string{"ask", req}, env)
	}
	errb.Reset()
	if code := Run([]string{"undo"}, env); code != exitFail || !strings.Contains(errb.String(), "changed nothing") ||
		!strings.Contains(errb.String(), "buy bread") || !strings.Contains(errb.String(), "pace undo --group ") {
		t.Fatalf("undo after a request not understood names the change before it: exit %d: %q", code, errb)
	}
}

// TestYesWithNothingWaiting: "yes" or "no" with no question waiting says
// so, runs no turn and leaves `pace undo` meaning the change before.
func TestYesWithNothingWaiting(t *testing.T) {
	env, _, out, errb := undoEnv(t)
	if code := Run([]string{"ask", "buy milk on friday"}, env); code != exitOK {
		t.Fatalf("add: %d %q", code, errb)
	}
	for _, a := range []string{"yes", "no"} {
		out.Reset()
		if code := Run([]string{"ask", a}, env); code != exitOK || !strings.Contains(out.String(), "Nothing is waiting") {
			t.Fatalf("%q with nothing waiting: %d %q", a, code, out)
		}
	}
	out.Reset()
	if code := Run([]string{"undo"}, env); code != exitOK || !strings.Contains(out.String(), "buy milk") {
		t.Fatalf("undo after a stray yes: %d %q %q", code, out, errb)
	}
}

// TestYesApprovesWhatWasAsked: "yes" runs the change the question named;
// when the request now reads more (a task due Friday was added since), it
// asks again and changes nothing.
func TestYesApprovesWhatWasAsked(t *testing.T) {
	env, dir, out, _ := undoEnv(t)
	runTools(t, dir, "turn-1", [2]string{"createTask", `{"title":"buy milk","due":"2026-12-04"}`}, [2]string{"createTask", `{"title":"call the bank","due":"2026-12-04"}`})
	if code := Run([]string{"ask", "move everything due 4 december to 7 december"}, env); code != exitFail || !strings.Contains(out.String(), "Move 2 tasks") {
		t.Fatalf("the question: %d %q", code, out)
	}
	runTools(t, dir, "turn-2", [2]string{"createTask", `{"title":"post the parcel","due":"2026-12-04"}`})
	out.Reset()
	if code := Run([]string{"ask", "yes"}, env); code != exitFail || !strings.Contains(out.String(), "Move 3 tasks") {
		t.Fatalf("yes to a request that now reads more: %d %q", code, out)
	}
	out.Reset()
	if code := Run([]string{"ask", "yes"}, env); code != exitOK || !strings.Contains(out.String(), "Moved 3 tasks") {
		t.Fatalf("yes to the new question: %d %q", code, out)
	}
}

// TestUndoTheLastChange: "undo the last change" names the newest change,
// so after a request that changed nothing it is still taken back, where
// "undo that" means the request just before and undoes nothing.
func TestUndoTheLastChange(t *testing.T) {
	env, _, out, errb := undoEnv(t)
	for _, req := range []string{"buy bread on friday", "zorp the flange quietly", "undo that"} {
		Run([]string{"ask", req}, env)
	}
	if !strings.Contains(out.String(), "changed nothing") {
		t.Fatalf("undo that after a request not understood: %q", out)
	}
	out.Reset()
	if code := Run([]string{"ask", "revert back the last change"}, env); code != exitOK || !strings.Contains(out.String(), "Undid") || !strings.Contains(out.String(), "buy bread") {
		t.Fatalf("the last change: exit %d: %q %q", code, out, errb)
	}
	out.Reset()
	Run([]string{"tasks", "--all"}, env)
	if strings.Contains(out.String(), "buy bread") {
		t.Errorf("still there after undoing the last change: %q", out)
	}
}

// TestDeleteItWithNothingWaiting: "delete it" right after making a task is
// a request of its own (it asks for approval), not an answer to a
// question nobody asked; "yes" alone still is.
func TestDeleteItWithNothingWaiting(t *testing.T) {
	env, _, out, errb := undoEnv(t)
	if code := Run([]string{"ask", "buy bread on friday"}, env); code != exitOK {
		t.Fatalf("add: %d %q", code, errb)
	}
	out.Reset()
	Run([]string{"ask", "delete it"}, env)
	if strings.Contains(out.String(), "Nothing is waiting") || !strings.Contains(out.String(), "buy bread") {
		t.Fatalf("delete it: %q", out)
	}
	out.Reset()
	if code := Run([]string{"ask", "yes"}, env); code != exitOK || !strings.Contains(out.String(), "Deleted") {
		t.Fatalf("yes to the delete: %d %q %q", code, out, errb)
	}
}
