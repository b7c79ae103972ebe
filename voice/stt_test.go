package voice

import (
	"context"
	"errors"
	"net/http"
	"testing"
)

func TestWhisperTranscribe(t *testing.T) {
	fw := &fakeWhisper{t: t, text: phrase}
	srv := serve(t, fw)
	w := NewWhisper(srv.URL+"/", srv.Client())
	w.Language = "en"
	wav := EncodeWAV(Trim(phraseAudio(t), 0))
	got, err := w.Transcribe(context.Background(), wav)
	if err != nil {
		t.Fatal(err)
	}
	if got != phrase {
		t.Errorf("transcript = %q, want %q (leading space and newline trimmed)", got, phrase)
	}
	if fw.fields["response_format"] != "json" || fw.fields["temperature"] != "0" || fw.fields["language"] != "en" {
		t.Errorf("form fields = %v", fw.fields)
	}
	if fw.audio.Duration() < 2e9 {
		t.Errorf("server got %v of audio", fw.audio.Duration())
	}
}

func TestWhisperErrors(t *testing.T) {
	for _, tc := range []struct {
		name       string
		fake       *fakeWhisper
		wav        []byte
		status     int
		message    string
		temporary  bool
		unreachble bool
	}{
		{"not a WAV, answered with 200", &fakeWhisper{}, []byte("garbage"), 200, "failed to read WAV file", false, false},
		{"model loading", &fakeWhisper{loading: true}, EncodeWAV(tone(16000, 1, 300, .3)), 503, "Model is loading", true, false},
		{"server down", nil, EncodeWAV(tone(16000, 1, 300, .3)), 0, "", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url := downURL(t)
			if tc.fake != nil {
				url = serve(t, tc.fake).URL
			}
			_, err := NewWhisper(url, nil).Transcribe(context.Background(), tc.wav)
			if tc.unreachble {
				if !errors.Is(err, ErrUnreachable) {
					t.Fatalf("err = %v, want ErrUnreachable", err)
				}
				return
			}
			var se *ServerError
			if !errors.As(err, &se) {
				t.Fatalf("err = %v, want *ServerError", err)
			}
			if se.Status != tc.status || se.Message != tc.message || se.Temporary() != tc.temporary {
				t.Errorf("got %+v (temporary %v)", se, se.Temporary())
			}
		})
	}
}

func TestWhisperMissingFileAnswered200(t *testing.T) {
	srv := serve(t, &fakeWhisper{})
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/inference", nil)
	req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
	_, err := transcript(context.Background(), nil, "whisper.cpp", req)
	var se *ServerError
	if !errors.As(err, &se) || se.Status != 200 || se.Message != "no 'file' field in the request" {
		t.Fatalf("err = %v", err)
	}
}

func TestTranscriptions(t *testing.T) {
	fo := &fakeOpenAI{t: t, key: "sk-test", text: "Call the bank."}
	srv := serve(t, fo)
	for _, base := range []string{srv.URL, srv.URL + "/", srv.URL + "/v1", srv.URL + "/v1/"} {
		c := NewTranscriptions(base, srv.Client(), "whisper-1")
		c.APIKey = "sk-test"
		got, err := c.Transcribe(context.Background(), EncodeWAV(tone(16000, 1, 300, .3)))
		if err != nil || got != "Call the bank." || fo.model != "whisper-1" {
			t.Errorf("base %s: %q, %v (model %q)", base, got, err, fo.model)
		}
	}

	c := NewTranscriptions(srv.URL, srv.Client(), "whisper-1")
	_, err := c.Transcribe(context.Background(), EncodeWAV(tone(16000, 1, 300, .3)))
	var se *ServerError
	if !errors.As(err, &se) || se.Status != 401 || se.Type != "invalid_request_error" || se.Message != "Incorrect API key provided." {
		t.Errorf("without key: %v", err)
	}
}

func TestTranscribeCancelled(t *testing.T) {
	block := make(chan struct{})
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-block:
		case <-r.Context().Done():
		}
	}))
	defer close(block)
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := NewWhisper(srv.URL, srv.Client()).Transcribe(ctx, EncodeWAV(tone(16000, 1, 300, .3)))
		errc <- err
	}()
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) || errors.Is(err, ErrUnreachable) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}
