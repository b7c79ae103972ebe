package grammar

import (
	"reflect"
	"testing"

	"pace/plan"
)

// TestTrialThirteenFamilies: a correction of the item just made ("change
// that to …"), a time said as what something should be ("X should be 3pm
// not 11"), a priority with a remark after it, an undo with a reason, a
// past form missing its "e", a state said of a noun with its complement,
// and "should be done by D" as a deadline, never a repetition or a
// completion.
func TestTrialThirteenFamilies(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		{"actually change that to post the parcel and the card", "updateTask", map[string]any{"task": "that", "title": "post the parcel and the card"}},
		{"change it to water the ferns", "updateTask", map[string]any{"task": "it", "title": "water the ferns"}},
		{"change it to urgent", "setPriority", map[string]any{"task": "it", "priority": "urgent"}},
		{"change that to friday", "rescheduleTask", map[string]any{"task": "that", "to": "friday"}},
		{"oh the haircut should be 3pm not 11", "rescheduleTask", map[string]any{"task": "the haircut", "to": "3pm"}},
		{"the vet is now thursday", "rescheduleTask", map[string]any{"task": "the vet", "to": "thursday"}},
		{"the essay should be done by monday", "rescheduleTask", map[string]any{"task": "the essay", "to": "monday"}},
		{"the bins should happen every tuesday", "setRecurrence", map[string]any{"task": "the bins", "repeats": "every tuesday"}},
		{"the car wash can be low priority, my car is clean enough", "setPriority", map[string]any{"task": "the car wash", "priority": "low"}},
		{"hmm undo that, I didn't finish it", "undo", map[string]any{}},
		{"i bookd the ferry", "completeTask", map[string]any{"task": "book the ferry"}},
		{"edit the pharmacy reminder to say collect the inhaler", "updateTask", map[string]any{"task": "the pharmacy reminder", "title": "collect the inhaler"}},
		{"the deadline for the grant form should be jan 9", "rescheduleTask", map[string]any{"task": "the grant form", "to": "jan 9"}},
		{"the garage rang, my mot is now at 2:30", "rescheduleTask", map[string]any{"task": "my mot", "to": "2:30"}},
		{"tickets for the show are bought!", "completeTask", map[string]any{"task": "buy tickets for the show"}},
	} {
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
	// what is still to do is no report that it is done
	for _, in := range []string{"the essay needs to be done", "the essay should be done", "the essay should be fun"} {
		if p := Plan(in); len(p.Steps) == 1 && p.Steps[0].Tool != "agenda" {
			t.Errorf("%q: %+v, want no change", in, p.Steps)
		}
	}
}

// TestSeveralCapturesSaidTogether: two captures each with its own date,
// a date said once after two, the verb two share, and a list under a name
// ("tasks:", "garden stuff -") whose item holds two captures.
func TestSeveralCapturesSaidTogether(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"renew the car tax by jan 4 and reconcile the joint account next fri", []plan.Step{
			{Tool: "createTask", Args: map[string]any{"title": "renew the car tax", "due": "jan 4"}},
			{Tool: "createTask", Args: map[string]any{"title": "reconcile the joint account", "due": "next fri"}}}},
		{"call the dentist tomorrow and the garage on monday", []plan.Step{
			{Tool: "createTask", Args: map[string]any{"title": "call the dentist", "due": "tomorrow"}},
			{Tool: "createTask", Args: map[string]any{"title": "call the garage", "due": "monday"}}}},
		{"mop the floor and dust the shelves on sunday", []plan.Step{
			{Tool: "createTask", Args: map[string]any{"title": "mop the floor", "due": "sunday"}},
			{Tool: "createTask", Args: map[string]any{"title": "dust the shelves", "due": "sunday"}}}},
		{"tasks: clean the oven sun morning, return the drill, pay the window cleaner tonight", []plan.Step{
			{Tool: "createTask", Args: map[string]any{"title": "clean the oven", "due": "sun morning"}},
			{Tool: "createTask", Args: map[string]any{"title": "return the drill"}},
			{Tool: "createTask", Args: map[string]any{"title": "pay the window cleaner", "due": "tonight"}}}},
		{"garden stuff - sow the peas by march 1 and prune the roses next sat", []plan.Step{
			{Tool: "createTask", Args: map[string]any{"title": "sow the peas", "due": "march 1"}},
			{Tool: "createTask", Args: map[string]any{"title": "prune the roses", "due": "next sat"}}}},
	} {
		if got := Plan(tc.in).Steps; !reflect.DeepEqual(got, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, got, tc.steps)
		}
	}
	// one capture whose second name has no date and no verb stays one
	if got := Plan("pick up Sam at 3 and Alex at 4").Steps; len(got) != 1 {
		t.Errorf("pick up Sam and Alex: %+v", got)
	}
	// a date said for the second of two items with a comma is its own
	if got := Plan("mop the floor, dust the shelves on sunday").Steps; len(got) != 2 || got[0].Args["due"] != nil {
		t.Errorf("comma list: %+v", got)
	}
}

