package rag

import (
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// TestFieldsPartsOfDayAndNamedNote, in our own words: a "when" question
// is answered by the line labelled "Dates:" though the question says none
// of its words; "in the evening" finds the tablet taken "at bedtime"; a
// question that opens by naming its note ("In my pills note, …") or asks
// "at what time am I supposed to …" is answered, not refused.
func TestFieldsPartsOfDayAndNamedNote(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Church jumble sale", "# Church jumble sale\n\n- Dates: Saturday 6 March 2027, 10 am to 1 pm.\n- Location: the parish hall on Mill Lane.\n- Organiser: Maureen Platt.\n- Books 50p, clothes £1. Bag sale after noon on the sale day.\n")
	writeNote(t, db, "My pills", "# My pills (from the GP, October)\n\n- Amlodipine 5 mg — take one each morning with breakfast.\n- Simvastatin 40 mg — take one at bedtime.\n- Omeprazole — before food. Never on an empty stomach.\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"When is the church jumble sale, per my notes?", "6 March 2027", "Mill Lane"},
		{"where is the jumble sale?", "Mill Lane", ""},
		{"which pill does the GP want me to take in the evening?", "Simvastatin", "Amlodipine"},
		{"In my pills note, at what time am I supposed to take the Simvastatin?", "bedtime", ""},
		{"at what time do I take the Amlodipine?", "each morning", ""},
	})
}

// TestBareLabelOverList: a short line with no colon right above a list
// ("Snack rota") heads it as "Snack rota:" would, so the list answers.
func TestBareLabelOverList(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Under 9s", "# Under 9s\n\nCoach: Dee\n\nSnack rota\n- 9/1 Khan family\n- 16/1 Osei family\n\nKit wash after every home game.\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{{"what's on the snack rota?", "Khan family", "Kit wash"}})
}
