package grammar

import (
	"strings"
)

// stop44Rewrites: the frames of stop 44's families (trials 347–349), said
// the way the rules read them; they run before stop43Rewritten. Titles keep
// the user's words.
var stop44Rewrites = []guardedRewrite{
	// "Everything that is due on Friday, 12/18 — please move all of it to
	// Monday, 12/21": the things, then the change to all of them
	{lazy(`(?i)^\s*(everything|anything|all\s+(?:the\s+|my\s+)?(?:tasks|things|stuff))\s+(?:that\s+is|that's|that’s|which\s+is|that\s+are|which\s+are)\s+(due\s+[^—–]+?)\s*(?:[—–-]+|,|;)\s*(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(move|push|shift|postpone|reschedule)\s+(?:all\s+of\s+(?:it|them|those)|it\s+all|them\s+all|them|it|those)\s+(to|till|until)\s+`), "$3 everything $2 $4 ", nil},
	// "hen do: order cake, confirm numbers w spa, make playlist - all by
	// 10/1": a project's name, its to-dos and their one day
	{lazy(`(?i)^\s*([\p{L}][\p{L}\d'’ -]{0,40}?)\s*:\s*([^:]+?,[^:]+?)\s*(?:[-–—,]\s*)?\ball\s+(by|due|on|before)\s+([^,:]+?)\s*[.!]*$`), "add to $1: $2 - all $3 $4",
		lazy(`(?i)^\s*(?:note|notes|add|todo|to-?do|tasks?|reminders?|shopping|groceries|list|please|pls|new|create|make|start|project|milestones?|what|which|who|when|where|how|ok|okay|so|i|we)\b|\b(?:add|need|needs|bunch)\b`)},
	// "I volunteer at the library on Wednesdays from 1 to 4 o'clock.
	// Would you please add a weekly reminder for my volunteer shift?"
	{lazy(`(?i)^\s*(?:i|we)\s+(?:\w+)\s+((?:at|in|for|with)\s+.+?)\s+((?:on\s+|every\s+)(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b[^.!?]*?)\s*[.!]\s+(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(?:add|set\s+up|create|make)\s+(?:a\s+|an\s+)?(?:weekly\s+|regular\s+|recurring\s+|repeating\s+)?(?:reminder|task|item|entry|to-?do)\s+for\s+(?:my|the|our|this)\s+(.+?)\s*[?.!]*\s*$`), "add $3 $1 $2", nil},
	// "The garden club meets on the second Thursday of each month. Please
	// add \"Garden club meeting\" as a repeating item"
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?[\p{L}][^.!?]*?\s+(?:meets|is\s+held|happens|runs|takes\s+place|gathers|comes\s+round)\s+((?:on\s+)?(?:the\s+)?(?:first|second|third|fourth|last|1st|2nd|3rd|4th|every|each)\b[^.!?]*?)\s*[.!]\s+(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*add\s+(["“][^"”]+["”]|[^,.!?]+?)\s+as\s+(?:a\s+|an\s+)?(?:repeating|recurring|monthly|weekly|regular)\s+(?:item|task|reminder|event|entry|to-?do)\b.*$`), "add $2 $1", nil},
	// "new project - christmas. add: a, b, c", "new project Narrowboat
	// refit. first jobs: a, b": the project, then its tasks
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|start|create|make)\s+(?:a\s+)?(?:new\s+)?project)\s*[-–—:]?\s*([^.,:;]+?)\s*[.;]\s*(?:and\s+)?(?:add|put\s+in|(?:first\s+|the\s+)?(?:tasks?|to-?dos?|jobs|things))(?:\s+these)?\s*:\s*`), "$1 $2 with tasks: ", nil},
	// "new project for the choir please - call it Christmas Concert, the
	// concert is on the 19th of December"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|start|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project)\s+for\s+[^-–—,"“]+?(?:\s+please)?\s*[-–—,]\s*(?:and\s+)?(?:call|name)\s+it\s+([^,."“”]+?)\s*,\s*(?:the\s+\w+\s+|it\s+)(?:is|will\s+be)\s+(?:on\s+)?([^,]+?)\s*[.!]*$`), "$1 called $2 due $3", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|start|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project)\s+for\s+[^-–—,"“]+?(?:\s+please)?\s*[-–—,]\s*(?:and\s+)?(?:call|name)\s+it\s+([^,."“”]+?)\s*[.!]*$`), "$1 called $2", nil},
	// "change that to 4.30", "create a project for my masters - call it
	// \"Masters EDUC 590\"": the name it is called
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|start|create|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project)\s+(?:for|about)\s+[^"“]+?\s*(?:[-–—,;]\s*|\s+and\s+)(?:call|name)\s+it\s+(["“][^"”]+["”])\s*[.!]*$`), "$1 called $2", nil},
	// "the lit review - can you push it to 20/12, I'm behind"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][^,;:–—-]*?)\s+[-–—:]\s*(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(move|push|shift|bump|postpone|reschedule)\s+(?:it|that|this)\s+(to|till|until|back\s+to)\s+([^,;]+?)\s*(?:[,;]\s*(?:i'?m|i’m|i\s+am|as|because|cos|since)\b.*)?[.!?]*$`), "$2 the $1 $3 $4",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|ok|okay|yes|no|right|so|and|also|then|everything|anything|all|every)\b|\b(?:due|tagged|that|which|can|cannot|can't|wait|is|are)\b\s+[^-–—:]*[-–—:]`)},
	// "wash the piupiu is done ka pai": a word or two of joy after "done"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][^,;:!?.]*?)\s+(?:is|are|'s|’s)\s+(?:all\s+|finally\s+|now\s+)?(?:done|finished|complete|sorted)\s*[,!.]*\s*(?:ka\s+pai|yay|woo+|woohoo|hooray|phew|nice|sweet|yess*|finally|at\s+last|lol|haha|tick|done|wahoo|brilliant|great|thank\s+god)\s*[!.]*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "gonna start a project called X", "wanna add …"
	{lazy(`(?i)^(\s*)(?:i'?m\s+|i’m\s+|i\s+am\s+)?(?:gonna|going\s+to|wanna|want\s+to|gotta|got\s+to|need\s+to|i'?ll|i’ll|i\s+will|let'?s|let’s)\s+((?:start|create|make|set\s+up|begin|open)\s+(?:a\s+|an\s+)?(?:new\s+)?project\b)`), "${1}$2", nil},
	// "note for me the gate code is 4471": who the note is for is no title
	{lazy(`(?i)^(\s*(?:please\s+)?(?:note|make\s+a\s+note|jot\s+down|write\s+down))\s+for\s+me\s*[:,-]?\s+`), "$1: ",
		lazy(`(?i)\bfor\s+me\s*,?\s+(?:that|to|i|we)\b`)},
	// "add 3 things call the inspector, return the trencher, buy gloves
	// all for today"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:\d|two|three|four|five|six)\s+(?:things|tasks|items|jobs|to-?dos))\s+([^:]+,[^:]+?)\s+all\s+(?:for|by|due|on)\s+(today|tonight|tomorrow|tmrw|(?:this|next)\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}[/.]\d{1,2})\s*[.!]*$`), "$1 for $3: $2", nil},
	// "buy blades and pay miguel both by friday": the day of each
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add\s+)?[\p{L}][^,:]*?)\s+and\s+([\p{L}][^,:]*?)\s+both\s+((?:by|for|on|due|before)\s+[^,:]+?)\s*[.!]*$`), "$1 $3 and $2 $3", nil},
	// "thanks a million, what's left on for next week?": thanks first
	{lazy(`(?i)^\s*(?:thanks|thank\s+you|thankyou|cheers|ta|thx)(?:\s+(?:a\s+million|so\s+much|very\s+much|a\s+lot|a\s+mil|loads|again))?\s*[,!.;]+\s*((?:what|which|when|where|who|how|is|are|do|does|can|could|show|list|any)\b)`), "$1", nil},
	{lazy(`(?i)\b(what'?s|what’s|what\s+is)\s+left\s+on\s+for\b`), "$1 left for", nil},
	// "What have I got finished this week?"
	{lazy(`(?i)\b(have|did)\s+(i|we)\s+got\s+(finished|done|completed)\b`), "$1 $2 $3", nil},
	// "ok just move the rota one to Monday 14th so": the closing "so"
	{lazy(`(?i)^(\s*(?:ok\s+|okay\s+|right\s+)?(?:just\s+)?(?:move|push|change|put|make|mark|delete|tick|set)\b.*?\S)\s+so\s*[.!]*$`), "$1", nil},
	// "Put the eye test as done"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|set)\s+(.+?)\s+(?:as|to)\s+(done|complete|completed|finished)\b`), "${1}mark $2 as $3", nil},
	// "actually the eye test is the 16th not the 17th": the correction
	{lazy(`(?i)^\s*(?:(?:no|oh|sorry|oops)\s*,?\s+)?(?:actually\s*,?\s+)?(?:the\s+|my\s+)?([\p{L}][^,]*?)\s+is\s+(?:on\s+)?((?:the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th))(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?|\d{1,2}[/.]\d{1,2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+not\s+(?:the\s+|on\s+)?[\w/.]+(?:\s+[a-z]+)?\b.*$`), "move the $1 to $2",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did)\b|\b(?:due|deadline|date)\s+is\b`)},
	// "hydro bill actually pay 12/12", "party actually 22 Dec", "UBC due
	// 12/20 now", "Mr Lee letter keep on friday": a correction of a day
	{lazy(`(?i)^\s*(?:(?:no|oh|sorry|oops)\s*,?\s+)?([\p{L}][\p{L}\d'’ -]*?)\s+(?:actually\s+(?:(?:pay|due|on|is|for|do|at)\s+)?|keep\s+(?:it\s+)?(?:on|for|at)\s+)(\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s*[.!]*$`), "move $1 to $2", correctionNot},
	{lazy(`(?i)^\s*(?:(?:no|oh|sorry|oops)\s*,?\s+)?([\p{L}][\p{L}\d'’ -]*?)\s+(?:is\s+)?(?:due|on)\s+(\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s+now\s*[.!]*$`), "move $1 to $2", correctionNot},
	// "staff rota for next week need done by thursday"
	{lazy(`(?i)\s+needs?\s+done\s+(by|before|for|on)\s+`), " $1 ", nil},
	// "add milestone Kevin project - all essay finish 20 Dec"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make|set\s+up))\s+(?:a\s+|new\s+)?milestone\s+(?:the\s+)?([\p{L}][^-–—:]*?)\s+project\s*[-–—:]\s*(.+)$`), "$1 a milestone $3 to $2",
		lazy(`(?i)\bmilestone\s+(?:to|for|in|on|under|called|named)\b`)},
	// "Kevin need request transcript from school, add task by 18 Dec"
	{lazy(`(?i)^\s*([\p{L}][^,]*?)\s*,\s*(?:please\s+)?(?:add|make|create|put)\s+(?:a\s+|it\s+as\s+a\s+)?(?:task|reminder|to-?do)\s+((?:by|for|on|due|before)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next|this|end)[^,@#]*?)\s*[.!]*$`), "add $1 $2",
		lazy(`(?i)^\s*(?:add|remind|new|create|what|which|who|when|where|how|is|are|do|does|did)\b`)},
	// "every monday order rice and oil from Fook Hing": the repeat said first
	{lazy(`(?i)^\s*((?:every|each)\s+(?:other\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?)\s+((?:order|buy|get|call|ring|pay|check|clean|put|take|send|collect|book|email|text|water|feed)\b.+)$`), "$2 $1", nil},
	// "I need to get milk, bread and the gel for Dad, friday will do for all
	// of them"
	{lazy(`(?i)\s*,\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|\d{1,2}[/.]\d{1,2})\s+(?:will\s+do|is\s+fine|works|is\s+grand|is\s+ok)(?:\s+for\s+(?:all\s+of\s+them|all|them\s+all|both|everything))?\s*[.!]*$`), " by $1", nil},
	// "Flights booked with BA this morning – mark that task as done."
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([\p{L}][\p{L}\d'’ -]*?)\s+(?:booked|paid|sent|ordered|posted|bought|returned|renewed|submitted|collected|cancelled|canceled|fixed|delivered|picked\s+up)\b[^.!?;–—]*?\s*[.!;–—-]+\s*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:that|it|this)(?:\s+(?:task|one|item))?\s+(?:as\s+)?(?:done|complete|completed|off|finished)\s*(?:,?\s*please)?[.!]*\s*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:i|we|what|which|who|when|where|how|is|are|do|does|did)\b|\s(?:is|are|was|were|has\s+been|have\s+been)\s`)},
	// "actually not the dress, the dress stays friday": X stays on D
	{lazy(`(?i)^\s*(?:(?:ah|oh|ugh|no|sorry|oops)\s*,?\s+)?(?:actually\s*,?\s+)?(?:not\s+(?:the\s+)?[^,]+,\s*)?(?:the\s+|my\s+)?([\p{L}][^,]*?)\s+(?:stays?|remains?)\s+(?:on\s+)?((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|\d{1,2}[/.]\d{1,2})\s*[.!]*$`), "move the $1 to $2", nil},
	// "everything due friday for the engagement push to saturday, …"
	{lazy(`(?i)^\s*(?:everything|anything|all(?:\s+the\s+(?:tasks|things|stuff))?)\s+(due\s+\S+(?:\s+\d{1,2}[/.]\d{1,2})?)\s+(?:for|in)\s+(?:the\s+|my\s+)?([\p{L}][^,]*?)\s*,?\s+(push|move|shift|bump)\s+(?:it\s+|them\s+)?to\s+([^,]+?)(?:\s+(?:pls|please))?(?:\s*,.*)?$`), "$3 everything in $2 $1 to $4", nil},
	// "everything due friday 12/11 that isnt done yet move to monday 12/14
	// pls, I'm so tired"
	{lazy(`(?i)^\s*(everything|anything)\s+(due\s+.+?)\s+(?:that|which)\s+(?:isn'?t|isn’t|is\s+not|aren'?t|are\s+not)\s+(?:done|finished)(?:\s+yet)?\s*,?\s+(move|push|shift)\s+(?:it\s+|them\s+)?to\s+([^,]+?)(?:\s+(?:pls|please))?(?:\s*,.*)?$`), "$3 everything $2 to $4", nil},
	// "add a weekly task every sunday: meal prep for the week, label sport"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+)(?:a\s+)?(?:weekly|daily|monthly|recurring|repeating)\s+(?:task|reminder|to-?do)\s+((?:every|each)\s+[\p{L}]+(?:\s+(?:morning|afternoon|evening|night))?)\s*:\s*([^,]+?)(?:\s*,\s*(?:label|tag)\s+@?([\p{L}\d_-]+))?\s*[.!]*$`), "$1$3 $2 @$4", nil},
	// "the AGM email - tag it email and make it due 3rd jan"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][^-–—:,]*?)\s+[-–—:]\s+tag\s+it\s+(?:as\s+)?@?([\p{L}\d_-]+)\s+and\s+(?:make\s+it\s+due|move\s+it\s+to|push\s+it\s+to|make\s+it)\s+(.+?)\s*[.!]*$`), "tag the $1 as $2 and move it to $3", nil},
	// "new project Parish Christmas Party on 12/19, with tasks: …"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|start|make)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+)?[^,:]+?)\s+on\s+(\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+\S+)\s*,?\s+(with\s+(?:tasks|jobs|to-?dos)\s*:)`), "$1 due $2 $3", nil},
	// "sanded the roof. done for sure", "… hehe": fillers at the end
	{lazy(`(?i)(\S)\s+(?:for\s+sure|hehe+|hihi)\s*[.!]*$`), "$1", nil},
	// "Hiya love, can you put in for me to ring the physio …, ta"
	{lazy(`(?i)^\s*(?:hiya|hiya\s+love|hi\s+love|hello\s+love|morning|morning\s+love|good\s+morning|hey\s+there|hiya\s+there)\s*[,!.]+\s*`), "", nil},
	{lazy(`(?i)^\s*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|kindly\s+)?put\s+(?:it\s+)?in\s+(?:for\s+me\s+)?to\s+`), "remind me to ", nil},
	{lazy(`(?i)\s*,\s*(?:ta|cheers|thanks|ta\s+love|thanks\s+love)\s*[.!]*$`), "", nil},
	// "…, thats a high priority one mind"
	{lazy(`(?i)\s*,?\s*(?:that'?s|that’s|thats|it'?s|its)\s+(?:a\s+)?(high|low|top|urgent)(?:\s+priority)?\s+(?:one|job|task)(?:\s+(?:mind|like|mate|love))?\s*[.!]*$`), ", $1 priority", nil},
	// "Add a few things for me now - a, b, and c"
	{lazy(`(?i)^(\s*(?:please\s+)?add)\s+(?:a\s+few|some|a\s+couple\s+of)\s+(?:things|bits|tasks|jobs)(?:\s+for\s+me)?(?:\s+now)?\s*[-–—:]\s*`), "$1 these: ", nil},
	// "the raffle tickets one, put that under the concert project too"
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}][^,]*?)\s+one\s*,\s*(?:please\s+)?(?:put|move|file|stick)\s+(?:that|it)\s+(?:under|in|into|to)\s+(?:the\s+)?([\p{L}][^,]*?)\s+project(?:\s+too|\s+as\s+well|\s+please)?\s*[.!]*$`), "move the $1 into the $2 project", nil},
	// "oh I got that wrong, reopen it, …"
	{lazy(`(?i)^\s*(?:(?:oh|oops|sorry|ah)\s*,?\s+)?i\s+got\s+(?:that|it)\s+wrong\s*[,.!;]\s*`), "", nil},
	// "did I finish everything in the choir project?"
	{lazy(`(?i)^\s*(?:did|have)\s+(?:i|we)\s+(?:finish|finished|complete|completed|do|done)\s+(?:everything|all(?:\s+the\s+tasks)?)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?([\p{L}][^?]*?)(?:\s+project)?\s*\??\s*$`), "what's left in the $1 project?", nil},
	// "email X on my behalf": for me
	{lazy(`(?i)\s+on\s+my\s+behalf\b`), " for me", nil},
	// "How many tasks I have completed till now?"
	{lazy(`(?i)^\s*how\s+many\s+(?:tasks|things|jobs)\s+(?:have\s+)?(i|we)\s+(?:have\s+)?(?:completed|finished|done)(?:\s+(?:till|until|up\s+to|so\s+far)(?:\s+now)?|\s+so\s+far)?\s*\??\s*$`), "how many tasks have $1 completed?", nil},
	// "also put time 9:30 am for it"
	{lazy(`(?i)^\s*(?:also\s+|and\s+)?(?:put|set|add|give)\s+(?:the\s+)?time\s+(?:as\s+|to\s+|of\s+)?(.+?)\s+(?:for|to|on)\s+(?:it|that|this)\s*[.!]*$`), "make it $1", nil},
	// "set my fantasy lineup every sunday before noon": a chore, not a change
	{lazy(`(?i)^\s*((?:set|update|check|sort|do)\s+my\s+(?:[\p{L}][\p{L}'’-]*\s+){0,3}?(?:lineup|team|budget|rota|schedule|plan|list|timesheet|hours|expenses|meal\s+plan)\s+(?:every|each)\b.+)$`), "remind me to $1", nil},
	// "delete the library books thing i already returned them"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|complete|reopen|tick\s+off|cancel)\s+(?:the\s+)?[\p{L}][^,]*?\s+(?:thing|one|task))\s+(?:i|we|she|he|they|it'?s|its|cos|because|as|since)\s+.+$`), "$1", nil},
	// "finished A AND B 🙌 check em off"
	{lazy(`(?i)\b(check|tick|mark|cross)\s+em\s+(off|done)\b`), "$1 them $2", nil},
	// "need to buy oat milk, eggs, and a phone charger lol"
	{lazy(`(?i)(,[^,]+?\S)\s+(?:lol|haha+|ngl|fr|tbh)\s*[.!]*$`), "$1", nil},
	// "book flights to colombo - high priority, need it done by 20/12"
	{lazy(`(?i)\s*[-–—,;]?\s*(?:i\s+)?need\s+(?:it|this|that|them)\s+(?:done|sorted|booked|finished|paid|sent)\s+(by|before)\s+`), " $1 ", nil},
	// "add a task to buy X, put it in trip home, due 15/1": the day first
	{lazy(`(?i)\s*,\s*((?:put|file|stick|pop)\s+it\s+(?:in|into|under)\s+[^,]+?)\s*,\s*((?:due|by|for|on)\s+[^,]+?)\s*[.!]*$`), " $2, $1", nil},
	// "actually umpire course by 15/1 not 1/2"
	{lazy(`(?i)^\s*(?:(?:no|oh|sorry|oops)\s*,?\s+)?(?:actually\s*,?\s+)?(?:the\s+|my\s+)?([\p{L}][^,]*?)\s+(?:by|on|due|is)\s+(\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\s+not\s+(?:the\s+|on\s+)?[\w/.]+(?:\s+[a-z]{3,9})?\s*[.!]*$`), "move the $1 to $2", correctionNot},
	// "make it due 15/12 and high priority"
	{lazy(`(?i)^\s*(?:and\s+|also\s+)?make\s+(it|that|them)\s+due\s+([^,]+?)\s+and\s+(high|low|urgent|top|normal|medium)(?:\s+priority)?\s*[.!]*$`), "move $1 to $2 and make $1 $3 priority", nil},
	// "…, could you note that as a repeating thing": said already
	{lazy(`(?i)\s*,?\s*(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?:note|save|keep)\s+(?:that|it|this)\s+(?:down\s+)?as\s+(?:a\s+)?(?:repeating|recurring|weekly|regular|monthly|daily)\s+(?:thing|task|item|reminder|one)(?:\s*,?\s*please)?\s*[.!?]*$`), "", nil},
	// "Another project please: \"U3A Walking Group\"."
	{lazy(`(?i)^\s*(?:and\s+)?another\s+project(?:\s+please)?\s*[:,-]?\s+(["“][^"”]+["”])`), "new project $1", nil},
	// "Actually the parcel must go by the fifteenth, the post … is slow."
	{lazy(`(?i)^\s*(?:(?:no|oh|sorry|oops)\s*,?\s+)?actually\s*,?\s+(?:the\s+|my\s+)?([\p{L}][^,]*?)\s+(?:must|has\s+to|needs\s+to|should)\s+(?:go|be\s+(?:done|sent|posted|paid|finished|in))(?:\s+out)?\s+(?:by|before|on)\s+([^,]+?)\s*(?:[,;.].*)?$`), "move the $1 to $2", nil},
	// "All the walking group tasks should have the tag \"U3A\" on them."
	{lazy(`(?i)^\s*all\s+(?:the\s+|my\s+)?([\p{L}][^,]*?)\s+(?:tasks|things|ones|jobs)\s+(?:should|must|need\s+to|can)\s+(?:have|get|carry)\s+(?:the\s+)?(?:tag|label)\s+["“]?@?([\p{L}\d_-]+)["”]?(?:\s+on\s+them)?(?:\s*,?\s*please)?\s*[.!]*$`), "tag all the $1 tasks as $2", nil},
	// "Label all the lesson ones \"teaching\", please."
	{lazy(`(?i)^\s*(?:please\s+)?(?:label|tag)\s+all\s+(?:the\s+|my\s+)?([\p{L}][^,"“]*?)\s+(?:ones|tasks|things)\s+["“]?@?([\p{L}\d_-]+)["”]?(?:\s*,?\s*please)?\s*[.!]*$`), "tag all the $1 tasks as $2", nil},
	// "What is there for Monday now?"
	{lazy(`(?i)^\s*what\s+is\s+(?:there|on)\s+(?:for|on)\s+((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+now)?\s*\??\s*$`), "what's due on $1?", nil},
	// "Is there anything I have not given a date to?"
	{lazy(`(?i)^\s*(?:is\s+there\s+)?anything\s+(?:that\s+)?(?:i|we)\s+(?:have\s+not|haven'?t|haven’t|did\s+not|didn'?t)\s+(?:given|put|set|added)\s+a\s+(?:due\s+)?date\s+(?:to|on)\s*\??\s*$`), "which tasks have no date?", nil},
	// "Thank you — show me everything left for the walking group, and then
	// I shall have my tea."
	{lazy(`(?i)^\s*(?:thanks|thank\s+you|cheers)\s*[—–-]+\s*`), "", nil},
	{lazy(`(?i)\s*,\s*and\s+then\s+(?:i|we)\s+(?:shall|will|'ll|’ll|can|am\s+going\s+to)\s+[^,]+?\s*[.!]*$`), "", nil},
	{lazy(`(?i)^\s*(?:please\s+)?show\s+me\s+everything\s+(?:left|still\s+open|open|to\s+do)\s+(?:for|in|on)\s+(?:the\s+|my\s+)?([\p{L}][^,?]*?)(?:\s+project)?\s*[.!?]*$`), "what's left in the $1 project?", nil},
	// "I picked up the parcel already, mark it done"
	{lazy(`(?i)^\s*(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+)?(?:already\s+)?(?:picked\s+up|paid|sent|posted|booked|returned|collected|bought|finished|submitted|renewed|cancelled|canceled|ordered|fixed|cleaned)\s+([^,.;]+?)(?:\s+already)?\s*[,.;]\s*(?:please\s+|pls\s+)?(?:mark|tick|check)\s+(?:it|that|this)(?:\s+(?:as\s+)?(?:done|complete|completed|off|finished))\s*(?:,?\s*please)?[.!]*$`), "mark $1 done",
		lazy(`(?i)\balready\s+(?:at|in|from|on|with|by)\b`)},
	// "Also weekly hours report is sent for this week"
	{lazy(`(?i)^\s*(?:also\s+|and\s+|ok\s+|okay\s+)?(?:the\s+|my\s+)?([\p{L}][^,?]*?)\s+(?:is|are|has\s+been|have\s+been)\s+(?:sent|paid|posted|submitted|filed|returned|delivered|handed\s+in)(?:\s+(?:for\s+this\s+week|for\s+today|today|already|now|off))?\s*[.!]*$`), "mark $1 done",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|has|have)\b|\b(?:so|because|cos|since|as)\b`)},
	// "Add for friday: a, b, c"
	{lazy(`(?i)^(\s*(?:please\s+)?add)\s+for\s+((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|\d{1,2}[/.]\d{1,2})\s*:\s*`), "$1 these for $2: ", nil},
	// "The present for Taras - what date it is now?"
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][^,?–—-]*?)\s*[-–—,]\s*what\s+(?:date|day|time)\s+(?:it\s+is|is\s+it)(?:\s+(?:now|again))?\s*\??\s*$`), "when is the $1 due?", nil},
	// "Add label urgent to accruals and to bank reconciliation"
	{lazy(`(?i)^\s*(?:please\s+)?add\s+(?:the\s+)?(?:label|tag)\s+["“]?@?([\p{L}\d_-]+)["”]?\s+to\s+(.+?)\s+and\s+(?:to\s+)?(.+?)(?:\s*,?\s*please)?\s*[.!]*$`), "tag $2 and $3 as $1", nil},
	// "Change the weekly hours report: from now it is every friday, not monday"
	{lazy(`(?i)^\s*(?:please\s+)?change\s+(?:the\s+|my\s+)?([\p{L}][^:,]*?)\s*[:,-]\s*from\s+now(?:\s+on)?\s+it\s+is\s+((?:every|each)\s+[^,]+?)\s*(?:,\s*not\s+[^,]+)?\s*[.!]*$`), "make the $1 repeat $2", nil},
	// fillers said in passing: "porfa", "ya", "like", "would ya", "na", "po"
	{lazy(`(?i)\s+(?:porfa|por\s+favor|ya|would\s+ya|will\s+ya|like|na\s+lang|pala|na|po|mate|pet|hen)\s*([,:]|[.!?]*$)`), "$1", lazy(`(?i)\b(?:the|a|an|my|our|his|her|your|their|this|that)\s+(?:hen|pet|mate|like)\s*(?:[,:]|[.!?]*$)`)},
	// "howay, whats due this week?", "right, need to …": a word to open
	{lazy(`(?i)^\s*(?:howay|wey|why\s+aye|right|aye|ok\s+so|so\s+yeah|well)\s*[,!.]\s*`), "", nil},
	// "remind us", "show us all me projects", "make us a project": Northern
	// "us" and "me" for "me" and "my"
	{lazy(`(?i)\b(remind|show|give|tell|send|get)\s+us\b`), "$1 me", nil},
	{lazy(`(?i)\b(make|create|start|set\s+up)\s+(?:us|me)\s+(a\s+(?:new\s+)?project)\b`), "$1 $2", nil},
	{lazy(`(?i)\b(all|show|list|of|in)\s+me\s+(projects|tasks|notes|stuff|milestones|jobs)\b`), "$1 my $2", nil},
	// "put these in the quince project porfa: a, b, c"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|file)\s+(?:these|the\s+following|them)\s+(?:in|into|under|to)\s+(?:the\s+|my\s+)?([\p{L}][^:]*?)(?:\s+project)?\s*:\s*`), "${1}add to the $2 project: ",
		lazy(`(?i)\b(?:task|note|list)\s*:`)},
	// "another milestone for it, carpet down by 10/01"
	{lazy(`(?i)^\s*(?:and\s+)?another\s+milestone\s+(?:for|to|in|on)\s+(?:it|that|this|the\s+same\s+project)\s*[,:-]\s*(.+)$`), "add a milestone $1 to it", nil},
	// "the carpet milestone is moving to the 17th jan"
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}][^,]*?\s+milestone)\s+(?:is|'s|’s)\s+(?:moving|moved|going|changing|changed|pushed|put\s+back)\s+(?:to\s+)?(.+?)\s*[.!]*$`), "move the $1 to $2", nil},
	// "oops no I didnt, they never called me back. reopen that"
	{lazy(`(?i)^\s*(?:(?:oops|oh|sorry|wait)\s*,?\s+)?(?:no\s*,?\s+)?i\s+(?:didn'?t|didn’t|did\s+not)\s*[,;]\s*[^.!]*[.!]\s+((?:please\s+)?(?:reopen|undo|untick|put\s+back)\s+(?:that|it|this)(?:\s+one)?\s*[.!]*)$`), "$1", nil},
	// "the party is 2/8 — add a milestone \"the party!\" on 2/8 to P"
	{lazy(`(?i)^\s*(?:the\s+)?[^—–]+?\s+is\s+(?:on\s+)?\S+\s*[—–]+\s*((?:please\s+)?add\s+.+)$`), "$1", nil},
	// "is there anything in the food drive project without a date?"
	{lazy(`(?i)^\s*(?:is\s+there\s+)?anything\s+in\s+(?:the\s+|my\s+)?([\p{L}][^?]*?)(?:\s+project)?\s+(?:without|with\s+no)\s+(?:a\s+)?(?:due\s+)?date\s*\??\s*$`), "which $1 tasks have no due date?", nil},
	// "post the cards no later than 11 December"
	{lazy(`(?i)\bno\s+later\s+than\b`), "by", nil},
	// "Oh, and the tea trolley starts at 2pm."
	{lazy(`(?i)^\s*(?:oh\s*,?\s*)?(?:and\s+)?(?:the\s+|my\s+)?([\p{L}][^,]*?)\s+(?:starts|begins|kicks\s+off)\s+at\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)|\d{1,2}[:.]\d\d)\s*[.!]*$`), "move the $1 to $2", correctionNot},
	// "… with these tasks: a, b and c"
	{lazy(`(?i)\bwith\s+(?:these|the\s+following)\s+(?:tasks|jobs|to-?dos)\s*:`), "with tasks:", nil},
	// "Sorry, the krumkake are not done yet — only the jars. Please put the
	// krumkake back."
	{lazy(`(?i)^\s*(?:sorry\s*,?\s*)?[^.]*?\bnot\s+(?:done|finished)(?:\s+yet)?\b[^.]*[.!]\s+(?:please\s+)?(?:put|bring|set)\s+(?:the\s+)?(.+?)\s+back(?:\s+(?:to\s+)?(?:open|undone|not\s+done))?\s*[.!]*$`), "reopen the $1", nil},
	// "The tea trolley - change it to fortnightly."
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][^,:–—-]*?)\s*[-–—:]\s*(?:please\s+)?(?:change|make|set)\s+it\s+(?:to\s+)?(fortnightly|weekly|monthly|daily|every\s+other\s+week|every\s+\w+)\s*[.!]*$`), "make the $1 repeat $2", nil},
	// "Would you please show me everything I have completed so far?"
	{lazy(`(?i)^\s*(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(?:show|list|tell|give)\s+(?:me\s+)?(?:everything|all|all\s+the\s+(?:tasks|things)|what)\s+(?:that\s+)?(?:i|we)\s+(?:have|'ve|’ve)\s+(?:completed|finished|done|ticked\s+off)(?:\s+so\s+far)?\s*[?.!]*$`), "what have I completed?", nil},
	// "Add a task to the plant sale project to write thank-you notes":
	// the project, then the task
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put|create)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do|item)\s+(?:to|in|into|under)\s+(?:the\s+|my\s+)?([\p{L}\d][^,:]*?)\s+project\s+(?:to|for|:)\s+`), "${1}add to the $2 project: ", nil},
	// "Please add the following three items to my list: a, b, and c"
	{lazy(`(?i)^(\s*(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(?:add|put|create))\s+(?:the\s+)?following(?:\s+(?:\d+|two|three|four|five|six|seven|eight))?\s+(?:items|tasks|things|to-?dos|reminders)(?:\s+(?:to|on|onto)\s+(?:my|the)\s+(?:list|to-?do\s+list|tasks))?\s*:\s*`), "$1 these tasks: ", nil},
	// "mark give notice on flat as done - emailed landlord today": what
	// was done after a dash is the user's remark
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check|cross)\s+.+?\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s*(?:[-–—;]|,)\s+(?:i\s+|we\s+|just\s+|finally\s+|already\s+)?(?:emailed|called|rang|phoned|paid|sent|booked|spoke|talked|did|done|got|handed|posted|dropped|picked|sorted|signed|told|texted|messaged|gave|went)\b[^.!?]*[.!]*$`), "$1", nil},
	// "delete the taxi to airport one, dad's driving me": the reason
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|drop|scrap|bin|get\s+rid\s+of)\s+(?:the\s+)?.+?\s+one)\s*[,;–—-]\s+(?:[\p{L}]+(?:'s|’s)\s|i'?m\b|i’m\b|i\s+am\b|we'?re\b|not\s+needed|no\s+longer|don'?t\b|dont\b|because\b|cos\b|since\b|as\s+(?:i|we|he|she|they)\b|(?:he|she|they|we|i|it)\s+[\p{L}'’]+\b)[^.!?]*[.!]*$`), "$1", nil},
	// "buy oranges for half time saturday, football label also"
	{lazy(`(?i)\s*,\s*(?:and\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)\s+(?:also|too|as\s+well)\s*[.!]*$`), ", tag it $1", nil},
	// "campervan need milestone \"electrics done\" 15/01"
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}\d][\p{L}\d'’ -]*?)(?:\s+project)?\s+needs?\s+(?:a\s+|another\s+|new\s+)?milestone\s+(.+)$`), "add a milestone $2 to $1",
		lazy(`(?i)^\s*(?:what|which|who|when|where|how|is|are|do|does|did|i|we|it|this|that|project|in|for|on)\b|\b(?:i|we|you)\s+needs?\b`)},
	// "new project Under 10s season, tasks order new kit, collect subs"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|make|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+[^,:]+?)\s*,\s*(?:with\s+)?(?:tasks?|to-?dos?|jobs)\s+((?:[^:,]+,)+[^:]+)$`), "$1 with tasks: $2", nil},
	// "what milestones campervan got"
	{lazy(`(?i)^\s*what\s+milestones?\s+(?:does\s+|do\s+|has\s+|have\s+)?(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d'’ -]*?)(?:\s+project)?\s+(?:got|have|has|have\s+got|has\s+got)\s*\??\s*$`), "show the milestones of the $1 project",
		lazy(`(?i)\b(?:we|i|you|they|us)\s+(?:got|have|has|have\s+got)\s*\??\s*$`)},
	// "tag the qbank and ECG stuff as exam": two sets of tasks
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label))\s+(?:the\s+|my\s+|all\s+(?:the\s+)?)?([\p{L}\d][\p{L}\d'’-]*)\s+and\s+([\p{L}\d][\p{L}\d'’-]*)\s+(?:stuff|things|tasks|ones|bits)\s+(as|with)\s+`), "$1 $2 and $3 $4 ", nil},
	// "pay council tax final bill 15/12 under house move": the project
	{lazy(`(?i)^(\s*(?:add\s+)?[\p{L}][^,:?]*?)\s+under\s+(?:the\s+|a\s+|an\s+|my\s+)?([\p{L}][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*)?)\s+project\s*[.!]*$`), "$1 #$2",
		lazy(`(?i)^\s*(?:put|move|file|stick|pop|what|which|who|when|where|how|is|are|do|does|did|show|list)\b`)},
	// "capture a note: ward 7 audit - 42 charts reviewed"
	{lazy(`(?i)^\s*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:capture|take|jot|jot\s+down|make|write|save|add)\s+(?:a|this|the)\s+note(?:\s+for\s+me)?\s*[:–—-]\s*`), "note: ", nil},
	// "… Please make that a high priority item, as I have put it off long
	// enough": the task said before it, at that priority
	{lazy(`(?i)([^.!?]+?)\s*[.!]\s+(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(?:make|mark|set|flag)\s+(?:that|it|this)\s+(?:as\s+)?(?:a\s+)?(high|low|urgent|top)(?:[\s-]+priority)?(?:\s+(?:item|task|one|thing|reminder))?\s*(?:[,;]\s*(?:as|because|since|for|so)\b[^.!?]*)?[.!?]*\s*$`), "$1, $2 priority", nil},
}

// stop44Statements: a fact said first and then a request for "it"
// ("The checkup itself is on 12/22 at 10:30 am. Would you kindly add it to
// my list?"): groups 1 the thing, 2 when, 3 what kind (a milestone, a
// task), 4 the project it goes to.
var stop44Statement = lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([\p{L}][^.!?]*?)(?:\s+itself)?\s+(?:is|will\s+be|is\s+going\s+to\s+be|'s|’s)\s+(?:(?:being\s+)?(?:held|scheduled|set|booked|happening|taking\s+place|planned)\s+)?((?:on|at|this|next|tomorrow|today)\b[^!?]*?)\s*[.!]\s+(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(?:add|put|make|set\s+up|create)\s+(?:it|that|this)(?:\s+(?:as|in\s+as)\s+(?:a\s+|an\s+)?(milestone|task|item|reminder|to-?do|deadline))?(?:\s+(?:for|to|in|under|on)\s+(?:the\s+|my\s+)?(.+?))?\s*(?:,?\s*please)?\s*[?.!]*\s*$`)

