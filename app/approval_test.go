package app

import (
	"strings"
	"testing"
)

// A question that happens to contain "DELETE FROM notes" never deletes a
// task by a one-word overlap, even with --yes; a delete the grammar does
// read is put to the person naming the task, in plain words.
func TestDestructiveStepNeedsAConfidentReference(t *testing.T) {
	env, dir, out, errb := undoEnv(t)
	runTools(t, dir, "turn-1",
		[2]string{"createTask", `{"title":"Review the meeting notes"}`},
		[2]string{"createTask", `{"title":"Renew car insurance"}`})
	for _, q := range []string{
		"what does DELETE FROM notes do in SQL, and is it safe",
		"delete notes",
		"delete insurance",
	} {
		Run([]string{"ask", "--yes", "--brain", "grammar", q}, env)
		if n := len(storeTasks(t, dir)); n != 2 {
			t.Fatalf("after %q: %d tasks left, want 2 (stderr %s)", q, n, errb)
		}
	}
	out.Reset()
	if code := Run([]string{"ask", "--brain", "grammar", "delete the task Renew car insurance"}, env); code == exitOK {
		t.Error("an unapproved delete exited 0")
	}
	if got := out.String(); !strings.Contains(got, "Delete the task “Renew car insurance”?") || strings.Contains(got, "deleteTask") {
		t.Errorf("approval prompt = %q", got)
	}
	if n := len(storeTasks(t, dir)); n != 2 {
		t.Fatalf("%d tasks left, want 2", n)
	}
}
