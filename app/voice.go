package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"pace/agent"
	"pace/agent/openai"
	"pace/egress"
	"pace/store"
	"pace/thread"
	"pace/voice"
	"pace/voice/device"
	"pace/voice/sidecar"
)

// Settings keys of voice (Settings → Voice). URLs are base URLs; a server that
// is not on this machine is refused unless llm.allow_remote (SettingLLMAllowRemote,
// the one off-device consent) is true. STT and TTS URLs share their keys with
// views.SettingSTTEndpoint and views.SettingTTSEndpoint.
const (
	// Speech to text: a running server at a URL, or whisper.cpp's whisper-server started on
	// demand on a free loopback port (when the URL is empty and the executable is set) and
	// stopped when Pace exits.
	SettingSTTURL       = "voice.stt_endpoint"   // string: e.g. http://127.0.0.1:8178
	SettingSTTKind      = "voice.stt_kind"       // string: "whisper" (POST /inference, default) | "openai" (POST /v1/audio/transcriptions)
	SettingSTTModel     = "voice.stt_model"      // string: model for "openai" (default "whisper-1")
	SettingSTTLanguage  = "voice.stt_language"   // string: ISO 639-1 code; empty leaves it to the server
	SettingWhisperExe   = "voice.whisper_server" // string: path to whisper-server
	SettingWhisperModel = "voice.whisper_model"  // string: path to a ggml model, e.g. ggml-base.en.bin

	// Text to speech: an OpenAI-compatible /v1/audio/speech server (Kokoro-FastAPI), or one
	// started on demand like whisper-server. With neither, or while it is down, the system voice
	// speaks (espeak-ng, say, Windows speech).
	SettingTTSURL    = "voice.tts_endpoint" // string: e.g. http://127.0.0.1:8880/v1
	SettingTTSModel  = "voice.tts_model"    // string: default "kokoro"
	SettingTTSVoice  = "voice.tts_voice"    // string: default "af_heart"
	SettingTTSFormat = "voice.tts_format"   // string: "wav" (default) | "pcm" (24 kHz s16le)
	SettingTTSExe    = "voice.tts_server"   // string: path to a speech server executable
	SettingTTSArgs   = "voice.tts_args"     // []string: its arguments; "{host}" and "{port}" are filled in

	SettingSpeakReplies = "voice.speak_replies" // bool: speak replies to typed requests too (spoken ones always are)
	SettingHotkey       = "voice.hotkey"        // string: global push-to-talk key, default DefaultHotkey
)

// DefaultHotkey is the global push-to-talk combination when Settings name none.
const DefaultHotkey = "ctrl+alt+space"

// Environment overrides for headless use, like PACE_LLM_URL.
const (
	envSTTURL = "PACE_STT_URL"
	envTTSURL = "PACE_TTS_URL"
)

// STT kinds for SettingSTTKind.
const (
	sttWhisper = "whisper"
	sttOpenAI  = "openai"
)

// nothingHeard is what Pace says and shows when a press held no speech.
const nothingHeard = "I didn't catch that."

// errNoSTT: neither a speech-to-text URL nor a whisper-server executable is configured.
var errNoSTT = errors.New("no speech-to-text server is configured: set one in Settings → Voice (e.g. whisper.cpp's whisper-server at http://127.0.0.1:8178) or pass --stt URL")

// voiceConfig is Settings → Voice as stored.
type voiceConfig struct {
	STTURL, STTKind, STTModel, STTLanguage string
	WhisperExe, WhisperModel               string
	TTSURL, TTSModel, TTSVoice, TTSFormat  string
	TTSExe                                 string
	TTSArgs                                []string
	SpeakReplies                           bool
	Hotkey                                 string
	AllowRemote                            bool
}

