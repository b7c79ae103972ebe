package caldav

import (
	"context"
	"errors"
	"testing"
	"time"
)

// handClock fires After channels only when the test says so.
type handClock struct {
	now   time.Time
	waits chan time.Duration
	fire  chan time.Time
}

func (c *handClock) Now() time.Time { return c.now }
func (c *handClock) After(d time.Duration) <-chan time.Time {
	c.waits <- d
	return c.fire
}

func TestRunnerBackoffAndKick(t *testing.T) {
	clk := &handClock{now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), waits: make(chan time.Duration), fire: make(chan time.Time)}
	results := []error{errors.New("down"), errors.New("down"), errors.New("down"), nil, nil}
	passes := make(chan error, 10)
	r := &Runner{Interval: 4 * time.Minute, MaxBackoff: 3 * time.Minute, Clock: clk,
		Sync: func(context.Context) (Report, error) {
			err := results[0]
			results = results[1:]
			return Report{}, err
		},
		OnPass: func(_ Report, err error) { passes <- err }}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r.Start(ctx)
	want := []time.Duration{time.Minute, 2 * time.Minute, 3 * time.Minute, 4 * time.Minute}
	for i, w := range want {
		<-passes
		if got := <-clk.waits; got != w {
			t.Errorf("wait after pass %d = %v, want %v", i+1, got, w)
		}
		if i < len(want)-1 {
			clk.fire <- clk.now
		}
	}
	if st := r.Status(); st.LastErr != nil || st.Failures != 0 || st.LastOK.IsZero() {
		t.Errorf("status after recovery %+v", st)
	}
	r.Kick() // a local change: the next pass starts without the interval
	if err := <-passes; err != nil {
		t.Errorf("kicked pass: %v", err)
	}
	<-clk.waits
}
