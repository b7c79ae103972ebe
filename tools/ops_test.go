package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
)

// opsCase is one everyday operation on the seeded store: the call, what its
// summary says, a check of the store afterwards, and (for changes) that its
// postcondition holds and one undo restores the store exactly.
type opsCase struct {
	name, tool, args string
	setup            func(f *fixture)
	ok               bool
	want             string
	check            func(t *testing.T, f *fixture)
}

var opsCases = []opsCase{
	// projects
	{name: "list projects with progress", tool: "listProjects", args: `{}`, ok: true, want: "You have 3 projects",
		setup: func(f *fixture) {
			f.must("createTask", `{"title":"rake leaves","project":"Garden"}`)
			f.must("completeTask", `{"task":"rake leaves"}`)
		},
		check: func(t *testing.T, f *fixture) {
			r := f.must("listProjects", `{}`)
			if !strings.Contains(r.Detail, "Garden — 1 of 2 done · next milestone “beds dug”") || !strings.Contains(r.Detail, "Home office — no tasks yet") {
				t.Fatalf("detail %s", r.Detail)
			}
		}},
	{name: "rename a project", tool: "renameProject", args: `{"project":"Garden","name":"Garden and yard"}`, ok: true,
		want: "Renamed the project “Garden” to “Garden and yard”", check: func(t *testing.T, f *fixture) {
			if p := f.task("water the plants").ProjectName; p != "Garden and yard" {
				t.Fatalf("task filed in %q", p)
			}
		}},
	{name: "rename onto another project's name", tool: "renameProject", args: `{"project":"Garden","name":"home OFFICE"}`, want: "already called “Home office”"},
	{name: "rename to an empty name", tool: "renameProject", args: `{"project":"Garden","name":"  "}`, want: "Give the new name"},
	{name: "move a milestone by its bare name", tool: "rescheduleTask", args: `{"task":"beds dug","by":"1 week"}`, ok: true,
		want: "beds dug", check: func(t *testing.T, f *fixture) {
			r := f.must("listMilestones", `{"project":"Garden"}`)
			if !strings.Contains(r.Detail, "Fri 11 Dec") {
				t.Fatalf("the milestone did not move a week: %s", r.Detail)
			}
		}},
	{name: "move a milestone by its bare name to a day", tool: "rescheduleTask", args: `{"task":"beds dug","to":"next monday"}`, ok: true, want: "beds dug"},
	{name: "describe a project", tool: "describeProject", args: `{"project":"Garden","description":"the spring planting"}`, ok: true,
		want: "Described “Garden” as “the spring planting”", check: func(t *testing.T, f *fixture) {
			if r := f.must("projectStatus", `{"project":"Garden"}`); !strings.Contains(r.Detail, "the spring planting") {
				t.Fatalf("status does not show the description: %s", r.Detail)
			}
		}},
	{name: "describe a project as it already reads", tool: "describeProject", args: `{"project":"Garden","description":"the spring planting"}`, ok: true,
		setup: func(f *fixture) {
			f.must("describeProject", `{"project":"Garden","description":"the spring planting"}`)
		},
		want: "already reads that way"},
	{name: "clear a project's description", tool: "describeProject", args: `{"project":"Garden","description":""}`, ok: true,
		setup: func(f *fixture) {
			f.must("describeProject", `{"project":"Garden","description":"the spring planting"}`)
		},
		want: "Cleared the description of “Garden”"},
	{name: "archive a project", tool: "archiveProject", args: `{"project":"Garden"}`, ok: true,
		want: "Archived the project “Garden” and its 1 task still open; they stay searchable", check: func(t *testing.T, f *fixture) {
			if a := f.must("agenda", `{}`); strings.Contains(a.Detail, "water the plants") {
				t.Fatalf("the agenda still shows an archived project's task: %s", a.Detail)
			}
			if q := f.must("queryTasks", `{"filter":"overdue"}`); len(q.Items) != 0 {
				t.Fatalf("queries still show it: %s", q.Detail)
			}
			if s := f.must("searchEverything", `{"query":"water plants"}`); len(s.Items) == 0 {
				t.Fatal("an archived project's task is no longer searchable")
			}
			if l := f.must("listProjects", `{"archived":true}`); len(l.Items) != 1 || l.Items[0].Title != "Garden" {
				t.Fatalf("archived list %s", l.Detail)
			}
			if q := f.must("queryTasks", `{"project":"Garden"}`); len(q.Items) != 1 {
				t.Fatalf("naming the archived project lists its tasks: %s", q.Detail)
			}
		}},
	{name: "archive twice", tool: "archiveProject", args: `{"project":"Garden"}`, ok: true, want: "already archived; nothing changed",
		setup: func(f *fixture) { f.must("archiveProject", `{"project":"Garden"}`) }},
	{name: "restore an archived project", tool: "restoreProject", args: `{"project":"Garden"}`, ok: true,
		want:  "Restored the project “Garden” with its 1 task still open",
		setup: func(f *fixture) { f.must("archiveProject", `{"project":"Garden"}`) },
		check: func(t *testing.T, f *fixture) {
			if q := f.must("queryTasks", `{"filter":"overdue"}`); len(q.Items) != 1 {
				t.Fatalf("restored task missing: %s", q.Detail)
			}
		}},
	{name: "bring back an archived project by name", tool: "restoreProject", args: `{"project":"the Garden","orTask":"bring the Garden back"}`, ok: true,
		want: "Restored the project “Garden”", setup: func(f *fixture) { f.must("archiveProject", `{"project":"Garden"}`) }},
	{name: "bring back what no project is called", tool: "restoreProject", args: `{"project":"the library books","orTask":"bring the library books back"}`, ok: true,
		want: "Created “bring the library books back”"},
	{name: "bring back a project only near the name", tool: "restoreProject", args: `{"project":"home","orTask":"bring home back"}`, ok: true,
		want: "Created “bring home back”", setup: func(f *fixture) { f.must("archiveProject", `{"project":"Home office"}`) }},
	{name: "bring back a project by the words of its name", tool: "restoreProject", args: `{"project":"alps trip","orTask":"bring alps trip back"}`, ok: true,
		want: "Restored the project “Alps Trip 2027”", setup: func(f *fixture) {
			f.must("createProject", `{"name":"Alps Trip 2027"}`)
			f.must("archiveProject", `{"project":"Alps Trip 2027"}`)
		}},
	{name: "restore an active project", tool: "restoreProject", args: `{"project":"Garden"}`, ok: true, want: "already active"},
	{name: "delete a project with its tasks", tool: "deleteProject", args: `{"project":"Garden"}`, ok: true,
		want: "Deleted the project “Garden” and its 2 tasks",
		setup: func(f *fixture) {
			f.must("createTask", `{"title":"dig beds","project":"Garden","milestone":"beds dug"}`)
			f.must("addDependency", `{"task":"dig beds","blockedBy":"water the plants"}`)
			f.must("addDependency", `{"task":"draft report","blockedBy":"dig beds"}`)
			f.must("linkItems", `{"from":"Bank call","to":"Garden"}`)
		},
		check: func(t *testing.T, f *fixture) {
			if q := f.must("searchEverything", `{"query":"water plants"}`); len(q.Items) != 0 {
				t.Fatalf("the project's tasks survived: %s", q.Detail)
			}
			if d := f.task("draft report"); len(d.DependsOn) != 0 {
				t.Fatalf("a dangling dependency: %+v", d)
			}
		}},
	{name: "delete a project keeping its tasks", tool: "deleteProject", args: `{"project":"Garden","keepTasks":true}`, ok: true,
		want: "Deleted the project “Garden”; its 1 task stays, in no project", check: func(t *testing.T, f *fixture) {
			if w := f.task("water the plants"); w.ProjectID != "" {
				t.Fatalf("kept task still filed: %+v", w)
			}
		}},
	{name: "delete an unknown project", tool: "deleteProject", args: `{"project":"Sailing"}`, want: "No project matches “Sailing”"},

	// labels
	{name: "tag a task", tool: "tagTask", args: `{"task":"call the bank","tags":["@Errands","phone"]}`, ok: true,
		want: "Labelled “call the bank” @errands, @phone", check: func(t *testing.T, f *fixture) {
			if q := f.must("queryTasks", `{"tag":"errands"}`); len(q.Items) != 1 || q.Items[0].Title != "call the bank" {
				t.Fatalf("by label: %s", q.Detail)
			}
		}},
	{name: "tag with a label it has", tool: "tagTask", args: `{"task":"call the bank","tags":["errands"]}`, ok: true, want: "already labelled",
		setup: func(f *fixture) { f.must("tagTask", `{"task":"call the bank","tags":["errands"]}`) }},
	{name: "tag without a label", tool: "tagTask", args: `{"task":"call the bank"}`, want: "Which label"},
	{name: "tag two tasks named together", tool: "tagTask", args: `{"task":"call the bank and draft report","tags":["errands"]}`, ok: true,
		want: "Labelled “call the bank” @errands; Labelled “draft report” @errands", check: func(t *testing.T, f *fixture) {
			if q := f.must("queryTasks", `{"tag":"errands"}`); len(q.Items) != 2 {
				t.Fatalf("by label: %s", q.Detail)
			}
		}},
	{name: "tag a list with a part naming nothing", tool: "tagTask", args: `{"task":"call the bank, draft report and feed the llama","tags":["x"]}`,
		want: "No task matches"},
	{name: "prioritise three tasks named together", tool: "setPriority", args: `{"task":"call the bank, draft report and water the plants","priority":"low"}`, ok: true,
		want: "“water the plants”", check: func(t *testing.T, f *fixture) {
			if f.task("draft report").Priority != f.task("water the plants").Priority {
				t.Fatal("not every task changed")
			}
		}},
	{name: "untag one label", tool: "untagTask", args: `{"task":"call the bank","tags":["phone"]}`, ok: true,
		want: "Removed @phone from “call the bank”", setup: func(f *fixture) { f.must("tagTask", `{"task":"call the bank","tags":["errands","phone"]}`) },
		check: func(t *testing.T, f *fixture) {
			if tags := f.task("call the bank").Tags; len(tags) != 1 || tags[0] != "errands" {
				t.Fatalf("tags %v", tags)
			}
		}},
	{name: "untag every label", tool: "untagTask", args: `{"task":"call the bank"}`, ok: true,
		want: "Removed @errands, @phone", setup: func(f *fixture) { f.must("tagTask", `{"task":"call the bank","tags":["errands","phone"]}`) }},
	{name: "untag a task without labels", tool: "untagTask", args: `{"task":"call the bank"}`, ok: true, want: "has no labels; nothing changed"},

	// priority: clearing never deletes
	{name: "clear a priority", tool: "setPriority", args: `{"task":"call the bank","priority":"none"}`, ok: true, want: "call the bank",
		check: func(t *testing.T, f *fixture) {
			if c := f.task("call the bank"); c.Priority != 0 || c.Title != "call the bank" {
				t.Fatalf("task %+v", c)
			}
		}},

	// a title's own "to", a project name's own space
	{name: "rename a title that holds 'to'", tool: "updateTask", args: `{"task":"go","title":"gym to go to the gym"}`, ok: true,
		want: "Updated “go to gym”: renamed to “go to the gym”", setup: func(f *fixture) { f.must("createTask", `{"title":"go to gym"}`) }},
	{name: "rename with the task cut before 'so it says'", tool: "updateTask", args: `{"task":"the email to finance task","title":"email Priya about the audit"}`, ok: true,
		want: "Updated “email finance about the audit”: renamed to “email Priya about the audit”", setup: func(f *fixture) { f.must("createTask", `{"title":"email finance about the audit"}`) }},
	{name: "rename to a title that holds 'to'", tool: "updateTask", args: `{"task":"draft report","title":"send it to Ana"}`, ok: true,
		want: "Updated “draft report”: renamed to “send it to Ana”"},
	{name: "a project name's last word after its tag", tool: "createTask", args: `{"title":"sort cables office","project":"Home"}`, ok: true,
		want: "Created “sort cables”, in Home office"},
	{name: "a title word that only looks like a name's tail", tool: "createTask", args: `{"title":"sort cables","project":"Garden"}`, ok: true,
		want: "Created “sort cables”, in Garden"},
	// milestones
	{name: "complete a milestone named as a task", tool: "completeTask", args: `{"task":"beds dug"}`, ok: true,
		want: "Marked the milestone “beds dug” of Garden done"},
	{name: "complete a milestone said with a verb of reaching", tool: "completeTask", args: `{"task":"reach beds dug"}`, ok: true,
		want: "Marked the milestone “beds dug” of Garden done"},
	{name: "a milestone named with its project's words", tool: "completeTask", args: `{"task":"the garden beds dug"}`, ok: true,
		want: "Marked the milestone “beds dug” of Garden done"},
	{name: "reopen a milestone named as a task", tool: "reopenTask", args: `{"task":"beds dug"}`, ok: true,
		want: "Marked the milestone “beds dug” of Garden not done", setup: func(f *fixture) { f.must("completeMilestone", `{"milestone":"beds dug"}`) }},
	{name: "a task and a milestone share the name", tool: "completeTask", args: `{"task":"beds dug"}`,
		want: "Which one?", setup: func(f *fixture) { f.must("createTask", `{"title":"beds dug"}`) }},
	{name: "a task matches, a milestone only loosely", tool: "completeTask", args: `{"task":"water the plants"}`, ok: true,
		want: "Completed “water the plants”", setup: func(f *fixture) {
			f.must("addMilestone", `{"project":"Garden","title":"water the plants weekly"}`)
		}},
	{name: "complete a milestone by part of its title", tool: "completeMilestone", args: `{"milestone":"beds"}`, ok: true,
		want: "Marked the milestone “beds dug” of Garden done"},
	{name: "complete a milestone twice", tool: "completeMilestone", args: `{"milestone":"beds dug"}`, ok: true, want: "already done",
		setup: func(f *fixture) { f.must("completeMilestone", `{"milestone":"beds dug"}`) }},
	{name: "reopen a reached milestone", tool: "reopenMilestone", args: `{"milestone":"beds dug"}`, ok: true,
		want:  "Marked the milestone “beds dug” of Garden not done",
		setup: func(f *fixture) { f.must("completeMilestone", `{"milestone":"beds dug"}`) }},
	{name: "reopen a milestone not reached", tool: "reopenMilestone", args: `{"milestone":"beds dug"}`, ok: true, want: "is not done; nothing changed"},
	{name: "rename and move a milestone", tool: "updateMilestone", args: `{"milestone":"beds dug","title":"beds dug and fed","due":"next monday"}`, ok: true,
		want: "Milestone “beds dug” of Garden renamed to “beds dug and fed”, moved to Mon 30 Nov"},
	{name: "take a milestone's date away", tool: "updateMilestone", args: `{"milestone":"beds dug","due":"none"}`, ok: true, want: "no date any more"},
	{name: "update a milestone with nothing", tool: "updateMilestone", args: `{"milestone":"beds dug"}`, want: "Say the new title or date"},
	{name: "ambiguous milestone", tool: "completeMilestone", args: `{"milestone":"beds"}`, want: "matches several milestones",
		setup: func(f *fixture) { f.must("addMilestone", `{"project":"Home garden","title":"raised beds built"}`) }},
	{name: "a milestone in a named project", tool: "completeMilestone", args: `{"milestone":"beds","project":"Home garden"}`, ok: true,
		want:  "“raised beds built” of Home garden done",
		setup: func(f *fixture) { f.must("addMilestone", `{"project":"Home garden","title":"raised beds built"}`) }},
	{name: "delete a milestone with tasks on it", tool: "deleteMilestone", args: `{"milestone":"beds dug"}`, ok: true,
		want: "Deleted the milestone “beds dug” of Garden; its 1 task stays in the project",
		setup: func(f *fixture) {
			f.must("createTask", `{"title":"dig beds","project":"Garden","milestone":"beds dug"}`)
		},
		check: func(t *testing.T, f *fixture) {
			if d := f.task("dig beds"); d.ProjectName != "Garden" || d.MilestoneID != "" {
				t.Fatalf("task %+v", d)
			}
		}},
	{name: "unknown milestone", tool: "deleteMilestone", args: `{"milestone":"roof fixed"}`, want: "No milestone matches"},

	// bulk
	{name: "push everything due today to tomorrow", tool: "bulkTasks", args: `{"action":"reschedule","filter":"today","to":"tomorrow"}`, ok: true,
		want: "Moved 2 tasks to tomorrow: “pay rent”, “dentist”",
		setup: func(f *fixture) {
			f.must("createTask", `{"title":"pay rent","due":"today"}`)
			f.must("createTask", `{"title":"dentist","due":"today at 3pm"}`)
		},
		check: func(t *testing.T, f *fixture) {
			if d := f.task("dentist"); !d.Due.Equal(day(2026, 11, 26, 15, 0)) || !d.HasTime {
				t.Fatalf("the clock time was lost: %v", d.Due)
			}
			if r := f.task("pay rent"); !r.Due.Equal(day(2026, 11, 26, 0, 0)) || r.HasTime {
				t.Fatalf("pay rent %v", r.Due)
			}
		}},
	{name: "mark all the garden tasks done", tool: "bulkTasks", args: `{"action":"complete","project":"Garden"}`, ok: true,
		want:  "Marked done 2 tasks: “water the plants”, “sow beans”",
		setup: func(f *fixture) { f.must("createTask", `{"title":"sow beans","project":"Garden"}`) }},
	{name: "empty the to-do list", tool: "bulkTasks", args: `{"action":"delete","filter":"all"}`, ok: true, want: "Deleted 5 tasks",
		check: func(t *testing.T, f *fixture) {
			if q := f.must("queryTasks", `{}`); len(q.Items) != 0 {
				t.Fatalf("left: %s", q.Detail)
			}
		}},
	{name: "bulk priority by label", tool: "bulkTasks", args: `{"action":"priority","tag":"errands","level":"urgent"}`, ok: true,
		want:  "Set the priority of 1 task to urgent: “draft report”",
		setup: func(f *fixture) { f.must("tagTask", `{"task":"draft report","tags":["errands"]}`) }},
	{name: "bulk by names", tool: "bulkTasks", args: `{"action":"complete","tasks":["draft report","review report"]}`, ok: true,
		want: "Marked done 2 tasks: “draft report”, “review report”"},
	{name: "bulk without a selection", tool: "bulkTasks", args: `{"action":"delete"}`, want: "Say which tasks"},
	{name: "bulk with an unknown action", tool: "bulkTasks", args: `{"action":"paint","filter":"all"}`, want: "not “paint”"},
	{name: "bulk over nothing", tool: "bulkTasks", args: `{"action":"complete","tag":"nothing-has-this"}`, ok: true, want: "No tasks match"},
}

