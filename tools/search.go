package tools

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"pace/rag"
	"pace/store"
	"pace/tools/dates"
	"pace/undo"
)

// searchLimit caps each kind in searchEverything and each list in recall.
const searchLimit = 10

// match is a scored search row.
type match struct {
	item  Item
	score float64
}

// overlap scores text against query by stemmed content words
// (store.ContentWords): the share of query words the text holds, 0 unless
// at least half of them (and one) are there.
func overlap(query, text string) float64 {
	qw := store.ContentWords(query)
	if len(qw) == 0 {
		return 0
	}
	have := map[string]bool{}
	for _, w := range store.ContentWords(text) {
		have[w] = true
	}
	n := 0
	for _, w := range qw {
		if have[w] {
			n++
		}
	}
	if n == 0 || 2*n < len(qw) {
		return 0
	}
	return float64(n) / float64(len(qw))
}

// best returns at most k items by score, best first (stable for ties).
func best(ms []match, k int) []Item {
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].score > ms[j].score })
	out := []Item{}
	for i := 0; i < len(ms) && i < k; i++ {
		out = append(out, ms[i].item)
	}
	return out
}

func searchResult(q, noun string, items []Item) Result {
	r := Result{OK: true, Items: items}
	if len(items) == 0 {
		r.Summary = "Nothing found for " + quote(q) + "."
		r.Detail = r.Summary
		return r
	}
	r.Summary = fmt.Sprintf("Found %d %s(s) for %s", len(items), noun, quote(q))
	lines := []string{r.Summary}
	for _, it := range items {
		line := fmt.Sprintf("- %s %s", it.Kind, it.Title)
		if it.Line != "" {
			line += " — " + it.Line
		}
		lines = append(lines, line)
	}
	r.Detail = strings.Join(lines, "\n")
	r.Ref = store.Ref(items[0].ID)
	return r
}

// searchEverything matches tasks (title and notes), projects (name and
// notes) and notes (title and body) by stemmed words; at most 10 of each
// kind, best first within the kind, tasks then projects then notes. When
// the notes index answers the query, the cited answer leads the list: a
// question never ends in a bare keyword listing when a passage answers it.
func (tb *ToolBox) searchEverything(ctx context.Context, inv Invocation, a QueryArgs) (Result, error) {
	q := strings.TrimSpace(a.Query)
	if len(store.ContentWords(q)) == 0 {
		return Fail("What should I look for?"), nil
	}
	r, err := tb.searchAll(ctx, q)
	if err != nil || tb.opt.Notes == nil {
		return r, err
	}
	ans, err := tb.opt.Notes.Ask(ctx, q)
	if err != nil {
		return Result{}, fmt.Errorf("search: %w", err)
	}
	if ans.Found {
		// The notes the answer cites are not listed again below it.
		cited := map[string]bool{}
		for _, c := range ans.Citations {
			cited[c.NoteID] = true
		}
		var rest []Item
		for _, it := range r.Items {
			if it.Kind != store.KindNote || !cited[it.ID] {
				rest = append(rest, it)
			}
		}
		r = searchResult(q, "item", rest)
		r.Citations = ans.Citations
		r.Outputs = map[string]string{"answer": ans.Text}
		if len(rest) == 0 {
			r.Summary, r.Detail, r.Items = ans.Text, ans.Text, []Item{}
			r.Ref = store.Ref(ans.Citations[0].NoteID)
		} else {
			r.Summary, r.Detail = ans.Text+"\n"+r.Summary, ans.Text+"\n"+r.Detail
		}
	}
	return r, nil
}

