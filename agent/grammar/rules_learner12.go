package grammar

import (
	"strings"

	"pace/plan"
)

// stop43Rewrites: the frames of stop 43's families, said the way the
// rules read them; they run before stop42Rewritten. Titles keep the
// user's words.
var stop43Rewrites = []guardedRewrite{
	// "big day tomorrow! what's still open for the wedding?": a short
	// exclamation before a question is no part of it
	{exclaimedLead, "$1", nil},
	// "tasks with tag safety?", "stuff with the kids label"
	{lazy(`(?i)^\s*(?:show\s+(?:me\s+)?|list\s+)?(?:my\s+|the\s+|all\s+)?(?:tasks?|things|stuff|items|to-?dos|jobs)\s+with\s+(?:the\s+)?(?:(?:tag|label)\s+@?([\p{L}\d_-]+)|@?([\p{L}\d_-]+)\s+(?:tag|label))\s*\??\s*$`), "show tasks tagged $1$2", nil},
	// "all the diploma tagged tasks", "the kids-tagged ones"
	{lazy(`(?i)\b(?:all\s+)?(?:the\s+|my\s+)?([\p{L}\d_]+)[- ]tagged\s+(?:tasks|ones|things|stuff|items|to-?dos)\b`), "everything tagged $1", nil},
	// "how many task open I have in Ranelagh?": the words in their order
	{lazy(`(?i)^(\s*how\s+many\s+)(?:tasks?|things|jobs)\s+(?:are\s+)?(open|left|remaining|still\s+open|to\s+do)\s+(?:do\s+)?(?:i|we)\s+(?:have|got|have\s+got)\b`), "${1}open tasks do I have", nil},
	// "Ranelagh tasks what is done already this week?"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,?]+?)\s+(?:tasks|stuff|things|project|jobs)\s*,?\s+(?:what|which)\s+(?:is|are|was|were|have\s+i|did\s+i|i)\s+(?:done|finished|completed|got\s+done|ticked\s+off)(?:\s+already)?\s*((?:so\s+far\s+)?(?:this|last)\s+(?:week|month)|today|yesterday|so\s+far)?\s*\??\s*$`), "what did I finish in $1 $2",
		lazy(`(?i)^\s*(?:all|every|any)\b`)},
	// "what is most important for monday?": that day's tasks
	{lazy(`(?i)^\s*what(?:'s|’s|\s+is|\s+are)\s+(?:the\s+)?(?:most\s+important|top\s+priority|priority|most\s+urgent)(?:\s+(?:thing|things|task|tasks|stuff))?\s+(?:for|on)\s+((?:today|tomorrow|this\s+week|next\s+week|(?:this\s+|next\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?))\s*\??\s*$`), "what's due on $1?", nil},
	// "im on nights wed to fri so anything due wed move to tues": the
	// reason before "so", then the things and the change
	{lazy(`(?i)^.+?\s+so\s+((?:anything|everything|all(?:\s+(?:the|my))?(?:\s+(?:stuff|tasks|things))?)\s+(?:due|tagged|in|for)\s.*)$`), "$1", nil},
	// "anything tagged kids thats not done yet, push it to monday",
	// "everything due wed move to tues"
	{lazy(`(?i)^\s*anything\s+((?:due|tagged|in|for)\s+[^,]+?)(?:\s+(?:that'?s|thats|which\s+(?:is|are)|that\s+(?:is|are))\s+not\s+(?:done|finished)(?:\s+yet)?)?\s*,?\s+(move|push|shift|bump|postpone|put)\s+(?:it\s+|them\s+|all\s+)?(to|till|until)\s+`), "$2 everything $1 $3 ", nil},
	// "all Ranelagh stuff due friday push to monday 14.12"
	{lazy(`(?i)^\s*(?:all|everything)\s+(?:the\s+|my\s+)?(?:in\s+)?([\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*)?)\s+(?:stuff|things|jobs|bits)\s+(due\s+[^,]+?)\s*,?\s+(move|push|shift|bump|postpone)\s+(?:it\s+|them\s+)?to\s+`), "$3 everything in $1 $2 to ", nil},
	// "all allotment things low priority"
	{lazy(`(?i)^\s*(?:make\s+|set\s+)?(?:all|every)(?:\s+(?:the|my|of\s+the|of\s+my))?\s+([\p{L}\d][\p{L}\d'’ -]*?)\s+(?:things|tasks|stuff|jobs|ones)\s+(?:to\s+)?(high|low|normal|urgent|medium)(?:\s+(?:priority|prio))?\s*[.!]*$`), "make all the $1 tasks $2 priority", nil},
	// "change the gym one to the 2nd of each month instead": its repeat
	{lazy(`(?i)\bto\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?)\s+of\s+each\s+month(?:\s+instead)?`), "to the $1 of the month", nil},
	{lazy(`(?i)^\s*(?:change|switch|set)\s+(.+?)\s+to\s+(?:repeat(?:ing)?|recur(?:ring)?)\s+`), "make $1 repeat ", nil},
	// "Patel sneak peeks are done!! check that off"
	{lazy(`(?i)^\s*(?:the\s+)?(.+?)\s+(?:is|are|'s|’s)\s+(?:all\s+)?(?:done|finished|complete|completed|sorted)\s*[!.]*\s*,?\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:check|tick|cross|mark)\s+(?:that|it|them|those|this)\s+off\b[^,]*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "make the taxes one due 1/14 instead so I'm not cutting it close"
	{lazy(`(?i)(\binstead)\s*,?\s+(?:so|as|because|since|cos|cause)\s+(?:that\s+)?(?:i|we|it|they|he|she|i'm|i’m)\b[^.!?]*`), "$1", nil},
	// "tag those 3 as kids", "make all 3 of those low priority": the
	// tasks just named
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label|mark|push|delete|make|set|complete|tick\s+off|reschedule))\s+(?:(?:those|these)\s+(?:\d|two|three|four|five|six)(?:\s+(?:tasks|ones|things|items))?|all\s+(?:\d|two|three|four|five|six)\s+of\s+(?:those|them|these))(\s+(?:as|to|with|low|high|normal|urgent|done|off|for)\b|\s*$)`), "$1 them all$2", nil},
	// "I'm not doing the teacher gifts anymore, Mark's handling it. take
	// it off my list"
	{lazy(`(?i)^\s*(?:i'?m|i’m|i\s+am|we'?re|we\s+are)\s+not\s+(?:doing|going\s+to\s+do|gonna\s+do)\s+(?:the\s+|my\s+)?(.+?)\s+any\s?more\b.*$`), "delete the $1", nil},
	// "stop the repeating practice thing"
	{lazy(`(?i)\bstop\s+the\s+(?:repeating|recurring)\s+(.+?)(?:\s+(?:thing|one|task|reminder))?\s*[.!]*$`), "stop repeating the $1", nil},
	// "the soccer practice is over, stop repeating it"
	{lazy(`(?i)^\s*(.+?)\s+(?:is|are|'s)\s+(?:over|finished|done|cancelled|canceled|ended)(?:\s+for\s+[^,.;]+)?\s*[,.;]\s*(?:so\s+)?(?:please\s+)?stop\s+(?:repeating|recurring)\s+(?:it|that|them)\s*[.!]*$`), "stop repeating $1", nil},
	// "Fire safety inspection in Ranelagh 15.12 at 10:00 , it is
	// milestone": a milestone
	{lazy(`(?i)^\s*(.+?)\s*[,.;]\s*(?:it\s+is|it's|its|this\s+is|that's)\s+(?:a\s+|the\s+)?milestone\s*[.!]*$`), "add a milestone $1", nil},
	// "make new project Allotment and put there: a, b, c"
	{lazy(`(?i)^(\s*(?:make|create|start|add|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+[^:,]+?)\s+and\s+(?:put|add)\s+(?:there|in\s+it|into\s+it|to\s+it|under\s+it)?\s*:`), "$1 with tasks:", nil},
	// "fire safety inspection moved by council to 17.12 same time"
	{lazy(`(?i)\b(moved|pushed|postponed|rescheduled|put\s+back)\s+by\s+(?:the\s+)?[\p{L}]+\s+(to)\b`), "$1 $2", nil},
	// "oh no, supplier cancel, the plasterboard open again"
	{lazy(`(?i)^(?:.*?[,.;!]\s*)?(?:the\s+)?([^,.;!]+?)\s+(?:is\s+)?open\s+again\s*[.!]*$`), "reopen the $1",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|can|could)\b`)},
	// "plasterboard to next monday and high"
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}][^,]*?)\s+to\s+((?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|\d{1,2}[./]\d{1,2}\.?)\s+and\s+(high|low|urgent|normal)(?:\s+priority)?\s*[.!]*$`), "move the $1 to $2 and make it $3 priority",
		lazy(`(?i)^\s*(?:please\s+)?(?:add|remind|create|make|put|set|move|push|change|what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "actually not urgent, make it low"
	{lazy(`(?i)^\s*(?:(?:no|oh|ok|okay)\s*,?\s*)?(?:actually\s*,?\s+)?(?:it'?s\s+|it\s+is\s+)?not\s+(?:urgent|important|a\s+priority|that\s+urgent)(?:\s+any\s?more)?\s*[,.;]\s*(?:so\s+)?(make|set)\s+it\s+(low|normal|medium)\s*[.!]*$`), "$1 it $2 priority", nil},
	// "no, actually thursday": the correction
	{lazy(`(?i)^\s*(?:no|nah|sorry|oops|wait)\s*[,.!]?\s+(actually\s*,?\s+)`), "$1", nil},
	// "add weekly task do flashcards every sunday evening"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|set\s+up)\s+)(?:a\s+|an\s+)?(?:new\s+)?(?:weekly|daily|monthly|fortnightly|yearly|recurring|repeating)\s+(?:task|reminder|to-?do|thing)\s*[:,-]?\s+((?:[^t\s]|t[^o\s]|to\S)\S*.+?\b(?:every|each)\b.+)$`), "add $2", nil},
	// "set up recurring - put bins out every tues night"
	{lazy(`(?i)^(\s*)(?:set\s+up|add|create|make)\s+(?:a\s+)?(?:recurring|repeating)(?:\s+(?:task|reminder|one|thing))?\s*[-:–,]\s*`), "${1}add ", nil},
	// "list out my gear checklist for tomorrow from my notes": the list
	// a note keeps
	{lazy(`(?i)^\s*(?:please\s+)?(?:list|show|give|read|tell)\s+(?:out\s+|me\s+|back\s+)*(?:my\s+|the\s+)?([^,]+?(?:list|checklist|plan|items|steps))(?:\s+for\s+[^,]+?)?\s+(?:from|in|out\s+of)\s+(?:my|the)\s+notes?\s*[.!?]*$`), "what's on my $1 in my notes?", nil},
	// "new project Kitchen - a new worktop. first task measure it this
	// saturday": the project's first task
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|create|start|add|set\s+up|new)\b[^.]*\bproject\b[^.]*)[.;]\s*(?:the\s+|and\s+)?first\s+(?:task|thing|job|step)\s*(?::|-|–)?\s*([^.]+?)\s*[.!]*$`), "$1. add $2 to it",
		lazy(`(?i)\bfirst\s+(?:task|thing|job|step)\s+is\b`)}, // ("first job is booking …": the rules read it)
	// "electrician cert task - due 18.12, they promise": the task said
	// as one, its new day; the remark after it is no part of the change
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}][^,.;:!?-]*?)\s+(?:task|one|job)\s*[-–:,]\s*(?:due|deadline|moved\s+to)\s+([^,]+?)\s*(?:,\s*(?:they|he|she|it|we)\b[^,]*)?[.!]*$`), "move the $1 to $2",
		lazy(`(?i)^\s*(?:please\s+)?(?:add|new|create|make|remind|put|set)\b`)},
	// trials 329–331
	// "hiya can you add …": a greeting before a request
	{lazy(`(?i)^\s*(?:hiya|heya|hey|hi|hello|yo|morning|good\s+morning|good\s+evening|evening)(?:\s+(?:there|pace))?\s*[,!.]*\s+((?:can|could|would)\s+(?:you|u)\b|please\b|pls\b|add\b|remind\b|put\b|move\b|mark\b|make\b|create\b|what\b|show\b)`), "$1", nil},
	// "tbh just clear out …", "ngl, …": a filler before a request
	{lazy(`(?i)^\s*(?:tbh|ngl|honestly|ok\s+so|right\s+so)\s*,?\s+(?:just\s+)?`), "", nil},
	// "clear out everything ive completed": the done tasks
	{lazy(`(?i)^\s*(?:just\s+)?(?:please\s+)?(?:clear\s+out|clear|delete|remove|get\s+rid\s+of|bin|wipe)\s+(?:everything|all\s+(?:the\s+)?(?:tasks|stuff|things))\s+(?:that\s+)?(?:i'?ve|i’ve|i\s+have|i)\s+(?:already\s+)?(?:completed|done|finished|ticked\s+off)\s*[.!]*$`), "delete all done tasks", nil},
	// "add a flat project with: A and B": a new project and its tasks
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|start|set\s+up))\s+(?:a|an)\s+([\p{L}\d][^:,]*?)\s+project\s+with\s*:\s*`), "$1 a project $2 with tasks: ", nil},
	// "work task: revise the plans …": a label said as the kind of task
	{lazy(`(?i)^\s*([\p{L}]{2,})\s+(?:task|to-?do|job)\s*:\s+`), "add @$1 ", lazy(`(?i)^\s*(?:new|quick|urgent|important|another|next|first|last|one|this|that|my|the|a|an|big|small|main|add|create|make|put|please|set|remind|reminder)\s`)},
	// "actually the crit got moved, make print boards 21/01 instead": what
	// happened, before the change it asks
	{lazy(`(?i)^\s*(?:actually\s*,?\s*|so\s+|ok\s+|oh\s+)?(?:the\s+|my\s+)?[^,;]{1,40}?\s+(?:got|has\s+been|have\s+been|was|were|is|'s)\s+(?:moved|cancelled|canceled|changed|postponed|pushed\s+back|delayed|rescheduled)\s*[,;.]\s*((?:please\s+|pls\s+|so\s+)?(?:make|move|push|change|set|put|can\s+you|could\s+you)\b.*)$`), "$1", nil},
	// "mark all the work tasks done, hulme submission went in"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check|cross)\b.+?\b(?:done|off|complete|completed|finished))\s*[,;.]\s+[^,;]+?\s+(?:went\s+in|went\s+through|went\s+off|is\s+in|got\s+sent|was\s+sent|was\s+submitted|got\s+submitted|is\s+submitted|is\s+done|is\s+finished|happened|went\s+well)(?:\s+(?:today|yesterday|this\s+morning|earlier))?\s*[.!]*$`), "$1", nil},
	// "rent's actually due on the 28th each month now, can you change it"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)(?:'s|’s|\s+is)\s+(?:actually\s+)?(?:due\s+)?(?:on\s+)?the\s+(\d{1,2}(?:st|nd|rd|th))\s+(?:of\s+)?(?:each|every|the)\s+month(?:\s+now)?(?:\s+from\s+now\s+on)?\s*(?:[,.;]\s*(?:(?:can|could)\s+you\s+|please\s+)?(?:change|update|fix|sort)\s+(?:it|that)(?:\s+please)?)?\s*[.!?]*$`), "make $1 repeat every month on the $2",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "… by Friday. This is of high importance."
	{lazy(`(?i)\s*[.!]\s*(?:this|it)\s+(?:is|'s)\s+(?:of\s+)?(?:high|great|the\s+utmost|top|very\s+high)\s+(?:importance|priority)\s*[.!]*$`), ", high priority", nil},
	// "I have three things to add: a, b, and c."
	{lazy(`(?i)^\s*(?:i\s+have|i've\s+got|i’ve\s+got|i\s+got|here\s+are)\s+(?:\w+\s+)?(?:things|tasks|items|to-?dos|jobs)\s+(?:to\s+add|for\s+you|to\s+put\s+down|for\s+my\s+list)\s*:\s*`), "please add these tasks: ", nil},
	// "Every task tagged bees, please set to medium priority."
	{lazy(`(?i)^\s*(every\s+task|all\s+(?:the\s+|my\s+)?tasks|everything)\s+(tagged\s+\S+|in\s+[^,]+)\s*,\s*(?:please\s+|kindly\s+)?(set|make|mark)\s+(?:them\s+|it\s+|all\s+)?(to|as)\s+`), "$3 $1 $2 $4 ", nil},
	// "rename X to simply "Y""
	{lazy(`(?i)\bto\s+(?:simply|just)\s+(["“])`), "to $1", nil},
	// "with the labels "tax" and "estate""
	{lazy(`(?i)\s*,?\s*with\s+(?:the\s+)?(?:labels?|tags?)\s+["“]?([\p{L}\d_-]+)["”]?\s+and\s+["“]?([\p{L}\d_-]+)["”]?`), " @$1 @$2", nil},
	{lazy(`(?i)\s*,?\s*with\s+(?:the\s+)?(?:label|tag)\s+["“]([\p{L}\d_-]+)["”]`), " @$1", lazy(`(?i)^\s*(?:please\s+|kindly\s+)?(?:put|tag|label|mark|move|set|give|file)\b`)},
	// "mark the probate milestone in the estate project as completed; the
	// application went in today."
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?mark\s+the\s+.+?\s+milestone)(?:\s+(?:in|of|for)\s+the\s+[^;,]+?\s+project)?\s+as\s+(?:completed|complete|done|finished|reached)\s*(?:[;,.].*)?$`), "$1 done", nil},
	// "what is the next thing I ought to do for the estate?"
	{lazy(`(?i)^\s*what(?:'s|\s+is)\s+(?:the\s+)?next\s+(?:thing|step|task|job)\s+(?:(?:i|we)\s+(?:ought\s+to|should|need\s+to|have\s+to|must)\s+do\s+)?(?:for|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\??\s*$`), "what's next in the $1 project?", nil},
	// "put both of those in a new project called X"
	{lazy(`(?i)\b(put|move|file|stick)\s+(?:both\s+of\s+(?:those|them|these)|those\s+two|the\s+two\s+of\s+them)\s+(in|into|under|to)\b`), "$1 all two of those $2", nil},
	// "what all is pending for this week?"
	{lazy(`(?i)^\s*what\s+all\s+(?:is|are)\s+(pending|due|left|open|remaining)\s+(?:for\s+)?(this\s+week|today|tomorrow|next\s+week|this\s+weekend)\b`), "what's $1 $2", nil},
	// "add a weekly task every saturday - grocery run"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|set\s+up)\s+)(?:a\s+|an\s+)?(?:new\s+)?(?:(?:weekly|daily|monthly|fortnightly|yearly|recurring|repeating)\s+)?(?:task|reminder|to-?do|thing)\s+((?:every|each)\s+[\p{L}]+(?:\s+(?:morning|evening|night|afternoon))?)\s*[-–:,]\s*(.+)$`), "add $3 $2", nil},
	// "add task X tomorrow, medium priority, in a new project P"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:task\s+)?)(.+?)\s*,?\s+(?:in|into)\s+(?:a\s+)?new\s+project\s+(?:called\s+|named\s+)?["“]?([^"”.,]+?)["”]?\s*[.!]*$`), "create a project $3. add $2 to it",
		lazy(`(?i)\b(?:a\s+task\s+to|(?:put|move|file|stick)\s+(?:it|them))\b`)},
	// "… every quarter, next one due 28/01"
	{lazy(`(?i)(\b(?:every|each)\s+[^,]+?)\s*,\s*(?:the\s+)?next\s+one\s+(?:is\s+)?(?:due\s+)?(?:on\s+)?`), "$1 starting ", nil},
	// "car rego done yesterday, mark it complete"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:is\s+|was\s+)?(?:done|sorted|finished|paid|renewed|completed)(?:\s+(?:yesterday|today|this\s+morning|earlier|already|last\s+night))?\s*[,.;]\s*(?:please\s+|pls\s+|so\s+)?(?:mark|tick|check|cross)\s+(?:it|that|this)\s+(?:as\s+)?(?:complete|completed|done|off)\s*[.!]*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|i|we|got)\b|\b(?:has|have|had)\s+been\b`)},
	// "Reopen the school shoes task, Diya says wrong size, need to exchange"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:reopen|re-open|unmark|untick|undo\s+done\s+on)\s+[^,]+?)\s*,\s+.*\b(?:says|said|need\s+to|needs\s+to|because|as|since|turns\s+out)\b.*$`), "$1", nil},
	// "put a 10k long run on saturday in the P project, and a 5k tempo run
	// on tuesday": the article before a distance is no part of the title
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put)\s+)(?:a|an)\s+(\d+\s*(?:k|km|mi|miles?|m)\b)`), "$1$2", lazy(`(?i)\bmilestone\b`)},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put)\s+[^,]+?(?:,\s*and|\s+and)\s+)(?:a|an)\s+(\d+\s*(?:k|km|mi|miles?|m)\b)`), "$1$2", nil},
	// trials 332–334
	// "mark year 10 coursework by friday": marking as a teacher's job, a
	// new task (said with "done", "as" or "off" it is a change)
	{lazy(`(?i)^(\s*)(mark\s+.+?\s+(?:by|on|before|for)\s+(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next|this|the\s+\d|\d)\S*.*)$`), "${1}add $2",
		lazy(`(?i)\b(?:done|complete|completed|finished|as|off|urgent|it|them|that|this|all|everything|calendar|diary)\b`)},
	// "buy A, sand B and order C all for the house reno"
	{lazy(`(?i)(,[^,]+?)\s+all\s+(for|to|in|under)\s+(the\s+|my\s+)`), "$1 $2 $3", nil},
	// "no wait i havent theres 3 left reopen it"
	{lazy(`(?i)^\s*(?:no|nah|oops|sorry|wait|hang\s+on|actually)\b[^,]*?\s+(reopen|re-open|untick)\s+(it|that|this)\s*[.!]*$`), "$1 $2", nil},
	// "training is off over christmas stop it repeating"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?(.+?)\s+(?:is|are|'s)\s+(?:off|over|finished|cancelled|canceled|done|ended|stopping)\b[^,.;]*?[\s,.;]+(?:so\s+)?(?:please\s+)?stop\s+(?:it|that|them)\s+(?:repeating|recurring)\s*[.!]*$`), "stop repeating the $1", nil},
	// "roundhay - cable pull 14/12, apply for X, book dave": a project's
	// list said after a dash
	{lazy(`(?i)^\s*([\p{L}][\p{L}\d'’]*(?:\s+[\p{L}\d'’]+){0,2})\s+[-–]\s+([^,]+,[^,]+,.+)$`), "for $1: $2",
		lazy(`(?i)^\s*(?:please\s+)?(?:add|new|start|create|make|set\s+up|what|which|who|when|where|how|remind|put|move|mark|delete)\b|["“]`)},
	// "start a project van fitout - fit racking, fit inverter, sort lighting"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:start|create|make|add|set\s+up|new)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,:–-]+?)\s+[-–:]\s+([^,.]+,[^,.]+,[^.]+)$`), "$1 with tasks: $2", lazy(`["“]|\bmilestones?\s*:`)},
	// "MOT booked tick it off", "parcel sent, tick it off"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:booked|sent|posted|ordered|fixed|submitted|collected|returned|delivered)(?:\s+(?:yesterday|today|this\s+morning|earlier|already))?\s*[,.;]?\s*(?:please\s+|pls\s+|so\s+)?(?:mark|tick|check|cross)\s+(?:it|that|this)\s+(?:as\s+)?(?:complete|completed|done|off)\s*[.!]*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|i|we|got)\b|\b(?:has|have|had)\s+been\b|\b(?:is|was|are|were|'s)\s+\w+ed\b`)},
	// "delete the van fitout project changed my mind", "scrap the order
	// customer cancelled": the reason is no part of the name
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|scrap|cancel|drop|bin|ditch)\s+.+?)\s*[,.;]?\s+(?:(?:i(?:'ve|\s+have)?\s+)?changed\s+my\s+mind|(?:the\s+)?(?:customer|client|they|he|she)\s+(?:has\s+|have\s+)?cancell?ed(?:\s+it)?|not\s+needed(?:\s+any\s?more)?)\s*[.!]*$`), "$1", nil},
	// "add: X, project Work, due 10/12": the project said between commas
	{lazy(`(?i)^(\s*(?:please\s+)?add\s*:?\s+[^,]+?)\s*,\s*project\s+([\p{L}\d][^,]*?)\s*(,|$)`), "$1 #$2$3", lazy(`(?i)\bproject\s+(?:none|nothing|-)\b`)},
	// trials 335–337
	// "also a hen do project pls, Zara's hen is 14/2": a new project
	{lazy(`(?i)^\s*(?:also\s+|and\s+)?(?:a|an)\s+(?:new\s+)?([\p{L}][\p{L}\d'’ -]{0,30}?)\s+project(?:\s+(?:pls|please|too|as\s+well))?\s*[,.]\s*(\S.*?)\s*[.!]*$`), "create a project $1 - $2", lazy(`(?i)\b(?:milestone|same|for|to|in|on|of|task)\b[^,]*\bproject\b`)},
	{lazy(`(?i)^\s*(?:also\s+|and\s+)?(?:a|an)\s+(?:new\s+)?([\p{L}][\p{L}\d'’ -]{0,30}?)\s+project(?:\s+(?:pls|please|too|as\s+well))?\s*[.!]*$`), "create a project $1", lazy(`(?i)\b(?:milestone|same|for|to|in|on|of|task)\b[^,]*\bproject\b`)},
	// "everything due fri push to sat pls rota changed"
	{lazy(`(?i)^(\s*(?:everything|anything|all)\b.*?\b(?:to|till|until)\s+\S+)\s+(?:pls|please|plz)\b.*$`), "$1", nil},
	// "Good morning. The call …": a greeting said as its own sentence
	{lazy(`(?i)^\s*(?:good\s+(?:morning|afternoon|evening)|hello|hi|hey|morning|evening)(?:\s+pace)?\s*[.!]+\s+(\S)`), "$1", nil},
	// "The call with the treasurer I have done, please mark it as finished."
	{lazy(`(?i)^\s*(?:the\s+)?(.+?)\s+(?:i\s+have|i've|i\s+did|i)\s+(?:done|finished|completed|made|sent)\s*[,.;]?\s*(?:please\s+|so\s+)?(?:mark|tick|check)\s+(?:it|that)\s+(?:as\s+|off\s*)?(?:finished|done|complete|completed)?\s*[.!]*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "Every first Monday … must I pay the garage rent": German word order
	{lazy(`(?i)^(\s*(?:every|each)\b[^,?]*?\s+)(must|should|shall)\s+(i|we)\s+`), "$1$3 $2 ", nil},
	{lazy(`(?i)\s*[.!]\s*(?:please\s+)?(?:add|put)\s+(?:it\s+)?(?:in\s+)?as\s+(?:a\s+)?(?:repeating|recurring)\s+(?:task|one|reminder)\s*[.!]*$`), "", nil},
	// "Every Thursday at 19:00 is the club committee meeting, please put
	// it in as repeating task."
	{lazy(`(?i)^\s*((?:every|each)\s+[^,]+?)\s+(?:is|are)\s+(?:the\s+|my\s+|our\s+)?([^,]+?)\s*[,.]\s*(?:please\s+)?(?:put|add)\s+it\s+(?:in\s+)?as\s+(?:a\s+)?(?:repeating|recurring|weekly)\s+(?:task|one|reminder)\s*[.!]*$`), "add $2 $1", nil},
	// "Add to the BMW project following tasks: a, b, and c."
	{lazy(`(?i)^\s*(?:please\s+)?add\s+to\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:the\s+)?following\s+(?:tasks|things|items|jobs)\s*:\s*`), "for $1: ", nil},
	// "Make it 11:00 on that day."
	{lazy(`(?i)^(\s*make\s+it\s+\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]m)?)\s+(?:on\s+)?(?:that|the\s+same)\s+day\s*[.!]*$`), "$1", nil},
	// "the carburettor gaskets I need already on Tuesday, not Wednesday"
	{lazy(`(?i)^\s*(?:actually\s*,?\s*)?(?:the\s+)?(.+?)\s+(?:i|we)\s+need\s+(?:already\s+|now\s+)?(?:on|by)\s+([^,]+?)\s*,\s*not\s+[^,.]+[.!]*$`), "move the $1 to $2", nil},
	// "Everything with label garage shall be moved to Saturday."
	{lazy(`(?i)^\s*(everything|all(?:\s+the)?\s+tasks)\s+(?:with\s+(?:the\s+)?(?:label|tag)|tagged)\s+@?(\S+)\s+(?:shall|should|must|will|can|has\s+to|have\s+to)\s+be\s+(?:moved|pushed|postponed)\s+to\s+`), "move everything tagged $2 to ", nil},
	// "The route is finalised, please tick off the milestone."
	{lazy(`(?i)^\s*(?:the\s+)?(.+?)\s+(?:is|are)\s+(finali[sz]ed|done|reached|complete|completed|booked|signed)\s*[,.]\s*(?:please\s+)?(?:tick\s+off|mark|complete|check\s+off|close)\s+the\s+milestone(?:\s+(?:as\s+)?done)?\s*[.!]*$`), "mark the $1 $2 milestone done", nil},
	// "How many open tasks have I in total?"
	{lazy(`(?i)^(\s*how\s+many\s+[^?]*?)\s+have\s+(i|we)\s+(in\s+total|altogether|open|now|still)\b`), "$1 do $2 have $3", nil},
	// "Deacon Harris asked me to take the robes to the cleaners, do that wednesday"
	{lazy(`(?i)^\s*(?:[\p{L}.'’]+\s+){1,3}(?:asked|told|wants|wanted|needs)\s+me\s+to\s+([^,]+?)\s*,\s*(?:do\s+(?:that|it)\s+|for\s+|on\s+|by\s+)?((?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight|next|this|the\s+\d|\d)\S*(?:\s+\S+)?)\s*[.!]*$`), "add $1 $2", nil},
	// "a monthly reminder to X, first one 01/02"
	{lazy(`(?i)(\b(?:monthly|weekly|daily|yearly|fortnightly|quarterly)\b[^,]*?)\s*,\s*(?:the\s+)?(?:next|first)\s+one\s+(?:is\s+)?(?:due\s+)?(?:on\s+)?`), "$1 starting ", nil},
	// "oops no I aint get the foils yet, put that back"
	{lazy(`(?i)^\s*(?:oops\s*,?\s*)?(?:no\s*,?\s*)?i\s+(?:aint|ain't|ain’t|didn'?t|didn’t|haven'?t|haven’t|havent|didnt)\s+(?:get|got|do|done|finish|finished|buy|bought|send|sent|pick\s+up|picked\s+up)\s+(?:the\s+)?(.+?)\s+yet\s*,?\s*(?:put\s+(?:that|it)\s+back|reopen\s+(?:it|that)|undo\s+that|mark\s+it\s+(?:as\s+)?not\s+done)\s*[.!]*$`), "reopen the $1", nil},
	// "science fair, move it to 12/21 they extended it"
	{lazy(`(?i)(\bto\s+\S+)\s+(?:they|he|she|we)\s+(?:extended|moved|changed|pushed|postponed)\s+it\b.*$`), "$1", nil},
	// "snacks for class party, make it low priority its not that deep"
	{lazy(`(?i)(\bmake\s+it\s+(?:low|high|normal|medium|urgent)\s+priority)\s+(?:its|it's|it’s|it\s+is|tbh|honestly|lol|not\s+that)\b.*$`), "$1", nil},
	// "science fair, move it to 12/21", "snacks for the party, make it low
	// priority": the thing named first, then the change to it
	{lazy(`(?i)^\s*((?:the\s+)?[\p{L}][\p{L}\d'’ -]{0,40}?)\s*,\s*(move|push|change)\s+it\s+to\s+(\S+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)\s*[.!]*$`), "$2 $1 to $3", thingFirstNot},
	{lazy(`(?i)^\s*((?:the\s+)?[\p{L}][\p{L}\d'’ -]{0,40}?)\s*,\s*make\s+it\s+(low|high|normal|medium|urgent)\s+priority\s*[.!]*$`), "make $1 $2 priority", thingFirstNot},
	// trials 338–340
	// "on friday i gotta do A and B": the day is both's
	{lazy(`(?i)^\s*(on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)\s*,?\s+(?:i\s+)?(?:gotta|have\s+to|need\s+to|must|got\s+to|should)\s+([^,]+?)\s+and\s+([^,]+?)\s*[.!]*$`), "add $2 $1, and $3 $1", nil},
	// "…, it is a legal thing. Tag it practice."
	{lazy(`(?i)\s*,\s*(?:it'?s|it’s|it\s+is)\s+a\s+[^,.]{1,30}?\s+thing\s*\.`), ".", nil},
	// "X got moved, its now Friday 18th at 11.30"
	{lazy(`(?i)^\s*(.+?)\s+(?:got|has\s+been|have\s+been|was|is|'s)\s+(?:moved|changed|rescheduled|pushed\s+back|postponed)\s*[,;]\s*(?:it'?s|its|it’s|it\s+is|they're|it\s+will\s+be)\s+now\s+(?:on\s+)?(.+?)\s*[.!]*$`), "move $1 to $2", nil},
	// "the team meeting has moved to 3pm"
	{lazy(`(?i)^\s*((?:the\s+|my\s+|our\s+)?[\p{L}][^,]*?)\s+(?:has|have)\s+(?:moved|shifted)\s+to\s+([^,]+?)\s*[.!]*$`), "move $1 to $2",
		lazy(`(?i)^\s*(?:text|tell|email|message|let|ask|remind|what|which|who|when|where|how|i|we|it|that|this|everything|all)\b|\b(?:saying|message|write|could|can|would|please|milestone)\b|days\b|\bfrom\s+now\b`)},
	// "…, make that one high priority so it is"
	{lazy(`(?i)\s*,?\s+so\s+it\s+(?:is|was|does|will)\s*[.!]*$`), "", lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are)\b`)},
	// "Everything due this Friday can move to Monday please"
	{lazy(`(?i)^\s*(everything|all(?:\s+the)?\s+(?:tasks|stuff))\s+(due\s+[^,]+?)\s+(?:can|could|should|must|will)\s+(?:be\s+)?(?:move|moved|go|push|pushed)\s+to\s+`), "move $1 $2 to ", nil},
	// "Put the X milestone back a week"
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+(the\s+.+?\s+milestone)\s+back\s+(?:by\s+)?(a|one|two|three|\d+)\s+(weeks?|days?)\b`), "${1}push $2 back $3 $4", nil},
	// "Is there anything still to do in the P project?"
	{lazy(`(?i)^\s*is\s+there\s+anything\s+(?:still\s+|left\s+)?(?:to\s+do|open|left|outstanding)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\??\s*$`), "what's left in the $1 project?", nil},
	// "new project called Food Truck, i wanna have it running by summer"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|make|start)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,]+?)\s*,\s*(?:i\s+)?(?:wanna|want\s+to|hope\s+to|would\s+like\s+to|'d\s+like\s+to|plan\s+to)\s+(.+?)\s*[.!]*$`), "$1 - $2", nil},
	// "…, both school stuff": a label of both
	{lazy(`(?i),\s*both\s+([\p{L}]+)\s+(?:stuff|things|related)\s*[.!]*$`), ", tag both $1", nil},
	// "every other friday is payday, remind me to …"
	{lazy(`(?i)^\s*((?:every|each)\s+[^,]+?)\s+is\s+[^,]+?\s*,\s*((?:please\s+)?remind\s+me\s+to\s+.+)$`), "$2 $1", nil},
	// "X, move it to 12/18 the guy isnt answering"
	{lazy(`(?i)(\bto\s+\S+)\s+(?:the\s+\w+|they|he|she)\s+(?:isnt|isn't|is\s+not|aint|ain't|won't|wont|can't|cant|didn't|didnt|hasn't|hasnt|never)\b.*$`), "$1", nil},
	// "…, no date, low priority both"
	{lazy(`(?i)\s*,\s*no\s+(?:date|due\s+date)\s*(,|$)`), "$1", nil},
	{lazy(`(?i)\b(low|high|normal|medium|urgent)\s+(?:priority|prio)\s+(?:for\s+)?both\b`), "both $1 priority", nil},
	// "thx bro, whats left for tmrw?"
	{lazy(`(?i)^\s*(?:thx|thanks|thank\s+you|cheers|ty)(?:\s+(?:bro|mate|man|pal|pace|so\s+much|a\s+lot))?\s*[,!.]+\s*((?:what|whats|what's|which|who|when|where|how|is|are|do|does|did|any|show)\b.*)$`), "$1", nil},
	// "Everything tagged horses, please add also the tag stable"
	{lazy(`(?i)^\s*(everything|all(?:\s+the)?\s+tasks)\s+(tagged\s+\S+)\s*,\s*(?:please\s+)?(?:add|put)\s+(?:also\s+)?(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)(?:\s+(?:too|also|as\s+well))?\s*[.!]*$`), "tag $1 $2 with $3", nil},
	// "Can you show me what I have completed?"
	{lazy(`(?i)^\s*(?:can|could|would)\s+you\s+(?:show|list|tell)\s+me\s+what\s+i(?:'ve|\s+have)?\s+(?:already\s+)?(?:completed|finished|done)\s*\??\s*$`), "what have I completed?", nil},
	// closing trio 341–343
	// "move everything due Friday to next Monday - INSET day got moved"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|delete|mark|tag|complete|reschedule)\b[^-–]+?)\s+[-–]\s+[^-–]*\b(?:got|is|was|has|have|been|cancelled|canceled|moved|off|closed)\b[^-–]*$`), "$1", nil},
	// "Remind me to buy X - low priority, sometime before the 20th"
	{lazy(`(?i)\s+[-–]\s+(low|high|normal|medium|urgent)\s+(?:priority|prio)\s*(,|$)`), ", $1 priority$2", nil},
	{lazy(`(?i)\bsometime\s+(before|by)\s+`), "$1 ", nil},
	// "add buy supplies - bleach, cloths, bags - for saturday": the list
	// inside one task
	// "actually 12/17" after a move
	{lazy(`(?i)^\s*(?:no\s*,?\s*)?(?:actually|sorry|oops)\s*,?\s+(\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?)\s*[.!]*$`), "move it to $1", nil},
	// "oops no, she cancel, it wasnt done. put it back please"
	{lazy(`(?i)^.*\b(?:it|that)\s+(?:wasnt|wasn't|wasn’t|was\s+not|isnt|isn't|is\s+not)\s+(?:done|finished)\b.*?\bput\s+it\s+back\b.*$`), "reopen it", nil},
	// "Every 2 weeks on friday I clean the X at 6pm, label clients"
	{lazy(`(?i)^\s*((?:every|each)\s+[^,]+?)\s+(?:i|we)\s+((?:clean|visit|do|go|take|walk|feed|water|check|pay|send|call|ring|collect|cook|run|train|teach|work|meet|play|practi[cs]e|study|write|empty|put|pick|drop|mow|wash)\b[^,]*?)\s*(,.*)?$`), "add $2 $1$3", nil},
	// "change the invoice to Greenwood so it repeats every month on the 1st"
	{lazy(`(?i)^\s*(?:please\s+)?change\s+(.+?)\s+so\s+(?:that\s+)?it\s+(?:repeats|recurs|happens)\s+`), "make $1 repeat ", nil},
	// "I finish the flyers": done, said in the present
	{lazy(`(?i)^\s*i\s+(?:finish|complete)\s+(?:the\s+|my\s+)?([^,]+?)\s*[.!]*$`), "I finished the $1",
		lazy(`(?i)\b(?:tomorrow|today|tonight|later|next|by|on|at|before|after|soon|mon|tue|wed|thu|fri|sat|sun)`)},
	// "the bazaar project, deadline is 12/19"
	{lazy(`(?i)^\s*(?:the\s+)?([^,]+?)\s+project\s*,?\s+(?:the\s+)?deadline\s+(?:is\s+)?(?:on\s+)?([^,]+?)\s*[.!]*$`), "add a milestone Deadline to the $1 project on $2",
		lazy(`(?i)^\s*(?:please\s+)?(?:move|change|set|push|shift|update|make|create|new|add|put|bring)\b`)},
	// "the choir one, delete it, I leave the choir"
	{lazy(`(?i)^\s*((?:the\s+)?[\p{L}][\p{L}\d'’ -]{0,40}?)\s*,\s*(delete|remove|cancel|bin)\s+it\b.*$`), "$2 $1", thingFirstNot},
	// "make a project called X, deadline is 15/01"
	{lazy(`(?i)^\s*(?:please\s+)?(?:make|create|start|new|add)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+|for\s+(?:the\s+|my\s+)?)?([^,"“:]+?)\s*,\s*(?:the\s+)?deadline\s+(?:is\s+)?(?:on\s+)?`), "create a project called $1 due ", lazy(`(?i)\bwith\s+(?:tasks|milestones?)\b|["“:]`)},
	// "for the P i need to write A by D1, get B by D2 and record C by D3"
	{lazy(`(?i)^\s*for\s+(?:the\s+|my\s+)?([^,:]+?)\s+(?:i|we)\s+(?:need|have|got|gotta|must)\s+(?:to\s+)?([^,:]+\b(?:by|on|due|before)\s+[^,:]+,)`), "for $1: $2", nil},
	// "blue lamp gig done it went sooo well ngl"
	{lazy(`(?i)^(\s*[^,]+?\s+done)\s*,?\s+(?:it|that|which)\s+(?:went|was)\b.*$`), "$1", nil},
	// after the final trio (344–346)
	{lazy(`(?i)^\s*(?:also\s+|and\s+)?(?:please\s+)?(?:add\s+)?(?:a|another)\s+milestone\s+for\s+`), "add a milestone ", lazy(`(?i)\bproject\b|:|\bmilestone\s+for\s+(?:the\s+)?\S+\s*[,:-]`)},
	{lazy(`(?i)^(\s*(?:please\s+)?add)\s+(?:a\s+)?(?:follow[\s-]?up|todo|to-do|note\s+to\s+self)\s*:\s*`), "$1 ", nil},
	{lazy(`(?i)^\s*(?:show|list|give)\s+(?:me\s+)?(?:everything|all|all\s+tasks|tasks|all\s+the\s+tasks|all\s+my\s+tasks)\s+(?:with|of|at|marked)\s+(high|low|normal|medium|urgent)\s+priority\s*[?.!]*$`), "what are my $1 priority tasks?", nil},
	{lazy(`(?i)^\s*all\s+(?:the\s+|my\s+)?(.+?)\s+tasks\s+(?:that|which)\s+(?:have|has|got)\s+no\s+(?:due\s+)?date\s*,?\s*(?:kindly\s+|please\s+)?(?:give|put|set|move)\s+(?:them\s+)?(?:to\s+|a\s+date\s+of\s+|for\s+)?`), "Everything in the $1 project which has no date please put to ", nil},
	{lazy(`(?i)\bfrom\s+now\s*,\s*(?:kindly|please|could\s+you)\s+change\s+it\b`), "from now on, could you change it", nil},
	{lazy(`(?i)\s+and\s+(?:their|the|its)\s+(?:dates|due\s+dates|deadlines|days)\s*\?`), "?", nil},
	{lazy(`(?i)^\s*[^,]*?\b(?:blocked|stuck|waiting|held\s+up)\b[^,]*,\s*((?:please\s+)?remind\s+me\s+to\s+.+)$`), "$1", nil},
	{lazy(`(?i)\b(?:i\s+)?(?:must|need\s+to|have\s+to|should)\s+remember\s+to\s+`), "remind me to ", nil},
	{lazy(`(?i)^\s*([\p{L}][\p{L} ]{0,25}):\s*(?:i|we)\s+(?:must|need\s+to|have\s+to|should)\s+`), "for $1: ", nil},
	{lazy(`(?i)(\?)\s+i\s+(?:don'?t|don’t|do\s+not|can'?t|cannot)\s+(?:remember|recall)\b[^?]*[.!]?\s*$`), "$1", nil},
	{lazy(`(?i)^.*\b(?:have\s+not|haven'?t|havent|didn'?t|didnt)\s+(?:finished|done|finish)\s*[,.;].*?\breopen\s+it\s*[.!]*$`), "reopen it", nil},
	{lazy(`(?i)^(\s*(?:high|low|medium|normal|top|urgent)\s+priority\s+(?:for|on)\s+[^,]+?)\s*,\s*.*$`), "$1", nil},
	{lazy(`(?i)^\s*(?:the\s+)?([^,]+?)\s*,\s*(?:i\s+have|i've|i)\s+(?:sent|done|finished|paid|posted|booked|called|made)\s+(?:it|that)\s*[.!]*$`), "mark the $1 done", nil},
	{lazy(`(?i)^\s*in\s+my\s+notes?\s+(?:about|on)\s+(?:the\s+)?([^,]+?)\s*,\s*(.+?)\s*\??\s*$`), "$2 about the $1, according to my notes?", nil},
	{lazy(`(?i)^\s*(?:give|show)\s+me\s+a\s+summary\s+of\s+what\s+(?:is|'s)\s+(?:left|due|on)\s+(?:for\s+)?(next\s+week|this\s+week|today|tomorrow)\s*[.?!]*$`), "what is due $1?", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label))\s+all\s+(?:of\s+)?(?:those|these|them)\s+(?:as\s+|with\s+)?#?`), "$1 them all ", nil},
	{lazy(`(?i)^\s*what\s+milestones\s+(?:has|have|does)\s+(?:the\s+|my\s+)?(.+?)\s+(?:got\s+)?(?:left|remaining|to\s+go)\s*\??\s*$`), "what milestones are left on $1?", nil},
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:is|are)\s+(?:just|only)\s+(?:on\s+)?(mon|tues|wednes|thurs|fri|satur|sun)days?\s+now\b.*$`), "make the $1 repeat every ${2}day", nil},
	{lazy(`(?i)^\s*how\s+many\s+(?:tasks|things|jobs)\s+(?:have|did)\s+(?:i|we)\s+(?:knocked\s+off|ticked\s+off|finished|completed|done|got\s+done)\s+(this\s+week|today|this\s+month)\s*\??\s*$`), "what did I finish $1?", nil},
	{lazy(`(?i)^\s*(?:chuck|pop|stick|throw|bung)\s+(?:in\s+)?(?:a\s+)?(?:task|reminder|todo|to-do)\s+(?:in\s+)?(?:to\s+|for\s+)?`), "add ", nil},
	// "add a bathroom milestone to Kitchen Refit": a milestone, said
	// before its project with no date
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+)(?:a|an)\s+([^,"“]+?)\s+milestone\s+(?:to|for|in)\s+(?:the\s+)?([^,]+?)(?:\s+project)?\s*[.!]*$`), "${1}a milestone $2 to the $3 project", lazy(`(?i)\b(?:on|by|due|for)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|this|tomorrow)`)},
	// "the kitchen reno project" said alone: show it
	{lazy(`(?i)^\s*((?:the|my)\s+[\p{L}][\p{L}\d'’-]*(?:\s+[\p{L}\d'’-]+){0,2}\s+project)\s*[?.!]*$`), "show $1", lazy(`(?i)\b(?:in|to|for|belong|belongs|is|are|goes|go|under|into|on|at|of|with|and)\b`)},
	// "german class is now on wednesdays at 18h30, not tue and thu anymore"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:is|are)\s+now\s+on\s+(mon|tues|wednes|thurs|fri|satur|sun)days?(\s+at\s+[^,]+?)?\s*(?:,\s*not\b.*)?[.!]*$`), "make the $1 repeat every ${2}day$3", nil},
	// "new project: P, with a milestone "M" on D"
	{lazy(`(?i)^\s*(?:please\s+)?(?:new|create|make|start|add)\s+(?:a\s+)?(?:new\s+)?project\s*:\s*([^,]+?)\s*,?\s+with\s+(?:a|one)\s+milestone\s+([^,]+)$`), "create a project $1. add a milestone $2 to it", nil},
	// "… by priority"
	{lazy(`(?i)^(\s*(?:show|list|give|what)\b.+?)\s+(?:sorted\s+|ordered\s+)?by\s+priority\s*([?.!]*)$`), "$1$2", nil},
	// "how many tasks I still have open in P?"
	{lazy(`(?i)^(\s*how\s+many\s+)(?:tasks?|things|jobs)\s+(?:do\s+)?(?:i|we)\s+(?:still\s+)?(?:have|got)\s+(?:still\s+)?(?:open|left|remaining|to\s+do)\b`), "${1}open tasks do I have", nil},
	// "X 14/12 label diploma, and …": the label said after the date
	{lazy(`(?i)(\d|\b(?:today|tomorrow|tonight|day|week|month))\s+(?:label(?:led)?|tag(?:ged)?)\s+@?([\p{L}][\p{L}\d_-]*)\s*(,|$)`), "$1 @$2$3", nil},
}

