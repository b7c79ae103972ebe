package grammar

import (
	"strings"

	"pace/plan"
)

// Stop 51: the families of the trios 464 on, and the leftovers stop 50
// named.

// stop51Rewrites: phrasings read as the grammar's own; they run before
// every earlier stop's.
var stop51Rewrites = []guardedRewrite{
	// "v0.3 release at 2026-12-20": a date written in full after "at" is
	// the day, never a clock ("at 20")
	{lazy(`(?i)\bat\s+(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4})\b`), "on $1", nil},
	// "mark it done tnx", "… thnx so much": thanks closing a request
	{lazy(`(?i)(\S)[\s,]+(?:tnx|thnx|thanx|thx|tks|ty|tysm|tq|cheers|thanks)(?:\s+(?:so\s+much|a\s+lot|x+|bro|mate|hun|dear|love|again))?[\s.!x]*$`), "$1", nil},
	// "make the three tasks urgent", "mark the 3 tasks done": the items the
	// previous turn named, by their count (not a project called "three")
	{lazy(`(?i)\b(?:the|those|these)\s+(two|three|four|five|six|[2-6])\s+(?:tasks|things|items|to-?dos|ones|jobs)\b`), "those $1", lazy(`(?i)\b(?:the|those|these)\s+(?:two|three|four|five|six|[2-6])\s+(?:tasks|things|items|to-?dos|ones|jobs)\s+(?:in|on|for|from|of|under|due|tagged|labelled|labeled|with|that|which|i|you)\b`)},
	// "can u write the intro for my paper?": asked of Pace, read as the
	// question stop51Scope declines (a day said keeps it a to-do)
	{lazy(`(?i)^\s*(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|plz\s+)?((?:write|draft|compose)\s+(?:the|my|a|an|this|our|some)\s+(?:\S+\s+){0,4}?(?:intro|introduction|conclusion|essay|abstract|speech|toast|eulogy|bio|cover\s+letter|letter|poem|story|paragraph|caption|blurb|outline|proposal|thesis|chapter|lyrics|song)\b[^?]*?)\s*(?:for\s+me\s*)?(?:please|pls|plz)?\s*\?*\s*$`), "$1?",
		lazy(`(?i)\b(?:today|tonight|tomorrow|tmrw|by\s+\w+|before\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next\s+week|this\s+week|later|remind)\b`)},
	// "actually the tights one, put it for wednesday": the item named first
	{lazy(`(?i)^\s*(?:actually|oh|ok|okay|so|right|sorry|also)\s*,?\s+((?:the|my)\s+[^,]+?\s+(?:one|task|thing|job)\s*,)`), "$1", nil},
	// "the rotate tires one got done at discount tire mark it complete": the
	// item named first, then the change on "it"
	{lazy(`(?i)^\s*(?:(?:actually|oh|ok|okay|so|and|also|right|sorry)[\s,]+)*((?:the|my|that)\s+[^,.;]+?\s+(?:one|task|thing|job|to-?do|reminder))\s+(?:got|is|was|has\s+been|have\s+been)\s+(?:done|finished|sorted|completed|paid|booked)\b[^,.;]*?\s*[,:;.-]?\s*(?:(?:pls|please|plz|just|so)\s+)?(mark|tick|complete|set)\s+(?:it|that|this)\b(.*)$`), "$2 $1$3", nil},
	// "packed lunches every sunday evening, pls make it repeat weekly",
	// "Bouldering every Wednesday 19:00, as repeating task please": how
	// often, said again
	{lazy(`(?i)^(.+\b(?:every|each)\s+\S.*?)\s*[,.;-]\s*(?:(?:pls|please|plz|and|so)\s+)*(?:(?:make|set|have|put)\s+(?:it|that|this)\s+(?:to\s+|as\s+)?(?:a\s+)?(?:repeat|recur|repeating|recurring)(?:\s+task)?|as\s+(?:a\s+)?(?:repeating|recurring|weekly|regular)\s+(?:task|thing|reminder|one))(?:\s+(?:weekly|every\s+week|each\s+week|daily|every\s+day|monthly|every\s+month))?(?:\s+(?:pls|please|plz))?\s*[.!]?$`), "$1", nil},
	// "Add task for tinyq: …": the task, as "add a task for …" reads it
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:add|create|new))\s+(task|to-?do)\s+(for|to|in|under)\b`), "$1 a $2 $3", nil},
	// "pls add a task from my supervisor notes: send chapter 2 …": where
	// the task came from, said before it
	{lazy(`(?i)\b((?:add|create|make|put\s+in|new)\s+(?:a\s+|an\s+|one\s+)?(?:task|to-?do|reminder|item)s?)\s+(?:from|off|out\s+of|based\s+on)\s+(?:my|the|our|his|her|their|today'?s|this\s+morning'?s|yesterday'?s)\s+[^:]{1,40}?\s*:\s+`), "$1: ", nil},
	// "tag X with customer to": "too", as voice typing hears it
	{lazy(`(?i)\b((?:tag|label)\s+.+?\s+(?:with|as)\s+@?[\p{L}\d_-]+)\s+(?:to|too|also|as\s+well)\s*[.!]?$`), "$1", nil},
	{lazy(`(?i)\b(task|one|thing|job|milestone|stuff)\s+to\s*[.!]?$`), "$1 too", nil},
	// "move brake pads to january 9 her tia is coming in late": the reason
	// after the day, said without a stop
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:move|push|shift|bump|reschedule|change|put|set)\s+.+?\s+(?:back\s+|forward\s+)?(?:to|till|until|for)\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|next\s+week|next\s+month))\s+(?:her|his|my|our|their|she|he|they|we|i|it|its|it's|bc|because|cause|cuz|since|as|coz|cos)\s+\S+.*$`), "$1", nil},
	// "i dropped off the henderson invoice mark it done", "actually ray
	// said he cant do it til next month move brake pads to january 9": news
	// or a remark, then the change, said without a stop
	{lazy(`(?i)^\s*(?:i|we)\s+(?:just\s+|finally\s+|already\s+|have\s+|'ve\s+)*(?:\w+ed|paid|got|sent|bought|did|made|found|put)\s+(?:the\s+|our\s+|my\s+)?([^,.;!?]+?)(?:\s+(?:today|yesterday|this\s+morning|this\s+afternoon|tonight|last\s+night|just\s+now|finally|at\s+last))?\s*[.,;!]?\s+(?:so\s+)?(?:pls\s+|please\s+)?(?:mark|tick)\s+(?:that|it|this)\s+milestone\s+(?:as\s+)?(?:done|complete|completed|off|finished)(\s+and\s+.+?)?\s*[.!]?$`), "mark the $1 milestone done$2", nil},
	{lazy(`(?i)^((?:i|we)\s+(?:just\s+|finally\s+|already\s+)?[^\s,.;!?]+[^,.;!?]{3,}?[^\s,.;!?])\s+((?:pls\s+|please\s+)?(?:mark|tick|check)\s+(?:it|that|this)(?:\s+(?:one|milestone|task))?\s+(?:off|as\s+done|done|complete|completed|finished)(?:\s+and\s+.+?)?)\s*[.!]?$`), "$1. $2", lazy(`(?i)\bso\s+(?:you\s+can|can\s+you|could\s+you|please)\s+(?:tick|mark)\b`)},
	// "mark that milestone done and the deposit task too": the same change
	// for the second thing
	{lazy(`(?i)\b(mark|tick|set)\s+(it|that|this)(\s+(?:one|milestone|task))\s+(?:as\s+)?(done|off|complete|completed|finished)\s+and\s+((?:the|my)\s+[^,.;!?]+?)\s+(?:too|as\s+well|also)\s*[.!]?$`), "$1 $2$3 $4 and mark $5 $4", nil},
	// "… by friday its 1850 make that one high priority": a sum said in
	// passing, and the change said after the capture without a stop
	{lazy(`(?i)\s+(?:it'?s|its|it\s+is)\s+\$?\d{3,}(?:[.,]\d{2})?(\s*[,.;]|\s+(?:make|and|tag|due)\b|\s*$)`), "$1", nil},
	{lazy(`(?i)([^\s,.;!])\s+((?:make|set|mark)\s+(?:that|it|this)(?:\s+one)?\s+(?:a\s+|as\s+)?(?:high|low|urgent|top|medium)(?:\s+(?:priority|prio))?)\s*[.!]?$`), "$1, $2", lazy(`(?i)^\s*(?:(?:please|pls|and|also|ok|so)\s+)*(?:make|set|mark)\s+(?:that|it|this)\b|(?:\b(?:and|then|also|pls|please|so|n|plus|but|just|now|one)|[&+])\s+(?:make|set|mark)\s+(?:that|it|this)(?:\s+one)?\s+(?:a\s+|as\s+)?(?:high|low|urgent|top|medium)`)},
	// "for choose day": voice typing's "Tuesday"
	{lazy(`(?i)\bchoose\s?day\b`), "tuesday", nil},
	{lazy(`(?i)^((?:actually|shoot|oh|ok|okay|so|well|hey|dang|darn|oops|crap|man|sorry)\b.{6,}?[^\s,.;!])\s+((?:move|push|reschedule|mark|tick|tag|untag|delete|remove|rename|bump|reopen|cancel)\s+(?:it|that|this|the|my|\S+\s+\S+)\b.*)$`), "$1. $2", lazy(`(?i)[,.;!?]|\b(?:remind|add)\b|(?:\b(?:and|then|also|n|so|but)|&)\s+(?:move|push|reschedule|mark|tick|tag|untag|delete|remove|rename|bump|reopen|cancel)\b|^\s*(?:actually|so|ok|okay|oh|well|hey|sorry)[\s,]+(?:please\s+)?(?:take|put|make|move|push|mark|tick|tag|untag|delete|remove|rename|change|set|give|reopen|cancel|bump)\b`)},
	// "Steuererklärung 2025 must be done until 31.07.2027, low priority,
	// tag steuer": a thing to do by a day, said with the slots of a new
	// task
	{lazy(`(?i)^\s*([\p{L}\d][^,]{1,60}?)\s+(?:must|should|has\s+to|needs\s+to|need\s+to)\s+be\s+(?:done|finished|filed|submitted|sent|paid|in)\s+(?:until|till|by|before)\s+([^,]+?)\s*,\s*((?:(?:low|high|medium|normal|urgent|top)\s+(?:priority|prio)|p[1-4]|(?:tag|tagged|label|labelled)\s+@?[\p{L}\d_-]+)(?:\s*,?\s*(?:and\s+)?(?:(?:low|high|medium|normal|urgent|top)\s+(?:priority|prio)|p[1-4]|(?:tag|tagged|label|labelled)\s+@?[\p{L}\d_-]+))*)\s*[.!]?$`), "add $1 by $2, $3", lazy(`(?i)^\s*(?:the|my|that|this|it)\b`)},
	// "The chalet reservation is the most important, make it urgent and for
	// tomorrow": the change said of the thing named first
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+is\s+(?:the\s+)?(?:most\s+important|most\s+urgent|top\s+priority|priority\s+one|number\s+one)(?:\s+one)?\s*[,.;]\s*(?:so\s+)?(?:please\s+|pls\s+)?make\s+it\s+(.+)$`), "make $1 $2", nil},
	// "Telekom cancelation is actually urgent, please high prio and due on
	// Friday": the level asked for is the one said after the remark
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+is\s+(?:actually\s+|now\s+|really\s+|quite\s+|very\s+|super\s+)*(?:urgent|important|pressing|critical|a\s+priority)\s*[,.;]\s*(?:(?:please|pls|so)\s+)*((?:high|low|urgent|top|medium)\s+(?:priority|prio)\b.*)$`), "make $1 $2", nil},
	// "How many open tasks has the Umzug project?": the question in a
	// German order
	{lazy(`(?i)^\s*how\s+many\s+(open\s+|unfinished\s+)?(?:tasks|things|to-?dos|items|jobs)\s+(?:has|have)\s+(?:the|my|our)\s+(.+?)(?:\s+project)?(?:\s+(?:still|left|open))*\s*\?*\s*$`), "how many open tasks are in the $2 project?", nil},
	// "what customer stuff do i got open": the tasks of a label or project
	{lazy(`(?i)^\s*(?:what|which)\s+([\p{L}\d_-]+)\s+(?:stuff|things|tasks|jobs|to-?dos)\s+(?:do\s+)?(?:i|we)\s+(?:got|have|have\s+got|still\s+have)\s+(?:open|left|to\s+do|outstanding|going|on)\s*\?*\s*$`), "show my $1 tasks", nil},
	// "give me short overview what is left for the Umzug, sorted by date":
	// what is left, which lists by date
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:give\s+me|show\s+me|i\s+need|i\s+want)\s+(?:a\s+)?(?:short\s+|quick\s+|brief\s+|little\s+)?(?:overview|summary|rundown|list)\s+(?:of\s+)?(what(?:'s|s|\s+is)\s+(?:left|open|still\s+open|outstanding)\s+(?:for|in|on)\s+.+?)(?:\s*,?\s*(?:sorted|ordered)\s+by\s+(?:due\s+)?date)?\s*[?.!]*$`), "$1", nil},
	{lazy(`(?i)^(\s*(?:what|which|show|list)\b.+?)\s*,?\s*(?:sorted|ordered)\s+by\s+(?:the\s+)?(?:due\s+)?date\s*([?.!]*)$`), "$1$2", nil},
	// "All tinyq tasks without date please due 2027-01-15": a set of tasks
	// given a day, said without a verb
	{lazy(`(?i)^\s*((?:all|every)\s+(?:the\s+|my\s+|of\s+the\s+)?[^,]+?\s+(?:tasks|things|items|to-?dos|jobs)\s+(?:without|with\s+no|that\s+have\s+no|that\s+don'?t\s+have|that\s+dont\s+have)\s+(?:a\s+)?(?:date|due\s+date|deadline|day))\s*,?\s*(?:(?:please|pls|should\s+be|to\s+be|can\s+be)\s+)*(?:due|to|for|on)\s+(\S.*)$`), "move $1 to $2", nil},
	// "all tasks tagged steuer … into a new project": the set of a label,
	// as the bulk rules read it
	{lazy(`(?i)\b(?:all|every)\s+(?:the\s+|my\s+|of\s+the\s+)?(?:tasks?|to-?dos?|items?|things)\s+(?:that\s+(?:are|is)\s+)?(?:tagged|labell?ed|with\s+(?:the\s+)?(?:label|tag))\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)(\s+(?:in|into|to|under)\s+(?:a\s+)?new\s+project\b)`), "all tasks with label $1$2", nil},
	// "Put all tasks with label steuer into a new project "Steuer 2025"":
	// the project first, then the set moved into it
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(put|move|file|shift)\s+(all\s+(?:the\s+|my\s+)?(?:tasks|to-?dos|items)\b.+?)\s+(?:in|into|to|under)\s+(?:a\s+)?new\s+project\s+(?:called\s+|named\s+)?(.+?)\s*(?:please|pls)?\s*[.!]?$`), "new project $3, then $1 $2 into it", nil},
	// "For tinyq v0.3 I need: update the README and write changelog. Both
	// to the v0.3 milestone please": the list, then where all of it goes
	{lazy(`(?i)^[^:]{2,60}:\s+([^.!?]+?)\s*[.!]\s+(?:both|all|all\s+of\s+(?:them|it|those)|them\s+all|each|both\s+of\s+them|everything)\s+(?:(?:go(?:es)?|goes|should\s+go|belongs?)\s+)?(?:to|under|in|into|for)\s+(?:the\s+)?((?:[^.!?]|\.\S){1,40}?)\s+milestone(?:\s+(?:please|pls))?\s*[.!]?$`), "add to the $2 milestone: $1", nil},
	// "Add to the tinyq milestone v1.0: write benchmarks, API freeze": tasks
	// under a milestone
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:add|put)\s+(?:to|under|into)\s+(?:the\s+)?(?:[\p{L}\d_-]+\s+)?milestone\s+([^:]{1,40}?)\s*:\s+(\S.+?)\s*[.!]?$`), "add $2 to the $1 milestone", nil},
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:add|put)\s+(?:to|under|into)\s+(?:the\s+)?([^:]{1,40}?)\s+milestone\s*:\s+(\S.+?)\s*[.!]?$`), "add $2 to the $1 milestone", lazy(`(?i)\b(?:a|an|new|another)\s+milestone\s*:`)},
	// "This week bouldering I skip, just mark it done": one round of a
	// repeating task skipped
	{lazy(`(?i)^\s*(this\s+week|today|tomorrow|tonight|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(.+?)\s+(?:i|we)\s+(?:skip|will\s+skip|am\s+skipping|'m\s+skipping|miss|will\s+miss|can'?t\s+make|cannot\s+make)(?:\s*[,.;]\s*(?:(?:so|just|please|pls)\s+)*(?:mark|tick|set)\s+it\s+(?:as\s+)?(?:done|off|skipped))?\s*[.!]?$`), "skip $2 $1", nil},
	// "take the customer tag off the repipe bid thats church stuff tag it
	// church instead": the remark between the two changes
	{lazy(`(?i)^(\s*(?:take|remove|drop)\s+(?:the\s+)?@?[\p{L}\d_-]+\s+(?:tag|label)\s+off\s+.+?)\s*[,.;]?\s+(?:it'?s|its|thats|that'?s|that\s+is|it\s+is)\s+[^,.;]+?\s*[,.;]?\s+(?:and\s+|so\s+)?((?:tag|label)\s+it\b.*)$`), "$1 and $2", nil},
	// "change the customer tag on the repipe bid to church": one label for
	// another
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:change|switch|swap)\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s+(?:on|of|for)\s+(.+?)\s+(?:to|for)\s+@?([\p{L}\d_-]+)\s*[.!]?$`), "retag $2 from $1 to $3", lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:change|switch|swap)\s+(?:the\s+)?(?:label|tag)\b|\sfrom\s`)},
	// "From the tax note, make one task for each missing document": one
	// request, read as stop51Scope declines it
	{lazy(`(?i)^\s*(?:from|in|using|based\s+on)\s+(?:the|my)\s+([^,]{1,40}?)\s+notes?\s*,?\s*(?:please\s+|pls\s+)?(?:make|create|add)\s+(?:one|a|an|separate)\s+(?:task|to-?do|reminder)s?\s+(?:for|per)\s+(?:each|every)\b.*$`), "turn my $1 note into tasks", nil},
	// "what do I need to do tomorrow": what is due that day
	{lazy(`(?i)^\s*(?:so\s+|and\s+|ok\s+)?what\s+(?:do|should|must)\s+(?:i|we)\s+(?:(?:need|have|got)\s+to\s+|gotta\s+)?(?:do|get\s+done)\s+((?:on\s+)?(?:today|tomorrow|tmrw|tonight|this\s+week|next\s+week|this\s+weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*\?*\s*$`), "what's due $1?", nil},
	// "Thank you kindly. what …": thanks before a question
	{lazy(`(?i)^\s*(?:thank\s+you|thanks)\s+(?:kindly|very\s+kindly)\s*[.!,]+\s*(\S)`), "$1", nil},
	// "How many things did I get done this week": what was completed
	{lazy(`(?i)^\s*how\s+many\s+(?:things|tasks|jobs|to-?dos|items)\s+(?:did|have)\s+(?:i|we)\s+(?:get|got|gotten)\s+(?:done|finished|through)\s+((?:today|yesterday|this\s+week|last\s+week|this\s+month|last\s+month|so\s+far(?:\s+this\s+(?:week|month))?|over\s+the\s+(?:past|last)\s+(?:week|month|few\s+days)))\s*\?*\s*$`), "what did I get done $1?", nil},
	// "Take off the list the popsicles, …": the thing after "the list"
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?)(?:take|cross|strike|scratch)\s+off\s+(?:the|my)\s+(?:list|to-?do\s+list)\s+(the\s+[^,.;]+?|[^,.;]+?)(\s*[,.;].*)?$`), "${1}take $2 off the list$3", nil},
	// "Church supper is Sunday the 20th at 5 oclock put that down with the
	// church tag": the thing said, then "put that down", without a stop
	{lazy(`(?i)^([^.!?]+?\s(?:is|are|'s)\s[^.!?]+?[^\s,.;!?\-–—])\s+((?:please\s+|pls\s+)?(?:put\s+(?:it|that|this)\s+down|add\s+(?:it|that|this)|pop\s+(?:it|that)\s+in|write\s+(?:it|that)\s+down)\b)`), "$1, $2", nil},
	// "make the Fair opens one July 29": that item moved
	{lazy(`(?i)^(.*?)\bmake\s+((?:the|my)\s+[^,.;]+?\s+one)\s+((?:on\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)))\s*[.!]?$`), "${1}move $2 to $3", nil},
	// "Pongal shopping PFB - a, b, c": "please find below", a list's head
	{lazy(`\s+(?:PFB|pfb|Pfb)\s*[-:–—]?\s+`), ": ", nil},
	// "Thursday only", "tomorrow morning only": a day said firmly
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|morning|evening|afternoon|\d{1,2}/\d{1,2}|\d{1,2}(?::\d{2})?\s*(?:am|pm))\s+only\b`), "$1", nil},
	// "actually Thursday, keep it 4:30 PM": the same day's time kept
	{lazy(`(?i)^\s*(?:(?:sorry|no|oh|ok|okay|actually|wait)[\s,]+)*(?:make\s+it\s+|move\s+it\s+to\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s*,?\s*(?:but\s+)?(?:keep|same)\s+(?:it\s+|the\s+time\s+)?(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm|AM|PM))\s*[.!]?$`), "move it to $1 at $2", nil},
	// "Remind me daily 8 AM to give Amma her tablet": how often, said
	// before the thing
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly)\s+)?remind\s+me)\s+((?:daily|every\s+day|weekly|every\s+week|monthly|every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|every\s+(?:morning|evening|night))(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?)\s+to\s+(\S.*)$`), "$1 to $3 $2", nil},
	{lazy(`(?i)\bdaily\s+(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm))\s*$`), "every day at $1", nil},
	// "Every Friday remind me to collect the money, …": the same, said first
	{lazy(`(?i)^\s*((?:every|each)\s+(?:day|week|month|morning|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?)\s*,?\s+((?:please\s+)?remind\s+me\s+to\s+[^,]+?)(\s*,.*)?$`), "$2 $1$3", nil},
	// "Create project Wedding Shopping and add - a by 10/1, b by 15/1":
	// the new project's tasks
	{lazy(`(?i)\b(?:create|make|start|open|set\s+up)\s+(?:a\s+|one\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?([^,:]+?)\s+and\s+add\s*(?:[-–—]\s*|these\s*:?\s*|the\s+following\s*:?\s*)(\S.*)$`), "new project $1: $2", nil},
	// "Cousin Divya's wedding is on 24/1. Create project …": a fact said
	// before the request
	{lazy(`(?i)^[^.!?]{3,80}?\s(?:is|are)\s+(?:on\s+)?[^.!?]{1,30}?[.!]\s+((?:create|make|start|new|set\s+up)\s+(?:a\s+|one\s+)?(?:new\s+)?project\b.*)$`), "$1", nil},
	// "Banana leaves and sugarcane we will buy on 14/1, set date for both":
	// the things first, then their day
	{lazy(`(?i)^\s*([^,]+?)\s+(?:we|i)\s+(?:will|shall|'ll|are\s+going\s+to|am\s+going\s+to|plan\s+to)\s+\w+(?:\s+them)?\s+(?:on|by|for)\s+([^,]+?)\s*,\s*(?:please\s+|kindly\s+)?(?:set|put|change|update|give)\s+(?:the\s+)?(?:date|dates|due\s+date)\s+(?:for|on|of)\s+(?:both|them|all|them\s+both|both\s+of\s+them)\s*[.!]?$`), "move $1 to $2", nil},
	// "Ananya has extra class on Friday 4 PM, add task to pick her up":
	// the task takes the day said before it
	{lazy(`(?i)^\s*([\p{Lu}][\p{L}'’-]+)\s+(?:has|have|'s\s+got|is|are)\s+[^,.]*?\s((?:on|this|next)\s+[^,.]+?)\s*[,.]\s*(?:please\s+|pls\s+|kindly\s+)?(?:add|create|make)\s+(?:a\s+)?(?:task|reminder|to-?do)\s+to\s+([^,.]+?)\s*[.!]?$`), "add $3 $2", nil},
	// "(finally!!)", "(his one is broken in the press)": an aside in
	// brackets, no part of a title
	{lazy(`(?i)\s*\((?:finally|phew|yay|at\s+last|thank\s+god|thank\s+goodness|thankfully|lol|haha|ugh|sigh|(?:yes|no|btw|i\s+know|ok|okay)\b[^()]{0,80}|(?:his|her|its|it's|it|my|our|their|i|we|he|she|they|that's|thats|which|the\s+old)\s+[^()]{2,60})?[!.?\s]*\)`), "", nil},
	// "…, theres a pile of them on the table": a remark closing a capture
	{lazy(`(?i)^(.*\b(?:remind\s+me|add|put\s+in|note\s+down)\b.*?)\s*,\s*(?:theres|there's|there\s+is|there\s+are|theyre|they're)\s+[^,]+$`), "$1", lazy(`(?i)\bthere(?:'s|s|\s+is)\s+no\s+(?:hurry|rush|date|deadline|need)`)},
	// "…, the disc runs out end of the month so its fairly urgent, make it
	// high priority": the reason between the thing and the change
	{lazy(`(?i)^(.+?)\s*,\s*(?:the|my|his|her|our|their|its|it's|as|because|since|cos|coz|bc)\s+[^,]+?\s*,\s*((?:and\s+)?(?:make|set|mark)\s+it\s+(?:a\s+)?(?:high|low|urgent|top|medium)\b.*)$`), "$1, $2", nil},
	// "Can you put a 'school' label on all the school tour jobs": the label
	// and what it goes on
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+|please\s+|pls\s+)*)(?:put|add|stick|slap|pop)\s+(?:a|an|the)\s+['"‘“]?([\p{L}\d_-]+)['"’”]?\s+(?:label|tag)\s+on\s+([^,.;]+?)\s*(?:please|pls)?\s*[?.!]?$`), "${1}tag $3 with $2", nil},
	// "and put it down for Wednesday while your at it": that item moved
	{lazy(`(?i)\s*,?\s*while\s+(?:you'?re|your|ur|you\s+are|u\s+r)\s+at\s+it\b`), "", nil},
	{lazy(`(?i)^\s*(?:and\s+|also\s+|oh\s+and\s+)?(?:put|set)\s+(it|that|this)\s+down\s+for\s+`), "move $1 to ", nil},
	// "make a note for me about the hen: …"
	{lazy(`(?i)\b(note|reminder)\s+for\s+me\s+(about|on|re|regarding)\b`), "$1 $2", nil},
	// "On the NCT one, put in a note that the reg is …": the task's notes
	{lazy(`(?i)^\s*on\s+(the\s+.+?)\s+(?:one|task|job)\s*,\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:put|add|stick|pop)\s+(?:in\s+)?(?:a\s+)?note\s+(?:in\s+)?(?:that\s+|saying\s+)?(\S.*)$`), "on $1 task put note: $2", nil},
	// "Change the family tag on Mam's present to birthday instead"
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:change|switch|swap)\s+(?:the\s+)?@?[\p{L}\d_-]+\s+(?:tag|label)\s+(?:on|of|for)\s+.+?\s+(?:to|for)\s+@?[\p{L}\d_-]+)\s+instead\s*[.!]?$`), "$1", nil},
	// "Give me a shout, which of my things are tagged school?": the tasks of
	// a label
	{lazy(`(?i)^\s*(?:give\s+me\s+a\s+shout|quick\s+question|tell\s+me|let\s+me\s+know)\s*[,:-]\s*`), "", nil},
	{lazy(`(?i)^\s*(?:which|what)\s+(?:of\s+my\s+(?:things|tasks|jobs|items|to-?dos|stuff)|(?:my\s+)?(?:things|jobs|items|to-?dos|stuff))\s+(?:are|is)\s+(?:tagged|labell?ed)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*\?*\s*$`), "what tasks are tagged $1", nil},
	// "Whats the whole list looking like now so?": every open task
	{lazy(`(?i)^\s*(?:so\s+)?(?:what(?:'s|s|’s|\s+is)|how(?:'s|s|’s|\s+is))\s+(?:the\s+|my\s+)?(?:whole\s+|full\s+|entire\s+)?(?:list|to-?do\s+list|to-?dos)\s+looking(?:\s+like)?(?:\s+now)?(?:\s+so)?\s*\?*\s*$`), "show all my tasks", nil},
	// "Which milestone is next for the school tour and when is it due?"
	{lazy(`(?i)^\s*(?:which|what)\s+(?:milestone\s+is|is\s+the)\s+next(?:\s+milestone)?\s+(?:for|in|on)\s+(?:the\s+)?(.+?)(?:\s+project)?(?:\s*,?\s*and\s+when\s+is\s+it(?:\s+due)?)?\s*\?*\s*$`), "what's the next milestone for the $1 project?", nil},
	// "For the school tour the big deadlines are: …": its milestones
	{lazy(`(?i)^\s*for\s+((?:the\s+|this\s+|that\s+|my\s+|our\s+)?[^:,]{1,40}?)\s*,?\s+(?:the\s+)?(?:big\s+|main\s+|key\s+|important\s+)?(?:deadlines|key\s+dates|milestones)\s+(?:are|will\s+be)\s*:\s*`), "add milestones to $1: ", nil},
	// "…, put in both": the items said, kept
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:put|add)\s+(?:in\s+)?(?:both|them\s+both|them\s+all|all\s+of\s+them|the\s+two)(?:\s+in)?\s*[.!]?$`), "", nil},
	// "Start me a project for the County Fair, I am doing the tractor
	// display. milestones are …": the remark between the project and its
	// milestones
	{lazy(`(?i)^(.+?\bproject\b[^.!?]*?)\s*,\s*(?:i\s+am|i'?m|we\s+are|we'?re|it'?s|its|it\s+is|this\s+is)\s+[^.!?]+[.!]\s+((?:the\s+)?(?:milestones?|deadlines|key\s+dates)\s+(?:are|will\s+be|is)\b.*)$`), "$1. $2", nil},
	// "All the permission slips are back in, mark that milestone done": the
	// milestone the news names
	{lazy(`(?i)^\s*(?:all\s+)?(?:the\s+|my\s+|our\s+)?([^,.;]+?)\s+(?:is|are|'s|’s|have\s+been|has\s+been)\s+(?:all\s+)?(?:back(?:\s+in)?|in|handed\s+in|returned)(?:\s+now|\s+already)?\s*[,.;!]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:mark|tick)\s+(?:that|the|this)\s+milestone\s+(?:as\s+)?(?:done|complete|completed|off)(?:\s+for\s+me)?\s*[.!]*$`), "mark the $1 milestone done", lazy(`(?i)\bmilestone\s+(?:is|are|was|has|'s)\b|^\s*(?:the\s+)?milestone\b`)},
	// "Mr O'Sullivan said yes in the staffroom, so that ones done": the task
	// the person named is in
	{lazy(`^\s*((?:[Mm]r|[Mm]rs|[Mm]s|[Mm]iss|[Dd]r)\.?\s+[\p{L}'’-]+|[\p{Lu}][\p{L}'’-]+)\s+(?i:said\s+yes|agreed|confirmed|got\s+back(?:\s+to\s+me)?|replied|signed(?:\s+off)?|came\s+back|rang\s+back|called\s+back)\b[^.]*?[,.;]\s*(?i:(?:so\s+)?(?:that\s+one'?s|that'?s|thats|that\s+ones|it'?s|that\s+one\s+is)\s+(?:done|sorted|finished|complete))\s*[.!]*$`), "mark the $1 task done", nil},
	// "I'm after being landed with organising the school tour to Fota …,
	// can you set that up as a project": the project of the thing organised
	{lazy(`(?i)^.*?\b(?:organising|organizing|organise|organize|planning|plan|running|run|arranging|arrange|sorting)\s+(?:the\s+|a\s+|our\s+|my\s+)?([^,]+?)(?:\s+(?:to|for|with|in|at|on)\s+[^,]*)?\s*,\s*(?:(?:so\s+)?(?:can|could|would)\s+you\s+|please\s+)?(?:set|make|put)\s+(?:that|it|this)\s+(?:up\s+)?(?:as|into)\s+a\s+(?:new\s+)?project(?:\s+for\s+me)?\s*[.!?]*$`), "create a project called $1", nil},
	// "…, Wednesday morning before school": the day, and when in it
	{lazy(`(?i)\s*,\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?)\s+before\s+(?:school|work|class|college|the\s+school\s+run)\s*[.!]?$`), " $1", nil},
	// "call outs", "sign ups", "drop offs": nouns, not a verb after "and"
	{lazy(`(?i)\b(call|sign|check|drop|pick|follow|set|log|walk|work|hand|shut|write|print|clean|warm|cool|top|catch|try)\s+(outs|ups|ins|offs|overs|downs)\b`), "$1-$2", nil},
	// "add a fasting bloodwork task 1 week before that": a day counted back
	// from the item just named
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+)(?:a\s+|an\s+)?(.+?)(?:\s+(?:task|reminder|to-?do))?\s+(?:1|a|one)\s+weeks?\s+(before|after|earlier|later)\s+(?:that|then|it|this)\s*[.!]?$`), "${1}$2 a week $3", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+)(?:a\s+|an\s+)?(.+?)(?:\s+(?:task|reminder|to-?do))?\s+(\d+|two|three|four|five)\s+days?\s+(before|after|earlier|later)\s+(?:that|then|it|this)\s*[.!]?$`), "${1}$2 $3 days $4", nil},
	// "Mikee's field trip permission slip is due tomorrow, need to sign it
	// and pay $15": a new thing due then, what it needs kept beside it
	{lazy(`(?i)^\s*([\p{Lu}][^,]*?(?:'s|’s)\s+[^,]+?)\s+is\s+due\s+([^,]+?)\s*,\s*(?:i\s+|we\s+)?(?:need|have|got)\s+to\s+([^,.]+?)\s*[.!]?$`), "add $1 due $2", nil},
	// Taglish particles said in passing: "na!", "… high priority ha"
	{lazy(`\s+(?:na|naman|lang|pa\s+po|po)\s*([!.,])`), "$1", lazy(`(?i)\b(?:the|a|my|an)\s+(?:na|ha|po)\b`)},
	{lazy(`(\S)\s+ha\s*[.!]*$`), "$1", nil},
	// "sent the money to mama! mark done": news, then "mark done"
	{lazy(`(?i)^\s*((?:sent|paid|called|booked|posted|mailed|submitted|dropped\s+off|picked\s+up|finished|returned|ordered|bought|got)\s+(?:the\s+|my\s+|our\s+)?[^,.;!?]+?)\s*[!.,;]+\s*(?:so\s+)?(?:pls\s+|please\s+)?(?:mark|tick|check)\s+(?:as\s+)?(?:done|off|complete|completed)\s*[.!]*$`), "I $1. mark it done", nil},
	// "Kuya Ben confirmed the sound system, check it off": done by someone
	{lazy(`^\s*(?:[\p{Lu}][\p{L}]+\s+){0,2}[\p{Lu}][\p{L}]+\s+(?i:confirmed|booked|sorted|paid|sent|fixed|delivered|picked\s+up|dropped\s+off|ordered|brought|collected)\s+(?i:the\s+|my\s+|our\s+)?([^,.;!]+?)\s*[,.;!]\s*(?i:(?:so\s+)?(?:pls\s+|please\s+)?(?:check|tick|mark)\s+(?:it|that|this)\s+(?:off|done|as\s+done|complete))\s*[.!]*$`), "mark the $1 done", nil},
	// "got the gift for Ate Joy, and the wrapping paper too, mark both done"
	{lazy(`(?i)^\s*(?:i\s+)?(?:got|bought|picked\s+up|sent|paid|finished|did|booked|ordered)\s+(?:the\s+|my\s+)?([^,]+?)\s*,?\s+and\s+(?:the\s+|my\s+)?([^,]+?)\s+(?:too|as\s+well)\s*,\s*(?:so\s+)?(?:pls\s+|please\s+)?(?:mark|tick|check)\s+(?:both|them(?:\s+both)?|them\s+all)\s+(?:off|done|as\s+done|complete)\s*[.!]*$`), "mark the $1 done and mark the $2 done", nil},
	// "every monday 7am i need to …, pls make that repeating"
	{lazy(`(?i)^(\s*(?:every|each)\s+.+?)\s*[,.;]\s*(?:(?:pls|please|plz|and|so)\s+)*(?:make|set)\s+(?:that|it|this)\s+(?:a\s+)?(?:repeating|recurring|repeat|recur)(?:\s+(?:task|one|weekly|every\s+week))?\s*[.!]?$`), "$1", nil},
	// "what's left for the X project before Dec 24?": that project
	{lazy(`(?i)^(\s*what(?:'s|s|’s|\s+is)\s+(?:still\s+)?(?:left|open)\s+(?:for|in|on)\s+.+?\s+project)\s+(?:before|by|until)\s+[^?]+\?*\s*$`), "$1?", nil},
	// "add 'fix onboarding bug' to launch, asap, high pri": as soon as
	// possible is today
	{lazy(`(?i)\s*,\s*(?:asap|a\.s\.a\.p\.?)\s*(,|$)`), " today$1", nil},
	// "acc to my notes", "b4", "v well": shorthand
	{lazy(`(?i)\bacc\.?\s+to\b`), "according to", nil},
	{lazy(`(?i)\bb4\b`), "before", nil},
	// "…, it is urgent, yes.": a closing "yes"
	{lazy(`(?i)(\S)\s*,\s*(?:yes|yeah|yep|oui|ja|sure)\s*[.!]*$`), "$1", nil},
	// "make it urgent and for tomorrow": the day said after the level
	{lazy(`(?i)\b((?:make|set)\s+(?:it|that|[^,]{1,60}?)\s+(?:urgent|high\s+priority|high|low\s+priority|low|top\s+priority))\s+and\s+for\s+`), "$1 and due ", nil},
	// "Everything with the label condo, move it to next monday please"
	{lazy(`(?i)^\s*(?:everything|all(?:\s+the)?\s+tasks?)\s+(?:with\s+the\s+(?:label|tag)|(?:tagged|labell?ed))\s+@?([\p{L}\d_-]+)\s*,\s*(?:please\s+)?(move|push|mark|delete|make|shift)\s+(?:it|them|that)\b`), "$2 all tasks with label $1", nil},
	// "All the tasks of the ski weekend project, put them the label ski."
	{lazy(`(?i)^\s*all\s+(?:the\s+)?(?:tasks|jobs|things)\s+(?:of|in|from|for)\s+(?:the\s+)?(.+?)\s*,\s*(?:please\s+)?(?:put|give|add)\s+(?:them|to\s+them)\s+(?:the\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+?)\s*(?:please)?\s*[.!]?$`), "tag all tasks in the $1 with $2", nil},
	// "for the moment", "no date for the moment": now, no day
	{lazy(`(?i)\s*,?\s*no\s+(?:date|deadline|due\s+date)\s+for\s+(?:the\s+moment|now)\s*([.!]?)$`), "$1", nil},
	{lazy(`(?i)\s+for\s+the\s+moment\s*(\?)`), "$1", nil},
	// "Actually give it the date of the 8 of January."
	{lazy(`(?i)\bgive\s+(it|that|this)\s+(?:the\s+)?(?:date|due\s+date|deadline)\s+(?:of\s+)?`), "move $1 to ", nil},
	// "give me a summary of all my open tasks by project"
	{lazy(`(?i)^\s*(?:(?:thank\s+you|thanks)\s*[.!,]\s*)?(?:(?:please|pls)\s+)?(?:give\s+me|show\s+me)\s+(?:a\s+)?(?:summary|overview|list|rundown)\s+of\s+(?:all\s+)?(?:my\s+)?(?:open\s+)?(?:tasks|to-?dos)(?:\s+by\s+project)?\s*[.!?]*$`), "show all my tasks", nil},
	// "The X was done, very good reception! Mark the milestone as
	// completed."
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^,.;!]+?)\s+(?:is|was|has\s+been)\s+(?:done|finished|delivered|held|given|presented|approved|signed\s+off)\b[^.!]{0,60}[.!]+\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:mark|tick)\s+(?:that|the|this)\s+milestone\s+(?:as\s+)?(?:done|complete|completed|off)\s*[.!]*$`), "mark the $1 milestone done", lazy(`(?i)\bmilestone\s+(?:is|are|was|has|'s)\b|^\s*(?:the\s+)?milestone\b`)},
	// "add a milestone: dress rehearsal Dec 20": to the project in focus
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:add|create|new))\s+(?:a\s+)?(?:new\s+)?milestone\s*:\s*(\S.*)$`), "$1 milestone $2 to it", lazy(`(?i)\b(?:to|for|in|on)\s+(?:the\s+)?\S+(?:\s+\S+)?\s+project\b`)},
	// "Lupe closes friday and Memo opens saturday, remind me thursday to
	// text them the schedule": the facts, then the one thing asked
	{lazy(`(?i)^\s*[^,]*?\b\w+s\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|today)\w*\b[^,]*,\s*((?:please\s+|pls\s+)?remind\s+me\s+.+)$`), "$1", lazy(`(?i)^\s*(?:please\s+|pls\s+)?(?:add|remind|put|buy|call|book|pay|get|pick|send|email|text|make|take)\b|\b(?:is|was|has|does|'s)\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|today)|\bremind\s+me\s+(?:the|a)\s+(?:night|day|morning|evening|week)\s+before\b`)},
	// "oops the napkins not done yet, reopen it": the thing named
	{lazy(`(?i)^\s*(?:(?:oops|oh|sorry|wait|actually|hmm)[\s,!.]+)*(?:the\s+|my\s+)?([^,.;!]+?)\s+(?:is\s+|are\s+|was\s+|were\s+|'s\s+)?(?:not|isn'?t|aren'?t|wasn'?t|weren'?t)\s+(?:done|finished|sorted|complete|completed)(?:\s+yet)?\s*[,.;!]\s*(?:please\s+|pls\s+|so\s+)?(?:reopen|re-open|untick|undo)\s+(?:it|that|this)(?:\s+one)?\s*[.!]?$`), "reopen $1", nil},
	// "Rodriguez called, the carne comes thursday now not wed. change it":
	// that thing moved
	{lazy(`(?i)^\s*(?:[^,.]+?\s+(?:called|said|texted|emailed|rang|messaged)\s*[,.:-]\s*)?(?:the\s+|my\s+|our\s+)?([^,.]+?)\s+(?:comes|arrives|is\s+coming|is\s+arriving|is\s+due|is|'s)\s+(?:on\s+)?((?:mon|tue|wed|thu|fri|sat|sun|tomorrow|next\s+\w+)\w*)\s+(?:now\s+)?(?:not|instead\s+of)\s+\w+\s*[.,;!]\s*(?:so\s+)?(?:please\s+|pls\s+|porfa\s+)?(?:change|update|move|fix)\s+(?:it|that)(?:\s+(?:porfa|please|pls))?\s*[.!]?$`), "move the $1 to $2", nil},
	// "need mark CSC108 assignment 3, due Dec 14": "I need to", said short
	{lazy(`(?i)^\s*need\s+([a-z][a-z]+)\s`), "add $1 ", lazy(`(?i)^\s*need\s+(?:to|be|move|change|push|reschedule|delete|remove|reopen|tag|untag|rename|cancel|undo|know|help|you|a|an|some|more|it|that|this|them|my|the|your)\b|\?|:`)},
	// "yesterday already email landlord, mark it done": that thing
	{lazy(`(?i)^\s*(?:yesterday|today|this\s+morning|just\s+now|already)\s+(?:already\s+|i\s+)?([^,.]+?)\s*[,.]\s*(?:please\s+|pls\s+)?(?:mark|tick)\s+(?:it|that)\s+(?:as\s+)?(?:done|off|complete)\s*[.!]?$`), "mark $1 done", nil},
	// "lit review draft need move to next Monday, supervisor say ok"
	{lazy(`(?i)^\s*(?:actually\s*,?\s*)?(?:the\s+|my\s+)?([^,]+?)\s+(?:need|needs)\s+(?:move|moving|be\s+moved|change|changing)\s+(?:to\s+)?([^,]+?)(?:\s*,.*)?$`), "move $1 to $2", lazy(`(?i)\b(?:they|we|i|you|he|she|it)\s+(?:need|needs)\b|;`)},
	// "bank statement actually need by Jan 5, change it"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:actually\s+)?(?:is\s+)?(?:need|needs|needed|due)\s+(?:by|on|before)\s+([^,]+?)\s*,\s*(?:please\s+|pls\s+)?(?:change|update|move|fix)\s+(?:it|that)\s*[.!]?$`), "move $1 to $2", nil},
	// "baseline experiment finally run done, complete it"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:finally\s+|already\s+)?(?:\w+\s+)?(?:done|finished|completed)\s*,\s*(?:please\s+|pls\s+)?(?:complete|mark|tick|finish|close)\s+(?:it|that)(?:\s+(?:done|off|complete))?\s*[.!]?$`), "mark the $1 done", lazy(`(?i)\b(?:i|we)\b|\b(?:is|are|was|were|'s|has\s+been|have\s+been)\s+(?:all\s+)?(?:done|finished|completed)\b`)},
	// "change marking due to Dec 15 6pm": that task's day
	{lazy(`(?i)^\s*(?:please\s+)?change\s+(?:the\s+)?(.+?)(?:'s|’s)?\s+(?:due|due\s+date|deadline|date)\s+to\s+(.+)$`), "move $1 to $2", lazy(`(?i)\bproject\b|^\s*(?:please\s+)?change\s+(?:the\s+)?(?:due\s+)?date\b`)},
	// "thesis milestone "lit review done" change to Dec 21"
	{lazy(`(?i)^\s*(?:the\s+)?[\p{L}\d_-]+\s+milestone\s+["“]([^"”]+)["”]\s+(?:change|move|push)\s+(?:it\s+)?to\s+(.+)$`), "move the $1 milestone to $2", nil},
	// "and add new one: analyze baseline result, …", "new one: …"
	{lazy(`(?i)^\s*(?:and\s+|also\s+)?(?:add\s+)?(?:a\s+)?new\s+one\s*:\s*`), "add ", nil},
	// "give me summary of Thesis project: what done, what still left"
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:give\s+me|show\s+me|tell\s+me)\s+(?:a\s+)?(?:summary|overview|status|progress|update)\s+(?:of|on|for|about)\s+(?:the\s+|my\s+)?([^,:]+?)\s+project\b.*$`), "show the $1 project", lazy(`(?i)\b(?:summary|overview|status|progress|update)\s+(?:of|on|for|about)\s+(?:the\s+|my\s+)?(?:all|every|everything|each)\b`)},
	// "which tasks in Thesis project still not done?"
	{lazy(`(?i)^\s*(?:which|what)\s+tasks\s+(?:in|of|for)\s+(?:the\s+)?(.+?)\s+project\s+(?:are\s+)?(?:still\s+)?(?:not\s+done|open|left|unfinished|to\s+do)\s*\?*$`), "what's left in the $1 project?", nil},
	// "make the marking one tag "TA" also"
	{lazy(`(?i)^\s*(?:please\s+)?(?:make|give)\s+(the\s+.+?\s+(?:one|task))\s+(?:a\s+)?(?:tag|label)\s+["“']?([\p{L}\d_-]+?)["”']?(?:\s+(?:also|too|as\s+well))?\s*[.!]?$`), "tag $1 with $2", nil},
	// "Change the charcoal one to say charcoal and firelighters, the wood is
	// always damp.": its new title
	{lazy(`(?i)^\s*(?:please\s+)?change\s+(the\s+.+?\s+(?:one|task))\s+to\s+say\s+([^,]+?)(?:\s*,.*)?\s*[.!]?$`), "rename $1 to \"$2\"", nil},
	// "… already so you can tick that one off"
	{lazy(`(?i)\s*,?\s+so\s+(?:you\s+can|can\s+you|could\s+you)\s+(tick|mark)\s+(?:that|it)(?:\s+one)?\s+(off|done)\s*[.!]?$`), ", so $1 it $2", nil},
	// "Please put the plumber one back.": reopened
	{lazy(`(?i)\bput\s+(the\s+.+?\s+(?:one|task))\s+back(?:\s+on(?:\s+the\s+list)?)?\b`), "reopen $1", nil},
	// "Bowls practice is moving to Wednesdays from now on, same time."
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?(.+?)\s+is\s+(?:moving|changing|going|switching)\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s+from\s+now\s+on(?:\s*,?\s*same\s+time)?\s*[.!]?$`), "make $1 repeat every $2", nil},
	// "the licence disc is only due in January, take it off Monday and put
	// it on 15 January"
	{lazy(`(?i)^.*?\b(?:the\s+|my\s+)([^,]+?)\s+is\s+(?:only\s+|actually\s+)?due\s+in\s+\w+\s*,\s*take\s+it\s+off\s+\S+\s+and\s+put\s+it\s+on\s+(.+?)\s*[.!]?$`), "move the $1 to $2", nil},
	// "my granddaughter Thandi turns 7 on the 19th, I must buy her a present
	// before then": the one thing to do, by the day before
	{lazy(`(?i)^.*?\b([\p{Lu}][\p{L}]+)\s+(?:turns|is\s+turning)\s+\d+\s+(?:on\s+)?([^,]+?)\s*,\s*(?:so\s+)?(?:i\s+)?(?:must|need\s+to|have\s+to|should|gotta|got\s+to)\s+(.+?)\s+before\s+(?:then|that)\s*[.!]?$`), "add $3 for $1 by the day before $2", nil},
	// "due wed EOD": that day's end of work, not today's
	{lazy(`(?i)\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\s+(?:eod|cob|end\s+of\s+(?:the\s+)?day)\b`), "$1 5pm", nil},
	// "make the X reminder weekly on tues instead of mon", "change call
	// mama from Sunday to Saturday evening 7pm, still every week": how it
	// repeats
	{lazy(`(?i)^\s*(?:please\s+)?(?:make|change|switch|move)\s+(?:the\s+|my\s+)?(.+?)\s+(?:weekly|every\s+week)\s+on\s+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*?)s?\s+instead\s+of\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*[.!]?$`), "make $1 repeat every $2", nil},
	{lazy(`(?i)^\s*(?:please\s+)?(?:change|move|switch)\s+(?:the\s+|my\s+)?(.+?)\s+from\s+\w+day\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|evening|afternoon|night))?(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?)\s*,?\s*(?:still\s+|and\s+still\s+)?(?:every\s+week|weekly)\s*[.!]?$`), "make $1 repeat every $2", nil},
	// "actually thurs 2pm": the task just named moved there
	{lazy(`(?i)^\s*(?:actually|no|sorry|oh|wait)[\s,]+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm))\s*[.!]?$`), "move it to $1", nil},
	// "…? thank you!!": thanks closing a request
	{lazy(`(?i)([^\s,.!?])\s*[?]?\s*[,.!?]+\s*(?:thank\s+you|thanks|thank\s+u)(?:\s+(?:so\s+much|very\s+much|a\s+lot))?\s*[!.]*$`), "$1", nil},
	// "…, I always forget whose turn it is lol": a remark closing a capture
	{lazy(`(?i)\s*,\s*(?:i|we)\s+(?:always|never|keep|usually|sometimes)\s+(?:forget|forgetting|miss|missing|lose|mix|mixing)\b.*$`), "", nil},
	// "real quick - …": an opener
	{lazy(`(?i)^\s*(?:ok\s+|okay\s+|so\s+)?(?:real\s+quick|quick\s+one|quickly|one\s+more)\s*[-:,–—]\s*`), "", nil},
	// "also got the poster board, yay one thing done": that thing, done
	{lazy(`(?i)^\s*(?:also\s+|and\s+|ok\s+)?(?:i\s+)?(got|picked\s+up|bought|finished|did|sent|paid|booked|posted)\s+(?:the\s+)?([^,]+?)\s*[,!.]\s*(?:yay|woo+|phew|finally|yes+|whew)\b.*$`), "I $1 the $2", nil},
	// "take the pta tag back off the napkins and plates one"
	{lazy(`(?i)\btake\s+the\s+@?([\p{L}\d_-]+)\s+(?:tag|label)\s+(?:back\s+)?off\s+(?:of\s+)?`), "remove the $1 tag from ", nil},
	// "what's left on my plate for next week? give it to me straight lol"
	{lazy(`(?i)^\s*(?:ok\s+|so\s+)?what'?s\s+(?:left\s+|still\s+)?on\s+my\s+plate\s+(?:for\s+)?(next\s+week|this\s+week|tomorrow|today|the\s+weekend|this\s+weekend)\b.*$`), "what's due $1?", nil},
	// "please to add: …", "I must to bring …": a learner's "to"
	{lazy(`(?i)\b(please|must|should|can|could)\s+to\s+(add|bring|buy|call|make|pay|send|do|get|take|book|renew|change|move)\b`), "$1 $2", nil},
	// "…, must be ready Thursday 3pm": its day
	{lazy(`(?i)\s*,\s*(?:it\s+)?(?:must|should)\s+be\s+ready\s+(?:by\s+|on\s+|for\s+)?`), " due ", nil},
	// "pallet wrapper is also broken, add it for same day": its fixing
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^,]+?)\s+is\s+(?:also\s+)?(?:broken|broke|down|not\s+working|leaking|faulty|dead)\s*,\s*(?:please\s+|pls\s+)?add\s+(?:it|that)\b(?:\s+for)?`), "add fix $1,", nil},
	// "Tomek cert move to 8 january, he is on holidays": the reason after
	// the day
	{lazy(`(?i)^(.+?\s(?:move|moved|moving|postpone|push)\s+to\s+[^,]+?)\s*,\s*(?:he|she|they|we|i|it)\s+(?:is|are|'s|was|were|will\s+be|has|have|'re)\b.*$`), "$1", nil},
	// "Solicitor milestone rename to "Solicitor and contract""
	{lazy(`(?i)^\s*(?:the\s+)?(.+?)\s+milestone\s+(?:rename|renamed|change\s+name)\s+(?:to|as)\s+(.+)$`), "rename the $1 milestone to $2", nil},
	// "What milestones is in house project and when?"
	{lazy(`(?i)^\s*(?:what|which)\s+milestones?\s+(?:is|are|has|have)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?(.+?)\s+project(?:\s+and\s+when)?\s*\??$`), "what are the milestones of the $1 project?", nil},
	// "which tasks I finished already?"
	{lazy(`(?i)^\s*(?:which|what)\s+(?:tasks|things|jobs)\s+(?:i|have\s+i|did\s+i)\s+(?:finished|completed|done|finish|complete)(?:\s+already)?\s*\??$`), "what have I completed?", nil},
	// "add 3 tasks for solicitor milestone: A, B, C"
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?add\s+(?:\d+\s+|two\s+|three\s+|four\s+|five\s+|some\s+|these\s+|a\s+few\s+)?(?:new\s+)?tasks?\s+(?:for|to|under)\s+(?:the\s+)?([^:]{1,40}?)\s+milestone\s*:\s+(\S.+?)\s*[.!]?$`), "add $2 to the $1 milestone", nil},
	// "remind me to call Marv Wednesday about the hog panels instead of just
	// whenever": that task given a day (a new one when none is called so)
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly)\s+)?)remind\s+me\s+to\s+(.+?)\s+instead\s+of\s+(?:just\s+)?(?:whenever|any\s*time|sometime|some\s+time|no\s+date|someday|no\s+particular\s+(?:day|time)|undated)\s*[.!]?$`), "${1}remind me about $2", nil},
}

func stop51Rewritten(text string) string {
	return applyGuarded(text, stop51Rewrites)
}

// stop51Scope: requests Pace does not do.
var stop51Scope = []scopeRule{
	// "can u write the intro for my paper?": the user's own writing, asked
	// of Pace (with a day said it stays a to-do: whenSaid)
	{re(`^(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+)?(?:please\s+|pls\s+|plz\s+)?(?:write|draft|compose)\s+(?:the|my|a|an|this|our|some)\s+(?:\S+\s+){0,4}?(?:intro|introduction|conclusion|essay|abstract|speech|toast|eulogy|bio|cover\s+letter|letter|poem|story|paragraph|caption|blurb|outline|proposal|thesis|chapter|lyrics|song)\b`),
		"I can't write that for you. I keep your tasks, projects and notes — say “remind me to …” and I'll add it as a task.", true, set(`can could would will write draft compose please pls plz`), whenSaid},
	// "From the tax note, make one task for each missing document": a
	// note's lines read into tasks, which Pace does not do
	{re(`\b(?:one|a|an|separate)\s+(?:task|to-?do|reminder)s?\s+(?:for|per|out\s+of)\s+(?:each|every|all(?:\s+the)?)\b.*\bnote|\bnotes?\b.*\b(?:one|a|an|separate)\s+(?:task|to-?do|reminder)s?\s+(?:for|per|out\s+of)\s+(?:each|every|all(?:\s+the)?)\b|\b(?:turn|make|convert)\s+(?:the|my|that|this)\s+[^,]*?note\s+into\s+(?:tasks|to-?dos|a\s+list\s+of\s+tasks)\b`),
		"I can't read a note's lines into tasks. Say them as one list — “add: A, B and C” — and I'll add each, with one undo for all.", false, nil, nil},
	// "What is the gold rate today in Bangalore?": prices Pace cannot look
	// up
	{re(`\b(?:gold|silver|exchange|interest|petrol|diesel|fuel|gas|dollar|euro|pound|rupee|bitcoin|stock|share|market)\s+(?:rate|rates|price|prices|value)\b`),
		lookupReply, true, nil, nil},
}

func init() { outOfScope = append(outOfScope, stop51Scope...) }

// thenSaid: a new task's title that ends by pointing at the day of an
// earlier item of the same request ("… and also buy tights before then").
var thenSaid = lazy(`(?i)\s*,?\s+(?:before|by|until|till|ahead\s+of)\s+(?:then|that|that\s+day|the\s+day)\s*[.!]?$`)

// byThen gives a new task whose title ends "before then" or "by then" a
// due from the request's earlier step and cuts the words from its title:
// "choir practice thursday 7pm, and also buy new black tights before
// then" — the tights are due the day before Thursday 7pm ("by then":
// Thursday 7pm itself). With no earlier day said the plan is left as it
// is.
func byThen(p plan.Plan) plan.Plan {
	for i, s := range p.Steps {
		if s.Tool != "createTask" || i == 0 {
			continue
		}
		title, _ := s.Args["title"].(string)
		m := thenSaid.FindStringIndex(title)
		if m == nil || m[0] == 0 {
			continue
		}
		due := ""
		for j := i - 1; j >= 0 && due == ""; j-- {
			if d, ok := p.Steps[j].Args["due"].(string); ok && !strings.HasPrefix(d, "$") {
				due = d
			}
		}
		if due == "" {
			continue
		}
		s.Args["title"] = title[:m[0]]
		if _, has := s.Args["due"]; !has {
			if beforeSaid.MatchString(title[m[0]:]) {
				due = "the day before " + due // "before then": done by the day before
			}
			s.Args["due"] = due
		}
	}
	return p
}

// firstRune is s's first character as a string ("" for ""), so a check of
// a dash never cuts a multi-byte one ("—") in half.
func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}

// isBeforeDay: "is" between a thing and its day ("the nativity play is 17
// dec at 2pm"); group 1 the day's first word.
var isBeforeDay = lazy(`(?i)\s+(?:is|are|was|'s)\s+(?:on\s+|at\s+)?((?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next|this|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+\d|\d)\S*)`)

// alsoVerb: what follows "add that" when it is a second thing ("and also
// swap my shift with Grace"); group 1 the thing.
var alsoVerb = lazy(`(?i)^(?:,\s*)?and\s+also\s+(?:add\s+|remind\s+me\s+to\s+)?(\S.*?)\s*[.!]?$`)

// dayHead: a list's head that is one word and a day ("plan for the
// weekend", "to do tmrw"), never a request of its own.
func dayHead(head string) bool {
	if weekHead.MatchString(head) {
		return true
	}
	dc := cutDates(head)
	if dc.due == "" {
		return false
	}
	rest := strings.Fields(strings.ToLower(dc.rest))
	if n := len(rest); n > 0 && (rest[n-1] == "for" || rest[n-1] == "on") {
		rest = rest[:n-1]
	}
	return len(rest) == 1 && (rest[0] == "plan" || rest[0] == "do" || rest[0] == "todo" || rest[0] == "to-do" || rest[0] == "jobs" || rest[0] == "tasks")
}

// headWordsIn reports whether the planner's title for an item (st) is the
// list's title (item) with words of the list's head added.
func headWordsIn(st, item plan.Step, head string) bool {
	pt, _ := st.Args["title"].(string)
	lt, _ := item.Args["title"].(string)
	pt, lt = asciiLower(pt), asciiLower(lt)
	if lt == "" || pt == lt || !strings.Contains(pt, lt) {
		return false
	}
	for _, w := range strings.Fields(asciiLower(head)) {
		if len(w) > 2 && strings.Contains(" "+pt+" ", " "+w+" ") && !strings.Contains(" "+lt+" ", " "+w+" ") {
			return true
		}
	}
	return false
}

// weekHead: "plan for the wk", "to do this week".
var weekHead = lazy(`(?i)^\s*(?:plan|to\s*-?\s*do|jobs|tasks)(?:\s+(?:for|on))?(?:\s+(?:the|this|next))?\s+(?:wk|week|weekend)\s*$`)

// finalSentence: a request's last sentence after one or more before it
// (group 1 the sentences before, 2 the last).
var finalSentence = lazy(`^(.{3,}[^.!?\s][.!?]+)\s+(\S[^.!?]*[.!?]?)$`)

// changeAfterRemark reads "oh i forgot to ask her something. reopen it"
// when nothing else could: sentences the rules do not read, then a change
// to an item said outright in the last sentence — the change alone, as a
// plan of one step.
func changeAfterRemark(text string) (plan.Plan, bool) {
	m := finalSentence.FindStringSubmatch(text)
	if m == nil {
		return plan.Plan{}, false
	}
	q := parseClause(m[2])
	if !q.Understood || q.Rule == "fallback" || weakRules[q.Rule] || !remarkTools[q.Tool] {
		return plan.Plan{}, false
	}
	if h := parseClause(m[1]); h.Understood && h.Rule != "fallback" && !weakRules[h.Rule] {
		return plan.Plan{}, false
	}
	st, ok := q.Step()
	if !ok {
		return plan.Plan{}, false
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{st}, Note: q.Note}, true
}

// underMilestoneHead: a list's head that puts tasks under a milestone ("add
// to the tinyq milestone v1.0", "put under the beta milestone"): read by
// stop51Rewrites, never as a list of milestones.
var underMilestoneHead = lazy(`(?i)^\s*(?:(?:please|pls)\s+)?add\s+(?:\d+\s+|two\s+|three\s+|four\s+|five\s+|some\s+|these\s+|a\s+few\s+)?(?:new\s+)?tasks?\s+(?:for|to|under)\s+.{1,40}?\s+milestone\s*$|^\s*(?:(?:please|pls)\s+)?(?:add|put)\s+(?:to|under|into)\s+(?:the\s+)?(?:[\p{L}\d_-]+\s+)?milestone\b|^\s*(?:(?:please|pls)\s+)?(?:add|put)\s+(?:to|under|into)\s+(?:the\s+)?(?:.{1,40}?\s)?(?:[^aA\s]\S*|[aA]\S+)\s+milestone\s*$`)

// figureChange: "change the coffee beans to 25kg", "actually make it 10
// boxes", "change the henderson invoice to 1950 they added a hose bib"
// (groups: t the task, n the figure, u its unit word).
var figureChange = re(`^(?:(?:actually|oh|ok|okay|sorry|so|and)[\s,]+)*(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:change|update|correct|make|set|up|bump|increase|decrease|lower|raise|reduce|fix)\s+(?:the\s+|my\s+|our\s+)?(?P<t>.+?)\s+(?:amount\s+|figure\s+|number\s+|quantity\s+|qty\s+|total\s+|price\s+|count\s+)?(?:up\s+to|down\s+to|to|into)?\s*(?P<n>[$£€]?\d[\d,]*(?:\.\d+)?(?:\s?(?:kgs?|g|lbs?|k|km|mi|miles|l|ml|litres?|liters?|%|x|pcs))?(?:\s+(?P<u>boxes|bags|packs|cases|bottles|cans|tins|dozen|units|pieces|people|guests|kilos|copies|rolls|trays|crates|sheets))?)(?:\s+(?:instead|now|please|pls|then))*(?:\s*[,;.-]?\s+(?:they|he|she|we|i|because|bc|as|since|cos|coz|cause|cuz)\b.*)?\s*[.!]?$`)

// moneyThing: a task reference whose figure is a sum ("the henderson
// invoice"): a bare number after it is the sum, never a clock.
var moneyThing = re(`\b(?:invoice|bill|quote|estimate|price|cost|total|budget|deposit|payment|order|refund|fee|fees|rent|amount)\b`)

// ruleFigure reads a change of the figure in a task's title
// (updateTask figure). A bare number counts only after a reference that
// names a sum (moneyThing) or with a currency sign; with a unit it always
// does. Anything else ("move the meeting to 3") is left to the other rules.
func ruleFigure(c clause) (ParsedIntent, bool) {
	if c.question || deviceSetting.MatchString(c.s) || insteadOf.MatchString(c.s) {
		return ParsedIntent{}, false
	}
	m, ok := find(figureChange, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	t, n := strings.TrimSpace(m.g("t")), strings.TrimSpace(m.g("n"))
	bare := !strings.ContainsAny(n, "$£€") && strings.IndexFunc(n, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '%' }) < 0
	if bare && !moneyThing.MatchString(strings.ToLower(t)) {
		return ParsedIntent{}, false
	}
	if _, isDate := datePhrase(n); isDate && bare && !moneyThing.MatchString(strings.ToLower(t)) {
		return ParsedIntent{}, false
	}
	if strings.HasSuffix(strings.ToLower(t), " due") || strings.Contains(strings.ToLower(t), " priority") {
		return ParsedIntent{}, false
	}
	return intent("figure", "updateTask", map[string]any{"task": t, "figure": n}), true
}

// deviceSetting: a setting of a device or app, which Pace does not
// change ("set brightness to 50%").
var deviceSetting = re(`\b(?:brightness|volume|thermostat|temperature|heating|aircon|a/c|fan|speed|timer|alarm|lights?|screen|display|zoom|font|battery|wifi|bluetooth)\b`)

// insteadOf: the old words said beside the new ("make it 10k instead of
// 5k"): updateTask's replace reads those.
var insteadOf = re(`\b(?:instead\s+of|not|rather\s+than)\s+[$£€]?\d`)

// pronounTitle reports whether a new task of p is titled only by a word
// that points at other things ("all", "them"): a list's closing sentence
// read as a task.
func pronounTitle(p plan.Plan) bool {
	for _, st := range p.Steps {
		if t, _ := st.Args["title"].(string); st.Tool == "createTask" && (pointerTitle[asciiLower(strings.TrimSpace(t))] || pointerChange.MatchString(strings.TrimSpace(t))) {
			return true
		}
	}
	return false
}

var pointerTitle = set(`all them these those both everything it this that`)

// pointerChange: a title that is a change said of the items before it
// ("Put them", "tag all").
var pointerChange = lazy(`(?i)^(?:put|tag|label|add|mark|move|file|give)\s+(?:them|it|all|these|those|both|everything)$|^(?:as\s+)?(?:seperate|separate|individual|single|different)\s+(?:tasks|items|to-?dos|ones)$`)

// noteBodyHead: a request whose words after the colon are a note's text
// ("add a note to the NCT task: …", "note: …", "make a note about the
// hen: …").
var noteBodyHead = lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:(?:add|put|make|write|take|jot|save)\s+(?:down\s+)?(?:a\s+|this\s+)?note|note)\b[^:]{0,60}:\s+\S`)

// noteWithBody reads a note request with its text after a colon as that
// one note, whatever the text says ("… so I have it handy" is no "never
// mind"; "and" in it is no second request).
func noteWithBody(text string) (plan.Plan, bool) {
	if !noteBodyHead.MatchString(text) {
		return plan.Plan{}, false
	}
	q := Parse(text)
	if !q.Understood || !noteTools[q.Tool] {
		return plan.Plan{}, false
	}
	return single(q), true
}

// eventWithDay: a thing said with "is" and its day ("The ballet recital
// of Camille is the 19 of December at 15h"), which a following sentence's
// "please add it" keeps.
var eventWithDay = lazy(`(?i)\s(?:is|are)\s+(?:on\s+|at\s+)?(?:the\s+\d|\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|next|this|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)

