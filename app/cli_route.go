package app

import (
	"fmt"
	"io"

	"pace/agent/grammar"
	"pace/plan"
)

// routeJSON is the stable `pace route --json` shape: the plan's steps (tool
// names as in the registry), its note and whether it was understood.
type routeJSON struct {
	Steps      []plan.Step `json:"steps"`
	Note       string      `json:"note,omitempty"`
	Understood bool        `json:"understood"`
	// Clarify is the question asked instead of acting on a guess.
	Clarify *plan.Clarify `json:"clarify,omitempty"`
}

// cmdRoute prints what the grammar and planner understood of TEXT,
// executing nothing and without opening the store.
func cmdRoute(c *cli, args []string) error {
	fs := c.flags("route")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	text := joinArgs(rest)
	if text == "" {
		return usageErr("TEXT is required")
	}
	p := grammar.PlanAsTurn(text)
	if *asJSON {
		return writeJSON(c.env.Stdout, routeJSON{Steps: p.Steps, Note: p.Note, Understood: p.Understood, Clarify: p.Clarify})
	}
	if len(p.Steps) == 0 {
		fmt.Fprintln(c.env.Stdout, "No steps: nothing would change.")
	}
	fmt.Fprint(c.env.Stdout, plan.Render(p))
	printClarify(c.env.Stdout, p.Clarify)
	return nil
}

// printClarify lists a clarifying question's readings, numbered, and how
// to run one (`pace ask --choose N …`).
func printClarify(w io.Writer, q *plan.Clarify) {
	if q == nil {
		return
	}
	for i, o := range q.Options {
		fmt.Fprintf(w, "  %d. %s\n", i+1, o.Label)
	}
	fmt.Fprintln(w, "Run one with: pace ask --choose N \"the same request\"   (after `pace ask`, just: pace ask N)")
}
