package views

import (
	"context"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Settings keys persisted in the store's settings table. They match the
// app's (app.SettingLLMEndpoint, …), which reads them.
const (
	SettingBrain          = "brain.mode"   // "auto" | "grammar" | "llm"
	SettingLLMEndpoint    = "llm.endpoint" // OpenAI-compatible base URL
	SettingLLMModel       = "llm.model"
	SettingLLMAllowRemote = "llm.allow_remote"       // bool: consent to an endpoint off this machine
	SettingLLMConnectMS   = "llm.connect_timeout_ms" // int milliseconds; 0 takes the default
	SettingLLMFirstMS     = "llm.first_token_ms"     // int milliseconds
	SettingLLMTotalMS     = "llm.total_timeout_ms"   // int milliseconds
	SettingSTTEndpoint    = "voice.stt_endpoint"
	SettingTTSEndpoint    = "voice.tts_endpoint"
	SettingSpeakReplies   = "voice.speak_replies" // bool
	SettingHotkey         = "voice.hotkey"        // global push-to-talk key, e.g. ctrl+alt+space
	SettingSemantic       = "search.semantic"     // bool: embeddings on
	SettingEmbedURL       = "search.embed_url"    // OpenAI-compatible embeddings server
	SettingEmbedModel     = "search.embed_model"
	SettingReducedMotion  = "ui.reduced_motion" // bool
	SettingTheme          = "ui.theme"          // "system" | "light" | "dark"
)

// Prefs reads and writes settings (the store's settings table).
type Prefs interface {
	Get(key string, dst any) (bool, error)
	Set(key string, v any) error
}

// ConnectionTester tries an endpoint for real and says what happened in
// plain words. kind is "llm" (a = endpoint, b = model), "voice" (a = STT,
// b = TTS) or "embed" (a = embeddings server, b = model).
type ConnectionTester interface {
	TestConnection(ctx context.Context, kind, a, b string) (string, error)
}

// Maintenance is the data folder's housekeeping.
type Maintenance interface {
	// SearchStatus describes the notes index: notes, passages, and whether
	// semantic search is on and why not.
	SearchStatus(ctx context.Context) string
	// Export writes everything to a file in the data folder and returns its path.
	Export(ctx context.Context) (string, error)
	// ResetThread deletes the conversation and the memory of it (the journal stays).
	ResetThread(ctx context.Context) error
}

// brain choices shown in the radio group, in order, with their stored values.
var brainChoices = choices{
	{"Automatic (local LLM when available, else grammar)", "auto"},
	{"Grammar only (instant, offline)", "grammar"},
	{"Local LLM", "llm"},
}

// Settings edits Pace's configuration; each field saves as soon as it
// changes (entries on Enter or when focus leaves). Anything slow (network,
// keychain, files) runs off the UI goroutine and reports back with fyne.Do.
type Settings struct {
	prefs  Prefs
	tester ConnectionTester
	maint  Maintenance
	// Admin reaches model servers, the keychain, the memory and the audit
	// log; nil hides nothing but makes those buttons say so.
	Admin BrainAdmin
	// CalDAV keeps the calendar password and reports sync; may be nil.
	CalDAV CalDAVAdmin
	// Integrations are the CalDAV fields (settings_integrations.go).
	Integrations integrations

	Brain        *widget.RadioGroup
	BrainStatus  *line
	LLMEndpoint  *entry
	LLMModel     *pickEntry
	FindBtn      *widget.Button
	Found        []*widget.Button // one per server and model found, in order
	TestLLM      *widget.Button
	LLMResult    *message
	ConnectMS    *entry
	FirstTokenMS *entry
	TotalMS      *entry
	Consent      *widget.Check
	APIKey       *entry
	SaveKey      *widget.Button
	ForgetKey    *widget.Button
	KeyState     *line
	OffDevice    *line
	ResetMemBtn  *widget.Button
	STT, TTS     *entry
	// VoiceMore holds the advanced voice fields by settings key (recognizer
	// kind and model, server executables, speech model, voice and format);
	// the kinds, models, voices and formats offer lists (FetchOptions).
	VoiceMore   map[string]*pickEntry
	Hotkey      *entry
	VoiceStatus *widget.Label // how push-to-talk stands: the hotkey or why it is off, the speakers
	TestVoice   *widget.Button
	VoiceResult *widget.Label
	Speak       *widget.Check
	Semantic    *widget.Check
	semantic    bool // the saved choice, shown only with an embeddings server
	EmbedURL    *entry
	EmbedModel  *pickEntry
	TestEmbed   *widget.Button
	EmbedResult *widget.Label
	SearchInfo  *widget.Label
	Motion      *widget.Check
	// ThemeChoice is system / light / dark (SettingTheme).
	ThemeChoice *widget.RadioGroup
	// DateOrder is automatic / month first / day first (SettingDateOrder).
	DateOrder *widget.Select
	brief     briefFields
	DataDir   *widget.Label
	ExportBtn *widget.Button
	// ImportBtn picks a folder of notes to import (OnImport).
	ImportBtn *widget.Button
	// OnImport imports files and folders as notes (Main.Import).
	OnImport func(paths []string)
	ResetBtn *widget.Button
	Status   *message
	// Notice is the banner under the heading, outside the scrolled page,
	// where the outcome of a reset shows; Asking is the last question put
	// before one (its dialog).
	Notice *notice
	Asking *Confirm

	// Options lists what the configured servers offer, for the selects;
	// NewSettings takes it from the tester when that can. nil: free text.
	Options OptionSource
	picks   map[string]*pickEntry
	// optionGen drops a late list for an address changed since.
	optionGen map[string]int

	// OnChanged is told which key changed (the app rewires brains, motion…).
	OnChanged func(key string)
	// Background runs work off the UI goroutine, then show on it (fyne.Do);
	// tests make it synchronous.
	Background func(work, show func())

	foundBox *fyne.Container
	body     *fyne.Container
	// advanced is the first Advanced card; added cards go before it.
	advanced fyne.CanvasObject
	scroll   *container.Scroll
	applyGen int
	win      fyne.Window
	content  fyne.CanvasObject
}

// NewSettings builds the Settings space over prefs; tester and maint may
// be nil (their buttons then say so). Set Admin before Load.
func NewSettings(prefs Prefs, tester ConnectionTester, maint Maintenance, dataDir string, shortcuts func(fyne.Shortcut) bool) *Settings {
	s := &Settings{prefs: prefs, tester: tester, maint: maint, Background: inBackground,
		picks: map[string]*pickEntry{}, optionGen: map[string]int{}}
	if o, ok := tester.(OptionSource); ok {
		s.Options = o
	}
	s.Status = newMessage()
	s.Brain = widget.NewRadioGroup(brainChoices.labels(), s.choose(SettingBrain, brainChoices))
	s.Brain.Required = true // one brain is always chosen
	text := func(key, hint string) *entry {
		e := s.pageEntry(newEntry(shortcuts, false))
		e.SetPlaceHolder(hint)
		e.OnSubmitted = func(v string) { s.set(key, strings.TrimSpace(v)) }
		e.onBlur = func() { s.set(key, strings.TrimSpace(e.Text)) }
		return e
	}
	s.buildBrain(text, shortcuts)
	s.STT = text(SettingSTTEndpoint, "e.g. http://localhost:8080 (a whisper.cpp server)")
	s.TTS = text(SettingTTSEndpoint, "e.g. http://localhost:8880/v1 (OpenAI-compatible speech)")
	s.VoiceResult = wrapped("")
	s.TestVoice = widget.NewButton("Test voice servers", func() { s.test("voice", s.STT.Text, s.TTS.Text, s.VoiceResult, s.TestVoice) })
	s.Speak = widget.NewCheck("Speak replies aloud", func(b bool) { s.set(SettingSpeakReplies, b) })
	s.Hotkey = text(SettingHotkey, "default ctrl+alt+space")
	s.VoiceMore = map[string]*pickEntry{}
	var moreItems []*widget.FormItem
	for _, f := range voiceMoreFields {
		e := s.pickField(f.key, f.hint, shortcuts)
		s.VoiceMore[f.key] = e
		moreItems = append(moreItems, widget.NewFormItem(f.label, e))
	}
	s.VoiceStatus = wrapped("")
	s.Semantic = widget.NewCheck(semanticLabel, func(b bool) {
		s.semantic = b
		s.set(SettingSemantic, b)
	})
	s.EmbedURL = text(SettingEmbedURL, "e.g. http://127.0.0.1:8081 (llama-server --embedding)")
	s.EmbedURL.OnChanged = func(string) { s.syncSemantic() }
	s.EmbedModel = s.pickField(SettingEmbedModel, "e.g. all-MiniLM-L6-v2", shortcuts)
	s.EmbedResult = wrapped("")
	s.TestEmbed = widget.NewButton("Test", func() { s.test("embed", s.EmbedURL.Text, s.EmbedModel.Text, s.EmbedResult, s.TestEmbed) })
	s.SearchInfo = wrapped("")
	caldavBox := s.buildIntegrations(text)
	s.Motion = widget.NewCheck("Reduce motion", func(b bool) { s.set(SettingReducedMotion, b) })
	s.ThemeChoice = widget.NewRadioGroup(themeChoices.labels(), s.choose(SettingTheme, themeChoices))
	s.ThemeChoice.Horizontal = true
	s.ThemeChoice.Required = true
	s.DataDir = wrapped(dataDir)
	s.DataDir.TextStyle = fyne.TextStyle{Monospace: true}
	s.ExportBtn = widget.NewButton("Export everything…", s.export)
	s.ImportBtn = widget.NewButton("Import notes…", s.importNotes)
	s.ResetMemBtn = widget.NewButton("Reset memory", s.resetMemory)
	s.ResetBtn = widget.NewButton("Reset the thread…", s.reset)
	s.ResetBtn.Importance = widget.DangerImportance

	briefForm := s.buildBrief(shortcuts)
	datesForm := s.buildDates()
	section := Section
	form := func(items ...*widget.FormItem) *widget.Form { return widget.NewForm(items...) }
	timeouts := container.NewGridWithColumns(3,
		labelled("Connect", s.ConnectMS), labelled("First token", s.FirstTokenMS), labelled("Whole turn", s.TotalMS))
	privacy := section("Off-device models and keys", s.Consent,
		hint("When allowed, your requests, recent conversation and note passages go to that server."),
		hint("Pace shows an amber ring during such turns and counts every byte here."),
		s.OffDevice,
		form(widget.NewFormItem("API key", container.NewBorder(nil, nil, nil, container.NewHBox(s.SaveKey, s.ForgetKey), s.APIKey))),
		s.KeyState)
	// Everyday settings first; the servers behind the brain, the local
	// model and what may leave the machine last, under Advanced.
	s.advanced = section("Advanced: brain and local model", s.Brain, s.BrainStatus,
		form(widget.NewFormItem("Endpoint", s.LLMEndpoint), widget.NewFormItem("Model", s.LLMModel)),
		container.NewHBox(s.FindBtn, s.TestLLM),
		s.LLMResult,
		s.foundBox,
		hint("Time limits in milliseconds (empty: the default)"), timeouts)
	body := container.NewVBox(
		section("Appearance", s.ThemeChoice, s.Motion),
		section("Data", caption("Data folder"), s.DataDir, container.NewHBox(s.ExportBtn, s.ImportBtn), s.Status,
			hint("Import: drop Markdown files or a folder on the window too. An export comes back with: pace import FILE.json"),
			container.NewHBox(s.ResetMemBtn, s.ResetBtn)),
		section("Voice", s.Speak,
			form(widget.NewFormItem("Push-to-talk key", s.Hotkey)),
			s.VoiceStatus,
			widget.NewAccordion(widget.NewAccordionItem("Speech servers and more voice options", container.NewVBox(
				form(append([]*widget.FormItem{widget.NewFormItem("Speech to text", s.STT), widget.NewFormItem("Text to speech", s.TTS)}, moreItems...)...),
				container.NewBorder(nil, nil, s.TestVoice, nil, s.VoiceResult))))),
		section("Morning brief and reminders", s.brief.Brief, briefForm, s.brief.BriefErr,
			hint("Reminders come at a task's due time and the lead time before it, while Pace runs.")),
		section("Dates", datesForm,
			hint("How a numeric date such as 3/4/2027 reads: 4 March (day first) or March 4 (month first).")),
		section("Knowledge", s.SearchInfo, s.Semantic,
			form(widget.NewFormItem("Embeddings server", s.EmbedURL), widget.NewFormItem("Model", s.EmbedModel)),
			container.NewBorder(nil, nil, s.TestEmbed, nil, s.EmbedResult),
			hint("A new embeddings server is used from Pace's next start.")),
		section("Integrations: calendar and tasks (CalDAV)", caldavBox),
		s.advanced,
		privacy,
	)
	s.body = body
	s.scroll = container.NewVScroll(pad(body))
	s.Notice = newNotice()
	s.content = container.NewBorder(pad(container.NewVBox(heading("Settings"), s.Notice)), nil, nil, nil, s.scroll)
	return s
}

// Section is one card of Settings: a bold title over its rows.
func Section(title string, objs ...fyne.CanvasObject) fyne.CanvasObject {
	h := widget.NewLabel(title)
	h.TextStyle = fyne.TextStyle{Bold: true}
	return container.NewPadded(surface(ColorCard, 10, container.NewVBox(append([]fyne.CanvasObject{h}, objs...)...)))
}

// AddSection adds a card (Section) after the everyday ones, before the
// Advanced ones: integrations (calendars, links) put their settings here
// without editing this file.
func (s *Settings) AddSection(title string, objs ...fyne.CanvasObject) {
	i := slices.Index(s.body.Objects, s.advanced)
	s.body.Objects = slices.Insert(s.body.Objects, i, Section(title, objs...))
	s.body.Refresh()
}

// themeChoices are the appearance choices with their stored values.
var themeChoices = choices{
	{"Follow the system", "system"},
	{"Light", "light"},
	{"Dark", "dark"},
}

// choices are a radio group's or select's options, each with the value
// it stores.
type choices []struct{ label, value string }

func (cs choices) labels() []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.label)
	}
	return out
}

