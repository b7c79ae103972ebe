package grammar

import (
	"strings"

	"pace/plan"
)

// stop41Rewrites are the families of phrasings stop 40's leftovers and
// trials 272 on brought, each said in our own words; they run before
// stop40Rewrites. The user's own words for titles and names are kept; only
// the frame around them changes.
var stop41Rewrites = []guardedRewrite{
	// "Actually tomorrow I cannot, put it for thursday."
	{lazy(`(?i)^(\s*)(?:(?:actually|sorry|no|oh)[\s,]+)*(?:tomorrow|today|tonight|on\s+\w+day|\w+day)\s+(?:i\s+)?(?:cannot|can'?t|won'?t\s+be\s+able|am\s+busy|'m\s+busy)\s*,\s*(?:so\s+)?(?:please\s+)?(?:put|move|change)\s+it\s+(?:for|to|on)\s+(.+?)\s*[.!]*$`), "${1}move it to $2", nil},
	// "Excuse me, it was not finished, <reason>. Please reopen it."
	{lazy(`(?i)^\s*(?:(?:excuse\s+me|sorry|pardon|oops)\s*,?\s*)?(?:it|that)\s+(?:was|is)\s+not\s+(?:finished|done|complete|completed)\b[^.]*\.\s*`), "", nil},
	// "For the shed project would you add a few milestones: walls up by
	// the 20th, …": the project said first, then the list for it
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+|our\s+)?([\p{L}\d][^,:]*?)(?:\s+project)?\s*,?\s+(?:(?:would|could|can|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+|just\s+)?)?(?:please\s+|kindly\s+|pls\s+)?(?:add|put\s+in|put|create|set\s+up|make)\s+(?:(?:a\s+few|a\s+couple\s+of|some|these|the\s+following|the|two|three|four|five|\d+)\s+)?(?:new\s+)?(milestones?|tasks|to-?dos|things|items)\s*(?:please\s*)?[:\-–]\s*`), "${1}add $3 to $2: ", nil},
	// "add a couple of tasks to the shed: a and b": the count says nothing
	{lazy(`(?i)^(\s*add\s+)(?:a\s+few|a\s+couple\s+of|some|these|the\s+following|two|three|four|five|\d+)\s+(?:new\s+)?(milestones|tasks|to-?dos)\s+(to|for|in|under)\b`), "${1}$2 $3", nil},
	// "I'm after booking the car service for Tuesday, can you put it in":
	// an appointment the user has made, to be kept on the list
	{lazy(`(?i)^(\s*)(?:i'?m\s+after|i\s+am\s+after|i'?ve(?:\s+just)?|i\s+have(?:\s+just)?|i(?:\s+just)?)\s+(?:booked|booking|made|making|scheduled|scheduling|arranged|arranging|set\s+up|setting\s+up)\s+(?:a|an|the|my|our)\s+(.+?)\s*,\s*(?:so\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|just\s+)?)?(?:please\s+|kindly\s+)?(?:put|add|pop|stick|write|note|enter|log|get)\s+(?:it|that|this)\s*(?:in|down|on|up)?(?:\s+(?:the|my|your)\s+(?:calendar|diary|list|planner|to-?do\s+list))?(?:\s+(?:please|for\s+me|too|as\s+well))*\s*[.!?]*$`), "${1}add $2", nil},
	// "make a note for me that the bins move to Thursday": "for me" is who
	// the note is for, not its title
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|take|jot|write)\s+(?:a\s+)?(?:quick\s+)?note)\s+(?:for\s+me|to\s+myself|to\s+self)\s+(that|:)`), "$1 $2", nil},
	// "how many tasks in the shed and how many are done?": the project's
	// summary says both
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:are\s+(?:there\s+)?|do\s+i\s+have\s+|have\s+i\s+got\s+)?(?:in|for|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,]*?)(?:\s+project)?\s*,?\s+and\s+how\s+many\s+(?:of\s+them\s+|of\s+those\s+)?(?:are|have\s+been|did\s+i\s+get)\s+(?:done|finished|completed|complete|closed)\s*\??$`), "${1}how is the $2 project going?", nil},
	// "foundations milestone is done, mark complete": that milestone done
	{lazy(`(?i)^(\s*)(?:the\s+|our\s+|my\s+)?([\p{L}\d][^,.!?]*?)\s+milestone\s+(?:is|'s|was|has\s+been|got)\s+(?:now\s+|finally\s+)?(?:done|finished|complete|completed|reached|achieved|met)\b(?:\s*(?:[,.!]+\s*|\s+)(?:so\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:mark|tick|close|check)\s+(?:it\s+|that\s+)?(?:off\s+)?(?:as\s+)?(?:complete|completed|done|finished|reached|off)?(?:\s+please)?)?\s*[.!]*$`), "${1}mark the $2 milestone done", lazy(`(?i)\b(?:so|because|since|said|says|and)\b[^,]*\bmilestone\b`)},
	// "no wait, reopen it, the inspector didn't sign off yet": the reason
	// after it changes nothing
	{lazy(`(?i)^(\s*)(?:(?:no|wait|oh|oops|actually|sorry)[\s,]+)*((?:please\s+)?(?:reopen|re-open|undo|untick|uncheck)\s+(?:it|that|this|that\s+one|the\s+last\s+one))\s*[,;.-]+\s*(?:because\s+|as\s+|since\s+|cos\s+|cause\s+)?[\p{L}].*$`), "$1$2", reopenThenChange},
	// "PTA bake sale is friday dec 18!! make a project for it": a project
	// with that deadline
	{lazy(`(?i)^(\s*)(?:the\s+|our\s+|my\s+)?([\p{L}\d][^,.!?]*?)\s+is\s+(?:on\s+)?((?:(?:this|next)\s+)?(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+\d|\d|tomorrow)[^,.!?]*?)\s*[!.,]*\s*(?:so\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:make|create|start|set\s+up|add|open)\s+(?:me\s+)?(?:a\s+|one\s+)?(?:new\s+)?project\s+(?:for|out\s+of|about)\s+(?:it|that|this)(?:\s+(?:please|pls|plz))?\s*[.!]*$`), "${1}create a project $2 due $3", nil},
	// "the bake sale got moved to saturday the 19th ugh, update it",
	// "Zosia match moved to sunday 11am": what was moved, and where to
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?((?:[\p{L}\d][\p{L}\d'’-]*)(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,5}?)\s+(?:got\s+|has\s+been\s+|have\s+been\s+|was\s+|were\s+|is\s+|'s\s+|been\s+)?(?:moved|changed|pushed(?:\s+back)?|rescheduled|postponed|brought\s+forward|shifted)\s+(?:to|till|until|at|for)\s+([^,]+?)(?:\s+(?:ugh+|argh+|sigh|lol|again|now))*\s*(?:[,.!]+\s*(?:so\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:update|change|fix|move|amend|sort)\s+(?:it|that|this)(?:\s+(?:please|pls|for\s+me))?)?\s*[.!]*$`), "${1}move $2 to $3",
		lazy(`(?i)^\s*(?:i|we|he|she|they|you|it|that|this|everything|all|can|could|will|would|should|is|are|has|have|did|does|do|text|email|e-mail|tell|message|ask|let)\b|(?:'s|’s)\s+(?:been\s+)?(?:moved|changed|pushed|rescheduled|postponed|brought|shifted)|\b(?:they|he|she|we|i)\s+(?:have\s+|'ve\s+|just\s+)?(?:moved|changed|pushed|rescheduled|postponed|brought|shifted)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b`)},
	// "oops I didn't get the eggs, they were out. put eggs back": open
	// again
	{lazy(`(?i)^.*\b(?:didn'?t|did\s+not|couldn'?t|could\s+not|never|haven'?t)\s+(?:actually\s+)?(?:get|buy|do|finish|pick\s+up|send|make|pay)\b.*?[.,;!]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:put|add)\s+(?:the\s+)?(.+?)\s+back(?:\s+on\b[^.!]*)?\s*[.!]*$`), "reopen $1", nil},
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:put|add)\s+(?:the\s+)?(.+?)\s+back\s+on\s+(?:the\s+|my\s+)?(?:list|to-?do\s+list|to-?dos|tasks|shopping\s+list)(?:\s+(?:please|pls))?\s*[.!]*$`), "${1}reopen $2", nil},
	// "can you call Dr Mehta's secretary and revert to me on the date": a
	// call Pace is to make and report on
	{lazy(`(?i)^(\s*)(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|kindly\s+|pls\s+)*(call|phone|ring|email|e-mail|text|message|contact)\s+(.+?)\s+and\s+(?:then\s+)?(?:revert|get\s+back|report\s+back|come\s+back|let\s+me\s+know|tell\s+me|update\s+me)\b.*$`), "${1}$2 $3 for me", nil},
	// "can you write a nice thank-you note to Sarah and email it to her":
	// a message Pace is to write and send
	{lazy(`(?i)^(\s*)(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|kindly\s+|pls\s+)+(?:write|draft|compose|prepare)\s+(.+?)\s+and\s+(?:then\s+)?(email|e-mail|send|text|message)\s+(?:it|them|that|this)\b.*$`), "${1}$3 $2 for me", nil},
	// "note down two things: renew X by the 15th, and also collect Y
	// tomorrow": to-dos
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+|pls\s+)?)(?:note|jot|write|put|take)\s+down\s+(?:these\s+|the\s+following\s+|(?:two|three|four|five|a\s+few|some|a\s+couple\s+of|\d+)\s+)(?:things|items|tasks|to-?dos|bits|jobs|reminders)\s*:\s*`), "${1}add these: ", nil},
	// "create one project", "one more milestone", "with following
	// milestones": a, another, the
	{lazy(`(?i)\b(create|make|add|start|set\s+up)\s+one\s+(?:new\s+)?(project|task|milestone|reminder|to-?do)\b`), "$1 a $2", nil},
	{lazy(`(?i)\b(create|make|add|put)\s+(?:one\s+more|another|one\s+other)\s+(milestone)\b`), "$1 a $2", nil},
	{lazy(`(?i)\bwith\s+(?:the\s+)?following\s+(milestones|tasks)\s*:?`), "with $1:", nil},
	// "X at 10.30am on the 14th. Kindly put it and tag it hospital": the
	// thing said before, with its label
	{lazy(`(?i)\s*[.!]\s*(?:so\s+)?(?:please\s+|kindly\s+|pls\s+)?(?:put|add|note|enter|save|log)\s+(?:it|that|this)\s+and\s+(tag|label)\s+it\s+`), ", $1 it ", nil},
	// "put the clients tag on Mr Patel's tax return also": that label
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+|pls\s+)?)(?:put|add|stick|place|slap)\s+(?:the\s+|a\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s+(?:on|onto|to)\s+(?:the\s+)?([^,;]+?)(?:\s+(?:also|too|as\s+well))?(?:\s+please)?\s*[.!]*$`), "${1}tag $3 with $2", nil},
	// "remove family label from match, put football": the new label
	{lazy(`(?i)^(\s*(?:please\s+)?(?:remove|take\s+off|drop)\s+(?:the\s+)?@?[\p{L}\d_-]+\s+(?:tag|label)\s+(?:from|off)\s+(?:the\s+)?[^,]+?)\s*,\s*(?:and\s+)?(?:put|add|use|make\s+it)\s+@?([\p{L}\d_-]+)(?:\s+(?:tag|label))?(?:\s+instead)?\s*[.!]*$`), "$1 and tag it $2", nil},
	// "give me list of everything outstanding for next week": what is
	// due then
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|kindly\s+)?(?:give|show|send|get|make)\s+(?:me\s+)?(?:a\s+|the\s+)?(?:full\s+|complete\s+)?list\s+of\s+(?:everything|all(?:\s+the)?\s+(?:tasks|things|items))\s+(?:that\s+is\s+|that's\s+|which\s+is\s+)?(?:outstanding|open|pending|due|left|to\s+do)\s+(?:for|in|on|during)\s+(next\s+week|this\s+week|today|tomorrow|the\s+weekend|this\s+weekend|next\s+month|this\s+month)\b.*$`), "${1}what's due $2", nil},
	// "everything due on monday 14th is done, please mark all complete":
	// that day's tasks done
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things))\s+(?:that\s+(?:was|is)\s+)?(due\s+[^,]+?)\s+(?:is|are|was|were)\s+(?:all\s+)?(?:done|finished|complete|completed|sorted)\b.*$`), "${1}mark everything $2 done", nil},
	// "Jake has a dentist cleaning too, Dec 21 at 10am": "too" says there
	// is another, no word of the title
	{lazy(`(?i)^(\s*[\p{L}][^,]*?\S)\s+(?:too|as\s+well|also)\s*,\s*((?:on\s+|at\s+|by\s+|this\s+|next\s+)?(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+\d|\d|tomorrow|today|tonight))`), "$1, $2", nil},
	// "what is the overall status of Holi project?": its status
	{lazy(`(?i)\b(?:overall|current|latest|general)\s+(status|progress)\b`), "$1", nil},
	{lazy(`(?i)\b(status|progress)\s+(?:of|on)\s+(?:the\s+)?([\p{L}\d][^?,.]*?\s+project)\b`), "$1 of the $2", nil},
	// "which milestones of the temple project are due before March?":
	// its milestones, by date
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:are\s+(?:the\s+)?)?milestones\s+(?:of|in|for|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?]*?)(?:\s+project)?\s+(?:are|is)\s+(?:still\s+)?(?:due|coming(?:\s+up)?|left|ahead|open|pending|remaining|outstanding)\b[^?]*\??$`), "${1}list the milestones of the $2 project", nil},
	// "what do I still have to do for the bday party": what is left there
	{lazy(`(?i)^(\s*)what\s+(?:do|have)\s+(?:i|we)\s+(?:still\s+)?(?:got\s+)?(?:left\s+)?(?:to\s+do|have\s+to\s+do|need\s+to\s+do|got\s+to\s+do|still\s+to\s+do)\s+(for)\s+`), "${1}what is left to do $2 ", lazy(`(?i)\bfor\s+(?:the\s+)?(?:today|tomorrow|tonight|this|next|mon|tue|wed|thu|fri|sat|sun|the\s+week|the\s+weekend)|\blabel|\btag`)},
	// "what's left for the party and when is each thing due": the list
	// says each one's day
	{lazy(`(?i)^(\s*what(?:'s|\s+is)\s+(?:still\s+)?(?:left|remaining|outstanding|open)\s+(?:for|on|in)\s+[^,]+?)\s*,?\s+and\s+when\s+(?:is|are)\s+(?:each|every|all)\s+(?:of\s+them|thing|one|task|item|of\s+those)\s+due\s*\??$`), "$1?", nil},
	// "the cookies should be 4 dozen not 3": words of that task's title
	// swapped
	{lazy(`(?i)^(\s*)(?:(?:actually|no|wait|oh|sorry|oops|ok|so)[\s,]+)*(?:the\s+|my\s+)?([\p{L}][\p{L}\d' -]*?)\s+(?:should|needs\s+to|has\s+to|must)\s+be\s+([^,\s]+(?:\s+[^,\s]+)?)\s+(?:not|instead\s+of|rather\s+than)\s+([^,\s]+(?:\s+[^,\s]+)?)\s*[.!]*$`), "${1}in $2 make it $3 instead of $4", lazy(`(?i)\b(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|today|tomorrow|tonight|morning|evening|afternoon|am|pm|high|low|medium|urgent|priority|done|due|noon|midday)\w*\b|\d\s*(?:am|pm|h)\b|\d+(?:st|nd|rd|th)\b|\d+[:.]\d+|\bbe\s+(?:under|in|into|filed|on|at|by|for|tagged|labell?ed|p[1-4])\b`)},
	// "change the greenhouse watering to saturdays only": how it repeats
	// ("only" says the other days go)
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?(?:change|switch|make|set|move)\s+(?:the\s+|my\s+)?.+?\s+to\s+(?:be\s+)?(?:on\s+)?)(?:only\s+|just\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days(?:\s*(?:,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)\s+only\s*[.!]*$`), "$1$2", nil},
	// "show all hospital related items": the label's tasks
	{lazy(`(?i)^(\s*)(?:please\s+|kindly\s+)?(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?@?([\p{L}\d_]+)[- ]related\s+(?:items|tasks|things|stuff|to-?dos|work)\s*[.!?]*$`), "${1}what tasks are tagged $2", nil},
	// "make that one low priority lol": a change to the thing just named,
	// the laugh no part of it
	{lazy(`(?i)^(\s*(?:make|set|mark|move|push|put|change|tag|label)\s+(?:it|that|this|that\s+one|this\s+one|them|those)\s+[^,]*?)\s*[,.!]*\s+(?:lol|lmao|haha+|xd|lolol|rofl)\s*[.!]*$`), "$1", nil},
	// "I've got a conference talk to prepare, can that be a project": a
	// project of it
	{lazy(`(?i)^(\s*)(?:i'?ve\s+got|i\s+have(?:\s+got)?|i've|there'?s|we'?ve\s+got|we\s+have)\s+(?:a|an|the|my|our)\s+(.+?)(?:\s+to\s+(?:prepare|plan|organi[sz]e|sort(?:\s+out)?|run|do|get\s+ready))?\s*[,.;-]+\s*(?:(?:can|could|should|shall)\s+(?:that|it|this)\s+be|(?:please\s+)?make\s+(?:that|it|this))\s+(?:a|its\s+own|a\s+new|into\s+a)\s+project\s*[?.!]*$`), "${1}create a project $2", nil},
	// "put on some jazz": music to play, which Pace cannot
	{lazy(`(?i)^(\s*(?:hey\s+pace[,\s]+)?)(?:put|stick|pop)\s+on\s+((?:some|the|my|a\s+bit\s+of)\s+(?:[\w'-]+\s+){0,2}?(?:music|jazz|blues|rock|pop|classical|songs?|playlist|radio|podcast|album|tunes|lo-?fi)\b)`), "${1}play $2", nil},
	// "which tasks are due in January?": what is due that month
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|items|to-?dos|jobs)\s+(?:are|do\s+i\s+have|have\s+i\s+got)\s+(?:due|coming(?:\s+up)?|planned|happening|scheduled)\s+(?:in|for|during)\s+(?:the\s+month\s+of\s+)?(january|february|march|april|may|june|july|august|september|october|november|december)\s*(\??)[.!]*$`), "${1}what's due in $2$3", nil},
	// "please put delivery of blocks for wednesday": an event to keep,
	// "put" as "add" (unlike "put the bins out")
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+)?)put\s+(?:in\s+|down\s+)?(?:a\s+|an\s+|the\s+|my\s+)?((?:[\p{L}'-]+\s+)?(?:delivery|deliveries|appointment|appt|meeting|call|visit|inspection|session|booking|viewing|interview|check-?up|consultation|collection|pickup|pick-up|drop-?off|service|fitting)\b)`), "${1}add $2", lazy(`(?i)^\s*(?:please\s+|pls\s+|kindly\s+)?put\s+(?:in\s+|down\s+)?(?:a\s+|an\s+|the\s+|my\s+)?(?:[\p{L}'-]+\s+)?(?:delivery|deliveries|appointment|appt|meeting|call|visit|inspection|session|booking|viewing|interview|check-?up|consultation|collection|pickup|pick-up|drop-?off|service|fitting)\s+(?:back|off|forward|on\s+hold|through|in\s+(?:the|my)\s+(?:diary|calendar))\b|^\s*(?:please\s+|pls\s+|kindly\s+)?put\s+[^,]*?\bto\s+(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|next|this|the\s+\d|\d)|\b(?:high|low|medium|normal|urgent|top)\s+(?:priority|prio)\b|\b(?:priority|done|finished|complete)\s*[.!]*$`)},
	// "… every tues and thurs 5:30pm put that on there": said to keep
	// it, no part of it
	{lazy(`(?i)\s*[,.-]?\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:put|add|stick|pop|throw)\s+(?:that|it|this)\s+(?:on|in|onto)\s+(?:there|here)(?:\s+(?:please|pls|for\s+me))?\s*[.!]*$`), "", nil},
	// "…, needs est asap - put it high priority for tmrw": its priority
	// and day
	{lazy(`(?i)\s*[-–—,]\s*(?:please\s+|pls\s+)?(?:put|make|set)\s+(?:it|that|this)\s+(high|low|medium|normal|top|urgent)\s+(?:priority|prio)\s+(?:for|on|by)\s+`), ", $1 priority, due ", nil},
	// "finished the ramirez est, sent it": how it was finished
	{lazy(`(?i)^(\s*(?:i\s+)?(?:just\s+)?(?:finished|completed|did|done|wrapped\s+up|sorted)\s+[^,]+?)\s*,\s*(?:and\s+)?(?:sent|posted|emailed|submitted|paid|filed|handed\s+in|dropped\s+off|delivered)\s+(?:it|that|them)(?:\s+(?:off|over|in|already|today|this\s+morning|to\s+\w+))?\s*[.!]*$`), "$1", nil},
	// "set priority low on the license renewal, got time": that priority
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set|put|change)\s+(?:the\s+)?(?:priority|prio)\s+(?:to\s+)?(high|low|medium|normal|urgent|top)\s+(?:on|for)\s+(?:the\s+|my\s+)?([^,]+?)(?:\s*,.*)?\s*[.!]*$`), "${1}make $3 $2 priority", nil},
	// "every invoice task make it due end of month": those tasks' day
	{lazy(`(?i)^(\s*)(?:every|each|all(?:\s+the|\s+my)?)\s+([\p{L}\d][\p{L}\d -]*?)\s+(?:task|tasks|one|ones|item|items|job|jobs)\s*,?\s+(?:please\s+)?(?:make|set|move|push)\s+(?:it|them|each|all|each\s+one)?\s*(?:due\s+)(?:on\s+|for\s+|by\s+)?([^,]+?)\s*[.!]*$`), "${1}move all $2 tasks to $3", nil},
	// "oil change done, check it off": that task done
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([\p{L}\d][^,]*?)\s+(?:is\s+|'s\s+|all\s+)?(?:done|finished|sorted|complete|completed|paid|booked)\s*[,.!-]+\s*(?:please\s+|pls\s+)?(?:check|tick|mark|cross|knock)\s+(?:it|that|this)\s+off\b.*$`), "${1}mark $2 done", nil},
	// "…until friday, can you put for me?": keep it (said last)
	{lazy(`(?i)\s*[,.]\s*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:put|add|note|save|keep)\s+(?:it\s+|this\s+|that\s+)?for\s+me\s*[?.!]*$`), "", nil},
	// "…, put for wednesday of the next week": its day
	{lazy(`(?i)\s*,\s*(?:please\s+)?put\s+(?:it\s+|that\s+)?(?:for|on)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d|\d|next\s|this\s)`), ", due $1", lazy(`(?i)^\s*(?:please\s+)?(?:everything|all|every)\b`)},
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:of|in)\s+the\s+(next|coming|following)\s+week\b`), "$1 next week", nil},
	{lazy(`(?i)\b(?:on\s+)?the\s+next\s+week\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`), "$1 next week", nil},
	// "…, tag it research and put priority medium": the level
	{lazy(`(?i)\band\s+(?:put|set|give)\s+(?:it\s+)?(?:a\s+)?(?:priority|prio)\s+(?:to\s+|as\s+)?(high|low|medium|normal|urgent|top)\s*[.!]*$`), "and make it $1 priority", nil},
	// "I will take a day off on friday, move everything from friday to
	// monday": the reason is no to-do
	{lazy(`(?i)^(\s*)(?:i\s+will|i'll|i\s+am\s+going\s+to|i'm\s+going\s+to|i'm|i\s+am|i)\s+(?:take|taking|have|having|be\s+on|took|booked)\s+(?:a\s+|the\s+)?(?:day|days|afternoon|morning|week|time|holiday|leave)\s+off\b[^,]*,\s*(?:so\s+)?((?:please\s+)?(?:move|push|shift|put|reschedule|clear)\b)`), "$1$2", nil},
	// "the rent is on the 3rd of each month, not the 1st": how it repeats
	{lazy(`(?i)^(\s*)(?:(?:ah|oh|sorry|actually|oops|no|wait)[\s,]+)*(?:the\s+|my\s+)?([\p{L}][^,.]*?)\s+is\s+(?:on\s+|due\s+on\s+|due\s+)?(the\s+\d{1,2}(?:st|nd|rd|th)?)\s+of\s+(?:each|every|the)\s+month\s*(?:,?\s*not\s+(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)?\s*[.!]*$`), "${1}make the $2 repeat monthly on $3", nil},
	// "yoga is only on tuesdays from now": how it repeats
	{lazy(`(?i)^(?:.*?[,.;]\s*(?:so\s+)?)?(?:the\s+|my\s+)?([\p{L}][\p{L}\d' -]*?)\s+(?:is|are)\s+(?:now\s+)?only\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s*(?:,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days?)*)(?:\s+(?:from\s+now(?:\s+on)?|now|going\s+forward|from\s+here\s+on))?\s*[.!]*$`), "change the $1 to $2", nil},
	// "tag the Anmeldung also with bureaucracy": "also" says nothing
	{lazy(`(?i)\b(tag|label)\s+(.+?)\s+(?:also|too|as\s+well)\s+(with|as)\b`), "$1 $2 $3", nil},
	// "how many tasks I have with the bureaucracy tag?": the label's tasks
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:do\s+)?i\s+(?:have|got)\s+(?:with|under)\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s*\??$`), "${1}what tasks are tagged $2", nil},
	// "and another visit in Friedrichshain sunday 14h": one more of the
	// same kind, "another" no part of its title
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+|plus\s+)?(?:add\s+)?(?:another|one\s+more)\s+([\p{L}][\p{L}-]*\s+(?:in|at|with|for|on)\s)`), "${1}add $2", nil},
	// "how is the flat hunting project going? what is missing?": its
	// status says what is left
	{lazy(`(?i)^(\s*how(?:'s|\s+is)\s+(?:the\s+|my\s+)?[^?]+?\s+project\s+(?:going|doing|coming\s+along)\s*)\?\s*(?:and\s+)?what(?:'s|\s+is)\s+(?:still\s+)?(?:missing|left|open|outstanding|remaining|to\s+do)\s*\??$`), "$1?", nil},
	// "What have I finished lately? I'd like to feel …": what was done
	{lazy(`(?i)^(\s*what\s+(?:have\s+i|did\s+i|have\s+we)\s+(?:finished|completed|done|got\s+done|ticked\s+off)\s+(?:lately|recently|of\s+late)\s*\?)\s+i'?d?\s+(?:like|love|want|need)\b.*$`), "$1", nil},
	{lazy(`(?i)^(\s*what\s+(?:have\s+i|did\s+i|have\s+we)\s+(?:finished|completed|done|got\s+done|ticked\s+off))\s+(?:lately|recently|of\s+late)\b`), "$1 this week", nil},
	// "Is there anything I've let go overdue?": what is overdue
	{lazy(`(?i)^(\s*)(?:is\s+there\s+)?anything\s+(?:that\s+)?(?:i'?ve|i\s+have)\s+(?:let\s+(?:go|slip|get|become)|gone|left)\s+overdue\b.*$`), "${1}what's overdue?", nil},
	// "Could you put in a remainder for me to phone the surgery": a
	// reminder
	{lazy(`(?i)\b(?:put\s+in|set|add|make|create)\s+(?:a\s+)?remainder\s+(?:for\s+me\s+)?to\s+`), "remind me to ", nil},
	{lazy(`(?i)\b(?:put\s+in|set|add|make|create)\s+(?:a\s+)?reminder\s+for\s+me\s+to\s+`), "remind me to ", nil},
	// "For the Garden Room the milestones are, A by D1, B by D2 …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+|our\s+)?([\p{L}\d][^,:]*?)(?:\s+project)?\s*,?\s+(?:the\s+)?milestones\s+(?:are|will\s+be|should\s+be)\s*[,:\-–]?\s*`), "${1}add milestones to $2: ", nil},
	// "Add to the garden room, phone the builder on Wednesday": into that
	// project
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+to\s+(?:the\s+|my\s+)?((?:[\p{L}\d'’-]+\s+){0,3}?[\p{L}\d'’-]+)(?:\s+project)?\s*,\s*`), "${1}add a task to the $2 project: ", lazy(`(?i)^\s*(?:please\s+)?add\s+to\s+(?:the\s+|my\s+)?(?:list|to-?do|shopping|groceries|calendar|diary|note|notes)\b|^\s*(?:please\s+)?add\s+to\s+[^,]*\s(?:a|an|the)\s+(?:task|to-?do|milestone|reminder)\b`)},
	// "…, put it down as high priority please": its priority
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:please\s+)?(?:put|mark|set|have)\s+(?:it|that|this)\s+(?:down\s+)?as\s+(?:a\s+)?(high|low|medium|top|urgent)(?:\s+priority|\s+prio)?(?:\s+please)?\s*[.!]*$`), ", $1 priority", nil},
	// "The planning permission came through early, hurray! Mark that
	// milestone as done"
	{lazy(`(?i)^\s*(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:has\s+|have\s+)?(?:came\s+through|come\s+through|came\s+in|arrived|got\s+approved|was\s+granted|been\s+granted|got\s+granted|went\s+through|is\s+through)(?:\s+(?:early|at\s+last|finally|today|yesterday))*\s*[,.!]*\s*(?:(?:hurray|hooray|yay|woohoo|brilliant|great|at\s+last)[!.,]*\s*)*(?:please\s+|so\s+)?(?:mark|tick|set|close)\s+(?:that|the|this)\s+milestone\s+(?:as\s+|off\s+as\s+)?(?:complete|completed|done|finished|reached)?(?:\s+please)?\s*[.!]*$`), "mark the $1 milestone done", nil},
	// "The builder says the foundations will be a week late, could you
	// move that milestone back a week": that milestone
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?[\p{L}]+\s+(?:says|said|reckons|thinks|tells\s+me|told\s+me)\s+(?:that\s+)?(?:the\s+)?(.+?)\s+(?:will|is\s+going\s+to|are\s+going\s+to|'ll|are|is)\s+(?:be\s+)?(?:running\s+)?(?:a\s+week|two\s+weeks|a\s+fortnight|a\s+few\s+days|a\s+couple\s+of\s+days|\d+\s+days?)\s+(?:late|behind)\s*[,.;]\s*(?:so\s+)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:move|push|put)\s+(?:that|the|this)\s+milestone\s+back\s+(?:by\s+)?(a\s+week|two\s+weeks|a\s+fortnight|\d+\s+days?|a\s+few\s+days|a\s+couple\s+of\s+days)(?:\s+please)?\s*[.!?]*$`), "push the $1 milestone back $2", nil},
	// "the portfolio is not for Lena, is for Marta": a word of its title
	{lazy(`(?i)^(\s*)(?:(?:oops|sorry|actually|no|oh|ah)[\s,]+)*(?:the\s+|my\s+)?([\p{L}][\p{L}\d' -]*?)\s+is\s+not\s+(for|with|to|from|at)\s+([\p{L}][\p{L}'-]*)\s*,\s*(?:it\s+)?(?:is|'s)\s+(?:for|with|to|from|at)\s+([\p{L}][\p{L}'-]*)\b.*$`), "${1}in $2 make it $5 instead of $4", nil},
	// "Everything for the church that's due on Thursday, can you push it
	// to Friday please, I'll no manage …": that project's tasks of that day
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things|jobs))\s+(?:for|in|of)\s+(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d' -]*?)(?:\s+project)?\s+(?:that(?:'s|\s+is|\s+are)\s+|which\s+is\s+)?due\s+(?:on\s+)?([^,]+?)\s*,\s*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(move|push|shift|put)\s+(?:it|them|those)(?:\s+all)?\s+(?:to|till|until)\s+([^,]+?)(?:\s+please)?\s*(?:,.*)?[.!?]*$`), "${1}$4 everything in the $2 project due $3 to $5", nil},
	// "I have the report to finish by friday": the to-do is to finish it
	{lazy(`(?i)^(\s*)(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+got|'ve)\s+(the|a|an|my|our|some|two|three|four)\s+((?:[\p{L}][\p{L}\d'-]*\s+){0,3}?[\p{L}][\p{L}\d'-]*)\s+to\s+(finish|write|send|submit|pack|prepare|mark|read|sign|return|post|file|fill\s+in|fill\s+out|review|print|book|pay|collect|pick\s+up|drop\s+off|fix|clean|paint|wrap|order|renew|cancel|update|check|test|grade|plan|sort(?:\s+out)?)\b`), "${1}$4 $2 $3",
		lazy(`(?i)\b(?:lot|bit|load|ton|few\s+things|things|stuff|time|chance|way|reason|right)\s+to\s`)},
	// "Put in run 5k easy every Tuesday", "ah and put in ring X tomorrow":
	// "put in" as "add", after fillers too
	{lazy(`(?i)^(\s*(?:please\s+|(?:(?:ah|oh|and|also|ok|okay|right|so)[,\s]+)+)?)put\s+in\s+`), "${1}add ",
		lazy(`(?i)^\s*(?:please\s+|(?:(?:ah|oh|and|also|ok|okay|right|so)[,\s]+)+)?put\s+in\s+(?:(?:the|my|our|a|that|this)\s+|(?:diary|calendar|order|request|claim|application|complaint|form|reminder|remainder|for)\b)`)},
	// "Need to: a, b, and c. All this week": the list, said of each
	{lazy(`(?i)^(\s*)(?:i\s+|we\s+)?(?:need|have|got)\s+to\s*:\s*`), "${1}add these: ", nil},
	{lazy(`(?i)^(\s*add\s+these:\s*[^.]+?)\s*\.\s*all\s+((?:due\s+|by\s+|for\s+)?(?:this\s+week|next\s+week|today|tomorrow|tonight|this\s+weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*[.!]*$`), "$1, all $2", nil},
	// "Mocks project needs milestones: a 11 Dec, b 15 Dec"
	{lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}\d][^,:]*?)\s+project\s+(?:needs|should\s+have|gets|will\s+have)\s+(?:some\s+|these\s+|the\s+following\s+|(?:two|three|four|five)\s+)?milestones\s*:\s*`), "${1}add milestones to the $2 project: ", nil},
	// "make a task from my pastoral notes to ring Mrs Okafor Friday"
	{lazy(`(?i)\b(?:make|create|add|set)\s+(?:me\s+)?(?:a\s+)?(?:task|reminder|to-?do)\s+from\s+(?:my\s+|the\s+)?(?:[\p{L}-]+\s+){0,2}notes?\s+to\s+`), "remind me to ", nil},
	// "…, for tomorrow, high, and tag it SLT": the priority said bare
	{lazy(`(?i),\s*(high|low|urgent|top)\s*,`), ", $1 priority,", nil},
	// "Cancel the 5k on Thursdays, just keep Tuesdays": how it repeats
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:cancel|drop|stop|remove|scrap)\s+(?:the\s+|my\s+)?(.+?)\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days\s*[,;.]\s*(?:and\s+)?(?:just\s+|only\s+)?keep\s+(?:the\s+|it\s+on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s*[.!]*$`), "${1}change the $2 to $3 only", nil},
	// "please assist me to create a project": courtesy
	{lazy(`(?i)^(\s*(?:(?:hello|hi|good\s+(?:morning|afternoon|evening))[,.!\s]+)?)(?:please|kindly|could\s+you|can\s+you|would\s+you)\s+(?:assist|help)\s+me\s+(?:to|in|with)\s+`), "$1", nil},
	// "Add three things for me please: …": the list, "for me" no project
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:these\s+|the\s+following\s+|(?:two|three|four|five|six|a\s+few|some)\s+)(?:things|tasks|items|to-?dos|reminders))\s+for\s+me(?:\s+please)?\s*:`), "$1:", nil},
	// "…, and make it low priority" said of the task just said: its level
	{lazy(`(?i),\s*(?:and\s+)?make\s+it\s+(high|low|medium|normal|urgent|top)\s+priority\s*[.!]*$`), ", $1 priority", lazy(`(?i)^\s*(?:please\s+)?(?:mark|move|tag|label|set|make|change|rename|push|everything|all|every)\b|\s(?:is|isn't|are|aren't|was|tagged|labell?ed)\s|\b(?:create|new|start|make)\s+(?:a\s+)?project\b|,\s*(?:and\s+)?add\b|^\s*(?:the|my|our)\s+[^,]{1,40},\s*(?:and\s+)?make\s+it\b`)},
	// "Mark the X task done, and also the Y one, I did both today": both
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check)\s+(?:off\s+)?(?:the\s+|my\s+)?[^,]+?)\s+(?:as\s+)?(?:done|complete|completed|finished)\s*,\s*(?:and\s+)?also\s+((?:the\s+|my\s+)[^,]+?)(?:\s+too|\s+as\s+well)?\s*(?:,\s*(?:i|we)\s+(?:did|finished|completed|done)\b.*)?[.!]*$`), "$1 done and mark $2 done", nil},
	// "the choir director has changed practice to Wednesdays at 6:30pm,
	// kindly update the repeating choir task": how it repeats
	{lazy(`(?i)^(?:\s*(?:hello|hi|good\s+(?:morning|afternoon|evening))[,.!\s]+)?(?:the\s+)?[\p{L}]+(?:\s+[\p{L}]+)?\s+(?:has|have)\s+(?:changed|moved)\s+(?:the\s+)?(?:[\p{L}]+\s+)?(?:practice|rehearsal|class|lesson|session|training|meeting)s?\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s+at\s+[\d:.]+\s*(?:am|pm)?)?)\s*[,.]\s*(?:so\s+)?(?:(?:please|kindly)\s+)?(?:update|change|fix|amend)\s+(?:the\s+|my\s+)?(?:repeating\s+|recurring\s+|weekly\s+)?(.+?)(?:\s+task)?\s*[.!]*$`), "change the $2 to $1", nil},
	// "Which milestone of the wedding is next and when is it due?"
	{lazy(`(?i)^(\s*)which\s+milestone\s+(?:of|for|in|on)\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)?\s+(?:is\s+next|is\s+coming\s+up|comes\s+next)(?:\s*,?\s*and\s+when\s+is\s+it(?:\s+due)?)?\s*\??$`), "${1}what is the next milestone of the $2?", nil},
	// "Kindly give me a summary of what is left for the wedding project"
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|kindly\s+)?(?:give|show|send)\s+(?:me\s+)?(?:a\s+|the\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|rundown|overview|list)\s+of\s+what(?:'s|\s+is|\s+are)\s+(?:still\s+)?(?:left|open|remaining|outstanding|pending)\s+(?:for|in|on)\s+(?:the\s+|my\s+)?([^?.]+?)(?:\s+project)?\s*[?.!]*$`), "${1}what's in the $2 project", nil},
	// "…, put it back not done please": open again
	{lazy(`(?i)\b(?:put|set|mark)\s+(it|that|this|them)\s+back\s+(?:to\s+|as\s+)?(?:not\s+done|undone|open|unfinished|to\s+do)\b(?:\s+please)?`), "reopen $1", nil},
	// "The flour order, put it high priority please, without flour no
	// bread!": that task's level
	{lazy(`(?i)^(\s*)([^,]+?)\s*,\s*(?:please\s+|kindly\s+)?(?:put|make|set|mark)\s+(?:it|that)\s+(?:to\s+|as\s+|on\s+)?(high|low|medium|normal|urgent|top)(?:\s+priority|\s+prio)(?:\s+please)?\s*(?:[,.!].*)?$`), "${1}make $2 $3 priority",
		lazy(`(?i)^\s*(?:please\s+|kindly\s+)?(?:add|remind|create|new|put|i\s|i'|we\s|call|buy|book|send|email|pay|get|pick|make|set|mark|move|tag|every|all|everything)\b|\b(?:tomorrow|today|tonight|mon|tue|wed|thu|fri|sat|sun|next\s+week|at\s+\d)|^[^,]*\s(?:is|isn't|are|aren't|was)\s`)},
	// "Léo's practice on wednesday, change it to 18h": that one's time
	{lazy(`(?i)^(\s*)((?:[\p{L}'’-]+\s+){0,3}?(?:practice|training|lesson|class|game|match|meeting|appointment|appt|session|rehearsal))\s+on\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,\s*(?:please\s+)?(?:change|move|put|make|set)\s+(?:it|that)\s+(?:to|at|for)\s+([^,]+?)(?:\s*,.*)?[.!]*$`), "${1}move $2 to $4", nil},
	// "All the tasks with tag fournisseurs, put them due friday"
	{lazy(`(?i)^(\s*)(?:all|every)\s+(?:the\s+)?(?:tasks|things|items)\s+with\s+(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s*,\s*(?:please\s+)?(?:put|make|set|move|push)\s+(?:them|it|those)\s+(?:due\s+)?(?:to\s+|for\s+|on\s+)?([^,]+?)(?:\s+please)?\s*[.!]*$`), "${1}move all tasks tagged $2 to $3", nil},
	// "Non wait, the Callebaut delivery must stay on friday, put it back"
	{lazy(`(?i)^(\s*)(?:(?:non|no|wait|oops|sorry|actually|hmm)[\s,]+)*(?:the\s+|my\s+)?([^,]+?)\s+(?:must|should|has\s+to|needs\s+to|will)\s+stay\s+(?:on|at|for)\s+([^,]+?)\s*(?:,.*)?[.!]*$`), "${1}move the $2 to $3", nil},
	// "For the painting quotes I have only 2 yet, move it to monday"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,]+?)\s+(?:i|we)\s+[^,]+?,\s*(?:so\s+)?(?:please\s+)?(move|push|shift)\s+(?:it|that|them)\s+`), "${1}$3 the $2 ", nil},
	// "What is late in my list?": what is overdue
	{lazy(`(?i)^(\s*)what(?:'s|\s+is|\s+are)\s+(?:late|overdue|behind)\s+(?:in|on)\s+(?:my|the)\s+(?:list|to-?do\s+list|tasks|to-?dos)\s*\??$`), "${1}what's overdue?", nil},
	// "How many tasks there is in the renovation project?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:there\s+is|there\s+are|is\s+there|are\s+there|there's)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project", nil},
	// "What is remaining to do for the renovation before the reopening?"
	{lazy(`(?i)^(\s*what(?:'s|\s+is)\s+(?:still\s+)?(?:remaining|left|outstanding)\s+(?:to\s+do\s+)?(?:for|in|on)\s+(?:the\s+|my\s+)?[\p{L}\d][^?,]*?)\s+before\s+the\s+[\p{L}][^?,]*\??$`), "$1?", lazy(`(?i)\bfor\s+(?:me|us)\b`)},
	// "Which day the dairy delivers?": the question in its usual order
	{lazy(`(?i)^(\s*)(which\s+day|what\s+day|what\s+time|when|which\s+days)\s+(?:the\s+)?([\p{L}][^?]*?)\s+(?:(deliver|come|open|close|collect|arrive|start|leave|visit|call)s|(finish)es)\s*\?*$`), "${1}$2 does the $3 $4$5?", nil},
	// "i have shift at the café tmr 8 to 2": an appointment said with no
	// article
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:have|'ve\s+got|have\s+got|got)\s+((?:[\p{L}'’-]+\s+){0,2}(?:shift|appointment|appt|meeting|class|lecture|seminar|tutorial|lab|lesson|exam|interview|practice|training|rehearsal|session|call|dinner|lunch|match|game|gig)s?\b.*)$`), "${1}add $2",
		lazy(`(?i)^\s*(?:i|we)\s+(?:have|'ve\s+got|have\s+got|got)\s+(?:a|an|my|our|the|to|no|some|any|too|lots|plenty|two|three|\d)\b|[,;.]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:move|push|shift|put|reschedule|cancel|clear|mark|can\s+you|could\s+you)\b`)},
	// "put them all for tmr pls": move what was just said
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)put\s+(them|those|these|it|that)(\s+all|\s+both)?\s+(?:for|to|on|till|until)\s+((?:tmr|tmrw|tomorrow|today|tonight|next|this|mon|tue|wed|thu|fri|sat|sun|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b.*)$`), "${1}move $2$3 to $4", nil},
	// "exams jan add milestone "all revision done" jan 8": the project said
	// first
	{lazy(`(?i)^(\s*)([\p{L}\d][\p{L}\d'’ -]{1,40}?)\s*[:,–-]?\s+(?:add|create|new|put)\s+(?:a\s+|one\s+|another\s+)?milestone\s+(?:called\s+|named\s+)?("[^"]+"|“[^”]+”)\s*(.*)$`), "${1}add milestone $3 to the $2 project $4",
		lazy(`(?i)^\s*(?:please|pls|can|could|would|will|i|we|and|also|then|now|ok|okay|so|just|kindly|hey|hi|hello|in|into|for|to|on|under|at|with)\b|\b(?:please|pls|kindly)\b|\bproject\s*[:,–-]?\s+(?:add|create|new|put)\b`)},
	// "café closes what time on sunday": the question word said late
	{lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}][\p{L}'’ -]{1,30}?)\s+(open|close|start|end|arrive|leave|deliver|come)s\s+(?:what\s+time|at\s+what\s+time|when)\b\s*(.*?)\s*\?*$`), "${1}when does the $2 $3 $4?", nil},
	// "add tasks to change address with the bank, the dvla and the gp
	// surgery under house move": the errand said of each
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?add\s+(?:(?:some|two|three|four|\d)\s+)?(?:tasks|to-?dos|reminders)\s+to\s+)((?:[\p{L}'’-]+\s+){1,4}?(?:with|at|for|to|from|on)\s+)((?:the|my|our)\s+[^,]+?)\s*,\s+((?:the|my|our)\s+[^,]+?)\s*,?\s+and\s+((?:the|my|our)\s+[^,]+?)((?:\s+(?:under|in|into|for)\s+(?:the\s+)?[\p{L}\d][^,]*?(?:\s+project)?)?\s*[.!]*)$`), "$1$2$3, $2$4 and $2$5$6", nil},
	// "take friday off": a day off to book, no removal
	{lazy(`(?i)^(\s*(?:please\s+)?)((?:take|book|request|get)\s+(?:next\s+|this\s+|the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]{3,9})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)\s+off\b.*)$`), "${1}add $2", nil},
	// "Please postpone by one week all the open L tasks that are due before
	// D, except X of course": the amount after the selection
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?(?:postpone|push|move|delay|shift|put\s+off)(?:\s+back)?)\s+(by\s+(?:one|a|two|three|four|\d+)\s+(?:weeks?|days?|months?))\s+(all\s+[^,]+?)(\s*,?\s+except\b.*?)?(?:\s+of\s+course)?\s*[.!]*$`), "$1 $3 $2$4", nil},
	// "add to the reno project - a, b, c": the list after a dash
	{lazy(`(?i)^(\s*(?:please\s+|also\s+|and\s+)*add\s+(?:these\s+|the\s+following\s+)?to\s+(?:the\s+|my\s+)?[^-–—:,]+?\s+project)\s+[-–—]\s+`), "$1: ", nil},
	// "also add to that project: a, b" / "put in that project: a, b": the
	// project just said
	{lazy(`(?i)^(\s*)(?:also\s+|and\s+)?(?:please\s+)?(?:add|put)\s+(?:(?:these|them)\s+)?(?:in|into|to|under)\s+(that|this|the\s+same)\s+project\s*:\s*`), "${1}add to $2 project: ", nil},
	// "change rugby training to 5.30 from now on": a clock time with a dot
	{lazy(`(?i)\b(to|at|for|till|until)\s+(\d{1,2})\.([0-5]\d)(\s*(?:am|pm)?\s+(?:from\s+now|going\s+forward|onwards|every|each|each\s+week|weekly))`), "$1 $2:$3$4", nil},
	// "which projects have I got going and how are they tracking"
	{lazy(`(?i)^(\s*)(?:which|what)\s+projects\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|are|am\s+i\s+running|i\s+have)\s*(?:going|on|on\s+the\s+go|running|active|open|in\s+progress|at\s+the\s+moment)\b.*$`), "${1}show my projects",
		lazy(`(?i)\b(?:due|overdue|late|behind|tasks|milestones?|done|finished|completed|archived|shelved|paused|closed|most|fewest|least|biggest)\b`)},
	// "Under the gala project kindly add the following: a, b and c"
	{lazy(`(?i)^(\s*)(?:under|in|for|to)\s+(?:the\s+|my\s+)?([\p{L}\d][^,:]*?)(?:\s+project)?\s*,?\s+(?:(?:kindly|please|pls|could\s+you|can\s+you|would\s+you)\s+)*add\s+(?:the\s+following|these|the\s+tasks?|tasks?|the\s+following\s+tasks)\s*:\s*`), "${1}add to the $2 project: ", nil},
	// "…, keep it high priority please": its level
	{lazy(`(?i),\s*(?:and\s+)?(?:keep|mark|set|put|have)\s+it\s+(?:as\s+|at\s+|on\s+)?(high|low|medium|normal|urgent|top)\s+(?:priority|prio)(?:\s+(?:please|pls))?\s*[.!]*$`), ", $1 priority", lazy(`(?i)^\s*(?:please\s+)?(?:mark|move|tag|label|set|make|change|rename|push|everything|all|every)\b|\s(?:is|isn't|are|aren't|was|tagged|labell?ed)\s|\b(?:create|new|start|make)\s+(?:a\s+)?project\b|,\s*(?:and\s+)?add\b`)},
	// "…, under a new project "Teaching"": the project named
	{lazy(`(?i),?\s+(?:under|in|into|to|for)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?["“]([^"”]+)["”]`), " in the $1 project", nil},
	// "…, and it repeats every year": the rule
	{lazy(`(?i),?\s*and\s+it\s+(?:repeats|recurs|happens|is)\s+(every\s+(?:year|month|week|day|[a-z]+day)|yearly|monthly|weekly|daily|annually)\b`), ", $1", nil},
	// "What is pending in the gala project as of now?": the question
	{lazy(`(?i)^(\s*(?:what|which|how|show|list|any|is|are|do|does|have)\b.*?)\s+(?:as\s+of\s+(?:now|today|this\s+moment|right\s+now)|at\s+(?:the|this)\s+(?:moment|point)|right\s+now|currently|for\s+now)\s*(\?*)\s*$`), "$1$2", nil},
	// "Move X to Monday and also set priority high": both of X
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?(?:move|push|shift|reschedule|put)\s+(?:the\s+|my\s+)?(.+?)\s+to\s+[^,]+?)\s*,?\s+and\s+(?:also\s+)?(?:set|put)\s+(?:the\s+|its\s+)?priority\s+(?:to\s+|as\s+|at\s+)?(high|low|medium|urgent|top)\s*[.!]*$`), "$1 and make the $2 $3 priority", nil},
	// "Which is my highest priority thing right now?"
	{lazy(`(?i)^(\s*)(?:which|what)(?:'s|\s+is|\s+are)\s+(?:my\s+|the\s+)?(?:highest|top|most\s+important|most\s+urgent)(?:\s+priority|\s+prio)?\s*(?:thing|task|item|one|job)s?(?:\s+(?:right\s+now|now|today|for\s+me|at\s+the\s+moment))*\s*\?*$`), "${1}what are my high priority tasks?", nil},
	// "Mark X as done and also the milestone "Y" as achieved"
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?(?:mark|tick)\s+.+?)\s+(?:as\s+)?(?:done|complete|completed|finished)\s*,?\s+and\s+(?:also\s+)?the\s+milestone\s+("[^"]+"|“[^”]+”|[^,]+?)\s+(?:as\s+)?(?:done|complete|completed|achieved|reached|met|finished)\s*[.!]*$`), "$1 done and complete the milestone $2", nil},
	// "what still open in P project?": the copula left out
	{lazy(`(?i)^(\s*)what\s+(still\s+)?(open|left|pending|remaining|outstanding|due|overdue)\b`), "${1}what is $2$3", nil},
	// "Piet cant do saturdays, make task fix …": the to-do after the reason
	{lazy(`(?i)^\s*[^,]*\b(?:can'?t|cannot|won'?t|isn'?t|aren'?t|not|unable|off|away|sick|ill)\b[^,]*,\s*(?:so\s+)?(?:please\s+)?(?:make|create|add)\s+(?:a\s+|me\s+a\s+|new\s+)?(?:task|to-?do|reminder)\s*:?\s+(?:to\s+)?`), "add ", lazy(`(?i)(?:task|to-?do|reminder)\s*:?\s+(?:to\s+)?(?:for|about|of)\s+(?:it|that|this|them)\b|\b(?:her|him|them)\b`)},
	// "racks B and C not cleared yet, move that milestone to 16-12"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,]+?)\s+(?:is\s+|are\s+|was\s+|were\s+|still\s+)?not\s+(?:\w+\s+){0,2}?(?:yet|ready|done|finished|complete|there)\b[^,]*,\s*(?:so\s+)?(?:please\s+)?(move|push|shift|put)\s+(?:it|that|this|them)(\s+milestone)?\s+((?:back\s+)?(?:to|till|until)\s+[^,]+?)(?:\s*,.*)?[.!]*$`), "${1}$3 the $2$4 $5", lazy(`(?i)^\s*(?:everything|all|anything|every|whatever|nothing)\b`)},
	// "…, high prio, in peak season": where, said last
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind|create|make)\b.*?)(\s*,\s*(?:high|low|medium|urgent|top)\s+(?:priority|prio))\s*,\s*(?:in|under|for)\s+(?:the\s+)?([\p{L}\d][^,]*?)(?:\s+project)?\s*[.!]*$`), "$1 in the $3 project$2",
		lazy(`(?i),\s*(?:in|under|for)\s+(?:the\s+)?(?:morning|afternoon|evening|night|week|weekend|month|future|meantime|end)\b`)},
	// "Mark the Dr. Okafor task as completed, …": a title before a name in
	// a change to a task, its full stop dropped so it ends no sentence (a
	// new task's title keeps the words as said)
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?(?:mark|tick|check\s+off|complete|finish|move|reschedule|push|delete|remove|cancel|rename|tag|untag|reopen|set|make)\s+(?:the\s+|my\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:dr|mr|mrs|ms|mx|prof|fr|rev))\.\s+(\p{Lu})`), "$1 $2", nil},
	// "How many tasks are still open in P, and what is the next
	// milestone?": how the project stands
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items)\s+(?:are\s+)?(?:still\s+)?(?:open|left|remaining|to\s+do)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?([^,?]+?)(?:\s+project)?\s*,?\s+and\s+(?:what|which)(?:'s|\s+is)\s+(?:the\s+)?next\s+milestone\s*\??$`), "${1}how is the $2 project going?", nil},
	// "Change the countertop task: due date 2026-12-14, and add tag X"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|update|edit)\s+((?:the\s+)?[^:,]+?)\s*:\s*(?:the\s+)?due(?:\s+date)?\s*(?:to\s+|=\s*|is\s+)?`), "${1}move $2 to ", nil},
	// "Everything with tag hardware, move into P project"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things|items))\s+(?:with\s+(?:the\s+)?(?:tag|label)|tagged|labell?ed)\s+@?"?([\p{L}\d_-]+)"?\s*,?\s*(?:please\s+)?(?:move|put|file)\s+(?:them\s+|it\s+|those\s+)?(?:in|into|to|under)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*[.!]*$`), "${1}move all tasks tagged $2 into the $3 project", nil},
	// "…, its fairly urgent like": its level
	{lazy(`(?i),\s*(?:it'?s|its|it\s+is|that'?s)\s+(?:fairly|quite|pretty|rather|very|a\s+bit|kinda|kind\s+of|sort\s+of)\s+(urgent|important)(?:\s+like)?\s*[.!]*$`), ", high priority", nil},
	// "set up a project for X would you, with a milestone …": courtesy
	{lazy(`(?i)([\p{L}\d'’])\s+(?:would|could|will|can)\s+you(?:\s+please)?\s*,(\s*(?:with|and|for|due|by|in|under)\b)`), "$1,$2", nil},
	// "can you add to the Biscuit project book a session …": the project,
	// then the task
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+|please\s+)*)add\s+to\s+(?:the\s+|my\s+)?([^,:]+?)\s+project\s+([\p{L}][^:]*)$`), "${1}add to the $2 project: $3",
		lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+|please\s+)*add\s+to\s+(?:the\s+|my\s+)?[^,:]+?\s+project\s+(?:a|an|the|these|this|that|it|them|tasks?|due|by|on|for|with|and)\b`)},
	{lazy(`(?i)\bsometime\s+next\s+week\s*,?\s*(?:say|maybe|probably|like|ideally)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`), "$1 next week", nil},
	// "is Biscuit allergic to anything, I wrote it down but I cant find
	// it": the question
	{lazy(`(?i)^(\s*(?:is|are|does|do|did|what|when|where|who|which|how)\b[^,?]+?)\s*[,?]\s*(?:i|we)\s+(?:wrote|put|noted|saved|had|jotted|think)\b.*$`), "$1?", nil},
	// "have I any overdue tasks?"
	{lazy(`(?i)^(\s*)have\s+(i|we)\s+(?:got\s+)?any\s+`), "${1}do $2 have any ", nil},
	// "the uniform one, I collected it, tick it off"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)(\s+one|\s+task)?\s*,\s*(?:i|we)\s+[^,]+,\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|check)\s+(?:it|them)\s+(?:off|done|as\s+done|complete)\s*[.!]*$`), "${1}mark the $2$3 done", nil},
	// "change the deposits milestone to the 21st, half the girls havent
	// paid yet": the reason after the change
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|move|push|shift)\s+(?:the\s+)?[^,]+?\s+milestone\s+to\s+[^,]+?)\s*,\s*[^,]*\b(?:haven'?t|havent|hasn'?t|hasnt|isn'?t|not|because|cos|since|as)\b.*$`), "$1", nil},
	// "make a Christmas project with A, B and C": a project and its tasks
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:make|create|start|set\s+up)\s+(?:a|the)\s+(?:(?-i:new)\s+)?([\p{L}\d][^,]*?)\s+project\s+with\s+`), "${1}create a project $2 with the tasks ", lazy(`(?i)\bproject\s+with\s+(?:a\s+|the\s+|some\s+|two\s+|three\s+)?(?:milestones?|deadline|description|due|tasks?)\b`)},
	// "Make a project "Sofia's Quince", the party is January 23"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|create|start|new)\s+(?:a\s+)?(?:new\s+)?project\s+("[^"]+"|“[^”]+”)\s*,\s*(?:and\s+)?the\s+(?:party|event|wedding|day|date|deadline|launch|trip|sale|show|concert|big\s+day)\s+is\s+(?:on\s+)?(.+?)\s*[.!]*$`), "${1}create a project $2 with a deadline of $3", nil},
	// "Move everything for the bake sale that's due Friday to Thursday"
	{lazy(`(?i)^(\s*)(move|push|shift|put)\s+(?:everything|all(?:\s+the)?\s+(?:tasks|things|stuff))\s+(?:for|in|of)\s+(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d' -]*?)(?:\s+project)?\s+(?:that(?:'s|\s+is|\s+are)\s+|which\s+(?:is|are)\s+)?due\s+(?:on\s+)?(.+?)\s+to\s+([^,]+?)\s*[.!]*$`), "${1}$2 everything in the $3 project due $4 to $5", nil},
	// "Remind me every Wednesday at 7pm choir practice"
	{lazy(`(?i)^(\s*)remind\s+me\s+((?:every|each|on)\s+[^,]+?\s+(?:at\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)))\s+([\p{L}][^,]*)$`), "${1}add $3 $2", lazy(`(?i)^\s*remind\s+me\s+(?:every|each|on)\s+[^,]+?\s+(?:at\s+)?\d[^,]*?\s+(?:to|about|that|of)\b`)},
	// "put the X one in the P project, and the Y too": both moved
	{lazy(`(?i)^(\s*(?:please\s+)?(?:put|move)\s+.+?\s+(?:in|into|to|under)\s+((?:the\s+)?[^,]+?\s+project))\s*,?\s+and\s+(the\s+[^,]+?)\s+(?:too|as\s+well|also)\s*[.!]*$`), "$1 and move $3 into $2", nil},
	// "Order the cake should be high priority and due 12/15 por favor"
	{lazy(`(?i)\s+por\s+favor\b`), " please", nil},
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:should|must|needs\s+to|has\s+to)\s+be\s+(high|low|medium|urgent|top)\s+priority\s+and\s+(?:be\s+)?due\s+([^,]+?)(?:\s+(?:please|pls))?\s*[.!]*$`), "${1}move $2 to $4 and make $2 $3 priority", lazy(`(?i)^\s*(?:the|my|our)\s`)},
	// "ay no, undo that, Lupe calls me anyway"
	{lazy(`(?i)^\s*(?:(?:ay|oh|ah|no|nah|wait|oops|hmm|ugh|sorry)[\s,!.]+)+(undo\s+(?:that|it|this)(?:\s+please)?)\s*[,.;]\s*.*$`), "$1", nil},
	// "Everything in the bake sale project make it high priority"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things|stuff))\s+(?:in|for|of)\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*,?\s+(?:please\s+)?(?:make|set|mark|put)\s+(?:it|them|those)(?:\s+all)?\s+(?:as\s+|to\s+)?(high|low|medium|urgent|top)\s+(?:priority|prio)\s*[.!]*$`), "${1}make all tasks in the $2 project $3 priority", nil},
	// "… mark it done and take off the errands label"
	{lazy(`(?i)\btake\s+off\s+the\s+@?([\p{L}\d_-]+)\s+(label|tag)\s*([.!]*)$`), "remove the $1 $2 from it$3", nil},
	{lazy(`(?i)\btake\s+the\s+@?([\p{L}\d_-]+)\s+(label|tag)\s+off\s*([.!]*)$`), "remove the $1 $2 from it$3", nil},
	// "…, remove the errands label": from the task just named
	{lazy(`(?i)\b(remove|delete|drop)\s+the\s+@?([\p{L}\d_-]+)\s+(label|tag)\s*([.!]*)$`), "$1 the $2 $3 from it$4", nil},
	// "I picked up the dress!! its beautiful": sentences said loudly
	{lazy(`([\p{L}\d])!{2,}\s+(\p{L})`), "$1. $2", nil},
	// "reopen the tamales one, Father asked for another batch, due 12/23"
	{lazy(`(?i)^(\s*(?:please\s+)?reopen\s+(?:the\s+)?[^,]+?)\s*,\s*[^,]+,\s*(?:and\s+)?(?:make\s+it\s+|set\s+it\s+|it'?s\s+|now\s+)?due\s+([^,]+?)\s*[.!]*$`), "$1 and move it to $2", nil},
	// "I am organising the X, which is to be held on D, and I should like
	// you to set that up as a project": a project with its day
	{lazy(`(?i)^(\s*)(?:i\s+am|i'm|we\s+are|we're)\s+(?:organising|organizing|planning|running|arranging|hosting)\s+(?:the\s+|a\s+|my\s+|our\s+)?([^,]+?)\s*,\s*which\s+is\s+(?:to\s+be\s+held\s+|being\s+held\s+|happening\s+|taking\s+place\s+|on\s+)?(?:on\s+)?([^,]+?)\s*,\s*and\s+(?:i\s+should\s+like|i'd\s+like|i\s+would\s+like|i\s+want|please|could\s+you|can\s+you|would\s+you)\b.*\bproject\b.*$`), "${1}create a project $2 due $3", nil},
	// "The posters for the fair — I should like that to be high priority"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^—–,]+?)\s*(?:[—–-]+|,)\s*(?:i\s+should\s+like|i'd\s+like|i\s+would\s+like|i\s+want)\s+(?:that|it|this)\s+to\s+be\s+(high|low|medium|urgent|top)\s+priority\b.*$`), "${1}make the $2 $3 priority", nil},
	// "I should like you to remind me to …", "I should like to return …"
	{lazy(`(?i)\b(?:i|we)\s+should\s+(?:like|love)\s+(?:you\s+)?to\s+`), "please ", nil},
	{lazy(`(?i),?\s*if\s+you\s+(?:would|could)\s+be\s+so\s+kind\s*[.!]*$`), "", nil},
	{lazy(`(?i)\s*,\s*as\s+(?:that|this)(?:'s|\s+is|\s+was)\s+when\b[^,]*$`), "", lazy(`(?i)^\s*(?:what|when|which|who|how|is|are|do|does)\b`)},
	{lazy(`(?i)^\s*(?:i\s+have\s+been\s+thinking|on\s+reflection|on\s+second\s+thoughts?|having\s+thought\s+about\s+it)\s*,\s*(?:and\s+)?`), "", nil},
	{lazy(`(?i)^\s*(?:(?:oh|ah)\s+)?(?:yes|yeah)\s*,\s*(?:of\s+course\s*,?\s*)?`), "", nil},
	{lazy(`(?i)^\s*(?:they|it|those|these)\s+(?:were|was|are|is|got)\s+(?:all\s+)?(?:done|finished|completed)\b[^;,.]*[;,.]\s*((?:please\s+|kindly\s+)?(?:mark|tick|check)\b)`), "$1", nil},
	// "…, and it is rather important, so please mark it as high priority"
	{lazy(`(?i),\s*(?:and\s+)?(?:it\s+is|it's|its)\s+(?:\w+\s+)?(?:important|urgent)\s*,?\s*so\s+(?:please\s+|kindly\s+)?(?:mark|make|set|put)\s+it\s+(?:as\s+|to\s+)?(high|urgent|top)\s+priority\s*[.!]*$`), ", $1 priority", nil},
	// "I telephoned the vicar last night and it is all arranged, so you may
	// tick that one off"
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:telephoned|phoned|rang|called|emailed|paid|posted|sent|booked|bought|collected|returned|finished|did|saw|visited|fixed|cleaned|ordered)\s+(.+?)(?:\s+(?:last\s+night|yesterday|this\s+morning|today|earlier|at\s+last))?\s+and\s+[^,]+,\s*so\s+(?:you\s+(?:may|can)\s+|please\s+|kindly\s+)?(?:tick|mark|check)\s+(?:that(?:\s+one)?|it)\s+(?:off|done|as\s+done|complete)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "…, let us say by the 20th"
	{lazy(`(?i)\s*,?\s*(?:let\s+us|let's)\s+say\s*,?\s*`), " ", nil},
	// "I no longer need to X, as …, so kindly delete that task altogether"
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:no\s+longer|don'?t)\s+need\s+to\s+(.+?)\s*,\s*(?:as|because|since)\b[^,]*,\s*so\s+(?:kindly\s+|please\s+)?(?:delete|remove|cancel|drop)\s+(?:that|the|this)\s+(?:task|one|reminder)(?:\s+altogether|\s+completely|\s+entirely)?\s*[.!]*$`), "${1}delete $2", nil},
	// "Everything for the fair that isn't done yet, kindly make high
	// priority"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things))\s+(?:for|in|of)\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s+(?:that\s+(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:done|finished|complete)(?:\s+yet)?|still\s+open|not\s+(?:yet\s+)?done)\s*,\s*(?:kindly\s+|please\s+)?(?:make|set|mark|put)\s+(?:it\s+|them\s+)?(?:as\s+)?(high|low|medium|urgent)\s+priority\b.*$`), "${1}make all tasks in the $2 project $3 priority", nil},
	// "…; would you kindly label that one 'christmas'"
	{lazy(`(?i)\s*;\s*(?:(?:would|could|will)\s+you\s+)?(?:kindly\s+|please\s+)?(?:label|tag)\s+(?:that|it|this)(?:\s+one)?\s+(?:as\s+|with\s+)?['"“‘]?([\p{L}\d_-]+)['"”’]?\s*[.!]*$`), ", tag it $1", nil},
	// "Kindly give me a summary of everything I still have left to do
	// before Christmas"
	{lazy(`(?i)^(\s*)(?:(?:kindly|please)\s+)?(?:give|show|send)\s+me\s+(?:a\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|list|rundown|overview)\s+of\s+(?:everything|all|what)\s+(?:that\s+)?(?:i|we)\s+(?:still\s+)?(?:have\s+)?(?:left\s+)?(?:to\s+do\s+)?(before|by|until)\s+(.+?)\s*[.!?]*$`), "${1}what's due $2 $3?", nil},
	// texting: "pas urgent", ", important", "bus one high prio", "actually
	// medium ok", "what high prio i have", "w/"
	{lazy(`(?i)\bpas\s+(urgent|important)\b`), "not $1", nil},
	{lazy(`(?i),\s*(?:very\s+|really\s+|v\s+)?important\s*[.!]*$`), ", high priority", nil},
	{lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}\d][\p{L}\d'’ -]*?)\s+one\s*,?\s+(high|low|medium|urgent)\s+(?:prio|priority)\s*[.!]*$`), "${1}make the $2 one $3 priority", lazy(`(?i)^\s*(?:(?:actually|so|ok|okay|no|and|also|please|pls)[\s,]+)*(?:make|set|mark|put|change|give)\b`)},
	{lazy(`(?i)^(\s*)(?:(?:actually|no|nah|ok|okay|hmm)[\s,]+)+(high|low|medium|normal|urgent)(?:\s+(?:prio|priority))?(?:[\s,]+(?:ok|okay|then|instead|pls|please))*\s*[.!]*$`), "${1}make it $2 priority", nil},
	{lazy(`(?i)^(\s*)what\s+(high|low|urgent|top)\s+(?:prio|priority)\s+(?:tasks?\s+|things?\s+)?(?:i|do\s+i)\s+(?:have|got)\s*\??$`), "${1}what are my $2 priority tasks?", nil},
	{lazy(`(?i)^(\s*)(?:show|list)\s+(?:me\s+)?(?:all\s+)?(?:my\s+)?projects\s+(?:with|w/|and)\s*(?:their\s+)?(?:deadlines?|dates?|due\s+dates?)\s*[.!?]*$`), "${1}show my projects", nil},
	// "non wait cad model not finished, put back"
	{lazy(`(?i)^(\s*)(?:(?:non|no|wait|oops|attends)[\s,]+)+(.+?)\s+(?:is\s+)?not\s+(?:finished|done|complete|fini)(?:\s+yet)?\s*,\s*(?:put\s+(?:it\s+)?back|reopen(?:\s+it)?)\s*[.!]*$`), "${1}reopen $2", nil},
	// "everything tagged work add label gym too"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?(?:\s+tasks)?)\s+(?:tagged|labell?ed|with\s+(?:the\s+)?(?:tag|label))\s+@?([\p{L}\d_-]+)\s*,?\s+add\s+(?:the\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+)(?:\s+too|\s+also|\s+as\s+well)?\s*[.!]*$`), "${1}tag all tasks tagged $2 with $3", nil},
	// "in my gym notes what to do at opening"; "…, per my notes?"
	{lazy(`(?i)^(\s*)in\s+my\s+([\p{L}\d][\p{L}\d ]*?)\s+notes?\s*,?\s+((?:what|when|where|who|how|which)\b.*?)\s*\??$`), "${1}$3 in my $2 notes?", nil},
	{lazy(`(?i),?\s*per\s+my\s+notes\b`), ", according to my notes", nil},
	// "please to", "must to", "other project": second-language English
	{lazy(`(?i)\b(please|must|kindly)\s+to\s+`), "$1 ", nil},
	{lazy(`(?i)\b(create|make|start|add)\s+(?:please\s+)?(?:an?\s+)?other\s+project\b`), "$1 a project", nil},
	{lazy(`(?i)\bopen\s+again\s+(?:the\s+task|it|that|this)\b`), "reopen it", nil},
	{lazy(`(?i)[.;]\s*(?:please\s+)?(?:put|add|save|make)\s+(?:this|it|that)\s+(?:as\s+)?(?:a\s+)?(?:repeating|recurring|weekly|monthly|daily)\s+(?:task|reminder|to-?do)\s*[.!]*$`), "", nil},
	// "Create please a project with name "X" for …"
	{lazy(`(?i)^(\s*)(?:create|make|start)\s+(?:please\s+)?(?:a\s+)?(?:new\s+)?project\s+with\s+(?:the\s+)?name\s+("[^"]+"|“[^”]+”|[\p{L}\d]+)(?:\s+for\b.*)?\s*[.!]*$`), "${1}create a project $2", nil},
	// "Please create a project, "X", with the tasks: …"
	{lazy(`(?i)\bproject\s*,\s*("[^"]+"|“[^”]+”)\s*,\s*with\s+`), "project $1 with ", nil},
	// "Add to the project X a milestone: Y, for D"
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+to\s+the\s+project\s+(.+?)\s+a\s+milestone\s*:\s*(.+)$`), "${1}add milestone to $2: $3", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+in\s+(?:the\s+)?([^:]+?)\s+project\s*:\s*`), "${1}add to the $2 project: ", nil},
	{lazy(`(?i),\s*for\s+the\s+(?:appointment|meeting|visit|consultation)\s+(?:of|on)\s+`), ", due ", nil},
	// "Which tasks of the project X are not done?"
	{lazy(`(?i)^(\s*)which\s+tasks\s+(?:of|in)\s+(?:the\s+project\s+|the\s+)?(.+?)(?:\s+project)?\s+are\s+(?:not\s+done|not\s+finished|open|left|pending|still\s+open)\s*\??$`), "${1}what's in the $2 project", nil},
	// "I have called to the X already, please mark it as done"
	{lazy(`(?i)^(\s*)(?:i|we)\s+have\s+(?:already\s+)?(?:called|phoned|rung|rang|emailed|written|paid|sent|booked|bought|collected|visited)\s+(?:to\s+)?(?:the\s+)?(.+?)(?:\s+already)?\s*,\s*(?:so\s+)?(?:please\s+)?mark\s+(?:it|that)\s+(?:as\s+)?(?:done|complete|completed)\s*[.!]*$`), "${1}mark the $2 done", nil},
	// "the seeds of broad beans I bought them yesterday. Please mark done
	// this task."
	{lazy(`(?i)^(\s*)(?:(?:oh|ah)\s*,?\s+)?(?:the\s+)?([^,.]+?)\s+(?:i|we)\s+(?:bought|got|did|collected|picked\s+up|sent|paid|posted|finished)\s+(?:them|it)\b[^.]*\.\s*(?:please\s+)?mark\s+(?:done\s+)?(?:this|that|it)(?:\s+task)?(?:\s+(?:as\s+)?(?:done|complete))?\s*[.!]*$`), "${1}mark the $2 done", nil},
	// "actually library books friday not thurs", "actually the
	// prescription I collect it on wednesday, not tuesday"
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oops)[\s,]+)+(?:the\s+)?((?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+)\s+(?:(?:i|we)\s+\w+\s+(?:it|them)\s+)?(?:on\s+)?((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s*,?\s*not\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*[.!]*$`), "${1}move the $2 to $3",
		lazy(`(?i)\b(?:is|are|was|were|make|made|said|rang|called|for|it\s+is)\b|->`)},
	// "those 3 should be in the X project"
	{lazy(`(?i)^(\s*)(?:(?:ok|so|and)\s+)?(?:those|these|all)\s+(?:\d|two|three|four|five|six)\s+(?:should|need\s+to|must|can)\s+(?:be|go)\s+(?:in|into|under)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*[.!]*$`), "${1}move them into the $2 project", nil},
	// "how many tasks do i have in the P project and are any overdue"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things)\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there)\s+(?:in|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*,?\s+and\s+(?:are|is)\s+(?:any|anything)\s+(?:of\s+them\s+)?(?:overdue|late)\s*\??$`), "${1}how is the $2 project going?", nil},
	// "bump everything due friday to saturday lol im drowning"
	{lazy(`(?i)^(\s*)bump\s+`), "${1}move ", nil},
	{lazy(`(?i)^(\s*(?:move|push|shift)\s+(?:everything|all)\b.*?\bto\s+\S+)\s+(?:lol|lmao|haha|ugh|omg)\b.*$`), "$1", nil},
	// "…, no date its a someday thing"
	{lazy(`(?i),\s*no\s+(?:date|deadline)(?:\s*,?\s*(?:it'?s|its)\s+(?:a\s+|just\s+a\s+)?(?:someday|some\s+day|one\s+day|whenever)\s+(?:thing|task|one|job))?\s*[.!]*$`), "", nil},
	// "ok thats it for now, show me …"
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|alright)\s*,?\s+)?(?:that'?s|thats)\s+(?:it|all)\s+for\s+(?:now|today)\s*[,.!]\s*`), "", nil},
	// "summary of the fundraiser project pls whats done and whats left"
	{lazy(`(?i)^(\s*)(?:(?:give\s+me|show\s+me|send\s+me)\s+)?(?:a\s+)?(?:summary|overview|status|update)\s+(?:of|on)\s+(?:the\s+|my\s+)?([^,?]+?)\s+project\b.*$`), "${1}how is the $2 project going?", lazy(`(?i)\b(?:of|on)\s+(?:all\s+)?(?:my\s+|the\s+)?(?:all\s+)?(?:my\s+)?(?:projects?|everything)\b`)},
	// "sometime in Jan": by the end of that month
	{lazy(`(?i)\bsometime\s+in\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b`), "by the end of $1", nil},
	// "…, label cash and carry": one label of three words
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind|new|create)\b.*?)[,\s]+label(?:\s+it)?\s+([\p{L}]+)\s+(and|n|&)\s+([\p{L}]+)\s*[.!]*$`), "$1 @$2-and-$4", nil},
	// "add … every Tue and Fri 2pm label home visits": a label of words
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind|new|create)\b.*?)[,\s]+(?:label|tag)(?:\s+it)?\s+([\p{L}]+)\s+([\p{L}]+)\s*[.!]*$`), "$1 @$2-$3", lazy(`(?i)(?:label|tag)(?:\s+it)?\s+[\p{L}]+\s+(?:too|also|please|pls|thanks)\s*[.!]*$|(?:label|tag)\s+it\s+[\p{L}]+\s*[.!]*$|(?:label|tag)(?:\s+it)?\s+(?:all|both|each|them|these|those|every|the|as|with)\s`)},
	// "…, and please note it should be tagged parents": the label, no note
	{lazy(`(?i),?\s*and\s+(?:please\s+)?note\s+(?:that\s+)?(?:it|this|that)\s+should\s+be\s+(?:tagged|labell?ed)\s+(?:as\s+|with\s+)?@?['"“‘]?([\p{L}\d_-]+)['"”’]?\s*[.!]*$`), ", tag it $1", nil},
	// "Please note the dress rehearsal has been moved to 16/12, kindly
	// update the milestone"
	{lazy(`(?i)^(\s*)(?:please\s+note|note\s+that|fyi|just\s+so\s+you\s+know)\s*[,:]?\s+(?:that\s+)?(the\s+[^,]+?\s+(?:has|have|is|was)\s+(?:been\s+)?(?:moved|changed|postponed|rescheduled)\s+(?:to|till|until)\s+[^,]+?)\s*,\s*(?:so\s+)?(?:kindly\s+|please\s+)?(?:update|change|amend|move)\s+(?:the|that|it)(?:\s+(?:milestone|task|date))?\s*[.!]*$`), "${1}$2", nil},
	// "Tag the X with A and the Y with B": two labels
	{lazy(`(?i)^(\s*(?:please\s+)?tag\s+(?:the\s+|my\s+)?.+?\s+with\s+@?[\p{L}\d_-]+)\s+and\s+((?:the|my)\s+.+?)\s+with\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "$1 and tag $2 with $3", nil},
	// "add an errands label to the dmv call and the guitar strings"
	{lazy(`(?i)^(\s*)(?:please\s+)?add\s+(?:an?\s+|the\s+)?@?([\p{L}\d_-]+)\s+(?:label|tag)\s+to\s+(.+?)\s*[.!]*$`), "${1}tag $3 with $2", nil},
	// "…, not only on Mondays": what it replaces
	{lazy(`(?i)\s*,?\s*not\s+only\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s*[.!]*$`), "", nil},
	// "add a task to get a quote from X too, put it in P": "too" is no
	// part of it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|remind)\b[^,]*?)\s+too\s*,`), "$1,", nil},
	// "new project band stuff, put A, B and C in it"
	{lazy(`(?i)^(\s*(?:new|create\s+a|make\s+a|start\s+a)\s+project\s+[^,]+?)\s*,\s*(?:and\s+)?(?:put|add)\s+(.+?)\s+(?:in|into|to)\s+it\s*[.!]*$`), "$1 with the tasks $2", lazy(`(?i),\s*(?:and\s+)?(?:put|add)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:milestones?|deadline|description|note)\b`)},
	// "delete the dentist thing ill reschedule later"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|drop)\s+(?:the\s+)?[^,]+?\s+(?:thing|one|task|appt|appointment))\s*,?\s+(?:i'?ll|ill|we'?re|were|im|i'?m|i\s+will|we\s+will|not|no\s+longer|cos|because|since)\b[^.!?]*(?:[.!?]+(\s+\S.*)?)?$`), "$1.$2", nil},
	// "lemme see everything thats high priority"
	{lazy(`(?i)^(\s*)(?:lemme|let\s+me)\s+see\s+(?:everything|all|what)\s+(?:that'?s|thats|that\s+is|which\s+is|is)\s+(high|low|urgent)\s+(?:priority|prio)\s*[.!?]*$`), "${1}what are my $2 priority tasks?", nil},
	// "rent doesnt need to be high priority, make it normal"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:doesn'?t|doesnt|does\s+not|don'?t|dont)\s+need\s+to\s+be\s+(?:high|urgent|top)\s+(?:priority|prio)\s*,?\s*(?:so\s+)?(?:make\s+it|set\s+it\s+to|just)\s+(normal|low|medium)\b.*$`), "${1}make $2 $3 priority", nil},
	// a trailing "lol", "jk" or a reason after "undo that" or "mark X done"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:rename|undo|mark|tick|move|push|bump|delete|remove|complete|reopen|tag|untag)\b.*?)\s+(?:lol|lmao|lmfao|haha+|hehe|jk)\s*[.!]*$`), "$1", lazy(`(?i)\s(?:n|and|then)\s+(?:then\s+)?\w+\s+(?:it|them)\s+(?:lol|lmao|haha+|jk)\s*[.!]*$`)},
	{lazy(`(?i)^(\s*undo\s+(?:that|it|this))\s+(?:jk|lol|haha|because|cos|i\b|we\b).*$`), "$1", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?mark\s+.+?\s+(?:done|complete|completed|finished))\s+(?:it|that|they|we|i)\s+(?:went|was|were|is|are|did|had)\b.*$`), "$1", nil},
	// "(this one until 31.12.)": the date of the item said before
	{lazy(`(?i)\s*\(\s*(?:this\s+one|that\s+one|it)\s+((?:until|till|by|due|on|for)\s+[^)]+?)\s*\)`), " $1", nil},
	// "… . Monthly repeating." after a rule said first
	{lazy(`(?i)^(\s*(?:every|each)\b.*?)[.;]\s*(?:monthly|weekly|daily|yearly|annually)\s+(?:repeating|recurring)\s*[.!]*$`), "$1", nil},
	// "Delete the swim training on Thursdays only, Monday stays."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:delete|cancel|drop|remove)\s+(?:the\s+|my\s+)?(.+?)\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+only\s*,\s*(?:the\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s+(?:stays?|remains?|is\s+kept|keeps)\s*[.!]*$`), "${1}change the $2 to ${3}s only", nil},
	// "Wetsuit - change to high priority and due 15.02."
	{lazy(`(?i)^(\s*)([^,:–—-]+?)\s+[-–—:]\s+(?:change\s+(?:it\s+)?to|make\s+it|set\s+(?:it\s+)?to)\s+(high|low|medium|urgent)\s+priority\s+and\s+(?:due\s+)?(.+?)\s*$`), "${1}move $2 to $4 and make $2 $3 priority", nil},
	// "Race day is moved, the organiser changed it to 04.07."
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:is|was|has\s+been|got)\s+moved\s*,\s*(?:the\s+)?[\p{L}]+\s+(?:changed|moved|put)\s+it\s+to\s+(.+?)\s*!*$`), "${1}move $2 to $3", nil},
	// "What is in the P project, and which milestone comes next?"
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+in\s+(?:the\s+)?(.+?)(?:\s+project)?\s*,?\s+and\s+(?:which|what)\s+milestone\s+(?:comes|is)\s+next\s*\??$`), "${1}how is the $2 project going?", nil},
	{lazy(`(?i)^(\s*which\s+milestone\s+of\s+(?:the\s+)?.+?\s+is\s+next)\s*,?\s+and\s+how\s+(?:many\s+days|long)\s+(?:until|till|to)\s+(?:then|it)\s*\??$`), "$1?", nil},
	// "Actually make the staff briefing 8.15am": its time
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh)[\s,]+)*make\s+(the\s+.+?)\s+(\d{1,2})[:.](\d\d)\s*(am|pm)\s*[.!]*$`), "${1}move $2 to $3:$4$5", lazy(`(?i)\b(?:repeat|repeats|every|each|task|reminder)\b|,`)},
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh)[\s,]+)*make\s+(the\s+.+?)\s+(\d{1,2}\s*(?:am|pm))\s*[.!]*$`), "${1}move $2 to $3", lazy(`(?i)\b(?:repeat|repeats|every|each|task|reminder)\b|,`)},
	// "…, 3'200 CHF": an amount is part of the to-do
	{lazy(`(?i),\s*((?:[$€£]\s*)?\d[\d'’.,]*\s*(?:chf|eur|usd|gbp|euros?|francs?|dollars?|pounds?|bucks|quid)?)\s*([.!]*)$`), " ($1)$2", lazy(`(?i),\s*\d[\d'’.,]*\s*(?:am|pm|h|hrs|:\d\d|st|nd|rd|th|/\d)|,\s*\d{1,2}\s*[.!]*$|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b[^,]*,\s*(?:19|20)\d{2}\s*[.!]*$`)}, // ("April the thirtieth, 2027": a year)
	// "what did i put in the car fund project"
	{lazy(`(?i)^(\s*)what\s+(?:did|have)\s+i\s+(?:put|got|added)\s+(?:in|into|under)\s+(?:the\s+|my\s+)?(.+?)\s+project\s*\??$`), "${1}what's in the $2 project", nil},
	// "make the bins task repeat fortnightly": every two weeks
	{lazy(`(?i)\b(repeat|recur|happen|go|be|to)\s+fortnightly\b`), "$1 every 2 weeks", nil},
	// "the label "urgent"": one word needs no quotes
	{lazy(`(?i)\b(label|tag)\s+["“]([\p{L}\d_-]+)["”]`), "$1 $2", nil},
	// "new project "christmas presents" with: a, b, c": its tasks
	{lazy(`(?i)^(\s*(?:please\s+)?(?:(?:create|make|start|set\s+up|add)\s+(?:a\s+|the\s+)?)?(?:new\s+)?project\s+(?:called\s+|named\s+)?(?:"[^"]+"|“[^”]+”|[\p{L}\d][^,:"]*?))\s+with\s*:\s*`), "$1 with tasks: ", nil},
	// "all the christmas presents things due dec 18 pls": that project's
	// tasks moved
	{lazy(`(?i)^(\s*)(?:all|every)\s+(?:the\s+|my\s+|of\s+the\s+)?([\p{L}\d][\p{L}\d'’ -]*?)\s+(?:things|tasks|stuff|items|jobs|to-?dos)\s+(?:due\s+|for\s+|to\s+|on\s+)+((?:tmr|tmrw|tomorrow|today|tonight|next|this|mon|tue|wed|thu|fri|sat|sun|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b[^,]*?)(?:\s+(?:please|pls|plz|thx|thanks))?\s*[.!]*$`), "${1}move all tasks in the $2 project to $3",
		lazy(`(?i)^\s*(?:all|every)\s+(?:the\s+|my\s+|of\s+the\s+)?(?:open|overdue|late|remaining|other|high|low|urgent|completed|done|finished|unfinished|new|old|current|important|pending|outstanding)\s+(?:priority\s+)?(?:things|tasks|stuff|items|jobs|to-?dos)\b`)},
	// "the essay one, add note: min 2000 words": a note on that task
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([\p{L}\d][^,:]*?)\s+(?:one|task)\s*,\s*(?:please\s+|pls\s+)?(?:add|put|attach)\s+(?:a\s+)?note\s*:\s*(.+)$`), "${1}add a note to the $2 task: $3", lazy(`(?i)^\s*(?:for|to|on|in|about)\s`)},
	// "every task with label work make them medium priority"
	{lazy(`(?i)^(\s*)(?:all|every)\s+(?:the\s+)?(?:tasks?|things|items)\s+with\s+(?:the\s+)?(?:tag|label)\s+@?"?([\p{L}\d_-]+)"?\s*,?\s*(?:please\s+)?(?:make|set|put|mark)\s+(?:them|it|those)\s+(?:to\s+|as\s+|on\s+)?(high|low|medium|normal|urgent|top)(?:\s+priority|\s+prio)?(?:\s+please)?\s*[.!]*$`), "${1}make all tasks tagged $2 $3 priority", nil},
	// "whats the most important for me now?", "cheers for that. whats the
	// most important thing I need to do next?": what matters most
	{lazy(`(?i)^(\s*)(?:(?:cheers|thx|thanks|thank\s+you|ta|ok|okay|cool)(?:\s+for\s+that)?[!.,\s]+)?what(?:'s|s|\s+is)\s+(?:the\s+)?most\s+(?:important|urgent|pressing)(?:\s+(?:thing|task|one|stuff))?(?:\s+(?:i|we)\s+(?:need\s+to|have\s+to|should|must|got\s+to)\s+do)?(?:\s+(?:for\s+me|for\s+today|today|now|right\s+now|next|first))*\s*\?*$`), "${1}what are my high priority tasks?", nil},
	// "Please add to this project a task to buy X; it is of high
	// priority": that project
	{lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?)add\s+to\s+(this|that|the\s+same|the\s+new)\s+project\s+(?:a\s+(?:new\s+)?(?:task|to-?do)\s+(?:to\s+)?)?(.+)$`), "${1}add a task to $2 project: $3", nil},
	{lazy(`(?i)\s*[;,.]\s*(?:and\s+)?(?:it|this|that)\s+is\s+(?:of\s+|a\s+)?(high|low|medium|top)\s+priority\s*[.!]*$`), ", $1 priority", nil},
	// "I must also order X; this is for the sailboat, no special date,
	// medium priority": the project said after
	{lazy(`(?i),\s*no\s+(?:special|particular|specific|fixed|set)\s+(?:date|deadline|day|due\s+date)\b`), "", nil},
	{lazy(`(?i)^(\s*[^;]+?)\s*;\s*(?:this|it)\s+is\s+for\s+(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d'’ -]*?)(?:\s+project)?\s*(,.*)?$`), "$1 in the $2 project$3", lazy(`(?i)^\s*(?:what|how|which|who|when|where)\b`)},
	// "Every first Monday of the month I must check X; add this please":
	// the to-do after its rule
	{lazy(`(?i)^(\s*(?:every|each)\s+[^;]+?)\s*[;.]\s*(?:please\s+)?(?:add|save)\s+(?:this|that|it)(?:\s+(?:please|pls|for\s+me))?\s*[.!]*$`), "$1", lazy(`(?i)^\s*(?:is|are|do|does|have|has|did|what|which|how|when|where|who|can|could|if)\b|\?|\b(?:listed|on\s+my\s+list|already)\b`)},
	{lazy(`(?i)^(\s*)((?:every|each)\s+[^,;]+?|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days(?:\s+at\s+[\d:.]+\s*(?:am|pm|h)?)?)\s*,?\s+(?:i|we)\s+(?:must|need\s+to|have\s+to|should|gotta|got\s+to)\s+(?:also\s+)?([^,;]+?)\s*[.!]*$`), "${1}$3 $2", lazy(`(?i)(?:must|need\s+to|have\s+to|should|gotta|got\s+to)\s+.*\b(?:remind|every|each|repeat|weekly|daily|monthly)\b`)},
	// "make it every two weeks instead, on Monday": the day of the rule
	{lazy(`(?i)\bevery\s+(two|2|three|3)\s+weeks?(?:\s+instead)?\s*,?\s+on\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b(?:\s+instead)?`), "every $1 weeks on $2", nil},
	{lazy(`(?i)\bevery\s+other\s+weeks?(?:\s+instead)?\s*,?\s+on\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b(?:\s+instead)?`), "every other week on $1", nil},
	// "I have several things for the food bank: a, b and c": the list
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:have|'ve\s+got|have\s+got|got)\s+(?:several|a\s+few|some|two|three|four|five|many|a\s+couple\s+of|a\s+number\s+of)\s+(?:things|tasks|jobs|errands|to-?dos)\s+(?:to\s+do\s+)?(?:for\s+(?:the\s+|my\s+)?[^:]{1,40}?)?\s*:\s*`), "${1}add these: ", nil},
	// "Create a milestone "A" in the P project for D1, and another one
	// "B" for D2": two milestones
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|add|make|set)\s+(?:a\s+)?milestone\s+("[^"]+"|“[^”]+”)\s+(?:in|to|for|on)\s+(?:the\s+)?([\p{L}\d][^,"“]*?)(?:\s+project)?)\s+((?:for|on|by|due)\s+[^,]+?)\s*,?\s+and\s+(?:another(?:\s+one)?|one\s+more)\s+("[^"]+"|“[^”]+”)\s+((?:for|on|by|due)\s+[^,]+?)\s*[.!]*$`), "$1 $4, and add milestone $5 to the $3 project $6", nil},
	// "I would like to write a note: "…". Please save it."
	{lazy(`(?i)^(\s*)(?:i\s+would\s+like|i'd\s+like|i\s+want|i\s+wish)\s+to\s+(?:write|make|take|add|save|keep|leave)\s+(?:a\s+|myself\s+a\s+)?note\s*:\s*(.+?)\s*(?:[.!]\s*)?(?:please\s+)?(?:save|keep|store)\s+(?:it|that|this)(?:\s+please)?\s*[.!]*$`), "${1}note: $2", nil},
	{lazy(`(?i)^(\s*)(?:i\s+would\s+like|i'd\s+like|i\s+want|i\s+wish)\s+to\s+(?:write|make|take|add|save|keep|leave)\s+(?:a\s+|myself\s+a\s+)?note\s*:\s*`), "${1}note: ", nil},
	// "Today I finished A and the B was done also; please mark both as
	// completed"
	{lazy(`(?i)^(\s*)(?:(?:today|this\s+morning|just\s+now|yesterday)\s*,?\s+)?(?:i|we)\s+(?:have\s+)?(?:finished|completed|did|done)\s+(?:the\s+|my\s+)?(.+?)\s+and\s+(?:the\s+|my\s+)?(.+?)\s+(?:was|is|got|has\s+been)\s+(?:done|finished|completed)(?:\s+also|\s+too|\s+as\s+well)?\s*[;,.]\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|check)\s+(?:off\s+)?(?:both|them|them\s+both|the\s+two)(?:\s+off)?\s+(?:as\s+)?(?:completed|done|complete|finished)\s*[.!]*$`), "${1}mark the $2 and the $3 done", nil},
	// "Remove the label "urgent" from the epoxy task, it is not relevant
	// anymore": the reason is not the task
	{lazy(`(?i)^(\s*(?:please\s+)?(?:remove|take\s+off|delete|drop)\s+(?:the\s+)?(?:label|tag)\s+[^,]+?\s+(?:from|off)\s+[^,]+?)\s*,\s*(?:it|that|this)(?:'s|\s+is|\s+was)\s+(?:not|no\s+longer|n't)\b.*$`), "$1", nil},
	// "please mark the project P as completed": the project closed
	{lazy(`(?i)^(.*?\b)(?:mark|set)\s+(?:the\s+project\s+([^,]+?)|(?:the\s+)?([^,]+?)\s+project)\s+(?:as\s+)?(?:completed|complete|done|finished|closed)\s*[.!]*$`), "${1}archive the project $2$3", lazy(`(?i)\b(?:task|tasks|milestone|milestones|everything|all)\b`)},
	{lazy(`(?i)^\s*(?:the\s+)?[^;,.]+?\s+is\s+(?:over|finished|done|complete)\s+(?:for\s+my\s+part|for\s+me|on\s+my\s+side)\s*[;,.]\s*`), "", nil},
	// "Which milestones does the P project have, and which one is next?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+milestones\s+(?:does|do)\s+(?:the\s+|my\s+)?([^?,]+?)(?:\s+project)?\s+have\b[^?]*\??$`), "${1}what are the milestones of the $2 project?", lazy(`(?i)milestones\s+(?:does|do)\s+(?:i|we|you|they|u)\s`)},
	// "How many tasks remain open in the sailboat project?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos|jobs)\s+(?:remain|are\s+left|are\s+still\s+open|are\s+open|are\s+remaining|are\s+outstanding|left|still\s+open|open|remaining)(?:\s+open)?\s+(?:in|for|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project", lazy(`(?i)\b(?:in|for|on)\s+(?:the\s+|my\s+)?(?:total|all|general|overall|today|tomorrow|this|next|my\s+list|the\s+list)\b`)},
	// "Give me a summary of everything planned for the P project until the
	// launch"
	{lazy(`(?i)^(\s*)(?:(?:please\s+)?(?:give|show|send)\s+me\s+)?(?:a\s+|an\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|overview|rundown|list)\s+of\s+(?:everything|all|all\s+that\s+is|what(?:'s|\s+is))\s+(?:planned|scheduled|left|open|remaining|to\s+do)\s+(?:for|in|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?(?:\s+(?:until|before|up\s+to|till)\s+[^?,.]+)?\s*[?.!]*$`), "${1}what's in the $2 project", lazy(`(?i)\b(?:for|in|on)\s+(?:the\s+|my\s+)?(?:next|this|today|tomorrow|tonight|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+week|the\s+weekend|the\s+month)`)},
	// "Please tell me everything I must do before Christmas."
	{lazy(`(?i)^(\s*)(?:(?:thank\s+you(?:\s+very\s+much)?|thanks)[.!,]\s*)?(?:please\s+)?(?:tell|show|give|list)\s+(?:me\s+)?(?:everything|all|what)\s+(?:that\s+)?(?:i|we)\s+(?:must|have\s+to|need\s+to|should|got\s+to)\s+do\s+((?:before|by|until|till|this|next|today|tomorrow|on)\b[^?.!]*)\s*[?.!]*$`), "${1}what's due $2?", nil},
	// "<reason>, so make the bins task repeat fortnightly from monday": the
	// request after its reason
	{lazy(`(?i)^\s*[^,;]{8,}?[,;]\s*so\s+((?:please\s+|pls\s+)?(?:make|set|change|move|push|shift|mark|tag|rename|delete|remove|cancel|put)\s+(?:the|my|all|everything|anything)\s+(?:[\p{L}\d'’-]+\s+){0,3}?(?:task|tasks|one|stuff|things|reminder)\b.*)$`), "$1",
		lazy(`(?i)^\s*(?:add|create|remind|new|make|set|put|move|push)\b`)},
	// "push anything due wednesday to friday"
	{lazy(`(?i)\b(push|move|shift|put)\s+(?:anything|whatever(?:'s|\s+is)?)\s+(?:that(?:'s|\s+is)\s+)?due\b`), "$1 everything due", nil},
	// "…, buyer pushed it back. change the milestone": said of the change
	// just asked
	{lazy(`(?i)([.!;]\s*)(?:so\s+)?(?:please\s+)?(?:change|update|move|fix|amend|adjust)\s+(?:the|that|my)\s+(?:milestone|task|date|deadline|due\s+date|reminder)(?:\s+(?:accordingly|too|as\s+well|please|pls))*\s*[.!]*$`), "$1", lazy(`(?i)\b(?:has|have|had)\s+been\s+(?:moved|changed|pushed|postponed|rescheduled|delayed)\b`)},
	// "change the gele pick up to 3pm same day": the time only
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|move|shift|push|put)\s+.+?\s+(?:to|at)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|h)?)\s*,?\s+(?:the\s+)?same\s+day\b\s*`), "$1 ", nil},
}

// stop41Rewritten is text with stop41Rewrites applied.
func stop41Rewritten(text string) string {
	text = numberedItems(text)
	text = applyGuarded(text, stop41Rewrites) // said across sentences ("I didn't get the eggs. put eggs back")
	if m := listThenTagAll.FindStringSubmatch(text); m != nil {
		// "Add these for allotment: a, b, c. Tag all allotment": the
		// label of each new task; "for X" is that label when it is the
		// same word
		head := m[1] + m[2]
		if cut := listFor.FindStringIndex(m[1]); cut != nil && strings.EqualFold(m[2], m[4]) {
			head = m[1][:cut[0]]
		}
		text = head + ": " + m[3] + " - tag them all " + m[4]
	}
	if parts := sentences(text); len(parts) > 1 && len(parts) <= 6 && !strings.Contains(text, "\n") {
		for i, p := range parts {
			parts[i] = applyGuarded(p, stop41Rewrites)
			if m := dayBeforeLast.FindStringSubmatchIndex(parts[i]); m != nil && i > 0 {
				// "… coming on Friday the 18th. I need to make up the beds
				// the day before": the day before the date said before
				if d := cutDates(parts[i-1]).due; d != "" {
					parts[i] = parts[i][:m[1]] + " " + d + parts[i][m[1]:]
				}
			}
		}
		return strings.Join(parts, " ")
	}
	return applyGuarded(text, stop41Rewrites)
}

// dayBeforeLast: "the day before" (or "two days after") said last of a
// sentence, with no day after it.
var dayBeforeLast = lazy(`(?i)\b(?:the\s+)?(?:day|(?:\d+|two|three|four|five|six|seven)\s+days)\s+(?:before|after)(?:\s*[.!]*)$`)

func init() {
	outOfScope = append(outOfScope,
		// "what's the dollar to euro rate today": a currency lookup
		scopeRule{re(`\b(?:currency|conversion|fx|forex)\s+rates?\b|\b(?:aed|php|usd|eur|gbp|inr|jpy|cny|aud|cad|chf|sgd|hkd|nzd|zar|ngn|kes|ghs|myr|idr|thb|vnd|krw|sar|qar|pkr|bdt|mxn|brl)\s+(?:to|vs\.?|versus|against|into|in)\s+(?:aed|php|usd|eur|gbp|inr|jpy|cny|aud|cad|chf|sgd|hkd|nzd|zar|ngn|kes|ghs|myr|idr|thb|vnd|krw|sar|qar|pkr|bdt|mxn|brl)\b|\b(?:dollars?|usd|euros?|eur|pounds?|sterling|gbp|yen|naira|rupees?|pesos?|francs?|yuan|cedis?|rand|zloty|kronas?|kronor|won|bitcoin|btc)\s+(?:to|vs\.?|versus|against|into|in)\s+(?:the\s+)?(?:dollars?|usd|euros?|eur|pounds?|sterling|gbp|yen|naira|rupees?|pesos?|francs?|yuan|cedis?|rand|zloty|kronas?|kronor|won)\b`),
			lookupReply, true, nil, notesAsked},
		// "what's it like outside", "do I need an umbrella today": the
		// weather said without the word
		scopeRule{re(`^(?:what(?:'s|\s+is)\s+it\s+like\s+(?:outside|out\s+there|out)|(?:is|will)\s+it\s+(?:be\s+)?(?:cold|hot|warm|raining|snowing|sunny|windy|nice|freezing|wet|icy)\s+(?:outside|out|today|tomorrow|tonight|later)|(?:do|will|should)\s+i\s+need\s+(?:an?\s+|my\s+)?(?:umbrella|brolly|coat|jacket|sunscreen|sun\s*cream|scarf|gloves)|how\s+(?:cold|hot|warm)\s+is\s+it)\b`),
			"I can't check the weather — I only look at your tasks, projects and notes.", true, nil, notesAsked},
		// "play chess with me": a game with Pace
		scopeRule{re(`^(?:play|have)\s+(?:a\s+(?:game|round)\s+of\s+)?[\w' -]+?\s+with\s+(?:me|us)\s*[.!?]*$`),
			"I can't play games — I look after your tasks, projects and notes.", false, set(`play have`), nil},
		// "can u look up the cheapest flights from AUS to JAI": a web search
		scopeRule{re(`^(?:(?:can|could|would)\s+(?:u|you)\s+|pls\s+|please\s+)?(?:look\s+up|search\s+(?:for|the\s+web\s+for)|find\s+me|check|compare|google)\s+(?:the\s+)?(?:cheapest\s+|best\s+|cheap\s+|latest\s+|current\s+)?(?:flights?|hotels?|train\s+tickets?|fares?|deals?|prices?\s+(?:of|for)\s+flights?)\b`),
			lookupReply, true, nil, notesAsked},
	)
}

