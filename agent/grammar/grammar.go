// Package grammar is Pace's deterministic brain: it reads one request into
// tool calls without a model, a server or the store, in microseconds.
//
// Parse reads one clause; Plan splits a compound request into clauses
// (plan.Split) and links their steps; Reply turns an executed plan into a
// plain-language answer. Slot values (titles, task references, date
// phrases) are cut from the user's text by byte offset, so capitalization
// and punctuation survive; dates stay phrases ("tomorrow at 5pm") that the
// ToolBox resolves when it runs.
//
// Rules, in the order Parse tries them (the first that claims a clause wins):
//
//  1. empty text: the agenda, not understood.
//  2. stop / drop ("stop", "never mind", "forget it"): no steps, a reply saying nothing changed.
//  3. undo ("undo", "take that back", "scratch that").
//  4. phrasings that capture would get wrong: "remind me about X later"
//     snoozes X; "each Monday I have to X" creates a recurring task.
//  5. out of scope: general knowledge, shopping, messaging, devices — no
//     steps, a reply saying so and what Pace can do instead.
//  6. capture: "remind me to", "add a task", "todo:", "I need to", labelled
//     captures ("Errand: …", "Idea: …"), "add X to my list", "note: …",
//     "jot down …", appending to a note, with Todoist-style quick-add tokens
//     (#project, @label, p1…p4, !!) and date/recurrence phrases cut out.
//  7. slot grammar for the other tools: milestones, projects and their
//     status, completion, reopening, reschedule, snooze, priority,
//     recurrence, blockers, links, recall, notes from a day, ask your notes,
//     search, agenda, task queries, delete, rename.
//  8. statements of state ("the windows are washed") and past-tense
//     reports ("returned the library books") complete the task.
//  9. paraphrase layer: the first verb is lemmatized (golem) and mapped
//     through a synonym lexicon ("shift" → move, "tick off" → complete),
//     then rules 5 and 7 run once more.
//  10. question fallback: a question about today or this week goes to the
//     agenda, any other question to askNotes. A question never becomes a task.
//  11. a bare imperative that starts with a to-do verb, or text carrying a
//     date phrase or quick-add token: createTask.
//  12. otherwise the agenda, with an honest note and Understood false.
package grammar

import (
	"strings"

	"pace/plan"
)

// ParsedIntent is one clause read as one tool call, executing nothing.
type ParsedIntent struct {
	// Tool is the registry's tool name; "" means the request asks for
	// nothing Pace does (out of scope, or "stop"): Note says so.
	Tool string
	// Args are the tool's arguments with their JSON wire names.
	Args map[string]any
	// Fallbacks are other tools that could serve the clause, best first.
	Fallbacks []string
	// Understood is false only for the agenda fallback.
	Understood bool
	// Note is plain text for the user (why nothing will happen, what was
	// not understood, a project that will be created).
	Note string
	// Rule names the rule that claimed the clause, for debugging.
	Rule string
	// IfOwn is plan.Plan's IfOwn: the change to one of the user's tasks
	// that an out-of-scope reading set aside.
	IfOwn *plan.Step
}

// Step returns the intent as a plan step; ok is false for an intent
// without a tool.
func (p ParsedIntent) Step() (plan.Step, bool) {
	if p.Tool == "" {
		return plan.Step{}, false
	}
	args := p.Args
	if args == nil {
		args = map[string]any{}
	}
	return plan.Step{Tool: p.Tool, Args: args}, true
}

func intent(rule, tool string, args map[string]any) ParsedIntent {
	if args == nil {
		args = map[string]any{}
	}
	return ParsedIntent{Tool: tool, Args: args, Understood: true, Rule: rule}
}

// clauseRule claims a cleaned clause or passes.
type clauseRule func(c clause) (ParsedIntent, bool)

// clause is a cleaned request: s is a substring of the user's text.
type clause struct {
	s        string
	question bool
	l        string // s in ASCII lower case: same byte offsets
	// own: read the words as about the user's own items (no out-of-scope
	// rule claims them).
	own bool
}

func newClause(s string, question bool) clause {
	return clause{s: s, question: question, l: asciiLower(s)}
}

