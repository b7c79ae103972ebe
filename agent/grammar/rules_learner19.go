package grammar

import (
	"strings"

	"pace/plan"
)

// Stop 50: the families of the trios 452–454 (a working parent's quick
// texts, a product manager's Slack shorthand, a pharmacist's formal
// English).

// stop50Rewrites: phrasings of the stop's trios, read as the grammar's own.
var stop50Rewrites = []guardedRewrite{
	// "P0": the top priority, as teams count it (p1 is Pace's top)
	{lazy(`\b[pP]0\b`), "p1", nil},
	// "move GA milestone -> jan 22": an arrow for "to" after a verb of
	// moving (without one, "X -> fri" is read by its own rule)
	{lazy(`(?i)^(\s*(?:move|push|shift|bump|change|reschedule)\s+[^>→⟶]+?)\s*(?:->|=>|→|⟶)\s*`), "$1 to ", nil},
	// "whats P0 rn", "what's urgent at the moment": the tasks of that
	// priority
	{lazy(`(?i)^\s*(?:what'?s|what’s|what\s+is|what\s+are|whats|anything)\s+(p[1-4]|urgent|high\s+pri(?:ority)?|top\s+pri(?:ority)?)(?:\s+(?:rn|right\s+now|now|today|atm|at\s+the\s+moment|for\s+me))?\s*\?*\s*$`), "what are my $1 tasks?", nil},
	// "lmk which …": the question
	{lazy(`(?i)^\s*(?:pls\s+|please\s+)?(?:lmk|let\s+me\s+know)\s+((?:which|what|whats|what's|when|how\s+many|where)\b)`), "$1", nil},
	// "whats left for this week overall": the week
	{lazy(`(?i)\b((?:this|next)\s+(?:week|wk|month)|today|tomorrow)\s+(?:overall|altogether|in\s+total|all\s+in)\b`), "$1", nil},
	// "mark it complete also": the change, said again
	{lazy(`(?i)\b((?:mark|tick|set)\s+(?:it|that|this)\s+(?:as\s+)?(?:complete|completed|done|finished|off))\s+(?:also|too|as\s+well)\b`), "$1", nil},
	// "…, it is already confirmed. Mark it …": a remark between two changes
	{lazy(`(?i)^(.+?)\s*,\s*(?:it|that|this)\s+(?:is|was|'s|’s)\s+(?:already\s+|now\s+|all\s+)?(?:confirmed|sorted|done|booked|paid|fixed|settled|arranged|cancelled|over)(?:\s+now)?\s*[.!]\s+((?:please\s+)?(?:mark|tick|set|make|move|push|tag|complete)\s+(?:it|that)\b.*)$`), "$1. $2", nil},
	// "tag it launch + eng": two labels
	{lazy(`(?i)\b(tag|label)\s+(it|that|this|them)\s+@?([\p{L}\d_-]+)\s*(?:\+|&)\s*@?([\p{L}\d_-]+)\s*[.!]?$`), "$1 $2 with $3 and $4", nil},
	// "reopen the PE kit one, need to do it again next wed": reopened and
	// due that day
	{lazy(`(?i)^(.*\b(?:reopen|re-open|undo|untick)\s+.+?)\s*[,;]\s*(?:i\s+|we\s+)?(?:need|have|got|needs|has)\s+to\s+(?:do|get|be\s+done)\s+(?:it|that|this|them)?\s*again\s+((?:next|this|on|by|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun|the\s+\d|\d)[^,.;]*?)\s*[.!]?$`), "$1 and move it to $2", nil},
	// "the fee must be paid Friday, please put it back to Friday": that
	// task, moved
	{lazy(`(?i)^\s*(?:actually\s*,?\s*|oh\s+and\s+|also\s+)?((?:the|my|our)\s+[^,]+?)\s+(?:must|should|has\s+to|needs\s+to|need\s+to)\s+be\s+\w+\s+(?:on\s+|by\s+)?[^,]+?\s*,\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:put|move|change|set|push|bring)\s+(?:it|that)\s+(?:back|forward)\s+(?:to|for|on)\s+([^,.;]+?)\s*[.!]?$`), "move $1 to $2", nil},
	// "move X to 6pm no wait its 5.40 sorry": the corrected value
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:move|push|change|set|make|put)\s+.+?\s+(?:to|for|at))\s+[^,]+?\s*[,.]?\s*(?:no|oh|um|er)\s*,?\s+wait\s*[,.]?\s*(?:it'?s|it’s|its|it\s+is|make\s+it|i\s+mean|actually)?\s*(?:at\s+)?([^,]+?)(?:\s*[,.]?\s*(?:sorry|soz|sry|oops))?\s*[.!]*$`), "$1 $2", nil},
	// "move X to 5.40": a clock said with a dot (minutes past 12, so
	// never a day and month)
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:move|push|change|set|make|put|shift|bring)\s+.+?\s+(?:to|for))\s+(\d{1,2})\.(1[3-9]|[2-5]\d)\s*[.!]?$`), "$1 $2:$3", nil},
	// "untag X. Mark it done": the second change of the same task
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly)\s+)?(?:remove|untag|tag|label|move|push|rename|set|make|change|put|take)\b[^.!?]+?)\s*[.!]\s+(?:please\s+|pls\s+|and\s+)?((?:mark|tick)\s+(?:it|that)\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s*(?:please|pls|too|also|as\s+well)?[.!]*$`), "$1 and $2", nil},
	// "every task labelled X, set them to high priority": all of them
	{lazy(`(?i)^\s*(?:every|all(?:\s+the|\s+my)?|each)\s+(?:tasks?|items?|things?|to-?dos?|jobs?)\s+(?:labell?ed|tagged|with\s+(?:the\s+)?(?:label|tag))\s+@?([\p{L}\d_-]+)\s*[,;]\s*(?:please\s+|pls\s+)?(set|make|mark|tag)\s+(?:them|all\s+of\s+them|those|these)(?:\s+all)?\s+(.+)$`), "$2 every task tagged $1 $3", nil},
	// "plastering now not til 5th feb, builder says. change it": news of
	// a new day, then the change asked
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^,.]+?)\s+(?:is\s+|'s\s+|’s\s+)?now\s+(?:not\s+(?:til|till|until|before)\s+|on\s+|for\s+|at\s+)?([^,.]+?)\s*(?:[,.]\s*[^,.]*?\b(?:says?|said|reckons?|told\s+me|confirmed)\b[^,.]*?)?\s*[,.]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:change|update|move|fix|amend)\s+(?:it|that|this)(?:\s+(?:please|pls))?\s*[.!]?$`), "move $1 to $2", nil},
	// "pls remind me PE kits in bags": a reminder of a thing, no "to"
	{lazy(`(?i)^(\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)*remind\s+me)\s+`), "$1 to ", lazy(`(?i)remind\s+me\s+(?:to|about|that|of|for|at|on|in|tomorrow|tmrw|today|tonight|later|every|each|when|if|again|this|next|by|before|after|what|how|\d|an?\s+(?:hour|day|week|minute|min|fortnight|month)|the\s+(?:day|night|morning|evening|week|hour|weekend)|half|(?:one|two|three|four|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|mins?|hours?|days?|weeks?))\b|remind\s+me\s+.*\b(?:is|are|was|were|has|have|will)\s|remind\s+me\s+\S+(?:'s|’s)\s`)},
	// "PE kits in bags for wed, both kids": who it is for, in the title
	{lazy(`(?i)^(.+?)(\s+(?:for|on|by)\s+(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next\s+\w+|the\s+\d+\w*)\w*)\s*,\s*((?:both|all|all\s+three|all\s+the)\s+(?:kids|children|boys|girls|twins|dogs|cats))\s*[.!]?$`), "$1 for $3$2", nil},
	{lazy(`(?i)\s*,\s*((?:both|all|all\s+three|all\s+the)\s+(?:kids|children|boys|girls|twins|dogs|cats))\s*[.!]?$`), " for $1", nil},
	// "NLT Wednesday", "no later than the 15th": by
	{lazy(`(?i)\b(?:NLT|no\s+later\s+than|not\s+later\s+than)\b`), "by", nil},
	// "make it 1830": a time in 24-hour figures after a change of it
	{lazy(`(?i)\b((?:make|move|push|change|set|put)\s+(?:it|that|this)\s+(?:to\s+|for\s+)?)((?:[01]\d|2[0-3])[0-5]\d)\s*(?:hrs|hours)?\b`), "${1}at $2", nil},
	// "…, wrap presents. all by 12/23", "… - all today if poss": what is
	// said of every item, closing the list
	{lazy(`(?i)(?:\s*[.;]\s+|\s+[-–—]\s+)((?:all|both|all\s+of\s+them|all\s+three|all\s+four)\s+(?:by|due|for|on|today|tonight|tomorrow|tmrw|this|next)\b[^.;]*?)(?:\s*,?\s*(?:if\s+poss(?:ible)?|if\s+you\s+can|ideally|please|pls|thanks))?\s*[.!]?$`), ", $1", nil},
	// "Mam's birthday is the 19th of December, remind me every year":
	// a yearly reminder on that day
	{lazy(`(?i)^\s*(?:(?:oh|also|and|ok)[\s,]+)?(.+?)\s+(?:is|'s|’s|falls)\s+(?:on\s+)?(.+?)\s*[,.;]\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:remind\s+me(?:\s+of\s+it)?|put\s+(?:that|it)\s+in|add\s+(?:that|it)|set\s+(?:that|it)(?:\s+up)?|make\s+(?:that|it)|save\s+(?:that|it))\s+(?:as\s+)?(?:every\s+year|yearly|annually|each\s+year|a\s+yearly\s+one)\b[^.]*$`), "add $1 on $2 every year", nil},
	// "…, high priority so it is", "…, ha", "…, would ya": a closing tag
	// of speech, no part of any slot
	{lazy(`(?i)(?:\s*,)?\s+so\s+(?:it\s+is|i\s+am|i\s+do|it\s+does|they\s+are|we\s+are|he\s+is|she\s+is|i\s+will)\s*[.!]*$|\s*,\s*(?:ha|haha|hah|lol|lmao|would\s+ya|would\s+you|will\s+ya|ta|cheers)\s*[.!]*$`), "", nil},
	// "can you put in the Murphy edit for me, due friday": a capture
	{lazy(`(?i)^(\s*(?:(?:hiya|hi|hey|ok)[,!\s]+)?(?:can\s+you\s+|could\s+you\s+|would\s+you\s+|pls\s+|please\s+)?)put\s+in\s+(?:a\s+(?:task|reminder)\s+(?:for|to)\s+)?(.+?)\s+for\s+me\s*,`), "${1}add $2,", nil},
	// "chase the invoice every monday til they pay": until a thing that
	// is no date, which the reminder cannot know
	{lazy(`(?i)\s+(?:til|till|until|'til)\s+(?:they|he|she|it|we|the\s+\w+)\s+(?:pay|pays|paid|reply|replies|answer|answers|respond|responds|get\s+back|gets\s+back|come\s+back|comes\s+back|sort\s+it|sorts\s+it)\b[^,.]*`), "", nil},
	// "everything w/ the abuela label make it high priority", "all the
	// wedding-tagged stuff thats still open, make it …": every such task
	{lazy(`(?i)^\s*(?:everything|all\s+(?:the\s+|my\s+)?(?:stuff|tasks|things|items))\s+(?:with|w/)\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)\s*,?\s+(make|set|mark)\s+(?:it|them)(?:\s+all)?\s+(.+)$`), "$2 every task tagged $1 $3", nil},
	{lazy(`(?i)^\s*(?:all\s+(?:the\s+|my\s+)?|every\s+|everything\s+)([\p{L}\d_]+)-(?:tagged|labell?ed)\s+(?:stuff|tasks?|things?|items?)(?:\s+(?:that'?s|thats|which\s+is|which\s+are|that\s+are|that\s+is)?\s*(?:still\s+)?open)?\s*,?\s+(make|set|mark)\s+(?:it|them)(?:\s+all)?\s+(.+)$`), "$2 every task tagged $1 $3", nil},
	// "…, label abuela and family": two labels
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:label|labels|tag|tags|labell?ed|tagged)\s+(?:it\s+)?@?([\p{L}\d_-]+)\s+(?:and|&|\+)\s+@?([\p{L}\d_-]+)\s*[.!]?$`), " @$1 @$2", oneThingAnd},
	// "put the website refresh project on hold": archived until restored
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:put|place|park)\s+(?:the\s+|my\s+)?(.+?\s+project)\s+on\s+(?:hold|ice|pause)\b.*$`), "archive the $1", nil},
	// "what have I got on over christmas week": the week that holds it
	{lazy(`(?i)\b(?:over|during|in|for|on)\s+(?:the\s+)?(christmas|xmas|easter|thanksgiving|new\s+year'?s?)\s+week\b`), "the week of $1", nil},
	// "whats on my plate 12/23 and 12/24": those days
	{lazy(`(?i)^\s*(what'?s|what’s|what\s+is|whats|anything)\s+(?:on\s+my\s+plate|due|on|happening)\s+(?:on\s+)?(\d{1,2}/\d{1,2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:and|&|or|\+)\s+(\d{1,2}/\d{1,2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*\??\s*$`), "$1 due from $2 to $3?", nil},
	// "actually put the DJ thing under the quince project": that task
	// moved there
	{lazy(`(?i)^\s*(?:actually\s*,?\s*|also\s+|oh\s+and\s+)?(?:put|file|stick)\s+(the\s+[^,]+?\s+(?:thing|stuff|shopping))\s+(?:under|in|into|to)\s+(?:the\s+)?([^,]+?\s+project)(?:\s+too|\s+as\s+well)?\s*[.!]?$`), "move $1 to the $2", nil},
	// "make a project called X w/ a milestone for the party on jan 23"
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:make|create|start|set\s+up|add)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\s+(.+?)\s+(?:with|w/)\s+(?:a\s+)?milestone\s+(?:for|called|named)?\s*(?:the\s+)?(.+?)\s+(?:on|due|by|for)\s+([^,]+?)\s*[.!]?$`), "create a project called $1, add a milestone $2 due $3 to it", lazy(`(?i)\band\s+(?:a\s+|another\s+)?milestone|["“”]`)},
	// "New weekly task: X every Monday": a capture (the "ly" of "weekly"
	// was read as a label)
	{lazy(`(?i)^(\s*)new\s+(weekly|daily|monthly|fortnightly|yearly|repeating|recurring)\s+(task|reminder|to-?do)\s*:\s*`), "${1}add a $2 $3: ", nil},
	// "Add a weekly one for every Friday: X": X, every Friday
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|set\s+up|put\s+in)\s+)(?:a|an)\s+(?:new\s+)?(?:weekly|daily|monthly|fortnightly|yearly|repeating|recurring)\s+(?:one|task|reminder|thing|to-?do)\s+(?:for\s+|on\s+)((?:every|each)\s+[^,:]+?)\s*[,:]\s*([^,]+)$`), "add $3 $2", nil},
	// "…, both high priority and tagged work": two slots of every item
	{lazy(`(?i)\b(both|all)\s+((?:high|low|urgent|medium|top)\s+priority)\s+and\s+((?:tagged|labell?ed)\s+)`), "$1 $2, $3", nil},
	// "Gym was good today, mark …", "Friday was bedlam but I got through
	// it. Mark …": a remark before the request
	{lazy(`(?i)^\s*[^,.!?]{1,40}?\s+(?:was|were|is|has\s+been)\s+(?:so\s+|really\s+|pretty\s+|absolute\s+)?(?:good|great|fine|ok|okay|grand|brilliant|busy|bedlam|mad|crazy|hectic|tough|hard|long|awful|mental|manic|chaos)\b[^,.!?]*[,.!]+\s+((?:please\s+)?(?:mark|tick|complete|move|push|add|delete|remind|set|make|put)\b)`), "$1", nil},
	// "Mark A done, and B, and C": all three
	{lazy(`(?i)^(\s*(?:please\s+)?mark\s+)(.+?)\s+(?:as\s+)?(done|complete|completed|finished)\s*,\s*(?:and\s+)?(the\s+[^,]+?)\s*,\s*(?:and\s+)?(the\s+[^,]+?)\s*(?:too|as\s+well)?\s*[.!]?$`), "$1$2, $4 and $5 $3", nil},
	// "From the retro action items, add a task for me to …": where the
	// request came from, then the request
	{lazy(`(?i)^\s*(?:from|after|re|following)\s+(?:the\s+|my\s+|our\s+|today's\s+)?[^,]{3,40}?,\s+((?:please\s+)?(?:add|remind|put|create|make|new)\b)`), "$1", nil},
	// "shove it to next Monday": push
	{lazy(`(?i)\bshove\b`), "push", nil},
	// "add a couple things to the cottage reno, A and B": a list for it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put)\s+)(?:a\s+couple(?:\s+of)?|a\s+few|some|two|three|2|3)\s+(?:more\s+)?(?:things|tasks|items|bits|jobs)\s+(?:to|for|in|under)\s+(?:the\s+|my\s+)?([^,:;]+?)\s*[,:;-]\s+`), "${1}to the $2: ", lazy(`(?i)\b(?:things|tasks|items|bits|jobs)\s+(?:to|for|in|under)\s+(?:today|tonight|tomorrow|tmrw|this|next|mon|tue|wed|thu|fri|sat|sun|the\s+weekend|later)`)},
	// "also i have a chem lab report due fri …": the thing, to do
	{lazy(`(?i)^(\s*(?:(?:also|and|oh|ok|so)[,\s]+)?)i\s+(?:have|'ve\s+got|’ve\s+got|ve\s+got)\s+(?:a|an|my)\s+([^,]+?\s+(?:due|on|at|by|tomorrow|tmrw|today|tonight|this|next|mon|tue|wed|thu|fri|sat|sun)\b)`), "${1}add $2", lazy(`(?i)\bevery\b|\brepeat|\bweekly\b|\bdaily\b|\bremind\s+me\b|\b(?:add|put|pop|save|stick)\s+(?:it|that|this)\b`)},
	// "remind me that I have an appointment with …": said as "my"
	{lazy(`(?i)\bremind\s+me\s+that\s+i\s+(?:have|'ve\s+got)\s+an?\s+`), "remind me that I have my ", nil},
	// "note that I must telephone the solicitor …": a to-do
	{lazy(`(?i)^(?:.*?\b)?(?:note|remember|make\s+a\s+note|jot\s+down)\s+that\s+i\s+(?:must|need\s+to|have\s+to|should|ought\s+to)\s+`), "remind me to ", nil},
	// "and my calc final is the 16th at 3:30pm": a capture of it
	{lazy(`(?i)^\s*(?:and\s+|also\s+|oh\s+|plus\s+)?(?:my|our)\s+([^,]+?)\s+is\s+(?:on\s+)?(the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+[\p{L}]+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(\s+at\s+[^,]+?)?\s*[.!]?$`), "add $1 on $2$3", nil},
	// "the doctor's appointment has been moved to Friday …; would you
	// kindly change it": that task, moved
	{lazy(`(?i)^\s*(?:actually\s*,?\s*|oh\s+|so\s+)?((?:the|my|our)\s+[^;,.]+?)\s+(?:has\s+been|have\s+been|'s\s+been)\s+(?:moved|changed|pushed|shifted|rescheduled|put\s+back|brought\s+forward)\s+to\s+([^;,.]+?)(?:\s+at\s+the\s+same\s+time)?\s*[;,.]\s*(?:so\s+)?(?:would\s+you\s+(?:kindly\s+|please\s+)?|please\s+|can\s+you\s+|could\s+you\s+)?(?:change|update|move|amend|fix)\s+(?:it|that)\b.*$`), "move $1 to $2", lazy(`(?i)\b(?:say|said|says|told|tells|rang|rung|called|phoned|emailed|texted)\b`)},
	// "remind me on the 17th to A and on the 18th to B": two reminders
	{lazy(`(?i)^(.*?\bremind\s+me\s+)(on\s+(?:the\s+)?[^,]+?)\s+to\s+(.+?)\s+and\s+(on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[^,]*?)\s+to\s+(.+?)\s*[.!]?$`), "${1}$2 to $3, and remind me $4 to $5", nil},
	// "add laundry for tmrw actually no do sunday": the day corrected
	{lazy(`(?i)\b(for|on|by)\s+[^,]+?\s*,?\s*(?:actually\s+no|no\s+wait|wait\s+no|scratch\s+that|actually)\s*,?\s*(?:do\s+|make\s+it\s+|make\s+that\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|today|tonight|next\s+\w+|the\s+\d{1,2}(?:st|nd|rd|th))\b`), "$1 $2", nil},
	// "…, and call mom sometime this week idk": a closing shrug
	{lazy(`(?i)\s+(?:idk|i\s+dunno|dunno|i\s+guess)\s*[.!]*$`), "", nil},
	// "whats coming up in the next fortnight?": due in the next 2 weeks
	{lazy(`(?i)\b(?:coming\s+up|on|happening|due)\s+(?:in|over|during)\s+the\s+(?:next|coming)\s+(?:fortnight|2\s+weeks|two\s+weeks)\b`), "due in the next 2 weeks", nil},
	// "What is due between now and Christmas?": by then
	{lazy(`(?i)\bdue\s+between\s+now\s+and\s+`), "due before ", nil},
	// "all the supplier tasks, bump them to high priority": every one
	{lazy(`(?i)^\s*(?:all|every\s+one\s+of)\s+(?:the\s+|my\s+)?([\p{L}\d' -]+?)\s+(?:tasks|jobs|things|items|stuff)\s*,\s*(?:please\s+|pls\s+)?(?:bump|set|make|put|raise|move)\s+(?:them|them\s+all|all\s+of\s+them)\s+(?:up\s+)?(?:to\s+)?((?:high|low|urgent|medium|top|normal)\s+priority|p[0-4]|urgent)\s*[.!]?$`), "make all the $1 tasks $2", nil},
	// "what's due before the weekend": by Friday
	{lazy(`(?i)\b(before|b4|ahead\s+of)\s+(?:the\s+|this\s+)?(?:weekend|wknd|wkend|w/e)\b`), "$1 saturday", nil},
	// "when is GA now", "when's the dinner now": when it is due
	{lazy(`(?i)^(\s*(?:so\s+|and\s+|ok\s+)?when(?:\s+is|'s|’s|s)\s+(?:the\s+|my\s+|our\s+)?[^,?]{1,40}?)\s+now\s*(\?*)\s*$`), "$1 due$2", nil},
	// "wrap presents 23rd": a day of the month closing a capture, after a
	// plain word (never "mum's 70th", "our 25th", "the 3rd")
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly)\s+)*(?:add|remind\s+me\s+to)\s+.*?\b[\p{L}]{3,})\s+((?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))\s*[.!]?$`), "$1 on the $2", lazy(`(?i)(?:\b(?:the|my|our|his|her|their|your|its|of|for|a|an|to|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|day|next|this|last)|'s|’s|uary|ruary|rch|ril|une|uly|gust|mber|ober)\s+\d{1,2}(?:st|nd|rd|th)\s*[.!]?$`)},
}