// labelOf is the label of the stored value v, the first choice's when no
// choice stores v.
func (cs choices) labelOf(v string) string {
	for _, c := range cs {
		if c.value == v {
			return c.label
		}
	}
	return cs[0].label
}

// choose is the callback that saves the value of the chosen label at key.
func (s *Settings) choose(key string, cs choices) func(string) {
	return func(l string) {
		for _, c := range cs {
			if c.label == l {
				s.set(key, c.value)
			}
		}
	}
}

// notice is a banner that says what just happened, with a button that
// closes it; it takes no room while it is empty.
type notice struct {
	*fyne.Container
	Text  *line
	Close *widget.Button
}

func newNotice() *notice {
	n := &notice{Text: newLine()}
	n.Close = widget.NewButtonWithIcon("", theme.CancelIcon(), func() { n.SetText("") })
	n.Close.Importance = widget.LowImportance
	n.Container = container.NewStack(newRoleRect(ColorChip, 8, false),
		container.NewBorder(nil, nil, nil, container.NewCenter(n.Close), n.Text))
	n.Container.Hide()
	return n
}

// SetText shows text in the banner, or hides it when text is empty.
func (n *notice) SetText(text string) {
	n.Text.SetText(text)
	if text == "" {
		n.Container.Hide()
	} else {
		n.Container.Show()
	}
	n.Container.Refresh()
}