// has reports whether the clause's lower-case text contains any of words:
// a cheap gate in front of the expensive patterns.
func (c clause) has(words ...string) bool {
	for _, w := range words {
		if strings.Contains(c.l, w) {
			return true
		}
	}
	return false
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// Parse reads one clause into one tool call (see the package doc for the
// rule order). It never fails: an unrecognised clause becomes the agenda
// with Understood false and a Note.
func Parse(text string) ParsedIntent {
	text = selfCorrected(text)
	if m := frameAfterChat.FindStringSubmatchIndex(text); m != nil {
		// "hi! I'm Tomasz. first thing: remind me to …": greetings and
		// small talk before an explicit request are no part of it
		if q := parseClause(text[m[4]:m[5]]); explicitRules[q.Rule] || q.Rule == "add" && q.Tool == "createTask" {
			if h := parseClause(text[m[2]:m[3]]); !h.Understood || h.Rule == "fallback" || h.Tool == "" && h.Rule == "out-of-scope" {
				return q
			}
		}
	}
	if m := chatThenUndo.FindStringSubmatchIndex(text); m != nil {
		// "hmm no thats too much, undo that": a remark, then an undo
		if h := parseClause(text[m[2]:m[3]]); !h.Understood || h.Rule == "fallback" || weakRules[h.Rule] || h.Rule == "state-said" {
			return intent("undo", "undo", nil) // "oh the overtime's been cancelled, undo that"
		}
	}
	for _, r := range []*lazyRE{chatThenRequest, chatCommaRequest} {
		m := r.FindStringSubmatchIndex(text)
		if m == nil {
			continue
		}
		// "supplier just cancelled on me, put the needles order back on
		// my list": chat, then a change said outright about a named item
		if q := parseClause(text[m[4]:m[5]]); q.Understood && q.Rule != "fallback" && !weakRules[q.Rule] && mutates(q.Tool) && q.Tool != "undo" && !pointsBack(q) {
			if h := parseClause(text[m[2]:m[3]]); !h.Understood || h.Rule == "fallback" || h.Tool == "askNotes" {
				return q
			}
		}
	}
	if m := undoThenRemark.FindStringSubmatchIndex(text); m != nil {
		// "undo that, I jumped the gun": an undo with a reason after it,
		// unless the rest is a request of its own
		if q := parseClause(text[m[2]:m[3]]); q.Tool == "undo" {
			rest := text[m[4]:m[5]]
			if r := parseClause(rest); !r.Understood || r.Rule == "fallback" || weakRules[r.Rule] || r.Tool == "reopenTask" || opensWithSubject(rest) {
				// "undo that, haven't wrapped it yet": the reason, not a reopen of its own
				return q
			}
		}
	}
	if m := leadingRemark.FindStringSubmatchIndex(text); m != nil {
		// "feeling sick, push everything due today to tomorrow": a remark
		// before the request is no part of it.
		if q := Parse(text[m[2]:m[3]]); q.Understood && q.Rule != "fallback" {
			if p := parseClause(text); !p.Understood || p.Rule == "fallback" || weakRules[p.Rule] {
				return q
			}
		}
	}
	if q, ok := exceptSet(text); ok {
		return q
	}
	if q, ok := topicRequest(text); ok {
		return q
	}
	if q, head, ok := reasonThenChange(text); ok {
		// "butcher says hes cutting on the 19th so thats chased": the
		// reason is no request of its own
		if h := parseClause(head); !h.Understood || h.Rule == "fallback" || weakRules[h.Rule] || !mutates(h.Tool) {
			return q
		}
	}
	p := parseClause(text)
	if m := trailingComment.FindStringSubmatchIndex(text); m != nil && !strings.Contains(text[m[2]:m[3]], ":") {
		// "archive book club, not happening this year", "delete the draft
		// milestone, we're going chapter by chapter now": a comment after
		// the request is no part of its slots ("todo: …" keeps its text
		// as said).
		main, aside := text[m[2]:m[3]], text[m[4]:m[5]]
		if q := parseClause(main); q.Understood && q.Rule != "fallback" && !noteTools[q.Tool] && !(q.Tool == "createProject" && p.Tool == "createProject") && (!p.Understood || p.Rule == "fallback" || argsHold(p, aside) || !weakRules[q.Rule] && reasonAside.MatchString(aside) || milestoneHid(p, q) || refSpansComma(p, main)) {
			if q.Tool == p.Tool {
				// What the remark said about the item stays: "…, that
				// one's high priority", "…, because it's due friday".
				for _, k := range []string{"priority", "due", "tags", "repeats", "project", "fileUnder"} {
					if _, has := q.Args[k]; !has && p.Args[k] != nil {
						q.Args[k] = p.Args[k]
					}
				}
			}
			return q
		}
	}
	if m := reasonNoComma.FindStringSubmatchIndex(text); m != nil {
		// "make it high priority because it is important": the reason
		// said without a comma is no part of the change's slots
		main := text[m[2]:m[3]]
		if q := parseClause(main); q.Understood && q.Rule != "fallback" && mutates(q.Tool) && (!p.Understood || p.Rule == "fallback" || argsHold(p, text[m[3]:])) {
			return q
		}
	}
	if m := trailingRemark.FindStringSubmatchIndex(text); m != nil {
		main := text[m[2]:m[3]]
		if q := parseClause(main); q.Understood && remarkTools[q.Tool] {
			// the same change with the remark caught in its reference, an
			// undo, or a command said outright that the whole hid ("move
			// the vet to friday, I need the car first" read as a capture)
			first := asciiLower(firstWord(strings.TrimSpace(main)))
			said := (commandVerbs[first] || !taskVerbs[first]) && (!p.Understood || p.Rule == "imperative" || p.Rule == "fallback")
			filed := q.Tool == "updateTask" && (q.Args["project"] != nil || q.Args["fileUnder"] != nil)
			if q.Tool == p.Tool || q.Tool == "undo" || said || noDateSlot[q.Tool] || filed {
				return q
			}
		}
	}
	if head, rest, ok := cutRemark(text); ok && (!p.Understood || p.Rule == "fallback" || p.Rule == "imperative" || (p.Rule == "state" || p.Rule == "verbless-done") && allSorted.MatchString(rest)) {
		// "the stove fitted milestone is done, fitter came early",
		// "passport's renewed, came in the post today": a change to an
		// item said outright, then any remark the rules do not read
		if q := parseClause(head); q.Understood && remarkTools[q.Tool] && (!weakRules[q.Rule] || q.Rule == "state" || q.Rule == "past-report") {
			if r := parseClause(rest); !r.Understood || r.Rule == "fallback" || weakRules[r.Rule] {
				return q
			}
		}
	}
	return p
}

// allSorted: a remark that the thing before is done ("…, all sorted").
var allSorted = lazy(`(?i)^(?:all|it'?s|its|that'?s|thats|everything'?s)?\s*(?:all\s+)?(?:sorted|done|good|fine|ok|okay|booked|paid|handled)(?:\s+now)?[.!]*$`)

// noteTools keep the user's text whole: a remark in it is part of it.
var noteTools = set(`appendNote createNote setTaskNotes`)

// remarkCut: where a remark after a clause begins (a comma, semicolon,
// full stop or "!" and a space).
var remarkCut = lazy(`[,;]\s*|[.!]+\s+`)

// cutRemark splits text at its first remarkCut: the head before, the rest
// after; ok is false when there is none or either side is empty.
func cutRemark(text string) (head, rest string, ok bool) {
	loc := remarkCut.FindStringIndex(text)
	if loc == nil {
		return "", "", false
	}
	head, rest = strings.TrimSpace(text[:loc[0]]), strings.TrimSpace(text[loc[1]:])
	return head, rest, head != "" && rest != ""
}

// chatThenUndo: a remark, then an undo said at the end.
var chatThenUndo = lazy(`(?i)^(.{2,200}?)\s*(?:[,;.!]+|\s-)\s*(?:(?:so|just|please|pls|then|actually)\s+)*(?:undo(?:\s+(?:that|it|this|please))?|take\s+(?:that|it)\s+back|scratch\s+that|revert\s+(?:that|it))[.!]*$`)

// pointsBack: a reading whose item is "it", "that one" — the sentence
// before names it, so it is no chat to drop.
func pointsBack(q ParsedIntent) bool {
	for _, k := range []string{"task", "project", "milestone", "note"} {
		if v, ok := q.Args[k].(string); ok && (pronoun[strings.ToLower(v)] || isPronounOnly(v)) {
			return true
		}
	}
	return false
}

// chatCommaRequest: a remark, a comma, then a request.
var chatCommaRequest = lazy(`(?i)^([^,]{2,120}),\s+([^,]{3,})$`)

// chatThenRequest: a sentence, then another after a full stop, "!" or
// "?" (the last such break).
var chatThenRequest = lazy(`(?i)^(.{2,200})[.!?]+\s+([^.!?]{3,})$`)

// frameAfterChat: up to a few sentences, then an explicit request after a
// full stop, "!", "?" or colon ("hi! I'm Tomasz. first thing: remind me to
// …").
var frameAfterChat = lazy(`(?i)^(.{2,100}?)(?:[.!?:]|\s-)\s+((?:please\s+|can\s+you\s+|could\s+you\s+)?(?:also\s+)?(?:remind\s+me|add\s|todo\b|to-do\b|create\s|new\s+project|make\s+a\s+note|note\s*:|set\s+up\s|start\s+a\s+(?:new\s+)?project|make\s+(?:a|me\s+a)\s+(?:new\s+)?project).*)$`)

// selfCorrection: a date taken back and said again at the end ("on
// tuesday, no wait, wednesday", "at 3 - sorry, 4pm").
var selfCorrection = lazy(`(?i)\b(?:on\s+|at\s+|by\s+|for\s+)?(?P<d1>[\w:]+(?:\s+[\w:]+)?)\s*(?:,|\s-|\s—|\s–|\.{2,})?\s*(?:(?:no+|sorry|wait|oops|actually)[,\s]+)*(?:no\s+wait|no\s+sorry|no+|sorry|wait|i\s+mean|i\s+meant|or\s+rather|make\s+that|actually|i\s+beg\s+your\s+pardon|pardon\s+me|correction)\s*(?:,|\s-|\.{2,})?\s+(?P<d2>[\w:]+(?:\s+[\w:]+)?)\s*[.!]?$`)

// selfCorrected drops a date the speaker took back ("… on tuesday, no
// wait, wednesday" is "… wednesday"): both must read as dates; other text
// comes back as it was.
func selfCorrected(text string) string {
	m := selfCorrection.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	if _, ok := datePhrase(text[m[4]:m[5]]); !ok {
		return text
	}
	if mon := monthWord.FindString(text[m[2]:m[3]]); mon != "" && bareDayOf.MatchString(text[m[4]:m[5]]) {
		// "15th January - sorry, I mean the 14th": the month said once
		// holds for the day said again
		return strings.TrimSpace(text[:m[2]]) + " " + text[m[4]:m[5]] + " of " + mon + text[m[5]:]
	}
	// the date taken back: its last word ("to [tuesday]", keeping "to"),
	// else all of it with its preposition ("[at 3]")
	d1 := text[m[2]:m[3]]
	cut := m[2] + strings.LastIndexAny(d1, " ") + 1
	if _, ok := datePhrase(text[cut:m[3]]); !ok {
		if _, ok := datePhrase(text[m[0]:m[3]]); !ok {
			return text
		}
		cut = m[0]
		if prep := strings.TrimSpace(text[m[0]:m[2]]); prep != "" {
			// "on the 20th - no, the 18th": "on the 18th"
			return strings.TrimSpace(text[:cut]) + " " + prep + " " + text[m[4]:]
		}
	}
	return strings.TrimSpace(text[:cut]) + " " + text[m[4]:]
}

// monthWord: a month's name; bareDayOf: a day of the month said alone.
var (
	monthWord = lazy(`(?i)\b(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`)
	bareDayOf = lazy(`(?i)^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?$`)
)

// undoThenRemark: an undo, a comma or dash, then anything ("undo that, I
// jumped the gun").
var undoThenRemark = lazy(`(?i)^((?:(?:wait|no|oh|ok|sorry|oops|please|(?:i'?m|i\s+am)\s+(?:so\s+)?sorry)[\s,]+)*(?:undo|scratch|revert|take)[^,;]{0,30}?)\s*(?:,|;|\s-|\s—|\.)\s+(\S.*)$`)

// trailingComment: ", we're …", ", not happening this year", " - that one's
// …": a remark about the request after it, cut when the rest still reads.
var trailingComment = lazy(`(?i)^(.{3,}?)(?:,|;|\s+-|\s+—)\s+((?:(?:they|he|she)(?:'re|'s|\s+are|\s+is)\s+(?:now\s+|only\s+|just\s+)?[a-z]+ing\b|we're|we are|we've|i'm|im|i am|i've|ive|i'll|ill|mine's|mines|mine is|ours is|the old one|the old ones|it's got|its got|it has|they've got|it's|its|it is|that's|thats|that one's|they're|there's|not|no longer|because|since|cause|cuz|bc|as it|[a-z]+\s+(?:has\s+)?changed\s+(?:his|her|their|my|our)\s+mind|(?:they|he|she)\s+(?:moved|changed|switched|cancelled|canceled|pushed|brought)\s+(?:it|them|the\s+\w+)\b|got\s+(?:them|it|those|everything|both)\b|(?:the\s+|my\s+|our\s+)?[a-z]+\s+(?:gave|has\s+given|granted|offered|allowed|let)\s+(?:us|me|him|her|them)\b|(?:the\s+|my\s+|our\s+)?[a-z]+\s+(?:is|are|was)\s+(?:so\s+|really\s+|totally\s+)?(?:slammed|busy|mad|manic|heaving|packed|rammed|quiet|dead|chaos|crazy|hectic|swamped|nuts|mental)|so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|don'?t|won'?t|will|remember)|as\s+(?:the|my|our|we|we're|we've|i|i'm|i've|they|they're|he|she|you|it's|its|there's|there)|as\s+\S+(?:\s+\S+)?\s+(?:is|are|was|were|has|have|had|will)|so that|anyway|finally|at last|for now|yay|ugh|lol|haha|thanks|thank you|changed my mind|plans changed|which is|too|still|no\s+(?:more\s+)?[a-z]+(?:\s+[a-z]+){0,2}\s+(?:this|that|next|any\s*more|anymore|after\s+all|needed|now)|(?:i|we)\s+(?:just\s+|already\s+)?[a-z]+ed\s+(?:it|them|everything|all|the|my|our)|been\s+(?:asked|told|called|roped|given|put)|got\s+(?:asked|told|called|roped)|(?:i|we)\s+(?:have|had)\s+to\b|(?:the\s+|my\s+|our\s+)?[a-z]+\s+(?:is|are|was|were|'s)\s+(?:broken|closed|shut|down|off|out|empty|full|late|ill|sick|away|busy|dead|flat|stuck|jammed|missing|lost|not\s+working)|(?:the\s+|my\s+|our\s+)?[a-z]+(?:'s|’s)\s+(?:been|double|taking|got|gone|not|now|off|away|busy|booked|doing|going|having|closed|shut|full|[a-z]+ing)\b|(?:he|she|they|[a-z]+(?:\s+[a-z]+)?)\s+(?:is\s+going\s+to|are\s+going\s+to|will\s+help|says|said|reckons|reckoned|thinks|wants|want|doesn't|doesnt|does\s+not|don't|dont|didn't|didnt|never|won't|wont|can't|cant|isn't|isnt|aren't|arent|has\s+decided|decided))\b.*)$`)

// refSpansComma reports a whole read whose reference swallowed the main
// clause ("make X low priority, it is not so urgent" read as the priority
// of "make X low priority, it").
func refSpansComma(p ParsedIntent, main string) bool {
	ref, _ := p.Args["task"].(string)
	return strings.Contains(ref, ",") && len(ref) > len(main)/2 && strings.HasPrefix(asciiLower(main), asciiLower(strings.SplitN(ref, ",", 2)[0]))
}

// milestoneHid reports a whole read as a change to a task whose reference
// holds "milestone", when the words before the remark are a change to that
// milestone ("change the cup semi milestone to the 13th, they moved it to
// a sunday").
func milestoneHid(p, q ParsedIntent) bool {
	ref, _ := p.Args["task"].(string)
	return strings.Contains(asciiLower(ref), "milestone") && strings.HasSuffix(q.Tool, "Milestone")
}

// reasonAside: a remark that gives a reason ("because the copier is
// broken"): cut from a change the weak reading of the whole hid.
var reasonAside = lazy(`(?i)^(?:because|since|cause|cuz|as\s+(?:the|my|our|we|i|he|she|they|it|it'?s|its|there|his|her|their|that|this)|as\s+\S+(?:\s+\S+)?\s+(?:is|are|was|were|has|have|had|will)\b)\b`)

// reasonNoComma: a reason said of "it" after a change with no comma
// before it ("make it high priority because it is important").
var reasonNoComma = lazy(`(?i)^(.{3,}?)\s+(?:because|since|as|cos)\s+(?:it|this|that|they|it's|its|there's)\s+(?:is|are|was|were|needs?|has|have|will|would|must|can't|cannot|isn't|'s|really|still)?\b.*$`)

// trailingRemark: a wider remark after a change to an item ("reopen the
// dry cleaning, they lost my shirt", "…, no rush", "undo that, I still need
// it"): cut only when the whole already reads as the same change (the
// remark was caught in its reference) or is an undo — never from a note,
// a question or a new task, whose text is the user's.
var trailingRemark = lazy(`(?i)^(.{3,}?)(?:,|;|\s+-|\s+—)\s+((?:we|they|they've|already|i still|i do|i don't|i dont|i need|i want|i guess|i think|it was|i haven't|i havent|i have not|i hadn't|i didn't|i didnt|i did not|i wasn't|i wasnt|i'm not|im not|i meant|i misspoke|wrong one|my mistake|my|our|mine|his|her|their|there's|there is|i'll|i will|we'll|we will|i can|i'd|i'm going to|i'm gonna|no rush|no hurry|no worries|whenever|cheers|turns out|apparently|my bad|oh well)\b.*)$`)

// noDateSlot: changes that take no date, so a date in a remark after them
// ("delete the christmas project, my sister's doing christmas this year")
// is never theirs.
var noDateSlot = set(`completeTask reopenTask deleteTask restoreTask deleteProject archiveProject restoreProject completeMilestone deleteMilestone`)

// remarkTools are the changes to existing items a trailing remark may be
// cut from.
var remarkTools = set(`completeTask reopenTask deleteTask restoreTask bulkTasks rescheduleTask snoozeTask setPriority tagTask untagTask
deleteProject archiveProject restoreProject completeMilestone deleteMilestone undo`)

// leadingRemark: how the speaker feels or an interjection, then the
// request: "feeling sick, …", "ugh long day - …", "ok so, …".
var leadingRemark = lazy(`(?i)^(?:(?:feeling|i'?m\s+feeling|i\s+feel|(?:i'?m|i\s+am)\s+(?:so\s+|really\s+|a\s+bit\s+)?(?:sick|ill|tired|exhausted|swamped|slammed|busy|behind|stressed|overwhelmed|out|away|off|on\s+(?:a\s+|an\s+|the\s+)?(?:long\s+|late\s+|early\s+|double\s+|night\s+)?(?:shift|shifts|nights|call|lates|earlies|duty)|working|at\s+work|travelling|traveling)|ugh+|argh+|ok(?:ay)?(?:\s+so)?|so|well|alright|wait|oh|hmm+|btw|also|quick\s+one|one\s+more\s+thing|hey(?:\s+pace)?|hi(?:\s+pace)?|(?:good\s+)?morning|actually|sorry|long\s+day|busy\s+day|crazy\s+day|rough\s+day|change\s+of\s+plans?|(?:i'?m\s+|i\s+am\s+|we'?re\s+|we\s+are\s+)?not\s+(?:getting|going|gonna|doing|feeling|up\s+for|managing)|no\s+time|(?:i\s+)?(?:can'?t|cannot|won'?t|wont|cant)\s+(?:get|do|make|face|manage)|(?:i'?m\s+)?running\s+(?:late|behind)|too\s+(?:busy|tired|much\s+on)|(?:i'?m\s+)?(?:shattered|knackered|wrecked|cooked|stuffed|buggered))\b[^,;:.!?]{0,40}?)(?:\s*[,;:.!-]+\s+|\s+so\s+)(\S.*)$`)

// argsHold reports whether one of p's text arguments holds the start of s
// (its first two words: the rest may have been read as a date or a
// priority).
func argsHold(p ParsedIntent, s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	if len(ws) > 2 {
		ws = ws[:2]
	}
	s = strings.Join(ws, " ")
	for _, v := range p.Args {
		if str, ok := v.(string); ok && strings.Contains(strings.ToLower(str), s) {
			return true
		}
	}
	return false
}

func parseClause(text string) ParsedIntent {
	s, q := clean(text)
	c := newClause(s, isQuestion(s, q))
	if strings.TrimSpace(s) == "" {
		return notUnderstood(text)
	}
	return parseClean(c, text)
}

// parseClean reads a cleaned clause c of text through the rule stages.
func parseClean(c clause, text string) ParsedIntent {
	for _, stage := range stages {
		for _, r := range stage {
			if p, ok := r(c); ok {
				if m, ok := milestoneNamed(p, c); ok {
					return m
				}
				return milestoneDone(milestoneDelete(choreNotDelete(toRepeat(ofSet(cutAside(p))), c)))
			}
		}
		if stage == nil { // the paraphrase layer's slot
			if p, ok := paraphrase(c); ok {
				return choreNotDelete(toRepeat(ofSet(cutAside(p))), c)
			}
		}
	}
	return notUnderstood(text)
}

// aside: a comma clause that says something about the item just named
// ("return the library books, they're still in my car"): not part of it.
var aside = re(`,\s*(?:(?:it|they|she|he|that|this|which)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+were|\s+has|\s+have|\s+still)\b|(?:the|my|our|we|i|you)\s+(?:[\w'-]+\s+){0,2}(?:does|do|did|is|are|was|were|has|have|had|will|won't|can|can't|don't|doesn't|collects?|handles?|takes?|sorts?|covers?|picks?)\b|(?:i|we|they|he|she)\s+(?:just\s+|already\s+|finally\s+)?[a-z]+ed\b|(?:because|since|as|cause|cuz)\b|[\w'-]+\s+(?:already|just|finally)\s+[a-z]+\b|(?:don't|dont|do\s+not|won't|no\s+longer)\s+need\b).*$`)

// milestoneNamed reads a change to a task whose reference starts with
// "the milestone" ("move the milestone \"Itinerary sent\" to 1 march") as
// the change to that milestone, when the milestone rules read it.
func milestoneNamed(p ParsedIntent, c clause) (ParsedIntent, bool) {
	ref, _ := p.Args["task"].(string)
	l := asciiLower(ref)
	if !strings.HasPrefix(l, "the milestone ") && !strings.HasPrefix(l, "milestone ") && !strings.HasPrefix(l, "that milestone ") && !strings.HasSuffix(l, " milestone") {
		return ParsedIntent{}, false
	}
	return ruleMilestoneOps(c)
}

// milestoneDone reads a completion whose reference ends in "milestone"
// ("The \"Annual report approved\" milestone has been reached early, so
// please mark it as done") as completing that milestone.
func milestoneDone(p ParsedIntent) ParsedIntent {
	ref, _ := p.Args["task"].(string)
	l := strings.ToLower(strings.TrimSpace(ref))
	if p.Tool != "completeTask" || !strings.HasSuffix(l, " milestone") {
		return p
	}
	name := trimArticle(strings.TrimSpace(ref[:len(strings.TrimSpace(ref))-len(" milestone")]))
	if u, ok := unquote(name); ok {
		name = u
	}
	if name == "" {
		return p
	}
	return intent("milestone-done", "completeMilestone", map[string]any{"milestone": name})
}

// milestoneDelete reads a delete whose reference ends in "milestone" once
// a remark was cut from it ("delete the venue milestone, we booked
// elsewhere") as deleting that milestone.
func milestoneDelete(p ParsedIntent) ParsedIntent {
	ref, _ := p.Args["task"].(string)
	l := strings.ToLower(ref)
	if p.Tool != "deleteTask" || !strings.HasSuffix(l, " milestone") {
		return p
	}
	name := trimArticle(strings.TrimSpace(ref[:len(ref)-len(" milestone")]))
	if name == "" {
		return p
	}
	return intent("milestone-delete", "deleteMilestone", map[string]any{"milestone": name})
}

// choreRef: a delete's reference that is a chore said with its verb's
// particle or its repetition ("trash out every weds night").
var choreRef = re(`^(?:out|up|away|down)\b|\b(?:every|each)\s+\w+`)

// choreNotDelete reads "trash out every weds night" as the chore it names,
// repeating, not a delete of "out every weds night".
func choreNotDelete(p ParsedIntent, c clause) ParsedIntent {
	ref, _ := p.Args["task"].(string)
	if p.Tool != "deleteTask" || !choreRef.MatchString(ref) {
		return p
	}
	if q, ok := captureBody("imperative", c.s); ok && q.Tool == "createTask" {
		return q
	}
	return p
}

// repeatPhrase: a "to" that says how often, not when ("change X to every
// 2 days").
var repeatPhrase = re(`^(?:(?:every|each)\s+.+|daily|weekly|monthly|yearly|annually|fortnightly|biweekly|hourly)$`)

// toRepeat reads a move to a repetition as setting the repetition.
func toRepeat(p ParsedIntent) ParsedIntent {
	to, _ := p.Args["to"].(string)
	if m := pluralDayTo.FindStringSubmatch(strings.TrimSpace(to)); m != nil && p.Tool == "rescheduleTask" {
		// "swimming is on fridays now, same time": every Friday
		return intent("recurrence", "setRecurrence", map[string]any{"task": p.Args["task"], "repeats": "every " + strings.TrimSuffix(strings.ToLower(m[1]), "s")})
	}
	if p.Tool != "rescheduleTask" || !repeatPhrase.MatchString(strings.TrimSpace(to)) {
		return p
	}
	return intent("recurrence", "setRecurrence", map[string]any{"task": p.Args["task"], "repeats": to})
}

// pluralDayTo: a day said in the plural for a change of how a task repeats
// ("to fridays", "on tuesdays now, same time").
var pluralDayTo = re(`^(?:on\s+|to\s+)?(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\s+(?:now|instead|from\s+now\s+on))?(?:,?\s+(?:at\s+the\s+)?same\s+time)?$`)

// wholly: how wholly a thing goes, said after the reference of a delete
// or a clearing ("delete garden altogether").
var wholly = re(`\s+(?:altogether|all together|entirely|completely|for good|permanently|once and for all|forever|totally)$`)

// cutAside drops an aside from a task reference.
func cutAside(p ParsedIntent) ParsedIntent {
	if strings.HasPrefix(p.Tool, "delete") || p.Tool == "untagTask" || p.Tool == "setPriority" && p.Args["priority"] == "none" {
		// "delete garden altogether", "clear the priority on X
		// altogether", "untag X completely"
		for _, k := range []string{"task", "project", "milestone"} {
			if v, ok := p.Args[k].(string); ok {
				if m := wholly.FindStringIndex(v); m != nil && m[0] > 0 {
					p.Args[k] = strings.TrimSpace(v[:m[0]])
				}
			}
		}
	}
	if v, ok := p.Args["task"].(string); ok {
		if m := aside.FindStringIndex(v); m != nil && m[0] > 0 {
			p.Args["task"] = strings.TrimSpace(v[:m[0]])
		}
	}
	return p
}

// stages holds the rules in order; the nil stage marks where the
// paraphrase layer runs.
var stages [][]clauseRule

func init() {
	stages = [][]clauseRule{
		{ruleStop, ruleUndo},
		trickyRules,
		{ruleOutOfScope},
		captureRules,
		slotRules,
		{ruleStateStatement, rulePastReport},
		nil,
		{ruleQuestion},
		{ruleImperative},
	}
}

// paraphrase rewrites the clause's first verb to its canonical synonym and
// tries the capture and slot rules again.
func paraphrase(c clause) (ParsedIntent, bool) {
	v, n := canonicalVerb(c.s)
	if v == "" || dropOff.MatchString(c.l) || binNoun.MatchString(c.l) {
		return ParsedIntent{}, false
	}
	r := newClause(v+c.s[n:], c.question)
	for _, rules := range [][]clauseRule{captureRules, slotRules} {
		for _, rule := range rules {
			if p, ok := rule(r); ok {
				p.Rule = "paraphrase/" + p.Rule
				return p, true
			}
		}
	}
	return ParsedIntent{}, false
}

const capabilities = `I can add tasks (“remind me to call the bank tomorrow”), complete, move, snooze or prioritise them, ` +
	`start projects and milestones, keep notes, search everything, answer from your notes, and show your agenda.`

// NotUnderstoodLead opens the reply to a request the grammar could not
// read (it shows the agenda instead), so a later "undo that" knows the
// request before it changed nothing.
const NotUnderstoodLead = "I didn't understand"

func notUnderstood(text string) ParsedIntent {
	t := strings.TrimSpace(text)
	note := NotUnderstoodLead + " that, so here is your agenda instead. " + capabilities
	if t != "" {
		if len(t) > 80 {
			t = t[:80] + "…"
		}
		note = NotUnderstoodLead + " “" + t + "”, so here is your agenda instead. " + capabilities
	}
	return ParsedIntent{Tool: "agenda", Args: map[string]any{}, Understood: false, Note: note,
		Fallbacks: []string{"askNotes", "searchEverything"}, Rule: "fallback"}
}
