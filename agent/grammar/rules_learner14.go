package grammar

import "strings"

// Stop 45: the families of trials 368 on and of the leftovers of stop 44,
// in our own words (tests in stop45_test.go).

// stop45Rewrites: frames read as the rules read them.
var stop45Rewrites = []guardedRewrite{
	// "put the two study tasks in the finals project", "file both gym
	// ones under health": the tasks those words name, all of them
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)*)(?:put|move|file|stick|pop)\s+(?:both|the\s+two|the\s+three|the\s+2|the\s+3|both\s+the|all\s+(?:the\s+)?|all\s+my|my|the|those|these)\s+([\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+)?)\s+(?:tasks|ones|things|jobs|items|to-?dos)\s+(?:(?:in|into|under|in\s+with)\s+(?:the\s+|my\s+)?([^,.;!?]+?)(?:\s+project)?|(?:to|in|into|under)\s+(?:the\s+|my\s+)?([^,.;!?]+?)\s+project)\s*(?:please|pls|thanks|thx)?\s*[.!]*$`), "${1}move all the $2 tasks to the $3$4 project", nil},
	// "add a, b, and pay phone bill all for friday": "all" says the day
	// is each one's, no part of the last
	{lazy(`(?i)(,[^,.!?]+?)\s+all\s+((?:for|by|on|due|before)\s+[^,.!?]+?\s*[.!]*)$`), "$1 $2", lazy(`(?i)\b(?:that'?s|that’s|thats|is)\s+all\b|:|[-–—]\s*all\b|\b(?:\d+|two|three|four|five|six)\s+(?:things|items|tasks|jobs)\b`)},
	// "what do i still have due before 12/18": "still" asks nothing more
	{lazy(`(?i)^(\s*(?:so\s+|ok\s+|and\s+)?(?:what|which|whats|what's|what’s)\s+(?:(?:do|have|did)\s+(?:i|we)\s+|(?:tasks|things|jobs)\s+(?:do|have)\s+(?:i|we)\s+|is\s+|are\s+)?)still\s+`), "$1", nil},
	// "mark the church hall fee as paid", "mark the card sent": done
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+|(?:can|could|would)\s+you\s+)*)(?:mark|tick|set|flag)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:as\s+)?(?:paid|sent|posted|booked|bought|ordered|returned|collected|submitted|handed\s+in|received|sorted|fixed|cleaned|renewed|cancell?ed|canceled|signed|filed|delivered|picked\s+up|dropped\s+off|done\s+and\s+dusted|dealt\s+with|taken\s+care\s+of|settled)(?:\s+(?:now|already|today|yesterday|this\s+morning))?\s*(?:,?\s*(?:please|pls|thanks|thank\s+you|ta))?\s*[.!]*$`), "${1}mark $2 done", nil},
	// "which tasks high priority": the copula left out
	{lazy(`(?i)^(\s*)(?:which|what|wat|wich)\s+(?:tasks|things|ones|jobs|items|stuff|todos|to-dos)\s+(?:r\s+|are\s+|is\s+)?(high|low|urgent|top|normal|medium)(?:[\s-]*(?:priority|prio|pri|p))?\s*\?*\s*$`), "${1}which tasks are $2 priority", nil},
	// "show work stuff", "list school things": the tasks of that name
	{lazy(`(?i)^(\s*(?:pls\s+|please\s+)?)(show|list|see)\s+(?:me\s+)?([\p{L}\d'’-]+)\s+(?:stuff|things|jobs|items|todos|to-dos)\s*(?:pls|please)?\s*[?.!]*$`), "${1}show my $3 tasks", nil},
	// "pack the books, genre before 14 déc": a French filler word
	{lazy(`(?i)\s*,\s*(?:genre|tsé|fait\s+que)\s*,?\s+`), " ", nil},
	// "lower the Laval photos one to low prio, not urgent finally"
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:lower|drop|bump\s+down|downgrade|raise|bump\s+up|upgrade)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:one|task|thing))?\s+(?:to|down\s+to|up\s+to)\s+(low|high|normal|medium|urgent|top)(?:[\s-]*(?:priority|prio|pri|p))(?:\s*,.*)?\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	// "note this: …": the note is what follows
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:note|jot|save|write|keep)\s+(?:this|that)(?:\s+down)?\s*:\s*`), "${1}note: ", nil},
	// "whats on for next wk, pls list by date": how to show it asks
	// nothing more
	{lazy(`(?i)\s*[,;-]?\s*(?:(?:and\s+)?(?:pls|please)\s+)?(?:list|sort|order|show)(?:ed)?\s+(?:them\s+|it\s+|those\s+)?by\s+(?:date|day|due\s+date)\s*(?:pls|please|thx|thanks)?\s*[?.!]*$`), "", nil},
	// "…, it has to be in to the court by 11/12": its day
	{lazy(`(?i),\s*(?:it|that|this|they)\s+(?:has|have|needs?|must)\s+(?:to\s+)?(?:be\s+)?(?:in|done|submitted|sent|handed\s+in|finished|ready|lodged|filed|paid|back|returned|posted)(?:\s+(?:to|with|at|into)\s+[^,]+?)?\s+(by|before|on)\s+`), ", due $1 ", nil},
	// "ugh i didnt mean to tick off the DJ, … reopen it please"
	{lazy(`(?i)^\s*(?:(?:ugh|oops|argh|damn|oh\s+no|oh|sorry)\s*[,!.]*\s+)?i\s+(?:didn'?t|didnt|did\s+not)\s+mean\s+to\s+(?:tick|mark|check|cross)\s+(?:off\s+)?(?:the\s+)?(.+?)(?:\s+(?:off|as\s+done|done))?\s*[,.;!-].*?\b(?:reopen|undo|untick|unmark)\s+(?:it|that)\b.*$`), "reopen $1", nil},
	// "the Byrne visit didnt happen actually, … - reopen it and move it
	// to next tuesday"
	{lazy(`(?i)^\s*(?:(?:ugh|oops|argh|oh)\s*[,!.]*\s+)?((?:the\s+|my\s+)?[^,]+?)\s+(?:didn'?t|didnt|did\s+not|never)\s+(?:happen|go\s+ahead|get\s+done)\b.*?[-–—,.;]\s*(?:so\s+|pls\s+|please\s+)?reopen\s+it\s+and\s+(?:move|push|change|put)\s+it\s+to\s+(.+?)\s*[.!]*$`), "reopen $1 and move it to $2", nil},
	// "weekly call w/ Aunt Keiko sundays 7pm": a plural weekday and a
	// time say the repeat
	{lazy(`(?i)^(\s*(?:add\s+|pls\s+add\s+|please\s+add\s+)?)(?:a\s+)?(?:weekly\s+)?([^,]+?)\s+(?:on\s+)?(mon|tues|wednes|thurs|fri|satur|sun)days\s+(?:at\s+|@\s*)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?)\s*[.!]*$`), "${1}$2 every ${3}day at $4",
		lazy(`(?i)^\s*(?:what|which|when|where|who|how|is|are|do|does|show|list|move|change|make|set|push|shift|the\s+[^,]+\s+(?:is|are)\b)`)},
	// "add: a, b, both tag bonsai, this weekend": the label and the day
	// are each one's
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?add\s*:?\s*)([^:]+?,[^:]+?)\s*,\s*(?:both|all)\s+(?:tag(?:ged)?|label(?:led|ed)?|with)\s+@?([\p{L}\d_-]+)\s*(?:,\s*(?:both\s+|all\s+)?([^,]+?))?\s*[.!]*$`), "${1}$2 - all $4 @$3", nil},
	// "ok just the truck then, move it to saturday": the thing, then the
	// change to it
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|fine|so|alright)\s*,?\s+)?(?:just\s+)?((?:the\s+|my\s+)?[^,]+?)\s+then\s*,\s*(move|push|make|change|set|shift)\s+it\s+`), "$2 $1 ", nil},
	// "résumé rapide: what's left for the move?": a lead before a question
	{lazy(`(?i)^\s*(?:résumé|resume|summary|recap|question|quick\s+question|q|btw|fyi|ok\s+donc|donc|alors|bon|so)(?:\s+(?:rapide|quick|vite))?\s*[:,-]\s*((?:what|what's|whats|when|where|which|who|how|is|are|do|does|did|can|could|show|list)\b)`), "$1", nil},
	// "tag the shin guards and cleat laces ones w soccer": the tasks
	// named, "w" for with
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(tag|label)\s+(?:the\s+)?(.+?)(?:\s+(?:ones|tasks|things|items))?\s+(?:w|w/|with|as)\s+@?([\p{L}\d_-]+)\s*(?:please|pls|thanks|thx)?\s*[.!]*$`), "${1}$2 $3 with $4",
		lazy(`(?i)^\s*(?:please\s+|pls\s+)?(?:tag|label)\s+.+?\s+(?:with|as)\s+@?[\p{L}\d_-]+\s*(?:please|pls|thanks|thx)?\s*[.!]*$`)},
}

// statementThenRepeat: a thing said to be on a weekday, then a request to
// make it repeat ("Bingo is on Tuesday at 8pm at the club, its every
// Tuesday so can you make it repeat weekly", "yoga is on wednesdays at 7,
// add it as weekly"): groups 1 the thing, 2 the weekday, 3 the rest (a
// time, a place).
var statementThenRepeat = lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([\p{L}][^,.;!?]*?)\s+(?:is|are|'s|’s)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b([^,.;!?]*?)\s*[,.;!]\s*(?:(?:it'?s|it’s|its|it\s+is|they'?re|they\s+are)\s+(?:on\s+)?(?:every|each)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:too|as\s+well))?\s*[,.;]?\s*)?(?:(?:so|and)\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|pls\s+|kindly\s+)*(?:make|set|have|put|add|save|mark)\s+(?:it|that|this|them)\s+(?:(?:in|up|down)\s+)?(?:as\s+)?(?:(?:to\s+)?(?:repeat|recur)(?:\s+(?:weekly|every\s+week|each\s+week))?|(?:a\s+)?(?:weekly|repeating|recurring)(?:\s+(?:task|thing|item|reminder|one|event))?|every\s+week)\s*(?:,?\s*(?:please|pls|thanks|thank\s+you|ta))?\s*[?.!]*\s*$`)

