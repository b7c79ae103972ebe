package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"pace/agent"
	"pace/agent/openai"
	"pace/notch"
	"pace/rag"
	"pace/store"
	"pace/thread"
	"pace/tools"
	"pace/views"
)

// conversation adapts *thread.Thread to the views' and the quick panel's
// interfaces; thread calls that block (undo) run off the UI goroutine.
type conversation struct {
	t       *thread.Thread
	ctx     context.Context
	onError func(msg string)
	// measure (PACE_MEASURE) hears how many turns each Sync brought in.
	measure io.Writer
}

var (
	_ views.Conversation = (*conversation)(nil)
	_ notch.Sender       = (*conversation)(nil)
	_ notch.Undoer       = (*conversation)(nil)
	_ views.Syncer       = (*conversation)(nil)
	_ views.Chooser      = (*conversation)(nil)
	_ views.OfferSender  = (*conversation)(nil)
	_ views.Pager        = (*conversation)(nil)
	_ views.StepActor    = (*conversation)(nil)
)

// Submit queues text as a turn — or, when the newest turn asked which of
// several items it meant (or which reading) and text answers it ("2", "the
// second one", "the venue one"), runs that answer as that turn.
func (c *conversation) Submit(text string) string {
	if id, ok := c.answer(text); ok {
		return id
	}
	return c.t.Submit(text)
}

// answer runs text as the answer to the newest turn's open question.
func (c *conversation) answer(text string) (string, bool) {
	tr, ok := c.t.Newest()
	if !ok || tr.Changed || tr.Status == thread.Queued || tr.Status == thread.Running {
		return "", false
	}
	q, ok := questionOf(tr)
	if !ok || q.Approve {
		return "", false
	}
	n := answerOf(text, q)
	if n == 0 {
		return "", false
	}
	id, err := c.runAnswer(tr.ID, q, n)
	return id, err == nil && id != ""
}

// runAnswer runs answer n (1-based) to turn id's question q as that same
// turn: a reading of the thread's clarifying question, or the failed step
// again on the chosen candidate.
func (c *conversation) runAnswer(id string, q pendingQuestion, n int) (string, error) {
	if q.Readings > 0 {
		return c.t.Choose(id, n-1)
	}
	p, err := chosenPlan(q, n)
	if err != nil {
		return "", err
	}
	return c.t.ChoosePlan(id, p)
}

// SubmitOffered queues a text the window offered (views.OfferSender).
func (c *conversation) SubmitOffered(text string) string { return c.t.SubmitOffered(text) }

func (c *conversation) Do(tool string, args json.RawMessage, label string) string {
	return c.t.Do(tools.Invocation{Tool: tool, Args: args}, label)
}

func (c *conversation) UndoTurn(id string) {
	go func() {
		_, err := c.t.UndoTurn(c.ctx, id)
		if err != nil && c.onError != nil {
			c.onError(undoMessage(err))
		}
	}()
}

// undoMessage words an undo failure for people.
func undoMessage(err error) string {
	return views.Plain(err)
}

// Choose runs a clarifying question's reading as the same turn
// (views.Chooser); a question already answered or gone says so.
func (c *conversation) Choose(id string, option int) {
	err := thread.ErrNoTurn
	if tr, ok := c.t.Turn(id); ok {
		// a reading of the thread's question, or which of several items a
		// step's reference meant
		if q, asked := questionOf(tr); asked && !q.Approve {
			_, err = c.runAnswer(id, q, option+1)
		}
	}
	if err != nil && c.onError != nil {
		c.onError("That question was already answered.")
	}
}

func (c *conversation) Retry(string) {
	_, err := c.t.Retry()
	switch {
	case err == nil || c.onError == nil:
	case errors.Is(err, thread.ErrRetryRepeats):
		c.onError("That turn already changed things, so Retry would do them twice. Undo it first, then retry.")
	default:
		c.onError("Nothing to retry.")
	}
}

// Sync pulls in turns made by another process (views.Syncer).
func (c *conversation) Sync(ctx context.Context) error {
	n, err := c.t.Sync(ctx)
	if n > 0 && c.measure != nil {
		fmt.Fprintf(c.measure, "pace: synced %d turns made elsewhere\n", n)
	}
	return err
}

// Older reads the page of turns above the oldest shown (views.Pager); a
// failed read says so and ends the paging.
func (c *conversation) Older(n int) ([]views.Turn, bool) {
	ts, more, err := c.t.Older(c.ctx, n)
	if err != nil {
		if c.onError != nil {
			c.onError(views.Plain(err))
		}
		return nil, false
	}
	out := make([]views.Turn, len(ts))
	for i, t := range ts {
		out[i] = viewTurn(t)
	}
	return out, more
}

