package grammar

import (
	"strconv"
	"strings"

	"pace/plan"
)

// Stop 46: the families of trials 389 on and of the leftovers of stop 45,
// in our own words (tests in stop46_test.go).

// stop46Rewrites: frames read as the rules read them.
var stop46Rewrites = []guardedRewrite{
	// "change the bins to repeat on saturdays instead of sundays": the
	// new rule's day; the old one said is no part of it
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)*)(?:change|switch|set|make|move)\s+(?:the\s+|my\s+)?(.+?)\s+(?:to\s+)?(?:repeat|recur|be)\s+(?:on\s+|every\s+)(mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s?\s+(?:instead\s+of|rather\s+than|not)\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s?\s*(?:please|pls)?\s*[.!]*$`), "${1}make $2 repeat every ${3}day", nil},
	// "Oh and while I think of it, I've got …": a lead that says nothing
	{lazy(`(?i)^\s*(?:(?:oh|and|also|right|ok|okay)[,\s]+)*while\s+i\s+(?:think\s+of\s+it|remember(?:\s+it)?|'?m\s+at\s+it|am\s+at\s+it)\s*[,:-]?\s+`), "", nil},
	// "Oh hang on, I've been silly, …": fillers and a remark about
	// oneself before the request
	{lazy(`(?i)^\s*(?:(?:oh|ah|hmm|sorry|oops|wait)[,!\s]+)*(?:hang|hold)\s+on\s*[,!.]+\s*`), "", nil},
	{lazy(`(?i)^\s*(?:i'?ve|i\s+have|i’ve)\s+been\s+(?:silly|daft|stupid|an\s+idiot|a\s+fool|dozy|thick)\s*[,!.]+\s*`), "", nil},
	// "I've put my notes in for you about …. What time …?": the question
	{lazy(`(?i)^\s*(?:i'?ve|i\s+have|i’ve)\s+(?:put|added|imported|uploaded|loaded|saved|given\s+you|popped)\s+(?:in\s+)?(?:my|the|some|all\s+my)\s+notes\b[^.?!]*[.!]\s+`), "", nil},
	// "What is it Mali is allergic to again? I've gone blank …": a
	// question, then a remark about oneself
	{lazy(`(?i)^((?:what|what's|whats|what’s|who|who's|when|where|which|how|is|are|was|were|do|does|did|have|has)\b[^?]*\?)\s+(?:i'?ve|i\s+have|i’ve|i'?m|i\s+am|i’m|i\s+was|i'?ll|i\s+will|i\s+can'?t|i\s+don'?t|it'?s|we'?re|we\s+are)\b[^?]*$`), "$1", nil},
	// "what's in the choir project now?", "is there anything left in the
	// choir project then?": time fillers closing a question
	{lazy(`(?i)^((?:what|what's|whats|what’s|which|who|when|where|how|is|are|have|has|do|does|did)\b[^?]*?)\s*,?\s+(?:now|then|at\s+the\s+moment|right\s+now|again)\s*(\?+|$)`), "$1$2",
		lazy(`(?i)\b(?:as\s+of|from|until|till|since|by|for|up\s+to|before|after|than|between|and|or)\s+(?:now|then)\s*\?*\s*$`)},
	// "When is Osian's dentist appointment again, and what time?": the
	// time is part of when
	{lazy(`(?i)^(\s*when\s+(?:is|are|was)\s+.+?)(?:\s+again)?\s*,?\s+and\s+(?:at\s+)?what\s+time\s*(?:is\s+it|was\s+it)?\s*\??\s*$`), "$1?", nil},
	// "put that with the grandchildren label too": its label
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?(?:put|file|stick|pop|keep)\s+(?:that|it|this)\s+(?:with|under|in|into)\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)(?:\s+(?:too|as\s+well|also))?\s*(?:,?\s*(?:please|pls|thanks))?\s*[.!]*$`), " @$1", nil},
	// "…, and make it a high priority one": its priority
	{lazy(`(?i)\bmake\s+(it|that|this)\s+a\s+(high|low|top|urgent|normal|medium)[\s-]*(?:priority|prio|pri)\s+(?:one|task|job|thing)\b`), "make $1 $2 priority", nil},
	// "…, so they stand out from the rest": a reason after the request
	{lazy(`(?i)(\S)\s*(?:,\s*|\s+)(?:(?:please|pls)\s*,?\s*)?(?:just\s+)?so\s+(?:that\s+)?(?:they|it|that|i|we|everything|its|it's|it’s|they're|theyre)\b[^,.;!?]*?(?:\s+(?:all\s+)?together|\s+stand\s+out\b[^,.;!?]*|\s+(?:don'?t|won'?t)\s+forget\b[^,.;!?]*|\s+remember\b[^,.;!?]*)\s*[.!]*$`), "$1", lazy(`(?i)\bso\s+.*\b(?:could|can|would)\s+you\b|\bso\s+(?:please\s+)?(?:add|put|make|move|tick|mark)\b|\bproject\s+(?:called|named)\b|\b(?:create|start|set\s+up|make|new)\s+(?:a\s+)?(?:new\s+)?project\b`)},
	// "put the bins out on Wednesday nights, every week please": each
	// such night
	{lazy(`(?i)\bon\s+(mon|tues|wednes|thurs|fri|satur|sun)days?\s+(night|evening|morning|afternoon)s\b(\s*,?\s*every\s+week\b)?`), "every ${1}day $2", nil},
	// "I need to pay X on Friday as well, he comes every four weeks so
	// could you make it repeat every four weeks": the repeat asked for
	{lazy(`(?i)\s*,\s*(?:he|she|they|it|that|this)\s+[^,]*?\s+so\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(make\s+it\s+(?:repeat|recur)\s+)`), ", $1", nil},
	// "could you start a project for that please, call it X": "for
	// that" is no part of it
	{lazy(`(?i)\b(project)\s+for\s+(?:that|this|it|them)\s*(?:please\s*)?(,\s*(?:and\s+)?(?:call|name)\s+it\b)`), "$1$2", nil},
	// "The Tesco trolley one - I've done that this morning, …, tick it
	// off please": the thing named first is the one ticked off
	{lazy(`(?i)^\s*((?:the|my)\s+[^,.!?-]+?\s+(?:one|task|job|thing))\s*[-–—,:]\s*(?:i'?ve|i\s+have|i’ve|i)\s+(?:done|did|sorted|finished)\s+(?:that|it)\b.*?\b(?:tick|mark|cross|check|score)\s+(?:it|that)\s+(?:off|done|as\s+done)\b.*$`), "tick off $1", nil},
	// "…! Could you put it back as not done please": reopen it
	{lazy(`(?i)^.*?[.!?,]\s*(?:so\s+)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:put\s+it\s+back(?:\s+(?:as|to)\s+(?:not\s+done|undone|open|to\s+do))|mark\s+it\s+(?:as\s+)?(?:not\s+done|undone|open)|untick\s+it|un-tick\s+it)\b.*$`), "reopen it",
		lazy(`(?i)\b(?:ticked|marked|checked|crossed|ticking|marking)\s+(?:off\s+)?(?:the|my)\s+`)},
	// "i didnt finish it open it back up": reopen it
	{lazy(`(?i)^\s*(?:(?:naw|no|nah|sorry|oops|och)[,\s]+)*i\s+(?:didn'?t|didnt|did\s+not|havent|haven'?t|have\s+not)\s+(?:finish(?:ed)?|do(?:ne)?|get\s+(?:it\s+)?done)\s+(?:it|that)\b[\s,.;!-]*(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+|pls\s+)?(?:open\s+it\s+(?:back\s+)?up(?:\s+again)?|reopen\s+it|put\s+it\s+back)\b.*$`), "reopen it", nil},
	// "Could you make the library books one high priority": the ask
	{lazy(`(?i)^\s*(?:can|could|would|will)\s+you\s+(?:please\s+|kindly\s+)?(make\s+the\s+[^,]+?\s+one\s+(?:high|low|urgent|top|normal|medium))`), "please $1", nil},
	// "start a project please, call it Christmas Hampers": its name
	{lazy(`(?i)\b(?:start|create|make|set\s+up|open|begin)\s+(?:a\s+|one\s+)?(?:new\s+)?project\s*(?:for\s+(?:that|this|it|them)\s*)?(?:please\s*|pls\s*)?,?\s*(?:and\s+)?(?:call|name)\s+it\s+`), "create a project called ", nil},
	// "I'd like a project for the choir as well please, call it X, and
	// put in A by D and B": the project, then its tasks
	{lazy(`(?i)^.*?\bproject\b[^,]*,\s*(?:and\s+)?(?:call|name)\s+it\s+([^,]+?)\s*,?\s+and\s+(?:then\s+)?(?:put|add|pop|stick)\s+in\s+(?:it\s+|there\s+)?(.+?)\s*[.!]*$`), "create a project called $1 with tasks $2", nil},
	// "show me everything I've still got to do next week": "still" asks
	// nothing more
	{lazy(`(?i)\b((?:everything|what|anything|all|things)\s+(?:that\s+)?(?:i'?ve|i’ve|i\s+have|we'?ve|we\s+have))\s+still\s+(got\b)`), "$1 $2", nil},
	// "which of my projects has got the most still left to do?"
	{lazy(`(?i)^\s*(?:which|what)\s+(?:of\s+my\s+|one\s+of\s+my\s+)?projects?\s+(?:has|have|'s)\s+(?:got\s+)?the\s+(?:most|least|fewest)\s+(?:\w+\s+){0,3}?(?:left|to\s+do|open|outstanding|remaining|tasks|done)\b.*$`), "show my projects", nil},
	// "…, so the wool one is done now": that one is done
	{lazy(`(?i)^.*?[,.;!]?\s+so\s+((?:the|my)\s+[^,.!?]+?\s+(?:one|task|job|thing))\s+(?:is|'s|’s)\s+(?:done|sorted|finished|complete|completed|dealt\s+with|ticked\s+off)(?:\s+(?:now|then|already|too|as\s+well))?\s*[.!]*$`), "mark $1 done", nil},
	// "Could you add to the Glenys card one that she likes robins, so I
	// remember …": a note on that task
	{lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?add\s+(?:a\s+note\s+)?(?:to|on)\s+((?:the|my)\s+[^,:]+?)\s+(?:one|task|job)\s+(?:that\s+|:\s*)(.+?)(?:\s*,\s*so\s+(?:i|we)\b.*)?\s*[.!]*$`), "add a note to $1 task: $2", nil},
	// "…, put it in the hamper project - no, not that project, just on its
	// own with the foodbank label": the project taken back
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:put|file|stick|pop)\s+it\s+(?:in|into|under)\s+[^,]+?\s*[-–—,]\s*(?:no|sorry|oops|actually)\s*,?\s*not\s+(?:that|the)\s+(?:project|one)\s*,?\s*(?:just\s+)?(?:(?:on\s+its\s+own|by\s+itself|in\s+no\s+project|no\s+project)\s*)?`), " ", nil},
	// "I want to keep the things together so I can see them all, could
	// you put a label on the wool": the purpose said first, then the ask
	{lazy(`(?i)^[^,]*?\bso\s+(?:that\s+)?(?:i|we)\s+(?:can|could|will|don'?t)\b[^,]*,\s*(?:so\s+)?((?:could|can|would|will)\s+you\s+(?:please\s+)?(?:put|add|move|make|tag|label|file|mark|tick|set|change)\b.+)$`), "$1", lazy(`(?i),\s*(?:so\s+)?(?:could|can|would|will)\s+you\s+(?:please\s+)?\S+\s+(?:it|that|this|them|those|these)\b`)},
	// "I've got choir practice every Thursday at 7 up the chapel, could
	// you put that in as a regular thing please so I stop forgetting":
	// the thing said, then "put that in"
	{lazy(`(?i)^\s*(?:also\s+|and\s+)?(?:i'?ve|i’ve|i\s+have|we'?ve|we\s+have)\s+got\s+(.+?)\s*,\s*(?:so\s+)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:put|add|pop|stick|write)\s+(?:that|it|this)\s+(?:in|down)\b\s*(?:as\s+a\s+(?:regular|repeating|recurring|weekly|standing)\s+(?:thing|one|task|event|reminder))?\s*(?:,?\s*(?:please|pls))?\s*(?:,?\s*so\s+.*)?[.!]*$`), "add $1", nil},
	// "3rd project: casa verde rebrand, deadline 22 dec", "another
	// project: …": a new project named after the colon
	{lazy(`(?i)^\s*(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|another|one\s+more|last)\s+(?:new\s+)?(?:client\s+)?project\s*[:-]\s*`), "new project ", nil},
	// "change the wacom one to tag #gear": a label added
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:change|set|switch|update)\s+((?:the|my)\s+.+?)\s+to\s+(?:(?:have|get)\s+(?:the\s+|a\s+)?)?(?:tag|label)(?:ged|led)?\s+(?:with\s+)?#?([\p{L}\d_-]+)\s*[.!]*$`), "${1}tag $2 with $3", nil},
	// "add task lumen revision 2 tmrw 11am high": a priority word said
	// last, after the day or time
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:add|new|create|put\s+in)\b.*?\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|h)|tomorrow|tmrw|today|tonight|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*))\s+(high|low|urgent)\s*[.!]*$`), "$1 $2 priority", nil},
	// "add a milestone to the docherty job first fix done by 18th dec":
	// the project said first, as "job"
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)add\s+(?:a\s+|another\s+)?milestone\s+(?:to|on|for)\s+(?:the\s+)?([\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+)?)\s+(?:job|project|contract|account)\s*[,:-]?\s+(.+?)\s*[.!]*$`), "${1}add a milestone $3 to the $2 project",
		lazy(`(?i)\b(?:job|project|contract|account)\s*[,:-]?\s+(?:called|named|titled|for|due|on|by|with)\b`)},
	// "first fix done at dochertys tick off the milestone": the milestone
	// named by what was done
	{lazy(`(?i)^\s*(.+?)(?:\s+(?:at|for|on)\s+(?:the\s+)?[\p{L}'’-]+)?\s*[,.;-]?\s+(?:so\s+)?(?:pls\s+|please\s+)?(?:tick|mark|check|cross)\s+off\s+(?:the|that|this)\s+milestone\s*(?:pls|please)?\s*[.!]*$`), "tick off the milestone $1",
		lazy(`(?i)\b(?:is|are|was|were|has|have|been|got|'s|’s)\b|[!.,;]\s+\S`)},
	// "mcgregors finally paid mark the invoice done": whose invoice
	{lazy(`(?i)^\s*([\p{L}'’-]+?)(?:'s|’s|s')?\s+(?:have\s+|has\s+)?(?:finally\s+|just\s+|at\s+last\s+)?(?:paid|paid\s+up|settled\s+up|settled|coughed\s+up)\s*(?:at\s+last)?\s*[,.;!-]?\s+(?:so\s+)?(?:pls\s+|please\s+)?(?:mark|tick)\s+(?:off\s+)?(?:the|their|his|her)\s+(invoice|bill)\s*(?:off|done|as\s+done|as\s+paid|paid)?\s*[.!]*$`), "mark the $1 $2 done", nil},
	// "undo that the cheque bounced": the reason is no request
	{lazy(`(?i)^\s*((?:please\s+|pls\s+)?undo\s+(?:that|it|this|the\s+last\s+(?:one|change|thing))(?:\s+please|\s+pls)?)\s*[,.;:!-]*\s+(?:the|he|she|they|it|i|we|cos|because|coz|as|since|turns\s+out|apparently|its|it's|he's|she's|they've)\b.*$`), "$1", lazy(`(?i)\b(?:and|then)\s+(?:move|add|put|make|set|mark|tag)\b`)},
	// "…, its oot on the 30th": its day, said as when it runs out
	{lazy(`(?i)^(\s*(?:actually\s+|please\s+|pls\s+)*make\s+(?:the\s+)?.+?\s+(?:one\s+)?(?:urgent|high\s+priority|top\s+priority|high))\s*,?\s+(?:it'?s|its|it’s|it\s+is)\s+(?:due|out|oot|up|expiring|running\s+out|needed)\s+(on|by|for)\s+(.+?)\s*[.!]*$`), "$1 and move it to $3", nil},
	// "Right so, first thing, I need to …": fillers that open a request
	{lazy(`(?i)^\s*(?:(?:right\s+so|right\s+then|ok\s+then|okay\s+then|so\s+then|right|so|ok|okay|now|grand|well|first\s+thing|first\s+of\s+all|firstly|next\s+thing|one\s+more\s+thing)\s*[,.!:]\s*)+`), "", lazy(`(?i)^\s*(?:right|so|ok|okay|now|grand|well)\s*[,.!:]\s*$`)},
	// "…, put that down for me would you": the ask, after the thing said
	{lazy(`(?i)^(\s*(?:i\s+(?:need|have|want|must)\s+to|i'?ve\s+(?:got\s+)?to|i\s+should|remind\s+me\s+to)\s+.+?)\s*,?\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?put\s+(?:that|it|this)\s+down(?:\s+for\s+me)?(?:\s*,?\s*(?:would|will|could|can)\s+you|\s*,?\s*please|\s*,?\s*thanks)?\s*[.!?]*$`), "$1", nil},
	// "tag the litter pick one as outdoors while your at it": a remark
	{lazy(`(?i)\s*,?\s*while\s+(?:you'?re|your|you\s+are|ur)\s+at\s+it\s*[.!]*$`), "", nil},
	// "… at the minute?", "… at present?": time fillers closing a question
	{lazy(`(?i)^((?:what|what's|whats|what’s|which|who|when|where|how|is|are|have|has|do|does|did)\b[^?]*?)\s*,?\s+(?:at\s+the\s+minute|at\s+present|currently|these\s+days|just\s+now)\s*(\?+|$)`), "$1$2", nil},
	// "…, my wife would kill me if that went wrong": a remark
	{lazy(`(?i)\s*,\s*(?:[\p{L}']+\s+){0,3}?(?:would|will|'d|’d)\s+(?:kill|murder|go\s+mad|go\s+spare|never\s+forgive|be\s+raging|be\s+furious|give\s+out|have\s+my\s+head|skin)\b[^.,;!?]*`), "", nil},
	// "Change the name of X to "Y" - I forgot about …": the quoted name,
	// then a remark
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change\s+the\s+name\s+of|rename|call|retitle)\s+.+?\s+(?:to|as)\s+"[^"]+")\s*[-–—,;.:]\s+\S.*$`), "$1", nil},
	// "how many things have I got that are high priority?"
	{lazy(`(?i)^\s*how\s+many\s+(?:things|tasks|jobs|items)\s+(?:have\s+i\s+got|do\s+i\s+have|i\s+have|are\s+there)\s+(?:that\s+(?:are|is)\s+|at\s+|on\s+)?(high|low|urgent|top|normal|medium)\s+(?:priority|prio)\s*\??\s*$`), "how many $1 priority tasks do I have?", nil},
	// "The compost and bonemeal, I got them in Woodies this morning, mark
	// them both done": the things named first
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]+?)\s*,\s*(?:i'?ve|i\s+have|i)\s+(?:got|bought|done|did|finished|sorted|collected|picked\s+up|posted|paid|sent)\s+(?:them|it|those|both)\b[^,]*,\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:mark|tick|cross|check)\s+(?:them|it|those)\s+(?:both\s+|all\s+)?(?:off|done|as\s+done|complete)(?:\s+(?:both|please|pls))?\s*[.!]*$`), "mark $1 done", nil},
	// "I got the gloves in Dunnes yesterday, tick that off"
	{lazy(`(?i)^\s*(?:i'?ve|i\s+have|i)\s+(?:got|bought|picked\s+up|collected|found|done|sorted|posted|paid)\s+((?:the|my)\s+[\p{L}\d' -]+?)(?:\s+(?:in|at|from|off)\s+[\p{L}'’]+)?(?:\s+(?:yesterday|today|this\s+morning|earlier|last\s+night|at\s+last|finally))?\s*,\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:tick|mark|cross|check)\s+(?:that|it|them)\s+off(?:\s+(?:so|then|please|pls|for\s+me))?\s*[.!]*$`), "tick off $1", nil},
	// "I did ring them, tick it off so": the remark, then the tick
	{lazy(`(?i)^\s*(?:i\s+did|i'?ve|i\s+have)\s+[^,]+,\s*((?:tick|mark|cross|check)\s+(?:it|that)\s+(?:off|done))(?:\s+(?:so|then|please|pls|for\s+me))?\s*[.!]*$`), "$1", nil},
	// "Everything I have due on Thursday the 10th that isn't done, can you
	// move it to Monday, I was laid up": a bulk move
	{lazy(`(?i)^\s*(?:everything|all\s+(?:the\s+)?(?:things|tasks|jobs))\s+(?:(?:that\s+)?i\s+have\s+|(?:that\s+)?i'?ve\s+got\s+|that'?s\s+|which\s+is\s+)?(due\s+[^,]+?)(?:\s+that\s+(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:done|finished)(?:\s+yet)?)?\s*,\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(move|push|shift|put)\s+(?:it|them)(?:\s+all)?\s+(?:to|till|until)\s+([^,]+?)(?:\s+(?:would|will|could|can)\s+you|\s+please|\s+pls)?(?:\s*,.*)?\s*[?.!]*$`), "$2 everything $1 to $3", nil},
	// "Everything I have in Maureen's Garden, push it all out a week"
	{lazy(`(?i)^\s*(?:everything|all(?:\s+the\s+(?:things|tasks|jobs))?)\s+(?:(?:that\s+)?i\s+have\s+|(?:that\s+)?i'?ve\s+got\s+)?in\s+(?:the\s+)?(.+?)(?:\s+project)?\s*,\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:push|move|shift|put)\s+(?:it|them)\s+(?:all\s+)?(?:out|back|on|forward)\s+(?:by\s+)?(a|one|two|three|\d+)\s+(weeks?|days?)\b.*$`), "push everything in the $1 project back by $2 $3", nil},
	// "Add 'A' for tomorrow and 'B' for Wednesday - the ones to Australia
	// have to go early …": a remark after a dash
	{lazy(`(?i)^(\s*(?:please\s+)?add\b.*"[^"]*?)\s+[-–—]\s+the\s+(?:ones?|last\s+one|first\s+one|second\s+one)\b[^"]*$`), "$1", nil},
	// "Hello there, my daughter put this on the computer for me …. Right
	// so, …": a greeting and an introduction before the request
	{lazy(`(?i)^\s*(?:hello|hi|hiya|hey|good\s+(?:morning|afternoon|evening)|morning|evening|dia\s+dhuit)(?:\s+there)?\s*[,!.]?\s+(?:my|i'?m|i’m|i\s+am|i\s+was|i'?ve|i’ve|i\s+have|this\s+is|it'?s|we)\b[^.!?]*[.!?]+\s+(\S.*)$`), "$1", nil},
	// "… and whats coming up next?": the project's view says so
	{lazy(`(?i)\s*,?\s+and\s+(?:what'?s|whats|what’s|what\s+is)\s+(?:coming\s+up|next|due\s+next|coming\s+up\s+next)(?:\s+next)?\s*\?`), "?", nil},
	// "I'm after remembering I have to …": Irish English for "I just
	// remembered"
	{lazy(`(?i)^\s*(?:i'?m|i’m|i\s+am)\s+(?:after|just\s+after)\s+(?:remembering|thinking\s+of\s+it|thinking)\s*,?\s*(?:that\s+)?`), "", nil},
	// "And the car tax is due too, same day": another thing, that day
	{lazy(`(?i)^\s*(?:and\s+)?((?:the|my)\s+.+?)\s+(?:is|are)\s+due\s+(?:too|as\s+well|also)\s*,\s*(same\s+(?:day|date|time))\s*[.!]*$`), "and $1 also, $2", nil},
	// "Actually put the car tax on the 28th, …": a correction moves it
	{lazy(`(?i)^\s*actually\s*,?\s+(?:please\s+)?put\s+((?:the|my)\s+[^,]+?)\s+(?:on|for|to)\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "move $1 to $2", nil},
	// "Did I ever ring the doctor about the prescription? I can't
	// remember …": whether that task is done
	{lazy(`(?i)^\s*did\s+i\s+(?:ever\s+|actually\s+|already\s+)?((?:ring|call|phone|email|text|pay|book|order|send|post|buy|get|collect|renew|cancel|fix|sort)\b[^?]*?)\s*\?.*$`), "is $1 done?", nil},
	// "Whats my next Tidy Towns milestone and how long have I got till it?"
	{lazy(`(?i)^\s*(?:what'?s|whats|what’s|what\s+is)\s+(?:my|the)\s+next\s+(.+?)\s+milestone\b.*$`), "when is the next milestone in the $1 project?", nil},
	// "Change the X task to high priority, and say by the 15th of January
	// instead": its priority and its day
	{lazy(`(?i)^\s*(?:please\s+)?(?:change|set|make)\s+((?:the|my)\s+.+?)\s+(?:to\s+)?(high|low|urgent|top|normal|medium)\s+(?:priority|prio)\s*,?\s+and\s+(?:say|make\s+it|put\s+it|set\s+it|move\s+it)\s+(?:by|for|to|on|due)\s+(.+?)(?:\s+instead)?\s*[.!]*$`), "make $1 $2 priority and move it to $3", nil},
	// "Make a new project called Garden for the wife's garden jobs, and
	// move …": the name, then what it is for
	{lazy(`(?i)\b(project\s+(?:called|named)\s+[\p{Lu}][\p{L}'’]*(?:\s+[\p{Lu}\d][\p{L}'’\d]*)?)\s+(for\s+(?:the|my|our|his|her)\s+[^,]+?)\s*,\s*(and\s+(?:move|put|add|file)\b)`), "$1 ($2), $3", nil},
	// "in January sometime, say the 10th": the day said
	{lazy(`(?i)\bin\s+(january|february|march|april|may|june|july|august|september|october|november|december)\s*,?\s*(?:sometime\s*,?\s*)?(?:say|maybe|probably|like)?\s*,?\s*(?:on\s+)?the\s+(\d{1,2}(?:st|nd|rd|th)?)\b`), "on the $2 of $1", nil},
	// "…, and cut back the roses …. Both in the Garden project, low
	// priority, no rush on them": what both share, said after them
	{lazy(`(?i)\.\s+(?:both|all|they'?re\s+both|they\s+are\s+both|all\s+of\s+them|both\s+of\s+them)\s+(?:in|for|under)\s+(?:the\s+|my\s+)?([^,.]+?)\s+project\s*((?:,\s*(?:high|low|top|urgent|normal)\s+priority)?)(?:\s*,\s*(?:no\s+rush|no\s+hurry|not\s+urgent)(?:\s+on\s+(?:them|it|either))?)?\s*[.!]*$`), " - both in the $1 project$2", nil},
	// "Sorry, that was a mistake, I havent actually booked them yet -
	// undo that.": the remark, then the undo
	{lazy(`(?i)^.*\b(?:mistake|by\s+accident|accidentally|didn'?t\s+mean|did\s+not\s+mean|haven'?t\s+actually|havent\s+actually|not\s+actually|wrong\s+one|too\s+soon|jumped\s+the\s+gun)\b.*?[-–—,.;!]\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:undo|reverse|take\s+back)\s+(?:that|it|this)(?:\s+please|\s+pls|\s+for\s+me)?\s*[.!?]*$`), "undo that", nil},
	// "Add these for the quiz night: A, B, C - all under the fundraising
	// project, due D": the project said after the list is theirs
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:these|the\s+following|this\s+lot|some\s+tasks|a\s+few\s+things))\s+for\s+(?:the\s+|my\s+|our\s+)?[^:]+?:\s*(.+?)\s*[-–—,]\s*all\s+(?:under|in|into|for|to)\s+(?:the\s+|my\s+)?(.+?)\s+project\s*,?\s*(.*?)\s*[.!]*$`), "$1 to the $3 project: $2 - all $4", nil},
	// "please give me a summary of both projects and how far along they
	// are": the projects with their progress
	{lazy(`(?i)^\s*(?:(?:morning|hi|hello|ok|okay)\s*[,.!]?\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)*(?:give|show|send)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:quick\s+|short\s+|brief\s+)?(?:summary|overview|update|rundown|status(?:\s+update)?|progress\s+report)\s+(?:of|on|for)\s+(?:both|all|each\s+of)?\s*(?:of\s+)?(?:my|the|our)?\s*(?:two\s+|three\s+)?(?:open\s+|active\s+|current\s+)?projects\b.*$`), "show my projects", nil},
	// "Last one - mark …": a lead that says nothing
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|and)\s*,?\s+)?(?:last|final|one\s+more|another|next|first)\s+(?:one|thing|request|task|bit)\s*(?:for\s+(?:today|now|tonight))?\s*[-–—:,]\s*`), "", nil},
	// "milestones for it - pick topic by 18 dec, lit search by 2 jan, …"
	{lazy(`(?i)^\s*(?:(?:please\s+)?add\s+)?(?:the\s+|some\s+)?milestones\s+(?:for|to|on|in)\s+(it|that|this|the\s+[^:–—-]+?)\s*[-–—:]\s*(.+)$`), "add milestones to $1: $2", nil},
	// "i swapped my thurs long day to next tues can u change it": moved
	{lazy(`(?i)^\s*(?:so\s+)?i(?:'ve|\s+have)?\s+(?:swapped|switched|changed|moved)\s+((?:my|the)\s+.+?)\s+(?:to|for|with)\s+(.+?)\s*(?:,?\s*(?:so\s+)?(?:can|could|would)\s+(?:u|you)\s+(?:please\s+|pls\s+)?(?:change|update|move|sort)\s+(?:it|that|this)(?:\s+(?:too|as\s+well|pls|please|for\s+me))?)?\s*[?.!]*$`), "move $1 to $2",
		lazy(`(?i)\bchanged\s+(?:my|our)\s+minds?\b|,`)},
	// "move X to 30 dec so its before the lit search one": a reason
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|change|put)\s+.+?)\s*,?\s+so\s+(?:that\s+)?(?:it'?s|its|it’s|it\s+is|it'?ll\s+be|they'?re)\s+(?:before|after|ahead\s+of|in\s+time|done|ready|finished|out\s+of)\b.*$`), "$1", nil},
	// "tick off all my placement shifts from last week theyre done": the
	// label's tasks past their day
	{lazy(`(?i)^\s*(?:please\s+)?(?:tick\s+off|mark\s+off|complete|cross\s+off)\s+(?:all\s+)?(?:of\s+)?(?:my|the)\s+([\p{L}\d_-]+)\s+(?:shifts|tasks|ones|things|jobs|sessions|classes|lessons)\s+(?:from|due|of)\s+(?:last\s+week|yesterday|last\s+month|last\s+weekend|the\s+other\s+day)(?:\s*,?\s*(?:they'?re|theyre|they\s+are|all)\s+(?:all\s+)?done)?\s*[.!]*$`), "tick off everything tagged $1 that's overdue", nil},
	// "Please create a project for the WI Christmas Lunch; it is on the
	// 19th of December at the village hall.": its name, then its day
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|start|set\s+up|make|open)\s+(?:a\s+)?(?:new\s+)?project\s+)(?:for|called|named)\s+(?:the\s+)?([^;:]+?)\s*;\s*(?:it|this|that)\s+(?:is|'s|’s|will\s+be)\s+(?:on|due|taking\s+place\s+on|happening\s+on)\s+(.+?)(?:\s+(?:at|in)\s+the\s+[^.,;]+)?\s*[.!]*$`), "${1}called $2 due $3", nil},
	// "…, as agreed at the staff meeting, …": a remark
	{lazy(`(?i)\s*,\s*as\s+(?:agreed|discussed|decided|promised|arranged|requested|planned|mentioned)\b[^,.;]*(,|\s*$)`), "$1", nil},
	// "Everything due this Friday needs to move to Monday, please, as …"
	{lazy(`(?i)^\s*((?:everything|all\s+(?:the\s+|my\s+)?(?:tasks|things|jobs))\s+(?:that'?s\s+|which\s+is\s+)?due\s+[^,]+?)\s+(?:needs|has|have|need)\s+to\s+(?:move|be\s+moved|go|shift|be\s+pushed)\s+(?:to|till|until)\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "move $1 to $2", nil},
	// "I have finally spoken to the plumber and he is coming on Thursday,
	// so please mark that task complete": the task of the one spoken to
	{lazy(`(?i)^\s*i\s+(?:have\s+|'ve\s+|’ve\s+)?(?:finally\s+|just\s+|now\s+|at\s+last\s+)?(?:spoken|spoke|talked|rung|rang|called|phoned|emailed|written|wrote|heard\s+back\s+from|got\s+hold\s+of|seen|met)\s+(?:to\s+|with\s+)?((?:the|my)\s+[\p{L}'’-]+)\b.*?[,.;]?\s+so\s+(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:mark|tick|cross)\s+(?:that|this|it)(?:\s+task|\s+one)?\s+(?:as\s+)?(?:complete|completed|done|off)\b.*$`), "mark the $1 task done", nil},
	// "Please change the WI newsletter to the second Monday of the month
	// instead; …": its rule's day
	{lazy(`(?i)^\s*(?:please\s+)?(?:change|move|switch|set)\s+((?:the|my)\s+.+?)\s+to\s+(?:the\s+|every\s+)?(first|second|third|fourth|last|1st|2nd|3rd|4th)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+of\s+(?:the|each|every)\s+month\b.*$`), "set $1 to repeat on the $2 $3 of each month", nil},
	// "Please set everything tagged WI that is still open to low priority,
	// as …": the label's tasks
	{lazy(`(?i)^\s*(?:please\s+)?(?:set|make|change|put)\s+(?:everything|all(?:\s+the)?\s+tasks|all\s+the\s+things)\s+(?:tagged|labelled|labeled|with\s+the\s+tag)\s+@?([\p{L}\d_-]+)(?:\s+(?:tag|label))?(?:\s+that\s+(?:is|are)\s+(?:still\s+)?(?:open|not\s+done|outstanding))?\s+(?:to\s+|as\s+)?(high|low|urgent|normal|top)\s+priority\b.*$`), "make all the tasks tagged $1 $2 priority", nil},
	// "groceries: A, B, C. tag all errands, due tmrw": the list, then what
	// each one gets
	{lazy(`(?i)^\s*(?:add\s+)?[\p{L}' ]{2,30}:\s*([^.:]+?,[^.:]+?)\.\s*(?:and\s+)?tag\s+(?:them\s+)?(?:all|each|every\s+one|them)\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)\s*,?\s*((?:due\s+|for\s+|by\s+|on\s+)?[^,.]*?)\s*[.!]*$`), "add $1 - all @$2 $3", nil},
	// "new project X, due D. milestones: a by D1, b by D2": the project,
	// its day and its milestones
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new\s+|create\s+(?:a\s+)?(?:new\s+)?|start\s+(?:a\s+)?(?:new\s+)?|make\s+(?:a\s+)?(?:new\s+)?)project\s+[^,.]+?)\s*,?\s+(?:due|deadline|by)\s+([^.]+?)\s*\.\s*milestones?\s*[:-]\s*(.+?)\s*[.!]*$`), "$1 due $2 with milestones $3", nil},
	// "email the daycare and ask them to confirm …": asked of Pace
	{lazy(`(?i)^(\s*(?:please\s+)?(?:email|e-mail|text|message|msg|call|ring|phone)\s+(?:the\s+|my\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(and\s+(?:ask|tell|remind|let)\s+(?:them|him|her|it)\b)`), "$1 for me $2", lazy(`(?i)\b(?:today|tomorrow|tmrw|tonight|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|at\s+\d|on\s+the|by\s+the|later)\b`)},
	// "… tags travel + kids": each label
	{lazy(`(?i)\btags?\s+@?([\p{L}\d_-]+)\s*[+&]\s*@?([\p{L}\d_-]+)\b`), "@$1 @$2", lazy(`(?i)\btag\s+\S+\s*,.*\btags?\s|^\s*(?:please\s+|pls\s+)?(?:tag|label)\b`)},
	// "drop the order cake milestone, grandma's baking it": deleted
	{lazy(`(?i)^\s*(?:please\s+|pls\s+)?(?:drop|ditch|bin|scrap)\s+((?:the|my)\s+.+?\s+(?:milestone|task|one|job))\b(?:\s*,.*)?\s*[.!]*$`), "delete $1", nil},
	// "whats overdue + whats due next week?": two questions
	{lazy(`(?i)\s+\+\s+((?:what|what's|whats|what’s|which|when|how|is|are|do|does|any)\b)`), " and $1", nil},
	// "make the sheep nuts one important please": its priority
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?make\s+(?:the\s+|my\s+)?.+?\s+(?:one|task|job))\s+(?:really\s+|very\s+)?important\b(?:\s+(?:please|pls))?.*$`), "$1 high priority", nil},
	// "and ask Margaret about doing a cake stall, put that in the church
	// roof one too": a to-do in that project
	{lazy(`(?i)^\s*(?:and\s+|also\s+)?(ask\s+[^,]+?)\s*,\s*(?:and\s+)?(?:please\s+)?(?:put|file|stick|pop)\s+(?:that|it|this)\s+(?:in|into|under)\s+(?:the\s+|my\s+)?(.+?)\s+(?:one|project)(?:\s+too|\s+as\s+well|\s+also)?\s*[.!]*$`), "add $1 to the $2 project", nil},
	// "the vet rang back. I have done the ewe one, tick it off"
	{lazy(`(?i)^(?:.*?[.!]\s+)?(?:i\s+have|i'?ve|i’ve|i)\s+(?:done|finished|sorted|did)\s+((?:the|my)\s+.+?\s+(?:one|task|job|thing))\s*,?\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:tick|mark|cross|check)\s+(?:it|that)\s+(?:off|done)\b.*$`), "tick off $1", nil},
	// "can you call the hospital one "Knee appointment …"": a rename
	{lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:call|name|rename|retitle)\s+((?:the|my)\s+.+?\s+(?:one|task|job))\s+(?:to\s+|as\s+)?(")`), "rename $1 to $2", nil},
	// "i got the sheep nuts today tick them off"
	{lazy(`(?i)^\s*(?:i'?ve|i\s+have|i)\s+(?:got|bought|picked\s+up|collected|done|sorted|posted|paid)\s+((?:the|my)\s+[\p{L}\d' -]+?)(?:\s+(?:today|yesterday|this\s+morning|earlier|at\s+last|finally))?\s+(?:so\s+)?(?:please\s+|pls\s+)?(?:tick|mark|cross|check)\s+(?:it|them|that)\s+off\b.*$`), "tick off $1", nil},
	// "the heat lamps one, i did that this afternoon", "the roof letter
	// for the newsletter, i posted it, done": that one is done
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]+?)\s*,\s*i\s+(?:did|done|have\s+done|'ve\s+done|finished|sorted|sent|posted|got|collected)\s+(?:it|that|them|those)(?:\s+(?:this\s+(?:morning|afternoon|evening)|today|yesterday|earlier|already|just\s+now|now|at\s+last|finally|online|last\s+night))*\s*(?:,\s*(?:done|finished|sorted|all\s+done|so\s+tick\s+it\s+off|tick\s+it\s+off|mark\s+it\s+done))?\s*[.!]*$`), "mark $1 done", nil},
	// "Margaret said no to the cake stall, take it off": deleted
	{lazy(`(?i)^\s*[\p{L}'’ ]+?\s+(?:said|says)\s+no\s+to\s+((?:the|my)\s+[^,]+?)\s*,\s*(?:so\s+)?(?:please\s+)?(?:take|cross|strike|knock)\s+(?:it|that)\s+off(?:\s+(?:the\s+list|please))?\s*[.!]*$`), "delete $1", nil},
	// "every month i need to check the troughs, first of the month": the
	// rule's day
	{lazy(`(?i)\b(every\s+month|each\s+month|monthly)\b(.*?)\s*,?\s*(?:on\s+)?(?:the\s+)?(?:first|1st)\s+of\s+the\s+month\b`), "$1 on the 1st$2", nil},
	// "the church roof project, what milestones is there and when": the
	// project, then the question
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}\d'’ ]+?)\s+project\s*,\s*what\s+milestones?\s+(?:is|are)\s+(?:there|in\s+it)\b.*$`), "what milestones are there in the $1 project", nil},
	// "remove the shopping tag from anything that has it": every task
	{lazy(`(?i)\b(from)\s+(?:anything|everything|all(?:\s+the)?\s+(?:tasks|things))\s+(?:that|which)\s+(?:has|have)\s+(?:it|them|that\s+(?:tag|label))\b`), "$1 everything", nil},
	// "put down ring the roofer about a quote, its for the church roof, on
	// friday": the project it is for, said as a comma part
	{lazy(`(?i),\s*(?:it'?s|its|it’s|it\s+is|this\s+is|that'?s)\s+(?:for|part\s+of)\s+the\s+([\p{L}\d'’ ]+?)(?:\s+(?:project|appeal|job))?\s*(,)`), ", $1$2", lazy(`(?i)\b(?:for|part\s+of)\s+the\s+(?:kids|children|family|house|office|school|wedding|party|dog|cat|car|garden)\s*(?:,|$)|\bproject\b`)},
	// "add a project for the band, call it X, and a milestone "Y" for next
	// friday": the project and its milestone
	{lazy(`(?i)^.*?\bproject\b[^,]*,\s*(?:and\s+)?(?:call|name)\s+it\s+([^,]+?)\s*,?\s+(?:and\s+)?(?:with\s+)?(a\s+milestone|milestones?)\s+(.+?)\s*[.!]*$`), "create a project called $1 with $2 $3", nil},
	// "the class test milestone is actually on the 21st, can u change it"
	{lazy(`(?i)^\s*((?:the|my)\s+.+?\s+milestone)\s+is\s+(?:actually\s+|now\s+|really\s+|meant\s+to\s+be\s+)?(?:on|due|due\s+on|for)\s+(.+?)\s*(?:,?\s*(?:so\s+)?(?:can|could)\s+(?:u|you)\s+(?:please\s+|pls\s+)?(?:change|update|move|fix|sort)\s+(?:it|that)(?:\s+pls|\s+please)?)?\s*[?.!]*$`), "move $1 to $2", nil},
	// "make the lab report high priority its worth 15%": a reason after
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?make\s+.+?\s+(?:high|low|urgent|top|normal|medium)\s+(?:priority|prio))\s*,?\s+(?:it'?s|its|it’s|cos|cause|coz|because|as|since|they'?re|theyre)\b.*$`), "$1", nil},
	// "everything due friday make it high priority": the bulk change
	{lazy(`(?i)^\s*((?:everything|all\s+(?:the\s+|my\s+)?(?:tasks|things|jobs))\s+(?:that'?s\s+|which\s+is\s+)?due\s+[^,]+?)\s*,?\s+(?:please\s+)?(?:make|set|mark|put)\s+(?:it|them|those)(?:\s+all)?\s+(?:to\s+|as\s+)?(high|low|urgent|top|normal)(?:\s+priority|\s+prio)?\s*[.!]*$`), "make $1 $2 priority", nil},
	// "Carys's first fitting went lovely today, mark that done"
	{lazy(`(?i)^\s*((?:[\p{L}'’]+'s|[\p{L}'’]+’s|the|my)\s+[^,.!?]+?)\s+(?:went|was|has\s+been)\s+(?:lovely|great|well|fine|grand|brilliant|ok|okay|perfectly|really\s+well|smoothly|off\s+well)(?:\s+(?:today|tonight|yesterday|this\s+morning|this\s+afternoon))?\s*[,.!]*\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|cross)\s+(?:that|it|this)\s+(?:off|done|as\s+done)\b.*$`), "mark $1 done", nil},
	// "Bethan's coat is finished and she cried …. Tick it off"
	{lazy(`(?i)^\s*(?:(?:the|my)\s+([\p{L}' ]+?)|((?:[\p{Lu}][\p{L}]*\.?\s+)?[\p{L}'’]+?(?:'s|’s|s'|s’)\s+[\p{L}' ]+?))\s+(?:is|are)\s+(?:finished|done|ready|sorted|complete|completed)\b.*?[.!,]\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|cross)\s+(?:it|that|them)\s+(?:off|done)\b.*$`), "mark $1$2 done", nil},
	// "I've done the curtains and Gwen's skirt, both collected": both done
	{lazy(`(?i)^\s*(?:i'?ve|i’ve|i\s+have)\s+(?:done|finished)\s+((?:the|my|[\p{L}'’]+'s)\s+[^,.!?]+?)\s*(?:,\s*(?:both|all|they'?re\s+both|they\s+were\s+both|and\s+they\s+were)?\s*(?:collected|picked\s+up|gone|done|finished|delivered)(?:\s+(?:today|now|already))?)?\s*[.!]*$`), "mark $1 done", nil},
	// "…, she's collecting them Thursday": the day it is needed by
	{lazy(`(?i)\s*,\s*(?:she|he|they)(?:'s|’s|\s+is|'re|’re|\s+are)\s+(?:collecting|picking\s+(?:it|them)\s+up|coming\s+for)\s+(?:it|them)?\s*(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?)\s*[.!]*$`), " by $1", nil},
	// "…, make that high priority its important": its priority
	{lazy(`(?i)^(\s*(?:i\s+(?:need|have|must)\s+to|i'?ve\s+got\s+to|add|remind\s+me\s+to)\s+[^,]+?)\s*,\s*(?:and\s+)?(?:please\s+)?make\s+that\s+(high|low|urgent|top)\s+(?:priority|prio)\b(?:\s*,?\s*(?:it'?s|its|as|cos|because)\b.*)?\s*[.!]*$`), "$1, $2 priority", nil},
	// "New wedding! … Project please, call it Rhiannon bridesmaids"
	{lazy(`(?i)^(?:.*?[.!]\s+)?(?:a\s+|new\s+)?project\s+(?:please|pls)\s*,?\s*(?:and\s+)?(?:call|name)\s+it\s+(.+?)\s*[.!]*$`), "create a project called $1", nil},
	// "Make a project called X with a first job to ring …": its task
	{lazy(`(?i)\b(project\s+(?:called|named)\s+.+?)\s+with\s+(?:a\s+|one\s+)?(?:first\s+)?(?:job|task|thing|to-?do)\s+(?:to\s+)?(.+)$`), "$1 with tasks $2", nil},
	// "By Friday I need to finish A, B, and C": the day said first
	{lazy(`(?i)^(?:[^.!?]*[.!]\s+)?(by|before|on)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?)\s*,?\s+(i\s+(?:need|have|must|want)\s+to\s+.+?)\s*[.!]*$`), "$3 $1 $2", nil},
	// "Add a long run every Sunday at 8am to the P project, and a tempo
	// run every Wednesday at 7am as well": both in the project
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+.+?)\s+(?:to|in|into)\s+the\s+(.+?)\s+project\s*,?\s+and\s+(.+?)\s+(?:as\s+well|too|also)\s*[.!]*$`), "$1 and $3 to the $2 project", nil},
	// "I need to renew X by D – please add that and tag it work"
	{lazy(`(?i)^(\s*i\s+(?:need|have|must)\s+to\s+.+?)\s*[-–—,.;]\s*(?:so\s+)?(?:please\s+|pls\s+)?add\s+(?:that|it|this)(?:\s+(?:in|on|for\s+me|to\s+my\s+list))?\s*(?:and\s+(.+?))?\s*[.!]*$`), "$1, $2", nil},
	// "Add "A" with the label x and "B" with the label y, both for D"
	{lazy(`(?i)^(\s*(?:please\s+)?add)\s+("[^"]+")\s+with\s+the\s+(?:label|tag)\s+@?([\p{L}\d_-]+)\s+and\s+("[^"]+")\s+with\s+the\s+(?:label|tag)\s+@?([\p{L}\d_-]+)\s*,\s*(?:both|each)\s+(.+?)\s*[.!]*$`), "$1 $2 @$3 $6 and $4 @$5 $6", nil},
	// "Mark the long run done – 26km this morning.": a remark after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick)\s+(?:off\s+)?.+?\s+(?:done|complete|completed|as\s+done|off))\s*[-–—:]\s+[^.!?]*`), "$1", nil},
	// "a milestone for race day on 7 March": the milestone's name
	{lazy(`(?i)\b(?:and\s+(?:a|another)\s+milestone)\s+for\s+([\p{L}\d' -]+?)\s+(on|by|for|due)\s+`), `and "$1" $2 `, nil},
	// "Oh wait, undo that – it was his own suit …": the undo, a remark
	{lazy(`(?i)^\s*(?:(?:oh|ah|wait|hang\s+on|sorry|oops|no)[,!.\s]+)*((?:please\s+|pls\s+)?undo\s+(?:that|it|this)(?:\s+please|\s+pls)?)\s*[,.;:!–—-]+\s+\S.*$`), "$1", lazy(`(?i)\b(?:and|then)\s+(?:move|add|put|make|set|mark|tag)\b`)},
	// "Which milestones have I got coming up?"
	{lazy(`(?i)^\s*(?:which|what)\s+milestones\s+(?:have\s+i\s+got|do\s+i\s+have|are\s+there|have\s+we\s+got)\s+(?:coming\s+up|ahead|next|soon)\s*\??\s*$`), "what milestones are coming up?", nil},
	// "I've pulled out of the half marathon, so please delete that
	// milestone"
	{lazy(`(?i)^\s*(?:i'?ve|i’ve|i\s+have|we'?ve|we\s+have)\s+(?:pulled\s+out\s+of|dropped\s+out\s+of|cancelled|canceled|given\s+up\s+on|withdrawn\s+from|decided\s+against)\s+(the\s+.+?)\s*,\s*so\s+(?:please\s+|pls\s+)?(?:delete|remove|drop|cancel)\s+(?:that|the|this)\s+milestone\b.*$`), "delete $1 milestone", nil},
	// after the closing trio (401–403):
	// "For the bazaar I shall need to A, B, and C. Could you add those
	// three to the P project please, all by Friday."
	{lazy(`(?i)^(?:for\s+(?:the\s+)?[\p{L}'’ ]+?\s*,?\s+)?i\s+(?:shall|will|must|need\s+to|have\s+to)\s+(?:need\s+to\s+|have\s+to\s+)?(.+?)\.\s*(?:could|can|would)\s+you\s+(?:please\s+|kindly\s+)?add\s+(?:those|these|them)(?:\s+(?:two|three|four|five|\d+))?\s+to\s+the\s+(.+?)\s+project(?:\s+please)?\s*,?\s*(?:all\s+|both\s+)?((?:by|for|on|due)\s+[^.!]+?)?\s*[.!]*$`), "add to the $2 project: $1 - all $3", nil},
	// "I must also remember to renew X, which falls due on D — it is rather
	// important, so high priority please, and tag it A and B"
	{lazy(`(?i)^\s*i\s+must\s+(?:also\s+)?remember\s+to\s+`), "remind me to ", nil},
	{lazy(`(?i)\s*,?\s*which\s+(?:falls|comes|becomes)\s+due\s+(on|by|at)\b`), " due $1", nil},
	{lazy(`(?i)\s*[—–-]+\s*(?:it\s+is|it'?s|it’s)\s+(?:rather\s+|very\s+|quite\s+|really\s+|most\s+)?important\s*,?\s*(?:so\s+)?(high|top)\s+priority(?:\s+please)?`), ", $1 priority", nil},
	// "…, high priority, and tag it A and B": the labels said last
	{lazy(`(?i)\s*,\s*and\s+(?:tag|label)\s+it\s+@?([\p{L}\d_-]+)\s+and\s+@?([\p{L}\d_-]+)\s*[.!]*$`), ", @$1 @$2", nil},
	// "Please keep a note — not a task, mind — that …"
	{lazy(`(?i)\s*[—–-]+\s*not\s+a\s+task\s*,?\s*(?:mind|mind\s+you|please)?\s*[—–-]+\s*`), " ", nil},
	{lazy(`(?i)\s*,\s*not\s+a\s+task\s*,?\s*(?:mind|mind\s+you)?\s*,\s*`), " ", nil},
	// "In that case do add a task to …": the request
	{lazy(`(?i)^\s*(?:in\s+that\s+case|then|right\s+then|well\s+then)\s*,?\s+(?:do\s+)?(add|put|make|move|delete|mark)\b`), "$1", nil},
	// "As the bazaar may spill onto the green, would you kindly look up
	// the weather forecast": the reason first, then an ask Pace declines
	{lazy(`(?i)^\s*(?:as|since|because)\s+[^,]+,\s*((?:would|could|can)\s+you\s+(?:please\s+|kindly\s+)?(?:look\s+up|check|find\s+out|tell\s+me|search)\b.*)$`), "$1", nil},
	// "… so please start a project for it called 'Vestry tidy', with a
	// task to A and another to B, both for the 21st"
	{lazy(`(?i)^(?:.*?,\s*so\s+)?(?:please\s+)?(?:start|create|set\s+up|make)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+it\s+)?(?:called|named)\s+("[^"]+"|[\p{L}\d' ]+?)\s*,?\s+with\s+a\s+task\s+to\s+(.+?)\s+and\s+another\s+(?:one\s+)?to\s+(.+?)\s*,\s*(?:both|all)\s+(.+?)\s*[.!]*$`), "create a project called $1 with tasks $2 and $3 - both $4", nil},
	// "Instead, would you put everything that was due on Friday onto
	// Thursday"
	{lazy(`(?i)^\s*(?:instead\s*,?\s*)?(?:(?:would|could|can)\s+you\s+)?(?:please\s+|kindly\s+)?(?:put|move|shift)\s+everything\s+(?:that\s+was\s+|that'?s\s+|which\s+is\s+|that\s+is\s+)?due\s+(on\s+\w+|\w+day)\s+(?:onto|on\s+to|to)\s+(.+?)\s*[.!]*$`), "move everything due $1 to $2", nil},
	// "Actually, make it due next Wednesday, otherwise …"
	{lazy(`(?i)^\s*(?:actually|no|sorry)\s*,\s*(make\s+(?:it|that)\s+due\s+[^,]+?)\s*(?:,\s*(?:otherwise|or\s+else|as|because|since)\b.*)?[.!]*$`), "$1", nil},
	// "Now I should like a project for the Spring Fete in May, with a
	// milestone 'X' by D, and a task to Y by E"
	{lazy(`(?i)^(?:now\s*,?\s+)?i\s+(?:should|would|'d)\s+like\s+a\s+(?:new\s+)?project\s+for\s+(?:the\s+)?(.+?)(?:\s+in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))?\s*,\s*with\s+(a\s+milestone\s+.+?)\s*,?\s+and\s+a\s+task\s+to\s+(.+?)\s*[.!]*$`), "create a project called $1 with $2, and add $3 to it", nil},
	// "Oh dear, on reflection …, so please rename that task to 'X'"
	{lazy(`(?i)^.*?[,;]\s*so\s+(?:please\s+|could\s+you\s+|would\s+you\s+)?((?:rename|retitle|change\s+the\s+name\s+of)\s+(?:that|the|this)\s+(?:task|one)\s+to\s+.+)$`), "$1", nil},
	// "…, so please reopen the posters task, I must put up another"
	{lazy(`(?i)^(.*\b(?:reopen|delete|remove|mark|tick)\b.+?)\s*,\s*(?:i|we)\s+(?:must|need\s+to|have\s+to|shall|will|'ll)\b.*$`), "$1", nil},
	// "I spoke to Geoffrey … and the book stall is settled, so that is done"
	{lazy(`(?i)^(?:.*\s)?((?:the|my)\s+[\p{L}']+(?:\s+[\p{L}']+){0,3}?)\s+(?:is|are)\s+(?:settled|sorted|done|arranged|confirmed|booked|finished)\s*,\s*so\s+(?:that|it)\s+(?:is|'s)\s+(?:done|sorted)\b.*$`), "mark $1 done", nil},
	// "The churchwarden has very kindly taken the broken chairs already,
	// so please delete that task"
	{lazy(`(?i)^.*?\b(?:taken|removed|collected|binned|thrown\s+out|cleared|dealt\s+with)\s+(the\s+[\p{L}' ]+?)(?:\s+away)?(?:\s+already)?\s*,\s*so\s+(?:please\s+)?(?:delete|remove)\s+(?:that|the|this)\s+(?:task|one|job)\b.*$`), "delete $1", nil},
	// "…, for the Rotary Club have given us a splendid hamper": "for"
	// saying why
	{lazy(`(?i)\s*,\s*for\s+(?:the\s+[\p{L}' ]+?|we|they|he|she)\s+(?:have|has|had|are|were)\b[^,.!?]*\s*[.!]*$`), "", lazy(`(?i)^\s*(?:what|which|who|when|how|is|are|do|does)\b`)},
	// "…, low priority, no particular hurry, and tag it X"
	{lazy(`(?i)(\blow\s+priority)\s*,\s*no\s+(?:particular\s+|great\s+)?(?:hurry|rush)(?:\s+on\s+it)?\s*(,|$)`), "$1$2", nil},
	// "could you make the communion visit fortnightly instead of weekly"
	{lazy(`(?i)\b(make|change|switch|set)\s+((?:the|my)\s+.+?)\s+(?:to\s+)?(fortnightly|weekly|monthly|daily|biweekly|every\s+other\s+week|every\s+two\s+weeks)\s+(?:instead\s+of|rather\s+than|not)\s+\w+(?:\s+\w+)?`), "$1 $2 repeat $3", nil},
	// "Remind me, when is my next visit to Mrs Hartley?"
	{lazy(`(?i)^\s*(?:remind\s+me|tell\s+me)\s*,\s*((?:when|what|where|who|which|how)\b)`), "$1", nil},
	// "Every Monday I must do the fire alarm test at 11am, please put it
	// as repeating task"
	{lazy(`(?i)^\s*(every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+i\s+(?:must|need\s+to|have\s+to|should)\s+(?:do\s+)?(.+?)\s*,\s*(?:please\s+)?put\s+(?:it|that)\s+(?:in\s+)?as\s+(?:a\s+)?(?:repeating|recurring|weekly|regular)\s+(?:task|one|thing)\s*[.!]*$`), "add $2 $1", nil},
	// "put the dentist task in project Family, create it if it not exist"
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?create\s+it\s+if\s+(?:it\s+)?(?:does\s*n'?t|doesnt|not|does\s+not|is\s+not|isn'?t)\s+(?:exist|exists|there)\b.*$`), "", nil},
	// "… both in project "X" with tag hr": the project and the label
	{lazy(`(?i)\s*,\s*both\s+in\s+project\s+"([^"]+)"\s+with\s+(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), " - both in the $1 project @$2", nil},
	// "swapping w priya on the 20th - add task confirm w rota coordinator
	// by fri": a remark, then the request
	{lazy(`(?i)^[^-–—]*?\s[-–—]\s+((?:please\s+)?add\s+(?:a\s+)?task\s+.+)$`), "$1", nil},
	// "tag ALS + flu jab as mandatory", "mark A + B done": "+" for "and"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label|mark|tick\s+off|complete|delete|move|untag)\s+[^+]+?)\s+\+\s+`), "$1 and ", nil},
}

