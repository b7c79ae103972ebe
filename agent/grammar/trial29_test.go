package grammar

import "testing"

// TestReasonThenChange: a report whose reason comes first — the last part
// says the change; a "that" or "it" in it is what the first part is about;
// a command before it is no reason.
func TestReasonThenChange(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"the plumber rang back so thats chased", "completeTask", map[string]any{"task": "chase the plumber"}},
		{"landlord says the boiler is fine so that's sorted", "completeTask", map[string]any{"task": "sort landlord"}},
		{"sent the form off so the visa application is submitted now", "completeTask", map[string]any{"task": "submit the visa application"}},
		{"nobody answered so call the garage isnt done", "reopenTask", map[string]any{"task": "call the garage"}},
		{"the paint on the fence hasnt dried so that ones not done", "reopenTask", map[string]any{"task": "the paint on the fence"}},
		{"argh the bike order didnt go through, card declined. put it back on my list", "reopenTask", map[string]any{"task": "the bike order"}},
		{"the grout has cracked again, its not done", "reopenTask", map[string]any{"task": "the grout"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	for _, in := range []string{
		"move the dentist to friday so thats sorted", // a command, then a remark
		"i was tired so that's that",
		"it rained all day so thats the walk cancelled",
	} {
		for _, st := range Plan(in).Steps {
			if st.Tool == "completeTask" || st.Tool == "reopenTask" {
				t.Errorf("%q: %+v", in, Plan(in).Steps)
			}
		}
	}
}

// TestTwentyNinthFamilies: a to-do's past form typed without its "e"; a
// two-word subject of a statement; "its urgent" is the top level, hedged
// a step below; a plea not to forget is no part of the title and its "!!"
// no priority; "is" before a date that a place follows; verbs the list
// splitter missed; "change X to Y" between two to-dos; projects "looking".
func TestTwentyNinthFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"shed gutters cleand", "completeTask", map[string]any{"task": "clean shed gutters"}},
		{"party invites are printed", "completeTask", map[string]any{"task": "print party invites"}},
		{"renew the car insurance by the 20th, its urgent", "createTask", map[string]any{"title": "renew the car insurance", "due": "the 20th", "priority": "urgent"}},
		{"renew the car insurance by the 20th, its kinda urgent", "createTask", map[string]any{"title": "renew the car insurance", "due": "the 20th", "priority": "high"}},
		{"jo's recital is friday at 7pm in the church hall, dont let me forget!!", "createTask", map[string]any{"title": "jo's recital in the church hall", "due": "friday at 7pm"}},
		{"water the tomatoes tonight don't forget", "createTask", map[string]any{"title": "water the tomatoes", "due": "tonight"}},
		{"change email the landlord to email the letting agent", "updateTask", map[string]any{"task": "email the landlord", "title": "email the letting agent"}},
		{"how are my projects looking", "listProjects", map[string]any{}},
		{"show my projects and how theyre going", "listProjects", map[string]any{}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	// "strip … and reglue …": the last "and" of a list of to-dos splits
	p := Plan("for the dresser i need to sand the top, strip the drawers and reseal the legs")
	if len(p.Steps) != 3 || p.Steps[2].Args["title"] != "reseal the legs" || p.Steps[0].Args["fileUnder"] != "dresser" {
		t.Errorf("a list of to-dos for a project: %+v", p.Steps)
	}
	// "change the oil to synthetic" changes no title: "the oil" is no to-do
	if p := Plan("change the oil to synthetic"); len(p.Steps) == 1 && p.Steps[0].Tool == "updateTask" {
		t.Errorf("change the oil: %+v", p.Steps)
	}
	// the word is the level; "!!" alone only says it is high
	if p := Plan("call the bank!!"); len(p.Steps) != 1 || p.Steps[0].Args["priority"] != "high" {
		t.Errorf("!!: %+v", p.Steps)
	}
}

// TestTopicAndOthersFamilies: a thing named first and a request about
// "it"; a chore someone else did; a label taken off without the word
// "label"; a priority word taken off; a set reported done; a list for a
// new project said by name; "it" inside the reminder before an event.
func TestTopicAndOthersFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"the boiler service, move it to monday", "rescheduleTask", map[string]any{"task": "the boiler service", "to": "monday"}},
		{"the quiz night posters - bump it up", "setPriority", map[string]any{"task": "the quiz night posters", "priority": "high"}},
		{"my brother paid the caterer", "completeTask", map[string]any{"task": "pay the caterer"}},
		{"tom has booked the minibus", "completeTask", map[string]any{"task": "book the minibus"}},
		{"take shopping off buy printer ink", "untagTask", map[string]any{"task": "buy printer ink", "tags": []any{"shopping"}}},
		{"remove @calls from ring the vet", "untagTask", map[string]any{"task": "ring the vet", "tags": []any{"calls"}}},
		{"take urgent off the boiler task", "setPriority", map[string]any{"task": "the boiler task", "priority": "none"}},
		{"did all the allotment stuff", "bulkTasks", map[string]any{"action": "complete", "project": "allotment"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	for _, in := range []string{
		"the kids are off sick, move it to friday", // a clause, not a thing's name
		"the dog ate the cake",                     // no to-do verb
		"take it off my list",                      // a delete, never a label "it"
		"take apples off my list for the market",   // a list, not a task
		"take yoga off my calendar on friday",
	} {
		for _, st := range Plan(in).Steps {
			if st.Tool == "untagTask" || st.Tool == "completeTask" || st.Tool == "rescheduleTask" && st.Args["task"] == "the kids are off sick" {
				t.Errorf("%q: %+v", in, Plan(in).Steps)
			}
		}
	}
	p := Plan("add to a new project called Van Conversion: fit the bed, wire the lights and paint the roof")
	if len(p.Steps) != 3 || p.Steps[0].Args["project"] != "Van Conversion" {
		t.Errorf("a list for a new project: %+v", p.Steps)
	}
	p = Plan("the boiler service is on the 20th jan, remind me the week before to book it in")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "book boiler service in" || p.Steps[1].Args["due"] != "the week before the 20th jan" {
		t.Errorf("a reminder before an event: %+v", p.Steps)
	}
}

// TestHashtagNameWithSpaces: capitalised words ending a capture after a
// capitalised #Project (before quick-add tokens only) are the rest of its
// name; anything else keeps Todoist's one-word rule.
func TestHashtagNameWithSpaces(t *testing.T) {
	for _, tc := range []struct {
		in   string
		args map[string]any
	}{
		{"order oak boards for the bench by friday #Garden Bench p2", map[string]any{"title": "order oak boards for the bench", "project": "Garden Bench", "due": "friday", "priority": "high"}},
		{"ring the sign maker #Shop Front Refit @calls", map[string]any{"title": "ring the sign maker", "project": "Shop Front Refit", "tags": []any{"calls"}}},
		{"ring the sign maker #shop front", map[string]any{"title": "ring the sign maker front", "project": "shop"}},
		{"#Home Tidy the loft", map[string]any{"title": "Tidy the loft", "project": "Home"}},
		{"buy bulbs #Garden Four Big Words Here", map[string]any{"title": "buy bulbs Four Big Words Here", "project": "Garden"}},
	} {
		wantOneStep(t, tc.in, "createTask", tc.args)
	}
}
