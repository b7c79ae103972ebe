package grammar

import (
	"strings"
	"unicode"

	"pace/tools"
	"pace/tools/dates"
)

var slotRules = []clauseRule{
	ruleFigure, rulePriorityStep, ruleUndated, ruleDeadline, ruleListMilestones, ruleCalendar, ruleWeekend, ruleBusiest, ruleDayRange, ruleTasksAbout, ruleAgenda, ruleQueryTasks, ruleBlockers, ruleNotesFrom, ruleAskNotes, ruleRecall,
	ruleReopen, ruleDependency, ruleGotDone, ruleComplete, rulePriority, ruleRecurrence, ruleReschedule, ruleSnooze,
	ruleLink, rulePutTaskIn, ruleRename, ruleStatus, ruleSearch, ruleReadList, ruleDelete,
}

// putTaskIn: an item said to be a task, then where it goes ("put the
// headshots task in fringe preview"): the existing task is filed there.
var putTaskIn = re(`^(?:put|move|file|stick|pop|shift|chuck)\s+(?P<t>.+?\s+(?:task|tasks|reminder|to-?do|one|ones))\s+(?:in|into|under|to|onto|in\s+with)\s+(?:the\s+|my\s+)?(?P<p>[^,]+?)(?:\s+project)?$`)

// putTheTaskToIn: "move the task to telephone the surgery into the medical
// project": the task is named by what it is to do, so only in/into/under
// say where it goes.
var putTheTaskToIn = re(`^(?:put|move|file|stick|pop|shift|chuck)\s+(?P<t>(?:the|my)\s+(?:task|reminder|to-?do|job)\s+(?:to|about|for|of)\s+.+?)\s+(?:into|in|under|in\s+with|onto)\s+(?:the\s+|my\s+)?(?P<p>[^,]+?)(?:\s+project)?$`)

func rulePutTaskIn(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	m, ok := find(putTheTaskToIn, c.s)
	if !ok {
		if m, ok = find(putTaskIn, c.s); !ok {
			return ParsedIntent{}, false
		}
	}
	raw := strings.ToLower(m.g("t"))
	if (strings.HasSuffix(raw, " one") || strings.HasSuffix(raw, " ones")) && strings.Contains(asciiLower(c.s), "project") {
		return ParsedIntent{}, false // "the seed order one into the Allotment project": the project rule reads it
	}
	t, ok := taskRef(m.g("t"))
	p := trimProject(m.g("p"))
	if _, isDate := datePhrase(p); !ok || p == "" || isDate {
		return ParsedIntent{}, false
	}
	return intent("put-task-in", "updateTask", map[string]any{"task": t, "fileUnder": p}), true
}

// condDone: a reference that is a condition ("if the report is", "me
// when the laundry").
var condDone = lazy(`(?i)^(?:if|whether|when|once)\b|\s(?:when|once|whenever|until|till)\s`)

var (
	completeRE = []*regexpPair{
		{re(`^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|already\s+|now\s+)*(?:finished|completed|done|wrapped up|knocked out|ticked off|checked off|crossed off|took care of|taken care of|dealt with|handled|nailed)\s+(?:with\s+)?(?P<t>.+)$`), "completed"},
		{re(`^(?:i'm|i am|we're|we are)\s+(?:all\s+|finally\s+)?(?:done|finished|through)\s+with\s+(?P<t>.+)$`), "done-with"},
		{re(`^(?:done|finished|completed)\s*(?:with\s+|[:,-]\s*)(?P<t>.+)$`), "done-with"},
		{re(`^(?:mark|set|tick|check|cross|flag)\s+(?P<t>.+?)\s+(?:as\s+)?(?:done|complete|completed|finished|off)$`), "mark-done"},
		{re(`^(?:tick|check|cross|strike)\s+off\s+(?P<t>.+)$`), "mark-done"},
		{re(`^(?:complete|close out|close)\s+(?P<t>.+)$`), "complete"},
		{re(`^(?P<t>.+?)\s+(?:is|are|'s|'re|was|were|has been|have been|got)\s+(?:now\s+|all\s+|finally\s+|already\s+|both\s+)?(?:done|finished|complete|completed|sorted|sorted out|taken care of|dealt with|handled|out of the way|over with|ticked off|crossed off|off the list)$`), "is-done"},
		{re(`^(?P<t>.+?)\s+(?:done|finished|complete|completed|sorted|sorted\s+out|dealt\s+with|ticked\s+off)(?:\s+(?:for\s+(?:this|the)\s+week|for\s+today|for\s+now|at\s+last|already|finally|today|this\s+week|for\s+the\s+day))?$`), "verbless-done"},
	}
	gotDone  = re(`^(?:(?:i|we)\s+)?(?:just\s+|finally\s+|already\s+)*(?:got|get|have|had|'ve got)\s+(?P<t>[^,;]+?)\s+(?:done|finished|sorted|sorted out|out of the way)$`)
	reopenRE = []*regexpPair{
		{re(`^(?:reopen|re-open|unmark|uncheck|untick|un-complete|uncomplete|unfinish)\s+(?P<t>.+)$`), ""},
		// "please open that task again"
		{re(`^(?:open|re\s+open|bring\s+back)\s+(?P<t>.+?)\s+again$`), ""},
		// "the library books I did not return them yet": the thing said
		// first, then that it was not done
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait)[\s,]+)*(?P<t>(?:the|my|our)\s+[^,]+?)[,\s]+(?:i|we)\s+(?:did\s+not|didn't|didnt|have\s+not|haven't|havent|never)\s+(?:actually\s+|really\s+)?[a-z]+\s+(?:them|it|those|that|this)(?:\s+(?:yet|after\s+all|at\s+all))?(?:\s*[,;.-]\s*.*)?$`), ""},
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait)[\s,]+)*(?P<t>.+?)\s+(?:isn't|is not|wasn't|was not|aren't|are not|isnt|wasnt|arent|weren't|were not)\s+(?:actually\s+|really\s+)?(?:done|finished|complete|fixed|sorted|handled|booked|paid|sent|ready|collected|delivered|posted|signed|returned|printed|ordered|written|bought|cleaned|made)(?:\s+(?:after all|yet|at all|then))?$`), ""},
		// "the swap's not done after all"
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait|ugh)[\s,]+)*(?P<t>[^,;]+?)(?:'s|’s)\s+not\s+(?:actually\s+|really\s+)?(?:done|finished|complete|fixed|sorted|handled|booked|paid|sent)(?:\s+(?:after\s+all|yet|at\s+all|then))?$`), ""},
		// "the library books didn't actually go back, the machine was
		// broken": a thing said not to have gone
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait|argh|ugh)[\s,]+)*(?P<t>(?:the|my|our)\s+[^,]+?)\s+(?:didn't|didnt|did\s+not|never)\s+(?:actually\s+|really\s+)?(?:go\s+(?:back|out|through|off|in)|get\s+(?:sent|done|posted|paid|back|returned|booked|fixed|picked\s+up)|arrive|turn\s+up|happen)(?:\s+(?:after\s+all|yet|then))?(?:\s*[,;.-]\s*.*)?$`), ""},
		// "the school photos aren't picked up yet": any participle, said
		// with "yet" or "after all"
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait)[\s,]+)?(?P<t>.+?)\s+(?:isn't|is not|wasn't|was not|aren't|are not|isnt|wasnt|arent|haven't\s+been|hasn't\s+been|havent\s+been|hasnt\s+been)\s+(?:actually\s+|really\s+)?[a-z]{3,}(?:ed|en)(?:\s+(?:up|off|out|in|back|over))?\s+(?:yet|after\s+all|at\s+all)$`), ""},
		// "wait the stats coursework isnt done the portal crashed": not
		// done, then why, with no comma
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait|oops|ugh|argh)[\s,]+)*(?P<t>(?:the|my)\s+[^,]+?)\s+(?:isn't|isnt|is\s+not|wasn't|wasnt|aint|ain't)\s+(?:actually\s+|really\s+)?(?:done|finished|sorted|complete|completed|submitted|sent|handed\s+in)\s+(?:the|my|our|cos|because|as|they|he|she|it)\b.*$`), ""},
		// "oops oat milk isnt actually ordered": any participle, said
		// with "actually" or "really"
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait|oops|ugh|argh)[\s,]+)*(?P<t>.+?)\s+(?:isn't|is not|wasn't|was not|aren't|are not|isnt|wasnt|arent|haven't\s+been|hasn't\s+been|havent\s+been|hasnt\s+been)\s+(?:actually|really)\s+[a-z]{3,}(?:ed|en)(?:\s+(?:up|off|out|in|back|over))?(?:\s+(?:yet|after\s+all|at\s+all))?$`), ""},
		// "the tape wasnt picked up actually, still need to get it"
		{re(`^(?:(?:actually|oh|ah|no|sorry|wait|oops|ugh|argh)[\s,]+)*(?P<t>(?:the|my)\s+.+?)\s+(?:isn't|is not|wasn't|was not|aren't|are not|isnt|wasnt|arent|weren't|werent)\s+(?:picked\s+up|collected|ordered|bought|posted|delivered|paid|sent|booked|printed|signed|returned|fixed|cleaned|made|got|fetched)\s+(?:actually|after\s+all|yet)(?:\s*[,;.-]\s*.*)?$`), ""},
		{re(`^mark\s+(?P<t>.+?)\s+(?:as\s+)?(?:not done|undone|open|incomplete|not finished)$`), ""},
		// "put that task back as not done", "set X back to open"
		{re(`^(?:put|set|change|turn)\s+(?P<t>.+?)\s+back\s+(?:as|to)\s+(?:not\s+done|undone|open|incomplete|not\s+finished|to\s+do)$`), ""},
		// "actually i didn't pick up the dry cleaning yet, reopen it",
		// "i haven't actually sent the invoice yet".
		// "ah no the door bell is still not working, it's not done",
		// "ugh the pump is still leaking, its not fixed after all".
		{re(`^(?:(?:ah+|oh+|ugh+|argh+|no|nope|damn|hmm+|well|so|ok|oops|actually|sorry)[\s,!.]+)*(?P<t>[^,;]+?)(?:\s+(?:is|are)|'s|'re)\s+still\s+(?:not\s+\w+|\w+ing|broken|busted|dead|wrong|missing|there)\b[^,;.]*(?:[,;.]\s*(?:so\s+)?(?:it'?s|its|it\s+is|that'?s|thats|they'?re|it)\s+(?:not|isn'?t|isnt|wasn'?t|never\s+got)\s+(?:done|fixed|sorted|finished|working|repaired)(?:\s+after\s+all|\s+yet|\s+then)?)?$`), ""},
		// "argh no i didnt get the towels, the shop was shut": a report
		// taken back, its reason after it.
		{re(`^(?:(?:ah+|oh+|ugh+|argh+|damn|hmm+|well|oops|sorry|wait|actually)[\s,!.]+)*(?:no|nope|nah|oops|actually|wait)[\s,!.]+(?:i|we)\s+(?:didn't|didnt|did not|haven't|havent|have not|never)\s+(?:actually\s+|really\s+)?(?P<t>[^,;]+?)(?:\s+(?:yet|after all|at all))?(?:\s*[,;.-]\s*.*)?$`), ""},
		// "didn't actually get paid, the card got declined - put it
		// back": a report taken back with no subject, said with
		// "actually" or with the instruction to put it back
		{re(`^(?:(?:actually|oops|wait|no|nope|turns\s+out|so|ah|argh|ugh|hmm+)[,\s!.]+)*(?:didn't|didnt|did\s+not|never)\s+(?:actually|really)\s+(?P<t>[^,;.]+?)(?:\s+(?:yet|after\s+all|at\s+all))?(?:\s*(?:[,;.!]|\s-)\s*.*)?$`), ""},
		{re(`^(?:(?:actually|oops|wait|no|nope|turns\s+out|so|ah|argh|ugh|hmm+)[,\s!.]+)*(?:didn't|didnt|did\s+not|never)\s+(?P<t>[^,;.]+?)(?:\s+(?:yet|after\s+all|at\s+all))?\s*(?:[,;.!]|\s-)\s*(?:.*(?:[,;.!]|\s-)\s*)?(?:so\s+|please\s+|can\s+you\s+)?(?:put|add|stick|pop)\s+(?:it|that|this|them)\s+back\b.*$`), ""},
		{re(`^(?:actually[,\s]+|oops[,\s]+|wait[,\s]+)?(?:i|we)\s+(?:didn't|didnt|did not|haven't|havent|have not|never)\s+(?:actually\s+|really\s+)?(?P<t>.+?)(?:\s+(?:yet|after all|at all))?(?:[,;.]?\s*(?:so\s+|please\s+)?(?:(?:reopen|re-open|unmark|uncheck|untick|undo)\s+(?:it|that|this)(?:\s+(?:task|one|job|item))?|(?:put|add|stick|pop)\s+(?:it|that|this|them)\s+back(?:\s+(?:on|onto|in)\s+(?:my|the)\s+(?:to-?do\s+)?list)?)(?:\s+please)?)?$`), ""},
	}
)

