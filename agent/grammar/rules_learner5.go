package grammar

import "strings"

// stop36Rewrites are the families of phrasings new users of stop 36's
// trials (and stop 35's known misses) said that the rules read wrongly,
// each rewritten into words the rules read, in our own words.
var stop36Rewrites = []guardedRewrite{
	// "No — undo that, I have not finished it.": the dash after the "no"
	{lazy(`(?i)^(\s*)(no+|nope|nah|oops|sorry|wait)\s*[—–-]+\s*`), "${1}$2, ", nil},
	// "note for myself: the alarm code is 4471"
	{lazy(`(?i)^(\s*)(?:a\s+)?note\s+(?:for|to)\s+(?:myself|me|self)\s*(?::|[-–—]|,)\s*`), "${1}note to self: ", nil},
	// "add that to the secret santa task: budget is 10 quid"
	{lazy(`(?i)^(\s*)(?:add|put|write)\s+(?:that|this)\s+(?:to|in|on|into)\s+(?:the\s+)?(.+?)\s+task(?:'s\s+notes)?\s*:\s*`), "${1}add a note to the $2 task: ", nil},
	// "what remains outstanding on the Garden project"
	{lazy(`(?i)^(\s*)what\s+(?:remains|is\s+still|'s\s+still|still\s+remains)\s+(?:outstanding|open|undone|pending)\s+(?:on|in|for|of)\s+`), "${1}what's left on ", nil},
	// "how many tasks have I completed so far?", "how many have I done"
	{lazy(`(?i)^(\s*)how\s+many(?:\s+(?:tasks|things|jobs|items|of\s+them))?\s+(?:have\s+i|did\s+i|i(?:'ve|\s+have)?)\s+(?:completed|finished|done|ticked\s+off|got\s+done)(?:\s+so\s+far)?\b`), "${1}what have I completed", nil},
	// "order gel polish, book english exam, both for next monday": two
	// things said with commas, then the date both share
	{lazy(`(?i)^(\s*[^,]+?)\s*,\s*([^,]+?)\s*,\s*(both)\s+(?:for|on|by|due)\s+`), "$1 and $2, $3 ", lazy(`(?i)^[^,]*\band\b[^,]*,|^[^,]*,[^,]*\band\b[^,]*,`)},
	// "…, both next monday, english course": the project said last
	{lazy(`(?i)(,\s*both\s+[^,]+?)\s*,\s*(?:in\s+|under\s+)?([\p{L}\d][\p{L}\d' ]{1,40}?)\s*[.!]*$`), "$1, for $2", lazy(`(?i),\s*both\s+[^,]+,\s*(?:for\s|high|low|urgent|important|normal|priority|tag|label|every|each|repeat|please|thanks|pls|i\s|it|that|they)`)},
	// greetings and thanks in the user's other language, before or after
	// the request ("Bore da. I have rung the vet…", "…, salamat po")
	{lazy(`(?i)^(\s*)(?:bore\s+da|prynhawn\s+da|noswaith\s+dda|shw(?:mae|d\s+mae)|diolch(?:\s+yn\s+fawr|\s+byth)?|kumusta(?:\s+po)?|magandang\s+(?:umaga|hapon|gabi)(?:\s+po)?|salamat(?:\s+po)?|hola|buenos\s+d[ií]as|buenas(?:\s+tardes)?|bonjour|salut|ciao|namaste|as-?salamu?\s*alaikum|salam|g'?day|xin\s+chào|chào(?:\s+bạn)?|guten\s+(?:morgen|tag)|hallo|olá|bom\s+dia)(?:\s+pace)?\s*[.!,;]+\s*(\S)`), "$1$2", nil},
	{lazy(`(?i)\s*[,.!]?\s*\b(?:diolch(?:\s+yn\s+fawr|\s+byth)?|salamat(?:\s+po)?|gracias|merci|danke|cảm\s+ơn|cam\s+on|shukran)\b\s*[.!]*(\s*$|[.!]\s+|,\s*)`), "$1", nil},
	// Tagalog particles that soften a request: "high prio po", "done na",
	// "na lang" (instead) and the reason after it, "not done pa"
	{lazy(`(?i)\b(prio(?:rity)?|pls|please|thanks|thank\s+you|ok|okay|sige|yes|no|hi|hello|urgent|asap|today|tomorrow|tmrw|now|important)\s+po\b`), "$1", nil},
	{lazy(`(?i)\s+na\s+lang\b(?:\s*,.*)?\s*[.!]*$`), "", nil},
	{lazy(`(?i)\b(done|finished|tapos|paid|sent|bought)\s+na\b`), "$1", nil},
	{lazy(`(?i)\b(done|yet|finished|open|left|pending|outstanding)\s+pa\b`), "$1", nil},
	// "w milestones:", "w/ tasks": with
	{lazy(`(?i)\bw/?\s+(milestones?|tasks?|subtasks?|a\s+deadline|deadline|due\s+date)\b`), "with $1", nil},
	// "what tasks r tagged govt?": are
	{lazy(`(?i)\b(tasks|things|jobs|what|which|who|they|u|you|we|projects|milestones)\s+r\s+`), "$1 are ", nil},
	// "reply to buyer msgs everyday 9am": every day
	{lazy(`(?i)\beveryday\b(\s+(?:at\s+)?\d|\s+(?:in\s+the\s+)?(?:morning|evening|night|afternoon)\b|\s*[,.!]|\s*$)`), "every day$1", nil},
	// "…, sometime this month", "sometime next week": by its end (not
	// its first day)
	{lazy(`(?i)\b(?:some\s*time|at\s+some\s+point|any\s*time)\s+(this|next)\s+(week|month)\b`), "by the end of $1 $2", nil},
	// "according to my roommate notes when is rent due": the question
	{lazy(`(?i)^(\s*)according\s+to\s+(?:my\s+)?(?:[\p{L}\d'-]+\s+){0,3}notes?\s*,?\s*`), "${1}ask my notes ", nil},
	{lazy(`(?i)^(\s*)(?:from|in)\s+my\s+(?:[\p{L}\d'-]+\s+){0,3}notes?\s*,\s*((?:what|when|where|who|which|how|is|are|do|does|did)\b)`), "${1}ask my notes $2", nil},
	// "Please add these for me. Fix the gate, …": the list follows
	{lazy(`(?i)^(\s*)(?:please\s+|could\s+you\s+|can\s+you\s+)?(?:add|put\s+down|note\s+down|write\s+down|take\s+down)\s+(?:these|the\s+following|this\s+lot|these\s+(?:jobs|tasks|things))(?:\s+(?:for\s+me|please))*\s*[.!]\s+`), "${1}add ", nil},
	// "…, it comes round every year on the 3rd": the repetition
	{lazy(`(?i)\s*,\s*(?:it|that|this|they)\s+(?:comes?\s+(?:round|around|up)|happens?|repeats?|renews?|recurs?|is\s+due|are\s+due|falls?\s+due)\s+((?:every|each)\s|yearly|annually|monthly|weekly)`), " $1", nil},
	// "…by Wednesday, that one is important mind": high priority
	{lazy(`(?i)\s*,\s*(?:that\s+one|this\s+one|that|this|it)\s+(?:one\s+)?(?:is|'s)\s+(?:really\s+|very\s+)?(?:important|urgent)(?:\s+(?:mind|mate|like|now|tho|though))?\s*[.!]*$`), ", high priority", nil},
	// "Please add to the quad bike insurance job that the policy number is …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|put|write)\s+(?:on|to|in)\s+(?:the\s+)?(.+?)\s+(?:job|task|one|to-?do)\s+that\s+`), "${1}add a note to the $2 task: ", nil},
	// "Add to the lambing project, order colostrum …": its new task
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|put)\s+(?:to|in|into|under)\s+(?:the\s+|my\s+)?([^,:]+?\s+project)\s*,\s*`), "${1}add to the $2: ", nil},
	// "Make a new project for X. Things to do: a, b and c."
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|start|create|set\s+up|add)\s+(?:a\s+)?(?:new\s+)?project\b[^.:;]+?)\s*[.;]\s*(?:the\s+)?(?:things|jobs|tasks|to-?dos)(?:\s+to\s+do)?\s*:\s*`), "$1 with tasks ", nil},
	// "I did the TB test today, all clear. Tick it off and the gathering too."
	{lazy(`(?i)^(\s*)i\s+(?:have\s+|'ve\s+)?(?:did|done|finished|completed|sorted)\s+((?:the|my)\s+[^,.;]+?)(?:\s+today|\s+this\s+morning|\s+yesterday)?\s*[,.;][^.!]*[.!]\s*(?:please\s+)?(?:tick|mark|check|cross)\s+(?:it|that)(?:\s+one)?\s+off\s+and\s+((?:the|my)\s+.+?)\s+(?:too|as\s+well|also)\b.*$`), "${1}mark $2 done and mark $3 done", nil},
	// "Tick it off and the gathering too please": both
	{lazy(`(?i)\b(tick|mark|check|cross)\s+(it|that|this)(?:\s+one)?\s+off\s+and\s+((?:the|my)\s+.+?)\s+(?:too|as\s+well|also)\b`), "$1 $2 off and $1 off $3", nil},
	// "And move the gathering to Thursday then, the day before."
	{lazy(`(?i)^(\s*(?:and\s+)?(?:move|push|shift|change|put)\s+.+?\s+to\s+[^,]+?)\s+then\s*(?:,.*)?[.!]*$`), "$1", nil},
	// "Everything I have got due on Friday the 18th, please shift it to Monday"
	{lazy(`(?i)^(\s*)everything\s+(?:(?:that\s+)?i\s+have\s+(?:got\s+)?|i'?ve\s+got\s+|i\s+got\s+)?(due\s+.+?)\s*,\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:shift|move|push|change|put)\s+(?:it|them)\s+(?:all\s+)?to\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "${1}move everything $2 to $3", nil},
	// "actually meralco due is 18th not 20th"
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s+|oh\s+and\s+|sorry\s*,?\s+)?(.+?)\s+due(?:\s+date)?\s+is\s+(.+?\s+(?:not|instead\s+of|rather\s+than)\s+.+)$`), "${1}$2 is due $3", nil},
	// "actually wednesday not tues": the thing just changed, another day
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oops|wait|hmm|ah)\s*[,.!]?\s*)*((?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|tmrw|today|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?[\w.]+\s*[.!]*$`), "${1}actually make it $2", nil},
	// "Which of my jobs is the most urgent do you think?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:of\s+my\s+|one\s+of\s+my\s+)?(?:jobs|tasks|things|to-?dos)\s+(?:is|are)\s+(?:the\s+)?most\s+(?:urgent|important|pressing)\b.*$`), "${1}show my urgent tasks", nil},
	// "Please list everything I have got due in January."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:list|show(?:\s+me)?|give\s+me|tell\s+me)\s+(?:everything|all|what)\s+(?:that\s+)?(?:i\s+have\s+(?:got\s+)?|i'?ve\s+got\s+|i\s+got\s+|is\s+)?due\s+`), "${1}what's due ", nil},
	// "The hymn sheets want to be done by the 18th"
	{lazy(`(?i)\b(?:want|wants)\s+to\s+be\s+(done|finished|ready|sent|printed|sorted)\s+(by|for|on|before)\b`), "need to be $1 $2", nil},
	// "which Online Shop tasks are not done?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:of\s+)?(?:my\s+|the\s+)?(.+?)\s+(?:tasks|jobs|things|to-?dos)\s+(?:are|r)\s+(?:not\s+(?:done|finished|complete|completed)|still\s+open|open|left|outstanding|pending|undone)(?:\s+yet)?\s*\??\s*$`), "${1}what's left on $2", lazy(`(?i)^\s*(?:which|what)\s+(?:of\s+)?(?:my\s+|the\s+)?(?:other|open|remaining|undated|overdue|urgent|high|low|done|all)\s`)},
	// "Bore da. I have rung the vet now, please tick that one off."
	{lazy(`(?i)^(\s*i\s+(?:have|'ve)\s+(?:just\s+|now\s+|already\s+)?[a-z]+\s+[^,.;]+?)\s+(?:now|already|just\s+now|earlier(?:\s+today)?)\s*([,.;])`), "$1$2", nil},
	// "What is the first thing I should do tomorrow morning?"
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+(?:the\s+)?first\s+(?:thing|job|task)\s+(?:i\s+(?:should|need\s+to|have\s+to|must)\s+do\s+)?(tomorrow|tomorow|tmrw|today|this\s+morning|on\s+\w+day)(?:\s+morning)?\s*\??$`), "${1}what's due $2", nil},
	// "Show me all the things in the lambing project please."
	{lazy(`(?i)^(\s*(?:please\s+)?(?:show|list|give)(?:\s+me)?\s+)(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:things|jobs|stuff|items)\s+(?:in|on|for|under)\s+(?:the\s+|my\s+)?(.+?\s+project)\b`), "how is the $2 going", nil},
	// "Are there any jobs without a date on them?"
	{lazy(`(?i)^(\s*)(?:are\s+there\s+any|do\s+i\s+have\s+any|any)\s+(?:jobs|tasks|things|to-?dos)\s+(?:without|with\s+no)\s+(?:a\s+)?(?:due\s+)?date(?:\s+on\s+them)?\s*\??$`), "${1}which tasks have no due date", nil},
	// `add "standup notes" for tmrw tag work, and "fix flaky ci test" asap`:
	// the second quoted task shares the verb, the tag said inside a clause,
	// and why it is urgent is no part of it
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:add|create|new\s+task)\s+["“][^"”]+["”][^"“]*?,\s*(?:and\s+|also\s+|plus\s+)?)(["“])`), "${1}add $2", nil},
	{lazy(`(?i)(["”]\s+[^,"“]*?)\s+tag\s+@?([\p{L}\d_-]+)\s*(,|;|$)`), "$1 tagged $2$3", nil},
	{lazy(`(?i)\b(asap|urgent(?:ly)?)\s+(?:its|it's|it|this|that|cos|coz|because|since|as\s+it'?s)\b[^,;]*`), "$1", nil},
	// trials 191–193
	// "Add these ones for me: a, b, and c": the list follows the colon
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|put\s+down)\s+these(?:\s+ones)?\s+for\s+me\s*:\s*`), "${1}add ", nil},
	// "Write a note for me: …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:write|take|make|save|add|keep)\s+(?:a\s+)?(?:quick\s+)?note\s+for\s+(?:me|myself)\s*:\s*`), "${1}note: ", nil},
	// "Please note for me that I must call the plumber on Monday at 9"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:note|make\s+a\s+note|write\s+down|put\s+down)\s+(?:for\s+me\s+)?that\s+i\s+(?:must|have\s+to|need\s+to|should|gotta|got\s+to)\s+`), "${1}remind me to ", nil},
	// "I don finish ironing X, tick it off" (I have finished), "I never
	// finish it yet" (I haven't finished it)
	{lazy(`(?i)\bi\s+don\s+(finish|call|book|collect|post|clean|fix|wash|iron|order)\b`), "I have ${1}ed", nil},
	{lazy(`(?i)\bi\s+don\s+do\b`), "I have done", nil},
	{lazy(`(?i)\bi\s+don\s+buy\b`), "I have bought", nil},
	{lazy(`(?i)\bi\s+don\s+pay\b`), "I have paid", nil},
	{lazy(`(?i)\bi\s+don\s+send\b`), "I have sent", nil},
	{lazy(`(?i)^(\s*)i\s+have\s+(paid|bought|sent)\s+`), "${1}I $2 ", nil},
	// "Every Monday at 7 we have choir practice, …": the event, not "have"
	{lazy(`(?i)^(\s*(?:every|each)\s+\w+(?:\s+at\s+[\d:.]+\s*(?:am|pm)?)?\s*,?\s+)(?:we|i)\s+have\s+(?:the\s+|our\s+|my\s+)?`), "$1", nil},
	{lazy(`(?i)\bi\s+(?:never|neva)\s+(?:finish|do)\s+(it|that|this)(?:\s+yet)?\b`), "I haven't finished $1 yet", nil},
	{lazy(`(?i)^(\s*)(?:(?:ehn|ehen|abeg|hmm+|hm+|wait|ah+|oh+)\s+)*(?:ehn|ehen|abeg|hmm+|hm+|wait|ah+|oh+)\s*[,.!]+\s*`), "$1", nil},
	// "Hmm wait, undo that one"
	{lazy(`(?i)^(\s*)(?:wait\s*,?\s*)?undo\s+(?:that|this)\s+one\b`), "${1}undo that", nil},
	// "Actually the inhaler one, make it Sunday instead, <why>"
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s*|so\s+|and\s+)?((?:the|my)\s+[^,]+?\s+(?:one|task|thing|job))\s*,\s*(?:please\s+)?(?:make|move|change|put)\s+(?:it|that)\s+(?:to\s+|for\s+|on\s+)?([^,]+?)(?:\s+instead)?(?:\s*,.*)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "put the slideshow one on the 18th and tag it #creative"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|stick|shift)\s+((?:the|my)\s+[^,]+?\s+(?:one|task|thing|job))\s+(?:on|for|to)\s+`), "${1}move $2 to ", nil},
	// "tag the chem and english ones #exams": both, with the label
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+)(?:the\s+)?([\p{L}\d'-]+)\s+and\s+(?:the\s+)?([\p{L}\d'-]+)\s+ones\s+(?:as\s+|with\s+)?[#@]?([\p{L}\d_-]+)\s*[.!]*$`), "${1}the $2 one with $4 and tag the $3 one with $4", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label)\s+(?:the|my)\s+.+?)\s+(?:with\s+|as\s+)?#([\p{L}\d_-]+)\s*[.!]*$`), "$1 with $2", nil},
	// "just the tix money one high then": its priority
	{lazy(`(?i)^(\s*)(?:just\s+|and\s+|so\s+)?((?:the|my)\s+[^,]+?\s+(?:one|task|thing|job))\s+(high|low|urgent|normal|top)(?:\s+priority|\s+prio)?(?:\s+then|\s+please|\s+pls)?\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	// "what milestones has formal committee got?", "Which milestones has
	// the villa project and when are they?"
	{lazy(`(?i)^(\s*)(?:what|which)\s+milestones\s+(?:has|does)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:got|have)?\s*(?:and\s+when\s+are\s+they)?\s*\??\s*$`), "${1}show the milestones of the $2 project", nil},
	{lazy(`(?i)^(\s*)(?:what|which)\s+milestones\s+(?:has|does)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:and\s+when\s+are\s+they)\s*\??\s*$`), "${1}show the milestones of the $2 project", nil},
	// "change footy training to just thursdays, tues is cancelled …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|make|switch|set)\s+((?:the\s+|my\s+)?.+?)\s+to\s+(?:just|only)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b(?:\s+now)?(?:\s*,.*)?\s*[.!]*$`), "${1}make $2 repeat every $3", nil},
	// "…, so na only Tuesday now": Tuesdays only
	{lazy(`(?i)^(\s*)(?:the\s+)?(?:coach|school|they|teacher|club|gym)\s+(?:has\s+)?cancel+ed\s+the\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(.+?)\s+(?:for\s+good|from\s+now\s+on|for\s+the\s+rest\s+of\s+the\s+\w+)\s*,\s*(?:so\s+)?(?:na\s+|it'?s\s+|its\s+)?only\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?(?:\s+now)?\s*[.!]*$`), "${1}make the $3 repeat every $4", nil},
	// "whats the next thing i gotta do?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:the\s+)?next\s+(?:thing|task|job)\s+(?:i\s+(?:gotta|have\s+to|need\s+to|must|should)\s+do\s*)?\??\s*$`), "${1}what should I do next", nil},
	// "Kemi piano lesson is on Wednesday 5pm, every week"
	{lazy(`(?i)\b(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s+(?:at\s+)?(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s*,?\s+every\s+week\b`), "every $1 at $2", nil},
	// "The plumber has come already this morning, so the task with Señor
	// Ortega is done."
	{lazy(`(?i)^(\s*)[^,]+,\s*so\s+(?:the\s+)?task\s+(?:with|for|about)\s+(.+?)\s+is\s+(?:done|finished|complete)\s*[.!]*$`), "${1}the $2 task is done", nil},
	{lazy(`(?i)^(\s*)[^,]+,\s*so\s+((?:the|my)\s+.+?\s+task)\s+is\s+(?:done|finished|complete)\s*[.!]*$`), "${1}$2 is done", nil},
	// "Actually the chain I will clean only on Thursday, please put it for Thursday."
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s*)?((?:the|my)\s+[^,]+?)\s+i\s+(?:will|'ll|shall|can)\s+(?:only\s+)?[a-z]+\s+(?:it\s+)?(?:only\s+)?(?:on|by)\s+((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*$`), "${1}move $2 to $3", nil},
	// "The garden wall I will not do this year, please remove it."
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+i\s+(?:will\s+not|won'?t|shall\s+not|am\s+not\s+going\s+to)\s+(?:do|make|build|fix)\b[^,]*,\s*(?:so\s+)?(?:please\s+)?(?:remove|delete|drop|cancel)\s+(?:it|that)\s*[.!]*$`), "${1}delete $2", nil},
	// `Add to the Spanish bureaucracy project a milestone "TIE renewed" for 20 February.`
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+to\s+(?:the\s+)?(.+?\s+project)\s+a\s+milestone\s+(.+?)\s*[.!]*$`), "${1}add a milestone $3 to the $2", nil},
	// "Everything what is due this Friday please move to next Monday"
	{lazy(`(?i)\beverything\s+what\s+is\s+due\b`), "everything due", nil},
	{lazy(`(?i)^(\s*)(everything\s+due\s+[^,]+?)\s*,?\s+(?:please\s+)?(?:move|push|shift|put)\s+(?:it\s+|them\s+)?to\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "Everything in the villa project which has no date please put to end of January."
	{lazy(`(?i)^(\s*)(everything\s+in\s+(?:the\s+)?.+?\s+project)\s+(?:which|that)\s+(?:has\s+no|hasn'?t\s+got\s+a|has\s+not\s+got\s+a|does\s+not\s+have\s+a|doesn'?t\s+have\s+a)\s+(?:due\s+)?date(?:\s+yet)?\s*,?\s+(?:please\s+)?(?:put|set|move|make)\s+(?:it\s+|them\s+)?(?:to|for|on)\s+`), "${1}$2 that hasn't got a date yet, please set it for ", nil},
	// "Which tasks I have finished this week?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(tasks|things|jobs)\s+i\s+(?:have\s+)?(finished|completed|done)\b`), "${1}which $2 have I $3", nil},
	// "The roof inspection milestone must be moved to 15 February, <why>"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?\s+milestone)\s+(?:must|should|needs\s+to|has\s+to|will)\s+be\s+(?:moved|pushed|changed|put\s+back)\s+to\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "Add a task to pack X, put it in the Lagos project, due Dec 19"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|make)\s+(?:a\s+)?(?:new\s+)?task\s+(?:to\s+)?[^,]+?)\s*,\s*(?:and\s+)?(?:put|file)\s+it\s+(?:in|into|under)\s+(?:the\s+)?([^,]+?\s+project)\s*(?:,\s*(.+?))?\s*[.!]*$`), "$1 $3 in the $2", nil},
	// "Make that high priority please, and put it …": the courtesy between
	{lazy(`(?i)\s+(?:please|pls|thanks)\s*,\s*(and|then)\s+`), " $1 ", nil},
	// "Make that high priority please, and put it into a project "X"."
	{lazy(`(?i)\band\s+(?:put|move|file)\s+it\s+(?:in|into|under|to)\s+(?:a|the)\s+(?:new\s+)?project\s+["“]([^"”]+)["”]\s*[.!]*$`), "and put it in the $1 project", nil},
	// `Then change this task to "X" and give it the date Wednesday.`
	{lazy(`(?i)^(\s*)(?:then\s+|and\s+)?(?:please\s+)?change\s+(?:this|that|the)\s+(?:task|one)\s+to\s+(["“][^"”]+["”])\s+and\s+(?:give\s+it|set)\s+the\s+(?:date|due\s+date|deadline)\s+(?:to\s+)?(.+?)\s*[.!]*$`), "${1}rename it to $2 and move it to $3", nil},
	// "Oh no, I was too fast, …. Please open this task again."
	{lazy(`(?i)\bopen\s+(this|that)\s+(task|one)\s+again\b`), "reopen that task", nil},
	{lazy(`(?i)^(\s*)(?:oh\s+no\s*[,.!]?\s*)?i\s+was\s+(?:too|a\s+bit\s+too|a\s+little\s+too)\s+(?:fast|quick|hasty|premature|early)\s*[,.!]\s*`), "$1", nil},
	// "How many tasks are open in total, and which one is the most urgent?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs|to-?dos)\s+(?:are|do\s+i\s+have|have\s+i\s+got)\s+(?:still\s+)?(?:open|left|to\s+do|outstanding)(?:\s+in\s+total)?\b.*$`), "${1}show my open tasks", lazy(`(?i)\b(?:left|open|to\s+do|outstanding)\s+(?:to\s+do\s+)?(?:for|in|on|of|under)\s`)},
	// "What is on my list for today and tomorrow?"
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+(?:on\s+my\s+(?:list|plate|agenda)|due)\s+(?:for\s+)?today\s+and\s+(tomorrow|tomorow|tmrw)\s*\??\s*$`), "${1}what's due today and tomorrow", nil},
	// "…, please remind me of this weekly and it should have the label cycling."
	{lazy(`(?i)\b(?:and\s+)?it\s+should\s+(?:have|get|carry)\s+the\s+(?:label|tag)\s+["“]?@?([\p{L}\d_-]+)["”]?`), "label it $1", nil},
	{lazy(`(?i)\s*,\s*(?:please\s+)?remind\s+me\s+(?:of|about)\s+(?:this|it|that)\s+(?:weekly|every\s+week|each\s+week)\s*(?:and\s+)?`), ", ", lazy(`(?i)^[^,]*$`)},
	// "Please make a project "P" with these three things as tasks: a, b, c."
	{lazy(`(?i)\bwith\s+(?:these|the\s+following|those)\s+(?:\w+\s+)?(?:things|items|jobs|points)\s+as\s+tasks\s*:\s*`), "with tasks ", nil},
	// "Please create for the Modelo 720 declaration a task: …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:create|add|make)\s+for\s+(?:the\s+|my\s+)?[^:]+?\s+a\s+(?:new\s+)?task\s*:\s*`), "${1}add ", nil},
	// "And one more for the IRPF: ask …, also label taxes, but normal priority, no date."
	{lazy(`(?i)^(\s*)(?:and\s+)?(?:one\s+more|another\s+one)(?:\s+for\s+(?:the\s+|my\s+)?[^:]+?)?\s*:\s*`), "${1}add ", nil},
	{lazy(`(?i),\s*(?:also|and\s+also)\s+(label|tag)\b`), ", $1", nil},
	{lazy(`(?i),\s*but\s+(normal|low|high|urgent)\s+(priority|prio)\b`), ", $1 $2", nil},
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:no\s+(?:due\s+)?date|without\s+(?:a\s+)?date|undated)\s*[.!]*$`), "", nil},
	// trial 188's remaining families
	// "The vet is coming Thursday the 10th at 2 oclock to do …": the day
	// is no "coming Thursday"
	{lazy(`(?i)\b(is|are|'s)\s+coming\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day\b)`), "$1 coming on $2", nil},
	// "change the label on the birthday task from family to birthdays"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|switch|swap)\s+the\s+(?:label|tag)\s+(?:on|of|for)\s+(?:both\s+)?(?:the\s+|my\s+)?(.+?)\s+from\s+@?([\p{L}\d_-]+)\s+to\s+@?([\p{L}\d_-]+)\s*(?:please)?\s*[.!]*$`), "${1}remove the $3 label from the $2 and tag it $4", lazy(`(?i)\b(?:tasks|jobs|ones|things)\s+from\s`)},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|switch|swap)\s+the\s+(?:label|tag)\s+(?:on|of|for)\s+(?:both\s+|all\s+)?(?:the\s+|my\s+)?(.+?)\s+from\s+@?([\p{L}\d_-]+)\s+to\s+@?([\p{L}\d_-]+)\s*(?:please)?\s*[.!]*$`), "${1}remove the $3 label from the $2 and tag them $4", nil},
	// "Mrs Hughes says yes to the cakes, tick that off please."
	{lazy(`(?i)\b(?:says|say)\s+yes\s+(to|about|on)\b`), "said yes $1", nil},
	// "The scanning has been moved, the man can only come on the 15th of
	// January now. Please change the milestone."
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,.]+?)\s+(?:has|have)\s+been\s+(?:moved|changed|put\s+back)\b[^.]*?\b(?:on|to|for)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]+|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b[^.]*[.!]\s*(?:so\s+)?(?:please\s+)?(?:change|move|update)\s+the\s+milestone\s*(?:please)?\s*[.!]*$`), "${1}move the $2 milestone to $3", nil},
	// "Actually the vet rang back and said Friday not Thursday. Can you
	// move the TB test please."
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s*)?[^.]*?\b(?:said|says)\s+((?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the\s+)?\d{1,2}(?:st|nd|rd|th))\s+(?:not|instead\s+of|rather\s+than)\s+\w+\s*[.,;]\s*(?:so\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:move|change|shift|put)\s+(.+?)(?:\s+please)?\s*[.?!]*$`), "${1}move $3 to $2", nil},
	// "actually make it 18th morning": the day of the month, in the morning
	{lazy(`(?i)\b(?:the\s+)?(\d{1,2}(?:st|nd|rd|th))\s+(morning|afternoon|evening)\b`), "the $1 in the $2", nil},
	// trials 194–196
	// "Right, let's get started. Remind me to …": no request of its own
	{lazy(`(?i)^(\s*)(?:(?:right|ok|okay|so|well|alright)\s*,?\s*)?let'?s\s+(?:get\s+started|begin|start|go|do\s+this|get\s+going)\s*[.!,]+\s*`), "$1", nil},
	// "As decided in meeting, kindly add …": why, before the request
	{lazy(`(?i)^(\s*)as\s+(?:decided|agreed|discussed|planned)\s+(?:in|at)\s+(?:the\s+)?(?:\w+\s+)?meeting\s*,\s*`), "$1", nil},
	// Scots: "the morn" (tomorrow), "whit's" (what's), "nae rush"
	{lazy(`(?i)\bthe\s+morn\b`), "tomorrow", nil},
	{lazy(`(?i)^(\s*)whit(?:'s|s)\b`), "${1}what's", nil},
	{lazy(`(?i)^(\s*)whit\b`), "${1}what", nil},
	{lazy(`(?i)\bnae\s+rush\b`), "no rush", nil},
	{lazy(`(?i)\b(?:some\s*time|at\s+some\s+point)\s+in\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b`), "by the end of $1", nil},
	// courtesy in the user's first language: "por favor", "obrigada"
	{lazy(`(?i)\s*,?\s*\b(?:por\s+favor|obrigad[oa]|per\s+favore|bitte|s'il\s+(?:te|vous)\s+pla[iî]t|dhanyavaad|shukriya)\b\s*[.!]*`), "", nil},
	// European times after a repeated day: "every wednesday 19h"
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s+([01]?\d|2[0-3])h([0-5]\d)\b`), "$1 at $2:$3", nil},
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s+([01]?\d|2[0-3])h\b`), "$1 at $2:00", nil},
	// "Trustees meeting kindly postpone to 19th Dec evening 6 pm."
	{lazy(`(?i)\b(?:in\s+the\s+)?(?:evening|afternoon|night)\s+(?:at\s+)?(\d{1,2}(?::\d\d)?\s*pm)\b`), "at $1", lazy(`(?i)\b(?:every|each)\s+(?:evening|afternoon|night)\b`)},
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,;.]+?)\s+(?:kindly|please|pls)\s+(?:postpone|prepone|move|shift|push|reschedule|change)\s+(?:it\s+)?to\s+(.+?)\s*[.!]*$`), "${1}move $2 to $3", lazy(`(?i)\b(?:everything|all\s+(?:the\s+)?tasks|anything)\b|\b(?:has|have|had|is|was|were)\s+(?:moved|changed|been)\b`)},
	// "my appointment is preponed to 8th December same time. Kindly do
	// the needful.", "the AIMA appointment changed to 21 january same hour"
	{lazy(`(?i)\s*[.,]?\s*(?:kindly|please)\s+do\s+the\s+needful\s*[.!]*$`), "", nil},
	{lazy(`(?i)\bprepone(?:d)?\b`), "moved", nil},
	{lazy(`(?i)^(\s*)(?:[^,]+?\s+(?:called|rang|phoned|messaged|emailed|wrote)\s*,\s*)?((?:my|the)\s+[^,]+?)\s+(?:is\s+|has\s+been\s+|was\s+|got\s+)?(?:moved|changed|shifted|postponed|rescheduled|brought\s+forward)\s+to\s+([^,.]+?)(?:\s*,?\s*(?:same\s+(?:time|hour)|at\s+the\s+same\s+time))?\s*[.!]*$`), "${1}move $2 to $3", lazy(`(?i)\bmilestone\b|\b(?:has|have|'s)\s+(?:been\s+)?moved\b|\bwas\s+moved\b`)},
	// "ok sorry, really change it to 21 january at 10h30, the letter arrived today"
	{lazy(`(?i)\breally\s+(change|move|make|set)\b`), "$1", nil},
	{lazy(`(?i)^(\s*(?:(?:ok|okay|sorry|no)\s*,?\s*)*(?:please\s+)?(?:change|move|push|put)\s+(?:it|that|this)\s+to\s+[^,]+?)\s*,\s*(?:the|my|i|it|we|they|he|she|as|because|since|cos)\b.*$`), "$1", nil},
	// "Ugh, that was wrong, undo": one undo
	{lazy(`(?i)^(\s*)(?:(?:ugh|argh|oops|damn|bother|oh\s+dear|no)\s*[,.!]*\s*)?(?:that|this|it)\s+(?:was|is|'s)\s+(?:wrong|a\s+mistake|not\s+right|incorrect)\s*[,.!;-]+\s*(?:please\s+)?undo(?:\s+(?:it|that|this))?\s*[.!]*$`), "${1}undo that", nil},
	// "Could you pay the council tax for me, it's due on the 1st?"
	{lazy(`(?i)^(\s*(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:pay|buy|order|book|send|renew|transfer)\s+.+?\s+for\s+me)\s*,\s*(?:it'?s|it\s+is|they'?re|they\s+are)\s+due\b.*$`), "$1?", nil},
	// "I run every Tuesday and Thursday at 6am, can you put that in as a
	// repeating task called "Easy 5k run""
	{lazy(`(?i)^(\s*)(?:i\s+(?:\w+\s+){1,2}?)?((?:every|each)\s+[^,]+?)\s*,\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:put|add|set|make)\s+(?:that|this|it)\s+(?:in|up|down)?\s*(?:as\s+)?(?:a\s+)?(?:repeating\s+|recurring\s+|weekly\s+)?(?:task|reminder)\s+called\s+(["“][^"”]+["”])\s*[.!?]*$`), "${1}add $3 $2", nil},
	// "Every weekday I am picking up Aarav … Kindly make this a repeating task."
	{lazy(`(?i)[.!]\s*(?:kindly|please)\s+make\s+(?:this|it|that)\s+(?:a\s+)?(?:repeating|recurring)\s+(?:task|reminder)\s*[.!]*$`), "", nil},
	{lazy(`(?i)^(\s*(?:every|each)\s+\w+\s+)i\s+(?:am|'m)\s+picking\s+`), "${1}pick ", nil},
	{lazy(`(?i)^(\s*(?:every|each)\s+\w+\s+)i\s+(?:am|'m)\s+dropping\s+`), "${1}drop ", nil},
	{lazy(`(?i)^(\s*(?:every|each)\s+\w+\s+)i\s+(?:am|'m)\s+taking\s+`), "${1}take ", nil},
	{lazy(`(?i)^(\s*(?:every|each)\s+\w+\s+)i\s+(?:am|'m)\s+(collect|fetch|walk)ing\s+`), "${1}$2 ", nil},
	// "New project: Parents Evening, it's on Thursday 17th December. Tasks for it: a, b, c"
	{lazy(`(?i)^(\s*)(?:new|create\s+a|make\s+a|start\s+a)\s+project\s*:?\s*([^,.]+?)\s*,\s*(?:it'?s|it\s+is)\s+(?:on\s+)?([^.]+?)\s*\.\s*(?:the\s+)?(?:tasks|jobs|things\s+to\s+do)(?:\s+for\s+it)?\s*:\s*`), "${1}new project $2 due $3 with tasks ", nil},
	// "Parents evening went fine - mark all the parents evening tasks as done"
	{lazy(`(?i)^(\s*)[^-–—,.]+?\s+(?:went|was|is)\s+(?:fine|well|great|ok|okay|good|brilliant)\s*[-–—]+\s*((?:please\s+)?(?:mark|tick|complete)\s+(?:all|every|everything)\b)`), "$1$2", nil},
	// "What's high priority just now?"
	{lazy(`(?i)\s+(?:just\s+now|right\s+now|at\s+the\s+moment|currently)\s*\?`), "?", nil},
	// "Add a task from that: chase Mr Patel …"
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+(?:a\s+)?task\s+(?:from|out\s+of|for)\s+(?:that|this|it)\s*:\s*`), "${1}add ", nil},
	// "No no, actually medium."
	{lazy(`(?i)^(\s*)(?:no\s*,?\s*)+actually\s*,?\s*(high|medium|low|urgent|normal|top)(?:\s+priority)?\s*[.!]*$`), "${1}make it $2 priority", nil},
	// "Tag all the school related tasks as grandchildren also."
	{lazy(`(?i)\b([\p{L}\d]+)[\s-]+related\s+(tasks|things|jobs)\b`), "$1 $2", nil},
	{lazy(`(?i)^(\s*(?:tag|label)\s+.+?)\s+(?:also|too|as\s+well)\s*[.!]*$`), "$1", nil},
	// "Change the PCDA milestone date to 15th February."
	{lazy(`(?i)^(\s*)(?:please\s+|kindly\s+)?(?:change|set|update|move)\s+((?:the\s+)?.+?\s+milestone)(?:'s)?\s+(?:date|deadline|due\s+date)\s+to\s+`), "${1}move $2 to ", nil},
	// "Cardiology appointment is over, went well. Kindly close it."
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,.]+?)\s+(?:is|was)\s+(?:over|done|finished|completed)\b[^.]*[.!]\s*(?:kindly\s+|please\s+)?(?:close|complete|tick\s+off|mark\s+(?:it\s+)?(?:as\s+)?done)\s*(?:it|that)?\s*[.!]*$`), "${1}$2 is done", nil},
	// "Which pension related tasks are there? Kindly list all."
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:all\s+)?([\p{L}\d-]+)\s+(?:tasks|jobs|things)\s+(?:are\s+there|do\s+i\s+have|have\s+i\s+got)\b.*$`), "${1}show my $2 tasks", nil},
	// "Show me all my projects and how much progress is there."
	{lazy(`(?i)^(\s*)(?:please\s+|kindly\s+)?(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?my\s+projects\b.*$`), "${1}show my projects", lazy(`(?i)\b(?:deadlines?|milestones?|due|dates?|archived)\b`)},
	// "What all is there for next week?"
	{lazy(`(?i)^(\s*)what\s+all\s+(?:is\s+there|do\s+i\s+have|is\s+due|is\s+pending)\s+(?:for\s+)?`), "${1}what's due ", nil},
	// "OK instead mark the BP tablets one as completed since it is purchased."
	{lazy(`(?i)^(\s*)(?:ok(?:ay)?\s*,?\s*)?instead\s*,?\s+`), "$1", nil},
	{lazy(`(?i)\b(completed|done|complete|finished)\s+(?:since|as|because)\s+(?:it|they)\s+(?:is|are|was|were|has\s+been|have\s+been)\s+\w+\s*[.!]*$`), "$1", nil},
	// "… after 3 months i.e. 8th March 2027 for ECG review"
	{lazy(`(?i)\bafter\s+\d+\s+(?:days|weeks|months)\s+(?:i\.?\s*e\.?|that\s+is|viz\.?)\s+`), "on ", nil},
	// "Every Sunday 7 am temple seva, repeat weekly, label temple."
	{lazy(`(?i)(\bevery\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b[^,]*)\s*,\s*(?:(?:repeat(?:ing)?|repeats)\s+)?(?:weekly|every\s+week)\b`), "$1", nil},
	// "for the rebranding add milestones: a until 18 december, …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?add\s+(?:the\s+)?milestones\s*:\s*`), "${1}add milestones to $2: ", nil},
	// "what did I get done this week? I need to feel like …": the question
	{lazy(`(?i)^([^?]+\?)\s+i\s+(?:need|want|just\s+want|would\s+like|'d\s+like)\s+to\s+(?:feel|know|make\s+sure|check|see|be\s+sure)\b.*$`), "$1", nil},
	// "which tasks I have with the finance tag?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs)\s+(?:do\s+)?i\s+have\s+(?:with\s+)?(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s*\??\s*$`), "${1}which tasks are tagged $2", nil},
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs)\s+(?:do\s+)?i\s+have\s+with\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s*\??\s*$`), "${1}which tasks are tagged $2", nil},
	{lazy(`(?i)^(\s*)what\s+(?:do\s+)?i\s+have\s+(?:tagged|labelled|labeled)\s+@?([\p{L}\d_-]+)\s*\??\s*$`), "${1}which tasks are tagged $2", nil},
	// "I need to renew my visa at AIMA, the appointment is 14 january at
	// 10h30, put it high priority": the task, on the appointment's day
	{lazy(`(?i)^(\s*)(i\s+(?:need|have|must|got)\s+to\s+.+?)\s*,\s*the\s+(?:appointment|meeting|slot|booking|interview)\s+is\s+(?:on\s+|at\s+)?([^,]+?)\s*(,.*)?$`), "${1}$2 on $3$4", nil},
	// "the invoice for Padaria Estrela, I sent it today, mark done"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*i\s+(?:already\s+|just\s+)?(?:sent|paid|did|bought|finished|posted|booked|called|made|fixed|submitted)\s+(?:it|them|that)(?:\s+(?:today|yesterday|already|this\s+morning))?\s*,\s*(?:please\s+)?(?:mark|tick|check)\s+(?:it\s+)?(?:as\s+)?(?:done|complete|off)\s*[.!]*$`), "${1}$2 is done", nil},
	// "no wait it was correct, I sent yes. mark done again"
	{lazy(`(?i)^(\s*)(?:no\s*,?\s*)?(?:wait\s*,?\s*)?it\s+was\s+(?:correct|right|fine|done)\b[^.]*[.!]\s*(?:please\s+)?mark\s+(?:it\s+)?(?:as\s+)?done(?:\s+again)?\s*[.!]*$`), "${1}mark it done", nil},
	{lazy(`(?i)^(\s*)mark\s+(?:as\s+)?done\s+again\s*[.!]*$`), "${1}mark it done", nil},
	// "and the moodboard milestone also approved, mark it complete"
	{lazy(`(?i)^(\s*)(?:and\s+)?((?:the\s+)?.+?\s+milestone)\s+(?:is\s+|was\s+)?(?:also\s+|too\s+)?(?:approved|done|finished|reached|complete|completed|hit|signed\s+off)\s*,?\s*(?:so\s+)?(?:please\s+)?(?:mark|tick)\s+(?:it|that)\s+(?:as\s+)?(?:complete|done|off)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "all the tasks in baby shower project put the tag "carol""
	{lazy(`(?i)^(\s*)(all\s+(?:the\s+)?tasks\s+(?:in|of)\s+(?:the\s+)?.+?\s+project)\s+(?:put|add|give)\s+(?:the\s+|a\s+)?(?:tag|label)\s+["“]?@?([\p{L}\d_-]+)["”]?\s*[.!]*$`), "${1}tag $2 with $3", nil},
	// "what is in the Baby shower project that is still open?"
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+(?:in|on)\s+(?:the\s+)?(.+?\s+project)\s+(?:that\s+is|that's|which\s+is)\s+(?:still\s+)?(?:open|left|to\s+do|not\s+done)\s*\??\s*$`), "${1}what's left on the $2", nil},
	// "stop the yoga repeating, the studio is closing …"
	{lazy(`(?i)^(\s*)(?:please\s+)?stop\s+(?:the\s+)?(.+?)\s+(?:from\s+)?repeating\b.*$`), "${1}stop repeating $2", nil},
	// "add every first day of month: send invoices, project none, tag finance"
	{lazy(`(?i)\bevery\s+first\s+day\s+of\s+(?:the\s+)?month\b`), "every month on the 1st", nil},
	{lazy(`(?i)^(\s*)add\s+((?:every|each)\s+[^:]+?)\s*:\s*(.+)$`), "${1}add $3, $2", nil},
	{lazy(`(?i)\s*,\s*(?:project|label|tag)\s+(?:none|no)\b`), "", nil},
	// `change the project of the "X" to... no wait, just set it due tomorrow`
	{lazy(`(?i)^(\s*).*?(["“][^"”]+["”]).*?(?:\.{2,}|…|,)\s*(?:no\s+wait|actually\s+no|scratch\s+that|no\s+no)\s*,?\s*(?:just\s+)?(?:set|make|put)\s+it\s+(?:due\s+|for\s+|on\s+|to\s+)?`), "${1}move $2 to ", nil},
	{lazy(`(?i)^(\s*).*?(["“][^"”]+["”]).*?(?:\.{2,}|…|,)\s*(?:no\s+wait|actually\s+no|scratch\s+that|no\s+no)\s*,?\s*(?:just\s+)?(\w+)\s+it\b`), "${1}$3 $2", nil},
	// "Under the Lagos trip project add: a, b, c. The passport one is high
	// priority o": the list, then a change said of one of its tasks
	{lazy(`(?i)^(\s*)under\s+(?:the\s+)?(.+?\s+project)\s+(?:kindly\s+|please\s+)?add\s*:\s*`), "${1}add to the $2: ", nil},
	{lazy(`(?i)\b(priority|urgent|important)\s+o\s*[.!]*$`), "$1", nil},
	{lazy(`(?i)^((?:please\s+|kindly\s+)?(?:add|put)\s+[^:\n.]*:\s*[^.\n]+?)\.\s+((?:the|my)\s+[^.]+?\s+one\s+(?:is|should\s+be|needs\s+to\s+be)\s+|(?:and\s+)?(?:make|mark|set|tag|label)\s+)`), "$1\n$2", lazy(`(?i)^\s*(?:please\s+)?(?:add\s+(?:a\s+)?note|note|write|jot|remember)\b`)},
	// "I've been put on a double shift on Friday. Move everything due
	// Friday to Monday please": why, said first, is no task
	{lazy(`(?i)^(\s*)i(?:'ve|\s+have)\s+been\s+(?:put|asked|told|given|scheduled|rostered|booked|called)\s+[^.!]*[.!]\s+((?:please\s+|kindly\s+|can\s+you\s+|could\s+you\s+)?(?:move|push|shift|mark|tag|delete|change|reschedule|clear)\b)`), "$1$2", nil},
	// trials 197–199
	// "rebar delivery is moved, now is thursday not wednesday"
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:is|was|got|has\s+been)\s+(?:moved|changed|postponed)\s*,\s*(?:now\s+)?(?:is\s+|it'?s\s+)?(?:on\s+)?((?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+)(?:\s+not\s+\w+)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "finish the rebar delivery, it came today": it is done
	{lazy(`(?i)^(\s*)(?:finish|complete|close)\s+((?:the|my)\s+.+?)\s*,\s*(?:it|they)\s+(?:came|arrived|is\s+here|are\s+here|was\s+delivered|were\s+delivered|turned\s+up)\b.*$`), "${1}$2 is done", nil},
	// "order skip set low priority"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:set|make|put)\s+(?:it\s+)?(?:to\s+|as\s+)?(low|high|urgent|normal|medium)\s+priority\s*[.!]*$`), "${1}make $2 $3 priority", lazy(`(?i)^\s*(?:please\s+)?(?:add|remind|new|create|put\s+down|make|set|mark|move|everything|all)\b|,|\b(?:and|then|it)\b`)},
	// "Kuba has swimming also wednesday 5pm from next week, add it weekly"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:also\s+)?(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s+(?:at\s+)?(\d{1,2}(?::\d\d)?\s*(?:am|pm))(\s+from\s+[^,]+?)?\s*,\s*(?:please\s+)?add\s+it\s+(?:weekly|every\s+week|as\s+(?:a\s+)?weekly(?:\s+task)?)\s*[.!]*$`), "${1}add $2 every $3 at $4$5", nil},
	// "call the insurer about the van, and also dentist for Zosia, both for thursday"
	{lazy(`(?i),\s*and\s+also\s+`), ", and ", nil},
	// "show me all with safety label"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?(?:all|everything|(?:all\s+)?(?:the\s+)?tasks)\s+with\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)\s*[.!?]*$`), "${1}show tasks tagged $2", nil},
	// "hi-vis task change label from safety to equipment"
	{lazy(`(?i)^(\s*)(.+?\s+(?:task|one|job))\s+(?:please\s+)?change\s+(?:the\s+|its\s+)?(?:label|tag)\s+from\s+`), "${1}change the label on $2 from ", nil},
	// "all tasks which are done in Clontarf delete them, I dont need anymore"
	{lazy(`(?i)^(\s*)all\s+(?:the\s+)?tasks\s+(?:which|that)\s+are\s+(?:done|finished|completed)\s+(?:in|of)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*,?\s*(?:please\s+)?(?:delete|remove|clear)\s+(?:them|it)\b.*$`), "${1}delete all the finished tasks of the $2 project", nil},
	// "Clontarf milestone roof - move to 15 April, weather is terrible"
	{lazy(`(?i)^(\s*)[\p{L}\d'-]+\s+milestone\s+(.+?)\s*[-–—:,]\s*(?:please\s+)?(?:move|push|change)\s+(?:it\s+)?to\s+([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "${1}move the $2 milestone to $3", nil},
	// "sorry it was right, inspection is done. mark it done again"
	{lazy(`(?i)^(\s*)(?:(?:no|sorry|wait|oops)\s*,?\s*)+it\s+was\s+(?:correct|right|fine|done)\b[^.]*[.!]\s*(?:please\s+)?mark\s+(?:it\s+)?(?:as\s+)?done(?:\s+again)?\s*[.!]*$`), "${1}mark it done", nil},
	// "how many open tasks I have in Clontarf?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:open\s+)?(?:tasks|things|jobs)\s+(?:do\s+)?i\s+(?:have|got)\s+(?:open\s+|left\s+)?(?:in|on|for)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*\??\s*$`), "${1}what's left on $2", lazy(`(?i)\b(?:in|on|for)\s+(?:the\s+)?(?:(?:this|next)\s+\w+|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d|\d|the\s+moment|total|general|all)`)},
	// "scaffolding inspection done, passed no problems"
	{lazy(`(?i)^(\s*[^,]+?\s+(?:done|finished|complete|completed))\s*,\s*(?:passed|all\s+good|no\s+problems?|went\s+(?:well|fine)|all\s+fine|all\s+clear)\b.*$`), "$1", nil},
	// trials 198–199: asides in brackets or after a dash, reasons after a
	// change, questions with a second half
	{lazy(`(?i)\b(next|this)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*\(\s*(the\s+\d{1,2}(?:st|nd|rd|th)?)\s*\)`), "$3", nil},
	{lazy(`(?i)\s*\([^()"“”]*\b(?:lol|haha|ugh|i'?m|i\s+am|i\s+will|i'll|i\s+always|hopefully|of\s+course|if\s+that'?s|thing|it'?s|they|we|not\s+\d+|which\s+is|at\s+the\s+latest|so\s+i|should\s+arrive|fingers\s+crossed)\b[^()]*\)`), "", nil},
	{lazy(`(?i)\s+[—–]\s+(?:there\s+(?:are|is)|it'?s|if\s+we|if\s+i|i\s+will|i'll|i'?m|like|ugh|lol|because|cos|since|otherwise)\b[^.]*?(?:[.!]\s*|$)`), ". ", nil},
	{lazy(`(?i)\s+[—–]\s+(weekly|daily|monthly)\s+please\b`), ", $1", nil},
	{lazy(`(?i)^(\s*(?:actually\s*,?\s*|no\s*,?\s*|sorry\s*,?\s*)*)make\s+(it|that)\s+([^,]+?)\s*,\s*[^,]*$`), "${1}make $2 $3", lazy(`(?i),\s*(?:and|then|also|high|low|urgent|top|normal|medium|priority|p[1-4]|tag|label|every|each|weekly|daily|not\s)\b|\b(?:rang|said|called|told|phoned|texted)\b`)},
	{lazy(`(?i)^(\s*)(?:wait\s*,?\s*)?no\s*,\s*i\s+still\s+have\b[^.!?]*[.!]\s*(?:can\s+you\s+|could\s+you\s+|please\s+)?(reopen|open)\s+(it|that)(?:\s+again)?\s*\??\s*$`), "${1}reopen $3", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:can\s+you\s+|could\s+you\s+)?rename\s+.+?\s+to\s+["“][^"”]+["”])\s+(?:so|because|as|since|cos)\b.*$`), "$1", nil},
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:could|can|would)\s+you\s+(?:please\s+)?add\s+(?:the\s+)?milestones\s*:\s*`), "${1}add milestones to $2: ", nil},
	{lazy(`(?i)^(\s*(?:can|could|would)\s+you\s+(?:please\s+)?(?:move|push|change|reschedule|shift)\s+.+?\s+to\s+[^?]+?)\?\s+\S.*$`), "$1?", nil},
	{lazy(`(?i)^(\s*)(?:can|could|would)\s+you\s+(?:please\s+)?(?:put|add)\s+(["“][^"”]+["”])\s+(?:in|into|to)\s+(?:the\s+)?(.+?\s+project)\s*\??\s*(?:(due\s+[^,.]+?)(?:\s+with\s+.*)?)?\s*[.!]*$`), "${1}add $2 to the $3 $4", nil},
	{lazy(`(?i)\b(?:for|in|during)\s+the\s+week\s+of\s+`), "by ", nil},
	{lazy(`(?i)^(\s*)what\s+did\s+i\s+(?:get\s+done|finish|complete|accomplish|do)\b`), "${1}what have I completed", nil},
	{lazy(`(?i)\s*,?\s*and\s+which\s+milestone\s+is\s+next\s*\??\s*$`), "?", nil},
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs)\s+are\s+(?:left|open|still\s+open)\s+(?:in|on|for)\s+(?:the\s+)?(.+?)\s*\??\s*$`), "${1}what's left on the $2", lazy(`(?i)\b(?:in|on|for)\s+(?:the\s+)?(?:(?:this|next)\s+\w+|today|tomorrow|total|general)\b`)},
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+on\s+my\s+(?:list|plate|agenda)\s+for\s+(next\s+week|this\s+week|tomorrow|today|the\s+weekend)`), "${1}what's due $2", nil},
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:of\s+my\s+)?(?:tasks|jobs|things)\s+(?:don'?t|do\s+not)\s+have\s+(?:a\s+)?(?:due\s+)?date\b.*$`), "${1}which tasks have no due date", nil},
	{lazy(`(?i)^(\s*)(?:which|what)\s+(.+?)\s+(?:jobs|tasks|things)\s+have\s+no\s+(?:due\s+)?date(?:\s+on\s+them)?\s*\??\s*$`), "${1}which tasks in the $2 project have no date", lazy(`(?i)^\s*(?:which|what)\s+(?:of\s+)?(?:my|the|all|other|open)\s`)},
	{lazy(`(?i)^(\s*)[^"“]*?\b(?:so|,)\s*(?:can|could)\s+you\s+(?:please\s+)?add\s+(["“])`), "${1}add $2", nil},
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+)+(["“][^"”]+["”])`), "${1}add $2", nil},
	// `add "X" by Dec 15, personal, medium priority`: a bare word among the
	// slots is its label
	{lazy(`(?i)(["”][^,"“]*,\s*)([\p{L}][\p{L}\d_-]*)(\s*,\s*(?:(?:low|medium|normal|high|urgent|top)\s+(?:priority|prio)|p[1-4]))`), "${1}label $2$3", nil},
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?make\s+it\s+(high|low|urgent|top|normal|medium)(?:\s+priority)?\b(\s+and\s+(?:tag|label|move|put|set|mark)\s+[^.!]+)?.*$`), "${1}make $2 $3 priority$4", lazy(`(?i)^[^,]*\b(?:is|are|was|were|has|have)\b[^,]*,`)},
	{lazy(`(?i)\bwith\s+(?:these|the\s+following)\s+milestones\s*:\s*`), "with milestones ", nil},
	{lazy(`(?i)\bevery\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b`), "every year in $1", nil},
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+is\s+(every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+now\b.*$`), "${1}make $2 repeat $3", nil},
	// trials 200–202
	// "mark all the tasks in the X project done": its tasks, not the project
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:mark|set|tick\s+off)\s+(?:all\s+(?:of\s+)?(?:the\s+)?(?:tasks|things|jobs|items)|everything|anything(?:\s+that'?s\s+left)?)\s+(?:in|of|for|under)\s+(?:the\s+)?(.+?\s+project)\s+(?:as\s+)?(?:done|finished|complete|completed)\s*[.!]*$`), "${1}complete all tasks in the $2", nil},
	// "the O'Sullivan funeral is all over now, tick off anything thats left for it"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+is\s+(?:all\s+)?(?:over|done|finished)(?:\s+now)?\s*,\s*(?:please\s+)?(?:tick\s+off|mark\s+(?:as\s+)?done|complete|close)\s+(?:anything|everything|all)\s+(?:that'?s|thats|that\s+is)\s+(?:left|open)\s+(?:for|in|of)\s+(?:it|that)\s*[.!]*$`), "${1}complete all tasks in the $2 project", nil},
	// "hiya, can you put down to ring the Murphys …, thanks a mill"
	{lazy(`(?i)^(\s*)(?:hiya|hi\s+there|howya|hey\s+there)\s*[,!.]+\s*`), "$1", nil},
	{lazy(`(?i)([\p{L}\d.!?)])\s*,?\s*\b(?:thanks\s+a\s+mill(?:ion)?|cheers(?:\s+now)?|ta\s+very\s+much|thank\s+god|thanks\s+be\s+to\s+god|thank\s+goodness|phew)\b\s*[.!]*\s*$`), "$1", nil},
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?put\s+down\s+to\s+`), "${1}remind me to ", nil},
	// "market stall … every saturday, so put a reminder to load the van every friday evening"
	{lazy(`(?i)^(\s*)[^,]+,\s*so\s+(?:please\s+)?(?:put|set|add|make)\s+(?:in\s+)?(?:a\s+|me\s+a\s+)?reminder\s+(?:to|for\s+me\s+to)\s+`), "${1}remind me to ", nil},
	// "so I need 3 things done for the O'Sullivan funeral - a, b and c, all for Tuesday"
	{lazy(`(?i)^(\s*)(?:so\s+|ok\s+)?i\s+(?:need|have|got)\s+(?:\d+|two|three|four|five|some|a\s+few)\s+things\s+(?:done|to\s+do|sorted)\s+for\s+(?:the\s+)?[^-–—:]+?\s*[-–—:]\s*`), "${1}add ", nil},
	// "for the Kelleher wedding add bridal bouquet, posies, …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+)?([^,:]+?)(?:\s+project)?\s+(?:please\s+)?add\s+(?:these\s*:?\s*)?`), "${1}add to the $2 project: ", lazy(`(?i)\badd\s+(?:a\s+|the\s+)?milestones?\b|^\s*for\s+(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|^\s*for\s+(?:today|tomorrow|tonight|next|this)\b`)},
	// "ring the landlord … thursday, hes been giving out about me ringing but it has to be done"
	{lazy(`(?i)\s*,\s*(?:hes|shes|theyre|he'?s|she'?s|they'?re|he\s+is|she\s+is|they\s+are|he\s+has|she\s+has|they\s+have)\s+(?:been\s+)?(?:giving\s+out|moaning|complaining|on\s+at\s+me|nagging|annoyed|cross|upset)\b.*$`), "", nil},
	// "pay the rent online for me out of my AIB account": Pace cannot pay
	{lazy(`(?i)^(\s*)(?:please\s+)?(pay|transfer|send)\s+(.+?)\s+(?:online\s+)?for\s+me\b(.*)$`), "${1}can you $2 $3 for me$4?", nil},
	// "new project: X, I want 30 wreaths made by the 20th December"
	{lazy(`(?i)^(\s*)(?:new|start\s+a|create\s+a|make\s+a)\s+project\s*:?\s*([^,]+?)\s*,\s*i\s+(?:want|need|have)\s+(?:to\s+)?.+?\s+(?:made|done|finished|ready|sold|delivered)?\s*(?:by|before)\s+(.+?)\s*[.!]*$`), "${1}new project $2 due $3", nil},
	// "how many things have I left to do for the X?"
	{lazy(`(?i)\bhave\s+i\s+left\s+to\s+do\b`), "have I got left to do", nil},
	// "ok so need to file the defence in X by fri 4pm": a to-do ("file …
	// in" is no move into a project)
	{lazy(`(?i)^(\s*)(?:(?:ok|okay|so|right)\s*,?\s+)+(?:i\s+)?need\s+to\s+`), "${1}remind me to ", nil},
	// Gen-Z and texting asides: "non negotiable", "ngl i always forget", "lowkey"
	{lazy(`(?i)\s*,?\s*\b(?:non[- ]?negotiable|ngl\b.*|tbh\b.*|no\s+cap\b.*)\s*[.!]*$`), "", nil},
	{lazy(`(?i)^(\s*)(?:lowkey|highkey|ngl|tbh)\s+`), "$1", nil},
	// "wait actually the Adeyemi call is mon not tmrw, same time"
	{lazy(`(?i)^(\s*)(?:wait\s*,?\s*)?(?:actually\s*,?\s*)?((?:the|my)\s+.+?)\s+is\s+((?:next\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*|tmrw|tomorrow|today)\s+not\s+\w+(?:\s*,\s*same\s+time)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "supervisor wants the trial bundle index by tues, add it + label it litigation"
	{lazy(`(?i),\s*add\s+it\s*(?:\+|and|&)\s*(?:label|tag)\s+it\s+`), ", label ", nil},
	{lazy(`(?i)^(\s*)(?:my\s+)?(?:supervisor|boss|manager|client|partner|teacher|coach|principal)\s+wants\s+(.+?\s+by\s+)`), "${1}add $2", nil},
	// "reopen the civ lit mock, need to redo it under timed conditions"
	{lazy(`(?i)^(\s*(?:please\s+)?reopen\s+[^,]+?)\s*,\s*(?:i\s+)?(?:need|have|got)\s+to\b.*$`), "$1", nil},
	{lazy(`(?i)^(\s*)(?:lol\s+)?no\s*,?\s*i\s+did\s+need\s+it\s*,\s*`), "$1", nil},
	// "actually not the Okafor defence, that has to stay fri 4pm - put it back"
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s*)?not\s+((?:the|my)\s+[^,]+?)\s*,\s*(?:that|it)\s+(?:has\s+to|must|needs\s+to|should)\s+stay\s+(?:on\s+|at\s+)?([^-–—,]+?)\s*(?:[-–—,]\s*put\s+it\s+back)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "change gym to tues thurs instead, same time"
	{lazy(`(?i)^(\s*)(?:please\s+)?change\s+(.+?)\s+to\s+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s+(?:and\s+|\+\s+|&\s+)?((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)(?:\s+instead|\s*,\s*same\s+time|\s+from\s+now\s+on)+\s*[.!]*$`), "${1}make $2 repeat every $3 and $4", nil},
	// "mark all the LPC stuff high priority, exam is creeping up on me"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|make|set)\s+all\s+.+?\s+(?:high|low|urgent|top|normal)(?:\s+priority)?)\s*,.*$`), "$1", nil},
	// "Please would you remember for me that I must buy …", "I wish to be reminded to …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:(?:would|could|can)\s+you\s+)?(?:please\s+)?remember\s+(?:for\s+me\s+)?that\s+i\s+(?:must|have\s+to|need\s+to|should)\s+`), "${1}remind me to ", nil},
	{lazy(`(?i)^(\s*)(?:also\s+|and\s+)?i\s+(?:wish|want|would\s+like|'d\s+like)\s+to\s+be\s+reminded\s+to\s+`), "${1}remind me to ", nil},
	// "…, and label it tea class": a label of two words is joined
	{lazy(`(?i),?\s+and\s+label\s+it\s+([\p{L}]+)\s+([\p{L}]+)\s*[.!]*$`), ", label it $1-$2", lazy(`(?i)\blabel\s+it\s+(?:with|as|the)\s|\blabel\s+it\s+\p{L}+\s+(?:and|too|also|as|please|pls|thanks|then|now|high|low|urgent|priority|instead|well)\s*[.!]*$`)},
	// "I have bought the matcha already at Fujiya. Please mark it as finished."
	{lazy(`(?i)^(\s*)i\s+(?:have\s+|'ve\s+)?(?:bought|paid|sent|posted|booked|collected|picked\s+up|ordered)\s+(?:the\s+)?([^.!]+?)(?:\s+already)?(?:\s+(?:at|from|in|on)\s+[^.!]+?)?\s*[.!]\s*(?:please\s+)?(?:mark|tick|check)\s+it\s+(?:as\s+)?(?:finished|done|complete|off)\s*[.!]*$`), "${1}the $2 is done", nil},
	// "Actually it is Sunday, not Saturday. So sorry for the confusion."
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s*)?it\s+is\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s+not\s+\w+\s*[.!]*(?:\s*(?:so\s+)?sorry.*)?$`), "${1}actually make it $2", nil},
	// `Could you give all the tea class things also the label "teaching"?`
	{lazy(`(?i)^(\s*)(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?give\s+(all\s+(?:the\s+)?.+?)\s+(?:things|tasks|jobs)\s+(?:also\s+)?the\s+(?:label|tag)\s+["“]?@?([\p{L}\d_-]+)["”]?\s*[?.!]*$`), "${1}tag $2 tasks with $3", nil},
	// "Please tell me what is in the Kyoto project, and how it is progressing."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:tell|show)\s+me\s+what\s+is\s+in\s+(?:the\s+)?(.+?\s+project)\b.*$`), "${1}how is the $2 going", nil},
	// "Please check the weather forecast for Vancouver tomorrow, I must decide …"
	{lazy(`(?i)^(\s*(?:please\s+)?check\s+the\s+weather(?:\s+forecast)?\b[^,]*)\s*,.*$`), "$1", nil},
	// "Hiroshi's physio is changed from Tuesday to Thursday from now on, same time."
	{lazy(`(?i)^(\s*)(.+?)\s+is\s+(?:changed|moved)\s+from\s+\w+day\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+from\s+now\s+on\b.*$`), "${1}make $2 repeat every $3", nil},
	// "The mulch task — I did it this morning with my neighbour. Finished!"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?\s+(?:task|job|one))\s*[—–-]+\s*i\s+(?:did|finished|done)\s+it\b.*$`), "${1}$2 is done", nil},
	// "Also for the Kyoto trip, buy the flight tickets …"
	{lazy(`(?i)^(\s*)(?:also|and)\s*,?\s+(for\s+(?:the|my)\s+)`), "$1$2", nil},
	// "Could you change all the garden tasks that have no date so they are due March 1?"
	{lazy(`(?i)^(\s*)(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:change|set|move|make)\s+all\s+(?:the\s+)?(.+?)\s+(?:tasks|jobs|things)\s+(?:that|which)\s+have\s+no\s+(?:due\s+)?date\s+(?:so\s+(?:that\s+)?they\s+are\s+due|to|for)\s+(.+?)\s*[?.!]*$`), "${1}everything in the $2 project that hasn't got a date yet, please set it for $3", nil},
	// trials 203–205 (after the closing trio)
	// "can u just do my BAS for me and lodge it with the ATO": work Pace
	// cannot do
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:u|you)\s+)(?:just\s+|please\s+)*(do|file|lodge|submit|write|fill\s+in|fill\s+out)\s+(my\s+.+?)\s+for\s+me\b.*$`), "${1}can you $2 $3 for me?", nil},
	// "under the kitchen reno add get 3 quotes from tilers by next friday"
	{lazy(`(?i)^(\s*)under\s+(?:the\s+)?([^,:]+?)(?:\s+project)?\s+(?:please\s+)?add\s+(?:a\s+task\s+(?:to\s+)?)?`), "${1}add to the $2 project: ", lazy(`(?i)\badd\s*:|\badd\s+(?:a\s+|the\s+)?milestones?\b|\badd\s+(?:a\s+)?(?:new\s+)?task\s*[-–—:]`)},
	// "they've moved Jacko's game to sunday, same time"
	{lazy(`(?i)^(\s*)(?:they|he|she|we|the\s+\w+)(?:'ve|\s+have|\s+has)\s+(?:moved|changed|shifted|pushed|put\s+back)\s+(.+?)\s+to\s+`), "${1}move $2 to ", nil},
	// "The poinsettias are handled by the school now, delete that task"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+(?:is|are)\s+(?:being\s+)?(?:handled|done|sorted|taken\s+care\s+of|covered)\s+by\s+[^,]+?\s*,\s*(?:so\s+)?(?:please\s+)?(?:delete|remove|drop)\s+(?:that|the|this|it)(?:\s+task)?\s*[.!]*$`), "${1}delete $2", nil},
	// "Noah cancelled his lesson this week, delete it please"
	{lazy(`(?i)^(\s*)(\p{Lu}[\p{L}'-]+)\s+(?:has\s+)?cancel+ed\s+(?:his|her|their|the)\s+([\p{L}-]+)(?:\s+this\s+week|\s+today|\s+tomorrow)?\s*,\s*(?:so\s+)?(?:please\s+)?(?:delete|remove)\s+(?:it|that)(?:\s+please)?\s*[.!]*$`), "${1}delete the $2 $3", nil},
	// "and football boot also, same day": "also" is no word of the title
	{lazy(`(?i)^(\s*(?:and\s+|also\s+|plus\s+)?[^,]+?)\s+(?:also|too|as\s+well)(\s*,\s*(?:on\s+|for\s+)?(?:the\s+)?same\s|\s+on\s+\d{1,2}\s+\p{L}{3}\s+\d{4}\b)`), "$1$2", nil},
}

