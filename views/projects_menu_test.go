package views

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
)

// menuItem runs the item labelled label of m, failing when there is none.
func menuItem(t *testing.T, m *fyne.Menu, label string) {
	t.Helper()
	for _, it := range m.Items {
		if it.Label == label {
			it.Action()
			return
		}
	}
	t.Fatalf("the menu has no %q", label)
}

// shownMenu is the labels of the pop-up menu on top of c.
func shownMenu(c fyne.Canvas) string {
	if top := c.Overlays().Top(); top != nil {
		return findText(top)
	}
	return ""
}

func project(t *testing.T, db *store.DB, id string) (store.Project, bool) {
	t.Helper()
	var p store.Project
	err := db.Read(context.Background(), func(tx *store.Tx) (err error) {
		p, err = tx.Projects().Get(id)
		return err
	})
	return p, err == nil
}

func milestones(t *testing.T, db *store.DB, project string) []store.Milestone {
	t.Helper()
	var ms []store.Milestone
	db.Read(context.Background(), func(tx *store.Tx) (err error) {
		ms, err = tx.Projects().Milestones(project)
		return err
	})
	return ms
}

// The selected project's "⋯" opens its menu; each item runs its tool as
// its own undoable turn.
func TestProjectMenu(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.More)
	test.Tap(p.More)
	for _, want := range []string{"Rename…", "Edit description…", "Add a task", "Add a milestone…", "Archive", "Delete…"} {
		if !strings.Contains(shownMenu(c), want) {
			t.Errorf("the project menu lacks %q:\n%s", want, shownMenu(c))
		}
	}
	c.Overlays().Top().Hide()
	garden, _ := project(t, db, ids["garden"])
	undoLast := func() { act.UndoTurn(fmt.Sprintf("turn-%d", act.n)) }

	for _, e := range []struct {
		item, text, tool string
		field            func(store.Project) string
	}{
		{"Rename…", "Garden and yard", "renameProject", func(p store.Project) string { return p.Name }},
		{"Edit description…", "beds, bulbs and a shed", "describeProject", func(p store.Project) string { return p.Notes }},
	} {
		t.Run(e.item, func(t *testing.T) {
			menuItem(t, p.ProjectMenu(garden, c), e.item)
			p.LastName.Name.SetText(e.text)
			p.LastName.Save()
			if pr, _ := project(t, db, garden.ID); act.last().tool != e.tool || e.field(pr) != e.text {
				t.Fatalf("got %q by %s", e.field(pr), act.last().tool)
			}
			undoLast()
			if pr, _ := project(t, db, garden.ID); e.field(pr) != e.field(garden) {
				t.Errorf("undo left %q", e.field(pr))
			}
		})
	}
	t.Run("add a task", func(t *testing.T) {
		for c.Overlays().Top() != nil {
			c.Overlays().Remove(c.Overlays().Top()) // the forms left open
		}
		for _, id := range []string{ids["budget"], ids["garden"]} { // another project's, then the shown one's
			pr, _ := project(t, db, id)
			menuItem(t, p.ProjectMenu(pr, c), "Add a task")
			if p.selected != id || c.Focused() != p.Adds[id] {
				t.Errorf("%s: selected %s, its add field focused %v", pr.Name, p.selected, c.Focused() == p.Adds[id])
			}
		}
	})
	t.Run("add a milestone", func(t *testing.T) {
		menuItem(t, p.ProjectMenu(garden, c), "Add a milestone…")
		p.LastMilestone.Title.SetText("Beds dug")
		p.LastMilestone.Due.SetText("march 1")
		p.LastMilestone.Save()
		found := false
		for _, m := range milestones(t, db, garden.ID) {
			found = found || m.Title == "Beds dug" && m.Due != nil && m.Due.Month() == time.March
		}
		if act.last().tool != "addMilestone" || !found {
			t.Fatalf("no dated milestone added (%s)", act.last().tool)
		}
	})
	t.Run("archive", func(t *testing.T) {
		menuItem(t, p.ProjectMenu(garden, c), "Archive")
		if pr, _ := project(t, db, garden.ID); pr.ArchivedAt == nil {
			t.Fatal("not archived")
		}
		undoLast()
		if pr, _ := project(t, db, garden.ID); pr.ArchivedAt != nil {
			t.Error("undo left it archived")
		}
	})
	for _, keep := range []bool{false, true} {
		t.Run(fmt.Sprintf("delete, keeping the tasks %v", keep), func(t *testing.T) {
			menuItem(t, p.ProjectMenu(garden, c), "Delete…")
			q := p.LastConfirm
			if want := "with its 3 tasks (2 still open) and 2 milestones"; !strings.Contains(q.Message, want) {
				t.Errorf("the question says %q; want it to name %q", q.Message, want)
			}
			q.Keep.SetChecked(keep)
			q.Yes()
			if _, ok := project(t, db, garden.ID); ok || act.last().tool != "deleteProject" {
				t.Fatalf("project still there after %s", act.last().tool)
			}
			if _, err := getTask(db, ids["seeds"]); (err == nil) != keep {
				t.Errorf("keep %v: its task still there: %v", keep, err == nil)
			}
			undoLast()
			if _, ok := project(t, db, garden.ID); !ok {
				t.Fatal("undo did not bring the project back")
			}
			if task, err := getTask(db, ids["seeds"]); err != nil || task.ProjectID != garden.ID {
				t.Errorf("undo did not bring its task back into it: %v %+v", err, task)
			}
		})
	}
}

