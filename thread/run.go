package thread

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"pace/agent"
	"pace/plan"
	"pace/store"
	"pace/undo"
)

// apply folds one brain event into the job's turn and publishes it.
func (t *Thread) apply(j *job, e agent.Event) {
	sig := Understanding
	ok := t.update(j, func(tr *Turn) {
		switch e.Kind {
		case agent.EventPlan:
			tr.Outline, tr.Total = e.Outline, len(e.Outline)
			sig = Acting
		case agent.EventToolStarted:
			tr.Step, tr.Total = e.Index, max(e.Total, tr.Total)
			sig = Acting
		case agent.EventToolFinished:
			tr.Records = append(tr.Records, e.Record)
			tr.Changed = tr.Changed || e.Record.Changed
			sig = Acting
		case agent.EventText, agent.EventDone:
			tr.Reply = e.Text
			if e.Clarify != nil {
				tr.Clarify = e.Clarify
			}
		}
	})
	if ok {
		t.publish(j.turnID, sig)
	}
}

func (t *Thread) runDirect(j *job, group string) agent.Outcome {
	out := agent.Outcome{Brain: "direct"}
	var replies []string
	for i, inv := range j.direct {
		inv.Group = group
		ev := agent.Event{Index: i + 1, Total: len(j.direct), Tool: inv.Tool}
		ev.Kind = agent.EventToolStarted
		t.apply(j, ev)
		res, err := t.box.Run(j.ctx, inv)
		if err != nil {
			out.Err, out.Reply = err, agent.FailureMessage(err)
			return out
		}
		ev.Kind, ev.Record = agent.EventToolFinished, agent.RecordOf(t.box, inv, res)
		t.apply(j, ev)
		out.Records = append(out.Records, ev.Record)
		out.Changed = out.Changed || res.Changed
		replies = append(replies, res.Summary)
		if ev.Record.Status == agent.StatusFailed {
			break // the later steps assumed this one
		}
	}
	out.Reply = strings.Join(replies, " ")
	return out
}

// runChosen runs the reading picked from a clarifying question through
// the same executor, approval gate and journal as any plan.
func (t *Thread) runChosen(j *job, group string) agent.Outcome {
	req := agent.Request{Text: j.text, Group: group, Approve: t.approve(j.ctx, j)}
	out := agent.Outcome{Brain: "grammar"}
	exec := &plan.Executor{Box: t.box, Undo: t.undo}
	err := agent.RunPlan(j.ctx, t.box, exec, *j.chosen, req, func(e agent.Event) {
		switch e.Kind {
		case agent.EventText, agent.EventDone:
			out.Reply = e.Text
		case agent.EventToolFinished:
			out.Records = append(out.Records, e.Record)
			out.Changed = out.Changed || e.Record.Changed
		}
		t.apply(j, e)
	}, nil)
	if err != nil {
		out.Err = err
		if out.Changed {
			out.Reply = agent.StoppedAfter(err, out.Records)
		} else {
			out.Reply = agent.FailureMessage(err)
		}
	}
	return out
}

// finish records the outcome on the turn, persists the reply and publishes
// the final signal. A cancelled job is marked cancelled and nothing else of
// it is installed.
func (t *Thread) finish(j *job, out agent.Outcome) {
	if j.ctx.Err() != nil {
		t.mu.Lock()
		if i, ok := t.index[j.turnID]; ok {
			t.turns[i].Status = Cancelled
			t.turns[i].Reply = "Cancelled."
			t.turns[i].Step = 0
		}
		t.mu.Unlock()
		t.persistReply(j.turnID)
		t.publish(j.turnID, Ready)
		return
	}
	sig := Completed
	t.update(j, func(tr *Turn) {
		tr.Reply, tr.Brain, tr.OffDevice, tr.Swapped = out.Reply, out.Brain, out.OffDevice, out.Swapped
		// The final brain's cards: after a brain swap, the failed brain's
		// cards are not this turn's story.
		tr.Records = out.Records
		tr.Changed = out.Changed
		tr.Step = 0
		tr.Status = Done
		switch {
		case out.Err != nil:
			tr.Status, tr.Err = FailedSt, out.Err.Error()
			sig = Failed
		case !out.Changed && anyFailed(tr.Records) && !asksWhich(tr.Records):
			sig = Blocked
		case !out.Changed:
			sig = Ready
		}
	})
	if undid(out.Records) {
		t.refreshUndone(context.Background())
	}
	if err := t.persistReply(j.turnID); err != nil {
		t.update(j, func(tr *Turn) { tr.Err = "could not save the reply: " + err.Error() })
	}
	t.opt.Memory.Observe(context.Background(), t.Turns())
	t.publish(j.turnID, sig)
}

