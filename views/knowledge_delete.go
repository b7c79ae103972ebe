package views

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// newDeleteButton is the open note's Delete: it asks first, naming the
// note, then runs deleteNote as a turn (its card has the Undo).
func (k *Knowledge) newDeleteButton() *widget.Button {
	b := widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), nil)
	b.Importance = widget.LowImportance
	b.OnTapped = func() { k.DeleteNote(fyne.CurrentApp().Driver().CanvasForObject(b)) }
	b.Disable()
	return b
}

// DeleteNote asks before deleting the open note (nothing when none is
// open); Yes deletes it through the thread, so Undo brings it back.
func (k *Knowledge) DeleteNote(cv fyne.Canvas) *Confirm {
	n := k.current
	if n == nil {
		return nil
	}
	id, title := n.ID, n.Title
	c := &Confirm{Title: "Delete the note “" + title + "”?",
		Message: "Its links go with it. Undo (Ctrl+U, or the Undo on its card in the Thread) brings both back."}
	c.yes = func() {
		k.act.Do("deleteNote", args(map[string]string{"note": ref(id)}), "Delete the note “"+title+"”")
	}
	k.LastConfirm = c
	c.show(cv, "Delete")
	return c
}

// syncDelete enables Delete and Rename while a note is open.
func (k *Knowledge) syncDelete() {
	for _, b := range []*widget.Button{k.DeleteNoteBtn, k.RenameNoteBtn} {
		if k.current == nil {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}
