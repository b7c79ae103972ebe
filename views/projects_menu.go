package views

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// The project and milestone menus: every item runs one tool through the
// thread (Actor.Do), so each change is its own turn with a card and an
// Undo. Deleting asks first, naming what goes.

// Confirm is a question asked before a destructive change: the sentence
// that names what goes, an optional choice (keep the tasks), and what
// Yes does.
type Confirm struct {
	Title, Message string
	// Keep, when not nil, is the choice shown under the message.
	Keep *widget.Check
	// Safe: the answer changes nothing that is there (it creates or
	// opens), so its button is not the destructive red.
	Safe bool
	yes  func()
	// dialog is the question on screen (nil before show, or with no window).
	dialog *dialog.ConfirmDialog
}

// Yes runs the change (the dialog's confirm button).
func (c *Confirm) Yes() { c.yes() }

// show puts the question in a dialog on c's window (when there is one).
func (c *Confirm) show(cv fyne.Canvas, confirm string) {
	if cv == nil {
		return
	}
	w := windowFor(cv)
	if w == nil {
		return
	}
	body := []fyne.CanvasObject{wrapped(c.Message)}
	if c.Keep != nil {
		body = append(body, c.Keep)
	}
	d := dialog.NewCustomConfirm(c.Title, confirm, "Cancel", container.NewVBox(body...), func(ok bool) {
		if ok {
			c.yes()
		}
	}, w)
	d.SetConfirmImportance(widget.DangerImportance) // a question before a delete
	if c.Safe {
		d.SetConfirmImportance(widget.HighImportance)
	}
	d.Resize(fyne.NewSize(460, d.MinSize().Height))
	d.Show()
	AnswerByKeys(w, d)
	c.dialog = d
}

// ProjectMenu is the menu of project pr: rename, edit its description, add a task or a
// milestone, archive, delete. cv is the canvas its dialogs open on.
func (p *Projects) ProjectMenu(pr store.Project, cv fyne.Canvas) *fyne.Menu {
	id, name := pr.ID, pr.Name
	m := fyne.NewMenu("",
		fyne.NewMenuItem("Rename…", func() { p.RenameSheet(pr, cv) }),
		fyne.NewMenuItem("Edit description…", func() { p.DescribeSheet(pr, cv) }),
		fyne.NewMenuItem("Add a task", func() {
			if p.selected == id {
				p.focusAdd(cv)
				return
			}
			p.addFocus = id // once its detail shows
			p.Select(id)
		}),
		fyne.NewMenuItem("Add a milestone…", func() { p.MilestoneSheet(store.Milestone{ProjectID: id}, name, cv) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Archive", func() {
			p.act.Do("archiveProject", args(map[string]string{"project": ref(id)}), "Archive “"+name+"”")
		}),
		fyne.NewMenuItem("Delete…", func() { p.DeleteProject(pr, cv) }),
	)
	p.LastMenu = m
	return m
}

// focusAdd puts the keyboard in the selected project's add field.
func (p *Projects) focusAdd(cv fyne.Canvas) {
	if in := p.Adds[p.selected]; in != nil && cv != nil {
		cv.Focus(in)
	}
}

// showMenu pops m up at pos on cv, moved left or up as far as it takes to
// keep the whole menu inside the window (a row's ⋯ sits at its right edge,
// so a menu opened at it ran off the window).
func showMenu(m *fyne.Menu, cv fyne.Canvas, pos fyne.Position) {
	if cv == nil {
		return
	}
	pop := widget.NewPopUpMenu(m, cv)
	pop.ShowAtPosition(menuPosition(pos, pop.MinSize(), cv.Size()))
}

// menuPosition is where a menu of size menu opened at pos goes on a canvas
// of size area: pos, moved left and up so it ends inside area, never past
// its top left corner.
func menuPosition(pos fyne.Position, menu, area fyne.Size) fyne.Position {
	if over := pos.X + menu.Width - area.Width; over > 0 {
		pos.X = max(0, pos.X-over)
	}
	if over := pos.Y + menu.Height - area.Height; over > 0 {
		pos.Y = max(0, pos.Y-over)
	}
	return pos
}

// moreButton is a row's "⋯" button that opens menu() under itself.
func moreButton(menu func(cv fyne.Canvas) *fyne.Menu) *widget.Button {
	b := widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), nil)
	b.Importance = widget.LowImportance
	b.OnTapped = func() {
		d := fyne.CurrentApp().Driver()
		cv := d.CanvasForObject(b)
		showMenu(menu(cv), cv, d.AbsolutePositionForObject(b).AddXY(0, b.Size().Height))
	}
	return b
}

// NameSheet is a one-field form (a project's new name).
type NameSheet struct {
	Name *formField
	save func()
}

// Save sends the change.
func (s *NameSheet) Save() { s.save() }

