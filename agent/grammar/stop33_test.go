package grammar

import (
	"reflect"
	"testing"
)

// TestStop33Families, in our own words: emoji standing for things in a
// list ("buy 🥛 and 🍞") stay in the title while an emoji after a finished
// sentence still ends it; lines of a message that are no request of their
// own are one more thing like the first line; a message to someone about a
// moved event is no move of a task; counts of a day's, a period's or all
// the open tasks; the busiest day of a week.
func TestStop33Families(t *testing.T) {
	for _, tc := range []struct {
		in    string
		tools []string
		args  []map[string]any
	}{
		{"get 🍌 and 🥚 on saturday", []string{"createTask"}, []map[string]any{{"title": "get 🍌 and 🥚", "due": "saturday"}}},
		{"buy 🧀 tonight", []string{"createTask"}, []map[string]any{{"title": "buy 🧀", "due": "tonight"}}},
		{"get oat milk and 🍌", []string{"createTask"}, []map[string]any{{"title": "get oat milk and 🍌"}}},
		{"the gutters are cleaned 👍", []string{"completeTask"}, []map[string]any{{"task": "clean the gutters"}}},
		{"order printer ink\nand also paper", []string{"createTask", "createTask"}, []map[string]any{{"title": "order printer ink"}, {"title": "order paper"}}},
		{"buy stamps\nenvelopes\nand parcel tape", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "buy stamps"}, {"title": "buy envelopes"}, {"title": "buy parcel tape"}}},
		{"send an email to Priya to tell her the book club has been moved to Thursday", nil, nil},
		{"could you write a message to the caretaker saying the meeting has moved to monday", nil, nil},
		{"how many tasks do I have on thursday", []string{"queryTasks"}, []map[string]any{{"day": "thursday"}}},
		{"how many jobs have we got due tomorrow", []string{"queryTasks"}, []map[string]any{{"day": "tomorrow"}}},
		{"how many things are there this week", []string{"queryTasks"}, []map[string]any{{"filter": "this week"}}},
		{"how many tasks have I got at the moment", []string{"queryTasks"}, []map[string]any{{}}},
		{"how many todos are still open", []string{"queryTasks"}, []map[string]any{{}}},
		{"what's my busiest day next week?", []string{"queryTasks"}, []map[string]any{{"busiest": true, "filter": "next week"}}},
		{"which day is the busiest this week", []string{"queryTasks"}, []map[string]any{{"busiest": true, "filter": "this week"}}},
		{"when am I busiest", []string{"queryTasks"}, []map[string]any{{"busiest": true, "filter": "upcoming"}}},
		// trials 128–130 families
		{"remind me to renew the car tax b4 the 18th pls, it runs out on the 20th", []string{"createTask"}, []map[string]any{{"title": "renew the car tax", "due": "the 18th"}}},
		{"Tick off the boiler service task, the engineer came this morning", []string{"completeTask"}, []map[string]any{{"task": "the boiler service task"}}},
		{"Could you rename \"order bread\" to \"order sourdough\", my neighbour recommended it", []string{"updateTask"}, []map[string]any{{"task": "order bread", "title": "order sourdough"}}},
		{"Push everything due tomorrow to friday please, tomorrow I will be at a funeral", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "tomorrow", "to": "friday"}}},
		{"Finally, could you give me a run-down of everything due before new year, so I can plan the week", []string{"queryTasks"}, []map[string]any{{"before": "new year"}}},
		{"add the open day 9 may as a milestone in the school fair project", []string{"addMilestone"}, []map[string]any{{"title": "the open day", "due": "9 may", "project": "school fair"}}},
		{"put all 4 in a wedding project", []string{"updateTask"}, []map[string]any{{"task": "them", "project": "wedding"}}},
		{"yoga class thursday 7pm, put it under a fitness project", []string{"createTask"}, []map[string]any{{"title": "yoga class", "due": "thursday 7pm", "project": "fitness"}}},
		{"everything in allotment w/out a date give it 3 march", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "undated", "project": "allotment", "to": "3 march"}}},
		{"Everything in the Garage project that hasn't got a date yet, please set it for Monday the 14th.", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "filter": "undated", "project": "Garage", "to": "Monday the 14th"}}},
		{"Everything due on monday in the thesis project, move to wednesday", []string{"bulkTasks"}, []map[string]any{{"action": "reschedule", "day": "monday", "project": "thesis", "to": "wednesday"}}},
		{"Delete all the finished tasks of the Garden project", []string{"bulkTasks"}, []map[string]any{{"action": "delete", "filter": "done", "project": "Garden"}}},
		{"Grazie! Last one: set priority of everything in the Wedding project to high", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "project": "Wedding"}}},
		{"Which tasks of the garage project I still have open?", []string{"queryTasks"}, []map[string]any{{"project": "garage"}}},
		{"How many tasks I have with high priority?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"What urgent things have I still got to do?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"Are there any tasks that are overdue, or that I forgot about?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"Which projects have I got on the go, and how far along is each one?", []string{"listProjects"}, []map[string]any{{}}},
		{"my mistake, the parcel hasn't come yet, so could you put that back as not done please", []string{"reopenTask"}, []map[string]any{{"task": "the parcel"}}},
		{"oops not done yet, the glue didn't hold", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		{"the dentist one, actually is on friday not thursday", []string{"rescheduleTask"}, []map[string]any{{"task": "dentist", "to": "friday"}}},
		{"The school run — actually I'll do it on Tuesday rather than Monday, as the car is in the garage.", []string{"rescheduleTask"}, []map[string]any{{"task": "The school run", "to": "Tuesday"}}},
		{"The passport interview is confirmed for 9 january 10:15, update it", []string{"rescheduleTask"}, []map[string]any{{"task": "The passport interview", "to": "9 january 10:15"}}},
		{"Add a task: pay the window cleaner on day 3, every month", []string{"createTask"}, []map[string]any{{"title": "pay the window cleaner", "repeats": "every month on the 3rd"}}},
		{"add garden stuff: buy compost, fix the gate, prune roses by sunday", []string{"createTask", "createTask", "createTask"}, []map[string]any{{"title": "buy compost"}, {"title": "fix the gate"}, {"title": "prune roses", "due": "sunday"}}},
		{"posted the parcel! tick it off", []string{"completeTask"}, []map[string]any{{"task": "post the parcel"}}},
		{"Remind me every Monday to ring the butcher with the order, at 9am please, and tag it suppliers.", []string{"createTask"}, []map[string]any{{"title": "ring the butcher with the order", "due": "at 9am", "repeats": "every Monday", "tags": []string{"suppliers"}}}},
		{"move the allotment project deadline to 23rd may", []string{"updateMilestone"}, []map[string]any{{"milestone": "Deadline", "project": "allotment", "due": "23rd may", "orCreate": true}}},
		{"the deadline for the thesis project is now 3 june", []string{"updateMilestone"}, []map[string]any{{"milestone": "Deadline", "project": "thesis", "due": "3 june", "orCreate": true}}},
		{"when is the thesis deadline", []string{"listMilestones"}, []map[string]any{{"project": "thesis"}}},
		{"Create a project Loft Clearance, deadline 30 january", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Loft Clearance"}, {"project": "$1", "title": "Deadline", "due": "30 january"}}},
		{"what are my milestones", []string{"listMilestones"}, []map[string]any{{}}},
		{"Please delete the launch party milestone from the Bakery project, we have cancelled it.", []string{"deleteMilestone"}, []map[string]any{{"milestone": "launch party"}}},
		{"Add there: book the van until friday, label the boxes on saturday", []string{"createTask", "createTask"}, []map[string]any{{"title": "book the van", "due": "friday", "project": "that"}, {"title": "label the boxes", "due": "saturday", "project": "that"}}},
		{"Put in the Wedding project: book the DJ, order the cake", []string{"createTask", "createTask"}, []map[string]any{{"title": "book the DJ", "project": "Wedding"}, {"title": "order the cake", "project": "Wedding"}}},
		{"add these: bake the scones by friday, and confirm the cheese and onion pasty orders by the 18th", []string{"createTask", "createTask"}, []map[string]any{{"title": "bake the scones", "due": "friday"}, {"title": "confirm the cheese and onion pasty orders", "due": "the 18th"}}},
		{"the renewal form must be before 20 december, and is high priority", []string{"rescheduleTask", "setPriority"}, []map[string]any{{"task": "the renewal form", "to": "20 december"}, {"task": "$1", "priority": "high"}}},
		{"I need to start a project for the garden room, the builders come in March, could you call it Garden Room please.", []string{"createProject"}, []map[string]any{{"name": "Garden Room"}}},
		{"I've cleared the gutters at long last", []string{"completeTask"}, []map[string]any{{"task": "clear the gutters"}}},
		{"Please mark the milk order as done for this week.", []string{"completeTask"}, []map[string]any{{"task": "the milk order"}}},
		{"Put label urgent in all the tasks of this project", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "this", "tags": []string{"urgent"}}}},
		{"label all the tasks in that project errands", []string{"bulkTasks"}, []map[string]any{{"action": "tag", "project": "that", "tags": []string{"errands"}}}},
		{"please make a reminder", nil, nil},
		{"draft my cover letter for me", nil, nil},
		{"Can you order for me the new passport photos online?", nil, nil},
		{"how many tasks are there in the Allotment project", []string{"queryTasks"}, []map[string]any{{"project": "Allotment"}}},
	} {
		p := PlanAsTurn(tc.in)
		var tools []string
		var args []map[string]any
		for _, st := range p.Steps {
			tools = append(tools, st.Tool)
			args = append(args, st.Args)
		}
		if !reflect.DeepEqual(tools, tc.tools) || !reflect.DeepEqual(args, tc.args) {
			t.Errorf("%q:\n got %v %v (note %q)\nwant %v %v", tc.in, tools, args, p.Note, tc.tools, tc.args)
		}
	}
}

// TestDatedCaptureOffered: a dated clause the classifier doubts, opening
// with no word of a device or an errand Pace cannot run, is offered as a
// task ("Add this as a task?"), never refused; device requests are still
// declined.
func TestDatedCaptureOffered(t *testing.T) {
	p := PlanAsTurn("long ride 40k sunday 9am")
	if p.Clarify == nil || len(p.Clarify.Options) != 2 || len(p.Clarify.Options[0].Steps) != 1 || p.Clarify.Options[0].Steps[0].Args["title"] != "long ride 40k" {
		t.Errorf("dated capture: %+v", p)
	}
	for _, in := range []string{"set an alarm for 6am tomorrow", "play some jazz at 9pm tonight"} {
		if p := PlanAsTurn(in); len(p.Steps) != 0 || p.Clarify != nil {
			t.Errorf("%q: %+v", in, p)
		}
	}
}
