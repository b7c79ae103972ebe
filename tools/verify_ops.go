package tools

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"

	"pace/store"
	"pace/tools/dates"
)

// opsVerifiers hold the postconditions of the everyday operations
// (projects_ops, tags, milestones_ops, bulk), read back from the store.
var opsVerifiers = map[string]verifier{
	"renameProject": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a RenameProjectArgs
		json.Unmarshal(raw, &a)
		p, err := refProject(tx, res)
		if err != nil {
			return err
		}
		if p.Name != strings.TrimSpace(a.Name) {
			return unmet("the project is named %q, not %q", p.Name, a.Name)
		}
		return nil
	},
	"describeProject": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a DescribeProjectArgs
		json.Unmarshal(raw, &a)
		p, err := refProject(tx, res)
		if err != nil {
			return err
		}
		if strings.TrimSpace(p.Notes) != strings.TrimSpace(a.Description) {
			return unmet("the project's description is %q, not %q", p.Notes, a.Description)
		}
		return nil
	},
	"archiveProject": verifyArchived(true),
	"restoreProject": verifyArchived(false),
	"deleteProject": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a DeleteProjectArgs
		json.Unmarshal(raw, &a)
		if _, err := tx.Projects().Get(strings.TrimPrefix(res.Ref, store.IDPrefix)); err == nil {
			return unmet("the project %q still exists", res.Outputs["title"])
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		for _, it := range res.Items {
			_, err := tx.Tasks().Get(it.ID)
			switch {
			case a.KeepTasks && err != nil:
				return unmet("the task %q was to be kept but is gone", it.Title)
			case !a.KeepTasks && err == nil:
				return unmet("the task %q was to go with the project but still exists", it.Title)
			case !a.KeepTasks && !errors.Is(err, store.ErrNotFound):
				return err
			}
		}
		return nil
	},
	"tagTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a TagArgs
		t, err := refTask(tx, raw, &a, res)
		if err != nil {
			return err
		}
		for _, g := range NormLabels(a.Tags) {
			if !slices.Contains(t.Tags, g) {
				return unmet("%q is not labelled @%s", t.Title, g)
			}
		}
		return nil
	},
	"untagTask": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a TagArgs
		t, err := refTask(tx, raw, &a, res)
		if err != nil {
			return err
		}
		drop := NormLabels(a.Tags)
		if len(drop) == 0 && len(t.Tags) > 0 {
			return unmet("%q still has labels", t.Title)
		}
		for _, g := range drop {
			if slices.Contains(t.Tags, g) {
				return unmet("%q is still labelled @%s", t.Title, g)
			}
		}
		return nil
	},
	"completeMilestone": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		m, err := refMilestone(tx, res)
		if err != nil {
			return err
		}
		if !m.Done {
			return unmet("the milestone %q is not done", m.Title)
		}
		return nil
	},
	"reopenMilestone": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		m, err := refMilestone(tx, res)
		if err != nil {
			return err
		}
		if m.Done {
			return unmet("the milestone %q is still done", m.Title)
		}
		return nil
	},
	"updateMilestone": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		var a UpdateMilestoneArgs
		json.Unmarshal(raw, &a)
		m, err := refMilestone(tx, res)
		if err != nil {
			return err
		}
		if title := strings.TrimSpace(a.Title); title != "" && m.Title != title {
			return unmet("the milestone is titled %q, not %q", m.Title, title)
		}
		if strings.TrimSpace(a.Due) != "" {
			due := ""
			if m.Due != nil {
				due = m.Due.Format("2006-01-02T15:04:05Z07:00")
			}
			if due != res.Outputs["due"] {
				return unmet("the milestone %q is not on %s", m.Title, res.Outputs["due"])
			}
		}
		return nil
	},
	"deleteMilestone": func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		if _, err := tx.Projects().GetMilestone(strings.TrimPrefix(res.Ref, store.IDPrefix)); err == nil {
			return unmet("the milestone %q still exists", res.Outputs["title"])
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		return nil
	},
	"bulkTasks": verifyBulk,
}

func refProject(tx *store.Tx, res Result) (store.Project, error) {
	p, err := tx.Projects().Get(strings.TrimPrefix(res.Ref, store.IDPrefix))
	if errors.Is(err, store.ErrNotFound) {
		return p, unmet("the project %s does not exist", res.Ref)
	}
	return p, err
}

func refMilestone(tx *store.Tx, res Result) (store.Milestone, error) {
	m, err := tx.Projects().GetMilestone(strings.TrimPrefix(res.Ref, store.IDPrefix))
	if errors.Is(err, store.ErrNotFound) {
		return m, unmet("the milestone %s does not exist", res.Ref)
	}
	return m, err
}

func verifyArchived(want bool) verifier {
	return func(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
		if _, err := tx.Tasks().Get(strings.TrimPrefix(res.Ref, store.IDPrefix)); err == nil && !want {
			return nil // no archived project by that name: OrTask was added
		}
		p, err := refProject(tx, res)
		if err != nil {
			return err
		}
		if (p.ArchivedAt != nil) != want {
			if want {
				return unmet("the project %q is not archived", p.Name)
			}
			return unmet("the project %q is still archived", p.Name)
		}
		return nil
	}
}

// verifyBulk checks each task the result names: done, gone, at the new
// priority, or (reschedule to a phrase) due on that day.
func verifyBulk(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
	var a BulkTasksArgs
	json.Unmarshal(raw, &a)
	action := strings.ToLower(strings.TrimSpace(a.Action))
	for _, it := range res.Items {
		t, err := tx.Tasks().Get(it.ID)
		if action == "delete" {
			if err == nil {
				return unmet("%q still exists", it.Title)
			} else if !errors.Is(err, store.ErrNotFound) {
				return err
			}
			continue
		}
		if errors.Is(err, store.ErrNotFound) {
			return unmet("%q no longer exists", it.Title)
		} else if err != nil {
			return err
		}
		switch action {
		case "complete":
			if !t.Done {
				return unmet("%q is not done", t.Title)
			}
		case "priority":
			if p, _ := parsePriority(a.Level); t.Priority != p {
				return unmet("%q has priority %s", t.Title, PriorityName(t.Priority))
			}
		case "tag", "untag":
			for _, g := range NormLabels(a.Tags) {
				if slices.Contains(t.Tags, g) != (action == "tag") {
					return unmet("%q: label @%s is not as asked", t.Title, g)
				}
			}
			if action == "untag" && len(a.Tags) == 0 && len(t.Tags) > 0 {
				return unmet("%q still has labels", t.Title)
			}
		case "relabel":
			if from, to, err := relabelPair(a); err == nil && (slices.Contains(t.Tags, from) || !slices.Contains(t.Tags, to)) {
				return unmet("%q: label @%s is not renamed @%s", t.Title, from, to)
			}
		case "reschedule":
			if to := strings.TrimSpace(a.To); to != "" {
				w, err := tb.parseWhen(to)
				if _, later := dates.BareWeekday(weekdaySaid(to)); err == nil && later && t.Due != nil {
					// a bare weekday is the one nearest each task's old day
					// (the mover): that weekday, never before today
					at, due := startOfDay(w.at.In(tb.opt.Location)), startOfDay(t.Due.In(tb.opt.Location))
					if due.Weekday() != at.Weekday() || due.Before(startOfDay(tb.now())) {
						return unmet("%q is not due %s", t.Title, to)
					}
				} else if err == nil && w.hasDay && !tb.dueOn(t, w.at.In(tb.opt.Location)) {
					return unmet("%q is not due %s", t.Title, to)
				}
			}
		}
	}
	return nil
}
