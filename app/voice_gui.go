package app

import (
	"context"
	"pace/views"
	"strings"

	"fyne.io/fyne/v2"

	"pace/notch"
	"pace/thread"
	"pace/voice"
	"pace/voice/device"
)

// guiVoice is push-to-talk in the desktop app: the microphone button and Ctrl+T in the window
// and the quick panel, the global hotkey, Escape, replay, and the signal on every surface. It
// is rebuilt when a voice setting changes. Its methods run on the UI goroutine.
type guiVoice struct {
	g   *gui
	ptt *pushToTalk // nil while loading and when voice could not start

	// show puts a signal on every surface from any goroutine; g.signal by default.
	show func(notch.Signal)
	// level shows the microphone level on the window's and the panel's signal only (20 times
	// a second: the tray icon is not redrawn for it).
	level func(notch.Signal)
	// status tells Settings how push-to-talk stands (hotkey, output device); may be nil.
	status func(string)
	// source and player open the devices; the microphone and speakers by default.
	source func(onFull func()) voice.Source
	player func() (voice.Player, error)
	// loaded, if set, is called on the UI goroutine after each (re)build (tests).
	loaded func()
}

var _ notch.Replayer = (*guiVoice)(nil)

// newGUIVoice returns push-to-talk for g with the real devices; call load to build it.
func newGUIVoice(g *gui) *guiVoice {
	return &guiVoice{
		g:    g,
		show: g.signal,
		level: func(s notch.Signal) {
			fyne.Do(func() {
				g.main.Thread.Signal.Set(s)
				if g.panel != nil {
					g.panel.Signal.Set(s)
				}
			})
		},
		source: func(onFull func()) voice.Source {
			return &device.Mic{OnFull: onFull}
		},
		player: func() (voice.Player, error) {
			sp, err := device.OpenSpeakers()
			if err != nil {
				return nil, err
			}
			return sp, nil
		},
	}
}

// load (re)builds push-to-talk from Settings off the UI goroutine: the servers, the speakers
// (waiting for the device) and the hotkey (waiting for the X server) can each take a moment.
func (gv *guiVoice) load() {
	old := gv.ptt
	gv.ptt = nil
	ctx := gv.g.ctx
	go func() {
		if old != nil {
			old.Close() // unregisters the hotkey before the new one takes it
		}
		p, status := gv.build(ctx)
		fyne.Do(func() {
			if ctx.Err() != nil {
				if p != nil {
					go p.Close()
				}
				return
			}
			gv.ptt = p
			if gv.status != nil {
				gv.status(status)
			}
			if gv.loaded != nil {
				gv.loaded()
			}
		})
	}()
}

func (gv *guiVoice) build(ctx context.Context) (*pushToTalk, string) {
	vc, err := gv.g.c.readVoiceConfig(ctx, gv.g.w.db)
	if err != nil {
		return nil, voiceOff("Voice is off", err)
	}
	vs, err := newVoiceServers(vc)
	if err != nil {
		return nil, voiceOff("Voice is off", err)
	}
	var notes []string
	player, err := gv.player()
	if err != nil {
		notes = append(notes, voiceOff("Replies are shown, not spoken", err))
		player = nil
	}
	var p *pushToTalk
	src := gv.source(func() { p.Up() }) // the 60 s cap ends the press like key-up
	p = newPushToTalk(ctx, gv.g.w.thread, vs, src, player, func(sig thread.Signal, reason string, level float64) {
		s := notch.Signal{State: notch.State(sig), Reason: reason, Level: float32(level), OffDevice: vs.Remote}
		if level > 0 && gv.level != nil {
			gv.level(s)
			return
		}
		gv.show(s)
	})
	p.SpeakTyped(vc.SpeakReplies)
	notes = append([]string{p.Hotkey(vc.Hotkey)}, notes...)
	return p, strings.Join(notes, " ")
}

// Toggle is the microphone button and Ctrl+T: the first press listens (and stops speech), the
// second runs the turn. Opening the microphone happens off the UI goroutine.
func (gv *guiVoice) Toggle() {
	if p := gv.ptt; p != nil {
		go p.Toggle()
	}
}

// Stop is Escape: speech stops and a capture in progress is dropped.
func (gv *guiVoice) Stop() {
	if p := gv.ptt; p != nil {
		go p.Stop()
	}
}

// Replay speaks the last reply again (the quick panel's replay button).
func (gv *guiVoice) Replay() {
	if p := gv.ptt; p != nil {
		p.Replay()
	}
}

// settingChanged rebuilds push-to-talk after a voice setting changed.
func (gv *guiVoice) settingChanged(key string) {
	if strings.HasPrefix(key, "voice.") || key == SettingLLMAllowRemote {
		gv.load()
	}
}

// Close stops push-to-talk when the app stops: the hotkey, speech and the sidecars.
func (gv *guiVoice) Close() {
	if p := gv.ptt; p != nil {
		gv.ptt = nil
		p.Close()
	}
}

// hookVoice puts push-to-talk on the window (microphone button, Ctrl+T, Esc) and the quick
// panel, shows its state in Settings → Voice, rebuilds it when a voice setting changes, and
// builds it. Call it after Main.Start (which sets Settings.OnChanged).
func (g *gui) hookVoice() {
	gv := g.voice
	g.main.Thread.OnTalk = gv.Toggle
	g.main.Thread.OnEscape = gv.Stop
	g.panel.OnTalk = gv.Toggle
	gv.status = func(s string) { g.main.Settings.VoiceStatus.SetText(s) }
	onChanged := g.main.Settings.OnChanged
	g.main.Settings.OnChanged = func(key string) {
		if onChanged != nil {
			onChanged(key)
		}
		gv.settingChanged(key)
	}
	gv.load()
}

// voiceOff words why voice (or speech) is off: the voice reason when Pace
// knows it, else the window's plain sentence for the error, never Go's text.
func voiceOff(what string, err error) string {
	if r := voiceReason(err); r != err.Error() {
		return what + ": " + r + "."
	}
	return what + ". " + views.Plain(err)
}