// allTagged: a closing sentence labelling every item of a list ("…. Put
// them with the label condo please."); group 1 the label.
var allTagged = lazy(`(?i)[.;]\s+(?:(?:please|pls)\s+)?(?:put|tag|label|mark|give)\s+(?:them|all|all\s+of\s+them|these|everything|each)\s+(?:with\s+|as\s+)?(?:the\s+)?(?:label|tag)?\s*@?([\p{L}\d_-]+)(?:\s+(?:please|pls))?\s*[.!]?\s*$`)

// abbreviation reports whether a word ending in "." is a short form, not
// a sentence's end: an initial ("M.", "(J."), a title ("Dr.", "Mrs.") or
// "e.g.".
func abbreviation(w string) bool {
	l := strings.ToLower(strings.Trim(w, "()[]\"'“”"))
	if len(l) == 2 && l[1] == '.' && l[0] >= 'a' && l[0] <= 'z' {
		return true
	}
	return abbreviations[l]
}

var abbreviations = set(`mr. mrs. ms. dr. st. prof. e.g. i.e. etc. vs. no. approx. dept. mt. jr. sr.`)

// beforeSaid: "before then", "ahead of that" (not "by then").
var beforeSaid = lazy(`(?i)\b(?:before|ahead\s+of)\b`)