// statementThenTask: "Mrs Patel moving her cut n colour from wed to thurs,
// add a task to txt her to confirm" — something told, then the task it asks
// for; the telling is no task of its own.
var statementThenTask = lazy(`(?i)^(\s*)((?:(?:mrs|mr|ms|miss|dr)\.?\s+)?[\p{L}'-]+(?-i:\s+\p{Lu}[\p{L}'-]+)?)\s+((?:is\s+|has\s+|was\s+)?[\p{L}'-]+?(?:ing|s|ed))\b[^,;]*[,;]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:add|make|create|put\s+(?:in|down))\s+(?:a\s+|an\s+)?(?:task|todo|to-do|reminder)\s+(?:for\s+me\s+)?to\s+(.+)$`)

// objectPronoun: him, her or them as a word.
var objectPronoun = lazy(`(?i)\b(?:him|her|them)\b`)

// titledPerson: a name said with its title ("Mrs Patel") or capitalised.
var titledPerson = lazy(`^(?:(?:(?i:mrs|mr|ms|miss|dr))\.?\s+[\p{L}'-]+|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)$`)

// projectThenDeadline: "new project Shop refit, finish end of month" — the
// project's deadline said after its name.
var projectThenDeadline = lazy(`(?i)^(\s*(?:(?:new|start|create|make|add)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?)[^,;:]+?)\s*[,;]\s*(?:to\s+be\s+|needs?\s+to\s+be\s+|must\s+be\s+|should\s+be\s+)?(?:finish(?:ed)?|done|complete(?:d)?|wrapped\s+up|ready|deadline(?:\s+is)?|due)\s+(?:by\s+|on\s+|for\s+)?(.+?)\s*[.!]*$`)

