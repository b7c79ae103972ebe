package grammar

import (
	"strings"
)

var (
	stateRE = re(`^(?:(?:finally|at\s+last)[\s,!]+)?(?P<subj>(?:the|my|our|all the|both|those|these|that|this)\s+[^,;.!?]+?|[a-z]+(?:'s|’s)\s+[a-z][^,;.!?]*?|(?:[a-z]+\s+)?[a-z]+s(?:\s+[a-z]+s)?(?:\s+(?:to|for|from|of|at|with|in|on)\s+[\w'-]+(?:\s+[\w'-]+)?)?)(?:\s+(?:is|are|was|were|has been|have been|got|are all|is all|all got|have|has)|'s been|'ve been|'s|'re|'ve)\s+(?:now\s+|all\s+|finally\s+|already\s+|just\s+|properly\s+)?(?P<v>[a-z]+)(?:\s+(?P<prt>out|up|off|down|away|in|back|over))?(?P<tail>\s+(?:to|from|at|with|via|by|for|in)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?[\w'-]+(?:\s+[\w'-]+)?)?(?:\s+(?:now|then|too|at\s+last|finally))?$`)
	// stateBare: a bare subject with a contracted verb ("gate's fixed",
	// "door bell's been sorted").
	stateBare = re(`^(?P<subj>(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?)(?:'s\s+been|'s)\s+(?:now\s+|finally\s+|all\s+|just\s+)?(?P<v>[a-z]+)(?:\s+(?P<prt>out|up|off|down|away|in|back|over))?(?:\s+(?:from|at|on|with|via|by|for|in)\s+.+)?$`)
	// stateNoAux: a subject and a participle, nothing between ("mooring
	// fees paid", "the gutters cleared").
	stateNoAux = re(`^(?P<subj>(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+){0,3}?)\s+(?:all\s+|now\s+|finally\s+)?(?P<v>[a-z]+)(?:\s+(?P<prt>out|up|off|down|away|back|over))?$`)
	pastRE     = re(`^(?:(?:i've|ive|we've|weve|i'd|i|we)\s+)?(?:(?:just|finally|already|now|also|have|'ve|had|actually)\s+)*(?P<v>[a-z]+)(?P<rest>\s+.+)$`)
)

// pastOther: a report of a chore someone else did ("jade paid the
// deposit", "my sister has booked the hall").
var pastOther = re(`^(?P<who>(?:(?:my|our|the)\s+)?[a-z]+)\s+(?:(?:has|have|just|finally|already|also)\s+)*(?P<v>[a-z]+)(?P<rest>\s+(?:the|my|our|his|her|their)\s+.+)$`)

// pastSet: a set of tasks reported done ("all the town jobs (done)",
// "everything on the list").
var pastSet = re(`^(?P<set>(?:all\s+(?:of\s+)?(?:the|my|our)\s+.+?|everything\s+.+?))(?:\s+done)?$`)

// mistypedPast: a past form typed without its "e" ("renewd", "bookd").
var mistypedPast = re(`^[a-z]{3,}[^e]d$`)

// pastOrTypo is pastVerb, and a to-do verb's past form typed without its
// "e" ("renewd", "orderd") read as that verb.
func pastOrTypo(v string) (string, bool) {
	if base, ok := pastVerb(v); ok {
		return base, true
	}
	if mistypedPast.MatchString(v) {
		if b, ok := pastVerb(v[:len(v)-1] + "ed"); ok && taskVerbs[b] {
			return b, true
		}
	}
	return "", false
}

// gotThing: "got the gift for sam", "got my passport photos": a thing
// fetched, the report of a "get/buy" chore ("got a call", "got it" are not).
var gotThing = re(`^\s+(?:the|my|our|his|her|their|those|these|both|all|all\s+the|all\s+\d+|all\s+three|all\s+two)\s+(?:\S+)`)