// line is a wrapped label that takes no room while it is empty.
type line struct{ widget.Label }

func newLine() *line {
	l := &line{}
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	l.Hide()
	return l
}

// SetText shows text, or hides the line when text is empty.
func (l *line) SetText(text string) {
	l.Label.SetText(text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// message is a settings outcome that takes no room while empty: a line of
// text, or, set with SetError, an error — in the error colour behind an
// error icon, so a refused value does not read like a remark.
type message struct {
	widget.BaseWidget
	// Text is what it says; Error whether it says it as an error.
	Text  string
	Error bool
	label *widget.Label
	icon  *widget.Icon
}

func newMessage() *message {
	m := &message{label: widget.NewLabel(""), icon: widget.NewIcon(theme.NewErrorThemedResource(theme.ErrorIcon()))}
	m.label.Wrapping = fyne.TextWrapWord
	m.icon.Hide()
	m.ExtendBaseWidget(m)
	m.Hide()
	return m
}

// SetText says text plainly; "" hides the message.
func (m *message) SetText(text string) { m.set(text, false) }

// SetError says text as an error; "" hides the message.
func (m *message) SetError(text string) { m.set(text, true) }

func (m *message) set(text string, isErr bool) {
	m.Text, m.Error = text, isErr && text != ""
	m.label.Importance = widget.MediumImportance
	m.icon.Hide()
	if m.Error {
		m.label.Importance = widget.DangerImportance
		m.icon.Show()
	}
	m.label.SetText(text)
	if text == "" {
		m.Hide()
	} else {
		m.Show()
	}
	m.Refresh()
}

func (m *message) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, container.NewVBox(m.icon), nil, m.label))
}

