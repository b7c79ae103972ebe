package grammar

import (
	"strconv"
	"strings"
	"time"
)

// stop40Rewrites are the families of phrasings stop 39's leftovers and
// trials 251–253 brought, each said in our own words; they run before
// stop39Rewrites. The user's own words for titles and names are kept; only
// the frame around them changes.
var stop40Rewrites = []guardedRewrite{
	// "make the task call Jerzy about the tyres, tomorrow 9am": a new task
	// asked for with "make", not a change to one
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+)?)(?:make|do|write)\s+(?:a\s+|the\s+|one\s+)?(?:new\s+)?(?:task|to-?do|todo)\s*(?:to\s+|for\s+me\s+(?:to\s+)?|called\s+|named\s+|:\s*|-\s*)?`), "${1}add ",
		lazy(`(?i)^\s*(?:please\s+|pls\s+|kindly\s+)?(?:make|do|put|write)\s+(?:a\s+|the\s+|one\s+)?(?:new\s+)?(?:task|to-?do|todo)\s*(?:$|[.!?]|(?:high|low|medium|normal|urgent|top|due|done|complete|completed|finished|repeat|repeating|recurring|priority|a\s+priority|more|less|p[1-4]|for\s+(?:today|tomorrow|tonight|next|this|mon|tue|wed|thu|fri|sat|sun)|in\s|into\s|under\s|on\s|that\s|which\s|about\s|at\s|from\s|out\s+of\s|of\s)\b)`)},
	// "…, also in truck maintenance": where the task just said goes
	{lazy(`(?i),\s*(?:and\s+)?also\s+(?:put\s+it\s+|file\s+it\s+)?(?:in|into|under)\s+(?:the\s+|my\s+)?([\p{L}\d][^,.;!?]*?)(?:\s+project)?\s*[.!]*$`), ", put it in the $1 project", nil},
	// "all soccer stuff put low priority": the set, then its priority
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:all|every)\s+(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d -]*?)\s+(?:stuff|things|tasks|ones|items|to-?dos)\s*,?\s*(?:please\s+)?(?:put|make|set|mark)\s+(?:them\s+|it\s+)?(?:to\s+|as\s+|on\s+|at\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority|\s+prio)?\s*[.!]*$`), "${1}set all $2 tasks to $3 priority", nil},
	// "make everything on Thursday high priority": the set of a day's
	// tasks is what is due that day
	{lazy(`(?i)\b(everything|all\s+(?:of\s+)?(?:my\s+|the\s+)?(?:tasks|things|stuff))\s+(?:on|for)\s+((?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th))\b`), "$1 due $2", nil},
	// "everything due this coming week and not done yet": a set is of
	// open tasks already; "this coming week" is this week
	{lazy(`(?i)^(\s*(?:(?:please\s+)?(?:make|set|mark|move|push)\s+)?(?:everything|all)\b[^,]*?)\s+and\s+(?:is\s+|are\s+)?not\s+(?:yet\s+)?(?:done|finished|complete|completed)(?:\s+yet)?\b`), "$1", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?(?:(?:make|set|mark|move|push|shift)\s+)?(?:everything|all)\b[^,]*?\bdue\s+)(?:this|the)\s+coming\s+week\b`), "${1}this week", nil},
	// "give me short summary what is open in all projects": the projects
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?(?:give|show|send|tell)\s+(?:me\s+)?(?:a\s+|the\s+)?(?:short\s+|quick\s+|brief\s+|small\s+)?(?:summary|overview|rundown|status)\s+(?:of\s+|on\s+)?(?:what(?:'s|\s+is)\s+(?:open|pending|left|going\s+on)\s+(?:in|on|across)\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?projects\b[^,.;]*[.!?]*$`), "${1}show my projects", nil},
	// "which things have I got with the health label?": the label's tasks
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:things|tasks|items|stuff|to-?dos)\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|are\s+there|are)\s+(?:with|under)\s+(?:the\s+)?(?:(?:label|tag)\s+@?([\p{L}\d_-]+)|@?([\p{L}\d_-]+)\s+(?:label|tag))\s*[?.!]*$`), "${1}what tasks are tagged $2$3", nil},
	// "X is high prio, we have to do it before december 31": its day too
	{lazy(`(?i),\s*(?:as\s+|because\s+|since\s+)?(?:we|i)\s+(?:have|need|got|must)\s+(?:to\s+)?(?:do|finish|get|sort)\s+(?:it|this|that|them)?\s*(?:done\s+|sorted\s+)?(?:before|by)\s+(\S.*?)\s*[.!]*$`), ", and make it due by $1", nil},
	// "…, it is quite important": high priority
	{lazy(`(?i),\s*(?:as\s+)?(?:it|this|that)(?:'s|\s+is)\s+(?:quite\s+|very\s+|really\s+|rather\s+|pretty\s+|super\s+)?(?:important|urgent|a\s+priority)\b(?:\s+to\s+me)?\s*[.!]*$`), ", high priority", nil},
	// "…, put that down as health too please": its label
	{lazy(`(?i),\s*(?:and\s+)?(?:please\s+)?(?:put|file)\s+(?:that|it|this)\s+(?:down\s+)?as\s+([\p{L}][\p{L}\d_-]*)(?:\s+too|\s+as\s+well|\s+also)?(?:\s+please)?\s*[.!]*$`), ", label it $1", nil},
	// "I have rung Morag about the raffle so you can tick that off": the
	// report is the request
	{lazy(`(?i)^(\s*(?:i|we)\s+.+?)\s*,?\s+so\s+(?:you\s+(?:can|could|may)\s+|please\s+|pls\s+)?(?:tick|mark|cross|check|strike)\s+(?:that|it|this|them)\s+off(?:\s+(?:now|please|the\s+list|my\s+list))*\s*[.!]*$`), "$1", nil},
	// "I managed to get the messages this morning so that one is done"
	{lazy(`(?i)^(\s*)(?:i|we)\s+(?:finally\s+)?(?:managed|got\s+round|got\s+around)\s+to\s+(.+?)(?:\s+(?:today|this\s+morning|this\s+afternoon|this\s+evening|yesterday|earlier|at\s+last))?\s*,?\s+(?:so\s+)?(?:that\s+one|that|it|this)\s+(?:is|'s)\s+(?:done|finished|sorted|complete)\s*[.!]*$`), "${1}mark $2 done", nil},
	// "…, close it" after a report: done
	{lazy(`(?i),\s*(?:so\s+)?(?:please\s+|kindly\s+)?close\s+(?:it|that|this)(?:\s+out)?(?:\s+please)?\s*[.!]*$`), ", mark it done", lazy(`(?i)\bproject\b`)},
	// "show me what I have tomorrow": what is due that day
	{lazy(`(?i)^(\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|kindly\s+)?)show\s+me\s+what\s+(?:i\s+have|i've\s+got|i\s+got|i\s+need\s+to\s+do|i\s+have\s+to\s+do)\s+`), "${1}what do I have ", nil},
	// "what all is due", "which all documents": "all" after a question word
	{lazy(`(?i)^(\s*)(what|which|who|where)\s+all\b`), "$1$2", nil},
	// "give me a list of everything that is overdue": the overdue tasks
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?)(?:give|send|get|make)\s+(?:me\s+)?(?:a\s+)?list\s+of\s+(?:everything|all\s+(?:the\s+)?(?:tasks|things))\s+(?:that\s+(?:is|are)\s+|that's\s+)?(overdue|late|due\s+today|due\s+tomorrow|due\s+this\s+week|done|finished|open)\b`), "${1}show me my $2 tasks", nil},
	// "what is still to be done for the Garden Open Day?": the project's
	// open tasks
	{lazy(`(?i)^(\s*)(?:what|which)(?:'s|\s+is|\s+are|\s+things\s+are)\s+(?:still\s+)?(?:to\s+be\s+done|left\s+to\s+do|left\s+to\s+be\s+done|still\s+to\s+do|outstanding|remaining|pending|still\s+open)\s+(?:for|in|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project", nil},
	// "how many tasks are pending in the seattle trip?": that project
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:are\s+|do\s+i\s+have\s+)?(?:still\s+)?(?:pending|open|left|remaining|outstanding)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?([\p{L}\d][^?,.]*?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project", lazy(`(?i)\bin\s+total\b|\boverall\b|\baltogether\b`)},
	// "Prof Mehta wants chapter 3 preponed, kindly move it to thursday":
	// the thing named is what moves
	{lazy(`(?i)^\s*(?:[\p{L}.]+\s+){1,3}(?:wants|wanted|needs|asked\s+for|asked\s+to\s+have)\s+(?:the\s+|my\s+)?(.+?)\s+(?:preponed|postponed|moved|pushed(?:\s+back)?|brought\s+forward|done\s+earlier|done\s+later|earlier|later)\s*,\s*(?:so\s+)?(?:please\s+|kindly\s+|pls\s+)?(move|push|shift|bring|put|prepone|reschedule)\s+(?:it|that)\s+`), "$2 $1 ", nil},
	// "visa application submitted!! mark that milestone complete": the
	// milestone named before what happened to it
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:is\s+|was\s+|got\s+|has\s+been\s+)?(?:submitted|done|finished|sent|approved|completed|booked|received|signed|reached|passed)\s*[!.]*\s*,?\s*(?:please\s+|kindly\s+)?(?:mark|tick|set|close)\s+(?:that|the|this)\s+milestone\s+(?:as\s+|off\s+as\s+)?(?:complete|completed|done|finished|reached)?(?:\s+please)?\s*[.!]*$`), "mark the $1 milestone done", nil},
	// "Every Tuesday I water the polytunnel, would you put that in as a
	// repeating thing please": the chore, and when it repeats
	{lazy(`(?i)^(\s*)(every\s+[^,]+?|each\s+[^,]+?)\s+(?:i|we)\s+(?:have\s+to\s+|need\s+to\s+|must\s+)?([^,]+?)\s*,\s*(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+)?(?:put|set|add|enter|make)\s+(?:that|it|this)\s+(?:in|down|up)?\s*(?:as\s+)?(?:a\s+)?(?:repeating|recurring|regular|weekly|daily|monthly)\s*(?:thing|task|item|reminder|one|to-?do)?(?:\s+please|\s+for\s+me)*\s*[.!?]*$`), "${1}add $3 $2", nil},
	// "I am on the church flower rota for Sunday the 20th, please put
	// that down with the label church": the rota is the thing
	{lazy(`(?i)^(\s*)(?:i\s+am|i'm|im)\s+on\s+(?:the\s+)?(.+?\s+(?:rota|roster|duty|shift|schedule))\s+(for|on|this|next)\b`), "${1}add $2 $3", nil},
	// "remind me that I have my eye clinic appointment at …": the
	// appointment
	{lazy(`(?i)\bremind\s+me\s+(?:that|about\s+the\s+fact\s+that)\s+(?:i\s+have|i've\s+got|i\s+have\s+got|i\s+got)\s+(?:my\s+)([\p{L}])`), "add $1", nil},
	// "make one reminder for my vinyasa class every monday at 7pm": the
	// class; "make one reminder to call the vet": a to-do
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+)?)(?:make|create|set|put|do)\s+(?:one|a|an|me\s+a|me\s+one)\s+(?:new\s+)?reminder\s+(?:for|about|of)\s+(?:my\s+|the\s+)?`), "${1}add ",
		lazy(`(?i)reminder\s+(?:for|about|of)\s+(?:the\s+\d|\d|tomorrow|today|tonight|next\s|this\s|every|each|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)`)},
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+)?)(?:make|create|set|put|do)\s+(?:one|a|an|me\s+a|me\s+one)\s+(?:new\s+)?reminder\s+to\s+`), "${1}remind me to ", nil},
	// "…, every 3 months, next one on 10 january": when the series starts
	{lazy(`(?i),?\s+(?:the\s+)?next\s+one\s+(?:is\s+)?(?:on\s+)?((?:\d|the\s+\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|tomorrow|next)\S*)`), ", starting $1", nil},
	// "I will do the hatha class on saturday 9am instead of Ana, put it
	// please": a new thing to do, said of oneself
	{lazy(`(?i)^(\s*)(?:i\s+will|i'll|ill|i\s+am\s+going\s+to|i'm\s+going\s+to|im\s+going\s+to)\s+(.+?)\s*,\s*(?:please\s+)?(?:put|add|note|write|save)\s+(?:it|that|this)(?:\s+(?:down|in|there|for\s+me))?(?:\s+please)?\s*[.!]*$`), "${1}add $2", nil},
	// "I already paid the rent!! mark as done": the report names the task
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:already\s+|just\s+|finally\s+)?(paid|called|rang|booked|sent|bought|did|finished|posted|emailed|fixed|cleaned|collected|returned|renewed|submitted|printed|ordered)\s+(?:already\s+)?([^,.!]+?)\s*[!.,]+\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:it\s+|that\s+|this\s+)?(?:as\s+)?(?:done|complete|completed|off)(?:\s+please)?\s*[.!]*$`), "${1}I $2 $3", nil},
	// "everything for friday pass to saturday please": the set, then its move
	{lazy(`(?i)^(\s*(?:everything|all)\b[^,]*?)\s+pass\s+(?:it\s+|them\s+|all\s+)?(?:to|for)\s+`), "$1, move it to ", nil},
	// "send one whatsapp to Marta": a message, as "send a message" is
	{lazy(`(?i)\b(send|write)\s+one\s+(whatsapp|message|text|sms|email|e-mail|dm)\b`), "$1 a $2", nil},
	{lazy(`(?i)\b(send|write)\s+(?:a|an)\s+whatsapp\b`), "$1 a message", nil},
	// "for the raffle ticket task add a note that …", "in the task X add
	// that …": a note on that task
	{lazy(`(?i)^(\s*)(?:for|in|on|to)\s+the\s+(.+?)\s+task\s*,?\s+(?:please\s+)?add\s+(?:a\s+note\s+)?(?:that|saying|:)\s*`), "${1}add a note to the $2 task: ", nil},
	{lazy(`(?i)^(\s*)(?:for|in|on|to)\s+the\s+task\s+(.+?)\s*,?\s+(?:please\s+)?add\s+(?:a\s+note\s+)?(?:that|saying|:)\s*`), "${1}add a note to the $2 task: ", nil},
	// "the retreat have 3 milestones: venue confirmed until 15 january,
	// …": the milestones of that project
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([\p{L}\d][^:,]*?)\s+(?:has|have|needs|need|will\s+have|gets|get)\s+(?:\d+|two|three|four|five|six|some|a\s+few)\s+milestones\s*:\s*`), "${1}add milestones to $2: ", nil},
	// "the instagram post is part of the bookings milestone"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+(?:is|are|goes|go|belongs|belong)\s+(?:part\s+of|under|with|to|in)\s+the\s+(.+?)\s+milestone\s*[.!]*$`), "${1}file the $2 under the $3 milestone", lazy(`(?i)^\s*(?:what|which|who|how|anything|is\s+there|are\s+there)\b`)},
	// "find vegan cook put high priority and tag retreat"
	{lazy(`(?i)^(\s*)([\p{L}\d][^,]*?)\s+(?:put|make|set)\s+(?:it\s+)?(?:to\s+|as\s+|on\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority|\s+prio)\s+and\s+(?:tag|label)\s+(?:it\s+)?(?:with\s+|as\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "${1}make $2 $3 priority and tag it $4", lazy(`(?i)^\s*(?:everything|all)\b`)},
	// "the yoga mats I bought already": the thing, then the report
	{lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}][\p{L}\d -]*?)\s+i\s+(?:have\s+)?(bought|paid|did|sent|booked|called|finished|printed|posted|ordered|collected)\s+already\b`), "${1}I $3 the $2 already", lazy(`(?i)\b(?:mark|tick|check|cross)\b`)},
	// "Luna is allergic to what?": the question word first
	{lazy(`(?i)^(\s*)([\p{L}][\p{L}' ]*?)\s+(is|are|was)\s+([\p{L}]+)\s+(to|of|from|with|on|in)\s+what\s*\?`), "${1}what $3 $2 $4 $5?", nil},
	// "…? I always forget": a remark, never "forget it"
	{lazy(`(?i)([?.!])\s*i\s+(?:always|keep|never|sometimes)\s+(?:forget|forgetting|remember)(?:\s+(?:it|this|that))?\s*[.!]*$`), "$1", nil},
	// "put tag retreat in all the tasks of the retreat project"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|give)\s+(?:the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s+(?:in|on|to)\s+all\s+(?:the\s+)?(?:tasks|things|items)\s+(?:of|in|from|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*[.!]*$`), "${1}tag all tasks in the $3 project with $2", nil},
	// "venue is confirmed!! Sr Joaquim said yes. mark the milestone done":
	// the milestone named first
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^.!?]+?)\s+(?:is\s+|was\s+|got\s+|has\s+been\s+)?(?:confirmed|submitted|done|finished|sent|approved|completed|booked|received|signed|reached|passed|sorted)\s*[!.]+\s*(?:[^.!?]*[.!?]+\s*)?(?:please\s+|kindly\s+|so\s+)?(?:mark|tick|set|close)\s+(?:that|the|this)\s+milestone\s+(?:as\s+)?(?:complete|completed|done|finished|reached)?(?:\s+please)?\s*[.!]*$`), "mark the $1 milestone done", nil},
	// "the AD said yes to the date so the date milestone is done"
	{lazy(`(?i)^\s*[^,]+?\s*,?\s+so\s+(the\s+[^,]+?\s+milestone\s+(?:is|'s)\s+(?:done|complete|completed|finished|reached))\s*[.!]*$`), "$1", nil},
	// "ask Marta about menu - put it for thursday": that task's day
	{lazy(`(?i)^(\s*)([\p{L}][^-–—]*?)\s+[-–—]+\s+(?:please\s+)?(?:put|move|make|set|push|change)\s+(?:it|that)\s+(?:for|to|on)\s+(\S.*?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "the WWI tests - make that thursday not wednesday, kids got an extra
	// day": the task, then its new day
	{lazy(`(?i)^(\s*)(?:actually\s+|so\s+|oh\s+)?(the\s+[^-–—,]+?)\s+[-–—]+\s+(?:please\s+)?(?:make|move|put|set|push|change)\s+(?:that|it)\s+(?:to\s+|for\s+|on\s+)?`), "${1}move $2 to ", nil},
	// "change the bookings milestone to 8 march, 1 march is too early":
	// the reason said after it
	{lazy(`(?i)\s*,\s*(?:because\s+|as\s+)?[^,]*?\s+(?:is|was|'s)\s+(?:too\s+(?:early|late|soon|tight|close)|not\s+possible)\s*[.!]*$`), "", nil},
	// "which tasks of the retreat dont have date?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|items)\s+(?:of|in|for|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:don'?t|dont|do\s+not|doesn'?t)\s+have\s+(?:a\s+|any\s+)?(?:date|due\s+date|deadline)s?\s*\??$`), "${1}which tasks in the $2 project have no date", nil},
	// "show me everything I have for the next 2 weeks please"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:show|give|tell)\s+me\s+(?:everything|all|what)\s+(?:i\s+have|i've\s+got|i\s+got|is\s+due|that's\s+due)\s+(?:for\s+|in\s+|over\s+)?(the\s+next\s+(?:\d+|two|three|four|few)\s+(?:days|weeks))\b`), "${1}what's due in $2", nil},
	// "wait, i still gotta do the essay part. reopen it": the reopen
	{lazy(`(?i)^.*?\b(?:i|we)\s+(?:still\s+)?(?:gotta|got\s+to|have\s+to|need\s+to|must)\s+[^.!?;]*[.!?;,]\s*(?:so\s+)?(?:please\s+)?((?:re-?open|undo|unmark|untick|un-tick)\s+(?:it|that|this))\b`), "$1",
		lazy(`(?i)\bnot\s+(?:yet\s+)?(?:finished|done|complete|sent|paid)|\b(?:isn'?t|wasn'?t|aren'?t)\s+(?:finished|done|complete)`)},
	// "with a milestone to finish the syllabus by Jan 5": the milestone
	{lazy(`(?i)\b(with\s+(?:a|one|the)\s+milestone)\s+to\s+`), "$1 ", nil},
	// "…, shes turning 8!": a remark on the person, no part of the title
	{lazy(`(?i)\s*[,;-]\s*(?:she|he|they|it)(?:'s|’s|s|\s+is|'re|\s+are|\s+will\s+be)\s+(?:turning|going\s+to\s+be|gonna\s+be)?\s*\d+(?:\s+years?\s+old)?\s*[!.]*$`), "", nil},
	// "tag the dog food and dry cleaning ones family too"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:tag|label))\s+the\s+(.+?)\s+and\s+(?:the\s+)?(.+?)\s+ones\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)(?:\s+too|\s+as\s+well|\s+also)?\s*[.!]*$`), "$1 the $2 and the $3 with $4", nil},
	// "lemme see everything in the booster project"
	{lazy(`(?i)\blemme\s+(?:see|look\s+at|check)\b`), "show me", nil},
	// "whats the status on the booster club fundraiser? how many
	// milestones done?": the project
	{lazy(`(?i)^(\s*)(?:what'?s|whats|what\s+is|how'?s|how\s+is)\s+the\s+(?:status|progress|state)\s+(?:on|of|with|for)\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)?\s*\?.*$`), "${1}show the $2 project", nil},
	// "ooh whats on this week then?": the interjection and "then"
	{lazy(`(?i)^(\s*)(?:ooh+|oh+|ah+|right|okay|ok|so|hmm+)[,!]?\s+((?:what|whats|what's|when|which|how|show|list)\b.*?)\s+then\s*(\?*)\s*$`), "${1}$2$3", nil},
	// "actually take the urgent tag off, not that urgent lol"
	{lazy(`(?i)^(\s*)(?:actually\s+|ok\s+|oh\s+)?(?:please\s+)?(?:take|get)\s+(?:the\s+)?@?([\p{L}\d_-]+)\s+(?:tag|label)\s+off(?:\s+(?:it|that|this))?(?:\s*,.*)?$`), "${1}untag $2 from it", nil},
	// "film review doesnt need to repeat anymore, season's over after this
	// week": the series ends
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+(?:doesn'?t|doesnt|does\s+not|don'?t|dont|no\s+longer|won'?t)\s+(?:need\s+to\s+|have\s+to\s+)?(?:repeat|recur)(?:s|ing)?(?:\s+any\s*more)?\s*,\s*[^,]*?\b(?:after|past|from)\s+([^,.!]+?)\s*[.!]*$`), "${1}stop repeating the $2 after $3", nil},
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+(?:doesn'?t|doesnt|does\s+not|don'?t|dont|no\s+longer|won'?t)\s+(?:need\s+to\s+|have\s+to\s+)?(?:repeat|recur)(?:s|ing)?(?:\s+any\s*more)?(?:\s*,.*)?\s*[.!]*$`), "${1}stop repeating the $2", nil},
	// "I need buy food for Luna, the lamb and rice one, until friday": the
	// kind said of the thing, no second item
	{lazy(`(?i),\s*(the\s+[^,]{1,30}?\s+and\s+[^,]{1,30}?\s+one)\s*,`), " ($1),", nil},
	// "I need buy food": "to" left out
	{lazy(`(?i)^(\s*(?:i|we)\s+(?:need|have|want))\s+(buy|get|call|pay|book|send|make|do|take|bring|pick|order|clean|fix|finish|write|email|ring|visit|see|check|renew|cancel|prepare|print|post)\s`), "$1 to $2 ", nil},
	// "The meeting with Julia is shifted to Wednesday 15:00": a move
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+|our\s+)?([^,]+?)\s+(?:is|was|has\s+been|got|gets|will\s+be)\s+shifted\s+(?:to|until|till|on|for)\s+`), "${1}move $2 to ", lazy(`(?i)^\s*(?:everything|all|it|that|this)\b`)},
	// "For the kitchen project I need also: A until D1 and B until D2"
	{lazy(`(?i)^(\s*)for\s+the\s+([^,:]+?)\s+project\s*,?\s*(?:i|we)\s+(?:also\s+)?(?:need|have|want)\s*(?:also\s*)?(?:to\s+do\s*|to\s*)?(?:also\s*)?:\s*`), "${1}add to the $2 project: ", nil},
	// "Set all 1on1 tasks to priority medium"
	{lazy(`(?i)\b(to|as|at)\s+priority\s+(high|low|medium|normal|urgent|top)\b`), "$1 $2 priority", nil},
	// "Which milestones of the kitchen renovation are still open?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+milestones\s+(?:of|in|for)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:are\s+|is\s+)?(?:still\s+)?(?:open|left|pending|remaining|outstanding|to\s+do|not\s+done)\s*\??$`), "${1}show the milestones of the $2 project", nil},
	// "The tax declaration I will make in February, please move it to …"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+(?:i\s+will|i'll|i\s+want\s+to|i\s+shall|i'm\s+going\s+to|we\s+will)\s+[^,]+,\s*(?:please\s+|kindly\s+)?(move|push|shift)\s+(it|that)\b`), "${1}$2, $3 $4", nil},
	// "Give me a short overview: what is open in the kitchen project and is
	// anything overdue?": the project
	{lazy(`(?i)^(\s*)(?:(?:please\s+)?(?:give|show)\s+me\s+)?(?:a\s+|the\s+)?(?:short\s+|quick\s+|brief\s+)?(?:overview|summary|status|update)\s*[:,-]?\s*what(?:'s|\s+is)\s+(?:still\s+)?open\s+in\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)?(?:\s+and\b[^?]*)?\s*\??$`), "${1}show the $2 project", nil},
	// "Every Monday at 09:00 is our team jour fixe, please add a repeating
	// task "prepare agenda" for it": that task, repeating then
	{lazy(`(?i)^(\s*)((?:every|each)\s+[^,]+?)\s+(?:is|are|we\s+have|i\s+have)\s+(?:our|my|the|a)\s+[^,]+?,\s*(?:please\s+)?(?:add|create|make|put)\s+(?:me\s+)?(?:a\s+|one\s+)?(?:repeating\s+|recurring\s+|weekly\s+|regular\s+)?(?:task|reminder|to-?do)\s+("[^"]+"|“[^”]+”)(?:\s+for\s+(?:it|that|this))?\s*[.!]*$`), "${1}add $3 $2", nil},
	// "send A to Dr. Hoffmann and also the travel report": one more thing
	// to send
	{lazy(`(?i)\s+and\s+also\s+(the|a|an|my|our)\s+`), ". also $1 ", lazy(`(?i)^\s*(?:please\s+)?(?:mark|tick|complete|delete|remove|reopen|move|push|tag|untag)\b|\b(?:done|finished|completed|sorted)\b`)},
	// "add: A, B, C": a list, as "add these: A, B, C" is
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s*:\s*`), "${1}add these: ", lazy(`(?i)^[^,;]*$|[,;]\s*(?:they|it|he|she|i|we|you|then|and\s+then|so|but)\b|^\s*add\s*:\s*[^,]*\s(?:is|are|was|were|isn't|aren't)\s`)},
	// "hello my grandson set this up for me … i need to call the surgery
	// tomorrow": the request after the preamble, said without full stops
	{lazy(`(?i)^\s*(?:(?:hello|hi|hey|good\s+(?:morning|afternoon|evening))\b[^.!?]*?|[^.!?,;]*?\s(?:is|are|was|were)\s[^.!?,;]*?)\s+(?:so\s+|and\s+)?(i\s+(?:(?:need|have|got)\s+to|must|gotta)\s+[^.!?]+)$`), "$1", lazy(`(?i)^\s*(?:what|which|when|where|who|whose|how|is|are|do|does|did|can|could|will|would)\b|\b(?:do|does|did|shall|should|will|can|must)\s+i\s+(?:need|have|got|must)`)},
	// "make that one high priority i cant run out of them": the reason
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|set|mark)\s+(?:that|it|this)(?:\s+one)?\s+(?:high|low|medium|normal|top|urgent)(?:\s+priority)?)\s+(?:i|we|because|as|since|cause|cuz|coz)\s+.+$`), "$1", nil},
	// "i am in charge of the church potluck dinner on december 20 can you
	// make a project for it": that project
	{lazy(`(?i)^\s*(?:i\s+am|i'm|im|we\s+are|we're)\s+(?:in\s+charge\s+of|organi[sz]ing|running|planning|hosting|arranging|doing)\s+(?:the\s+|a\s+|our\s+)?([^,.]+?)(?:\s+(?:on|for|at|in|this|next)\s+[^,.]+?)?\s*(?:[,.]\s*[^?]*?)?\s+(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:make|create|start|set\s+(?:that|it|this)\s+up\s+as|set\s+up|put\s+(?:that|it|this)\s+in\s+as)\s+(?:a\s+)?(?:new\s+)?project\b.*$`), "create a project $1", nil},
	// "for the garden project buy 6 bags of soil and pick up the pepper
	// plants": to-dos for that project
	{lazy(`(?i)^(\s*)for\s+the\s+([^,:]+?)\s+project\s*,?\s+`), "${1}add to the $2 project: ", lazy(`(?i)^\s*for\s+the\s+[^,:]+?\s+project\s*,?\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:add|create|put|i\s|we\s|make|set|move|tag|mark|the\s+description|description|desc\b|notes?\b|rename|change|delete|remove|archive|what|which|how|show)`)},
	// "thank you young fella what is left for tomorow": the request after
	// the thanks
	{lazy(`(?i)^\s*(?:thank\s*you|thanks|thx|ta|cheers)(?:\s+(?:so\s+much|very\s+much|a\s+lot|young\s+\w+|dear|love|mate|buddy|pal|kindly))*[\s,!.]+((?:what|whats|what's|which|when|show|list|can|could|please|add|move|remind|mark)\b.*)$`), "$1", nil},
	// "picked up my pills at walgreens check it off": the report is the
	// request
	{lazy(`(?i)^(\s*)(?:i\s+)?((?:picked\s+up|got|bought|paid|called|rang|sent|posted|mailed|did|finished|collected|dropped\s+off|returned)\s+[^,]+?)\s+(?:so\s+)?(?:please\s+)?(?:check|tick|mark|cross)\s+(?:it|that|this)\s+off\s*[.!]*$`), "${1}I $2", nil},
	// "everything for the potluck put a church tag on it"
	{lazy(`(?i)^(\s*)(?:everything|all(?:\s+the)?\s+(?:tasks|things|stuff))\s+(?:for|in|of)\s+(?:the\s+|my\s+)?(.+?)\s+(?:put|add|stick)\s+(?:a|the)\s+@?([\p{L}\d_-]+)\s+(?:tag|label)\s+on\s+(?:it|them|everything|all)\s*[.!]*$`), "${1}tag all tasks in the $2 project with $3", nil},
	// "all the potluck things are done now mark them all finished"
	{lazy(`(?i)^(\s*)all\s+(?:the\s+|my\s+)?(.+?)\s+(?:things|tasks|stuff|jobs)\s+(?:are|is)\s+(?:all\s+)?(?:done|finished|complete|sorted)(?:\s+now)?(?:\s*,?\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|check)\s+(?:them|it)\s+(?:all\s+)?(?:as\s+)?(?:done|finished|complete|off))?\s*[.!]*$`), "${1}mark all $2 tasks done", nil},
	// "what all do i got for the potluck so far": that project's tasks
	{lazy(`(?i)^(\s*)what\s+(?:all\s+)?(?:do\s+i\s+(?:got|have)|have\s+i\s+got|is\s+there)\s+for\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)?(?:\s+so\s+far)?\s*\??$`), "${1}what's in the $2 project",
		lazy(`(?i)\bfor\s+(?:the\s+)?(?:today|tomorrow|tonight|this|next|mon|tue|wed|thu|fri|sat|sun|week|weekend|\d)`)},
	// "what is due this week that is high priority"
	{lazy(`(?i)^(\s*)what(?:'s|\s+is)\s+due\s+(this\s+week|today|tomorrow|next\s+week|this\s+month)\s+(?:that(?:'s|\s+is)|which\s+is)\s+(high|low|urgent|medium|top)\s+priority\s*\??$`), "${1}show $3 priority tasks due $2", nil},
	// "phone bill is monthly on the 20th btw": its repetition
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?)\s+(?:is|are)\s+(monthly|weekly|daily|yearly|fortnightly|annual|annually|every\s+\w+)(\s+on\s+[^,.!]+?)?(?:\s+btw|\s+by\s+the\s+way|\s+now)?\s*[.!]*$`), "${1}make the $2 repeat $3$4", lazy(`(?i)^\s*(?:everything|all|it|that|this|there|what|which|when)\b`)},
	// "low priority for the scrubs one"
	{lazy(`(?i)^(\s*)(high|low|medium|normal|top|urgent)\s+priority\s+(?:for|on)\s+(.+?)\s*[.!]*$`), "${1}make $3 $2 priority", nil},
	// "…, tag bills, high": the priority said by its level alone
	{lazy(`(?i),\s*(high|low|medium|urgent)\s*[.!]*$`), ", $1 priority", nil},
	// "… by next sun, & book the trial": "&" for "and"
	// (a quoted name keeps its "&", and so do two names it joins: "Priya
	// & Sam wedding", "Patel & Shah")
	{lazy(`\s*,?\s+&\s+`), " and ", lazy(`["“][^"”]*&[^"”]*["”]|[\p{Lu}][\p{L}'’-]*\s+&\s+\p{Lu}`)},
	// "the makeup one by 30 apr": that task's new day
	{lazy(`(?i)^(\s*)(the\s+[\p{L}\s]+?\s+one)\s+(?:by|for|to|on)\s+(\S.*?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "what's next for the wedding?": the project
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+next\s+(?:for|on|in)\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)?\s*\??$`), "${1}show the $2 project", nil},
	// "everything tagged bills - set to high priority"
	{lazy(`(?i)^(\s*)((?:everything|all)\b[^,–—-]*?)\s*(?:,|\s-+|–|—)\s*(?:please\s+)?(?:set|make|put|mark)\s+(?:them\s+|it\s+|all\s+)?(?:to\s+|as\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority)?\s*[.!]*$`), "${1}set $2 to $3 priority", nil},
	// "whats left on my plate for next week"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:left\s+|still\s+)?on\s+my\s+plate\s+(?:for\s+)?((?:this|next)\s+(?:week|weekend|month)|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*\??$`), "${1}what's due $2", nil},
	// "can you print the exam papers on the level 3 printer": asked of
	// Pace, as "… for me" is (declined; "print the flyers" stays a to-do)
	{lazy(`(?i)^(\s*)(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?((?:print|scan|fax|photocopy)\s+(?:out\s+)?[^,.!?]+?)\s*[.!?]*$`), "${1}$2 for me", lazy(`(?i)\bfor\s+me\b|\bremind\b`)},
	// "call the health dept mañana": tomorrow
	{lazy(`(?i)\bma(?:ñ|n)ana\b`), "tomorrow", lazy(`(?i)¿|\b(?:para|una|puedes|por|que|el|los|las|del|con|hasta|recuérdame|recuerdame)\b`)},
	// 'add "A" and "B" both due dec 18, label paperwork': both quoted
	{lazy(`("[^"]+"|“[^”]+”)\s+and\s+("[^"]+"|“[^”]+”)\s+both\s+`), "$1 and $2, both ", nil},
	// 'rename the order to "order 25 lbs" we're gonna need more': the
	// quoted title, not the remark after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:rename|retitle|call)\s+.+?\s+(?:to|as)\s+(?:"[^"]+"|“[^”]+”))\s+[^"“”]+$`), "$1", lazy(`(?i)(?:"|”)\s*(?:,|;|and\b|then\b|also\b|&|plus\b)`)},
	// "email Dr Nguyen re: moderation": "re:" is no heading
	{lazy(`(?i)\bre:\s*`), "re ", lazy(`(?i)["“'‘][^"”'’]*\bre:`)},
	// "can you print the exam papers": printing is not Pace's to do
	// (scopeRule below); "the tiler can't start till the 13th of Jan now,
	// move the tiling milestone": the milestone to the day said
	{lazy(`(?i)^.*?\b(?:till|until|to|by|on)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]+|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)\b[^,]*,\s*(?:so\s+)?(?:please\s+)?(?:move|update|change|shift)\s+(?:the\s+)?(.+?)\s+milestone\s*[.!]*$`), "move the $2 milestone to $1", lazy(`(?i)(?:move|update|change|shift)\s+(?:that|this|it|the)\s+milestone\s*[.!?]*$`)},
	// "every Monday at 10 i've got to check the board — can you put that
	// in as a repeating thing"
	{lazy(`(?i)^(\s*)(every\s+[^,—–-]+?|each\s+[^,—–-]+?)\s+(?:i|we)(?:'ve|\s+have)?\s+(?:got\s+to|have\s+to|need\s+to|must|gotta)\s+([^,—–]+?)\s*(?:,|\s[-–—]+)\s*(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+)?(?:put|set|add|enter|make)\s+(?:that|it|this)\s+(?:in|down|up)?\s*(?:as\s+)?(?:a\s+)?(?:repeating|recurring|regular|weekly|daily|monthly)\s*(?:thing|task|item|reminder|one|to-?do)?(?:\s+please|\s+for\s+me)*\s*[.!?]*$`), "${1}add $3 $2", nil},
	// "set up a fortnightly task: X, every second thursday …"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set\s+up|make|create|add)\s+(?:a\s+|one\s+)?(?:new\s+)?(fortnightly|weekly|daily|monthly|yearly)\s+(?:task|reminder|to-?do)\s*:\s*(.+?)\s*[.!]*$`), "${1}add $3 $2", lazy(`(?i)\b(?:every|each)\b`)},
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:set\s+up|make|create|add)\s+(?:a\s+|one\s+)?(?:new\s+)?(?:fortnightly|weekly|daily|monthly|yearly|repeating|recurring)\s+(?:task|reminder|to-?do)\s*:\s*`), "${1}add ", nil},
	// "ok do it properly this time: rename …": the request after it
	{lazy(`(?i)^\s*(?:ok(?:ay)?|right|alright|sorry)?[,\s]*(?:let'?s\s+)?(?:do\s+it|try(?:\s+it)?)\s+(?:again|properly|right)(?:\s+this\s+time)?\s*[:,-]\s*`), "", nil},
	// "I got an extra shift friday so everything due friday please move
	// to saturday": the set after "so"
	{lazy(`(?i)^[^,]*?\s+so\s+((?:everything|all)\b.*)$`), "$1", nil},
	// "Summary please: what is left for my move?"
	{lazy(`(?i)^(\s*)(?:a\s+)?(?:quick\s+|short\s+)?(?:summary|overview|rundown|update)\s*(?:please|pls)?\s*[:,-]\s*`), "$1", nil},
	// "what is left for my move?": that project's open tasks
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:still\s+)?left\s+(?:for|on|in)\s+(?:the\s+|my\s+|our\s+)?([^?]+?)(?:\s+project)?\s*\??$`), "${1}what's in the $2 project",
		lazy(`(?i)\bleft\s+(?:for|on|in)\s+(?:the\s+)?(?:today|tomorrow|tonight|this|next|mon|tue|wed|thu|fri|sat|sun|week|weekend|month|\d)|\bleft\s+for\s+(?:me|us|you)\b|\bto\s+do\b|,|\b(?:tom+or+o?w?|tmrw?|tommorr?ow)\b`)},
	// texting fillers that say nothing of the request ("lowkey high
	// priority", "ngl", "fr", "mb")
	{lazy(`(^|[\s,])(?:lowkey|highkey|ngl|tbh|frfr|fr|mb|imo|fyi|tho)(?:[\s,!.]+|$)`), "$1", nil},
	{lazy(`(?i)\brn\b`), "now", nil},
	{lazy(`(?i)\babt\b`), "about", nil},
	{lazy(`(?i)\bshld\b`), "should", nil},
	// "i work at the coffee shop tmrw 4-8pm pls add that as a shift"
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:work|am\s+working|have\s+work|'m\s+working)\s+at\s+(?:the\s+)?(.+?)\s+((?:today|tomorrow|tmrw|tonight|this|next|on|mon|tue|wed|thu|fri|sat|sun)\S*(?:\s+\S+)?)\s*,?\s*(?:pls\s+|please\s+|can\s+(?:u|you)\s+)?(?:add|put)\s+(?:that|it)\s+(?:in\s+|down\s+)?as\s+a\s+shift\s*[.!]*$`), "${1}add $2 shift $3", nil},
	// "i have a shift every thursday 5-9pm at work can u make that a
	// repeating thing"
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:have|got|'ve\s+got)\s+a\s+shift\s+((?:every|each)\s+[^,]+?)\s+at\s+(.+?)\s*,?\s+(?:(?:can|could)\s+(?:u|you)\s+)?(?:please\s+|pls\s+)?(?:make|put|add|set)\s+(?:that|it)\s+(?:in\s+|up\s+)?(?:as\s+)?a\s+(?:repeating|recurring|regular)\s*(?:thing|task|one)?\s*[.!?]*$`), "${1}add $3 shift $2", nil},
	// "whats the most urgent thing on my plate"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is|\s+are)\s+(?:the\s+|my\s+)?most\s+(?:urgent|important|pressing)\s+(?:thing|task|job)s?(?:\s+(?:on\s+my\s+plate|i\s+have|to\s+do|now|today))*\s*\??$`), "${1}what are my high priority tasks", nil},
	// "whats on the fundraiser project now"
	{lazy(`(?i)^(\s*)what(?:s|\s+is)\s+on\s+the\s+(.+?)\s+project(?:\s+now|\s+today)?\s*\??$`), "${1}show the $2 project", nil},
	// "psych final can be medium priority its open note": the reason
	{lazy(`(?i)^(\s*[^,]+?\s+can\s+be\s+(?:high|low|medium|normal|urgent)\s+priority)\s+(?:its|it's|it\s+is|as|because|since|cause|cuz|coz|bc)\s+.+$`), "$1", nil},
	// "stop repeating the thursday shift, im going home for break after the
	// 17th"
	{lazy(`(?i)^(\s*stop\s+repeating\s+(?:the\s+|my\s+)?[^,]+?)\s*,\s*[^,]*?\b(?:after|from)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[a-z]+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)\b.*$`), "$1 after $2", nil},
	// "I'd like a weekly check-in with Liam every Monday at 1 pm"
	{lazy(`(?i)^(\s*)(?:i'?d|i\s+would)\s+like\s+(a|an)\s+(weekly|daily|monthly|fortnightly|yearly|regular)\s+`), "${1}add $2 $3 ", nil},
	// "could you book the gym through the school board's booking system?":
	// asked of Pace, in another system
	{lazy(`(?i)^(\s*)(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?((?:book|order|buy|reserve|pay|submit|register|renew)\s+.+?)\s+(?:through|via|using|on)\s+(?:the\s+|their\s+|our\s+|my\s+)?[^,.!?]*?(?:system|website|web\s*site|portal|app|site)\b[^?]*\??$`), "${1}$2 for me", nil},
	// "Change the Schulich review so it's due January 14 instead."
	{lazy(`(?i)^(\s*)(?:please\s+)?change\s+(?:the\s+)?(.+?)\s+so\s+(?:that\s+)?(?:it'?s|it\s+is)\s+due\s+(?:on\s+)?(.+?)(?:\s+instead)?\s*[.!]*$`), "${1}move the $2 to $3", nil},
	// "Note for my files: …": a note, not one called "my files"
	{lazy(`(?i)^(\s*)(?:a\s+)?note\s+for\s+(?:my|the)\s+(?:files?|records?)\s*:\s*`), "${1}note: ", nil},
	// "Bump all my scholarships-tagged tasks to high priority"
	{lazy(`(?i)\ball\s+(?:my\s+|the\s+)?([\p{L}\d_]+)-(?:tagged|labell?ed)\s+(?:tasks|things|items|ones)\b`), "all tasks tagged $1", nil},
	// "Based on what I wrote about Liam, add a task to …"
	{lazy(`(?i)^(\s*)(?:based\s+on|according\s+to|going\s+by|from)\s+(?:what\s+i\s+(?:wrote|noted|said|put)|my\s+notes?)(?:\s+(?:about|on|for)\s+[^,]+)?\s*,\s*((?:please\s+)?(?:add|create|make|remind|put|set)\b)`), "$1$2", nil},
	// "Last one: what's coming up …"
	{lazy(`(?i)^(\s*)(?:ok(?:ay)?\s+|and\s+)?(?:last|one\s+more|final|another)\s+(?:one|thing|question)\s*[:,-]\s*`), "$1", nil},
	// "what's coming up for the career fair in January?": the project
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+coming\s+up\s+(?:for|on|in)\s+the\s+([^?]+?)(?:\s+project)?(?:\s+in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))?\s*\??$`), "${1}show the $2 project",
		lazy(`(?i)coming\s+up\s+(?:for|on|in)\s+the\s+(?:week|weekend|month|next|rest)\b`)},
	// "I must to order …", "make me a reminder monday 10": second-language
	// frames of "must" and "remind me"
	{lazy(`(?i)\b(must|have)\s+to\s+to\b`), "$1 to", nil},
	{lazy(`(?i)\bi\s+must\s+to\s+`), "I must ", nil},
	{lazy(`(?i),\s*(?:and\s+)?(?:please\s+)?make\s+me\s+(?:a|one)\s+reminder\s+(?:for\s+|on\s+|at\s+)?`), ", remind me ", nil},
	// "3 new things: a, b, c", "I need to remember 3 things: a, b and c"
	{lazy(`(?i)^(\s*)(?:(?:i|we)\s+(?:need|have|want)\s+to\s+remember\s+)?(?:\d+|two|three|four|five|six|some|a\s+few)\s+(?:new\s+)?(?:things|tasks|to-?dos|jobs)\s*:\s*`), "${1}add these: ", nil},
	// "friday I am at the supplier fair all day, move everything of friday
	// to monday": the reason before the set
	{lazy(`(?i)^[^,]*?\b(?:i\s+am|i'm|im|we\s+are|we're)\s+(?:at|in|away|off|out|busy|on)\b[^,]*,\s*((?:please\s+)?(?:move|push|shift)\s+(?:everything|all)\b.*)$`), "$1", nil},
	{lazy(`(?i)\b(everything|all\s+(?:the\s+)?(?:tasks|things|stuff))\s+of\s+((?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)\b`), "$1 due $2", nil},
	// "ok I called Billingsgate, the fish order is done": the thing done
	{lazy(`(?i)^\s*(?:ok(?:ay)?\s+|so\s+)?i\s+[^,]+,\s*(the\s+[^,]+?\s+(?:is|are)\s+(?:now\s+)?(?:done|finished|complete|sorted))\s*[.!]*$`), "$1", nil},
	// "which tasks I have without a date?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+tasks\s+(?:i\s+have|do\s+i\s+have|have\s+i|i\s+got)\s+(?:without|with\s+no)\s+(?:a\s+|any\s+)?(?:date|due\s+date|deadline)s?\s*\??$`), "${1}which tasks have no date", nil},
	// "the oven is finally repaired!! close the task"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,!.]+?)\s+(?:is|are|was|got)\s+(?:finally\s+|now\s+)?(?:repaired|fixed|done|finished|sorted|paid|sent|delivered|arrived|installed|cleaned|serviced)\s*[!.]*\s*,?\s*(?:please\s+)?(?:close|complete|finish|tick\s+off|mark\s+done|mark\s+off)\s+(?:the\s+task|it|that|this)\s*[.!]*$`), "${1}mark the $2 done", nil},
	// "what milestones are still to do in the winter menu?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+milestones\s+(?:are\s+|is\s+)?(?:still\s+)?(?:to\s+do|open|left|pending|remaining|outstanding|not\s+done)\s+(?:in|of|for)\s+(?:the\s+|my\s+)?([^?]+?)(?:\s+project)?\s*\??$`), "${1}show the milestones of the $2 project", lazy(`(?i)\bmilestones\b.*\band\b`)},
	// "…, lush", "…, cheers x": a sign-off, no part of the request
	{lazy(`(?i)\s*,\s*(?:lush|tidy|cheers|ta|ta\s+love|x{1,3}|cheers\s+x+)\s*[.!]*$`), "", nil},
	// "can you put choir practice in every Thursday at 3.15", "put in a
	// follow-up call with X on Tuesday": a new thing
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?)put\s+([^,]+?)\s+in\s+((?:every|each|on|for|at|tomorrow|today|tonight|next|this)\b.*)$`), "${1}add $2 $3", nil},
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?)put\s+in\s+(?:a|an)\s+`), "${1}add ", nil},
	// "…, tag it parents evening", "…, tagged parents evening as well": a
	// label of two words is one label
	{lazy(`(?i),\s*(?:and\s+)?(?:tag|label)\s+it\s+(?:as\s+|with\s+)?([\p{L}]+)\s+(evening|morning|night|day|week|club|team|group|trip|night|meeting|stuff|jobs)\s*[.!]*$`), ", tag it $1-$2", nil},
	{lazy(`(?i),?\s+tagged\s+([\p{L}]+)\s+(evening|morning|night|day|week|club|team|group|trip|meeting|stuff|jobs)(?:\s+as\s+well|\s+too)?\s*[.!]*$`), ", tag it $1-$2", lazy(`(?i)^\s*(?:show|list|what|which|everything|all)\b`)},
	{lazy(`(?i),?\s+tagged\s+([\p{L}\d_-]+)(?:\s+as\s+well|\s+too)\s*[.!]*$`), ", tag it $1", lazy(`(?i)^\s*(?:show|list|what|which|everything|all)\b`)},
	{lazy(`(?i)\b(tagged|labell?ed|with\s+the\s+label|with\s+the\s+tag)\s+([\p{L}]+)\s+(evening|morning|night|day|week|club|team|group|trip|meeting|stuff|jobs)\s*([?.!]*)$`), "$1 $2-$3$4", lazy(`(?i)^\s*(?:add|create|remind|put)\b`)},
	// "everything labelled choir make it high priority"
	{lazy(`(?i)^(\s*)((?:everything|all)\b[^,]*?\b(?:tagged|labell?ed)\s+@?[\p{L}\d_-]+)\s+(?:please\s+)?(?:make|set|put)\s+(?:it|them|all)\s+(?:to\s+|as\s+)?(high|low|medium|normal|top|urgent)(?:\s+priority)?\s*[.!]*$`), "${1}set $2 to $3 priority", nil},
	// "Got the consent letters out today!! mark that milestone done"
	{lazy(`(?i)^\s*(?:i\s+|we\s+)?(?:got|have\s+got|'ve\s+got)\s+(?:the\s+|my\s+|our\s+)?([^!.]+?)\s+(out|done|sent|in|back|signed|approved|booked|sorted)\b(?:\s+(?:today|yesterday|this\s+morning|at\s+last|finally))?\s*[!.]+\s*(?:please\s+)?(?:mark|tick|set)\s+(?:that|the|this)\s+milestone\s+(?:as\s+)?(?:done|complete|completed|reached)\s*[.!]*$`), "mark the $1 $2 milestone done", nil},
	// "Change the bins one to every other week, the council's gone
	// fortnightly": its repetition
	{lazy(`(?i)^(\s*)(?:please\s+)?change\s+(.+?)\s+to\s+((?:every|each)\s+(?:other|second|\d+)\s+\w+|fortnightly|weekly|monthly|daily|yearly)\b.*$`), "${1}make $2 repeat $3", nil},
	// "I am starting a project called Clinic Move."
	{lazy(`(?i)^(\s*)(?:i\s+am|i'm|im|we\s+are|we're)\s+(?:starting|beginning|setting\s+up|kicking\s+off)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\s+`), "${1}create a project called ", nil},
	// "…, can you add it": said of the thing just said
	{lazy(`(?i),\s*(?:can|could|would)\s+you\s+(?:please\s+)?(?:add|put|save|note)\s+(?:it|that|this)(?:\s+in|\s+down)?(?:\s+please)?(?:\s+for\s+me)?\s*[.!?]*$`), "", nil},
	// "and also a task to pay the final bill on 5 February"
	{lazy(`(?i)^(\s*)(?:and\s+)?also\s+(?:a|one)\s+(?:new\s+)?task\s+to\s+`), "${1}add ", nil},
	// "I have put some notes in for you. What did I write …": the remark
	// about the notes is no request
	{lazy(`(?i)^\s*(?:i\s+have|i've|i)\s+(?:just\s+)?(?:put|added|imported|uploaded|saved|loaded)\s+(?:some\s+|my\s+|a\s+few\s+)?notes(?:\s+in)?(?:\s+for\s+you)?\s*[.!,]+\s*`), "", nil},
}

