package brief

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pace/store"
)

var update = flag.Bool("update", false, "rewrite golden files")

var loc = time.FixedZone("CET", 3600)

// at is a moment on Tuesday 1 Dec 2026 (or later days) in loc.
func at(day, h, m int) time.Time { return time.Date(2026, 12, day, h, m, 0, 0, loc) }

func ptr(t time.Time) *time.Time { return &t }

func sampleTasks() []store.Task {
	return []store.Task{
		{ID: "t1", Title: "send the invoice", Due: ptr(at(1, 9, 0)), HasTime: true, Priority: 2},
		{ID: "t2", Title: "book the dentist", Due: ptr(at(1, 0, 0).AddDate(0, 0, -2))},
		{ID: "t3", Title: "water the ferns", Due: ptr(at(1, 0, 0))},
		{ID: "t4", Title: "pay the deposit", Due: ptr(at(1, 0, 0)), DependsOn: []string{"t5"}, Priority: 4},
		{ID: "t5", Title: "sign the lease", Due: ptr(at(3, 0, 0)), ProjectName: "Move"},
		{ID: "t6", Title: "renew passport", Due: ptr(at(1, 15, 30)), HasTime: true, Priority: 3},
		{ID: "t7", Title: "old and done", Due: ptr(at(1, 0, 0).AddDate(0, 0, -5)), Done: true},
		{ID: "t8", Title: "someday", Priority: 4},
	}
}

