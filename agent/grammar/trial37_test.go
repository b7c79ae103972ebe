package grammar

import "testing"

// TestThirtySeventhAndEighthTrialFamilies, in our own words: a capture
// with a #project and an @label is a to-do even when its verb is one Pace
// does not do ("translate"); "add a X milestone on D to P"; news, then the
// changes it led to; "X didn't actually go back"; a state and a report
// joined by "and"; a greeting before "set up a project"; "things for P:";
// "few more milestones for P:" with "£1,500" in an item; "add to the
// christmas project: …"; a remark after a new project's name; "X said yes,
// sorted!"; "put X under christmas 2026, its her present"; remarks
// ("been asked to …", "hall's double booked", "gemma's taking it over");
// a statement before "undo that"; "move the turkey order to the 10th"; a
// report of what was done before a bulk change; a possessive subject.
func TestThirtySeventhAndEighthTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"translate the Hartley brochure by friday 5pm, high priority #Work @hartley", "createTask", map[string]any{"title": "translate the Hartley brochure", "due": "friday 5pm", "priority": "high", "project": "Work", "tags": []any{"hartley"}}},
		{"add a 5k parkrun milestone on 9 january to the Fitness project", "addMilestone", map[string]any{"title": "5k parkrun", "due": "9 january", "project": "Fitness"}},
		{"the parcel didn't actually go out, the post office was shut", "reopenTask", map[string]any{"task": "the parcel"}},
		{"hiya. can you set up a project called Food Bank Drive - its for the december collection", "createProject", map[string]any{"name": "Food Bank Drive", "notes": "its for the december collection"}},
		{"can you make a project for the street party, got talked into it", "createProject", map[string]any{"name": "street party"}},
		{"tesco said yes to the raffle, sorted!", "completeTask", map[string]any{"task": "tesco"}},
		{"put mum's gift under christmas 2026, its her main present", "updateTask", map[string]any{"task": "mum's gift", "fileUnder": "christmas 2026"}},
		{"move everything due today to friday, been asked to cover a shift", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "friday"}},
		{"move the open day milestone to 30th jan, hall's double booked on the 23rd", "updateMilestone", map[string]any{"milestone": "open day", "due": "30th jan"}},
		{"delete the book club project, sue's taking it over", "deleteProject", map[string]any{"project": "book club"}},
		{"oh the match has been called off, undo that", "undo", map[string]any{}},
		{"move the turkey order to the 10th", "rescheduleTask", map[string]any{"task": "the turkey order", "to": "the 10th"}},
		{"did a big tidy today, mark all the loft tasks done", "bulkTasks", map[string]any{"action": "complete", "project": "loft"}},
		{"sam's costume is sorted", "completeTask", map[string]any{"task": "sam's costume"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	if p := Plan("move my amazon order to friday"); len(p.Steps) != 0 {
		t.Errorf("a shop's order: %+v", p.Steps)
	}
	p := Plan("the client moved the deadline, push the proofread to the 14th and take the priority off it")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "rescheduleTask" || p.Steps[1].Tool != "setPriority" {
		t.Errorf("news, then its changes: %+v", p.Steps)
	}
	p = Plan("the Hartley proofread is done and I submitted the timesheet")
	if len(p.Steps) != 2 || p.Steps[1].Args["task"] != "submit the timesheet" {
		t.Errorf("a state and a report: %+v", p.Steps)
	}
	p = Plan("things for the food bank drive: email the vicar, print the flyers, ask the co-op for a box")
	if len(p.Steps) != 3 || p.Steps[0].Args["fileUnder"] != "food bank drive" {
		t.Errorf("things for P: %+v", p.Steps)
	}
	p = Plan("few more milestones for food bank drive: boxes out 2nd jan, £2,000 raised by the end of january")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "£2,000 raised" {
		t.Errorf("a few more milestones: %+v", p.Steps)
	}
	p = Plan("add to the christmas project: order the goose by the 20th, buy crackers")
	if len(p.Steps) != 2 || p.Steps[1].Args["due"] != nil || p.Steps[1].Args["project"] != "christmas" {
		t.Errorf("a list for the christmas project: %+v", p.Steps)
	}
	p = Plan("jo's costume is booked, and can you move the cake order to the 10th")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "completeTask" || p.Steps[1].Tool != "rescheduleTask" {
		t.Errorf("a state, then a move: %+v", p.Steps)
	}
}

// TestThirtyNinthAndFortiethTrialFamilies, in our own words: "raise X to
// p1"; what someone else did before a bulk change is no new task; "add a
// task to <Name> to X"; "block 9-11am on tuesday to X"; a label ending a
// list is every item's; "I'm on lates tomorrow so push …"; "…, do it by
// monday p2 @work"; "the weekend shifts" is no date; a "1:1" is no list.
func TestThirtyNinthAndFortiethTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"raise the stock check to p1", "setPriority", map[string]any{"task": "the stock check", "priority": "urgent"}},
		{"add a task to Spring Fair to ring the marquee people on the 9th at 10am", "createTask", map[string]any{"title": "ring the marquee people", "due": "the 9th at 10am", "project": "Spring Fair"}},
		{"block 2-4pm on thursday to write the grant report #Grants @deepwork", "createTask", map[string]any{"title": "write the grant report", "due": "2-4pm on thursday", "project": "Grants", "tags": []any{"deepwork"}}},
		{"I'm on earlies tomorrow so push everything due tomorrow to sunday", "bulkTasks", map[string]any{"action": "reschedule", "filter": "tomorrow", "to": "sunday"}},
		{"need to ask the boss for a day off for sports day, do it by monday p2 @work", "createTask", map[string]any{"title": "ask the boss for a day off for sports day", "due": "monday", "priority": "high", "tags": []any{"work"}}},
		{"plan the weekend rota friday @planning", "createTask", map[string]any{"title": "plan the weekend rota", "due": "friday", "tags": []any{"planning"}}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	if p := Plan("sam did all the hoovering, mark all the cleaning tasks done"); len(p.Steps) != 1 || p.Steps[0].Tool != "bulkTasks" {
		t.Errorf("what someone did, then a bulk change: %+v", p.Steps)
	}
	p := Plan("add to my list for saturday: buy compost, fix the gate, return the drill @garden")
	if len(p.Steps) != 3 {
		t.Fatalf("a list with a label at its end: %+v", p.Steps)
	}
	for _, st := range p.Steps {
		if tags := tagsOf(st.Args["tags"]); len(tags) != 1 || tags[0] != "garden" {
			t.Errorf("a list with a label at its end: %+v", p.Steps)
		}
	}
	p = Plan("I have a 1:1 with Priya 3-3:30pm tomorrow, and remind me to book the MOT on friday")
	if len(p.Steps) != 2 || p.Steps[0].Args["fileUnder"] != nil || p.Steps[1].Args["title"] != "book the MOT" {
		t.Errorf("a 1:1 is no list: %+v", p.Steps)
	}
}
