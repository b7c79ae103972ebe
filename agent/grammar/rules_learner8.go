package grammar

import (
	"strings"

	"pace/plan"
)

// stop39Rewrites are the families of phrasings stop 38's known misses and
// trials brought, each said in our own words; they run before
// stop38Rewrites.
var stop39Rewrites = []guardedRewrite{
	// "high prio": priority
	{lazy(`(?i)\b(high|low|medium|top|normal)\s+prio\b\.?`), "$1 priority", nil},
	// "Everything due this week that is not done, make it high prio": a
	// set is of open tasks already
	{lazy(`(?i)^(\s*(?:(?:please\s+)?(?:make|set|mark|move|push)\s+)?(?:everything|all)\b[^,]*?)\s+(?:that\s+is|that's|thats|which\s+is|that\s+are|which\s+are)\s+not\s+(?:yet\s+)?(?:done|finished|complete|completed)(?:\s+yet)?\b`), "$1", nil},
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
	// "oh sorry, he hasn't actually sent it yet. Please reopen it": a
	// story of why, the thing unnamed ("it"), then the reopen of the task
	// in focus
	{lazy(`(?i)^\s*\S.*?\b(?:he|she|they|i|we|you)\s+(?:has|have|had|did|does|do|was|were|is|are)?(?:n't|nt|\s+not)\s+(?:actually\s+|really\s+|even\s+|yet\s+)?\S+\s+(?:it|that|them)\b.*?[,.;:!?-]\s*(?:(?:so|pls|please|can\s+you|could\s+you|just)\s+)*(reopen|re-open|untick|uncheck)\s+(?:it|that|this)(?:\s+(?:please|pls|again|for\s+me))?\s*[.!?]*$`), "$1 it", nil},
	// "ok now mark it done for real lol turns out i did finish them": the
	// change, then why
	{lazy(`(?i)^(\s*(?:(?:ok|okay|so|now|right|and)[,\s]+)*(?:please\s+)?(?:mark|tick|set)\s+(?:it|that|this|them)\s+(?:as\s+)?(?:done|complete|completed|finished|off))(?:\s+for\s+real|\s+after\s+all|\s+again)?[,\s]+(?:lol|lmao|haha|turns\s+out|because|since|cause|cuz|coz|as)\b.*$`), "$1", nil},
	// "Please note the removal quotes are now due Saturday, not Friday":
	// a move said as news
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:note|be\s+aware|fyi|just\s+so\s+you\s+know|heads\s+up)[:,]?\s+(?:that\s+)?((?:the\s+|my\s+)?\S.*?)\s+(?:is|are)\s+now\s+(?:due\s+)?(?:on\s+|by\s+)?([^,]+?)(?:\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+[^,.]+)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "…buy a birthday card for Mum, her birthday is 14 December": by
	// that day, the aside out of the title
	{lazy(`(?i)(\S)\s*,\s*(?:her|his|their|our|my|the)\s+(?:birthday|bday|anniversary|party|wedding|graduation|christening|retirement\s+do|leaving\s+do|recital|concert|match|game)\s+(?:is|'s|falls)\s+(?:on\s+)?([^.,;!]+)`), "$1 by $2", nil},
	// "Sprint 42 demo went well, mark done", "X paid for december, mark
	// done": the thing named, done
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)(?:\s+(?:went\s+(?:well|fine|ok|okay|great)|(?:is\s+)?(?:paid|sent|submitted|done|booked)\s+for\s+[\p{L}\d]+))?\s*,\s*(?:please\s+)?(?:mark|tick)\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))(?:\s+please)?\s*[.!]*$`), "${1}mark $2 done",
		lazy(`(?i)^\s*(?:(?:ok|okay|so|now|yes|yeah|right|and|also|please|pls|it|that|this|done|all)[,\s]*)+,|\b(?:i|we|got|already|everything|all)\b[^,]*,`)},
	// "Put priority high and tag urgent on the airtel bill"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|set|give|add)\s+(?:a\s+)?(?:priority\s+(high|low|medium|normal|top|urgent)|(high|low|medium|normal|top|urgent)\s+priority)\s+and\s+(?:a\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s+(?:on|to|for)\s+(.+?)\s*[.!]*$`), "${1}make $5 $2$3 priority and tag it @$4", nil},
	// "what notes do i have saved?": the notes
	{lazy(`(?i)^(\s*)(?:what|which)\s+notes\s+(?:do\s+i|have\s+i|did\s+i)\s+(?:have|got|save|saved|keep)(?:\s+saved|\s+stored|\s+in\s+here|\s+so\s+far)?\s*[?.!]*$`), "${1}show my notes", nil},
	// "whats in my lumen vibes note again": that note
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is|\s+was)\s+in\s+(?:my|the)\s+(.+?)\s+note(?:\s+again)?\s*[?.!]*$`), "${1}show the $2 note", nil},
	// "and high priority" after a change: the same task's priority
	{lazy(`(?i)^(\s*)(?:and|also|plus|oh\s+and)\s+(?:make\s+it\s+)?(high|low|medium|top|urgent)(?:\s+priority)?(?:\s+too|\s+as\s+well)?\s*[.!]*$`), "${1}make it $2 priority", nil},
	// "add a north fork task: send contract draft by thurs": a task of
	// that project
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|new))\s+(?:a|an)\s+([\p{L}\d][\p{L}\d'-]*(?:\s+[\p{L}\d'-]+){0,2})\s+(?:task|to-?do)\s*:\s*(\S.*)$`), "$1 a task to the $2 project: $3",
		lazy(`(?i)^\s*(?:please\s+)?(?:add|create|make|new)\s+(?:a|an)\s+(?:(?:new|quick|small|big|simple|high|low|medium|top|urgent|priority|important|recurring|repeating|daily|weekly|monthly|yearly|one-off|separate|another|second|first|reminder|todo|to-do|sub|follow-up|followup|short|long|single|\S+-priority)\b\s*)+\s*(?:task|to-?do)\s*:`)},
	// "Mum's card, please make that due 10 December instead so it gets
	// posted in time": the thing named first, moved
	{lazy(`(?i)^(\s*)([^,]+?)\s*,\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:make|set|put)\s+(?:that|it|this)\s+due\s+(?:on\s+|by\s+|for\s+)?([^,]+?)(?:\s+instead)?(?:\s+(?:so|because|as|since|cause|cuz|coz)\b.*)?\s*[.!]*$`), "${1}move $2 to $3",
		lazy(`(?i)^\s*(?:(?:ok|okay|so|now|yes|yeah|right|and|also|please|pls|actually|no|oh|wait|hmm|sorry|oops|it|that|this)[,\s]*)+,|^\s*(?:everything|all)\b|(?:high|low|medium|top|urgent|priority|repeat|recur|every|daily|weekly)\b`)},
	// "Need to do following: A, B, C": three tasks
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:need|have|got)\s+to\s+do\s+(?:the\s+)?(?:following|these|this|below)(?:\s+things)?\s*:\s*`), "${1}add these tasks: ", nil},
	// "Add few more things for wedding: A by D1, B by D2": tasks of that
	// project
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+(?:a\s+)?(?:few|some|couple(?:\s+of)?|two|three|four|five|\d)\s+(?:more\s+)?(?:things|tasks|items|to-?dos|bits|jobs)\s+(?:for|to|in|under)\s+(?:the\s+|my\s+|our\s+)?([^:]+?)(?:\s+project)?\s*:\s*`), "${1}add these to the $2 project: ",
		lazy(`(?i)^\s*(?:please\s+)?add\s+(?:a\s+)?\S+\s+(?:more\s+)?\S+\s+(?:for|to|in|under)\s+(?:me|us|him|her|them|mum|mom|dad|my\s+(?:wife|husband|son|daughter|kids|partner|mum|mom|dad|boss)|the\s+kids|tomorrow|today|tonight|this\s+week|next\s+week|the\s+weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*:`)},
	// "pay the bill around the 15th": on that day
	{lazy(`(?i)\b(?:around|about|approximately|approx\.?|roughly|circa|sometime\s+around)\s+(the\s+)?(\d{1,2}(?:st|nd|rd|th)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)`), "on $1$2",
		lazy(`(?i)\babout\s+(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:lunch|dinner|brunch|breakfast|roast|plans?|match|game|service|school|club|shift|rota|meeting|party|trip|night|morning|afternoon|evening)\b`)},
	// "north fork got pushed, move the whole project to jan 29": the
	// project's deadline
	{lazy(`(?i)^(\s*)(?:ok\s+|so\s+)?(?:the\s+)?([^,.;]+?)\s+(?:got|has\s+been|have\s+been|was|were|is\s+being|is)\s+(?:pushed(?:\s+back)?|delayed|postponed|moved|extended|rescheduled)\s*[,.;]\s*(?:please\s+|so\s+|can\s+you\s+)*(?:move|push|shift)\s+the\s+(?:whole|entire)\s+(?:project|thing)\s+(?:back\s+)?(?:to|until|till)\s+(.+?)\s*[.!]*$`), "${1}move the deadline of $2 to $3", nil},
	{lazy(`(?i)^(\s*)(?:please\s+|so\s+|can\s+you\s+)*(?:move|push|shift)\s+the\s+(?:whole|entire)\s+project\s+(?:back\s+)?(?:to|until|till)\s+(.+?)\s*[.!]*$`), "${1}move the deadline of it to $2", nil},
	// "new project: north fork labels, due jan 15": the project and its
	// deadline (a label said of it is dropped: projects carry none)
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|start|make)\s+(?:a\s+)?(?:new\s+)?project\s*(?::|called|named)?\s*)([^,:]+?)\s*,\s*(?:due|deadline|by)\s+([^,]+?)(?:\s*,\s*(?:and\s+)?(?:tag|label)\s+it\s+@?[\p{L}\d_-]+)?\s*[.!]*$`), "${1}$2 due $3", nil},
	// "Add these to the P project please - A, B and C": the list after the
	// dash
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:these|the\s+following|this|them)\s+(?:to|in|into|under)\s+(?:the\s+|my\s+|our\s+)?[^:,–—-]+?)(?:\s+please)?\s+[-–—]\s+`), "$1: ", nil},
	// "Just make X urgent then.": the priority, "then" a filler
	{lazy(`(?i)\b(urgent|(?:high|low|top|medium|normal)\s+priority)\s+then\s*([.!]*)$`), "$1$2", nil},
	// "The birthday card is for the 22nd so it needs doing by the 19th":
	// the task moved to when it needs doing
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+(?:is|are)\s+for\s+[^,]+?\s*,?\s+so\s+(?:it|that|they|this)\s+(?:needs?|has|have)\s+(?:doing|done|to\s+be\s+(?:done|sent|posted|ready|bought)|sending|posting|buying|to\s+go(?:\s+out)?)\s+(?:by|before|on)\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "Dad's got his eye clinic appointment at Glangwili on Monday 14th
	// at 10.40, put that in and tag it dad": that appointment, added
	{lazy(`(?i)^(\s*)([\p{Lu}][\p{L}'-]*)(?:'s\s+got|\s+has\s+got|\s+has)\s+(?:his|her|their|a|an)\s+(\S[^,]*?)\s*,\s*(?:please\s+)?(?:put|add|stick|pop|pencil)\s+(?:that|it|this)\s+in(?:\s+(?:the|my)\s+(?:diary|calendar|list))?\s*,?\s*(?:and\s+)?((?:tag|label)\s+it\s+@?[\p{L}\d_-]+)\s*[.!]*$`), "${1}add $2's $3 and $4", nil},
	{lazy(`(?i)^(\s*)([\p{Lu}][\p{L}'-]*)(?:'s\s+got|\s+has\s+got|\s+has)\s+(?:his|her|their|a|an)\s+(\S[^,]*?)\s*,\s*(?:please\s+)?(?:put|add|stick|pop|pencil)\s+(?:that|it|this)\s+in(?:\s+(?:the|my)\s+(?:diary|calendar|list))?(?:\s+please)?\s*[.!]*$`), "${1}add $2's $3", nil},
	// "X jobs when you get a minute: A and B. No rush on either, low
	// priority": the list, each at that priority
	{lazy(`(?i)\s+(?:when\s+you\s+(?:get|have)\s+a\s+(?:minute|moment|sec|second|chance)|when\s+you\s+can|whenever)\s*:`), ":", nil},
	{lazy(`(?i)[.,;]\s*(?:there'?s\s+)?no\s+rush\s+(?:on|for|with)\s+(?:either|both|any|them|these|those)(?:\s+of\s+them)?\s*,?\s*(?:so\s+)?(?:make\s+(?:them|both)\s+)?(low|normal|medium)\s+priority\s*[.!]*$`), ", both $1 priority", nil},
	// "Actually the seed potatoes can wait til January, make it the 10th"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh)[,\s]+)?)((?:the|my)\s+[^,]+?)\s+can\s+wait\s+(?:til|till|until|to|for)\s+(\p{L}+)\s*,\s*(?:so\s+)?(?:make\s+it|put\s+it\s+(?:on|for))\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?)\s*[.!]*$`), "${1}move $2 to $4 $3", nil},
	// "The church hall chairs - change that to Wednesday please, <why>"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,–—-]+?)\s+[-–—]\s+(?:please\s+)?(?:change|move|make|put|set|shift)\s+(?:that|it|this)\s+(?:to|for|on)\s+([^,]+?)(?:\s+(?:please|instead))*\s*(?:[,;.]\s+\S.*)?$`), "${1}move $2 to $3", nil},
	// "… every Saturday morning now the frosts have started": the reason
	// after the repeat
	{lazy(`(?i)(\bevery\s+[^,]*?\b(?:morning|afternoon|evening|night|day|week|month|year|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s?)\s+(?:now\s+(?:that\s+)?|since\s+|because\s+|as\s+)(?:the\s+)?\S+\s+(?:has|have|is|are|'s|'re)\s+\S.*$`), "$1", nil},
	// "… they need another sample - can you put the surgery call back on
	// please?": reopened
	{lazy(`(?i)^(?:.*?[-–—,.;:]\s*)?(?:(?:can|could|would)\s+you\s+|please\s+)*put\s+((?:the|my)\s+[^,.;?!]+?)\s+back\s+on(?:\s+(?:the|my)\s+(?:list|to-?do\s+list))?(?:\s+please)?\s*[?.!]*$`), "reopen $1", nil},
	// "The mock inspection has moved to 12th February, can you change the
	// milestone": that milestone moved
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:has\s+|have\s+)?(?:been\s+)?(?:moved|changed|shifted|pushed|rescheduled)\s+to\s+([^,]+?)\s*[,.;]\s*(?:(?:can|could|would)\s+you\s+|please\s+)*(?:change|update|move|fix|amend)\s+the\s+milestone(?:\s+please)?\s*[.!?]*$`), "${1}move the $2 milestone to $3", nil},
	// "What's got the dad tag on it?": the tasks with that label
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+has|\s+is)\s+(?:got\s+)?(?:the\s+|a\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)(?:\s+on\s+(?:it|them))?\s*[?.!]*$`), "${1}show tasks tagged $2", nil},
	// "Lastly, what are my top priorities for tomorrow?": the high
	// priority tasks due then
	{lazy(`(?i)^(\s*)(?:(?:lastly|finally|and|also|ok|okay|so)[,\s]+)?what\s+(?:are|'re)\s+(?:my|the)\s+(?:top|main|biggest|key)\s+priorities\s+(?:for\s+|due\s+)?(today|tomorrow|this\s+week)\s*[?.!]*$`), "${1}show high priority tasks due $2", nil},
	// "Change the greenhouse heater check to Sunday mornings instead": the
	// repeat's day
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|move|switch|make)\s+(.+?)\s+(?:to|for|on)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:s|\s+(morning|afternoon|evening|night)s)(?:\s+instead)?(?:\s+please)?\s*[.!]*$`), "${1}make $2 repeat every $3 $4", nil},
	// "I start a new project "P" with A, B and C": the project and its
	// tasks
	{lazy(`(?i)^(\s*)(?:i\s+|we\s+)?(?:start|begin|open|create|make|set\s+up)\s+(?:a\s+)?new\s+project\s+(?:called\s+|named\s+)?(["“][^"”]+["”]|[\p{Lu}][^,:]*?)\s+with\s+([^:]+,[^:]+\s+and\s+[^:]+)$`), "${1}create a project $2 with tasks: $3",
		lazy(`(?i)\bwith\s+(?:the\s+)?(?:tasks?|milestones?|steps?)\b`)},
	// "For the renovation, put a milestone: X the D": that project's
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,]+?)\s*,\s*(?:please\s+)?(?:put|add|create|set)\s+(?:a\s+|one\s+)?milestone\s*:?\s*`), "${1}add a milestone to the $2 project: ", nil},
	// "New commission: X" — a kind of job said as a label
	{lazy(`(?i)^(\s*)(?:new|another)\s+(?:commission|order|booking|request|enquiry|inquiry|lead)\s*(?::|\s[-–—])\s*`), "${1}add ", nil},
	// "… Put it in a project "P"": the project named
	{lazy(`(?i)\s*[,.;]?\s*(?:and\s+)?(?:please\s+)?(?:put|file|add)\s+(?:it|this|that)\s+(?:in|into|under)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?["“]([^"”]+)["”]\s*[.!]*$`), ", put it in the $1 project", nil},
	// "Also for this project: X": a task of the project in the
	// conversation
	{lazy(`(?i)^(\s*)(?:also\s+|and\s+)?for\s+(this|that)\s+project\s*:\s*`), "${1}add a task to $2 project: ", nil},
	// "Make a task from the Gagnon order: X": the task is X
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|create|add)\s+(?:a\s+)?task\s+(?:from|out\s+of|about)\s+(?:the\s+|my\s+)?[^:]+?:\s*`), "${1}add ", nil},
	// "The oven installation, when it is planned?"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*when\s+(?:is\s+it|it\s+is|is\s+that|will\s+it\s+be|it's|its)\s+(?:planned|due|scheduled|happening|set|booked)\s*\?*$`), "${1}when is $2 due?", nil},
	// "Amélie is sick tomorrow, I must find a replacement — …": the
	// replacement, for the person named
	{lazy(`(?i)^(\s*)([\p{Lu}][\p{L}'-]*)\s+is\s+(?:sick|ill|off|away|out|unwell|absent)(?:\s+(?:today|tomorrow|tonight|on\s+\S+|\S+day))?\s*,\s*(?:so\s+)?(?:i|we)\s+(?:must|need\s+to|have\s+to|should|gotta|got\s+to)\s+(find|get|arrange|book|organi[sz]e)\s+(?:a\s+)?(replacement|cover|substitute|sub)\b\s*(?:[-–—,]\s*)?`), "${1}$3 a $4 for $2 ", nil},
	// "first thing tomorrow morning": that morning
	{lazy(`(?i)\bfirst\s+thing\s+(tomorrow|today|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+morning)?\b`), "$1 morning", nil},
	// "The milestone "X", change it for the D": that milestone moved
	{lazy(`(?i)^(\s*)(the\s+milestone\s+["“][^"”]+["”]|the\s+["“][^"”]+["”]\s+milestone)\s*,\s*(?:please\s+)?(?:change|move|put|set|push)\s+it\s+(?:for|to|on)\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "add to P: X, high priority, due dec 15": both of X
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:to|in|into|under)\s+(?:the\s+|my\s+)?[^:,]+?:\s*[^,]+?)\s*,\s*((?:high|low|medium|top|urgent)\s+priority|p[1-4])\s*,\s*((?:due|by|on|for)\s+[^,]+?)\s*[.!]*$`), "$1 $3, $2", nil},
	// "change the remittance to every 30th instead": monthly on that day
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|switch|move|make)\s+(.+?)\s+(?:to|for)\s+every\s+(\d{1,2}(?:st|nd|rd|th))(?:\s+of\s+(?:the|every)\s+month)?(?:\s+instead)?\s*[.!]*$`), "${1}make $2 repeat every month on the $3", nil},
	// Tagalog particles and a reason after them ("… instead po, payday
	// kasi", "…, delay daw sa permit")
	{lazy(`(?i)\s+po\b(\s*[,.!?]|\s*$)`), "$1", nil},
	{lazy(`(?i)\s*,\s*[^,]*\b(?:kasi|daw|raw|dahil|eh)\b[^,]*$`), "", nil},
	// "Put "X" under the Y milestone": the task named in quotes
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|file|move|link)\s+(["“][^"”]+["”])\s+(?:under|to|into|in)\s+(?:the\s+|my\s+)?(.+?)\s+milestone(?:\s+please)?\s*[.!]*$`), "${1}move the task $2 to the milestone \"$3\"", nil},
	// "show me everything that is still open": the open tasks
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:show|list|give)(?:\s+me|\s+us)?\s+(?:everything|all|all\s+the\s+(?:stuff|things|tasks))\s+(?:that\s+is|that's|thats|that\s+are|which\s+is|which\s+are)\s+(?:still\s+)?(?:open|left|outstanding|undone|pending|not\s+done(?:\s+yet)?|to\s+do)\s*[?.!]*$`), "${1}show my open tasks", nil},
	// "Every Wednesday night at 6:30 I got prayer meeting, put that on
	// there as a repeating thing": the routine, then what it is
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?(?:put|add|stick|pop)\s+(?:that|it|this)\s+(?:on|in|down)(?:\s+(?:there|here)(?:\s+as\s+a\s+(?:repeating|recurring|weekly|regular|standing)\s+(?:thing|task|one|reminder|event))?|(?:\s+(?:the\s+list|my\s+list))?\s+as\s+a\s+(?:repeating|recurring|weekly|regular|standing)\s+(?:thing|task|one|reminder|event))\s*[.!]*$`), "", nil},
	{lazy(`(?i)^(\s*)(every\s+[^,]+?)\s+(?:i|we)\s+(?:got|have(?:\s+got)?|'ve\s+got)\s+((?:a|an|the|my|our)\s+)?([^,]+?)\s*$`), "${1}add $3$4 $2",
		lazy(`(?i)\b(?:i|we)\s+(?:got|have(?:\s+got)?|'ve\s+got)\s+to\b`)},
	// "X is comin up, make a project for it, call it P": the project P
	{lazy(`(?i)^(?:.*?[,.;]\s*)?(?:please\s+)?(?:make|create|start|set\s+up|open)\s+(?:a|me\s+a)\s+(?:new\s+)?project\s+for\s+(?:it|that|this|them)\s*,?\s*(?:and\s+)?(?:call|name)\s+it\s+(.+?)\s*[.!]*$`), "create a project called $1", nil},
	// "For P I need to A, B and C. Put all them in that project": the
	// project already said
	{lazy(`(?i)\s*[.;,]\s*(?:and\s+)?(?:please\s+)?put\s+(?:all\s+)?(?:them|those|these|em|'em)(?:\s+all)?\s+(?:in|into|under)\s+(?:that|this|the\s+same)\s+project\s*[.!]*$`), "", nil},
	// "…, no date on it": no date
	{lazy(`(?i)\s*,\s*(?:with\s+)?no\s+(?:due\s+)?date(?:\s+on\s+it|\s+for\s+(?:it|now)|\s+needed|\s+yet)?\s*[.!]*$`), "", nil},
	// "Add a milestone to the youth trip: Depart for Rock Eagle, January
	// 15": the title as said, the date after the comma
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+(?:a\s+)?milestone\s+(?:to|for|in)\s+(?:the\s+|my\s+)?([^:]+?)(?:\s+project)?\s*:\s*([^,"“:]+?)\s*,\s*(?:on\s+|by\s+|due\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\p{L}+)?)\s*[.!]*$`), "${1}add a milestone \"$3\" to the $2 project on $4", nil},
	// "every sunday I have to clean the bathroom, is my turn in the flat
	// rota": why, not the title
	{lazy(`(?i)\s*,\s*(?:it'?s|is|its|it\s+is)\s+(?:my|our|his|her|their)\s+turn\b[^,]*$`), "", nil},
	// "my tutor cancelled friday, everything due friday move it to monday":
	// the news, then the change
	{lazy(`(?i)^(\s*)(?:(?:my|the|our|his|her)\s+)?[\p{L}' -]{1,40}?\s+(?:cancelled|canceled|called\s+off|postponed|fell\s+through|is\s+off|got\s+cancelled|has\s+cancelled)(?:\s+(?:on\s+)?(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+week))?\s*[,;.]\s*((?:please\s+)?(?:everything|all)\b.+)$`), "$1$2", nil},
	// "grandkids Mia and Jack here the 20th": arriving that day
	{lazy(`(?i)\b(here|coming|arriving|visiting|staying|over|in\s+town)\s+(the\s+\d{1,2}(?:st|nd|rd|th)?)\b`), "$1 on $2", nil},
	// "lambing jobs: A, B, C": filed under the project of that name, if
	// there is one
	{lazy(`(?i)^(\s*)([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)\s+(?:jobs|tasks|to-?dos|bits|chores)\s*:\s*(\S[^:]*,[^:]*)$`), "${1}for $2: $3",
		lazy(`(?i)^\s*(?:my|the|our|some|few|more|other|today'?s|tomorrow'?s|weekend|this\s+week'?s|next\s+week'?s|new|urgent|house|household|daily|weekly)\s+(?:jobs|tasks|to-?dos|bits|chores)\s*:|^\s*(?:please\s+)?(?:add|create|new|make|put|here\s+are|these|those|following|the\s+following|a\s+few|a\s+couple|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b`)},
	// "show us all my projects": "us" for "me"
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?)(show|give|tell)\s+us\b`), "${1}$2 me", nil},
	// "troughs - stop that repeating, <why>": the repeat stopped
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,–—-]+?)\s+[-–—]\s+(?:please\s+)?stop\s+(?:that|it|this)\s+(?:from\s+)?(?:repeating|recurring)\b.*$`), "${1}stop $2 repeating", nil},
	// "X - it's the 21st not the 20th": moved
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,–—-]+?)\s+[-–—]\s+(?:it'?s|its|it\s+is|they'?re|they\s+are)\s+(?:actually\s+|now\s+)?(?:on\s+)?(.+?)\s*,?\s+not\s+(?:on\s+)?(?:the\s+)?\S+\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "at 7pm please" after a capture: its time
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+|oh\s+and\s+)?(?:at|for)\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|noon|midday|midnight)(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}make it at $2", nil},
	// "Put a family label on X, and add …": X labelled
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|stick|slap)\s+(?:a|the)\s+@?([\p{L}\d_-]+)\s+(?:label|tag)\s+on\s+(.+?)(\s*,?\s+and\s+(?:also\s+)?(?:add|create|put|make)\b.+)?$`), "${1}tag $3 with $2$4", nil},
	// "… on Jan 9 with the family label too": that label
	{lazy(`(?i)\s+with\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)(?:\s+too|\s+as\s+well|\s+also)?\s*[.!]*$`), " @$1",
		lazy(`(?i)^\s*(?:what|which|show|list|how|do\s+i|have\s+i|is|are|anything|give|find|search)\b|\?\s*$`)},
	// "hendersons have left, tick em off": the thing named, done
	{lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+(?:have|has|'ve|are|is)\s+(?:just\s+|finally\s+)?(?:left|gone|checked\s+out|arrived|been\s+and\s+gone)\b[^,]*,\s*(?:please\s+|so\s+)?(?:tick|mark|check|cross)\s+(?:em|'em|them|it|that|those)\s+off\s*[.!]*$`), "${1}tick off $2", nil},
	// "Whats all tagged youth?": the tasks with that label
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:all\s+)?(?:tagged|labell?ed)\s+(?:with\s+)?@?([\p{L}\d_-]+)\s*[?.!]*$`), "${1}show tasks tagged $2", nil},
	// "how many bookings i got this month": the tasks of that name then
	{lazy(`(?i)^(\s*)how\s+many\s+([\p{L}-]+)\s+(?:do\s+|have\s+)?(?:i|we)\s+(?:got|have|have\s+got|'ve\s+got)\s+(this\s+month|next\s+month|this\s+week|next\s+week)\s*[?.!]*$`), "${1}show all the $2 tasks due $3",
		lazy(`(?i)^\s*how\s+many\s+(?:tasks|things|jobs|items|projects|notes|milestones)\b`)},
	// "my café shifts this week: tuesday 8 to 2, thursday 4 to 10 and
	// saturday 9 to 3": one task per day said
	{lazy(`(?i)^(\s*)(?:(?:my|the|our)\s+)?([\p{L}][\p{L}'é -]*?)s\s+(?:this|next|for\s+the)\s+week\s*:\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+([^,]+?)\s*,\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+([^,]+?)\s*(?:,\s*|,?\s+and\s+)((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+([^,]+?)\s*[.!]*$`), "${1}add these: $2 $3 $4, $2 $5 $6, $2 $7 $8", nil},
	// "We got both roof bids in! mark the roof bids milestone done": the
	// news, then the request
	{lazy(`(?i)^\s*[^!?.:]{3,80}!+\s+((?:please\s+)?(?:mark|tick|complete|move|push|delete|add|reopen|tag|rename|set|make|remind)\b.+)$`), "$1",
		lazy(`(?i)!+\s+.*\b(?:it|that|this|them|em|'em)\b`)},
	// "… so I dont need that hospital visit anymore, go on and delete it"
	{lazy(`(?i)^.*?\b(?:don'?t|dont|do\s+not|no\s+longer)\s+need\s+that\s+([^,]+?)(?:\s+any\s*more|\s+now)?\s*,\s*(?:so\s+)?(?:please\s+|go\s+on\s+and\s+|go\s+ahead\s+and\s+|you\s+can\s+)*(?:delete|remove|cancel|scrap|drop|bin)\s+(?:it|that)(?:\s+please)?\s*[.!]*$`), "delete the $1", nil},
	// "eliminate the recycling task": deleted
	{lazy(`(?i)^(\s*(?:please\s+)?)eliminate\s+`), "${1}delete ", nil},
	// "Good evening. Please add …": a greeting is no part of the request
	{greetingLead, "$1$2", nil},
	// "Back tire of my bike is flat, fix it tomorrow morning": one to-do,
	// the thing and what to do to it
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:is|are|'s)\s+(?:flat|broken|bust|leaking|dead|blocked|stuck|faulty|not\s+working|cracked|loose)\s*,\s*(?:so\s+)?(?:please\s+)?(?:i\s+(?:need|have|must)\s+to\s+)?(fix|repair|replace|mend|charge|unblock|tighten|patch)\s+(?:it|them)\b`), "${1}$3 $2", nil},
	// "bike lamp is broken, buy a new one at the Gazelle shop": a new lamp
	{lazy(`(?i)^(\s*(?:add\s*:?\s*)?)(?:the\s+|my\s+|a\s+)?([\p{L}' -]+?)\s+(?:is|are|'s)\s+(?:broken|bust|dead|lost|worn\s+out|finished|empty|gone|cracked)\s*,\s*(?:so\s+)?(buy|get|order)\s+(?:a\s+)?new\s+one\b`), "${1}$3 a new $2", nil},
	// "…, deadline 1 february": due then
	{lazy(`(?i)\s*,\s*(?:deadline|due\s+date)\s*:?\s+(?:is\s+)?(?:on\s+)?(\S)`), " due $1",
		lazy(`(?i)\b(?:new|create|start|make|set\s+up)\b[^,]*\bproject\b`)},
	// "Oeps no, not finished, still 5 left. Open it again please.": reopened
	{lazy(`(?i)^\s*(?:(?:oeps|oops|oh|no|nope|sorry|ugh|ah|ach|hmm|wait|actually|ok|okay)[,.!\s]+)*(?:it'?s\s+|it\s+is\s+|that'?s\s+)?not\s+(?:yet\s+)?(?:finished|done|complete|completed|ready)\b.*?[,.;!]\s*(?:so\s+)?(?:please\s+)?(?:open|reopen|re-open)\s+(it|that)(?:\s+again)?(?:\s+please)?\s*[.!]*$`), "reopen $1", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?)open\s+(it|that|this)\s+again\b`), "${1}reopen $2", nil},
	// "The volunteer list: high priority and tag it hockey"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^:]+?)\s*:\s*(high|low|medium|top|urgent)\s+priority\s+and\s+(?:tag|label)\s+it\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "${1}make $2 $3 priority and tag it $4", nil},
	// "Give me everything for the Berlin trip, sorted on date": that project
	{lazy(`(?i)^(\s*)(?:(?:thank\s+you(?:\s+so\s+much)?|thanks)[.!,]*\s+)?(?:please\s+)?(?:give|show)\s+(?:me\s+)?everything\s+(?:still\s+open\s+|still\s+to\s+do\s+|left\s+)?(?:for|of)\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*(?:,\s*(?:sorted|ordered|in\s+(?:date\s+)?order)\b.*)?\s*[.!?]*$`), "${1}show the $2 project",
		lazy(`(?i)\beverything\s+(?:still\s+open\s+|left\s+)?(?:for|of|in|on)\s+(?:today|tomorrow|tonight|this\s+week|next\s+week|the\s+weekend|this\s+weekend|next\s+weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)},
	// "How far am I with Berlin?": that project's progress
	{lazy(`(?i)^(\s*)how\s+far\s+(?:am\s+i|are\s+we|along\s+am\s+i|along\s+are\s+we)\s+with\s+(?:the\s+|my\s+)?([^?.,]+?)(?:\s+project)?\s*(?:[?.!]+(?:\s+.*)?)?$`), "${1}show the $2 project", nil},
	// "Everything of the hockey club one week later please"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:everything|all)\s+(?:of|in|from|for)\s+(?:the\s+)?(.+?)\s+(one|a|1|two|2|three|3)\s+(week|day)s?\s+later(?:\s+please)?\s*[.!]*$`), "${1}push everything in $2 back $3 $4", nil},
	// "What did I finish already?"
	{lazy(`(?i)^(\s*)what\s+(?:did|have)\s+i\s+(?:finish|finished|complete|completed|done|tick\s+off|ticked\s+off)(?:\s+already|\s+so\s+far|\s+yet)?\s*[?.!]*$`), "${1}what have I completed", nil},
	// "Under House Extension please add these milestones: A by D, …"
	{lazy(`(?i)^(\s*)(?:under|for|in|to)\s+(?:the\s+)?([^,:]+?)(?:\s+project)?\s*,?\s+(?:please\s+)?add\s+(?:these|the\s+following|some|the|three|two|four)\s+milestones?\s*:\s*`), "${1}add milestones to the $2 project: ", nil},
	// "I am coming back to the rota matter. Abena wants the Sunday
	// instead, please rename the swap task to "…"": the request after
	// the story
	{lazy(`(?i)^(?:[^.!?]+[.!?]\s+)+[^,.!?]*,\s*((?:please|kindly)\s+(?:rename|delete|remove|reschedule|reopen|archive|untag)\b.+)$`), "$1", nil},
	// "…, with a milestone of £3,000 raised by 31 January"
	{lazy(`(?i)\b(milestone)\s+of\s+([£$€]|\d)`), "$1 $2", nil},
	// "Abena said yes! The swap is sorted, please tick it off."
	{lazy(`(?i)^(?:.*?[.!]\s+)?((?:the|my)\s+[^,.!]+?)\s+(?:is|are|'s|has\s+been|have\s+been)\s+(?:all\s+)?(?:sorted|done|finished|complete|completed|booked|paid|sent|arranged|confirmed|fixed)\s*[,.;]\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|check|cross)\s+(?:it|that|this)\s+off(?:\s+please)?\s*[.!]*$`), "tick off $1", nil},
	// "Add a task for the extension: X": filed there when it exists
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+(?:a\s+)?(?:new\s+)?task\s+for\s+(?:the\s+|my\s+)?([^:]+?)\s*:\s*([^,]+(?:,\s*(?:label|tag)\s+it\s+\S+|,\s*(?:high|low|medium|urgent)\s+priority)?\s*[.!]*)$`), "${1}for $2: $3", nil},
	// "The foundations milestone has slipped, please move it to D"
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,]+?\s+milestone)\s+(?:has\s+|have\s+)?(?:slipped|moved|been\s+delayed|been\s+pushed(?:\s+back)?|is\s+late|is\s+delayed|is\s+running\s+late)\s*[,.;]\s*(?:so\s+)?(?:please\s+)?(?:move|push|change|shift)\s+it\s+(?:back\s+)?to\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "What milestones are left for the extension and when are they due?"
	{lazy(`(?i)^(\s*)(?:what|which)\s+milestones\s+(?:are|do\s+i\s+have)\s+(?:still\s+)?(?:left|remaining|open|outstanding|to\s+go)\s+(?:for|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+and\s+when.*)?\s*[?.!]*$`), "${1}what are the milestones of the $2 project", nil},
	// "Set the priority of all the kids tasks to medium."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set|change|put)\s+the\s+priority\s+of\s+(.+?)\s+to\s+(high|low|medium|normal|top|urgent)\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	// "Change the House Extension project name to "X"."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|update)\s+(?:the\s+)?(.+?)\s+project(?:'s)?\s+name\s+to\s+(.+?)\s*[.!]*$`), "${1}rename the $2 project to $3", nil},
	// "Actually it is 6.10pm, they have changed the slot."
	{lazy(`(?i)^(\s*)(?:actually|oh|sorry|no|wait)[,\s]+(?:it\s+is|it's|its)\s+(?:now\s+)?(?:at\s+)?(\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)|\d{1,2}[.:]\d{2})\s*(?:[,;.]\s*.*)?$`), "${1}make it $2", nil},
	// dictated, without punctuation: "do the garcias need a pool or is that
	// just a nice to have" is a question
	{lazy(`(?i)^(\s*(?:do|does|did)\s+(?:the\s+\S+|my\s+\S+|he|she|they|[\p{Lu}]\S*)\s+(?:really\s+)?(?:need|want|have|like|prefer|know|say|mention|require|mind)\b[^?]*?)\s*[.!]*$`), "$1?",
		lazy(`(?i)\bif\s+not\b|\b(?:add|put|remind|list|calendar)\b`)},
	// "what tasks have the clients tag": the tasks with that label
	{lazy(`(?i)^(\s*)what\s+(?:tasks|things|items|jobs)\s+(?:have|has|carry|got|are\s+under)\s+(?:the\s+|a\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s*[?.!]*$`), "${1}show tasks tagged $2", nil},
	// "tag everything for the garcias with clients": the tasks about them
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+)everything\s+(?:for|about|to\s+do\s+with)\s+(?:the\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+(?:with|as)\s+`), "${1}all the $2 tasks with ", nil},
	// "tag everything in the miller closing project closings"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+(?:everything|all)\s+(?:in|from)\s+(?:the\s+)?.+?\s+project)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "$1 with $2", nil},
	// "call the title company and ask if the wire went thru": one call
	{lazy(`(?i)\b((?:call|ring|phone|email|e-mail|text|message|contact|visit)\s+[^,]+?)\s+and\s+(ask|check|find\s+out|confirm)\s+(if|whether|about|when|what|how)\b`), "$1 to $2 $3", nil},
	// "reopen the hendersons call i need to call them again …": why, after
	{lazy(`(?i)^(\s*(?:please\s+)?reopen\s+(?:the\s+)?\S+(?:\s+\S+){0,3}?)\s+(?:i|we)\s+(?:need|have|want|got)\s+to\b.*$`), "$1", nil},
	// "inspection is done for miller mark that milestone complete"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:done|finished|complete)(?:\s+for\s+(?:the\s+)?.+?)?\s*,?\s+(?:so\s+)?(?:please\s+)?mark\s+(?:that|the|it)\s+milestone\s+(?:as\s+)?(?:complete|completed|done)\s*[.!]*$`), "${1}the $2 milestone is done", nil},
	// "delete the X task the listing got pulled": why, after the thing
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|scrap|drop|bin|cancel)\s+(?:the\s+|my\s+)?\S.*?\s+(?:task|one|job|thing))\s+(?:the|my|our|his|her|their)\s+\S+(?:\s+\S+)?\s+(?:got|was|is|has|have|were|are)\b.*$`), "$1", nil},
	// "take the clients tag off the sarah kim one shes a lender not a
	// client": why, after the thing
	{lazy(`(?i)^(\s*(?:please\s+)?(?:take|remove)\s+.+?\s+off\s+.+?\s+one)\s+(?:she'?s|he'?s|they'?re|it'?s|shes|hes|theyre|its)\s+.*$`), "$1", nil},
	// "mark the open house signs and flyers done and the dry cleaning too"
	{lazy(`(?i)^(\s*(?:please\s+)?mark\s+)((?:the|my)\s+.+?)\s+(?:as\s+)?done\s+and\s+(?:also\s+)?((?:the|my)\s+.+?)\s+(?:too|as\s+well|also)\s*[.!]*$`), "${1}$2 done and mark $3 done", nil},
	// "actually the hendersons call make it 11 not 10": that hour
	{lazy(`(?i)^(\s*)(?:actually|ok|oh|sorry|no)[,\s]+((?:the|my)\s+.+?)\s+make\s+it\s+(\d{1,2})\s+not\s+\d{1,2}\s*[.!]*$`), "${1}move $2 to $3:00", nil},
	// "set up a project for the miller closing … closing date is dec 22"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set\s+up|create|make|start)\s+(?:a\s+)?(?:new\s+)?project\s+for\s+(?:the\s+)?([^"“(),]+?)\s+(?:closing\s+date|deadline|due\s+date|completion\s+date)\s+(?:is\s+)?(.+)$`), "${1}create a project called $2 due $3", nil},
	// "… all by wed": the date for each
	{lazy(`(?i)([^,\s])\s+all\s+((?:by|on|due|before)\s+\S+)\s*[.!]*$`), "$1 $2", nil}, // (", all by wed" closes a list: said of each)
	// "give me a rundown of everything still open for next week"
	{lazy(`(?i)^(\s*)(?:ok\s+|so\s+)?(?:please\s+)?(?:give|show)\s+(?:me\s+)?(?:a\s+)?(?:quick\s+)?(?:rundown|run-down|summary|overview|list)\s+of\s+(?:everything|all|what'?s)\s+(?:still\s+)?(?:open\s+|left\s+|due\s+)?(?:for\s+)?(next\s+week|this\s+week|today|tomorrow|the\s+weekend)\s*[?.!]*$`), "${1}what's due $2", nil},
	// "staff duty roster must be done by the 15th": by then
	{lazy(`(?i)\s+must\s+be\s+(?:done|finished|ready|completed|submitted|sorted|in)\s+(by|before|on)\b`), " $1",
		lazy(`(?i)^\s*(?:the|my|our|his|her|their|that|this)\s|\bproject\b`)},
	// "Every Monday at 7:30 there's the staff briefing": the routine
	{lazy(`(?i)^(\s*)(every\s+[^,]+?)\s+(?:there'?s|there\s+is)\s+((?:a|an|the|my|our)\s+)?([^,]+?)\s*$`), "${1}add $4 $2", nil},
	// "… now now", "… just now" (South African English: soon)
	{lazy(`(?i)\s+(?:now\s+now|just\s+now)\s*([.!]*)$`), "$1", nil},
	// "i've cafe shifts tuesday 7-3, thursday 7-3 and saturday 9-5, put
	// them in pls": one task per day said
	{lazy(`(?i)^(\s*)(?:i'?ve|i\s+have|i\s+got|i've\s+got)\s+([\p{L}][\p{L}'é -]*?)s\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+([^,]+?)\s*,\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+([^,]+?)\s*(?:,\s*|,?\s+and\s+)((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+([^,]+?)\s*(?:,\s*(?:please\s+|pls\s+)?(?:put|add)\s+(?:them|these|em)\s+in(?:\s+(?:pls|please))?)?\s*[.!]*$`), "${1}add these: $2 $3 $4, $2 $5 $6, $2 $7 $8", nil},
	// "start a project called Threads, its my end of year exhibition, has
	// to be done by 20 march": the project, its deadline
	{lazy(`(?i)^(\s*(?:please\s+)?(?:start|create|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,]+?)\s*,\s*(?:it'?s|its|it\s+is)\s+[^,]+,\s*(?:and\s+)?(?:it\s+)?(?:(?:has|needs)\s+to\s+be\s+(?:done|finished|ready|up)\s+)?by\s+(.+?)\s*[.!]*$`), "$1 due $2", nil},
	// "set up a new project": create one
	{lazy(`(?i)^(\s*(?:please\s+)?)set\s+up\s+(?:a\s+)?(?:new\s+)?project\b`), "${1}create a project", nil},
	// "create a project "Portfolio" for the masters application, due 30
	// april": the quoted name, its deadline
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|start|make)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?["“][^"”]+["”])\s+for\s+[^,]+,\s*(?:due|by|deadline)\s+(.+?)\s*[.!]*$`), "$1 due $2", nil},
	// "the dervla one is for threads btw": filed there
	{lazy(`(?i)^(\s*)((?:the|my)\s+\S+(?:\s+\S+)?\s+one)\s+is\s+for\s+(?:the\s+)?([^,]+?)(?:\s+(?:btw|by\s+the\s+way))?\s*[.!]*$`), "${1}move $2 into $3", nil},
	// "i swapped my saturday shift with ciarán so get rid of it"
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:swapped|gave\s+away|traded|dropped|handed\s+over)\s+(my\s+.+?)(?:\s+with\s+\S+)?\s+so\s+(?:please\s+)?(?:get\s+rid\s+of|delete|remove|bin|scrap)\s+(?:it|that)\s*[.!]*$`), "${1}delete $2", nil},
	// "review chapter 5 verbs before Wednesday class": by that day
	{lazy(`(?i)\b(?:before|by)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:class|lesson|game|match|practice|training|meeting|session|service|shift|lecture)\b`), "by $1", nil},
	// 'Mark wedding milestone "book venue" as done'
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:mark|tick)\s+(?:the\s+)?(?:[\p{L}\d' -]+?\s+)?milestone\s+["“]([^"”]+)["”]\s+(?:as\s+)?(?:done|complete|completed|finished)\s*[.!]*$`), "${1}the $2 milestone is done", nil},
	// "Add weekly task: X every Monday": the task is X
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:a\s+)?)(?:daily|weekly|monthly|recurring|repeating)\s+(?:task|to-?do|reminder)\s*:\s*`), "$1", nil},
	// "For the photographer task, add note: ask about X": in its notes
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?(.+?)\s+task\s*,\s*(?:please\s+)?add\s+(?:a\s+)?note\s*:\s*(.+)$`), "${1}add a note to the $2 task: $3", nil},
}