// stop46Rewritten is text with stop 46's frames read as the rules read them.
func stop46Rewritten(text string) string {
	text = applyGuarded(text, stop46Rewrites)
	if m := dayWouldBe.FindStringSubmatchIndex(text); m != nil {
		// "…, Wednesday would be lovely as they open early that day": the
		// day, the rest a remark
		if d, ok := datePhrase(text[m[2]:m[3]]); ok && d != "" {
			text = text[:m[0]] + " " + text[m[2]:m[3]] + text[m[1]:]
		}
	}
	if m := milestoneStatement.FindStringSubmatch(text); m != nil {
		// "There's one big date really, all the hampers have got to be
		// packed by the 18th of December for the delivery van, could you
		// put that in as a milestone on the hamper project?"
		if dc := cutDates(m[4]); dc.due != "" {
			return "add a milestone " + strings.TrimSpace(m[1]) + " " + m[2] + " " + m[3] + " " + dc.due + " to the " + strings.TrimSpace(m[5]) + " project"
		}
	}
	if m := repeatSaidAgain.FindStringSubmatchIndex(text); m != nil && m[0] > 0 {
		// "gym mon wed fri 7am, every week": the days said are the repeat
		if dc := cutDates(text[:m[0]]); dc.repeats != "" {
			text = text[:m[0]] + text[m[1]:]
		}
	}
	if m := bulkMoveRemark.FindStringSubmatch(text); m != nil {
		// "move everything due friday to monday am up to my eyes": the day,
		// then a remark
		target := m[2]
		if i := strings.IndexAny(target, ",.;!?—–"); i >= 0 {
			target = target[:i]
		}
		words := strings.Fields(target)
		if dc := cutDates(target); dc.due != "" && strings.TrimSpace(dc.rest) == "" {
			words = nil // the whole target is the day: nothing to drop
		}
		for k := len(words) - 1; k >= 1; k-- {
			head := strings.Join(words[:k], " ")
			if dc := cutDates(head); dc.due != "" && strings.TrimSpace(dc.rest) == "" && !remarkKept.MatchString(words[k]) {
				return m[1] + head
			}
		}
	}
	if m := allToDoWhen.FindStringSubmatch(text); m != nil {
		// "can you show me everything I've got to do next week?"
		if d, ok := datePhrase(m[1]); ok && d != "" {
			return "what's due " + strings.TrimSpace(m[1]) + "?"
		}
	}
	if m := eventThenPutIn.FindStringSubmatch(text); m != nil {
		// "Now the Tidy Towns crowd have a litter pick on Saturday at 10
		// down by the Lee Fields, I said I'd bring the bags. Put that in
		// for saturday at 10am": the event, on the day the ask says
		if dc := cutDates(m[1]); strings.TrimSpace(dc.rest) != "" {
			return "add " + strings.TrimSpace(dc.rest) + " " + strings.TrimSpace(m[2])
		}
	}
	if m := putInForDay.FindStringSubmatch(text); m != nil {
		// "I have to renew the TV licence before the end of the month, put
		// it in for the 30th": the day the ask names
		if dc := cutDates(m[1]); dc.due != "" && strings.TrimSpace(dc.rest) != "" {
			if d, ok := datePhrase(m[2]); ok && d != "" {
				return "add " + strings.TrimSpace(dc.rest) + " " + strings.TrimSpace(m[2])
			}
		}
	}
	if m := thingsThenSeparate.FindStringSubmatch(text); m != nil {
		// "The wife says I'm to get a few things for the garden - compost,
		// a bag of bonemeal and new gloves, my old ones have a hole. Can
		// you put them down as seperate jobs, all for Thursday"
		var items []string
		for _, it := range listSplit.Split(m[2], -1) {
			it = strings.TrimSpace(it)
			if it == "" {
				continue
			}
			if remarkItem.MatchString(it) {
				break // "my old ones have a hole in the thumb": a remark ends the list
			}
			items = append(items, strings.ToLower(m[1])+" "+it)
		}
		if len(items) >= 2 {
			out := "add " + strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
			if d := strings.TrimSpace(m[3]); d != "" {
				out += " - all " + d
			}
			return out
		}
	}
	if m := kindThenTitled.FindStringSubmatch(text); m != nil {
		// "add my placement shifts: long day wed 7am, long day thurs 7am
		// and night shift sun 7pm": each item names its own thing
		parts := listSplit.Split(m[2], -1)
		named := len(parts) >= 2
		for _, it := range parts {
			dc := cutDates(it)
			named = named && dc.due != "" && strings.TrimSpace(dc.rest) != ""
		}
		if named {
			return m[1] + m[2]
		}
	}
	if m := weekOfMonth.FindStringSubmatchIndex(text); m != nil {
		// "what have I got on in the first week of January?": its days
		first := map[string]int{"first": 1, "1st": 1, "second": 8, "2nd": 8, "third": 15, "3rd": 15}[strings.ToLower(text[m[4]:m[5]])]
		month := text[m[6]:m[7]]
		text = text[:m[3]] + " between " + strconv.Itoa(first) + " " + month + " and " + strconv.Itoa(first+6) + " " + month + text[m[1]:]
	}
	if m := dueSaidAfterDash.FindStringSubmatch(text); m != nil {
		// "…, and take the library books back before they fine me again -
		// the books are due back on Saturday": the day of the item that
		// names them, the last
		head := m[1]
		if i := strings.LastIndex(head, ","); i >= 0 && strings.Contains(strings.ToLower(head[i:]), strings.ToLower(strings.TrimSuffix(m[2], "s"))) {
			text = finesAfter.ReplaceAllString(head, "") + " " + m[3]
		}
	}
	if m := contextThenAsk.FindStringSubmatch(text); m != nil && !askBackRef.MatchString(m[2]) && !askLead.MatchString(m[1]) && !(askNoTarget.MatchString(m[2]) && !askTarget.MatchString(m[2])) {
		// "Mrs Hughes's daughter is getting married on the 20th and I'm
		// making her dress. Can you set up a project for …", "Mrs
		// Pritchard rang, she cant come Thursday now, can you move her
		// trousers to Saturday": what happened, then a request that names
		// its own thing; a day said only in what happened stays with it
		if cutDates(m[1]).due == "" || cutDates(m[2]).due != "" || projectAsk.MatchString(m[2]) {
			text = m[2]
		}
	}
	if m := changedMindRename.FindStringSubmatch(text); m != nil {
		// "I've changed my mind about the wool, …, so could you change it
		// to say ask Eirlys about spare wool"
		return "rename " + strings.TrimSpace(m[1]) + " to " + strings.TrimSpace(m[2])
	}
	if m := needItBy.FindStringSubmatch(text); m != nil {
		// "The card for Glenys, her birthday is the 19th so I need it by
		// the 16th really …, could you put that date on it?"
		if d, ok := datePhrase(m[2]); ok && d != "" {
			return "move " + strings.TrimSpace(m[1]) + " to " + strings.TrimSpace(m[2])
		}
	}
	return text
}

