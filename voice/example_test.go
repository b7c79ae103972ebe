package voice_test

import (
	"context"
	"errors"
	"log"
	"net/http"
	"time"

	"pace/voice"
	"pace/voice/device"
	"pace/voice/hotkey"
	"pace/voice/sidecar"
)

// How the app wires push-to-talk: a whisper-server sidecar started on first use, the microphone,
// the turn queue, a Kokoro speech server with the system voice as fallback, the speakers and the
// global hotkey. (Compiled, not run: it needs devices and servers.)
func Example() {
	ctx := context.Background()
	hc := &http.Client{Timeout: 60 * time.Second}

	whisper := &sidecar.Supervisor{Config: sidecar.Config{
		Name: "whisper-server", Path: "/opt/whisper.cpp/build/bin/whisper-server",
		Args: []string{"-m", "/models/ggml-base.en.bin", "--host", "{host}", "--port", "{port}"},
	}}
	defer whisper.Stop() // in Lifecycle().SetOnStopped
	recognizer := voice.RecognizerFunc(func(ctx context.Context, wav []byte) (string, error) {
		base, err := whisper.URL(ctx)
		if err != nil {
			return "", err
		}
		return voice.NewWhisper(base, hc).Transcribe(ctx, wav)
	})

	var player voice.Player
	speakers, err := device.OpenSpeakers()
	if errors.Is(err, device.ErrNoOutputDevice) {
		log.Print(err) // say so in Settings; replies are shown, not spoken
	} else {
		player = speakers
	}

	mic := &device.Mic{} // default device, 60 s cap
	session := &voice.Session{
		Source:     mic,
		Recognizer: recognizer,
		Turn: func(ctx context.Context, transcript string) (string, error) {
			return "", nil // enqueue like typed text, wait for the turn's reply
		},
		OnState:           func(s voice.State, err error) { /* fyne.Do(update the signal) */ },
		OnLevel:           func(level float64) { /* fyne.Do(update the meter) */ },
		NothingHeardReply: "I didn't catch that.",
	}
	mic.OnFull = func() { go session.Release(ctx) } // the 60 s cap ends the press like key-up
	if player != nil {
		session.Speaker = &voice.Speaker{
			TTS:      voice.NewSpeech("http://127.0.0.1:8880", hc, "kokoro", "af_heart"),
			Fallback: &voice.SystemVoice{},
			Player:   player,
		}
	}

	b, _ := hotkey.Parse("ctrl+shift+space")
	hk, err := hotkey.Register(b)
	var unavailable *hotkey.UnavailableError
	if errors.As(err, &unavailable) {
		log.Print(unavailable.Reason) // shown in Settings; the in-app button still works
		return
	}
	defer hk.Close()
	for {
		select {
		case <-hk.Down():
			session.Press()
		case <-hk.Up():
			go session.Release(ctx) // never on the UI goroutine
		case <-ctx.Done():
			return
		}
	}
}
