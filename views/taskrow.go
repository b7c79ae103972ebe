package views

import (
	"encoding/json"
	"fmt"
	"image/color"
	"regexp"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/assets"
	"pace/store"
	"pace/tools"
	"pace/tools/dates"
)

// priorityNames are the setPriority words by store priority (0 none … 4
// urgent).
var priorityNames = []string{"none", "low", "normal", "high", "urgent"}

// priorityLabels are what the edit sheet offers, in the same order.
var priorityLabels = []string{"No priority", "Low", "Normal", "High", "Urgent"}

// priorityMark is the coloured marker before a task's title: a shape and a
// word as well as a colour, so it reads without colour vision too.
func priorityMark(p int) *roleText {
	switch p {
	case 4:
		return newRoleText("!!! Urgent", theme.ColorNameError, sizeCaption, true)
	case 3:
		return newRoleText("!! High", theme.ColorNameWarning, sizeCaption, true)
	case 2:
		return newRoleText("Normal", theme.ColorNamePrimary, sizeCaption, false) // no "!": nothing to warn of
	case 1:
		return newRoleText("↓ Low", ColorMuted, sizeCaption, false)
	}
	return nil
}

// bigCheck is a checkbox with a 24-px box: easier to hit than Fyne's 20.
// Everything else is the app's theme as it is when drawn: a row is kept
// across refreshes, so a theme captured when it was built (the dark one
// before a saved Light choice applied, or before Settings → Appearance)
// drew its title and box in the old colours. The box it themes has no
// text: Fyne 2.7 keys its parsed fonts by theme override, so text drawn
// inside a row's override parsed a fresh set of faces (≈ 8 MB, the emoji
// font among them) for every row built, kept for good (issue 19). The
// title is a tapTitle beside the box.
type bigCheck struct{}

func (bigCheck) app() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (b bigCheck) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInlineIcon {
		return 24
	}
	return b.app().Size(n)
}

func (b bigCheck) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return b.app().Color(n, v)
}

func (b bigCheck) Font(s fyne.TextStyle) fyne.Resource { return b.app().Font(s) }

func (b bigCheck) Icon(n fyne.ThemeIconName) fyne.Resource { return b.app().Icon(n) }

// taskEditor is where a task row's edits go: the Actor, and the canvas for
// the menu and the sheet.
type taskEditor struct {
	act Actor
	// Menus maps task id to its row's "⋯" button, for tests.
	Menus map[string]*widget.Button
	// LastMenu is the last menu shown (tests run its items).
	LastMenu *fyne.Menu
	// LastSheet is the last edit sheet built (tests fill and save it).
	LastSheet *EditSheet
	// Now is the clock the sheet reads dates against; nil is time.Now.
	Now func() time.Time
	// LastConfirm is the last delete question asked (tests answer it).
	LastConfirm *Confirm
	// Renames maps task id to its in-place rename field, for tests.
	Renames map[string]*renameEntry
	// OnChange, when set, runs a change made from a row (tick, priority,
	// delete, the edit sheet's Save): do sends it as the turn labelled
	// label and returns its id; text is what the space's Undo banner says.
	OnChange func(label, text string, do func() string)
	// NoProject leaves the project out of the rows (a project's own pane
	// says it); the edit sheet still shows it.
	NoProject bool
	// ProjectNames, when set, lists the open projects' names for the edit
	// sheet's Project menu; it runs off the UI goroutine.
	ProjectNames func() ([]string, error)
	// Background runs ProjectNames off the UI goroutine, then shows what
	// it read on it; nil is inBackground.
	Background func(work, show func())
}

