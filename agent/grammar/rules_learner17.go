package grammar

import (
	"regexp"
	"strings"

	"pace/plan"
)

// Stop 48: the families of trials 422 on and of the leftovers of stop 47,
// in our own words (tests in stop48_test.go).

// stop48Rewrites: frames read as the rules read them.
var stop48Rewrites = []guardedRewrite{
	// "…, which means you can check off X", "… which means I want to push
	// X out a week": the request after the reasoning
	{lazy(`(?i)^.*?[\s,;]which\s+means\s+(?:that\s+)?(?:(?:you\s+(?:can|could|should)|i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to|i'?d\s+like\s+(?:you\s+)?to|can\s+you|could\s+you|please)\s+)+(.+)$`), "$1", nil},
	// "Everything in the P project mark done", "all work tasks push to
	// monday", "everything due on the 18th tag as X": the set said first
	{lazy(`(?i)^(\s*)((?:everything|all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:[\p{L}\d'’-]+\s+){0,3}?(?:tasks|jobs|things|items|to-?dos))(?:\s+(?:in|on|for|under)\s+(?:the\s+|my\s+)?[^,]+?(?:\s+project)?)?)(?:\s+(?:that\s+(?:is|are)\s+|that'?s\s+|that’s\s+|which\s+(?:is|are)\s+)?(due\s+(?:on\s+|by\s+|before\s+)?[^,]+?))?\s+(push|move|shift|bump|postpone|tag|label|mark|tick|complete|delete|remove|clear|set)\s+(.+)$`), "$1$4 $2 $3 $5", lazy(`(?i)^\s*(?:everything|all)\b[^,]*\b(?:is|are|was|were|has|have|got|i|we|can|could|needs?|should|must|will|->)\s|^\s*(?:everything|all)\b[^,]*\bdue\b[^,]*\s(?:push|move|shift|bump|postpone)\s|^\s*(?:everything|all)\b[^,]*\s(?:put|add|give|make|stick)\s`)},
	// "tag everything due X as L": said with "as"
	{lazy(`(?i)^(\s*tag\s+(?:everything|all\b[^,]*?)\s+due\s+[^,]+?)\s+as\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "$1 with $2", nil},
	// "Add a few for the club: …", "A few more for the P: …": a list for
	// a project or place said first
	{lazy(`(?i)^\s*(?:(?:please\s+)?add\s+)?(?:a\s+few|some|a\s+couple|two|three|four)\s+(?:more\s+)?(?:(?:things|tasks|jobs|bits|items|to-?dos)\s+)?(?:for|to|in)\s+(?:the\s+|my\s+)?([^:,]+?)\s*:\s*`), "For the $1, please add: ", lazy(`(?i)^[^:]*\b(?:for|to|in)\s+(?:the\s+|my\s+)?(?:me|us|you|today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun|next|this|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[^:]*:`)},
	// "under Visa Renewal add milestones - a by D, b by D": the project
	// said first
	{lazy(`(?i)^\s*(?:under|in|for)\s+(?:the\s+|my\s+)?([^,:]+?)(?:\s+project)?\s*,?\s+(?:(?:please|pls|would\s+you|could\s+you|can\s+you|will\s+you)\s+)*add\s+(?:(?:the|these|some|a\s+few|two|three|four)\s+)?(milestones?)\s*(?:[:–—-]|,)\s*`), "For the $1 project please add $2: ", nil},
	// "what milestones have I coming up?", "how many things have I
	// overdue?": "have I" for "do I have"
	{lazy(`(?i)^(\s*(?:what|which|how\s+many)(?:\s+[\p{L}]+){1,2}?)\s+have\s+(?:i|we)\s+(coming\s+up|overdue|due|open|outstanding|still\s+open|on|this|next|today|tomorrow)\b`), "$1 do I have $2", nil},
	// "make it only weekdays", "make it weekdays only": how it repeats
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh|and|no)[,\s]+)*)(?:make|set|change)\s+(it|that|this)\s+(?:to\s+)?(?:only\s+)?(?:on\s+)?(?:weekdays|week\s+days)(?:\s+only)?(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}make $2 repeat every weekday", nil},
	// "stop the saturday cricket repeat", "the X should stop repeating"
	{lazy(`(?i)^(\s*(?:please\s+)?)stop\s+(?:the|my)\s+([^,]+?)\s+(?:repeat|repeating|recurring|recurrence)\s*(?:[,.;!-]\s*(?:the|it|its|it's|they|we|i|as|because|cos|since|(?:\p{L}+\s+){1,2}(?:is|are|was|has|got))\b[^.!?]*)?[.!]*$`), "${1}stop repeating $2", nil},
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:should|can|must|needs\s+to|has\s+to)\s+stop\s+(?:repeating|recurring)\b`), "${1}stop repeating $2", lazy(`(?i)^\s*(?:it|that|this|i|we|you|he|she|they)\s`)},
	// "what tasks tagged gear are still open?": the tasks so labelled
	{lazy(`(?i)^\s*(?:what|which)\s+(?:tasks|things|jobs|ones)\s+(?:are\s+)?(?:tagged|labell?ed)\s+@?([\p{L}\d_-]+)\s+(?:are\s+)?(?:still\s+)?(?:open|left|outstanding|not\s+done|to\s+do|pending)\s*\??\s*$`), "what tasks are tagged $1?", nil},
	// "what did I finish so far in the P project?": done in it
	{lazy(`(?i)^\s*(?:what|which)(?:\s+(?:tasks|things|jobs))?\s+(?:did|have)\s+(?:i|we)\s+(?:already\s+)?(?:finish(?:ed)?|complete(?:d)?|get\s+done|got\s+done|tick(?:ed)?\s+off|check(?:ed)?\s+off|do|done)(?:\s+so\s+far|\s+already|\s+yet)?\s+(?:in|for|on|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+so\s+far)?\s*\??\s*$`), "what have I completed in the $1 project?", lazy(`(?i)\b(?:this|last|past|previous)\s+(?:week|month|year|fortnight)\b|\b(?:today|yesterday|since)\b`)},
	// "what are my milestones for the P and when are they due?"
	{lazy(`(?i)^\s*(?:what|which)\s+(?:are|r)\s+(?:my|the)\s+milestones\s+(?:for|in|of|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s*,?\s*and\s+when\s+(?:are|r)\s+(?:they|those|these)\s+(?:due|happening|set\s+for)|\s*,?\s*(?:and|with)\s+(?:their|the)\s+(?:dates|due\s+dates|deadlines))?(?:\s+again)?\s*\??\s*$`), "show the milestones of the $1 project", nil},
	// "Put a milestone in it "Roof on" for the 18th": the project in focus
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|stick|pop|set)\s+(?:a\s+|another\s+)?milestone\s+(?:in|on|to|into|under)\s+(it|that|this|that\s+one|this\s+one)\s+("[^"]+"|“[^”]+”)`), "${1}add a milestone $3 to $2", nil},
	// "And a project for Christmas Exams with a milestone X on D"
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+|plus\s+)*(?:a|another|one\s+more)\s+(?:new\s+)?project\s+(?:for|called|named)\s+(.+?)\s+with\s+(a\s+|the\s+)?(milestones?)\b`), "${1}create a project $2 with $3$4", nil},
	// "Add X, Friday, for the P project": the day said between commas
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put\s+down|remind\s+me\s+to)\s+[^,]+?)\s*,\s*((?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|today|tonight|next\s+(?:mon|tue|wed|thu|fri|sat|sun|week)\w*)\s*,\s*((?:for|in|under|to)\s+(?:the\s+|my\s+)?[^,]+?\s+project\b.*)$`), "$1, due $2, $3", nil},
	// "Can you tag the heartworm one with biscuit so I can find all his
	// stuff": the purpose after a change is no part of it
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:tag|label|mark|move|push|rename|change|set|make|untag)\b.+?)\s+so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|will|won'?t|don'?t|dont|wont|remember|know)\b[^,.;!?]*[.!]*$`), "$1", nil},
	// "So …, but can you also save this as a note: …": the note asked for
	{lazy(`(?i)^.*?\b(?:can|could|would|will)\s+you\s+(?:also\s+|please\s+)*(?:save|keep|store|write|put|add|make)\s+(?:this|that|the\s+following)\s+(?:down\s+)?(?:as|in(?:to)?)\s+(?:a\s+|my\s+)?notes?\s*:\s*`), "save this as a note: ", nil},
	// "mark A, B and C all done": "all" says each
	{lazy(`(?i)^(\s*(?:(?:you\s+can|please|can\s+you)\s+)?(?:mark|tick|check)\s+.+?)\s+(?:all|both)\s+(?:as\s+)?(done|complete|completed|finished|off)\s*[.!]*$`), "$1 $2", lazy(`(?i)\b(?:mark|tick|check)\s+(?:them|those|these|it|they|the\s+lot)\s+(?:all|both)\b`)},
	// "…, tag it garden, nothing urgent": no hurry, a low priority
	{lazy(`(?i)[,;]\s*(?:it'?s\s+|its\s+)?(?:nothing|not(?:\s+(?:too|very|that|at\s+all))?)\s+urgent\b`), ", low priority", nil},
	// "Oh, and the flowers on Sunday should be tagged church too please"
	{lazy(`(?i)^(\s*(?:(?:oh|and|also|ok|okay|actually)[,\s]+)*)((?:the|my)\s+.+?)\s+(?:should|must|needs\s+to|can|could)\s+be\s+(?:tagged|labell?ed)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)(?:\s+(?:too|as\s+well|also))?(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}tag $2 with $3", nil},
	// "In the P project please add a task to book X …": the task in it
	{lazy(`(?i)^(\s*)(?:in|for|under)\s+(?:the\s+|my\s+)?([^,]+?)\s+project\s*,?\s+(?:(?:please|pls|could\s+you|can\s+you|would\s+you|kindly)\s+)*(?:add|put\s+in|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do|job)\s+to\s+`), "${1}add to the $2 project: ", nil},
	// "Under the X milestone could you put a task to Y?": the task, under it
	{lazy(`(?i)^(\s*)(?:under|in|for)\s+(?:the\s+)?([^,]+?)\s+milestone\s*,?\s+(?:(?:please|pls|could\s+you|can\s+you|would\s+you|kindly)\s+)*(?:add|put(?:\s+in)?|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do|job)\s+(?:to\s+)?(.+?)\s*[?.!]*$`), "${1}add $3 under the $2 milestone", nil},
	// "Show me everything that is tagged callum"
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?)(?:everything|all(?:\s+the)?(?:\s+(?:tasks|things|jobs))?)\s+(?:that\s+(?:is|are|'s)\s+|which\s+(?:is|are)\s+)(tagged|labell?ed)\s+`), "${1}tasks $2 ", nil},
	// "Actually give it a date, the 2nd of January, the sale is then"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh|and|so)[,\s]+)*)(?:please\s+)?(?:give|set|put)\s+(it|that|this)\s+a\s+(?:date|due\s+date|deadline|day)\s*(?:,|:|of|for|on)?\s*([^,.;!?]+?)\s*(?:[,.;!].*)?$`), "${1}move $2 to $3", nil},
	// "What is on for next week, so I can write it on the calendar?": the
	// question alone
	{lazy(`(?i)^(\s*(?:what|which|how|when|show|list|tell)\b[^,?]*?)\s*,?\s+so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|will|know)\b[^?]*(\?*)\s*$`), "$1$2", nil},
	// "I have been to the hospital and all was fine. Please mark it done."
	{lazy(`(?i)^\s*(?:i|we)\s*(?:'ve|’ve|\s+have|\s+had)?\s+(?:been|gone|went)\s+to\s+((?:the|my|our)\s+[\p{L}'’ -]+?)(?:\s+(?:and|today|this\s+morning|yesterday|earlier)\b[^.!?]*)?[.!,]\s*(?:[^.!?]*[.!]\s*)?(?:please\s+|so\s+)?(?:mark|tick|check)\s+(?:it|that)(?:\s+off)?(?:\s+as)?\s*(?:done|complete|completed|off)?\s*[.!]*$`), "mark $1 done", nil},
	// "get a quote from X too, kitchen project, by next fri": "too",
	// "instead" said of the request, no part of the title
	{lazy(`(?i)^(\s*(?:add\s+|please\s+add\s+)?[^,]+?)\s+(?:too|as\s+well|instead)\s*,\s*`), "$1, ", lazy(`(?i)^\s*(?:move|push|change|make|set|mark|tick|tag|rename|reschedule|delete|remove|and|also|oh|the|my|i|we|it|everything|all)\b`)},
	// "…, kids tag on both": the label on each of them
	{lazy(`(?i)\s*,\s*@?([\p{L}\d_-]+)\s+(?:tag|label)\s+(?:on|for)\s+(?:both|all|each|them\s+all|all\s+of\s+them|both\s+of\s+them)\s*[.!]*$`), " - tag them all $1", nil},
	// "mark the plumber one done hes booked for the 15th": news after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check)\s+.+?\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s+(?:(?:he|she|they|it|we|i)(?:'s|’s|'re|’re|'m|\s+is|\s+are|\s+was|\s+were|\s+has|\s+have|\s+had|\s+did)|hes|shes|theyre|its|im)\b.*$`), "$1", nil},
	// "the X is due dec 15 btw": a closing "btw" is no part of it
	{lazy(`(?i)\s*,?\s+(?:btw|fyi|fwiw|iirc)\s*[.!]*$`), "", lazy(`(?i)^\s*(?:btw|fyi)\s*$`)},
	// "garage code is 4471 and the key is with Linda, pls remember that":
	// facts to keep, a note
	{lazy(`(?i)^\s*([^,]*?\b(?:is|are|has|have|was|were)\b.+?)\s*[,.;-]+\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:remember|note|save|keep|jot\s+down)\s+(?:that|this)(?:\s+(?:for\s+me|down|please|pls))?\s*[.!]*$`), "note: $1", nil},
	// "i didnt actually do the X, <news>. put it back": not done after all
	{lazy(`(?i)^\s*(?:(?:oops|sorry|oh|ugh|wait)[,!\s]+)*(?:i|we)\s+(?:didnt|didn't|did\s+not|haven'?t|have\s+not)\s+(?:actually\s+|really\s+)?(?:do|done)\s+((?:the|my|that)\s+[^,.;!?…]+?)(?:\s+(?:yet|after\s+all))?\s*(?:[,.;!…-].*)?$`), "reopen $1", lazy(`(?i)\b(?:add|remind|new\s+task|put\s+(?:it|that)\s+(?:on|in|down))\b`)},
	// "Send X every month on the 28th — please set it as a repeating task
	// and label it family": said of the task just described
	{lazy(`(?i)\s*[—–-]+\s*(?:please\s+|kindly\s+)?(?:set|make|put)\s+(?:it|this|that)\s+(?:in\s+|down\s+)?as\s+(?:a\s+)?(?:repeating|recurring|regular|monthly|weekly)(?:\s+(?:task|one|reminder|job|item))?(?:\s+and\s+(?:label|tag)\s+it\s+(?:as\s+)?@?([\p{L}\d_-]+))?\s*[.!]*$`), " @$1", nil},
	// "change the X from the 28th to the 25th of every month"
	{lazy(`(?i)^(\s*(?:(?:kindly|please)\s+)?(?:change|move|switch|shift))\s+((?:the|my)\s+.+?)\s+from\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+to\s+(.+)$`), "$1 $2 to $3", nil},
	// "Remove the X label from Y and put "Z" instead": relabel it
	{lazy(`(?i)^(\s*(?:(?:kindly|please)\s+)?)(?:remove|take\s+off|drop)\s+the\s+@?["“]?([\p{L}\d_-]+)["”]?\s+(?:label|tag)\s+(?:from|off)\s+(.+?)\s+and\s+(?:put|add|use|give\s+it)\s+["“]?@?([\p{L}\d_-]+)["”]?(?:\s+(?:label|tag))?\s+instead\s*[.!]*$`), "${1}remove the $2 label from $3 and tag $3 with $4", lazy(`(?i)\bfrom\s+(?:everything|all|every)\b`)},
	// "Sorry, it should be the first Sunday of every month, not weekly"
	{lazy(`(?i)^(\s*(?:(?:sorry|actually|oh|no|oops)[,\s]+)*)(?:it|that|this)\s+(?:should|must|needs\s+to|has\s+to)\s+(?:be|repeat|recur)\s+((?:on\s+)?(?:the\s+)?(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+\p{L}+\s+of\s+(?:every|each)\s+month|every\s+(?:other\s+|second\s+)?\p{L}+|(?:daily|weekly|monthly|fortnightly|yearly))(?:\s*,?\s*not\s+(?:weekly|daily|monthly|every\s+\p{L}+|fortnightly))?\s*[.!]*$`), "${1}make it repeat $2", nil},
	// spoken fillers ("um", "uh") said before or between words
	{lazy(`(?i)(^|[\s,])(?:um+|uh+|erm+|uhm+|hmm+)(?:[\s,]+|$)`), "$1", nil},
	// dictation: "in to weeks" for "in two weeks"
	{lazy(`(?i)\bin\s+to\s+(days|weeks|months|hours)\b`), "in two $1", nil},
	// "…, both label steuer too": the label on each of them
	{lazy(`(?i)\s*,\s*(?:both|all|each)(?:\s+of\s+them)?\s+(?:label|tag)(?:ged|led)?\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)(?:\s+(?:too|as\s+well))?\s*[.!]*$`), " - tag them all $1", nil},
	// "X is from now on thursdays 19:30, not tuesday anymore": how it repeats
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+is\s+(?:now\s+)?(?:from\s+now\s+on|going\s+forward|from\s+next\s+week)\s+(?:on\s+)?(mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s?\s*(?:at\s+)?(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?(?:\s*,?\s*(?:and\s+)?not\s+(?:on\s+)?\p{L}+(?:\s+any\s*more)?)?\s*[.!]*$`), "${1}make the $2 repeat every ${3}day at $4", nil},
	{lazy(`(?i)\s+at\s*$`), "", nil},
	// "X on Wednesday 16:30 and also on Friday 16:30": said of two days
	// (see twoDays)
	// "Y in one week" (German "in einer Woche"): a week from then
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+in\s+one\s+week\b`), "$1 next week", nil},
	{lazy(`(?i)\bin\s+one\s+week\b`), "in a week", nil},
	// "a short overview of the P project with all milestones": the project
	{lazy(`(?i)^\s*(?:(?:please\s+)?(?:give|show)\s+me\s+)?(?:a\s+)?(?:short\s+|quick\s+|brief\s+)?(?:overview|summary|rundown)\s+of\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:with|and|incl(?:uding|\.)?)\s+(?:all\s+)?(?:the\s+|its\s+)?milestones\s*[.!?]*$`), "show the $1 project", nil},
	// "Which milestone of the move is the next one?"
	{lazy(`(?i)^\s*(?:which|what)(?:'s|\s+is)?\s+(?:the\s+)?(?:next\s+)?milestone\s+(?:of|for|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+is\s+(?:the\s+)?next(?:\s+one)?|\s+comes\s+next)?(?:\s+and\s+when\s+is\s+(?:it|that)(?:\s+due)?)?\s*\??\s*$`), "show the milestones of the $1 project", nil},
	// "chem test on thursday!! lowkey stressed so make it high priority"
	{lazy(`(?i)^(.+?)[!.]+\s+[^.!?]*?\s+so\s+(?:please\s+)?(?:make|set|put)\s+(?:it|that)\s+(?:a\s+)?(high|top|low|urgent|medium)(?:\s+priority)?\s*[.!]*$`), "$1, $2 priority", nil},
	// "cancel my sat shift i swapped w jordan": the news after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:cancel|delete|remove|scrap|bin)\s+(?:my|the)\s+\S+(?:\s+\S+){0,4}?)\s+(?:i|we)\s+(?:\p{L}+ed|swapped|got|had|have|can'?t|cant|won'?t|wont|dont|don'?t)\b.*$`), "$1", nil},
	// "oh and i picked up a sunday shift instead 10-2": a new shift
	{lazy(`(?i)^\s*(?:(?:oh|and|also|ok)[,\s]+)*(?:i|we)\s+(?:picked\s+up|got|took|grabbed|was\s+given)\s+(?:a|an|another|one\s+more)\s+(?:extra\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)\s+shift(?:\s+instead)?\s+(.+?)\s*[.!]*$`), "add shift $1 $2", nil},
	// "wait no reopen it, ms k moved the test to the 15th"
	{lazy(`(?i)^\s*(?:(?:wait|no|nope|oops|sorry|actually|oh)[,\s]+)*(.*?\breopen\s+(?:it|that))\s*,\s*[^,]*?\b(?:moved|pushed|changed|put)\s+(?:the\s+\p{L}+\s+|it\s+)to\s+(.+?)\s*[.!]*$`), "$1 and push it to $2", nil},
	// "the X move it to next tuesday at 8 he called and said …": the news
	// after the change
	{lazy(`(?i)^(.+?\b(?:move|push|change|shift|reschedule)\s+(?:it|that)\s+to\s+.+?)\s+(?:he|she|they|i|we)\s+(?:called|said|rang|texted|emailed|told|phoned|messaged|can'?t|cant|won'?t|wont|is|was|has|had)\b.*$`), "$1", nil},
	// "push everything in X back a week i got too much going on": the reason
	{lazy(`(?i)^(\s*(?:push|move|shift|bump)\s+.+?\s+(?:back|forward|out|on)\s+(?:by\s+)?(?:a|one|two|three|\d+)\s+(?:day|week|month)s?)\s+(?:i|we|cos|cause|because|since|as)\s+.*$`), "$1", nil},
	// "my sunday shift n chem study r both sunday, do they clash?"
	{lazy(`(?i)^.*?\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tmrw)\b[^?]*?,?\s*(?:do|does|will|would|is|are|can)\s+(?:they|these|those|it|we|i|the\s+two|both)\s+(?:clash|overlap|conflict|collide)(?:\s+with\s+each\s+other)?\s*\?*\s*$`), "what's on $1?", nil},
	// "ok move chem study to 3 then": an hour, said bare
	{lazy(`(?i)^(\s*(?:(?:ok|okay|so|then)[,\s]+)*(?:move|push|change|shift)\s+.+?\s+to\s+\d{1,2})\s+then\s*[.!]*$`), "$1", nil},
	// "put down that i got a doctor appointment with X thursday": the thing
	{lazy(`(?i)^(\s*(?:please\s+)?(?:put\s+down|add|note\s+down|write\s+down|put\s+in)\s+)(?:that\s+)?(?:i|we)\s+(?:got|have|'ve\s+got|have\s+got|’ve\s+got)\s+(?:a|an|my|the)\s+`), "$1", nil},
	// "the vet call i already did that this morning so mark it done"
	{lazy(`(?i)^\s*(?:(?:so|ok|okay|well|and)[,\s]+)*((?:the|my)\s+[^,]+?)\s*,?\s+(?:i|we)\s+(?:already\s+|just\s+)?(?:did|done|finished|made|sent|paid|booked|called|rang|handled)\s+(?:that|it)\b.*?\b(?:so\s+)?(?:mark|tick|check)\s+(?:it|that)(?:\s+off)?(?:\s+as)?\s*(?:done|complete|completed|off)?\s*[.!]*$`), "mark $1 done", nil},
	// "the kaylee hotel one i mean mark it done i got us booked …"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+i\s+mean(?:t)?\s*,?\s*(?:mark|tick|check)\s+(?:it|that)(?:\s+off)?\s+(?:as\s+)?(?:done|complete|completed|off)\b.*$`), "${1}mark $2 done", nil},
	// "mark the brakes bled done ray did it yesterday": news after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check)\s+.+?\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s+\p{L}+\s+(?:did|done|has|had|finished|sorted|fixed|handled|took\s+care\s+of)\s+(?:it|that|them)\b.*$`), "$1", nil},
	// "the water pump is the most important one make it high priority"
	{lazy(`(?i)^(\s*)(?:the|my)\s+(.+?)\s+is\s+(?:the\s+)?(?:most\s+important|top|biggest)(?:\s+one)?\s+(?:so\s+)?(?:make|set|put)\s+(?:it|that)\s+(.+?)\s*[.!]*$`), "${1}make the $2 $3", nil},
	// "tag the cake one and the hotel one with money cause them two cost
	// the most": the reason after a change said with no comma
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label|mark|move|push|delete|remove|rename|make|set)\s+.+?)\s+(?:cause|cuz|coz|cos|because|bc|since)\s+.*$`), "$1", nil},
	// "actually make that thursday since im gonna be in town anyway"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|no)[,\s]+)*(?:make|move|change|put)\s+(?:that|it|this)\s+(?:to\s+|for\s+|on\s+)?\S+(?:\s+\S+)?)\s+(?:since|as|because|cos|cause|cuz|bc)\s+.*$`), "$1", nil},
	// "add a task to call ray put it in the truck project for monday"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+.+?)\s+put\s+it\s+in\s+(?:the\s+|my\s+)?(.+?\s+project)(?:\s+(?:for|on|by)\s+(.+?))?\s*[.!]*$`), "$1, in the $2, due $3", nil},
	{lazy(`(?i),\s*due\s*$`), "", nil},
	// "… add that and tag it cattle": said of the event just described
	{lazy(`(?i)^([^,]{12,}?)\s+(?:please\s+)?(?:add|put)\s+(?:that|it)(?:\s+(?:in|down|in\s+there))?\s+and\s+(?:tag|label)\s+it\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "$1 @$2", nil},
	// "every wednesday night is choir practice at 7 put that in there as a
	// repeating thing"
	{lazy(`(?i)^(\s*)(every\s+\p{L}+(?:\s+(?:night|morning|evening|afternoon))?)\s+(?:is|there'?s|we\s+have|i\s+have)\s+(.+?)(\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?\s+(?:please\s+)?(?:put|add)\s+(?:that|it)(?:\s+(?:in|down|in\s+there))?(?:\s+as\s+(?:a\s+)?(?:repeating|recurring|regular)\s+(?:thing|one|task|job))?\s*[.!]*$`), "${1}add $3 $2$4", nil},
	// "give me a rundown of whats coming up next week thank you kindly"
	{lazy(`(?i)([^\s.?!,])\s+thank\s+you(?:\s+kindly|\s+very\s+much|\s+so\s+much)?\s*[.!]*$`), "$1", lazy(`(?i)^\s*thank\s+you\b`)},
	// "make a project for X its may 22nd at the school gym": its day (the
	// place is said of the day, no part of the name)
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|create|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for|called)\s+.+?)\s+(its|it's|it’s|it\s+is)\s+(?:on\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)(?:\s+(?:at|in)\s+(?:the\s+)?[^,.!?]+)?\s*[.!]*$`), "$1 $2 on $3", nil},
	// "church potluck is sunday after the service and i got to bring the
	// brisket": the thing to do, for the event, on its day
	{lazy(`(?i)^(\s*)(?:the\s+|our\s+|my\s+)?([\p{L}'’ ]+?)\s+is\s+((?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|tomorrow|tonight|(?:this|next)\s+\p{L}+)(?:\s+(?:after|before|at)\s+[^,]+?)?\s*,?\s+and\s+(?:i|we)\s+(?:got\s+to|gotta|have\s+to|need\s+to|must|'ve\s+got\s+to|’ve\s+got\s+to)\s+(.+?)\s*[.!]*$`), "${1}$4 for the $2 $3", nil},
	// "flights booked! mark done": the thing the news is about
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,!.]+?)\s+(?:booked|sorted|sent|paid|ordered|finished|submitted|bought|posted|confirmed|fixed|handed\s+in|picked\s+up)\s*[!.,]+\s*(?:pls\s+|please\s+|so\s+)?(?:mark|tick|check)(?:\s+(?:it|that))?(?:\s+off)?(?:\s+as)?\s*(?:done|complete|off)?\s*[.!]*$`), "${1}mark $2 done", lazy(`(?i)\b(?:been|is|are|was|were|has|have|had|got)\s+(?:all\s+|now\s+)?(?:booked|sorted|sent|paid|ordered|finished|submitted|bought|posted|confirmed|fixed|handed|picked)\b`)},
	// "weekly reminder every mon 9am to reconcile X": the thing, repeating
	{lazy(`(?i)^(\s*)(?:a\s+|set\s+(?:a\s+|up\s+a\s+)?)?(?:weekly|daily|monthly|recurring|regular)\s+reminder\s+((?:every|each)\s+.+?)\s+to\s+(.+?)\s*[.!]*$`), "${1}remind me to $3 $2", nil},
	// "recurring: submit timesheet every other fri": the label of the line
	{lazy(`(?i)^(\s*)(?:recurring|repeating|repeat|weekly|monthly|daily)\s*:\s*`), "${1}add ", nil},
	// "new job: X at Y, due the 18th": a task, not a project
	{lazy(`(?i)^(\s*)new\s+(?:job|task|to-?do|reminder)\s*:\s*`), "${1}add ", nil},
	// "pls confirm whats still open for P": the question
	{lazy(`(?i)^\s*(?:pls|please|can\s+you|could\s+you)\s+(?:confirm|check)\s+(what|whats|what's|which|how|when|if)\b`), "$1", nil},
	// "remind me the ute rego is due on the 20th, dont wanna …"
	{lazy(`(?i)^(\s*)(?:please\s+)?remind\s+me\s+(?:that\s+)?(?:the|my|our)\s+(.+?)\s+(?:is|are)\s+due\s+(.+?)(?:\s*,.*)?$`), "${1}add $2 due $3", nil},
	// "footy training's done for the season, stop the repeating one"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)(?:'s|’s|\s+is)\s+(?:done|over|finished)\s+for\s+(?:the\s+)?(?:season|year|term|summer|winter|holidays)\s*[,.;-]\s*(?:so\s+)?(?:please\s+)?stop\s+(?:the\s+)?(?:repeating|recurring|weekly)?\s*(?:one|task|it|that|reminder)\b.*$`), "${1}stop repeating $2", nil},
	// "got the renewal offer from mgmt, mark that milestone done"
	{lazy(`(?i)^\s*(?:i\s+|we\s+)?(?:got|received|finished|sent|signed|submitted|booked)\s+(?:the\s+)?(.+?)\s*[,.]\s*(?:so\s+)?(?:please\s+)?(?:mark|tick)\s+that\s+milestone\s+(?:as\s+)?(?:done|complete|completed|reached)\s*[.!]*$`), "mark the $1 milestone done", nil},
	// "lab mtg is moving to thurs 2pm from now on"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+is\s+(?:moving|changing|switching)\s+to\s+(mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s?\s*(?:at\s+)?(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?\s+(?:from\s+now\s+on|going\s+forward|every\s+week)\s*[.!]*$`), "${1}make the $2 repeat every ${3}day at $4", nil},
	// "summarize what I got done this week"
	{lazy(`(?i)^\s*(?:please\s+)?(?:summari[sz]e|list|show(?:\s+me)?|tell\s+me)\s+what\s+(?:i|we)\s+(?:got\s+done|did|completed|finished|ticked\s+off)\s+((?:this|last)\s+(?:week|month)|today|yesterday)\s*[.!?]*$`), "what did I complete $1?", nil},
	// "re: X - its Boston not Chicago, pls rename to "Y"": X renamed
	{lazy(`(?i)^\s*re\s*:\s*(.+?)\s*[-–—,]\s*.*?\b(?:rename|retitle)\s+(?:it\s+|that\s+)?to\s+(["“].+["”])\s*[.!]*$`), "rename $1 to $2", nil},
	// "dentist appt w/ Dr K tues at 3:30pm - personal": a category word
	// said alone after a dash or comma is the task's label
	{lazy(`(?i)^(\s*(?:(?:please\s+)?(?:add|put\s+down)\s+)?[^,]{3,}?)\s*(?:[,;]|\s[-–—])\s*(personal|work|home|family|errands|admin|school|health|finance|money|kids|garden|church|house|car|shopping|travel)\s*(,\s*.+?)?\s*[.!]*$`), "$1 @$2$3", lazy(`(?i)^\s*(?:move|push|mark|tick|delete|remove|rename|change|tag|untag|complete|what|which|how|when|show|list)\b|@`)},
	// "Dr K's office called, appt moved to 4pm same day. pls update"
	{lazy(`(?i)^.*?\b(?:called|rang|phoned|emailed|texted|messaged)\s*[,.;]?\s+(?:the\s+|my\s+)?([^,.]+?)\s+(?:is\s+|has\s+been\s+|was\s+|got\s+)?(?:moved|changed|pushed|rescheduled|bumped)\s+to\s+([^,.]+?)(?:\s*,?\s*(?:the\s+)?same\s+day)?\s*[.!]*(?:\s*(?:pls|please)\s+(?:update|change)(?:\s+it|\s+that)?\s*[.!]*)?$`), "move the $1 to $2", nil},
	// "agenda draft milestone done - Richard approved"
	{lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}\d'’ -]{2,40}?)\s+milestone\s+(?:done|reached|complete|completed|hit)\s*(?:[-–—,.;!].*)?$`), "${1}mark the $2 milestone done", lazy(`(?i)\b(?:mark|tick|check|said|so|got|is|was|are|set|make)\b.*\bmilestone\b`)},
	// "put the A and B ones under a supplies tag", "… under a tag called kids"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|stick|file|group)\s+(.+?)\s+(?:under|in|into|with)\s+(?:a|the)\s+(?:(?:tag|label)\s+(?:called|named)\s+@?([\p{L}\d_-]+)|@?([\p{L}\d_-]+)\s+(?:tag|label))\s*[.!]*$`), "${1}tag $2 with $3$4", nil},
	// "cheers, picked up the RCDs, tick that off": thanks before a report
	{lazy(`(?i)^\s*(?:cheers|thanks|ta|yay|sweet)[,!.]+\s+((?:i\s+|we\s+)?(?:just\s+)?(?:picked|got|bought|collected|grabbed|sent|paid|booked|posted|ordered|finished|fixed)\b)`), "$1", nil},
	// "smoko's off this week, delete it"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)(?:'s|’s|\s+is)\s+off\s+(?:this|next)\s+week\s*[,.;-]\s*(?:so\s+)?(?:please\s+)?(?:delete|remove|cancel|bin)\s+(?:it|that)\s*[.!]*$`), "${1}delete $2", nil},
	// "make both of em high priority": "em" for "them"
	{lazy(`(?i)\b(of|both|all|make|tag|mark|move|push|delete)\s+em\b`), "$1 them", nil},
	// "I've emailed Jenna 🙌 mark it done": the report names the task
	{lazy(`(?i)^\s*((?:i|we)(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+)?\p{L}+ed\s+[^,.;!]+?)\s*[,.;!-]*\s*(?:[\x{1F300}-\x{1FAFF}\x{2600}-\x{27BF}\x{2B50}]+\s*)(?:so\s+)?(?:please\s+|pls\s+)?(?:mark|tick|check)\s+(?:it|that)(?:\s+off)?(?:\s+as)?\s*(?:done|complete|completed|off)?\s*[.!]*$`), "$1", nil},
	// "…, no rush, dreckly will do 😄": no hurry, a low priority
	{lazy(`(?i)\s*,\s*no\s+rush(?:\s+on\s+it|\s+tho|\s+though)?\s*,\s*(?:dreckly|whenever|any\s*time|no\s+hurry|when(?:ever)?\s+(?:you|i)\s+can)\b[^,]*$`), ", low priority", lazy(`(?i)\bproject\b`)},
	// "can you give the fundraiser some milestones please - a by D, b by D"
	{lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:give|add\s+to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:some|a\s+few|these|two|three|four)\s+milestones(?:\s+please)?\s*[-:–—,]\s*`), "For the $1 project please add milestones: ", nil},
	// "thats me done for now, can you show me everything still open for P?"
	{lazy(`(?i)^\s*(?:(?:that'?s|thats|that’s)\s+me\s+done(?:\s+for\s+now)?\s*[,.;!-]*\s*)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?(?:everything|all(?:\s+the)?(?:\s+tasks)?)\s+(?:that'?s\s+|that\s+is\s+)?(?:still\s+)?(?:open|left|outstanding|to\s+do)\s+(?:for|in|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[?.!]*$`), "what's left in the $1 project?", nil},
	// "add A and B, both for the P project, next tuesday": the day of each
	{lazy(`(?i)^(.+?),\s*(both|all)\s+for\s+((?:the\s+|my\s+)?[^,]+?\s+project)\s*,\s*((?:next\s+|this\s+|on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\p{L}+)?)\s*[.!]*$`), "$1, all for $3 by $4", nil},
	// "I've emailed Jenna": "I have emailed Jenna", a report (the
	// contraction read as a request to email)
	{lazy(`(?i)^(\s*)(i|we)(?:'ve|’ve)\s+(?:just\s+|already\s+|finally\s+)?(\p{L}+ed)\b`), "$1$2 have $3", nil},
	// hedges said of a request ("if possible", "if you would", "assuming
	// nothing slips", "if that's easy"): no part of it
	{lazy(`(?i)\s*,?\s+(?:if\s+(?:at\s+all\s+)?possible|if\s+you\s+(?:would|could|can|don'?t\s+mind)|if\s+that'?s\s+(?:easy|ok|okay|possible|alright|all\s+right|not\s+too\s+much\s+trouble)|assuming\s+(?:nothing\s+slips|that'?s\s+(?:possible|ok|okay)|all\s+goes\s+well|it'?s\s+possible))\s*([,.?!]|$)`), "$1", nil},
	// "…, unless it's raining of course (but …)": a condition after it
	{lazy(`(?i)\s*,?\s+unless\s+(?:it'?s|it\s+is|there'?s|there\s+is|we|i|the)\b[^,.;!?()]*(?:\([^)]*\))?\s*[.!]*$`), "", nil},
	// an aside in brackets ("(no particular date for that one)", "(but I
	// appreciate you can't tell that!)")
	{lazy(`(?i)\s*\((?:but\s+|i\s+|no\s+particular|no\s+date|if\s+|as\s+|which\s+|not\s+urgent|whenever)[^)]*\)`), "", nil},
	// "Change the X to D – marketing have asked for an extra week.": the
	// reason after a dash
	{lazy(`(?i)^(\s*(?:(?:please|could\s+you|can\s+you|would\s+you)\s+)*(?:change|move|push|rename|delete|mark|set|reschedule|bring)\s+[^–—]+?)\s+[–—]\s+(?:[\p{L}']+\s+){0,2}(?:have|has|had|asked|wants|want|needs|said|says|is|are|was|were)\b[^–—]*$`), "$1", lazy(`(?i)[–—]\s*(?:and|also|then|plus|tag|label|make|set|high|low|urgent|due|by|on|no|wait|sorry|i\s+mean|just|actually)\b|\b(?:also|note)\b`)},
	// "…? It's fairly important so high priority would be sensible."
	{lazy(`(?i)\s*[.?!]+\s*it'?s\s+(?:fairly|very|quite|rather|pretty|really|a\s+bit)?\s*important\b[^.?!]*[.!]*$`), ", high priority", nil},
	// "Choir rehearsal is every Wednesday at 7.30pm – could you put that in
	// as a repeating task so I don't forget?"
	{lazy(`(?i)^(\s*)([^–—-]+?)\s+is\s+((?:every|each)\s+[^–—]+?)\s+[–—-]+\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:put|add|set)\s+(?:that|it)\b.*$`), "${1}add $2 $3", nil},
	// "Everything tagged open-day, could you make those all due Friday?"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+tasks?)\s+(tagged\s+@?[\p{L}\d_-]+|in\s+the\s+[^,]+?\s+project)\s*,\s*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:make|set|move|push)\s+(?:those|them|these|it)\s+(?:all\s+)?(?:due\s+|to\s+)?([^,?.!]+?)(?:\s+instead)?\s*[?.!]*$`), "${1}move everything $2 to $3", lazy(`(?i)\b(?:those|them|these|it)\s+(?:all\s+)?(?:back|forward|out|on|off|up|down|over)\b|[–—]`)},
	// "We have booked the hall! Please mark that milestone complete"
	{lazy(`(?i)^\s*(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+)?(?:just\s+|finally\s+)?(?:booked|got|sent|finished|signed|submitted|paid|ordered|confirmed|found|hired)\s+(?:the\s+)?([^!.,]+?)(?:\s+(?:today|yesterday|this\s+morning|this\s+afternoon|last\s+night|at\s+last|finally))?\s*[!.,]+\s*(?:please\s+)?(?:mark|tick)\s+that\s+milestone\s+(?:as\s+)?(?:done|complete|completed|reached)\b.*$`), "mark the $1 milestone done", nil},
	// "I beg, show me …" (West African English "please")
	{lazy(`(?i)^(\s*)i\s+beg(?:\s+you)?\s*,?\s+`), "${1}please ", lazy(`(?i)\bi\s+beg\s+(?:your|to)\b`)},
	// "no wait, it's not needed, remove it"
	{lazy(`(?i)^\s*(?:(?:no|wait|oh|actually|sorry|hmm)[,\s]+)*(?:it'?s|its|it\s+is)\s+not\s+needed(?:\s+(?:any\s*more|after\s+all))?\s*[,.;]\s*(?:please\s+)?(remove|delete|cancel|drop)\s+(it|that)\s*[.!]*$`), "$1 $2", nil},
	// "which milestones in moving project are not done yet?"
	{lazy(`(?i)^\s*(?:which|what)\s+milestones?\s+(?:in|of|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:are|is)\s+(?:not\s+done|still\s+open|open|left|not\s+reached|outstanding)(?:\s+yet)?\s*\??\s*$`), "show the milestones of the $1 project", nil},
	// "send parcel before 18 december, please put it for 15th": the day asked
	{lazy(`(?i)^(.+?)\s+(?:before|by)\s+[^,]+?\s*,\s*(?:so\s+)?(?:please\s+)?(?:put|set|make)\s+it\s+(?:for|on|to)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?\p{L}+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?)\s*[.!]*$`), "$1 on $2", lazy(`(?i)^\s*(?:move|push|change|the|my)\b`)},
}

// spanOfDays: a span of days from today ("the next 14 days", "the
// coming week"), which queryTasks' day reads whole.
var spanOfDays = lazy(`(?i)^\s*(?:the\s+)?(?:next|coming|following)\s+(?:\d+|two|three|four|five|six|seven|ten|fourteen|few|couple\s+of)\s+(?:days|weeks)\s*$`)

// stop48Rewritten is text with the stop's rewrites and the frames that
// need more than one regular expression.
func stop48Rewritten(text string) string {
	text = justAfter(text)
	text = spaceTwice.ReplaceAllString(applyGuarded(text, stop48Rewrites), "$1 $2")
	text = calledFor(text)
	text = oneUndo(text)
	text = quotedEach(text)
	text = storyThenAsk(text)
	text = askThenReason(text)
	text = toldThenPutIn(text)
	text = thanksThenAsk(text)
	text = twoDays(text)
	text = twoDates(text)
	text = dayNotDay(text)
	return remindWhenAbout(text)
}

// quotedPair: "push "A" and "B" out a week (each)": one change said of
// two quoted items (groups: the verb said, the items, the change).
var quotedPair = lazy(`(?i)^(\s*(?:please\s+)?(?:push|move|shift|bump|postpone|delay|bring)\s+)("[^"]+"|“[^”]+”)\s+and\s+("[^"]+"|“[^”]+”)\s+((?:out|back|forward|on|to|by)\b.+?)(?:\s+each|\s+both|\s+for\s+both)?\s*[.!]*$`)

// quotedEach is a change said of two quoted items said of each.
func quotedEach(text string) string {
	m := quotedPair.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	return m[1] + m[2] + " " + m[4] + " and " + strings.TrimLeft(m[1], " ") + m[3] + " " + m[4]
}

// soPleaseAsk: a statement, then ", so please <request>" (group 1 the
// request).
var soPleaseAsk = lazy(`(?i)^\s*(?:(?:so|well|ok|okay|right)[,\s]+)?[^.!?,]*?\b(?:is|are|was|were|has|have|had|'s|’s)\b[^.!?]*?,\s*so\s+(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)+(\S.*)$`)

// storyMarker: words that tell a story rather than ask ("told me", "which
// means"); pastLead: a sentence that opens with a past-tense verb, its
// subject left out ("Picked a template!!").
var (
	storyMarker = lazy(`(?i)\b(?:told|said|says|which\s+means|that\s+means|turns\s+out|apparently|because|since)\b`)
	pastLead    = lazy(`(?i)^\s*(?:(?:so|well|ok|okay|finally|yay)[,\s]+)?(?:i\s+|we\s+)?(?:just\s+|finally\s+)?(?:[a-z]+ed|went|got|had|made|found|sent|took|came|saw|heard|bought|paid|spoke|hurt|broke|lost|fell|forgot|left|ran|caught|won|did|was|were)\b`)
	backChange  = lazy(`(?i)^\s*(?:(?:so|ok|okay|and)[,\s]+)?(?:please\s+)?(?:mark|tick|check|change|move|push|reschedule|set|update|rename|tag|complete|delete|remove|cancel)\b`)
)

// storyThenAsk is the request when a message tells a story in its first
// sentences and asks in its last: "So the planner told me the ceremony
// is now at 3, which means the wedding moves. change the wedding time to
// 3pm"; "Picked a template!! Went with the blue one. mark the template
// milestone done"; "The wedding is on the 19th, so please put …".
func storyThenAsk(text string) string {
	if m := soPleaseAsk.FindStringSubmatch(text); m != nil && !requestOpen.MatchString(text) && !taskVerbs[asciiLower(firstWord(text))] && !backWord.MatchString(m[1]) {
		return m[1]
	}
	ends := sentenceEnd.FindAllStringIndex(text, -1)
	if len(ends) == 0 {
		return text
	}
	cut := ends[len(ends)-1]
	head, last := strings.TrimSpace(text[:cut[0]]), strings.TrimSpace(text[cut[1]:])
	if !backChange.MatchString(last) || backWord.MatchString(last) {
		return text
	}
	for _, s := range sentenceEnd.Split(head, -1) {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		c, q := clean(s)
		if isQuestion(c, q) || requestOpen.MatchString(s) || commandVerbs[asciiLower(firstWord(s))] {
			return text
		}
		if !storyMarker.MatchString(s) && !pastLead.MatchString(s) {
			return text
		}
	}
	return last
}

// afterDoing: Hiberno-English "I'm after ordering the balls(, that's
// done)": just done (group 1 the lead, 2 what was done).
var afterDoing = lazy(`(?i)^(\s*(?:(?:ok|okay|right|so|sure|well)[,\s]+)*)(?:i'?m|i’m|i\s+am|we'?re|we’re|we\s+are)\s+(?:just\s+)?after\s+([a-z]+ing\b[^,.;!?]*?)\s*(?:[,.;!-]\s*(?:so\s+)?(?:that'?s|thats|that’s|it'?s|its|that\s+is)\s+(?:done|sorted|finished)(?:\s+now)?)?\s*[.!]*$`)

// justAfter is "I'm after doing X" said as "finished doing X" — when
// nothing else is asked and no day is said ("I'm after booking the eye
// test for Monday, could you put it in" is an appointment).
func justAfter(text string) string {
	m := afterDoing.FindStringSubmatch(text)
	if m == nil || notDoneAfter.MatchString(m[2]) || cutDates(m[2]).due != "" {
		return text
	}
	return m[1] + "finished " + m[2]
}

// notDoneAfter: "after" verbs that say news, not a thing done
// ("remembering", "hearing").
var notDoneAfter = lazy(`(?i)^(?:remembering|realising|realizing|thinking|hearing|noticing|finding|seeing|waking|coming|getting|being|having|forgetting|looking)\b`)

// spaceTwice: two spaces between words, left where a rewrite's optional
// part was empty.
var spaceTwice = lazy(`(\S) {2}(\S)`)

// undoTwice: "undo, …. bring it back": one undo said twice over.
var undoTwice = lazy(`(?i)^(\s*(?:(?:wait|no|oh|oops|sorry)[,\s]+)*undo\b[^.!?]*?)[,.;!]\s*(?:[^.!?]{0,40}[.!]\s*)?(?:please\s+)?(?:bring|put)\s+(?:it|that|them|those)\s+back(?:\s+please)?\s*[.!]*$`)

// oneUndo is text with "bring it back" after an undo dropped: the user
// says the one undo two ways.
func oneUndo(text string) string {
	if m := undoTwice.FindStringSubmatch(text); m != nil {
		return strings.TrimSpace(m[1])
	}
	return text
}

// remindWhenAt: "remind me <when> about|for <thing>" (group 1 the lead,
// 2 the date phrase, 3 the thing).
var remindWhenAt = lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?remind\s+me)\s+((?:every|each|on|at|tomorrow|tmrw|today|tonight|next|this|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+\d|\d)[^,]*?)\s+(?:about|for|of)\s+(.+?)\s*$`)

// remindWhenAbout is "remind me <when> about X" said as a capture of X
// at that time: the thing is the title, the date phrase its due date.
func remindWhenAbout(text string) string {
	m := remindWhenAt.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	if _, ok := datePhrase(m[2]); !ok || cutDates(m[2]).rest != "" {
		return text
	}
	return "add " + m[3] + " " + m[2]
}

// countedBare: a due date counted from a day that is not said ("the day
// before", "two days after"); dayBeforeLast finds one left at the end of
// a title.
var countedBare = lazy(`(?i)^\s*(?:the\s+)?(?:day|week|(?:\d+|two|three|four|five|six|seven)\s+(?:days|weeks))\s+(?:before|after)\s*$`)

// countFromBefore gives a new task whose due date is counted from a day
// not said ("vet visit Dec 15 at 9:30, pick up his meds the day before")
// the day of the capture before it in the same message: "the day before
// Dec 15". A count with no capture before it is left for the ToolBox to
// question.
func countFromBefore(p plan.Plan) plan.Plan {
	for i := 1; i < len(p.Steps); i++ {
		st, prev := p.Steps[i], p.Steps[i-1]
		if st.Tool != "createTask" || prev.Tool != "createTask" {
			continue
		}
		due, _ := st.Args["due"].(string)
		title, _ := st.Args["title"].(string)
		if m := dayBeforeLast.FindStringIndex(title); due == "" && m != nil && m[0] > 0 {
			due, title = title[m[0]:], strings.TrimSpace(title[:m[0]]) // "bake the cake 2 days before"
		} else {
			title = ""
		}
		if !countedBare.MatchString(due) {
			continue
		}
		day, _ := prev.Args["due"].(string)
		if day = strings.Trim(clockIn.ReplaceAllString(day, ""), " ,"); day == "" || countedBare.MatchString(day) {
			continue
		}
		st.Args["due"] = strings.TrimSpace(due) + " " + day
		if title != "" {
			st.Args["title"] = title
		}
	}
	return p
}

// restoreTaskRE: a deleted task asked back by name — "restore the astro
// task", "undelete the dentist", "bring back the astro one I deleted",
// "can you get the astro task back" (group t the title words).
var restoreTaskRE = re(`^(?:(?:sorry|oops|wait|actually|please|pls|can\s+you|could\s+you)[,\s]+)*(?:(?:restore|recover|undelete|un-delete|retrieve)\s+(?:the\s+|my\s+)?(?P<t>.+?)\s+(?:task|to-?do|one|reminder)(?:\s+(?:i|you)\s+(?:just\s+)?deleted)?|undelete\s+(?:the\s+|my\s+)?(?P<t2>.+?)|(?:bring|get)\s+back\s+(?:the\s+|my\s+)?(?P<t3>.+?)\s+(?:task|to-?do|one|reminder)(?:\s+(?:i|you)\s+(?:just\s+)?deleted)?|(?:bring|get)\s+(?:the\s+|my\s+)?(?P<t4>.+?)\s+(?:task|to-?do|one|reminder)\s+back|(?:bring|get)\s+back\s+(?:the\s+|my\s+)?(?P<t5>.+?)\s+(?:i|you)\s+(?:just\s+)?deleted)$`)

// lastOrWhat: words that point at the last change, not at a task by
// name ("bring back what you just deleted", "undelete the last task"):
// an undo.
var lastOrWhat = lazy(`(?i)^(?:what|whatever|everything|all|last|(?:the\s+)?(?:last|previous|latest)\b.*|that|this|those|these|them)$`)

// ruleRestoreTask reads a deleted task asked back by name as restoreTask.
// A project said ("restore the garden project") is ruleProjectOps'.
func ruleRestoreTask(c clause) (ParsedIntent, bool) {
	if c.question || c.has("project", "archive", "archived") {
		return ParsedIntent{}, false
	}
	m, ok := find(restoreTaskRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	t := m.g("t") + m.g("t2") + m.g("t3") + m.g("t4") + m.g("t5")
	if t == "" || pronoun[asciiLower(t)] || lastOrWhat.MatchString(t) {
		return ParsedIntent{}, false
	}
	return intent("restore-task", "restoreTask", map[string]any{"task": t}), true
}

// projectCalledFor: "make a project called Extension for the house job
// with Declan": a name in capitals, then what it is for (group 1 the
// request, 2 the name, 3 what it is for).
var projectCalledFor = regexp.MustCompile(`^(\s*(?i:(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:make|create|start|set\s+up|add|open)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\s+))((?:[A-Z0-9][\p{L}\d'’&-]*)(?:\s+[A-Z0-9][\p{L}\d'’&-]*)*)\s+(?i:for)\s+((?i:the|my|our|his|her|their)\s+\p{Ll}[^.!?]*?)\s*[.!]*$`)

// calledFor is a project called X for Y said as X with Y its description.
func calledFor(text string) string {
	if m := projectCalledFor.FindStringSubmatch(text); m != nil {
		return m[1] + m[2] + ": for " + m[3]
	}
	return text
}

// askedChange: a change asked for politely ("could you move it to
// Thursday instead?"); firstPerson: the speaker in a sentence.
var (
	askedChange = lazy(`(?i)\b(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:move|push|change|shift|reschedule|mark|tick|tag|rename|delete|remove|cancel|reopen)\b|^\s*(?:please\s+)?(?:move|push|change|shift|reschedule|mark|tick|tag|rename|delete|remove|cancel|reopen)\b`)
	// notReason: a sentence after a request that corrects or adds to it
	notReason = lazy(`(?i)^\s*(?:sorry|no|nope|actually|i\s+mean|wait|oops|hang\s+on|also|and|plus|due|by|on|at|for|it\s+ought|it\s+should|it\s+needs|they\s+should|include)\b`)

	firstPerson = lazy(`(?i)\b(?:i|i'm|im|i'll|i've|i'd|we|we're|we'll|me|my|our|us)\b`)
)

// askThenReason is the request alone when a message asks for a change and
// then gives its reason in sentences of their own: "The surgery call,
// could you move it to Thursday instead? Wednesday is the day I get my
// hair done." — the reason is never read as a request ("done"). A
// reason follows a polite question, or speaks of the speaker; it asks
// nothing and opens with no verb.
func askThenReason(text string) string {
	ends := sentenceEnd.FindAllStringIndex(text, -1)
	if len(ends) == 0 || len(ends) > 3 {
		return text
	}
	cut := ends[0]
	head, rest := text[:cut[1]], text[cut[1]:]
	if !askedChange.MatchString(head) || abbrevEnd.MatchString(strings.TrimRight(text[:cut[1]], " ")) {
		return text
	}
	asked := strings.Contains(text[cut[0]:cut[1]], "?")
	for _, s := range sentenceEnd.Split(rest, -1) {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		c, q := clean(s)
		first := asciiLower(firstWord(s))
		if isQuestion(c, q) || strings.HasSuffix(s, "?") || requestOpen.MatchString(s) || askedChange.MatchString(s) ||
			commandVerbs[first] || taskVerbs[first] || first == "add" || first == "remind" || !statementOpen.MatchString(s) ||
			notReason.MatchString(s) || !clauseSaid.MatchString(s) {
			return text
		}
		if !asked && !firstPerson.MatchString(s) {
			return text
		}
	}
	return strings.TrimRight(head, "?.! ") // a request, whether or not asked as a question
}

// putItIn: a second sentence that asks for the event just told ("Please
// put it in and tag it hospital", "Could you remind me every week
// please", "Would you put that in as a repeating job?"); group 1 a label.
var putItIn = lazy(`(?i)^\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|kindly\s+|pls\s+)*(?:(?:put|add|pop|stick|set|enter|note)\s+(?:it|that|this|them)(?:\s+(?:in|down|on|up|in\s+the\s+(?:diary|calendar|list)))?(?:\s+(?:for\s+me|please))?(?:\s+as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly|monthly)?\s*(?:job|task|one|reminder|thing|event))?|remind\s+me(?:\s+(?:every\s+week|each\s+week|weekly|about\s+it|of\s+it|each\s+time))?)(?:\s+please)?(?:\s*,?\s*(?:and\s+)?(?:tag|label)\s+it\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+))?(?:\s+please)?\s*[.!?]*$`)

// eventTold: a sentence that tells of an event or routine — "I do the
// flowers at the church every second Sunday", "My grandson Callum has his
// football every Saturday at 10", "My check-up at the hospital is on the
// 15th" (groups: who has it, the possessive, what, the rest).
var eventTold = lazy(`(?i)^\s*(?:(?:(?:i|we)\s+(do|have|go\s+to|attend|play|take|run|teach|lead))|(?:(?:my|our)\s+(?:\p{L}+\s+)?)?(\p{Lu}\p{L}+)\s+(?:has|have|does|goes\s+to|plays)\s+(?:his|her|their)|(?:my|our))\s+(.+)$`)

// toldThenPutIn is a told event and a request to put it in, said as one
// capture: "I do the flowers every second Sunday. Would you put that in
// as a repeating job please?" adds "do the flowers every second Sunday".
// The told sentence must carry a date or a repeat; otherwise the text is
// left as it is.
func toldThenPutIn(text string) string {
	ends := sentenceEnd.FindAllStringIndex(text, -1)
	if len(ends) != 1 && !(len(ends) == 2 && ends[1][1] >= len(strings.TrimRight(text, " "))) {
		return text
	}
	told, ask := strings.TrimSpace(text[:ends[0][0]]), strings.TrimSpace(text[ends[0][1]:])
	a := putItIn.FindStringSubmatch(ask)
	if a == nil {
		return text
	}
	m := eventTold.FindStringSubmatch(told)
	if m == nil {
		return text
	}
	what := m[3]
	switch {
	case m[1] != "" && strings.EqualFold(m[1], "do"):
		what = "do " + what
	case m[1] != "" && !strings.EqualFold(m[1], "have"):
		what = strings.ToLower(m[1]) + " " + what
	case m[2] != "":
		what = m[2] + "'s " + what
	}
	if c := copulaDate.FindStringSubmatchIndex(what); c != nil {
		what = what[:c[0]] + " " + what[c[2]:] // "… is on the 15th": "… on the 15th"
	}
	if dc := cutDates(what); dc.due == "" && dc.repeats == "" {
		return text
	}
	out := "add " + what
	if a[1] != "" {
		out += " @" + a[1]
	}
	return out
}

// copulaDate: "is on", "is at", "are on" before the date of a told event.
var copulaDate = lazy(`(?i)\s+(?:is|are)\s+((?:on|at|this|next|tomorrow|every)\b)`)

// thanksFirst: a sentence of thanks that opens a message ("thx ur a
// lifesaver fr."); group 1 what follows it.
var thanksFirst = lazy(`(?i)^\s*(?:thx|thanks|thank\s+you|ty|cheers|tysm)\b[^.!?]*[.!?]+\s+(\S.*)$`)

// thanksThenAsk is the request or question after a sentence of thanks
// ("thx ur a lifesaver fr. what should i do first tmrw"); thanks followed
// by chat or a goodbye is left as it is.
func thanksThenAsk(text string) string {
	m := thanksFirst.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	rest := m[1]
	c, q := clean(rest)
	first := asciiLower(firstWord(rest))
	if isQuestion(c, q) || requestOpen.MatchString(rest) || commandVerbs[first] || first == "add" || first == "remind" {
		return rest
	}
	return text
}

// twoDaysSaid: one thing said on two days ("Kita pick up Mila on
// Wednesday 16:30 and also on Friday 16:30", "i got shifts at the cafe wed
// 4-8 and sat 9-3"); groups: the lead, the thing, the first day, the
// second.
var twoDaysSaid = lazy(`(?i)^(\s*(?:(?:please\s+)?(?:add|put\s+down|put\s+in)\s+|(?:i|we)\s+(?:got|have|'ve\s+got|have\s+got)\s+)?)(.+?)\s+((?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?(?:\s*[-–]\s*\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?)?)?)\s*,?\s+and\s+(?:also\s+)?((?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?(?:\s*[-–]\s*\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?)?)?)\s*[.!]*$`)

// shiftsAt: "shifts at the cafe" (group 1 the place).
var shiftsAt = lazy(`(?i)^shifts?\s+(?:at|in)\s+(?:the\s+|my\s+)?(.+)$`)

// twoDays is one thing said on two days as two captures, each with its
// day ("add Kita pick up on Wednesday 16:30 and Kita pick up on Friday
// 16:30"); "shifts" said of both is a shift each.
func twoDays(text string) string {
	m := twoDaysSaid.FindStringSubmatch(text)
	if m == nil || commandVerbs[asciiLower(firstWord(m[2]))] {
		return text
	}
	thing := m[2]
	if dc := cutDates(thing); dc.due != "" || dc.repeats != "" {
		return text // "gym on monday and tuesday": a day is said already
	}
	if _, ok := datePhrase(m[3]); !ok {
		return text
	}
	if _, ok := datePhrase(m[4]); !ok {
		return text
	}
	if !strings.ContainsAny(m[3], "0123456789") || !strings.ContainsAny(m[4], "0123456789") {
		return text // "gym monday and tuesday": how it repeats, read elsewhere
	}
	if s := shiftsAt.FindStringSubmatch(thing); s != nil {
		thing = s[1] + " shift" // "shifts at the cafe": a cafe shift each ("shift" leads no title: it is a verb)
	}
	return "add " + thing + " " + m[3] + " and " + thing + " " + m[4]
}

// dayNotThat: "The call with X - actually wednesday not tomorrow"
// (groups: the thing, the day it is, the day it is not).
var dayNotThat = lazy(`(?i)^\s*((?:the|my)\s+[^-–—,]+?)\s*[-–—,]+\s*(?:(?:actually|no|sorry|oops|wait)[,\s]+)+(?:it'?s\s+|its\s+|make\s+it\s+|on\s+)?([^,]+?)\s*,?\s+not\s+(?:on\s+)?([^,.!]+?)\s*[.!]*$`)

// dayNotDay is a correction of a thing's day said as "X - actually D, not
// D0": a move of X to D.
func dayNotDay(text string) string {
	m := dayNotThat.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	if _, ok := datePhrase(m[2]); !ok {
		return text
	}
	if _, ok := datePhrase(m[3]); !ok {
		return text
	}
	return "move " + m[1] + " to " + m[2]
}

// renameSaid: "rename X to Y" (group 1 Y as the user wrote it).
var renameTo = lazy(`(?i)^\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?rename\s+.+?\s+to\s+["“]?([^"”,]+?)["”]?\s*[.!]*$`)

// renameQuoted: "rename X to "Y"" (group 1 Y, kept exactly as quoted).
var renameQuoted = lazy(`(?i)\b(?:rename|retitle|call)\b.*?\bto\s+["“]([^"”]+)["”]\s*[.!]*$`)

// verbatimRename keeps a new name as the user wrote it: the rewrites that
// read requests ("put X in it" said as a move) never reach inside it. It
// applies to a plan of one rename whose new name begins as the words
// after "to" do.
func verbatimRename(p plan.Plan, text string) plan.Plan {
	if len(p.Steps) == 1 {
		key := map[string]string{"updateTask": "title", "updateMilestone": "title", "renameProject": "name", "updateNote": "title"}[p.Steps[0].Tool]
		if q := renameQuoted.FindStringSubmatch(text); q != nil && key != "" && p.Steps[0].Args[key] != nil {
			p.Steps[0].Args[key] = q[1] // "rename … to "Book Richard's flights (BOS / ORD)"": the quote exactly
			return p
		}
	}
	m := renameTo.FindStringSubmatch(text)
	if m == nil || len(p.Steps) != 1 {
		return p
	}
	key := map[string]string{"updateTask": "title", "updateMilestone": "title", "renameProject": "name", "updateNote": "title"}[p.Steps[0].Tool]
	said := strings.Trim(strings.TrimSpace(m[1]), "'‘’")
	got, _ := p.Steps[0].Args[key].(string)
	if key == "" || got == "" || strings.EqualFold(got, said) || !strings.EqualFold(firstWord(got), firstWord(said)) ||
		len(strings.Fields(got)) != len(strings.Fields(said)) {
		return p // only a word said another way is put back, never a word cut ("… lol")
	}
	if politeEnd.MatchString(said) {
		return p // "… to Y please": the rules' cut stands
	}
	p.Steps[0].Args[key] = said
	return p
}

// dayNamedRef: a weekday said before a task's noun in the request ("the
// saturday shift"): group 1 the determiner, 2 the weekday, 3 the word after.
var dayNamedRef = lazy(`(?i)\b(my|the|our|this|that)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|mon|tue|wed|thu|thur|thurs|fri|sat|sun)\s+([\p{L}'’-]+)`)

// weekdayKept puts back into a step's task reference the weekday the
// request said inside the task's name ("mark the saturday shift done" is
// "the saturday shift", not "shift"): the ToolBox tells tasks apart by it.
func weekdayKept(p plan.Plan, text string) plan.Plan {
	ms := dayNamedRef.FindAllStringSubmatch(text, -1)
	if len(ms) == 0 {
		return p
	}
	for _, st := range p.Steps {
		t, _ := st.Args["task"].(string)
		if t == "" || strings.HasPrefix(t, "$") || pronoun[asciiLower(t)] {
			continue
		}
		bare := strings.TrimSpace(leadDeterminer.ReplaceAllString(t, ""))
		for _, m := range ms {
			if strings.Contains(asciiLower(t), asciiLower(m[2])) || !strings.EqualFold(firstWord(bare), m[3]) {
				continue
			}
			st.Args["task"] = m[1] + " " + m[2] + " " + bare
			break
		}
	}
	return p
}

// leadDeterminer: "the", "my" … opening a reference.
var leadDeterminer = lazy(`(?i)^\s*(?:the|my|our|this|that)\s+`)

// twoDatesSaid: one thing said on two dates of a month ("schedule Karim
// for the early shift dec 24 and dec 31"); groups: the thing, the dates,
// the rest (a label or priority after a comma).
var twoDatesSaid = lazy(`(?i)^(\s*(?:(?:please\s+)?(?:add|put\s+down)\s+)?.+?)\s+(?:on\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\s+and\s+(?:on\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)(\s*,.*)?\s*[.!]*$`)

// twoDates is one thing said on two dates as two captures, the rest
// (", tag staff") said of each.
func twoDates(text string) string {
	m := twoDatesSaid.FindStringSubmatch(text)
	if m == nil || commandVerbs[asciiLower(firstWord(m[1]))] {
		return text
	}
	thing := strings.TrimSpace(m[1])
	if l := strings.ToLower(thing); strings.HasPrefix(l, "add ") {
		thing = strings.TrimSpace(thing[4:])
	}
	if dc := cutDates(thing); dc.due != "" || dc.repeats != "" {
		return text
	}
	rest := strings.TrimSpace(m[4])
	if rest != "" {
		rest = " " + rest
	}
	return "add " + thing + " " + m[2] + rest + " and " + thing + " " + m[3] + rest
}
