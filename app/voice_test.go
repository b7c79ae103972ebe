package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"pace/store"
	"pace/thread"
	"pace/voice"
	"pace/voice/device"
)

// envFakeWhisper turns the test binary into a whisper-server stand-in (see TestMain), so the
// sidecar path runs a real process: the value is the transcript it answers.
const (
	envFakeWhisper    = "PACE_TEST_FAKE_WHISPER"
	envFakeWhisperURL = "PACE_TEST_FAKE_WHISPER_URL" // file the stand-in writes its base URL to
)

func TestMain(m *testing.M) {
	if text := os.Getenv(envFakeWhisper); text != "" {
		fakeWhisperProcess(text)
		return
	}
	if os.Getenv(envRunPace) != "" { // a second process: the test binary as `pace`
		os.Exit(Run(os.Args[1:], StdEnv()))
	}
	os.Exit(m.Run())
}

// fakeWhisperProcess serves fakeWhisper on --host/--port as whisper-server's command line
// gives them, until SIGINT.
func fakeWhisperProcess(text string) {
	fs := flag.NewFlagSet("whisper-server", flag.ExitOnError)
	fs.String("m", "", "model")
	host := fs.String("host", "127.0.0.1", "host")
	port := fs.String("port", "8080", "port")
	fs.Parse(os.Args[1:])
	addr := *host + ":" + *port
	if f := os.Getenv(envFakeWhisperURL); f != "" {
		os.WriteFile(f, []byte("http://"+addr), 0o600)
	}
	srv := &http.Server{Addr: addr, Handler: &fakeWhisper{text: text}}
	go func() {
		sigs := make(chan os.Signal, 1)
		signal.Notify(sigs, os.Interrupt)
		<-sigs
		srv.Close()
	}()
	srv.ListenAndServe()
}

// voiceEnv is an Env over a temporary data folder, at 15:00 local time on 26 November 2026.
func voiceEnv(t *testing.T) (Env, string, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	now := func() time.Time { return time.Date(2026, 11, 26, 15, 0, 0, 0, time.Local) }
	env := Env{Stdout: &out, Stderr: &errb, Now: now, Getenv: func(k string) string {
		if k == "PACE_DATA" {
			return dir
		}
		return ""
	}}
	return env, dir, &out, &errb
}