// taskLine is a task with its checkbox, priority, due date, project and
// tags, shared by Today and Projects. Ticking completes the task through
// the thread; the "⋯" button and a right click open the edit menu.
func (e *taskEditor) taskLine(task store.Task, overdue bool, nowText string, checks map[string]*widget.Check) fyne.CanvasObject {
	id, title := task.ID, task.Title
	chk := widget.NewCheck("", nil) // the box alone; see bigCheck
	chk.SetChecked(task.Done)
	chk.OnChanged = func(on bool) {
		if c := fyne.CurrentApp().Driver().CanvasForObject(chk); c != nil && c.Focused() == fyne.Focusable(chk) {
			// the tick is done with the keyboard: a later Space or Enter
			// typed elsewhere must not tick it again
			c.Unfocus()
		}
		if on {
			label := "Complete “" + title + "”"
			e.change(label, "Done: “"+title+"”", func() string {
				return e.act.Do("completeTask", args(map[string]string{"task": ref(id)}), label)
			})
		} else {
			label := "Reopen “" + title + "”"
			e.change(label, "Reopened “"+title+"”", func() string {
				return e.act.Do("reopenTask", args(map[string]string{"task": ref(id)}), label)
			})
		}
	}
	checks[id] = chk
	// The title starts where the checkbox drew its own text: past the
	// box's trailing inner padding and the label's leading one.
	th := fyne.CurrentApp().Settings().Theme()
	gap := 2*th.Size(theme.SizeNameInputBorder) - 2*th.Size(theme.SizeNameInnerPadding)
	titleW := newTapTitle(title, nil)
	// A click on the title opens the task (its Edit sheet), as Todoist
	// does; only the box ticks it, so a click meant to look never
	// completes a task.
	titleW.onTap = func() { e.Sheet(task, fyne.CurrentApp().Driver().CanvasForObject(titleW)) }
	titleW.Truncation = fyne.TextTruncateEllipsis // a narrow row cuts it (taskLineLayout)
	objs := []fyne.CanvasObject{container.NewThemeOverride(chk, bigCheck{}), titleW}
	if m := priorityMark(task.Priority); m != nil {
		objs = append(objs, container.NewCenter(m))
	}
	dateAt := -1
	if task.Due != nil {
		dateAt = len(objs) - 2
		role := ColorMuted
		if overdue {
			role = ColorOverdue
		}
		objs = append(objs, container.NewCenter(newRoleText(nowText, role, sizeCaption, false)))
	}
	// "·" goes between the date, the project and "repeats", never first.
	joined := task.Due != nil
	meta := func(text string) {
		if joined {
			text = "· " + text
		}
		joined = true
		objs = append(objs, container.NewCenter(caption(text)))
	}
	if task.ProjectName != "" && !e.NoProject {
		meta(task.ProjectName)
	}
	if task.RRule != "" {
		meta("repeats")
	}
	if m := notesMarker(task.Notes); m != nil {
		objs = append(objs, m)
	}
	for _, tag := range task.Tags {
		objs = append(objs, container.NewCenter(newChip("@"+tag, nil)))
	}
	// The rename field stands in for the whole line, so it has the row's
	// width, not the few pixels an empty entry asks for in the line.
	line := container.New(&taskLineLayout{title: titleW, gap: gap, dateAt: dateAt}, objs...)
	slot := container.NewStack(line)
	rename := e.renamer(task, line, slot)
	more := widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), nil)
	more.Importance = widget.LowImportance
	more.OnTapped = func() {
		c := fyne.CurrentApp().Driver().CanvasForObject(more)
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(more)
		e.showMenu(task, c, pos.AddXY(0, more.Size().Height), rename)
	}
	if e.Menus != nil {
		e.Menus[id] = more
	}
	row := container.NewBorder(nil, nil, nil, more, slot)
	// The title takes the pointer before the row does: a right click on it
	// opens the row's menu, a double click renames in place (it no longer
	// ticks and unticks the box).
	titleW.onSecondary = func(ev *fyne.PointEvent) {
		e.showMenu(task, fyne.CurrentApp().Driver().CanvasForObject(titleW), ev.AbsolutePosition, rename)
	}
	titleW.onDouble = func() { rename.start(fyne.CurrentApp().Driver().CanvasForObject(titleW)) }
	return newSecondary(row, func(c fyne.Canvas, pos fyne.Position) { e.showMenu(task, c, pos, rename) })
}

// notesPreview is how many runes of a task's notes its row shows.
const notesPreview = 24

// notesMark is the start of a task's notes as its row previews them: the
// first line, cut at notesPreview runes; "" without notes.
func notesMark(notes string) string {
	notes = strings.TrimSpace(notes)
	if notes == "" {
		return ""
	}
	first, _, more := strings.Cut(notes, "\n")
	first = strings.TrimSpace(first)
	if r := []rune(first); len(r) > notesPreview {
		first, more = strings.TrimSpace(string(r[:notesPreview])), true
	}
	if more {
		first += "…"
	}
	return first
}