// listThenTagAll: a list of new tasks said "add these (for X):" (groups:
// the head, X, the list), then a sentence "tag all Y" (group 4).
var listThenTagAll = lazy(`(?i)^(\s*(?:please\s+|kindly\s+)?add\s+(?:these|the\s+following|this)\s+(?:tasks\s+|things\s+|items\s+)?(?:for|to|in|under)\s+(?:the\s+|my\s+)?)([\p{L}\d_-]+)\s*:\s*([^.:]+?)\s*\.\s*(?:and\s+)?(?:please\s+|kindly\s+)?(?:tag|label)\s+(?:them\s+)?(?:all|each|every\s+one|both)(?:\s+(?:of\s+them|three|four|five|two))?\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`)

// listFor: the "for"/"to" before the thing a list is for.
var listFor = lazy(`(?i)\s+(?:for|to|in|under)\s+(?:the\s+|my\s+)?$`)

// fileIntoNewProject: "move all the baseball stuff into a project called
// Tyler Baseball" (groups: what the tasks are about, the new name).
var fileIntoNewProject = lazy(`(?i)^\s*(?:please\s+)?(?:move|put|file|shift)\s+(?:all\s+(?:of\s+)?(?:the\s+|my\s+)?|every\s+)([\p{L}\d][\p{L}\d -]*?)\s+(?:stuff|tasks|things|items|jobs|to-?dos)\s+(?:into|in|to|under)\s+a\s+(?:new\s+)?project\s+(?:called|named)\s+["“]?([^"”.!?]+?)["”]?\s*[.!]*$`)

