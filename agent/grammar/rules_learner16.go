package grammar

import (
	"strings"

	"pace/plan"
)

// Stop 47: the families of trials 404 on and of the leftovers of stop 46,
// in our own words (tests in stop47_test.go).

// stop47Rewrites: frames read as the rules read them.
var stop47Rewrites = []guardedRewrite{
	// "The surgery have written to say the scan has been moved to …": what
	// they said is the news
	{lazy(`(?i)^\s*(?:the|my|our)\s+[\p{L}'’ ]+?\s+(?:have|has|had)\s+(?:written|rung|rang|called|phoned|emailed|texted|messaged|been\s+in\s+touch)\s+(?:to\s+say|to\s+tell\s+(?:me|us)|and\s+said|saying)\s+(?:that\s+)?`), "", nil},
	// "what's left this week, sort by prio pls": the list, in its order
	{lazy(`(?i)^((?:what|what's|whats|what’s|which|show|list|give|how)\b.*?)\s*[,;-]?\s*(?:and\s+)?(?:sort|sorted|order|ordered)\s+(?:it\s+|them\s+)?by\s+(?:prio|priority|date|due\s+date|due|deadline)(?:\s+(?:pls|please|plz))?\s*[.!?]*$`), "$1", nil},
	// "show me everything with the garden tag": the tasks so labelled
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|give|find)\s+(?:me\s+)?(?:everything|all(?:\s+(?:the|my))?\s+(?:tasks|things|jobs|to-?dos)|the\s+(?:tasks|things|jobs|to-?dos))\s+)with\s+(?:the\s+|a\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)(?:\s+(?:on\s+it|please|pls))?\s*[.!?]*$`), "${1}tagged $2", nil},
	// "Could you show me everything I have got outstanding please": all
	// that is open
	{lazy(`(?i)^\s*(?:(?:good\s+(?:morning|afternoon|evening)|hello|hi|morning)[,.!\s]+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|give|tell)\s+(?:me\s+)?(?:everything|all\s+(?:the\s+)?(?:things|tasks|jobs))\s+(?:that\s+)?(?:i|we)\s*(?:have\s+|'ve\s+|’ve\s+)?(?:got\s+|still\s+(?:got\s+|have\s+)?)?(?:outstanding|open|left(?:\s+to\s+do)?|to\s+do|pending)(?:\s+please|\s+pls)?\s*[.!?]*$`), "show me all the tasks I still have outstanding", nil},
	// "please undo that one, the payment failed": a remark after it
	{lazy(`(?i)^\s*(?:please\s+|pls\s+)?(undo|reverse)\s+(?:that|it|this)(?:\s+one)?\s*[,.;:!-]+\s*(?:the|it|that|i|i'?m|we|my|sorry|oops|mistake|wrong|because|cos|as|since)\b[^.!?]*[.!]*$`), "$1 that", nil},
	// "…, put it as repeating": said of a task that says how it repeats
	{lazy(`(?i)(\bevery\b.*?)\s*[,;]?\s*(?:and\s+)?(?:please\s+)?(?:put|set|make|add|mark)\s+(?:it|that|this)\s+(?:down\s+|in\s+)?as\s+(?:a\s+)?(?:repeating|recurring|regular|repeat)(?:\s+(?:one|task|thing|reminder|job))?(?:\s+please|\s+pls)?\s*[.!]*$`), "$1", lazy(`(?i)^\s*every\b`)},
	// "how many tasks I still get for the P project?", "how many things I
	// get due next week": "get" for "have"
	{lazy(`(?i)^(\s*(?:how\s+many|which|what)\s+[\p{L}]+)\s+i\s+(still\s+)?get\s+(for|in|on|due|left|now)\b`), "$1 do I ${2}have $3", nil},
	// "I need to remember to X, could you put that down for D": its day
	{lazy(`(?i)\s*,\s*(?:so\s+)?(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?:put|pop|write|note|jot)\s+(?:that|it|this)\s+down\s+(for|on)\s+((?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|next\s+\w+|this\s+\w+|the\s+\d)`), " $1 $2", nil},
	// "… due in the next three days that I haven't done yet": open ones
	{lazy(`(?i)\s+(?:that|which)\s+(?:i|we)\s+(?:haven'?t|have\s+not|havent|haven’t)\s+(?:done|finished|completed|ticked\s+off)(?:\s+yet)?\b`), "", nil},
	// "mark the P project itself as finished": the project
	{lazy(`(?i)\bproject\s+itself\b`), "project", nil},
	// "mark all the concert jobs as done now": every task of the project
	{lazy(`(?i)^\s*(?:please\s+|(?:can|could|would)\s+you\s+)*(?:mark|tick)\s+(?:off\s+)?all\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)\s+(?:jobs|tasks|things|to-?dos|bits)\s+(?:as\s+)?(?:done|complete|completed|finished|off)(?:\s+now)?(?:\s+please|\s+pls)?\s*[.!]*$`), "mark everything in the $1 project done", nil},
	// "add a milestone to the P for when X, that will be D"
	{lazy(`(?i)^\s*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:add|put|set\s+up|make)\s+a\s+milestone\s+(?:to|on|in|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+for\s+when\s+(.+?)\s*,\s*(?:that|which|it)\s+(?:will|'ll|should|would|is\s+going\s+to)\s+be\s+(?:on\s+)?(.+?)\s*[.!]*$`), "add a milestone $2 to the $1 project by $3", nil},
	// "which jobs have I got to get done before the concert?": the
	// project's open tasks
	{lazy(`(?i)^\s*(?:which|what)\s+(?:jobs|tasks|things)\s+(?:have\s+i\s+got|do\s+i\s+have|do\s+i\s+need|are\s+there)\s+to\s+(?:get\s+)?(?:do|done|finish|sort)\s+(?:before|for)\s+the\s+([\p{L}\d'’ -]+?)\s*[?.!]*$`), "what's left in the $1 project?", nil},
	// "the X, please add the label Y Z to that one": a label of two words
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+|(?:could|can|would)\s+you\s+)*(?:add|put)\s+(?:the\s+|a\s+)?(?:label|tag)\s+@?([\p{L}\d-]+)\s+([\p{L}\d-]+)\s+(?:to|on)\s+(?:that|it|this)(?:\s+one)?(?:\s+please)?\s*[.!]*$`), "tag $1 @$2-$3", nil},
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+|(?:could|can|would)\s+you\s+)*(?:add|put)\s+(?:the\s+|a\s+)?(?:label|tag)\s+@?([\p{L}\d-]+)\s+(?:to|on)\s+(?:that|it|this)(?:\s+one)?(?:\s+please)?\s*[.!]*$`), "tag $1 @$2", nil},
	// "remove the sandbags task from the Studio Move project", "take the
	// sandbags one off the studio move, it's a general one": out of the
	// project — the task stays, the project too
	{lazy(`(?i)^\s*(?:(?:actually|oh|and|also|please|pls|so|ok)[,\s]+|(?:can|could|would)\s+you\s+)*(?:remove|take|move|get|pull|drop)\s+((?:the|my|that|this)\s+.+?)\s+(?:out\s+of|off|from)\s+(?:the\s+|my\s+|its\s+)?((?:[\p{L}\d'’-]+\s+){0,4}?project)\s*(?:[,;.-]\s*(?:it'?s|its|it’s|it\s+is|as|because|cos|since|that'?s|thats)\b.*)?(?:\s+please|\s+pls)?\s*[.!]*$`), "take $1 out of the $2", nil},
	{lazy(`(?i)^\s*(?:(?:actually|oh|and|also|please|pls|so|ok)[,\s]+|(?:can|could|would)\s+you\s+)*(?:remove|take|pull|get)\s+((?:the|my|that|this)\s+.+?\s+(?:one|task|job|to-?do))\s+(?:out\s+of|off|from)\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)\s*(?:[,;.-]\s*(?:it'?s|its|it’s|it\s+is|as|because|cos|since|that'?s|thats)\b.*)?(?:\s+please|\s+pls)?\s*[.!]*$`), "take $1 out of the $2 project", lazy(`(?i)\b(?:list|lists|calendar|agenda|inbox|today|tomorrow|week|notes?)\s*(?:[,;.-].*)?[.!]*$`)},
	// "new project doing up the van call it van project": the name said last
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|start\s+a(?:\s+new)?|create\s+a(?:\s+new)?|make\s+a(?:\s+new)?|add\s+a(?:\s+new)?)\s+project)\s+(?:for\s+)?([^,.;:!?–—-]+?)\s*,?\s+(?:and\s+)?(?:call|name)\s+it\s+([^,;]+?)\s*[.!]*$`), "$1 called $3: $2", nil},
	// "move X to Thursday instead, at 3.30pm": the day and the time
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|change|reschedule|put)\s+.+?\s+to\s+.+?)\s+instead\s*,\s*(at\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)\s*[.!]*$`), "$1 $2", nil},
	// "change the title of "A" to "B"; I made a typo": the remark after
	{lazy(`(?i)^(.*\bto\s+"[^"]+")\s*[;,.-]+\s*(?:i\b|it\b|sorry|oops|typo|my\s+mistake|that\b)[^"]*$`), "$1", nil},
	// "note this down for me pls: …": the note's text after the colon
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:note|jot|write|put)\s+(?:this|that|it)\s+down(?:\s+for\s+me)?(?:\s+(?:pls|please|plz))?\s*:\s*`), "${1}note: ", nil},
	// "Every Monday at 8:30am I have the X; please add it as a repeating
	// task": the X, every Monday at 8:30am
	{lazy(`(?i)^\s*(every\s+(?:other\s+)?[\p{L}]+(?:\s+(?:at|from)\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?)?)\s*,?\s+(?:i|we)\s+(?:have|'ve\s+got|have\s+got|run|do|go\s+to|attend)\s+(?:the\s+|a\s+|my\s+|our\s+)?(.+?)(\s+(?:at\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?))?\s*[;,.]\s*(?:please\s+|could\s+you\s+|can\s+you\s+)*(?:add|put|set)\s+(?:it|that|this)\s+(?:in\s+|down\s+|up\s+)?as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly)\s+(?:task|one|thing|reminder|event)((?:\s+(?:in|to|under)\s+the\s+.+?))?\s*[.!]*$`), "add $2 $1$3$4", nil},
	// "…, grand job" / "…, grand" / "…, sound": an Irish thanks closing it
	{lazy(`(?i)\s*[,!.]+\s*(?:grand\s+job|grand\s+so|that'?s\s+grand|grand|sound|class|deadly|savage|lovely\s+stuff|legend)\s*[.!]*$`), "", nil},
	// "Add the engagement shoot then - Saturday 2pm …": "then" is no part
	// of the title
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put\s+in|put\s+down|book\s+in)\s+.+?)\s+then\s*([-–—:,])`), "$1 $2", nil},
	// "make the X Wednesday not tomorrow, <remark>": a move
	{lazy(`(?i)^\s*(?:actually\s*,?\s*|oh\s*,?\s*|no\s*,?\s*)*(?:make|have)\s+((?:the|my|that)\s+.+?)\s+((?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|next\s+week)\s+(?:not|instead\s+of|rather\s+than)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b.*$`), "move $1 to $2", nil},
	// "change the priority of the X to low (its sorted now)"
	{lazy(`(?i)^(\s*(?:please\s+|(?:can|could)\s+you\s+)*)(?:change|set|put|make)\s+the\s+(?:priority|prio)\s+(?:of|on|for)\s+(.+?)\s+to\s+(high|low|medium|normal|urgent|top)\b(?:\s+(?:priority|prio))?(?:\s*,?\s*(?:its|it'?s|it’s|as|cos|because|since)\b.*)?\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	// "with a milestone "A" by D1 and another, "B", by D2": two milestones
	{lazy(`(?i)\bwith\s+a\s+milestone\s+("[^"]+")\s+(by|on|for|due)\s+([^",]+?)\s*,?\s+and\s+(?:another(?:\s+one)?|a\s+second(?:\s+one)?|(?:another|a\s+second|a)\s+milestone)\s*,?\s*("[^"]+")\s*,?\s+(by|on|for|due)\s+`), "with milestones $1 $2 $3 and $4 $5 ", nil},
	// "the welder says he's free on the 15th, move the welding to then":
	// the day said
	{lazy(`(?i)^.*?\b(?:says|said|reckons|told\s+me)\s+(?:he'?s|hes|she'?s|shes|they'?re|theyre|it'?s|its|we'?re)\s+(?:free|available|ok|okay|fine|open|on)\s+((?:on\s+)?(?:the\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\s+\w+))\s*[,.;]?\s+(?:so\s+)?(?:please\s+|can\s+you\s+|could\s+you\s+)*(move|push|put|change|shift)\s+(.+?)\s+(?:to|till|until)\s+then\b.*$`), "$2 $3 to $1", nil},
	// "everything i got due friday move it to monday im on a double
	// shift": everything due then, moved; the remark after is no part
	{lazy(`(?i)\beverything\s+(?:i'?ve\s+|i\s+have\s+|i\s+)(?:got\s+|have\s+)?due\b`), "everything due", nil},
	{lazy(`(?i)^(.*\beverything\s+due\s+.+?\b(?:move|push|put|shift)\s+(?:it|them|it\s+all|them\s+all)\s+to\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\s+week))\s+(?:i'?m|im|i\s+am|cos|because|as|since|i'?ve|ive|got)\b.*$`), "$1", nil},
	// "the screwfix drop to 5 30 in the morning": a time dictated
	{lazy(`(?i)\b(to|at|for)\s+(\d{1,2})\s+(\d{2})\s+(in\s+the\s+(?:morning|afternoon|evening)|am|pm|a\.m\.|p\.m\.|tonight|tomorrow)\b`), "$1 $2:$3 $4", nil},
	// "reopen the X ellie says they dont fit", "delete the X one bought
	// them at the services": a remark after the thing, with no comma
	{lazy(`(?i)^(\s*(?:(?:please|pls|oh|and|so)\s+)*(?:reopen|untick|delete|remove|cancel|complete|tick\s+off|bin)\s+(?:the|my)\s+[^,]+?\s+one)\s+(?:bought|got|done|sorted|picked|did|found|had|not|no|cos|because|as|since|they|it|he|she|we|i)\b.*$`), "$1", nil},
	{lazy(`(?i)^(\s*(?:(?:please|pls|oh|and|so)\s+)*(?:reopen|untick|delete|remove|cancel|complete|tick\s+off|bin)\s+(?:the|my)\s+[^,]+?)\s+[\p{L}]+\s+(?:says|said|reckons|thinks|told\s+me)\b.*$`), "$1", nil},
	// "and the shin pads got them yesterday": done
	{lazy(`(?i)^\s*(?:(?:and|oh|also|right)[,\s]+)*((?:the|my)\s+[^,.!?;]+?)\s*,?\s+(?:got|bought|picked\s+up|collected)\s+(?:them|it|those|that)(?:\s+(?:yesterday|today|this\s+morning|earlier|already|last\s+night))?\s*[.!]*$`), "mark $1 done", nil},
	// "i havent actually done it they never answered put it back"
	{lazy(`(?i)^.*?\bi\s+(?:haven'?t|have\s+not|havent|haven’t|didn'?t|didnt)\s+(?:actually\s+)?(?:done|do|finished|finish)\s+(?:it|that)\b.*?\b(?:put\s+it\s+back|reopen\s+it|untick\s+it|mark\s+it\s+(?:as\s+)?not\s+done|undo\s+the\s+tick)\b.*$`), "put it back as not done", nil},
	// "The S4 deadline is the 18th of December; please add "T" for that
	// date, high priority": the date said before
	{lazy(`(?i)^.*?\b(?:is|will\s+be|falls\s+on|'s)\s+((?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[\p{L}]+|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?)\s*[;,.]\s*(?:so\s+)?(?:please\s+|could\s+you\s+|can\s+you\s+)*(add|put\s+in|create|put\s+down)\s+("[^"]+"|[^,;]+?)\s+(?:for|by|on)\s+(?:that|this|the\s+same)\s+(?:date|day)\b(.*)$`), "$2 $3 by $1$4", nil},
	// "job ad is written. also photographer booked", "screen cvs done and
	// offer letter sent": two things said done
	{lazy(`(?i)^\s*((?:the\s+|my\s+)?[\p{L}\d][\p{L}\d'’ -]*?)\s+(?:is\s+|'s\s+|are\s+)?(?:now\s+)?(?:written|drafted|done|finished|sent|posted|booked|paid|sorted|submitted)\s*(?:[.!,;]\s*(?:and\s+)?also|[.!,;]?\s*and)\s+((?:the\s+|my\s+)?[\p{L}\d][\p{L}\d'’ -]*?)\s+(?:is\s+|'s\s+|are\s+)?(?:now\s+)?(?:written|drafted|done|finished|sent|posted|booked|paid|sorted|submitted)\s*[.!]*$`), "mark $1 done and mark $2 done", lazy(`(?i)^\s*(?:mark|tick|check|cross|complete|finish|i\s|i'|we\s)`)},
	// "actually give it date dec 20": its day
	{lazy(`(?i)^(\s*(?:(?:actually|oh|and|so|ok|okay)[,\s]+)*)give\s+(it|that|this|them)\s+(?:a\s+)?(?:due\s+)?date(?:\s+of)?\s+`), "${1}move $2 to ", nil},
	// "job ad is high prio + tag hiring pls": its priority and a label
	{lazy(`(?i)^\s*((?:the\s+|my\s+)?[\p{L}\d][\p{L}\d'’ -]*?)\s+(?:is|should\s+be)\s+(high|low|urgent|top)\s+(?:prio|priority)\s*(?:\+|&|,|and|plus)\s*(?:please\s+|pls\s+)?(?:tag|label)\s+(?:it\s+)?(?:with\s+|as\s+)?@?([\p{L}\d_-]+)(?:\s+(?:pls|please|plz))?\s*[.!]*$`), "make $1 $2 priority and tag it $3", nil},
	// "Right, new week 💪 anything overdue?": a lead that says nothing
	{lazy(`(?i)^\s*(?:(?:right|ok|okay|so|alright|morning)\s*[,!.]*\s*)?(?:new\s+(?:week|day|month)|monday\s+again|here\s+we\s+go(?:\s+again)?)\s*[,!.]*\s*(?:[\x{1F300}-\x{1FAFF}\x{2600}-\x{27BF}\x{FE0F}]+\s*)*`), "", nil},
	// "whats the highest priority thing I have on at the moment?"
	{lazy(`(?i)^\s*what(?:'s|s|’s|\s+is|\s+are)\s+(?:the|my)\s+(?:highest|top|most\s+urgent|most\s+important)(?:\s+priority)?\s+(?:thing|things|task|tasks|job|jobs|item|items)\b[^?]*\??\s*$`), "what's top priority", nil},
	// "How's the studio move looking, how many things left to do?": the
	// project's state
	{lazy(`(?i)^\s*how'?s\s+(?:the\s+|my\s+|our\s+)?([\p{L}\d'’ -]+?)(?:\s+project)?\s+(?:looking|going|coming\s+along|getting\s+on)\s*(?:[,?;-]\s*how\s+many\s+(?:things|tasks|jobs|bits)\s+(?:are\s+|have\s+i\s+got\s+)?(?:still\s+)?left(?:\s+to\s+do)?)?\s*[?.!]*$`), "show me the $1 project", lazy(`(?i)\b(?:weather|traffic|market|day|week|weekend|life|everything|things|it)\s+(?:looking|going)`)},
	// "push it out to the end of January so, after we move"
	{lazy(`(?i)\bpush\s+(it|that|this|them)\s+out\s+(to|till|until)\b`), "push $1 $2", nil},
	{lazy(`(?i)^(\s*(?:and\s+)?(?:push|move|put|shift)\s+.+?\s+(?:to|till|until)\s+.+?)\s+so\s*,\s*(?:after|before|when|as|because|cos|since)\b.*$`), "$1", nil},
	// "low priority one: A and B": one task, its priority
	{lazy(`(?i)^\s*(high|low|urgent|top)\s+(?:priority|prio)\s+(?:one|task|job|thing)\s*:\s*([^"]+?)\s*[.!]*$`), "add \"$2\", $1 priority", nil},
	// "Mark the X as done. Bought one at the shop this morning.": the
	// remark after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick)\s+.+?\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s*[.!]\s+(?:bought|got|did|done|finished|picked|collected|sorted|found|paid|sent|i|we|it|they|he|she|that'?s|thats)\b[^?]*$`), "$1", nil},
	// "Change its priority to high."
	{lazy(`(?i)^(\s*(?:please\s+|(?:can|could)\s+you\s+)*)(?:change|set|put)\s+(?:its|it's|it’s|the)\s+(?:priority|prio)\s+(?:to|at|as)\s+(high|low|medium|normal|urgent|top)\b(?:\s+(?:priority|prio))?(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}make it $2 priority", nil},
	// "Add "T" to a project called P. Due D, high priority, label L.":
	// the task's slots said in the next sentence
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+"[^"]+"\s+(?:to|in|into|under)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+(?:called|named)\s+[^.]+?)\s*\.\s+(?:it'?s\s+|it\s+is\s+)?(due\s+[^.]+?)\s*[.!]*$`), "$1, $2", nil},
	// "im on the food bank roster thursday 10am, put that in for me"
	{lazy(`(?i)^\s*(?:i'?m|im|i’m|i\s+am|we'?re|we\s+are)\s+on\s+(?:the\s+)?(.+?)\s*[,.;-]\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)*(?:put|add|pop|stick)\s+(?:that|it|this)\s+(?:in|down)(?:\s+for\s+me)?(?:\s+please|\s+pls)?\s*[.!]*$`), "add $1", nil},
	// "school runs done sweet as": a Kiwi thanks closing it
	{lazy(`(?i)\s*[,!.]*\s+(?:sweet\s+as(?:\s+bro)?|chur(?:\s+bro)?)\s*[.!]*$`), "", nil},
	// "another milestone - tiling done by 15 jan"
	{lazy(`(?i)^\s*(?:and\s+|also\s+)?(?:another|one\s+more|a\s+new|new)\s+milestone\s*[-–—:]\s*`), "add a milestone ", nil},
	// "everything for the P thats due friday push to next monday"
	{lazy(`(?i)\beverything\s+(?:for|in|on)\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)(?:\s+project)?\s+(?:that'?s|thats|that\s+is|which\s+is)\s+due\s+([^,]+?)\s*,?\s+(?:push|move|shift|put)\s+(?:it\s+|them\s+|it\s+all\s+|them\s+all\s+)?(to|till|until)\s+`), "everything in the $1 project due $2 move to ", nil},
	// "whats the status of all my projects"
	{lazy(`(?i)^\s*what(?:'s|s|’s|\s+is)\s+the\s+(?:status|state|progress)\s+(?:of|on)\s+(?:all\s+)?(?:of\s+)?(?:my|the)\s+projects\s*[?.!]*$`), "how are my projects going?", nil},
	// "Every Monday at 9:00 I review the inbox. Put that in and tag it
	// tax.": the routine, repeating, and its label
	{lazy(`(?i)^\s*(every\s+(?:other\s+)?[\p{L}]+(?:\s+(?:at|from)\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?)?)\s*,?\s+(?:i|we)\s+([a-z]+\s+[^.;,]+?)\s*[;,.]\s*(?:please\s+)?(?:put|add|pop)\s+(?:that|it|this)\s+in(?:\s+as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly)(?:\s+(?:task|one|thing))?)?\s+and\s+(?:tag|label)\s+it\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "add $2 $1 @$3", nil},
	{lazy(`(?i)^\s*(every\s+(?:other\s+)?[\p{L}]+(?:\s+(?:at|from)\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?)?)\s*,?\s+(?:i|we)\s+([a-z]+\s+[^.;,]+?)\s*[;,.]\s*(?:please\s+)?(?:put|add|pop)\s+(?:that|it|this)\s+in(?:\s+as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly)(?:\s+(?:task|one|thing))?)?(?:\s+please)?\s*[.!]*$`), "add $2 $1", nil},
	// "delete buy tape and markers, linda has heaps": the remark after
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|bin|scrap|cancel)\s+[^,]+?)\s*,\s*(?:[\p{L}]+\s+(?:has|have|had|says|said|got|bought|is|are|already)|i\s|i'|we\s|we'|they\s|it'?s\s|its\s|no\s+longer|not\s+needed|don'?t\s+need|dont\s+need)\b[^.!?]*[.!]*$`), "$1", nil},
	// "for the bathroom reno - pick tiles by friday, …": the project's
	// tasks
	{lazy(`(?i)^\s*for\s+(?:the\s+|my\s+|our\s+)([\p{L}\d'’]+(?:\s+[\p{L}\d'’]+){0,3}?)(?:\s+project)?\s+[-–—]\s*(.+,.+)$`), "add to the $1 project: $2", nil},
	// "move the mot to the 22nd garage was full": a remark after the day,
	// with no comma
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|put|change)\s+(?:the|my)\s+.+?\s+to\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|tomorrow|next\s+(?:week|(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?)))\s+(?:the\s+)?[\p{L}]+\s+(?:was|is|were|are|got|had|has|says|said|rang|called)\b.*$`), "$1", nil},
	// "the florist one is done though", "ok just the rad valves done then"
	{lazy(`(?i)\b(done|finished|sorted|complete|completed)\s+(?:though|then|now\s+then|anyway)\s*[.!]*$`), "$1", nil},
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|so)\s*,?\s*)?just\s+((?:the|my)\s+.+?\s+(?:is\s+|are\s+)?(?:done|finished|sorted))\s*[.!]*$`), "$1", nil},
	// "mark all the parts stuff done picked it all up today"
	{lazy(`(?i)\ball\s+(?:the\s+|my\s+)?([\p{L}\d-]+)\s+(?:stuff|things|bits|jobs)\s+(done|off|as\s+done)\b`), "all the $1 tasks $2", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick)\s+(?:off\s+)?all\s+.+?\s+(?:done|off|as\s+done))\s+(?:picked|got|bought|did|finished|sorted|collected|all|cleared|sent|paid|fixed|made|i|we|they)\b.*$`), "$1", nil},
	// "Ask Margaret task - she said yes, done"
	{lazy(`(?i)^\s*(.+?)\s+(?:task|one|job)\s*[-–—:,]\s*(?:(?:she|he|they|[\p{L}]+)\s+said\s+yes\s*,?\s*|all\s+)?(?:done|sorted|finished|complete)\s*[.!]*$`), "mark $1 done", nil},
	// "make it fortnightly actually": "actually" said last
	{lazy(`(?i)^(\s*(?:make|change|set|move|put|push)\s+.+?)\s*,?\s+actually\s*[.!]*$`), "$1", nil},
	// "And the seed order milestone to end of feb then": a move
	{lazy(`(?i)^\s*(?:and\s+)?(?:also\s+)?((?:the|my)\s+[^,.!?]+?\s+(?:milestone|one|task))\s+to\s+([^,.!?]+?)(?:\s+then|\s+too|\s+as\s+well)?\s*[.!]*$`), "move $1 to $2", nil},
	// "choir's off till the 7th January so move choir practice to then"
	{lazy(`(?i)^.*?\b(?:off|closed|shut|away|cancelled|canceled|on\s+holiday)\s+(?:till|until|to)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[\p{L}]+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+\w+)\s*[,.]?\s+(?:so\s+)?(?:please\s+)?(move|push|put|shift)\s+(.+?)\s+(?:to|till|until)\s+then\b.*$`), "$2 $3 to $1", nil},
	// "on the 23rd, 10am": the day's time
	{lazy(`(?i)\b(on\s+the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[\p{L}]+)?)\s*,\s*(?:at\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\b`), "$1 at $2", nil},
	// "and one to pay the rent by D, for the allotment project"
	{lazy(`(?i)^\s*(?:and\s+|also\s+|plus\s+)*(?:one|another(?:\s+one)?)\s+to\s+`), "add ", nil},
	{lazy(`(?i)\s*,\s*for\s+the\s+([^,]+?\s+project)\s*[.!]*$`), " in the $1", nil},
	// "Add to the wedding: A, B, and get me a hat!!": after a list,
	// excitement, not the last item's priority ("call the bank!!" alone is
	// high)
	{lazy(`^([^:]+:[^!]+,[^!]+\p{L})!!+\s*$`), "$1!", nil},
	// "call the agency (urgent!!)", "run the simulations (high)": a
	// priority said in brackets
	{lazy(`(?i)\s*\(\s*(urgent|high|low|top)(?:\s+(?:priority|prio))?\s*!*\s*\)`), ", $1 priority", nil},
	// "…, can you remember me each week?": "remember" for "remind"
	{lazy(`(?i)\s*,?\s*(?:can|could|will|would)\s+you\s+(?:please\s+)?remember\s+me(?:\s+(?:of\s+it|about\s+it|it))?(?:\s+(?:each|every)\s+(?:week|day|month|time))?\s*[?.!]*$`), "", nil},
	// "I didn't finished it yet, …. Can you open it again?"
	{lazy(`(?i)^.*?\bi\s+(?:didn'?t|did\s+not|haven'?t|have\s+not|havent|didnt)\s+(?:finish|finished|do|done|complete|completed)\s+(?:it|that)(?:\s+yet)?\b.*?\b(?:open|reopen)\s+(?:it|that)(?:\s+again)?\b.*$`), "put it back as not done", nil},
	// "the EGU grant task: due 5 January, and tag it funding"
	{lazy(`(?i)^\s*((?:the|my)\s+[^:]+?\s+(?:task|one|job))\s*:\s*(?:due\s+|move\s+(?:it\s+)?to\s+)([^,]+?)\s*,?\s+and\s+(?:tag|label)\s+it\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "move $1 to $2 and tag it $3", nil},
	// "Which tasks has the Flat admin project?"
	{lazy(`(?i)^\s*which\s+(?:tasks|jobs|things|to-?dos)\s+(?:has|have|does)\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)(?:\s+(?:got|have))?\s*\??\s*$`), "what's left in the $1 project?", nil},
	// "How many tasks I have actually open in chapter 3?": "actually"
	// for "currently"
	{lazy(`(?i)^(\s*how\s+many\s+(?:tasks|things|jobs|to-?dos))\s+(?:i|we)\s+(?:have|got)\s+(?:actually\s+|currently\s+|still\s+|now\s+)?(?:open\s+|left\s+)?(in|for|on)\s+`), "$1 do I have open $2 ", nil},
	// Singlish particles closing a request: "… lah", "… can or not?"
	{lazy(`(?i)\s*,?\s+(?:lah|leh|lor|liao|can\s+or\s+not|confirm\s+plus\s+chop)\s*[?.!]*$`), "", nil},
	// "i need to remember the Doctors appointment on thursday …": the
	// appointment, not "remember"
	{lazy(`(?i)^(?:\s*(?:hello|hi|morning|good\s+morning)\s*[,.!]*)?\s*i\s+(?:need|have|must|want)\s+to\s+remember\s+(?:about\s+)?(?:the|my)\s+`), "add ", nil},
	// "Can you save a note for me. Jack likes …": the note's text
	{lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:save|make|take|write|keep)\s+(?:a\s+)?note\s+for\s+me\s*(?:please\s*)?[.:,-]\s*`), "note: ", nil},
	// "Put family on the Pick up the grandkids one too": a label
	{lazy(`(?i)^\s*(?:please\s+)?put\s+(?:the\s+)?(?:label\s+|tag\s+)?@?([\p{L}\d_-]+)\s+on\s+((?:the|my)\s+.+?\s+(?:one|task|job))(?:\s+too|\s+as\s+well|\s+please)?\s*[.!]*$`), "tag $2 with $1", lazy(`(?i)^\s*(?:please\s+)?put\s+(?:it|that|this|them|a|an|the|some|my)\s+on\b`)},
	// "Put the present for Jack under a label called grandkids"
	{lazy(`(?i)^\s*(?:thank\s+you\.?\s*|thanks\.?\s*)?(?:please\s+)?(?:put|file)\s+(.+?)\s+under\s+(?:a|the)\s+(?:new\s+)?(?:label|tag)\s+(?:called|named)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "tag $1 with $2", nil},
	// "I am selling the Caravan can you make a project for that called X"
	{lazy(`(?i)^.+?\b(?:can|could|would)\s+you\s+(?:please\s+)?(?:make|create|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+(?:that|it|this)\s+)?(?:called|named)\s+([^,.!?]+?)\s*(?:please)?\s*[.!?]*$`), "create a project called $1", nil},
	// "A milestone for the caravan please, Advert in the paper by the 18th"
	{lazy(`(?i)^\s*(?:a|another|new)\s+milestone\s+(?:for|on|to)\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)(?:\s+project)?\s*(?:please|pls)?\s*[,:-]\s*([^"]+?)\s+(by|on|for)\s+([^"]+?)\s*[.!]*$`), "add a milestone \"$2\" to the $1 project $3 $4", nil},
	// "Actually no its Friday at half past 11 they just rang again"
	{lazy(`(?i)^\s*(?:actually\s*,?\s*|oh\s*,?\s*|sorry\s*,?\s*)*no\s*,?\s*(?:it'?s|its|it\s+is)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+at\s+[^,.]+?)?|tomorrow(?:\s+at\s+[^,.]+?)?)\s*(?:[,.]?\s*(?:they|he|she|i|we)\s+.*)?$`), "actually make it $1", nil},
	// "The Advert milestone needs to go back to the 23rd they missed the
	// paper"
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]+?)\s+(?:needs|has)\s+to\s+(?:go|move|be\s+moved)\s+(?:back\s+)?to\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[\p{L}]+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\s+\w+)(?:\s*,?\s+(?:they|he|she|i|we|as|because|cos|coz)\b.*)?\s*[.!]*$`), "move $1 to $2", nil},
	// "Anything with the shopping label move to Tuesday <remark>"
	{lazy(`(?i)^\s*(?:anything|everything)\s+with\s+the\s+@?([\p{L}\d_-]+)\s+(?:label|tag)\s*,?\s+(?:move|push|shift)\s+(?:it\s+|them\s+|it\s+all\s+)?to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\s+\w+)\b.*$`), "move everything tagged $1 to $2", nil},
	// "make that quarter past 3 not 3": the new time
	{lazy(`(?i)^(\s*(?:actually\s+)?make\s+(?:that|it)\s+.+?)\s+not\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|o'?clock))?\s*[.!]*$`), "$1", nil},
	// "KV to printer done liao, mark it complete pls": the thing said
	{lazy(`(?i)^\s*([^,]+?)\s+(?:is\s+)?(?:done|finished|sorted|sent)(?:\s+(?:already|now|liao|lah|le|ready))?\s*[,.!]+\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:mark|tick)\s+(?:it|that)\s+(?:as\s+)?(?:complete|completed|done|off|finished)(?:\s+(?:pls|please))?\s*[.!]*$`), "mark $1 done", lazy(`(?i)^\s*(?:i|we|it|that|this|they|he|she|the|my|our)\b|\b(?:are|is|was|were|have|has)\s+(?:done|finished|sorted|sent)\b`)},
	// "actually the TVC one make it Wed"
	{lazy(`(?i)^\s*(?:actually\s*,?\s*)?((?:the|my)\s+[^,]+?\s+one)\s*,?\s+make\s+it\s+((?:on\s+)?(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?|tomorrow|next\s+\w+)\s*[.!]*$`), "move $1 to $2", nil},
	// "Actually the Ogilvy call shift to Wed same time": a move
	{lazy(`(?i)^\s*(?:actually\s*,?\s*)?((?:the|my)\s+[^,]+?)\s+(?:shift|move|push)\s+to\s+([^,]+?)(?:\s*,?\s*same\s+time)?\s*[.!?]*$`), "move $1 to $2", lazy(`(?i)\b(?:must|need|needs|has|have|should|will|can|could|would|to|please|pls)\s+(?:shift|move|push)\s+to\b`)},
	// "Change gym timing to 6.30am"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|move|shift)\s+(?:the\s+|my\s+)?[\p{L}\d' -]+?)\s+(?:timing|time|slot)\s+to\s+`), "$1 to ", nil},
	// "Everything tagged influencer set to high priority"
	{lazy(`(?i)^\s*(everything|all(?:\s+the)?\s+tasks)\s+tagged\s+@?([\p{L}\d_-]+)\s*,?\s+(?:set|make|change)\s+(?:it\s+|them\s+)?(?:to\s+|as\s+)?(high|low|urgent|top|normal)\s+(?:priority|prio)\s*[.!]*$`), "make everything tagged $2 $3 priority", nil},
	// "The gym one - stop repeating, I'm switching …"
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]+?\s+(?:one|task))\s*[-–—:,]\s*(?:please\s+)?stop\s+(?:it\s+)?repeating\b.*$`), "stop repeating $1", nil},
	// "Which tasks under Raya campaign still open?"
	{lazy(`(?i)^\s*which\s+(?:tasks|jobs|things)\s+(?:under|in|for)\s+(?:the\s+)?([^?]+?)(?:\s+project)?\s+(?:are\s+|r\s+|is\s+)?(?:still\s+)?(?:open|left|outstanding)\s*\??\s*$`), "what's left in the $1 project?", nil},
	// "How many tasks I got tagged vendor?"
	{lazy(`(?i)^\s*how\s+many\s+(?:tasks|things|jobs)\s+(?:(?:do\s+)?(?:i|we)\s+(?:got|have)|have\s+(?:i|we)\s+got)\s+(?:tagged|labell?ed)\s+@?([\p{L}\d_-]+)\s*\??\s*$`), "how many tasks are tagged $1?", nil},
	// "Please order the gutter parts on Takealot for me and have them
	// delivered": an order from a shop
	{lazy(`(?i)^(\s*(?:please\s+)?(?:order|buy)\s+.+?)\s+on\s+([\p{Lu}][\p{L}.]+)\s+for\s+me\b.*$`), "$1 from $2 for me", nil},
	// "… is cancelled this week coz of the rain, just skip this one"
	{lazy(`(?i)^\s*(?:the\s+)?(mon|tues|wednes|thurs|fri|satur|sun)days?(?:'s|’s)?\s+([\p{L}'’ ]+?)\s+(?:is|'s)\s+(?:cancelled|canceled|off)\s+(?:this\s+week|this\s+time)\b.*?\b(?:just\s+)?skip\s+(?:this\s+one|it|that\s+one|this\s+week)\b.*$`), "skip $2 this ${1}day", nil},
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}'’ ]+?)\s+(?:is|'s)\s+(?:cancelled|canceled|off)\s+(this\s+week|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b.*?\b(?:just\s+)?skip\s+(?:this\s+one|it|that\s+one|this\s+week)\b.*$`), "skip $1 $2", nil},
	// "… every 1st of month": of the month
	{lazy(`(?i)\b(every\s+(?:\d{1,2}(?:st|nd|rd|th)|first|last|second|third)(?:\s+\w+day)?\s+of)\s+month\b`), "$1 the month", nil},
	// "move interview round 2 to 2pm": a title that ends in a number,
	// then the time
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:move|push|shift|change|reschedule|put)\s+)((?:[\p{L}'’-]+\s+)+\d+)\s+to\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midday)\s*[.!]*$`), "$1\"$2\" to $3", nil},
}

