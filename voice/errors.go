package voice

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"pace/egress"
)

// ErrUnreachable means an audio server could not be reached: connection refused, no such host or
// a timeout before any response. The Speaker treats it as an outage and falls back to the system
// voice; the app may offer to start the sidecar.
var ErrUnreachable = errors.New("server unreachable")

// ServerError is an error reported by an audio server, in either HTTP status or body.
type ServerError struct {
	Server  string // "whisper.cpp", "transcriptions" or "speech"
	Status  int    // HTTP status; 200 when whisper.cpp reports an error in a 200 answer
	Message string // the server's own message
	Type    string // OpenAI error type such as "invalid_request_error", if given
}

func (e *ServerError) Error() string {
	msg := e.Message
	if e.Type != "" {
		msg += " (" + e.Type + ")"
	}
	return fmt.Sprintf("%s server: HTTP %d: %s", e.Server, e.Status, msg)
}

// Temporary reports whether retrying later may help: 5xx, 429 and whisper.cpp's model loading.
func (e *ServerError) Temporary() bool {
	return e.Status >= 500 || e.Status == http.StatusTooManyRequests
}

// errorBody decodes the error shapes of the servers Pace talks to:
//
//	whisper.cpp:       {"error": "no 'file' field in the request"}
//	OpenAI:            {"error": {"message": "...", "type": "invalid_request_error", ...}}
//	FastAPI (Kokoro):  {"detail": "..."} or {"detail": {"error": "...", "message": "..."}}
//
// and falls back to the first 200 bytes of the body as text.
func errorBody(server string, status int, body []byte) *ServerError {
	e := &ServerError{Server: server, Status: status}
	var v struct {
		Error  json.RawMessage `json:"error"`
		Detail json.RawMessage `json:"detail"`
	}
	if json.Unmarshal(body, &v) == nil {
		for _, raw := range []json.RawMessage{v.Error, v.Detail} {
			if len(raw) == 0 {
				continue
			}
			var s string
			if json.Unmarshal(raw, &s) == nil {
				e.Message = s
				return e
			}
			var o struct {
				Message string `json:"message"`
				Error   string `json:"error"`
				Type    string `json:"type"`
			}
			if json.Unmarshal(raw, &o) == nil && (o.Message != "" || o.Error != "") {
				e.Message, e.Type = o.Message, o.Type
				if e.Message == "" {
					e.Message = o.Error
				}
				return e
			}
		}
	}
	msg := strings.TrimSpace(string(body))
	if len(msg) > 200 {
		msg = msg[:200] + "…"
	}
	if msg == "" {
		msg = http.StatusText(status)
	}
	e.Message = msg
	return e
}

// do sends req and returns the body of a 2xx answer, a *ServerError for any other status, or an
// error wrapping ErrUnreachable when no answer came. A cancelled ctx is returned as ctx.Err().
func do(ctx context.Context, hc *http.Client, server string, req *http.Request) ([]byte, error) {
	if hc == nil {
		hc = egress.NewClient(egress.Policy{}) // this machine only
	}
	resp, err := hc.Do(req.WithContext(ctx))
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// Every transport failure (refused, reset, DNS, TLS, client timeout) means no usable answer.
		return nil, fmt.Errorf("%w: %v", ErrUnreachable, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("read %s answer: %w", server, err)
	}
	if resp.StatusCode/100 != 2 {
		return nil, errorBody(server, resp.StatusCode, body)
	}
	return body, nil
}
