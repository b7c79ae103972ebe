package app

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"pace/tools"
)

// The approval prompt names the items in plain words, never JSON or ids.
func TestApprovalTextIsPlain(t *testing.T) {
	h := newGUIHarness(t)
	h.main.Thread.Send("remind me to call the bank tomorrow")
	h.wait(t)
	task := h.tasks(t, "open")[0]
	spec := tools.Spec{Name: "deleteTask", Description: "Delete a task."}
	args, _ := json.Marshal(map[string]any{"task": "id:" + task.ID, "tags": []string{"money", "calls"}})
	got := approvalText(context.Background(), h.w.db, spec, args)
	want := "Delete a task.\n\nTags: money, calls\nTask: “call the bank”"
	if got != want {
		t.Fatalf("prompt:\n%s\nwant:\n%s", got, want)
	}
	for _, dev := range []string{"{", "id:", task.ID, "deleteTask"} {
		if strings.Contains(got, dev) {
			t.Errorf("prompt shows %q", dev)
		}
	}
}
