// Package openai is Pace's LLM brain: an agent.Backend that talks to any
// server speaking the OpenAI chat-completions protocol (LM Studio, Ollama,
// llama.cpp's llama-server) through github.com/openai/openai-go.
//
// A turn is either a bounded tool loop (model → native tool calls → results
// back → model, at most MaxSteps model calls) or, for a compound request, a
// plan: the model writes steps constrained by a JSON Schema, the plan runs
// through the Executor (postconditions, $N references, one undo group), and
// a separate tool-less call narrates what happened. Every error a turn ends
// with wraps one of agent.ErrServerDown, ErrModelNotLoaded, ErrTimeout or
// ErrBadOutput, so the reply can be composed without a model.
//
// Only loopback endpoints are used unless the user consented to a remote
// one; every turn sent to a remote endpoint is written to the AuditLog.
package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	oai "github.com/openai/openai-go"
	"github.com/openai/openai-go/option"

	"pace/agent"
	"pace/tools"
)

// Default limits; all are settings (see the Setting* keys).
const (
	DefaultConnectTimeout    = 5 * time.Second
	DefaultFirstTokenTimeout = 60 * time.Second
	DefaultTotalTimeout      = 3 * time.Minute
	DefaultMaxSteps          = 8
)

// Errors of this package; each wraps the agent sentinel it means.
var (
	// ErrTooManySteps: the tool loop reached MaxSteps model calls without a final answer.
	ErrTooManySteps = fmt.Errorf("%w: the tool loop did not finish within its step limit", agent.ErrBadOutput)
	// ErrRemoteNotAllowed: the endpoint is not on this machine and the user
	// has not consented to sending data off it (Settings → Brain).
	ErrRemoteNotAllowed = errors.New("the endpoint is not on this machine and sending data off it is not allowed")
)

// Config configures a Backend. BaseURL, Model and Registry are required.
type Config struct {
	// BaseURL is the server's OpenAI-compatible root, e.g.
	// "http://127.0.0.1:1234/v1"; a URL without a path gets "/v1".
	BaseURL string
	// Model is the model id sent with every request.
	Model string
	// APIKey is sent as a bearer token when set (read it from the keychain
	// with APIKey; never from the store or a command line).
	APIKey string
	// HTTP is the client used; nil means egress.NewClient with AllowRemote
	// (the production choice). Its Transport is wrapped to count bytes and
	// bound the connect phase.
	HTTP *http.Client
	// AllowRemote is the user's consent to a non-loopback endpoint.
	AllowRemote bool

	// ConnectTimeout bounds connecting and receiving response headers;
	// FirstTokenTimeout bounds the wait for the first streamed token of
	// each model call; TotalTimeout bounds the whole turn. Zero takes the
	// defaults; a negative value disables that limit.
	ConnectTimeout, FirstTokenTimeout, TotalTimeout time.Duration
	// MaxSteps bounds the model calls of one tool loop (default 8).
	MaxSteps int

	// Registry lists the tools offered to the model.
	Registry *tools.Registry
	// Exec runs tool calls as a plan (plan.Executor through PlanExecutor).
	Exec Executor
	// Focus, when set, picks the tool names offered for a request
	// (agent.Focus); nil offers every tool.
	Focus func(text string) []string
	// Compound reports whether a request should be planned as a whole
	// (several actions); nil means never.
	Compound func(text string) bool
	// Fallback is the deterministic planner used when the model's plan is
	// rejected (grammar.Plan); nil means the turn fails instead.
	Fallback func(text string) []Step
	// Passages renders askNotes citations as numbered passages for the
	// narration (rag's cited-answer context); nil uses a plain "[n] title:
	// passage" list.
	Passages func(res tools.Result) string

	// Audit receives one entry per turn sent off this machine.
	Audit *AuditLog
	// Now is the clock (today's date in the prompt, audit times).
	Now func() time.Time
}

// Backend is the LLM brain. It is safe for concurrent use.
type Backend struct {
	cfg    Config
	chat   oai.ChatCompletionService
	models oai.ModelService
	remote bool
}

var _ agent.Backend = (*Backend)(nil)