func TestEverydayOperations(t *testing.T) {
	for _, c := range opsCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			seed(f)
			if c.setup != nil {
				c.setup(f)
			}
			f.turn("op")
			before := f.state()
			res := f.run(c.tool, c.args)
			if res.OK != c.ok || !strings.Contains(res.Summary, c.want) {
				t.Fatalf("got ok=%v %q, want ok=%v containing %q", res.OK, res.Summary, c.ok, c.want)
			}
			if strings.Contains(res.Summary, "FREQ=") || strings.Contains(res.Summary, c.tool) {
				t.Fatalf("summary not in plain words: %q", res.Summary)
			}
			if !res.OK || !res.Changed {
				if f.state() != before {
					t.Fatal("a failed or unchanged call changed the store")
				}
				return
			}
			if len(res.JournalIDs) != 1 {
				t.Fatalf("one journal entry per call, got %v", res.JournalIDs)
			}
			if err := f.tb.Verify(context.Background(), inv(c.tool, c.args), res); err != nil {
				t.Fatalf("postcondition: %v", err)
			}
			if c.check != nil {
				c.check(t, f)
			}
			f.turn("undo")
			if u := f.run("undo", `{}`); !u.OK {
				t.Fatalf("undo: %s", u.Summary)
			}
			if got := f.state(); got != before {
				t.Fatalf("undo is not exact:\n got %s\nwant %s", got, before)
			}
		})
	}
}

