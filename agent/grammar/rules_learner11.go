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
	mi := toMilestoneRE.FindStringSubmatchIndex(text)
	if mi == nil {
		return plan.Plan{}, false
	}
	m := make([]string, len(mi)/2)
	for i := range m {
		if mi[2*i] >= 0 {
			m[i] = text[mi[2*i]:mi[2*i+1]]
		}
	}
	verb, items, ms, project := asciiLower(m[1]), m[2], m[3]+m[4], strings.TrimSpace(m[5]+m[6])
	ms = strings.TrimSpace(ms)
	if l := lastMilestonePrep.FindStringSubmatchIndex(ms); l != nil && m[3] != "" {
		// "… pay deposit for searches to the solicitor milestone": the
		// last "to"/"under" names the milestone, the words before it end
		// the last item
		items, ms = text[mi[4]:mi[6]]+ms[:l[0]], ms[l[1]:]
	}
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
	// "sure look that's enough for tonight, what have I got so far?": a
	// sign-off before the question
	{lazy(`(?i)^\s*(?:(?:sure|ok|okay|right|well|so|grand|look|anyway)[\s,]+)*(?:that'?s|thats|that\s+is)\s+(?:enough|it|me|all)(?:\s+(?:for\s+(?:now|tonight|today|the\s+day|the\s+moment)|done))?\s*[,.!;-]+\s*((?:what|which|how|when|show|list|give|tell|can|could)\b)`), "$1", nil},
	// "what have I got so far?", "what do I have so far": everything open
	{lazy(`(?i)^(\s*)what\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|did\s+i\s+add|is\s+on\s+my\s+list)\s+(?:so\s+far|until\s+now|up\s+to\s+now|at\s+the\s+moment|altogether|in\s+total)\s*\?*$`), "${1}show all my open tasks", nil},
	// "what all is pending …" (Indian English): "what is …"
	{lazy(`(?i)^(\s*)(what|which)\s+all\s+`), "${1}$2 ", nil},
	// "what is pending with high priority": the tasks of that priority
	{lazy(`(?i)^(\s*)(?:what|which|show\s+me|list)(?:\s+(?:is|are|things\s+are|tasks\s+are|stuff\s+is))?\s+(?:pending|open|outstanding|left|remaining|due)\s+(?:with|at|of|in)\s+(high|urgent|low|top)\s+(?:priority|prio)\s*(.*)$`), "${1}what are my $2 priority tasks $3", nil},
	// "give us a quick rundown of everything still open across all my
	// projects", "what are my projects, and what is the next milestone of
	// each one?": the projects with their progress and next milestones
	{lazy(`(?i)^\s*(?:(?:that'?s|thats)\s+(?:me|it|all)\s+(?:for\s+now|for\s+today)\s*[,.!;-]+\s*)?(?:(?:give|get|show)\s+(?:me|us)\s+|i\s+(?:want|need|would\s+like)\s+|can\s+i\s+(?:get|have|see)\s+)?(?:a|an|the)\s+(?:quick\s+|short\s+|brief\s+|full\s+)?(?:rundown|summary|overview|recap|round-?up|status)\s+(?:of|on|for)\s+(?:everything|all|what'?s|whats|what\s+is)\s+(?:(?:still|that'?s|thats|that\s+is)\s+)*(?:open|pending|outstanding|left|going\s+on)\s+(?:across|in|over|on|for)\s+(?:all\s+)?(?:of\s+)?my\s+projects\s*[.!?]*$`), "show my projects", nil},
	{lazy(`(?i)^\s*(?:what|which)\s+are\s+my\s+projects\s*,?\s+and\s+(?:what(?:'s|\s+is)|when\s+is)\s+(?:the\s+)?next\s+(?:milestone|deadline)\s+(?:of|for|in)\s+(?:each|every|each\s+one|all\s+of\s+them|them)(?:\s+one)?\s*[.!?]*$`), "show my projects", nil},
	{lazy(`(?i)^\s*(?:which|what)\s+projects?\s+(?:has|have)\s+the\s+(?:nearest|next|earliest|closest|soonest)\s+(?:deadline|milestone|due\s+date)\s*[.!?]*$`), "show my projects", nil},
	// "give me a summary of everything pending for the wedding trip"
	{lazy(`(?i)^(\s*)(?:(?:give|get|show)\s+(?:me|us)\s+|i\s+(?:want|need|would\s+like)\s+)?(?:a|an|the)\s+(?:quick\s+|short\s+|brief\s+|full\s+)?(?:rundown|summary|overview|recap|round-?up)\s+(?:of|on|for)\s+(?:everything|all|what'?s|whats|what\s+is)\s+(?:(?:still|that'?s|thats|that\s+is)\s+)*(?:open|pending|outstanding|left)\s+(?:for|in|on|with)\s+(?:the\s+|my\s+)?([^,.?!]+?)(?:\s+project)?\s*[.!?]*$`), "${1}what's pending in the $2 project", nil},
	// "what milestones have I on the kitchen?", "how many tasks have I in
	// the project X": "have I" as "do I have"
	{lazy(`(?i)^(\s*(?:what|which|how\s+many)\s+(?:milestones|tasks|things|deadlines|jobs))\s+have\s+(i|we)\s+(in|on|for|left\s+in|left\s+on|left\s+for)\b`), "$1 do $2 have $3", nil},
	// "how many tasks … in the project Concert de Noël, and …": the name
	// after the word
	{lazy(`(?i)^(\s*how\s+many\s+[^,]*?\b(?:in|of|for|on))\s+the\s+project\s+([^,?]+?)(\s*,\s*and\b|\s*\?*\s*$)`), "$1 the $2 project$3", nil},
	// "show me what's done so far in apartment move"
	{lazy(`(?i)^(\s*)(?:show\s+me\s+|tell\s+me\s+)?(?:what'?s|whats|what\s+is|what\s+has\s+been|what\s+i'?ve|what\s+i\s+have)\s+(?:done|finished|completed)\s+(?:so\s+far\s+)?(?:in|on|for)\s+(?:the\s+|my\s+)?([^,.?!]+?)(?:\s+project)?(?:\s+so\s+far)?\s*[.!?]*$`), "${1}what's done in the $2 project", nil},
	// "mark everything else in the Concert project as done": the rest is
	// every task still open there
	{lazy(`(?i)\b(?:everything|anything|all)\s+else\s+(in|on|for|from|under)\b`), "everything $1", nil},
	{lazy(`(?i)\bthe\s+rest(?:\s+of\s+(?:the\s+|my\s+)?(?:tasks|things|stuff|items|jobs))?\s+(in|on|for|from|under)\s+`), "everything $1 ", nil},
	// "The concert project is finished now, can you close it?"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?([^,.]+?\s+project)\s+is\s+(?:finished|done|over|complete|completed|wrapped\s+up)(?:\s+now)?\s*[,.;!]\s*(?:so\s+)?(?:(?:can|could|would|will)\s+you\s+|please\s+|kindly\s+)?(?:close|archive|shut|file\s+away|put\s+away)\s+it(?:\s+(?:please|now|down|off|away))*\s*[.?!]*$`), "${1}archive the $2", nil},
	// "plumber came finally, mark done": the one who came names the task
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,.;]+?)\s+(?:came|showed\s+up|turned\s+up|arrived|came\s+round|came\s+by|was\s+here|has\s+been|finally\s+came)(?:\s+(?:finally|at\s+last|today|yesterday|this\s+morning|this\s+afternoon))*\s*[,.;!-]+\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|set|check)\s+(?:it\s+|that\s+|this\s+)?(?:as\s+)?(?:done|complete|completed|off)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "bathroom finished milestone delayed, move to 2026-12-23", "Actually
	// the transcripts request, please move to 2026-12-14": the item named
	// first, then the move with no object
	{lazy(`(?i)^(\s*)(?:actually\s+|so\s+|ok\s+|okay\s+|right\s+)?,?\s*([^,;:]+?)(?:\s+(?:is\s+|got\s+|has\s+been\s+|was\s+)?(?:delayed|postponed|pushed\s+back|slipped|late|running\s+late))?\s*[,;:-]+\s*(?:please\s+|pls\s+|kindly\s+|so\s+)*(?:move|push|shift|reschedule|change)\s+(?:to|till|until)\s+([^,;]+?)\s*[.!]*$`), "${1}move $2 to $3", lazy(`(?i)^\s*(?:add|create|remind|new|put|make|set|please|can|could|would|what|which|when|how)\b|\bpriority\b|\bprio\b|\bskip\b|\b(?:because|cos|coz|since|as)\b`)},
	// "For Postdoc applications please add: A by D, and also B by E"
	{lazy(`(?i)^(\s*)for\s+((?:the\s+|my\s+)?[\p{L}\d][^,:]*?)\s*,?\s+(?:please\s+|kindly\s+|pls\s+)?(?:add|put\s+in|create)(?:\s+please)?\s*:\s*`), "${1}For $2, please add: ", nil},
	// "buy prawns for christmas eve, 24/12, and …": one day said twice
	{lazy(`(?i)\b((?:for|on|by)\s+(?:christmas\s+eve|christmas\s+day|christmas|boxing\s+day|new\s+year'?s\s+(?:eve|day)|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*,\s*(?:the\s+|i\.e\.?\s+|so\s+)?\d{1,2}(?:/\d{1,2}(?:/\d{2,4})?|(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?)\s*(,|$)`), "$1$2", nil},
	// "The van service needs to be done before the 20th, set it for 19/12"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+(?:needs|has|have|need|must)\s+(?:to\s+)?be\s+(?:done|finished|sorted|booked|in)\s+(?:before|by)\s+[^,]+,\s*(?:so\s+)?(?:please\s+)?(?:set|put|move|make)\s+it\s+(?:for|on|to)\s+(.+?)\s*[.!]*$`), "${1}move the $2 to $3", nil},
	// "Roster project - is anything overdue?": the project, then the
	// question about it
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,:-]+?\s+project)\s*[-–—:,]\s*(?:is\s+)?(?:anything|something|there\s+anything)\s+(overdue|due\s+today|due\s+this\s+week|late)\s*\?*$`), "${1}what is $3 in the $2?", nil},
	// "which grandkid presents are still outstanding?": the open tasks
	// about those words
	{lazy(`(?i)^(\s*)(?:hmm+\s+|so\s+|ok\s+)?(?:which|what)\s+([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*){0,2})\s+(?:are|is)\s+(?:still\s+)?(?:outstanding|open|left\s+to\s+do|not\s+done(?:\s+yet)?|still\s+to\s+do|to\s+do|pending)\s*\?*$`), "${1}show tasks about $2", lazy(`(?i)^\s*(?:hmm+\s+|so\s+|ok\s+)?(?:which|what)\s+(?:tasks|things|jobs|items|ones|milestones|projects|stuff)\b|\b(?:tasks|things|jobs|items|to-?dos)\s+(?:are|is)\b`)},
	// "what tasks are still open?": every open task
	{lazy(`(?i)^(\s*)(?:what|which)\s+(?:tasks|things|jobs|to-?dos)\s+(?:are|r)\s+still\s+(?:open|left|outstanding|pending|to\s+do|not\s+done)\s*\?*$`), "${1}which tasks are open?", nil},
	// "what tasks do I have about the school?": the tasks about it
	{lazy(`(?i)^(\s*)(?:what|which|any)\s+(?:open\s+)?(?:tasks|things|jobs|to-?dos)\s+(?:do\s+i\s+have\s+|have\s+i\s+got\s+|i\s+have\s+|are\s+there\s+|have\s+i\s+)?(?:about|on|for|regarding|re)\s+(?:the\s+|my\s+)?([^?]+?)\s*\?*$`), "${1}show tasks about $2", lazy(`(?i)\b(?:today|tomorrow|tonight|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|project)\b`)},
	// "add \"buy bon bons\" to christmas, due 20/12": a holiday's name
	// where a place is said, the day said after it
	{lazy(`(?i)\b(to|in|into|under)\s+(?:the\s+|my\s+)?(christmas|xmas|easter|halloween|thanksgiving|diwali|hanukkah|eid|new\s+year)\s*,\s*(due|by|for|on)\s+`), "$1 the $2 project, $3 ", lazy(`(?i)^\s*(?:what|which|when|how|is|are|do|does)\b`)},
	// "put \"make pav\" on christmas eve and \"make trifle\" too": the
	// same day for the second
	{lazy(`(?i)^(.*?\s)(on|for|by)\s+([^,"]+?)\s+and\s+("[^"]+")\s+(?:too|as\s+well|also)\b`), "$1$2 $3 and $4 $2 $3", nil},
	// "label the bon bons one shopping, and the prawns too"
	{lazy(`(?i)^(\s*)(label|tag)\s+(?:the\s+)?([^,]+?)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*,\s*and\s+(?:the\s+)?([^,]+?)\s+(?:too|as\s+well|also)\s*[.!]*$`), "${1}$2 the $3 $4. $2 the $5 $4", nil},
	// "Create please a project …": the courtesy after the verb
	{lazy(`(?i)^(\s*)(create|add|make|put|mark|move|delete|remove|change|set|show|give|tell)\s+please\s+`), "${1}please $2 ", lazy(`(?i)\bwith\s+(?:the\s+)?name\b`)},
	// "Add to the project P a milestone \"M\" on D"
	{lazy(`(?i)^(\s*(?:please\s+)?add)\s+to\s+(?:the\s+|my\s+)?project\s+(.+?)\s+(?:a|the|one)\s+(?:new\s+)?milestone\s+(.+?)\s*[.!]*$`), "$1 a milestone $3 to $2", nil},
	// "new project: X, target date 15 jan": the project's deadline
	{lazy(`(?i)(,\s*|\s+with\s+(?:a\s+)?|\s+-\s+)(?:target(?:\s+date)?|due\s+date|end\s+date|finish\s+date|completion\s+date|deadline\s+date|go-?live(?:\s+date)?)\s*(?:is\s+|of\s+|on\s+|:\s*)?(\S)`), ", deadline $2", lazy(`(?i)^\s*(?:what|which|when|how|is|are|do|does)\b`)},
	// "I need a project for Aoife's confirmation, the big day is 19/03 so
	// …": the project, its day as the deadline
	{lazy(`(?i)^(\s*)(?:(?:right|ok|okay|so|well)[\s,]+)*(?:i\s+need|i'?d\s+like|i\s+want|let'?s\s+(?:have|make|start|set\s+up))\s+a\s+(?:new\s+)?project\s+(?:for|called|named)\s+([^,]+?)\s*,\s*(?:the\s+)?(?:big\s+day|date|day|event|deadline|wedding|party|ceremony|it)\s+is\s+(?:on\s+)?(\d{1,2}/\d{1,2}(?:/\d{2,4})?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+\p{L}+|\p{L}+\s+\d{1,2}(?:st|nd|rd|th)?)\b.*$`), "${1}new project: $2, deadline $3", nil},
	// "… before Friday. Could you note both of them, please?": the
	// things said are the request
	{lazy(`(?i)\s*[.!]\s*(?:so\s+)?(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?(?:note|add|write|put|jot|save|keep)\s+(?:down\s+)?(?:both|all|them|these|those|the\s+two)(?:\s+(?:of\s+them|down|two|three|things))?(?:\s+(?:down|for\s+me|on\s+my\s+list))?(?:\s*,?\s*please)?\s*[?.!]*$`), "", nil},
	{lazy(`(?i)^(\s*)i\s+(?:must|have\s+to|need\s+to|should|ought\s+to)\s+(?:also\s+)?(\S.*\b(?:and|,)\b.*)$`), "${1}add $2", lazy(`(?i)[.!?:]\s*\S`)},
	// "Oh no, I made a mistake, it is not done …": the apology
	{lazy(`(?i)^\s*(?:(?:oh\s+no|oops|sorry|ah|argh|hmm)[,!.\s]+)?(?:i\s+made\s+a\s+mistake|my\s+mistake|my\s+bad|i\s+was\s+wrong|i\s+got\s+it\s+wrong)\s*[,.!;]\s*`), "", nil},
	// "Today was the final rehearsal and it went very well. You can mark
	// the milestone as done."
	{lazy(`(?i)^(\s*)(?:(?:bonjour|hello|hi|hey|good\s+(?:morning|evening|afternoon))[.!,\s]+)?(?:today|yesterday|this\s+morning|tonight|last\s+night)\s+(?:was|we\s+had)\s+(?:the|our)\s+([^,.]+?)(?:\s*,?\s+and\s+[^.]*)?[.!]\s*(?:so\s+)?(?:you\s+can|please|can\s+you|could\s+you|kindly)?\s*(?:mark|tick|set)\s+(?:the|that|this)\s+milestone\s+(?:as\s+)?(?:done|reached|complete|completed)\s*[.!]*$`), "${1}mark the $2 milestone done", nil},
	// "Put the label \"urgent\" on all the tasks of the concert that are
	// due before the 13 December"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|stick)\s+the\s+(?:label|tag)\s+("[^"]+"|@?[\p{L}\d_-]+)\s+(?:on|to)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:tasks|things|items)\s+(?:of|in|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:that\s+are\s+|which\s+are\s+)?due\s+(before|by)\s+(.+?)\s*[.!]*$`), "${1}label everything in the $3 project due before $5 as $2", nil},
	// "add for PMP: …": the list for that place
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+for\s+([^:,]+?)\s*:\s*`), "${1}For $2, please add: ", nil},
	// "Which milestones are coming in next 30 days?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+milestones\s+(?:are\s+|do\s+i\s+have\s+)?(?:coming(?:\s+up)?|due|upcoming|ahead)\b[^?]*\?*$`), "${1}what milestones are coming up?", nil},
	// "Actually I think it should be Wednesday, not Tuesday, he is away on
	// Tuesday": a new day for the task just named
	{lazy(`(?i)^(\s*)(?:(?:actually|sorry|oh|hmm|no)[\s,]+)*(?:i\s+think\s+|on\s+second\s+thoughts?,?\s+)?it\s+(?:should|ought\s+to|had\s+better|needs\s+to|has\s+to)\s+be\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|at\s+\S+))?)\s*,?\s+not\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b.*$`), "${1}move it to $2", nil},
	// "…, high priority, Margaret's Estate.": the project's name said last
	{lazy(`(,\s*(?i:high|low|urgent|normal|top)\s+(?i:priority))\s*,\s*(\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,3})\s*[.!]*$`), "$1, in $2", lazy(`,\s*(?i:due|label|labels|tag|tags|by|on|at|every|in|for|from|until|till|next|this|tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)\b[^,]*$`)},
	// "The school talk is rather important, make it high priority …"
	{lazy(`(?i)^(\s*(?:actually\s+|so\s+|oh\s+)?the\s+[^,]+?)\s+(?:is|are)\s+(?:rather|quite|very|really|pretty|a\s+bit|now|more)\s+(?:urgent|important|pressing)\s*,\s*((?:please\s+)?(?:make|set|put|bump|mark)\b)`), "$1, $2", nil},
	// "Give me a list of everything that is high priority"
	{lazy(`(?i)^(\s*)(?:(?:give|show|send)\s+me\s+|i\s+(?:want|need|would\s+like)\s+)?(?:a\s+|the\s+)?list\s+of\s+(?:everything|all\s+(?:the\s+)?(?:tasks|things|items)|all)\s+(?:that\s+(?:is|are)|which\s+(?:is|are)|with|of|at)\s+(high|low|urgent|normal|top)\s+priority\s*[.!?]*$`), "${1}show my $2 priority tasks", nil},
	// "How many tasks are there in the P project, and which are still
	// outstanding?"
	{lazy(`(?i)^(\s*)how\s+many\s+tasks\s+(?:are\s+there|do\s+i\s+have|have\s+i|are)\s+in\s+(?:the\s+|my\s+)?([^,?]+?)(?:\s+project)?\s*,?\s+and\s+(?:which|what|how\s+many)(?:\s+ones|\s+of\s+them)?\s+(?:are|is)\s+(?:still\s+)?(?:outstanding|open|left|not\s+done|to\s+do|done|finished)\s*\?*$`), "${1}how many tasks in the $2 project and how many are done?", nil},
	// "And the Christmas cards are now truly finished."
	{lazy(`(?i)^(\s*)(?:and|also|oh\s+and|plus)\s+(?:the\s+|my\s+)?([^,.]+?)\s+(?:is|are|'s|'re)\s+(?:now\s+)?(?:truly\s+|finally\s+|all\s+|also\s+|completely\s+|properly\s+)?(?:finished|done|complete|completed|sorted)(?:\s+(?:now|too|as\s+well|at\s+last))?\s*[.!]*$`), "${1}mark $2 done", nil},
	// "Delete the repeating compost one": how it repeats names no words of it
	{lazy(`(?i)\bthe\s+(?:repeating|recurring|regular)\s+([\p{L}\d]+(?:\s+[\p{L}\d]+)?)\s+(one|task|reminder|thing)\b`), "the $1 $2", nil},
	// "Would you set up a project called P, please? It ought to include A,
	// B and C."
	{lazy(`(?i)^(?:\s*(?:would|could|can|will)\s+you\s+(?:please\s+|kindly\s+)?)?(.*?\bproject\s+(?:called|named)\s+[^,?.]+?)\s*,?\s*(?:please)?\s*[?.!]\s*(?:it|this|that)\s+(?:ought\s+to|should|will|must|needs\s+to|has\s+to|is\s+to)\s+(?:include|have|cover|contain)\s+(.+?)\s*[.!]*$`), "$1 with tasks: $2", nil},
	// "Everything due Friday should be moved to Monday I'm afraid, as …"
	{lazy(`(?i)^(\s*)(everything|all(?:\s+the\s+tasks)?)\s+due\s+(\S+(?:\s+\S+)?)\s+(?:should|must|needs\s+to|has\s+to|will\s+have\s+to)\s+(?:be\s+)?(?:moved|pushed|shifted|put\s+off)\s+(?:to|till|until)\s+((?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2})\b.*$`), "${1}move everything due $3 to $4", nil},
	// "new project: Home Office Remodel. first milestone is demo done by 12/18"
	{lazy(`(?i)^(\s*(?:new|create(?:\s+a)?|start(?:\s+a)?)\s+project\s*:?\s*[^.,;]+?)\s*[.,;]\s*(?:the\s+)?(?:first|1st|next|a|one)\s+milestone\s+(?:is|will\s+be|:)\s+(.+?)\s+(?:by|on|due)\s+(.+?)\s*[.!]*$`), "$1 with a milestone $2 on $3", nil},
	// "ok need to add a bunch: …": the list itself
	{lazy(`(?i)^(\s*)(?:(?:ok|okay|right|so)[\s,]+)?(?:i\s+)?(?:need|want|have)\s+to\s+add\s+(?:a\s+bunch|a\s+few|some|loads|a\s+load|several)(?:\s+of\s+(?:things|stuff|tasks))?\s*:\s*`), "${1}add: ", nil},
	// "…, get 3 quotes — all for the remodel project": the list's place
	{lazy(`(?i)^(\s*add)\s*:\s*(.+?)\s*(?:[-–—]+|,)\s*(?:all|these|they(?:'re|\s+are)(?:\s+all)?)\s+(?:for|in|under|to)\s+(?:the\s+|my\s+)?([^,]+?\s+project)\s*[.!]*$`), "$1 to the $3: $2", nil},
	// "which quince tasks are still open?": the tasks about those words
	{lazy(`(?i)^(\s*)(?:which|what)\s+([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)\s+(?:tasks|things|jobs|items|to-?dos)\s+(?:are|is)\s+still\s+(?:outstanding|open|left(?:\s+to\s+do)?|not\s+done(?:\s+yet)?|to\s+do|pending)\s*\?*$`), "${1}show tasks about $2", nil},
	// "actually make it due Jan 8 so I'm not last minute": the reason
	{lazy(`(?i)^(\s*(?:actually\s+|ok\s+|so\s+)?(?:make|move|push|change|set)\s+(?:it|that|this)\s+(?:due\s+|to\s+|for\s+|on\s+)?[^,]+?)\s*,?\s+so\s+(?:that\s+)?(?:i'?m|i\s+am|i\s+don'?t|i\s+won'?t|i\s+can|we|it'?s|it\s+is|there'?s)\b.*$`), "$1", nil},
	// "Javier already called the contractor so just delete that one"
	{lazy(`(?i)^(\s*)\p{Lu}\p{L}+\s+(?:already\s+|just\s+)?(?:called|rang|phoned|did|booked|bought|sorted|paid|emailed|fixed|ordered)\s+(?:already\s+)?(.+?)\s*,?\s+so\s+(?:just\s+|please\s+|you\s+can\s+)?(?:delete|remove|drop|scrap|bin)\s+(?:that|it|this)(?:\s+one|\s+task)?\s*[.!]*$`), "${1}delete $2", nil},
	// "all the low priority stuff, bump it to medium"
	{lazy(`(?i)^(\s*)(?:all\s+)?(?:the\s+|my\s+)?(low|high|normal|medium)\s+priority\s+(?:stuff|tasks|things|ones|items)\s*,\s*(?:please\s+)?(?:bump|raise|set|change|make|move|put)\s+(?:it|them|those|these)\s+(?:up\s+|down\s+)?(?:to\s+)?(low|high|normal|medium|urgent)(?:\s+priority)?\s*[.!]*$`), "${1}make all $2 priority tasks $3 priority", nil},
	// "book the church hall needs doing by wednesday cos …": the reason
	{lazy(`(?i)^(\s*[^,]+?\s+(?:needs|need|has|wants)\s+(?:doing|to\s+be\s+done|done|sorting)\s+(?:by|before|on)\s+[^,]+?)\s*,?\s+(?:cos|coz|cuz|because|as|since)\b.*$`), "$1", nil},
	// "book the church hall needs doing by wednesday": a to-do said with
	// its verb, then its day
	{lazy(`(?i)^(\s*)([a-z]+\s+(?:the|a|an|my|our|his|her|their)\s+[^,]+?)\s+needs\s+(?:doing|to\s+be\s+done)\s+(?:by|before|on)\s+([^,]+?)\s*[.!]*$`), "${1}$2 due $3", lazy(`(?i)^\s*(?:the|my|our|this|that|it|all|everything|what|which|when|how|is|are)\b`)},
	// "move the past papers milestone to 17/12 cos the lecturer …"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|change|reschedule|shift)\s+.+?\s+to\s+[^,]+?)\s*,?\s+(?:cos|coz|cuz|because|bc|since)\s+.*$`), "$1", nil},
	// "and wash my uniform tuesday night, tunic needs to be clean for wed
	// shift": the reason after the capture
	{lazy(`(?i)^(\s*(?:and\s+|also\s+|oh\s+and\s+)?(?:add\s+)?[^,]+?)\s*,\s*(?:the\s+|my\s+|her\s+|his\s+)?[\p{L}]+\s+(?:needs|has|must)\s+to\s+be\s+[^,]*$`), "$1", lazy(`(?i)\?|^\s*(?:what|which|when|how|is|are|do|does|move|mark|delete|remove)\b`)},
	// "add a task to email my mentor about my shift on the 15th, due
	// tmrw": the day in the title is part of it, the one after "due" is
	// the task's
	{lazy(`(?i)^(\s*(?:please\s+)?(?:can\s+(?:you|u)\s+)?add\s+(?:a\s+task\s+(?:to\s+)?)?)([^"]+?\s(?:on|for)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b[^,"]*?)\s*,\s*due\s+([^,]+?)\s*[.!]*$`), "$1\"$2\" due $3", nil},
	// "whats in my placement note about the sign off deadline?"
	{lazy(`(?i)^(\s*)what'?s\s+(?:in|on)\s+my\s+(.+?)\s+notes?\s+(?:about|on|re|regarding)\s+(.+?)\s*\?*$`), "${1}what does my $2 note say about $3?", nil},
	// "remove the uni tag from everything and use nursing instead"
	{lazy(`(?i)^(\s*)(?:remove|take)\s+the\s+@?([\p{L}\d_-]+)\s+(?:tag|label)\s+(?:off|from)\s+(?:everything|all(?:\s+the\s+tasks)?)\s+and\s+(?:use|put|make\s+it|call\s+it)\s+@?([\p{L}\d_-]+)\s+instead\s*[.!]*$`), "${1}rename the $2 label to $3", nil},
	// "… and tag it 'talks'": a label in quotes
	{lazy(`(?i)\b(tag|label)\s+(it|them|that|this)\s+(?:as\s+|with\s+)?"([\p{L}\d_-]+)"`), "$1 $2 $3", nil},
	// "oh and water the plants every 3 days lol": the laugh after how
	// often
	{lazy(`(?i)(\bevery\s+(?:\d+\s+|other\s+|second\s+)?(?:day|week|month|year|morning|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?|\b(?:daily|weekly|monthly|fortnightly))\s+(?:lol|lmao|haha+|hehe+)\s*[.!]*$`), "$1", nil},
	// "everything due friday -> push to saturday", "the X milestone ->
	// move it to 12/17": an arrow before the change
	{lazy(`(?i)^(\s*)([^>]+?)\s*(?:->|→|=>)\s*(?:please\s+|pls\s+)?(push|move|change|shift|reschedule)\s+(?:it\s+|them\s+|that\s+)?(?:to|till|until)\s+(.+?)\s*$`), "${1}$3 $2 to $4", nil},
	// "the stickerbox quote one can go low priority", "the boxes one - high
	// priority", "physio one is urgent mind"
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,]+?\s+one)\s*(?:[-–—:,]\s*|\s+(?:can\s+go|goes|should\s+be|can\s+be|is\s+now|is|to)\s+)(high|low|urgent|normal|medium|top)(?:\s+priority|\s+prio)?(?:\s+(?:mind|now|please|pls|tbh|then))*\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	// "tag everything in the house move project #house"
	{lazy(`(?i)^(\s*)(?:tag|label)\s+(?:everything|all(?:\s+the\s+tasks)?)\s+(?:in|from|under|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:with\s+|as\s+)?[#@]([\p{L}\d_-]+)\s*[.!]*$`), "${1}tag all the $2 tasks with $3", nil},
	// "exchange slipped to 22/12 ugh, update the milestone"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:slipped|moved|got\s+moved|was\s+moved|got\s+pushed|pushed|shifted|is\s+now|changed|has\s+moved)\s+(?:back\s+)?to\s+([^,;]+?)(?:\s+(?:ugh|argh|sigh|ffs|lol|grr))?\s*[,.;-]+\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:update|change|fix)\s+(?:the|that|this)\s+milestone\s*[.!?]*$`), "${1}move the $2 milestone to $3", nil},
	// "1:1 with Tom moving to weds from now on": how it repeats
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:is\s+)?(?:moving|moves|moved|changing|switching|switches|going)\s+to\s+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*?)s?\s+from\s+now\s+on\s*[.!]*$`), "${1}change $2 to repeat every $3", nil},
	// "Which events did we decide on for sports day?": the notes keep it
	{lazy(`(?i)^(\s*)((?:which|what)\s+\w+(?:\s+\w+)?\s+did\s+(?:we|i)\s+(?:decide|agree|settle|choose|pick|go\s+for)\b)`), "${1}according to my notes, $2", nil},
	// "where to is the coach booking one due again?" (Welsh English)
	{lazy(`(?i)^(\s*)(?:where\s+to\s+is|where'?s|where\s+is)\s+(the\s+.+?)\s+due(?:\s+again)?\s*\?*$`), "${1}when is $2 due?", nil},
	// "Is there anything for the tour I haven't put a date on?"
	{lazy(`(?i)^(\s*)(?:is\s+there\s+|have\s+i\s+got\s+)?anything\s+(?:for|in|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:that\s+)?i\s+(?:haven'?t|havent|have\s+not)\s+(?:put|given|set)\s+a\s+(?:date|due\s+date|deadline)\s*(?:on|to)?\s*\?*$`), "${1}which tasks in the $2 project have no date?", nil},
	// "The secret santa one is for friday"
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,]+?\s+one)\s+is\s+(?:for|on|due)\s+((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2})\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "the table booking - done that too"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,\-–—]+?)\s*[-–—:,]\s*(?:(?:i'?ve|i\s+have)\s+)?(?:done|did|finished|sorted)\s+(?:that|it|this)(?:\s+too|\s+as\s+well|\s+also|\s+now)?\s*[.!]*$`), "${1}mark $2 done", nil},
	// "push all the PE Dept jobs to after christmas - 5th January"
	{lazy(`(?i)\bto\s+after\s+(?:christmas|xmas|the\s+holidays|new\s+year|half\s+term|the\s+break)\s*[-–—,:]\s*`), "to ", nil},
	// "…, by 18th December. High priority that one"
	{lazy(`(?i)\s*[.,;]\s*(high|low|urgent|top)\s+priority\s+(?:that\s+one|for\s+that(?:\s+one)?|on\s+that(?:\s+one)?|please|pls)\s*[.!]*$`), ", $1 priority", nil},
	// "actually make that saturdays, sunday is chapel with mam"
	{lazy(`(?i)^(\s*)(?:actually\s+)?make\s+(?:that|this)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days)\b.*$`), "${1}actually make it $2", nil},
	// "Add a task from my sports day notes - ask Mrs Pritchard …"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:a\s+)?(?:task|reminder|to-?do)\s+)from\s+my\s+[^-–—:]+?\s+notes?\s*[-–—:]\s*`), "$1", nil},
	// "new project: Christmas staff do. jobs - a, b, c"
	{lazy(`(?i)^(\s*)(?:new|create(?:\s+a)?|start(?:\s+a)?)\s+project\s*:?\s*([^.;]+?)\s*[.;]\s*(?:jobs|tasks|to-?dos|things\s+to\s+do)\s*[-–—:]\s*(.+)$`), "${1}create a project called $2 with tasks: $3", nil},
	// "how many days left til the X deadline?", "how much time do i have
	// left before the X are due?", "how long until the art fair?"
	{lazy(`(?i)^(\s*)how\s+(?:many\s+days|much\s+time|long)\s+(?:do\s+i\s+have\s+|have\s+i\s+got\s+|is\s+(?:it|there)\s+|are\s+there\s+)?(?:left\s+)?(?:til|till|until|before|to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:is|are)\s+due)?\s*\?*$`), "${1}how many days until the $2?", nil},
	// "oops no i didnt actually order them yet, can u reopen it"
	{lazy(`(?i)^\s*(?:(?:oops|oh|sorry|no|wait|ah|hmm)[\s,!.]+)*i\s+(?:didn'?t|didnt|did\s+not|haven'?t|havent|have\s+not)\s+(?:actually\s+|really\s+)?\w+\s+(?:them|it|that|those|these)(?:\s+yet)?\s*,\s*(?:so\s+)?((?:can|could)\s+(?:you|u)\s+(?:please\s+)?reopen|reopen|please\s+reopen)`), "$1", nil},
	// "i need to send X — add that for 1/8 w/ tag X"
	{lazy(`(?i)^(\s*)i\s+(?:need|have|want)\s+to\s+(.+?)\s*(?:[-–—]+|,)\s*(?:please\s+)?(?:add|put)\s+(?:that|it)\s+(?:in\s+)?(?:for|on|by)\s+(.+?)(?:\s+(?:w/|with)\s+(?:the\s+)?(?:tag|label)\s+@?(\S+))?\s*$`), "${1}add $2 on $3 tag $4", lazy(`(?i)(?:w/|with)\s+(?:the\s+)?(?:tag|label)\s*$`)},
	// "w/c 4 Jan": week commencing
	{lazy(`(?i)\s+w/c\s+`), " in the week of ", nil},
	// "picked up an extra shift fri 2-7": a new shift, nothing done
	{lazy(`(?i)^(\s*)(?:i\s+|ive\s+|i'?ve\s+)?(?:picked\s+up|got|took\s+on|grabbed|landed)\s+(an?\s+(?:extra|another|new|second)\s+(?:shift|gig|job|booking)\b.*)$`), "${1}add $2", nil},
	// "tag the lab report and chem quiz school": both, with that label
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+)(the\s+[^,]+?\s+and\s+(?:the\s+)?[^,]+?)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "$1$2 with $3", lazy(`(?i)\s(?:with|as)\s|\b(?:too|ones|also)\b`)},
	// "mark all the grocery stuff done, just got back from heb": the news
	{lazy(`(?i)\s*,\s*(?:i\s+)?(?:just|i'?ve\s+just|ive\s+just)\s+(?:got\s+back|got\s+home|came\s+back|come\s+back|finished|been\s+to|been\s+at)\b.*$`), "", lazy(`(?i)^\s*(?:what|which|when|how|is|are|do|does)\b`)},
	// "delete the sigma chi game it got cancelled": the reason
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|drop|scrap)\s+.+?)\s+(?:it|they|that|cos\s+it|because\s+it)\s+(?:got|was|were|is|are|has\s+been|have\s+been)\s+(?:cancelled|canceled|called\s+off|postponed|scrapped|moved)\b.*$`), "$1", nil},
	// "its 12/17 at 3:30" right after naming a task: its day
	{lazy(`(?i)^(\s*)(?:oh\s+|and\s+|ok\s+)?(?:it'?s|its|it\s+is)\s+(?:on\s+)?(\d{1,2}/\d{1,2}(?:\s+at\s+\S+)?|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+at\s+\S+)?|tomorrow(?:\s+at\s+\S+)?|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+at\s+\S+)?)\s*[.!]*$`), "${1}move it to $2", nil},
	// trial 311–312 families, in our own words
	// "For the migration project I need two milestones: …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+|our\s+)?([^,:]+?)(?:\s+project)?\s*,?\s+(?:i|we)\s+(?:need|want|would\s+like|have)\s+(?:(?:a\s+few|some|two|three|four|five|\d+)\s+)?(?:new\s+)?(milestones|tasks)\s*:\s*`), "${1}add $3 to $2: ", nil},
	// "New project \"X\". In it: a, b and c"
	{lazy(`(?i)^(\s*)(?:new|create(?:\s+a)?|start(?:\s+a)?)\s+project\s*:?\s*([^.;]+?)\s*[.;]\s*(?:in\s+it|it\s+needs|it\s+has|inside)\s*[-–—:]\s*(.+)$`), "${1}create a project called $2 with tasks: $3", nil},
	// "…, high prio, migration project": the project said last
	{lazy(`(?i)(,\s*(?:high|low|urgent|normal|top)\s+(?:priority|prio))\s*,\s*(?:in\s+|for\s+|under\s+)?(?:the\s+|my\s+)?([^,]+?)\s+project\s*[.!]*$`), "$1, in the $2 project", nil},
	// "The playlist Sofie will make herself, remove it"
	{lazy(`(?i)^(\s*)(the\s+[\p{L}]+)\s+[^,]*?\b(?:will|'ll|is\s+going\s+to|can|is\s+doing|does)\s+[^,]*,\s*(?:so\s+)?(?:please\s+)?(?:remove|delete|drop|take\s+off)\s+(?:it|that)\s*[.!]*$`), "${1}delete $2", nil},
	// "Show me what I have finished"
	{lazy(`(?i)^(\s*)(?:show|tell)\s+me\s+what\s+(?:i\s+have|i'?ve|ive|i)\s+(?:finished|completed|done|ticked\s+off)(?:\s+so\s+far)?\s*[.!?]*$`), "${1}what have I completed?", nil},
	// "Give me a short overview over all my projects", "which of my
	// projects has the most stuff still to do?"
	{lazy(`(?i)^(\s*)(?:(?:give|show)\s+(?:me\s+)?)?(?:a|an)\s+(?:short\s+|quick\s+|brief\s+)?(?:overview|summary|rundown)\s+(?:over|of|on|across)\s+(?:all\s+)?(?:of\s+)?my\s+projects\s*[.!?]*$`), "show my projects", nil},
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:of\s+my\s+projects|project)\s+(?:has|have)\s+the\s+most\s+(?:stuff|tasks|things|jobs|work)(?:\s+(?:still\s+)?(?:to\s+do|left|open|outstanding))?\s*\?*$`), "show my projects", nil},
	// "set up a project for the beer festival will you, …": the tag
	// question is no part of the name
	{lazy(`(?i)(\bproject\s+(?:for|called|named)\s+[^,]+?)\s+(?:will|would|can|could)\s+(?:you|ya|ye|u)(\s*[,.!?]|\s*$)`), "$1$2", nil},
	// "from me festival notes, put a job in to ask X, for next monday"
	{lazy(`(?i)^(\s*)from\s+(?:my|me)\s+[^,]+?\s+notes?\s*[,:-]\s*`), "$1", nil},
	{lazy(`(?i)\bput\s+(?:a\s+)?(?:job|task|reminder|note)\s+in\s+(?:to|for)\s+`), "add a task to ", nil},
	// "mum's chiropodist has rung, its moved to the 17th same time"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:has|have)\s+(?:rung|called|phoned|been\s+in\s+touch|emailed|texted)\s*,\s*(?:it'?s|its|it\s+has|it\s+is|it\s+was|they'?ve)\s+(?:been\s+)?(?:moved|changed|pushed|rescheduled|put\s+back)\s+to\s+(.+?)(?:\s*,?\s*same\s+time)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "the festival licence, push that back a week"
	{lazy(`(?i)^(\s*)(the\s+[^,]+?)\s*,\s*(?:please\s+)?(push|move|bring|put)\s+(?:that|it|this)\s+(back|forward|on)\s+(?:by\s+)?(a|an|one|two|three|\d+)\s+(days?|weeks?|months?|fortnight)\s*[.!]*$`), "${1}$3 $2 $4 $5 $6", nil},
	// "in the christmas project add A by D, B on E, and C"
	{lazy(`(?i)^(\s*)in\s+(?:the\s+|my\s+)?([^,:]+?\s+project)\s*,?\s+(?:please\s+)?add\s*:?\s+`), "${1}add to the $2: ", lazy(`(?i)\badd\s+(?:the\s+|these\s+|some\s+|a\s+few\s+)?(?:new\s+)?(?:milestones?|tasks)\b`)},
	// "an all" (Yorkshire "as well")
	{lazy(`(?i)\s+an(?:d)?\s+all\b(\s*[,.!?]|\s*$)`), "$1", nil},
	// "also she's got the memory clinic on 8th jan at 2pm at St James's,
	// put it in and tag it mum"
	{lazy(`(?i)^(\s*)(?:also\s+|and\s+|oh\s+)?(?:she|he|they|we|i)\s*(?:'s|\s+has|\s+have|'ve|\s+is)\s+got\s+(?:the|a|an|her|his|their|my|me)\s+(.+?)\s*,\s*(?:can\s+you\s+|please\s+|so\s+)?put\s+(?:it|that)\s+(?:in|down|on)(?:\s+the\s+(?:list|calendar|diary))?(\s+and\s+.+?)?\s*[.!]*$`), "${1}add $2$3", nil},
	// "oh and the brass band one, give it a due date of 31st jan"
	{lazy(`(?i)^(\s*)(?:oh\s+)?(?:and\s+)?(the\s+[^,]+?)\s*,\s*(?:please\s+)?(?:give|set)\s+(?:it|that)\s+(?:a\s+)?(?:due\s+date|date|deadline)\s+(?:of|for|on)\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// Yorkshire "owt", "nowt", "summat"
	{lazy(`(?i)\bowt\b`), "anything", nil},
	{lazy(`(?i)\bsummat\b`), "something", nil},
	// "all the beer festival jobs, tag them festival"
	{lazy(`(?i)^(\s*)(?:all\s+)?(?:the\s+|my\s+)?([^,]+?)\s+(?:jobs|tasks|things|stuff)\s*,\s*(tag|label)\s+(?:them|those|these)(?:\s+all)?\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "${1}tag all the $2 tasks with $4", nil},
	// "how many jobs have i got in total that arent done"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:jobs|tasks|things)\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|are\s+there)\s+(?:in\s+total\s+|altogether\s+|overall\s+)?(?:that\s+)?(?:aren'?t|arent|are\s+not|still\s+not)\s+(?:done|finished|complete|completed)(?:\s+yet)?\s*\?*$`), "${1}how many open tasks do I have?", nil},
	// "mum's memory clinic has been cancelled, take it off"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:has|have)\s+been\s+(?:cancelled|canceled|called\s+off|scrapped)\s*,\s*(?:so\s+)?(?:please\s+)?(?:take\s+it\s+off|remove\s+it|delete\s+it|bin\s+it|get\s+rid\s+of\s+it|cross\s+it\s+off)(?:\s+(?:the|my)\s+list)?\s*[.!]*$`), "${1}delete $2", nil},
	// "whats the milestones for the festival and when are they due"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is|\s+are|\s+r)\s+the\s+milestones\s+(?:for|of|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+again)?(?:\s+and\s+when\s+(?:are|is)\s+(?:they|it|them)\s+(?:due|on))?\s*\?*$`), "${1}what milestones does the $2 project have?", nil},
	// "… and whats the entry fee again": the second question
	{lazy(`(?i)\band\s+whats\b`), "and what's", nil},
	// trial 315 families, in our own words
	// "Actually, the minutes should go out on Wednesday rather than Tuesday."
	{lazy(`(?i)^(\s*)(?:(?:actually|sorry|oh|och|hmm)[\s,]+)*(?:the\s+|my\s+)?([^,]+?)\s+(?:should|must|needs\s+to|has\s+to|ought\s+to|will)\s+(?:go\s+out|be\s+(?:done|sent|held|posted|paid|filed)|happen|be)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s+(?:rather\s+than|not|instead\s+of)\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b.*$`), "${1}move the $2 to $3, not the other day", nil},
	// "Right, add a task from that: get three quotes by 15 January"
	{lazy(`(?i)^(\s*)(?:(?:right|ok|okay|so)[\s,]+)?((?:please\s+)?add\s+(?:a\s+)?(?:task|reminder|to-?do)\s+)from\s+(?:that|this|it|those|there|the\s+note)\s*[:,-]\s*`), "${1}$2", nil},
	// "Add a wee label \"urgent\" to …" (Scots "wee": small)
	{lazy(`(?i)\b(a)\s+wee\s+(label|tag|note|reminder|task|milestone)\b`), "$1 $2", nil},
	// "Och no, I've not finished that - reopen it please."
	{lazy(`(?i)^\s*(?:(?:och|oh|ach|ah|oops|sorry|aw)[\s,!]+)?(?:no[\s,!]+)?i'?ve\s+not\s+(?:finished|done|completed|sent|posted)\s+(?:that|it|this)(?:\s+yet)?\s*[-–—,.;:]+\s*`), "", nil},
	// "…, and book a ceilidh band - the band one's high priority"
	{lazy(`(?i)\s*[-–—]\s*the\s+([\p{L}]+)\s+one'?s\s+(?:is\s+)?(high|low|urgent)\s+priority\s*[.!]*$`), ". make the $1 one $2 priority", nil},
	// "The Dougie Fraser one - he's sent his P60 in, so that's done."
	{lazy(`(?i)^(\s*)(the\s+[^,\-–—]+?\s+one)\s*[-–—:,]\s*.*?,?\s+so\s+(?:that'?s|it'?s|that\s+is|it\s+is)\s+(?:done|sorted|finished|complete)\s*[.!]*$`), "${1}mark $2 done", nil},
	// trials 314 and 316, in our own words
	// "allora, first thing — …", "va bene, new things: …", "yalla lets go
	// — …": a word of another language opening the message
	{lazy(`(?i)^\s*(?:(?:allora|va\s+bene|mamma\s+mia|ecco|dai|yalla(?:\s+let'?s\s+go)?|inshallah|ándale|andale|órale|bueno|vale|voilà|alors|also\s+gut|na\s+ja|tja)[\s,!.—–-]+)+(?:(?:first\s+thing|new\s+things?|one\s+more\s+thing|next\s+thing)\s*[:,—–-]+\s*)?`), "", nil},
	// "…, grazie", "… gracias": thanks in another language
	{lazy(`(?i)[\s,!.—–-]+(?:grazie(?:\s+mille)?|gracias|merci(?:\s+beaucoup)?|danke(?:\s+schön)?|shukran|obrigad[oa]|dank\s+je(?:\s+wel)?|tack|takk|dziękuję)\s*[.!]*$`), "", nil},
	// "I need to make a project for the kitchen refit please. The builder
	// starts on 18/1 and it must be finished by 28/2": the deadline
	{lazy(`(?i)^(\s*)(?:i\s+(?:need|want|would\s+like|have)\s+to\s+(?:make|create|set\s+up|start)|(?:please\s+)?(?:make|create|set\s+up|start))\s+a\s+(?:new\s+)?project\s+(?:for|called|named)\s+(?:the\s+|my\s+)?([^.]+?)(?:\s+please)?\s*\.\s*[^.]*?\b(?:it|everything|all)\s+(?:must|has\s+to|needs\s+to|should)\s+(?:be\s+)?(?:finish(?:ed)?|done|complete[d]?|ready|over)\s+by\s+(\S+)\s*[.!]*$`), "${1}new project: $2, deadline $3", nil},
	// "Also a project for Luca's wedding, the wedding is 14/3/2027"
	{lazy(`(?i)^(\s*)(?:also|and|plus|oh\s+and)\s+a\s+(?:new\s+)?project\s+(?:for|called)\s+([^,]+?)\s*,\s*(?:the\s+)?(?:\p{L}+\s+)?(?:is|will\s+be)\s+(?:on\s+)?(\d{1,2}/\d{1,2}(?:/\d{2,4})?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+\p{L}+|\p{L}+\s+\d{1,2}(?:st|nd|rd|th)?)\b.*$`), "${1}new project: $2, deadline $3", nil},
	// "for the wedding put: a, b, c"
	{lazy(`(?i)^(\s*for\s+(?:the\s+|my\s+)?[^:,]+?)\s+(?:put|pop|stick)\s*:\s*`), "$1, please add: ", nil},
	// "the electrician booking, actually make it …": the correction word
	{lazy(`(?i)(,\s*)actually\s+(make|move|set|change|push)\b`), "$1$2", nil},
	// "…, actually make it due 20/12 and put the tag tradies"
	{lazy(`(?i)\band\s+put\s+(?:the\s+|a\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)(?:\s+on(?:\s+it)?)?\s*[.!]*$`), "and tag it $1", nil},
	// "Marco cannot do the tiles this week, move it to next wednesday"
	{lazy(`(?i)^(\s*)\p{L}+\s+(?:cannot|can'?t|can\s+not|won'?t\s+be\s+able\s+to|is\s+not\s+able\s+to)\s+do\s+(the\s+[^,]+?)(?:\s+(?:this|next)\s+week|\s+today|\s+tomorrow|\s+on\s+\p{L}+)?\s*,\s*(?:so\s+)?(?:please\s+)?(?:move|push|put)\s+(?:it|that|them)\s+to\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "ah I forgot, …": the aside
	{lazy(`(?i)^\s*(?:(?:ah|oh|oops|och|argh)[\s,!]+)?i\s+forgot\s*[,.!:;-]+\s*`), "", nil},
	// "the bomboniere Sofia wants to do herself, delete that one"
	{lazy(`(?i)^(\s*)(the\s+[\p{L}]+)\s+[^,]*?\b(?:wants\s+to|would\s+rather|prefers\s+to|is\s+going\s+to|will)\s+[^,]*,\s*(?:so\s+)?(?:please\s+)?(?:remove|delete|drop)\s+(?:it|that)(?:\s+one)?\s*[.!]*$`), "${1}delete $2", nil},
	// "the permit one put it in the kitchen refit project, it's important"
	{lazy(`(?i)^(\s*)(the\s+[^,]+?\s+one)\s*,?\s+(?:put|move|file|stick)\s+(?:it|that)\s+(?:in|into|under|to)\s+(?:the\s+)?(.+?\s+project)(?:\s*,\s*(?:it'?s|its|it\s+is)\s+important)?\s*[.!]*$`), "${1}move $2 to the $3", nil},
	// "order the hampers — done"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,\-–—:]+?)\s*[-–—:]+\s*(?:done|finished|sorted|complete|completed)\s*[.!✅]*$`), "${1}mark $2 done", nil},
	// "which projects I have and when they end?"
	{lazy(`(?i)^\s*(?:which|what)\s+projects\s+(?:i\s+have|do\s+i\s+have|have\s+i|i\s+got)(?:\s+and\s+when\s+(?:they|do\s+they)\s+(?:end|finish|are\s+due|close))?\s*\?*$`), "show my projects", nil},
	// "stop the staff pay reminder, the accountant do it now"
	{lazy(`(?i)^(\s*)(?:please\s+)?stop\s+(the\s+.+?\s+(?:reminder|task|one|job))\s*,\s*(?:the\s+|my\s+|our\s+)?\p{L}+\s+(?:do|does|will\s+do|is\s+doing|handles?|takes\s+care\s+of)\s+(?:it|that|this)\b.*$`), "${1}delete $2", nil},
	// "allora that's all for this year, show me …"
	{lazy(`(?i)^\s*(?:that'?s|thats|that\s+is)\s+(?:all|it|enough)\s+for\s+(?:this|the)\s+(?:year|week|month|now|day)\s*[,.!;-]+\s*`), "", nil},
	// "tag the lumen invoice #client too and also #money"
	{lazy(`(?i)^(\s*(?:tag|label)\s+.+?)\s+#([\p{L}\d_-]+)(?:\s+too)?\s+and\s+(?:also\s+)?#([\p{L}\d_-]+)\s*[.!]*$`), "$1 with $2 and $3", nil},
	// "and the other thing from the call - prep for the review on jan 5"
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+)?(?:the\s+)?(?:other|next|last)\s+(?:thing|one|item)(?:\s+from\s+(?:the|that)\s+\p{L}+)?\s*[-–—:]\s*`), "${1}add ", nil},
	// "how many things in Cairo Trip arent done yet?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:things|tasks|jobs)\s+(?:in|for|on)\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:aren'?t|arent|are\s+not)\s+(?:done|finished)(?:\s+yet)?\s*\?*$`), "${1}how many tasks in the $2 project and how many are done?", nil},
	// "whats on my packing list for cairo?": the list is in the notes
	{lazy(`(?i)^(\s*)what'?s\s+on\s+my\s+(.+?\s+list)\s+(?:for|in)\s+(.+?)\s*\?*$`), "${1}according to my notes, what's on the $2 for $3?", nil},
	// "and one every other friday for Bloom invoicing"
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+)?(?:one|another(?:\s+one)?)\s+(every\s+[^,]+?)\s+for\s+(.+?)\s*[.!]*$`), "${1}add $3 $2", nil},
	// "Harbor Health review happened, mark it done"
	{lazy(`(?i)^(\s*)((?:the\s+)?.+?)\s+(?:happened|went\s+ahead|is\s+over|took\s+place|went\s+well|went\s+fine)\s*[,.;-]+\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|set)\s+(?:it|that)\s+(?:as\s+)?(?:done|complete|completed|off)\s*[.!]*$`), "${1}mark $2 done", nil},
	// trials 317–318, in our own words
	// "Please add these ones: a, b, c"
	{lazy(`(?i)\badd\s+these\s+ones\s*:`), "add:", nil},
	// "Choir practice is every Thursday 7pm, kindly put it as a repeating
	// task": a new repeating task, not a change to the last one
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?([^,]+?)\s+(?:is|are|happens|runs)\s+(every\s+[^,]+?)\s*,\s*(?:so\s+)?(?:kindly\s+|please\s+)?(?:put|add|set|make|save|keep)\s+(?:it|that|this)\s+(?:in\s+)?(?:as|up\s+as)\s+a\s+(?:repeating|recurring|weekly|regular|monthly)\s+(?:task|reminder|thing|event)\s*[.!]*$`), "${1}add $2 $3", nil},
	// "Please I want to create another project, X, due December 20th"
	{lazy(`(?i)^(\s*)(?:please\s+)?i\s+(?:want|would\s+like|wish)\s+to\s+(create|make|start|add|set\s+up)\b`), "${1}$2", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|make|start|add|set\s+up|new)\s+(?:a\s+|an\s+|another\s+|one\s+more\s+)?(?:new\s+)?project\b[^,]*,?\s*[^,]+?)\s*,\s*(?:due|ending|ends|finish(?:ed|es)?\s+by|by)\s+([^,]+?)\s*[.!]*$`), "$1, deadline $2", nil},
	// "How far is the X project? what is remaining?"
	{lazy(`(?i)^(\s*)how\s+far\s+(?:along\s+)?is\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\?\s*(?:and\s+)?what(?:'s|\s+is)\s+(?:still\s+)?(?:remaining|left|outstanding|open)\s*\?*$`), "${1}how is the $2 project going?", nil},
	// "Kindly add: a, b, both for the Bayview project by Dec 11"
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?add)\s*:\s*(.+?)\s*,\s*(?:both|all(?:\s+of\s+them)?|all\s+three|all\s+four)\s+(?:for|in|under|to)\s+(?:the\s+|my\s+)?([^,]+?\s+project)\s+(by|on|before|due)\s+(.+?)\s*[.!]*$`), "$1 to the $3: $2. all $4 $5", nil},
	// "Choir practice this Thursday was cancelled but it continues next
	// week. Please mark this week's one as done"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:this|today'?s?|tonight'?s?)\s+(?:\p{L}+\s+)?(?:was|is|got|has\s+been)\s+(?:cancelled|canceled|called\s+off)\b[^.]*\.\s*(?:please\s+|kindly\s+)?mark\s+(?:this\s+week'?s|today'?s|that|this)(?:\s+one)?\s+(?:as\s+)?(?:done|complete|completed)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "What do I have next week, Monday to Friday?", "what's due from X to Y"
	{lazy(`(?i)^(\s*)what\s+(?:do\s+i\s+have|have\s+i\s+got|is\s+due|'?s\s+due)\s+next\s+week\s*,?\s*(?:from\s+)?monday\s+(?:to|through|thru|till|until|-)\s+friday\s*\?*$`), "${1}what's due between next monday and next friday?", nil},
	{lazy(`(?i)^(\s*(?:what'?s|what\s+is|what\s+do\s+i\s+have)\s+due\s+)from\s+(.+?)\s+(?:to|till|until|through|thru)\s+(.+?)\s*\?*$`), "${1}between $2 and $3?", nil},
	// "new project \"X\" ; milestones: …"
	{lazy(`(?i)\s*;\s*(milestones?|tasks)\s*:`), " with $1:", nil},
	// "move the cake tasting to 11/12, same time": the time stays
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|change|put)\s+.+?\s+to\s+[^,]+?)\s*,?\s+(?:same\s+time|at\s+the\s+same\s+time)\s*[.!]*$`), "$1", nil},
	// French: "prio haute", "projet X"
	{lazy(`(?i)\bprio(?:rité|rite)?\s+haute\b`), "high priority", nil},
	{lazy(`(?i)\bprio(?:rité|rite)?\s+basse\b`), "low priority", nil},
	{lazy(`(?i),\s*projet\s+([^,]+?)\s*[.!]*$`), ", in the $1 project", nil},
	// "done: butter for the stall; price cards"
	{lazy(`(?i)^(\s*)(?:done|finished|completed|fait|fini)\s*:\s*([^;,]+?)\s*;\s*(?:and\s+)?([^;,]+?)\s*[.!]*$`), "${1}mark $2 done. mark $3 done", nil},
	{lazy(`(?i)^(\s*)(?:done|finished|completed|fait|fini)\s*:\s*([^;,]+?)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "hire counter staff — make it due 20/1 and add label urgent"
	{lazy(`(?i)^(\s*)([^,—–]+?)\s*(?:,|[—–]+)\s*make\s+it\s+due\s+`), "${1}move $2 to ", lazy(`(?i)^\s*(?:add|create|new|remind|put)\b`)},
	{lazy(`(?i)^(\s*)([^—–,]+?)\s*[—–]+\s*((?:make|move|set|change|push)\s+it)\b`), "${1}$2, $3", nil},
	{lazy(`(?i)\band\s+add\s+(?:the\s+|a\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "and tag it $1", nil},
	// "which tasks in Boutique Mile End are high priority?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+tasks\s+in\s+(?:the\s+)?(.+?)(?:\s+project)?\s+are\s+(high|low|urgent)\s+priority\s*\?*$`), "${1}show the $3 priority tasks in the $2 project", nil},
	// "move the weekly dough prep from friday to thursday 15h": the series
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:move|change|switch|shift)\s+the\s+(?:weekly|recurring|repeating)\s+(.+?)\s+from\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?((?:\s+(?:at\s+)?\S+)?)\s*[.!]*$`), "${1}change the $2 to repeat every $3$4", nil},
	// trial 319, in our own words
	// "I'd be obliged if you would …"
	{lazy(`(?i)^(\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi)[.!,]\s*)?)i'?d\s+be\s+(?:much\s+|most\s+|very\s+)?obliged\s+if\s+you\s+(?:would|could)\s+`), "${1}please ", nil},
	// "put down that Margaret has her cardiology appointment … on D"
	{lazy(`(?i)^(\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi)[.!,]\s*)?)(?:please\s+|kindly\s+)?(?:put|write|note|jot)\s+down\s+that\s+(\p{Lu}\p{L}+)\s+(?:also\s+)?has\s+(?:her|his|their)\s+(.+?\b(?:on|at|this|next|tomorrow)\b.+)$`), "${1}add $2's $3", nil},
	{lazy(`(?i)^(\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi)[.!,]\s*)?)(?:please\s+|kindly\s+)?(?:put|write|jot)\s+down\s+that\s+(?:the\s+)?(.+?)\s+meets\s+(every\s+[^.]+?)\s*[.!](?:\s.*)?$`), "${1}add $2 meeting $3", nil},
	// "Under the Equipment Sale project please put down three things: …"
	{lazy(`(?i)^(\s*)under\s+(?:the\s+|my\s+)?(.+?\s+project)\s*,?\s*(?:please\s+|kindly\s+)?(?:put\s+down|add|put\s+in|note\s+down|write\s+down)\s+(?:(?:these\s+|the\s+following\s+)?(?:two|three|four|five|\d+|a\s+few|some)\s+)?(?:things|tasks|items|jobs)?\s*:\s*`), "${1}add to the $2: ", nil},
	// "…, he is interested. Do it Thursday."
	{lazy(`(?i),\s*(?:he|she|they)\s+(?:is|are|was|were|'s|'re)\s+(?:interested|keen|waiting|expecting\s+it)\b[^.]*`), "", nil},
	{lazy(`(?i)^(.*?\S)\s*\.\s*(?:please\s+)?(?:do|schedule)\s+it\s+(?:for\s+|on\s+)?((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s*[.!]*$`), "$1 $2", lazy(`(?i)\?`)},
	// "Oh, and I took the pictures of the tractor yesterday. That one is
	// done too." — see doneThenTick
	// "Pastor Jim asked me to count the offering on D. Put that in the
	// church project and tag it church."
	{lazy(`(?i)^(\s*)(?:\p{Lu}\p{L}*\.?\s+)+asked\s+me\s+to\s+(.+?)\s*\.\s*(?:please\s+)?put\s+(?:that|it)\s+in\s+(?:the\s+)?(.+?\s+project)(\s+and\s+.+?)?\s*[.!]*$`), "${1}add $2 to the $3$4", nil},
	// "The cardiology appointment got moved. It is now Thursday the 17th,
	// same time."
	{lazy(`(?i)^(\s*)(the\s+.+?)\s+(?:got|was|has\s+been)\s+(?:moved|changed|rescheduled|pushed)\s*\.\s*(?:it\s+is|it'?s)\s+now\s+(?:on\s+)?(.+?)(?:\s*,\s*same\s+time)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "… before my birthday, which is January 30th."
	{lazy(`(?i)\s+(?:before|by)\s+(?:my|his|her|their|the)\s+[\p{L}' ]+?,\s*which\s+is\s+(?:on\s+)?(.+?)\s*[.!]*$`), " by $1", lazy(`(?i)\b(?:days?|weeks?|hours?|months?)\s+before\b`)},
	// "Mark calling Dale as done and mark the tractor sold milestone as
	// done too."
	{lazy(`(?i)^(\s*mark\s+.+?)\s+(?:as\s+)?done\s+and\s+(?:also\s+)?(mark\s+.+?)\s+(?:as\s+)?done(?:\s+too|\s+as\s+well)?\s*[.!]*$`), "$1 done. $2 done", nil},
	// "Everything that was due on Tuesday the 15th that is not done yet,
	// move it to Monday the 21st."
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the\s+tasks)?)\s+(?:that\s+(?:was|is|were)\s+)?due\s+(?:on\s+)?(.+?)\s+(?:that\s+(?:is|are)\s+|which\s+(?:is|are)\s+)?(?:not\s+done(?:\s+yet)?|still\s+open|open)\s*,\s*(?:please\s+)?(?:move|push|shift)\s+(?:it|them)\s+(?:to|till|until)\s+(.+?)\s*[.!]*$`), "${1}move everything due $2 to $3", nil},
	// "St. Paul's": the dot of a short title is no sentence's end
	{lazy(`\b(St|Mt|Ft)\.\s+(\p{Lu})`), "$1 $2", nil},
	// the closing trio (320–322), in our own words
	// "…, needs doing by 18.12."
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind\s+me|put\s+down|note\s+down)\b.*?)\s*,\s*(?:it\s+)?needs\s+(?:doing|to\s+be\s+done|done)\s+(by|before|on)\s+`), "$1 $2 ", nil},
	// "change the permits milestone to feb 15 the city is backed up"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|move|push|shift)\s+.+?\s+to\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\s+(?:the|my|our|he|she|they|it|we)\s+(?:\S+\s+){0,2}?(?:is|are|was|were|got|has|have)\b.*$`), "$1", nil},
	// "every monday morning i need to check the tyres put that in"
	{lazy(`(?i)^(\s*)(every\s+\S+(?:\s+(?:morning|afternoon|evening|night))?)\s+(?:i\s+need\s+to|i\s+have\s+to|i\s+must|i\s+gotta|i\s+got\s+to)\s+([^,.]+?)(?:\s*,?\s+(?:put|add)\s+(?:that|it)\s+(?:in|down))?\s*[.!]*$`), "${1}add $3 $2", lazy(`(?i)\bremind\s+me\b`)},
	// "…, please make repeat task": said already by "every Sunday"
	{lazy(`(?i)\s*,?\s*(?:please\s+)?(?:make|set|put)\s+(?:it\s+)?(?:a\s+|as\s+a\s+)?(?:repeat|repeating|recurring)\s+(?:task|reminder)\s*[.!]*$`), "", lazy(`(?i)^\s*(?:please\s+)?(?:make|set|put)\b`)},
	// "Is it correct that the draft task is due on 20 January?"
	{lazy(`(?i)^(\s*)is\s+it\s+(?:correct|right|true)\s+that\s+i\s+have\s+nothing\s+(?:due\s+)?(on|for)\s+(.+?)\s*\?*$`), "${1}what's due $2 $3?", nil},
	{lazy(`(?i)^(\s*)is\s+it\s+(?:correct|right|true)\s+that\s+(?:the\s+|my\s+)?(.+?)\s+(?:is|was)\s+(?:now\s+)?(?:due\s+)?(?:on|at|for)\s+[^,?]+?(?:\s*,\s*(according\s+to\s+my\s+.+?))?\s*\?*$`), "${1}$4 when is the $2?", nil},
	// "What is the deadline for the conference abstract in my notes?"
	{lazy(`(?i)^(\s*)((?:what|when|where|who|which|how)\b.+?)\s+(?:in|from)\s+my\s+notes?\s*\?*$`), "${1}according to my notes, $2?", nil},
	// "Deadline of Thesis Chapter 3 project is moved to 7/2, please change."
	{lazy(`(?i)^(\s*)(?:the\s+)?deadline\s+(?:of|for)\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:is|was|has\s+been|got)\s+(?:moved|changed|pushed|postponed|put\s+back)\s+to\s+([^,]+?)\s*(?:,\s*(?:please\s+)?(?:change|update)(?:\s+it)?)?\s*[.!]*$`), "${1}move the deadline of the $2 project to $3", nil},
	// the last trio (323–325), in our own words
	// "Knitting circle has moved to Wednesdays from now on, could you change it"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:has\s+moved|moved|is\s+moving|has\s+changed|has\s+gone)\s+to\s+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*?)s?\s+from\s+now\s+on\s*(?:,?\s*(?:so\s+)?(?:could|can|would)\s+you\s+(?:please\s+)?(?:change|update|fix)\s+(?:it|that)(?:\s+please)?)?\s*[.!?]*$`), "${1}change $2 to repeat every $3", nil},
	// "Ach no, I didnae post it after all, it's still in my handbag! Can
	// you put it back please"
	{lazy(`(?i)^\s*(?:(?:ach|och|oh|ah|aw)[\s,!]+)?(?:no[\s,!]+)?i\s+(?:didnae|didn'?t|didnt|did\s+not|never)\s+\p{L}+\s+(?:it|that|them)\b.*?(?:can|could|would)\s+you\s+(?:please\s+)?put\s+(?:it|that|them)\s+back(?:\s+on\s+(?:the|my)\s+list)?(?:\s+please)?\s*[?.!]*$`), "reopen it", nil},
	// "make a new project X, has to be done by D", "also a project X,
	// deadline D"
	{lazy(`(?i)^(\s*)(?:make|start)\s+(?:a\s+)?new\s+project\s+`), "${1}create a project ", nil},
	{lazy(`(?i)^(\s*)(?:also|and|plus)\s+a\s+(?:new\s+)?project\s+([^,]+?)\s*,\s*(deadline|due)\b`), "${1}create a project $2, $3", nil},
	// "Please tag the cardiology one with \"Donald\" so I can find …"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+.+?)\s+so\s+(?:that\s+)?(?:i|we)\s+can\b.*$`), "$1", nil},
	// "I want to start a wee project called …"
	{lazy(`(?i)\b(a)\s+wee\s+(project)\b`), "$1 $2", nil},
	// "Set the food bank tasks to low priority, they're no urgent"
	{lazy(`(?i)(\b(?:high|low|normal|medium|urgent)\s+priority)\s*,\s*(?:they'?re|they\s+are|it'?s|it\s+is)\s+(?:no|not|nae)\s+(?:urgent|important|pressing)\b.*$`), "$1", nil},
	// "mark home visit protocol done, and the module 4 quiz"
	{lazy(`(?i)^(\s*(?:please\s+)?mark\s+.+?\s+(?:as\s+)?(?:done|complete|completed|finished))\s*,\s+and\s+(?:also\s+)?(.+?)(?:\s+too|\s+as\s+well)?\s*[.!]*$`), "$1. mark $2 done", lazy(`(?i),\s+and\s+(?:also\s+)?(?:add|create|remind|make|put|move|set|book|schedule|push|delete)\b|\b(?:too|as\s+well)\s*[.!]*$`)},
	// "nursery deposit milestone push to 15 Jan pls, they emailed"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,]+?\s+milestone)\s*,?\s+(?:push|move|shift)\s+(?:it\s+)?(?:to|till)\s+([^,]+?)(?:\s+(?:pls|please))?(?:\s*,.*)?$`), "${1}move the $2 to $3", nil},
	// "its gonna rain all day friday, move everything due friday to monday"
	{lazy(`(?i)^\s*(?:it'?s|its|it\s+is)\s+(?:gonna|going\s+to)\s+[^,]+,\s*((?:please\s+)?(?:move|push|shift)\s+(?:everything|all)\b.*)$`), "$1", nil},
	// "put that permit call in the brickell project and make it high
	// priority": the task the user has
	{lazy(`(?i)^(\s*)put\s+that\s+(.+?)\s+in(?:to)?\s+the\s+(.+?\s+project)(\s+and\s+.+)?$`), "${1}move the $2 to the $3$4", nil},
}