// New checks cfg and returns a Backend. Errors: ErrRemoteNotAllowed for a
// non-loopback endpoint without consent; a malformed URL.
func New(cfg Config) (*Backend, error) {
	base, err := NormalizeURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	cfg.BaseURL = base
	remote := !IsLoopback(base)
	if remote && !cfg.AllowRemote {
		return nil, fmt.Errorf("endpoint %s: %w", base, ErrRemoteNotAllowed)
	}
	if remote && cfg.Audit == nil {
		return nil, errors.New("openai backend: a remote endpoint needs an audit log")
	}
	if cfg.Model == "" {
		return nil, errors.New("openai backend: a model is required")
	}
	if cfg.Registry == nil {
		return nil, errors.New("openai backend: a tool registry is required")
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = DefaultConnectTimeout
	}
	if cfg.FirstTokenTimeout == 0 {
		cfg.FirstTokenTimeout = DefaultFirstTokenTimeout
	}
	if cfg.TotalTimeout == 0 {
		cfg.TotalTimeout = DefaultTotalTimeout
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = DefaultMaxSteps
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Exec == nil {
		return nil, errors.New("openai backend: an executor is required")
	}
	opts := clientOptions(base, cfg.APIKey, meteredClient(cfg.HTTP, cfg.ConnectTimeout, cfg.AllowRemote))
	return &Backend{cfg: cfg, chat: oai.NewChatCompletionService(opts...), models: oai.NewModelService(opts...),
		remote: remote}, nil
}

// clientOptions builds openai-go options without its environment defaults:
// OPENAI_API_KEY must never be sent to a local server it was not meant for.
func clientOptions(base, key string, hc *http.Client) []option.RequestOption {
	opts := []option.RequestOption{option.WithBaseURL(base + "/"), option.WithHTTPClient(hc),
		// One attempt: a retry would re-send the request and double the wait;
		// the orchestrator's brain swap is the retry.
		option.WithMaxRetries(0)}
	if key != "" {
		opts = append(opts, option.WithAPIKey(key))
	}
	return opts
}

// Name is "llm: " and the model id.
func (b *Backend) Name() string { return "llm: " + b.cfg.Model }

// OffDevice reports whether the endpoint is not on this machine.
func (b *Backend) OffDevice() bool { return b.remote }

// Model is the model id requests name.
func (b *Backend) Model() string { return b.cfg.Model }

// Endpoint is the normalized base URL.
func (b *Backend) Endpoint() string { return b.cfg.BaseURL }

// Stream runs one turn. Errors wrap agent.ErrServerDown, ErrModelNotLoaded,
// ErrTimeout or ErrBadOutput (ErrTooManySteps is a bad-output error);
// context.Canceled when ctx was cancelled.
func (b *Backend) Stream(ctx context.Context, req agent.Request, emit func(agent.Event)) (err error) {
	if b.cfg.TotalTimeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, b.cfg.TotalTimeout, fmt.Errorf("%w (total limit %s)", agent.ErrTimeout, b.cfg.TotalTimeout))
		defer cancel()
	}
	ctx, done := b.audited(ctx, "turn")
	defer func() {
		if aerr := done(); aerr != nil && err == nil {
			err = aerr
		}
	}()
	t := &turn{b: b, req: req, emit: emit}
	if b.cfg.Compound != nil && b.cfg.Compound(req.Text) {
		return t.planned(ctx)
	}
	return t.loop(ctx)
}

// audited counts the bytes of requests made under the returned context;
// done writes them to the audit log when the endpoint is off the device.
func (b *Backend) audited(ctx context.Context, purpose string) (context.Context, func() error) {
	c := &counter{}
	ctx = withCounter(ctx, c)
	return ctx, func() error {
		if !b.remote || (c.sent.Load() == 0 && c.recv.Load() == 0) {
			return nil
		}
		e := AuditEntry{At: b.cfg.Now(), Endpoint: b.cfg.BaseURL, Model: b.cfg.Model, Purpose: purpose,
			Sent: c.sent.Load(), Received: c.recv.Load()}
		if err := b.cfg.Audit.Append(e); err != nil {
			return fmt.Errorf("write the off-device audit log: %w", err)
		}
		return nil
	}
}
