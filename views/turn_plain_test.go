package views

import (
	"strings"
	"testing"
)

func TestPlanCardCountsWhatHappened(t *testing.T) {
	for _, c := range []struct {
		name     string
		steps    int
		statuses []string
		want     string
	}{
		{"all done", 2, []string{RecordOK, RecordOK}, "2 of 2 done"},
		{"mixed", 4, []string{RecordOK, RecordOK, RecordFailed, RecordSkipped}, "2 of 4 done, 1 failed, 1 skipped"},
		{"half way", 3, []string{RecordOK}, "1 of 3 done"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr := Turn{Outline: make([]string, c.steps)}
			for _, s := range c.statuses {
				tr.Records = append(tr.Records, Record{Status: s})
			}
			if got := planCounts(tr); got != c.want {
				t.Errorf("planCounts = %q, want %q", got, c.want)
			}
		})
	}
}

// A skipped step says why, in the executor's words or the usual cause.
func TestPlanCardSaysWhyAStepWasSkipped(t *testing.T) {
	newTestApp(t)
	v := NewThreadView(newFakeConv(t, mustStore(t)))
	tr := Turn{ID: "p", Request: "add milk and then email Sam about it", Status: StatusDone,
		Outline: []string{"Add task milk", "Email Sam"},
		Records: []Record{{Status: RecordFailed, Summary: "Could not add “milk”"}, {Status: RecordSkipped}}}
	v.Apply(Update{Turn: tr})
	got := findText(v.RowFor("p"))
	for _, want := range []string{"Plan · 0 of 2 done, 1 failed, 1 skipped", "2. Email Sam — skipped: a step it depends on did not succeed"} {
		if !strings.Contains(got, want) {
			t.Errorf("plan card lacks %q:\n%s", want, got)
		}
	}
}

// Each action is said once: a reply that repeats its only card is not shown
// again as a bubble; a reply that adds something is.
func TestReplyThatRepeatsTheCardIsSaidOnce(t *testing.T) {
	newTestApp(t)
	v := NewThreadView(newFakeConv(t, mustStore(t)))
	card := []Record{{Family: "task", Summary: "Created “Buy milk”, due today", Status: RecordOK}}
	v.Apply(Update{Turn: Turn{ID: "same", Request: "add buy milk today", Status: StatusDone, Records: card, Reply: "Done. Created “Buy milk”, due today."}})
	v.Apply(Update{Turn: Turn{ID: "more", Request: "add buy milk today", Status: StatusDone, Records: card, Reply: "Added it. You also have 3 other tasks today."}})
	if got := findText(v.RowFor("same")); strings.Count(got, "Buy milk") != 1 {
		t.Errorf("the repeated sentence shows %d times:\n%s", strings.Count(got, "Buy milk"), got)
	}
	if got := findText(v.RowFor("more")); !strings.Contains(got, "3 other tasks") {
		t.Errorf("a reply that adds something was dropped:\n%s", got)
	}
}
