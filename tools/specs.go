package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

// tool builds a Tool whose schema is derived from A and whose handler
// decodes the arguments into A.
func tool[A any](name, desc string, mutates bool, risk Risk, family, example string,
	fn func(ctx context.Context, inv Invocation, a A) (Result, error)) Tool {
	return Tool{
		Spec: Spec{Name: name, Description: desc, Schema: SchemaFor[A](), Mutates: mutates, Risk: risk,
			Family: family, Example: json.RawMessage(example)},
		Handler: typed(fn),
	}
}

// tools is every tool of the ToolBox, in the order brains see them. Names
// are stable: prompts, plans and evals depend on them.
func (tb *ToolBox) tools() []Tool {
	const mut, read = true, false
	return append([]Tool{
		tool("createTask", "Create a task, optionally with a due date, priority, project (created if new), tags and a repetition.",
			mut, Routine, FamilyTask, `{"title":"call the bank","due":"tomorrow at 5pm","priority":"high","project":"Errands"}`, tb.createTask),
		tool("completeTask", "Mark a task done; a repeating task comes back at its next occurrence.",
			mut, Routine, FamilyTask, `{"task":"call the bank"}`, tb.completeTask),
		tool("reopenTask", "Mark a done task as not done again.",
			mut, Routine, FamilyTask, `{"task":"call the bank"}`, tb.reopenTask),
		tool("rescheduleTask", "Move a task's due date to a new date, or by an amount such as '2 days'.",
			mut, Routine, FamilyTask, `{"task":"call the bank","to":"next monday"}`, tb.rescheduleTask),
		tool("snoozeTask", "Put a task off until a later time ('later' is three hours from now).",
			mut, Routine, FamilyTask, `{"task":"call the bank","until":"tonight"}`, tb.snoozeTask),
		tool("setPriority", "Set a task's priority: none, low, normal, high or urgent.",
			mut, Routine, FamilyTask, `{"task":"call the bank","priority":"urgent"}`, tb.setPriority),
		tool("setRecurrence", "Make a task repeat (a phrase or an RFC 5545 RRULE), or stop it repeating with 'none'.",
			mut, Routine, FamilyTask, `{"task":"water the plants","repeats":"every friday"}`, tb.setRecurrence),
		tool("updateTask", "Rename a task, replace its notes, or move it to another project.",
			mut, Routine, FamilyTask, `{"task":"call the bank","title":"call the bank about the loan"}`, tb.updateTask),
		tool("setTaskNotes", "Set or clear a task's notes (its longer description; empty clears them).",
			mut, Routine, FamilyTask, `{"task":"call the bank","notes":"account 4471\nask for Ana"}`, tb.setTaskNotes),
		tool("deleteTask", "Delete a task.",
			mut, NeedsApproval, FamilyTask, `{"task":"call the bank"}`, tb.deleteTask),
		tool("restoreTask", "Bring back a deleted task by its title (the newest deletion of it), with its date, project, labels and links.",
			mut, Routine, FamilyTask, `{"task":"call the bank"}`, tb.restoreTask),
		tool("addDependency", "Record that a task cannot start until another is done.",
			mut, Routine, FamilyTask, `{"task":"pay the deposit","blockedBy":"call the bank"}`, tb.addDependency),
		tool("queryTasks", "List tasks: due today, due tomorrow, overdue, blocked, upcoming, done, or all open ones; optionally only one project's, one label's, of at least a priority, due on one day, or done over a past range.",
			read, Routine, FamilyTask, `{"filter":"overdue"}`, tb.queryTasks),
		tool("createProject", "Create a project.",
			mut, Routine, FamilyProject, `{"name":"Kitchen","notes":"new tiles"}`, tb.createProject),
		tool("projectStatus", "How a project is going: open and done counts, overdue, next milestone, what blocks it, recent activity.",
			read, Routine, FamilyProject, `{"project":"Garden"}`, tb.projectStatus),
		tool("addMilestone", "Add a dated milestone to a project.",
			mut, Routine, FamilyProject, `{"project":"Garden","title":"beds dug","due":"next friday"}`, tb.addMilestone),
		tool("listMilestones", "List a project's milestones by date.",
			read, Routine, FamilyProject, `{"project":"Garden"}`, tb.listMilestones),
		tool("createNote", "Write a new note.",
			mut, Routine, FamilyNote, `{"title":"Bank call","body":"Ask about the fixed rate."}`, tb.createNote),
		tool("appendNote", "Add text to the end of a note.",
			mut, Routine, FamilyNote, `{"note":"Bank call","text":"They open at 9."}`, tb.appendNote),
		tool("updateNote", "Rename a note or replace its whole text.", mut, Routine, FamilyNote, `{"note":"Bank call","body":"Ask about the fixed rate.\nThey open at 9."}`, tb.updateNote),
		tool("deleteNote", "Delete a note (its links go with it; undo brings both back).",
			mut, NeedsApproval, FamilyNote, `{"note":"Bank call"}`, tb.deleteNote),
		tool("linkItems", "Link two items (tasks, projects or notes): relates-to, blocks, part-of or mentions.",
			mut, Routine, FamilyNote, `{"from":"Bank call","to":"call the bank","type":"relates-to"}`, tb.linkItems),
		tool("searchEverything", "Search tasks, projects and notes at once.",
			read, Routine, FamilySearch, `{"query":"bank"}`, tb.searchEverything),
		tool("searchNotes", "Find passages in the user's notes.",
			read, Routine, FamilySearch, `{"query":"fixed rate mortgage"}`, tb.searchNotes),
		tool("askNotes", "Answer a question only from the user's notes, with numbered citations.",
			read, Routine, FamilySearch, `{"question":"what did the bank say about the rate?"}`, tb.askNotes),
		tool("notesFrom", "List the notes written or edited on a given day.",
			read, Routine, FamilyNote, `{"day":"yesterday"}`, tb.notesFrom),
		tool("listNotes", "List the notes, most recently updated first, optionally only those with a tag.",
			read, Routine, FamilyNote, `{"tag":"recipes"}`, tb.listNotes),
		tool("agenda", "What needs attention: overdue, due today, blocked, and optionally the week (today and the next 6 days).",
			read, Routine, FamilyAgenda, `{"scope":"today"}`, tb.agenda),
		tool("recall", "Search past conversation and completed work.",
			read, Routine, FamilySearch, `{"query":"what did we say about the budget"}`, tb.recall),
		tool("undo", "Take back everything the last turn did, or only its last change.",
			mut, Routine, FamilyUndo, `{"scope":"turn"}`, tb.undoTool),
	}, tb.opsTools()...)
}