// stop44Done: a thing done, said first, and "mark that one done"
// ("I telephoned Dr. Patel's office this morning and the appointment is
// set. Please mark that one as done."): group 1 names the task.
var stop44Done = lazy(`(?i)^\s*(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+|finally\s+|just\s+)*(?:telephoned|phoned|called|rang|emailed|paid|sent|posted|booked|returned|collected|picked\s+up|dropped\s+off|bought|ordered|finished|submitted|renewed|cancelled|canceled|wrote|visited|spoke\s+to|talked\s+to|went\s+to|took)\s+((?:[^,—–.!?]|\b(?:dr|mr|mrs|ms|st|prof|rev|fr)\.)+?)(?:\s+(?:this\s+morning|this\s+afternoon|this\s+evening|today|yesterday|earlier(?:\s+today)?|just\s+now|last\s+night|at\s+last))?\s*,?\s+(?:and|so|but)\s+[^.!?]*[.!]\s+(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)*(?:mark|tick|check|cross)\s+(?:that|it|this)(?:\s+one)?\s+(?:as\s+)?(?:done|complete|completed|finished|off)\s*(?:,?\s*please)?[.!?]*\s*$`)

// stop44Rewritten is text with stop 44's frames read as the rules read them.
func stop44Rewritten(text string) string {
	text = weekdayCommaDate.ReplaceAllString(text, "$1 $2")
	text = plusBeforeVerb(text)
	if m := stop44Done.FindStringSubmatch(text); m != nil {
		return "mark " + strings.TrimSpace(m[1]) + " done"
	}
	if m := stop44Statement.FindStringSubmatch(text); m != nil {
		thing, when, kind, place := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), strings.ToLower(m[3]), strings.TrimSpace(m[4])
		if kind == "milestone" || kind == "deadline" {
			if place == "" || ownList.MatchString(place) {
				return "add a milestone " + thing + " " + when
			}
			return "add a milestone " + thing + " to " + strings.TrimSuffix(place, " project") + " " + when
		}
		if place == "" || ownList.MatchString(place) {
			return "add " + thing + " " + when
		}
		return "add " + thing + " " + when + " to the " + strings.TrimSuffix(place, " project") + " project"
	}
	if m := routineThenRepeat.FindStringSubmatch(text); m != nil {
		// "Every Saturday morning I check the hives. Could you put that in
		// as a repeating task, tagged bees?"
		out := "add " + strings.TrimSpace(m[2]) + " " + strings.TrimSpace(m[1])
		if m[3] != "" {
			out += " @" + m[3]
		}
		return out
	}
	if m := notThisDay.FindStringSubmatch(text); m != nil {
		// "ugh not the 10th, its 11 déc", "ah not tuesday, wednesday": the
		// day just said, corrected
		if _, isDate := datePhrase(m[2]); isDate {
			if _, wasDate := datePhrase(m[1]); wasDate {
				return "move it to " + m[2]
			}
		}
	}
	text = quotedLabel.ReplaceAllStringFunc(text, func(s string) string {
		// "tag the painting class \"me time\"": one label, its words joined
		m := quotedLabel.FindStringSubmatch(s)
		return m[1] + strings.Join(strings.Fields(strings.ToLower(m[2])), "-")
	})
	return applyGuarded(text, stop44Rewrites)
}

