package views

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// fakeOptions answers as servers would: by the address asked.
type fakeOptions map[string][]string

func (f fakeOptions) Options(_ context.Context, key, endpoint string) ([]string, error) {
	opts, ok := f[key+" "+endpoint]
	if !ok {
		return nil, errors.New("connection refused")
	}
	return opts, nil
}

// The model, voice and kind fields offer what the servers report, off the
// UI goroutine, and stay free text where a server reports nothing.
func TestSettingsSelectsOfferWhatServersReport(t *testing.T) {
	newTestApp(t)
	p := memPrefs{SettingLLMEndpoint: "http://127.0.0.1:11434/v1", SettingTTSEndpoint: "http://127.0.0.1:8880/v1",
		SettingEmbedURL: "http://127.0.0.1:8081", SettingSTTEndpoint: "http://127.0.0.1:8080"}
	s := NewSettings(p, nil, nil, "/data", nil)
	s.Options = fakeOptions{
		SettingLLMModel + " http://127.0.0.1:11434/v1": {"llama3.2:3b", "qwen2.5:7b"},
		SettingLLMModel + " http://127.0.0.1:1234/v1":  {"mistral-7b"},
		SettingTTSModel + " http://127.0.0.1:8880/v1":  {"kokoro", "tts-1"},
		SettingTTSVoice + " http://127.0.0.1:8880/v1":  {"af_bella", "af_heart"},
		SettingEmbedModel + " http://127.0.0.1:8081":   {"nomic-embed-text"},
	}
	var jobs []func()
	s.Background = func(work, show func()) { jobs = append(jobs, work, show) }
	w := test.NewTempWindow(t, s.Content())
	w.Resize(fyne.NewSize(900, 700))
	s.Load()
	if len(s.LLMModel.Offered()) != 0 {
		t.Fatal("the list was filled on the UI goroutine")
	}
	for len(jobs) > 0 {
		f := jobs[0]
		jobs = jobs[1:]
		f()
	}
	for _, c := range []struct {
		e    *pickEntry
		want []string
	}{
		{s.LLMModel, []string{"llama3.2:3b", "qwen2.5:7b"}},
		{s.EmbedModel, []string{"nomic-embed-text"}},
		{s.VoiceMore[SettingTTSVoice], []string{"af_bella", "af_heart"}},
		{s.VoiceMore[SettingTTSModel], []string{"kokoro", "tts-1"}},
		{s.VoiceMore[SettingSTTModel], nil}, // whisper.cpp reports no models: free text
		{s.VoiceMore[SettingSTTKind], []string{"whisper", "openai"}},
		{s.VoiceMore[SettingTTSFormat], []string{"wav", "pcm"}},
		{s.VoiceMore["voice.whisper_model"], nil},
	} {
		if !slices.Equal(c.e.Offered(), c.want) {
			t.Errorf("%q offers %q, want %q", c.e.PlaceHolder, c.e.Offered(), c.want)
		}
		if hidden := c.e.ActionItem == nil || !c.e.ActionItem.Visible(); hidden != (len(c.want) == 0) {
			t.Errorf("%q: drop-down hidden %v with %d choices", c.e.PlaceHolder, hidden, len(c.want))
		}
	}

	// picking a voice saves it; typing one the server did not list is kept too
	voice := s.VoiceMore[SettingTTSVoice]
	voice.SetText("af_heart") // what the drop-down's item does
	if p[SettingTTSVoice] != "af_heart" {
		t.Fatalf("a picked voice was not saved: %v", p[SettingTTSVoice])
	}
	voice.SetText("my_own_voice")
	voice.OnSubmitted(voice.Text)
	if p[SettingTTSVoice] != "my_own_voice" {
		t.Fatalf("a typed voice was not saved: %v", p[SettingTTSVoice])
	}

	// another LLM server: its models replace the list; a late answer for
	// the old address is dropped
	s.LLMEndpoint.SetText("http://127.0.0.1:1234/v1")
	s.commitEndpoint(s.LLMEndpoint.Text)
	s.FetchOptions(SettingLLMEndpoint) // the old answer is still pending
	first := jobs[:2]
	for _, f := range jobs[2:] {
		f()
	}
	first[0]()
	first[1]()
	if got := s.LLMModel.Offered(); !slices.Equal(got, []string{"mistral-7b"}) {
		t.Fatalf("after switching servers the model list is %q", got)
	}
}

// A placeholder is a hint, never something that reads as a value: it has
// words (“e.g. …”, “default 5000”), not a bare number or address.
func TestSettingsPlaceholdersAreHints(t *testing.T) {
	newTestApp(t)
	s := NewSettings(memPrefs{}, nil, nil, "/data", nil)
	var walk func(o fyne.CanvasObject)
	n := 0
	walk = func(o fyne.CanvasObject) {
		ph := ""
		switch x := o.(type) {
		case *entry:
			ph = x.PlaceHolder
		case *pickEntry:
			ph = x.PlaceHolder
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
			return
		}
		if ph == "" {
			return
		}
		n++
		_, numErr := strconv.Atoi(ph)
		u, urlErr := url.Parse(ph)
		first, _, _ := strings.Cut(ph, " ")
		f, firstErr := url.Parse(first)
		if !strings.Contains(ph, " ") || numErr == nil || (urlErr == nil && strings.HasPrefix(u.Scheme, "http")) ||
			(firstErr == nil && strings.HasPrefix(f.Scheme, "http")) {
			t.Errorf("placeholder %q reads as a value", ph)
		}
	}
	walk(s.Content())
	if n < 15 {
		t.Fatalf("only %d placeholders found", n)
	}
}
