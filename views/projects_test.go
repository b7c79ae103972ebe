package views

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// newProjectsSpace is the Projects space over the demo store, its edits
// run by the real tools.
func newProjectsSpace(t *testing.T) (*Projects, *toolActor, *store.DB, map[string]string) {
	newTestApp(t)
	db := mustStore(t)
	ids := demo(t, db)
	act := newToolActor(t, db)
	p := NewProjects(db, act, func() time.Time { return demoNow })
	p.pages.run, p.tasks.run = syncRun, syncRun
	w := test.NewTempWindow(t, p.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := p.Reload(); err != nil {
		t.Fatal(err)
	}
	return p, act, db, ids
}

func projectNamed(t *testing.T, db *store.DB, name string) (store.Project, bool) {
	t.Helper()
	var found store.Project
	ok := false
	db.Read(context.Background(), func(tx *store.Tx) error {
		ps, err := tx.Projects().List()
		for _, p := range ps {
			if p.Name == name {
				found, ok = p, true
			}
		}
		return err
	})
	return found, ok
}

// New project makes a project with a name and a description through
// createProject, one undoable turn; an empty name sends nothing.
func TestProjectsNewProject(t *testing.T) {
	p, act, db, _ := newProjectsSpace(t)
	test.Tap(p.NewProject)
	f := p.LastForm
	if f == nil {
		t.Fatal("New project made no form")
	}
	f.Submit()
	if len(act.calls) != 0 {
		t.Fatalf("an empty name sent %v", act.calls)
	}
	f.Name.SetText("Kitchen")
	f.Notes.SetText("New tiles and a sink")
	f.Submit()
	if c := act.last(); c.tool != "createProject" {
		t.Fatalf("ran %s", c.tool)
	}
	pr, ok := projectNamed(t, db, "Kitchen")
	if !ok || pr.Notes != "New tiles and a sink" {
		t.Fatalf("project %+v, found %v", pr, ok)
	}
	p.Reload()
	if !strings.Contains(findText(p.Content()), "Kitchen") {
		t.Error("the new project is not listed")
	}
	act.UndoTurn("turn-1")
	if _, ok := projectNamed(t, db, "Kitchen"); ok {
		t.Error("undo left the project")
	}
}

// The add row inside a project reads quick-add tokens, dates and
// repetitions like the thread, and files the task in that project (or in
// the one a #token names).
func TestProjectsAddReadsQuickAddTokens(t *testing.T) {
	friday := time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		text, title, project string
		priority             int
		tags                 []string
		due                  *time.Time
		repeats              bool
	}{
		{text: "pay rent friday p1 @bills", title: "pay rent", project: "Garden", priority: 4, tags: []string{"bills"}, due: &friday},
		{text: "order compost", title: "order compost", project: "Garden"},
		{text: "water the seedlings every friday !low", title: "water the seedlings", project: "Garden", priority: 1, repeats: true},
		{text: "renew the insurance #Household p2", title: "renew the insurance", project: "Household budget 2027", priority: 3},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			p, act, db, ids := newProjectsSpace(t)
			in := p.Adds[ids["garden"]]
			in.SetText(c.text)
			in.OnSubmitted(in.Text)
			if in.Text != "" {
				t.Error("the field kept the text after sending")
			}
			id := strings.TrimPrefix(act.last().res.Ref, "id:")
			got, err := getTask(db, id)
			if err != nil {
				t.Fatal(err)
			}
			if got.Title != c.title || got.ProjectName != c.project || got.Priority != c.priority || !slices.Equal(got.Tags, append([]string{}, c.tags...)) {
				t.Errorf("task %q in %q, priority %d, tags %v", got.Title, got.ProjectName, got.Priority, got.Tags)
			}
			if c.due != nil && (got.Due == nil || !got.Due.Equal(*c.due)) {
				t.Errorf("due %v, want %v", got.Due, c.due)
			}
			if c.repeats != (got.RRule != "") {
				t.Errorf("rrule %q", got.RRule)
			}
		})
	}
}

