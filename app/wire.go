package app

import (
	"context"
	"errors"
	"fmt"
	"pace/tools/dates"
	"strings"
	"sync"
	"time"

	"pace/agent"
	"pace/agent/openai"
	"pace/caldav"
	"pace/rag"
	"pace/store"
	"pace/thread"
	"pace/tools"
	"pace/undo"
)

// Brain modes (Settings → Brain, `pace ask --brain`).
const (
	BrainAuto    = "auto"    // the local LLM when one is configured, else the grammar
	BrainGrammar = "grammar" // the deterministic grammar only
	BrainLLM     = "llm"     // the local LLM, swapping to the grammar when it fails
)

// settingBrain is the settings key holding the brain mode.
const settingBrain = "brain.mode"

// wiring is everything a turn needs, built once per process.
type wiring struct {
	db     *store.DB
	rag    *rag.Engine
	box    *tools.ToolBox
	undo   *undo.Engine
	orch   *agent.Orchestrator
	thread *thread.Thread
	// grammar is the fallback of every orchestrator; mem the thread's memory.
	grammar agent.Backend
	mem     *thread.RollingMemory
	// brainMu serializes setBrain; brainWhy says why no LLM answers ("" if one does).
	brainMu  sync.Mutex
	brainWhy string
	// caldav is the calendar account (nil when the integration is off or
	// not consented); the window runs its background sync.
	caldav *caldav.Service
}

// brainChoice says which brain a command or the GUI asked for.
type brainChoice struct {
	mode, endpoint, model string
	// lenient (the window): an LLM that cannot be built is reported in
	// Settings and the grammar answers, instead of failing to start.
	lenient bool
}

// wire builds the store services, tools, brains and thread for this process.
func (c *cli) wire(ctx context.Context, bc brainChoice) (*wiring, error) {
	db, err := c.open()
	if err != nil {
		return nil, err
	}
	w := &wiring{db: db, undo: undo.NewEngine(db)}
	w.rag = rag.NewEngine(db, c.embedder(ctx, db))
	c.closers = append(c.closers, func() { w.rag.Close() })
	order, _ := c.dateOrder("")
	topt := tools.Options{Now: c.env.Now, Location: time.Local, Notes: w.rag, Undo: w.undo, DateOrder: order}
	if svc, err := c.wireCalDAV(ctx, db); err == nil {
		w.caldav, topt.Calendar = svc, calendarAdapter{svc}
	}
	learnedOrder, learn := c.dateOrderLearned(db)
	if learnedOrder != 0 {
		topt.DateOrder = learnedOrder // learned before, or DMY until it is
	}
	w.box = tools.NewToolBox(db, topt)
	if learn {
		var saving sync.WaitGroup
		w.box.SetDateOrderLearned(true, func(o dates.Order) {
			// called inside the tool's own write: saved once that ends
			// (a write here waited for it — 30 s — and then failed)
			saving.Add(1)
			go func() {
				defer saving.Done()
				db.Write(context.Background(), func(tx *store.Tx) error { return tx.Settings().Set(SettingDateOrderSeen, o.String()) })
			}()
		})
		c.closers = append(c.closers, saving.Wait)
	}
	w.grammar = agent.NewGrammarBackend(w.box, w.undo)
	w.orch = &agent.Orchestrator{Fallback: w.grammar}
	if bc.mode == "" {
		bc.mode = BrainAuto
		db.Read(ctx, func(tx *store.Tx) error {
			_, err := tx.Settings().Get(settingBrain, &bc.mode)
			return err
		})
	}
	llm, err := w.primary(ctx, c, bc)
	switch {
	case err == nil:
	case bc.mode == BrainLLM && !bc.lenient && (errors.Is(err, errNoLLM) || errors.Is(err, openai.ErrRemoteNotAllowed)):
		// Nothing to try: say what to configure.
		return nil, fmt.Errorf("local LLM brain: %w", err)
	case bc.mode == BrainLLM, bc.mode == BrainAuto:
		w.brainWhy = err.Error()
		if !errors.Is(err, errNoLLM) {
			// Say why the LLM is not used, then carry on.
			// (A server that is down swaps to the grammar, like a failing turn.)
			fmt.Fprintf(c.env.Stderr, "pace: the local LLM is not used: %s The built-in grammar answers.\n", plainLLMError(err))
		}
	default:
		return nil, err
	}
	if llm != nil {
		w.orch.Primary = llm
		// The LLM reads each answer from the notes before it is given (a
		// lexical answerability model cannot tell a passage that answers
		// from one that only shares the question's words).
		w.rag.SetReader(llm)
	}
	mem, err := llmMemory(ctx, db, llm)
	if err != nil {
		return nil, err
	}
	w.mem = mem
	th, err := thread.New(db, w.orch, w.box, w.undo, thread.Options{Now: c.env.Now, Memory: mem})
	if err != nil {
		return nil, err
	}
	w.thread = th
	return w, nil
}

// plainLLMError is the first, plain-language part of a brain-building error
// (the part before the wrapped technical cause).
func plainLLMError(err error) string {
	msg := err.Error()
	if i := strings.Index(msg, ".: "); i > 0 {
		return msg[:i+1]
	}
	return msg
}