// echoQuestion: a question whose question word comes last ("zuzia
// allergic to what? nursery asking", "the plumber coming when?"): groups
// 1 what is asked about, 2 the question word; a short remark may follow.
var echoQuestion = lazy(`(?i)^\s*([\p{L}][^?]*?)\s+(what|when|where|who|what\s+time|what\s+day|which\s+day|how\s+much|how\s+many)\s*\?+(?:\s*[^?]{0,40})?$`)

// setHead: a thing that names a set or a person's doing, no task.
var setHead = lazy(`(?i)\b(?:every|all|any|anything|everything|each|i|i'm|im|it|we|not|this|that)\b`)

// copulaIn: the verb "be" inside an echo question's head (groups: before
// it, it, after it).
var copulaIn = lazy(`(?i)^(.+?)\s+(is|are|was|were)\b\s*(.*)$`)

// echoNotHead: heads that are requests or questions of their own ("add
// what?", "so what?", "remind me when?").
var echoNotHead = lazy(`(?i)^\s*(?:what|when|where|who|which|how|why|is|are|do|does|did|can|could|would|will|should|add|remind|show|list|tell|put|make|move|delete|mark|so|and|but|or|ok|okay|yes|no|and\s+then|then)\b|\b(?:me|you)$`)

// listAllPlace: a list, then "- all <place>" and perhaps the day ("add
// get silicone, new shower head, borrow drill - all bathroom, for
// today"): groups 1 the verb, 2 the list, 3 the place, 4 the day.
var listAllPlace = lazy(`(?i)^(\s*(?:please\s+|pls\s+)?add\s+)([^:]+?,[^:]+?)\s*[-–—]\s*all\s+(?:for\s+|in\s+|under\s+|to\s+|go\s+in\s+|part\s+of\s+)?(?:the\s+|my\s+)?([\p{L}][\p{L}\d'’ ]{0,30}?)(?:\s+project)?\s*(?:,\s*(?:all\s+)?((?:for|by|on|due)\s+[^,]+?|today|tomorrow|tonight|this\s+week(?:end)?|next\s+week))?\s*[.!]*$`)

