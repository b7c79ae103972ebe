package thread

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"pace/agent"
	"pace/store"
)

// MemoryKey is the setting under which the rolling summary is persisted.
const MemoryKey = "memory.summary"

// Memory defaults.
const (
	DefaultMemoryTurns   = 4
	DefaultSummaryLimit  = 1200 // characters of an extractive summary
	DefaultSummaryWindow = 2 * time.Minute
)

// Summarizer folds messages into a previous summary; the LLM backend's
// Summarize. A nil Summarizer, or one that fails, leaves the summary to
// the extractive fallback.
type Summarizer interface {
	Summarize(ctx context.Context, previous string, msgs []agent.Message) (string, error)
}

// RollingMemory is the MemorySource of an LLM turn: the last Turns turns
// verbatim and a rolling summary of everything older. After each turn,
// Observe folds the turns that left the verbatim window into the summary
// in the background (by the model when there is one, extractively
// otherwise), never blocking the turn queue. Refreshes are numbered: one
// that finishes after a newer one was installed is dropped. The summary is
// persisted in the store's settings (MemoryKey), so it survives restarts.
type RollingMemory struct {
	db  *store.DB
	sum Summarizer
	// Turns is the verbatim window (default 4).
	Turns int
	// Limit bounds an extractive summary in characters (default 1200).
	Limit int
	// Timeout bounds one background refresh (default 2 minutes).
	Timeout time.Duration
	// OnError, if set, hears background failures (persisting the summary).
	OnError func(error)

	// installed, if set, hears every refresh result and whether it was
	// kept (tests).
	installed func(s memoryState, kept bool)

	mu    sync.Mutex
	saved memoryState
	next  uint64 // version of the latest refresh started
	wg    sync.WaitGroup
}

// memoryState is what is persisted.
type memoryState struct {
	Summary string `json:"summary"`
	// Covered is the id of the newest turn folded into Summary.
	Covered string `json:"covered,omitempty"`
	Version uint64 `json:"version"`
}

var _ MemorySource = (*RollingMemory)(nil)

// NewRollingMemory loads the persisted summary from db. sum may be nil.
func NewRollingMemory(ctx context.Context, db *store.DB, sum Summarizer) (*RollingMemory, error) {
	m := &RollingMemory{db: db, sum: sum}
	err := db.Read(ctx, func(tx *store.Tx) error {
		_, err := tx.Settings().Get(MemoryKey, &m.saved)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("load memory: %w", err)
	}
	m.next = m.saved.Version
	return m, nil
}

// SetSummarizer changes the summarizer (the brain was switched in Settings).
func (m *RollingMemory) SetSummarizer(s Summarizer) {
	m.mu.Lock()
	m.sum = s
	m.mu.Unlock()
}

func (m *RollingMemory) turns() int {
	if m.Turns > 0 {
		return m.Turns
	}
	return DefaultMemoryTurns
}

// Summary returns the current summary.
func (m *RollingMemory) Summary() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.saved.Summary
}

// Context returns the memory of the next turn: the last turns verbatim and
// the latest installed summary. It never waits for a refresh.
func (m *RollingMemory) Context(_ context.Context, hist []Turn) agent.Memory {
	return agent.Memory{Summary: m.Summary(), Recent: RecentMessages(hist, m.turns())}
}

// Observe starts a background refresh when turns have left the verbatim
// window since the summary was last made, and returns at once.
func (m *RollingMemory) Observe(_ context.Context, hist []Turn) {
	m.mu.Lock()
	base := m.saved
	fold, continues := m.toFold(hist, base.Covered)
	if len(fold) == 0 {
		m.mu.Unlock()
		return
	}
	if !continues {
		// The covered turn is gone (the thread was reset): start over.
		base.Summary = ""
	}
	m.next++
	version := m.next
	sum := m.sum
	m.mu.Unlock()

	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		timeout := m.Timeout
		if timeout <= 0 {
			timeout = DefaultSummaryWindow
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		msgs := messagesOf(fold)
		summary := ""
		if sum != nil {
			if s, err := sum.Summarize(ctx, base.Summary, msgs); err == nil && strings.TrimSpace(s) != "" {
				summary = strings.TrimSpace(s)
			}
		}
		if summary == "" {
			summary = Extractive(base.Summary, msgs, m.limit())
		}
		m.install(memoryState{Summary: summary, Covered: fold[len(fold)-1].ID, Version: version})
	}()
}

