package voice

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// clock is a settable clock for outage memos.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// textAudio encodes which sentence a clip came from in its length, so tests can read the order.
func textAudio(text string) Audio {
	return Audio{Rate: 8000, Samples: make([]int16, len(text))}
}

func TestSpeakerSpeaksSentenceBySentence(t *testing.T) {
	reply := "**Done.** I added *water the plants* for tomorrow [1]. Anything else?"
	want := []string{"Done.", "I added water the plants for tomorrow.", "Anything else?"}

	firstPlayed := make(chan struct{})
	var synthesized []string
	var mu sync.Mutex
	tts := SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		mu.Lock()
		n := len(synthesized)
		synthesized = append(synthesized, text)
		mu.Unlock()
		if n == 2 {
			// The last sentence is synthesized only after the first has reached the player:
			// a Speaker that synthesized everything first would stall here.
			select {
			case <-firstPlayed:
			case <-time.After(10 * time.Second):
				t.Error("first sentence not played while the rest was synthesized")
			}
		}
		return textAudio(text), nil
	})
	var once sync.Once
	rec := &Recorder{}
	player := playerFunc(func(ctx context.Context, a Audio) error {
		once.Do(func() { close(firstPlayed) })
		return rec.Play(ctx, a)
	})
	s := &Speaker{TTS: tts, Player: player}
	if err := s.Speak(context.Background(), reply); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(synthesized, want) {
		t.Errorf("synthesized %q, want %q", synthesized, want)
	}
	var lens []int
	for _, c := range rec.Clips() {
		lens = append(lens, len(c.Audio.Samples))
	}
	if !reflect.DeepEqual(lens, []int{len(want[0]), len(want[1]), len(want[2])}) {
		t.Errorf("played clips of %v samples, out of order", lens)
	}
	if s.Speaking() {
		t.Error("still speaking after Speak returned")
	}
}

type playerFunc func(ctx context.Context, a Audio) error

func (f playerFunc) Play(ctx context.Context, a Audio) error { return f(ctx, a) }

func TestSpeakerFallbackAndOutageMemo(t *testing.T) {
	clk := &clock{t: time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)}
	var ttsCalls, fallbackCalls atomic.Int32
	server := NewSpeech(downURL(t), nil, "kokoro", "af_heart")
	tts := SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		ttsCalls.Add(1)
		return server.Synthesize(ctx, text)
	})
	fallback := SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		fallbackCalls.Add(1)
		return textAudio(text), nil
	})
	var reasons []error
	rec := &Recorder{}
	s := &Speaker{TTS: tts, Fallback: fallback, Player: rec, Now: clk.Now,
		OnFallback: func(err error) { reasons = append(reasons, err) }}

	for _, step := range []struct {
		advance  time.Duration
		ttsCalls int32
	}{
		{0, 1},                // tried once, then the memo holds for the other sentences
		{29 * time.Second, 1}, // still inside the 30 s memo
		{2 * time.Second, 2},  // memo expired: tried again, once
		{10 * time.Second, 2},
	} {
		clk.Add(step.advance)
		if err := s.Speak(context.Background(), "One. Two. Three."); err != nil {
			t.Fatal(err)
		}
		if got := ttsCalls.Load(); got != step.ttsCalls {
			t.Errorf("after +%v: %d calls to the speech server, want %d", step.advance, got, step.ttsCalls)
		}
	}
	if got := fallbackCalls.Load(); got != 12 {
		t.Errorf("system voice spoke %d sentences, want 12", got)
	}
	if len(reasons) != 12 || !errors.Is(reasons[0], ErrUnreachable) {
		t.Errorf("reasons = %v", reasons)
	}
	if n := len(rec.Clips()); n != 12 {
		t.Errorf("%d clips played, want 12", n)
	}
}

func TestSpeakerRequestErrorIsNotAnOutage(t *testing.T) {
	var calls atomic.Int32
	tts := SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		calls.Add(1)
		return Audio{}, &ServerError{Server: "speech", Status: 400, Message: "Voice 'x' not found"}
	})
	fallback := SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) { return textAudio(text), nil })
	s := &Speaker{TTS: tts, Fallback: fallback, Player: &Recorder{}}
	if err := s.Speak(context.Background(), "One. Two."); err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 2 {
		t.Errorf("server tried %d times, want every sentence (2)", calls.Load())
	}
}

func TestSpeakerNoFallback(t *testing.T) {
	s := &Speaker{TTS: NewSpeech(downURL(t), nil, "m", "v"), Player: &Recorder{}}
	if err := s.Speak(context.Background(), "Hello. World."); !errors.Is(err, ErrUnreachable) {
		t.Errorf("err = %v, want ErrUnreachable", err)
	}
}

func TestSpeakerStopIsImmediate(t *testing.T) {
	started := make(chan struct{})
	player := playerFunc(func(ctx context.Context, a Audio) error {
		close(started)
		<-ctx.Done() // a long sentence playing
		return ctx.Err()
	})
	s := &Speaker{TTS: SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		return textAudio(text), nil
	}), Player: player}
	errc := make(chan error, 1)
	go func() { errc <- s.Speak(context.Background(), "A very long first sentence. And more.") }()
	<-started
	if !s.Speaking() {
		t.Error("not speaking while playing")
	}
	s.Stop()
	if err := <-errc; !errors.Is(err, ErrStopped) {
		t.Errorf("Speak = %v, want ErrStopped", err)
	}
	if s.Speaking() {
		t.Error("still speaking after Stop")
	}
}

func TestSpeakerCallerCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	player := playerFunc(func(c context.Context, a Audio) error { cancel(); <-c.Done(); return c.Err() })
	s := &Speaker{TTS: SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		return textAudio(text), nil
	}), Player: player}
	if err := s.Speak(ctx, "One. Two."); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v", err)
	}
}

func TestSpeakerReplay(t *testing.T) {
	var calls atomic.Int32
	rec := &Recorder{}
	s := &Speaker{TTS: SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		calls.Add(1)
		return textAudio(text), nil
	}), Player: rec}
	if err := s.Replay(context.Background()); err != nil || len(rec.Clips()) != 0 {
		t.Fatalf("replay with nothing spoken: %v, %d clips", err, len(rec.Clips()))
	}
	if err := s.Speak(context.Background(), "One. Two."); err != nil {
		t.Fatal(err)
	}
	if err := s.Replay(context.Background()); err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 2 || len(rec.Clips()) != 4 {
		t.Errorf("%d syntheses, %d clips; want 2 and 4", calls.Load(), len(rec.Clips()))
	}
}

func TestSpeakerNothingToSay(t *testing.T) {
	s := &Speaker{Player: &Recorder{}}
	if err := s.Speak(context.Background(), "<think>only reasoning"); err != nil {
		t.Error(err)
	}
}

func TestSpeakerPlayerErrorEndsSynthesis(t *testing.T) {
	errDevice := errors.New("device unplugged")
	var calls atomic.Int32
	s := &Speaker{Ahead: 1, TTS: SynthesizerFunc(func(ctx context.Context, text string) (Audio, error) {
		calls.Add(1)
		return textAudio(text), nil
	}), Player: playerFunc(func(context.Context, Audio) error { return errDevice })}
	if err := s.Speak(context.Background(), "One. Two. Three. Four. Five."); !errors.Is(err, errDevice) {
		t.Errorf("err = %v, want the player's", err)
	}
	if n := calls.Load(); n > 3 {
		t.Errorf("synthesized %d sentences after the player failed on the first", n)
	}
}
