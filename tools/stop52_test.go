package tools_test

import (
	"context"
	"slices"
	"testing"
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
