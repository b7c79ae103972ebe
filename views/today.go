package views

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"pace/store"
	"pace/tools"
)

// args marshals a tool's arguments; they are plain structs and maps that
// always encode.
func args(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// ref is the "id:<uuid>" reference every tool accepts.
func ref(id string) string { return "id:" + id }

// agenda is what Today shows: how many open tasks each section holds and
// the first page of each, read in one snapshot; further pages are read as
// the list scrolls to them.
type agenda struct {
	bounds    store.AgendaBounds
	counts    [store.Sections]int
	first     map[store.Section][]store.Task
	doneToday int
	// doneOpen: the "Done today" section shows its tasks, not only its
	// header.
	doneOpen bool
}

// sectionDone is Today's last section: the tasks completed today, ticked,
// to untick (reopen) one.
const sectionDone = store.Sections

// sectionTitles are the section headers, by store.Section.
var sectionTitles = [store.Sections]string{"Overdue", "Today", "Tomorrow", "Later this week", "Later", "No date"}

// UndoWindow is how long a space's Undo banner stays at most (the space's
// next change replaces it sooner): at 5 s it was gone before a new user
// reached it.
const UndoWindow = 15 * time.Second

// Today is the day at a glance: a one-line headline, then overdue tasks
// (red dates), today's, the rest of the week and what comes after, in one
// virtualized list read page by page. Ticking a box completes the task
// through the thread, so it can be undone there or from the banner it
// shows.
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
	// Checks maps task id to its checkbox, for the rows on screen.
	Checks map[string]*widget.Check
	// Rows makes the task rows and their edit menus.
	Rows *taskEditor
	// Sender, when set, reads adds that carry quick-add tokens (#project,
	// @label, p1) the way the thread does.
	Sender Sender
	// List shows the sections; only the rows on screen exist.
	List *widget.List
	// TickBanner is the "Done: “X”  [Undo]" banner after a tick.
	*TickBanner
	// DoneHeader is the "Done today" section's header, which opens and
	// closes it (the last one bound, for tests).
	DoneHeader *widget.Button
	// Background reads off the UI goroutine, then shows on it (fyne.Do);
	// tests run the two at once.
	Background func(work, show func())

	list    *fyne.Container // the list, or the empty state
	empty   fyne.CanvasObject
	content fyne.CanvasObject
	adding  *pendingAdd
	view    agenda
	pages   *pager[store.Section, store.Task]
	bound   map[widget.ListItemID]string // list item → task id in Checks
	rows    rowMemo
}

// pendingAdd is an add submitted as a turn and not yet finished; the
// fields keep their text until it succeeds.
type pendingAdd struct{ turn, label, title, due string }

// finished reports whether u is p's turn (by id, or by label until the id
// is known) and that turn has finished; it learns the id on the way.
func (p *pendingAdd) finished(u Update) bool {
	if p == nil || u.Turn.ID == "" {
		return false
	}
	if (p.turn != "" && u.Turn.ID != p.turn) || (p.turn == "" && u.Turn.Request != p.label) {
		return false
	}
	p.turn = u.Turn.ID
	return u.Turn.Status != StatusQueued && u.Turn.Status != StatusRunning
}

// NewToday builds the Today space; call Reload or Refresh to fill it.
func NewToday(db *store.DB, act Actor, now func() time.Time, shortcuts func(fyne.Shortcut) bool) *Today {
	if now == nil {
		now = time.Now
	}
	t := &Today{db: db, act: act, now: now, Checks: map[string]*widget.Check{}, bound: map[widget.ListItemID]string{}, rows: rowMemo{},
		Rows: &taskEditor{act: act, Now: now, Menus: map[string]*widget.Button{}, Renames: map[string]*renameEntry{}}}
	t.TickBanner = newTickBanner(act)
	t.Rows.OnChange = t.track
	t.Rows.ProjectNames = openProjectNames(db)
	t.Background = inBackground
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
	t.pages = newPager[store.Section, store.Task](DefaultPageSize, nil, func() { t.List.Refresh() })
	t.view.doneOpen = true
	t.List = widget.NewList(t.length, t.Rows.slot, t.updateRow)
	t.empty = pad(widget.NewLabel("Add a task above, or ask in the thread: “remind me to water the plants on Sunday”."))
	t.list = container.NewStack(t.List)
	addRow := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewGridWrap(fyne.NewSize(200, t.AddDue.MinSize().Height), t.AddDue), t.AddBtn), t.AddInput)
	top := container.NewVBox(t.Headline, addRow, t.AddError)
	listPad := container.New(layout.NewCustomPaddedLayout(0, 0, 12, 12), t.list)
	t.content = container.NewBorder(pad(top), pad(t.Toast), nil, nil, listPad)
	return t
}

