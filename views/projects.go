package views

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/agent/grammar"
	"pace/assets"
	"pace/store"
	"pace/tools"
)

// maxBlockers is how many blocked tasks the detail names; the rest are
// counted.
const maxBlockers = 5

// projectDetail is the selected project as the detail pane shows it.
type projectDetail struct {
	p          store.ProjectSummary
	milestones []store.Milestone
	open       int          // open tasks in all
	first      []store.Task // the first page of them
	blockers   []store.Blocker
	blocked    int
}

// projectsView is what one read of the store gives the space.
type projectsView struct {
	count  int
	first  []store.ProjectSummary
	detail *projectDetail // nil when there is no project
	// archived are the first maxArchived archived projects, of archivedCount.
	archived      []store.Project
	archivedCount int
}

// Projects lists the projects (a virtualized list read page by page, each
// row with its progress and next milestone) beside the selected one:
// its milestones to tick, what blocks it, its open tasks (virtualized too)
// and an add row. Every change goes through the tools as its own turn.
type Projects struct {
	db  *store.DB
	act Actor
	now func() time.Time

	// Checks maps task id to its checkbox, for the task rows on screen.
	Checks map[string]*widget.Check
	// Progress maps project id to its bar, for the rows on screen and the
	// selected project.
	Progress map[string]*Meter
	// Rows makes the task rows and their edit menus.
	Rows *taskEditor
	// Adds maps the selected project's id to its "add" entry,
	// AddMilestones to its Add milestone button; AddError says why the
	// last add could not be sent.
	Adds          map[string]*entry
	AddMilestones map[string]*widget.Button
	AddError      *widget.Label
	// Milestones maps milestone id to its checkbox.
	Milestones map[string]*widget.Check
	// Shortcuts runs window shortcuts typed in the add field (Ctrl+1…5,
	// Ctrl+K), as Today's and Knowledge's fields do; true means handled.
	Shortcuts func(fyne.Shortcut) bool
	// NewProject opens the New project form; LastForm is the last one made.
	NewProject *widget.Button
	LastForm   *ProjectForm
	// List is the projects, Tasks the selected project's open tasks.
	List  *widget.List
	Tasks *widget.List
	// TickBanner is the "Done: “X”  [Undo]" banner after a tick, as in
	// Today.
	*TickBanner
	// DoneHeader is the "Completed" section's header under the open tasks,
	// which opens and closes it (the last one bound, for tests).
	DoneHeader *widget.Button
	// doneOpen: the Completed section shows the project's done tasks.
	doneOpen bool
	// More is the selected project's "⋯" (its menu), MilestoneMores each
	// milestone's; LastMenu, LastName, LastMilestone and LastConfirm are
	// the last menu, rename form, milestone form and question made (tests
	// run them).
	More           *widget.Button
	MilestoneMores map[string]*widget.Button
	LastMenu       *fyne.Menu
	LastName       *NameSheet
	LastMilestone  *MilestoneSheetForm
	LastConfirm    *Confirm
	// ArchivedToggle opens and closes the Archived section under the list
	// (nil while no project is archived); ArchivedMores are its rows' "⋯"
	// buttons by project id.
	ArchivedToggle *widget.Button
	ArchivedMores  map[string]*widget.Button
	archivedOpen   bool
	archived       *fyne.Container
	// addFocus is the project whose add field takes the keyboard when its
	// detail shows ("Add a task" from another project's menu).
	addFocus string

	view      projectsView
	selected  string // project id
	pages     *pager[int, store.ProjectSummary]
	tasks     *pager[string, store.Task]
	boundP    map[widget.ListItemID]string
	boundT    map[widget.ListItemID]string
	rows      rowMemo
	selecting bool
	shown     int // the list row selected, -1 for none
	// creating is the New project form's turn, until it finishes; then
	// the project it made is selected.
	creating *pendingAdd

	detail  *fyne.Container
	content fyne.CanvasObject
}

