package grammar

import (
	"strings"

	"pace/plan"
)

// Stop 42: the families of phrasings stop 41's leftovers and trials 299 on
// brought, each said in our own words.

// toMilestoneRE: "put A and B under the M milestone", "add A to the M
// milestone of P", "file A under milestone M": groups verb, items,
// milestone said before the word, milestone said after it, project.
var toMilestoneRE = lazy(`(?i)^\s*(?:(?:please|pls|kindly|just|can\s+you|could\s+you|would\s+you|will\s+you)\s+)*(put|add|stick|pop|place|move|file|assign|attach|slot|shift)\s+(.+?)\s+(?:to|in|into|under|on|onto|with|for)\s+(?:the\s+|my\s+|our\s+)?(?:(.+?)\s+milestone|milestone\s+(?:called\s+|named\s+)?(.+?))(?:\s+(?:of|in|for|on)\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+project)?|\s+(?:the|my|our)\s+(.+?)\s+project)?(?:\s*,?\s*(?:please|pls|thanks|thank\s+you))?\s*[.!]*$`)

// existingVerbs name a task the user already has; the others ("add",
// "put") may name a new one.
var existingVerbs = set(`move file assign attach slot shift`)

// pronounItem: an item that points back at the last task.
var pronounItem = set(`it that this`)

// toMilestone reads a request that files tasks under a milestone: each item
// named becomes one step. With "move", "file" or "assign" the items are
// tasks the user has (updateTask); with "add" or "put" they are new tasks
// of that milestone (createTask with milestone), which the agent turns
// into moving an open task of the same title (agent.MilestoneOfOpen).
// ok is false for any other text, or when a date or an unclear item is
// said (the general rules read those).
func toMilestone(text string) (plan.Plan, bool) {
	m := toMilestoneRE.get().FindStringSubmatch(text)
	if m == nil {
		return plan.Plan{}, false
	}
	verb, items, ms, project := asciiLower(m[1]), m[2], m[3]+m[4], strings.TrimSpace(m[5]+m[6])
	ms = strings.TrimSpace(ms)
	if ms == "" || strings.ContainsAny(ms, ",;:") || len(strings.Fields(ms)) > 6 || strings.Contains(asciiLower(items), "milestone") {
		return plan.Plan{}, false
	}
	if u, ok := unquote(ms); ok {
		ms = u
	}
	var steps []plan.Step
	for _, it := range splitAnd(items) {
		it = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(it, "the task "), "task "))
		u, quoted := unquote(it)
		if quoted {
			it = u
		}
		if it == "" {
			return plan.Plan{}, false
		}
		args := map[string]any{"milestone": ms}
		l := asciiLower(it)
		switch {
		case pronounItem[l]:
			args["task"] = "it"
			steps = append(steps, plan.Step{Tool: "updateTask", Args: args})
		case existingVerbs[verb], quoted && verb != "add", strings.HasPrefix(l, "the "), strings.HasSuffix(l, " task"):
			// "put the tiling task under …", "put \"X\" under …": a
			// task the user has
			args["task"] = it
			steps = append(steps, plan.Step{Tool: "updateTask", Args: args})
		default:
			args["title"] = it
			if project != "" {
				args["project"] = project
			}
			steps = append(steps, plan.Step{Tool: "createTask", Args: args})
		}
	}
	if len(steps) > 1 {
		for _, st := range steps {
			if st.Args["task"] == "it" {
				return plan.Plan{}, false // "it and the gate": unclear
			}
		}
	}
	return plan.Plan{Steps: steps, Understood: true}, true
}
