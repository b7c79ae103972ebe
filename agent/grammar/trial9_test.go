package grammar

import (
	"reflect"
	"testing"
)

// TestCaptureSlotTails: slots said after a capture's title in any order —
// a trailing "X project", a list of labels, a title in single quotes — and
// a date inside a name ("in q3 review") left for the ToolBox to file.
func TestCaptureSlotTails(t *testing.T) {
	for _, tc := range []struct {
		in   string
		args map[string]any
	}{
		{"add sand the doors, low priority, loft conversion project",
			map[string]any{"title": "sand the doors", "priority": "low", "project": "loft conversion"}},
		{"add order skip; in the Loft project",
			map[string]any{"title": "order skip", "project": "Loft"}},
		{"add book the venue with tags party and admin",
			map[string]any{"title": "book the venue", "tags": []string{"party", "admin"}}},
		{"add book the venue, due friday, labels: party, admin & money",
			map[string]any{"title": "book the venue", "due": "friday", "tags": []string{"party", "admin", "money"}}},
		{"Add 'choose tiles' to bathroom with tags shop and weekend, high priority",
			map[string]any{"title": "choose tiles", "fileUnder": "bathroom", "priority": "high", "tags": []string{"shop", "weekend"}}},
		{"add ‘measure the hall’ tomorrow",
			map[string]any{"title": "measure the hall", "due": "tomorrow"}},
		// the date starts a name that the next words finish
		{"add draft the agenda in q3 review", map[string]any{"title": "draft the agenda in q3 review"}},
		{"add print flyers to 2027 launch", map[string]any{"title": "print flyers to 2027 launch"}},
		// … but a date followed by what is no name stays a date
		{"add finish the report in 2 weeks time", map[string]any{"title": "finish the report", "due": "in 2 weeks time"}},
		{"add visit grandma in march", map[string]any{"title": "visit grandma", "due": "march"}},
		{"add plant bulbs in october sometime", map[string]any{"title": "plant bulbs", "due": "october"}},
		// "a new project" says what kind, not which
		{"add sketch logo ideas, new project", map[string]any{"title": "sketch logo ideas, new project"}},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || !reflect.DeepEqual(p.Steps[0].Args, tc.args) {
			t.Errorf("%q:\n got %+v\nwant createTask %v", tc.in, p.Steps, tc.args)
		}
	}
}

// TestRemarksAfterTheTarget: a remark after a comma ("no rush", "they …",
// "I still need it") is no part of the item named before it, and a second
// clause that only restates the first is not a second step.
func TestRemarksAfterTheTarget(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"snooze the gas bill 3 days", "snoozeTask", map[string]any{"task": "the gas bill", "by": "3 days"}},
		{"snooze the gas bill for 3 days", "snoozeTask", map[string]any{"task": "the gas bill", "by": "3 days"}},
		{"clear the deadline on the tax form, no hurry", "rescheduleTask", map[string]any{"task": "the tax form", "to": "none"}},
		{"reopen the parcel task, they never delivered it", "reopenTask", map[string]any{"task": "the parcel task"}},
		{"move the vet to friday, I need the car first", "rescheduleTask", map[string]any{"task": "the vet", "to": "friday"}},
		{"delete the Shed Rebuild project, we're done with it", "deleteProject", map[string]any{"project": "Shed Rebuild"}},
		{"the gas bill isn't urgent any more, clear the priority", "setPriority", map[string]any{"task": "gas bill", "priority": "none"}},
		{"tag the plumber call phone", "tagTask", map[string]any{"task": "the plumber call", "tags": []string{"phone"}}},
		{"tag groceries errands", "tagTask", map[string]any{"task": "groceries", "tags": []string{"errands"}}},
		{"list my projects w/ progress", "listProjects", map[string]any{}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	if p := Plan("hang on, undo that, I still want it"); len(p.Steps) != 1 || p.Steps[0].Tool != "undo" {
		t.Errorf("undo with a remark: %+v", p.Steps)
	}
	// a bare "remove the priority" after naming an item is said of it
	p := Plan("the gutter quote can wait, remove the priority")
	if len(p.Steps) == 0 || p.Steps[len(p.Steps)-1].Tool != "setPriority" {
		t.Errorf("bare clear after a statement: %+v", p.Steps)
	}
	for _, st := range p.Steps {
		if st.Tool == "deleteTask" {
			t.Errorf("“remove the priority” must never delete: %+v", p.Steps)
		}
	}
}

