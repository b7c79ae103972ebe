package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"pace/agent"
	"pace/agent/openai"
	"pace/eval/router"
	"pace/plan"
	"pace/store"
	"pace/tools"
)

// llmSplitScore is one split of `pace eval llm`.
type llmSplitScore struct {
	Split    string  `json:"split"`
	HeldOut  bool    `json:"held_out"`
	Total    int     `json:"total"`
	Correct  int     `json:"correct"`
	Accuracy float64 `json:"accuracy"`
	// Errors counts utterances whose model call failed or whose tool calls
	// did not decode (they count as wrong).
	Errors int     `json:"errors"`
	MeanMS float64 `json:"mean_ms"`
	Model  string  `json:"model"`
	URL    string  `json:"endpoint"`
}

// cmdEvalLLM is `pace eval llm [--endpoint URL] [--model M] [--json]
// [--split NAME] [--limit N] [--allow-remote]`: it runs the router eval's
// utterances through a live model (what it would do, executing nothing)
// and scores the decoded tool calls per split like `pace eval router`.
// The endpoint is --endpoint, else $PACE_LLM_URL, else Settings, else the
// first server found on the usual loopback ports. When no server answers it
// says it skipped and exits 0. args are those after "llm".
func cmdEvalLLM(c *cli, args []string) error {
	fs := c.flags("eval llm")
	endpoint := fs.String("endpoint", "", "OpenAI-compatible base URL (default: Settings, else discovery)")
	model := fs.String("model", "", "model id (default: Settings, else the server's first)")
	asJSON := fs.Bool("json", false, "print one JSON object per split")
	only := fs.String("split", "", "run only this split")
	limit := fs.Int("limit", 0, "at most N utterances per split (0: all)")
	perItem := fs.Duration("timeout", 2*time.Minute, "limit per utterance")
	allowRemote := fs.Bool("allow-remote", false, "consent to sending the utterances to a non-loopback endpoint for this run")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	mem, err := store.OpenMemory(store.Options{})
	if err != nil {
		return err
	}
	defer mem.Close()
	// Route executes nothing; the tools are only described, from a throwaway store.
	box := tools.NewToolBox(mem, tools.Options{Now: c.env.Now})
	flags := llmFlags{endpoint: *endpoint, model: *model, allowRemote: *allowRemote}
	b, err := newLLM(ctx, c, box, box.Undo(), flags)
	if errors.Is(err, errNoLLM) {
		found := openai.Prober{}.Discover(ctx)
		if len(found) == 0 {
			return evalSkipped(c.env.Stdout, "no model server is configured and none answers on the usual ports (LM Studio 1234, Ollama 11434, llama.cpp 8080)")
		}
		flags.endpoint = found[0].URL
		b, err = newLLM(ctx, c, box, box.Undo(), flags)
	}
	switch {
	case errors.Is(err, openai.ErrRemoteNotAllowed):
		return fmt.Errorf("%w; pass --allow-remote to send the eval's utterances there", err)
	case isServerProblem(err):
		return evalSkipped(c.env.Stdout, err.Error())
	case err != nil:
		return err
	}
	var key string
	if db, err := c.open(); err == nil {
		if s, err := readLLMSettings(ctx, db); err == nil && s.needsKey(b.Endpoint()) {
			key, _ = openai.APIKey(b.Endpoint())
		}
	}
	conn := openai.Prober{AllowRemote: true, APIKey: key}.TestConnection(ctx, b.Endpoint(), b.Model())
	if !conn.OK {
		return evalSkipped(c.env.Stdout, conn.Message)
	}
	scores, err := runLLMEval(ctx, c, b, *only, *limit, *perItem)
	if err != nil {
		return err
	}
	return printLLMEval(c.env.Stdout, scores, *asJSON)
}

func isServerProblem(err error) bool {
	return errors.Is(err, agent.ErrServerDown) || errors.Is(err, agent.ErrModelNotLoaded) || errors.Is(err, agent.ErrTimeout)
}

func evalSkipped(w io.Writer, why string) error {
	fmt.Fprintf(w, "pace eval llm: skipped: %s\n", strings.TrimSuffix(why, "."))
	return nil
}

// runLLMEval routes every utterance of the chosen splits through b.
func runLLMEval(ctx context.Context, c *cli, b *openai.Backend, only string, limit int, perItem time.Duration) ([]llmSplitScore, error) {
	var out []llmSplitScore
	for _, sp := range router.Splits {
		if only != "" && sp.Name != only {
			continue
		}
		items, err := router.Load(sp.Name)
		if err != nil {
			return nil, err
		}
		if limit > 0 && len(items) > limit {
			items = items[:limit]
		}
		s := llmSplitScore{Split: sp.Name, HeldOut: sp.HeldOut, Total: len(items), Model: b.Model(), URL: b.Endpoint()}
		var spent time.Duration
		for _, it := range items {
			ictx, cancel := context.WithTimeout(ctx, perItem)
			start := c.env.Now()
			steps, err := b.Route(ictx, it.U)
			spent += c.env.Now().Sub(start)
			cancel()
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if err != nil {
				s.Errors++
				continue
			}
			if router.Check(it, plan.Plan{Steps: steps, Understood: true}) == "" {
				s.Correct++
			}
		}
		if s.Total > 0 {
			s.Accuracy = float64(s.Correct) / float64(s.Total)
			s.MeanMS = float64(spent.Milliseconds()) / float64(s.Total)
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, usageErr("unknown split %q", only)
	}
	return out, nil
}

func printLLMEval(w io.Writer, scores []llmSplitScore, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(w)
		for _, s := range scores {
			if err := enc.Encode(s); err != nil {
				return err
			}
		}
		return nil
	}
	fmt.Fprintf(w, "model %s at %s\n", scores[0].Model, scores[0].URL)
	fmt.Fprintf(w, "%-12s %8s %6s %9s %7s %9s\n", "split", "correct", "total", "accuracy", "errors", "mean ms")
	total := 0
	for _, s := range scores {
		name := s.Split
		if s.HeldOut {
			name += "*"
		}
		total += s.Total
		fmt.Fprintf(w, "%-12s %8d %6d %8.1f%% %7d %9.0f\n", name, s.Correct, s.Total, 100*s.Accuracy, s.Errors, s.MeanMS)
	}
	fmt.Fprintf(w, "%d utterances; * held out. Scored on the decoded tool calls; nothing was executed.\n", total)
	return nil
}