func TestCompose(t *testing.T) {
	now := at(1, 10, 0)
	evs := []Event{
		{Title: "stand-up", Start: at(1, 9, 30), End: at(1, 9, 45)},
		{Title: "tomorrow's thing", Start: at(2, 9, 0), End: at(2, 10, 0)},
		{Title: "holiday", Start: at(1, 0, 0), End: at(2, 0, 0), AllDay: true},
	}
	h := Compose(now, sampleTasks(), evs)
	titles := func(items []Item) string {
		var s []string
		for _, it := range items {
			s = append(s, it.Title)
		}
		return strings.Join(s, ",")
	}
	for _, c := range []struct{ name, got, want string }{
		{"overdue", titles(h.Overdue), "send the invoice,book the dentist"},
		{"due", titles(h.Due), "water the ferns,renew passport"},
		{"blocked", titles(h.Blocked), "pay the deposit"},
		{"first", h.First.Title, "renew passport"}, // highest priority that can start
		{"events", h.Events[0].Title + "," + h.Events[1].Title, "holiday,stand-up"},
	} {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
	if len(h.Events) != 2 {
		t.Errorf("%d events, want 2 (tomorrow's is not today's)", len(h.Events))
	}
	golden(t, "brief.txt", []byte(h.Text()+"\n"))
	js, _ := json.MarshalIndent(h, "", "  ")
	golden(t, "brief.json", append(js, '\n'))
}

func TestComposeNothing(t *testing.T) {
	h := Compose(at(1, 10, 0), []store.Task{{ID: "x", Title: "blocked", DependsOn: []string{"y"}}, {ID: "y", Title: "later", Due: ptr(at(9, 0, 0))}}, nil)
	if h.First != nil || h.Summary() != "1 blocked" {
		t.Fatalf("first %v, summary %q", h.First, h.Summary())
	}
	if h := Compose(at(1, 10, 0), nil, nil); !h.Empty() || h.Summary() != "Nothing is due today." {
		t.Fatalf("empty day: %q", h.Summary())
	}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs:\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

func on() Settings {
	s := DefaultSettings()
	s.Enabled = true
	return s
}

func TestDecide(t *testing.T) {
	weekendToo := on()
	weekendToo.Days[time.Saturday] = true
	lateQuiet := on()
	lateQuiet.QuietFrom, lateQuiet.QuietTo = 7*60, 9*60 // quiet 07:00–09:00, brief at 08:00
	tue := DayKey(at(1, 0, 0))
	for _, c := range []struct {
		name  string
		now   time.Time
		s     Settings
		st    State
		busy  string
		last  time.Time
		want  Verdict
		next  time.Time
		cause string
	}{
		{name: "off", now: at(1, 8, 0), s: DefaultSettings(), want: Wait, cause: "off"},
		{name: "before the time", now: at(1, 7, 59), s: on(), want: Wait, next: at(1, 8, 0)},
		{name: "at the time", now: at(1, 8, 0), s: on(), want: Deliver},
		{name: "late start catches up", now: at(1, 16, 45), s: on(), want: Deliver},
		{name: "never twice", now: at(1, 16, 45), s: on(), st: State{Day: tue, Parked: true, Delivered: true}, want: Wait, next: at(2, 8, 0)},
		{name: "yesterday's state does not count", now: at(2, 8, 5), s: on(), st: State{Day: tue, Delivered: true}, want: Deliver},
		{name: "saturday is not chosen", now: at(5, 9, 0), s: on(), want: Wait, next: at(7, 8, 0)},
		{name: "saturday chosen", now: at(5, 9, 0), s: weekendToo, want: Deliver},
		{name: "quiet hours park", now: at(1, 8, 30), s: lateQuiet, want: Park, next: at(1, 9, 0), cause: "quiet"},
		{name: "quiet hours once parked wait", now: at(1, 8, 45), s: lateQuiet, st: State{Day: tue, Parked: true}, want: Wait, next: at(1, 9, 0)},
		{name: "quiet hours over deliver", now: at(1, 9, 0), s: lateQuiet, st: State{Day: tue, Parked: true}, want: Deliver},
		{name: "wrapping quiet hours before midnight", now: at(1, 23, 0), s: on(), want: Park, next: at(2, 7, 0)},
		{name: "full screen parks", now: at(1, 8, 0), s: on(), busy: "a full-screen window has focus", want: Park, cause: "full-screen"},
		{name: "microphone parks", now: at(1, 8, 0), s: on(), busy: "the microphone is in use", want: Park, cause: "microphone"},
		{name: "cooldown parks", now: at(1, 8, 0), s: on(), last: at(1, 7, 55), want: Park, next: at(1, 8, 5), cause: "cooldown"},
		{name: "cooldown over", now: at(1, 8, 5), s: on(), last: at(1, 7, 55), want: Deliver},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := Decide(c.now, c.s, c.st, c.busy, c.last)
			if d.Verdict != c.want {
				t.Fatalf("verdict %d (%s), want %d", d.Verdict, d.Reason, c.want)
			}
			if !c.next.IsZero() && !d.Next.Equal(c.next) {
				t.Errorf("next %v, want %v", d.Next, c.next)
			}
			if !strings.Contains(d.Reason, c.cause) {
				t.Errorf("reason %q does not mention %q", d.Reason, c.cause)
			}
		})
	}
}

// fakeClock is moved by hand; After fires when the clock is moved past it.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }
func (c *fakeClock) After(d time.Duration) <-chan time.Time {
	ch := make(chan time.Time, 1)
	ch <- c.now.Add(d)
	return ch
}

// harness is a scheduler over a fake clock with a persisted state, counting
// cards and notifications.
type harness struct {
	clock        *fakeClock
	state        State
	saved        int
	cards, notes int
	busy         string
	last         time.Time
	s            *Scheduler
}

func newHarness(now time.Time, set Settings) *harness {
	h := &harness{clock: &fakeClock{now}}
	h.s = h.scheduler(set)
	return h
}

// scheduler builds a fresh Scheduler on the same state: a restart.
func (h *harness) scheduler(set Settings) *Scheduler {
	return &Scheduler{
		Clock:      h.clock,
		Settings:   func() Settings { return set },
		Busy:       func() string { return h.busy },
		LastNotice: func() time.Time { return h.last },
		Compose:    func(context.Context) (Headline, error) { return Compose(h.clock.now, sampleTasks(), nil), nil },
		Load:       func() (State, error) { return h.state, nil },
		Save:       func(s State) error { h.state = s; h.saved++; return nil },
		Card:       func(Headline) { h.cards++ },
		Notify:     func(Headline) bool { h.notes++; h.last = h.clock.now; return true },
	}
}

