package openai

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"pace/agent"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

var testNow = time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)

// rig is a backend wired to a fake server and a real ToolBox on a fresh store.
type rig struct {
	t      *testing.T
	db     *store.DB
	box    *tools.ToolBox
	fake   *fakeServer
	b      *Backend
	events []agent.Event
}

func newRig(t *testing.T, mod func(*Config), script ...answer) *rig {
	t.Helper()
	db := storetest.MustOpen(t, store.Options{Now: func() time.Time { return testNow }})
	box := tools.NewToolBox(db, tools.Options{Now: func() time.Time { return testNow }, Location: time.UTC})
	f := newFake(t, script...)
	cfg := Config{BaseURL: f.URL(), Model: "qwen2.5-7b-instruct", Registry: box.Registry(),
		Exec: PlanExecutor{Box: box, Undo: box.Undo()}, Now: func() time.Time { return testNow },
		FirstTokenTimeout: 5 * time.Second, TotalTimeout: 20 * time.Second}
	if mod != nil {
		mod(&cfg)
	}
	b, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return &rig{t: t, db: db, box: box, fake: f, b: b}
}

func (r *rig) stream(text string, approve agent.Approver) error {
	r.events = nil
	return r.b.Stream(context.Background(), agent.Request{Text: text, Group: "g-1", Approve: approve},
		func(e agent.Event) { r.events = append(r.events, e) })
}

func (r *rig) final() string {
	for i := len(r.events) - 1; i >= 0; i-- {
		if r.events[i].Kind == agent.EventDone {
			return r.events[i].Text
		}
	}
	return ""
}

func (r *rig) records() []agent.ToolRecord {
	var out []agent.ToolRecord
	for _, e := range r.events {
		if e.Kind == agent.EventToolFinished {
			out = append(out, e.Record)
		}
	}
	return out
}

func (r *rig) tasks() []string {
	var titles []string
	err := r.db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{})
		for _, t := range ts {
			titles = append(titles, t.Title)
		}
		return err
	})
	if err != nil {
		r.t.Fatal(err)
	}
	return titles
}

func (r *rig) journal(group string) int {
	var n int
	err := r.db.Read(context.Background(), func(tx *store.Tx) error {
		es, err := tx.Journal().Group(group)
		n = len(es)
		return err
	})
	if err != nil {
		r.t.Fatal(err)
	}
	return n
}

func TestStreamText(t *testing.T) {
	t.Parallel()
	r := newRig(t, nil, text("Hello", ", I can", " help."))
	if err := r.stream("hi", nil); err != nil {
		t.Fatal(err)
	}
	var snaps []string
	for _, e := range r.events {
		if e.Kind == agent.EventText {
			snaps = append(snaps, e.Text)
		}
	}
	want := []string{"Hello", "Hello, I can", "Hello, I can help."}
	if strings.Join(snaps, "|") != strings.Join(want, "|") {
		t.Errorf("snapshots = %q, want %q", snaps, want)
	}
	if r.final() != "Hello, I can help." {
		t.Errorf("final = %q", r.final())
	}
	body := r.fake.requests()[0]
	if body["stream"] != true || body["model"] != "qwen2.5-7b-instruct" || len(body["tools"].([]any)) == 0 {
		t.Errorf("request: stream=%v model=%v tools=%d", body["stream"], body["model"], len(body["tools"].([]any)))
	}
}

func TestThinkIsNeverShown(t *testing.T) {
	t.Parallel()
	t.Run("closed think block", func(t *testing.T) {
		r := newRig(t, nil, text("<thi", "nk>The user greets", " me.</think>", "\n\nHi there."))
		if err := r.stream("hi", nil); err != nil {
			t.Fatal(err)
		}
		for _, e := range r.events {
			if strings.Contains(e.Text, "think") || strings.Contains(e.Text, "greets") || strings.Contains(e.Text, "<") {
				t.Errorf("event shows reasoning: %q", e.Text)
			}
		}
		if r.final() != "Hi there." {
			t.Errorf("final = %q", r.final())
		}
	})
	t.Run("unterminated think", func(t *testing.T) {
		r := newRig(t, nil, text("<think>I should answer but", " the stream ends"))
		err := r.stream("hi", nil)
		if !errors.Is(err, agent.ErrBadOutput) {
			t.Errorf("err = %v, want bad output (nothing to show)", err)
		}
		for _, e := range r.events {
			if e.Text != "" {
				t.Errorf("event shows reasoning: %q", e.Text)
			}
		}
	})
}

