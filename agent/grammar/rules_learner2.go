package grammar

import (
	"strings"
	"sync"
)

// moreRewrites: families of trials 128–130 (texting nurses, courteous
// shopkeepers, Portuguese-first writers), each said the way the rules
// read it. As in learnerRewrites, the user's own words for titles and
// names are kept; only the frame around them changes.
var moreRewrites = []struct {
	re   *lazyRE
	with string
}{
	// "… Can you put this for me ?": the request said again
	{lazy(`(?i)([.!])\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:put|add|note|save|set)\s+(?:this|it|that)(?:\s+(?:up|down|in))?(?:\s+for\s+me)?\s*\??\s*$`), "$1"},
	// texting shorthand: "w/out a date", "w/ dates", "b4 the 18th"
	{lazy(`(?i)\bw/o(?:ut)?\s+(a\s+|any\s+)?(date|dates|due\s+date|deadline)\b`), "without $1$2"},
	{lazy(`(?i)\bw/\s*(dates|due\s+dates|deadlines|no\s+date|no\s+dates)\b`), "with $1"},
	{lazy(`(?i)\bb4\s+(the\b|\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|next|end|christmas|xmas|noon|midday)`), "before $1"},
	// a word of thanks in another language before the request
	{lazy(`(?i)^(\s*)(?:obrigad[oa]|gracias|grazie|merci|danke|arigato|dziękuję|dziekuje|spasibo)\s*[!.,]*\s*`), "$1"},
	// "Last one:", "One more thing:" opening the request
	{lazy(`(?i)^(\s*)(?:(?:and\s+)?(?:the\s+)?last\s+(?:one|thing)|one\s+(?:more|last)\s+(?:thing|one)|next\s+one)\s*[:,-]\s*`), "$1"},
	// "put all 3 in a P project", "put both in …": the items just named
	{lazy(`(?i)^(\s*(?:please\s+)?(?:put|move|file|stick|pop)\s+)(?:all\s+(?:of\s+)?(?:the\s+)?(?:2|3|4|5|6|two|three|four|five|six)(?:\s+of\s+(?:them|these|those))?|(?:them|these|those)\s+(?:all|both))\s+(in|into|under|to|onto)\s+`), "${1}them $2 "},
	{lazy(`(?i)\b(them\s+(?:in|into|under|to|onto)\s+)a\s+(?:new\s+)?((?:[\p{L}\d'-]+\s+){1,3}project)\b`), "${1}the $2"},
	// "…, put it under a half marathon project": a project said with "a"
	// is a new one, and the item goes in it
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?(?:put|file|stick|pop)\s+(?:it|this|that)\s+(?:under|in|into)\s+a\s+(?:new\s+)?([\w' -]+?)\s+project\s*$`), " in the $1 project"},
	// "add race day 15 march as a milestone in the P project"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put|create|make)\s+(.+?)\s+as\s+a\s+milestone\s+(?:in|to|for|of|on|under)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*$`), "${1}add a milestone $2 to the $3 project"},
	// "Create a project \"X\" and put the mock test inside it"
	{lazy(`(?i)(\band\s+)(?:put|move|place|file)\s+(.+?)\s+(?:inside|in|into|under)\s+(?:it|this|that|there)\s*$`), "${1}move $2 into it"},
	// "which tasks of the exam project I still have open?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs|items)\s+(?:of|in|from|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:(?:do\s+)?i\s+(?:still\s+)?(?:have|got)|are|is)\s+(?:still\s+)?(?:open|left|to\s+do|outstanding|pending|not\s+done)\s*(\??)$`), "${1}what's left in the $2 project$3"},
	// "how many tasks I have with high priority?", "how many high
	// priority things do I have": the tasks of that priority (counted)
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs|items)\s+(?:do\s+)?(?:i|we)\s+(?:have|got)\s+(?:with|of|at)\s+(high|low|top|urgent|normal|medium)\s+priority\s*(\??)$`), "${1}what are my $2 priority tasks$3"},
	{lazy(`(?i)^(\s*)how\s+many\s+(high|low|top|urgent|normal|medium)[\s-]priority\s+(?:tasks|things|jobs|items)\s+(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|are\s+there|(?:i|we)\s+have)(?:\s+(?:left|still|open|now))*\s*(\??)$`), "${1}what are my $2 priority tasks$3"},
	// "What high priority things have I still got to do?"
	{lazy(`(?i)^(\s*)(?:what|which)\s+((?:high|low|top)[\s-]priority|urgent|important)\s+(?:tasks|things|jobs|items)\s+(?:have\s+(?:i|we)\s+(?:still\s+)?got|do\s+(?:i|we)\s+(?:still\s+)?have|are\s+(?:still\s+)?(?:left|open))(?:\s+(?:still\s+)?(?:to\s+do|left|open|outstanding))?\s*(\??)$`), "${1}what are my $2 tasks$3"},
	// "everything due on friday in the freelance project, move to monday",
	// "move everything due on friday in P to monday": the project first
	{lazy(`(?i)^(\s*)everything\s+(.+?)\s*,\s*(?:please\s+)?(move|push|shift|postpone|bump)\s+(?:it\s+|them\s+|all\s+|it\s+all\s+|them\s+all\s+)?(to|until|till)\s+`), "$1$3 everything $2 $4 "},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|postpone|bump)\s+everything\s+)(due\s+(?:on\s+)?\S+)\s+(in\s+(?:the\s+|my\s+)?.+?\s+project)\s+(to|until|till)\s+`), "$1$3 $2 $4 "},
	// "everything in P that hasn't got a date yet, please set it for D"
	{lazy(`(?i)^(\s*)everything\s+(in\s+(?:the\s+|my\s+)?.+?)\s+(?:that|which)\s+(?:hasn'?t|has\s+not|doesn'?t|does\s+not|don'?t)\s+(?:got\s+|have\s+)?(?:a\s+)?(?:date|due\s+date|deadline)(?:\s+yet)?\s*,\s*(?:please\s+)?(?:set|give|put|make)\s+(?:it|them)\s+(?:for|to|on)?\s*`), "${1}set everything $2 without a date to "},
	{lazy(`(?i)^(\s*)everything\s+(in\s+(?:the\s+|my\s+)?.+?)\s+without\s+(?:a\s+)?(?:date|due\s+date|deadline)\s*,?\s*(?:please\s+)?(?:give|set|put)\s+(?:it|them)\s+(?:for|to|on)?\s*`), "${1}set everything $2 without a date to "},
	// "put that back as not done", "mark it as not done": reopen
	{lazy(`(?i)\b(?:put|set|mark|change|turn)\s+(it|that|this|them|the\s+[^,.;]+?)\s+(?:back\s+)?(?:as|to)\s+(?:not\s+(?:done|finished|complete|completed)|undone|open|incomplete|unfinished)\b`), "reopen $1"},
	// "actually not done yet, the crook snapped": the last one done is open
	{lazy(`(?i)^(\s*)(?:(?:actually|oh|oops|ops|wait|hmm)[,!\s]+)*(?:it'?s\s+|that'?s\s+|its\s+)?not\s+(?:done|finished)\s+(?:yet|after\s+all)\b[.!\s]*`), "${1}reopen it"},
	// "X! tick it off": said done, the report is the request
	{lazy(`(?i)^(\s*[^!.]+?)[!.]+\s+(?:tick|mark|check|cross)\s+(?:it|that)\s+(?:off|done|as\s+done)\b\s*`), "$1 "},
	// "Are there any tasks that are overdue, or that I've let slip?"
	{lazy(`(?i)^(\s*)(?:are\s+there\s+)?any\s+(?:tasks|things|jobs)\s+(?:that\s+are|which\s+are)\s+(overdue|late)\b[^?]*(\??)$`), "${1}what's $2$3"},
	// "Which projects have I got on the go, and how far along is each
	// one?": the list of projects shows each one's progress
	{lazy(`(?i)\s*,?\s*and\s+how\s+far\s+(?:along|on)\s+(?:is\s+each(?:\s+one)?|are\s+they|each\s+one\s+is|they\s+are)\s*(\??)$`), "$1"},
	// "give me a run-down of everything due before Christmas"
	{lazy(`(?i)^(\s*)(?:(?:finally|lastly|and|also|now|ok|okay)[,\s]+)*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:give|send|show|get)\s+me\s+(?:a\s+|the\s+)?(?:run-?down|rundown|summary|overview|list|round-?up)\s+of\s+(?:everything|all\s+(?:my\s+)?(?:tasks|things|jobs))\s+(?:that'?s\s+|which\s+is\s+)?due\b`), "${1}what's due"},
	// "the regression one, actually is on thursday not wednesday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:actually\s+)?(?:is|it'?s|its|will\s+be)\s+(?:actually\s+|now\s+)?(?:on\s+)?(\S+(?:\s+\S+)?)\s+(not|rather\s+than|instead\s+of)\s+`), "${1}move $2 to $3 $4 "},
	// "The staff rota — actually I'll do it on Thursday rather than Wednesday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,—–]+?)\s*(?:—|–|\s-|,|:)\s*(?:actually\s+|so\s+|but\s+)?(?:i'?ll|i\s+will|i'?m\s+going\s+to|i\s+want\s+to|i'?d\s+rather|let'?s)\s+(?:do|have|move|put|take)\s+(?:it|that|this|them)\s+(?:on\s+|to\s+|for\s+)?`), "${1}move $2 to "},
	// "pay the gym monthly fee on day 10, every month"
	{lazy(`(?i)\s+on\s+(?:the\s+)?day\s+(\d{1,2})\s*,?\s*(every\s+month|monthly)\b`), " $2 on day $1"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(1|21|31)\b`), "$1 on the ${2}st"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(2|22)\b`), "$1 on the ${2}nd"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(3|23)\b`), "$1 on the ${2}rd"},
	{lazy(`(?i)\b(every\s+month|monthly)\s+on\s+(?:the\s+)?day\s+(\d{1,2})\b`), "$1 on the ${2}th"},
	// "add christmas stuff: a, b, c": a heading before a list of to-dos
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|new|put\s+down)\s+(?:some\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:stuff|things|bits|jobs|errands|to-?dos)\s*:\s*`), "${1}add these: "},
	// "Create a project Visa renewal, deadline 30 january": the project's
	// deadline is its milestone "Deadline"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|make|start|add|set\s+up|open|new)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?["“]?[^,"”]+?["”]?)\s*(?:,\s*(?:with\s+)?|\s+with\s+|\s*[-–—]\s*)(?:a\s+|the\s+)?(?:deadline|due\s+date)\s*(?:is\s+|of\s+|on\s+|by\s+|for\s+|:\s*)?([^,.;]+?)\s*[.!]?$`), "$1 and add a milestone Deadline on $2 to it"},
	// "delete the X milestone from the P project": the milestone by name
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|drop|cancel|complete|finish|tick\s+off|mark|rename|move|change|push)\s+(?:the\s+)?[^,.;]+?\s+milestone)\s+(?:from|in|of|within)\s+(?:the\s+|my\s+)?[^,.;]+?\s+project\b`), "$1"},
	// "a milestone of the order book closing": the milestone's name
	{lazy(`(?i)\b(milestone)\s+of\s+(the\s+)`), "$1 $2"},
	// "Put in the P project: a, b", "Add there: a, b": a list filed
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|place)\s+(?:in|into|to|under)\s+(?:that|this|the\s+same)\s+project\s*:\s*`), "${1}add these to that project: "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put)\s+(?:there|in\s+there|in\s+it|into\s+it)\s*:\s*`), "${1}add these to that project: "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|place)\s+(?:in|into|under)\s+(?:the\s+|my\s+)?(.+?)\s+project\s*:\s*`), "${1}add to the $2 project: "},
	// "X must be before 20 december, and is high priority": both said of X
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:must|should|needs?\s+to|has\s+to)\s+be\s+(?:done\s+|ready\s+|finished\s+)?(?:before|by)\s+([^,]+?),?\s+and\s+(?:is|it'?s|it\s+is)\s+(high|low|top|urgent)(?:\s+priority)?\s*[.!]?$`), "${1}move $2 to $3 and make it $4 priority"},
	// "The Tuesday order, could you move the time to 11 please": the thing
	// first, then its new time
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:move|change|push|put|set)\s+(?:the\s+)?(?:time|date|day)\s+(?:of\s+it\s+)?to\s+`), "${1}move $2 to "},
	// "… call it Shop Front Refurb please": the new project's name (what
	// it is for kept as its description)
	{lazy(`(?i)\bproject\s+((?:for|about|on)\s+(?:the\s+|my\s+|our\s+)?[^—–]+?)\s*(?:—|–|,)\s*(?:[^—–]*?,\s*)?(?:(?:could|would|can)\s+you\s+)?(?:please\s+)?(?:call|name)\s+it\s+["“]?([^,—–"”.]+?)["”]?(?:\s+please)?\s*(?:—|–|,|\.|$)\s*`), "project called \"$2\" $1 "},
	// "Put label freelance in all the tasks of this project"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|apply|give|set)\s+(?:the\s+)?(?:label|tag)\s+@?([\w-]+)\s+(?:in|on|to|for|onto)\s+(all\b|every\b|each\b)`), "${1}add label $2 to $3"},
	// "all the tasks of this project": the tasks in it
	{lazy(`(?i)\b(all|every|each)\s+(?:of\s+)?(the\s+)?(tasks|things|jobs|items|todos|to-dos)\s+of\s+(the|this|that|my|our)\s+`), "$1 $2$3 in $4 "},
	// "label all the tasks in that project freelance"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:label|tag)\s+(all\s+(?:the\s+|of\s+the\s+)?(?:tasks|things|jobs|items)\s+(?:in|of|from|under)\s+.+?)\s+(?:as\s+|with\s+)?@?([\w-]+)$`), "${1}tag $2 with $3"},
	// "which documents do I need, according my notes?": where to look
	{lazy(`(?i)\s*,\s*(?:according\s+(?:to\s+)?|as\s+per\s+|from\s+|in\s+|based\s+on\s+)(?:my|the)\s+notes\s*(\??)\s*$`), "$1"},
	// a one-word label in quotes: tag it "school"
	{lazy(`(?i)\b((?:tag|label|tags|labels|labelled|tagged|with)\s+(?:the\s+)?(?:(?:tag|label)\s+)?)"([\p{L}\d_-]+)"(\s*(?:please|pls|thanks)?\s*[.!?]?\s*)$`), "$1$2$3"},
	// "add a tag pottery to X", "put the tag casa to X": label X
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put|give|set)\s+(?:a|the)\s+(?:tag|label)\s+@?["“]?([\p{L}\d_-]+)["”]?\s+(?:to|on|onto|for)\s+`), "${1}add label $2 to "},
	// "add three things for me:", "save a note for me please:", "note please:"
	{lazy(`(?i)\s+(?:for\s+me\s*(?:please\s*)?|please\s*|pls\s*)(:)`), "$1"},
	// "Under the wedding can you add: …": the request inside the sentence
	{lazy(`(?i)(\S)\s+(?:can|could|would)\s+you\s+(?:please\s+|just\s+)*(add|put)\b`), "$1 $2"},
	// "… with a milestone 'all packed' for the 18th and 'keys handed back'
	// on the 21st": a second milestone
	{lazy(`(?i)(\bmilestone\s+"[^"]+"\s+(?:for|on|by|due)\s+[^,"]+?)\s+and\s+"`), "$1 and a milestone \""},
	// "Tom and I did X", "we did X": a report of the user's own
	{lazy(`(?i)^(\s*)(?:[\p{L}]+\s+and\s+(?:i|me)|me\s+and\s+[\p{L}]+|we)\s+(did|finished|sorted|booked|paid|sent|bought|done|completed|had)\b`), "${1}I $2"},
	// "X yesterday!! mark it done": said done, the report is the request
	{lazy(`(?i)^(\s*[^!.]+?)(?:\s+(?:yesterday|today|this\s+morning|last\s+night))?[!.]+\s+(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:it|that)\s+(?:off|done|as\s+done|complete)\b[.!]*\s*$`), "$1"},
	// "thanks! what's the most urgent thing …": thanks before a request
	{lazy(`(?i)^(\s*)(?:thanks|thank\s+you|thx|ta|cheers)(?:\s+(?:so\s+much|a\s+lot|again))?\s*[!.,]+\s*((?:what|whats|what's|which|when|how|where|who)\b)`), "$1$2"},
	// "what's the most urgent thing on my list": the top priority tasks
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:the\s+|my\s+)?most\s+(?:urgent|important|pressing)\s+(?:thing|task|job)s?(?:\s+on\s+my\s+(?:list|plate))?(?:\s+(?:right\s+)?now)?\s*(\??)$`), "${1}what are my high priority tasks$2"},
	// "move it to tomorrow night then": the closing "then"
	{lazy(`(?i)^((?:move|push|put|make|change|set|shift)\b.*?)\s+then\s*[.!]*$`), "$1"},
	// "actually put it on saturday": a move of the thing just named
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh|ok|okay)[,\s]+)*(?:put|set|have)\s+(it|that|this)\s+(?:on|for)\s+`), "${1}move $2 to "},
	// "I haven't actually finished X… can you put it back": reopen X
	{lazy(`(?i)^(?:.*?\b)?(?:i\s+)?(?:have\s*n'?t|havent|haven't|have\s+not|didn'?t|did\s+not)\s+(?:actually\s+|really\s+|yet\s+)?(?:finished|done|completed|did|do|finish|complete|paid|sent)\s+(.+?)(?:\s+yet)?\s*[.…,;!]+\s*(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:put\s+it\s+back|reopen\s+it|unmark\s+it|untick\s+it|mark\s+it\s+(?:as\s+)?not\s+done|open\s+it\s+again)\b.*$`), "reopen $1"},
	// second-language frames: "the day 15" is the 15th, "10 of the
	// morning" is 10 in the morning, "make a reminder for pay X" is
	// "remind me to pay X", "put me a task" is "add a task", "open again X"
	// is "reopen X", "still pending" is left
	{lazy(`(?i)\b(on|by|before|for|until|till|from|of|to|after)\s+the\s+day\s+(\d{1,2})\b`), "$1 the day $2"},
	{lazy(`(?i)([^\s]\s+)the\s+day\s+(\d{1,2})\b`), "${1}on the day $2"},
	{lazy(`(?i)\b(on|by|before|for|until|till|from|of|to|after)\s+on\s+the\s+day\b`), "$1 the day"},
	{lazy(`(?i)\bthe\s+day\s+(1|21|31)\b`), "the ${1}st"},
	{lazy(`(?i)\bthe\s+day\s+(2|22)\b`), "the ${1}nd"},
	{lazy(`(?i)\bthe\s+day\s+(3|23)\b`), "the ${1}rd"},
	{lazy(`(?i)\bthe\s+day\s+(\d{1,2})\b`), "the ${1}th"},
	// "…, put it": the request said again at the end
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:put|add|save|note|write)\s+(?:it|this|that)(?:\s+(?:down|in|please))*\s*[.!]?$`), ""},
	// "Under the wedding can you add: a, b": a list filed there
	{lazy(`(?i)^(\s*)under\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*,?\s+(?:(?:can|could)\s+you\s+)?(?:please\s+|just\s+)*(?:add|put)\s*:\s*`), "${1}add to the $2 project: "},
	// "make a project for the house move too, with a milestone …"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:(?:can|could)\s+you\s+)?(?:just\s+)?(?:make|create|start|set\s+up|add)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+for\s+(?:the\s+|my\s+)?(.+?)(?:\s+too|\s+as\s+well)?\s*,?\s+with\s+(a\s+milestone|milestones)\b`), "${1}create a project $2 with $3"},
	// "put all the tasks of P with the tag L": label them all
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|mark|give)\s+(all\s+(?:the\s+)?(?:tasks|things|jobs|items)\s+)(?:of|in|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+with\s+(?:the\s+|a\s+)?(?:tag|label)\s+@?"?([\p{L}\d_-]+)"?\s*$`), "${1}tag ${2}in the $3 project with $4"},
	// "Eek can you …": a cry before the request
	{lazy(`(?i)^(\s*)(?:eek|yikes|argh|ugh|phew|oops|ops|gosh|blimey|whoops|omg)\b[!,.]*\s+(\S)`), "$1$2"},
	{lazy(`(?i)\b(\d{1,2}(?::\d\d)?)\s+of\s+the\s+(morning|afternoon|evening|night)\b`), "$1 in the $2"},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:make|create|give)\s+(?:me\s+)?a\s+reminder\s+(?:for|to)\s+`), "${1}remind me to "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|make|create)\s+me\s+(a|an)\s+(task|reminder|to-?do)\b`), "${1}add $2 $3"},
	{lazy(`(?i)\bopen\s+again\s+`), "reopen "},
	{lazy(`(?i)\bis\s+still\s+pending\b`), "is left"},
	{lazy(`(?i)\s*,\s*is\s+for\s+(the|my)\s+`), ", it's for $1 "},
	// "put high priority to all the things with tag casa"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|give|set|add)\s+(high|low|top|urgent|medium|normal)\s+priority\s+(?:to|on|for)\s+(.+)$`), "${1}make $3 $2 priority"},
	{lazy(`(?i)\ball\s+(?:the\s+)?(?:things|tasks|jobs|items)\s+with\s+(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)`), "everything tagged $1"},
	// "make it high priority the pharmacology one": the thing said last
	{lazy(`(?i)^(\s*)(?:make|set|put)\s+(?:it\s+)?(high|low|top|urgent|medium|normal)\s+priority\s+((?:the|my)\s+.+)$`), "${1}make $3 $2 priority"},
	// "put X inside the project of the exam": into the exam project
	{lazy(`(?i)\b(?:inside|into|in)\s+the\s+project\s+of\s+(?:the\s+|my\s+)?([\p{L}\d' -]+?)\s*[.!]?$`), "into the $1 project"},
	// "also in the exam project: X", "in the sister project put: a, b"
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+)*in\s+(?:the\s+|my\s+)?([\p{L}\d' -]+?)\s+project\s*(?:,\s*)?(?:(?:please\s+)?(?:put|add)\s*)?:\s*`), "${1}add to the $2 project: "},
	// "add to the exam project a milestone: X": a milestone of that project
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+to\s+(?:the\s+|my\s+)?(.+?)\s+project\s+(?:a|one|another|the)\s+milestone\s*:?\s*(.+)$`), "${1}add a milestone $3 to the $2 project"},
	// "the electricity bill, I paid it already": done
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:i|we)\s+(?:already\s+)?(paid|did|finished|sent|booked|bought|completed|called|rang|posted|returned|cancelled|renewed)\s+(?:it|that|them)(?:\s+already)?\s*[.!]?$`), "${1}I $3 $2"},
	// "the Lucía project is finished, close it please": archive it
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+project\s+is\s+(?:finished|done|complete|completed|over)\s*[,.;]?\s*(?:so\s+)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:close|archive|finish)\s+it(?:\s+please)?\s*[.!]?$`), "${1}archive the $2 project"},
	// "mark as done clean the room and buy towels": each done
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:mark|put|set)\s+(?:as\s+)?(?:done|complete|completed|finished)\s*:?\s+`), "${1}I've done "},
	// "move everything of the 10th to the 11th"
	{lazy(`(?i)\beverything\s+(?:of|from)\s+(the\s+\d)`), "everything on $1"},
	// "Add a task for the birthday project: X", "Add a task for the
	// committee: X": filed there
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+(?:a\s+|one\s+)?(?:task|to-?do|reminder)\s+for\s+(?:the\s+|my\s+)?([^:]+?)\s+project\s*:\s*`), "${1}add to the $2 project: "},
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+(?:a\s+|one\s+)?(?:task|to-?do|reminder)\s+for\s+(?:the\s+|my\s+)?((?:[^:]|:\d\d){2,40}?)\s*:\s*([^.\d][^.]*?)\s*([.!]|$)`), "${1}add $3 for the $2$4"},
	// "which of my tasks carry the L label"
	{lazy(`(?i)\b(which|what)\s+of\s+(?:my|the|our)\s+(tasks|things|items|jobs)\b`), "$1 $2"},
	// "X should be high priority and due on D": both said of X
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:should|must|needs?\s+to|has\s+to)\s+be\s+(high|low|top|urgent|medium|normal)\s+priority\s+and\s+(?:be\s+)?due\s+(?:on\s+|by\s+)?(.+?)\s*[.!]?$`), "${1}move $2 to $4 and make it $3 priority"},
	// "remove its parts tag": the label of the thing just named
	{lazy(`(?i)\b(remove|take\s+off|drop|delete)\s+its\s+@?([\p{L}\d_-]+)\s+(tag|label)\b`), "$1 the $2 $3 from it"},
	// "what do I have the week of christmas": what's due that week
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is)\s+(?:on|due|happening|coming\s+up)|what\s+do\s+i\s+have(?:\s+on)?|what\s+have\s+i\s+got(?:\s+on)?|(?:is\s+there\s+)?anything\s+(?:on|due))\s+(?:in\s+|during\s+|for\s+)?(the\s+week\s+(?:of|beginning|starting|commencing)\s+.+)$`), "${1}what's due $2"},
	// "remember me to call X", "I would like that you remind me to …"
	{lazy(`(?i)^(\s*)(?:(?:good\s+(?:morning|evening|afternoon)|hello|hi)\s*[.!,]+\s*)?(?:i\s+would\s+like\s+that\s+you\s+|can\s+you\s+|could\s+you\s+|please\s+)?(?:remember|remind)\s+me\s+(?:to|of)\s+`), "${1}remind me to "},
	// "Please to note a meeting with the bank the 5 of January at 14h30"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:to\s+)?note\s+(a|an)\s+(meeting|appointment|call|visit|lunch|dinner)\b`), "${1}add $2 $3"},
	// "Following my notes, which day …": where to look, said first
	{lazy(`(?i)^(\s*)(?:following|according\s+(?:to\s+)?|as\s+per|based\s+on|from)\s+my\s+notes\s*,\s*`), "$1"},
	// "I would like to see all my projects and where they are"
	{lazy(`(?i)^(\s*)(?:i\s+would\s+like|i'?d\s+like|i\s+want)\s+to\s+see\s+`), "${1}show "},
	{lazy(`(?i)\b(projects)\s+and\s+(?:where|how\s+far)\s+(?:they\s+are|they\s+stand|each\s+(?:one\s+)?is)(?:\s+at)?\b`), "$1 with their progress"},
	// "actually low, have some already": the last item's priority
	{lazy(`(?i)^(\s*)(?:actually|no|nah|make\s+that)[,\s]+(low|high|medium|normal|urgent)(?:\s+prio(?:rity)?)?\s*(?:,.*)?$`), "${1}make it $2 priority"},
	// "Put the tags \"staff\" and \"urgent\" on X"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|give|set)\s+the\s+(?:tags|labels)\s+["“]?([\p{L}\d_-]+)["”]?\s+and\s+["“]?([\p{L}\d_-]+)["”]?\s+(?:on|to|onto)\s+`), "${1}add the labels $2 and $3 to "},
	// "X is urgent, needs doing by wed", "make X urgent and due wed"
	{lazy(`(?i)^(\s*)(.+?)\s+is\s+(urgent|high\s+priority|top\s+priority|low\s+priority|important)\s*,?\s*(?:and\s+)?(?:it\s+)?(?:needs?\s+(?:doing|done|to\s+be\s+done)|is\s+due|due)\s+(?:by\s+|on\s+)?(.+?)\s*[.!]?$`), "${1}move $2 to $4 and make it $3"},
	{lazy(`(?i)^(\s*)make\s+(.+?)\s+(urgent|high\s+priority|top\s+priority|low\s+priority)\s+and\s+(?:make\s+it\s+)?due\s+(?:by\s+|on\s+)?(.+?)\s*[.!]?$`), "${1}move $2 to $4 and make it $3"},
	// "did the van booking + cancelled internet, both done"
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:did\s+|done\s+|finished\s+|completed\s+)?(.+?)\s*(?:\+|&)\s*(.+?)\s*,?\s*both\s+(?:done|finished|sorted|complete|completed)\s*[.!]?$`), "${1}I've done $2 and $3"},
	// "the tasks of this week": those due this week
	{lazy(`(?i)\b(tasks|things|jobs)\s+of\s+(this|next)\s+week\b`), "$1 due $2 week"},
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:show|list|give)(?:\s+me)?\s+(?:all\s+)?(?:the\s+|my\s+)?(?:tasks|things|jobs|to-?dos)\s+(?:due\s+|for\s+)(this|next)\s+week\b(?:\s+please)?`), "${1}what's due $2 week"},
	// "new project: flat move. todos: a, b", "new proj: thesis. milestones: …"
	{lazy(`(?i)^(\s*)new\s+(?:project|proj)\s*:\s*([^.;:]+?)\s*[.;]\s*(?:todos?|to-?dos|tasks?)\s*:\s*`), "${1}new project $2, tasks: "},
	{lazy(`(?i)^(\s*)new\s+(?:project|proj)\s*:\s*([^.;:]+?)\s*[.;]\s*milestones?\s*:\s*`), "${1}new project $2 - milestones "},
	{lazy(`(?i)^(\s*)new\s+proj\b\s*:?\s*`), "${1}new project "},
	// "create a project for the team offsite its on march twentieth"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|make|start|set\s+up|add)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+(?:for\s+|called\s+)?(?:the\s+|my\s+)?[^,]+?)\s+(?:it'?s|its|it\s+is)\s+on\s+(.+?)(\s+and\s+.+)?$`), "$1, deadline $2$3"},
	// "tag everything in P w/ 'move'": with
	{lazy(`(?i)\b(tag|label)\b(.*?)\s+w/\s*`), "$1$2 with "},
	// "…, no date": an undated task, said so
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:no|without\s+a?)\s+(?:due\s+)?(?:date|deadline)\s*[.!]?$`), ""},
	// "tmrw am", "mon eve": the part of that day
	{lazy(`(?i)\b(tmrw|tmr|tomorrow|today|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+am\b`), "$1 morning"},
	{lazy(`(?i)\b(tmrw|tmr|tomorrow|today|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:pm|arvo|aft)\b`), "$1 afternoon"},
	{lazy(`(?i)\b(tmrw|tmr|tomorrow|today|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+eve\b`), "$1 evening"},
	// "Ah, actually the bank has changed the hour, it is 15h instead": a new time for the item just named
	{lazy(`(?i)^(\s*)(?:(?:ah|oh|ok|okay|actually|sorry)[,\s]+)*(?:the\s+[\p{L}\s]+?\s+)?(?:has|have)\s+changed\s+the\s+(?:hour|time|date|day)\s*,\s*(?:it\s+is|it'?s)\s+(?:now\s+)?(?:at\s+)?(.+?)(?:\s+instead)?\s*[.!]?$`), "${1}move it to $2"},
	// dictation fillers: "um", "uh", "erm"; "and like pick …"
	{lazy(`(?i)(^|\s)(?:um+|uh+|erm+|er)\b[,.]?\s*`), "$1"},
	{lazy(`(?i)\band\s+like\s+([a-z]+)\b`), "and $1"},
	// "the agenda one tag it offsite and urgent": label the thing said first
	{lazy(`(?i)^(\s*)((?:the|my)\s+(?:[\p{L}\d'-]+\s+){0,3}(?:one|task|thing|job))\s+(?:tag|label)\s+it\s+(?:with\s+|as\s+)?(.+)$`), "${1}tag $2 with $3"},
	// "make the caterers one due the seventh not the tenth": a move
	{lazy(`(?i)^(\s*(?:actually\s+|no\s+)?)make\s+(.+?)\s+due\s+(?:on\s+|by\s+)?`), "${1}move $2 to "},
	// "mark the backsplash tile done I ordered it today": the reason after
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick)\s+.+?\s+(?:as\s+)?(?:done|complete|completed|off))\s+(?:i|we|they|she|he)\s+\S.*$`), "$1"},
	// "move everything on monday to tuesday same times"
	{lazy(`(?i)\s+(?:(?:at\s+)?the\s+same\s+times?|same\s+times?|keep(?:ing)?\s+the\s+times?)\s*[.!]?$`), ""},
	// "emma needs new cleats before saturdays game add that"
	{lazy(`(?i)^(.+?\S)\s*,?\s+(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:add|put|save)\s+(?:that|it|this)(?:\s+(?:in|down|on\s+my\s+list))?(?:\s+please)?\s*[.!]?$`), "remind me that $1"},
	// "the paint colour thing I'm not deciding it this week push it to next friday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+(?:[\p{L}\d'-]+\s+){0,3}(?:thing|one|task|job))\s+[^,:;.]*?\b(push|move)\s+it\s+to\s+`), "${1}$3 $2 to "},
	// "I finished the calls with A and B mark them done": the report is the request
	{lazy(`(?i)^(\s*(?:i\s+)?(?:finished|did|done|completed|sent|paid|booked|made|had)\s+.+?)\s+(?:so\s+)?(?:please\s+)?(?:mark|tick|check)\s+(?:it|them|those|both)\s+(?:off|done|as\s+done|complete)\s*[.!]?$`), "$1"},
	// "the patel one didnt actually happen they rescheduled put it back"
	{lazy(`(?i)^(?:.*?\b)?((?:the|my)\s+[\p{L}\s'-]+?\s+one)\s+(?:didn'?t|didnt|did\s+not|hasn'?t|has\s+not|never)\s+(?:actually\s+|really\s+)?(?:happen|go\s+ahead|get\s+done)\b.*?\b(?:put\s+it\s+back|reopen\s+it|undo\s+(?:that|it))\b.*$`), "reopen $1"},
	// "the venue is booked check that off": the report is the request
	{lazy(`(?i)^(\s*.+?\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:booked|done|sorted|paid|sent|finished|ordered|confirmed|fixed|posted))\s+(?:(?:so\s+)?(?:please\s+)?(?:check|tick|mark|cross)\s+(?:that|it|this)\s+(?:off|done))\s*[.!]?$`), "$1"},
	// "everything tagged urgent make it due tomorrow": the set said first
	{lazy(`(?i)^(\s*)(everything\s+.+?)\s+(?:make|set|put)\s+(?:it|them|it\s+all|them\s+all)\s+(?:due\s+)?(?:to\s+|for\s+|on\s+)?`), "${1}move $2 to "},
	// "did I already put in something about jake's dentist appointment"
	{lazy(`(?i)^(\s*)(?:did|have)\s+i\s+(?:already\s+)?(?:put\s+in|put\s+down|add(?:ed)?|got|made|create[d]?|save[d]?)\s+(?:something|anything|a\s+task|a\s+reminder)\s+(?:about|for)\s+(.+?)\s*\??$`), "${1}when is $2?"},
	// trials 137–139: "…, project Sprint 42", "prio medium", "as task in P"
	{lazy(`(?i)\bprio\s+(high|low|medium|normal|urgent|top)\b`), "$1 priority"},
	{lazy(`(?i)\s+as\s+(?:a\s+)?(?:task|to-?do)\s+(in|into|under)\s+((?:the\s+|my\s+)?[\p{L}\d' -]+?\s+project)\b`), " $1 $2"},
	{lazy(`(?i)\s*,\s*(?:in\s+|for\s+|under\s+)?project\s+([\p{L}\d][\p{L}\d' -]*?)\s*(,|[.!]*$)`), " in the $1 project$2"},
	// fillers of texting: "tbh", "tbf", "imo", "pls"
	{lazy(`(?i)\s+(?:tbh|tbf|imo|fyi|pls|plz)\b`), ""},
	// "make that due today, urgent": both said of it
	{lazy(`(?i)^(\s*)(?:make|move|set)\s+(it|that|this)\s+(?:due\s+|to\s+)?(.+?),\s*(?:and\s+)?(urgent|high\s+priority|low\s+priority|top\s+priority)\s*[.!]?$`), "${1}move $2 to $3 and make it $4"},
	// "everything due next friday make high priority"
	{lazy(`(?i)^(\s*)(everything\s+.+?)\s+(?:make|set)\s+(?:it\s+|them\s+)?(high|low|top|urgent|medium|normal)(?:\s+priority)?\s*[.!]?$`), "${1}set $2 to $3 priority"},
	// "set the hotel task for 15 december and high priority"
	{lazy(`(?i)^(\s*)set\s+(.+?)\s+(?:for|to|on)\s+(.+?)\s+and\s+(high|low|medium|urgent|top|normal)\s+priority\s*[.!]?$`), "${1}move $2 to $3 and make it $4 priority"},
	// "jot down a note: X": the note is X
	{lazy(`(?i)^(\s*)(?:jot|write|put)\s+down\s+(?:a\s+)?note\s*:\s*`), "${1}note: "},
	// "whats still open across all my projects, quick summary"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:still\s+)?(?:open|left|outstanding)\s+(?:across|in|on)\s+(?:all\s+)?(?:of\s+)?my\s+projects\b.*$`), "${1}list my projects with their progress"},
	// "create a project for my book, \"X\", and give it three milestones: A by D, …"
	{lazy(`(?i)^(\s*)(?:(?:would|could|can)\s+you\s+)?(?:please\s+)?(?:create|make|start)\s+(?:a\s+)?(?:new\s+)?project\s+(?:for\s+(?:my|the|our)\s+[\p{L}\s]+?,\s*)?(["“][^"”]+["”])\s*,?\s*and\s+give\s+it\s+(?:\w+\s+)?milestones?\s*:\s*([^?]+?)\s*\??$`), "${1}new project $2 - milestones $3"},
	// "I must water the greenhouse every Saturday; would you set up a repeating task for that?"
	{lazy(`(?i)^(.+?)\s*[;.]\s*(?:(?:would|could|can)\s+you\s+)?(?:please\s+)?set\s+(?:up\s+)?(?:a\s+)?(?:repeating\s+|recurring\s+|weekly\s+|daily\s+|monthly\s+)?(?:task|reminder)\s+for\s+(?:that|it|this)\s*[?.!]?\s*$`), "$1"},
	// "Actually, Wednesday would be better — same time."
	{lazy(`(?i)^(\s*)(?:actually[,\s]+|perhaps[,\s]+|maybe[,\s]+)?([\p{L}\d ]{3,30}?)\s+would\s+(?:be\s+)?(?:better|suit\s+me\s+better|work\s+better)\b.*$`), "${1}move it to $2"},
	// "actually thursday": the last change, to that day
	{lazy(`(?i)^(\s*)(?:actually|no|sorry|oops)[,\s]+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|today|next\s+[a-z]+)\s*[.!]?$`), "${1}move it to $2"},
	// a quoted one-word label before "to", "on" or "as": label "garden" to …
	{lazy(`(?i)\b((?:tag|label|tags|labels|labelled|tagged)\s+)"([\p{L}\d_-]+)"(\s+(?:to|on|onto|as|with)\s+)`), "$1$2$3"},
	// "Which tasks belong to the P project?"
	{lazy(`(?i)^(\s*)(?:(?:thank\s+you|thanks)[.!,]*\s*)?(?:which|what)\s+tasks\s+(?:belong\s+to|are\s+(?:in|part\s+of|under))\s+(?:the\s+)?(.+?)(?:\s+project)?\s*(\??)$`), "${1}what's in the $2 project$3"},
	{lazy(`(?i)\b(high\s+priority)\s+or\s+urgent\b`), "$1"},
	// "What is left for me to do before Christmas?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:still\s+)?left\s+(?:for\s+me\s+)?to\s+do\s+(before|by)\s+`), "${1}what's due $2 "},
	// "…, and which is due first?": the list shows it
	{lazy(`(?i)\s*,?\s*and\s+which\s+(?:one\s+)?is\s+due\s+(?:first|next|soonest)\s*(\??)$`), "$1"},
	// "undo that last change", "undo my last change": the last request
	{lazy(`(?i)\bundo\s+(?:that|my)\s+last\s+(?:change|thing|one)\b`), "undo that"},
	// "Undo that last change, please; the office has confirmed …"
	{lazy(`(?i)^(\s*(?:please\s+)?undo\s+(?:that|it|this|the\s+last\s+change|that\s+last\s+change|my\s+last\s+change)(?:,?\s+please)?)\s*[;,.—-]\s+\S.*$`), "$1"},
	// "Can you remind me what the subscription is": a question
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?remind\s+me\s+(what|when|where|who|how\s+much|how\s+many|which)\b`), "${1}$2"},
	// "what I need to bring to the appointment?"
	{lazy(`(?i)^(\s*)what\s+(?:do\s+)?i\s+(?:need|have)\s+to\s+(bring|take|pack)\b`), "${1}what do I need to $2"},
	// "what is my plan for next week?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+my\s+(?:plan|schedule|programme|program)\s+(?:for\s+)?(next\s+week|this\s+week|tomorrow|today)\b`), "${1}what's due $2"},
	// "mark the egg order as done for this week": this time round
	{lazy(`(?i)\b(done|complete|completed|finished|ticked\s+off)\s+for\s+(?:this|the)\s+(?:week|month|time|fortnight)\b`), "$1"},
	// "I've done X at long last": no part of X
	{lazy(`(?i)\s+at\s+(?:long\s+)?last\b`), ""},
	// "X is confirmed for 14 december 11:30, update it": the thing's new time
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+(?:is|has\s+been)\s+(?:now\s+)?(?:confirmed|booked|fixed|arranged|scheduled|set)\s+(?:for|on)\s+([^,]+?)\s*(?:,\s*(?:please\s+)?(?:update|change|move|fix)\s+(?:it|that|this)(?:\s+please)?)?\s*[.!]?$`), "${1}move $2 to $3"},
}

// moreRewritten is text by moreRewrites; PlanBy reads it first, so the
// classifier and the rules see the same request.
func moreRewritten(text string) string {
	if out, ok := rewrittenMemo.get(text); ok {
		return out // planText and planBy (and the readings they try) rewrite the same text
	}
	out := rewriteAll(text)
	rewrittenMemo.put(text, out)
	return out
}

// rewriteAll is moreRewritten without its memo.
func rewriteAll(text string) string {
	text = stop34Rewritten(stop35Rewritten(stop36Rewritten(stop37Rewritten(stop38Rewritten(stop39Rewritten(stop40Rewritten(stop41Rewritten(stop42Rewritten(stop43Rewritten(stop44Rewritten(stop45Rewritten(stop46Rewritten(stop47Rewritten(stop48Rewritten(stop49Rewritten(stop50Rewritten(stop51Rewritten(stop52Rewritten(text)))))))))))))))))))
	for _, r := range moreRewrites {
		text = r.re.ReplaceAllString(text, r.with)
	}
	if m := labelSaidLast.FindStringSubmatchIndex(text); m != nil && !notLabelWord[strings.ToLower(text[m[2]:m[3]])] && strings.ToLower(text[m[2]:m[3]]) != "same" {
		// "…, school tag": the label said last ("…, same label" copies one)
		text = text[:m[0]] + " @" + text[m[2]:m[3]]
	}
	return text
}

// labelSaidLast: "…, school tag", "…, and the home label", "…, room 2.
// bookings tag".
var labelSaidLast = lazy(`(?i)\s*[,.]\s*(?:and\s+)?(?:a\s+|the\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s*[.!]?$`)

// rewrittenMemo holds the latest texts moreRewritten read and what they
// became (the rewrites are pure); it empties itself at memoSize entries.
var rewrittenMemo = &memo{m: map[string]string{}}

const memoSize = 512

type memo struct {
	mu sync.Mutex
	m  map[string]string
}

func (c *memo) get(k string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

// reset empties the memo (the benchmarks read each request as new).
func (c *memo) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.m)
}

func (c *memo) put(k, v string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= memoSize {
		clear(c.m)
	}
	c.m[k] = v
}