// SetPageSize sets how many tasks a page holds (before the first Reload).
func (t *Today) SetPageSize(n int) {
	t.pages = newPager[store.Section, store.Task](n, nil, func() { t.List.Refresh() })
}

// pad adds the spaces' 16-px margins.
func pad(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewCustomPaddedLayout(12, 12, 20, 20), o)
}

// Content is the space's canvas object.
func (t *Today) Content() fyne.CanvasObject { return t.content }

// OpenTask opens task id in Today: its Edit sheet on c (the quick panel's
// task match; only Today showing was no sign of which task).
func (t *Today) OpenTask(id string, c fyne.Canvas) {
	var task store.Task
	var err error
	t.Background(func() {
		err = t.db.Read(context.Background(), func(tx *store.Tx) error {
			task, err = tx.Tasks().Get(id)
			return err
		})
	}, func() {
		if err == nil {
			t.Rows.Sheet(task, c)
		}
	})
}

// FocusAdd puts the keyboard focus in the "Add a task" field.
func (t *Today) FocusAdd(c fyne.Canvas) { c.Focus(t.AddInput) }

func (t *Today) add() {
	title := strings.TrimSpace(t.AddInput.Text)
	if title == "" {
		return
	}
	due := strings.TrimSpace(t.AddDue.Text)
	t.AddError.Hide()
	t.hideToast() // the space's next action: the last change's Undo banner goes
	p := &pendingAdd{title: t.AddInput.Text, due: t.AddDue.Text}
	t.adding = p
	var id string
	if t.Sender != nil && due == "" && quickToken.MatchString(title) {
		// The thread's grammar reads the tokens and any date in the title.
		p.label = "add " + title
		id = t.Sender.Submit(p.label)
	} else {
		// The When field is the due date on its own: glued onto the
		// title it was read as title words ("renew passport the 15th").
		a := quickArgs(title)
		p.label = "Add “" + a["title"].(string) + "”"
		if due != "" {
			a["due"] = due
			p.label += ", " + due
		}
		id = t.act.Do("createTask", args(a), p.label)
	}
	if t.adding == p {
		p.turn = id
	}
}

// quickPrio maps p1…p4 and !1…!4 to priorities.
var quickPrio = map[string]string{"1": "urgent", "2": "high", "3": "normal", "4": "low"}

// quickArgs reads the quick-add tokens (#project, @label, p1…p4, !1…!4,
// !! and !!!) out of a title into createTask's arguments; the other words
// are the title.
func quickArgs(s string) map[string]any {
	a := map[string]any{}
	var words []string
	var tags []string
	for _, w := range strings.Fields(s) {
		bare := strings.TrimRight(w, ".,;:")
		low := strings.ToLower(bare)
		switch {
		case len(bare) > 1 && bare[0] == '#':
			a["project"] = bare[1:]
		case len(bare) > 1 && bare[0] == '@':
			tags = append(tags, bare[1:])
		case len(low) == 2 && (low[0] == 'p' || low[0] == '!') && quickPrio[low[1:]] != "":
			a["priority"] = quickPrio[low[1:]]
		case low == "!!":
			a["priority"] = "high"
		case len(low) > 2 && strings.Trim(low, "!") == "":
			a["priority"] = "urgent"
		default:
			words = append(words, w)
		}
	}
	if len(tags) > 0 {
		a["tags"] = tags
	}
	a["title"] = strings.Join(words, " ")
	return a
}