// dayThenVerb: "Tomorrow must I call Henrik about the contract, at
// 09:30" — the day first, the verb after the subject (Scandinavian word
// order).
var dayThenVerb = lazy(`(?i)^\s*(tomorrow|today|tonight|on\s+\p{L}+day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+\p{L}+)\s+(?:must|should|shall|have\s+to|need\s+to)\s+(?:i|we)\s+(.+?)\s*,?\s*(at\s+\S+)?\s*[.!]*$`)

// dashList: "add these: - a - b - c", a list said inline with dashes
// (groups: the head up to its colon, the items).
var dashList = lazy(`(?i)^(\s*(?:please\s+)?add\b[^:]*:)\s*[-–—•*]\s+(.+)$`)

// dashItem: the dash between two items of a dashList.
var dashItem = lazy(`\s+[-–—•*]\s+`)

// doneThenTick: "I have rung the removal company, tick that off. Also the
// safeguarding policy is done." (groups: the verb, its object, a second
// thing said done).
var doneThenTick = lazy(`(?i)^\s*i\s*(?:have|'ve)\s+([a-z]+)\s+((?:the|my|our|a|an|his|her|their)\s+.+?)\s*(?:,\s*|\s+so\s+)(?:so\s+)?(?:you\s+can\s+|please\s+)?(?:tick|mark|cross)\s+(?:that|it)\s+(?:off|done|as\s+done)\s*[.!]*(?:\s*(?:also|and|plus)\s+(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:done|finished|sorted|complete|completed)\s*[.!]*)?$`)

