package views

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// In a 480 px wide window the Projects space fits (list above the
// project, not beside it), and each row of the list shows its project's
// name beside its count: nothing overlaps, no line leaves its row, and the
// name keeps room to be read.
func TestProjectsFitANarrowWindow(t *testing.T) {
	p, _, _, _ := newProjectsSpace(t)
	w := test.NewTempWindow(t, p.Content())
	w.Resize(fyne.NewSize(480, 700))
	if m := p.Content().MinSize(); m.Width > 480 {
		t.Fatalf("the space needs %v px of width", m.Width)
	}
	w.Canvas().Refresh(p.Content())
	d := fyne.CurrentApp().Driver()
	list, detail := d.AbsolutePositionForObject(p.List), d.AbsolutePositionForObject(p.detail)
	ls, ds := p.List.Size(), p.detail.Size()
	overlapX := list.X < detail.X+ds.Width && detail.X < list.X+ls.Width
	overlapY := list.Y < detail.Y+ds.Height && detail.Y < list.Y+ls.Height
	if overlapX && overlapY || list.X+ls.Width > 481 || detail.X+ds.Width > 481 {
		t.Errorf("list at %v %v and project at %v %v overlap or leave the window", list, ls, detail, ds)
	}
	rows := 0
	for _, o := range test.LaidOutObjects(p.List) {
		row, ok := o.(*secondary)
		if !ok || !row.Visible() {
			continue
		}
		rows++
		box := row.content.(*fyne.Container)
		head := box.Objects[0].(*fyne.Container)
		name, count := head.Objects[0].(*widget.Label), head.Objects[2].(*roleText)
		next := box.Objects[2].(*roleText)
		nx, cx, right := name.Position().X, count.Position().X, head.Size().Width // in the row's head
		if right > row.Size().Width+1 || right > ls.Width+1 {
			t.Errorf("row %q is %v wide in a list of %v", name.Text, right, ls.Width)
		}
		if name.Size().Width < 120 || nx+name.Size().Width > cx+1 || cx+count.Size().Width > right+1 {
			t.Errorf("row %q: name %v wide at %v, count at %v, row ends at %v", name.Text, name.Size().Width, nx, cx, right)
		}
		if tw := fyne.MeasureText(next.Text, next.size, next.style).Width; next.Text != "" && tw > next.Size().Width &&
			test.WidgetRenderer(next).Objects()[0].(interface{ MinSize() fyne.Size }).MinSize().Width > next.Size().Width+1 {
			t.Errorf("row %q: its line %q leaves the row", name.Text, next.Text)
		}
	}
	if rows == 0 {
		t.Fatal("no project rows laid out")
	}
}

// At 720 × 560 (the window with its rail) a project's task rows lay out
// cleanly: the title is cut before anything runs under the ⋯ button, the
// priority and the date stay, labels give way first; and the add field
// keeps a usable width.
func TestProjectsTaskRowsFitA720Window(t *testing.T) {
	p, _, db, ids := newProjectsSpace(t)
	setTask(t, db, ids["seeds"], func(task *store.Task) {
		task.Priority, task.Tags, task.Notes = 4, []string{"errands", "garden"}, "40-cell trays, peat free"
	})
	w := fyne.CurrentApp().Driver().AllWindows()[0]
	w.Resize(fyne.NewSize(720-96, 560)) // the space beside the rail
	p.Select(ids["garden"])
	if err := p.Reload(); err != nil {
		t.Fatal(err)
	}
	p.Content().Refresh() // the driver's layout pass
	if in := p.Adds[ids["garden"]]; in.Size().Width < 240 {
		t.Errorf("the add field is %v px wide", in.Size().Width)
	}
	rows := 0
	for _, r := range test.LaidOutObjects(p.Tasks) {
		row, ok := r.(*secondary)
		if !ok || !row.Visible() {
			continue
		}
		rows++
		box := row.content.(*fyne.Container) // the line's slot, then the ⋯
		more := box.Objects[len(box.Objects)-1]
		edge := more.Position().X // in the row, as the line's slot (at 0)
		var line *fyne.Container
		walkTree(row, func(o fyne.CanvasObject) {
			if c, ok := o.(*fyne.Container); ok {
				if _, ok := c.Layout.(*taskLineLayout); ok {
					line = c
				}
			}
		})
		text := ""
		for _, o := range line.Objects {
			if !o.Visible() {
				continue
			}
			if end := line.Position().X + o.Position().X + o.Size().Width; end > edge+1 {
				t.Errorf("%T %q ends at %v, under the ⋯ at %v", o, findText(o), end, edge)
			}
			text += findText(o) + " "
		}
		if strings.Contains(text, "Buy seed") && (!strings.Contains(text, "Urgent") || !strings.Contains(text, "Wednesday")) {
			t.Errorf("the seeds row lost its priority or date: %q", text)
		}
	}
	if rows == 0 {
		t.Fatal("no task rows laid out")
	}
}
