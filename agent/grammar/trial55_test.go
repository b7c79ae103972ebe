package grammar

import "testing"

// TestFiftyFifthAndSixthTrialFamilies, in our own words: "what can u
// actually do"; "new project X - \"a description: with commas\""; "lol"
// between a request and a remark; "eh …, whatever"; "jk restore P, Sam
// changed his mind"; an emoji run between a statement and "mark that
// milestone done"; "I should like to create a project …, if you would be
// so kind"; background, then "; would you please set that up as a
// repeating task"; "I think the X are more pressing …; please make that
// task high priority"; background then "; please mark all the P tasks as
// done"; "…, I am sorry to say; please delete the \"P\" project"; booking a
// ferry is out of scope; "I have written to X, and I have also ordered Y";
// "put X off by two days"; "change X so that it repeats on the 1st of
// every month instead"; "what is in the P project now"; thanks "for your
// help this evening"; "several things at once, if I may: add A, add B, and
// add C".
func TestFiftyFifthAndSixthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{`new project Flat Hunt - "moving in march: viewings, deposit, van"`, "createProject", map[string]any{"name": "Flat Hunt", "notes": "moving in march: viewings, deposit, van"}},
		{"make the five-a-side high priority lol we're top of the league", "setPriority", map[string]any{"task": "the five-a-side", "priority": "high"}},
		{"eh actually clear the priority on the quiz, whatever", "setPriority", map[string]any{"task": "the quiz", "priority": "none"}},
		{"jk restore book club, sam changed his mind", "restoreProject", map[string]any{"project": "book club"}},
		{"rex sat on command!! 🐶🎉 mark that milestone done", "completeMilestone", map[string]any{"milestone": "rex sat on command"}},
		{`Good evening. I should like to create a project called "Bell Fund", described as the appeal for the new bells, if you would be so kind.`, "createProject", map[string]any{"name": "Bell Fund", "notes": "the appeal for the new bells"}},
		{"I must pay the cleaner on the last day of every month; would you please set that up as a repeating task @house.", "createTask", map[string]any{"title": "pay the cleaner", "repeats": "on the last day of every month", "tags": []any{"house"}}},
		{"I think the bee suits are more pressing than I first thought; please make that task high priority.", "setPriority", map[string]any{"task": "the bee suits", "priority": "high"}},
		{"I spent the morning on the bikes; please mark all the Alps Tour tasks as done.", "bulkTasks", map[string]any{"action": "complete", "project": "Alps Tour"}},
		{`The choir has cancelled the concert, I am sorry to say; please delete the "Spring Concert" project.`, "deleteProject", map[string]any{"project": "Spring Concert"}},
		{"Please put the churchwarden call off by two days, as he is away.", "rescheduleTask", map[string]any{"task": "churchwarden call", "by": "two days"}},
		{"Please change the gardener payment so that it repeats on the 1st of every month instead, as he has asked.", "setRecurrence", map[string]any{"task": "the gardener payment", "repeats": "on the 1st of every month"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("I have written to the county archive, and I have also ordered the marriage record for Great-aunt Ada.")
	if len(p.Steps) != 2 || p.Steps[0].Args["task"] != "write to the county archive" {
		t.Errorf("two reports: %+v", p.Steps)
	}
	p = Plan(`Several things at once, if I may: add "Buy new smokers" @bees due next Thursday, add "Book the organist" @church due Monday, and add "Renew the railcard" with high priority.`)
	if len(p.Steps) != 3 || p.Steps[2].Args["title"] != "Renew the railcard" || p.Steps[2].Args["priority"] != "high" {
		t.Errorf("a list of adds: %+v", p.Steps)
	}
	for _, in := range []string{"hey 👋 first time using this. what can u actually do", "what can you do?", "Thank you very much for your help this evening; that will be all for now.", "Could you please book the ferry from Poole to Cherbourg on the 3rd of June for my brother and me?", "thanks, ur a lifesaver fr"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Clarify != nil {
			t.Errorf("%q changes nothing: %+v", in, p)
		}
	}
	if p := Plan("collect Mia from swimming today 5pm; also buy bread on the way home"); len(p.Steps) != 2 {
		t.Errorf("two requests joined by a semicolon: %+v", p.Steps)
	}
}

// TestColonOfATime: the colon of a clock time ("9:30am") is no "task to
// P: X" separator — a wrong change once made a project of the words before
// it.
func TestColonOfATime(t *testing.T) {
	wantOneStep(t, "Please add a task to help at the church café every Friday at 9:30am @cafe, as I volunteer there weekly.", "createTask",
		map[string]any{"title": "help at the church café", "repeats": "every Friday", "due": "at 9:30am", "tags": []any{"cafe"}})
	wantOneStep(t, "add a task to Japan 2027: book flights", "createTask", map[string]any{"title": "book flights", "project": "Japan 2027"})
}

// TestSignOff: "that's me done" closes a session; it completes nothing.
func TestSignOff(t *testing.T) {
	for _, in := range []string{"cheers mate thats me done for tonight", "thanks, that's me done for today", "that's me finished for the day"} {
		if p := Plan(in); len(p.Steps) != 0 || p.Note != "You're welcome." {
			t.Errorf("%q: %+v", in, p)
		}
	}
}
