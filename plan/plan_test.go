package plan

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"pace/tools"
)

var update = flag.Bool("update", false, "rewrite golden files")

// cutBeforeVerb is a stand-in for the grammar: a new command starts with one
// of a few verbs.
func cutBeforeVerb(prev, next string) bool {
	switch strings.ToLower(strings.Fields(next)[0]) {
	case "buy", "call", "pay", "then":
		return true
	}
	return false
}

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"pick up Sam and Alex", []string{"pick up Sam and Alex"}},
		{"call mom and buy milk", []string{"call mom", "buy milk"}},
		{"call mom, buy milk, and then pay rent", []string{"call mom", "buy milk", "pay rent"}},
		{"call mom; pay rent", []string{"call mom", "pay rent"}},
		{`add "call Sam and buy milk" to my list`, []string{`add "call Sam and buy milk" to my list`}},
		{"buy apples, pears and bananas", []string{"buy apples, pears and bananas"}},
		{"", []string{""}},
		{" and ", []string{"and"}},
	} {
		t.Run(c.in, func(t *testing.T) {
			got := Split(c.in, cutBeforeVerb)
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("Split(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestResolve(t *testing.T) {
	done := []tools.Result{
		{OK: true, Ref: "id:p1", Outputs: map[string]string{"title": "Garden"}},
		{OK: true},
		{OK: true, Ref: "id:t3"},
	}
	args := map[string]any{"project": "$1", "title": "$1.title", "task": "$last", "tags": []string{"$3", "x"}, "n": 2, "plain": "buy $1 soil"}
	got, err := Resolve(args, done)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"project": "id:p1", "title": "Garden", "task": "id:t3", "tags": []string{"id:t3", "x"}, "n": 2, "plain": "buy $1 soil"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Resolve = %v, want %v", got, want)
	}
	for _, bad := range []string{"$2", "$4", "$0", "$1.due"} {
		if _, err := Resolve(map[string]any{"task": bad}, done); !errors.Is(err, ErrBadRef) {
			t.Errorf("Resolve(%s) err = %v, want ErrBadRef", bad, err)
		}
	}
	if _, err := Resolve(map[string]any{"task": "$last"}, nil); !errors.Is(err, ErrBadRef) {
		t.Errorf("$last with no steps: err = %v", err)
	}
}

func TestRenderGolden(t *testing.T) {
	plans := []Plan{
		{Understood: true, Steps: []Step{
			{Tool: "createProject", Args: map[string]any{"name": "Garden Shed"}},
			{Tool: "createTask", Args: map[string]any{"title": "order timber", "project": "$1", "due": "next Friday"}},
			{Tool: "setPriority", Args: map[string]any{"task": "$2", "priority": "high"}},
		}},
		{Understood: true, Steps: []Step{}, Note: "I can't control devices."},
		{Understood: false, Steps: []Step{{Tool: "agenda", Args: map[string]any{}}}, Note: "I didn't understand that."},
		{Understood: true, Steps: []Step{{Tool: "createTask", Args: map[string]any{"title": "review the contract", "tags": []string{"work", "legal"}}}}},
	}
	var b strings.Builder
	for i, p := range plans {
		if i > 0 {
			b.WriteString("---\n")
		}
		b.WriteString(Render(p))
	}
	golden(t, "render.golden", b.String())
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs:\n--- got\n%s--- want\n%s", name, got, want)
	}
}