// dayWouldBe: ", Wednesday would be lovely …" (group 1 the day).
var dayWouldBe = lazy(`(?i)\s*,\s*((?:on\s+)?[\p{L}\d' ]{3,30}?)\s+(?:would|will|'d)\s+be\s+(?:lovely|great|good|best|ideal|perfect|fine|nice|handy|better|brilliant|grand)\b[^.!?]*`)

// changedMindRename: "… about the X, …, change it to say Y".
var changedMindRename = lazy(`(?i)^\s*(?:i'?ve|i\s+have|i’ve)\s+changed\s+my\s+mind\s+(?:about|on|over)\s+((?:the|my)\s+[^,.;]+?)\s*[,.;].*?\b(?:change|rename|reword|edit)\s+(?:it|that)\s+to\s+(?:say\s+|read\s+)?(.+?)\s*[.!]*$`)

// needItBy: "the X, … I need it by D …, (could you) put that date on it".
var needItBy = lazy(`(?i)^\s*((?:the|my)\s+[^,.;]+?)\s*,.*?\bi\s+(?:need|want|have\s+to\s+have|must\s+have)\s+(?:it|that|them)\s+(?:by|for|on|before)\s+((?:the\s+)?[\p{L}\d ]+?)(?:\s+really|\s+at\s+the\s+latest|\s+latest)?\s*(?:\s+(?:to|so|as|because|cos)\b[^,]*)?,.*\bput\s+(?:that|the|this)\s+(?:date|day)\s+on\s+(?:it|that)\b.*$`)