// stop50Rewritten applies stop50Rewrites; it runs first of the rewrites.
func stop50Rewritten(text string) string {
	return addItSaid(saidAgainWithDay(doneThenMarkIt(allOfTitles(reasonCut(applyGuarded(text, stop50Rewrites))))))
}

// addIt: "…, pls add it and make it high priority", "… - add that for the
// 18th": a thing said, then asked to be kept (groups: 1 the word after
// "put it", 2 a diary or list named, 3 what follows).
var addIt = lazy(`(?i)\s*(?:[,.;!]|\s[-–—])\s*(?:so\s+|ok\s+)?(?:pls\s+|please\s+|can\s+you\s+|could\s+you\s+)?(?:(?:add|pop|stick|save|log)\s+(?:it|that|this)|put\s+(?:it|that|this)(\s+(?:in|on|down)\b))((?:\s+(?:(?:in|on|into|to)\s+)?(?:the\s+|my\s+)?(?:diary|calendar|list|tasks|to-?do\s+list|planner|system)\b)?)(.*)$`)

// haveLead: words before the thing in a statement ("i have my",
// "there's a"); ownerHas: "mi abuela has her …" (group 1 the owner).
var (
	haveLead   = lazy(`(?i)^\s*(?:(?:hey|hi|hiya|ok|so|also|oh)[!,.\s]+)*(?:(?:i\s+have|i've|ive|we\s+have|we've)\s+(?:got\s+)?(?:my|our|a|an|the)\s+|(?:i\s+got|i've\s+got|ive\s+got|we've\s+got)\s+(?:my\s+|our\s+|a\s+|an\s+|the\s+)?|(?:there's|theres|there\s+is)\s+(?:a\s+|an\s+|the\s+)?)`)
	ownerHas   = lazy(`(?i)^\s*(?:(?:hey|hi|hiya|ok|so|also|oh)[!,.\s]+)*(?:(?:my|mi|our)\s+([\p{L}]+)\s+(?:has|have|'s\s+got)\s+(?:her|his|their|a|an|the)?|([\p{Lu}][\p{L}]+)(?:\s*\([^)]*\))?\s+(?:has|'s\s+got)\s+(?:her|his|their))\s*`)
	ownRemark  = lazy(`(?i)\s*[,;]\s*(?:i|we)\s+(?:have|need|got)\s+to\s+[^,;]*$`)
	makeItSlot = lazy(`(?i)(?:\s*,)?\s*(?:and\s+)?(?:make|set|mark)\s+it\s+`)
)

