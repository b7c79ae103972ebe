package grammar

import "strings"

// stop39Rewrites are the families of phrasings stop 38's known misses and
// trials brought, each said in our own words; they run before
// stop38Rewrites.
var stop39Rewrites = []guardedRewrite{
	// "Kindly create …", "…, kindly push to Friday": "kindly" is "please"
	{lazy(`(?i)(^|[,.;:!?]\s*|\s)kindly\s+`), "${1}please ", lazy(`(?i)\bneedful\b`)},
	// "add milestones for Priya Wedding - venue booking by 20th Dec, …":
	// the project, then its list after a dash
	{lazy(`(?i)\b(milestones?\s+(?:for|to|in|on)\s+(?:the\s+|my\s+)?[^:,;–—-]+?)\s+[-–—]\s+`), "$1: ", nil},
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
	// "make everything in P that's due in february high priority",
	// "everything due D …, please make high priority": the priority of the
	// set (never read as "make X due D")
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|set|mark)\s+((?:everything|all)\b.+?)\s+(?:as\s+|to\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority)?\s*[.!]*$`), "${1}set $2 to $3 priority", notDoneYet},
	{lazy(`(?i)^(\s*)((?:everything|all)\b[^,]+?)\s*,\s*(?:please\s+)?(?:make|set|mark)\s+(?:them\s+|it\s+|those\s+|these\s+)?(?:all\s+)?(?:as\s+|to\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority)?(?:\s+please)?\s*[.!]*$`), "${1}set $2 to $3 priority", notDoneYet},
	// "move everything due wednesday with the clients label to friday":
	// the set by its label
	{lazy(`(?i)^(\s*(?:please\s+)?(?:\S+\s+)?(?:everything|all)\b.*?)\bwith\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)\b`), "${1}tagged $2", lazy(`(?i)\bwith\s+(?:the\s+|a\s+)?(?:tag|label)s?\b`)},
	// "show everything in P that's due in february": the tasks of the set
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:show|list|give|pull\s+up)(?:\s+me)?\s+)(?:everything|all(?:\s+the\s+stuff)?)\s+((?:in|from|under|tagged|labell?ed)\s+\S.*?\b(?:due|tagged|labell?ed)\s+\S)`), "${1}all the tasks $2", nil},
	// "give me a quick summary of what's outstanding for clients": the
	// question itself
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:give|show|send|get)\s+(?:me\s+)?(?:a\s+)?(?:quick\s+|brief\s+|short\s+)?(?:summary|overview|rundown|run-down|recap|roundup|round-up)\s+of\s+(what(?:'s|s|\s+is|\s+are|\s+i\s+have)\s+\S.*)$`), "${1}$2",
		lazy(`(?i)\b(?:grouped|group|sorted|by\s+project|per\s+project|each\s+project)\b`)},
	// "show me all bills to be paid": the tasks of that name
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:show|list|give)(?:\s+me)?\s+)(?:all\s+)?(?:the\s+|my\s+)?([\p{L}-]+)\s+(?:to\s+be\s+(?:paid|done|sorted|finished|handled)|(?:still\s+)?to\s+(?:pay|do|sort)|(?:that\s+are\s+)?(?:still\s+)?(?:left|outstanding|unpaid|pending))\s*(?:please)?\s*[?.!]*$`), "${1}my $2 tasks",
		lazy(`(?i)\b(?:tasks|things|ones|jobs|stuff|items|everything|all|what|which)\s+(?:to\s+be|(?:still\s+)?to|(?:that\s+are\s+)?(?:still\s+)?(?:left|outstanding|unpaid|pending))\b`)},
	// "which all bills are due this month?": the tasks of that name due
	// then
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:all\s+)?([\p{L}-]+)\s+(?:are|is)\s+(?:still\s+)?(?:due|coming\s+up)\s+(\S.*?)\s*[?.!]*$`), "${1}show all the $2 tasks due $3",
		lazy(`(?i)^\s*(?:which|what)\s+(?:all\s+)?(?:tasks|things|ones|jobs|stuff|items|else|of|one|ones|day|days|time|date)\s`)},
}

// notDoneYet: a set said by what is not done yet, which the bulk rules
// read as it is said.
var notDoneYet = lazy(`(?i)\bnot\s+(?:yet\s+)?(?:done|finished|complete|completed|ticked)\b|\b(?:undone|unfinished)\b`)

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
