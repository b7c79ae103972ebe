package tools

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"pace/store"
	"pace/tools/dates"
)

// Calendar is the user's CalDAV account as the calendar tools need it
// (app adapts caldav.Service to it). The tools calendarAgenda and
// exportToReminders are registered only when Options.Calendar is set.
type Calendar interface {
	// Events returns the event occurrences overlapping [from, to), sorted
	// by start (recurrences expanded, instants in the user's zone).
	Events(ctx context.Context, from, to time.Time) ([]CalendarEvent, error)
	// ExportReminders writes tasks as VTODOs in the reminders list,
	// skipping those exported there before, journaling each export under
	// group so undo deletes exactly those; it returns the titles written,
	// the titles skipped and the list's name.
	ExportReminders(ctx context.Context, group string, tasks []store.Task) (exported, skipped []string, list string, err error)
	// FlushReminders deletes on the server the VTODOs of undone exports.
	FlushReminders(ctx context.Context) error
}

// CalendarEvent is one event occurrence. Busy is false for all-day and
// transparent events, which leave the free stretches alone.
type CalendarEvent struct {
	Title    string    `json:"title"`
	Start    time.Time `json:"start"`
	End      time.Time `json:"end"`
	AllDay   bool      `json:"all_day"`
	Calendar string    `json:"calendar"`
	Busy     bool      `json:"-"`
}

// Stretch is a free interval [Start, End).
type Stretch struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
}

// AgendaTask is a task due in the agenda's window.
type AgendaTask struct {
	ID      string    `json:"id"`
	Title   string    `json:"title"`
	Due     time.Time `json:"due"`
	HasTime bool      `json:"has_time"`
	Project string    `json:"project,omitempty"`
}

// Agenda is a window of the calendar: its events, the free stretches
// between them (waking hours only, FreeFrom–FreeUntil, at least MinFree
// long, never before now) and the open tasks due in it.
type Agenda struct {
	Window string          `json:"window"`
	From   time.Time       `json:"from"`
	To     time.Time       `json:"to"`
	Events []CalendarEvent `json:"events"`
	Free   []Stretch       `json:"free"`
	Tasks  []AgendaTask    `json:"tasks"`
}

// Waking hours bound the free stretches; shorter gaps are not worth naming.
const (
	FreeFrom  = 8  // 08:00
	FreeUntil = 20 // 20:00
	MinFree   = 15 * time.Minute
)

// ErrNoCalendar: no CalDAV account is connected.
var ErrNoCalendar = errors.New("no calendar is connected")

// parts of the day, [start hour, end hour).
var dayParts = map[string][2]int{"morning": {8, 12}, "afternoon": {12, 18}, "evening": {18, 23}, "tonight": {18, 23}, "night": {18, 23}}

// Window reads an agenda window phrase against now: "" or "today" (the
// whole day), "this afternoon" (from now when it is under way),
// "tomorrow morning", "thursday", "next monday afternoon", "this week"
// (to Sunday night; said on a Sunday, to next Sunday night), "next week", "this weekend" (Saturday and Sunday),
// "next weekend", a span of days ("the next three days"), or any
// tools/dates day phrase. It
// returns [from, to) and a label. Errors: a phrase naming no day.
func Window(phrase string, now time.Time) (from, to time.Time, label string, err error) {
	p := strings.Join(strings.Fields(strings.ToLower(phrase)), " ")
	p = strings.TrimPrefix(p, "on ")
	today := startOfDay(now)
	switch p {
	case "", "today", "the day":
		return today, today.AddDate(0, 0, 1), "today", nil
	case "this week", "the week", "week":
		return today, dates.RelWeekStart(today).AddDate(0, 0, 7), "this week", nil
	case "next week":
		ws := dates.RelWeekStart(today).AddDate(0, 0, 7)
		return ws, ws.AddDate(0, 0, 7), "next week", nil
	case "this weekend", "the weekend", "weekend":
		// Saturday and Sunday of this week; on a Sunday, what is left of it.
		sat := weekStart(today).AddDate(0, 0, 5)
		return laterOf(sat, today), sat.AddDate(0, 0, 2), "this weekend", nil
	case "next weekend":
		sat := weekStart(today).AddDate(0, 0, 12)
		return sat, sat.AddDate(0, 0, 2), "next weekend", nil
	}
	part, rest := "", p
	for name := range dayParts {
		if rest == name || strings.HasSuffix(rest, " "+name) {
			part, rest = name, strings.TrimSpace(strings.TrimSuffix(rest, name))
			break
		}
	}
	day := today
	switch rest {
	case "", "this", "today", "this afternoon":
	default:
		r, perr := dates.Parse(rest, now)
		if perr != nil || !r.HasDate || !r.HasDay {
			return time.Time{}, time.Time{}, "", fmt.Errorf("couldn't read %s as a day (try 'today', 'tomorrow afternoon', 'thursday' or 'this week')", quote(phrase))
		}
		day = startOfDay(r.Value)
		if from, to, ok := daySpan(day, r.End, today); part == "" && ok {
			return from, to, p, nil
		}
	}
	if part == "" {
		return day, day.AddDate(0, 0, 1), p, nil
	}
	h := dayParts[part]
	from = time.Date(day.Year(), day.Month(), day.Day(), h[0], 0, 0, 0, day.Location())
	to = time.Date(day.Year(), day.Month(), day.Day(), h[1], 0, 0, 0, day.Location())
	if now.After(from) && now.Before(to) {
		from = now // under way: what is left of it
	}
	return from, to, p, nil
}