// needBeIn: "need(s) to be in/done/sent by": a deadline said of a thing.
var needBeIn = re(`\b(?:needs?|have|has)\s+to\s+be\s+(?:in|done|finished|sent|submitted|paid|booked|back|ready|completed)\s+(?:by|before|for|on)\b`)

// thatsTail: "… so that's", "…, thats" before "done/sorted": the thing is
// said before it, in a clause of its own.
var thatsTail = re(`(?:^|\s)(?:so\s+)?(?:that'?s|thats|that\s+is|it'?s|its)$`)

// askIf: a request to be told something ("let me know if …", "check
// whether …"), never the name of a task said done.
var askIf = re(`^(?:please\s+)?(?:let\s+me\s+know|tell\s+me|check|see|find\s+out|ask)\b.*\b(?:if|whether)\b`)

// taskAbout: "the task about X", "my reminder for X", "the one to X".
var taskAbout = re(`^(?:the|my|that|this)\s+(?:task|to-?do|reminder|item|one|job)\s+(?:about|for|called|named|titled|saying|re|regarding|to)\s+(?P<x>\S.*)$`)

// theXOne: "the cabinets one", "the dentist one".
var theXOne = re(`^the\s+(?P<x>.+?)\s+one$`)

// ordinalOne: words of "the X one" that pick among answers, not name a thing.
var ordinalOne = set(`first second third fourth fifth last other next previous same right wrong new old only`)

// placeInName: a filing preposition inside what was read as a project's
// name ("the surveyor | into the | House project").
var placeInName = lazy(`(?i)\s+(?:into|under|in)\s+(?:the\s+|my\s+|our\s+)?`)

// objectDet: words that open a verb's object ("printing the setlist")
// besides a reference's leads (refLeads), so the -ing word before them is
// a verb, not a noun's modifier ("parking permit", "shopping list").
var objectDet = set(`that some all`)

func taskRef(s string) (string, bool) {
	t := trimValue(s)
	if l := asciiLower(t); strings.HasPrefix(l, "her ") || strings.HasPrefix(l, "his ") || strings.HasPrefix(l, "their ") {
		t = strings.TrimSpace(t[strings.IndexByte(t, ' '):]) // "move her boiler": the boiler job said of whose it is
	}
	for _, tail := range []string{" again", " after all", " now", " both", " as well"} {
		if l := asciiLower(t); strings.HasSuffix(l, tail) && len(t) > len(tail) {
			t = strings.TrimSpace(t[:len(t)-len(tail)]) // "take the priority off it again"
		}
	}
	if t == "" || len(t) > 200 {
		return "", false
	}
	if m, ok := find(taskAbout, t); ok {
		t = m.g("x") // "the task about the library books": the library books
	}
	if m, ok := find(theXOne, t); ok && !ordinalOne[strings.ToLower(m.g("x"))] {
		t = m.g("x") // "the cabinets one": cabinets
	}
	if sp := strings.IndexByte(t, ' '); sp > 0 && (refLeads[asciiLower(firstWord(t[sp+1:]))] || objectDet[asciiLower(firstWord(t[sp+1:]))]) {
		if v := gerundBase(t[:sp]); v != "" {
			t = v + t[sp:] // "restringing the bass": restring the bass; "parking permit" stays
		}
	}
	if l := asciiLower(t); strings.Contains(l, " and ") {
		// "the flowers and the suit tasks": each part is a task's name
		for _, p := range []string{" tasks", " ones", " items", " to-dos", " todos", " reminders"} {
			if strings.HasSuffix(l, p) {
				t = t[:len(t)-len(p)]
				break
			}
		}
	}
	return t, true
}

func ruleGotDone(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	if m, ok := find(gotDone, c.s); ok {
		if t, ok := taskRef(m.g("t")); ok {
			return intent("got-done", "completeTask", map[string]any{"task": t}), true
		}
	}
	return ParsedIntent{}, false
}

var bareDone = re(`^(?:(?:i|we)\s+)?(?:done|finished|completed|all done|did it|(?:i|we)(?:'ve| have)? done it|that's done|it's done|that is done|it is done|done and dusted|finished it|completed it|ticked off|sorted)$`)

// negated: a statement that something is not (yet) done.
var negated = re(`\b(?:not|isn't|isnt|aren't|arent|wasn't|wasnt|weren't|werent|haven't|havent|hasn't|hasnt|didn't|didnt|never|no longer)\s+(?:\w+\s+){0,2}(?:done|finished|complete|completed|sorted|handled|dealt)\b`)

// markBoth: "mark the invoice as done and also the running shoes, got
// them yesterday": two tasks done, the remark after the second aside.
var markBoth = re(`^(?:mark|tick\s+off|check\s+off|cross\s+off)\s+(?P<a>.+?)\s+(?:as\s+)?(?:done|complete|completed|finished)\s+(?:and|&)\s+(?:also\s+|too\s+)?(?P<b>[^,;]+?)(?:\s+too|\s+as\s+well)?(?:\s*[,;].*)?$`)

func ruleComplete(c clause) (ParsedIntent, bool) {
	if m, ok := find(markBoth, c.s); ok && !taskVerbs[firstWord(m.g("b"))] {
		a, okA := taskRef(m.g("a"))
		b, okB := taskRef(m.g("b"))
		if okA && okB && !isPronounOnly(a) && !isPronounOnly(b) {
			// one reference naming both: the ToolBox completes each part
			return intent("complete", "completeTask", map[string]any{"task": a + " and " + b}), true
		}
	}
	if c.question || !c.has("done", "finish", "complete", "wrap", "knock", "tick", "check", "cross", "care", "dealt", "handled",
		"nailed", "close", "sorted", "out of the way", "over with", "off the list", "strike", "through", "did it") {
		return ParsedIntent{}, false
	}
	if negated.MatchString(c.s) {
		return ParsedIntent{}, false // "the report isnt actually done" is not a completion
	}
	if bareDone.MatchString(c.s) {
		// the thing the conversation is about; the turn engine knows it.
		return intent("bare-done", "completeTask", map[string]any{"task": "it"}), true
	}

	for _, p := range completeRE {
		m, ok := findPair(p, c.s)
		if !ok {
			continue
		}
		raw := m.raw("t")
		if condDone.MatchString(raw) {
			// "check if the report is done", "call me when the laundry is
			// done": a condition, not news that something is done
			return ParsedIntent{}, false
		}
		if p.rule == "complete" {
			// "complete the tax return by April" is a new task.
			if dc := cutDates(raw); dc.due != "" {
				return captureBody("complete-by", c.s)
			}
		}
		dc := cutDates(raw)
		t, ok := taskRef(dc.rest)
		if !ok || p.rule == "verbless-done" && (isPronounOnly(t) || modalBe.MatchString(t) || askIf.MatchString(t) || strings.HasSuffix(asciiLower(t), " to") || thatsTail.MatchString(t) || changeVerbs[asciiLower(firstWord(t))]) {
			// "the report needs to be done" says what is still to do
			continue
		}
		return intent(p.rule, "completeTask", map[string]any{"task": t}), true
	}
	return ParsedIntent{}, false
}

func isPronounOnly(s string) bool {
	switch strings.ToLower(s) {
	case "i", "we", "you", "all", "i'm", "we're", "i am", "everything", "nothing":
		return true
	}
	return false
}