// hint is a sentence under settings: muted and small as a caption, but
// wrapped, so it never makes the page wider than the window.
func hint(text string) fyne.CanvasObject { return detailLine(text) }

// labelled puts a caption above an entry.
func labelled(label string, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(caption(label), o)
}

// Content is the space's canvas object.
func (s *Settings) Content() fyne.CanvasObject { return s.content }

// SetWindow gives the confirm dialogs a parent.
func (s *Settings) SetWindow(w fyne.Window) { s.win = w }

// inBackground runs work on its own goroutine, then show on the UI goroutine.
func inBackground(work, show func()) {
	go func() {
		work()
		fyne.Do(show)
	}()
}

// set saves key = v when it differs from what is stored, and tells OnChanged.
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
	case int:
		var n int
		s.prefs.Get(key, &n)
		old = n
	}
	if old == v {
		return
	}
	if err := s.prefs.Set(key, v); err != nil {
		s.Status.SetError(PlainWhile("Could not save the setting.", err))
		return
	}
	s.changed(key)
}

func (s *Settings) str(key string) string {
	var v string
	if s.prefs != nil {
		s.prefs.Get(key, &v)
	}
	return v
}

func (s *Settings) boolean(key string, def bool) bool {
	v := def
	if s.prefs != nil {
		s.prefs.Get(key, &v)
	}
	return v
}