// soCommand: a request after a report ("… so add that to the list").
var soCommand = lazy(`(?i)\b(?:so|and\s+then|then)\s+(?:please\s+)?(?:add|put|remind|create|make|move|delete|remove|schedule)\b`)

// havePerfect: a report said with "have" ("i've put", "we have set").
var havePerfect = lazy(`(?i)^(?:i've|ive|i\s+have|we've|weve|we\s+have)\s+(?:just\s+|finally\s+|already\s+)?`)

// justNow: when a report says it was done, no part of the task's name.
var justNow = lazy(`(?i)\s+(?:just\s+now|earlier(?:\s+on)?|a\s+(?:minute|moment|second)\s+ago|at\s+last|finally|already|too|as\s+well)\s*$`)

// notReports are past forms that do not report a finished chore.
var notReports = set(`was were had used needed wanted tried decided liked loved hated thought said forgot hoped planned meant
missed failed seemed felt guess guessed wondered asked told heard saw noticed realised realized figured knew got meant started
wished expected dont didnt cant wont isnt doesnt havent hasnt wasnt arent shouldnt couldnt wouldnt aint
blocked stuck delayed waiting held paused`)

// brokenWords: participles that say a thing is broken or used up, never
// that a chore on it is done.
var brokenWords = set(`stuffed broken busted knackered wrecked fried cooked bust jammed stuck blocked cracked flooded burst
smashed damaged dented scratched ruined trashed totalled totaled buggered snapped bent torn ripped soaked frozen
shut closed open away off ill sick late early empty full busy`)

// happenedWords: participles of things that happen to the user ("the
// grant of probate has arrived"), never a chore of theirs done.
var happenedWords = set(`arrived come came appeared happened landed occurred emerged`)

// rescheduleWords: verbs whose participle says a thing's time changed
// ("the crit got moved", "the meeting's been postponed"), never that a
// chore on it is done.
var rescheduleWords = set(`move reschedule postpone delay prepone change shift push`)

// particleState: a thing said to be out, in, up or away ("bins are out",
// "the washing's in").
var particleState = re(`^(?P<subj>(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?)(?:\s+(?:is|are)|'s|'re)\s+(?:all\s+|now\s+)?(?P<prt>out|in|away|back)$`)

// notNoAux: verbs whose participle after a bare noun reports no chore
// done ("stocks dropped", "prices went up", "meeting moved").
var notNoAux = set(`drop cancel scrap go come move leave get rise fall change stop start ring call phone text email message write reply`)

// auxWords: words of a verb phrase, never of a bare subject.
var auxWords = set(`is are was were be been being has have had needs need should must will would can could may might to not never do does did get gets got`)

// notSubject: first words of what is no item's name before "'s" ("what's
// blocked", "there's", "let's").
var notSubject = set(`what who where when how which why there here everything nothing something anything let today tomorrow tonight yesterday`)

