package views

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"pace/brief"
)

// briefFields are Settings → Morning brief and reminders: the switch, the
// time, the days, quiet hours and the reminder lead time. Values are saved
// as typed once they parse; a bad one says why and is not saved.
type briefFields struct {
	Brief     *widget.Check
	BriefAt   *entry
	BriefDays *entry
	Quiet     *entry
	Lead      *entry
	BriefErr  *message
}

func (s *Settings) buildBrief(shortcuts func(fyne.Shortcut) bool) fyne.CanvasObject {
	b := &s.brief
	b.BriefErr = newMessage()
	b.Brief = widget.NewCheck("Morning brief: a notification and a card with what is due", func(on bool) { s.set(brief.KeyEnabled, on) })
	field := func(key, hint string, check func(string) error) *entry {
		e := s.pageEntry(newEntry(shortcuts, false))
		e.SetPlaceHolder(hint)
		save := func() {
			v := strings.TrimSpace(e.Text)
			if err := check(v); err != nil && v != "" {
				b.BriefErr.SetError(strings.TrimPrefix(err.Error(), brief.ErrSetting.Error()+": "))
				return
			}
			b.BriefErr.SetText("")
			s.set(key, v)
		}
		e.OnSubmitted = func(string) { save() }
		e.onBlur = save
		return e
	}
	b.BriefAt = field(brief.KeyAt, "e.g. 08:00", func(v string) error { _, err := brief.ParseClock(v); return err })
	b.BriefDays = field(brief.KeyDays, "default weekdays; or daily, or mon,wed,fri", func(v string) error { _, err := brief.ParseDays(v); return err })
	b.Quiet = field(brief.KeyQuiet, "e.g. 22:00-07:00, or off", func(v string) error { _, _, err := brief.ParseQuiet(v); return err })
	b.Lead = field(brief.KeyLead, "default 10", func(v string) error { _, err := brief.ParseLead(v); return err })
	return widget.NewForm(
		widget.NewFormItem("At", b.BriefAt), widget.NewFormItem("On", b.BriefDays),
		widget.NewFormItem("Quiet hours", b.Quiet), widget.NewFormItem("Remind minutes before", b.Lead))
}

func (s *Settings) loadBrief() {
	b := &s.brief
	b.Brief.Checked = s.boolean(brief.KeyEnabled, false)
	b.Brief.Refresh()
	b.BriefAt.SetText(s.str(brief.KeyAt))
	b.BriefDays.SetText(s.str(brief.KeyDays))
	b.Quiet.SetText(s.str(brief.KeyQuiet))
	b.Lead.SetText(s.str(brief.KeyLead))
	b.BriefErr.SetText("")
}