// exclaimedLead: "big day tomorrow! what's …?" — the exclamation before
// a question (its days are not the question's).
var exclaimedLead = lazy(`(?i)^\s*[^.!?]{1,40}!+\s+((?:what|which|who|when|where|how|is|are|do|does|did|have|has|any|anything)\b[^!]*\?)\s*$`)

// thingFirstNot: a text whose words before the comma are a request, a
// set of tasks or a statement, not a thing's name.
var thingFirstNot = lazy(`(?i)^\s*(?:everything|all|anything|every|for|what|which|who|when|where|how|i|we|please|add|remind|create|new|make|put|set|move|the\s+kids)\b|^[^,]*\b(?:is|are|was|were|off|have|has|had|due|of|tagged|that|thats|not|yet|i|we|my|sick|cancelled|canceled|said|says|wants|asked|her|his|their|this|week)\b[^,]*,`)

// stop43Rewritten is text with stop43Rewrites applied; then "van service
// low priority" (a thing and a priority, nothing else) is that task's
// change, and "call mum high priority" (a to-do's verb first) a new task
// of that priority (which the agent makes the open task's change when one
// is called so: PriorityOfExisting).
func stop43Rewritten(text string) string {
	text = applyGuarded(text, stop43Rewrites)
	if m := dashedItems.FindStringSubmatchIndex(text); m != nil {
		// "add buy supplies - bleach, cloths, bags - for saturday": the
		// things of one task, never a list of tasks
		items := strings.Split(text[m[4]:m[5]], ",")
		for i := range items {
			items[i] = strings.TrimSpace(items[i])
		}
		text = text[:m[3]] + " (" + strings.Join(items, " + ") + ") " + text[m[1]:]
	}
	if m := thingAndLevel.FindStringSubmatch(text); m != nil && !thingAndLevelNot.MatchString(text) {
		thing := strings.TrimSpace(m[1])
		if StartsWithTaskVerb(thing) {
			return "add " + thing + ", " + strings.ToLower(m[2]) + " priority"
		}
		return "make the " + strings.TrimPrefix(strings.TrimPrefix(thing, "the "), "my ") + " " + strings.ToLower(m[2]) + " priority"
	}
	return text
}