// didThenDone: "Oh, and I took the pictures of the tractor yesterday.
// That one is done too." (groups: the verb, its object).
var didThenDone = lazy(`(?i)^\s*(?:oh,?\s+)?(?:and\s+)?i\s+([a-z]+)\s+((?:the|my|our|a|an)\s+.+?)(?:\s+(?:yesterday|today|this\s+morning|last\s+night|earlier))?\s*\.\s*(?:so\s+)?(?:that\s+one|that|it)\s+(?:is|'s)\s+(?:done|finished|sorted)(?:\s+too|\s+as\s+well|\s+now)?\s*[.!]*$`)

// bothDone: "Brunner report is finished. Meier plan also. Mark both done."
var bothDone = lazy(`(?i)^(\s*)(.+?)\s+(?:is|are)\s+(?:finished|done|complete|completed|sorted)\s*\.\s*(.+?)\s+(?:also|too|as\s+well)\s*\.\s*(?:please\s+)?(?:mark|tick)\s+(?:both|them(?:\s+both)?|the\s+two)(?:\s+(?:as\s+)?(?:done|complete|completed|off))?\s*[.!]*$`)

// stop42Rewritten is text with stop42Rewrites applied.
func stop42Rewritten(text string) string {
	if m := doneThenTick.FindStringSubmatch(text); m != nil {
		if base, ok := pastVerb(asciiLower(m[1])); ok && base != asciiLower(m[1]) {
			text = "mark " + base + " " + m[2] + " done"
			if m[3] != "" {
				text += ". mark " + m[3] + " done"
			}
		}
	}
	text = bothDone.ReplaceAllString(text, "${1}mark $2 done. mark $3 done")
	if m := didThenDone.FindStringSubmatch(text); m != nil {
		if base, ok := pastVerb(asciiLower(m[1])); ok && base != asciiLower(m[1]) {
			text = "mark " + base + " " + m[2] + " done"
		}
	}
	if m := dayThenVerb.FindStringSubmatch(text); m != nil {
		text = strings.TrimSpace("add " + m[2] + " " + strings.ToLower(m[1]) + " " + m[3])
	}
	if m := dashList.FindStringSubmatch(text); m != nil && !strings.Contains(m[2], "\n") {
		// "add to Bloom: - pick photo style - write alt text - export
		// icons. all due friday": the items as a comma list
		if items := dashItem.get().Split(m[2], -1); len(items) >= 2 {
			text = m[1] + " " + strings.Join(items, ", ")
		}
	}
	return applyGuarded(text, stop42Rewrites)
}

