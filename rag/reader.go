package rag

import (
	"context"
	"time"
)

// Reader is an optional reading check of a composed answer: a
// reading-comprehension model (the local LLM brain's
// agent/openai.Backend.Answers) that decides whether the cited passages
// state the answer to the question. The answerability model's lexical
// features cannot tell a passage that answers a question from one that only
// shares its words (SQuAD 2.0's unanswerable questions are written that
// way); a reader can, so with one set an answer it rejects becomes a refusal.
type Reader interface {
	// Answers reports whether passages (the answer's cited passages, best
	// first) state the answer to question. An error means no verdict: the
	// answerability model's decision stands.
	Answers(ctx context.Context, question string, passages []string) (bool, error)
}

// Reading says what the Reader made of an answer.
type Reading string

// Readings of Answer.Reading.
const (
	// ReadingNone: no reader is set, or nothing was found to check.
	ReadingNone Reading = ""
	// ReadingConfirmed: the reader found the answer in the passages.
	ReadingConfirmed Reading = "confirmed"
	// ReadingRejected: the reader found no answer; the answer became NotFound.
	ReadingRejected Reading = "rejected"
	// ReadingUnavailable: the reader failed or timed out; the answer stands.
	ReadingUnavailable Reading = "unavailable"
)

// DefaultReadTimeout bounds one reading check when Engine.ReadTimeout is 0.
const DefaultReadTimeout = 20 * time.Second

// readerSlot holds the current Reader (an interface cannot be stored in an
// atomic.Pointer directly).
type readerSlot struct{ r Reader }

// SetReader installs r as the reading check of every later Ask (nil removes
// it). Safe to call while questions are being answered: a question uses the
// reader installed when its check starts.
func (e *Engine) SetReader(r Reader) {
	if r == nil {
		e.reader.Store(nil)
		return
	}
	e.reader.Store(&readerSlot{r})
}

// read applies the installed Reader to a found answer: rejected, the answer
// becomes NotFound (keeping its scores); a failure or timeout leaves it as it
// is, marked ReadingUnavailable.
func (e *Engine) read(ctx context.Context, question string, a Answer) Answer {
	slot := e.reader.Load()
	if slot == nil || !a.Found {
		return a
	}
	passages := make([]string, len(a.Citations))
	for i, c := range a.Citations {
		passages[i] = c.Passage
	}
	d := e.ReadTimeout
	if d <= 0 {
		d = DefaultReadTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	ok, err := slot.r.Answers(ctx, question, passages)
	switch {
	case err != nil:
		a.Reading = ReadingUnavailable
	case ok:
		a.Reading = ReadingConfirmed
	default:
		a.Text, a.Citations, a.Found, a.Reading = NotFound, []Citation{}, false, ReadingRejected
	}
	return a
}