// politeLead: "please", "pls", "kindly", "can you" opening a list's head.
var politeLead = lazy(`(?i)^\s*(?:(?:please|pls|plz|kindly|can\s+you|could\s+you|would\s+you)[\s,]+)+`)

// closingDue: a closing sentence giving every item of a list its day ("….
// add as separate tasks due Jan 10"); group 1 the day.
var closingDue = lazy(`(?i)[.;]\s+(?:(?:please|pls)\s+)?(?:add|make|create|put)\s+(?:them\s+|these\s+|all\s+)?(?:as\s+)?(?:seperate|separate|individual|single|different)?\s*(?:tasks|items|to-?dos|ones)?\s*,?\s*(?:all\s+)?(?:due|by|for|on)\s+([^.!]+?)\s*[.!]?\s*$`)

// listLead: words that lead a list's last item ("then the big market
// day", "and finally the launch").
var listLead = lazy(`(?i)^\s*(?:and\s+)?(?:then|finally|lastly|last(?:\s+of\s+all)?|after\s+that)\s+(?:the\s+)?`)

// lastMilestonePrep: a "to the"/"under the" inside what toMilestoneRE read
// as a milestone's name ("searches to the solicitor"): the name is after it.
var lastMilestonePrep = lazy(`(?i)\s+(?:to|under|into|onto)\s+(?:the\s+|my\s+|our\s+)?`)
