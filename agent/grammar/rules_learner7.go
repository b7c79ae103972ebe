package grammar

import (
	"strings"

	"pace/tools"
)

// stop38Rewrites are the families of phrasings stop 37's known misses
// brought, each said in our own words; they run before stop37Rewrites.
var stop38Rewrites = []guardedRewrite{
	// "change the advisor email's due date to wednesday", "push the
	// report due date to friday": the due date of the task named
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:change|set|move|update|push|shift|make|put)\s+(?:the\s+|my\s+)?(.+?)(?:'s|’s|s')?\s+(?:due\s*date|due\s+day)\s+(?:to|for|as|on|till|until)\s+(.+)$`), "${1}change the due date of $2 to $3",
		lazy(`(?i)^\s*(?:\S+\s+)?(?:the\s+|my\s+)?(?:due\s*date|deadline)\s|\bproject\s+(?:due\s*date|due\s+day)\b|^\s*(?:\S+\s+){0,3}?(?:change|set|move|update|push|shift|make|put)\s+(?:a|an|its|it's|their|his|her|new|the\s+new)\s+(?:due\s*date|due\s+day)\b`)},
	// "the advisor email due date should be saturday": the same, said as
	// a statement of what it should be
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)(?:'s|’s|s')?\s+(?:due\s*date|due\s+day)\s+(?:should\s+be|needs\s+to\s+be|has\s+to\s+be|must\s+be|can\s+be|is\s+now|is\s+moved\s+to|is\s+changed\s+to|has\s+moved\s+to|has\s+changed\s+to|moved\s+to|changed\s+to|becomes)\s+(.+)$`), "${1}change the due date of $2 to $3", nil},
	// "set the due date to tuesday" just after a task was said: its date
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:change|set|move|update|push|shift|make|put)\s+(?:the|its)\s+(?:due\s*date|due\s+day)\s+(?:to|for|as|on)\s+(.+)$`), "${1}move it to $2", nil},
	// "tick that off and the paint too": both ticked off
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?(tick|cross|check)\s+(.+?)\s+off\s*,?\s+and\s+(.+?)(?:\s+(?:too|as\s+well|also))?\s*[.!]*$`), "${1}$2 off $3 and $4", nil},
	// "tick that", "tick the milk": ticked off, done
	{lazy(`(?i)^(\s*)(?:(?:ok|okay|and|so|now|also)[,\s]+)?(?:please\s+|pls\s+)?tick\s+(.+?)(?:\s+(?:please|pls|for\s+me|too|as\s+well))?\s*[.!]*$`), "${1}tick off $2",
		lazy(`(?i)^\s*(?:(?:ok|okay|and|so|now|also)[,\s]+)?(?:please\s+|pls\s+)?tick\s+(?:off\b|.*\boff\b|.*\b(?:box|boxes|bite|bites|treatment|spray|collar|check)\b)`)},
	// "strike that off", "strike off the milk": crossed off, done
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?strike\s+(.+?)\s+off(?:\s+(?:the|my)\s+(?:list|to-?do\s+list))?\s*[.!]*$`), "${1}cross off $2", nil},
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?strike\s+off\s+(.+?)\s*[.!]*$`), "${1}cross off $2", nil},
	// "make it the tuesday after": moved to the Tuesday after its date
	// (laterSaid)
	{lazy(`(?i)^(\s*)(?:(?:actually|ok|okay|no|so|and)[,\s]+)*(?:please\s+)?(?:make|set|put|change)\s+(it|that|this|the\s+[^,]+?)\s+(?:to\s+|for\s+|on\s+)?the\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+after\s*([.!]*)$`), "${1}move $2 to $3$4", nil},
	// "what have i got with high priority", "what's got high priority",
	// "anything with low priority?": the tasks of that priority
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is|\s+are)?|anything|show(?:\s+me)?|list|which(?:\s+ones?)?)\s+(?:(?:have|has|'ve|do)\s+)?(?:i\s+|we\s+)?(?:got\s+|have\s+|get\s+)?(?:tasks?\s+|things?\s+|ones?\s+|stuff\s+|jobs?\s+)?(?:with|that\s+(?:has|have|is|are|'s)|having|at|on|set\s+(?:to|at)|marked(?:\s+as)?|got)\s+(?:a\s+|the\s+)?(high|low|medium|normal|top|urgent)\s+priority\s*[?.!]*$`), "${1}show my $2 priority tasks", nil},
	// "actually make those tuesday": the tasks just named, moved
	{lazy(`(?i)^(\s*)(?:(?:actually|ok|okay|so|and|oh|no)[,\s]+)*make\s+(?:those|these|them|both|both\s+of\s+them|all\s+of\s+them|them\s+both|those\s+two|these\s+two)\s+((?:on|for)\s+\S.*?|(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight|next|this|the\s+\d|\d)\S*(?:\s+\S+){0,3}?)\s*(?:instead)?\s*[.!]*$`), "${1}move them to $2", nil},
	// "… before saturday's game": by that day
	{lazy(`(?i)\b(?:before|by)\s+((?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s|’s|s)\s+(?:big\s+|first\s+|last\s+)?[\p{L}-]+\b`), "by $1", nil},
	// "delete the gutter thing we're doing it in the spring": the reason
	// said after the thing, without a comma
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:delete|remove|scrap|drop|bin|ditch|get\s+rid\s+of|complete|finish|tick\s+off|reopen)\s+(?:the\s+|my\s+)?\S.*?\s+(?:thing|one|task|job|stuff))\s+(?:(?:we|i|he|she|they)(?:'re|'m|'ll|'ve|\s+are|\s+am|\s+is|\s+will|\s+won't|\s+don't|\s+didn't|\s+can't|\s+have|\s+had|\s+decided|\s+changed)|it's|its|it\s+is|that's|thats)\s+\S.*$`), "$1", nil},
	// "what have i gotten done so far": what I have completed
	{lazy(`(?i)^(\s*)what\s+(?:have|did|'ve)\s+(?:i|we)\s+(?:gotten|got|get)\s+(?:done|finished|through)(?:\s+so\s+far|\s+lately|\s+recently|\s+already)?\s*[?.!]*$`), "${1}what have I completed", nil},
	// "nvm undo that he caved": the undo, then why
	{lazy(`(?i)^(\s*)(?:(?:nvm|never\s*mind|oh|ok|okay|ugh|oops|sorry|actually)[,.!\s]+)+(undo\s+(?:that|it|the\s+last\s+(?:one|thing|change)))\b.*$`), "${1}$2", nil},
	// second-language word order: "priority high", "I pretend to" (a false
	// friend of "intend"), "put also:"
	{lazy(`(?i)\b(is|with|and|,)\s+priority\s+(high|low|medium|normal|top|urgent)\b`), "$1 $2 priority", lazy(`(?i)\bpriority\s+(?:high|low|medium|normal|top|urgent)\s+(?:to|for|on)\b`)},
	{lazy(`(?i)\b(i|we)\s+pretend\s+to\b`), "$1 intend to", nil},
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:intend|mean|plan|am\s+planning|'m\s+planning)\s+to\s+(\S.*?\b(?:on|by|this|next|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b.*)$`), "${1}I need to $2", nil},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|write)\s+also\s*:?\s+`), "${1}add ", nil},
	// "…, is high priority": the priority of the thing just said
	{lazy(`(?i)\s*,\s*(?:is|it's|its|it\s+is|this\s+is)\s+(?:a\s+)?(high|low|medium|normal|top|urgent)(\s+priority)?\s*([.!]*)$`), ", $1 priority$3", nil},
	// "Order the solvent is high priority and is for monday": both said of
	// the task named
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:a\s+)?(high|low|medium|normal|top|urgent)\s+priority\s+and\s+(?:is\s+|it's\s+|its\s+)?(?:due\s+|for\s+|on\s+)(?:on\s+)?(.+?)\s*[.!]*$`), "${1}make $2 $3 priority and move it to $4", nil},
	// "The cleaning of the bathroom is every saturday, please make it
	// repeat": the task named repeats then
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:is|are|happens|should\s+be)\s+((?:every|each)\s+[^,.;]+?)\s*[,;.]\s*(?:(?:can|could|would)\s+you\s+|please\s+)*(?:make|set|put)\s+(?:it|that|this)\s+(?:to\s+|as\s+)?(?:repeat|recur|repeating|recurring|a\s+repeat|a\s+repeating\s+(?:task|one))(?:\s+please)?\s*[.!]*$`), "${1}make the $2 repeat $3", nil},
	// "X, make that the 24th instead please, the shop is closed on the
	// 23rd": the change, then why
	{lazy(`(?i)^(\s*.*?\b(?:make|move|push|put|change|set|switch)\s+(?:it|that|this|them)\s+.+?\s+instead)(?:\s+(?:please|pls|thanks|thank\s+you))?\s*[,;.]\s+\S.*$`), "$1",
		lazy(`(?i)\binstead(?:\s+(?:please|pls|thanks|thank\s+you))?\s*[,;.]\s+(?:and|also|then|plus|add|move|make|put|delete|remove|tag|mark|please|can|could|set)\b`)},
	// "make the letter high priority please, it is rather important": the
	// change, then why
	{lazy(`(?i)^(\s*.*?\b(?:high|low|medium|normal|top|urgent)(?:\s+priority)?)\s+(?:please|pls)\s*[,;.]\s+(?:it|it's|its|this|that|that's|as|because|since|they|he|she|we|i)\b.*$`), "$1", nil},
	// "Actually, they have just rung back and moved it to the Friday, same
	// time": the move they made
	{lazy(`(?i)^(\s*)(?:(?:actually|oh|ok|okay|right|so|well)[,\s]+)*(?:they|he|she|the\s+\p{L}+|someone)\s+(?:have\s+|has\s+|'ve\s+|'s\s+)?(?:just\s+)?(?:rung|rang|called|phoned|emailed|texted|written|wrote|messaged)(?:\s+(?:me\s+)?back)?\s+and\s+(?:have\s+|has\s+)?(?:moved|changed|pushed|put|rescheduled|switched|shifted)\s+(it|that)\s+(?:to|till|until)\s+(?:the\s+)?(.+?)(?:\s*,\s*(?:at\s+the\s+)?same\s+time)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "tag X with allotment and also money": both labels
	{lazy(`(?i)\b((?:tag|label)\s+.+?\s+(?:with|as)\s+@?[\p{L}\d_-]+)\s+and\s+also\s+(?:with\s+)?@?([\p{L}\d_-]+)`), "$1 and $2", nil},
	// "For the Church Roof Appeal, please add the following: a, b and c":
	// each a task of that project
	{lazy(`(?i)^(\s*)(?:for|in)\s+(?:the\s+|my\s+|our\s+)?([^,:]+?)(?:\s+project)?\s*[,:]\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+|kindly\s+)?(?:add|put\s+down|put\s+in|note\s+down|jot\s+down)\s+(?:the\s+following|these|the\s+following\s+(?:tasks|things|items|jobs)|these\s+(?:tasks|things|items|jobs))\s*:\s*(.+)$`), "${1}add to the $2 project: $3",
		lazy(`(?i)^\s*(?:for|in)\s+(?:the\s+)?(?:today|tomorrow|tonight|this|next|mon|tue|wed|thu|fri|sat|sun|weekend|week|morning|afternoon|evening|january|february|march|april|may|june|july|august|september|october|november|december|\d)`)},
	// "a new project "X" with a milestone "A" by D1 and another "B" by
	// D2": the project and both milestones
	{lazy(`(?i)^(\s*.*?\bproject\s+(?:called\s+|named\s+)?["“][^"”]+["”])\s+with\s+(?:a\s+)?milestone\s+(?:called\s+)?["“]([^"”]+)["”]\s+((?:by|on|for|due|before)\s+[^"“]+?)\s*,?\s+and\s+another(?:\s+(?:one|milestone))?\s+(?:called\s+)?["“]([^"”]+)["”]\s+((?:by|on|for|due|before)\s+.+?)\s*[.!]*$`), "$1, milestones: $2 $3, $4 $5", nil},
	// "Tag thesis in all the tasks of the Thesis project": the label on each
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s+(?:in|on|to|onto)\s+(all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:tasks|things|jobs|items)\s+)(?:of|in|from|under)\s+(.+?)\s*[.!]*$`), "${1}tag ${3}in $4 with $2", nil},
	// "put it inside the Thesis project": in it
	{lazy(`(?i)\b((?:put|move|file|place|add)\s+(?:it|that|this|them|.+?)\s+)inside(?:\s+of)?\s+`), "${1}in ", nil},
	// "change the thesis milestone "chapter 3 draft" to …": the milestone
	// named in quotes
	{lazy(`(?i)\bthe\s+[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s+milestone\s+(["“][^"”]+["”])`), "the milestone $1",
		lazy(`(?i)\bthe\s+(?:\S+\s+)?(?:project|a|an|and|or|the|new|first|next|last|final)\s+milestone\s+["“]`)},
	// "Change the milestone "X" to january 29, Helena gave one more week",
	// "the vanity milestone to jan 16, tile delivery got pushed": the move,
	// then why
	{lazy(`(?i)^(\s*.*?\bmilestone\b.*?\b(?:to|till|until)\s+[^,]+?)\s*,\s*(?:the\s+)?(?:[\p{L}'-]+\s+){1,3}?(?:gave|said|asked|wants|agreed|extended|allowed|granted|moved|pushed|changed|needs|confirmed|got|was|were|is|are|has|have|had)\b.*$`), "$1", nil},
	// "put down "Order seed potatoes" tagged allotment, to be done by the
	// end of January": the label and the date of the thing in quotes
	{lazy(`(?i)(["”])\s+(?:tagged|labelled|labeled)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)`), "$1 @$2", nil},
	{lazy(`(?i)(["”]|@[\p{L}\d_-]+)\s*,?\s+to\s+be\s+(?:done|finished|completed|sorted)\s+(by|on|before)\s+`), "$1 $2 ", nil},
	// "Which is the next milestone of my thesis?"
	{lazy(`(?i)^(\s*)which\s+(?:is|'s)\s+the\s+(next|first|last|upcoming)\s+milestone`), "${1}what is the $2 milestone", nil},
	// "I need to organize my life, please. Add a task: …": the wish is no
	// to-do of its own
	{lazy(`(?i)^(\s*)(?:(?:hi|hello|hey|good\s+morning)[!,.\s]+)?(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+to\s+(?:organi[sz]e|sort\s+out|get\s+on\s+top\s+of|get\s+a\s+grip\s+on|plan|manage)\s+(?:my\s+|our\s+)?(?:life|week|day|things|stuff|schedule|time|tasks|month)(?:\s+a\s+bit)?(?:\s*,?\s*please)?\s*[.!]+\s+((?:\S.*?\s)?(?:add|remind|create|put)\b.*)$`), "${1}$2", nil},
	// "What is the deadline of the poster, in the conference notes?": a
	// question for the notes
	{lazy(`(?i)^(\s*)(\S.*?)\s*,\s*(?:in|from|according\s+to)\s+(?:the\s+|my\s+)?(?:[\p{L}\d'-]+\s+){0,3}?notes?\s*\?*$`), "${1}according to my notes, $2", nil},
	// "How many tasks have I got due before Christmas?": what is due before
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs|to-?dos)\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|are\s+there|are)\s+(?:due\s+)?(before|by)\s+(.+?)\s*[?.!]*$`), "${1}what's due before $3", nil},
	// "put in the boiler job at the murphys tuesday 9am": added
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?put\s+in\s+((?:a|an|the|my)\s+\S.*)$`), "${1}add $2",
		lazy(`(?i)^\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?put\s+in\s+(?:a|an|the|my)\s+(?:[\p{L}'-]+\s+)?(?:request|order|claim|complaint|application|bid|offer|word|notice|hours|shift|effort)\b|^[^:]*\bproject\b|^[^:]+:`)},
	// "mrs o'brien rang, she wants tuesday not monday, move it": the
	// person's task moved to the day they want
	{lazy(`(?i)^(\s*)((?:mrs|mr|ms|dr|miss)?\.?\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:rang|called|phoned|texted|emailed|messaged|was\s+on)\s*,?\s*(?:and\s+)?(?:she|he|they)\s+(?:wants?|would\s+like|needs?|prefers?|asked\s+for|can\s+only\s+do)\s+(?:it\s+)?(?:on\s+)?(.+?)(\s+(?:not|instead\s+of)\s+[^,]+)?\s*,\s*(?:so\s+)?(?:please\s+)?(?:move|change|switch|push|shift)\s+(?:it|that|them|her|him)(?:\s+please)?\s*[.!]*$`), "${1}move $2 to $3$4", nil},
	// "what high priority stuff have i got": the tasks of that priority
	{lazy(`(?i)^(\s*)what\s+(high|low|top|urgent|medium)[\s-]*(?:priority|prio)?\s+(?:stuff|things|tasks|jobs|items|to-?dos)\b[^,.;]*[?.!]*$`), "${1}show my $2 priority tasks", nil},
	// "jacks training is cancelled for the rest of the year, get rid of it"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:is|are|has\s+been|have\s+been|'s|got)\s+(?:cancelled|canceled|called\s+off|scrapped)\s+(?:for\s+(?:the\s+rest\s+of\s+the\s+(?:year|term|season|month)|good|this\s+year|the\s+year|the\s+season))\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:get\s+rid\s+of|delete|remove|bin|scrap|drop)\s+(?:it|that|them)(?:\s+please)?\s*[.!]*$`), "${1}delete $2", nil},
	// "emmas match is moved to 12, change it": moved there
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:is|has\s+been|was|got|'s)\s+(?:moved|changed|pushed|put\s+back|brought\s+forward)\s+(?:to|till|until)\s+(.+?)\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:change|move|update|fix|sort)\s+(?:it|that)(?:\s+please)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "did i leave anything on the murphys job": what is left of it
	{lazy(`(?i)^(\s*)(?:did|have)\s+i\s+(?:leave|left)\s+anything\s+(?:open\s+)?(?:on|in|for)\s+(?:the\s+)?(.+?)\s*[?.!]*$`), "${1}what's left on the $2", nil},
	// "mark the kitchen refit done, all finished": the remark after it
	{lazy(`(?i)^(\s*.*\b(?:done|complete|completed|finished))\s*[,;.]\s*(?:all|it's\s+all|its\s+all|it\s+is\s+all|that's\s+all|thats\s+all|everything(?:'s|\s+is)?)\s+(?:finished|done|complete|sorted)(?:\s+now)?\s*[.!]*$`), "$1", nil},
	// "Rename the project Visa to "Visa 2027" and set the deadline to 28
	// February": the deadline of that project
	{lazy(`(?i)^(\s*(?:please\s+)?rename\s+(?:the\s+)?project\s+.+?\s+(?:to|as|into)\s+["“]([^"”]+)["”])\s*,?\s+and\s+(?:set|change|move|make|put)\s+(?:the|its)\s+(?:deadline|due\s+date|end\s+date)\s+(?:to|for|as|on)\s+(.+?)\s*[.!]*$`), "$1 and set the deadline of the $2 project to $3", nil},
	// "…, this belongs to the flat move also": filed in that project
	{lazy(`(?i)\s*[,;.]\s*(?:this|it|that)\s+(?:belongs|goes)\s+(?:to|in|with|under)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+also|\s+too|\s+as\s+well)?\s*[.!]*$`), ", put it in the $1 project", nil},
	// "move hockey practice to 12", "emmas match is moved to 3": a bare
	// hour
	{lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you|ok|okay|actually)[,\s]+)*(?:move|change|push|shift)\s+\S.*?\s(?:to|till|until)\s+)(1[0-2]|[1-9])(\s*(?:instead|please|pls)?\s*(?:[,;!]|\.(?:\s|$)|$))`), "${1}$2 o'clock$3", nil},
	// "add the van service for june": in June
	{lazy(`(?i)^(\s*(?:add|put\s+in|remind\s+me\s+(?:to|about)|book|schedule)\b.*?)\s+for\s+(january|february|march|april|june|july|august|september|october|november|december)(\s*[.!]*)$`), "$1 in $2$3", nil},
	// "Sorry, changed my mind again, yes put …": the request after it
	{lazy(`(?i)^(\s*)(?:(?:sorry|oops|ok|okay|hmm|um|right|so)[,.!\s]+)?(?:i\s+)?(?:(?:have|'ve)\s+)?changed\s+my\s+mind(?:\s+again)?\s*[,.!;:]+\s*(?:(?:yes|yeah|ok|okay|so|actually)[,.!\s]+)?(\S.*\S)$`), "${1}$2",
		lazy(`(?i)changed\s+my\s+mind(?:\s+again)?[,.!;:\s]*(?:undo|leave|forget|cancel|don't|do\s+not|never)\b`)},
	// "Give me a quick overview of the trip milestones and which ones are
	// still open": the milestones
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:give\s+me|show\s+me|i\s+want|i'd\s+like)\s+(?:a\s+)?(?:quick\s+|short\s+|brief\s+)?(?:overview|summary|rundown|list)\s+of\s+(?:the\s+|my\s+)?(.+?)\s+milestones\b.*$`), "${1}what are the $2 milestones", nil},
	// "How is the flat move project going? What is still open?": how it
	// is going
	{lazy(`(?i)^(\s*(?:how'?s|how\s+is|how\s+are)\s+.+?\s+(?:looking|going|doing|tracking|coming\s+along))\s*[,?.]?\s*(?:and\s+)?(?:what'?s|whats|what\s+is|what\s+are|which\s+(?:ones|tasks)\s+are)\s+(?:still\s+)?(?:left\s+)?(?:open|to\s+do|left|outstanding|not\s+done)\b.*$`), "$1", nil},
	// "Done: book the van, and the biometrics appointment": both done
	{lazy(`(?i)^(\s*)(?:done|finished|completed)\s*:\s*([^;]+?)\s*,?\s+and\s+([^;]+?)(?:\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+have|'ve)?\s+(?:made|done|booked|finished|sent|sorted|got|had))?\s*[.!]*$`), "${1}mark $2 and $3 as done", lazy(`[;,]`)},
	{lazy(`(?i)^(\s*)(?:done|finished|completed)\s*:\s*([^;,]+?)\s*,?\s+and\s+([^;,]+?)(?:\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+have|'ve)?\s+(?:made|done|booked|finished|sent|sorted|got|had))\s*[.!]*$`), "${1}mark $2 and $3 as done", nil},
	{lazy(`(?i)^(\s*)(?:done|finished|completed)\s*:\s*([^;,]+?)\s*,\s+and\s+([^;,]+?)(?:\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+have|'ve)?\s+(?:made|done|booked|finished|sent|sorted|got|had))?\s*[.!]*$`), "${1}mark $2 and $3 as done", nil},
	// "Code review is due until Wednesday 5pm, please put it under work":
	// the task, due then, in that project
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+(?:is|are)\s+due\s+(?:until|by|on|for)?\s*([^,]+?)\s*,\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:put|file|add|stick)\s+(?:it|this|that)\s+(?:under|in|into|to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[.!]*$`), "${1}add $2 due $3 to the $4 project",
		lazy(`(?i)\b(?:put|file|add|stick)\s+(?:it|this|that)\s+(?:under|in|into|to)\s+(?:and|&|please|for\s+me|my\s+list|the\s+list|my\s+diary|the\s+diary|my\s+calendar)\b|\b(?:put|add|stick)\s+(?:it|this|that)\s+in\s*[.!]*$`)},
	// "Create a work project "Q1 release" …": the kind of project is no
	// part of it
	{lazy(`(?i)\b(create|make|start|add|set\s+up)\s+(?:a|an)\s+(?:work|home|personal|school|family|private|side|uni|university|house)\s+project\b`), "$1 a project", nil},
	// "Make a task from this: …": the task
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|create|turn)\s+(?:a\s+)?(?:task|to-?do|reminder)\s+(?:from|of|out\s+of)\s+(?:this|that|the\s+following)\s*:\s*`), "${1}add ", nil},
	// "Change the Tuesday practice to 7pm instead of 6:30": the weekday
	// names the task, the time is the change
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:change|move|switch|push|make|put|shift)\s+(?:the|my|our)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'s|s)?\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+(?:to|at)\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday)(?:\s+instead(?:\s+of\s+\S+)?)?(?:\s+please)?\s*[.!]*$`), "${1}move the $2 to $3", nil},
	// "due mon 5pm" said alone: the day of the task just said
	{lazy(`(?i)^(\s*)(?:(?:ok|okay|and|now|also|actually)[,\s]+)?(?:make\s+it\s+|set\s+it\s+)?due\s+(?:on\s+|by\s+|for\s+)?((?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today|tonight|next|this|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|end)\S*(?:\s+\S+){0,3}?)\s*[.!]*$`), "${1}move it to $2", nil},
	// "show me family tasks": the tasks of that project or label
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:my\s+)?([\p{L}\d'-]+)\s+(?:tasks|jobs|things|items|to-?dos)\s*[?.!]*$`), "${1}show me all the $2 tasks",
		lazy(`(?i)^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:my\s+)?(?:open|done|completed|finished|overdue|urgent|high|low|medium|normal|today'?s|tomorrow'?s|upcoming|recent|all|my|the|other|new|old|remaining|pending|outstanding|unfinished|important|priority|dated|undated|repeating|recurring|weekly|daily|late|current|active|archived|these|those|some|any|more)\s+(?:tasks|jobs|things|items|to-?dos)`)},
	// "I did call with Tomek, he take saturday, mark it done": the call
	{lazy(`(?i)^(\s*)i\s+(?:did|have\s+done|'ve\s+done|made|had|finished)\s+(?:the\s+|my\s+)?(call|phone\s+call|meeting|chat|talk|interview)\s+with\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s*[,;.].*\b(?:mark|tick|check)\s+(?:it|that)\s+(?:off|done|as\s+done|complete|as\s+complete)\b.*$`), "${1}mark the $2 with $3 done", nil},
	// "tag both of those bookclub": both of them (two, though the last
	// turn named one)
	{lazy(`(?i)^(\s*)(?:please\s+)?(tag|label)\s+(?:both\s+of\s+(?:those|them|these)|both|them\s+both|those\s+two|these\s+two)\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*$`), "${1}$2 both of them with $3", nil},
	{lazy(`(?i)^(\s*)(?:please\s+)?(tag|label)\s+(?:those|these)\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*$`), "${1}$2 them with $3", nil},
	// "which project has the most stuff left?": the projects, counted
	{lazy(`(?i)^(\s*)(?:which|what)\s+project\s+(?:has|have|got)\s+(?:got\s+)?the\s+most\b.*$`), "${1}show my projects", nil},
	// "add a project for Emma's driving with a milestone: 50 hrs logged by
	// march 1": the project and its milestone
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:add|create|make|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+for\s+([^,"“]+?)\s+with\s+(?:a\s+|the\s+)?milestones?\s*:?\s+(\S.+)$`), "${1}create a project called $2 with milestones: $3", lazy(`(?i)\b(?:named|called|titled)\b`)},
	// "I need 8 more hrs of pharmacology CE by jan 15": the thing needed
	{lazy(`(?i)^(\s*)i\s+(?:still\s+)?need\s+((?:\d+|more|another|a\s+few|some\s+more)\s+\S.*)$`), "${1}add get $2", nil},
	// second-language frames: "I need remember to", "I want start", "I
	// must to", "remind me buy"
	{lazy(`(?i)\b(need|want|have|must|should|forgot)\s+(remember|start|create|make|add|buy|call|book|send|finish|find|order|pay|check)\b`), "$1 to $2", lazy(`(?i)\b(?:need|want|have|must|should|forgot)\s+(?:remember|start|create|make|add|buy|call|book|send|finish|find|order|pay|check)\s+(?:of|for|it|that|this)\b|\bhave\s+(?:make|call|book|send|order|pay|check)\b`)},
	{lazy(`(?i)\b(must)\s+to\b`), "$1", nil},
	{lazy(`(?i)\bremind\s+me\s+(buy|call|book|send|pay|check|order|email|ring|get|pick|take|bring|write|finish|clean|fix)\b`), "remind me to $1", nil},
	// "… - add it, due 15 december": the capture's own instruction, said
	// after it
	{lazy(`(?i)\s+[-–—]\s+(?:please\s+)?(?:add|put\s+in|save)\s+(?:it|this|that)(?:\s+please)?\s*(,|$)`), "$1", nil},
	// "for Buy car project add tasks: a, b, c": each a task of that project
	{lazy(`(?i)^(\s*)(?:for|in)\s+(?:the\s+|my\s+)?([^,:]+?)\s+project\s*,?\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:add|put)\s+(?:the\s+)?(?:tasks?|jobs?|things|items|to-?dos)\s*:\s*(.+)$`), "${1}add to the $2 project: $3", nil},
	// "english homework is every tuesday, make it repeat weekly please"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:is|are|happens)\s+((?:every|each)\s+[^,.;]+?)\s*[,;.]\s*(?:(?:can|could|would)\s+you\s+|please\s+)*(?:make|set|put)\s+(?:it|that|this)\s+(?:to\s+|as\s+)?(?:repeat|recur|repeating|recurring)\s+(?:weekly|every\s+week|each\s+week|monthly|every\s+month|daily|every\s+day)(?:\s+please)?\s*[.!]*$`), "${1}make the $2 repeat $3", nil},
	// "Darek say mechanic can look the car on 19 dec, add …": the news,
	// then the request
	{lazy(`(?i)^(\s*)[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s+(?:say|says|said|told\s+me|rang\s+to\s+say|texted\s+to\s+say)\b[^,]*,\s*((?:please\s+)?(?:add|create)\s+["“].+)$`), "${1}$2", nil},
	// "Please add these to the P project: 1) a, 2) b, 3) c": the list's
	// numbers are no part of the items
	{lazy(`((?:^|\D)[:,;]\s*|^\s*)(?:\d{1,2}[).]|\(\d{1,2}\))\s+`), "$1", lazy(`\d{1,2}[).]\s*\d`)},
	// "The first milestone for Family History is "X" and I'd like it done
	// by 31 January": that milestone of that project
	{lazy(`(?i)^(\s*)the\s+(?:first|next|second|third|last|final|new)\s+milestone\s+(?:for|of|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:is|will\s+be|should\s+be)\s+(["“][^"”]+["”])\s*(?:,\s*|and\s+)?(?:i'?d\s+like\s+it\s+(?:done\s+)?|i\s+would\s+like\s+it\s+(?:done\s+)?|it\s+should\s+be\s+(?:done\s+)?|due\s+|done\s+)?(by|on|for|before)?\s*(.+?)\s*[.!]*$`), "${1}add a milestone $3 to the $2 project by $5", nil},
	// "And a second milestone please, "X", due the end of March."
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+)?(?:a|another)\s+(?:second|third|fourth|next|new)?\s*milestone\s*(?:please\s*)?,?\s*(["“][^"”]+["”])\s*,?\s*(?:due\s+|by\s+|on\s+)(.+?)(?:\s+please)?\s*[.!]*$`), "${1}add a milestone $2 due $3", lazy(`(?i)\bproject\b`)},
	// "X needs doing every Saturday at 8am - please add it as a repeating
	// task and tag it garden"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:needs|need)\s+doing\s+((?:every|each)\s+[^-–—,.;]+?)\s*[-–—,.;]\s*(?:please\s+)?(?:add|put|set|make)\s+(?:it|this|that)\s+(?:in\s+)?(?:as\s+)?(?:a\s+)?(?:repeating|recurring|weekly|regular)?\s*(?:task|thing|reminder|one)?\s*(?:and\s+(?:tag|label)\s+it\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+))?\s*[.!]*$`), "${1}add $2 $3 @$4", nil},
	// "How many medical things have I got coming up?"
	{lazy(`(?i)^(\s*)how\s+many\s+([\p{L}\d'-]+)\s+(?:things|tasks|jobs|items|appointments)\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i)\s+(?:coming\s+up|on|ahead|left|soon)\s*[?.!]*$`), "${1}what tasks mention $2", nil},
	// "New project please: "P", deadline 15 February, with tasks: …"
	{lazy(`(?i)^(\s*)(?:a\s+)?new\s+project\s*(?:please)?\s*:?\s*(["“][^"”]+["”])\s*,\s*(?:deadline|due|due\s+date)\s*:?\s*([^,]+?)\s*,\s*(?:with\s+)?(?:tasks|jobs|to-?dos)\s*:\s*(.+)$`), "${1}new project $2 due $3 with tasks: $4", nil},
	// "The dentist rang — it's been moved to Friday 11 Dec, same time."
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)\s+(?:rang|called|phoned|emailed|texted|wrote)\s*(?:[-–—,:;.]\s*|\s+and\s+(?:said\s+)?)(?:it'?s|it\s+has|it\s+is|they'?ve|they\s+have|they'?re|we'?re)\s+(?:been\s+)?(?:moved|changed|rescheduled|pushed|put\s+back|moving|changing)\s+(?:it\s+)?(?:to|till|until)\s+(.+?)(?:\s*,\s*(?:at\s+the\s+)?same\s+time)?\s*[.!]*$`), "${1}move the $2 to $3", nil},
	// "What's in the P project and when is it due?": how it is going
	{lazy(`(?i)^(\s*)what'?s\s+(?:in|left\s+in|left\s+on)\s+(?:the\s+|my\s+)?(.+?)\s+project\s+and\s+when\s+(?:is|'s)\s+it\s+due\s*\??$`), "${1}how is the $2 project going", nil},
	// "Lovely. Could you give me a list of everything still to do before
	// Christmas please?": what is due before then
	{lazy(`(?i)^(\s*)(?:(?:lovely|great|thanks|thank\s+you|ok|okay|right|perfect|brilliant|cheers)[.!,]+\s*)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:give\s+me|show\s+me|list|tell\s+me)\s+(?:a\s+)?(?:list\s+of\s+)?(?:everything|all\s+(?:the\s+)?(?:things|tasks))\s+(?:i\s+(?:have|need)\s+)?(?:still\s+)?(?:to\s+do|left|open|outstanding)\s+(before|by)\s+(.+?)(?:\s+please)?\s*[?.!]*$`), "${1}what's due before $3", nil},
	// "Add the label appointment to the dentist and the physio please.":
	// the courtesy is no part of what is named
	{lazy(`(?i)^(\s*(?:add|tag|label|untag|move|mark|complete|delete|remove|rename|push|set|make|change|reopen|tick)\b.*\S)\s+(?:please|pls|plz|thanks|thank\s+you|cheers)\s*[.!]*$`), "$1",
		lazy(`(?i)["“][^"”]*\b(?:please|pls|thanks)\s*["”]`)},
	// "… to car project for 19th": a bare ordinal said last is the day
	{lazy(`(?i)\b(for)\s+(\d{1,2}(?:st|nd|rd|th))(\s*(?:[,.!]|$))`), "$1 the $2$3", nil},
	// "everything tagged teaching, push it back a week — I need to focus
	// on the dissertation": the change, then why
	{lazy(`(?i)^(\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:everything|all|move|push|mark|delete|tag|add|make|change|set|reschedule|postpone|complete|reopen|rename|archive|remind)\b.*?\S)\s+[—–]+\s+(?:i|i'm|i've|i'll|i'd|we|we're|he|she|they|it's|its|because|cos|as|since|the\s+\S+\s+(?:is|are|was|were))\b.*$`), "$1", lazy(`(?i)[—–]+\s+(?:i\s+mean|i\s+meant|sorry)\b`)},
	// "everything due Dec 12 should be tagged trip-prep": the label on each
	{lazy(`(?i)^(\s*)(everything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(due\s+.+?|in\s+.+?|for\s+.+?)\s+(?:should|must|needs\s+to|has\s+to)\s+be\s+(?:tagged|labelled|labeled)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "${1}tag $2 $3 with $4", nil},
	// "I need to do 3 thing this week: a, b, and c": each a task
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:need|have|got|must)\s+(?:to\s+)?(?:do\s+)?(?:\d+|two|three|four|five|a\s+few|some)\s+things?\s+(?:this\s+week|today|tomorrow|this\s+weekend|next\s+week)?\s*:\s*(.+)$`), "${1}add $2", nil},
	// "which of my X tasks have no date", "what's in my X project that
	// doesn't have a due date?": the undated ones
	{lazy(`(?i)^(\s*)(?:show\s+(?:me\s+)?|list\s+)?(?:my\s+|the\s+)?(?:undated|unscheduled|dateless)\s+(?:tasks|things|jobs|items)\s*[?.!]*$`), "${1}which tasks have no date", nil},
	{lazy(`(?i)^(\s*)(?:what'?s|what\s+is|which\s+tasks?|anything)\s+(?:in\s+)?(?:my\s+|the\s+)?(.+?)(?:\s+project)?\s+(?:that|which)\s+(?:doesn'?t|does\s+not|don'?t|do\s+not|has\s+no|have\s+no)\s+(?:have\s+|got\s+)?(?:a\s+)?(?:due\s+date|date|deadline)\s*[?.!]*$`), "${1}which tasks in the $2 project have no date", nil},
	// "right, whats overdue?": the question after the opener
	{lazy(`(?i)^(\s*)(?:right|ok|okay|so|well|alright|now|cool|and)\s*[,.!]+\s*((?:what|whats|what's|which|how|when|where|who|show|list|is|are|do|does|did|have|has)\b.*)$`), "${1}$2", nil},
	// "…, no rush tho": no rush (a low priority)
	{lazy(`(?i)\b(no\s+rush|no\s+hurry)\s+(?:tho|though|really|at\s+all)\s*([.!]*)$`), "$1$2", nil},
	// "Another CPD one - X, label cpd too", "New CPD task: X"
	{lazy(`(?i)^(\s*)(?:another|one\s+more|a\s+new|new)\s+[\p{L}\d-]+\s+(?:one|task|thing|job|to-?do)\s*[-–—:]\s*`), "${1}add ", nil},
	{lazy(`(?i)\s*,\s*(label|tag)\s+(?:it\s+)?@?([\p{L}\d_-]+)\s+(?:too|as\s+well|also)\s*([.!]*)$`), ", $1 it $2$3", nil},
	// "… letters (the ones I photographed in October and have been
	// avoiding ever since), due friday": an aside about oneself is no part
	// of the request
	{lazy(`(?i)\s*\([^()]*?\b(?:i|i'm|i've|i'd|i'll|we|we've|we're|honestly|technically|sigh|lol|ugh)\b[^()]*\)`), "",
		lazy(`(?i)^\s*(?:note|jot|write\s+down|remember\s+that|save\s+(?:a\s+)?note)\b|["“][^"”]*\([^"”]*["”]`)},
	// "ok so I'm told this thing can keep track of my life — can you add
	// X for tomorrow morning?": the request after the dash
	{lazy(`(?i)^([^—–"“]*?)[—–]+\s+((?:(?:can|could|would)\s+you\s+|please\s+)(?:add|create|remind)\b.*)$`), "$2", lazy(`(?i)\b(?:task|make\s+task|milestone|project)\b[^—–]*$|^[^—–]*\b(?:is|are)\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|next|the\s+\d|\d)`)},
	// "…, that's kind of important so maybe high priority?"
	{lazy(`(?i)\s*[,;.]?\s*(?:that'?s|it'?s|this\s+is)\s+(?:kind\s+of\s+|kinda\s+|quite\s+|really\s+|pretty\s+|very\s+)?important(?:\s*,?\s*so)?\s+(?:maybe\s+|make\s+it\s+|mark\s+it\s+|perhaps\s+)?(high|top|urgent)(?:\s+priority)?\s*\??$`), ", $1 priority", nil},
	// "the recycling is actually Wednesdays now, the city changed it"
	{lazy(`(?i)^(\s*)(?:(?:hmm|oh|ok|okay|so|well|right)[,.\s]+)?(.+?)\s+(?:is|are)\s+(?:actually\s+|now\s+)?(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s\s+now\b.*$`), "${1}make $2 repeat every $3", nil},
	// "how many tasks do I have in the P project right now?"
	{lazy(`(?i)^(\s*(?:how|what|which|show|list)\b.*?)\s+(?:right\s+now|at\s+the\s+moment|currently|atm|so\s+far)\s*(\?*)\s*$`), "$1$2",
		lazy(`(?i)\b(?:done|finished|completed|got\s+done|gotten\s+done|achieved|ticked\s+off)\s+(?:right\s+now|at\s+the\s+moment|currently|atm|so\s+far)\s*\?*\s*$`)},
	// "mark the loan return as done, and the printer toner too"
	{lazy(`(?i)^(\s*(?:please\s+)?mark\s+)(.+?)\s+(?:as\s+)?(done|complete|completed|finished)\s*,?\s+and\s+(.+?)\s+(?:too|as\s+well|also)\s*[.!]*$`), "${1}$2 and $4 as $3", nil},
	// "give me a rundown of everything that's still open in the P project"
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:give\s+me|show\s+me)\s+(?:a\s+)?(?:quick\s+|short\s+)?(?:rundown|summary|overview|list)\s+of\s+(?:everything|all|what)\s+(?:that'?s\s+|that\s+is\s+|is\s+)?(?:still\s+)?(?:open|left|to\s+do|outstanding)\s+(?:in|on|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[?.!]*$`), "${1}what's left in the $2 project", nil},
	// "actually make it the 13th again, Amtrak changed my train"
	{lazy(`(?i)^(.*\b(?:make|move|put|set|change)\s+(?:it|that)\s+.+?)\s+(?:again|back)\s*[,;.]\s+\S.*$`), "$1", nil},
}

// skipOne: "skip the football training this monday", "skip swimming just
// this once": one occurrence of a repeating task passed over.
var (
	skipOne   = re(`^(?:(?:please|pls|can\s+you|could\s+you)\s+)?skip\s+(?:the\s+|my\s+|this\s+week'?s\s+|today'?s\s+|tomorrow'?s\s+|this\s+)?(?P<t>.+?)(?:\s+(?:this|next)\s+(?:week|time|one)|\s+(?:just\s+)?this\s+once|\s+for\s+(?:this|one)\s+(?:week|time))?(?:\s+please)?$`)
	skipNoun  = re(`^(?:hire|bin|bins|lorry|truck|delivery|collection|rental|bag|bags|dive|diving|ahead|forward|forwards|back|backwards?|to|past|over|next|previous|rest)\b`) // "skip hire sat": a skip, the bin
	skipMedia = re(`^(?:this\s+|the\s+|that\s+)?(?:song|track|tune|ad|ads|advert|adverts|intro|episode|video|podcast|chapter|trailer|commercial|it|this|that|one|line|queue|breakfast|lunch|dinner|class|school|work)s?$`)
)

// ruleSkipOne reads "skip X this monday" as X moved to its next occurrence
// (rescheduleTask to "next occurrence"; the ToolBox refuses a task that
// does not repeat). A song, an ad or a meal is no task to skip.
func ruleSkipOne(c clause) (ParsedIntent, bool) {
	if !strings.HasPrefix(c.l, "skip ") && !strings.Contains(c.l, " skip ") {
		return ParsedIntent{}, false
	}
	m, ok := find(skipOne, c.s)
	if !ok || m.g("t") == "" || skipMedia.MatchString(m.g("t")) || skipNoun.MatchString(m.g("t")) {
		return ParsedIntent{}, false
	}
	args := map[string]any{"task": m.g("t"), "to": tools.NextOccurrence}
	if d := cutDates(m.g("t")); d.due != "" && strings.TrimSpace(d.rest) != "" {
		// "skip football training on the 21st": the occurrence meant, which
		// the ToolBox checks is the next one
		args["task"], args["on"] = strings.TrimSpace(d.rest), d.due
	}
	return intent("skip-one", "rescheduleTask", args), true
}

func init() {
	// "Book the NMR for me on tuesday in the facility system": a booking
	// made in another system
	outOfScope = append(outOfScope, scopeRule{re(`^(?:(?:can|could|would)\s+you\s+|please\s+)?(?:book|reserve)\s+.+?\s+for\s+(?:me|us)\b.*\b(?:in|on|through|via|using)\s+(?:the\s+|their\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}(?:system|portal|website|site|app)\b`),
		"I can't make bookings in other systems. I can remind you to — “remind me to book the room on Tuesday”.", false, set(`can could would please book reserve`), nil},
		// "Transfer the rent to the landlord from my Monzo account": money
		// moved for the user
		scopeRule{re(`^(?:(?:can|could|would)\s+you\s+|please\s+)?(?:transfer|send|wire|move|pay)\s+.+?\s+from\s+(?:my|our|the)\s+(?:[\w-]+\s+){0,2}(?:account|card|bank|savings|current\s+account|wallet)\b`),
			"I can't move money or pay for you. I can remind you to — “remind me to pay the rent on the 1st”.", false, set(`can could would please transfer send wire move pay`), nil},
		// "transfer 5k eur to Lena": money sent for the user
		scopeRule{re(`^(?:(?:can|could|would)\s+you\s+|please\s+)?(?:transfer|wire|send)\s+(?:[£$€]\s*\d[\d.,]*\s*k?|\d[\d.,]*\s*k?\s*(?:eur|euros?|gbp|usd|dollars?|pounds?|quid|bucks|€|£|\$)?)\s+(?:to|into)\s+\S`),
			"I can't move money or pay for you. I can remind you to — “remind me to pay the rent on the 1st”.", false, set(`can could would please transfer wire send`), nil},
		// "Put the football training into my Google Calendar": another app
		scopeRule{re(`^(?:(?:can|could|would)\s+you\s+|please\s+)?(?:put|add|copy|send|sync|export|move)\s+.+?\s+(?:in|into|on|onto|to)\s+(?:my\s+|the\s+)?(?:google|outlook|apple|icloud|iphone|phone'?s?|work|office\s*365|teams)\s+calendar\b`),
			"I can't write to other calendar apps. Tasks with a due date reach a calendar through CalDAV sync (Settings → Calendar), or with `pace export --ics`.", false, set(`can could would please put add copy send sync export move`), nil})
}

// stop38Rewritten is text with stop38Rewrites applied, and "his" or "her"
// in a request said of the person the sentence before it named.
func stop38Rewritten(text string) string {
	text = applyGuarded(text, stop38Rewrites)
	if strings.Contains(strings.ToLower(text), "milestone") {
		// "milestones: beta freeze on the 15th, press kit ready 20th": a
		// bare ordinal that ends an item is its day
		text = bareOrdinal.ReplaceAllStringFunc(text, func(s string) string {
			m := bareOrdinal.FindStringSubmatch(s)
			if dayLead[strings.ToLower(m[1])] || strings.ContainsAny(m[1], "'’") {
				return s // "Nan's 90th" is a name
			}
			return m[1] + " on the " + m[2] + m[3]
		})
	}
	if m := namedThenHis.FindStringSubmatchIndex(text); m != nil {
		// "My grandson Oliver turns nine on the 14th. Please add a task to
		// buy his birthday present": Oliver's birthday present
		name, rest := text[m[2]:m[3]], text[m[4]:]
		if p := possessive.FindStringSubmatchIndex(rest); p != nil && !notAfterHer[strings.ToLower(rest[p[4]:p[5]])] {
			text = text[:m[4]] + rest[:p[2]] + name + "'s" + rest[p[3]:]
		} else if o := contactPronoun.FindStringSubmatchIndex(rest); o != nil {
			text = text[:m[4]] + rest[:o[2]] + name + rest[o[3]:] // "…, remind me to call her": call Emily
		}
	}
	return text
}

// bareOrdinal: a word, then a day's ordinal that ends an item of a list;
// dayLead: words after which the ordinal is already read as a day.
var (
	bareOrdinal = lazy(`(?i)([\p{L}'’]+)\s+((?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))(\s*,|\s+and\b|\s*[.!]*$)`)
	dayLead     = set(`the on by of before until till from after due for mon tue tues wed thu thur thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december`)
)

// namedThenHis: a first sentence whose subject is a person's name ("My
// grandson Oliver turns nine …", "Emily's birthday is …"), then a request.
var namedThenHis = lazy(`^\s*(?:[Mm]y\s+(?:[a-z-]+\s+)?)?(\p{Lu}\p{Ll}+)(?:'s|’s)?\s+[^.!?]+[.!?]\s+((?:[Pp]lease\s+|[Cc]ould\s+you\s+|[Cc]an\s+you\s+)?(?:[Aa]dd|[Rr]emind|[Pp]ut|[Cc]reate|[Mm]ake|[Ss]et)\b.*)$`)

// possessive: the first "his" or "her" and the word after it.
var possessive = lazy(`\b(his|her)\s+(\p{L}+)`)

// contactPronoun: "him" or "her" as what a verb of contact is done to.
var contactPronoun = lazy(`(?i)\b(?:call|ring|phone|text|email|e-mail|visit|see|meet|ask|thank|congratulate|wish|message|write\s+to)\s+(him|her)\b`)

// notAfterHer: words after "her" that show it is no possessive ("call her
// tomorrow", "ask her about …").
var notAfterHer = set(`about and at back by for from in on to today tomorrow tonight up with next this before after if that when`)
