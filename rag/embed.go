package rag

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"pace/egress"
)

// Embedder turns texts into sentence-embedding vectors, one per text in
// order. Implementations must be safe for concurrent use.
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// modelNamer is implemented by Embedders that know their model's name; the
// vector cache is keyed by it.
type modelNamer interface{ Model() string }

// EmbedClient is an Embedder speaking the OpenAI embeddings wire protocol
// (POST {base}/v1/embeddings with {"model","input":[...]}) to a local
// server, e.g. llama.cpp's `llama-server --embedding -m all-MiniLM-L6-v2.gguf`.
// The model runs in that other process, so its crash or absence costs Pace
// semantic ranking, never the app.
type EmbedClient struct {
	base  string
	model string
	http  *http.Client
	// Batch is the most texts sent in one request (default 32).
	Batch int
}

var _ Embedder = (*EmbedClient)(nil)

// NewEmbedClient returns a client for the server at base (e.g.
// "http://127.0.0.1:8081", with or without "/v1", see egress.APIURL) asking
// for model; hc nil means an egress client
// that reaches this machine only.
func NewEmbedClient(base, model string, hc *http.Client) *EmbedClient {
	if hc == nil {
		hc = egress.NewClient(egress.Policy{})
	}
	return &EmbedClient{base: strings.TrimRight(base, "/"), model: model, http: hc, Batch: 32}
}

// Model is the model name sent with each request and used as cache key.
func (c *EmbedClient) Model() string { return c.model }

// EmbedError is a failed embeddings request: the HTTP status (0 when the
// server could not be reached or answered garbage) and its message.
type EmbedError struct {
	Status  int
	Message string
}

func (e *EmbedError) Error() string {
	if e.Status == 0 {
		return "embeddings: " + e.Message
	}
	return fmt.Sprintf("embeddings: HTTP %d: %s", e.Status, e.Message)
}

type embedRequest struct {
	Model string   `json:"model"`
	Input []string `json:"input"`
}

type embedResponse struct {
	Data []struct {
		Embedding []float32 `json:"embedding"`
		Index     int       `json:"index"`
	} `json:"data"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Embed returns one vector per text, in the order of texts, whatever order
// the server lists them in. Errors: *EmbedError for HTTP failures, error
// bodies ({"error":{"message":...}}), missing, duplicate or out-of-range
// indexes and vectors of differing length; ctx errors as they come.
func (c *EmbedClient) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	batch := c.Batch
	if batch <= 0 {
		batch = 32
	}
	out := make([][]float32, 0, len(texts))
	for i := 0; i < len(texts); i += batch {
		vs, err := c.embedBatch(ctx, texts[i:min(i+batch, len(texts))])
		if err != nil {
			return nil, err
		}
		out = append(out, vs...)
	}
	for _, v := range out {
		if len(v) != len(out[0]) {
			return nil, &EmbedError{Message: fmt.Sprintf("vectors of different lengths (%d and %d)", len(out[0]), len(v))}
		}
	}
	return out, nil
}

func (c *EmbedClient) embedBatch(ctx context.Context, texts []string) ([][]float32, error) {
	body, _ := json.Marshal(embedRequest{Model: c.model, Input: texts})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, egress.APIURL(c.base, "/v1/embeddings"), bytes.NewReader(body))
	if err != nil {
		return nil, &EmbedError{Message: err.Error()}
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, &EmbedError{Message: err.Error()}
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 256<<20))
	if err != nil {
		return nil, &EmbedError{Status: resp.StatusCode, Message: "read response: " + err.Error()}
	}
	var r embedResponse
	jerr := json.Unmarshal(raw, &r)
	if resp.StatusCode != http.StatusOK {
		msg := strings.TrimSpace(string(raw))
		if jerr == nil && r.Error != nil && r.Error.Message != "" {
			msg = r.Error.Message
		}
		if len(msg) > 300 {
			msg = msg[:300]
		}
		return nil, &EmbedError{Status: resp.StatusCode, Message: msg}
	}
	if jerr != nil {
		return nil, &EmbedError{Status: resp.StatusCode, Message: "bad JSON: " + jerr.Error()}
	}
	if r.Error != nil {
		return nil, &EmbedError{Status: resp.StatusCode, Message: r.Error.Message}
	}
	out := make([][]float32, len(texts))
	for _, d := range r.Data {
		if d.Index < 0 || d.Index >= len(texts) || out[d.Index] != nil {
			return nil, &EmbedError{Status: resp.StatusCode, Message: fmt.Sprintf("bad or repeated index %d", d.Index)}
		}
		if len(d.Embedding) == 0 {
			return nil, &EmbedError{Status: resp.StatusCode, Message: fmt.Sprintf("empty embedding at index %d", d.Index)}
		}
		out[d.Index] = d.Embedding
	}
	for i, v := range out {
		if v == nil {
			return nil, &EmbedError{Status: resp.StatusCode, Message: fmt.Sprintf("no embedding for input %d of %d", i, len(texts))}
		}
	}
	return out, nil
}

// IsEmbedError reports whether err came from the embedding side (as
// opposed to a cancelled context).
func IsEmbedError(err error) bool {
	var e *EmbedError
	return errors.As(err, &e)
}