func TestQueryFacets(t *testing.T) {
	for _, c := range []struct{ name, args, want string }{
		{"high priority and above", `{"priority":"high"}`, "call the bank"},
		{"a single day", `{"day":"tomorrow"}`, "call the bank"},
		{"a single day only", `{"day":"friday"}`, "gym"},
		{"done over the past week", `{"since":"the past week"}`, "paid invoice"},
		{"done over the last 3 days", `{"since":"the last 3 days"}`, "paid invoice"},
		{"done today", `{"filter":"done","day":"today"}`, "paid invoice"},
		{"by project", `{"project":"Garden"}`, "water the plants"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			seed(f)
			f.must("createTask", `{"title":"sort receipts","priority":"normal","due":"next monday"}`)
			r := f.must("queryTasks", c.args)
			if len(r.Items) != 1 || r.Items[0].Title != c.want {
				t.Fatalf("got %s, want only %q", r.Detail, c.want)
			}
		})
	}
	// a task done in a project archived since is still among what was done
	fa := newFixture(t)
	fa.must("createTask", `{"title":"hang the lights","project":"Fair"}`)
	fa.must("completeTask", `{"task":"hang the lights"}`)
	fa.must("archiveProject", `{"project":"Fair"}`)
	if r := fa.must("queryTasks", `{"since":"the past week"}`); len(r.Items) != 1 || r.Items[0].Title != "hang the lights" {
		t.Errorf("done in an archived project: %s", r.Detail)
	}
	if r := fa.must("queryTasks", `{}`); len(r.Items) != 0 {
		t.Errorf("an archived project's tasks are out of the open list: %s", r.Detail)
	}
	f := newFixture(t)
	for _, c := range []struct{ args, want string }{
		{`{"since":"next year"}`, "in the future"},
		{`{"priority":"none"}`, "Say which priority"},
		{`{"filter":"someday"}`, "don't know the filter"},
	} {
		if r := f.run("queryTasks", c.args); r.OK || !strings.Contains(r.Summary, c.want) {
			t.Errorf("%s: %+v", c.args, r)
		}
	}
}

