package views

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// SettingDateOrder is how numeric dates ("3/4/2027") read: "mdy", "dmy",
// or "" for the system's locale. It matches app.SettingDateOrder, which
// `pace dates` and the tools read; the app applies a change to the next
// parse (OnChanged).
const SettingDateOrder = "dates.order"

// dateOrderChoices are the Date order select's options and stored values.
var dateOrderChoices = choices{
	{"Automatic (from system)", ""},
	{"Month first (M/D)", "mdy"},
	{"Day first (D/M)", "dmy"},
}

// buildDates makes Settings → Dates: the numeric date order.
func (s *Settings) buildDates() fyne.CanvasObject {
	s.DateOrder = widget.NewSelect(dateOrderChoices.labels(), s.choose(SettingDateOrder, dateOrderChoices))
	return widget.NewForm(widget.NewFormItem("Date order", s.DateOrder))
}

// loadDates shows the stored order; an unknown value shows as Automatic,
// which is how the parser reads it.
func (s *Settings) loadDates() {
	s.DateOrder.Selected = dateOrderChoices.labelOf(s.str(SettingDateOrder))
	s.DateOrder.Refresh()
}
