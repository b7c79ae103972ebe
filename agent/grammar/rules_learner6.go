package grammar

import (
	"strconv"
	"strings"

	"pace/tools"
)

// stop37Rewrites are the families of phrasings stop 36's known misses and
// stop 37's trials said that the rules read wrongly, each rewritten into
// words the rules read, in our own words.
var stop37Rewrites = []guardedRewrite{
	// "whats the highest priority stuff ive got", "my most important
	// things": the tasks of high priority
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is|\s+are|\s+r)|show(?:\s+me)?|list|give\s+me|tell\s+me)\s+(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?(?:highest|top|most\s+important|most\s+urgent|biggest|high)[\s-]+(?:priority\s+|prio\s+)?(?:stuff|things|tasks|jobs|items|to-?dos|ones|thing|task|job|item)(?:\s+(?:i'?ve\s+got|ive\s+got|i\s+have|i\s+got|on\s+my\s+(?:list|plate)|for\s+me|right\s+now|just\s+now|now|at\s+the\s+moment|atm|today))*\s*[?.!]*$`), "${1}show my high priority tasks", nil},
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
	// "the dutch homework must stop repeating after 17 dec, the course
	// ends then", "stop repeating the yoga after friday": the series ends
	{lazy(`(?i)^(\s*)(?:please\s+)?stop\s+(?:repeating|the\s+repeats?\s+(?:of|for|on))\s+(?:the\s+|my\s+)?(.+?)\s+(?:after|from|on)\s+([^,]+?)(?:\s*[,.;].*)?$`), "${1}make the $2 repeat until $3", nil},
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:must|should|can|needs?\s+to|has\s+to|will|is\s+to)\s+stop\s+repeating\s+(?:after|from|on)\s+([^,]+?)(?:\s*[,.;].*)?$`), "${1}make the $2 repeat until $3", nil},
	// "everything that has to do with the bake sale, …": the tasks in it
	{lazy(`(?i)\b(everything|all\s+(?:the\s+)?(?:tasks|things|jobs|stuff))\s+(?:that\s+(?:has|have)\s+to\s+do\s+with|(?:that\s+)?(?:has|have)\s+to\s+do\s+with|to\s+do\s+with|related\s+to|connected\s+(?:to|with))\s+`), "$1 in ", nil},
	// "everything due tuesday push it to wednesday", "everything tagged
	// dutch - push it out by a week", "everything in the bake sale, please
	// tag it church": the selection, then the change said of "it"
	{lazy(`(?i)^(\s*)(everything|all\s+(?:the\s+)?(?:tasks|things|jobs|stuff))\s+(?:that\s+(?:is|are|'s)\s+|which\s+(?:is|are)\s+)?((?:due|tagged|labell?ed|in|on|for|from|with)\b[^,.;!–—]*?)\s*(?:,|\s-+|–|—)?\s*(?:please\s+|can\s+you\s+|could\s+you\s+|just\s+|also\s+)?(tag|label)\s+(?:it|them|those|these|that|all\s+of\s+(?:it|them))\s+(?:with\s+|as\s+)?`), "${1}$4 $2 $3 with ", nil},
	{lazy(`(?i)^(\s*)(everything|all\s+(?:the\s+)?(?:tasks|things|jobs|stuff))\s+(?:that\s+(?:is|are|'s)\s+|which\s+(?:is|are)\s+)?((?:due|tagged|labell?ed|in|on|for|from|with)\b[^,.;!–—]*?)(?:\s*(?:\s-+|–|—))?\s+(?:please\s+|can\s+you\s+|could\s+you\s+|just\s+)?(move|push|shift|postpone|reschedule|put|change|mark|tick|delete|remove|set|make|complete|bump)\s+(?:it|them|those|these|that|all\s+of\s+(?:it|them))\s+`), "${1}$4 $2 $3 ", nil},
	// "push everything tagged dutch out by a week": back a week
	{lazy(`(?i)^(\s*(?:push|move|shift|put|bump)\s+(?:everything|all)\b[^,]*?)\s+out\s+(?:by\s+)?(a|one|two|three|four|\d+)\s+(weeks?|days?)\b`), "$1 back $2 $3", nil},
	// a reason said after the new day, with no comma ("… to wednesday
	// instead im away thursday", "… to wednesday ive got a late shift")
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|please|pls|and)\s+)*(?:move|push|shift|postpone|reschedule|change|put|set|make|bump)\b.*?\b(?:to|till|until|for|on)\s+[^,.?!;]+?(?:\s+instead)?)\s+(?:i'?m|im|i\s+am|i'?ve|ive|i\s+have\s+(?:got|a|an|been)|i\s+can'?t|i\s+cant|i\s+cannot|i\s+won'?t|i'?ll\s+be|ill\s+be|we'?re|we\s+are|she'?s|he'?s|they'?re|cos|coz|because|since|as\s+i)\b.*$`), "$1", lazy(`(?i)\b(?:label|tag|labels|tags|note|milestone|project)\b`)},
	// … or after a comma: "…to Friday the 18th, I can't get into town
	// before then", "…, so I have time to post it", "…, the girl called to
	// change it"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|please|pls|and)\s+)*(?:move|push|shift|postpone|reschedule|change|put|set|make|bump)\b[^,]*?)\s*,\s*(?:(?:as|since|because|cos|coz)\s+)?(?:i|we|she|he|they|the\s+\p{L}+|\p{Lu}\p{L}+)\s+(?:can'?t|cannot|couldn'?t|won'?t|am|'m|was|were|is|are|'s|have\s+been|'ve\s+been|had|got|called|rang|phoned|said|says|asked|told|wants|changed|moved|cancelled|canceled|is\s+taking|will\s+be|'ll\s+be)\b.*$`), "$1", nil},
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|please|pls|and)\s+)*(?:move|push|shift|postpone|reschedule|change|put|set|make|bump)\b[^,]*?)\s*,\s*so\s+(?:that\s+)?(?:i|we)\b.*$`), "$1", nil},
	// "Actually put it as due on the 11th": make it due
	{lazy(`(?i)\b(?:put|set)\s+(it|that|this)\s+as\s+due\b`), "make $1 due", nil},
	// "move it up to January 8th", "bring it forward to …": to
	{lazy(`(?i)\b(move|bring|push|shift)\s+(it|that|them|this)\s+(?:up|forward|back|down)\s+to\b`), "$1 $2 to", nil},
	// "the garage one move it to tuesday", "passport thing - make it due
	// end of jan": the change said of the task named first
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,.;!]+?\s+(?:one|thing|task|job))(?:\s*(?:\s-+|–|—))?\s+(?:please\s+|can\s+you\s+|could\s+you\s+|just\s+)?(move|push|make|set|put|change|shift|reschedule|postpone|delete|remove|mark|tick|rename|tag|label|bump)\s+(?:it|that)\s+`), "${1}$3 $2 ", nil},
	// "set the insurance one due on the 18th": make it due then
	{lazy(`(?i)^(\s*)(?:please\s+)?set\s+((?:the\s+|my\s+)?.+?)\s+(?:to\s+)?(?:be\s+)?due\s+(?:on\s+|for\s+|by\s+)?`), "${1}make $2 due ", lazy(`(?i)\bdue\s+dates?\b|^\s*(?:please\s+)?set\s+(?:everything|all|each|every)\b`)},
	// "undo that sorry i do need it after all": the undo
	{lazy(`(?i)^(\s*(?:(?:oh|oops|no|sorry|wait)[,!\s]+)*)undo\s+(?:that|it|this|the\s+last\s+(?:one|thing|change))\s+(?:sorry|oops|i\s|i'?m|im\b|my\s+bad|please|pls|actually|wait|that\s+was|only|it\s+was|because|cos|as\b|we\b|not\b|wrong)\b.*$`), "${1}undo that", nil},
	// "every friday i got to do my log download remind me every week": the
	// task, repeating on that day
	{lazy(`(?i)^(\s*)((?:every|each)\s+\p{L}+(?:\s+(?:at\s+)?\d[\d:.]*\s*(?:am|pm)?)?)\s*,?\s*i\s+(?:got\s+to|have\s+to|need\s+to|must|gotta|'ve\s+got\s+to|ve\s+got\s+to|have\s+got\s+to)\s+([^,.;!?]+?)(?:\s+(?:please\s+|can\s+you\s+|could\s+you\s+|so\s+)?remind\s+me(?:\s+(?:every|each)\s+(?:week|day|month|year|time)|\s+weekly|\s+daily|\s+monthly)?)?(?:\s+please)?\s*[.!]*$`), "${1}remind me to $3 $2", nil},
	// "… remind me every week" after a repeat already said: nothing more
	{lazy(`(?i)((?:every|each)\s+\p{L}+\b[^,.;!?]*?)\s+(?:please\s+)?remind\s+me\s+(?:(?:every|each)\s+(?:week|day|month|year|time)|weekly|daily|monthly)(?:\s+please)?\s*[.!?]*$`), "$1", nil},
	// "… or it will drop its buds": the reason is no part of the task
	{lazy(`(?i)\s+or\s+(?:else\s+)?(?:it|they|he|she|i|we|you)\s+(?:will|'ll|won'?t|might|may|could|would|gets?|go(?:es)?)\b[^,.;]*`), "", nil},
	// "…, and every year after that too": every year
	{lazy(`(?i)\s*,?\s*(?:and\s+)?((?:every|each)\s+(?:year|month|week|day))\s+(?:after\s+that|from\s+then\s+on|thereafter|after)(?:\s+too|\s+as\s+well|\s+also)?\b`), " $1", nil},
	// "what have i got thats overdue": what is overdue
	{lazy(`(?i)^(\s*)what\s+(?:have\s+i\s+got|do\s+i\s+have|i\s+got|ive\s+got|i'?ve\s+got)\s+(?:that'?s|thats|that\s+is|which\s+is)\s+(overdue|late|due\s+[^?]+?|urgent)\s*\??$`), "${1}what's $2", nil},
	// "show me my high prio stuff": priority
	{lazy(`(?i)\b(high|low|top|urgent|normal)\s+prio\b`), "$1 priority", nil},
	// "whats left in the move project, by date?": listed by date anyway
	{lazy(`(?i)^(\s*(?:what|whats|what's|show|list|give|tell)\b[^,]*?)\s*,?\s*(?:sorted\s+|ordered\s+|listed\s+|in\s+order\s+)?by\s+(?:due\s+)?date\s*([?.!]*)$`), "$1$2", nil},
	// "quick summary of this week pls": what is on then
	{lazy(`(?i)^(\s*)(?:(?:give\s+me|can\s+i\s+(?:get|have)|i'?d\s+like|show\s+me)\s+)?(?:a\s+)?(?:quick\s+|short\s+|brief\s+)?(?:summary|overview|rundown|run\s+down|recap)\s+(?:of\s+|for\s+)(?:the\s+|my\s+)?(this\s+week|next\s+week|today|tomorrow|week|day|weekend|this\s+weekend)\b[^?]*[?.!]*$`), "${1}what's on $2", nil},
	// "What are the milestones for the garden again?": again
	{lazy(`(?i)^(\s*(?:what|when|which|where|who|show|list|tell)\b.*?\b(?:for|of|in|on)\s+(?:the\s+|my\s+|our\s+)?[^?]+?)\s+again\s*([?.!]*)$`), "$1$2", lazy(`(?i)\b(?:did|do|was|were)\s+(?:i|we)\b`)},
	// "give me a list of everything I have not finished yet": open tasks
	{lazy(`(?i)^(\s*)(?:(?:please|thank\s+you|thanks)[,.!]?\s+)*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:give\s+me|show\s+me|i\s+(?:want|need|'d\s+like)|let\s+me\s+(?:see|have))\s+(?:a\s+)?(?:list\s+of\s+)?(?:everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(?:(?:that\s+)?i\s+(?:have\s+not|haven'?t|havent)\s+(?:finished|done|completed)(?:\s+yet)?|(?:that'?s\s+|that\s+is\s+|still\s+)?(?:open|unfinished|not\s+done|left\s+to\s+do|outstanding))\b[^?]*[?.!]*$`), "${1}show my open tasks", nil},
	// "cheers mate whats on for tomorrow then": the question
	{lazy(`(?i)^(\s*)(?:cheers|thanks|ta|thank\s+you|thank\s+u|nice\s+one|lovely|great)(?:\s+(?:mate|butt|love|pal|bud|dear|so\s+much|a\s+lot|again))*\s*[,!.]?\s+((?:what|whats|what's|how|hows|how's|when|show|list|is\s+there|are\s+there|do\s+i)\b)`), "$1$2", nil},
	// "…, tag bug, urgent": urgent is the priority, not a second label
	{lazy(`(?i)^(.*?)(,\s*(?:tag|tagged|label|labelled|labeled)\s+@?[\p{L}\d_-]+)\s*,\s*urgent(?:\s+priority)?\s*[.!]*$`), "$1, urgent$2", nil},
	// "…, urgent priority": urgent
	{lazy(`(?i),\s*urgent\s+priority\b`), ", urgent", nil},
	// "list my low prio stuff": the tasks of that priority
	{lazy(`(?i)^(\s*)(?:show(?:\s+me)?|list|what(?:'s|s|\s+is|\s+are)|give\s+me)\s+(?:my|the|all(?:\s+my)?)\s+(low|high|urgent|normal|top)\s+priority\s+(?:stuff|things|jobs|items|ones|tasks)\b[^?]*[?.!]*$`), "${1}show my $2 priority tasks", nil},
	// "I am starting a new project for the spring garden. The milestones
	// are …": the project and its milestones
	{lazy(`(?i)^(\s*)(?:i\s+am\s+|i'?m\s+|im\s+|we\s+are\s+|we'?re\s+)(?:starting|creating|making|setting\s+up|doing)\s+a\s+(?:new\s+)?project\s+(?:for|called|named|about|on)\s+(?:the\s+|my\s+|our\s+)?([^.!:;,]+?)\s*[.!;,]+\s*(?:the\s+|its\s+|it'?s\s+)?milestones?\s*(?:are\b|will\s+be\b|would\s+be\b|:)\s*:?\s*`), "${1}new project $2 with milestones ", nil},
	// "new project Braaibot (my side app). first milestone: beta by 31
	// Jan": the project and its milestone
	{lazy(`(?i)^(\s*(?:new|start\s+a|create\s+a|make\s+a)\s+(?:new\s+)?project\s+[^.(:;]+?)\s*(?:\([^)]*\))?\s*[.;,]\s*(?:the\s+|its\s+)?(?:first|1st)\s+milestone\s*(?:is\b|will\s+be\b|:)\s*:?\s*`), "$1 with milestones ", nil},
	// "put a milestone in the wedding project venue deposit paid by the
	// 31st": the project, then the milestone
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|create|make|set)\s+(?:a\s+)?(?:new\s+)?milestone\s+(?:in|into|to|on|for|under)\s+(?:the\s+|my\s+|our\s+)?([^,:]+?)\s+project\s*[,:-]?\s+(?:called\s+|named\s+|for\s+)?([^:]+)$`), "${1}add a milestone to the $2 project: $3", nil},
	// "add ring the plumber on friday put it in the wedding project": the
	// project said last with no comma
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind\s+me\s+to|put\s+down|i\s+need\s+to|need\s+to)\b.+?)\s+(?:and\s+)?(?:put|stick|file|pop)\s+(?:it|that|this)\s+(?:in|into|under|on)\s+(?:the\s+|my\s+)?(.+?)\s+project\s*[.!]*$`), "$1, in the $2 project", nil},
	// "…its with admiral make that one high priority please": the
	// priority said last with no comma, and the provider aside
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind\s+me\s+to|need\s+to|i\s+need\s+to|i\s+have\s+to|i\s+must|put\s+down)\b[^,.;!?]+?)\s+(?:make|mark|set)\s+(?:that|it|this)(?:\s+one)?\s+(?:as\s+)?(high|top|low|urgent)(?:\s+priority)?(?:\s+please|\s+pls)?\s*[.!]*$`), "$1, $2 priority", lazy(`(?i)\b(?:and|then)\s+(?:make|mark|set)\s+(?:that|it|this)\b`)},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind\s+me\s+to|i\s+need\s+to|need\s+to|i\s+have\s+to)\b.+?)\s+(?:its|it's|it\s+is)\s+(?:with|from|through|via)\s+[\p{L}\d'&-]+(?:\s+[\p{L}\d'&-]+)?(\s*,|\s*[.!]*$)`), "$1$2", nil},
	// "mark the hotel visit done went today lovely place": chatter after
	// the change
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check)\s+(?:off\s+)?.+?\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s+(?:went|was|it\s+was|its|it's|had|lovely|great|brilliant|nice|all\s+good|sorted|did\s+it|finally)\b[^,]*[.!]*$`), "$1", nil},
	// "whats the next milestone coming up for the wedding": its milestones
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is)|when(?:'s|s|\s+is))\s+(?:the\s+|my\s+)?next\s+milestone(?:\s+coming\s+up|\s+due|\s+up)?\s+(?:for|on|in|of)\s+(?:the\s+|my\s+)?(.+?)\s*\??$`), "${1}what are the milestones for $2", nil},
	// "anything in the wedding project with no date give it next friday"
	{lazy(`(?i)^(\s*)(?:anything|everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(in\s+(?:the\s+|my\s+)?.+?)\s+(?:with\s+no\s+(?:due\s+)?date|without\s+a\s+(?:due\s+)?date|that\s+has\s+no\s+(?:due\s+)?date)\s*,?\s*(?:please\s+)?(?:give|set|put|move)\s+(?:it|them)\s+(?:to\s+|for\s+|on\s+)?(.+)$`), "${1}move everything $2 with no date to $3", nil},
	// "hows the wedding project looking whats done and whats not"
	{lazy(`(?i)^(\s*(?:how'?s|how\s+is|how\s+are)\s+.+?\s+(?:looking|going|doing|tracking|coming\s+along))\s*[,?]?\s*(?:what'?s|whats)\s+(?:been\s+)?done\s+and\s+(?:what'?s|whats)\s+(?:not|left)\b.*$`), "$1", nil},
	// "the pharmacy says my prescription will be ready Friday the 18th,
	// please put down to pick it up"
	{lazy(`(?i)^(\s*)(?:[^,]+?\s+(?:says|said|told\s+me|called\s+to\s+say|rang\s+to\s+say|texted\s+to\s+say)\s+(?:that\s+)?)?(my|the|our)\s+([^,]+?)\s+(?:will\s+be|is|'s|'ll\s+be)\s+ready\s+([^,]+?)\s*[,.]\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:put\s+down|add|remind\s+me|note\s+down|put\s+in)\s+(?:a\s+task\s+)?(?:to\s+)?(pick|collect|get|fetch)\s+(?:it|them)(?:\s+up)?\b.*$`), "${1}add $5 up $2 $3 $4", nil},
	{lazy(`(?i)^(\s*add\s+)(collect|fetch)\s+up\s+`), "$1$2 ", nil},
	// "please keep a note for me, this is not a to-do. The furnace man …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:keep|make|take|save|write)\s+(?:a\s+)?note(?:\s+(?:for\s+me|of\s+this|of\s+that))?\s*[,.:;-]?\s*(?:(?:this|it)\s+is\s+(?:not|n't)\s+a\s+(?:to-?do|task|reminder)|not\s+a\s+(?:to-?do|task|reminder))(?:\s*,?\s*of\s+(?:the\s+following|this|that))?\s*[.,:;-]+\s*`), "${1}note: ", nil},
	// "… There is no hurry so no date, low priority": no date
	{lazy(`(?i)\b(?:(?:there\s+is|there'?s|theres)\s+no\s+(?:hurry|rush)(?:\s+(?:so|and)\s+no\s+(?:due\s+)?date)?|no\s+(?:hurry|rush)\s+(?:so|and)\s+no\s+(?:due\s+)?date)\b`), "no rush", nil},
	// "Please add that I need to buy bulbs": the thing to do
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|put\s+down|note\s+down|write\s+down)\s+that\s+(?:i|we)\s+(?:need|have|want|ought|must)(?:\s+to)?\s+`), "${1}add ", nil},
	// "Is there anything for the wedding that is due before the 12th?"
	{lazy(`(?i)^(\s*)(?:is\s+there\s+anything|are\s+there\s+any\s+(?:tasks|things|jobs))\s+(?:for|in|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:that\s+(?:is|are|'s)\s+|which\s+(?:is|are)\s+)?due\s+(?:before|by)\s+(.+?)\s*\??$`), "${1}what's due before $3 in the $2 project", nil},
	// "sunday ride got rained out, delete it": the thing called off
	{lazy(`(?i)^(\s*)([^,]+?)\s+(?:got|was|is|has\s+been|'s\s+been)\s+(?:rained\s+off|rained\s+out|cancell?ed|called\s+off|scrapped|postponed\s+indefinitely)\s*[,.;-]+\s*(?:so\s+)?(?:please\s+)?(delete|remove|cancel|bin|scrap|drop)\s+(?:it|that)\b.*$`), "${1}$3 $2", nil},
	// "which things have no date on them at all?": the undated tasks
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:things|tasks|jobs|items|ones)\s+(?:have|has|got|'ve\s+got)\s+no\s+(?:due\s+)?dates?(?:\s+(?:on|set\s+on)\s+(?:them|it))?(?:\s+at\s+all)?(?:\s+yet)?\s*\??$`), "${1}what tasks have no date", nil},
	// "move everything that was for Tuesday to Thursday": due then
	{lazy(`(?i)\b(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(?:that\s+(?:was|is|were|are|'s)|which\s+(?:was|is|were|are))\s+(?:for|on|set\s+for)\s+`), "$1 due ", nil},
	// "…, she's our old collie": who or what it is, no part of the task
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind\s+me|put\s+down|i\s+need\s+to|need\s+to|i\s+have\s+to)\b[^,]+?)\s*,\s*(?:she|he|it|they)(?:'s|\s+is|\s+are|'re|\s+was|\s+were|'s\s+been|\s+has\s+been)\s+[^,]*$`), "$1",
		lazy(`(?i),\s*(?:she|he|it|they)(?:'s|\s+is|\s+are|'re|\s+was|\s+were|'s\s+been|\s+has\s+been)\s+(?:[^,]*\b(?:urgent|important|priority|due|every|each|weekly|daily|monthly|yearly|today|tomorrow|tonight|overdue|late)\b|(?:for|in|under|part\s+of)\b)`)},
	// "the kitchen hand interview make it 2.30 instead": a clock said with
	// a dot after a change is a time ("move the skip to 17.12", "to monday
	// 14.12": a day and month; so is "to 3.01", minutes no one types, and
	// any dotted pair said of a milestone)
	{lazy(`(?i)\b(make|move|change|push|shift|switch|put|set)\s+(it|that|this|the\s+[^,.;!?]+?|my\s+[^,.;!?]+?)\s+(?:to\s+)?(?:at\s+)?(\d{1,2})\.(\d{2})\b`), "$1 $2 to $3:$4",
		lazy(`(?i)(?:\b(?:to|on|for|till|until|by)\s+(?:1[3-9]|2\d|3[01]|0\d)|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+\d{1,2})\.(?:0[1-9]|1[0-2])(?:[^.\d:]|$)|\bto\s+[^,]*?\bat\s+\d{1,2}\.\d{2}\b|\b(?:to|on|for|till|until|by)\s+\d{1,2}\.(?:0[1-46-9]|1[12])(?:[^.\d:]|$)|\bmilestone\b[^.]*?\b\d{1,2}\.(?:0[1-9]|1[0-2])(?:[^.\d:]|$)`)},
	// "actually the netball is 10 not 9 sorry": the time corrected
	{lazy(`(?i)^(\s*(?:(?:actually|sorry|oops|no|wait)[,\s]+)*)((?:the|my|our)\s+.+?)\s+is\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)\s+not\s+(?:at\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)(?:\s*,?\s*(?:sorry|my\s+bad|oops))*\s*[.!]*$`), "${1}$2 is at $3 not $4", nil},
	// "Chiara payslip is urgent, make it high priority"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+is\s+(?:really\s+|very\s+|super\s+)?(?:urgent|important|a\s+priority)\s*,\s*(?:please\s+|so\s+)?(?:make|mark|set)\s+(?:it|that)\s+(?:as\s+)?(high|urgent|top)(?:\s+priority)?\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	// "write a facebook post for the restaurant about …": writing is
	// asked of Pace, no to-do (a to-do says "remind me to write …")
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+)*(?:write|draft|compose|create|make)\s+(?:me\s+|us\s+)?(?:a|an|some)\s+(?:(?:short|quick|nice|funny|new|catchy)\s+)*(?:facebook|instagram|insta|twitter|tiktok|linkedin|social\s+media|blog)\s+(?:post|caption|update|story|bio)\b.*$`), "${1}write me a poem", nil},
	// "new project Kitchen Renovation, has to be finish by end of january
	// when we reopen": its deadline (the reason after it is no name)
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|start\s+a|create\s+a|make\s+a|add\s+a)\s+(?:new\s+)?project\s+[^,]+?)\s*,\s*(?:it\s+|which\s+|that\s+)?(?:has|needs|have|got|must)\s+(?:to\s+)?(?:be\s+)?(?:finish(?:ed)?|done|completed|complete|ready|over)\s+(by\s+[^,]+?)(?:\s+(?:when|because|as|since|so|before|cos)\b.*)?\s*[.!]*$`), "$1, done $2", nil},
	// "add task: send invoice -> mon", "add: a, b, c": the prefix and the
	// arrow
	{lazy(`(?i)^(\s*)(add|new)\s+(?:a\s+)?(?:task|todo|to-do|reminder)?\s*:\s*`), "${1}add ", nil},
	// "new client project: Lumen rebrand": a new project, its kind aside
	{lazy(`(?i)^(\s*)new\s+(?:client|work|personal|side|home|family|school|uni|house)\s+project\s*:?\s*`), "${1}new project ", nil},
	// "+ high prio", "label X client + money": and
	{lazy(`(?i)^(\s*)\+\s*(high|low|urgent|top)\s+prio(?:rity)?\s*[.!]*$`), "${1}make it $2 priority", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+[^+"“'‘]*?)\s+\+\s+`), "$1 and ", nil},
	// "everything tagged kids also tag it family": also
	{lazy(`(?i)^(\s*(?:everything|all\b)[^,]*?)\s+also\s+(tag|label)\s+(it|them)\s+`), "$1 $2 $3 ", nil},
	// "Och I've lost track, which things …": the remark before the question
	{lazy(`(?i)^(\s*)(?:i'?ve\s+|i\s+have\s+|i'?m\s+|im\s+)?(?:lost\s+track|forgotten|no\s+idea|got\s+(?:muddled|confused)|confused|all\s+at\s+sea)(?:\s+of\s+\w+)?\s*[,.;!-]+\s*`), "$1", nil},
	// "change the rent reminder to the 28th of the month": its repeat
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|move|switch|set)\s+(?:the\s+|my\s+)?(.+?)\s+to\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?)\s+of\s+the\s+month\b.*$`), "${1}make the $2 repeat every month on the $3", lazy(`(?i)\binstead\b`)},
	// "new project "Portfolio refresh", due jan 15": the quotes only mark
	// the name; "…, label client" names no project's label
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|start\s+a|create\s+a|make\s+a)\s+(?:new\s+)?project\s*:?\s*)["“'‘]([^"”'’]+)["”'’](\s*,?\s*(?:due|by|done|deadline|finished|ending)\b)`), "$1$2$3", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|start\s+a|create\s+a|make\s+a)\s+(?:new\s+)?project\b[^,]+,\s*(?:due|by|done\s+by)\s+[^,]+?)\s*,\s*(?:label|tag)(?:ged|led)?\s+@?\S+\s*[.!]*$`), "$1", nil},
	// "how many things have I got done this week, roughly?": done then
	{lazy(`(?i)^(\s*)how\s+many\s+(?:things|tasks|jobs)?\s*(?:have\s+i|did\s+i|i'?ve|ive|i\s+have)\s+(?:got\s+|gotten\s+)?(?:done|completed|finished|ticked\s+off)\s+(this\s+week|today|this\s+month|last\s+week|so\s+far\s+this\s+week)\b.*$`), "${1}what have I completed $2", nil},
	// "When I'm in Kelso on Tuesday I need to order A, pay B and get C":
	// the things, all on that day
	{lazy(`(?i)^(\s*)when\s+(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:in|at|out\s+in|up\s+in|down\s+in|over\s+in|into)\s+[\p{L}' -]+?\s+((?:on|this|next)\s+\p{L}+|tomorrow|today)\s*,?\s*(?:i|we)\s+(?:need|have|want|must|ought|got)(?:\s+to)?\s+(.+?)\s*[.!]*$`), "${1}add $3, all $2", nil},
	// "Can ye start a project for the village hall ceilidh please, it's on
	// Saturday the 19th": the project and its date
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:start|create|make|set\s+up|add|open)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+(?:the\s+|my\s+|our\s+)?|called\s+|named\s+)?([^,]+?)(?:\s+please)?\s*,\s*(?:it'?s|it\s+is|which\s+is|that'?s)\s+(?:on|due|happening\s+on|at)\s+([^,]+?)\s*[.!]*$`), "${1}new project $2 due $3", nil},
	// "reopen dentist, got rescheduled -> dec 17 10am": reopen and move
	{lazy(`(?i)^(\s*)(?:please\s+)?reopen\s+(.+?)\s*,\s*(?:it\s+|she\s+|he\s+|they\s+)?(?:got|was|been|has\s+been|is)\s+(?:rescheduled|moved|postponed|put\s+back|changed)\s*(?:->|=>|→|to|for|,)?\s*(.+)$`), "${1}reopen $2 and move it to $3", nil},
	// "asl meetup moved to wednesdays now, same time": its repeat
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:has\s+|is\s+)?(?:moved|switched|gone)\s+(?:to\s+|on\s+)(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s(?:\s+now)?(?:\s+from\s+now\s+on)?(?:\s*,?\s*(?:at\s+the\s+)?same\s+time)?\s*[.!]*$`), "${1}make $2 repeat every $3", nil},
	// "all asl stuff -> add tag community too": the label for them all
	{lazy(`(?i)^(\s*)(?:all\s+(?:the\s+|my\s+)?|everything\s+)([\p{L}\d' -]+?)\s+(?:stuff|things|tasks|jobs)\s*(?:->|=>|→|,|-|:)?\s*(?:please\s+)?(?:add|put|give\s+(?:them|it))\s+(?:the\s+|a\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)(?:\s+(?:too|also|as\s+well))?\s*[.!]*$`), "${1}tag all the $2 tasks with $3", nil},
	// "portfolio refresh -> push due date to jan 22": the project deadline
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,:>-]+?)(?:\s+project)?\s*(?:->|=>|→|:|,|\s-)\s*(?:please\s+)?(?:push|move|change|set|shift)\s+(?:the\s+|its\s+)?(?:due\s+date|deadline|end\s+date)\s+(?:back\s+|out\s+)?(?:to|till|until)\s+(.+)$`), "${1}move the $2 deadline to $3", nil},
	// "A dec 18 / B jan 10": a list said with slashes
	{lazy(`\s+/\s+`), ", ", nil},
	// "Put a label "hall" on all the ceilidh things": the label for them
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|stick)\s+(?:a\s+|the\s+)?(?:label|tag)\s+["“'‘]?@?([\p{L}\d_-]+)["”'’]?\s+on\s+((?:all|everything)\b[^,.;]*?)(?:\s+please)?(?:\s+so\s+.*)?\s*[.!]*$`), "${1}tag $3 with $2", nil},
	// "Change "book the band" to "book the Borderline Band" so I mind
	// which": the reason after a quoted rename
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|rename)\s+["“'‘].+?["”'’]\s+(?:to|into)\s+["“'‘].+?["”'’])\s*,?\s+(?:so|because|cos|as|since)\b.*$`), "$1", nil},
	// "Give the present for Callum a date — the 18th, when Kirsty's up"
	{lazy(`(?i)^(\s*)(?:please\s+)?give\s+(.+?)\s+a\s+(?:due\s+)?date\s*(?:—|–|\s-|:|,|of|for)?\s*(.+?)(?:\s*,\s*(?:when|as|because|since|so|cos)\b.*)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "How is the lambing project looking, what's still to do?"
	{lazy(`(?i)^(\s*(?:how'?s|how\s+is|how\s+are)\s+.+?\s+(?:looking|going|doing|tracking|coming\s+along))\s*[,?]?\s*(?:what'?s|whats|what\s+is)\s+(?:still\s+)?(?:left\s+)?(?:to\s+do|left|outstanding)\b.*$`), "$1", nil},
	// "Actually the cards, make it the 14th": the change of the task named
	{lazy(`(?i)^(\s*)(?:actually|ok|okay|oh|right|and|so)\s*,?\s+(the\s+[^,]+?)\s*,\s*(?:please\s+)?(make|move|put|push|change|set)\s+(?:it|that)\s+`), "${1}actually $3 $2 ", lazy(`(?i)^\s*\S+\s*,?\s+the\s+[^,]+?\s+one\s*,|^\s*\S+\s*,?\s+the\s+[^,]*\b(?:i|we|he|she|they|you)\s+\p{L}`)},
	// "Everything under the ceilidh that's still open, push it …"
	{lazy(`(?i)\b(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+under\s+`), "$1 in ", nil},
	{lazy(`(?i)\b((?:everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+in\s+[^,]+?)\s+(?:that'?s|that\s+is|which\s+is|thats)\s+(?:still\s+)?(?:open|outstanding|not\s+done|left|undone)(?:\s+yet)?\b`), "$1", nil},
	// "Choir practice is every Thursday at 7pm, please put it as a
	// repeating task under a project called Church Choir"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:is|are)\s+((?:every|each)\s+[^,]+?)\s*,\s*(?:please\s+|kindly\s+|can\s+you\s+)?(?:put|add|set|make|save)\s+(?:it|this|that)\s+(?:in\s+)?(?:as\s+)?(?:a\s+)?(?:repeating|recurring|weekly|regular|monthly)\s+(?:task|thing|reminder|one)\s+(?:under|in|into)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\s+["“']?(.+?)["”']?\s*[.!]*$`), "${1}new project $4 with tasks $2 $3", nil},
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:is|are)\s+((?:every|each)\s+[^,]+?)\s*,\s*(?:please\s+|kindly\s+|can\s+you\s+)?(?:put|add|set|make|save)\s+(?:it|this|that)\s+(?:in\s+)?(?:as\s+)?(?:a\s+)?(?:repeating|recurring|weekly|regular|monthly)\s+(?:task|thing|reminder|one)\s*[.!]*$`), "${1}add $2 $3", nil},
	// "Add X due 7th January, project Clients, tag it vat": in that project
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind\s+me\s+to|put\s+down)\b[^,]+(?:,[^,]+)*?)\s*,\s*project\s+([^,]+?)(\s*,|\s*[.!]*$)`), "$1, in the $2 project$3", lazy(`(?i),\s*project\s+(?:none|no|nothing|n/a)\b`)},
	// "For the steel beam quotes, please add a label urgent and set it for
	// Thursday": the label and the day of that task
	{lazy(`(?i)^(\s*)for\s+((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+|kindly\s+)?(?:add|put)\s+(?:a\s+|the\s+)?(?:label|tag)\s+["“']?@?([\p{L}\d_-]+)["”']?(?:\s+(?:on|to)\s+it)?\s+and\s+(?:set|move|put|make)\s+it\s+(?:for|to|on)\s+(.+)$`), "${1}tag $2 with $3 and move it to $4", nil},
	// "i joined the photography club!! make a project for it called photo
	// club": the project
	{lazy(`(?i)^(\s*)i\s+(?:just\s+|finally\s+)?(?:joined|started|signed\s+up\s+(?:for|to)|got\s+into|took\s+up)\s+[^!.?]+[!.?]+\s*(?:so\s+)?(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:make|create|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+(?:it|that|this)\s+)?(?:called|named)\s+(.+)$`), "${1}new project $2", nil},
	// "add buy wiper blades to the car stuff, idk when, sometime this
	// month": the label, and the shrug
	{lazy(`(?i)\s*,\s*(?:idk|i\s+don'?t\s+know|dunno|not\s+sure)(?:\s+when)?\s*(,|$)`), "$1", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+.+?)\s+to\s+(?:the|my)\s+([\p{L}\d-]+)\s+(?:stuff|things|list)\b`), "$1 @$2", nil},
	// "the sd card thing, tag it as shopping": that task's label
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,.;!]+?\s+(?:one|thing|task|job))\s*,\s*(?:please\s+|can\s+you\s+|could\s+you\s+|just\s+)?(tag|label)\s+(?:it|that)\s+(?:as\s+|with\s+)?`), "${1}$3 $2 with ",
		// ("remind me to invoice the boiler job, tag it invoices": a new
		// to-do, tagged)
		lazy(`(?i)^\s*(?:please\s+)?(?:remind\s+me|add|create|new|i\s+need|i\s+have\s+to|i\s+must|don'?t\s+forget|call|ring|phone|email|send|buy|book|fix|pay|order|write|pick\s+up|finish|quote|invoice)\b`)},
	// "change the advisor email to due next friday": move it
	{lazy(`(?i)\b(?:change|set|put)\s+(.+?)\s+to\s+(?:be\s+)?due\s+`), "move $1 to ", nil},
	// "ok what should i focus on tmrw": what is due then
	{lazy(`(?i)^(\s*)(?:(?:ok|okay|so|right|hmm)[,\s]+)?what\s+should\s+i\s+(?:focus\s+on|do|work\s+on|prioriti[sz]e|tackle|get\s+done)\s+(today|tomorrow|tmrw|tmr|this\s+week|next\s+week)\s*\??$`), "${1}what's due $2", nil},
	// "Put a tag "santé" on all my medical things please"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:put|add|stick)\s+(?:a\s+|the\s+)?(?:label|tag)\s+\S+\s+on\s+(?:all|everything)\b[^,.;]*?)\s+please\s*[.!]*$`), "$1", nil},
	// "How many things I still have to do for the voyage?": what is left
	{lazy(`(?i)^(\s*)how\s+many\s+(?:things|tasks|jobs)\s+(?:do\s+)?i\s+(?:still\s+)?(?:have|got|need)\s+(?:still\s+)?(?:to\s+do\s+)?(?:left\s+)?(?:for|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\??$`), "${1}what's left on the $2 project", lazy(`(?i)\b(?:on|for|in)\s+(?:the\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|today|tomorrow|tonight|this|next|week|weekend|month|\d+(?:st|nd|rd|th)?)\b`)},
	// "Show me all what is done already": what I have completed
	{lazy(`(?i)^(\s*)(?:please\s+)?show\s+(?:me\s+)?(?:all|everything)\s+(?:of\s+)?(?:what|that)\s+(?:is|'s|i\s+have|i'?ve)\s+(?:already\s+)?(?:done|completed|finished)(?:\s+already)?\b.*$`), "${1}what have I completed", nil},
	// "Is there something in retard, that I forgot?": overdue
	{lazy(`(?i)^(\s*)(?:is\s+there\s+)?(?:something|anything)\s+(?:in\s+retard|late|overdue|behind)\b.*$`), "${1}what's overdue", nil},
	// "Show me my projects with what remains to do": the projects
	{lazy(`(?i)^(\s*)(?:(?:merci|thanks|thank\s+you)(?:\s+beaucoup|\s+so\s+much)?[.!,]*\s+)?(?:please\s+)?show\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?my\s+projects\s+(?:with|and)\s+.*$`), "${1}show my projects", nil},
	// "And change its name to …": rename it
	{lazy(`(?i)\b(?:change|set)\s+(?:its|the)\s+(?:name|title)\s+to\s+`), "rename it to ", nil},
	// "Actually the laboratory said the 15 december, not the 16": move it
	{lazy(`(?i)^(\s*(?:actually|sorry|oops|no)[,\s]+)(?:the\s+)?([\p{L}' -]+?)\s+(?:said|says|told\s+me|confirmed|wants\s+it)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+\p{L}+)?|(?:on\s+)?\p{L}+day)\s*,?\s+not\s+(?:the\s+)?[\p{L}\d ]+?\s*[.!]*$`), "${1}move the $2 to $3", nil},
	// "Everything that is due the 18 december, move it to the 16 please,
	// I forgot …": the selection, the change, the reason after
	{lazy(`(?i)^(\s*)(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(?:that\s+(?:is|are|'s)\s+|which\s+(?:is|are)\s+)?(due\s+(?:on\s+)?[^,]+?)\s*,\s*(?:please\s+|kindly\s+)?(move|push|shift|postpone|reschedule|put|change)\s+(?:it|them|those|these|all\s+of\s+(?:it|them))\s+(to\s+[^,]+?)(?:\s+(?:would|could|can|will)\s+you)?(?:\s+please)?(?:\s*,.*)?\s*[.!]*$`), "${1}$4 $2 $3 $5", nil},
	// "Every monday I water the plants …, until the end of february": the
	// series' end, no clause of its own
	{lazy(`(?i)(\b(?:every|each)\s+[^.!?]*?)\s*,\s*(until|till|through)\s+`), "$1 $2 ", nil},
	// "What is the name of my hotel in Lyon? I have written it in my
	// notes.": where the answer is, no part of the question
	{lazy(`(?i)(\?)\s*(?:i\s+(?:have\s+|'ve\s+)?(?:written|wrote|put|saved|noted|jotted|kept)\s+(?:it|that|this)(?:\s+down)?\s+(?:in|into|on)\s+(?:my\s+|the\s+)?notes?(?:\s+somewhere)?|(?:it'?s|it\s+is|that'?s)\s+in\s+(?:my|the)\s+notes?(?:\s+somewhere)?|(?:check|look\s+in|see|search)\s+my\s+notes)\s*[.!]*$`), "$1", nil},
	// Nigerian Pidgin in a request: "abeg" (please), "oya" (come on),
	// "move am" (it), "wetin dey" (what is), "thank u o", "i never finish"
	{lazy(`(?i)\babeg\b`), "please", nil},
	{lazy(`(?i)^(\s*)(?:oya|ehen|na\s+so)\s*[,!.]?\s+`), "$1", nil},
	{lazy(`(?i)\b(move|make|mark|put|set|tag|label|delete|remove|push|change|tick|complete|reopen|snooze|rename)\s+am\b`), "$1 it", nil},
	{lazy(`(?i)\bwetin\s+dey\s+(?:inside|in)\b`), "what's in", nil},
	{lazy(`(?i)\bwetin\b`), "what", nil},
	{lazy(`(?i)\b(thank\s+(?:you|u)|thanks)\s+o\b`), "$1", nil},
	{lazy(`(?i)\b(?:that\s+|wey\s+)?i\s+never\s+(finish|do|complete)\b`), "I haven't ${1}ed", nil},
	{lazy(`(?i)\bi\s+need\s+(ask|call|buy|send|book|pay|get|finish|submit|tell)\b`), "I need to $1", nil},
	// "choir rehearsal every thursday 7pm, put am for me": the request to
	// keep it is no task of its own
	{lazy(`(?i)^(\s*[^,]*\b(?:every|each|daily|weekly|monthly|yearly)\b[^,]*?)\s*,\s*(?:please\s+)?(?:put|add|save|set|note|keep)\s+(?:it|that|this)(?:\s+(?:down|in|up))?(?:\s+for\s+me)?(?:\s+please)?\s*[.!]*$`), "$1", lazy(`(?i)^\s*(?:please\s+)?(?:move|push|make|set|change|reschedule|put|mark|tag|delete)\b`)},
	// "book me uber to work for 7pm": a ride asked of Pace
	{lazy(`(?i)^(\s*)(?:(?:please|pls)\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:book|get|call|order)\s+(?:me\s+|us\s+)?(?:an?\s+)?(?:uber|taxi|cab|lyft|bolt|ride)\b`), "${1}order me a taxi", ownRide},
	// "make it every month, first sunday": that weekday of each month
	{lazy(`(?i)\bevery\s+month\s*,?\s*(?:on\s+)?(?:the\s+)?(first|second|third|fourth|last|1st|2nd|3rd|4th)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`), "every $1 $2 of the month", nil},
	{lazy(`(?i)^(\s*(?:(?:actually|ok|so)[,\s]+)?make\s+(?:it|that|the\s+[^,]+?))\s+(every\s+(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+\p{L}+day\s+of\s+the\s+month)\b`), "$1 repeat $2", nil},
	// "make everything for the roof project high priority": in it
	{lazy(`(?i)\b(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+for\s+((?:the\s+|my\s+)[^,]+?\s+project)\b`), "$1 in $2", nil},
	// "i mean to say — move the NMC one …": the request said again
	{lazy(`(?i)^(\s*)(?:i\s+mean(?:t)?\s+to\s+say|what\s+i\s+mean(?:t)?\s+(?:is|was))\s*[—–,:-]*\s*(\S)`), "$1$2", nil},
	// "how many tasks i never finish?": the open tasks
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs)\s+(?:(?:do\s+)?i\s+(?:still\s+)?(?:have\s+not|haven't|havent|never)\s+(?:finish(?:ed)?|done|do|complete(?:d)?)|are\s+(?:still\s+)?(?:open|left|not\s+done|unfinished))(?:\s+yet)?\s*\??$`), "${1}show my open tasks", nil},
	// "the swap with Blessing has happened, she agreed. mark it complete"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,.!]+?)\s+(?:don\s+happen|has\s+happened|happened|is\s+done|went\s+ahead|came\s+through|is\s+sorted|is\s+confirmed)\b[^.!]*[.!]\s*(?:so\s+)?(?:please\s+)?(?:mark|tick)\s+(?:it|that)\s+(?:as\s+)?(?:complete|completed|done|off)\b.*$`), "${1}mark the $2 done", nil},
	// "put a milestone in the fishing trip - boat ready by 10 jan"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|create|make|set)\s+(?:a\s+)?(?:new\s+)?milestone\s+(?:in|into|to|on|for|under)\s+(?:the\s+|my\s+|our\s+)?([^,:—–]+?)(?:\s+project)?\s*(?:—|–|\s-\s|:)\s*(.+)$`), "${1}add a milestone to the $2 project: $3", nil},
	// "change the sheets in the blue room every monday": a chore
	{lazy(`(?i)^(\s*)(change|swap|replace)\s+the\s+(sheets|beds|bedding|towels|oil|filters?|bulbs?|batteries|litter|nappies|bin\s+bags?)((?:\s+(?:in|on|at|every|each|for|of|this|next|tomorrow|today)\b|\s*[,.!]|\s*$).*)$`), "${1}add $2 the $3$4", nil},
	// "how many jobs have i got in the sheila project": what is left there
	{lazy(`(?i)^(\s*)how\s+many\s+(?:jobs|tasks|things)\s+(?:have\s+i\s+got|do\s+i\s+have|are\s+there|i\s+got|i\s+have)\s+(?:in|on|for)\s+(?:the\s+|my\s+)?([^,?]+?)(?:\s+project)?\s*\??$`), "${1}what's left on the $2 project",
		lazy(`(?i)\b(?:on|for|in)\s+(?:the\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|today|tomorrow|tonight|this|next|week|weekend|month|\d+(?:st|nd|rd|th)?)\b`)},
	// "jot this down as a note - guest wifi is …": a note
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:jot|write|put|take|save|keep|add)\s+(?:this|that|it)\s+(?:down\s+)?as\s+a\s+note\s*(?:[-—–:,]+)?\s*`), "${1}note: ", nil},
	// "the Hendersons cancelled so i dont need to ring them, get rid of it"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,]+?)\s+(?:cancell?ed|called\s+off|pulled\s+out|dropped\s+out)(?:\s+(?:so|and)\b[^,]*)?\s*,\s*(?:so\s+)?(?:please\s+)?(?:get\s+rid\s+of|delete|remove|bin|scrap|drop)\s+(?:it|that|them)\b.*$`), "${1}delete the $2", nil},
	// "actually make the outboard service due 3 jan and high priority"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|so)[,\s]+)?)make\s+((?:the|my)\s+.+?)\s+due\s+(.+?)\s+and\s+(high|low|urgent|top|normal|medium)(?:\s+priority)?\s*[.!]*$`), "${1}move $2 to $3 and make it $4 priority", nil},
	// "add a project X with jobs: a, b, c": with tasks
	{lazy(`(?i)(\bproject\b[^:]*?)\s+with\s+(?:jobs|todos|to-dos|things\s+to\s+do|items|chores)\s*:?\s*`), "$1 with tasks ", nil},
	// "the glasshouse door is a job for sunday afternoon, make it 2pm"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+is\s+(?:a\s+)?(?:job|task|thing)\s+for\s+([^,]+?)\s*,\s*(?:please\s+)?make\s+it\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s*[.!]*$`), "${1}move the $2 to $3 at $4", nil},
	// "everything in the sheila project due the 18th instead, want a day
	// spare": moved then
	{lazy(`(?i)^(\s*)(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(in\s+(?:the\s+|my\s+)?[^,]+?)\s+(?:due|to)\s+(.+?)\s+instead\b.*$`), "${1}move $2 $3 to $4", nil},
	// "whats on for next week then": the tasks due next week
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+on\s+(?:for\s+)?next\s+week(?:\s+then)?\s*\??$`), "${1}what's due next week", nil},
	// "Put in my list: call Brennan …": add
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|write|pop)\s+(?:in|on|to)\s+(?:my\s+|the\s+)?(?:list|to-?do\s+list|todo\s+list|todos|tasks)\s*:\s*`), "${1}add ", nil},
	// "actually not tomorrow, thursday": the day corrected
	{lazy(`(?i)^(\s*)(?:actually|sorry|no|oops)[,\s]+not\s+(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d|\d|next\s+\p{L}+|this\s+\p{L}+)[^,]*?\s*,\s*(?:but\s+)?((?:on\s+)?(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d|\d|next\s+\p{L}+|this\s+\p{L}+)[^,]*?)\s*[.!]*$`), "${1}sorry, I meant $2", nil},
	// "what is in the Kelleher project still open?": what is left
	{lazy(`(?i)^(\s*)what\s+(?:is|'s)\s+(?:in|on)\s+(?:the\s+|my\s+)?([^,?]+?)(?:\s+project)?\s+(?:that\s+is\s+|that'?s\s+|which\s+is\s+)?(?:still\s+)?(?:open|left|outstanding|to\s+do)\s*\??$`), "${1}what's left on the $2 project", nil},
	// `add milestone to House sale: "solicitor closing", after sale agreed`
	{lazy(`(?i)(milestone\s+[^"“]*?:\s*)["“]([^"”]+)["”]\s*,\s*(?:after|when|once|as\s+soon\s+as)\b.*$`), "$1$2", nil},
	// "put the MC4 connectors in project Kelleher and tag suppliers"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:put|move|file)\s+.+?)\s+in(?:to)?\s+project\s+(\S+(?:\s+\S+)?)\s+and\s+(tag|label)\s+(?:it\s+)?(?:with\s+|as\s+)?@?(\S+)\s*[.!]*$`), "$1 in the $2 project and $3 it $4", nil},
	// "the first viewing is next saturday 14:00 — add as task under House
	// sale, high": the thing, its day, where and how important
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+is\s+([^—–,]+?)\s*(?:—|–|\s-\s|,)\s*(?:please\s+)?add\s+(?:it\s+)?as\s+(?:a\s+)?task\s+(?:under|in|to)\s+([^,]+?)(\s*,.*)?\s*[.!]*$`), "${1}add $2 $3, in the $4 project$5", nil},
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+is\s+([^—–,]+?)\s*(?:—|–|\s-\s|,)\s*(?:please\s+)?add\s+(?:it\s+)?as\s+(?:a\s+)?task(\s*,.*)?\s*[.!]*$`), "${1}add $2 $3$4", nil},
	// "and put the label house on it also": label it
	{lazy(`(?i)\b(?:put|add|stick)\s+(?:the\s+|a\s+)?(?:label|tag)\s+["“']?@?([\p{L}\d_-]+)["”']?\s+on\s+(it|that|this|them)(?:\s+(?:also|too|as\s+well))?\b`), "tag $2 $1", nil},
	// "the quote for Murphy is send": sent
	{lazy(`(?i)\b(is|are|was|been)\s+send\b`), "$1 sent", nil},
	// "…, gotta sort her present before then - make that high priority eh"
	{lazy(`(?i)\s+[-—–]+\s+(?:make|mark|set)\s+(?:that|it|this)(?:\s+one)?\s+(high|low|urgent|top)(?:\s+priority)?(?:\s+(?:eh|please|pls|mate|thanks|yeah))?\s*[.!]*$`), ", $1 priority", nil},
	// "In product launch project pls add milestones: A 18th Dec, B 5th
	// Jan": that project's milestones, or its tasks
	{lazy(`(?i)^(\s*)in\s+(?:the\s+|my\s+)?(.+?)\s+project\s*,?\s*(?:pls\s+|please\s+|kindly\s+)?add\s+(?:the\s+)?(?:following\s+)?milestones?\s*:\s*`), "${1}$2 milestones: ", nil},
	{lazy(`(?i)^(\s*)in\s+(?:the\s+|my\s+)?(.+?)\s+project\s*,?\s*(?:pls\s+|please\s+|kindly\s+)?add\s+(?:the\s+)?(?:following\s+)?(?:tasks?|jobs?)\s*:\s*`), "${1}add to the $2 project: ", nil},
	// "Whatever is due on friday kindly move to monday": everything due
	{lazy(`(?i)^(\s*)whatever\s+(?:is|'s)\s+due\s+`), "${1}everything due ", nil},
	// "add weekly task every saturday to check Appa BP readings", "Set up
	// a weekly one to water the greenhouse every Sunday": the task itself
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|set\s+up|create|make|put\s+in)\s+(?:a\s+)?(?:new\s+)?(?:weekly|daily|monthly|yearly|repeating|recurring|regular)\s+(?:task|one|reminder|job)\s+((?:every|each)\s+\p{L}+)\s+to\s+(.+)$`), "${1}add $3 $2", nil},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set\s+up|create|put\s+in)\s+(?:a\s+)?(?:new\s+)?(?:weekly|daily|monthly|yearly)\s+(?:task|one|reminder|job)\s+to\s+(.+\b(?:every|each)\b.+)$`), "${1}add $2", nil},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set\s+up|create|put\s+in)\s+(?:a\s+)?(?:new\s+)?(weekly|daily|monthly|yearly)\s+(?:task|one|reminder|job)\s+to\s+(.+)$`), "${1}add $3 $2", lazy(`(?i)\b(?:every|each)\b`)},
	// "Pls note this down: …": a note
	{lazy(`(?i)^(\s*)(?:pls\s+|please\s+)?(?:note|write|jot|put|take)\s+(?:this|that|it)\s+down\s*:\s*`), "${1}note: ", nil},
	// "no no sorry, make it high": the change said again
	{lazy(`(?i)^(\s*)(?:no[,!\s]+)+(?:sorry[,!\s]+)?(make|set|move|change|mark|put|push)\s+(it|that)\s+`), "${1}$2 $3 ", nil},
	// "Make Dr Ramesh appointment call repeat every 3 months": the task (a
	// name with a word that reads as a verb: "call", "check")
	{lazy(`(?i)^(\s*)make\s+([^,]*?\b(?:call|ring|email|text|visit)\b[^,]*?)\s+(repeat|recur)\s+`), "${1}make the $2 $3 ", lazy(`(?i)^\s*make\s+(?:the|my|it|that|this|a|an)\b`)},
	// "Can you put down that I got to ring the council …, its urgent mind"
	{lazy(`(?i)^(\s*)(?:(?:hiya|hi|hello|hey)[!,.\s]+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:put\s+down|write\s+down|note\s+down|add)\s+that\s+(?:i|we)\s+(?:got\s+to|gotta|have\s+got\s+to|'ve\s+got\s+to|ve\s+got\s+to|have\s+to|need\s+to|must)\s+`), "${1}add ", nil},
	{lazy(`(?i)\s*,\s*(?:it'?s|its|it\s+is)\s+(?:very\s+|really\s+)?(urgent|important)(?:\s+(?:mind|mate|like|now|tho|though|love))?\s*[.!]*$`), ", $1", nil},
	// "…every month on the 1st will you": the request, not a question
	{lazy(`(?i)^(\s*(?:please\s+)?(?:remind|add|put|move|make|set|mark|tag|delete)\b.*?)\s+(?:will|would|can|could)\s+(?:you|u)(?:\s+please)?\s*[?.!]*$`), "$1", nil},
	// "…, stick that on the nativity list": in that project
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:stick|put|add|pop)\s+(?:that|it|this)\s+(?:on|in|to)\s+the\s+(.+?)\s+list(?:\s+(?:will|would|can|could)\s+(?:you|u))?\s*[.!?]*$`), ", in the $1 project", nil},
	// "Garlic is in! Tick it off for me": that task done
	{lazy(`(?i)^(\s*)(?:the\s+)?([^!.,]+?)\s+(?:is|are)\s+(?:in|planted|sorted|finished|sent|paid|booked|posted)\s*[!.]+\s*(?:please\s+)?(?:tick|mark)\s+(?:it|that|them)\s+(?:off|done)\b.*$`), "${1}mark the $2 done", nil},
	// "oh duw I forgot the onion sets, add plant onion sets …": the request
	{lazy(`(?i)^(\s*)(?:(?:oh|och|ah)\s+(?:duw|dear|no|god|heck)?\s*[,!]?\s*)?i\s+(?:forgot|forget)\s+(?:the\s+|about\s+(?:the\s+)?)?[^,]+,\s*(add|remind|put)\b`), "${1}$2", nil},
	// 'The raffle prizes one, change it to "ask shops for prizes"': rename
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,]+?\s+(?:one|task|thing|job))\s*,\s*(?:please\s+)?(?:change|rename)\s+(?:it|that)\s+to\s+(["“][^"”]+["”])\s*[.!]*$`), "${1}rename $2 to $3", nil},
	// "the nativity is all over now, mark the whole project as finished"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+is\s+(?:all\s+)?(?:over|finished|done)(?:\s+now)?\s*[,.!]\s*(?:please\s+)?(?:mark|set)\s+the\s+whole\s+(?:project|thing)\s+(?:as\s+)?(?:finished|done|complete|completed)\b.*$`), "${1}mark the $2 project done", nil},
	// Tagalog and Bisaya particles ("po", "pala", "daw", "lang", "na" at
	// the end): courtesy and emphasis, no part of a request
	{lazy(`\s*\b(?:po|Po|pala|Pala|daw|lang|diay)\b`), "", lazy(`(?i)\bna\s+lang\b`)},
	{lazy(`(?i)\s+na(\s*[!.,?]|\s*$)`), "$1", nil},
	// "Everything due on friday kindly move to monday, I am travelling"
	{lazy(`(?i)^(\s*)(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(?:which\s+is\s+|that\s+is\s+)?(due\s+(?:on\s+)?[^,]+?)\s+(?:kindly|please|pls)\s+(move|push|shift|postpone|reschedule)\s+(?:it\s+|them\s+)?(to\s+[^,]+?)(?:\s*,.*)?\s*[.!]*$`), "${1}$4 $2 $3 $5", nil},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|set\s+up|create|make|put\s+in)\s+(?:a\s+)?(?:new\s+)?(?:weekly|daily|monthly|yearly|repeating|recurring|regular)\s+(?:task|one|reminder|job)\s+((?:every|each)\s+[^:]+?)\s*:\s*(.+)$`), "${1}add $3 $2", nil},
	// "show me what's done already": what I have completed
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?show\s+(?:me\s+)?what(?:'s|s|\s+is|\s+i'?ve|\s+i\s+have)\s+(?:already\s+)?(?:done|completed|finished)(?:\s+already)?\s*[?.!]*$`), "${1}what have I completed", nil},
}

