package views

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// OptionSource lists what a configured server reports it offers, for the
// Settings selects: key is the setting the list fills — SettingLLMModel
// (the LLM server's GET /v1/models), SettingEmbedModel (the embeddings
// server's models), SettingSTTModel (the speech-to-text server's models),
// SettingTTSModel and SettingTTSVoice (the speech server's models and its
// GET /v1/audio/voices) — and endpoint the server's address as typed. It
// blocks on the network; Settings calls it off the UI goroutine. A server
// that reports nothing leaves the field free text.
type OptionSource interface {
	Options(ctx context.Context, key, endpoint string) ([]string, error)
}

// The voice settings whose fields are selects.
const (
	SettingSTTKind   = "voice.stt_kind"
	SettingSTTModel  = "voice.stt_model"
	SettingTTSModel  = "voice.tts_model"
	SettingTTSVoice  = "voice.tts_voice"
	SettingTTSFormat = "voice.tts_format"
)

// fixedOptions are the choices Pace itself knows (the recognizer kinds and
// audio formats app/voice.go speaks).
var fixedOptions = map[string][]string{
	SettingSTTKind:   {"whisper", "openai"},
	SettingTTSFormat: {"wav", "pcm"},
}

// optionsTimeout bounds one server's list.
const optionsTimeout = 4 * time.Second

// pickEntry is a Settings field that offers a list (a drop-down) and still
// takes any text: the list is what the server reports, and without one the
// field is plain text, its drop-down hidden.
type pickEntry struct {
	widget.SelectEntry
	shortcuts func(fyne.Shortcut) bool
	onBlur    func()
	offered   []string
	// page is the scrolling page the field sits in (see entry.page).
	page func() fyne.Scrollable
}

func newPickEntry(shortcuts func(fyne.Shortcut) bool, page func() fyne.Scrollable) *pickEntry {
	e := &pickEntry{shortcuts: shortcuts, page: page}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip) // a long value scrolls inside the field
	e.ExtendBaseWidget(e)
	return e
}

// CreateRenderer builds the entry with its drop-down, shown only with a
// list, and the wheel's pass-through to the page.
func (e *pickEntry) CreateRenderer() fyne.WidgetRenderer {
	r := e.SelectEntry.CreateRenderer()
	e.syncDrop()
	return withWheelPass(r, &e.Entry, func() fyne.Scrollable { return pageOf(e.page) })
}

// SetOptions offers opts (nil: free text only).
func (e *pickEntry) SetOptions(opts []string) {
	e.offered = opts
	e.SelectEntry.SetOptions(opts)
	e.syncDrop()
	e.Refresh()
}

// Offered is the list the field offers now.
func (e *pickEntry) Offered() []string { return e.offered }

func (e *pickEntry) syncDrop() {
	if e.ActionItem == nil {
		return
	}
	if len(e.offered) == 0 {
		e.ActionItem.Hide()
	} else {
		e.ActionItem.Show()
	}
}

// FocusLost saves on blur.
func (e *pickEntry) FocusLost() {
	e.SelectEntry.FocusLost()
	if e.onBlur != nil {
		e.onBlur()
	}
}

// TypedShortcut passes window shortcuts on.
func (e *pickEntry) TypedShortcut(s fyne.Shortcut) {
	if e.shortcuts != nil && e.shortcuts(s) {
		return
	}
	e.SelectEntry.TypedShortcut(s)
}

// pickField is a select-or-text field saved under key: picking from the
// list saves at once, typing on Enter or when focus leaves.
func (s *Settings) pickField(key, hint string, shortcuts func(fyne.Shortcut) bool) *pickEntry {
	e := newPickEntry(shortcuts, s.pageScroll)
	e.SetPlaceHolder(hint)
	e.OnSubmitted = func(v string) { s.set(key, strings.TrimSpace(v)) }
	e.onBlur = func() { s.set(key, strings.TrimSpace(e.Text)) }
	if opts := fixedOptions[key]; opts != nil {
		e.SetOptions(opts)
	}
	// the drop-down's items call SetText: a pick saves as Enter would
	e.OnChanged = func(v string) {
		for _, o := range e.offered {
			if v == o {
				s.set(key, v)
			}
		}
	}
	s.picks[key] = e
	return e
}

// serverOf is the address whose report fills the select of key.
func (s *Settings) serverOf(key string) string {
	switch key {
	case SettingLLMModel:
		return s.LLMEndpoint.Text
	case SettingEmbedModel:
		return s.EmbedURL.Text
	case SettingSTTModel:
		return s.STT.Text
	case SettingTTSModel, SettingTTSVoice:
		return s.TTS.Text
	}
	return ""
}

// fetchedKeys are the selects filled from a server, by the setting of the
// server's address.
var fetchedKeys = map[string][]string{
	SettingLLMEndpoint: {SettingLLMModel},
	SettingEmbedURL:    {SettingEmbedModel},
	SettingSTTEndpoint: {SettingSTTModel},
	SettingTTSEndpoint: {SettingTTSModel, SettingTTSVoice},
}

// FetchOptions asks the servers set now what they offer and fills the
// selects that depend on server (a setting key of an address; "" for
// all), off the UI goroutine. A select whose server is unset, silent or
// reports nothing goes back to free text.
func (s *Settings) FetchOptions(server string) {
	if s.Options == nil {
		return
	}
	for addr, keys := range fetchedKeys {
		if server != "" && server != addr {
			continue
		}
		for _, key := range keys {
			e, endpoint := s.picks[key], strings.TrimSpace(s.serverOf(key))
			if e == nil {
				continue
			}
			s.optionGen[key]++
			gen := s.optionGen[key]
			if endpoint == "" {
				e.SetOptions(nil)
				continue
			}
			var opts []string
			s.Background(func() {
				ctx, cancel := context.WithTimeout(context.Background(), optionsTimeout)
				defer cancel()
				var err error
				if opts, err = s.Options.Options(ctx, key, endpoint); err != nil {
					opts = nil
				}
			}, func() {
				if gen == s.optionGen[key] { // else the address changed again
					e.SetOptions(opts)
				}
			})
		}
	}
}

func (e *pickEntry) placeholder() string { return e.PlaceHolder }
func (e *entry) placeholder() string     { return e.PlaceHolder }