// listAllNotPlace: words after "all" that are no place.
var listAllNotPlace = lazy(`(?i)^(?:high|low|urgent|important|priority|high\s+priority|low\s+priority|done|the\s+same|same|at\s+once|together|of\s+them|of\s+these|of\s+those|weekly|daily|monthly)$`)

// thingThenMakeIt: a thing of up to four words, then "make it <day>" with
// nothing between ("pawel drill make it tomorrow"): groups 1 the thing, 2
// the day.
var thingThenMakeIt = lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][\p{L}\d'’]*(?:\s+[\p{L}\d'’]+){0,3}?)\s+make\s+(?:it|that)\s+(?:for\s+)?([^,;!?]+?)(?:\s+(?:instead|pls|please|thanks|thx))?\s*[.!]*$`)

// itsNotDate: words after "its" that say more than a day ("now due
// thursday", "in June" of an event).
var itsNotDate = lazy(`(?i)^(?:now|still|also|actually|moved|due|in|got|been)\b`)

// moveThenReason: a move to a day, then a comma and a reason (groups: the
// move, its day, the reason).
var moveThenReason = lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:move|push|shift|change|reschedule|bump)\s+.+?\s+to\s+([^,]+?))\s*,\s*([^,]+?)\s*[.!]*$`)

// reasonNot: words after a move's comma that ask more of it.
var reasonNot = lazy(`(?i)^(?:and|then|also|plus|tag|label|make|set|mark|high|low|urgent|top|normal|medium|priority|every|each|weekly|daily|repeat|same\s+time|at\b|in\b|under\b|for\b|not\b|instead)`)