// NewProjects builds the Projects space.
func NewProjects(db *store.DB, act Actor, now func() time.Time) *Projects {
	if now == nil {
		now = time.Now
	}
	p := &Projects{db: db, act: act, now: now, Checks: map[string]*widget.Check{}, Progress: map[string]*Meter{},
		Adds: map[string]*entry{}, AddMilestones: map[string]*widget.Button{}, Milestones: map[string]*widget.Check{},
		boundP: map[widget.ListItemID]string{}, boundT: map[widget.ListItemID]string{}, rows: rowMemo{},
		Rows: &taskEditor{act: act, Now: now, NoProject: true, Menus: map[string]*widget.Button{}, Renames: map[string]*renameEntry{}}}
	p.SetPageSize(DefaultPageSize)
	p.shown = -1
	p.TickBanner = newTickBanner(act)
	p.Rows.OnChange = p.track
	p.Rows.ProjectNames = openProjectNames(db)
	p.List = widget.NewList(func() int { return p.view.count }, p.createProjectRow, p.updateProjectRow)
	p.List.OnSelected = func(id widget.ListItemID) {
		if p.selecting {
			return
		}
		if ps, ok := p.pages.get(0, id); ok && ps.ID != p.selected {
			p.shown = id
			p.Select(ps.ID)
		}
	}
	p.Tasks = widget.NewList(p.taskRows, p.Rows.slot, p.updateTaskRow)
	p.AddError = widget.NewLabel("")
	p.AddError.Importance = widget.DangerImportance
	p.AddError.Hide()
	p.NewProject = widget.NewButtonWithIcon("New project", assets.Colored(assets.Project, ColorMuted), p.newProjectForm)
	p.detail = container.NewStack()
	p.archived = container.NewVBox()
	left := container.NewBorder(container.NewBorder(nil, nil, heading("Projects"), p.NewProject), p.archived, nil, nil, p.List)
	split := container.NewHSplit(pad(left), pad(p.detail))
	split.Offset = 0.36
	p.content = container.NewBorder(nil, pad(p.Toast), nil, nil, container.New(&turningSplit{split: split}, split))
	return p
}

// SetPageSize sets how many projects and tasks a page holds (before the
// first Reload).
func (p *Projects) SetPageSize(n int) {
	p.pages = newPager(n, p.fetchProjects, func() { p.List.Refresh() })
	p.tasks = newPager(n, p.fetchTasks, func() { p.Tasks.Refresh() })
}

// Content is the space's canvas object.
func (p *Projects) Content() fyne.CanvasObject { return p.content }

// Follow hears thread updates: a tick's turn shows the Undo banner, and
// once the New project form's turn has made its project, that project is
// selected.
func (p *Projects) Follow(u Update) {
	p.followTick(u)
	if !p.creating.finished(u) {
		return
	}
	p.creating = nil
	for _, r := range u.Turn.Records {
		for _, it := range r.Items {
			if r.Tool == "createProject" && r.Status == RecordOK && it.Kind == store.KindProject {
				p.shown = -1 // so the next render selects its row
				p.Select(it.ID)
				return
			}
		}
	}
}

// taskRows is how many rows the task list has: the open tasks, then the
// "Completed" header and, when open, the done tasks.
func (p *Projects) taskRows() int {
	d := p.view.detail
	if d == nil {
		return 0
	}
	n := d.open
	if d.p.Done > 0 {
		n++
		if p.doneOpen {
			n += d.p.Done
		}
	}
	return n
}

// maxProjectMenu bounds the edit sheet's Project menu.
const maxProjectMenu = 40

// openProjectNames lists the names of the first maxProjectMenu projects
// not archived (the order Projects shows them in), for the edit sheet.
func openProjectNames(db *store.DB) func() ([]string, error) {
	return func() ([]string, error) {
		var names []string
		err := db.Read(context.Background(), func(tx *store.Tx) error {
			ps, err := tx.Projects().Summaries(0, maxProjectMenu)
			for _, p := range ps {
				names = append(names, p.Name)
			}
			return err
		})
		return names, err
	}
}

// doneKey is the pager's part for project id's done tasks.
func doneKey(id string) string { return "done\x00" + id }

func (p *Projects) load(ctx context.Context, selected string, size int) (projectsView, error) {
	var v projectsView
	err := p.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		if v.count, err = tx.Projects().CountActive(); err != nil {
			return err
		}
		if v.first, err = tx.Projects().Summaries(0, size); err != nil {
			return err
		}
		if v.archived, v.archivedCount, err = tx.Projects().Archived(maxArchived); err != nil {
			return err
		}
		if selected == "" && len(v.first) > 0 {
			selected = v.first[0].ID
		}
		if selected == "" {
			return nil
		}
		v.detail, err = loadDetail(tx, selected, size)
		if err != nil && len(v.first) > 0 && selected != v.first[0].ID {
			v.detail, err = loadDetail(tx, v.first[0].ID, size) // the selected one is gone
		}
		return err
	})
	return v, err
}

