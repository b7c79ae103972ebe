package grammar

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	cls "pace/agent/intent"
	"pace/plan"
	"pace/tools/dates"
)

// Brain names a decision procedure, for measuring each on its own.
type Brain int

const (
	// Both is the shipped decision: rules with a precise construction
	// win; the weak fallbacks fire only when the classifier agrees.
	Both Brain = iota
	// RulesOnly is the grammar without the classifier.
	RulesOnly
	// ClassifierOnly takes the classifier's top label and fills its slots
	// with the grammar's cutters.
	ClassifierOnly
)

// trailingCancel: a request that ends by taking itself back.
var trailingCancel = re(`(?:^|[\s,.;:!?…-])(?:(?:actually|oh|wait|no|nah|hmm|um|uh|ok|okay|sorry)[\s,.…!-]+)*(?:never\s*mind|nevermind|forget (?:it|that|about it)|scrap that|cancel that|don'?t bother|do not bother|ignore (?:that|me|this))[\s.!…]*$`)

// notForget: "… because I mustn't forget it": a plea to remember, not
// the request taken back.
var notForget = lazy(`(?i)\b(?:to|mustn'?t|must\s+not|musn'?t|don'?t|do\s+not|never|can'?t|cannot|won'?t|shouldn'?t|lest\s+i)\s+(?:ever\s+)?forget\s+(?:it|that|about\s+it)[\s.!]*$`)

// Confidence thresholds on the classifier's calibrated probability.
const (
	// sure: the classifier may overrule a weak rule.
	sure = 0.6
	// outSure: out of scope (or cancel) with this much confidence means no
	// steps, also against the bare-imperative capture.
	outSure = 0.5
	// outSureVerb: a clause that starts with a to-do verb ("buy bread")
	// is out of scope only when the classifier is this sure.
	outSureVerb = 0.8
)

// veto: an out-of-scope reading this sure overrules a mutating rule that
// is not one of the explicit frames ("remind me to …", "note: …").
const veto = 0.9

// explicitRules name what they do in so many words; the classifier never
// overrules them.
var explicitRules = set(`calendar remind-me remind-me-when add-task dont-forget labelled note labelled-note append-note add-to-list add-to-project create-project add-milestone
reminder-frame event-frame contact-task add-if-missing stop undo remind-about each-day buy-list remember-that quoted-rename named-rename several
project-describe untag tag note-rename verb-rename priority-off due-need snooze`)

// weakRules are the fallbacks that only fire when the classifier agrees:
// the catch-all question (→ askNotes), the bare imperative and dated text
// (→ createTask), statements of state and past-tense reports
// (→ completeTask) and the not-understood agenda.
var weakRules = set(`question imperative need-to state past-report bare-done fallback`)

// Plan reads a whole request into a plan, executing nothing: a single
// intent becomes one step; a compound request ("create a project Garden,
// then add tasks to buy soil and plant bulbs") several, linked by step
// references; a request asking for nothing Pace does, zero steps with a
// Note; an unsure mutating reading, zero steps and a Clarify question; an
// unrecognised one the agenda with Understood false and a Note.
//
// The request is cut with plan.Split where the words after a connective
// begin a new command. If any clause is not understood, the request is not
// planned at all and is read as one intent. "Add 3 tasks: a, b and c"
// becomes three createTask steps; tasks after a createProject are filed in
// it ("$1"); "it", "that" and "them" point at the latest step that produced
// an item.
func Plan(text string) plan.Plan { return PlanBy(Both, text) }

// MaxRequestRunes is the longest request the grammar reads, in characters
// (runes): about 600 words. A longer text is no request (a pasted
// document); reading it through every rewrite would take minutes.
const MaxRequestRunes = 4000

// TooLong is the reply to a request of n characters over MaxRequestRunes.
func TooLong(n int) string {
	return fmt.Sprintf("That message is %d characters long; I read requests of up to %d. Nothing was changed. To keep a long text, save it as a note (drop the file on the window, or `pace notes import FILE`).", n, MaxRequestRunes)
}

// innerEmoji: a run of pictographs between words.
var innerEmoji = lazy(`[!.?]*\s*[\x{2190}-\x{2BFF}\x{1F000}-\x{1FAFF}\x{FE0F}\x{200D}]+\s*`)

// emoticon: a smiley between words (":(", ":-)", ";D", "<3").
var emoticon = lazy(`(?:^|\s)(?:[:;=]-?[()DPpO/\\|]+|<3|xD|XD)(?:\s|$)`)

// priorityPlural: "p1s", the tasks of a priority said as a plural.
var priorityPlural = lazy(`(?i)\bp([1-4])s\b`)

// withoutEmoticons ends a sentence where a smiley stands ("… harrogate :(
// delete the project" is "… harrogate. delete the project").
func withoutEmoticons(text string) string {
	text = strings.TrimLeftFunc(text, func(r rune) bool { return isEmoji(r) || unicode.IsSpace(r) })
	if end := strings.TrimRightFunc(text, func(r rune) bool { return isEmoji(r) || unicode.IsSpace(r) }); end != text {
		if f := strings.Fields(end); len(f) == 0 || !emojiWordBefore[asciiLower(f[len(f)-1])] {
			text = end // "go karting's booked 👍"; but "buy milk and 🍞" keeps its bread
		}
	}
	if strings.ContainsFunc(text, isEmoji) {
		// "biscuit sat on command!! 🐶🎉 mark that milestone done": a
		// run of emoji inside the text ends a sentence
		text = emojiBreaks(text)
	}
	if !strings.ContainsAny(text, ":;=<xX") {
		return text
	}
	return strings.TrimSpace(emoticon.ReplaceAllString(text, ". "))
}

// emojiWordBefore, emojiWordAfter: words beside a run of emoji that show
// the run stands for a thing ("buy 🥛 and 🍞", "get some 🍌"), not the
// end of a sentence.
var (
	emojiWordBefore = set(`and or n & plus add buy get grab order need some more the a an of with pick up bring`)
	emojiWordAfter  = set(`and or n & plus`)
	// emojiGreeting: a greeting before the run ("hey 👋 first time …").
	emojiGreeting = set(`hi hey hello hiya heya yo morning evening thanks cheers`)
	// emojiClauseStart: words that begin a new request or question after
	// a run of emoji — the grammar's command verbs, question words and
	// the pronouns a new sentence starts with.
	emojiClauseStart = set(`add mark move delete remove remind put set make create start change rename push tick file archive restore note snooze reopen undo complete reschedule postpone clear take cancel tag label untag show list find search give tell can could would will please pls plz also then so now what what's whats how how's hows when where which who why is are was were do does did i i'm im i've ive i'll ill it it's its that's thats this these we we're let's lets you u ok okay thanks thank cheers yes no btw oh oops anyway`)
)

// emojiBreaks ends a sentence at each run of emoji inside text, unless the
// run stands for a thing, which it keeps as a word.
func emojiBreaks(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range innerEmoji.FindAllStringIndex(text, -1) {
		if strings.Count(text[:m[0]], `"`)%2 == 1 || strings.Count(text[:m[0]], "'")%2 == 1 && strings.Count(text[m[1]:], "'") > 0 {
			continue // "rename it to 'Our Wedding 💕'": a quoted name keeps its emoji
		}
		before := strings.Fields(text[last:m[0]])
		after := strings.Fields(text[m[1]:])
		// the run ends a sentence when punctuation stands in it or a new
		// request or question begins after it ("… 😩 reopen pls"); else
		// it is part of the words ("buy cake 🎂 for mum", "great 🎉🎉
		// everyone came")
		word := !strings.ContainsAny(text[m[0]:m[1]], "!.?") && (len(before) == 0 || !emojiGreeting[asciiLower(strings.Trim(before[len(before)-1], ",.!"))]) && (len(before) > 0 && emojiWordBefore[asciiLower(before[len(before)-1])] ||
			len(after) > 0 && (emojiWordAfter[asciiLower(strings.TrimRight(after[0], ","))] || !emojiClauseStart[asciiLower(strings.Trim(after[0], ",.!?:;"))]))
		b.WriteString(text[last:m[0]])
		if word {
			b.WriteString(text[m[0]:m[1]])
		} else {
			b.WriteString(". ")
		}
		last = m[1]
	}
	b.WriteString(text[last:])
	return strings.TrimSpace(b.String())
}

// isEmoji: a pictograph or a part of one (a variation selector, a joiner,
// a skin tone) — said at either end of a request, it is no part of it
// ("go karting's booked 👍").
func isEmoji(r rune) bool {
	return unicode.Is(unicode.So, r) && r > 0x2000 || r == 0xFE0F || r == 0x200D || r >= 0x1F3FB && r <= 0x1F3FF
}

// politeAsk: a request put as a question to Pace ("could you …?").
var politeAsk = lazy(`(?i)^\s*(?:(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|morning|afternoon|evening)(?:\s+pace)?[,!.\s]+)?(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|possibly\s+|kindly\s+|just\s+)*)?(?:add|make|move|mark|label|tag|untag|set|put|create|start|delete|remove|change|rename|push|tick|file|archive|restore|remind|note|snooze|reopen|complete|reschedule|postpone|clear|take)\b[^?]*\?\s*$`)

// withoutRequestMark drops the question mark of a request put as a
// question ("could you make X top priority, and label it bills?"): it
// asks for the change, not whether Pace could make it.
func withoutRequestMark(text string) string {
	if politeAsk.MatchString(text) {
		return strings.TrimRight(strings.TrimSpace(text), "? ")
	}
	return text
}

// queryLead: a request to be shown something, where "+" is "and" (in a
// title or a name it stays as typed).
var queryLead = lazy(`(?i)^\s*(?:show|list|what|which|how|give|tell|can\s+you\s+show|could\s+you\s+show)\b`)

// stanceAside: a word of how the speaker feels said between commas.
var stanceAside = lazy(`(?i),\s*(?:sadly|unfortunately|alas|annoyingly|luckily|thankfully|happily|fortunately|obviously|honestly)\s*,`)

// bareMilestone: "a milestone" and a quoted title with no verb before it
// ("And a milestone \"Tickets sorted\" for P on 9 January").
var bareMilestone = lazy(`(?i)^(\s*(?:and\s+|also\s+|oh\s+and\s+)*)(a\s+(?:new\s+)?milestone\s+(?:["“]|(?:on|for|in|to)\s))`)

// dayDate: "with yesterday's date", "dated today": the day said as a date.
var dayDate = lazy(`(?i)\b(?:with|for|on)\s+(today|tomorrow|yesterday)(?:'s|’s)\s+date\b`)

// datedAs: "dated", "with the date" before a date ("a milestone dated last
// Monday").
var datedAs = lazy(`(?i)(,?\s)(?:dated|with\s+the\s+date(?:\s+of)?|date\s+it)\s+`)

// apologyLead: an apology opening a request and ended by ";", ":" or a
// dash ("I am sorry, I was premature; please restore the project").
var apologyLead = lazy(`(?i)^\s*(?:(?:oh|ah|um)(?:\s+dear)?[,!\s]+)?(?:(?:(?:(?:i'?m|i\s+am)\s+(?:so\s+|very\s+|terribly\s+|really\s+)?)?sorry(?:,?\s+(?:i\s+was|i'?ve\s+been|that\s+was)\s+(?:a\s+(?:little|bit)\s+|too\s+|rather\s+|a\s+bit\s+|far\s+too\s+)?[a-z]+(?:\s+[a-z]+)?)?(?:,\s*(?:as|because|since)\s+[^;:—]+?)?\s*(?:;|:|\s-|\s—))|(?:(?:i'?ve|i\s+have)\s+changed\s+my\s+mind|on\s+(?:second\s+thoughts?|reflection)|having\s+thought\s+about\s+it|(?:i'?m|i\s+am)\s+afraid\s+(?:i\s+was\s+(?:mistaken|wrong)|i\s+made\s+a\s+mistake|i\s+got\s+that\s+wrong)|(?:forgive\s+me|pardon\s+me|my\s+apologies|apologies)(?:\s*[,;]?\s*(?:i\s+was\s+(?:mistaken|wrong)|i\s+made\s+a\s+mistake|i\s+got\s+that\s+wrong|i\s+erred))?)\s*(?:;|:|,|\s-|\s—|\.\s))\s*`)

// levelNotLevel: a priority said over the old one ("p2 not p1", "high
// instead of urgent"): the new one.
var levelNotLevel = lazy(`(?i)\b(p[1-4]|urgent|high|low|normal|medium)((?:\s+priority)?)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:p[1-4]|urgent|high|low|normal|medium)(?:\s+priority)?\b`)

// ifYouWould: courtesy before a list's colon.
var ifYouWould = lazy(`(?i)(?:,?\s+if\s+you\s+(?:would|could|wouldn'?t\s+mind|don'?t\s+mind|please)|(\s(?:things|tasks|items|jobs|bits|to-?dos))(?:\s+for\s+me)?,?\s+please)\s*:`)

// midLol: "lol", "haha" between a request and a remark.
var midLol = lazy(`(?i)\s+(lol|lmao|haha+|tbh)\s+`)

// addListHead: a list's intro, then items each said with "add".
var (
	addListHead = lazy(`(?i)^[^:"“]{0,80}\b(?:things|tasks|items|jobs|at\s+once|if\s+i\s+may|please|for\s+me)\b[^:"“]{0,30}:\s*(add\s.+)$`)
	addListSep  = lazy(`(?i)[,;]\s*(?:and\s+)?(?:also\s+)?(add\s)`)
)

// addLines reads "Several things at once, if I may: add A …, add B …, and
// add C …" as one request per line (each line is a step of one plan); any
// other text comes back as it was.
func addLines(text string) string {
	m := addListHead.FindStringSubmatch(text)
	if m == nil || !addListSep.MatchString(m[1]) {
		return text
	}
	return addListSep.ReplaceAllString(m[1], "\n$1")
}

// plusAnd: a "+" said for "and" between words.
var plusAnd = lazy(`\s+\+\s+`)

// mindGerund: "would you mind moving …": the request is its verb.
var mindGerund = lazy(`(?i)^(\s*(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening)|morning|afternoon|evening|sorry)(?:\s+pace)?[,!.\s]+)?)(?:would|do|could)\s+you\s+mind\s+(?:just\s+|possibly\s+)?([a-z]+ing)\b`)

// askAfterComma: a request asked politely after a comma or a full stop
// ("…, if you could add that to the same project", "… . Could you also
// tag it work").
var askAfterComma = lazy(`(?i)([,.;])\s*(?:and\s+)?(?:if\s+you\s+(?:could|can|would|wouldn't\s+mind)|(?:could|would|can|will)\s+you)(?:\s+(?:please|also|just|kindly|possibly|then))*\s+`)

// politeInside rewrites politeness inside a request to the request it
// wraps: "would you mind moving X" is "move X"; "…, if you could add that
// to P" is "…, add that to P".
func politeInside(text string) string {
	if m := mindGerund.FindStringSubmatchIndex(text); m != nil {
		if base := gerundBase(text[m[4]:m[5]]); base != "" {
			text = text[m[2]:m[3]] + base + text[m[5]:]
		}
	}
	if !askAfterComma.MatchString(text) {
		return text
	}
	// the request asked after the comma is asked for, not a question
	return strings.TrimRight(askAfterComma.ReplaceAllString(text, "$1 "), "? ")
}

// verbAlready: "already" said after the verb ("I called already the
// electricity company"): said before it, as the rules read it.
var verbAlready = lazy(`(?i)\b(i|we)\s+([a-z]+ed|did|made|sent|paid|bought|got|rang|took|wrote|gave|found|brought|sold|told|spoke|went|put|read|met|left)\s+already\b`)

// doneFirst: "Is finished the volunteers rota": the state said before
// the thing.
var doneFirst = lazy(`(?i)^\s*(?:it\s+)?(?:is|are)\s+(?:already\s+|now\s+)?(finished|done|completed|complete|sent|paid|booked|ready)\s+((?:the|my|our)\s+[^,.;!?]+)`)

// canItWait: "Can the board meeting wait until Thursday?": a move asked
// as a question, said as the statement the rules read ("… can wait
// until …"); the question mark goes with it.
var canItWait = lazy(`(?i)^\s*(?:please\s+)?(?:can|could)\s+((?:the|my|our)\s+[^?,]+?)\s+(wait|be\s+moved|be\s+postponed|be\s+pushed\s+back)\s+(until|till|to)\b([^?]*)\?`)

// courtesyTail: a courtesy ending a request ("…, if you please", "…, if
// you would"): no slot.
var courtesyTail = lazy(`(?i)\s*[,;]\s*(?:if\s+you\s+(?:please|would|could|don'?t\s+mind|wouldn'?t\s+mind)(?:\s+be\s+so\s+(?:good|kind))?|if\s+that'?s\s+(?:all\s+right|alright|ok(?:ay)?)|please|thank\s+you(?:\s+(?:so|very)\s+much)?|thanks)\s*([.!?]?)\s*$`)

// politeFiling: "please" before a clause that files or changes the item
// just said ("…, please put it in House Move", "…, please add it to P
// also"): the clause is an instruction like any other.
var politeFiling = lazy(`(?i)([,;.])\s*(?:and\s+)?(?:please|kindly)\s+((?:put|add|file|pop|stick|place|save|keep|include|move|make|set|give|tag|label|mark)\s+(?:it|this|that|them)\b)`)

// toProjectFirst: the project said before the task ("Please add to the
// Charity Office project a task to prepare the rota").
var toProjectFirst = lazy(`(?i)^(\s*(?:(?:(?:would|could|can|will)\s+you|please|kindly|pls)\s+)*)(?:add|put|create)\s+(?:to|in|into|under)\s+(?:the\s+|my\s+|our\s+)?([^,:"]{2,40}?)(?:\s+project)?\s+(?:a|an|one)\s+(?:new\s+)?(?:task|to-?do|reminder|item|job)\s+(?:to\s+|called\s+|named\s+|for\s+|:\s*)?`)

// inProjectNeed: "In the P project I need a milestone called X": an item
// of P asked for as a need.
var inProjectNeed = lazy(`(?i)^(\s*)in\s+(?:the\s+|my\s+|our\s+)?([^,]{2,40}?)\s+project,?\s+(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+(?:add|have)\s+)?(?:a|an|another|one\s+more)\s+(?:new\s+)?(milestone|task|to-?do|reminder)\s+(?:called\s+|named\s+|to\s+|for\s+|:\s*)?`)

// inProjectAdd rewrites an inProjectNeed match as the request it makes:
// "add a milestone to the P project called …", "add a task to the P
// project: …".
func inProjectAdd(s string) string {
	m := inProjectNeed.FindStringSubmatch(s)
	if strings.EqualFold(m[3], "milestone") {
		return m[1] + "add a milestone to the " + m[2] + " project called "
	}
	return m[1] + "add a task to the " + m[2] + " project: "
}

// forProjectLead: "For the house move, please add …": the request filed
// under the project it leads with, when one has that name (fileUnder).
var forProjectLead = re(`^for\s+(?:the\s+|my\s+|our\s+)?(?P<p>[^,:]{2,40}?)(?:\s+project)?\s*[,:]\s*(?P<req>\S.+)$`)

// askVerb: a request said outright ("please add: …").
var askVerb = re(`^(?:please\s+)?(?:add|put|create|make|set\s+up|remind|new|i\s+(?:also\s+)?(?:need|have|must)\s+(?:also\s+)?to)\b`)

// speakerInside: a person speaking inside what would be a project's name.
var speakerInside = re(`\b(?:i|we|you|i'm|we're|i've|we've)\b`)

// dateLead: a date said first, before the request ("tomorrow, add …").
var dateLead = re(`^(?:for\s+|on\s+|by\s+)?(?P<d>[^,:]{3,30}?)\s*[,:]\s*(?P<req>(?:please\s+)?(?:add|put|create|make|set\s+up|new)\b.+)$`)

// listThenWhere: "add tasks A and B to P", the list before the project.
var listThenWhere = lazy(`(?i)^(\s*(?:please\s+)?(?:add|put|create)\s+(?:the\s+)?(?:tasks|to-?dos|todos|items))\s+([^:"]+?)\s+((?:to|in|into|under)\s+(?:the\s+|my\s+)?(?:it|that|this|that\s+project|this\s+project|[^,]+?\s+project))\s*[.!]?$`)

// listFirst rewrites listThenWhere as the list form the planner reads
// ("add tasks to P: A, B"): the plural says several, so each part joined
// by "and" is one task.
func listFirst(text string) string {
	m := listThenWhere.FindStringSubmatch(text)
	if m == nil || !strings.Contains(asciiLower(m[2]), " and ") {
		return text
	}
	return m[1] + " " + m[3] + ": " + strings.ReplaceAll(m[2], " and ", ", ")
}

// forThatProject: "X is for P, please move it to that project": the
// project is the one the first clause names.
var forThatProject = re(`^(?P<t>.+?)\s+(?:is|are|belongs?)\s+(?:for|part\s+of|to|with)\s+(?:the\s+|my\s+)?(?P<p>[^,;.]+?)(?:\s+project)?\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:move|put|file|add)\s+(?:it|them)\s+(?:to|in|into|under)\s+(?:that|this|the\s+same|its)\s+project(?:\s+please)?[.!]?$`)

// intoThatProject reads forThatProject as filing the task under P.
func intoThatProject(text string) (plan.Plan, bool) {
	s, _ := clean(text)
	m, ok := find(forThatProject, s)
	if !ok {
		return plan.Plan{}, false
	}
	t, ok := taskRef(m.g("t"))
	if !ok {
		return plan.Plan{}, false
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "updateTask", Args: map[string]any{"task": t, "fileUnder": trimProject(m.g("p"))}}}}, true
}

// reasonFirst: a reason said first, then the request ("As I shall be
// away on Saturday, please move everything due that day to Sunday").
var reasonFirst = re(`^\s*(?:as|because|since|seeing\s+as)\s+(?P<r>[^,;]+?)\s*[,;]\s*(?:so\s+)?(?:(?:please|could\s+you|can\s+you|would\s+you)\s+)*(?P<req>\S.*)$`)

// thatDay: "that day" in a request, the day its reason named.
var thatDay = re(`\b(?:that|the\s+same)\s+day\b`)

// requestAfterReason reads reasonFirst as the request alone, "that day"
// in it the day the reason named; ok is false when the words after the
// reason are no request said outright.
func requestAfterReason(b Brain, text string) (plan.Plan, bool) {
	m, ok := find(reasonFirst, text)
	if !ok || !soVerb(m.raw("req")) {
		return plan.Plan{}, false
	}
	req := m.raw("req")
	if loc := thatDay.FindStringIndex(req); loc != nil {
		dc := cutDates(m.raw("r"))
		if dc.due == "" {
			return plan.Plan{}, false
		}
		req = req[:loc[0]] + dc.due + req[loc[1]:]
	}
	p := planBy(b, req)
	if !p.Understood || len(p.Steps) == 0 {
		return plan.Plan{}, false
	}
	return p, true
}

// aboutSentence: a sentence about a project just made, said in the first
// or third person ("I edit the newsletter.", "It is for the spring
// relaunch."), not a request.
var aboutSentence = re(`^(?:i|it|it's|its|this|we|we're|she|he|they|that's|that\s+is)\s+\S`)

// projectThenAbout reads "create a project called X? I edit the monthly
// newsletter." as the project with the sentences after it as its
// description; ok is false when they hold a request.
func projectThenAbout(text string) (plan.Plan, bool) {
	sents := sentences(text)
	if len(sents) < 2 || strings.Contains(text, "\n") {
		return plan.Plan{}, false
	}
	first := withoutRequestMark(sents[0])
	q := Parse(first)
	if q.Tool != "createProject" || q.Args["notes"] != nil || q.Args["name"] == nil {
		return plan.Plan{}, false
	}
	var about []string
	for _, s := range sents[1:] {
		body, _ := clean(s)
		if isThanks(Parse(s)) {
			continue
		}
		if !aboutSentence.MatchString(body) || commandInside.MatchString(body) {
			return plan.Plan{}, false
		}
		about = append(about, strings.TrimSpace(aboutLead.ReplaceAllString(strings.TrimSpace(s), "")))
	}
	if len(about) == 0 {
		return plan.Plan{}, false
	}
	args := map[string]any{"name": q.Args["name"], "notes": strings.TrimRight(strings.Join(about, " "), ".!")}
	return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createProject", Args: args}}}, true
}

// aboutLead: "it's", "this is" before what a project is.
var aboutLead = lazy(`(?i)^(?:it'?s|it\s+is|this\s+is|that'?s|that\s+is)\s+`)

// commandInside: words that make a sentence a request of its own.
var commandInside = re(`\b(?:please|add|remind|put|create|make|move|mark|delete|archive)\b`)

// topicNewDate: a thing said first, then when it is to be done now ("The
// deposit for the removal company I need to pay it on the 11th instead,
// please change the date").
var topicNewDate = re(`^(?P<np>(?:the|my|our)\s+[^,]+?)[,\s]+(?:i|we)\s+(?:need|have|want|must|will|'ll|should|am\s+going|'m\s+going)\s+(?:to\s+)?[a-z]+\s+(?:it|them)\s+(?P<d>[^,;]+?)(?:\s+instead)?(?:\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:change|update|move|fix)\s+(?:the\s+)?(?:date|day|it)(?:\s+please)?)?[.!]?$`)

// topicDate reads topicNewDate as moving that thing to the day said.
func topicDate(text string) (plan.Plan, bool) {
	s, _ := clean(text)
	m, ok := find(topicNewDate, s)
	if !ok {
		return plan.Plan{}, false
	}
	d, isDate := datePhrase(m.g("d"))
	if !isDate {
		return plan.Plan{}, false
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": m.g("np"), "to": d}}}}, true
}

// filedByLead reads forProjectLead (or dateLead): the request after the lead, one new
// task, filed under the lead's project.
func filedByLead(b Brain, text string) (plan.Plan, bool) {
	if m, ok := find(dateLead, strings.TrimSpace(text)); ok {
		if d, isDate := datePhrase(m.g("d")); isDate {
			// "for tomorrow, add buy milk": the lead is the task's date
			p := planBy(b, m.raw("req"))
			if p.Understood && len(p.Steps) == 1 && p.Steps[0].Tool == "createTask" {
				switch due, _ := p.Steps[0].Args["due"].(string); {
				case due == "":
					p.Steps[0].Args["due"] = d
					return p, true
				case clockOnly.MatchString(strings.TrimSpace(due)):
					p.Steps[0].Args["due"] = d + " " + due // "on friday: … at 3pm"
					return p, true
				}
			}
			return plan.Plan{}, false
		}
	}
	m, ok := find(forProjectLead, strings.TrimSpace(text))
	if !ok || speakerInside.MatchString(m.g("p")) {
		return plan.Plan{}, false // "for the guest room I need to: …": a list's head
	}
	p := planBy(b, m.raw("req"))
	if !p.Understood || len(p.Steps) == 0 || !allTool(p.Steps, "createTask") || len(p.Steps) > 1 && !askVerb.MatchString(m.raw("req")) {
		return plan.Plan{}, false // "For the Summer Fair: A, B, C" is a list the planner files itself
	}
	for _, st := range p.Steps {
		if st.Args["project"] != nil || st.Args["fileUnder"] != nil {
			// "For the wedding, I have to taste the cakes, put it in the
			// Big Day project": the project it names is where it goes
			return p, true
		}
	}
	for _, st := range p.Steps {
		st.Args["fileUnder"] = trimProject(m.g("p")) // "For the Lyon trip, please add: A, B and C"
	}
	return p, true
}

// PlanBy is Plan with a chosen decision procedure.
func PlanBy(b Brain, text string) plan.Plan {
	if n := utf8.RuneCountInString(text); n > MaxRequestRunes {
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: TooLong(n)}
	}
	if d, ok := dates.Impossible(text); ok {
		return askImpossibleDate(b, text, d)
	}
	if codeSwitched(text) {
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: englishOnly}
	}
	if p, ok := lastAsked(b, text); ok {
		return p
	}
	if b != ClassifierOnly && !noteBodyHead.MatchString(text) {
		if p, ok := noteWithBody(moreRewritten(text)); ok {
			return p // "on the NCT one, put in a note that … so I have it handy": said as a note only once read
		}
	}
	r52 := stop52Rewritten(text) // read once: the list and the questions below both try it
	whole, ok := milestoneSaidLast(b, text)
	if !ok && b != ClassifierOnly {
		whole, ok = headedList(text)
	}
	if !ok {
		whole = planRead(b, text)
		if b != ClassifierOnly {
			list, head, isList := colonList(text)
			if r := stop51Rewritten(r52); !isList && r != text {
				list, head, isList = colonList(r) // "… PFB - a, b", "create project X and add - a, b"
			}
			if isList && listBetter(whole, list, head) {
				whole = list
			}
		}
	}
	if r52 != text && b != ClassifierOnly {
		if p, ok := questionsApart(b, r52, whole); ok {
			return p // "which is due first, A or B?": when each is due
		}
	}
	if p, ok := questionsApart(b, text, whole); ok {
		return p
	}
	if !whole.Understood && b != ClassifierOnly {
		if q, ok := changeAfterRemark(moreRewritten(text)); ok {
			whole = q
		}
	}
	return byThen(weekdayKept(verbatimRename(countFromBefore(allMeansTheSet(plainApostrophes(namedInTitle(projectDeadlines(nameQuotesTrimmed(milestoneTitlesClean(whole)), text)), text))), text), text))
}

// titleThem: "them" or "it" as the object in a new task's title ("return
// them", "take it back").
var titleThem = lazy(`(?i)^(\S+(?:\s+(?:back|up|in|out|off|on|round|over))?)\s+(them|it)\b`)

// particles: the second word of a phrasal verb ("pick up", "drop off").
var particles = set(`up back out off in on round over away down`)

// namedInTitle puts the thing an earlier step of the plan named in place
// of "them" or "it" in a new task's title: "mark the library books done
// and add a task to return them" adds "return the library books".
func namedInTitle(p plan.Plan) plan.Plan {
	var thing string
	for _, st := range p.Steps {
		if st.Tool == "createTask" {
			title, _ := st.Args["title"].(string)
			if m := titleThem.FindStringSubmatchIndex(title); m != nil && thing != "" && !pronoun[asciiLower(firstWord(title))] {
				st.Args["title"] = title[:m[4]] + thing + title[m[5]:]
				continue
			}
			// "cull the Okafor images tomorrow, then edit them": the
			// thing the capture before names
			f := strings.Fields(title)
			if len(f) > 3 && particles[asciiLower(f[1])] {
				f = append(f[:1:1], f[2:]...) // "back up the wedding cards"
			}
			if len(f) > 2 && !pronoun[asciiLower(f[0])] && (asciiLower(f[1]) == "the" || asciiLower(f[1]) == "my") {
				thing = strings.Join(f[1:], " ")
			}
			continue
		}
		ref, _ := st.Args["task"].(string)
		if ref == "" || strings.HasPrefix(ref, "$") || pronoun[asciiLower(ref)] || strings.HasPrefix(ref, "id:") {
			continue
		}
		if w := firstWord(ref); taskVerbs[asciiLower(w)] && len(strings.Fields(ref)) > 1 {
			ref = strings.TrimSpace(ref[len(w):]) // "collect the library books": the books
			if p := firstWord(ref); particles[asciiLower(p)] && len(strings.Fields(ref)) > 1 {
				ref = strings.TrimSpace(ref[len(p):]) // "pick up the hire tools"
			}
		}
		thing = ref
	}
	return p
}

// plainApostrophes gives back the apostrophes the reading marked as no
// quote mark (U+02BC, see quotedPossessive) as the user typed them, in
// every slot, note and offered reading; a request that itself holds U+02BC
// keeps it.
func plainApostrophes(p plan.Plan, text string) plan.Plan {
	if strings.Contains(text, "ʼ") {
		return p
	}
	fix := func(steps []plan.Step) {
		for _, st := range steps {
			for k, v := range st.Args {
				switch v := v.(type) {
				case string:
					st.Args[k] = strings.ReplaceAll(v, "ʼ", "'")
				case []string:
					for i := range v {
						v[i] = strings.ReplaceAll(v[i], "ʼ", "'")
					}
				}
			}
		}
	}
	fix(p.Steps)
	p.Note = strings.ReplaceAll(p.Note, "ʼ", "'")
	if p.Clarify != nil {
		for i := range p.Clarify.Options {
			fix(p.Clarify.Options[i].Steps)
			p.Clarify.Options[i].Label = strings.ReplaceAll(p.Clarify.Options[i].Label, "ʼ", "'")
		}
	}
	return p
}

// planRead is PlanBy once the dates said are possible. When the reading
// is unsure, not understood, or carries a closing clause that says why
// into a slot ("Finish the gym fee task, I paid it today", "rename A to
// B, my sister suggested it"), the request without that clause is read
// instead, if that reading is sure.
func planRead(b Brain, text string) plan.Plan {
	p := quotedSlots(planWhole(b, text), singleQuotesAsDouble(text))
	if b == ClassifierOnly {
		return p
	}
	short, ok := withoutCommaReason(text)
	if !ok {
		return p
	}
	clause := text[len(short):]
	if belongsTo.MatchString(clause) {
		return p // "…, this belongs to the flat move": where it is filed, no reason
	}
	if readSure(p) && !slotsHold(p, clause) && !commaReasonStrong(clause) {
		return p
	}
	if readSure(p) && len(p.Steps) == 1 && p.Steps[0].Tool == "completeTask" && doneClause.MatchString(clause) {
		return p // "ok I called Billingsgate, the fish order is done": the thing done is said last
	}
	if q := planWhole(b, short); readSure(q) && len(q.Steps) > 0 && (!ownTextIn(q) || slotsHold(plan.Plan{Steps: namesOf(p)}, clause)) {
		// a project's description may run on after a comma; its name
		// never does ("a project for the visit of my sister, she arrives
		// the 18th")
		return q
	}
	return p
}

// doneClause: ", the fish order is done" said after a remark.
var doneClause = lazy(`(?i)^\s*[,;]?\s*(?:the|my)\s+.+?\s+(?:is|are)\s+(?:now\s+)?(?:done|finished|complete|sorted)\s*[.!]*$`)

// belongsTo: "…, this belongs to the P project" after a capture.
var belongsTo = lazy(`(?i)^\s*[,;.]?\s*(?:this|it|that)\s+(?:belongs|goes)\s+(?:to|in|with|under)\b`)

// readSure reports a reading that neither asks nor shows a misread
// request (AskJunk asks nothing of it; a plan that already asks is
// returned by AskJunk as it is).
func readSure(p plan.Plan) bool { return p.Understood && AskJunk(p).Clarify == nil }

// namesOf is p's steps with only their "name" slot, for slotsHold.
func namesOf(p plan.Plan) []plan.Step {
	var out []plan.Step
	for _, st := range p.Steps {
		if n, ok := st.Args["name"]; ok {
			out = append(out, plan.Step{Tool: st.Tool, Args: map[string]any{"name": n}})
		}
	}
	return out
}

// slotsHold reports whether a title, reference or text slot of p holds
// the words of clause, or words of several cut from it.
func slotsHold(p plan.Plan, clause string) bool {
	c := strings.ToLower(strings.Trim(strings.TrimSpace(clause), ",.!? "))
	if c == "" {
		return false
	}
	head := c // the clause's first words, the rest maybe cut as a date
	if w := strings.Fields(c); len(w) > 3 {
		head = strings.Join(w[:3], " ")
	}
	for _, st := range p.Steps {
		for _, k := range []string{"title", "task", "text", "body", "name", "project", "note", "query", "question"} {
			v, _ := st.Args[k].(string)
			if v = strings.ToLower(strings.TrimSpace(v)); strings.Contains(v, head) || strings.Contains(v, " ") && strings.Contains(c, v) {
				return true // the clause in a slot, or a slot cut from it
			}
		}
	}
	return false
}

func planWhole(b Brain, text string) plan.Plan {
	return asideNotes(projectLabelsCut(noteBodyVerbatim(allDue(themAllMade(movesAmongCaptures(text, laterSaid(text, sameMonthSaid(text, sameWeekSaid(text, noteMeantTask(putFiles(milestoneDoneSteps(withoutNils(leadDateShared(sameProject(intoNewProject(unquotedTitles(planText(b, text)), text)), text)))))))))), text), text)))
}

// routineSubject: "I" or "we" opening a repeating task's title said as a
// routine ("I write to my grandson"); group 1 is the verb.
var routineSubject = regexp.MustCompile(`(?i)^(?:i|we)\s+(?:always\s+|usually\s+|normally\s+)?([a-z]+)\b`)

// notWeekday: the old weekday said after the new one ("for the friday,
// not saturday", "thursday instead of wednesday").
var notWeekday = lazy(`(?i)\b(?:not|instead\s+of|rather\s+than)\s+(?:on\s+)?(?:the\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b`)

// actuallyWeekday: "Actually Thursday.", "make it Tuesday instead" — a
// correction of the day just said, in that task's own week.
var actuallyWeekday = lazy(`(?i)^\s*(?:(?:no|oh|sorry|wait)\s*[,.!]?\s*)?actually\s*,?\s*(?:make\s+it\s+|on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*[.!]*$|^\s*(?:(?:no|oh|sorry|wait|actually)\s*[,.!]?\s*)?(?:make|move|change)\s+(?:it|that)\s+(?:to\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+instead\s*[.!]*$`)

// sameWeekSaid marks a move to a bare weekday said against the old one
// ("the restaurant is for the friday, not saturday") as that day of the
// task's own week, not the next one from today (rescheduleTask sameWeek).
func sameWeekSaid(text string, p plan.Plan) plan.Plan {
	if notWeekday.MatchString(text) || actuallyWeekday.MatchString(text) {
		markBareWeekdayMoves(p, "sameWeek", false)
	}
	return p
}

// markBareWeekdayMoves sets key on every move of p to a bare weekday ("the
// friday"), and with nextToo to "next friday" or "this friday" as well.
func markBareWeekdayMoves(p plan.Plan, key string, nextToo bool) {
	for _, st := range p.Steps {
		to, _ := st.Args["to"].(string)
		day := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(to)), "the ")
		if nextToo {
			day = strings.TrimPrefix(strings.TrimPrefix(day, "next "), "this ")
		}
		if _, bare := dates.BareWeekday(day); bare && (st.Tool == "rescheduleTask" || st.Tool == "bulkTasks" && st.Args["action"] == "reschedule" && key == "later" && nextToo && !daysSelected(st.Args)) {
			// (tasks picked by their day are moved from that day already;
			// picked by a label or project, each is put off from its own)
			st.Args[key] = true
		}
	}
}

// daysSelected reports a bulk selection by due day ("everything due
// friday", "this week").
func daysSelected(args map[string]any) bool {
	for _, k := range []string{"day", "filter", "before", "from", "week"} {
		if v, _ := args[k].(string); v != "" {
			return true
		}
	}
	return false
}

// putOffVerb: a verb that puts a task off ("push the report to monday"),
// opening the request or a clause of it ("the edit is taking forever,
// push it to next monday").
var putOffVerb = lazy(`(?i)(?:^|[,;.!]\s*(?:so\s+|and\s+|then\s+)?)\s*(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+|actually\s+|ok\s+)*(?:push|postpone|delay|defer|bump|put\s+off|hold\s+off)\b`)

// weekdayAfter: "the monday after" said at the end, the first Monday after
// the task's due date.
var weekdayAfter = lazy(`(?i)\bthe\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+after\s*[.!]*$`)

// laterSaid marks a move to a bare weekday said with a verb that puts the
// task off, or as "the monday after", as the first such day after its due
// date (rescheduleTask later): "push the report to monday" when it is due
// Wednesday is the Monday after.
func laterSaid(text string, p plan.Plan) plan.Plan {
	if strings.Contains(text, "\n") {
		return p
	}
	if putOff := putOffVerb.MatchString(text); putOff || weekdayAfter.MatchString(text) {
		markBareWeekdayMoves(p, "later", putOff) // "push the grout samples to next monday": later still
	}
	for _, st := range p.Steps {
		// "move the permit renewal to next monday" when it is due Friday:
		// the Monday after it, never the one before
		if to, _ := st.Args["to"].(string); st.Tool == "rescheduleTask" && nextWeekday.MatchString(strings.TrimSpace(to)) && plainMove.MatchString(text) && !strings.Contains(asciiLower(text), "skip") {
			st.Args["later"] = true
		}
	}
	return p
}

// plainMove: a request, or a clause after a reason, opening with "move"
// ("dentist called, move Emma's appointment to next monday").
var plainMove = lazy(`(?i)(?:^|[,;.!]\s*(?:so\s+|and\s+|then\s+)?)\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?move\s`)

// nextWeekday: "next monday" or "monday next week" said alone as a move's
// target.
var nextWeekday = lazy(`(?i)^(?:next\s+(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\s+next\s+week)$`)

// taskTools change a task named by a step reference.
var taskTools = set(`tagTask untagTask setPriority rescheduleTask snoozeTask completeTask updateTask setRecurrence`)

// noteMeantTask reads a new note that later steps change as a task ("put
// down that the VAT return is due by the 7th, top priority, and tag it
// accounts": a to-do, tagged) as that task: a note takes no label,
// priority or date.
func noteMeantTask(p plan.Plan) plan.Plan {
	for i, st := range p.Steps {
		if st.Tool != "createNote" {
			continue
		}
		ref := fmt.Sprintf("$%d", i+1)
		changed := false
		for _, later := range p.Steps[i+1:] {
			changed = changed || taskTools[later.Tool] && later.Args["task"] == ref
		}
		body, _ := st.Args["body"].(string)
		if !changed || body == "" {
			continue
		}
		if args, ok := taskArgs(body); ok {
			p.Steps[i] = plan.Step{Tool: "createTask", Args: args}
		}
	}
	return p
}

// ownTextIn reports a plan with a step whose text runs on (a project's
// description, a note's body): the clause after a comma may be its own.
func ownTextIn(p plan.Plan) bool {
	for _, st := range p.Steps {
		if ownText[st.Tool] {
			return true
		}
	}
	return false
}

// politeEnd: a word of courtesy ending a title.
var politeEnd = lazy(`(?i)[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ta|cheers)[.!]*$`)

// putFiles drops the "put" of a new task's title when the request filed it
// ("put order pipette tips in Lab Work project for tuesday"): "put" said
// where the to-do goes, and the to-do is to order them.
func putFiles(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		t, _ := st.Args["title"].(string)
		if st.Tool == "createTask" || st.Tool == "addMilestone" {
			if m := politeEnd.FindStringIndex(t); m != nil && m[0] > 0 {
				// "… with Hollis Farm, at 2pm please": the please was the
				// request's, left behind when the time was cut out
				t = t[:m[0]]
				st.Args["title"] = t
			}
		}
		if st.Tool == "createTask" && st.Args["repeats"] != nil {
			if m := routineSubject.FindStringSubmatchIndex(t); m != nil && taskVerbs[asciiLower(t[m[2]:m[3]])] {
				// "Every Sunday evening I write to my grandson": the
				// routine's to-do is "write to my grandson"
				t = t[m[2]:]
				st.Args["title"] = t
			}
		}
		if st.Tool == "createTask" && (st.Args["project"] != nil || st.Args["fileUnder"] != nil) &&
			len(t) > len("put ") && strings.EqualFold(t[:len("put ")], "put ") && taskVerbs[asciiLower(firstWord(t[len("put "):]))] {
			st.Args["title"] = strings.TrimSpace(t[len("put "):])
		}
	}
	return p
}

// milestoneDoneSteps reads a completion of "the \"X\" milestone" as completing
// milestone X, however the sentence was read.
func milestoneDoneSteps(p plan.Plan) plan.Plan {
	for i, st := range p.Steps {
		if st.Tool != "completeTask" {
			continue
		}
		if q := milestoneDone(ParsedIntent{Tool: st.Tool, Args: st.Args}); q.Tool == "completeMilestone" {
			p.Steps[i] = plan.Step{Tool: q.Tool, Args: q.Args}
		}
	}
	return p
}

// withoutNils drops arguments a rule left empty (a nil slot fails the
// tool's schema; an absent one is the tool's default).
func withoutNils(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		for k, v := range st.Args {
			if v == nil {
				delete(st.Args, k)
			}
		}
	}
	return p
}

// dateFirst: a day said first, before "I need to …" ("On Saturday morning
// I need to water the plants and return the books").
var dateFirst = re(`^\s*(?P<d>[^,]{3,40}?),?\s+(?:i|we)\s+(?:need|have|must|want|should|'ve\s+got|have\s+got|'ll|will|plan)\b`)

// leadDateShared gives every new task of a plan the day said first when
// the first task took it and the others said none: the day leads all of
// them.
func leadDateShared(p plan.Plan, text string) plan.Plan {
	if len(p.Steps) < 2 {
		return p
	}
	m, ok := find(dateFirst, text)
	if !ok {
		return p
	}
	d, isDate := datePhrase(m.g("d"))
	if !isDate || p.Steps[0].Args["due"] != d {
		return p
	}
	for _, st := range p.Steps {
		if st.Tool != "createTask" {
			return p
		}
	}
	for _, st := range p.Steps[1:] {
		if st.Args["due"] == nil && st.Args["repeats"] == nil {
			st.Args["due"] = d
		}
	}
	return p
}

// sameProject gives a step whose project is "it" ("… and also add B to
// the same project") the project an earlier step of the plan named or
// made; with none, "it" stays for the conversation's project.
func sameProject(p plan.Plan) plan.Plan {
	for i, st := range p.Steps {
		if v, _ := st.Args["project"].(string); v != "it" {
			continue
		}
	back:
		for j := i - 1; j >= 0; j-- {
			prev := p.Steps[j]
			if prev.Tool == "createProject" {
				st.Args["project"] = "$" + strconv.Itoa(j+1)
				break
			}
			for _, k := range []string{"project", "fileUnder"} {
				if w, _ := prev.Args[k].(string); w != "" && w != "it" {
					delete(st.Args, "project")
					st.Args[k] = w
					break back
				}
			}
		}
	}
	return p
}

// newProjectSaid: "in a new project House Move": the project is to be made.
var newProjectSaid = lazy(`(?i)\b(?:in|into|to|under)\s+(?:a|the)\s+new\s+project\s+(?:called\s+|named\s+)?["“]?([^,.;"”]+)`)

// intoNewProject files a new task said to go "in a new project P" under P
// made if need be ("project"), not only under a P that exists
// ("fileUnder").
func intoNewProject(p plan.Plan, text string) plan.Plan {
	m := newProjectSaid.FindStringSubmatch(text)
	if m == nil {
		return p
	}
	name := trimProject(m[1])
	for _, st := range p.Steps {
		if fu, _ := st.Args["fileUnder"].(string); st.Tool == "createTask" && fu != "" && strings.EqualFold(fu, name) {
			delete(st.Args, "fileUnder")
			st.Args["project"] = fu
		}
	}
	for _, st := range p.Steps {
		if fu, _ := st.Args["fileUnder"].(string); st.Tool == "updateTask" && fu != "" && strings.EqualFold(fu, name) {
			// "move the rent task to a new project called House": the
			// project slot makes it
			delete(st.Args, "fileUnder")
			st.Args["project"] = fu
		}
	}
	return p
}

// unquotedTitles drops the quotes wrapped round a whole new title or name
// (\"Choose a bench\" and \"Dig out the rose bed\" to P): the quotes mark
// the title, they are no part of it.
func unquotedTitles(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		for _, k := range []string{"title", "name"} {
			if v, ok := st.Args[k].(string); ok {
				if u, ok := unquote(strings.TrimSpace(v)); ok && u != "" {
					st.Args[k] = u
				} else if t := strings.TrimRight(v, " -–—"); t != v && t != "" && k == "title" {
					st.Args[k] = t // "… to the library - was due tuesday": the dash before a remark
				}
			}
		}
	}
	return p
}

func planText(b Brain, text string) plan.Plan {
	said := text
	if p, ok := remindersExport(text); ok {
		return p // "export today's tasks to my reminders"
	}
	if takenBack.MatchString(fillerLead.ReplaceAllString(text, "")) {
		// "move X to P... sorry no, it was a mistake, leave it": the
		// request is withdrawn in the same breath
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "Okay, I'll leave it; nothing was changed."}
	}
	text = moreRewritten(singleQuotesAsDouble(text))          // second-language and texting frames (rules_learner2.go)
	text = withoutEmoticons(text)                             // "we didnt get a stand :( delete the project"
	text = priorityPlural.ReplaceAllString(text, "p$1 tasks") // "what are my p1s?"
	text = selfCorrected(text)                                // "… on tuesday, no wait, wednesday"
	text = withoutRequestMark(text)                           // "could you …, and label it bills?"
	text = courtesyTail.ReplaceAllString(text, "$1")          // "…, if you please."
	text = wonderIf.ReplaceAllString(text, "${1}please ")     // "I wonder if you could move …"
	if m := viewFirst.FindStringSubmatchIndex(text); m != nil && !itWord.MatchString(text[m[4]:]) {
		text = text[:m[2]] + text[m[4]:] // "I find Tuesday is far too crowded; would you kindly move …"
	}
	text = politeInside(text)                                   // "…, if you could add that to P"
	text = youCallAndAsk.ReplaceAllString(text, "$1 for me $2") // "can you phone Rosa and ask if …"
	text = topicFirstCompound(text)                             // "the boots task, move it to 9 January and make it p1"
	text = learnerPhrasing(text)                                // "make for me a task to …", "what I have tomorrow?"
	text = verbAlready.ReplaceAllString(text, "$1 already $2")  // "I called already the bank"
	text = doneFirst.ReplaceAllString(text, "$2 is $1")         // "Is finished the volunteers rota"
	text = canItWait.ReplaceAllString(text, "$1 can $2 $3$4.")
	text = politeFiling.ReplaceAllString(text, "$1 $2")                                // "…, please put it in Charity Office"
	text = toProjectFirst.ReplaceAllString(text, "${1}add a task to the $2 project: ") // "add to the P project a task to X"
	text = inProjectNeed.ReplaceAllStringFunc(text, inProjectAdd)                      // "In the P project I need a milestone called X"
	text = midLol.ReplaceAllString(text, ", $1 ")                                      // "make the quiz high priority lol we're defending the title"
	if queryLead.MatchString(text) {
		text = plusAnd.ReplaceAllString(text, " and ") // "my projects + how far along they are"
	}
	text = stanceAside.ReplaceAllString(text, ",")            // "… cancelled this year, sadly, so please archive that project"
	text = bareMilestone.ReplaceAllString(text, "${1}add $2") // "And a milestone \"X\" for P on D"
	if addLead.MatchString(text) {
		if i := anotherTo.FindStringIndex(text); i != nil && projectSaid.MatchString(text[:i[0]]) {
			// "Add a task to the Kitchen project to …, and another to …":
			// the second goes where the first does
			text = anotherTo.ReplaceAllString(text, "${1}and add a task to the same project: ")
		}
		text = anotherTo.ReplaceAllString(text, "${1}and add a task to ")
		text = andToProject.ReplaceAllString(text, "${1}and add a task to the $2 project: ")
		text = andAnother.ReplaceAllString(text, "${1}and add $2") // "add a milestone … on 19 December, and a task to …"
	}
	text = dayDate.ReplaceAllString(text, "$1")         // "with yesterday's date"
	text = datedAs.ReplaceAllString(text, "${1}on ")    // "dated last Monday"
	text = apologyLead.ReplaceAllString(text, "")       // "I am sorry, I was premature; please restore …"
	text = levelNotLevel.ReplaceAllString(text, "$1$2") // "make X p2 not p1"
	text = ifYouWould.ReplaceAllString(text, "$1:")     // "add two things, if you would: …"
	text = listFirst(text)                              // "add tasks A and B to P"
	text = addLines(text)                               // "Several things at once, if I may: add \"A\" …, add \"B\" …, and add \"C\" …"
	if p, ok := toMilestone(text); ok {
		return p // "put A and B under the M milestone"
	}
	if fixed := fixSpelling(text); fixed != text {
		// The corrected words are the grammar's own; when one would land
		// in a title or a reference ("… rminder" as a task's last word),
		// the request is read as typed instead: titles stay verbatim.
		if p := planBy(b, fixed); !slotsLeak(p, text) {
			return finishedPlan(p, said)
		}
	}
	return finishedPlan(planBy(b, text), said)
}

// finishedPlan is p with the readings that look back at what was said
// (said, before the rewrites) applied: two questions in one, a span or
// project said with a priority, a quoted title kept, questions to the
// notes one by one, a span of milestones.
func finishedPlan(p plan.Plan, said string) plan.Plan {
	return notesTidy(eveningHour(dialectKept(quotedTaskKept(milestonesWithin(notesQuestions(quotedTitleKept(queryWindow(askedTwice(p), said), said), said), said), said), said)))
}

// secondQuestion: "… and what is the planning ref?": a second question
// word after "and" (group 1 where it starts).
var secondQuestion = lazy(`(?i)\s+and\s+((?:who|what|when|where|which|how|whose)(?:'s|\s)\s*\S)`)

// questionTopic: what a question is about, said last ("… on the O'Brien
// job", "… for the wedding").
var questionTopic = lazy(`(?i)\s+(?:on|for|in|about|of|at)\s+(?:the\s+|my\s+|our\s+)?[\p{L}\d][\p{L}\d'’ -]*$`)

// backRef: a word pointing back at what was just asked about.
var backRef = lazy(`(?i)\b(?:it|its|it's|that|this|they|them|their|he|she|his|her)\b`)

// askedTwice reads one question over the notes that asks two things ("who
// is the architect on the O'Brien job and what is the planning ref?") as
// two questions, each answered with its own citations; a task query's day
// that is a month's name is every day of that month.
func askedTwice(p plan.Plan) plan.Plan {
	for _, st := range p.Steps {
		if d, _ := st.Args["day"].(string); st.Tool == "queryTasks" && d != "" {
			if m, ok := find(inMonth, trimValue(d)); ok {
				// "which client deadlines are coming in January?": every
				// day of that month, not its first
				delete(st.Args, "day")
				st.Args["from"], st.Args["before"] = "1 "+m.g("m"), "the last day of "+m.g("m")
			}
		}
	}
	if len(p.Steps) != 1 || p.Steps[0].Tool != "askNotes" {
		return p
	}
	q, _ := p.Steps[0].Args["question"].(string)
	m := secondQuestion.FindStringSubmatchIndex(q)
	if m == nil {
		return p
	}
	first, second := strings.TrimRight(strings.TrimSpace(q[:m[0]]), "?,;"), strings.TrimSpace(q[m[2]:])
	if len(strings.Fields(first)) < 3 || len(strings.Fields(second)) < 3 || !isQuestion(first, true) || backRef.MatchString(second) {
		return p // ("… and when is it due?": one question about one thing)
	}
	second = strings.TrimRight(second, "?")
	if t := questionTopic.FindString(first); t != "" && !questionTopic.MatchString(second) {
		second += t // "… on the O'Brien job and what is the planning ref?": of that job too
	}
	var steps []plan.Step
	for _, part := range []string{first + "?", second + "?"} {
		args := map[string]any{}
		for k, v := range p.Steps[0].Args {
			args[k] = v
		}
		args["question"] = part
		steps = append(steps, plan.Step{Tool: "askNotes", Args: args})
	}
	p.Steps = steps
	return p
}

// takenBack: a request withdrawn at its end ("… sorry no, it was a
// mistake, leave it", "…, actually never mind", "… no wait, forget it").
var takenBack = lazy(`(?i)\S.*(?:\.{2,}|[,;.!—–-])\s*(?:(?:sorry|oh|oops|hmm|no|nope|wait|actually|scratch\s+that)[,.!\s]+)+(?:[^,.;!—–]{0,40}[,.;!—–]\s*)?(?:leave\s+it(?:\s+(?:as\s+it\s+is|be))?|never\s*mind|forget\s+(?:it|that|about\s+it)|don'?t\s+(?:do\s+(?:it|that|anything)|bother)|ignore\s+(?:that|it|me)|cancel\s+that|do\s+nothing|undo\s+that)\s*[.!]*\s*$`)

// fillerLead: the fillers a message may open with ("Actually, no, undo
// that."): they withdraw nothing said before them, as there is nothing.
var fillerLead = lazy(`(?i)^\s*(?:(?:sorry|oh|oops|hmm|no|nope|wait|actually|ok|okay|right|hang\s+on)[,.!\s]+)+`)

// youCallAndAsk: Pace asked to make a call or send a message and say
// something in it ("can you phone Rosa and ask if she is free"): the
// callee is marked "for me", which the out-of-scope rules decline.
var youCallAndAsk = lazy(`(?i)^\s*((?:can|could|would|will)\s+you\s+(?:please\s+|kindly\s+)?(?:call|phone|telephone|ring|email|e-mail|text|message)\s+(?:\S+\s+){0,4}?\S+)\s+(and\s+(?:ask|tell|say|let|check|find\s+out|see|confirm|arrange|remind|invite)\b)`)

// refersBack reports a step whose one item is "it", "that" or "this".
func refersBack(st plan.Step) bool {
	for _, k := range []string{"task", "project", "milestone"} {
		if v, ok := st.Args[k].(string); ok {
			return pronoun[asciiLower(strings.TrimSpace(v))]
		}
	}
	return false
}

// namedBefore reads text as a reason naming a thing and then a change
// said of "it" ("sorry the gas bill is not yet paid, the website failed.
// kindly reopen it"): the change to the thing named; ok is false when the
// reason names none.
func namedBefore(text string) (ParsedIntent, bool) {
	q, head, ok := reasonThenChange(text)
	if _, isRef := q.Args["task"].(string); !ok || !isRef || refersBack(plan.Step{Args: q.Args}) {
		return ParsedIntent{}, false
	}
	if h := parseClause(head); h.Understood && h.Rule != "fallback" && !weakRules[h.Rule] && mutates(h.Tool) {
		return ParsedIntent{}, false // the reason is a request of its own
	}
	return q, true
}

// callLead: a call to someone, then "and" ("please phone the garage and").
const callLead = `^\s*(?:(?:please|kindly|pls)\s+)?(?:telephone|phone|call|ring)\s+(?:up\s+)?(?:the\s+|my\s+)?[\w'.-]+(?:\s+[\w'.-]+)?\s+and\s+`

// callAndArrange: a call made to arrange something, said as an order
// ("please telephone the surgery and make an appointment for my flu jab",
// "phone the garage and book MOT for van") with no day: Pace may be asked
// to make the call, or the user may be noting a to-do.
var callAndArrange = lazy(`(?i)` + callLead + `(?:book|make|arrange|schedule|order|cancel|change|get|sort|fix|set\s+up|confirm|rearrange|reschedule)\b`)

// callAndTell: a call made to pass a message on ("please phone the school
// and tell them Adam is sick today"): a day in it is the message's.
var callAndTell = lazy(`(?i)` + callLead + `(?:tell|inform|warn|let\s+(?:them|him|her)\s+know|say|explain)\b`)

// callToArrange asks whether a call to arrange something (callAndArrange)
// or a call to pass a message on (callAndTell) is a to-do to keep — Pace
// cannot make calls — offering the whole errand as one task; ok is false
// for other text, or an arrangement said with a day (a to-do: "ring the
// garage and book the MOT on monday").
func callToArrange(text string) (plan.Plan, bool) {
	s, _ := clean(text)
	if !callAndTell.MatchString(s) && !callAndArrange.MatchString(s) {
		return plan.Plan{}, false
	}
	args, ok := taskArgs(s)
	if !ok || !callAndTell.MatchString(s) && (args["due"] != nil || args["repeats"] != nil) {
		return plan.Plan{}, false // a day said: "ring the garage and book the MOT on monday" is a to-do
	}
	st := plan.Step{Tool: "createTask", Args: args}
	q := &plan.Clarify{Question: "I can't make calls or bookings, but I can keep it as a to-do — shall I?", Options: []plan.Option{
		{Label: describe(st), Text: phrase(st), Steps: []plan.Step{st}},
		{Label: "Neither — do nothing", Steps: []plan.Step{}},
	}}
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Clarify: q, Note: q.Question}, true
}

// forMe: work asked of Pace itself — "write my essay for me", "can you
// book for me the appointment": a verb of doing the work, "for me" right
// after it or ending the request.
var forMe = lazy(`(?i)^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:write|draft|compose|email|e-mail|post|share|upload|publish|tweet|announce|message|text|whatsapp|file|do|complete|handle|sort\s+out|organi[sz]e|arrange|renew|book|pay|order|buy|purchase|send|fill\s+in|fill\s+out|translate|research|submit|apply|print|proofread|edit|mark|grade|summari[sz]e|read)\s+(?:for\s+me\s+\S.*|\S.*?\s+for\s+me(?:\s*[,;–—-]\s*(?:it'?s|it’s|its|it\s+is|they'?re|they\s+are|which\s+is|that'?s|the\s+\w+\s+is|due)\s[^.!?]*)?)[.!?]*$`)

// doneForMe declines work asked of Pace itself (forMe) — Pace keeps
// tasks, it does not do the work — and says how to keep the errand as a
// to-do; ok is false for other text.
func doneForMe(text string) (plan.Plan, bool) {
	if !forMe.MatchString(strings.TrimSpace(text)) {
		return plan.Plan{}, false
	}
	s, _ := clean(text)
	args, ok := taskArgs(strings.Replace(strings.TrimSuffix(strings.TrimRight(s, ".!? "), " for me"), " for me ", " ", 1))
	if !ok {
		return plan.Plan{}, false
	}
	title, _ := args["title"].(string)
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "I can't do that for you — I keep your tasks, projects and notes. To keep it as a to-do, say “remind me to " +
		title + "”."}, true
}

// wonderIf: "I wonder if you could …" before a request.
var wonderIf = lazy(`(?i)^(\s*)i\s+(?:was\s+)?wonder(?:ing)?\s+(?:if|whether)\s+you\s+(?:could|would|might|can)\s+(?:please\s+|kindly\s+)?`)

// viewFirst: a view said before a request, after a semicolon.
var viewFirst = lazy(`(?i)^(\s*)(?:i\s+(?:find|think|feel|reckon|believe|fear)|it\s+(?:seems|looks)|to\s+be\s+honest)\b[^;]*;\s*((?:would|could|can|will)\s+you|please|kindly)\b`)

// semicolonAsk: a request said after a semicolon ("…; would you …",
// "…; kindly …", "…; please …").
var semicolonAsk = lazy(`(?i)(?:;|\s[-—–])\s*(?:so\s+)?(?:(?:would|could|can|will)\s+you|please|kindly|pls|be\s+so\s+(?:kind|good)\s+as\s+to)\b`)

// requestAfterSemicolon returns the request after the last semicolon when
// the words before it are news or a view the rules cannot read as a
// request of their own ("Splendid news, the buyers have returned; kindly
// restore the Cottage Sale project"), and the request is said outright.
func requestAfterSemicolon(text string) (string, bool) {
	ms := semicolonAsk.FindAllStringIndex(text, -1)
	if len(ms) == 0 {
		return "", false
	}
	m := ms[len(ms)-1]
	head, tail := text[:m[0]], strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(text[m[0]:]), ";-—–"))
	q := Parse(tail)
	if !q.Understood || q.Rule == "fallback" || weakRules[q.Rule] || !mutates(q.Tool) || pointsBack(q) {
		return "", false
	}
	if h := Parse(head); h.Understood && h.Rule != "fallback" && !weakRules[h.Rule] && mutates(h.Tool) && h.Tool != q.Tool {
		return "", false // two requests ("I haven't finished it - could you reopen the X task?" says one twice)
	}
	return tail, true
}

// addLead: a request that starts by adding something.
var addLead = lazy(`(?i)^\s*(?:(?:please|kindly|could\s+you|would\s+you|can\s+you|i\s+should\s+like\s+to|i\s+would\s+like\s+to|i'd\s+like\s+to)\s+)*(?:add|create|make|set\s+up|put\s+in)\b`)

// andAnother: a second item added in the same breath, its verb left out
// (", and a task to book the van", " and a milestone called Done", "add
// task A and task B").
var andAnother = lazy(`(?i)(,\s*|\s+)and\s+((?:also\s+)?(?:a|an|another)\s+(?:new\s+)?(?:task|to-?do|reminder|milestone|note|project)\s+(?:to|called|named|titled|for|:)|(?:also\s+)?(?:task|to-?do)\s+(?:to\s+)?[a-z])`)

// projectSaid: a project named in the words before.
var projectSaid = lazy(`(?i)\b(?:to|in|into|under|for)\s+(?:the\s+|my\s+)?[^,]+?\s+project\b`)

// anotherTo: "…, and another to collect the payments": a second task;
// andToProject: "…, and to the P project a task to …": a second task filed
// elsewhere.
var (
	anotherTo    = lazy(`(?i)(,\s*|\s+)and\s+another\s+(?:one\s+)?to\s+`)
	andToProject = lazy(`(?i)(,\s*|\s+)and\s+to\s+(?:the\s+|my\s+)?([^,]{2,40}?)\s+project\s+(?:a|one)\s+(?:task|to-?do)\s+to\s+`)
)

// slotsLeak reports whether a title, reference or text slot of p holds a
// word that text does not.
func slotsLeak(p plan.Plan, text string) bool {
	low := strings.ToLower(text)
	for _, st := range p.Steps {
		for _, k := range []string{"title", "task", "text", "body", "name", "project", "note"} {
			v, _ := st.Args[k].(string)
			if strings.HasPrefix(v, "$") {
				continue
			}
			for _, w := range strings.Fields(v) {
				if !strings.Contains(low, strings.ToLower(w)) {
					return true
				}
			}
		}
	}
	return false
}

func planBy(b Brain, text string) plan.Plan {
	text = moreRewritten(singleQuotesAsDouble(text))
	if p, ok := arrowPlan(b, text); ok && b != ClassifierOnly {
		return p // "email prof re ch2 -> fri", "x -> high prio"
	}
	if trailingCancel.MatchString(text) && !notForget.MatchString(text) {
		// "add call plumber tomorrow… actually never mind": the request
		// takes itself back, so nothing runs.
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "Okay, I'll leave it there; nothing was changed."}
	}
	if short, ok := withoutExplanations(text); ok && b != ClassifierOnly {
		// "Could you move the dentist to Thursday? Something has come up
		// on Tuesday.": the request without the sentence that explains it
		if p := planBy(b, short); p.Understood && len(p.Steps) > 0 {
			if q, ok := namedBefore(text); ok && len(p.Steps) == 1 && refersBack(p.Steps[0]) && q.Tool == p.Steps[0].Tool {
				return single(q) // "sorry the gas bill is not paid yet, …. kindly reopen it"
			}
			return p
		}
	}
	if p, ok := projectThenFile(text); ok && b != ClassifierOnly {
		return p // "move all the baseball stuff into a project called Tyler Baseball"
	}
	if p, ok := projectThenAbout(text); ok && b != ClassifierOnly {
		return p // "create a project called X? I edit the newsletter."
	}
	if p, ok := requestAfterReason(b, text); ok && b != ClassifierOnly {
		return p // "As I shall be away on Saturday, please move …"
	}
	if p, ok := intoThatProject(text); ok && b != ClassifierOnly {
		return p // "The X task is for P, please move it to that project."
	}
	if p, ok := topicDate(text); ok && b != ClassifierOnly {
		return p // "The deposit … I need to pay it on the 11th instead"
	}
	if p, ok := filedByLead(b, text); ok && b != ClassifierOnly {
		return p // "For the house move, please add a task to …"
	}
	if p, ok := quotedTaskAfterWhen(text); ok && b != ClassifierOnly {
		return p // "Every Tuesday at 7pm I have my class, please put me a task \"go to class\""
	}
	if p, ok := captureThenFiling(b, text); ok && b != ClassifierOnly {
		return p // "… Please put that in #Book Club with the label @errands."
	}
	if p, ok := introThenChat(text); ok && b != ClassifierOnly {
		return p // "hi, just set this up. nurse, single mum, …"
	}
	if p, ok := backgroundThenRequest(b, text); ok && b != ClassifierOnly {
		return p // "I've got a check-up tomorrow, so please move …"
	}
	if b == RulesOnly {
		return rulesPlan(text)
	}
	if s, _ := clean(text); leaveIt.MatchString(s) {
		// "nah leave it mate": a dismissal, never a task.
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "Okay, I'll leave it there; nothing was changed."}
	}
	if steps, ok := statementChange(text); ok && b != ClassifierOnly {
		return plan.Plan{Steps: steps, Understood: true} // a change to a task the statement names
	}
	if steps, ok := remindBefore(text); ok && b != ClassifierOnly {
		return plan.Plan{Steps: steps, Understood: true} // an event and a reminder before it
	}
	if steps, ok := projectStatementChange(text); ok && b != ClassifierOnly {
		return plan.Plan{Steps: steps, Understood: true} // a change to the project a statement names
	}
	if p, ok := remindAhead(text); ok {
		return p
	}
	if tail, ok := requestAfterSemicolon(text); ok && b != ClassifierOnly {
		if p := planBy(b, tail); p.Understood && len(p.Steps) > 0 {
			return p // "The sale has fallen through; would you be so kind as to archive the P project?"
		}
	}
	if q, ok := namedBefore(text); ok && q.Tool == "reopenTask" && b != ClassifierOnly {
		return single(q) // "sorry, the invoice to Mr Khan is not sent yet, open it again"
	}
	if p, ok := doneForMe(text); ok && b != ClassifierOnly {
		return p // "write my reflective account for me": work Pace cannot do
	}
	if p, ok := callToArrange(text); ok && b != ClassifierOnly {
		return p // "phone the garage and book the MOT"
	}
	rp, p, whole := rulesPlanParsed(text)
	m, err := cls.Default()
	if err != nil {
		return rp // no model: the rules alone, as before it existed.
	}
	s, q := clean(text)
	c := newClause(s, isQuestion(s, q))
	if strings.TrimSpace(s) == "" {
		return rp
	}
	if nonEnglish(text) {
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: englishOnly}
	}
	if !whole {
		if len(rp.Steps) > 1 && b != ClassifierOnly {
			if out, ok := compoundOutOfScope(m, text, c); ok {
				return out
			}
			return rp // a compound request was claimed clause by clause.
		}
		p = Parse(text)
	}
	said := text
	if head := withoutRemark(text); head != text && b != ClassifierOnly {
		// "called the wholesaler, they're sending the pads monday": the
		// classifier reads the request the remark follows, as the rules did
		if q := Parse(head); q.Understood && q.Tool == p.Tool && q.Rule == p.Rule && remarkTools[q.Tool] {
			said = head
		}
	}
	scores := m.Predict(said, cuesOf(said, p))
	if b == ClassifierOnly {
		r, ok := readingFor(scores[0].Label, c)
		if !ok {
			return single(notUnderstood(text))
		}
		return single(r)
	}
	if len(rp.Steps) > 1 {
		return rp // a compound request was claimed clause by clause.
	}
	return decide(text, c, p, rp, scores)
}

// withoutRemark is text without a comment or remark after its request
// (trailingComment, trailingRemark), or text itself when it has none.
func withoutRemark(text string) string {
	for _, r := range []*lazyRE{trailingComment, trailingRemark} {
		if m := r.FindStringSubmatchIndex(text); m != nil {
			return text[m[2]:m[3]]
		}
	}
	if head, _, ok := cutRemark(text); ok {
		return head
	}
	return text
}

// compoundOutOfScope vetoes a request the rules cut into several changes
// ("i'm off to asia soon, i should tell the bank" as two tasks) when the
// classifier, reading it whole, is veto-sure it asks for nothing Pace does
// and no clause is an explicit frame ("remind me to …", "add … to my
// list").
func compoundOutOfScope(m *cls.Model, text string, c clause) (plan.Plan, bool) {
	whole := Parse(text)
	scores := m.Predict(text, cuesOf(text, whole))
	if top := scores[0]; top.Label != "other" || top.P < veto || explicitRules[whole.Rule] || hasQuickAdd(c.s) || hasListWord(c.s) {
		return plan.Plan{}, false
	}
	verbs := 0
	cls := plan.Split(text, cutHere)
	if strings.Contains(text, "\n") {
		cls = splitLines(text) // one to-do a line
	}
	for _, cl := range cls {
		if explicitRules[Parse(cl).Rule] {
			return plan.Plan{}, false
		}
		if s, _ := clean(cl); taskVerbs[asciiLower(firstWord(s))] || sameTail.MatchString(cl) {
			verbs++
		}
	}
	if verbs == len(cls) && verbs > 1 {
		return plan.Plan{}, false // "Buy milk. Call mum.": each a to-do said with its verb
	}
	return outOfScopePlan(c), true
}

// ownNeed: "I need to order seed potatoes" read as the speaker's own
// to-do, said with its verb; like a clause opening with one, it is out of
// scope only when the classifier is very sure (outSureVerb). What the
// rules decline on its own ("send an email to michael") is no such to-do.
func ownNeed(p ParsedIntent) bool {
	t, _ := p.Args["title"].(string)
	return p.Rule == "need-to" && p.Tool == "createTask" && taskVerbs[asciiLower(firstWord(t))] && Parse(t).Rule != "out-of-scope"
}

// addElsewhere: "add" said with a place that is not Pace's ("to my
// cart", "to the playlist", "on spotify").
var addElsewhere = re(`\s(?:to|into|onto|on|in)\s`)

// orderFromShop: an order asked of Pace from a named shop or online.
var orderFromShop = re(`^(?i:(?:please\s+|pls\s+)?order)\s+.+?(?:\s+from\s+[A-Z]|(?i:\s+online\b))`)

// chorePhrase: a chore of taking or putting a thing out or in ("take out
// the bins", "put the recycling out"), never a deletion.
var chorePhrase = re(`^(?:please\s+)?(?:take|put|bring|wheel|drag)\s+(?:out|in)\s|^(?:please\s+)?(?:take|put|bring|wheel|drag)\s+(?:the\s+|my\s+)?\S+\s+(?:out|in)\b`)

func decide(text string, c clause, p ParsedIntent, rp plan.Plan, scores []cls.Score) plan.Plan {
	top := scores[0]
	if top.Label == "other" && top.P >= veto && mutates(p.Tool) && !explicitRules[p.Rule] && !renameSaid(p, c) && !hasQuickAdd(c.s) &&
		!(p.Tool == "createTask" && hasListWord(c.s)) && !(p.Rule == "add" && (p.Args["due"] != nil || !addElsewhere.MatchString(c.s))) {
		// ("add another shift sun 10 till 2": "add" and a day say a
		// capture, whatever the thing is called)
		return offerCapture(c, p)
	}
	if !weakRules[p.Rule] && !explicitRules[p.Rule] && !hasQuickAdd(c.s) && mutates(p.Tool) && knows(scores, p.Tool) &&
		!agrees(p, top.Label) && !outLabel(top.Label) && top.P >= overrule {
		// A slot rule that would change data with another tool than the one
		// the classifier is all but certain of is overruled. Tools the
		// classifier has no label for (bulk changes, tags, archives) stay
		// the rules' to judge. A report of something done ("finished the
		// lit review") is never turned into a new task.
		// Nor is a tick ("check off the vet visit") ever turned into a
		// deletion: "off the" is a delete's word too.
		if r, ok := readingFor(top.Label, c); ok && !(r.Tool == "createTask" && (p.Tool == "completeTask" || p.Tool == "reopenTask")) &&
			!(r.Tool == "deleteTask" && p.Tool == "completeTask") {
			return single(r)
		}
	}
	if !weakRules[p.Rule] || hasQuickAdd(c.s) {
		return rp
	}
	if p.Rule == "fallback" {
		return decideUnknown(text, c, rp, scores)
	}
	if agrees(p, top.Label) {
		return rp
	}
	if p.Rule == "imperative" && (p.Args["due"] != nil || p.Args["repeats"] != nil) && asciiLower(firstWord(c.s)) == "make" &&
		(top.Label == "rescheduleTask" || top.Label == "setRecurrence") {
		// "make print slides 22/01 instead": a move when a task has that
		// name, a new task when none has — the agent knows which
		// (MakeItWhenOfExisting); the words alone cannot say
		return rp
	}
	if p.Rule == "imperative" && p.Args["repeats"] != nil && (!outLabel(top.Label) || top.P < outSureVerb) {
		// "take the bins out every thursday": a chore said with how it
		// repeats is a new task, never a change to one that exists — and
		// ("swim tue and thu 7am") no request of something else unless
		// the classifier is very sure of that.
		return rp
	}
	if p.Rule == "imperative" && p.Args["due"] != nil && outLabel(top.Label) && top.P < outSureVerb && !taskVerbs[firstWord(c.s)] {
		// "dinner with sam tues 7pm": a thing said with its day and time
		// is a capture unless the classifier is very sure it is not.
		return rp
	}
	if p.Rule == "imperative" && p.Args["due"] != nil && bringErrand(c.s, objectOf(c.s)) {
		// "bring the chairs to the hall friday": an errand, not a move
		return rp
	}
	if p.Rule == "imperative" && p.Args["due"] != nil && top.Label == "deleteTask" && chorePhrase.MatchString(c.s) {
		// "take out the bins on the 14th": a deletion says no day; a chore
		// said with its day is a capture
		return rp
	}
	if p.Tool == "createTask" && p.Rule == "imperative" && orderFromShop.MatchString(c.s) {
		// "Order 40 pizzas from Domino's for the quiz night please": an
		// order placed with a shop, which Pace cannot place; keeping it as
		// a to-do is offered
		return offerCapture(c, p)
	}
	if p.Rule == "imperative" && p.Args["due"] != nil && arrangeVerb[firstWord(c.s)] && top.Label == "other" {
		// "book a haircut today": arranging an appointment for a day is a
		// to-do; the bookings Pace cannot make are claimed by rules first.
		return rp
	}
	switch top.Label {
	case "other", "cancel":
		if top.P < outSure || p.Rule == "imperative" && (taskVerbs[firstWord(c.s)] || p.Args["due"] != nil) && top.P < outSureVerb || ownNeed(p) && top.P < outSureVerb {
			break
		}
		if top.Label == "cancel" && !c.question {
			return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "Okay, I'll leave it there; nothing was changed."}
		}
		return offerCapture(c, p)
	}
	// A to-do verb ("buy apples") or a dated capture ("dinner with sam
	// tues 7pm") is vetoed as out of scope only when the classifier is
	// very sure (outSureVerb), as in the switch above.
	if top.P >= sure && !(outLabel(top.Label) && (p.Rule == "imperative" && (taskVerbs[firstWord(c.s)] || p.Args["due"] != nil) || ownNeed(p)) && top.P < outSureVerb) {
		r, ok := readingFor(top.Label, c)
		if ok && p.Tool == "askNotes" && unfilteredList(r) && (factQuestion.MatchString(c.l) || !hasListWord(c.s)) && namesSomething(c.l) {
			r = aboutQuestion(c)
		}
		if ok && p.Tool == "createTask" && top.P < overrule {
			if cue := editCue[r.Tool]; cue != nil && !cue.MatchString(c.s) {
				// A capture the classifier reads as a change to a task
				// that exists, with no word of that change in it
				// ("meeting with the tutor thurs 1-2pm" as a move), stays
				// a capture: a guess at an item is never acted on.
				return rp
			}
		}
		if ok && !(mutates(r.Tool) && !mutates(p.Tool) && p.Rule != "fallback") {
			return single(r)
		}
	}
	if mutates(p.Tool) && probOf(scores, p.Tool) < doubtful && top.P >= 0.5 && !(top.Label == "rescheduleTask" && p.Rule == "imperative" && taskVerbs[firstWord(c.s)] && !saysWhen(c.s)) {
		// (a move with no day or time said is no reading: "change the oil
		// to synthetic" is a to-do)
		return clarify(text, c, p, scores)
	}
	return rp
}

// saysWhen reports whether s says a day, a time or a recurrence.
func saysWhen(s string) bool {
	dc := cutDates(s)
	return dc.due != "" || dc.repeats != ""
}

var leaveIt = re(`^(?:leave it|leave it alone|let it be|forget it)(?:\s+(?:mate|man|pal|buddy|then|for now))?$`)

var arrangeVerb = set(`book schedule arrange organise organize`)

// editCue: the words without which a request is not read as that change
// to an existing task against a capture rule (see decide).
var editCue = map[string]*lazyRE{
	"rescheduleTask": re(`\b(?:move|moved|push|pushed|reschedule|rescheduled|shift|postpone|postponed|bring|brought|change|changed|put off|delay|delayed|pull|now|instead|rather|to|until|till|back|forward|earlier|later)\b`),
	"completeTask":   re(`\b(?:done|finished|finish|did|completed|complete|tick|ticked|check|checked|mark|marked|sorted|handled|over with|took care|taken care)\b`),
	"updateTask":     re(`\b(?:rename|renamed|change|changed|call it|update|updated|edit|edited|retitle|instead|should be|to)\b`),
	"snoozeTask":     re(`\b(?:snooze|snoozed|later|again|remind me)\b`),
	"setPriority":    re(`\b(?:priority|prioriti[sz]e|urgent|important|asap|critical|p[1-4]|high|low)\b`),
	"reopenTask":     re(`\b(?:reopen|reopened|undone|not done|isn't done|not finished|unfinished|untick|uncheck|back on)\b`),
}

// renameLead: a rename said outright.
var renameLead = re(`^(?:please\s+)?(?:rename|retitle)\s`)

// renameSaid: "rename X to Y" read as a rename is never vetoed as out of
// scope ("rename sort a playlist to make a 70s playlist for mum").
func renameSaid(p ParsedIntent, c clause) bool {
	return (p.Tool == "updateTask" || p.Tool == "updateNote" || p.Tool == "renameProject") && renameLead.MatchString(c.s)
}

// deleteCue: the words without which the classifier's reading is never a
// delete.
var deleteCue = re(`\b(?:delete|deleted|remove|removed|cancel|cancelled|canceled|drop|dropped|scrap|scrapped|ditch|ditched|bin|binned|trash|erase|erased|get rid|forget|axe|kill|strike|cross out|cross off|knock off|scratch|abandon|empty|not doing|no longer|not needed|off (?:my|the|of)\b|take\b.{1,60}\boff|take\b.{1,60}\bout|clear|clean (?:out|up|my|the)|wipe|nix|nuke|don't need|dont need|called off|disregard|wide open)\b`)

// overrule: the classifier's probability above which it overrules a slot
// rule (not an explicit capture) that read another tool.
var overrule = 0.9

// factQuestion: a question after a fact (a date, a place, a person), not
// after the list.
var factQuestion = re(`^(?:when|when's|whens|what time|what day|what date|which day|where|where's|who|who's|whose)\b`)

// aboutQuestion reads "when is my haircut on wednesday?" as the tasks about
// the thing it names (on the day it names), and, when none is, the same
// question put to the notes.
func aboutQuestion(c clause) ParsedIntent {
	args := map[string]any{"question": questionText(c.s)}
	rest := c.s
	if dc := cutDates(c.s); dc.due != "" {
		args["day"], rest = dc.due, dc.rest
	}
	var words []string
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == '?' || r == ',' || r == '.' || r == '!' }) {
		if !listFrame[asciiLower(w)] {
			words = append(words, w)
		}
	}
	args["about"] = strings.Join(words, " ")
	return intent("about-question", "queryTasks", args)
}

// unfilteredList: a reading that lists every open task or the whole day.
func unfilteredList(r ParsedIntent) bool {
	return (r.Tool == "queryTasks" || r.Tool == "agenda") && len(r.Args) == 0
}

// listFrame are the words of a question about the list or the day as such.
var listFrame = set(`when when's whens what whats what's which who how is are was were do does did i my me the a an on in of for to at be
going coming happening due next is it there any anything have got time day today tonight tomorrow week list lists
tasks task to-do todo to-dos reminders reminder calendar schedule plate agenda up left else supposed need should
am behind anything everything something look looks looking like shape over weekend weekends this next`)

// namesSomething reports whether a question names a thing beyond the
// list-or-day frame ("when is the green bin emptied" names the bin; "what
// is on today" does not): such a question is better answered by the
// notes (askNotes also looks at the tasks it names) than by every open
// task.
func namesSomething(l string) bool {
	for _, w := range strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '?' || r == ',' || r == '.' || r == '!' }) {
		if !listFrame[w] && len(w) > 2 {
			return true
		}
	}
	return false
}

// knows reports whether the classifier has a label for tool.
func knows(scores []cls.Score, tool string) bool {
	for _, s := range scores {
		if s.Label == tool {
			return true
		}
	}
	return false
}

func outLabel(l string) bool { return l == "other" || l == "cancel" }

// doubtful: below this probability for the rule's own tool, a weak
// mutating rule that the classifier contradicts is asked about.
const doubtful = 0.15

func probOf(scores []cls.Score, label string) float64 {
	for _, s := range scores {
		if s.Label == label {
			return s.P
		}
	}
	return 0
}

// deviceVerbs open requests for things Pace does not do (devices, media,
// messages, bookings, lookups); a dated clause opening with another word
// ("long run 12k next sun 8am") is offered as a to-do when the classifier
// doubts it.
var deviceVerbs = set(`play set turn switch open close start stop pause resume skip call phone ring text message email send order book buy reserve
show tell find search look check what whats when where who how is are can could would will do does navigate take get give read dim lock unlock
increase decrease raise lower mute unmute volume alarm timer wake`)

// offerCapture is outOfScopePlan for a bare to-do ("order tiles by
// friday", "sand the doors") the classifier reads as something Pace cannot
// do: nothing changes, and the capture is offered as a choice, so keeping
// it as a to-do costs one answer and ordering a pizza costs nothing.
func offerCapture(c clause, p ParsedIntent) plan.Plan {
	st, ok := p.Step()
	if ok && !c.question && p.Tool == "createTask" && p.Rule == "imperative" && p.Args["repeats"] != nil && taskVerbs[firstWord(c.s)] {
		// "check the greenhouse heater every sunday": a chore said with how
		// often it comes round is the user's own to-do
		return plan.Plan{Understood: true, Steps: []plan.Step{st}}
	}
	if ok && !c.question && p.Tool == "createTask" && p.Rule == "add" {
		// "add order gift vouchers friday": asked to add, it is asked
		// whether this is the task meant, never refused
		q := &plan.Clarify{Question: "Add this as a task?", Options: []plan.Option{
			{Label: describe(st), Text: phrase(st), Steps: []plan.Step{st}},
			{Label: "Neither — do nothing", Steps: []plan.Step{}},
		}}
		return plan.Plan{Steps: []plan.Step{}, Understood: true, Clarify: q, Note: q.Question}
	}
	if !ok || c.question || p.Tool != "createTask" || p.Rule != "imperative" ||
		!taskVerbs[firstWord(c.s)] && !((p.Args["due"] != nil || p.Args["repeats"] != nil) && !deviceVerbs[asciiLower(firstWord(c.s))] && Parse(c.s).Rule != "out-of-scope") {
		return outOfScopePlan(c)
	}
	question := "I can't do that for you, but I can keep it as a to-do — shall I?"
	if !taskVerbs[firstWord(c.s)] {
		question = "Add this as a task?" // "long run 12k next sun 8am": no errand Pace was asked to do
	}
	q := &plan.Clarify{Question: question, Options: []plan.Option{
		{Label: describe(st), Text: phrase(st), Steps: []plan.Step{st}},
		{Label: "Neither — do nothing", Steps: []plan.Step{}},
	}}
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Clarify: q, Note: q.Question}
}

