package app

import (
	"context"

	"pace/eval/router"
	"pace/rag"
)

// errEvalFailed ends `pace eval` with exit 1 after the scores were printed.
var errEvalFailed = exitError{code: exitFail}

// cmdEval runs one of the evals and prints its scores: `router` (the
// grammar's routing accuracy per split, a table or one JSON line per split;
// exit 1 when canonical or compound is below 100%) or `notes` (the rag
// eval over --dir, default rag/testdata/eval in the source tree).
func cmdEval(c *cli, args []string) error {
	if len(args) > 0 && args[0] == "llm" {
		return cmdEvalLLM(c, args[1:])
	}
	fs := c.flags("eval")
	asJSON := fs.Bool("json", false, "print JSON")
	dir := fs.String("dir", "", "notes eval folder: questions.json and notes/, or the reference scorer's questions.jsonl and notes/ (default: the built-in eval)")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageErr("name one eval: router, notes or llm")
	}
	switch rest[0] {
	case "router":
		rep, err := router.RunRouterEval(c.env.Stdout, *asJSON)
		if err != nil {
			return err
		}
		for _, s := range rep.Splits {
			if (s.Split == "canonical" || s.Split == "compound") && s.Correct != s.Total {
				return errEvalFailed
			}
		}
		return nil
	case "notes":
		if *dir != "" && isDevEvalDir(*dir) {
			rep, err := runDevEval(c, *dir)
			if err != nil {
				return err
			}
			if *asJSON {
				return writeJSON(c.env.Stdout, rep)
			}
			rep.Print(c.env.Stdout)
			return nil
		}
		if *dir == "" {
			tmp, cleanup, err := rag.WriteEvalCorpus()
			if err != nil {
				return err
			}
			defer cleanup()
			*dir = tmp
		}
		rep, err := rag.RunEval(context.Background(), *dir)
		if err != nil {
			return err
		}
		if *asJSON {
			return writeJSON(c.env.Stdout, rep)
		}
		rep.Print(c.env.Stdout)
		return nil
	}
	return usageErr("unknown eval %q (router, notes or llm)", rest[0])
}