// reopenTail: "…, can you reopen it" after a statement that says what.
var reopenTail = re(`[,;.]?\s*(?:so\s+|and\s+)?(?:can you\s+|could you\s+|please\s+)?(?:reopen|re-open|unmark|uncheck|untick)\s+(?:it|that|this)(?:\s+please)?\??$`)

func ruleReopen(c clause) (ParsedIntent, bool) {
	if !c.has("open", "un", "n't", "not", "undone", "incomplete", "isnt", "didnt", "havent", "wasnt", "arent", "never") {
		return ParsedIntent{}, false
	}
	asked := false
	if m := reopenTail.FindStringIndex(c.s); m != nil && m[0] > 0 {
		// "the quarterly report isnt actually done, can you reopen it"
		c, asked = newClause(strings.TrimSpace(c.s[:m[0]]), false), true
	} else if c.question {
		return ParsedIntent{}, false
	}
	for i, p := range reopenRE {
		if i == len(reopenRE)-1 && !asked && !c.has("yet", "after all", "reopen", "re-open", "actually", "still", "unmark", "uncheck", "untick") {
			continue // "i didn't sleep well" is not about a task marked done
		}
		if m, ok := findPair(p, c.s); ok {
			if t, ok := taskRef(m.g("t")); ok {
				if w := firstWord(t); len(strings.Fields(t)) > 1 {
					if b, isPast := pastVerb(w); isPast && taskVerbs[b] {
						t = b + t[len(w):] // "i haven't got the ballast": get the ballast
					}
				}
				return intent("reopen", "reopenTask", map[string]any{"task": t}), true
			}
		}
	}
	return ParsedIntent{}, false
}

var (
	// nowTail: "… now", "… for now", "… after all" after a statement.
	nowTail        = `(?:\s+(?:now|for now|after all|actually|then))?`
	prioStatements = []struct {
		re   *regexpPair
		prio string
	}{
		{&regexpPair{re(`^(?P<t>.+?)\s+(?:matters most|is what matters most|comes first|goes first|is (?:the |my |our )?(?:top|highest|first|number one|#1|main|biggest) priority|is (?:the |my )?most important(?: thing)?|(?:is|are|'s) (?:now |actually )?(?:really |super |very |extremely )?urgent|(?:is|are) critical|is an emergency|can't wait|cannot wait|is (?:now )?p1|needs to happen first|has to happen first)` + nowTail + `$`), ""}, "urgent"},
		{&regexpPair{re(`^(?P<t>.+?)\s+(?:is|are|'s)\s+(?:now\s+|actually\s+)?(?:really |very |quite |pretty )?(?:important|a priority|high priority|a high priority|pressing|p2)` + nowTail + `$`), ""}, "high"},
		{&regexpPair{re(`^(?P<t>.+?)\s+(?:is|are|'s)\s+(?:now\s+|actually\s+)?(?:not (?:important|urgent|a priority|that important|pressing|so urgent|that urgent|very urgent|so important|very important|so pressing|that pressing|very pressing)|low priority|a low priority|unimportant|less important|p4)` + nowTail + `$`), ""}, "low"},
		{&regexpPair{re(`^(?P<t>.+?)\s+(?:is|are|'s)\s+(?:now\s+|actually\s+)?(?:normal|medium|a normal|a medium)\s+priority` + nowTail + `$`), ""}, "normal"},
		{&regexpPair{re(`^(?P<t>.+?)\s+(?:doesn't|does not|don't|do not) (?:really )?matter(?: much| that much)?$`), ""}, "low"},
		// "actually no priority on the rota": the priority taken off
		{&regexpPair{re(`^(?:(?:actually|ok|okay|oh|so|and)[\s,]+)*(?:no|zero)\s+priority\s+(?:on|for)\s+(?P<t>.+?)(?:\s+(?:please|now|any\s*more|anymore|then))?$`), ""}, "none"},
		// "make the tax return not high priority anymore", "X is no longer a priority".
		{&regexpPair{re(`^(?:make|mark|set)\s+(?P<t>.+?)\s+(?:not|no longer)\s+(?:an?\s+)?(?:high\s+|top\s+|urgent\s+)?(?:priority|urgent|important|a priority)(?:\s+(?:any ?more|now|after all))?$`), ""}, "none"},
		{&regexpPair{re(`^(?P<t>.+?)\s+(?:is|are|'s)\s+no longer\s+(?:an?\s+)?(?:high\s+|top\s+)?(?:priority|urgent|important)$`), ""}, "none"},
		{&regexpPair{re(`^(?:prioriti[sz]e|escalate|expedite)\s+(?P<t>.+)$`), ""}, "high"},
		{&regexpPair{re(`^(?:deprioriti[sz]e|downgrade|de-prioriti[sz]e)\s+(?P<t>.+)$`), ""}, "low"},
	}
	prioSet = []*regexpPair{
		// "remove the priority from X" clears it; it never deletes X.
		{re(`^(?:remove|clear|drop|take off|take away|delete|reset|unset|strip)\s+(?:the\s+|its\s+|any\s+)?(?:(?:low|high|top|urgent|normal|medium)\s+)?(?P<p>priority|priority flag|urgency|flag)\s+(?:from|on|of|off)\s+(?P<t>.+)$`), "none"},
		// "take the low priority off the marek task"
		{re(`^(?:take|get)\s+(?:the\s+|its\s+|that\s+)?(?:(?:low|high|top|urgent|normal|medium)\s+)?(?P<p>priority|priority flag|urgency|flag)\s+(?:off(?:\s+of)?|away\s+from)\s+(?P<t>.+)$`), "none"},
		// "take urgent off the bank task", "remove high from X"
		{re(`^(?:take|get|remove|drop)\s+(?:the\s+)?(?P<p>urgent|high|low|top|p[1-4])\s+(?:off(?:\s+of)?|from|away\s+from)\s+(?P<t>.+)$`), "none"},
		{re(`^(?:set|change|raise|lower|bump|put|update)\s+(?:the\s+)?priority\s+(?:of|on|for)\s+(?P<t>.+?)\s+(?:to|at|as)\s+(?P<p>.+)$`), ""},
		{re(`^bump\s+(?P<t>.+?)\s+up(?:\s+to\s+(?P<p>.+?))?$`), ""},
		// "change the report's priority to high", "set its priority to low".
		{re(`^(?:set|change|raise|lower|bump|put|update|make|switch)\s+(?P<t>.+?)(?:'s|s'|’s)\s+priority\s+(?:to|at|as)\s+(?P<p>.+)$`), ""},
		// "change the passport one to low priority", "switch X to p2".
		{re(`^(?:change|switch|move|drop|set|put|bump|downgrade|upgrade|raise|lower|bump\s+up|push\s+up|knock\s+down)\s+(?P<t>.+?)\s+(?:to|at|down to|up to)\s+(?P<p>(?:top|highest|urgent|high|medium|normal|low|lowest|no)\s+priority|p[1-4]|priority\s+[1-4])$`), ""},
		// "water plants can be low priority", "X should be p2".
		{re(`^(?P<t>.+?)\s+(?:can|could|should|must|will|may|might)\s+(?:just\s+|now\s+)?be\s+(?:an?\s+)?(?P<p>(?:top|highest|urgent|high|medium|normal|low|lowest|no)\s+priority|p[1-4]|priority\s+[1-4])$`), ""},
		{re(`^(?:make|mark|set|flag|put|give|label|raise|lower|bump|change|drop|increase|decrease)\s+(?P<t>.+?)\s+(?:as\s+|to\s+|at\s+)?(?:an?\s+)?(?P<p>top|highest|urgent|critical|high|important|medium|normal|low|lowest|no|none|p[1-4]|top priority|high priority|low priority|normal priority|medium priority|no priority|priority [1-4]|most important)(?:\s+priority)?$`), ""},
	}
)

// priorityWord maps how people name a priority to the tool's levels.
func priorityWord(w string) string {
	w = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.ToLower(w)), "priority")))
	w = strings.TrimSpace(strings.TrimPrefix(w, "a "))
	switch w {
	case "top", "highest", "urgent", "critical", "p1", "1", "priority 1", "max", "most important", "the top", "first", "number one":
		return "urgent"
	case "high", "important", "p2", "2", "priority 2", "higher", "":
		return "high"
	case "medium", "normal", "p3", "3", "priority 3", "regular", "default":
		return "normal"
	case "low", "lowest", "p4", "4", "priority 4", "lower", "unimportant":
		return "low"
	case "no", "none", "nothing", "zero":
		return "none"
	}
	return ""
}

func rulePriority(c clause) (ParsedIntent, bool) {
	if c.question || !c.has("priorit", "urgent", "important", "matter", "critical", "first", "emergency", "wait", "p1", "p2", "p4",
		"p3", "bump", "escalat", "expedit", "downgrade", "top", "high", "low", "normal", "medium", "none", "no ", "pressing") {
		return ParsedIntent{}, false
	}
	for _, ps := range prioStatements {
		if m, ok := findPair(ps.re, c.s); ok {
			if t, ok := taskRef(m.g("t")); ok && !isPronounOnly(t) {
				return intent("priority", "setPriority", map[string]any{"task": t, "priority": ps.prio}), true
			}
		}
	}
	for _, p := range prioSet {
		m, ok := findPair(p, c.s)
		if !ok {
			continue
		}
		prio, rule := priorityWord(m.g("p")), "priority"
		if p.rule == "none" {
			prio, rule = "none", "priority-off" // said outright: "take the priority off X"
		}
		t, ok := taskRef(m.g("t"))
		if prio == "" || !ok || projectToken.MatchString(t) || datedAside(t) {
			continue // "put X in #Home p1" files a new task
		}
		return intent(rule, "setPriority", map[string]any{"task": t, "priority": prio}), true
	}
	return ParsedIntent{}, false
}

// datedAside reports a reference with a date said after a comma ("the
// staff shifts for next week, sunday evening"): a new thing and when it is
// due, never the name of one that exists.
func datedAside(t string) bool {
	i := strings.LastIndexByte(t, ',')
	if i < 0 {
		return false
	}
	_, dated := datePhrase(strings.TrimSpace(t[i+1:]))
	return dated
}

// projectToken: a quick-add #project token in a reference.
var projectToken = re(`(?:^|\s)#[\p{L}\p{N}]`)

