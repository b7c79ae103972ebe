package voice

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// fakeWhisper speaks the whisper.cpp server protocol (examples/server/server.cpp): POST /inference,
// multipart "file" plus form fields; {"text": ...} on success, {"error": ...} — with HTTP 200 for a
// missing file or unreadable WAV, as the server does — and 503 while the model loads.
type fakeWhisper struct {
	t       testing.TB
	text    string // answered as whisper.cpp does: leading space, trailing newline
	loading bool

	mu       sync.Mutex
	calls    int
	arrived  []time.Time
	audio    Audio
	fields   map[string]string
	filename string
}

func (f *fakeWhisper) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.calls++
	f.arrived = append(f.arrived, time.Now())
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if r.Method != http.MethodPost || r.URL.Path != "/inference" {
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, "File Not Found")
		return
	}
	if f.loading {
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprint(w, `{"error":"Model is loading"}`)
		return
	}
	file, hdr, err := r.FormFile("file")
	if err != nil {
		fmt.Fprint(w, `{"error":"no 'file' field in the request"}`)
		return
	}
	b, _ := io.ReadAll(file)
	a, err := DecodeWAV(b)
	if err != nil || a.Rate != SampleRate {
		fmt.Fprint(w, `{"error":"failed to read WAV file"}`)
		return
	}
	f.mu.Lock()
	f.audio, f.filename = a, hdr.Filename
	f.fields = map[string]string{}
	for k, v := range r.MultipartForm.Value {
		f.fields[k] = v[0]
	}
	f.mu.Unlock()
	json.NewEncoder(w).Encode(map[string]string{"text": " " + f.text + "\n"})
}

// fakeOpenAI speaks the OpenAI audio API: POST /v1/audio/transcriptions (multipart "file", "model")
// and POST /v1/audio/speech (JSON), errors as {"error": {"message", "type", "param", "code"}}.
type fakeOpenAI struct {
	t      testing.TB
	key    string // required bearer token, if set
	text   string
	speech func(input string) (Audio, error) // nil answers a 0.2 s tone per request

	mu      sync.Mutex
	model   string
	request map[string]any
	inputs  []string
}

func (f *fakeOpenAI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if f.key != "" && r.Header.Get("Authorization") != "Bearer "+f.key {
		openAIError(w, http.StatusUnauthorized, "Incorrect API key provided.", "invalid_request_error")
		return
	}
	switch r.URL.Path {
	case "/v1/audio/transcriptions":
		file, _, err := r.FormFile("file")
		if err != nil {
			openAIError(w, http.StatusBadRequest, "Could not parse multipart form", "invalid_request_error")
			return
		}
		b, _ := io.ReadAll(file)
		if _, err := DecodeWAV(b); err != nil {
			openAIError(w, http.StatusBadRequest, "Invalid file format.", "invalid_request_error")
			return
		}
		if r.FormValue("model") == "" {
			openAIError(w, http.StatusBadRequest, "you must provide a model parameter", "invalid_request_error")
			return
		}
		f.mu.Lock()
		f.model = r.FormValue("model")
		f.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{"text": f.text})
	case "/v1/audio/speech":
		var req map[string]any
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			openAIError(w, http.StatusBadRequest, "We could not parse the JSON body of your request.", "invalid_request_error")
			return
		}
		input, _ := req["input"].(string)
		f.mu.Lock()
		f.request = req
		f.inputs = append(f.inputs, input)
		f.mu.Unlock()
		a := tone(PCMRate, 0.2, 220, 0.3)
		if f.speech != nil {
			var err error
			if a, err = f.speech(input); err != nil {
				openAIError(w, http.StatusInternalServerError, err.Error(), "server_error")
				return
			}
		}
		switch req["response_format"] {
		case "pcm":
			w.Header().Set("Content-Type", "audio/pcm")
			w.Write(EncodePCM(Resample(a, PCMRate)))
		case "wav":
			w.Header().Set("Content-Type", "audio/wav")
			w.Write(EncodeWAV(a))
		default:
			openAIError(w, http.StatusBadRequest, "Invalid response_format", "invalid_request_error")
		}
	default:
		openAIError(w, http.StatusNotFound, "Invalid URL (POST "+r.URL.Path+")", "invalid_request_error")
	}
}

func (f *fakeOpenAI) spoken() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.inputs...)
}

func openAIError(w http.ResponseWriter, status int, msg, typ string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
		"message": msg, "type": typ, "param": nil, "code": nil}})
}

func serve(tb testing.TB, h http.Handler) *httptest.Server {
	tb.Helper()
	srv := httptest.NewServer(h)
	tb.Cleanup(srv.Close)
	return srv
}

// downURL is the address of a server that has gone away.
func downURL(tb testing.TB) string {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	return url
}