func TestToolCallArgumentsSplitAcrossChunks(t *testing.T) {
	t.Parallel()
	args := `{"title": "Call the bank", "due": "tomorrow at 5pm"}`
	r := newRig(t, nil,
		toolCalls(tc{0, "call_a", "createTask", split(args, 3)}),
		text("Added “Call the bank” for tomorrow at 17:00."))
	if err := r.stream("remind me to call the bank tomorrow at 5pm", nil); err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 1 || got[0] != "Call the bank" {
		t.Fatalf("tasks = %q", got)
	}
	recs := r.records()
	if len(recs) != 1 || recs[0].Tool != "createTask" || recs[0].Status != agent.StatusOK || !recs[0].Changed {
		t.Fatalf("records = %+v", recs)
	}
	reqs := r.fake.requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2", len(reqs))
	}
	ms := messages(reqs[1])
	last, prev := ms[len(ms)-1], ms[len(ms)-2]
	if last["role"] != "tool" || last["tool_call_id"] != "call_a" || !strings.Contains(contentOf(last), `"ok":true`) {
		t.Errorf("tool message = %v", last)
	}
	if prev["role"] != "assistant" || prev["tool_calls"] == nil {
		t.Errorf("assistant message = %v", prev)
	}
	if r.final() != "Added “Call the bank” for tomorrow at 17:00." {
		t.Errorf("final = %q", r.final())
	}
	if r.journal("g-1") == 0 {
		t.Error("the change was not journaled under the turn's group")
	}
}

func TestSeveralToolCallsRunAsOnePlan(t *testing.T) {
	t.Parallel()
	r := newRig(t, nil,
		toolCalls(tc{0, "call_1", "createTask", split(`{"title":"buy soil"}`, 5)},
			tc{1, "call_2", "createTask", split(`{"title":"buy seeds"}`, 4)}),
		text("Added both."))
	if err := r.stream("add buy soil and buy seeds", nil); err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 2 {
		t.Fatalf("tasks = %q", got)
	}
	if n := r.journal("g-1"); n < 2 {
		t.Errorf("journal group has %d entries, want both changes in one group", n)
	}
	var idx []int
	for _, e := range r.events {
		if e.Kind == agent.EventToolStarted {
			idx = append(idx, e.Index)
		}
	}
	if len(idx) != 2 || idx[0] != 1 || idx[1] != 2 {
		t.Errorf("started indexes = %v", idx)
	}
	ms := messages(r.fake.requests()[1])
	if ms[len(ms)-1]["tool_call_id"] != "call_2" || ms[len(ms)-2]["tool_call_id"] != "call_1" {
		t.Errorf("tool results not answered in call order: %s", joinContents(ms))
	}
}

func TestOllamaStyleToolCallsShareIndexZero(t *testing.T) {
	t.Parallel()
	// Ollama sends each call whole, every one under index 0, with its own id.
	r := newRig(t, nil,
		toolCalls(tc{0, "call_x", "createTask", []string{`{"title":"water ferns"}`}},
			tc{0, "call_y", "createTask", []string{`{"title":"feed cat"}`}}),
		text("Done."))
	if err := r.stream("water ferns and feed cat", nil); err != nil {
		t.Fatal(err)
	}
	if got := r.tasks(); len(got) != 2 {
		t.Errorf("tasks = %q", got)
	}
}

