package tools_test

import (
	"strings"
	"testing"
)

// TestSetWordsNameNoMilestone: "all of it" names the set just said, never
// the milestone "All beds dug" — the move fails and nothing changes.
func TestSetWordsNameNoMilestone(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Allotment"}`)
	f.must("addMilestone", `{"project":"Allotment","title":"All beds dug","due":"2027-03-10"}`)
	for _, ref := range []string{"all of it", "it all", "the lot"} {
		r := f.run("rescheduleTask", `{"task":"`+ref+`","to":"2026-12-21"}`)
		if r.OK || r.Changed {
			t.Errorf("%q: %+v", ref, r)
		}
	}
	r := f.must("rescheduleTask", `{"task":"all beds dug","to":"2027-03-12"}`)
	if !strings.Contains(r.Summary, "All beds dug") {
		t.Errorf("by its name: %q", r.Summary)
	}
}