// RenameSheet asks project pr's new name and renames it (renameProject).
// A name another project has (archived ones too, any case) is refused in
// the form, in words, as the tool would refuse it.
func (p *Projects) RenameSheet(pr store.Project, cv fyne.Canvas) *NameSheet {
	s, item := newNameSheet("Name", pr.Name, "project", p.otherNames(pr.ID), func(name string) {
		p.act.Do("renameProject", args(map[string]string{"project": ref(pr.ID), "name": name}), "Rename “"+pr.Name+"” to “"+name+"”")
	})
	p.LastName = s
	showForm(cv, "Rename project", "Rename", []*widget.FormItem{item}, s.save)
	return s
}

// newNameSheet is a one-field rename form (its field labelled label)
// holding current. A name in others (lower-case name → name) is refused in
// the form, saying a kind already has it; rename runs with the trimmed new
// name, never for an empty, unchanged or refused one.
func newNameSheet(label, current, kind string, others map[string]string, rename func(name string)) (*NameSheet, *widget.FormItem) {
	s := &NameSheet{Name: newFormField(false)}
	s.Name.SetText(current)
	item := widget.NewFormItem(label, s.Name)
	s.Name.Validator = func(text string) error {
		// The hint shows while the field has the focus (Fyne shows the
		// validation error only after it lost it); both say the same.
		item.HintText = ""
		if o, ok := others[strings.ToLower(strings.TrimSpace(text))]; ok {
			item.HintText = "There is already a " + kind + " called “" + o + "”."
			return errors.New(item.HintText)
		}
		return nil
	}
	s.save = func() {
		name := strings.TrimSpace(s.Name.Text)
		if name == "" || name == current || s.Name.Validate() != nil {
			return
		}
		rename(name)
	}
	return s, item
}

// otherNames maps the lower-case name of every project but id, archived
// ones too, to the name.
func (p *Projects) otherNames(id string) map[string]string {
	names := map[string]string{}
	p.db.Read(context.Background(), func(tx *store.Tx) error {
		all, err := tx.Projects().ListAll()
		for _, o := range all {
			if o.ID != id {
				names[strings.ToLower(o.Name)] = o.Name
			}
		}
		return err
	})
	return names
}

// DescribeSheet asks what project pr is about and sets it
// (describeProject); an emptied field clears it.
func (p *Projects) DescribeSheet(pr store.Project, cv fyne.Canvas) *NameSheet {
	s := &NameSheet{Name: newFormField(true)}
	s.Name.Wrapping = fyne.TextWrapWord
	s.Name.SetPlaceHolder("What the project is about")
	s.Name.SetText(pr.Notes)
	s.save = func() {
		d := strings.TrimSpace(s.Name.Text)
		if d == strings.TrimSpace(pr.Notes) {
			return
		}
		label := "Describe “" + pr.Name + "”"
		if d == "" {
			label = "Clear the description of “" + pr.Name + "”"
		}
		p.act.Do("describeProject", args(map[string]string{"project": ref(pr.ID), "description": d}), label)
	}
	p.LastName = s
	showForm(cv, "Project description", "Save", []*widget.FormItem{widget.NewFormItem("About", s.Name)}, s.save)
	return s
}

// showForm shows a form dialog on cv's window; save runs on confirm.
func showForm(cv fyne.Canvas, title, confirm string, items []*widget.FormItem, save func()) {
	if cv == nil {
		return
	}
	if w := windowFor(cv); w != nil {
		openForm(w, title, confirm, items, save)
	}
}

// DeleteProject asks before deleting project pr, naming how many tasks
// and milestones go with it; "keep the tasks" leaves them, unfiled.
func (p *Projects) DeleteProject(pr store.Project, cv fyne.Canvas) *Confirm {
	var all, open, ms int
	p.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		if all, err = tx.Tasks().CountTasks(store.TaskFilter{ProjectID: pr.ID}); err != nil {
			return err
		}
		if open, err = tx.Tasks().CountTasks(store.TaskFilter{ProjectID: pr.ID, Status: "open"}); err != nil {
			return err
		}
		m, err := tx.Projects().Milestones(pr.ID)
		ms = len(m)
		return err
	})
	c := &Confirm{Title: "Delete “" + pr.Name + "”?", Message: deleteProjectText(pr.Name, all, open, ms)}
	if all > 0 {
		c.Keep = widget.NewCheck("Keep its "+plural(all, "task", "tasks")+", without a project", nil)
	}
	c.yes = func() {
		a := map[string]any{"project": ref(pr.ID)}
		label := "Delete “" + pr.Name + "”"
		if c.Keep != nil && c.Keep.Checked {
			a["keepTasks"] = true
			label += ", keeping its tasks"
		}
		p.act.Do("deleteProject", args(a), label)
	}
	p.LastConfirm = c
	c.show(cv, "Delete")
	return c
}

// deleteProjectText names what deleting a project takes with it.
func deleteProjectText(name string, all, open, milestones int) string {
	var goes []string
	if all > 0 {
		t := plural(all, "task", "tasks")
		if open > 0 && open < all {
			t += fmt.Sprintf(" (%d still open)", open)
		}
		goes = append(goes, t)
	}
	if milestones > 0 {
		goes = append(goes, plural(milestones, "milestone", "milestones"))
	}
	s := "This deletes the project “" + name + "”"
	if len(goes) > 0 {
		s += " with its " + strings.Join(goes, " and ")
	}
	return s + ". Undo in the thread brings it all back."
}

