package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"pace/store"
)

// ErrPostcondition: a tool call reported success but the store does not
// read the way the call promised.
var ErrPostcondition = errors.New("postcondition failed")

// Verify checks the postcondition of a mutating call by re-reading the
// store: the created task exists with the requested title (in the requested
// project), a completed task reads done, a rescheduled one has the new due,
// the link exists, the note body ends with the appended text, and so on.
// Read-only tools, undo and calls that changed nothing pass trivially.
// Errors: ErrPostcondition (wrapped, saying what differs), a failed res
// (OK false) also as ErrPostcondition, or a store error.
func (tb *ToolBox) Verify(ctx context.Context, inv Invocation, res Result) error {
	if !res.OK {
		return fmt.Errorf("%w: %s reported failure: %s", ErrPostcondition, inv.Tool, res.Summary)
	}
	t, ok := tb.reg.Lookup(inv.Tool)
	if !ok {
		return fmt.Errorf("verify: %w %q", ErrUnknownTool, inv.Tool)
	}
	if !t.Mutates || inv.Tool == "undo" || !res.Changed {
		return nil
	}
	check, ok := verifiers[inv.Tool]
	if !ok {
		check, ok = opsVerifiers[inv.Tool]
	}
	if !ok {
		return nil
	}
	return tb.db.Read(ctx, func(tx *store.Tx) error {
		if err := check(tb, tx, inv.Args, res); err != nil {
			var pe postcondition
			if errors.As(err, &pe) {
				return fmt.Errorf("%w: %s: %s", ErrPostcondition, inv.Tool, string(pe))
			}
			return fmt.Errorf("verify %s: %w", inv.Tool, err)
		}
		return nil
	})
}

type postcondition string

func (p postcondition) Error() string { return string(p) }

func unmet(format string, a ...any) error { return postcondition(fmt.Sprintf(format, a...)) }

type verifier func(tb *ToolBox, tx *store.Tx, args json.RawMessage, res Result) error

