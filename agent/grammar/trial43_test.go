package grammar

import "testing"

// TestFortyThirdAndFourthTrialFamilies, in our own words: quoted titles
// with "with high priority", "with priority 2" and a #Project of several
// capitalised words; background, then "so (please) …" and the request it
// led to; "I don't need the X task any more"; "add that with …" after a
// statement of what needs doing; "described as"; "I'd like a project
// called X"; "put X to D"; "move X from D1 to D2, and add a note to it that
// …"; "the 28th next month"; "X has changed to fridays now, same time";
// trailing "at the moment", "rn"; thanks with a closing; a new user's
// hello; "(urgent pls)"; "+" for "and"; a remark "landlord's sorting it";
// "the task about X" in a delete; "would you mind moving …"; "…, if you
// could add that to the same project".
func TestFortyThirdAndFourthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{`Could you add "Collect the new hinges" for Thursday with high priority @trade, please, as the merchant shuts early.`, "createTask", map[string]any{"title": "Collect the new hinges", "due": "Thursday", "priority": "high", "tags": []any{"trade"}}},
		{`Please add "Sand the skirting boards" to #Back Bedroom for next Monday.`, "createTask", map[string]any{"title": "Sand the skirting boards", "due": "next Monday", "project": "Back Bedroom"}},
		{`add "Invoice the Wards" for friday at 10am with priority 2 @admin`, "createTask", map[string]any{"title": "Invoice the Wards", "due": "friday at 10am", "priority": "high", "tags": []any{"admin"}}},
		{"add renew the parking permit tomorrow with high priority", "createTask", map[string]any{"title": "renew the parking permit", "due": "tomorrow", "priority": "high"}},
		{"remind me to read priority 1 emails", "createTask", map[string]any{"title": "read priority 1 emails"}},
		{"The car tax needs renewing on the 20th of this month, so please add that with priority 1 and the label @car.", "createTask", map[string]any{"title": "renew The car tax", "due": "the 20th of this month", "priority": "urgent", "tags": []any{"car"}}},
		{"I've got a dentist appointment tomorrow, so please move everything that's due tomorrow to the day after.", "bulkTasks", map[string]any{"action": "reschedule", "filter": "tomorrow", "to": "the day after tomorrow"}},
		{"We've wrapped up the first stage of the loft, so please mark all the Loft Conversion tasks as done.", "bulkTasks", map[string]any{"action": "complete", "project": "Loft Conversion"}},
		{"On reflection, I'll keep the old boiler another winter, so please delete the Boiler Swap project.", "deleteProject", map[string]any{"project": "Boiler Swap"}},
		{"My neighbour lent me a ladder, so I don't need the ladder hire task any more, please delete it.", "deleteTask", map[string]any{"task": "ladder hire"}},
		{"Sorry, Mr Hughes wants me to call him again on Friday, so please reopen that task.", "reopenTask", map[string]any{"task": "that task"}},
		{`I'd also like a project called Van Refit, described as "Racking and a new roof rack".`, "createProject", map[string]any{"name": "Van Refit", "notes": "Racking and a new roof rack"}},
		{"Good morning. Could you set up a project called Garden Room for me, please? It's for the Lees at number 4.", "createProject", map[string]any{"name": "Garden Room", "notes": "for the Lees at number 4"}},
		{"Hello. I'd like to create a new project called Blog, please. It is for the posts about the workshop.", "createProject", map[string]any{"name": "Blog", "notes": "for the posts about the workshop"}},
		{"Put the Hughes call to Thursday at 3pm, please, as he is away until then.", "rescheduleTask", map[string]any{"task": "Hughes call", "to": "Thursday at 3pm"}},
		{"Would you please put the gutter job off until next week? The forecast is awful.", "rescheduleTask", map[string]any{"task": "gutter job", "to": "next week"}},
		{"Would you mind moving the electrician to Wednesday instead? He's stuck on another site on Tuesday.", "rescheduleTask", map[string]any{"task": "the electrician", "to": "Wednesday"}},
		{"Please add a task to order the grout for the Garden Room by Tuesday. The merchant closes early on Wednesdays.", "createTask", map[string]any{"title": "order the grout for the Garden Room", "due": "Tuesday"}},
		{"I also need to book the skip for next Friday at 9am, if you could add that to the same project.", "createTask", map[string]any{"title": "book the skip", "due": "next Friday at 9am", "fileUnder": "it"}},
		{"add a label of admin to the insurance task", "tagTask", map[string]any{"task": "the insurance task", "tags": []any{"admin"}}},
		{"add milestone to loft: plastering done, 14th next month", "addMilestone", map[string]any{"title": "plastering done", "due": "14th next month", "project": "loft"}},
		{"football has changed to tuesdays now, same time", "setRecurrence", map[string]any{"task": "football", "repeats": "every tuesday"}},
		{"piano is on saturdays now", "setRecurrence", map[string]any{"task": "piano", "repeats": "every saturday"}},
		{"What's in the Garden Room project at the moment?", "queryTasks", map[string]any{"project": "Garden Room"}},
		{"whats high priority rn?", "queryTasks", map[string]any{"priority": "high"}},
		{"show me my projects + how far along they are", "listProjects", map[string]any{}},
		{"book the bouncy castle asap (urgent pls)", "createTask", map[string]any{"title": "book the bouncy castle", "priority": "urgent"}},
		{"nah delete the allotment project, the council's taking it back", "deleteProject", map[string]any{"project": "allotment"}},
		{"The old kitchen units are out now, so please mark that milestone as complete.", "completeMilestone", map[string]any{"milestone": "old kitchen units"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("Please move the Wards' bathroom fit from Monday to Tuesday at 8am, and add a note to it that they have a cat.")
	if len(p.Steps) != 2 || p.Steps[0].Args["to"] != "Tuesday at 8am" || p.Steps[1].Tool != "appendNote" || p.Steps[1].Args["text"] != "they have a cat" {
		t.Errorf("a move from one day to another, then a note on it: %+v", p.Steps)
	}
	for _, in := range []string{"That's all for today, thank you very much for your help.", "thanks thats really helpful 😊"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Note != "You're welcome." {
			t.Errorf("%q: %+v", in, p)
		}
	}
	if p := Plan("hi! just installed this, hope u can help me stay organised lol"); len(p.Steps) != 0 || p.Clarify != nil {
		t.Errorf("a new user's hello changes nothing: %+v", p)
	}
	// "so" that gives a purpose is no request after background
	p = Plan("need to book a day off so i can go to the school play")
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
		t.Errorf("a purpose after so: %+v", p.Steps)
	}
	// a report before "so" that names the item stays the item
	if p := Plan("the plumber rang back so thats chased"); len(p.Steps) != 1 || p.Steps[0].Args["task"] != "chase the plumber" {
		t.Errorf("a report after so: %+v", p.Steps)
	}
	if p := Plan("I dont need milk"); len(p.Steps) == 1 && p.Steps[0].Tool == "deleteTask" {
		t.Errorf("a bare unneeded thing is no delete: %+v", p.Steps)
	}
}
