package rag

import (
	"context"
	"strings"
	"testing"

	"pace/store"
	"pace/store/storetest"
)

// TestItemAnswers, in our own words: answers kept where a note keeps them
// — a numbered list under a label line ("Next steps:" in the note "Board
// meeting 12"), asked with a clipped word ("board mtg" is not one, "info"
// for "information" is); a list under a section heading that, with the
// note's title, names the question ("## Evening pills" in "Grandma —
// medicines"); a note's opening sentence over a later one that only its
// heading names; the "Contact:" line nearest after the thing asked about;
// the days under the item named ("which days"); a phone number in the
// same list item or run of lines as the name asked for, never the next
// item's.
func TestItemAnswers(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Board meeting 12 retrospective", "# Board meeting 12 retrospective\n\nWhat went well:\n- Budget agreed early\n- Short agenda\n\nNext steps:\n1. Send the minutes to all trustees (owner: Ravi)\n2. Book the hall for March (owner: me)\n3. Renew the insurance policy (owner: Joan)\n")
	writeNote(t, db, "Grandma — medicines", "# Grandma — medicines\n\nGrandma (Elsie) lives in Ashby.\n\n## Evening pills\n- Ramipril 2.5mg\n- Atorvastatin 10mg\n\n## Morning pills\n- Levothyroxine 50mcg\n")
	writeNote(t, db, "Choir concert 2026", "# Choir concert 2026\n\nChoir concert is on Friday 11 December at 7pm, Town Hall, Ashby.\nDress rehearsal Thursday 10 December, 6pm.\nI sing tenor.\n")
	writeNote(t, db, "Party suppliers", "# Party suppliers\n\nFlorist: Bloom Room\n- Contact: Mrs Hale, 01632 960111\n- Peonies quoted 300\n\nBaker: Crumbs\n- Contact: Tom, 01632 960222\n- Tiered sponge quoted 250\n")
	writeNote(t, db, "Swim club", "# Swim club\n\nJunior squad - Coach Mel\n- Monday, Thursday 5 to 6 pm\n- Fees 40 per month\n\nSenior squad - Coach Dev\n- Tuesday and Friday 6 to 7 pm\n")
	writeNote(t, db, "Wholesalers", "# Wholesalers\n\n- **Green Acre Farm** — eggs and milk. Phone: 01632 960333. Order by noon.\n- **Millstone** — flour. Phone: 01632 960444.\n")
	writeNote(t, db, "Roofer info", "# Roofer info\n\nRoofer: Slate & Co (Gareth)\nPhone: 01632 960555\n\nQuote: 4,200 total\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"what were the next steps from board meeting 12 retro?", "Renew the insurance policy", "Budget agreed"},
		{"which pills does Grandma take in the evening?", "Atorvastatin", "Levothyroxine"},
		{"what time is the choir concert and where is it?", "7pm", "rehearsal"},
		{"who is the baker contact? need his number", "01632 960222", "960111"},
		{"which days does the junior squad swim?", "Monday, Thursday", "Tuesday"},
		{"what is the phone of Green Acre Farm?", "01632 960333", "960444"},
		{"whats the roofer's number again?", "01632 960555", ""},
	})
}

// TestNumberedItemsAreSentences: "1. Send the minutes" is one sentence
// with its marker, while a number ending a sentence in prose still ends it.
func TestNumberedItemsAreSentences(t *testing.T) {
	text := "Next steps:\n1. Send the minutes\n2. Book the hall\n\nWe met in room 4. Then we left."
	var got []string
	for _, sp := range Sentences(text) {
		got = append(got, text[sp.Start:sp.End])
	}
	want := []string{"Next steps:", "1. Send the minutes", "2. Book the hall", "We met in room 4.", "Then we left."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("sentences %q, want %q", got, want)
	}
}