// readVoiceConfig reads the voice settings, then $PACE_STT_URL and $PACE_TTS_URL over them.
func (c *cli) readVoiceConfig(ctx context.Context, db *store.DB) (voiceConfig, error) {
	vc := voiceConfig{STTKind: sttWhisper, STTModel: "whisper-1", TTSModel: "kokoro", TTSVoice: "af_heart",
		TTSFormat: voice.FormatWAV, Hotkey: DefaultHotkey}
	err := db.Read(ctx, func(tx *store.Tx) error {
		st := tx.Settings()
		for key, dst := range map[string]any{SettingSTTURL: &vc.STTURL, SettingSTTKind: &vc.STTKind,
			SettingSTTModel: &vc.STTModel, SettingSTTLanguage: &vc.STTLanguage, SettingWhisperExe: &vc.WhisperExe,
			SettingWhisperModel: &vc.WhisperModel, SettingTTSURL: &vc.TTSURL, SettingTTSModel: &vc.TTSModel,
			SettingTTSVoice: &vc.TTSVoice, SettingTTSFormat: &vc.TTSFormat, SettingTTSExe: &vc.TTSExe,
			SettingTTSArgs: &vc.TTSArgs, SettingSpeakReplies: &vc.SpeakReplies, SettingHotkey: &vc.Hotkey,
			SettingLLMAllowRemote: &vc.AllowRemote} {
			if _, err := st.Get(key, dst); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return vc, fmt.Errorf("read voice settings: %w", err)
	}
	if v := c.env.Getenv(envSTTURL); v != "" {
		vc.STTURL = v
	}
	if v := c.env.Getenv(envTTSURL); v != "" {
		vc.TTSURL = v
	}
	vc.STTURL, vc.TTSURL = strings.TrimSpace(vc.STTURL), strings.TrimSpace(vc.TTSURL)
	return vc, nil
}

// voiceServers is the speech-to-text and text-to-speech stack built from a voiceConfig: the
// clients, and the sidecars started on first use. Close stops the sidecars.
type voiceServers struct {
	// Recognizer is always set; without a configured server it fails with errNoSTT.
	Recognizer voice.Recognizer
	// TTS is nil when no speech server is configured (the system voice speaks).
	TTS voice.Synthesizer
	// TTSName says where TTS goes, for messages ("http://127.0.0.1:8880", "kokoro server").
	TTSName string
	// Remote is set when speech leaves the machine (an off-device server the user allowed):
	// the signal shows the off-device ring and `pace listen --json` says "off_device": true.
	Remote bool

	sidecars []*sidecar.Supervisor
}

// checkLocal refuses an off-device audio server without the off-device consent.
// Addresses with a user name or password are refused; errors never show them.
func checkLocal(what, raw string, allowRemote bool) (string, error) {
	u, err := egress.Policy{AllowRemote: allowRemote}.Check(raw)
	if errors.Is(err, egress.ErrNotConsented) {
		return "", fmt.Errorf("%s server: %w (allow off-device servers in Settings → Brain)", what, err)
	}
	if err != nil {
		return "", fmt.Errorf("%s server: %w", what, err)
	}
	return u, nil
}

// newVoiceServers builds both clients (the window's push-to-talk).
func newVoiceServers(vc voiceConfig) (*voiceServers, error) {
	vs := &voiceServers{}
	if err := vs.addSTT(vc); err != nil {
		return nil, err
	}
	if err := vs.addTTS(vc); err != nil {
		return nil, err
	}
	return vs, nil
}

// addSTT sets Recognizer. A non-loopback URL without consent is an error; a missing
// configuration is not (the Recognizer reports errNoSTT when used).
func (vs *voiceServers) addSTT(vc voiceConfig) error {
	hc := egress.NewClient(egress.Policy{AllowRemote: vc.AllowRemote, Timeout: 2 * time.Minute}) // long dictation on a CPU-only whisper
	recognizer := func(base string) voice.Recognizer {
		if vc.STTKind == sttOpenAI {
			t := voice.NewTranscriptions(base, hc, vc.STTModel)
			t.Language = vc.STTLanguage
			return t
		}
		w := voice.NewWhisper(base, hc)
		w.Language = vc.STTLanguage
		return w
	}
	switch {
	case vc.STTKind != sttWhisper && vc.STTKind != sttOpenAI:
		return fmt.Errorf("speech-to-text kind %q: want %q or %q", vc.STTKind, sttWhisper, sttOpenAI)
	case vc.STTURL != "":
		base, err := checkLocal("speech-to-text", vc.STTURL, vc.AllowRemote)
		if err != nil {
			return err
		}
		vs.Recognizer = recognizer(base)
		vs.Remote = vs.Remote || !openai.IsLoopback(base)
	case vc.WhisperExe != "":
		args := []string{"--host", "{host}", "--port", "{port}"}
		if vc.WhisperModel != "" {
			args = append([]string{"-m", vc.WhisperModel}, args...)
		}
		sup := &sidecar.Supervisor{Config: sidecar.Config{Name: "whisper-server", Path: vc.WhisperExe, Args: args}}
		vs.sidecars = append(vs.sidecars, sup)
		vs.Recognizer = voice.RecognizerFunc(func(ctx context.Context, wav []byte) (string, error) {
			base, err := sup.URL(ctx)
			if err != nil {
				return "", fmt.Errorf("transcribe: %w", err)
			}
			return recognizer(base).Transcribe(ctx, wav)
		})
	default:
		vs.Recognizer = voice.RecognizerFunc(func(context.Context, []byte) (string, error) { return "", errNoSTT })
	}
	return nil
}

// addTTS sets TTS, or leaves it nil when no speech server is configured.
func (vs *voiceServers) addTTS(vc voiceConfig) error {
	if vc.TTSFormat != voice.FormatWAV && vc.TTSFormat != voice.FormatPCM {
		return fmt.Errorf("speech format %q: want %q or %q", vc.TTSFormat, voice.FormatWAV, voice.FormatPCM)
	}
	hc := egress.NewClient(egress.Policy{AllowRemote: vc.AllowRemote, Timeout: 30 * time.Second})
	speech := func(base string) *voice.Speech {
		s := voice.NewSpeech(base, hc, vc.TTSModel, vc.TTSVoice)
		s.Format = vc.TTSFormat
		return s
	}
	switch {
	case vc.TTSURL != "":
		base, err := checkLocal("text-to-speech", vc.TTSURL, vc.AllowRemote)
		if err != nil {
			return err
		}
		vs.TTS, vs.TTSName = speech(base), base
		vs.Remote = vs.Remote || !openai.IsLoopback(base)
	case vc.TTSExe != "":
		sup := &sidecar.Supervisor{Config: sidecar.Config{Name: "speech server", Path: vc.TTSExe, Args: vc.TTSArgs}}
		vs.sidecars = append(vs.sidecars, sup)
		vs.TTSName = vc.TTSExe
		vs.TTS = voice.SynthesizerFunc(func(ctx context.Context, text string) (voice.Audio, error) {
			base, err := sup.URL(ctx)
			if err != nil {
				// The Speaker treats a server that will not start as an outage: the system voice speaks.
				return voice.Audio{}, fmt.Errorf("synthesize: %w: %v", voice.ErrUnreachable, err)
			}
			return speech(base).Synthesize(ctx, text)
		})
	}
	return nil
}

// Close stops every sidecar this stack started.
func (vs *voiceServers) Close() {
	for _, s := range vs.sidecars {
		_ = s.Stop()
	}
}

// speaker speaks through player: the configured server, the system voice when it is down or
// unset. onFallback (may be nil) hears why a sentence went to the system voice.
func (vs *voiceServers) speaker(player voice.Player, onFallback func(error)) *voice.Speaker {
	return &voice.Speaker{TTS: vs.TTS, Fallback: &voice.SystemVoice{}, Player: player, OnFallback: onFallback}
}

// errTurnFailed and errTurnCancelled end a spoken turn that the thread ended that way; the
// thread's card says more.
var (
	errTurnFailed    = errors.New("the turn failed")
	errTurnCancelled = errors.New("the turn was cancelled")
)

// turnRunner sends transcripts into the thread, the same pipeline as typed text, and keeps
// the last finished turn for the CLI's report and the final signal.
type turnRunner struct {
	th *thread.Thread

	mu     sync.Mutex
	last   thread.Turn
	signal thread.Signal // the thread's final signal of last
}

// ask runs the transcript synchronously (thread.Ask), for the CLI.
func (r *turnRunner) ask(ctx context.Context, transcript string) (string, error) {
	tr, err := r.th.Ask(ctx, transcript)
	if err != nil {
		return "", err
	}
	return r.done(tr, finalSignal(tr))
}

// queue submits the transcript to the thread's queue (thread.Submit, as the window's input
// does) and waits for that turn's final update, for the GUI. Start must have been called on
// the thread.
func (r *turnRunner) queue(ctx context.Context, transcript string) (string, error) {
	final := make(chan thread.Update, 64)
	stop := r.th.Subscribe(func(u thread.Update) {
		switch u.Turn.Status {
		case thread.Done, thread.FailedSt, thread.Cancelled:
			select { // subscribers run on the worker: never block it
			case final <- u:
			default:
			}
		}
	})
	defer stop()
	id := r.th.Submit(transcript)
	for {
		select {
		case u := <-final:
			if u.Turn.ID == id {
				return r.done(u.Turn, u.Signal)
			}
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

func (r *turnRunner) done(tr thread.Turn, sig thread.Signal) (string, error) {
	r.mu.Lock()
	r.last, r.signal = tr, sig
	r.mu.Unlock()
	switch tr.Status {
	case thread.FailedSt:
		if tr.Err != "" {
			return tr.Reply, fmt.Errorf("%w: %s", errTurnFailed, tr.Err)
		}
		return tr.Reply, errTurnFailed
	case thread.Cancelled:
		return tr.Reply, errTurnCancelled
	}
	return tr.Reply, nil
}

// Last returns the last finished turn and the thread's final signal for it.
func (r *turnRunner) Last() (thread.Turn, thread.Signal) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last, r.signal
}

// finalSignal is the signal the thread publishes when tr finishes (thread.finish).
func finalSignal(tr thread.Turn) thread.Signal {
	switch {
	case tr.Status == thread.FailedSt:
		return thread.Failed
	case tr.Status == thread.Cancelled:
		return thread.Ready
	case tr.Changed:
		return thread.Completed
	}
	for _, rec := range tr.Records {
		if rec.Status == agent.StatusFailed {
			return thread.Blocked
		}
	}
	return thread.Ready
}

// voiceBlocked: a cancelled turn and nothing heard end blocked, not failed.
func voiceBlocked(err error) bool {
	return errors.Is(err, errTurnCancelled) || errors.Is(err, voice.ErrNothingHeard)
}

// signalOf maps a voice session's state to the one signal language. A completed spoken turn
// keeps the thread's own ending (blocked when nothing matched, ready when nothing changed).
func signalOf(st voice.State, r *turnRunner) thread.Signal {
	switch st {
	case voice.StateListening:
		return thread.Listening
	case voice.StateUnderstanding:
		return thread.Understanding
	case voice.StateActing:
		return thread.Acting
	case voice.StateSpeaking:
		return thread.Speaking
	case voice.StateBlocked:
		return thread.Blocked
	case voice.StateFailed:
		return thread.Failed
	case voice.StateCompleted:
		if r != nil {
			if _, sig := r.Last(); sig != "" {
				return sig
			}
		}
		return thread.Completed
	}
	return thread.Ready
}

// voiceReason words a voice error for the signal's plain-language reason.
func voiceReason(err error) string {
	var se *voice.ServerError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, voice.ErrNothingHeard):
		return nothingHeard
	case errors.Is(err, device.ErrNoInputDevice):
		return "no microphone could be opened"
	case errors.Is(err, errNoSTT):
		return "no speech-to-text server is set (Settings → Voice)"
	case errors.Is(err, openai.ErrRemoteNotAllowed):
		return "the speech server is not on this machine and off-device use is not allowed"
	case errors.Is(err, voice.ErrUnreachable), errors.Is(err, sidecar.ErrExited), errors.Is(err, sidecar.ErrNotHealthy):
		return "the speech-to-text server is not answering"
	case errors.As(err, &se):
		return se.Error()
	case errors.Is(err, errTurnFailed), errors.Is(err, errTurnCancelled):
		return strings.TrimPrefix(err.Error(), "turn: ")
	}
	return err.Error()
}

// voiceSession is a push-to-talk session over the thread: source is the microphone or a
// file, speaker may be nil (replies shown, not spoken), onState may be nil.
func voiceSession(source voice.Source, vs *voiceServers, turn voice.TurnFunc, r *turnRunner, speaker *voice.Speaker,
	onState func(thread.Signal, string)) *voice.Session {
	s := &voice.Session{
		Source:     source,
		Recognizer: vs.Recognizer,
		Turn:       turn,
		Speaker:    speaker,
		Blocked:    voiceBlocked,
	}
	if speaker != nil {
		s.NothingHeardReply = nothingHeard
	}
	if onState != nil {
		s.OnState = func(st voice.State, err error) { onState(signalOf(st, r), voiceReason(err)) }
	}
	return s
}
