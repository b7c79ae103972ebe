package grammar

import (
	"strings"

	"pace/plan"
)

var (
	// "cancel that request", "forget what I just asked", "scrap that".
	cancelRequest = re(`^(?:cancel|scrap|drop|abort|forget|ignore|disregard|kill|stop)\s+(?:(?:that|this|the|my|your|what)\s+)?(?:(?:last|current|previous|latest)\s+)?(?:input|action|request|command|question|instruction|operation|order|thing|one|everything|all that|that|it|i (?:just )?(?:said|asked|told you|typed)|you(?:'re| are| were) doing|i asked(?: for)?)\b.*$`)
	stopRE        = re(`^(?:stop|stop it|stop that|never ?mind|nvm|forget (?:it|that|about it|i said anything)|cancel(?: that| it| this)?|drop (?:it|that)|nothing|no(?: thanks| thank you)?|nah|nope|leave it|don't bother|do nothing|ignore (?:that|it|me)|quit|shut up|be quiet|hush|enough|that's all|that's it|never mind that)$`)
	undoRE        = re(`^(?:(?:wait|no|nope|oh|ah|ok|sorry|oops|argh|ugh|hmm+|actually|please|(?:i'?m|i\s+am)\s+(?:so\s+|very\s+)?sorry)[\s,.!]+)*(?:undo|undo (?:that|it|this|please)|undo the last (?:thing|change|action|one)|undo (?:my|your) last (?:change|action)|take (?:that|it) back|revert(?: that| it| the last change)?|scratch that|reverse that|put it back(?: the way it was)?|(?:bring|put) (?:it|that|them|those) back|restore (?:it|that)|undelete(?: it| that)?|go back|oops|that was wrong|roll (?:that|it) back|undo what you (?:just )?did)(?:[\s,.!]+(?:lol|lmao|haha|oops|whoops|my\s+bad|sorry|pls|please|wrong\s+(?:one|thing|task|button)|(?:my\s+)?mistake|not\s+that\s+one))*[.!]*$`)
	undoStepRE    = re(`^undo (?:only |just )?(?:the |that )?last (?:step|one step)(?: only)?$`)
	// undoChangeRE: the newest change asked for by name ("revert back the
	// last change"), even after a request that changed nothing
	undoChangeRE = re(`^(?:please\s+)?(?:undo|revert(?:\s+back)?|reverse|roll\s+back|take\s+back)\s+(?:the|my|your)\s+(?:very\s+)?(?:last|latest|most\s+recent|previous)\s+(?:change|changes|edit|action)(?:\s+(?:i|you)\s+made)?(?:\s+please)?[.!]*$`)
)

func ruleStop(c clause) (ParsedIntent, bool) {
	if !stopRE.MatchString(c.s) && (!cancelRequest.MatchString(c.s) || hasListWord(c.s)) {
		return ParsedIntent{}, false
	}
	p := intent("stop", "", nil)
	p.Tool, p.Args = "", nil
	p.Note = "Okay, I'll leave it there; nothing was changed."
	return p, true
}

var listWord = re(`\b(?:list|calendar|reminders?|task|tasks|to-?dos?|meeting|appointment|event|schedule)\b`)

func hasListWord(s string) bool { return listWord.MatchString(s) }

// meantRE: a correction naming the item the last change was meant for
// ("I meant the airbnb one", "not that one, the hotel", "wrong one - the
// 10am").
var meantRE = re(`^(?:(?:no|nope|sorry|oops|wait|ah|argh)[,\s]+)*(?:i\s+meant|i\s+mean|meant|i\s+was\s+talking\s+about|not\s+that\s+one|wrong\s+one|the\s+other\s+one)[,:;\s-]*(?P<x>\S.*)$`)

// meantDate: a date said again after "no" or "sorry", the old one after
// "not" ("no sorry, the 15th not the 14th", "sorry, thursday").
var meantDate = re(`^(?:(?:no|nope|sorry|oops|wait|ah|argh|oh)[,.!\s]+)+(?:(?:i\s+)?meant\s+|i\s+mean\s+|make\s+it\s+|it's\s+|its\s+)?(?P<x>[^,;]+?)(?:\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:on\s+)?[^,;]+)?[.!]?$`)

// dateNotDate: a date, then the old one after "not".
var dateNotDate = re(`^(?:i\s+meant\s+|it's\s+|its\s+)?(?P<x>[^,;]+?)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:on\s+|at\s+)?(?P<y>[^,;]+?)[.!]?$`)

func ruleUndo(c clause) (ParsedIntent, bool) {
	if m, ok := find(meantRE, c.s); ok && !c.question && len(strings.Fields(m.g("x"))) <= 5 && !strings.ContainsAny(m.g("x"), ",;\"“”") &&
		!strings.Contains(" "+asciiLower(m.g("x"))+" ", " not ") {
		// the change is redone for x: the agent reads the previous request
		if d, isDate := singleDay(m.g("x")); isDate {
			return intent("meant", "undo", map[string]any{"meantDate": d}), true // "sorry, i meant thursday"
		}
		return intent("meant", "undo", map[string]any{"meant": trimValue(m.g("x"))}), true
	}
	if m, ok := find(dateNotDate, c.s); ok && !c.question {
		// "friday at 3 not 2" (after "oops," was cut): a date for an old one
		_, oldIsDate := datePhrase(m.g("y"))
		if d, isDate := datePhrase(m.g("x")); isDate && (oldIsDate || numberish.MatchString(m.g("y"))) && len(strings.Fields(m.g("y"))) <= 3 {
			return intent("meant", "undo", map[string]any{"meantDate": d}), true
		}
	}
	if m, ok := find(meantDate, c.s); ok && !c.question {
		// "no sorry, the 15th not the 14th": the last change's date
		if d, isDate := datePhrase(m.g("x")); isDate {
			return intent("meant", "undo", map[string]any{"meantDate": d}), true
		}
	}
	if undoChangeRE.MatchString(c.s) {
		return intent("undo", "undo", map[string]any{"scope": "change"}), true
	}
	if undoStepRE.MatchString(c.s) {
		return intent("undo", "undo", map[string]any{"scope": "step"}), true
	}
	if undoRE.MatchString(c.s) {
		return intent("undo", "undo", nil), true
	}
	if m, ok := find(undoDescribed, c.s); ok && !c.question {
		// "undo the move to sunday": the last change, when it was a move
		for kind, words := range changeKinds {
			if words[strings.ToLower(m.g("k"))] {
				return intent("undo", "undo", map[string]any{"described": kind}), true
			}
		}
	}
	return ParsedIntent{}, false
}

