// Package thread is Pace's conversation: the persisted list of turns, the
// FIFO turn queue that runs one turn at a time on the orchestrator, the
// signal state every surface shows, and the memory each turn carries.
//
// Typed text, voice transcripts, space actions (a checkbox), deeplinks and
// automations all enter through Submit or Do, so they share the queue, the
// approval gate and the undo history.
package thread

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"pace/agent"
	"pace/agent/grammar"
	"pace/plan"
	"pace/store"
	"pace/tools"
	"pace/undo"
)

// Signal is the one state language of every surface (window, quick panel,
// tray); see DESIGN.md. OffDevice is carried separately as an override.
type Signal string

// Signal states.
const (
	Ready         Signal = "ready"
	Listening     Signal = "listening"
	Understanding Signal = "understanding"
	Approval      Signal = "approval"
	Acting        Signal = "acting"
	Speaking      Signal = "speaking"
	Completed     Signal = "completed"
	Blocked       Signal = "blocked"
	Failed        Signal = "failed"
)

// Status is where a turn is in its life.
type Status string

// Turn statuses.
const (
	Queued    Status = "queued"
	Running   Status = "running"
	Done      Status = "done"
	FailedSt  Status = "failed"
	Cancelled Status = "cancelled"
)

// Turn is one request and everything Pace did about it.
type Turn struct {
	ID      string `json:"id"`
	Request string `json:"request"`
	// Direct is true for a turn started from a space or a button (no user bubble).
	Direct bool `json:"direct,omitempty"`
	// Offered: Request is a text Pace offered and the person picked (an
	// example, a reading), not one they typed (SubmitOffered).
	Offered bool               `json:"offered,omitempty"`
	Reply   string             `json:"reply"`
	Records []agent.ToolRecord `json:"records"`
	// Outline is the numbered plan, one line per step, when there was a plan.
	Outline []string `json:"outline,omitempty"`
	// Step of Total is the plan step running now ("2/5").
	Step    int    `json:"step,omitempty"`
	Total   int    `json:"total,omitempty"`
	Status  Status `json:"status"`
	Group   string `json:"group"`
	Changed bool   `json:"changed"`
	Undone  bool   `json:"undone,omitempty"`
	Brain   string `json:"brain,omitempty"`
	// Swapped: the primary brain (the LLM) failed and the grammar answered.
	Swapped   bool      `json:"swapped,omitempty"`
	OffDevice bool      `json:"off_device,omitempty"`
	Err       string    `json:"error,omitempty"`
	At        time.Time `json:"at"`
	// Clarify is the question the brain asked instead of acting on a
	// guess; each option's Text runs as a new request.
	Clarify *plan.Clarify `json:"clarify,omitempty"`
}

// Citations returns every citation of the turn's records, in order.
func (t Turn) Citations() []agent.ToolRecord {
	var out []agent.ToolRecord
	for _, r := range t.Records {
		if len(r.Citations) > 0 {
			out = append(out, r)
		}
	}
	return out
}

// Update is sent to subscribers whenever a turn or the queue changes.
type Update struct {
	Turn      Turn
	Pending   int
	Signal    Signal
	OffDevice bool
	// Removed is set when the thread was reset (every turn is gone).
	Removed bool
}

// MemorySource gives each turn its memory and learns from finished turns.
// The default keeps the last four turns verbatim and no summary.
type MemorySource interface {
	Context(ctx context.Context, history []Turn) agent.Memory
	Observe(ctx context.Context, history []Turn)
}

// Options configure a Thread; zero values take real clocks and ids.
type Options struct {
	Now    func() time.Time
	NewID  func() string
	Memory MemorySource
	// Page is how many turns New loads (the newest) and Older reads at a
	// time, counted as 2×Page messages (a request and its reply), so a
	// page of one-message turns (a button's) holds up to twice as many;
	// DefaultPage when 0.
	Page int
}

// DefaultPage is the number of turns a thread loads at start: enough to
// fill the window and give memory its context, never a five-year history.
const DefaultPage = 100

// ErrNoTurn: no such turn (or nothing to retry).
var ErrNoTurn = errors.New("no such turn")

// ErrRetryRepeats: the last turn changed data that is still in place, so
// running its request again would do those steps twice; undo it first.
var ErrRetryRepeats = errors.New("the last turn's changes are still in place; retrying would repeat them")