func (h *harness) tick(t *testing.T) Decision {
	t.Helper()
	d, err := h.s.Tick(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// A day walked minute by minute: one card and one notification, however
// often the scheduler looks, and across a restart.
func TestSchedulerOncePerDay(t *testing.T) {
	h := newHarness(at(1, 7, 0), on())
	for h.clock.now.Before(at(1, 12, 0)) {
		h.tick(t)
		h.clock.now = h.clock.now.Add(time.Minute)
	}
	h.s = h.scheduler(on()) // restart
	h.tick(t)
	if h.cards != 1 || h.notes != 1 {
		t.Fatalf("cards %d, notifications %d; want 1 and 1", h.cards, h.notes)
	}
	h.clock.now = at(2, 8, 0) // the next day
	h.tick(t)
	if h.notes != 2 {
		t.Fatalf("the next day: %d notifications, want 2", h.notes)
	}
}

// Asleep from 07:30 to 13:10: caught up once on waking.
func TestSchedulerCatchUpAfterSleep(t *testing.T) {
	h := newHarness(at(1, 7, 30), on())
	h.tick(t)
	h.clock.now = at(1, 13, 10)
	if d := h.tick(t); d.Verdict != Deliver {
		t.Fatalf("after waking: %v", d)
	}
	h.tick(t)
	if h.cards != 1 || h.notes != 1 {
		t.Fatalf("cards %d, notifications %d; want 1 and 1", h.cards, h.notes)
	}
}

// Busy at the brief time: the card is parked at once and the notification
// comes when the user is free, once.
func TestSchedulerParkedNeverLost(t *testing.T) {
	h := newHarness(at(1, 8, 0), on())
	h.busy = "a full-screen window has focus"
	for i := 0; i < 30; i++ {
		h.tick(t)
		h.clock.now = h.clock.now.Add(time.Minute)
	}
	if h.cards != 1 || h.notes != 0 || !h.state.Parked {
		t.Fatalf("while busy: cards %d, notifications %d, parked %v", h.cards, h.notes, h.state.Parked)
	}
	h.s = h.scheduler(on()) // a restart keeps the parked card parked
	h.busy = ""
	h.tick(t)
	h.tick(t)
	if h.cards != 1 || h.notes != 1 {
		t.Fatalf("after: cards %d, notifications %d; want 1 and 1", h.cards, h.notes)
	}
}

// A reminder a minute before the brief holds it for the cooldown.
func TestSchedulerCooldown(t *testing.T) {
	h := newHarness(at(1, 8, 0), on())
	h.last = at(1, 7, 59)
	if d := h.tick(t); d.Verdict != Park || !d.Next.Equal(at(1, 8, 9)) {
		t.Fatalf("in the cooldown: %+v", d)
	}
	h.clock.now = at(1, 8, 9)
	if d := h.tick(t); d.Verdict != Deliver {
		t.Fatalf("after the cooldown: %+v", d)
	}
}

// Run stops with its context and ticks on the clock without sleeping.
func TestRunStops(t *testing.T) {
	h := newHarness(at(1, 8, 0), on())
	ctx, cancel := context.WithCancel(context.Background())
	h.s.Notify = func(Headline) bool { h.notes++; cancel(); return true }
	h.s.Run(ctx, func(err error) { t.Error(err) })
	if h.notes != 1 {
		t.Fatalf("%d notifications", h.notes)
	}
}

// The display server is asked whether the user is busy only when the brief
// would speak.
func TestSchedulerAsksBusyOnlyWhenDue(t *testing.T) {
	h := newHarness(at(1, 6, 0), on())
	asked := 0
	h.s.Busy = func() string { asked++; return "" }
	for h.clock.now.Before(at(1, 8, 0)) {
		h.tick(t)
		h.clock.now = h.clock.now.Add(time.Minute)
	}
	if asked != 0 {
		t.Fatalf("asked %d times before the brief time", asked)
	}
	h.tick(t)
	h.tick(t)
	if asked != 1 || h.notes != 1 {
		t.Fatalf("asked %d times, %d notifications; want 1 and 1", asked, h.notes)
	}
}
