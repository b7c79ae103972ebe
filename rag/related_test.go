package rag

import (
	"context"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// TestAskWithRelatedWords: a question asked in other words than the note's
// ("interests" of "keen on", "asking price" of "offers over") finds and
// cites the note that states it; a related word no note holds changes
// nothing, and a question about something no note mentions is refused.
func TestAskWithRelatedWords(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Ewan", "Ewan's glove size is 6, and he is very keen on volcanoes and on Raith Rovers.")
	writeNote(t, db, "Selling", "Our agent is Morven Reid at Thorntons, tel 01334 555 0101, and the cottage is on the market at offers over £240,000.")
	writeNote(t, db, "Choir", "Choir meets on Tuesdays in the church hall.")
	writeNote(t, db, "Quiz night", "Venue: the Old Bell, upstairs. Teams of six, starts 7.45pm.")
	writeNote(t, db, "Kai", "Kai's mum is happy with texts after 4pm. His father is not to be contacted by the school.")
	e := NewEngine(db, nil)
	for _, c := range []struct{ q, want string }{
		{"What are Ewan's interests?", "volcanoes"},
		{"what hobbies does Ewan have", "volcanoes"},
		{"What is the asking price for the cottage?", "£240,000"},
		{"what's the agent's phone number?", "01334"},
		{"Which room is the quiz night in?", "Old Bell"},
		{"Can I ring Kai's father?", "not to be contacted"},
	} {
		a, err := e.Ask(ctx, c.q)
		if err != nil || !a.Found || !strings.Contains(a.Text, c.want) || len(a.Citations) == 0 || strings.Contains(a.Text, "after 4pm") {
			t.Errorf("Ask(%q) = %q found %v, %v; want it to cite %q", c.q, a.Text, a.Found, err, c.want)
		}
	}
	for _, q := range []string{"What is the wifi password?", "what is the alarm pin?"} {
		if a, err := e.Ask(ctx, q); err != nil || a.Found {
			t.Errorf("Ask(%q) = %q, %v; want refused", q, a.Text, err)
		}
	}
}

// TestAskPhoneNumber: "phone number" names the kind of answer, digits, not
// words a note holds: a note with the number answers it, a note about the
// same thing without one does not.
func TestAskPhoneNumber(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Car", "garage is Headingley Autos, 0113 555 0198. Service due in March.")
	writeNote(t, db, "Vet", "vet is Dr Okafor at Oakwood Road, open Saturdays.")
	e := NewEngine(db, nil)
	if a, err := e.Ask(ctx, "whats the garage phone number"); err != nil || !a.Found || !strings.Contains(a.Text, "0113 555 0198") {
		t.Errorf("garage: %q found %v, %v", a.Text, a.Found, err)
	}
	if a, err := e.Ask(ctx, "what's the vet's phone number?"); err != nil || a.Found {
		t.Errorf("vet: %q found %v, %v; want refused (no number in the note)", a.Text, a.Found, err)
	}
}
