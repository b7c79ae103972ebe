package agent

import (
	"reflect"
	"strings"
	"testing"

	"pace/agent/grammar"
	"pace/plan"
)

// TestAskWhich: a step still pointing at "it" after the focus was applied
// becomes a question; a resolved or named reference runs.
func TestAskWhich(t *testing.T) {
	for _, tc := range []struct {
		focus, family string
		args          map[string]any
		asks          bool
	}{
		{"", "", map[string]any{"task": "it", "priority": "urgent"}, true},
		{"", "", map[string]any{"task": "That one", "priority": "urgent"}, true},
		{"", "", map[string]any{"project": "this"}, true},
		{"id:42", "task", map[string]any{"task": "it", "priority": "urgent"}, false},
		{"id:42", "", map[string]any{"task": "it", "priority": "urgent"}, false},
		{"id:42", "project", map[string]any{"task": "it", "priority": "urgent"}, true}, // a project named last: which task?
		{"id:42", "project", map[string]any{"project": "it"}, false},
		{"id:42", "project", map[string]any{"project": "the", "name": "Site"}, false}, // "rename the project to Site"
		{"id:42", "task", map[string]any{"project": "the project", "name": "Site"}, true},
		{"id:42", "project", map[string]any{"task": "the", "priority": "urgent"}, false}, // only a project slot
		{"", "", map[string]any{"task": "$1", "priority": "urgent"}, false},
		{"", "", map[string]any{"task": "call bob", "priority": "urgent"}, false},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "setPriority", Args: tc.args}}, Understood: true}
		ResolvePronouns(&p, tc.focus, tc.family)
		AskWhich(&p)
		if asked := len(p.Steps) == 0 && p.Note != ""; asked != tc.asks {
			t.Errorf("focus %q args %v: asked=%v (%+v)", tc.focus, tc.args, asked, p)
		}
	}
}

// TestMilestonePronoun: after a milestone was named, "that milestone" and
// "reopen it" mean it; after a task, "that milestone" is asked about.
func TestMilestonePronoun(t *testing.T) {
	for _, tc := range []struct {
		family, tool, key string
		want              any // nil: asked
	}{
		{"milestone", "completeMilestone", "milestone", "id:7"},
		{"milestone", "reopenTask", "task", "id:7"},
		{"milestone", "setPriority", "task", nil},
		{"task", "completeMilestone", "milestone", nil},
		{"project", "completeMilestone", "milestone", nil},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: tc.tool, Args: map[string]any{tc.key: "that"}}}, Understood: true}
		ResolvePronouns(&p, "id:7", tc.family)
		AskWhich(&p)
		var got any
		if len(p.Steps) == 1 {
			got = p.Steps[0].Args[tc.key]
		}
		if got != tc.want {
			t.Errorf("%s after a %s: %v, want %v", tc.tool, tc.family, got, tc.want)
		}
	}
}

// TestUndoThenRequest: "scratch that, delete X" undoes the last request
// only when it changed something; otherwise the undo step goes and the
// rest runs (an older change is never taken back).
func TestUndoThenRequest(t *testing.T) {
	steps := func() []plan.Step {
		return []plan.Step{{Tool: "undo", Args: map[string]any{}}, {Tool: "deleteTask", Args: map[string]any{"task": "make dinner"}}}
	}
	p := plan.Plan{Steps: steps(), Understood: true}
	UndoThat(&p, PreviousTurn{Known: true, Request: "move make dinner to 7pm", Changed: false})
	if len(p.Steps) != 1 || p.Steps[0].Tool != "deleteTask" {
		t.Errorf("after a request that changed nothing: %+v", p.Steps)
	}
	p = plan.Plan{Steps: steps(), Understood: true}
	UndoThat(&p, PreviousTurn{Known: true, Request: "add make dinner", Changed: true, Group: "g1"})
	if len(p.Steps) != 2 || p.Steps[0].Args["group"] != "g1" {
		t.Errorf("after a change: %+v", p.Steps)
	}
}