// notDoneYet: a set said by what is not done yet, which the bulk rules
// read as it is said.
var notDoneYet = lazy(`(?i)\bnot\s+(?:yet\s+)?(?:done|finished|complete|completed|ticked)\b|\b(?:undone|unfinished)\b`)

// stop39Rewritten is text with stop39Rewrites applied, and a thing said
// to need doing, then "add that", as that task ("Airtel bill also to be
// paid, around 15th. Add that with label bills": pay the Airtel bill).
func stop39Rewritten(text string) string {
	text = applyGuarded(text, stop39Rewrites)
	if m := bareDayFix.FindStringSubmatchIndex(text); m != nil {
		// "actually the 7, he travels the 8": the day of the month with
		// its ordinal, as "actually the 7th" reads
		text = text[:m[3]] + ordinalSuffix(text[m[2]:m[3]]) + text[m[3]:]
	}
	if m := finishedList.FindStringSubmatch(text); m != nil {
		// "I finished: the flour order, the piping bags and the call with
		// Valrhona": each done
		var parts []string
		for _, it := range strings.Split(strings.Replace(m[2], " and the ", ", the ", 1), ",") {
			if it = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(it), "and ")); it != "" {
				parts = append(parts, "mark "+it+" done")
			}
		}
		text = m[1] + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
	}
	if m := toBeDone.FindStringSubmatch(text); m != nil {
		text = m[1] + "add " + participleVerb[strings.ToLower(strings.Join(strings.Fields(m[3]), " "))] + " " + m[2] + " " + strings.TrimSpace(m[4]+m[5])
	}
	return strings.TrimRight(text, " ")
}