func undid(rs []agent.ToolRecord) bool {
	for _, r := range rs {
		if r.Tool == "undo" && r.Status == agent.StatusOK {
			return true
		}
	}
	return false
}

// refreshUndone re-reads, for the most recent turns that changed something,
// whether their journal group still has live entries, after an "undo that".
func (t *Thread) refreshUndone(ctx context.Context) {
	const window = 50
	var groups []string
	for _, tr := range t.Turns() {
		if tr.Changed && !tr.Undone && tr.Group != "" {
			groups = append(groups, tr.Group)
		}
	}
	if len(groups) > window {
		groups = groups[len(groups)-window:]
	}
	var undone []string
	t.db.Read(ctx, func(tx *store.Tx) error {
		for _, g := range groups {
			if live, err := tx.Journal().Group(g); err == nil && len(live) == 0 {
				undone = append(undone, g)
			}
		}
		return nil
	})
	t.MarkUndone(undone...)
}

// asksWhich reports a turn whose only trouble is a question back — a
// reference that fits several items ("Which one?"): it waits for an
// answer, it is not blocked.
func asksWhich(rs []agent.ToolRecord) bool {
	asked := false
	for _, r := range rs {
		if r.Status == agent.StatusFailed {
			if len(r.Choices) == 0 {
				return false
			}
			asked = true
		}
	}
	return asked
}

func anyFailed(rs []agent.ToolRecord) bool {
	for _, r := range rs {
		if r.Status == agent.StatusFailed {
			return true
		}
	}
	return false
}

// turnRecord is what the assistant message's Tools column holds.
type turnRecord struct {
	Records []agent.ToolRecord `json:"records"`
	Outline []string           `json:"outline,omitempty"`
	Group   string             `json:"group"`
	Changed bool               `json:"changed"`
	Status  Status             `json:"status"`
	Brain   string             `json:"brain,omitempty"`
	Swapped bool               `json:"swapped,omitempty"`
	Off     bool               `json:"off_device,omitempty"`
	Err     string             `json:"error,omitempty"`
	Direct  bool               `json:"direct,omitempty"`
	Offered bool               `json:"offered,omitempty"`
	Request string             `json:"request,omitempty"`
	// Clarify keeps an unanswered question answerable after a restart.
	Clarify *plan.Clarify `json:"clarify,omitempty"`
}

// persistUser and persistReply write the turn's messages. On a read-only
// store (store.DB.ReadOnly) nothing can be written: the conversation then
// lives in this process only, so a question can still be answered, and a
// change fails at its tool with store.ErrReadOnlyFile.
func (t *Thread) persistUser(j *job) error {
	if t.db.ReadOnly() {
		return nil
	}
	return t.db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{TurnID: j.turnID, Role: store.RoleUser, Text: j.text})
		return err
	})
}

func (t *Thread) persistReply(id string) error {
	if t.db.ReadOnly() {
		return nil
	}
	tr, ok := t.Turn(id)
	if !ok {
		return ErrNoTurn
	}
	rec := turnRecord{Records: tr.Records, Outline: tr.Outline, Group: tr.Group, Changed: tr.Changed, Status: tr.Status,
		Brain: tr.Brain, Swapped: tr.Swapped, Off: tr.OffDevice, Err: tr.Err, Direct: tr.Direct, Offered: tr.Offered, Clarify: tr.Clarify}
	if tr.Direct {
		rec.Request = tr.Request
	}
	if rec.Records == nil {
		rec.Records = []agent.ToolRecord{}
	}
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	return t.db.Write(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{TurnID: id, Role: store.RoleAssistant, Text: tr.Reply, Tools: b})
		return err
	})
}

