package tools_test

import (
	"strings"
	"testing"
)

// TestProjectThatIsALabel: a new task filed under a name no project has
// but a label has takes the label (no second place of the same name); a
// name neither has makes the project, and an existing project wins over a
// label of its name.
func TestProjectThatIsALabel(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"gas bill","tags":["bills"]}`)
	f.must("createProject", `{"name":"Garden"}`)
	f.must("createTask", `{"title":"prune roses","tags":["garden"]}`)
	for _, tc := range []struct {
		args, title, project, tags string
	}{
		{`{"title":"LIC premium","project":"bills"}`, "LIC premium", "", "bills"},
		{`{"title":"water bill","project":"Bills","tags":["home"]}`, "water bill", "", "bills home"},
		{`{"title":"mulch beds","project":"garden"}`, "mulch beds", "Garden", ""},
		{`{"title":"book venue","project":"wedding"}`, "book venue", "wedding", ""},
	} {
		f.turn(tc.title)
		f.must("createTask", tc.args)
		got := f.task(tc.title)
		if got.ProjectName != tc.project || strings.Join(got.Tags, " ") != tc.tags {
			t.Errorf("%s: project %q tags %q, want %q %q", tc.args, got.ProjectName, got.Tags, tc.project, tc.tags)
		}
	}
}
