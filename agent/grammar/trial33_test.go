package grammar

import "testing"

// TestThirtyThirdAndFourthTrialFamilies, in our own words: "what've i
// got"; "add a milestone to P called X on D"; "P needs a milestone for X,
// D"; "A and B sorted"; remarks after a change ("no X this year", "I
// ordered everything"); "undo that lol wrong one"; "I'm not getting to …"
// before a request; "— this one's urgent"; a second sentence that files
// and prioritises a capture, or files and labels it; "we got X today! mark
// that milestone complete"; "never mind, …" before a request; a change
// asked for again after it was said; a label and a day make a capture.
func TestThirtyThirdAndFourthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"what've i got on tomorrow", "queryTasks", map[string]any{"filter": "tomorrow"}},
		{"add a milestone to the fundraiser called tickets on sale on jan 9", "addMilestone", map[string]any{"project": "fundraiser", "title": "tickets on sale", "due": "jan 9"}},
		{"the fundraiser needs a milestone for prizes collected, sat 16th", "addMilestone", map[string]any{"project": "fundraiser", "title": "prizes collected", "due": "sat 16th"}},
		{"scrap the bouncy castle milestone, no bouncy castle this year", "deleteMilestone", map[string]any{"milestone": "bouncy castle"}},
		{"undo that haha wrong one", "undo", map[string]any{}},
		{"i'm not getting to any of it today, move everything due today to monday", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "monday"}},
		{"mark all the Garden tasks as done, I planted everything this morning", "bulkTasks", map[string]any{"action": "complete", "project": "Garden"}},
		{"renew the car tax on the 20th — this one's urgent", "createTask", map[string]any{"title": "renew the car tax", "due": "the 20th", "priority": "urgent"}},
		{"remind me to ring the surveyor friday at 9 about the damp. That's for the House Move and it's high priority.", "createTask", map[string]any{"title": "ring the surveyor about the damp", "due": "friday at 9", "priority": "high", "fileUnder": "House Move", "fileUnderSaid": "for House Move"}},
		{"book the van for saturday. Put it under House Move with the @phone label.", "createTask", map[string]any{"title": "book the van", "due": "saturday", "project": "House Move", "tags": []any{"phone"}}},
		{"we got the grant approval today! mark that milestone complete", "completeMilestone", map[string]any{"milestone": "grant approval"}},
		{"never mind, we're keeping it simple. delete the Bake Off project", "deleteProject", map[string]any{"project": "Bake Off"}},
		{"the survey got pushed to the 14th, can you move that milestone?", "rescheduleTask", map[string]any{"task": "survey", "to": "the 14th"}},
		{"cafe shift sun 9am-3pm @work", "createTask", map[string]any{"title": "cafe shift", "due": "sun 9am-3pm", "tags": []any{"work"}}},
		{"bar shift sat 11-5 @work", "createTask", map[string]any{"title": "bar shift", "due": "sat 11-5", "tags": []any{"work"}}},
		{"sign up for the 10k by friday, label it @running", "createTask", map[string]any{"title": "sign up for the 10k", "due": "friday", "tags": []any{"running"}}},
		{"I have to renew the parking permit by next Tues. Label it @admin.", "createTask", map[string]any{"title": "renew the parking permit", "due": "next Tues", "tags": []any{"admin"}}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("bread and dog food sorted")
	if len(p.Steps) != 1 || p.Steps[0].Tool != "completeTask" || p.Steps[0].Args["task"] != "bread and dog food" {
		t.Errorf("two things sorted: %+v", p.Steps)
	}
}

// TestThingsToGetAndOwnRequests: three or more things to get are a task
// each, with the capture's slots (two stay one task); a list after "can
// you add these to my list:" keeps "cancel X" a to-do; a date said in a
// request of its own ("… and remind me to X on sunday") is not shared.
func TestThingsToGetAndOwnRequests(t *testing.T) {
	p := Plan("need to pick up printer paper, toner and staples friday @office")
	if len(p.Steps) != 3 || p.Steps[1].Args["title"] != "pick up toner" || p.Steps[2].Args["due"] != "friday" || p.Steps[0].Args["tags"] == nil {
		t.Errorf("three things to get: %+v", p.Steps)
	}
	if p := Plan("buy milk and eggs"); len(p.Steps) != 1 {
		t.Errorf("two things to get: %+v", p.Steps)
	}
	p = Plan("could you add these to my list: renew the parking permit, cancel the paper delivery, and buy a doormat")
	if len(p.Steps) != 3 || p.Steps[1].Tool != "createTask" || p.Steps[1].Args["title"] != "cancel the paper delivery" {
		t.Errorf("a list with a cancel in it: %+v", p.Steps)
	}
	p = Plan("add sort the raffle prizes to the fete and remind me to ring dad on sunday")
	if len(p.Steps) != 2 || p.Steps[0].Args["due"] != nil || p.Steps[1].Args["due"] != "sunday" {
		t.Errorf("a request of its own keeps its date: %+v", p.Steps)
	}
}