// addItSaid reads a statement of a thing followed by "add it" as that
// thing's capture, with what follows "add it" ("i have my pharm exam fri
// at 9am, pls add it and make it high priority" → "add pharm exam fri at
// 9am, high priority"); other text is left as it is.
func addItSaid(text string) string {
	m := addIt.FindStringSubmatchIndex(text)
	if m == nil || m[0] == 0 {
		return text
	}
	thing, rest := text[:m[0]], strings.TrimSpace(text[m[6]:m[7]])
	if m[2] >= 0 && m[4] == m[5] && rest != "" && !strings.HasPrefix(asciiLower(rest), "and ") {
		return text // "…, please put it in Parish Office": where it goes, read by its own rule
	}
	if strings.HasPrefix(asciiLower(rest), "as ") {
		return text // "… - please add it as a repeating task": read by its own rule
	}
	lead := haveLead.FindStringIndex(thing)
	if o := ownerHas.FindStringSubmatchIndex(thing); o != nil {
		who := o[2:4]
		if who[0] < 0 {
			who = o[4:6] // "Linda (thats my wife) has her …"
		}
		thing = thing[who[0]:who[1]] + "'s " + thing[o[1]:]
	} else if lead != nil {
		thing = thing[lead[1]:]
	} else if d := firstRune(strings.TrimSpace(text[m[0]:])); d != "-" && !(strings.ContainsAny(d, "–—") && alsoVerb.MatchString(rest)) && !(d == "." && eventWithDay.MatchString(thing)) {
		// a hyphen: "… - add that for the 18th"; an en or em dash only
		// before a second thing ("— add that and also swap …"), the rest
		// read by the trailing-remark rules
		return text // "call the bank, add it": a capture already
	}
	thing = strings.TrimSpace(ownRemark.ReplaceAllString(thing, ""))
	if thing == "" || len(strings.Fields(thing)) > 14 {
		return text
	}
	thing = isBeforeDay.ReplaceAllString(thing, " $1") // "the play is 17 dec at 2pm"
	if a := alsoVerb.FindStringSubmatch(rest); a != nil && !makeItSlot.MatchString(" "+rest) {
		// "— add that and also swap my shift with Grace before then": a
		// second thing to keep
		return "add " + thing + ", and also add " + a[1]
	}
	rest = strings.TrimRight(makeItSlot.ReplaceAllString(rest, ", "), ".! ")
	rest = strings.ReplaceAll(rest, "w/ ", "with ")
	out := "add " + thing
	if rest != "" {
		if !strings.HasPrefix(rest, ",") {
			out += " "
		}
		out += rest
	}
	return out
}

