package views

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"pace/brief"
)

// The brief fields save what parses and refuse the rest with a reason.
func TestSettingsBrief(t *testing.T) {
	p := memPrefs{}
	s, _ := settingsUnderTest(t, p)
	b := s.brief
	test.Tap(b.Brief)
	for _, c := range []struct {
		e        *entry
		key, in  string
		saved    string
		rejected bool
	}{
		{b.BriefAt, brief.KeyAt, "7:45", "7:45", false},
		{b.BriefAt, brief.KeyAt, "quarter past", "7:45", true},
		{b.BriefDays, brief.KeyDays, "mon,wed", "mon,wed", false},
		{b.Quiet, brief.KeyQuiet, "23:00-06:30", "23:00-06:30", false},
		{b.Quiet, brief.KeyQuiet, "late", "23:00-06:30", true},
		{b.Lead, brief.KeyLead, "15", "15", false},
		{b.Lead, brief.KeyLead, "-3", "15", true},
	} {
		c.e.SetText(c.in)
		c.e.OnSubmitted(c.in)
		var got string
		p.Get(c.key, &got)
		if got != c.saved || b.BriefErr.Visible() != c.rejected {
			t.Errorf("%s = %q: saved %q (want %q), error shown %v: %q", c.key, c.in, got, c.saved, b.BriefErr.Visible(), b.BriefErr.Text)
		}
	}
	var on bool
	p.Get(brief.KeyEnabled, &on)
	if !on {
		t.Error("the brief switch did not save")
	}
	set, err := brief.FromStrings(on, "7:45", "mon,wed", "23:00-06:30")
	if err != nil || set.At != 7*60+45 {
		t.Fatalf("saved values do not parse: %v", err)
	}
}