// stop37Rewritten is text with its Scots words in English, then
// stop37Rewrites applied.
func stop37Rewritten(text string) string {
	text = applyGuarded(scotsInEnglish(text), stop37Rewrites)
	if m := dayThenBefore.FindStringSubmatch(text); m != nil {
		// "Sheila's birthday is the 19th dec, gotta sort her present
		// before then": the task, due by that day
		if d, ok := datePhrase(m[4]); ok && d != "" {
			// "have to proofread it before then": "it" is the thing said
			task := itWord.ReplaceAllString(m[5], m[2]+m[3])
			text = m[1] + "add " + task + " by " + m[4] + m[6]
		}
	}
	if m := theThenPutIt.FindStringSubmatch(text); m != nil {
		// "The tourtière, put it the 19 december, the day before they
		// arrive": a day for the task named
		if d, ok := datePhrase(m[3]); ok && d != "" && !clauseSaid.MatchString(m[2]) {
			text = m[1] + "move " + m[2] + " to " + m[3]
		}
	}
	if m := kindThenDays.FindStringSubmatch(text); m != nil {
		// "add my work shifts: mon 2-6pm, wed 2-6pm, fri 7-11am": one
		// task of that kind on each day
		items := splitList(m[3], -1)
		ok := len(items) >= 2
		for _, it := range items {
			if d, isDate := datePhrase(it); !isDate || d == "" {
				ok = false
			}
		}
		if ok {
			for i, it := range items {
				items[i] = m[2] + " " + strings.TrimSpace(it)
			}
			text = m[1] + "add " + strings.Join(items, ", ")
		}
	}
	if m := makeTheWhen.FindStringSubmatch(text); m != nil {
		// "make the dentist appointment friday": a day for the task named,
		// added when there is none, as the shorthand "x -> when" is
		// (arrowPlan)
		if d, ok := datePhrase(m[3]); ok && d != "" && !notJustNamed.MatchString(m[2]) {
			if strings.TrimSpace(m[1]) == "" && !strings.Contains(strings.ToLower(text), "instead") {
				text = strings.TrimSuffix(m[2], " to") + " -> " + m[3]
			} else {
				// "actually make the viewing saturday": a change to a task
				// already said, never a new one
				text = m[1] + "move " + m[2] + " to " + m[3]
			}
		}
	}
	if movedSaid.MatchString(text) {
		// "move it to the 16": a bare number after "to the" is that day
		text = dayNumberAfterTo.ReplaceAllStringFunc(text, func(s string) string {
			m := dayNumberAfterTo.FindStringSubmatch(s)
			n, err := strconv.Atoi(m[2])
			if err != nil || n < 1 || n > 31 {
				return s
			}
			return m[1] + " the " + tools.Nth(n) + m[3]
		})
	}
	return beforeMonth.ReplaceAllStringFunc(text, func(s string) string {
		m := beforeMonth.FindStringSubmatch(s)
		if m[2] != "" {
			return s // "before february 3rd": that day
		}
		return "by the end of " + monthBefore[strings.ToLower(m[1])[:3]]
	})
}

