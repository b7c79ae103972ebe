package app

import (
	"context"
	"fmt"
	"time"

	"pace/agent"
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
}

// brainChoice says which brain a command or the GUI asked for.
type brainChoice struct {
	mode, endpoint, model string
}

// wire builds the store services, tools, brains and thread for this process.
func (c *cli) wire(ctx context.Context, bc brainChoice) (*wiring, error) {
	db, err := c.open()
	if err != nil {
		return nil, err
	}
	w := &wiring{db: db, undo: undo.NewEngine(db)}
	w.rag = rag.NewEngine(db, c.embedder(ctx, db))
	w.box = tools.NewToolBox(db, tools.Options{Now: c.env.Now, Location: time.Local, Notes: w.rag, Undo: w.undo})
	grammarBrain := agent.NewGrammarBackend(w.box, w.undo)
	w.orch = &agent.Orchestrator{Fallback: grammarBrain}
	if bc.mode == "" {
		bc.mode = BrainAuto
		db.Read(ctx, func(tx *store.Tx) error {
			_, err := tx.Settings().Get(settingBrain, &bc.mode)
			return err
		})
	}
	switch bc.mode {
	case BrainGrammar:
	case BrainLLM, BrainAuto:
		llm, err := llmBackend(c, bc.endpoint, bc.model)
		switch {
		case err == nil && llm != nil:
			w.orch.Primary = llm
		case bc.mode == BrainLLM:
			return nil, fmt.Errorf("local LLM brain: %w", err)
		}
	default:
		return nil, usageErr("unknown brain %q (want auto, grammar or llm)", bc.mode)
	}
	th, err := thread.New(db, w.orch, w.box, w.undo, thread.Options{Now: c.env.Now, Memory: c.memory(w)})
	if err != nil {
		return nil, err
	}
	w.thread = th
	return w, nil
}
