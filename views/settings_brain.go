package views

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"pace/agent/openai"
)

// Server is a model server found on this computer.
type Server struct {
	Name   string   // "Ollama"
	URL    string   // base URL, ".../v1"
	Models []string // model ids, sorted
}

// BrainAdmin is what Settings → Brain needs beyond prefs. Every method may
// block (network, keychain, files); Settings calls them off the UI goroutine.
type BrainAdmin interface {
	// Discover probes the usual loopback ports and returns the servers that answered.
	Discover(ctx context.Context) []Server
	// Apply installs the brain the settings describe now, for the turns
	// that start from now on, and says in one sentence which brain answers.
	Apply(ctx context.Context) string
	// Status is Apply's sentence for the brain installed now.
	Status() string
	// HasAPIKey reports whether the OS keychain holds a key for endpoint.
	HasAPIKey(endpoint string) (bool, error)
	// SetAPIKey stores key for endpoint in the OS keychain ("" forgets it).
	SetAPIKey(endpoint, key string) error
	// OffDeviceTotals is the audit line: "0 bytes have left this machine."
	OffDeviceTotals() (string, error)
	// ResetMemory forgets the rolling summary of the conversation.
	ResetMemory(ctx context.Context) error
}

// brainKeys are the settings whose change rebuilds the brain.
var brainKeys = map[string]bool{SettingBrain: true, SettingLLMEndpoint: true, SettingLLMModel: true,
	SettingLLMAllowRemote: true, SettingLLMConnectMS: true, SettingLLMFirstMS: true, SettingLLMTotalMS: true}

// discoverTimeout bounds "Find servers" (each probe has its own, shorter limit).
const discoverTimeout = 5 * time.Second

func (s *Settings) buildBrain(text func(key, hint string) *entry, shortcuts func(fyne.Shortcut) bool) {
	s.BrainStatus = newLine()
	s.LLMEndpoint = s.pageEntry(newEntry(shortcuts, false))
	s.LLMEndpoint.SetPlaceHolder("e.g. http://127.0.0.1:11434/v1")
	s.LLMEndpoint.OnSubmitted = s.commitEndpoint
	s.LLMEndpoint.onBlur = func() { s.commitEndpoint(s.LLMEndpoint.Text) }
	s.LLMModel = s.pickField(SettingLLMModel, "empty: the server's first model", shortcuts)
	s.LLMResult = newMessage()
	s.FindBtn = widget.NewButton("Find servers", s.Discover)
	s.TestLLM = widget.NewButton("Test connection", func() {
		s.test("llm", s.LLMEndpoint.Text, s.LLMModel.Text, s.LLMResult, s.TestLLM)
	})
	s.foundBox = container.NewVBox()
	s.foundBox.Hide()
	ms := func(key, hint string) *entry {
		e := s.pageEntry(newEntry(shortcuts, false))
		e.SetPlaceHolder(hint)
		e.OnSubmitted = func(v string) { s.commitMS(key, v) }
		e.onBlur = func() { s.commitMS(key, e.Text) }
		return e
	}
	s.ConnectMS = ms(SettingLLMConnectMS, "default 5000")
	s.FirstTokenMS = ms(SettingLLMFirstMS, "default 60000")
	s.TotalMS = ms(SettingLLMTotalMS, "default 180000")
	s.Consent = widget.NewCheck("Allow a model server on another computer (off-device)", s.consent)
	s.OffDevice = newLine()
	s.APIKey = s.passwordEntry("only if the server asks for one")
	s.SaveKey = widget.NewButton("Save key", func() { s.saveKey(s.APIKey.Text) })
	s.ForgetKey = widget.NewButton("Forget", func() { s.saveKey("") })
	s.ForgetKey.Hide()
	s.KeyState = newLine()
}

// set's hook: a brain setting changed, so install the new brain.
func (s *Settings) changed(key string) {
	if fetchedKeys[key] != nil {
		s.FetchOptions(key) // a new server: what does it offer?
	}
	if brainKeys[key] {
		s.apply()
	}
	if s.OnChanged != nil {
		s.OnChanged(key)
	}
}

