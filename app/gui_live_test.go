package app

import (
	"strings"
	"testing"

	"pace/views"
)

// A request asked on the CLI beside the open window shows in its thread
// and its Today after the store reports the change, through Main.Changed
// (the path the data_version poll takes).
func TestGUIShowsTurnsMadeOnTheCLI(t *testing.T) {
	h := newGUIHarness(t)
	if code, out, errs := runPace(t, h.c.dataDir, "ask", "remind me to renew the passport today"); code != 0 {
		t.Fatalf("pace ask: %d %s %s", code, out, errs)
	}
	h.main.Changed()
	tr := h.wait(t)
	if tr.Status != views.StatusDone || !strings.Contains(tr.Request, "renew the passport") || !tr.Changed {
		t.Fatalf("turn from the CLI = %+v", tr)
	}
	if _, ok := h.main.Thread.Turn(tr.ID); !ok {
		t.Fatal("the thread view does not show the CLI turn")
	}
	ts := h.tasks(t, "open")
	if len(ts) != 1 {
		t.Fatalf("tasks = %+v", ts)
	}
	if _, ok := h.main.Today.Checks[ts[0].ID]; !ok {
		t.Error("Today does not show the task made on the CLI")
	}
}
