package app

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
	"pace/thread"
)

// `pace undo` reverts the command line's own last turn; when the window
// made the newest change, it names it and reverts nothing until --group.
func TestUndoCommandLeavesTheWindowsTurn(t *testing.T) {
	env, dir, out, errb := undoEnv(t)
	if code := Run([]string{"ask", "--brain", "grammar", "remind me to book the vet"}, env); code != exitOK {
		t.Fatalf("ask: exit %d: %s", code, errb)
	}
	// The window then makes a change of its own.
	runTools(t, dir, "window-turn", [2]string{"createTask", `{"title":"sweep the porch"}`})
	db, err := store.Open(filepath.Join(dir, store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := recordTurn(context.Background(), db, surfaceWindow, thread.Turn{Group: "window-turn", Changed: true}); err != nil {
		t.Fatal(err)
	}
	db.Close()

	out.Reset()
	if code := Run([]string{"undo", "--json"}, env); code == exitOK {
		t.Fatal("pace undo reverted the window's turn")
	}
	var got undoJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Undone || got.Group != "window-turn" || !strings.Contains(got.Error, "made in the window") || !strings.Contains(got.Error, "--group window-turn") {
		t.Fatalf("undo = %+v", got)
	}
	if n := len(storeTasks(t, dir)); n != 2 {
		t.Fatalf("%d tasks, want both kept", n)
	}
	out.Reset()
	if code := Run([]string{"undo", "--json", "--group", "window-turn"}, env); code != exitOK {
		t.Fatalf("undo --group: exit %d: %s %s", code, out, errb)
	}
	if ts := storeTasks(t, dir); len(ts) != 1 || ts[0].Title != "book the vet" {
		t.Fatalf("tasks = %+v", ts)
	}
	// Now the newest turn is the command line's own: plain undo reverts it.
	if code := Run([]string{"undo"}, env); code != exitOK {
		t.Fatalf("undo: exit %d: %s", code, errb)
	}
	if n := len(storeTasks(t, dir)); n != 0 {
		t.Fatalf("%d tasks after undoing the CLI's turn", n)
	}
}
