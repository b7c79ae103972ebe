package grammar

// stop37Rewrites are the families of phrasings stop 36's known misses and
// stop 37's trials said that the rules read wrongly, each rewritten into
// words the rules read, in our own words.
var stop37Rewrites = []guardedRewrite{
	// "whats the highest priority stuff ive got", "my most important
	// things": the tasks of high priority
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is|\s+are|\s+r)|show(?:\s+me)?|list|give\s+me|tell\s+me)\s+(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?(?:highest|top|most\s+important|most\s+urgent|biggest|high)[\s-]+(?:priority\s+|prio\s+)?(?:stuff|things|tasks|jobs|items|to-?dos|ones)(?:\s+(?:i'?ve\s+got|ive\s+got|i\s+have|i\s+got|on\s+my\s+(?:list|plate)|for\s+me|right\s+now|now|at\s+the\s+moment|atm))*\s*[?.!]*$`), "${1}show my high priority tasks", nil},
	// "how many overdue tasks have I got", "how many urgent things", "how
	// many open jobs": the tasks of that state counted
	{lazy(`(?i)^(\s*)how\s+many\s+(?:overdue|late)\s+(?:tasks|things|jobs|items|to-?dos)\b[^,.;]*[?.!]*$`), "${1}how many tasks are overdue", nil},
	{lazy(`(?i)^(\s*)how\s+many\s+(?:urgent|important|high[\s-]priority|top[\s-]priority|priority)\s+(?:tasks|things|jobs|items|to-?dos)\b[^,.;]*[?.!]*$`), "${1}show my high priority tasks", nil},
	{lazy(`(?i)^(\s*)how\s+many\s+(?:open|outstanding|pending|unfinished|undone|remaining)\s+(?:tasks|things|jobs|items|to-?dos)(?:\s+(?:do\s+i\s+(?:still\s+)?have|have\s+i\s+(?:still\s+)?got|are\s+there|are\s+left|left))?\s*[?.!]*$`), "${1}show my open tasks", nil},
	// "how many marathon things do I have": the tasks that mention it
	{lazy(`(?i)^(\s*)how\s+many\s+([\p{L}\d'-]+(?:\s+[\p{L}\d'-]+)?)\s+(?:things|tasks|jobs|items|to-?dos)\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+on\s+my\s+list|do\s+i\s+have\s+(?:on\s+my\s+list|left|open|to\s+do))\s*[?.!]*$`), "${1}what tasks mention $2",
		lazy(`(?i)^\s*how\s+many\s+(?:open|overdue|urgent|important|high|low|done|completed|finished|outstanding|pending|late|new|more|other|left|remaining|priority|high\s+priority|low\s+priority|of\s+my|of\s+the|undone|unfinished)\b`)},
	// "What repairs do I have on my list": the tasks that mention the
	// thing (the plural said as its singular)
	{lazy(`(?i)^(\s*)what\s+([\p{L}-]{3,}?)s\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+on\s+my\s+list|do\s+i\s+still\s+have)(?:\s+(?:on\s+my\s+(?:list|plate)|to\s+do|left|open|outstanding|pending))?\s*[?.!]*$`), "${1}what tasks mention $2",
		lazy(`(?i)^\s*what\s+(?:task|thing|job|item|to-?do|project|milestone|note|appointment|meeting|event|plan|deadline|reminder|label|tag|question|idea|option|choice|errand|chore)s\s`)},
	// "give me a quick summary of all my projects", "an overview of my
	// projects": the projects listed
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:give\s+me|show\s+me|i\s+(?:want|need|'d\s+like)|let\s+me\s+(?:see|have))\s+(?:a\s+|an\s+)?(?:quick\s+|short\s+|brief\s+|full\s+)?(?:summary|overview|rundown|round-?up|run\s+through)\s+(?:of\s+)?(?:all\s+)?(?:of\s+)?(?:my|the)\s+projects\b[^?]*[?.!]*$`), "${1}show my projects", nil},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:summari[sz]e|sum\s+up|recap)\s+(?:all\s+)?(?:of\s+)?(?:my|the)\s+projects\b[^?]*[?.!]*$`), "${1}show my projects", nil},
	// "hows the kitchen reno tracking?", "how's the bake sale coming
	// along": the project's status
	{lazy(`(?i)^(\s*)(?:how'?s|how\s+is|how\s+are)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:project\s+)?(?:tracking|going|coming\s+along|coming\s+on|looking|progressing|getting\s+on|shaping\s+up)(?:\s+(?:so\s+far|now|at\s+the\s+moment))?\s*[?.!]*$`), "${1}progress on $2",
		lazy(`(?i)^\s*(?:how'?s|how\s+is|how\s+are)\s+(?:it|you|u|things|everything|life|today|tomorrow|tonight|this\s+week|next\s+week|the\s+week|the\s+weather|my\s+(?:day|week|weekend|schedule|calendar|diary|agenda|morning|afternoon|evening|month|list|tasks)|the\s+(?:day|weekend|schedule|calendar|diary|agenda|month)|(?:all\s+)?(?:of\s+)?(?:my|the|our)\s+projects)\b`)},
	// "how are my projects coming along": the projects listed
	{lazy(`(?i)^(\s*)(?:how'?s|how\s+is|how\s+are)\s+(?:all\s+)?(?:of\s+)?(?:my|the|our)\s+projects\s+(?:tracking|going|coming\s+along|coming\s+on|looking|progressing|getting\s+on|shaping\s+up|doing)(?:\s+(?:so\s+far|now|at\s+the\s+moment))?\s*[?.!]*$`), "${1}show my projects", nil},
	// "BAS is due 28 feb, put that in and tag it tax": the thing to add
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?([^,]+?)\s+(?:is|are|'s)\s+due\s+([^,]+?)\s*,\s*(?:(?:can|could)\s+you\s+|please\s+)?(?:put|add|pop|stick|note|write|get)\s+(?:that|it|this)\s+(?:in|down|on|up|onto\s+my\s+list|on\s+my\s+list|on\s+the\s+list)(?:\s+(?:for\s+me|please))?\s*(?:(?:,|and)\s+(.+?))?\s*[.!]*$`), "${1}add $2 due $3, $4", nil},
	// "I want to create a project named "Garden shed". The deadline is 15
	// January.": a new project with its deadline
	{lazy(`(?i)^(\s*)(?:i(?:\s+want|\s+would\s+like|'d\s+like|\s+need)\s+to\s+|please\s+|can\s+you\s+|could\s+you\s+)?(?:create|make|start|set\s+up|add|open)\s+(?:a\s+)?(?:new\s+)?project\s+(?:named|called|titled)\s+["“'‘]?(.+?)["”'’]?\s*[.;,]\s*(?:the\s+|its\s+|it'?s\s+)?(?:deadline|due\s+date|end\s+date|target\s+date|finish\s+date)\s+(?:is|will\s+be|would\s+be|should\s+be|:)\s*(.+?)\s*[.!]*$`), "${1}new project $2 due $3", nil},
	// "Make the long run every Sunday instead of Saturday": its repeat
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|change|switch|move|set)\s+(?:the\s+|my\s+)?(.+?)\s+(?:to\s+)?((?:every|each)\s+\p{L}+(?:\s+(?:and|&)\s+\p{L}+)?)\s+instead(?:\s+of\s+(?:every\s+|each\s+)?\p{L}+)?\s*[.!]*$`), "${1}make the $2 repeat $3",
		lazy(`(?i)\b(?:to\s+be|so\s+that|so\s+it|repeats?|repeating|recurs?)\b`)},
	// "Every Tuesday and Thursday at 6am I do my tempo run, put that in as
	// a repeating thing": the thing, repeating then
	{lazy(`(?i)^(\s*)((?:every|each)\s+[^,]+?)\s+(?:i|we)\s+(?:do|have|go\s+to|go|take|run)\s+(?:my\s+|our\s+|the\s+)?([^,]+?)\s*,\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:put|add|pop|stick|set|save|note)\s+(?:that|it|this)(?:\s+(?:in|down|up|on))?\b.*$`), "${1}add $3 $2", nil},
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:do|have|go\s+to|take)\s+(?:my\s+|our\s+|the\s+)([^,]+?)\s+((?:every|each)\s+[^,]+?)\s*,\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:put|add|pop|stick|set|save|note)\s+(?:that|it|this)(?:\s+(?:in|down|up|on))?\b.*$`), "${1}add $2 $3", nil},
	// "New project: Bake sale! Milestones are flyers printed on the 10th
	// and …": the milestones after the project
	{lazy(`(?i)^(\s*)(?:(?:new|start\s+a|create\s+a|make\s+a|set\s+up\s+a)\s+(?:new\s+)?project|project)\s*:?\s*([^.!:;,]+?)\s*[.!;,]+\s*(?:the\s+|its\s+|it'?s\s+)?milestones?\s*(?:are\b|will\s+be\b|would\s+be\b|:)\s*:?\s*`), "${1}new project $2 with milestones ", nil},
}

// stop37Rewritten is text with stop37Rewrites applied.
func stop37Rewritten(text string) string { return applyGuarded(text, stop37Rewrites) }
