package rag

import (
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// TestClockTimeAndSenseWords, in our own words: "what time" is answered by
// the sentence with a clock time ("by quarter to seven"), not only the one
// with the day; what to "wear" is answered by the "Dress:" line and a
// "colour" by the colours named.
func TestClockTimeAndSenseWords(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Panto night", "# Panto night\n\nThe panto is on Friday 18th December at the Grand Theatre.\nWe need to be in our seats by quarter to seven, curtain up at 7.\nDress: green jumpers and silly hats for the kids.\nParking is on Market Street.\n")
	writeNote(t, db, "Garage", "# Garage\n\nThe car is booked in for its MOT in March.\nAsk about the tyres.\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"what time have we got to be at the theatre for the panto?", "quarter to seven", ""},
		{"what colour have the kids got to wear for the panto?", "green jumpers", ""},
		{"what should we wear to the panto?", "Dress:", ""},
	})
}

// TestTimetableLinesAndNamedNote, in our own words: lines of a timetable
// ("tue - swim: 40 lengths") are each their own sentence, a weekday asked
// in full finds its short form, and "in my swim note what …" answers from
// that note only.
func TestTimetableLinesAndNamedNote(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "swim plan jan", "# swim plan jan\n\ntue - swim: 40 lengths front crawl\nthu - swim: drills and kick sets\nsat - long swim: 60 lengths\n\ncool down after every session.\n")
	writeNote(t, db, "club contacts", "# club contacts\n\ncoach: Dana Reyes - dana@club.example, rings on thursdays\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"in my swim note what do i do on thursdays?", "drills and kick sets", "Dana"},
		{"what's the saturday session in the swim plan?", "60 lengths", "40 lengths"},
	})
}

// TestSentenceThatPointsBack, in our own words: a best sentence that names
// its subject only as "them" is answered with the sentence before it on the
// same line, which says who they are; one that opens its line stands alone.
func TestSentenceThatPointsBack(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Caterer quotes", "# Caterer quotes\n\n- Bay Kitchen: £900, contact Omar Hale, 0161 555 0100. The committee preferred them.\n- Green Fork: £1,100, contact Ruth Bell.\n\nThe committee preferred a buffet overall.\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"who is the contact at the caterer the committee preferred?", "Omar Hale", ""},
	})
}