// TestBulkIsOneUndo checks that a bulk change is one journal entry that one
// undo takes back, even when it completes a repeating task.
func TestBulkIsOneUndo(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.must("createTask", `{"title":"feed the cat","due":"today","repeats":"daily"}`)
	f.must("createTask", `{"title":"post parcel","due":"today"}`)
	f.turn("bulk")
	before := f.state()
	r := f.must("bulkTasks", `{"action":"complete","filter":"today"}`)
	if len(r.JournalIDs) != 1 || len(r.Items) != 2 {
		t.Fatalf("result %+v", r)
	}
	var next store.Task
	err := f.db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
		for _, x := range ts {
			if x.Title == "feed the cat" {
				next = x
			}
		}
		return err
	})
	if err != nil || next.ID == "" || !next.Due.Equal(day(2026, 11, 26, 0, 0)) {
		t.Fatalf("the repeating task did not come back tomorrow: %+v %v", next, err)
	}
	f.turn("undo")
	f.must("undo", `{}`)
	if f.state() != before {
		t.Fatal("one undo did not take the whole bulk change back")
	}
}

func TestPreviewNamesEveryItem(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.must("createTask", `{"title":"dig beds","project":"Garden"}`)
	f.must("createTask", `{"title":"pay rent","due":"today"}`)
	f.must("createProject", `{"name":"Kitchen"}`)
	f.must("addMilestone", `{"project":"Kitchen","title":"tiles chosen","due":"next friday"}`)
	before := f.state()
	for _, c := range []struct{ tool, args, want string }{
		{"deleteProject", `{"project":"Garden"}`, "Delete the project “Garden” and its 2 tasks (“water the plants”, “dig beds”)? Its milestone “beds dug” goes with it. To keep the tasks"},
		{"deleteProject", `{"project":"Garden","keepTasks":true}`, "Its 2 tasks stay, in no project"},
		{"deleteProject", `{"project":"Home office"}`, "It has no tasks"},
		{"deleteProject", `{"project":"Kitchen"}`, "Delete the project “Kitchen”? It has no tasks. Its milestone “tiles chosen” goes with it."},
		{"bulkTasks", `{"action":"reschedule","filter":"today","to":"tomorrow"}`, "Move 1 task to tomorrow: “pay rent”? One undo"},
		{"deleteTask", `{"task":"pay rent"}`, "Delete the task “pay rent”?"},
		{"deleteMilestone", `{"milestone":"beds dug"}`, "Delete the milestone “beds dug” of Garden? Its tasks stay"},
		{"deleteTask", `{"task":"no such thing"}`, "Delete a task."},
		{"createTask", `{"title":"x"}`, "Create a task"},
	} {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			got, err := f.tb.Preview(context.Background(), inv(c.tool, c.args))
			if err != nil || !strings.Contains(got, c.want) {
				t.Fatalf("got %q (%v), want %q", got, err, c.want)
			}
		})
	}
	if f.state() != before {
		t.Fatal("a preview changed the store")
	}
}

