package app

import (
	"context"
	"fmt"
	"os"
	"time"

	"pace/eval/router"
	"pace/rag"
	"pace/tools/dates"
)

// errEvalFailed ends `pace eval` with exit 1 after the scores were printed.
var errEvalFailed = exitError{code: exitFail}

// cmdEval runs one of the evals and prints its scores: `router` (the
// grammar's routing accuracy per split, a table or one JSON line per split;
// exit 1 when canonical or compound is below 100%; with --cases FILE the
// external set is scored as score_router.py does, per --brain) or `notes` (the rag
// eval over --dir, default rag/testdata/eval in the source tree).
func cmdEval(c *cli, args []string) error {
	if len(args) > 0 && args[0] == "llm" {
		return cmdEvalLLM(c, args[1:])
	}
	fs := c.flags("eval")
	asJSON := fs.Bool("json", false, "print JSON")
	dir := fs.String("dir", "", "notes eval folder: questions.json and notes/, or the reference scorer's questions.jsonl and notes/ (default: the built-in eval)")
	cases := fs.String("cases", "", "router or dates: score a JSON-lines case file (the development sets' shape) instead of our own splits")
	misses := fs.Bool("misses", false, "dates: also list the cases missed")
	verbose := fs.Bool("v", false, "router --cases: list the misses with the rule and the classifier's readings")
	brain := fs.String("brain", "both", "router --cases: rules, classifier or both (the shipped decision)")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageErr("name one eval: router, notes, dates or llm")
	}
	switch rest[0] {
	case "router":
		if *cases != "" {
			return evalRouterCases(c, *cases, *brain, *asJSON, *verbose)
		}
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
	case "dates":
		return evalDates(c, *cases, *asJSON, *misses)
	}
	return usageErr("unknown eval %q (router, notes, dates or llm)", rest[0])
}

// evalDates scores the date parser on a cases file, in process, the way
// the reference scorer score_dates.py scores `pace dates --json`.
func evalDates(c *cli, path string, asJSON, misses bool) error {
	if path == "" {
		return usageErr("eval dates needs --cases FILE")
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("eval dates: %w", err)
	}
	defer f.Close()
	cases, err := dates.ReadEvalCases(f)
	if err != nil {
		return err
	}
	start := time.Now()
	rep := dates.Evaluate(cases)
	if len(cases) > 0 {
		rep.PerPhrase = time.Since(start) / time.Duration(len(cases))
	}
	if asJSON {
		if !misses {
			rep.Misses = nil
		}
		return writeJSON(c.env.Stdout, rep)
	}
	rep.Print(c.env.Stdout)
	if misses {
		for _, m := range rep.Misses {
			fmt.Fprintf(c.env.Stdout, "MISS %s | ref %s | expect %s %s | got %s\n", m.Text, m.Ref, m.Expect, m.ExpectEnd, m.Got)
		}
	}
	return nil
}