// loadDetail reads one project for the detail pane: counts in SQL, the
// first page of its open tasks, at most maxBlockers blockers.
func loadDetail(tx *store.Tx, id string, size int) (*projectDetail, error) {
	pr, err := tx.Projects().Get(id)
	if err != nil {
		return nil, err
	}
	if pr.ArchivedAt != nil {
		return nil, fmt.Errorf("project %s: %w", id, store.ErrNotFound)
	}
	d := &projectDetail{p: store.ProjectSummary{Project: pr}}
	ts := tx.Tasks()
	if d.p.All, err = ts.CountTasks(store.TaskFilter{ProjectID: id}); err != nil {
		return nil, err
	}
	if d.open, err = ts.CountTasks(store.TaskFilter{ProjectID: id, Status: "open"}); err != nil {
		return nil, err
	}
	d.p.Done = d.p.All - d.open
	if d.first, err = ts.List(store.TaskFilter{ProjectID: id, Status: "open", Limit: size}); err != nil {
		return nil, err
	}
	if d.milestones, err = tx.Projects().Milestones(id); err != nil {
		return nil, err
	}
	for i := range d.milestones {
		if !d.milestones[i].Done {
			d.p.Next = &d.milestones[i]
			break
		}
	}
	d.blockers, d.blocked, err = tx.Projects().Blockers(id, maxBlockers)
	return d, err
}

func (p *Projects) fetchProjects(ctx context.Context, _ int, offset, limit int) (out []store.ProjectSummary, err error) {
	err = p.db.Read(ctx, func(tx *store.Tx) error {
		out, err = tx.Projects().Summaries(offset, limit)
		return err
	})
	return out, err
}

func (p *Projects) fetchTasks(ctx context.Context, part string, offset, limit int) (out []store.Task, err error) {
	id, status := part, "open"
	if rest, ok := strings.CutPrefix(part, doneKey("")); ok {
		id, status = rest, "done"
	}
	err = p.db.Read(ctx, func(tx *store.Tx) error {
		out, err = tx.Tasks().List(store.TaskFilter{ProjectID: id, Status: status, Limit: limit, Offset: offset})
		return err
	})
	return out, err
}

// Reload reads the store and renders at once.
func (p *Projects) Reload() error {
	v, err := p.load(context.Background(), p.selected, p.pages.size)
	if err != nil {
		return err
	}
	p.render(v)
	return nil
}

// Refresh reads off the UI goroutine and renders on it.
func (p *Projects) Refresh() {
	sel, size := p.selected, p.pages.size
	go func() {
		v, err := p.load(context.Background(), sel, size)
		if err == nil {
			fyne.Do(func() { p.render(v) })
		}
	}()
}

// Select shows project id in the detail pane (read off the UI goroutine
// unless the pager runs synchronously, as in tests).
func (p *Projects) Select(id string) {
	p.selected = id
	size := p.pages.size
	work := func() func() {
		var d *projectDetail
		err := p.db.Read(context.Background(), func(tx *store.Tx) error {
			var err error
			d, err = loadDetail(tx, id, size)
			return err
		})
		return func() {
			if err == nil && p.selected == id {
				v := p.view
				v.detail = d
				p.showDetail(v)
			}
		}
	}
	if p.pages.run != nil {
		p.pages.run(work)
		return
	}
	go func() {
		done := work()
		fyne.Do(done)
	}()
}

func (p *Projects) render(v projectsView) {
	p.pages.reset(map[int][]store.ProjectSummary{0: v.first})
	p.view = v
	p.showDetail(v)
	p.renderArchived(v)
	sel := -1
	if v.detail != nil {
		for i, ps := range v.first {
			if ps.ID == v.detail.p.ID {
				sel = i
			}
		}
	}
	if sel >= 0 && sel != p.shown {
		p.selecting = true
		p.List.Select(sel) // refreshes the list
		p.selecting = false
	} else {
		p.List.Refresh()
	}
	p.shown = sel
}

