package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"pace/store"
)

// Preview says in plain words what a call that needs approval would do,
// naming every item it would touch, for the approval prompt: "Delete the
// project “Garden” and its 2 tasks (“water the plants”, “dig beds”)? To
// keep the tasks, say so." It reads the store and changes nothing. For
// tools without a preview (or arguments that do not resolve) it returns the
// tool's description, so the prompt never shows less than before.
// Errors: store errors only.
func (tb *ToolBox) Preview(ctx context.Context, inv Invocation) (string, error) {
	t, ok := tb.reg.Lookup(inv.Tool)
	if !ok {
		return "", fmt.Errorf("preview: %w %q", ErrUnknownTool, inv.Tool)
	}
	text, err := tb.previewIn(ctx, inv)
	if _, user := err.(*userError); user || (err == nil && text == "") {
		return t.Description, nil
	}
	return text, err
}

// previewIn is preview in a read transaction of its own: "" for a tool
// without a preview, a *userError when the call's items do not resolve or
// it would change nothing.
func (tb *ToolBox) previewIn(ctx context.Context, inv Invocation) (text string, err error) {
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		text, err = tb.preview(tx, inv)
		return err
	})
	return text, err
}

func (tb *ToolBox) preview(tx *store.Tx, inv Invocation) (string, error) {
	switch inv.Tool {
	case "deleteTask":
		var a TaskRef
		json.Unmarshal(inv.Args, &a)
		t, err := tb.task(tx, a.Task)
		if err != nil {
			return "", err
		}
		return "Delete the task " + quote(t.Title) + "?", nil
	case "deleteNote":
		var a NoteRef
		json.Unmarshal(inv.Args, &a)
		return tb.previewDeleteNote(tx, a.Note)
	case "deleteProject":
		var a DeleteProjectArgs
		json.Unmarshal(inv.Args, &a)
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return "", err
		}
		ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID})
		if err != nil {
			return "", err
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return "", err
		}
		goes := milestonesGo(ms)
		switch {
		case len(ts) == 0:
			return "Delete the project " + quote(p.Name) + "? It has no tasks." + goes, nil
		case a.KeepTasks:
			return "Delete the project " + quote(p.Name) + "? Its " + tasksStay(len(ts)) + ", in no project: " + titles(ts) + "." + goes, nil
		}
		return "Delete the project " + quote(p.Name) + " and its " + countTasks(len(ts)) + " (" + titles(ts) +
			")?" + goes + " To keep the tasks, say “delete the project " + p.Name + " but keep its tasks”.", nil
	case "deleteMilestone":
		var a MilestoneRef
		json.Unmarshal(inv.Args, &a)
		h, err := tb.changedMilestone(tx, a.Milestone, a.Project)
		if err != nil {
			return "", err
		}
		return "Delete the milestone " + quote(h.m.Title) + " of " + h.p.Name + "? Its tasks stay in the project.", nil
	case "exportToReminders":
		var a ExportToRemindersArgs
		json.Unmarshal(inv.Args, &a)
		return tb.previewExport(tx, a)
	case "bulkTasks":
		var a BulkTasksArgs
		json.Unmarshal(inv.Args, &a)
		ts, err := tb.bulkTargets(tx, a)
		if err != nil {
			return "", err
		}
		if len(ts) == 0 {
			return "", failf("No tasks match, so nothing would change.")
		}
		action := strings.ToLower(strings.TrimSpace(a.Action))
		if err := tb.withInto(tx, action, &a, nil); err != nil {
			return "", err
		}
		would, err := tb.bulkWouldChange(action, a, ts)
		if err != nil {
			return "", err
		}
		if len(would) == 0 {
			if undated := noDateToShift(action, a, ts); undated != "" {
				return "", failf("%s", undated)
			}
			if len(ts) == 1 {
				return "", failf("%s already reads that way, so nothing would change.", quote(ts[0].Title))
			}
			return "", failf("The %s (%s) already read that way, so nothing would change.", countTasks(len(ts)), titles(ts))
		}
		day := ""
		var each []string
		if change, err := tb.bulkChange(action, a); err == nil && action == "reschedule" {
			moved := make([]store.Task, len(would))
			for i, t := range would {
				moved[i] = t
				change(&moved[i]) // a copy: the day it would move to
			}
			each = tb.eachDay(action, moved)
			day = commonDay(a, each)
		}
		return bulkLine(bulkAsks[action], action, a, would, day, each) + "? One undo takes it all back.", nil
	}
	return "", nil
}

// titles quotes every task title, comma-separated.
func titles(ts []store.Task) string {
	q := make([]string, len(ts))
	for i, t := range ts {
		q[i] = quote(t.Title)
	}
	return strings.Join(q, ", ")
}

// milestonesGo says which milestones go with a deleted project: " Its
// milestone “Beds dug” goes with it." ("" without any).
func milestonesGo(ms []store.Milestone) string {
	var names []string
	for _, m := range ms {
		names = append(names, quote(m.Title))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return " Its milestone " + names[0] + " goes with it."
	}
	return fmt.Sprintf(" Its %d milestones (%s) go with it.", len(names), strings.Join(names, ", "))
}
