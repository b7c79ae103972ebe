package grammar

import (
	"strings"
	"testing"
)

// TestFamilies holds the routing families of issue 11 with our own
// examples: the first step's tool ("" for no step), and tools that must
// never appear.
func TestFamilies(t *testing.T) {
	mut := []string{"createTask", "deleteTask", "completeTask", "rescheduleTask", "snoozeTask", "setPriority", "updateTask"}
	for _, tc := range []struct {
		in     string
		want   string
		forbid []string
	}{
		// removing or crossing items off a list or calendar
		{"strike the batteries from my shopping list", "deleteTask", nil},
		{"take the parcel pickup off my to-do list", "deleteTask", nil},
		{"the piano lesson can go, I won't need it", "deleteTask", nil},
		{"wipe the whole list", "bulkTasks", nil},
		{"clear my calendar for next tuesday", "deleteTask", nil},
		{"clean my whole calendar", "deleteTask", nil},
		{"purge all the events from my calendar", "deleteTask", nil},
		{"clean the garage", "createTask", nil},
		{"get rid of the oat milk on my shopping list", "deleteTask", nil},
		// asking what is on a list or a day
		{"have I got light bulbs down", "queryTasks", mut},
		{"read me my reminders", "queryTasks", mut},
		{"pull up my packing list", "queryTasks", mut},
		{"i need to know what's on my calendar this weekend", "queryTasks", mut},
		// cancelling a meeting or event acts on it, never creates "cancel …"
		{"cancel my haircut on thursday", "deleteTask", []string{"createTask"}},
		{"remove the book club from my calendar on the 9th", "deleteTask", []string{"createTask"}},
		{"delete clean the fridge saturday p1 #home", "deleteTask", []string{"createTask"}},
		// a deadline to cancel something is still a to-do
		{"cancel the magazine subscription by friday", "createTask", nil},
		// cancelling the request itself changes nothing
		{"scrap that", "", mut},
		{"forget what I just asked", "", mut},
		{"cancel that request", "", mut},
		{"cancel what you were doing", "", mut},
		// a reminder about a thing at a clock time puts that task off to
		// then, or captures it when there is none (snoozeTask's orCreate)
		{"remind me about the vet on monday at 9am", "snoozeTask", nil},
		{"set a weekly reminder to call grandma", "createTask", nil},
		// acting in the world: polite reply, no step, unless a reminder
		{"cancel the egg timer", "", mut},
		{"add this song to my road trip playlist", "", mut},
		{"set up an alarm to remind me to stretch", "createTask", nil},
		// bookings are acting in the world; a reminder to book is a task
		{"could you reserve two seats on the 9am ferry", "", mut},
		{"book us a hotel in porto for the weekend", "", mut},
		{"i'd like a table for six at the pizza place on saturday", "", mut},
		{"remind me to book the ferry tickets", "createTask", nil},
		{"book the vet for next week", "createTask", nil},
		{"wake me at half six", "", mut},
		{"help me wake up at 6:15 on monday", "", mut},
		{"I need to be woken at 5 tomorrow", "", mut},
		{"get me up at seven", "", mut},
		{"book a restaurant near the river for friday night", "", mut},
		{"start a video call with Grandad", "", mut},
		{"buy apples, pears and bananas", "createTask", nil},
		{"thanks so much", "", mut},
		// a request that takes itself back changes nothing
		{"add call plumber tomorrow... actually never mind", "", mut},
		{"remind me to buy stamps, oh forget it", "", mut},
		{"delete the gym task — no wait, scrap that", "", mut},
		{"remind me to tell Sam to never mind the mess", "createTask", nil},
		// a note keeps the whole message, commas and verbs included
		{"note: the boiler man is Tomasz, call him on 0411 222 333 before noon", "createNote", []string{"createTask"}},
		{"remember that the spare key is with Raj, ask him before friday", "createNote", []string{"createTask"}},
		// priority is not a delete
		{"remove the priority from the tax return", "setPriority", []string{"deleteTask"}},
		// non-English
		{"quelle est la météo pour demain", "", mut},
		{"¿puedes poner una alarma para mañana?", "", mut},
	} {
		t.Run(tc.in, func(t *testing.T) {
			p := Plan(tc.in)
			got := ""
			if len(p.Steps) > 0 {
				got = p.Steps[0].Tool
			}
			if got != tc.want {
				t.Errorf("first tool %q, want %q (%s; note %q)", got, tc.want, Trace(tc.in), p.Note)
			}
			for _, st := range p.Steps {
				for _, f := range tc.forbid {
					if st.Tool == f {
						t.Errorf("step %s is forbidden", f)
					}
				}
			}
		})
	}
}

func TestNonEnglishSaysSo(t *testing.T) {
	for _, in := range []string{"wie spät ist es bitte", "пожалуйста напомни мне", "qué tengo que hacer hoy", "recuérdame pagar el gas mañana", "erinnere mich morgen an den Termin"} {
		p := Plan(in)
		if len(p.Steps) != 0 || !strings.Contains(p.Note, "English") {
			t.Errorf("Plan(%q) = %+v, want no steps and an English-only note", in, p)
		}
	}
	for _, in := range []string{"buy pain au chocolat for the party", "call José tomorrow", "remind me to call Señor Gómez mañana"} {
		if p := Plan(in); strings.Contains(p.Note, "English only") {
			t.Errorf("Plan(%q) read as non-English", in)
		}
	}
}

func TestEventFrames(t *testing.T) {
	for in, title := range map[string]string{
		"schedule a meeting with Priya on monday":         "meeting with Priya",
		"set a farewell party for next week":              "farewell party",
		"mark my calendar for the school play on the 3rd": "the school play",
		"add a task to book dinner":                       "book dinner",
	} {
		p := Plan(in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || p.Steps[0].Args["title"] != title {
			t.Errorf("Plan(%q) = %+v, want createTask %q", in, p.Steps, title)
		}
	}
	if p := Plan("delete water the ferns sunday p2 #home"); len(p.Steps) != 1 || p.Steps[0].Args["task"] != "water the ferns" {
		t.Errorf("delete with quick-add tokens: %+v", p.Steps)
	}
	if p := Plan("book me a meeting room for thursday"); len(p.Steps) > 0 && p.Steps[0].Tool == "createTask" && p.Steps[0].Args["title"] == "meeting room" {
		t.Errorf("a room booking became the event %+v", p.Steps)
	}
}

func TestThanksIsWelcome(t *testing.T) {
	for _, in := range []string{"thanks", "Thank you!", "thanks a lot pace", "cheers"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Note != "You're welcome." {
			t.Errorf("Plan(%q) = %d steps, note %q", in, len(p.Steps), p.Note)
		}
	}
}