// oldRuleTail: the repetition being replaced, said after the new one
// ("… every two weeks rather than every week", "… fortnightly, not weekly").
var oldRuleTail = lazy(`(?i),?\s+(?:rather\s+than|instead\s+of|not)\s+(?:every|each|weekly|daily|monthly|yearly|fortnightly|once\s+a)\b.*$`)

// insteadTail: "… weekly instead", "… every friday from now on".
var insteadTail = lazy(`(?i)\s+(?:instead|now|from now on|going forward|after all|please)$`)

// modalBe: a reference ending in "should be", "needs to be": what is
// still to do, never a report that it is done.
var modalBe = re(`\b(?:should|must|will|would|could|can|needs?\s+to|has\s+to|have\s+to|got\s+to|is\s+going\s+to|to)\s+be$`)

var recurRE = []*regexpPair{
	// "change my visits to Arthur so that they are every Thursday instead
	// of Wednesday"
	{re(`^(?:change|switch|move|make)\s+(?P<t>.+?)\s+so\s+(?:that\s+)?(?:they|it)\s+(?:are|is|happens?|repeats?|happen)\s+(?P<r>(?:every|each)\s+[a-z]+(?:\s+and\s+[a-z]+)?|on\s+the\s+\S+\s+of\s+(?:every|each|the)\s+month)(?:\s+instead(?:\s+of\s+[a-z]+)?)?$`), ""},
	{re(`^(?:stop|cancel|end|turn off)\s+(?:the\s+|my\s+)?(?P<t>.+?)\s+(?:reminders?|repeats?|recurrence)$`), "none"},
	{re(`^(?:stop repeating|don't repeat|do not repeat|no longer repeat|end the recurrence (?:of|on)|remove the recurrence (?:of|on|from)|stop the recurrence (?:of|on))\s+(?P<t>.+)$`), "none"},
	{re(`^(?P<t>.+?)\s+(?:should(?:n't| not)|doesn't need to|does not need to|no longer needs to|shouldn't|won't|will not)\s+(?:repeat|recur)(?:\s+(?:anymore|any more))?$`), "none"},
	{re(`^(?:make|set)\s+(?P<t>.+?)\s+(?:a\s+)?(?:one-?off|one time|non-repeating)$`), "none"},
	{re(`^(?:make|set|have|let)\s+(?P<t>.+?)\s+(?:to\s+)?(?:repeat|recur|happen|come back|come up)s?\s+(?P<r>.+)$`), ""},
	{re(`^(?P<t>.+?)\s+(?:should|must|will|needs to|has to|is going to|can)\s+(?:repeat|recur)\s+(?P<r>.+)$`), ""},
	// "… should happen every friday"; "… should be done by friday" is a
	// deadline (ruleReschedule)
	{re(`^(?P<t>.+?)\s+(?:should|must|will|needs to|has to|is going to|can)\s+(?:happen|be done|come up)\s+(?P<r>(?:every|each|on)\s+.+|daily|weekly|monthly|yearly|annually|fortnightly|biweekly|hourly|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days\b.*)$`), ""},
	{re(`^(?:make|set)\s+(?P<t>.+?)\s+(?:to\s+)?(?:be\s+)?(?P<r>daily|weekly|monthly|yearly|annual|annually|fortnightly|biweekly|hourly|every (?:day|week|month|year))$`), ""},
	// "make the collection task every two weeks", "set my gym every other
	// day": a named task's new interval
	{re(`^(?:make|set|change|switch|put)\s+(?P<t>(?:the|my|that|this)\s+.+?)\s+(?:to\s+)?(?:be\s+|repeat\s+|happen\s+)?(?P<r>(?:every|each)\s+(?:other|second|third|fourth|\d+|two|three|four|five|six)\s+(?:days?|weeks?|months?|years?)|(?:once|twice)\s+a\s+(?:week|month|year)|every\s+fortnight)$`), ""},
	{re(`^repeat\s+(?P<t>.+?)\s+(?P<r>(?:every|each)\s+.+|daily|weekly|monthly|yearly|annually)$`), ""},
	{re(`^(?P<t>.+?)\s+(?:repeats|recurs)\s+(?P<r>.+)$`), ""},
	// "change the trash one to wednesdays instead", "switch the gym to
	// every tuesday": a repeating task's days, said as plural weekdays or
	// "every <weekday>" (a single date is a move, not this)
	// "swimming has changed to fridays now, same time", "swimming is on
	// fridays now": the same, said of the task
	{re(`^(?P<t>[^,]+?)\s+(?:has|have|'s|is|are)\s+(?:changed|moved|switched|gone)\s+to\s+(?P<r>(?:mon|tues|wednes|thurs|fri|satur|sun)days(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)(?:\s+(?:now|instead|from\s+now\s+on))?(?:,?\s+(?:at\s+the\s+)?same\s+time)?$`), ""},
	{re(`^(?P<t>[^,]+?)(?:\s+(?:is|are)|'s|'re)\s+(?:on\s+)?(?P<r>(?:mon|tues|wednes|thurs|fri|satur|sun)days(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)\s+(?:now|instead|from\s+now\s+on)(?:,?\s+(?:at\s+the\s+)?same\s+time)?$`), ""},
	{re(`^(?:change|switch|move)\s+(?P<t>(?:(?:the|my|that|this)\s+)?[^,]+?)\s+(?:to\s+)?(?P<r>(?:every|each)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)day)*|(?:mon|tues|wednes|thurs|fri|satur|sun)days(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)(?:\s+instead)?$`), ""},
}

// pluralDays: weekdays said in the plural, meaning each of them.
var pluralDays = re(`^(?:mon|tues|wednes|thurs|fri|satur|sun)days(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)days)*$`)

func ruleRecurrence(c clause) (ParsedIntent, bool) {
	if c.question || !c.has("repeat", "recur", "every", "each", "daily", "weekly", "monthly", "yearly", "annual", "fortnight",
		"hourly", "one", "happen", "come", "ly", "reminder", "reminders", "recurrence", "days") {
		return ParsedIntent{}, false
	}
	if m := oldRuleTail.FindStringIndex(c.s); m != nil && m[0] > 0 {
		c.s = c.s[:m[0]] // "… every two weeks rather than every week"
	}
	for _, p := range recurRE {
		m, ok := findPair(p, c.s)
		if !ok {
			continue
		}
		t, ok := taskRef(m.g("t"))
		if !ok {
			continue
		}
		r := "none"
		if p.rule != "none" {
			r = trimValue(insteadTail.ReplaceAllString(m.g("r"), ""))
			if pluralDays.MatchString(r) {
				// "wednesdays", "tuesdays and thursdays": every one of them
				r = "every " + strings.ReplaceAll(asciiLower(r), "days", "day")
			}
			if _, isDate := datePhrase(r); !isDate && !strings.Contains(strings.ToLower(r), "every") && !strings.HasSuffix(strings.ToLower(r), "ly") {
				continue
			}
		}
		return intent("recurrence", "setRecurrence", map[string]any{"task": t, "repeats": r}), true
	}
	return ParsedIntent{}, false
}

var (
	moveRE    = re(`^(?:move|reschedule|change|bring|set|switch|shift)\s+(?P<rest>.+)$`)
	dueDateOf = re(`^(?:the\s+|a\s+)?(?:due\s+date|date|deadline|due)\s+(?:of|for|on)\s+`)
	// "the report is due friday", "give the report a deadline of friday".
	// notThatDate: the old date said after the new one ("monday not
	// friday", "monday instead of friday", "monday rather than friday").
	notThatDate = lazy(`(?i),?\s+(?:not|instead\s+of|rather\s+than)\s+(?:on\s+)?\S+(?:\s+\S+)?$`)
	dueBareRE   = re(`^(?P<t>.+?)\s+(?:is|'s|are|'re|should be|will be)\s+(?:now\s+|actually\s+)?due\s+(?P<d>.+)$`)
	// "the invoice should be 2pm not 10", "the vet is now thursday".
	dueShouldRE = re(`^(?P<t>.+?)\s+(?:should be|needs to be|need to be|has to be|have to be|must be|will be|is now|'s now|is actually|are now|should happen|needs? doing|needs? sorting(?:\s+out)?|needs? finishing|needs? (?P<ger>[a-z]{3,}ing)(?:\s+(?:out|off|up|in))?|needs? (?:to be )?[a-z]{3,}ed(?:\s+(?:out|off|up|in))?|needs? to happen|has to happen|needs? to get done|has to get done)\s+(?:(?:done|finished|ready|completed|sent|submitted|paid|booked|back|in)\s+)?(?:at\s+|on\s+|by\s+)?(?P<d>.+)$`)
	// "cerys nativity is half 6 not 6": a time said over the old one.
	dueIsNotRE  = re(`^(?P<t>.+?)(?:\s+(?:is|are)|'s|'re)\s+(?:actually\s+|now\s+)?(?:at\s+|on\s+)?(?P<d>.+?\s+(?:not|instead\s+of|rather\s+than)\s+.+)$`)
	giveDueRE   = re(`^(?:give|set)\s+(?P<t>.+?)\s+a\s+(?:due\s+date|deadline|date)\s*(?:of|on|for|:)?\s+(?P<d>.+)$`)
	shiftRE     = re(`^(?:move|bring)\s+(?P<t>.+?)\s+(?P<dir>back|forward|out|ahead|up|later|earlier)?\s*(?:by\s+)?(?P<n>(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|couple of|\d+)\s+(?:more\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?))(?:\s+(?P<dir2>later|earlier|back|forward))?$`)
	dueStateRE  = re(`^(?P<t>.+?)(?:\s+(?:is|are|should be|will be|has been|got)|'s|'re|\s+(?:go|goes)\s+out|\s+(?:get|gets|are|is)\s+(?:collected|emptied)|\s+(?:happen|happens|take place|takes place))\s+(?:now\s+|actually\s+)?(?:(?:due|happening|scheduled|moved|pushed|rescheduled)\s+)?(?P<d>(?:on|to|for|by|till|until)\s+.+)$`)
	waitUntilRE = []*regexpPair{
		{re(`^(?:could|can|should|may|might)\s+(?P<t>.+?)\s+(?:wait|be moved|be pushed|be postponed|move|slip|be delayed|be put off|be done|happen)\s+(?P<d>(?:until|till|to|for|'til|til|on|by)\s+.+)$`), ""},
		{re(`^(?P<t>.+?)\s+(?:can|could|will|should|may|might)\s+(?:wait|slip|be moved|move|be done|happen)\s+(?P<d>(?:until|till|to|'til|til|on)\s+.+)$`), ""},
		{re(`^(?:let|have)\s+(?P<t>.+?)\s+(?:wait|slip)\s+(?P<d>(?:until|till|to|'til)\s+.+)$`), ""},
		{re(`^(?:do|handle|tackle)\s+(?P<t>.+?)\s+(?P<d>.+?)\s+instead$`), ""},
	}
)