// HasOlder reports whether turns older than those loaded remain (views.Pager).
func (c *conversation) HasOlder() bool { return c.t.HasOlder() }

func (c *conversation) Cancel()       { c.t.Cancel() }
func (c *conversation) ClearPending() { c.t.ClearPending() }

func (c *conversation) Turns() []views.Turn {
	ts := c.t.Turns()
	out := make([]views.Turn, len(ts))
	for i, t := range ts {
		out[i] = viewTurn(t)
	}
	return out
}

func (c *conversation) Subscribe(fn func(views.Update)) func() {
	return c.t.Subscribe(func(u thread.Update) { fn(viewUpdate(u)) })
}

func viewUpdate(u thread.Update) views.Update {
	vu := views.Update{Pending: u.Pending, Removed: u.Removed}
	if u.Turn.ID != "" {
		vu.Turn = viewTurn(u.Turn)
	}
	vu.Signal = notch.Signal{State: notch.State(u.Signal), OffDevice: u.OffDevice, Step: u.Turn.Step, Total: u.Turn.Total}
	if vu.Signal.State == notch.Failed || vu.Signal.State == notch.Blocked {
		vu.Signal.Reason = u.Turn.Err
	}
	return vu
}

func viewTurn(t thread.Turn) views.Turn {
	vt := views.Turn{ID: t.ID, Request: t.Request, Direct: t.Direct, Offered: t.Offered, Reply: t.Reply, Outline: t.Outline,
		Step: t.Step, Total: t.Total, Status: views.TurnStatus(t.Status), Changed: t.Changed, Undone: t.Undone,
		OffDevice: t.OffDevice, Err: t.Err, At: t.At}
	for _, r := range t.Records {
		vt.Records = append(vt.Records, viewRecord(r))
	}
	if t.Clarify != nil {
		for i, o := range t.Clarify.Options {
			if o.Text != "" || len(o.Steps) == 0 {
				vt.Choices = append(vt.Choices, views.Choice{Label: o.Label, Text: o.Text, Option: i})
			}
		}
	} else if q, ok := questionOf(t); ok && !q.Approve && q.Readings == 0 && !t.Changed {
		// "“the report” matches several tasks … Which one?": one button
		// per candidate, run as this same turn
		for i, ch := range q.Choices {
			label := ch.Title
			if ch.Detail != "" {
				label += " (" + ch.Detail + ")"
			}
			if len(q.Choices) == 1 {
				label = "Yes, " + ch.Label()
			}
			vt.Choices = append(vt.Choices, views.Choice{Label: label, Option: i})
		}
	}
	return vt
}

func viewRecord(r agent.ToolRecord) views.Record {
	vr := views.Record{Tool: r.Tool, Family: r.Family, Summary: r.Summary, Status: r.Status}
	for _, c := range r.Citations {
		vr.Citations = append(vr.Citations, views.Citation{N: c.N, NoteID: c.NoteID, Title: c.Title, Passage: c.Passage,
			Start: c.Start, End: c.End, Sentences: c.Sentences})
	}
	for _, it := range r.Items {
		vr.Items = append(vr.Items, views.Item{Kind: it.Kind, ID: it.ID, Title: it.Title, Line: it.Line, Done: it.Done})
	}
	return vr
}

// prefs keeps Settings in the store's settings table.
type prefs struct{ db *store.DB }

func (p prefs) Get(key string, dst any) (bool, error) {
	var ok bool
	err := p.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		ok, err = tx.Settings().Get(key, dst)
		return err
	})
	return ok, err
}

func (p prefs) Set(key string, v any) error {
	return p.db.Write(context.Background(), func(tx *store.Tx) error { return tx.Settings().Set(key, v) })
}

// importer runs drops through the same importer as `pace notes import`,
// journaled the same way: one journal group per drop, which the report
// card's Undo reverts (UndoGroup).
type importer struct{ w *wiring }

