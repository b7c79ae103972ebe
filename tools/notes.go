package tools

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"pace/rag"
	"pace/store"
	"pace/undo"
)

// NotesIndex answers questions from the notes and finds passages; the
// ToolBox's askNotes and searchNotes go through it. *rag.Engine implements it.
type NotesIndex interface {
	// Ask composes a cited answer; Found false means the notes hold nothing relevant.
	Ask(ctx context.Context, question string) (rag.Answer, error)
	// Search returns at most k passages, best first.
	Search(ctx context.Context, query string, k int) ([]rag.Hit, error)
}

var _ NotesIndex = (*rag.Engine)(nil)

// searchNotesK is how many passages searchNotes returns.
const searchNotesK = 5

func noteResult(n store.Note, summary string) Result {
	return Result{OK: true, Summary: summary, Detail: summary, Ref: store.Ref(n.ID),
		Outputs: map[string]string{"title": n.Title},
		Items:   []Item{{Kind: store.KindNote, ID: n.ID, Title: n.Title}}}
}

// sentenceTitle is the number of words from which a note's title, with no
// body, is a sentence the note says rather than a name for it.
const sentenceTitle = 5

func (tb *ToolBox) createNote(ctx context.Context, inv Invocation, a CreateNoteArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		n := store.Note{Title: strings.TrimSpace(a.Title), Body: a.Body, Tags: append(a.Tags, rag.TextTags(a.Body)...)}
		if n.Title == "" {
			return Result{}, failf("A note needs a title.")
		}
		if strings.TrimSpace(n.Body) == "" && len(strings.Fields(n.Title)) >= sentenceTitle {
			// "make a note lockbox code for 4521 e camelback is 4471 …":
			// the whole note said as its title is its text too, so
			// questions over the notes find it
			n.Body = n.Title
		}
		n, err := tx.Notes().Insert(n)
		if err != nil {
			return Result{}, err
		}
		if err := indexNote(tx, n); err != nil {
			return Result{}, err
		}
		rec.Add(undo.DeleteNote(n.ID))
		// [[links]] to it written before it existed.
		if err := linkInbound(tx, rec, n); err != nil {
			return Result{}, err
		}
		return noteResult(n, "Created the note "+quote(n.Title)), nil
	})
}

// appendNote adds text at the end of a note's body, on a new line when the
// body does not end with one.
func (tb *ToolBox) appendNote(ctx context.Context, inv Invocation, a AppendNoteArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		saysTask := taskWord.MatchString(strings.TrimSpace(a.Note))
		n, err := tx.Notes().Resolve(a.Note)
		if saysTask || errors.Is(err, store.ErrNotFound) {
			// "add a note to the tiles task: …": a task said so, or no
			// note of that name but a task — the text goes into the
			// task's notes field
			if t, terr := tx.Tasks().Resolve(a.Note); terr == nil {
				return tb.appendTaskNotes(tx, rec, t, a.Text)
			} else if saysTask || !errors.Is(terr, store.ErrNotFound) {
				return Result{}, lookupFailure(store.KindTask, a.Note, terr)
			}
		}
		if err != nil {
			return Result{}, lookupFailure(store.KindNote, a.Note, err)
		}
		if strings.TrimSpace(a.Text) == "" {
			return Result{}, failf("There is no text to add to %s.", quote(n.Title))
		}
		added := a.Text
		if n.Body != "" && !strings.HasSuffix(n.Body, "\n") {
			added = "\n" + added
		}
		n.Body += added
		if n, err = tx.Notes().Update(n); err != nil {
			return Result{}, err
		}
		if err := indexNote(tx, n); err != nil {
			return Result{}, err
		}
		rec.Add(undo.UnappendNote(n.ID, added))
		return noteResult(n, "Added to the note "+quote(n.Title)), nil
	})
}

// taskWord: a reference that says it names a task ("the tiles task").
var taskWord = regexp.MustCompile(`(?i)\b(?:task|to-?do|reminder)$`)