// bareHour: an hour said as a bare number ("12", "7.30"), read as a time
// only when the old one is said bare after "not" too (bareHourAfterNot).
var (
	bareHour         = lazy(`^\s*(?:[1-9]|1[0-9]|2[0-3])(?:[:.][0-5][0-9])?\s*$`)
	bareHourAfterNot = lazy(`(?i)^,?\s*(?:not|instead\s+of|rather\s+than)\s+(?:at\s+)?(?:[1-9]|1[0-9]|2[0-3])(?:[:.][0-5][0-9])?\s*[.!]*$`)
)

// needsDoing: a need said of a thing ("needs doing", "needs printing", "has
// to be done by"), which is a to-do of its own when no task is that thing.
var needsDoing = lazy(`(?i)\s(?:(?:needs?|has\s+to|have\s+to)\s+(?:doing|sorting|finishing|[a-z]{3,}ing\b|to\s+be\s+(?:done|finished|sorted|ready|sent|paid|booked|handed\s+in|submitted)|(?:to\s+)?get\s+done)|(?:must|should)\s+be\s+(?:done|finished|sorted|ready|sent|paid|booked|handed\s+in|submitted|filed))`)

// fromOldDate: the old date said before the new one ("from Monday to
// Tuesday"): group 1 the old, group 2 from the new's preposition on.
var fromOldDate = lazy(`(?i)\s+from\s+(\S+(?:\s+\S+){0,3}?)\s+((?:to|till|until)\s+)`)

// noDateNeeded: "the bib thing doesn't need a date (any more), clear it".
var noDateNeeded = re(`^(?P<t>.+?)\s+(?:doesn't|doesnt|does\s+not|don't|dont|do\s+not|no\s+longer)\s+(?:needs?|have|has)\s+(?:a\s+|any\s+)?(?:date|due\s+date|deadline)(?:\s+(?:any\s*more|after\s+all|now))?(?:\s*[,;.]\s*(?:so\s+)?(?:just\s+)?(?:clear|remove|drop|delete|take\s+off|get\s+rid\s+of)\s+(?:it|that|the\s+date|the\s+deadline))?$`)

// intoPlace: "into" before the last words: a place ("move the costume
// into christmas" files it under the Christmas project), never a day.
var intoPlace = re(`\s+into\s+(?:the\s+|my\s+)?[^\s]+(?:\s+\S+){0,3}$`)

func ruleReschedule(c clause) (ParsedIntent, bool) {
	if m, ok := find(noDateNeeded, c.s); ok {
		if t, ok := taskRef(m.g("t")); ok {
			return intent("no-date", "rescheduleTask", map[string]any{"task": t, "to": "none"}), true
		}
	}
	if c.question && !strings.HasPrefix(strings.ToLower(c.s), "could") && !strings.HasPrefix(strings.ToLower(c.s), "can") {
		return ParsedIntent{}, false
	}
	if m, ok := find(shiftRE, c.s); ok {
		n := m.g("n")
		dir := strings.ToLower(m.g("dir") + m.g("dir2"))
		if dir == "forward" || dir == "earlier" || dir == "up" {
			n = "-" + n
		}
		if t, ok := taskRef(m.g("t")); ok {
			return intent("shift", "rescheduleTask", map[string]any{"task": t, "by": n}), true
		}
	}
	if m, ok := find(moveRE, c.s); ok {
		rest := m.raw("rest")
		if l := dueDateOf.FindStringIndex(rest); l != nil {
			rest = rest[l[1]:]
		}
		if n := notThatDate.FindStringIndex(rest); n != nil && n[0] > 0 {
			rest = rest[:n[0]] // "change the pickup to 8am not 7": the old time said last
		}
		from := ""
		if f := fromOldDate.FindStringSubmatchIndex(rest); f != nil {
			if _, isDate := datePhrase(rest[f[2]:f[3]]); isDate {
				from = rest[f[2]:f[3]]
				rest = rest[:f[0]] + " " + rest[f[4]:] // "from Monday to Tuesday at 8am": the old day said too
			}
		}
		if t, to, ok := splitTarget(rest); ok && !bringErrand(c.s, rest) && !intoPlace.MatchString(rest) {
			args := map[string]any{"task": t, "to": to}
			if _, bare := dates.BareWeekday(from); bare {
				args["from"] = from // a repeating task's weekday may be what moves
			}
			return intent("move", "rescheduleTask", args), true
		}
	}
	for _, r := range []*lazyRE{dueBareRE, giveDueRE, dueShouldRE, dueIsNotRE} {
		if m, ok := find(r, c.s); ok {
			d := m.g("d")
			if n := notThatDate.FindStringIndex(d); n != nil && n[0] > 0 {
				old := strings.TrimSpace(d[n[0]:])
				d = d[:n[0]] // "due monday not friday": the date said last is the old one
				if bareHour.MatchString(d) && bareHourAfterNot.MatchString(old) {
					d = "at " + d // "the bike pickup is 12 not 11": hours, said bare
				}
			}
			if to, isDate := datePhrase(d); isDate {
				t := m.g("t")
				if g := m.g("ger"); g != "" && g != "doing" && !strings.Contains(t, ",") {
					if v := gerundBase(g); v != "" {
						t = v + " " + trimValue(t) // "the setlist needs printing": print the setlist
					}
				}
				if i := strings.LastIndex(t, ", "); i > 0 {
					t = t[i+2:] // "the office called, my appointment is now at 4"
				}
				if l := dueDateOf.FindStringIndex(t); l != nil {
					t = t[l[1]:] // "the due date for the slides is now tuesday"
				}
				if t, ok := taskRef(t); ok {
					t, to = weekOfRef(t, to)
					rule := "due-state"
					if r == dueShouldRE && needBeIn.MatchString(c.s) {
						rule = "due-need" // "the forms need to be in by thursday": said outright
					}
					args := map[string]any{"task": t, "to": to}
					if r == dueShouldRE && needsDoing.MatchString(c.s) {
						args["orCreate"] = true // "emma's costume needs doing by thursday": a new to-do when no task is it
					}
					return intent(rule, "rescheduleTask", args), true
				}
			}
		}
	}
	if !c.has(" on ", " to ", " for ", " by ", "till", "until", "'til", " til ", "wait", "slip", "instead") {
		return ParsedIntent{}, false
	}
	if m, ok := find(dueStateRE, c.s); ok {
		d := m.g("d")
		if n := notThatDate.FindStringIndex(d); n != nil && n[0] > 0 {
			d = d[:n[0]] // "on wednesday this week not thursday"
		}
		if to, isDate := datePhrase(d); isDate {
			if t, ok := taskRef(m.g("t")); ok {
				t, to = weekOfRef(t, to)
				return intent("due-state", "rescheduleTask", map[string]any{"task": t, "to": to}), true
			}
		}
	}
	for _, p := range waitUntilRE {
		if m, ok := findPair(p, c.s); ok {
			if to, isDate := datePhrase(m.g("d")); isDate {
				if t, ok := taskRef(m.g("t")); ok {
					return intent("wait-until", "rescheduleTask", map[string]any{"task": t, "to": to}), true
				}
			}
		}
	}
	return ParsedIntent{}, false
}

// targetPrep are the words between a task and its new date.
var targetPrep = []string{" back to", " forward to", " to", " till", " until", " for", " on", " into", " by", " over to", " out to", " til", " 'til"}

// bringErrand: "bring orange slices to the match saturday 10am" is an
// errand to capture, not a move. "bring" moves a task only with its
// target said after "to" or "forward" ("bring the review forward to
// friday", "bring the call to monday"); a date said bare or after "on"
// ("bring snacks for the team on sunday") is when the errand is due.
func bringErrand(s, rest string) bool {
	if !strings.HasPrefix(asciiLower(strings.TrimSpace(s)), "bring ") {
		return false
	}
	dc := cutDates(rest)
	if dc.due == "" {
		return false
	}
	i := strings.LastIndex(rest, dc.due)
	if i <= 0 {
		return false
	}
	head := asciiLower(strings.TrimRight(rest[:i], " ,:"))
	for _, p := range []string{" to", " forward", " back", " up", " till", " until"} {
		if strings.HasSuffix(head, p) {
			return false
		}
	}
	return true
}

// splitTarget reads "the dentist to next Tuesday": the task, then a date
// phrase that ends the text.
// cutTargetWord is head without the word that opens a move's target
// ("it to", "the balloons due"); cut is false when head ends in none.
func cutTargetWord(head string) (string, bool) {
	l := asciiLower(head)
	for _, w := range []string{" to", " due", " for", " on", " till", " until"} {
		if strings.HasSuffix(l, w) {
			return head[:len(head)-len(w)], true
		}
	}
	return head, false
}

