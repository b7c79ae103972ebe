package app

import (
	"fmt"
	"os"

	"pace/agent/grammar"
	"pace/eval/router"
	"pace/plan"
)

// evalRouterCases scores a case file in-process with the same judgement as
// the reference scorer (shared/eval/score_router.py); brain picks the
// decision being measured.
func evalRouterCases(c *cli, path, brain string, asJSON, verbose bool) error {
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
	if verbose {
		for _, v := range rep.Verdicts {
			if !v.OK {
				fmt.Fprintf(c.env.Stdout, "MISS %q expect %s got %v %s\n", v.Case.Text, v.Case.ExpectTool, v.Tools, grammar.Trace(v.Case.Text))
			}
		}
	}
	rep.Print(c.env.Stdout)
	return nil
}

func routeFunc(brain string) (func(string) plan.Plan, error) {
	switch brain {
	case "both", "":
		return grammar.PlanAsTurn, nil // the shipped reading without the user's data
	case "rules":
		return func(t string) plan.Plan { return grammar.PlanBy(grammar.RulesOnly, t) }, nil
	case "classifier":
		return func(t string) plan.Plan { return grammar.PlanBy(grammar.ClassifierOnly, t) }, nil
	}
	return nil, usageErr("unknown --brain %q (rules, classifier or both)", brain)
}
