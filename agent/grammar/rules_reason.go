package grammar

import "strings"

// A report with its reason before it: "mam never picked up so ring mam
// isnt done", "paid brenda the deposit so the venue is booked now", "the
// glue hasnt held so that ones not done", "butcher says hes cutting on
// the 19th so thats chased", "the felts order didnt go through, their
// website crashed. stick it back on my list". The last part says the
// change; a "that" or "it" in it is the thing the first part is about.

// reasonBreak: where the reason ends (the last such break): " so ", or a
// comma, semicolon or full stop and an optional "so".
var reasonBreak = lazy(`(?i)^(?P<h>.{3,200})(?:\s*[,;.!]+\s*(?:so\s+)?|\s+so\s+)(?:now\s+)?(?P<t>[^,;.!]{3,})[.!]*$`)

// reasonSubject: the thing the reason is about, before its verb ("the
// glue on the soundboard hasnt held", "butcher says …").
var reasonSubject = re(`^(?:(?:ah+|oh+|ugh+|argh+|damn|hmm+|well|oops|sorry|wait|actually|no|nope|right|ok|okay|i\s+beg\s+your\s+pardon|pardon\s+me|forgive\s+me|i\s+(?:find|see|gather|hear|understand)(?:\s+that)?)[\s,!.]+)*(?P<s>(?:(?:the|my|our)\s+)?[a-z][a-z'-]*(?:\s+(?:on|of|for|from|at|to)\s+(?:the\s+|my\s+|our\s+)?[a-z][a-z'-]*|\s+[a-z][a-z'-]*){0,2}?)\s+(?:says|said|rang|called|phoned|texted|emailed|messaged|told|replied|confirmed|is|was|are|were|has|have|had|did|didn't|didnt|did\s+not|hasn't|hasnt|has\s+not|haven't|havent|wasn't|wasnt|isn't|isnt|won't|wont|never|not|fell|came|got|went|broke|failed|bounced|crashed|leaked)\b`)

// thatDone: the change said of "that" or "it" ("so thats chased", "that's
// sorted then").
var thatDone = re(`^(?:that'?s|thats|that\s+is|it'?s|its|it\s+is|that\s+one'?s|that\s+ones|(?:that|this)\s+one\s+is|this\s+one'?s|this\s+is)\s+(?:now\s+|all\s+|finally\s+)?(?P<v>[a-z]+)(?:\s+(?:then|now|too|as\s+well))?$`)

// thatNotDone: a reopen said of "that" or "it".
var thatNotDone = re(`^(?:(?:so\s+)?(?:i\s+)?(?:still|yet\s+to)\s+(?:need|have|got)?\s*(?:to\s+)?do\s+(?:it|that|this)(?:\s+then)?|(?:that|this|it)(?:\s+ones?)?(?:'s|s|\s+is)?\s+(?:not|isn'?t|isnt|aint)\s+(?:done|finished|fixed|sorted|complete|completed|working)(?:\s+(?:after\s+all|yet|then))?|(?:please\s+)?(?:(?:put|stick|pop|add)\s+(?:it|that|this)\s+back(?:\s+(?:on|onto|in)\s+(?:my|the)\s+(?:to-?do\s+)?list)?|(?:reopen|re-open|untick|uncheck)\s+(?:it|that|this)(?:\s+(?:task|one))?)(?:\s+please)?)$`)

// bareSorted: "all sorted", "all done": the words before are the change.
var bareSorted = lazy(`(?i)^(?:(?:all|everything'?s|everythings)\s+)?(?:sorted|done|booked|paid|handled)(?:\s+now)?$`)

// reasonTools: the changes a report with its reason may say.
var reasonTools = set(`completeTask reopenTask completeMilestone`)