// questionsApart reads a message that asks two questions or more ("how
// many tasks are in the garden project? what's overdue?", "how many open
// tasks in the garden project and what is next due") as each question
// read alone, one answer after the other; whole is the message read whole
// (planRead), kept unless a slot of it swallowed a second question. Every
// part must read surely as a question that changes nothing; a second
// question joined by "and" that
// names no place of its own asks about the first one's project ("… and
// what is next due", "… and what's left in it"). ok is false when the
// message holds one question, or when a part is not a sure question.
func questionsApart(b Brain, text string, whole plan.Plan) (plan.Plan, bool) {
	if b == ClassifierOnly {
		return plan.Plan{}, false
	}
	parts, joined := questionParts(text)
	if len(parts) < 2 {
		return plan.Plan{}, false
	}
	if readSure(whole) && !swallowed(whole) {
		return plan.Plan{}, false // "how far is P? what is remaining?": one answer says both
	}
	out := plan.Plan{Understood: true, Steps: []plan.Step{}}
	project := ""
	for i, part := range parts {
		if i > 0 && project != "" && (joined[i] || backToProject.MatchString(strings.TrimRight(part, "?!. "))) {
			part = onProject(part, project) // "…? how many are left in it?"
		}
		p := planRead(b, part)
		if !readSure(p) || len(p.Steps) == 0 || p.Note != "" {
			return plan.Plan{}, false
		}
		for _, st := range p.Steps {
			if !readTools[st.Tool] && st.Tool != "askNotes" {
				return plan.Plan{}, false
			}
			if i > 0 && joined[i] && project == "" && st.Args["about"] != nil {
				// "when is the dentist and what do I need to bring": the
				// second question is about the first one's thing, asked
				// whole
				return plan.Plan{}, false
			}
			if pr, _ := st.Args["project"].(string); pr != "" {
				project = pr
			} else if ab, _ := st.Args["about"].(string); strings.HasSuffix(asciiLower(ab), " project") {
				project = ab
			}
		}
		out.Steps = append(out.Steps, p.Steps...)
	}
	return out, true
}