func (im importer) Import(ctx context.Context, paths []string, progress func(done, total int, path string)) (views.ImportResult, error) {
	ri, group := rag.NewImporter(im.w.db), im.w.db.NewID()
	ri.Journal = journalImport(group)
	rep, err := ri.Import(ctx, paths, progress)
	res := views.ImportResult{Added: rep.Added, Updated: rep.Updated, Skipped: rep.Skipped, Links: rep.Links}
	for _, r := range rep.Rejected {
		res.Rejected = append(res.Rejected, r.Path+": "+r.Reason)
	}
	if importJournaled(context.WithoutCancel(ctx), im.w.db, group) {
		res.Group = group
		// The window's, so that `pace undo` in a terminal leaves it alone
		// (as it does the window's turns). Only that depends on it.
		recordTurn(context.WithoutCancel(ctx), im.w.db, surfaceWindow, thread.Turn{Group: group, Changed: true})
	}
	if err == nil && im.w.rag != nil {
		_, err = im.w.rag.Sync(ctx)
	}
	return res, err
}

// UndoGroup reverts an import's journal group, all or nothing
// (views.Deps.UndoGroup); it blocks, so the window calls it off the UI
// goroutine. Errors: undo.ErrNothingToUndo, *undo.ConflictError, store errors.
func (im importer) UndoGroup(group string) error {
	_, err := im.w.undo.UndoGroup(context.Background(), group)
	return err
}

// tester answers Settings' "Test connection" by really calling the server,
// with the stored off-device consent and the keychain's API key.
type tester struct{ c *cli }

func (t tester) TestConnection(ctx context.Context, kind, a, b string) (string, error) {
	if kind == "caldav" {
		return t.c.testCalDAV(ctx, a, b), nil
	}
	o := connOptions{}
	if db, err := t.c.open(); err == nil {
		if s, err := readLLMSettings(ctx, db); err == nil {
			o.allowRemote = s.AllowRemote
			o.apiKey = func(endpoint string) (string, error) {
				if !s.needsKey(endpoint) {
					return "", nil
				}
				return openai.APIKey(endpoint)
			}
		}
	}
	return testConnection(ctx, kind, a, b, o)
}

// maintenance is Settings' data-folder housekeeping.
type maintenance struct {
	c *cli
	w *wiring
}

func (m maintenance) SearchStatus(ctx context.Context) string {
	if m.w.rag == nil {
		return "Keyword search (BM25)."
	}
	st, err := m.w.rag.Status(ctx)
	if err != nil {
		return views.PlainWhile("Could not read the notes index.", err)
	}
	return searchSentence(st)
}

// searchSentence is the Settings line about the notes index, e.g. "12 notes
// in 30 passages. Keyword-only (BM25): no embeddings server configured."
func searchSentence(st rag.Status) string {
	s := fmt.Sprintf("%d notes in %d passages. ", st.Notes, st.Chunks)
	why := st.SemanticWhy
	for _, p := range []string{"on: ", "off: "} {
		why = strings.TrimPrefix(why, p)
	}
	why = strings.TrimSuffix(why, " (keyword-only)")
	switch {
	case st.Semantic && st.Unembedded > 0:
		return s + fmt.Sprintf("Semantic search on (%s) with keywords; %d passages still waiting for embeddings.", why, st.Unembedded)
	case st.Semantic:
		return s + "Semantic search on (" + why + "), fused with keywords (BM25) by rank."
	case why != "":
		return s + "Keyword-only (BM25): " + why + "."
	}
	return s + "Keyword-only (BM25)."
}

// ResetThread deletes the conversation and the memory of it.
func (m maintenance) ResetThread(ctx context.Context) error {
	if err := m.w.thread.Reset(ctx); err != nil {
		return err
	}
	return m.w.mem.Reset(ctx)
}

// Export writes every task, project, milestone, note and link as one JSON
// file in the data folder and returns its path.
func (m maintenance) Export(ctx context.Context) (string, error) {
	path := filepath.Join(m.c.dataDir, "pace-export-"+m.c.env.Now().Format("20060102-150405")+".json")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return "", fmt.Errorf("export: %w", err)
	}
	if err := m.ExportTo(ctx, f); err != nil {
		f.Close()
		os.Remove(path)
		return "", err
	}
	return path, f.Close()
}

// ExportTo writes the export as indented JSON to w (views.ExportWriter);
// `pace import` reads it back.
func (m maintenance) ExportTo(ctx context.Context, w io.Writer) error {
	b, err := tools.TakeBackup(ctx, m.w.db, m.c.env.Now())
	if err != nil {
		return err
	}
	return b.Write(w)
}

// DoSteps runs a dialog's tool calls as one turn (views.StepActor).
func (c *conversation) DoSteps(steps []views.Step, label string) string {
	invs := make([]tools.Invocation, len(steps))
	for i, s := range steps {
		invs[i] = tools.Invocation{Tool: s.Tool, Args: s.Args}
	}
	return c.t.DoSteps(invs, label)
}