// stop40Rewritten is text with stop40Rewrites applied, and a bare thing
// said before "make it high priority" made the thing the change is of.
func stop40Rewritten(text string) string {
	text = dottedDates(text)
	text = applyGuarded(text, stop40Rewrites) // said across sentences ("venue is confirmed!! … mark the milestone done")
	if parts := sentences(text); len(parts) > 1 && len(parts) <= 6 && !strings.Contains(text, "\n") {
		// "Thank you for all your help. Could you give me a list of …":
		// each sentence is rewritten as if said alone
		for i, p := range parts {
			parts[i] = stop40Rewritten(p)
		}
		return strings.Join(parts, " ")
	}
	text = applyGuarded(text, stop40Rewrites)
	if m := milestonesUntil.FindStringSubmatchIndex(text); m != nil {
		// "…: venue confirmed until 15 january, menu closed until 15
		// february": each "until" is the milestone's day
		text = text[:m[3]] + untilWord.ReplaceAllString(text[m[3]:], "by ")
	}
	if m := thingMakeItWhen.FindStringSubmatch(text); m != nil {
		if d, isDate := datePhrase(m[3]); isDate && d != "" && !taskVerbs[asciiLower(firstWord(m[2]))] && !remarkHead.MatchString(m[2]) && !statementHead.MatchString(m[2]) {
			// "video call with parents, make it 8pm sunday because of the
			// time difference": the thing's new day
			text = m[1] + "move " + m[2] + " to " + m[3]
		}
	}
	if m := thingMakeIt.FindStringSubmatch(text); m != nil {
		if dc := cutDates(m[2]); dc.due == "" && dc.repeats == "" && !taskVerbs[asciiLower(firstWord(m[2]))] && !remarkHead.MatchString(m[2]) && !joinedHead.MatchString(m[2]) && len(strings.Fields(m[2])) <= 6 {
			// "oil change make it high priority": the oil change is a task
			// already (no verb, no day: nothing to capture)
			text = m[1] + "make the " + m[2] + " " + m[3] + " priority"
		}
	}
	return text
}

