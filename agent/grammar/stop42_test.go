package grammar

import "testing"

// TestStop42Families, in our own words: the families of stop 41's known
// misses and of trials 299 on.
func TestStop42Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// tasks filed under a milestone: new ones with "add"/"put" (the
		// agent moves a task the user has), the user's own with "move"
		{"put sand the deck and oil the bench under the Summer ready milestone", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "sand the deck", "milestone": "Summer ready"}, {"title": "oil the bench", "milestone": "Summer ready"}}},
		{"add book the skip to the clear-out milestone of the Attic project", []string{"createTask"},
			[]map[string]any{{"title": "book the skip", "milestone": "clear-out", "project": "Attic"}}},
		{"please file sand the deck, oil the bench and hang lights under milestone Summer ready", []string{"updateTask", "updateTask", "updateTask"},
			[]map[string]any{{"task": "sand the deck", "milestone": "Summer ready"}, {"task": "oil the bench"}, {"task": "hang lights"}}},
		{"stick that in the summer ready milestone", []string{"updateTask"}, []map[string]any{{"task": "it", "milestone": "summer ready"}}},
		// a question about a milestone's tasks is no filing
		{"what is in the summer ready milestone?", []string{"queryTasks"}, nil},
		{"which tasks are under the summer ready milestone", []string{"queryTasks"}, nil},
	})
}
