package grammar

import "testing"

// TestPoliteWritersAndFortyFirstTrialFamilies, in our own words: polite
// wrappers ("I wonder if you could …", "would you be so kind as to …",
// "I'd like to add …"); a sentence that explains the request is no part of
// it ("… by Friday. They still haven't collected them."); "a project for X
// called Y"; a move asked as a question ("could the vet move to monday?");
// what is left in a project, jobs by label and the most important ones;
// "good news, …" before a change; "has gone off to the client" is sent;
// "didn't actually get paid" takes a report back; praise is thanks; a
// number before a noun is an amount, not a clock time; a comma list added
// to the shopping makes one labelled task per thing; "mark it all done"
// after a set said done is that same change.
func TestPoliteWritersAndFortyFirstTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"Hi, I was wondering if you could start a new project for me called Loft Clear-Out, as we're finally tackling it in March.", "createProject", map[string]any{"name": "Loft Clear-Out"}},
		{"start a project for the allotment called Veg Plot", "createProject", map[string]any{"name": "Veg Plot", "notes": "for the allotment"}},
		{"Could you kindly add a milestone to the Loft Clear-Out project called Skip booked, for mid February? The council said that's the earliest.", "addMilestone", map[string]any{"title": "Skip booked", "due": "mid February", "project": "Loft Clear-Out"}},
		{"Would you be so kind as to move the optician to Friday instead? My shift changed on Wednesday.", "rescheduleTask", map[string]any{"task": "the optician", "to": "Friday"}},
		{"Please add a task to chase the landlord about the boiler by Monday. He still hasn't replied.", "createTask", map[string]any{"title": "chase the landlord about the boiler", "due": "Monday"}},
		{"I'd like to add a reminder to feed the fish every morning, as the kids keep forgetting.", "createTask", map[string]any{"title": "feed the fish", "repeats": "every morning"}},
		{"could the vet move to monday instead?", "rescheduleTask", map[string]any{"task": "vet", "to": "monday"}},
		{"can the MOT be pushed to next week?", "rescheduleTask", map[string]any{"task": "MOT", "to": "next week"}},
		{"what's still left to do for the loft project", "queryTasks", map[string]any{"project": "loft"}},
		{"Could you show me what's still outstanding for the Veg Plot project?", "queryTasks", map[string]any{"project": "Veg Plot"}},
		{"which jobs have I got labelled garden", "queryTasks", map[string]any{"tag": "garden"}},
		{"what are my most important jobs", "queryTasks", map[string]any{"priority": "high"}},
		{"good news, the planning permission milestone is done now", "completeMilestone", map[string]any{"milestone": "planning permission"}},
		{"The skip booked milestone is finished now, which is a weight off.", "completeMilestone", map[string]any{"milestone": "skip booked"}},
		{"the quote has gone off to the customer", "completeTask", map[string]any{"task": "send the quote"}},
		{"didn't actually get refunded, the shop lost the receipt - put it back", "reopenTask", map[string]any{"task": "get refunded"}},
		{"didn't post the card, the post office was closed - put it back on the list", "reopenTask", map[string]any{"task": "post the card"}},
		{"Please would you delete the task about the dry cleaning, I collected it this morning.", "deleteTask", map[string]any{"task": "the dry cleaning"}},
		{"mark the task about the gutters as done", "completeTask", map[string]any{"task": "the gutters"}},
		{"print about 300 leaflets by thursday", "createTask", map[string]any{"title": "print about 300 leaflets", "due": "thursday"}},
		{"got all the party stuff, mark it all done", "bulkTasks", map[string]any{"action": "complete", "project": "party"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("Could you make the car tax top priority please, and label it bills? It's rather pressing.")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "setPriority" || p.Steps[1].Tool != "tagTask" {
		t.Errorf("a polite change in two parts: %+v", p.Steps)
	}
	p = Plan("add bread, butter and jam to the shopping for friday @coop")
	if len(p.Steps) != 3 || p.Steps[2].Args["title"] != "jam" || p.Steps[2].Args["due"] != "friday" {
		t.Fatalf("a shopping list with a day: %+v", p.Steps)
	}
	if tags := normal(p.Steps[0].Args)["tags"]; len(tags.([]any)) != 2 {
		t.Errorf("each thing keeps the list's label and its own: %v", tags)
	}
	if p := Plan("add fish and chips to the shopping list"); len(p.Steps) != 1 {
		t.Errorf("two things without a comma stay one: %+v", p.Steps)
	}
	p = Plan("Buy stamps. Ring the garage.")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "Ring the garage" {
		t.Errorf("two to-dos in two sentences: %+v", p.Steps)
	}
	for _, in := range []string{"you're a lifesaver x", "you're a star", "nice one pace"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Note != "You're welcome." {
			t.Errorf("%q: praise is thanks: %+v", in, p)
		}
	}
	// a sentence that says something of the item stays
	p = Plan("Please add a task to book the boiler service. It's urgent.")
	if len(p.Steps) != 1 || p.Steps[0].Args["priority"] != "urgent" {
		t.Errorf("the next sentence's priority: %+v", p.Steps)
	}
	// a wish that asks Pace for nothing is no request
	if p := Plan("i'd like to go swimming more"); len(p.Steps) == 1 && p.Steps[0].Tool == "createTask" && p.Steps[0].Args["title"] == "go swimming more" {
		t.Errorf("a wish read as a command: %+v", p.Steps)
	}
}