// routineThenRepeat: a routine said with its day, then "could you put
// that in as a repeating task" (groups: when, what, the label).
var routineThenRepeat = lazy(`(?i)^\s*((?:every|each)\s+(?:other\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?)\s+(?:i|we)\s+([^.!?]+?)\s*[.!]\s+(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?:put|add|set|make)\s+(?:that|it|this)\s+(?:in\s+|up\s+|down\s+)?as\s+(?:a\s+)?(?:repeating|recurring|weekly|regular)\s+(?:task|thing|item|reminder|one)(?:\s*,?\s*(?:tagged|labelled|labeled|with\s+the\s+(?:tag|label))\s+@?([\p{L}\d_-]+))?\s*(?:,?\s*please)?\s*[?.!]*$`)

// notThisDay: "not the 10th, its 11 déc" — the day said wrong, then the
// right one.
var notThisDay = lazy(`(?i)^\s*(?:(?:ugh|ah|oh|no|oops|sorry|wait)\s*[,!.]?\s+)?(?:actually\s*,?\s+)?not\s+(?:on\s+)?([^,;]+?)\s*[,;]\s*(?:(?:it'?s|it’s|its|it\s+is|but|make\s+it|should\s+be)\s+)?(?:on\s+)?([^,;]+?)\s*[.!]*$`)