// milestoneStatement: "(…,) the X have got to be VERBED by D (for …),
// (could you) put that in as a milestone on the P project".
var milestoneStatement = lazy(`(?i)^(?:[^,]*,\s*)?(?:all\s+)?(?:the\s+|my\s+|our\s+)?([^,]+?)\s+(?:has|have|need|needs)\s+(?:got\s+)?to\s+be\s+([\p{L}]+(?:\s+(?:up|off|out|in|away))?)\s+(by|on|before)\s+([^,]+?)\s*,\s*(?:so\s+)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:put|add|set|make)\s+(?:that|it|this)\s+(?:in\s+|down\s+|up\s+)?as\s+a\s+milestone\s+(?:on|in|for|to|under)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[?.!]*$`)

// allToDoWhen: "(can you) show me everything I've got to do next week" (group
// 1 the window).
var allToDoWhen = lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|tell|give)\s+(?:me\s+)?(?:everything|all|all\s+the\s+things|what|the\s+things)\s+(?:that\s+)?(?:i'?ve\s+got|i’ve\s+got|i\s+have(?:\s+got)?|i\s+need|we'?ve\s+got|we\s+have)\s+(?:left\s+)?(?:to\s+do|on|due|to\s+get\s+done)\s+((?:for|on|in|by)?\s*[^?.!]+?)\s*(?:please|pls)?\s*[?.!]*$`)

// repeatSaidAgain: ", every week" said after a rule that says it already.
var repeatSaidAgain = lazy(`(?i)\s*,\s*(?:(?:and\s+)?(?:repeat(?:ing|s)?|recurring)\s+)?(?:every\s+week|each\s+week|weekly)\s*(?:please|pls)?\s*[.!]*$`)

// bulkMoveRemark: "move everything due D to REST" (group 1 all but the
// target, group 2 the target and what follows it).
var bulkMoveRemark = lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:move|push|shift|bump)\s+(?:everything|all(?:\s+(?:the|my)\s+\w+)?|all\s+of\s+it)\s+(?:that'?s\s+|which\s+is\s+)?(?:due\s+)?(?:on\s+|for\s+)?[\p{L}\d/]+(?:\s+[\p{L}\d/]+)?\s+(?:to|till|until|until\s+|onto)\s+)(.+?)\s*[.!]*$`)