// verifiers holds the postcondition of each mutating tool.
var verifiers = map[string]verifier{
	"createTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a CreateTaskArgs
		t, err := refTask(tx, raw, &a, res)
		if err != nil {
			return err
		}
		// exactSlots may move a project, priority or repetition phrase out
		// of the title; what stays must be the asked title's own words.
		if want := storedTitle(a.Title); checkTitle(want) != nil {
			// a text too long for a title: a short one, the text in the notes
			if checkTitle(t.Title) != nil || !strings.HasPrefix(strings.Join(strings.Fields(t.Notes), " "), strings.TrimSuffix(t.Title, "…")) {
				return unmet("the task is titled %q, and its notes do not hold the text asked for", t.Title)
			}
		} else if t.Title != want && !wordsWithin(t.Title, want) && !wordsWithin(t.Title, storedTitle(a.Title+" "+a.FileUnderSaid)) {
			return unmet("the task is titled %q, not %q", t.Title, a.Title)
		}
		if pr := strings.TrimSpace(a.Project); pr != "" && (t.ProjectName == "" || t.ProjectName != res.Outputs["project"]) &&
			(t.ProjectName != "" || !slices.Contains(t.Tags, strings.ToLower(pr))) { // a label of that name (exactSlots)
			return unmet("the task is not in the project %q", a.Project)
		}
		return sameDue(t, res)
	},
	"completeTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		if ok, err := milestoneDone(tx, res, true); ok {
			return err
		}
		t, err := refTask(tx, raw, &TaskRef{}, res)
		if err != nil {
			return err
		}
		if !t.Done {
			return unmet("%q is not done", t.Title)
		}
		if next := res.Outputs["next"]; next != "" {
			n, err := tx.Tasks().Resolve(next)
			if err != nil {
				return unmet("the next occurrence of %q is missing", t.Title)
			}
			if n.Done || n.RRule == "" {
				return unmet("the next occurrence of %q is not open and repeating", t.Title)
			}
		}
		return nil
	},
	"reopenTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		if ok, err := milestoneDone(tx, res, false); ok {
			return err
		}
		t, err := refTask(tx, raw, &TaskRef{}, res)
		if err != nil {
			return err
		}
		if t.Done {
			return unmet("%q is still done", t.Title)
		}
		return nil
	},
	"rescheduleTask": verifyDue,
	"snoozeTask":     verifyDue,
	"setPriority": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a SetPriorityArgs
		t, err := refTask(tx, raw, &a, res)
		if err != nil {
			return err
		}
		if relativePriority[strings.ToLower(strings.TrimSpace(a.Priority))] != 0 {
			if said := res.Outputs["priority"]; PriorityName(t.Priority) != said {
				return unmet("%q has priority %s, not %s", t.Title, PriorityName(t.Priority), said)
			}
			return nil
		}
		if p, _ := parsePriority(a.Priority); t.Priority != p {
			return unmet("%q has priority %s, not %s", t.Title, PriorityName(t.Priority), a.Priority)
		}
		return nil
	},
	"setRecurrence": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		t, err := refTask(tx, raw, &SetRecurrenceArgs{}, res)
		if err != nil {
			return err
		}
		if t.RRule != res.Outputs["rrule"] {
			return unmet("%q repeats %q, not %q", t.Title, t.RRule, res.Outputs["rrule"])
		}
		return nil
	},
	"updateTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a UpdateTaskArgs
		if p, err := tx.Projects().Resolve(res.Ref); err == nil && strings.HasPrefix(res.Ref, store.IDPrefix) {
			// It renamed a project (no task had that name).
			if p.Name != strings.TrimSpace(res.Outputs["name"]) && res.Outputs["name"] != "" {
				return unmet("the project is named %q, not %q", p.Name, res.Outputs["name"])
			}
			return nil
		}
		t, err := refTask(tx, raw, &a, res)
		if err != nil {
			return err
		}
		switch pr := strings.TrimSpace(a.Project); {
		case strings.TrimSpace(a.Title) != "" && t.Title != storedTitle(a.Title) &&
			!strings.HasSuffix(strings.ToLower(a.Title), " to "+strings.ToLower(t.Title)): // cut at a later "to" (renameSplit)
			return unmet("the task is titled %q, not %q", t.Title, a.Title)
		case a.Notes != "" && t.Notes != a.Notes:
			return unmet("the notes of %q were not replaced", t.Title)
		case strings.EqualFold(pr, "none") && t.ProjectID != "":
			return unmet("%q is still in %s", t.Title, t.ProjectName)
		case pr != "" && !strings.EqualFold(pr, "none") && t.ProjectName != res.Outputs["project"]:
			return unmet("%q is not in %s", t.Title, res.Outputs["project"])
		case strings.TrimSpace(a.Replace) != "" && !strings.Contains(strings.ToLower(t.Title), strings.ToLower(strings.TrimSpace(a.With))):
			return unmet("%q does not say %q", t.Title, a.With)
		case strings.TrimSpace(a.Figure) != "" && !figureSaid(t.Title, a.Figure):
			return unmet("%q does not say %q", t.Title, a.Figure)
		case pr == "" && strings.TrimSpace(a.FileUnder) != "" &&
			!strings.HasPrefix(strings.ToLower(t.ProjectName), strings.ToLower(strings.TrimSpace(a.FileUnder))):
			return unmet("%q is not in %s", t.Title, a.FileUnder)
		case strings.EqualFold(strings.TrimSpace(a.Milestone), "none") && t.MilestoneID != "":
			return unmet("%q is still under a milestone", t.Title)
		case strings.TrimSpace(a.Milestone) != "" && !strings.EqualFold(strings.TrimSpace(a.Milestone), "none") && t.MilestoneID == "":
			return unmet("%q is under no milestone", t.Title)
		}
		return nil
	},
	"deleteTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		if _, err := tx.Tasks().Resolve(res.Ref); err == nil {
			return unmet("%q still exists", res.Outputs["title"])
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		return nil
	},
	"restoreTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		if _, err := tx.Tasks().Resolve(res.Ref); errors.Is(err, store.ErrNotFound) {
			return unmet("%q is not back", res.Outputs["title"])
		} else if err != nil {
			return err
		}
		return nil
	},
	"addDependency": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		t, err := refTask(tx, raw, &AddDependencyArgs{}, res)
		if err != nil {
			return err
		}
		if !slices.Contains(t.DependsOn, strings.TrimPrefix(res.Outputs["blockedBy"], store.IDPrefix)) {
			return unmet("%q does not wait for the other task", t.Title)
		}
		return nil
	},
	"createProject": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a CreateProjectArgs
		json.Unmarshal(raw, &a)
		p, err := tx.Projects().Resolve(res.Ref)
		if err != nil {
			return unmet("the project %q does not exist", a.Name)
		}
		if name, _ := splitDescription(strings.TrimSpace(a.Name), a.Notes); p.Name != name {
			return unmet("the project is named %q, not %q", p.Name, a.Name)
		}
		return nil
	},
	"addMilestone": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a AddMilestoneArgs
		json.Unmarshal(raw, &a)
		m, err := tx.Projects().GetMilestone(strings.TrimPrefix(res.Ref, store.IDPrefix))
		if err != nil {
			return unmet("the milestone %q does not exist", a.Title)
		}
		if m.Title != strings.TrimSpace(a.Title) {
			return unmet("the milestone is titled %q, not %q", m.Title, a.Title)
		}
		return nil
	},
	"createNote": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a CreateNoteArgs
		json.Unmarshal(raw, &a)
		n, err := tx.Notes().Resolve(res.Ref)
		if err != nil {
			return unmet("the note %q does not exist", a.Title)
		}
		if n.Title != strings.TrimSpace(a.Title) || n.Body != a.Body && !(strings.TrimSpace(a.Body) == "" && n.Body == n.Title) {
			return unmet("the note %q does not read as written", a.Title)
		}
		return nil
	},
	"appendNote": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a AppendNoteArgs
		json.Unmarshal(raw, &a)
		if t, err := tx.Tasks().Resolve(res.Ref); err == nil && strings.HasPrefix(res.Ref, store.IDPrefix) {
			// the text went into a task's notes field
			if !strings.HasSuffix(t.Notes, strings.TrimSpace(a.Text)) {
				return unmet("the notes of %q do not end with the added text", t.Title)
			}
			return nil
		}
		n, err := tx.Notes().Resolve(res.Ref)
		if err != nil {
			return unmet("the note %q does not exist", a.Note)
		}
		if !strings.HasSuffix(n.Body, a.Text) {
			return unmet("the note %q does not end with the added text", n.Title)
		}
		return nil
	},
	"updateNote":   verifyUpdateNote,
	"setTaskNotes": verifySetTaskNotes,
	"deleteNote":   verifyDeleteNote,
	"linkItems": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		l, err := tx.Graph().Get(res.Outputs["link"])
		if err != nil {
			return unmet("the link does not exist")
		}
		if store.Ref(l.FromID) != res.Ref || store.Ref(l.ToID) != res.Outputs["to"] {
			return unmet("the link joins other items")
		}
		return nil
	},
}

