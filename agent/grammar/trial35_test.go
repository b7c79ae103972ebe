package grammar

import "testing"

// TestThirtyFifthAndSixthTrialFamilies, in our own words: "for the P
// project: a, b, c"; ", put it in (my calendar)" after a capture; "aren't
// picked up yet"; "X belongs in the P project"; "also milestones for a on
// D1 and b on D2"; a milestone "to P on D" with a holiday in P's name; "the
// same project"; "remind me at 7pm" after a capture; "put them all with
// @x"; "…, and to pay X on monday"; "X doesn't need the Y label, take it
// off"; "how far I am with them"; "what do I have with the X label";
// "I'm on a long shift"; "finally X is renewed"; "…, all sorted".
func TestThirtyFifthAndSixthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"kids' swimming gala next friday 6 to 8pm, put it in please", "createTask", map[string]any{"title": "kids' swimming gala", "due": "next friday 6 to 8pm"}},
		{"dentist tuesday 3pm, put it in my calendar", "createTask", map[string]any{"title": "dentist", "due": "tuesday 3pm"}},
		{"actually the curtains aren't picked up yet, the shop was closed", "reopenTask", map[string]any{"task": "the curtains"}},
		{"the new shelves belong in the Garage project", "updateTask", map[string]any{"task": "the new shelves", "project": "Garage"}},
		{"add a milestone Tickets booked to Lapland Christmas on 2 december", "addMilestone", map[string]any{"title": "Tickets booked", "project": "Lapland Christmas", "due": "2 december"}},
		{"also add a milestone packing done on the 20th december to the same project", "addMilestone", map[string]any{"title": "packing done", "project": "it", "due": "the 20th december"}},
		{"every tuesday I have to water the plants, remind me at 8am", "createTask", map[string]any{"title": "water the plants", "repeats": "every tuesday", "due": "at 8am"}},
		{"the ladder doesn't need the diy label, take it off", "untagTask", map[string]any{"task": "the ladder", "tags": []any{"diy"}}},
		{"show me my projects and how far we are with them", "listProjects", map[string]any{}},
		{"what do I have with the errands label", "queryTasks", map[string]any{"tag": "errands"}},
		{"I'm on nights tomorrow, push everything due tomorrow to sunday", "bulkTasks", map[string]any{"action": "reschedule", "filter": "tomorrow", "to": "sunday"}},
		{"finally the car insurance is renewed!", "completeTask", map[string]any{"task": "renew the car insurance"}},
		{"rang the printers, all sorted", "completeTask", map[string]any{"task": "ring the printers"}},
		{"I did all the ironing today, mark all the ironing tasks as done", "bulkTasks", map[string]any{"action": "complete", "project": "ironing"}},
		{"thank you, you are very helpful", "", nil},
	} {
		if tc.tool == "" {
			if p := Plan(tc.in); len(p.Steps) != 0 || p.Note == "" {
				t.Errorf("%q: %+v", tc.in, p)
			}
			continue
		}
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("for the Summer Fair project: book the bouncy castle, print the posters, get a float")
	if len(p.Steps) != 3 || p.Steps[2].Args["project"] != "Summer Fair" {
		t.Errorf("a list for a project said with a colon: %+v", p.Steps)
	}
	p = Plan("also milestones for stalls booked on 3 may and posters up on 10 may")
	if len(p.Steps) != 2 || p.Steps[0].Args["project"] != "it" || p.Steps[1].Args["title"] != "posters up" {
		t.Errorf("milestones of the project just named: %+v", p.Steps)
	}
	p = Plan("I need to buy tape, string, bubble wrap and labels, put them all with @post")
	if len(p.Steps) != 4 || p.Steps[3].Args["title"] != "buy labels" {
		t.Errorf("a list with a label for all: %+v", p.Steps)
	} else if tags, _ := p.Steps[3].Args["tags"].([]string); len(tags) != 1 || tags[0] != "post" {
		t.Errorf("a list with a label for all: %+v", p.Steps)
	}
	p = Plan("remind me to send the form to Jo tomorrow, and to pay the nursery on monday")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "pay the nursery" {
		t.Errorf("a second reminder after \"and to\": %+v", p.Steps)
	}
}
