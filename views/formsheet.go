package views

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// formSheet is a form in a dialog, like Fyne's dialog.NewForm (the confirm
// button is off while a field is invalid) but holding its widget.Form, so
// a field's hint can change as the person types (refreshHints).
type formSheet struct {
	form    *widget.Form
	confirm *widget.Button
	d       *dialog.CustomDialog
	ok      func()
}

// openForm shows items in a dialog on w; ok runs when it is confirmed.
func openForm(w fyne.Window, title, confirm string, items []*widget.FormItem, ok func()) *formSheet {
	s := &formSheet{form: widget.NewForm(items...), ok: ok}
	s.confirm = widget.NewButtonWithIcon(confirm, theme.ConfirmIcon(), s.submit)
	s.confirm.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { s.d.Hide() })
	s.d = dialog.NewCustomWithoutButtons(title, s.form, w)
	s.d.SetButtons([]fyne.CanvasObject{cancel, s.confirm})
	s.form.SetOnValidationChanged(s.validated)
	s.validated(s.form.Validate())
	s.d.Resize(fyne.NewSize(440, s.d.MinSize().Height))
	s.d.Show()
	return s
}

func (s *formSheet) validated(err error) {
	if err != nil {
		s.confirm.Disable()
	} else {
		s.confirm.Enable()
	}
}

// submit confirms the form when every field is valid.
func (s *formSheet) submit() {
	if s.form.Validate() != nil {
		return
	}
	s.d.Hide()
	s.ok()
}

// refreshHints shows the items' hint texts as they are now (Fyne redraws
// a hint only when a field's validity changes).
func (s *formSheet) refreshHints() { s.form.Refresh() }