// notesMarker is a row's sign that its task has notes: a small note icon
// and the start of the notes; nil without notes.
func notesMarker(notes string) fyne.CanvasObject {
	text := notesMark(notes)
	if text == "" {
		return nil
	}
	icon := canvas.NewImageFromResource(assets.Colored(assets.Note, ColorMuted))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSquareSize(14))
	return container.New(layout.NewCustomPaddedHBoxLayout(2), container.NewCenter(icon), container.NewCenter(caption(text)))
}

// taskLineLayout lays a task's line out: the box, the title, then its
// marks (priority, date, project, repeats, notes, labels) one after the
// other. Where the row is too narrow for all of it, the title gives way
// down to titleRoom and is cut with an ellipsis, then the last marks go
// (labels first), the date last of all: nothing runs under the row's ⋯
// button. Its objects are the box, the title (a tapTitle, gap after the
// box) and the marks.
type taskLineLayout struct {
	title *tapTitle
	gap   float32
	// dateAt is the index among the marks of the due date, or -1.
	dateAt int
	// natural is the width the whole title needs (for text measured).
	natural  float32
	measured string
}

// naturalWidth is the width the title needs uncut, as a label measures it.
func (l *taskLineLayout) naturalWidth() float32 {
	if l.measured != l.title.Text || l.natural == 0 {
		whole := widget.NewLabel(l.title.Text)
		whole.TextStyle = l.title.TextStyle
		// +1: at exactly its measured width a label still cuts the text
		l.natural, l.measured = whole.MinSize().Width+1, l.title.Text
	}
	return l.natural
}

// titleRoom is the width a title keeps before a mark is left out; a
// title is never narrower than minTitle.
const (
	titleRoom = 140
	minTitle  = 48
)

func (l *taskLineLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(objs[0].MinSize().Width+l.gap+minTitle, h)
}

func (l *taskLineLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	check, marks := objs[0], objs[2:]
	box := check.MinSize().Width + l.gap
	natural := l.naturalWidth()
	widths := make([]float32, len(marks))
	var all float32
	for i, m := range marks {
		widths[i] = m.MinSize().Width
		all += widths[i] + pad
	}
	shown := make([]bool, len(marks))
	for i := range shown {
		shown[i] = true
	}
	// drop the last mark still shown, the date only when it is all that is left
	for i := len(marks) - 1; i >= -1 && box+titleRoom+all > size.Width; i-- {
		j := i
		if i == -1 {
			j = l.dateAt
		}
		if j < 0 || j == l.dateAt && i != -1 || !shown[j] {
			continue
		}
		shown[j] = false
		all -= widths[j] + pad
	}
	titleW := max(min(natural, size.Width-box-all), minTitle)
	check.Move(fyne.NewPos(0, (size.Height-check.MinSize().Height)/2))
	check.Resize(check.MinSize())
	l.title.Move(fyne.NewPos(box, 0))
	l.title.Resize(fyne.NewSize(titleW, size.Height))
	x := box + titleW + pad
	for i, m := range marks {
		if !shown[i] {
			m.Hide()
			continue
		}
		m.Show()
		m.Move(fyne.NewPos(x, 0))
		m.Resize(fyne.NewSize(widths[i], size.Height))
		x += widths[i] + pad
	}
}

// change runs a change made from a row through OnChange (the space's
// Undo banner), or on its own.
func (e *taskEditor) change(label, text string, do func() string) {
	if e.OnChange != nil {
		e.OnChange(label, text, do)
		return
	}
	do()
}

// tapTitle is a task's title beside its box: a tap opens the task, a
// double tap renames it, a right click opens its menu.
type tapTitle struct {
	widget.Label
	onTap       func()
	onSecondary func(*fyne.PointEvent)
	onDouble    func()
}

func newTapTitle(text string, onTap func()) *tapTitle {
	t := &tapTitle{onTap: onTap}
	t.Text = text
	t.ExtendBaseWidget(t)
	return t
}

// Tapped opens the task.
func (t *tapTitle) Tapped(*fyne.PointEvent) {
	if t.onTap != nil {
		t.onTap()
	}
}