// showDetail renders the selected project.
func (p *Projects) showDetail(v projectsView) {
	p.view = v
	p.Checks, p.boundT = map[string]*widget.Check{}, map[widget.ListItemID]string{}
	p.Adds, p.AddMilestones, p.Milestones = map[string]*entry{}, map[string]*widget.Button{}, map[string]*widget.Check{}
	p.MilestoneMores = map[string]*widget.Button{}
	d := v.detail
	if d == nil {
		p.selected = ""
		p.tasks.reset(nil)
		p.detail.Objects = []fyne.CanvasObject{wrapped("No projects yet. Press New project, or try “create a project called Garden with a milestone Seedlings by March 1”.")}
		p.detail.Refresh()
		return
	}
	p.selected = d.p.ID
	p.tasks.reset(map[string][]store.Task{d.p.ID: d.first})
	name := heading(d.p.Name)
	bar := NewMeter(0)
	if d.p.All > 0 {
		bar.Value = float64(d.p.Done) / float64(d.p.All)
	}
	p.Progress[d.p.ID] = bar
	pr := d.p.Project
	p.More = moreButton(func(cv fyne.Canvas) *fyne.Menu { return p.ProjectMenu(pr, cv) })
	count := caption(fmt.Sprintf("%s / %s done", tools.Thousands(d.p.Done), tools.Thousands(d.p.All)))
	top := []fyne.CanvasObject{
		container.NewBorder(nil, nil, nil, container.NewHBox(container.NewCenter(count), p.More), name),
	}
	if d.p.Notes != "" {
		top = append(top, wrapped(d.p.Notes))
	}
	top = append(top, bar)
	if d.p.Next != nil {
		top = append(top, shortCaption(nextLine(d.p.Next, p.now())))
	}
	if len(d.milestones) > 0 {
		top = append(top, p.milestoneBoxes(d))
	}
	for _, b := range d.blockers {
		top = append(top, shortCaption("Blocked: “"+b.Task+"” waits for “"+strings.Join(b.Waiting, "”, “")+"”"))
	}
	if more := d.blocked - len(d.blockers); more > 0 {
		top = append(top, caption(fmt.Sprintf("and %s more blocked tasks", tools.Thousands(more))))
	}
	top = append(top, p.addRow(d.p.Project), p.AddError)
	if d.open == 0 {
		top = append(top, caption("No open tasks."))
	}
	p.detail.Objects = []fyne.CanvasObject{container.NewBorder(container.NewVBox(top...), nil, nil, nil, p.Tasks)}
	p.detail.Refresh() // and the task list in it
	if p.addFocus == d.p.ID {
		p.addFocus = ""
		p.focusAdd(fyne.CurrentApp().Driver().CanvasForObject(p.detail))
	}
}

// nextLine is "Next milestone: Seedlings · Mon 1 Mar".
func nextLine(m *store.Milestone, now time.Time) string {
	line := "Next milestone: " + m.Title
	if m.Due != nil {
		line += " · " + DueText(store.Task{Due: m.Due}, now)
	}
	return line
}

// milestoneBoxes are the project's milestones as checkboxes: ticking one
// completes it, unticking reopens it, each through the milestone tools.
func (p *Projects) milestoneBoxes(d *projectDetail) fyne.CanvasObject {
	var boxes []fyne.CanvasObject
	now := p.now()
	for _, m := range d.milestones {
		id, title := m.ID, m.Title
		text := title
		if m.Due != nil {
			text += " · " + DueText(store.Task{Due: m.Due}, now)
		}
		chk := widget.NewCheck(text, nil)
		chk.SetChecked(m.Done)
		chk.OnChanged = func(on bool) {
			tool, label, text := "completeMilestone", "Milestone “"+title+"” reached", "Reached: “"+title+"”"
			if !on {
				tool, label, text = "reopenMilestone", "Reopen milestone “"+title+"”", "Reopened: “"+title+"”"
			}
			p.track(label, text, func() string { return p.act.Do(tool, args(map[string]string{"milestone": ref(id)}), label) })
		}
		p.Milestones[id] = chk
		m, project := m, d.p.Name
		menu := func(cv fyne.Canvas) *fyne.Menu { return p.MilestoneMenu(m, project, cv) }
		more := moreButton(menu)
		p.MilestoneMores[id] = more
		boxes = append(boxes, newSecondary(container.NewHBox(chk, more), func(cv fyne.Canvas, pos fyne.Position) {
			showMenu(menu(cv), cv, pos)
		}))
	}
	return container.NewVBox(caption("Milestones"), newFlow(boxes...))
}

func (p *Projects) createProjectRow() fyne.CanvasObject {
	name := widget.NewLabel("Project")
	name.TextStyle = fyne.TextStyle{Bold: true}
	name.Truncation = fyne.TextTruncateEllipsis
	count := caption("0 / 0 done")
	next := shortCaption("Next milestone")
	box := container.NewVBox(container.NewBorder(nil, nil, widget.NewIcon(assets.Colored(assets.Project, ColorMuted)), count, name), NewMeter(0), next)
	return newSecondary(box, nil)
}