// remarkKept: a word after the day that carries on the request, kept.
var remarkKept = lazy(`(?i)^(?:and|then|also|plus|but|except|apart|unless|at|in|on|for|by|before|after|from|with|please|pls|instead|because|cos|as|since|so)$`)

// mergedWords is one map of all of ms.
func mergedWords(ms ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

// userTextArgs: the arguments that hold the user's own words for a title,
// a name, a note or a reference to one.
var userTextArgs = []string{"title", "body", "name", "task", "project", "milestone", "note", "text", "notes"}

// dialectKept is p with the Scots words said (scotsOnly) put back into the
// user's own words — titles, notes, names and the references to them —
// where the rules read them in English ("pick up the wee man fae fitba",
// "dinnae let the dug oot"). A word is put back only when said in Scots
// and its English word was not said too.
func dialectKept(p plan.Plan, said string) plan.Plan {
	back := map[string]string{} // English word → the Scots word said
	saidWords := map[string]bool{}
	var words []string
	for _, m := range scotsWord.FindAllStringIndex(said, -1) {
		words = append(words, said[m[0]:m[1]])
		saidWords[strings.ToLower(said[m[0]:m[1]])] = true
	}
	for _, w := range words {
		lw := strings.ToLower(w)
		if e, ok := scotsOnly[lw]; ok && !saidWords[strings.ToLower(e)] && back[strings.ToLower(e)] == "" && !(len(w) >= 2 && w == strings.ToUpper(w)) {
			back[strings.ToLower(e)] = lw
		}
	}
	if len(back) == 0 {
		return p
	}
	for _, st := range p.Steps {
		for _, k := range userTextArgs {
			v, ok := st.Args[k].(string)
			if !ok || v == "" || strings.HasPrefix(v, "$") {
				continue
			}
			st.Args[k] = scotsWord.ReplaceAllStringFunc(v, func(w string) string {
				s, ok := back[strings.ToLower(w)]
				if !ok {
					return w
				}
				if r := w[0]; r >= 'A' && r <= 'Z' {
					return strings.ToUpper(s[:1]) + s[1:]
				}
				return s
			})
		}
	}
	return p
}

// eveningThing: a title that says its event is in the evening ("parents
// night", "quiz", "dinner at Jo's").
var eveningThing = lazy(`(?i)\b(?:night|nite|evening|dinner|supper|party|drinks|pub|gig|concert|quiz|bingo|disco|panto|theatre|theater|cinema|movie|film|show|ceilidh|dance|prom|date\s+night|barbecue|bbq|takeaway)s?\b`)

// bareClockHour: a clock hour said without am or pm ("at 7", "7 o'clock").
var bareClockHour = lazy(`(?i)\b(?:at|@|from|for)\s+(\d{1,2})(?:[:.](\d{2}))?(?:\s*o'?\s?clock)?\b|\b(\d{1,2})\s*o'?\s?clock\b`)

// meridiemAfter: what after an hour says which half of the day it is in.
var meridiemAfter = lazy(`(?i)^\s*(?:am|pm|a\.m|p\.m|h\b|hrs|hours|in\s+the|at\s+night|tonight|this\s+(?:morning|afternoon|evening)|sharp\s+(?:am|pm))`)

// eveningHour is p with a bare hour from 1 to 11 in a new task's due read
// as p.m. when its title names an evening event ("callums parents night
// thursday at 7": 19:00); any hour said with its half of the day, or an
// hour of 12 or more, is left as said.
func eveningHour(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		title, _ := st.Args["title"].(string)
		due, _ := st.Args["due"].(string)
		if st.Tool != "createTask" || due == "" || !eveningThing.MatchString(title) {
			continue
		}
		m := bareClockHour.FindStringSubmatchIndex(due)
		if m == nil || meridiemAfter.MatchString(due[m[1]:]) {
			continue
		}
		h, clock := "", ""
		if m[2] >= 0 {
			h, clock = due[m[2]:m[3]], "at "+due[m[2]:m[3]]
			if m[4] >= 0 {
				clock += ":" + due[m[4]:m[5]]
			}
		} else {
			h = due[m[6]:m[7]]
			clock = h
		}
		if n, err := strconv.Atoi(h); err != nil || n < 1 || n > 11 {
			continue
		}
		st.Args["due"] = due[:m[0]] + clock + "pm" + due[m[1]:]
	}
	return p
}

