package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"pace/agent/openai"
	"pace/store"
	"pace/tools"
)

// llmFake is an OpenAI-compatible server (SSE chat completions, /v1/models):
// to a fresh request it answers with a createTask tool call, to a tool
// result with a sentence, to a plan request (response_format) with an
// empty plan, to the notes reading check with "No.".
func llmFake(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/models", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"object":"list","data":[{"id":"fake-7b","object":"model","created":1,"owned_by":"me"}]}`)
	})
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Messages       []map[string]any `json:"messages"`
			ResponseFormat any              `json:"response_format"`
		}
		json.NewDecoder(r.Body).Decode(&body)
		last := body.Messages[len(body.Messages)-1]
		w.Header().Set("Content-Type", "text/event-stream")
		send := func(delta string, finish string) {
			f := "null"
			if finish != "" {
				f = `"` + finish + `"`
			}
			fmt.Fprintf(w, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"fake-7b\",\"choices\":[{\"index\":0,\"delta\":%s,\"finish_reason\":%s}]}\n\n", delta, f)
		}
		first, _ := body.Messages[0]["content"].(string)
		switch {
		case strings.HasPrefix(first, "You check answers"):
			send(`{"content":"No."}`, "stop") // the notes reading check
		case body.ResponseFormat != nil:
			send(`{"content":"{\"steps\":[]}"}`, "stop")
		case last["role"] == "tool":
			send(`{"content":"Added it."}`, "stop")
		default:
			send(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"createTask","arguments":""}}]}`, "")
			send(`{"tool_calls":[{"index":0,"function":{"arguments":"{\"title\": \"call the bank\"}"}}]}`, "")
			send(`{}`, "tool_calls")
		}
		fmt.Fprint(w, "data: [DONE]\n\n")
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func llmCLI(t *testing.T, env map[string]string) (*cli, *bytes.Buffer) {
	t.Helper()
	openai.MockKeychain() // never touch the real OS keychain
	var out, errb bytes.Buffer
	c := &cli{dataDir: t.TempDir(), env: Env{Stdout: &out, Stderr: &errb,
		Now:    func() time.Time { return time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC) },
		Getenv: func(k string) string { return env[k] }}}
	t.Cleanup(c.close)
	return c, &out
}

func setSettings(t *testing.T, c *cli, kv map[string]any) {
	t.Helper()
	db, err := c.open()
	if err != nil {
		t.Fatal(err)
	}
	err = db.Write(context.Background(), func(tx *store.Tx) error {
		for k, v := range kv {
			if err := tx.Settings().Set(k, v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestLLMBackendNeedsAnEndpoint(t *testing.T) {
	c, _ := llmCLI(t, nil)
	if _, err := llmBackend(c, "", ""); !errors.Is(err, errNoLLM) {
		t.Errorf("err = %v, want errNoLLM", err)
	}
}

func TestLLMBackendRefusesRemoteWithoutConsent(t *testing.T) {
	openai.MockKeychain()
	c, _ := llmCLI(t, nil)
	if _, err := llmBackend(c, "https://llm.example.net/v1", "m"); !errors.Is(err, openai.ErrRemoteNotAllowed) {
		t.Errorf("err = %v, want ErrRemoteNotAllowed", err)
	}
	setSettings(t, c, map[string]any{SettingLLMAllowRemote: true})
	b, err := llmBackend(c, "https://llm.example.net/v1", "m")
	if err != nil {
		t.Fatal(err)
	}
	if !b.OffDevice() {
		t.Error("a remote brain must be off-device")
	}
}

func TestLLMBackendFromSettings(t *testing.T) {
	srv := llmFake(t)
	c, _ := llmCLI(t, nil)
	setSettings(t, c, map[string]any{SettingLLMEndpoint: srv.URL, SettingLLMFirstTokenMS: 1500, SettingLLMFocus: false})
	b, err := llmBackend(c, "", "")
	if err != nil {
		t.Fatal(err)
	}
	if b.Name() != "llm: fake-7b" || b.OffDevice() {
		t.Errorf("backend %s off=%v (the model should come from the server's list)", b.Name(), b.OffDevice())
	}
	// Flags override settings; the environment overrides settings too.
	c2, _ := llmCLI(t, map[string]string{envLLMModel: "env-model"})
	setSettings(t, c2, map[string]any{SettingLLMEndpoint: srv.URL, SettingLLMModel: "settings-model"})
	if b, _ := llmBackend(c2, "", ""); b == nil || b.Name() != "llm: env-model" {
		t.Errorf("env override: %v", b)
	}
	if b, _ := llmBackend(c2, "", "flag-model"); b == nil || b.Name() != "llm: flag-model" {
		t.Errorf("flag override: %v", b)
	}
}

func TestAskWithTheLLMBrain(t *testing.T) {
	srv := llmFake(t)
	c, _ := llmCLI(t, nil)
	w, err := c.wire(context.Background(), brainChoice{mode: BrainLLM, endpoint: srv.URL + "/v1", model: "fake-7b"})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := w.thread.Ask(context.Background(), "remind me to call the bank")
	if err != nil {
		t.Fatal(err)
	}
	if tr.Brain != "llm: fake-7b" || tr.Reply != "Added it." || len(tr.Records) != 1 || !tr.Changed {
		t.Errorf("turn = %+v", tr)
	}
}

// With the LLM brain on, answers from the notes pass its reading check: the
// fake model says the passage does not answer, so the question is refused;
// with the grammar alone the same question is answered from the note.
func TestLLMReadsNotesAnswers(t *testing.T) {
	srv := llmFake(t)
	ctx := context.Background()
	for _, c := range []struct {
		bc    brainChoice
		found bool
	}{
		{brainChoice{mode: BrainLLM, endpoint: srv.URL + "/v1", model: "fake-7b"}, false},
		{brainChoice{mode: BrainGrammar}, true},
	} {
		cl, _ := llmCLI(t, nil)
		w, err := cl.wire(ctx, c.bc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.box.Run(ctx, tools.Invocation{Tool: "createNote",
			Args: json.RawMessage(`{"title":"Offsite","body":"The offsite is at the Lakeview Lodge on March 20."}`)}); err != nil {
			t.Fatal(err)
		}
		res, err := w.box.Run(ctx, tools.Invocation{Tool: "askNotes", Args: json.RawMessage(`{"question":"which lodge is the offsite at?"}`)})
		if err != nil {
			t.Fatal(err)
		}
		if found := len(res.Citations) > 0; found != c.found {
			t.Errorf("%s: found %v, want %v (%q)", c.bc.mode, found, c.found, res.Summary)
		}
	}
}

func TestAskSwapsToTheGrammarWhenTheServerIsDown(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	c, _ := llmCLI(t, nil)
	w, err := c.wire(context.Background(), brainChoice{mode: BrainLLM, endpoint: "http://" + addr + "/v1", model: "m"})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := w.thread.Ask(context.Background(), "remind me to call the bank tomorrow")
	if err != nil {
		t.Fatal(err)
	}
	if tr.Brain != "grammar" || !tr.Changed || !tr.Swapped {
		t.Errorf("turn = %+v", tr)
	}
	var out bytes.Buffer
	printTurn(&out, tr)
	if !strings.Contains(out.String(), "the built-in grammar answered") {
		t.Errorf("the swap is not said: %q", out.String())
	}
}

func TestLLMMemory(t *testing.T) {
	srv := llmFake(t)
	c, _ := llmCLI(t, nil)
	b, err := llmBackend(c, srv.URL, "fake-7b")
	if err != nil {
		t.Fatal(err)
	}
	m, err := llmMemory(context.Background(), c.db, b.(*openai.Backend))
	if err != nil || m.Summary() != "" {
		t.Fatalf("memory %v, %v", m, err)
	}
}

func TestOffDeviceTotals(t *testing.T) {
	s, err := offDeviceTotals(t.TempDir())
	if err != nil || s != "0 bytes have left this machine." {
		t.Errorf("%q, %v", s, err)
	}
}

func TestIsCompound(t *testing.T) {
	for text, want := range map[string]bool{
		"create a project Garden, then add tasks to buy soil and plant bulbs": true,
		"email Sam; then book the venue":                                      true,
		"pick up Sam and Alex":                                                false,
		"remind me to call the bank tomorrow":                                 false,
	} {
		if got := isCompound(text); got != want {
			t.Errorf("isCompound(%q) = %v, want %v", text, got, want)
		}
	}
	if !strings.Contains(SettingLLMEndpoint, "llm.") {
		t.Error("settings keys live under llm.")
	}
}
