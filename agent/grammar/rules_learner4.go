package grammar

// stop35Rewrites: families of the known misses of stop 34's trials
// (161–163) and those after it, each said the way the rules read it. As
// in stop34Rewrites, the user's own words for titles and names are kept;
// only the frame around them changes. They run before stop34Rewrites.
var stop35Rewrites = []struct {
	re   *lazyRE
	with string
	// unless: a text it matches is left as it is (nil: none)
	unless *lazyRE
}{
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
	{lazy(`(?i)^(\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:new|create|start|add|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?[^,"“]+?)\s*,\s*(with\s+(?:a|one|two|three|2|3)\s+milestones?\b)`), "$1 $2", nil},
	// "everything tagged errands push back a week": the change said after
	// the tasks it is for
	{lazy(`(?i)^(\s*)(everything|all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:tasks|things|jobs|to-?dos))\s+((?:tagged|labell?ed|in|under)\s+.+?)\s*[,—–-]?\s+(?:(?:please|kindly)\s+)?(push|move|shift|bump)\s+(?:(?:it|them|those|these)\s+)?((?:back|out|forward|on)\s+|(?:to|by|till|until|a|one|two|three|four|\d+)\s)`), "${1}$4 $2 $3 $5", nil},
	// "…, and put it in a new project called \"Allotment\"": the project
	// made for it, as "…, project Allotment" says
	{lazy(`(?i)\s*[,;]?\s*(?:and\s+)?(?:(?:please|could\s+you|can\s+you)\s+)?(?:put|file|place|add|keep)\s+(?:it|this|that|them)\s+(?:in|into|under|to)\s+a\s+(?:brand\s+)?new\s+project\s+(?:called|named)\s+`), " in project ", nil},
	// "three things for me, please: …": for the user, not a project "me"
	{lazy(`(?i)\b((?:things|tasks|jobs|items|to-?dos|reminders))\s+for\s+(?:me|us|myself|ourselves)(?:\s*,?\s*please)?(\s*[:,])`), "$1$2", nil},
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
	// "proj": the project
	{lazy(`(?i)\bproj\b\.?`), "project", nil},
	{lazy(`(?i)\bprojs\b\.?`), "projects", nil},
}

// stop35Rewritten is text by stop35Rewrites.
func stop35Rewritten(text string) string {
	for _, r := range stop35Rewrites {
		if r.unless != nil && r.unless.MatchString(text) {
			continue
		}
		text = r.re.get().ReplaceAllString(text, r.with)
	}
	return text
}
