package grammar

import "strings"

// Phrasing of people writing English as a second language, said the way
// the rules read it. Each rewrite keeps the user's own words for titles
// and names; only the frame around them changes.
// greetingLead: a greeting before the request ("Good evening. …"); the
// stop 39 rewrites take it off first, so no later rewrite reads it as a
// name, and learnerRewrites again for texts that reach them otherwise.
var greetingLead = lazy(`(?i)^(\s*)(?:good\s+(?:morning|afternoon|evening|day)|hello(?:\s+there)?|hiya|hi(?:\s+there)?|hey(?:\s+there)?|dear\s+pace|morning|evening)(?:\s+pace)?\s*[.!,;]+\s*(\S)`)

var learnerRewrites = []struct {
	re   *lazyRE
	with string
}{
	// "Good evening. Would you kindly …": a greeting before the request
	{greetingLead, "$1$2"},
	// a label of two words, quoted ("book club") is one label, joined by
	// a hyphen — labels are single words
	{lazy(`(?i)\b((?:label|tag|labels|tags|labelled|tagged|with|as)\s+(?:of\s+)?)["“]([\w-]+)\s+([\w-]+)["”]`), "$1$2-$3"},
	// Mandarin-first writers: the plural left out ("show my work task",
	// "what task have label @x", "how many task I have", "add 2 task")
	// ("show the garden project" names one project: kept)
	{lazy(`(?i)^(\s*(?:please\s+)?(?:show|list|see|display|give)(?:\s+me)?\s+(?:all\s+)?(?:my|the|all)\s+)((?:[\w@-]+\s+)?(?:task|milestone|note|reminder)|project)(\s*[?.!]?\s*$|\s+(?:in|for|with|on|due|that)\b)`), "$1${2}s$3"},
	{lazy(`(?i)^(\s*)(what|which)\s+(task|milestone|project|note)\s+(i|we|have|has|is|are|do|in|for|with)\b`), "$1$2 ${3}s $4"},
	{lazy(`(?i)\bhow\s+many\s+(task|project|milestone|note|reminder)\b`), "how many ${1}s"},
	{lazy(`(?i)\b(add|create|make)\s+(\d+|two|three|four|five)\s+(task|reminder|to-?do)\b`), "$1 $2 ${3}s"},
	// "make remind for call Gary monday 9am": a reminder
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:make|create|give)\s+(?:me\s+)?(?:a\s+)?remind\s+(?:for|to|about)\s+(?:me\s+)?(?:to\s+)?`), "${1}remind me to "},
	// "…, put both to Health Inspection project": both filed there
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?put\s+(?:both|them|all|them\s+all|them\s+both|all\s+of\s+them)\s+(?:to|in|into|under)\s+`), ", both in "},
	// "go to bank is finish": "finish" for "finished"
	{lazy(`(?i)\b(is|are|was|were)\s+(?:already\s+)?finish\b`), "$1 finished"},
	{lazy(`(?i)\bnot\s+finish\b`), "not finished"},
	// "change the date to monday this task": the task said last
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|move|set|put)\s+(?:the\s+)?(?:date|day|due\s+date|deadline)\s+(?:to|for|on)\s+(.+?)\s+(?:this|that|the)\s+(?:task|one)\s*[.!]*$`), "${1}move it to $2"},
	// "please mark it as not done again": a reopen
	{lazy(`(?i)\bmark\s+(it|that|this)\s+(?:as\s+)?(?:not\s+done|undone|incomplete|not\s+complete(?:d)?|open|not\s+finished)(?:\s+again)?\b`), "reopen $1"},
	// "change Margaret's visits to Thursdays at 3pm from now on": a new
	// repetition
	{lazy(`(?i)^(\s*(?:(?:would|could|can)\s+you\s+(?:kindly\s+|please\s+)?|please\s+|kindly\s+)?)(?:change|move|switch)\s+(.+?)\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s\b((?:\s+at\s+[^,.]+?)?)(?:\s+from\s+now\s+on|\s+in\s+future|\s+going\s+forward)?\s*([.!]?)\s*$`), "${1}make $2 repeat every $3$4$5"},
	// Trials 104-106: "Please ensure that I have a task to X", "…,
	// remember me please", "…, put it please", "the morning shift of
	// monday, change it to 8am", "change the X time to 3pm", "…, both flat
	// move", "change X to every Thursday at 5pm instead", "everything that
	// is due next week", "how many tasks I have for next week", "put a
	// reminder for the 10 for pay X"
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)(?:ensure|make\s+sure|see\s+to\s+it)\s+(?:that\s+)?(?:i|we)\s+(?:have|get)\s+(?:a\s+)?(?:task|reminder|to-?do)\s+(?:to\s+)?`), "${1}remind me to "},
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:remember|remind)\s+me(?:\s+(?:please|pls|of\s+it|about\s+it))?\s*[.!]*$`), ""},
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:put|add|save)\s+(?:it|that|this)(?:\s+(?:please|pls|in|down|for\s+me))?\s*[.!]*$`), ""},
	{lazy(`(?i)^(\s*)(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3})\s+of\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,\s*(?:please\s+)?(?:change|move|put|push)\s+(?:it|that)\s+(?:to|for)\s+`), "${1}move the $2 to "},
	{lazy(`(?i)^(\s*(?:please\s+)?)change\s+(?:the\s+)?(.+?)\s+time\s+to\s+`), "${1}move the $2 to "},
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)change\s+(.+?)\s+to\s+(every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+at\s+[^,.]+?)?)(?:\s+instead)?\s*[.!]*$`), "${1}make $2 repeat $3"},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:show|list)(?:\s+me)?\s+)everything\s+(?:that\s+is|that's|thats)\s+due\s+`), "${1}what is due "},
	{lazy(`(?i)^(\s*(?:thank\s+you|thanks)[!.,]*\s*)?how\s+many\s+tasks\s+(?:i|we)\s+(?:have|got)\s+(?:for\s+)?(next\s+week|this\s+week|today|tomorrow)\s*\??\s*$`), "what is due $2"},
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+(?:a\s+)?reminder\s+for\s+the\s+(\d{1,2})(?:st|nd|rd|th)?\s+for\s+`), "${1}remind me on the $2 to "},
	// Formal frames (trial 102)
	{lazy(`(?i)\s*\?\s*(?:please\s+|kindly\s+)?(?:label|tag)\s+it\s+(?:with\s+|as\s+)?@?([\w-]+)\s*[.!]?\s*$`), " @$1"},
	{lazy(`(?i)^(\s*)i\s+(?:should|would)\s+(?:also\s+)?like\s+a\s+reminder\s+`), "${1}remind me "},
	{lazy(`(?i)^(\s*(?:(?:would|could|can|will)\s+you\s+(?:kindly\s+|please\s+)?|please\s+|kindly\s+)?)tell\s+me\s+(what|which|how|when)\b`), "$2"},
	{lazy(`(?i)\s*[;,.]\s*(?:so\s+)?(?:please\s+|kindly\s+)?(?:change|update|amend|adjust)\s+(?:the\s+)?(?:time|date|day|it)\s+accordingly\s*[.!]*$`), ""},
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?\s+milestone)\s+(?:is\s+to|needs\s+to|should|must|has\s+to)\s+(?:move|be\s+moved|go)\s+(?:to|till|until)\s+`), "${1}move the $2 to "},
	{lazy(`(?i)^(\s*)(?:(?:on\s+reflection|i\s+am\s+afraid|sorry)[,\s]+)?(?:i|we)\s+(?:have\s+not|haven'?t|did\s+not|didn'?t)\s+(?:quite\s+|actually\s+|really\s+|yet\s+)?(?:finish(?:ed)?|done|do|complete(?:d)?)\s+((?:the|my|our)\s+[^,;.]+?)(?:\s+after\s+all|\s+yet)?\s*[,;.]\s*(?:so\s+)?(?:please\s+|kindly\s+)?(?:reopen|re-open|untick)\s+(?:it|that)\b\s*[.!]*$`), "${1}reopen $2"},
	// Portuguese-first frames (trial 103): "pass X to Friday", "everything
	// of saturday pass to monday", "I need to remember of renew X", "put
	// the label @urgent in X", "how is going the P project?", "show me the
	// tasks of P"
	{lazy(`(?i)^(\s*)(?:everything|all)\s+(?:of|from|on)\s+([a-z]+)\s+(?:pass|move|push|change)\s+(?:to|for)\s+`), "${1}move everything from $2 to "},
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)pass\s+(.+?)\s+(?:to|for)\s+`), "${1}move $2 to "},
	{lazy(`(?i)\b((?:need|have|must|want)\s+to\s+)remember\s+of\s+`), "$1"},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|give)\s+(?:the\s+)?(?:label|tag)\s+@?([\w-]+)\s+(?:in|on|to)\s+(.+?)\s*[.!]*$`), "${1}tag $3 with $2"},
	{lazy(`(?i)^(\s*)how\s+is\s+going\s+(?:the\s+)?(.+?)\s*\??\s*$`), "${1}how is $2 going"},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:show|list)(?:\s+me)?\s+)(?:the|my|all)\s+tasks\s+(?:of|from)\s+(?:the\s+)?`), "${1}everything in "},
	// Yoruba/English frames (trial 100)
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)help\s+me\s+(?:to\s+)?(add|create|make|set|put|move|mark|delete)\b`), "$1$2"},
	{lazy(`(?i)^(\s*)(?:i\s+(?:want|would\s+like|need|wish)\s+(?:to\s+)?)?be\s+reminded\s+`), "${1}remind me "},
	{lazy(`(?i)\s*,\s*(?:please\s+|kindly\s+)?put\s+(?:it|them)\s+(?:for|on)\s+`), " on "},
	{lazy(`(?i)(\bproject\s+[^,:]+?)\s*,\s*(?:the\s+|its\s+)?description\s+(?:is|will\s+be|should\s+be|:)\s*`), "$1: "},
	{lazy(`(?i)\b(add|create)\s+(?:these|the\s+following)\s+(?:two|three|four|2|3|4)\s*:`), "$1 these:"},
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,?]+?)\s*,\s*(?:is|has)\s+(?:it|that)\s+(?:been\s+)?(?:done|finished|completed|paid|sent)(?:\s+already|\s+yet)?\s*\??\s*$`), "${1}is the $2 done?"},
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)(?:extend|delay|postpone|defer)\s+(.+?)\s+(?:to|till|until)\s+`), "${1}move $2 to "},
	{lazy(`(?i),\s*both\s+for\s+(?:the\s+)?([^,]+?)\s+project\b`), ", both in the $1 project"},
	{lazy(`(?i)\bopen\s+(it|that|them)\s+back\b`), "reopen $1"},
	{lazy(`(?i)^(\s*)off\s+(the\s+[^,]+?)(\s*(?:,.*|\s+and\s+.*))?$`), "${1}mark $2 as done$3"},
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)change\s+((?:the|my)\s+.+?)(?:\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)?\s+to\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|noon|midday)\s*[.!]*$`), "${1}move $2 to $3"},
	// "Thank you; before I retire, would you show me …": thanks first
	{lazy(`(?i)^(\s*)(?:(?:thank\s+you|thanks|many\s+thanks)(?:\s+(?:so|very)\s+much)?\s*[;,.!]\s*)?(?:before\s+i\s+(?:retire|go|finish|sign\s+off|turn\s+in|forget)\s*,\s*)`), "$1"},
	{lazy(`(?i)^(\s*)(?:thank\s+you|thanks|many\s+thanks)(?:\s+(?:so|very)\s+much)?\s*;\s*`), "$1"},
	// Formal frames (trial 99): "… by Tuesday? It belongs to the Lecture
	// Series." files it there; "a further project named X"; "…? It is of
	// high priority."
	{lazy(`(?i)\s*[?.;]\s*(?:it|this|that)\s+belongs\s+(?:to|in|with)\s+(?:the\s+|my\s+)?([^,.?!]+?)(?:\s+project)?\s*[.!]?\s*$`), ", it is part of the $1 project"},
	{lazy(`(?i)\b(?:a\s+further|an\s+additional)\s+(project|task|milestone|note)\b`), "a $1"},
	{lazy(`(?i)\s*\?\s*(?:it\s+is|it's|this\s+is)\s+(?:of\s+)?(?:a\s+)?(high|low|top|medium|normal)\s+priority\b\.?`), ", $1 priority"},
	// "I am to take my tablets …; would you set that up as a repeating
	// reminder?": the repeat already said
	{lazy(`(?i)^(\s*)i\s+am\s+to\s+`), "${1}I need to "},
	{lazy(`(?i)\s*[;,.]\s*(?:would\s+you\s+(?:be\s+so\s+kind\s+as\s+to\s+|kindly\s+|please\s+)?|be\s+so\s+(?:kind|good)\s+as\s+to\s+|could\s+you\s+|please\s+|kindly\s+)?(?:set|put|make|add)\s+(?:that|it|this)\s+(?:up\s+)?as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly|daily|monthly)?\s*(?:reminder|task|to-?do)\s*[?.!]?\s*$`), ""},
	// "I should also like a task in Lecture Series to reserve …"
	{lazy(`(?i)^(\s*)i\s+(?:should|would)\s+(?:also\s+)?like\s+(?:a|another)\s+(?:task|reminder)\s+(?:in|for|under)\s+(?:the\s+)?([^,]+?)(?:\s+project)?\s+to\s+`), "${1}add a task to the $2 project: "},
	// "Might I see what I have due this coming week?"
	{lazy(`(?i)^(\s*)(?:might|may|can|could)\s+i\s+(?:see|have|know|ask)\s+(what|which|how|when)\b`), "$1$2"},
	// "I am pleased to say I have already written to X; kindly mark that
	// as done": the report is the change
	{lazy(`(?i)^(\s*)(?:i\s+am|i'm)\s+(?:pleased|glad|happy|delighted|relieved)\s+to\s+(?:say|report)\s+(?:that\s+)?`), "$1"},
	{lazy(`(?i)^(\s*(?:i|we)\s+(?:have\s+|'ve\s+)?(?:already\s+|now\s+|just\s+|finally\s+)?[a-z]+(?:ed|en|t)\b[^;]*?)\s*[;,.]\s*(?:(?:so\s+)?(?:please|kindly|would\s+you|could\s+you)\s+)*(?:mark|tick)\s+(?:it|that|this)\s+(?:off|as\s+done|done|as\s+complete(?:d)?)\s*[.!?]*$`), "$1"},
	// "Which tasks have I completed this week?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs)\s+(have|did)\s+(i|we)\s+(completed|finished|done|complete|finish)\b`), "${1}what $2 $3 $4"},
	// "mark the task about pruning the roses as complete": the to-do to
	// prune them (taskRef reads the gerund)
	{lazy(`(?i)\bthe\s+(?:task|reminder|to-?do)\s+(?:about|for|regarding|re|concerning)\s+([a-z]+ing\s)`), "$1"},
	// "all tasks with @house": all the @house tasks
	{lazy(`(?i)\ball\s+(?:the\s+|my\s+)?tasks\s+(?:with|that\s+have|having)\s+(?:the\s+(?:label|tag)\s+)?@([\w-]+)`), "all @$1 tasks"},
	// "all tasks from the P project": in it
	{lazy(`(?i)\ball\s+(?:the\s+|my\s+)?tasks\s+(?:from|of)\s+the\s+(.+?\s+project)\b`), "all tasks in the $1"},
	// "All @house tasks please give priority 2", "all tasks in P please
	// put on the label @family": the set first, then what to do to it
	{lazy(`(?i)^(\s*)(all\s+(?:the\s+|my\s+)?(?:@[\w-]+\s+)?(?:tasks|to-?dos)(?:\s+(?:in|tagged|labelled|labeled)\s+.+?)?)\s+(?:please\s+|kindly\s+)?(give|set|make|mark|move|push|tag|label|delete|put)\s+(?:them\s+|it\s+)?(?:also\s+)?(.+)$`), "${1}$3 $2 $4"},
	// "put all tasks in P also on the label @family", "label all tasks in
	// P @family": tag them
	{lazy(`(?i)^(\s*)(?:please\s+|kindly\s+)?(?:put|place|set)\s+(all\s+.+?)\s+(?:also\s+)?(?:on|under|in)\s+(?:the\s+)?(?:label|tag)\s+["“]?@?([\w-]+)["”]?(?:\s+(?:as\s+well|too|also))?\s*[.!]*$`), "${1}tag $2 with $3"},
	{lazy(`(?i)^(\s*)label\s+(all\s+.+?)\s+(?:with\s+|as\s+)?@([\w-]+)\s*[.!]*$`), "${1}tag $2 with $3"},
	// "I would like a repeating task to host the book club …": add one
	{lazy(`(?i)^(\s*)(?:i\s+would\s+like|i'd\s+like|i\s+want|i\s+need|i\s+should\s+like)\s+(a|an|another)\s+((?:new\s+)?(?:repeating\s+|recurring\s+|regular\s+|weekly\s+|daily\s+|monthly\s+)?(?:task|reminder|to-?do))\s+(to|for|called|:)\s*`), "${1}add $2 $3 $4 "},
	// "Could you please set the invitations task to be due on the 20th"
	{lazy(`(?i)\b(set|make|change)\s+(the\s+.+?)\s+to\s+be\s+due\s+(?:on\s+|by\s+)?`), "move $2 to "},
	// "tomorrow itself", "today itself": the day, said with emphasis
	{lazy(`(?i)\b(today|tomorrow|tonight|now|this\s+week|this\s+evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+itself\b`), "$1"},
	// "prepone the meeting": bring it forward
	{lazy(`(?i)\bprepone\b`), "move"},
	// "remind me for net practice every wednesday": a reminder of it
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)remind\s+me\s+for\s+`), "${1}add "},
	// "the X milestone is shifted to D": moved, not done
	{lazy(`(?i)\b(is|are|has\s+been|have\s+been|was|were|got)\s+shifted\s+(to|till|until)\b`), "$1 moved $2"},
	// "what is there in the P project?"
	{lazy(`(?i)^(\s*)what\s+(?:is|all\s+is)\s+there\s+in\s+`), "${1}what's in "},
	// "delete the swimming gala its cancelled": the reason, without its comma
	{lazy(`(?i)([^,;.])\s+((?:it'?s|its\s+been|it'?s\s+been)\s+(?:cancelled|canceled|off|back\s+on|not\s+happening|done|over|sorted|postponed))\s*[.!]*$`), "$1, $2"},
	// "Make also a project House Renovation": "also" after the verb
	{lazy(`(?i)^(\s*)(make|create|start|open|set\s+up)\s+also\s+(a|an|the|one)\b`), "$1$2 $3"},
	// "show me the list of tasks": my tasks
	{lazy(`(?i)\b(show|give|list)(\s+me)?\s+(?:the|my)\s+(?:whole\s+|full\s+)?list\s+of\s+(?:all\s+)?(?:my\s+|the\s+)?(tasks|to-?dos|todos)\b`), "$1$2 my $3"},
	// "show me then all tasks of the bridge"
	{lazy(`(?i)\b(show|give|list)(\s+me)?\s+then\s+`), "$1$2 "},
	// "what have I for tomorrow?": what do I have
	{lazy(`(?i)^(\s*)what\s+have\s+(i|we)\s+(for|on|in)\s+`), "${1}what do $2 have $3 "},
	// "Might I see everything due on Monday?", "may I have a list of …"
	{lazy(`(?i)^(\s*)(?:might|may|could|can)\s+i\s+(?:please\s+)?(?:see|view|have\s+a\s+look\s+at|look\s+at|have\s+a\s+list\s+of|get\s+a\s+list\s+of)\s+`), "${1}show me "},
	// "Would you be so good as to tell me the hospice's charity number?"
	{lazy(`(?i)^(\s*)(?:(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:be\s+so\s+(?:good|kind)\s+as\s+to\s+)?)tell\s+me\s+(the|my|our|his|her|their)\s+((?:[\w'’-]+\s+){0,4}(?:number|code|password|pin|address|name|date|time|room|phone|email|postcode|zip|reference|ref|account|sort\s+code|details|size|age|birthday|price|cost|amount|balance|id))\??\s*$`), "${1}what is $2 $3?"},
	// "delete the task about the hospital pharmacy"
	{lazy(`(?i)\bthe\s+(?:task|reminder|to-?do)\s+(?:about|for|regarding|re|concerning)\s+(?:the\s+|my\s+)?`), "the "},
	// "create a project called X and move A and B into it"
	{lazy(`(?i)\b(project\s+(?:called|named)\s+[^,]+?)\s+and\s+(move|put|file)\s+`), "$1 and then $2 "},
	{lazy(`(?i)\b(?:show|tell)\s+me\s+what\s+(?:i|we)\s+(?:have|need|must)\s+(?:to\s+)?do\b`), "what do I have to do"},
	// "X is on Saturday the 19th at half past seven; I should be grateful
	// if you would put it in": the event, added
	{lazy(`(?i)^(\s*)(.+?)\s+(?:is|are)\s+((?:on|at)\s+[^;]+?)\s*[;,.]\s*(?:i\s+should\s+be\s+(?:most\s+)?grateful\s+if\s+you\s+would\s+|would\s+you\s+(?:kindly\s+|please\s+)?|could\s+you\s+|please\s+|kindly\s+)?(?:put|add|note|pop|enter)\s+(?:it|that|this)\s+(?:in|down|on)(?:\s+(?:the\s+|my\s+)?(?:calendar|diary|list))?\s*[.!?]*$`), "${1}add $2 $3"},
	// Casual frames (trial 98): " n " for "and"; "havent actually done the
	// photos yet put it back"; "X all fixed now, archive the project";
	// "all the christmas stuff"
	{lazy(`(?i)(\S)\s+n\s+((?:make|move|push|add|mark|delete|set|tag|put|change|the|also|then|remind)\b)`), "$1 and $2"},
	{lazy(`(?i)^(\s*)(?:(?:oops|sorry|wait|no)[,\s]+)*(?:i\s+)?(?:haven'?t|havent|have\s+not|didn'?t|didnt)\s+(?:actually\s+)?(?:done|finished|did|do|finish)\s+((?:the|my)\s+.+?)\s+yet[,.]?\s+(?:so\s+)?(?:please\s+)?(?:put\s+it\s+back|reopen\s+it|untick\s+it)\b.*$`), "${1}reopen $2"},
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:is\s+|'s\s+)?(?:all\s+)?(?:fixed|done|sorted|finished|over)(?:\s+now)?\s*,\s*(archive|delete|close)\s+(?:the|that|this)\s+project\b`), "${1}$3 the $2 project"},
	{lazy(`(?i)\ball\s+(?:the|my)\s+([\w'-]+(?:\s+[\w'-]+)?)\s+(?:stuff|bits)\b`), "all the $1 tasks"},
	// "I must to order the tiles": "must" takes no "to"
	{lazy(`(?i)\b(must|should|can|could|will|would)\s+to\s+`), "$1 "},
	// "make for me a task to call the landlord", "book for me a table"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:make|create|put|add|set)\s+for\s+me\s+(a|an)\s+`), "${1}add $2 "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(book|order|buy|reserve|find|call|send)\s+for\s+me\s+`), "${1}$2 me "},
	// "what I have tomorrow?", "what I finished today?", "what I did
	// finish this week?": the question said in statement order
	{lazy(`(?i)^(\s*)what\s+i\s+(?:have|got)\b`), "${1}what do I have"},
	{lazy(`(?i)^(\s*)what\s+i\s+(?:did\s+)?(?:finish|finished|complete|completed|did|have\s+done|have\s+finished)\b`), "${1}what did I finish"},
	{lazy(`(?i)^(\s*)what\s+i\s+(?:must|need\s+to|have\s+to|should)\s+do\b`), "${1}what do I have to do"},
	// "what milestones I have in P?", "which tasks I have today"
	{lazy(`(?i)^(\s*)(what|which)\s+(tasks|milestones|projects|labels|notes|things|jobs|reminders)\s+(i|we)\s+(have|got|still\s+have)\b`), "${1}$2 $3 do $4 have"},
	// "every Saturday rather than every Sunday": the old rule said too
	{lazy(`(?i)(\bevery\s+(?:other\s+)?[a-z]+)\s+(?:rather\s+than|instead\s+of|and\s+not|not)\s+(?:every|each|on)\s+(?:other\s+)?[a-z]+\b`), "$1"},
	// "change the printers task so that it is due on 17 December": a move
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|alter|amend|update)\s+.+?)\s+so\s+(?:that\s+)?(?:it|this|they)\s+(?:is|are|'s|will\s+be|becomes?)\s+(?:now\s+)?due\s+(?:on\s+|for\s+|by\s+)?`), "$1 to "},
	// "make it p1 again": the level said back
	{lazy(`(?i)\b(make\s+(?:it|that|them|this)\s+(?:a\s+)?(?:p[1-4]|urgent|high|low|top|medium|normal)(?:\s+priority)?)\s+again\b`), "$1"},
	// "move all of Wednesday's tasks to Thursday": the day's tasks
	{lazy(`(?i)\b(?:all\s+(?:of\s+)?)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)(?:'s|s)\s+(?:tasks|things|jobs|stuff|to-?dos)\b`), "everything due $1"},
	// "wait no i didnt finish the durkheim one, reopen it"
	{lazy(`(?i)^(\s*)(?:(?:wait|no|oh|oops|sorry|actually)[,\s]+)*(?:i|we)\s+(?:didn'?t|did\s+not|haven'?t|have\s+not|never)\s+(?:actually\s+|really\s+)?(?:finish(?:ed)?|do|done|complete(?:d)?)\s+((?:the|my|our)\s+[^,;.]+?)\s*[,;.]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:reopen|re-open|untick|uncheck)\s+(?:it|that)\b\s*[.!]*$`), "${1}reopen $2"},
	// "make a project called Housing for finding a house next year": what
	// it is for, said with a gerund, is its description
	{lazy(`(?i)\b((?:project|projet)\s+(?:called|named)\s+[^,:"]+?)\s+(for\s+[a-z]+ing\b)`), "$1: $2"},
	// "delete the housing project ill sort it in jan": a remark after
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|just|please)\s+)*(?:delete|archive|remove|restore)\s+(?:the\s+|my\s+)?[^,]+?\s+project)\s+(?:i'll|ill|i\s+will|we'll|i'm\s+going\s+to|gonna)\s+.*$`), "$1"},
	// "undo that actually keep it"
	{lazy(`(?i)^(\s*(?:(?:wait|no|oh|oops)[,\s]+)*undo\s+(?:that|it|this))\s+(?:actually\s+)?(?:keep|leave)\s+(?:it|that|them)\b.*$`), "$1"},
	// "move the handout and uniform tasks to sunday": two tasks
	{lazy(`(?i)\b(?:the\s+)([a-z][\w'-]*)\s+and\s+(?:the\s+)?([a-z][\w'-]*)\s+tasks\b`), "the $1 task and the $2 task"},
	{lazy(`(?i)\b(?:the\s+)([a-z][\w'-]*)\s+and\s+(?:the\s+)?([a-z][\w'-]*)\s+ones\b`), "the $1 one and the $2 one"},
	// "rename it find 6 sources": "to" left out
	{lazy(`(?i)\b(rename\s+(?:it|that|this))\s+`), "$1 to "},
	{lazy(`(?i)\b(rename\s+(?:it|that|this))\s+to\s+(?:to|as)\s+`), "$1 to "},
	// "rename that milestone to X": "that" names the kind, not the item
	{lazy(`(?i)\b(rename\s+(?:that|this))\s+to\s+(milestone|task|project|note|one|job|reminder|item|list)\s+(?:to|as|into)\s+`), "$1 $2 to "},
	// "change X to p2 and rename it Y": the priority said with "to"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|set|put)\s+(.+?)\s+to\s+(p[1-4]|(?:high|low|medium|normal|top)\s+priority|urgent)\s+and\s+`), "${1}make $2 $3 and "},
	// "I want add task X", "I need create project X": "to" left out
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:want|wanna|need|would\s+like)\s+(?:to\s+)?(add|create|make)\s+((?:a\s+|new\s+|one\s+)*(?:task|reminder|project|milestone|note|to-?do)\b)`), "$1$2 $3"},
	// "help me remind prepare the lesson": a reminder
	{lazy(`(?i)^(\s*(?:please\s+)?)help\s+me\s+(?:to\s+)?remind(?:\s+me)?\s+(?:to\s+)?`), "${1}remind me to "},
	// "…, please add as repeat task": the repeat already said
	{lazy(`(?i)\s*[,;.]\s*(?:please\s+|pls\s+)?(?:add|put|make|save|set)\s+(?:it\s+)?as\s+(?:a\s+)?(?:repeat(?:ing|ed)?|recurring|regular|weekly|daily|monthly)?\s*(?:task|reminder|to-?do)\b`), ""},
	// "…, put in Flat Move project": "it" left out
	{lazy(`(?i)\s*,\s*(?:please\s+|pls\s+)?put\s+(?:in|into)\s+`), ", please put it in "},
	// "…, date is 18 December"
	{lazy(`(?i)\s*,\s*(?:the\s+)?(?:date|due\s+date|deadline|day)\s+(?:is|will\s+be|:)\s+`), " on "},
	// "write test case for login page already finish"
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[a-z][^,]+?)\s+(?:is\s+|are\s+)?already\s+(?:finish|finished|done|complete|completed)\s*[.!]*$`), "${1}mark $2 as done"},
	// "buy the envelopes and print the worksheet both done"
	{lazy(`(?i)^(\s*)(.+?\s+and\s+.+?)\s*,?\s+(?:are\s+)?both\s+(?:done|finished|complete|completed)\s*[.!]*$`), "${1}mark $2 as done"},
	// "make it p1 and add label @urgent": a label for the same item
	{lazy(`(?i)\band\s+(?:add|put|give)\s+(?:it\s+)?(?:the\s+|a\s+)?(?:label|tag)\s+@?([\w-]+)`), "and tag it $1"},
	// "what I need do on Sunday?"
	{lazy(`(?i)^(\s*)what\s+i\s+(?:need|must|have|should)\s+(?:to\s+)?do\b`), "${1}what do I have to do"},
	// "priority one", "priority 2": the p1-p4 levels said in words
	{lazy(`(?i)\bpriority\s+(?:level\s+)?(?:one|1)(\s*(?:[,.;!]|$))`), "p1$1"},
	{lazy(`(?i)\bpriority\s+(?:level\s+)?(?:two|2)(\s*(?:[,.;!]|$))`), "p2$1"},
	{lazy(`(?i)\bpriority\s+(?:level\s+)?(?:three|3)(\s*(?:[,.;!]|$))`), "p3$1"},
	{lazy(`(?i)\bpriority\s+(?:level\s+)?(?:four|4)(\s*(?:[,.;!]|$))`), "p4$1"},
	// "…; it is of high priority", "…, it's of the highest priority":
	// the priority said as a remark
	{lazy(`(?i)\s*[,;.]\s*(?:it\s+is|it's|this\s+is|that\s+is)\s+(?:of\s+)?(?:a\s+|the\s+)?(high|low|top|medium|normal)(?:est)?\s+priority\b\.?`), ", $1 priority"},
	{lazy(`(?i)\s*[,;.]\s*(?:it\s+is|it's|this\s+is|that\s+is)\s+(?:of\s+)?(?:the\s+)?(?:highest|utmost|greatest)\s+(?:priority|importance|urgency)\b\.?`), ", urgent"},
	// "…, is for the bathroom", "…, is high priority": "it" left out
	{lazy(`(?i)([,;])\s*is\s+(for|high|low|urgent|important|not|very|really|quite|part|normal|medium|top)\b`), "$1 it is $2"},
	// "finally is done the quarterly report!": the state first
	{lazy(`(?i)^\s*(?:finally|ok|okay|so|now|yes)[,!\s]+((?:is|are)\s+(?:already\s+|now\s+)?(?:finished|done|completed|complete|sent|paid|booked|ready)\s+(?:the|my|our)\s)`), "$1"},
	// "I will be the one to pay the rent": the speaker will do it
	{lazy(`(?i)\b(i|we)(?:'ll|\s+will|\s+shall|'m|\s+am|'re|\s+are)\s+(?:going\s+to\s+)?(?:be\s+)?the\s+(?:one|ones)\s+(?:to|who\s+(?:will|must|should))\s+`), "$1 need to "},
	// "put my dinner at the bistro on the calendar for today at nine":
	// the calendar is where tasks with a date show
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|stick|pop|pencil|write)\s+(?:in\s+)?(.+?)\s+(?:on|in|into|to|onto)\s+(?:the|my|our)\s+(?:calendar|diary|schedule)\b`), "${1}add $2"},
	// "kindly add also get new boots on saturday": "also" before the thing
	{lazy(`(?i)\b(add|put|include|create)\s+(?:also|too|as\s+well)\s+`), "$1 "},
	// "for the P project pls put description \"…\"", "for P, the
	// description is …": the project said first
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,"“]+?)(?:\s+project)?\s*,?\s+(?:(?:please|pls|plz|kindly)\s+)?(?:(?:put|set|add|write|make|give\s+it)\s+(?:the\s+|a\s+|as\s+)?description|(?:the\s+)?description\s+(?:is|should\s+be|will\s+be))\s*(?:to\s+|as\s+|:\s*)?`), "${1}set the description of the $2 project to "},
	// "give it label review", "give it the tag shopping"
	{lazy(`(?i)\bgive\s+(it|them)\s+(?:the\s+|a\s+)?(?:label|tag)\s+`), "tag $1 "},
	// "every sunday I must clean the chain, make it repeating": the when
	// already says it repeats
	{lazy(`(?i)\s*[,;]\s*(?:and\s+)?(?:please\s+)?make\s+it\s+(?:repeating|recurring|repeat|regular)(?:\s+please)?\s*([.!]?)\s*$`), "$1"},
	// "put description for Cycling project: …", "description for that
	// one: …"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:(?:put|add|set|write|give|make)\s+(?:a\s+|the\s+)?)?description\s+(?:for|to|on|of)\s+([^:]+?)\s*:\s*`), "${1}add a description to $2: "},
	// "milestone bathroom finished move to 23 december"
	{lazy(`(?i)^(\s*)milestone\s+(.+?)\s+(?:move|moved|push|shift|change)\s+(?:it\s+)?to\s+`), "${1}move the milestone $2 to "},
	// "add to tiles task a note: …": the note said last
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+to\s+(?:the\s+)?(.+?\s+(?:task|one))\s+a\s+note\s*:\s*`), "${1}add a note to the $2: "},
	// "dentist they moved to tuesday": the thing first, then who moved it
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:they|he|she|we)\s+(?:have\s+|'ve\s+)?(?:moved|changed|pushed|put|shifted)\s+(?:it\s+)?to\s+`), "${1}move $2 to "},
	// "I should like a milestone called …", "I'd like a task to …"
	{lazy(`(?i)^(\s*(?:(?:hello|hi|good\s+(?:morning|afternoon|evening))[,!.\s]+)?)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want|i\s+need)\s+(?:to\s+(?:add|have|create|set\s+up)\s+)?(a|an|another)\s+(?:new\s+)?milestone\b`), "${1}add $2 milestone"},
	{lazy(`(?i)^(\s*(?:(?:hello|hi|good\s+(?:morning|afternoon|evening))[,!.\s]+)?)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want|i\s+need)\s+(?:to\s+(?:add|have|create|set\s+up)\s+)?(a|an|another)\s+(?:new\s+)?project\b`), "${1}create $2 project"},
	// "I'd like the library books one moved into the P project": the
	// change said as a wish
	{lazy(`(?i)^(\s*)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want)\s+((?:the|my|that|this)\s+.+?)\s+(moved|put|filed|shifted)\s+(into|to|in|under)\s+`), "${1}move $2 $4 "},
	{lazy(`(?i)^(\s*)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want)\s+((?:the|my|that|this)\s+.+?)\s+(?:marked|ticked)\s+(?:as\s+)?(done|complete|completed|finished)\b`), "${1}mark $2 $3"},
	// "hang on, they've changed their minds - bring that project back":
	// the news before the request
	{lazy(`(?i)^\s*(?:(?:hang\s+on|wait|oh|ok|okay|right|actually|update)[,!.\s]+)*(?:they|he|she|we|the\s+[a-z]+|[A-Z][a-z]+)\s*(?:'ve|'s|\s+have|\s+has|\s+had)\s+changed\s+(?:their|his|her|our|its)\s+minds?\s*(?:[-–—,;:.!]+)\s*`), ""},
	// "Please to add a task", "I would like that you remind me to"
	{lazy(`(?i)\bplease\s+to\s+`), "please "},
	{lazy(`(?i)^(\s*(?:(?:hello|hi|good\s+(?:morning|afternoon|evening))[,!.\s]+)?)(?:i\s+would\s+like|i'?d\s+like|i\s+want|i\s+wish)\s+that\s+you\s+`), "$1"},
	// "It is necessary to pay the bill before the 10"
	{lazy(`(?i)^(\s*)(?:it\s+is|it'?s)\s+(?:necessary|needed|essential|important|urgent)\s+(?:to|that\s+i)\s+`), "${1}I need to "},
	// "Finally I would like to restore the Website project": the wish
	// is the request
	{lazy(`(?i)^(\s*)(?:(?:finally|lastly|also|and|now|then|ok|okay)[,\s]+)*(?:i\s+would\s+like|i'?d\s+like|i\s+want|i\s+wish)\s+to\s+(restore|archive|delete|rename|move|complete|mark|remove|change|set|make|reopen|snooze|untag|tag|label|push|postpone|describe|clear)\b`), "$1$2"},
	// "Add also: …", "add also \"X\" in P"
	{lazy(`(?i)^(\s*(?:please\s+)?add)\s+also\b\s*`), "$1 "},
	// "rename the X task in \"Y\"": "in" for "to" before the new name
	{lazy(`(?i)^(\s*(?:please\s+)?rename\s+.+?)\s+in(?:to)?\s+(["“])`), "$1 to $2"},
	// "do please mark that as urgent", "Do call it …": "do" for emphasis
	{lazy(`(?i)(^|[,;.—–-]\s*)do\s+(please\s+|call\s+|name\s+|mark\s+|put\s+|let\s+)`), "$1$2"},
	// "Which tasks have I given high priority?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(tasks|things|jobs|items)\s+(?:have|did)\s+i\s+(?:given|marked|made|set|flagged|give|mark|make|set|flag)\s+(?:as\s+)?(?:a\s+)?(high|urgent|low|top|normal|medium)(?:\s+priority)?`), "${1}which $2 are $3 priority"},
	// "what have I to do on Monday?"
	{lazy(`(?i)^(\s*)what\s+have\s+i\s+(?:got\s+)?to\s+do\b`), "${1}what do I have to do"},
	// "Might I also have a project for my book group? Do call it \"Book
	// Group\"."
	{lazy(`(?i)^(\s*)(?:might|may|could|can)\s+i\s+(?:also\s+)?(?:have|get)\s+(?:a|an|another)\s+(?:new\s+)?project\b[^?.]*[?.]\s*(?:please\s+|do\s+)?(?:call|name)\s+it\s+`), "${1}create a project called "},
	// "I haven't spoken to them; please reopen that task": the task the
	// conversation is about, not the words said of it
	{lazy(`(?i)\b(?:i|we)\s+(?:haven't|havent|have\s+not|didn't|didnt|did\s+not|never)\s+(?:[a-z]+\s+){1,3}?(?:them|him|her|it)(?:\s+(?:yet|after\s+all))?\s*[;,.]\s*(?:so\s+)?(?:please\s+)?((?:reopen|re-open|untick|uncheck)\s+(?:that|this|it)(?:\s+(?:task|one))?)`), "$1"},
	// "The \"Hamnet\" review really belongs with the Book Group rather than
	// the magazine; would you move it across?"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:really\s+|actually\s+)?(?:belongs|belong|should\s+go|goes)\s+(?:with|in|under|to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s*,?\s+(?:rather\s+than|not|instead\s+of)\s+[^;,.]+)?\s*[;,.]\s*(?:so\s+)?(?:(?:would|could|can)\s+you\s+|please\s+)?(?:move|put|file|shift)\s+it(?:\s+(?:across|over|there|please))*\s*[?.!]?\s*$`), "${1}move $2 into $3"},
	// "The call to the surgery had better be at eleven rather than half
	// past nine": a new time said of a thing
	{lazy(`(?i)^(\s*)((?:the|my|our)\s+.+?)\s+(?:had\s+better|should|ought\s+to|needs\s+to|must|would\s+be\s+better)\s+be\s+(?:moved\s+to\s+)?((?:at|on)\s+[^,;]+?)(?:\s+(?:rather\s+than|instead\s+of|not)\s+[^,;]+)?\s*[.!]?\s*$`), "${1}move $2 to $3"},
	// "… — please create a project …": the request after a dash
	{lazy(`(?i)^\s*(?:(?:oh|ah|and|so|right|well)[,\s]+)*(?:i\s+(?:ought|need|have|must|should|want)[^—–;]*?)\s+[—–-]\s+(please\s+\S)`), "$1"},
	// "Thank you so much. Lastly, what have I to do on Monday?": thanks
	// before a question
	{lazy(`(?i)^\s*(?:thank\s+you|thanks)(?:\s+(?:so|very)\s+much)?[.!,]\s+(?:(?:lastly|finally|and|now|also|one\s+more\s+thing)[,\s]+)?((?:what|which|when|where|how|is|are|do|does|did|can|could|would|will|please|show|list|add|remind|move|mark)\b)`), "$1"},
	// "…, please remind me each week", "…, please note it": said of the
	// task just described, which already says when
	{lazy(`(?i)\s*[,;]\s*(?:and\s+)?(?:please\s+)?remind\s+me\s+(?:each|every)\s+(?:week|day|month|time|year)(?:\s+please)?\s*([.!]?)\s*$`), "$1"},
	{lazy(`(?i)\s*[,;]\s*(?:and\s+)?(?:please\s+)?(?:note|remember|write\s+down|save|keep)\s+(?:it|that|this)(?:\s+down)?(?:\s+for\s+me)?(?:\s+please)?\s*([.!]?)\s*$`), "$1"},
	// "whats on this wknd", "what's due next wk": texting shorthand
	{lazy(`(?i)\b(this|next|last|the|over\s+the|at\s+the)\s+(?:wknd|wkend)\b`), "$1 weekend"},
	{lazy(`(?i)\b(this|next|last)\s+wk\b`), "$1 week"},
	// "got a delivery shift sat 11-3": something on a day, said as had
	{lazy(`(?i)^(\s*)(?:i'?ve\s+|we'?ve\s+|i\s+have\s+|we\s+have\s+)?got\s+(?:a|an|my|our)\s+(\S.*?\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|tmrw|tomorrow|today|tonight)(?:day)?\b.*)$`), "$1$2"},
	// "cba with the lit review this wknd push it to the 14th"
	{lazy(`(?i)^(\s*)(?:cba|can'?t\s+be\s+(?:bothered|arsed))\s+(?:with|doing)\s+(.+?)(?:\s+(?:this\s+weekend|this\s+wknd|today|tonight|tomorrow|tmrw|rn|now))?\s*,?\s*(push|move|shift|bump|put)\s+it\s+(?:back\s+)?(to|till|until)\s+`), "${1}$3 $2 $4 "},
	// "… its my turn": a remark ending a capture
	{lazy(`(?i)\s+(?:it'?s|its)\s+(?:my|your|our|his|her)\s+turn\b\s*([#@]\S+(?:\s+[#@]\S+)*)?\s*$`), " $1"},
	// "I am quite new to this, so do forgive me if I am rather slow;
	// would you kindly …": the apology before the request
	{lazy(`(?i)^\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi)[.!,]\s*)?(?:i\s+am|i'm)\s+(?:quite\s+|rather\s+|very\s+|completely\s+|still\s+)?new\s+to\s+(?:this|all\s+this|these\s+things)[^;:.!?]*[;:.!]\s*`), ""},
	// "Please put down \"X\" for the 15th": "put down" is add
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+down\s+(["“])`), "${1}add $2"},
	// "I should like a reminder to ring British Gas": remind me to
	{lazy(`(?i)\b(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want|i\s+need)\s+(?:a\s+)?reminder\s+to\s+`), "remind me to "},
	// "Might you tell me what I have on tomorrow?"
	{lazy(`(?i)^(\s*)(?:and\s+)?(?:(?:might|could|would|will|can)\s+you\s+(?:please\s+)?(?:tell|show|let)\s+me|(?:please\s+)?(?:tell|show)\s+me)\s+(what|which|when|whether|if|how)\b`), "${1}$2"},
	{lazy(`(?i)^(\s*)what\s+i\s+have\s+on\b`), "${1}what do I have on"},
	// "And what is due this week, please?": "and" leading a question
	{lazy(`(?i)^(\s*)and\s+(what|which|when|where|how|is|are|do|does|show|list)\b`), "$1$2"},
	// "so you may mark that one as done": leave given, a request
	{lazy(`(?i)\byou\s+(?:may|can|could|might)\s+(?:now\s+|go\s+ahead\s+and\s+)?(mark|tick|delete|archive|move|remove|clear|cross|reopen|restore)\b`), "$1"},
	// "into the Food Bank project, or rather, I beg your pardon, into the
	// Household project": the place said again
	{lazy(`(?i)\b(into|to|in|under)\s+(?:the\s+)?[^,]+?,\s*(?:(?:or\s+rather|no|sorry|i\s+mean|i\s+meant|i\s+beg\s+your\s+pardon|pardon\s+me|correction)[,\s]+)+(?:into|to|in|under)\s+`), "$1 "},
	{lazy(`(?i)\s*,\s*where\s+(?:it|they)\s+(?:properly\s+|really\s+|rightly\s+)?belongs?\b[^,;]*([.!?]?)\s*$`), "$1"},
	// "I think \"X\" ought to be medium priority; would you change it,
	// please?"
	{lazy(`(?i)^(\s*)(?:i\s+think\s+|on\s+reflection,?\s+)?(.+?)\s+(?:ought\s+to|should|needs\s+to|must)\s+(?:really\s+)?be\s+((?:high|low|medium|normal|urgent|top)(?:\s+priority)?)\s*(?:[;,.]\s*(?:(?:would|could|can)\s+you\s+|please\s+)*(?:change|set|make|update)\s+it(?:\s+please)?\s*[?.!]?)?\s*$`), "${1}make $2 $3"},
	// "I ought also to create a project called …"
	{lazy(`(?i)^(\s*)(?:i\s+(?:ought|need|want|would\s+like|'d\s+like|should\s+like|must)\s+(?:also\s+)?to\s+)(create|make|start|set\s+up|add)\s+(a|an)\s+(?:new\s+)?project\b`), "${1}$2 $3 project"},
	// "I have a second project in mind, namely \"X\", which is for Y.
	// Would you create it, please?"
	{lazy(`(?i)^(\s*)(?:i\s+have|i'?ve\s+got|there\s+is)\s+(?:a|another|one\s+more|a\s+second|a\s+third|a\s+new)\s+project\s+in\s+mind,?\s+(?:namely|called|named)\s+(["“][^"”]+["”])(?:,?\s+(?:which\s+is|it\s+is|it's)\s+([^.?!]+))?[.!]?\s*(?:(?:would|could|can|will)\s+you\s+|please\s+)*(?:create|make|set\s+up|add|start)\s+it(?:,?\s+please)?\s*[?.!]?\s*$`), "${1}create a project called $2, described as $3"},
	// "Ach, the report is not finished": an interjection first
	{lazy(`(?i)^(\s*)(?:ach|och|oje|oh\s+no|mist|mince|ugh|argh)[,!.\s]+`), "$1"},
	// "No, I still need it. Please restore X.": the reason, then the request
	{lazy(`(?i)^\s*(?:(?:ah|oh|wait|actually)[,!.]?\s+)?(?:no|nope|oh\s+no|wait|actually)[,!.]?\s+(?:i|we)\s+(?:still\s+)?(?:need|want|use)\s+(?:it|that|this|them)(?:\s+after\s+all)?[.!;,]\s+`), ""},
	// "The project P is for X. Please put this as description."
	{lazy(`(?i)^(\s*)(?:the\s+)?project\s+(.+?)\s+is\s+((?:for|about)\s+[^.]+?)\s*[.;]\s*(?:please\s+)?(?:put|use|take|set|save|add|keep)\s+(?:this|that|it)\s+as\s+(?:the\s+|a\s+|its\s+)?description\s*[.!]?\s*$`), "${1}describe the $2 project as $3"},
	// "…, please put it in my list": where every task goes
	{lazy(`(?i)\s*[,;]\s*(?:and\s+)?(?:please\s+)?(?:put|add|save)\s+(?:it|this|that)\s+(?:in|on|to|into)\s+(?:my|the)\s+(?:list|to-?do\s+list|tasks|calendar|diary|agenda)(?:\s+please)?\s*([.!]?)\s*$`), "$1"},
	// "Every Monday at 8 we have the team meeting": something held, each
	// week
	{lazy(`(?i)^(\s*(?:every|each|on)\s+[^,]+?),?\s+(?:i|we)\s+(?:have|'ve\s+got|have\s+got)\s+(?:a|an|the|my|our)\s+`), "$1, "},
	// "The long run I want to do every Sunday, please make it repeating"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:i|we)\s+(?:want|would\s+like|need|have|plan|like)\s+to\s+do\s+((?:every|each)\s+[^,.]+?)\s*(?:[,;.]\s*(?:please\s+)?(?:make|set|put)\s+it\s+(?:as\s+)?(?:repeating|recurring|a\s+repeat|repeat))?\s*[.!]?\s*$`), "${1}make $2 repeat $3"},
	// "The long run I cannot do on Sunday, please move it to Saturday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:i|we)\s+(?:cannot|can't|can\s+not|won't|will\s+not|am\s+not\s+able\s+to)\s+do\s+[^,]+,\s*(?:so\s+)?(?:please\s+)?(move|push|shift|put)\s+it\s+(to|till|until)\s+`), "${1}$3 $2 $4 "},
	// "The appointment on Monday is cancelled, please delete it"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:is|was|has\s+been|got)\s+(?:cancelled|canceled|called\s+off)\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(delete|remove|scrap|cancel)\s+(?:it|that)\b.*$`), "${1}$3 $2"},
	// "Take the label shopping away from the therabands"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:take|remove)\s+(?:the\s+)?(label|tag)\s+@?([\w-]+)\s+away\s+from\s+`), "${1}remove the $2 $3 from "},
	// "What are my tasks with high priority?"
	{lazy(`(?i)\btasks\s+with\s+(?:a\s+)?(high|low|urgent|top|medium|normal)\s+priority\b`), "$1 priority tasks"},
	// "add to the wedding project confirm the florist …": the items after
	// the project
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put)\s+(?:to|in|into|under)\s+(?:the|my|our)\s+([^,:"]{2,40}?)\s+project\s+(?:also\s+)?([a-z]{3,})\b`), "${1}add to the $2 project: $3"},
	// "Please make a new project Family Visit, my parents come for
	// Christmas": the remark after the name says what it is
	// "create a project Home Repairs and put the plumber, the roof quote
	// and the gutters into it": the project with those tasks (the agent
	// moves the ones that exist)
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|create|start|set\s+up|open|new)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,:"“]+?)\s*,?\s+(?:and\s+then|and|n|&|then)\s+(?:put|add|move|file|stick|pop)\s+(.+?(?:,|\s+and\s+|\s+n\s+|\s+&\s+).+?)\s+(?:in|into|to|under)\s+(?:it|that|there|the\s+project)\s*[.!]*$`), "$1 with tasks: $2"},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|create|start|set\s+up|add|open)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,:"“]+?),\s*((?:my|our|the|i|we|maybe|perhaps|probably)\s+[^.]+)[.!]?\s*$`), "$1, described as $2"},
	// "put a reminder for tomorrow morning for call the supplier": "for"
	// before the verb
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|make|set|add)\s+(?:me\s+)?(?:a|an)\s+(?:reminder|task)\s+((?:for\s+)?(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:morning|afternoon|evening|night))?)\s+for\s+([a-z]+)\b`), "${1}remind me $2 to $3"},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|make|set|add)\s+(?:me\s+)?(?:a|an)\s+(?:reminder|task)\s+for\s+([a-z]+)\b`), "${1}remind me to $2"},
	// "remember me to pay the fish man", "I have to remember me to"
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly|can\s+you|could\s+you)\s+)?)(?:i\s+(?:have|need|must)\s+to\s+)?remember\s+me\s+`), "${1}remind me "},
	// "change X to Thursday and put it @kids": a label put on it
	{lazy(`(?i)\b(?:put|give|add)\s+(it|that|them)\s+(@[\w-]+)(\s|$)`), "tag $1 $2$3"},
	// "the meeting is in Monday at 2pm, please make task for it @work": the
	// thing said, then a task asked "for it"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?([^,]+?)\s+(?:is|are)\s+(?:in|on|at)\s+([^,]+?)\s*,\s*(?:(?:please|pls|kindly)\s+)?(?:make|add|create|put)\s+(?:a\s+)?(?:task|reminder|to-?do)\s+(?:for|of|about)\s+(?:it|this|that)\b\s*`), "${1}add $2 on $3 "},
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:need|have|must|should)\s+to\s+([^,]+?)\s*,\s*(?:(?:please|pls|kindly)\s+)?(?:make|add|create|put)\s+(?:a\s+)?(?:task|reminder|to-?do)\s+(?:for|of|about)\s+(?:it|this|that)\b\s*`), "${1}add $2 "},
	// "for the P project the description is: …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?(.+?)(?:\s+project)?,?\s+the\s+description\s+(?:is|should\s+be|will\s+be)\s*:?\s+`), "${1}add a description to the $2 project: "},
	// "in P put a milestone \"X\" for D"
	{lazy(`(?i)^(\s*)in\s+(?:the\s+)?([^,"]+?)(?:\s+project)?,?\s+(?:please\s+)?(?:put|set|make|create)\s+(a\s+milestone\s+["“][^"”]+["”])(.*)$`), "${1}add $3 to the $2 project$4"},
	// "which are the most important things I have to do?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+are\s+(?:the\s+|my\s+)?most\s+important\s+(?:things|tasks|jobs)\b.*$`), "${1}what are my high priority tasks"},
	// "put also the label X on Y", "put also book the mock test …"
	{lazy(`(?i)^(\s*(?:please\s+)?)(put|add|give)\s+also\s+((?:the\s+)?(?:label|tag|priority)\b)`), "$1$2 $3"},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add)\s+also\s+`), "${1}add "},
	// "push everything of tomorrow to saturday"
	{lazy(`(?i)\beverything\s+of\s+(today|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`), "everything due $1"},
	// "I require a new project called X": a project asked for plainly
	{lazy(`(?i)^(\s*)(?:i\s+require|i\s+need|i\s+want|i'?d\s+like|i\s+would\s+like)\s+(a|an|another)\s+(?:new\s+)?milestone\b`), "${1}add $2 milestone"},
	{lazy(`(?i)^(\s*)(?:i\s+require|i\s+need|i\s+want|i'?d\s+like|i\s+would\s+like)\s+(a|an|another)\s+(?:new\s+)?project\b`), "${1}create $2 project"},
	// "Please record that I must order …"
	{lazy(`(?i)^(\s*)(?:please\s+|kindly\s+)?(?:record|note|log|minute)\s+that\s+(i\s+(?:must|need|have|should|ought))`), "$1$2"},
	// "…; kindly remind me daily": said of what the sentence before says
	// repeats
	{lazy(`(?i)\s*[,;]\s*(?:and\s+)?(?:please\s+|kindly\s+)?remind\s+me\s+(?:daily|weekly|monthly|every\s+(?:day|week|month|morning|evening))(?:\s+please)?\s*([.!]?)\s*$`), "$1"},
	// "I take my tablets every morning at 8am": a habit said as a fact
	{lazy(`(?i)^(\s*)(?:i|we)\s+((?:take|walk|feed|water|check|call|ring|visit|clean|do|go\s+to|attend)\s+.+?\s+every\s+)`), "${1}$2"},
	// "I spoke too soon: …"
	{lazy(`(?i)^\s*(?:i\s+spoke\s+too\s+soon|i\s+was\s+too\s+quick|my\s+mistake|i\s+got\s+that\s+wrong)\s*[:;,.—–-]\s*`), ""},
	// "The footpath 7 inspection must move to next Tuesday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:must|should|needs\s+to|has\s+to|will\s+have\s+to|ought\s+to)\s+(?:move|be\s+moved|go|shift|be\s+pushed(?:\s+back)?|be\s+postponed)\s+(?:back\s+)?(to|until|till)\s+`), "${1}move $2 $3 "},
	// "the bins task should now repeat every Wednesday"
	{lazy(`(?i)^(\s*)(?:(?:.+?),\s*so\s+)?((?:the|my)\s+.+?)\s+(?:should|must|needs\s+to|has\s+to|will)\s+(?:now\s+)?(?:repeat|recur)\s+`), "${1}make $2 repeat "},
	// "nvm delete the xmas cards project": a change of mind, then the
	// request
	{lazy(`(?i)^(\s*)(?:nvm|never\s*mind|forget\s+(?:it|that))[,.!\s]+(delete|archive|remove|cancel|scrap|drop|move|add|make|create|rename|restore|put|push)\b`), "$1$2"},
	// "…, bloom rebrand pls": "pls" ending a message
	{lazy(`(?i)\s+(?:pls|plz|please|thx|ty|cheers)\s*[.!]*\s*$`), ""},
	// "call Francesca on the phone now": a call for Pace to make now
	{lazy(`(?i)^(\s*)(call|phone|ring)\s+(.+?)\s+(?:on\s+the\s+phone\s+)?(?:now|right\s+now|immediately)\b.*$`), "${1}$2 $3 for me"},
	// "I should also like a monthly reminder to check …"
	{lazy(`(?i)\b(?:i\s+should|i'?d|i\s+would)\s+(?:also\s+)?like\s+(?:a|an)\s+(?:(?:daily|weekly|monthly|yearly|annual|repeating|recurring|regular)\s+)?reminder\s+to\s+`), "remind me to "},
	// "mark X as not done again", "I have had second thoughts:"
	{lazy(`(?i)\b(as\s+not\s+done|as\s+undone|as\s+open)\s+again\b`), "$1"},
	{lazy(`(?i)^\s*(?:i\s+have|i'?ve)\s+had\s+(?:second\s+thoughts|a\s+rethink)\s*[:;,.—–-]\s*`), ""},
	{lazy(`(?i)^\s*i\s+was\s+(?:a\s+little\s+|a\s+bit\s+|too\s+|rather\s+|far\s+too\s+)?(?:hasty|quick|premature|wrong|mistaken)\s*(?:;|:|\s-|\s—|\s–|,)\s*`), ""},
	{lazy(`(?i)^\s*in\s+fact[,\s]+`), ""},
	// "change X to 10am instead of 11am"
	{lazy(`(?i)\bto\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm))\s+(?:instead\s+of|rather\s+than|not)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b`), "to $1"},
	// "Which milestones have I set for P?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+milestones\s+(?:have|did)\s+i\s+(?:set|got|made|added|put)\s+(?:up\s+)?(?:for|in|on)\s+`), "${1}what milestones are there in "},
	// "For the P I need also to …": the project said first
	{lazy(`(?i)\b(need|have|must|want)\s+also\s+to\b`), "also $1 to"},
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?((?-i:\p{Lu})[^,]+?)\s+(i\s+(?:also\s+)?(?:need|have|must|want)\s+to\s+)`), "${1}for the $2, $3"},
	// "…, label marking": a label said last, without "the"
	{lazy(`(?i),\s*(?:label|tag)\s+@?([\w-]+)\s*$`), " @$1"},
	// "at half five": half past
	{lazy(`(?i)\bat\s+half\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[1-9]|1[0-2])\b`), "at half past $1"},
	// "Which are my urgent tasks?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+are\s+(?:my|the)\s+(urgent|high\s+priority|low\s+priority|important)\s+(tasks|things|jobs)\b`), "${1}what are my $2 $3"},
	// "Put it again as not done"
	{lazy(`(?i)\bput\s+(it|that|this|them)\s+(?:again\s+|back\s+)?as\s+(?:not\s+done|undone|open|pending|not\s+finished)\b`), "reopen $1"},
	// "put there the seminar and the handouts": into the project just made
	{lazy(`(?i)\b(put|move)\s+there\s+(.+?)\s*[.!]?\s*$`), "$1 $2 in it"},
	// "on the slides task and on the registration fee"
	{lazy(`(?i)\band\s+on\s+(the|my)\s+`), "and $1 "},
	// "X is changed to Thursdays, same hour"
	{lazy(`(?i)\b(?:is|was)\s+changed\s+to\b`), "has changed to"},
	{lazy(`(?i)\bsame\s+hour\b`), "same time"},
	// "Take out the priority of the marking"
	{lazy(`(?i)^(\s*(?:please\s+)?)take\s+out\s+the\s+priority\s+(?:of|from|on)\s+`), "${1}remove the priority from "},
	// "move them from Teaching to Open Day": the place it leaves needs no
	// saying
	{lazy(`(?i)\b(move|put|shift)\s+(them|it|that|this)\s+from\s+(?:the\s+)?[^,]+?\s+(?:project\s+)?(to|into)\s+`), "$1 $2 $3 "},
	// "add to it bake the biscuits for Friday": the place said first
	{lazy(`(?i)\badd\s+to\s+(it|that|this)\s+(?:also\s+)?([a-z].*?)\s*[.!]?\s*$`), "add $2 to $1"},
	// "Put high priority on all the tasks of P"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|set|give)\s+(high|low|urgent|top|medium|normal)\s+priority\s+(?:on|to|for)\s+(.+?)\s*[.!]?\s*$`), "${1}make $3 $2 priority"},
	// "whats got the admin label"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+has)\s+got\s+(?:the\s+)?(?:label\s+@?([\w-]+)|@?([\w-]+)\s+(?:label|tag))\b`), "${1}what's tagged $2$3"},
	// "make that wensday": a weekday misspelt
	{lazy(`(?i)\b(?:wensday|wendsday|wednsday|wedensday)\b`), "wednesday"},
	{lazy(`(?i)\b(?:thurday|thrusday|thursdy)\b`), "thursday"},
	{lazy(`(?i)\b(?:tuseday|tueday|teusday)\b`), "tuesday"},
	{lazy(`(?i)\b(?:saterday|satuday|saturdy)\b`), "saturday"},
	{lazy(`(?i)\b(?:firday|fridy|freiday)\b`), "friday"},
	// "christmas project is for presents, food …"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+project\s+is\s+((?:for|about)\s+.+?)\s*[.!]?\s*$`), "${1}describe the $2 project as $3"},
	// "my high priority ones"
	{lazy(`(?i)\b(high|low|urgent|top)\s+priority\s+ones\b`), "$1 priority tasks"},
	// "untag shopping from the costume"
	{lazy(`(?i)^(\s*(?:please\s+)?)untag\s+@?([\w-]+)\s+from\s+`), "${1}remove the label $2 from "},
	// "new project Garage Clearout - add A and B": the project, then its
	// tasks
	{lazy(`(?i)^(\s*(?:new|create|make|start)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+)?[^-–—]+?)\s+[-–—]\s+(?:and\s+)?add\s+(.+)$`), "$1 with tasks to $2"},
	// "I need remember to", "I need prepare the …"
	{lazy(`(?i)\b(?:i|we)\s+(?:need|have|must)\s+remember\s+to\b`), "remind me to"},
	// "put for me the task …", "create one project …"
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+for\s+me\s+(?:the\s+|a\s+|this\s+)?(?:task\s+)?`), "${1}add "},
	{lazy(`(?i)\b(create|make|start|open)\s+one\s+(?:new\s+)?project\b`), "$1 a project"},
	// "the project P, put description: …"
	{lazy(`(?i)^(\s*)(?:the\s+)?project\s+([^,]+?)\s*,\s*(?:please\s+)?(?:put|add|set|write)\s+(?:a\s+|the\s+)?description\s*:\s*`), "${1}add a description to the $2 project: "},
	// "the dentist change to next tuesday", "the X make it medium priority"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+(?:change|move|put|push)\s+(?:it\s+)?(to|for)\s+`), "${1}move $2 $3 "},
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,.!?;]+?)\s+(make|set)\s+it\s+`), "${1}$3 $2 "},
	// "everything for monday, push it to tuesday"
	{lazy(`(?i)^(\s*)(?:everything|all)\s+(?:for|on|due|of)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s*,\s*(push|move|shift)\s+(?:it|them)\s+to\s+`), "${1}$3 everything due $2 to "},
	// "the trip form don't need the label school, take it out"
	{lazy(`(?i)\b(?:don't|dont|do\s+not)\s+need\s+the\s+(?:label|tag)\s+@?([\w-]+)\s*,\s*(?:please\s+)?take\s+it\s+(?:out|off|away)\b`), "doesn't need the $1 label, take it off"},
	// "Good evening again."
	{lazy(`(?i)^\s*(?:good\s+(?:morning|afternoon|evening)|hello|hi)\s+again[.!,]\s*`), ""},
	// "the rent I pay it on the 1st of every month, put for me this task"
	{lazy(`(?i)^(\s*)((?:the|my)\s+\w+(?:\s+\w+)?)\s+(?:i|we)\s+(pay|do|send|take|buy|clean|check|call|renew|water|feed)\s+(?:it|them)\b([^,]*?)(?:\s*,\s*(?:please\s+)?(?:put|add|make)\s+(?:for\s+me\s+|me\s+)?(?:this|the|a)\s+task)?\s*[.!]?\s*$`), "${1}$3 $2$4"},
	// "called \"X\", please, with the description …": the courtesy between
	{lazy(`(?i)(["”])\s*,\s*please\s*,?\s+(with|described|and)\b`), "$1 $2"},
	// "put me reminder, I must to pay …": the frame before the request
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|make|set)\s+(?:me\s+)?(?:a\s+)?reminder\s*[,:;]\s*`), "$1"},
	// "tomorrow is the meeting with the manager at 2"
	{lazy(`(?i)^(\s*)(today|tomorrow|tonight|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+is\s+(?:the\s+|my\s+|a\s+|an\s+)?(.+?)\s*[.!]?\s*$`), "${1}$3 $2"},
	// "plane tickets I bought already, mark done": the thing first, no
	// article, and the request to tick it after
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[a-z][^,;.]*?)\s+(?:i|we)\s+(?:already\s+|just\s+)?(?:paid|did|sent|booked|ordered|bought|buy|finished|called|made|posted|fixed)\s+(?:it\s+|them\s+)?already\s*[,;.]?\s*(?:(?:please\s+|pls\s+|kindly\s+)?(?:mark|tick|check|cross)\s+(?:it\s+|that\s+|this\s+|them\s+)?(?:off|done|as\s+done|complete|as\s+complete))?\s*[.!]*$`), "${1}$2 is done"},
	// "please put task call the surgery monday", "put a reminder call mum
	// friday": "put" for "add"
	{lazy(`(?i)^(\s*(?:(?:hello|hi|hey|good\s+(?:morning|afternoon|evening))\s*[,!.]?\s*)?(?:please\s+|pls\s+|kindly\s+)?)put\s+(?:a\s+|an\s+|new\s+|one\s+)*(?:task|reminder|to-?do)\s*[:,-]?\s+(?:to\s+|for\s+|about\s+)?`), "${1}add task: "},
	// "how many tasks still open in the Christmas project?", "which tasks
	// are still outstanding on the Madeira project?": what is left there
	{lazy(`(?i)^(\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi)[,.!]?\s*)?)(?:how\s+many|which|what)\s+(?:open\s+|of\s+my\s+)?(?:tasks|to-?dos|things|jobs|items)\s+(?:are\s+|do\s+i\s+(?:still\s+)?have\s+|have\s+i\s+(?:still\s+)?got\s+|is\s+)?(?:there\s+)?(?:still\s+)?(?:open|left|remaining|outstanding|to\s+do|undone|not\s+done|unfinished)\s+(?:in|under)\s+(?:the\s+|my\s+)?`), "${1}what's left in the "},
	{lazy(`(?i)^(\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi)[,.!]?\s*)?)(?:how\s+many|which|what)\s+(?:open\s+|of\s+my\s+)?(?:tasks|to-?dos|things|jobs|items)\s+(?:are\s+|do\s+i\s+(?:still\s+)?have\s+|have\s+i\s+(?:still\s+)?got\s+|is\s+)?(?:there\s+)?(?:still\s+)?(?:open|left|remaining|outstanding|to\s+do|undone|not\s+done|unfinished)\s+(?:on|for)\s+(?:the\s+|my\s+)?(.+?\s+project)\b`), "${1}what's left in the $2"},
	// "how many tasks I have in Lease renewal?", "how many things r in P?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|to-?dos|jobs)\s+(?:(?:do\s+)?i\s+(?:have|got|have\s+got)|r|are|is)\s+(?:there\s+)?(?:in|under)\s+(?:the\s+|my\s+)?`), "${1}what's left in the "},
	// "give me a rundown of everything still open": the open tasks
	{lazy(`(?i)^(\s*)(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)?(?:give\s+me|show\s+me|i\s+want|i'd\s+like)\s+(?:a\s+|the\s+)?(?:quick\s+|short\s+|full\s+)?(?:rundown|run-down|overview|summary|list|round-?up)\s+of\s+(?:everything|all(?:\s+the)?(?:\s+(?:tasks|things))?|my\s+tasks)(?:\s+(?:that\s+is\s+|that's\s+|i\s+have\s+)?(?:still\s+)?(?:open|left|outstanding|to\s+do|pending))?\s*[?.!]*$`), "${1}show all my open tasks"},
	// "…, if anything?", "…, if any": the courtesy after a question
	{lazy(`(?i)\s*,?\s+if\s+(?:anything|any|there\s+(?:is|are)\s+any)\s*([?.!]*)\s*$`), "$1"},
	// "what is most urgent now?": the high-priority tasks
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|’s|\s+is|\s+are)|which\s+(?:tasks|things)\s+are)\s+(?:my\s+)?(?:the\s+)?(?:most\s+(?:urgent|important|pressing)|top\s+priority|high(?:est)?\s+priority)(?:\s+(?:tasks|things|ones))?(?:\s+(?:now|today|right\s+now|at\s+the\s+moment))?\s*[?.!]*$`), "${1}show my high priority tasks"},
	// "buy new tyres, not urgent, sometime in january": low priority
	{lazy(`(?i),\s*(?:it'?s\s+|is\s+)?not\s+(?:urgent|important|pressing|a\s+priority)\s*(,|$)`), ", low priority$1"},
	// "how many tasks have I finished so far this week?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|to-?dos|jobs)\s+(?:have\s+i|did\s+i|i\s+have)\s+(?:finished|completed|done|ticked\s+off)\s+(?:so\s+far\s+)?`), "${1}what have I completed "},
	// "show me everything that is overdue": the overdue tasks
	{lazy(`(?i)\b(?:show|list|give|see|tell)\s+(?:me\s+)?(?:everything|anything|all(?:\s+the)?(?:\s+tasks)?|tasks|things)\s+(?:that\s+is|that's|that\s+are|which\s+is|which\s+are|that\s+has\s+gone|that\s+went)?\s*(?:overdue|late|past\s+due)\b`), "show my overdue tasks"},
	// "the MOT task, add tag car and change date to 12 december": the
	// task said first, then its changes
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?(?:add|put|give\s+it)\s+(?:the\s+|a\s+)?(?:tag|label)\s+["“]?@?([\w-]+)["”]?`), "${1}tag $2 with $3"},
	{lazy(`(?i)\s+and\s+(?:change|set|put|make)\s+(?:the\s+|its\s+)?(?:date|due\s+date|day|deadline)\s+(?:to|for|on)\s+`), " and move it to "},
	// "Andrei shoes put tag kids, also the Maria school trip"
	{lazy(`(?i)^(\s*)([^,]+?)\s+(?:put|add|give)\s+(?:the\s+|a\s+)?(?:tag|label)\s+@?([\w-]+)\s*,\s*(?:also|and|and\s+also)\s+(?:to\s+|for\s+)?(.+?)\s*[.!]*$`), "${1}tag $2 and $4 with $3"},
	{lazy(`(?i)^(\s*)([a-z][^,]+?)\s+(?:put|add|give)\s+(?:the\s+|a\s+)?(?:tag|label)\s+@?([\w-]+)\s*[.!]*$`), "${1}tag $2 with $3"},
	// "Andrei shoes I buy them on saturday, put date": the day said in
	// the news, then "put date"
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:i|we)\s+(?:will\s+|'ll\s+|shall\s+)?[a-z]+\s+(?:it|them)\s+(?:(?:on|for|by)\s+([^,]+?)|((?:next|this|tomorrow|today)\b[^,]*?))\s*,\s*(?:please\s+)?(?:put|set|add|give)\s+(?:the\s+|a\s+|it\s+|them\s+)?(?:date|due\s+date|day)(?:\s+(?:for|to|on)\s+(?:it|them))?\s*[.!]*$`), "${1}move $2 to $3$4"},
	// "Under the Madeira Holiday project, would you add the following: A,
	// B, and C."
	{lazy(`(?i)^(\s*)(?:under|in|for|to)\s+(?:the\s+|my\s+)?(.+?\s+project)\s*,\s*(?:(?:would|could|can|will)\s+you\s+)?(?:kindly\s+|please\s+)?add\s+(?:the\s+following(?:\s+tasks)?|these(?:\s+tasks)?|the\s+following\s+items)\s*:\s*`), "${1}add to the $2: "},
	// "a project for the Golf Club Committee as well, with …"
	{lazy(`(?i)(\bproject\s+[^,]+?)\s+(?:as\s+well|too|also)\s*,\s*`), "$1, "},
	// "\"clear the gutters\" for some time next week"
	{lazy(`(?i)(["”])\s+(?:for\s+|at\s+)?(?:some\s*time|sometime)\s+`), "$1 "},
	// "tag both the flights and the travel insurance with \"madeira\" and
	// \"booking\""
	{lazy(`(?i)\btag\s+both\s+(\S.*?\s+and\s+.+?\s+with\s)`), "tag $1"},
	{lazy(`(?i)\b(with|as)\s+["“]([\w -]+)["”]\s+and\s+["“]([\w -]+)["”]`), "$1 $2 and $3"},
	// "The minutes say I am to write to the council; please add that as a
	// task for next Monday": the to-do said in the news
	{lazy(`(?i)^(\s*)[^;]*?\b(?:i\s+am\s+to|i'm\s+to|i\s+have\s+to|i\s+must|i\s+need\s+to|i\s+ought\s+to|i\s+should)\s+([^;]+?)\s*;\s*(?:(?:would|could|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:add|put|make|set\s+up|create|note)\s+(?:that|this|it)\s+(?:down|as\s+(?:a\s+)?(?:task|to-?do|reminder))\s*`), "${1}add $2 "},
	// "the scorecards can wait until January; put them on the 15th"
	{lazy(`(?i)^(\s*)(?:(?:actually|oh|well)[,\s]+)?(?:i\s+think\s+)?((?:the|my)\s+.+?)\s+can\s+wait(?:\s+(?:until|till|til|untill)\s+[^;,]+)?\s*[;,.]\s*(?:so\s+)?(?:please\s+)?(?:put|set|make)\s+(?:them|it)\s+(?:on|to|for)\s+`), "${1}move $2 to "},
	// "put \"pay the window cleaner\" in as a monthly job"
	{lazy(`(?i)\bput\s+(["“][^"”]+["”])\s+(?:in|down|on)\s+as\s+(?:a|an)\s+`), "add $1 as a "},
	{lazy(`(?i)\s+as\s+(?:a|an)\s+(?:monthly|weekly|daily|yearly|annual|fortnightly|regular|repeating|recurring)\s+(?:job|task|to-?do|reminder|thing)\s*,?\s+((?:on|every|each)\s)`), " $1"},
	{lazy(`(?i)\s+as\s+(?:a|an)\s+(monthly|weekly|daily|yearly|fortnightly)\s+(?:job|task|to-?do|reminder|thing)\b`), " $1"},
	// "make a note for me to ring the plumber on Monday": a to-do
	{lazy(`(?i)\bmake\s+a\s+note\s+(?:for\s+me\s+|to\s+myself\s+|to\s+self\s+)?to\s+`), "remind me to "},
	// "I have extra shift tuesday, move everything due tuesday to
	// wednesday": the reason first, then the bulk change
	{lazy(`(?i)^(\s*)(?:i\s+have|i've\s+got|i\s+got|we\s+have|i\s+am|i'm)\s+[^,;]+?[,;]\s*(?:so\s+)?(?:please\s+|kindly\s+)?((?:move|push|shift|put|reschedule)\s+(?:everything|all|every\s+task|all\s+my\s+tasks|my\s+tasks|the\s+tasks)\b)`), "$1$2"},
	// "Everything I have due next Friday, please move to Monday, as I shall
	// be away": the set said first
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+tasks|all\s+my\s+tasks)\s+(?:that\s+)?(?:i\s+have\s+|i've\s+got\s+|is\s+|are\s+)?(due\s+[^,]+?)\s*,\s*(?:please\s+|kindly\s+|would\s+you\s+)*(?:move|push|shift|put)\s+(?:it\s+|them\s+)?(?:all\s+)?((?:to|till|until)\s+[^,]+?)(?:\s*,?\s+(?:as|because|since|for)\s+.*)?\s*[.!]*$`), "${1}move everything $2 $3"},
	// "reopen that task and put it for the 20th"
	{lazy(`(?i)\b(reopen|re-open)\s+(that|this|it|that\s+task|this\s+task|that\s+one)\s+and\s+(?:put|move|set|make)\s+it\s+(?:for|to|on|due)\s+`), "$1 $2, and move it to "},
	// "Remove the \"booking\" label from the travel insurance"
	{lazy(`(?i)\b(remove|delete|take\s+off|drop)\s+the\s+["“]?@?([\w-]+)["”]?\s+(?:label|tag)\s+(from|off)\s+`), "remove the label $2 from "},
	{lazy(`(?i)\b(remove|delete|take\s+off|drop)\s+the\s+tag\s+["“]?@?([\w-]+)["”]?\s+(from|off)\s+`), "remove the label $2 from "},
	// "… — and tick it off while you are about it"
	{lazy(`(?i)\s*(?:[—–-]|,)?\s+and\s+(tick|mark|check|cross)\s+it\s+off\s+(?:while\s+you(?:'re|\s+are)\s+(?:about|at)\s+it|too|as\s+well)\s*[.!]*$`), " and $1 it off"},
	// "give date 16 december to all of them"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:give|put|set)\s+(?:the\s+)?(?:date|due\s+date|deadline)\s+(.+?)\s+(?:to|for|on)\s+(all\s+of\s+them|them\s+all|all\s+three|all\s+two|them\s+both|both|them|all)\s*[.!]*$`), "${1}move $3 to $2"},
	// "the Mr Harris project is finish, mark project complete"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+project\s+is\s+(?:now\s+)?(?:finish|finished|done|complete|completed|over)\s*[,;.]?\s*(?:please\s+|so\s+)?(?:mark|set)\s+(?:the\s+)?(?:project|it)\s+(?:as\s+)?(?:complete|completed|done|finished)\s*[.!]*$`), "${1}archive the $2 project"},
	// "Christmas project, add milestone: X until 15 december"
	{lazy(`(?i)^(\s*)(?:for\s+|in\s+)?(?:the\s+)?([^,:]+?)\s+project\s*[,:]\s*(?:please\s+)?add\s+(?:a\s+|the\s+)?milestone\s*:?\s*`), "${1}add a milestone to the $2 project: "},
	// "for Christmas project add tasks: A, B"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?([^,:]+?)\s+project\s*,?\s*(?:please\s+)?add\s+(?:these\s+|the\s+following\s+|some\s+)?(?:tasks|items|to-?dos|things)\s*:\s*`), "${1}add to the $2 project: "},
	// "oops not yet, payment not go through. open it again": "not yet"
	// before the request says why, not "later"
	{lazy(`(?i)^(\s*)(?:(?:oops|sorry|ah|oh|no|hmm)[,!.\s]+)*not\s+yet\s*[,.;!]\s*(\S)`), "$1$2"},
	// "actually is 10am not 9": the time of the thing in focus corrected
	{lazy(`(?i)^(\s*)(?:(?:actually|sorry|oops|no|wait)[,\s]+)*(?:it\s+|it's\s+|its\s+)?(?:is\s+)?(?:at\s+)?(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm))\s*,?\s+not\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s*[.!]*$`), "${1}move it to $2"},
	// "Mr Khan thursday cancel, his daughter come. delete it"
	{lazy(`(?i)^(\s*)([^,.;]+?)\s+(?:is\s+)?(?:cancel|cancelled|canceled|called\s+off)\s*[,;.]\s*(?:[^.;]*[.;]\s*)?(?:so\s+)?(?:please\s+)?(delete|remove)\s+(?:it|that|this)\s*[.!]*$`), "${1}$3 $2"},
	// "Thank you very much. Would you give me …": the thanks before the
	// request
	{lazy(`(?i)^(\s*)(?:thank\s+you(?:\s+(?:very\s+much|so\s+much|kindly))?|thanks(?:\s+(?:a\s+lot|so\s+much|very\s+much))?|many\s+thanks)\s*[.!,;]\s+((?:would|could|can|will|please|kindly|what|when|where|how|which|show|add|list|tell|give|move|put|make|create|remind|delete|mark|last|next|one|and|also|oh|ok|okay)\b)`), "$1$2"},
	// "a short summary of where I stand on the Madeira project"
	{lazy(`(?i)^(\s*)(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:give|tell|show)\s+me\s+(?:a\s+|an\s+)?(?:short\s+|brief\s+|quick\s+)?(?:summary|update|overview|idea)\s+of\s+(?:where\s+i\s+stand|how\s+(?:i'm|i\s+am|we\s+are|things\s+are)\s+(?:doing|getting\s+on))\s+(?:on|with)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:,?\s+please)?\s*[?.!]*$`), "${1}how is the $2 project going?"},
	// "I have given you my notes; … when is the AGM, according to the
	// minutes?"
	{lazy(`(?i)^(\s*(?:good\s+(?:morning|afternoon|evening)\s*[.,!]\s*)?)i\s+have\s+(?:given|sent|shared\s+with)\s+you\s+my\s+notes\s*[;,.]\s*`), "$1"},
	{lazy(`(?i)\s*,?\s+according\s+to\s+(?:the\s+|my\s+)?(?:\w+\s+)?(?:minutes|records|diary|file|letter|email)\s*([?.!]*)\s*$`), "$1"},
	// "what I have today and tomorrow?": each day asked
	{lazy(`(?i)^(\s*)(?:what|show\s+me|anything)[^?,;]{0,25}?\b(?:for\s+|on\s+)?today\s+and\s+(?:for\s+|on\s+)?tomorrow\s*[?.!]*$`), "${1}what do I have today? and what do I have tomorrow?"},
	// "high prio", "top prio": priority
	{lazy(`(?i)\b(high|low|top|medium|urgent|normal)\s+prio\b`), "$1 priority"},
	// "at the mo", "atm": now
	{lazy(`(?i)\s+(?:at\s+the\s+mo|atm|rn)\s*([?.!]*)\s*$`), " now$1"},
	// "lookin", "flyin", "goin": the -ing said short
	{lazy(`(?i)\b(look|fly|go|do|com|get|mak|tak|play|work|think|runn|plann|hav|lov|leav|mov|stay|sort|doing)in\b`), "${1}ing"},
	// "wat projects have i got on": my projects
	{lazy(`(?i)^(\s*)(?:what|wat|wot|which)\s+projects\s+(?:have\s+i\s+got|do\s+i\s+have|(?:do\s+)?i\s+(?:have|got)|have\s+i|am\s+i\s+running|are\s+there)(?:\s+(?:still\s+)?(?:on\s+the\s+go|going\s+on|on\s+at\s+the\s+moment|on|going|open|running|at\s+the\s+moment|now))?\s*[?.!]*$`), "${1}list my projects"},
	// "which tasks is high priority now?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs)\s+(?:is|are)\s+(high|low|urgent|top)\s+priority(?:\s+(?:now|today))?\s*[?.!]*$`), "${1}show my $2 priority tasks"},
	// "put some drum n bass on spotify": another app's
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|play|stick|queue|throw)\s+(?:some\s+|a\s+bit\s+of\s+)?(.+?)\s+on\s+(spotify|apple\s+music|youtube|youtube\s+music|the\s+radio|sonos|alexa|the\s+speakers?|netflix|tidal|deezer)\s*[.!]*$`), "${1}play $2 on $3"},
	// "tag … w/ holiday": "w/" for "with"
	{lazy(`(?i)^(\s*(?:tag|label)\s+.+?)\s+w/\s*(@?[\w-]+)\s*[.!]*$`), "$1 with $2"},
	// courtesy and asides the request does not need
	{lazy(`(?i)\s*,?\s+(?:if\s+you\s+(?:would|could|please|don't\s+mind|wouldn't\s+mind)|if\s+possible|if\s+you\s+can)\s*([?.!]*)\s*$`), "$1"},
	{lazy(`(?i)\b(?:please\s+)?be\s+so\s+good\s+as\s+to\s+`), "please "},
	{lazy(`(?i)\s*,\s*in\s+(?:date|due\s+date|order\s+of\s+date|chronological)\s+order\b`), ""},
	// "I'd like to rename …": rename
	{lazy(`(?i)^(\s*)(?:i(?:'d|\s+would)\s+like\s+to|i\s+want\s+to|i\s+wish\s+to)\s+(rename|delete|archive|move|reopen|complete)\b`), "${1}$2"},
	// "with a label of \"AGM\"": with the label
	{lazy(`(?i)\bwith\s+(?:a|the)\s+(label|tag)\s+of\s+`), "with the $1 "},
	// "Make that one tagged \"speakers\" as well": tag it
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|have|get)\s+(?:that|this|it)(?:\s+one)?\s+(?:tagged|labelled|labeled)\s+(?:with\s+|as\s+)?["“]?@?([\w-]+)["”]?(?:\s+(?:as\s+well|too|also))?`), "${1}tag it with $2"},
	// "so that one can be marked complete": mark it done
	{lazy(`(?i)\b(that|this|it)(?:\s+one)?\s+can\s+(?:now\s+)?be\s+(?:marked\s+(?:as\s+)?|ticked\s+off\b\s*)?(?:complete|completed|done|finished)?\b`), "mark $1 done"},
	// "It is rather important, so high priority please."
	{lazy(`(?i)\s*[,;.]\s*it\s+is\s+(?:rather|very|quite|really|most|fairly)?\s*(?:important|urgent|pressing)\s*(?:,?\s*(?:so\s+)?(?:high\s+priority|make\s+it\s+(?:a\s+)?high\s+priority)(?:\s+please)?)?\s*[.!]*`), ", high priority"},
	// "Show me everything I have completed so far": done
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:show|list|tell)\s+(?:me\s+)?(?:everything|all(?:\s+the\s+tasks)?|the\s+tasks)\s+(?:that\s+)?i\s+(?:have|'ve)\s+(?:completed|finished|done|ticked\s+off)(?:\s+so\s+far)?`), "${1}what have I completed"},
	// "footy is 11 now not 10": "now" before the old time
	{lazy(`(?i)\b(\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?)\s+now\s+(not|instead\s+of)\s+`), "$1 $2 "},
	// "… ought to be at 3.30": should be
	{lazy(`(?i)\bought\s+to\s+be\b`), "should be"},
	// "Put the bins out every other Wednesday evening instead, starting …"
	{lazy(`(?i)\s+instead\s*,\s*(starting|from|beginning)\b`), ", $1"},
	// "fit the new exhaust n sort the rust": "n" joining two to-dos
	{lazy(`(?i)\s+n\s+((?:sort|fix|fit|buy|get|book|call|ring|pay|order|send|pick|clean|check|renew|text|email|post|wash|take|make|do)\b)`), " and $1"},
	// "Under the Village History Society, would you kindly add a task to
	// …": the project said first, without "project"
	{lazy(`(?i)^(\s*)(?:under|in|for)\s+(?:the\s+)?((?-i:[A-Z])[^,]+?)(?:\s+project)?\s*,\s*(?:(?:would|could|can|will)\s+you\s+)?(?:kindly\s+|please\s+)?add\s+((?:a\s+)?(?:task|reminder|to-?do)\s+to\s+[^.]+?)\s*([.!?]|$)`), "${1}add $3 in the $2 project$4"},
	// "shift swap with X for 12 Dec — please make task, …": the thing, then
	// the request to keep it
	{lazy(`(?i)^(\s*)(?:[^.!?]+[.!?]\s+)*?([^,;—–.!?]+?)\s*(?:[,;—–]|\s-)+\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:make|create)\s+(?:a\s+)?(?:task|reminder|to-?do)(?:\s+(?:for\s+(?:it|this|that|me)|please|pls))*\s*(,.*|[.!]*)$`), "${1}add task: $2$3"},
	{lazy(`(?i)\s*[,;—–-]+\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:make|create|add|put)\s+(?:a\s+|as\s+(?:a\s+)?)?(?:task|reminder|to-?do)(?:\s+(?:for\s+(?:it|this|that|me)|please|pls))*\s*(,|[.!]*$)`), "$1"},
	// "… need buy box, pack X, go post office on saturday. make 3 task
	// please": the items said, then how many tasks
	{lazy(`(?i)^(\s*)(?:[^.!?]+[.!?]\s+)*?(?:(?:i\s+)?need\s+(?:to\s+)?)?([^.!?]+?)[.!]?\s*(?:please\s+)?(?:make|create|add)\s+(?:\d+|two|three|four|five|six)\s+tasks?(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}add tasks: $2"},
	// "last one - …": the count before the request
	{lazy(`(?i)^(\s*)(?:(?:and\s+)?(?:the\s+)?(?:last|next|another|one\s+more)\s+(?:one|thing)\s*[-—–:,]\s*)`), "$1"},
	// "January rota come out on 20th, remind me check it": the thing and
	// its day, then what to do
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:come|comes|coming|is\s+coming|will\s+come|is|are|will\s+be|arrive|arrives|open|opens|start|starts)\s+(?:out\s+)?(on\s+[^,]+?)\s*,\s*(?:please\s+)?remind\s+me\s+(?:to\s+)?([a-z]+(?:\s+(?:at|on|up|out|over))?)\s+(?:it|them)\s*[.!]*$`), "${1}remind me to $4 $2 $3"},
	// "for exam project add milestone: X by D"
	{lazy(`(?i)^(\s*)(?:for|in)\s+(?:the\s+)?([^,:]+?)\s+project\s+(?:please\s+)?add\s+(?:a\s+|the\s+)?milestone\s*:?\s*`), "${1}add a milestone to the $2 project: "},
	// "new project Lease renewal, tasks: A, B, C"
	{lazy(`(?i)\b(project\s+[^,:]+?)\s*,\s*(?:with\s+)?(?:tasks?|to-?dos?)\s*:`), "$1 with tasks:"},
	// "call landlord task also move into Lease renewal project please"
	{lazy(`(?i)^(\s*)(.+?\s+task)\s+(?:also\s+)?(?:move|put|file)\s+(?:it\s+)?(into|in|to|under)\s+(.+?)(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}move $2 $3 $4"},
	// "field trip form - actually due thursday not wednesday"
	{lazy(`(?i)^(\s*)([^,—–-]+?)\s*(?:\s[-—–]\s*(?:actually\s+|now\s+)?|,\s*(?:actually|now)\s+)(?:is\s+)?due\s+`), "${1}$2 is due "},
	// "note please: …"
	{lazy(`(?i)^(\s*)(note|memo)\s+(?:please|pls)\s*:`), "${1}$2:"},
	// "add label \"urgent\" to all high priority task"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|put|give)\s+(?:the\s+|a\s+)?(?:label|tag)\s+["“]?@?([\w-]+)["”]?\s+(?:to|on)\s+(all\s+.+?)\s*[.!]*$`), "${1}tag $3 with $2"},
	// "all tasks in P put due 12 Dec please"
	{lazy(`(?i)^(\s*)(all\s+(?:the\s+)?tasks\s+(?:in|from|of)\s+.+?)\s+(?:put|set|make|give)\s+(?:the\s+|a\s+)?(?:due|date|due\s+date|deadline)\s+(?:to\s+|on\s+|for\s+|as\s+)?(.+?)(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}move $2 to $3"},
	{lazy(`(?i)^(\s*)(?:put|set|make)\s+(all\s+(?:the\s+)?tasks\s+(?:in|from|of)\s+.+?)\s+(?:due|for|to\s+be\s+due)\s+(?:on\s+)?(.+?)(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}move $2 to $3"},
	// "add label \"urgent\" to all high priority task": tasks
	{lazy(`(?i)\ball\s+(?:the\s+|my\s+)?(high|low|urgent|top)\s+priority\s+task\b`), "all $1 priority tasks"},
	// "read new contract - done."
	{lazy(`(?i)^(\s*)([^.!?]+?)\s+[-—–]+\s+(?:done|finished|sorted|complete)\b`), "${1}$2 is done"},
	// "A - done. B also done"
	{lazy(`(?i)\s+(?:also|too)\s+done\s*([.!]*)\s*$`), " is done$1"},
	// "night shift 14-18 dec so need arrange babysitter before 10 dec,
	// high": the reason, then the to-do, then its priority
	{lazy(`(?i)^(\s*)[^,]+?\s+so\s+(?:i\s+)?(?:need|must|have)\s+(?:to\s+)?`), "${1}"},
	{lazy(`(?i),\s*(high|low|top)\s*[.!]*$`), ", $1 priority"},
	// "shift swap task add tag \"work\""
	{lazy(`(?i)^(\s*)(.+?\s+(?:task|one))\s+(?:add|put|give)\s+(?:the\s+|a\s+)?(?:tag|label)\s+["“]?@?([\w-]+)["”]?\s*[.!]*$`), "${1}tag $2 with $3"},
	// "which project have most tasks?": the projects with their counts
	{lazy(`(?i)^(\s*)(?:which|what)\s+projects?\s+(?:have|has)\s+(?:got\s+)?(?:the\s+)?(?:most|fewest|least|more)\s+(?:unfinished\s+|open\s+|outstanding\s+|remaining\s+)?(?:tasks|things|to-?dos)(?:\s+(?:left|open))?\s*[?.!]*$`), "${1}list my projects"},
	// "what have I got due in the next fortnight?": fourteen days
	{lazy(`(?i)^(\s*(?:what|show|list|anything|do\s+i|have\s+i|what's|whats|is\s+there)\b.*?)\bnext\s+(?:fortnight|two\s+weeks|2\s+weeks)\b`), "${1}next 14 days"},
	{lazy(`(?i)^(\s*(?:what|show|list|anything|do\s+i|have\s+i|what's|whats|is\s+there)\b.*?)\bnext\s+(?:three|3)\s+weeks\b`), "${1}next 21 days"},
	// "new project holiday, need to book flights n renew passport": the
	// project, then its to-dos
	{lazy(`(?i)^(\s*(?:new|create\s+a|make\s+a|start\s+a)\s+(?:new\s+)?project\s+[^,]+?)\s*,\s*(?:i\s+|we\s+)?(?:need|have|must|gotta)\s+(?:to\s+)?(.+)$`), "$1 with tasks: $2"},
	// "And also \"prepare the report\" for the AGM, same date": add it
	{lazy(`(?i)^(\s*)(?:and\s+)?(?:also|another(?:\s+one)?|one\s+more)\s*:?\s+(["“])`), "${1}add $2"},
	// a remark said after a reason clause: "…, as I cannot afford to
	// forget it", "…, the photographs are not ready yet", "…, so I can
	// find it", "…, would you."
	{lazy(`(?i)\s*,\s*(?:as|since|because)\s+(?:i|we)\s+(?:cannot|can't|can|shall|will|won't|must|am|'m|have|need|do\s+not|don't)\b[^,;]*[.!]*\s*$`), ""},
	{lazy(`(?i)\s*,\s*(?:would|will|could)\s+you\s*[.!?]*\s*$`), ""},
	{lazy(`(?i)\s*[;.]\s*(?:please\s+|kindly\s+)?(?:change|amend|update|adjust|alter)\s+(?:it|that|this|the\s+[\w ]+?)\s+accordingly\s*[.!]*$`), ""},
	{lazy(`(?i)\s*[.;]\s*(?:please\s+|kindly\s+)?(?:amend|change|update)\s+it\s*[.!]*$`), ""},
	// "the playlist one chloe wants more songs lol": the remark after
	// "the X one" with no comma
	{lazy(`(?i)^(\s*(?:please\s+)?(?:reopen|open|complete|finish|delete|remove|get\s+rid\s+of|tick\s+off|undo)\s+(?:the|my)\s+(?:[\w'-]+\s+){1,3}?(?:one|task|job))\s+(?:[a-z]+\s+)*?(?:wants|want|got|has|have|had|is|was|said|says|texted|rang|called|needs|never|didnt|didn't|lol|haha)\b.*$`), "$1"},
	{lazy(`(?i)^(\s*(?:actually\s+)?make\s+(?:the|my)\s+(?:[\w'-]+\s+){1,3}?(?:one|task|job)\s+(?:high|low|top|urgent|normal|medium)(?:\s+priority)?)\s+(?:its|it's|it\s+is|as|since|because|cos|coz)\b.*$`), "$1"},
	// "move jess to 12 she texted me": the remark after a bare hour
	{lazy(`(?i)^(\s*(?:move|push|change|put)\s+.+?\s+to\s+\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?)\s+(?:she|he|they|we|i)\s+.*$`), "$1"},
	// "sorry the meeting is at 18 not 17:30": the apology before a correction
	{lazy(`(?i)^(\s*)(?:sorry|oops|oh|ah|no|wait|actually)[,!.]?\s+((?:the|my)\s+.+?\s+(?:is|are|'s)\s+(?:at\s+|on\s+)?\S+.*?\s+not\s+)`), "$1$2"},
	// "no better wednesday": the day just said, corrected
	{lazy(`(?i)^(\s*)(?:no|nah|hmm)[,!.]?\s+(?:better|rather)\s+`), "${1}sorry, I meant "},
	// "actually make that the 8th"
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|wait)[,\s]+)*make\s+(?:that|it)\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?)\s*[.!]*$`), "${1}sorry, I meant the $2"},
	// "wait undo that he didnt": the reason after "undo that"
	{lazy(`(?i)^(\s*(?:(?:wait|oh|oops|sorry|no)[,\s]+)*undo\s+(?:that|it|the\s+last\s+(?:one|thing)))\s+(?:he|she|they|we|i|it|tom|as|because|cos)\b.*$`), "$1"},
	// "everything of the inspection put high priority": the set said first
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things)|all)\s+(?:of|for|in|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:put|make|set)\s+(?:to\s+|as\s+)?(high|low|urgent|top|normal)(?:\s+priority)?\s*[.!]*$`), "${1}make all tasks in the $2 project $3 priority"},
	{lazy(`(?i)^(\s*)(?:please\s+)?make\s+all\s+(?:of\s+)?(?:the|my)\s+([^@].*?)\s+tasks\s+(high|low|urgent|top|normal)(?:\s+priority)?(?:\s+now)?`), "${1}make all tasks in the $2 project $3 priority"},
	// "what I have with high priority?"
	{lazy(`(?i)^(\s*)what\s+(?:do\s+)?i\s+have\s+(?:with|of|in)\s+(high|low|urgent|top)\s+priority\s*[?.!]*$`), "${1}show my $2 priority tasks"},
	// "I must to call X": "must to"
	{lazy(`(?i)\b(must|should|have|need)\s+to\s+to\b`), "$1 to"},
	{lazy(`(?i)\bi\s+must\s+to\s+`), "I must "},
	// "the gift for Giulia move to the 13": the task said first
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+(?:move|push|change)\s+(?:it\s+)?(?:to|on|for)\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3"},
	// "Put all three of those in a new project": the ones just named
	{lazy(`(?i)\b(?:all\s+three|all\s+two|all\s+four)\s+of\s+(?:those|these|them)\b|\b(?:those|these)\s+three\b`), "them"},
	// "The hospital has moved the X to D": the X moved
	{lazy(`(?i)^(\s*)(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:has|have|had)\s+(?:moved|changed|rescheduled|put\s+back|brought\s+forward)\s+((?:the|my|our)\s+.+?)\s+to\s+`), "${1}move $2 to "},
	{lazy(`(?i)\s*,\s*same\s+time\s*[.!]*\s*$`), ""},
	// "Please tag the prescription collection \"chemist\" as well"
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)tag\s+(.+?)(?:\s+(?:with|as))?\s+["“]([\w -]+)["”]`), "${1}tag $2 with $3"},
	// "postpone X by a fortnight"
	{lazy(`(?i)\b(postpone|push\s+back|put\s+off|delay)\s+(.+?)\s+by\s+a\s+fortnight\b`), "move $2 back by two weeks"},
	// "start a project for X - milestones A by D, B by D2": its milestones
	{lazy(`(?i)^(\s*(?:start|create|make|new|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+|called\s+)?[^,:]+?)\s*(?:[-—–:,]|\s-)+\s*(?:with\s+)?milestones?\s*:?\s+`), "$1 with milestones: "},
	// "make a note - X": a note
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|take|write|jot)\s+(?:a\s+)?note\s*(?:[-—–:]|\s-)+\s*`), "${1}note: "},
	// "everything on barrow rd", "everything on the stag": that project's tasks
	{lazy(`(?i)\beverything\s+on\s+(?:the\s+)?([^,]+?)(?:\s+project)?\s+(back|forward|as|with|high|low|urgent|done)\b`), "all tasks in the $1 project $2"},
	// "barrow rd jobs all finished, close the project off"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:jobs|tasks|stuff|things)?\s*(?:are\s+)?(?:all\s+)?(?:finished|done|complete|completed|sorted)\s*[,;.!]+\s*(?:so\s+)?(?:please\s+)?(?:close|archive|shut|wrap)\s+(?:up\s+)?(?:the\s+project|it|that)(?:\s+(?:off|up|down))?\s*[.!]*$`), "${1}archive the $2 project"},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:close|shut|wrap\s+up)\s+(?:the\s+)?(.+?)(?:\s+(?:jobs|tasks|stuff))?\s+project(?:\s+(?:off|up|down))?\s*[.!]*$`), "${1}archive the $2 project"},
	// "how many jobs have i got open": the open tasks
	{lazy(`(?i)^(\s*)how\s+many\s+(?:jobs|tasks|things|to-?dos)\s+(?:have\s+i\s+got|do\s+i\s+have|i\s+have|have\s+i)(?:\s+(?:open|left|to\s+do|on|outstanding))?\s*[?.!]*$`), "${1}show all my open tasks"},
	// "whats the next milestone on the stag"
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is)|when(?:'s|s|\s+is))\s+(?:the\s+)?next\s+milestone\s+(?:on|in|for|of)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*[?.!]*$`), "${1}show the milestones of the $2 project"},
	// "Please save this note: X", "make a note of this for me: X": a note
	{lazy(`(?i)^(\s*)(?:(?:please|could\s+you|would\s+you|can\s+you|kindly)\s+)*(?:save|keep|make|take|write)\s+(?:this\s+(?:as\s+a\s+)?note|a\s+note\s+of\s+this(?:\s+for\s+me)?|this\s+down(?:\s+for\s+me)?)\s*:\s*`), "${1}note: "},
	// "Please show me what I completed this week"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:show|tell|list)\s+(?:me\s+)?what\s+(?:i|we)\s+(?:have\s+|'ve\s+)?(?:completed|finished|done|ticked\s+off)\b`), "${1}what have I completed"},
	{lazy(`(?i)^(\s*)what\s+(?:i|we)\s+(?:have\s+|'ve\s+)?(?:completed|finished|done|ticked\s+off)\b`), "${1}what have I completed"},
	// "what I have on tomorrow and on Sunday?": each day asked
	{lazy(`(?i)^(\s*)(?:can\s+you\s+tell\s+me\s+|please\s+tell\s+me\s+|tell\s+me\s+)?what\s+(?:do\s+)?(?:i|we)\s+(?:have|got|have\s+got)\s+(?:on\s+)?((?:today|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s+and\s+(?:on\s+)?((?:today|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*[?.!]*$`), "${1}what do I have $2? and what do I have $3?"},
	// "rename the project \"A\" to just \"B\", it is simpler"
	{lazy(`(?i)\b(rename\s+.+?\s+to)\s+just\s+`), "$1 "},
	{lazy(`(?i)^(\s*(?:please\s+|could\s+you\s+(?:please\s+)?)?rename\s+.+?\s+to\s+["“][^"”]+["”])\s*,\s*(?:it|that|this)\s+(?:is|'s)\b.*$`), "$1"},
	// "Please mark all the garden tasks as low priority, they are not urgent"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:mark|set|put|make)\s+all\s+(?:of\s+)?(?:the|my)\s+([^@].*?)\s+tasks\s+(?:as|to|at)\s+(high|low|urgent|top|normal|medium)(?:\s+priority)?\b.*$`), "${1}make all tasks in the $2 project $3 priority"},
	// "all of my tasks with the book club label"
	{lazy(`(?i)\b(?:all\s+(?:of\s+)?)?(?:my\s+)?tasks\s+with\s+the\s+([\w-]+)\s+(?:label|tag)\b`), "tasks labelled @$1"},
	// "done w the headphones": "w" for "with"
	{lazy(`(?i)\b(done|finished)\s+w/?\s+`), "$1 with "},
	// "the car tax I paid it already"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:i|we)\s+(?:already\s+|just\s+)?(?:paid|did|sent|booked|ordered|bought|finished|called|made|posted|fixed)\s+(?:it|them)(?:\s+already)?\s*[.!]?\s*$`), "${1}$2 is done"},
	// "X is not finish, …, put it back open"
	{lazy(`(?i)\b(is|are)\s+not\s+finish\b`), "$1 not finished"},
	{lazy(`(?i)\bput\s+(it|that|them)\s+back\s+(?:open|as\s+open|to\s+open)\b`), "reopen $1"},
	// "rename the rota task in shift rota week 50": "in" for "to"
	{lazy(`(?i)^(\s*(?:please\s+)?rename\s+(?:the\s+)?(?:project\s+)?[^"“]+?)\s+in(?:to)?\s+([^"“]+)$`), "$1 to $2"},
	// "take off the practice label from X"
	{lazy(`(?i)^(\s*(?:please\s+)?)take\s+off\s+the\s+@?([\w-]+)\s+(?:label|tag)\s+from\s+`), "${1}remove the label $2 from "},
	// "X is cancelled, archive the P project": the news, then the request
	{lazy(`(?i)^(\s*)(?:the|our|my)\s+[^,]+?\s+(?:is|was|has\s+been|got)\s+(?:cancelled|canceled|called\s+off|off|postponed)\s*[,;.]\s*(?:so\s+)?((?:please\s+)?(?:archive|delete|remove|restore|move|push)\s+(?:the|my|our)\b)`), "$1$2"},
	// "everything what is on monday", "when is X next time?"
	{lazy(`(?i)\b(everything|all)\s+what\s+(is|are)\b`), "$1 that $2"},
	{lazy(`(?i)\s+next\s+time\s*(\??)\s*$`), "$1"},
	// "I also need a milestone called …"
	{lazy(`(?i)^(\s*)(?:i\s+(?:also\s+)?(?:need|want|require))\s+(a|an|another)\s+(?:new\s+)?milestone\b`), "${1}add $2 milestone"},
	// "Please put \"X\" in P for D": put a quoted title is add
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+(["“])`), "${1}add $2"},
	// "my projects and how each one is getting on"
	{lazy(`(?i)\s+and\s+how\s+(?:each\s+one|each|they|each\s+of\s+them)\s+(?:is|are)\s+(?:getting\s+on|doing|going|coming\s+along)\b`), ""},
	// "and an exam day milestone on 4 march for the same project"
	{lazy(`(?i)^(\s*)(?:and|also|oh\s+and)\s+(an?\s+[^,"]+?\s+milestone\s+(?:on|for|by)\b)`), "${1}add $2"},
	// "Nothing will happen on the Summer Fete until the spring, so please
	// archive that project"
	{lazy(`(?i)^(\s*)nothing\s+(?:will\s+happen|is\s+happening|happens|is\s+going\s+on)\s+(?:on|with)\s+(?:the\s+)?(.+?)\s+(?:until|till|before)\s+[^,]+,\s*so\s+(?:please\s+)?(archive|pause|shelve)\s+(?:that|this|the)\s+project`), "${1}$3 the $2 project"},
	// "change project name Van to Ford Transit", "change the name of the
	// Van project to Ford Transit"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|update|set)\s+(?:the\s+)?project(?:'s|s)?\s+name\s+(?:of\s+|from\s+)?(?:the\s+)?(.+?)\s+(?:to|into|as)\s+`), "${1}rename the project $2 to "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|update)\s+the\s+name\s+of\s+(?:the\s+)?(?:project\s+(.+?)|(.+?)\s+project)\s+(?:to|into|as)\s+`), "${1}rename the project $2$3 to "},
	// "I called Mrs Patel, is done": the report, then its state
	{lazy(`(?i)^(\s*(?:i|we)\s+(?:already\s+|just\s+|finally\s+)?[a-z]+ed\b[^,]*?)\s*[,;.]\s*(?:it\s+)?(?:is|it's|its)\s+(?:done|finished|complete|sorted)\s*[.!]*$`), "$1"},
	// "…, open again this task", "open it again": a reopen
	{lazy(`(?i)\bopen\s+again\s+(?:this|that|it)(?:\s+(?:task|one))?\b|\bopen\s+(?:this|that|it)(?:\s+(?:task|one))?\s+again\b`), "reopen it"},
	// "add EICR flat 5 also tuesday in P project": "also" before the when
	{lazy(`(?i)\s+(?:also|too)\s+((?:on\s+|for\s+|by\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|next\s|this\s|in\s+(?:the\s+)?\S+(?:\s+\S+)?\s+project))`), " $1"},
	// "add a project Science Week with a task to order the dry ice"
	{lazy(`(?i)\b(project\s+(?:called\s+|named\s+)?[^,]+?)\s*,?\s+with\s+(a|an|one)\s+milestone\s+for\s+(?:the\s+)?`), "$1 and $2 milestone called "},
	{lazy(`(?i)\b(project\s+(?:called\s+|named\s+)?[^,]+?)\s*,?\s+with\s+(a|an|one)\s+(task|milestone)\s+(to|called|named|for)\b`), "$1 and $2 $3 $4"},
	// "actually scrap science week, delete the project"
	{lazy(`(?i)^(\s*)(?:(?:actually|ok|okay|so|right)[,\s]+)?(?:scrap|drop|ditch|bin|forget|cancel)\s+(?:the\s+)?([^,;]+?)\s*[,;]\s*(?:(?:please|just)\s+)?(delete|archive|remove)\s+(?:the|that|this)\s+(?:whole\s+)?project\b`), "${1}$3 the $2 project"},
	// "quarterly report make priority low"
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:make|set|put|change)\s+(?:the\s+|its\s+)?priority\s+(?:to\s+)?(low|high|urgent|normal|medium|top|p[1-4])\b`), "${1}make $2 $3 priority"},
}

// learnerLead: "in P add (also) …": the project said before the request.
var learnerLead = lazy(`(?i)^(\s*)in\s+(?:the\s+)?([^,"]+?)(?:\s+project)?,?\s+(?:please\s+)?(?:add|put)\s+(?:the\s+task\s+)?(?:also\s+|too\s+)?(?:(?:two|three|four|five|\d+|some|a\s+few|a\s+couple\s+of)\s+)?(?:new\s+)?(?:tasks?\s*:?\s*|to-?dos?\s*:?\s*)?(?:to\s+)?(\S.*)$`)

// milestoneFirst: a milestone and its quoted title, then what is said of it.
var milestoneFirst = lazy(`(?i)^((?:a|another|one\s+more)\s+(?:new\s+)?milestone\s+(?:called\s+|named\s+)?["“][^"”]+["”])(.*)$`)

// statementAfter: a remark after a semicolon, said of someone ("I shall be
// at a wedding", "my son kindly did them").
var statementAfter = lazy(`(?i)^\s*(?:i|we|my|our|he|she|they|everything|nothing|all|the\s+[\w'-]+)\s+(?:[\w'-]+\s+){0,2}?(?:shall|will|'ll|am|'m|was|were|have|has|had|kindly|did|do|don't|can't|need|want|really|is|are|keep|prefer)\b[^;]*$`)

// andTo: "and to <verb>" joining a second to-do.
var andTo = lazy(`(?i)\s+and\s+to\s+([a-z]+)\b`)

// someoneDidntThenReopen: someone (not the speaker, not an item) has not
// done something, then "reopen that one".
var someoneDidntThenReopen = lazy(`(?i)^(?:(?:oh|ah|wait|ugh|no|hmm)[\s,!.]+)*([a-z]+)\s+(?:hasn'?t|hasnt|has\s+not|didn'?t|didnt|did\s+not|haven'?t|havent|never)\s+[^,;.]+[,;.]\s*(?:so\s+)?(?:please\s+)?(reopen|re-open|untick|uncheck)\s+(that|it|this)(?:\s+one)?\s*[.!]?\s*$`)

// forBareLead: "for P i need to …" with no article before P.
var forBareLead = lazy(`(?i)^(\s*)for\s+([a-z0-9][^,]{1,40}?)\s+(i\s+(?:also\s+)?(?:need|have|must|want)\s+to\s+)`)

// forProjectNoComma: "for the P project i need to …".
var forProjectNoComma = lazy(`(?i)^(\s*)for\s+(?:the|my|our)\s+([^,]{1,40}?)\s+project\s+((?:i|we)\s+(?:also\s+)?(?:need|have|must|want|should)\s+to\s+)`)

// notProjectLead: first words after "for" that make no project's name.
var notProjectLead = set(`the a an my our this that next tomorrow today tonight now me you him her them us it`)

// notSomeone: first words that are the speaker or an item, not someone else.
var notSomeone = set(`i we the my our this that it`)

// needBare: "I need send", "we have call": need and a verb without "to".
var needBare = lazy(`(?i)\b(i|we)\s+(need|have)\s+([a-z]+)\b`)

// quotedPossessive: a double-quoted name.
var quotedPossessive = lazy(`"[^"]+"|“[^”]+”`)

// midPriority: a priority said between commas, with more after it.
var midPriority = lazy(`(?i)\s*,\s*((?:high|low|medium|normal|top)\s+priority|urgent|p[1-4])\s*,\s*`)

// slotTail: words that carry a slot or a reason of their own.
var slotTail = lazy(`(?i)[@#]|\b(?:label|labelled|tagged|due|as|because|since|every|by|on|at)\b`)

// presentAlready: "I buy X already", "I already pay X already", with an
// optional "tick it off" after; presentAlreadyLead: "I already pay X". A
// report of something done, in the present tense.
var (
	presentAlready = lazy(`(?i)^(\s*(?:(?:ok|okay|so|yes)[,!\s]+)?)(?:i|we)\s+(?:already\s+)?([a-z]+)\s+((?:the|my|our|a|an)\s+[^,.;!]+?)\s+already\b[\s,.;!]*(?:(?:and\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:tick|check|mark|cross)\s+(?:it|that|this)(?:\s+off|\s+(?:as\s+)?done|\s+(?:as\s+)?complete)?[\s.!]*)?$`)
	// dayThenNeed: "X is D, need to Y before then".
	dayThenNeed = lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,!.]+?)\s+(?:is|are|'s|is\s+on)\s+([^,!.]+?)\s*[!.,]+\s*(?:so\s+)?(?:i\s+)?(?:need|have|must|gotta|got)\s+(?:to\s+)?(.+?)\s+(?:b4|before|by)\s+(?:then|that|it)\s*[.!]*$`)
	itOrThem    = lazy(`(?i)\b(?:it|them)\b`)
	// twoWordLabel: "with the label coffee morning" at the end.
	twoWordLabel = lazy(`(?i)\b(with\s+the\s+(?:label|tag))\s+([a-z][\w-]*)\s+([a-z][\w-]*)\s*([.!]*)$`)
	// putVerb: "put" straight before a to-do's verb ("put pay the milkman").
	putVerb = lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+)?)put\s+([a-z]+)\b`)
	// presentDone: "I call the doctor, is done", "I finish the permission
	// letter, signed it this morning": a present-tense report, then a
	// word that it is done (or what was done to it)
	presentDone        = lazy(`(?i)^(\s*(?:(?:ok|okay|so|yes)[,!\s]+)?)(?:i|we)\s+([a-z]+)\s+((?:the|my|our|a|an)\s+[^,.;!]+?)\s*[,;.]\s*(?:(?:it\s+|that\s+)?(?:is|it's|its|is\s+all)\s+(?:already\s+|now\s+)?(?:done|finished|complete|sorted)|(?:already\s+)?(?:done|finished)|(?:please\s+|pls\s+|kindly\s+)?(?:tick|check|mark|cross)\s+(?:it|that|this)(?:\s+off|\s+(?:as\s+)?done|\s+(?:as\s+)?complete)?|(?:i\s+)?[a-z]+ed\s+(?:it|them)\b[^,.;!]*)\s*[.!]*$`)
	presentAlreadyLead = lazy(`(?i)^(\s*)(?:i|we)\s+already\s+([a-z]+)\s+((?:the|my|our|a|an)\s+[^,.;!]+?)[\s.!]*$`)
)

// markedThenReopen: the user says which item they ticked too early, then
// asks to reopen "it".
var markedThenReopen = lazy(`(?i)^(\s*)(?:(?:i\s+am|i'm|im)\s+afraid\s+|sorry[,\s]+|oops[,\s]+|oh\s+dear[,\s]+)?(?:i|we)\s+(?:(?:have|'ve)\s+)?(?:accidentally\s+|mistakenly\s+|wrongly\s+)?(?:marked|ticked|checked|crossed)\s+(?:off\s+)?((?:the|my|our)\s+[^.;!?,]+?)\s+(?:as\s+)?(?:done|complete|completed|finished|off)\b[^.;!?]*[.;!?,]\s*(?:[^.;!?]*[.;!?]\s*)?(?:(?:please|kindly|could\s+you|would\s+you|please\s+would\s+you)\s+)*(?:reopen|re-open|untick|uncheck)\s+(?:it|that)\b[\s.!?]*$`)

// bothNamed: ", both <name>" closing a request with two items;
// priorityWords: a priority said there (", both low priority"), no name.
var priorityWords = lazy(`(?i)^(?:high|low|top|medium|normal|urgent)(?:\s+priority)?$|^p[1-4]$`)

// bothNamed: ", both <name>" closing a request with two items.
var bothNamed = lazy(`(?i),\s*both\s+(?:in\s+|for\s+|under\s+|into\s+)?(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})\s*$`)

// thingChangeTo: a thing named, then "change to <when>".
var thingChangeTo = lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:change|changes|changed|move|moves|shift)\s+to\s+([^,]+?)\s*[.!]*$`)

// thingThenPriority: a thing named, then "make (it) <level> (priority)".
// fillerThing: words before "make it high priority" that name no thing
// ("please", "actually", "ok then", "that").
var fillerThing = lazy(`(?i)^\s*(?:(?:please|pls|plz|kindly|actually|ok|okay|so|and|then|just|also|oh|right|now|that|this|it|yes|yeah|no|sorry|wait|hmm)[\s,!.]*)+$`)

var thingThenPriority = lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+make\s+(?:it\s+)?(?:a\s+)?(low|high|urgent|normal|medium|top)(?:\s+priority)?\s*[.!]*$`)

// priorityNoun: a new task said with its priority before the noun ("an
// urgent task to …", "a high-priority reminder to …").
var priorityNoun = lazy(`(?i)^(.*?\b(?:add|create|make|set\s+up|log)\s+(?:me\s+)?)(?:a|an|another)\s+(?:new\s+)?(high|low|top|urgent|medium|normal|important)(?:[\s-]+priority)?\s+((?:task|to-?do|reminder|job)(?:\s+(?:to|for|about|called|named)\b|\s*:).*?)[\s.!]*$`)

// priorityTail: the quick-add level for priorityNoun's word, said last
// where any phrase before it ("… in the New Boiler project") stays whole.
var priorityTail = map[string]string{"high": "p2", "important": "p2", "top": "p1", "urgent": "p1",
	"low": "p4", "medium": "p3", "normal": "p3"}

// remindNext: words after "remind me" that already frame what follows.
var remindNext = set(`to about of that when at on in by before after every each this next tomorrow tonight today later again
	first if whether why how what where who the my our a an some for with from until till once twice`)

// remindBare: "remind me pay the rent", "… and also remind me call mama":
// "to" left out before a verb.
var remindBare = lazy(`(?i)((?:^\s*|\band\s+(?:also\s+)?|[,;]\s*(?:and\s+)?(?:also\s+)?)(?:please\s+)?remind\s+me\s+)([a-z]+)\b`)

// adjectiveVerb: to-do verbs that are also adjectives ("put clean sheets
// on the bed"), never read as a verb after "put".
var adjectiveVerb = map[string]bool{"clean": true, "clear": true, "empty": true, "dry": true, "open": true, "close": true,
	"tidy": true, "free": true, "warm": true, "cool": true, "back": true, "away": true, "out": true, "up": true, "down": true, "off": true, "on": true}

// notLabelWord: words after a label that are no part of it.
var notLabelWord = set(`please pls now too also again then thanks today tomorrow instead as well urgent high low priority and or`)

// onesList: "the A, B and C ones" (with "n" or "&" for "and"): group 1
// the names before the last, comma-separated; group 2 the last.
var onesList = lazy(`(?i)\bthe\s+((?:[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s*,\s*)+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*,?\s+(?:and|n|&)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:ones|tasks|jobs)\b`)

// learnerPhrasing rewrites text by learnerRewrites and the two readings
// that need a check: "in P add …" when P is no date, and "remind me <verb>"
// when the word after "me" is a to-do verb.
func learnerPhrasing(text string) string {
	text = onesList.ReplaceAllStringFunc(text, func(w string) string {
		// "put the van, landlord n broadband ones in flat move": each
		// word names one task ("the van one, the landlord one and …")
		m := onesList.FindStringSubmatch(w)
		names := strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' })
		var parts []string
		for _, n := range names {
			if n = strings.TrimSpace(n); n != "" {
				parts = append(parts, "the "+n+" one")
			}
		}
		return strings.Join(parts, ", ") + " and the " + strings.TrimSpace(m[2]) + " one"
	})
	for _, r := range learnerRewrites {
		text = r.re.ReplaceAllString(text, r.with)
	}
	if m := learnerLead.FindStringSubmatch(text); m != nil {
		if _, isDate := datePhrase(m[2]); !isDate {
			if ms := milestoneFirst.FindStringSubmatch(m[3]); ms != nil {
				// "In P please add a milestone \"X\" for D"
				text = m[1] + "add " + ms[1] + " to the " + m[2] + " project" + ms[2]
			} else {
				text = m[1] + "add to " + m[2] + ": " + m[3]
			}
		}
	}
	if i := strings.LastIndexByte(text, ';'); i > 0 && statementAfter.MatchString(text[i+1:]) {
		// "push everything due on Saturday to Sunday; I shall be at a
		// wedding": the request, then a remark
		if p := Parse(text[:i]); p.Understood && p.Rule != "fallback" && mutates(p.Tool) && !weakRules[p.Rule] {
			text = text[:i]
		}
	}
	text = andTo.ReplaceAllStringFunc(text, func(w string) string {
		// "pay the fee … and to prepare the slides": two to-dos
		m := andTo.FindStringSubmatch(w)
		if taskVerbs[strings.ToLower(m[1])] {
			return " and " + m[1]
		}
		return w
	})
	if m := forBareLead.FindStringSubmatch(text); m != nil && !notProjectLead[strings.ToLower(firstWord(m[2]))] {
		// "for mrcp part 1 i need to do A and B": the project said first
		text = m[1] + "for the " + m[2] + ", " + m[3] + text[len(m[0]):]
	}
	if m := forProjectNoComma.FindStringSubmatch(text); m != nil {
		// "for the garden project I need to buy seeds": the project said
		// first, without a comma
		text = m[1] + "for the " + m[2] + " project, " + m[3] + text[len(m[0]):]
	}
	if m := someoneDidntThenReopen.FindStringSubmatch(text); m != nil && !notSomeone[strings.ToLower(m[1])] {
		// "dave hasnt actually got back to me, reopen that one": someone
		// else's news, then the request about the task in focus
		text = m[2] + " " + m[3]
	}
	text = needBare.ReplaceAllStringFunc(text, func(w string) string {
		// "I need send money", "I must call": "to" left out
		m := needBare.FindStringSubmatch(w)
		if taskVerbs[strings.ToLower(m[3])] {
			return m[1] + " " + m[2] + " to " + m[3]
		}
		return w
	})
	text = quotedPossessive.ReplaceAllStringFunc(text, func(q string) string {
		// "\"Residents' Association\"": the apostrophe is no closing quote
		return strings.ReplaceAll(q, "s' ", "sʼ ") // U+02BC: an apostrophe that is no quote mark
	})
	if m := midPriority.FindStringSubmatchIndex(text); m != nil && m[1] < len(text) && len(strings.Fields(text[m[1]:])) <= 4 && !slotTail.MatchString(text[m[1]:]) {
		// "…, high priority, bloom rebrand": the priority said last, where
		// the tail reads it
		text = strings.TrimSpace(text[:m[0]]+", "+text[m[1]:]) + ", " + text[m[2]:m[3]]
	}
	if m := priorityNoun.FindStringSubmatch(text); m != nil {
		// "add a high priority task to collect the keys by friday, in the
		// House Sale project": the priority said last, where the tail
		// reads it
		text = m[1] + "a " + m[3] + " " + priorityTail[strings.ToLower(m[2])]
	}
	if m := putVerb.FindStringSubmatch(text); m != nil && taskVerbs[strings.ToLower(m[2])] && !adjectiveVerb[strings.ToLower(m[2])] {
		// "put pay Maria lunch money every monday": "put" for "add", a
		// to-do's verb after it
		text = m[1] + "add " + text[len(m[0])-len(m[2]):]
	}
	if m := dayThenNeed.FindStringSubmatch(text); m != nil {
		if _, isDate := datePhrase(m[3]); isDate {
			// "nans bday is sat!! need to get her a card b4 then": the day
			// said first, the to-do due by it ("it" there is the thing)
			todo := itOrThem.ReplaceAllString(m[4], strings.TrimSpace(m[2]))
			text = m[1] + todo + " by " + m[3]
		}
	}
	if m := twoWordLabel.FindStringSubmatch(text); m != nil && !notLabelWord[strings.ToLower(m[3])] && !notLabelWord[strings.ToLower(m[2])] {
		// "…, with the label coffee morning.": one label of two words
		text = text[:len(text)-len(m[0])] + m[1] + " " + m[2] + "-" + m[3] + m[4]
	}
	m := presentAlready.FindStringSubmatch(text)
	if m == nil {
		m = presentAlreadyLead.FindStringSubmatch(text)
	}
	if m == nil {
		m = presentDone.FindStringSubmatch(text)
	}
	if m != nil && (taskVerbs[strings.ToLower(m[2])] || strings.EqualFold(m[2], "finish")) {
		// "I buy the compression socks already, tick it off": the present
		// said for the past, "already" saying it is done
		text = m[1] + "mark " + m[2] + " " + m[3] + " as done"
	}
	if m := markedThenReopen.FindStringSubmatch(text); m != nil {
		// "I am afraid I marked the vicar's letter as done too hastily; he
		// has not sent it yet. Please would you reopen it?"
		text = m[1] + "reopen " + strings.TrimSpace(m[2])
	}
	if m := bothNamed.FindStringSubmatchIndex(text); m != nil {
		if _, isDate := datePhrase(text[m[2]:m[3]]); !isDate && !notProject.MatchString(asciiLower(text[m[2]:m[3]])) && !priorityWords.MatchString(text[m[2]:m[3]]) {
			// "…, both flat move": the project both go in, said last
			name := text[m[2]:m[3]]
			if where, due := whereOf(name); due != "" {
				// "…, both for the reunion on friday": the place, then when
				text = text[:m[0]] + ", both in the " + where + " project, " + due
			} else {
				text = text[:m[0]] + ", both in the " + name + " project"
			}
		}
	}
	if m := thingChangeTo.FindStringSubmatch(text); m != nil && !commandVerbs[strings.ToLower(firstWord(m[2]))] {
		if _, isDate := datePhrase(m[3]); isDate {
			// "smoke test change to next week Wednesday": a move
			text = m[1] + "move " + m[2] + " to " + m[3]
		}
	}
	if m := thingThenPriority.FindStringSubmatch(text); m != nil && !commandVerbs[strings.ToLower(firstWord(m[2]))] && !taskVerbs[strings.ToLower(firstWord(m[2]))] &&
		!fillerThing.MatchString(m[2]) &&
		!strings.HasSuffix(strings.ToLower(m[2]), " and") && !strings.HasSuffix(strings.ToLower(m[2]), " then") {
		// "EICR flat 3 make high priority", "the gate make it urgent": the
		// thing first, then the change
		text = m[1] + "make " + m[2] + " " + m[3] + " priority"
	}
	if m := remindBare.FindStringSubmatchIndex(text); m != nil && taskVerbs[strings.ToLower(text[m[4]:m[5]])] {
		text = text[:m[3]] + "to " + text[m[4]:]
	} else if m != nil && m[2] == 0 && !remindNext[strings.ToLower(text[m[4]:m[5]])] {
		if _, isDate := datePhrase(text[m[4]:m[5]]); !isDate {
			// "remind me van service tues 8am": a thing, not a verb
			text = text[:m[3]] + "about " + text[m[4]:]
		}
	}
	return text
}