// A milestone's "⋯" (or a right click) opens its menu: mark reached,
// rename, change the date, delete — each an undoable turn.
func TestMilestoneMenu(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	seedlings := milestones(t, db, ids["garden"])[0]
	more := p.MilestoneMores[seedlings.ID]
	if more == nil {
		t.Fatal("the milestone has no ⋯")
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(more)
	test.Tap(more)
	for _, want := range []string{"Mark reached", "Rename…", "Change date…", "Delete…"} {
		if !strings.Contains(shownMenu(c), want) {
			t.Errorf("the milestone menu lacks %q:\n%s", want, shownMenu(c))
		}
	}
	c.Overlays().Top().Hide()
	get := func() store.Milestone {
		for _, m := range milestones(t, db, ids["garden"]) {
			if m.ID == seedlings.ID {
				return m
			}
		}
		return store.Milestone{}
	}
	menu := func() *fyne.Menu { return p.MilestoneMenu(get(), "Garden", c) }

	menuItem(t, menu(), "Mark reached")
	if !get().Done {
		t.Fatal("not marked reached")
	}
	menuItem(t, menu(), "Mark not reached")
	if get().Done {
		t.Fatal("not reopened")
	}
	menuItem(t, menu(), "Rename…")
	p.LastMilestone.Title.SetText("Seedlings up")
	p.LastMilestone.Save()
	if got := get(); got.Title != "Seedlings up" || act.last().tool != "updateMilestone" {
		t.Fatalf("renamed to %q by %s", got.Title, act.last().tool)
	}
	menuItem(t, menu(), "Change date…")
	if f := c.Focused(); f != p.LastMilestone.Due {
		t.Fatalf("“Change date…” put the cursor in %T, not the date", f)
	}
	p.LastMilestone.Due.SetText("april 2")
	p.LastMilestone.Save()
	if got := get(); got.Due == nil || got.Due.Month() != time.April || got.Due.Day() != 2 || got.Title != "Seedlings up" {
		t.Fatalf("after changing the date: %+v", got)
	}
	menuItem(t, menu(), "Delete…")
	if !strings.Contains(p.LastConfirm.Message, "its tasks stay") {
		t.Errorf("the question says %q", p.LastConfirm.Message)
	}
	p.LastConfirm.Yes()
	if get().ID != "" {
		t.Fatal("the milestone is still there")
	}
	act.UndoTurn(fmt.Sprintf("turn-%d", act.n))
	if get().ID == "" {
		t.Error("undo did not bring the milestone back")
	}
}

// A right click on a project in the list opens that project's menu.
func TestProjectRowRightClickOpensItsMenu(t *testing.T) {
	p, _, _, _ := newProjectsSpace(t)
	o := p.List.CreateItem()
	p.List.UpdateItem(1, o)
	w := test.NewTempWindow(t, o)
	w.Resize(fyne.NewSize(400, 120))
	test.TapSecondary(o.(*secondary))
	if p.LastMenu == nil || !strings.Contains(shownMenu(w.Canvas()), "Delete…") {
		t.Fatalf("no project menu after a right click:\n%s", shownMenu(w.Canvas()))
	}
}

// An archived project is listed under “Archived · N” below the project
// list, and its menu's Restore brings it back through restoreProject.
func TestProjectsArchivedSectionRestores(t *testing.T) {
	p, _, db, ids := newProjectsSpace(t)
	if p.ArchivedToggle != nil {
		t.Fatal("an Archived section with nothing archived")
	}
	garden, _ := projectNamed(t, db, "Garden")
	for _, it := range p.ProjectMenu(garden, nil).Items {
		if it.Label == "Archive" {
			it.Action()
		}
	}
	if err := p.Reload(); err != nil {
		t.Fatal(err)
	}
	if _, ok := projectNamed(t, db, "Garden"); ok {
		t.Fatal("Garden was not archived")
	}
	if p.ArchivedToggle == nil || p.ArchivedToggle.Text != "Archived · 1" {
		t.Fatalf("the Archived section's header is %v", p.ArchivedToggle)
	}
	if len(p.ArchivedMores) != 0 {
		t.Error("the Archived section lists projects while closed")
	}
	test.Tap(p.ArchivedToggle)
	more := p.ArchivedMores[ids["garden"]]
	if more == nil || !strings.Contains(findText(p.archived), "Garden") {
		t.Fatalf("the open Archived section shows %q", findText(p.archived))
	}
	test.Tap(more)
	if got := shownMenu(fyne.CurrentApp().Driver().CanvasForObject(more)); !strings.Contains(got, "Restore") {
		t.Fatalf("the archived project's menu shows %q", got)
	}
	p.LastMenu.Items[0].Action()
	if err := p.Reload(); err != nil {
		t.Fatal(err)
	}
	if _, ok := projectNamed(t, db, "Garden"); !ok {
		t.Fatal("Restore did not bring Garden back")
	}
	if p.ArchivedToggle != nil {
		t.Error("the Archived section stays with nothing archived")
	}
}

// Renaming a project onto a name another project has (in any case) says
// so in the form, in words, and sends nothing; a free name renames.
func TestRenameOntoATakenNameSaysSo(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.More)
	garden, _ := project(t, db, ids["garden"])
	budget, _ := project(t, db, ids["budget"])
	menuItem(t, p.ProjectMenu(garden, c), "Rename…")
	s := p.LastName
	sent := act.n
	s.Name.SetText(strings.ToUpper(budget.Name))
	want := "There is already a project called “" + budget.Name + "”."
	if err := s.Name.Validate(); err == nil || err.Error() != want {
		t.Errorf("validation says %v, want %q", err, want)
	}
	if shown := findText(c.Overlays().Top()); !strings.Contains(shown, want) {
		t.Errorf("the form does not say %q:\n%s", want, shown)
	}
	s.Save()
	if act.n != sent {
		t.Fatalf("a taken name was sent (%s)", act.last().tool)
	}
	s.Name.SetText("Garden and yard")
	if shown := findText(c.Overlays().Top()); strings.Contains(shown, want) {
		t.Errorf("the form still says %q for a free name", want)
	}
	s.Save()
	if pr, _ := project(t, db, garden.ID); act.last().tool != "renameProject" || pr.Name != "Garden and yard" {
		t.Errorf("a free name did not rename: %q by %s", pr.Name, act.last().tool)
	}
}

// A menu opened near the window's right or bottom edge is moved in so all
// of it shows; one that fits stays where it was opened.
func TestMenuPositionStaysInTheWindow(t *testing.T) {
	area := fyne.NewSize(720, 560)
	menu := fyne.NewSize(180, 200)
	for _, c := range []struct{ at, want fyne.Position }{
		{fyne.NewPos(100, 100), fyne.NewPos(100, 100)},
		{fyne.NewPos(690, 100), fyne.NewPos(540, 100)},
		{fyne.NewPos(690, 500), fyne.NewPos(540, 360)},
		{fyne.NewPos(10, 10), fyne.NewPos(10, 10)},
	} {
		if got := menuPosition(c.at, menu, area); got != c.want {
			t.Errorf("at %v: %v, want %v", c.at, got, c.want)
		}
	}
	if got := menuPosition(fyne.NewPos(50, 50), fyne.NewSize(900, 900), area); got != fyne.NewPos(0, 0) {
		t.Errorf("a menu bigger than the window: %v", got)
	}
}
