package views

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
)

// formDialog is one form dialog of Projects: what to type in its first
// field, the tool its confirm runs, and how to open it.
type formDialog struct {
	name, typed, tool string
	open              func() *formField // opens it, returns its first field
}

func formDialogs(t *testing.T, p *Projects, db *store.DB, ids map[string]string, c fyne.Canvas) []formDialog {
	garden, _ := project(t, db, ids["garden"])
	seeds, err := getTask(db, ids["seeds"])
	if err != nil {
		t.Fatal(err)
	}
	return []formDialog{
		{"rename", "Garden and yard", "renameProject", func() *formField { return p.RenameSheet(garden, c).Name }},
		{"new project", "Kitchen", "createProject", func() *formField { test.Tap(p.NewProject); return p.LastForm.Name }},
		{"new milestone", "Beds dug", "addMilestone", func() *formField {
			return p.MilestoneSheet(store.Milestone{ProjectID: garden.ID}, garden.Name, c).Title
		}},
		{"edit sheet", "buy seeds today", "updateTask", func() *formField { return p.Rows.Sheet(seeds, c).Title }},
	}
}

// Each form dialog opens with the keyboard in its first field, and Enter
// there confirms it: rename, new project, new milestone, the edit sheet.
func TestDialogsFocusTheFirstFieldAndEnterConfirms(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.More)
	for _, d := range formDialogs(t, p, db, ids, c) {
		t.Run(d.name, func(t *testing.T) {
			sent := len(act.calls)
			first := d.open()
			focused, ok := c.Focused().(*formField)
			if !ok || focused != first {
				t.Fatalf("the focus is on %T, not the first field", c.Focused())
			}
			focused.SetText(d.typed)
			focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if len(act.calls) == sent || act.last().tool != d.tool {
				t.Fatalf("Enter sent %d calls, want %s", len(act.calls)-sent, d.tool)
			}
			if top := c.Overlays().Top(); top != nil && top.Visible() {
				t.Errorf("the dialog is still open after Enter")
			}
		})
	}
}

// Esc in a form dialog's field closes it and sends nothing (the driver
// gives Esc to the focused field, which ignored it).
func TestDialogsCloseOnEscape(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.More)
	for _, d := range formDialogs(t, p, db, ids, c) {
		t.Run(d.name, func(t *testing.T) {
			sent := len(act.calls)
			d.open().SetText(d.typed)
			c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if top := c.Overlays().Top(); top != nil && top.Visible() {
				t.Errorf("the dialog is still open after Esc")
			}
			if len(act.calls) != sent {
				t.Errorf("Esc sent %d calls", len(act.calls)-sent)
			}
		})
	}
}

// "Add milestone" with the add field empty opens the New milestone form
// (the menu's "Add a milestone…"); it did nothing, silently.
func TestEmptyAddMilestoneOpensTheForm(t *testing.T) {
	p, act, _, _ := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.More)
	test.Tap(p.AddMilestones[p.selected])
	top := c.Overlays().Top()
	if p.LastMilestone == nil || top == nil || !top.Visible() {
		t.Fatal("no milestone form opened")
	}
	f, ok := c.Focused().(*formField)
	if !ok || f != p.LastMilestone.Title {
		t.Fatalf("the focus is on %T, not the form's title", c.Focused())
	}
	f.SetText("Beds dug")
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if act.last().tool != "addMilestone" {
		t.Errorf("the form sent %s", act.last().tool)
	}
}

// The New project form opens without an error for the name nobody has
// typed yet; Enter on the empty name, or a name typed and erased, says a
// project needs a name, and nothing is made.
func TestNewProjectSaysANameIsNeededOnlyWhenDue(t *testing.T) {
	for _, c := range []struct {
		name string
		do   func(f *formField)
	}{
		{"Enter on the empty name", func(f *formField) { f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }},
		{"a name typed and erased", func(f *formField) {
			test.Type(f, "K")
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, act, _, _ := newProjectsSpace(t)
			cv := fyne.CurrentApp().Driver().CanvasForObject(p.NewProject)
			test.Tap(p.NewProject)
			const msg = "a project needs a name"
			if got := findText(cv.Overlays().Top()); strings.Contains(got, msg) {
				t.Fatalf("the form opens with %q:\n%s", msg, got)
			}
			c.do(p.LastForm.Name)
			top := cv.Overlays().Top()
			if top == nil || !top.Visible() || len(act.calls) != 0 {
				t.Fatalf("the form closed or sent %d calls", len(act.calls))
			}
			if got := findText(top); !strings.Contains(got, msg) {
				t.Errorf("the form does not say %q:\n%s", msg, got)
			}
		})
	}
}