// againWithDay: "…, car tax by end of month" closing a text: groups 1 the
// words said again, 2 the day phrase.
var againWithDay = lazy(`(?i)\s*,\s*((?:[\p{L}\d'’-]+\s+){0,2}[\p{L}\d'’-]+)\s+((?:by|due|before|on|for)\s+[^,]+?)\s*[.!]?$`)

// saidAgainWithDay reads "renew the car tax, car tax by end of month" as
// "renew the car tax by end of month": the words after the comma repeat
// the end of the words before it, then say the day; other text is left
// as it is.
func saidAgainWithDay(text string) string {
	m := againWithDay.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	before, again := asciiLower(strings.TrimSpace(text[:m[0]])), asciiLower(text[m[2]:m[3]])
	if !strings.HasSuffix(before, " "+again) {
		return text
	}
	return strings.TrimSpace(text[:m[0]]) + " " + text[m[4]:m[5]]
}

// markItDone: a closing "mark it done" ("Tick it off please").
var markItDone = lazy(`(?i)(?:^|[.!?]\s+|,\s*(?:so\s+)?)(?:please\s+|pls\s+|so\s+|now\s+)?(?:(?:mark|tick|set)\s+(?:it|that|this)\s+(?:as\s+)?(?:done|complete|completed|finished|off)|tick\s+(?:it|that)\s+off|(?:complete|finish|close)\s+(?:it|that|this))(?:\s+(?:please|pls|now|then))?\s*[.!]*$`)

