package grammar

// moreRewrites: families of trials 128–130 (texting nurses, courteous
// shopkeepers, Portuguese-first writers), each said the way the rules
// read it. As in learnerRewrites, the user's own words for titles and
// names are kept; only the frame around them changes.
var moreRewrites = []struct {
	re   *lazyRE
	with string
}{
	// texting shorthand: "w/out a date", "w/ dates", "b4 the 18th"
	{lazy(`(?i)\bw/o(?:ut)?\s+(a\s+|any\s+)?(date|dates|due\s+date|deadline)\b`), "without $1$2"},
	{lazy(`(?i)\bw/\s*(dates|due\s+dates|deadlines|no\s+date|no\s+dates)\b`), "with $1"},
	{lazy(`(?i)\bb4\s+(the\b|\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|next|end|christmas|xmas|noon|midday)`), "before $1"},
	// a word of thanks in another language before the request
	{lazy(`(?i)^(\s*)(?:obrigad[oa]|gracias|grazie|merci|danke|arigato|dziękuję|dziekuje|spasibo)\s*[!.,]*\s*`), "$1"},
	// "Last one:", "One more thing:" opening the request
	{lazy(`(?i)^(\s*)(?:(?:and\s+)?(?:the\s+)?last\s+(?:one|thing)|one\s+(?:more|last)\s+(?:thing|one)|next\s+one)\s*[:,-]\s*`), "$1"},
	// "put all 3 in a P project", "put both in …": the items just named
	{lazy(`(?i)^(\s*(?:please\s+)?(?:put|move|file|stick|pop)\s+)(?:all\s+(?:of\s+)?(?:the\s+)?(?:2|3|4|5|6|two|three|four|five|six)(?:\s+of\s+(?:them|these|those))?|(?:them|these|those)\s+(?:all|both))\s+(in|into|under|to|onto)\s+(?:a\s+(?:new\s+)?)?`), "${1}them $2 the "},
	// "…, put it under a half marathon project": a project said with "a"
	// is a new one, and the item goes in it
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?(?:put|file|stick|pop)\s+(?:it|this|that)\s+(?:under|in|into)\s+a\s+(?:new\s+)?([\w' -]+?)\s+project\s*$`), " in the $1 project"},
	// "add race day 15 march as a milestone in the P project"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put|create|make)\s+(.+?)\s+as\s+a\s+milestone\s+(?:in|to|for|of|on|under)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*$`), "${1}add a milestone $2 to the $3 project"},
	// "Create a project \"X\" and put the mock test inside it"
	{lazy(`(?i)(\band\s+)(?:put|move|place|file)\s+(.+?)\s+(?:inside|in|into|under)\s+(?:it|this|that|there)\s*$`), "${1}move $2 into it"},
	// "which tasks of the exam project I still have open?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs|items)\s+(?:of|in|from|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:(?:do\s+)?i\s+(?:still\s+)?(?:have|got)|are|is)\s+(?:still\s+)?(?:open|left|to\s+do|outstanding|pending|not\s+done)\s*(\??)$`), "${1}what's left in the $2 project$3"},
	// "how many tasks I have with high priority?", "how many high
	// priority things do I have": the tasks of that priority (counted)
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs|items)\s+(?:do\s+)?(?:i|we)\s+(?:have|got)\s+(?:with|of|at)\s+(high|low|top|urgent|normal|medium)\s+priority\s*(\??)$`), "${1}what are my $2 priority tasks$3"},
	{lazy(`(?i)^(\s*)how\s+many\s+(high|low|top|urgent|normal|medium)[\s-]priority\s+(?:tasks|things|jobs|items)\s+(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|are\s+there|(?:i|we)\s+have)(?:\s+(?:left|still|open|now))*\s*(\??)$`), "${1}what are my $2 priority tasks$3"},
	// "What high priority things have I still got to do?"
	{lazy(`(?i)^(\s*)(?:what|which)\s+((?:high|low|top)[\s-]priority|urgent|important)\s+(?:tasks|things|jobs|items)\s+(?:have\s+(?:i|we)\s+(?:still\s+)?got|do\s+(?:i|we)\s+(?:still\s+)?have|are\s+(?:still\s+)?(?:left|open))(?:\s+(?:still\s+)?(?:to\s+do|left|open|outstanding))?\s*(\??)$`), "${1}what are my $2 tasks$3"},
	// "everything due on friday in the freelance project, move to monday",
	// "move everything due on friday in P to monday": the project first
	{lazy(`(?i)^(\s*)everything\s+(.+?)\s*,\s*(?:please\s+)?(move|push|shift|postpone|bump)\s+(?:it\s+|them\s+|all\s+|it\s+all\s+|them\s+all\s+)?(to|until|till)\s+`), "$1$3 everything $2 $4 "},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|postpone|bump)\s+everything\s+)(due\s+(?:on\s+)?\S+)\s+(in\s+(?:the\s+|my\s+)?.+?\s+project)\s+(to|until|till)\s+`), "$1$3 $2 $4 "},
	// "everything in P that hasn't got a date yet, please set it for D"
	{lazy(`(?i)^(\s*)everything\s+(in\s+(?:the\s+|my\s+)?.+?)\s+(?:that|which)\s+(?:hasn'?t|has\s+not|doesn'?t|does\s+not|don'?t)\s+(?:got\s+|have\s+)?(?:a\s+)?(?:date|due\s+date|deadline)(?:\s+yet)?\s*,\s*(?:please\s+)?(?:set|give|put|make)\s+(?:it|them)\s+(?:for|to|on)?\s*`), "${1}set everything $2 without a date to "},
	{lazy(`(?i)^(\s*)everything\s+(in\s+(?:the\s+|my\s+)?.+?)\s+without\s+(?:a\s+)?(?:date|due\s+date|deadline)\s*,?\s*(?:please\s+)?(?:give|set|put)\s+(?:it|them)\s+(?:for|to|on)?\s*`), "${1}set everything $2 without a date to "},
	// "put that back as not done", "mark it as not done": reopen
	{lazy(`(?i)\b(?:put|set|mark|change|turn)\s+(it|that|this|them|the\s+[^,.;]+?)\s+(?:back\s+)?(?:as|to)\s+(?:not\s+(?:done|finished|complete|completed)|undone|open|incomplete|unfinished)\b`), "reopen $1"},
	// "actually not done yet, the crook snapped": the last one done is open
	{lazy(`(?i)^(\s*)(?:(?:actually|oh|oops|ops|wait|hmm)[,!\s]+)*(?:it'?s\s+|that'?s\s+|its\s+)?not\s+(?:done|finished)\s+(?:yet|after\s+all)\b[.!\s]*`), "${1}reopen it"},
	// "X! tick it off": said done, the report is the request
	{lazy(`(?i)^(\s*[^!.]+?)[!.]+\s+(?:tick|mark|check|cross)\s+(?:it|that)\s+(?:off|done|as\s+done)\b\s*`), "$1 "},
	// "Are there any tasks that are overdue, or that I've let slip?"
	{lazy(`(?i)^(\s*)(?:are\s+there\s+)?any\s+(?:tasks|things|jobs)\s+(?:that\s+are|which\s+are)\s+(overdue|late)\b[^?]*(\??)$`), "${1}what's $2$3"},
	// "Which projects have I got on the go, and how far along is each
	// one?": the list of projects shows each one's progress
	{lazy(`(?i)\s*,?\s*and\s+how\s+far\s+(?:along|on)\s+(?:is\s+each(?:\s+one)?|are\s+they|each\s+one\s+is|they\s+are)\s*(\??)$`), "$1"},
	// "give me a run-down of everything due before Christmas"
	{lazy(`(?i)^(\s*)(?:(?:finally|lastly|and|also|now|ok|okay)[,\s]+)*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:give|send|show|get)\s+me\s+(?:a\s+|the\s+)?(?:run-?down|rundown|summary|overview|list|round-?up)\s+of\s+(?:everything|all\s+(?:my\s+)?(?:tasks|things|jobs))\s+(?:that'?s\s+|which\s+is\s+)?due\b`), "${1}what's due"},
	// "the regression one, actually is on thursday not wednesday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:actually\s+)?(?:is|it'?s|its|will\s+be)\s+(?:actually\s+|now\s+)?(?:on\s+)?(\S+(?:\s+\S+)?)\s+(not|rather\s+than|instead\s+of)\s+`), "${1}move $2 to $3 $4 "},
	// "The staff rota — actually I'll do it on Thursday rather than Wednesday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,—–]+?)\s*(?:—|–|\s-|,|:)\s*(?:actually\s+|so\s+|but\s+)?(?:i'?ll|i\s+will|i'?m\s+going\s+to|i\s+want\s+to|i'?d\s+rather|let'?s)\s+(?:do|have|move|put|take)\s+(?:it|that|this|them)\s+(?:on\s+|to\s+|for\s+)?`), "${1}move $2 to "},
	// "pay the gym monthly fee on day 10, every month"
	{lazy(`(?i)\s+on\s+(?:the\s+)?day\s+(\d{1,2})\s*,?\s*(every\s+month|monthly)\b`), " $2 on day $1"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(1|21|31)\b`), "$1 on the ${2}st"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(2|22)\b`), "$1 on the ${2}nd"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(3|23)\b`), "$1 on the ${2}rd"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(\d{1,2})\b`), "$1 on the ${2}th"},
	// "add christmas stuff: a, b, c": a heading before a list of to-dos
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|new|put\s+down)\s+(?:some\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:stuff|things|bits|jobs|errands|to-?dos)\s*:\s*`), "${1}add these: "},
	// "Create a project Visa renewal, deadline 30 january": the project's
	// deadline is its milestone "Deadline"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|make|start|add|set\s+up|open|new)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?["“]?[^,"”]+?["”]?)\s*(?:,\s*(?:with\s+)?|\s+with\s+|\s*[-–—]\s*)(?:a\s+|the\s+)?(?:deadline|due\s+date)\s*(?:is\s+|of\s+|on\s+|by\s+|for\s+|:\s*)?([^,.;]+?)\s*[.!]?$`), "$1 and add a milestone Deadline on $2 to it"},
	// "delete the X milestone from the P project": the milestone by name
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|drop|cancel|complete|finish|tick\s+off|mark|rename|move|change|push)\s+(?:the\s+)?[^,.;]+?\s+milestone)\s+(?:from|in|of|within)\s+(?:the\s+|my\s+)?[^,.;]+?\s+project\b`), "$1"},
	// "a milestone of the order book closing": the milestone's name
	{lazy(`(?i)\b(milestone)\s+of\s+(the\s+)`), "$1 $2"},
	// "Put in the P project: a, b", "Add there: a, b": a list filed
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|place)\s+(?:in|into|to|under)\s+(?:that|this|the\s+same)\s+project\s*:\s*`), "${1}add these to that project: "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put)\s+(?:there|in\s+there|in\s+it|into\s+it)\s*:\s*`), "${1}add these to that project: "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|place)\s+(?:in|into|under)\s+(?:the\s+|my\s+)?(.+?)\s+project\s*:\s*`), "${1}add to the $2 project: "},
	// "X must be before 20 december, and is high priority": both said of X
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:must|should|needs?\s+to|has\s+to)\s+be\s+(?:done\s+|ready\s+|finished\s+)?(?:before|by)\s+([^,]+?),?\s+and\s+(?:is|it'?s|it\s+is)\s+(high|low|top|urgent)(?:\s+priority)?\s*[.!]?$`), "${1}move $2 to $3 and make it $4 priority"},
	// "The Tuesday order, could you move the time to 11 please": the thing
	// first, then its new time
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:move|change|push|put|set)\s+(?:the\s+)?(?:time|date|day)\s+(?:of\s+it\s+)?to\s+`), "${1}move $2 to "},
	// "… call it Shop Front Refurb please": the new project's name
	{lazy(`(?i)\bproject\s+(?:for|about|on)\s+(?:the\s+|my\s+|our\s+)?[^—–]+?\s*(?:—|–|,)\s*(?:[^—–]*?,\s*)?(?:(?:could|would|can)\s+you\s+)?(?:please\s+)?(?:call|name)\s+it\s+["“]?([^,—–"”.]+?)["”]?(?:\s+please)?\s*(?:—|–|,|\.|$)\s*`), "project called $1 "},
	// "Put label freelance in all the tasks of this project"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|apply|give|set)\s+(?:the\s+)?(?:label|tag)\s+@?([\w-]+)\s+(?:in|on|to|for|onto)\s+(all\b|every\b|each\b)`), "${1}add label $2 to $3"},
	// "all the tasks of this project": the tasks in it
	{lazy(`(?i)\b(all|every|each)\s+(?:of\s+)?(the\s+)?(tasks|things|jobs|items|todos|to-dos)\s+of\s+(the|this|that|my|our)\s+`), "$1 $2$3 in $4 "},
	// "label all the tasks in that project freelance"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:label|tag)\s+(all\s+(?:the\s+|of\s+the\s+)?(?:tasks|things|jobs|items)\s+(?:in|of|from|under)\s+.+?)\s+(?:as\s+|with\s+)?@?([\w-]+)$`), "${1}tag $2 with $3"},
	// "which documents do I need, according my notes?": where to look
	{lazy(`(?i)\s*,\s*(?:according\s+(?:to\s+)?|as\s+per\s+|from\s+|in\s+|based\s+on\s+)(?:my|the)\s+notes\s*(\??)\s*$`), "$1"},
	// "mark the egg order as done for this week": this time round
	{lazy(`(?i)\b(done|complete|completed|finished|ticked\s+off)\s+for\s+(?:this|the)\s+(?:week|month|time|fortnight)\b`), "$1"},
	// "I've done X at long last": no part of X
	{lazy(`(?i)\s+at\s+(?:long\s+)?last\b`), ""},
	// "X is confirmed for 14 december 11:30, update it": the thing's new time
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:is|has\s+been)\s+(?:now\s+)?(?:confirmed|booked|fixed|arranged|scheduled|set)\s+(?:for|on)\s+([^,]+?)\s*(?:,\s*(?:please\s+)?(?:update|change|move|fix)\s+(?:it|that|this)(?:\s+please)?)?\s*[.!]?$`), "${1}move $2 to $3"},
}

// moreRewritten is text by moreRewrites; PlanBy reads it first, so the
// classifier and the rules see the same request.
func moreRewritten(text string) string {
	for _, r := range moreRewrites {
		text = r.re.get().ReplaceAllString(text, r.with)
	}
	return text
}