// windowSaid: a span of days said in a question ("… this week?").
var windowSaid = lazy(`(?i)\b(this\s+week|next\s+week|this\s+weekend|next\s+weekend|today|tomorrow|overdue)\b`)

// windowAsked: a question about the tasks due in a span ("what tasks are
// due next week?"), read with no selection at all.
var windowAsked = lazy(`(?i)^\s*(?:what|which|show|list|any)\b[^?]*\bdue\s+(?:this\s+week|next\s+week|this\s+weekend|next\s+weekend|today|tomorrow)\b`)

// projectSaidIn: "… in the Mile End project".
var projectSaidIn = lazy(`(?i)\bin\s+(?:the\s+|my\s+)?([\p{L}\d][^,?.]*?)(?:\s+project\b|\s+(?:are|is|that|which)\s+(?:high|low|urgent|top)\b)`)

// queryWindow keeps the span of days a question about tasks of one
// priority, label or project — or about tasks with no selection at all
// ("what tasks are due next week?") — says ("what's the most urgent thing I have
// this week?" is the high-priority tasks due this week), when the rules
// read the priority and dropped the span. Any other plan is returned as
// it is.
func queryWindow(p plan.Plan, text string) plan.Plan {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "queryTasks" {
		return p
	}
	a := p.Steps[0].Args
	if a["priority"] == nil && a["tag"] == nil && a["project"] == nil && (len(a) > 0 || !windowAsked.MatchString(text)) {
		return p
	}
	for _, k := range []string{"filter", "day", "before", "from", "week", "since", "about"} {
		if v, ok := a[k]; ok && v != "" {
			return p
		}
	}
	if m := windowSaid.FindStringSubmatch(exclaimedLead.ReplaceAllString(text, "$1")); m != nil {
		a["filter"] = strings.Join(strings.Fields(asciiLower(m[1])), " ")
	}
	if m := projectSaidIn.FindStringSubmatch(text); m != nil && a["project"] == nil && a["priority"] != nil {
		a["project"] = strings.TrimSpace(m[1]) // "show the high priority tasks in the Mile End project"
	}
	return p
}

