package caldav

import (
	"context"
	"sync"
	"time"
)

// Clock is the time source of a Runner; tests drive it by hand.
type Clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

type realClock struct{}

func (realClock) Now() time.Time                         { return time.Now() }
func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Status is what Settings shows about background sync.
type Status struct {
	Running  bool      `json:"running"`
	LastOK   time.Time `json:"last_ok"`  // end of the last pass that succeeded
	LastErr  error     `json:"-"`        // the last pass's error, nil when it succeeded
	Next     time.Time `json:"next"`     // when the next pass is due
	Failures int       `json:"failures"` // passes failed in a row
	Report   Report    `json:"report"`   // the last successful pass
}

// Runner syncs in the background: at start, every Interval, soon after
// Kick (a local change), and after a failure with exponential back-off
// (Interval/4 doubling up to MaxBackoff). It never blocks its caller.
type Runner struct {
	// Sync runs one pass (Service.Sync with no list).
	Sync func(ctx context.Context) (Report, error)
	// Interval between passes; default 5 minutes.
	Interval time.Duration
	// MaxBackoff caps the wait after failures; default 30 minutes.
	MaxBackoff time.Duration
	// Clock defaults to the real one.
	Clock Clock
	// OnPass is told about every pass (from the runner's goroutine).
	OnPass func(Report, error)

	mu   sync.Mutex
	st   Status
	kick chan struct{}
}

// Start runs the loop until ctx ends.
func (r *Runner) Start(ctx context.Context) {
	if r.Interval <= 0 {
		r.Interval = 5 * time.Minute
	}
	if r.MaxBackoff <= 0 {
		r.MaxBackoff = 30 * time.Minute
	}
	if r.Clock == nil {
		r.Clock = realClock{}
	}
	r.mu.Lock()
	r.kick = make(chan struct{}, 1)
	r.mu.Unlock()
	go r.loop(ctx)
}

// Kick asks for a pass soon (after a local change); it never blocks.
func (r *Runner) Kick() {
	r.mu.Lock()
	k := r.kick
	r.mu.Unlock()
	if k == nil {
		return
	}
	select {
	case k <- struct{}{}:
	default:
	}
}

// Status is a snapshot of the runner's state.
func (r *Runner) Status() Status {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.st
}

// Backoff is the wait after n failures in a row: Interval/4 doubling,
// capped at MaxBackoff.
func (r *Runner) Backoff(n int) time.Duration {
	d := r.Interval / 4
	for i := 1; i < n && d < r.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, r.MaxBackoff)
}

func (r *Runner) loop(ctx context.Context) {
	for {
		r.set(func(s *Status) { s.Running = true })
		rep, err := r.Sync(ctx)
		if ctx.Err() != nil {
			return
		}
		var wait time.Duration
		r.set(func(s *Status) {
			s.Running, s.LastErr = false, err
			if err == nil {
				s.LastOK, s.Report, s.Failures = r.Clock.Now(), rep, 0
				wait = r.Interval
			} else {
				s.Failures++
				wait = r.Backoff(s.Failures)
			}
			s.Next = r.Clock.Now().Add(wait)
		})
		if r.OnPass != nil {
			r.OnPass(rep, err)
		}
		select {
		case <-ctx.Done():
			return
		case <-r.Clock.After(wait):
		case <-r.kick:
		}
	}
}

func (r *Runner) set(fn func(*Status)) {
	r.mu.Lock()
	fn(&r.st)
	r.mu.Unlock()
}
