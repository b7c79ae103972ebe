package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"pace/agent"
	"pace/agent/grammar"
	"pace/plan"
	"pace/store"
	"pace/thread"
)

// SettingPendingQuestion holds the question the last `pace ask` turn asked
// (which of several items, or which reading), so the next `pace ask` in the
// same data folder can answer it: "1", "the second one", "--choose 2".
const SettingPendingQuestion = "cli.pending_question"

// pendingQuestion is a question a CLI turn asked and nobody answered yet.
type pendingQuestion struct {
	// Request is the text that raised it.
	Request string `json:"request"`
	// Readings is the number of readings of a grammar question (pick one
	// with chosenReading); 0 for a reference question. Options are those
	// readings as the turn offered them (what an answer runs).
	Readings int           `json:"readings,omitempty"`
	Options  []plan.Option `json:"options,omitempty"`
	// Tool and Args are the call that failed on an ambiguous reference,
	// Key the argument that held it, Choices its candidates.
	Tool    string            `json:"tool,omitempty"`
	Args    json.RawMessage   `json:"args,omitempty"`
	Key     string            `json:"key,omitempty"`
	Choices []store.Candidate `json:"choices,omitempty"`
	// Steps are every step of the turn that asked, in order, and Index
	// the one whose reference was ambiguous: the turn changed nothing (a
	// plan is all or nothing), so an answer runs all of them again with
	// the reference chosen (nil in a question noted before this field:
	// that step alone).
	Steps []plan.Step `json:"steps,omitempty"`
	Index int         `json:"index,omitempty"`
	// Approve: the request was not done for want of approval; "yes" as the
	// next `pace ask` runs it again, approved.
	Approve bool `json:"approve,omitempty"`
	// Approved are the sentences the approval question named: "yes" runs
	// those changes and no other (nil in a question noted before this
	// field: any).
	Approved []string `json:"approved,omitempty"`
	// Chosen is the plan an answer to an earlier question picked ("1" to
	// "which one?"), when that plan is what awaits approval: "yes" runs it,
	// not the request that asked which.
	Chosen *plan.Plan `json:"chosen,omitempty"`
}

// options is how many answers the question takes.
func (q pendingQuestion) options() int {
	if q.Approve {
		return 1
	}
	if q.Readings > 0 {
		return q.Readings
	}
	return len(q.Choices)
}

// refKeys are the arguments that name an existing item.
var refKeys = []string{"task", "project", "note", "milestone", "from", "to", "blockedBy"}

// questionOf is the question tr asked, if any: a grammar question, or a
// step that failed because its reference matched several items.
func questionOf(tr thread.Turn) (pendingQuestion, bool) {
	if tr.Clarify != nil && len(tr.Clarify.Options) > 0 {
		return pendingQuestion{Request: tr.Request, Readings: len(tr.Clarify.Options), Options: tr.Clarify.Options}, true
	}
	if notApproved(tr) {
		return pendingQuestion{Request: tr.Request, Approve: true}, true
	}
	ran, _ := recordedPlan(tr)
	steps := ran.Steps
	for i, r := range tr.Records {
		if r.Status != agent.StatusFailed || len(r.Choices) < 2 && !(len(r.Choices) == 1 && strings.Contains(r.Summary, "Did you mean")) {
			continue // several candidates, or the one "Did you mean …?" names
		}
		var args map[string]any
		if json.Unmarshal(r.Args, &args) != nil {
			continue
		}
		for _, k := range refKeys {
			// The failure opens with the reference in quotes: “ref” matches several …
			if v, ok := args[k].(string); ok && strings.HasPrefix(r.Summary, "“"+strings.TrimSpace(v)+"”") {
				q := pendingQuestion{Request: tr.Request, Tool: r.Tool, Args: r.Args, Key: k, Choices: r.Choices}
				if len(steps) == len(tr.Records) && len(steps) > 1 {
					q.Steps, q.Index = steps, i
					if tr.Changed {
						// the steps before it were kept: only it and those
						// after it run again, a reference to a kept step
						// being what that step made
						q.Steps, q.Index = stepsFrom(steps, tr.Records, i), 0
					}
				}
				return q, true
			}
		}
	}
	return pendingQuestion{}, false
}

