package agent

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// scripted is a brain that emits events and then returns err.
type scripted struct {
	name   string
	events []Event
	err    error
	calls  int
}

func (s *scripted) Name() string    { return s.name }
func (s *scripted) OffDevice() bool { return false }
func (s *scripted) Stream(_ context.Context, _ Request, emit func(Event)) error {
	s.calls++
	for _, e := range s.events {
		emit(e)
	}
	return s.err
}

func TestOrchestrator(t *testing.T) {
	ok := func() *scripted {
		return &scripted{name: "grammar", events: []Event{{Kind: EventDone, Text: "done"}}}
	}
	cases := []struct {
		name      string
		primary   *scripted
		fallback  *scripted
		wantBrain string
		wantReply string // substring
		wantErr   bool
		swapped   bool
	}{
		{"primary answers", &scripted{name: "llm", events: []Event{{Kind: EventDone, Text: "hi"}}}, ok(), "llm", "hi", false, false},
		{"primary down before text swaps", &scripted{name: "llm", err: ErrServerDown}, ok(), "grammar", "done", false, true},
		{"primary fails after text keeps text and says why",
			&scripted{name: "llm", events: []Event{{Kind: EventText, Text: "Half an answer"}}, err: ErrTimeout}, ok(),
			"llm", "Half an answer\n\nThe model took too long", true, false},
		{"primary fails after a change does not swap",
			&scripted{name: "llm", events: []Event{{Kind: EventToolFinished, Record: ToolRecord{Changed: true, Status: StatusOK, Summary: "Added “Rake”."}}}, err: ErrBadOutput}, ok(),
			"llm", "This was done before the model's next answer could not be read: Added “Rake”", true, false},
		{"no fallback still runs the primary", &scripted{name: "llm", events: []Event{{Kind: EventDone, Text: "hi"}}}, nil, "llm", "hi", false, false},
		{"both fail", &scripted{name: "llm", err: ErrServerDown}, &scripted{name: "grammar", err: errors.New("boom")}, "grammar", "boom", true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := &Orchestrator{Primary: c.primary}
			if c.fallback != nil {
				o.Fallback = c.fallback
			}
			out := o.Run(context.Background(), Request{Text: "x"}, func(Event) {})
			if out.Brain != c.wantBrain || !strings.Contains(out.Reply, c.wantReply) || (out.Err != nil) != c.wantErr {
				t.Fatalf("got brain %q reply %q err %v", out.Brain, out.Reply, out.Err)
			}
			if c.fallback != nil && !c.swapped && c.fallback.calls != 0 {
				t.Errorf("fallback ran %d times, want 0", c.fallback.calls)
			}
		})
	}
	if out := (&Orchestrator{}).Run(context.Background(), Request{}, func(Event) {}); !errors.Is(out.Err, ErrNoBrain) {
		t.Errorf("no brains: %v", out.Err)
	}
}

// A turn that fails after eight creates says what was done, never
// "nothing was done".
func TestStoppedAfterChangesSaysWhatRan(t *testing.T) {
	var events []Event
	for i := 1; i <= 8; i++ {
		events = append(events, Event{Kind: EventToolFinished, Record: ToolRecord{Tool: "addTask", Status: StatusOK, Changed: true,
			Summary: "Added “Seed tray " + string(rune('0'+i)) + "”."}})
	}
	o := &Orchestrator{Primary: &scripted{name: "llm", events: events, err: ErrServerDown}}
	out := o.Run(context.Background(), Request{Text: "x"}, func(Event) {})
	if strings.Contains(out.Reply, "nothing was done") || !strings.Contains(out.Reply, "These 8 were done") ||
		!strings.Contains(out.Reply, "Seed tray 8") || out.Err == nil {
		t.Fatalf("reply %q err %v", out.Reply, out.Err)
	}
}
