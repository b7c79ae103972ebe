package views

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"pace/assets"
	"pace/store"
)

// projectView is one project as the space shows it.
type projectView struct {
	p          store.Project
	done, all  int
	next       *store.Milestone
	open       []store.Task
	blockers   []string // "Paint the fence waits for Buy paint"
	milestones []store.Milestone
}

// Projects shows each project's progress (done / total), its next
// milestone, open tasks and what blocks them.
type Projects struct {
	db  *store.DB
	act Actor
	now func() time.Time

	// Checks maps task id to its checkbox, for tests.
	Checks map[string]*widget.Check
	// Progress maps project id to its bar, for tests.
	Progress map[string]*Meter
	// Rows makes the task rows and their edit menus.
	Rows *taskEditor
	// Adds maps project id to its "add" entry, AddMilestones to its Add
	// milestone button, for tests.
	Adds          map[string]*widget.Entry
	AddMilestones map[string]*widget.Button

	list    *fyne.Container
	content fyne.CanvasObject
}

// NewProjects builds the Projects space.
func NewProjects(db *store.DB, act Actor, now func() time.Time) *Projects {
	if now == nil {
		now = time.Now
	}
	p := &Projects{db: db, act: act, now: now, Rows: &taskEditor{act: act, Menus: map[string]*widget.Button{}, Renames: map[string]*renameEntry{}}}
	p.list = container.NewVBox()
	p.content = container.NewBorder(pad(heading("Projects")), nil, nil, nil, container.NewVScroll(pad(p.list)))
	return p
}

// Content is the space's canvas object.
func (p *Projects) Content() fyne.CanvasObject { return p.content }

func (p *Projects) load(ctx context.Context) ([]projectView, error) {
	var out []projectView
	err := p.db.Read(ctx, func(tx *store.Tx) error {
		ps, err := tx.Projects().List()
		if err != nil {
			return err
		}
		titles := map[string]string{}
		openByID := map[string]bool{}
		all, err := tx.Tasks().List(store.TaskFilter{})
		if err != nil {
			return err
		}
		for _, t := range all {
			titles[t.ID] = t.Title
			openByID[t.ID] = !t.Done
		}
		for _, pr := range ps {
			pv := projectView{p: pr}
			for _, t := range all {
				if t.ProjectID != pr.ID {
					continue
				}
				pv.all++
				if t.Done {
					pv.done++
					continue
				}
				pv.open = append(pv.open, t)
				for _, d := range t.DependsOn {
					if openByID[d] {
						pv.blockers = append(pv.blockers, fmt.Sprintf("“%s” waits for “%s”", t.Title, titles[d]))
					}
				}
			}
			ms, err := tx.Projects().Milestones(pr.ID)
			if err != nil {
				return err
			}
			pv.milestones = ms
			for i := range ms {
				if !ms[i].Done {
					pv.next = &ms[i]
					break
				}
			}
			out = append(out, pv)
		}
		return nil
	})
	return out, err
}

// Reload reads the store and renders at once.
func (p *Projects) Reload() error {
	v, err := p.load(context.Background())
	if err != nil {
		return err
	}
	p.render(v)
	return nil
}

// Refresh reads off the UI goroutine and renders on it.
func (p *Projects) Refresh() {
	go func() {
		v, err := p.load(context.Background())
		if err == nil {
			fyne.Do(func() { p.render(v) })
		}
	}()
}

func (p *Projects) render(pvs []projectView) {
	p.Checks = map[string]*widget.Check{}
	p.Progress = map[string]*Meter{}
	p.Adds, p.AddMilestones = map[string]*widget.Entry{}, map[string]*widget.Button{}
	var cards []fyne.CanvasObject
	for _, pv := range pvs {
		cards = append(cards, p.card(pv))
	}
	if len(cards) == 0 {
		cards = append(cards, widget.NewLabel("No projects yet. Try “create a project called Garden with a milestone Seedlings by March 1”."))
	}
	p.list.Objects = cards
	p.list.Refresh()
}

func (p *Projects) card(pv projectView) fyne.CanvasObject {
	name := widget.NewLabel(pv.p.Name)
	name.TextStyle = fyne.TextStyle{Bold: true}
	bar := NewMeter(0)
	if pv.all > 0 {
		bar.Value = float64(pv.done) / float64(pv.all)
	}
	p.Progress[pv.p.ID] = bar
	count := caption(fmt.Sprintf("%d / %d done", pv.done, pv.all))
	rows := []fyne.CanvasObject{
		container.NewBorder(nil, nil, container.NewHBox(widget.NewIcon(assets.Colored(assets.Project, ColorMuted)), name), count),
		bar,
	}
	now := p.now()
	if pv.next != nil {
		line := "Next milestone: " + pv.next.Title
		if pv.next.Due != nil {
			line += " · " + DueText(store.Task{Due: pv.next.Due}, now)
		}
		rows = append(rows, caption(line))
	}
	if len(pv.milestones) > 0 {
		var ms []string
		for _, m := range pv.milestones {
			mark := "○ "
			if m.Done {
				mark = "● "
			}
			ms = append(ms, mark+m.Title)
		}
		rows = append(rows, caption("Milestones: "+strings.Join(ms, "   ")))
	}
	y, m, d := now.Date()
	startToday := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
	for i, t := range pv.open {
		if i == 8 {
			rows = append(rows, caption(fmt.Sprintf("and %d more open tasks", len(pv.open)-8)))
			break
		}
		overdue := t.Due != nil && isOverdue(t, now, startToday)
		due := ""
		if t.Due != nil {
			due = DueText(t, now)
		}
		t.ProjectName = "" // the card says it
		rows = append(rows, p.Rows.taskLine(t, overdue, due, p.Checks))
	}
	for _, b := range pv.blockers {
		rows = append(rows, caption("Blocked: "+b))
	}
	rows = append(rows, p.addRow(pv.p))
	return container.NewPadded(surface(ColorCard, 10, container.NewVBox(rows...)))
}

// addRow adds a task or a milestone inside a project, through the tools.
func (p *Projects) addRow(pr store.Project) fyne.CanvasObject {
	in := widget.NewEntry()
	in.SetPlaceHolder("Add to " + pr.Name + ", e.g. order compost friday")
	p.Adds[pr.ID] = in
	send := func(milestone bool) {
		text := strings.TrimSpace(in.Text)
		if text == "" {
			return
		}
		if milestone {
			p.act.Do("addMilestone", args(map[string]string{"project": ref(pr.ID), "title": text}), "Add milestone “"+text+"” to "+pr.Name)
		} else {
			p.act.Do("createTask", args(map[string]string{"title": text, "project": pr.Name}), "Add “"+text+"” to "+pr.Name)
		}
		in.SetText("")
	}
	in.OnSubmitted = func(string) { send(false) }
	task := widget.NewButton("Add task", func() { send(false) })
	ms := widget.NewButton("Add milestone", func() { send(true) })
	p.AddMilestones[pr.ID] = ms
	return container.NewBorder(nil, nil, nil, container.NewHBox(task, ms), in)
}