type job struct {
	turnID string
	text   string
	direct []tools.Invocation
	// offered: the text was offered by Pace, not typed (Turn.Offered).
	offered bool
	// chosen is the reading picked from the turn's clarifying question:
	// it runs as the same turn, without asking the brain again.
	chosen *plan.Plan
	// again marks a job that re-runs an existing turn (a chosen reading):
	// its request is stored already.
	again bool
	// approve, when set, answers this turn's approvals instead of the
	// thread's approver (a CLI command handed over with --yes).
	approve agent.Approver
	ctx     context.Context
	cancel  context.CancelFunc
}

// Thread is the conversation. It is safe for concurrent use; subscribers are
// called from the worker goroutine (UIs must hop to their own thread).
type Thread struct {
	db    *store.DB
	orch  *agent.Orchestrator
	box   *tools.ToolBox
	undo  *undo.Engine
	opt   Options
	runMu sync.Mutex // one turn at a time, queue or Ask

	mu       sync.Mutex
	turns    []Turn
	index    map[string]int
	queue    []*job
	active   *job
	taken    int // jobs the worker took and has not finished
	subs     map[int]func(Update)
	nextSub  int
	approver agent.Approver
	wake     chan struct{}
	// seenSeq is the newest persisted message the thread has read or
	// written; foreign marks turns another process made (sync.go).
	seenSeq int64
	foreign map[string]bool
	// oldestSeq is the first persisted message of the oldest turn held;
	// more says whether older ones remain in the store (Older).
	oldestSeq int64
	more      bool
}

// New loads the persisted conversation from db and returns a thread that runs
// turns on orch. Call Start to run queued turns in the background.
func New(db *store.DB, orch *agent.Orchestrator, box *tools.ToolBox, eng *undo.Engine, opt Options) (*Thread, error) {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.NewID == nil {
		opt.NewID = uuid.NewString
	}
	if opt.Memory == nil {
		opt.Memory = recentMemory{n: 4}
	}
	if opt.Page <= 0 {
		opt.Page = DefaultPage
	}
	t := &Thread{db: db, orch: orch, box: box, undo: eng, opt: opt,
		index: map[string]int{}, subs: map[int]func(Update){}, wake: make(chan struct{}, 1)}
	if err := t.load(context.Background()); err != nil {
		return nil, err
	}
	return t, nil
}

// Start runs the queue worker until ctx ends.
func (t *Thread) Start(ctx context.Context) {
	go func() {
		for {
			j := t.next()
			if j == nil {
				select {
				case <-ctx.Done():
					return
				case <-t.wake:
					continue
				}
			}
			t.run(j)
		}
	}()
}

func (t *Thread) next() *job {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.queue) == 0 {
		return nil
	}
	j := t.queue[0]
	t.queue = t.queue[1:]
	t.taken++
	return j
}

// Drain waits until the queue is empty and no turn is running, or until
// timeout: the worker has nothing left to write (shutdown, and tests that
// remove the data folder afterwards). It reports whether the thread went
// quiet in time.
func (t *Thread) Drain(timeout time.Duration) bool {
	end := time.Now().Add(timeout)
	for {
		t.mu.Lock()
		quiet := len(t.queue) == 0 && t.taken == 0
		t.mu.Unlock()
		if quiet {
			// An Ask or an undo in flight holds runMu: wait for it.
			t.runMu.Lock()
			t.mu.Lock()
			busy := t.taken != 0 || len(t.queue) != 0
			t.mu.Unlock()
			t.runMu.Unlock()
			if !busy {
				return true
			}
		}
		if time.Now().After(end) {
			return false
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// SetOrchestrator makes o run the turns that start from now on (Settings →
// Brain changed); a running turn finishes on the orchestrator it started with.
func (t *Thread) SetOrchestrator(o *agent.Orchestrator) {
	t.mu.Lock()
	t.orch = o
	t.mu.Unlock()
}

// SetApprover installs the UI's approval prompt for risky tools; nil denies them.
func (t *Thread) SetApprover(a agent.Approver) {
	t.mu.Lock()
	t.approver = a
	t.mu.Unlock()
}

// Subscribe registers fn for updates and returns a function that removes it.
func (t *Thread) Subscribe(fn func(Update)) (cancel func()) {
	t.mu.Lock()
	id := t.nextSub
	t.nextSub++
	t.subs[id] = fn
	t.mu.Unlock()
	return func() {
		t.mu.Lock()
		delete(t.subs, id)
		t.mu.Unlock()
	}
}

// Turns returns a copy of every turn, oldest first.
func (t *Thread) Turns() []Turn {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]Turn(nil), t.turns...)
}

// Newest returns the newest loaded turn (a copy); ok is false for an empty
// thread.
func (t *Thread) Newest() (Turn, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.turns) == 0 {
		return Turn{}, false
	}
	return t.turns[len(t.turns)-1], true
}

