package agent_test

import (
	"context"
	"testing"
)

// TestWeekdayBeforeAnItem: "… the saturday after show day" captured (the
// weekday read as the date, "after show day" left in the title) is due the
// Saturday after that milestone; after a name the user has not got, the
// words stay in the title, undated, rather than guess the day.
func TestWeekdayBeforeAnItem(t *testing.T) {
	ctx := context.Background()
	box, run := runBox(t)
	run("createProject", `{"name":"Flower Show"}`)
	run("addMilestone", `{"project":"Flower Show","title":"show day","due":"2026-12-19"}`)
	for _, tc := range []struct{ text, title, due string }{
		{"add book the coach the saturday after show day", "book the coach", "the saturday after show day"},
		{"add stake the dahlias the friday before the show day", "stake the dahlias", "the friday before the show day"},
		{"add ring gran the sunday after the party", "ring gran the sunday after the party", ""},
	} {
		checkRelativeDue(t, ctx, box, tc.text, "", tc.title, tc.due)
	}
}