// TappedSecondary opens the row's menu (a right click on the title).
func (t *tapTitle) TappedSecondary(ev *fyne.PointEvent) {
	if t.onSecondary != nil {
		t.onSecondary(ev)
	}
}

// DoubleTapped renames the task in place.
func (t *tapTitle) DoubleTapped(*fyne.PointEvent) {
	if t.onDouble != nil {
		t.onDouble()
	}
}

// sectionToggle is the header of a list's closable section ("Done today
// · 3", "Completed · 12"): a tap opens or closes it.
func sectionToggle(title string, n int, open bool, toggle func()) *widget.Button {
	icon := theme.MenuExpandIcon()
	if open {
		icon = theme.MenuDropDownIcon()
	}
	b := widget.NewButtonWithIcon(fmt.Sprintf("%s · %s", title, tools.Thousands(n)), icon, toggle)
	b.Importance = widget.LowImportance
	b.Alignment = widget.ButtonAlignLeading
	return b
}

// slot is a virtualized list's item for task rows: a stack the list's
// update fills, made with a sample row so the list measures their height.
func (e *taskEditor) slot() fyne.CanvasObject {
	sample := (&taskEditor{act: e.act}).taskLine(store.Task{Title: "Sample", Priority: 4, Tags: []string{"tag"}}, false, "", map[string]*widget.Check{})
	return container.NewStack(sample)
}

// rowMemo remembers what each task list row shows (by the row object,
// which the list recycles), so a refresh that changes nothing for a row —
// a theme change, a turn elsewhere — keeps it instead of building it
// again: building a row measures and lays out a dozen widgets.
type rowMemo map[*fyne.Container]shownRow

type shownRow struct {
	key   string
	check *widget.Check
}

// rowKey is everything a task row shows: the task as last written, its
// project's name, its due text and whether it is overdue.
func rowKey(t store.Task, overdue bool, due string) string {
	return fmt.Sprint(t.ID, "\x00", t.UpdatedAt.UnixNano(), t.Done, t.ProjectName, "\x00", due, overdue)
}

// keep reports whether row c already shows key; if so it binds list item
// id to the task again (its checkbox in checks).
func (m rowMemo) keep(c *fyne.Container, key string, id widget.ListItemID, taskID string, bound map[widget.ListItemID]string, checks map[string]*widget.Check) bool {
	s, ok := m[c]
	if !ok || s.key != key {
		delete(m, c)
		return false
	}
	unbind(bound, checks, id)
	bound[id], checks[taskID] = taskID, s.check
	return true
}

// bindRow makes row c show task (built by line) as list item id.
func (m rowMemo) bindRow(c *fyne.Container, key string, id widget.ListItemID, taskID string, bound map[widget.ListItemID]string, checks map[string]*widget.Check, line func() fyne.CanvasObject) {
	unbind(bound, checks, id)
	c.Objects = []fyne.CanvasObject{line()}
	bound[id] = taskID
	m[c] = shownRow{key: key, check: checks[taskID]}
	c.Refresh()
}

// unbind forgets the task list item id showed: its checkbox leaves checks.
func unbind(bound map[widget.ListItemID]string, checks map[string]*widget.Check, id widget.ListItemID) {
	if old, ok := bound[id]; ok {
		delete(checks, old)
		delete(bound, id)
	}
}

// menu is a task's edit menu: the sheet, each priority, delete.
func (e *taskEditor) menu(task store.Task, c fyne.Canvas, rename *renameEntry) *fyne.Menu {
	id, title := task.ID, task.Title
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Rename", func() { rename.start(c) }),
		fyne.NewMenuItem("Edit…", func() { e.Sheet(task, c) }),
	}
	var levels []*fyne.MenuItem
	for i := len(priorityNames) - 1; i >= 0; i-- {
		it := fyne.NewMenuItem(priorityLabels[i], func() {
			label := "Priority of “" + title + "”: " + strings.ToLower(priorityLabels[i])
			e.change(label, label, func() string {
				return e.act.Do("setPriority", args(map[string]string{"task": ref(id), "priority": priorityNames[i]}), label)
			})
		})
		it.Checked = task.Priority == i
		levels = append(levels, it)
	}
	prio := fyne.NewMenuItem("Priority", nil)
	prio.ChildMenu = fyne.NewMenu("", levels...)
	items = append(items, prio, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Delete…", func() { e.DeleteTask(task, c) }))
	return fyne.NewMenu("", items...)
}