// Pending is the number of queued turns not yet started.
func (t *Thread) Pending() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.queue)
}

// Submit queues a typed or spoken request and returns its turn id. Turns run
// one at a time in arrival order.
func (t *Thread) Submit(text string) string {
	return t.enqueue(&job{text: text})
}

// SubmitOffered queues a request whose text Pace offered and the person
// picked (an example, a reading); it runs as Submit's would and is marked
// Offered, so recalling typed requests skips it.
func (t *Thread) SubmitOffered(text string) string {
	return t.enqueue(&job{text: text, offered: true})
}

// Do queues a direct tool call from a space or a button (no user bubble)
// as its own undoable turn; label is the line shown for it.
func (t *Thread) Do(inv tools.Invocation, label string) string {
	return t.enqueue(&job{text: label, direct: []tools.Invocation{inv}})
}

// DoSteps queues direct tool calls that make one change (a dialog's Save
// that renames, moves and reschedules) as one turn: they run in order,
// stop at the first failure, and share one undo group, so one Undo
// reverts them all.
func (t *Thread) DoSteps(invs []tools.Invocation, label string) string {
	return t.enqueue(&job{text: label, direct: slices.Clone(invs)})
}

// enqueue queues j under its turnID (a new one when empty).
func (t *Thread) enqueue(j *job) string {
	j.ctx, j.cancel = context.WithCancel(context.Background())
	if j.turnID == "" {
		j.turnID = t.opt.NewID()
	}
	tr := Turn{ID: j.turnID, Request: j.text, Direct: j.direct != nil, Offered: j.offered, Status: Queued, At: t.opt.Now()}
	t.mu.Lock()
	t.queue = append(t.queue, j)
	t.putLocked(tr)
	t.mu.Unlock()
	t.publish(tr.ID, Understanding)
	select {
	case t.wake <- struct{}{}:
	default:
	}
	return tr.ID
}

// Cancel stops the running turn. Its late events are dropped, so a cancelled
// turn never installs stale text or cards.
func (t *Thread) Cancel() {
	t.mu.Lock()
	a := t.active
	t.mu.Unlock()
	if a != nil {
		a.cancel()
	}
}

// ClearPending drops queued turns without touching the running one.
func (t *Thread) ClearPending() {
	t.mu.Lock()
	q := t.queue
	t.queue = nil
	for _, j := range q {
		if i, ok := t.index[j.turnID]; ok {
			t.turns[i].Status = Cancelled
			t.turns[i].Reply = "Dropped before it started."
		}
	}
	t.mu.Unlock()
	for _, j := range q {
		t.publish(j.turnID, Ready)
	}
}

// Retry re-runs the last request as a new turn without re-posting it.
// Errors: ErrNoTurn when there is nothing to retry; ErrRetryRepeats when
// that turn changed data that has not been undone (a turn that failed after
// eight creates must not create them again).
func (t *Thread) Retry() (string, error) {
	t.mu.Lock()
	var text string
	for i := len(t.turns) - 1; i >= 0; i-- {
		if !t.turns[i].Direct && t.turns[i].Request != "" {
			if t.turns[i].Changed && !t.turns[i].Undone {
				t.mu.Unlock()
				return "", ErrRetryRepeats
			}
			text = t.turns[i].Request
			break
		}
	}
	t.mu.Unlock()
	if text == "" {
		return "", ErrNoTurn
	}
	return t.enqueue(&job{text: text}), nil
}