// TestWhatsInAProject: "what's in japan 2027?" (queryTasks about, the
// project's exact name) lists that project's tasks; other words still
// select by title.
func TestWhatsInAProject(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Loft 2027"}`)
	f.must("createTask", `{"title":"clear the boxes","project":"Loft 2027"}`)
	f.must("createTask", `{"title":"fit a ladder","project":"Loft 2027"}`)
	f.must("createTask", `{"title":"sweep the loft"}`)
	f.must("createProject", `{"name":"Brand Refresh for Holt & Co"}`)
	f.must("createTask", `{"title":"send the moodboard","project":"Brand Refresh for Holt & Co"}`)
	f.must("createTask", `{"title":"brand refresh invoice"}`)
	for _, c := range []struct{ about, want string }{
		{"loft 2027", "clear the boxes|fit a ladder"},
		{"loft", "sweep the loft"},
		// the first words of one project's name: that project
		{"brand refresh", "send the moodboard"},
	} {
		r := f.must("queryTasks", `{"about":"`+c.about+`","question":"what's in `+c.about+`?"}`)
		var got []string
		for _, it := range r.Items {
			got = append(got, it.Title)
		}
		if strings.Join(sorted(got), "|") != c.want {
			t.Errorf("%s: %q %v, want %s", c.about, r.Summary, got, c.want)
		}
	}
}

