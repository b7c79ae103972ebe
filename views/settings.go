package views

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Settings keys persisted in the store's settings table.
const (
	SettingBrain         = "brain.mode"   // "auto" | "grammar" | "llm"
	SettingLLMEndpoint   = "llm.endpoint" // OpenAI-compatible base URL
	SettingLLMModel      = "llm.model"
	SettingSTTEndpoint   = "voice.stt_endpoint"
	SettingTTSEndpoint   = "voice.tts_endpoint"
	SettingSpeakReplies  = "voice.speak_replies" // bool
	SettingSemantic      = "search.semantic"     // bool: embeddings on
	SettingEmbedModel    = "search.embed_model"
	SettingReducedMotion = "ui.reduced_motion" // bool
)

// Prefs reads and writes settings (the store's settings table).
type Prefs interface {
	Get(key string, dst any) (bool, error)
	Set(key string, v any) error
}

// ConnectionTester tries an endpoint for real and says what happened in
// plain words ("Connected: qwen2.5-7b answered in 412 ms").
type ConnectionTester interface {
	TestConnection(ctx context.Context, kind, endpoint, model string) (string, error)
}

// Maintenance is the data folder's housekeeping.
type Maintenance interface {
	// SearchStatus describes semantic search: library, model, notes indexed.
	SearchStatus(ctx context.Context) string
	// Export writes everything to a file in the data folder and returns its path.
	Export(ctx context.Context) (string, error)
	// ResetThread deletes the conversation (the journal stays).
	ResetThread(ctx context.Context) error
}

// brain choices shown in the radio group, in order, with their stored values.
var brainChoices = []struct{ label, value string }{
	{"Automatic (local LLM when available, else grammar)", "auto"},
	{"Grammar only (instant, offline)", "grammar"},
	{"Local LLM", "llm"},
}

// Settings edits Pace's configuration; each field saves as soon as it
// changes (entries on Enter or when focus leaves).
type Settings struct {
	prefs  Prefs
	tester ConnectionTester
	maint  Maintenance

	Brain       *widget.RadioGroup
	LLMEndpoint *entry
	LLMModel    *entry
	TestLLM     *widget.Button
	LLMResult   *widget.Label
	STT, TTS    *entry
	TestVoice   *widget.Button
	VoiceResult *widget.Label
	Speak       *widget.Check
	Semantic    *widget.Check
	EmbedModel  *entry
	SearchInfo  *widget.Label
	Motion      *widget.Check
	DataDir     *widget.Label
	ExportBtn   *widget.Button
	ResetBtn    *widget.Button
	Status      *widget.Label

	// OnChanged is told which key changed (the app rewires brains, motion…).
	OnChanged func(key string)

	win     fyne.Window
	content fyne.CanvasObject
}

// NewSettings builds the Settings space over prefs; tester and maint may
// be nil (their buttons then say so).
func NewSettings(prefs Prefs, tester ConnectionTester, maint Maintenance, dataDir string, shortcuts func(fyne.Shortcut) bool) *Settings {
	s := &Settings{prefs: prefs, tester: tester, maint: maint}
	s.Status = widget.NewLabel("")
	var labels []string
	for _, b := range brainChoices {
		labels = append(labels, b.label)
	}
	s.Brain = widget.NewRadioGroup(labels, func(l string) {
		for _, b := range brainChoices {
			if b.label == l {
				s.set(SettingBrain, b.value)
			}
		}
	})
	text := func(key, hint string) *entry {
		e := newEntry(shortcuts, false)
		e.SetPlaceHolder(hint)
		e.OnSubmitted = func(v string) { s.set(key, v) }
		e.onBlur = func() { s.set(key, e.Text) }
		return e
	}
	s.LLMEndpoint = text(SettingLLMEndpoint, "http://localhost:11434/v1")
	s.LLMModel = text(SettingLLMModel, "qwen2.5:7b-instruct")
	s.LLMResult = wrapped("")
	s.TestLLM = widget.NewButton("Test connection", func() { s.test("llm", s.LLMEndpoint.Text, s.LLMModel.Text, s.LLMResult, s.TestLLM) })
	s.STT = text(SettingSTTEndpoint, "http://localhost:8080 (whisper.cpp server)")
	s.TTS = text(SettingTTSEndpoint, "http://localhost:8880/v1 (OpenAI-compatible speech)")
	s.VoiceResult = wrapped("")
	s.TestVoice = widget.NewButton("Test voice servers", func() { s.test("voice", s.STT.Text, s.TTS.Text, s.VoiceResult, s.TestVoice) })
	s.Speak = widget.NewCheck("Speak replies aloud", func(b bool) { s.set(SettingSpeakReplies, b) })
	s.Semantic = widget.NewCheck("Semantic search (embeddings) in addition to keywords", func(b bool) { s.set(SettingSemantic, b) })
	s.EmbedModel = text(SettingEmbedModel, "nomic-embed-text")
	s.SearchInfo = wrapped("")
	s.Motion = widget.NewCheck("Reduce motion", func(b bool) { s.set(SettingReducedMotion, b) })
	s.DataDir = wrapped(dataDir)
	s.DataDir.TextStyle = fyne.TextStyle{Monospace: true}
	s.ExportBtn = widget.NewButton("Export everything…", s.export)
	s.ResetBtn = widget.NewButton("Reset the thread…", s.reset)
	s.ResetBtn.Importance = widget.DangerImportance

	section := func(title string, objs ...fyne.CanvasObject) fyne.CanvasObject {
		h := widget.NewLabel(title)
		h.TextStyle = fyne.TextStyle{Bold: true}
		return container.NewPadded(surface(ColorCard, 10, container.NewVBox(append([]fyne.CanvasObject{h}, objs...)...)))
	}
	form := func(items ...*widget.FormItem) *widget.Form { return widget.NewForm(items...) }
	body := container.NewVBox(
		section("Brain", s.Brain,
			form(widget.NewFormItem("Endpoint", s.LLMEndpoint), widget.NewFormItem("Model", s.LLMModel)),
			container.NewBorder(nil, nil, s.TestLLM, nil, s.LLMResult)),
		section("Voice",
			form(widget.NewFormItem("Speech to text", s.STT), widget.NewFormItem("Text to speech", s.TTS)),
			s.Speak,
			container.NewBorder(nil, nil, s.TestVoice, nil, s.VoiceResult)),
		section("Semantic search", s.Semantic, form(widget.NewFormItem("Embedding model", s.EmbedModel)), s.SearchInfo),
		section("Appearance", s.Motion, caption("Light and dark follow your system.")),
		section("Data", caption("Data folder"), s.DataDir, container.NewHBox(s.ExportBtn, s.ResetBtn), s.Status),
	)
	s.content = container.NewBorder(pad(heading("Settings")), nil, nil, nil, container.NewVScroll(pad(body)))
	return s
}

