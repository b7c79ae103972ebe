package tools_test

import (
	"strings"
	"testing"
)

// TestSnoozeOrCreate: "remind me about the dentist tomorrow" puts off the
// task when one matches and adds it when none does; an ambiguous reference
// is asked about, never created.
func TestSnoozeOrCreate(t *testing.T) {
	f := newFixture(t)
	res := f.must("snoozeTask", `{"task":"the dentist","until":"tomorrow","orCreate":true}`)
	if !strings.Contains(res.Summary, "Nothing on your list matched") {
		t.Errorf("summary %q", res.Summary)
	}
	d := f.task("the dentist")
	if d.Due == nil || d.Due.Format("2006-01-02") != ref.AddDate(0, 0, 1).Format("2006-01-02") {
		t.Fatalf("created task due %v", d.Due)
	}
	f.must("createTask", `{"title":"water the plants","due":"today"}`)
	f.must("snoozeTask", `{"task":"the plants","until":"friday","orCreate":true}`)
	if got := f.task("water the plants"); got.Due.Weekday().String() != "Friday" {
		t.Errorf("existing task not snoozed: due %v", got.Due)
	}
	f.must("createTask", `{"title":"call Ana about rent"}`)
	f.must("createTask", `{"title":"call Ana about the party"}`)
	n := strings.Count(f.state(), "call Ana")
	res = f.run("snoozeTask", `{"task":"call Ana","until":"later","orCreate":true}`)
	if res.OK || strings.Count(f.state(), "call Ana") != n {
		t.Errorf("ambiguous reference acted on: %+v", res)
	}
	// Without orCreate a missing task is reported, nothing added.
	before := f.state()
	if res := f.run("snoozeTask", `{"task":"the vet","until":"monday"}`); res.OK || f.state() != before {
		t.Errorf("snooze of a missing task: %+v", res)
	}
}