// correctionSaid: a change said as a correction of the last one.
var correctionSaid = lazy(`(?i)\b(?:instead|actually|rather|no\s+wait|sorry|i\s+meant|not\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th))\b`)

// bareMonthDay: a day of the month said alone ("the 24th").
var bareMonthDay = lazy(`(?i)^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$`)

// notMonthDay: the day of the month said wrong ("…, not the 1st").
var notMonthDay = lazy(`(?i)\bnot\s+(?:on\s+)?(the\s+\d{1,2}(?:st|nd|rd|th))\b`)

// sameMonthSaid marks a correcting move of a task to a bare day of the
// month ("make it the 24th instead" right after moving it to 20 January,
// "the supply cover should be the 13th, not the 12th") as that day of the
// task's own month (rescheduleTask
// sameMonth), not the next 24th from today.
func sameMonthSaid(text string, p plan.Plan) plan.Plan {
	if !correctionSaid.MatchString(text) {
		return p
	}
	for _, st := range p.Steps {
		to, _ := st.Args["to"].(string)
		if st.Tool == "rescheduleTask" && bareMonthDay.MatchString(strings.TrimSpace(to)) {
			st.Args["sameMonth"] = true
			if m := notMonthDay.FindStringSubmatch(text); m != nil {
				st.Args["from"] = m[1] // "…, not the 1st": a monthly rule's day may be what moves
			}
		}
	}
	return p
}

