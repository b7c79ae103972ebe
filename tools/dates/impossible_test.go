package dates

import (
	"testing"
	"time"
)

func TestImpossible(t *testing.T) {
	cases := []struct {
		text   string
		phrase string // "" when the text names no impossible day
		day    int
		month  time.Month
		year   int
	}{
		{"call the bank on the 31st of february", "the 31st of february", 31, time.February, 0},
		{"call the bank february 30th", "february 30th", 30, time.February, 0},
		{"call the bank 30 Feb", "30 Feb", 30, time.February, 0},
		{"call the bank Sept 31 at noon", "Sept 31", 31, time.September, 0},
		{"call the bank on the thirty-first of june", "the thirty-first of june", 31, time.June, 0},
		{"call the bank on 29 Feb 2031", "29 Feb 2031", 29, time.February, 2031},
		{"call the bank on 32nd March", "32nd March", 32, time.March, 0},
		{"call the bank on 31/11", "31/11", 31, time.November, 0},
		{"call the bank by 6/31/2031", "6/31/2031", 31, time.June, 2031},
		// possible days, and numbers that are no dates
		{"call the bank on feb 29", "", 0, 0, 0},
		{"call the bank on 29 Feb 2032", "", 0, 0, 0},
		{"call the bank on the 30th", "", 0, 0, 0},
		{"call the bank may 31", "", 0, 0, 0},
		{"call the bank on 5/31", "", 0, 0, 0},
		{"read 30 march hares", "", 0, 0, 0},
		{"24/7 support rota", "", 0, 0, 0},
		{"alarm june 31pm", "", 0, 0, 0},
	}
	for _, c := range cases {
		d, ok := Impossible(c.text)
		if c.phrase == "" {
			if ok {
				t.Errorf("Impossible(%q) found %q, want none", c.text, c.text[d.Span[0]:d.Span[1]])
			}
			continue
		}
		if !ok {
			t.Errorf("Impossible(%q) found none, want %q", c.text, c.phrase)
			continue
		}
		if got := c.text[d.Span[0]:d.Span[1]]; got != c.phrase || d.Day != c.day || d.Month != c.month || d.Year != c.year {
			t.Errorf("Impossible(%q) = %q %d %v %d, want %q %d %v %d", c.text, got, d.Day, d.Month, d.Year, c.phrase, c.day, c.month, c.year)
		}
	}
}

func TestImpossibleLastDay(t *testing.T) {
	for _, c := range []struct {
		d    ImpossibleDate
		want int
	}{
		{ImpossibleDate{Day: 31, Month: time.February}, 28},
		{ImpossibleDate{Day: 30, Month: time.February, Year: 2032}, 29},
		{ImpossibleDate{Day: 31, Month: time.April}, 30},
	} {
		if got := c.d.LastDay(); got != c.want {
			t.Errorf("%+v.LastDay() = %d, want %d", c.d, got, c.want)
		}
	}
}
