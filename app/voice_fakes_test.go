package app

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"pace/voice"
)

// The spoken request is generated at test time (never a binary blob in the repository):
// espeak-ng says it, sox makes it 16 kHz mono 16-bit with half a second of silence around it,
// as a push-to-talk press captures it.
const spokenRequest = "add a task to water the plants tomorrow"

var spoken struct {
	once sync.Once
	dir  string
	err  string
}

// spokenWAV returns the path of a WAV of text made with espeak-ng and sox, skipping the test
// when either is missing.
func spokenWAV(t testing.TB, name, text string) string {
	t.Helper()
	spoken.once.Do(func() {
		for _, tool := range []string{"espeak-ng", "sox"} {
			if _, err := exec.LookPath(tool); err != nil {
				spoken.err = tool + " is not installed (apt-get install espeak-ng sox); the spoken fixtures cannot be generated"
				return
			}
		}
	})
	if spoken.err != "" {
		t.Skip(spoken.err)
	}
	dir := t.TempDir()
	raw, out := filepath.Join(dir, name+".espeak.wav"), filepath.Join(dir, name+".wav")
	for _, cmd := range [][]string{
		{"espeak-ng", "-w", raw, text},
		{"sox", raw, "-r", "16000", "-c", "1", "-b", "16", out, "pad", "0.5", "0.5"},
	} {
		if b, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v: %s", strings.Join(cmd, " "), err, b)
		}
	}
	return out
}

// silentWAV writes a second of digital silence.
func silentWAV(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "silence.wav")
	if err := os.WriteFile(p, voice.EncodeWAV(voice.Audio{Rate: voice.SampleRate, Samples: make([]int16, voice.SampleRate)}), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// fakeWhisper speaks whisper.cpp's server protocol (examples/server): POST /inference with a
// multipart "file" (a WAV) and form fields; {"text": " …\n"} on success; {"error": …} with HTTP
// 200 for a missing file or an unreadable WAV, as the server does; "File Not Found" for other
// paths. It answers text for any valid WAV of at least a second of audio: it checks the upload,
// it does not recognize speech.
type fakeWhisper struct {
	text string

	mu     sync.Mutex
	calls  int
	audio  voice.Audio
	fields map[string]string
}

func (f *fakeWhisper) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.calls++
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if r.Method == http.MethodGet && r.URL.Path == "/" {
		fmt.Fprint(w, "<html>whisper.cpp server</html>") // the health check of a sidecar
		return
	}
	if r.Method != http.MethodPost || r.URL.Path != "/inference" {
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, "File Not Found")
		return
	}
	file, hdr, err := r.FormFile("file")
	if err != nil {
		fmt.Fprint(w, `{"error":"no 'file' field in the request"}`)
		return
	}
	b, _ := io.ReadAll(file)
	a, err := voice.DecodeWAV(b)
	if err != nil || a.Rate != voice.SampleRate || hdr.Header.Get("Content-Type") != "audio/wav" || a.Duration().Seconds() < 1 {
		fmt.Fprint(w, `{"error":"failed to read WAV file"}`)
		return
	}
	f.mu.Lock()
	f.audio = a
	f.fields = map[string]string{}
	for k, v := range r.MultipartForm.Value {
		f.fields[k] = v[0]
	}
	f.mu.Unlock()
	json.NewEncoder(w).Encode(map[string]string{"text": " " + f.text + "\n"})
}

func (f *fakeWhisper) Calls() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// fakeSpeech speaks OpenAI's POST /v1/audio/speech: a JSON body {"model", "input", "voice",
// "response_format"}; the audio as the body (a 24 kHz WAV tone, 50 ms per input character, or
// raw PCM); errors as {"error": {"message", "type", "param", "code"}}.
type fakeSpeech struct {
	mu     sync.Mutex
	inputs []string
	body   map[string]any
}

func (f *fakeSpeech) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	if r.Method != http.MethodPost || r.URL.Path != "/v1/audio/speech" {
		openAIError(w, http.StatusNotFound, "Invalid URL ("+r.Method+" "+r.URL.Path+")")
		return
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		openAIError(w, http.StatusBadRequest, "We could not parse the JSON body of your request.")
		return
	}
	input, _ := body["input"].(string)
	if input == "" {
		openAIError(w, http.StatusBadRequest, "[] is too short - 'input'")
		return
	}
	f.mu.Lock()
	f.inputs = append(f.inputs, input)
	f.body = body
	f.mu.Unlock()
	a := toneAudio(voice.PCMRate, 0.05*float64(len(input)))
	if body["response_format"] == voice.FormatPCM {
		w.Header().Set("Content-Type", "audio/pcm")
		w.Write(voice.EncodePCM(a))
		return
	}
	w.Header().Set("Content-Type", "audio/wav")
	w.Write(voice.EncodeWAV(a))
}

func (f *fakeSpeech) Inputs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.inputs...)
}

func openAIError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "invalid_request_error", "param": nil, "code": nil}})
}

func toneAudio(rate int, seconds float64) voice.Audio {
	s := make([]int16, int(float64(rate)*seconds))
	for i := range s {
		s[i] = int16(0.3 * 32767 * math.Sin(2*math.Pi*440*float64(i)/float64(rate)))
	}
	return voice.Audio{Rate: rate, Samples: s}
}

func serve(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// downURL is a loopback address where nothing listens.
func downURL(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}
