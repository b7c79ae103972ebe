package grammar

import "strings"

// stop39Rewrites are the families of phrasings stop 38's known misses and
// trials brought, each said in our own words; they run before
// stop38Rewrites.
var stop39Rewrites = []guardedRewrite{
	// "show me the shopping ones", "what are the work ones": "ones" for
	// tasks in a question about them
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:show(?:\s+me)?|list|give\s+me|what\s+are|what're|which\s+are|pull\s+up|see)\s+(?:all\s+)?(?:the|my)\s+)([\p{L}][\p{L}-]*(?:\s+priority)?)\s+ones\b`), "${1}$2 tasks",
		lazy(`(?i)\b(?:the|my)\s+(?:other|last|first|same|next|previous|right|wrong|two|three|both|new|old|ones|these|those)\s+ones\b`)},
	// "remind me one week before christmas to buy presents": the thing to
	// do, then when
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?remind\s+me\s+)((?:the\s+day|a\s+day|a\s+week|a\s+fortnight|a\s+month|an?\s+hour|the\s+(?:night|morning|evening|week)|\S+\s+(?:days?|weeks?|hours?|months?))\s+(?:before|ahead\s+of|after)\s+[^,]+?)\s+to\s+(\S.+)$`), "${1}to $3 $2", nil},
	// "pack bags the day before the flight on dec 18": the event named in
	// the title, the offset from its day the date
	{lazy(`(?i)\s+((?:the|a)\s+day|(?:the\s+)?(?:night|morning|evening|week)|a\s+week|a\s+fortnight|(?:\d+|one|two|three|four|five|six|seven|ten)\s+(?:days?|weeks?))\s+(before|after)\s+((?:the|my|our|his|her|their)\s+[\p{L}'’ -]+?)\s*(?:,\s*)?(?:on|which\s+is(?:\s+on)?|that'?s(?:\s+on)?|,)\s+(\d|the\s+\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|this|tomorrow|christmas|new\s+year)\S*)`), " for $3, $1 $2 $4", nil},
	// "…, put it in wedding project": the project said without "the"
	{lazy(`(?i)(,\s*(?:and\s+)?(?:please\s+|kindly\s+)?(?:put|file|stick|pop|add)\s+(?:it|this|that|them|both)\s+(?:in|into|under|to)\s+)([\p{L}\d][^,.;]*?\s+project\b)`), "${1}the $2",
		lazy(`(?i),\s*(?:and\s+)?(?:please\s+|kindly\s+)?(?:put|file|stick|pop|add)\s+(?:it|this|that|them|both)\s+(?:in|into|under|to)\s+(?:the|my|our|a|an|this|that|new)\s`)},
}

// stop39Rewritten is text with stop39Rewrites applied.
func stop39Rewritten(text string) string {
	return applyGuarded(text, stop39Rewrites)
}

// relabelSaid: "rename the errands label to personal", "change all the
// errands tags to personal", "relabel @errands as @personal", "replace the
// tag errands with personal": one label renamed on every task that has it.
var relabelSaid = re(`^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:rename|change|switch|relabel|retag|replace|turn|swap)\s+(?:all\s+)?(?:(?:of\s+)?(?:the|my)\s+)?(?:(?:label|tag)\s+@?(?P<a>[\p{L}\d_-]+)|@(?P<b>[\p{L}\d_-]+)(?:\s+(?:labels?|tags?))?|(?P<c>[\p{L}\d_-]+)\s+(?:labels?|tags?))\s+(?:to|as|into|with|for)\s+(?:the\s+)?(?:(?:label|tag)\s+)?@?(?P<n>[\p{L}\d_-]+)(?:\s+(?:label|tag|one|instead))?(?:\s+(?:please|pls|thanks))?\s*[.!]*$`)

// ruleRelabel reads relabelSaid as bulkTasks relabel.
func ruleRelabel(c clause) (ParsedIntent, bool) {
	if !strings.Contains(c.l, "label") && !strings.Contains(c.l, "tag") && !strings.Contains(c.l, "@") {
		return ParsedIntent{}, false
	}
	m, ok := find(relabelSaid, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	from := strings.ToLower(m.g("a") + m.g("b") + m.g("c"))
	return intent("relabel", "bulkTasks", map[string]any{"action": "relabel", "tags": []string{from}, "as": strings.ToLower(m.g("n"))}), true
}