// quotedLabel: a label of several words said in quotes after "tag … as".
var quotedLabel = lazy(`(?i)^(\s*(?:please\s+)?tag\s+[^"“,]+?\s+(?:as\s+|with\s+)?)["“]([\p{L}\d]+(?:\s+[\p{L}\d]+){1,2})["”]\s*(?:hehe+|hihi|please|pls|[.!])*\s*$`)

// weekdayCommaDate: "Friday, 12/18" — a weekday and its date are one
// date, not two things of a list.
var weekdayCommaDate = lazy(`(?i)\b((?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\s*,\s+(\d{1,2}/\d{1,2}(?:/\d{2,4})?)\b`)

// plusBetween: a plus sign between two things said.
var plusBetween = lazy(`\s+\+\s+`)

// plusBeforeVerb reads "order hen do sashes + book taxi" as two to-dos: a
// plus sign before a to-do verb, in a text that starts with one or lists
// with commas and holds no brackets, is a comma.
func plusBeforeVerb(text string) string {
	if strings.ContainsAny(text, "()") || !strings.Contains(text, "+") || !strings.Contains(text, ",") && !StartsWithTaskVerb(text) {
		return text // "rename X to print + staple Y": one title
	}
	ms := plusBetween.FindAllStringIndex(text, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		if StartsWithTaskVerb(text[ms[i][1]:]) {
			text = text[:ms[i][0]] + ", " + text[ms[i][1]:]
		}
	}
	return text
}