func TestGroupNameIsAProjectOrALabel(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.must("tagTask", `{"task":"draft report","tags":["work"]}`)
	if r := f.must("queryTasks", `{"project":"work"}`); len(r.Items) != 1 || r.Items[0].Title != "draft report" || !strings.Contains(r.Summary, "tagged @work") {
		t.Fatalf("no project work, so the label: %+v", r)
	}
	if r := f.must("queryTasks", `{"project":"garden"}`); len(r.Items) != 1 || !strings.Contains(r.Summary, "in Garden") {
		t.Fatalf("a project by name: %+v", r)
	}
	if r := f.run("queryTasks", `{"project":"sailing"}`); r.OK || !strings.Contains(r.Summary, "No project matches") {
		t.Fatalf("neither project nor label: %+v", r)
	}
}

// TestExactSlots checks the slot settling of createTask against existing
// projects, and createProject's description.
func TestExactSlots(t *testing.T) {
	for _, c := range []struct{ name, args, title, project, priority, due string }{
		{"a multi-word quick-add project", `{"title":"book the venue Planning","project":"Q3"}`, "book the venue", "Q3 Planning", "", ""},
		// the name's rest is cut where it stands at the end, not where the
		// title says the same word earlier
		{"a name's rest said in the title too", `{"title":"review the planning notes Planning","project":"Q3"}`, "review the planning notes", "Q3 Planning", "", ""},
		{"an exact one-word project wins", `{"title":"call the printer Planning","project":"Garden"}`, "call the printer Planning", "Garden", "", ""},
		{"the project slot stops at a date", `{"title":"write the plan","project":"Q3 Planning due tomorrow"}`, "write the plan", "Q3 Planning", "", "2026-11-26T00:00:00+01:00"},
		{"a holiday in a project's name is no date", `{"title":"book the parking","project":"Valencia Christmas"}`, "book the parking", "Valencia Christmas", "", ""},
		{"the project slot stops at a priority", `{"title":"write the plan","project":"Q3 Planning, high priority"}`, "write the plan", "Q3 Planning", "high", ""},
		{"a title ending with an existing project", `{"title":"buy lights to Christmas","due":"friday"}`, "buy lights", "Christmas", "", "2026-11-27T00:00:00+01:00"},
		{"for an existing project", `{"title":"send the brief for Q3 Planning","due":"tomorrow"}`, "send the brief", "Q3 Planning", "", "2026-11-26T00:00:00+01:00"},
		// "to" after a verb of giving says to whom; a one-word rest keeps
		// the whole title (what it is for)
		{"to whom, not where", `{"title":"send the invoices to Christmas"}`, "send the invoices to Christmas", "", "", ""},
		{"a one-word rest keeps its title", `{"title":"register for Q3 Planning"}`, "register for Q3 Planning", "Q3 Planning", "", ""},
		{"a remark naming no project, after a comma", `{"title":"buy milk","fileUnder":"eggs","fileUnderSaid":", eggs"}`, "buy milk, eggs", "", "", ""},
		// "…, it's for X": filed under X, or the words kept when no project has that name
		{"filed by a remark", `{"title":"print the agenda","fileUnder":"q3 planning","fileUnderSaid":"for q3 planning"}`, "print the agenda", "Q3 Planning", "", ""},
		{"a hashtag without the name's spaces", `{"title":"book the room","project":"Q3planning"}`, "book the room", "Q3 Planning", "", ""},
		{"filed by words of a project's name", `{"title":"draft the plan","fileUnder":"the planning"}`, "draft the plan", "Q3 Planning", "", ""},
		{"a remark naming no project", `{"title":"buy a cake","fileUnder":"mum","fileUnderSaid":"for mum"}`, "buy a cake for mum", "", "", ""},
		{"not a project: the words stay", `{"title":"drive to the station"}`, "drive to the station", "", "", ""},
		{"a trailing priority", `{"title":"gym, high priority","due":"at 7am tomorrow"}`, "gym", "", "high", "2026-11-26T07:00:00+01:00"},
		{"repetition leftovers", `{"title":"stretch, repeating","repeats":"daily"}`, "stretch", "", "", "2026-11-25T00:00:00+01:00"},
		{"the 15th", `{"title":"pay the electricity bill","due":"the 15th"}`, "pay the electricity bill", "", "", "2026-12-15T00:00:00+01:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			seed(f)
			f.must("createProject", `{"name":"Q3 Planning"}`)
			f.must("createProject", `{"name":"Christmas"}`)
			res := f.must("createTask", c.args)
			task := f.task(res.Ref)
			prio := ""
			if task.Priority > 0 {
				prio = []string{"", "low", "normal", "high", "urgent"}[task.Priority]
			}
			due := ""
			if task.Due != nil {
				due = task.Due.Format(time.RFC3339)
			}
			if task.Title != c.title || task.ProjectName != c.project || prio != c.priority || due != c.due {
				t.Fatalf("got %q in %q, priority %q, due %q; want %q in %q, %q, %q", task.Title, task.ProjectName, prio, due, c.title, c.project, c.priority, c.due)
			}
			if err := f.tb.Verify(context.Background(), inv("createTask", c.args), res); err != nil {
				t.Fatal(err)
			}
		})
	}
	f := newFixture(t)
	res := f.must("createProject", `{"name":"Website Redesign: the spring relaunch"}`)
	var p store.Project
	f.db.Read(context.Background(), func(tx *store.Tx) error { p, _ = tx.Projects().Resolve(res.Ref); return nil })
	if p.Name != "Website Redesign" || p.Notes != "the spring relaunch" {
		t.Fatalf("project %+v", p)
	}
	if err := f.tb.Verify(context.Background(), inv("createProject", `{"name":"Website Redesign: the spring relaunch"}`), res); err != nil {
		t.Fatal(err)
	}
}

