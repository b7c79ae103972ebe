package tools

import (
	"context"
	"encoding/json"
	"strings"

	"pace/rag"
	"pace/store"
	"pace/undo"
)

// UpdateNoteArgs: updateNote. An empty field leaves that part unchanged;
// Body replaces the whole text (the note editor saves this way).
type UpdateNoteArgs struct {
	Note  string `json:"note" jsonschema:"the note: id:<uuid>, $N, or its title"`
	Title string `json:"title,omitempty" jsonschema:"new title"`
	Body  string `json:"body,omitempty" jsonschema:"the note's whole new Markdown text"`
}

// updateNote renames a note and/or replaces its body, whose wikilinks
// become its "mentions" links (rag.RelinkNote). The inverse is the note as
// it was (undo.RestoreNote) with its old links, journaled in the same
// transaction.
func (tb *ToolBox) updateNote(ctx context.Context, inv Invocation, a UpdateNoteArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		n, err := tb.note(tx, a.Note)
		if err != nil {
			return Result{}, err
		}
		title := strings.TrimSpace(a.Title)
		if title == "" && a.Body == "" {
			return Result{}, failf("Nothing to change: give a new title or text for %s.", quote(n.Title))
		}
		before := n
		var changes []string
		if title != "" && title != n.Title {
			n.Title = title
			changes = append(changes, "renamed to "+quote(title))
		}
		if a.Body != "" && a.Body != n.Body {
			// Its #tags and front matter tags, as an import reads them.
			n.Tags = rag.EditedTags(n.Tags, n.Body, a.Body)
			n.Body = a.Body
			changes = append(changes, "text replaced")
		}
		if len(changes) == 0 {
			return noteResult(n, quote(n.Title)+" already reads that way; nothing changed."), nil
		}
		if n, err = tx.Notes().Update(n); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RestoreNote(before))
		if n.Title != before.Title {
			// [[links]] naming the new title, written before it had it.
			if err := linkInbound(tx, rec, n); err != nil {
				return Result{}, err
			}
		}
		if n.Body != before.Body {
			// The [[links]] of the new text, as an import records them.
			removed, added, err := rag.RelinkNote(tx, n)
			if err != nil {
				return Result{}, err
			}
			for _, l := range removed {
				rec.Add(undo.InsertLink(l))
			}
			for _, l := range added {
				rec.Add(undo.DeleteLink(l.ID))
			}
		}
		return noteResult(n, "Updated the note "+quote(before.Title)+": "+strings.Join(changes, ", ")), nil
	})
}

// verifyUpdateNote: the note reads with the requested title and body.
func verifyUpdateNote(tb *ToolBox, tx *store.Tx, raw json.RawMessage, res Result) error {
	var a UpdateNoteArgs
	json.Unmarshal(raw, &a)
	n, err := tx.Notes().Resolve(res.Ref)
	if err != nil {
		return unmet("the note %q does not exist", a.Note)
	}
	if t := strings.TrimSpace(a.Title); t != "" && n.Title != storedTitle(t) {
		return unmet("the note is titled %q, not %q", n.Title, t)
	}
	if a.Body != "" && n.Body != a.Body {
		return unmet("the note %q does not read as edited", n.Title)
	}
	return nil
}