// iDidThe: "I have picked up the uniform", "we've paid the deposit"
// (group 1 the thing).
var iDidThe = lazy(`(?i)\b(?:i|we)\s*(?:have\s+|'ve\s+|’ve\s+|just\s+|finally\s+|already\s+|now\s+)*(?:picked\s+up|dropped\s+off|sent\s+off|handed\s+in|paid(?:\s+for)?|sent|bought|collected|booked|finished|done|ordered|posted|returned|cleaned|fixed|called|rang|phoned|texted|messaged|visited|emailed|submitted|renewed|signed|filed|completed|cancelled|canceled|got)\s+((?:the|my|our|his|her|their)\s+[^,.;!?]+?)(?:\s+(?:today|this\s+morning|this\s+afternoon|yesterday|now|already|finally|at|in|from|on|with|off|to)\b[^,.;!?]*)?\s*(?:[,.;!?]|$)`)

// doneThenMarkIt reads news of a thing done, then "mark it done", as that
// thing completed ("Morning. I have picked up the uniform, thank God. Mark
// it done" → "mark the uniform done"); "it" is the thing just said, never
// the task in focus. Text that says no one thing is left as it is.
func doneThenMarkIt(text string) string {
	if g := doneAndGlad.FindStringSubmatch(text); g != nil {
		return "mark " + strings.TrimSpace(g[1]) + " done"
	}
	m := markItDone.FindStringIndex(text)
	if m == nil || m[0] == 0 {
		return text
	}
	said := iDidThe.FindAllStringSubmatch(text[:m[0]], -1)
	if l := asciiLower(text[:m[0]]); len(said) == 0 && pastOpener[asciiLower(firstWord(text))] && (strings.Contains(l, " at ") || strings.Contains(l, " from ")) {
		// "got the red envelopes at the market, tick that off": "I"
		// unsaid, the thing before where it came from
		said = iDidThe.FindAllStringSubmatch("I "+text[:m[0]], -1)
	}
	if len(said) == 0 {
		said = itWentWell.FindAllStringSubmatch(text[:m[0]], -1)
		if len(said) == 1 && pronounInside.MatchString(said[0][1]) {
			return text // "I have been to the dentist and it went fine": said another way
		}
	}
	if len(said) != 1 {
		return text
	}
	return "mark " + strings.TrimSpace(said[0][1]) + " done"
}

// pastOpener: a past verb opening a report with "I" unsaid.
var pastOpener = set(`got picked bought collected`)

// itWentWell: "the O'Brien wedding went off great", "Table saw ordered -
// went with the SawStop" (group 1 the thing).
var itWentWell = lazy(`(?:^|[,.;!?]\s*)((?i:the|my|our)\s+[^,.;!?-]*?|[A-Z][^,.;!?-]*?)\s+(?i:went\s+(?:off\s+)?(?:great|well|fine|grand|ok|okay|brilliant|perfect|smoothly)|(?:ordered|booked|delivered|collected)\s*[-–—])`)

// pronounInside: a subject that holds a pronoun or an auxiliary, which
// itWentWell does not read.
var pronounInside = lazy(`(?i)\b(?:i|it|he|she|we|they|has|have|been|and)\b`)

// doneAndGlad: "Murphy edit is finished and sent, delighted with it": a
// thing reported done, then a feeling (group 1 the thing).
var doneAndGlad = lazy(`(?i)^\s*((?:the\s+|my\s+|our\s+)?[^,.;!?]+?)\s+(?:is|are|'s|’s)\s+(?:all\s+|now\s+|finally\s+)?(?:finished|done|sent|complete|completed|delivered|submitted)(?:\s+and\s+(?:sent|delivered|done|posted|submitted|paid))?\s*[,.!]+\s*(?:i'?m\s+|so\s+)?(?:delighted|happy|thrilled|pleased|great|brilliant|phew|yay|finally|thank\s+god|relieved|chuffed|buzzing)\b[^.]*[.!]*$`)

// allTitled: "complete all my pharmacy shifts for this week, they are
// done", "mark all the band rehearsals done": groups 1 the things, 2 a
// span of days, if any.
var allTitled = lazy(`(?i)^\s*(?:(?:please|pls|kindly)\s+)?(?:mark|complete|tick\s+off|finish)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?([\p{L}][\p{L}'’ -]*?)(?:\s+(?:for\s+|due\s+)?(this\s+week|next\s+week|today|tomorrow|this\s+weekend))?(?:\s+(?:as\s+)?(?:done|complete|completed|finished|off))?\s*(?:[,;.]\s*(?:they|these|those)\s*(?:are|were|'re|’re)\s+(?:all\s+)?(?:done|finished|complete|completed|over)\s*)?[.!]*$`)

// notTitles: words for every task ("tasks", "of them") that are no
// titles' words.
var notTitles = lazy(`(?i)\b(?:tasks?|to-?dos?|items?|things?|jobs?|stuff|them|these|those|it|everything|ones?)$|^(?:tasks?|items?)\b`)

// doneWord: "all done", "all of them": no titles' words.
var doneWord = lazy(`(?i)^\s*(?:done|complete|completed|finished|off|over|of\s+them|as\s+done)\s*$`)

// allOfTitles reads a change of every task whose title says the words
// after "all" as one over those tasks ("complete all my pharmacy shifts
// for this week" → "complete all the pharmacy shifts tasks due this
// week"): the tools select them by their titles' words and name each in
// the approval.
func allOfTitles(text string) string {
	m := allTitled.FindStringSubmatch(text)
	if m == nil || notTitles.MatchString(strings.TrimSpace(m[1])) || doneWord.MatchString(m[1]) || len(strings.Fields(m[1])) > 3 {
		return text
	}
	out := "complete all the " + strings.TrimSpace(m[1]) + " tasks"
	if m[2] != "" {
		out += " due " + m[2]
	}
	return out
}

