package grammar

import "testing"

// TestTwentyNinthAndThirtiethTrialFamilies, in our own words: a note
// said with "note that" keeps its commas; "so i can go to X" is no
// delete; a remark about not getting to things before a request; an emoji
// at the end; "X need to be in by D"; a project's name ending at "?";
// a state said as the reason after a capture; "arvo"; "…, it's for P";
// "stick/pop X under P"; "X should be in the P project"; projects
// "tracking"; a milestone that slipped, or named with its project; "P
// milestones: …"; "two things for today - a, and b"; "@home stuff"; a
// move whose item's name holds "and".
func TestTwentyNinthAndThirtiethTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"note that the tiler said slate is £60 a square metre, porcelain is £35", "createNote", map[string]any{"title": "Tiler", "body": "the tiler said slate is £60 a square metre, porcelain is £35"}},
		{"need to book a half day so i can go to the school play. by friday", "createTask", map[string]any{"title": "book a half day so i can go to the school play", "due": "friday"}},
		{"not managing anything else today, push everything due today to monday", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "monday"}},
		{"the plumber's booked 👍", "completeTask", map[string]any{"task": "book the plumber"}},
		{"the permit forms need to be in by thursday", "rescheduleTask", map[string]any{"task": "the permit forms", "to": "thursday"}},
		{"could you set up a project called Garage Sale? it's the street sale in june", "createProject", map[string]any{"name": "Garage Sale", "notes": "the street sale in june"}},
		{"ring the garage about the van tomorrow, the clutch is slipping", "createTask", map[string]any{"title": "ring the garage about the van", "due": "tomorrow"}},
		{"quote the kellys for the rewire friday arvo", "createTask", map[string]any{"title": "quote the kellys for the rewire", "due": "friday afternoon"}},
		{"hire the bouncy castle by the 20th, it's for the fun day", "createTask", map[string]any{"title": "hire the bouncy castle", "due": "the 20th", "fileUnder": "fun day", "fileUnderSaid": "for fun day"}},
		{"stick the gutter quote under holly cottage", "updateTask", map[string]any{"task": "the gutter quote", "fileUnder": "holly cottage"}},
		{"ah that tiling one should be in the bathroom project", "updateTask", map[string]any{"task": "that tiling one", "project": "bathroom"}},
		{"how are my projects tracking", "listProjects", map[string]any{}},
		{"make a note - the cottage sleeps 8, £900 for the week, key is under the pot", "createNote", map[string]any{"title": "Cottage sleeps 8", "body": "the cottage sleeps 8, £900 for the week, key is under the pot"}},
		{"the first fix milestone has slipped to fri 18 dec", "updateMilestone", map[string]any{"milestone": "first fix", "due": "fri 18 dec"}},
		{"rename the launch milestone on the website project to Go Live", "updateMilestone", map[string]any{"milestone": "launch", "title": "Go Live"}},
		{"show me my @garden stuff", "queryTasks", map[string]any{"tag": "garden"}},
		{"show me the allotment milestones", "listMilestones", map[string]any{"project": "allotment"}},
		{"move the cut and paste task to monday", "rescheduleTask", map[string]any{"task": "the cut and paste task", "to": "monday"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	p := Plan("fun day milestones: stalls booked by sat 12 dec, raffle drawn sun 20 dec")
	if len(p.Steps) != 2 || p.Steps[1].Args["title"] != "raffle drawn" || p.Steps[0].Args["project"] != "fun day" {
		t.Errorf("milestones named after the project: %+v", p.Steps)
	}
	p = Plan("two jobs for tomorrow - collect the skip permit, and return the drill")
	if len(p.Steps) != 2 || p.Steps[1].Args["due"] != "tomorrow" || p.Steps[0].Args["title"] != "collect the skip permit" {
		t.Errorf("a counted list for a day: %+v", p.Steps)
	}
	p = Plan("order the cable by friday, and the van's dropped off at the garage")
	if len(p.Steps) != 2 || p.Steps[0].Tool != "createTask" || p.Steps[1].Tool != "completeTask" || p.Steps[1].Args["task"] != "drop off the van" {
		t.Errorf("a capture, then a thing said done: %+v", p.Steps)
	}
	p = Plan("gym kit is back, and add book a swim for saturday")
	if len(p.Steps) != 2 || p.Steps[0].Args["task"] != "gym kit back" {
		t.Errorf("a thing said back, then an add: %+v", p.Steps)
	}
	// a thing said broken is no chore done
	for _, in := range []string{"the boiler's stuffed", "the kids are back"} {
		for _, st := range Plan(in).Steps {
			if st.Tool == "completeTask" && st.Args["task"] != "kids back" {
				t.Errorf("%q: %+v", in, st)
			}
		}
	}
}

// TestExceptAndFirstJob: a set change with some left out carries Except
// (a closing "tick the rest off" says it again); a new project whose
// description names its first task makes that task in it.
func TestExceptAndFirstJob(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"mark all the allotment tasks done except the shed roof", "bulkTasks", map[string]any{"action": "complete", "project": "allotment", "except": []any{"the shed roof"}}},
		{"done all the fete stuff apart from the raffle, tick the rest off", "bulkTasks", map[string]any{"action": "complete", "project": "fete", "except": []any{"the raffle"}}},
		{"push everything due today to friday except the vet and the bank", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "friday", "except": []any{"the vet", "the bank"}}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	for _, in := range []string{"call everyone except mum", "everyone came except jo"} {
		for _, st := range Plan(in).Steps {
			if st.Args["except"] != nil {
				t.Errorf("%q: %+v", in, st)
			}
		}
	}
	p := Plan("new project Street Party - the june one for the close. first job is booking the road closure")
	if len(p.Steps) != 2 || p.Steps[0].Args["name"] != "Street Party" || p.Steps[1].Args["title"] != "book the road closure" || p.Steps[1].Args["project"] != "$1" {
		t.Errorf("a project and its first job: %+v", p.Steps)
	}
	p = Plan("start a project Loft Clear, first thing: hire a skip by friday")
	if len(p.Steps) != 2 || p.Steps[0].Args["name"] != "Loft Clear" || p.Steps[1].Args["title"] != "hire a skip" || p.Steps[1].Args["due"] != "friday" {
		t.Errorf("a project and its first thing: %+v", p.Steps)
	}
}