// stepsFrom is steps from index i on, as a plan of their own: a "$k" of a
// step before i (kept) becomes the item its record names, and plan.Without
// renumbers the rest; nil when a reference cannot be kept so (the step
// that asked then runs alone).
func stepsFrom(steps []plan.Step, recs []agent.ToolRecord, i int) []plan.Step {
	named := make([]plan.Step, len(steps))
	drop := make([]int, i)
	for k := range drop {
		drop[k] = k
	}
	for k, st := range steps {
		args := make(map[string]any, len(st.Args))
		for key, v := range st.Args {
			if ref, ok := v.(string); ok && k >= i && strings.HasPrefix(ref, "$") {
				if n, err := strconv.Atoi(ref[1:]); err == nil && n >= 1 && n <= i && recs[n-1].Ref != "" {
					v = recs[n-1].Ref
				}
			}
			args[key] = v
		}
		named[k] = plan.Step{Tool: st.Tool, Args: args}
	}
	kept, ok := plan.Without(named, drop)
	if !ok {
		return nil
	}
	return kept
}

// notApproved reports a turn that did nothing because an action in it was
// not approved.
func notApproved(tr thread.Turn) bool {
	if len(tr.Records) == 0 || tr.Changed {
		return false
	}
	for _, r := range tr.Records {
		if r.Status != agent.StatusSkipped || r.Summary != agent.NotApproved {
			return false
		}
	}
	return true
}

// yesWords and noWords answer a pending approval.
var (
	yesWords = set("yes", "y", "yep", "yeah", "yup", "sure", "ok", "okay", "go ahead", "do it", "confirm", "confirmed", "approve", "approved",
		"yes please", "yes do it", "yes go ahead", "ok do it", "okay do it", "sure go ahead", "please do", "go for it", "proceed", "delete it", "yes delete it")
	noWords = set("no", "n", "nope", "nah", "cancel", "don't", "dont", "no thanks", "never mind", "nevermind", "stop", "leave it", "no don't", "keep it")
)

func set(ws ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// approvalAnswer reads text as an answer to a pending approval: 1 yes,
// -1 no, 0 no answer.
func approvalAnswer(text string) int {
	l := strings.ToLower(strings.Trim(strings.TrimSpace(text), ".!?,"))
	l = strings.Join(strings.Fields(strings.ReplaceAll(l, ",", " ")), " ")
	switch {
	case yesWords[l]:
		return 1
	case noWords[l]:
		return -1
	}
	return 0
}

// notePending keeps the question tr asked for the next `pace ask`, or
// forgets the one before when tr asked none. chosen is the plan tr ran
// when it answered an earlier question (nil otherwise): an approval it
// still needs is for that plan.
func (c *cli) notePending(ctx context.Context, tr thread.Turn, chosen *plan.Plan) error {
	if c.gui != nil || c.db == nil || c.db.InMemory() || c.db.ReadOnly() {
		return nil
	}
	q, asked := questionOf(tr)
	if asked && q.Approve && chosen != nil {
		q.Chosen = chosen
	}
	if asked && q.Approve && q.Chosen == nil {
		if ran, ok := recordedPlan(tr); ok && !sameTools(ran.Steps, grammar.Plan(tr.Request).Steps) {
			// the request read again would not be what awaits approval
			// (its name said in answer to "which task?"): "yes" runs
			// what the question named
			q.Chosen = &ran
		}
	}
	if asked && q.Approve {
		q.Approved = append([]string{}, c.unapproved...)
	}
	return c.db.Write(ctx, func(tx *store.Tx) error {
		if !asked {
			return tx.Settings().Delete(SettingPendingQuestion)
		}
		return tx.Settings().Set(SettingPendingQuestion, q)
	})
}

// recordedPlan is the plan tr's records ran or skipped, step by step; ok
// is false (and the plan empty) when a record's arguments do not read.
func recordedPlan(tr thread.Turn) (plan.Plan, bool) {
	p := plan.Plan{Understood: true}
	for _, r := range tr.Records {
		var args map[string]any
		if json.Unmarshal(r.Args, &args) != nil {
			return plan.Plan{}, false
		}
		p.Steps = append(p.Steps, plan.Step{Tool: r.Tool, Args: args})
	}
	return p, len(p.Steps) > 0
}

// sameTools reports whether a and b call the same tools in order.
func sameTools(a, b []plan.Step) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Tool != b[i].Tool {
			return false
		}
	}
	return true
}

