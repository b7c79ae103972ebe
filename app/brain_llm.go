package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"pace/agent"
	"pace/agent/grammar"
	"pace/agent/openai"
	"pace/egress"
	"pace/rag"
	"pace/store"
	"pace/thread"
	"pace/tools"
	"pace/undo"
)

// Settings keys of the LLM brain (Settings → Brain). Timeouts are integer
// milliseconds; 0 or absent takes the default, a negative value disables
// that limit. The API key is never a setting: it lives in the OS keychain
// (openai.SetAPIKey / openai.APIKey, keyed by the endpoint's origin).
// SettingLLMKeyedOrigins lists the loopback origins a key was saved for, so
// a call to a local server touches the keychain only when a key is needed.
const (
	SettingLLMEndpoint     = "llm.endpoint"           // string: OpenAI-compatible base URL, e.g. http://127.0.0.1:1234/v1
	SettingLLMModel        = "llm.model"              // string: model id; empty picks the server's first model
	SettingLLMAllowRemote  = "llm.allow_remote"       // bool: consent to a non-loopback endpoint (default false)
	SettingLLMConnectMS    = "llm.connect_timeout_ms" // int: until response headers (default 5000)
	SettingLLMFirstTokenMS = "llm.first_token_ms"     // int: until the first streamed token of each call (default 60000)
	SettingLLMTotalMS      = "llm.total_timeout_ms"   // int: a whole turn (default 180000)
	SettingLLMMaxSteps     = "llm.max_steps"          // int: model calls per tool loop (default 8)
	SettingLLMFocus        = "llm.focus"              // bool: offer at most 8 tools per request (default true)
	SettingLLMKeyedOrigins = "llm.keyed_origins"      // []string: origins with a key in the keychain ("http://127.0.0.1:1234")
)

// Environment overrides for headless use.
const (
	envLLMURL   = "PACE_LLM_URL"
	envLLMModel = "PACE_LLM_MODEL"
)

// errNoLLM: no endpoint is configured (the automatic mode then uses the grammar).
var errNoLLM = errors.New("no model server is configured: set one in Settings → Brain or pass --endpoint URL")

// llmSettings is the LLM brain's configuration as stored.
type llmSettings struct {
	Endpoint, Model                  string
	AllowRemote                      bool
	ConnectMS, FirstTokenMS, TotalMS int
	MaxSteps                         int
	Focus                            bool
	KeyedOrigins                     []string
}

// needsKey reports whether endpoint's key is worth a keychain lookup: it is
// off the device (keys are the norm there) or a key was saved for it.
func (s llmSettings) needsKey(endpoint string) bool {
	if !egress.IsLoopback(endpoint) {
		return true
	}
	o, err := egress.Origin(endpoint)
	return err == nil && slices.Contains(s.KeyedOrigins, o)
}