func (s *Settings) integer(key string) int {
	var v int
	if s.prefs != nil {
		s.prefs.Get(key, &v)
	}
	return v
}

// pageEntry makes e a field of the Settings page: a long value scrolls
// inside it (the page keeps its width), and the mouse wheel over it
// scrolls the page (wheelPass).
func (s *Settings) pageEntry(e *entry) *entry {
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.page = s.pageScroll
	return e
}

// passwordEntry makes a hidden-text field of the page (a key, a password).
func (s *Settings) passwordEntry(hint string) *entry {
	e := s.pageEntry(newEntry(nil, false))
	e.Password = true
	e.SetPlaceHolder(hint)
	return e
}

// pageScroll is the Settings page's scroller (nil until it is built).
func (s *Settings) pageScroll() fyne.Scrollable {
	if s.scroll == nil {
		return nil
	}
	return s.scroll
}

// Semantic's labels: with an embeddings server, and without one.
const (
	semanticLabel   = "Semantic search (embeddings) in addition to keywords"
	semanticNeedURL = "Semantic search: set an embeddings server below first"
)

// syncSemantic keeps the Semantic box honest: without an embeddings server
// it is unticked and disabled, saying why; the saved choice returns with one.
func (s *Settings) syncSemantic() {
	if strings.TrimSpace(s.EmbedURL.Text) == "" {
		s.Semantic.Text, s.Semantic.Checked = semanticNeedURL, false
		s.Semantic.Disable()
	} else {
		s.Semantic.Text, s.Semantic.Checked = semanticLabel, s.semantic
		s.Semantic.Enable()
	}
	s.Semantic.Refresh()
}