// Content is the space's canvas object.
func (s *Settings) Content() fyne.CanvasObject { return s.content }

// SetWindow gives the confirm dialogs a parent.
func (s *Settings) SetWindow(w fyne.Window) { s.win = w }

func (s *Settings) set(key string, v any) {
	if s.prefs == nil {
		return
	}
	var old any
	switch v.(type) {
	case bool:
		var b bool
		s.prefs.Get(key, &b)
		old = b
	case string:
		var str string
		s.prefs.Get(key, &str)
		old = str
	}
	if old == v {
		return
	}
	if err := s.prefs.Set(key, v); err != nil {
		s.Status.SetText("Could not save the setting: " + err.Error())
		return
	}
	if s.OnChanged != nil {
		s.OnChanged(key)
	}
}

// Load fills the fields from prefs (UI goroutine; settings are a few rows).
func (s *Settings) Load() {
	str := func(key string) string {
		var v string
		if s.prefs != nil {
			s.prefs.Get(key, &v)
		}
		return v
	}
	boolean := func(key string, def bool) bool {
		v := def
		if s.prefs != nil {
			s.prefs.Get(key, &v)
		}
		return v
	}
	mode := str(SettingBrain)
	sel := brainChoices[0].label
	for _, b := range brainChoices {
		if b.value == mode {
			sel = b.label
		}
	}
	s.Brain.Selected = sel
	s.Brain.Refresh()
	s.LLMEndpoint.SetText(str(SettingLLMEndpoint))
	s.LLMModel.SetText(str(SettingLLMModel))
	s.STT.SetText(str(SettingSTTEndpoint))
	s.TTS.SetText(str(SettingTTSEndpoint))
	s.EmbedModel.SetText(str(SettingEmbedModel))
	s.Speak.Checked = boolean(SettingSpeakReplies, false)
	s.Speak.Refresh()
	s.Semantic.Checked = boolean(SettingSemantic, true)
	s.Semantic.Refresh()
	s.Motion.Checked = boolean(SettingReducedMotion, false)
	s.Motion.Refresh()
	if s.maint != nil {
		go func() {
			info := s.maint.SearchStatus(context.Background())
			fyne.Do(func() { s.SearchInfo.SetText(info) })
		}()
	} else {
		s.SearchInfo.SetText("Keyword search (BM25) over your notes.")
	}
}

// test runs a connection test off the UI goroutine and shows the outcome.
func (s *Settings) test(kind, a, b string, out *widget.Label, btn *widget.Button) {
	if s.tester == nil {
		out.SetText("Testing is not available in this build.")
		return
	}
	btn.Disable()
	out.SetText("Testing…")
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		msg, err := s.tester.TestConnection(ctx, kind, a, b)
		if err != nil {
			msg = "Failed: " + err.Error()
		}
		fyne.Do(func() {
			out.SetText(msg)
			btn.Enable()
		})
	}()
}

func (s *Settings) export() {
	if s.maint == nil {
		return
	}
	s.Status.SetText("Exporting…")
	go func() {
		p, err := s.maint.Export(context.Background())
		fyne.Do(func() {
			if err != nil {
				s.Status.SetText("Export failed: " + err.Error())
				return
			}
			s.Status.SetText("Exported to " + p)
		})
	}()
}

func (s *Settings) reset() {
	if s.maint == nil {
		return
	}
	do := func(ok bool) {
		if !ok {
			return
		}
		go func() {
			err := s.maint.ResetThread(context.Background())
			fyne.Do(func() {
				if err != nil {
					s.Status.SetText("Could not reset the thread: " + err.Error())
					return
				}
				s.Status.SetText("The thread is empty. Your tasks, notes and undo history are untouched.")
			})
		}()
	}
	if s.win == nil {
		do(true)
		return
	}
	dialog.ShowConfirm("Reset the thread?", "This deletes the conversation. Tasks, projects, notes and the undo history stay.", do, s.win)
}