// Add milestone reads a date too; text that is only a date says so and
// sends nothing.
func TestProjectsAddMilestoneWithADate(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	in := p.Adds[ids["garden"]]
	in.SetText("Beds built by march 1")
	test.Tap(p.AddMilestones[ids["garden"]])
	act.last()
	var ms []store.Milestone
	db.Read(context.Background(), func(tx *store.Tx) (err error) {
		ms, err = tx.Projects().Milestones(ids["garden"])
		return err
	})
	found := false
	for _, m := range ms {
		if m.Title == "Beds built" && m.Due != nil && m.Due.Month() == time.March && m.Due.Day() == 1 {
			found = true
		}
	}
	if !found {
		t.Fatalf("milestones %+v", ms)
	}
	n := len(act.calls)
	in.SetText("tomorrow")
	in.OnSubmitted(in.Text)
	if len(act.calls) != n || !p.AddError.Visible() || in.Text != "tomorrow" {
		t.Errorf("a date alone: %d calls, error shown %v, field %q", len(act.calls)-n, p.AddError.Visible(), in.Text)
	}
}

// Milestones are checkboxes: ticking completes one through
// completeMilestone, unticking reopens it through reopenMilestone, and
// the box shows the stored state.
func TestProjectsMilestonesTick(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	var seedlings store.Milestone
	db.Read(context.Background(), func(tx *store.Tx) error {
		ms, err := tx.Projects().Milestones(ids["garden"])
		seedlings = ms[0]
		return err
	})
	done := func() bool {
		var m store.Milestone
		db.Read(context.Background(), func(tx *store.Tx) (err error) {
			m, err = tx.Projects().GetMilestone(seedlings.ID)
			return err
		})
		return m.Done
	}
	box := p.Milestones[seedlings.ID]
	if box == nil || box.Checked {
		t.Fatalf("milestone box %v", box)
	}
	test.Tap(box)
	if act.last().tool != "completeMilestone" || !done() {
		t.Fatal("ticking did not complete the milestone")
	}
	p.Reload()
	box = p.Milestones[seedlings.ID]
	if !box.Checked {
		t.Fatal("a reached milestone shows unticked")
	}
	test.Tap(box)
	if act.last().tool != "reopenMilestone" || done() {
		t.Fatal("unticking did not reopen the milestone")
	}
	act.UndoTurn("turn-2")
	if !done() {
		t.Fatal("undo of the reopen did not bring the milestone back to done")
	}
}