// quotedTitleKept drops the words a new task's place was said with
// (fileUnderSaid, added to the title when no project has that name) when
// the user quoted the title: "add \"submit the essay\" due fri, it's for
// uni" keeps the title as quoted.
func quotedTitleKept(p plan.Plan, said string) plan.Plan {
	for _, st := range p.Steps {
		t, _ := st.Args["title"].(string)
		if st.Tool == "createTask" && st.Args["fileUnderSaid"] != nil && t != "" && strings.Contains(said, `"`+t+`"`) {
			delete(st.Args, "fileUnderSaid")
		}
	}
	return p
}

// notesSaid: a message that says the answer is in the user's notes.
var notesSaid = lazy(`(?i)\b(?:according\s+to|in|from|per)\s+my\s+notes?\b|\bmy\s+notes?\s+say\b`)

// notesLead: "according to my notes," and the like, said before or after a
// question.
var notesLead = lazy(`(?i)^\s*(?:and\s+|also\s+)?(?:(?:according\s+to|in|from|per)\s+my\s+notes?\s*,?\s*)?|\s*,?\s*(?:according\s+to|in|from|per)\s+my\s+notes?\s*$`)

// askWord: a question's first word.
var askWord = lazy(`(?i)^(?:who|whom|whose|what|what's|which|when|where|how|is|are|was|were|do|does|did|can|could|will|should)\b`)

