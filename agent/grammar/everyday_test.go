package grammar

import (
	"reflect"
	"testing"
)

// TestEverydaySlots: slots the first-hour trial found filled wrongly, with
// our own examples of each family.
func TestEverydaySlots(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		// a project's description after a colon, a dash, "description:" or in brackets
		{"create a project Boat Repair: new hull paint before spring", "createProject", map[string]any{"name": "Boat Repair", "notes": "new hull paint before spring"}},
		{"start a project Allotment - two beds and a shed", "createProject", map[string]any{"name": "Allotment", "notes": "two beds and a shed"}},
		{"new project Reunion, description: the class of 2006 dinner", "createProject", map[string]any{"name": "Reunion", "notes": "the class of 2006 dinner"}},
		{"make a project Loft (insulation and boards)", "createProject", map[string]any{"name": "Loft", "notes": "insulation and boards"}},
		{"create a project Notes app", "createProject", map[string]any{"name": "Notes app"}},
		// priority and labels said in words
		{"add renew the lease !high", "createTask", map[string]any{"title": "renew the lease", "priority": "high"}},
		{"add clean the gutters, tag it house", "createTask", map[string]any{"title": "clean the gutters", "tags": []string{"house"}}},
		{"add call the tag office", "createTask", map[string]any{"title": "call the tag office"}},
		// snoozing by an amount
		{"snooze the ironing by an hour", "snoozeTask", map[string]any{"task": "the ironing", "by": "an hour"}},
		{"snooze the ironing for 45 minutes", "snoozeTask", map[string]any{"task": "the ironing", "by": "45 minutes"}},
		// clearing a priority
		{"make the visa forms not high priority anymore", "setPriority", map[string]any{"task": "the visa forms", "priority": "none"}},
		{"the garage sale is no longer a priority", "setPriority", map[string]any{"task": "the garage sale", "priority": "none"}},
		// filing a task that exists
		{"put the poster task in the school fair project", "updateTask", map[string]any{"task": "the poster task", "project": "school fair"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// wantOneStep checks that in plans as exactly one call of tool with args.
func wantOneStep(t *testing.T, in, tool string, args map[string]any) {
	t.Helper()
	p := Plan(in)
	if len(p.Steps) != 1 {
		t.Errorf("%q: %d steps %+v", in, len(p.Steps), p)
		return
	}
	s := p.Steps[0]
	if s.Tool != tool || !reflect.DeepEqual(normal(s.Args), normal(args)) {
		t.Errorf("%q: %s %v, want %s %v", in, s.Tool, s.Args, tool, args)
	}
}

// normal makes []string and []any tag lists compare equal.
func normal(m map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		if ss, ok := v.([]string); ok {
			var a []any
			for _, s := range ss {
				a = append(a, s)
			}
			v = a
		}
		out[k] = v
	}
	return out
}

// TestSeveralLines: each line of a message is a request of its own, except
// a note's body, which spans lines.
func TestSeveralLines(t *testing.T) {
	p := Plan("buy milk\ncall the bank tomorrow\n- water the ferns")
	var got []string
	for _, s := range p.Steps {
		got = append(got, s.Tool+":"+s.Args["title"].(string))
	}
	want := []string{"createTask:buy milk", "createTask:call the bank", "createTask:water the ferns"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("steps %v, want %v", got, want)
	}
	p = Plan("note: gate codes\nfront 4411\nback 9022")
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createNote" || p.Steps[0].Args["title"] != "Gate codes" || p.Steps[0].Args["body"] != "gate codes\nfront 4411\nback 9022" {
		t.Errorf("note over lines: %+v", p.Steps)
	}
}

// TestTrialFamilies: families a first-hour trial found, with our own examples.
func TestTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"i didn't post the parcel yet, reopen it", "reopenTask", map[string]any{"task": "post the parcel"}},
		{"i haven't actually paid the gas bill yet", "reopenTask", map[string]any{"task": "pay the gas bill"}},
		{"milestone for the move: keys handed over, end of january", "addMilestone", map[string]any{"project": "move", "title": "keys handed over", "due": "end of january"}},
		{"what milestones do we have", "listMilestones", map[string]any{}},
		{"is anything due on saturday", "queryTasks", map[string]any{"day": "saturday"}},
		{"anything due tomorrow?", "queryTasks", map[string]any{"filter": "tomorrow"}},
		{"am i behind on anything", "queryTasks", map[string]any{"filter": "overdue"}},
		{"switch the visa forms to low priority", "setPriority", map[string]any{"task": "the visa forms", "priority": "low"}},
		{"book the boiler service sometime next month, it's pretty urgent", "createTask", map[string]any{"title": "book the boiler service", "due": "the end of next month", "priority": "high"}},
		{"add call the landlord - no rush", "createTask", map[string]any{"title": "call the landlord", "priority": "low"}},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != 1 {
			t.Errorf("%q: %d steps %+v", tc.in, len(p.Steps), p)
			continue
		}
		s := p.Steps[0]
		if s.Tool != tc.tool || !reflect.DeepEqual(normal(s.Args), normal(tc.args)) {
			t.Errorf("%q: %s %v, want %s %v", tc.in, s.Tool, s.Args, tc.tool, tc.args)
		}
	}
	// "add A and B to P": A is filed where B is, if P is a project.
	p := Plan("add order the tiles and book the plumber to kitchen reno")
	if len(p.Steps) != 2 || p.Steps[0].Args["fileUnder"] != "kitchen reno" {
		t.Errorf("shared filing: %+v", p.Steps)
	}
	// "i didn't sleep well" is no reopening.
	if p := Plan("i didn't sleep well"); len(p.Steps) > 0 && p.Steps[0].Tool == "reopenTask" {
		t.Errorf("a statement reopened a task: %+v", p.Steps)
	}
}

