package voice

import (
	"context"
	"errors"
	"net/http"
	"testing"
)

func TestSpeechFormats(t *testing.T) {
	fo := &fakeOpenAI{t: t}
	srv := serve(t, fo)
	for _, tc := range []struct {
		format string
		rate   int
	}{{FormatWAV, PCMRate}, {FormatPCM, PCMRate}, {"", PCMRate}} {
		t.Run(tc.format, func(t *testing.T) {
			s := NewSpeech(srv.URL, srv.Client(), "kokoro", "af_heart")
			s.Format = tc.format
			a, err := s.Synthesize(context.Background(), "Hello there.")
			if err != nil {
				t.Fatal(err)
			}
			if a.Rate != tc.rate || a.Duration() < 190e6 {
				t.Errorf("got %d Hz, %v", a.Rate, a.Duration())
			}
			if fo.request["model"] != "kokoro" || fo.request["voice"] != "af_heart" || fo.request["input"] != "Hello there." {
				t.Errorf("request = %v", fo.request)
			}
		})
	}
}

// The base URL works with and without its /v1 and a trailing slash.
func TestSpeechBaseURL(t *testing.T) {
	fo := &fakeOpenAI{t: t}
	srv := serve(t, fo)
	for _, base := range []string{srv.URL, srv.URL + "/", srv.URL + "/v1", srv.URL + "/v1/"} {
		if _, err := NewSpeech(base, srv.Client(), "kokoro", "af_heart").Synthesize(context.Background(), "Hello there."); err != nil {
			t.Errorf("base %s: %v", base, err)
		}
	}
}

func TestSpeechErrors(t *testing.T) {
	kokoro := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		w.Write([]byte(`{"detail":{"error":"validation_error","message":"Voice 'nope' not found","type":"invalid_request_error"}}`))
	})
	fastapi := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusUnprocessableEntity)
		w.Write([]byte(`{"detail":"Field required"}`))
	})
	plain := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "upstream exploded", http.StatusBadGateway)
	})
	for _, tc := range []struct {
		name    string
		h       http.Handler
		status  int
		message string
	}{
		{"Kokoro-FastAPI detail object", kokoro, 400, "Voice 'nope' not found"},
		{"FastAPI detail string", fastapi, 422, "Field required"},
		{"plain text", plain, 502, "upstream exploded"},
		{"OpenAI error object", &fakeOpenAI{speech: func(string) (Audio, error) { return Audio{}, errors.New("overloaded") }}, 500, "overloaded"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := serve(t, tc.h)
			_, err := NewSpeech(srv.URL, nil, "kokoro", "nope").Synthesize(context.Background(), "Hi.")
			var se *ServerError
			if !errors.As(err, &se) || se.Status != tc.status || se.Message != tc.message {
				t.Errorf("err = %v", err)
			}
		})
	}
	_, err := NewSpeech(downURL(t), nil, "kokoro", "af").Synthesize(context.Background(), "Hi.")
	if !errors.Is(err, ErrUnreachable) {
		t.Errorf("server down: %v", err)
	}
}

func TestSystemVoice(t *testing.T) {
	fixtureDir(t) // skips without espeak-ng
	a, err := (&SystemVoice{GOOS: "linux"}).Synthesize(context.Background(), "-v is not an option. Hello.")
	if err != nil {
		t.Fatal(err)
	}
	if a.Rate != 22050 || a.Duration() < 500e6 || Heard(Trim(a, 0)) != nil {
		t.Errorf("got %d Hz, %v", a.Rate, a.Duration())
	}
}

func TestSystemVoiceMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := (&SystemVoice{GOOS: "linux"}).Synthesize(context.Background(), "Hello.")
	if !errors.Is(err, ErrNoSystemVoice) {
		t.Errorf("err = %v, want ErrNoSystemVoice", err)
	}
}