// makeTheWhen: "make the X <day>" — the task named, then a date phrase
// (checked by datePhrase).
var makeTheWhen = lazy(`(?i)^(\s*(?:(?:actually|ok|okay|so|and|oh|no)[,\s]+)*)make\s+((?:the|my|our)\s+[^,.;!?]+?)\s+((?:on|for|at)\s+\S.*?|(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight|next|this|the\s+\d|\d)\S*(?:\s+\S+){0,3}?)\s*(?:instead)?\s*[.!]*$`)

// notJustNamed: words that show "make the X …" says more than a task
// and a day ("make the uniform one high priority bc need it fri").
var notJustNamed = lazy(`(?i)\b(?:priority|prio|urgent|important|bc|because|cos|since|so|need|needs|repeat|repeating|every|each|done|complete|as|due)\b`)

// dayThenBefore: "<something> is <day>, (I) need to <task> before then".
var dayThenBefore = lazy(`(?i)^(\s*)((?:my\s+|the\s+|our\s+)?)(.+?)\s+(?:is|'s|are)\s+(?:on\s+)?([^,.;]+?)\s*[,.;]\s*(?:and\s+|so\s+)?(?:i\s+|we\s+)?(?:gotta|got\s+to|need\s+to|have\s+to|must|should|want\s+to|will\s+need\s+to|'ve\s+got\s+to|ve\s+got\s+to)\s+(.+?)\s+(?:before\s+then|by\s+then|beforehand|before\s+(?:that|it|the\s+day))\b(.*)$`)

