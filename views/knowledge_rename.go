package views

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// newRenameButton is the open note's Rename: a one-field form with its
// title, sent as updateNote through the thread (its card has the Undo).
func (k *Knowledge) newRenameButton() *widget.Button {
	b := widget.NewButtonWithIcon("Rename", theme.DocumentCreateIcon(), nil)
	b.Importance = widget.LowImportance
	b.OnTapped = func() { k.RenameNote(fyne.CurrentApp().Driver().CanvasForObject(b)) }
	b.Disable()
	return b
}

// RenameNote asks the open note's new title (nil when no note is open). A
// title another note has (any case) is refused in the form, naming it; an
// empty or unchanged title sends nothing.
func (k *Knowledge) RenameNote(cv fyne.Canvas) *NameSheet {
	n := k.current
	if n == nil {
		return nil
	}
	id, title := n.ID, n.Title
	others := map[string]string{}
	for _, h := range k.all {
		if h.ID != id {
			others[strings.ToLower(strings.TrimSpace(h.Title))] = h.Title
		}
	}
	s, item := newNameSheet("Title", title, "note", others, func(name string) {
		k.act.Do("updateNote", args(map[string]string{"note": ref(id), "title": name}), "Rename the note “"+title+"” to “"+name+"”")
	})
	k.LastName = s
	showForm(cv, "Rename note", "Rename", []*widget.FormItem{item}, s.save)
	return s
}