// apply installs the brain the settings describe, off the UI goroutine;
// only the newest of overlapping results is shown.
func (s *Settings) apply() {
	if s.Admin == nil {
		return
	}
	s.applyGen++
	gen := s.applyGen
	s.BrainStatus.SetText("Switching the brain…")
	var msg string
	s.Background(func() { msg = s.Admin.Apply(context.Background()) }, func() {
		if gen == s.applyGen {
			s.BrainStatus.SetText(msg)
		}
	})
}

// commitEndpoint saves the endpoint unless it is not an address, or it is
// off this machine and the user has not consented: then nothing is saved
// (and nothing is sent).
func (s *Settings) commitEndpoint(raw string) {
	raw = strings.TrimSpace(raw)
	if raw != "" {
		base, err := openai.NormalizeURL(raw)
		if err != nil {
			s.LLMResult.SetError("That is not a server address, so it was not saved. Use one like http://127.0.0.1:1234/v1.")
			return
		}
		if !openai.IsLoopback(base) && !s.Consent.Checked {
			s.LLMResult.SetError("That server is not on this computer, so it was not saved and nothing was sent. " +
				"Allow off-device models below first if you mean it.")
			return
		}
	}
	if raw != s.str(SettingLLMEndpoint) {
		s.LLMResult.SetText("")
	}
	s.set(SettingLLMEndpoint, raw)
	s.loadKeyState()
}

// consent saves the off-device consent; given, it also saves an endpoint
// that was refused for want of it.
func (s *Settings) consent(on bool) {
	s.set(SettingLLMAllowRemote, on)
	if on && strings.TrimSpace(s.LLMEndpoint.Text) != s.str(SettingLLMEndpoint) {
		s.commitEndpoint(s.LLMEndpoint.Text)
	}
}

// commitMS saves a time limit in milliseconds; empty is the default (0).
func (s *Settings) commitMS(key, v string) {
	v = strings.TrimSpace(v)
	n := 0
	if v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil {
			s.LLMResult.SetError(fmt.Sprintf("%q is not a whole number of milliseconds, so it was not saved.", v))
			return
		}
	}
	s.set(key, n)
}

// Discover looks for model servers on this computer, off the UI goroutine,
// and lists one button per server and model; tapping one uses it.
func (s *Settings) Discover() {
	if s.Admin == nil {
		s.LLMResult.SetText("Finding servers is not available in this build.")
		return
	}
	s.FindBtn.Disable()
	s.LLMResult.SetText("Looking for model servers on this computer…")
	var found []Server
	s.Background(func() {
		ctx, cancel := context.WithTimeout(context.Background(), discoverTimeout)
		defer cancel()
		found = s.Admin.Discover(ctx)
	}, func() {
		s.showFound(found)
		s.FindBtn.Enable()
	})
}

func (s *Settings) showFound(found []Server) {
	s.Found = nil
	s.foundBox.Objects = nil
	for _, srv := range found {
		host := srv.URL
		if u, err := url.Parse(srv.URL); err == nil {
			host = u.Host
		}
		for _, m := range srv.Models {
			b := widget.NewButton(fmt.Sprintf("Use %s  ·  %s at %s", m, srv.Name, host), func() { s.pick(srv.URL, m) })
			b.Importance = widget.LowImportance
			b.Alignment = widget.ButtonAlignLeading
			s.Found = append(s.Found, b)
			s.foundBox.Add(b)
		}
	}
	s.foundBox.Refresh()
	if len(s.Found) > 0 {
		s.foundBox.Show()
	} else {
		s.foundBox.Hide()
	}
	switch {
	case len(s.Found) > 0:
		s.LLMResult.SetText("Found on this computer — pick a model:")
	case len(found) > 0:
		s.LLMResult.SetText("A model server answered but has no model loaded. Load one, then search again.")
	default:
		s.LLMResult.SetText("No model server answered on this computer (LM Studio 1234, Ollama 11434, llama.cpp 8080). Start one, then search again.")
	}
}

