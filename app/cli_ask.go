package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"unicode/utf8"

	"pace/agent"
	"pace/agent/grammar"
	"pace/plan"
	"pace/store"
	"pace/thread"
	"pace/tools"
)

// askJSON is the stable `pace ask --json` shape (see README).
type askJSON struct {
	Reply      string         `json:"reply"`
	Steps      []stepJSON     `json:"steps"`
	Citations  []citationJSON `json:"citations"`
	UndoGroup  string         `json:"undo_group"` // "" when nothing changed
	Brain      string         `json:"brain"`
	Swapped    bool           `json:"swapped"` // the LLM failed and the grammar answered
	OffDevice  bool           `json:"off_device"`
	Error      string         `json:"error,omitempty"`
	Transcript *string        `json:"transcript,omitempty"` // pace listen only
	Clarify    *plan.Clarify  `json:"clarify,omitempty"`    // asked instead of acting
}

type stepJSON struct {
	Tool    string `json:"tool"`
	Summary string `json:"summary"`
	Status  string `json:"status"` // ok | failed | skipped
}

type citationJSON struct {
	N       int    `json:"n"`
	NoteID  string `json:"note_id"`
	Title   string `json:"title"`
	Passage string `json:"passage"`
}

func turnJSON(tr thread.Turn) askJSON {
	out := askJSON{Reply: tr.Reply, Steps: []stepJSON{}, Citations: []citationJSON{}, Brain: tr.Brain, Swapped: tr.Swapped, OffDevice: tr.OffDevice, Error: tr.Err, Clarify: tr.Clarify}
	if tr.Changed {
		out.UndoGroup = tr.Group
	}
	for _, r := range tr.Records {
		out.Steps = append(out.Steps, stepJSON{Tool: r.Tool, Summary: r.Summary, Status: r.Status})
		for _, c := range r.Citations {
			out.Citations = append(out.Citations, citationJSON{N: c.N, NoteID: c.NoteID, Title: c.Title, Passage: c.Passage})
		}
	}
	return out
}

// printTurn writes a finished turn for people: the reply, then one line per
// tool card (✓ done, ✗ failed, – skipped), the sources, and how to undo.
func printTurn(w io.Writer, tr thread.Turn) {
	if tr.Swapped {
		fmt.Fprintln(w, "(The local model failed, so the built-in grammar answered.)")
	}
	fmt.Fprintln(w, tr.Reply)
	printClarify(w, tr.Clarify)
	records := tr.Records
	if saidInReply(tr.Reply, records) {
		records = nil // the reply already says it: each action is said once
	}
	if len(records) > 0 {
		fmt.Fprintln(w)
	}
	for i, r := range records {
		mark := map[string]string{agent.StatusOK: "✓", agent.StatusFailed: "✗", agent.StatusSkipped: "–"}[r.Status]
		fmt.Fprintf(w, "  %s %d. %s\n", mark, i+1, r.Summary)
	}
	var cites []string
	seen := map[string]bool{}
	for _, r := range tr.Records {
		for _, c := range r.Citations {
			line := fmt.Sprintf("  [%d] %s: %s", c.N, c.Title, oneLine(c.Passage, 100))
			if !seen[line] { // two questions answered from one note name it once
				seen[line] = true
				cites = append(cites, line)
			}
		}
	}
	if len(cites) > 0 {
		fmt.Fprintln(w, "\nSources:")
		fmt.Fprintln(w, strings.Join(cites, "\n"))
	}
	printChoices(w, tr)
	if tr.Changed {
		fmt.Fprintf(w, "\nUndo with: pace undo   (group %s)\n", tr.Group)
	}
}