func (p *Projects) updateProjectRow(id widget.ListItemID, o fyne.CanvasObject) {
	row := o.(*secondary)
	row.open = nil
	row.tap = func() { p.clickRow(id) }
	box := row.content.(*fyne.Container)
	head := box.Objects[0].(*fyne.Container)
	name, count := head.Objects[0].(*widget.Label), head.Objects[2].(*roleText)
	bar, next := box.Objects[1].(*Meter), box.Objects[2].(*roleText)
	if old, ok := p.boundP[id]; ok && p.Progress[old] == bar {
		delete(p.Progress, old)
	}
	ps, ok := p.pages.get(0, id)
	if !ok {
		name.SetText("…")
		count.SetText("")
		next.SetText("")
		bar.Value = 0
		bar.Refresh()
		return
	}
	pr := ps.Project
	row.open = func(cv fyne.Canvas, pos fyne.Position) { showMenu(p.ProjectMenu(pr, cv), cv, pos) }
	name.SetText(ps.Name)
	count.SetText(fmt.Sprintf("%s / %s done", tools.Thousands(ps.Done), tools.Thousands(ps.All)))
	bar.Value = 0
	if ps.All > 0 {
		bar.Value = float64(ps.Done) / float64(ps.All)
	}
	bar.Refresh()
	if _, shown := p.Progress[ps.ID]; !shown {
		p.Progress[ps.ID] = bar
	}
	p.boundP[id] = ps.ID
	line := ""
	if ps.Next != nil {
		line = nextLine(ps.Next, p.now())
	}
	next.SetText(line)
}

// clickRow is a click on list row id: it selects the row, which shows its
// project. It leaves the focus alone: focusing the list scrolls it to its
// keyboard cursor (row 0 unless the keys moved it), which a click cannot
// move. Tab gives the list the keys: arrows, then Space to open.
func (p *Projects) clickRow(id widget.ListItemID) {
	p.List.Select(id)
}

func (p *Projects) updateTaskRow(id widget.ListItemID, o fyne.CanvasObject) {
	c := o.(*fyne.Container)
	d := p.view.detail
	if d != nil && id != d.open {
		part, i := d.p.ID, id
		if id > d.open {
			part, i = doneKey(d.p.ID), id-d.open-1
		}
		if t, ok := p.tasks.get(part, i); ok {
			now := p.now()
			overdue := !t.Done && t.Due != nil && isOverdue(t, now, store.BoundsAt(now).StartToday)
			due := ""
			if t.Due != nil {
				due = DueText(t, now)
			}
			key := rowKey(t, overdue, due)
			if !p.rows.keep(c, key, id, t.ID, p.boundT, p.Checks) {
				p.rows.bindRow(c, key, id, t.ID, p.boundT, p.Checks, func() fyne.CanvasObject {
					return p.Rows.taskLine(t, overdue, due, p.Checks)
				})
			}
			return
		}
	}
	delete(p.rows, c)
	unbind(p.boundT, p.Checks, id)
	switch {
	case d == nil:
		c.Objects = nil
	case id == d.open:
		p.DoneHeader = sectionToggle("Completed", d.p.Done, p.doneOpen, func() {
			p.doneOpen = !p.doneOpen
			p.Tasks.Refresh()
		})
		c.Objects = []fyne.CanvasObject{p.DoneHeader}
	default:
		c.Objects = []fyne.CanvasObject{caption("…")} // its page is being read
	}
	c.Refresh()
}

