package dates

import "testing"

// TestOrderEvidence: a numeric date that reads one way only says the order
// the writer uses; "10.30" is a time, not a date.
func TestOrderEvidence(t *testing.T) {
	for _, c := range []struct {
		text      string
		order     Order
		ok, ambig bool
	}{
		{"closing on 12/18", MDY, true, false},
		{"party on 18/12/2026", DMY, true, false},
		{"dentist 12/10 at 3:30", 0, false, true},
		{"12/18 and 18/12", 0, false, false},
		{"approval 12/11, closing 12/18", MDY, true, true},
		{"ballet sat 10.30", 0, false, false},
		{"5/5", 0, false, false},
	} {
		o, ok := OrderEvidence(c.text)
		if ok != c.ok || ok && o != c.order || Ambiguous(c.text) != c.ambig {
			t.Errorf("%q: %v %v ambiguous %v", c.text, o, ok, Ambiguous(c.text))
		}
	}
}