// itSubject: "it" as what a follow-on question asks about.
var itSubject = lazy(`(?i)\b(it)\b`)

// firstThing: the first thing a question names with "the" ("what time
// does the concert begin": "the concert").
var firstThing = lazy(`(?i)\b(?:the|my|our)\s+([\p{L}\d][\p{L}\d'-]*)`)

// notesQuestions reads a message of questions, each ending in "?", that
// says the answers are in the notes ("What time does the concert begin,
// according to my notes? And where is it?") as one askNotes per question,
// "it" in a later one standing for the thing the first named. Any other
// plan is returned as it is.
func notesQuestions(p plan.Plan, said string) plan.Plan {
	t := strings.TrimSpace(said)
	if !notesSaid.MatchString(t) || !strings.HasSuffix(t, "?") || strings.Count(t, "?") < 2 {
		return p
	}
	var qs []string
	for _, part := range strings.Split(strings.TrimSuffix(t, "?"), "?") {
		q := strings.TrimSpace(notesLead.ReplaceAllString(strings.TrimSpace(part), ""))
		if q == "" {
			continue
		}
		if !askWord.MatchString(q) {
			return p
		}
		qs = append(qs, q)
	}
	if len(qs) < 2 {
		return p
	}
	thing := ""
	if m := firstThing.FindStringSubmatch(qs[0]); m != nil {
		thing = m[0]
	}
	steps := []plan.Step{}
	for i, q := range qs {
		if i > 0 && thing != "" {
			q = itSubject.ReplaceAllString(q, thing)
		}
		steps = append(steps, plan.Step{Tool: "askNotes", Args: map[string]any{"question": q + "?"}})
	}
	return plan.Plan{Understood: true, Steps: steps}
}

