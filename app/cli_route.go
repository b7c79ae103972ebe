package app

import (
	"fmt"

	"pace/agent/grammar"
	"pace/plan"
)

// routeJSON is the stable `pace route --json` shape: the plan's steps (tool
// names as in the registry), its note and whether it was understood.
type routeJSON struct {
	Steps      []plan.Step `json:"steps"`
	Note       string      `json:"note,omitempty"`
	Understood bool        `json:"understood"`
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
	p := grammar.Plan(text)
	if *asJSON {
		return writeJSON(c.env.Stdout, routeJSON{Steps: p.Steps, Note: p.Note, Understood: p.Understood})
	}
	if len(p.Steps) == 0 {
		fmt.Fprintln(c.env.Stdout, "No steps: nothing would change.")
	}
	fmt.Fprint(c.env.Stdout, plan.Render(p))
	return nil
}