// TestBareToDoNeverJustRefused: a to-do verb with an object ("order tiles
// by friday", "sand the doors") is a task, or — when the classifier reads
// it as something Pace cannot do — a question offering that task; it is
// never refused outright, and nothing changes before the answer.
func TestBareToDoNeverJustRefused(t *testing.T) {
	for _, in := range []string{"order tiles by friday", "sand the doors", "order tiles", "order new filters for the hoover",
		"sand and varnish the bench"} {
		p := Plan(in)
		if len(p.Steps) == 1 && p.Steps[0].Tool == "createTask" {
			continue
		}
		if len(p.Steps) != 0 || p.Clarify == nil || len(p.Clarify.Options) == 0 ||
			len(p.Clarify.Options[0].Steps) != 1 || p.Clarify.Options[0].Steps[0].Tool != "createTask" {
			t.Errorf("%q: %+v (clarify %+v), want the task or the task offered", in, p.Steps, p.Clarify)
		}
	}
}

// TestMoreEverydayFamilies: tasks moved into a project said by name, text
// added as an item's note, a project with its milestones in one breath,
// timetable days ("MWF"), and "I meant X" after a change.
func TestMoreEverydayFamilies(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"move repaint the gate and buy hinges into Garden", []plan.Step{
			{Tool: "updateTask", Args: map[string]any{"task": "repaint the gate and buy hinges", "fileUnder": "Garden"}}}},
		{"move it to Allotment", []plan.Step{{Tool: "updateTask", Args: map[string]any{"task": "it", "fileUnder": "Allotment"}}}},
		{"add a note to the gate task: use the green paint", []plan.Step{
			{Tool: "appendNote", Args: map[string]any{"note": "the gate task", "text": "use the green paint"}}}},
		{"attach a note to buy hinges saying brass ones", []plan.Step{
			{Tool: "appendNote", Args: map[string]any{"note": "buy hinges", "text": "brass ones"}}}},
		{"new project Allotment, milestones: beds dug feb 1, seeds sown mar 15", []plan.Step{
			{Tool: "createProject", Args: map[string]any{"name": "Allotment"}},
			{Tool: "addMilestone", Args: map[string]any{"project": "$1", "title": "beds dug", "due": "feb 1"}},
			{Tool: "addMilestone", Args: map[string]any{"project": "$1", "title": "seeds sown", "due": "mar 15"}}}},
		{"start a project Thesis with a milestone: draft done jan 30", []plan.Step{
			{Tool: "createProject", Args: map[string]any{"name": "Thesis"}},
			{Tool: "addMilestone", Args: map[string]any{"project": "$1", "title": "draft done", "due": "jan 30"}}}},
		{"swim MWF at 7am", []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "swim", "due": "at 7am", "repeats": "MWF"}}}},
		{"no, I meant the ferry one", []plan.Step{{Tool: "undo", Args: map[string]any{"meant": "the ferry one"}}}},
	} {
		if got := Plan(tc.in).Steps; !reflect.DeepEqual(got, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, got, tc.steps)
		}
	}
	// a place or a time after "put/move … to/in" is no project
	for _, in := range []string{"put the milk in the fridge", "move the call to eleven", "move the standup to nine thirty"} {
		for _, st := range Plan(in).Steps {
			if st.Args["fileUnder"] != nil {
				t.Errorf("%q: %+v", in, st)
			}
		}
	}
}

