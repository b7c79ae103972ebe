package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"

	"pace/agent/openai"
	"pace/egress"
	"pace/views"
)

var _ views.OptionSource = tester{}

// maxOptionsBody bounds a server's list (a model or voice list is a few KB).
const maxOptionsBody = 1 << 20

// Options lists what the server at endpoint offers for the Settings select
// of key (views.OptionSource): the model ids of GET /v1/models (the LLM,
// embeddings, speech-to-text and speech servers) or the voices of GET
// /v1/audio/voices (Kokoro-FastAPI and servers like it). Every request goes
// through the egress client: an address off this machine only with the
// user's consent.
func (t tester) Options(ctx context.Context, key, endpoint string) ([]string, error) {
	o := connOptions{}
	if db, err := t.c.open(); err == nil {
		if s, err := readLLMSettings(ctx, db); err == nil {
			o.allowRemote = s.AllowRemote
		}
	}
	return serverOptions(ctx, key, endpoint, o.allowRemote)
}

func serverOptions(ctx context.Context, key, endpoint string, allowRemote bool) ([]string, error) {
	p := egress.Policy{AllowRemote: allowRemote}
	base, err := p.Check(strings.TrimSpace(endpoint))
	if err != nil {
		return nil, err
	}
	switch key {
	case views.SettingLLMModel:
		if base, err = openai.NormalizeURL(base); err != nil {
			return nil, err
		}
		return modelIDs(ctx, p, egress.APIURL(base, "/models"))
	case views.SettingEmbedModel, views.SettingSTTModel, views.SettingTTSModel:
		return modelIDs(ctx, p, egress.APIURL(base, "/v1/models"))
	case views.SettingTTSVoice:
		return voiceNames(ctx, p, egress.APIURL(base, "/v1/audio/voices"))
	}
	return nil, fmt.Errorf("no server lists %s", key)
}

// getJSON reads url's JSON answer into dst.
func getJSON(ctx context.Context, p egress.Policy, url string, dst any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := egress.NewClient(p).Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered HTTP %d", egress.Redact(url), resp.StatusCode)
	}
	return json.NewDecoder(io.LimitReader(resp.Body, maxOptionsBody)).Decode(dst)
}

// modelIDs reads an OpenAI-style model list: {"data":[{"id":"…"},…]}.
func modelIDs(ctx context.Context, p egress.Policy, url string) ([]string, error) {
	var list struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if err := getJSON(ctx, p, url, &list); err != nil {
		return nil, err
	}
	var ids []string
	for _, m := range list.Data {
		ids = append(ids, m.ID)
	}
	return sortedUnique(ids), nil
}

// voiceNames reads a voice list: Kokoro-FastAPI's {"voices":["af_heart",…]},
// or the same with objects ({"voices":[{"id"|"voice_id"|"name":…}]}) or a
// bare array of either.
func voiceNames(ctx context.Context, p egress.Policy, url string) ([]string, error) {
	var raw json.RawMessage
	if err := getJSON(ctx, p, url, &raw); err != nil {
		return nil, err
	}
	var wrapped struct {
		Voices []json.RawMessage `json:"voices"`
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &wrapped); err == nil && wrapped.Voices != nil {
		items = wrapped.Voices
	} else if err := json.Unmarshal(raw, &items); err != nil {
		return nil, fmt.Errorf("%s: not a voice list", egress.Redact(url))
	}
	var names []string
	for _, it := range items {
		var name string
		if json.Unmarshal(it, &name) == nil {
			names = append(names, name)
			continue
		}
		var fields map[string]any
		if json.Unmarshal(it, &fields) != nil {
			continue
		}
		for _, k := range []string{"id", "voice_id", "name"} {
			if s, ok := fields[k].(string); ok && s != "" {
				names = append(names, s)
				break
			}
		}
	}
	return sortedUnique(names), nil
}

// sortedUnique sorts ss and drops blanks and repeats.
func sortedUnique(ss []string) []string {
	sort.Strings(ss)
	out := ss[:0]
	for _, s := range ss {
		if s != "" && (len(out) == 0 || out[len(out)-1] != s) {
			out = append(out, s)
		}
	}
	return out
}