// newProjectPutIn: a new project, then "put A, B and C in it" (groups:
// the name, the things).
var newProjectPutIn = lazy(`(?i)^\s*(?:(?:please\s+)?(?:create|make|start|add)\s+(?:a\s+)?)?new\s+project\s+(?:called\s+|named\s+)?(.+?)\s*[—–:,-]+\s*(?:and\s+)?(?:put|move|file|stick)\s+(.+?)\s+(?:in|into|under)\s+(?:it|there)\s*[.!]*$`)

// quotedAfterColon: 'add a weekly task every Monday at 8am: "SLT briefing
// notes"' (groups: the politeness, the kind of repeat, when, the title).
var quotedAfterColon = lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+|(?:can|could|would)\s+you\s+)*)(?:add|create|make|set\s+up|put\s+in|save)\s+(?:a|an|one|the)\s+(?:new\s+)?((?:weekly|daily|monthly|yearly|fortnightly|annual|repeating|recurring)\s+)?(?:task|reminder|to-?do|item|entry)\s+([^:"“]*?)\s*[:–—-]\s*["“']([^"”']+)["”']\s*[.!]*$`)

// repeatWord: a when that says its own repeat.
var repeatWord = lazy(`(?i)\b(?:every|each|daily|weekly|monthly|yearly|fortnightly|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b`)

// stop45Rewritten is text with stop 45's frames read as the rules read them.
func stop45Rewritten(text string) string {
	if m := echoQuestion.FindStringSubmatch(text); m != nil && !echoNotHead.MatchString(m[1]) {
		// "zuzia allergic to what? nursery asking": the question word
		// said last
		head, cop := strings.TrimSpace(m[1]), "is"
		if c := copulaIn.FindStringSubmatch(head); c != nil {
			head, cop = strings.TrimSpace(c[1]+" "+c[3]), strings.ToLower(c[2]) // "Sam is allergic to what?"
		}
		return strings.ToLower(strings.Join(strings.Fields(m[2]), " ")) + " " + cop + " " + head + "?"
	}
	if m := listAllPlace.FindStringSubmatch(text); m != nil {
		// "add a, b, c - all bathroom, for today": the list's place
		if _, isDate := datePhrase(m[3]); !isDate && !listAllNotPlace.MatchString(m[3]) {
			out := m[1] + "to " + strings.TrimSpace(m[3]) + ": " + strings.TrimSpace(m[2])
			if w := strings.TrimSpace(m[4]); w != "" {
				out += " - all " + strings.TrimPrefix(w, "for ")
			}
			return out
		}
	}
	if m := thingThenMakeIt.FindStringSubmatch(text); m != nil && !echoNotHead.MatchString(m[1]) && !remarkHead.MatchString(m[1]) && !statementHead.MatchString(" "+m[1]+" ") && !taskVerbs[asciiLower(firstWord(m[1]))] && !setHead.MatchString(m[1]) {
		// "pawel drill make it tomorrow": the thing named, then its new day
		if _, isDate := datePhrase(m[2]); isDate {
			return "move " + strings.TrimSpace(m[1]) + " to " + strings.TrimSpace(m[2])
		}
	}
	if m := moveThenReason.FindStringSubmatch(text); m != nil && !reasonNot.MatchString(m[3]) {
		// "move board mtg review milestone to 12/21, Rev. Sato
		// rescheduled": the reason after the day changes nothing
		if _, isDate := datePhrase(m[2]); isDate {
			if _, dated := datePhrase(m[3]); !dated {
				return m[1]
			}
		}
	}
	if m := newProjectPutIn.FindStringSubmatch(text); m != nil {
		// "new project Déménagement — put the landlord call, the books and
		// the truck in it"
		return "create a project " + strings.TrimSpace(m[1]) + " and put " + strings.TrimSpace(m[2]) + " in it"
	}
	if m := quotedAfterColon.FindStringSubmatch(text); m != nil {
		// 'add a weekly task every Monday at 8am: "SLT briefing notes"':
		// the quoted title, then when (a kind said as "weekly" only
		// when the when has no repeat of its own)
		when := strings.TrimSpace(m[3])
		if kind := strings.TrimSpace(m[2]); kind != "" && !repeatWord.MatchString(when) {
			when = strings.TrimSpace(when + " " + kind)
		}
		return strings.TrimSpace(m[1] + "add \"" + m[4] + "\" " + when)
	}
	if m := statementThenRepeat.FindStringSubmatch(text); m != nil {
		return "add " + strings.TrimSpace(m[1]) + " every " + m[2] + " " + strings.TrimSpace(m[3])
	}
	text = itsDate.ReplaceAllStringFunc(text, func(s string) string {
		// "add study for calc final, its 12/14, high priority": the
		// thing's day, said as a fact
		m := itsDate.FindStringSubmatch(s)
		if _, isDate := datePhrase(m[2]); !isDate || itsNotDate.MatchString(m[2]) || projectWord.MatchString(text) {
			return s
		}
		return ", due " + m[1] + m[2] + m[3]
	})
	return applyGuarded(text, stop45Rewrites)
}

// itsDate: ", its 12/14," — a day said of the thing before it (groups:
// the preposition, the day, what ends it).
var itsDate = lazy(`(?i),\s*(?:it'?s|it’s|its|it\s+is|thats|that'?s|that’s)\s+(?:due\s+)?((?:on|by|for)\s+)?([^,.;!?]+?)(\s*(?:[,.;!?]|$))`)
