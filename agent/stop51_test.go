package agent

import (
	"testing"

	"pace/plan"
)

// TestCountedThemRefs: "those 3", "these three tasks", "all 4 of them"
// point at the previous turn's items and say how many; a bare number or a
// count with no "the/those/these/all" is no reference.
func TestCountedThemRefs(t *testing.T) {
	for _, tc := range []struct {
		ref  string
		ok   bool
		want int
	}{
		{"those 3", true, 3},
		{"these three", true, 3},
		{"all 4 of them", true, 4},
		{"the two tasks", true, 2},
		{"them both", true, 2},
		{"them", true, 0},
		{"3", false, 0},
		{"three", false, 0},
		{"the three bears", false, 0},
	} {
		ok, n := themRef(tc.ref)
		if ok != tc.ok || n != tc.want {
			t.Errorf("%q: %v %d, want %v %d", tc.ref, ok, n, tc.ok, tc.want)
		}
	}
	p := plan.Plan{Steps: []plan.Step{{Tool: "tagTask", Args: map[string]any{"task": "those 3", "tags": []string{"beta"}}}}}
	ResolveThem(&p, []string{"id:a", "id:b", "id:c"}, nil)
	if len(p.Steps) != 3 || p.Steps[2].Args["task"] != "id:c" {
		t.Errorf("those 3 after a turn of three: %+v", p.Steps)
	}
}

// TestThemNamedIsATask: "delete the task both" names a task called "both",
// never the previous turn's items; "delete them both" does point at them.
func TestThemNamedIsATask(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"delete the task both", true},
		{"remove the task called them", true},
		{"delete them both", false},
		{"tag both tasks urgent", false},
	} {
		if got := themNamed.MatchString(tc.text); got != tc.want {
			t.Errorf("%q: %v, want %v", tc.text, got, tc.want)
		}
	}
}