// swallowed reports a reading in which a slot holds a second question:
// a place, a thing or a label with a "?" or a question word in it
// ("project: garden project and what is next due"), or a question slot
// with a "?" before its end.
func swallowed(p plan.Plan) bool {
	for _, st := range p.Steps {
		for k, v := range st.Args {
			s, ok := v.(string)
			if !ok || k == "otherwise" {
				continue
			}
			if k == "question" {
				if i := strings.Index(s, "?"); i >= 0 && i < len(strings.TrimRight(s, "?!. "))-1 {
					return true
				}
				continue
			}
			if strings.Contains(s, "?") || questionWordIn.MatchString(s) {
				return true
			}
		}
	}
	return false
}

// questionWordIn: a question word inside a slot.
var questionWordIn = lazy(`(?i)\b(?:what|what's|whats|which|when|how|who|where)\b`)

// questionParts cuts text at each "?" that more words follow, and a
// question at " and " where a second question word opens what follows
// ("… in the garden project and what is next due"). joined[i] says part i
// followed an "and" inside one question. Fewer than two parts: no cut.
func questionParts(text string) (parts []string, joined []bool) {
	rest := strings.TrimSpace(text)
	for rest != "" {
		i := strings.Index(rest, "?")
		sentence := rest
		if i >= 0 {
			sentence, rest = rest[:i+1], strings.TrimSpace(rest[i+1:])
		} else {
			rest = ""
		}
		if strings.Trim(sentence, "?!. ") == "" {
			continue
		}
		s, q := clean(sentence)
		if !isQuestion(s, q) {
			return nil, nil
		}
		first := true
		for sentence != "" {
			m := andQuestion.FindStringIndex(sentence)
			if m == nil {
				parts, joined = append(parts, sentence), append(joined, !first)
				break
			}
			parts, joined = append(parts, strings.TrimSpace(sentence[:m[0]])+"?"), append(joined, !first)
			sentence, first = strings.TrimSpace(sentence[m[0]:][len(andWord.FindString(sentence[m[0]:])):]), false
		}
	}
	return parts, joined
}

