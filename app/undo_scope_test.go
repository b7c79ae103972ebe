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

// A turn the command line handed over to the window is noted by both; it
// is still the command line's to undo, whichever note came last.
func TestHandedOverTurnIsTheCLIs(t *testing.T) {
	db, err := store.Open(filepath.Join(t.TempDir(), store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	for _, order := range [][2]string{{surfaceCLI, surfaceWindow}, {surfaceWindow, surfaceCLI}} {
		g := "g-" + order[0]
		for _, s := range order {
			if err := recordTurn(ctx, db, s, thread.Turn{Group: g, Changed: true}); err != nil {
				t.Fatal(err)
			}
		}
		if got, err := surfaceOf(ctx, db, g); err != nil || got != surfaceCLI {
			t.Errorf("noted %v: surfaceOf = %q, %v; want the command line's", order, got, err)
		}
	}
	if err := recordTurn(ctx, db, surfaceWindow, thread.Turn{Group: "typed", Changed: true}); err != nil {
		t.Fatal(err)
	}
	if got, _ := surfaceOf(ctx, db, "typed"); got != surfaceWindow {
		t.Errorf("a turn typed in the window: surfaceOf = %q", got)
	}
}