func splitTarget(rest string) (task, to string, ok bool) {
	if head, phrase, _, ok := tools.RelativeDueTail(rest); ok {
		// "it to the day before the CU swap": a day counted from another
		// item, which the tools resolve
		if h, cut := cutTargetWord(head); cut {
			t, ok := taskRef(h)
			return t, trimValue(phrase), ok
		}
	}
	dc := cutDates(rest)
	if dc.due == "" {
		l := asciiLower(rest) // same byte offsets as rest
		// "to the 15th": a date the parser leaves alone inside a sentence
		// ("talk to the 3rd floor") is read on its own after "to".
		if i := strings.LastIndex(l, " to "); i > 0 {
			if to, isDate := datePhrase(trimValue(rest[i+4:])); isDate {
				t, ok := taskRef(rest[:i])
				return t, to, ok
			}
		}
		// "till the weekend": a vague phrase after till/until is still the
		// target; the ToolBox says so if it cannot read it.
		for _, p := range []string{" until ", " till ", " 'til ", " til "} {
			if i := strings.LastIndex(l, p); i > 0 {
				t, ok := taskRef(rest[:i])
				to := trimValue(rest[i+len(p):])
				return t, to, ok && to != ""
			}
		}
		return "", "", false
	}
	i := strings.LastIndex(rest, dc.due)
	if i <= 0 || strings.TrimSpace(rest[i+len(dc.due):]) != "" {
		// "my saturday shift at the bar to 7pm": the day read first
		// names the task; the target is what follows the last "to"
		if j := strings.LastIndex(asciiLower(rest), " to "); j > 0 && j > i {
			if to, isDate := datePhrase(trimValue(rest[j+4:])); isDate {
				t, ok := taskRef(rest[:j])
				return t, to, ok
			}
		}
		return "", "", false
	}
	if j := strings.LastIndex(asciiLower(rest[:i]), " to "); j > 0 && strings.TrimSpace(rest[j+4:i]) != "" && len(strings.Fields(rest[j+4:i])) <= 3 {
		// "to the 16th at 9am": the day the parser leaves alone inside a
		// sentence, and the time it read, are one target
		if to, isDate := datePhrase(trimValue(rest[j+4:])); isDate {
			if t, ok := taskRef(rest[:j]); ok {
				return t, to, true
			}
		}
	}
	head := strings.TrimRight(rest[:i], " ,:")
	lh := asciiLower(head)
	for _, p := range targetPrep {
		if strings.HasSuffix(lh, p) {
			head = head[:len(head)-len(p)]
			break
		}
	}
	t, ok := taskRef(head)
	if !ok {
		return "", "", false
	}
	return t, dc.due, true
}

var (
	snoozeRE  = re(`^(?:snooze|hide|mute|silence)\s+(?P<rest>.+)$`)
	snoozeBy  = re(`^(?P<t>.+?)\s+(?P<p>(?:by|for)\s+)?(?P<u>(?:an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty-five|half an?|a couple of|a few|\d+(?:\.\d+)?)\s*(?:more\s+)?(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?)(?:\s+(?:and\s+)?a\s+half)?)$`)
	snoozeFor = re(`^(?P<t>.+?)\s+(?P<u>(?:for|until|till|til)\s+.+)$`)
)

// snoozeLeftover: a word that, ending the reference, shows the amount
// after it was said with it ("remind me in an hour", "for like an hour"):
// then the amount is no "snooze X 2 days".
var snoozeLeftover = set(`in for by like about around within after snooze snooz`)

// lastWord is s's last field ("" for none).
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func ruleSnooze(c clause) (ParsedIntent, bool) {
	m, ok := find(snoozeRE, c.s)
	if !ok || c.question {
		return ParsedIntent{}, false
	}
	rest := m.raw("rest")
	args := map[string]any{}
	if mm, ok := find(snoozeBy, rest); ok && (mm.g("p") != "" || !snoozeLeftover[strings.ToLower(lastWord(mm.g("t")))]) {
		// "snooze the laundry by an hour": put off by that long, from
		// when it is due.
		args["by"] = mm.g("u")
		rest = mm.raw("t")
	} else if mm, ok := find(snoozeFor, rest); ok {
		args["until"] = mm.g("u")
		if d, isDate := datePhrase(mm.g("u")); isDate {
			args["until"] = d
		}
		rest = mm.raw("t")
	} else if dc := cutDates(rest); dc.due != "" {
		args["until"] = dc.due
		rest = dc.rest
	} else if l := laterTail.FindStringIndex(rest); l != nil {
		args["until"] = "later"
		rest = rest[:l[0]]
	}
	t, ok := taskRef(rest)
	if !ok {
		return ParsedIntent{}, false
	}
	args["task"] = t
	return intent("snooze", "snoozeTask", args), true
}

var depRE = []struct {
	re      *regexpPair
	swapped bool
}{
	{&regexpPair{re(`^(?P<a>.+?)\s+(?:is|are|'s)\s+(?:blocked|held up|waiting)\s+(?:by|on|for)\s+(?P<b>.+)$`), ""}, false},
	{&regexpPair{re(`^(?P<a>.+?)\s+(?:depends|depend|relies|rely|waits|wait|hinges)\s+(?:on|for|upon)\s+(?P<b>.+)$`), ""}, false},
	{&regexpPair{re(`^(?P<a>.+?)\s+(?:has to|must|needs to|should)\s+wait\s+(?:for|on)\s+(?P<b>.+)$`), ""}, false},
	{&regexpPair{re(`^(?:make|mark|set)\s+(?P<a>.+?)\s+(?:as\s+)?(?:blocked by|dependent on|depending on|waiting on|waiting for)\s+(?P<b>.+)$`), ""}, false},
	{&regexpPair{re(`^(?:i\s+|we\s+)?(?:can't|cannot|can not)\s+(?:do|start|finish|begin)\s+(?P<a>.+?)\s+(?:until|before|till|without)\s+(?P<b>.+?)(?:\s+is\s+done|\s+is\s+finished)?$`), ""}, false},
	{&regexpPair{re(`^(?P<b>.+?)\s+(?:blocks|is blocking|holds up|is holding up|has to (?:happen|come) before|must (?:happen|come) before|comes before)\s+(?P<a>.+)$`), ""}, true},
}

func ruleDependency(c clause) (ParsedIntent, bool) {
	if c.question || !c.has("block", "depend", "wait", "rel", "hinge", "hold", "before", "can't", "cannot", "can not") {
		return ParsedIntent{}, false
	}
	for _, d := range depRE {
		m, ok := findPair(d.re, c.s)
		if !ok {
			continue
		}
		if w := asciiLower(firstWord(m.g("b"))); d.swapped && (commandVerbs[w] || w == "put" || w == "add" || w == "please") {
			continue // "delete concrete blocks delivery": "blocks" is a noun there
		}
		a, okA := taskRef(m.g("a"))
		b, okB := taskRef(m.g("b"))
		if !okA || !okB {
			continue
		}
		if _, isDate := datePhrase(b); isDate {
			continue
		}
		return intent("dependency", "addDependency", map[string]any{"task": a, "blockedBy": b}), true
	}
	return ParsedIntent{}, false
}

var (
	linkRE = []*regexpPair{
		{re(`^link\s+(?:up\s+)?(?P<a>.+?)\s+(?:to|with|and|up with)\s+(?P<b>.+)$`), ""},
		{re(`^(?P<a>.+?)\s+(?:relates to|is related to|belongs with|goes with|is linked to|should be linked to)\s+(?P<b>.+)$`), ""},
		{re(`^(?P<a>.+?)\s+is\s+part\s+of\s+(?P<b>.+)$`), "part-of"},
	}
	// quotedRename: "change 'reply to Sam' to 'reply to Sam and Ana'":
	// quotes mark both titles, so a "to" inside either is kept.
	quotedRename = re(`^(?:rename|change|retitle|edit)\s+(?:the\s+task\s+)?(?P<t>["'“‘].+?["'”’])\s+(?:to|as|into)\s+(?P<n>["'“‘].+["'”’])$`)
	// quotedOldRename: "change 'call mom' to call mom and dad": the old
	// title quoted, the new one running to the end.
	quotedOldRename = re(`^(?:rename|change|retitle|edit)\s+(?:the\s+task\s+)?(?P<t>["'“‘].+?["'”’])\s+(?:to|as|into)\s+(?P<n>[^"“'‘].*)$`)
	// namedRename: renames that say so in so many words ("change the name
	// of X to Y", "rename the task called X to Y", "X should be called Y").
	namedRename = []*lazyRE{
		re(`^(?:change|update|edit|fix)\s+(?:the\s+)?(?:title|name|wording)\s+of\s+(?:the\s+task\s+)?(?P<t>.+?)\s+to\s+(?P<n>.+)$`),
		re(`^rename\s+(?:the\s+)?(?:task|to-?do|item)\s+(?:called\s+|named\s+)?(?P<t>.+?)\s+(?:to|as|into)\s+(?P<n>.+)$`),
		re(`^(?:the\s+task\s+)?(?P<t>.+?)\s+should\s+(?:be\s+)?(?:called|named|renamed(?:\s+to)?|titled)\s+(?P<n>.+)$`),
	}
	renameRE = []*regexpPair{
		{re(`^rename\s+(?P<t>.+?)\s+(?:to|as|into)\s+(?P<n>.+)$`), "title"},
		// "make it 20k instead of 18k", "change it to 6 miles not 4": words
		// of the title swapped (a date or a priority is read before this)
		{re(`^(?:make|change|switch|set)\s+(?P<t>it|that|this|that one|this one)\s+(?:to\s+)?(?P<n>[^,\s]+(?:\s+[^,\s]+)?)\s+(?:instead\s+of|not|rather\s+than)\s+(?P<y>[^,\s]+(?:\s+[^,\s]+)?)$`), "swap"},
		// "in the cookies make it 4 dozen instead of 3": the task named
		{re(`^in\s+(?:the\s+|my\s+)?(?P<t>.+?)\s+(?:make|change|switch|set)\s+it\s+(?:to\s+)?(?P<n>[^,\s]+(?:\s+[^,\s]+)?)\s+(?:instead\s+of|not|rather\s+than)\s+(?P<y>[^,\s]+(?:\s+[^,\s]+)?)$`), "swap"},
		// "edit the gym reminder to say leg day"
		{re(`^(?:edit|change|update|fix|reword)\s+(?P<t>.+?)\s+(?:so\s+(?:that\s+)?it\s+says|to\s+(?:say|read))\s+(?P<n>.+)$`), "title"},
		// "change that to buy ink and paper" right after making it: a new
		// title for the item just named (a date, a priority or a
		// repetition said so is a change of those, read before this)
		{re(`^(?:change|switch|edit|update|retitle|correct|fix)\s+(?P<t>it|that|this|that one|this one|that task|this task|the last one)\s+(?:to|into)\s+(?:say\s+|read\s+)?(?P<n>.+)$`), "pronoun-title"},
		// "change the DJ task to "get a trad band", nora says no DJ": the
		// new title quoted, a remark after it
		{re(`^(?:change|rename|update|edit|make|switch)\s+(?P<t>.+?)\s+(?:to|into)\s+(?:say\s+|read\s+)?["“](?P<n>[^"”]+)["”](?:\s*[,;.!-]\s*.*)?$`), "quoted-title"},
		// "change order the cake to order a gluten free cake": a to-do's
		// title changed to another said whole
		{re(`^(?:change|edit|update|switch|amend)\s+(?P<t>.+?)\s+(?:to|into)\s+(?P<n>.+)$`), "verb-title"},
		{re(`^(?:change|update)\s+(?:the\s+)?(?:title|name|wording)\s+of\s+(?P<t>.+?)\s+to\s+(?P<n>.+)$`), "title"},
		// "change the Victoria sponge to a lemon drizzle cake; Harry prefers
		// it": the words of the title that name a thing swapped for others
		// (a date, a priority or a repetition said so is read before this;
		// the new thing said with its article: "change the oil to synthetic"
		// is no title)
		{re(`^(?:change|switch|swap)\s+(?P<t>(?:the|my)\s+[^,;]+?)\s+(?:to|into|for)\s+(?:an?|the|some)\s+(?P<n>[^,;.!?]+?)\s*(?:[,;.!?-]\s*.*)?$`), "noun-swap"},
		{re(`^(?:move|file|shift|transfer|put|stick|pop|add)\s+(?P<t>.+?)\s+(?:to|into|in|under)\s+(?:the\s+|my\s+|an?\s+)?(?:new\s+)?(?P<n>.+?\s+project|project\s+(?:called\s+|named\s+)?.+)$`), "project"},
		// "file the invoice under Admin": a bare name is a project only
		// after the verb file (the ToolBox files it there, creating it if
		// new); "put the milk in the fridge" is no filing.
		{re(`^file\s+(?P<t>.+?)\s+(?:into|in|under)\s+(?:the\s+|my\s+)?(?P<n>[^,]+)$`), "project"},
		{re(`^(?:take|remove)\s+(?P<t>.+?)\s+out\s+of\s+(?:the\s+|its\s+)?(?:project|.+\s+project)$`), "unfile"},
		// "move the chiropody one and the call to the surgery into Mother's
		// Affairs": "into" or "under" ends the items, whatever "to" they hold
		{re(`^(?:move|file|shift|transfer|put)\s+(?P<t>.+)\s+(?P<prep>into|under)\s+(?:the\s+|my\s+)?(?P<n>[\w'’&-]+(?:\s+[\w'’&-]+){0,3})$`), "fileUnder"},
		// "move A and B into Kitchen": a bare name files them under that
		// project only if it exists (the ToolBox checks; nothing changes
		// otherwise)
		{re(`^(?:move|file|shift|transfer|put|stick|pop)\s+(?P<t>.+?)\s+(?P<prep>into|in|under|to)\s+(?:the\s+|my\s+)?(?P<n>[\w'&-]+(?:\s+[\w'&-]+){0,3})$`), "fileUnder"},
		// "the mincemeat order should be under suppliers not xmas menu"
		{re(`^(?:(?:oh|ah|so|and|also|actually)[\s,]+)*(?P<t>.+?)\s+(?:should|needs\s+to|has\s+to|must)\s+(?:be|go)\s+(?P<prep>under|into)\s+(?:the\s+|my\s+)?(?P<n>[\w'&-]+(?:\s+[\w'&-]+){0,3}?)(?:\s+project)?(?:,?\s+not\s+(?:in\s+|under\s+)?.+)?$`), "fileUnder"},
		// "the measuring one should be in the kitchen reno project"
		{re(`^(?:(?:oh|ah|so|and|also|actually)[\s,]+)*(?P<t>.+?)\s+(?:(?:should|needs\s+to|has\s+to|must|can)\s+(?:be|go|live)|belongs|belong|goes|go|lives|live|fits|fit)\s+(?:in|under|into|with)\s+(?:the\s+|my\s+)?(?P<n>.+?\s+project|project\s+.+)$`), "project"},
	}
)

