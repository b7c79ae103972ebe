package grammar

import "strings"

// stop40Rewrites are the families of phrasings stop 39's leftovers and
// trials 251–253 brought, each said in our own words; they run before
// stop39Rewrites. The user's own words for titles and names are kept; only
// the frame around them changes.
var stop40Rewrites = []guardedRewrite{
	// "make the task call Jerzy about the tyres, tomorrow 9am": a new task
	// asked for with "make", not a change to one
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+)?)(?:make|do|write)\s+(?:a\s+|the\s+|one\s+)?(?:new\s+)?(?:task|to-?do|todo)\s*(?:to\s+|for\s+me\s+(?:to\s+)?|called\s+|named\s+|:\s*|-\s*)?`), "${1}add ",
		lazy(`(?i)^\s*(?:please\s+|pls\s+|kindly\s+)?(?:make|do|put|write)\s+(?:a\s+|the\s+|one\s+)?(?:new\s+)?(?:task|to-?do|todo)\s*(?:$|[.!?]|(?:high|low|medium|normal|urgent|top|due|done|complete|completed|finished|repeat|repeating|recurring|priority|a\s+priority|more|less|p[1-4]|for\s+(?:today|tomorrow|tonight|next|this|mon|tue|wed|thu|fri|sat|sun)|in\s|into\s|under\s|on\s|that\s|which\s|about\s|at\s|from\s|out\s+of\s|of\s)\b)`)},
	// "…, also in truck maintenance": where the task just said goes
	{lazy(`(?i),\s*(?:and\s+)?also\s+(?:put\s+it\s+|file\s+it\s+)?(?:in|into|under)\s+(?:the\s+|my\s+)?([\p{L}\d][^,.;!?]*?)(?:\s+project)?\s*[.!]*$`), ", put it in the $1 project", nil},
	// "all soccer stuff put low priority": the set, then its priority
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:all|every)\s+(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d -]*?)\s+(?:stuff|things|tasks|ones|items|to-?dos)\s*,?\s*(?:please\s+)?(?:put|make|set|mark)\s+(?:them\s+|it\s+)?(?:to\s+|as\s+|on\s+|at\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority|\s+prio)?\s*[.!]*$`), "${1}set all $2 tasks to $3 priority", nil},
	// "make everything on Thursday high priority": the set of a day's
	// tasks is what is due that day
	{lazy(`(?i)\b(everything|all\s+(?:of\s+)?(?:my\s+|the\s+)?(?:tasks|things|stuff))\s+(?:on|for)\s+((?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th))\b`), "$1 due $2", nil},
	// "everything due this coming week and not done yet": a set is of
	// open tasks already; "this coming week" is this week
	{lazy(`(?i)^(\s*(?:(?:please\s+)?(?:make|set|mark|move|push)\s+)?(?:everything|all)\b[^,]*?)\s+and\s+(?:is\s+|are\s+)?not\s+(?:yet\s+)?(?:done|finished|complete|completed)(?:\s+yet)?\b`), "$1", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:(?:make|set|mark|move|push|shift)\s+)?(?:everything|all)\b[^,]*?\bdue\s+)(?:this|the)\s+coming\s+week\b`), "${1}this week", nil},
	// "give me short summary what is open in all projects": the projects
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:give|show|send|tell)\s+(?:me\s+)?(?:a\s+|the\s+)?(?:short\s+|quick\s+|brief\s+|small\s+)?(?:summary|overview|rundown|status)\s+(?:of\s+|on\s+)?(?:what(?:'s|\s+is)\s+(?:open|pending|left|going\s+on)\s+(?:in|on|across)\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?projects\b[^,.;]*[.!?]*$`), "${1}show my projects", nil},
	// "which things have I got with the health label?": the label's tasks
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:things|tasks|items|stuff|to-?dos)\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|are\s+there|are)\s+(?:with|under)\s+(?:the\s+)?(?:(?:label|tag)\s+@?([\p{L}\d_-]+)|@?([\p{L}\d_-]+)\s+(?:label|tag))\s*[?.!]*$`), "${1}what tasks are tagged $2$3", nil},
	// "X is high prio, we have to do it before december 31": its day too
	{lazy(`(?i),\s*(?:as\s+|because\s+|since\s+)?(?:we|i)\s+(?:have|need|got|must)\s+(?:to\s+)?(?:do|finish|get|sort)\s+(?:it|this|that|them)?\s*(?:done\s+|sorted\s+)?(?:before|by)\s+(\S.*?)\s*[.!]*$`), ", and make it due by $1", nil},
	// "…, it is quite important": high priority
	{lazy(`(?i),\s*(?:as\s+)?(?:it|this|that)(?:'s|\s+is)\s+(?:quite\s+|very\s+|really\s+|rather\s+|pretty\s+|super\s+)?(?:important|urgent|a\s+priority)\b(?:\s+to\s+me)?\s*[.!]*$`), ", high priority", nil},
	// "…, put that down as health too please": its label
	{lazy(`(?i),\s*(?:and\s+)?(?:please\s+)?(?:put|file)\s+(?:that|it|this)\s+(?:down\s+)?as\s+([\p{L}][\p{L}\d_-]*)(?:\s+too|\s+as\s+well|\s+also)?(?:\s+please)?\s*[.!]*$`), ", label it $1", nil},
	// "I have rung Morag about the raffle so you can tick that off": the
	// report is the request
	{lazy(`(?i)^(\s*(?:i|we)\s+.+?)\s*,?\s+so\s+(?:you\s+(?:can|could|may)\s+|please\s+|pls\s+)?(?:tick|mark|cross|check|strike)\s+(?:that|it|this|them)\s+off(?:\s+(?:now|please|the\s+list|my\s+list))*\s*[.!]*$`), "$1", nil},
	// "I managed to get the messages this morning so that one is done"
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:finally\s+)?(?:managed|got\s+round|got\s+around)\s+to\s+(.+?)(?:\s+(?:today|this\s+morning|this\s+afternoon|this\s+evening|yesterday|earlier|at\s+last))?\s*,?\s+(?:so\s+)?(?:that\s+one|that|it|this)\s+(?:is|'s)\s+(?:done|finished|sorted|complete)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "…, close it" after a report: done
	{lazy(`(?i),\s*(?:so\s+)?(?:please\s+|kindly\s+)?close\s+(?:it|that|this)(?:\s+out)?(?:\s+please)?\s*[.!]*$`), ", mark it done", lazy(`(?i)\bproject\b`)},
	// "show me what I have tomorrow": what is due that day
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?)show\s+me\s+what\s+(?:i\s+have|i've\s+got|i\s+got|i\s+need\s+to\s+do|i\s+have\s+to\s+do)\s+`), "${1}what do I have ", nil},
	// "what all is due", "which all documents": "all" after a question word
	{lazy(`(?i)^(\s*)(what|which|who|where)\s+all\b`), "$1$2", nil},
	// "give me a list of everything that is overdue": the overdue tasks
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?)(?:give|send|get|make)\s+(?:me\s+)?(?:a\s+)?list\s+of\s+(?:everything|all\s+(?:the\s+)?(?:tasks|things))\s+(?:that\s+(?:is|are)\s+|that's\s+)?(overdue|late|due\s+today|due\s+tomorrow|due\s+this\s+week|done|finished|open)\b`), "${1}show me my $2 tasks", nil},
	// "what is still to be done for the Garden Open Day?": the project's
	// open tasks
	{lazy(`(?i)^(\s*)(?:what|which)(?:'s|\s+is|\s+are|\s+things\s+are)\s+(?:still\s+)?(?:to\s+be\s+done|left\s+to\s+do|left\s+to\s+be\s+done|still\s+to\s+do|outstanding|remaining|pending|still\s+open)\s+(?:for|in|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project", nil},
	// "how many tasks are pending in the seattle trip?": that project
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:are\s+|do\s+i\s+have\s+)?(?:still\s+)?(?:pending|open|left|remaining|outstanding)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project", lazy(`(?i)\bin\s+total\b|\boverall\b|\baltogether\b`)},
	// "Prof Mehta wants chapter 3 preponed, kindly move it to thursday":
	// the thing named is what moves
	{lazy(`(?i)^\s*(?:[\p{L}.]+\s+){1,3}(?:wants|wanted|needs|asked\s+for|asked\s+to\s+have)\s+(?:the\s+|my\s+)?(.+?)\s+(?:preponed|postponed|moved|pushed(?:\s+back)?|brought\s+forward|done\s+earlier|done\s+later|earlier|later)\s*,\s*(?:so\s+)?(?:please\s+|kindly\s+|pls\s+)?(move|push|shift|bring|put|prepone|reschedule)\s+(?:it|that)\s+`), "$2 $1 ", nil},
	// "visa application submitted!! mark that milestone complete": the
	// milestone named before what happened to it
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:is\s+|was\s+|got\s+|has\s+been\s+)?(?:submitted|done|finished|sent|approved|completed|booked|received|signed|reached|passed)\s*[!.]*\s*,?\s*(?:please\s+|kindly\s+)?(?:mark|tick|set|close)\s+(?:that|the|this)\s+milestone\s+(?:as\s+|off\s+as\s+)?(?:complete|completed|done|finished|reached)?(?:\s+please)?\s*[.!]*$`), "mark the $1 milestone done", nil},
	// "Every Tuesday I water the polytunnel, would you put that in as a
	// repeating thing please": the chore, and when it repeats
	{lazy(`(?i)^(\s*)(every\s+[^,]+?|each\s+[^,]+?)\s+(?:i|we)\s+(?:have\s+to\s+|need\s+to\s+|must\s+)?([^,]+?)\s*,\s*(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+)?(?:put|set|add|enter|make)\s+(?:that|it|this)\s+(?:in|down|up)?\s*(?:as\s+)?(?:a\s+)?(?:repeating|recurring|regular|weekly|daily|monthly)\s*(?:thing|task|item|reminder|one|to-?do)?(?:\s+please|\s+for\s+me)*\s*[.!?]*$`), "${1}add $3 $2", nil},
	// "I am on the church flower rota for Sunday the 20th, please put
	// that down with the label church": the rota is the thing
	{lazy(`(?i)^(\s*)(?:i\s+am|i'm|im)\s+on\s+(?:the\s+)?(.+?\s+(?:rota|roster|duty|shift|schedule))\s+(for|on|this|next)\b`), "${1}add $2 $3", nil},
	// "remind me that I have my eye clinic appointment at …": the
	// appointment
	{lazy(`(?i)\bremind\s+me\s+(?:that|about\s+the\s+fact\s+that)\s+(?:i\s+have|i've\s+got|i\s+have\s+got|i\s+got)\s+(?:my\s+)([\p{L}])`), "add $1", nil},
	// "I have put some notes in for you. What did I write …": the remark
	// about the notes is no request
	{lazy(`(?i)^\s*(?:i\s+have|i've|i)\s+(?:just\s+)?(?:put|added|imported|uploaded|saved|loaded)\s+(?:some\s+|my\s+|a\s+few\s+)?notes(?:\s+in)?(?:\s+for\s+you)?\s*[.!,]+\s*`), "", nil},
}

