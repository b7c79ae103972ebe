package dates

import "testing"

// TestEvaluateScoring checks the scorer itself on our own cases: each
// granularity, the disputed split, and "expect": null (no date must be
// found).
func TestEvaluateScoring(t *testing.T) {
	ref := "2026-03-04T10:00:00-05:00" // a Wednesday morning
	cases := []EvalCase{
		{ID: "a", Text: "friday", Ref: ref, Expect: "2026-03-06", Granularity: "day"},
		{ID: "b", Text: "tomorrow at 5pm", Ref: ref, Expect: "2026-03-05T17:00:00-05:00", Granularity: "minute"},
		{ID: "c", Text: "tomorrow evening", Ref: ref, Expect: "2026-03-05T17:00:00-05:00", ExpectEnd: "2026-03-06T00:00:00-05:00", Granularity: "range"},
		{ID: "d", Text: "feb 30", Ref: ref, Expect: "", Granularity: "day"},
		{ID: "e", Text: "tomorrow", Ref: ref, Expect: "", Granularity: "day"}, // null, but a date is found: a miss
		{ID: "f", Text: "next friday", Ref: ref, Expect: "2026-03-06", Granularity: "day", Disputed: true},
	}
	rep := Evaluate(cases)
	if rep.All.Correct != 4 || rep.All.Total != 5 {
		t.Errorf("all = %d/%d, want 4/5 (misses %+v)", rep.All.Correct, rep.All.Total, rep.Misses)
	}
	if len(rep.Misses) != 1 || rep.Misses[0].ID != "e" {
		t.Errorf("misses = %+v, want only e", rep.Misses)
	}
	if rep.Disputed.Total != 1 {
		t.Errorf("disputed total = %d, want 1", rep.Disputed.Total)
	}
}