// theThenPutIt: "the X, put it (on) <day>[, …]".
var theThenPutIt = lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?(?:put|move|set|push|make)\s+(?:it|that)\s+(?:on\s+|for\s+|to\s+)?([^,]+?)\s*(?:,.*)?[.!]*$`)

// clauseSaid: a verb or subject that makes words a statement, not a
// task's name ("the kids are off sick").
var clauseSaid = lazy(`(?i)\b(?:is|are|was|were|can|cannot|can't|cant|will|won't|has|have|had|i|we|he|she|they|do|does|did|must|should)\b`)

// kindThenDays: "add my work shifts: mon 2-6pm, wed 2-6pm" — a kind of
// task (said as a plural), then only days.
var kindThenDays = lazy(`(?i)^(\s*)(?:please\s+)?(?:add|put\s+down|put\s+in)\s+(?:my\s+|the\s+|our\s+)?([\p{L} ]+?)s\s*:\s*(.+?)\s*[.!]*$`)

// movedSaid: a request that moves or dates something.
var movedSaid = lazy(`(?i)\b(?:move|moved|push|pushed|shift|postpone|reschedule|due|put|make\s+it|change)\b`)

// dayNumberAfterTo: "to the 16" — a day of the month said without its
// ordinal suffix.
var dayNumberAfterTo = lazy(`(?i)\b(to|till|until|on|for|by)\s+the\s+(\d{1,2})([,.!?;]|$|\s+(?:please|instead|and|because|cos|as|since|so|i|we|would|could)\b)`)

// beforeMonth: "before february" — before a month said without a day.
var beforeMonth = lazy(`(?i)\bbefore\s+(january|february|march|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b(\s*\d|\s+the\s+\d)?`)

// monthBefore names the month before each (by its first three letters).
var monthBefore = map[string]string{"jan": "december", "feb": "january", "mar": "february", "apr": "march", "jun": "may", "jul": "june",
	"aug": "july", "sep": "august", "oct": "september", "nov": "october", "dec": "november"}

// scotsWords are Scots words (and spellings) people write in requests,
// each with its English word, and a few misspellings of the words the
// rules read; none of them is an English word of its own.
var scotsWords = mergedWords(scotsOnly, misspelt, patoisWords)

// patoisWords are Jamaican words people write in English requests, each
// with its English word; titles take the English one.
var patoisWords = map[string]string{
	"fi": "to", "dem": "them", "ting": "thing", "tings": "things", "wat": "what", "wid": "with",
	"everyting": "everything", "anyting": "anything", "nuttin": "nothing", "sumting": "something",
	"likkle": "little", "wah": "what", "seh": "say", "yuh": "you", "unu": "you",
}

// scotsOnly are the Scots words of scotsWords: a title or note keeps them
// as written (dialectKept).
var scotsOnly = map[string]string{
	"tae": "to", "aboot": "about", "oot": "out", "ye": "you", "yer": "your", "noo": "now", "whit": "what",
	"whit's": "what's", "whits": "what's", "cannae": "can't", "canna": "can't", "didnae": "didn't", "dinnae": "don't",
	"doesnae": "doesn't", "isnae": "isn't", "wasnae": "wasn't", "wouldnae": "wouldn't", "couldnae": "couldn't",
	"willnae": "won't", "havenae": "haven't", "hasnae": "hasn't", "wi": "with", "fae": "from", "frae": "from",
	"gie": "give", "maist": "most", "afore": "before", "nae": "no", "oor": "our", "auld": "old", "awfy": "very",
	"mibbe": "maybe", "mebbe": "maybe", "anither": "another", "ither": "other", "efter": "after", "ony": "any",
	"onything": "anything", "naething": "nothing", "somethin": "something", "hoo": "how", "hoo's": "how's",
	"thon": "that", "yon": "that", "tatties": "potatoes",
}

// misspelt are misspellings new users made of words the rules read.
var misspelt = map[string]string{
	"actualy": "actually", "acutally": "actually", "finaly": "finally", "realy": "really", "definately": "definitely",
	"prepone": "move", "preponed": "moved", "tommorow": "tomorrow", "tommorrow": "tomorrow", "wensday": "wednesday", "wednsday": "wednesday", "thrusday": "thursday",
	"insted": "instead", "instaed": "instead", "tomorow": "tomorrow", "tmrw": "tomorrow", "tmr": "tomorrow", "tomoro": "tomorrow", "tomorro": "tomorrow",
	"wendsday": "wednesday", "wedensday": "wednesday", "tusday": "tuesday", "tuseday": "tuesday", "thursdy": "thursday", "firday": "friday",
	"fridy": "friday", "saturady": "saturday", "satuday": "saturday", "sunady": "sunday", "monady": "monday", "nxt": "next", "appt": "appointment", "mtg": "meeting", "mtgs": "meetings", "bday": "birthday", "mañana": "tomorrow", "manana": "tomorrow",
	"untill": "until", "untl": "until",
	"remeber": "remember", "prority": "priority", "priorty": "priority", "priotity": "priority",
}

// scotsWord: a word that may be Scots (letters and an apostrophe).
var scotsWord = lazy(`(?i)\b[a-z]+(?:'[a-z]+)?\b`)

// scotsPhrase: Scots phrases for days and the lead words of a remark
// ("the morn", "the nicht", "och", "aye" to open).
var scotsPhrase = []guardedRewrite{
	{lazy(`(?i)\bthe\s+morn\b`), "tomorrow", lazy(`(?i)\bthe\s+morn(?:ing|'s)`)},
	{lazy(`(?i)\bthe\s+nicht\b`), "tonight", nil},
	{lazy(`(?i)\bthe\s+morra\b|\bthe\s+morrow\b`), "tomorrow", nil},
	{lazy(`(?i)\boff\s+the\s+day\b`), "off today", nil},
	{lazy(`(?i)^(\s*)(?:och|aye)(?:\s+(?:aye|no|well|right))?\s*[,!.]?\s+(\S)`), "$1$2", nil},
	{lazy(`(?i)\ban\s+aw\b`), "as well", nil},
}

// scotsInEnglish is text with each Scots word of scotsWords in English
// (its first letter's case kept) and scotsPhrase applied; text with none
// comes back as it is.
func scotsInEnglish(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range scotsWord.FindAllStringIndex(text, -1) {
		w := text[m[0]:m[1]]
		e, ok := scotsWords[strings.ToLower(w)]
		if !ok || len(w) >= 2 && w == strings.ToUpper(w) || m[0] > 0 && text[m[0]-1] == '-' || m[1] < len(text) && text[m[1]] == '-' {
			continue // "the WI": an acronym; "Wi-Fi": part of a compound
		}
		if r := w[0]; r >= 'A' && r <= 'Z' {
			e = strings.ToUpper(e[:1]) + e[1:]
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(e)
		last = m[1]
	}
	if last == 0 {
		return applyGuarded(text, scotsPhrase)
	}
	b.WriteString(text[last:])
	return applyGuarded(b.String(), scotsPhrase)
}