// Load fills the fields from prefs (UI goroutine; settings are a few rows)
// and starts reading the slow parts: search status, brain, key, audit.
func (s *Settings) Load() {
	s.Brain.Selected = brainChoices.labelOf(s.str(SettingBrain))
	s.Brain.Refresh()
	s.LLMEndpoint.SetText(s.str(SettingLLMEndpoint))
	s.LLMModel.SetText(s.str(SettingLLMModel))
	for key, e := range map[string]*entry{SettingLLMConnectMS: s.ConnectMS, SettingLLMFirstMS: s.FirstTokenMS, SettingLLMTotalMS: s.TotalMS} {
		if n := s.integer(key); n != 0 {
			e.SetText(strconv.Itoa(n))
		} else {
			e.SetText("")
		}
	}
	s.Consent.Checked = s.boolean(SettingLLMAllowRemote, false)
	s.Consent.Refresh()
	s.STT.SetText(s.str(SettingSTTEndpoint))
	s.TTS.SetText(s.str(SettingTTSEndpoint))
	s.Hotkey.SetText(s.str(SettingHotkey))
	for key, e := range s.VoiceMore {
		e.SetText(s.str(key))
	}
	s.loadIntegrations()
	s.EmbedURL.SetText(s.str(SettingEmbedURL))
	s.EmbedModel.SetText(s.str(SettingEmbedModel))
	s.Speak.Checked = s.boolean(SettingSpeakReplies, false)
	s.Speak.Refresh()
	s.semantic = s.boolean(SettingSemantic, true)
	s.syncSemantic()
	s.Motion.Checked = s.boolean(SettingReducedMotion, false)
	s.Motion.Refresh()
	s.ThemeChoice.Selected = themeChoices.labelOf(s.str(SettingTheme))
	s.ThemeChoice.Refresh()
	s.loadDates()
	s.loadBrief()
	if s.maint != nil {
		var info string
		s.Background(func() { info = s.maint.SearchStatus(context.Background()) }, func() { s.SearchInfo.SetText(info) })
	} else {
		s.SearchInfo.SetText("Keyword search (BM25) over your notes.")
	}
	s.loadBrain()
	s.FetchOptions("")
}

// test runs a connection test off the UI goroutine and shows the outcome.
func (s *Settings) test(kind, a, b string, out interface{ SetText(string) }, btn *widget.Button) {
	if s.tester == nil {
		out.SetText("Testing is not available in this build.")
		return
	}
	btn.Disable()
	out.SetText("Testing…")
	var msg string
	s.Background(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		var err error
		if msg, err = s.tester.TestConnection(ctx, kind, strings.TrimSpace(a), strings.TrimSpace(b)); err != nil {
			msg = Plain(err)
		}
	}, func() {
		out.SetText(msg)
		btn.Enable()
	})
}

// ExportWriter is a Maintenance that can write the export where the person
// chose (the file dialog) instead of into the data folder.
type ExportWriter interface {
	ExportTo(ctx context.Context, w io.Writer) error
}

