package views

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// formSheet is a form in a dialog, like Fyne's dialog.NewForm (the confirm
// button is off while a field is invalid) but holding its widget.Form, so
// a field's hint can change as the person types (refreshHints). The first
// field has the keyboard (its text selected) when it opens, Enter in a one-line field
// confirms (a multi-line one takes Enter as a new line) and Esc cancels.
type formSheet struct {
	form    *widget.Form
	confirm *widget.Button
	d       *dialog.CustomDialog
	ok      func()
}

// formField is a form dialog's text field: Esc in it cancels the dialog
// (the driver gives Esc to the focused field, so the dialog never sees it).
type formField struct {
	widget.Entry
	onEscape func()
	// touched: the person typed in it, or tried to confirm the form; a
	// required field says it is empty only then (required).
	touched bool
}

// required makes f refuse empty text with msg — once the person has
// typed in it or tried to confirm: a form that opens does not greet them
// with an error for a field they have not reached.
func (f *formField) required(msg string) {
	f.Validator = func(text string) error {
		if text != "" {
			f.touched = true
		}
		if strings.TrimSpace(text) == "" && f.touched {
			return errors.New(msg)
		}
		return nil
	}
}

// newFormField is a one-line (or multi-line) field for openForm.
func newFormField(multi bool) *formField {
	f := &formField{}
	f.MultiLine = multi
	f.Wrapping = fyne.TextWrap(fyne.TextTruncateClip) // as widget.NewEntry
	f.ExtendBaseWidget(f)
	return f
}

// TypedKey cancels the dialog on Esc.
func (f *formField) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && f.onEscape != nil {
		f.onEscape()
		return
	}
	f.Entry.TypedKey(k)
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
	for _, it := range items {
		if f, ok := it.Widget.(*formField); ok {
			f.onEscape = s.d.Hide
			if !f.MultiLine {
				f.OnSubmitted = func(string) { s.submit() }
			}
		}
	}
	s.d.Resize(fyne.NewSize(440, s.d.MinSize().Height))
	s.d.Show()
	if len(items) > 0 {
		if f, ok := items[0].Widget.(fyne.Focusable); ok {
			w.Canvas().Focus(f)
			if e, ok := f.(*formField); ok && !e.MultiLine {
				e.TypedShortcut(&fyne.ShortcutSelectAll{}) // typing replaces the old name
			}
		}
	}
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
	for _, it := range s.form.Items {
		if f, ok := it.Widget.(*formField); ok {
			f.touched = true
		}
	}
	if s.form.Validate() != nil {
		return
	}
	s.d.Hide()
	s.ok()
}

// refreshHints shows the items' hint texts as they are now (Fyne redraws
// a hint only when a field's validity changes).
func (s *formSheet) refreshHints() { s.form.Refresh() }