// TestBracketedAbbreviation: "(Mr. Chen)" is inside its sentence, as "Mr.
// Chen" is; "Israel's." still ends one.
func TestBracketedAbbreviation(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Rent is 900 each, to the landlord (Mr. Chen) by the 1st. Bins go out Monday.",
			[]string{"Rent is 900 each, to the landlord (Mr. Chen) by the 1st.", "Bins go out Monday."}},
		{"Ask \"Dr. Rao\" about it. Then book.", []string{"Ask \"Dr. Rao\" about it.", "Then book."}},
		{"Sales passed Israel's. Another reason was cost.", []string{"Sales passed Israel's.", "Another reason was cost."}},
	} {
		var got []string
		for _, sp := range Sentences(tc.text) {
			got = append(got, tc.text[sp.Start:sp.End])
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("sentences %q, want %q", got, tc.want)
		}
	}
}

// TestLabelUnderSection: a list under a label line ("Papers to bring:")
// inside a "## Passport" section is headed by both, so a question naming
// the section's word and the label's finds the list.
func TestLabelUnderSection(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Lisbon move", "# Lisbon move\n\n## Passport\nPapers to bring to the appointment:\n- Old passport\n- Two photos\n- Birth certificate\n\nOffice opens 9am.\n\n## Flat\n- Deposit 1200\n")
	writeNote(t, db, "Work notes", "# Work notes\n\nThe appointment with the auditor needs papers from finance.\n")
	e := NewEngine(db, nil)
	a, err := e.Ask(context.Background(), "which papers do I need to bring to the passport appointment?")
	if err != nil || !a.Found || !strings.Contains(a.Text, "Two photos") {
		t.Errorf("%q (found %v, %v), want the list of papers", a.Text, a.Found, err)
	}
}

// TestAccentsAndHonorifics: a word asked without its accent finds the note
// that writes it ("clinic" of "Clínica", stems compared folded), a title
// before a name ("Dra.", "Sr.") ends no sentence, and the phone number on
// the line after the name is the answer, though "clinic" itself is no
// word of the notes.
func TestAccentsAndHonorifics(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Bruno - health", "# Bruno - health\n\nVet: Clínica Animal do Porto, Dra. Ana Reis\nPhone: 220 111 333\n\n- Allergic to beef\n")
	writeNote(t, db, "Garage", "# Garage\n\nMechanic: Sr. Paulo, Oficina Central\nPhone: 220 444 555\n")
	e := NewEngine(db, nil)
	for _, tc := range []struct{ q, want, not string }{
		{"what is the phone of the vet clinic?", "220 111 333", "444"},
		{"whats the phone number of the clinica?", "220 111 333", "444"},
	} {
		a, err := e.Ask(context.Background(), tc.q)
		if err != nil || !a.Found || !strings.Contains(a.Text, tc.want) || strings.Contains(a.Text, tc.not) {
			t.Errorf("%q: %q (found %v, %v)", tc.q, a.Text, a.Found, err)
		}
	}
	text := "Vet: Clínica Animal, Dra. Ana Reis. Ring before 6."
	var got []string
	for _, sp := range Sentences(text) {
		got = append(got, text[sp.Start:sp.End])
	}
	if len(got) != 2 || got[0] != "Vet: Clínica Animal, Dra. Ana Reis." {
		t.Errorf("sentences %q", got)
	}
	choir := "Silent Night, solo by Sis. Robinson and Bro. James. Then Joy to the World."
	got = got[:0]
	for _, sp := range Sentences(choir) {
		got = append(got, choir[sp.Start:sp.End])
	}
	if len(got) != 2 || got[0] != "Silent Night, solo by Sis. Robinson and Bro. James." {
		t.Errorf("church titles: %q", got)
	}
	if stemWord("Clínica") != stemWord("clinica") || foldMarks("año") != "ano" || foldMarks("plain") != "plain" {
		t.Errorf("folding: %q %q %q", stemWord("Clínica"), stemWord("clinica"), foldMarks("año"))
	}
}

// TestListItemWhole, in our own words: a list item said in several
// sentences on one line is answered whole ("- half-life: … . for
// repeat doses wait 5 half-lives!!"), never the next item.
func TestListItemWhole(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "pharmacology revision", "# pharmacology revision\n\nquiz is on the 4th\n\n- half-life: time for the plasma level to fall by half. for steady state wait 5 half-lives!! (lecturer repeats this every week)\n- clearance = rate of removal / plasma level\n")
	e := NewEngine(db, nil)
	a, err := e.Ask(context.Background(), "what did I write about half-life?")
	if err != nil || !a.Found || !strings.Contains(a.Text, "fall by half") || !strings.Contains(a.Text, "wait 5 half-lives") || strings.Contains(a.Text, "clearance") {
		t.Errorf("half-life: %q (found %v, %v), want the whole item", a.Text, a.Found, err)
	}
}

