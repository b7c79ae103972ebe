package views

import (
	"encoding/json"
	"strings"
	"time"

	"pace/notch"
)

// TurnStatus is where a turn is in the queue.
type TurnStatus string

// Turn statuses.
const (
	StatusQueued    TurnStatus = "queued"
	StatusRunning   TurnStatus = "running"
	StatusDone      TurnStatus = "done"
	StatusFailed    TurnStatus = "failed"
	StatusCancelled TurnStatus = "cancelled"
)

// Record statuses of one tool call.
const (
	RecordOK      = "ok"
	RecordFailed  = "failed"
	RecordSkipped = "skipped"
)

// Turn is one request and everything Pace did about it, as the thread view
// shows it. The app adapts the thread package's turns to this shape.
type Turn struct {
	ID      string
	Request string
	// Reply is Pace's text so far (it grows while streaming).
	Reply   string
	Records []Record
	// Outline is the numbered plan, one line per step; Step of Total is running.
	Outline     []string
	Step, Total int
	Status      TurnStatus
	// Changed: the turn wrote something that Undo can revert.
	Changed bool
	// Undone: the turn's changes were reverted.
	Undone bool
	// OffDevice: the turn's data left the machine (an LLM on another host).
	OffDevice bool
	// Err is the plain-language reason of a failed turn.
	Err string
	// Direct: started from a space or a button; Request is its label and
	// shows as a small line instead of a user bubble.
	Direct bool
	// Offered: Request is a text Pace offered and the person picked (an
	// example of the empty thread, a reading's button), not one they typed;
	// ↑ in the composer skips it.
	Offered bool
	// Local marks a card the window made itself (an import report); it is
	// not persisted, and its Undo, if any, goes through ThreadView.UndoLocal
	// (the journal Group), not the conversation.
	Local bool
	// Group is the journal group a Local card's Undo reverts ("" for none).
	Group string
	// UndoErr is why a Local card's last Undo did not happen, in plain words.
	UndoErr string
	// At is when the turn was made (zero when unknown).
	At time.Time
	// Choices are the readings Pace offers instead of acting on a guess;
	// tapping one runs it as this same turn (Chooser), or, when the
	// conversation cannot, sends its Text (empty Text: do nothing).
	Choices []Choice
}

// Choice is one reading of an unclear request, as a button. Option is its
// index among the question's readings.
type Choice struct {
	Label, Text string
	Option      int
}

// Chooser runs reading option of turn turnID's clarifying question as that
// same turn (one request, one undo).
type Chooser interface {
	Choose(turnID string, option int)
}

// Record is one tool call's card.
type Record struct {
	Tool, Family, Summary, Status string
	Citations                     []Citation
	Items                         []Item
}

// Citation backs a cited answer: chip "N · Title" opens the note at
// [Start, End) with Sentences highlighted (byte offsets in the body).
type Citation struct {
	N             int
	NoteID, Title string
	Passage       string
	Start, End    int
	Sentences     [][2]int
}

// Item is a task, project or note a tool returned.
type Item struct {
	Kind, ID, Title, Line string
	Done                  bool
}

// Update is one change of the conversation: a turn's new state, how many
// requests wait behind it and the signal to show.
type Update struct {
	Turn    Turn
	Pending int
	Signal  notch.Signal
	// Removed: the thread was reset; every turn is gone.
	Removed bool
}

// Sender queues a typed or spoken request as a turn and returns its id.
type Sender interface {
	Submit(text string) (turnID string)
}

// OfferSender queues a request whose text Pace offered (an example, a
// reading) and the person picked; the conversation keeps it apart from
// typed requests (Turn.Offered). A Conversation without it gets Submit.
type OfferSender interface {
	SubmitOffered(text string) (turnID string)
}

// Pager reads a long conversation's older turns, a page at a time: Feed's
// Turns holds only the newest page. Older blocks on the store; the thread
// view calls it off the UI goroutine as the person scrolls up.
type Pager interface {
	Older(n int) (turns []Turn, more bool)
	// HasOlder reports, without reading the store, whether turns older
	// than Feed's Turns remain.
	HasOlder() bool
}

// Actor runs a direct tool call from a space (a checkbox, an edit) as its
// own turn, so it gets a card, a journal group and an undo.
type Actor interface {
	Do(tool string, args json.RawMessage, label string) (turnID string)
}

// Step is one tool call of a multi-step change.
type Step struct {
	Tool  string
	Args  json.RawMessage
	Label string
}

// StepActor runs tool calls that make one change (a dialog's Save) as one
// turn with one undo group; an Actor without it runs them one by one.
type StepActor interface {
	DoSteps(steps []Step, label string) (turnID string)
}

// doSteps runs steps through act as one turn when it can, and returns the
// id of the (last) turn.
func doSteps(act Actor, steps []Step) (turn string) {
	if sa, ok := act.(StepActor); ok && len(steps) > 1 {
		return sa.DoSteps(steps, stepsLabel(act, steps))
	}
	for _, s := range steps {
		turn = act.Do(s.Tool, s.Args, s.Label)
	}
	return turn
}

// stepsLabel is the label of the (last) turn doSteps makes of steps.
func stepsLabel(act Actor, steps []Step) string {
	if len(steps) == 0 {
		return ""
	}
	if _, ok := act.(StepActor); !ok || len(steps) == 1 {
		return steps[len(steps)-1].Label
	}
	labels := make([]string, len(steps))
	for i, s := range steps {
		labels[i] = s.Label
	}
	return strings.Join(labels, "; ")
}

// Undoer reverts everything a turn changed.
type Undoer interface {
	UndoTurn(turnID string)
}

// Retrier runs a failed turn's request again.
type Retrier interface {
	Retry(turnID string)
}

// Canceler stops the running turn or drops the queued ones.
type Canceler interface {
	Cancel()
	ClearPending()
}

// Feed is the conversation's history and live updates. Subscribe's callback
// runs on a worker goroutine; the views hop to the UI goroutine themselves.
type Feed interface {
	Turns() []Turn
	Subscribe(func(Update)) (cancel func())
}

// Conversation is everything the window needs from the thread.
type Conversation interface {
	Sender
	Actor
	Undoer
	Retrier
	Canceler
	Feed
}