// pending is the unanswered question of the last `pace ask`, if any.
func (c *cli) pending(ctx context.Context) (pendingQuestion, bool) {
	var q pendingQuestion
	if c.gui != nil {
		return q, false // the window's thread holds the conversation
	}
	if _, err := c.open(); err != nil || c.db.InMemory() {
		return q, false
	}
	found := false
	err := c.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		found, err = tx.Settings().Get(SettingPendingQuestion, &q)
		return err
	})
	return q, err == nil && found && q.options() > 0
}

var ordinals = map[string]int{"first": 1, "1st": 1, "one": 1, "second": 2, "2nd": 2, "two": 2, "third": 3, "3rd": 3, "three": 3,
	"fourth": 4, "4th": 4, "four": 4, "fifth": 5, "5th": 5, "five": 5}

// answerOf reads text as an answer to q: a number ("2", "#2", "option
// 2"), an ordinal ("the second one", "the last"), or the kind of the one
// candidate of that kind ("the milestone"). 0 means it is no answer.
func answerOf(text string, q pendingQuestion) int {
	if q.Readings == 0 && len(q.Choices) == 1 && approvalAnswer(text) == 1 {
		return 1 // "Did you mean the task X?" — "yes"
	}
	if q.Readings == 0 && len(q.Choices) >= 2 && eachAnswer.MatchString(text) && (len(q.Steps) == 0 || q.Index == len(q.Steps)-1) {
		return answerAll // "both", "all of them": the change on each
	}
	l := strings.ToLower(strings.Trim(strings.TrimSpace(text), ".!?"))
	for _, p := range []string{"i meant ", "i mean ", "it's ", "its ", "the ", "option ", "number ", "no. ", "#"} {
		l = strings.TrimPrefix(l, p)
	}
	l = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(l, " please"), " one"))
	n := 0
	if v, err := strconv.Atoi(l); err == nil {
		n = v
	} else if v, ok := ordinals[l]; ok {
		n = v
	} else if l == "last" {
		n = q.options()
	}
	if n == 0 && q.Readings == 0 {
		for i, ch := range q.Choices {
			if strings.EqualFold(ch.Kind, l) || strings.EqualFold(ch.Label(), l) {
				if n != 0 {
					return 0 // two of that kind: still unclear
				}
				n = i + 1
			}
		}
	}
	if n == 0 && q.Readings == 0 && len(q.Choices) > 1 {
		n = choiceByWords(l, q.Choices)
	}
	if n < 1 || n > q.options() {
		return 0
	}
	return n
}

// choiceByWords is the 1-based candidate whose title holds every word of
// the answer ("venue" or "the venue task" for “email Ana about the
// venue”), when exactly one does; 0 otherwise.
func choiceByWords(answer string, choices []store.Candidate) int {
	var words []string
	for _, w := range strings.Fields(answer) {
		if w = strings.Trim(w, ".,!?\"'“”"); w != "" && !answerFiller[w] {
			words = append(words, w)
		}
	}
	if len(words) == 0 || len(words) > 6 {
		return 0
	}
	n := 0
	for i, ch := range choices {
		title := " " + strings.ToLower(ch.Title) + " "
		all := true
		for _, w := range words {
			if !strings.Contains(title, w) {
				all = false
				break
			}
		}
		if all {
			if n != 0 {
				return 0
			}
			n = i + 1
		}
	}
	return n
}