func setVoiceSettings(t *testing.T, dir string, kv map[string]any) {
	t.Helper()
	db, err := store.Open(filepath.Join(dir, store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		for k, v := range kv {
			if err := tx.Settings().Set(k, v); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

func storeTasks(t *testing.T, dir string) []store.Task {
	t.Helper()
	db, err := store.Open(filepath.Join(dir, store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ts []store.Task
	if err := db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		ts, err = tx.Tasks().List(store.TaskFilter{Status: "open"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ts
}

// checkWatering fails unless the store holds exactly the spoken task, due the day after now.
func checkWatering(t *testing.T, ts []store.Task, now time.Time) {
	t.Helper()
	if len(ts) != 1 || !strings.EqualFold(ts[0].Title, "water the plants") || ts[0].Due == nil {
		t.Fatalf("tasks = %+v", ts)
	}
	got := ts[0].Due.In(time.Local).Format(time.DateOnly)
	if want := now.AddDate(0, 0, 1).Format(time.DateOnly); got != want {
		t.Errorf("due %s, want tomorrow %s", got, want)
	}
}

// The spoken request goes WAV → whisper.cpp protocol → the same turn as typed text → a task
// due tomorrow, and --json is `pace ask --json` plus the transcript.
func TestListenSpokenRequestAddsTaskDueTomorrow(t *testing.T) {
	wav := spokenWAV(t, "request", spokenRequest)
	whisper := &fakeWhisper{text: strings.ToUpper(spokenRequest[:1]) + spokenRequest[1:] + "."}
	srv := serve(t, whisper)
	env, dir, out, errb := voiceEnv(t)

	if code := Run([]string{"listen", "--file", wav, "--stt", srv.URL, "--json", "--brain", "grammar"}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var got askJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got.Transcript == nil || *got.Transcript != "Add a task to water the plants tomorrow." {
		t.Errorf("transcript = %v", got.Transcript)
	}
	if len(got.Steps) != 1 || got.Steps[0].Tool != "createTask" || got.Steps[0].Status != "ok" || got.UndoGroup == "" || got.Brain == "" {
		t.Errorf("turn = %+v", got)
	}
	var raw map[string]any
	json.Unmarshal(out.Bytes(), &raw)
	for _, k := range []string{"reply", "steps", "citations", "undo_group", "brain", "off_device", "transcript"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, out)
		}
	}
	checkWatering(t, storeTasks(t, dir), env.Now())

	// What reached the recognizer: the trimmed speech as whisper.cpp wants it.
	whisper.mu.Lock()
	heard, fields := whisper.audio, whisper.fields
	whisper.mu.Unlock()
	if d := heard.Duration(); d < time.Second || d > 4*time.Second {
		t.Errorf("uploaded %v of audio", d)
	}
	if fields["response_format"] != "json" {
		t.Errorf("form fields = %v", fields)
	}
}

func TestListenSilenceIsNotSentToTheRecognizer(t *testing.T) {
	whisper := &fakeWhisper{text: "Thank you."}
	srv := serve(t, whisper)
	env, dir, out, errb := voiceEnv(t)
	if code := Run([]string{"listen", "--file", silentWAV(t), "--stt", srv.URL}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if strings.TrimSpace(out.String()) != nothingHeard {
		t.Errorf("stdout = %q", out)
	}
	out.Reset()
	if code := Run([]string{"listen", "--file", silentWAV(t), "--stt", srv.URL, "--json"}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var got askJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil || got.Reply != nothingHeard || got.Transcript == nil || *got.Transcript != "" {
		t.Errorf("json = %s (%v)", out, err)
	}
	if whisper.Calls() != 0 {
		t.Errorf("the recognizer was called %d times", whisper.Calls())
	}
	if ts := storeTasks(t, dir); len(ts) != 0 {
		t.Errorf("tasks = %+v", ts)
	}
}

// A risky spoken request asks for approval like a typed one: without --yes nothing changes.
func TestListenRiskyRequestNeedsApproval(t *testing.T) {
	wav := spokenWAV(t, "delete", "delete the task water the plants")
	srv := serve(t, &fakeWhisper{text: "Delete the task water the plants."})
	env, dir, out, errb := voiceEnv(t)
	runTools(t, dir, "turn-1", [2]string{"createTask", `{"title":"water the plants"}`})

	Run([]string{"listen", "--file", wav, "--stt", srv.URL, "--json", "--brain", "grammar"}, env)
	if !strings.Contains(errb.String(), "needs your approval") {
		t.Errorf("stderr = %q", errb)
	}
	var got askJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got.UndoGroup != "" || len(storeTasks(t, dir)) != 1 {
		t.Fatalf("deleted without approval: %+v, tasks %+v", got, storeTasks(t, dir))
	}

	out.Reset()
	if code := Run([]string{"listen", "--file", wav, "--stt", srv.URL, "--json", "--yes", "--brain", "grammar"}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if ts := storeTasks(t, dir); len(ts) != 0 {
		t.Errorf("with --yes the task is still there: %+v", ts)
	}
}

func TestListenUsesSettingsAndRefusesOffDeviceServers(t *testing.T) {
	wav := spokenWAV(t, "request", spokenRequest)
	env, dir, out, errb := voiceEnv(t)

	if code := Run([]string{"listen", "--file", wav}, env); code != exitFail || !strings.Contains(errb.String(), "no speech-to-text server") {
		t.Errorf("unconfigured: exit %d, stderr %q", code, errb)
	}

	errb.Reset()
	setVoiceSettings(t, dir, map[string]any{SettingSTTURL: "http://192.0.2.7:8178"})
	if code := Run([]string{"listen", "--file", wav}, env); code != exitFail || !strings.Contains(errb.String(), "not on this machine") {
		t.Errorf("off-device: exit %d, stderr %q", code, errb)
	}
	// With the off-device consent the server is used (here: a press with nothing in it never reaches it).
	setVoiceSettings(t, dir, map[string]any{SettingLLMAllowRemote: true})
	out.Reset()
	if code := Run([]string{"listen", "--file", silentWAV(t)}, env); code != exitOK || strings.TrimSpace(out.String()) != nothingHeard {
		t.Errorf("with consent: exit %d, stdout %q, stderr %q", code, out, errb)
	}

	// Settings name the server and its kind: OpenAI-compatible transcriptions.
	var mu sync.Mutex
	var model string
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/audio/transcriptions" {
			openAIError(w, http.StatusNotFound, "Invalid URL")
			return
		}
		mu.Lock()
		model = r.FormValue("model")
		mu.Unlock()
		w.Write([]byte(`{"text":"add a task to water the plants tomorrow"}`))
	}))
	setVoiceSettings(t, dir, map[string]any{SettingSTTURL: srv.URL, SettingSTTKind: sttOpenAI, SettingSTTModel: "whisper-large-v3"})
	out.Reset()
	errb.Reset()
	if code := Run([]string{"listen", "--file", wav, "--brain", "grammar"}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if !strings.HasPrefix(out.String(), "Heard: add a task to water the plants tomorrow\n") {
		t.Errorf("stdout = %q", out)
	}
	mu.Lock()
	defer mu.Unlock()
	if model != "whisper-large-v3" {
		t.Errorf("model = %q", model)
	}
	checkWatering(t, storeTasks(t, dir), env.Now())
}

// With whisper-server's executable in Settings and no URL, Pace starts it on a free loopback
// port on first use and stops it when the command ends.
func TestListenStartsAndStopsWhisperSidecar(t *testing.T) {
	wav := spokenWAV(t, "request", spokenRequest)
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	urlFile := filepath.Join(t.TempDir(), "url")
	if runtime.GOOS == "windows" {
		t.Skip("the wrapper is a shell script")
	}
	// Sidecars get a minimal environment, not Pace's: a wrapper script (the
	// executable the user chose) passes the stand-in its settings.
	wrapper := filepath.Join(t.TempDir(), "whisper-server")
	script := fmt.Sprintf("#!/bin/sh\nexec env %s=%q %s=%q %q \"$@\"\n", envFakeWhisper, spokenRequest, envFakeWhisperURL, urlFile, exe)
	if err := os.WriteFile(wrapper, []byte(script), 0o700); err != nil {
		t.Fatal(err)
	}
	env, dir, out, errb := voiceEnv(t)
	setVoiceSettings(t, dir, map[string]any{SettingWhisperExe: wrapper, SettingWhisperModel: "ggml-base.en.bin"})

	if code := Run([]string{"listen", "--file", wav, "--json", "--brain", "grammar"}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var got askJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil || got.Transcript == nil || *got.Transcript != spokenRequest {
		t.Fatalf("%v: %s", err, out)
	}
	checkWatering(t, storeTasks(t, dir), env.Now())
	b, err := os.ReadFile(urlFile)
	if err != nil {
		t.Fatalf("the sidecar never started: %v", err)
	}
	if !strings.HasPrefix(string(b), "http://127.0.0.1:") {
		t.Errorf("sidecar at %s, want loopback", b)
	}
	if resp, err := http.Get(string(b)); err == nil {
		resp.Body.Close()
		t.Errorf("the sidecar at %s still answers after the command ended", b)
	}
}

// The second half of the spoken request: through the voice.Session the window uses (the
// thread's queue), the reply's audio reaches the player, and the signal walks the states.
func TestVoiceSessionSpeaksTheReply(t *testing.T) {
	wav := spokenWAV(t, "request", spokenRequest)
	stt := serve(t, &fakeWhisper{text: spokenRequest})
	speech := &fakeSpeech{}
	tts := serve(t, speech)
	env, dir, _, _ := voiceEnv(t)
	c := &cli{env: env, dataDir: dir}
	w, ctx := startWiring(t, c)

	vs, err := newVoiceServers(voiceConfig{STTURL: stt.URL, STTKind: sttWhisper, TTSURL: tts.URL, TTSModel: "kokoro",
		TTSVoice: "af_heart", TTSFormat: voice.FormatWAV})
	if err != nil {
		t.Fatal(err)
	}
	defer vs.Close()
	src, err := voice.OpenWAV(wav)
	if err != nil {
		t.Fatal(err)
	}
	rec := &voice.Recorder{}
	var mu sync.Mutex
	var states []thread.Signal
	r := &turnRunner{th: w.thread}
	s := voiceSession(src, vs, r.queue, r, vs.speaker(rec, nil), func(sig thread.Signal, reason string) {
		mu.Lock()
		states = append(states, sig)
		mu.Unlock()
	})
	if err := s.Press(); err != nil {
		t.Fatal(err)
	}
	res, err := s.Release(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.Transcript != spokenRequest || res.Reply == "" {
		t.Fatalf("result = %+v", res)
	}
	checkWatering(t, storeTasks(t, dir), env.Now())

	if len(rec.Clips()) == 0 || rec.Audio().Duration() == 0 {
		t.Fatal("no reply audio reached the player")
	}
	if got := strings.Join(speech.Inputs(), " "); got != voice.SpokenText(res.Reply) {
		t.Errorf("spoke %q for the reply %q", got, res.Reply)
	}
	mu.Lock()
	want := []thread.Signal{thread.Listening, thread.Understanding, thread.Acting, thread.Speaking, thread.Completed}
	if !slices.Equal(states, want) {
		t.Errorf("states = %v, want %v", states, want)
	}
	mu.Unlock()

	// Replay re-speaks the last reply without synthesizing it again.
	n := len(rec.Clips())
	if err := s.Speaker.Replay(ctx); err != nil {
		t.Fatal(err)
	}
	if len(rec.Clips()) != 2*n || len(speech.Inputs()) != n {
		t.Errorf("replay: %d clips, %d syntheses", len(rec.Clips()), len(speech.Inputs()))
	}
	// The thread has the spoken turn like a typed one.
	turns := w.thread.Turns()
	if len(turns) != 1 || turns[0].Request != spokenRequest || !turns[0].Changed {
		t.Errorf("thread = %+v", turns)
	}
}

func TestSayWritesTheServersSpeech(t *testing.T) {
	speech := &fakeSpeech{}
	srv := serve(t, speech)
	env, dir, _, errb := voiceEnv(t)
	out := filepath.Join(t.TempDir(), "reply.wav")
	if code := Run([]string{"say", "--tts", srv.URL, "--out", out, "Added **water the plants** for tomorrow [1]."}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if errb.Len() != 0 {
		t.Errorf("stderr = %q", errb)
	}
	a := readWAV(t, out)
	if a.Rate != voice.PCMRate || a.Duration() < time.Second {
		t.Errorf("wrote %v at %d Hz", a.Duration(), a.Rate)
	}
	if got := speech.Inputs(); len(got) != 1 || got[0] != "Added water the plants for tomorrow." {
		t.Errorf("synthesized %q", got)
	}

	// Without --tts the settings name the server, model, voice and format.
	setVoiceSettings(t, dir, map[string]any{SettingTTSURL: srv.URL + "/v1", SettingTTSVoice: "bf_emma", SettingTTSFormat: "pcm"})
	if code := Run([]string{"say", "--out", out, "Hello."}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	speech.mu.Lock()
	body := speech.body
	speech.mu.Unlock()
	if body["voice"] != "bf_emma" || body["response_format"] != "pcm" || body["model"] != "kokoro" {
		t.Errorf("request = %v", body)
	}
	if a := readWAV(t, out); a.Rate != voice.PCMRate || len(a.Samples) == 0 {
		t.Errorf("pcm: wrote %d samples at %d Hz", len(a.Samples), a.Rate)
	}
}

func TestSayWithTheServerDownWritesTheSystemVoice(t *testing.T) {
	spokenWAV(t, "probe", "x") // skips without espeak-ng
	env, _, _, errb := voiceEnv(t)
	out := filepath.Join(t.TempDir(), "reply.wav")
	if code := Run([]string{"say", "--tts", downURL(t), "--out", out, "Hello there. This is Pace."}, env); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if msg := errb.String(); !strings.Contains(msg, "not answering") || !strings.Contains(msg, "system voice") || !strings.Contains(msg, out) {
		t.Errorf("stderr = %q", msg)
	}
	if a := readWAV(t, out); a.Duration() < time.Second {
		t.Errorf("system voice wrote %v", a.Duration())
	}

	// Nothing configured at all: the system voice, and stderr says why.
	errb.Reset()
	if code := Run([]string{"say", "--out", out, "Hello."}, env); code != exitOK || !strings.Contains(errb.String(), "no speech server is configured") {
		t.Errorf("exit %d, stderr %q", code, errb)
	}
}

func TestSayRefusesOffDeviceServer(t *testing.T) {
	env, _, _, errb := voiceEnv(t)
	if code := Run([]string{"say", "--tts", "https://api.openai.com/v1", "--out", filepath.Join(t.TempDir(), "x.wav"), "Hi."}, env); code != exitFail {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(errb.String(), "not on this machine") {
		t.Errorf("stderr = %q", errb)
	}
}

func readWAV(t *testing.T, path string) voice.Audio {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := voice.DecodeWAV(b)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestReadVoiceConfig(t *testing.T) {
	env, dir, _, _ := voiceEnv(t)
	c := &cli{env: env, dataDir: dir}
	defer c.close()
	db, err := c.open()
	if err != nil {
		t.Fatal(err)
	}
	vc, err := c.readVoiceConfig(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	if vc.STTKind != sttWhisper || vc.TTSFormat != voice.FormatWAV || vc.Hotkey != DefaultHotkey || vc.TTSModel != "kokoro" || vc.AllowRemote {
		t.Errorf("defaults = %+v", vc)
	}
	db.Write(context.Background(), func(tx *store.Tx) error {
		tx.Settings().Set(SettingTTSArgs, []string{"--port", "{port}"})
		return tx.Settings().Set(SettingHotkey, "ctrl+shift+f9")
	})
	c.env.Getenv = func(k string) string { return map[string]string{envSTTURL: "http://127.0.0.1:9"}[k] }
	vc, _ = c.readVoiceConfig(context.Background(), db)
	if vc.Hotkey != "ctrl+shift+f9" || vc.STTURL != "http://127.0.0.1:9" || !slices.Equal(vc.TTSArgs, []string{"--port", "{port}"}) {
		t.Errorf("stored = %+v", vc)
	}

	if _, err := newVoiceServers(voiceConfig{STTKind: "vosk", TTSFormat: "wav"}); err == nil {
		t.Error("unknown speech-to-text kind accepted")
	}
	if vs, err := newVoiceServers(voiceConfig{STTKind: sttWhisper, STTURL: "http://localhost:8178", TTSFormat: "wav", TTSURL: "127.0.0.1:8880"}); err != nil || vs.Remote {
		t.Errorf("loopback servers: remote %v, %v", vs != nil && vs.Remote, err)
	}
	if vs, err := newVoiceServers(voiceConfig{STTKind: sttWhisper, TTSFormat: "wav", TTSURL: "http://10.0.0.5:8880", AllowRemote: true}); err != nil || !vs.Remote {
		t.Errorf("allowed LAN speech server: %+v, %v", vs, err)
	}
	vs, _ := newVoiceServers(voiceConfig{STTKind: sttWhisper, TTSFormat: "wav"})
	if _, err := vs.Recognizer.Transcribe(context.Background(), nil); !errors.Is(err, errNoSTT) {
		t.Errorf("unconfigured recognizer: %v", err)
	}
}

func TestSignalOf(t *testing.T) {
	r := &turnRunner{}
	if got := signalOf(voice.StateCompleted, r); got != thread.Completed {
		t.Errorf("completed before any turn = %v", got)
	}
	r.done(thread.Turn{Status: thread.Done}, thread.Blocked)
	if got := signalOf(voice.StateCompleted, r); got != thread.Blocked {
		t.Errorf("completed after a blocked turn = %v", got)
	}
	if got := voiceReason(fmt.Errorf("listen: %w: miniaudio: Failed to open backend device", device.ErrNoInputDevice)); got != "no microphone could be opened" {
		t.Errorf("reason = %q", got)
	}
	if got := voiceReason(voice.ErrNothingHeard); got != nothingHeard {
		t.Errorf("reason = %q", got)
	}
	if !voiceBlocked(voice.ErrNothingHeard) || voiceBlocked(errTurnFailed) {
		t.Error("voiceBlocked")
	}
}

// TestListenJSONErrorWhenTheTurnCannotStart: with --json, a recording that
// is no WAV or a speech-to-text server that is down gives {"error": …} on
// stdout and exit 1, as the README's --json shapes say.
func TestListenJSONErrorWhenTheTurnCannotStart(t *testing.T) {
	env, _, out, _ := voiceEnv(t)
	bad := filepath.Join(t.TempDir(), "x.wav")
	if err := os.WriteFile(bad, []byte("RIFF"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"listen", "--json", "--file", bad},
		{"listen", "--json", "--stt", "http://127.0.0.1:9", "--file", spokenWAV(t, "call.wav", "remind me to call the bank tomorrow")},
	} {
		out.Reset()
		code := Run(args, env)
		var got map[string]string
		if err := json.Unmarshal(out.Bytes(), &got); code != 1 || err != nil || got["error"] == "" {
			t.Errorf("%v: exit %d, stdout %q (%v)", args, code, out, err)
		}
	}
}