// reasonThenChange reads text as a reason and then the change it led to
// (see above); ok is false when the last part is no such change.
func reasonThenChange(text string) (q ParsedIntent, head string, ok bool) {
	m := reasonBreak.FindStringSubmatchIndex(text)
	if m == nil {
		return ParsedIntent{}, "", false
	}
	head = strings.TrimSpace(text[m[2]:m[3]])
	tail := strings.TrimSpace(text[m[4]:m[5]])
	if reasonClause.MatchString(tail) {
		return ParsedIntent{}, "", false // "…, as she is away": a reason, said after
	}
	t, _ := clean(tail)
	subject := func() string {
		h, _ := clean(head)
		if sm, ok := find(reasonSubject, h); ok {
			s := sm.g("s")
			if bare := trimArticle(s); !pronoun[bare] && !subjectPronoun[firstWord(bare)] && !notSubject[firstWord(bare)] {
				return s
			}
		}
		return ""
	}
	if bareSorted.MatchString(t) {
		if h := parseClause(head); h.Understood && (h.Rule == "past-report" || h.Rule == "state" || h.Rule == "state-said") {
			return ParsedIntent{}, "", false // "rang the roaster, all sorted": the head is the change
		}
		if s := subject(); s != "" {
			// "tesco said yes to the bucket, sorted!": the task about tesco
			return intent("reason-done", "completeTask", map[string]any{"task": s}), head, true
		}
		return ParsedIntent{}, "", false
	}
	if thatNotDone.MatchString(t) {
		if s := subject(); s != "" {
			return intent("reason-reopen", "reopenTask", map[string]any{"task": s}), head, true
		}
		return ParsedIntent{}, "", false
	}
	if dm, ok := find(thatDone, t); ok {
		base, isPast := pastOrTypo(dm.g("v"))
		if !isPast || !taskVerbs[base] || notNoAux[base] {
			return ParsedIntent{}, "", false
		}
		if s := subject(); s != "" {
			return intent("reason-done", "completeTask", map[string]any{"task": base + " " + s}), head, true
		}
		if h := parseClause(head); h.Understood && h.Tool == "completeTask" && (h.Rule == "past-report" || !weakRules[h.Rule]) && h.Rule != "fallback" {
			// "I already called the bank, so this one is finished": the
			// report before says which
			return h, "", true
		}
		return ParsedIntent{}, "", false
	}
	q = parseClause(tail)
	if !q.Understood || !reasonTools[q.Tool] || pointsBack(q) {
		return ParsedIntent{}, "", false
	}
	switch q.Rule {
	case "state", "state-said", "is-done", "verbless-done", "reopen", "mark-done":
		return q, head, true
	}
	return ParsedIntent{}, "", false
}

// topicThenIt: a thing named first, then a request about "it" ("the
// dentist, move it to friday", "the website photos thing - bump it up").
var topicThenIt = lazy(`(?i)^(?P<np>(?:the|my|our|that|this)\s+[^,:;.!?]{2,60}?)\s*(?:,|:|;|\s-|\s–)\s*(?P<cmd>[^,;]*\b(?:it|that|this|them)\b[^,;]*)$`)

// topicRequest reads text as a topic and then a request about it, the
// request's "it" made the topic; ok is false when it is no such pair.
func topicRequest(text string) (ParsedIntent, bool) {
	m := topicThenIt.FindStringSubmatchIndex(text)
	if m == nil {
		return ParsedIntent{}, false
	}
	np := strings.TrimSpace(text[m[2]:m[3]])
	if !topicIsName(np) {
		return ParsedIntent{}, false // "the kids are off sick, move it": a clause, not a name
	}
	cmd := text[m[4]:m[5]]
	q := parseClause(cmd)
	if !q.Understood || q.Rule == "fallback" || !mutates(q.Tool) || q.Tool == "undo" || !pointsBack(q) {
		return ParsedIntent{}, false
	}
	if kindWord.MatchString(np) {
		// "the mock exam milestone, move it to the 22nd": said with the
		// kind of thing, the request reads as if the name stood in it
		if i := itWord.FindStringIndex(cmd); i != nil {
			if r := parseClause(cmd[:i[0]] + np + cmd[i[1]:]); r.Understood && r.Rule != "fallback" && !weakRules[r.Rule] && mutates(r.Tool) {
				return r, true
			}
		}
	}
	for _, k := range []string{"task", "project", "milestone", "note"} {
		if v, ok := q.Args[k].(string); ok && (pronoun[strings.ToLower(v)] || isPronounOnly(v)) {
			q.Args[k] = np
		}
	}
	return q, true
}

// topicIsName reports whether the words before a topic's comma name a
// thing rather than say something (no verb, pronoun or question word).
func topicIsName(np string) bool {
	for _, w := range strings.Fields(asciiLower(np)) {
		if auxWords[w] || subjectPronoun[w] || notSubject[w] {
			return false
		}
	}
	return true
}