// SubmitWait queues text like Submit — behind every earlier turn, on the
// same brain, approval gate and journal — and waits until it finishes.
// approve, if not nil, answers this turn's approvals instead of the
// thread's approver. Cancelling ctx cancels the turn. The worker (Start)
// must be running.
func (t *Thread) SubmitWait(ctx context.Context, text string, approve agent.Approver) (Turn, error) {
	return t.wait(ctx, &job{text: text, approve: approve}, nil)
}

// SubmitWatch is SubmitWait that also reports each Signal of this turn to
// watch (Approval when it waits for the user), from the goroutine that
// publishes it; watch must not block.
func (t *Thread) SubmitWatch(ctx context.Context, text string, approve agent.Approver, watch func(Signal)) (Turn, error) {
	return t.wait(ctx, &job{text: text, approve: approve}, watch)
}

// SubmitChosenWait queues text to run as reading p (picked from its
// clarifying question) like SubmitWait, and waits until it finishes.
func (t *Thread) SubmitChosenWait(ctx context.Context, text string, p plan.Plan, approve agent.Approver) (Turn, error) {
	return t.wait(ctx, &job{text: text, chosen: &p, approve: approve}, nil)
}

// DoWait queues a direct tool call like Do and waits until it finishes.
func (t *Thread) DoWait(ctx context.Context, inv tools.Invocation, label string) (Turn, error) {
	return t.wait(ctx, &job{text: label, direct: []tools.Invocation{inv}}, nil)
}

func (t *Thread) wait(ctx context.Context, j *job, watch func(Signal)) (Turn, error) {
	j.turnID = t.opt.NewID()
	done := make(chan struct{})
	var once sync.Once
	stop := t.Subscribe(func(u Update) {
		if u.Turn.ID != j.turnID {
			return
		}
		if watch != nil && u.Signal != "" {
			watch(u.Signal)
		}
		switch u.Turn.Status {
		case Done, FailedSt, Cancelled:
			once.Do(func() { close(done) })
		}
	})
	defer stop()
	t.enqueue(j)
	select {
	case <-done:
	case <-ctx.Done():
		j.cancel()
		t.dropQueued(j)
		<-done
	}
	got, _ := t.Turn(j.turnID)
	return got, ctx.Err()
}

// dropQueued removes j from the queue if it has not started, marking it
// cancelled (a running job ends through its cancelled context).
func (t *Thread) dropQueued(j *job) {
	t.mu.Lock()
	found := false
	for i, q := range t.queue {
		if q == j {
			t.queue = append(t.queue[:i:i], t.queue[i+1:]...)
			found = true
			break
		}
	}
	if found {
		if i, ok := t.index[j.turnID]; ok {
			t.turns[i].Status = Cancelled
			t.turns[i].Reply = "Dropped before it started."
		}
	}
	t.mu.Unlock()
	if found {
		t.publish(j.turnID, Ready)
	}
}

// Choose runs reading option (0-based) of turn id's clarifying question as
// that same turn: the request stays, the question is replaced by what the
// reading did, and one undo reverts it. A reading without steps ("neither")
// changes nothing and only answers the question. It returns the turn id.
// Errors: ErrNoTurn (no such turn, no question, option out of range, or
// the turn already changed something).
func (t *Thread) Choose(id string, option int) (string, error) {
	t.mu.Lock()
	i, ok := t.index[id]
	var tr Turn
	if ok {
		tr = t.turns[i]
	}
	t.mu.Unlock()
	if !ok || tr.Clarify == nil || option < 0 || option >= len(tr.Clarify.Options) || tr.Changed ||
		tr.Status == Queued || tr.Status == Running {
		return "", ErrNoTurn
	}
	o := tr.Clarify.Options[option]
	if len(o.Steps) == 0 {
		t.mu.Lock()
		if i, ok := t.index[id]; ok {
			t.turns[i].Clarify = nil
			t.turns[i].Reply = "Okay, I'll leave it; nothing was changed."
		}
		t.mu.Unlock()
		err := t.persistReply(id)
		t.publish(id, Ready)
		return id, err
	}
	return t.ChoosePlan(id, plan.Plan{Steps: o.Steps})
}