// DeleteTask asks before deleting task, as deleting a project does; Yes
// runs deleteTask as a turn (its card has the Undo).
func (e *taskEditor) DeleteTask(task store.Task, c fyne.Canvas) *Confirm {
	msg := "Undo (Ctrl+U, or the Undo on its card in the Thread) brings it back."
	if task.RRule != "" {
		msg = "It repeats: its later occurrences go too. " + msg
	}
	cf := &Confirm{Title: "Delete “" + task.Title + "”?", Message: msg}
	cf.yes = func() {
		label := "Delete “" + task.Title + "”"
		e.change(label, "Deleted “"+task.Title+"”", func() string {
			return e.act.Do("deleteTask", args(map[string]string{"task": ref(task.ID)}), label)
		})
	}
	e.LastConfirm = cf
	cf.show(c, "Delete")
	return cf
}

func (e *taskEditor) showMenu(task store.Task, c fyne.Canvas, pos fyne.Position, rename *renameEntry) {
	m := e.menu(task, c, rename)
	e.LastMenu = m
	showMenu(m, c, pos)
}

// EditSheet is the form that changes a task's title, date, priority,
// project, labels and notes; Save sends one tool call per changed field
// through the thread.
type EditSheet struct {
	task store.Task
	act  Actor
	// change runs the Save (the row's taskEditor.change: its Undo banner).
	change   func(label, text string, do func() string)
	due      string // the Due field's text as the sheet opened
	Title    *formField
	Due      *formField
	Priority *widget.Select
	Project  *formField
	Labels   *formField
	// Notes is the task's notes, several lines (setTaskNotes).
	Notes *formField
	// dueItem is the Due field's form item: its hint says the date read.
	dueItem *widget.FormItem
	// ProjectPick is the Project field's ▾ button: a menu of the open
	// projects (loaded once the sheet opens), nil without ProjectNames.
	ProjectPick *widget.Button
	// ProjectMenu is the menu the ▾ button shows: the open projects and
	// "No project"; its items fill the Project field.
	ProjectMenu *fyne.Menu
}

// DueReading is what the sheet says under the Due field: the date its text
// reads as ("Friday 4 December, 17:00"), why it reads none, or "".
func (s *EditSheet) DueReading() string { return s.dueItem.HintText }

// Sheet builds the edit sheet for task and shows it on c (when not nil).
func (e *taskEditor) Sheet(task store.Task, c fyne.Canvas) *EditSheet {
	s := &EditSheet{task: task, act: e.act, change: e.change, Title: newFormField(false), Due: newFormField(false),
		Priority: widget.NewSelect(priorityLabels, nil), Project: newFormField(false), Labels: newFormField(false),
		Notes: newFormField(true)}
	s.Title.SetText(task.Title)
	s.due = DueEditText(task, time.Local)
	s.Due.SetText(s.due)
	s.Due.SetPlaceHolder("e.g. friday 5pm, in 3 days, 2027-01-15")
	now := time.Now
	if e.Now != nil {
		now = e.Now
	}
	s.dueItem = widget.NewFormItem("Due", s.Due)
	s.Due.Validator = func(text string) error {
		// The hint shows while the field has the focus (Fyne shows the
		// validation error only after it lost it); both say the same.
		reading, err := readDue(text, now())
		s.dueItem.HintText = reading
		if err != nil {
			s.dueItem.HintText = err.Error()
		}
		return err
	}
	s.Due.Validate()
	s.Priority.SetSelectedIndex(task.Priority)
	s.Project.SetText(task.ProjectName)
	s.Project.SetPlaceHolder("e.g. Garden (new names make a project; empty for none)")
	if e.ProjectNames != nil {
		bg := e.Background
		if bg == nil {
			bg = inBackground
		}
		s.projectMenu(e.ProjectNames, bg, c)
	}
	s.Labels.SetText(strings.Join(task.Tags, ", "))
	s.Labels.SetPlaceHolder("e.g. errands, calls")
	s.Notes.SetText(task.Notes)
	s.Notes.SetPlaceHolder("Details, links, the rest of a long title")
	s.Notes.SetMinRowsVisible(4)
	s.Notes.Wrapping = fyne.TextWrapWord
	e.LastSheet = s
	if c == nil {
		return s
	}
	items := []*widget.FormItem{
		widget.NewFormItem("Title", s.Title),
		s.dueItem,
		widget.NewFormItem("Priority", s.Priority),
		widget.NewFormItem("Project", s.Project),
		widget.NewFormItem("Labels", s.Labels),
		widget.NewFormItem("Notes", s.Notes),
	}
	if w := windowFor(c); w != nil {
		f := openForm(w, "Edit task", "Save", items, s.Save)
		s.Due.OnChanged = func(string) { f.refreshHints() } // the date read
	}
	return s
}