// projectThenFile plans the new project, then the tasks about the thing
// filed in it (bulkTasks: a label of that name, or titles that say it).
func projectThenFile(text string) (plan.Plan, bool) {
	m := fileIntoNewProject.FindStringSubmatch(text)
	if m == nil {
		return plan.Plan{}, false
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "createProject", Args: map[string]any{"name": strings.TrimSpace(m[2])}},
		{Tool: "bulkTasks", Args: map[string]any{"action": "file", "project": strings.TrimSpace(m[1]), "into": "$1"}},
	}}, true
}

// itemMarker: a list number ("1. ", "2) ") at the start of the text, a line
// or after a space or a colon; group 1 is the number.
var itemMarker = lazy(`(?:^|[\s:])(\d{1,2})[.)]\s+`)

// numberedItems reads a list numbered 1, 2, 3 … in one message, inline
// ("Add a few things: 1. a 2. b 3. c") or one item a line, as its items
// joined by semicolons after what comes before the first ("Add a few
// things: a; b; c"), the way each item is read as a request of the list.
// Text without such a list, from 1 and in order, is returned as it is.
func numberedItems(text string) string {
	head, items, ok := numberedParts(text)
	if !ok {
		return text
	}
	if head != "" && !strings.HasSuffix(head, ":") {
		head += ":"
	}
	return strings.TrimSpace(head + " " + strings.Join(items, "; "))
}

