package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"pace/views"
	"strings"
	"time"

	"pace/agent/openai"
	"pace/egress"
	"pace/rag"
)

// connOptions are what a connection test needs beyond the addresses: the
// off-device consent (llm.allow_remote) and the endpoint's API key from the
// OS keychain.
type connOptions struct {
	allowRemote bool
	apiKey      func(endpoint string) (string, error)
}

// testConnection backs Settings' test buttons: "llm" asks an
// OpenAI-compatible endpoint a for its models (b is the model wanted),
// refusing an off-device one without consent; "voice" checks that the
// speech-to-text server a and the text-to-speech server b answer at all;
// "embed" asks the embeddings server a for one vector with model b. The
// message says what actually happened.
func testConnection(ctx context.Context, kind, a, b string, o connOptions) (string, error) {
	switch kind {
	case "llm":
		if strings.TrimSpace(a) == "" {
			return "Enter the server address first, e.g. http://127.0.0.1:11434/v1.", nil
		}
		p := openai.Prober{AllowRemote: o.allowRemote}
		if base, err := openai.NormalizeURL(a); err == nil && o.apiKey != nil && (o.allowRemote || openai.IsLoopback(base)) {
			key, err := o.apiKey(base)
			if err != nil && !openai.IsLoopback(base) {
				return views.Plain(err), nil
			}
			p.APIKey = key
		}
		c := p.TestConnection(ctx, a, strings.TrimSpace(b))
		return c.Message, nil
	case "voice":
		var msgs []string
		for _, s := range []struct{ name, url string }{{"Speech to text", a}, {"Text to speech", b}} {
			msgs = append(msgs, s.name+": "+probe(ctx, s.url, o.allowRemote))
		}
		return strings.Join(msgs, " "), nil
	case "embed":
		if base, err := openai.NormalizeURL(a); err == nil && !openai.IsLoopback(base) && !o.allowRemote {
			return "That embeddings server is not on this computer. Nothing was sent: allow off-device servers in Settings first.", nil
		}
		return testEmbed(ctx, a, b, o.allowRemote), nil
	}
	return "", errors.New("unknown connection kind " + kind)
}

// testEmbed embeds one word with the embeddings server at url.
func testEmbed(ctx context.Context, url, model string, allowRemote bool) string {
	url = strings.TrimSpace(url)
	if url == "" {
		return "No embeddings server is set, so search is keyword-only (BM25). Enter one, e.g. http://127.0.0.1:8081."
	}
	p := egress.Policy{AllowRemote: allowRemote}
	url, err := p.Check(url)
	if err != nil {
		return refusal(err)
	}
	if model == "" {
		model = "all-MiniLM-L6-v2"
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	start := time.Now()
	vs, err := rag.NewEmbedClient(url, model, egress.NewClient(p)).Embed(ctx, []string{"ping"})
	if err != nil {
		if ctx.Err() != nil {
			return "No answer from " + url + " within 10 s. Is the embeddings server running?"
		}
		return views.PlainWhile("The embeddings server did not give a vector.", err)
	}
	if len(vs) != 1 || len(vs[0]) == 0 {
		return "Something answers at " + url + ", but it returned no vector."
	}
	return fmt.Sprintf("Connected: %s gave a %d-dimension vector in %d ms.", model, len(vs[0]), time.Since(start).Milliseconds())
}

// probe reports whether anything answers HTTP at url, and how fast. An
// off-device url is contacted only with the user's consent.
func probe(ctx context.Context, url string, allowRemote bool) string {
	url = strings.TrimSpace(url)
	if url == "" {
		return "not set."
	}
	p := egress.Policy{AllowRemote: allowRemote}
	url, err := p.Check(url)
	if err != nil {
		return refusal(err)
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return "that is not an address (" + err.Error() + ")."
	}
	start := time.Now()
	resp, err := egress.NewClient(p).Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return "no answer within 3 s."
		}
		if errors.Is(err, egress.ErrRedirect) {
			return "it sent the request on to another address, which was not followed."
		}
		return "nothing is answering there."
	}
	resp.Body.Close()
	return fmt.Sprintf("answered (HTTP %d) in %d ms.", resp.StatusCode, time.Since(start).Milliseconds())
}

// refusal is the sentence for an address egress will not contact; nothing
// was sent.
func refusal(err error) string {
	switch {
	case errors.Is(err, egress.ErrNotConsented):
		return "that server is not on this computer. Nothing was sent: allow off-device servers in Settings first."
	case errors.Is(err, egress.ErrCredentialsInURL):
		return "that address has a user name or password in it. Nothing was sent: remove them from the address."
	default:
		return "that is not an http or https address."
	}
}