// daySpan reads a parsed phrase that starts on day (00:00) and ends at end
// (exclusive; zero for a single time) as a span of days: [from, to) when it
// covers more than one day ("the next three days", "the coming week"), and
// a span that starts tomorrow starts today, so what is due today is "in the
// next three days" too. ok is false for a single day or time.
func daySpan(day, end, today time.Time) (from, to time.Time, ok bool) {
	if end.IsZero() {
		return time.Time{}, time.Time{}, false
	}
	to = startOfDay(end)
	if !to.After(day.AddDate(0, 0, 1)) {
		return time.Time{}, time.Time{}, false
	}
	if day.Equal(today.AddDate(0, 0, 1)) {
		day = today
	}
	return day, to, true
}

// weekStart is the Monday of the calendar week (Monday to Sunday) holding
// day, at day's clock time.
func weekStart(day time.Time) time.Time {
	off := (int(day.Weekday()) + 6) % 7 // Monday 0
	return day.AddDate(0, 0, -off)
}

// FreeStretches returns the gaps in [from, to) not covered by busy
// events, clipped to waking hours each day and to not-before now, at
// least MinFree long, in order.
func FreeStretches(evs []CalendarEvent, from, to, now time.Time) []Stretch {
	if now.After(from) {
		from = now
	}
	var busy []Stretch
	for _, e := range evs {
		if e.Busy && e.End.After(e.Start) {
			busy = append(busy, Stretch{e.Start, e.End})
		}
	}
	sort.Slice(busy, func(i, j int) bool { return busy[i].Start.Before(busy[j].Start) })
	out := []Stretch{}
	for d := startOfDay(from); d.Before(to); d = d.AddDate(0, 0, 1) {
		lo := laterOf(time.Date(d.Year(), d.Month(), d.Day(), FreeFrom, 0, 0, 0, d.Location()), from)
		hi := earlierOf(time.Date(d.Year(), d.Month(), d.Day(), FreeUntil, 0, 0, 0, d.Location()), to)
		cur := lo
		for _, b := range busy {
			if !b.End.After(cur) || !b.Start.Before(hi) {
				continue
			}
			if b.Start.Sub(cur) >= MinFree {
				out = append(out, Stretch{cur, b.Start})
			}
			cur = laterOf(cur, b.End)
		}
		if hi.Sub(cur) >= MinFree {
			out = append(out, Stretch{cur, hi})
		}
	}
	return out
}

func laterOf(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func earlierOf(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// CalendarAgenda builds the agenda of a window phrase (see Window).
// Errors: ErrNoCalendar, a phrase naming no day (a *userError the tool
// shows), the calendar's errors, store errors.
func (tb *ToolBox) CalendarAgenda(ctx context.Context, window string) (Agenda, error) {
	if tb.opt.Calendar == nil {
		return Agenda{}, ErrNoCalendar
	}
	now := tb.now()
	from, to, label, err := Window(window, now)
	if err != nil {
		return Agenda{}, &userError{Fail(sentence("I " + err.Error()))}
	}
	evs, err := tb.opt.Calendar.Events(ctx, from, to)
	if err != nil && len(evs) == 0 {
		return Agenda{}, err
	}
	ag := Agenda{Window: label, From: from, To: to, Events: evs, Free: FreeStretches(evs, from, to, now), Tasks: []AgendaTask{}}
	if ag.Events == nil {
		ag.Events = []CalendarEvent{}
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{Status: "open", DueBefore: &to})
		for _, t := range ts {
			if t.Due != nil && !t.Due.Before(startOfDay(from)) && (t.HasTime && !t.Due.Before(from) || !t.HasTime) {
				ag.Tasks = append(ag.Tasks, AgendaTask{ID: t.ID, Title: t.Title, Due: *t.Due, HasTime: t.HasTime, Project: t.ProjectName})
			}
		}
		return err
	})
	return ag, err
}