// numberedParts cuts text at the markers of a list numbered 1, 2, 3 … in
// one line: the words before "1." and the items (at least two), each
// trimmed of spaces and a closing ";" or ",". A number followed by a digit
// ("1.5") is no marker, nor one out of turn.
func numberedParts(text string) (head string, items []string, ok bool) {
	var at, body []int
	want := 1
	for _, m := range itemMarker.FindAllStringSubmatchIndex(text, -1) {
		if n := atoiASCII(text[m[2]:m[3]]); n != want || m[1] < len(text) && isDigit(text[m[1]]) {
			continue
		}
		at, body = append(at, m[2]), append(body, m[1])
		want++
	}
	if len(at) < 2 {
		return "", nil, false
	}
	for i := range at {
		end := len(text)
		if i+1 < len(at) {
			end = at[i+1]
		}
		if it := strings.Trim(strings.TrimSpace(text[body[i]:end]), ";,"); it != "" {
			items = append(items, it)
		}
	}
	return strings.TrimSpace(text[:at[0]]), items, len(items) >= 2
}

// reopenThenChange: "reopen it, then move it to friday": a second change
// after the reopen, no reason for it (the rewrite that drops a reason
// after "reopen it" keeps it).
var reopenThenChange = lazy(`(?i)\b(?:reopen|re-open|undo|untick|uncheck)\s+(?:it|that|this|that\s+one|the\s+last\s+one)\s*[,;.-]+\s*(?:(?:and|then|and\s+then|also|plus)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:move|push|shift|reschedule|bump|put|make|set|change|rename|call|tag|label|add|give|file|due|mark\s+it\s+(?:as\s+)?(?:high|low|urgent|p[1-4])|(?:high|low|medium|top|normal)\s+priority|urgent|p[1-4])\b`)