// TestSetsByPlaceAndWhen: a set named by its place or label and by when it
// is due ("this week", "before christmas", "that's done"), to see or to
// change at once.
func TestSetsByPlaceAndWhen(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"push all the garage tasks due this week to next monday", []plan.Step{
			{Tool: "bulkTasks", Args: map[string]any{"action": "reschedule", "project": "garage", "filter": "this week", "to": "next monday"}}}},
		{"move everything in the garage project that's due before easter to may", []plan.Step{
			{Tool: "bulkTasks", Args: map[string]any{"action": "reschedule", "project": "garage", "before": "easter", "to": "in may"}}}},
		{"delete everything in garage that's done", []plan.Step{
			{Tool: "bulkTasks", Args: map[string]any{"action": "delete", "project": "garage", "filter": "done"}}}},
		{"show me the garage tasks due this week", []plan.Step{
			{Tool: "queryTasks", Args: map[string]any{"project": "garage", "filter": "this week"}}}},
		{"what's due next week in the garage project", []plan.Step{
			{Tool: "queryTasks", Args: map[string]any{"project": "garage", "filter": "next week"}}}},
		{"list everything tagged errands that's overdue", []plan.Step{
			{Tool: "queryTasks", Args: map[string]any{"tag": "errands", "filter": "overdue"}}}},
	} {
		if got := Plan(tc.in).Steps; !reflect.DeepEqual(got, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, got, tc.steps)
		}
	}
}

// TestTrialFourteenFamilies: a statement before a change ("they spotted a
// typo in it, reopen X"), a priority question with "right now", "what's on
// my plate for P", the next N days, an undo with "I'll …" after it, a date
// that is not needed, a milestone named by a statement, a milestone delete
// with a remark, words of a title swapped, and a project named in a remark.
func TestTrialFourteenFamilies(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"argh they spotted a typo in it, reopen the quote task", []plan.Step{{Tool: "reopenTask", Args: map[string]any{"task": "the quote task"}}}},
		{"what's high priority right now?", []plan.Step{{Tool: "queryTasks", Args: map[string]any{"priority": "high"}}}},
		{"what's on my plate for the allotment project", []plan.Step{{Tool: "queryTasks", Args: map[string]any{"project": "allotment"}}}},
		{"what's due in the next 7 days", []plan.Step{{Tool: "queryTasks", Args: map[string]any{"filter": "upcoming"}}}},
		{"what's due in the next 3 days", []plan.Step{{Tool: "queryTasks", Args: map[string]any{"before": "in 3 days"}}}},
		{"undo that, I'll phone them myself", []plan.Step{{Tool: "undo", Args: map[string]any{}}}},
		{"the passport photos thing doesnt need a date, clear it", []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "the passport photos thing", "to": "none"}}}},
		{"the floor plan got signed off today, mark that milestone done", []plan.Step{{Tool: "completeMilestone", Args: map[string]any{"milestone": "the floor plan got signed off"}}}},
		{"remove the venue visit milestone, we skipped it", []plan.Step{{Tool: "deleteMilestone", Args: map[string]any{"milestone": "venue visit"}}}},
		{"make it 10k instead of 5k", []plan.Step{{Tool: "updateTask", Args: map[string]any{"task": "it", "replace": "5k", "with": "10k"}}}},
		{"make it thursday instead of wednesday", []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": "thursday", "sameWeek": true}}}},
		{"sand the gate - its for the house so Garden project", []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "sand the gate", "project": "Garden"}}}},
	} {
		if got := Plan(tc.in).Steps; !reflect.DeepEqual(got, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, got, tc.steps)
		}
	}
}