// andQuestion: ", and what …", " and which …": a second question joined
// to the first (andWord the joining words it opens with).
var (
	andQuestion = lazy(`(?i)\s*,?\s+and\s+(?:also\s+)?(?:what|what's|whats|which|when|when's|how|how's|is|are|who|where|do|does)\s`)
	andWord     = lazy(`(?i)^\s*,?\s+and\s+(?:also\s+)?`)
)

// onProject is question q asked about project p: "it" or "there" becomes
// the project, and a question that names no place gets "in the p project".
func onProject(q, p string) string {
	body := strings.TrimRight(strings.TrimSpace(q), "?!. ")
	name := "the " + p + " project"
	if strings.HasSuffix(asciiLower(p), " project") {
		name = "the " + p
	}
	if m := backToProject.FindStringSubmatchIndex(body); m != nil {
		prep := "in"
		if m[2] >= 0 {
			prep = body[m[2]:m[3]]
		}
		return body[:m[0]] + " " + prep + " " + name + "?"
	}
	if placeSaid.MatchString(body) {
		return body + "?"
	}
	return body + " in " + name + "?"
}

// backToProject: a question that ends pointing back at a project said
// before ("… left in it", "… due there"); group 1 the preposition.
// placeSaid: a question that names a place of its own.
var (
	backToProject = lazy(`(?i)\s+(?:(in|on|for|from)\s+(?:it|that(?:\s+one)?|there)|there)$`)
	placeSaid     = lazy(`(?i)\s(?:in|for|on|under)\s+(?:the|my|our)\s`)
)

