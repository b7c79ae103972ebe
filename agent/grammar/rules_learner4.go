package grammar

import "strings"

// guardedRewrite is a rewrite of a family of phrasings into the words the
// rules read, skipped for a text its guard matches.
type guardedRewrite struct {
	re   *lazyRE
	with string
	// unless: a text it matches is left as it is (nil: none)
	unless *lazyRE
}

// applyGuarded is text with each of rules applied in turn.
func applyGuarded(text string, rules []guardedRewrite) string {
	for _, r := range rules {
		if r.unless != nil && r.unless.MatchString(text) {
			continue
		}
		text = r.re.ReplaceAllString(text, r.with)
	}
	return text
}

// stop35Rewrites: families of the known misses of stop 34's trials
// (161–163) and those after it, each said the way the rules read it. As
// in stop34Rewrites, the user's own words for titles and names are kept;
// only the frame around them changes. They run before stop34Rewrites.
var stop35Rewrites = []guardedRewrite{
	// "…, put it repeating weekly monday 9am": said already
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:put|make|set)\s+it\s+(?:repeating|recurring|repeat)\s+(?:weekly\s+|every\s+week\s+)?(?:(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*)?(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm))\s*[.!]*$`), " at $1", nil},
	{lazy(`(?i)\s*,\s*(?:please\s+)?(?:put|make|set)\s+it\s+(?:repeating|recurring|repeat)\s+(?:weekly|every\s+week)?\s*(?:(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)?\s*[.!]*$`), "", nil},
	// "Add for the choir : bring …", "in total ?": a space before a colon
	// or a question mark, as French typography puts it
	{lazy(`(\S)[ \x{00A0}\x{202F}]+([:?!;])(\s|$)`), "$1$2$3", nil},
	{lazy(`(?i)^(\s*)oups\b`), "${1}oops", nil},
	// "show me everything i finished (this week)": the tasks done, never
	// a task named "show me everything"
	{lazy(`(?i)^(\s*)(?:(?:please|can\s+you|could\s+you)\s+)?(?:show|list|give|tell)\s+(?:me\s+)?(?:everything|all(?:\s+(?:of\s+)?the\s+(?:things|tasks|stuff|jobs))?|what)\s+(?:that\s+)?i(?:'ve|’ve|\s+have|\s+had)?\s+(?:already\s+)?(?:finished|completed|done|ticked\s+off|crossed\s+off|got\s+done)\b(?:\s+(?:so\s+far|until\s+now|up\s+to\s+now))?`), "${1}show my completed tasks", nil},
	// "high pri", "hi prio", "low pri": the priority
	{lazy(`(?i)\b(high|low|top|medium|med)\s+pri(?:o|ority)?\b`), "$1 priority", nil},
	{lazy(`(?i)\bhi\s+pri(?:o|ority)?\b`), "high priority", nil},
	// "call mom sun about xmas plans": a short day name between the
	// person and what it is about
	{lazy(`(?i)\b((?:call|ring|phone|text|email|e-mail|see|visit|meet)\s+[\p{L}'’]+)\s+(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\s+(about|re|for|to\s+(?:discuss|talk|ask|sort|plan))\b`), "$1 on $2 $3", nil},
	// "record that I must file the defence by Friday": a task of it ("make
	// a note that …" stays a note: the user said note)
	{lazy(`(?i)\b(?:record|put\s+down|jot\s+down|write\s+down)\s+that\s+i\s+(?:must|need\s+to|have\s+to|have\s+got\s+to|am\s+to|should|ought\s+to)\s+`), "remind me to ", nil},
	// ", and that it is of the very highest priority": the priority said
	// as a clause of its own
	{lazy(`(?i)\s*,?\s*and\s+(?:that\s+)?(?:it|this)\s+is\s+(?:of\s+)?(?:the\s+)?(?:very\s+)?(?:highest|utmost|greatest|top|first)\s+(?:priority|importance)\b`), ", top priority", nil},
	{lazy(`(?i)\s*,?\s*and\s+(?:that\s+)?(?:it|this)\s+is\s+(?:of\s+)?(?:a\s+)?(?:very\s+|rather\s+|quite\s+)?(high|low)\s+(?:priority|importance)\b`), ", $1 priority", nil},
	// "label the invoice task both finance and errands": both labels
	{lazy(`(?i)\b(tag|label)\s+(.+?)\s+(?:both\s+(?:as\s+)?|as\s+both\s+)([\p{L}\d_-]+)\s+and\s+([\p{L}\d_-]+)\s*[.!]*$`), "$1 $2 with $3 and $4", nil},
	{lazy(`(?i)\b(tag|label)\s+((?:the|my)\s+.+?\s+(?:task|one|job|thing))\s+([\p{L}\d_-]+)\s+and\s+([\p{L}\d_-]+)\s*[.!]*$`), "$1 $2 with $3 and $4", nil},
	// "Mr Doyle's statement has at last arrived, so please mark it as
	// done": "it" is the thing the news names
	{lazy(`(?i)^(\s*)(.+?)\s+(?:has|have)\s+(?:at\s+(?:long\s+)?last\s+|finally\s+|now\s+|just\s+)?(?:arrived|come(?:\s+in|\s+through|\s+back)?|turned\s+up|landed|gone\s+(?:out|off)|been\s+[\p{L}]+(?:ed|en|t))\s*[,;.]?\s*(?:so\s+)?(?:(?:please|kindly)\s+)?(?:(?:could|can|would)\s+you\s+)?(?:mark|tick|check|cross)\s+(?:it|that|this|them)\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))(?:\s*,?\s*please)?\s*[.!]*$`), "${1}$2 is done", nil},
	// "rename the task \"X\" so that it reads \"Y\"": the new title
	{lazy(`(?i)(\b(?:rename|retitle|change|reword)\b.+?)\s+(?:so\s+(?:that\s+)?it\s+(?:reads|says)|to\s+(?:read|say))\s+`), "$1 to ", nil},
	// "new project Garden Shed, with a milestone …": the milestone said
	// after a comma belongs to the project just named
	{lazy(`(?i)^(\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:new|create|start|add|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?(?:["“][^"”]+["”]|[^,"“]+?))\s*,\s*(with\s+(?:a|one|two|three|2|3)\s+milestones?\b)`), "$1 $2", nil},
	// "everything tagged errands push back a week": the change said after
	// the tasks it is for
	{lazy(`(?i)^(\s*)(everything|all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:tasks|things|jobs|to-?dos))\s+((?:tagged|labell?ed|in|under)\s+.+?)\s*[,—–-]?\s+(?:(?:please|kindly)\s+)?(push|move|shift|bump)\s+(?:(?:it|them|those|these)\s+)?((?:back|out|forward|on)\s+|(?:to|by|till|until|a|one|two|three|four|\d+)\s)`), "${1}$4 $2 $3 $5", nil},
	// "…, and put it in a new project called \"Allotment\"": the project
	// made for it, as "…, project Allotment" says
	{lazy(`(?i)\s*[,;]?\s*(?:and\s+)?(?:(?:please|could\s+you|can\s+you)\s+)?(?:put|file|place|add|keep)\s+(?:it|this|that|them)\s+(?:in|into|under|to)\s+a\s+(?:brand\s+)?new\s+project\s+(?:called|named)\s+`), " in project ", nil},
	// "three things for me, please: …": for the user, not a project "me"
	{lazy(`(?i)\b((?:things|tasks|jobs|items|to-?dos|reminders))\s+for\s+(?:me|us|myself|ourselves)(?:\s*,?\s*please)?(\s*[:,\-–—])`), "$1$2", nil},
	// "summarize everything still outstanding, grouped by project": what
	// is left to do (each task's line names its project)
	{lazy(`(?i)^(\s*)(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:summari[sz]e|(?:give|send|show)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|overview|rundown|recap)\s+of)\s+(?:what\s+is|what's|everything|all(?:\s+that\s+is)?|all\s+the\s+(?:tasks|things|stuff))\s+(?:that\s+is\s+|that's\s+)?(?:still\s+)?(?:left|outstanding|open|to\s+do|not\s+done(?:\s+yet)?)(?:\s+to\s+do)?(?:\s*,?\s*(?:grouped\s+|sorted\s+|broken\s+down\s+|listed\s+)?by\s+project)?\s*[?.!]*$`), "${1}what have I got left to do", nil},
	{lazy(`(?i)^(\s*what\s+(?:have\s+i|i\s+have|do\s+i\s+have)\s+(?:got\s+)?left\s+to\s+do)\s*,?\s*(?:grouped\s+|sorted\s+|broken\s+down\s+|listed\s+)?by\s+project\s*[?.!]*$`), "$1", nil},
	// "add a task for Monday at 9:30: call the buyers, priority high,
	// project Nova Launch": the day said before the slots after the title
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+(?:a\s+|one\s+)?(?:task|to-?do|reminder)\s+for\s+(?:the\s+|my\s+)?((?:[^:]|:\d\d){0,30}?(?:\d|day\b|tomorrow|tonight|week|month)(?:[^:]|:\d\d){0,20}?)\s*:\s*([^.,\d][^.,]*?)(\s*,\s*(?:(?:high|low|top|normal|medium)\s+priority|priority\s+\w+|urgent|(?:in\s+)?project\s|tag|label)[^.]*?)\s*([.!]|$)`), "${1}add $3 for the $2$4$5", nil},
	// "van mot due dec 18 dont let me forget, high priority": an aside
	{lazy(`(?i)\s*[,;.!-]?\s*(?:(?:please|pls|plz)\s+)?(?:do\s+not|don'?t|dont|don’t)\s+let\s+me\s+forget(?:\s+(?:it|this|that|about\s+it))?(?:\s+(?:please|pls|plz))?\s*(?:([,;])|[.!]*\s*$)`), "$1", nil},
	// "with a milestone of having the spare room ready by …": the
	// milestone is what is done
	{lazy(`(?i)\b(milestones?)\s+(?:of|for)\s+(?:having|getting)\s+`), "$1 ", nil},
	// "label the seed potatoes task \"allotment\"": the label quoted after
	// the task
	{lazy(`(?i)\b(tag|label)\s+((?:the|my)\s+[^"“]+?)\s+["“]([^"”]+)["”]\s*([.!?]*)\s*$`), "$1 $2 with $3$4", lazy(`(?i)\b(?:tag|label)\s+all\b|\s(?:with|as)\s+["“]`)},
	// "label all the tasks in the P project \"family\"": the bulk tag
	{lazy(`(?i)\b(tag|label)\s+(all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:tasks|things|jobs|items)\s+(?:in|of|for|under)\s+[^"“]+?)\s+["“]([^"”]+)["”]`), "$1 $2 with $3", nil},
	// "push everything due on Monday back to Tuesday": to that day
	{lazy(`(?i)\b((?:push|move|shift|bump)\s+(?:everything|all(?:\s+(?:of\s+)?(?:the|my)\s+(?:tasks|things|jobs))?)\s+(?:that's\s+|that\s+is\s+)?due\s+(?:on\s+)?[^,]+?)\s+(?:back|forward|on|out)\s+(to|till|until)\b`), "$1 $2", nil},
	// "add to daves kitchen job pick up the sink and taps, tag it
	// supplier": the project said first, then the task
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+to\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)\s+(?:job|project)\s+([^,;:]+?)(\s*[,;].*)?$`), "${1}add $3 to the $2 project$4", lazy(`(?i)\badd\s+to\s+.+?\s+(?:job|project)\s+(?:a|an|the|one|some)\s+(?:new\s+)?(?:task|reminder|to-?do|milestone|note)s?\b`)},
	// "Can you add to Nova Launch these tasks: …": the project's list
	{lazy(`(?i)\badd\s+to\s+(?:the\s+)?([^:]+?)(?:\s+project)?\s+(?:these|the\s+following)\s+(?:tasks|things|items|to-?dos|jobs)\s*:`), "add to the $1 project:", nil},
	// "actually the accountant one do it wednesday": the thing first, then
	// its new day
	{lazy(`(?i)^(\s*)(?:(?:actually|oh|sorry|wait|no)[,\s]+)*((?:the|my)\s+[^,]+?\s+(?:one|task|job|thing))\s*,?\s+(?:do|make|move|put|change|shift)\s+(?:it|that)\s+(?:to\s+|for\s+|on\s+)?`), "${1}move $2 to ", nil},
	// "mrs patel cant do monday move her to tues 10am": the person's task
	{lazy(`(?i)^(\s*)([^,]+?)\s+(?:can'?t|cannot|can’t|cant)\s+(?:do|make)\s+[^,]*?\s*[,.;]?\s*(?:so\s+)?(?:please\s+)?(?:move|push|put|change|shift)\s+(?:her|him|them)\s+(?:to|till|until)\s+`), "${1}move $2 to ", nil},
	// "delete the bins one council changed it to weds", "reopen the xmas
	// dinner one i havent paid it yet": why, said after the item
	{lazy(`(?i)^(\s*(?:(?:hang\s+on|wait|actually|oh|oops|sorry)[,\s]+)*(?:please\s+)?(?:delete|remove|cancel|scrap|reopen|untick|complete|finish)\s+(?:the|my)\s+[^,.;]+?\s+(?:one|task|job))\s+(?:i|i'?ve|i\s+have|i\s+havent|he|she|they|we|it|its|cos|coz|cuz|because|as|since|turns|council|\w+\s+(?:changed|said|moved|cancelled|called|rang))\b.*$`), "$1", nil},
	// "bins out every weds night now": "now" says since when
	{lazy(`(?i)(\bevery\s+[^,]+?)\s+now\s*[.!]*$`), "$1", nil},
	// "how many jobs ive got tagged work": a count by label
	{lazy(`(?i)^(\s*)how\s+many\s+(?:jobs|tasks|things|to-?dos)\s+(?:have\s+i|i'?ve|ive|i\s+have|do\s+i\s+have)\s+(?:got\s+)?(tagged|labell?ed)\s+`), "${1}how many tasks are $2 ", nil},
	// "nativity done was brill": done, and how it went
	{lazy(`(?i)^(\s*)(.+?)\s+(?:done|sorted|finished|over)\s*[,.!-]?\s+(?:it\s+|that\s+)?was\s+(?:brill|brilliant|great|good|fab|fabulous|lovely|amazing|fine|ok|okay|excellent|wonderful|grand|class|mint)\b.*$`), "${1}$2 done", nil},
	// "the photographer booking must be done until Thursday, can you put
	// this date?": its new date
	{lazy(`(?i)^(\s*)(?:sorry\s*,?\s+)?((?:the|my)\s+[^,]+?)\s+(?:must|should|has\s+to|needs?\s+to)\s+be\s+(?:done|ready|finished|sent|booked|paid)\s+(?:until|by|before|till)\s+([^,.;]+?)\s*(?:[,.;]\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:put|change|set|update|use|make)\s+(?:this|that|the|it)\s+(?:date|day|deadline)[^.]*?)?\s*[.!?]*$`), "${1}move $2 to $3", nil},
	// "Put the tape task in the move project also, and tag it": "also"
	{lazy(`(?i)(\bproject)\s+(?:also|too|as\s+well)(\s*,)`), "$1$2", nil},
	// "show me all the tasks of Nova Launch with their dates": the tasks
	{lazy(`(?i)\b(tasks|things|jobs)\s+(?:of|from)\s+((?-i:\p{Lu})[^,?.]*?)\s+with\s+(?:their|the|all\s+the)\s+(?:dates|due\s+dates|deadlines|details)\b`), "$1 in $2", nil},
	{lazy(`(?i)\b(tasks|things|jobs)\s+(?:of|from)\s+((?-i:\p{Lu}))`), "$1 in $2", nil},
	// "Everything of Nova Launch that is due on Friday the 11th, please
	// move it to Monday 14": the project's tasks due that day
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the\s+tasks)?)\s+(?:of|in|from)\s+(?:the\s+)?(.+?)(?:\s+project)?\s+(?:that\s+is|that's|which\s+is|that\s+are|which\s+are)\s+due\s+(?:on\s+)?([^,]+?)\s*,\s*(?:(?:please|kindly)\s+)?(?:move|push|put|shift)\s+(?:it|them)\s+to\s+`), "${1}move everything in the $2 project due $3 to ", nil},
	// "Is there something overdue?"
	{lazy(`(?i)\bis\s+there\s+something\b`), "is there anything", nil},
	// "The call to X is done, and also the van booking.": both done
	{lazy(`(?i)^(\s*)(.+?)\s+(?:is|are)\s+(?:done|finished|sorted)\s*,?\s+and\s+(?:also\s+|so\s+is\s+)?((?:the|my)\s+[^,.]+?)(?:\s+too|\s+as\s+well|\s+also)?\s*[.!]*$`), "${1}$2 is done. $3 is done.", nil},
	// "move all the dated tasks in that project on by seven days"
	{lazy(`(?i)\b(?:move|push|shift|put)\s+(all\s+(?:of\s+)?(?:the\s+)?)(?:dated\s+)?(tasks|things|jobs)\s+(in\s+.+?)\s+(?:on|forward|back|out)\s+by\s+`), "push $1$2 $3 by ", nil},
	// "show me all the work jobs not done yet": that facet's open tasks
	{lazy(`(?i)^(\s*)(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?all\s+(?:of\s+)?(?:the\s+|my\s+)?([\p{L}\d-]+)\s+(?:jobs|tasks|things|to-?dos)\s+(?:that\s+are\s+|which\s+are\s+|i\s+have\s+)?(?:not\s+(?:done|finished|completed)(?:\s+yet)?|still\s+(?:open|to\s+do)|outstanding|left(?:\s+to\s+do)?)\s*[?.!]*$`), "${1}show my $2 tasks", nil},
	// "new project kitchen refit for dave, first fix done by 15th dec and
	// second fix by 22nd": two or more things by their dates are the new
	// project's milestones
	{lazy(`(?i)^(\s*(?:please\s+)?(?:new|create|start|set\s+up|make)\s+(?:a\s+)?(?:new\s+)?project\s+[^,:]+?)\s*,\s*([^,]+?\s+(?:(?:done|finished|ready|complete|completed)\s+)?by\s+[^,]+?(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)[^,]+?\s+(?:(?:done|finished|ready|complete|completed)\s+)?by\s+[^,]+?)+)\s*[.!]*$`), "$1, milestones: $2", lazy(`(?i)\b(?:milestones?|tasks?)\s*:|\bwith\s+(?:a\s+)?milestones?\b`)},
	// "move the dentist to 23rd": an ordinal day said without "the" or a
	// month after a move
	{lazy(`(?i)\b((?:move|push|shift|bump|change|put)\s+[^,]+?\s+to)\s+(\d{1,2}(?:st|nd|rd|th))(\s*(?:[,.;!?]|$|\s+(?:at|please|instead|and|sparky|because|cos|as)\b))`), "$1 the $2$3", nil},
	// "push second fix at daves back to 23rd": to that day
	{lazy(`(?i)^(\s*(?:please\s+)?(?:push|move|shift|bump)\s+[^,]+?)\s+back\s+(to|till|until)\s+`), "$1 $2 ", nil},
	// "Every Sunday I check the greenhouse heater": a habit, said when
	// first
	{lazy(`(?i)^(\s*)((?:every|each)\s+[^,;]+?)\s*,?\s+i\s+(?:always\s+|usually\s+)?((?:check|water|feed|clean|take|put|do|go|call|ring|phone|telephone|visit|pay|walk|empty|change|cook|make|wash|bake|collect|pick|drop|buy|order|send|top\s+up|charge|run|read|practi[sc]e|study|review|update|back\s+up|service|mow|sweep|hoover|vacuum|iron)\b[^;.]*?)(\s*[;.].*)?$`), "${1}$3 $2$4", nil},
	// "Oups, it was not sent yet in fact. Please reopen it.": the news,
	// then the request about it
	{lazy(`(?i)^(\s*)(?:(?:oops|oh|sorry|hmm|ah)[,!.]*\s+)?(?:it|that|this)\s+(?:was|is|has|had)\s*(?:n[o']?t|n’t)\s+[^.!?]*[.!?]\s+((?:(?:please|kindly)\s+)?(?:(?:could|can|would)\s+you\s+)?(?:reopen|undo|open|put|move|make|mark|delete|cancel|change)\b)`), "$1$2", nil},
	{lazy(`(?i)\bopen\s+(it|that|this|them)\s+again\b`), "reopen $1", nil},
	// "and move inside the invoice Verrier and the URSSAF task": into it
	{lazy(`(?i)\b(move|put)\s+inside\s+(?:it\s+)?(.+?)\s*[.!]*$`), "$1 $2 into it", nil},
	// "The choir rehearsal, it is not anymore on tuesday but on wednesday
	// from now": how it repeats; without "from now", its next day
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,?\s+(?:it\s+)?(?:is|it's|isn't)\s+(?:not\s+)?(?:any\s*more|no\s+longer|not\s+any\s*more)\s+on\s+([a-z]+)\s+but\s+(?:on\s+)?([a-z]+)\s+(?:from\s+now(?:\s+on)?|from\s+today|now\s+on)\s*[.!]*$`), "${1}change $2 to every $4", nil},
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,?\s+(?:it\s+)?(?:is|it's|isn't)\s+(?:not\s+)?(?:any\s*more|no\s+longer|not\s+any\s*more)\s+on\s+([a-z]+)\s+but\s+(?:on\s+)?([a-z]+)\s*[.!]*$`), "${1}move $2 to $4", nil},
	// "put them on tuesday instead": to that day
	{lazy(`(?i)^(\s*(?:(?:actually|no|ok|okay|sorry|oh)[,!\s]+)*(?:please\s+)?)put\s+(it|them|that|those|these)\s+(?:on|for)\s+((?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)`), "${1}move $2 to $3", nil},
	// "all the tasks of the project Lumière", "everything in the project
	// Compta", "the project Lumière with its milestones": the P project
	{lazy(`(?i)\b(tasks|things|jobs|everything)\s+(?:of|in|from|for)\s+the\s+project\s+([^,.?!]+?)(\s+(?:in|to|with|as|high|low|urgent)\b|\s*[,.?!]|$)`), "$1 in the $2 project$3", nil},
	{lazy(`(?i)\bthe\s+project\s+((?-i:\p{Lu})[^,.?!]*?)\s+with\s+(?:its|the|all\s+its)\s+(?:milestones|tasks|dates|details)\b`), "the $1 project", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+(all\s+.+?)\s+(?:in|on|to|at)\s+(high|low|top|normal)\s+priority\b`), "${1}make $2 $3 priority", nil},
	// "The call to the accountant is done, please mark it.": done
	{lazy(`(?i)^(\s*.+?\s+(?:is|are)\s+(?:done|finished|sorted))\s*,?\s*(?:so\s+)?(?:please\s+)?mark\s+(?:it|that|them)\s*(?:please)?\s*[.!]*$`), "$1", nil},
	// "Reopen the Dupont contract, the client sent corrections, it is now
	// due wednesday.": reopened and moved
	{lazy(`(?i)^(\s*(?:please\s+)?reopen\s+[^,]+?)\s*,.*?,?\s*(?:and\s+)?(?:it\s+is|it's|it\s+will\s+be)\s+now\s+due\s+(?:on\s+)?([^,.]+?)\s*[.!]*$`), "$1 and move it to $2", nil},
	// "How many tasks are still open in total ?"
	{lazy(`(?i)^(\s*how\s+many\s+.+?)\s+(?:in\s+total|altogether|overall)\s*(\?*)\s*$`), "$1$2", nil},
	// "What must I do tomorrow?"
	{lazy(`(?i)^(\s*)what\s+(?:must|should)\s+i\s+do\b`), "${1}what do I have to do", nil},
	// "What is my next deadline, the most urgent one?"
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+my\s+(?:next|nearest|closest)\s+(?:deadline|due\s+date)(?:\s*,?\s*the\s+most\s+urgent(?:\s+one)?)?\s*\?*\s*$`), "${1}what's due next", nil},
	// "Give me a summary of what is planned for next week please.": what is due then
	{lazy(`(?i)^(\s*)(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:summari[sz]e|(?:give|send|show)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|overview|rundown|recap)\s+of)\s+what(?:'s|\s+is)\s+(?:planned|due|on|coming\s+up|scheduled|happening)\s+(?:for|in|on|this|next)\b\s*`), "${1}what's due ", nil},
	// "every quarter on the 15": the day of the month said as a number
	{lazy(`(?i)\bon\s+the\s+([23]?1)(\s*[,.;!?]|\s+(?:of|and|at|from)\b|$)`), "on the ${1}st$2", nil},
	{lazy(`(?i)\bon\s+the\s+([2]?2)(\s*[,.;!?]|\s+(?:of|and|at|from)\b|$)`), "on the ${1}nd$2", nil},
	{lazy(`(?i)\bon\s+the\s+([2]?3)(\s*[,.;!?]|\s+(?:of|and|at|from)\b|$)`), "on the ${1}rd$2", nil},
	{lazy(`(?i)\bon\s+the\s+([4-9]|1\d|2[04-9]|30)(\s*[,.;!?]|\s+(?:of|and|at|from)\b|$)`), "on the ${1}th$2", nil},
	// "pay council tax 15th monthly": every month on that day
	{lazy(`(?i)\b(?:on\s+)?(?:the\s+)?(\d{1,2}(?:st|nd|rd|th))\s+(?:monthly|every\s+month|each\s+month)\b`), "on the $1 of every month", nil},
	// "prio high on that": its priority
	{lazy(`(?i)^(\s*)(?:prio(?:rity)?|pri)\s+(high|low|urgent|top|normal|medium)\s+(?:on|for)\s+(.+?)\s*[.!]*$`), "${1}make $3 $2 priority", nil},
	// "how many mrcp tasks left?": in that project
	{lazy(`(?i)^(\s*)how\s+many\s+([\p{L}\d][\p{L}\d' -]*?)\s+(?:tasks|jobs|things|to-?dos)\s+(?:are\s+|have\s+i\s+got\s+|do\s+i\s+have\s+)?(?:still\s+)?(?:left|open|to\s+do|outstanding)\s*(\?*)\s*$`), "${1}how many tasks are left in the $2 project$3", lazy(`(?i)^\s*how\s+many\s+(?:more|other|open|of\s+the|of\s+my|the|my)\b`)},
	// "text Priya done": the texting task done
	{lazy(`(?i)^(\s*)((?:text|call|ring|phone|email|e-mail|message|msg|whatsapp)\s+[^,.]+?)\s+(?:done|sent|sorted|finished)\s*[.!]*$`), "${1}mark $2 done", lazy(`(?i)\b(?:isn'?t|isn’t|not|never|wasn'?t|aren'?t|is)\s+(?:done|sent|sorted|finished)\b`)},
	// "clean bathroom — skip this wk, move to next sun": its new day
	{lazy(`(?i)\bwks\b`), "weeks", nil},
	{lazy(`(?i)\bwk\b`), "week", nil},
	{lazy(`(?i)^(\s*)(.+?)\s*[—–-]+\s*skip(?:\s+it)?\s+(?:this|that)\s+(?:week|time|one)\s*[,;]?\s*(?:and\s+)?(?:move|push|put)\s+(?:it\s+)?to\s+`), "${1}move $2 to ", nil},
	// "whats the proj status for mrcp": how the project is going
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is)\s+the\s+)?(?:project\s+)?status\s+(?:for|of|on)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*\?*\s*$`), "${1}how is the $2 project going", nil},
	// "add mrcp milestone: mock exam 14 jan": a milestone of that project
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+(?:a\s+|the\s+)?([^:]+?)\s+milestone\s*:\s*`), "${1}add a milestone to $2: ", lazy(`(?i)^\s*(?:please\s+)?add\s+(?:(?:a\s+|the\s+)?(?:new|next|first|final|last|another)\s+milestone|to\b)`)},
	// "ECG course fri 0900": a clock said in four digits after a day or "at"
	{lazy(`(?i)\b((?:at|@|from|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tmrw|tonight)\s*)([01]\d|2[0-3])([0-5]\d)(\s*(?:h|hrs|hours)\b|[\s,.;!?)]|$)`), "$1$2:$3$4", nil},
	// "everything due fri → sat": moved
	{lazy(`^(\s*)((?i:move|push|shift|put)\s+.+?)\s*(?:→|⇒|=>)\s*(.+)$`), "$1$2 to $3", nil},
	{lazy(`^(\s*)(.+?)\s*(?:→|⇒|=>)\s*(.+)$`), "${1}move $2 to $3", nil},
	// "In this project, add the milestones: a the 15 december, …": the
	// milestones of the project named first
	{lazy(`(?i)^(\s*)(?:in|for|on)\s+(this|that|the\s+[^,:]+?)(?:\s+project)?\s*,\s*(?:(?:please|kindly)\s+)?(?:(?:could|can|would)\s+you\s+)?add\s+(?:the\s+|these\s+|some\s+)?(?:following\s+)?milestones\s*:\s*`), "${1}add milestones to $2 project: ", nil},
	// "Add for the choir: bring the black folder on saturday": for it
	{lazy(`(?i)^(\s*)(?:(?:please|kindly)\s+)?add\s+for\s+((?:the|my|our)\s+[^:,]+?)\s*:\s*`), "${1}for $2, add ", nil},
	// "Note for Daniel Okafor: report card going well": the note's title
	{lazy(`(?i)^(\s*)(?:(?:please\s+)?(?:add|make|take|write)\s+(?:a\s+)?)?note\s+(?:for|about|on|re|regarding|titled|called|named)\s+([^:]+?)\s*:\s*`), "${1}note $2: ", nil},
	// "Could you ring the council about the bin collection?": a call Pace
	// cannot make
	{lazy(`(?i)^(\s*)(?:(?:could|can|would|will)\s+you\s+)(?:please\s+)?(ring|call|phone|telephone)\s+((?:[\p{L}'’.-]+\s+){0,3}?[\p{L}'’.-]+)(\s+(?:about|re|regarding|and\s+ask|to\s+ask)\b[^?]*)?\?(.*)$`), "${1}$2 $3 for me$4", nil},
	// "put these in for me - a, b, c": a list of tasks
	{lazy(`(?i)^(\s*)(?:(?:please|can\s+you|could\s+you)\s+)?(?:put|add|stick|pop)\s+(?:these|this\s+lot|the\s+following)\s+(?:in|on|down)?\s*(?:for\s+me)?\s*(?:please\s+)?[-–—:]\s*`), "${1}add these: ", nil},
	// "got the rcd, tick it off": the thing got is the task done
	{lazy(`(?i)^(\s*)(?:i\s+|i've\s+|ive\s+)?(?:got|have\s+got|collected|picked\s+up|bought|fixed|sent|paid|posted|returned|finished|done)\s+((?:the|my)\s+[^,;.]+?)(?:\s+(?:sorted(?:\s+out)?|done|fixed))?(?:\s+(?:today|yesterday|this\s+morning|now))?\s*[,;.]\s*(?:so\s+)?(?:(?:please|can\s+you|could\s+you)\s+)?(?:tick|mark|check|cross)\s+(?:it|that|this)\s+(?:off|done|as\s+done|complete)(?:\s+please)?\s*[.!]*$`), "${1}$2 is done", nil},
	// "new job - Hendersons kitchen": a new project
	{lazy(`(?i)^(\s*)new\s+(?:job|contract|client\s+job)\s*[-–—:]\s*`), "${1}new project ", nil},
	// "eicr … needs wrote up by thursday": the deadline, not words of the title
	{lazy(`(?i)\s+needs?\s+(?:to\s+be\s+)?(?:wrote|written|typed|writing|typing)\s+up\s+(by|before|for)\b`), " $1", nil},
	// "wedding venue final numbers due 31st jan, add as a milestone for
	// the wedding": a milestone of that project
	{lazy(`(?i)^(\s*)(.+?)\s*,\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:add|put|stick|pop)\s+(?:it|that|this\s+)?\s*(?:in\s+|on\s+)?as\s+a\s+milestone\s+(?:for|to|in|on|of)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[.!]*$`), "${1}add a milestone to the $3 project: $2", nil},
	{lazy(`(?i)^(\s*)(.+?)\s*,\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:add|put|stick|pop)\s+(?:it|that|this)?\s*(?:in\s+|on\s+)?as\s+a\s+milestone\s*[.!]*$`), "${1}add a milestone $2", nil},
	// "actually the dentists invoice make it tuesday not monday": its day
	{lazy(`(?i)^(\s*)(?:(?:actually|oh|sorry|wait|no|naw|nah)[,\s]+)*((?:the|my)\s+[^,]+?)\s+(?:make|move|put|change)\s+(?:it|that)\s+(?:to\s+|for\s+|on\s+)?((?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|tmrw|the\s+\d{1,2}(?:st|nd|rd|th)?)(?:\s+(?:not|instead\s+of)\s+\S+)?\s*[.!]*$`), "${1}move $2 to $3", lazy(`(?i)^\s*(?:(?:actually|oh|sorry|wait|no|naw|nah)[,\s]+)*(?:the|my)\s+(?:\S+\s+)*?(?:are|is|was|were|has|have|had|isn't|wasn't)\s`)},
	// "naw sorry the first fix isnt finished, … open it back up": reopened
	{lazy(`(?i)^(\s*)(?:(?:naw|nah|no|sorry|oops|oh|actually)[,!\s]+)*((?:the|my)\s+.+?)\s+(?:isn'?t|isnt|is\s+not|wasn'?t|wasnt|was\s+not)\s+(?:actually\s+)?(?:finished|done|complete|sorted)\b.*?(?:re-?open|open\s+(?:it|that)\s+(?:back\s+up|again|up\s+again)|put\s+(?:it|that)\s+back)\b.*$`), "${1}reopen $2", lazy(`(?i)\s(?:so|because|as|since|and|but)\s+(?:the|my)\s`)},
	{lazy(`(?i)\bopen\s+(it|that|this)\s+(?:back\s+up|up\s+again)\b`), "reopen $1", nil},
	// "how many things left to do for the wedding": in that project
	{lazy(`(?i)^(\s*)how\s+many\s+(?:things|tasks|jobs|to-?dos)\s+(?:are\s+|have\s+i\s+got\s+|do\s+i\s+have\s+|i\s+have\s+|i've\s+got\s+)?(?:still\s+)?(?:left|open|outstanding)(?:\s+to\s+do)?\s+(?:for|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*(\?*)\s*$`), "${1}how many tasks are left in the $2 project$3", nil},
	// "Every Monday we have the lab meeting and …, so add a repeating task
	// every monday \"lab meeting update slide\"": the quoted title
	{lazy(`(?i)^.+?[,.;]\s*(?:so\s+)?(?:(?:please|can\s+you|could\s+you)\s+)?(?:add|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:repeating\s+|recurring\s+|weekly\s+|daily\s+|monthly\s+)?(?:task|reminder|to-?do)\s+((?:every|each)\s+[^"“]+?)?\s*["“]([^"”]+)["”]\s*(.*)$`), "add \"$2\" $1 $3", nil},
	// "Everything that is in the P project, please push one week later"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+(?:of\s+)?the\s+tasks)?)\s+(?:that\s+is|that's|which\s+is|that\s+are|which\s+are)\s+in\s+(?:the\s+)?(.+?)(?:\s+project)?\s*,\s*(?:(?:please|kindly)\s+)?(?:push|move|put|shift)\s+(?:it\s+|them\s+)?(?:(one|a|1|two|2|three|3)\s+weeks?)\s+later\b.*$`), "${1}push everything in the $2 project by $3 week", nil},
	{lazy(`(?i)\b(push|move|shift|put)\s+(.+?)\s+(one|a|1|two|2|three|3)\s+(weeks?|days?)\s+later\b`), "$1 $2 by $3 $4", nil},
	// "I did the passport renewal!! went to …, you can mark it as done"
	{lazy(`(?i)^(\s*)i\s+(?:did|finished|completed|done|sorted)\s+(the\s+[^!.,;]+?)\s*[!.,;]+.*?\b(?:mark|tick|check)\s+(?:it|that)\s+(?:as\s+)?(?:done|complete|completed|off)\b.*$`), "${1}$2 is done", nil},
	// "In the P project add these tasks: …", "For the loft project add: …"
	{lazy(`(?i)^(\s*)(?:in|for|to)\s+(?:the\s+|my\s+)?([^,:]+?)\s+project\s*,?\s+(?:(?:please|can\s+you|could\s+you)\s+)?add\s*(?:these|the\s+following|some|this)?\s*(?:tasks|things|items|to-?dos)?\s*:`), "${1}add to the $2 project:", nil},
	// "(label: personal)": the label
	{lazy(`(?i)\s*\(\s*(?:label|tag)s?\s*:\s*@?([\p{L}\d_-]+)\s*\)`), " @$1", nil},
	// "Helena asked me to redo the statistics, please add this as a task in
	// P for next Wednesday": the thing asked is the task
	{lazy(`(?i)^(\s*)(?:[\p{Lu}][\p{L}'’]*\s+)(?:asked|told|wants|reminded|needs)\s+me\s+to\s+(.+?)\s*[,;.]\s*(?:so\s+)?(?:(?:please|can\s+you|could\s+you)\s+)?(?:add|put)\s+(?:this|that|it)\s+(?:as\s+a\s+(?:task|to-?do|reminder)\s*)?(.*?)\s*[.!?]*$`), "${1}add $2 $3", nil},
	// "change the slides task to be every Tuesday instead of Wednesday"
	{lazy(`(?i)\bto\s+be\s+((?:every|each)\s+[\p{L}]+)(?:\s+instead\s+of\s+[\p{L}]+)?`), "to $1", nil},
	// "Please put \"find a cheap hotel\" to low priority"
	{lazy(`(?i)^(\s*(?:(?:please|can\s+you|could\s+you)\s+)?)put\s+(.+?)\s+(?:to|at|on|in|as)\s+(high|low|top|normal|medium|urgent)\s+priority\b`), "${1}make $2 $3 priority", nil},
	// "What is still open in the thesis project and when each one is due?"
	{lazy(`(?i)\s+and\s+when\s+(?:each\s+(?:one\s+)?|they\s+are\s+|it\s+is\s+)(?:is\s+)?due\s*(\?*)\s*$`), "$1", nil},
	// "Which tasks are tagged with conference?"
	{lazy(`(?i)\b(tagged|labell?ed)\s+(?:with|as)\s+`), "$1 ", lazy(`(?i)^\s*(?:please\s+)?(?:tag|label)\b`)},
	// "Show me all the projects that I have"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:show|list|give|tell)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?projects\s+(?:that\s+)?(?:i\s+have|i've\s+got|i\s+have\s+got|i\s+got)\s*[?.!]*$`), "${1}show my projects", nil},
	// "What I already completed this week?"
	{lazy(`(?i)^(\s*)what\s+i\s+(?:have\s+)?(?:already\s+)?(completed|finished|done|did)\b`), "${1}what have I $2", nil},
	// "Rosie has swimming every Tuesday at 4.30, can you add that?"
	{lazy(`(?i)^(\s*)(.+?)\s*,\s*(?:(?:can|could|would)\s+you\s+)(?:please\s+)?(?:add|put|save)\s+(?:that|this|it)(?:\s+(?:in|down|on|for\s+me))?\s*(?:please)?\s*\??\s*$`), "${1}add $2", nil},
	// "I'm starting a loft conversion, can you set that up as a project?"
	{lazy(`(?i)^(\s*)i'?m\s+(?:starting|doing|planning|beginning|organi[sz]ing|running)\s+(?:a|an|the|my)\s+(.+?)\s*[,.;]\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:set\s+(?:that|it|this)\s+up|make\s+(?:that|it|this)|add\s+(?:that|it|this)|start\s+(?:that|it|this))\s+as\s+a\s+(?:new\s+)?project\s*(?:please)?\s*\??\s*$`), "${1}create a project called $2", nil},
	// "Put Ella's dentist one on Thursday actually": its new day
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+(.+?\s+(?:one|task|job|thing))\s+(?:on|for|to)\s+((?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?)(?:\s+(?:actually|instead|please))*\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "the chase receipts one is urgent, can you make it due tomorrow?"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+is\s+(urgent|important|high\s+priority|top\s+priority)\s*,\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?make\s+it\s+due\s+([^?,.]+?)\s*[?.!]*$`), "${1}move $2 to $4 and make it $3", nil},
	// "Oh wait, I havent actually, the online payment didnt go through.
	// Can you put it back?": reopened
	{lazy(`(?i)^(\s*)(?:(?:oh|wait|sorry|oops|hmm|no)[,!\s]+)*i\s+(?:haven'?t|havent|haven’t|didn'?t|didnt|didn’t)(?:\s+actually)?\s*[.!,;—–-][^?]*?[.!,;]\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?put\s+(?:it|that)\s+back(?:\s+on\s+(?:my|the)\s+list)?\s*(?:please)?\s*[?.!]*$`), "${1}reopen it", nil},
	// "Can you move Rosie's swimming to Thursdays from now on?"
	{lazy(`(?i)\b(?:move|change|switch|put)\s+(.+?)\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s\s+from\s+now\s+on\b`), "change $1 to every $2", nil},
	// "…, I think it expire in February. Put it for next Friday": a
	// thought said between the thing and the request about it
	{lazy(`(?i)\s*,\s*i\s+(?:think|guess|believe|reckon|suppose)\b[^.!?]*[.!?]\s+((?:please\s+)?(?:put|make|move|set|add|tag|label|give)\b)`), ". $1", nil},
	// "add task do rota, must be finish by thursday": its deadline
	{lazy(`(?i)\s*,\s*(?:it\s+)?(?:must|should|needs?\s+to|has\s+to)\s+be\s+(?:finish(?:ed)?|done|ready|complete(?:d)?|submitted|handed\s+in)\s+(by|before|until|till)\s+`), " by ", lazy(`(?i)^\s*(?:the|my)\s`)},
	// "driving test project add milestone - theory test passed, by 20th"
	{lazy(`(?i)^(\s*)(?:(?:in|for|to)\s+)?(?:the\s+|my\s+)?(.+?)\s+project\s*,?\s+(?:please\s+)?add\s+(?:a\s+)?(?:new\s+)?milestone\s*[-–—:]\s*`), "${1}add a milestone to the $2 project: ", nil},
	// "gym change to only monday and friday, wednesday i cant anymore"
	{lazy(`(?i)^(\s*)([^,;.]+?)\s+change\s+(?:it\s+)?to\s+(?:only\s+|just\s+)?((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s+(?:and|&)\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)*)\b.*$`), "${1}change $2 to every $3", lazy(`(?i)\bi\s+(?:want|wanna|would\s+like|need)\b|\b(?:please|pls|kindly|you|can|could)\s+change\b`)},
	// "change gym to repeat every monday and friday"
	{lazy(`(?i)\b(change|switch|set|make)\s+(.+?)\s+to\s+(?:repeat|recur|happen|be\s+on)\s+(every|each|on)\b`), "$1 $2 to $3", nil},
	// "remind me on sunday prepare rota": the day before the to-do
	{lazy(`(?i)^(\s*(?:please\s+)?remind\s+me\s+)((?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|tmrw|today|tonight)\s+(\p{L}+)`), "${1}to $3 $2", lazy(`(?i)remind\s+me\s+(?:on\s+)?\S+\s+(?:to|that|about|at|morning|evening|afternoon|night|\d)\b`)},
	// "which tasks high priority i have?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|jobs|things)\s+(?:are\s+)?(high|low|urgent|top)\s+priority\s+(?:do\s+)?i\s+(?:have|got)\s*(\?*)\s*$`), "${1}which tasks are $2 priority$3", nil},
	// "everything in Moving project tag with flat"
	{lazy(`(?i)^(\s*)(everything|all(?:\s+the)?\s+tasks)\s+in\s+(?:the\s+)?(.+?)\s+project\s+(tag|label)\s+(?:it\s+|them\s+)?(?:with\s+|as\s+)?`), "${1}$4 $2 in the $3 project with ", nil},
	// "what is my gym schedule?": when it is
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+my\s+([\p{L}\d' -]+?)\s+(?:schedule|timetable|times)\s*\??\s*$`), "${1}when is $2?", nil},
	// "text Marek he is on nights next week": a message Pace cannot send
	{lazy(`(?i)^(\s*)(text|message|msg|whatsapp|email|e-mail)\s+((?-i:\p{Lu})[\p{L}'’-]*)\s+((?:he|she|they|i|we)(?:'s|’s|'m|’m|'re|’re)?\s+.+)$`), "${1}$2 $3 to say $4", nil},
	// "can u …": you
	{lazy(`(?i)\b(can|could|would|will|thank|do|did|are)\s+u\b`), "$1 you", nil},
	// "can u join my 3pm zoom and take notes for me": one meeting Pace
	// would have to sit in on
	{lazy(`(?i)^(\s*)(?:(?:can|could|would|will)\s+you\s+)(?:please\s+|pls\s+)?(join|attend|dial\s+into|hop\s+on)\s+(?:my|the|our)\s+(?:[\w':.-]+\s+){0,3}?(zoom|teams|meet|meeting|call|standup|webinar|1:1)\s+and\s+take\s+(?:the\s+)?notes\b.*$`), "${1}$2 my $3 for me", nil},
	// "ok just tempo run every tuesday at 6:30am then": "ok just" and
	// "then" say it is a correction, not words of the title
	{lazy(`(?i)^(\s*)(?:ok(?:ay)?|fine|right|alright)[,\s]+just\s+`), "$1", nil},
	{lazy(`(?i)(\b(?:every|each)\s+[^,]+?)\s+then\s*[.!]*$`), "$1", nil},
	// "add tempo run tues + thurs every week 6:30am": both days, weekly
	{lazy(`(?i)\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s*(?:\+|&|/|and)\s*((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s+(?:every\s+week|weekly|each\s+week)\b`), "every $1 and $2", nil},
	// "jot this down as a note: globex call - …": a note
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:jot|write|put|take)\s+(?:this|that|the\s+following)\s+down(?:\s+as\s+a\s+note)?\s*:\s*`), "${1}note: ", nil},
	// "make the 1:1 recurring every other thurs": how it repeats
	{lazy(`(?i)\bmake\s+(.+?)\s+(?:recurring|recur)\s+(every|each)\b`), "change $1 to $2", nil},
	// "v2.4 release w/ milestones: …": with
	{lazy(`(?i)\bw/\s*(milestones?|tasks?)\b`), "with $1", nil},
	// "acme call went well, followups: a, b, c": tasks to add
	{lazy(`(?i)^(\s*)(?:[^:]+?[,.;]\s*)?(?:follow-?ups|todos|to-?dos|action\s+items|next\s+steps|actions)\s*:\s*`), "${1}add these: ", nil},
	// "tag all the acme stuff with customers": the tasks about it
	{lazy(`(?i)\ball\s+(?:of\s+)?(?:the\s+|my\s+)?([\p{L}\d-]+)\s+(?:stuff|bits|things)\b`), "all the $1 tasks", lazy(`(?i)\ball\s+(?:of\s+)?(?:the\s+|my\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|this|next|last|other|the|my|old|new|done|open)`)},
	// "based on my okr notes, add a task to …": where the idea came from
	{lazy(`(?i)^(\s*)(?:based\s+on|according\s+to|going\s+by|from)\s+(?:my|the)\s+[^,]+?\s+notes?\s*,\s*`), "$1", nil},
	// "push everything due friday to monday, ooo fri": why
	{lazy(`(?i)(\bto\s+\S+(?:\s+\S+)?)\s*,\s*(?:ooo|oof|out\s+of\s+(?:the\s+)?office|i'?m\s+(?:off|away|out))\b.*$`), "$1", nil},
	// "oops didnt mean that, reopen it"
	{lazy(`(?i)^(\s*)(?:(?:oops|sorry|oh|wait|no)[,!\s]+)*(?:i\s+)?didn'?t\s+mean\s+(?:that|to|it)\s*[,.;!-]\s*`), "$1", nil},
	// "qa signoff slipped a week, push it back": moved on by that much
	{lazy(`(?i)^(\s*)(.+?)\s+(?:has\s+)?slipped\s+(?:by\s+)?(a|one|two|three|\d+)\s+(days?|weeks?)\b.*$`), "${1}push $2 back $3 $4", nil},
	// "actually tag it launch not marketing": one label for another
	{lazy(`(?i)^(\s*)(?:actually[,\s]+)?(?:tag|label)\s+(it|that|this)\s+([\p{L}\d_-]+)\s+(?:not|instead\s+of|rather\s+than)\s+([\p{L}\d_-]+)\s*[.!]*$`), "${1}remove the $4 tag from $2 and tag $2 $3", nil},
	// "(the pies can wait til the 17th!)": when that one is due
	{lazy(`(?i)\s*\((?:the\s+[\p{L}\s]+?|it|they|that|those)\s+can\s+wait\s+(?:til|till|until|to)\s+([^)!?.]+?)[!.]*\)`), " by $1", nil},
	// "…, can you remind me of that weekly please": said already
	{lazy(`(?i)\s*,\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?remind\s+me\s+(?:of|about)\s+(?:that|it|this)(?:\s+(?:weekly|daily|monthly|every\s+week|each\s+week))?(?:\s+please)?\s*[?.!]*$`), "", nil},
	// "Put down buy Lily's present by the 15th": a task
	{lazy(`(?i)^(\s*)(?:please\s+)?put\s+down\s+(?:to\s+)?`), "${1}add ", nil},
	// "— she'll be 7, can you believe it!": an aside
	{lazy(`(?i)\s*[—–-]+\s*(?:she|he|they|it)(?:'ll|’ll|'s|’s|\s+will|\s+is|\s+are)\s+[^!?.—–]*?(?:,\s*can\s+you\s+believe\s+it)?[!?.]+`), ".", nil},
	// "Rename the P project to Q would you, sounds friendlier"
	{lazy(`(?i)^(\s*(?:please\s+)?rename\s+.+?)\s+(?:would|could|will)\s+you\b.*$`), "$1", nil},
	// "make it high priority would you, I can't be late": courtesy said last
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|put|move|mark|change|set|tag|label|delete|add)\s+.+?)\s+(?:would|could|will)\s+you(?:\s+please)?\s*(?:[,.!?].*)?$`), "$1", nil},
	// "Oh dear, I'm going to my sister's on Friday, could you move …"
	{lazy(`(?i)^(\s*)(?:(?:oh\s+dear|oh|well|right)[,!\s]+)*i'?m\s+(?:going|away|off|out)\b[^,]*,\s*((?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:move|push|put|shift|change|make|mark|delete|cancel)\b)`), "$1$2", nil},
	// "my eye clinic appointment is Thursday at 2.30pm — please put that in
	// and make it high priority": added, with its priority
	{lazy(`(?i)^(\s*)(?:(?:oh\s+)?and\s+)?my\s+([^—–,]+?)\s+is\s+([^—–,]+?)\s*[—–,-]+\s*(?:please\s+)?(?:put|add|pop)\s+(?:that|it)\s+in\s+and\s+make\s+it\s+(high|urgent|low|top)\s+priority\b.*$`), "${1}add $2 $3, $4 priority", nil},
	// "Bill says yes to the gazebo, hooray! Mark that one done please"
	{lazy(`(?i)^(\s*)(?:good\s+(?:morning|afternoon|evening)[!,.]*\s+)?(?-i:\p{Lu})[\p{L}]*\s+(?:says?|said)\s+yes\s+to\s+(the\s+[^,.!]+?)\s*[,.!]+.*?\b(?:mark|tick)\s+(?:that|it)(?:\s+one)?\s+(?:off|done)\b.*$`), "${1}$2 is done", nil},
	// "And another milestone, posters up round the village by Wednesday"
	{lazy(`(?i)^(\s*)(?:and\s+)?(?:another|one\s+more|a\s+new)\s+milestone\s*[,:-]\s*`), "${1}add a milestone to it: ", nil},
	// "Put all the Christmas fair jobs under the label church"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|file|place)\s+(all\s+.+?)\s+under\s+(?:the\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+)`), "${1}tag $2 with $3", nil},
	// "When is my eye appointment now? Just double checking!"
	{lazy(`(?i)(\?)\s*(?:just\s+)?(?:double[-\s]?checking|checking|wondering|asking)[!.]*\s*$`), "$1", nil},
	{lazy(`(?i)^(\s*when\s+is\s+.+?)\s+now\s*\?`), "$1?", nil},
	// "Change the stock check to Tuesdays instead of Mondays"
	{lazy(`(?i)\bto\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s\s+(?:instead\s+of|not)\s+\w+`), "to every $1", nil},
	// "What can you tell me about the P project, how's it looking?"
	{lazy(`(?i)^(\s*)what\s+can\s+you\s+tell\s+me\s+about\s+(?:the\s+|my\s+)?(.+?)\s+project\b.*$`), "${1}how is the $2 project going", nil},
	// "long run every sunday morning pls, tag it running": courtesy
	{lazy(`(?i)\s+(?:pls|plz|please)\s*([,;])`), "$1", nil},
	// "Put the X jobs on high priority, Christmas rush is coming": why
	{lazy(`(?i)^(\s*(?:please\s+)?make\s+.+?\s+(?:high|low|top|urgent|normal)\s+priority)\s*[,;—–-]\s*[^,]*$`), "$1", nil},
	// "I done the call with Mehmet already, tick it": the thing said is
	// the one done, not the task in focus
	{lazy(`(?i)^(\s*)i\s+(?:have\s+|'ve\s+)?(?:done|did|finished|completed|sorted|made|had)\s+((?:the|my)\s+.+?)(?:\s+already)?\s*[,;.!]+\s*(?:(?:please|pls)\s+)?(?:tick|mark|check|cross)\s+(?:it|that|this)(?:\s+(?:off|done|complete|as\s+done))?\s*[.!]*$`), "${1}$2 is done", nil},
	{lazy(`(?i)^(\s*)i\s+(?:get|got)\s+(.+?)\s*,\s*(?:finished|done|sorted)\s*,\s*(?:tick|mark)\s+(?:it|that)\b.*$`), "${1}$2 is done", nil},
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*i\s+(?:done|did|finished|sorted)\s+(?:it|that|them)(?:\s+already)?\s*,\s*(?:mark|tick)\s+(?:it\s+|them\s+)?(?:complete|done|off)\b.*$`), "${1}$2 is done", nil},
	// "actually wednesday, tuesday Mehmet is in Bradford": the day, then why
	{lazy(`(?i)^(\s*actually\s+(?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s*,\s*.+$`), "$1", nil},
	// "Actually, the keys should go back on Monday the 21st rather than
	// Friday": its new day
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s+)?((?:the|my)\s+.+?)\s+should\s+(?:go\s+back|be\s+(?:done|returned|sent|paid|ready|back)|happen)\s+(?:on\s+|by\s+)?(.+?)\s+(?:rather\s+than|instead\s+of|not)\s+\S+\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "The committee agenda deadline has moved; please change it to
	// Thursday instead of Wednesday."
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)(?:\s+(?:deadline|due\s+date|date))?\s+(?:has\s+)?(?:moved|changed)\s*[;,.]\s*(?:(?:please|could\s+you|can\s+you)\s+)?(?:change|move)\s+it\s+to\s+(\S+)\s+(?:instead\s+of|rather\s+than|not)\s+\S+\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "staff rota change to every sunday not monday"
	{lazy(`(?i)^(\s*)([^,;.]+?)\s+change\s+(?:it\s+)?to\s+((?:every|each)\s+\w+)\s+(?:not|instead\s+of|rather\s+than)\s+\w+\s*[.!]*$`), "${1}change $2 to $3", lazy(`(?i)\b(?:please|pls|kindly|you|can|could)\s+change\b`)},
	// "Add a weekly task to check the inbox every Monday morning"
	{lazy(`(?i)\badd\s+a\s+(?:weekly|daily|monthly|repeating|recurring)\s+(?:task|reminder|to-?do)\s+to\s+(.+?\b(?:every|each)\b)`), "add $1", nil},
	// "… Both should be tagged \"mother\"." : the label of each
	{lazy(`(?i)\s*[.;]\s*(?:both|all\s+three|all\s+of\s+them|they|each)\s+(?:should|must)\s+be\s+(?:tagged|labell?ed)\s+(?:as\s+|with\s+)?["“]?([\p{L}\d_-]+)["”]?\s*[.!]*$`), " @$1", nil},
	// "I need to book X. Please record it as due on Monday": its day
	{lazy(`(?i)\s*[.;]\s*(?:please\s+)?(?:(?:record|note)\s+(?:it|this|that)\s+(?:down\s+)?(?:as\s+)?(?:due\s+)?|(?:put|set)\s+(?:it|this|that)\s+(?:down\s+)?as\s+due\s+)(on|by|for)\s+`), " $1 ", nil},
	// "X went well; please mark it done"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:went|was|has\s+gone)\s+(?:well|fine|ok|okay|great|smoothly)\s*[;,.!]\s*(?:please\s+)?mark\s+it\s+(?:as\s+)?(?:done|complete)\b`), "${1}mark $2 done", nil},
	// "How many tasks are there in P, and which one is due first?"
	{lazy(`(?i)\s*,?\s+and\s+which\s+(?:one|task)\s+is\s+(?:due\s+)?(?:first|next|soonest)\s*(\??)\s*$`), "$1", nil},
	// "Everything tagged \"mother\" that is still open should be high priority"
	{lazy(`(?i)^(\s*)(everything|all(?:\s+the)?\s+tasks)\s+(tagged|labell?ed)\s+["“]?([\p{L}\d_-]+)["”]?\s+(?:that\s+(?:is|are)\s+still\s+open\s+|still\s+open\s+)?should\s+be\s+(high|low|urgent|top)\s+priority\b.*$`), "${1}make $2 $3 $4 $5 priority", nil},
	// "Show me the P project, with its tasks and milestones."
	{lazy(`(?i)(\bproject)\s*,?\s*with\s+(?:its|all\s+its|the)\s+(?:tasks|milestones|dates|details)(?:\s+and\s+(?:its\s+|the\s+)?(?:tasks|milestones|dates|details))?\b`), "$1", nil},
	// "Summarise what remains open in the P project."
	{lazy(`(?i)^(\s*)(?:please\s+)?summari[sz]e\s+what\s+(?:remains|is\s+left|is\s+still\s+open|is\s+open)(?:\s+open)?\s+(?:in|for|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[.!?]*$`), "${1}what's left in the $2 project", lazy(`(?i)\b(?:before|by|until|till|after|due)\s`)},
	// "yo add my X for college, its due fri"
	{lazy(`(?i)^(\s*)(?:yo|hey|oi|ok|okay)[,!\s]+(add|remind|put|new)\b`), "$1$2", nil},
	{lazy(`(?i)\s*,\s*(?:it'?s|it\s+is|its|it’s)\s+due\s+`), " due ", nil},
	// "football training every tues n thurs 6pm"
	{lazy(`(?i)\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s+n\s+((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b`), "$1 and $2", nil},
	// "move the phone bill to the 28th wen i get paid": why
	{lazy(`(?i)\s+(?:when|wen|once|after)\s+i\s+(?:get\s+paid|get\s+back|am\s+back|'m\s+back|get\s+home)\b.*$`), "", lazy(`(?i)^\s*(?:remind|add|new)\b`)},
	// "new project football season w a milestone for the cup semi on 15 march"
	{lazy(`(?i)\bw\s+(a|the)\s+(milestones?)\b`), "with $1 $2", nil},
	{lazy(`(?i)(\bwith\s+a\s+milestone)\s+for\s+(?:the\s+)?`), "$1 ", nil},
	// "got my boots sorted today, tick it off"
	{lazy(`(?i)^(\s*)(?:i\s+|i've\s+|ive\s+)?(?:got|have\s+got)\s+((?:the|my)\s+[^,;.]+?)\s+(?:sorted(?:\s+out)?|done|fixed)(?:\s+(?:today|yesterday|this\s+morning|now))?\s*[,;.]\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:tick|mark|check|cross)\s+(?:it|that|this)\s+(?:off|done|as\s+done|complete)(?:\s+please)?\s*[.!]*$`), "${1}$2 is done", nil},
	// "add another shift sat 9 till 1": the shift
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+)(?:another|one\s+more)\s+`), "$1", lazy(`(?i)^\s*(?:please\s+)?add\s+(?:another|one\s+more)\s+(?:milestone|note|project|task|reminder|one|thing)`)},
	// "add next milestone 2k by end of may": of the project in focus
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+(?:the\s+)?next\s+milestone\s*:?\s*`), "${1}add a milestone to it: ", nil},
	// "…before 18 december, very important put it high"
	{lazy(`(?i)\s*,?\s*(?:very\s+important|important|urgent)\s*[,.]?\s*(?:put|make|set)\s+it\s+(high|urgent|top)(?:\s+priority)?\s*[.!]*$`), ", $1 priority", nil},
	// "…, in kitchen refit, around 19 jan": that day
	{lazy(`(?i)\b(?:around|about|approx\.?|roughly)\s+(\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b`), "on $1", nil},
	// "all kitchen refit tasks make them high priority", "all tasks tagged
	// shopping delete them": the change after the tasks it is for
	{lazy(`(?i)^(\s*)((?:all|every)\s+(?:the\s+|my\s+)?(?:[\p{L}\d'’-]+\s+){0,4}?(?:tasks|jobs|things)(?:\s+(?:tagged|labell?ed)\s+@?[\p{L}\d_-]+)?)\s*,?\s+(make|delete|remove|mark|move|push|complete)\s+(?:them|it)\b`), "${1}$3 $2", nil},
	// "on the staff rota task put note: Ali is off": the task's notes
	{lazy(`(?i)^(\s*)(?:on|to|for|in)\s+(?:the\s+)?(.+?)\s+task\s+(?:please\s+)?(?:put|add|write)\s+(?:a\s+|this\s+)?note\s*:\s*`), "${1}add a note to the $2 task: ", nil},
	// "delete all tasks tagged shopping, i use list on phone now": why
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove)\s+all\s+(?:the\s+)?(?:tasks|jobs|things)\s+(?:tagged|labell?ed)\s+@?[\p{L}\d_-]+)\s*[,;—–-].*$`), "$1", nil},
	// "oh I forgot, the X is wednesday at 4pm, add it pls": the lead
	{lazy(`(?i)^(\s*)(?:oh\s+)?(?:i\s+)?(?:forgot|almost\s+forgot|nearly\s+forgot)\s*[,!.:-]\s*`), "$1", nil},
	{lazy(`(?i)^(\s*)(.+?)\s*,\s*(?:please\s+|pls\s+)?add\s+(?:it|that|this)(?:\s+(?:in|down|on))?\s*(?:pls|please|plz|for\s+me)?\s*[.!]*$`), "${1}add $2", lazy(`(?i)^\s*(?:please\s+)?(?:add|remind|put|new|create)\b|^\s*i\s+(?:have|need|must|want)\b`)},
	// "add a task under website refresh to ask Dana …": in that project
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+a\s+(?:new\s+)?(?:task|to-?do|reminder)\s+(?:under|in|into)\s+(?:the\s+)?(.+?)(?:\s+project)?\s+to\s+(.+)$`), "${1}add $3, in the $2 project", nil},
	// "every month on the 1st remind me to pay the rent, starting january"
	{lazy(`(?i)(\bevery\b.+?)\s*,?\s*starting\s+(?:in\s+|from\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s*[.!]*$`), "$1", nil},
	// "both sometime this week": this week
	{lazy(`(?i)\bsometime\s+(this|next)\s+week\b`), "$1 week", nil},
	// "milestones are A by D1 and B by D2"
	{lazy(`(?i)([,.;]\s*)milestones\s+(?:are|will\s+be)\s*:?\s*`), "${1}milestones: ", nil},
	// "book the van should be done by jan 8 actually": its new date
	{lazy(`(?i)^(\s*)(.+?)\s+should\s+be\s+(?:done|ready|finished|sorted|booked|paid|sent)\s+(?:by|before|on)\s+(.+?)(?:\s+actually)?\s*[.!]*$`), "${1}move $2 to $3", lazy(`(?i)^\s*(?:please\s+)?(?:add|remind|new|create|put)\b|[,;]`)},
	// "move everything due friday to monday, friday is now a shoot day"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift)\s+(?:everything|all(?:\s+the)?\s+tasks)\s+due\s+\S+\s+to\s+\S+)\s*[,;—–-]\s*.+$`), "$1", nil},
	// "Im starting a project called Studio Move, its the new place …"
	{lazy(`(?i)^(\s*)i'?m\s+(?:starting|setting\s+up|creating|making|beginning)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\s+([^,]+?)\s*,\s*(.+)$`), "${1}create a project called \"$2\": $3", nil},
	// "everything tagged clients thats not done yet, make it high priority"
	{lazy(`(?i)^(\s*)(everything|all(?:\s+the)?\s+tasks)\s+(tagged|labell?ed)\s+@?([\p{L}\d_-]+)\s+(?:that'?s|thats|that\s+is|which\s+is|that\s+are|which\s+are)\s+(?:not\s+done(?:\s+yet)?|still\s+open|open)\s*,\s*(?:please\s+)?make\s+(?:it|them)\s+(high|low|urgent|top)\s+priority\b.*$`), "${1}make $2 $3 $4 $5 priority", nil},
	// "Garcia paid! you can cross that one off"
	{lazy(`(?i)^(\s*)((?-i:\p{Lu})[\p{L}'’-]+)\s+(?:has\s+)?(?:paid|replied|confirmed|signed|sent\s+it)\s*[!.]+\s*(?:you\s+can\s+)?(?:cross|tick|mark)\s+(?:that|it)(?:\s+one)?\s+(?:off|done)\b.*$`), "${1}$2 is done", nil},
	// "whats my highest priority thing right now?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is|\s+are)\s+my\s+(?:highest[-\s]priority|most\s+(?:urgent|important)|top[-\s]priority)\s+(?:things?|tasks?|jobs?)(?:\s+right\s+now|\s+now|\s+today)?\s*\??\s*$`), "${1}what are my high priority tasks?", nil},
	// "make a note that I must telephone the surgery on Monday": a task
	{lazy(`(?i)\b(?:make|take)\s+a\s+note\s+that\s+i\s+(?:must|need\s+to|have\s+to|should|am\s+to|ought\s+to)\s+`), "remind me to ", nil},
	// "…, which falls on the 14th of December; I should like the letter
	// posted by the 10th, so let that be the due date."
	{lazy(`(?i)\s*,\s*which\s+(?:falls|is)\s+on\s+[^;,.]+`), "", nil},
	{lazy(`(?i)\s*[;.,]\s*i\s+(?:should|would)\s+like\s+(?:the\s+\w+\s+|it\s+)?(?:\w+\s+)?(by|on|before)\s+(the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\w+)?|\w+day)\s*,?\s*so\s+let\s+that\s+be\s+the\s+due\s+date\s*[.!]*$`), " $1 $2", nil},
	// "…; please set that up as a weekly task, and tag it …": said already
	{lazy(`(?i)\s*[;,]\s*(?:please\s+)?(?:set\s+(?:that|it|this)\s+up|add\s+(?:that|it|this)|put\s+(?:that|it|this)\s+in)\s+as\s+a\s+(?:weekly|daily|monthly|repeating|recurring)\s+(?:task|reminder|to-?do)`), "", nil},
	// "I have telephoned the surgery this morning, as planned; you may tick that off."
	{lazy(`(?i)^(\s*)i\s+have\s+(?:now\s+|just\s+)?(telephoned|phoned|rung|called|emailed|written\s+to|visited|paid|posted|sent|booked|ordered)\s+([^,;—–]+?)(?:\s+(?:this\s+morning|today|yesterday|earlier))?\s*(?:,\s*as\s+planned)?\s*[;,.]\s*(?:you\s+may\s+|you\s+can\s+|please\s+)?(?:tick|mark|cross)\s+(?:that|it)\s+(?:off|done)\b.*$`), "${1}$2 $3 is done", nil},
	// "Please make a note, not a task, of the following: …"
	{lazy(`(?i)^(\s*)(?:please\s+)?make\s+a\s+note\s*,?\s*(?:not\s+a\s+task\s*,?\s*)?of\s+the\s+following\s*:\s*`), "${1}note: ", nil},
	// "create a project for the greenhouse, named \"X\", …"
	{lazy(`(?i)\bproject\s+for\s+(?:the\s+|my\s+)?[^,]+?\s*,\s*(named|called)\s+`), "project $1 ", nil},
	{lazy(`(?i)(\bmilestone\s+["“][^"”]+["”])\s+for\s+(the\s+\d)`), "$1 due $2", nil},
	// "I have not in fact posted the letter to Emily…; Please put it back"
	{lazy(`(?i)^(\s*)(?:(?:oh\s+dear|oh)[;,!\s]+)?(?:i\s+have\s+been\s+[^;,.]+[;,.]\s*)?i\s+have\s+not\s+(?:in\s+fact\s+|actually\s+|yet\s+)?(?:posted|sent|paid|done|finished|called|telephoned|written|booked)\s+(.+?)\s*[,;.].*?\b(?:put\s+(?:it|that)\s+back|reopen\s+(?:it|that))\b.*$`), "${1}reopen $2", nil},
	// "book biometrics appt on tuesday 10am only", "monday itself"
	{lazy(`(?i)(\d(?:am|pm)?|day|tomorrow|tmrw|morning|evening|afternoon|night)\s+(?:only|itself)\b`), "$1", nil},
	// "add milestone under Visa Extension - X, by D"
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)add\s+(?:a\s+)?milestone\s+(?:under|in|to|for)\s+(?:the\s+)?(.+?)(?:\s+project)?(?:\s*:|\s+[-–—])\s*`), "${1}add a milestone to the $2 project: ", nil}, // ("Garcia-Lopez": a dash inside a name)
	// "actually code review is not tomorrow, do it on monday itself"
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s*)?((?:the\s+|my\s+)?[^,]+?)\s+is\s+not\s+(?:on\s+)?(?:tomorrow|today|tmrw|(?:this\s+|next\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s*,\s*(?:please\s+|kindly\s+)?(?:do|move|put|make|keep)\s+it\s+(?:on\s+|to\s+|for\s+)?(.+?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "Mummy papa coming on 18th dec. create project Parents Visit, …"
	{lazy(`(?i)^(\s*)[^.!?]+?\s+(?:is\s+|are\s+)?coming\s+[^.!?]*[.!]\s+((?:please\s+|kindly\s+)?(?:create|add|make|new|start)\b)`), "$1$2", nil},
	// "actually 11th dec, salary comes on 10th": the date, then why
	{lazy(`(?i)^(\s*actually\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?)\s*,\s*.+$`), "$1", nil},
	// "sorry, login bug not done yet, QA reopened it. kindly reopen"
	{lazy(`(?i)^(\s*)(?:sorry\s*,?\s*)?(.+?)\s+(?:is\s+)?not\s+done\s+yet\b.*?\b(?:kindly\s+|please\s+)?reopen(?:\s+it)?\s*[.!]*$`), "${1}reopen $2", nil},
	// "what's there with waiting label?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+there\s+with\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)\s*\??\s*$`), "${1}show tasks tagged $2", nil},
	// "biometrics appointment got done yesterday. mark complete"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:got|was|is)\s+done(?:\s+(?:yesterday|today|this\s+morning))?\s*[.,;]\s*(?:please\s+|kindly\s+)?mark\s+(?:it\s+)?(?:complete|done|completed)\s*[.!]*$`), "${1}$2 is done", nil},
	// "what are my overdue things?"
	{lazy(`(?i)\bmy\s+overdue\s+(?:things|stuff|items|jobs|bits)\b`), "overdue tasks", nil},
	// "show visa extension project status, how much is done?"
	{lazy(`(?i)^(\s*)(?:show|give)\s+(?:me\s+)?(?:the\s+)?(.+?)\s+project\s+status\b.*$`), "${1}how is the $2 project going", nil},
	// "change the sprint board update to weekdays only, not weekends"
	{lazy(`(?i)\bto\s+weekdays(?:\s+only)?(?:\s*,?\s*not\s+(?:on\s+)?(?:the\s+)?weekends)?\b`), "to every weekday", nil},
	// "…, thats important af": high priority
	{lazy(`(?i)\s*,?\s*(?:that'?s|thats|it'?s|its|this\s+is)\s+(?:really\s+|very\s+|super\s+|well\s+)?important(?:\s+af|\s+tho|\s+mate)?\s*[.!]*$`), ", high priority", nil},
	// "gym mon wed n fri 6am every week": the days say it is weekly
	{lazy(`(?i)((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b[^,]*?\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b[^,]*?)\s+every\s+week\b`), "$1", lazy(`(?i)\bevery\s+(?:mon|tue|wed|thu|fri|sat|sun)`)},
	// "add to the tyre task: mike said £60 for two": the task's notes
	{lazy(`(?i)^(\s*)add\s+to\s+(?:the\s+)?(.+?)\s+task\s*:\s*`), "${1}add a note to the $2 task: ", nil},
	// "…, kindly", "inshallah": courtesy, never words of a name
	{lazy(`(?i)\s*,?\s*\b(?:inshallah|insha'?allah|in\s+sha\s+allah|god\s+willing)\b`), "", nil},
	{lazy(`(?i)\s*,\s*(?:kindly|please|pls|thanks|thank\s+you)\s*[.!]*$`), "", nil},
	// "The Raj one tag staff please"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?\s+one)\s+(tag|label)\s+(?:it\s+)?(?:as\s+|with\s+)?@?([\p{L}\d_-]+)(?:\s+please)?\s*[.!]*$`), "${1}$3 $2 with $4", nil},
	// "Please push GPhC renewal to 15 January, I want to do early": why
	{lazy(`(?i)^(\s*(?:please\s+)?(?:push|move|change|put|shift)\s+.+?\s+to\s+[^,]+?)\s*,\s*(?:i\s+want|i'd\s+like|i\s+would\s+like|as|because|since|so)\b.*$`), "$1", nil},
	// "The Quran class every Saturday, change it to 11am, <why>"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+(?:every|each)\s+\w+\s*,\s*(?:please\s+)?(?:change|move)\s+(?:it\s+)?to\s+([^,]+?)\s*(?:,.*)?$`), "${1}move $2 to $3", nil},
	// "Everything with label staff, please make it due this Friday"
	{lazy(`(?i)\b(everything|all(?:\s+the)?\s+tasks)\s+with\s+(?:the\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+)`), "$1 tagged $2", nil},
	{lazy(`(?i)^(\s*)(everything\s+tagged\s+\S+)\s*,\s*(?:please\s+)?make\s+(?:it|them)\s+due\s+`), "${1}move $2 to ", nil},
	// "the Box Hill recce had better be Friday rather than Thursday"
	{lazy(`(?i)^(\s*)(?:actually\s*,?\s+)?((?:the|my)\s+.+?)\s+(?:had\s+better|should|must|ought\s+to)\s+be\s+(?:on\s+)?((?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s+(?:rather\s+than|instead\s+of|not)\s+\w+.*$`), "${1}move $2 to $3", nil},
	// "please move Tuesday's hospital visit to Wednesday at 3pm"
	{lazy(`(?i)\b(move|push|shift)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)'s\s+`), "$1 the ", nil},
	// "I should also like to be reminded to telephone …"
	{lazy(`(?i)^(\s*)i\s+(?:should|would)\s+(?:also\s+)?like\s+to\s+be\s+reminded\s+to\s+`), "${1}remind me to ", nil},
	// "The committee has asked me to recce X on D; do put that down …"
	{lazy(`(?i)^(\s*)(?:the\s+)?[^,;]+?\s+(?:has|have)\s+asked\s+me\s+to\s+(.+?)\s*[;,]\s*(?:do\s+|please\s+)?put\s+(?:that|it)\s+down\b`), "${1}add $2,", nil},
	// "…; they must go out by Wednesday the 9th at the latest."
	{lazy(`(?i)\s*[;,]\s*(?:they|it)\s+(?:must|should|need\s+to|has\s+to|have\s+to)\s+(?:go\s+out|be\s+(?:sent|done|ready|out|in|finished))\s+(by|before|on)\s+(.+?)(?:\s+at\s+the\s+latest)?\s*[.!]*$`), " $1 $2", nil},
	// "with milestones for the draft agenda by the 8th, …"
	{lazy(`(?i)\s*,?\s*with\s+milestones\s+for\s+(?:the\s+)?`), " with milestones: ", nil},
	// "proj": the project
	{lazy(`(?i)\bproj\b\.?`), "project", nil},
	{lazy(`(?i)\bprojs\b\.?`), "projects", nil},
}

