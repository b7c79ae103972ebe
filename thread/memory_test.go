package thread

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"pace/agent"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

func history(n int) []Turn {
	var h []Turn
	for i := 1; i <= n; i++ {
		h = append(h, Turn{ID: fmt.Sprintf("t%d", i), Request: fmt.Sprintf("request %d", i),
			Reply: fmt.Sprintf("Reply %d. More detail.", i), Status: Done})
	}
	return h
}

// gatedSummarizer blocks each call until its gate is released.
type gatedSummarizer struct {
	mu    sync.Mutex
	gates []chan string
	calls []string // previous summaries seen
	ready chan int // call index, when a call starts waiting
}

func newGated() *gatedSummarizer { return &gatedSummarizer{ready: make(chan int, 16)} }

func (g *gatedSummarizer) Summarize(ctx context.Context, previous string, msgs []agent.Message) (string, error) {
	gate := make(chan string)
	g.mu.Lock()
	g.gates = append(g.gates, gate)
	g.calls = append(g.calls, previous)
	i := len(g.gates) - 1
	g.mu.Unlock()
	g.ready <- i
	select {
	case s := <-gate:
		if s == "" {
			return "", errors.New("model unavailable")
		}
		return s, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func (g *gatedSummarizer) release(i int, s string) {
	g.mu.Lock()
	gate := g.gates[i]
	g.mu.Unlock()
	gate <- s
}

func newMemory(t *testing.T, db *store.DB, s Summarizer) *RollingMemory {
	t.Helper()
	m, err := NewRollingMemory(context.Background(), db, s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMemoryKeepsFourTurnsVerbatim(t *testing.T) {
	m := newMemory(t, storetest.MustOpen(t, store.Options{}), nil)
	mem := m.Context(context.Background(), history(6))
	if len(mem.Recent) != 8 || mem.Recent[0].Text != "request 3" || mem.Recent[7].Text != "Reply 6. More detail." {
		t.Fatalf("recent = %+v", mem.Recent)
	}
	m.Observe(context.Background(), history(3))
	m.Wait()
	if m.Summary() != "" {
		t.Errorf("summary of a short thread = %q, want none", m.Summary())
	}
}

func TestMemoryExtractiveSummary(t *testing.T) {
	m := newMemory(t, storetest.MustOpen(t, store.Options{}), nil)
	m.Observe(context.Background(), history(6))
	m.Wait()
	want := "User: request 1 — Pace: Reply 1.\nUser: request 2 — Pace: Reply 2."
	if m.Summary() != want {
		t.Errorf("summary = %q, want %q", m.Summary(), want)
	}
	m.Observe(context.Background(), history(7))
	m.Wait()
	if !strings.HasSuffix(m.Summary(), "User: request 3 — Pace: Reply 3.") || strings.Count(m.Summary(), "request 1") != 1 {
		t.Errorf("rolled summary = %q", m.Summary())
	}
	if mem := m.Context(context.Background(), history(7)); mem.Summary != m.Summary() {
		t.Errorf("context summary = %q", mem.Summary)
	}
}

func TestExtractiveStaysWithinLimit(t *testing.T) {
	var msgs []agent.Message
	for i := range 50 {
		msgs = append(msgs, agent.Message{Role: "user", Text: fmt.Sprintf("please add task number %d to the list", i)},
			agent.Message{Role: "assistant", Text: "Added it."})
	}
	s := Extractive("", msgs, 300)
	if len(s) > 300 || !strings.Contains(s, "number 49") || strings.Contains(s, "number 1 ") {
		t.Errorf("summary (%d chars) = %q", len(s), s)
	}
}

func TestMemoryUsesTheModelInTheBackground(t *testing.T) {
	g := newGated()
	m := newMemory(t, storetest.MustOpen(t, store.Options{}), g)
	m.Observe(context.Background(), history(6)) // returns at once
	<-g.ready
	// The turn queue goes on while the model summarizes.
	if mem := m.Context(context.Background(), history(6)); mem.Summary != "" {
		t.Errorf("summary before the refresh finished = %q", mem.Summary)
	}
	g.release(0, "The user made requests 1 and 2.")
	m.Wait()
	if m.Summary() != "The user made requests 1 and 2." {
		t.Errorf("summary = %q", m.Summary())
	}
	m.Observe(context.Background(), history(7))
	<-g.ready
	g.release(1, "")
	m.Wait()
	if g.calls[1] != "The user made requests 1 and 2." {
		t.Errorf("second call's previous summary = %q", g.calls[1])
	}
	if !strings.Contains(m.Summary(), "The user made requests 1 and 2.") || !strings.Contains(m.Summary(), "request 3") {
		t.Errorf("extractive fallback after a model failure = %q", m.Summary())
	}
}

func TestMemoryDropsOutOfOrderSummaries(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	g := newGated()
	m := newMemory(t, db, g)
	kept := make(chan bool, 2)
	m.installed = func(_ memoryState, ok bool) { kept <- ok }
	m.Observe(context.Background(), history(6))
	<-g.ready
	m.Observe(context.Background(), history(7))
	<-g.ready
	g.release(1, "newer summary")
	if !<-kept {
		t.Fatal("the newer summary was not kept")
	}
	g.release(0, "older summary")
	if <-kept {
		t.Error("the older summary, finishing last, was installed")
	}
	m.Wait()
	if m.Summary() != "newer summary" {
		t.Errorf("summary = %q, want the newer one", m.Summary())
	}
	if got := newMemory(t, db, nil).Summary(); got != "newer summary" {
		t.Errorf("persisted = %q", got)
	}
}

func TestMemorySurvivesRestartAndResets(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	m := newMemory(t, db, nil)
	m.Observe(context.Background(), history(6))
	m.Wait()
	again := newMemory(t, db, nil)
	if again.Summary() == "" || again.Summary() != m.Summary() {
		t.Fatalf("after restart = %q, want %q", again.Summary(), m.Summary())
	}
	// Folding continues where it stopped: turn 3 only, not 1 and 2 again.
	again.Observe(context.Background(), history(7))
	again.Wait()
	if strings.Count(again.Summary(), "request 1 ") != 1 || !strings.Contains(again.Summary(), "request 3") {
		t.Errorf("continued summary = %q", again.Summary())
	}

	g := newGated()
	again.SetSummarizer(g)
	again.Observe(context.Background(), history(8))
	<-g.ready
	if err := again.Reset(context.Background()); err != nil {
		t.Fatal(err)
	}
	g.release(0, "stale summary from before the reset")
	again.Wait()
	if again.Summary() != "" {
		t.Errorf("summary after reset = %q", again.Summary())
	}
	if got := newMemory(t, db, nil).Summary(); got != "" {
		t.Errorf("persisted after reset = %q", got)
	}
}

func TestMemoryStartsOverAfterAThreadReset(t *testing.T) {
	m := newMemory(t, storetest.MustOpen(t, store.Options{}), nil)
	m.Observe(context.Background(), history(6))
	m.Wait()
	var fresh []Turn
	for i, tr := range history(6) {
		tr.ID = fmt.Sprintf("new%d", i)
		tr.Request = "fresh " + tr.Request
		fresh = append(fresh, tr)
	}
	m.Observe(context.Background(), fresh)
	m.Wait()
	if strings.Contains(m.Summary(), "User: request") || !strings.Contains(m.Summary(), "fresh request 1") {
		t.Errorf("summary = %q", m.Summary())
	}
}

func TestThreadCarriesRollingMemory(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	box := tools.NewToolBox(db, tools.Options{})
	m := newMemory(t, db, nil)
	rec := &recordingBrain{}
	orch := &agent.Orchestrator{Primary: rec, Fallback: agent.NewGrammarBackend(box, box.Undo())}
	th, err := New(db, orch, box, box.Undo(), Options{Memory: m})
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 6; i++ {
		if _, err := th.Ask(context.Background(), fmt.Sprintf("question %d", i)); err != nil {
			t.Fatal(err)
		}
		m.Wait()
	}
	last := rec.last()
	if len(last.Recent) != 8 || last.Recent[0].Text != "question 2" {
		t.Errorf("recent of turn 6 = %+v", last.Recent)
	}
	if !strings.Contains(last.Summary, "question 1") {
		t.Errorf("summary of turn 6 = %q", last.Summary)
	}
}

// recordingBrain answers every request and remembers the memory it got.
type recordingBrain struct {
	mu   sync.Mutex
	mems []agent.Memory
}

func (*recordingBrain) Name() string    { return "recording" }
func (*recordingBrain) OffDevice() bool { return false }
func (b *recordingBrain) Stream(ctx context.Context, req agent.Request, emit func(agent.Event)) error {
	b.mu.Lock()
	b.mems = append(b.mems, req.Memory)
	b.mu.Unlock()
	emit(agent.Event{Kind: agent.EventDone, Text: "Answer to " + req.Text + "."})
	return nil
}

func (b *recordingBrain) last() agent.Memory {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.mems[len(b.mems)-1]
}