// export asks where to write (a save dialog opened on the data folder)
// when it can, else writes into the data folder.
func (s *Settings) export() {
	if s.maint == nil {
		return
	}
	if _, ok := s.maint.(ExportWriter); ok && s.win != nil {
		d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil {
				s.Status.SetError(PlainWhile("The export did not start.", err))
				return
			}
			if w != nil { // nil: cancelled
				s.ExportTo(w, w.URI().Path())
			}
		}, s.win)
		d.SetFileName("pace-export-" + time.Now().Format("2006-01-02") + ".json")
		d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
		if dir, err := storage.ListerForURI(storage.NewFileURI(s.DataDir.Text)); err == nil {
			d.SetLocation(dir)
		}
		d.Show()
		return
	}
	s.exportToDataFolder()
}

// ExportTo writes the export to w (closed afterwards) off the UI
// goroutine and says where it went.
func (s *Settings) ExportTo(w io.WriteCloser, where string) {
	ew, ok := s.maint.(ExportWriter)
	if !ok {
		w.Close()
		return
	}
	s.Status.SetText("Exporting…")
	var err error
	s.Background(func() {
		err = ew.ExportTo(context.Background(), w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
	}, func() {
		if err != nil {
			s.Status.SetError(PlainWhile("The export did not finish.", err))
		} else {
			s.Status.SetText("Exported to " + where + ". Bring it back with: pace import " + where)
		}
	})
}

// importNotes asks for a folder (an Obsidian vault works) and imports its
// notes, as a drop on the window does.
func (s *Settings) importNotes() {
	if s.OnImport == nil || s.win == nil {
		return
	}
	dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
		if err != nil {
			s.Status.SetError(PlainWhile("The import did not start.", err))
			return
		}
		if dir != nil { // nil: cancelled
			s.OnImport([]string{dir.Path()})
		}
	}, s.win)
}

func (s *Settings) exportToDataFolder() {
	s.Status.SetText("Exporting…")
	var p string
	var err error
	s.Background(func() { p, err = s.maint.Export(context.Background()) }, func() {
		if err != nil {
			s.Status.SetError(PlainWhile("The export did not finish.", err))
		} else {
			s.Status.SetText("Exported to " + p)
		}
	})
}

func (s *Settings) reset() {
	if s.maint == nil {
		return
	}
	s.ask(&Confirm{Title: "Reset the thread?",
		Message: "This deletes every turn of the conversation and Pace's memory of it; it cannot be undone. " +
			"Your tasks, projects, notes and the undo history of their changes stay.",
		yes: func() {
			s.Notice.SetText("Resetting the thread…")
			var err error
			s.Background(func() { err = s.maint.ResetThread(context.Background()) }, func() {
				if err != nil {
					s.Notice.SetText(PlainWhile("Could not reset the thread.", err))
				} else {
					s.Notice.SetText("The thread and Pace's memory of it are empty. Your tasks, notes and undo history are untouched.")
				}
			})
		}}, "Reset the thread")
}

// ask puts a question before a destructive reset: a dialog naming what
// goes (Asking holds it for tests); Yes runs the reset.
func (s *Settings) ask(c *Confirm, confirm string) {
	s.Asking = c
	if s.win != nil {
		c.show(s.win.Canvas(), confirm)
	}
}

// voiceMoreFields are the advanced voice settings (keys as in app/voice.go):
// with a whisper server executable and model and no URL, Pace starts the
// server itself on first use; likewise a speech server executable.
var voiceMoreFields = []struct{ key, label, hint string }{
	{"voice.stt_kind", "Recognizer kind", "whisper or openai"},
	{"voice.stt_model", "Recognizer model", "e.g. whisper-1 (openai kind only)"},
	{"voice.whisper_server", "whisper-server program", "e.g. /usr/local/bin/whisper-server (started when needed)"},
	{"voice.whisper_model", "whisper model file", "e.g. ~/models/ggml-base.en.bin"},
	{"voice.tts_model", "Speech model", "e.g. kokoro"},
	{"voice.tts_voice", "Voice", "e.g. af_heart"},
	{"voice.tts_format", "Audio format", "wav or pcm"},
	{"voice.tts_server", "Speech server program", "e.g. ~/bin/speech-server (started when needed)"},
}
