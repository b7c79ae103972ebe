package grammar

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

// opsParseCases are readings of the everyday operations (rules_ops.go).
var opsParseCases = []struct {
	in   string
	tool string
	args map[string]any
}{
	// projects
	{"rename the project Boat Trip to Sailing Weekend", "renameProject", map[string]any{"project": "Boat Trip", "name": "Sailing Weekend"}},
	{"rename the boat trip project to sailing weekend", "renameProject", map[string]any{"project": "boat trip", "name": "sailing weekend"}},
	{"archive the Attic project", "archiveProject", map[string]any{"project": "Attic"}},
	{"archive the project Old Flat Move", "archiveProject", map[string]any{"project": "Old Flat Move"}},
	{"archive Attic", "archiveProject", map[string]any{"project": "Attic"}},
	{"restore the attic project", "restoreProject", map[string]any{"project": "attic"}},
	{"unarchive Attic", "restoreProject", map[string]any{"project": "Attic"}},
	{"delete the project Attic", "deleteProject", map[string]any{"project": "Attic"}},
	{"delete the attic project but keep its tasks", "deleteProject", map[string]any{"project": "attic", "keepTasks": true}},
	{"scrap the project Attic and keep the tasks", "deleteProject", map[string]any{"project": "Attic", "keepTasks": true}},
	{"show me my projects", "listProjects", map[string]any{}},
	{"which projects do I have?", "listProjects", map[string]any{}},
	{"list the archived projects", "listProjects", map[string]any{"archived": true}},
	// labels
	{"tag water the ferns with home", "tagTask", map[string]any{"task": "water the ferns", "tags": []string{"home"}}},
	{"label the tax return as money and @urgent", "tagTask", map[string]any{"task": "the tax return", "tags": []string{"money", "urgent"}}},
	{"untag ring the vet", "untagTask", map[string]any{"task": "ring the vet"}},
	{"remove the calls tag from ring the vet", "untagTask", map[string]any{"task": "ring the vet", "tags": []string{"calls"}}},
	{"remove all labels from ring the vet", "untagTask", map[string]any{"task": "ring the vet"}},
	// clearing a priority never deletes
	{"remove the priority from ring the vet", "setPriority", map[string]any{"task": "ring the vet", "priority": "none"}},
	{"clear the priority of the tax return", "setPriority", map[string]any{"task": "the tax return", "priority": "none"}},
	{"the tax return isn't a priority anymore", "setPriority", map[string]any{"task": "the tax return", "priority": "none"}},
	{"the tax return is no longer urgent", "setPriority", map[string]any{"task": "the tax return", "priority": "none"}},
	// milestones
	{"the first draft milestone is done", "completeMilestone", map[string]any{"milestone": "first draft"}},
	{"mark the milestone walls painted as reached", "completeMilestone", map[string]any{"milestone": "walls painted"}},
	{"we hit the launch milestone", "completeMilestone", map[string]any{"milestone": "launch"}},
	{"rename the milestone walls painted to walls and ceiling painted", "updateMilestone", map[string]any{"milestone": "walls painted", "title": "walls and ceiling painted"}},
	{"move the launch milestone to the 20th", "updateMilestone", map[string]any{"milestone": "launch", "due": "the 20th"}},
	{"delete the walls painted milestone", "deleteMilestone", map[string]any{"milestone": "walls painted"}},
	// several tasks at once
	{"move everything due today to monday", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "monday"}},
	{"push all of today's tasks to tomorrow", "bulkTasks", map[string]any{"action": "reschedule", "filter": "today", "to": "tomorrow"}},
	{"shift everything overdue to friday", "bulkTasks", map[string]any{"action": "reschedule", "filter": "overdue", "to": "friday"}},
	{"mark all the attic tasks as done", "bulkTasks", map[string]any{"action": "complete", "project": "attic"}},
	{"complete everything tagged calls", "bulkTasks", map[string]any{"action": "complete", "tag": "calls"}},
	{"delete every task in the attic project", "bulkTasks", map[string]any{"action": "delete", "project": "attic"}},
	{"clear out my to-do list", "bulkTasks", map[string]any{"action": "delete", "filter": "all"}},
	{"make all the attic tasks high priority", "bulkTasks", map[string]any{"action": "priority", "project": "attic", "level": "high"}},
	// facets
	{"show my attic tasks", "queryTasks", map[string]any{"project": "attic"}},
	{"what's in the Boat Trip project", "queryTasks", map[string]any{"project": "Boat Trip"}},
	{"what are my urgent tasks", "queryTasks", map[string]any{"priority": "high"}},
	{"show me the low priority tasks", "queryTasks", map[string]any{"priority": "low"}},
	{"what's tagged calls", "queryTasks", map[string]any{"tag": "calls"}},
	{"list my @calls tasks", "queryTasks", map[string]any{"tag": "calls"}},
	{"what's due thursday", "queryTasks", map[string]any{"day": "thursday"}},
	{"what do I have on the 3rd", "queryTasks", map[string]any{"day": "the 3rd"}},
	{"what's on my plate for monday", "queryTasks", map[string]any{"day": "monday"}},
	{"what did I finish in the last 3 days", "queryTasks", map[string]any{"since": "the last 3 days"}},
	{"what have we done this week", "queryTasks", map[string]any{"since": "this week"}},
	{"what did I get done on monday", "queryTasks", map[string]any{"filter": "done", "day": "monday"}},
}