// undoDescribed: an undo naming the kind of change it takes back ("undo
// the move to sunday", "undo deleting the milk", "reverse that rename").
var undoDescribed = re(`^(?:undo|reverse|revert|take\s+back|cancel)\s+(?:the|that|my|your|this)?\s*(?:last\s+)?(?P<k>[a-z]+)\b.*$`)

// changeKinds: the words for a kind of change, by the tools that make it
// (see ChangeKind).
var changeKinds = map[string]map[string]bool{
	"move":     set(`move moving moved push pushing reschedule rescheduling postpone postponing shift shifting bump bumping`),
	"delete":   set(`delete deleting deletion removal removing remove`),
	"rename":   set(`rename renaming`),
	"complete": set(`complete completing completion tick ticking ticks marking`),
	"add":      set(`add adding addition create creating capture`),
	"priority": set(`priority prioritising prioritizing`),
	"tag":      set(`tag tagging tags label labels labelling untag`),
	"archive":  set(`archive archiving`),
}

// ChangeKind is the kind of change (a key of changeKinds: "move",
// "delete", …) a step with tool and args makes, or "" for one no undo
// describes.
func ChangeKind(tool string, args map[string]any) string {
	switch tool {
	case "rescheduleTask", "snoozeTask":
		return "move"
	case "bulkTasks":
		action, _ := args["action"].(string)
		for kind, words := range changeKinds {
			if words[action] {
				return kind
			}
		}
		return ""
	case "updateMilestone":
		if args["due"] != nil {
			return "move"
		}
		return "rename"
	case "updateTask":
		if args["project"] != nil || args["fileUnder"] != nil {
			return "move"
		}
		return "rename"
	case "deleteTask", "deleteProject", "deleteMilestone", "deleteNote":
		return "delete"
	case "renameProject", "updateNote":
		return "rename"
	case "completeTask", "completeMilestone":
		return "complete"
	case "createTask", "createProject", "addMilestone", "createNote":
		return "add"
	case "setPriority":
		return "priority"
	case "tagTask", "untagTask":
		return "tag"
	case "archiveProject":
		return "archive"
	}
	return ""
}

// backOnList: "put it back on my list", "add the gift back to the list":
// an item done or gone is open again.
var backOnList = re(`^(?:put|add|stick)\s+(?P<t>.+?)\s+back\s+(?:on|onto|in|into|to)\s+(?:my|the)\s+(?:(?:to-?do|todo|task)\s+)?(?:list|tasks)$`)

// ruleBackOnList reads "put it back on my list" as reopening it.
func ruleBackOnList(c clause) (ParsedIntent, bool) {
	if m, ok := find(backOnList, c.s); ok {
		if t, ok := taskRef(m.g("t")); ok {
			return intent("back-on-list", "reopenTask", map[string]any{"task": t}), true
		}
	}
	return ParsedIntent{}, false
}

// addTaskToIt: "add a task to it to get quotes", "add a to-do to the
// garden project: net the brassicas" — where, then what.
var addTaskToIt = re(`^(?:please\s+)?(?:add|put|create|make)\s+(?:a\s+|another\s+|one\s+more\s+)?(?:new\s+)?(?:task|to-?do|item|reminder)\s+(?:to|in|into|for|under)\s+(?P<p>it|that|this|them|(?:the\s+)?[^,:]+?\s+project|(?:the\s+)?(?-i:[A-Z][\w'&-]*(?:\s+[A-Z0-9][\w'&-]*){0,3}))\s*(?::|\s+to\s+|\s+-\s+|,\s*)\s*(?P<t>\S.*)$`)