// topicFirstCompound rewrites a thing named first and then several
// requests about "it" ("the boots task, move it to 9 January and make it
// p1") as the requests with the thing in place of the first "it" ("move
// the boots task to 9 January and make it p1"), which the planner links
// on; other text is returned as it is.
func topicFirstCompound(text string) string {
	m := topicThenIt.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	np, cmd := strings.TrimSpace(text[m[2]:m[3]]), text[m[4]:m[5]]
	if !andThen.MatchString(cmd) {
		return text // one request: topicRequest reads it
	}
	if !topicIsName(np) {
		return text
	}
	i := itWord.FindStringIndex(cmd)
	if i == nil || !commandVerbs[asciiLower(firstWord(strings.TrimSpace(cmd)))] {
		return text
	}
	return strings.TrimSpace(cmd[:i[0]] + np + cmd[i[1]:])
}

// kindWord: a name said with its kind ("the mock exam milestone", "the
// garden project").
var kindWord = lazy(`(?i)\b(?:milestone|project)$|^(?:the\s+)?(?:milestone|project)\s`)

var (
	andThen = lazy(`(?i)\s(?:and|then|and\s+then|&)\s`)
	itWord  = lazy(`(?i)\b(?:it|that|this|them)\b`)
)

// exceptRE: a set of tasks with some left out ("mark all the garden tasks
// done except the hedge", "done all the nippers stuff except the permit,
// tick the rest off").
var exceptRE = lazy(`(?i)^(?P<a>.+?)\s*,?\s+(?:except(?:\s+for)?|apart\s+from|other\s+than|but\s+not|excluding|save\s+for)\s+(?P<x>[^,;]+?)(?P<b>\s*[,;].*)?$`)

// restDone: a closing instruction that says the same change of the rest.
var restDone = lazy(`(?i)^\s*[,;]\s*(?:(?:so|just|please)\s+)*(?:(?:tick|check|cross|mark)\s+(?:off\s+)?(?:the\s+)?(?:rest|others|other\s+ones)(?:\s+(?:off|done|as\s+done|complete))?|(?:the\s+)?(?:rest|others)\s+(?:are|is)\s+(?:done|finished|sorted)|(?:do|move|push|delete)\s+(?:the\s+)?(?:rest|others)(?:\s+.*)?)\s*[.!]*$`)

// exceptThen: where the change's own words begin after the tasks left out
// ("… except the hedge to friday", "… back a week").
var exceptThen = lazy(`(?i)\s+(?:to|till|until|back|forward|by|for|as|with|high|low|urgent)\b`)

// exceptSet reads a change of a set of tasks with some left out as that
// bulk change with Except; ok is false when the words before "except"
// are no change of a set.
func exceptSet(text string) (ParsedIntent, bool) {
	m := exceptRE.FindStringSubmatchIndex(text)
	if m == nil {
		return ParsedIntent{}, false
	}
	head := text[m[2]:m[3]]
	if m[6] >= 0 && !restDone.MatchString(text[m[6]:m[7]]) {
		return ParsedIntent{}, false
	}
	q := parseClause(head)
	left := text[m[4]:m[5]]
	if q.Tool != "bulkTasks" {
		// "move everything due wednesday except the hedge to friday": the
		// change's day said after the tasks left out
		t := exceptThen.FindAllStringIndex(left, -1)
		if len(t) == 0 {
			return ParsedIntent{}, false
		}
		at := t[len(t)-1][0]
		if q = parseClause(head + left[at:]); q.Tool != "bulkTasks" {
			return ParsedIntent{}, false
		}
		left = left[:at]
	}
	var out []string
	for _, x := range splitAnd(left) {
		if t, ok := taskRef(x); ok {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return ParsedIntent{}, false
	}
	q.Args["except"] = out
	return q, true
}

// splitAnd cuts "the hedge and the shed" at its commas and "and"s.
func splitAnd(s string) []string {
	var out []string
	for _, p := range splitList(s, -1) {
		for _, q := range strings.Split(p, " and ") {
			if q = strings.TrimSpace(q); q != "" {
				out = append(out, q)
			}
		}
	}
	return out
}
