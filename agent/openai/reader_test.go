package openai

import (
	"context"
	"errors"
	"strings"
	"testing"

	"pace/agent"
)

// The reading check sends the question and the numbered passages in one
// tool-less call and reads yes or no from replies as local servers write
// them (punctuation, emphasis, a reasoning model's <think> block); anything
// else, or a server error, is an error wrapping the agent sentinel.
func TestAnswers(t *testing.T) {
	for _, c := range []struct {
		name  string
		reply answer
		want  bool
		err   error
	}{
		{"yes", text("Yes."), true, nil},
		{"no in pieces", text("N", "o"), false, nil},
		{"emphasis", text("**no** — the passage names the lodge, not the date"), false, nil},
		{"think block", text("<think>The passage says Lakeview", " Lodge.</think>", "yes"), true, nil},
		{"neither", text("The answer is the Lakeview Lodge."), false, agent.ErrBadOutput},
		{"empty", text(""), false, agent.ErrBadOutput},
		{"server error", httpError{500, `{"error":{"message":"model crashed"}}`}, false, agent.ErrServerDown},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, nil, c.reply)
			got, err := r.b.Answers(context.Background(), "Which lodge is the offsite at?",
				[]string{"The offsite is at the Lakeview Lodge.", "Marco books the venue."})
			if c.err != nil {
				if !errors.Is(err, c.err) {
					t.Fatalf("err = %v, want %v", err, c.err)
				}
				return
			}
			if err != nil || got != c.want {
				t.Fatalf("Answers = %v, %v; want %v", got, err, c.want)
			}
			reqs := r.fake.requests()
			if len(reqs) != 1 {
				t.Fatalf("%d requests", len(reqs))
			}
			if _, tools := reqs[0]["tools"]; tools {
				t.Error("the check offers no tools")
			}
			ms := messages(reqs[0])
			user := contentOf(ms[len(ms)-1])
			for _, want := range []string{"Question: Which lodge is the offsite at?", "[1] The offsite is at the Lakeview Lodge.", "[2] Marco books the venue."} {
				if !strings.Contains(user, want) {
					t.Errorf("request lacks %q: %s", want, user)
				}
			}
		})
	}
}
