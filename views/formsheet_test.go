package views

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// Each form dialog opens with the keyboard in its first field, and Enter
// there confirms it: rename, new project, new milestone, the edit sheet.
func TestDialogsFocusTheFirstFieldAndEnterConfirms(t *testing.T) {
	p, act, db, ids := newProjectsSpace(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(p.More)
	garden, _ := project(t, db, ids["garden"])
	seeds, err := getTask(db, ids["seeds"])
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []struct {
		name, typed, tool string
		open              func() *widget.Entry // opens it, returns its first field
	}{
		{"rename", "Garden and yard", "renameProject", func() *widget.Entry { return p.RenameSheet(garden, c).Name }},
		{"new project", "Kitchen", "createProject", func() *widget.Entry { test.Tap(p.NewProject); return p.LastForm.Name }},
		{"new milestone", "Beds dug", "addMilestone", func() *widget.Entry {
			return p.MilestoneSheet(store.Milestone{ProjectID: garden.ID}, garden.Name, c).Title
		}},
		{"edit sheet", "buy seeds today", "updateTask", func() *widget.Entry { return p.Rows.Sheet(seeds, c).Title }},
	} {
		t.Run(d.name, func(t *testing.T) {
			sent := len(act.calls)
			first := d.open()
			focused, ok := c.Focused().(*widget.Entry)
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