// ChoosePlan runs p as turn id again — the answer to a question the turn
// asked that the thread holds no readings for (which of several items a
// reference meant: the caller builds p from the failed step and the chosen
// candidate). One request, one undo. Errors: ErrNoTurn (no such turn, or
// it is queued, running, or already changed something).
func (t *Thread) ChoosePlan(id string, p plan.Plan) (string, error) {
	tr, ok := t.Turn(id)
	if !ok || tr.Changed || tr.Status == Queued || tr.Status == Running || len(p.Steps) == 0 {
		return "", ErrNoTurn
	}
	p.Understood = true
	return t.enqueue(&job{turnID: id, text: tr.Request, chosen: &p, again: true}), nil
}

// AskChosen runs p (a reading the caller picked from text's clarifying
// question) synchronously as one turn whose request is text, like Ask.
func (t *Thread) AskChosen(ctx context.Context, text string, p plan.Plan) (Turn, error) {
	return t.runNow(ctx, &job{text: text, chosen: &p})
}

// Ask runs one request synchronously (the CLI's `pace ask`), waiting for any
// running turn first, and returns the finished turn.
func (t *Thread) Ask(ctx context.Context, text string) (Turn, error) {
	return t.runNow(ctx, &job{text: text})
}

// runNow runs j synchronously as a new turn and returns it finished.
func (t *Thread) runNow(ctx context.Context, j *job) (Turn, error) {
	j.ctx, j.cancel = context.WithCancel(ctx)
	tr := Turn{ID: t.opt.NewID(), Request: j.text, Status: Queued, At: t.opt.Now()}
	j.turnID = tr.ID
	t.mu.Lock()
	t.putLocked(tr)
	t.taken++ // run's bookkeeping, as for a queued job
	t.mu.Unlock()
	t.run(j)
	got, _ := t.Turn(tr.ID)
	return got, ctx.Err()
}

// before returns a copy of the turns that came before turn id.
func (t *Thread) before(id string) []Turn {
	t.mu.Lock()
	defer t.mu.Unlock()
	i, ok := t.index[id]
	if !ok {
		i = len(t.turns)
	}
	return append([]Turn(nil), t.turns[:i]...)
}

// Turn returns the turn with id.
func (t *Thread) Turn(id string) (Turn, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	i, ok := t.index[id]
	if !ok {
		return Turn{}, false
	}
	return t.turns[i], true
}

func (t *Thread) putLocked(tr Turn) {
	if i, ok := t.index[tr.ID]; ok {
		t.turns[i] = tr
		return
	}
	t.index[tr.ID] = len(t.turns)
	t.turns = append(t.turns, tr)
}

// update changes turn id under the lock unless its job was cancelled
// (stale events are dropped); it reports whether the change was applied.
func (t *Thread) update(j *job, fn func(*Turn)) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if j != nil && j.ctx.Err() != nil {
		return false
	}
	i, ok := t.index[j.turnID]
	if !ok {
		return false
	}
	fn(&t.turns[i])
	return true
}

func (t *Thread) publish(id string, s Signal) {
	t.mu.Lock()
	i, ok := t.index[id]
	if !ok {
		t.mu.Unlock()
		return
	}
	u := Update{Turn: t.turns[i], Pending: len(t.queue), Signal: s, OffDevice: t.turns[i].OffDevice}
	subs := make([]func(Update), 0, len(t.subs))
	for _, f := range t.subs {
		subs = append(subs, f)
	}
	t.mu.Unlock()
	for _, f := range subs {
		f(u)
	}
}

func (t *Thread) approve(ctx context.Context, j *job) agent.Approver {
	turnID := j.turnID
	t.mu.Lock()
	a := t.approver
	t.mu.Unlock()
	if j.approve != nil {
		a = j.approve
	}
	return func(ctx context.Context, spec tools.Spec, args json.RawMessage) bool {
		if a == nil {
			return false
		}
		t.publish(turnID, Approval)
		ok := a(ctx, spec, args)
		t.publish(turnID, Acting)
		return ok
	}
}

