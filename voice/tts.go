package voice

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"pace/egress"
)

// Synthesizer turns text into speech. Errors from servers wrap ErrUnreachable or are a
// *ServerError; a cancelled ctx returns ctx.Err().
type Synthesizer interface {
	Synthesize(ctx context.Context, text string) (Audio, error)
}

// SynthesizerFunc adapts a function to Synthesizer.
type SynthesizerFunc func(ctx context.Context, text string) (Audio, error)

// Synthesize calls f.
func (f SynthesizerFunc) Synthesize(ctx context.Context, text string) (Audio, error) {
	return f(ctx, text)
}

var _ Synthesizer = (*Speech)(nil)

// Speech formats for Speech.Format.
const (
	FormatWAV = "wav"
	FormatPCM = "pcm"
)

// PCMRate is the rate in Hz of the "pcm" format: OpenAI and Kokoro-FastAPI send raw 24 kHz mono
// signed 16-bit little-endian samples.
const PCMRate = 24000

// Speech is a client for OpenAI-compatible POST {base}/v1/audio/speech (OpenAI API reference,
// "Create speech"; Kokoro-FastAPI): a JSON body {"model", "input", "voice", "response_format"} and
// the audio as the response body.
type Speech struct {
	base string
	http *http.Client
	// Model such as "kokoro" or "tts-1"; Voice such as "af_heart" or "alloy".
	Model, Voice string
	// Format is FormatWAV (default) or FormatPCM.
	Format string
	// Speed is 0.25..4; 0 leaves it out.
	Speed float64
	// APIKey, when set, is sent as a bearer token.
	APIKey string
}

// NewSpeech returns a client for the server at base ("http://127.0.0.1:8880" or one ending in
// "/v1"). A nil hc uses an egress client that reaches this machine only.
func NewSpeech(base string, hc *http.Client, model, voice string) *Speech {
	return &Speech{base: base, http: hc, Model: model, Voice: voice, Format: FormatWAV}
}

// Synthesize returns text spoken as mono 16-bit audio at the server's rate.
func (s *Speech) Synthesize(ctx context.Context, text string) (Audio, error) {
	format := s.Format
	if format == "" {
		format = FormatWAV
	}
	body := map[string]any{"model": s.Model, "input": text, "voice": s.Voice, "response_format": format}
	if s.Speed != 0 {
		body["speed"] = s.Speed
	}
	b, err := json.Marshal(body)
	if err != nil {
		return Audio{}, err
	}
	req, err := http.NewRequest(http.MethodPost, egress.APIURL(s.base, "/v1/audio/speech"), bytes.NewReader(b))
	if err != nil {
		return Audio{}, fmt.Errorf("synthesize: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if s.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+s.APIKey)
	}
	data, err := do(ctx, s.http, "speech", req)
	if err != nil {
		return Audio{}, fmt.Errorf("synthesize: %w", err)
	}
	if format == FormatPCM {
		return DecodePCM(data, PCMRate), nil
	}
	a, err := DecodeWAV(data)
	if err != nil {
		return Audio{}, fmt.Errorf("synthesize: %w", err)
	}
	return a, nil
}
