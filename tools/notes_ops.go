package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"pace/store"
	"pace/undo"
)

// NoteRef: deleteNote.
type NoteRef struct {
	Note string `json:"note" jsonschema:"the note: id:<uuid>, $N, or its title"`
}

// ListNotesArgs: listNotes.
type ListNotesArgs struct {
	Tag string `json:"tag,omitempty" jsonschema:"only the notes with this tag, without #"`
}

// listNotesMax is how many notes listNotes names; the rest are counted.
const listNotesMax = 20

// deleteNote deletes a note. Its inverse puts back the note as it was read
// (same id, text, tags, front matter, stamps and import record) and the
// links that touched it; the notes index cuts it again at its next sync.
func (tb *ToolBox) deleteNote(ctx context.Context, inv Invocation, a NoteRef) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		n, err := tb.noteToDelete(tx, a.Note)
		if err != nil {
			return Result{}, err
		}
		links, err := tx.Graph().Of(n.ID)
		if err != nil {
			return Result{}, err
		}
		// Recorded before the note so that undo, running backwards,
		// inserts the note before its links.
		for _, l := range links {
			rec.Add(undo.InsertLink(l))
		}
		rec.Add(undo.InsertNote(n))
		if err := tx.Chunks().Drop(n.ID); err != nil {
			return Result{}, fmt.Errorf("unindex note: %w", err)
		}
		if err := tx.Notes().Delete(n.ID); err != nil {
			return Result{}, err
		}
		s := "Deleted the note " + quote(n.Title)
		return Result{OK: true, Summary: s, Detail: s + "\n" + snippet(n.Body), Ref: store.Ref(n.ID),
			Outputs: map[string]string{"title": n.Title}}, nil
	})
}

// noteToDelete resolves ref for a delete as taskToDelete does for a task:
// only a confident reference; a weaker one asks for the full title.
func (tb *ToolBox) noteToDelete(tx *store.Tx, ref string) (store.Note, error) {
	n, err := tb.note(tx, ref)
	if err != nil {
		return store.Note{}, err
	}
	return n, deletable(ref, store.KindNote, n.ID, n.Title)
}

// previewDeleteNote is the approval sentence of deleteNote: "Delete the
// note “Gate code” (2 lines)? It can be undone."
func (tb *ToolBox) previewDeleteNote(tx *store.Tx, ref string) (string, error) {
	if n, isStep := stepRef(ref); isStep {
		return fmt.Sprintf("Delete the note made by step %d of this request? It can be undone.", n), nil
	}
	n, err := tb.noteToDelete(tx, ref)
	if err != nil {
		return "", err
	}
	return "Delete the note " + quote(n.Title) + " (" + lineCount(n.Body) + ")? It can be undone.", nil
}

// lineCount is "2 lines", "1 line" or "no text" for a note's body.
func lineCount(body string) string {
	body = strings.Trim(body, "\n")
	if strings.TrimSpace(body) == "" {
		return "no text"
	}
	if n := strings.Count(body, "\n") + 1; n > 1 {
		return fmt.Sprintf("%d lines", n)
	}
	return "1 line"
}

// verifyDeleteNote: the note is gone.
func verifyDeleteNote(tb *ToolBox, tx *store.Tx, _ json.RawMessage, res Result) error {
	if _, err := tx.Notes().Get(strings.TrimPrefix(res.Ref, store.IDPrefix)); err == nil {
		return unmet("the note %q still exists", res.Outputs["title"])
	} else if !errors.Is(err, store.ErrNotFound) {
		return err
	}
	return nil
}

// listNotes lists the most recently updated notes (all, or those with one
// tag): at most listNotesMax by name, the rest counted.
func (tb *ToolBox) listNotes(ctx context.Context, inv Invocation, a ListNotesArgs) (Result, error) {
	tag := ""
	if t := NormLabels([]string{strings.TrimPrefix(strings.TrimSpace(a.Tag), "#")}); len(t) > 0 {
		tag = t[0]
	}
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		r := Result{OK: true}
		total := 0
		err := tx.Notes().EachHead(0, func(h store.NoteHead) error {
			if tag != "" && !slices.Contains(h.Tags, tag) {
				return nil
			}
			total++
			if total <= listNotesMax {
				r.Items = append(r.Items, Item{Kind: store.KindNote, ID: h.ID, Title: h.Title, Line: tb.noteLine(h)})
			}
			return nil
		})
		if err != nil {
			return Result{}, err
		}
		what := "notes"
		if tag != "" {
			what = "notes tagged #" + tag
		}
		switch total {
		case 0:
			r.Summary = "You have no notes yet."
			if tag != "" {
				r.Summary = "You have no " + what + "."
			}
		case 1:
			r.Summary = "You have 1 note"
			if tag != "" {
				r.Summary += " tagged #" + tag
			}
		default:
			r.Summary = fmt.Sprintf("You have %d %s", total, what)
			if total > listNotesMax {
				r.Summary += fmt.Sprintf(", the %d most recently updated", listNotesMax)
			}
		}
		lines := []string{r.Summary}
		for _, it := range r.Items {
			lines = append(lines, "- "+it.Title+" — "+it.Line)
		}
		if more := total - len(r.Items); more > 0 {
			lines = append(lines, fmt.Sprintf("and %d more", more))
		}
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
}

// noteLine is a listed note's line: "updated Mon 2 Mar · #recipes #soup".
func (tb *ToolBox) noteLine(h store.NoteHead) string {
	s := "updated " + tb.dueText(h.UpdatedAt, false)
	if len(h.Tags) > 0 {
		s += " · #" + strings.Join(h.Tags, " #")
	}
	return s
}