// TestResolveProjectPronouns: "that project" in a project slot is the
// project the conversation last named; a named project stays.
func TestResolveProjectPronouns(t *testing.T) {
	p := plan.Plan{Steps: []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": "pick tiles", "project": "that"}},
		{Tool: "archiveProject", Args: map[string]any{"project": "it"}},
		{Tool: "createTask", Args: map[string]any{"title": "x", "project": "Garden"}},
	}}
	ResolveProjectPronouns(&p, "id:p")
	for i, want := range []string{"id:p", "id:p", "Garden"} {
		if got := p.Steps[i].Args["project"]; got != want {
			t.Errorf("step %d: %v, want %s", i+1, got, want)
		}
	}
}

// TestMeantOther: "I meant the airbnb one" after a change takes that turn
// back and makes the same change to the item named now; with no change
// before it, or a change that named no task, nothing runs and the reply
// asks for the change in full.
func TestMeantOther(t *testing.T) {
	meant := func() plan.Plan {
		return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "undo", Args: map[string]any{"meant": "the airbnb one"}}}}
	}
	p := meant()
	MeantOther(&p, PreviousTurn{Known: true, Request: "move the hotel to sunday", Changed: true, Group: "g7"})
	want := []plan.Step{
		{Tool: "undo", Args: map[string]any{"group": "g7"}},
		{Tool: "rescheduleTask", Args: map[string]any{"task": "the airbnb one", "to": "sunday"}},
	}
	if !reflect.DeepEqual(p.Steps, want) {
		t.Errorf("after a move:\n got %+v\nwant %+v", p.Steps, want)
	}
	for _, prev := range []PreviousTurn{
		{},
		{Known: true, Request: "move the hotel to sunday", Changed: false},
		{Known: true, Request: "new project Garden", Changed: true, Group: "g8"},
	} {
		p := meant()
		MeantOther(&p, prev)
		if len(p.Steps) != 0 || p.Note == "" {
			t.Errorf("%+v: %+v", prev, p)
		}
	}
	// "sorry, I meant friday": the same change on that day — the task just
	// added, moved, or moved again, snoozed again: one change of its own,
	// so undoing it never loses the task (undoing the capture and adding
	// it again could not be undone whole)
	for _, tc := range []struct {
		prev, day string
		want      plan.Step
	}{
		{"move the hotel to sunday", "friday", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "the hotel", "to": "friday"}}},
		{"remind me to book the hotel on sunday", "friday", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "friday"}}},
		{"ring mum saturday at 3pm", "friday", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "friday at 3pm"}}},
		// a time window keeps both ends
		{"coffee with ana sat 2-3pm", "friday", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "friday 2-3pm"}}},
		{"snooze the call until monday at 10am", "friday", plan.Step{Tool: "snoozeTask", Args: map[string]any{"task": "the call", "until": "friday at 10am"}}},
		{"coffee with ana on saturday from 10am to 11:30", "friday", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "friday from 10am to 11:30"}}},
		// a bare day of the month keeps the month corrected
		{"ring Ravi on 3rd January", "4th", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "4th January"}}},
		// a day said after a change with no date (its priority, a label):
		// the task just changed gets that day too
		{"make the anthem high priority", "the 17th", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "the 17th"}}},
		{"tag the anthem choir", "friday", plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "friday"}}},
	} {
		p = plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "undo", Args: map[string]any{"meantDate": tc.day}}}}
		MeantOther(&p, PreviousTurn{Known: true, Request: tc.prev, Changed: true, Group: "g10"})
		if want := []plan.Step{tc.want}; !reflect.DeepEqual(p.Steps, want) {
			t.Errorf("meant %s after %q:\n got %+v\nwant %+v", tc.day, tc.prev, p.Steps, want)
		}
	}
	// a request Pace asked about ("which of these?") and that was answered:
	// its one reading of one step is what ran, so the day moves it
	asked := "order tiles on the 14th"
	if q := grammar.Plan(asked); q.Clarify == nil || len(q.Steps) != 0 {
		t.Fatalf("%q is no longer asked about: %+v (pick another request)", asked, q)
	}
	p = plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "undo", Args: map[string]any{"meantDate": "the 15th"}}}}
	MeantOther(&p, PreviousTurn{Known: true, Request: asked, Changed: true, Group: "g12"})
	if want := []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "the 15th"}}}; !reflect.DeepEqual(p.Steps, want) {
		t.Errorf("meant the 15th after an answered question:\n got %+v\nwant %+v", p.Steps, want)
	}
	p = plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "undo", Args: map[string]any{"meantDate": "friday"}}}}
	MeantOther(&p, PreviousTurn{Known: true, Request: "rename the hotel to the airbnb", Changed: true, Group: "g11"})
	if len(p.Steps) != 0 || p.Note == "" {
		t.Errorf("a date meant after a change with no date: %+v", p)
	}
	// a plain undo is left to UndoThat
	p = plan.Plan{Steps: []plan.Step{{Tool: "undo", Args: map[string]any{}}}}
	MeantOther(&p, PreviousTurn{Known: true, Changed: true, Group: "g9"})
	if len(p.Steps) != 1 || p.Steps[0].Args["group"] != nil {
		t.Errorf("plain undo: %+v", p.Steps)
	}
}