// appendTaskNotes adds text to the end of t's notes field, journaled with
// the task as it was.
func (tb *ToolBox) appendTaskNotes(tx *store.Tx, rec *undo.Recorder, t store.Task, text string) (Result, error) {
	if strings.TrimSpace(text) == "" {
		return Result{}, failf("There is no text to add to the notes of %s.", quote(t.Title))
	}
	notes := t.Notes
	if notes != "" && !strings.HasSuffix(notes, "\n") {
		notes += "\n"
	}
	t, err := writeTaskNotes(tx, rec, t, notes+strings.TrimSpace(text))
	if err != nil {
		return Result{}, err
	}
	return tb.taskResult(t, "Added to the notes of "+quote(t.Title)), nil
}

// linkInbound links the notes whose [[links]] name n to it
// (rag.LinkInbound) and journals each link's inverse.
func linkInbound(tx *store.Tx, rec *undo.Recorder, n store.Note) error {
	added, err := rag.LinkInbound(tx, n)
	for _, l := range added {
		rec.Add(undo.DeleteLink(l.ID))
	}
	return err
}

// indexNote cuts n into passages and indexes them in the transaction that
// wrote it, so a captured note answers the next question and the index
// status is true at once (imports are indexed by the engine's Sync).
func indexNote(tx *store.Tx, n store.Note) error {
	if _, err := tx.Chunks().Replace(n.ID, n.ContentHash, rag.Chunk(n.Title, n.Body)); err != nil {
		return fmt.Errorf("index note: %w", err)
	}
	return nil
}

// linkItems links two items of any kind with a typed, directed link.
func (tb *ToolBox) linkItems(ctx context.Context, inv Invocation, a LinkItemsArgs) (Result, error) {
	typ := strings.ToLower(strings.TrimSpace(a.Type))
	if typ == "" {
		typ = store.LinkRelatesTo
	}
	if !store.ValidLinkType(typ) {
		return Fail(fmt.Sprintf("I don't know the link type %s: use %s.", quote(a.Type), strings.Join(store.LinkTypes, ", "))), nil
	}
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		from, err := tb.anyItem(tx, a.From)
		if err != nil {
			return Result{}, err
		}
		to, err := tb.anyItem(tx, a.To)
		if err != nil {
			return Result{}, err
		}
		if from.ID == to.ID {
			return Result{}, failf("An item cannot be linked to itself.")
		}
		l, created, err := tx.Graph().Insert(store.Link{FromKind: from.Kind, FromID: from.ID, ToKind: to.Kind, ToID: to.ID, Type: typ})
		if err != nil {
			return Result{}, err
		}
		s := fmt.Sprintf("Linked %s %s %s (%s → %s)", quote(from.Title), typ, quote(to.Title), from.Kind, to.Kind)
		if created {
			rec.Add(undo.DeleteLink(l.ID))
		} else {
			s = fmt.Sprintf("%s is already linked to %s (%s)", quote(from.Title), quote(to.Title), typ)
		}
		return Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(from.ID),
			Outputs: map[string]string{"title": from.Title, "link": l.ID, "to": store.Ref(to.ID)}}, nil
	})
}

// searchNotes finds passages through the notes index, or by note words
// when no index is wired.
func (tb *ToolBox) searchNotes(ctx context.Context, inv Invocation, a QueryArgs) (Result, error) {
	q := strings.TrimSpace(a.Query)
	if q == "" {
		return Fail("What should I look for in your notes?"), nil
	}
	if tb.opt.Notes == nil {
		return tb.read(ctx, func(tx *store.Tx) (Result, error) {
			ns, err := tx.Notes().List()
			if err != nil {
				return Result{}, err
			}
			var hits []match
			for _, n := range ns {
				if s := overlap(q, n.Title+" "+n.Body); s > 0 {
					hits = append(hits, match{Item{Kind: store.KindNote, ID: n.ID, Title: n.Title, Line: snippet(n.Body)}, s})
				}
			}
			return searchResult(q, "note", best(hits, searchNotesK)), nil
		})
	}
	hits, err := tb.opt.Notes.Search(ctx, q, searchNotesK)
	if err != nil {
		return Result{}, fmt.Errorf("search notes: %w", err)
	}
	items := make([]Item, len(hits))
	for i, h := range hits {
		items[i] = Item{Kind: store.KindNote, ID: h.NoteID, Title: h.Title, Line: snippet(h.Passage)}
	}
	r := searchResult(q, "passage", items)
	lines := []string{r.Summary}
	for _, h := range hits {
		lines = append(lines, fmt.Sprintf("- %s: %s", h.Title, h.Passage))
	}
	r.Detail = strings.Join(lines, "\n")
	return r, nil
}

