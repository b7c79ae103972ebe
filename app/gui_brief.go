package app

import (
	"context"
	"encoding/json"
	"fmt"
	"pace/caldav"
	"runtime"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"pace/brief"
	"pace/deeplink"
	"pace/notify"
	"pace/presence"
	"pace/remind"
	"pace/store"
	"pace/tools"
	"pace/views"
)

// Settings keys holding the schedulers' state (JSON).
const (
	settingBriefState  = "brief.state"
	settingRemindState = "remind.state"
)

// calendar is the calendar integration the brief reads events from: the
// CalDAV account when one is configured (and allowed), else nil — the brief
// then has no calendar section.
func (c *cli) calendar() brief.Calendar {
	db, err := c.open()
	if err != nil {
		return nil
	}
	svc, err := c.wireCalDAV(context.Background(), db)
	if err != nil || svc == nil {
		return nil
	}
	return briefCalendar{svc}
}

// briefCalendar reads the CalDAV account's events for the brief.
type briefCalendar struct{ svc *caldav.Service }

func (b briefCalendar) Events(ctx context.Context, from, to time.Time) ([]brief.Event, error) {
	evs, err := b.svc.Events(ctx, from, to)
	out := make([]brief.Event, 0, len(evs))
	for _, e := range evs {
		out = append(out, brief.Event{Title: e.Title, Start: e.Start, End: e.End, AllDay: e.AllDay})
	}
	return out, err
}

// envClock is the process clock (Env.Now) with real timers.
type envClock struct{ now func() time.Time }

func (c envClock) Now() time.Time                         { return c.now() }
func (c envClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// notifier shows desktop notifications: over D-Bus with actions on Linux,
// through Fyne elsewhere; with no service it reports false and the card
// alone stands for the notification.
type notifier struct {
	app  fyne.App
	dbus *notify.DBus // Linux, when a notification server answers
	now  func() time.Time
	mu   sync.Mutex
	last time.Time
}

func newNotifier(a fyne.App, now func() time.Time) *notifier {
	n := &notifier{app: a, now: now}
	if runtime.GOOS == "linux" || runtime.GOOS == "freebsd" {
		if d, err := notify.SessionDBus("Pace", AppID); err == nil {
			n.dbus = d
		}
	}
	return n
}

// send shows one notification; on hears the action pressed, where supported.
func (n *notifier) send(title, body string, actions []notify.Action, on func(string)) bool {
	shown := false
	switch {
	case n.dbus != nil:
		_, err := n.dbus.Send(notify.Notice{Title: title, Body: body, Actions: actions}, on)
		shown = err == nil
	case runtime.GOOS == "darwin" || runtime.GOOS == "windows":
		n.app.SendNotification(fyne.NewNotification(title, body))
		shown = true
	}
	if shown {
		n.mu.Lock()
		n.last = n.now()
		n.mu.Unlock()
	}
	return shown
}

func (n *notifier) lastNotice() time.Time {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.last
}

func (n *notifier) close() {
	if n.dbus != nil {
		n.dbus.Close()
	}
}

// loadJSON and saveJSON keep a scheduler's state in the store's settings.
func loadJSON[T any](db *store.DB, key string) (T, error) {
	var v T
	err := db.Read(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Settings().Get(key, &v)
		return err
	})
	return v, err
}

func saveJSON(db *store.DB, key string, v any) error {
	return db.Write(context.Background(), func(tx *store.Tx) error { return tx.Settings().Set(key, v) })
}

// settingStr reads a string setting ("" when unset).
func settingStr(db *store.DB, key string) string {
	s, _ := loadJSON[string](db, key)
	return s
}

// briefSettings reads Settings → Morning brief; bad values keep the defaults.
func briefSettings(db *store.DB) brief.Settings {
	on, _ := loadJSON[bool](db, brief.KeyEnabled)
	s, _ := brief.FromStrings(on, settingStr(db, brief.KeyAt), settingStr(db, brief.KeyDays), settingStr(db, brief.KeyQuiet))
	return s
}