func TestToolCallsWrittenAsContent(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, content string }{
		{"hermes tool_call tags", `<tool_call>
{"name": "createTask", "arguments": {"title": "renew the passport"}}
</tool_call>`},
		{"bare JSON with string arguments", `{"name": "createTask", "arguments": "{\"title\": \"renew the passport\"}"}`},
		{"fenced JSON", "```json\n{\"name\": \"createTask\", \"parameters\": {\"title\": \"renew the passport\"}}\n```"},
		{"after thinking", `<think>a task</think><tool_call>{"name":"createTask","arguments":{"title":"renew the passport"}}</tool_call>`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, nil, text(split(c.content, 7)...), text("Added it."))
			if err := r.stream("add renew the passport", nil); err != nil {
				t.Fatal(err)
			}
			if got := r.tasks(); len(got) != 1 || got[0] != "renew the passport" {
				t.Errorf("tasks = %q", got)
			}
			for _, e := range r.events {
				if strings.Contains(e.Text, "createTask") || strings.Contains(e.Text, "{") {
					t.Errorf("tool call shown as text: %q", e.Text)
				}
			}
			if r.final() != "Added it." {
				t.Errorf("final = %q", r.final())
			}
		})
	}
}

func TestInvalidArgumentsAreFedBackOnce(t *testing.T) {
	t.Parallel()
	t.Run("fixed on the second try", func(t *testing.T) {
		r := newRig(t, nil,
			toolCalls(tc{0, "c1", "createTask", []string{`{"name": "x"}`}}),
			toolCalls(tc{0, "c2", "createTask", []string{`{"title": "x"}`}}),
			text("Added x."))
		if err := r.stream("add x", nil); err != nil {
			t.Fatal(err)
		}
		if got := r.tasks(); len(got) != 1 {
			t.Errorf("tasks = %q", got)
		}
		ms := messages(r.fake.requests()[1])
		if last := ms[len(ms)-1]; last["role"] != "tool" || !strings.Contains(contentOf(last), "Not run") {
			t.Errorf("feedback message = %v", last)
		}
	})
	t.Run("still invalid", func(t *testing.T) {
		r := newRig(t, nil,
			toolCalls(tc{0, "c1", "createTask", []string{`{"title": `}}),
			toolCalls(tc{0, "c2", "noSuchTool", []string{`{}`}}))
		err := r.stream("add x", nil)
		if !errors.Is(err, ErrBadArgs) || !errors.Is(err, agent.ErrBadOutput) {
			t.Fatalf("err = %v, want ErrBadArgs", err)
		}
		if got := r.tasks(); len(got) != 0 {
			t.Errorf("tasks = %q, want none", got)
		}
		if !strings.Contains(agent.FailureMessage(err), "could not be read") {
			t.Errorf("message = %q", agent.FailureMessage(err))
		}
	})
}

func TestEmptyChoices(t *testing.T) {
	t.Parallel()
	empty := `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[]}`
	t.Run("only empty choices", func(t *testing.T) {
		r := newRig(t, nil, sse{chunks: []string{empty, empty}})
		if err := r.stream("hi", nil); !errors.Is(err, agent.ErrBadOutput) {
			t.Errorf("err = %v, want bad output", err)
		}
	})
	t.Run("empty choices between real ones", func(t *testing.T) {
		s := text("Hi", " there.")
		s.chunks = append([]string{empty}, append(s.chunks, empty)...)
		r := newRig(t, nil, s)
		if err := r.stream("hi", nil); err != nil {
			t.Fatal(err)
		}
		if r.final() != "Hi there." {
			t.Errorf("final = %q", r.final())
		}
	})
}

func TestServerFailures(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		a    answer
		want error
	}{
		{"500", httpError{500, `{"error":{"message":"internal error"}}`}, agent.ErrServerDown},
		{"ollama model missing", httpError{404, `{"error":{"message":"model \"qwen2.5-7b-instruct\" not found, try pulling it first","type":"api_error"}}`}, agent.ErrModelNotLoaded},
		{"lm studio no model", httpError{400, `{"error":"No models loaded. Please load a model in the developer page or use the 'lms load' command."}`}, agent.ErrModelNotLoaded},
		{"llama-server loading", httpError{503, `{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}`}, agent.ErrModelNotLoaded},
		{"dropped mid-stream", sse{chunks: text("Sure, I", " will").chunks[:2], drop: true}, agent.ErrServerDown},
		{"ended without finish", sse{chunks: text("Sure, I").chunks[:2]}, agent.ErrServerDown},
		{"error event in stream", sse{chunks: []string{`{"error":{"message":"model crashed"}}`}}, agent.ErrServerDown},
		{"garbage chunk", sse{chunks: []string{`{"choices": [`}}, agent.ErrBadOutput},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, nil, c.a)
			err := r.stream("hi", nil)
			if !errors.Is(err, c.want) {
				t.Errorf("err = %v, want %v", err, c.want)
			}
		})
	}
	t.Run("nothing listening", func(t *testing.T) {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := l.Addr().String()
		l.Close()
		r := newRig(t, func(c *Config) { c.BaseURL = "http://" + addr + "/v1" })
		if err := r.stream("hi", nil); !errors.Is(err, agent.ErrServerDown) {
			t.Errorf("err = %v, want server down", err)
		}
	})
}

