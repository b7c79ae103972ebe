package grammar

import "testing"

// TestStop47Families, in our own words: the families of trials 404–406 —
// two questions in one message, a story before a request Pace cannot do,
// news that says a thing is done, "remind me" with no "to", a title that
// ends in a number before a time, "sort by" after a question, a label
// said as "with the X tag", Nigerian Pidgin function words.
func TestStop47Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// two questions: each answered, the second about the first's project
		{"how many open jobs are in the allotment project and what is due next", []string{"queryTasks", "queryTasks"},
			[]map[string]any{{"project": "allotment"}, {"question": "what is due next in the allotment project?"}}},
		{"how many tasks in allotment? what's overdue?", []string{"queryTasks", "queryTasks"},
			[]map[string]any{{"project": "allotment"}, {"filter": "overdue"}}},
		{"what's next due in the allotment project? and how many are left in it?", []string{"queryTasks", "projectStatus"},
			[]map[string]any{{"about": "allotment project"}, {"project": "the allotment"}}},
		// one answer that says both stays one
		{"How far along is the Loft project? what is remaining?", []string{"projectStatus"}, nil},
		// a story, then what Pace cannot do: declined, nothing made
		{"My knee is bad again since the fall. Can you book me a cab to the clinic on Monday at ten?", nil, nil},
		{"We're off to the coast on Sunday and I can't decide on a coat. Could you tell me what the weather will be in Tenby on Sunday please.", nil, nil},
		{"The flood warning is out for tonight. Would you email Bryn for me to say the meeting is off please.", nil, nil},
		// a story, then a general question: the question alone
		{"Mam has had a sore throat for days and it's keeping her awake. What is good for a sore throat?", []string{"askNotes"},
			[]map[string]any{{"question": "What is good for a sore throat?"}}},
		// news that says a thing is done
		{"The chimney sweep is booked for the 4th, so that's done too.", []string{"completeTask"},
			[]map[string]any{{"task": "The chimney sweep"}}},
		{"Both Nia and Siân have said yes to the raffle prizes, bless them, so that one is done.", []string{"completeTask"},
			[]map[string]any{{"task": "the raffle prizes"}}},
		{"Ann has agreed to the flower rota, so mark that one done please", []string{"completeTask"},
			[]map[string]any{{"task": "the flower rota"}}},
		// what they wrote to say is the news
		{"The garage have rung to say the MOT has been moved to Tuesday 15th. Could you change it please.", []string{"rescheduleTask"},
			[]map[string]any{{"task": "MOT", "to": "Tuesday 15th"}}},
		// "remind me" with no "to"; "of month"
		{"remind me pay the window cleaner every 1st of month", []string{"createTask"},
			[]map[string]any{{"title": "pay the window cleaner", "repeats": "every 1st of the month"}}},
		// a title that ends in a number, then a time
		{"move standup round 3 to 11am", []string{"rescheduleTask"},
			[]map[string]any{{"task": "standup round 3", "to": "11am"}}},
		// "sort by …" after a question asks for no task
		{"what's left this week, sorted by priority please", []string{"agenda"}, nil},
		// a label said as "with the X tag"
		{"Please show me everything with the garden tag.", []string{"queryTasks"}, []map[string]any{{"tag": "garden"}}},
		{"Good evening. Could you show me everything I have got left to do please.", []string{"queryTasks"}, nil},
		// "put it as repeating" said of a task with its repeat
		{"bell practice is every thursday 7pm, put it down as repeating", []string{"createTask"},
			[]map[string]any{{"title": "bell practice", "repeats": "every thursday"}}},
		// "undo that one" with a remark after it
		{"please undo that one, the payment bounced", []string{"undo"}, nil},
	})
}

// TestStop47Pidgin: requests written in Nigerian Pidgin read as their
// standard English does; titles keep their own words.
func TestStop47Pidgin(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"I get anatomy quiz on tuesday 10am, put am as high priority", []string{"createTask"},
			[]map[string]any{{"title": "anatomy quiz", "priority": "high"}}},
		{"I get shift for the supermarket saturday 8am, tag am work", []string{"createTask"},
			[]map[string]any{{"title": "shift for the supermarket", "tags": []string{"work"}}}},
		{"football na every sunday 5pm, put am as repeating", []string{"createTask"},
			[]map[string]any{{"title": "football", "repeats": "every sunday"}}},
		{"I wan add \"return the library books\" tomorrow sha", []string{"createTask"},
			[]map[string]any{{"title": "return the library books", "due": "tomorrow"}}},
		{"remind me to pay the hostel fees on friday, e urgent", []string{"createTask"},
			[]map[string]any{{"title": "pay the hostel fees", "priority": "high"}}},
		{"everything wey I tag church, make dem high priority", []string{"bulkTasks"},
			[]map[string]any{{"tag": "church", "level": "high"}}},
		{"everything wey due tomorrow, push am to friday", []string{"bulkTasks"},
			[]map[string]any{{"filter": "tomorrow", "to": "friday"}}},
		{"wetin be my urgent things?", []string{"queryTasks"}, nil},
		{"wetin I don do finish this week?", []string{"queryTasks"}, []map[string]any{{"since": "this week"}}},
		{"how many tasks I still get for the thesis project?", []string{"queryTasks"}, []map[string]any{{"project": "thesis"}}},
		{"abeg undo that one, I press the wrong thing", []string{"undo"}, nil},
	})
	// no word of Pidgin: standard English stays as said
	for _, tc := range []struct{ in, want string }{
		{"I get paid on friday", "I get paid on friday"},
		{"set the alarm for 7 am", "set the alarm for 7 am"},
		{"put the 9 am meeting in", "put the 9 am meeting in"},
		{"football na every sunday", "football is every sunday"},
		{"I get exam tomorrow sha", "I have exam tomorrow"},
	} {
		if got := pidginPlain(tc.in); got != tc.want {
			t.Errorf("pidginPlain(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