// askNotes answers from the notes only, with citations.
func (tb *ToolBox) askNotes(ctx context.Context, inv Invocation, a AskNotesArgs) (Result, error) {
	q := strings.TrimSpace(a.Question)
	if q == "" {
		return Fail("What would you like to know from your notes?"), nil
	}
	if tb.opt.Notes == nil {
		return Fail("I can't answer from your notes yet: the notes index is not set up."), nil
	}
	ans, err := tb.opt.Notes.Ask(ctx, q)
	if err != nil {
		return Result{}, fmt.Errorf("ask notes: %w", err)
	}
	if !ans.Found {
		s := ans.Text
		if strings.TrimSpace(a.Otherwise) != "" {
			s = strings.TrimSpace(a.Otherwise)
		}
		if s == "" {
			s = rag.NotFound
		}
		return Result{OK: true, Summary: s, Detail: s, Outputs: map[string]string{"answer": s}}, nil
	}
	r := Result{OK: true, Summary: answeredFrom(ans.Citations), Detail: ans.Text, Citations: ans.Citations,
		Outputs: map[string]string{"answer": ans.Text}}
	var sources []string
	r.Items, sources = citedNotes(ans.Citations)
	for _, l := range sources {
		r.Detail += "\n" + l
	}
	if len(ans.Citations) > 0 {
		r.Ref = store.Ref(ans.Citations[0].NoteID)
	}
	return r, nil
}

// notesFrom lists notes created or edited on one day of the user's zone.
func (tb *ToolBox) notesFrom(ctx context.Context, inv Invocation, a NotesFromArgs) (Result, error) {
	var day time.Time
	if strings.TrimSpace(a.Day) == "" {
		day = tb.today()
	} else {
		w, err := tb.parseWhen(a.Day)
		if err != nil {
			return settle(Result{}, err)
		}
		day = startOfDay(w.at.In(tb.opt.Location))
	}
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		ns, err := tx.Notes().CreatedBetween(day, day.AddDate(0, 0, 1))
		if err != nil {
			return Result{}, err
		}
		label := tb.dueText(day, false)
		r := Result{OK: true}
		if len(ns) == 0 {
			r.Summary = "No notes from " + label + "."
			r.Detail = r.Summary
			return r, nil
		}
		r.Summary = fmt.Sprintf("%d note(s) from %s", len(ns), label)
		lines := []string{r.Summary}
		for _, n := range ns {
			r.Items = append(r.Items, Item{Kind: store.KindNote, ID: n.ID, Title: n.Title, Line: snippet(n.Body)})
			lines = append(lines, fmt.Sprintf("- %s: %s", n.Title, snippet(n.Body)))
		}
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
}

// snippet is the first 120 bytes of a text on one line, cut at a rune boundary.
func snippet(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= 120 {
		return s
	}
	cut := 120
	for cut > 0 && !utf8Start(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func utf8Start(b byte) bool { return b&0xC0 != 0x80 }

// citedNotes is an answer's citations as result items (one per citation,
// "[n]" as its line) and as source lines ("[n] Title: passage").
func citedNotes(cs []rag.Citation) (items []Item, sources []string) {
	for _, c := range cs {
		items = append(items, Item{Kind: store.KindNote, ID: c.NoteID, Title: c.Title, Line: fmt.Sprintf("[%d]", c.N)})
		sources = append(sources, fmt.Sprintf("[%d] %s: %s", c.N, c.Title, c.Passage))
	}
	return items, sources
}

// answeredFrom is the askNotes card line: the answer itself is the reply, so
// the card says where it came from ("Answered from 2 notes").
func answeredFrom(cs []rag.Citation) string {
	notes := map[string]bool{}
	for _, c := range cs {
		notes[c.NoteID] = true
	}
	if len(notes) == 1 {
		return "Answered from 1 note"
	}
	return fmt.Sprintf("Answered from %d notes", len(notes))
}