// TestSecondTrialFamilies: families a second trial found, with our own examples.
func TestSecondTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"allotment milestone: shed built, march 3", "addMilestone", map[string]any{"project": "allotment", "title": "shed built", "due": "march 3"}},
		{"what milestones are in the wedding project?", "listMilestones", map[string]any{"project": "wedding"}},
		{"bring the choir project back", "restoreProject", map[string]any{"project": "choir"}},
		{"wht's due tomorrow", "queryTasks", map[string]any{"filter": "tomorrow"}},
		{"new project Choir for all things singing", "createProject", map[string]any{"name": "Choir", "notes": "things singing"}},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != 1 {
			t.Errorf("%q: %d steps %+v", tc.in, len(p.Steps), p)
			continue
		}
		if s := p.Steps[0]; s.Tool != tc.tool || !reflect.DeepEqual(normal(s.Args), normal(tc.args)) {
			t.Errorf("%q: %s %v, want %s %v", tc.in, s.Tool, s.Args, tc.tool, tc.args)
		}
	}
	// A question word typed without its apostrophe reads as typed with it.
	for _, tc := range [][2]string{{"whos our plumber", "who's our plumber"}, {"wheres the spare key kept", "where's the spare key kept"},
		{"hows the bathroom budget looking", "how's the bathroom budget looking"}} {
		got, want := Plan(tc[0]), Plan(tc[1])
		if len(got.Steps) != 1 || !reflect.DeepEqual(got.Steps, want.Steps) {
			t.Errorf("%q: %+v, want %+v", tc[0], got.Steps, want.Steps)
		}
	}
	p := Plan("add these:\nbook the vet\nrenew the parking permit")
	if len(p.Steps) != 2 || p.Steps[0].Args["title"] != "book the vet" {
		t.Errorf("a list after 'add these:': %+v", p.Steps)
	}
	p = Plan("add tasks to sand the door and paint it in the hallway project")
	if len(p.Steps) != 2 || p.Steps[0].Args["project"] != "hallway" || p.Steps[1].Args["project"] != "hallway" {
		t.Errorf("a project said once for two tasks: %+v", p.Steps)
	}
}

// TestRememberThatIsANote: "remember that …" keeps a fact, however much
// the fact looks like an appointment.
func TestRememberThatIsANote(t *testing.T) {
	p := Plan("remember that the boiler service is on Tuesday 9 March at 8:30am with Gas Safe Gary, the engineer, via the side gate.")
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createNote" {
		t.Fatalf("%+v", p.Steps)
	}
}