// load rebuilds the newest page of turns (Options.Page) from the
// persisted messages; Older reads the pages above it. A turn whose journal
// group has no live entries left reads as undone.
func (t *Thread) load(ctx context.Context) error {
	return t.db.Read(ctx, func(tx *store.Tx) error {
		msgs, err := tx.Chat().Recent(2 * t.opt.Page)
		if err != nil {
			return err
		}
		msgs, t.more = wholeTurns(msgs, 2*t.opt.Page)
		for _, m := range msgs {
			i, ok := t.index[m.TurnID]
			if !ok {
				t.index[m.TurnID] = len(t.turns)
				t.turns = append(t.turns, Turn{ID: m.TurnID, Status: Done, At: m.CreatedAt})
				i = len(t.turns) - 1
			}
			if err := applyMessage(tx, &t.turns[i], m); err != nil {
				return err
			}
			t.seenSeq = max(t.seenSeq, m.Seq)
		}
		if len(msgs) > 0 {
			t.oldestSeq = msgs[0].Seq
		}
		return nil
	})
}

// wholeTurns drops the oldest turn of a full page of messages (limit of
// them), whose request may lie just above the page, and reports whether
// older messages may remain. The dropped messages start the next page.
func wholeTurns(msgs []store.ChatMessage, limit int) ([]store.ChatMessage, bool) {
	if limit <= 0 || len(msgs) < limit {
		return msgs, false
	}
	first := msgs[0].TurnID
	i := 0
	for i < len(msgs) && msgs[i].TurnID == first {
		i++
	}
	if i == len(msgs) {
		return msgs, true // one turn fills the page: keep it
	}
	return msgs[i:], true
}

// HasOlder reports whether the store holds turns older than the oldest
// the thread holds (Older would read some).
func (t *Thread) HasOlder() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.more
}

