package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"pace/agent/openai"
	"pace/store"
	"pace/tools"
	"pace/views"
)

// fakeModelServer speaks the OpenAI wire protocol: GET /v1/models lists
// model, and every chat completion answers reply (streamed as SSE when asked).
func fakeModelServer(t *testing.T, model, reply string) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/models", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"object": "list",
			"data": []map[string]any{{"id": model, "object": "model", "created": 1, "owned_by": "test"}}})
	})
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Stream bool `json:"stream"`
		}
		body, _ := io.ReadAll(r.Body)
		json.Unmarshal(body, &req)
		if !req.Stream {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": model,
				"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": reply}}}})
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		chunk := func(delta map[string]any, finish any) {
			b, _ := json.Marshal(map[string]any{"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": model,
				"choices": []map[string]any{{"index": 0, "delta": delta, "finish_reason": finish}}})
			fmt.Fprintf(w, "data: %s\n\n", b)
		}
		chunk(map[string]any{"role": "assistant", "content": reply}, nil)
		chunk(map[string]any{}, "stop")
		fmt.Fprint(w, "data: [DONE]\n\n")
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// settingsHarness is the GUI harness with Settings backed by the real
// brains adapter, its background work made synchronous.
func settingsHarness(t *testing.T, prober openai.Prober) (*guiHarness, *views.Settings) {
	t.Helper()
	openai.MockKeychain()
	h := newGUIHarness(t)
	s := h.main.Settings
	s.Admin = brains{c: h.c, w: h.w, prober: prober}
	s.Background = func(work, show func()) { work(); show() }
	s.Load()
	return h, s
}

func TestGUISettingsFindServerPickItAndSwitchBrains(t *testing.T) {
	srv := fakeModelServer(t, "pace-test-model", "Hello from the fake model.")
	port := srv.Listener.Addr().(*net.TCPAddr).Port
	h, s := settingsHarness(t, openai.Prober{Servers: []openai.Server{{Name: "Fake server", Port: port}}})
	if h.w.primaryBrain() != nil {
		t.Fatal("the grammar harness starts with an LLM")
	}
	if !strings.Contains(s.OffDevice.Text, "0 bytes have left this machine") {
		t.Errorf("audit line = %q", s.OffDevice.Text)
	}

	test.Tap(s.FindBtn)
	if len(s.Found) != 1 || !strings.Contains(s.Found[0].Text, "pace-test-model") || !strings.Contains(s.Found[0].Text, "Fake server") {
		t.Fatalf("found %d servers (%s)", len(s.Found), s.LLMResult.Text)
	}
	test.Tap(s.Found[0])
	want := fmt.Sprintf("http://127.0.0.1:%d/v1", port)
	var endpoint, model string
	h.w.db.Read(t.Context(), func(tx *store.Tx) error {
		tx.Settings().Get(SettingLLMEndpoint, &endpoint)
		tx.Settings().Get(SettingLLMModel, &model)
		return nil
	})
	if endpoint != want || model != "pace-test-model" {
		t.Fatalf("saved %q %q", endpoint, model)
	}
	b, ok := h.w.primaryBrain().(*openai.Backend)
	if !ok || b.Model() != "pace-test-model" || b.Endpoint() != want {
		t.Fatalf("primary brain = %v", h.w.primaryBrain())
	}
	if !strings.Contains(s.BrainStatus.Text, "pace-test-model") {
		t.Errorf("brain status = %q", s.BrainStatus.Text)
	}
	// The next turn runs on the model.
	h.main.Thread.Send("hello there")
	if tr := h.wait(t); !strings.Contains(tr.Reply, "Hello from the fake model.") {
		t.Fatalf("turn on the LLM = %+v", tr)
	}

	// Grammar only: the next turn runs on the grammar.
	s.Brain.SetSelected(s.Brain.Options[1])
	if h.w.primaryBrain() != nil || !strings.Contains(s.BrainStatus.Text, "grammar answers") {
		t.Fatalf("after choosing the grammar: %v, %q", h.w.primaryBrain(), s.BrainStatus.Text)
	}
	h.main.Thread.Send("remind me to call the bank tomorrow at 5pm")
	if tr := h.wait(t); len(tr.Records) == 0 || tr.Records[0].Tool != "createTask" {
		t.Fatalf("turn on the grammar = %+v", tr)
	}

	// Test connection reports what really happened.
	test.Tap(s.TestLLM)
	if !strings.Contains(s.LLMResult.Text, "Connected to "+want) {
		t.Errorf("test connection = %q", s.LLMResult.Text)
	}
}

func TestGUISettingsOffDeviceNeedsConsent(t *testing.T) {
	h, s := settingsHarness(t, openai.Prober{Servers: []openai.Server{}})
	s.Brain.SetSelected(s.Brain.Options[2]) // local LLM
	s.LLMEndpoint.SetText("https://models.example.com/v1")
	s.LLMEndpoint.OnSubmitted(s.LLMEndpoint.Text)
	var endpoint string
	h.w.db.Read(t.Context(), func(tx *store.Tx) error {
		_, err := tx.Settings().Get(SettingLLMEndpoint, &endpoint)
		return err
	})
	if endpoint != "" {
		t.Fatalf("an off-device endpoint was saved without consent: %q", endpoint)
	}
	test.Tap(s.TestLLM)
	if !strings.Contains(s.LLMResult.Text, "Nothing was sent") {
		t.Errorf("test connection without consent = %q", s.LLMResult.Text)
	}
	// Saved behind the Settings' back (an older version, the CLI), it is still not used.
	h.w.db.Write(t.Context(), func(tx *store.Tx) error {
		return tx.Settings().Set(SettingLLMEndpoint, "https://models.example.com/v1")
	})
	msg := h.w.setBrain(t.Context(), h.c)
	if h.w.primaryBrain() != nil || !strings.Contains(msg, "not allowed") {
		t.Fatalf("brain %v, status %q", h.w.primaryBrain(), msg)
	}
}