func readLLMSettings(ctx context.Context, db *store.DB) (llmSettings, error) {
	s := llmSettings{Focus: true}
	err := db.Read(ctx, func(tx *store.Tx) error {
		st := tx.Settings()
		for key, dst := range map[string]any{SettingLLMEndpoint: &s.Endpoint, SettingLLMModel: &s.Model,
			SettingLLMAllowRemote: &s.AllowRemote, SettingLLMConnectMS: &s.ConnectMS, SettingLLMFirstTokenMS: &s.FirstTokenMS,
			SettingLLMTotalMS: &s.TotalMS, SettingLLMMaxSteps: &s.MaxSteps, SettingLLMFocus: &s.Focus,
			SettingLLMKeyedOrigins: &s.KeyedOrigins} {
			if _, err := st.Get(key, dst); err != nil {
				return err
			}
		}
		return nil
	})
	return s, err
}

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// llmBackend builds the LLM brain from the settings, with endpoint and
// model (from flags) overriding them, and $PACE_LLM_URL / $PACE_LLM_MODEL
// overriding the settings too. Errors: errNoLLM when no endpoint is set;
// openai.ErrRemoteNotAllowed for a non-loopback endpoint without consent;
// a server that cannot name a model when none is configured. It runs tools
// through its own ToolBox on the same store (same options as wire).
func llmBackend(c *cli, endpoint, model string) (agent.Backend, error) {
	db, err := c.open()
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	eng := undo.NewEngine(db)
	box := tools.NewToolBox(db, tools.Options{Now: c.env.Now, Location: time.Local,
		Notes: rag.NewEngine(db, c.embedder(ctx, db)), Undo: eng})
	b, err := newLLM(ctx, c, box, eng, llmFlags{endpoint: endpoint, model: model})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// llmFlags are command-line choices that override the settings.
type llmFlags struct {
	endpoint, model string
	// allowRemote is consent given for this run (--allow-remote).
	allowRemote bool
}

// newLLM is llmBackend on a given ToolBox and undo engine (the wiring's,
// when the caller has them).
func newLLM(ctx context.Context, c *cli, box *tools.ToolBox, eng *undo.Engine, f llmFlags) (*openai.Backend, error) {
	db, err := c.open()
	if err != nil {
		return nil, err
	}
	s, err := readLLMSettings(ctx, db)
	if err != nil {
		return nil, fmt.Errorf("read LLM settings: %w", err)
	}
	endpoint, model := f.endpoint, f.model
	s.AllowRemote = s.AllowRemote || f.allowRemote
	if v := c.env.Getenv(envLLMURL); v != "" {
		s.Endpoint = v
	}
	if v := c.env.Getenv(envLLMModel); v != "" {
		s.Model = v
	}
	if endpoint != "" {
		s.Endpoint = endpoint
	}
	if model != "" {
		s.Model = model
	}
	if s.Endpoint == "" {
		return nil, errNoLLM
	}
	base, err := openai.NormalizeURL(s.Endpoint)
	if err != nil {
		return nil, err
	}
	remote := !openai.IsLoopback(base)
	if remote && !s.AllowRemote {
		return nil, fmt.Errorf("endpoint %s: %w (allow it in Settings → Brain)", base, openai.ErrRemoteNotAllowed)
	}
	var key string
	if s.needsKey(base) {
		if key, err = openai.APIKey(base); err != nil && remote {
			return nil, fmt.Errorf("read the API key from the keychain: %w", err)
		}
	}
	if s.Model == "" {
		p := openai.Prober{AllowRemote: s.AllowRemote, APIKey: key}
		conn := p.TestConnection(ctx, base, "")
		if !conn.OK {
			return nil, fmt.Errorf("%s: %w", conn.Message, conn.Err)
		}
		s.Model = conn.Models[0]
	}
	reg := box.Registry()
	cfg := openai.Config{
		BaseURL: base, Model: s.Model, APIKey: key, AllowRemote: s.AllowRemote,
		ConnectTimeout: ms(s.ConnectMS), FirstTokenTimeout: ms(s.FirstTokenMS), TotalTimeout: ms(s.TotalMS),
		MaxSteps: s.MaxSteps, Registry: reg,
		Exec:     openai.PlanExecutor{Box: box, Undo: eng, Reply: grammar.Reply},
		Compound: isCompound,
		Fallback: grammarSteps,
		Audit:    openai.NewAuditLog(filepath.Join(c.dataDir, openai.AuditFileName)),
		Now:      c.env.Now,
	}
	if s.Focus {
		names := reg.Names()
		focus := agent.Focus{Read: agent.GrammarReading}
		cfg.Focus = func(text string) []string { return focus.Pick(text, names) }
	}
	return openai.New(cfg)
}

// connectiveRE finds a second command joined to a first: "… and then …",
// "…, then …", "…; …", "… and also …".
var connectiveRE = regexp.MustCompile(`(?i)(,?\s+and then\s+|,\s*then\s+|;\s*\S|\s+and also\s+|\s+after that\s+)`)

// isCompound decides whether a request is planned as a whole: the grammar
// splits it into several steps, or it joins commands with a connective.
func isCompound(text string) bool {
	if p := grammar.Plan(text); p.Understood && len(p.Steps) > 1 {
		return true
	}
	return connectiveRE.MatchString(strings.TrimSpace(text))
}

// grammarSteps is the deterministic planner used when the model's plan is
// rejected; a request the grammar did not understand has no steps.
func grammarSteps(text string) []openai.Step {
	p := grammar.Plan(text)
	if !p.Understood {
		return nil
	}
	return p.Steps
}

// llmMemory is the thread memory for an LLM brain: the last 4 turns
// verbatim plus a rolling summary, made by b when it is set, extractively
// otherwise. Wire it as thread.Options.Memory.
func llmMemory(ctx context.Context, db *store.DB, b *openai.Backend) (*thread.RollingMemory, error) {
	var sum thread.Summarizer
	if b != nil {
		sum = b
	}
	return thread.NewRollingMemory(ctx, db, sum)
}

// offDeviceTotals is the Settings line about data that left the machine.
func offDeviceTotals(dataDir string) (string, error) {
	t, err := openai.NewAuditLog(filepath.Join(dataDir, openai.AuditFileName)).Totals()
	if err != nil {
		return "", err
	}
	return t.String(), nil
}

// saveAPIKey stores key for endpoint in the keychain ("" forgets it) and
// keeps SettingLLMKeyedOrigins in step, so loopback calls know whether to
// ask the keychain.
func saveAPIKey(ctx context.Context, db *store.DB, endpoint, key string) error {
	if err := openai.SetAPIKey(endpoint, key); err != nil {
		return err
	}
	o, err := egress.Origin(endpoint)
	if err != nil {
		return err
	}
	return db.Write(ctx, func(tx *store.Tx) error {
		var origins []string
		if _, err := tx.Settings().Get(SettingLLMKeyedOrigins, &origins); err != nil {
			return err
		}
		origins = slices.DeleteFunc(origins, func(s string) bool { return s == o })
		if key != "" {
			origins = append(origins, o)
		}
		return tx.Settings().Set(SettingLLMKeyedOrigins, origins)
	})
}