// MilestoneMenu is milestone m's menu: complete or reopen, rename, change
// the date, delete.
func (p *Projects) MilestoneMenu(m store.Milestone, project string, cv fyne.Canvas) *fyne.Menu {
	id, title := m.ID, m.Title
	tick := fyne.NewMenuItem("Mark reached", func() {
		p.act.Do("completeMilestone", args(map[string]string{"milestone": ref(id)}), "Milestone “"+title+"” reached")
	})
	if m.Done {
		tick = fyne.NewMenuItem("Mark not reached", func() {
			p.act.Do("reopenMilestone", args(map[string]string{"milestone": ref(id)}), "Reopen milestone “"+title+"”")
		})
	}
	menu := fyne.NewMenu("", tick,
		fyne.NewMenuItem("Rename…", func() { p.MilestoneSheet(m, project, cv) }),
		fyne.NewMenuItem("Change date…", func() { p.MilestoneSheet(m, project, cv).FocusDate(cv) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Delete…", func() { p.DeleteMilestone(m, cv) }),
	)
	p.LastMenu = menu
	return menu
}

// MilestoneSheetForm is the milestone form: its title and date. For a
// milestone with no id, Save adds it to its project (addMilestone);
// otherwise Save sends what changed (updateMilestone).
type MilestoneSheetForm struct {
	Title, Due *formField
	save       func()
}

// Save sends the form.
func (s *MilestoneSheetForm) Save() { s.save() }

// FocusDate puts the cursor in the date, its text selected ("Change
// date…": typing replaces the date, never the title).
func (s *MilestoneSheetForm) FocusDate(cv fyne.Canvas) {
	if cv != nil {
		cv.Focus(s.Due)
	}
	s.Due.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// MilestoneSheet opens the form for m (a new one when m.ID is empty) in
// project (its name, for the labels).
func (p *Projects) MilestoneSheet(m store.Milestone, project string, cv fyne.Canvas) *MilestoneSheetForm {
	s := &MilestoneSheetForm{Title: newFormField(false), Due: newFormField(false)}
	s.Title.SetText(m.Title)
	due := ""
	if m.Due != nil {
		due = m.Due.Format("Mon 2 Jan 2006")
	}
	s.Due.SetText(due)
	s.Due.SetPlaceHolder("e.g. march 1, next friday (empty: no date)")
	s.Due.Validator = checkDue
	s.save = func() {
		title, when := strings.TrimSpace(s.Title.Text), strings.TrimSpace(s.Due.Text)
		if m.ID == "" {
			if title == "" {
				return
			}
			a := map[string]string{"project": ref(m.ProjectID), "title": title}
			if when != "" {
				a["due"] = when
			}
			p.act.Do("addMilestone", args(a), "Add milestone “"+title+"” to "+project)
			return
		}
		a := map[string]string{"milestone": ref(m.ID)}
		if title != "" && title != m.Title {
			a["title"] = title
		}
		switch {
		case when == "" && m.Due != nil:
			a["due"] = "none"
		case when != "" && when != due:
			a["due"] = when
		}
		if len(a) == 1 {
			return // nothing changed
		}
		label := "Edit milestone “" + m.Title + "”"
		p.track(label, "Saved milestone “"+cmp.Or(title, m.Title)+"”", func() string { return p.act.Do("updateMilestone", args(a), label) })
	}
	p.LastMilestone = s
	name, confirm := "Edit milestone", "Save"
	if m.ID == "" {
		name, confirm = "New milestone in "+project, "Add"
	}
	showForm(cv, name, confirm, []*widget.FormItem{widget.NewFormItem("Title", s.Title), widget.NewFormItem("Date", s.Due)}, s.save)
	return s
}

// DeleteMilestone asks before deleting milestone m; its tasks stay.
func (p *Projects) DeleteMilestone(m store.Milestone, cv fyne.Canvas) *Confirm {
	c := &Confirm{Title: "Delete the milestone “" + m.Title + "”?",
		Message: "This deletes the milestone “" + m.Title + "”; its tasks stay in the project. Undo in the thread brings it back."}
	c.yes = func() {
		p.act.Do("deleteMilestone", args(map[string]string{"milestone": ref(m.ID)}), "Delete milestone “"+m.Title+"”")
	}
	p.LastConfirm = c
	c.show(cv, "Delete")
	return c
}

// AnswerByKeys lets the keyboard answer confirm question d shown on w:
// Enter allows it, Esc cancels, as any desktop dialog does. The focus
// leaves the window's fields while it is open (Enter would otherwise send
// the composer's text), and w's own key handler is back once it closes.
func AnswerByKeys(w fyne.Window, d *dialog.ConfirmDialog) {
	cv := w.Canvas()
	prev := cv.OnTypedKey()
	cv.Unfocus()
	cv.SetOnTypedKey(func(k *fyne.KeyEvent) {
		switch k.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			d.Confirm()
		case fyne.KeyEscape:
			d.Dismiss()
		default:
			if prev != nil {
				prev(k)
			}
		}
	})
	d.SetOnClosed(func() { cv.SetOnTypedKey(prev) })
}
