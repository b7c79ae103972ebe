package app

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"pace/notch"
	"pace/store"
	"pace/views"
	"pace/voice"
)

// voiceGUI is the window's harness with push-to-talk built from Settings over a file for a
// microphone and a recording player; signals are applied to the window by the test goroutine.
type voiceGUI struct {
	*guiHarness
	g       *gui
	gv      *guiVoice
	rec     *voice.Recorder
	signals chan notch.Signal
	status  chan string
}

func newVoiceGUI(t *testing.T, settings map[string]any, src voice.Source, speakers bool) *voiceGUI {
	t.Helper()
	h := newGUIHarness(t)
	if err := h.w.db.Write(context.Background(), func(tx *store.Tx) error {
		for k, v := range settings {
			if err := tx.Settings().Set(k, v); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	vg := &voiceGUI{guiHarness: h, rec: &voice.Recorder{}, signals: make(chan notch.Signal, 256), status: make(chan string, 4)}
	conv := &conversation{t: h.w.thread, ctx: ctx}
	vg.g = &gui{c: h.c, w: h.w, ctx: ctx, main: h.main, conv: conv}
	vg.gv = newGUIVoice(vg.g)
	vg.g.voice = vg.gv
	vg.g.panel = notch.NewPanel(conv, conv, vg.gv)
	// Signals reach the window through the test goroutine, as fyne.Do does in the app.
	vg.gv.show = func(s notch.Signal) { vg.signals <- s }
	vg.gv.level = vg.gv.show
	vg.gv.source = func(func()) voice.Source { return src }
	vg.gv.player = func() (voice.Player, error) {
		if !speakers {
			return nil, errors.New("open speakers: no audio output device")
		}
		return vg.rec, nil
	}
	vg.gv.status = func(s string) { vg.status <- s }
	t.Cleanup(vg.gv.Close)
	return vg
}

// load builds push-to-talk and returns what Settings would show.
func (vg *voiceGUI) load(t *testing.T) string {
	t.Helper()
	loaded := make(chan struct{}, 1)
	vg.gv.loaded = func() { loaded <- struct{}{} }
	vg.gv.load()
	select {
	case <-loaded:
	case <-time.After(30 * time.Second):
		t.Fatal("push-to-talk did not load")
	}
	return <-vg.status
}

// until applies signals to the window until one in states arrives.
func (vg *voiceGUI) until(t *testing.T, states ...notch.State) []notch.State {
	t.Helper()
	var seen []notch.State
	timeout := time.After(30 * time.Second)
	for {
		select {
		case s := <-vg.signals:
			vg.main.Thread.Apply(views.Update{Signal: s})
			if len(seen) == 0 || seen[len(seen)-1] != s.State {
				seen = append(seen, s.State)
			}
			for _, st := range states {
				if s.State == st {
					return seen
				}
			}
		case u := <-vg.upd: // thread updates, as the window applies them
			vg.main.Thread.Apply(u)
		case <-timeout:
			t.Fatalf("no %v within 30 s; saw %v", states, seen)
		}
	}
}

func TestGUIPushToTalkRunsTheSpokenRequest(t *testing.T) {
	src, err := voice.OpenWAV(spokenWAV(t, "request", spokenRequest))
	if err != nil {
		t.Fatal(err)
	}
	stt := serve(t, &fakeWhisper{text: spokenRequest})
	tts := serve(t, &fakeSpeech{})
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	vg := newVoiceGUI(t, map[string]any{SettingSTTURL: stt.URL, SettingTTSURL: tts.URL}, src, true)
	if status := vg.load(t); !strings.Contains(status, "Global push-to-talk is off") || !strings.Contains(status, inAppTalk) {
		t.Errorf("status = %q", status)
	}

	vg.gv.Toggle()
	vg.until(t, notch.Listening)
	if got := vg.main.Thread.Signal.Signal().State; got != notch.Listening {
		t.Errorf("window signal = %s while listening", got)
	}
	vg.gv.Toggle()
	seen := vg.until(t, notch.Completed, notch.Failed, notch.Blocked)
	if seen[len(seen)-1] != notch.Completed || !containsState(seen, notch.Speaking) {
		t.Errorf("signals %v", seen)
	}
	if len(vg.rec.Clips()) == 0 {
		t.Error("the reply was not spoken")
	}
	if ts := vg.tasks(t, "open"); len(ts) != 1 || !strings.EqualFold(ts[0].Title, "water the plants") {
		t.Errorf("tasks = %+v", ts)
	}

	n := len(vg.rec.Clips())
	vg.gv.Replay()
	vg.until(t, notch.Ready)
	if len(vg.rec.Clips()) != 2*n {
		t.Errorf("replay played %d clips, want %d", len(vg.rec.Clips())-n, n)
	}
}

func TestGUIPushToTalkWithoutSpeakersSaysSo(t *testing.T) {
	vg := newVoiceGUI(t, nil, &voice.FileSource{}, false)
	if status := vg.load(t); !strings.Contains(status, "Replies are shown, not spoken") {
		t.Errorf("status = %q", status)
	}
	if vg.gv.ptt == nil || vg.gv.ptt.Speaks() {
		t.Error("push-to-talk should work without speakers, unspoken")
	}
}

func TestGUIPushToTalkRefusesOffDeviceServerInSettings(t *testing.T) {
	vg := newVoiceGUI(t, map[string]any{SettingSTTURL: "http://192.0.2.7:8178"}, &voice.FileSource{}, false)
	if status := vg.load(t); !strings.Contains(status, "Voice is off") || !strings.Contains(status, "not on this machine") {
		t.Errorf("status = %q", status)
	}
	vg.gv.Toggle() // does nothing, and does not panic
	if vg.gv.ptt != nil {
		t.Error("push-to-talk built with a refused server")
	}
}

func containsState(ss []notch.State, s notch.State) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// The window's microphone button, Ctrl+T and Esc, and the quick panel's button, hooked as the
// app does; Settings → Voice says how push-to-talk stands and a changed key rebuilds it.
func TestGUIPushToTalkButtonsShortcutAndEscape(t *testing.T) {
	src, err := voice.OpenWAV(spokenWAV(t, "request", spokenRequest))
	if err != nil {
		t.Fatal(err)
	}
	stt := serve(t, &fakeWhisper{text: spokenRequest})
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	vg := newVoiceGUI(t, map[string]any{SettingSTTURL: stt.URL}, src, true)
	loaded := make(chan struct{}, 4)
	vg.gv.loaded = func() { loaded <- struct{}{} }
	vg.g.hookVoice()
	waitLoaded := func() {
		t.Helper()
		select {
		case <-loaded:
		case <-time.After(30 * time.Second):
			t.Fatal("push-to-talk did not load")
		}
	}
	waitLoaded()
	if s := vg.main.Settings.VoiceStatus.Text; !strings.Contains(s, "Global push-to-talk is off") {
		t.Errorf("Settings → Voice says %q", s)
	}

	// Esc in the composer drops a capture.
	test.Tap(vg.main.Thread.TalkBtn)
	vg.until(t, notch.Listening)
	vg.win.Canvas().Focus(vg.main.Thread.Input)
	vg.main.Thread.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	vg.until(t, notch.Ready)

	// Ctrl+T starts, the panel's button ends: the request runs.
	vg.main.Shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: fyne.KeyModifierShortcutDefault})
	vg.until(t, notch.Listening)
	test.Tap(vg.g.panel.TalkBtn)
	if seen := vg.until(t, notch.Completed, notch.Failed, notch.Blocked); seen[len(seen)-1] != notch.Completed {
		t.Errorf("signals %v", seen)
	}
	if got := vg.main.Thread.Signal.Signal().State; got != notch.Completed {
		t.Errorf("window signal = %s", got)
	}
	if ts := vg.tasks(t, "open"); len(ts) != 1 {
		t.Errorf("tasks = %+v", ts)
	}
	if n := len(vg.w.thread.Turns()); n != 1 {
		t.Errorf("%d turns; the dropped capture must not make one", n)
	}

	// A changed push-to-talk key rebuilds push-to-talk.
	vg.main.Settings.Hotkey.SetText("ctrl+shift+f9")
	vg.main.Settings.Hotkey.OnSubmitted("ctrl+shift+f9")
	waitLoaded()
	var hk string
	vg.w.db.Read(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Settings().Get(SettingHotkey, &hk)
		return err
	})
	if hk != "ctrl+shift+f9" {
		t.Errorf("stored hotkey %q", hk)
	}
}
