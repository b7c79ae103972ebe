package voice

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// states records the signal a Session reports.
type states struct {
	mu   sync.Mutex
	seen []State
	errs []error
}

func (s *states) on(st State, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen = append(s.seen, st)
	s.errs = append(s.errs, err)
}

func (s *states) get() []State {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]State(nil), s.seen...)
}

// taskTurn stands in for Pace's turn pipeline: it understands "add a task to X tomorrow" and
// keeps tasks with their due dates.
type taskTurn struct {
	now   func() time.Time
	mu    sync.Mutex
	tasks map[string]time.Time
}

var addTask = regexp.MustCompile(`(?i)^add a task to (.+?) tomorrow\.?$`)

func (tt *taskTurn) turn(ctx context.Context, transcript string) (string, error) {
	m := addTask.FindStringSubmatch(transcript)
	if m == nil {
		return "", fmt.Errorf("no tool matched %q", transcript)
	}
	due := tt.now().AddDate(0, 0, 1)
	tt.mu.Lock()
	defer tt.mu.Unlock()
	if tt.tasks == nil {
		tt.tasks = map[string]time.Time{}
	}
	tt.tasks[m[1]] = due
	return fmt.Sprintf("<think>user wants a task</think>Added **%s** for tomorrow, %s [1]. Say undo to take it back.",
		m[1], due.Format("Monday 2 January")), nil
}

func TestSessionEndToEnd(t *testing.T) {
	today := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
	fw := &fakeWhisper{t: t, text: phrase}
	whisper := serve(t, fw)
	tts := &fakeOpenAI{t: t}
	ttsSrv := serve(t, tts)
	speech := NewSpeech(ttsSrv.URL, ttsSrv.Client(), "kokoro", "af_heart")
	speech.Format = FormatPCM
	rec := &Recorder{}
	tt := &taskTurn{now: func() time.Time { return today }}
	st := &states{}
	var levels atomic.Int32
	s := &Session{
		Source:     &FileSource{Audio: phraseAudio(t)},
		Recognizer: NewWhisper(whisper.URL, whisper.Client()),
		Turn:       tt.turn,
		Speaker:    &Speaker{TTS: speech, Fallback: &SystemVoice{}, Player: rec},
		OnState:    st.on,
		OnLevel:    func(l float64) { levels.Add(1) },
	}

	if err := s.Press(); err != nil {
		t.Fatal(err)
	}
	res, err := s.Release(context.Background())
	if err != nil {
		t.Fatal(err)
	}

	if res.Transcript != phrase {
		t.Errorf("transcript = %q", res.Transcript)
	}
	due, ok := tt.tasks["water the plants"]
	if !ok || due.Format(time.DateOnly) != "2026-11-30" {
		t.Errorf("tasks = %v, want water the plants due 2026-11-30", tt.tasks)
	}
	want := []State{StateListening, StateUnderstanding, StateActing, StateSpeaking, StateCompleted}
	if got := st.get(); !reflect.DeepEqual(got, want) {
		t.Errorf("states = %v, want %v", got, want)
	}
	if levels.Load() == 0 {
		t.Error("no level reported while listening")
	}
	// The recognizer got the speech without the half-second paddings, as 16 kHz mono.
	if d := fw.audio.Duration(); d < 2*time.Second || d > 3*time.Second {
		t.Errorf("recognizer got %v of audio", d)
	}
	// What was spoken is what was shown, minus reasoning, Markdown and the citation marker.
	spoken := strings.Join(tts.spoken(), " ")
	if wantSpoken := "Added water the plants for tomorrow, Monday 30 November. Say undo to take it back."; spoken != wantSpoken {
		t.Errorf("spoken %q, want %q", spoken, wantSpoken)
	}
	a := rec.Audio()
	if len(rec.Clips()) != 2 || a.Rate != PCMRate || a.Duration() < 300*time.Millisecond {
		t.Errorf("player got %d clips, %d Hz, %v", len(rec.Clips()), a.Rate, a.Duration())
	}
}

func TestSessionNothingHeard(t *testing.T) {
	for _, tc := range []struct {
		name       string
		audio      Audio
		transcript string // what the recognizer would say, if asked
		calls      int32
	}{
		{"silent press", silence(16000, 1.5), "Thank you.", 0},
		{"key tap", join(silence(16000, 0.1), tone(16000, 0.05, 1500, 0.5)), "you", 0},
		{"quiet noise heard as an artefact", noise(16000, 2, 0.015), "[BLANK_AUDIO]", 1},
		{"near-silent pleasantry", noise(16000, 2, 0.015), " Thank you.\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var calls atomic.Int32
			var turned atomic.Bool
			st := &states{}
			var said []string
			s := &Session{
				Speaker: &Speaker{Player: &Recorder{}, TTS: SynthesizerFunc(func(_ context.Context, text string) (Audio, error) {
					said = append(said, text)
					return textAudio(text), nil
				})},
				NothingHeardReply: "I didn't catch that.",
				Source:            &FileSource{Audio: tc.audio},
				Recognizer: RecognizerFunc(func(ctx context.Context, wav []byte) (string, error) {
					calls.Add(1)
					return tc.transcript, nil
				}),
				Turn:    func(ctx context.Context, _ string) (string, error) { turned.Store(true); return "", nil },
				OnState: st.on,
			}
			s.Press()
			_, err := s.Release(context.Background())
			if !errors.Is(err, ErrNothingHeard) {
				t.Fatalf("err = %v, want ErrNothingHeard", err)
			}
			if calls.Load() != tc.calls || turned.Load() {
				t.Errorf("recognizer called %d times (want %d), turn run %v", calls.Load(), tc.calls, turned.Load())
			}
			if got := st.get(); got[len(got)-1] != StateBlocked {
				t.Errorf("states = %v, want … blocked", got)
			}
			if !reflect.DeepEqual(said, []string{"I didn't catch that."}) {
				t.Errorf("said %q", said)
			}
		})
	}
}

