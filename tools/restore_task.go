package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"pace/store"
	"pace/undo"
)

// deletedLookBack is how many journal entries, newest first, restoreTask
// reads for the deletion it brings back.
const deletedLookBack = 2000

// deletedTask is a task a journal entry deleted, with that entry.
type deletedTask struct {
	entry store.JournalEntry
	task  store.Task
}

// restoreTask brings back a deleted task by its title words ("the astro
// one"): the newest deletion whose task matches and is gone, reverted on
// its own (its turn's other changes stay). The task returns with its
// due date, project, labels, dependencies and links; "undo that" deletes
// it again. Errors (as the user's): no deleted task matches, several
// different ones do (asked which), or its project is gone since.
func (tb *ToolBox) restoreTask(ctx context.Context, inv Invocation, a TaskRef) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		found, err := deletedMatching(tx, a.Task)
		if err != nil {
			return Result{}, err
		}
		switch titles := distinctTitles(found); {
		case len(found) == 0:
			return Result{}, failf("I couldn't find a deleted task called %s; only tasks deleted in Pace can be brought back.", quote(strings.TrimSpace(a.Task)))
		case len(titles) > 1:
			return Result{}, failf("Several deleted tasks match %s: %s. Which one should come back?", quote(strings.TrimSpace(a.Task)), quoteList(titles))
		}
		d := found[0]
		if _, err := undo.RevertIn(tx, d.entry); err != nil {
			var ce *undo.ConflictError
			if errors.As(err, &ce) {
				return Result{}, failf("I couldn't bring back %s: %s.", quote(d.task.Title), ce.Reason)
			}
			return Result{}, err
		}
		rec.Add(undo.DeleteTask(d.task.ID))
		t, err := tx.Tasks().Get(d.task.ID)
		if err != nil {
			return Result{}, err
		}
		r := Result{OK: true, Summary: "Brought back " + quote(t.Title), Ref: store.Ref(t.ID),
			Outputs: map[string]string{"title": t.Title}}
		r.Detail = r.Summary + "\n" + tb.taskDetail(t)
		return r, nil
	})
}

// deletedMatching is the tasks deleted by deleteTask entries whose tasks
// are gone now (a deletion undone and then done again by undoing its
// bringing back counts) and whose titles hold every word of ref (ignoring
// "the", "one", "task" and the like), newest deletion first.
func deletedMatching(tx *store.Tx, ref string) ([]deletedTask, error) {
	words := refWords(ref)
	if len(words) == 0 {
		return nil, failf("Say which deleted task to bring back, by its title.")
	}
	es, err := tx.Journal().Recent(deletedLookBack)
	if err != nil {
		return nil, err
	}
	var out []deletedTask
	for _, e := range es {
		if e.Tool != "deleteTask" {
			continue // an undone deletion counts too: its task is gone again when "undo" took a bringing back back
		}
		steps, err := undo.Decode(e.Inverse)
		if err != nil {
			continue // a damaged record is no candidate
		}
		for _, s := range steps {
			if s.Op != undo.OpInsertTask || s.Task == nil {
				continue
			}
			if _, err := tx.Tasks().Get(s.Task.ID); err == nil {
				continue // back already
			}
			if titleHolds(s.Task.Title, words) {
				out = append(out, deletedTask{e, *s.Task})
			}
		}
	}
	return out, nil
}

// restoreFiller: words of a reference that name no task ("the astro
// one", "my dentist task").
var restoreFiller = map[string]bool{"the": true, "a": true, "an": true, "my": true, "one": true, "task": true,
	"to-do": true, "todo": true, "item": true, "that": true, "this": true, "reminder": true}

// refWords is ref lowercased into words, fillers dropped.
func refWords(ref string) []string {
	var out []string
	for _, w := range strings.Fields(strings.ToLower(ref)) {
		w = strings.Trim(w, `"“”'’.,!?`)
		if w != "" && !restoreFiller[w] {
			out = append(out, w)
		}
	}
	return out
}

// titleHolds reports that every word is a word of title or begins one
// ("astro" in "book the astroturf pitch").
func titleHolds(title string, words []string) bool {
	tw := strings.FieldsFunc(strings.ToLower(title), func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == '(' || r == ')' || r == '"' || r == '-'
	})
	for _, w := range words {
		hit := false
		for _, t := range tw {
			if strings.HasPrefix(t, w) {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return true
}

// distinctTitles is the different titles among found, in order.
func distinctTitles(found []deletedTask) []string {
	var out []string
	seen := map[string]bool{}
	for _, d := range found {
		if k := strings.ToLower(d.task.Title); !seen[k] {
			seen[k] = true
			out = append(out, d.task.Title)
		}
	}
	return out
}

// quoteList is titles quoted and joined with commas and "or".
func quoteList(titles []string) string {
	q := make([]string, len(titles))
	for i, t := range titles {
		q[i] = quote(t)
	}
	if len(q) == 1 {
		return q[0]
	}
	return fmt.Sprintf("%s or %s", strings.Join(q[:len(q)-1], ", "), q[len(q)-1])
}
