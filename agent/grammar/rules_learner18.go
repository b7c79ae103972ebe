package grammar

import (
	"regexp"
	"strings"

	"pace/plan"
)

// Stop 49: the families of trials 440 on and of the leftovers of stop 48,
// in our own words (tests in stop49_test.go).

// stop49Rewrites: frames read as the rules read them.
var stop49Rewrites = []guardedRewrite{
	// "reopen it, and make it high priority", "oops reopen that, urgent":
	// a second change after the reopen, said as one (a closing priority is
	// otherwise read as the capture's own, and a clause after "reopen it"
	// as its reason)
	{lazy(`(?i)^(.*?\b(?:reopen|re-open)\s+(?:it|that|this))\s*[,;]\s*(?:and\s+|then\s+|and\s+then\s+)?(?:make\s+it\s+|mark\s+it\s+(?:as\s+)?|set\s+it\s+(?:to\s+)?)?((?:high|low|medium|top|normal)\s+priority|urgent|p[1-4])\s*[.!]*$`), "$1 and make it $2", nil},
	// "create project D&D 2027, the dinner is on 22 jan": what the
	// project is about, said after it (never a change to a task "the
	// dinner")
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*(?:create|start|make|set\s+up|open|add)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\b[^,:]*?)\s*,\s+((?:the|our|my|his|her|their)\s+[^,:]+?\s+(?:is|are|was|will\s+be|'s|’s)\s+(?:on|in|at|due|happening|planned|booked|scheduled|the|this|next)\b[^,]*)$`), "$1: $2", lazy(`(?i),\s+(?:the|our|my|his|her|their)\s+[^,:]+?\s+(?:is|are|was|'s|’s)\s+(?:now\s+)?(?:moved|pushed|changed|done|finished|cancelled|canceled)\b`)},
	// "start a project called Flat Move the keys are handed over on the
	// 28th": a name said in capitals, then what it is about, unpunctuated
	{lazy(`^(\s*(?i:(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*(?:create|start|make|set\s+up|open|add)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:called|named))\s+(?:[A-Z0-9][\p{L}\d&'’-]*\s+){0,4}[A-Z0-9][\p{L}\d&'’-]*)\s+((?i:the|my|our|its|it's|it\s+is|which|we|i)\s+[^,:]*\b(?i:is|are|was|were|get|gets|getting|will|starts?|ends?)\b[^,:]*)$`), "$1: $2", nil},
	// "start a project for the half marathon its the edinburgh one on the
	// 23rd of may": "it's" after the name opens its description
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*(?:create|start|make|set\s+up|open|add)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:for|about|called|named)\s+[^,:?!–—-]+?)\s+(its|it's|it’s|it\s+is|which\s+is|that's|that\s+is)\s+`), "$1, $2 ", nil},
	// "what's high priority this week": the tasks of that priority due then
	{lazy(`(?i)^(\s*)(?:what'?s|what’s|whats|what\s+is|what\s+are|show\s+me|list)\s+(?:my\s+|the\s+)?(high|low|urgent|top)[\s-]+(?:priority|prio)(?:\s+(?:stuff|things|tasks|items|jobs))?\s+(?:for\s+|due\s+)?(this\s+week|next\s+week|today|tomorrow|tmr|tmrw|this\s+weekend)\s*\??$`), "${1}what $2 priority tasks are due $3?", nil},
	// "which of my flat move tasks are high priority": that project's
	{lazy(`(?i)^(\s*)(?:which|what)\s+of\s+(?:my|the|our)\s+(.+?)\s+(?:tasks|things|jobs|stuff|to-?dos)\s+(?:are|is)\s+(?:marked\s+)?(high|low|urgent|top)[\s-]+(?:priority|prio)\s*\??$`), "${1}show $3 priority tasks in the $2 project", nil},
	// "summarise what's outstanding for next week": what is due then
	{lazy(`(?i)^(\s*)(?:(?:pls|please|can\s+you|could\s+you)\s+)*(?:summari[sz]e|list|show(?:\s+me)?|tell\s+me|give\s+me)?\s*what(?:'s|’s|\s+is|s)?\s+(?:outstanding|left|open|pending|coming\s+up|on)\s+(?:for\s+|in\s+)?(next\s+week|next\s+month)\s*\??$`), "${1}what's due $2?", nil},
	// "show me all the D&D stuff": the tasks of the project (or label) it
	// names
	{lazy(`(?i)^(\s*)(?:(?:pls|please|can\s+you|could\s+you)\s+)*(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?([\p{L}\d][^,?.!]*?)\s+(?:stuff|things|bits)\s*[.!?]*$`), "${1}show me everything in $2", lazy(`(?i)\b(?:priority|done|completed|finished|overdue|due|open|today|tomorrow|week|weekend|urgent|other|new|old|same|these|those|all|recent|christmas|xmas|easter|holiday|holidays|birthday|halloween|thanksgiving|diwali|eid|hanukkah|prio|p[1-4])\s+(?:stuff|things|bits)|@`)},
	// "How many tasks are still open in total, and are any of them
	// overdue?": the count, and what is overdue
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:are|do\s+i\s+have|have\s+i\s+got)\s+(?:still\s+)?(?:open|left|outstanding)(?:\s+(?:in\s+total|altogether|overall))?\s*,?\s*and\s+(?:are|is)\s+(?:any|anything)\s+(?:of\s+(?:them|those)\s+)?overdue\s*\??$`), "${1}how many open tasks do i have, and what is overdue?", nil},
	// "Ethan scouts CCA every sat 8.30am, add pls": the capture, asked for
	{lazy(`(?i)\s*,\s*(?:(?:pls|please|plz|can|could)\s+)?add(?:\s+(?:it|that|this|in))?(?:\s+(?:pls|please|plz|ok|lah|thanks|thx))*\s*[.!?]*$`), "", lazy(`(?i)^\s*(?:please\s+|pls\s+)?add\b|,\s*(?:can|could)\s+add|^\s*(?:is|are|do|does|did|have|has|can|could|what|which|where|whether|if|check)\b`)},
	// "add reno task: chase the joiner": a task for the project the word
	// names
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*add)\s+([\p{L}\d&'’-]+)\s+(task|to-?do|job)\s*[:–—-]\s*`), "$1 a $2 $3: ", lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*add\s+(?:a|an|the|new|another|one|this|that|quick|my|his|her|our|their|next|last|same|first|second|third|1|2|3|two|three)\s+(?:task|to-?do|job)\b`)},
	// "Ethan tuition next tue cancel, teacher sick. skip that one only":
	// that occurrence skipped
	{lazy(`(?i)^\s*(?:the\s+)?(.+?)\s+(?:on\s+)?((?:next|this)\s+[a-z]+|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|the\s+\d{1,2}(?:st|nd|rd|th)?|tomorrow|tmr|tmrw)\s+(?:is\s+)?(?:cancel|cancelled|canceled|off|not\s+happening)\b[^.!;]*[.!;,]+\s*(?:so\s+)?(?:pls\s+|please\s+)?skip\s+(?:that|this|it)(?:\s+one)?(?:\s+only)?(?:\s+(?:pls|please))?\s*[.!]*$`), "skip $1 on $2", nil},

	// "make the pathology one 7am", "move the sofa one to friday": "one"
	// names the task, never the clock's one o'clock
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh|no|sorry|wait|and|also|then|so)[,\s]+)*(?:(?:please|pls|can\s+you|could\s+you)\s+)*)(?:make|move|change|set|push|shift|put)\s+(the\s+[\p{L}\d'’&-]+(?:\s+[\p{L}\d'’&-]+)?)\s+one\s+(?:to\s+|at\s+|for\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?|noon|midday)\s*([,.!;].*)?$`), "${1}move $2 to $3$4", nil},
	// "Make it 3pm rather": "rather" for "instead"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh|no|sorry|wait|and|so)[,\s]+)*(?:(?:please|pls)\s+)?(?:make|move|change|put|set|push|shift|do)\s+.*?)\s+rather(\s*[,.!;]|\s*$)`), "$1 instead$2", lazy(`(?i)\brather\s+than\b|\bor\s+rather\b`)},

	// "Change the label on the X task to medical", "retag X as medical":
	// its labels replaced by that one
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*)(?:change|switch|swap|update)\s+(?:the\s+)?(?:label|tag)s?\s+(?:on|of|for)\s+(.+?)\s+(?:to|for)\s+@?([\p{L}\d_-]+)(?:\s+(?:instead|please|pls))?\s*[.!?]*$`), "${1}untag $2 and tag it with $3", lazy(`(?i)\bfrom\s+@?[\p{L}\d_-]+\s+to\s+@?[\p{L}\d_-]+\s*[.!?]*$`)},
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*)(?:re-?tag|re-?label)\s+(.+?)\s+(?:as|with|to)\s+@?([\p{L}\d_-]+)(?:\s+(?:instead|please|pls))?\s*[.!?]*$`), "${1}untag $2 and tag it with $3", lazy(`(?i)\bre-?(?:tag|label)\s+(?:all\s+|every\s+|everything\s+)?@`)},
	// "Then the bloods must also move one day later please": that task moved
	{lazy(`(?i)^\s*(?:(?:then|and|so|also|ok|okay)[,\s]+)*((?:the\s+|my\s+)?[\p{L}\d][^,.!?;:]*?)\s+(?:must|should|needs?\s+to|has\s+to|have\s+to|will\s+have\s+to|will\s+need\s+to)\s+(?:also\s+|now\s+)?(?:move|be\s+moved|shift)\s+(?:also\s+)?(to\s+|by\s+)?(\S[^,]*?)(?:\s+(?:too|as\s+well|also))?(?:\s+(?:please|pls))?\s*[.!]*$`), "move $1 $2$3", lazy(`(?i)^\s*(?:(?:then|and|so|also|ok|okay)[,\s]+)*(?:i|we|you|it|he|she|they|everything|all)\s`)},
	// "The borehole pump check - I did it just now, pressure is fine. Tick
	// it off please": the task named first, done
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}\d][^,.!?:–—-]*?)\s*[-–—:,]+\s*(?:i|we)\s+(?:did|done|finished|completed|sorted|have\s+done|'ve\s+done)\s+(?:it|that|this)\b[^.!?]*[.!?,]+\s*(?:[^.!?]*[.!?,]+\s*)?(?:(?:so|please|pls|kindly)\s+)*(?:tick|mark|check|cross)\s+it\s+(?:off|done|as\s+done|complete|completed)(?:\s+(?:please|pls))?\s*[.!]*$`), "tick off the $1", nil},
	// "Everything in the irrigation project that is due next week, please
	// push it out by a week, …": the set, then its change
	{lazy(`(?i)^\s*(?:everything|all(?:\s+the)?\s+tasks?)\s+(in\s+the\s+[^,]+?\s+project|in\s+[^,]+?)\s+(?:that\s+(?:is|are)\s+|that'?s\s+|which\s+(?:is|are)\s+)?(due\s+[^,]+?)\s*,\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(push|move|shift|bump|postpone)\s+(?:it|them|those|that)\s+((?:out|back|on|forward)\s+)?(by\s+[^,]+?|to\s+[^,]+?)(?:\s*,.*)?\s*[.!]*$`), "$3 everything $1 $2 $4$5", nil},

	// "move the bloods one day later": put off by that much
	{lazy(`(?i)\b(move|push|shift|bump)\s+(.+?)\s+(one|a|an|two|three|four|five|six|seven|\d{1,2})\s+(days?|weeks?|hours?)\s+later\b`), "$1 $2 by $3 $4", nil},

	// "change the sunday run to every saturday instead": how it repeats
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*)(?:change|switch|move|make)\s+(.+?)\s+to\s+(every\s+(?:other\s+)?(?:mon|tue|wed|thu|fri|sat|sun|week|day|month|morning|evening|night)[a-z]*(?:\s+(?:and|&)\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)?)(?:\s+instead)?(?:\s*,?\s*(?:cause|cos|because|as|since)\b.*)?\s*[.!]*$`), "${1}change $2 to repeat $3", nil},
	// "its no urgent", "it's not urgent", "nae rush": low priority
	{lazy(`(?i)([^.!?\s,])\s*,?\s+(?:(?:it'?s|it’s|its|it\s+is|this\s+is|that'?s)\s+(?:no|not|nae|no\s+that)|no|nae)\s+(?:urgent|urgently)\b`), "$1, no rush", lazy(`(?i)\?\s*$|^\s*(?:is|are|was|were|which|what|how|show|list)\b|^\s*(?:(?:actually|oh|ok|okay|no|so|well|hmm)[,\s]+)*(?:(?:it'?s|its|it\s+is)\s+)?(?:no|not|nae)\s+urgent`)},
	// "i do a long run every sunday for X can you put that in as a
	// repeating thing starting this sunday": the routine, asked for
	{lazy(`(?i)^\s*(?:(?:so|and|also|ok|okay)[,\s]+)?(?:i|we)\s+(?:do|have|go\s+for|go\s+to|attend|run)\s+(.+?)\s+(every\s+(?:other\s+)?(?:mon|tue|wed|thu|fri|sat|sun|week|day|morning|evening|night)[a-z]*)\b\s*([^,.?!]*?)\s*[,.]?\s*(?:so\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:put|add|set|pop|stick)\s+(?:that|it|this)\s*(?:in|up|down|on)?(?:\s+as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly)\s+(?:thing|task|event|one|item))?\s*(starting\s+[^,.?!]+?|from\s+[^,.?!]+?)?\s*(?:please|pls)?\s*[.?!]*$`), "add $1 $3 $2 $4", nil},
	// "i swapped my shift … can you put in a reminder to tell the ward
	// manager by the morra": the story, then the reminder asked for
	{lazy(`(?i)^\s*(?:i|we|my|our|the)\b.*?\s(?:so\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:put\s+in|add|set|make|create|set\s+up)\s+(?:me\s+)?(?:a\s+)?reminder\s+(?:for\s+me\s+)?to\s+(.+)$`), "remind me to $1", nil},
	// "the milestones for flat move are sign the lease by the 15th …":
	// the project's milestones listed
	{lazy(`(?i)^\s*(?:and\s+)?(?:the\s+)?milestones\s+(?:for|of|in)\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:are|will\s+be|should\s+be)\s*:?\s+`), "add milestones to the $1 project: ", nil},

	// "…, add them to the flat move please": said of every new item
	{lazy(`(?i)^(\s*\S.*?\S)\s*,?\s+(?:and\s+)?(?:please\s+|pls\s+)?(?:(?:add|file|stick)\s+(?:them|these|those|all\s+of\s+them|them\s+all)\s+(?:all\s+)?(?:to|in|into|under)|put\s+(?:them|these|those|all\s+of\s+them|them\s+all)\s+(?:all\s+)?(?:in|into|under))\s+(?:the\s+|my\s+)?([^,.!?]+?)(?:\s+(?:please|pls))?\s*[.!]*$`), "$1, all for the $2", lazy(`(?i)\bnew\s+project\b|\s(?:to|in|into|under)\s+(?:the\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight|next|this|\d)|(?i)\s(?:put|add|stick)\s+(?:them|these|those)\s+(?:all\s+)?(?:in|on)(?:\s+(?:pls|please|plz|for\s+me|thanks|thx|ta))*\s*[.!]*$|(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:move|put|add|file|tag|mark|push|take|bring)\s+(?:them|these|those|it)\b`)},
	// "the sofa one is high priority the council uplift …": that task's
	// priority, said as news
	{lazy(`(?i)^\s*(?:(?:and|also|oh|ok|okay)[,\s]+)?(?:the\s+)?([\p{L}\d][^,.!?]*?)\s+one\s+(?:is|should\s+be|needs\s+to\s+be|'s)\s+(?:now\s+)?(high|low|top|medium|normal)\s+priority\b.*$`), "make the $1 task $2 priority", oneThenChange},
	{lazy(`(?i)^\s*(?:(?:and|also|oh|ok|okay)[,\s]+)?(?:the\s+)?([\p{L}\d][^,.!?]*?)\s+one\s+(?:is|should\s+be|needs\s+to\s+be|'s)\s+(?:now\s+)?urgent\b.*$`), "make the $1 task urgent", oneThenChange},
	// "actually its half 2 no 2": the time it is, not the one said
	{lazy(`(?i)^\s*(?:(?:actually|sorry|oh|no|wait|oops)[,\s]+)*(?:it'?s|its|it’s|it\s+is)\s+(.+?)\s*,?\s+(?:no|not)\s+(?:at\s+)?\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?\s*[.!]*$`), "make it $1", nil},
	// "half 2" (British): half past two
	{lazy(`(?i)\b(at|it|make\s+it|to|from|for|its|it's)\s+half\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b`), "$1 half past $2", lazy(`(?i)\bhalf\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:hours?|days?|weeks?|months?|years?|kg|kilos?|litres?|liters?|pints?|miles?|km|of|an?)\b|\bhalf\s+past\b`)},
	// "i cannae make the physio can you get rid of it": delete it
	{lazy(`(?i)^\s*(?:(?:oh|ok|okay|sorry|so)[,\s]+)*(?:i|we)\s+(?:can'?t|can’t|cannot|cannae|won'?t\s+be\s+able\s+to|am\s+not\s+able\s+to)\s+(?:make|go\s+to|attend|do|get\s+to)\s+(?:the\s+|my\s+)?([^,.!?]+?)\s*[,.]?\s+(?:so\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:get\s+rid\s+of|delete|remove|cancel|bin|scrap)\s+(?:it|that|this)\b.*$`), "delete the $1", nil},
	// "undo that ill phone them and rearrange instead": the undo, then a
	// remark
	{lazy(`(?i)^(\s*(?:(?:no|oh|ok|okay|actually|wait|sorry|oops)[,\s]+)*undo\s+(?:that|it|this|the\s+last\s+(?:one|change|thing)))\s*[,.;-]?\s+(?:i'?ll|ill|i’ll|i\s+will|i'?m\s+going\s+to|we'?ll|cause|cos|because|as|since|i\s+can|i\s+need|i\s+want)\b.*$`), "$1", nil},
	// "i havent actually cancelled the broadband yet they had me on hold
	// … put it back": the reopen, without the story after "yet"
	{lazy(`(?i)^.*?\b(?:haven'?t|havent|haven’t|have\s+not|didn'?t|didnt|did\s+not)\s+(?:actually\s+|really\s+)?(?:done|do|did|finished|finish|completed|complete|sorted|sort)\s+(.+?)\s+yet\b.*?\b(?:put\s+it\s+back|reopen\s+it|open\s+it\s+(?:up\s+)?again|untick\s+it|bring\s+it\s+back|mark\s+it\s+(?:as\s+)?(?:not\s+done|open|undone))(?:\s+(?:please|pls))?\s*[.!]*$`), "reopen $1", lazy(`(?i)(?:haven'?t|havent|haven’t|have\s+not|didn'?t|didnt|did\s+not)\s+(?:actually\s+|really\s+)?[a-z]+\s+(?:it|them|that|those|this|these)\s+yet`)},
	{lazy(`(?i)^.*?\b(?:haven'?t|havent|haven’t|have\s+not|didn'?t|didnt|did\s+not)\s+(?:actually\s+|really\s+)?[a-z]+\s+(.+?)\s+yet\b[^,]*?\s(?:put\s+it\s+back|reopen\s+it|open\s+it\s+(?:up\s+)?again|untick\s+it|bring\s+it\s+back)(?:\s+(?:please|pls))?\s*[.!]*$`), "reopen $1", lazy(`(?i)(?:haven'?t|havent|haven’t|have\s+not|didn'?t|didnt|did\s+not)\s+(?:actually\s+|really\s+)?[a-z]+\s+(?:it|them|that|those|this|these)\s+yet`)},
	// "put a label on the van quotes one saying phone": tag it so
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*)(?:put|add|stick|give)\s+(?:a\s+|the\s+)?(?:label|tag)\s+(?:on|to)\s+(.+?)\s+(?:saying|that\s+says|called|named|of|reading)\s+@?["“]?([\p{L}\d_-]+)["”]?\s*[.!]*$`), "${1}tag $2 with $3", nil},
	// "everything thats due friday can you move to saturday im on nights":
	// the set, its change, and a remark
	{lazy(`(?i)^\s*(everything|all(?:\s+the)?\s+tasks?|all\s+my\s+tasks?)\s+(?:that'?s|thats|that’s|that\s+is|which\s+is|that\s+are|which\s+are)?\s*(due\s+[^,]+?)\s*,?\s*(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(move|push|shift)\s+(?:it\s+|them\s+|those\s+|all\s+)?(to\s+(?:next\s+|this\s+)?\S+)(?:\s.*)?$`), "$3 everything $2 $4", nil},
	// "add to flat move get quotes for a van and …": a project named,
	// then its new tasks from the first verb on (dictation leaves out the
	// colon)
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*add\s+to\s+)(?:the\s+|my\s+|our\s+)?((?:[\p{L}\d&'’-]+\s+){0,3}?[\p{L}\d&'’-]+?)(?:\s+project)?\s+((?:get|buy|call|phone|ring|email|book|order|cancel|pay|send|pick\s+up|collect|arrange|sort|check|fix|clean|pack|measure|print|write|post|return|renew|chase|confirm|organise|organize|tell|ask|take|bring|find|hire|paint|clear|sell|update|register)\b.*)$`), "${1}the $2 project: $3", lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*add\s+to\s+(?:the\s+|my\s+|our\s+)?(?:[\p{L}\d&'’-]+\s+){0,3}?(?:list|to-?do|to-?dos|todo|todos|shopping|calendar|diary|agenda|notes?|reminders?)\b|:|\s[-–—]\s|\b(?:job|project|projects)\b|\badd\s+to\s+(?:tomorrow|today|tonight|tmrw|mon|tue|wed|thu|fri|sat|sun|next|this|the\s+\d|\d)`)},

	// "hi-pri", "med pri", "lo-prio": the priority said short
	{lazy(`(?i)\bhi(?:gh)?[\s-]?pri(?:o|ority)?\b`), "high priority", nil},
	{lazy(`(?i)\bmed(?:ium)?[\s-]?pri(?:o|ority)?\b`), "medium priority", nil},
	{lazy(`(?i)\blo(?:w)?[\s-]?pri(?:o|ority)?\b`), "low priority", nil},
	// "rn", "atm": right now
	{lazy(`(?i)(\b(?:priority|prio|urgent|p[1-4])\s*(?:tasks|stuff|things)?)\s+(?:rn|atm)\s*(\?*)\s*$`), "$1$2", lazy(`(?i)^\s*(?:add|remind|buy|call|book)\b|\bproject\b`)},
	// "gimme", "lemme": give me, let me
	{lazy(`(?i)\bgimme\b`), "give me", nil},
	// "gimme a quick rundown of the sci fair project": how it is going
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:give\s+me|show\s+me|i\s+need|i\s+want)\s+(?:a\s+)?(?:quick\s+|short\s+|brief\s+)?(?:rundown|run-down|summary|overview|update|status)\s+(?:of|on|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(\s*(?:\+|&|and)\s+.+)?\s*\??$`), "how is the $1 project going?$2", lazy(`(?i)\b(?:of|on|for)\s+(?:the\s+|my\s+)?(?:everything|what|whats|what's|all|anything|things|stuff|tasks)\b|\bproject\s+with\b|\bmilestones?\b|\buntil\b|\bnext\s+(?:week|month)\b`)},
	// "what's the status on X + anything overdue": "+" for "and"
	{lazy(`(?i)(\?)?\s*(?:\+|&)\s*(anything|what'?s|whats|what\s+is|is\s+anything)\s+(overdue|late)\s*\??$`), " and what is $3?", nil},
	// "Based on my health notes, add …": where the user looked, no request
	{lazy(`(?i)^\s*(?:based\s+on|according\s+to|as\s+per|per|going\s+by|from)\s+(?:my\s+|the\s+)?[^,]{1,40}?\s+notes?\s*,\s*`), "", lazy(`(?i)^\s*(?:based\s+on|according\s+to|as\s+per|per|going\s+by|from)\s+(?:my\s+|the\s+)?[^,]{1,40}?\s+notes?\s*,\s*(?:what|when|who|where|which|how|is|are|do|does|did|can)\b`)},
	// "Make the X one high and move to 9th": "high" for high priority, and
	// the move said of it
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|and|also)[,\s]+)?(?:make|set)\s+.+?\s+)(high|low|urgent|medium)\s+and\s+(move|push|shift|change)\s+(?:the\s+date\s+)?to\s+`), "${1}$2 priority and $3 it to ", nil},
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|and|also)[,\s]+)?(?:make|set)\s+.+?\s+(?:high|low|urgent|medium)(?:\s+priority)?\s+and\s+)(move|push|shift)\s+to\s+`), "${1}$2 it to ", nil},
	// "actually 10th only, revert back the date": that day after all
	{lazy(`(?i)^\s*(?:(?:actually|sorry|no|oops)[,\s]+)*((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+only\s*[,.]?\s*(?:please\s+)?(?:revert|change|put|move|set)\s+(?:back\s+)?(?:the\s+date|it)(?:\s+back)?\s*[.!]*$`), "move it to $1", nil},
	// "actually make that med pri and due mon": and move it
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|and|also)[,\s]+)?(?:make|set)\s+(?:that|it|this)\s+(?:high|low|urgent|medium|normal)\s+priority)\s+and\s+(?:due|for)\s+`), "$1 and move it to ", nil},
	// "wait, not Maya's pickup, that one stays fri": move it back
	{lazy(`(?i)^\s*(?:(?:wait|no|oops|sorry|actually)[,\s]+)*not\s+(?:the\s+)?([^,]+?)\s*[,;.-]+\s*(?:that|it|this)(?:\s+one)?\s+(?:stays|stays\s+on|should\s+stay(?:\s+on)?|is\s+staying(?:\s+on)?)\s+(\S.*?)\s*[.!]*$`), "move $1 to $2", nil},
	// "the cookies are for thurs the 17th, label family": that task's day
	{lazy(`(?i)^\s*(?:oh\s+and\s+|and\s+|also\s+)?(the\s+[^,]+?)\s+(?:is|are)\s+(?:now\s+)?for\s+((?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|wed|thu|fri|sat|sun)|tomorrow|tmrw)\s*,\s*(?:and\s+)?(?:label|tag)\s+(?:it\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "move $1 to $2 and tag it with $3", nil},
	// "need backup childcare for that, add a task to figure it out by …":
	// the thing needed is the task
	{lazy(`(?i)^\s*(?:i\s+|we\s+)?(?:need|want)\s+(?:to\s+(?:get|find|sort)\s+)?(.+?)\s+for\s+(?:that|this|it|then)\s*,\s*(?:please\s+)?add\s+a\s+task\s+to\s+(?:figure|sort|work)\s+(?:it|that|this)\s+out\b(.*)$`), "add a task to find $1$2", nil},
	// "what's high priority" said with a window after "in", "for"
	// "tidy diolch what have I got …", "that's me for now what have I got
	// friday": thanks or a sign-off before the request
	{lazy(`(?i)^\s*(?:(?:tidy|diolch|cheers|ta|lovely|grand|brill|nice\s+one)[,!.\s]+)+((?:what|show|how|when|where|add|move|push|mark|tick|delete|remind|make|put)\b)`), "$1", nil},
	{lazy(`(?i)^\s*(?:that'?s|thats|that’s)\s+(?:me|it|all)(?:\s+(?:for\s+now|done|for\s+today)\s*[,.!]*|\s*[,.!]+)\s+(\S)`), "$1", nil},
	// "the ewe nuts have come tick it off", "the yfc meeting went tidy
	// tick it off": the thing named first, done
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|so|and)[,\s]+)?((?:the|my|our)\s+[^,.!?]+?)\s+(?:has|have|is|are|was|were)\s+(?:come|arrived|been\s+delivered|turned\s+up|here|in|landed)\s*[,.!]?\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|check|cross)\s+(?:it|that|them)\s+(?:off|done|as\s+done|complete)\b.*$`), "tick off $1", nil},
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|so|and)[,\s]+)?((?:the|my|our)\s+[^,.!?]+?)\s+(?:went|was|has\s+been|is)\s+(?:really\s+|very\s+|dead\s+|pretty\s+)?(?:tidy|well|fine|ok|okay|great|good|grand|brilliant|lovely|done|alright)\s*[,.!]?\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|check|cross)\s+(?:it|that)\s+(?:off|done|as\s+done|complete)\b.*$`), "tick off $1", nil},
	// "make the water troughs one every day now its freezing": how it
	// repeats
	{lazy(`(?i)^\s*(?:(?:actually|ok|okay|and)[,\s]+)?(?:make|set|change)\s+(the\s+[^,]+?)\s+(?:one|task)\s+(?:to\s+)?((?:every|each)\s+(?:other\s+)?(?:day|morning|evening|night|week|weekday|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day))(?:\s+(?:now|from\s+now\s+on|instead))?(?:\s*[,.]?\s*(?:its|it's|it\s+is|cause|cos|because|as|since)\b.*)?\s*[.!]*$`), "make $1 task repeat $2", nil},
	// "make the feed order one a bit less urgent medium will do": that
	// priority
	{lazy(`(?i)^\s*(?:(?:actually|ok|okay|and)[,\s]+)?(?:make|set)\s+(the\s+[^,]+?)\s+(?:one|task)\s+(?:a\s+bit\s+|a\s+little\s+|slightly\s+)?(?:less|more)\s+urgent\s*[,.]?\s*(high|low|medium|normal|urgent)(?:\s+priority)?(?:\s+(?:will\s+do|is\s+fine|is\s+ok|please|pls))?\s*[.!]*$`), "make $1 task $2 priority", nil},
	// "ring the vet is done now he said …": that task done, the news after
	{lazy(`(?i)^\s*((?:ring|call|phone|email|text|book|pay|order|buy|send|post|get|pick\s+up|collect|check)\s+.+?)\s+(?:is|'s)\s+(?:done|finished|sorted)(?:\s+now)?(?:\s+(?:he|she|they|it|we|i)\b.*)?\s*[.!]*$`), "mark $1 done", lazy(`(?i)\b(?:if|whether|when|once|after|until|till|me|us)\b`)},
	// "actually make that wednesday Dai cant do tuesday": the day, and why
	{lazy(`(?i)^(\s*(?:(?:actually|no|sorry|ok|okay)[,\s]+)*(?:make|move)\s+(?:that|it)\s+(?:to\s+)?(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:\p{Lu}[\p{L}'’]*|he|she|they|we|i)\s+(?:cant|can't|can’t|cannot|won't|wont|isn't|isnt|is\s+not|is\s+away|is\s+off|has|had)\b.*$`), "$1", nil},
	// "whoops the young farmers one wasnt done … open it again and make
	// it next thursday": reopen, then move
	{lazy(`(?i)^\s*(?:(?:whoops|oops|sorry|ah|oh)[,\s]+)*(?:the\s+)?([^,]+?)\s+one\s+(?:wasn'?t|wasnt|was\s+not|isn'?t|isnt|is\s+not)\s+(?:done|finished|complete)\b.*?\b(?:open|reopen)\s+it(?:\s+again|\s+back\s+up)?\s+and\s+(?:make|move|put|set|push)\s+it\s+(?:to\s+|for\s+)?(\S.*?)\s*[.!]*$`), "reopen the $1 task and move it to $2", nil},
	// "the sheds ready milestone is done its all limed now": the news after
	{lazy(`(?i)^(.*?\bmilestone\s+(?:is|'s|was|has\s+been)\s+(?:now\s+|finally\s+)?(?:done|finished|complete|completed|reached|met))\s+(?:its|it's|it’s|it\s+is|we|we're|they|they're|all|everything|the)\b.*$`), "$1", nil},
	// "oops not the ewe nuts they never came after all open it again":
	// that one reopened
	{lazy(`(?i)^\s*(?:(?:whoops|oops|sorry|ah|oh)[,\s]+)*not\s+(the\s+[^,]+?)\s*,?\s+(?:they|it|he|she)\s+(?:never|didn'?t|didnt|did\s+not|haven'?t|havent|hasn'?t|hasnt|weren'?t|wasn'?t)\b.*?\b(?:open|reopen)\s+(?:it|them)(?:\s+(?:again|back\s+up))?\s*[.!]*$`), "reopen $1", nil},
	// "get rid of the marker spray one found a load in the shed": the
	// delete, and why
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:get\s+rid\s+of|delete|remove|bin|scrap|drop)\s+the\s+[^,]+?\s+one)\s+(?:i\s+|we\s+)?(?:found|got|have|had|don'?t|dont|no\s+longer|not|already|bought|it|they|there)\b.*$`), "$1", nil},
	// "on the scanning job put a note tell Dai …": the task's note
	{lazy(`(?i)^\s*(?:on|for)\s+(?:the\s+)?([^,]+?)\s+(?:job|task|one)\s*,?\s+(?:please\s+)?(?:put|add|make|leave|write)\s+a\s+note\s*:?\s*(?:to\s+say\s+|saying\s+|that\s+)?(\S.*)$`), "add a note to the $1 task: $2", nil},
	// "where to is the insurance one down for": when it is due
	{lazy(`(?i)^\s*where\s+to\s+is\s+(?:the\s+)?(.+?)\s+(?:one|task)\s+(?:down\s+)?for\s*\??$`), "when is the $1 task due?", nil},
	// "how am I getting on with lambing whats done and whats not": the
	// project's progress
	{lazy(`(?i)^\s*how\s+(?:am\s+i|are\s+we)\s+(?:getting\s+on|doing|going|getting\s+along)\s+with\s+(?:the\s+|my\s+)?([^,?]+?)(?:\s+project)?(?:\s*[,.]?\s*(?:whats|what's|what\s+is)\s+done.*)?\s*\??$`), "how is the $1 project going?", lazy(`(?i)\bwith\s+(?:my\s+|the\s+|our\s+)?(?:tasks|to-?dos|todos|list|to-?do\s+list|things|stuff|today|this\s+week|everything|it|that|them|work|life)\b`)},
	// "make a project young farmers club and put in it book the bus …":
	// the project, with its tasks
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:make|create|start|set\s+up)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:called\s+)?[^,:]+?)\s*,?\s+and\s+(?:put|add)\s+(?:in\s+it|into\s+it|to\s+it|under\s+it)\s*:?\s+(\S.*)$`), "$1 with tasks: $2", nil},
	// "add A and B to the P project high priority both": said of both
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+.+?\s+and\s+.+?\s+to\s+(?:the\s+)?[^,]+?\s+project)\s*,?\s+(high|low|urgent|medium)(?:\s+priority)?\s+(both|all)\s*[.!]*$`), "$1, $3 $2 priority", nil},
	// "Catrin has her eisteddfod practice every wednesday at 6 now put a
	// reminder in to take her": the routine, to take them to
	{lazy(`(?i)^\s*(\p{Lu}[\p{L}'’-]+)\s+(?:has|'s\s+got|has\s+got)\s+(?:her|his|their)\s+(.+?)\s+((?:every|each)\s+[a-z]+(?:\s+at\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?)(?:\s+now)?\s*[,.]?\s*(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:put|set|add)\s+(?:a\s+)?reminder\s+(?:in\s+)?(?:to\s+)?take\s+(?:her|him|them)\b.*$`), "add take $1 to $2 $3", nil},
	// "whos doing …": "who's"
	{lazy(`(?i)\b(who)s\s+(doing|the|on|my|it|he|she|that|this|going|bringing|taking|running|leading|chairing|writing|giving)\b`), "$1's $2", nil},

	// "feed merchant rang the ewe nuts are coming monday now so move that
	// to monday": the thing named, moved
	{lazy(`(?i)^.*?\b(?:rang|called|phoned|emailed|texted|said|says|messaged)\s*,?\s+(the\s+[^,.]+?)\s+(?:is|are|'s|’s)\s+(?:now\s+)?(?:coming|arriving|due|being\s+delivered|happening|on)\b[^.]*?\s(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:move|push|change|put)\s+(?:that|it|them|this)\s+(?:to\s+)?(\S.*?)\s*[.!]*$`), "move $1 to $2", nil},
	// "when have I got to give him back": a question, not a to-do
	{lazy(`(?i)\bwhen\s+have\s+(i|we)\s+got\s+to\b`), "when do $1 have to", nil},
	// "thursday half 7": half past seven
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|tmrw)\s+half\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b`), "$1 half past $2", lazy(`(?i)\bhalf\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:hours?|days?|weeks?|of)\b`)},
	// "this week and next week": the next two weeks
	{lazy(`(?i)\b(?:for\s+|in\s+|during\s+)?this\s+(?:wk|week)\s+(?:and|&|\+|or)\s+next(?:\s+(?:wk|week))?\b`), "in the next two weeks", nil},
	// "Show me everything planned from 19th to 21st dec, wedding week":
	// the span, and a remark
	{lazy(`(?i)^(\s*(?:show|list|what'?s|what\s+is|what\s+have\s+i\s+got|give\s+me)\b.*?\b)(?:planned|scheduled|on|happening|booked)\s+(from\s+[^,]+?\s+(?:to|till|until|through|-)\s+[^,]+?)\s*,\s*[^,?]{1,40}\s*\??$`), "${1}due $2", nil},
	// "every tues + thurs": and
	{lazy(`(?i)\b(every\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s*\+\s*((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b`), "$1 and $2", nil},
	// "3:30p", "7a": the clock's half of the day said short
	{lazy(`(?i)(\b\d{1,2}:\d{2}|\b(?:at|@|by|from|till|until|before|after|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\s+\d{1,2})([ap])\b`), "${1}${2}m", lazy(`(?i)\d[ap]\s*-\s*\d`)},
	// "doesnt need to repeat anymore, we're on break after this wk":
	// until the end of this week
	{lazy(`(?i)^\s*(?:the\s+)?(.+?)\s+(?:doesn'?t|doesnt|does\s+not|won'?t|wont|will\s+not)\s+need\s+to\s+(?:repeat|recur)\s+(?:any\s*more|after\s+(?:this|that))\b.*?\b(?:after|from)\s+(this|next)\s+(?:wk|week)\b.*$`), "stop repeating $1 after the end of $2 week", nil},
	// "what's the next milestone in P and how many days left?": the next
	// milestone, its day said
	{lazy(`(?i)^(.*\bnext\s+milestone\b.*?)\s*,?\s+and\s+how\s+(?:many\s+days|long)\s+(?:are\s+|is\s+)?(?:left|to\s+go|until\s+(?:it|then))\s*\??$`), "$1?", nil},
	// German-English: "following tasks" for "the following tasks"
	{lazy(`(?i)\b(add|create|make|enter|put)\s+(?:the\s+)?following\s+(tasks|milestones|items|things|to-?dos)\b`), "$1 the following $2", nil},
	// "with high priority and label race": both slots
	{lazy(`(?i)\s+(?:and\s+)?with\s+(high|low|urgent|medium|normal|top)\s+priority\s+and\s+(?:the\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), ", $1 priority, @$2", nil},
	// "The race is on 13 June, please add a task "X" on that date"
	{lazy(`(?i)^\s*the\s+[^,]+?\s+is\s+(?:on|at)\s+([^,]+?)\s*[,.]\s*(?:please\s+|pls\s+)?(?:add|create|make)\s+(?:a\s+|me\s+a\s+)?task\s+("[^"]+"|“[^”]+”)\s+(?:on|for)\s+(?:that|this|the\s+same)\s+(?:date|day)\b(.*)$`), "add a task $2 on $1$3", nil},
	// "The appointment with X is shifted to next Wednesday 10:00, please
	// create a task "Y" for it in the P project"
	{lazy(`(?i)^\s*the\s+(?:[\p{L}'’-]+\s+){0,2}(?:appointment|meeting|call|visit|session)\b[^,]*?\s+(?:is|has\s+been|was|got)\s+(?:shifted|moved|postponed|rescheduled|changed|brought\s+forward)\s+to\s+([^,]+?)\s*[,.]\s*(?:please\s+|pls\s+)?(?:create|add|make)\s+(?:a\s+|me\s+a\s+)?task\s+("[^"]+"|“[^”]+”)\s+for\s+it\b(.*?)\s*[.!]*$`), "add a task $2$3 on $1", nil},
	// "The Gantt chart task please at 14:00": that task at that time
	{lazy(`(?i)^\s*(the\s+[^,]+?\s+(?:task|one|meeting|appointment|call))\s+(?:please\s+|pls\s+)?(?:at|to|for)\s+(\d{1,2}[:.]\d{2}|\d{1,2}\s*(?:am|pm))\s*(?:please|pls)?\s*[.!]*$`), "move $1 to $2", nil},
	// "Sorry, the training is rather at 19:00": that task's time
	{lazy(`(?i)^\s*(?:(?:sorry|oh|actually|no|oops)[,\s]+)*(the\s+[^,.]+?)\s+is\s+(?:rather|actually|now|instead)\s+(?:at|on)\s+(\S[^,.]*?)\s*[.!]*$`), "move $1 to $2", lazy(`(?i)\b(?:said|says|rang|told|called|phoned|texted|emailed)\b`)},
	// "Which milestones has the Line 4 Retrofit and when are they due?"
	{lazy(`(?i)^\s*(?:which|what)\s+milestones\s+(?:has|have)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+got)?(?:\s*,?\s+and\s+when\s+are\s+they\s+(?:due|planned))?\s*\??$`), "what milestones are in the $1 project?", lazy(`(?i)\bmilestones\s+(?:has|have)\s+(?:i|we|you|they|he|she)\b`)},
	// "The milestone "X" is shifted by one week": moved
	{lazy(`(?i)^\s*the\s+milestone\s+("[^"]+"|“[^”]+”|(?-i:\p{Lu})[^,]*?)\s+(?:is|has\s+been|was|gets?)\s+(?:shifted|moved|postponed|pushed|delayed)\s+(by|to)\s+(\S.*?)\s*[.!]*$`), "move the $1 milestone $2 $3", nil},
	// "Which projects do I have at the moment and how many open tasks …"
	{lazy(`(?i)^\s*(?:which|what)\s+projects\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+open|exist)\b.*$`), "show my projects", nil},
	// "The interval training I do not need as repeating task anymore, …
	// Please delete it."
	{lazy(`(?i)^\s*(the\s+[^,]+?)\s+(?:i|we)\s+(?:do\s+not|don'?t|no\s+longer)\s+need\b[^.]*[.,;]\s*(?:[^.]*[.,;]\s*)?(?:so\s+)?(?:please\s+|pls\s+)?(?:delete|remove|cancel|drop|bin)\s+(?:it|that|this)\s*[.!]*$`), "delete $1", nil},
	// "Please look up the train connections …": a lookup Pace cannot do
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:look\s+up|find|check|search\s+for|google)\s+(?:me\s+)?(?:the\s+)?((?:train|bus|flight|ferry|tram|coach)\s+(?:connections?|times?|timetables?|departures?|schedules?))\b`), "search the web for $1", nil},
	// "Please remind me on Tuesday that I must call the electrician"
	{lazy(`(?i)\bremind\s+me\s+((?:on\s+|next\s+|this\s+)?[a-z0-9]+(?:\s+(?:at|morning|evening|afternoon)\s*\S*)?\s+)?that\s+(?:i|we)\s+(?:must|have\s+to|need\s+to|should|shall|am\s+to|ought\s+to)\s+`), "remind me ${1}to ", nil},
	// "Add a weekly task every Sunday to clean and oil the bike chain"
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:add|create|make|set\s+up)\s+)(?:a\s+|me\s+a\s+)?(?:weekly|daily|monthly|repeating|recurring|regular)\s+(?:task|reminder|to-?do)\s+((?:every|each)\s+[a-z]+(?:\s+at\s+\S+)?)\s+to\s+([^,]+?)(\s*,.*)?$`), "$1\"$3\" $2$4", nil},
	// "Every Tuesday and Thursday at 18:00 I have interval training on the
	// bike, please enter this as repeating task with the tag cycling"
	{lazy(`(?i)^\s*((?:every|each)\s+[^,]+?)\s+(?:i|we)\s+(?:have|do|go\s+to|attend)\s+([^,]+?)\s*,\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:enter|put|add|set|save)\s+(?:this|that|it)\s+(?:in\s+)?(?:as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly)\s+(?:task|thing|event|item))?\s*(?:with\s+(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+))?\s*[.!]*$`), "add $2 $1 @$3", nil},
	{lazy(`\s+@\s*$`), "", nil}, // the rule above with no label said
	// "pick up the grandkids from school wednesday 3pm, and again friday
	// same time": the same task on the other day too
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:add\s+)?)([a-z][^,]*?)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:at\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)\s*,?\s+and\s+again\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:at\s+)?(?:the\s+)?same\s+time)?\s*[.!]*$`), "${1}$2 $3 at $4 and $2 $5 at $4", nil},
	// "book club is every second tuesday at 2pm at Marg's, first one is
	// tomorrow. can you put it in so it repeats"
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^,]+?)\s+is\s+((?:every|each)\s+(?:other|second|third|2nd|3rd)?\s*[a-z]+(?:\s+at\s+\S+)?)(\s+(?:at|in)\s+[^,]+?)?\s*,\s*(?:the\s+)?first\s+one\s+is\s+([^.,]+?)\s*[.,]\s*(?:so\s+)?(?:can|could)\s+you\s+(?:please\s+)?(?:put|add|set)\s+(?:it|that|this)\s+in\b.*$`), "add $1$3 $2 starting $4", nil},
	// "I'm running the garden club spring show again, can you set it up as
	// a project": that project
	{lazy(`(?i)^\s*(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:running|organi[sz]ing|doing|planning|hosting)\s+(?:the\s+|a\s+|our\s+)?([^,]+?)(?:\s+again|\s+this\s+year)?\s*[,.]\s*(?:so\s+)?(?:can|could)\s+you\s+(?:please\s+)?(?:set\s+it\s+up|make\s+it|start\s+it|create\s+it|add\s+it)\s+as\s+a\s+project\s*[.!?]*\s*`), "create a project $1: ", nil},
	// "jot this down as a note for me - …": the note's text
	{lazy(`(?i)^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:jot|write|put|note|take|get)\s+(?:this|that)\s+down\s+(?:as\s+a\s+note\s*)?(?:for\s+me\s*)?[-–—:,]\s*`), "note: ", nil},
	// "how many things have i still got to do for the show?"
	{lazy(`(?i)^\s*how\s+many\s+(?:things|tasks|jobs|bits)\s+(?:have\s+i|do\s+i\s+have|have\s+we|do\s+we\s+have)\s+(?:still\s+)?(?:got\s+)?(?:left\s+)?(?:to\s+do\s+)?for\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\??$`), "how many open tasks are in the $1 project?", lazy(`(?i),|\band\b`)},
	// "had the skin check, all clear!! mark it done"
	{lazy(`(?i)^\s*(?:(?:i|we)\s+)?(?:had|went\s+to)\s+(the\s+[^,!.]+?)\s*[,!.]+\s*(?:[^,!.]*[,!.]+\s*)?(?:so\s+)?(?:please\s+)?(?:mark|tick|check)\s+(?:it|that)\s+(?:off|done|as\s+done|complete)\s*[.!]*$`), "mark $1 done", nil},
	// "i cant do the friday school pick up anymore, Kylie's doing it, so
	// get rid of it"
	{lazy(`(?i)^\s*(?:i|we)\s+(?:can'?t|cannot|cannae|can’t|won'?t\s+be\s+able\s+to)\s+(?:do|make|attend|go\s+to)\s+(?:the\s+|my\s+)?([^,]+?)\s+(?:any\s*more|now)\s*[,.]\s*(?:[^,.]*[,.]\s*)?(?:so\s+)?(?:please\s+)?(?:get\s+rid\s+of|delete|remove|cancel|bin|scrap)\s+(?:it|that|this)\b.*$`), "delete the $1", nil},
	// "tick off ringing the chemist, done it first thing": the tick, and
	// when
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tick|mark|check|cross)\s+off\s+[^,]+?)\s*,\s*(?:i\s+|we\s+)?(?:done|did|finished)\s+(?:it|that)\b.*$`), "$1", nil},
	// Taglish: "pa-remind me", closing particles
	{lazy(`(?i)\bpa-?\s?remind\s+(?:mo\s+)?(?:me|ako)\b`), "remind me", nil},
	{lazy(`(?i)\s+(?:po|na\s+lang(?:\s+ako)?|din|rin|pala|talaga|naman|nga|kasi\s+[^,.?!]+|na\s+ako|muna)(\s*[.!?]*)$`), "$1", nil},
	{lazy(`(?i)^\s*ano\s+(?:po\s+)?(?:ang\s+)?(?:mga\s+)?(due|meron|open|pending|next)\b`), "what's $1", nil},
	// "every sunday 7pm video call with mama pls add": asked for last
	{lazy(`(?i)\s+(?:pls|please|plz)\s+add(?:\s+(?:it|this|that))?\s*[.!]*$`), "", lazy(`(?i)^\s*(?:please\s+|pls\s+)?add\b|\?\s*$|^\s*(?:is|are|do|does|did|have|has|can|could|what|which|where|whether|if|check)\b|\bif\s+not\b`)},
	// "pls send 20k pesos to mama thru gcash": a transfer Pace cannot do
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(send|transfer|wire|pay)\s+([^,]*?\b(?:pesos?|php|dollars?|usd|aed|dirhams?|euros?|pounds?|rupees?|\d+k)\b[^,]*?\s+(?:thru|through|via|on|by|with)\s+(?:gcash|paypal|venmo|wise|zelle|cash\s*app|western\s+union|remitly|bank\s+transfer|maya|paymaya))\s*[.!]*$`), "$1 $2 for me", nil},
	// "change brekkie with Joan to brekkie with Joan and Pat": a rename
	// (see renameByChange)

	// "the venue milestone, rename it to book venue": that milestone
	{lazy(`(?i)^\s*(?:the\s+)?([^,]+?)\s+milestone\s*[,:-]\s*(?:please\s+|pls\s+)?(?:rename|retitle|call)\s+it\s+(?:to\s+|as\s+)?(\S.*)$`), "rename the $1 milestone to $2", nil},
	// "tag everything in the show project with garden club": a label of
	// two words said as one
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+(?:everything|all(?:\s+the)?\s+tasks?)\s+in\s+(?:the\s+)?[^,]+?\s+project\s+(?:with|as)\s+)([\p{L}\d]+)\s+([\p{L}\d]+)\s*[.!]*$`), "$1$2-$3", nil},
	// "for the show add X, high priority, needs doing by wednesday week"
	{lazy(`(?i)\s*,\s*(?:it\s+)?(?:needs|need)\s+doing\s+(by|before|for|on)\s+`), ", $1 ", lazy(`(?i)\bone\s+is\b`)},
	// "Give me a short overview what is still open in P until end of the
	// year": that project's open tasks due by then
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:give\s+me|show\s+me)\s+(?:a\s+)?(?:short\s+|quick\s+|brief\s+)?(?:overview|summary|list)\s+(?:of\s+)?what\s+is\s+(?:still\s+)?open\s+in\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:until|till|by|before)\s+(?:the\s+)?(end\s+of\s+(?:the\s+)?(?:year|month|week)|[^.?]+?)\s*[.?!]*$`), "show the $1 project", nil},
	// "Please note for me: buy X, change Y, and register for Z. All with
	// tag cycling": to-dos said as a list, not a note
	{lazy(`(?i)^\s*(?:please\s+)?(?:note|put\s+down|write\s+down)\s+for\s+me\s*:\s*((?:buy|call|change|register|book|order|pay|send|fix|clean|get|check|renew|email|phone|ring|pick\s+up|collect|make|write|print|return|cancel|update)\b[^:]*?,\s*(?:and\s+)?(?:buy|call|change|register|book|order|pay|send|fix|clean|get|check|renew|email|phone|ring|pick\s+up|collect|make|write|print|return|cancel|update)\b.*)$`), "add these: $1", nil},
	{lazy(`(?i)\.\s*all\s+(?:with|tagged|labell?ed)\s+(?:the\s+)?(?:tag|label)?\s*@?([\p{L}\d_-]+)\s*[.!]*$`), ", all tagged $1", nil},
	// "I must send X until Friday. This is high priority, please put it
	// into the P project."
	{lazy(`(?i)^(.+?)\s*\.\s*(?:this|it)\s+is\s+(high|low|urgent|top)\s+priority\s*[,.]\s*(?:please\s+|pls\s+)?(?:put|file|add)\s+it\s+(?:into|in|to|under)\s+(?:the\s+)?([^,.]+?)(?:\s+project)?\s*[.!]*$`), "$1, $2 priority, in the $3 project", nil},
	// Jamaican "mi": I as the subject, me otherwise; "fi di", "a dem"
	{lazy(`(?i)(^\s*|[,.;!?]\s*|\b(?:so|and|that|cause|cos|because|but|if|when|what|wat|tasks|things|ting|tings)\s+)mi\s+(need|have|has|got|buy|bought|set|finish|finished|do|did|want|on|off|swap|swapped|just|gonna|go|going|can|cant|can't|soon|get|put|pay|paid|call|ring|book|send|sent|take|took|make|made|forget|forgot|know|reckon|think|haffi|affi|a|am|is)\b`), "${1}I $2", nil},
	{lazy(`(?i)\bmi\b`), "me", lazy(`(?i)\bmi\s+(?:casa|amor|vida)\b`)},
	{lazy(`(?i)\bfi\s+di\b`), "for the", nil},
	{lazy(`(?i)\ba\s+dem\b`), "of them", nil},
	{lazy(`(?i)\b(?:haffi|affi)\b`), "have to", nil},
	// "dress rehearsal went well praise God, mark it done": that thing,
	// said without an article, done (before, "mark it done" ticked the
	// task in focus)
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|so|and|well)[,\s]+)?(?:the\s+|my\s+|our\s+)?([\p{L}\d][^,.!?]*?)\s+(?:went|was)\s+(?:really\s+|very\s+|so\s+)?(?:well|fine|great|good|ok|okay|tidy|brilliant|lovely|alright|grand|smoothly)\b[^,.!?]*[,.!]+\s*(?:[^,.!?]*[,.!]+\s*)?(?:so\s+)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:it|that)\s+(?:off|done|as\s+done|complete)\b.*$`), "mark $1 done", lazy(`(?i)^\s*(?:(?:ok|okay|right|so|and|well)[,\s]+)?(?:i|we|it|he|she|they|you)\b|\b(?:and\s+)?it\s+(?:went|was)\b`)},
	// 'make a project call "Car bits"': called
	{lazy(`(?i)\bproject\s+call\s+(["“])`), "project called $1", nil},
	// "make a project for the kids' presents and add: a, b, c": its tasks
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:make|create|start|set\s+up)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+[^,:]+?)\s+and\s+add\s*:\s*`), "$1 with tasks: ", nil},
	// "new project parents visit: clean apt, book dinner, buy a blanket":
	// a list of to-dos after the name is its tasks, not its description
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:new|create|make|start)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+)?([^,:]+?)\s*:\s*((?:clean|book|buy|call|order|pay|send|get|pick\s+up|email|phone|ring|pack|print|write|fix|check|plan|arrange|sort|confirm|collect|return|renew|make|hire|paint|tidy|wash|cook|bake|post)\b[^,]*,\s*(?:and\s+)?(?:clean|book|buy|call|order|pay|send|get|pick\s+up|email|phone|ring|pack|print|write|fix|check|plan|arrange|sort|confirm|collect|return|renew|make|hire|paint|tidy|wash|cook|bake|post)\b.*)$`), "create a project $1 with tasks: $2", lazy(`(?i)\bwith\s+(?:the\s+)?(?:following\s+)?(?:tasks|milestones?)\b|\bmilestones?\b[^:]*:`)},
	// 'make a project for my dissertation chapter 3, call it "Ch3 …" lol'
	{lazy(`(?i)^\s*(?:(?:ok|okay|hi|hey|so)[,.!\s]+)*(?:i\s+)?(?:need\s+to\s+|want\s+to\s+)?(?:make|create|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+[^,]+?)\s*,\s*(?:and\s+)?call\s+it\s+("[^"]+"|“[^”]+”)(?:\s+(?:lol|haha|pls|please|thanks))?\s*[.!]*$`), "create a project called $1", nil},
	// "actually make that 4:30 he has practice": the time, then why
	{lazy(`(?i)^(\s*(?:(?:actually|no|sorry|ok|okay|oh)[,\s]+)*(?:make|move)\s+(?:that|it)\s+(?:to\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)\s+(?:he|she|they|we|i|\p{Lu}[\p{L}'’]*)\s+(?:has|have|had|is|are|can'?t|cant|won'?t|works?|finishes|starts)\b.*$`), "$1", nil},
	// "plz make that one high priority and due thurs"
	{lazy(`(?i)^(\s*(?:(?:plz|pls|please|actually|ok|okay|and|also)[,\s]+)*(?:make|set)\s+(?:that|this|it)(?:\s+one)?\s+(?:high|low|urgent|medium|normal)\s+priority)\s+and\s+(?:due|for)\s+`), "$1 and move it to ", nil},
	// "Sister Maureen rang back, tick that one off"
	{lazy(`(?i)^\s*((?-i:\p{Lu})[\p{L}'’]+(?:\s+(?-i:\p{Lu})[\p{L}'’]+)*)\s+(?:rang|called|phoned|texted|emailed|got)\s+(?:me\s+)?back\s*[,.!]*\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|check|cross)\s+(?:that|it)(?:\s+one)?\s+(?:off|done|as\s+done)\s*[.!]*$`), "tick off the $1 task", nil},
	// "put a reminder Sunday 13th night to iron the shirts": remind me
	{lazy(`(?i)(^|[.!;]\s*)(?:please\s+)?(?:put|set|add|make)\s+(?:me\s+)?(?:a\s+)?reminder\s+((?:for\s+|on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|next|this|the\s+\d|\d)[^,.]*?)\s+to\s+`), "${1}remind me $2 to ", lazy(`(?i)\breminder\s+(?:in\s+)?to\b`)},
	// 'Rename "X" for "Y"' (French "pour"): to
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?rename\s+(?:the\s+project\s+|the\s+task\s+)?(?:"[^"]+"|“[^”]+”))\s+for\s+(["“])`), "$1 to $2", nil},
	// "All the tasks tagged vendors, please put them in a new project "X""
	{lazy(`(?i)^\s*(?:all\s+(?:the\s+)?tasks|everything)\s+tagged\s+@?([\p{L}\d_-]+)\s*,\s*(?:please\s+)?(?:put|move|file)\s+(?:them|those|it)\s+(?:all\s+)?(?:in|into|under)\s+a\s+new\s+project\s+(?:called\s+)?("[^"]+"|“[^”]+”|[^,.]+?)\s*[.!]*$`), "move everything tagged $1 into a new project called $2", nil},
	// 'The task "wax my skis", change it to the 22, I leave earlier.'
	{lazy(`(?i)^\s*the\s+task\s+("[^"]+"|“[^”]+”)\s*,\s*(?:please\s+)?(?:change|move|put|set)\s+it\s+to\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "move $1 to $2", nil},

	// "I set up direct debit for the council tax, so drop it down to low
	// priority": that task's priority
	{lazy(`(?i)^\s*(?:i|we)\s+(?:set\s+up|sorted|arranged|paid|put)\s+.*?\bfor\s+(the\s+[^,]+?)\s*,\s*so\s+(?:please\s+)?(?:drop|lower|put|move|bump|take)\s+(?:it|that)\s+(?:down\s+|up\s+)?to\s+(low|medium|normal|high|urgent)(?:\s+priority)?\s*[.!]*$`), "make $1 $2 priority", nil},
	// "I buy the coat already, done": that one done
	{lazy(`(?i)^\s*(?:i|we)\s+(?:buy|bought|get|got|pay|paid|send|sent|do|did|book|booked|call|called|collect|collected|finish|finished)\s+(the\s+[^,]+?)\s+already\s*[,.]?\s*(?:done|sorted|finished)?\s*[.!]*$`), "mark $1 done", nil},

	// "by wed!! high priority, theres like 60 of them ugh": "!!" between
	// slots, and a remark after them
	{lazy(`(?i)\s*!{2,}\s+((?:high|low|urgent|medium|normal|top|p[1-4])\b|(?:tag|label)\b|[@#])`), ", $1", nil},
	{lazy(`(?i)\s*,\s*(?:there'?s|theres|there’s|it'?s|its|it’s)\s+like\s+[^,]*$`), "", nil},
	// "…, it's urgent": urgent, as "make it urgent" is (a hedge or
	// "important" stays a step below)
	{lazy(`(?i)\s*,\s*(?:it'?s|it’s|its|it\s+is|this\s+is|that'?s)\s+urgent\s*[.!]*$`), ", urgent", nil},
	// "due in two weeks from today": in two weeks
	{lazy(`(?i)\b(in\s+(?:\d+|one|two|three|four|five|six|a|an)\s+(?:days?|weeks?|months?))\s+from\s+(?:today|now)\b`), "$1", nil},
	// "for tomorrow before noon": tomorrow at noon
	{lazy(`(?i)\b(?:for\s+)?(tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:before|by)\s+(noon|midday)\b`), "$1 at $2", nil},
}

// oneThenChange: "the passport one is urgent tbh, make it high priority":
// the change said after the news is the one asked for.
var oneThenChange = lazy(`(?i)\b(?:make|set|change|mark|move|push)\s+it\b|\band\s+due\b|\b(?:needs?|by|due|before|tomorrow|today|tonight)\b`)

// stop49Rewritten applies stop49Rewrites; it runs first of the rewrites.
func stop49Rewritten(text string) string {
	return renameByChange(countedRunOn(verbAgain(datesCutList(applyGuarded(text, stop49Rewrites)))))
}

// changeTo: "change A to B" (groups: A, B).
var changeTo = lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*change\s+(?:the\s+)?(.+?)\s+to\s+(.+?)\s*[.!]*$`)

// renameByChange reads "change A to B", where B says A's words and more
// ("change brekkie with Joan to brekkie with Joan and Pat"), as renaming
// A to B; any other "change … to …" is left as said.
func renameByChange(text string) string {
	m := changeTo.FindStringSubmatch(text)
	if m == nil || len(m[2]) <= len(m[1]) || !strings.HasPrefix(strings.ToLower(m[2]), strings.ToLower(m[1])+" ") {
		return text
	}
	return "rename " + m[1] + " to " + m[2]
}

// countedHead: "add three things" before a list said without commas
// (group 2 the count).
var countedHead = lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*add\s+(two|three|four|five|2|3|4|5)\s+(?:things|tasks|jobs|bits|to-?dos|items)\s*:?\s+)(\S.*)$`)

// countedRunOn puts back the commas of a counted list said without them
// ("add three things check the quad bike tyres buy marker spray and phone
// the insurers"): the items start at a to-do's verb, and only when the
// verbs found make the count said.
func countedRunOn(text string) string {
	m := countedHead.FindStringSubmatchIndex(text)
	if m == nil || strings.ContainsAny(text[m[6]:], ",;:") {
		return text
	}
	n := countWord(text[m[4]:m[5]])
	if n == 0 {
		n = atoiASCII(text[m[4]:m[5]])
	}
	body := text[m[6]:]
	f := strings.Fields(body)
	var cuts []int // field indices that open an item
	and := 0       // items opened by "and" and a verb
	for i := 1; i < len(f); i++ {
		w, prev := asciiLower(f[i]), asciiLower(f[i-1])
		switch {
		case !taskVerbs[w]:
		case prev == "and":
			and++
		case prev != "to" && prev != "or" && !determiners[prev] && prev != "will" && prev != "can" && prev != "must" && prev != "should":
			cuts = append(cuts, i)
		}
	}
	if len(cuts)+and+1 != n {
		return text
	}
	for k := len(cuts) - 1; k >= 0; k-- {
		f[cuts[k]-1] += ","
	}
	return strings.TrimRight(text[:m[6]], " :") + ": " + strings.Join(f, " ")
}

// againVerb: a to-do's verb and its object's determiner at the start of a
// request (group 1 the verb).
var againVerb = lazy(`(?i)^\s*(pack|buy|call|phone|ring|email|book|order|clean|fix|pay|send|get|take|sort|check|return|cancel|clear|wash|tidy|post|collect|print|renew|write)\s+(?:the|my|a|an|some|our|his|her)\s`)

// verbAgain puts back the comma dictation leaves out before a to-do's verb
// said again: "pack the kitchen stuff pack the books and take the sofa to
// the tip" is three items, the second opening with "pack" once more.
func verbAgain(text string) string {
	m := againVerb.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	verb := asciiLower(text[m[2]:m[3]])
	rest := text[m[1]:]
	at := wordSpan.FindAllStringIndex(rest, -1) // each word's offsets in rest
	for i := 1; i+1 < len(at); i++ {
		w, next, prevRaw := rest[at[i][0]:at[i][1]], rest[at[i+1][0]:at[i+1][1]], rest[at[i-1][0]:at[i-1][1]]
		if asciiLower(w) != verb || !determiners[asciiLower(next)] {
			continue
		}
		prev := asciiLower(strings.TrimRight(prevRaw, ",;."))
		if prev == "and" || prev == "or" || prev == "to" || prev == "then" || strings.HasSuffix(prevRaw, ",") || strings.HasSuffix(prevRaw, ";") {
			return text
		}
		return text[:m[1]] + rest[:at[i-1][1]] + ", " + rest[at[i][0]:]
	}
	return text
}

// wordSpan: a run of non-space characters.
var wordSpan = regexp.MustCompile(`\S+`)

// newItemsHead: a list of new tasks or milestones said after a colon.
var newItemsHead = lazy(`(?i)^\s*(?:(?:please|pls)\s+)?add\s+(?:milestones|tasks|these|the\s+following)\b[^:]*:\s*`)

// afterDate: a date said inside a list item, then the next item's verb
// with no comma between them ("sign the lease by the 15th get the keys
// on the 28th"); group 1 ends the date.
var afterDate = lazy(`(?i)(\b(?:by|on|before|due)\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow))\s+((?:get|be|sign|book|buy|pay|call|send|pick|order|finish|have|move|pack|start|clear|hand|collect|submit|fix|paint|clean|arrange|confirm|sort|tell|email|phone|ring)\b)`)

// datesCutList puts the commas dictation leaves out back into a list of
// new tasks or milestones: an item ends where its date does when the next
// item's verb follows.
func datesCutList(text string) string {
	if m := newItemsHead.FindStringIndex(text); m != nil {
		return text[:m[1]] + afterDate.ReplaceAllString(text[m[1]:], "$1, $2")
	}
	m := milestonesSaid.FindStringIndex(text)
	if m == nil || strings.Count(text[m[1]:], ",") > 0 {
		return text
	}
	// "… with milestones scanning done by 15th december sheds ready by
	// 10th january and first lambs due 1st february": each milestone ends
	// where its date does
	rest := text[m[1]:]
	var b strings.Builder
	last := 0
	for _, d := range milestoneDate.FindAllStringSubmatchIndex(rest, -1) {
		after := strings.TrimSpace(rest[d[1]:])
		if after == "" || dateGoesOn.MatchString(after) {
			continue
		}
		b.WriteString(rest[last:d[1]])
		b.WriteString(",")
		last = d[1]
	}
	b.WriteString(rest[last:])
	return text[:m[1]] + b.String()
}

// milestonesSaid: "with milestones", "milestones:", "the milestones are"
// opening a list of milestones.
var milestonesSaid = lazy(`(?i)\b(?:with\s+(?:the\s+)?milestones?|milestones?\s*:|milestones\s+(?:are|will\s+be))\s*:?\s*`)

// milestoneDate: a milestone's date said after its title ("by 15th
// december", "due 1st february", "on the 28th").
var milestoneDate = lazy(`(?i)\b(?:by|on|due|for|before)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)|end\s+of\s+[a-z]+|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)

// dateGoesOn: words that carry a date on ("and", "at 9", "2027", "next
// year") rather than open the next milestone.
var dateGoesOn = lazy(`(?i)^(?:and\b|at\b|of\b|in\b|next\b|this\b|\d{4}\b|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|am\b|pm\b|[,.;:!?])`)

// milestoneLast: "…, put under the prizes milestone" closing a capture
// (group 1: the milestone's words).
var milestoneLast = lazy(`(?i)\s*[,;.]\s*(?:and\s+)?(?:(?:pls|please|kindly)\s+)?(?:put|file|place|link|add)\s+(?:it\s+|that\s+|this\s+)?(?:under|in|into|to|for)\s+(?:the\s+)?([^,.!?]+?)\s+milestone\s*[.!]*$`)

// milestoneSaidLast reads a capture that names its milestone last ("add
// task get 3 quotes under D&D, put under the prizes milestone") as the
// capture alone, put under that milestone; ok is false when the rest is
// not one new task.
func milestoneSaidLast(b Brain, text string) (plan.Plan, bool) {
	m := milestoneLast.FindStringSubmatchIndex(text)
	if m == nil || m[0] == 0 {
		return plan.Plan{}, false
	}
	p := planRead(b, text[:m[0]])
	if !p.Understood || p.Clarify != nil || len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || p.Steps[0].Args["milestone"] != nil {
		return plan.Plan{}, false
	}
	p.Steps[0].Args["milestone"] = strings.TrimSpace(text[m[2]:m[3]])
	return p, true
}

// addHead: the line that opens a list of new tasks ("Add to the irrigation
// project:", "Add the following, all labelled errands:", "For the garage:",
// "To-dos for the move:"); it ends with a colon.
var addHead = lazy(`(?i)^\s*(?:(?:please|pls|kindly|could\s+you|can\s+you)\s+)*(?:(?:add|put|create|new|list|log|capture|note\s+down)\b|for\b|(?:tasks?|to-?dos?|jobs|things)\s+(?:for|to|in)\b)[^:]*:\s*$`)

// headProject: the project a list's head files its items under (group 1).
var headProject = lazy(`(?i)\b(?:to|for|in|under|into)\s+(?:the\s+|my\s+|our\s+)?([^,:@]+?)(?:\s+project)?\s*(?:,|:|$)`)

// headLabel: the label a list's head gives every item (group 1 or 2).
var headLabel = lazy(`(?i)\b(?:labell?ed|tagged|with\s+the\s+(?:label|tag))\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)|(?:^|\s)@([\p{L}\d_-]+)`)

// notAHeadProject: words after "to/for" in a list's head that name no
// project ("add the following to my list", "for me", "for tomorrow").
var notAHeadProject = lazy(`(?i)^(?:me|us|you|my\s+list|the\s+list|list|my\s+to-?do\s+list|to-?do\s+list|to-?dos?|today|tonight|tomorrow|tmrw|this\s+week|next\s+week|the\s+week|the\s+weekend|this\s+weekend|now|later|the\s+following|these|them|all|everything)$|^(?:mon|tue|wed|thu|fri|sat|sun|next|this|the\s+\d|\d)`)

// headedItems cuts a list with a head into the head and its items: the
// head's line and the lines after it, or the head and the items numbered
// 1, 2, 3 … after it on one line. ok is false for anything else.
func headedItems(text string) (head string, items []string, ok bool) {
	if strings.Contains(text, "\n") {
		lines := splitLinesPlain(text)
		if len(lines) < 3 {
			return "", nil, false
		}
		return lines[0], lines[1:], true
	}
	return numberedParts(text)
}

// splitLinesPlain is text's non-blank lines, trimmed of list bullets and
// numbers ("1. choose skylight").
func splitLinesPlain(text string) []string {
	lines := bulletLines(text)
	for i, l := range lines {
		if m := lineNumber.FindStringIndex(l); m != nil && m[1] < len(l) {
			lines[i] = l[m[1]:]
		}
	}
	return lines
}

// bulletLines is text's non-blank lines, trimmed of spaces and list
// bullets ("- ", "• ").
func bulletLines(text string) []string {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "-*•·")); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// lineNumber: a list line's number ("1. ", "2) ").
var lineNumber = lazy(`^\d{1,2}[.)]\s+`)

// atoiASCII is the value of a run of ASCII digits.
func atoiASCII(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// headedList reads a list of new tasks under a head that says where they
// go or how they are labelled ("Add to the irrigation project: 1. measure
// the beds and draw a layout, Saturday 2. buy pipe, next Monday 3. check
// the pump, no rush, low priority"): each item is one task with its own
// slots after its commas ("and" inside an item stays in its title), and
// the head's project and label are given to every item that has none.
// ok is false unless every item reads as one new task.
func headedList(text string) (plan.Plan, bool) {
	head, items, ok := headedItems(text)
	if !ok || !strings.HasSuffix(head, ":") || !addHead.MatchString(head) || strings.Contains(asciiLower(head), "milestone") || strings.Contains(asciiLower(head), "note") {
		return plan.Plan{}, false
	}
	var project, due string
	var tags []string
	h := strings.TrimSuffix(head, ":")
	for _, m := range headLabel.FindAllStringSubmatch(h, -1) {
		tags = append(tags, m[1]+m[2])
	}
	h = headLabel.ReplaceAllString(h, "")
	if m := headProject.FindStringSubmatch(h); m != nil {
		if p := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(m[1]), "all ")); p != "" && !notAHeadProject.MatchString(p) {
			if _, isDate := datePhrase(p); !isDate {
				project = p
			} else {
				due = p // "For saturday:": the day of each
			}
		} else if _, isDate := datePhrase(strings.TrimSpace(m[1])); isDate {
			due = strings.TrimSpace(m[1])
		}
	}
	var steps []plan.Step
	for _, it := range items {
		it = strings.TrimRight(strings.TrimSpace(it), ";")
		if asciiLower(firstWord(it)) != "add" {
			it = "add " + it
		}
		p := Parse(it)
		st, ok := p.Step()
		if !ok || !p.Understood || p.Tool != "createTask" || p.Rule == "fallback" {
			return plan.Plan{}, false
		}
		if project != "" && st.Args["project"] == nil && st.Args["fileUnder"] == nil {
			st.Args["project"] = project
		}
		if due != "" && st.Args["due"] == nil {
			st.Args["due"] = due
		}
		if len(tags) > 0 {
			st.Args["tags"] = append(tagsOf(st.Args["tags"]), tags...)
		}
		steps = append(steps, st)
	}
	return plan.Plan{Steps: steps, Understood: true}, true
}