// TestEachItsOwnLevel: "make A urgent and B low priority" sets each item
// to its own level; one level after both ("A and B high priority") stays
// one step the ToolBox splits.
func TestEachItsOwnLevel(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want [][2]string // task, priority
	}{
		{"make the boiler check urgent and the gas bill low priority", [][2]string{{"the boiler check", "urgent"}, {"the gas bill", "low"}}},
		{"mark the boiler check p2 and the gas bill p4", [][2]string{{"the boiler check", "high"}, {"the gas bill", "low"}}},
		{"make the boiler check and the gas bill high priority", [][2]string{{"the boiler check and the gas bill", "high"}}},
	} {
		p := Plan(tc.in)
		var got [][2]string
		for _, st := range p.Steps {
			if st.Tool != "setPriority" {
				t.Errorf("%q: step %s", tc.in, st.Tool)
			}
			got = append(got, [2]string{st.Args["task"].(string), st.Args["priority"].(string)})
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestWhenIsMyNamedThing: "when is my dentist appointment?" asks the date
// of the thing named (its tasks, else the notes), while "my next meeting"
// and "meetings tomorrow" ask the calendar.
func TestWhenIsMyNamedThing(t *testing.T) {
	for _, tc := range []struct{ in, tool, about string }{
		{"when is my physio appointment?", "queryTasks", "physio"},
		{"when's the quarterly review meeting?", "queryTasks", "quarterly review"},
		{"when is my next meeting?", "calendarAgenda", ""},
		{"when are my meetings on friday?", "calendarAgenda", ""},
	} {
		p := Plan(tc.in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != tc.tool || tc.about != "" && p.Steps[0].Args["about"] != tc.about {
			t.Errorf("%q: %+v, want %s about %q", tc.in, p.Steps, tc.tool, tc.about)
		}
	}
}

// TestTrialTenFamilies: a label with "#", date words misspelt short, "make
// it just monday", a priority said first, "already …" after a target,
// "jot down: a, b, c" and "call notes 4/2: …" as notes, "remind me about
// X at 2pm monday" as putting X off.
func TestTrialTenFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"tag the boiler one with #house", "tagTask", map[string]any{"task": "boiler", "tags": []string{"house"}}},
		{"remind me to water the ferns evry sunday", "createTask", map[string]any{"title": "water the ferns", "repeats": "every sunday"}},
		{"haha ok fine. make it just tuesday and thursday", "setRecurrence", map[string]any{"task": "it", "repeats": "tuesday and thursday"}},
		{"add high priority: renew the car tax", "createTask", map[string]any{"title": "renew the car tax", "priority": "high"}},
		{"asap: ring the school", "createTask", map[string]any{"title": "ring the school", "priority": "urgent"}},
		{"add sort the loft someday", "createTask", map[string]any{"title": "sort the loft"}},
		{"delete the old paint thing, already binned it", "deleteTask", map[string]any{"task": "the old paint thing"}},
		{"remind me about the vet at 3pm on friday", "snoozeTask", map[string]any{"task": "the vet", "until": "at 3pm on friday", "orCreate": true}},
		{"jot down: gift ideas for dad - socks, a book, a mug", "createNote", map[string]any{"title": "Gift ideas for dad", "body": "gift ideas for dad - socks, a book, a mug"}},
		{"call notes 4/2: plumber can come thursday, bring the part by noon", "createNote", map[string]any{"title": "call notes 4/2", "body": "plumber can come thursday, bring the part by noon"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// TestRepeatDaysAndCounts: plural weekdays change a repeating task's
// days; "how many tasks … in P" lists P's tasks.
func TestRepeatDaysAndCounts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"change the bins one to thursdays instead", "setRecurrence", map[string]any{"task": "bins", "repeats": "every thursday"}},
		{"switch the swim lesson to tuesdays and saturdays", "setRecurrence", map[string]any{"task": "the swim lesson", "repeats": "every tuesday and saturday"}},
		{"change the bins one to thursday", "rescheduleTask", map[string]any{"task": "bins", "to": "thursday"}},
		{"how many tasks do I have in the garage project", "queryTasks", map[string]any{"project": "garage"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// TestTrialElevenFamilies: labels said after "tag it" (with a hash, or
// several), the old date after the new ("due monday not friday"), two
// levels said as one ("urgent/top priority"), a long notes heading, and
// "mark A as done and also B, <remark>".
func TestTrialElevenFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"i have to book the MOT before feb 2 tag it #car", "createTask", map[string]any{"title": "book the MOT", "due": "the day before feb 2", "tags": []string{"car"}}},
		{"order new brake pads, tag it car and urgent-ish", "createTask", map[string]any{"title": "order new brake pads", "tags": []string{"car", "urgent-ish"}}},
		{"add sand the shelf tagged #diy", "createTask", map[string]any{"title": "sand the shelf", "tags": []string{"diy"}}},
		{"actually the gas bill is due tuesday not thursday", "rescheduleTask", map[string]any{"task": "the gas bill", "to": "tuesday", "sameWeek": true}},
		{"the boiler check is the most important, make it high/urgent priority", "setPriority", map[string]any{"task": "boiler check", "priority": "high"}},
		{"Call notes Jan 9 w/ the plumber: part arrives friday", "createNote", map[string]any{"title": "Call notes Jan 9 w/ the plumber", "body": "part arrives friday"}},
		{"mark the gas bill as done and also the brake pads, fitted them today", "completeTask", map[string]any{"task": "the gas bill and the brake pads"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// TestTrialTwelveFamilies: a project whose name holds an event word
// ("Birthday Party") is a project; "X got pushed to D" moves X; a project
// said before the date is the task's project.
func TestTrialTwelveFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"create a project Retirement Party", "createProject", map[string]any{"name": "Retirement Party"}},
		{"start a project called Team Lunch Rota", "createProject", map[string]any{"name": "Team Lunch Rota"}},
		{"the quiz night got pushed to jan 9", "rescheduleTask", map[string]any{"task": "quiz night", "to": "jan 9"}},
		{"my physio has been moved to thursday 4pm", "rescheduleTask", map[string]any{"task": "physio", "to": "thursday 4pm"}},
		{"add order the cake to the retirement project, due jan 5", "createTask", map[string]any{"title": "order the cake", "project": "retirement", "due": "jan 5"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	// the event frame still reads an event
	wantOneStep(t, "schedule a team dinner friday", "createTask", map[string]any{"title": "team dinner", "due": "friday"})
}
