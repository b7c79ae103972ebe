package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"pace/egress"
	"pace/rag"
	"pace/store"
)

// Settings keys for semantic search: the local OpenAI-compatible embeddings
// server (e.g. llama.cpp's `llama-server --embedding` with a MiniLM-L6-v2
// GGUF) and its model. Empty URL: keyword-only retrieval.
const (
	SettingEmbedURL   = "search.embed_url"   // string: base URL, e.g. http://127.0.0.1:8081
	SettingEmbedModel = "search.embed_model" // string: default all-MiniLM-L6-v2
	SettingSemantic   = "search.semantic"    // bool: false turns semantic ranking off even with a URL
)

// embedder returns the configured embeddings client, or nil (keyword-only).
// Environment PACE_EMBED_URL / PACE_EMBED_MODEL override the settings.
func (c *cli) embedder(ctx context.Context, db *store.DB) rag.Embedder {
	url, model := c.env.Getenv("PACE_EMBED_URL"), c.env.Getenv("PACE_EMBED_MODEL")
	if url == "" {
		on := true
		db.Read(ctx, func(tx *store.Tx) error {
			tx.Settings().Get(SettingEmbedURL, &url)
			tx.Settings().Get(SettingEmbedModel, &model)
			tx.Settings().Get(SettingSemantic, &on)
			return nil
		})
		if !on {
			return nil
		}
	}
	if url == "" {
		return nil
	}
	if model == "" {
		model = "all-MiniLM-L6-v2"
	}
	// Notes leave the machine only with the same explicit consent as the LLM.
	allowed := false
	if !egress.IsLoopback(url) {
		db.Read(ctx, func(tx *store.Tx) error {
			tx.Settings().Get(SettingLLMAllowRemote, &allowed)
			return nil
		})
	}
	p := egress.Policy{AllowRemote: allowed, Timeout: 10 * time.Second}
	base, err := p.Check(url)
	if errors.Is(err, egress.ErrNotConsented) {
		fmt.Fprintf(c.env.Stderr, "pace: the embeddings server %s is not on this machine and off-device use is not allowed in Settings; semantic search is off.\n", egress.Redact(url))
		return nil
	}
	if err != nil {
		fmt.Fprintf(c.env.Stderr, "pace: the embeddings server address is not usable (%v); semantic search is off.\n", err)
		return nil
	}
	return rag.NewEmbedClient(base, model, egress.NewClient(p))
}
