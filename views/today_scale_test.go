package views

import (
	"fyne.io/fyne/v2/widget"
)

// listRowText binds row i of l to a fresh item and returns its text.
func listRowText(l *widget.List, i int) string {
	o := l.CreateItem()
	l.UpdateItem(i, o)
	return findText(o)
}

// syncRun is a pager.run that fetches and applies at once.
func syncRun(work func() func()) { work()() }
