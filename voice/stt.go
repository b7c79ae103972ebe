package voice

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strconv"
	"strings"

	"pace/egress"
)

// Recognizer turns speech into text. wav is a RIFF/WAVE file, 16 kHz mono 16-bit as EncodeWAV
// writes it. Errors wrap ErrUnreachable or are a *ServerError; a cancelled ctx returns ctx.Err().
type Recognizer interface {
	Transcribe(ctx context.Context, wav []byte) (string, error)
}

// RecognizerFunc adapts a function to Recognizer, e.g. one that starts a sidecar on first use and
// then calls a Whisper client at its address.
type RecognizerFunc func(ctx context.Context, wav []byte) (string, error)

// Transcribe calls f.
func (f RecognizerFunc) Transcribe(ctx context.Context, wav []byte) (string, error) {
	return f(ctx, wav)
}

var (
	_ Recognizer = (*Whisper)(nil)
	_ Recognizer = (*Transcriptions)(nil)
)

// Whisper is a client for the whisper.cpp server (examples/server in ggml-org/whisper.cpp):
// POST {base}/inference with a multipart form holding the WAV as "file", "response_format=json" and
// "temperature"; the answer is {"text": "..."}. The server reports some errors with HTTP 200 and
// {"error": "..."}; those become a *ServerError with Status 200.
type Whisper struct {
	base string
	http *http.Client
	// Temperature is the decoding temperature; 0 is greedy and the most repeatable.
	Temperature float64
	// Language is an ISO 639-1 code such as "en"; empty leaves the server's setting.
	Language string
}

// NewWhisper returns a client for the whisper.cpp server at base (e.g. "http://127.0.0.1:8178").
// A nil hc uses an egress client that reaches this machine only.
func NewWhisper(base string, hc *http.Client) *Whisper {
	return &Whisper{base: strings.TrimRight(base, "/"), http: hc}
}

// Transcribe sends wav to the server and returns the recognized text, whitespace-trimmed
// (whisper.cpp answers " text\n").
func (w *Whisper) Transcribe(ctx context.Context, wav []byte) (string, error) {
	fields := map[string]string{
		"response_format": "json",
		"temperature":     strconv.FormatFloat(w.Temperature, 'f', -1, 64),
	}
	if w.Language != "" {
		fields["language"] = w.Language
	}
	req, err := multipartRequest(w.base+"/inference", wav, fields)
	if err != nil {
		return "", err
	}
	return transcript(ctx, w.http, "whisper.cpp", req)
}

// Transcriptions is a client for OpenAI-compatible POST {base}/v1/audio/transcriptions (OpenAI
// API reference, "Create transcription"; also faster-whisper-server, LocalAI, whisper.cpp's
// OpenAI mode): multipart "file" and "model", answer {"text": "..."}; errors as
// {"error": {"message", "type"}}.
type Transcriptions struct {
	base string
	http *http.Client
	// Model is sent as "model", e.g. "whisper-1"; required by OpenAI.
	Model string
	// APIKey, when set, is sent as a bearer token.
	APIKey string
	// Language is an ISO 639-1 code; empty lets the server detect it.
	Language string
}

// NewTranscriptions returns a client for the server at base ("http://127.0.0.1:8000" or one ending
// in "/v1"). A nil hc uses an egress client that reaches this machine only.
func NewTranscriptions(base string, hc *http.Client, model string) *Transcriptions {
	return &Transcriptions{base: base, http: hc, Model: model}
}

// Transcribe sends wav and returns the recognized text, whitespace-trimmed.
func (t *Transcriptions) Transcribe(ctx context.Context, wav []byte) (string, error) {
	fields := map[string]string{"model": t.Model, "response_format": "json"}
	if t.Language != "" {
		fields["language"] = t.Language
	}
	req, err := multipartRequest(egress.APIURL(t.base, "/v1/audio/transcriptions"), wav, fields)
	if err != nil {
		return "", err
	}
	if t.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+t.APIKey)
	}
	return transcript(ctx, t.http, "transcriptions", req)
}

func multipartRequest(url string, wav []byte, fields map[string]string) (*http.Request, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="file"; filename="speech.wav"`)
	h.Set("Content-Type", "audio/wav")
	part, err := mw.CreatePart(h)
	if err != nil {
		return nil, err
	}
	if _, err := part.Write(wav); err != nil {
		return nil, err
	}
	for k, v := range fields {
		if err := mw.WriteField(k, v); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	req, err := http.NewRequest(http.MethodPost, url, &body)
	if err != nil {
		return nil, fmt.Errorf("transcribe: %w", err)
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Accept", "application/json")
	return req, nil
}

func transcript(ctx context.Context, hc *http.Client, server string, req *http.Request) (string, error) {
	body, err := do(ctx, hc, server, req)
	if err != nil {
		return "", fmt.Errorf("transcribe: %w", err)
	}
	var v struct {
		Text  *string         `json:"text"`
		Error json.RawMessage `json:"error"`
	}
	if err := json.Unmarshal(body, &v); err != nil {
		return "", fmt.Errorf("transcribe: %w", errorBody(server, http.StatusOK, body))
	}
	if len(v.Error) > 0 && string(v.Error) != "null" || v.Text == nil {
		return "", fmt.Errorf("transcribe: %w", errorBody(server, http.StatusOK, body))
	}
	return strings.TrimSpace(*v.Text), nil
}
