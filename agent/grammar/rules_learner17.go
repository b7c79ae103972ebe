package grammar

import (
	"regexp"
	"strings"

	"pace/plan"
)

// Stop 48: the families of trials 422 on and of the leftovers of stop 47,
// in our own words (tests in stop48_test.go).

// stop48Rewrites: frames read as the rules read them.
var stop48Rewrites = []guardedRewrite{
	// "…, which means you can check off X", "… which means I want to push
	// X out a week": the request after the reasoning
	{lazy(`(?i)^.*?[\s,;]which\s+means\s+(?:that\s+)?(?:(?:you\s+(?:can|could|should)|i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to|i'?d\s+like\s+(?:you\s+)?to|can\s+you|could\s+you|please)\s+)+(.+)$`), "$1", nil},
	// "Everything in the P project mark done", "all work tasks push to
	// monday", "everything due on the 18th tag as X": the set said first
	{lazy(`(?i)^(\s*)((?:everything|all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:[\p{L}\d'’-]+\s+){0,3}?(?:tasks|jobs|things|items|to-?dos))(?:\s+(?:in|on|for|under)\s+(?:the\s+|my\s+)?[^,]+?(?:\s+project)?)?)(?:\s+(?:that\s+(?:is|are)\s+|that'?s\s+|that’s\s+|which\s+(?:is|are)\s+)?(due\s+(?:on\s+|by\s+|before\s+)?[^,]+?))?\s+(push|move|shift|bump|postpone|tag|label|mark|tick|complete|delete|remove|clear|set)\s+(.+)$`), "$1$4 $2 $3 $5", lazy(`(?i)^\s*(?:everything|all)\b[^,]*\b(?:is|are|was|were|has|have|got|i|we|can|could|needs?|should|must|will|->)\s|^\s*(?:everything|all)\b[^,]*\bdue\b[^,]*\s(?:push|move|shift|bump|postpone)\s|^\s*(?:everything|all)\b[^,]*\s(?:put|add|give|make|stick)\s`)},
	// "tag everything due X as L": said with "as"
	{lazy(`(?i)^(\s*tag\s+(?:everything|all\b[^,]*?)\s+due\s+[^,]+?)\s+as\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "$1 with $2", nil},
	// "Add a few for the club: …", "A few more for the P: …": a list for
	// a project or place said first
	{lazy(`(?i)^\s*(?:(?:please\s+)?add\s+)?(?:a\s+few|some|a\s+couple|two|three|four)\s+(?:more\s+)?(?:(?:things|tasks|jobs|bits|items|to-?dos)\s+)?(?:for|to|in)\s+(?:the\s+|my\s+)?([^:,]+?)\s*:\s*`), "For the $1, please add: ", lazy(`(?i)^[^:]*\b(?:for|to|in)\s+(?:the\s+|my\s+)?(?:me|us|you|today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun|next|this|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[^:]*:`)},
	// "under Visa Renewal add milestones - a by D, b by D": the project
	// said first
	{lazy(`(?i)^\s*(?:under|in|for)\s+(?:the\s+|my\s+)?([^,:]+?)(?:\s+project)?\s*,?\s+(?:(?:please|pls|would\s+you|could\s+you|can\s+you|will\s+you)\s+)*add\s+(?:(?:the|these|some|a\s+few|two|three|four)\s+)?(milestones?)\s*(?:[:–—-]|,)\s*`), "For the $1 project please add $2: ", nil},
	// "what milestones have I coming up?", "how many things have I
	// overdue?": "have I" for "do I have"
	{lazy(`(?i)^(\s*(?:what|which|how\s+many)(?:\s+[\p{L}]+){1,2}?)\s+have\s+(?:i|we)\s+(coming\s+up|overdue|due|open|outstanding|still\s+open|on|this|next|today|tomorrow)\b`), "$1 do I have $2", nil},
	// "make it only weekdays", "make it weekdays only": how it repeats
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh|and|no)[,\s]+)*)(?:make|set|change)\s+(it|that|this)\s+(?:to\s+)?(?:only\s+)?(?:on\s+)?(?:weekdays|week\s+days)(?:\s+only)?(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}make $2 repeat every weekday", nil},
	// "stop the saturday cricket repeat", "the X should stop repeating"
	{lazy(`(?i)^(\s*(?:please\s+)?)stop\s+(?:the|my)\s+([^,]+?)\s+(?:repeat|repeating|recurring|recurrence)\s*(?:[,.;!-]\s*(?:the|it|its|it's|they|we|i|as|because|cos|since|(?:\p{L}+\s+){1,2}(?:is|are|was|has|got))\b[^.!?]*)?[.!]*$`), "${1}stop repeating $2", nil},
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:should|can|must|needs\s+to|has\s+to)\s+stop\s+(?:repeating|recurring)\b`), "${1}stop repeating $2", lazy(`(?i)^\s*(?:it|that|this|i|we|you|he|she|they)\s`)},
	// "what tasks tagged gear are still open?": the tasks so labelled
	{lazy(`(?i)^\s*(?:what|which)\s+(?:tasks|things|jobs|ones)\s+(?:are\s+)?(?:tagged|labell?ed)\s+@?([\p{L}\d_-]+)\s+(?:are\s+)?(?:still\s+)?(?:open|left|outstanding|not\s+done|to\s+do|pending)\s*\??\s*$`), "what tasks are tagged $1?", nil},
	// "what did I finish so far in the P project?": done in it
	{lazy(`(?i)^\s*(?:what|which)(?:\s+(?:tasks|things|jobs))?\s+(?:did|have)\s+(?:i|we)\s+(?:already\s+)?(?:finish(?:ed)?|complete(?:d)?|get\s+done|got\s+done|tick(?:ed)?\s+off|check(?:ed)?\s+off|do|done)(?:\s+so\s+far|\s+already|\s+yet)?\s+(?:in|for|on|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s+so\s+far)?\s*\??\s*$`), "what have I completed in the $1 project?", lazy(`(?i)\b(?:this|last|past|previous)\s+(?:week|month|year|fortnight)\b|\b(?:today|yesterday|since)\b`)},
	// "what are my milestones for the P and when are they due?"
	{lazy(`(?i)^\s*(?:what|which)\s+(?:are|r)\s+(?:my|the)\s+milestones\s+(?:for|in|of|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?(?:\s*,?\s*and\s+when\s+(?:are|r)\s+(?:they|those|these)\s+(?:due|happening|set\s+for)|\s*,?\s*(?:and|with)\s+(?:their|the)\s+(?:dates|due\s+dates|deadlines))?(?:\s+again)?\s*\??\s*$`), "show the milestones of the $1 project", nil},
	// "Put a milestone in it "Roof on" for the 18th": the project in focus
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add|stick|pop|set)\s+(?:a\s+|another\s+)?milestone\s+(?:in|on|to|into|under)\s+(it|that|this|that\s+one|this\s+one)\s+("[^"]+"|“[^”]+”)`), "${1}add a milestone $3 to $2", nil},
	// "And a project for Christmas Exams with a milestone X on D"
	{lazy(`(?i)^(\s*)(?:and\s+|also\s+|plus\s+)*(?:a|another|one\s+more)\s+(?:new\s+)?project\s+(?:for|called|named)\s+(.+?)\s+with\s+(a\s+|the\s+)?(milestones?)\b`), "${1}create a project $2 with $3$4", nil},
	// "Add X, Friday, for the P project": the day said between commas
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put\s+down|remind\s+me\s+to)\s+[^,]+?)\s*,\s*((?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|today|tonight|next\s+(?:mon|tue|wed|thu|fri|sat|sun|week)\w*)\s*,\s*((?:for|in|under|to)\s+(?:the\s+|my\s+)?[^,]+?\s+project\b.*)$`), "$1, due $2, $3", nil},
	// "Can you tag the heartworm one with biscuit so I can find all his
	// stuff": the purpose after a change is no part of it
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:tag|label|mark|move|push|rename|change|set|make|untag)\b.+?)\s+so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|will|won'?t|don'?t|dont|wont|remember|know)\b[^,.;!?]*[.!]*$`), "$1", nil},
	// "So …, but can you also save this as a note: …": the note asked for
	{lazy(`(?i)^.*?\b(?:can|could|would|will)\s+you\s+(?:also\s+|please\s+)*(?:save|keep|store|write|put|add|make)\s+(?:this|that|the\s+following)\s+(?:down\s+)?(?:as|in(?:to)?)\s+(?:a\s+|my\s+)?notes?\s*:\s*`), "save this as a note: ", nil},
	// "mark A, B and C all done": "all" says each
	{lazy(`(?i)^(\s*(?:(?:you\s+can|please|can\s+you)\s+)?(?:mark|tick|check)\s+.+?)\s+(?:all|both)\s+(?:as\s+)?(done|complete|completed|finished|off)\s*[.!]*$`), "$1 $2", lazy(`(?i)\b(?:mark|tick|check)\s+(?:them|those|these|it|they|the\s+lot)\s+(?:all|both)\b`)},
	// "…, tag it garden, nothing urgent": no hurry, a low priority
	{lazy(`(?i)[,;]\s*(?:it'?s\s+|its\s+)?(?:nothing|not(?:\s+(?:too|very|that|at\s+all))?)\s+urgent\b`), ", low priority", nil},
	// "Oh, and the flowers on Sunday should be tagged church too please"
	{lazy(`(?i)^(\s*(?:(?:oh|and|also|ok|okay|actually)[,\s]+)*)((?:the|my)\s+.+?)\s+(?:should|must|needs\s+to|can|could)\s+be\s+(?:tagged|labell?ed)\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)(?:\s+(?:too|as\s+well|also))?(?:\s+please|\s+pls)?\s*[.!]*$`), "${1}tag $2 with $3", nil},
	// "In the P project please add a task to book X …": the task in it
	{lazy(`(?i)^(\s*)(?:in|for|under)\s+(?:the\s+|my\s+)?([^,]+?)\s+project\s*,?\s+(?:(?:please|pls|could\s+you|can\s+you|would\s+you|kindly)\s+)*(?:add|put\s+in|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do|job)\s+to\s+`), "${1}add to the $2 project: ", nil},
	// "Under the X milestone could you put a task to Y?": the task, under it
	{lazy(`(?i)^(\s*)(?:under|in|for)\s+(?:the\s+)?([^,]+?)\s+milestone\s*,?\s+(?:(?:please|pls|could\s+you|can\s+you|would\s+you|kindly)\s+)*(?:add|put(?:\s+in)?|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do|job)\s+(?:to\s+)?(.+?)\s*[?.!]*$`), "${1}add $3 under the $2 milestone", nil},
	// "Show me everything that is tagged callum"
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|give)\s+(?:me\s+)?)(?:everything|all(?:\s+the)?(?:\s+(?:tasks|things|jobs))?)\s+(?:that\s+(?:is|are|'s)\s+|which\s+(?:is|are)\s+)(tagged|labell?ed)\s+`), "${1}tasks $2 ", nil},
	// "Actually give it a date, the 2nd of January, the sale is then"
	{lazy(`(?i)^(\s*(?:(?:actually|ok|okay|oh|and|so)[,\s]+)*)(?:please\s+)?(?:give|set|put)\s+(it|that|this)\s+a\s+(?:date|due\s+date|deadline|day)\s*(?:,|:|of|for|on)?\s*([^,.;!?]+?)\s*(?:[,.;!].*)?$`), "${1}move $2 to $3", nil},
	// "What is on for next week, so I can write it on the calendar?": the
	// question alone
	{lazy(`(?i)^(\s*(?:what|which|how|when|show|list|tell)\b[^,?]*?)\s*,?\s+so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|will|know)\b[^?]*(\?*)\s*$`), "$1$2", nil},
	// "I have been to the hospital and all was fine. Please mark it done."
	{lazy(`(?i)^\s*(?:i|we)\s*(?:'ve|’ve|\s+have|\s+had)?\s+(?:been|gone|went)\s+to\s+((?:the|my|our)\s+[\p{L}'’ -]+?)(?:\s+(?:and|today|this\s+morning|yesterday|earlier)\b[^.!?]*)?[.!,]\s*(?:[^.!?]*[.!]\s*)?(?:please\s+|so\s+)?(?:mark|tick|check)\s+(?:it|that)(?:\s+off)?(?:\s+as)?\s*(?:done|complete|completed|off)?\s*[.!]*$`), "mark $1 done", nil},
	// "get a quote from X too, kitchen project, by next fri": "too",
	// "instead" said of the request, no part of the title
	{lazy(`(?i)^(\s*(?:add\s+|please\s+add\s+)?[^,]+?)\s+(?:too|as\s+well|instead)\s*,\s*`), "$1, ", lazy(`(?i)^\s*(?:move|push|change|make|set|mark|tick|tag|rename|reschedule|delete|remove|and|also|oh|the|my|i|we|it|everything|all)\b`)},
	// "…, kids tag on both": the label on each of them
	{lazy(`(?i)\s*,\s*@?([\p{L}\d_-]+)\s+(?:tag|label)\s+(?:on|for)\s+(?:both|all|each|them\s+all|all\s+of\s+them|both\s+of\s+them)\s*[.!]*$`), " - tag them all $1", nil},
	// "mark the plumber one done hes booked for the 15th": news after it
	{lazy(`(?i)^(\s*(?:please\s+)?(?:mark|tick|check)\s+.+?\s+(?:as\s+)?(?:done|complete|completed|finished|off))\s+(?:(?:he|she|they|it|we|i)(?:'s|’s|'re|’re|'m|\s+is|\s+are|\s+was|\s+were|\s+has|\s+have|\s+had|\s+did)|hes|shes|theyre|its|im)\b.*$`), "$1", nil},
	// "the X is due dec 15 btw": a closing "btw" is no part of it
	{lazy(`(?i)\s*,?\s+(?:btw|fyi|fwiw|iirc)\s*[.!]*$`), "", lazy(`(?i)^\s*(?:btw|fyi)\s*$`)},
	// "garage code is 4471 and the key is with Linda, pls remember that":
	// facts to keep, a note
	{lazy(`(?i)^\s*([^,]*?\b(?:is|are|has|have|was|were)\b.+?)\s*[,.;-]+\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:remember|note|save|keep|jot\s+down)\s+(?:that|this)(?:\s+(?:for\s+me|down|please|pls))?\s*[.!]*$`), "note: $1", nil},
	// "i didnt actually do the X, <news>. put it back": not done after all
	{lazy(`(?i)^\s*(?:(?:oops|sorry|oh|ugh|wait)[,!\s]+)*(?:i|we)\s+(?:didnt|didn't|did\s+not|haven'?t|have\s+not)\s+(?:actually\s+|really\s+)?(?:do|done)\s+((?:the|my|that)\s+[^,.;!?…]+?)(?:\s+(?:yet|after\s+all))?\s*(?:[,.;!…-].*)?$`), "reopen $1", lazy(`(?i)\b(?:add|remind|new\s+task|put\s+(?:it|that)\s+(?:on|in|down))\b`)},
	// "Send X every month on the 28th — please set it as a repeating task
	// and label it family": said of the task just described
	{lazy(`(?i)\s*[—–-]+\s*(?:please\s+|kindly\s+)?(?:set|make|put)\s+(?:it|this|that)\s+(?:in\s+|down\s+)?as\s+(?:a\s+)?(?:repeating|recurring|regular|monthly|weekly)(?:\s+(?:task|one|reminder|job|item))?(?:\s+and\s+(?:label|tag)\s+it\s+(?:as\s+)?@?([\p{L}\d_-]+))?\s*[.!]*$`), " @$1", nil},
	// "change the X from the 28th to the 25th of every month"
	{lazy(`(?i)^(\s*(?:(?:kindly|please)\s+)?(?:change|move|switch|shift))\s+((?:the|my)\s+.+?)\s+from\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+to\s+(.+)$`), "$1 $2 to $3", nil},
	// "Remove the X label from Y and put "Z" instead": relabel it
	{lazy(`(?i)^(\s*(?:(?:kindly|please)\s+)?)(?:remove|take\s+off|drop)\s+the\s+@?["“]?([\p{L}\d_-]+)["”]?\s+(?:label|tag)\s+(?:from|off)\s+(.+?)\s+and\s+(?:put|add|use|give\s+it)\s+["“]?@?([\p{L}\d_-]+)["”]?(?:\s+(?:label|tag))?\s+instead\s*[.!]*$`), "${1}remove the $2 label from $3 and tag $3 with $4", lazy(`(?i)\bfrom\s+(?:everything|all|every)\b`)},
	// "Sorry, it should be the first Sunday of every month, not weekly"
	{lazy(`(?i)^(\s*(?:(?:sorry|actually|oh|no|oops)[,\s]+)*)(?:it|that|this)\s+(?:should|must|needs\s+to|has\s+to)\s+(?:be|repeat|recur)\s+((?:on\s+)?(?:the\s+)?(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+\p{L}+\s+of\s+(?:every|each)\s+month|every\s+(?:other\s+|second\s+)?\p{L}+|(?:daily|weekly|monthly|fortnightly|yearly))(?:\s*,?\s*not\s+(?:weekly|daily|monthly|every\s+\p{L}+|fortnightly))?\s*[.!]*$`), "${1}make it repeat $2", nil},
}

// spanOfDays: a span of days from today ("the next 14 days", "the
// coming week"), which queryTasks' day reads whole.
var spanOfDays = lazy(`(?i)^\s*(?:the\s+)?(?:next|coming|following)\s+(?:\d+|two|three|four|five|six|seven|ten|fourteen|few|couple\s+of)\s+(?:days|weeks)\s*$`)

// stop48Rewritten is text with the stop's rewrites and the frames that
// need more than one regular expression.
func stop48Rewritten(text string) string {
	text = justAfter(text)
	text = spaceTwice.ReplaceAllString(applyGuarded(text, stop48Rewrites), "$1 $2")
	text = calledFor(text)
	text = oneUndo(text)
	text = quotedEach(text)
	text = storyThenAsk(text)
	text = askThenReason(text)
	text = toldThenPutIn(text)
	return remindWhenAbout(text)
}

// quotedPair: "push "A" and "B" out a week (each)": one change said of
// two quoted items (groups: the verb said, the items, the change).
var quotedPair = lazy(`(?i)^(\s*(?:please\s+)?(?:push|move|shift|bump|postpone|delay|bring)\s+)("[^"]+"|“[^”]+”)\s+and\s+("[^"]+"|“[^”]+”)\s+((?:out|back|forward|on|to|by)\b.+?)(?:\s+each|\s+both|\s+for\s+both)?\s*[.!]*$`)

// quotedEach is a change said of two quoted items said of each.
func quotedEach(text string) string {
	m := quotedPair.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	return m[1] + m[2] + " " + m[4] + " and " + strings.TrimLeft(m[1], " ") + m[3] + " " + m[4]
}

// soPleaseAsk: a statement, then ", so please <request>" (group 1 the
// request).
var soPleaseAsk = lazy(`(?i)^\s*(?:(?:so|well|ok|okay|right)[,\s]+)?[^.!?,]*?\b(?:is|are|was|were|has|have|had|'s|’s)\b[^.!?]*?,\s*so\s+(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)+(\S.*)$`)

// storyMarker: words that tell a story rather than ask ("told me", "which
// means"); pastLead: a sentence that opens with a past-tense verb, its
// subject left out ("Picked a template!!").
var (
	storyMarker = lazy(`(?i)\b(?:told|said|says|which\s+means|that\s+means|turns\s+out|apparently|because|since)\b`)
	pastLead    = lazy(`(?i)^\s*(?:(?:so|well|ok|okay|finally|yay)[,\s]+)?(?:i\s+|we\s+)?(?:just\s+|finally\s+)?(?:[a-z]+ed|went|got|had|made|found|sent|took|came|saw|heard|bought|paid|spoke)\b`)
	backChange  = lazy(`(?i)^\s*(?:(?:so|ok|okay|and)[,\s]+)?(?:please\s+)?(?:mark|tick|check|change|move|push|reschedule|set|update|rename|tag|complete)\b`)
)

// storyThenAsk is the request when a message tells a story in its first
// sentences and asks in its last: "So the planner told me the ceremony
// is now at 3, which means the wedding moves. change the wedding time to
// 3pm"; "Picked a template!! Went with the blue one. mark the template
// milestone done"; "The wedding is on the 19th, so please put …".
func storyThenAsk(text string) string {
	if m := soPleaseAsk.FindStringSubmatch(text); m != nil && !requestOpen.MatchString(text) && !taskVerbs[asciiLower(firstWord(text))] && !backWord.MatchString(m[1]) {
		return m[1]
	}
	ends := sentenceEnd.FindAllStringIndex(text, -1)
	if len(ends) == 0 {
		return text
	}
	cut := ends[len(ends)-1]
	head, last := strings.TrimSpace(text[:cut[0]]), strings.TrimSpace(text[cut[1]:])
	if !backChange.MatchString(last) || backWord.MatchString(last) {
		return text
	}
	for _, s := range sentenceEnd.Split(head, -1) {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		c, q := clean(s)
		if isQuestion(c, q) || requestOpen.MatchString(s) || commandVerbs[asciiLower(firstWord(s))] {
			return text
		}
		if !storyMarker.MatchString(s) && !pastLead.MatchString(s) {
			return text
		}
	}
	return last
}

// afterDoing: Hiberno-English "I'm after ordering the balls(, that's
// done)": just done (group 1 the lead, 2 what was done).
var afterDoing = lazy(`(?i)^(\s*(?:(?:ok|okay|right|so|sure|well)[,\s]+)*)(?:i'?m|i’m|i\s+am|we'?re|we’re|we\s+are)\s+(?:just\s+)?after\s+([a-z]+ing\b[^,.;!?]*?)\s*(?:[,.;!-]\s*(?:so\s+)?(?:that'?s|thats|that’s|it'?s|its|that\s+is)\s+(?:done|sorted|finished)(?:\s+now)?)?\s*[.!]*$`)

// justAfter is "I'm after doing X" said as "finished doing X" — when
// nothing else is asked and no day is said ("I'm after booking the eye
// test for Monday, could you put it in" is an appointment).
func justAfter(text string) string {
	m := afterDoing.FindStringSubmatch(text)
	if m == nil || notDoneAfter.MatchString(m[2]) || cutDates(m[2]).due != "" {
		return text
	}
	return m[1] + "finished " + m[2]
}

// notDoneAfter: "after" verbs that say news, not a thing done
// ("remembering", "hearing").
var notDoneAfter = lazy(`(?i)^(?:remembering|realising|realizing|thinking|hearing|noticing|finding|seeing|waking|coming|getting|being|having|forgetting|looking)\b`)

// spaceTwice: two spaces between words, left where a rewrite's optional
// part was empty.
var spaceTwice = lazy(`(\S) {2}(\S)`)

// undoTwice: "undo, …. bring it back": one undo said twice over.
var undoTwice = lazy(`(?i)^(\s*(?:(?:wait|no|oh|oops|sorry)[,\s]+)*undo\b[^.!?]*?)[,.;!]\s*(?:[^.!?]{0,40}[.!]\s*)?(?:please\s+)?(?:bring|put)\s+(?:it|that|them|those)\s+back(?:\s+please)?\s*[.!]*$`)

// oneUndo is text with "bring it back" after an undo dropped: the user
// says the one undo two ways.
func oneUndo(text string) string {
	if m := undoTwice.FindStringSubmatch(text); m != nil {
		return strings.TrimSpace(m[1])
	}
	return text
}

// remindWhenAt: "remind me <when> about|for <thing>" (group 1 the lead,
// 2 the date phrase, 3 the thing).
var remindWhenAt = lazy(`(?i)^(\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?remind\s+me)\s+((?:every|each|on|at|tomorrow|tmrw|today|tonight|next|this|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the\s+\d|\d)[^,]*?)\s+(?:about|for|of)\s+(.+?)\s*$`)

// remindWhenAbout is "remind me <when> about X" said as a capture of X
// at that time: the thing is the title, the date phrase its due date.
func remindWhenAbout(text string) string {
	m := remindWhenAt.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	if _, ok := datePhrase(m[2]); !ok || cutDates(m[2]).rest != "" {
		return text
	}
	return "add " + m[3] + " " + m[2]
}

// countedBare: a due date counted from a day that is not said ("the day
// before", "two days after"); dayBeforeLast finds one left at the end of
// a title.
var countedBare = lazy(`(?i)^\s*(?:the\s+)?(?:day|week|(?:\d+|two|three|four|five|six|seven)\s+(?:days|weeks))\s+(?:before|after)\s*$`)

// countFromBefore gives a new task whose due date is counted from a day
// not said ("vet visit Dec 15 at 9:30, pick up his meds the day before")
// the day of the capture before it in the same message: "the day before
// Dec 15". A count with no capture before it is left for the ToolBox to
// question.
func countFromBefore(p plan.Plan) plan.Plan {
	for i := 1; i < len(p.Steps); i++ {
		st, prev := p.Steps[i], p.Steps[i-1]
		if st.Tool != "createTask" || prev.Tool != "createTask" {
			continue
		}
		due, _ := st.Args["due"].(string)
		title, _ := st.Args["title"].(string)
		if m := dayBeforeLast.FindStringIndex(title); due == "" && m != nil && m[0] > 0 {
			due, title = title[m[0]:], strings.TrimSpace(title[:m[0]]) // "bake the cake 2 days before"
		} else {
			title = ""
		}
		if !countedBare.MatchString(due) {
			continue
		}
		day, _ := prev.Args["due"].(string)
		if day = strings.Trim(clockIn.ReplaceAllString(day, ""), " ,"); day == "" || countedBare.MatchString(day) {
			continue
		}
		st.Args["due"] = strings.TrimSpace(due) + " " + day
		if title != "" {
			st.Args["title"] = title
		}
	}
	return p
}

// restoreTaskRE: a deleted task asked back by name — "restore the astro
// task", "undelete the dentist", "bring back the astro one I deleted",
// "can you get the astro task back" (group t the title words).
var restoreTaskRE = re(`^(?:(?:sorry|oops|wait|actually|please|pls|can\s+you|could\s+you)[,\s]+)*(?:(?:restore|recover|undelete|un-delete|retrieve)\s+(?:the\s+|my\s+)?(?P<t>.+?)\s+(?:task|to-?do|one|reminder)(?:\s+(?:i|you)\s+(?:just\s+)?deleted)?|undelete\s+(?:the\s+|my\s+)?(?P<t2>.+?)|(?:bring|get)\s+back\s+(?:the\s+|my\s+)?(?P<t3>.+?)\s+(?:task|to-?do|one|reminder)(?:\s+(?:i|you)\s+(?:just\s+)?deleted)?|(?:bring|get)\s+(?:the\s+|my\s+)?(?P<t4>.+?)\s+(?:task|to-?do|one|reminder)\s+back|(?:bring|get)\s+back\s+(?:the\s+|my\s+)?(?P<t5>.+?)\s+(?:i|you)\s+(?:just\s+)?deleted)$`)

// lastOrWhat: words that point at the last change, not at a task by
// name ("bring back what you just deleted", "undelete the last task"):
// an undo.
var lastOrWhat = lazy(`(?i)^(?:what|whatever|everything|all|last|(?:the\s+)?(?:last|previous|latest)\b.*|that|this|those|these|them)$`)

// ruleRestoreTask reads a deleted task asked back by name as restoreTask.
// A project said ("restore the garden project") is ruleProjectOps'.
func ruleRestoreTask(c clause) (ParsedIntent, bool) {
	if c.question || c.has("project", "archive", "archived") {
		return ParsedIntent{}, false
	}
	m, ok := find(restoreTaskRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	t := m.g("t") + m.g("t2") + m.g("t3") + m.g("t4") + m.g("t5")
	if t == "" || pronoun[asciiLower(t)] || lastOrWhat.MatchString(t) {
		return ParsedIntent{}, false
	}
	return intent("restore-task", "restoreTask", map[string]any{"task": t}), true
}

// projectCalledFor: "make a project called Extension for the house job
// with Declan": a name in capitals, then what it is for (group 1 the
// request, 2 the name, 3 what it is for).
var projectCalledFor = regexp.MustCompile(`^(\s*(?i:(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:make|create|start|set\s+up|add|open)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\s+))((?:[A-Z0-9][\p{L}\d'’&-]*)(?:\s+[A-Z0-9][\p{L}\d'’&-]*)*)\s+(?i:for)\s+((?i:the|my|our|his|her|their)\s+\p{Ll}[^.!?]*?)\s*[.!]*$`)

// calledFor is a project called X for Y said as X with Y its description.
func calledFor(text string) string {
	if m := projectCalledFor.FindStringSubmatch(text); m != nil {
		return m[1] + m[2] + ": for " + m[3]
	}
	return text
}

// askedChange: a change asked for politely ("could you move it to
// Thursday instead?"); firstPerson: the speaker in a sentence.
var (
	askedChange = lazy(`(?i)\b(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:move|push|change|shift|reschedule|mark|tick|tag|rename|delete|remove|cancel|reopen)\b|^\s*(?:please\s+)?(?:move|push|change|shift|reschedule|mark|tick|tag|rename|delete|remove|cancel|reopen)\b`)
	// notReason: a sentence after a request that corrects or adds to it
	notReason = lazy(`(?i)^\s*(?:sorry|no|nope|actually|i\s+mean|wait|oops|hang\s+on|also|and|plus|due|by|on|at|for|it\s+ought|it\s+should|it\s+needs|they\s+should|include)\b`)

	firstPerson = lazy(`(?i)\b(?:i|i'm|im|i'll|i've|i'd|we|we're|we'll|me|my|our|us)\b`)
)

// askThenReason is the request alone when a message asks for a change and
// then gives its reason in sentences of their own: "The surgery call,
// could you move it to Thursday instead? Wednesday is the day I get my
// hair done." — the reason is never read as a request ("done"). A
// reason follows a polite question, or speaks of the speaker; it asks
// nothing and opens with no verb.
func askThenReason(text string) string {
	ends := sentenceEnd.FindAllStringIndex(text, -1)
	if len(ends) == 0 || len(ends) > 3 {
		return text
	}
	cut := ends[0]
	head, rest := text[:cut[1]], text[cut[1]:]
	if !askedChange.MatchString(head) || abbrevEnd.MatchString(strings.TrimRight(text[:cut[1]], " ")) {
		return text
	}
	asked := strings.Contains(text[cut[0]:cut[1]], "?")
	for _, s := range sentenceEnd.Split(rest, -1) {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		c, q := clean(s)
		first := asciiLower(firstWord(s))
		if isQuestion(c, q) || strings.HasSuffix(s, "?") || requestOpen.MatchString(s) || askedChange.MatchString(s) ||
			commandVerbs[first] || taskVerbs[first] || first == "add" || first == "remind" || !statementOpen.MatchString(s) ||
			notReason.MatchString(s) || !clauseSaid.MatchString(s) {
			return text
		}
		if !asked && !firstPerson.MatchString(s) {
			return text
		}
	}
	return strings.TrimRight(head, "?.! ") // a request, whether or not asked as a question
}

// putItIn: a second sentence that asks for the event just told ("Please
// put it in and tag it hospital", "Could you remind me every week
// please", "Would you put that in as a repeating job?"); group 1 a label.
var putItIn = lazy(`(?i)^\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|kindly\s+|pls\s+)*(?:(?:put|add|pop|stick|set|enter|note)\s+(?:it|that|this|them)(?:\s+(?:in|down|on|up|in\s+the\s+(?:diary|calendar|list)))?(?:\s+(?:for\s+me|please))?(?:\s+as\s+(?:a\s+)?(?:repeating|recurring|regular|weekly|monthly)?\s*(?:job|task|one|reminder|thing|event))?|remind\s+me(?:\s+(?:every\s+week|each\s+week|weekly|about\s+it|of\s+it|each\s+time))?)(?:\s+please)?(?:\s*,?\s*(?:and\s+)?(?:tag|label)\s+it\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+))?(?:\s+please)?\s*[.!?]*$`)

// eventTold: a sentence that tells of an event or routine — "I do the
// flowers at the church every second Sunday", "My grandson Callum has his
// football every Saturday at 10", "My check-up at the hospital is on the
// 15th" (groups: who has it, the possessive, what, the rest).
var eventTold = lazy(`(?i)^\s*(?:(?:(?:i|we)\s+(do|have|go\s+to|attend|play|take|run|teach|lead))|(?:(?:my|our)\s+(?:\p{L}+\s+)?)?(\p{Lu}\p{L}+)\s+(?:has|have|does|goes\s+to|plays)\s+(?:his|her|their)|(?:my|our))\s+(.+)$`)

// toldThenPutIn is a told event and a request to put it in, said as one
// capture: "I do the flowers every second Sunday. Would you put that in
// as a repeating job please?" adds "do the flowers every second Sunday".
// The told sentence must carry a date or a repeat; otherwise the text is
// left as it is.
func toldThenPutIn(text string) string {
	ends := sentenceEnd.FindAllStringIndex(text, -1)
	if len(ends) != 1 && !(len(ends) == 2 && ends[1][1] >= len(strings.TrimRight(text, " "))) {
		return text
	}
	told, ask := strings.TrimSpace(text[:ends[0][0]]), strings.TrimSpace(text[ends[0][1]:])
	a := putItIn.FindStringSubmatch(ask)
	if a == nil {
		return text
	}
	m := eventTold.FindStringSubmatch(told)
	if m == nil {
		return text
	}
	what := m[3]
	switch {
	case m[1] != "" && strings.EqualFold(m[1], "do"):
		what = "do " + what
	case m[1] != "" && !strings.EqualFold(m[1], "have"):
		what = strings.ToLower(m[1]) + " " + what
	case m[2] != "":
		what = m[2] + "'s " + what
	}
	if c := copulaDate.FindStringSubmatchIndex(what); c != nil {
		what = what[:c[0]] + " " + what[c[2]:] // "… is on the 15th": "… on the 15th"
	}
	if dc := cutDates(what); dc.due == "" && dc.repeats == "" {
		return text
	}
	out := "add " + what
	if a[1] != "" {
		out += " @" + a[1]
	}
	return out
}

// copulaDate: "is on", "is at", "are on" before the date of a told event.
var copulaDate = lazy(`(?i)\s+(?:is|are)\s+((?:on|at|this|next|tomorrow|every)\b)`)