func (t *Thread) run(j *job) {
	t.runMu.Lock()
	defer t.runMu.Unlock()
	t.mu.Lock()
	t.active = j
	orch := t.orch
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		t.active = nil
		t.mu.Unlock()
		j.cancel()
	}()
	defer func() {
		t.mu.Lock()
		t.taken--
		t.mu.Unlock()
	}()
	group := t.opt.NewID()
	t.update(j, func(tr *Turn) { tr.Status, tr.Group = Running, group })
	t.publish(j.turnID, Understanding)
	if j.direct == nil && !j.again {
		if err := t.persistUser(j); err != nil {
			t.finish(j, agent.Outcome{Err: err, Reply: fmt.Sprintf("Could not save your message: %v", err)})
			return
		}
	}
	var out agent.Outcome
	switch {
	case j.direct != nil:
		out = t.runDirect(j, group)
	case j.chosen != nil:
		out = t.runChosen(j, group)
	default:
		prev := t.before(j.turnID)
		req := agent.Request{Text: j.text, Group: group, Memory: t.opt.Memory.Context(j.ctx, prev),
			Approve: t.approve(j.ctx, j), Focus: Focus(prev), FocusFamily: FocusFamily(prev), FocusProject: FocusProject(prev), FocusAll: FocusAll(prev), Recent: RecentTasks(prev), Listed: Listed(prev), Previous: previous(prev)}
		out = orch.Run(j.ctx, req, func(e agent.Event) { t.apply(j, e) })
	}
	t.finish(j, out)
}

// previous is the latest finished turn of hist, as "undo that" reads it.
func previous(hist []Turn) agent.PreviousTurn {
	var recent []string
	for i := len(hist) - 1; i >= 0 && len(recent) < 4; i-- {
		if hist[i].Status == Done || hist[i].Status == FailedSt {
			recent = append(recent, hist[i].Request)
		}
	}
	for i := len(hist) - 1; i >= 0; i-- {
		tr := hist[i]
		if tr.Status != Done && tr.Status != FailedSt {
			continue
		}
		if ReadOnly(tr) {
			continue // "what's due today?", then "undo that": the change before it
		}
		return agent.PreviousTurn{Known: true, Request: tr.Request, Group: tr.Group, Changed: tr.Changed && !tr.Undone, Reply: tr.Reply, Recent: recent}
	}
	return agent.PreviousTurn{Recent: recent}
}

// ReadOnly reports a finished turn that only read (a question answered):
// every step ran and none changed anything, and nothing was asked. "undo"
// after it means the change before it.
func ReadOnly(tr Turn) bool {
	if tr.Status != Done || tr.Changed || tr.Clarify != nil || len(tr.Records) == 0 {
		return false
	}
	if strings.HasPrefix(tr.Reply, grammar.NotUnderstoodLead) {
		// a request that was not understood (the agenda shown instead):
		// "undo that" after it means that request, which changed nothing
		return false
	}
	for _, r := range tr.Records {
		if r.Status != agent.StatusOK || r.Changed || !readTools[r.Tool] {
			return false
		}
	}
	return true
}

// readTools: the tools that only read.
var readTools = map[string]bool{"queryTasks": true, "listProjects": true, "projectStatus": true, "listMilestones": true,
	"agenda": true, "calendarAgenda": true, "searchEverything": true, "searchNotes": true, "askNotes": true, "recall": true,
	"notesFrom": true, "listNotes": true}

// Focus is the item the conversation is about: the Ref of the last record
// that named an item in the latest finished turn that is not undone.
func Focus(hist []Turn) string { return focusRecord(hist).Ref }

// FocusAll is every task the latest finished turn named, when it named
// more than one: the tasks its changes acted on ("add a and b" then "tag
// them both errands"), else the tasks a query listed (at most
// maxFocusAll); nil otherwise, or when that turn was undone.
func FocusAll(hist []Turn) []string {
	for i := len(hist) - 1; i >= 0; i-- {
		tr := hist[i]
		if tr.Status != Done {
			continue
		}
		if tr.Undone {
			return nil
		}
		var refs []string
		seen := map[string]bool{}
		for _, r := range tr.Records {
			if taskNamed(r) && !seen[r.Ref] {
				seen[r.Ref] = true
				refs = append(refs, r.Ref)
			}
		}
		if len(refs) == 0 && len(tr.Records) == 1 && readTools[tr.Records[0].Tool] {
			for _, it := range tr.Records[0].Items {
				if it.Kind == store.KindTask && it.ID != "" && !it.Done {
					refs = append(refs, store.Ref(it.ID))
				}
			}
		}
		if len(refs) == 0 {
			// "move everything due monday to tuesday", then "actually make
			// them wednesday": the tasks the bulk change named
			for _, r := range tr.Records {
				if r.Tool != "bulkTasks" || r.Status != agent.StatusOK {
					continue
				}
				for _, it := range r.Items {
					if it.Kind == store.KindTask && it.ID != "" && !seen[it.ID] {
						seen[it.ID] = true
						refs = append(refs, store.Ref(it.ID))
					}
				}
			}
		}
		if len(refs) < 2 || len(refs) > maxFocusAll {
			return nil
		}
		return refs
	}
	return nil
}