// lastAsked reads "what happened. <a request or question>" by its last
// sentence alone when that sentence asks for what Pace cannot do ("Gareth
// can't drive since his fall. Can you book us a taxi for Friday at half
// past one?": declined, however the story before it reads) or asks a
// question that points back at nothing before it ("Gareth has had a
// cough all week. What is the best remedy for a cough?"). The sentences
// before it must all be statements: none a question or a request of its
// own. ok is false otherwise.
func lastAsked(b Brain, text string) (plan.Plan, bool) {
	if b == ClassifierOnly {
		return plan.Plan{}, false
	}
	loc := lastSentence.FindStringSubmatchIndex(text)
	if loc == nil {
		return plan.Plan{}, false
	}
	head, last := strings.TrimSpace(text[:loc[2]]), strings.TrimSpace(text[loc[2]:])
	for _, s := range sentenceEnd.Split(head, -1) {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		c, q := clean(s)
		if isQuestion(c, q) || !statementOpen.MatchString(s) || requestOpen.MatchString(s) || commandVerbs[asciiLower(firstWord(s))] || taskVerbs[asciiLower(firstWord(s))] {
			return plan.Plan{}, false
		}
		if p := Parse(s); p.Rule == "out-of-scope" {
			return plan.Plan{}, false
		}
	}
	c, q := clean(last)
	if !strings.HasSuffix(strings.TrimSpace(last), "?") && !requestOpen.MatchString(last) && !isQuestion(c, q) {
		return plan.Plan{}, false // "… Thank you.": no request last
	}
	if Parse(last).Rule == "out-of-scope" {
		return planRead(b, last), true
	}
	if !isQuestion(c, q) || backWord.MatchString(last) {
		return plan.Plan{}, false
	}
	p := planRead(b, last)
	if !readSure(p) || len(p.Steps) == 0 {
		return plan.Plan{}, false
	}
	for _, st := range p.Steps {
		if st.Tool != "askNotes" {
			return plan.Plan{}, false // a question about tasks may lean on the story
		}
	}
	return p, true
}

