package grammar

import "testing"

// TestFiftyFirstAndSecondTrialFamilies, in our own words: "for #Book Club,
// due …" (the filing word goes, a comma ends the name); a single-quoted
// title holding double quotes; "add two things, if you would: …"; "I am
// afraid …. Please mark that one as not done."; "change X so that they are
// every Thursday instead of Wednesday"; "I am sorry, please undo that; …";
// "thank you for all your help today; you have been most patient"; a
// capture, then "Please put that in #P with the label @x."; two to-dos
// joined by "and" when the second is "reply to X tonight @label".
func TestFiftyFirstAndSecondTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"Please add a task to choose the March book for #Reading Group, due next Tuesday.", "createTask", map[string]any{"title": "choose the March book", "project": "Reading Group", "due": "next Tuesday"}},
		{`Please add 'Return "The Secret Garden" to the library' for today, with the label @errands.`, "createTask", map[string]any{"title": `Return "The Secret Garden" to the library`, "due": "today", "tags": []any{"errands"}}},
		{"Oh dear, I am afraid I did not reach Frank after all, as he was out. Please mark that one as not done.", "reopenTask", map[string]any{"task": "that one"}},
		{"Please change my visits to Aunt May so that they are every Friday instead of Tuesday, as the home has new hours.", "setRecurrence", map[string]any{"task": "my visits to Aunt May", "repeats": "every Friday"}},
		{"I am sorry, please undo that; the cover is already arranged through my bank.", "undo", map[string]any{}},
		{"I need to collect the hymn books from the church on Saturday at 10am, as the vestry closes at noon. Please put that in #Choir with the label @errands.", "createTask", map[string]any{"title": "collect the hymn books from the church", "due": "Saturday at 10am", "project": "Choir", "tags": []any{"errands"}}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("Please add two things, if you would: buy a card for Nell today, and ring Frank on Friday about the coach.")
	if len(p.Steps) != 2 || p.Steps[0].Args["title"] != "buy a card for Nell" {
		t.Errorf("a list after courtesy: %+v", p.Steps)
	}
	p = Plan("post the preview tomorrow @socials and reply to comments tonight @socials")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "reply to comments" || p.Steps[1].Args["due"] != "tonight" {
		t.Errorf("two to-dos, the second a reply with its when: %+v", p.Steps)
	}
	if p := Plan("Thank you very much for all your help today; you have been most patient."); len(p.Steps) != 0 || p.Note != "You're welcome." {
		t.Errorf("thanks: %+v", p)
	}
}
