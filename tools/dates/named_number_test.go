package dates

import (
	"testing"
	"time"
)

// TestNumberNamedIsNoDate: a number after a word that names a place or a
// record by it ("flat 2/1", "invoice 12/03") is no date; the same digits
// said as a date, or after a date word, still are.
func TestNumberNamedIsNoDate(t *testing.T) {
	ref := time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		text, matched string // "" matched: no date
	}{
		{"eicr for flat 2/1 45 dumbarton rd", ""},
		{"eicr for flat 2/1 by thursday", "thursday"},
		{"chase invoice 12/03", ""},
		{"dentist on 3/4", "3/4"},
		{"fix the light in room 4 tomorrow", "tomorrow"},
	} {
		r, err := Parse(tc.text, ref)
		if tc.matched == "" {
			if err == nil && r.Matched != "" {
				t.Errorf("%q: read %q as a date", tc.text, r.Matched)
			}
			continue
		}
		if err != nil || r.Matched != tc.matched {
			t.Errorf("%q: matched %q (%v), want %q", tc.text, r.Matched, err, tc.matched)
		}
	}
}
