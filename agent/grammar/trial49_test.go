package grammar

import "testing"

// TestFortyNinthAndFiftiethTrialFamilies, in our own words: "would you mind
// creating a project …? Thank you." after a greeting; "a third project
// called"; "a task \"X\"", "a repeating task \"X\"", "a monthly task \"X\""
// before a quoted title; ", high priority," between slots; a reason said
// as "as today is …"; "priority 2, @x, please? I promised them to him";
// "snooze \"X\" until Monday, please? The shop is shut today."; "change
// \"X\" to medium priority"; "to #Choir with the label @choir"; "oh dear, I
// was a little premature"; "email X and remind her to …" is out of scope;
// "Margaret has sent me the address list, and I've booked the hall";
// "on second thoughts, … delete the P project entirely, as …"; a hello
// followed by more about the user; "hw check" is no "how"; "the swap's not
// done after all, reopen it"; a milestone move with a remark; "mark all the
// errands done, got them on the way home"; "everything that's p2".
func TestFortyNinthAndFiftiethTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{`Good afternoon. Would you mind creating a project called "Golden Wedding", described as "A party for Mum and Dad, probably the first weekend of May"? Thank you.`, "createProject", map[string]any{"name": "Golden Wedding", "notes": "A party for Mum and Dad, probably the first weekend of May"}},
		{`I'd like a third project called "Book Club" with the description "Meetings on the first Thursday of the month".`, "createProject", map[string]any{"name": "Book Club", "notes": "Meetings on the first Thursday of the month"}},
		{`Please add a task "Reconcile the Ashby accounts" due Monday, high priority, labelled @clients, as their statement has just arrived.`, "createTask", map[string]any{"title": "Reconcile the Ashby accounts", "due": "Monday", "priority": "high", "tags": []any{"clients"}}},
		{`Please add a repeating task "Practise the soprano part" every day at 6pm in #Choir, as the concert is close.`, "createTask", map[string]any{"title": "Practise the soprano part", "repeats": "every day", "due": "at 6pm", "project": "Choir"}},
		{`Could you also add "Choir practice" every Thursday at 7pm to #Choir with the label @choir, please?`, "createTask", map[string]any{"title": "Choir practice", "repeats": "every Thursday", "due": "at 7pm", "project": "Choir", "tags": []any{"choir"}}},
		{`Please add "Pay the council tax" due today with the label @bills, as today is the last day before the fine.`, "createTask", map[string]any{"title": "Pay the council tax", "due": "today", "tags": []any{"bills"}}},
		{`Would you add "Send Mrs Lowe her year-end pack" due today at 3pm, priority 2, @clients, please? I promised it to her this week.`, "createTask", map[string]any{"title": "Send Mrs Lowe her year-end pack", "due": "today at 3pm", "priority": "high", "tags": []any{"clients"}}},
		{`Would you add a monthly task "Send the Ashby invoice summary" on the 1st of each month, @clients, please?`, "createTask", map[string]any{"title": "Send the Ashby invoice summary", "repeats": "on the 1st of each month", "tags": []any{"clients"}}},
		{`Would you snooze "Buy new hymn books" until Monday, please? The shop is shut today.`, "snoozeTask", map[string]any{"task": "Buy new hymn books", "until": "Monday"}},
		{`Please change "Prepare the Ashby VAT return" to medium priority, as it can wait a little.`, "setPriority", map[string]any{"task": "Prepare the Ashby VAT return", "priority": "normal"}},
		{"Oh dear, I was a little premature. Would you reopen that task, please?", "reopenTask", map[string]any{"task": "that task"}},
		{"On second thoughts, please delete the Summer House project entirely, as we are buying one ready-made.", "deleteProject", map[string]any{"project": "Summer House"}},
		{"hw check @kids every weekday 6pm", "createTask", map[string]any{"title": "hw check", "tags": []any{"kids"}, "repeats": "every weekday", "due": "6pm"}},
		{"ugh no Jo pulled out, the shift swap's not done after all, reopen it", "reopenTask", map[string]any{"task": "the shift swap"}},
		{"move the Essay plan milestone to 17 jan, tutor gave us an extension", "updateMilestone", map[string]any{"milestone": "Essay plan", "due": "17 jan"}},
		{"mark all the errands done, got them on the way home", "bulkTasks", map[string]any{"action": "complete", "project": "errands"}},
		{"show me everything that's p2", "queryTasks", map[string]any{"priority": "high"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("Dave has sent me the seating plan, and I've booked the caterer as well.")
	if len(p.Steps) != 2 || p.Steps[0].Args["task"] != "seating plan" || p.Steps[1].Args["task"] != "book the caterer" {
		t.Errorf("two reports: %+v", p.Steps)
	}
	for _, in := range []string{"Please email Mrs Lowe and remind her to send me her receipts.", "hi, just set this up. teacher, two kids, doing up the house so i need all the help i can get lol", "snooze my alarm"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Clarify != nil {
			t.Errorf("%q changes nothing: %+v", in, p)
		}
	}
	if p := Plan("hi, just set this up. remind me to call mum tomorrow"); len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
		t.Errorf("a hello, then a request: %+v", p.Steps)
	}
}