// forWhatFirst: "for the move I have to …": what it is for, said first
// without a comma.
var forWhatFirst = lazy(`(?i)^(\s*for\s+(?:the\s+|my\s+|our\s+)([\p{L}\d'’ -]{2,40}?))\s+(i\s+(?:also\s+)?(?:need|have|must|want|got|gotta)\s+to\s+)`)

// doneColon: "Done: a; b; c." — things done, listed after a colon.
var doneColon = lazy(`(?i)^(\s*)(?:all\s+)?(?:done|finished|completed|ticked\s+off)\s*:\s*(.+?)\s*[.!]*$`)

// listEnd: a list ending "x and y" ("buy bread, cheese and grapes").
var listEnd = lazy(`,[^,]*\band\b[^,]*$`)

// stop35Rewritten is text by stop35Rewrites, and forWhatFirst said with
// its comma (unless it is a day: "for the weekend I need to …").
func stop35Rewritten(text string) string {
	text = applyGuarded(text, stop35Rewrites)
	if m := doneColon.FindStringSubmatch(text); m != nil && strings.Contains(m[2], ";") {
		// "Done: the form; trip deposit paid; the rota.": each done
		var parts []string
		for _, it := range strings.Split(m[2], ";") {
			if it = strings.TrimSpace(it); it != "" {
				parts = append(parts, "mark "+it+" done")
			}
		}
		text = m[1] + strings.Join(parts, "; ")
	}
	if m := forWhatFirst.FindStringSubmatchIndex(text); m != nil {
		_, isDate := datePhrase(text[m[4]:m[5]])
		_, isDay := datePhrase("the " + text[m[4]:m[5]])
		if rest := text[m[6]:]; !isDate && !isDay && !listEnd.MatchString(rest) && strings.Count(rest, ",") < 2 {
			text = text[:m[3]] + ", " + text[m[6]:]
		}
	}
	return text
}