// saidWithTasks: a project said "with tasks" already ("… with tasks: a,
// b and c").
var saidWithTasks = lazy(`(?i)\bwith\s+(?:the\s+)?(?:tasks?|to-?dos?|items|jobs|things|chores)$`)

// projectColonList: "new project Garden: dig beds, buy seeds, plant onions"
// — a new project and its first tasks.
var projectColonList = lazy(`(?i)^(\s*(?:new|start|create|make|add)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,;:"“”]+?)\s*:\s*([^.;:!?]+?)\s*[.!]*$`)

// milestonesUnder: "Under Lambing 2027 put a milestone for scanning the
// ewes on the 12th of January, and another one for the shed being ready
// by the 20th of February" — milestones of a project named first.
var milestonesUnder = lazy(`(?i)^(\s*)(?:please\s+)?(?:under|in|for|on|to)\s+(?:the\s+)?([^,]+?)(?:\s+project)?\s*,?\s+(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:put|add|make|create|set)\s+(?:a|one|the)\s+milestone\s+(?:for\s+|called\s+)?(.+?)\s*[.!]*$`)

// anotherMilestone: where the next milestone of such a list begins.
var anotherMilestone = lazy(`(?i)\s*,?\s+and\s+(?:another(?:\s+one)?|one\s+more|a\s+second(?:\s+one)?|a\s+(?:second\s+)?milestone)\s+(?:for\s+|called\s+)?`)