func TestParseOps(t *testing.T) {
	for _, c := range opsParseCases {
		t.Run(c.in, func(t *testing.T) {
			p := Parse(c.in)
			if p.Tool != c.tool || !p.Understood {
				t.Fatalf("Parse(%q) = %s (rule %s), want %s", c.in, p.Tool, p.Rule, c.tool)
			}
			if !reflect.DeepEqual(p.Args, c.args) {
				t.Errorf("Parse(%q).Args = %#v, want %#v", c.in, p.Args, c.args)
			}
		})
	}
}

// TestOpsLeaveOthersAlone: the precise constructions do not claim requests
// the older rules read.
func TestOpsLeaveOthersAlone(t *testing.T) {
	for _, c := range []struct{ in, tool string }{
		{"delete the dentist appointment", "deleteTask"},
		{"complete all the paperwork", "completeTask"},
		{"mark the tax return as done", "completeTask"},
		{"move the dentist to friday", "rescheduleTask"},
		{"show me my overdue tasks", "queryTasks"},
		{"what's due today", "agenda"},
		{"rename ring the vet to ring the vet about Rex", "updateTask"},
		{"make the tax return urgent", "setPriority"},
		{"create a project Attic", "createProject"},
	} {
		t.Run(c.in, func(t *testing.T) {
			if p := Parse(c.in); p.Tool != c.tool || strings.HasPrefix(p.Rule, "bulk") {
				t.Fatalf("Parse(%q) = %s (rule %s), want %s", c.in, p.Tool, p.Rule, c.tool)
			}
		})
	}
}

// TestOpsEndToEnd runs the readings on a real store through the ToolBox and
// checks the replies read in plain words.
func TestOpsEndToEnd(t *testing.T) {
	clock := &storetest.Clock{T: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)}
	db := storetest.MustOpen(t, store.Options{Now: clock.Now})
	box := tools.NewToolBox(db, tools.Options{Now: clock.Now, Location: time.UTC})
	for i, step := range []struct{ in, want string }{
		{"create a project Attic", "Created the project “Attic”"},
		{"add sort the boxes to the Attic project", "in Attic"},
		{"remind me to ring the vet tomorrow at 9am", "Created “ring the vet”"},
		{"tag ring the vet with calls", "Labelled “ring the vet” @calls"},
		{"make ring the vet urgent", "urgent"},
		{"remove the priority from ring the vet", "ring the vet"},
		{"water the ferns every tuesday and friday", "repeating every Tuesday and Friday"},
		{"what's tagged calls", "1 task open tagged @calls"},
		{"archive the Attic project", "Archived the project “Attic”"},
		{"what's in the Attic project", "1 task open in Attic"},
		{"restore the attic project", "Restored the project “Attic”"},
		{"rename the project Attic to Loft", "Renamed the project “Attic” to “Loft”"},
	} {
		out := execute(t, box, step.in, "g"+string(rune('a'+i)))
		r := Reply(out)
		if out.Failed != 0 || !strings.Contains(r, step.want) {
			t.Fatalf("%q: reply %q, want %q", step.in, r, step.want)
		}
		if strings.Contains(r, "FREQ=") || strings.Contains(r, "Task") {
			t.Fatalf("%q: reply not in plain words: %q", step.in, r)
		}
	}
	// The vet task still exists after its priority was removed.
	if out := execute(t, box, "what's tagged calls", "gz"); len(out.Steps[0].Result.Items) != 1 {
		t.Fatal("removing the priority took the task away")
	}
}