// thingMakeItWhen: a thing, then ", make it <when>" and a reason.
var thingMakeItWhen = lazy(`(?i)^(\s*)([^,]+?)\s*,\s*(?:please\s+)?make\s+it\s+([^,]+?)(?:\s*,?\s+(?:because|as|since|cause|cuz|coz)\b.*)?\s*[.!]*$`)

// remarkHead: a head that is a remark or a request of its own ("no",
// "actually", "tag …").
var remarkHead = lazy(`(?i)^(?:actually|no|nope|oh|ok|okay|so|also|then|now|yes|sorry|wait|hmm|just|but|and|tag|label|move|set|mark|put|change|add|create|remind|schedule|push|rename|delete|remove|file|new|please)\b`)

// statementHead: a head that says something of the thing ("the gate hinge
// is a job for saturday"), no bare thing.
var statementHead = lazy(`(?i)\s(?:is|are|was|were|has|have|had)\s`)

// thingMakeIt: a bare thing, then "make it <level>" with no comma between.
var thingMakeIt = lazy(`(?i)^(\s*)(?:the\s+)?([\p{L}\d][\p{L}\d' -]*?)\s+(?:please\s+)?make\s+it\s+(high|low|medium|normal|top|urgent)(?:\s+priority|\s+prio)?\s*[.!]*$`)