// projectMenu gives the Project field a ▾ button listing the open
// projects: names loads them through bg (off the UI goroutine), and the
// menu fills when they arrive; until then it holds "No project" alone.
func (s *EditSheet) projectMenu(names func() ([]string, error), bg func(work, show func()), c fyne.Canvas) {
	s.ProjectMenu = fyne.NewMenu("", s.projectItems(nil)...)
	s.ProjectPick = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), func() {
		if c == nil {
			return
		}
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.Project)
		showMenu(s.ProjectMenu, c, pos.AddXY(0, s.Project.Size().Height))
	})
	s.Project.ActionItem = s.ProjectPick
	var list []string
	var err error
	bg(func() { list, err = names() }, func() {
		if err == nil { // else the field still takes a typed name
			s.ProjectMenu.Items = s.projectItems(list)
			s.ProjectMenu.Refresh()
		}
	})
}

// projectItems are the Project menu's items: each name, then "No project".
func (s *EditSheet) projectItems(names []string) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, n := range names {
		items = append(items, fyne.NewMenuItem(n, func() { s.Project.SetText(n) }))
	}
	if len(items) > 0 {
		items = append(items, fyne.NewMenuItemSeparator())
	}
	return append(items, fyne.NewMenuItem("No project", func() { s.Project.SetText("") }))
}

// windowFor finds the window whose canvas is c.
func windowFor(c fyne.Canvas) fyne.Window {
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w.Canvas() == c {
			return w
		}
	}
	return nil
}

// Save sends what changed: updateTask (title, project), rescheduleTask
// (date), setPriority, tagTask and untagTask (labels), as one turn that
// one Undo reverts (each was its own turn, so Ctrl+U reverted half).
func (s *EditSheet) Save() {
	t := s.task
	var steps []Step
	do := func(tool string, a json.RawMessage, label string) {
		steps = append(steps, Step{Tool: tool, Args: a, Label: label})
	}
	name := t.Title
	if title := strings.TrimSpace(s.Title.Text); title != "" && title != t.Title {
		do("updateTask", args(map[string]string{"task": ref(t.ID), "title": title}), "Rename “"+t.Title+"” to “"+title+"”")
		name = title
	}
	if p := strings.TrimSpace(s.Project.Text); p != t.ProjectName {
		if p == "" {
			p = "none"
		}
		do("updateTask", args(map[string]string{"task": ref(t.ID), "project": p}), "Move “"+name+"” to "+projectLabel(p))
	}
	if due := strings.TrimSpace(s.Due.Text); due != "" && due != s.due {
		do("rescheduleTask", args(map[string]string{"task": ref(t.ID), "to": due}), "Move “"+name+"” to "+due)
	} else if due == "" && t.Due != nil {
		// the field emptied: the task keeps no date
		do("rescheduleTask", args(map[string]string{"task": ref(t.ID), "to": "none"}), "Remove the date of “"+name+"”")
	}
	if i := s.Priority.SelectedIndex(); i >= 0 && i != t.Priority {
		do("setPriority", args(map[string]string{"task": ref(t.ID), "priority": priorityNames[i]}), "Priority of “"+name+"”: "+strings.ToLower(priorityLabels[i]))
	}
	had, want := tools.NormLabels(t.Tags), tools.NormLabels(splitLabels(s.Labels.Text))
	var add, drop []string
	for _, g := range want {
		if !slices.Contains(had, g) {
			add = append(add, g)
		}
	}
	for _, g := range had {
		if !slices.Contains(want, g) {
			drop = append(drop, g)
		}
	}
	if notes := strings.TrimRight(s.Notes.Text, " \t\n"); notes != strings.TrimRight(t.Notes, " \t\n") {
		label := "Notes of “" + name + "”"
		if notes == "" {
			label = "Clear the notes of “" + name + "”"
		}
		do("setTaskNotes", args(map[string]string{"task": ref(t.ID), "notes": notes}), label)
	}
	if len(drop) > 0 {
		do("untagTask", args(map[string]any{"task": ref(t.ID), "tags": drop}), "Remove @"+strings.Join(drop, ", @")+" from “"+name+"”")
	}
	if len(add) > 0 {
		do("tagTask", args(map[string]any{"task": ref(t.ID), "tags": add}), "Label “"+name+"” @"+strings.Join(add, ", @"))
	}
	if len(steps) == 0 {
		return
	}
	send := func() string { return doSteps(s.act, steps) }
	if s.change == nil {
		send()
		return
	}
	s.change(stepsLabel(s.act, steps), "Saved “"+name+"”", send)
}