func (m *RollingMemory) limit() int {
	if m.Limit > 0 {
		return m.Limit
	}
	return DefaultSummaryLimit
}

// toFold returns the finished turns older than the verbatim window that
// come after covered; continues is false when covered is not among them
// (nothing folded yet, or the thread was reset), and all of them are
// returned.
func (m *RollingMemory) toFold(hist []Turn, covered string) (fold []Turn, continues bool) {
	var done []Turn
	for _, t := range hist {
		if !t.Direct && t.Status == Done {
			done = append(done, t)
		}
	}
	if len(done) <= m.turns() {
		return nil, true
	}
	older := done[:len(done)-m.turns()]
	if covered != "" {
		for i, t := range older {
			if t.ID == covered {
				return older[i+1:], true
			}
		}
	}
	return older, false
}

// install keeps s unless a newer refresh (or a Reset) was installed
// meanwhile, and persists it.
func (m *RollingMemory) install(s memoryState) {
	m.mu.Lock()
	if s.Version <= m.saved.Version {
		m.mu.Unlock()
		if m.installed != nil {
			m.installed(s, false)
		}
		return // out of order: a newer summary is already in place
	}
	m.saved = s
	m.mu.Unlock()
	if m.installed != nil {
		defer m.installed(s, true)
	}
	err := m.db.Write(context.Background(), func(tx *store.Tx) error {
		// Re-check under the write lock's order: never overwrite a newer one.
		var cur memoryState
		if _, err := tx.Settings().Get(MemoryKey, &cur); err != nil {
			return err
		}
		if cur.Version >= s.Version {
			return nil
		}
		return tx.Settings().Set(MemoryKey, s)
	})
	if err != nil && m.OnError != nil {
		m.OnError(fmt.Errorf("save memory: %w", err))
	}
}

// Wait blocks until every background refresh started so far has finished
// (tests, shutdown).
func (m *RollingMemory) Wait() { m.wg.Wait() }

// Reset forgets the summary (Settings → reset memory, or a thread reset);
// refreshes still running are dropped when they finish.
func (m *RollingMemory) Reset(ctx context.Context) error {
	m.mu.Lock()
	m.next++
	m.saved = memoryState{Version: m.next}
	s := m.saved
	m.mu.Unlock()
	err := m.db.Write(ctx, func(tx *store.Tx) error { return tx.Settings().Set(MemoryKey, s) })
	if err != nil {
		return fmt.Errorf("reset memory: %w", err)
	}
	return nil
}

func messagesOf(turns []Turn) []agent.Message {
	out := make([]agent.Message, 0, 2*len(turns))
	for _, t := range turns {
		out = append(out, agent.Message{Role: store.RoleUser, Text: t.Request}, agent.Message{Role: store.RoleAssistant, Text: t.Reply})
	}
	return out
}

// Extractive folds msgs into previous without a model: one line per
// exchange ("asked: …; Pace: first sentence of the reply"), the oldest
// lines dropped to stay within limit characters.
func Extractive(previous string, msgs []agent.Message, limit int) string {
	var lines []string
	if p := strings.TrimSpace(previous); p != "" {
		lines = strings.Split(p, "\n")
	}
	for i := 0; i < len(msgs); i++ {
		m := msgs[i]
		if m.Role != store.RoleUser {
			continue
		}
		line := "User: " + clip(oneLine(m.Text), 100)
		if i+1 < len(msgs) && msgs[i+1].Role == store.RoleAssistant {
			if r := firstSentence(oneLine(msgs[i+1].Text)); r != "" {
				line += " — Pace: " + clip(r, 120)
			}
			i++
		}
		lines = append(lines, line)
	}
	for len(lines) > 1 && len(strings.Join(lines, "\n")) > limit {
		lines = lines[1:]
	}
	return clip(strings.Join(lines, "\n"), limit)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func firstSentence(s string) string {
	for i, r := range s {
		if (r == '.' || r == '!' || r == '?') && (i+1 == len(s) || s[i+1] == ' ') {
			return s[:i+1]
		}
	}
	return s
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n - 1
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }
