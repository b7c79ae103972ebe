package grammar

import "strings"

// stop34Rewrites: families of trials 140–142 (a blunt electrician, a very
// courteous retired librarian, a Mandarin-first marketing assistant),
// each said the way the rules read it. As in moreRewrites, the user's own
// words for titles and names are kept; only the frame around them
// changes. They run before moreRewrites.
var stop34Rewrites = []struct {
	re   *lazyRE
	with string
	// unless: a text it matches is left as it is (nil: none)
	unless *lazyRE
}{
	// Courtesy sentences before the request: thanks, greetings, "I'm
	// sorry to trouble you again.", "I have put some of my notes in for
	// you." — none asks for anything.
	{lazy(`(?i)^(\s*)(?:(?:(?:thank\s+you|thanks)(?:\s+(?:ever\s+so|so|very)\s+much)?(?:\s+(?:again|indeed))?(?:,?\s+(?:dear|pace|my\s+dear))?|many\s+thanks|(?:good\s+(?:morning|afternoon|evening|day)|hello|hi|hey)(?:,?\s+(?:pace|dear|there))?|(?:i'?m|i\s+am)\s+(?:so\s+|very\s+)?sorry\s+to\s+(?:trouble|bother)\s+you(?:\s+(?:again|once\s+more))?|i\s+hope\s+you(?:'re|\s+are)\s+(?:well|keeping\s+well)|i(?:\s+have|'ve|’ve)\s+(?:now\s+|just\s+)?(?:put|added|imported|uploaded|loaded|saved|given\s+you)\s+(?:in\s+)?(?:some\s+(?:of\s+)?|all\s+(?:of\s+)?)?(?:my|the)\s+notes(?:\s+in)?(?:\s+for\s+you)?)\s*[.!]+\s+)+`), "$1", nil},
	// interjections and sequence words before it: "Oh goodness, no, …",
	// "Lastly, …" ("Oh dear, …" opens an apology, read as one)
	{lazy(`(?i)^(\s*)(?:(?:oh\s+(?:goodness|my|gosh)|goodness(?:\s+me)?|dear\s+me|(?:and\s+)?lastly|(?:and\s+)?finally)\s*[,!]\s*)+(?:no\s*,\s*)?`), "$1", nil},
	// a courtesy sentence after it: "Do forgive me.", "Many thanks."
	{lazy(`(?i)([.!])\s+(?:do\s+)?(?:forgive\s+me|(?:many\s+)?thanks(?:\s+(?:ever\s+so|so|very)\s+much)?|thank\s+you(?:\s+(?:ever\s+so|so|very)\s+much)?(?:,?\s+dear)?|i\s+do\s+apologi[sz]e|(?:so\s+)?sorry(?:\s+(?:for|about)\s+the\s+(?:bother|trouble|confusion|muddle|fuss))?|much\s+appreciated|bless\s+you)\s*[.!]*\s*$`), "$1", nil},
	// a dash between the thing named and the request about it: "the
	// dentist call — could you make it Tuesday?"
	{lazy(`(?i)^(\s*(?:(?:actually|so|oh|and|now)[,\s]+)*(?:the|my|everything)\s+[^—–,.;]+?)\s*[—–]\s*((?:could|can|would|will)\s+you|please|kindly|i\s+meant)\b`), "$1, $2", nil},
	// "the vases, I meant the 17th, not the 19th": its date corrected
	{lazy(`(?i)^(\s*)(?:(?:actually|sorry|oh|oops|no)[,!\s]+)*((?:the|my)\s+[^,]+?)\s*,\s*i\s+meant\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b[^,.]*|(?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)[a-z]*\b[^,.]*|tomorrow[^,.]*)(?:\s*,?\s*not\s+[^,.]+?)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "…, and label it \"books\".", "… Kindly label it cat.": the label
	// said last, of the item just named
	{lazy(`(?i)\s*(?:[,;]\s*|[.!]\s+)(?:and\s+)?(?:(?:please|kindly)\s+)?(?:(?:would|could|can)\s+you\s+)?(?:please\s+|kindly\s+)?(?:label|tag)\s+(?:it|that|this|them)\s+(?:as\s+|with\s+)?["“]?([\p{L}\d_-]+)["”]?\s*(?:,?\s*please)?\s*[.!?]*$`), " @$1", changeFirst},
	// "label all the Edinburgh Trip tasks \"travel\"": the bulk tag
	{lazy(`(?i)\b(?:label|tag)\s+(all\s+(?:of\s+)?(?:the\s+|my\s+)?[^"“]+?\s+(?:tasks?|things|jobs|items|to-?dos))\s+(?:as\s+)?["“]([^"”]+)["”]`), "tag $1 with $2", nil},
	// "all Spring Launch task": the tasks
	{lazy(`(?i)\b(all\s+(?:of\s+)?(?:the\s+|my\s+)?[\p{L}\d'][\p{L}\d' ]*?\s+)task\b`), "${1}tasks", nil},
	// "take the \"treat\" label off the Balmoral tea": the label removed
	{lazy(`(?i)\btake\s+(?:the\s+)?["“]?([\p{L}\d_-]+)["”]?\s+(?:label|tag)\s+off\s+(?:of\s+)?`), "remove the $1 label from ", nil},
	// "Three things, if I may: a, b and c", "add 3 thing for campaign: a,
	// b, c": the count before a list says nothing of its own
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add\s+)?(?:two|three|four|five|six|2|3|4|5|6)\s+(?:more\s+)?)(?:things?|items?|tasks?|jobs?|to-?dos?)(?:,?\s+if\s+i\s+may|,?\s+please)?\s*:`), "${1}tasks:", nil},
	// "For the Edinburgh Trip, could you add two milestones: …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*,\s*(?:(?:could|can|would|will|might)\s+you\s+|please\s+|kindly\s+)*add\s+((?:two|three|four|2|3|4)\s+milestones)\s*:\s*`), "${1}add $3 to the $2 project: ", nil},
	// "I should also like to put down that I am to chair the meeting on
	// Thursday": a reminder of it
	{lazy(`(?i)^(\s*)i\s+(?:should|would|'d)\s+(?:also\s+)?(?:like|love)\s+to\s+(?:put\s+down|note\s+down|jot\s+down|write\s+down|record)\s+(?:that\s+)?`), "${1}remind me that ", nil},
	{lazy(`(?i)\bremind\s+me\s+that\s+i\s+(?:am|'m)\s+(?:to|going\s+to|supposed\s+to|due\s+to|meant\s+to)\s+`), "remind me to ", nil},
	// "And the train tickets too, I booked those this morning."
	{lazy(`(?i)^(\s*)(?:and|also|plus)\s+((?:the|my)\s+.+?)\s+(?:too|as\s+well)\s*[,;.—-]\s*(?:i(?:'ve|\s+have)?\s+)?(?:already\s+|just\s+)?(?:[a-z]+ed|did|done|got|bought|paid|sent|made|sorted|booked|finished)\s+(?:those|them|it|that|these|this)\b.*$`), "${1}$2 is done", nil},
	// "I already finish the essay homework, mark it done": "it" is the
	// task just named
	{lazy(`(?i)^(\s*)i\s+(?:have\s+)?(?:already\s+)?(?:finish(?:ed)?|did|done|complete(?:d)?)\s+(?:already\s+)?(.+?)(?:\s+already)?\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:it|that)\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))\s*(?:please)?\s*[.!]*$`), "${1}mark $2 done", nil},
	// "finish pricing sheet already, done": said done
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:already\s+)?finish(?:ed)?\s+(.+?)\s+already\b\s*[,;.]?\s*(?:(?:it'?s\s+|all\s+)?(?:done|finished|complete))?\s*[.!]*$`), "${1}$2 is done", nil},
	// "delete the football training, seasons finished": the reason says
	// done, the request is the deletion
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|bin|scrap|drop|get\s+rid\s+of)\s+[^,]+?)\s*,\s*[\p{L}' ]{0,30}\b(?:finished|over|ended|done|cancelled|canceled|no\s+longer\s+needed)\b[^,]*$`), "$1", nil},
	// "get rid of the school quote they went with someone else": the
	// reason said without a comma after a deletion
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|bin|scrap|drop|get\s+rid\s+of)\s+.+?)\s+(?:(?:as|because|since|cos)\s+)?(?:they|he|she|we|the\s+client|the\s+customer)\s+(?:went|chose|picked|decided|cancelled|canceled|said|don'?t|doesn'?t|didn'?t|won'?t|no\s+longer|changed)\b.*$`), "$1", nil},
	// "…. how much did i pay last yr again": a question said last
	// without its question mark
	{lazy(`(?i)([.!]\s+)((?:how\s+(?:much|many|long|often)|what(?:'s|s)?|when(?:'s|s)?|where(?:'s|s)?|who(?:'s|s)?|which)\s[^.!?]*?)(?:\s+again)?\s*$`), "$1$2?", nil},
	// "add X, part of Spring Launch, due March 5": the project, said as
	// "add X in the P project, …"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|new|put)\b.*?)\s*,\s*(?:it'?s\s+|as\s+)?part\s+of\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*,\s*(.+)$`), "$1 in the $2 project, $3", nil},
	// "how many task I have in next 7 day"
	{lazy(`(?i)\bnext\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|fourteen)\s+day\b`), "next $1 days", nil},
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks?|things?|jobs?|items?)\s+(?:do\s+)?(?:i|we)\s+(?:have|got|have\s+got)\s+(?:due\s+)?(?:in|for|over|within|during)\s+(?:the\s+)?(next\s+\S+\s+days)\s*(\??)`), "${1}what's due in the $2$3", nil},
	// "add a milestone to the hendersons job, sign off and cert by the 18th"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+a\s+milestone)\s+(?:to|for|in)\s+(?:the\s+|my\s+)?([^,:"“]+?)(?:\s+(?:job|project))?\s*,\s*([^"“]+)$`), "${1} $3 to the $2 project", namedOrQuoted},
	{lazy(`(?i)\bmight\s+you\b`), "could you", nil},
	// "What still remains to be done for the Edinburgh Trip?"
	{lazy(`(?i)^(\s*)what\s+(?:still\s+)?(?:remains|is\s+(?:still\s+)?left|still\s+needs|needs)\s+(?:to\s+be\s+done\s+|doing\s+|to\s+do\s+)?(?:for|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*(\?*)$`), "${1}what's left in the $2 project$3", forAWhen},
	// "How is the Edinburgh Trip coming along? How many things are left?"
	{lazy(`(?i)^(\s*)how\s+(?:is|are|'s)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:coming\s+along|getting\s+on|progressing|shaping\s+up)\b[^?]*\?(?:\s*how\s+many\s+[^?]*\??)?\s*$`), "${1}show the $2 project", nil},
	// "give me summary of all my project and how many task left in each"
	{lazy(`(?i)^(\s*)(?:(?:please\s+)?(?:give|show|send)\s+me\s+)?(?:a\s+|the\s+)?(?:summary|overview|run-?down|round-?up)\s+of\s+(?:all\s+)?(?:of\s+)?my\s+projects?\b.*$`), "${1}show my projects", nil},
	// "how about the press release, when it is due?"
	{lazy(`(?i)^(\s*)(?:how|what)\s+about\s+(.+?)\s*[,;]\s*when\s+(?:it\s+is|is\s+it|it's|its)\s+due\s*\??$`), "${1}when is $2 due?", nil},
	// "the banner review, change to Thursday 3pm"; "gym I want change to
	// tuesday thursday saturday now"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?(?:change|move|push|shift|put)\s+to\s+`), "${1}move $2 to ", nil},
	{lazy(`(?i)^(\s*)([\p{L}\d'-]+(?:\s+[\p{L}\d'-]+)?)\s+i\s+(?:want|wanna|would\s+like|'d\s+like)\s+(?:to\s+)?change\s+(?:it\s+)?to\s+(.+?)(?:\s+now)?\s*[.!]*$`), "${1}change $2 to $3", nil},
	// "everything due next friday please move to Monday 14"
	{lazy(`(?i)^(\s*)everything\s+(?:that\s+is\s+|that'?s\s+)?(due\s+.+?)\s+please\s+(move|push|shift|postpone|bump)\s+(?:it\s+|them\s+)?(to|until|till)\s+`), "$1$3 everything $2 $4 ", nil},
	{lazy(`(?i)^(\s*)everything\s+(?:that\s+is|that'?s)\s+due\b`), "${1}everything due", nil},
	// "make a project called P and stick X in it"
	{lazy(`(?i)(\band\s+)(?:stick|pop|chuck|throw)\s+(.+?)\s+(?:inside|in|into|under)\s+(?:it|this|that|there)\s*$`), "${1}move $2 into it", nil},
	// "create project Q1 Campaign and put these 3 task in it"
	{lazy(`(?i)\b(put|move|stick|pop|file)\s+(?:these|those|the|all)\s+(?:2|3|4|5|6|two|three|four|five|six)\s+(?:tasks?|things?|items?|jobs?)\s+(in|into|under|to)\b`), "$1 them $2", nil},
	// "show me everything from the 21st to the 27th": a span asked about
	// (a move "from … to …" stays a move)
	{lazy(`(?i)^(\s*(?:(?:please\s+)?(?:show|list|give|tell)\s+(?:me\s+)?|what(?:'s|s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)\s+))(everything|all\s+(?:my\s+)?(?:tasks|things))\s+(?:due\s+|on\s+)?from\s+(.+?)\s+(?:to|until|till|through|thru)\s+`), "$1$2 between $3 and ", nil},
	// "When is Marmalade's vet appointment again?": "again" asks to be
	// reminded, no part of what is asked about
	{lazy(`(?i)^(\s*(?:when|what\s+time|what\s+day|where|what\s+date)\b.*?)\s+again\s*(\??)\s*$`), "$1$2", nil},
	// "whats high priority at the minute"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(high|low|top|urgent)(?:[\s-]priority|\s+prio)?\s+(?:at\s+the\s+(?:minute|moment)|right\s+now|now|currently|at\s+present|today)\s*(\??)$`), "${1}what are my $2 priority tasks$3", nil},
	// "The vet's surgery has just rung; they need to move Marmalade to …"
	{lazy(`(?i)^(\s*)[^;,.]+?\s+(?:has|have)\s+(?:just\s+)?(?:rung|called|phoned|emailed|texted|written|been\s+in\s+touch|got\s+in\s+touch)\s*[;,.—-]\s*(?:and\s+)?(?:they|he|she)\s+(?:need|needs|want|wants|would\s+like|'d\s+like|have|has)\s+to\s+(move|change|push|shift|reschedule|put\s+back|bring\s+forward)\s+`), "${1}$2 ", nil},
}

// changeFirst: a change to an item already there ("could you make the car
// tax top priority, and label it bills"), whose label is a change of its own.
var changeFirst = lazy(`(?i)^\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|kindly\s+)*(?:make|set|change|move|mark|give|bump|raise|lower)\b`)

// namedOrQuoted: a milestone named with "called" or in quotes, read by
// the milestone rules as it is.
var namedOrQuoted = lazy(`(?i)\b(?:called|named|titled)\b|["“]`)

// forAWhen: "what is left for me to do before Christmas", "what is still
// left for next week": a time or the user, no project.
var forAWhen = lazy(`(?i)\b(?:for|on|in)\s+(?:me|us|next|this|today|tomorrow|tonight|the\s+(?:week|weekend|month|day))\b`)

// repeatSaidLast: "…; please would you make that a weekly reminder".
var repeatSaidLast = lazy(`(?i)\s*(?:[,;]\s*|[.!]\s+)(?:and\s+|so\s+)?(?:(?:please|kindly)\s+)?(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:make|set|keep)\s+(?:that|it|this)\s+(?:up\s+)?(?:as\s+)?(?:a\s+)?(daily|weekly|monthly|yearly|annual|repeating|recurring|regular)\s+(?:reminder|task|to-?do|thing|one)(?:,?\s*please)?\s*[.!?]*$`)

// everySaid: the request already says how it repeats.
var everySaid = lazy(`(?i)\b(?:every|each|daily|weekly|monthly|yearly|annually)\b`)

// countForWhat: "add 3 thing for campaign: a, b and c" — the count and
// what the items are for, before the list.
var countForWhat = lazy(`(?i)^(\s*)(?:please\s+)?(?:add\s+)?(?:two|three|four|five|six|2|3|4|5|6)\s+(?:more\s+)?(?:things?|items?|tasks?|jobs?|to-?dos?)\s+for\s+(?:the\s+|my\s+)?([\p{L}\d' -]+?)(?:,?\s+if\s+i\s+may|,?\s+please)?\s*:\s*`)

// topicThenPut: "the optician visit, could you put it on Wednesday": the
// thing named first, then the move said of "it".
var topicThenPut = lazy(`(?i)^(\s*)(?:(?:actually|so|oh|and|now|right|ok(?:ay)?)[,\s]+)*((?:the|my)\s+[^,]+?)\s*,\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|kindly\s+)*(?:put|push|shift)\s+(?:it|that)\s+(?:on|to|for|until|till)\s+`)

// topicVerb: a topic that is a sentence of its own ("the kids are off
// sick, move it to friday"), no name of a task.
var topicVerb = lazy(`(?i)\b(?:is|are|was|were|has|have|had|can|can'?t|cannot|will|won'?t|do|does|did|didn'?t|need|needs|got)\b`)

// doFirst: "what should I do first tomorrow": that day's tasks.
var doFirst = lazy(`(?i)^(\s*)what\s+(?:should|must|do|shall|ought)\s+i\s+(?:to\s+)?do\s+first\s+(tomorrow|today|on\s+\w+day)\s*(\??)$`)

// stop34Rewritten is text by stop34Rewrites, and a repetition said last
// ("…, make that a weekly reminder") joined to the request it repeats.
func stop34Rewritten(text string) string {
	for _, r := range stop34Rewrites {
		if r.unless != nil && r.unless.MatchString(text) {
			continue
		}
		text = r.re.get().ReplaceAllString(text, r.with)
	}
	if m := topicThenPut.get().FindStringSubmatchIndex(text); m != nil && !topicVerb.MatchString(text[m[4]:m[5]]) {
		text = text[m[2]:m[3]] + "move " + text[m[4]:m[5]] + " to " + text[m[1]:]
	}
	text = doFirst.get().ReplaceAllString(text, "${1}what's due $2$3")
	if m := countForWhat.get().FindStringSubmatchIndex(text); m != nil {
		if _, isDate := datePhrase(text[m[4]:m[5]]); !isDate && !strings.HasSuffix(strings.ToLower(text[m[4]:m[5]]), " project") {
			// the project they are for, when one has that name ("add two
			// tasks for tomorrow: …" keeps its date as it is)
			text = text[m[2]:m[3]] + "for " + text[m[4]:m[5]] + ", add: " + text[m[1]:]
		}
	}
	if m := repeatSaidLast.get().FindStringSubmatchIndex(text); m != nil && m[0] > 0 {
		head := text[:m[0]]
		if !everySaid.get().MatchString(head) {
			switch strings.ToLower(text[m[2]:m[3]]) {
			case "daily":
				head += " every day"
			case "weekly":
				head += " every week"
			case "monthly":
				head += " every month"
			case "yearly", "annual":
				head += " every year"
			default:
				return text // "a repeating reminder" with no how often: asked about as it is
			}
		}
		text = head
	}
	return text
}

// dayRangeRE: a question about a span of days: "what's due between 21
// December and 27 December", "what is coming up from the 21st to the 27th
// of December", "show me everything from Monday to Wednesday".
var dayRangeRE = re(`^(?:(?:what(?:'s|s|\s+is|\s+are)?|which\s+tasks(?:\s+are)?|anything|is\s+there\s+anything)\s+(?:(?:have\s+i\s+got|do\s+i\s+have|i\s+have|is|are)\s+)?(?:due|on|coming\s+up|planned|happening|scheduled|on\s+my\s+(?:plate|list))|(?:show|list|give)\s+(?:me\s+)?(?:everything|all|my\s+tasks|what'?s\s+due|the\s+tasks)(?:\s+(?:due|on|coming\s+up))?)\s+(?:[\p{L}' ]{0,30}?,?\s+)?(?:between\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)|from\s+(?P<a2>.+?)\s+(?:to|until|till|through|thru)\s+(?P<b2>.+?))$`)

// monthName: a month said in a date phrase.
var monthName = re(`\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`)

// bareDayNumber: a day of the month with no month ("the 21st", "21").
var bareDayNumber = re(`^(?:the\s+)?(?P<n>\d{1,2})(?:st|nd|rd|th)?$`)

func ruleDayRange(c clause) (ParsedIntent, bool) {
	m, ok := find(dayRangeRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	a, b := m.g("a")+m.g("a2"), m.g("b")+m.g("b2")
	if n, ok := find(bareDayNumber, strings.TrimSpace(a)); ok {
		if mo := monthName.FindString(b); mo != "" && !monthName.MatchString(a) {
			a = n.g("n") + " " + mo // "from the 21st to the 27th of December"
		}
	}
	from, okA := singleDay(a)
	to, okB := singleDay(b)
	if !okA || !okB {
		return ParsedIntent{}, false
	}
	return intent("query-span", "queryTasks", map[string]any{"from": from, "before": to}), true
}