// eventThenPutIn: "(the X crowd) have a EVENT on D …, I said I'd …. Put
// that in for D2" (group 1 the event with its day, group 2 the day asked).
var eventThenPutIn = lazy(`(?i)^\s*(?:(?:now|so|and|also|right)\s*,?\s+)*(?:the\s+|my\s+|our\s+)?[\p{L}'’ ]{2,40}?\s+(?:have|has|are\s+having|is\s+having|are\s+doing|is\s+doing|are\s+holding|is\s+holding|are\s+running|is\s+running|have\s+got|has\s+got)\s+(?:a|an|their|the|our)\s+([^.]+?)(?:\s*,\s*(?:i|we)\s+[^.]*)?[.!]\s*(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:put|pop|stick)\s+(?:that|it|this)\s+(?:in|down)\s+((?:for|on)\s+[^.!?]+?)\s*(?:please|pls)?\s*[.!]*$`)

// putInForDay: "THING with its own day, put it in for D" (group 1 the
// thing, group 2 the day asked).
var putInForDay = lazy(`(?i)^\s*(?:i\s+(?:have|need|must)\s+to\s+|i'?ve\s+(?:got\s+)?to\s+)?([^,]+?)\s*,\s*(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:put|pop|stick)\s+(?:it|that|this)\s+(?:in|down)\s+(?:for\s+)?((?:the\s+)?[^,.!?]+?)\s*(?:please|pls)?\s*[.!]*$`)

