// Package remind notifies at a task's due time, and a lead time before it,
// while Pace runs; reminders missed while it was closed or the computer slept
// are summarised once. It runs on an injected clock; app wires the store,
// the notifier and the Done/Snooze actions.
package remind

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"pace/store"
)

// Grace is how late a reminder may still fire as itself; a later one (Pace
// was closed, the computer slept) goes into the missed summary instead.
const Grace = 2 * time.Minute

// keepFired is how long a fired reminder is remembered (for de-duplication
// it must outlast Grace; the window since LastRun does the rest).
const keepFired = 48 * time.Hour

// Kind tells the lead-time reminder from the one at the due time.
type Kind string

// Kinds.
const (
	Lead Kind = "lead"
	Due  Kind = "due"
)

// Alert is one reminder.
type Alert struct {
	TaskID string    `json:"task_id"`
	Title  string    `json:"title"`
	Due    time.Time `json:"due"`
	Kind   Kind      `json:"kind"`
	At     time.Time `json:"at"` // when it was meant to fire
}

// Body is the notification text: "Due now" or "Due at 17:00 (in 15 min)".
func (a Alert) Body(now time.Time) string {
	if a.Kind == Due {
		return "Due now (" + a.Due.In(now.Location()).Format("15:04") + ")"
	}
	return fmt.Sprintf("Due at %s (in %d min)", a.Due.In(now.Location()).Format("15:04"), int(a.Due.Sub(now).Round(time.Minute)/time.Minute))
}

// Summary is the one notification for missed reminders: "3 reminders
// passed while Pace was not running: a, b, c".
func Summary(missed []Alert) string {
	var titles []string
	for i, a := range missed {
		if i == 5 {
			titles = append(titles, fmt.Sprintf("and %d more", len(missed)-5))
			break
		}
		titles = append(titles, a.Title)
	}
	noun := "reminders"
	if len(missed) == 1 {
		noun = "reminder"
	}
	return fmt.Sprintf("%d %s passed while Pace was not running: %s", len(missed), noun, strings.Join(titles, ", "))
}

// State is what the scheduler persists: when it last looked and which
// reminders fired (key: task id, due instant, kind).
type State struct {
	LastRun time.Time            `json:"last_run"`
	Fired   map[string]time.Time `json:"fired"`
}

// Clock is the time source; tests pass a fake one (brief.RealClock fits).
type Clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

// MaxWait caps how long Run sleeps between looks, so task edits and a wake
// from sleep are seen within a minute.
const MaxWait = time.Minute

// Scheduler fires reminders for open tasks with a due time (HasTime).
type Scheduler struct {
	Clock Clock
	// Lead is how long before the due time the first reminder comes (0: none).
	Lead  func() time.Duration
	Tasks func(ctx context.Context) ([]store.Task, error)
	Load  func() (State, error)
	Save  func(State) error
	// Notify shows one reminder; Missed shows the one summary.
	Notify func(Alert)
	Missed func([]Alert)
}

// Tick fires what is due since the last look and returns when the next
// reminder is due (zero: none). A reminder fires once: a restart, a snooze
// that moved nothing, or two looks in the same minute do not repeat it; a
// task rescheduled to a new time is reminded again. On the first look ever
// nothing from the past is summarised.
func (s *Scheduler) Tick(ctx context.Context) (time.Time, error) {
	now := s.Clock.Now()
	st, err := s.Load()
	if err != nil {
		return time.Time{}, fmt.Errorf("remind: load state: %w", err)
	}
	if st.Fired == nil {
		st.Fired = map[string]time.Time{}
	}
	since := st.LastRun
	if since.IsZero() || since.After(now) { // first run, or the clock went back
		since = now.Add(-Grace)
	}
	ts, err := s.Tasks(ctx)
	if err != nil {
		return time.Time{}, fmt.Errorf("remind: tasks: %w", err)
	}
	lead := time.Duration(0)
	if s.Lead != nil {
		lead = s.Lead()
	}
	var fire, missed []Alert
	var next time.Time
	for _, t := range ts {
		if t.Done || t.Due == nil || !t.HasTime {
			continue
		}
		due := *t.Due
		points := []Alert{{TaskID: t.ID, Title: t.Title, Due: due, Kind: Due, At: due}}
		if lead > 0 {
			points = append(points, Alert{TaskID: t.ID, Title: t.Title, Due: due, Kind: Lead, At: due.Add(-lead)})
		}
		for _, a := range points {
			key := a.key()
			switch {
			case a.At.After(now):
				if next.IsZero() || a.At.Before(next) {
					next = a.At
				}
				continue
			case !a.At.After(since), !st.Fired[key].IsZero():
				continue
			}
			st.Fired[key] = a.At
			switch {
			case a.Kind == Lead && !due.After(now):
				// The due-time reminder covers it.
			case a.Kind == Lead, now.Sub(a.At) <= Grace:
				fire = append(fire, a)
			default:
				missed = append(missed, a)
			}
		}
	}
	sort.Slice(fire, func(i, j int) bool { return fire[i].At.Before(fire[j].At) })
	sort.Slice(missed, func(i, j int) bool { return missed[i].At.Before(missed[j].At) })
	for _, a := range fire {
		s.Notify(a)
	}
	if len(missed) > 0 {
		s.Missed(missed)
	}
	for k, at := range st.Fired {
		if now.Sub(at) > keepFired {
			delete(st.Fired, k)
		}
	}
	st.LastRun = now
	if err := s.Save(st); err != nil {
		return next, fmt.Errorf("remind: save state: %w", err)
	}
	return next, nil
}

func (a Alert) key() string {
	return a.TaskID + "|" + a.Due.UTC().Format(time.RFC3339) + "|" + string(a.Kind)
}

// Run ticks until ctx ends, waking at the next reminder or after MaxWait,
// whichever is sooner.
func (s *Scheduler) Run(ctx context.Context, report func(error)) {
	for {
		next, err := s.Tick(ctx)
		if err != nil && report != nil {
			report(err)
		}
		wait := MaxWait
		if !next.IsZero() {
			if w := next.Sub(s.Clock.Now()); w < wait {
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
