package grammar

import (
	"reflect"
	"testing"
)

// TestEverydayPhrasing: families of phrasing a new user's trial missed,
// with our own examples; each row is one request and the one step it must
// become ("" tool: no step, out of scope).
func TestEverydayPhrasing(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		// a call, text or email said with when is a task for then
		{"ring the vet thursday morning", "createTask", map[string]any{"title": "ring the vet", "due": "thursday morning"}},
		{"text Priya saturday at noon", "createTask", map[string]any{"title": "text Priya", "due": "saturday at noon"}},
		{"email the accountant next tuesday about the receipts", "createTask", map[string]any{"title": "email the accountant about the receipts", "due": "next tuesday"}},
		{"give grandad a ring on sunday", "createTask", map[string]any{"title": "give grandad a ring", "due": "sunday"}},
		{"phone the garage tomorrow at 8", "createTask", map[string]any{"title": "phone the garage", "due": "tomorrow at 8"}},
		{"call my brother after work", "createTask", map[string]any{"title": "call my brother after work"}},
		{"make a call to the school on monday", "createTask", map[string]any{"title": "make a call to the school", "due": "monday"}},
		// … and without when, or to emergency services and rides, it is not
		{"call my brother", "", nil},
		{"make a call to the school", "", nil},
		{"call an ambulance tonight", "", nil},
		{"ring a taxi for 7pm", "", nil},
		{"call the fire brigade now", "", nil},
		{"text my neighbour saying the parcel is at mine tomorrow", "", nil},
		// following the news is not a to-do
		{"keep me posted on the league results", "", nil},
		{"keep me updated about the weather this weekend", "", nil},
		// a comparison asked without a question mark is not a to-do
		{"are paper bags better than plastic ones", "", nil},
		{"is a gas hob cheaper than an induction one", "", nil},
		// note to self keeps the whole text; a note that asks to be reminded is a task
		{"note to self - the bike lock code is 2291, don't lose it", "createNote", map[string]any{"title": "Bike lock code", "body": "the bike lock code is 2291, don't lose it"}},
		{"note to myself, the boiler was serviced in May. keep the receipt", "createNote", map[string]any{"title": "Boiler", "body": "the boiler was serviced in May. keep the receipt"}},
		{"note to self: remind me to defrost the freezer on saturday", "createTask", map[string]any{"title": "defrost the freezer", "due": "saturday"}},
		// a quoted title keeps its words; a project phrase after it files it
		{"add “order the banners” under a Fundraiser project", "createTask", map[string]any{"title": "order the banners", "project": "Fundraiser"}},
		{"add 'book the venue' under the Fundraiser project", "createTask", map[string]any{"title": "book the venue", "project": "Fundraiser"}},
		// a project's description may say "and"
		{"create a project Shed: clear it out and fix the roof", "createProject", map[string]any{"name": "Shed", "notes": "clear it out and fix the roof"}},
		// tasks by priority, said as questions
		{"which of my tasks are urgent", "queryTasks", map[string]any{"priority": "high"}}, // urgent: high and above
		{"which things have a low priority", "queryTasks", map[string]any{"priority": "low"}},
		{"is anything high priority", "queryTasks", map[string]any{"priority": "high"}},
		// "check whether X is on my list" asks, it adds nothing
		{"check whether the boiler service is on my to do list", "queryTasks", map[string]any{}},
		// only projects are archived, so "restore X" brings a project back
		{"restore pottery class", "restoreProject", map[string]any{"project": "pottery class"}},
		{"reactivate the Allotment", "restoreProject", map[string]any{"project": "Allotment"}},
		// labels, priorities and due dates said the long way round
		{"add the tag garden to prune the roses", "tagTask", map[string]any{"task": "prune the roses", "tags": []string{"garden"}}},
		{"put the urgent label on renew the visa", "tagTask", map[string]any{"task": "renew the visa", "tags": []string{"urgent"}}},
		{"change the visa form's priority to low", "setPriority", map[string]any{"task": "the visa form", "priority": "low"}},
		{"the essay is due thursday", "rescheduleTask", map[string]any{"task": "the essay", "to": "thursday"}},
		{"give the essay a deadline of the 14th", "rescheduleTask", map[string]any{"task": "the essay", "to": "the 14th"}},
		{"set a due date for the essay: next friday", "rescheduleTask", map[string]any{"task": "the essay", "to": "next friday"}},
		// a task for a named project, its title after a colon
		{"add a task to the Allotment project: net the brassicas", "createTask", map[string]any{"title": "net the brassicas", "project": "Allotment"}},
		// done tasks, cleared in one approved change
		{"delete all my completed tasks", "bulkTasks", map[string]any{"action": "delete", "filter": "done"}},
		// "pls" is please
		{"pls add oil the hinges", "createTask", map[string]any{"title": "oil the hinges"}},
		// a chore with how it repeats is a new task
		{"put the recycling out every other friday", "createTask", map[string]any{"title": "put the recycling out", "repeats": "every other friday"}},
	} {
		if tc.tool == "" {
			if p := Plan(tc.in); len(p.Steps) != 0 {
				t.Errorf("%q: %+v, want no step", tc.in, p.Steps)
			}
			continue
		}
		wantOneStep(t, tc.in, tc.tool, tc.args)
	}
}

// TestRestoreIsNotAlwaysAProject: a deleted task, a note or a backup is
// not brought back by restoreProject.
func TestRestoreIsNotAlwaysAProject(t *testing.T) {
	for _, in := range []string{"restore the deleted task", "restore my backup from monday", "restore the note about tiles"} {
		for _, s := range Plan(in).Steps {
			if s.Tool == "restoreProject" {
				t.Errorf("%q: %+v", in, s)
			}
		}
	}
}

// TestBatchOfCreates: "add these: a, b, c, …" is one task per item, and
// the reply heads them with their count.
func TestBatchOfCreates(t *testing.T) {
	p := Plan("add these: tape, string, scissors, glue, a stapler")
	var got []string
	for _, s := range p.Steps {
		got = append(got, s.Tool+":"+s.Args["title"].(string))
	}
	want := []string{"createTask:tape", "createTask:string", "createTask:scissors", "createTask:glue", "createTask:a stapler"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("steps %v, want %v", got, want)
	}
}