// splitLabels reads the Labels field: labels apart by commas, or by spaces
// when written as @words ("@errands @calls").
func splitLabels(text string) []string {
	var out []string
	for _, part := range strings.Split(text, ",") {
		if strings.HasPrefix(strings.TrimSpace(part), "@") {
			out = append(out, strings.Fields(part)...)
			continue
		}
		out = append(out, part)
	}
	return out
}

// DueEditText is a task's due date as the edit sheet shows it, in words
// tools/dates reads back to the same value: "Fri 4 Dec 2026", "Fri 4 Dec
// 2026 17:00", a window "Fri 4 Dec 2026 14:00–15:00" or "7–9 Dec 2026"
// (a date window's end is exclusive, so its last day is shown). Times are
// shown in loc; a date without a time keeps its own calendar date.
func DueEditText(t store.Task, loc *time.Location) string {
	if t.Due == nil {
		return ""
	}
	const day, clock = "Mon 2 Jan 2006", "15:04"
	if !t.HasTime {
		due := *t.Due
		if t.DueEnd == nil {
			return due.Format(day)
		}
		last := t.DueEnd.In(due.Location()).AddDate(0, 0, -1)
		switch {
		case !last.After(due):
			return due.Format(day)
		case last.Year() == due.Year() && last.Month() == due.Month():
			return fmt.Sprintf("%d–%s", due.Day(), last.Format("2 Jan 2006"))
		}
		return due.Format("2 Jan 2006") + " – " + last.Format("2 Jan 2006")
	}
	due := t.Due.In(loc)
	s := due.Format(day + " " + clock)
	if t.DueEnd == nil {
		return s
	}
	end := t.DueEnd.In(loc)
	if end.Sub(due) < 24*time.Hour {
		return s + "–" + end.Format(clock)
	}
	return s + " – " + end.Format(day+" "+clock)
}

// checkDue refuses, before Save, a Due text in which tools/dates finds no
// date or time; the tool reads the text again when it runs.
func checkDue(s string) error {
	_, err := readDue(s, time.Now())
	return err
}

// readDue says in words the date tools/dates reads in a Due text, as of
// now: "Friday 4 December, 17:00", "Friday 4 December, 14:00–15:30",
// "Monday 7 to Wednesday 9 December" (the year when it is not now's);
// "" for an empty text, an error sentence when it reads none.
func readDue(text string, now time.Time) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", nil
	}
	r, err := dates.Parse(text, now)
	if err != nil || !r.HasDate && !r.HasTime {
		//lint:ignore ST1005 the form shows this sentence to the person as it is
		return "", fmt.Errorf("I couldn't read “%s” as a date; try friday 5pm or 2027-01-15", text)
	}
	day := func(t time.Time) string {
		if t.Year() != now.Year() {
			return t.Format("Monday 2 January 2006")
		}
		return t.Format("Monday 2 January")
	}
	v := r.Value
	if !r.HasTime {
		if last := r.End.AddDate(0, 0, -1); !r.End.IsZero() && last.After(v) {
			return "From " + day(v) + " to " + day(last), nil
		}
		return day(v), nil
	}
	s := day(v) + ", " + v.Format("15:04")
	switch {
	case r.End.IsZero():
	case r.End.Sub(v) < 24*time.Hour:
		s += "–" + r.End.Format("15:04")
	default:
		s += " to " + day(r.End) + ", " + r.End.Format("15:04")
	}
	return s, nil
}

