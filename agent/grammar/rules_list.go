package grammar

// readList: reading back a list, a calendar or the reminders ("check my
// to-do list", "read me my reminders", "pull up the shopping list", "go
// over my calendar for friday").
var readList = re(`^(?:(?:can|could|would)\s+you\s+|please\s+)*(?:check|read(?:\s+out|\s+back|\s+off)?|pull up|bring up|open|show|see|hear|view|display|look (?:at|over|through)|go (?:through|over|back over)|run through|review|recite|list|tell me|give me|(?:walk|talk|take|run|go)\s+(?:me|us)\s+(?:through|over))\s+(?:me\s+|us\s+)?(?:what(?:'s|\s+is)\s+(?:on|in)\s+)?(?:everything\s+(?:on|in)\s+)?(?:the\s+(?:various\s+|different\s+)?(?:items|tasks|things)\s+(?:on|in)\s+)?(?:my|the|our|that|this)\s+(?:[\w'-]+\s+){0,2}(?:list|lists|calendar|reminders|reminder list|schedule|to-?do list|todo list|to-?dos|tasks|appointments|meetings|events)\b`)

// haveIGot: "have I got milk down", "is the dentist on my calendar",
// "check whether the plumber is on my list".
var haveIGot = re(`^(?:(?:does|do|did)\s+(?:my|the|our)\s+(?:[\w'-]+\s+){0,2}(?:list|calendar|reminders|schedule|to-?do list|todo list)\s+(?:have|has|include|show)\s+.+|(?:please\s+)?(?:check|see|look|find out|let me know|tell me)\s+(?:to\s+see\s+)?(?:if|whether)\s+.+?\s+(?:is|are)\s+(?:already\s+)?(?:down|on (?:my|the)\s+(?:[\w'-]+\s+){0,2}(?:list|calendar|reminders|schedule|to-?do list|todo list))\b|(?:have i got|did i (?:put|add|write)|do i have|is there|are there|is|are|will)\s+.+\s+(?:down|on (?:my|the)\s+(?:[\w'-]+\s+){0,2}(?:list|calendar|reminders|schedule|to-?do list|todo list))\b)`)

func ruleReadList(c clause) (ParsedIntent, bool) {
	if !readList.MatchString(c.s) && !haveIGot.MatchString(c.s) {
		return ParsedIntent{}, false
	}
	args := map[string]any{}
	if dc := cutDates(c.s); dc.due != "" {
		if f := filterWord(dc.due); f == "today" || tomorrowWords.MatchString(dc.due) {
			args["filter"] = map[bool]string{true: "today", false: "tomorrow"}[f == "today"]
		}
	}
	return intent("read-list", "queryTasks", args), true
}

// addIfMissing: "is X on my list? if not, add it" adds X (adding what is
// already there is harmless; the store keeps one).
var addIfMissing = re(`^(?:is|are|do i have|have i got|did i (?:put|add))\s+(?P<x>.+?)\s+(?:already\s+|listed\s+)*(?:on|in)\s+(?:my|the)\s+(?:[\w'-]+\s+){0,2}(?:list|calendar|reminders|to-?do list|todo list)\b.*\b(?:add|put|include|write)\b.*$`)

// wantToKnow: "i need to know what's on my list", "i want to hear my
// reminders": asking, not a to-do.
var wantToKnow = re(`^(?:i|we)\s+(?:really\s+)?(?:need|want|would like|'d like|wanna|must|have|got)\s+(?:to\s+)?(?:know|hear|see|check|find out|look at|review|go over|read)\b`)

// checkThing: wantToKnow's "check", "look at", "review" or "go over" of a
// thing ("the boiler pressure"), not of what is asked ("what's due", "if
// …", "my day").
var checkThing = re(`^(?:i|we)\s+(?:really\s+)?(?:need|want|would like|'d like|wanna|must|have|got)\s+(?:to\s+)?(?:check|look at|review|go over|read)\s+(?:the|a|an|our|his|her|their|that|some|all|[a-z]+'s)\s`)

func ruleAddIfMissing(c clause) (ParsedIntent, bool) {
	m, ok := find(addIfMissing, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	return captureBody("add-if-missing", m.raw("x"))
}

func ruleWantToKnow(c clause) (ParsedIntent, bool) {
	if !wantToKnow.MatchString(c.s) {
		return ParsedIntent{}, false
	}
	if checkThing.MatchString(c.s) && !hasListWord(c.s) {
		return ParsedIntent{}, false // "I need to check the boiler pressure tomorrow": a to-do
	}
	if hasListWord(c.s) || hasDateCue(c.s) {
		return intent("want-to-know", "queryTasks", map[string]any{}), true
	}
	return questionOutOfScope(c), true
}

// eventFrame: putting an event on the calendar ("schedule a meeting with
// Priya", "set a farewell party for next week", "mark my calendar for the
// school play on the 3rd") is a task with its date.
var (
	eventFrame = re(`^(?:set|schedule|make|arrange|plan|create|add|put in|organi[sz]e|set up|book in|pencil in|pencil)\s+(?:up\s+|in\s+)?(?:me\s+)?(?:an?\s+|the\s+|my\s+|one\s+)?(?P<b>(?:[\w'-]+\s+){0,3}?(?:meeting|appointment|appt|event|party|dinner|lunch|breakfast|brunch|birthday|anniversary|session|interview|reunion|celebration|get-together|catch-up|coffee|date night)\b.*)$`)
	markCal    = re(`^(?:mark|block|block out|put)\s+(?:(?:on|in)\s+)?(?:my|the)\s+calendar\s+(?:for|with|as)\s+(?P<b>.+)$`)
	notEvent   = re(`^(?:make|cook|prep|prepare|fix|get)\s+(?:the\s+|some\s+|us\s+)?(?:dinner|lunch|breakfast|brunch|coffee|tea)\b|^(?:\w+\s+){1,3}(?:a\s+|an\s+|new\s+)*(?:task|todo|to-do|reminder|note|project|milestone)s?\b|\b(?:meeting|conference)\s+rooms?\b|\bfor me\b.*\b(?:restaurant|table)\b|^(?:make|set|put)\s+(?:the|my)\s+.+\s+(?:repeat|recur|repeating|recurring|priority|urgent|important|p[1-4])\b|^(?:set|put)\s+(?:the|my)\s+.+\s+(?:task|one|job)\s+(?:to|for|on|as)\b`)
)

func ruleEventFrame(c clause) (ParsedIntent, bool) {
	if c.question || notEvent.MatchString(c.s) {
		return ParsedIntent{}, false
	}
	m, ok := find(markCal, c.s)
	if !ok {
		if m, ok = find(eventFrame, c.s); !ok {
			return ParsedIntent{}, false
		}
	}
	return captureBody("event-frame", m.raw("b"))
}