// bareDayFix: "actually the 7, …": a bare day number correcting the date
// just said (group 1).
var bareDayFix = lazy(`(?i)^\s*(?:actually|no|sorry|oops|wait)[,\s]+the\s+(\d{1,2})\s*,`)

// ordinalSuffix is n with its English ordinal suffix ("7" → "7th").
func ordinalSuffix(n string) string {
	switch {
	case n == "11" || n == "12" || n == "13":
		return "th"
	case strings.HasSuffix(n, "1"):
		return "st"
	case strings.HasSuffix(n, "2"):
		return "nd"
	case strings.HasSuffix(n, "3"):
		return "rd"
	}
	return "th"
}

// finishedList: "I finished: A, B and C", "mark A, B and C done" — three
// or more things, each said with "the".
var finishedList = lazy(`(?i)^(\s*)(?:(?:i|we)(?:'ve|\s+have)?\s+(?:finished|completed|done)|(?:please\s+)?(?:mark|tick\s+off|complete|cross\s+off)|(?:done|finished)\s+with)\s*:?\s+(the\s+[^,]+(?:,\s*the\s+[^,]+)+,?\s+and\s+the\s+[^,.!]+?)(?:\s+(?:as\s+)?(?:done|complete|completed|off))?\s*[.!]*$`)