// changesItems: a request that changes items ("move …", "push …").
var changesItems = lazy(`(?i)^\s*(?:(?:please|pls|kindly|can\s+you|could\s+you|ok|okay|so)[\s,]+)*(?:move|push|reschedule|shift|bump|change|mark|complete|tick|delete|remove|rename|put\s+off|postpone|prepone|bring\s+forward)\b`)

// whyTail: a closing clause that says why ("…, the holidays will slow
// me down", "…, im behind", "… as I'm away").
var whyTail = lazy(`(?i)(?:\s*[,;–—]\s*(?:because|cos|cuz|coz|since|as\s+(?:i|we|it|they|he|she|the|my|our)|the\s+\w+\s+(?:will|is|are|has|have|was|were)|i'm|im|i\s+am|i've|ive|i\s+have|we're|we\s+are|they're|they\s+are|it's|its|it\s+is|that's|thats)|\s+(?:because|cos|cuz|coz|since))\s[^,;]*[.!]*$`)

// reasonCut is text without a closing reason when text changes items and
// the reason names no day ("move the essay to friday and the quiz to
// monday, im behind"); any other text is left as it is.
func reasonCut(text string) string {
	if !changesItems.MatchString(text) {
		return text
	}
	m := whyTail.FindStringIndex(text)
	if m == nil || m[0] == 0 {
		return text
	}
	if dc := cutDates(text[m[0]:]); dc.due != "" || dc.repeats != "" {
		return text // "…, as it's due friday": a day said
	}
	return strings.TrimSpace(text[:m[0]])
}

// stop50Scope: requests Pace does not do, from the stop's trios.
var stop50Scope = []scopeRule{
	// "please write a whatsapp message to the choir reminding them about
	// saturday": a message whose words Pace is asked to compose
	// "what's the score of the Spurs game": results Pace cannot look up
	{re(`\b(?:score|scores|result|results)\s+(?:of|from|in|for)\s+(?:the\s+|last\s+night'?s\s+)?[^?]*\b(?:game|match|fixture|race|fight)\b|^(?:who|which\s+team)\s+won\s+(?:the\s+)?[^?]*\b(?:game|match|race|final|cup|league)\b`),
		lookupReply, false, nil, nil},
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+|pls\s+|kindly\s+|help\s+me\s+(?:to\s+)?)*(?:write|draft|compose|send|prepare)\s+(?:an?\s+|the\s+|my\s+)?(?:whatsapp|text|sms|email|e-mail|group|short|quick|polite|nice|reminder)?\s*(?:message|msg|text|email|e-mail|note|letter|post|announcement|reply)\b.*\b(?:saying|reminding|telling|asking|inviting|thanking|to\s+say|that\s+says|letting\s+(?:them|him|her|everyone|everybody)\s+know)\b`),
		"I can't write or send messages for you. I can remind you to send it — “remind me to message the group on Saturday”.", false, set(`write draft compose send prepare can could would will please pls kindly help`), nil},
}

func init() { outOfScope = append(outOfScope, stop50Scope...) }

// taskWordSaid: a reference that says it is a task ("the GA task").
var taskWordSaid = lazy(`(?i)\b(?:task|to-?do|reminder)\b`)

// oneThingAnd: "X and Y" that names one thing ("cash and carry"), never
// two labels.
var oneThingAnd = lazy(`(?i)\b(?:cash\s+and\s+carry|bed\s+and\s+breakfast|fish\s+and\s+chips|rock\s+and\s+roll|salt\s+and\s+pepper|arts\s+and\s+crafts|health\s+and\s+safety|research\s+and\s+development|odds\s+and\s+ends|bits\s+and\s+bobs|food\s+and\s+drink|wear\s+and\s+tear|pick\s+and\s+mix|hide\s+and\s+seek|song\s+and\s+dance|trial\s+and\s+error)\s*[.!]?$`)

// colonHead: a one-line list's head and its items ("plan for the wk: okr
// draft wed, GA scope doc fri"): group 1 the head, 2 the items. The colon is
// followed by a space, so a clock ("10:30") or "1:1" is never a head.
var colonHead = lazy(`^\s*([^:\n]{2,90}?):\s+(\S[^\n]*)$`)

// notAListHead: heads that open something other than new items — a change,
// a question, a note ("note: the gate code is 1234").
var notAListHead = lazy(`(?i)^\s*(?:(?:please|pls|kindly|ok|okay|so|and|also|hi|hey)[\s,]+)*(?:move|mark|complete|finish|delete|remove|rename|change|reschedule|push|bump|set|tag|untag|label|undo|show|what|whats|what's|which|when|where|how|who|why|is|are|do|does|did|can|could|would|will|note|notes|remember|search|find|tick|done|cancel|drop|clear|archive|restore|reopen|update|re|fyi|question|answer|reply|email|text|message|dear)\b`)

// noteListHead: a head that files a note ("call notes 4/2", "minutes from
// the meeting").
var noteListHead = lazy(`(?i)\b(?:notes?|minutes|memo|journal|diary|log\s+of|recap|summary)\b`)

// newProjectHead: a head that makes a project (group 1 its name): "new
// project Christmas", "create a project called \"Planning\"".
var newProjectHead = lazy(`(?i)^\s*(?:(?:please|pls|kindly|ok|okay)[\s,]+)*(?:(?:create|make|start|add|set\s+up|open)\s+(?:a\s+|the\s+)?(?:new\s+)?project|new\s+project)\s+(?:called\s+|named\s+)?(.+?)\s*$`)

// underHead: where a head files its items ("under atlas launch", "in the
// kitchen project"; group 1).
var underHead = lazy(`(?i)\b(?:under|in|into|to)\s+(?:the\s+|my\s+|our\s+)?([^,:@]+?)(?:\s+project)?\s*$`)

// allUnder: a closing sentence filing every item ("… all under a project
// called hiring"; group 1 the project).
var allUnder = lazy(`(?i)[.;,]?\s+(?:and\s+)?(?:put\s+|file\s+)?(?:them\s+|these\s+|those\s+)?all\s+(?:of\s+them\s+)?(?:under|in|into|to|for)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:project\s+(?:(?:called|named)\s+)?)?["“]?([^".,;”@]+?)["”]?(?:\s+project)?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+)(?:(?:tag|label)\s+(?:them\s+|all\s+|it\s+)?(?:as\s+|with\s+)?@?|@)([\p{L}\d_-]+))?\s*[.!]?\s*$`)

// listParts: the separators of a one-line list's items.
var listParts = lazy(`\s*[,;]\s*(?:and\s+)?`)

// slotOnly: a list part that only adds a slot to the item before it ("…,
// high priority", "…, @errands").
var slotOnly = lazy(`(?i)^(?:(?:high|low|top|medium|normal|urgent)\s+pri(?:ority)?|(?:hi|med|lo)-?pri|p[0-4]|urgent|@[\p{L}\d_-]+)$`)

// headObjectLead: the words before the thing a head names ("Please put
// my …").
var headObjectLead = lazy(`(?i)^\s*(?:(?:please|pls|kindly|can\s+you|could\s+you)\s+)*(?:(?:add|put|schedule|book|log|enter|note|put\s+down|pencil\s+in)\s+)?(?:in\s+)?(?:my|the|our|these|some)?\s*`)

// colonItems cuts the items of a one-line list: at commas and semicolons,
// and at a last "and" whose both sides are dated or open with a to-do verb; a part that is a date
// alone or a slot alone joins the item before it (all parts dates alone
// stay apart: allDates).
func colonItems(s string) (items []string, allDates bool) {
	parts := listParts.Split(strings.TrimRight(strings.TrimSpace(s), ".!"), -1)
	if last := parts[len(parts)-1]; strings.Contains(asciiLower(last), " and ") {
		i := strings.LastIndex(asciiLower(last), " and ")
		a, b := last[:i], last[i+5:]
		if cutDates(a).due != "" && cutDates(b).due != "" || taskVerbs[asciiLower(firstWord(a))] && taskVerbs[asciiLower(firstWord(b))] {
			parts = append(parts[:len(parts)-1], a, b)
		}
	}
	allDates = true
	for _, p := range parts {
		if _, isDate := datePhrase(p); !isDate {
			allDates = false
		}
	}
	if allDates {
		return parts, true
	}
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		_, isDate := datePhrase(p)
		if len(items) > 0 && (isDate || slotOnly.MatchString(p)) {
			items[len(items)-1] += ", " + p
			continue
		}
		items = append(items, p)
	}
	return items, false
}