// listMadeProject: "staff xmas do - book venue, order food, send invites.
// make it a project, all due 19th dec" — things listed under a name, then
// made a project (with the date all share).
var listMadeProject = lazy(`(?i)^(\s*)([^-–—:.,;]+?)\s*[-–—:]\s*([^.;]+?)\s*[.;]\s*(?:please\s+|and\s+|pls\s+)?(?:make|turn)\s+(?:it|this|that|them|these)\s+(?:into\s+)?(?:a|its\s+own)\s+project\s*(?:,?\s*(?:all|both|each|everything)\s+(?:due\s+|by\s+|for\s+|on\s+)?(.+?))?\s*[.!]*$`)

// itemSep: where items of a list part.
var itemSep = lazy(`\s*,\s*(?:and\s+)?|\s+and\s+`)

// milestoneWord and untilDate: a milestone's date said with "until".
var (
	milestoneWord = lazy(`(?i)\bmilestones?\b`)
	untilDate     = lazy(`(?i)\s+until\s+(\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)`)
)

// stop36Rewritten is text by stop36Rewrites and the function parts above.
func stop36Rewritten(text string) string {
	text = applyGuarded(text, stop36Rewrites)
	if m := statementThenTask.FindStringSubmatch(text); m != nil && !taskVerbs[asciiLower(firstWord(m[2]))] && !pronoun[asciiLower(firstWord(m[2]))] {
		task := m[4]
		if titledPerson.MatchString(m[2]) {
			task = objectPronoun.ReplaceAllString(task, m[2]) // "txt her" → "txt Mrs Patel"
		}
		text = m[1] + "add a task to " + task
	}
	if milestoneWord.MatchString(text) {
		// "milestones: moodboard approved until 18 december, …": by
		text = untilDate.ReplaceAllString(text, " by $1")
	}
	if m := listMadeProject.FindStringSubmatch(text); m != nil {
		items := itemSep.get().Split(m[3], -1)
		if _, isDate := datePhrase(m[4]); len(items) >= 2 && (m[4] == "" || isDate) {
			for i, it := range items {
				if m[4] != "" {
					items[i] = it + " due " + m[4]
				}
			}
			text = m[1] + "new project " + m[2] + " with tasks " + strings.Join(items, ", ")
		}
	}
	if m := milestonesUnder.FindStringSubmatch(text); m != nil {
		if items := anotherMilestone.get().Split(m[3], -1); len(items) > 1 {
			text = m[1] + "add milestones to " + m[2] + ": " + strings.Join(items, ", ")
		} else {
			text = m[1] + "add a milestone " + m[3] + " to " + m[2]
		}
	}
	if m := projectThenDeadline.FindStringSubmatch(text); m != nil {
		if _, ok := datePhrase(m[2]); ok {
			text = m[1] + " due " + m[2]
		}
	}
	if m := projectColonList.FindStringSubmatch(text); m != nil {
		items := strings.Split(strings.ReplaceAll(m[2], " and ", ", "), ",")
		short := len(items) >= 3
		for _, it := range items {
			if n := len(strings.Fields(it)); n == 0 || n > 5 {
				short = false
			}
		}
		if short && !saidWithTasks.MatchString(m[1]) && !pluralMilestones.MatchString(m[1]) {
			text = m[1] + " with tasks " + m[2]
		}
	}
	return text
}
