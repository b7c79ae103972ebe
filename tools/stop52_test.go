package tools_test

import (
	"context"
	"slices"
	"testing"

	"pace/tools"
)

// TestProjectSlotKeepsTitleWords: a list filed under "cycling" keeps the
// title's own word "club" though the project is "Cycling club"; a label
// said after a project's name leaves the name and becomes a tag.
func TestProjectSlotKeepsTitleWords(t *testing.T) {
	for _, c := range []struct {
		name, args, title, project string
		tags                       []string
	}{
		{"a title word that is also in the project's name", `{"title":"pay the club jersey","project":"cycling"}`, "pay the club jersey", "Cycling club", nil},
		{"a hashtag's rest still joins the name", `{"title":"book the venue Planning","project":"Q3"}`, "book the venue", "Q3 Planning", nil},
		{"a label after the project's name", `{"title":"count the stock","project":"Q3 Planning @finance"}`, "count the stock", "Q3 Planning", []string{"finance"}},
		{"two labels after a new project's name", `{"title":"count the stock","project":"Year end @finance @urgent"}`, "count the stock", "Year end", []string{"finance", "urgent"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			f.must("createProject", `{"name":"Cycling club"}`)
			f.must("createProject", `{"name":"Q3 Planning"}`)
			res := f.must("createTask", c.args)
			task := f.task(res.Ref)
			tags := slices.Clone(task.Tags)
			slices.Sort(tags)
			if task.Title != c.title || task.ProjectName != c.project || !slices.Equal(tags, c.tags) {
				t.Fatalf("got %q in %q %v; want %q in %q %v", task.Title, task.ProjectName, task.Tags, c.title, c.project, c.tags)
			}
			if err := f.tb.Verify(context.Background(), inv("createTask", c.args), res); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestPriorityStep: "lower" and "higher" move a task's priority one step
// from its own, with a postcondition and one undo.
func TestPriorityStep(t *testing.T) {
	for _, c := range []struct {
		name, from, step, want string
	}{
		{"high to medium", "high", "lower", "medium"},
		{"urgent to high", "urgent", "lower", "high"},
		{"none lowered is low", "none", "lower", "low"},
		{"low stays low", "low", "lower", "low"},
		{"none raised is high", "none", "higher", "high"},
		{"medium to high", "normal", "higher", "high"},
		{"urgent stays urgent", "urgent", "higher", "urgent"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			f.must("createTask", `{"title":"service the van","priority":"`+c.from+`"}`)
			f.turn("turn-2")
			before := f.state()
			args := `{"task":"service the van","priority":"` + c.step + `"}`
			res := f.must("setPriority", args)
			task := f.task(res.Ref)
			if got := tools.PriorityName(task.Priority); got != c.want {
				t.Fatalf("priority = %s, want %s (%s)", got, c.want, res.Summary)
			}
			if err := f.tb.Verify(context.Background(), inv("setPriority", args), res); err != nil {
				t.Fatal(err)
			}
			if c.from != c.want && !(c.from == "normal" && c.want == "medium") {
				f.must("undo", `{}`)
				if f.state() != before {
					t.Fatal("undo did not restore the priority")
				}
			}
		})
	}
}

// TestItemsToldApartByArticles: "the flour order and the sugar and yeast
// one" names two tasks, one with "and" in its title.
func TestItemsToldApartByArticles(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"flour order"}`)
	f.must("createTask", `{"title":"sugar and yeast order"}`)
	f.must("createTask", `{"title":"yeast starter"}`)
	res := f.must("tagTask", `{"task":"the flour order and the sugar and yeast order","tags":["suppliers"]}`)
	tagged := 0
	for _, title := range []string{"flour order", "sugar and yeast order"} {
		for _, g := range f.task(title).Tags {
			if g == "suppliers" {
				tagged++
			}
		}
	}
	if tagged != 2 || len(f.task("yeast starter").Tags) != 0 {
		t.Fatalf("tagged %d of 2: %s", tagged, res.Summary)
	}
}

// TestPressingTasksUrgentFirst: "what's the most urgent thing?" lists the
// urgent tasks before the high ones, each level in due order.
func TestPressingTasksUrgentFirst(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call the vet","due":"tomorrow","priority":"high"}`)
	f.must("createTask", `{"title":"order ear tags","priority":"urgent"}`)
	f.must("createTask", `{"title":"fix the gate","priority":"high"}`)
	f.must("createTask", `{"title":"sweep the yard","priority":"low"}`)
	res := f.must("queryTasks", `{"priority":"high"}`)
	var got []string
	for _, it := range res.Items {
		got = append(got, it.Title)
	}
	if want := []string{"order ear tags", "call the vet", "fix the gate"}; !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}