// thingsThenSeparate: "… get a few things (for X) - A, B and C(, remark). (Can
// you) put them down as separate jobs(, all for D)" (group 1 the verb,
// group 2 the list, group 3 the day).
var thingsThenSeparate = lazy(`(?i)^.*?\b(get|buy|pick\s+up|order|collect|grab)\s+(?:a\s+few|some|a\s+couple\s+of|a\s+load\s+of|a\s+rake\s+of|the)\s+(?:things|bits|bits\s+and\s+pieces|stuff|items|odds\s+and\s+ends)(?:\s+for\s+[^-:–—.]+?)?\s*[-:–—]\s*([^.]+?)\.\s*(?:so\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:put|add|pop|stick|write)\s+(?:them|those|these|each)\s+(?:down\s+|in\s+)?as\s+(?:separate|seperate|individual|different|their\s+own)\s+(?:jobs|tasks|things|items|to-?dos)\s*,?\s*(?:(?:all|both)\s+)?((?:for|on|by|due)\s+[^.!?]+?)?\s*(?:please|pls)?\s*[.!?]*$`)

// listSplit: the commas and "and" between a list's items.
var listSplit = lazy(`(?i)\s*,\s*(?:and\s+)?|\s+and\s+`)

// remarkItem: a list part that is a remark, not an item ("my old ones have a
// hole in the thumb").
var remarkItem = lazy(`(?i)^(?:my|our|his|her|their|as|because|cos|since|which|they|it|it's|its|the\s+old)\b.*\b(?:is|are|was|were|has|have|had|got)\b`)