func TestTonightAndSnoozeKeepTime(t *testing.T) {
	f := newFixture(t)
	f.clock.T = time.Date(2026, 11, 25, 21, 20, 0, 0, zone)
	r := f.must("createTask", `{"title":"call mum","due":"tonight"}`)
	if r.Outputs["due"] != "2026-11-25T22:00:00+01:00" {
		t.Fatalf("tonight after the evening began: %s", r.Outputs["due"])
	}
	if r := f.must("createTask", `{"title":"call dad","due":"tonight at 9:45pm"}`); r.Outputs["due"] != "2026-11-25T21:45:00+01:00" {
		t.Fatalf("an own clock time stays: %s", r.Outputs["due"])
	}
	f.must("createTask", `{"title":"standup notes","due":"tomorrow at 9:30"}`)
	if s := f.must("snoozeTask", `{"task":"standup notes","until":"friday"}`); s.Outputs["due"] != "2026-11-27T09:30:00+01:00" {
		t.Fatalf("snooze to a day keeps the clock time: %s", s.Outputs["due"])
	}
}

func TestCreateInAnArchivedProjectSaysSo(t *testing.T) {
	f := newFixture(t)
	seed(f)
	f.must("archiveProject", `{"project":"Garden"}`)
	if r := f.must("createTask", `{"title":"prune roses","project":"Garden"}`); !strings.Contains(r.Summary, "archived") {
		t.Fatalf("summary %q", r.Summary)
	}
}

