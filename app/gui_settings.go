package app

import (
	"context"
	"strings"

	"pace/agent/openai"
	"pace/rag"
	"pace/store"
	"pace/views"
)

// brains backs Settings → Brain: discovery, the brain switch, the OS
// keychain, the memory and the off-device audit log. Its methods block;
// Settings calls them off the UI goroutine.
type brains struct {
	c *cli
	w *wiring
	// prober finds servers; its zero value probes the usual loopback ports.
	prober openai.Prober
}

var _ views.BrainAdmin = brains{}

func (b brains) Discover(ctx context.Context) []views.Server {
	var out []views.Server
	for _, f := range b.prober.Discover(ctx) {
		out = append(out, views.Server{Name: f.Server, URL: f.URL, Models: f.Models})
	}
	return out
}

func (b brains) Apply(ctx context.Context) string { return guiBrainSentence(b.w.setBrain(ctx, b.c)) }
func (b brains) Status() string                   { return guiBrainSentence(b.w.brainStatus()) }
func (b brains) SetAPIKey(endpoint, key string) error {
	db, err := b.c.open()
	if err != nil {
		return err
	}
	return saveAPIKey(context.Background(), db, endpoint, key)
}
func (b brains) OffDeviceTotals() (string, error) { return offDeviceTotals(b.c.dataDir) }
func (b brains) ResetMemory(ctx context.Context) error {
	return b.w.mem.Reset(ctx)
}

// guiBrainSentence words the brain sentence for the window: without a model
// server it points at Settings' own controls, not at the CLI's --endpoint.
func guiBrainSentence(s string) string {
	if strings.Contains(s, errNoLLM.Error()) || strings.Contains(s, "no model server is set") {
		return "The built-in grammar answers: no model server is set. Enter an endpoint below or press Find servers."
	}
	return s
}

func (b brains) HasAPIKey(endpoint string) (bool, error) {
	k, err := openai.APIKey(endpoint)
	return k != "", err
}

// noteSearch ranks notes for the Knowledge space through the rag engine.
type noteSearch struct{ e *rag.Engine }

var (
	_ views.NoteSearcher    = noteSearch{}
	_ views.PassageSearcher = noteSearch{}
)

// SearchNotes returns the notes of the best passages, best first, each once.
func (n noteSearch) SearchNotes(ctx context.Context, query string, k int) ([]string, error) {
	ps, err := n.SearchPassages(ctx, query, k)
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.NoteID
	}
	return ids, err
}

// SearchPassages returns the best passage of each of the best notes, best
// first: the Knowledge list shows it and opens the note at it.
func (n noteSearch) SearchPassages(ctx context.Context, query string, k int) ([]views.NotePassage, error) {
	hits, err := n.e.Search(ctx, query, 3*k)
	if err != nil {
		return nil, err
	}
	var out []views.NotePassage
	seen := map[string]bool{}
	for _, h := range hits {
		if !seen[h.NoteID] && len(out) < k {
			seen[h.NoteID] = true
			out = append(out, views.NotePassage{NoteID: h.NoteID, Text: h.Passage, Start: h.Start, End: h.End})
		}
	}
	return out, nil
}

// installSettings shows which brain answers and, when no model server is
// configured yet, looks for one once (off the UI goroutine; Settings lists
// what it found).
func (g *gui) installSettings() {
	var endpoint string
	g.w.db.Read(g.ctx, func(tx *store.Tx) error {
		_, err := tx.Settings().Get(SettingLLMEndpoint, &endpoint)
		return err
	})
	if endpoint == "" && g.c.env.Getenv(envLLMURL) == "" {
		g.main.Settings.Discover()
	}
}
