package views

import (
	"context"
	"testing"
	"time"

	"pace/store"
)

// demoNow is the fixed clock of the demo data and the screenshots.
var demoNow = time.Date(2026, 11, 30, 9, 30, 0, 0, time.UTC)

// demo fills db with a small, believable week: two projects, a few tasks
// (one overdue), notes about a budget meeting and a garden, linked.
func demo(t testing.TB, db *store.DB) map[string]string {
	t.Helper()
	ids := map[string]string{}
	at := func(days int, h, m int) *time.Time {
		d := time.Date(2026, 11, 30+days, h, m, 0, 0, time.UTC)
		return &d
	}
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		garden, err := tx.Projects().Insert(store.Project{Name: "Garden", Notes: "Raised beds for spring"})
		if err != nil {
			return err
		}
		budget, err := tx.Projects().Insert(store.Project{Name: "Household budget 2027"})
		if err != nil {
			return err
		}
		ids["garden"], ids["budget"] = garden.ID, budget.ID
		if _, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: garden.ID, Title: "Seedlings", Due: at(91, 0, 0)}); err != nil {
			return err
		}
		if _, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: budget.ID, Title: "Draft to Sam", Due: at(4, 0, 0)}); err != nil {
			return err
		}
		add := func(key, title string, due *time.Time, hasTime bool, project string, done bool, deps ...string) error {
			task := store.Task{Title: title, Due: due, HasTime: hasTime, ProjectID: project, Done: done, DependsOn: deps}
			if done {
				task.CompletedAt = &demoNow
			}
			got, err := tx.Tasks().Insert(task)
			ids[key] = got.ID
			return err
		}
		steps := []error{
			add("bank", "Call the bank about the mortgage rate", at(0, 17, 0), true, "", false),
			add("dentist", "Book the dentist", at(-2, 0, 0), false, "", false),
			add("seeds", "Buy seed trays and compost", at(2, 0, 0), false, garden.ID, false),
			add("beds", "Build the raised beds", at(5, 0, 0), false, garden.ID, false),
			add("water", "Water the plants", at(0, 0, 0), false, "", true),
			add("receipts", "Collect this year's receipts", at(1, 0, 0), false, budget.ID, false),
			add("plan", "Plan the planting order", nil, false, garden.ID, true),
		}
		for _, e := range steps {
			if e != nil {
				return e
			}
		}
		for key, set := range map[string]func(*store.Task){
			"bank":    func(t *store.Task) { t.Priority, t.Tags = 3, []string{"calls"} },
			"dentist": func(t *store.Task) { t.Priority = 4 },
			"seeds":   func(t *store.Task) { t.Tags = []string{"errands"} },
		} {
			task, _ := tx.Tasks().Get(ids[key])
			set(&task)
			if _, err := tx.Tasks().Update(task); err != nil {
				return err
			}
		}
		beds, _ := tx.Tasks().Get(ids["beds"])
		beds.DependsOn = []string{ids["seeds"]}
		if _, err := tx.Tasks().Update(beds); err != nil {
			return err
		}
		draft := store.Task{Title: "Write the budget draft", Due: at(3, 0, 0), ProjectID: budget.ID, DependsOn: []string{ids["receipts"]}}
		got, err := tx.Tasks().Insert(draft)
		if err != nil {
			return err
		}
		ids["draft"] = got.ID
		notes := []struct{ key, title, body string }{
			{"meeting", "Budget meeting, October", "# Budget meeting, October\n\nWith Sam, 14 October.\n\n## Decisions\n\n- We keep the grocery budget at **450 a month** and review it in January.\n- The holiday fund gets 120 a month from November.\n- Sam drafts the 2027 plan; I collect this year's receipts first.\n\n## Open questions\n\n- Do we switch the energy contract before the winter?\n"},
			{"energy", "Energy contract", "Current tariff ends 31 January. Two offers so far: fixed for 12 months, or variable with a cap.\n\nSee [[Budget meeting, October]]."},
			{"gardenplan", "Garden plan", "Three raised beds along the south fence.\n\n1. Tomatoes and basil\n2. Beans and courgettes\n3. Salad, radishes, herbs\n\nStart seedlings indoors in early March."},
			{"seedlist", "Seed list", "- Tomato 'Sungold'\n- Dwarf French beans\n- Basil 'Genovese'\n- Radish 'French Breakfast'"},
		}
		for _, n := range notes {
			got, err := tx.Notes().Insert(store.Note{Title: n.title, Body: n.body, Tags: demoNoteTags[n.key]})
			if err != nil {
				return err
			}
			ids[n.key] = got.ID
		}
		links := []store.Link{
			{FromKind: "note", FromID: ids["energy"], ToKind: "note", ToID: ids["meeting"], Type: store.LinkMentions},
			{FromKind: "note", FromID: ids["seedlist"], ToKind: "note", ToID: ids["gardenplan"], Type: store.LinkPartOf},
			{FromKind: "note", FromID: ids["gardenplan"], ToKind: "project", ToID: garden.ID, Type: store.LinkRelatesTo},
			{FromKind: "note", FromID: ids["meeting"], ToKind: "project", ToID: budget.ID, Type: store.LinkRelatesTo},
			{FromKind: "task", FromID: ids["receipts"], ToKind: "note", ToID: ids["meeting"], Type: store.LinkRelatesTo},
			{FromKind: "task", FromID: ids["draft"], ToKind: "note", ToID: ids["meeting"], Type: store.LinkRelatesTo},
		}
		for _, l := range links {
			if _, _, err := tx.Graph().Insert(l); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// demoNoteTags are the demo notes' tags.
var demoNoteTags = map[string][]string{"gardenplan": {"garden"}, "seedlist": {"garden", "shopping"}, "meeting": {"money"}}

// demoTurns is a conversation that shows every kind of card.
func demoTurns(ids map[string]string, meetingBody string) []Turn {
	passage := "We keep the grocery budget at **450 a month** and review it in January."
	start := indexOf(meetingBody, passage)
	passage2 := "Current tariff ends 31 January."
	return []Turn{
		{ID: "t1", Request: "Remind me to call the bank about the mortgage rate today at 5pm", Status: StatusDone, Changed: true,
			Records: []Record{{Tool: "createTask", Family: "task", Summary: "Created “Call the bank about the mortgage rate”, due today 17:00", Status: RecordOK}},
			Reply:   "Done. I'll have it on today's list for 17:00."},
		{ID: "t2", Request: "Start a Garden project with a milestone Seedlings by March 1, and add buy seed trays for Wednesday", Status: StatusDone, Changed: true,
			Outline: []string{"Create project Garden", "Add milestone Seedlings to Garden", "Create task Buy seed trays"},
			Records: []Record{
				{Tool: "createProject", Family: "project", Summary: "Created project Garden", Status: RecordOK},
				{Tool: "addMilestone", Family: "project", Summary: "Added milestone Seedlings, due Mon 1 Mar", Status: RecordOK},
				{Tool: "createTask", Family: "task", Summary: "Created “Buy seed trays and compost” in Garden, due Wednesday", Status: RecordOK},
			},
			Reply: "Garden is set up: one milestone and the first task."},
		{ID: "t3", Request: "What did we decide in the budget meeting?", Status: StatusDone,
			Records: []Record{{Tool: "askNotes", Family: "search", Summary: "Answered from 2 notes", Status: RecordOK,
				Citations: []Citation{
					{N: 1, NoteID: ids["meeting"], Title: "Budget meeting, October", Passage: passage, Start: start, End: start + len(passage)},
					{N: 2, NoteID: ids["energy"], Title: "Energy contract", Passage: passage2, Start: 0, End: len(passage2)},
				}}},
			Reply: "You kept the grocery budget at 450 a month, to be reviewed in January [1]. The energy contract question is still open: the current tariff ends 31 January [2]."},
		{ID: "t4", Request: "Delete the task water the plants", Status: StatusDone, Changed: true, Undone: true,
			Records: []Record{{Tool: "deleteTask", Family: "task", Summary: "Deleted “Water the plants”", Status: RecordOK}},
			Reply:   "Deleted “Water the plants”."},
		{ID: "t5", Request: "Summarize my week", Status: StatusFailed, OffDevice: true,
			Err: "The model server at gpu-box.lan:11434 is not answering. Start it, then retry."},
	}
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return 0
}