// toBeDone: a thing "to be paid" (when, after a comma), then "add that"
// and what else is said of it; participleVerb: the verb of each.
var (
	toBeDone       = lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?(\S.*?)\s+(?:also\s+|still\s+)?(?:to\s+be|needs?\s+to\s+be|has\s+to\s+be|must\s+be|should\s+be)\s+(paid|done|booked|sent|renewed|filed|submitted|posted|returned|collected|cleaned|fixed|signed|ordered|cancelled|checked|topped\s+up)\b\s*,?\s*([^.;]*?)\s*[.;]\s*(?:please\s+)?(?:add|put|save|note|create)\s+(?:that|it|this)(?:\s+(?:as\s+a\s+task|down))?\b(.*)$`)
	participleVerb = map[string]string{"paid": "pay", "done": "do", "booked": "book", "sent": "send", "renewed": "renew", "filed": "file",
		"submitted": "submit", "posted": "post", "returned": "return", "collected": "collect", "cleaned": "clean", "fixed": "fix",
		"signed": "sign", "ordered": "order", "cancelled": "cancel", "checked": "check", "topped up": "top up"}
)

// relabelSaid: "rename the errands label to personal", "change all the
// errands tags to personal", "relabel @errands as @personal", "replace the
// tag errands with personal": one label renamed on every task that has it.
var relabelSaid = re(`^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:rename|change|switch|relabel|retag|replace|turn|swap)\s+(?:all\s+)?(?:(?:of\s+)?(?:the|my)\s+)?(?:(?:label|tag)\s+@?(?P<a>[\p{L}\d_-]+)|@(?P<b>[\p{L}\d_-]+)(?:\s+(?:labels?|tags?))?|(?P<c>[\p{L}\d_-]+)\s+(?:labels?|tags?))\s+(?:to|as|into|with|for)\s+(?:the\s+)?(?:(?:label|tag)\s+)?@?(?P<n>[\p{L}\d_-]+)(?:\s+(?:label|tag|one|instead))?(?:\s+(?:please|pls|thanks))?\s*[.!]*$`)

// underMilestoneSaid: "put "update the SEF tables" under the self-evaluation
// form milestone", "move the tiling task to the milestone "Bathroom done"":
// an existing task put under a milestone.
var underMilestoneSaid = re(`^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:put|file|move|link|attach|assign|place)\s+(?P<t>.+?)\s+(?:under|to|into|in|with|against)\s+(?:the\s+|my\s+)?(?:milestone\s+(?P<m>["“][^"”]+["”]|.+?)|(?P<m2>.+?)\s+milestone)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*$`)

// ruleUnderMilestone reads underMilestoneSaid as updateTask milestone.
func ruleUnderMilestone(c clause) (ParsedIntent, bool) {
	if !strings.Contains(c.l, "milestone") {
		return ParsedIntent{}, false
	}
	m, ok := find(underMilestoneSaid, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	task, ms := m.g("t"), trimArticle(m.g("m")+m.g("m2"))
	if rest, ok := strings.CutPrefix(task, "the task "); ok && strings.HasPrefix(strings.TrimSpace(rest), "\"") {
		task = strings.TrimSpace(rest) // "the task \"update the SEF tables\""
	}
	if u, ok := unquote(task); ok {
		task = u
	}
	if u, ok := unquote(ms); ok {
		ms = u
	}
	if task == "" || ms == "" || strings.Contains(asciiLower(task), "milestone") {
		return ParsedIntent{}, false
	}
	return intent("under-milestone", "updateTask", map[string]any{"task": task, "milestone": ms}), true
}

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

func init() {
	outOfScope = append(outOfScope,
		// "Can you post on the school Facebook page that tickets are on
		// sale": a message posted for the user (what to say, after "that";
		// "post on the page tomorrow" is the user's own to-do)
		scopeRule{re(`^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:post|publish|share|tweet|put\s+up|announce)\s+(?:something\s+|a\s+(?:post|message|note|update)\s+)?(?:on|to|in)\s+(?:the\s+|my\s+|our\s+)?(?:[\w'-]+\s+){0,3}?(?:facebook|instagram|twitter|x|linkedin|tiktok|threads|bluesky|mastodon|whatsapp|slack|teams|discord|reddit|website|web\s*site|blog|page|group|forum|channel|feed|story|stories)\b(?:\s+(?:page|group|account|feed|channel))?\s+(?:that|saying|to\s+say|announcing)\s+\S`),
			"I can't post for you. I can remind you to — “remind me to post the concert tickets on Facebook tomorrow”.", false, nil, nil},
		// "Can you pay my employees with my Desjardins account?": money
		// moved for the user from an account ("pay the plumber with my
		// card on friday" is a to-do)
		scopeRule{re(`^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:pay|transfer|send|wire)\s+.+?\s+(?:with|using|via|through|out\s+of)\s+(?:my|our|the)\s+(?:[\w'-]+\s+){0,2}(?:account|bank|paypal|wallet)\b`),
			"I can't move money or pay for you. I can remind you to — “remind me to pay the staff on Friday”.", false, nil, nil},
	)
}

// movesAmongCaptures reads a move of a thing "to" a place, said among new
// to-dos ("drench the hoggets thurs, shift the mob to the back paddock
// sat, and check troughs every morning"), as a to-do of its own: the mob
// goes to the paddock on Saturday; no task called "the mob to the back
// paddock" is moved. Only when every other step adds a task.
func movesAmongCaptures(text string, p plan.Plan) plan.Plan {
	if len(p.Steps) < 2 {
		return p
	}
	moves := 0
	for _, st := range p.Steps {
		switch ref, _ := st.Args["task"].(string); {
		case st.Tool == "rescheduleTask" && toPlace.MatchString(ref):
			moves++
		case st.Tool != "createTask":
			return p
		}
	}
	if moves == 0 || moves == len(p.Steps) {
		return p
	}
	l := strings.ToLower(text)
	for i, st := range p.Steps {
		ref, _ := st.Args["task"].(string)
		to, _ := st.Args["to"].(string)
		if st.Tool != "rescheduleTask" || !toPlace.MatchString(ref) || to == "" {
			continue
		}
		at := strings.Index(l, strings.ToLower(ref))
		if at <= 0 {
			continue
		}
		fields := strings.Fields(text[:at])
		verb := strings.Trim(fields[len(fields)-1], ",;")
		p.Steps[i] = plan.Step{Tool: "createTask", Args: map[string]any{"title": verb + " " + ref, "due": to}}
	}
	return p
}

// toPlace: a reference that says where a thing goes ("the mob to the back
// paddock").
var toPlace = re(`\s(?:to|into|onto)\s+(?:the|a|an|my|our)\s+\S`)
