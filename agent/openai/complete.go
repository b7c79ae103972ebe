package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	oai "github.com/openai/openai-go"

	"pace/agent"
	"pace/egress"
)

// reply is one model call's answer, accumulated from the stream.
type reply struct {
	Content string // raw content, <think> included
	Calls   []call // native tool calls, in index order
	Finish  string // finish_reason of the last choice chunk
}

// toolAcc accumulates native tool-call deltas. Real servers differ: OpenAI
// sends the id and name once and the arguments in fragments under one
// index; Ollama sends each call whole, several of them under index 0 with
// different ids; some servers repeat the name (or the whole arguments) in
// later chunks.
type toolAcc struct {
	calls   []*call
	byIndex map[int64]*call
}

func (a *toolAcc) add(d oai.ChatCompletionChunkChoiceDeltaToolCall) {
	if a.byIndex == nil {
		a.byIndex = map[int64]*call{}
	}
	c := a.byIndex[d.Index]
	if c != nil && d.ID != "" && c.ID != "" && d.ID != c.ID {
		c = nil // a new call reusing the index
	}
	if c == nil {
		c = &call{ID: d.ID}
		a.calls = append(a.calls, c)
		a.byIndex[d.Index] = c
	}
	if c.ID == "" {
		c.ID = d.ID
	}
	switch name := d.Function.Name; {
	case name == "" || name == c.Name:
	case c.Args == "" && strings.HasPrefix(name, c.Name):
		c.Name = name // a repeated, longer name
	default:
		c.Name += name
	}
	frag := d.Function.Arguments
	if frag != "" && frag == c.Args && json.Valid([]byte(c.Args)) {
		return // the whole arguments repeated at the end
	}
	c.Args += frag
}

// size is the bytes of arguments accumulated so far.
func (a *toolAcc) size() int {
	n := 0
	for _, c := range a.calls {
		n += len(c.Args)
	}
	return n
}