// taskNamed reports a record of a step that ran and named a task (not a
// milestone): what FocusAll and RecentTasks collect.
func taskNamed(r agent.ToolRecord) bool {
	return r.Ref != "" && r.Status == agent.StatusOK && r.Family == tools.FamilyTask && r.Kind != tools.KindMilestone
}

// RecentTasks is the tasks the latest finished turns changed or made
// (not what they only listed), oldest first, distinct, at most maxRecent,
// looking back recentReach turns and stopping at an undone one.
func RecentTasks(hist []Turn) []string {
	var turns [][]string
	seen := map[string]bool{}
	for i, n := len(hist)-1, 0; i >= 0 && n < recentReach; i-- {
		tr := hist[i]
		if tr.Status != Done {
			continue
		}
		if tr.Undone {
			break
		}
		n++
		var refs []string
		for _, r := range tr.Records {
			if taskNamed(r) && !readTools[r.Tool] && !seen[r.Ref] {
				seen[r.Ref] = true
				refs = append(refs, r.Ref)
			}
		}
		turns = append(turns, refs)
	}
	var out []string
	for i := len(turns) - 1; i >= 0; i-- {
		out = append(out, turns[i]...)
	}
	if len(out) > maxRecent {
		out = out[len(out)-maxRecent:]
	}
	return out
}

// recentReach and maxRecent bound RecentTasks.
const (
	recentReach = 4
	maxRecent   = 8
)

// Listed is the open tasks of the latest list a read-only turn showed, in
// its order, looking back at most listedReach finished turns; nil when
// there is none, it named fewer than two, or a turn since was undone.
func Listed(hist []Turn) []string {
	seen := 0
	for i := len(hist) - 1; i >= 0 && seen < listedReach; i-- {
		tr := hist[i]
		if tr.Status != Done {
			continue
		}
		if tr.Undone {
			return nil
		}
		seen++
		if !ReadOnly(tr) {
			continue
		}
		switch refs := listedTasks(tr); {
		case len(refs) >= 2:
			return refs
		case len(refs) == 1:
			return nil // the latest list names one task: no "second one"
		}
	}
	return nil
}

// listedReach: how many finished turns back "the second one" still finds
// the list.
const listedReach = 4

// maxFocusAll: "them" after a longer list asks which instead.
const maxFocusAll = 8

// FocusFamily is the tool family of Focus's record ("task", "project",
// "note"), so "make it p1" after a project was named asks which task;
// "milestone" when a milestone tool named it.
func FocusFamily(hist []Turn) string {
	r := focusRecord(hist)
	if r.Kind == tools.KindMilestone || strings.Contains(r.Tool, "Milestone") {
		return "milestone"
	}
	return r.Family
}

// FocusProject is the Ref of the project the latest turns named (a
// project tool's record, not a milestone's), looking back over the last
// few finished turns; "" when none did.
func FocusProject(hist []Turn) string {
	seen := 0
	for i := len(hist) - 1; i >= 0 && seen < 6; i-- {
		tr := hist[i]
		if tr.Status != Done || tr.Undone {
			continue
		}
		seen++
		for k := len(tr.Records) - 1; k >= 0; k-- {
			r := tr.Records[k]
			if r.Ref != "" && r.Status == agent.StatusOK && r.Family == tools.FamilyProject && r.Kind != tools.KindMilestone && !strings.Contains(r.Tool, "Milestone") {
				return r.Ref
			}
			if r.Status == agent.StatusOK && r.Family == tools.FamilyTask && (r.Tool == "createTask" || r.Tool == "updateTask") {
				// "add that to the same project" after a task filed in P
				var a struct{ Project, FileUnder string }
				if json.Unmarshal(r.Args, &a) == nil {
					for _, p := range []string{a.Project, a.FileUnder} {
						if p = strings.TrimSpace(p); p != "" && !strings.HasPrefix(p, "$") && !isPronounWord(p) {
							return p
						}
					}
				}
			}
			if r.Status == agent.StatusOK && r.Tool == "addMilestone" {
				// "another milestone for it": the project the last
				// milestone was added to, as its call named it
				var a struct{ Project string }
				if json.Unmarshal(r.Args, &a) == nil && strings.TrimSpace(a.Project) != "" && !strings.HasPrefix(a.Project, "$") {
					return a.Project
				}
			}
		}
	}
	return ""
}