// TestNoteOnItPronoun: "add a note to it: …" after a task puts the text in
// that task's notes; a note slot of another tool keeps to notes.
func TestNoteOnItPronoun(t *testing.T) {
	p := plan.Plan{Steps: []plan.Step{
		{Tool: "appendNote", Args: map[string]any{"note": "it", "text": "x"}},
		{Tool: "deleteNote", Args: map[string]any{"note": "it"}},
	}}
	ResolvePronouns(&p, "id:t1", "task")
	if p.Steps[0].Args["note"] != "id:t1" || p.Steps[1].Args["note"] != "it" {
		t.Errorf("%+v", p.Steps)
	}
}

// TestUndoDescribed: "undo the move to sunday" takes back the last turn
// when it was a move, and nothing when it was another kind of change.
func TestUndoDescribed(t *testing.T) {
	for _, tc := range []struct {
		say, prev string
		undone    bool
	}{
		{"undo the move to sunday", "push the town jobs to sunday", true},
		{"undo the move to sunday", "yes", true}, // an approval: its reading says no kind
		{"undo the delete", "delete the milk", true},
		{"undo deleting the milk", "get rid of the milk task", true},
		{"undo the move to sunday", "delete the milk", false},
		{"undo that rename", "mark the milk done", false},
	} {
		p := grammar.Plan(tc.say)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "undo" {
			t.Fatalf("%q: %+v", tc.say, p.Steps)
		}
		UndoThat(&p, PreviousTurn{Known: true, Request: tc.prev, Changed: true, Group: "g1"})
		if got := len(p.Steps) == 1 && p.Steps[0].Args["group"] == "g1"; got != tc.undone {
			t.Errorf("%q after %q: undone %v, want %v (%+v, %q)", tc.say, tc.prev, got, tc.undone, p.Steps, p.Note)
		}
		if len(p.Steps) == 1 && p.Steps[0].Args["described"] != nil {
			t.Errorf("%q: the described kind reached the tool: %+v", tc.say, p.Steps[0].Args)
		}
	}
}