// ruleStateStatement: "the windows are washed" completes "wash the windows".
func ruleStateStatement(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	if pm, ok := find(particleState, c.s); ok && !pronounSubject(pm.g("subj")) {
		// "bins are out": the chore the thing names is done; "the library
		// books are back": the one that takes them back
		t := trimArticle(pm.g("subj"))
		if strings.EqualFold(pm.g("prt"), "back") {
			t += " back"
		}
		return intent("state", "completeTask", map[string]any{"task": t}), true
	}
	m, ok := find(stateRE, c.s)
	contracted := false // "cake's ordered": a bare subject and "'s"
	if !ok || m.g("tail") != "" {
		// "the van's dropped off at the garage": a bare subject and "'s"
		// first, as before a place was allowed after the participle
		if mb, bare := find(stateBare, c.s); bare {
			m, ok, contracted = mb, false, true
		}
	}
	if !ok && !contracted {
		// "mooring fees paid": no verb but the participle, of a to-do verb
		if m, ok = find(stateNoAux, c.s); !ok {
			return ParsedIntent{}, false
		}
		if base, isPast := pastOrTypo(m.g("v")); !isPast || !taskVerbs[base] || notNoAux[base] {
			return ParsedIntent{}, false
		}
	}
	if _, isDate := datePhrase(m.g("tail")); isDate && !contracted {
		return ParsedIntent{}, false // "the report is moved to friday" is no report of a chore
	}
	if brokenWords[strings.ToLower(m.g("v"))] {
		return ParsedIntent{}, false // "the aircon's stuffed": broken, no chore done
	}
	if happenedWords[strings.ToLower(m.g("v"))] {
		return ParsedIntent{}, false // "the letter has arrived": news, no chore done
	}
	for _, w := range strings.Fields(asciiLower(m.g("subj"))) {
		if auxWords[w] || notSubject[w] || subjectPronoun[w] || w == "please" || w == "me" {
			// "the essay needs to be done" says what is still to do; "the
			// cards are posted and the turkey's ordered" is two statements
			return ParsedIntent{}, false
		}
	}
	base, ok := pastOrTypo(m.g("v"))
	if l := strings.ToLower(m.g("subj")); !ok || pronoun[l] || subjectPronoun[l] || notSubject[firstWord(l)] {
		return ParsedIntent{}, false
	}
	if rescheduleWords[base] && m.g("prt") == "" {
		return ParsedIntent{}, false // "the GP appointment got moved": its day changed, no chore done
	}
	if base == "cancel" || base == "scrap" || base == "drop" && m.g("prt") == "" {
		return intent("state", "deleteTask", map[string]any{"task": m.g("subj")}), true
	}
	prt := m.g("prt")
	if base == "go" {
		// "the invites have gone out": sent; gone anywhere else is no
		// chore done
		if prt != "out" && prt != "off" {
			return ParsedIntent{}, false
		}
		base, prt = "send", ""
	}
	task := base
	if prt != "" {
		task += " " + prt
	}
	subj := m.g("subj")
	if l := strings.ToLower(subj); strings.HasPrefix(l, "all ") || strings.HasPrefix(l, "both ") {
		subj = strings.TrimSpace(subj[strings.IndexByte(subj, ' '):])
	}
	task += " " + subj
	rule := "state"
	if contracted && taskVerbs[base] {
		rule = "state-said" // said outright, of a to-do verb: no need to wait on the classifier
	}
	return intent(rule, "completeTask", map[string]any{"task": task}), true
}

// rulePastReport: "returned the library books" completes "return the
// library books"; the auxiliary "did I …" is a question, never this.
// sentMe: someone has sent or given the user a thing ("Margaret has sent
// me the address list"): the to-do of getting it is done.
var sentMe = re(`^(?P<who>(?:(?:mr|mrs|ms|dr)\.?\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(?:has\s+|have\s+|just\s+|finally\s+)*(?:sent|given|brought|dropped\s+off|returned|emailed|posted|handed)\s+(?:me|us)\s+(?P<t>(?:the|my|our|his|her|their)\s+.+?)(?:\s+(?:at\s+last|finally|today|yesterday|this\s+morning))?$`)

// toWhom: verbs whose "to" names who was written or spoken to.
var toWhom = set(`write speak talk reply chat`)