// ruleAddTaskTo reads "add a task to it to get quotes" as a task "get
// quotes" in that project (the planner links "it").
func ruleAddTaskTo(c clause) (ParsedIntent, bool) {
	m, ok := find(addTaskToIt, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	if w := asciiLower(firstWord(trimArticle(m.g("p")))); taskVerbs[w] && !pronoun[w] {
		return ParsedIntent{}, false // "add a task to collect the tins … in the Food Bank project, labelled @x": "to" said what to do
	}
	p, ok := captureBody("add-task", m.raw("t"))
	if !ok || p.Tool != "createTask" {
		return ParsedIntent{}, false
	}
	proj := trimProject(m.g("p"))
	if pronoun[strings.ToLower(proj)] || strings.EqualFold(proj, "them") {
		proj = strings.ToLower(proj)
	}
	p.Args["project"] = proj
	return p, true
}

var trickyRules = []clauseRule{ruleBackOnList, ruleGotMoved, ruleTaskStatus, ruleDescribeProject, ruleRemindAbout, ruleEachDay, ruleLaterIt, ruleDoItOn, ruleContactTask, ruleQuotedRename, ruleSkipOne, ruleRelabel, ruleUnderMilestone}

var (
	laterIt      = re(`^(?:not now|later|not yet|remind me later|ask me later|snooze|snooze it|snooze that|remind me again(?: later)?|again later)$`)
	remindBody   = re(`^(?:to|that|about|of|re|regarding|i|we)\b`)
	remindIt     = re(`^(?:remind|ask|ping|nudge) me(?: again| about it| about that)?\s+(?P<when>.+)$`)
	makeItWhen   = re(`^(?:make|change|set|switch|have)\s+(?P<it>it|that|this|that one|this one)\s+(?:just\s+|only\s+)?(?:to\s+|for\s+|on\s+|due\s+|at\s+)?(?:just\s+|only\s+)?(?P<d>.+)$`)
	arrowMove    = re(`^(?P<t>.+?)\s*(?:->|-->|=>|→)\s*(?P<d>.+)$`)
	makeInstead  = re(`^(?:make|have|set|change|switch|do|put)\s+(?P<t>.+?)\s+(?:to\s+|for\s+|on\s+|at\s+)?(?P<d>(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight|next|this|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|noon|midday|in\s+\d).*?)\s+instead$`)
	noLongerNeed = re(`^(?:i|we)\s+(?:don't|do\s+not|dont|no\s+longer|won't|will\s+not)\s+(?:need|have|want|got)\s+to\s+(?P<t>.+?)(?:\s+any\s*more|\s+any\s+longer|\s+after\s+all|\s+now)$`)
	markDone     = re(`^(?:mark|tick|check|set|cross)\s+(?:it\s+|that\s+|this\s+)?(?:off|as\s+done|done|complete|completed|finished|as\s+complete|as\s+completed|as\s+finished)$`)
	itsPriority  = re(`^(?:it'?s|its|it\s+is|that'?s|thats|that\s+is|this\s+is)\s+(?:now\s+|actually\s+|also\s+)?(?:an?\s+)?(?P<p>top|highest|urgent|high|low|lowest|medium|normal|p[1-4])(?:\s+priority)?` + nowTail + `$`)
	doItOn       = re(`^(?:i'll|i will|we'll|let's|i'm going to|i'm gonna|gonna|i can|i'd rather)?\s*(?:do|handle|tackle|finish) (?:it|that|this)\s+(?P<d>.+)$`)
)

// ruleLaterIt: "not now", "remind me tomorrow" put off the current thing.
func ruleLaterIt(c clause) (ParsedIntent, bool) {
	if laterIt.MatchString(c.s) {
		return intent("later-it", "snoozeTask", map[string]any{"task": "it", "until": "later"}), true
	}
	if m, ok := find(remindIt, c.s); ok && !remindBody.MatchString(m.g("when")) {
		if d, isDate := datePhrase(m.g("when")); isDate {
			return intent("later-it", "snoozeTask", map[string]any{"task": "it", "until": d}), true
		}
	}
	return ParsedIntent{}, false
}

// gotMoved: "the midterm got pushed to dec 16", "the dentist has been moved
// to friday": a statement that an item's date changed — a move, never a
// new task called "the midterm got pushed to".
var gotMoved = re(`^(?P<t>.+?)(?:\s+(?:got|has\s+been|have\s+been|was|were|is\s+being|is|are)|'s\s+been|'s|'ve\s+been|'re)\s+(?:now\s+|just\s+|officially\s+)?(?:pushed|moved|postponed|bumped|rescheduled|delayed|brought\s+forward|pushed\s+back|put\s+back|changed)\s+(?:back\s+|forward\s+)?(?:to|till|until|for)\s+(?P<d>.+)$`)

// theyCalled: someone got in touch with the new time ("dentist rang,
// it's 4pm now not half 3", "the garage called - now friday at 10").
var theyCalled = re(`^(?P<t>.+?)\s+(?:rang|called|phoned|emailed|texted|messaged|confirmed|said|rang\s+back|called\s+back)\s*(?:[,;:.!-]+\s*|\s+)(?:(?:it's|its|it\s+is|it'll\s+be|it\s+will\s+be|they're|theyre|now|it's\s+now|its\s+now|moved\s+(?:it\s+)?to|changed\s+(?:it\s+)?to|and\s+it's|and\s+its)\s+)+(?P<d>.+?)(?:\s+now)?(?:\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+.+)?$`)

// modalMove: a move asked as a question about the item ("could the
// dentist move to tuesday?", "can the MOT be pushed to next week?", "can
// we move the party to the 20th?").
var modalMove = re(`^(?:can|could|would|will|shall)\s+(?:we\s+(?:please\s+)?(?:move|push|shift|change|reschedule|put)\s+(?P<u>.+?)|(?P<t>.+?)\s+(?:be\s+)?(?:move|moved|pushed|push|shifted|shift|changed|rescheduled|put\s+back|go|switched|swapped))\s+(?:back\s+|forward\s+)?(?:to|till|until|for)\s+(?P<d>.+)$`)

// putOff: "put the photos task off until next week", "put off X till D".
var putOff = re(`^(?:(?:put|push)\s+(?:off\s+(?P<u>.+?)|(?P<t>.+?)\s+off)|put\s+(?P<v>(?:the|my|that|this)\s+.+?))\s+(?:until|till|til|to|for)\s+(?P<d>.+)$`)

// onCalendar: "put X on the calendar for D" adds X; it moves nothing.
var onCalendar = re(`\b(?:on|in|into)\s+(?:the|my|our)\s+(?:calendar|diary|schedule|planner|list|to-?do\s+list)$`)

// messageAbout: a message to someone about a change ("text sam that the
// meeting's moved to 3pm"): the change is the message's, no task's.
var messageAbout = re(`^(?:text|message|msg|whatsapp|email|e-mail|tell|ask|let)\s+\S+(?:\s+\S+)?\s+(?:that|know)\b|^(?:send|write|drop)\s+(?:an?\s+|a\s+quick\s+|the\s+)?(?:email|e-mail|text|message|msg|whatsapp|note|letter|line)\s+to\s+\S+(?:\s+\S+)?\s+(?:to\s+(?:tell|say|let|ask|remind|inform)|saying|telling|that|about|letting)\b`)

// putOffBy: "put the verger call off by two days".
var putOffBy = re(`^(?:put|push)\s+(?:off\s+)?(?P<t>.+?)\s+(?:off\s+|back\s+)?by\s+(?P<n>(?:a|an|one|two|three|four|five|six|seven|a\s+few|a\s+couple\s+of|\d+)\s+(?:days?|weeks?|hours?))$`)

func ruleGotMoved(c clause) (ParsedIntent, bool) {
	if m, ok := find(putOffBy, c.s); ok && !c.question && !strings.Contains(asciiLower(m.g("t")), "milestone") {
		if t, okT := taskRef(trimArticle(m.g("t"))); okT {
			return intent("put-off", "rescheduleTask", map[string]any{"task": t, "by": m.g("n")}), true
		}
	}
	if messageAbout.MatchString(c.s) {
		return ParsedIntent{}, false
	}
	if m, ok := find(putOff, c.s); ok && !c.question && !strings.Contains(asciiLower(m.g("t")+m.g("u")+m.g("v")), "milestone") && !onCalendar.MatchString(m.g("v")) {
		d, isDate := datePhrase(m.g("d"))
		if t, okT := taskRef(trimArticle(m.g("t") + m.g("u") + m.g("v"))); isDate && okT {
			return intent("put-off", "rescheduleTask", map[string]any{"task": t, "to": d}), true
		}
	}
	if m, ok := find(modalMove, c.s); ok {
		// "could the dentist move to tuesday instead?": a move asked
		ref := m.g("t") + m.g("u")
		d, isDate := datePhrase(m.g("d"))
		t, okT := taskRef(trimArticle(ref))
		if isDate && okT && (pronoun[strings.ToLower(t)] || !subjectPronoun[strings.ToLower(t)] && !isPronounOnly(t)) {
			return intent("modal-move", "rescheduleTask", map[string]any{"task": t, "to": d}), true
		}
	}
	m, ok := find(gotMoved, c.s)
	if !ok && !c.question {
		m, ok = find(theyCalled, c.s)
	}
	if !ok || c.question {
		return ParsedIntent{}, false
	}
	d, isDate := datePhrase(m.g("d"))
	t, okT := taskRef(trimArticle(m.g("t")))
	if !isDate || !okT || isPronounOnly(t) && !pronoun[strings.ToLower(t)] || subjectPronoun[strings.ToLower(t)] && !pronoun[strings.ToLower(t)] {
		return ParsedIntent{}, false
	}
	return intent("got-moved", "rescheduleTask", map[string]any{"task": t, "to": d}), true
}

// ruleDoItOn: "I'll do it tomorrow" moves the current thing.
// taskStatusRE: questions about one task's state or date: "is the report
// done", "did I finish the tax return", "when's renew passport due", "how
// long until the MOT". Never a change: a question asks.
var taskStatusRE = []*lazyRE{
	re(`^(?:is|are|was|were|has|have)\s+(?:the\s+|my\s+)?(?P<t>.+?)\s+(?:been\s+|already\s+)*(?:done|finished|complete|completed|ticked\s+off|checked\s+off|sorted|dealt\s+with)(?:\s+yet|\s+already)?$`),
	re(`^(?:did|have|had)\s+(?:i|we)\s+(?:already\s+|ever\s+|actually\s+)?(?:finish(?:ed)?|complete(?:d)?|done|do|tick(?:ed)?\s+off|check(?:ed)?\s+off|get\s+round\s+to|got\s+round\s+to)\s+(?:the\s+|my\s+)?(?P<t>.+?)(?:\s+yet|\s+already)?$`),
	re(`^(?:when(?:'s|s|\s+is|\s+are|\s+was)|how\s+long\s+(?:until|till|before|to))\s+(?:the\s+|my\s+)?(?P<t>.+?)\s+(?:due|scheduled|happening)$`),
	re(`^how\s+long\s+(?:until|till|before|to)\s+(?:the\s+|my\s+)?(?P<t>.+?)$`),
}

// ruleTaskStatus reads taskStatusRE as the tasks about what it names, open
// or done (the notes answer when no task is).
func ruleTaskStatus(c clause) (ParsedIntent, bool) {
	for _, r := range taskStatusRE {
		if m, ok := find(r, c.s); ok && !pronoun[strings.ToLower(m.g("t"))] {
			return intent("task-status", "queryTasks", map[string]any{"about": m.g("t"), "question": questionText(c.s)}), true
		}
	}
	if thing, ok := namedThing(c.s); ok {
		// "when is my dentist appointment": the thing named, its kind aside
		return intent("task-status", "queryTasks", map[string]any{"about": thing, "question": questionText(c.s)}), true
	}
	return ParsedIntent{}, false
}

func ruleDoItOn(c clause) (ParsedIntent, bool) {
	if m, ok := find(doItOn, c.s); ok {
		if d, isDate := datePhrase(m.g("d")); isDate {
			return intent("do-it-on", "rescheduleTask", map[string]any{"task": "it", "to": d}), true
		}
	}
	if m, ok := find(makeItWhen, c.s); ok {
		// "actually make that friday", "make it 5pm", "make it every
		// monday": a change to the item just named, never a new task.
		p := taskArgsOf("x " + m.g("d"))
		switch {
		case p["title"] != "x":
			if d, isDate := datePhrase(m.g("d")); isDate && len(strings.Fields(d)) >= 2 && bareOrdinalDay.MatchString(strings.Fields(d)[0]+" "+strings.Fields(d)[1]) {
				// "make it the 18th at 9am": a day of the month and its time
				return intent("do-it-on", "rescheduleTask", map[string]any{"task": m.g("it"), "to": d}), true
			}
		case p["repeats"] != nil && p["due"] == nil:
			return intent("recurrence", "setRecurrence", map[string]any{"task": m.g("it"), "repeats": p["repeats"]}), true
		case p["due"] != nil && p["repeats"] == nil:
			return intent("do-it-on", "rescheduleTask", map[string]any{"task": m.g("it"), "to": p["due"]}), true
		}
	}
	if m, ok := find(arrowMove, c.s); ok {
		// "dentist -> fri": a move said with an arrow.
		if d, isDate := datePhrase(m.g("d")); isDate {
			if t, ok := taskRef(m.g("t")); ok {
				return intent("do-it-on", "rescheduleTask", map[string]any{"task": t, "to": d}), true
			}
		}
	}
	if m, ok := find(makeInstead, c.s); ok {
		// "make the plumber call thursday at 10 instead": a change said
		// with "instead" is never a new task.
		if d, isDate := datePhrase(m.g("d")); isDate {
			if t, ok := taskRef(m.g("t")); ok {
				return intent("do-it-on", "rescheduleTask", map[string]any{"task": t, "to": d}), true
			}
		}
	}
	if m, ok := find(noLongerNeed, c.s); ok {
		// "I don't need to water the ferns any more": the task goes
		// (asked first, like any delete).
		if t, ok := taskRef(m.g("t")); ok && !pronoun[strings.ToLower(t)] {
			return intent("no-longer", "deleteTask", map[string]any{"task": t}), true
		}
	}
	if markDone.MatchString(c.s) {
		// "mark done", "tick it off": the item just named.
		return intent("mark-done", "completeTask", map[string]any{"task": "it"}), true
	}
	if m, ok := find(itsPriority, c.s); ok {
		// "and it's high priority", "that's urgent".
		if lvl := priorityWord(m.g("p")); lvl != "" {
			return intent("priority", "setPriority", map[string]any{"task": "it", "priority": lvl}), true
		}
	}
	return ParsedIntent{}, false
}

// taskArgsOf is taskArgs' map, empty when it reads nothing.
func taskArgsOf(s string) map[string]any {
	a, _ := taskArgs(s)
	if a == nil {
		return map[string]any{}
	}
	return a
}

var (
	remindAbout = re(`^(?:remind|ping|nudge|bug|poke) me (?:again )?(?:about|of|re|regarding) (?P<rest>.+)$`)
	laterTail   = re(`\s+(?:later(?: on| today)?|another time|some other time|again later|again)$`)
	eachDay     = re(`^(?P<r>(?:each|every|on)\s+[^,]+?),?\s+(?:i|we)(?:'ve| have)?\s+(?:got\s+to|have\s+to|need\s+to|must|should|gotta|want\s+to|ought\s+to)\s+(?P<b>.+)$`)
)

// ruleRemindAbout: "remind me about the gym thing later" (or "… at 2pm on
// monday") is about an existing task: snooze it rather than capture a new
// one; with no such task, the snooze captures it (orCreate).
func ruleRemindAbout(c clause) (ParsedIntent, bool) {
	m, ok := find(remindAbout, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	rest := m.raw("rest")
	args := map[string]any{}
	if l := laterTail.FindStringIndex(rest); l != nil {
		args["until"] = "later"
		rest = rest[:l[0]]
	} else if _, qa := cutQuickAdd(rest); qa.project != "" || qa.priority != "" || len(qa.tags) > 0 {
		// "remind me of my eye appointment on tuesday at 2.30pm
		// @hospital": said with quick-add tokens, a new task
		return captureBody("remind-about", rest)
	} else if dc := cutDates(rest); dc.repeats != "" {
		// "remind me about the bowls meeting on the first Wednesday of
		// every month at 7pm": a repeating reminder to keep
		return captureBody("remind-about", rest)
	} else if dc.due != "" {
		// "remind me about the dentist tomorrow" (or "… on friday at
		// ten") puts off the one that exists.
		args["until"] = dc.due
		rest = dc.rest
	} else {
		// "remind me about the meeting": nothing to put off to, so it
		// is a reminder to keep.
		return captureBody("remind-about", rest)
	}
	task := trimValue(rest)
	if task == "" {
		return ParsedIntent{}, false
	}
	args["task"] = task
	// With no such task, the reminder is a new one (see snoozeTask).
	args["orCreate"] = true
	p := intent("remind-about", "snoozeTask", args)
	p.Fallbacks = []string{"createTask"}
	return p, true
}

// ruleEachDay: "each Monday I have to water the plants".
func ruleEachDay(c clause) (ParsedIntent, bool) {
	m, ok := find(eachDay, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	args, ok := taskArgs(m.raw("b"))
	if !ok {
		return ParsedIntent{}, false
	}
	r := m.g("r")
	dc := cutDates(r)
	if strings.HasPrefix(asciiLower(r), "on ") && dc.repeats == "" {
		// "On Saturday morning I need to …": one day, not each
		if dc.due == "" || args["due"] != nil {
			return ParsedIntent{}, false
		}
		args["due"] = dc.due
		return intent("each-day", "createTask", args), true
	}
	if dc.repeats != "" {
		r = dc.repeats
		if dc.due != "" && args["due"] == nil {
			args["due"] = dc.due // "Every Tuesday at half five I have to …": its time
		}
	}
	args["repeats"] = r
	return intent("each-day", "createTask", args), true
}

// ruleOps (rules_ops.go) comes first: its constructions are precise
// ("clear out my to-do list" is a bulk change, "add the label X to Y" a tag).
var captureRules = []clauseRule{ruleAddTaskTo, ruleOps, ruleAddIfMissing, ruleWantToKnow, ruleDeleteFrom, ruleReminderFrame, ruleEventFrame, ruleLabelled, ruleAppendNote, ruleMilestone, ruleCreateProject, ruleNote, ruleCaptureTask, ruleAddToList, ruleAdd, ruleBuyList}

var (
	// "set a monthly reminder for paying rent", "make a repeating reminder
	// to stretch every day at noon", "set up an alarm to remind me to …".
	reminderFrame = re(`^(?:make|set|create|add|schedule|put in|set up|give me|i want|i'd like)\s+(?:up\s+)?(?:me\s+)?(?:a|an|another)\s+(?:new\s+|quick\s+)?(?P<rep>repeating|recurring|daily|weekly|monthly|yearly|annual|hourly)?\s*reminder\s*(?::|for|to|about|that|of|on|re)?\s+(?P<b>.+)$`)
	alarmRemind   = re(`^(?:set|make|create|start|put|add)\s+(?:up\s+)?(?:an?\s+)?(?:alarm|timer|alert|notification)\b.*?\bto\s+remind\s+me\s+(?:to|about|of|that)\s+(?P<b>.+)$`)
	todoBare      = re(`^(?:todo|to-do)\s+(?P<b>\S.*)$`)
	labelled      = re(`^(?P<label>idea|thought|note to self|note|memo|errand|todo|to-do|to do|task|reminder|chore|shopping|buy|call|email|urgent|asap|(?:top|high|low|medium)\s+priority)\s*:\s*(?P<b>.+)$`)
	noteRE        = []*regexpPair{
		// "make a note that the gate code is 4471", "save a note: …": a
		// fact, titled from its text (noteArgs), not a note named so.
		{re(`(?s)^(?:make|take|save|keep|add|jot)(?:\s+me)?\s+(?:a\s+|another\s+)?(?:quick\s+|short\s+|new\s+)?note(?:\s+of)?(?:\s+that\s+|\s*:\s*|\s+[-–—]\s+|\s*,\s+)(?P<t>.+)$`), "note"},
		namedNote,
		{re(`(?s)^(?:(?:note|jot)(?:\s+down)?|(?:write|scribble|take|put)\s+down|(?:take|make)\s+(?:a\s+)?note(?:\s+of)?)(?:\s+that|\s*:)?\s+(?P<t>.+)$`), "note"},
		// "remember that the gate code is 4411" keeps a fact; "remember that
		// I need to …" is a task (captureRE).
		{re(`^(?:remember|don't forget|do not forget)\s+that\s+(?P<t>.+)$`), "remember-that"},
	}
	// namedNote: "create a note called Ideas", "new note: Title: body".
	namedNote = &regexpPair{re(`(?s)^(?:create|make|start|write|add|open|new|save)(?: me)?(?: a| another)?(?: new)? note(?:\s+(?:called|named|titled|about|on|for)\s+|\s*[:,-]\s*|\s+)(?P<t>.+)$`), "note"}
	appendRE  = []*regexpPair{
		{re(`^(?:add|append|tack|put|write|stick|jot|paste)(?:\s+on|\s+down)?\s+(?P<t>.+?)\s+(?:to|onto|on|into|in|at the end of|under)\s+(?:the\s+|my\s+|our\s+)?(?P<n>[^"“]+?)\s+note$`), ""},
		{re(`^(?:add|append|write)\s+(?:to|onto|in)\s+(?:the\s+|my\s+|our\s+)?(?P<n>.+?)\s+note\s*(?:[:,-]|that)\s*(?P<t>.+)$`), ""},
		{re(`^append\s+(?P<t>.+?)\s+(?:to|onto)\s+(?:the\s+|my\s+)?(?:note\s+)?(?P<n>.+)$`), ""},
	}
	captureRE = []*regexpPair{
		{re(`^remind me (?:to|that i (?:need|have|must|should|want) to|that|i need to|i have to)\s+(?P<b>.+)$`), "remind-me"},
		{re(`^remind me (?P<pre>.+?) to (?P<b>.+)$`), "remind-me-when"},
		{re(`^(?:i|we)(?:'d| had)\s+better\s+(?P<b>.+)$`), "need-to"},
		{re(`^(?:pop|put|stick|throw|chuck|set|add)\s+(?:me\s+)?(?:a|an)\s+(?:reminder|task|todo|to-do)\s+(?:in\s+|down\s+|up\s+)?(?:to|for|about)\s+(?P<b>.+)$`), "add-task"},
		{re(`^(?:add|create|make|new|set|log|put in|enter|record|jot down|set up)(?: me| up)?(?: a| an| another| one more)?(?: new)?(?: repeating| recurring| regular)? (?:task|todo|to-do|to do|reminder|item|action item|entry)(?:\s+(?:to|called|named|titled|for|that says|saying)\s+|\s*[:,-]\s*|\s+)(?P<b>.+)$`), "add-task"},
		{re(`^(?:i|we)(?:'ve| have|'ll| will|'d| would)?\s+(?:really\s+|still\s+|also\s+|just\s+|definitely\s+|absolutely\s+)*(?:need|needs|have|got|ought|want|plan|(?:am|'m|are|'re) (?:going|supposed))\s+to\s+(?:remember\s+to\s+|not\s+forget\s+to\s+)?(?P<b>.+)$`), "need-to"},
		{re(`^(?:i'm|i’m|im|we're|we’re)\s+(?:really\s+|still\s+|also\s+|just\s+|definitely\s+)*(?:going|supposed|gonna)\s+(?:to\s+)?(?:remember\s+to\s+|not\s+forget\s+to\s+)?(?P<b>.+)$`), "need-to"},
		{re(`^(?:i|we)\s+(?:really\s+|still\s+|also\s+)*(?:must|should|gotta|wanna|'d better|had better|better)\s+(?:really\s+|definitely\s+|probably\s+|also\s+|still\s+)*(?:remember\s+to\s+|not\s+forget\s+to\s+)?(?P<b>.+)$`), "need-to"},
		{re(`^(?:need|have|got|gotta|ought) to\s+(?:remember\s+to\s+|not\s+forget\s+to\s+)?(?P<b>.+)$`), "need-to"},
		{re(`^(?:i|we)(?:'ve got|'ve| have got| have)\s+(?:a|an|my|our|the)\s+(?P<b>(?:.+\s+)?(?:appointment|meeting|call|interview|class|lesson|session|exam|test|deadline|flight|party|dinner|lunch|game|match|review|check-?up|follow-?up|follow\s+up|catch-?up|visit|consultation|scan|procedure|viewing|fitting|hearing|shift|training|rehearsal|practice|recital|concert|wedding|funeral|booking|reservation|operation|webinar|workshop|conference|seminar|presentation|demo|inspection|delivery|one-to-one|1:1|stand-?up|jab|vaccination|x-?ray|massage|haircut|gig)\b.*)$`), "have-a"},
		// "tomorrow I have dentist at 9": an appointment said with its time
		{re(`^(?:i|we)\s+(?:have|'ve\s+got|have\s+got)\s+(?:a\s+|an\s+|my\s+|our\s+|the\s+)?(?P<b>(?:[a-z][\w'-]*)(?:\s+[a-z][\w'-]*){0,3}\s+(?:at\s+\d|at\s+(?:noon|midday)|from\s+\d|on\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|on\s+the\s+\d).*)$`), "have-a"},
		{re(`^(?:gotta|must)\s+(?P<b>.+)$`), "need-to"},
		{re(`^(?:don't|do not|dont) (?:let me )?forget (?:to |about )?(?P<b>.+)$`), "dont-forget"},
		{re(`^(?:remember|make sure|be sure)\s+(?:to\s+|that\s+)?(?:i\s+|we\s+)?(?:also\s+)?(?P<b>.+)$`), "remember"},
	}
	addToList    = re(`^(?:add|put|stick|throw|pop|chuck|jot|write|get|place|toss|whack)(?:\s+down)?\s+(?P<b>.+?)\s+(?:to|on|onto|in|into)\s+(?:my|the|our)\s+(?:(?:(?:to-?do|todo|task|(?P<l>shopping|grocery|groceries)|reminders?)\s+)?(?:list|to-?dos?|todos|tasks|inbox|reminders)|(?P<l2>shopping|groceries|grocery\s+shop|weekly\s+shop|food\s+shop|big\s+shop))\b(?P<after>.*)$`)
	putInProject = re(`^(?P<v>add|put|stick|pop|file|throw)\s+(?P<b>.+?\s+(?:in|into|to|under|on)\s+(?:the\s+|my\s+|our\s+)?(?:project\s+.+|.+\s+project))$`)
	addRE        = re(`^add(?:\s*:\s*|\s+)(?P<b>.+)$`)
	leadingDate  = re(`^(?P<pre>[^,]{3,40}?),?\s+(?P<rest>(?:i|we|remind|don't|remember|make sure)\b.*)$`)
)

// regexpPair is a pattern with the name of the rule it belongs to.
type regexpPair struct {
	re   *lazyRE
	rule string
}

func findPair(p *regexpPair, s string) (match, bool) { return find(p.re, s) }

func ruleReminderFrame(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	m, ok := find(alarmRemind, c.s)
	if !ok {
		if m, ok = find(reminderFrame, c.s); !ok {
			return ParsedIntent{}, false
		}
	}
	body := m.raw("b")
	if rep := m.g("rep"); rep != "" && rep != "repeating" && rep != "recurring" {
		body += " " + rep
	}
	return captureBody("reminder-frame", body)
}

// noteToSelf: "note to self: …", "note to self - …", "note to myself, …".
// The whole text after it is the note; when that text is itself a request
// to be reminded ("note to self: remind me to email Kim tomorrow", "…: need
// to renew the passport"), it is a task.
var noteToSelf = re(`^note\s+to\s+(?:self|myself)\s*(?:[:,;.\-–—]+\s*|\s+)(?P<b>.+)$`)

// notesHead: a heading that says these are notes, then a colon ("meeting
// notes 12/3: vendor said …", "call notes - plumber: …"): a note of that
// title, never a task.
var notesHead = re(`^(?P<t>(?:[\w'&./-]+\s+){0,4}notes(?:\s+[\w'&./-]+){0,5})\s*:\s*(?P<b>\S.*)$`)

// notesHeadOf reads a notesHead that names the notes ("meeting notes
// 12/3:"), not a request about notes ("search notes: mortgage", "find my
// notes re: the car"): the title and the body as said.
func notesHeadOf(s string) (title, body string, ok bool) {
	m, ok := find(notesHead, s)
	if !ok {
		return "", "", false
	}
	if t, b := m.raw("t"), m.raw("b"); t != "" && b != "" && isDigit(t[len(t)-1]) && isDigit(b[0]) {
		return "", "", false // "standup notes every weekday 9:30": a clock time, no head
	}
	for _, w := range strings.Fields(asciiLower(m.g("t"))) {
		if notesHeadStop[strings.Trim(w, ".:")] {
			return "", "", false
		}
	}
	return m.g("t"), m.raw("b"), true
}

func isNotesHead(s string) bool { _, _, ok := notesHeadOf(s); return ok }

// notesHeadStop: words that make a head before "notes:" a request.
var notesHeadStop = set(`search find show read open list get check look delete remove clear my your our all any in from re about new create make add start write`)

func ruleLabelled(c clause) (ParsedIntent, bool) {
	if title, body, ok := notesHeadOf(c.s); ok {
		return intent("labelled-note", "createNote", map[string]any{"title": title, "body": body}), true
	}
	if m, ok := find(noteToSelf, c.s); ok {
		body := m.raw("b")
		for _, p := range captureRE {
			if p.rule == "have-a" || p.rule == "remember" {
				continue // "I have a meeting at 3", "remember the code is 4411": facts to keep
			}
			if _, ok := findPair(p, body); ok {
				return ruleCaptureTask(newClause(body, false))
			}
		}
		args, ok := noteArgs(body)
		if !ok {
			return ParsedIntent{}, false
		}
		return intent("labelled-note", "createNote", args), true
	}
	m, ok := find(labelled, c.s)
	if !ok {
		// "todo reply to the landlord" — the label without its colon
		if m, ok := find(todoBare, c.s); ok && !strings.HasPrefix(asciiLower(m.g("b")), "list") && !strings.HasPrefix(asciiLower(m.g("b")), "items") {
			return captureBody("labelled", m.raw("b"))
		}
		return ParsedIntent{}, false
	}
	switch strings.ToLower(m.g("label")) {
	case "idea", "thought", "note", "note to self", "memo":
		args, ok := noteArgs(m.g("b"))
		if !ok {
			return ParsedIntent{}, false
		}
		return intent("labelled-note", "createNote", args), true
	case "call", "email":
		return captureBody("labelled", c.s)
	case "urgent", "asap", "top priority", "high priority", "low priority", "medium priority":
		return captureBody("labelled", c.s) // the priority said first (priorityLead)
	}
	return captureBody("labelled", m.raw("b"))
}

func captureBody(rule, body string) (ParsedIntent, bool) {
	args, ok := taskArgs(body)
	if !ok {
		return ParsedIntent{}, false
	}
	if proj, ok := args["project"].(string); ok {
		switch strings.ToLower(strings.TrimSpace(proj)) {
		case "same", "the same", "that same", "the same one":
			args["project"] = "it" // "… to the same project": the one we are talking about
		}
	}
	p := intent(rule, "createTask", args)
	if proj, ok := args["project"].(string); ok && !strings.HasPrefix(proj, "$") && !pronoun[strings.ToLower(proj)] {
		p.Note = "Filed under project “" + proj + "” (created if it is new)."
	}
	return p, true
}

// noteOnItem: "add a note to the tiles task: matte ones", "attach a note
// on X saying Y": text for an item's notes (a note of that name, else the
// task's own notes field: the ToolBox decides).
var noteOnItem = re(`^(?:add|attach|put|write|leave|stick)\s+(?:a\s+|this\s+)?note\s+(?:to|on|onto)\s+(?P<n>.+?)\s*(?::|\s-|\s—|\bsaying\b|\bthat\s+says\b|\s(?:to\s+say\s+)?that\b)\s*(?P<t>\S.*)$`)

func ruleAppendNote(c clause) (ParsedIntent, bool) {
	if m, ok := find(noteOnItem, c.s); ok {
		return intent("append-note", "appendNote", map[string]any{"note": trimValue(m.g("n")), "text": quotedTitle(m.raw("t"))}), true
	}
	for _, p := range appendRE {
		if m, ok := findPair(p, c.s); ok && m.g("t") != "" && m.g("n") != "" {
			return intent("append-note", "appendNote", map[string]any{"note": m.g("n"), "text": m.g("t")}), true
		}
	}
	return ParsedIntent{}, false
}

func ruleNote(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	for _, p := range noteRE {
		if m, ok := findPair(p, c.s); ok {
			t := m.g("t")
			if t == "" || strings.EqualFold(t, "it") || strings.EqualFold(t, "this") {
				return ParsedIntent{}, false
			}
			if p.rule == "remember-that" && rememberTask.MatchString(t) {
				return ParsedIntent{}, false
			}
			var args map[string]any
			var ok bool
			if p == namedNote {
				args, ok = namedNoteArgs(t)
			} else {
				args, ok = noteArgs(t)
			}
			if !ok {
				return ParsedIntent{}, false
			}
			return intent(p.rule, "createNote", args), true
		}
	}
	return ParsedIntent{}, false
}

// taskInProject: "add a task to the Work project: send the slides".
var taskInProject = re(`^(?:add|create|make|put|new)\s+(?:a\s+|an\s+|another\s+)?(?:new\s+)?(?:task|todo|to-do|item)\s+(?:to|in|into|under|for)\s+(?:the\s+|my\s+|our\s+)?(?P<p>[^:]+?)(?:\s+project)?\s*:\s*(?P<b>[^\d\s].*)$`)

func ruleCaptureTask(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	if m, ok := find(taskInProject, c.s); ok {
		if p, ok := captureBody("add-task", m.raw("b")); ok {
			if p.Args["project"] == nil {
				p.Args["project"] = trimProject(m.g("p"))
				p.Note = "Filed under project “" + p.Args["project"].(string) + "” (created if it is new)."
			}
			return p, true
		}
	}
	s, lead := c.s, ""
	// "tomorrow I need to call the bank": a leading date phrase.
	if m, ok := find(leadingDate, s); ok {
		if _, isDate := datePhrase(m.g("pre")); isDate {
			s, lead = m.raw("rest"), lowerFirst(m.g("pre")) // "Tomorrow morning I must …": no longer the sentence's first word
		}
	}
	for _, p := range captureRE {
		m, ok := findPair(p, s)
		if !ok {
			continue
		}
		body := m.raw("b")
		if p.rule == "need-to" && goingTo.MatchString(s) && !taskVerbs[asciiLower(firstWord(body))] && !goingThere.MatchString(body) {
			continue // "i am going to asia in a bit": a plan of travel, no to-do said
		}
		if p.rule == "need-to" && goingTo.MatchString(s) && goingThere.MatchString(body) && !strings.Contains(asciiLower(s), "gonna") {
			body = "go to " + body // "i'm going to the dentist on friday": go to the dentist
		}
		if pre := m.raw("pre"); pre != "" {
			if _, isDate := datePhrase(pre); !isDate {
				continue
			}
			body = body + " " + pre
		}
		if lead != "" {
			body = body + " " + lead
		}
		return captureBody(p.rule, body)
	}
	return ParsedIntent{}, false
}

// goingTo: "I'm going to …", which says a to-do only when a verb follows
// ("I'm going to ring the school") or a place one goes to for something
// (goingThere: "I'm going to the dentist on friday").
var (
	goingTo    = re(`^(?:i|we)\s*(?:am|'m|’m|m|are|'re|’re)\s+(?:going\s+to|gonna)\s`)
	goingThere = re(`^(?:the|a|an|my|our)\s+\S`)
)

// existingTask: a title that points at a task already there ("the flyer
// task", "that invoice one", "my dentist reminder").
// definiteRef: "the report", "my tax return": said of an item that exists
// (after put/file, not after add).
var definiteRef = re(`^(?:the|that|this|my|our)\s+\S`)

var existingTask = re(`^(?:the|that|this|my|our)\s+.+\s+(?:task|to-?do|one|reminder|item)$|^(?:it|that|this|them)$`)

// buyList: "buy apples, pears and bananas", "pick up milk and bread": a
// shopping list said as one errand. Buying online or for the user
// ("buy me …", "… on amazon") is left to the out-of-scope reading.
var (
	buyList   = re(`^(?:buy|get|pick up|grab|order)\s+[^,]+?(?:,\s*[^,]+?)*(?:,?\s+and\s+|,\s*)[^,]+$`)
	buyOnline = re(`\b(?:amazon|ebay|online|etsy|instacart|for me|delivered|delivery|shares?|stock|bitcoin|crypto|tickets?|me)\b`)
)

func ruleBuyList(c clause) (ParsedIntent, bool) {
	if c.question || !buyList.MatchString(c.s) || buyOnline.MatchString(c.s) || strings.HasPrefix(asciiLower(c.s), "get rid of ") {
		return ParsedIntent{}, false
	}
	return captureBody("buy-list", c.s)
}

// listLabel is the label a shopping list's items get ("shopping" for "my
// shopping list" and "the weekly shop"); "" for the to-do list.
func listLabel(m match) string {
	l := strings.ToLower(m.g("l"))
	if l == "" && m.g("l2") != "" {
		l = "shopping"
		if w := strings.ToLower(m.g("l2")); w == "groceries" {
			l = w
		}
	}
	return l
}

// projectAfter: "…to the shopping project" names a project, not the list.
var projectAfter = re(`^\s+projects?\b`)

// findAddToList matches addToList unless the list's name goes on as a
// project's ("add milk to the shopping project" files it under the
// project called shopping).
func findAddToList(s string) (match, bool) {
	m, ok := find(addToList, s)
	if !ok || projectAfter.MatchString(m.raw("after")) {
		return match{}, false
	}
	return m, true
}

// shoppingListItems reads "add eggs, milk and flour to the shopping for
// saturday @home" as one task per thing, each labelled with the list's
// name and given the request's date, labels and priority: a list said
// with commas. Two things without a comma ("mac and cheese") stay one.
func shoppingListItems(s string) ([]plan.Step, bool) {
	m, ok := findAddToList(s)
	if !ok || listLabel(m) == "" || !strings.Contains(m.raw("b"), ",") {
		return nil, false
	}
	p, ok := captureBody("add-to-list", m.raw("b")+m.raw("after"))
	title, _ := p.Args["title"].(string)
	items := splitAnd(title)
	if !ok || p.Tool != "createTask" || len(items) < 2 {
		return nil, false
	}
	tags := []string{listLabel(m)}
	switch t := p.Args["tags"].(type) {
	case []string:
		for _, g := range t {
			if !strings.EqualFold(g, tags[0]) {
				tags = append(tags, g)
			}
		}
	}
	var steps []plan.Step
	for _, it := range items {
		if len(strings.Fields(it)) > 5 {
			return nil, false // a sentence, not a thing to get
		}
		args := map[string]any{"title": it, "tags": append([]string(nil), tags...)}
		for k, v := range p.Args {
			if k != "title" && k != "tags" {
				args[k] = v
			}
		}
		steps = append(steps, plan.Step{Tool: "createTask", Args: args})
	}
	return steps, true
}

// lastProjectPlace: a reference, then the last "in/into/to P project".
var lastProjectPlace = re(`^(?P<t>.+)\s+(?:in|into|to|under)\s+(?:the\s+|my\s+|our\s+)?(?P<p>[^,]+?)\s+project$`)

func ruleAddToList(c clause) (ParsedIntent, bool) {
	if m, ok := findAddToList(c.s); ok {
		p, ok := captureBody("add-to-list", m.raw("b")+m.raw("after"))
		if l := listLabel(m); ok && l != "" && p.Tool == "createTask" && p.Args["tags"] == nil {
			// "add eggs to my shopping list": labelled, so "what's on my
			// shopping list" finds it.
			p.Args["tags"] = []string{l}
		}
		return p, ok
	}
	if m, ok := find(putInProject, c.s); ok {
		p, ok := captureBody("add-to-project", m.raw("b"))
		title, _ := p.Args["title"].(string)
		definite := !strings.EqualFold(m.g("v"), "add") && definiteRef.MatchString(title)
		if ok && p.Tool == "createTask" && (existingTask.MatchString(title) || definite) {
			// "put the flyer task in the fundraiser project" files the
			// task that exists; it does not add a second one.
			proj, _ := p.Args["project"].(string)
			if proj == "" {
				// "put the flights to Lisbon in the Lisbon Conference
				// project": the last place is the project
				lm, ok := find(lastProjectPlace, m.raw("b"))
				if !ok {
					return ParsedIntent{}, false
				}
				title, proj = lm.g("t"), trimProject(lm.g("p"))
			}
			return intent("move-to-project", "updateTask", map[string]any{"task": title, "project": proj}), true
		}
		return p, ok
	}
	return ParsedIntent{}, false
}

// ruleAdd: a bare "add X" captures X (milestones, notes and projects were
// claimed before).
func ruleAdd(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	m, ok := find(addRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	return captureBody("add", m.raw("b"))
}
