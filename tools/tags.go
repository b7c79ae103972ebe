package tools

import (
	"context"
	"slices"
	"strings"

	"pace/store"
)

// TagArgs: tagTask and untagTask.
type TagArgs struct {
	Task string   `json:"task" jsonschema:"the task: id:<uuid>, $N, or its title"`
	Tags []string `json:"tags,omitempty" jsonschema:"labels without @; for untagTask, empty removes every label"`
}

// NormLabels lowercases labels and drops "@", blanks and repeats, as the
// store keeps them.
func NormLabels(in []string) []string {
	var out []string
	for _, t := range in {
		t = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t), "@")))
		if t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

func labelList(tags []string) string {
	return "@" + strings.Join(tags, ", @")
}

// tagTask adds labels to a task; labels it already has are left alone.
func (tb *ToolBox) tagTask(ctx context.Context, inv Invocation, a TagArgs) (Result, error) {
	add := NormLabels(a.Tags)
	if len(add) == 0 {
		return Fail("Which label should I add? For example “tag it with errands”."), nil
	}
	return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
		var added []string
		for _, g := range add {
			if !slices.Contains(t.Tags, g) {
				added = append(added, g)
			}
		}
		if len(added) == 0 {
			return "", unchanged(quote(t.Title) + " is already labelled " + labelList(add) + "; nothing changed.")
		}
		t.Tags = append(slices.Clone(t.Tags), added...)
		return "Labelled " + quote(t.Title) + " " + labelList(added), nil
	})
}

// untagTask removes the named labels from a task, or all of them.
func (tb *ToolBox) untagTask(ctx context.Context, inv Invocation, a TagArgs) (Result, error) {
	drop := NormLabels(a.Tags)
	return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
		if len(t.Tags) == 0 {
			return "", unchanged(quote(t.Title) + " has no labels; nothing changed.")
		}
		if len(drop) == 0 {
			removed := t.Tags
			t.Tags = []string{}
			return "Removed " + labelList(removed) + " from " + quote(t.Title), nil
		}
		var removed, keep []string
		for _, g := range t.Tags {
			if slices.Contains(drop, g) {
				removed = append(removed, g)
			} else {
				keep = append(keep, g)
			}
		}
		if len(removed) == 0 {
			return "", unchanged(quote(t.Title) + " is not labelled " + labelList(drop) + "; nothing changed.")
		}
		t.Tags = append([]string{}, keep...)
		return "Removed " + labelList(removed) + " from " + quote(t.Title), nil
	})
}