// Check re-validates the whole registry: names lowerCamelCase and unique,
// every tool with a description, schema and handler, every example valid
// against its schema. Register already enforces this per tool; Check is the
// start-up self-test over the finished set (tools registered by other means
// included). It returns every problem found, joined.
func (r *Registry) Check() error {
	var errs []error
	seen := map[string]bool{}
	for _, n := range r.order {
		t := r.tools[n]
		switch {
		case t == nil:
			errs = append(errs, fmt.Errorf("tool %q: listed but missing", n))
			continue
		case seen[t.Name]:
			errs = append(errs, fmt.Errorf("tool %q: registered twice", t.Name))
		case !nameRE.MatchString(t.Name) || t.Name != n:
			errs = append(errs, fmt.Errorf("tool %q: bad name", t.Name))
		}
		seen[t.Name] = true
		if t.Description == "" || t.Schema == nil || t.Handler == nil || t.resolved == nil {
			errs = append(errs, fmt.Errorf("tool %q: description, schema and handler are required", t.Name))
			continue
		}
		if err := t.validate(t.Example); err != nil {
			errs = append(errs, fmt.Errorf("tool %q: example: %w", t.Name, err))
		}
	}
	if len(seen) != len(r.tools) {
		errs = append(errs, fmt.Errorf("registry: %d tools indexed, %d in order", len(r.tools), len(seen)))
	}
	return errors.Join(errs...)
}