// TestRuleChangedCountsFromToday: a repeating task given another rule is
// next due at the new rule's first occurrence from today (at its own
// time), not after the date the old rule had chosen; a task that did not
// repeat keeps counting from the date the user gave it.
func TestRuleChangedCountsFromToday(t *testing.T) {
	for _, c := range []struct{ name, create, repeats, due string }{
		{"monthly on the 1st to the 28th", `{"title":"pay the rent","repeats":"every month on the 1st"}`, "every month on the 28th", "2026-11-28T00:00:00+01:00"},
		{"with a time", `{"title":"standing order","due":"at 9am","repeats":"every month on the 1st"}`, "every month on the 26th", "2026-11-26T09:00:00+01:00"},
		{"no rule before: the user's date stands", `{"title":"renew the permit","due":"1 january"}`, "every month on the 28th", "2027-01-28T00:00:00+01:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			res := f.must("createTask", c.create)
			f.must("setRecurrence", `{"task":"`+res.Ref+`","repeats":"`+c.repeats+`"}`)
			task := f.task(res.Ref)
			if task.Due == nil || task.Due.Format(time.RFC3339) != c.due {
				t.Fatalf("due %v, want %s", task.Due, c.due)
			}
		})
	}
}

// TestDoneThisMonth: "this month" counts from its first day, not the
// last 30 days — a task done on 30 October is not among November's.
func TestDoneThisMonth(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"october one"}`)
	f.must("createTask", `{"title":"november one"}`)
	f.clock.T = time.Date(2026, 10, 30, 12, 0, 0, 0, zone)
	f.must("completeTask", `{"task":"october one"}`)
	f.clock.T = time.Date(2026, 11, 2, 12, 0, 0, 0, zone)
	f.must("completeTask", `{"task":"november one"}`)
	f.clock.T = ref
	if r := f.must("queryTasks", `{"since":"this month"}`); len(r.Items) != 1 || r.Items[0].Title != "november one" {
		t.Fatalf("done this month: %s", r.Detail)
	}
}
