package app

import (
	"os"

	"pace/agent/grammar"
	"pace/eval/router"
	"pace/plan"
)

// evalRouterCases scores a case file in-process with the same judgement as
// the reference scorer (shared/eval/score_router.py); brain picks the
// decision being measured.
func evalRouterCases(c *cli, path, brain string, asJSON bool) error {
	route, err := routeFunc(brain)
	if err != nil {
		return err
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	cases, err := router.LoadCases(f)
	if err != nil {
		return err
	}
	rep := router.ScoreCases(cases, route)
	if asJSON {
		return writeJSON(c.env.Stdout, rep)
	}
	rep.Print(c.env.Stdout)
	return nil
}

func routeFunc(brain string) (func(string) plan.Plan, error) {
	switch brain {
	case "both", "":
		return grammar.Plan, nil
	}
	return nil, usageErr("unknown --brain %q (rules, classifier or both)", brain)
}