// lastSentence: the last sentence of two or more (group 1 where it
// starts; sentences split at sentenceEnd).
var lastSentence = lazy(`[.!?]\s+([\p{Lu}][^.!?]*[.!?]*)\s*$`)

// statementOpen: a sentence that opens as a statement does — with its
// subject (a name, a pronoun, "the", "my" …).
var statementOpen = lazy(`(?i)^\s*(?:(?:oh|well|so|and|but|now)[,\s]+)*(?:[\p{Lu}][\p{L}'’]*|she|he|they|we|i|i'?m|i’m|i'?ve|i’ve|i'?d|it|it'?s|there|this|that|my|our|his|her|their|the|a|an)\b`)

// requestOpen: a sentence that opens as a request ("could you …",
// "please …").
var requestOpen = lazy(`(?i)^\s*(?:(?:oh|and|so|now|ok|okay)[,\s]+)*(?:please\b|pls\b|(?:can|could|would|will)\s+(?:you|u)\b|i'?d\s+like\s+you\b|would\s+you\s+mind\b)`)

// backWord: a word that points at something said before ("she", "it",
// "that one").
var backWord = lazy(`(?i)\b(?:he|she|they|him|her|his|hers|them|their|it|its|this|that|these|those|there)\b`)

// stop47Rewritten is text with the stop's rewrites and the frames that
// need more than one regular expression.
func stop47Rewritten(text string) string {
	text = applyGuarded(pidginPlain(text), stop47Rewrites)
	if m := remindNoTo.FindStringSubmatchIndex(text); m != nil && taskVerbs[asciiLower(text[m[2]:m[3]])] {
		// "remind me send the invoice friday": "to" left out
		text = text[:m[2]] + "to " + text[m[2]:]
	}
	if m := thatsDone.FindStringSubmatchIndex(text); m != nil {
		// "The piano tuner is booked for the 18th, so that's done too";
		// "Ann and Jo have both said yes to the mince pies, bless them, so
		// that one is done": the thing the news is about is done
		head := text[:m[0]]
		if saidDone.MatchString(head) {
			return text // "the proofs are done!! tick that off": read as said
		}
		if t := doneSubject.FindStringSubmatch(head); t != nil {
			return "mark " + strings.TrimSpace(t[1]) + " done"
		}
		if t := doneObject.FindStringSubmatch(head); t != nil {
			return "mark " + strings.TrimSpace(t[1]) + " done"
		}
	}
	return text
}

