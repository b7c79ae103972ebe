package app

import (
	"context"
	"errors"
	"fmt"

	"pace/agent"
	"pace/agent/openai"
	"pace/store"
)

// primary builds the primary brain for bc.mode: nil for the grammar, the
// LLM otherwise. Errors: errNoLLM and newLLM's (the caller decides whether
// the automatic mode carries on), a usage error for an unknown mode.
func (w *wiring) primary(ctx context.Context, c *cli, bc brainChoice) (*openai.Backend, error) {
	switch bc.mode {
	case BrainGrammar:
		return nil, nil
	case BrainLLM, BrainAuto:
		return newLLM(ctx, c, w.box, w.undo, llmFlags{endpoint: bc.endpoint, model: bc.model})
	}
	return nil, usageErr("unknown brain %q (want auto, grammar or llm)", bc.mode)
}

// setBrain rebuilds the primary brain from the settings (Settings → Brain
// changed) and installs it for the turns that start from now on; a running
// turn finishes on the brain it started with. It may call the model server
// (to pick a model), so it runs off the UI goroutine. An LLM that cannot be
// built leaves the grammar answering; the returned sentence says which
// brain answers and, if not the LLM, why.
func (w *wiring) setBrain(ctx context.Context, c *cli) string {
	w.brainMu.Lock()
	defer w.brainMu.Unlock()
	mode := BrainAuto
	if err := w.db.Read(ctx, func(tx *store.Tx) error {
		_, err := tx.Settings().Get(settingBrain, &mode)
		return err
	}); err != nil {
		return "Could not read the brain settings: " + err.Error()
	}
	llm, err := w.primary(ctx, c, brainChoice{mode: mode})
	w.brainWhy = ""
	if err != nil {
		w.brainWhy = err.Error()
	}
	o := &agent.Orchestrator{Fallback: w.grammar}
	if llm != nil {
		o.Primary = llm
		w.mem.SetSummarizer(llm)
		w.rag.SetReader(llm)
	} else {
		w.mem.SetSummarizer(nil) // a typed nil would be called
		w.rag.SetReader(nil)
	}
	w.orch = o
	w.thread.SetOrchestrator(o)
	return brainSentence(mode, llm, err)
}

// brainStatus is setBrain's sentence for the brain installed now.
func (w *wiring) brainStatus() string {
	w.brainMu.Lock()
	defer w.brainMu.Unlock()
	var llm *openai.Backend
	if b, ok := w.orch.Primary.(*openai.Backend); ok {
		llm = b
	}
	var err error
	if w.brainWhy != "" {
		err = errors.New(w.brainWhy)
	}
	mode := BrainAuto
	w.db.Read(context.Background(), func(tx *store.Tx) error {
		_, err := tx.Settings().Get(settingBrain, &mode)
		return err
	})
	return brainSentence(mode, llm, err)
}

// primaryBrain is the orchestrator's primary brain now (nil: the grammar).
func (w *wiring) primaryBrain() agent.Backend {
	w.brainMu.Lock()
	defer w.brainMu.Unlock()
	return w.orch.Primary
}

// brainSentence says in plain words which brain answers.
func brainSentence(mode string, llm *openai.Backend, err error) string {
	switch {
	case llm != nil && llm.OffDevice():
		return fmt.Sprintf("%s at %s answers (off this machine); the built-in grammar steps in when it fails.", llm.Model(), llm.Endpoint())
	case llm != nil:
		return fmt.Sprintf("%s at %s answers; the built-in grammar steps in when it fails.", llm.Model(), llm.Endpoint())
	case mode == BrainGrammar:
		return "The built-in grammar answers: instant, and nothing leaves this machine."
	case errors.Is(err, errNoLLM):
		return "The built-in grammar answers: no model server is set. Find one below or enter its address."
	case err != nil:
		return "The built-in grammar answers, because the local LLM cannot be used: " + err.Error()
	}
	return "The built-in grammar answers."
}
