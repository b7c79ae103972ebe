package grammar

import "testing"

// TestFortyFifthAndSixthTrialFamilies, in our own words: a project's
// quoted name with `with the description "…"` or `described as "…"`;
// "one more project, please: \"X\", …"; quoted titles followed by courtesy,
// "with @label", "with the label @x" and a reason; "a milestone \"X\" for P
// on D" with no verb; "put that task back as not done" after an apology;
// "I'd rather call the P project \"Y\", if that's all right"; a quoted
// list into "the P project, if you don't mind"; "both of those" after two
// reports; "so I can find them" after a bulk change; "the \"X\" milestone
// needs to move to D"; "X has been cancelled, sadly, so please archive
// that project"; "because I mustn't forget it" is no cancel; messages
// about a change ("text sam that the meeting's moved to 3pm", "email X to
// let her know …"); "which tasks have I tagged X"; "my p1 stuf"; "anything
// high priority in P"; "X went great, mark that milestone done"; "projects
// w progress"; "this wek"; "+" kept in a new name.
func TestFortyFifthAndSixthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{`Please create a project called "Parish Newsletter" with the description "Monthly news for the parish: events, notices and the rota."`, "createProject", map[string]any{"name": "Parish Newsletter", "notes": "Monthly news for the parish: events, notices and the rota"}},
		{`Could you also create a project called "Allotment", described as "Plot 14: beds, a shed and a water butt"?`, "createProject", map[string]any{"name": "Allotment", "notes": "Plot 14: beds, a shed and a water butt"}},
		{`And one more project, please: "Trip to Ruth", with the description "A week in Bath with my cousin Ruth in March."`, "createProject", map[string]any{"name": "Trip to Ruth", "notes": "A week in Bath with my cousin Ruth in March"}},
		{`Please add "Send the room hire invoices" to #Parish Newsletter on Monday at 10am with @computer, please.`, "createTask", map[string]any{"title": "Send the room hire invoices", "due": "Monday at 10am", "project": "Parish Newsletter", "tags": []any{"computer"}}},
		{`Please add "Buy a card for Alfie" for 9 December with the label @shopping, because his party is on the 11th.`, "createTask", map[string]any{"title": "Buy a card for Alfie", "due": "9 December", "tags": []any{"shopping"}}},
		{`Add "Ring the electrician about the fuse box" for today, please, with @phone.`, "createTask", map[string]any{"title": "Ring the electrician about the fuse box", "due": "today", "tags": []any{"phone"}}},
		{`And a milestone "Rooms booked" for the Trip to Ruth project on 2 March.`, "addMilestone", map[string]any{"title": "Rooms booked", "project": "Trip to Ruth", "due": "2 March"}},
		{"Oh, I'm so sorry, I got that wrong - the electrician never came. Please put that task back as not done.", "reopenTask", map[string]any{"task": "that task"}},
		{`I'd rather call the allotment project "Plot 14", if that's all right. Please rename it.`, "renameProject", map[string]any{"project": "allotment", "name": "Plot 14"}},
		{"Please tag every task in the Parish Newsletter project with @parish, so I can find them all easily.", "bulkTasks", map[string]any{"action": "tag", "project": "Parish Newsletter", "tags": []any{"parish"}}},
		{`The "Rota printed" milestone needs to move to 18 December, because the copier is broken.`, "updateMilestone", map[string]any{"milestone": "Rota printed", "due": "18 December"}},
		{"The Summer Fete has been cancelled this year, sadly, so please archive that project.", "archiveProject", map[string]any{"project": "Summer Fete"}},
		{`Please change the priority of "Buy a card for Alfie" to high, because I mustn't forget it.`, "setPriority", map[string]any{"task": "Buy a card for Alfie", "priority": "high"}},
		{"which tasks have i tagged errands", "queryTasks", map[string]any{"tag": "errands"}},
		{"Which tasks have I labelled @garden?", "queryTasks", map[string]any{"tag": "garden"}},
		{"show me my p1 stuf", "queryTasks", map[string]any{"priority": "urgent"}},
		{"anything high priority in dissertation?", "queryTasks", map[string]any{"priority": "high", "project": "dissertation"}},
		{"lab demo went great, mark that milestone done", "completeMilestone", map[string]any{"milestone": "lab demo"}},
		{"show me my projects w progress", "listProjects", map[string]any{}},
		{"what ive got on this wek?", "agenda", map[string]any{"scope": "week"}},
		{"rename revise the notes to revise notes + past papers", "updateTask", map[string]any{"task": "revise the notes", "title": "revise notes + past papers"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan(`I'd like to add three things to the Parish Newsletter project, if you don't mind: "Print the January issue" on Friday, "Check the boiler" on 10 December, and "Collect the keys" tomorrow at 2pm.`)
	if len(p.Steps) != 3 || p.Steps[0].Args["project"] != "Parish Newsletter" || p.Steps[2].Args["title"] != "Collect the keys" {
		t.Errorf("a quoted list into a project, with courtesy: %+v", p.Steps)
	}
	p = Plan(`Please add "Choose the paint" and "Sand the door" to the Hallway project, both for Saturday 12 December.`)
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "Sand the door" {
		t.Errorf("two quoted titles: %+v", p.Steps)
	}
	p = Plan("also add check the proofs and print the flyers to the same project, both by wednesday")
	if len(p.Steps) != 2 || p.Steps[0].Args["project"] != "it" || p.Steps[1].Args["project"] != "it" {
		t.Errorf("the same project: %+v", p.Steps)
	}
	p = Plan("I've posted the parish letters and paid the window cleaner, so please mark both of those as done.")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "completeTask" || p.Steps[1].Tool != "completeTask" {
		t.Errorf("two reports, then both of those: %+v", p.Steps)
	}
	for _, in := range []string{"text sam that the team meeting's moved to 3pm", "Could you email Ruth to let her know I'm arriving on the 20th of March?"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Clarify != nil {
			t.Errorf("%q: a message is no task: %+v", in, p)
		}
	}
	if p := Plan("Thank you so much, you've been a great help. That's all for today."); len(p.Steps) != 0 || p.Note != "You're welcome." {
		t.Errorf("thanks, then a closing: %+v", p)
	}
	if p := Plan("add milk, actually forget it"); len(p.Steps) != 0 {
		t.Errorf("a request taken back: %+v", p)
	}
}