func projectLabel(p string) string {
	if p == "none" {
		return "no project"
	}
	return "“" + p + "”"
}

// quickToken finds the thread's quick-add tokens: #project, @label,
// p1…p4, !1…!4, !!.
var quickToken = regexp.MustCompile(`(?i)(^|\s)([#@][\p{L}\p{N}]|p[1-4]\b|![1-4!])`)

// secondary wraps a row so a right click (or a long press) opens its menu.
// Being SecondaryTappable, it also receives every left click on the row
// that no widget inside takes (the desktop driver hands a click to the
// deepest object taking any pointer input, and never passes it on), so a
// row in a selectable list says through tap what a click does: without
// it a click on the row's text reached neither the row nor the list.
type secondary struct {
	widget.BaseWidget
	content fyne.CanvasObject
	open    func(fyne.Canvas, fyne.Position)
	tap     func()
}

func newSecondary(content fyne.CanvasObject, open func(fyne.Canvas, fyne.Position)) *secondary {
	s := &secondary{content: content, open: open}
	s.ExtendBaseWidget(s)
	return s
}

func (s *secondary) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.content) }

// Tapped implements fyne.Tappable.
func (s *secondary) Tapped(*fyne.PointEvent) {
	if s.tap != nil {
		s.tap()
	}
}

// TappedSecondary implements fyne.SecondaryTappable.
func (s *secondary) TappedSecondary(ev *fyne.PointEvent) {
	if s.open == nil {
		return
	}
	s.open(fyne.CurrentApp().Driver().CanvasForObject(s), ev.AbsolutePosition)
}

// renameEntry edits a task's title in place of its line: Enter renames
// through updateTask, Esc or leaving the field gives up. It joins the row
// only while it is used: a field in every row made each redraw of a list
// (a theme change) lay out and measure a hidden entry per task.
type renameEntry struct {
	widget.Entry
	task  store.Task
	act   Actor
	shown fyne.CanvasObject // the line (checkbox, title, due…) it stands in for
	slot  *fyne.Container   // where it takes the line's place
	// change runs the rename as the space's latest change (its Undo bar):
	// the taskEditor's change.
	change func(label, text string, do func() string)
}

func (e *taskEditor) renamer(task store.Task, shown fyne.CanvasObject, slot *fyne.Container) *renameEntry {
	r := &renameEntry{task: task, act: e.act, shown: shown, slot: slot, change: e.change}
	r.ExtendBaseWidget(r)
	r.OnSubmitted = func(string) { r.commit() }
	r.Hide()
	if e.Renames != nil {
		e.Renames[task.ID] = r
	}
	return r
}

func (r *renameEntry) start(c fyne.Canvas) {
	r.SetText(r.task.Title)
	r.shown.Hide()
	r.Show()
	r.slot.Objects = []fyne.CanvasObject{r.shown, r}
	r.slot.Refresh()
	if c != nil {
		c.Focus(r)
	}
	// The whole title is selected: typing replaces it, an arrow key keeps
	// it (the cursor used to sit before the title, so typing went in front).
	r.TypedShortcut(&fyne.ShortcutSelectAll{})
}

func (r *renameEntry) stop() {
	r.Hide()
	r.shown.Show()
	r.slot.Objects = []fyne.CanvasObject{r.shown}
	r.slot.Refresh()
}

func (r *renameEntry) commit() {
	title := strings.TrimSpace(r.Text)
	r.stop()
	if title != "" && title != r.task.Title {
		label := "Rename “" + r.task.Title + "” to “" + title + "”"
		do := func() string {
			return r.act.Do("updateTask", args(map[string]string{"task": ref(r.task.ID), "title": title}), label)
		}
		r.change(label, "Renamed to “"+title+"”", do)
	}
}

// TypedKey gives up on Esc.
func (r *renameEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		r.stop()
		return
	}
	r.Entry.TypedKey(k)
}

// FocusLost gives up too: only Enter renames.
func (r *renameEntry) FocusLost() {
	r.Entry.FocusLost()
	if r.Visible() {
		r.stop()
	}
}
