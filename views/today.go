package views

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// args marshals a tool's arguments; they are plain structs and maps that
// always encode.
func args(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// ref is the "id:<uuid>" reference every tool accepts.
func ref(id string) string { return "id:" + id }

// agenda is what Today shows, read in one snapshot.
type agenda struct {
	overdue, today, week, later []store.Task
	doneToday                   int
}

// Today is the day at a glance: a one-line headline, then overdue tasks
// (red dates), today's, the rest of the week and what comes after. Ticking a
// box completes the task through the thread, so it can be undone there.
type Today struct {
	db  *store.DB
	act Actor
	now func() time.Time

	Headline *widget.Label
	AddInput *entry
	AddDue   *entry
	AddBtn   *widget.Button
	// AddError says, under the fields, why the last add failed.
	AddError *widget.Label
	// Checks maps task id to its checkbox, for tests.
	Checks map[string]*widget.Check
	// Rows makes the task rows and their edit menus.
	Rows *taskEditor
	// Sender, when set, reads adds that carry quick-add tokens (#project,
	// @label, p1) the way the thread does.
	Sender Sender

	list    *fyne.Container
	content fyne.CanvasObject
	adding  *pendingAdd
}

// pendingAdd is an add submitted as a turn and not yet finished; the
// fields keep their text until it succeeds.
type pendingAdd struct{ turn, label, title, due string }

// NewToday builds the Today space; call Reload or Refresh to fill it.
func NewToday(db *store.DB, act Actor, now func() time.Time, shortcuts func(fyne.Shortcut) bool) *Today {
	if now == nil {
		now = time.Now
	}
	t := &Today{db: db, act: act, now: now, Checks: map[string]*widget.Check{}, Rows: &taskEditor{act: act, Menus: map[string]*widget.Button{}, Renames: map[string]*renameEntry{}}}
	t.Headline = heading("")
	t.AddInput = newEntry(shortcuts, false)
	t.AddInput.SetPlaceHolder("Add a task: pay rent friday p1 #Home @bills")
	t.AddDue = newEntry(shortcuts, false)
	t.AddDue.SetPlaceHolder("When (e.g. friday 5pm)")
	t.AddBtn = widget.NewButton("Add", t.add)
	t.AddInput.OnSubmitted = func(string) { t.add() }
	t.AddDue.OnSubmitted = func(string) { t.add() }
	t.AddError = widget.NewLabel("")
	t.AddError.Importance = widget.DangerImportance
	t.AddError.Wrapping = fyne.TextWrapWord
	t.AddError.Hide()
	t.list = container.NewVBox()
	addRow := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewGridWrap(fyne.NewSize(200, t.AddDue.MinSize().Height), t.AddDue), t.AddBtn), t.AddInput)
	top := container.NewVBox(t.Headline, addRow, t.AddError)
	t.content = container.NewBorder(pad(top), nil, nil, nil, container.NewVScroll(pad(t.list)))
	return t
}

// pad adds the spaces' 16-px margins.
func pad(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewCustomPaddedLayout(12, 12, 20, 20), o)
}

// Content is the space's canvas object.
func (t *Today) Content() fyne.CanvasObject { return t.content }

// FocusAdd puts the keyboard focus in the "Add a task" field.
func (t *Today) FocusAdd(c fyne.Canvas) { c.Focus(t.AddInput) }

func (t *Today) add() {
	title := strings.TrimSpace(t.AddInput.Text)
	if title == "" {
		return
	}
	a := map[string]string{"title": title}
	label := "Add “" + title + "”"
	if due := strings.TrimSpace(t.AddDue.Text); due != "" {
		a["due"] = due
		label += ", " + due
	}
	t.AddError.Hide()
	p := &pendingAdd{label: label, title: t.AddInput.Text, due: t.AddDue.Text}
	t.adding = p
	var id string
	if t.Sender != nil && quickToken.MatchString(title) {
		// The thread's grammar reads the tokens; the due field joins in.
		text := "add " + title
		if a["due"] != "" {
			text += " " + a["due"]
		}
		p.label = text
		id = t.Sender.Submit(text)
	} else {
		id = t.act.Do("createTask", args(a), label)
	}
	if t.adding == p {
		p.turn = id
	}
}

// Follow hears thread updates: when the add submitted from here finishes,
// a success clears the fields and a failure keeps them and says why under
// them.
func (t *Today) Follow(u Update) {
	p := t.adding
	if p == nil || u.Turn.ID == "" {
		return
	}
	if (p.turn != "" && u.Turn.ID != p.turn) || (p.turn == "" && u.Turn.Request != p.label) {
		return
	}
	p.turn = u.Turn.ID
	switch u.Turn.Status {
	case StatusQueued, StatusRunning:
		return
	}
	t.adding = nil
	if reason := addFailure(u.Turn); reason != "" {
		t.AddError.SetText(reason)
		t.AddError.Show()
		return
	}
	t.AddError.Hide()
	if t.AddInput.Text == p.title && t.AddDue.Text == p.due {
		t.AddInput.SetText("")
		t.AddDue.SetText("")
	}
}

// addFailure is why a createTask turn failed, or "" when it succeeded.
func addFailure(tr Turn) string {
	failed := tr.Status == StatusFailed || tr.Status == StatusCancelled
	for _, r := range tr.Records {
		if r.Status == RecordFailed {
			if r.Summary != "" {
				return r.Summary
			}
			failed = true
		}
	}
	switch {
	case !failed:
		return ""
	case tr.Err != "":
		return tr.Err
	case tr.Reply != "":
		return tr.Reply
	}
	return "Couldn't add the task."
}

