package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	oai "github.com/openai/openai-go"

	"pace/agent"
	"pace/egress"
)

// Server is a local model server Pace looks for.
type Server struct {
	Name string
	Port int
}

// KnownServers are probed by Discover, on their default loopback ports.
var KnownServers = []Server{{"LM Studio", 1234}, {"Ollama", 11434}, {"llama.cpp", 8080}}

// DefaultProbeTimeout bounds each discovery request.
const DefaultProbeTimeout = 1500 * time.Millisecond

// Found is a server that answered GET /v1/models.
type Found struct {
	Server string   `json:"server"`
	URL    string   `json:"url"` // base URL, ".../v1"
	Models []string `json:"models"`
}

// Prober finds local model servers and tests endpoints. The zero value
// probes KnownServers on 127.0.0.1 with DefaultProbeTimeout.
type Prober struct {
	HTTP    *http.Client
	Timeout time.Duration
	Servers []Server
	// AllowRemote is the user's consent to non-loopback endpoints; without
	// it TestConnection refuses them without sending anything.
	AllowRemote bool
	// APIKey is sent as a bearer token when set.
	APIKey string
}

func (p Prober) timeout() time.Duration {
	if p.Timeout > 0 {
		return p.Timeout
	}
	return DefaultProbeTimeout
}

// Discover probes every server concurrently with GET /v1/models and returns
// those that answered, in the order of Servers. It never fails: a server
// that does not answer is simply not found.
func (p Prober) Discover(ctx context.Context) []Found {
	servers := p.Servers
	if servers == nil {
		servers = KnownServers
	}
	found := make([]*Found, len(servers))
	var wg sync.WaitGroup
	for i, s := range servers {
		wg.Go(func() {
			base := fmt.Sprintf("http://127.0.0.1:%d/v1", s.Port)
			models, err := p.models(ctx, base)
			if err == nil {
				found[i] = &Found{Server: s.Name, URL: base, Models: models}
			}
		})
	}
	wg.Wait()
	var out []Found
	for _, f := range found {
		if f != nil {
			out = append(out, *f)
		}
	}
	return out
}

// models lists the model ids a server offers, sorted. Errors wrap
// agent.ErrServerDown, ErrTimeout or ErrBadOutput.
func (p Prober) models(ctx context.Context, base string) ([]string, error) {
	ctx, cancel := context.WithTimeoutCause(ctx, p.timeout(), fmt.Errorf("%w (no answer within %s)", agent.ErrTimeout, p.timeout()))
	defer cancel()
	svc := oai.NewModelService(clientOptions(base, p.APIKey, meteredClient(p.HTTP, 0, p.AllowRemote))...)
	page, err := svc.List(ctx)
	if err != nil {
		return nil, classify(ctx, err)
	}
	var ids []string
	for _, m := range page.Data {
		if m.ID != "" {
			ids = append(ids, m.ID)
		}
	}
	sort.Strings(ids)
	return ids, nil
}

// Connection is the result of TestConnection.
type Connection struct {
	OK bool
	// URL is the normalized endpoint.
	URL string
	// Models are the ids the server offers.
	Models []string
	// Message is one plain sentence for Settings.
	Message string
	// Err is the cause when not OK (wraps an agent sentinel or
	// ErrRemoteNotAllowed).
	Err error
}

// TestConnection asks endpoint for its models and says in plain words what
// happened: the server is down, the model is not there (with what is), or
// OK. model may be empty (any model will do).
func (p Prober) TestConnection(ctx context.Context, endpoint, model string) Connection {
	base, err := NormalizeURL(endpoint)
	if err != nil {
		return Connection{URL: endpoint, Err: err, Message: "That is not a server address. Use one like http://127.0.0.1:1234/v1."}
	}
	c := Connection{URL: base}
	if !IsLoopback(base) && !p.AllowRemote {
		c.Err = fmt.Errorf("endpoint %s: %w", base, ErrRemoteNotAllowed)
		c.Message = "That server is not on this computer. Nothing was sent: allow off-device models in Settings first."
		return c
	}
	c.Models, c.Err = p.models(ctx, base)
	switch {
	case errors.Is(c.Err, egress.ErrRedirect):
		c.Message = fmt.Sprintf("The server at %s sent the request on to another address. Nothing was sent there: enter the address it really serves at.", base)
	case errors.Is(c.Err, egress.ErrNotConsented):
		c.Message = "That server is not on this computer. Nothing was sent: allow off-device models in Settings first."
	case errors.Is(c.Err, agent.ErrTimeout):
		c.Message = fmt.Sprintf("No answer from %s within %s. Is the server running?", base, p.timeout())
	case errors.Is(c.Err, agent.ErrBadOutput):
		c.Message = fmt.Sprintf("Something answers at %s, but not like an OpenAI-compatible server.", base)
	case c.Err != nil:
		c.Message = fmt.Sprintf("Nothing is answering at %s. Start LM Studio's server, Ollama or llama-server, then test again.", base)
	case len(c.Models) == 0:
		c.Err = fmt.Errorf("%w: the server lists no models", agent.ErrModelNotLoaded)
		c.Message = fmt.Sprintf("The server at %s is running but has no model loaded. Load one, then test again.", base)
	case model != "" && !hasModel(c.Models, model):
		c.Err = fmt.Errorf("%w: %q is not among %v", agent.ErrModelNotLoaded, model, c.Models)
		c.Message = fmt.Sprintf("The server is running, but it has no model called %q. It offers: %s.", model, strings.Join(c.Models, ", "))
	default:
		c.OK = true
		c.Message = fmt.Sprintf("Connected to %s. Models: %s.", base, strings.Join(c.Models, ", "))
	}
	return c
}

// hasModel matches ids exactly or without an Ollama ":latest" tag.
func hasModel(ids []string, model string) bool {
	for _, id := range ids {
		if id == model || strings.TrimSuffix(id, ":latest") == strings.TrimSuffix(model, ":latest") {
			return true
		}
	}
	return false
}
