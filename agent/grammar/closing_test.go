package grammar

import (
	"reflect"
	"testing"
)

// TestClosingInstruction: words after a list of new tasks said of all of
// them ("…, both today") go on every task; a list said as one title is cut
// into its items first.
func TestClosingInstruction(t *testing.T) {
	for _, tc := range []struct {
		in     string
		titles []string
		key    string
		want   any
	}{
		{"order stamps, post the forms and book the vet, all three tomorrow", []string{"order stamps", "post the forms", "book the vet"}, "due", "tomorrow"},
		{"fold laundry and hoover the stairs, both tonight", []string{"fold laundry", "hoover the stairs"}, "due", "tonight"},
		{"prune the hedge, rake leaves, weed the patio - tag all three yard", []string{"prune the hedge", "rake leaves", "weed the patio"}, "tags", []string{"yard"}},
		{"add flour, yeast and butter, all for saturday", []string{"flour", "yeast", "butter"}, "due", "saturday"},
		{"add draft agenda and send invites - make them all high priority", []string{"draft agenda", "send invites"}, "priority", "high"},
		{"add fix hinge and oil door, both in the cottage project", []string{"fix hinge", "oil door"}, "project", "cottage"},
		{"add sweep porch and clean grill, put them all under cottage", []string{"sweep porch", "clean grill"}, "project", "cottage"},
		{"ring gran and grandad, both sunday", []string{"ring gran", "ring grandad"}, "due", "sunday"},
		{"add stretch and meditate, both every morning", []string{"stretch", "meditate"}, "repeats", "every morning"},
		{"book dentist and book optician, tag them both health", []string{"book dentist", "book optician"}, "tags", []string{"health"}},
	} {
		p := Plan(tc.in)
		var titles []string
		for _, st := range p.Steps {
			if st.Tool != "createTask" {
				t.Errorf("%q: step %s %v", tc.in, st.Tool, st.Args)
				continue
			}
			titles = append(titles, st.Args["title"].(string))
			if got := st.Args[tc.key]; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("%q: %q has %s %v, want %v", tc.in, st.Args["title"], tc.key, got, tc.want)
			}
		}
		if !reflect.DeepEqual(titles, tc.titles) {
			t.Errorf("%q: titles %q, want %q", tc.in, titles, tc.titles)
		}
	}
}

// TestClosingNotClaimed: a lone task, or words that say nothing of the
// items, are not a closing instruction.
func TestClosingNotClaimed(t *testing.T) {
	for _, in := range []string{
		"buy salt and pepper",
		"call the landlord about all the repairs",
		"add eggs and bread, all three today",
	} {
		p := Plan(in)
		for _, st := range p.Steps {
			if st.Tool == "createTask" && st.Args["due"] == "today" && len(p.Steps) == 3 {
				t.Errorf("%q: three tasks from two items: %+v", in, p.Steps)
			}
		}
	}
	if p := Plan("buy salt and pepper"); len(p.Steps) != 1 {
		t.Errorf("buy salt and pepper: %+v", p.Steps)
	}
}

// TestSetReference: a change whose reference names a set of tasks by
// state, group or place is that change to the set (bulkTasks, asked
// first); a reference to one task stays one.
func TestSetReference(t *testing.T) {
	for _, tc := range []struct {
		in   string
		args map[string]any // nil: not a bulk change
	}{
		{"bump all the cottage stuff back two days", map[string]any{"action": "reschedule", "by": "two days", "project": "cottage"}},
		{"delete all the unfinished tasks in cottage", map[string]any{"action": "delete", "filter": "all", "project": "cottage"}},
		{"clear out the completed stuff from cottage", map[string]any{"action": "delete", "filter": "done", "project": "cottage"}},
		{"remove the finished ones", map[string]any{"action": "delete", "filter": "done"}},
		{"tick off the cottage ones", map[string]any{"action": "complete", "project": "cottage"}},
		{"make all the cottage things urgent", map[string]any{"action": "priority", "level": "urgent", "project": "cottage"}},
		{"delete the tasks", nil},
		{"delete the gutter task", nil},
		{"complete the shopping", nil},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != 1 {
			t.Errorf("%q: %d steps %+v", tc.in, len(p.Steps), p.Steps)
			continue
		}
		st := p.Steps[0]
		if tc.args == nil {
			if st.Tool == "bulkTasks" {
				t.Errorf("%q: read as a bulk change %v", tc.in, st.Args)
			}
			continue
		}
		if st.Tool != "bulkTasks" || !reflect.DeepEqual(st.Args, tc.args) {
			t.Errorf("%q: %s %v, want bulkTasks %v", tc.in, st.Tool, st.Args, tc.args)
		}
	}
}

