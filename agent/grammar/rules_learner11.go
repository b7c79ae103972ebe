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

// stop42Rewrites: the frames of stop 42's families, said the way the
// rules read them; they run before stop41Rewrites. Titles keep the user's
// words.
var stop42Rewrites = []guardedRewrite{
	// "add pay the card bill 15th dec, repeat monthly": the repeat said
	// with its verb after a comma
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:repeat(?:s|ing)?|recurring|recurs)\s+(monthly|weekly|daily|yearly|annually|fortnightly|every\s+[^,.!?]+?)\s*[.!]*$`), ", $1", nil},
	// "add a weekly one every Monday, check the fridge temps, tag it work":
	// the repeat said first, the task after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|set\s+up|put\s+in|put)\s+)(?:a|an)\s+(?:new\s+)?(?:(?:weekly|daily|monthly|fortnightly|yearly)\s+)?(?:one|task|reminder|thing|to-?do)\s+((?:every|each)\s+[^,:]+?)\s*[,:]\s*([^,]+)`), "add $3 $2", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|set\s+up|put\s+in|put)\s+)(?:a|an)\s+(?:new\s+)?(weekly|daily|monthly|fortnightly|yearly)\s+(?:one|task|reminder|thing|to-?do)(\s+on\s+[^,:]+?)?\s*[,:]\s*([^,]+)`), "add $4 $2$3", nil},
	// "add chase the quote for Wed in case I haven't heard from him": the
	// reason is no part of the title
	{lazy(`(?i)\s*,?\s+(?:just\s+)?in\s+case\s+(?:i|we|he|she|they|it|you|the)\b[^.!?,;]*`), "", lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "sorting the books should be weekly, every Saturday morning": a
	// task's repeat
	{lazy(`(?i)^(\s*)([^,]+?)\s+should\s+be\s+(?:(?:weekly|daily|monthly|fortnightly)\s*,\s*)?((?:every|each)\s+[^,]+?)\s*[.!]*$`), "${1}$2 should repeat $3", lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|it|that|this)\b`)},
	// "the dress one is urgent tbh, make it high priority": the state,
	// then the change that says it
	{lazy(`(?i)^(\s*(?:actually\s+|so\s+|oh\s+)?the\s+[^,]+?\s+one)\s+is\s+(?:urgent|important|a\s+priority|pressing|top\s+priority|more\s+important)(?:\s+(?:tbh|honestly|really|now|actually|tho|though))?\s*,\s*((?:please\s+)?(?:make|set|put|bump|mark)\b)`), "$1, $2", nil},
	// "For the piano tuner, in fact it is Wednesday, not Tuesday."
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,]+?)\s*,\s*(?:in\s+fact|actually|sorry|oops)\s*,?\s+it(?:\s+is|'s)\s+(?:on\s+)?([^,]+?)\s*,?\s+not\s+[^,.!]+?\s*[.!]*$`), "${1}move the $2 to $3", nil},
	// "…, and put it for the 15 January": a day for the task just named
	{lazy(`(?i)(^\s*|,\s*and\s+|^\s*and\s+)(?:please\s+)?put\s+it\s+(?:for|on)\s+((?:today|tonight|tomorrow|tmrw|tmr|next\s|this\s|the\s+\d|\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\S*)`), "${1}move it to $2", nil},
	// "make it high priority and due 12/12": the day said as "due"
	{lazy(`(?i)\b(make|set)\s+it\s+(high|low|urgent|top|normal|medium)\s+(priority|prio)\s+and\s+(?:due|for)\s+`), "$1 it $2 $3 and move it to ", nil},
}

// stop42Rewritten is text with stop42Rewrites applied.
func stop42Rewritten(text string) string {
	return applyGuarded(text, stop42Rewrites)
}
