package brief

import (
	"context"
	"fmt"
	"time"
)

// Clock is the time source of the schedulers; tests pass a fake one.
type Clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

// RealClock is the wall clock.
type RealClock struct{}

// Now is time.Now.
func (RealClock) Now() time.Time { return time.Now() }

// After is time.After.
func (RealClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// MaxWait caps how long Run sleeps between looks, so a wake from sleep (when
// monotonic timers may have stood still) is noticed within a minute.
const MaxWait = time.Minute

// Scheduler delivers the brief through the gate. Every field but Busy and
// LastNotice is required.
type Scheduler struct {
	Clock    Clock
	Settings func() Settings
	// Busy says why the user should not be disturbed now ("" when not).
	Busy func() string
	// LastNotice is when Pace last showed a notification (zero: never).
	LastNotice func() time.Time
	Compose    func(ctx context.Context) (Headline, error)
	Load       func() (State, error)
	Save       func(State) error
	// Card puts the brief in the thread as a parked card.
	Card func(Headline)
	// Notify shows the desktop notification; it reports false when there is
	// no notification service (the card alone then stands for it).
	Notify func(Headline) bool
}

// Tick looks once: it decides, acts (park or deliver) and saves the state.
// Errors come from Load, Compose or Save; nothing is marked delivered
// unless it was.
func (s *Scheduler) Tick(ctx context.Context) (Decision, error) {
	now := s.Clock.Now()
	st, err := s.Load()
	if err != nil {
		return Decision{}, fmt.Errorf("brief: load state: %w", err)
	}
	if st.Day != DayKey(now) {
		st = State{Day: DayKey(now)}
	}
	var last time.Time
	if s.LastNotice != nil {
		last = s.LastNotice()
	}
	set := s.Settings()
	d := Decide(now, set, st, "", last)
	// Asking whether the user is busy costs a round trip to the display
	// server: only when the brief would speak.
	if d.Verdict != Wait && s.Busy != nil {
		if busy := s.Busy(); busy != "" {
			d = Decide(now, set, st, busy, last)
		}
	}
	if d.Verdict == Wait {
		return d, nil
	}
	h, err := s.Compose(ctx)
	if err != nil {
		return d, fmt.Errorf("brief: compose: %w", err)
	}
	if !st.Parked {
		s.Card(h)
		st.Parked = true
	}
	if d.Verdict == Deliver {
		s.Notify(h)
		st.Delivered = true
	}
	if err := s.Save(st); err != nil {
		return d, fmt.Errorf("brief: save state: %w", err)
	}
	return d, nil
}

// Run ticks until ctx ends, waking at the next decision time or after
// MaxWait, whichever is sooner. report, if not nil, hears every error.
func (s *Scheduler) Run(ctx context.Context, report func(error)) {
	for {
		d, err := s.Tick(ctx)
		if err != nil && report != nil {
			report(err)
		}
		wait := MaxWait
		if !d.Next.IsZero() {
			if w := d.Next.Sub(s.Clock.Now()); w < wait {
				wait = max(w, time.Second)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-s.Clock.After(wait):
		}
	}
}
