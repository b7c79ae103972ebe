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

// TestStop37Families, in our own words: the families of stop 36's known
// misses — the most important things asked for, how many of a kind, what
// of a kind is on the list, a summary of all projects, how a project is
// tracking, a thing said to be due then "put that in", a new project named
// with its deadline in the next sentence, a repeat changed "instead", a
// habit said with its days then "put that in", milestones listed after a
// new project's name.
func TestStop37Families(t *testing.T) {
	checkTurns(t, []turnCase{
		{"what's the most important stuff I've got on my plate", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"show me my top priority jobs atm", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"how many allotment jobs do I have left", []string{"queryTasks"}, []map[string]any{{"about": "allotment"}}},
		{"how many overdue tasks have I got", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"what invoices do I still have", []string{"queryTasks"}, []map[string]any{{"about": "invoice"}}},
		{"could you give me a brief rundown of all my projects", []string{"listProjects"}, nil},
		{"sum up my projects please", []string{"listProjects"}, nil},
		{"how's the loft conversion shaping up?", []string{"projectStatus"}, []map[string]any{{"project": "loft conversion"}}},
		{"the dog licence is due 9 april, stick that on my list", []string{"createTask"}, []map[string]any{{"title": "dog licence", "due": "9 april"}}},
		{"the boiler service is due next tuesday, put it in and label it house", []string{"createTask"}, []map[string]any{{"title": "boiler service", "due": "next tuesday", "tags": []string{"house"}}}},
		{"I would like to make a project called “Choir tour”. The end date is 30 May.", []string{"createProject", "addMilestone"}, []map[string]any{{"name": "Choir tour"}, {"project": "$1", "title": "Deadline", "due": "30 May"}}},
		{"change the bin day to every thursday instead of wednesday", []string{"setRecurrence"}, []map[string]any{{"task": "the bin day", "repeats": "every thursday"}}},
		{"every wednesday at 8pm we have choir practice, put that down please", []string{"createTask"}, []map[string]any{{"title": "choir practice", "due": "at 8pm", "repeats": "every wednesday"}}},
		{"Start a project Allotment; milestones are beds dug by the 2nd and seeds sown by the 9th", []string{"createProject", "addMilestone", "addMilestone"}, []map[string]any{{"name": "Allotment"}, {"project": "$1", "title": "beds dug", "due": "the 2nd"}, {"project": "$1", "title": "seeds sown", "due": "the 9th"}}},
	})
}
