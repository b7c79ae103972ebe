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