func TestSlowFirstToken(t *testing.T) {
	t.Parallel()
	r := newRig(t, func(c *Config) { c.FirstTokenTimeout = 50 * time.Millisecond }, hang{})
	err := r.stream("hi", nil)
	if !errors.Is(err, agent.ErrTimeout) {
		t.Fatalf("err = %v, want timeout", err)
	}
	if !strings.Contains(agent.FailureMessage(err), "too long") {
		t.Errorf("message = %q", agent.FailureMessage(err))
	}
}

func TestTotalTimeout(t *testing.T) {
	t.Parallel()
	r := newRig(t, func(c *Config) { c.TotalTimeout = 50 * time.Millisecond }, hang{})
	if err := r.stream("hi", nil); !errors.Is(err, agent.ErrTimeout) {
		t.Fatalf("err = %v, want timeout", err)
	}
}

func TestConnectTimeout(t *testing.T) {
	t.Parallel()
	// A listener that accepts but never answers: the connect phase (until
	// response headers) is bounded.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()
	r := newRig(t, func(c *Config) {
		c.BaseURL = "http://" + l.Addr().String() + "/v1"
		c.ConnectTimeout = 50 * time.Millisecond
	})
	if err := r.stream("hi", nil); !errors.Is(err, agent.ErrTimeout) {
		t.Fatalf("err = %v, want timeout", err)
	}
}

func TestToolLoopIsBounded(t *testing.T) {
	t.Parallel()
	var script []answer
	for i := range DefaultMaxSteps {
		script = append(script, toolCalls(tc{0, "c" + string(rune('a'+i)), "agenda", []string{`{}`}}))
	}
	r := newRig(t, nil, script...)
	err := r.stream("what's up", nil)
	if !errors.Is(err, ErrTooManySteps) {
		t.Fatalf("err = %v, want ErrTooManySteps", err)
	}
	if n := len(r.fake.requests()); n != DefaultMaxSteps {
		t.Errorf("%d model calls, want %d", n, DefaultMaxSteps)
	}
}

