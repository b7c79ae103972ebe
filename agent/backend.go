// Package agent holds Pace's brains and the orchestrator that runs a turn on
// them. Every brain (the deterministic grammar, a local LLM) implements
// Backend and streams the same events, so the thread never knows which one
// answered.
package agent

import (
	"context"
	"encoding/json"
	"errors"

	"pace/plan"
	"pace/rag"
	"pace/store"
	"pace/tools"
)

// EventKind says what an Event reports.
type EventKind int

const (
	// EventPlan: the plan is known; Outline holds one line per step.
	EventPlan EventKind = iota
	// EventToolStarted: step Index (1-based) of Total is about to run Tool.
	EventToolStarted
	// EventToolFinished: step Index finished; Record says how.
	EventToolFinished
	// EventText: Text is the reply so far (a cumulative snapshot, not a delta).
	EventText
	// EventDone: the turn is over; Text is the final reply.
	EventDone
)

// Event is one thing a brain reports while it works.
type Event struct {
	Kind    EventKind
	Index   int // 1-based step number
	Total   int // number of steps, 0 when not known
	Tool    string
	Outline []string
	Record  ToolRecord
	Text    string
	// Clarify, on EventDone, is the question asked instead of acting:
	// the readings the user can pick (each runs as the same turn).
	Clarify *plan.Clarify
}

// Tool record statuses.
const (
	StatusOK      = "ok"
	StatusFailed  = "failed"
	StatusSkipped = "skipped"
)

// ToolRecord is what one tool call did, as shown on its card and persisted
// with the reply (store.ChatMessage.Tools holds a JSON array of these).
type ToolRecord struct {
	Tool    string          `json:"tool"`
	Family  string          `json:"family"`
	Args    json.RawMessage `json:"args,omitempty"`
	Summary string          `json:"summary"`
	Status  string          `json:"status"` // ok | failed | skipped
	Ref     string          `json:"ref,omitempty"`
	// Kind is "milestone" when Ref is a milestone (a task tool may act on
	// one); "" otherwise.
	Kind       string         `json:"kind,omitempty"`
	Changed    bool           `json:"changed"`
	Citations  []rag.Citation `json:"citations,omitempty"`
	Items      []tools.Item   `json:"items,omitempty"`
	Candidates []string       `json:"candidates,omitempty"`
	// Choices are the candidates with their ids and kinds, so a later
	// answer ("the second one") can run the call again on one of them.
	Choices []store.Candidate `json:"choices,omitempty"`
}

// Message is one earlier message given to a brain as memory.
type Message struct {
	Role string // "user" or "assistant"
	Text string
}

// Memory is the conversation context of a turn: the last turns verbatim and
// a rolling summary of everything older.
type Memory struct {
	Summary string
	Recent  []Message
}

// Approver asks the user whether a risky tool call may run; it blocks until
// they answer or ctx ends, and returns false for "cancel".
type Approver func(ctx context.Context, spec tools.Spec, args json.RawMessage) bool

// Request is one turn's input to a brain.
type Request struct {
	// Text is what the user said or typed.
	Text string
	// Group is the journal group of this turn: every change it makes is
	// journaled under it so "undo that" reverts the whole turn.
	Group  string
	Memory Memory
	// Approve gates tools whose Risk is NeedsApproval; nil denies them.
	Approve Approver
	// Focus is "id:<uuid>" of the item the conversation is about (the last
	// item the previous turn acted on), so "make it urgent" finds it; "" if none.
	Focus string
	// FocusFamily is the tool family that named Focus ("task", "project",
	// "note"); "" when unknown. "it" stands for Focus only in a slot of
	// that kind.
	FocusFamily string
	// FocusProject is the project the conversation last named (its Ref),
	// for "that project" when the item in focus is a task; "" when none.
	FocusProject string
	// FocusAll is every task the previous turn named when it named more
	// than one ("id:<uuid>" each), so "tag them both errands" acts on
	// each; nil otherwise.
	FocusAll []string
	// Recent is the tasks the latest finished turns named, oldest first
	// ("id:<uuid>" each, at most a few), so "put these two in …" after two
	// turns that each added one acts on both; nil when none.
	Recent []string
	// Listed is the open tasks the latest list the conversation showed
	// (a few turns back at most), in its order ("id:<uuid>" each), so "the
	// second one" still means its second after "make the first one urgent";
	// nil when none.
	Listed []string
	// Previous is the conversation's previous finished turn, so "undo that"
	// means that turn and nothing older.
	Previous PreviousTurn
}

// PreviousTurn is what "that" in "undo that" points at.
type PreviousTurn struct {
	// Known is false when there is no previous turn (or the caller did not
	// say): "undo" then means the newest change, as before.
	Known bool
	// Request is what the user asked then.
	Request string
	// Group is its journal group; Changed whether it changed anything still
	// in place (not undone since).
	Group   string
	Changed bool
	// Reply is what Pace answered then ("Which project do you mean? …"),
	// so a bare name said now can answer its question (AnswerWhich).
	Reply string
	// Recent holds the requests of the latest finished turns, read-only or
	// not, newest first (at most four): "and tomorrow?" carries on from
	// "what's due today?".
	Recent []string
}

// Backend is a brain. Stream runs one turn, calling emit for every event in
// order from the calling goroutine, and returns when the turn is over. It
// returns an error when the brain itself failed (server down, unreadable
// output); tool failures are events, not errors.
type Backend interface {
	// Name is shown in Settings and on turns ("grammar", "llm: qwen2.5-7b").
	Name() string
	// OffDevice reports whether a turn on this brain sends data off the machine.
	OffDevice() bool
	Stream(ctx context.Context, req Request, emit func(Event)) error
}

// Errors a turn can end with.
var (
	// ErrNoBrain: no backend is configured.
	ErrNoBrain = errors.New("no brain is available")
	// ErrDenied: the user declined a risky action.
	ErrDenied = errors.New("the action was not approved")
)