// dashedItems: things listed between two dashes inside one request
// ("buy supplies - bleach, cloths, bags - for saturday").
var dashedItems = lazy(`(\S)\s+[-–]\s+([^-–,]+(?:,[^-–,]+)+?)\s+[-–]\s+`)

// thingAndLevel: "van service low priority"; thingAndLevelNot:
// the requests and questions other rules read ("make it high priority",
// "what's high priority").
var (
	thingAndLevel    = lazy(`(?i)^\s*((?:the\s+|my\s+)?[\p{L}][\p{L}\d'’ -]*?)\s+(low|high|normal|medium|urgent)\s+(?:priority|prio)(?:\s+(?:pls|please|plz|thx|ta))?\s*[.!]*$`)
	thingAndLevelNot = lazy(`(?i)^\s*(?:please\s+)?(?:make|set|mark|put|change|bump|move|give|add|remind|create|new|what|which|who|when|where|how|is|are|do|does|did|show|list|any|all|every|everything|tasks?|my\s+tasks|the\s+tasks|only|just)\b|\b(?:to|as|it|them|is|are|of|with|no|not)\s+(?:low|high|normal|medium|urgent)\b|\b(?:is|are|can|be|and|set|make|tagged|that|thats|its|it|due|need|needs|you|could|would|should|one|now|actually|also|was|were|has|have)\b|'s\b|’s\b`)
)

// taskQuoted: "the task \"a bathroom milestone\"" — a task named by its
// quoted title; group 1 is the title.
var taskQuoted = lazy(`(?i)\btask\s+["“]([^"”]+)["”]`)

// quotedTaskKept reads a change to "the task \"…\"" as that task's, even
// when the quoted title holds the word milestone (the rules had read
// "delete the task \"a bathroom milestone\"" as the milestone "bathroom").
func quotedTaskKept(p plan.Plan, said string) plan.Plan {
	m := taskQuoted.FindStringSubmatch(said)
	if m == nil || len(p.Steps) != 1 {
		return p
	}
	task, ok := milestoneToTask[p.Steps[0].Tool]
	if !ok {
		return p
	}
	p.Steps[0] = plan.Step{Tool: task, Args: map[string]any{"task": strings.TrimSpace(m[1])}}
	return p
}

// milestoneToTask: the task tool of each milestone change.
var milestoneToTask = map[string]string{"deleteMilestone": "deleteTask", "completeMilestone": "completeTask", "reopenMilestone": "reopenTask"}