// namedAsTask: a reference that says it is a task ("the temp logs one",
// "the cake task").
// saysTasks: a reference that can only be tasks — "it", "them (both)",
// "both", "the X one", "the A one and the B one" — so a lowercase name
// after "in" or "to" is where they go ("put both in flat move").
func saysTasks(t string) bool {
	l := strings.ToLower(strings.TrimSpace(t))
	switch l {
	case "it", "them", "both", "them both", "both of them", "them all", "all of them", "those", "these", "those two", "these two", "the two", "the two of them":
		return true
	}
	return namedAsTask.MatchString(l) || strings.HasSuffix(l, " ones") || strings.HasSuffix(l, " tasks")
}

var namedAsTask = re(`^(?:the|my|that|this)\s+.+\s+(?:one|task|to-?do|job|reminder)$`)

func ruleLink(c clause) (ParsedIntent, bool) {
	if c.question || !c.has("link", "relate", "belongs", "goes with", "part of") {
		return ParsedIntent{}, false
	}
	for _, p := range linkRE {
		m, ok := findPair(p, c.s)
		if !ok {
			continue
		}
		a, okA := taskRef(m.g("a"))
		b, okB := taskRef(m.g("b"))
		if !okA || !okB {
			continue
		}
		args := map[string]any{"from": a, "to": b}
		if p.rule != "" {
			args["type"] = p.rule
		}
		return intent("link", "linkItems", args), true
	}
	return ParsedIntent{}, false
}

// quotedTitle is s without its wrapping quotes, even when an apostrophe
// inside it ("'the landlord's email'") keeps unquote from taking them.
func quotedTitle(s string) string {
	if u, ok := unquote(strings.TrimSpace(s)); ok {
		return u
	}
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "\"'“”‘’"))
}

// ruleQuotedRename reads a rename whose titles are both quoted before the
// out-of-scope rules, which would take a title's own words ("send …",
// "book …") for the request.
func ruleQuotedRename(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	m, ok := find(quotedRename, c.s)
	if !ok {
		if m, ok = find(quotedOldRename, c.s); !ok {
			return ruleNamedRename(c)
		}
	}
	t, n := quotedTitle(m.g("t")), quotedTitle(m.g("n"))
	if t == "" || n == "" {
		return ParsedIntent{}, false
	}
	if lv := priorityFacet(strings.TrimSpace(reasonTail.ReplaceAllString(n, ""))); lv != "" || strings.EqualFold(strings.TrimSpace(n), "medium priority") {
		// "change \"X\" to medium priority": its priority, not its title
		if lv == "" {
			lv = "normal"
		}
		return intent("priority", "setPriority", map[string]any{"task": t, "priority": lv}), true
	}
	return intent("quoted-rename", "updateTask", map[string]any{"task": t, "title": n}), true
}

// ruleNamedRename reads a rename said in so many words; a "to" inside
// either title is the ToolBox's to place (updateTask tries each).
func ruleNamedRename(c clause) (ParsedIntent, bool) {
	if !c.has("name", "rename", "title", "wording", "called") {
		return ParsedIntent{}, false
	}
	for _, r := range namedRename {
		if m, ok := find(r, c.s); ok {
			t, okT := taskRef(quotedTitle(m.g("t")))
			n := quotedTitle(m.g("n"))
			if nt, isNote := noteRef(t); okT && n != "" && isNote {
				return intent("note-rename", "updateNote", map[string]any{"note": nt, "title": n}), true
			}
			if okT && n != "" {
				return intent("named-rename", "updateTask", map[string]any{"task": t, "title": n}), true
			}
		}
	}
	return ParsedIntent{}, false
}

// calledPrefix: "called Q4" after "a new project".
var calledPrefix = lazy(`(?i)^(?:called|named|titled)\s+`)

// notPlace: words after "put X in/into" that name a place or a state, not
// a project ("put the milk in the fridge", "move it to the top").
var notPlace = re(`^(?:fridge|freezer|oven|car|bin|box|bag|drawer|cupboard|wash|dishwasher|post|mail|top|bottom|front|back|end|start|beginning|calendar|diary|inbox|trash|garage|shed|attic|loft|basement)\b|\b(?:list|today|tomorrow|later|next)\b`)

// numberish: a clock time or an amount said in words or digits, never a
// project's name.
var numberish = re(`\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|half|quarter|o'clock|noon|midday|midnight|fortnight|week|month|wait)\b`)