// correctionNot: requests and questions the short corrections ("party
// actually 22 Dec") are not.
var correctionNot = lazy(`(?i)^\s*(?:add|remind|new|create|start|what|which|who|when|where|how|is|are|do|does|did|pay|call|ring|email|buy|book|get|send|take|make|set|put|move|push)\b|\bproject\b`)

// ownDeadlineOrDay: an order said with the day it is the user's to-do by
// ("order the headphones on Allegro by friday").
var ownDeadlineOrDay = lazy(`(?i)\b(?:by|before|on|for)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next|this|end)|\b(?:today|tomorrow|tonight)\b`)

// ownList: "my list", "the to-do list", "my tasks" — where every task
// goes, no project.
var ownList = lazy(`(?i)^(?:my\s+|the\s+)?(?:list|to-?do\s+list|to-?dos|tasks|task\s+list|reminders|calendar|diary|schedule|agenda)$`)

func init() {
	outOfScope = append(outOfScope,
		// "would you please tell me how my stock portfolio did today?":
		// markets and accounts Pace cannot see
		scopeRule{re(`\b(?:how|what)\b.*\b(?:stocks?|stock\s+portfolio|portfolio|shares|share\s+price|investments?|crypto|bitcoin|ethereum|savings\s+account|bank\s+balance|pension\s+pot|401\s?k|index\s+funds?|dow\s+jones|ftse|nasdaq|s&p)\b.*\b(?:did|doing|do|done|perform(?:ed|ing)?|worth|up|down|today|now|going|balance)\b|\b(?:tell|show|give)\s+me\s+(?:my\s+|the\s+)?(?:stock\s+portfolio|portfolio|bank\s+balance|share\s+prices?|stock\s+prices?)\b`),
			lookupReply, false, nil, ownFinanceThing},
		// "Transfer 50,000 rupees to Priya's HDFC account": money moved
		scopeRule{re(`^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:transfer|wire|remit|send|move)\s+(?:rs\.?\s*|inr\s*|₹\s*|\$\s*|£\s*|€\s*)?\d[\d,.]*\s*(?:k|lakh|lakhs|crore|rupees|rs|dollars|bucks|pounds|quid|euros|usd|inr|gbp|eur)?\s+(?:to|into)\s+.+?\b(?:account|a/c|acct|bank|paypal|venmo|upi|wallet)\b`),
			"I can't make payments or move money — I keep your tasks, projects and notes. To keep it as a to-do, say “remind me to transfer …”.", false, nil, nil},
		// "Order the headphones for Taras on Allegro, the cheapest one": a
		// shop Pace cannot reach
		scopeRule{re(`^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:order|buy|get|purchase)\s+.+?\s+(?:on|from|off|via)\s+(?:amazon|ebay|allegro|etsy|argos|temu|aliexpress|trade\s*me|trademe|gumtree|vinted|zalando|the\s+internet|online)\b(?:.*\b(?:cheapest|best|fastest)\b)?`),
			"I can't buy or order things — I keep your tasks, projects and notes. To keep it as a to-do, say “remind me to order …”.", false, nil, ownDeadlineOrDay},
		// "text miguel hes on the ramirez job monday": the message itself,
		// for Pace to send
		scopeRule{re(`^(?:text|message|msg|whatsapp|sms|dm)\s+[\p{L}][\p{L}'’-]*\s+(?:(?:that|to\s+say|saying)\s+)?(?:he'?s|he’s|hes|she'?s|she’s|shes|they'?re|they’re|theyre|i'?m|i’m|im|we'?re|we’re|it'?s|it’s|i'?ll|i’ll|ill|we'?ll|we’ll|he\s+is|she\s+is|they\s+are|i\s+am|we\s+are|running\s+late|on\s+my\s+way|see\s+you)\b`),
			"I can't send messages, emails or make calls. I can add a task to do it — “remind me to text Sam tonight”.", false, nil, nil},
	)
}

// ownFinanceThing: a question about the user's own project, tasks or
// notes that names a portfolio or shares ("how is the portfolio project
// doing?", "what do my notes say about the shares?").
var ownFinanceThing = re(`\b(?:projects?|notes?|tasks?|to-?dos?|milestones?|tagged|label(?:led)?)\b`)