// Older reads up to n turns older than the oldest the thread holds, adds
// them to it (so undo and retry know them) and returns them oldest first,
// with whether still older ones remain. The window calls it as the person
// scrolls up; a new thread holds only the newest page.
func (t *Thread) Older(ctx context.Context, n int) ([]Turn, bool, error) {
	if n <= 0 {
		n = t.opt.Page
	}
	t.mu.Lock()
	before, more := t.oldestSeq, t.more
	t.mu.Unlock()
	if !more {
		return nil, false, nil
	}
	var page []Turn
	err := t.db.Read(ctx, func(tx *store.Tx) error {
		msgs, err := tx.Chat().Before(before, 2*n)
		if err != nil {
			return err
		}
		msgs, more = wholeTurns(msgs, 2*n)
		at := map[string]int{}
		for _, m := range msgs {
			i, ok := at[m.TurnID]
			if !ok {
				at[m.TurnID] = len(page)
				page = append(page, Turn{ID: m.TurnID, Status: Done, At: m.CreatedAt})
				i = len(page) - 1
			}
			if err := applyMessage(tx, &page[i], m); err != nil {
				return err
			}
		}
		if len(msgs) > 0 {
			before = msgs[0].Seq
		}
		return nil
	})
	if err != nil {
		return nil, false, fmt.Errorf("read older turns: %w", err)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.oldestSeq, t.more = before, more
	fresh := page[:0:0]
	for _, tr := range page {
		if i, ok := t.index[tr.ID]; ok {
			// A turn split by the page edge (another process wrote between
			// its request and its reply): the request fills in the turn held.
			if t.turns[i].Request == "" {
				t.turns[i].Request = tr.Request
			}
			continue
		}
		fresh = append(fresh, tr)
	}
	t.turns = append(append(make([]Turn, 0, len(fresh)+len(t.turns)), fresh...), t.turns...)
	for i, tr := range t.turns {
		t.index[tr.ID] = i
	}
	return append([]Turn(nil), fresh...), more, nil
}

// applyMessage fills tr from one persisted message of it.
func applyMessage(tx *store.Tx, tr *Turn, m store.ChatMessage) error {
	switch m.Role {
	case store.RoleUser:
		tr.Request = m.Text
	case store.RoleAssistant:
		var rec turnRecord
		if err := json.Unmarshal(m.Tools, &rec); err != nil {
			rec = turnRecord{Status: Done}
		}
		tr.Reply, tr.Records, tr.Outline, tr.Group, tr.Changed = m.Text, rec.Records, rec.Outline, rec.Group, rec.Changed
		tr.Status, tr.Brain, tr.OffDevice, tr.Err, tr.Direct = rec.Status, rec.Brain, rec.Off, rec.Err, rec.Direct
		tr.Swapped, tr.Clarify, tr.Offered = rec.Swapped, rec.Clarify, rec.Offered
		if rec.Direct {
			tr.Request = rec.Request
		}
		if tr.Changed && tr.Group != "" {
			live, err := tx.Journal().Group(tr.Group)
			if err != nil {
				return err
			}
			tr.Undone = len(live) == 0
		}
	}
	return nil
}

// UndoTurn reverts everything turn id changed, all or nothing, and marks it
// undone. Errors: ErrNoTurn, undo.ErrNothingToUndo, *undo.ConflictError.
func (t *Thread) UndoTurn(ctx context.Context, id string) (undo.Report, error) {
	t.runMu.Lock()
	defer t.runMu.Unlock()
	tr, ok := t.Turn(id)
	if !ok || tr.Group == "" {
		return undo.Report{}, ErrNoTurn
	}
	rep, err := t.undo.UndoGroup(ctx, tr.Group)
	if err != nil {
		return rep, err
	}
	t.mu.Lock()
	if i, ok := t.index[id]; ok {
		t.turns[i].Undone = true
	}
	t.mu.Unlock()
	t.publish(id, Ready)
	return rep, err
}

// MarkUndone flags every turn whose group is in groups as undone (after an
// "undo that" turn reverted them) and publishes the change.
func (t *Thread) MarkUndone(groups ...string) {
	var ids []string
	t.mu.Lock()
	for i := range t.turns {
		for _, g := range groups {
			if t.turns[i].Group == g && g != "" {
				t.turns[i].Undone = true
				ids = append(ids, t.turns[i].ID)
			}
		}
	}
	t.mu.Unlock()
	for _, id := range ids {
		t.publish(id, Ready)
	}
}

// Reset deletes the whole conversation (Settings → reset the thread). The
// journal stays, so earlier changes can still be undone from the CLI.
func (t *Thread) Reset(ctx context.Context) error {
	t.runMu.Lock()
	defer t.runMu.Unlock()
	if err := t.db.Write(ctx, func(tx *store.Tx) error { return tx.Chat().Clear() }); err != nil {
		return fmt.Errorf("reset thread: %w", err)
	}
	t.mu.Lock()
	t.turns, t.index, t.seenSeq, t.foreign, t.oldestSeq, t.more = nil, map[string]int{}, 0, nil, 0, false
	subs := make([]func(Update), 0, len(t.subs))
	for _, f := range t.subs {
		subs = append(subs, f)
	}
	t.mu.Unlock()
	for _, f := range subs {
		f(Update{Removed: true, Signal: Ready})
	}
	return nil
}

// recentMemory is the default memory: the last n finished turns verbatim.
type recentMemory struct{ n int }

func (m recentMemory) Context(_ context.Context, hist []Turn) agent.Memory {
	return agent.Memory{Recent: RecentMessages(hist, m.n)}
}

func (recentMemory) Observe(context.Context, []Turn) {}

// RecentMessages returns the last n finished, non-direct turns as
// alternating user/assistant messages, oldest first.
func RecentMessages(hist []Turn, n int) []agent.Message {
	var out []agent.Message
	count := 0
	for i := len(hist) - 1; i >= 0 && count < n; i-- {
		tr := hist[i]
		if tr.Direct || tr.Status != Done {
			continue
		}
		out = append([]agent.Message{{Role: store.RoleUser, Text: tr.Request}, {Role: store.RoleAssistant, Text: tr.Reply}}, out...)
		count++
	}
	return out
}
