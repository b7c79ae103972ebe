package tools_test

import (
	"strings"
	"testing"
)

// TestWhenIsAMilestone: "when's the AGM milestone?" and "when's the flat
// move milestone?" ask queryTasks about words no task holds; a milestone
// named by them, or the project's milestones ahead, answer — not the notes.
func TestWhenIsAMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Flat Move"}`)
	f.must("addMilestone", `{"project":"Flat Move","title":"everything packed","due":"2026-12-18"}`)
	f.must("addMilestone", `{"project":"Flat Move","title":"keys handed back"}`)
	f.must("createProject", `{"name":"Golf Club"}`)
	f.must("addMilestone", `{"project":"Golf Club","title":"Annual General Meeting","due":"2027-02-20"}`)
	for _, tc := range []struct{ args, want string }{
		{`{"about":"annual general meeting milestone","question":"when is the annual general meeting milestone?"}`, "“Annual General Meeting” in Golf Club is due"},
		{`{"about":"flat move milestone","question":"when's the flat move milestone?"}`, "Flat Move's milestones ahead: “everything packed” (Fri 18 Dec), “keys handed back”"},
	} {
		res := f.must("queryTasks", tc.args)
		if !strings.Contains(res.Summary, tc.want) {
			t.Errorf("%s: %q", tc.args, res.Summary)
		}
	}
	if res := f.run("queryTasks", `{"about":"zebra crossing"}`); strings.Contains(res.Summary, "milestone") {
		t.Errorf("no milestone named: %q", res.Summary)
	}
}
