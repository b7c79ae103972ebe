package plan

import (
	"reflect"
	"testing"
)

// TestWithout: dropping steps renumbers the kept steps' references,
// "$N.name" and lists included; a kept step that needs a dropped one, or
// says "$last" after one, cannot be kept.
func TestWithout(t *testing.T) {
	steps := []Step{
		{Tool: "createProject", Args: map[string]any{"name": "Hen do"}},
		{Tool: "createTask", Args: map[string]any{"title": "junk"}},
		{Tool: "createTask", Args: map[string]any{"title": "book the cottage", "project": "$1"}},
		{Tool: "linkItems", Args: map[string]any{"from": "$3.ref", "to": "$1", "tags": []string{"$3", "x"}}},
	}
	kept, ok := Without(steps, []int{1})
	want := []Step{
		steps[0],
		{Tool: "createTask", Args: map[string]any{"title": "book the cottage", "project": "$1"}},
		{Tool: "linkItems", Args: map[string]any{"from": "$2.ref", "to": "$1", "tags": []string{"$2", "x"}}},
	}
	if !ok || !reflect.DeepEqual(kept, want) {
		t.Errorf("kept %+v %v", kept, ok)
	}
	if _, ok := Without(steps, []int{0}); ok {
		t.Error("a kept step needs the dropped project")
	}
	last := []Step{{Tool: "createTask", Args: map[string]any{"title": "a"}}, {Tool: "setPriority", Args: map[string]any{"task": "$last"}}}
	if _, ok := Without(last, []int{0}); ok {
		t.Error(`"$last" after a dropped step`)
	}
	if kept, ok := Without(last, []int{1}); !ok || len(kept) != 1 {
		t.Errorf("dropping the last step: %+v %v", kept, ok)
	}
}
