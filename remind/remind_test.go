package remind

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
)

var loc = time.FixedZone("CET", 3600)

func at(h, m int) time.Time { return time.Date(2026, 12, 1, h, m, 0, 0, loc) }

type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }
func (c *fakeClock) After(d time.Duration) <-chan time.Time {
	ch := make(chan time.Time, 1)
	ch <- c.now.Add(d)
	return ch
}

type harness struct {
	clock  *fakeClock
	tasks  []store.Task
	state  State
	fired  []string
	missed [][]Alert
	lead   time.Duration
}

func (h *harness) scheduler() *Scheduler {
	return &Scheduler{
		Clock:  h.clock,
		Lead:   func() time.Duration { return h.lead },
		Tasks:  func(context.Context) ([]store.Task, error) { return h.tasks, nil },
		Load:   func() (State, error) { return h.state, nil },
		Save:   func(s State) error { h.state = s; return nil },
		Notify: func(a Alert) { h.fired = append(h.fired, a.Title+"/"+string(a.Kind)) },
		Missed: func(m []Alert) { h.missed = append(h.missed, m) },
	}
}

func task(id, title string, due time.Time) store.Task {
	return store.Task{ID: id, Title: title, Due: &due, HasTime: true}
}

// walk ticks every minute from the clock's time to end.
func (h *harness) walk(t *testing.T, s *Scheduler, end time.Time) {
	t.Helper()
	for ; !h.clock.now.After(end); h.clock.now = h.clock.now.Add(time.Minute) {
		if _, err := s.Tick(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

func TestLeadAndDue(t *testing.T) {
	h := &harness{clock: &fakeClock{at(16, 0)}, lead: 15 * time.Minute,
		tasks: []store.Task{task("a", "call the bank", at(17, 0)), {ID: "d", Title: "dated only", Due: ptr(at(0, 0))},
			{ID: "x", Title: "done", Due: ptr(at(16, 30)), HasTime: true, Done: true}}}
	s := h.scheduler()
	next, _ := s.Tick(context.Background())
	if !next.Equal(at(16, 45)) {
		t.Fatalf("next %v, want 16:45", next)
	}
	h.walk(t, s, at(18, 0))
	if got := strings.Join(h.fired, ","); got != "call the bank/lead,call the bank/due" {
		t.Fatalf("fired %q", got)
	}
	if len(h.missed) != 0 {
		t.Fatalf("missed %v", h.missed)
	}
}

func ptr(t time.Time) *time.Time { return &t }

// Closed from 09:00 to 18:00: the reminders in between are summarised once,
// at the next start, and never fire one by one.
func TestMissedSummarisedOnce(t *testing.T) {
	h := &harness{clock: &fakeClock{at(9, 0)}, lead: 10 * time.Minute,
		tasks: []store.Task{task("a", "stand-up", at(10, 0)), task("b", "dentist", at(14, 30)), task("c", "tonight", at(20, 0))}}
	h.scheduler().Tick(context.Background())
	h.clock.now = at(18, 0)
	s := h.scheduler() // the next start
	h.walk(t, s, at(18, 5))
	h.walk(t, h.scheduler(), at(18, 10)) // and another restart
	if len(h.missed) != 1 || len(h.missed[0]) != 2 {
		t.Fatalf("missed %v, want one summary of two", h.missed)
	}
	if got := Summary(h.missed[0]); got != "2 reminders passed while Pace was not running: stand-up, dentist" {
		t.Fatalf("summary %q", got)
	}
	if len(h.fired) != 0 {
		t.Fatalf("fired %v while catching up", h.fired)
	}
	h.walk(t, s, at(20, 1))
	if got := strings.Join(h.fired, ","); got != "tonight/lead,tonight/due" {
		t.Fatalf("fired %q", got)
	}
}

// A lead reminder missed while the due time is still ahead fires late, once.
func TestLateLeadStillUseful(t *testing.T) {
	h := &harness{clock: &fakeClock{at(16, 0)}, lead: 30 * time.Minute, tasks: []store.Task{task("a", "train", at(17, 0))}}
	h.scheduler().Tick(context.Background())
	h.clock.now = at(16, 50) // woke from sleep
	h.walk(t, h.scheduler(), at(16, 52))
	if got := strings.Join(h.fired, ","); got != "train/lead" || len(h.missed) != 0 {
		t.Fatalf("fired %q, missed %v", got, h.missed)
	}
}

// A snooze moves the due time: the task is reminded again at the new time.
func TestSnoozeRearms(t *testing.T) {
	h := &harness{clock: &fakeClock{at(16, 59)}, tasks: []store.Task{task("a", "stretch", at(17, 0))}}
	s := h.scheduler()
	h.walk(t, s, at(17, 1))
	h.tasks = []store.Task{task("a", "stretch", at(17, 30))}
	h.walk(t, s, at(17, 31))
	if got := strings.Join(h.fired, ","); got != "stretch/due,stretch/due" {
		t.Fatalf("fired %q", got)
	}
}

// The first run ever summarises nothing from the past.
func TestFirstRunQuiet(t *testing.T) {
	h := &harness{clock: &fakeClock{at(12, 0)}, tasks: []store.Task{task("a", "long ago", at(8, 0))}}
	h.walk(t, h.scheduler(), at(12, 2))
	if len(h.fired)+len(h.missed) != 0 {
		t.Fatalf("fired %v, missed %v", h.fired, h.missed)
	}
}

func TestBody(t *testing.T) {
	a := Alert{Title: "x", Due: at(17, 0), Kind: Lead}
	if got := a.Body(at(16, 45)); got != "Due at 17:00 (in 15 min)" {
		t.Fatalf("lead body %q", got)
	}
}