// TestToDoVerbIsItsOwnLemma: "weed the beds" is a to-do, not a report of
// having done "wee the beds".
func TestToDoVerbIsItsOwnLemma(t *testing.T) {
	if p := Plan("weed the beds"); len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || p.Steps[0].Args["title"] != "weed the beds" {
		t.Errorf("weed the beds: %+v", p.Steps)
	}
}

// TestOneStepFamilies: clearing a due date, lists of projects with their
// progress, a "just" before the verb, "altogether" after a delete, ticking
// off a milestone.
func TestOneStepFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"remove the due date from renew passport", "rescheduleTask", map[string]any{"task": "renew passport", "to": "none"}},
		{"take the deadline off the tax return", "rescheduleTask", map[string]any{"task": "the tax return", "to": "none"}},
		{"fix the shed doesn't need a date any more", "rescheduleTask", map[string]any{"task": "fix the shed", "to": "none"}},
		{"unschedule the bike service", "rescheduleTask", map[string]any{"task": "the bike service", "to": "none"}},
		{"show my projects with how far along each one is", "listProjects", map[string]any{}},
		{"how are my projects coming along", "listProjects", map[string]any{}},
		{"list projects and their progress", "listProjects", map[string]any{}},
		{"just delete the bike service", "deleteTask", map[string]any{"task": "the bike service"}},
		{"ok just mark it done", "completeTask", map[string]any{"task": "it"}},
		{"delete the allotment altogether", "deleteTask", map[string]any{"task": "the allotment"}},
		{"tick off the roof done milestone", "completeMilestone", map[string]any{"milestone": "roof done"}},
		{"check off that milestone", "completeMilestone", map[string]any{"milestone": "that"}},
		{"create a loft conversion project", "createProject", map[string]any{"name": "loft conversion"}},
		{"start a new allotment project: veg and fruit", "createProject", map[string]any{"name": "allotment", "notes": "veg and fruit"}},
		{"got the batteries for the smoke alarm", "completeTask", map[string]any{"task": "get the batteries for the smoke alarm"}},
		{"the boiler one is done", "completeTask", map[string]any{"task": "boiler"}},
		{"show errands", "queryTasks", map[string]any{"project": "errands"}},
		{"show overdue", "queryTasks", map[string]any{"filter": "overdue"}},
		{"the gas bill is now low priority", "setPriority", map[string]any{"task": "the gas bill", "priority": "low"}},
		{"the vet visit is high priority now", "setPriority", map[string]any{"task": "the vet visit", "priority": "high"}},
		{"actually make that saturday", "rescheduleTask", map[string]any{"task": "that", "to": "saturday"}},
		{"make it 7am", "rescheduleTask", map[string]any{"task": "it", "to": "7am"}},
		{"make it every other tuesday", "setRecurrence", map[string]any{"task": "it", "repeats": "every other tuesday"}},
		{"and it's high priority", "setPriority", map[string]any{"task": "it", "priority": "high"}},
		{"thats low priority", "setPriority", map[string]any{"task": "it", "priority": "low"}},
		{"could u remind me to defrost the freezer sunday", "createTask", map[string]any{"title": "defrost the freezer", "due": "sunday"}},
		{"what's coming up next week", "queryTasks", map[string]any{"filter": "next week"}},
		{"what do i have next week", "queryTasks", map[string]any{"filter": "next week"}},
		{"add swim every tue thu at 6pm", "createTask", map[string]any{"title": "swim", "repeats": "every tue thu", "due": "at 6pm"}},
		{"del the gym task", "deleteTask", map[string]any{"task": "the gym task"}},
		{"new proj Allotment", "createProject", map[string]any{"name": "Allotment"}},
		{"clear completed", "bulkTasks", map[string]any{"action": "delete", "filter": "done"}},
		{"mark as done", "completeTask", map[string]any{"task": "it"}},
		{"is the boiler service done", "queryTasks", map[string]any{"about": "boiler service", "question": "is the boiler service done?"}},
		{"did i finish the tax return", "queryTasks", map[string]any{"about": "tax return", "question": "did i finish the tax return?"}},
		{"how long until the MOT", "queryTasks", map[string]any{"about": "MOT", "question": "how long until the MOT?"}},
		{"change feed the fish to every 2 days", "setRecurrence", map[string]any{"task": "feed the fish", "repeats": "every 2 days"}},
		{"feed the fish should repeat weekly instead", "setRecurrence", map[string]any{"task": "feed the fish", "repeats": "weekly"}},
		{"stop the feed the fish reminder", "setRecurrence", map[string]any{"task": "feed the fish", "repeats": "none"}},
		{"wait no, bring it back", "undo", map[string]any{}},
		{"no, make it thursday", "rescheduleTask", map[string]any{"task": "it", "to": "thursday"}},
		{"untag everything tagged allotment", "bulkTasks", map[string]any{"action": "untag", "tag": "allotment", "tags": []string{"allotment"}}},
		{"tag all the allotment tasks with weekend", "bulkTasks", map[string]any{"action": "tag", "project": "allotment", "tags": []string{"weekend"}}},
		{"remove the allotment tag from everything", "bulkTasks", map[string]any{"action": "untag", "filter": "all", "tags": []string{"allotment"}}},
		{"how many tasks are tagged allotment", "queryTasks", map[string]any{"tag": "allotment"}},
		{"put the budget under a new project called Q1", "updateTask", map[string]any{"task": "the budget", "project": "Q1"}},
		{"put the budget into the Q1 project", "updateTask", map[string]any{"task": "the budget", "project": "Q1"}},
		{"file the invoice under Admin", "updateTask", map[string]any{"task": "the invoice", "project": "Admin"}},
		{"add pay the VAT quarterly", "createTask", map[string]any{"title": "pay the VAT", "repeats": "quarterly"}},
		{"we don't need to book the sitter anymore", "deleteTask", map[string]any{"task": "book the sitter"}},
		{"what's on my plate tomorrow?", "queryTasks", map[string]any{"filter": "tomorrow"}},
		{"add renew the lease, high priority, due friday", "createTask", map[string]any{"title": "renew the lease", "priority": "high", "due": "friday"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// TestSeveralMilestones: milestones said together become one addMilestone
// each, with its own date; "and" inside a title stays.
func TestSeveralMilestones(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []map[string]any
	}{
		{"add milestones to loft: boards down in 2 weeks and hatch fitted in 4 weeks", []map[string]any{
			{"project": "loft", "title": "boards down", "due": "in 2 weeks"},
			{"project": "loft", "title": "hatch fitted", "due": "in 4 weeks"}}},
		{"add two milestones to the loft project: plan and quote by jan 8, insulation on feb 2", []map[string]any{
			{"project": "loft", "title": "plan and quote", "due": "jan 8"},
			{"project": "loft", "title": "insulation", "due": "feb 2"}}},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != len(tc.want) {
			t.Errorf("%q: %+v", tc.in, p.Steps)
			continue
		}
		for i, st := range p.Steps {
			if st.Tool != "addMilestone" || !reflect.DeepEqual(st.Args, tc.want[i]) {
				t.Errorf("%q step %d: %s %v, want %v", tc.in, i+1, st.Tool, st.Args, tc.want[i])
			}
		}
	}
}

// TestTwoReports: two reports of chores done in one sentence complete two
// tasks; a report ending in a pronoun stays one.
func TestTwoReports(t *testing.T) {
	for in, want := range map[string][]string{
		"i mopped the hall and fed the fish":   {"mop the hall", "feed the fish"},
		"posted the forms and rang the school": {"post the forms", "ring the school"},
		"finished the slides and sent them":    {"the slides and sent them"},
	} {
		p := Plan(in)
		var got []string
		for _, st := range p.Steps {
			if st.Tool == "completeTask" {
				got = append(got, st.Args["task"].(string))
			}
		}
		if !reflect.DeepEqual(got, want) || len(p.Steps) != len(want) {
			t.Errorf("%q: %+v, want completions of %q", in, p.Steps, want)
		}
	}
	// the list's verbs are its own: "feed" after "and" starts a task
	if p := Plan("add empty the dishwasher and feed the rabbit"); len(p.Steps) != 2 {
		t.Errorf("two to-dos: %+v", p.Steps)
	}
}

// TestOwnValues: one change to two tasks, each with its own value.
func TestOwnValues(t *testing.T) {
	for in, want := range map[string][]map[string]any{
		"make renew the lease urgent and call the vet high priority": {
			{"task": "renew the lease", "priority": "urgent"}, {"task": "call the vet", "priority": "high"}},
		"move the vet to monday and the haircut to friday": {
			{"task": "the vet", "to": "monday"}, {"task": "the haircut", "to": "friday"}},
	} {
		p := Plan(in)
		if len(p.Steps) != len(want) {
			t.Errorf("%q: %+v", in, p.Steps)
			continue
		}
		for i, st := range p.Steps {
			if !reflect.DeepEqual(st.Args, want[i]) {
				t.Errorf("%q step %d: %s %v, want %v", in, i+1, st.Tool, st.Args, want[i])
			}
		}
	}
	// a new task with its own date after a move stays a new task
	if p := Plan("move the vet to friday and call mum tomorrow"); len(p.Steps) != 2 || p.Steps[1].Tool != "createTask" {
		t.Errorf("new task after a move: %+v", p.Steps)
	}
}

// TestListForAProject: "for the spare room I need to: a, b and c" files
// each item under the project of several words.
func TestListForAProject(t *testing.T) {
	for in, want := range map[string][]string{
		"for the guest room I need to: order a rug, fit a lock and paint the skirting": {"order a rug", "fit a lock", "paint the skirting"},
		"for the guest room project we need to: order a rug, fit a lock":               {"order a rug", "fit a lock"},
	} {
		p := Plan(in)
		var got []string
		for _, st := range p.Steps {
			if st.Tool == "createTask" && (st.Args["fileUnder"] == "guest room" || st.Args["project"] == "guest room") {
				got = append(got, st.Args["title"].(string))
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v", in, p.Steps)
		}
	}
}

// TestListForADay: "tomorrow I need to: a, b at 3:30 and c" puts every
// item on that day, an item's own time on it; cooking a meal is a to-do.
func TestListForADay(t *testing.T) {
	p := Plan("ok so tomorrow I need to: ring the insurer, collect the kids at 3:30 and make dinner")
	want := []map[string]any{
		{"title": "ring the insurer", "due": "tomorrow"},
		{"title": "collect the kids", "due": "tomorrow at 3:30"},
		{"title": "make dinner", "due": "tomorrow"},
	}
	if len(p.Steps) != len(want) {
		t.Fatalf("%+v", p.Steps)
	}
	for i, st := range p.Steps {
		if !reflect.DeepEqual(st.Args, want[i]) {
			t.Errorf("step %d: %v, want %v", i+1, st.Args, want[i])
		}
	}
}