// colonList reads one line that names its items after a head and a colon
// as that many new items: milestones when the head says so ("add the
// builders milestones to the kitchen: foundations signed off by 18 dec,
// steel beam in 8th jan"), tasks in a project the head makes ("new project
// Christmas: order turkey by 18th, wrap presents 23rd"), or tasks that take
// the head's project and day ("add for today under atlas launch: A, B, C";
// a topic head, "hiring loop for sr pm role:", is context only). A list of
// days alone takes its title from the head ("Please put my pharmacy shifts:
// Wednesday 8am to 6pm, Thursday 8am to 6pm"). head is the words before the
// colon; ok is false unless every item reads as one new item, and there are
// two or more.
func colonList(text string) (list plan.Plan, head string, ok bool) {
	m := colonHead.FindStringSubmatch(text)
	if m == nil || notAListHead.MatchString(m[1]) || noteListHead.MatchString(m[1]) || strings.Contains(m[1], "?") || len(strings.Fields(m[1])) > 12 {
		return plan.Plan{}, "", false
	}
	head, rest := strings.TrimSpace(m[1]), m[2]
	if f := asciiLower(firstWord(politeLead.ReplaceAllString(head, ""))); !addHead.MatchString(head+":") && !newProjectHead.MatchString(head) && (taskVerbs[f] || deviceVerbs[f] || verbHead[f]) && !dayHead(head) {
		return plan.Plan{}, "", false // "translate our menu into Vietnamese for the blackboard: a, b": a request of its own
	}
	if oneItemHead.MatchString(head) || underMilestoneHead.MatchString(head) {
		return plan.Plan{}, "", false // "add a task for the council: …", "the visa form task: …"
	}
	var all, allTag, allDueSaid string
	if a := allUnder.FindStringSubmatchIndex(rest); a != nil && a[0] > 0 {
		if a[4] >= 0 {
			allTag = rest[a[4]:a[5]] // "… and tag as shopping"
		}
		all, rest = strings.TrimSpace(rest[a[2]:a[3]]), rest[:a[0]]
	} else if a := allTagged.FindStringSubmatchIndex(rest); a != nil && a[0] > 0 {
		allTag, rest = rest[a[2]:a[3]], rest[:a[0]] // "…. Put them with the label condo please."
	} else if a := closingDue.FindStringSubmatchIndex(rest); a != nil && a[0] > 0 {
		allDueSaid, rest = rest[a[2]:a[3]], rest[:a[0]] // "…. add as separate tasks due Jan 10"
	}
	if moreSentences.MatchString(rest) {
		return plan.Plan{}, "", false // "…: A. High priority, and …": more than a list
	}
	items, allDates := colonItems(rest)
	if len(items) < 2 {
		return plan.Plan{}, "", false
	}
	for _, it := range items {
		if itemIsChange.MatchString(it) {
			return plan.Plan{}, "", false // "…: due 3 February, and tag it travel": changes
		}
	}
	if strings.Contains(asciiLower(head), "milestone") {
		list, ok = milestoneList(head, items)
		return list, head, ok
	}
	var steps []plan.Step
	project, due := all, ""
	if pm := newProjectHead.FindStringSubmatch(head); pm != nil {
		name := strings.Trim(strings.TrimSpace(pm[1]), `"“”'`)
		if name == "" || project != "" {
			return plan.Plan{}, "", false
		}
		project = name
		steps = append(steps, plan.Step{Tool: "createProject", Args: map[string]any{"name": name}})
	} else {
		h := strings.Join(strings.Fields(headCount.ReplaceAllString(head, " ")), " ")
		if dc := cutDates(h); dc.due != "" && dc.repeats == "" && !vagueWeek.MatchString(dc.due) {
			due, h = dc.due, strings.TrimSpace(dc.rest)
		} else if dc.due != "" {
			h = strings.TrimSpace(dc.rest) // "plan for the wk:": each item has its day
		}
		h = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(h), " for"))
		if u := underHead.FindStringSubmatch(h); u != nil && project == "" && (addHead.MatchString(h+":") || strings.Contains(asciiLower(h), "under ")) {
			if p := strings.TrimSpace(u[1]); p != "" && !notAHeadProject.MatchString(p) && !endsInList.MatchString(p) {
				project = p
			}
		}
		if allDates {
			list, ok = datedTitles(head, items, project)
			return list, head, ok
		}
	}
	dated := 0
	for _, it := range items {
		if asciiLower(firstWord(it)) != "add" {
			it = "add " + it
		}
		p := Parse(moreRewritten(it))
		st, ok := p.Step()
		if !ok || !p.Understood || p.Tool != "createTask" || p.Rule == "fallback" {
			return plan.Plan{}, "", false
		}
		if st.Args["due"] != nil {
			dated++
		}
		if project != "" && st.Args["project"] == nil && st.Args["fileUnder"] == nil {
			st.Args["project"] = project
		}
		if due != "" && st.Args["due"] == nil {
			st.Args["due"] = due
		}
		if allDueSaid != "" && st.Args["due"] == nil {
			st.Args["due"] = allDueSaid
		}
		if allTag != "" {
			tags, _ := st.Args["tags"].([]string)
			st.Args["tags"] = append(tags, allTag)
		}
		steps = append(steps, st)
	}
	if len(steps) > 0 && steps[0].Tool == "createProject" && 2*dated < len(items) {
		// "create a project Garden: herbs, veg beds and a pond" describes
		// it; the planner reads that
		return plan.Plan{}, "", false
	}
	return plan.Plan{Steps: steps, Understood: true}, head, true
}

// itemIsChange: a list part that changes the item before it ("due 3
// February", "tag it travel").
var itemIsChange = lazy(`(?i)^\s*(?:due\b|(?:move|mark|tag|untag|label|set|make|push|bump|change|rename|put)\s+(?:it|them|that|this)\b)`)