// saidInReply reports whether the reply already says each card's summary
// and every card went well — or asks back ("Did you mean the task …?"),
// which is a question to answer, never shown again as a failed card.
func saidInReply(reply string, rs []agent.ToolRecord) bool {
	for _, r := range rs {
		asked := r.Status == agent.StatusFailed && strings.Contains(r.Summary, "Did you mean")
		if r.Status != agent.StatusOK && !asked || !strings.Contains(reply, strings.TrimSpace(r.Summary)) {
			return false
		}
	}
	return len(rs) > 0
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func cmdAsk(c *cli, args []string) error {
	fs := c.flags("ask")
	asJSON := fs.Bool("json", false, "print JSON")
	yes := fs.Bool("yes", false, "approve risky actions (e.g. deleting) without asking")
	brain := fs.String("brain", "", "auto, grammar or llm (default: Settings)")
	endpoint := fs.String("endpoint", "", "OpenAI-compatible base URL for --brain llm")
	model := fs.String("model", "", "model name for --brain llm")
	choose := fs.Int("choose", 0, "run reading N of the question Pace asks about TEXT (the numbered list), as this turn")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	text := joinArgs(rest)
	ctx := c.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	// "1", "the second one" or --choose N (with no text, or the same text)
	// answers the question the last `pace ask` here asked.
	q, ok := c.pending(ctx)
	if ok && q.Approve {
		// "yes" after "… needs your approval": the request again, approved.
		switch approvalAnswer(text) {
		case 1:
			c.approvedOnly = q.Approved
			var tr thread.Turn
			var err error
			if q.Chosen != nil {
				// "yes" after "1" to "which one?": the reading chosen, approved
				tr, err = c.runChosen(q.Request, *q.Chosen, true)
			} else {
				tr, err = c.runTurn(q.Request, brainChoice{mode: *brain, endpoint: *endpoint, model: *model}, true)
			}
			if err != nil {
				return c.jsonError(*asJSON, err)
			}
			c.warnPending(c.notePending(ctx, tr, nil))
			return c.reportTurn(tr, *asJSON, nil)
		case -1:
			c.warnPending(c.notePending(ctx, thread.Turn{}, nil))
			fmt.Fprintln(c.env.Stdout, "Okay, I left it; nothing was changed.")
			return nil
		}
	} else if ok {
		n := answerOf(text, q)
		if *choose != 0 && (text == "" || text == q.Request) && (q.Readings > 0 || grammar.Plan(text).Clarify == nil) {
			n = *choose
		}
		if _, err := strconv.Atoi(strings.TrimSpace(text)); err == nil && n == 0 {
			n = -1 // a number out of range: chosenPlan says which there are
		}
		if n != 0 || *choose != 0 && text == "" {
			p, err := chosenPlan(q, n)
			if err != nil {
				return err
			}
			// "yes" to "Did you mean the task X? …" names the item and
			// approves the change asked for.
			confirmed := len(q.Choices) == 1 && approvalAnswer(text) == 1
			tr, err := c.runChosen(q.Request, p, *yes || confirmed)
			if err != nil {
				return c.jsonError(*asJSON, err)
			}
			c.warnPending(c.notePending(ctx, tr, &p))
			return c.reportTurn(tr, *asJSON, nil)
		}
	}
	if text == "" {
		return c.jsonError(*asJSON, usageErr("say what you want, e.g. pace ask \"remind me to call the bank tomorrow at 5pm\""))
	}
	if !utf8.ValidString(text) {
		return c.jsonError(*asJSON, usageErr("the request is not valid UTF-8 text"))
	}
	if !ok && approvalAnswer(text) != 0 && *choose == 0 && !requestToo[strings.ToLower(strings.Trim(strings.TrimSpace(text), ".!"))] {
		// "yes" or "no" with no question waiting: no turn, so `pace undo`
		// after it still means the change before
		return c.reportReply(nothingWaiting, *asJSON)
	}
	if !ok && *choose == 0 && answerOf(text, pendingQuestion{Readings: 9}) != 0 {
		// "1" or "the second one" with no question waiting (answered, or
		// replaced by a newer request): no turn, nothing changed
		return c.reportReply(noQuestionWaiting, *asJSON)
	}
	bc := brainChoice{mode: *brain, endpoint: *endpoint, model: *model}
	if *choose != 0 {
		p, err := chosenReading(text, *choose)
		if err != nil {
			return err
		}
		tr, err := c.runChosen(text, p, *yes)
		if err != nil {
			return c.jsonError(*asJSON, err)
		}
		c.warnPending(c.notePending(ctx, tr, &p))
		return c.reportTurn(tr, *asJSON, nil)
	}
	tr, err := c.runTurn(text, bc, *yes)
	if err != nil {
		return c.jsonError(*asJSON, err)
	}
	c.warnPending(c.notePending(ctx, tr, nil))
	return c.reportTurn(tr, *asJSON, nil)
}

// warnPending says on stderr that a question could not be kept.
func (c *cli) warnPending(err error) {
	if err != nil {
		fmt.Fprintf(c.env.Stderr, "pace: could not keep the question for the next `pace ask`: %v\n", err)
	}
}

// jsonError prints err as {"error": "..."} when asJSON (then exits 1), so a
// script reading stdout always gets JSON; otherwise it returns err.
func (c *cli) jsonError(asJSON bool, err error) error {
	if !asJSON {
		return err
	}
	if errors.Is(err, errUsage) {
		// JSON on stdout too; dispatch prints the usage and exits 2
		writeJSON(c.env.Stdout, map[string]string{"error": strings.TrimPrefix(err.Error(), errUsage.Error()+": ")})
		return err
	}
	writeJSON(c.env.Stdout, map[string]string{"error": err.Error()})
	fmt.Fprintf(c.env.Stderr, "pace: %v\n", err)
	return exitError{exitFail}
}

// requestToo: answers to an approval that are requests of their own when
// nothing waits ("delete it" right after making a task deletes it).
var requestToo = map[string]bool{"delete it": true, "yes delete it": true}

// nothingWaiting answers "yes" or "no" when no question waits for it.
const noQuestionWaiting = "No question is waiting for an answer — it was answered, or a newer request replaced it — so nothing was changed. Say the whole request again."

const nothingWaiting = "Nothing is waiting for a yes or no, so nothing was changed."

// reportReply prints a reply that ran no turn (JSON: {"reply": …}).
func (c *cli) reportReply(reply string, asJSON bool) error {
	if asJSON {
		return writeJSON(c.env.Stdout, askJSON{Reply: reply, Steps: []stepJSON{}, Citations: []citationJSON{}, Brain: "grammar"})
	}
	_, err := fmt.Fprintln(c.env.Stdout, reply)
	return err
}

// runTurn runs one request on a freshly wired thread, cancelled by Ctrl-C.
func (c *cli) runTurn(text string, bc brainChoice, yes bool) (thread.Turn, error) {
	base := c.ctx
	if base == nil {
		base = context.Background()
	}
	ctx, stop := signal.NotifyContext(base, os.Interrupt)
	defer stop()
	if c.gui != nil {
		// Handed over from the command line, the turn is the command
		// line's own: `pace undo` reverts it (the window notes it too).
		tr, err := c.gui.handedTurn(ctx, c, text, bc, yes)
		if rerr := recordTurn(context.WithoutCancel(ctx), c.gui.w.db, surfaceCLI, tr); rerr != nil && err == nil {
			fmt.Fprintf(c.env.Stderr, "pace: could not note this turn for `pace undo`: %v\n", rerr)
		}
		return tr, err
	}
	w, err := c.wire(ctx, bc)
	if err != nil {
		return thread.Turn{}, err
	}
	// A turn on the in-memory stand-in would report changes that vanish.
	// A read-only store answers questions; its tools refuse changes.
	if err := c.mustPersist(); err != nil && !errors.As(err, new(readOnlyError)) {
		return thread.Turn{}, err
	}
	w.thread.SetApprover(cliApprover(w.box, c.env.Stderr, yes, c.approvedOnly, &c.unapproved))
	tr, err := w.thread.Ask(ctx, text)
	if c.db.ReadOnly() {
		if refusedReadOnly(tr) {
			return tr, readOnlyError{dir: c.dataDir, asked: c.readOnly}
		}
		return tr, err
	}
	if rerr := recordTurn(ctx, c.db, surfaceCLI, tr); rerr != nil && err == nil {
		fmt.Fprintf(c.env.Stderr, "pace: could not note this turn for `pace undo`: %v\n", rerr)
	}
	return tr, err
}

// chosenReading is reading n (1-based, as printed) of the question the
// grammar asks about text. Errors (usage): text raises no question, or n is
// not one of its readings.
func chosenReading(text string, n int) (plan.Plan, error) {
	q := grammar.PlanAsTurn(text).Clarify
	if q == nil {
		return plan.Plan{}, usageErr("Pace has no question about that request; run it without --choose")
	}
	if n < 1 || n > len(q.Options) {
		return plan.Plan{}, usageErr(fmt.Sprintf("--choose takes 1 to %d for that request", len(q.Options)))
	}
	return optionPlan(q.Options[n-1]), nil
}

// optionPlan is the plan a chosen reading runs; "Neither" runs nothing and
// says so.
func optionPlan(o plan.Option) plan.Plan {
	p := plan.Plan{Steps: o.Steps, Understood: true}
	if len(p.Steps) == 0 {
		p.Steps, p.Note = []plan.Step{}, "Okay, I'll leave it; nothing was changed."
	}
	return p
}

// runChosen runs reading p of text as one turn, like runTurn.
func (c *cli) runChosen(text string, p plan.Plan, yes bool) (thread.Turn, error) {
	base := c.ctx
	if base == nil {
		base = context.Background()
	}
	ctx, stop := signal.NotifyContext(base, os.Interrupt)
	defer stop()
	if c.gui != nil {
		var approve agent.Approver
		if yes {
			approve = func(context.Context, tools.Spec, json.RawMessage) bool { return true }
		}
		return c.gui.w.thread.SubmitChosenWait(ctx, text, p, approve)
	}
	w, err := c.wire(ctx, brainChoice{})
	if err != nil {
		return thread.Turn{}, err
	}
	if err := c.mustPersist(); err != nil {
		return thread.Turn{}, err
	}
	w.thread.SetApprover(cliApprover(w.box, c.env.Stderr, yes, c.approvedOnly, &c.unapproved))
	tr, err := w.thread.AskChosen(ctx, text, p)
	if rerr := recordTurn(ctx, c.db, surfaceCLI, tr); rerr != nil && err == nil {
		fmt.Fprintf(c.env.Stderr, "pace: could not note this turn for `pace undo`: %v\n", rerr)
	}
	return tr, err
}

// refusedReadOnly reports a turn that tried to change a read-only store.
func refusedReadOnly(tr thread.Turn) bool {
	if strings.Contains(tr.Err, store.ErrReadOnlyFile.Error()) {
		return true
	}
	for _, r := range tr.Records {
		if r.Status == agent.StatusFailed && strings.Contains(r.Summary, store.ErrReadOnlyFile.Error()) {
			return true
		}
	}
	return false
}

// reportTurn prints tr and maps it to the exit code: 1 when the turn failed,
// a step failed, or an action was not approved (nothing it asked for was
// done); 0 otherwise.
func (c *cli) reportTurn(tr thread.Turn, asJSON bool, transcript *string) error {
	if asJSON {
		for _, sentence := range c.unapproved {
			notApprovedNotice(c.env.Stderr, sentence)
		}
		j := turnJSON(tr)
		j.Transcript = transcript
		if err := writeJSON(c.env.Stdout, j); err != nil {
			return err
		}
	} else {
		if transcript != nil {
			fmt.Fprintf(c.env.Stdout, "Heard: %s\n\n", *transcript)
		}
		if notApproved(tr) && len(c.unapproved) > 0 {
			// only the question: "nothing was changed, you didn't approve
			// it" before it read as a failure
			fmt.Fprintf(c.env.Stdout, "This needs your approval: %s\nAnswer with: pace ask yes   (or run the request again with --yes)\n", strings.Join(c.unapproved, " "))
		} else {
			printTurn(c.env.Stdout, tr)
		}
	}
	if tr.Status == thread.FailedSt {
		return exitError{exitFail}
	}
	for _, r := range tr.Records {
		if r.Status != agent.StatusOK {
			return exitError{exitFail}
		}
	}
	return nil
}