// remindNoTo: "remind me <verb> …" with no "to" (group 1 the verb).
var remindNoTo = lazy(`(?i)^\s*(?:please\s+|pls\s+)?remind\s+me\s+([a-z]+)\s`)

// thatsDone: news, then "so that's done (too)", "so that one is done", "so
// mark that one done".
var thatsDone = lazy(`(?i)\s*[,;.!-]\s*(?:so\s+|and\s+)?(?:(?:that|it)(?:\s+one)?(?:'s|’s|\s+is|\s+has\s+been)\s+(?:done|sorted|finished|complete|completed)|thats\s+(?:done|sorted|finished)|(?:please\s+|pls\s+)?(?:mark|tick|cross)\s+(?:that|it|this)(?:\s+one)?\s+(?:off|done|as\s+done|as\s+finished))(?:\s+(?:too|as\s+well|now|then))?(?:\s*,?\s*(?:thank\s+you|thanks|please|pls))?\s*[.!]*$`)

// doneSubject: news whose subject is the thing ("the piano tuner is
// booked …"); doneObject: news about a thing after "to", "for" or
// "about" ("… have both said yes to the mince pies").
var (
	doneSubject = lazy(`(?i)^\s*((?:the|my|our)\s+[\p{L}'’ -]+?)\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+\S`)
	doneObject  = lazy(`(?i)\b(?:said\s+yes|agreed|signed\s+up|volunteered|confirmed|paid)\s+(?:to|for)\s+((?:the|my|our)\s+[\p{L}'’ -]+?)\s*(?:[,.!;]|$)`)
	saidDone    = lazy(`(?i)\b(?:is|are|was|were|'s|’s|(?:has|have)\s+been)\s+(?:all\s+|now\s+)?(?:done|finished|complete|completed|sorted|ready|sent|posted|paid)\b`)
)

