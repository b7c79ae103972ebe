package sidecar

import (
	"context"
	"sync"
)

// Supervisor starts a sidecar on first use and restarts it if it has died since. The zero value
// with Config set is ready; it is safe for concurrent use.
type Supervisor struct {
	Config Config

	mu sync.Mutex
	p  *Process
}

// URL returns the base URL of the running sidecar, starting it first if it is not running; see
// Start for the errors. Concurrent callers wait for the same start.
func (s *Supervisor) URL(ctx context.Context) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.p != nil {
		select {
		case <-s.p.Exited():
			s.p = nil
		default:
			return s.p.URL, nil
		}
	}
	p, err := Start(ctx, s.Config)
	if err != nil {
		return "", err
	}
	s.p = p
	return p.URL, nil
}

// Running reports whether the sidecar has been started and has not ended.
func (s *Supervisor) Running() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.p == nil {
		return false
	}
	select {
	case <-s.p.Exited():
		return false
	default:
		return true
	}
}

// Stop stops the sidecar if it is running (on app exit). The next URL starts it again.
func (s *Supervisor) Stop() error {
	s.mu.Lock()
	p := s.p
	s.p = nil
	s.mu.Unlock()
	if p == nil {
		return nil
	}
	return p.Stop()
}