// themAll: a reference to every task just made ("tag them all fair").
var themAll = map[string]bool{"them": true, "them all": true, "all of them": true, "both": true, "them both": true, "both of them": true,
	"each of them": true, "all three": true, "all four": true, "all 3": true, "all 4": true}

// themAllMade gives each task the plan makes the label, priority or day a
// later step says of "them all" ("add to art fair: a / b / c. tag them
// all fair"), in place of that step, which names no task. Any other plan
// is returned as it is.
func themAllMade(p plan.Plan) plan.Plan {
	var made []plan.Step
	keep := []plan.Step{}
	changed := false
	for _, st := range p.Steps {
		ref, _ := st.Args["task"].(string)
		if st.Tool == "createTask" {
			made = append(made, st)
		}
		if len(made) < 2 || !themAll[asciiLower(strings.TrimSpace(ref))] {
			keep = append(keep, st)
			continue
		}
		changed = true
		switch st.Tool {
		case "tagTask":
			tags := tagsOf(st.Args["tags"])
			if len(tags) == 0 {
				return p
			}
			for _, m := range made {
				m.Args["tags"] = append(append([]string{}, tagsOf(m.Args["tags"])...), tags...)
			}
		case "setPriority":
			for _, m := range made {
				m.Args["priority"] = st.Args["priority"]
			}
		default:
			return p
		}
	}
	if changed {
		p.Steps = keep
	}
	return p
}

func init() {
	outOfScope = append(outOfScope,
		// "did Leeds win yesterday?", "who won the derby?": a result to
		// look up
		scopeRule{re(`^(?:did|have|has)\s+[\p{L}]{2}[\p{L}' .-]*?\s+(?:win|lose|draw|won|lost|drawn|beat|score)\b|^who\s+won\s+(?:the\s+)?(?:game|match|race|final|derby|league|cup)\b`),
			lookupReply, true, nil, notesAsked},
	)
}

// allBy: a day said of every item of a list ("… All before 1.5", "- all
// by friday").
var allBy = lazy(`(?i)(?:^|[\s.,;:–—-])(?:all|everything|each(?:\s+one)?|all\s+of\s+them|them\s+all|both|all\s+three|all\s+four)\s+(?:due\s+(?:by\s+|on\s+|for\s+)?|(?:needed\s+|done\s+)?(?:by|before|for|on|until|till)\s+)\S`)

// allDue gives every new task of a list the day a closing "all by D" says,
// which the rules read as the last item's alone. Any other plan is
// returned as it is.
func allDue(p plan.Plan, text string) plan.Plan {
	var made []plan.Step
	for _, st := range p.Steps {
		if st.Tool == "createTask" {
			made = append(made, st)
		}
	}
	if len(made) < 2 || !allBy.MatchString(text) {
		return p
	}
	last := made[len(made)-1]
	if n := len(p.Steps); p.Steps[n-1].Tool == "createTask" && allWord[strings.ToLower(strings.TrimSpace(argString(last.Args, "title")))] && last.Args["due"] != nil {
		// "…: a and b, both for next saturday": "both" said the day, and is
		// no item
		p.Steps = p.Steps[:n-1]
		made = made[:len(made)-1]
		for _, m := range made {
			if m.Args["due"] == nil {
				m.Args["due"] = last.Args["due"]
			}
		}
		return p
	}
	due, _ := last.Args["due"].(string)
	if due == "" {
		return p
	}
	for _, m := range made[:len(made)-1] {
		if m.Args["due"] != nil {
			return p // each said with its own
		}
	}
	for _, m := range made[:len(made)-1] {
		m.Args["due"] = due
	}
	return p
}

// milestoneSpan: the span a question about milestones says ("… coming in
// january", "in the next 30 days", "next month").
var milestoneSpan = lazy(`(?i)\bmilestones?\b.*?\b(?:in|during|within|for)?\s*(?:the\s+)?(next\s+\d+\s+(?:days?|weeks?)|january|february|march|april|may|june|july|august|september|october|november|december|next\s+week|this\s+week|next\s+month|this\s+month)\b`)

// milestonesWithin keeps the span a question about every project's
// milestones says (listMilestones within), which the rules drop. Any other
// plan is returned as it is.
func milestonesWithin(p plan.Plan, said string) plan.Plan {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "listMilestones" || p.Steps[0].Args["project"] != nil {
		return p
	}
	if thisAndNextWeek.MatchString(said) {
		// "… this week and next week?": the fortnight from today
		if p.Steps[0].Args == nil {
			p.Steps[0].Args = map[string]any{}
		}
		p.Steps[0].Args["within"] = "next 14 days"
		return p
	}
	if m := milestoneSpan.FindStringSubmatch(said); m != nil {
		if p.Steps[0].Args == nil {
			p.Steps[0].Args = map[string]any{}
		}
		p.Steps[0].Args["within"] = strings.Join(strings.Fields(asciiLower(m[1])), " ")
	}
	return p
}

// thisAndNextWeek: "this week and next week" said as one span.
var thisAndNextWeek = lazy(`(?i)\bthis\s+(?:wk|week)\s+(?:and|&|\+|or)\s+next(?:\s+(?:wk|week))?\b`)

// noteHead: the words before a colon that say a note follows ("save a note
// called X", "note for the flat", "make a note").
var noteHead = lazy(`(?i)\bnote\b`)

// requestInNote: a request said inside dictated text, which is its own
// step ("… also remind me to …").
var requestInNote = lazy(`(?i)\b(?:remind\s+me|add\s+(?:a\s+)?task|(?:also|and)\s+add|put\s+(?:it|that)\s+on\s+my\s+list|create\s+a\s+task)\b`)

// noteBodyVerbatim puts back, word for word, the body of a note the user
// dictated after a colon ("Note for the flat: … on 20.12. at 10:00. …"),
// when the rewrites the rules read through changed it (a date normalised,
// a time cut): a note keeps what was said. The body is taken from the
// text after the first colon when it opens with the same words. Any other
// plan is returned as it is.
func noteBodyVerbatim(p plan.Plan, said string) plan.Plan {
	i := strings.Index(said, ":")
	if i < 0 {
		return p
	}
	orig := strings.TrimSpace(said[i+1:])
	if len(p.Steps) > 1 && p.Steps[0].Tool == "createNote" && noteHead.MatchString(said[:i]) && !requestInNote.MatchString(orig) {
		// "Please save a note called "Ideas": I want …, deadline is 20/2,
		// topic is …": every word after the colon is the note's, none a task
		if b, _ := p.Steps[0].Args["body"].(string); b != "" {
			if bw, ow := strings.Fields(asciiLower(b)), strings.Fields(asciiLower(orig)); len(bw) >= 2 && len(ow) >= 2 && bw[0] == ow[0] && bw[1] == ow[1] {
				p.Steps = p.Steps[:1]
				p.Steps[0].Args["body"] = orig
			}
		}
	}
	for _, st := range p.Steps {
		if st.Tool != "createNote" && st.Tool != "appendNote" {
			continue
		}
		for _, k := range []string{"body", "text"} {
			b, _ := st.Args[k].(string)
			if b == "" || b == orig || strings.Contains(said, b) {
				continue
			}
			if bw, ow := strings.Fields(asciiLower(b)), strings.Fields(asciiLower(orig)); len(bw) >= 2 && len(ow) >= 2 && bw[0] == ow[0] && bw[1] == ow[1] {
				st.Args[k] = orig
			}
		}
	}
	return p
}

// toReminders: "export today's tasks to my reminders", "send the overdue
// tasks to the reminders list" (group: which tasks).
var toReminders = lazy(`(?i)^\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:export|send|push|copy|put|add|sync)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?(today'?s?|tomorrow'?s?|overdue|upcoming|all|open)?\s*(?:open\s+)?tasks\s+(?:for\s+today\s+)?(?:to|into|in|onto)\s+(?:my\s+|the\s+)?reminders?(?:\s+list|\s+app)?\s*[.!?]*$`)

// remindersExport reads toReminders as exportToReminders (a CalDAV task
// list; the tool exists when a calendar is set up, and asks for approval).
func remindersExport(text string) (plan.Plan, bool) {
	m := toReminders.FindStringSubmatch(text)
	if m == nil {
		return plan.Plan{}, false
	}
	which := strings.TrimSuffix(strings.TrimSuffix(asciiLower(m[1]), "s"), "'")
	switch which {
	case "today", "overdue", "upcoming", "all":
	case "tomorrow":
		which = "upcoming"
	default:
		which = "all"
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "exportToReminders", Args: map[string]any{"which": which}}}}, true
}