func TestSessionFailures(t *testing.T) {
	errTurn := errors.New("store is read-only")
	errNoMatch := errors.New("nothing matched")
	heard := RecognizerFunc(func(context.Context, []byte) (string, error) { return "do it", nil })
	for _, tc := range []struct {
		name  string
		rec   Recognizer
		turn  TurnFunc
		want  error
		state State
	}{
		{"recognizer down", NewWhisper(downURL(t), nil), nil, ErrUnreachable, StateFailed},
		{"turn fails", heard, func(context.Context, string) (string, error) { return "", errTurn }, errTurn, StateFailed},
		{"turn blocked", heard, func(context.Context, string) (string, error) { return "", errNoMatch }, errNoMatch, StateBlocked},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &states{}
			s := &Session{Source: &FileSource{Audio: tone(16000, 1, 200, 0.2)}, Recognizer: tc.rec, Turn: tc.turn, OnState: st.on,
				Blocked: func(err error) bool { return errors.Is(err, errNoMatch) }}
			s.Press()
			if _, err := s.Release(context.Background()); !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			got := st.get()
			if got[len(got)-1] != tc.state || !errors.Is(st.errs[len(got)-1], tc.want) {
				t.Errorf("states = %v", got)
			}
		})
	}
}

func TestSessionReleaseWithoutPress(t *testing.T) {
	s := &Session{Source: &FileSource{}}
	if _, err := s.Release(context.Background()); !errors.Is(err, ErrNotListening) {
		t.Errorf("err = %v", err)
	}
}

// Pressing the key while the reply is spoken stops it at once and starts listening (barge-in).
func TestSessionBargeIn(t *testing.T) {
	started := make(chan struct{})
	player := playerFunc(func(ctx context.Context, a Audio) error {
		close(started)
		<-ctx.Done()
		return ctx.Err()
	})
	st := &states{}
	s := &Session{
		Source:     &FileSource{Audio: tone(16000, 1, 200, 0.2)},
		Recognizer: RecognizerFunc(func(context.Context, []byte) (string, error) { return "read my notes", nil }),
		Turn:       func(context.Context, string) (string, error) { return "A long answer. With two sentences.", nil },
		Speaker: &Speaker{Player: player, TTS: SynthesizerFunc(func(_ context.Context, text string) (Audio, error) {
			return textAudio(text), nil
		})},
		OnState: st.on,
	}
	s.Press()
	done := make(chan error, 1)
	go func() { _, err := s.Release(context.Background()); done <- err }()
	<-started
	if err := s.Press(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Errorf("interrupted turn: %v", err)
	}
	want := []State{StateListening, StateUnderstanding, StateActing, StateSpeaking, StateListening}
	if got := st.get(); !reflect.DeepEqual(got, want) {
		t.Errorf("states = %v, want %v (no completed after the new press)", got, want)
	}
	if !s.Listening() {
		t.Error("not listening after barge-in")
	}
	s.Cancel()
	if s.Listening() {
		t.Error("still listening after Cancel")
	}
}

// With the speech server down the reply is still heard, in the system voice (espeak-ng here).
func TestSessionSpeaksWithSystemVoiceWhenServerDown(t *testing.T) {
	fixtureDir(t) // skips without espeak-ng
	rec := &Recorder{}
	var reasons []error
	s := &Session{
		Source:     &FileSource{Audio: phraseAudio(t)},
		Recognizer: RecognizerFunc(func(context.Context, []byte) (string, error) { return phrase, nil }),
		Turn:       func(context.Context, string) (string, error) { return "Added it. Anything else?", nil },
		Speaker: &Speaker{TTS: NewSpeech(downURL(t), nil, "kokoro", "af_heart"), Fallback: &SystemVoice{},
			Player: rec, OnFallback: func(err error) { reasons = append(reasons, err) }},
	}
	s.Press()
	if _, err := s.Release(context.Background()); err != nil {
		t.Fatal(err)
	}
	a, err := DecodeWAV(rec.WAV())
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Clips()) != 2 || Heard(Trim(a, 0)) != nil {
		t.Errorf("player got %d clips, %v", len(rec.Clips()), a.Duration())
	}
	if len(reasons) != 2 || !errors.Is(reasons[0], ErrUnreachable) {
		t.Errorf("fallback reasons = %v", reasons)
	}
}

func TestSessionStateCallbackMayCallBack(t *testing.T) {
	var listening []bool
	s := &Session{Source: &FileSource{Audio: silence(16000, 1)}}
	s.OnState = func(State, error) { listening = append(listening, s.Listening()) }
	s.Press()
	s.Release(context.Background())
	if !reflect.DeepEqual(listening, []bool{true, false, false}) {
		t.Errorf("Listening() from OnState = %v", listening)
	}
}
