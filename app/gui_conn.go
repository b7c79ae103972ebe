package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"pace/agent/openai"
)

// testConnection backs Settings' test buttons: "llm" asks an
// OpenAI-compatible endpoint a for its models (b is the model wanted);
// "voice" checks that the speech-to-text server a and the text-to-speech
// server b answer at all. The message says what actually happened.
func testConnection(ctx context.Context, kind, a, b string) (string, error) {
	switch kind {
	case "llm":
		if strings.TrimSpace(a) == "" {
			return "Enter the server address first, e.g. http://127.0.0.1:11434/v1.", nil
		}
		c := openai.Prober{}.TestConnection(ctx, a, strings.TrimSpace(b))
		return c.Message, nil
	case "voice":
		var msgs []string
		for _, s := range []struct{ name, url string }{{"Speech to text", a}, {"Text to speech", b}} {
			msgs = append(msgs, s.name+": "+probe(ctx, s.url))
		}
		return strings.Join(msgs, " "), nil
	}
	return "", errors.New("unknown connection kind " + kind)
}

// probe reports whether anything answers HTTP at url, and how fast.
func probe(ctx context.Context, url string) string {
	url = strings.TrimSpace(url)
	if url == "" {
		return "not set."
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return "that is not an address (" + err.Error() + ")."
	}
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return "no answer within 3 s."
		}
		return "nothing is answering there."
	}
	resp.Body.Close()
	return fmt.Sprintf("answered (HTTP %d) in %d ms.", resp.StatusCode, time.Since(start).Milliseconds())
}