func rulePastReport(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	if m, ok := find(sentMe, c.s); ok && !pronounSubject(m.g("who")) && !subjectPronoun[strings.ToLower(m.g("who"))] {
		return intent("past-report", "completeTask", map[string]any{"task": trimArticle(m.g("t"))}), true
	}
	m, ok := find(pastRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	v := strings.ToLower(m.g("v"))
	if _, isPast := pastOrTypo(v); !isPast {
		// "jade paid the deposit", "my sister booked the venue": done by
		// someone else, said of a thing
		if om, other := find(pastOther, c.s); other && !pronoun[strings.ToLower(om.g("who"))] && !notSubject[strings.ToLower(om.g("who"))] {
			if b, isPast := pastVerb(om.g("v")); isPast && taskVerbs[b] {
				m, v = om, strings.ToLower(om.g("v"))
			}
		}
	}
	base, ok := pastVerb(v)
	if b, irregular := irregularPast[v]; !ok && irregular && havePerfect.MatchString(c.l) {
		base, ok = b, true // "ive put the price list up": a participle after "have"
	}
	if !ok {
		base, ok = pastOrTypo(v) // "i renewd my passport"
	}
	if !ok || notReports[v] && !(v == "got" && gotThing.MatchString(m.raw("rest"))) {
		return ParsedIntent{}, false
	}
	rest := m.raw("rest")
	if v == "did" && (auxQuestion.MatchString("did"+rest) || didQuestion(rest)) {
		return ParsedIntent{}, false
	}
	if soCommand.MatchString(rest) {
		return ParsedIntent{}, false // "i ran out of cheerios so add that to the list": a request
	}
	if i := strings.IndexAny(rest, ",;"); i > 0 && !strings.HasPrefix(strings.TrimSpace(rest[i+1:]), "and ") {
		rest = rest[:i] // "checked the hives this morning, all good": the remark aside
	}
	dc := cutDates(rest)
	if dc.repeats != "" {
		return ParsedIntent{}, false // "packed lunches for the kids every sunday evening": a chore that comes round
	}
	rest = strings.TrimSpace(justNow.ReplaceAllString(dc.rest, ""))
	if rest == "" {
		return ParsedIntent{}, false
	}
	if first := firstWord(rest); (first == "to" && !toWhom[base]) || first == "that" || first == "if" {
		return ParsedIntent{}, false // "decided to …": no chore; "wrote to the archive" is one
	}
	if sm, ok := find(pastSet, rest); ok && (base == "get" || base == "do" || base == "finish" || base == "complete") {
		// "got all the town jobs done", "did all the garden stuff": the set
		for _, said := range []string{"mark " + sm.g("set") + " done", "mark " + sm.g("set") + " tasks done"} {
			if q := parseClause(said); q.Tool == "bulkTasks" {
				return q, true // "did all the shopping": the shopping tasks
			}
		}
	}
	task := base + " " + trimValue(rest)
	if i := strings.LastIndex(task, " and "); i > 0 {
		// "got the milk and eggs": the verb is both's; "dropped the keys
		// and got a new wallet": each has its own
		second := strings.TrimSpace(task[i+len(" and "):])
		w := firstWord(second)
		if b, isPast := pastVerb(w); isPast && taskVerbs[b] {
			task = task[:i] + " and " + b + second[len(w):]
		} else if !taskVerbs[w] && len(strings.Fields(second)) <= 3 {
			task = task[:i] + " and " + base + " " + second
		}
	}
	return intent("past-report", "completeTask", map[string]any{"task": task}), true
}

var dayAgenda = re(`^(?:what(?:'s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)|anything|is there anything|do i have anything)\s+(?:on|due|happening|planned|scheduled|coming up|for)?\b`)

// notCapture: first words of requests to see something, never a new task.
var notCapture = set(`show list display open view see tell give search look what where which who how when why`)

var tomorrowWords = re(`^(?:tomorrow|tmrw?)$`)

var todayWords = re(`\b(?:today|tonight|this morning|this afternoon|this evening|right now|my day)\b`)

// ruleWeekend: "what's on over the weekend?", "anything on this weekend?":
// the tasks due on Saturday and Sunday.
func ruleWeekend(c clause) (ParsedIntent, bool) {
	m, ok := find(weekendAsk, c.s)
	if !ok || askAbout.MatchString(c.s) || namesSomething(c.l) && !personal(c) {
		return ParsedIntent{}, false
	}
	f := "this weekend"
	if strings.EqualFold(m.g("w"), "next") {
		f = "next weekend"
	}
	return intent("question-weekend", "queryTasks", map[string]any{"filter": f}), true
}

// weekendAsk: a question about the weekend's tasks.
var weekendAsk = re(`^(?:what(?:'s|s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got|\s+am\s+i\s+doing)|anything|is\s+there\s+anything|do\s+i\s+have\s+anything|have\s+i\s+got\s+anything)\b.*\b(?:(?P<w>this|the|next)\s+weekend)\b`)

// lookLike: "what does X look like" said of the list or a day.
var lookLike = re(`^(?:so\s+|ok\s+)?(?:what|how)\s+(?:does|do|will|is|are)\s+(?P<x>.+?)\s+look(?:ing)?(?:\s+like)?$`)

// listNames: the whole list, named.
var listNames = set(`list to-do todo to-dos todos tasks schedule agenda plate calendar`)

func init() {
	for _, n := range []string{"to-do list", "todo list", "to do list", "task list", "list of tasks", "whole list", "reminders", "tasks list"} {
		listNames[n] = true
	}
}

// ruleQuestion: questions nothing else claimed never become tasks: one
// about today or this week is the agenda, any other asks the notes.
func ruleQuestion(c clause) (ParsedIntent, bool) {
	if !c.question {
		return ParsedIntent{}, false
	}
	if m, ok := find(lookLike, c.s); ok {
		// "what does my to-do list look like", "what does friday look like"
		x := asciiLower(trimValue(m.g("x")))
		for _, p := range []string{"my ", "the ", "our "} {
			x = strings.TrimPrefix(x, p)
		}
		switch {
		case listNames[x]:
			return intent("look-like", "queryTasks", map[string]any{}), true
		case x == "today" || x == "day" || x == "today's list":
			return intent("look-like", "agenda", nil), true
		case x == "week" || x == "this week" || x == "week ahead":
			return intent("look-like", "agenda", map[string]any{"scope": "week"}), true
		case tomorrowWords.MatchString(x):
			return intent("look-like", "queryTasks", map[string]any{"filter": "tomorrow"}), true
		case x == "next week":
			return intent("look-like", "queryTasks", map[string]any{"filter": "next week"}), true
		}
		if d, ok := singleDay(x); ok {
			return intent("look-like", "queryTasks", map[string]any{"day": d}), true
		}
	}
	// "how many protestants live in France today?" is about France.
	elsewhere := namesSomething(c.l) && !personal(c)
	switch {
	case weekScope.MatchString(c.s) && !askAbout.MatchString(c.s) && !elsewhere:
		return intent("question-week", "agenda", map[string]any{"scope": "week"}), true
	case todayWords.MatchString(c.s) && !askAbout.MatchString(c.s) && !elsewhere:
		return intent("question-today", "agenda", nil), true
	case dayAgenda.MatchString(c.s) && !askAbout.MatchString(c.s):
		// "what's due tomorrow?" lists tomorrow's tasks; "what's on
		// Friday?": the agenda has no single-day scope; the week (today
		// and the next 6 days) holds the coming days.
		dc := cutDates(c.s)
		if tomorrowWords.MatchString(dc.due) {
			return intent("question-tomorrow", "queryTasks", map[string]any{"filter": "tomorrow"}), true
		}
		if d, ok := singleDay(dc.due); ok && strings.TrimSpace(dc.rest) != "" && !namesSomething(asciiLower(dc.rest)) {
			// "anything on sunday?": that day's tasks
			return intent("question-day", "queryTasks", map[string]any{"day": d}), true
		}
		if dc.due != "" && !(partOfDayOnly.MatchString(strings.TrimSpace(dc.due)) && !firstPersonSaid.MatchString(c.s)) {
			// ("the tablet she takes at night": when, of every day — no
			// day's agenda)
			return intent("question-day", "agenda", map[string]any{"scope": "week"}), true
		}
	}
	return questionOutOfScope(c), true
}

// ruleImperative: "call the plumber tomorrow", "buy milk #home p2".
// statementSubject: subjects that make a dated clause a statement about
// someone ("we break for Christmas", "they arrive on friday").
var statementSubject = set(`we they he she it we're they're he's she's`)

func ruleImperative(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	words := strings.Fields(c.s)
	first := firstWord(c.s)
	verb := taskVerbs[first]
	_, qa := cutQuickAdd(c.s)
	quick := qa.project != "" || qa.priority != "" || len(qa.tags) > 0
	if statementSubject[first] && !quick {
		return ParsedIntent{}, false // "We break for Christmas.": a statement, no to-do
	}
	if notCapture[first] && !(quick && cutDates(c.s).due != "") || (first == "do" || first == "does") && doQuestion(words) {
		// "open mic at the frog tuesday 8pm @gigs": with a date and a
		// quick-add token it is a capture, whatever its first word
		return ParsedIntent{}, false
	}
	dated := false
	if !verb && !quick && len(words) >= 2 {
		dc := cutDates(c.s)
		dated = dc.due != "" || dc.repeats != ""
		if pastWhen.MatchString(dc.due) {
			// "lol the set went so badly last night": what happened is no
			// to-do
			return ParsedIntent{}, false
		}
	}
	if verb && len(words) < 2 || !verb && !quick && !dated {
		return ParsedIntent{}, false
	}
	return captureBody("imperative", c.s)
}

// pastWhen: a date phrase that is over.
var pastWhen = re(`\b(?:yesterday|last\s+(?:night|week|month|year|weekend|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ago|earlier\s+today)\b`)

// didQuestion reports "did" + rest as a question about someone else
// asked without a question mark: "did mom call back", "did the plumber
// fix the sink", "did Sam finish his match yet" — a subject, then a verb of
// the grammar's lexicon with an object or particle after it — or anything
// ending in "yet". "did the call with Sam", "did a quick clean of the
// kitchen", "did the grocery run" and "did the dishes" report the user's
// own work.
func didQuestion(rest string) bool {
	ws := strings.Fields(strings.ToLower(strings.TrimRight(rest, " ?!.")))
	if len(ws) == 0 {
		return false
	}
	if ws[len(ws)-1] == "yet" {
		return true
	}
	for i := 1; i+1 < len(ws) && i <= 3; i++ {
		if taskVerbs[ws[i]] && !determiners[ws[i-1]] && !nounPreps[ws[i+1]] {
			return true
		}
	}
	return false
}

// nounPreps: words after which a verb-like word was a noun ("a clean of").
var nounPreps = set(`of with for at from about`)

// determiners: words after which a verb-like word is a noun ("the call").
var determiners = set(`the a an my our your his her their this that these those some any every all both each`)

// doQuestion reports a yes/no question asked without a question mark:
// "do kids prefer cats over dogs", "does the shop open on sundays" — "do"
// or "does", a subject (not a determiner: "do the dishes"), then a verb of
// the kind such questions ask about.
func doQuestion(words []string) bool {
	for i := 1; i < len(words) && i <= 3; i++ {
		w := strings.ToLower(strings.Trim(words[i], ",.!?"))
		if i == 1 && determiners[w] {
			return false
		}
		if askVerbs[w] && i >= 2 {
			return true
		}
	}
	return false
}

// askVerbs: verbs of yes/no questions about the world ("do cats like …").
var askVerbs = set(`prefer prefers like likes love loves hate hates know knows think thinks need needs want wants have has eat eats sleep sleeps live lives work works cost costs mean means feel feels seem seems believe believes understand understands open opens close closes deliver delivers accept accepts allow allows count counts matter matters exist exists happen happens go goes come comes get gets make makes take takes use uses play plays say says`)

// firstPersonSaid: the speaker in a question ("what have I got …").
var firstPersonSaid = lazy(`(?i)\b(?:i|me|my|we|us|our|i've|i'm)\b`)

// partOfDayOnly: a time of day said with no day ("at night", "in the
// morning"), as habits are told.
var partOfDayOnly = lazy(`(?i)^(?:at\s+night|at\s+nights|in\s+the\s+(?:morning|afternoon|evening)s?|at\s+(?:lunch|lunchtime|dinner|dinnertime|noon|midday|bedtime|breakfast))$`)