// CalendarAgendaArgs: calendarAgenda.
type CalendarAgendaArgs struct {
	Window string `json:"window,omitempty" jsonschema:"today, this afternoon, tomorrow, thursday afternoon, this week; empty for today"`
}

// ExportToRemindersArgs: exportToReminders.
type ExportToRemindersArgs struct {
	Which string `json:"which,omitempty" jsonschema:"today, upcoming (the next 7 days), overdue or all open tasks; default today"`
	Title string `json:"title,omitempty" jsonschema:"only open tasks whose title has all these words"`
}

func (tb *ToolBox) calendarTools() []Tool {
	if tb.opt.Calendar == nil {
		return nil
	}
	return []Tool{
		tool("calendarAgenda", "Show the calendar's events in a window (today, this afternoon, tomorrow, a named day, this week) with the free stretches between them and the tasks due then.",
			false, Routine, FamilyAgenda, `{"window":"tomorrow"}`, tb.calendarAgendaTool),
		tool("exportToReminders", "Copy tasks (today's, upcoming, overdue, all, or by title words) to the reminders list on the calendar server; each task only once.",
			true, NeedsApproval, FamilyTask, `{"which":"today"}`, tb.exportToReminders),
	}
}

func (tb *ToolBox) calendarAgendaTool(ctx context.Context, inv Invocation, a CalendarAgendaArgs) (Result, error) {
	ag, err := tb.CalendarAgenda(ctx, a.Window)
	var ue *userError
	switch {
	case errors.As(err, &ue):
		return ue.res, nil
	case err != nil && ctx.Err() != nil:
		return Result{}, err
	case err != nil:
		return Fail("I couldn't read the calendar: " + tb.calendarProblem(err)), nil
	}
	return Result{OK: true, Summary: ag.Headline(tb.now()), Detail: ag.Text(tb.now()),
		Outputs: map[string]string{"events": fmt.Sprint(len(ag.Events)), "free": fmt.Sprint(len(ag.Free))}}, nil
}

// calendarProblem is the one-line reason a calendar call failed; app's
// error table gives the full sentence, this keeps the card short.
func (tb *ToolBox) calendarProblem(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 && i+2 < len(s) {
		s = s[i+2:]
	}
	return sentence(s)
}

// Headline is the card's one line: "Tomorrow: 2 events (first Standup at
// 10:00), free 11:00–13:00 and 14:00–20:00, 1 task due".
func (ag Agenda) Headline(now time.Time) string {
	var parts []string
	switch n := len(ag.Events); n {
	case 0:
		parts = append(parts, "no events")
	default:
		first := ag.Events[0]
		at := first.Start.Format("15:04")
		if first.AllDay {
			at = "all day"
		} else if !sameDay(first.Start, ag.From) {
			at = first.Start.Format("Mon 15:04")
		}
		parts = append(parts, fmt.Sprintf("%d event%s (first %s, %s)", n, plural(n), first.Title, at))
	}
	if len(ag.Free) > 0 {
		var fs []string
		for i, f := range ag.Free {
			if i == 3 {
				fs = append(fs, "…")
				break
			}
			fs = append(fs, stretchText(f, ag.From))
		}
		parts = append(parts, "free "+strings.Join(fs, ", "))
	} else {
		parts = append(parts, "no free time")
	}
	if n := len(ag.Tasks); n > 0 {
		parts = append(parts, fmt.Sprintf("%d task%s due", n, plural(n)))
	}
	label := ag.Window
	return strings.ToUpper(label[:1]) + label[1:] + ": " + strings.Join(parts, ", ") + "."
}

// Text is the full agenda for a person or a model.
func (ag Agenda) Text(now time.Time) string {
	lines := []string{ag.Headline(now)}
	for _, e := range ag.Events {
		when := e.Start.Format("Mon 15:04") + "–" + e.End.Format("15:04")
		if e.AllDay {
			when = e.Start.Format("Mon") + " all day"
		}
		lines = append(lines, fmt.Sprintf("- %s %s (%s)", when, e.Title, e.Calendar))
	}
	for _, f := range ag.Free {
		lines = append(lines, "- free "+f.Start.Format("Mon 15:04")+"–"+f.End.Format("15:04"))
	}
	for _, t := range ag.Tasks {
		lines = append(lines, "- due: "+t.Title)
	}
	return strings.Join(lines, "\n")
}