// Hundreds of projects and thousands of tasks: the space holds pages, not
// everything, and a row far down shows the right project once its page
// is read.
func TestProjectsHoldOnlyPages(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	const projects, tasksIn = 300, 400
	var big string
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		for i := 0; i < projects; i++ {
			pr, err := tx.Projects().Insert(store.Project{Name: projectName(i)})
			if err != nil {
				return err
			}
			if i == 0 {
				big = pr.ID
			}
		}
		for i := 0; i < tasksIn; i++ {
			if _, err := tx.Tasks().Insert(store.Task{Title: "Step " + projectName(i), ProjectID: big, Done: i%4 == 0}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	p := NewProjects(db, &addActor{}, func() time.Time { return demoNow })
	p.SetPageSize(20)
	p.pages.run, p.tasks.run = syncRun, syncRun
	w := test.NewTempWindow(t, p.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := p.Reload(); err != nil {
		t.Fatal(err)
	}
	if p.List.Length() != projects || p.Tasks.Length() != tasksIn-tasksIn/4+1 {
		t.Fatalf("lengths %d projects, %d rows of open tasks and the Completed header", p.List.Length(), p.Tasks.Length())
	}
	if got := p.Progress[big].Value; got != 0.25 {
		t.Errorf("progress of the big project %v, want 0.25", got)
	}
	for _, i := range []int{projects - 1, projects / 2, 0} {
		p.List.ScrollTo(i)
		if got := listRowText(p.List, i); !strings.Contains(got, projectName(i)) {
			t.Errorf("row %d shows %q, want %s", i, got, projectName(i))
		}
	}
	for i := 0; i < projects; i += 20 {
		p.List.ScrollTo(i)
		listRowText(p.List, i)
	}
	p.Tasks.ScrollToBottom()
	if held := p.pages.held() + p.tasks.held(); held > 2*maxPages*20 {
		t.Errorf("the space holds %d rows; pages of 20 allow at most %d", held, 2*maxPages*20)
	}
}

// projectName sorts as i does: "Project 0007".
func projectName(i int) string { return fmt.Sprintf("Project %04d", i) }

// Ticking a task in Projects shows the same "Done: “X”  [Undo]" banner
// as Today; Undo takes the tick back, and the banner clears on its own.
func TestProjectsTickShowsUndoBanner(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	clk := &manualClock{}
	p.Clock = clk
	act.follow = p.Follow
	checkTickBanner(t, p.TickBanner, clk, db, func() map[string]*widget.Check { return p.Checks }, p.Reload,
		ids["seeds"], "Buy seed trays and compost", ids["beds"])
}

// A project made with New project is selected once its turn finishes,
// in the detail pane and in the list.
func TestProjectsNewProjectIsSelected(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	act.follow = p.Follow
	if p.selected != ids["garden"] {
		t.Fatalf("selected %s first, want Garden", p.selected)
	}
	test.Tap(p.NewProject)
	p.LastForm.Name.SetText("Kitchen")
	p.LastForm.Submit()
	pr, ok := projectNamed(t, db, "Kitchen")
	if !ok {
		t.Fatal("no project made")
	}
	p.Reload() // as the window does after every turn
	if p.selected != pr.ID {
		t.Fatalf("selected %s, want the new project %s", p.selected, pr.ID)
	}
	if got := findText(p.detail); !strings.Contains(got, "Kitchen") {
		t.Errorf("the detail pane shows %q", got)
	}
	if ps, ok := p.pages.get(0, p.shown); !ok || ps.ID != pr.ID {
		t.Errorf("list row %d selected (%+v), want Kitchen's", p.shown, ps)
	}
}

// projectRowLabel is the name label of the list row that shows name.
func projectRowLabel(t *testing.T, p *Projects, name string) *widget.Label {
	t.Helper()
	var found *widget.Label
	walkTree(p.List, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == name && l.Visible() {
			found = l
		}
	})
	if found == nil {
		t.Fatalf("no row shows %q", name)
	}
	return found
}

// A left click on a project's row, on its name or beside it, opens that
// project; so do the arrow keys and Space while the list has the focus.
func TestProjectsClickOpensTheRow(t *testing.T) {
	p, _, db, _ := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.List)
	var names []string
	for i := 0; ; i++ {
		ps, ok := p.pages.get(0, i)
		if !ok {
			break
		}
		names = append(names, ps.Name)
	}
	if len(names) < 2 {
		t.Fatalf("the demo has %d projects", len(names))
	}
	c.Focus(p.List)
	p.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	p.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if pr, _ := projectNamed(t, db, names[1]); p.selected != pr.ID {
		t.Errorf("Down and Space selected %s, want %q", p.selected, names[1])
	}
	for _, name := range append(names[1:], names[0]) {
		label := projectRowLabel(t, p, name)
		if name == names[0] { // beside the name: the row's empty right part
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(label)
			clickAt(t, c, pos.Add(fyne.NewPos(label.Size().Width+2, label.Size().Height+4)))
		} else {
			clickObject(t, c, label)
		}
		pr, _ := projectNamed(t, db, name)
		if p.selected != pr.ID {
			t.Fatalf("after a click on %q the selected project is %s, want %s", name, p.selected, pr.ID)
		}
		if got := findText(p.detail); !strings.Contains(got, name) {
			t.Errorf("after a click on %q the detail pane shows %q", name, got)
		}
	}
}

// The Edit sheet opened from a project's task shows the task's project and
// labels; clearing the project takes the task out of it and the labels
// field adds and removes labels through tagTask and untagTask.
func TestProjectsEditSheetShowsProjectAndLabels(t *testing.T) {
	p, _, db, ids := newProjectsSpace(t)
	if p.selected != ids["garden"] {
		t.Fatalf("selected %s first, want Garden", p.selected)
	}
	if got := findText(p.detail); strings.Contains(got, "· Garden") {
		t.Errorf("the Garden pane's rows name the project again: %q", got)
	}
	test.Tap(p.Rows.Menus[ids["seeds"]])
	p.Rows.LastMenu.Items[1].Action() // Edit…
	s := p.Rows.LastSheet
	if s == nil || s.Project.Text != "Garden" || s.Labels.Text != "errands" {
		t.Fatalf("the sheet shows project %q, labels %q; want Garden, errands", s.Project.Text, s.Labels.Text)
	}
	s.Project.SetText("")
	s.Labels.SetText("@shopping, weekend")
	s.Save()
	var got store.Task
	for _, tk := range tasks(t, db, "open") {
		if tk.ID == ids["seeds"] {
			got = tk
		}
	}
	if got.ProjectID != "" {
		t.Errorf("the task is still in project %q", got.ProjectName)
	}
	if strings.Join(got.Tags, ",") != "shopping,weekend" {
		t.Errorf("labels %v, want shopping, weekend", got.Tags)
	}
}