func (t *Today) load(ctx context.Context) (agenda, error) {
	now := t.now()
	y, m, d := now.Date()
	startToday := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	endToday := startToday.AddDate(0, 0, 1)
	endWeek := startToday.AddDate(0, 0, 7)
	var a agenda
	err := t.db.Read(ctx, func(tx *store.Tx) error {
		open, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
		if err != nil {
			return err
		}
		for _, task := range open {
			switch {
			case task.Due == nil:
				a.later = append(a.later, task)
			case isOverdue(task, now, startToday):
				a.overdue = append(a.overdue, task)
			case task.Due.Before(endToday):
				a.today = append(a.today, task)
			case task.Due.Before(endWeek):
				a.week = append(a.week, task)
			default:
				a.later = append(a.later, task)
			}
		}
		done, err := tx.Tasks().List(store.TaskFilter{Status: "done", CompletedSince: &startToday})
		a.doneToday = len(done)
		return err
	})
	return a, err
}

// isOverdue: a dated task is overdue from the next day; a timed one from its
// time; a task with a time window once the window has ended.
func isOverdue(t store.Task, now, startToday time.Time) bool {
	switch {
	case t.DueEnd != nil && t.HasTime:
		return !t.DueEnd.After(now)
	case t.DueEnd != nil:
		return !t.DueEnd.After(startToday)
	case t.HasTime:
		return t.Due.Before(now)
	}
	return t.Due.Before(startToday)
}

// Reload reads the store and renders at once (tests, first frame).
func (t *Today) Reload() error {
	a, err := t.load(context.Background())
	if err != nil {
		return err
	}
	t.render(a)
	return nil
}

// Refresh reads the store off the UI goroutine and renders on it.
func (t *Today) Refresh() {
	go func() {
		a, err := t.load(context.Background())
		if err == nil {
			fyne.Do(func() { t.render(a) })
		}
	}()
}

// headline is "3 due today, 1 overdue, 2 done today".
func (a agenda) headline() string {
	var parts []string
	if n := len(a.today); n > 0 {
		parts = append(parts, fmt.Sprintf("%d due today", n))
	}
	if n := len(a.overdue); n > 0 {
		parts = append(parts, fmt.Sprintf("%d overdue", n))
	}
	if a.doneToday > 0 {
		parts = append(parts, fmt.Sprintf("%d done today", a.doneToday))
	}
	if len(parts) == 0 {
		if len(a.week)+len(a.later) == 0 {
			return "Nothing on your list"
		}
		return "Nothing due today"
	}
	s := strings.Join(parts, ", ")
	return strings.ToUpper(s[:1]) + s[1:]
}

func (t *Today) render(a agenda) {
	t.Headline.SetText(a.headline())
	t.Checks = map[string]*widget.Check{}
	var rows []fyne.CanvasObject
	section := func(title string, tasks []store.Task, overdue bool) {
		if len(tasks) == 0 {
			return
		}
		h := widget.NewLabel(title)
		h.TextStyle = fyne.TextStyle{Bold: true}
		rows = append(rows, h)
		for _, task := range tasks {
			rows = append(rows, t.taskRow(task, overdue))
		}
	}
	section("Overdue", a.overdue, true)
	section("Today", a.today, false)
	section("Later this week", a.week, false)
	later := a.later
	if len(later) > 12 {
		later = later[:12]
	}
	section("Later", later, false)
	if len(rows) == 0 {
		rows = append(rows, widget.NewLabel("Add a task above, or ask in the thread: “remind me to water the plants on Sunday”."))
	}
	t.list.Objects = rows
	t.list.Refresh()
}

func (t *Today) taskRow(task store.Task, overdue bool) fyne.CanvasObject {
	due := ""
	if task.Due != nil {
		due = DueText(task, t.now())
	}
	return t.Rows.taskLine(task, overdue, due, t.Checks)
}

// DueText is a short, relative due date: "today 17:00", "yesterday",
// "Fri 4 Dec"; a time window adds its end: "Friday 14:00–15:00",
// "tomorrow 22:00 – Saturday 01:00", "Mon 22 Feb – Wed 24 Feb" (a date
// window's end is exclusive, so its last day is shown).
func DueText(t store.Task, now time.Time) string {
	due := t.Due.In(now.Location())
	s := dayText(due, now)
	if t.HasTime {
		s += " " + due.Format("15:04")
	}
	if t.DueEnd == nil {
		return s
	}
	end := t.DueEnd.In(now.Location())
	switch {
	case t.HasTime && sameDate(end, due):
		return s + "–" + end.Format("15:04")
	case t.HasTime:
		return s + " – " + dayText(end, now) + " " + end.Format("15:04")
	}
	last := end.AddDate(0, 0, -1)
	if !last.After(due) || sameDate(last, due) {
		return s
	}
	return s + " – " + dayText(last, now)
}

// dayText names due's day relative to now's: "today", "Friday", "Mon 2 Jan".
func dayText(due, now time.Time) string {
	y, m, d := now.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	dy, dm, dd := due.Date()
	days := int(time.Date(dy, dm, dd, 0, 0, 0, 0, now.Location()).Sub(start).Hours() / 24)
	switch {
	case days == 0:
		return "today"
	case days == 1:
		return "tomorrow"
	case days == -1:
		return "yesterday"
	case days > 1 && days < 7:
		return due.Format("Monday")
	case dy != y:
		return due.Format("2 Jan 2006")
	}
	return due.Format("Mon 2 Jan")
}

func sameDate(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}

var _ = theme.Padding