// outOfScopePlan: no steps and what Pace can do; a question goes to the
// notes first (see questionOutOfScope).
func outOfScopePlan(c clause) plan.Plan {
	if c.question {
		return single(questionOutOfScope(c))
	}
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "I can't do that here. " + capabilities}
}

// decideUnknown reads a request no rule claimed by the classifier alone:
// a confident non-mutating reading runs; a mutating one is asked about.
func decideUnknown(text string, c clause, rp plan.Plan, scores []cls.Score) plan.Plan {
	top := scores[0]
	switch {
	case top.Label == "other" || top.Label == "cancel":
		if c.question {
			return single(questionOutOfScope(c))
		}
		if top.Label == "cancel" {
			return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "Okay, I'll leave it there; nothing was changed."}
		}
		if top.P >= outSure {
			return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "I can't do that here. " + capabilities}
		}
		return rp
	case top.P < 0.35:
		return rp
	}
	r, ok := readingFor(top.Label, c)
	if !ok {
		return rp
	}
	if mutates(r.Tool) && r.Tool != "createTask" {
		return rp // a fragment is never acted on by a guess at an item
	}
	if mutates(r.Tool) && top.P < sure {
		return clarify(text, c, ParsedIntent{}, scores)
	}
	return single(r)
}

// hasQuickAdd reports Todoist-style tokens (#project, @label, p1…p4): a
// precise construction whatever the words around them.
func hasQuickAdd(s string) bool {
	rest, qa := cutQuickAdd(s)
	// a label counts with a to-do verb, or with a day ("bubble tea shift
	// sat 11-5 @work")
	return qa.project != "" || qa.priority != "" || len(qa.tags) > 0 && (taskVerbs[firstWord(s)] || cutDates(rest).due != "")
}

// questionOutOfScope answers a question the classifier puts out of scope
// from the notes first (the notes brain says when they hold nothing): a
// question never becomes "nothing" or a change.
func questionOutOfScope(c clause) ParsedIntent {
	if whenQuestion.MatchString(c.l) && namesSomething(c.l) {
		// "when is the council tax next time?", "when's the next bin
		// day": the date of a thing, which the tasks about it answer
		// first (queryTasks asks the notes when no task is about it).
		return aboutQuestion(c)
	}
	p := intent("question", "askNotes", map[string]any{"question": questionText(c.s), "otherwise": notReadQuestion})
	p.Fallbacks = []string{"searchEverything"}
	return p
}

// notReadQuestion answers a question the rules could not read when the
// notes hold nothing on it either: it may have been about the tasks.
const notReadQuestion = "I couldn't find that in your notes, and I couldn't read it as a question about your tasks — try “what's due this week?”, “show the garden project” or “what have I completed?”."

// whenQuestion asks for the date or time of something.
var whenQuestion = re(`^(?:when(?:'s|s|\s+is|\s+are|\s+(?:do|shall|should|must)\s+(?:i|we)(?:\s+next)?)|what\s+(?:day|date|time)\s+(?:is|are|do|does|shall|should|must))\b`)

// agrees reports whether the classifier's label names the rule's tool.
func agrees(p ParsedIntent, label string) bool {
	switch {
	case label == p.Tool:
		return true
	case p.Tool == "agenda" && label == "queryTasks", p.Tool == "queryTasks" && label == "agenda":
		return true
	case p.Tool == "askNotes" && (label == "searchNotes" || label == "searchEverything" || label == "recall"):
		return true
	}
	return false
}

// mutates reports whether tool changes data.
func mutates(tool string) bool {
	switch tool {
	case "", "agenda", "queryTasks", "askNotes", "searchNotes", "searchEverything", "notesFrom", "recall",
		"projectStatus", "listMilestones", "blockers", "listNotes":
		return false
	}
	return true
}

// clarify asks instead of acting: the rule's reading and the classifier's
// likeliest other readings, at most three, each a ready plan.
func clarify(text string, c clause, p ParsedIntent, scores []cls.Score) plan.Plan {
	out := plan.Plan{Steps: []plan.Step{}, Understood: true}
	q := &plan.Clarify{Question: "I'm not sure what you mean — which of these?"}
	seen := map[string]bool{}
	addOpt := func(r ParsedIntent) {
		st, ok := r.Step()
		if !ok || seen[r.Tool] || len(q.Options) == 3 {
			return
		}
		seen[r.Tool] = true
		q.Options = append(q.Options, plan.Option{Label: describe(st), Text: phrase(st), Steps: []plan.Step{st}})
	}
	addOpt(p)
	for _, s := range scores[:min(3, len(scores))] {
		if s.P < 0.1 {
			break
		}
		if r, ok := readingFor(s.Label, c); ok {
			addOpt(r)
		}
	}
	q.Options = append(q.Options, plan.Option{Label: "Neither — do nothing", Steps: []plan.Step{}})
	out.Clarify = q
	out.Note = q.Question
	return out
}

// phrase is a request the rules read as st exactly ("" when there is
// none), so choosing an option by typing it runs the same reading.
func phrase(st plan.Step) string {
	arg := func(k string) string { v, _ := st.Args[k].(string); return v }
	switch st.Tool {
	case "createTask":
		if arg("title") == "" {
			return ""
		}
		s := "remind me to " + arg("title")
		if d := arg("due"); d != "" {
			s += " " + d
		}
		return s
	case "deleteTask":
		return "delete " + arg("task")
	case "completeTask":
		return "complete " + arg("task")
	case "snoozeTask":
		return "snooze " + arg("task")
	case "rescheduleTask":
		if arg("to") == "" {
			return ""
		}
		return "move " + arg("task") + " to " + arg("to")
	case "queryTasks":
		return "show my tasks"
	case "agenda":
		return "agenda"
	case "searchEverything":
		return "search for " + arg("query")
	}
	return ""
}

// describe says a step in plain words, never a tool name.
func describe(st plan.Step) string {
	arg := func(k string) string { v, _ := st.Args[k].(string); return v }
	switch st.Tool {
	case "createTask":
		// every slot the step sets, so choosing it holds no surprise
		out := fmt.Sprintf("Add the task “%s”", arg("title"))
		if d := arg("due"); d != "" {
			out += ", due " + d
		}
		if r := arg("repeats"); r != "" {
			out += ", repeating " + r
		}
		if pr := arg("priority"); pr != "" && pr != "normal" {
			out += ", " + pr + " priority"
		}
		if pj := arg("project"); pj != "" && !strings.HasPrefix(pj, "$") {
			out += ", in " + pj
		}
		if tags, _ := st.Args["tags"].([]string); len(tags) > 0 {
			out += ", labelled " + strings.Join(tags, ", ")
		}
		return out
	case "deleteTask":
		return fmt.Sprintf("Delete “%s”", arg("task"))
	case "completeTask":
		return fmt.Sprintf("Mark “%s” done", arg("task"))
	case "rescheduleTask":
		return fmt.Sprintf("Move “%s” to %s", arg("task"), arg("to"))
	case "snoozeTask":
		return fmt.Sprintf("Put off “%s”", arg("task"))
	case "queryTasks", "agenda":
		return "Show your tasks"
	case "askNotes":
		return "Look it up in your notes"
	case "searchNotes", "searchEverything":
		return fmt.Sprintf("Search for “%s”", arg("query"))
	case "createNote":
		return "Keep it as a note"
	case "deleteNote":
		return fmt.Sprintf("Delete the note “%s”", arg("note"))
	case "undo":
		return "Undo the last change"
	case "setPriority":
		return fmt.Sprintf("Change the priority of “%s”", arg("task"))
	case "reopenTask":
		return fmt.Sprintf("Reopen “%s”", arg("task"))
	case "restoreProject":
		return fmt.Sprintf("Bring back the project “%s”", arg("project"))
	}
	return "Do something else with it"
}

// noteLead: the words that ask for a note, before what it says.
var noteLead = lazy(`(?i)^(?:(?:please\s+)?(?:remember|note|jot\s+down|write\s+down|keep\s+in\s+mind|don'?t\s+forget)(?:\s+that)?\s*[:,-]?\s+)`)

// readingFor fills the classifier's label with the grammar's slot cutters:
// a canonical phrasing is built from the clause and parsed by the precise
// rules, so slots come out the same way they do for rules.
func readingFor(label string, c clause) (ParsedIntent, bool) {
	s := c.s
	switch label {
	case "createTask":
		return captureBody("intent", stripLead(s))
	case "queryTasks":
		if r, ok := ruleQueryTasks(c); ok {
			return r, true
		}
		return intent("intent", "queryTasks", map[string]any{}), true
	case "agenda":
		if weekScope.MatchString(s) {
			return intent("intent", "agenda", map[string]any{"scope": "week"}), true
		}
		return intent("intent", "agenda", nil), true
	case "askNotes", "recall":
		return questionOutOfScope(c), true
	case "searchNotes", "searchEverything", "notesFrom":
		if label == "notesFrom" {
			label = "searchNotes" // notesFrom needs a day the clause did not give
		}
		return intent("intent", label, map[string]any{"query": questionText(s)}), true
	case "createNote":
		// the note's text as the note rules read it (a title and a body;
		// createNote takes no "text")
		body := strings.TrimSpace(noteLead.ReplaceAllString(s, ""))
		if body == "" {
			return ParsedIntent{}, false
		}
		return intent("intent", "createNote", map[string]any{"title": shortTitle(body), "body": body}), true
	case "undo":
		return intent("intent", "undo", nil), true
	case "other", "cancel":
		p := intent("intent", "", nil)
		p.Tool, p.Args, p.Note = "", nil, "I can't do that here. "+capabilities
		return p, true
	}
	verb := map[string]string{"deleteTask": "delete", "completeTask": "complete", "snoozeTask": "snooze",
		"rescheduleTask": "move"}[label]
	if verb == "" || label == "deleteTask" && !deleteCue.MatchString(c.l) {
		// "called the wholesaler, they're sending the pads monday" is
		// never a delete: one is read only where a word says so
		return ParsedIntent{}, false
	}
	obj := objectOf(s)
	if obj == "" || label == "rescheduleTask" && bringErrand(s, obj) {
		return ParsedIntent{}, false // "bring X to the match saturday": an errand
	}
	r := Parse(verb + " " + obj)
	if r.Tool != label {
		return ParsedIntent{}, false
	}
	r.Rule = "intent/" + r.Rule
	return r, true
}

// stripLead drops a leading request frame ("i want to", "remind me to")
// the capture rules did not claim.
func stripLead(s string) string {
	l := asciiLower(s) // same byte offsets as s
	for _, p := range []string{"remind me to ", "remind me ", "i need to ", "i have to ", "i want to ", "i must ", "i should ", "add ", "put ", "set a reminder to ", "set a reminder for ", "make a reminder to "} {
		if strings.HasPrefix(l, p) && len(s) > len(p) {
			return s[len(p):]
		}
	}
	return s
}

// objectOf drops the clause's first word (the verb the classifier read)
// and list tails ("from my list"), leaving the item's words.
func objectOf(s string) string {
	f := strings.Fields(s)
	if len(f) < 2 {
		return ""
	}
	rest := strings.TrimSpace(s[strings.Index(s, f[1]):])
	if m := listTail.FindStringIndex(rest); m != nil && m[0] > 0 {
		rest = rest[:m[0]]
	}
	return strings.TrimSpace(rest)
}

var listTail = re(`\s+(?:from|off|on|in|of)\s+(?:my|the)\s+(?:\w+\s+)?(?:list|calendar|reminders|to-?do list|todo list|tasks)\b.*$`)

const englishOnly = "Pace understands English only — please say it in English."

// Trace says, for debugging and `pace eval router -v`, which rule claimed
// text and the classifier's two likeliest labels.
func Trace(text string) string {
	p := Parse(text)
	out := "rule=" + p.Rule
	if m, err := cls.Default(); err == nil {
		sc := m.Predict(text, cuesOf(text, p))
		for _, s := range sc[:min(2, len(sc))] {
			out += fmt.Sprintf(" %s:%.2f", s.Label, s.P)
		}
	}
	return out
}
