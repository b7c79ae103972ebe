package grammar

import (
	"strings"

	"pace/plan"
)

// Stop 52: the families of the trios 482 on, and the leftovers stop 51
// named.

// habitDays: weekdays said in the plural ("wednesdays and fridays",
// "weekdays"), as a habit is.
const habitDays = `(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekdays|weekends)(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekdays|weekends))*`

// saidDay: a day as people write it after "to" or "on": "20 dec", "8th
// feb", "feb 28", "the 18th of December", "next tuesday", "tomorrow".
const saidDay = `(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?|tomorrow|tmrw|today|next\s+week|next\s+month|end\s+of\s+(?:the\s+)?(?:week|month|[a-z]{3,9}))`

// clockSaid: a clock time as people write it ("2pm", "10.30", "14:00").
const clockSaid = `(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}|\d{1,2}h\d{0,2})`

// stop52Rewrites: phrasings read as the grammar's own; they run before
// every earlier stop's.
var stop52Rewrites = []guardedRewrite{
	// "I took mi blood pressure, it was 132 over 84. Mark that one done
	// please.", "I bought Keisha present already, a nice storybook. Mark it
	// done.": the thing said done is "it", never the task in focus
	{lazy(`(?i)^\s*(?:(?:good\s+(?:morning|evening|afternoon)|hi|hello|ok|so)[!,.\s]+)*(?:i|we)\s+(?:have\s+|'ve\s+|already\s+|just\s+|finally\s+)*(?:took|bought|paid|called|rang|phoned|sent|posted|did|made|picked\s+up|got|booked|renewed|finished|cleaned|fixed|returned|collected|ordered)\s+(?:mi\s+|my\s+|the\s+|our\s+)?([^,.;!?]+?)(?:\s+already)?\s*,\s*[^.!?,]+[.!?]+\s*(?:please\s+|pls\s+|so\s+)?(?:mark|tick)\s+(?:it|that(?:\s+one)?|this(?:\s+one)?)\s+(?:as\s+)?(?:done|complete|completed|off|finished)(?:\s+(?:please|pls|thanks))?\s*[.!]*$`), "mark $1 done", lazy(`(?i)^\s*(?:(?:good\s+(?:morning|evening|afternoon)|hi|hello|ok|so)[!,.\s]+)*(?:i|we)\s+(?:have\s+|'ve\s+|already\s+|just\s+|finally\s+)*\S+\s+(?:mi\s+|my\s+|the\s+|our\s+)?(?:it|that|this|them|one|some|him|her)\b`)},
	// the final trio's families (497–499)
	// "on or before Dec 31": by that day
	{lazy(`(?i)\bon\s+or\s+before\b`), "by", nil},
	// Cantonese particles closing a clause: "high priority la", "… ar?"
	{lazy(`(?i)\s+(?:la|ar|ga|wor|gei|lor|leh|ah)\s*([,?.!:]|$)`), "$1", lazy(`(?i)\b(?:de|del|el|los|las|une|un|por|para|con|à)\s+la\b`)},
	// "fit like." (Doric for "how are you"), "fit's the weather …"
	{lazy(`(?i)^\s*fit\s+like\s*[,.!?]+\s*`), "", nil},
	{lazy(`(?i)^\s*fit'?s\s+the\s+weather\b`), "what's the weather", nil},
	{lazy(`(?i)^\s*how\s+is\s+going\s+to\s+be\s+the\s+weather\b`), "what's the weather going to be", nil},
	// "Dad dialysis changed: from now on Tue Thu Sat 7am, not Mon Wed Fri"
	{lazy(`(?i)^\s*(?:my\s+|the\s+)?(.+?)\s+(?:changed|has\s+changed|moved|is\s+changing|changes)\s*[:,-]\s*(?:from\s+now\s+on\s+)?((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s*(?:,|and|&)?\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)*)(\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?\s*,?\s*(?:not|instead\s+of)\s+[^,.]*[.!]*$`), "make $1 repeat every $2$3", nil},
	// "The cooncil's changed the bins, they're wednesdays now"
	{lazy(`(?i)^.*?\b(?:changed|moved|switched)\s+the\s+(.+?)\s*,\s*(?:they'?re|it'?s|they\s+are|it\s+is)\s+(?:on\s+)?(` + habitDays + `)(?:\s+now|\s+from\s+now\s+on)?\s*[.!]*$`), "the $1 is on $2", nil},
	// "proj", "pls put as repeating task"
	{lazy(`(?i)\bproj\b\.?\s*:`), "project:", nil},
	// "strata approval done! mark complete": that thing done
	{lazy(`(?i)^\s*([\p{L}][^!.,]*?)\s+(?:is\s+|are\s+)?(?:done|finished|sorted|approved|complete|completed|in)\s*[!.]+\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:mark|tick)(?:\s+(?:it|that))?\s+(?:as\s+)?(?:complete|completed|done|off)\s*[.!]*$`), "mark $1 done", lazy(`(?i)^\s*(?:i|we|it|that|this|they|he|she|you|the|my|our|all|everything)\b`)},
	// "Program a call with the lawyer …": schedule it
	{lazy(`(?i)^(\s*(?:please\s+)?)program\s+(a|an|the)\s+`), "${1}schedule $2 ", nil},
	// "Also one for coordinate the traffic plan, every Monday": the task
	{lazy(`(?i)^\s*(?:(?:and|also|plus)\s+)*(?:one|another\s+one|another)\s+(?:more\s+)?for\s+(?:to\s+)?`), "add ", lazy(`(?i)^\s*(?:(?:and|also|plus)\s+)*(?:one|another\s+one|another)\s+(?:more\s+)?for\s+(?:me|us|you|him|her|them|the\s+\S+\s+project)\b|\bfor\s+[^:,]{1,40}:`)},
	// "The milestones are: …"
	{lazy(`(?i)\bmilestones\s+(?:are|will\s+be|is)\s*:`), "milestones:", nil},
	// "Please add to the list of pending: …": a list to add
	{lazy(`(?i)\badd\s+to\s+(?:the|my)\s+list\s+of\s+(?:pending|pendings|to-?dos|things\s+to\s+do)\s*:`), "add:", nil},
	// "Which tasks I have with high priority?"
	{lazy(`(?i)^(\s*(?:which|what)\s+tasks)\s+(?:do\s+)?i\s+have\s+(?:with|of)\s+(?:a\s+)?(high|low|urgent|medium|normal)\s+priority\b`), "$1 are $2 priority", nil},
	// "give me the list of pending for next week"
	{lazy(`(?i)^(?:.*?[.!]\s+)?(?:(?:please|pls)\s+)?(?:give|show|send)\s+(?:me\s+)?(?:the\s+)?list\s+of\s+(?:pending|pendings|to-?dos)\s+(?:for\s+)?((?:this|next)\s+(?:week|month|weekend)|today|tomorrow)\b.*$`), "what's due $1?", nil},
	// "add: X by Fri, in Clinical Teaching, tag marking": the project said
	// after a comma
	{lazy(`^(\s*(?:(?:please|pls)\s+)?add\s*:[^,]+?)\s*,\s*in\s+([A-Z][\p{L}\d]*(?:\s+[A-Z][\p{L}\d]*){0,3})\s*(,|$)`), "$1 #$2$3", lazy(`(?i),\s*in\s+(?:the\s+)?(?:morning|afternoon|evening|january|february|march|april|may|june|july|august|september|october|november|december)\b`)},
	// "What is in retard ? I mean, which tasks are overdue ?": the question
	// said again
	{lazy(`(?i)^[^?]*\?\s*(?:i\s+mean|that\s+is(?:\s+to\s+say)?|i\.e\.|in\s+other\s+words)\s*,?\s*(\S.*\?)\s*$`), "$1", nil},
	// "Please, all the tasks of the festival project, give them the tag
	// "association"": that project's tasks tagged
	{lazy(`(?i)^\s*(?:please\s*,?\s*)?all\s+(?:the\s+)?tasks\s+(?:of|in|from)\s+(?:the\s+)?(.+?)\s+project\s*,\s*(?:please\s+)?(?:give|put|add)\s+(?:them|to\s+them|on\s+them)\s+the\s+(?:tag|label)\s+["“]?([\p{L}\d_-]+)["”]?\s*[.!]*$`), "tag all the $1 tasks with $2", nil},
	// French-shaped questions and names: "the project of the festival",
	// "which tasks are actually (currently) in …", "which tasks have I with
	// a high priority?", "what is in retard?", "the milestone of the
	// posters, rename it …"
	{lazy(`(?i)\bthe\s+project\s+of\s+(?:the\s+)?([\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+){0,3}?)(\s*[?,.!]|\s*$)`), "the $1 project$2", nil},
	{lazy(`(?i)^(\s*(?:which|what)\s+(?:tasks|things|items))\s+are\s+(?:actually|currently)\s+`), "$1 are ", nil},
	{lazy(`(?i)^(\s*(?:which|what)\s+(?:tasks|things|items))\s+(?:have|do)\s+i\s+(?:with|of)\s+(?:a\s+)?(high|low|urgent|medium|normal)\s+priority\b`), "$1 are $2 priority", nil},
	{lazy(`(?i)\b(?:is|are)\s+in\s+retard\b`), "is overdue", nil},
	{lazy(`(?i)^\s*the\s+milestone\s+(?:of|for|about)\s+(?:the\s+)?([^,]+?)\s*,\s*(?:please\s+)?rename\s+it\s+(?:to\s+|as\s+|into\s+)?`), "rename the $1 milestone to ", nil},
	// "hire a crane before the steel beam milestone": before that milestone's
	// day, as "before steel beam" reads it
	{lazy(`(?i)\bbefore\s+(?:the\s+|my\s+|our\s+)?([\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+){0,4}?)\s+milestone\b`), "before $1", lazy(`(?i)\b(?:add|create|new|set\s+up)\s+(?:a\s+)?milestone\b|\bmilestone\s+(?:called|named)\b`)},
	// "I have done the call to the notary": called them
	{lazy(`(?i)^(\s*i\s+(?:have\s+|'ve\s+)?)done\s+the\s+call\s+(?:to|with)\s+`), "${1}called ", nil},
	// "…, please add a repeating task": how often is said already
	{lazy(`(?i)(\b(?:every|each)\b.+?)\s*,\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:add|make|create)\s+(?:a\s+)?(?:repeating|recurring|weekly|monthly|daily)\s+(?:task|item|reminder|one|to-?do)(?:\s+(?:please|pls))?\s*[.!]*$`), "$1", lazy(`(?i)^\s*(?:every|each)\s+[^,]*?\s+(?:is|are)\s+(?:the|a|an|my|our)\b`)},
	// "The pruning of the vines, I would like to move it to the 16 of
	// December because …": the thing named first is "it"
	{lazy(`(?i)^\s*((?:the|my)\s+[^,]{3,60}?)\s*,\s*(?:i\s+would\s+like\s+(?:to|that\s+you)|i'?d\s+like\s+(?:to|you\s+to))\s+(move|change|put|push|shift|mark|tag|delete|rename|reschedule|postpone|give)\s+(?:it|this|that)\b`), "$2 $1", lazy(`(?i)^\s*the\s+(?:task|one|thing)\s+(?:about|for|with|on)\b|^[^,]*\b(?:i|we|you|it|is|are|was|must|can'?t|cannot|won'?t|will|has|have)\b[^,]*,`)},
	// "I have done the call to the notary this morning, you can mark it as
	// finished": done, said once
	{lazy(`(?i)^(\s*i\s+(?:have\s+|'ve\s+)?(?:done|made|finished|completed|sent|paid|posted)\s+.+?)\s*[,.;]\s*(?:so\s+)?(?:you\s+can|please|can\s+you|could\s+you)\s+(?:mark|tick|set)\s+(?:it|this|that)(?:\s+as)?\s+(?:finished|done|complete|completed|off)\s*[.!]*$`), "$1", nil},
	// "i don finish the login retest, mark am done": Pidgin "don", "am"
	{lazy(`(?i)^\s*i\s+don\s+(?:finish|complete)\s+`), "I finished ", nil},
	{lazy(`(?i)\b(mark|tick|push|move|delete|complete|make)\s+am\b`), "$1 it", nil},
	// "The Dr Lambert wants to see me again …, please add an appointment
	// with him for …": the person named first
	{lazy(`(?i)^\s*(?:the\s+)?((?:dr|mr|mrs|ms|doctor|prof|professor)\.?\s+[\p{L}'’-]+)\s+[^,.]+?[,.]\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?add\s+an?\s+(appointment|meeting|call|visit)\s+with\s+(?:him|her|them)\b`), "add an $2 with $1", nil},
	// "In fact no, please cancel this last change": undo
	{lazy(`(?i)^\s*(?:(?:in\s+fact|actually|no|oh|sorry|hmm|wait)[\s,!.]+)*(?:please\s+|pls\s+|can\s+you\s+)?(?:cancel|revert|reverse|take\s+back)\s+(?:this|that|the|my)\s+last\s+(?:change|thing|action|one|move)\b[^.!?]*[.!]*$`), "undo that", nil},
	// "Each first day of the month": every month on the 1st
	{lazy(`(?i)\b(?:each|every)\s+first\s+day\s+of\s+(?:the|each|every)\s+month\b`), "every month on the 1st", nil},
	// "a summary of all that remains to do before the end of the year"
	{lazy(`(?i)^(?:.*?[.!]\s+)?(?:(?:to\s+finish|finally|lastly)\s*,\s*)?(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:give|show|send|make)\s+(?:me\s+)?(?:a\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|overview|list|rundown)\s+of\s+(?:all\s+)?(?:that|what|everything)\s+(?:(?:still\s+)?remains|is\s+left|i\s+(?:still\s+)?have|is\s+still)\s+to\s+do\s+(before|by|until|till)\s+([^,.!?]+?)(?:\s*[,.!?].*)?$`), "what's due $1 $2?", nil},
	// "I would like that you note for me to call the notary": a to-do
	{lazy(`(?i)^\s*(?:(?:good\s+(?:morning|evening|afternoon))[\s,!.]+)?(?:i\s+would\s+like\s+(?:that\s+you\s+|you\s+to\s+)?|please\s+)?(?:note|write\s+down|remember)\s+for\s+me\s+(?:to|that\s+i\s+must|that\s+i\s+have\s+to)\s+`), "remind me to ", nil},
	{lazy(`(?i)\s*,\s*it\s+is\s+(?:necessary|needed|important)\s+to\s+do\s+it\s+((?:before|by|until|on)\s+[^,.!?]+)`), " $1", nil},
	// "…, to do the 15 of December, the priority is high. Best regards"
	{lazy(`(?i)\s*,\s*to\s+(?:do|be\s+done)\s+(the\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+|on\s+[^,.]+|before\s+[^,.]+|by\s+[^,.]+)`), " $1", nil},
	{lazy(`(?i)\s*,\s*the\s+priority\s+is\s+(high|low|urgent|medium|normal)\b`), ", $1 priority", nil},
	{lazy(`(?i)[\s.,]*(?:best\s+regards|kind\s+regards|regards|thank\s+you\s+in\s+advance|thanks\s+in\s+advance|many\s+thanks|cordially|sincerely)[\s.!,]*$`), "", nil},
	// "…, please note it as a task which repeats each week"
	{lazy(`(?i)(\b(?:every|each)\s+.+?)\s*,\s*(?:please\s+)?(?:note|add|put|save|enter|keep)\s+(?:it|this)\s+(?:in\s+)?as\s+(?:a\s+)?(?:task|reminder|to-?do)\s+(?:which|that)\s+(?:repeats?|recurs?|comes\s+back)\s+(?:each|every)\s+(?:week|day|month)\s*[.!]*$`), "$1", nil},
	// "pick up milk on the way home tn": tonight
	{lazy(`\btn\b`), "tonight", nil},
	// "grab eggs from woolies tag groceries, and call mum": a label said
	// after one item
	{lazy(`(?i)(,\s*[^,]*?[\p{L}\d])\s+(?:tag|label)\s+@?([\p{L}\d_-]+)\s*(,|;)`), "$1 @$2$3", lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:tag|label|untag|unlabel|put|give|set|make|move)\b|\b(?:with|and|the|a|put|give|same|both|all|each)\s+(?:tag|label)\b|\b(?:tag|label)\s+(?:it|them|that|this|all|both|each|those|these)\b|\bname\s+tag\b|\bprice\s+tag\b`)},
	// "bins are out, tick off this week": this time's occurrence done
	{lazy(`(?i)\s*,\s*(?:so\s+)?(?:tick|mark|check)\s+(?:it\s+)?off\s+(?:for\s+)?this\s+(?:week|time|one|month)\s*[.!]*$`), ", tick it off", nil},
	// "add X, due friday, high priority, project Work": one thing's slots
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly)\s+)?add\s+[^,:]+?)\s*,\s*due\s+([^,]+?)\s*,\s*((?:high|low|urgent|medium|normal|top)\s+priority)\s*,\s*(?:in\s+)?(?:the\s+)?project\s+([^,.]+?)\s*[.!]*$`), "$1 due $2, $3, in project $4", nil},
	// "tutor moved the essay to thurs, can u change it": the move
	{lazy(`(?i)^\s*(?:my\s+|the\s+)?[\p{L}]+\s+(?:moved|pushed|changed|shifted)\s+(.+?)\s+to\s+([^,]+?)\s*,\s*(?:so\s+)?(?:can|could|pls|please)\s+(?:u\s+|you\s+)?(?:change|update|move|fix)\s+(?:it|that)(?:\s+(?:pls|please|too))?\s*\??\s*$`), "move $1 to $2", nil},
	// "push the setlist deadline to dec 22": its day
	{lazy(`(?i)^\s*(?:(?:please|kindly|pls)\s+)?push\s+(?:the\s+)?(.+?)\s+deadline\s+(to|till|until)\s+`), "move the $1 $2 ", lazy(`(?i)\bproject\s+deadline\b|\b(?:all|every|everything)\b|->|→`)},
	// "…, no hurry, sometime next month, low priority": the level said
	// outright, the remark no part of the title
	{lazy(`(?i)\s*,\s*(?:no\s+hurry|no\s+rush|not\s+urgent|no\s+biggie)\s*(,.*\blow\s+prio(?:rity)?\b)`), "$1", nil},
	// "hi!! ok so first thing, i need to …", "ay also …", "mornin.": the
	// lead words of a message
	{lazy(`(?i)^\s*(?:(?:hi+|hey+|hello|mornin'?g?|morning|evening|howdy|ay|wepa)\s*[,!.]+\s*|(?:ay|wepa)\s+)*(?:(?:ok(?:ay)?\s+)?(?:so\s+)?(?:first\s+thing|first\s+of\s+all|one\s+more\s+thing|next\s+thing)\s*[,:]\s*)?`), "", lazy(`(?i)^\s*(?:(?:hi+|hey+|ay|wepa)[\s,!.]+)+(?:no|wait|nope|nah)\b`)},
	{lazy(`(?i)\s*,?\s*(?:pls|please|plz)?\s*(?:don'?t|dont)\s+let\s+me\s+forget(?:\s+(?:pls|please|plz))?\s*[.!]*$`), "", nil},
	// "a project called Quince de Sofi pa my daughters quinceañera": "pa"
	// is "para", for
	{lazy(`(?i)\bpa\s+(my|mi|la|el|the|los|las|tu|su)\b`), "for $1", nil},
	// "fixin to take the calf to the vet": going to
	{lazy(`(?i)^(\s*(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?)fixin'?g?\s+to\s+`), "${1}", nil},
	// "…, get that done by thursday": the day it is for
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:get|have|need)\s+(?:that|it|this)\s+(?:done|sorted|finished|in)\s+(by|before|on|for|till|until)\s+`), " $1 ", nil},
	// "set me up a weekly thing every wednesday to count the salt blocks"
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you)\s+)?set\s+(?:me\s+)?up\s+(?:a\s+|an\s+)?(?:weekly|daily|monthly|repeating|recurring|regular)?\s*(?:thing|task|reminder|job|to-?do)\s+((?:every|each)\s+[^,]+?)\s+to\s+([^,]+)`), "remind me to $2 $1", nil},
	// "the vet called, moved the calf appointment to thursday at 2": the
	// news, then the move
	{lazy(`(?i)^\s*(?:the\s+)?[\p{L}'’. ]{2,30}?\s+(?:called|rang|texted|emailed|phoned|said|wrote)\s*[,.;:-]+\s*(?:they\s+|she\s+|he\s+|and\s+)?(?:moved|changed|pushed|rescheduled|shifted)\s+`), "move ", nil},
	// "what did I get finished this week?"
	{lazy(`(?i)\bget\s+(?:finished|completed)\b`), "get done", nil},
	// "wait a minute, the lumber yard shorted us, open that lumber milestone
	// back up": reopened
	{lazy(`(?i)^\s*(?:(?:wait|hold\s+on|hang\s+on|oh|ah|ay\s+no|no|ay)(?:\s+a\s+(?:minute|sec|second|mo))?[\s,!.]+)+(?:[^,]+,\s*)?(?:(?:please|pls)\s+)?open\s+(?:that|the|this)\s+(.+?)\s+back\s+up\s*[.!]*$`), "reopen the $1", nil},
	{lazy(`(?i)^\s*(?:(?:wait|hold\s+on|hang\s+on|oh|ah|ay\s+no|no|ay)(?:\s+a\s+(?:minute|sec|second|mo))?[\s,!.]+)+(?:[^,]+,\s*)?(?:(?:please|pls)\s+)?((?:reopen|untick|unmark)\s+(?:that|it|this))(?:\s+one)?\s*[.!]*$`), "$1", lazy(`(?i)^[^,]*\b(?:the|my|our|that|this)\s+\S+[^,]*,`)},
	{lazy(`(?i)\bopen\s+(?:that|the|this)\s+(.+?)\s+back\s+up\b`), "reopen the $1", nil},
	// "put the light bill on tuesday instead, i get paid monday": a reason
	{lazy(`(?i)(\binstead)\s*,\s*(?:i|we|cos|coz|because|since|as|she|he|they)\b.*$`), "$1", nil},
	// "add water bill due friday and the phone bill due the 20th, both bills"
	{lazy(`(?i)\s*,\s*(?:both|all)\s+(bills|errands|chores|work|school|kids)\s*[.!]*$`), ", both tagged $1", nil},
	// "…, tag them compras" closing a list
	{lazy(`(?i)(:[^:]+?)\s*,\s*(?:and\s+)?(?:tag|label)\s+(?:them|all|all\s+of\s+them|each|them\s+all)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "$1. All tagged $2.", nil},
	// "delete all the compras ones my husband went already"
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:delete|remove|clear))\s+all\s+(?:the\s+|my\s+)?([\p{L}\d-]+)\s+(?:ones|things|items|tasks)\b(?:\s+(?:my|her|his|our|i|we|she|he|they|cos|coz|because|since)\b.*)?$`), "$1 all $2 tasks", nil},
	// "is the car loan one set to repeat?": when it is due, and how often
	{lazy(`(?i)^\s*(?:is|does|do|will)\s+(?:the\s+|my\s+)?(.+?)(?:\s+one|\s+task)?\s+(?:set\s+to\s+|going\s+to\s+)?(?:repeat|recur|repeating|recurring)(?:\s+(?:every\s+\w+|weekly|monthly|daily))?\s*\?*\s*$`), "when is the $1 due?", nil},
	// "the handouts for the Italian class of Wednesday": on that day
	{lazy(`(?i)\b(class|classes|lesson|lessons|meeting|seminar|session|lecture|course|practice|rehearsal|appointment|party|dinner|lunch|training|match|game|shift|exam|test)\s+of\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`), "$1 on $2", nil},
	// "Mark them as completed instead, I want to keep them for the records"
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?(?:mark|tick|complete|move|push|set|make|tag|archive)\s+.+?)\s*,\s*(?:i|we)\s+(?:want|need|would\s+like|'d\s+like|prefer)\s+to\b.*$`), "$1", nil},
	// "Change the electricity bill: in the end it was £91.20, not £84.60"
	{lazy(`(?i)^\s*(?:(?:please|pls)\s+)?(?:change|update|fix)\s+(?:the\s+)?(.+?)\s*[:,-]\s*(?:in\s+the\s+end\s+|actually\s+|so\s+)?(?:it\s+)?(?:was|is|came\s+to|cost)\s+([£$€]?\d[\d.,]*[£$€]?)\s*,?\s+not\s+[£$€]?\d[\d.,]*[£$€]?\s*[.!]*$`), "change the $1 to $2", nil},
	// "The conference is finished, please delete everything with label
	// conference": the news, then the change
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?[^,]+?\s+(?:is|are|was|has)\s+(?:finished|over|done|cancelled|canceled|ended|behind\s+us)\s*[,.;!]+\s*(?:so\s+)?(?:(?:please|pls)\s+)?((?:delete|remove|complete|mark|archive|tick)\s+(?:everything|all|every)\b.+)$`), "$1", lazy(`(?i)^\s*(?:everything|all|every|each)\b|\b(?:mark|tick|complete)\s+(?:all|everything)\s+(?:as\s+)?(?:done|complete|completed|off)\b`)},
	{lazy(`(?i)\b(everything)\s+with\s+(?:the\s+)?(?:label|tag)\s+`), "$1 tagged ", nil},
	// "I teach Italian class every Wednesday at 6pm, can you put it as a
	// repeating task please?"
	{lazy(`(?i)^\s*i\s+(teach|run|coach|lead|take|have|attend|go\s+to|do)\s+(.+?)\s+((?:every|each)\s+[^,]+?)\s*,\s*(?:so\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:put|add|make|set|save|enter)\s+(?:it|this|that)\s+(?:in\s+)?(?:as\s+)?(?:a\s+)?(?:repeating|recurring|weekly|regular)?\s*(?:task|item|reminder|event)?(?:\s+please)?\s*[?.!]*$`), "add $1 $2 $3", nil},
	// "The task about the draft to Prof. Henderson, please put it in the
	// Thesis Chapter 3 project."
	{lazy(`(?i)^\s*the\s+(?:task|one|thing|to-?do)\s+(?:about|for|with|on)\s+(.+?)\s*,\s*(?:(?:please|pls|can\s+you)\s+)?(put|move|file)\s+it\s+(in|into|under|to)\s+`), "$2 the $1 task $3 ", nil},
	// "I ran the western blot today, is done!": it's done
	{lazy(`(?i)\s*,\s*is\s+(done|finished|complete|completed|ready)\s*([.!]*)$`), ", it's $1$2", nil},
	// "Mark also the handouts as done please"
	{lazy(`(?i)^(\s*)(mark|tick|complete|move|tag|delete|push|set)\s+also\s+`), "${1}also $2 ", nil},
	{lazy(`(?i)^\s*(?:and\s+|so\s+)?(?:which|what)(?:\s+one|\s+task|\s+thing|'s|\s+is)?\s+(?:is\s+|'s\s+)?(?:the\s+)?(?:most\s+(?:urgent|important|pressing)|top\s+priority|highest\s+priority)(?:\s+(?:one|task|thing))?\s+(?:in|on|for|of)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\??\s*$`), "what are my high priority tasks in the $1 project?", lazy(`(?i)\b(?:in|on|for|of)\s+(?:the\s+)?(?:today|tonight|tomorrow|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|week|weekend|month)`)},
	// "which one is the most urgent?": the pressing tasks, urgent first
	{lazy(`(?i)^\s*(?:and\s+|so\s+)?(?:which|what)(?:\s+one|\s+task|\s+thing|'s|\s+is)?\s+(?:is\s+|'s\s+)?(?:the\s+)?(?:most\s+(?:urgent|important|pressing)|top\s+priority|highest\s+priority)(?:\s+(?:one|task|thing))?(?:\s+(?:right\s+)?now)?\s*\??\s*$`), "what are my high priority tasks?", nil},
	// "How does my week 51 look like?", "what's due in week 2?": that ISO
	// week's tasks
	{lazy(`(?i)^\s*(?:how\s+(?:does|do|will)\s+(?:my\s+|the\s+)?week\s+(\d{1,2})\s+look(?:\s+like)?|what(?:'s|\s+is|s)?\s+(?:(?:due|on|planned|happening|coming\s+up)\s+)?(?:in|during|for|on)\s+(?:my\s+|the\s+)?week\s+(\d{1,2})|what\s+do\s+i\s+have\s+(?:in|during|on|for)\s+(?:my\s+|the\s+)?week\s+(\d{1,2}))\s*\??\s*$`), "what's due the week of monday in week $1$2$3?", nil},
	// "call mum, must be today": the day said as a must
	{lazy(`(?i)\s*,\s*(?:it\s+|that\s+)?(?:must|has\s+to|needs\s+to|should|have\s+to)\s+be\s+(?:done\s+)?((?:by\s+|before\s+|on\s+)?(?:today|tonight|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*[.!]*$`), " $1", nil},
	// "X every Tuesday at 5pm please, only Tuesdays now": said again
	{lazy(`(?i)(\bevery\s+\S.*?)\s*,\s*(?:only|just)\s+(?:on\s+)?(?:` + habitDays + `)(?:\s+now|\s+from\s+now\s+on)?\s*[.!]*$`), "$1", nil},
	// "the money to Mummy, kindly change it to the 10th of every month
	// instead": the thing's repeat
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s*,\s*(?:(?:kindly|please|pls|so)\s+)*(?:change|make|set|move|switch)\s+(?:it|that)\s+(?:to\s+)?((?:the\s+\d{1,2}(?:st|nd|rd|th)?\s+of\s+)?every\s+[^,]+?)(?:\s+instead)?\s*[.!]*$`), "make $1 repeat $2", nil},
	// "extend the hall booking deadline to the 17th of January": its day
	{lazy(`(?i)^\s*(?:(?:please|kindly|pls)\s+)?extend\s+(?:the\s+)?(.+?)\s+(?:deadline|due\s+date|date)\s+(to|till|until)\s+`), "move the $1 $2 ", lazy(`(?i)\bproject\s+(?:deadline|due\s+date|date)\b`)},
	// "Add a milestone to the harvest project: final accounts to the
	// church treasurer by 15th March": the title after the colon, whole
	{lazy(`(?i)^\s*(?:(?:please|kindly|pls)\s+)?add\s+(?:a\s+|one\s+|another\s+)?(?:new\s+)?milestone\s+(?:to|for|in|on)\s+(?:the\s+|my\s+)?([^:"“]+?)\s*:\s*([^"“,]+?)(?:\s*,\s*(?:(?:by|on|due|for|before)\s+)?|\s+(?:by|on|due|for|before)\s+)(` + saidDay + `)\s*[.!]*$`), "add a milestone \"$2\" to the $1 by $3", nil},
	// "The harvest project, how far have we gone with it?"
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^,?]+?\s+project)\s*,\s*how\s+far\s+(?:have\s+we\s+(?:gone|got|come)|are\s+we|along\s+are\s+we|along\s+is\s+it|is\s+it|has\s+it\s+got)(?:\s+(?:with|on)\s+(?:it|that))?\s*\??\s*$`), "show the $1", nil},
	// "kindly add: submit my own tax return, 31st Jan, high priority,
	// project Tax Returns": one thing and its slots after a colon
	{lazy(`(?i)^(\s*(?:(?:kindly|please|pls)\s+)?add)\s*:\s*([^,:]+?)\s*,\s*(` + saidDay + `)\s*,\s*((?:high|low|urgent|medium|normal|top)\s+priority)\s*,\s*(?:in\s+)?(?:the\s+)?project\s+([^,.]+?)\s*[.!]*$`), "$1 $2 due $3, $4, in project $5", nil},
	// "Mrs Asante has brought her documents, please make her return due
	// this Friday": the news, then the change of that person's thing
	{lazy(`(?i)^\s*((?:mr|mrs|ms|miss|dr)\.?\s+[\p{L}'’-]+|[A-Z][\p{L}'’-]+)\s+(?:has|have|had|just)\s+(?:just\s+|finally\s+)?[a-z]+(?:ed|ght|ent|one|id|ne|ent)\b[^,.;]*[,.;]\s*(?:so\s+)?(?:(?:please|kindly|pls)\s+)?(make|move|set|push|mark|tick)\s+(?:her|his|their)\s+`), "$2 ${1}'s ", nil},
	// "Move all the client returns …, I want to finish early": the reason
	{lazy(`(?i)^(\s*(?:(?:please|kindly|pls)\s+)?(?:move|push|shift|reschedule|bump)\s+.+?\s+(?:to|till|until)\s+` + saidDay + `)\s*,\s*(?:i|we)\s+(?:want|need|would\s+like|'d\s+like|have|must|plan)\b[^,]*[.!]*$`), "$1", nil},
	// "Since the date picker was confusing, please add …": the reason
	// before the request
	{lazy(`(?i)^\s*(?:since|because|as|seeing\s+as)\s+[^,]{3,80},\s*((?:please|kindly|pls|can\s+you|could\s+you)\s+(?:add|create|make|move|put|set|mark|tag|delete|remove|rename))\b`), "$1", lazy(`(?i)\b(?:that|the\s+same)\s+(?:day|date|week|time|evening|morning)\b|\bthen\b`)},
	// "The fika is cancelled this week, but keep it for the coming weeks":
	// that one occurrence skipped
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([\p{L}][\p{L}'’ -]*?)\s+(?:is|are|has\s+been|got|was)\s+(?:cancelled|canceled|off|not\s+happening|called\s+off)\s+((?:this|next)\s+(?:week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b[^.!?]*[.!]*$`), "skip $1 $2", lazy(`(?i)\bskip\b|^\s*(?:the\s+|my\s+|our\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s?\b`)},
	// "Buy printer paper is not really sprint work, take it out of the
	// project": out of its project
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^,]+?)\s+(?:is|isn'?t|are|aren'?t)\s+(?:not\s+)?(?:really\s+)?[^,]{2,40},\s*(?:so\s+)?(?:(?:please|pls)\s+)?(?:take|move|get)\s+it\s+out\s+of\s+(?:the|its|that|this)\s+project\s*[.!]*$`), "take $1 out of the project", nil},
	// 'Add climbing every Tuesday … as a repeating task "Climbing
	// session", label health': the quoted name
	{lazy(`(?i)^(\s*(?:(?:please|pls)\s+)?add)\s+[^"“]+?\s+((?:every|each)\s+[^"“]+?)\s+as\s+(?:a\s+)?(?:repeating|recurring|weekly|regular)\s+(?:task|item|reminder)\s+(?:called\s+|named\s+)?(["“][^"”]+["”])`), "$1 $3 $2", nil},
	// "Set priority low on all the tasks that have no due date"
	{lazy(`(?i)^\s*(?:(?:please|pls|kindly)\s+)?set\s+(?:the\s+)?priority\s+(?:to\s+)?(low|high|medium|normal|urgent|none)\s+(?:on|for)\s+((?:all|every|each)\b[^,]+?)\s*(,.*)?[.!]*$`), "set $2 to $1 priority$3", nil},
	{lazy(`(?i)\b(all\s+(?:the\s+|my\s+)?tasks)\s+(?:that|which)\s+(?:have|has)\s+no\s+(?:due\s+)?date\b`), "$1 with no date", nil},
	// "…, summary of what is open in each project": the projects
	{lazy(`(?i)^(?:.*?[.!]\s+)?(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:give|show|send)\s+(?:me\s+)?(?:a\s+)?(?:short\s+|quick\s+|brief\s+)?(?:summary|overview|rundown)\s+of\s+what(?:'s|\s+is)\s+(?:open|left|outstanding)\s+(?:in|on|for)\s+(?:each|every|all\s+(?:my\s+)?)\s*projects?\b.*$`), "list my projects", nil},
	// "what have i knocked off lately?": the tasks completed
	{lazy(`(?i)^\s*(?:(?:chur|cheers|ta|thanks)(?:\s+for\s+that)?\s*[,!.]+\s*)?what\s+(?:have|did)\s+i\s+(?:knocked|knock|ticked|tick|crossed|cross|got|get)\s+(?:off|through|done)\s+(lately|recently|this\s+week|today|yesterday)\s*\??$`), "what have I completed $1?", nil},
	// "the hendersons checking in thurs 3pm": "in" is the title's
	{lazy(`(?i)\b(?:check(?:ing)?|checked)\s+in\s+((?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|thurs|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|today|tonight)\b`), "check-in $1", nil},
	// "text my daughter the bunks are sorted": a message for Pace to send,
	// read as "text my daughter for me" (declined, nothing changed)
	{lazy(`(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(text|message|whatsapp|email)\s+(my\s+[\p{L}]+|[A-Z][\p{L}]+)\s+(?:that\s+)?(?:the|i|we|it|she|he|they|our)\s+(?:[\p{L}'’]+\s+){0,3}?(?:is|are|was|were|'s|'re|have|has|will|got)\b.*$`), "$1 $2 for me", lazy(`(?i)\b(?:today|tonight|tomorrow|later|by|before|remind|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)},
	// "Change the porch painting milestone to June instead, 2027-06-15":
	// the date said last
	{lazy(`(?i)(\s+to\s+)(?:[a-z]+\s+)?(?:instead\s*)?,\s*(\d{4}-\d{2}-\d{2})\s*[.!]*$`), "$1$2", nil},
	// "papa blood test on 18 dec 8.30am - put under project Parents
	// medical": the new thing filed, said after it
	{lazy(`(?i)\s*(?:,|\s-+|–|—)\s*(?:and\s+)?(?:please\s+|pls\s+)?(?:put|file|pop|stick)\s+(under|in|into)\s+(?:a\s+|the\s+)?(?:new\s+)?project\b`), ", put it $1 project", lazy(`(?i)\b(?:put|file|pop|stick)\s+(?:it|them|both|all|these|those)\b`)},
	// "Add to X: remind me to time the showcase …": the item itself
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:to|in|under|for)\s+[^:]{1,40}:\s*)remind\s+me\s+to\s+`), "$1", nil},
	// "no practice this Thurs, Cerys got a cold": that one occurrence
	// skipped
	{lazy(`(?i)^\s*(?:(?:so|oh|and|also)\s+)?no\s+([\p{L}][\p{L}'’ -]*?)\s+((?:this|next|on)\s+(?:(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|thurs|fri|sat(?:ur)?|sun)(?:day)?|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[a-z]+)?))\b[^.!?]*[.!]*(?:\s*(?:please\s+)?(?:skip|cancel)\s+(?:that|this|it)(?:\s+one)?\s*[.!]*)?$`), "skip $1 $2", lazy(`(?i)^\s*no\s+(?:problem|worries|need|rush|hurry|way|idea|thanks|more|longer|one|it|that|this)\b`)},
	// "tomo morning": tomorrow
	{lazy(`(?i)\btomo\b`), "tomorrow", lazy(`(?i)\b(?:el|la|un|una|yo|tomo\s+(?:el|la|un|una))\b`)},
	// "Buen día!", "hola", "ché": a greeting or particle in Spanish
	{lazy(`(?i)^\s*(?:buen\s+d[ií]a|buenos\s+d[ií]as|buenas(?:\s+tardes|\s+noches)?|hola|bom\s+dia|ol[aá])(?:\s+(?:pace|amigo|amiga))?\s*[!,.]+\s*`), "", nil},
	{lazy(`(?i)\s*,?\s+ch[eé]\s*([,.!?]|$)`), "$1", nil},
	// "rite, need to add …", "Right, need to add …": the request itself
	{lazy(`(?i)^\s*(?:(?:right|rite|ok|okay|so|ah|oh)\s*[,!.]+\s*)?(?:i\s+)?(?:need|have|want|got)\s+to\s+add\s+`), "add ", nil},
	{lazy(`(?i)^\s*rite\s*[,!.]+\s*`), "right, ", nil},
	// "undo that ché, the one in the drawer is the old one": the undo, and a
	// reason
	{lazy(`(?i)^\s*(?:(?:no|oh|oops|wait|hmm|sorry|actually)[\s,!.]+)*(undo\s+(?:that|it|this|the\s+last\s+(?:one|thing|change)))\s*[,.;!-]+\s*(?:the|it|it's|its|i|i'm|that|this|we|because|cos|coz|since|my|he|she|they)\b[^.!?]*[.!]*\s*$`), "$1", lazy(`(?i)[,.;!-]\s*.*\b(?:move|add|create|mark|tick|delete|remove|rename|tag|set|change|make|put|push|then|and\s+then)\b`)},
	// "and the vet call from tues, was that ticked off?": is it done
	{lazy(`(?i)^\s*(?:(?:and|so|oh|also)\s+)?(?:the\s+|my\s+)?([^,?]+?)(?:\s+from\s+(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|\s+from\s+(?:yesterday|last\s+week|earlier))?\s*[,;-]+\s*(?:was|is|has|did)\s+(?:that|it|this)\s+(?:been\s+|get\s+|got\s+)?(?:ticked\s+off|ticked|done|completed|finished|marked\s+(?:as\s+)?done|sorted)\s*\?*\s*$`), "is the $1 done?", nil},
	// "roof on milestone is slipping, make it mid march": the milestone's
	// new day
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?(.+?\s+milestone)\s+(?:is|has|'s|’s)\s+(?:slipping|slipped|late|delayed|running\s+late|behind|going\s+to\s+slip|not\s+happening)(?:\s+\w+){0,3}?\s*[,.;!-]+\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:make|move|push|change|put|set)\s+(?:it|that)\s+(?:to\s+|for\s+|back\s+to\s+)?(.+?)\s*[.!]*$`), "move the $1 to $2", nil},
	// "chasing Gethin make it high priorty, hes slow as anything": a
	// reason after the level
	{lazy(`(?i)(\b(?:high|low|urgent|top|medium)\s+(?:priority|prio|priorty|prority))\s*[,;-]+\s*(?:he'?s|she'?s|they'?re|it'?s|hes|shes|theyre|its|he|she|they|cos|coz|because|as|since)\b[^,.]*[.!]*$`), "$1", nil},
	{lazy(`(?i)^\s*([\p{L}]+ing\s+[^,]*?)\s+(make|set)\s+(it|that)\s+((?:high|low|urgent|top|medium)\s+(?:priority|prio|priorty|prority))\s*[.!]*$`), "$1, $2 $3 $4", lazy(`(?i)^\s*(?:everything|anything|something|nothing|morning|evening|thing|king|ring|spring|string|bring|sing|wedding|ceiling|building|meeting|painting|booking|parking|shopping|training|ironing|wiring|planning|flooring)\b|\b(?:and|then|also|n|&|plus)\s+(?:make|set)\s+(?:it|that)\b|\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)\b`)},
	// "the madrassa pick up needs to be every Weds at 5.30, not just the
	// once": the task's repeat
	{lazy(`(?i)^\s*((?:the\s+|my\s+|our\s+)?.+?)\s+(?:needs|need|has|have|should|must)\s+(?:to\s+)?(?:be\s+|happen\s+|go\s+)?(?:on\s+)?(every\s+[^,]+?)(?:\s*,?\s*(?:not\s+just\s+(?:the\s+)?once|not\s+(?:a\s+)?one-?off|not\s+once|from\s+now\s+on|going\s+forward))?\s*[.!]*$`), "make $1 repeat $2", lazy(`(?i)^\s*(?:i|we|you|it|this|that|there)\b`)},
	// "every Weds at 5.30": the time of the repeat
	{lazy(`(?i)\b(every\s+(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|thurs|fri|sat(?:ur)?|sun)(?:day)?s?)\s+at\s+(\d{1,2})\.(\d{2})\b`), "$1 at $2:$3", nil},
	// "add dipping to the list, saturday fortnight": two weeks after that
	// day
	{lazy(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\s+fortnight\b`), "2 weeks after $1", nil},
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?add\s+[^,]+?)\s+to\s+(?:the|my|our)\s+(?:to-?do\s+|task\s+)?list\s*,\s*(\S)`), "$1, $2", lazy(`(?i)\b(?:shopping|grocery|groceries|packing|reading|guest|christmas|wish)\s+list\b`)},
	// "everything tagged callbacks that's still open make it high priority":
	// the open ones are every change's set
	{lazy(`(?i)\b((?:everything|all(?:\s+the)?\s+[\p{L}-]+\s+tasks|all\s+tasks)\s+(?:tagged|labelled|labeled|with\s+the\s+(?:tag|label))\s+@?[\p{L}\d_-]+)\s+(?:that'?s|that\s+is|which\s+is|that\s+are|which\s+are|that\s+(?:is|are)\s+still|still)\s+(?:still\s+)?(?:open|not\s+done|undone|outstanding|pending|left)(?:\s+yet)?\b`), "$1", nil},
	{lazy(`(?i)^\s*((?:everything|all(?:\s+the)?\s+[\p{L}-]+\s+tasks|all\s+tasks)\s+(?:tagged|labelled|labeled|due|in|for|on)\s+[^,—–"“”]+?)\s*,?\s+(?:(?:pls|please)\s+)?(?:make|set|mark)\s+(?:it|them|all|them\s+all|all\s+of\s+them|each)\s+(?:to\s+)?((?:high|low|urgent|top|medium|normal)\s+(?:priority|prio)|(?:high|low|urgent|top|medium|normal))(?:\s+(?:pls|please|thanks))?\s*[.!]*$`), "set $1 to $2", lazy(`(?i)\bpriority\s+priority\b`)},
	// "everything due Weds except Zara's pick up, push to Fri pls": the set
	// named first, then the move
	{lazy(`(?i)^\s*((?:everything|all(?:\s+the)?\s+[\p{L}-]+\s+tasks|all\s+tasks|all\s+my\s+tasks)\s+(?:due|on|for|tagged|in)\b[^,]*?)\s*[,;-]+\s*(?:pls\s+|please\s+)?(push|move|shift|bump|put)\s+(?:it\s+|them\s+|all\s+|them\s+all\s+)?(back\s+|forward\s+)?(to|till|until|by|on|a|one|two|\d)\b\s*([^,]*?)(?:\s+(?:pls|please|thanks))?\s*[.!]*$`), "$2 $1 $3$4 $5", nil},
	// "lambing started early!! everything for the barn push back a
	// fortnight": news, then the change of a project's tasks
	{lazy(`(?i)^(?:[^.!?]*[!.]+\s+)?(?:so\s+)?(everything|all\s+(?:the\s+)?tasks)\s+(?:for|in|on|under)\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)(?:\s+project)?\s*,?\s+(push|move|shift|bump|put)\s+(back|forward)\s+(?:by\s+)?(a\s+fortnight|a\s+week|one\s+week|two\s+weeks|a\s+day|\d+\s+(?:days?|weeks?))\s*[.!]*$`), "$3 everything in the $2 project $4 $5", nil},
	{lazy(`(?i)\b(?:by\s+)?a\s+fortnight\b`), "two weeks", lazy(`(?i)\b(?:every|each|in)\s+a\s+fortnight\b|\bfortnight\s+(?:on|from|after)\b`)},
	// "can you put 'ask Imran about the budget' on the extension for this
	// weekend": the quoted task, in that project
	{lazy(`(?i)^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+|pls\s+|just\s+)?(?:put|stick|pop)\s+(['‘"“][^'’"”]+['’"”])\s+(?:on|in|under|into|to)\s+(?:the\s+|my\s+)?([\p{L}\d'’ -]+?)(?:\s+project)?(\s+(?:for|by|on|due|before)\s+[^?]+?)?\s*[?.!]*$`), "add $1 to the $2 project$3", lazy(`(?i)['’"”]\s+(?:on|in|into|to|under)\s+(?:(?:for|by|at|a|an|every|each)\b|(?:the\s+)?(?:first|last|next|this|\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight))|\bmilestone\b|\b(?:tag|label)\b|\b(?:calendar|diary|agenda|list|note|notes)\b`)},
	// 'add "X" to the extension project for this weekend': the day after
	// the project, without "for"
	{lazy(`(?i)(["”'’]\s+(?:to|in|into|under)\s+(?:the\s+|my\s+)?[\p{L}\d'’ -]+?\s+project)\s+for\s+((?:this|next)\s+(?:weekend|week|month)|tomorrow|today|tonight)\b`), "$1 $2", nil},
	// 'Add a project "Visa O-1" with milestones: …': the quoted name
	{lazy(`(?i)\bproject\s+["“]([^"”]+)["”]\s+with\s+(milestones|tasks|to-?dos)\s*:`), "project $1 with $2:", nil},
	// "…: rehearsal 2 to 4pm, and after that the fitting at 5": the next
	// item of the list
	{lazy(`(?i)(:[^:]+?)\s*,\s*(?:and\s+)?(?:after\s+that|afterwards)\s+`), "$1, ", nil},
	// "Change the tag classes to clases in all the tasks": the label's new
	// name
	{lazy(`(?i)^\s*(?:please\s+)?(?:change|rename|switch)\s+the\s+(?:tag|label)\s+@?([\p{L}\d_-]+)\s+(?:to|into|for)\s+@?([\p{L}\d_-]+)(?:\s+(?:in|on|for|across)\s+(?:all\s+)?(?:the\s+|my\s+)?(?:tasks|items|things|to-?dos))?\s*[.!]*$`), "rename the $1 label to $2", nil},
	// "lower the priority of X, I already have an option": one step lower
	{lazy(`(?i)^\s*(?:please\s+|pls\s+|can\s+you\s+)?(lower|reduce|drop|decrease|raise|increase|bump\s+up|up)\s+(?:the\s+)?(?:priority|prio)\s+(?:of|on|for)\s+(.+?)(?:\s*[,;-]\s*(?:i|it|we|they|he|she|as|because|cos|since)\b.*)?\s*[.!]*$`), "${1} priority step for $2", lazy(`(?i)\b(?:to|as)\s+(?:low|high|medium|normal|urgent|none|top|p[1-4])\b`)},
	// "which is due first, the forecast or the overtime check?", "shall I
	// do A or B first?": when each is due, asked apart
	{lazy(`(?i)^\s*(?:which|what)\s+(?:one\s+|task\s+|of\s+them\s+)?(?:is|comes|'s|’s|should\s+i\s+do)\s+(?:due\s+)?(?:first|earlier|sooner|next)\s*[,:;-]?\s*(?:the\s+|my\s+)?([^?]+?)\s+or\s+(?:the\s+|my\s+)?([^?]+?)\s*\??\s*$`), "when is the $1 due? when is the $2 due?", nil},
	{lazy(`(?i)^\s*(?:shall|should|do|must)\s+i\s+(?:do|start(?:\s+with)?|finish|tackle)\s+(?:the\s+|my\s+)?([^?]+?)\s+or\s+(?:the\s+|my\s+)?([^?]+?)\s+first\s*\?*\s*(?:which\s+(?:one\s+)?(?:is|comes)\s+(?:due\s+)?(?:earlier|first|sooner)\s*\??)?\s*$`), "when is the $1 due? when is the $2 due?", nil},
	{lazy(`(?i)^\s*(?:the\s+|my\s+)?([^?,]+?)\s+or\s+(?:the\s+|my\s+)?([^?,]+?)\s*[,:;-]+\s*(?:which|what)\s+(?:one\s+)?(?:is|comes)\s+(?:due\s+)?(?:first|earlier|sooner)\s*\??\s*$`), "when is the $1 due? when is the $2 due?", nil},
	// "I registered the new address, and Ziggo is cancelled. Both done.":
	// two things done, the second said as news
	{lazy(`(?i)^\s*((?:i|we)\s+(?:have\s+|'ve\s+|just\s+|finally\s+)*[a-z]+ed\s+[^.!?]+?)\s*,?\s+and\s+([^.!?]+?)\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|also\s+)?([a-z]+)\s*[.!]\s*(?:so\s+)?(?:both|all|both\s+of\s+them|all\s+of\s+them)\s+(?:are\s+)?(?:done|finished|sorted|complete|completed)\s*[.!]*$`), "$1 and $3 $2", nil},
	// "early bake the morra 5am high priority": the priority of a new
	// thing said after its day, without a comma
	{lazy(`(?i)^(\s*[\p{L}][^,]*?\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}))\s+(high|low|top|urgent)\s+(?:priority|prio|prior)\s*[.!]*$`), "$1, $2 priority", lazy(`(?i)^\s*(?:(?:please|pls|and|also|ok|so|actually)\s+)*(?:set|make|mark|change|move|put|give|bump|raise|lower|the|my|that|it|this)\b`)},
	// "Please call the gemeente and ask when …": asked of Pace, which
	// cannot phone; offered as a to-do (scopeRule below)
	// "… . And there is the club ride every sunday at 9:00.": a thing to
	// keep, said as news
	{lazy(`(?i)([.!;]\s+)(?:and\s+|also\s+|oh\s+and\s+|plus\s+)?there(?:'s|’s|\s+is|\s+are|\s+will\s+be)\s+(?:also\s+)?(the|a|an|my|our)\s+(\S[^.!?]*?\b(?:every|each|on|at|next|this|tomorrow|today|tonight)\b[^.!?]*)`), "${1}Add a task $3", lazy(`(?i)\b(?:note|notes|remember\s+that|write\s+down)\b|\bthere(?:'s|’s|\s+is|\s+are)\s+(?:also\s+)?(?:the|a|an|my|our)\s+(?:\S+\s+){0,3}?(?:problem|issue|question|reason|chance|way|lot|bit|need)\b`)},
	// "move carpentry done milestone to end feb": the end of that month
	{lazy(`(?i)(^|\s)end\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)\b`), "${1}end of $2", lazy(`(?i)\bend\s+(?:may|march)\s+(?:to|the|a|my|our|with|by)\b`)},
	// "flour orders done ken", "… liao": particles closing a remark
	{lazy(`(?i)\s*,?\s+(?:ken|eh|liao|lah|lor|leh|sia)\s*([?.!]*)$`), "$1", lazy(`(?i)\b(?:the|a|my|our|his|her|i|would|feel|look|looks|just|you|something|anything|what|that|if)\s+(?:like|ken|aye)\s*[?.!]*$`)},
	// "the ID quotes done liao, mark complete": the thing said done, then
	// the change without "it"
	{lazy(`(?i)^\s*(?:the|my|our)\s+([^,.!?]+?)\s+(?:is\s+|are\s+|was\s+|were\s+|has\s+been\s+|have\s+been\s+|got\s+|all\s+)?(?:done|finished|sorted|sent|paid|submitted|completed)(?:\s+(?:already|now|liao|lah|le|ken|aye|la))?\s*[,.!]+\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+)?(?:mark|tick|check)(?:\s+(?:it|that|them|this))?(?:\s+as)?\s+(?:complete|completed|done|off|finished)(?:\s+(?:pls|please|thanks|ty))?\s*[.!]*$`), "mark $1 done", nil},
	// "plans are signed off! tick that milestone off": the milestone of
	// that name, done
	{lazy(`(?i)^\s*(?:(?:yay|woohoo|great|good\s+news|finally|brilliant|so)[\s,!.]+)?(?:the\s+|my\s+|our\s+)?([^,.!?]+?)\s+(?:(?:is|are|was|were|has\s+been|have\s+been|got|finally)\s+(?:finally\s+)?(signed\s+off|approved|done|finished|complete|completed|booked|submitted|delivered|installed|passed|confirmed|agreed)|(?:came|come|went|gone)\s+(?:thru|through)|(?:has\s+)?(?:arrived|landed|happened))\s*[!.;]+\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:tick|mark|check)\s+(?:that|this|the)\s+milestone\s+(?:as\s+)?(?:off|done|complete|completed|finished)\s*[.!]*$`), "mark the $1 $2 milestone done", lazy(`(?i)\bmilestone\s+(?:is|are|was|were|has|have|got|finally|came|went|arrived)\b`)},
	// "wait naw i havent sent it yet put it back": not done after all
	{lazy(`(?i)^\s*(?:(?:wait|oh|oops|hang\s+on|actually|sorry|hmm|och)[\s,!.]+)*(?:(?:naw|nah|no|nope)[\s,!.]+)?i\s+(?:havent|haven'?t|have\s+not|didnt|didn'?t|did\s+not|hadnt|hadn'?t)\s+(?:actually\s+|really\s+)?(?:\w+\s+){1,2}?(?:it|that|them)(?:\s+(?:yet|after\s+all|actually))?\s*[,.!;-]*\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:put\s+it\s+back|reopen\s+it|undo\s+that|unmark\s+it|untick\s+it|open\s+it\s+again|mark\s+it\s+(?:as\s+)?(?:not\s+done|undone|open|incomplete))\s*[.!]*$`), "reopen it", nil},
	// "wee task to phone the electrician on friday", "a task to …": the
	// task itself
	{lazy(`(?i)^\s*(?:(?:please|pls|and|also)\s+)?(?:a\s+)?(?:wee|quick|small|little|new|another)?\s*(?:task|job|reminder|to-?do)\s+to\s+`), "remind me to ", lazy(`(?i)\b(?:task|job|reminder|to-?do)\s+to\s+(?:the|my|our|a|an)\s+(?:[\p{L}\d'-]+\s+){0,3}?(?:project|milestone|list)\b`)},
	// "actually its 2pm no 10.30": the first time said, the other denied
	{lazy(`(?i)^\s*((?:actually|sorry|oops|wait|no|naw|och)[\s,!.]+)*(?:it'?s|its|it\s+is|it'?ll\s+be)\s+(?:at\s+)?(` + clockSaid + `)\s*[,.]?\s+(?:no|not)\s+` + clockSaid + `\s*[.!]*$`), "actually make it $2", nil},
	// "sign up for the glasgow 10k, registration closes 15th december": the
	// day it must be done by
	{lazy(`(?i)^(.+?)\s*[,;-]\s*(?:the\s+)?(?:registration|registrations|entries|entry|applications?|sign-?ups?|bookings?|tickets?|submissions?|enrolment|enrollment|early\s+bird)\s+(?:closes?|ends?|is|are|due|deadline\s+is|close\s+on)\s+(?:on\s+)?(` + saidDay + `)`), "$1 by $2", nil},
	// "set up a fundraising page by friday": "set up" is a job to do
	{lazy(`(?i)^(\s*(?:(?:and|also|then|please|pls)\s+)*)set\s+up\s+(?:a|an|the|my|our|some|new)\b`), "${1}remind me to set up a", lazy(`(?i)\bset\s+up\b.*\b(?:ticket|tickets|table|flight|flights|hotel|room|taxi|cab|uber|lyft|reservation|booking|seat|seats|alarm|timer|wifi|wi-fi|printer|tv|speaker)\b|\bset\s+up\s+(?:a|an|the|my|our|some|new)\s+(?:[\p{L}-]+\s+){0,2}?(?:project|milestone|task|label|tag|reminder|to-?do|list|repeat|one)s?\b|\bset\s+up\s+(?:the|my|our)\b`)},
	{lazy(`(?i)^(\s*(?:(?:and|also|then|please|pls)\s+)*)set\s+up\s+(the|my|our)\b`), "${1}remind me to set up $2", lazy(`(?i)\bset\s+up\b.*\b(?:ticket|tickets|table|flight|flights|hotel|room|taxi|cab|uber|lyft|reservation|booking|seat|seats|alarm|timer|wifi|wi-fi|printer|tv|speaker)\b|\bset\s+up\s+(?:the|my|our)\s+(?:[\p{L}-]+\s+){0,2}?(?:project|milestone|task|label|tag|reminder|to-?do|list|repeat|one)s?\b|\s+(?:to|as)\s+(?:high|low|urgent|repeat|every)\b`)},
	// "change the reopen milestone to 8th feb the joiners running late": a
	// reason after the day, said without a stop
	{lazy(`(?i)^(\s*(?:(?:please|pls|actually)\s+)?(?:move|push|shift|bump|reschedule|change|put|set)\s+.+?\s+(?:back\s+|forward\s+)?(?:to|till|until|for)\s+` + saidDay + `)\s*,?\s+(?:the|a|my|our|his|her|their|cos|coz|because|bc|since|as)\s+\S+(?:\s+\S+){0,2}?\s+(?:is|are|was|were|running|ran|have|has|had|got|can'?t|cannot|won'?t|didn'?t|couldn'?t|need|needs|still|want|wants|said|says)\b.*$`), "$1", nil},
	{lazy(`(?i)^(\s*(?:(?:please|pls|actually)\s+)?(?:move|push|shift|bump|reschedule|change|put|set)\s+.+?\s+(?:back\s+|forward\s+)?(?:to|till|until|for)\s+` + saidDay + `)\s*,\s*(?:still|not\s+yet|not\s+sure|tbc|tbd|maybe|probably|for\s+now|we'?ll\s+see)\b[^,.;]*\s*[.!]?$`), "$1", nil},
	// "actually the pick ID milestone move to 20 dec": the thing named
	// first, then the move
	{lazy(`(?i)^\s*(?:(?:actually|ok|okay|so|and|also|oh|sorry)[\s,]+)*((?:the|my|our)\s+[^,]+?\s+(?:milestone|task|one))\s+(?:please\s+|pls\s+)?(?:move|push|shift|change|postpone|reschedule)\s+(?:it\s+)?(to|till|until|back\s+to)\s+`), "move $1 to ", nil},
	// "hacking works milestone — what date again?"
	{lazy(`(?i)^\s*(?:(?:and|so|ok|oh)[\s,]+)?(?:the\s+|my\s+)?([^?]+?\s+milestone)\s*(?:[-–—,:;?]+)\s*(?:what|which)\s+(?:date|day)(?:\s+(?:again|is\s+it|was\s+it|is\s+that|was\s+that))*\s*\??\s*$`), "when is the $1?", nil},
	// "which tasks tagged audit?": the label's tasks
	{lazy(`(?i)^(\s*(?:which|what)\s+(?:tasks|things|jobs|items|to-?dos))\s+(tagged|labelled|labeled)\b`), "$1 are $2", nil},
	// "tag both cycling things with cycling": every task of that word
	{lazy(`(?i)\b(tag|label|untag|move|mark|complete|tick|delete|reschedule|push)\s+(?:both|the\s+two|the\s+2|all\s+the|both\s+the|the)\s+([\p{L}][\p{L}\d-]*)\s+(?:things|ones|jobs|items|bits)\b`), "$1 all $2 tasks", lazy(`(?i)\b(?:the|both)\s+(?:two|three|four|five|six|other|last|first|new|old|same|remaining|open|done|overdue|urgent)\s+(?:things|ones|jobs|items|bits)\b`)},
	// "undated house move tasks": the tasks with no date
	{lazy(`(?i)\b(?:undated|unscheduled|dateless)\s+((?:[\p{L}\d-]+\s+){1,3}?)(tasks|things|jobs|items)\b`), "$1$2 with no date", lazy(`(?i)^\s*(?:show|list|what|which)\b|^\s*(?:my\s+|the\s+)?(?:undated|unscheduled|dateless)\s+(?:tasks|things|jobs|items)\s*[?.!]*$`)},
	// "All house move tasks without a date: put them on friday the 18th":
	// the selection named first, then the change on "them"
	{lazy(`(?i)^\s*((?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?[^:,]+?)\s*[:,;-]+\s*(?:please\s+|pls\s+)?(?:put|move|set|shift|push|schedule|bump)\s+(?:them|these|those)(?:\s+all)?\s+(?:on|to|for|till|until)\s+(.+?)\s*[.!]*$`), "move $1 to $2", nil},
	// "also book badminton court every thurs, remind me 7pm": the time of
	// the to-do, asked as a reminder
	{lazy(`(?i)^\s*(?:(?:also|and|pls|please)\s+)*(.+?)\s*[,;-]\s*(?:pls\s+|please\s+)?remind\s+me\s+(?:at\s+|by\s+|@\s*)?(` + clockSaid + `)\s*[.!]*$`), "remind me to $1 at $2", lazy(`(?i)^\s*(?:(?:also|and|pls|please)\s+)*remind\b|\b(?:i|we)\s+(?:have|need|must|got|should|gotta|'ve|'d)\b`)},
	// "I will make an appointment with the notary …": the appointment
	{lazy(`(?i)^\s*i\s+(?:will|'ll|am\s+going\s+to|must|have\s+to|need\s+to|want\s+to|should|shall)\s+(?:make|book|have|get|set\s+up|schedule)\s+an?\s+(appointment|meeting|call)\s+with\b`), "add $1 with", nil},
	// "…. Please add it.": said once more after the thing itself
	{lazy(`(?i)(\S)\s*[.!]\s+(?:(?:please|pls|kindly|can\s+you|could\s+you)\s+)*(?:add|save|put\s+in|note|enter)\s+(?:it|that|this)(?:\s+(?:in|to|on|into)\s+(?:my\s+|the\s+)?(?:list|tasks|to-?dos|calendar|agenda|planning))?(?:\s+(?:please|pls|thanks|thank\s+you))?\s*[.!]*$`), "$1", nil},
	// "send the fatura amanhã": Portuguese "tomorrow" in an English request
	// (a Portuguese sentence keeps it, and gets the other-language reply)
	{lazy(`(?i)\bamanh(?:ã|a)([^\p{L}]|$)`), "tomorrow$1", lazy(`(?i)\b(?:para|uma|um|por\s+favor|você|voce|preciso|tenho|lembrar|lembre|fazer|não|nao|com|até|ate)\b`)},
	// "create a project Garden with 2 tasks: …": the count is no part of
	// the project's name
	{lazy(`(?i)\b(with|and)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|some|these|the\s+following)\s+(?:new\s+)?(tasks|to-?dos|milestones)\s*:`), "$1 $2:", nil},
	// "create a project Attic and add prune roses and mulch beds to it":
	// the list, as "with tasks:" reads it
	{lazy(`(?i)^(\s*(?:(?:please|pls|kindly)\s+)?(?:create|make|start|set\s+up|add)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,:]+?)\s*,?\s+(?:and|then|&)\s+add\s+(.+?)\s+(?:to|in|into|under)\s+(?:it|that|that\s+one|the\s+project)\b`), "$1 with tasks: $2", lazy(`(?i)\badd\s+(?:a|an|one|some|\d+)\s+(?:new\s+)?(?:tasks?|milestones?|to-?dos?)\b|\badd\s+(?:the|my|our|those|these|them|it|all)\b|\b(?:and|,)\s+(?:the|my|our)\s+[^,]+?\s+(?:to|in|into|under)\s+(?:it|that)\b`)},
	// "…: prune roses and mulch beds, both for next saturday": one day for
	// every item of the list, said once at its end
	{lazy(`(?i)^([^:]+:\s*\S.*?)\s*(?:,|;|\s-+|–|—)\s*(?:and\s+)?(?:both|all|all\s+of\s+them|each|both\s+of\s+them)\s+((?:due|for|on|by|before)\s+\S.*?)\s*[.!]?$`), "$1. All $2.", nil},
	// "The bazaar has some milestones. Please add these: …": the project's
	// milestones (or tasks), said in a sentence before the list
	{lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([\p{L}\d'’ -]{2,40}?)(?:\s+project)?\s+(?:has|have|needs|need|will\s+have|gets|got)\s+(?:some|a\s+few|several|\d+|two|three|four|five|six)\s+(?:new\s+)?(milestones|tasks|to-?dos)\s*[.!]\s*(?:(?:so|ok|okay)\s*,?\s+)?(?:(?:please|pls|kindly|could\s+you|can\s+you)\s+)*(?:add|put\s+in|create)\s+(?:these|them|the\s+following|those)\s*:\s*`), "add $2 to the $1 project: ", nil},
	// "my yoga class moved to wednesdays and fridays now": the habit's new
	// days (its repeat), as "yoga class is on wednesdays" reads it
	{lazy(`(?i)^\s*(?:my\s+|the\s+|our\s+)?(.+?)\s+(?:has\s+|have\s+|got\s+|is\s+|was\s+|are\s+)?(?:moved|changed|switched|shifted)\s+(?:to|over\s+to)\s+(?:every\s+)?(` + habitDays + `)(?:\s+now|\s+from\s+now\s+on)?\s*[.!]?$`), "$1 is on $2", nil},
	{lazy(`(?i)^(\s*.+?\s+(?:is|are|'s)\s+(?:on\s+)?` + habitDays + `)\s+(?:now|from\s+now\s+on)\s*[.!]?$`), "$1", nil},
}

func stop52Rewritten(text string) string {
	return asideInBrackets(dashItems(applyGuarded(text, stop52Rewrites)))
}

// asideLead: a clause after a thing with its day or time that says what
// to bring or mind ("…, bring passport, photos and the form", "…, must
// fast from midnight", "…, must be under 12 minutes"); groups 1 and 2 (or
// 3 and 4) the word before the comma and the clause's first words.
var asideLead = lazy(`(?i)(\d(?:\s*(?:am|pm))?|\b(?:am|pm|noon|morning|afternoon|evening|tonight|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*,\s+((?:bring|take|pack|must|remember\s+to|don'?t\s+forget(?:\s+to)?)\s+)|([\p{L}\d])\s*,\s+((?:must|has\s+to|needs\s+to|should)\s+be\s+)`)

// asideEnd: where such a clause ends: a stop, " - ", or a comma before
// words of the request's own (a day, a label, a project, a priority).
var asideEnd = lazy(`(?i)\s*(?:[.;!?]|\s-\s|,\s*(?:before|by|due|tag|label|put|file|high|low|urgent|and\s+(?:tag|put|make|file))\b|$)`)

// asideDay: a clause with a day or time of its own ("must be done by 6")
// is the request's, never an aside.
var asideDay = lazy(`(?i)\b(?:before|by|until|till|at|on|in)\s+(?:the\s+)?\S*\d|\b(?:by|before|until|till)\s+(?:the\s+)?(?:end|start|middle|weekend|next|this)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\bnext\s+(?:week|month)\b|\d\s*(?:am|pm)\b|\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)

// asideInBrackets is text with such an aside put in brackets after the
// thing ("… at 9:30 am (bring passport, photos and the form). tag visa"),
// which asideNotes then moves to the new task's notes; other text is
// returned as it is.
func asideInBrackets(text string) string {
	m := asideLead.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	if m[2] < 0 {
		m = []int{m[0], m[1], m[6], m[7], m[8], m[9]} // "…, must be under 12 minutes"
	}
	start := m[4]
	e := asideEnd.FindStringIndex(text[start+1:])
	if e == nil {
		return text
	}
	end := start + 1 + e[0]
	aside := strings.TrimSpace(text[start:end])
	if asideDay.MatchString(aside) || strings.ContainsAny(aside, "()") {
		return text
	}
	return text[:m[3]] + " (" + aside + ")" + text[end:]
}

// asideTitle: an aside in brackets in a new task's title (group 1 its
// words).
var asideTitle = lazy(`(?i)\s*\(((?:bring|take|pack|must|remember\s+to|don'?t\s+forget(?:\s+to)?)\s+[^()]+)\)\s*`)

// asideNotes is p with an aside in brackets in a new task's title moved to
// its notes ("consulate appointment (bring passport …)": the title
// "consulate appointment", the notes "bring passport …").
func asideNotes(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		title := argString(st.Args, "title")
		m := asideTitle.FindStringSubmatchIndex(title)
		if st.Tool != "createTask" || m == nil || m[0] == 0 {
			continue
		}
		notes := title[m[2]:m[3]]
		if n := argString(st.Args, "notes"); n != "" {
			notes = n + "\n" + notes
		}
		st.Args["title"] = strings.TrimSpace(title[:m[0]] + " " + title[m[1]:])
		st.Args["notes"] = notes
	}
	return p
}

// dashHead: a list's head before items each opened by a dash on one line
// ("Milestones: - contract signed 15 December - keys handover …").
var dashHead = lazy(`(?i)\b(?:milestones|tasks|to-?dos|items|steps|things(?:\s+to\s+do)?|add(?:\s+to\s+[^:]{1,40})?)\s*:\s*-\s+`)

// dashSep: a dash between two items of a one-line list.
var dashSep = lazy(`\s+[-–—]\s+`)

// dashItems is text with a one-line dash list after a list's head said as
// a comma list, which the readings of lists take; other text is returned as
// it is.
func dashItems(text string) string {
	m := dashHead.FindStringIndex(text)
	if m == nil || strings.Contains(text[m[1]:], "\n") {
		return text
	}
	head := strings.TrimRight(text[:m[1]], " -")
	items := dashSep.Split(text[m[1]:], -1)
	if len(items) < 2 {
		return text
	}
	return head + " " + strings.Join(items, ", ")
}

// allWord: a list's closing word for every item ("both", "all of them"),
// which names no item.
var allWord = map[string]bool{"all": true, "both": true, "each": true, "all of them": true, "both of them": true, "them all": true, "them both": true, "all three": true, "all four": true, "each one": true, "everything": true}

// argString is args[key] when it is a string, else "".
func argString(args map[string]any, key string) string {
	s, _ := args[key].(string)
	return s
}

// projectLabelsCut is p with a label said after a new task's project
// ("… under project Year-end Close, tag finance" read as "Year-end Close
// @finance") moved to the task's tags.
func projectLabelsCut(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		pr := argString(st.Args, "project")
		if st.Tool != "createTask" || pr == "" {
			continue
		}
		for m := projectLabelEnd.FindStringSubmatchIndex(pr); m != nil && m[0] > 0; m = projectLabelEnd.FindStringSubmatchIndex(pr) {
			st.Args["tags"] = withTag(st.Args["tags"], pr[m[2]:m[3]])
			pr = strings.TrimSpace(pr[:m[0]])
		}
		st.Args["project"] = pr
	}
	return p
}

// projectLabelEnd: a label ending a project slot (group 1 without @).
var projectLabelEnd = lazy(`\s+@([\p{L}\d_-]+)\s*$`)

// withTag is tags (a []string, or nil) with tag added unless it is there.
func withTag(tags any, tag string) []string {
	ts, _ := tags.([]string)
	for _, t := range ts {
		if strings.EqualFold(t, tag) {
			return ts
		}
	}
	return append(ts, tag)
}

// priorityStep: "lower priority step for X" as stop52Rewrites says "lower
// the priority of X" (group v the word, t the task).
var priorityStep = re(`^(?P<v>lower|reduce|drop|decrease|raise|increase|bump\s+up|up)\s+priority\s+step\s+for\s+(?P<t>\S.*?)\s*[.!]*$`)

// rulePriorityStep reads a priority changed by one step: setPriority with
// "lower" or "higher".
func rulePriorityStep(c clause) (ParsedIntent, bool) {
	m, ok := find(priorityStep, c.s)
	if c.question || !ok {
		return ParsedIntent{}, false
	}
	t, ok := taskRef(m.g("t"))
	if !ok {
		return ParsedIntent{}, false
	}
	step := "higher"
	switch strings.ToLower(m.g("v")) {
	case "lower", "reduce", "drop", "decrease":
		step = "lower"
	}
	return intent("priority", "setPriority", map[string]any{"task": t, "priority": step}), true
}

// stop52Scope: requests Pace does not do.
var stop52Scope = []scopeRule{
	// "can you go on the feed merchant's website and order 20 bags": Pace
	// does not use websites or accounts for the user
	{re(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|just\s+)?(?:go\s+(?:on|onto|to|into)|log\s+(?:in|on)\s+(?:to|at)|visit|open|get\s+on)\s+(?:the\s+|my\s+|their\s+)?[\w'’ .-]{0,40}?\b(?:website|site|web\s*site|web\s+shop|webshop|online\s+shop|portal|account|app)\b`),
		"I can't use websites or accounts for you. I keep your tasks, projects and notes — say “remind me to order …” and I'll add it as a task.", false, nil, whenSaid},
}

func init() { outOfScope = append(outOfScope, stop52Scope...) }