func TestApproval(t *testing.T) {
	t.Parallel()
	seed := func(r *rig) {
		err := r.db.Write(context.Background(), func(tx *store.Tx) error {
			_, err := tx.Tasks().Insert(store.Task{Title: "old report"})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Run("denied", func(t *testing.T) {
		r := newRig(t, nil, toolCalls(tc{0, "d1", "deleteTask", []string{`{"task":"old report"}`}}), text("I did not delete it."))
		seed(r)
		asked := 0
		err := r.stream("delete the old report", func(ctx context.Context, spec tools.Spec, args json.RawMessage) bool {
			asked++
			if spec.Name != "deleteTask" || !strings.Contains(string(args), "old report") {
				t.Errorf("asked about %s %s", spec.Name, args)
			}
			return false
		})
		if err != nil {
			t.Fatal(err)
		}
		if asked != 1 {
			t.Errorf("asked %d times", asked)
		}
		if got := r.tasks(); len(got) != 1 {
			t.Errorf("tasks = %q, want the task kept", got)
		}
		recs := r.records()
		if len(recs) != 1 || recs[0].Status != agent.StatusSkipped || recs[0].Changed {
			t.Errorf("records = %+v", recs)
		}
		ms := messages(r.fake.requests()[1])
		if !strings.Contains(contentOf(ms[len(ms)-1]), "did not approve") {
			t.Errorf("tool result = %q", contentOf(ms[len(ms)-1]))
		}
	})
	t.Run("denied but the model claims it was done", func(t *testing.T) {
		r := newRig(t, nil, toolCalls(tc{0, "d1", "deleteTask", []string{`{"task":"old report"}`}}), text("Done! I deleted the old report."))
		seed(r)
		if err := r.stream("delete the old report", func(context.Context, tools.Spec, json.RawMessage) bool { return false }); err != nil {
			t.Fatal(err)
		}
		if got := r.final(); strings.Contains(got, "deleted") || !strings.Contains(got, "Not done: it was not approved") {
			t.Errorf("final reply %q", got)
		}
	})
	t.Run("nil approver denies", func(t *testing.T) {
		r := newRig(t, nil, toolCalls(tc{0, "d1", "deleteTask", []string{`{"task":"old report"}`}}), text("Not deleted."))
		seed(r)
		if err := r.stream("delete the old report", nil); err != nil {
			t.Fatal(err)
		}
		if got := r.tasks(); len(got) != 1 {
			t.Errorf("tasks = %q", got)
		}
	})
	t.Run("approved", func(t *testing.T) {
		r := newRig(t, nil, toolCalls(tc{0, "d1", "deleteTask", []string{`{"task":"old report"}`}}), text("Deleted."))
		seed(r)
		err := r.stream("delete the old report", func(context.Context, tools.Spec, json.RawMessage) bool { return true })
		if err != nil {
			t.Fatal(err)
		}
		if got := r.tasks(); len(got) != 0 {
			t.Errorf("tasks = %q, want none", got)
		}
	})
}

func TestMemoryGoesIntoTheRequest(t *testing.T) {
	t.Parallel()
	r := newRig(t, nil, text("It is due Friday."))
	mem := agent.Memory{Summary: "The user is planning a garden.", Recent: []agent.Message{
		{Role: "user", Text: "add buy seeds"}, {Role: "assistant", Text: "Added “buy seeds”."}}}
	err := r.b.Stream(context.Background(), agent.Request{Text: "when is it due?", Group: "g", Memory: mem}, func(agent.Event) {})
	if err != nil {
		t.Fatal(err)
	}
	ms := messages(r.fake.requests()[0])
	if len(ms) != 4 || !strings.Contains(contentOf(ms[0]), "planning a garden") ||
		contentOf(ms[1]) != "add buy seeds" || ms[2]["role"] != "assistant" || contentOf(ms[3]) != "when is it due?" {
		t.Errorf("messages:\n%s", joinContents(ms))
	}
}

func TestFocusLimitsOfferedTools(t *testing.T) {
	t.Parallel()
	r := newRig(t, func(c *Config) {
		c.Focus = func(string) []string { return []string{"createTask", "agenda", "nope"} }
	}, text("ok"))
	if err := r.stream("hi", nil); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range r.fake.requests()[0]["tools"].([]any) {
		names = append(names, tl.(map[string]any)["function"].(map[string]any)["name"].(string))
	}
	if strings.Join(names, ",") != "createTask,agenda" {
		t.Errorf("offered %v", names)
	}
}

func TestAPIKeyIsSentAsBearer(t *testing.T) {
	var got string
	r := newRig(t, func(c *Config) {
		c.APIKey = "sk-test"
		c.HTTP = &http.Client{Transport: roundTripFunc(func(req *http.Request) (*http.Response, error) {
			got = req.Header.Get("Authorization")
			return http.DefaultTransport.RoundTrip(req)
		})}
	}, text("ok"))
	t.Setenv("OPENAI_API_KEY", "sk-from-env")
	if err := r.stream("hi", nil); err != nil {
		t.Fatal(err)
	}
	if got != "Bearer sk-test" {
		t.Errorf("Authorization = %q", got)
	}
}

func TestEnvironmentKeyIsNeverSent(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-from-env")
	var got string
	r := newRig(t, func(c *Config) {
		c.HTTP = &http.Client{Transport: roundTripFunc(func(req *http.Request) (*http.Response, error) {
			got = req.Header.Get("Authorization")
			return http.DefaultTransport.RoundTrip(req)
		})}
	}, text("ok"))
	if err := r.stream("hi", nil); err != nil {
		t.Fatal(err)
	}
	if got != "" {
		t.Errorf("Authorization = %q, want none", got)
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