// TestWholeListsAndPlaces, in our own words: "what were the X ideas" and
// "what shifts am I on" answer with every item of the list under that
// heading; "the third song" and "the last song" with that one item.
func TestWholeListsAndPlaces(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Scout camp", "# Scout camp\n\nWe leave Friday at 5pm from the hut.\n\n## Packing list for scout camp\n- sleeping bag\n- spare batteries\n- mess tin\n\n## Campfire games\n- capture the flag\n- wide game in the woods\n- torch tag\n- bat and moth\n\n## Food\n- sausages\n- beans\n")
	writeNote(t, db, "Rota January", "# Rota January\n\nManager: Dee.\n\n## Shifts next week\n- Tue 5th: late 14:00-22:00\n- Thu 7th: early 06:00-14:00\n- Sun 10th: late 14:00-22:00\n")
	writeNote(t, db, "Carol service", "# Carol service\n\nOrder of songs:\n1. Once in Royal David's City\n2. Hark the Herald\n3. In the Bleak Midwinter\n4. O Come All Ye Faithful\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"what were the campfire game ideas for scout camp", "bat and moth", "sausages"},
		{"what shifts am i on next week according to my rota", "Sun 10th", "Dee"},
		{"what is the third song of the carol service?", "Bleak Midwinter", "Hark"},
		{"which is the last song at the carol service?", "O Come All Ye Faithful", "Bleak"},
		{"what's on the packing list for scout camp?", "mess tin", "sausages"},
	})
}

// TestListByItsLabelAndSectionWords, in our own words: of two lists in a
// note, the one whose label says the question's words ("Still to learn:"
// over "Learnt:"); a checklist asked for whole; a fact under the section
// the question names ("## Hall") before the same kind of fact in another.
func TestListByItsLabelAndSectionWords(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Driving theory", "# Driving theory\n\nTest: 3 Feb.\n\nLearnt:\n- road signs\n- stopping distances\n\nStill to learn:\n- motorway rules\n- hazard perception\n- towing limits\n")
	writeNote(t, db, "Party suppliers", "# Party suppliers\n\n## Hall\nSt Mark's church hall, booked.\nDeposit £200, paid.\n\n## Band\nThe Jive Aces, contact Lou.\nDeposit 30% on signing.\n")
	writeNote(t, db, "Ski trip kit checklist", "# Ski trip kit checklist\n\n- goggles\n- gloves\n- thermal socks\n- helmet\n")
	e := NewEngine(db, nil)
	checkAnswers(t, e, []answerCase{
		{"which topics do i still need to learn for driving theory?", "towing limits", "road signs"},
		{"what's the deposit for the hall?", "£200", ""},
		{"what's on my ski trip kit checklist?", "helmet", ""},
	})
	if a, _ := e.Ask(context.Background(), "what's the deposit for the hall?"); strings.Index(a.Text, "£200") > max(0, strings.Index(a.Text, "30%")) && strings.Contains(a.Text, "30%") {
		t.Errorf("hall deposit after the band's: %q", a.Text)
	}
}

// answerCase: a question, what its answer must say and what it must not
// ("" for nothing).
type answerCase struct{ q, want, not string }

// checkAnswers asks e each question.
func checkAnswers(t *testing.T, e *Engine, cases []answerCase) {
	t.Helper()
	for _, tc := range cases {
		a, err := e.Ask(context.Background(), tc.q)
		if err != nil || !a.Found || !strings.Contains(a.Text, tc.want) || tc.not != "" && strings.Contains(a.Text, tc.not) {
			t.Errorf("%q: %q (found %v, %v), want it to say %q and not %q", tc.q, a.Text, a.Found, err, tc.want, tc.not)
		}
	}
}