// pick uses a discovered server and model.
func (s *Settings) pick(endpoint, model string) {
	s.LLMEndpoint.SetText(endpoint)
	s.LLMModel.SetText(model)
	s.commitEndpoint(endpoint)
	s.set(SettingLLMModel, model)
	s.LLMResult.SetText("Using " + model + " at " + endpoint + ".")
}

// loadBrain reads which brain answers, the key state and the audit line,
// off the UI goroutine.
func (s *Settings) loadBrain() {
	if s.Admin == nil {
		return
	}
	gen := s.applyGen
	var status, totals string
	s.Background(func() {
		status = s.Admin.Status()
		var err error
		if totals, err = s.Admin.OffDeviceTotals(); err != nil {
			totals = PlainWhile("Could not read the off-device log.", err)
		}
	}, func() {
		if gen == s.applyGen { // else a newer Apply reports
			s.BrainStatus.SetText(status)
		}
		s.OffDevice.SetText(totals)
	})
	s.loadKeyState()
}

// keyEndpoint is the endpoint a key belongs to, "" when none is valid.
func (s *Settings) keyEndpoint() string {
	base, err := openai.NormalizeURL(s.LLMEndpoint.Text)
	if err != nil {
		return ""
	}
	return base
}

// loadKeyState shows whether a key is saved for the endpoint (never the key).
func (s *Settings) loadKeyState() {
	if s.Admin == nil {
		return
	}
	ep := s.keyEndpoint()
	if ep == "" {
		s.KeyState.SetText("Enter the server address to save a key for it.")
		s.ForgetKey.Hide()
		return
	}
	var has bool
	var err error
	s.Background(func() { has, err = s.Admin.HasAPIKey(ep) }, func() { s.showKeyState(has, err) })
}

func (s *Settings) showKeyState(has bool, err error) {
	switch {
	case err != nil:
		s.KeyState.SetText("The system keychain is not available, so keys cannot be saved. Sign in to a desktop session with a keychain, then reopen Settings.")
		s.ForgetKey.Hide()
	case has:
		s.KeyState.SetText("A key for this server is saved in the system keychain.")
		s.ForgetKey.Show()
	default:
		s.KeyState.SetText("No key saved. Servers on this computer rarely need one.")
		s.ForgetKey.Hide()
	}
}

// saveKey stores key in the OS keychain for the endpoint ("" forgets it),
// off the UI goroutine; it is never written to the settings.
func (s *Settings) saveKey(key string) {
	if s.Admin == nil {
		return
	}
	ep := s.keyEndpoint()
	if ep == "" {
		s.KeyState.SetText("Enter the server address first; the key is saved for that server.")
		return
	}
	s.APIKey.SetText("")
	var has bool
	var err error
	s.Background(func() {
		if err = s.Admin.SetAPIKey(ep, key); err == nil {
			has, err = s.Admin.HasAPIKey(ep)
		}
	}, func() {
		s.showKeyState(has, err)
		if err == nil {
			s.apply()
		}
	})
}

// resetMemory asks, naming what goes, then forgets the rolling summary
// (the thread stays); the outcome shows in the banner at the top.
func (s *Settings) resetMemory() {
	if s.Admin == nil {
		return
	}
	s.ask(&Confirm{Title: "Reset Pace's memory?",
		Message: "This erases Pace's summary of your earlier conversation, which it uses to follow up on what you said before (“it”, “that project”). " +
			"The thread itself, your tasks, projects, notes and the undo history stay.",
		yes: func() {
			s.Notice.SetText("Resetting the memory…")
			var err error
			s.Background(func() { err = s.Admin.ResetMemory(context.Background()) }, func() {
				if err != nil {
					s.Notice.SetText(PlainWhile("Could not reset the memory.", err))
				} else {
					s.Notice.SetText("Pace's memory of earlier turns is erased; the thread, tasks and notes are untouched.")
				}
			})
		}}, "Reset memory")
}

// SetBrainStatus shows which brain answers (UI goroutine).
func (s *Settings) SetBrainStatus(msg string) { s.BrainStatus.SetText(msg) }
