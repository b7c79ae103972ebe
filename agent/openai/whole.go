package openai

import (
	"encoding/json"
	"io"

	"github.com/openai/openai-go/packages/ssestream"
)

// Some servers ignore "stream": true when tools are present and answer with
// one JSON chat.completion. openai-go picks a stream decoder by the
// response's Content-Type, so a JSON answer is decoded here into a single
// chunk event and the rest of the backend never sees the difference.
func init() {
	for _, ct := range []string{"application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"} {
		ssestream.RegisterDecoder(ct, func(rc io.ReadCloser) ssestream.Decoder { return &wholeDecoder{rc: rc} })
	}
}

type wholeDecoder struct {
	rc   io.ReadCloser
	evt  ssestream.Event
	err  error
	done bool
}

func (d *wholeDecoder) Next() bool {
	if d.done || d.err != nil {
		return false
	}
	d.done = true
	// JSON escaping may grow text up to six times (\u00XX); past that the
	// answer is over the limits anyway.
	const most = 6 * (MaxReplyBytes + MaxToolArgsBytes)
	b, err := io.ReadAll(io.LimitReader(d.rc, most+1))
	if err == nil && len(b) > most {
		err = ErrTooLarge
	}
	if err != nil {
		d.err = err
		return false
	}
	d.evt = ssestream.Event{Data: completionAsChunk(b)}
	return true
}

func (d *wholeDecoder) Event() ssestream.Event { return d.evt }
func (d *wholeDecoder) Close() error           { return d.rc.Close() }
func (d *wholeDecoder) Err() error             { return d.err }

// completionAsChunk rewrites a chat.completion as a chat.completion.chunk:
// each choice's message becomes its delta, tool calls get their index.
// Anything else (an error object, a chunk) passes through unchanged.
func completionAsChunk(b []byte) []byte {
	var c struct {
		ID      string `json:"id"`
		Object  string `json:"object"`
		Created int64  `json:"created"`
		Model   string `json:"model"`
		Choices []struct {
			Index        int64          `json:"index"`
			Message      map[string]any `json:"message"`
			FinishReason *string        `json:"finish_reason"`
		} `json:"choices"`
	}
	if json.Unmarshal(b, &c) != nil || c.Object == "chat.completion.chunk" || len(c.Choices) == 0 || c.Choices[0].Message == nil {
		return b
	}
	choices := make([]map[string]any, len(c.Choices))
	for i, ch := range c.Choices {
		if calls, ok := ch.Message["tool_calls"].([]any); ok {
			for j, tc := range calls {
				if m, ok := tc.(map[string]any); ok {
					m["index"] = j
				}
			}
		}
		choices[i] = map[string]any{"index": ch.Index, "delta": ch.Message, "finish_reason": ch.FinishReason}
	}
	out, err := json.Marshal(map[string]any{"id": c.ID, "object": "chat.completion.chunk", "created": c.Created,
		"model": c.Model, "choices": choices})
	if err != nil {
		return b
	}
	return out
}