// TestResolveThem: "them" after a turn that named several tasks is each
// of them, one step per task, with later plan references renumbered;
// with fewer than two tasks it is left to ResolvePronouns; "these two"
// after two turns that named one each is those two (Request.Recent).
func TestResolveThem(t *testing.T) {
	p := plan.Plan{Steps: []plan.Step{
		{Tool: "tagTask", Args: map[string]any{"task": "them both", "tags": []string{"errands"}}},
		{Tool: "setPriority", Args: map[string]any{"task": "$2", "priority": "high"}},
	}}
	ResolveThem(&p, []string{"id:a", "id:b"}, nil)
	var got []string
	for _, s := range p.Steps {
		got = append(got, s.Tool+" "+s.Args["task"].(string))
	}
	want := []string{"tagTask id:a", "tagTask id:b", "setPriority $3"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	one := plan.Plan{Steps: []plan.Step{{Tool: "tagTask", Args: map[string]any{"task": "them", "tags": []string{"x"}}}}}
	ResolveThem(&one, []string{"id:a"}, nil)
	if len(one.Steps) != 1 || one.Steps[0].Args["task"] != "them" {
		t.Errorf("one task in focus: %+v", one.Steps)
	}
	two := plan.Plan{Steps: []plan.Step{{Tool: "updateTask", Args: map[string]any{"task": "these two", "project": "Rota"}}}}
	ResolveThem(&two, []string{"id:b"}, []string{"id:x", "id:a", "id:b"})
	if len(two.Steps) != 2 || two.Steps[0].Args["task"] != "id:a" || two.Steps[1].Args["task"] != "id:b" {
		t.Errorf("these two after two turns of one each: %+v", two.Steps)
	}
	three := plan.Plan{Steps: []plan.Step{{Tool: "updateTask", Args: map[string]any{"task": "all three", "project": "Rota"}}}}
	ResolveThem(&three, nil, []string{"id:a", "id:b"})
	if len(three.Steps) != 1 {
		t.Errorf("all three with two named: %+v, want it left as said", three.Steps)
	}
	if s := grammar.Plan("tag them both errands").Steps; len(s) != 1 || !themRefs[s[0].Args["task"].(string)] {
		t.Errorf("the grammar's reading is no set reference: %+v", s)
	}
}

// TestUndoAfterUndo: "undo" said again after an undo names what is
// already undone and takes back nothing older.
func TestUndoAfterUndo(t *testing.T) {
	for _, tc := range []struct {
		reply, want string
	}{
		{"Undid: Created “post the parcel”", "That is already undone (Created “post the parcel”)"},
		{"That is already undone (…).", "Your last request was an undo"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: "undo", Args: map[string]any{}}}, Understood: true}
		UndoThat(&p, PreviousTurn{Known: true, Request: "undo", Reply: tc.reply})
		if len(p.Steps) != 0 || !strings.HasPrefix(p.Note, tc.want) || strings.Contains(p.Note, "changed nothing") {
			t.Errorf("after %q: %+v", tc.reply, p)
		}
	}
}

// TestRepeatCorrected: "actually make it Monday evening" right after a
// capture repeating on a weekday changes how it repeats; after a capture
// that does not repeat, or with a date of the month, it moves the task.
func TestRepeatCorrected(t *testing.T) {
	weekly := PreviousTurn{Known: true, Changed: true, Request: "bins out every sunday evening"}
	once := PreviousTurn{Known: true, Changed: true, Request: "call mum sunday"}
	for _, tc := range []struct {
		prev       PreviousTurn
		text, tool string
		repeats    string
	}{
		{weekly, "actually make it Monday evening, they've changed the collection day", "setRecurrence", "every Monday evening"},
		{weekly, "actually make it tuesday at 7pm", "setRecurrence", "every tuesday at 7pm"},
		{once, "actually make it monday", "rescheduleTask", ""},
		{once, "make it monday evening", "rescheduleTask", ""},
	} {
		p := grammar.Plan(tc.text)
		MeantOther(&p, tc.prev)
		RepeatCorrected(&p, tc.prev)
		if len(p.Steps) != 1 || p.Steps[0].Tool != tc.tool || tc.repeats != "" && p.Steps[0].Args["repeats"] != tc.repeats {
			t.Errorf("%q after %q: %+v", tc.text, tc.prev.Request, p.Steps)
		}
	}
}

// TestUndoAskedAgain: "undo that" after a request that asked for an undo in
// words that were not understood ("undo that the cheque bounced" before
// stop 46) is that same undo, of the newest change; after any other
// request that changed nothing it still changes nothing.
func TestUndoAskedAgain(t *testing.T) {
	undo := func() plan.Plan {
		return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "undo", Args: map[string]any{}}}}
	}
	p := undo()
	UndoThat(&p, PreviousTurn{Known: true, Request: "sorry could you take that back, wrong one", Changed: false})
	if len(p.Steps) != 1 || p.Steps[0].Tool != "undo" || p.Steps[0].Args["group"] != nil {
		t.Errorf("after an undo asked in words: %+v", p)
	}
	p = undo()
	UndoThat(&p, PreviousTurn{Known: true, Request: "what's due today?", Changed: false})
	if len(p.Steps) != 0 || p.Note == "" {
		t.Errorf("after a question: %+v", p)
	}
	p = undo()
	UndoThat(&p, PreviousTurn{Known: true, Request: "undo", Changed: false})
	if len(p.Steps) != 0 {
		t.Errorf("after an undo that ran: %+v", p)
	}
}
