package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"pace/brief"
	"pace/deeplink"
	"pace/store"
	"pace/thread"
	"pace/tools"
	"pace/tools/dates"
)

// cmdOpen is `pace open URL`: run a pace:// link. With a window running (the
// request was handed over) it goes into the window's queue and the window
// shows what happened; without one, turns run headless here and the window
// actions (listen, panel) start the window.
func cmdOpen(c *cli, args []string) error {
	if len(args) != 1 {
		return usageErr("give one pace:// link, e.g. pace open 'pace://chat?text=what%%20is%%20due'")
	}
	l, err := deeplink.Parse(args[0])
	if err != nil {
		var e *deeplink.Error
		if errors.As(err, &e) {
			fmt.Fprintf(c.env.Stderr, "pace open: nothing was run: %s\n", e.Reason)
			return exitError{exitUsage}
		}
		return err
	}
	if c.gui != nil {
		msg, err := c.gui.openLink(l)
		if err != nil {
			return err
		}
		fmt.Fprintln(c.env.Stdout, msg)
		return nil
	}
	switch l.Action {
	case deeplink.Listen, deeplink.Panel:
		// Only a window can listen or show the panel: start one with the link.
		c.startLink = &l
		if code := c.runGUI(); code != exitOK {
			return exitError{code}
		}
		return nil
	case deeplink.Today:
		return c.printBrief(false)
	case deeplink.Note:
		return c.printNote(l.Title)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	w, err := c.wire(ctx, brainChoice{})
	if err != nil {
		return err
	}
	if err := c.mustPersist(); err != nil {
		return err
	}
	w.thread.SetApprover(c.linkApprover())
	w.thread.Start(ctx)
	var tr thread.Turn
	if l.Action == deeplink.Chat {
		tr, err = w.thread.SubmitWait(ctx, l.Text, nil)
	} else {
		inv, label, ierr := linkInvocation(l, c.env.Now())
		if ierr != nil {
			return ierr
		}
		tr, err = w.thread.DoWait(ctx, inv, label)
	}
	if err != nil {
		return err
	}
	return c.reportTurn(tr, false, nil)
}

// linkApprover asks on the terminal, and only there: a link never carries
// its own approval, so with no one at a terminal a risky step is refused.
func (c *cli) linkApprover() func(context.Context, tools.Spec, json.RawMessage) bool {
	return func(_ context.Context, spec tools.Spec, args json.RawMessage) bool {
		if !isTerminal(os.Stdin) || c.env.Stdin == nil {
			fmt.Fprintf(c.env.Stderr, "pace: %s needs your approval, and a link cannot give it; nothing was done. Open the window or use pace ask.\n", spec.Name)
			return false
		}
		fmt.Fprintf(c.env.Stderr, "pace: a link asks to run %s %s. Allow? [y/N] ", spec.Name, string(args))
		var answer string
		fmt.Fscanln(c.env.Stdin, &answer)
		return strings.EqualFold(strings.TrimSpace(answer), "y") || strings.EqualFold(strings.TrimSpace(answer), "yes")
	}
}

func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// linkInvocation is the tool call of a capture or add link: a note, or a
// task through quick-add (the date and recurrence phrases read from the
// text by tools/dates, the rest the title).
func linkInvocation(l deeplink.Link, now time.Time) (tools.Invocation, string, error) {
	var args any
	var label string
	switch l.Action {
	case deeplink.Capture:
		title := l.Title
		if title == "" {
			title = oneLine(l.Text, 60)
		}
		args = tools.CreateNoteArgs{Title: title, Body: l.Text}
		label = "Capture: " + title
	case deeplink.Add:
		a := tools.CreateTaskArgs{Title: l.Text}
		if r, err := dates.Parse(l.Text, now); err == nil {
			if t := dates.Strip(l.Text, r); t != "" {
				a.Title = t
				a.Due = r.Matched
				if r.RRule != "" {
					a.Repeats = l.Text[r.RuleSpan[0]:r.RuleSpan[1]]
				}
			}
		}
		args = a
		label = "Add: " + l.Text
	default:
		return tools.Invocation{}, "", fmt.Errorf("open: %s is not a tool link", l.Action)
	}
	b, err := json.Marshal(args)
	if err != nil {
		return tools.Invocation{}, "", fmt.Errorf("open: %w", err)
	}
	return tools.Invocation{Tool: map[deeplink.Action]string{deeplink.Capture: "createNote", deeplink.Add: "createTask"}[l.Action], Args: b}, label, nil
}

// printNote prints the note called title (case-insensitive).
func (c *cli) printNote(title string) error {
	db, err := c.open()
	if err != nil {
		return err
	}
	var found *store.Note
	err = db.Read(context.Background(), func(tx *store.Tx) error {
		// Titles first (newest first, no bodies), then the one note whole.
		ns, err := tx.Notes().TitleMatches(title, 100)
		for i := range ns {
			if strings.EqualFold(strings.TrimSpace(ns[i].Title), strings.TrimSpace(title)) {
				n, err := tx.Notes().Get(ns[i].ID)
				found = &n
				return err
			}
		}
		return err
	})
	if err != nil {
		return err
	}
	if found == nil {
		fmt.Fprintf(c.env.Stderr, "pace open: no note is called %q\n", title)
		return exitError{exitFail}
	}
	fmt.Fprintf(c.env.Stdout, "# %s\n\n%s\n", found.Title, found.Body)
	return nil
}

// composeBrief reads the open tasks and, when the calendar is on, today's events.
func composeBrief(ctx context.Context, db *store.DB, cal brief.Calendar, now time.Time) (brief.Headline, error) {
	var ts []store.Task
	if err := db.Read(ctx, func(tx *store.Tx) error {
		var err error
		ts, err = tx.Tasks().List(store.TaskFilter{Status: "open"})
		return err
	}); err != nil {
		return brief.Headline{}, err
	}
	var evs []brief.Event
	var calErr error
	if cal != nil {
		day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
		evs, calErr = cal.Events(ctx, day, day.AddDate(0, 0, 1))
	}
	h := brief.Compose(now, ts, evs)
	if calErr != nil {
		h.CalendarErr = "could not read the calendar"
	}
	return h, nil
}