// headCount: words in a head that count or point at the items ("the
// following tasks", "these", "3 tasks").
var headCount = lazy(`(?i)\s*\b(?:(?:the\s+)?following(?:\s+(?:tasks?|items?|things?|to-?dos?|jobs))?|(?:these|those|some|my|\d+|two|three|four|five|six)\s+(?:tasks|items|things|to-?dos|jobs)|these|those)\b`)

// verbHead: verbs that open a request of their own before a colon.
var verbHead = set(`translate write draft compose summarise summarize explain tell convert calculate spell proofread rewrite describe list show`)

// oneItemHead: a head that says one item ("add a task for …", "the visa
// form task").
var oneItemHead = lazy(`(?i)\b(?:a|an|one|this|that)\s+(?:new\s+)?(?:task|to-?do|reminder|item|thing|milestone)\b|\b(?:task|one|item)\s*$`)

// moreSentences: a sentence after the items ("…. High priority").
var moreSentences = lazy(`[.!?]\s+\S|:\s`)

// endsInList: a list, not a project ("the party list", "my to do list").
var endsInList = lazy(`(?i)\blist$`)

// vagueWeek: a head's span that is no one day ("for the wk").
var vagueWeek = lazy(`(?i)\b(?:wk|week|month|year)\b`)

// milestoneList is every item a milestone of the project the head names
// ("… milestones to the kitchen:", "… to the X project:"); ok is false
// when the head names none or an item has no title.
func milestoneList(head string, items []string) (plan.Plan, bool) {
	u := headProject.FindStringSubmatch(head + ":")
	if u == nil {
		return plan.Plan{}, false
	}
	project := strings.TrimSpace(u[1])
	if project == "" || notAHeadProject.MatchString(project) {
		return plan.Plan{}, false
	}
	var steps []plan.Step
	for _, it := range items {
		dc := cutDates(it)
		title := strings.Trim(strings.TrimSpace(dueWordEnd.ReplaceAllString(dc.rest, "")), " ,.;")
		if title == "" || dc.repeats != "" {
			return plan.Plan{}, false
		}
		args := map[string]any{"project": project, "title": title}
		if dc.due != "" {
			args["due"] = dc.due
		}
		steps = append(steps, plan.Step{Tool: "addMilestone", Args: args})
	}
	return plan.Plan{Steps: steps, Understood: true}, true
}

// milestoneIs: a milestone said as a sentence ("the actual move day
// is"; group 1 its name).
var milestoneIs = lazy(`(?i)^(?:and\s+)?(?:the\s+)?(?:actual\s+|real\s+|big\s+)?(.+?)\s+(?:is|will\s+be|'s|’s|happens)$`)

// dueWordEnd: a word left at a title's end once its date is cut ("…
// by", "… due").
var dueWordEnd = lazy(`(?i)\s+(?:by|due|before|until|till)\s*$`)

// datedTitles is one task a day for a list of days alone, titled by the
// thing the head names ("my pharmacy shifts" → "pharmacy shift").
func datedTitles(head string, items []string, project string) (plan.Plan, bool) {
	obj := strings.TrimSpace(headObjectLead.ReplaceAllString(head, ""))
	if obj == "" || len(strings.Fields(obj)) > 4 {
		return plan.Plan{}, false
	}
	if l := asciiLower(obj); strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") && len(l) > 3 {
		obj = obj[:len(obj)-1]
	}
	var steps []plan.Step
	for _, it := range items {
		d, _ := datePhrase(it)
		args := map[string]any{"title": obj, "due": d}
		if project != "" {
			args["project"] = project
		}
		steps = append(steps, plan.Step{Tool: "createTask", Args: args})
	}
	return plan.Plan{Steps: steps, Understood: true}, true
}

// listBetter reports whether list, colonList's reading of text under
// head, should replace p, the planner's: only where the planner's reading is visibly
// short of it — it asks or gives up, keeps the head in an item's title or
// reference (a colon),
// makes tasks of milestones, puts a new project's items in its
// description, or drops the project or day the head gives every item.
// Otherwise the planner's reading stands ("add to my list: milk, eggs and
// bread" is its to read).
func listBetter(p, list plan.Plan, head string) bool {
	if p.Clarify != nil || !p.Understood || len(p.Steps) == 0 {
		return true
	}
	for _, st := range p.Steps {
		for _, k := range []string{"title", "task"} {
			if t, _ := st.Args[k].(string); strings.Contains(t, ": ") {
				return true // the head read into an item, or a change of it
			}
		}
		if n, _ := st.Args["notes"].(string); st.Tool == "createProject" && strings.Contains(n, ",") && len(list.Steps) > 1 && list.Steps[0].Tool == "createProject" {
			return true
		}
	}
	if list.Steps[0].Tool == "addMilestone" && !anyTool(p.Steps, "addMilestone") {
		return true
	}
	if len(p.Steps) != len(list.Steps) {
		return headInTitle(p, head) || pronounTitle(p)
	}
	for i, st := range p.Steps {
		if list.Steps[i].Args["due"] != nil && st.Args["due"] == nil {
			return true
		}
		if headWordsIn(st, list.Steps[i], head) {
			return true // "plan clean oven sat": the head's verb read into an item
		}
		pr, _ := list.Steps[i].Args["project"].(string)
		if fu, _ := st.Args["fileUnder"].(string); pr != "" && st.Args["project"] == nil && !strings.Contains(asciiLower(pr), asciiLower(strings.TrimSpace(fu))) {
			return true
		}
	}
	return false
}

// headInTitle reports whether a title of p holds the last two words of a
// list's head ("my physio sessions Wednesday …"): the head was read into
// an item.
func headInTitle(p plan.Plan, head string) bool {
	w := strings.Fields(asciiLower(head))
	if len(w) < 2 {
		return false
	}
	tail := w[len(w)-2] + " " + w[len(w)-1]
	for _, st := range p.Steps {
		if t, _ := st.Args["title"].(string); strings.Contains(asciiLower(t), tail) {
			return true
		}
	}
	return false
}

// anyTool reports whether a step of steps calls tool.
func anyTool(steps []plan.Step, tool string) bool {
	for _, st := range steps {
		if st.Tool == tool {
			return true
		}
	}
	return false
}

// nameQuotesTrimmed takes a quote left alone at either end off a new
// project's name (`Immunization Certification"` from `called "…" for
// …`); a name with its quotes paired is left as it is.
func nameQuotesTrimmed(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		if n, ok := st.Args["name"].(string); ok && st.Tool == "createProject" {
			if strings.Count(n, `"`)%2 == 1 || strings.Count(n, "“")+strings.Count(n, "”") == 1 {
				st.Args["name"] = strings.TrimSpace(strings.Trim(n, `"“”`))
			}
		}
	}
	return p
}

// milestoneTitlesClean names a milestone said as a sentence by its thing
// ("the actual move day is jan 30th" → "move day").
func milestoneTitlesClean(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		if t, ok := st.Args["title"].(string); ok && st.Tool == "addMilestone" {
			if m := milestoneIs.FindStringSubmatch(t); m != nil {
				t = m[1]
				st.Args["title"] = t
			}
			if l := listLead.FindStringIndex(t); l != nil && l[1] < len(t) {
				st.Args["title"] = t[l[1]:] // "… and then the big market day": the item
			}
		}
	}
	return p
}