// TestTrialFifteenFamilies: "X needs doing by D", a copula left before a
// date, "drop off" as an errand, a statement then "put it back on my
// list", undo with any reason, "anything on sunday?", the set said before
// the verb, a rename whose new title holds "and", a date taken back ("on
// tuesday, no wait, wednesday"), a remark naming someone, "don't need it",
// and "X! tick off that milestone".
func TestTrialFifteenFamilies(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"the car service needs doing by friday", []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "the car service", "to": "friday", "orCreate": true}}}},
		{"Leo's school disco is next friday at 6pm", []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "Leo's school disco", "due": "next friday at 6pm"}}}},
		{"drop off the library books tomorrow", []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "drop off the library books", "due": "tomorrow"}}}},
		{"argh the council tax payment failed, put it back on my list", []plan.Step{{Tool: "reopenTask", Args: map[string]any{"task": "council tax payment"}}}},
		{"undo that, I was too quick", []plan.Step{{Tool: "undo", Args: map[string]any{}}}},
		{"anything on saturday?", []plan.Step{{Tool: "queryTasks", Args: map[string]any{"day": "saturday"}}}},
		{"everything due today move to monday pls", []plan.Step{{Tool: "bulkTasks", Args: map[string]any{"action": "reschedule", "filter": "today", "to": "monday"}}}},
		{"rename pack the car to pack the car and check the tyres", []plan.Step{{Tool: "updateTask", Args: map[string]any{"task": "pack the car", "title": "pack the car and check the tyres"}}}},
		{"book the vet for thursday, no wait, friday", []plan.Step{{Tool: "createTask", Args: map[string]any{"title": "book the vet", "due": "friday"}}}},
		{"delete the buy bulbs task, Ana already got some", []plan.Step{{Tool: "deleteTask", Args: map[string]any{"task": "the buy bulbs task"}}}},
		{"delete the tickets printed milestone, don't need it", []plan.Step{{Tool: "deleteMilestone", Args: map[string]any{"milestone": "tickets printed"}}}},
		{"hotel is booked! tick off that milestone", []plan.Step{{Tool: "completeMilestone", Args: map[string]any{"milestone": "hotel booked"}}}},
	} {
		if got := Plan(tc.in).Steps; !reflect.DeepEqual(got, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, got, tc.steps)
		}
	}
}

// TestTrialSixteenFamilies: small talk before an explicit request, a task
// added "to it" after a new project, a set named then changed with "it",
// and "put it back" after a reopen said in other words.
func TestTrialSixteenFamilies(t *testing.T) {
	for _, tc := range []struct {
		in    string
		steps []plan.Step
	}{
		{"hello! I'm Ana. quick one: remind me to water the seedlings tomorrow at 8am", []plan.Step{
			{Tool: "createTask", Args: map[string]any{"title": "water the seedlings", "due": "tomorrow at 8am"}}}},
		{"create a project Loft and add a task to it to measure the hatch", []plan.Step{
			{Tool: "createProject", Args: map[string]any{"name": "Loft"}},
			{Tool: "createTask", Args: map[string]any{"project": "$1", "title": "measure the hatch"}}}},
		{"everything due friday, push it to monday", []plan.Step{
			{Tool: "bulkTasks", Args: map[string]any{"action": "reschedule", "day": "friday", "to": "monday"}}}},
		{"I didn't actually post the card, the shop was shut. put it back", []plan.Step{
			{Tool: "reopenTask", Args: map[string]any{"task": "post the card"}}}},
	} {
		if got := Plan(tc.in).Steps; !reflect.DeepEqual(got, tc.steps) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.in, got, tc.steps)
		}
	}
}