// refTask decodes raw into a and reads the task the result refers to.
func refTask(tx *store.Tx, raw json.RawMessage, a any, res Result) (store.Task, error) {
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, a); err != nil {
			return store.Task{}, unmet("arguments do not decode: %v", err)
		}
	}
	t, err := tx.Tasks().Resolve(res.Ref)
	if errors.Is(err, store.ErrNotFound) {
		return store.Task{}, unmet("the task %s does not exist", res.Ref)
	}
	return t, err
}

func sameDue(t store.Task, res Result) error {
	want := res.Outputs["due"]
	if want == "" {
		if t.Due != nil {
			return unmet("%q has a due date it should not have", t.Title)
		}
		return nil
	}
	w, err := time.Parse(time.RFC3339, want)
	if err != nil {
		return unmet("the result's due %q is not RFC 3339", want)
	}
	if t.Due == nil || !t.Due.Truncate(time.Second).Equal(w) {
		return unmet("%q is not due %s", t.Title, want)
	}
	return nil
}

// verifyDue checks rescheduleTask and snoozeTask: the task is due when the
// result says.
func verifyDue(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
	if _, err := tx.Projects().GetMilestone(strings.TrimPrefix(res.Ref, store.IDPrefix)); err == nil {
		// The call moved a milestone instead (milestoneInsteadOfTask).
		if m, err := refMilestone(tx, res); err != nil || m.Due == nil {
			return unmet("the milestone %s has no date", res.Ref)
		}
		return nil
	}
	t, err := refTask(tx, nil, nil, res)
	if err != nil {
		return err
	}
	return sameDue(t, res)
}

// storedTitle is title as the store keeps it (store.CleanTitle: control
// characters as spaces, invalid UTF-8 replaced), so a postcondition
// compares like with like.
func storedTitle(title string) string {
	if t, err := store.CleanTitle(title); err == nil {
		return t
	}
	return strings.TrimSpace(title)
}

// milestoneDone checks a task call that acted on a milestone instead
// (milestoneInsteadOfTask): ok is false when res is about no milestone.
func milestoneDone(tx *store.Tx, res Result, want bool) (ok bool, err error) {
	if _, err := tx.Projects().GetMilestone(strings.TrimPrefix(res.Ref, store.IDPrefix)); err != nil {
		return false, nil
	}
	m, err := refMilestone(tx, res)
	if err == nil && m.Done != want {
		return true, unmet("the milestone %q is done: %v, want %v", m.Title, m.Done, want)
	}
	return true, err
}