func TestGUISettingsAPIKeyNeverInTheStore(t *testing.T) {
	h, s := settingsHarness(t, openai.Prober{Servers: []openai.Server{}})
	const secret = "sk-pace-test-secret-4711"
	s.LLMEndpoint.SetText("http://127.0.0.1:9/v1")
	s.LLMEndpoint.OnSubmitted(s.LLMEndpoint.Text)
	test.Type(s.APIKey, secret)
	test.Tap(s.SaveKey)
	if k, err := openai.APIKey("http://127.0.0.1:9/v1"); err != nil || k != secret {
		t.Fatalf("keychain holds %q (%v)", k, err)
	}
	if strings.Contains(s.KeyState.Text, secret) || !strings.Contains(s.KeyState.Text, "saved in the system keychain") {
		t.Fatalf("key state = %q", s.KeyState.Text)
	}
	base := filepath.Join(h.c.dataDir, store.FileName)
	for _, p := range []string{base, base + "-wal"} {
		b, err := os.ReadFile(p)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		if bytes.Contains(b, []byte(secret)) {
			t.Fatalf("the API key is in %s", filepath.Base(p))
		}
	}
	test.Tap(s.ForgetKey)
	if k, _ := openai.APIKey("http://127.0.0.1:9/v1"); k != "" {
		t.Fatal("Forget left the key in the keychain")
	}
}

func TestGUISettingsResetThreadAlsoResetsMemory(t *testing.T) {
	h, s := settingsHarness(t, openai.Prober{Servers: []openai.Server{}})
	s.Brain.SetSelected(s.Brain.Options[1])
	for i := range 6 {
		h.main.Thread.Send(fmt.Sprintf("remind me to water plant %d today", i))
		h.wait(t)
	}
	h.w.mem.Wait()
	if h.w.mem.Summary() == "" {
		t.Fatal("no summary after 6 turns")
	}
	if err := (maintenance{h.c, h.w}).ResetThread(t.Context()); err != nil {
		t.Fatal(err)
	}
	if h.w.mem.Summary() != "" || len(h.w.thread.Turns()) != 0 {
		t.Fatalf("after reset: summary %q, %d turns", h.w.mem.Summary(), len(h.w.thread.Turns()))
	}
}

func TestSettingsKeysMatchTheViews(t *testing.T) {
	for app, view := range map[string]string{SettingLLMEndpoint: views.SettingLLMEndpoint, SettingLLMModel: views.SettingLLMModel,
		SettingLLMAllowRemote: views.SettingLLMAllowRemote, SettingLLMConnectMS: views.SettingLLMConnectMS,
		SettingLLMFirstTokenMS: views.SettingLLMFirstMS, SettingLLMTotalMS: views.SettingLLMTotalMS, settingBrain: views.SettingBrain,
		SettingEmbedURL: views.SettingEmbedURL, SettingEmbedModel: views.SettingEmbedModel, SettingSemantic: views.SettingSemantic,
		SettingDateOrder: views.SettingDateOrder} {
		if app != view {
			t.Errorf("app reads %q, Settings writes %q", app, view)
		}
	}
}

// Without a model server, Settings → Brain speaks of its own controls, not
// of the CLI's --endpoint flag — when applied and when read back later.
func TestGUIBrainStatusWithoutServerUsesGUIWords(t *testing.T) {
	_, s := settingsHarness(t, openai.Prober{})
	for name, msg := range map[string]string{"apply": s.Admin.Apply(t.Context()), "status": s.Admin.Status()} {
		if strings.Contains(msg, "--endpoint") || !strings.Contains(msg, "Find servers") {
			t.Errorf("%s: %q", name, msg)
		}
	}
}

// Settings → Dates: choosing an order applies to the next parse of the
// running tools, no restart; Automatic goes back to the locale.
func TestGUISettingsDateOrderAppliesNow(t *testing.T) {
	h, s := settingsHarness(t, openai.Prober{})
	s.OnChanged = func(key string) {
		if key == views.SettingDateOrder {
			h.c.applyDateOrder(h.w)
		}
	}
	h.c.env.Getenv = func(k string) string {
		if k == "LANG" {
			return "en_GB.UTF-8"
		}
		return ""
	}
	for i, c := range []struct {
		label string
		month time.Month
	}{{"Month first (M/D)", time.March}, {"Day first (D/M)", time.April}, {"Month first (M/D)", time.March}, {"Automatic (from system)", time.April}} {
		s.DateOrder.SetSelected(c.label)
		res, err := h.w.box.Run(t.Context(), tools.Invocation{Tool: "createTask", Args: json.RawMessage(`{"title":"renew passport","due":"3/4/2027"}`), Group: fmt.Sprint("order-", i)})
		if err != nil || !res.OK {
			t.Fatalf("%s: %+v %v", c.label, res, err)
		}
		var due time.Time
		h.w.db.Read(t.Context(), func(tx *store.Tx) error {
			task, err := tx.Tasks().Get(strings.TrimPrefix(res.Ref, "id:"))
			if err == nil && task.Due != nil {
				due = *task.Due
			}
			return err
		})
		if due.Month() != c.month {
			t.Errorf("%s: 3/4/2027 is due %v, want month %v", c.label, due, c.month)
		}
	}
}
