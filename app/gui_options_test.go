package app

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"pace/egress"
	"pace/views"
)

// The Settings selects are filled from servers speaking the real wire
// formats: OpenAI's GET /v1/models and Kokoro-FastAPI's GET
// /v1/audio/voices (strings, or objects as other speech servers send).
func TestServerOptionsReadTheServersLists(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/models", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"object":"list","data":[{"id":"qwen2.5:7b","object":"model","created":1,"owned_by":"library"},` +
			`{"id":"llama3.2:3b","object":"model","created":1,"owned_by":"library"}]}`))
	})
	mux.HandleFunc("GET /v1/audio/voices", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"voices":["af_heart","af_bella","am_adam"]}`))
	})
	kokoro := httptest.NewServer(mux)
	defer kokoro.Close()
	objects := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`[{"voice_id":"en_US-amy"},{"id":"en_GB-alan","name":"Alan"}]`))
	}))
	defer objects.Close()
	whisper := httptest.NewServer(http.NotFoundHandler()) // whisper.cpp: no model list
	defer whisper.Close()

	ctx := context.Background()
	for _, c := range []struct {
		key, endpoint string
		want          []string
		fails         bool
	}{
		{views.SettingLLMModel, kokoro.URL + "/v1", []string{"llama3.2:3b", "qwen2.5:7b"}, false},
		{views.SettingLLMModel, kokoro.URL, []string{"llama3.2:3b", "qwen2.5:7b"}, false},
		{views.SettingEmbedModel, kokoro.URL, []string{"llama3.2:3b", "qwen2.5:7b"}, false},
		{views.SettingTTSModel, kokoro.URL + "/v1", []string{"llama3.2:3b", "qwen2.5:7b"}, false},
		{views.SettingTTSVoice, kokoro.URL + "/v1", []string{"af_bella", "af_heart", "am_adam"}, false},
		{views.SettingTTSVoice, objects.URL, []string{"en_GB-alan", "en_US-amy"}, false},
		{views.SettingSTTModel, whisper.URL, nil, true},
	} {
		got, err := serverOptions(ctx, c.key, c.endpoint, false)
		if (err != nil) != c.fails || !slices.Equal(got, c.want) {
			t.Errorf("%s at %s: %q, %v", c.key, c.endpoint, got, err)
		}
	}
	// off this machine without consent: refused before anything is sent
	if _, err := serverOptions(ctx, views.SettingLLMModel, "http://192.0.2.7:11434/v1", false); !errors.Is(err, egress.ErrNotConsented) {
		t.Errorf("an off-device server without consent: %v", err)
	}
}