func (tb *ToolBox) searchAll(ctx context.Context, q string) (Result, error) {
	r, err := tb.read(ctx, func(tx *store.Tx) (Result, error) {
		ts, err := tx.Tasks().List(store.TaskFilter{Archived: true})
		if err != nil {
			return Result{}, err
		}
		var tm, pm, nm []match
		for _, t := range ts {
			if s := overlap(q, t.Title+" "+t.Notes); s > 0 {
				tm = append(tm, match{tb.taskItem(t), s})
			}
		}
		ps, err := tx.Projects().ListAll()
		if err != nil {
			return Result{}, err
		}
		for _, p := range ps {
			if s := overlap(q, p.Name+" "+p.Notes); s > 0 {
				pm = append(pm, match{Item{Kind: store.KindProject, ID: p.ID, Title: p.Name, Done: p.Done}, s})
			}
		}
		if tb.opt.Notes == nil {
			ns, err := tx.Notes().List()
			if err != nil {
				return Result{}, err
			}
			for _, n := range ns {
				if s := overlap(q, n.Title+" "+strings.Join(n.Aliases, " ")+" "+n.Body); s > 0 {
					nm = append(nm, match{Item{Kind: store.KindNote, ID: n.ID, Title: n.Title, Line: snippet(n.Body)}, s})
				}
			}
		}
		items := append(best(tm, searchLimit), best(pm, searchLimit)...)
		return searchResult(q, "item", append(items, best(nm, searchLimit)...)), nil
	})
	if err != nil || tb.opt.Notes == nil {
		return r, err
	}
	nm, err := tb.indexedNotes(ctx, q)
	if err != nil {
		return Result{}, err
	}
	return searchResult(q, "item", append(r.Items, nm...)), nil
}

// indexedNotes finds notes for q through the notes index (BM25 over
// passages, so the cost does not grow with every note's body): at most
// searchLimit notes, best passage first, each kept only when its title and
// best passage hold at least half of q's content words, as overlap asks of
// tasks and projects.
func (tb *ToolBox) indexedNotes(ctx context.Context, q string) ([]Item, error) {
	hits, err := tb.opt.Notes.Search(ctx, q, 3*searchLimit)
	if err != nil {
		return nil, fmt.Errorf("search notes: %w", err)
	}
	var out []Item
	seen := map[string]bool{}
	for _, h := range hits {
		if seen[h.NoteID] || overlap(q, h.Title+" "+h.Passage) == 0 {
			continue
		}
		seen[h.NoteID] = true
		out = append(out, Item{Kind: store.KindNote, ID: h.NoteID, Title: h.Title, Line: snippet(h.Passage)})
		if len(out) == searchLimit {
			break
		}
	}
	return out, nil
}

// recallWords are words that carry no topic in a recall question.
var recallWords = map[string]bool{"what": true, "when": true, "did": true, "we": true, "say": true, "said": true,
	"talk": true, "talked": true, "do": true, "done": true, "i": true, "you": true, "about": true, "the": true,
	"a": true, "an": true, "of": true, "to": true, "on": true, "in": true, "and": true, "or": true, "was": true,
	"were": true, "is": true, "my": true, "me": true, "have": true, "has": true, "had": true, "remember": true,
	"recall": true, "how": true, "it": true, "that": true, "this": true, "for": true, "with": true}

