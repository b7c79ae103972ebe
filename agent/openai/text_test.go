package openai

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/agent"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

var update = flag.Bool("update", false, "rewrite golden files")

var visibleCases = []struct{ raw, want string }{
	{"Hello", "Hello"},
	{"<think>hmm</think>Hello", "Hello"},
	{"<think>hmm</think>\n\nHello <think>again</think>there", "Hello there"},
	{"<think>still thinking", ""},
	{"Hello <think>unterminated", "Hello"},
	{"reasoning without an opening tag</think>Answer", "Answer"},
	{"Hello <thi", "Hello <thi"},
	{"1 <", "1 <"},
	{"Sure.<tool_call>{\"name\":\"agenda\"}</tool_call>", "Sure."},
	{"Sure.<tool_call>{\"name\":", "Sure."},
	{"1 < 2", "1 < 2"},
	{"", ""},
}

func TestVisible(t *testing.T) {
	t.Parallel()
	for _, c := range visibleCases {
		t.Run(c.raw, func(t *testing.T) {
			if got := Visible(c.raw); got != c.want {
				t.Errorf("Visible(%q) = %q, want %q", c.raw, got, c.want)
			}
		})
	}
}

func TestVisibleSoFarHoldsPartialTags(t *testing.T) {
	for raw, want := range map[string]string{"Hello <thi": "Hello", "Hello <": "Hello", "Hello </tool_": "Hello", "a < b": "a < b"} {
		if got := visibleSoFar(raw); got != want {
			t.Errorf("visibleSoFar(%q) = %q, want %q", raw, got, want)
		}
	}
}

func FuzzVisible(f *testing.F) {
	for _, c := range visibleCases {
		f.Add(c.raw)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v := Visible(raw)
		if strings.Contains(v, thinkOpen) || strings.Contains(v, toolCallOpen) {
			t.Errorf("Visible(%q) = %q still holds a tag", raw, v)
		}
		_ = contentCalls(raw, func(string) bool { return true })
	})
}

func TestContentCalls(t *testing.T) {
	t.Parallel()
	known := func(n string) bool { return n == "createTask" || n == "agenda" }
	cases := []struct {
		content string
		want    []string // name + args
	}{
		{`<tool_call>{"name":"agenda","arguments":{}}</tool_call><tool_call>{"name":"createTask","arguments":{"title":"a"}}</tool_call>`,
			[]string{`agenda {}`, `createTask {"title":"a"}`}},
		{`[{"name":"agenda"},{"tool":"createTask","args":{"title":"b"}}]`, []string{`agenda {}`, `createTask {"title":"b"}`}},
		{`{"function":{"name":"createTask","arguments":"{\"title\":\"c\"}"}}`, []string{`createTask {"title":"c"}`}},
		{`{"tool_calls":[{"function":{"name":"agenda","arguments":null}}]}`, []string{`agenda {}`}},
		{`{"name":"launchRocket","arguments":{}}`, nil},
		{`{"answer": 42}`, nil},
		{`Here you go: {"name":"agenda"}`, nil},
	}
	for _, c := range cases {
		t.Run(c.content, func(t *testing.T) {
			var got []string
			for _, cl := range contentCalls(c.content, known) {
				got = append(got, cl.Name+" "+cl.Args)
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestSystemPromptGolden(t *testing.T) {
	mem := agent.Memory{Summary: "The user is planning a garden; the Garden project exists."}
	got := SystemPrompt(testNow, mem)
	path := filepath.Join("testdata", "system_prompt.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("system prompt changed; run go test -update and review the diff.\n--- got\n%s", got)
	}
}

func TestPlannerPromptGolden(t *testing.T) {
	r := newRig(t, nil)
	specs := r.b.offered("x")[:3]
	got := plannerPrompt(testNow, agent.Memory{}, specs)
	path := filepath.Join("testdata", "planner_prompt.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("planner prompt changed; run go test -update and review the diff.\n--- got\n%s", got)
	}
}

func FuzzParsePlan(f *testing.F) {
	f.Add(`{"steps":[{"tool":"createTask","args":{"title":"x","project":"$1"}}]}`)
	f.Add("```json\n{\"steps\":[]}\n```")
	f.Add(`<think>x</think>{"steps":[{"tool":"agenda","args":{"scope":["$last"]}}]}`)
	reg := tools.NewToolBox(storetest.MustOpen(f, store.Options{}), tools.Options{}).Registry()
	f.Fuzz(func(t *testing.T, content string) {
		steps, err := ParsePlan(content, reg)
		if err == nil {
			for _, s := range steps {
				if _, ok := reg.Lookup(s.Tool); !ok {
					t.Errorf("accepted unknown tool %q", s.Tool)
				}
			}
		}
	})
}
