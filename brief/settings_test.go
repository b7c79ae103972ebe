package brief

import (
	"errors"
	"testing"
	"time"
)

func TestFromStrings(t *testing.T) {
	for _, c := range []struct {
		at, days, quiet string
		wantAt          int
		wantSat         bool
		quietFrom       int
		bad             bool
	}{
		{"", "", "", 8 * 60, false, 22 * 60, false},
		{"7:30", "daily", "off", 7*60 + 30, true, 0, false},
		{"06:05", "mon, Saturday", "23:00-06:00", 6*60 + 5, true, 23 * 60, false},
		{"25:00", "", "", 8 * 60, false, 22 * 60, true},
		{"8am", "", "", 8 * 60, false, 22 * 60, true},
		{"", "funday", "", 8 * 60, false, 22 * 60, true},
		{"", "", "22-7", 8 * 60, false, 22 * 60, true},
	} {
		s, err := FromStrings(true, c.at, c.days, c.quiet)
		if (err != nil) != c.bad || (err != nil && !errors.Is(err, ErrSetting)) {
			t.Errorf("%q %q %q: error %v", c.at, c.days, c.quiet, err)
		}
		if s.At != c.wantAt || s.Days[time.Saturday] != c.wantSat || s.QuietFrom != c.quietFrom {
			t.Errorf("%q %q %q: got at %d sat %v quiet %d", c.at, c.days, c.quiet, s.At, s.Days[time.Saturday], s.QuietFrom)
		}
	}
	if d, err := ParseLead(""); err != nil || d != DefaultLead {
		t.Errorf("default lead %v %v", d, err)
	}
	if _, err := ParseLead("-5"); err == nil {
		t.Error("negative lead accepted")
	}
}