// isPronounWord: a project slot that still says "it" or "that".
func isPronounWord(s string) bool {
	switch strings.ToLower(s) {
	case "it", "that", "this", "them", "same", "the same":
		return true
	}
	return false
}

func focusRecord(hist []Turn) agent.ToolRecord {
	for i := len(hist) - 1; i >= 0; i-- {
		tr := hist[i]
		if tr.Status != Done {
			continue
		}
		if tr.Undone {
			return agent.ToolRecord{}
		}
		for k := len(tr.Records) - 1; k >= 0; k-- {
			if r := tr.Records[k]; r.Ref != "" && r.Status == agent.StatusOK {
				return r
			}
		}
		if len(tr.Records) == 1 && undid(tr.Records) {
			// "undo" put back what a turn deleted or changed: "actually yeah
			// delete it" means that item
			for j := i - 1; j >= 0; j-- {
				if hist[j].Status == Done && hist[j].Undone {
					for k := len(hist[j].Records) - 1; k >= 0; k-- {
						if r := hist[j].Records[k]; r.Ref != "" && r.Status == agent.StatusOK && r.Tool != "createTask" {
							return r
						}
					}
					break
				}
			}
			return agent.ToolRecord{}
		}
		if passedOver(tr) {
			continue
		}
		if !ReadOnly(tr) {
			return agent.ToolRecord{}
		}
		// a question in between ("what's due tomorrow?", then "actually
		// make it 10am"): the one open task it listed is the focus; a
		// longer list keeps the focus before it only when it is listed
		// there too, and a reply that listed nothing leaves it as it was
		open := listedTasks(tr)
		if len(open) == 1 {
			return agent.ToolRecord{Tool: tr.Records[0].Tool, Family: tools.FamilyTask, Ref: open[0], Status: agent.StatusOK}
		}
		if len(open) > 1 {
			before := focusRecord(hist[:i])
			if slices.Contains(open, before.Ref) {
				return before
			}
			return agent.ToolRecord{}
		}
	}
	return agent.ToolRecord{}
}

// maxSlipWords is the longest request not understood that "it" still
// looks past.
const maxSlipWords = 4

// passedOver reports a finished turn that neither changed nor showed
// anything of its own: a request declined, a short one not understood
// (the agenda shown instead) or one not approved, so "it" after it still
// means the item before it.
func passedOver(tr Turn) bool {
	if tr.Changed || tr.Clarify != nil {
		return false
	}
	if strings.HasPrefix(tr.Reply, grammar.NotUnderstoodLead) {
		// a short slip ("blorf", "hmm ok then") keeps the item before; a
		// longer request not understood may have named another thing
		// ("the bairns' party is at 2 now …"), so "it" after it is asked
		return len(strings.Fields(tr.Request)) <= maxSlipWords
	}
	for _, r := range tr.Records {
		if r.Status != agent.StatusSkipped {
			return false
		}
	}
	return true // nothing ran, or nothing was approved ("yes" runs it again)
}

// listedTasks is the Refs of the open tasks a read-only turn listed.
func listedTasks(tr Turn) []string {
	var refs []string
	for _, r := range tr.Records {
		var args map[string]any
		_ = json.Unmarshal(r.Args, &args) // no args: the default count
		items := r.Items
		if n := grammar.ShownItems(r.Tool, args, len(items)); len(items) > n {
			// "the last one" is the last the reply showed, never one
			// hidden in "…and 2 more"
			items = items[:n]
		}
		for _, it := range items {
			if it.Kind == store.KindTask && it.ID != "" && !it.Done && !slices.Contains(refs, store.Ref(it.ID)) {
				refs = append(refs, store.Ref(it.ID))
			}
		}
	}
	return refs
}
