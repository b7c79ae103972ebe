package openai

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"pace/agent"
)

// A runaway reply is cut at MaxReplyBytes, at a rune boundary, and the
// stream is stopped there: the final text is valid UTF-8 and bounded.
func TestReplyCutAtLimit(t *testing.T) {
	// 10 MB in 4 KB pieces of a three-byte letter, offset by one byte so the
	// limit falls inside a rune.
	piece := strings.Repeat("ⱥ", 4096/3)
	pieces := []string{"x"}
	for n := 0; n < 10<<20; n += len(piece) {
		pieces = append(pieces, piece)
	}
	r := newRig(t, nil, text(pieces...))
	if err := r.stream("write me a very long story", nil); err != nil {
		t.Fatal(err)
	}
	got := r.final()
	if len(got) > MaxReplyBytes || len(got) < MaxReplyBytes-4 || !utf8.ValidString(got) {
		t.Fatalf("final reply is %d bytes, valid UTF-8 %v", len(got), utf8.ValidString(got))
	}
	shown := 0
	for _, e := range r.events {
		if e.Kind == agent.EventText {
			shown++
		}
	}
	// Visible-text work is linear: the partial reply is re-read a
	// logarithmic number of times, not once per delta (≈2,500 here).
	if shown > 300 {
		t.Errorf("%d text events for one reply", shown)
	}
}

func TestToolArgsCapped(t *testing.T) {
	big := `{"title":"` + strings.Repeat("a", MaxToolArgsBytes) + `"}`
	r := newRig(t, nil, toolCalls(tc{index: 0, id: "c1", name: "addTask", frags: split(big, 8192)}))
	err := r.stream("add a task", nil)
	if !errors.Is(err, ErrTooLarge) || !errors.Is(err, agent.ErrBadOutput) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}

func TestRunePrefix(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{{"abc", 2, "ab"}, {"aⱥ", 2, "a"}, {"aⱥ", 4, "aⱥ"}, {"ⱥ", 0, ""}} {
		if got := runePrefix(c.s, c.n); got != c.want {
			t.Errorf("runePrefix(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}