func stretchText(f Stretch, day time.Time) string {
	if sameDay(f.Start, day) {
		return f.Start.Format("15:04") + "–" + f.End.Format("15:04")
	}
	return f.Start.Format("Mon 15:04") + "–" + f.End.Format("15:04")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// exportPicks is the open tasks an exportToReminders call covers, in the
// store's order: a.Which (today, upcoming, overdue, all; today when neither
// it nor a.Title is given) narrowed to titles holding every word of
// a.Title. An unknown Which is a *userError.
func (tb *ToolBox) exportPicks(tx *store.Tx, a ExportToRemindersArgs) ([]store.Task, error) {
	var picked []store.Task
	which := strings.ToLower(strings.TrimSpace(a.Which))
	if which == "" && a.Title == "" {
		which = "today"
	}
	ts, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
	if err != nil {
		return nil, err
	}
	today := tb.today()
	words := strings.Fields(strings.ToLower(a.Title))
	for _, t := range ts {
		var ok bool
		switch which {
		case "today":
			ok = tb.dueOn(t, today)
		case "upcoming":
			ok = t.Due != nil && !tb.overdue(t) && t.Due.Before(today.AddDate(0, 0, 7))
		case "overdue":
			ok = tb.overdue(t)
		case "all", "":
			ok = true
		default:
			return nil, failf("Export takes today, upcoming, overdue or all, not %s.", quote(a.Which))
		}
		title := strings.ToLower(t.Title)
		for _, w := range words {
			ok = ok && strings.Contains(title, w)
		}
		if ok {
			picked = append(picked, t)
		}
	}
	return picked, nil
}

// previewExport words the approval for an export: the tasks it copies,
// by title ("Copy 2 tasks to your reminders list: “call the plumber”,
// “pay rent”?"). No task is a *userError, so nothing is put to the person.
func (tb *ToolBox) previewExport(tx *store.Tx, a ExportToRemindersArgs) (string, error) {
	picked, err := tb.exportPicks(tx, a)
	if err != nil {
		return "", err
	}
	if len(picked) == 0 {
		return "", &userError{Fail("No open tasks match, so nothing will be exported.")}
	}
	return fmt.Sprintf("Copy %s to your reminders list: %s?", countTasks(len(picked)), titles(picked)), nil
}

// exportToReminders copies the selected open tasks to the reminders list.
func (tb *ToolBox) exportToReminders(ctx context.Context, inv Invocation, a ExportToRemindersArgs) (Result, error) {
	var picked []store.Task
	err := tb.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		picked, err = tb.exportPicks(tx, a)
		return err
	})
	var ue *userError
	if errors.As(err, &ue) {
		return ue.res, nil
	}
	if err != nil {
		return Result{}, err
	}
	if len(picked) == 0 {
		return Fail("No open tasks match, so nothing was exported."), nil
	}
	group := inv.Group
	if group == "" {
		group = tb.db.NewID()
	}
	done, skipped, list, err := tb.opt.Calendar.ExportReminders(ctx, group, picked)
	if err != nil && len(done) == 0 {
		if ctx.Err() != nil {
			return Result{}, err
		}
		return Fail("Nothing was exported: " + tb.calendarProblem(err)), nil
	}
	sum := fmt.Sprintf("Exported %d task%s to %s", len(done), plural(len(done)), list)
	if len(skipped) > 0 {
		sum += fmt.Sprintf(" (%d already there)", len(skipped))
	}
	if err != nil {
		sum += "; then it stopped: " + tb.calendarProblem(err)
	}
	r := Result{OK: true, Summary: sum + ".", Changed: len(done) > 0, Outputs: map[string]string{"list": list, "exported": fmt.Sprint(len(done))}}
	r.Detail = r.Summary
	if len(done) > 0 {
		r.Detail += "\n- " + strings.Join(done, "\n- ")
	}
	return r, nil
}

// agendaEvents is the agenda's calendar part when a calendar is on: "3
// events (first Standup at 10:00)" for the rest of today (or the week)
// and a line per event. Without a calendar, or when it cannot be read,
// the agenda goes without ("" and nil): tasks never wait on a server.
func (tb *ToolBox) agendaEvents(ctx context.Context, week bool) (string, []string) {
	if tb.opt.Calendar == nil {
		return "", nil
	}
	now := tb.now()
	to := startOfDay(now).AddDate(0, 0, 1)
	if week {
		to = startOfDay(now).AddDate(0, 0, 7)
	}
	evs, _ := tb.opt.Calendar.Events(ctx, now, to) // what could be read, even on a partial failure
	if len(evs) == 0 {
		return "", nil
	}
	first := evs[0]
	at := "all day"
	if !first.AllDay {
		at = "at " + first.Start.Format("15:04")
		if !sameDay(first.Start, now) {
			at = first.Start.Format("Mon 15:04")
		}
	}
	lines := []string{"Calendar:"}
	for _, e := range evs {
		when := e.Start.Format("Mon 15:04") + "–" + e.End.Format("15:04")
		if e.AllDay {
			when = e.Start.Format("Mon") + " all day"
		}
		lines = append(lines, "- "+when+" "+e.Title)
	}
	return fmt.Sprintf("%d event%s (first %s %s)", len(evs), plural(len(evs)), first.Title, at), lines
}
