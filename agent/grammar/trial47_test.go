package grammar

import "testing"

// TestFortySeventhAndEighthTrialFamilies, in our own words: a reason after
// a capture (", as he is only in on mornings"); "with the highest
// priority"; "labelled @x" and ", after the committee meeting" after a
// quoted title; "dated last Monday"; "with yesterday's date"; a note to
// self before "please add …"; "I am sorry, I was wrong; please restore …";
// "…, so please add that as well" after what needs doing; ", as it is not
// urgent after all"; "which tasks have I marked as priority 2"; "list my
// projects and show how far along each one is"; "is there anything
// overdue now"; "that will be all for today"; "just set this up … lets
// see what you can do"; "pay X online"; "any p1s?"; "…; also buy milk" keeps
// its own verb; "need a project for X - \"Name\" - description"; "make X
// p2 not p1"; ", shop is slammed"; "the same project".
func TestFortySeventhAndEighthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"Good morning. Please add a task to ring the glazier about the porch window tomorrow at 9am, as he is only in on mornings.", "createTask", map[string]any{"title": "ring the glazier about the porch window", "due": "tomorrow at 9am"}},
		{"Please add a task to phone the joiner at 7pm this evening about the stairs, as that is when he gets home.", "createTask", map[string]any{"title": "phone the joiner about the stairs", "due": "at 7pm this evening"}},
		{`Would it be possible to add "Order the slates" to the Barn project, due Friday the 11th, with the highest priority? The yard needs notice.`, "createTask", map[string]any{"title": "Order the slates", "project": "Barn", "due": "Friday the 11th", "priority": "urgent"}},
		{`Please add "Count the raffle money" to #Bowls Club Accounts with the label @treasurer, due on Monday at 7pm, after the committee meeting.`, "createTask", map[string]any{"title": "Count the raffle money", "project": "Bowls Club Accounts", "tags": []any{"treasurer"}, "due": "Monday at 7pm"}},
		{`Please add "Buy a lock for the shed" for tomorrow at 9am, labelled @garden, in the Allotment project.`, "createTask", map[string]any{"title": "Buy a lock for the shed", "due": "tomorrow at 9am", "tags": []any{"garden"}, "project": "Allotment"}},
		{`Please add a milestone "Roof survey done" to the Barn project, dated last Monday, as the surveyor came then.`, "addMilestone", map[string]any{"title": "Roof survey done", "project": "Barn", "due": "last Monday"}},
		{`I forgot to note this yesterday: please add "Return the drill to Mr Shah" with yesterday's date, as I promised it then.`, "createTask", map[string]any{"title": "Return the drill to Mr Shah", "due": "yesterday"}},
		{"I am sorry, I was hasty; please restore the Bowls Club Accounts project, as the raffle money still needs counting.", "restoreProject", map[string]any{"project": "Bowls Club Accounts"}},
		{"I also need to pay the club's cheques in at the bank today, so please add that as well.", "createTask", map[string]any{"title": "pay the club's cheques in at the bank", "due": "today"}},
		{"Please remove the priority from the glazier task, as it is not urgent after all.", "setPriority", map[string]any{"task": "the glazier task", "priority": "none"}},
		{"Which tasks have I marked as priority 2, please?", "queryTasks", map[string]any{"priority": "high"}},
		{"Would you please list my projects and show how far along each one is?", "listProjects", map[string]any{}},
		{"Is there anything overdue now?", "queryTasks", map[string]any{"filter": "overdue"}},
		{"any p1s?", "queryTasks", map[string]any{"priority": "urgent"}},
		{"actually make the florist order p2 not p1", "setPriority", map[string]any{"task": "the florist order", "priority": "high"}},
		{"move everything due today to tomorrow, shop is slammed", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "tomorrow"}},
		{`Need a project for the Okafor wedding please - "Okafor Wedding" - bouquets and twelve table pieces, ceremony is next Saturday`, "createProject", map[string]any{"name": "Okafor Wedding", "notes": "bouquets and twelve table pieces, ceremony is next Saturday"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("collect Mia from swimming today 5pm @kids; also buy bread on the way home")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "buy bread on the way home" {
		t.Errorf("a second to-do with its own verb after also: %+v", p.Steps)
	}
	for _, in := range []string{"Thank you very much for your help; that will be all for today.", "Could you pay the club's water bill online for me, please?", "hi! just set this up, I run a little bakery. lets see what you can do"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Clarify != nil {
			t.Errorf("%q changes nothing: %+v", in, p)
		}
	}
	if p := Plan("got both forms back, mark that done"); len(p.Steps) != 1 || p.Steps[0].Tool != "completeTask" {
		t.Errorf("a report is no hello: %+v", p.Steps)
	}
}
