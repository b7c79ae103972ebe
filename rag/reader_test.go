package rag

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

// fakeReader answers with a fixed verdict and records what it was asked.
type fakeReader struct {
	ok       bool
	err      error
	block    bool
	question string
	passages []string
}

func (f *fakeReader) Answers(ctx context.Context, q string, ps []string) (bool, error) {
	f.question, f.passages = q, ps
	if f.block {
		<-ctx.Done()
		return false, ctx.Err()
	}
	return f.ok, f.err
}

// With a Reader set, an answer it rejects becomes a refusal, one it confirms
// stands, and a failing or slow reader leaves the lexical decision in place;
// a question nothing matches never reaches the reader.
func TestAskWithReader(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Offsite planning", "The offsite is at the Lakeview Lodge. Marco booked the Lakeview Lodge on March 20.")
	const q = "Which lodge is the offsite at?"
	for _, c := range []struct {
		name    string
		r       *fakeReader
		found   bool
		reading Reading
	}{
		{"confirms", &fakeReader{ok: true}, true, ReadingConfirmed},
		{"rejects", &fakeReader{ok: false}, false, ReadingRejected},
		{"fails", &fakeReader{err: errors.New("server down")}, true, ReadingUnavailable},
		{"times out", &fakeReader{block: true}, true, ReadingUnavailable},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := NewEngine(db, nil)
			e.ReadTimeout = 50 * time.Millisecond
			e.SetReader(c.r)
			a, err := e.Ask(ctx, q)
			if err != nil || a.Found != c.found || a.Reading != c.reading {
				t.Fatalf("Ask = found %v reading %q (%v), want %v %q", a.Found, a.Reading, err, c.found, c.reading)
			}
			if c.r.question != q || len(c.r.passages) == 0 || !strings.Contains(c.r.passages[0], "Lakeview Lodge") {
				t.Fatalf("the reader got %q %q", c.r.question, c.r.passages)
			}
			if !c.found && (a.Text != NotFound || len(a.Citations) != 0) {
				t.Fatalf("a rejected answer is a plain refusal: %+v", a)
			}
			if c.found && !strings.Contains(a.Text, "Lakeview Lodge") {
				t.Fatalf("answer %q", a.Text)
			}
		})
	}
	e := NewEngine(db, nil)
	r := &fakeReader{ok: true}
	e.SetReader(r)
	if a, _ := e.Ask(ctx, "What is my passport number?"); a.Found || r.question != "" {
		t.Fatalf("a question the notes do not cover reached the reader: %+v", a)
	}
	e.SetReader(nil)
	if a, _ := e.Ask(ctx, q); !a.Found || a.Reading != ReadingNone {
		t.Fatalf("without a reader: %+v", a)
	}
}