// startSchedulers runs the morning brief and the due-time reminders until
// the app stops.
func (g *gui) startSchedulers() {
	clock := envClock{g.c.env.Now}
	report := func(err error) { fmt.Fprintf(g.c.env.Stderr, "pace: %v\n", err) }
	db := g.w.db
	// A brief parked earlier today (before a restart) is shown again: parked, never lost.
	if st, err := loadJSON[brief.State](db, settingBriefState); err == nil && st.Parked && st.Day == brief.DayKey(g.c.env.Now()) {
		if h, err := composeBrief(g.ctx, db, g.calendar, g.c.env.Now()); err == nil {
			g.briefCard(h)
		}
	}
	bs := &brief.Scheduler{
		Clock:      clock,
		Settings:   func() brief.Settings { return briefSettings(db) },
		Busy:       g.busy,
		LastNotice: g.notes.lastNotice,
		Compose: func(ctx context.Context) (brief.Headline, error) {
			return composeBrief(ctx, db, g.calendar, clock.Now())
		},
		Load:   func() (brief.State, error) { return loadJSON[brief.State](db, settingBriefState) },
		Save:   func(s brief.State) error { return saveJSON(db, settingBriefState, s) },
		Card:   g.briefCard,
		Notify: func(h brief.Headline) bool { return g.notes.send("Good morning", h.Summary(), nil, nil) },
	}
	rs := &remind.Scheduler{
		Clock: clock,
		Lead: func() time.Duration {
			d, err := brief.ParseLead(settingStr(db, brief.KeyLead))
			if err != nil {
				return brief.DefaultLead
			}
			return d
		},
		Tasks: func(ctx context.Context) ([]store.Task, error) {
			var ts []store.Task
			err := db.Read(ctx, func(tx *store.Tx) error {
				var err error
				ts, err = tx.Tasks().List(store.TaskFilter{Status: "open"})
				return err
			})
			return ts, err
		},
		Load:   func() (remind.State, error) { return loadJSON[remind.State](db, settingRemindState) },
		Save:   func(s remind.State) error { return saveJSON(db, settingRemindState, s) },
		Notify: g.remindOne,
		Missed: func(m []remind.Alert) {
			text := remind.Summary(m)
			g.card("missed-"+brief.DayKey(clock.Now()), "Missed reminders", text)
			g.notes.send("Missed reminders", text, nil, nil)
		},
	}
	go bs.Run(g.ctx, report)
	go rs.Run(g.ctx, report)
}

// showBrief shows h now (pace brief --notify): the card and the notification.
func (g *gui) showBrief(h brief.Headline) bool {
	g.briefCard(h)
	return g.notes.send("Your brief", h.Summary(), nil, nil)
}

func (g *gui) briefCard(h brief.Headline) {
	g.card("brief-"+brief.DayKey(h.Day), "Morning brief", h.Text())
}

// card shows a local card in the thread (replacing one with the same id).
func (g *gui) card(id, title, text string) {
	fyne.Do(func() {
		g.main.Thread.AddLocal(views.Turn{ID: id, Request: title, Direct: true, Status: views.StatusDone, Reply: text, At: g.c.env.Now()})
	})
}

// remindOne notifies one reminder, with Done and Snooze where the server
// offers actions; both run as undoable turns in the thread.
func (g *gui) remindOne(a remind.Alert) {
	body := a.Body(g.c.env.Now())
	g.card("remind-"+a.TaskID+"-"+string(a.Kind), "Reminder: "+a.Title, body)
	ref := "id:" + a.TaskID
	g.notes.send(a.Title, body, []notify.Action{{Key: "done", Label: "Done"}, {Key: "snooze", Label: "Snooze 10 min"}}, func(key string) {
		switch key {
		case "done":
			g.doTool("completeTask", tools.TaskRef{Task: ref}, "Done: "+a.Title)
		case "snooze":
			g.doTool("snoozeTask", tools.SnoozeTaskArgs{Task: ref, Until: "in 10 minutes"}, "Snooze: "+a.Title)
		case "default":
			fyne.Do(g.showWindow)
		}
	})
}

func (g *gui) doTool(name string, args any, label string) {
	b, err := json.Marshal(args)
	if err != nil {
		return
	}
	g.w.thread.Do(tools.Invocation{Tool: name, Args: b}, label)
}

// busy says why the brief should wait: the microphone is open for
// push-to-talk, or a full-screen window has focus (where the OS tells:
// X11 via EWMH; elsewhere this check is skipped).
func (g *gui) busy() string {
	if g.listening.Load() {
		return "the microphone is in use"
	}
	if full, err := presence.FullScreen(); err == nil && full {
		return "a full-screen window has focus"
	}
	return ""
}

// openLink runs a link in the window: turns and tool calls go into the
// thread's queue (the window's approval dialog asks before any risky step,
// always), the rest acts on the window. It returns what to tell the caller.
func (g *gui) openLink(l deeplink.Link) (string, error) {
	switch l.Action {
	case deeplink.Chat:
		g.w.thread.Submit(l.Text)
		fyne.Do(func() { g.showWindow(); g.main.Show(views.SpaceThread) })
		return "Sent to the Pace window: " + l.Text, nil
	case deeplink.Capture, deeplink.Add:
		inv, label, err := linkInvocation(l, g.c.env.Now())
		if err != nil {
			return "", err
		}
		g.w.thread.Do(inv, label)
		return "Queued in the Pace window: " + label, nil
	case deeplink.Listen:
		fyne.Do(func() { g.showWindow(); g.voice.Toggle() })
		return "Listening in the Pace window.", nil
	case deeplink.Panel:
		fyne.Do(g.openPanel)
		return "Opened the quick panel.", nil
	case deeplink.Today:
		fyne.Do(func() { g.showWindow(); g.main.Show(views.SpaceToday) })
		return "Showing Today.", nil
	case deeplink.Note:
		fyne.Do(func() {
			g.showWindow()
			g.main.Show(views.SpaceKnowledge)
			g.main.Knowledge.OpenTitle(l.Title)
		})
		return "Opening the note " + l.Title + ".", nil
	}
	return "", fmt.Errorf("open: unknown action %s", l.Action)
}
