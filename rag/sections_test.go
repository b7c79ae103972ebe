package rag

import (
	"context"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// TestSectionAnswers, in our own words: a fact said in a section whose
// heading names what it is about ("## Paint" … "Contact: 0161 …"), a
// rota written with short day names, and "no." for number.
func TestSectionAnswers(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Decorating trades", "# Decorating trades\n\n## Plastering\nPlasterer: Dave Kirk (Stockport)\nRate: 180 a day, skim only\nContact: 07700 900123 (text first)\nBooked up until February\n\n## Paint\nSupplier: Colour Hub, 0161 496 0000\nTrade discount 15 percent\n")
	writeNote(t, db, "Gym rota", "Staff rota for the front desk:\n- Mon: 6am - 2pm\n- Wed: 2pm - 10pm\n- Thu: 10am - 6pm (covering for Priya)\n- Sat: off\n")
	writeNote(t, db, "Allotment", "Plot 14. Water butt by the shed. Committee meets on the first Sunday.")
	e := NewEngine(db, nil)
	for _, tc := range []struct{ q, want string }{
		{"what's the contact number of the plasterer?", "07700 900123"},
		{"whats the contact no. of the plasterer", "07700 900123"},
		{"what time am I on the desk on thursday?", "10am - 6pm"},
		{"what's the phone number for the paint supplier", "0161 496 0000"},
	} {
		a, err := e.Ask(context.Background(), tc.q)
		if err != nil || !a.Found || !strings.Contains(a.Text, tc.want) {
			t.Errorf("%q: %q (found %v, %v), want it to say %q", tc.q, a.Text, a.Found, err, tc.want)
		}
	}
}
