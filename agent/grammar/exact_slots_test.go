package grammar

import (
	"reflect"
	"testing"
)

// TestExactSlotFamilies: issue 12's families of everyday operations, in our
// own words: each request is read into exactly these steps.
func TestExactSlotFamilies(t *testing.T) {
	type st struct {
		tool string
		args map[string]any
	}
	task := func(title string, kv ...string) st {
		a := map[string]any{"title": title}
		for i := 0; i+1 < len(kv); i += 2 {
			a[kv[i]] = kv[i+1]
		}
		return st{"createTask", a}
	}
	// shop: an item of the shopping list, labelled with its name
	shop := func(title string) st {
		return st{"createTask", map[string]any{"title": title, "tags": []any{"shopping"}}}
	}
	for _, tc := range []struct {
		in   string
		want []st
	}{
		// a list said by its name, or as things to do: one task per item
		{"my grocery list: apples, oat milk, rice", []st{task("apples"), task("oat milk"), task("rice")}},
		{"packing list - charger, socks and passport", []st{task("charger"), task("socks"), task("passport")}},
		{"add to the party list: balloons, candles", []st{task("balloons"), task("candles")}},
		{"for the Allotment project I have to: dig the beds, buy seeds, fix the shed", []st{
			task("dig the beds", "project", "Allotment"), task("buy seeds", "project", "Allotment"), task("fix the shed", "project", "Allotment")}},
		{"stuff to do for Choir - print the scores, book the hall", []st{
			task("print the scores", "fileUnder", "Choir"), task("book the hall", "fileUnder", "Choir")}},
		{"i still need to: renew passport, call the vet", []st{task("renew passport"), task("call the vet")}},
		{"for Allotment: net the berries, oil the hinges", []st{task("net the berries", "fileUnder", "Allotment"), task("oil the hinges", "fileUnder", "Allotment")}},
		{"Allotment project: net the berries, oil the hinges", []st{task("net the berries", "project", "Allotment"), task("oil the hinges", "project", "Allotment")}},
		{"in the Loft project I need to paint the floor, fix the door and hang the blind", []st{
			task("paint the floor", "project", "Loft"), task("fix the door", "project", "Loft"), task("hang the blind", "project", "Loft")}},
		{"throw soap, rice and lentils on my shopping list", []st{shop("soap"), shop("rice"), shop("lentils")}},
		{"here's my to-do list: renew passport, call the vet", []st{task("renew passport"), task("call the vet")}},
		{"add to my to do list: renew passport, call the vet", []st{task("renew passport"), task("call the vet")}},
		{"chore list for sunday: hoover, dust", []st{task("hoover", "due", "sunday"), task("dust", "due", "sunday")}},
		// not lists: one task, or another request
		{"for the picnic I need to buy bread, cheese and grapes", []st{task("for the picnic I need to buy bread, cheese and grapes")}},
		{"new project Loft: sand the floor, prime the door", []st{{"createProject", map[string]any{"name": "Loft", "notes": "sand the floor, prime the door"}}}},
		// an item that comments on the one before is no list
		{"todo: water the ferns, they're wilting", []st{task("water the ferns, they're wilting")}},
		// labelling several tasks: the tool splits the reference
		{"tag renew passport and call the vet with admin", []st{{"tagTask", map[string]any{"task": "renew passport and call the vet", "tags": []string{"admin"}}}}},
		{"label do the dishes, fold laundry and take out bins as home", []st{{"tagTask", map[string]any{"task": "do the dishes, fold laundry and take out bins", "tags": []string{"home"}}}}},
		// any change to tasks named together stays one change
		{"make renew passport and call the vet urgent", []st{{"setPriority", map[string]any{"task": "renew passport and call the vet", "priority": "urgent"}}}},
		{"push renew passport and call the vet to next week", []st{{"rescheduleTask", map[string]any{"task": "renew passport and call the vet", "to": "next week"}}}},
		{"snooze water the ferns, renew passport and call the vet until monday", []st{{"snoozeTask", map[string]any{"task": "water the ferns, renew passport and call the vet", "until": "monday"}}}},
		// …but two different changes, or new tasks, stay apart
		{"snooze renew passport and move call the vet to friday", []st{{"snoozeTask", map[string]any{"task": "renew passport"}},
			{"rescheduleTask", map[string]any{"task": "call the vet", "to": "friday"}}}},
		// a date said once after two new tasks joined by "and" is both's
		{"renew passport and call the vet tomorrow", []st{task("renew passport", "due", "tomorrow"), task("call the vet", "due", "tomorrow")}},
		// what carries a label
		{"what have we tagged admin", []st{{"queryTasks", map[string]any{"tag": "admin"}}}},
		{"which tasks have the home label", []st{{"queryTasks", map[string]any{"tag": "home"}}}},
		{"what did I label as urgent?", []st{{"queryTasks", map[string]any{"tag": "urgent"}}}},
		{"anything with the admin tag?", []st{{"queryTasks", map[string]any{"tag": "admin"}}}},
		{"show tasks tagged with home", []st{{"queryTasks", map[string]any{"tag": "home"}}}},
		// bringing a project back without the word "project"
		{"bring Choir back", []st{{"restoreProject", map[string]any{"project": "Choir", "orTask": "bring Choir back"}}}},
		{"bring back the allotment", []st{{"restoreProject", map[string]any{"project": "allotment", "orTask": "bring back the allotment"}}}},
		{"revive the blog", []st{{"restoreProject", map[string]any{"project": "blog", "orTask": "revive the blog"}}}},
		// a feeling, then a change to "it": the change alone
		{"ugh I'm drowning, make it p2", []st{{"setPriority", map[string]any{"task": "it", "priority": "high"}}}},
		{"im so behind set it to urgent", []st{{"setPriority", map[string]any{"task": "it", "priority": "urgent"}}}},
		// rename: a quoted old title, an unquoted new one
		{"change 'feed cat' to feed the cat and the dog", []st{{"updateTask", map[string]any{"task": "feed cat", "title": "feed the cat and the dog"}}}},
		// a rename said in so many words: the ToolBox places a "to" inside a title
		{"rename the task called walk to work to cycle to work", []st{{"updateTask", map[string]any{"task": "walk", "title": "work to cycle to work"}}}},
		{"change the name of feed cat to feed the cats", []st{{"updateTask", map[string]any{"task": "feed cat", "title": "feed the cats"}}}},
		{"feed cat should be called feed the cats", []st{{"updateTask", map[string]any{"task": "feed cat", "title": "feed the cats"}}}},
		// #project after a preposition files the task; the rest is its title
		{"put sand the floor in #Loft", []st{task("sand the floor", "project", "Loft")}},
		{"add grout tiles to #Bathroom p2", []st{task("grout tiles", "project", "Bathroom", "priority", "high")}},
		{"put prime the door in #Loft Conversion p1", []st{task("prime the door", "project", "Loft Conversion", "priority", "urgent")}}, // capitalised words ending it: the rest of the name
	} {
		p := Plan(tc.in)
		var got []st
		for _, s := range p.Steps {
			got = append(got, st{s.Tool, normal(s.Args)})
		}
		want := make([]st, len(tc.want))
		for i, w := range tc.want {
			want[i] = st{w.tool, normal(w.args)}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %v\nwant %v", tc.in, got, want)
		}
	}
}

// TestNotTheseFamilies: near misses that must keep their old reading.
func TestNotTheseFamilies(t *testing.T) {
	for _, tc := range []struct{ in, tool string }{
		{"call bob, make it p1", "createTask"}, // a new task, then its change
		{"bring the choir project back", "restoreProject"},
		{"what's on my shopping list?", "queryTasks"},
		{"make call bob p1", "setPriority"},
		// a yes/no question about someone's event changes nothing
		{"is ann's recital on monday cancelled", "askNotes"},
	} {
		p := Plan(tc.in)
		if len(p.Steps) == 0 || p.Steps[0].Tool != tc.tool {
			t.Errorf("%q: %+v, want first %s", tc.in, p.Steps, tc.tool)
		}
	}
	if p := Plan("bring the choir project back"); p.Steps[0].Args["orTask"] != nil {
		t.Errorf("a project said as one is restored, never a task: %+v", p.Steps[0].Args)
	}
}
