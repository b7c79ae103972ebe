package tools_test

import (
	"strings"
	"testing"
)

// TestBulkTags: several tasks labelled or unlabelled at once, asked first
// with every task named, one undo; tasks already so are not counted.
func TestBulkTags(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"buy bulbs","tags":["garden"]}`)
	f.must("createTask", `{"title":"rake leaves","tags":["garden","weekend"]}`)
	f.must("createTask", `{"title":"call mum"}`)
	for _, tc := range []struct {
		args, summary string
		want          map[string]string // title -> tags joined
	}{
		{`{"action":"tag","tag":"garden","tags":["weekend"]}`, "Labelled 1 task @weekend: “buy bulbs” (1 already so)",
			map[string]string{"buy bulbs": "garden weekend", "rake leaves": "garden weekend", "call mum": ""}},
		{`{"action":"untag","tag":"garden","tags":["garden"]}`, "Took @garden off 2 tasks: ",
			map[string]string{"buy bulbs": "", "rake leaves": "weekend", "call mum": ""}},
		{`{"action":"untag","tag":"garden"}`, "Took every label off 2 tasks",
			map[string]string{"buy bulbs": "", "rake leaves": "", "call mum": ""}},
	} {
		t.Run(tc.args, func(t *testing.T) {
			f.turn("bulk")
			before := f.state()
			r := f.must("bulkTasks", tc.args)
			if !strings.HasPrefix(r.Summary, tc.summary) {
				t.Errorf("summary %q, want %q", r.Summary, tc.summary)
			}
			for title, tags := range tc.want {
				if got := strings.Join(f.task(title).Tags, " "); got != tags {
					t.Errorf("%s: tags %q, want %q", title, got, tags)
				}
			}
			f.turn("undo")
			f.must("undo", `{}`)
			if f.state() != before {
				t.Fatal("undo did not restore the labels")
			}
		})
	}
	if r := f.run("bulkTasks", `{"action":"tag","tag":"garden"}`); r.OK {
		t.Errorf("tag without a label: %+v", r)
	}
}
