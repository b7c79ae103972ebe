package voice

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// State is the signal a push-to-talk turn shows on every surface (DESIGN.md, "Signal states").
type State string

// States in the order a turn passes through them; it ends in Completed, Blocked or Failed.
const (
	StateListening     State = "listening"     // microphone open
	StateUnderstanding State = "understanding" // trimming and speech-to-text
	StateActing        State = "acting"        // the transcript is in the turn pipeline
	StateSpeaking      State = "speaking"      // the reply is being spoken
	StateCompleted     State = "completed"
	StateBlocked       State = "blocked" // nothing heard (ErrNothingHeard)
	StateFailed        State = "failed"  // recognizer, turn or speech failed; the error says which
)

// ErrNotListening is returned by Release when Press was not called first.
var ErrNotListening = errors.New("not listening")

// TurnFunc runs a transcript through the same turn pipeline as typed text and returns the reply
// as shown to the user (Markdown and citations allowed; the Speaker cleans them).
type TurnFunc func(ctx context.Context, transcript string) (reply string, err error)

// Timing holds when a push-to-talk turn reached each step, for latency figures.
type Timing struct {
	KeyUp      time.Time // Release called
	Recognize  time.Time // the WAV is ready and Transcribe is called
	Turn       time.Time // the transcript is handed to Turn
	Speak      time.Time // the reply is handed to the Speaker
	Done       time.Time
	AudioHeard time.Duration // audio after trimming
}

// Result is what a push-to-talk turn heard and answered.
type Result struct {
	Transcript string
	Reply      string
	Timing     Timing
}

// Session runs push-to-talk turns: Press opens the Source, Release closes it, trims silence,
// rejects a press with nothing in it (ErrNothingHeard, without calling the recognizer), transcribes,
// filters recognizer artefacts, hands the transcript to Turn and speaks the reply. OnState reports
// each State; the error is set for StateBlocked and StateFailed. Set the fields before the first
// Press; methods are safe for concurrent use but a Session runs one turn at a time.
type Session struct {
	Source     Source
	Recognizer Recognizer
	Turn       TurnFunc
	Speaker    *Speaker // nil leaves replies unspoken
	// OnState and OnLevel are called from the goroutines running Press and Release or from the
	// audio thread (OnLevel); they must not block.
	OnState func(State, error)
	OnLevel func(level float64)
	// NothingHeardReply, if set, is spoken when a press held nothing (e.g. "I didn't catch
	// that."); Release still returns ErrNothingHeard.
	NothingHeardReply string
	// Blocked, if set, says which Turn errors mean "cannot proceed" (a missing permission,
	// nothing matched) rather than "broke": they end in StateBlocked instead of StateFailed.
	Blocked    func(error) bool
	SilenceRMS float64          // Trim threshold; DefaultSilenceRMS when 0
	Now        func() time.Time // defaults to time.Now

	mu        sync.Mutex
	listening bool
}

// Press starts listening (key down). It stops any reply being spoken first (barge-in). Pressing
// while already listening does nothing.
func (s *Session) Press() error {
	if s.Speaker != nil {
		s.Speaker.Stop()
	}
	s.mu.Lock()
	if s.listening {
		s.mu.Unlock()
		return nil
	}
	err := s.Source.Start(s.OnLevel)
	s.listening = err == nil
	s.mu.Unlock()
	// Callbacks run without the lock so that they may call back into the Session.
	if err != nil {
		return s.fail(StateFailed, fmt.Errorf("listen: %w", err))
	}
	s.state(StateListening, nil)
	return nil
}

// Listening reports whether Press has opened the source and Release has not yet closed it.
func (s *Session) Listening() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.listening
}

// Cancel discards what is being captured and stops speech (Escape). The signal is not changed.
func (s *Session) Cancel() {
	if s.Speaker != nil {
		s.Speaker.Stop()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.listening {
		s.listening = false
		_, _ = s.Source.Stop()
	}
}

// Release stops listening (key up) and runs the turn to its end, returning what was heard and
// answered. Errors: ErrNotListening; ErrNothingHeard (StateBlocked); the recognizer's, Turn's or
// the Speaker's error, wrapped (StateFailed). A reply interrupted by barge-in is not an error.
func (s *Session) Release(ctx context.Context) (Result, error) {
	var res Result
	res.Timing.KeyUp = s.now()
	s.mu.Lock()
	if !s.listening {
		s.mu.Unlock()
		return res, ErrNotListening
	}
	s.listening = false
	audio, err := s.Source.Stop()
	s.mu.Unlock()
	if err != nil {
		return res, s.fail(StateFailed, fmt.Errorf("listen: %w", err))
	}

	s.state(StateUnderstanding, nil)
	speech := Trim(Resample(audio, SampleRate), s.SilenceRMS)
	res.Timing.AudioHeard = speech.Duration()
	if err := Heard(speech); err != nil {
		return res, s.nothingHeard(ctx)
	}
	res.Timing.Recognize = s.now()
	text, err := s.Recognizer.Transcribe(ctx, EncodeWAV(speech))
	if err != nil {
		return res, s.fail(StateFailed, err)
	}
	res.Transcript = FilterTranscript(text, NearSilent(speech))
	if res.Transcript == "" {
		return res, s.nothingHeard(ctx)
	}

	s.state(StateActing, nil)
	res.Timing.Turn = s.now()
	if res.Reply, err = s.Turn(ctx, res.Transcript); err != nil {
		st := StateFailed
		if s.Blocked != nil && s.Blocked(err) {
			st = StateBlocked
		}
		return res, s.fail(st, fmt.Errorf("turn: %w", err))
	}

	if s.Speaker != nil && res.Reply != "" {
		s.state(StateSpeaking, nil)
		res.Timing.Speak = s.now()
		err := s.Speaker.Speak(ctx, res.Reply)
		switch {
		case errors.Is(err, ErrStopped) && s.Listening():
			// Barge-in: the new press owns the signal now.
			res.Timing.Done = s.now()
			return res, nil
		case err != nil && !errors.Is(err, ErrStopped):
			return res, s.fail(StateFailed, err)
		}
	}
	res.Timing.Done = s.now()
	s.state(StateCompleted, nil)
	return res, nil
}

// nothingHeard blocks the signal and says so, if a reply for it is set.
func (s *Session) nothingHeard(ctx context.Context) error {
	s.state(StateBlocked, ErrNothingHeard)
	if s.Speaker != nil && s.NothingHeardReply != "" {
		_ = s.Speaker.Speak(ctx, s.NothingHeardReply)
	}
	return ErrNothingHeard
}

func (s *Session) fail(st State, err error) error {
	s.state(st, err)
	return err
}

func (s *Session) state(st State, err error) {
	if s.OnState != nil {
		s.OnState(st, err)
	}
}

func (s *Session) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
