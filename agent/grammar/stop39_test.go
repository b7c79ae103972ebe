package grammar

import "testing"

// TestStop39Families, in our own words: the families of stop 38's known
// misses — "the X ones" for the tasks of X in a question; "add X to the
// shopping project" files X under the project, where "the shopping list"
// labels it; "remind me a week before D to X"; "X the day before the
// flight on D" (the event in the title, the offset from its day the date);
// "put it in P project" without "the"; "both under P"; a label renamed ("rename the errands label to personal").
func TestStop39Families(t *testing.T) {
	checkTurns(t, []turnCase{
		{"show me the garden ones", []string{"queryTasks"}, []map[string]any{{"project": "garden"}}},
		{"what are the work ones", []string{"queryTasks"}, []map[string]any{{"project": "work"}}},
		{"list the high priority ones", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"add oat milk to the shopping project", []string{"createTask"}, []map[string]any{{"title": "oat milk", "project": "shopping"}}},
		{"add oat milk to the shopping list", []string{"createTask"}, []map[string]any{{"title": "oat milk", "tags": []string{"shopping"}}}},
		{"remind me one week before christmas to post the cards", []string{"createTask"}, []map[string]any{{"title": "post the cards", "due": "one week before christmas"}}},
		{"remind me 2 days before the 20th to pay the deposit", []string{"createTask"}, []map[string]any{{"title": "pay the deposit", "due": "2 days before the 20th"}}},
		{"add charge the camera the day before the wedding on june 5", []string{"createTask"}, []map[string]any{{"title": "charge the camera for the wedding", "due": "the day before june 5"}}},
		{"remind me to order the cab two days before my flight, which is on the 19th", []string{"createTask"}, []map[string]any{{"title": "order the cab for my flight", "due": "two days before the 19th"}}},
		{"rename the errands label to personal", []string{"bulkTasks"}, []map[string]any{{"action": "relabel", "tags": []string{"errands"}, "as": "personal"}}},
		{"change all the errands tags to home", []string{"bulkTasks"}, []map[string]any{{"action": "relabel", "tags": []string{"errands"}, "as": "home"}}},
		{"relabel @work as @office", []string{"bulkTasks"}, []map[string]any{{"action": "relabel", "tags": []string{"work"}, "as": "office"}}},
		{"rename the errands task to post office run", []string{"updateTask"}, []map[string]any{{"task": "the errands task", "title": "post office run"}}},
		{"Call the florist for a quote on friday, put it in wedding project", []string{"createTask"}, []map[string]any{{"title": "Call the florist for a quote", "due": "friday", "project": "wedding"}}},
		{"add gas bill due 18th, and council tax due 28th Dec, both under bills", []string{"createTask", "createTask"}, []map[string]any{{"title": "gas bill", "due": "18th", "project": "bills"}, {"title": "council tax", "due": "28th Dec", "project": "bills"}}},
	})
	if p := PlanAsTurn("show me the other ones"); len(p.Steps) == 1 && p.Steps[0].Args["project"] != nil {
		t.Errorf("show me the other ones: %+v, want no project called other", p.Steps)
	}
}