// pidginMarker: words of Nigerian Pidgin that standard English does not
// use, so a message holding one is read with pidginWords.
var pidginMarker = lazy(`(?i),\s*e\s+(?:urgent|important|serious)\b|\b(?:abeg|wetin|wey|sha|dem|pikin|una|oga|dey|na|wan)\b|\b(?:put|tag|mark|push|make|move|set|label|add|delete|remove|change)\s+am\b`)

// pidginWords: Nigerian Pidgin function words as standard English, in
// order (Scots and Irish words are kept as said: those are titles' words;
// these are the grammar of the request).
var pidginWords = []guardedRewrite{
	{lazy(`(?i)\babeg\b\s*,?\s*`), "please ", nil},
	{lazy(`(?i)\b(put|tag|mark|push|make|move|set|label|add|delete|remove|change)\s+am\b`), "$1 it", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?)i\s+wan(?:na|t)?\s+(add|start|make|create|put|move|tag|mark|change|delete|remove|set|rename|push)\b`), "$1$2", nil},
	{lazy(`(?i)\bi\s+wan\b`), "I want to", nil},
	{lazy(`(?i)\bwetin\s+i\s+don\s+(?:do\s+)?finish\b`), "what have I finished", nil},
	{lazy(`(?i)\bwetin\s+be\b`), "what are", nil},
	{lazy(`(?i)\bwetin\s+dey(?:\s+inside|\s+for)?\s+(my|the|our)\b`), "what's in $1", nil},
	{lazy(`(?i)\bwetin\s+dey\b`), "what's", nil},
	{lazy(`(?i)\bwetin\b`), "what", nil},
	{lazy(`(?i)\bdon\s+(?:do\s+)?finish\b`), "have finished", nil},
	{lazy(`(?i)\beverything\s+(?:wey|that)\s+i\s+(?:tag|label)(?:ged|led)?\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)`), "everything tagged $1", nil},
	{lazy(`(?i)\beverything\s+(?:wey|that)\s+(?:dey\s+|be\s+|is\s+)?due\b`), "everything due", nil},
	{lazy(`(?i)\bhow\s+far\s+(?:dem|them)\s+(?:dey|don\s+reach|reach)\b`), "how far along are they", nil},
	{lazy(`(?i)\bdem\b`), "them", nil},
	{lazy(`(?i)\bwey\b`), "that", nil},
	{lazy(`(?i)\s*,?\s*\bsha\b`), "", nil},
	{lazy(`(?i)\s*,?\s+e\s+(urgent|important|serious)\b`), ", it is $1", nil},
	{lazy(`(?i)\s*,\s*e\s+(?:due|go\s+be\s+due)\b`), ", due", nil},
	{lazy(`(?i)^(\s*)i\s+get\s+(?:one\s+)?`), "${1}I have ", nil},
	{lazy(`(?i)^(\s*(?:how\s+many|which|what)\s+[\p{L}]+)\s+i\s+(still\s+)?get\b`), "$1 do I ${2}have", nil},
	{lazy(`(?i)\b([\p{L}]+)\s+na\s+(every|on|for|at|by|this|next|tomorrow)\b`), "$1 is $2", nil},
}

// pidginPlain is text with pidginWords read as standard English when it
// holds a word of Pidgin.
func pidginPlain(text string) string {
	if !pidginMarker.MatchString(text) {
		return text
	}
	return applyGuarded(text, pidginWords)
}

// allMeansTheSet drops a bulk change to every open task ("mark all as
// completed") that follows the same change to a set just named ("All the
// travel tasks are done, mark all as completed"): "all" is that set, and
// asking to change all fifteen open tasks after naming two would change
// thirteen on a misreading.
func allMeansTheSet(p plan.Plan) plan.Plan {
	for i := 1; i < len(p.Steps); i++ {
		prev, st := p.Steps[i-1], p.Steps[i]
		if prev.Tool != "bulkTasks" || st.Tool != "bulkTasks" || prev.Args["action"] != st.Args["action"] {
			continue
		}
		if f, _ := st.Args["filter"].(string); f != "all" || len(st.Args) != 2 || len(prev.Args) < 2 {
			continue
		}
		p.Steps = append(p.Steps[:i:i], p.Steps[i+1:]...)
		p.Note = strings.Replace(p.Note, bulkNote+" "+bulkNote, bulkNote, 1)
		i--
	}
	return p
}

// bulkNote is the note a bulk change's plan carries.
const bulkNote = "Changing several tasks at once asks for your approval first; one undo takes it all back."
