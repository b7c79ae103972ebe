// Package brief is the morning brief: the headline (what is overdue, due
// today and blocked, the first calendar events, one suggested first task)
// and the restraint gate that decides when Pace may speak first — at a
// chosen time on chosen days, never in quiet hours, while the user is busy
// or under a cooldown, parked rather than lost, caught up once per day.
//
// Everything runs on an injected clock; the app wires the store, the
// notifier and the thread.
package brief

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"pace/store"
)

// Event is one calendar event as the calendar integration reports it.
type Event struct {
	Title  string    `json:"title"`
	Start  time.Time `json:"start"`
	End    time.Time `json:"end"`
	AllDay bool      `json:"all_day"`
}

// Calendar is the optional calendar integration (the CalDAV sync, wired by
// app when it is on): the events overlapping [from, to), any order.
type Calendar interface {
	Events(ctx context.Context, from, to time.Time) ([]Event, error)
}

// MaxEvents is how many of the day's first events the headline shows.
const MaxEvents = 3

// Item is one task in the headline.
type Item struct {
	ID       string     `json:"id"`
	Title    string     `json:"title"`
	Due      *time.Time `json:"due"`
	HasTime  bool       `json:"has_time"`
	Priority int        `json:"priority"`
	Project  string     `json:"project,omitempty"`
}

// Headline is the brief for one day. Lists are never nil; First is nil when
// nothing open can be started (everything is blocked, or nothing is due).
type Headline struct {
	Day     time.Time `json:"day"` // local midnight of the day it is for
	Overdue []Item    `json:"overdue"`
	Due     []Item    `json:"due_today"`
	Blocked []Item    `json:"blocked"`
	Events  []Event   `json:"events"`
	First   *Item     `json:"first"`
	// CalendarErr says why events are missing when the calendar failed.
	CalendarErr string `json:"calendar_error,omitempty"`
}

// Compose builds the headline for now's day (in now's location) from the
// open tasks. A task is overdue when its due time (or, date-only, its day)
// is before now (today); blocked when a task it depends on is open. A
// blocked task is listed only as blocked.
func Compose(now time.Time, tasks []store.Task, events []Event) Headline {
	day := midnight(now)
	h := Headline{Day: day, Overdue: []Item{}, Due: []Item{}, Blocked: []Item{}, Events: firstEvents(day, events)}
	open := map[string]bool{}
	for _, t := range tasks {
		if !t.Done {
			open[t.ID] = true
		}
	}
	var startable []store.Task
	for _, t := range tasks {
		if t.Done {
			continue
		}
		switch {
		case isBlocked(t, open):
			h.Blocked = append(h.Blocked, item(t))
		case overdue(t, now):
			h.Overdue = append(h.Overdue, item(t))
			startable = append(startable, t)
		case t.Due != nil && midnight(t.Due.In(now.Location())).Equal(day):
			h.Due = append(h.Due, item(t))
			startable = append(startable, t)
		}
	}
	if f, ok := first(startable); ok {
		it := item(f)
		h.First = &it
	}
	return h
}

// first suggests the task to start with: the highest priority, then the
// earliest due, then the title (so the choice is stable).
func first(ts []store.Task) (store.Task, bool) {
	if len(ts) == 0 {
		return store.Task{}, false
	}
	sort.SliceStable(ts, func(i, j int) bool {
		a, b := ts[i], ts[j]
		if a.Priority != b.Priority {
			return a.Priority > b.Priority
		}
		if !a.Due.Equal(*b.Due) {
			return a.Due.Before(*b.Due)
		}
		return a.Title < b.Title
	})
	return ts[0], true
}

func firstEvents(day time.Time, evs []Event) []Event {
	end := day.AddDate(0, 0, 1)
	out := []Event{}
	for _, e := range evs {
		if e.Start.Before(end) && e.End.After(day) {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	if len(out) > MaxEvents {
		out = out[:MaxEvents]
	}
	return out
}

func isBlocked(t store.Task, open map[string]bool) bool {
	for _, d := range t.DependsOn {
		if open[d] {
			return true
		}
	}
	return false
}

func overdue(t store.Task, now time.Time) bool {
	if t.Due == nil {
		return false
	}
	if t.HasTime {
		return t.Due.Before(now)
	}
	return midnight(t.Due.In(now.Location())).Before(midnight(now))
}

func item(t store.Task) Item {
	return Item{ID: t.ID, Title: t.Title, Due: t.Due, HasTime: t.HasTime, Priority: t.Priority, Project: t.ProjectName}
}

func midnight(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// Empty reports a day with nothing to say.
func (h Headline) Empty() bool {
	return len(h.Overdue)+len(h.Due)+len(h.Blocked)+len(h.Events) == 0
}

// Summary is the one-line notification body: "2 overdue, 3 due today,
// 1 blocked · first: call the bank".
func (h Headline) Summary() string {
	var parts []string
	for _, p := range []struct {
		n    int
		name string
	}{{len(h.Overdue), "overdue"}, {len(h.Due), "due today"}, {len(h.Blocked), "blocked"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.name))
		}
	}
	if n := len(h.Events); n > 0 {
		parts = append(parts, plural(n, "event"))
	}
	if len(parts) == 0 {
		return "Nothing is due today."
	}
	s := strings.Join(parts, ", ")
	if h.First != nil {
		s += " · first: " + h.First.Title
	}
	return s
}

// Text is the card and `pace brief` text: the summary, then one section per
// list, then the suggestion. Times are shown in the headline day's zone.
func (h Headline) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s\n", h.Day.Format("Monday 2 January"), h.Summary())
	loc := h.Day.Location()
	section := func(name string, items []Item) {
		if len(items) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n%s:\n", name)
		for _, it := range items {
			fmt.Fprintf(&b, "  • %s%s\n", it.Title, dueText(it, h.Day, loc))
		}
	}
	section("Overdue", h.Overdue)
	section("Due today", h.Due)
	section("Blocked", h.Blocked)
	if len(h.Events) > 0 {
		b.WriteString("\nCalendar:\n")
		for _, e := range h.Events {
			if e.AllDay {
				fmt.Fprintf(&b, "  • %s (all day)\n", e.Title)
			} else {
				fmt.Fprintf(&b, "  • %s %s\n", e.Start.In(loc).Format("15:04"), e.Title)
			}
		}
	}
	if h.CalendarErr != "" {
		fmt.Fprintf(&b, "\n(Calendar: %s)\n", h.CalendarErr)
	}
	if h.First != nil {
		fmt.Fprintf(&b, "\nStart with: %s\n", h.First.Title)
	}
	return strings.TrimRight(b.String(), "\n")
}

func dueText(it Item, day time.Time, loc *time.Location) string {
	if it.Due == nil {
		return ""
	}
	d := it.Due.In(loc)
	switch {
	case it.HasTime && midnight(d).Equal(day):
		return " (" + d.Format("15:04") + ")"
	case it.HasTime:
		return " (" + d.Format("Mon 2 Jan 15:04") + ")"
	case !midnight(d).Equal(day):
		return " (" + d.Format("Mon 2 Jan") + ")"
	}
	return ""
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