// kindThenTitled: "add my placement shifts: A D, B D and C D" (group 1 the
// verb, group 2 the list).
var kindThenTitled = lazy(`(?i)^(\s*(?:please\s+)?(?:add|put\s+in|put\s+down)\s+)(?:my|the|our)\s+[\p{L} ]+?s\s*:\s*(.+?)\s*[.!]*$`)

// weekOfMonth: "in the first week of January" said in a question (group 1
// the question before it, group 2 which week, group 3 the month).
var weekOfMonth = lazy(`(?i)^((?:what|whats|what's|what’s|show|list|is\s+there|have\s+i|do\s+i|anything)\b.*?)\s+(?:in|during|for|over)\s+the\s+(first|1st|second|2nd|third|3rd)\s+week\s+of\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b`)

// dueSaidAfterDash: "LIST - the books are due back on Saturday" (group 1 the
// list, group 2 the thing, group 3 its day).
var dueSaidAfterDash = lazy(`(?i)^(.+?,.+?)\s+[-–—]\s+(?:the|my)\s+([\p{L}]+)\s+(?:is|are|has\s+to\s+be|have\s+to\s+be)\s+(?:due(?:\s+back)?|back)\s+((?:on|by|before|for)\s+[^,.!?]+?)\s*[.!]*$`)

// finesAfter: "before they fine me again": what happens if it is late, no
// part of the thing.
var finesAfter = lazy(`(?i)\s+before\s+(?:they|he|she|it)\s+(?:fine|charge|bill|chase|sue)\s+(?:me|us)(?:\s+again)?\b`)

// notesTidy is p with a new project's description cut of the punctuation
// that ended the sentence before it ("… called \"Spring Fair\" please? The
// fair is on …": no "?" first).
func notesTidy(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		if n, ok := st.Args["notes"].(string); ok && st.Tool == "createProject" {
			st.Args["notes"] = strings.TrimLeft(n, "?!.,;: ")
		}
	}
	return p
}

// contextThenAsk: a statement, then "(so) can you …" (group 1 the statement,
// group 2 the request).
var contextThenAsk = lazy(`(?i)^(?:(?:hello|hi|morning|good\s+morning|evening)\s*(?:love|there)?\s*[,!.]\s*)?((?:[\p{Lu}][\p{L}'’]*|she|he|they|we|i'?m|i’m|i\s+am|i'?ve|i\s+have|my|our|his|her|their|the)\b[^?]*?)(?:[.!]\s+|,\s*)((?:so\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?(?:set\s+up|start|create|make|move|push|put|add|tick|mark|change|rename|delete|tag|label|file|show|list)\b.*)$`)

// askBackRef: a request whose thing is what was said before it ("can you
// put both of them down", "could you change it").
var askBackRef = lazy(`(?i)(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?\w+(?:\s+up)?\s+(?:both\s+of\s+)?(?:it|that|this|them|those|these|one|both|all\s+of\s+them)\b|\b(?:reminder|milestone)\b`)

// askLead: a statement that is itself a request or a place said first
// ("For the Garden Show, could you …", "Buy milk, can you …").
var askLead = lazy(`(?i)^\s*(?:please\s+)?(?:for|in|under|on|to|at|as|re|add|buy|get|call|ring|phone|email|text|pick|book|pay|send|remind|put|make|move|tick|mark|delete|tag|label|note|create|start|set|actually)\b`)

// askNoTarget: a move or change that says no day of its own ("could you
// move the MOT please"): the day is in what was said before it.
var askNoTarget = lazy(`(?i)(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?(?:move|change|update|push|shift)\s+(?:the\s+|my\s+|her\s+|his\s+|their\s+)?(?:[^,]*?)(?:\s+please|\s+pls)?\s*[.!?]*$`)

// askTarget: the day or place a move or change names ("… to Saturday").
var askTarget = lazy(`(?i)\s(?:to|till|until|for|by|on|into)\s+\S`)

// projectAsk: a request that makes a project.
var projectAsk = lazy(`(?i)\b(?:set\s+up|start|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?project\b`)