// answerFiller: words of an answer that name no candidate.
var answerFiller = set("the", "a", "one", "ones", "task", "note", "project", "milestone", "that", "this", "about", "i", "meant", "mean", "it's", "its", "please", "with", "for")

// milestoneTools: a task call whose chosen candidate is a milestone.
var milestoneTools = map[string]string{"completeTask": "completeMilestone", "reopenTask": "reopenMilestone", "deleteTask": "deleteMilestone"}

// answerAll is the answer "both" or "all of them" to a question of which
// item (answerOf): the change made on each candidate.
const answerAll = 1 << 20

// eachAnswer: an answer that takes every candidate.
var eachAnswer = regexp.MustCompile(`(?i)^\s*(?:both|all|each|the\s+lot|all\s+of\s+them|both\s+of\s+them|each\s+of\s+them|them\s+all|them\s+both|all\s+(?:two|three|four))(?:\s+(?:please|pls|of\s+them))?\s*[.!]*\s*$`)

// chosenPlan is answer n (1-based) to q as a plan.
func chosenPlan(q pendingQuestion, n int) (plan.Plan, error) {
	if n == answerAll && q.Readings == 0 && len(q.Choices) >= 2 {
		// "both": the failed step once per candidate, after the steps before it
		var steps []plan.Step
		if q.Index >= 0 && q.Index < len(q.Steps) {
			steps = append(steps, q.Steps[:q.Index]...)
		}
		for i := range q.Choices {
			one, err := chosenPlan(pendingQuestion{Tool: q.Tool, Args: q.Args, Key: q.Key, Choices: q.Choices, Index: -1}, i+1)
			if err != nil {
				return plan.Plan{}, err
			}
			steps = append(steps, one.Steps...)
		}
		return plan.Plan{Steps: steps, Understood: true}, nil
	}
	if n < 1 || n > q.options() {
		return plan.Plan{}, usageErr(fmt.Sprintf("the question takes 1 to %d", q.options()))
	}
	if q.Readings > 0 && len(q.Options) >= n {
		// the reading the turn offered, as it offered it (the user's data
		// may have shaped it: it is not read again)
		return optionPlan(q.Options[n-1]), nil
	}
	if q.Readings > 0 {
		return chosenReading(q.Request, n)
	}
	var args map[string]any
	if err := json.Unmarshal(q.Args, &args); err != nil {
		return plan.Plan{}, err
	}
	ch := q.Choices[n-1]
	tool := q.Tool
	args[q.Key] = store.Ref(ch.ID)
	if m, ok := milestoneTools[tool]; ok && ch.Kind == "milestone" {
		tool, args = m, map[string]any{"milestone": store.Ref(ch.ID)}
	}
	if q.Index >= 0 && q.Index < len(q.Steps) {
		// "mark the call done and add X": the whole request again, with
		// the call chosen, so X is not dropped
		steps := append([]plan.Step(nil), q.Steps...)
		steps[q.Index] = plan.Step{Tool: tool, Args: args}
		return plan.Plan{Steps: steps, Understood: true}, nil
	}
	return plan.Plan{Steps: []plan.Step{{Tool: tool, Args: args}}, Understood: true}, nil
}

// printChoices lists the candidates of a failed step and how to answer.
func printChoices(w io.Writer, tr thread.Turn) {
	q, ok := questionOf(tr)
	if !ok || q.Readings > 0 || q.Approve {
		return
	}
	fmt.Fprintln(w)
	if len(q.Choices) == 1 {
		fmt.Fprintf(w, "  1. %s\n", q.Choices[0].Label())
		fmt.Fprintln(w, "Answer with: pace ask yes   (or pace ask 1, or say its full title)")
		return
	}
	for i, ch := range q.Choices {
		fmt.Fprintf(w, "  %d. %s\n", i+1, ch.Label())
	}
	fmt.Fprintln(w, "Answer with: pace ask N   (or “the first one”, “the last one”, “both”)")
}