// joinedHead: a head that joins things ("tag essay with uni and make it
// high priority"), no bare thing.
var joinedHead = lazy(`(?i)\band\b|\bwith\b`)

// milestonesUntil: a list of milestones (group 1 its head); untilWord:
// "until" in it.
var (
	milestonesUntil = lazy(`(?i)^(\s*add\s+milestones\s+(?:to|for)\s+[^:]+:)`)
	untilWord       = lazy(`(?i)\buntil\s+`)
)

// dottedDate: a day and month written the Central European way, "31.1."
// or "9.12.2026" (groups: day, month, year); the dot after the month
// closes it.
var dottedDate = lazy(`(^|[^\d.\w])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?`)

// notDateLead: words before a dotted number that make it no date
// ("version 2.1.", "section 4.2.").
var notDateLead = lazy(`(?i)\b(?:version|v|release|chapter|ch|section|sec|step|item|point|no|nr|number|page|p|rule|figure|fig|table|§)\s*$`)

// dottedDates writes each day.month. date of text with its month's name
// ("until 31.1." → "until 31 January", "on 9.12.2026" → "on 9 December
// 2026"), so the sentence's full stops and the date's dots are not
// confused; a dotted number after "version", "section" … stays.
func dottedDates(text string) string {
	if !strings.Contains(text, ".") {
		return text
	}
	var b strings.Builder
	last := 0
	for _, m := range dottedDate.FindAllStringSubmatchIndex(text, -1) {
		end := m[1]
		if end < len(text) && text[end] >= '0' && text[end] <= '9' {
			continue // "1.2.345": no date
		}
		d, _ := strconv.Atoi(text[m[4]:m[5]])
		mo, _ := strconv.Atoi(text[m[6]:m[7]])
		if d < 1 || d > 31 || mo < 1 || mo > 12 || notDateLead.MatchString(text[:m[4]]) {
			continue
		}
		b.WriteString(text[last:m[4]])
		b.WriteString(strconv.Itoa(d) + " " + time.Month(mo).String())
		if m[8] >= 0 {
			b.WriteString(" " + text[m[8]:m[9]])
		}
		last = end
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

func init() {
	outOfScope = append(outOfScope,
		// "should i take two pills if i forgot one yesterday": a medical
		// question Pace must not answer, even from the user's own notes
		scopeRule{re(`^(?:(?:can|could|should|shall|may|is\s+it\s+(?:ok|okay|safe|fine|alright)\s+(?:to|if)|do\s+i\s+need\s+to)\s+(?:i|we|he|she|you)?\s*)(?:take|double|skip|stop|mix|give|have|up|increase|reduce|halve)\b.*\b(?:pills?|tablets?|meds|medicines?|medications?|doses?|dosage|insulin|antibiotics?|painkillers?|paracetamol|ibuprofen|aspirin|inhaler|drops)\b`),
			"I can't give medical advice — please ask your doctor or pharmacist (or your local health line). I can remind you to call them.", true, nil, nil},
	)
}
