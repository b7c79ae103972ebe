package grammar

import "testing"

// TestStop37Emoji, in our own words: a run of emoji inside a request stays
// in the title or note when the words go on after it, and ends a sentence
// only when a new request, question or greeting stands beside it.
func TestStop37Emoji(t *testing.T) {
	checkTurns(t, []turnCase{
		{"add pick up the cake 🎂 for dad on saturday", []string{"createTask"}, []map[string]any{{"title": "pick up the cake 🎂 for dad", "due": "saturday"}}},
		{"note: the recital went so well 🎻🎉 the whole class played", []string{"createNote"}, []map[string]any{{"body": "the recital went so well 🎻🎉 the whole class played", "title": "Recital went so well"}}},
		{"add ring nan 📞 friday", []string{"createTask"}, []map[string]any{{"title": "ring nan 📞", "due": "friday"}}},
		{"the boiler is fixed 🔧 can you mark it done", []string{"completeTask"}, nil},
		{"hiya 😀 add feed the fish tomorrow", []string{"createTask"}, []map[string]any{{"title": "feed the fish", "due": "tomorrow"}}},
	})
}