func ruleRename(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	for _, p := range renameRE {
		m, ok := findPair(p, c.s)
		if !ok {
			continue
		}
		t, ok := taskRef(m.g("t"))
		if !ok {
			continue
		}
		args := map[string]any{"task": t}
		switch p.rule {
		case "swap":
			n, y := m.g("n"), m.g("y")
			if d, nDate := datePhrase(n); nDate {
				// "make it tuesday instead of monday": the new date
				return intent("move", "rescheduleTask", map[string]any{"task": t, "to": d}), true
			}
			if pw := priorityWord(n); pw != "" {
				return intent("priority", "setPriority", map[string]any{"task": t, "priority": pw}), true
			}
			if _, yDate := datePhrase(y); yDate || repeatPhrase.MatchString(n) {
				continue
			}
			args["replace"], args["with"] = y, n
		case "pronoun-title":
			n := m.g("n")
			if pw := priorityWord(n); pw != "" {
				return intent("priority", "setPriority", map[string]any{"task": t, "priority": pw}), true
			}
			if _, isDate := datePhrase(n); isDate || repeatPhrase.MatchString(n) {
				continue
			}
			args["title"] = n
		case "noun-swap":
			n, y := strings.TrimSpace(m.g("n")), trimArticle(strings.TrimSpace(m.g("t")))
			y = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(y, " task"), " one"))
			if _, isDate := datePhrase(n); isDate || priorityWord(n) != "" || repeatPhrase.MatchString(n) || numberish.MatchString(asciiLower(n)) ||
				len(strings.Fields(n)) > 6 || y == "" || pronoun[asciiLower(y)] || strings.Contains(asciiLower(n), "project") {
				continue
			}
			args["replace"], args["with"] = y, n
			return intent("verb-rename", "updateTask", args), true
		case "quoted-title":
			if n := strings.TrimSpace(m.g("n")); n != "" {
				args["title"] = n
				return intent("verb-rename", "updateTask", args), true
			}
			continue
		case "verb-title":
			n := m.g("n")
			if _, isDate := datePhrase(n); isDate || !taskVerbs[firstWord(t)] && !namedAsTask.MatchString(m.g("t")) || !taskVerbs[firstWord(n)] || len(strings.Fields(t)) < 2 && !namedAsTask.MatchString(m.g("t")) || len(strings.Fields(n)) < 2 {
				continue
			}
			args["title"] = n
			return intent("verb-rename", "updateTask", args), true
		case "title":
			args["title"] = m.g("n")
			if n, ok := noteRef(t); ok {
				// "rename the note Lisbon food to Lisbon eats"
				return intent("note-rename", "updateNote", map[string]any{"note": n, "title": trimValue(m.g("n"))}), true
			}
			if w := asciiLower(firstWord(c.s)); w == "rename" || w == "retitle" {
				// "rename print hymn sheets to print hymn sheets and
				// lyrics": said outright, whatever the words look like
				return intent("verb-rename", "updateTask", args), true
			}
		case "project":
			n := m.g("n")
			if placeInName.MatchString(n) {
				// "move the call to the surveyor into the House project": the
				// last into/in/under says where; the words before are the task's
				l := placeInName.FindAllStringIndex(c.s, -1)
				last := l[len(l)-1]
				head := strings.TrimSpace(c.s[:last[0]])
				if t2, ok := taskRef(strings.TrimSpace(head[len(firstWord(head)):])); ok {
					args["task"] = t2
					n = c.s[last[1]:]
				}
			}
			args["project"] = trimProject(calledPrefix.ReplaceAllString(trimProject(n), ""))
		case "unfile":
			args["project"] = "none"
		case "fileUnder":
			n := m.g("n")
			prep := strings.ToLower(m.g("prep"))
			filing := prep == "under" || prep == "into" // "under christmas 2026": a name, never a date
			if _, isDate := datePhrase(n); isDate && !filing || notProject.MatchString(asciiLower(n)) || notPlace.MatchString(asciiLower(n)) ||
				numberish.MatchString(asciiLower(n)) && !filing || isPronounOnly(t) && !strings.EqualFold(t, "it") && !strings.EqualFold(t, "them") {
				continue
			}
			if p := strings.ToLower(m.g("prep")); (p == "to" || p == "in") && !unicode.IsUpper([]rune(n)[0]) && !saysTasks(t) {
				continue // "move the call to eleven": only a Name after "to"
			}
			args["fileUnder"] = trimProject(n)
		}
		return intent("update", "updateTask", args), true
	}
	return ParsedIntent{}, false
}

// weekOfRef moves a week said with the thing ("choir practice next week
// is on friday 6pm instead") from the reference t to the new date to,
// when the two read as one date ("friday 6pm next week").
func weekOfRef(t, to string) (string, string) {
	dc := cutDates(t)
	rest := trimValue(dc.rest)
	if dc.due == "" || dc.repeats != "" || rest == "" || !strings.Contains(asciiLower(dc.due), "week") {
		return t, to
	}
	if d, ok := datePhrase(to + " " + dc.due); ok {
		return rest, d
	}
	return t, to
}

// noteNamed: a reference that says it is a note ("the note X", "my X
// note", "the X notes page").
var noteNamed = re(`^(?:the|my|our)\s+(?:note\s+(?:called\s+|titled\s+|named\s+)?(?P<a>.+)|(?P<b>.+?)\s+note)$`)

// noteRef is the title in a reference that names a note; ok is false for
// any other reference.
func noteRef(t string) (string, bool) {
	m, ok := find(noteNamed, t)
	if !ok {
		return "", false
	}
	n := trimValue(m.g("a") + m.g("b"))
	return n, n != ""
}

var (
	deadline    = re(`^(?:by|before|no later than)\b`)
	deadlineEnd = re(`\b(?:by|before|no later than)\s*$`)
)

// dropOff: "drop" as an errand's verb ("drop off the parcel", "drop by
// the bank", "drop in on gran"), never a delete.
var dropOff = re(`^(?:please\s+)?drop\s+(?:off|by|round|in|over)\b|^(?:please\s+)?drop\s+(?:the\s+|a\s+|my\s+|some\s+|his\s+|her\s+|their\s+)?[\w' -]+?\s+(?:off|at|round|to|over|in\s+at|into|with)\s+\S`)

// binNoun: "bin" as a noun before another ("bin bags", "bin day").
var binNoun = re(`^bin\s+(?:bags?|liners?|day|men|lorry|collection|store|lids?)\b`)

var deleteRE = re(`^(?:delete|remove|cancel|drop|trash|scrap|ditch|erase|get rid of|bin|kill|axe|discard|forget about|strike|cross out)\s+(?:(?:the\s+|my\s+)?(?:task|reminder|to-?do)\s+(?:(?:about|for|called|named|titled|saying|re|regarding)\s+)?)?(?P<t>.+)$`)

var (
	// "take X off my list", "strike X from the shopping list": the list
	// names the place, so the verb may be one that is a to-do elsewhere.
	deleteFrom = re(`^(?:take|strike|cross|knock|scratch|wipe|clear|rub|erase|remove|delete|drop|get rid of|cut|pull|scrub)\s+(?:off\s+|out\s+)?(?P<t>.+?)\s+(?:off(?:\s+of)?|from|out of|on|in)\s+(?:my|the|our|this)\s+(?:[\w'-]+\s+){0,2}(?:list|calendar|reminders|schedule|agenda|tasks|to-?dos)\b.*$`)
	// "wipe the whole list", "clear my calendar for friday".
	deleteAll = re(`^(?:wipe|clear|empty|erase|delete|remove|reset|clean out|clean|purge|nuke|cancel|scrap|trash|blank)\s+(?:out\s+|up\s+)?(?:(?:all|everything)(?:\s+(?:the\s+)?(?:data|items|entries|events|appointments|meetings|things|stuff))?\s+(?:on|in|from|off)\s+)?(?P<t>(?:the|my|our)\s+(?:whole\s+|entire\s+|full\s+)?(?:[\w'-]+\s+){0,2}(?:list|calendar|reminders|schedule|agenda|to-?do list|todo list|to-?dos|tasks))\b(?P<rest>.*)$`)
	// "the dentist can go, I won't need it".
	// "so i can go to the nativity" goes somewhere: no delete.
	canGo = re(`^(?P<t>.+?)\s+(?:can|could|should|may)\s+(?:go(?:\s+(?:now|too|as\s+well|then))?(?:\s*[,;.!].*)?$|(?:come off|be (?:removed|deleted|dropped|scrapped|binned|taken off|cancelled|canceled))\b.*$)`)
)

// ruleDeleteFrom: removal phrased by the list or calendar it leaves.
// noLongerNeedThing: "I don't need the jigsaw blades task any more", "the van
// reminder isn't needed now": a task said to be unneeded, by its task word
// or "any more" (a bare "I don't need milk" stays unread).
var noLongerNeedThing = re(`^(?:(?:i|we)\s+)?(?:don'?t|do\s+not|no\s+longer)\s+need\s+(?:the\s+|my\s+|that\s+|this\s+)?(?P<t>.+?)(?:\s+(?:task|reminder|to-?do|item|job))?(?:\s+(?:any\s*more|now|after\s+all))$|^(?:(?:i|we)\s+)?(?:don'?t|do\s+not|no\s+longer)\s+need\s+(?:the\s+|my\s+|that\s+|this\s+)(?P<t2>.+?)\s+(?:task|reminder|to-?do|item|job)$`)

func ruleDeleteFrom(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	var t string
	if m, ok := find(deleteAll, c.s); ok {
		t = m.g("t") + m.raw("rest")
	} else if m, ok := find(deleteFrom, c.s); ok {
		t = m.g("t")
	} else if m, ok := find(canGo, c.s); ok {
		t = m.g("t")
	} else if m, ok := find(noLongerNeedThing, c.s); ok && !pronoun[strings.ToLower(m.g("t")+m.g("t2"))] && !strings.EqualFold(m.g("t")+m.g("t2"), "them") {
		t = m.g("t") + m.g("t2")
	} else {
		return ParsedIntent{}, false
	}
	t, ok := taskRef(trimValue(t))
	if !ok || isPronounOnly(t) {
		return ParsedIntent{}, false
	}
	p := intent("delete", "deleteTask", map[string]any{"task": t})
	p.Note = "Deleting asks for your approval first."
	return p, true
}

// weekdayInName: a weekday said inside a task's name, before its noun
// ("my sunday shift", "the friday meeting").
var weekdayInName = lazy(`(?i)^\s*(?:my|the|our|this|that)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\s+\p{L}`)

func ruleDelete(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	if p, ok := ruleDeleteFrom(c); ok {
		return p, true
	}
	if dropOff.MatchString(c.l) || binNoun.MatchString(c.l) {
		return ParsedIntent{}, false // "drop off the parcel" is an errand; "bin bags" a thing
	}
	m, ok := find(deleteRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	ref := m.raw("t")
	if dc := cutDates(ref); dc.due != "" {
		// "cancel the gym membership by friday" is a to-do with a
		// deadline; "cancel lunch with Ana on friday" names the event.
		before := ref
		if i := strings.Index(ref, dc.due); i >= 0 {
			before = ref[:i]
		}
		if (deadline.MatchString(dc.due) || deadlineEnd.MatchString(before)) && strings.EqualFold(firstWord(c.s), "cancel") {
			return captureBody("cancel-by", c.s)
		}
		if !weekdayInName.MatchString(ref) {
			ref = dc.rest
		} // "my sunday shift": the day tells two shifts apart (the ToolBox reads it)
	}
	if m := listTail.FindStringIndex(ref); m != nil && m[0] > 0 {
		ref = ref[:m[0]]
	}
	// "delete clean the fridge saturday p1 #home": the quick-add tokens
	// describe the task; they are not part of its title.
	if rest, qa := cutQuickAdd(ref); qa.project != "" || qa.priority != "" || len(qa.tags) > 0 {
		ref = rest
	}
	t, ok := taskRef(trimValue(ref))
	if !ok || isPronounOnly(t) {
		return ParsedIntent{}, false
	}
	p := intent("delete", "deleteTask", map[string]any{"task": t})
	p.Note = "Deleting asks for your approval first."
	return p, true
}
