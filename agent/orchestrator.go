package agent

import (
	"context"
	"errors"
	"fmt"
	"net"
	"pace/agent/grammar"
	"strings"
	"unicode/utf8"
)

// Failure causes a brain can report; backends wrap their errors with these
// so the reply can be composed without a model call.
var (
	ErrServerDown     = errors.New("the model server is not answering")
	ErrModelNotLoaded = errors.New("the model is not loaded")
	ErrTimeout        = errors.New("the model took too long")
	ErrBadOutput      = errors.New("the model's answer could not be read")
)

// Orchestrator runs a turn on the primary brain (a local LLM, optional) and
// swaps to the fallback brain (the grammar) when the primary fails before it
// said anything or changed anything.
type Orchestrator struct {
	// Primary is tried first; nil means grammar only.
	Primary Backend
	// Fallback always works; it is the deterministic grammar brain.
	Fallback Backend
}

// Outcome is how a turn ended.
type Outcome struct {
	// Brain is the name of the backend that produced the reply.
	Brain string
	// Swapped is true when the primary failed and the fallback answered.
	Swapped bool
	// OffDevice is true when any backend used in the turn sent data off the machine.
	OffDevice bool
	// Reply is the final text shown (and spoken).
	Reply string
	// Records are the tool cards of the turn, in order.
	Records []ToolRecord
	// Changed reports that some tool wrote to the store.
	Changed bool
	// Err is set when the turn failed; Reply then says so in plain words.
	Err error
}

// Run executes req, forwarding events to emit. The returned error is non-nil
// only when ctx was cancelled; brain failures end up in Outcome.Err with a
// plain-language Reply.
// MaxRequestRunes is the longest request a brain reads, in characters
// (runes): about 600 words, far beyond anything said or typed as one
// request. Longer text is answered with TooLong, nothing changed — a note
// is the place for it.
const MaxRequestRunes = grammar.MaxRequestRunes

// TooLong is the reply to a request of n characters over MaxRequestRunes.
func TooLong(n int) string { return grammar.TooLong(n) }

func (o *Orchestrator) Run(ctx context.Context, req Request, emit func(Event)) Outcome {
	var out Outcome
	if n := utf8.RuneCountInString(req.Text); n > MaxRequestRunes {
		// a pasted document is no request: nothing is read or changed
		out.Reply = TooLong(n)
		emit(Event{Kind: EventText, Text: out.Reply})
		emit(Event{Kind: EventDone, Text: out.Reply})
		return out
	}
	var brains []Backend
	for _, b := range []Backend{o.Primary, o.Fallback} {
		if b != nil {
			brains = append(brains, b)
		}
	}
	if len(brains) == 0 {
		out.Err = ErrNoBrain
		out.Reply = FailureMessage(ErrNoBrain)
		return out
	}
	var firstErr error
	for i, b := range brains {
		sawText, changed := false, false
		var records []ToolRecord
		var text string
		out.OffDevice = out.OffDevice || b.OffDevice()
		err := b.Stream(ctx, req, func(e Event) {
			switch e.Kind {
			case EventText, EventDone:
				if strings.TrimSpace(e.Text) != "" {
					sawText = true
				}
				text = e.Text
			case EventToolFinished:
				records = append(records, e.Record)
				changed = changed || e.Record.Changed
			}
			emit(e)
		})
		out.Brain, out.Records, out.Changed, out.Reply = b.Name(), records, changed, text
		if err == nil {
			out.Swapped = i > 0
			return out
		}
		if ctx.Err() != nil {
			out.Err = ctx.Err()
			out.Reply = "Cancelled."
			return out
		}
		if firstErr == nil {
			firstErr = err
		}
		// Swap only while nothing was shown or changed: re-running a request
		// that already wrote would do it twice.
		if sawText || changed || i == len(brains)-1 {
			out.Err = err
			switch {
			case changed:
				// Steps ran: "nothing was done" would be false.
				out.Reply = StoppedAfter(err, records)
			case sawText:
				// Keep what was said, and say why it stopped.
				out.Reply = strings.TrimSpace(text) + "\n\n" + FailureMessage(err)
			default:
				out.Reply = FailureMessage(err)
			}
			return out
		}
	}
	out.Err = firstErr
	out.Reply = FailureMessage(firstErr)
	return out
}

// FailureMessage turns a brain error into one plain sentence for the user,
// deterministically (no model call), ending with what they can do.
func FailureMessage(err error) string {
	var ne net.Error
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.Canceled):
		return "Cancelled."
	case errors.Is(err, ErrNoBrain):
		return "No brain is available to answer. Check Settings → Brain."
	case errors.Is(err, ErrDenied):
		return "Nothing was changed, because you didn't approve it."
	case errors.Is(err, ErrServerDown):
		return "The local model server is not answering, so nothing was done. Press Retry, or switch to the built-in grammar in Settings."
	case errors.Is(err, ErrModelNotLoaded):
		return "The model server is up but the model is not loaded. Load it in your server, then press Retry."
	case errors.Is(err, ErrTimeout), errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return "The model took too long to answer, so I stopped. Press Retry."
	case errors.Is(err, ErrBadOutput):
		return "The model's answer could not be read, so nothing was done. Press Retry."
	default:
		return fmt.Sprintf("Something went wrong: %v. Press Retry.", err)
	}
}

// StoppedAfter is the reply of a turn that failed after some of its steps
// had changed the store: it names what was done (kept, and reverted by
// Undo) and why the rest was not, without a model.
func StoppedAfter(err error, records []ToolRecord) string {
	var done []string
	for _, r := range records {
		if r.Changed && r.Status == StatusOK {
			if s := strings.TrimRight(strings.TrimSpace(r.Summary), "."); s != "" {
				done = append(done, s)
			}
		}
	}
	if len(done) == 0 {
		return FailureMessage(err)
	}
	why := "something went wrong"
	switch {
	case errors.Is(err, ErrServerDown):
		why = "the model server stopped answering"
	case errors.Is(err, ErrTimeout), errors.Is(err, context.DeadlineExceeded):
		why = "the model took too long"
	case errors.Is(err, ErrBadOutput):
		why = "the model's next answer could not be read"
	case errors.Is(err, ErrModelNotLoaded):
		why = "the model was unloaded"
	}
	step := map[bool]string{true: "This was done", false: fmt.Sprintf("These %d were done", len(done))}[len(done) == 1]
	return fmt.Sprintf("%s before %s: %s. %s kept; Undo reverts %s. Anything after %s was not done.",
		step, why, strings.Join(done, "; "), map[bool]string{true: "It is", false: "They are"}[len(done) == 1],
		map[bool]string{true: "it", false: "them"}[len(done) == 1], map[bool]string{true: "it", false: "them"}[len(done) == 1])
}
