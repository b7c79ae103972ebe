package rag

import (
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// TestSectionAndLabelAnswers, in our own words: a question that names a
// short section by its heading ("the recipe for the ginger tea") is
// answered by the whole section in order, every item of its list; a label
// line that opens a list ("Things the surveyor flagged:") is answered with
// the list under it; the note's title as heading, or a heading the
// question names only in part, answers as before.
func TestSectionAndLabelAnswers(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Kitchen notebook", "# Kitchen notebook\n\n## ginger tea (winter)\n- 3 slices fresh ginger\n- 1 spoon honey\n- juice of half a lemon\n- 300ml boiling water\n\n## bread\nthe starter lives in the fridge, feed it on sundays\n")
	writeNote(t, db, "Flat survey", "# Flat survey\n\nSurvey done in May by Hendry & Co.\n\nThings the surveyor flagged:\n- Damp in the back bedroom wall.\n- Loose slates over the porch.\n- Old fuse box, needs an electrician.\n\nNext step: ask the landlord about the slates.\n")
	writeNote(t, db, "Module notes", "# Module notes\n\n## project 3\nbuild a queue with two stacks. methods: push, pop and peek, all amortised O(1)\nhand it in on moodle by friday noon\n\n## project 4\nnot set yet\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"what's the recipe for the ginger tea?", "300ml boiling water", "starter"},
		{"what did the surveyor flag?", "Old fuse box", "landlord"},
		{"what was project 3 about, what do i have to build", "push, pop and peek", "not set yet"},
	})
}