// addRow adds a task or a milestone inside a project, through the tools.
// The text is read like the thread's "add …": quick-add tokens (p1,
// @label, #Project), dates and repetitions.
func (p *Projects) addRow(pr store.Project) fyne.CanvasObject {
	in := newEntry(func(s fyne.Shortcut) bool { return p.Shortcuts != nil && p.Shortcuts(s) }, false)
	in.SetPlaceHolder("Add to " + pr.Name + ", e.g. order compost friday p2 @errands")
	p.Adds[pr.ID] = in
	send := func(milestone bool) {
		text := strings.TrimSpace(in.Text)
		if text == "" {
			if milestone { // the menu's "Add a milestone…" form, not silence
				p.MilestoneSheet(store.Milestone{ProjectID: pr.ID}, pr.Name, fyne.CurrentApp().Driver().CanvasForObject(in))
			}
			return
		}
		a, ok := grammar.CaptureArgs(text)
		if !ok {
			p.AddError.SetText("Say what to add, not only when: “" + text + "” has no title.")
			p.AddError.Show()
			return
		}
		p.AddError.Hide()
		p.hideToast() // the space's next action: the last change's Undo banner goes
		title, _ := a["title"].(string)
		if milestone {
			m := map[string]any{"project": ref(pr.ID), "title": title}
			if due, ok := a["due"]; ok {
				m["due"] = due
			}
			p.act.Do("addMilestone", args(m), "Add milestone “"+title+"” to "+pr.Name)
		} else {
			if proj, _ := a["project"].(string); proj == "" || pronouns[proj] {
				a["project"] = ref(pr.ID)
			}
			p.act.Do("createTask", args(a), "Add “"+title+"” to "+pr.Name)
		}
		in.SetText("")
	}
	in.OnSubmitted = func(string) { send(false) }
	task := widget.NewButton("Add task", func() { send(false) })
	ms := widget.NewButton("Add milestone", func() { send(true) })
	p.AddMilestones[pr.ID] = ms
	// The buttons go under the field, as in Todoist's inline add: beside
	// it they left the field about 100 px in a narrow window.
	return container.NewVBox(in, container.NewHBox(layout.NewSpacer(), ms, task))
}

// pronouns stand for "the item just made" in the thread; in a project's
// add row they mean that project.
var pronouns = map[string]bool{"it": true, "that": true, "this": true, "them": true}

// ProjectForm is the New project form: a name and an optional
// description, sent through the createProject tool.
type ProjectForm struct {
	act   Actor
	Name  *formField
	Notes *formField
	// send, when set, runs the createProject call (Projects remembers
	// its turn).
	send func(label string, do func() string)
}

// sendCreate runs the New project form's turn and remembers it, so the
// project it makes is selected when it finishes (the turn may report back
// before do returns).
func (p *Projects) sendCreate(label string, do func() string) {
	c := &pendingAdd{label: label}
	p.creating = c
	id := do()
	if p.creating == c {
		c.turn = id
	}
}

func (p *Projects) newProjectForm() {
	f := &ProjectForm{act: p.act, Name: newFormField(false), Notes: newFormField(true), send: p.sendCreate}
	f.Name.SetPlaceHolder("e.g. Kitchen")
	f.Notes.SetPlaceHolder("What it is about (optional)")
	f.Notes.SetMinRowsVisible(3)
	f.Name.required("a project needs a name")
	p.LastForm = f
	c := fyne.CurrentApp().Driver().CanvasForObject(p.NewProject)
	if c == nil {
		return
	}
	if w := windowFor(c); w != nil {
		openForm(w, "New project", "Create", []*widget.FormItem{
			widget.NewFormItem("Name", f.Name),
			widget.NewFormItem("Description", f.Notes),
		}, f.Submit)
	}
}

// Submit creates the project; an empty name sends nothing.
func (f *ProjectForm) Submit() {
	name := strings.TrimSpace(f.Name.Text)
	if name == "" {
		return
	}
	a := map[string]string{"name": name}
	if notes := strings.TrimSpace(f.Notes.Text); notes != "" {
		a["notes"] = notes
	}
	label := "Create project “" + name + "”"
	do := func() string { return f.act.Do("createProject", args(a), label) }
	if f.send == nil {
		do()
		return
	}
	f.send(label, do)
}

// turningSplit lays the Projects split out side by side when both panes
// fit their least widths, and else one above the other (a narrow window):
// side by side at 480 px, the list's rows had too little width for a
// project's name.
type turningSplit struct{ split *container.Split }

func (l *turningSplit) MinSize([]fyne.CanvasObject) fyne.Size {
	lead, trail := l.split.Leading.MinSize(), l.split.Trailing.MinSize()
	return fyne.NewSize(max(lead.Width, trail.Width), lead.Height+trail.Height+theme.Padding())
}

func (l *turningSplit) Layout(_ []fyne.CanvasObject, s fyne.Size) {
	lead, trail := l.split.Leading.MinSize(), l.split.Trailing.MinSize()
	side := s.Width >= lead.Width+trail.Width+4*theme.Padding()
	if side != l.split.Horizontal {
		l.split.Horizontal = side
		l.split.Offset = 0.36
		if !side {
			l.split.Offset = 0.4
		}
		l.split.Refresh()
	}
	l.split.Move(fyne.NewPos(0, 0))
	l.split.Resize(s)
}