// Follow hears thread updates: when the add submitted from here finishes,
// a success clears the fields and a failure keeps them and says why under
// them.
func (t *Today) Follow(u Update) {
	t.followTick(u)
	p := t.adding
	if !p.finished(u) {
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
	if u.Turn.Changed && !u.Turn.Undone {
		// the new task may land below the fold ("Later", "No date"): the
		// bar says what was added, with its Undo
		t.showToast(addedText(u.Turn), u.Turn.ID)
	}
}

// addedText is what the Undo bar says after an add: the first change's
// card line ("Created “X”, due tomorrow"), or "Added".
func addedText(tr Turn) string {
	for _, r := range tr.Records {
		if r.Status == RecordOK && r.Summary != "" {
			return r.Summary
		}
	}
	return "Added"
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

func (t *Today) load(ctx context.Context, size int, doneOpen bool) (agenda, error) {
	a := agenda{bounds: store.BoundsAt(t.now()), first: map[store.Section][]store.Task{}, doneOpen: doneOpen}
	err := t.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if a.counts, a.doneToday, err = tx.Tasks().AgendaCounts(a.bounds); err != nil {
			return err
		}
		for sec := store.Section(0); sec < store.Sections; sec++ {
			if a.counts[sec] == 0 {
				continue
			}
			if a.first[sec], err = tx.Tasks().AgendaPage(a.bounds, sec, 0, size); err != nil {
				return err
			}
		}
		if a.doneToday > 0 && doneOpen {
			a.first[sectionDone], err = doneSince(tx, a.bounds.StartToday, 0, size)
		}
		return err
	})
	return a, err
}

// doneSince is a page of the tasks completed since start.
func doneSince(tx *store.Tx, start time.Time, offset, limit int) ([]store.Task, error) {
	return tx.Tasks().List(store.TaskFilter{Status: "done", CompletedSince: &start, Offset: offset, Limit: limit})
}

// fetcher reads pages of the sections cut at b (off the UI goroutine).
func (t *Today) fetcher(b store.AgendaBounds) func(context.Context, store.Section, int, int) ([]store.Task, error) {
	return func(ctx context.Context, sec store.Section, offset, limit int) ([]store.Task, error) {
		return t.fetch(ctx, b, sec, offset, limit)
	}
}

func (t *Today) fetch(ctx context.Context, b store.AgendaBounds, sec store.Section, offset, limit int) ([]store.Task, error) {
	var out []store.Task
	err := t.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if sec == sectionDone {
			out, err = doneSince(tx, b.StartToday, offset, limit)
		} else {
			out, err = tx.Tasks().AgendaPage(b, sec, offset, limit)
		}
		return err
	})
	return out, err
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
	a, err := t.load(context.Background(), t.pages.size, t.view.doneOpen)
	if err != nil {
		return err
	}
	t.render(a)
	return nil
}

// Refresh reads the store off the UI goroutine and renders on it.
func (t *Today) Refresh() {
	size, open := t.pages.size, t.view.doneOpen
	go func() {
		a, err := t.load(context.Background(), size, open)
		if err == nil {
			fyne.Do(func() {
				if !t.view.sameAs(a) {
					t.render(a)
				}
			})
		}
	}()
}

// sameAs says whether agenda b would show exactly what a shows, so a
// refresh after a change elsewhere (a note imported, a turn that touched
// no task) need not rebuild the list: both hold every task of every
// section in their first pages (a longer list pages in rows that were not
// compared), on the same day (due texts say "today" by it), with the same
// tasks, counts and "Done today" state.
func (a agenda) sameAs(b agenda) bool {
	if a.first == nil || !a.bounds.StartToday.Equal(b.bounds.StartToday) || a.doneOpen != b.doneOpen ||
		a.doneToday != b.doneToday || a.counts != b.counts || len(a.first) != len(b.first) {
		return false
	}
	for sec, n := range a.counts {
		if len(a.first[store.Section(sec)]) != n {
			return false // not all read
		}
	}
	if a.doneOpen && len(a.first[sectionDone]) != a.doneToday {
		return false
	}
	for sec, ts := range a.first {
		if !reflect.DeepEqual(ts, b.first[sec]) {
			return false
		}
	}
	return true
}