// TestThirdTrialFamilies: families a trial on the final build found.
func TestThirdTrialFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"which tasks are high priority", "queryTasks", map[string]any{"priority": "high"}},
		{"what tasks are in garden", "queryTasks", map[string]any{"project": "garden"}},
		{"what tasks are tagged errands", "queryTasks", map[string]any{"tag": "errands"}},
		{"what's due this week", "agenda", map[string]any{"scope": "week"}},
		{"anything due next week?", "queryTasks", map[string]any{"filter": "next week"}},
		{"the gutters aren't sorted yet", "reopenTask", map[string]any{"task": "the gutters"}},
		{"thanks, that's all for now", "", nil},
	} {
		p := Plan(tc.in)
		if tc.tool == "" {
			if len(p.Steps) != 0 {
				t.Errorf("%q: %+v", tc.in, p.Steps)
			}
			continue
		}
		if len(p.Steps) != 1 {
			t.Errorf("%q: %d steps %+v", tc.in, len(p.Steps), p)
			continue
		}
		if s := p.Steps[0]; s.Tool != tc.tool || !reflect.DeepEqual(normal(s.Args), normal(tc.args)) {
			t.Errorf("%q: %s %v, want %s %v", tc.in, s.Tool, s.Args, tc.tool, tc.args)
		}
	}
}

// TestChangeSharedByBareToDos: a bare to-do after a delete or completion
// names another task for the same change; it never creates a task (an
// approved delete once added the other items as new tasks).
func TestChangeSharedByBareToDos(t *testing.T) {
	for _, tc := range []struct {
		in    string
		tool  string
		tasks []string
	}{
		{"delete renew the permit, water the ferns and sort the garage", "deleteTask", []string{"renew the permit", "water the ferns", "sort the garage"}},
		{"done with water the ferns and sort the garage", "completeTask", []string{"water the ferns", "sort the garage"}},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != len(tc.tasks) {
			t.Errorf("%q: %+v", tc.in, p.Steps)
			continue
		}
		for i, s := range p.Steps {
			if s.Tool != tc.tool || s.Args["task"] != tc.tasks[i] {
				t.Errorf("%q step %d: %s %v, want %s %q", tc.in, i+1, s.Tool, s.Args, tc.tool, tc.tasks[i])
			}
		}
	}
	// An explicit add after a delete is still an add.
	if p := Plan("delete water the ferns and add repot the fig"); len(p.Steps) != 2 || p.Steps[1].Tool != "createTask" {
		t.Errorf("explicit add after a delete: %+v", p.Steps)
	}
}

// TestTodoLabelWithoutColon: "todo X" captures X, as "todo: X" does; "todo
// list …" is about the list.
func TestTodoLabelWithoutColon(t *testing.T) {
	for in, title := range map[string]string{"todo renew the bike lock": "renew the bike lock", "to-do ring the plumber p2": "ring the plumber"} {
		p := Plan(in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || p.Steps[0].Args["title"] != title {
			t.Errorf("%q: %+v, want a task %q", in, p.Steps, title)
		}
	}
	if p := Plan("todo list for tomorrow"); len(p.Steps) == 1 && p.Steps[0].Tool == "createTask" {
		t.Errorf("'todo list …' made a task: %+v", p.Steps)
	}
}

// TestPriorityStatedWithAModal: "X can be low priority" sets X's priority.
func TestPriorityStatedWithAModal(t *testing.T) {
	for in, want := range map[string][2]string{
		"actually the gutters can be low priority": {"the gutters", "low"},
		"renew the permit should be p2":            {"renew the permit", "high"},
	} {
		p := Plan(in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "setPriority" || p.Steps[0].Args["task"] != want[0] || p.Steps[0].Args["priority"] != want[1] {
			t.Errorf("%q: %+v, want setPriority %v", in, p.Steps, want)
		}
	}
}

// TestRenameWithQuotedTitles: quotes mark both titles of a rename, so a
// "to" or an apostrophe inside either is kept.
func TestRenameWithQuotedTitles(t *testing.T) {
	for in, want := range map[string][2]string{
		"change 'send the forms to HR' to 'send the forms to Priya'": {"send the forms to HR", "send the forms to Priya"},
		"rename “fix Jo's bike” to “fix Jo's bike brakes”":           {"fix Jo's bike", "fix Jo's bike brakes"},
		`change "order paint" to "order paint and brushes"`:          {"order paint", "order paint and brushes"},
	} {
		p := Plan(in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "updateTask" || p.Steps[0].Args["task"] != want[0] || p.Steps[0].Args["title"] != want[1] {
			t.Errorf("%q: %+v, want updateTask %v", in, p.Steps, want)
		}
	}
}
