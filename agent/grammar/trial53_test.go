package grammar

import "testing"

// TestFiftyThirdAndFourthTrialFamilies, in our own words: a project
// request with "? Thank you." after it; "labelled @x and marked high
// priority"; "with medium priority and the label @x"; "with the label @x"
// in any capture; weekdays in the plural ("tuesdays and thursdays");
// "its urgent - no hot water AGAIN"; "a milestone on P: X by D" with no
// verb; "…, was due tuesday, oops" (no undo); "push the X milestone back to
// D, realistically"; "change the X milestone to D, they moved it"; "three
// things for me, please:"; background that names the item before "so
// please make it top priority"; background with the when before "so please
// set up a repeating task \"X\""; "create a project and move X into it";
// "…, and add a note that …"; "hi. just set you up. …"; "cheers, that'll
// do. …".
func TestFiftyThirdAndFourthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{`Good evening. Please could you create a project called "Ruby Wedding", with the description "Our fortieth anniversary lunch at the golf club next May"? Thank you.`, "createProject", map[string]any{"name": "Ruby Wedding", "notes": "Our fortieth anniversary lunch at the golf club next May"}},
		{"Please remind me to book the cat's jabs at the vet on Monday, labelled @cat and marked high priority.", "createTask", map[string]any{"title": "book the cat's jabs at the vet", "due": "Monday", "tags": []any{"cat"}, "priority": "high"}},
		{`Please add "Check the minutes" for 15 December with medium priority and the label @committee.`, "createTask", map[string]any{"title": "Check the minutes", "due": "15 December", "priority": "normal", "tags": []any{"committee"}}},
		{"Please remind me to renew the car breakdown cover on the first of every month, with the label @car.", "createTask", map[string]any{"title": "renew the car breakdown cover", "repeats": "on the first of every month", "tags": []any{"car"}}},
		{"hill reps mondays and wednesdays 7pm #10K", "createTask", map[string]any{"title": "hill reps", "repeats": "every monday and wednesday", "due": "7pm", "project": "10K"}},
		{"call the electrician about the fuse box tomorrow at 9am, its urgent - no power AGAIN", "createTask", map[string]any{"title": "call the electrician about the fuse box", "due": "tomorrow at 9am", "priority": "urgent"}},
		{"and a milestone on 10K: run 8k without stopping by 28 February", "addMilestone", map[string]any{"title": "run 8k without stopping", "due": "28 February", "project": "10K"}},
		{"push the kitchen milestone back to 10 January, realistically", "updateMilestone", map[string]any{"milestone": "kitchen", "due": "10 January"}},
		{"change the league final milestone to the 13th, they moved it to a sunday", "updateMilestone", map[string]any{"milestone": "league final", "due": "the 13th"}},
		{"The hall deposit has become rather urgent, so please make it top priority.", "setPriority", map[string]any{"task": "the hall deposit", "priority": "urgent"}},
		{"The thank-you cards can wait a little, so please lower that task to low priority.", "setPriority", map[string]any{"task": "the thank-you cards", "priority": "low"}},
		{`Rex needs his ear drops every evening at 6pm, so please set up a repeating task "Give Rex his ear drops" with the label @dog.`, "createTask", map[string]any{"title": "Give Rex his ear drops", "repeats": "every evening", "due": "at 6pm", "tags": []any{"dog"}}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("return the library DVDs - was due tuesday, oops")
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || p.Steps[0].Args["title"] != "return the library DVDs" {
		t.Errorf("a remark and an oops after a capture: %+v", p.Steps)
	}
	p = Plan(`Could you add three things for me, please: "Buy a card for Eve" on Saturday, "Collect the dry cleaning" today, and "Feed the fish" tomorrow.`)
	if len(p.Steps) != 3 {
		t.Errorf("a list after courtesy: %+v", p.Steps)
	}
	p = Plan(`Please create a project called "French Lessons" and move the verb drills task into it.`)
	if len(p.Steps) != 2 || p.Steps[1].Tool != "updateTask" || p.Steps[1].Args["project"] != "$1" {
		t.Errorf("a task moved into the project just made: %+v", p.Steps)
	}
	p = Plan(`Please add "Pay the venue deposit" for 8 January at 11am with high priority, and add a note that it is £300 by bank transfer.`)
	if len(p.Steps) != 2 || p.Steps[1].Tool != "appendNote" || p.Steps[1].Args["note"] != "$1" {
		t.Errorf("a note on the task just made: %+v", p.Steps)
	}
	if p := Plan("hi. just set you up. geography teacher, netball coach. lets see if youre any use"); len(p.Steps) != 0 || p.Clarify != nil {
		t.Errorf("a hello after a greeting: %+v", p)
	}
	if p := Plan("cheers, that'll do. off to teach year 8, wish me luck"); len(p.Steps) != 0 || p.Note != "You're welcome." {
		t.Errorf("thanks, then chat: %+v", p)
	}
}
