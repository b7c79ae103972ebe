package voice

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrStopped is returned by Speak and Replay when Stop interrupted them (barge-in).
var ErrStopped = errors.New("speech stopped")

// DefaultOutageMemo is how long a failed speech server is left alone before it is tried again.
const DefaultOutageMemo = 30 * time.Second

// Speaker speaks replies sentence by sentence: while one sentence plays the next ones (at most
// Ahead) are synthesized, so the first words are heard after one sentence's synthesis rather than
// the whole reply's. When TTS fails (unreachable, 5xx) the sentence is spoken by Fallback instead,
// and TTS is not tried again for Memo. Set the fields before the first Speak; the methods are safe
// for concurrent use.
type Speaker struct {
	TTS      Synthesizer      // the speech server; nil speaks with Fallback only
	Fallback Synthesizer      // usually &SystemVoice{}; nil means no fallback
	Player   Player           // required
	Now      func() time.Time // defaults to time.Now
	Memo     time.Duration    // outage memo; DefaultOutageMemo when 0
	Ahead    int              // sentences synthesized ahead of playback; 2 when 0
	// OnFallback, if set, is called with the reason each time a sentence is spoken by Fallback,
	// from the goroutine that synthesizes; it must not block.
	OnFallback func(reason error)

	mu       sync.Mutex
	cancel   context.CancelCauseFunc
	gen      int // identifies the Speak or Replay that owns cancel
	downTill time.Time
	downErr  error
	last     []Audio
}

type synthesized struct {
	audio Audio
	err   error
}

// Speak says what SpokenText(reply) leaves of reply, returning when it has been played, when ctx
// is done (ctx.Err()) or when Stop is called (ErrStopped). A Speak already in progress is
// interrupted. Errors are a synthesis failure with no fallback left, or the Player's.
func (s *Speaker) Speak(ctx context.Context, reply string) error {
	sentences := Sentences(SpokenText(reply))
	if len(sentences) == 0 {
		return nil
	}
	ctx, done := s.begin(ctx)
	defer done()

	ahead := s.Ahead
	if ahead <= 0 {
		ahead = 2
	}
	ch := make(chan synthesized, ahead-1)
	// The synthesizing goroutine gets its own context so that every return below, including a
	// Player error, releases it before waiting for it.
	synthCtx, stopSynth := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(ch)
		for _, text := range sentences {
			a, err := s.synthesize(synthCtx, text)
			select {
			case ch <- synthesized{a, err}:
			case <-synthCtx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	defer func() {
		stopSynth()
		wg.Wait()
	}()

	var played []Audio
	for r := range ch {
		if r.err != nil {
			return s.stopErr(ctx, r.err)
		}
		if err := s.Player.Play(ctx, r.audio); err != nil {
			return s.stopErr(ctx, err)
		}
		played = append(played, r.audio)
	}
	if err := ctx.Err(); err != nil {
		return s.stopErr(ctx, err)
	}
	s.mu.Lock()
	s.last = played
	s.mu.Unlock()
	return nil
}

// Replay plays the last reply that Speak finished again, without synthesizing it again. It
// returns nil when there is none.
func (s *Speaker) Replay(ctx context.Context) error {
	s.mu.Lock()
	clips := s.last
	s.mu.Unlock()
	ctx, done := s.begin(ctx)
	defer done()
	for _, a := range clips {
		if err := s.Player.Play(ctx, a); err != nil {
			return s.stopErr(ctx, err)
		}
	}
	return nil
}

// Stop ends the speech in progress at once (barge-in); Speak returns ErrStopped.
func (s *Speaker) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		s.cancel(ErrStopped)
		s.cancel = nil
	}
}

// Speaking reports whether a Speak or Replay is in progress.
func (s *Speaker) Speaking() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cancel != nil
}

func (s *Speaker) begin(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel(ErrStopped)
	}
	s.cancel = cancel
	s.gen++
	gen := s.gen
	s.mu.Unlock()
	return ctx, func() {
		s.mu.Lock()
		if s.gen == gen {
			s.cancel = nil
		}
		s.mu.Unlock()
		cancel(nil)
	}
}

// stopErr turns a failure after Stop into ErrStopped and after the caller's cancellation into
// its error.
func (s *Speaker) stopErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		if cause := context.Cause(ctx); errors.Is(cause, ErrStopped) {
			return ErrStopped
		}
		return ctx.Err()
	}
	return fmt.Errorf("speak: %w", err)
}

func (s *Speaker) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// synthesize tries TTS unless it is in its outage memo, then Fallback.
func (s *Speaker) synthesize(ctx context.Context, text string) (Audio, error) {
	var reason error
	if s.TTS != nil {
		s.mu.Lock()
		down := s.now().Before(s.downTill)
		reason = s.downErr
		s.mu.Unlock()
		if !down {
			a, err := s.TTS.Synthesize(ctx, text)
			if err == nil {
				return a, nil
			}
			if ctx.Err() != nil {
				return Audio{}, ctx.Err()
			}
			reason = err
			if outage(err) {
				s.mu.Lock()
				s.downTill, s.downErr = s.now().Add(s.memo()), err
				s.mu.Unlock()
			}
		}
	} else {
		reason = errors.New("no speech server configured")
	}
	if s.Fallback == nil {
		return Audio{}, reason
	}
	a, err := s.Fallback.Synthesize(ctx, text)
	if err != nil {
		if ctx.Err() != nil {
			return Audio{}, ctx.Err()
		}
		return Audio{}, fmt.Errorf("%w; fallback: %w", reason, err)
	}
	if s.OnFallback != nil {
		s.OnFallback(reason)
	}
	return a, nil
}

func (s *Speaker) memo() time.Duration {
	if s.Memo > 0 {
		return s.Memo
	}
	return DefaultOutageMemo
}

// outage reports whether err means the server is down rather than that this request was wrong.
func outage(err error) bool {
	var se *ServerError
	if errors.As(err, &se) {
		return se.Temporary()
	}
	return errors.Is(err, ErrUnreachable)
}