// runePrefix is the longest prefix of s of at most n bytes that does not
// end inside a UTF-8 sequence.
func runePrefix(s string, n int) string {
	if n >= len(s) {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func (a *toolAcc) result() []call {
	out := make([]call, 0, len(a.calls))
	for i, c := range a.calls {
		if c.Name == "" && c.Args == "" {
			continue
		}
		if c.ID == "" {
			c.ID = fmt.Sprintf("call_%d", i+1)
		}
		if strings.TrimSpace(c.Args) == "" {
			c.Args = "{}"
		}
		out = append(out, *c)
	}
	return out
}

// Size limits of one model call. A reply past MaxReplyBytes is cut there
// (at a rune boundary) and the stream is stopped, so a runaway model never
// fills the thread's history; tool-call arguments past MaxToolArgsBytes
// fail the call with ErrTooLarge.
const (
	MaxReplyBytes    = 64 << 10
	MaxToolArgsBytes = 256 << 10
)

// ErrTooLarge: a tool call's arguments went past MaxToolArgsBytes.
var ErrTooLarge = fmt.Errorf("%w: the model's tool-call arguments went past %d KB", agent.ErrBadOutput, MaxToolArgsBytes>>10)

// finishCut is the finish reason of a reply cut at MaxReplyBytes (OpenAI's
// own word for a reply stopped by a length limit).
const finishCut = "length"

var (
	errFirstToken = fmt.Errorf("%w: no first token within the limit", agent.ErrTimeout)
	errDropped    = fmt.Errorf("%w: the connection dropped before the answer was complete", agent.ErrServerDown)
	errEmpty      = fmt.Errorf("%w: the answer was empty", agent.ErrBadOutput)
)

// complete makes one streaming chat-completion call. onContent (may be nil)
// is called with the raw content so far as it grows: after every delta
// while it is short, then each time it has grown by a sixteenth, so the
// work of re-reading it stays linear in its length. Content past
// MaxReplyBytes stops the stream (Finish is "length"); tool-call arguments
// past MaxToolArgsBytes end the call with ErrTooLarge.
func (b *Backend) complete(ctx context.Context, p oai.ChatCompletionNewParams, onContent func(raw string)) (reply, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var timer *time.Timer
	if b.cfg.FirstTokenTimeout > 0 {
		timer = time.AfterFunc(b.cfg.FirstTokenTimeout, func() { cancel(errFirstToken) })
		defer timer.Stop()
	}
	p.Model = b.cfg.Model
	stream := b.chat.NewStreaming(ctx, p)
	defer stream.Close()

	var out reply
	var content strings.Builder
	var acc toolAcc
	sawChoice, cut := false, false
	shownLen := 0
	for !cut && stream.Next() {
		chunk := stream.Current()
		if len(chunk.Choices) == 0 {
			continue // usage-only or keep-alive chunk
		}
		for _, ch := range chunk.Choices {
			if ch.Index != 0 {
				continue // n is 1; ignore stray choices
			}
			sawChoice = true
			d := ch.Delta
			if timer != nil && (d.Content != "" || len(d.ToolCalls) > 0 || hasReasoning(d)) {
				timer.Stop()
			}
			for _, tc := range d.ToolCalls {
				acc.add(tc)
			}
			if acc.size() > MaxToolArgsBytes {
				cancel(ErrTooLarge)
				return reply{Content: content.String()}, ErrTooLarge
			}
			if d.Content != "" {
				piece := d.Content
				if room := MaxReplyBytes - content.Len(); len(piece) > room {
					piece, cut = runePrefix(piece, room), true
				}
				content.WriteString(piece)
				if n := content.Len(); onContent != nil && (cut || n-shownLen >= max(1, n/16)) {
					shownLen = n
					onContent(content.String())
				}
			}
			if ch.FinishReason != "" {
				out.Finish = ch.FinishReason
			}
		}
	}
	out.Content, out.Calls = strings.ToValidUTF8(content.String(), "\uFFFD"), acc.result()
	if onContent != nil && shownLen < content.Len() {
		onContent(out.Content)
	}
	if cut {
		// Stopped here on purpose: what came is the reply.
		out.Finish = finishCut
		return out, nil
	}
	if err := stream.Err(); err != nil {
		return out, classify(ctx, err)
	}
	if ctx.Err() != nil {
		return out, classify(ctx, ctx.Err())
	}
	switch {
	case !sawChoice:
		return out, fmt.Errorf("%w: the server sent no choices", agent.ErrBadOutput)
	case out.Finish == "" && (out.Content != "" || len(out.Calls) > 0):
		return out, errDropped
	case out.Content == "" && len(out.Calls) == 0:
		return out, errEmpty
	}
	return out, nil
}

// hasReasoning reports a reasoning delta (llama.cpp and LM Studio stream
// thinking as reasoning_content), which counts as a first token.
func hasReasoning(d oai.ChatCompletionChunkChoiceDelta) bool {
	for k, f := range d.JSON.ExtraFields {
		// Extra fields decode as untyped: Valid is false, Raw holds the JSON.
		if raw := f.Raw(); strings.HasPrefix(k, "reasoning") && raw != "" && raw != `""` && raw != "null" {
			return true
		}
	}
	return false
}

// classify wraps err with the agent sentinel it means.
func classify(ctx context.Context, err error) error {
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) {
		if errors.Is(cause, agent.ErrTimeout) {
			return cause
		}
		if errors.Is(cause, context.DeadlineExceeded) {
			return fmt.Errorf("%w: %v", agent.ErrTimeout, cause)
		}
	}
	if ctx.Err() != nil && errors.Is(err, context.Canceled) {
		if cause := context.Cause(ctx); cause != nil && cause != context.Canceled {
			return cause
		}
		return context.Canceled
	}
	var apiErr *oai.Error
	if errors.As(err, &apiErr) {
		return classifyStatus(apiErr.StatusCode, apiErr.Message+" "+apiErr.RawJSON(), err)
	}
	var ne net.Error
	switch {
	case errors.Is(err, egress.ErrRedirect), errors.Is(err, egress.ErrNotConsented), errors.Is(err, egress.ErrCredentialsInURL):
		// The guard stopped it before anything left: keep its reason readable.
		return fmt.Errorf("%w: %w", agent.ErrServerDown, err)
	case errors.Is(err, agent.ErrTimeout):
		return err
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return fmt.Errorf("%w: %v", agent.ErrTimeout, err)
	case errors.Is(err, syscall.ECONNREFUSED), isDialError(err):
		return fmt.Errorf("%w: %v", agent.ErrServerDown, err)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.EOF):
		return fmt.Errorf("%w: %v", errDropped, err)
	case strings.Contains(err.Error(), "received error while streaming"):
		msg := strings.ToLower(err.Error())
		if mentionsMissingModel(msg) {
			return fmt.Errorf("%w: %v", agent.ErrModelNotLoaded, err)
		}
		return fmt.Errorf("%w: %v", agent.ErrServerDown, err)
	default:
		var se *json.SyntaxError
		if errors.As(err, &se) || strings.Contains(err.Error(), "unmarshal") || strings.Contains(err.Error(), "invalid character") {
			return fmt.Errorf("%w: %v", agent.ErrBadOutput, err)
		}
		return fmt.Errorf("%w: %v", agent.ErrServerDown, err)
	}
}

func isDialError(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// classifyStatus maps an HTTP error answer. LM Studio and Ollama say a
// model is missing with 404 or 400 and a message naming the model;
// llama-server answers 503 "Loading model" while it loads.
func classifyStatus(status int, body string, err error) error {
	msg := strings.ToLower(body)
	switch {
	case mentionsMissingModel(msg):
		return fmt.Errorf("%w: %v", agent.ErrModelNotLoaded, err)
	case status == 404 || status >= 500:
		return fmt.Errorf("%w: %v", agent.ErrServerDown, err)
	case status == 408:
		return fmt.Errorf("%w: %v", agent.ErrTimeout, err)
	default:
		return fmt.Errorf("%w: %v", agent.ErrBadOutput, err)
	}
}

func mentionsMissingModel(msg string) bool {
	if strings.Contains(msg, "loading model") || strings.Contains(msg, "model is loading") {
		return true
	}
	if !strings.Contains(msg, "model") {
		return false
	}
	for _, w := range []string{"not found", "not loaded", "does not exist", "no models loaded", "unknown model", "try pulling"} {
		if strings.Contains(msg, w) {
			return true
		}
	}
	return false
}