func keywords(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !recallWords[f] && !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// recall searches the past: conversation messages holding the query's
// keywords (all of them first, then most of them), and completed tasks
// matching them. A date phrase in the query ("what did I do yesterday")
// restricts both to that day of the user's zone.
func (tb *ToolBox) recall(ctx context.Context, inv Invocation, a QueryArgs) (Result, error) {
	q := strings.TrimSpace(a.Query)
	if q == "" {
		return Fail("What should I try to remember?"), nil
	}
	var from, to time.Time
	topic := q
	if r, err := tb.parseDate(q); err == nil && r.HasDate && r.RRule == "" {
		from = startOfDay(r.Value.In(tb.opt.Location))
		to = from.AddDate(0, 0, 1)
		topic = dates.Strip(q, r)
	} else if err != nil && !errors.Is(err, dates.ErrNoDate) {
		return Result{}, fmt.Errorf("recall: %w", err)
	}
	kw := keywords(topic)
	if len(kw) == 0 && from.IsZero() {
		return Fail("What should I try to remember?"), nil
	}
	inDay := func(t time.Time) bool { return from.IsZero() || !t.Before(from) && t.Before(to) }
	// What the user said may be in a note they wrote ("what did I say
	// about the boiler"): a cited answer from the notes leads the reply.
	var fromNotes rag.Answer
	if len(kw) > 0 && from.IsZero() && tb.opt.Notes != nil {
		question := strings.TrimSpace(topic)
		if !strings.HasSuffix(question, "?") {
			question += "?"
		}
		ans, err := tb.opt.Notes.Ask(ctx, question)
		if err != nil {
			return Result{}, fmt.Errorf("recall: %w", err)
		}
		if ans.Found && len(ans.Citations) > 0 {
			fromNotes = ans
		}
	}
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		msgs, err := recallMessages(tx, kw, inDay)
		if err != nil {
			return Result{}, err
		}
		done, err := tx.Tasks().List(store.TaskFilter{Status: "done", Archived: true})
		if err != nil {
			return Result{}, err
		}
		sortByCompletion(done)
		var work []store.Task
		for _, t := range done {
			if t.CompletedAt != nil && inDay(*t.CompletedAt) && (len(kw) == 0 || overlap(strings.Join(kw, " "), t.Title+" "+t.Notes) > 0) {
				work = append(work, t)
			}
			if len(work) == searchLimit {
				break
			}
		}
		msgs = informative(msgs, kw)
		r := Result{OK: true}
		var lines, sources []string
		switch {
		case fromNotes.Found:
			r.Summary = answeredFrom(fromNotes.Citations)
			if len(msgs) > 0 || len(work) > 0 {
				r.Summary += fmt.Sprintf("; %d message(s) and %d completed task(s) also mention it", len(msgs), len(work))
			}
			r.Citations = fromNotes.Citations
			r.Ref = store.Ref(fromNotes.Citations[0].NoteID)
			r.Outputs = map[string]string{"answer": fromNotes.Text}
			lines = append(lines, fromNotes.Text)
			r.Items, sources = citedNotes(fromNotes.Citations)
			if len(msgs) > 0 || len(work) > 0 {
				lines = append(lines, "Also in our conversation:")
			}
		case len(msgs) == 0 && len(work) == 0:
			r.Summary = "I don't remember anything about " + quote(q) + "."
			r.Detail = r.Summary
			return r, nil
		default:
			r.Summary = fmt.Sprintf("Found %d message(s) and %d completed task(s) for %s", len(msgs), len(work), quote(q))
			lines = append(lines, r.Summary)
		}
		for _, m := range msgs {
			who := "you"
			if m.Role != store.RoleUser {
				who = "Pace"
			}
			lines = append(lines, fmt.Sprintf("- %s, %s: %s", who, tb.dueText(m.CreatedAt, true), clip(m.Text, recallClip)))
		}
		for _, t := range work {
			lines = append(lines, fmt.Sprintf("- completed %s: %s", tb.dueText(*t.CompletedAt, true), t.Title))
			r.Items = append(r.Items, tb.taskItem(t))
		}
		// The sources come last: a reply shows what is above them.
		lines = append(lines, sources...)
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
}

// recallClip bounds, in runes, a message quoted in a recall reply.
const recallClip = 200

// clip shortens s to at most n runes, marking a cut with "…".
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// informative drops messages that say nothing beyond the topic kw asks
// about: the recall questions themselves ("what did I say about the
// boiler?") and Pace's replies to them.
func informative(msgs []store.ChatMessage, kw []string) []store.ChatMessage {
	asked := map[string]bool{}
	for _, w := range kw {
		asked[w] = true
	}
	var out []store.ChatMessage
	for _, m := range msgs {
		if m.Role != store.RoleUser && (strings.HasPrefix(m.Text, "Found ") && strings.Contains(m.Text, " message(s)") || strings.HasPrefix(m.Text, "I don't remember anything")) {
			continue
		}
		more := false
		for _, w := range keywords(m.Text) {
			if !asked[w] && !questionWords[w] {
				more = true
				break
			}
		}
		if more {
			out = append(out, m)
		}
	}
	return out
}

// questionWords ask without telling ("what did I say about …").
var questionWords = map[string]bool{"mention": true, "mentioned": true, "tell": true, "told": true, "discuss": true,
	"discussed": true, "talked": true, "note": true, "noted": true, "notes": true, "write": true, "wrote": true,
	"where": true, "who": true, "why": true, "which": true, "again": true, "ask": true, "asked": true}

// recallMessages finds messages with every keyword, then with most of them;
// with no keywords, the messages of the day.
func recallMessages(tx *store.Tx, kw []string, inDay func(time.Time) bool) ([]store.ChatMessage, error) {
	var out []store.ChatMessage
	if len(kw) == 0 {
		recent, err := tx.Chat().Recent(500)
		if err != nil {
			return nil, err
		}
		for i := len(recent) - 1; i >= 0 && len(out) < searchLimit; i-- {
			if inDay(recent[i].CreatedAt) {
				out = append(out, recent[i])
			}
		}
		return out, nil
	}
	count := map[string]int{}
	byID := map[string]store.ChatMessage{}
	for _, w := range kw {
		ms, err := tx.Chat().Search(w, 50)
		if err != nil {
			return nil, err
		}
		for _, m := range ms {
			if inDay(m.CreatedAt) {
				count[m.ID]++
				byID[m.ID] = m
			}
		}
	}
	for id, n := range count {
		if 2*n >= len(kw) {
			out = append(out, byID[id])
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if count[out[i].ID] != count[out[j].ID] {
			return count[out[i].ID] > count[out[j].ID]
		}
		return out[i].Seq > out[j].Seq
	})
	if len(out) > searchLimit {
		out = out[:searchLimit]
	}
	return out, nil
}

// undoTool reverts the last turn (scope "turn", the default) or only the
// newest change ("step") through the undo engine. It is not journaled.
func (tb *ToolBox) undoTool(ctx context.Context, inv Invocation, a UndoArgs) (Result, error) {
	var rep undo.Report
	var err error
	switch strings.ToLower(strings.TrimSpace(a.Scope)) {
	case "", "turn", "last turn", "all", "change", "last change":
		if g := strings.TrimSpace(a.Group); g != "" {
			rep, err = tb.undo.UndoGroup(ctx, g)
			break
		}
		rep, err = tb.undo.UndoLastTurn(ctx)
	case "step", "last step", "last":
		rep, err = tb.undo.UndoLastStep(ctx)
	default:
		return Fail(fmt.Sprintf("Undo works on the last turn or the last step, not %s.", quote(a.Scope))), nil
	}
	var ce *undo.ConflictError
	switch {
	case errors.Is(err, undo.ErrNothingToUndo):
		return Fail("There is nothing to undo."), nil
	case errors.As(err, &ce):
		return Fail("I couldn't undo that, so nothing was changed: " + ce.Reason + "."), nil
	case err != nil:
		return Result{}, err
	}
	if tb.opt.Calendar != nil {
		// Undone exports left VTODOs to delete; a failure here retries at the next sync.
		tb.opt.Calendar.FlushReminders(ctx)
	}
	sums := rep.Summaries()
	s := "Undid: " + strings.Join(sums, "; ")
	// Changed and JournalIDs stay empty: undo writes no entry of its own,
	// so there is nothing for "pace undo" to take back.
	return Result{OK: true, Summary: s, Detail: s,
		Outputs: map[string]string{"group": rep.Group, "reverted": fmt.Sprint(len(rep.Entries))}}, nil
}
