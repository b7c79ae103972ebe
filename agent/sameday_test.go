package agent_test

import (
	"context"
	"encoding/json"
	"testing"

	"pace/agent"
	"pace/plan"
	"pace/tools"
)

// TestSameDayAs: "same day" said of a new task takes the due date of the
// task in focus ("same time" its clock too); a focus with no due date, no
// focus, a project in focus or "same day as the dentist" leave the text
// as it is.
func TestSameDayAs(t *testing.T) {
	ctx := context.Background()
	box, _ := runBox(t)
	mk := func(args string) string {
		r, err := box.Run(ctx, tools.Invocation{Tool: "createTask", Args: json.RawMessage(args)})
		if err != nil || !r.OK || r.Ref == "" {
			t.Fatalf("createTask %s: %+v %v", args, r, err)
		}
		return r.Ref
	}
	shirt := mk(`{"title":"buy the football shirt","due":"2026-12-12"}`)
	vet := mk(`{"title":"call the vet","due":"2026-12-08 15:00"}`)
	undated := mk(`{"title":"sort the shed"}`)
	for _, tc := range []struct {
		text, focus, family, want string
		ok                        bool
	}{
		{"and football boots also, same day", shirt, "task", "and football boots also on 12 Dec 2026", true},
		{"add shin pads for the same day", shirt, "task", "add shin pads on 12 Dec 2026", true},
		{"book the farrier same time", vet, "task", "book the farrier on 8 Dec 2026 at 15:00", true},
		{"book the farrier same day", vet, "task", "book the farrier on 8 Dec 2026", true},
		{"book the farrier same day and time", vet, "task", "book the farrier on 8 Dec 2026 at 15:00", true},
		{"paint the door same day", undated, "task", "paint the door same day", false},
		{"paint the door same day", "", "", "paint the door same day", false},
		{"paint the door same day", shirt, "project", "paint the door same day", false},
		{"paint the door same day as the dentist", shirt, "task", "paint the door same day as the dentist", false},
		{"paint the door on friday", shirt, "task", "paint the door on friday", false},
		{"the vet is moved to 9th December same time", shirt, "task", "the vet is moved to 9th December", true},
		{"the vet changed to friday, same hour", vet, "task", "the vet changed to friday", true},
		{"the shirt moved to 14 december same time", shirt, "task", "the shirt moved to 14 december", true},
		{"move the vet to next mon same time", shirt, "task", "move the vet to next mon", true},
		{"fire inspection moved by council to 17.12 same time", shirt, "task", "fire inspection moved by council to 17.12", true},
		{"the vet moved to 12/18, same time", shirt, "task", "the vet moved to 12/18", true},
		{"and the budget review next mon, same time", vet, "task", "and the budget review next mon at 15:00", true},
		{"moved to the 9th, same day", vet, "task", "moved to the 9th, same day", false},
		{"they've moved the game to sunday, same time", "", "", "they've moved the game to sunday", true},
	} {
		got, ok, err := agent.SameDayAs(ctx, box, tc.text, tc.focus, tc.family)
		if err != nil || ok != tc.ok || got != tc.want {
			t.Errorf("%q: got %q %v %v, want %q %v", tc.text, got, ok, err, tc.want, tc.ok)
		}
	}
}

// TestResolveOrdinal: "the second one" is the second task of the list the
// conversation showed (the previous turn's tasks first, else the latest
// list); "the last one" the last; a place beyond the list, or no list,
// is left as said.
func TestResolveOrdinal(t *testing.T) {
	list := []string{"id:a", "id:b", "id:c"}
	for _, tc := range []struct {
		tool, key, ref string
		all, listed    []string
		want           string
	}{
		{"setPriority", "task", "the second one", nil, list, "id:b"},
		{"rescheduleTask", "task", "the first one", nil, list, "id:a"},
		{"completeTask", "task", "the last one", nil, list, "id:c"},
		{"deleteTask", "task", "number 3", nil, list, "id:c"},
		{"completeTask", "task", "the 2nd task", []string{"id:x", "id:y"}, list, "id:y"},
		{"completeTask", "task", "the fourth one", nil, list, "the fourth one"},
		{"completeTask", "task", "the second one", nil, nil, "the second one"},
		{"completeTask", "task", "the second hand shop", nil, list, "the second hand shop"},
		{"updateMilestone", "milestone", "the second one", nil, list, "the second one"},
	} {
		p := plan.Plan{Steps: []plan.Step{{Tool: tc.tool, Args: map[string]any{tc.key: tc.ref}}}}
		agent.ResolveOrdinal(&p, tc.all, tc.listed)
		if got := p.Steps[0].Args[tc.key]; got != tc.want {
			t.Errorf("%s %q: got %v, want %q", tc.tool, tc.ref, got, tc.want)
		}
	}
}