// stop40Rewritten is text with stop40Rewrites applied, and a bare thing
// said before "make it high priority" made the thing the change is of.
func stop40Rewritten(text string) string {
	if parts := sentences(text); len(parts) > 1 && len(parts) <= 6 && !strings.Contains(text, "\n") {
		// "Thank you for all your help. Could you give me a list of …":
		// each sentence is rewritten as if said alone
		for i, p := range parts {
			parts[i] = stop40Rewritten(p)
		}
		return strings.Join(parts, " ")
	}
	text = applyGuarded(text, stop40Rewrites)
	if m := thingMakeIt.get().FindStringSubmatch(text); m != nil {
		if dc := cutDates(m[2]); dc.due == "" && dc.repeats == "" && !taskVerbs[asciiLower(firstWord(m[2]))] && !commandHead.get().MatchString(m[2]) && len(strings.Fields(m[2])) <= 6 {
			// "oil change make it high priority": the oil change is a task
			// already (no verb, no day: nothing to capture)
			text = m[1] + "make the " + m[2] + " " + m[3] + " priority"
		}
	}
	return text
}

// thingMakeIt: a bare thing, then "make it <level>" with no comma between.
var thingMakeIt = lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}\d][\p{L}\d' -]*?)\s+(?:please\s+)?make\s+it\s+(high|low|medium|normal|top|urgent)(?:\s+priority|\s+prio)?\s*[.!]*$`)

// commandHead: words that make a head a request of its own ("tag essay
// with uni and make it high priority").
var commandHead = lazy(`(?i)^(?:actually|no|oh|ok|okay|so|also|then|now|yes|sorry|wait|hmm|just|but|and|tag|label|move|set|mark|put|change|add|create|remind|schedule|push|rename|delete|remove|file|new|please)\b|\band\b|\bwith\b`)