// headline is "3 due today, 1 overdue, 2 done today".
func (a agenda) headline() string {
	var parts []string
	if n := a.counts[store.SectionToday]; n > 0 {
		parts = append(parts, fmt.Sprintf("%s due today", tools.Thousands(n)))
	}
	if n := a.counts[store.SectionOverdue]; n > 0 {
		parts = append(parts, fmt.Sprintf("%s overdue", tools.Thousands(n)))
	}
	if a.doneToday > 0 {
		parts = append(parts, fmt.Sprintf("%s done today", tools.Thousands(a.doneToday)))
	}
	if len(parts) == 0 {
		if a.counts[store.SectionTomorrow]+a.counts[store.SectionWeek]+a.counts[store.SectionLater]+a.counts[store.SectionUndated] == 0 {
			return "Nothing on your list"
		}
		return "Nothing due today"
	}
	s := strings.Join(parts, ", ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// rows is how many list rows the agenda makes: a header per non-empty
// section and its tasks, then "Done today" and, when open, its tasks.
func (a agenda) rows() int {
	n := 0
	for _, c := range a.counts {
		if c > 0 {
			n += 1 + c
		}
	}
	if a.doneToday > 0 {
		n++
		if a.doneOpen {
			n += a.doneToday
		}
	}
	return n
}

// rowAt is list row i as a section and a task index in it; -1 is the
// section's header.
func (a agenda) rowAt(i int) (store.Section, int) {
	for sec, c := range a.counts {
		if c == 0 {
			continue
		}
		if i <= c {
			return store.Section(sec), i - 1
		}
		i -= 1 + c
	}
	if a.doneToday > 0 && (i == 0 || a.doneOpen && i <= a.doneToday) {
		return sectionDone, i - 1
	}
	return store.SectionLater, -2
}

func (t *Today) render(a agenda) {
	a.doneOpen = t.view.doneOpen // a tap since the read began wins
	t.view = a
	t.pages.fetch = t.fetcher(a.bounds)
	t.pages.reset(a.first)
	t.Headline.SetText(a.headline())
	show := fyne.CanvasObject(t.List)
	if a.rows() == 0 {
		show = t.empty
	}
	if t.list.Objects[0] != show {
		t.list.Objects = []fyne.CanvasObject{show}
		t.list.Refresh()
	}
	t.List.Refresh()
}

func (t *Today) length() int { return t.view.rows() }

// updateRow fills a list item with a section header or a task row.
func (t *Today) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	c := o.(*fyne.Container)
	sec, i := t.view.rowAt(id)
	if i >= 0 {
		if task, ok := t.pages.get(sec, i); ok {
			overdue := sec == store.SectionOverdue
			due := t.dueText(task)
			key := rowKey(task, overdue, due)
			if !t.rows.keep(c, key, id, task.ID, t.bound, t.Checks) {
				t.rows.bindRow(c, key, id, task.ID, t.bound, t.Checks, func() fyne.CanvasObject {
					return t.Rows.taskLine(task, overdue, due, t.Checks)
				})
			}
			return
		}
	}
	delete(t.rows, c)
	unbind(t.bound, t.Checks, id)
	switch {
	case i == -1 && sec == sectionDone:
		t.DoneHeader = sectionToggle("Done today", t.view.doneToday, t.view.doneOpen, func() {
			t.view.doneOpen = !t.view.doneOpen
			t.List.Refresh()
		})
		c.Objects = []fyne.CanvasObject{t.DoneHeader}
	case i == -1:
		h := widget.NewLabel(fmt.Sprintf("%s · %s", sectionTitles[sec], tools.Thousands(t.view.counts[sec])))
		h.TextStyle = fyne.TextStyle{Bold: true}
		c.Objects = []fyne.CanvasObject{h}
	case i >= 0:
		c.Objects = []fyne.CanvasObject{caption("…")} // its page is being read
	default:
		c.Objects = nil
	}
	c.Refresh()
}

// dueText is a task row's due date, relative to now; "" without one.
func (t *Today) dueText(task store.Task) string {
	if task.Due == nil {
		return ""
	}
	return DueText(task, t.now())
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

// dayText names due's day relative to now's: "today", "Friday" (later in
// this week as the agenda reads it, store.AgendaWeekEnd, and within six
// days), "Mon 2 Jan" beyond it.
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
	case days > 1 && days < 7 && due.Before(store.AgendaWeekEnd(now)):
		return due.Format("Monday") // a weekday name only within six days: never "Sunday" on a Sunday

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
