package grammar

import (
	"strings"
)

var (
	weekScope  = re(`\b(?:this week|the week|week ahead|my week|next (?:7|seven) days|coming week|rest of the week|this weekend|the weekend|weekly)\b`)
	todayScope = re(`\b(?:today|tonight|this morning|this afternoon|this evening|my day|the day|right now|now|on my plate|agenda|schedule|briefing|today's)\b`)
	agendaRE   = []*lazyRE{
		re(`^(?:agenda|my agenda|today|today's agenda|my day|plan my day|daily briefing|briefing|morning briefing|the plan|what now|what's next|whats next|next|overview|my schedule|schedule|the week|this week|my week|week|week ahead|the week ahead)$`),
		re(`^(?:what(?:'s|s|\s+is)|what's|how(?:'s|\s+is|\s+does)|show(?:\s+me)?|give me|tell me|read me|what do i have|what have i got|what am i doing|what should i (?:do|work on|focus on|tackle)|anything|is there anything|do i have anything|have i got anything|what do i need to do|what else|what's left)\b.*$`),
	}
	agendaWords = re(`\b(?:agenda|plan|schedule|plate|day|week|today|tonight|on|up|next|due|happening|look|looking|have|got|doing|do|focus|briefing|left)\b`)
)

func ruleAgenda(c clause) (ParsedIntent, bool) {
	s := c.s
	if comingWeek.MatchString(s) {
		// "what is due this coming week?": the seven days ahead
		return intent("agenda", "queryTasks", map[string]any{"filter": "upcoming"}), true
	}
	if agendaRE[0].MatchString(s) {
		if weekScope.MatchString(s) || strings.Contains(strings.ToLower(s), "week") {
			return intent("agenda", "agenda", map[string]any{"scope": "week"}), true
		}
		return intent("agenda", "agenda", nil), true
	}
	if !agendaRE[1].MatchString(s) || !agendaWords.MatchString(s) {
		return ParsedIntent{}, false
	}
	// Only when the question is about the day or the week as such.
	l := strings.ToLower(s)
	about := agendaNotAbout
	if about.MatchString(l) && !strings.Contains(l, "due today") && !strings.Contains(l, "for today") {
		return ParsedIntent{}, false
	}
	// "how many protestants live in France today?" is about France, not
	// the user's day.
	if c.question && namesSomething(c.l) && !personal(c) {
		return ParsedIntent{}, false
	}
	switch {
	case weekScope.MatchString(s):
		return intent("agenda", "agenda", map[string]any{"scope": "week"}), true
	case todayScope.MatchString(s), agendaBare.MatchString(s):
		return intent("agenda", "agenda", nil), true
	}
	return ParsedIntent{}, false
}

// comingWeek: a question about the seven days ahead, not the calendar
// week ("what is due this coming week?", "anything on in the week ahead").
var comingWeek = re(`^(?:what(?:'s|s|\s+is|\s+are|\s+have\s+i\s+got|\s+do\s+i\s+have)|(?:is\s+there\s+)?anything|show\s+me\s+(?:what(?:'s|\s+is)\s+)?)(?:\s+(?:due|on|happening|coming\s+up|planned|(?:got\s+)?to\s+do|on\s+my\s+plate))?\s+(?:in\s+|for\s+|during\s+|over\s+)?(?:this\s+coming\s+week|the\s+coming\s+week|the\s+week\s+ahead|the\s+next\s+(?:7|seven)\s+days)$`)

// personal reports whether a clause speaks of the user ("my", "I", "we"):
// a question about the user's day, not the world's.
func personal(c clause) bool {
	l := " " + c.l + " "
	for _, w := range []string{" my ", " i ", " i'm ", " i've ", " me ", " we ", " our ", " us ", " am "} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

var agendaBare = lazy(`(?i)^what(?:'s|\s+is)\s+(?:next|up)$|^what should i (?:do|work on|focus on|tackle)(?:\s+next|\s+now)?$|^what do i (?:have|need to do)$|^what have i got(?: on)?$`)

var (
	// "show me all the tasks I still have outstanding"
	queryStillHave = re(`^(?:(?:show|list|give|tell)(?:\s+me)?\s+|what\s+are\s+)(?:all\s+)?(?:the|my)\s+(?:tasks|things|jobs|to-?dos)\s+(?:that\s+)?(?:i|we)\s+(?:still\s+)?(?:have|need\s+to\s+do|have\s+to\s+do|have\s+got|must\s+do)(?:\s+(?:outstanding|open|left|to\s+do|pending|still))?$`)
	queryRE        = re(`^(?:what(?:'s|\s+is|\s+are|\s+do i have)\s+|show\s+(?:me\s+)?|list\s+|any\s+|give me\s+|do i have any\s+|are there any\s+|see\s+|display\s+|pull up\s+)?(?:my\s+|the\s+|all\s+(?:of\s+)?(?:my\s+|the\s+)?)?(?:(?P<f>overdue|late|blocked|upcoming|coming up|done|completed|finished|open|outstanding|remaining|current|today's)\s+)?(?:tasks|todos|to-dos|jobs|chores|things to do|items|to do list|to-do list|todo list|list)(?:\s+(?:in|for|on|under|from|of)\s+(?:the\s+)?(?P<p>.+?))?(?:\s+(?P<f2>today|overdue|coming up|due today|for today|this week))?$`)
	// queryCount: "how many tasks do I have in kitchen reno".
	queryCount = re(`^how\s+many\s+(?:open\s+|more\s+)?(?:tasks|todos|to-dos|things|items)\s+(?:(?:do|have)\s+(?:i|we)\s+(?:got\s+|have\s+|still\s+have\s+)?(?:left\s+)?|are\s+(?:there\s+)?(?:left\s+)?)?(?:in|for|on|under)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?$`)
	// queryCountWhen: "how many tasks are there this week", "how many
	// jobs have I got due tomorrow": a count of a day's or a period's.
	queryCountWhen = re(`^how\s+many\s+(?:open\s+|more\s+)?(?:tasks|todos|to-dos|things|items|jobs)\s+(?:(?:do|have)\s+(?:i|we)\s+(?:got\s+|have\s+)?|are\s+(?:there\s+)?|(?:i|we)\s+(?:have|got)\s+)?(?:left\s+|due\s+|on\s+|for\s+)?(?P<p>.+)$`)
	// queryCountAll: "how many tasks do I have", "how many jobs are
	// still open": all the open ones.
	queryCountAll = re(`^how\s+many\s+(?:open\s+|more\s+)?(?:tasks|todos|to-dos|things|items|jobs)\s+(?:(?:do|have)\s+(?:i|we)\s+(?:got|have)?|are\s+(?:there|still|)|(?:i|we)\s+(?:have|got)|(?:i|we)'?ve\s+got)\s*(?:still\s+)?(?:left|open|outstanding|pending|to\s+do|on|at\s+the\s+moment|now|in\s+total|altogether)?(?:\s+(?:left|open|outstanding|to\s+do|at\s+the\s+moment|now|in\s+total|altogether))?$`)
	queryWhat     = re(`^(?:(?:show me|tell me|list)\s+)?(?:what(?:'s|\s+is|\s+are)|(?:is\s+there\s+)?anything|is anything|are (?:there\s+)?any(?:\s+tasks)?|(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|have\s+(?:i|we)|(?:i|we)\s+have|got)\s+(?:anything|any\s+tasks|any\s+things|something))\s+(?P<f>overdue|late|blocked|coming up|upcoming|done|finished|left|still open|open|due soon)(?:\s+(?:in|for|on)\s+(?:the\s+)?(?P<p>.+?))?(?:\s+(?:now|today|at\s+all|yet))?$`)
	// queryAnyFacet: "any p1s?", "any urgent jobs".
	queryAnyFacet = re(`^(?:(?:are\s+there|have\s+i\s+got|got|do\s+i\s+have)\s+)?any\s+(?P<x>p[1-4]|urgent|high[\s-]priority|top[\s-]priority)(?:\s+(?:tasks|jobs|things|stuff|ones|items))?(?:\s+(?:left|now|today))?$`)
	queryDone     = re(`^what\s+(?:have|did)\s+(?:i|we)\s+(?:done|finished|completed|do|finish|complete|get done|ticked off|checked off)(?:\s+(?:today|this week|so far|lately|recently|yesterday))?$`)
	// "anything due on friday", "what's due the 14th", "is anything due tomorrow night".
	queryDueOn = re(`^(?:(?:show|tell)\s+me\s+)?(?:(?:is\s+)?(?:there\s+)?anything|what(?:'s|s|’s|\s+is)|whats|is anything|do i have anything|have i got anything|what do i have|stuff|tasks?)\s+due\s+(?:on\s+|for\s+)?(?P<d>.+)$`)
	// "which tasks are high priority", "what tasks are in home".
	queryFacet = re(`^(?:which|what)\s+(?:of\s+(?:my|the)\s+|(?:are\s+)?(?:my|the)\s+)?(?:tasks|to-?dos|jobs|chores|things|items|ones)\s+(?:(?:have|do)\s+(?:i|we)\s+(?:got|have|still\s+got)|(?P<lab>(?:have|did)\s+(?:i|we)\s+(?:labell?ed|tagged)(?:\s+(?:as|with))?)|(?:have|did)\s+(?:i|we)\s+(?:marked|set|made)(?:\s+(?:as|to))?|are|is|have|has|do i have|have i got)\s+(?:(?:in|under|for)\s+(?:the\s+|my\s+)?|(?:a|an)\s+|marked\s+(?:as\s+)?)?(?P<x>.+?)(?:\s+project)?$`)
	// "is anything urgent", "what's top priority".
	queryPrio = re(`^(?:what(?:'s|s|’s|\s+is|\s+are)|(?:is\s+)?(?:there\s+)?anything|are (?:there\s+)?any(?:\s+tasks)?)\s+(?:marked\s+(?:as\s+)?)?(?P<x>(?:high|top|low|urgent)[\s-]*priority|urgent)(?:\s+(?:right\s+now|at\s+the\s+moment|currently|now|atm|for\s+me))?(?:\s+(?:in|for|on|under)\s+(?:the\s+|my\s+)?(?P<p>[^?,]+?)(?:\s+project)?)?$`)
	// queryMyFacet: "show me my p1 stuff", "my urgent jobs".
	queryMyFacet = re(`^(?:show|list|give|get|see)(?:\s+me)?\s+(?:all\s+)?(?:my|the)\s+(?P<x>p[1-4]|urgent|high[\s-]priority|top[\s-]priority|low[\s-]priority|important)\s+(?:stuff|stuf|things|bits|ones|items|tasks|jobs|to-?dos)$`)
	// "am i behind on anything", "what have i missed", "what's slipped".
	queryBehind = re(`^(?:am\s+i|are\s+we)\s+(?:behind|late|running late)(?:\s+(?:on|with)\s+(?:anything|something|stuff|things))?$|^what\s+(?:am\s+i|are\s+we)\s+behind\s+(?:on|with)$|^what(?:'s|\s+has|\s+have\s+i)\s+(?:slipped|missed|fallen behind)$|^what\s+did\s+i\s+miss$`)
	queryLeft   = re(`^(?:(?:show|tell)\s+me\s+)?what(?:'s|s|’s|\s+is)\s+(?:still\s+)?(?:left|open|outstanding|remaining|undone|not\s+done|to\s+do)(?:\s+to\s+(?:do|be\s+done|sort))?(?:\s+(?:in|on|for|with)\s+(?:the\s+|my\s+)?(?P<p>.+))?$`)
)

// periodFilter: a period said after "what's left for" as queryTasks' filter.
var periodFilter = map[string]string{"this week": "this week", "the week": "this week", "next week": "next week",
	"this weekend": "this weekend", "the weekend": "this weekend", "next weekend": "next weekend", "today": "today", "tomorrow": "tomorrow"}

func filterWord(w string) string {
	switch strings.ToLower(w) {
	case "overdue", "late":
		return "overdue"
	case "blocked":
		return "blocked"
	case "upcoming", "coming up", "due soon", "this week":
		return "upcoming"
	case "done", "completed", "finished":
		return "done"
	case "today", "due today", "for today", "today's":
		return "today"
	case "all":
		return "all"
	}
	return ""
}

// queryIn: "what's in X" names a place or a project.
var queryIn = re(`^what(?:'s|s|’s|\s+is)\s+(?:left\s+)?in\s+(?:the\s+|my\s+|our\s+)?(?P<x>[^?,]+?)(?:\s+project)?(?:\s+(?:now|so\s+far|at\s+the\s+moment))?$`)

var inNotProject = re(`\b(?:notes?|about|list|calendar|diary|journal|inbox|email|news)\b`)

// querySet: a request to see a set named by two facets or more ("show me
// the kitchen tasks due this week", "list everything tagged errands that's
// overdue"); queryDueIn: "what's due this week in the kitchen project".
var (
	querySet   = re(`^(?:show|list|see|view|display|give|get|pull\s+up|what\s+are)(?:\s+me)?\s+(?P<sel>.+)$`)
	queryDueIn = re(`^what(?:'s|s|’s|\s+is)\s+due\s+(?P<d>.+?)\s+(?:in|for|on)\s+(?:the\s+|my\s+)?(?P<p>[^?,]+?)(?:\s+project)?$`)
)

func ruleQueryTasks(c clause) (ParsedIntent, bool) {
	args := map[string]any{}
	if queryStillHave.MatchString(c.s) {
		return intent("query", "queryTasks", args), true
	}
	if m, ok := find(querySet, c.s); ok {
		if sel, ok := anySelection(m.g("sel")); ok && len(sel) >= 2 {
			return intent("query-set", "queryTasks", sel), true
		}
	}
	if m, ok := find(queryDueIn, c.s); ok && !notProject.MatchString(m.g("p")) {
		if sel, ok := dueFacet(m.g("d")); ok {
			sel["project"] = trimProject(m.g("p"))
			return intent("query-set", "queryTasks", sel), true
		}
	}
	if m, ok := find(queryRE, c.s); ok {
		if f := filterWord(m.g("f")); f != "" {
			args["filter"] = f
		} else if f := filterWord(m.g("f2")); f != "" {
			args["filter"] = f
		}
		if p := m.g("p"); p != "" {
			if d, isDate := datePhrase(p); isDate && cutDates(p).rest == "" {
				args["day"] = d // "what are my tasks for monday next week?"
			} else {
				args["project"] = trimProject(p)
			}
		}
		return intent("query", "queryTasks", args), true
	}
	if m, ok := find(queryWhat, c.s); ok {
		if f := filterWord(m.g("f")); f != "" {
			args["filter"] = f
		}
		if p := m.g("p"); p != "" {
			args["project"] = trimProject(p)
		}
		return intent("query", "queryTasks", args), true
	}
	if m, ok := find(queryDueOn, c.s); ok {
		if w, ok := find(weekOf, m.g("d")); ok {
			if d, isDate := datePhrase(w.g("d")); isDate {
				return intent("query-due-on", "queryTasks", map[string]any{"week": d}), true // "what's due the week of the 14th"
			}
		}
		if l := strings.ToLower(m.g("d")); strings.Contains(l, "month") && !strings.Contains(l, "week") {
			// "what's due this month", "… next month": that month's days
			if sel, ok := dueFacet(l); ok && sel["from"] != nil {
				return intent("query-due-on", "queryTasks", sel), true
			}
		}
		if l := strings.ToLower(m.g("d")); strings.Contains(l, "week") || strings.Contains(l, "month") {
			// a span, not a day: "this week" is the week's agenda
			if strings.Contains(l, "this") || l == "the week" || l == "week" {
				return intent("query-due-on", "agenda", map[string]any{"scope": "week"}), true
			}
			if l == "next week" || l == "for next week" || l == "during next week" || l == "in next week" {
				return intent("query-due-on", "queryTasks", map[string]any{"filter": "next week"}), true
			}
			return intent("query-due-on", "queryTasks", map[string]any{"filter": "upcoming"}), true
		}
		if mb, ok := find(dueBefore, m.g("d")); ok {
			if d, isDate := datePhrase(mb.g("d")); isDate {
				return intent("query-due-on", "queryTasks", map[string]any{"before": d}), true // "what's due before new year"
			}
		}
		if d, isDate := datePhrase(m.g("d")); isDate {
			if f := strings.ToLower(d); f == "today" || f == "tomorrow" {
				return intent("query-due-on", "queryTasks", map[string]any{"filter": f}), true
			}
			return intent("query-due-on", "queryTasks", map[string]any{"day": d}), true
		}
	}
	if m, ok := find(queryFacet, c.s); ok {
		// "which tasks are high priority", "what tasks are in home",
		// "what's tagged errands".
		if mm, ok := find(selTagged, m.g("x")); ok {
			return intent("query-facet", "queryTasks", map[string]any{"tag": mm.g("g")}), true
		}
		if m.g("lab") != "" && !strings.Contains(m.g("x"), " ") {
			// "which tasks have I tagged errands"
			return intent("query-facet", "queryTasks", map[string]any{"tag": strings.TrimLeft(m.g("x"), "@#")}), true
		}
		if f := bareFilter[asciiLower(strings.TrimSpace(m.g("x")))]; f != "" {
			return intent("query-facet", "queryTasks", map[string]any{"filter": f}), true // "which tasks are overdue?"
		}
		if f, ok := groupFacet(m.g("x")); ok {
			return intent("query-facet", "queryTasks", f), true
		}
	}
	if m, ok := find(queryPrio, c.s); ok {
		if f, ok := groupFacet(m.g("x")); ok {
			if p := m.g("p"); p != "" && spanOfDays.MatchString(p) {
				f["day"] = p // "what's high priority in the next 14 days?"
			} else if p != "" && !notProject.MatchString(p) {
				f["project"] = trimProject(p) // "anything high priority in bridge design?"
			}
			return intent("query-facet", "queryTasks", f), true
		}
	}
	if m, ok := find(queryAnyFacet, c.s); ok {
		if f, ok := groupFacet(m.g("x")); ok {
			return intent("query-facet", "queryTasks", f), true
		}
	}
	if m, ok := find(queryMyFacet, c.s); ok {
		if f, ok := groupFacet(m.g("x")); ok {
			return intent("query-facet", "queryTasks", f), true
		}
	}
	if queryBehind.MatchString(c.s) {
		return intent("query", "queryTasks", map[string]any{"filter": "overdue"}), true
	}
	if queryDone.MatchString(c.s) {
		return intent("query", "queryTasks", map[string]any{"filter": "done"}), true
	}
	if m, ok := find(queryCount, c.s); ok && !notProject.MatchString(m.g("p")) {
		return intent("query", "queryTasks", dayOrProject(m.g("p"), map[string]any{})), true // "how many tasks do I have on friday"
	}
	if queryCountAll.MatchString(c.s) {
		return intent("query", "queryTasks", map[string]any{}), true
	}
	if m, ok := find(queryCountWhen, c.s); ok {
		if a := dayOrProject(m.g("p"), map[string]any{}); a["project"] == nil {
			return intent("query", "queryTasks", a), true
		}
	}
	if m, ok := find(queryLeft, c.s); ok {
		if p := m.g("p"); p != "" {
			dayOrProject(p, args)
		}
		return intent("query", "queryTasks", args), true
	}
	if m, ok := find(queryIn, c.s); ok && !notProject.MatchString(m.g("x")) && !inNotProject.MatchString(m.raw("x")) && !calWindow.MatchString(m.g("x")) {
		// "what's in japan 2027?": a project's tasks when a project has that
		// name (the ToolBox checks), else tasks about it, else the notes.
		x := trimProject(m.g("x"))
		return intent("query-in", "queryTasks", map[string]any{"about": x, "question": questionText(c.s)}), true
	}
	return ParsedIntent{}, false
}

var (
	blockersOf = re(`^what(?:'s|\s+is|\s+are)\s+(?:blocking|holding up|in the way of|stopping|holding back)\s+(?P<x>.+)$`)
	blockedAll = re(`^(?:what(?:'s|\s+is|\s+are)\s+|show\s+(?:me\s+)?|list\s+|any\s+)?(?:my\s+|the\s+)?(?:blocked(?:\s+(?:tasks|things|items))?|blockers|blocking tasks)$`)
)

func ruleBlockers(c clause) (ParsedIntent, bool) {
	if m, ok := find(blockersOf, c.s); ok {
		x := m.g("x")
		if strings.EqualFold(x, "me") || strings.EqualFold(x, "us") {
			return intent("blockers", "queryTasks", map[string]any{"filter": "blocked"}), true
		}
		return intent("blockers", "queryTasks", map[string]any{"filter": "blocked", "project": trimProject(x)}), true
	}
	if blockedAll.MatchString(c.s) {
		return intent("blockers", "queryTasks", map[string]any{"filter": "blocked"}), true
	}
	return ParsedIntent{}, false
}

var notesFromRE = []*lazyRE{
	re(`^(?:show|open|read|list|give me|what are|what were|pull up|find)?\s*(?:me\s+)?(?:my\s+|the\s+)?notes?\s+(?:from|of|on|for|written|taken)\s+(?P<d>.+)$`),
	re(`^what\s+(?:did\s+(?:i|we)\s+(?:write|note|jot down|take down|capture|write down|note down)|was\s+in\s+my\s+notes|notes\s+did\s+(?:i|we)\s+(?:take|write|make))\s+(?P<d>.+)$`),
	re(`^(?:what\s+did\s+i\s+write|my\s+notes|notes)\s+(?P<d>yesterday|today|last\s+\w+|on\s+.+)$`),
}

func ruleNotesFrom(c clause) (ParsedIntent, bool) {
	for _, r := range notesFromRE {
		m, ok := find(r, c.s)
		if !ok {
			continue
		}
		if d, isDate := datePhrase(m.g("d")); isDate {
			return intent("notes-from", "notesFrom", map[string]any{"day": d}), true
		}
	}
	return ParsedIntent{}, false
}

var (
	askPrefix = re(`^(?:according to|based on|going by|ask|consult|using)\s+(?:my|the)\s+notes[,:]?\s+(?P<q>.+)$`)
	askNotes  = re(`^(?:ask\s+(?:my\s+)?notes|question for my notes)\s*[:,-]?\s*(?P<q>.+)$`)
	askAbout  = re(`\b(?:my notes|in (?:the|my) notes|i (?:write|wrote|written|note|noted|jot|jotted|write down|wrote down|record|recorded|save|saved|keep|kept)|did i (?:write|note|jot|save|record)|have i (?:written|noted|jotted)|do my notes|did my notes|my notes say)\b`)
)

func ruleAskNotes(c clause) (ParsedIntent, bool) {
	if m, ok := find(askPrefix, c.s); ok {
		return intent("ask-notes", "askNotes", map[string]any{"question": m.g("q")}), true
	}
	if m, ok := find(askNotes, c.s); ok {
		return intent("ask-notes", "askNotes", map[string]any{"question": m.g("q")}), true
	}
	if c.question && askAbout.MatchString(c.s) {
		return intent("ask-notes", "askNotes", map[string]any{"question": questionText(c.s)}), true
	}
	return ParsedIntent{}, false
}

func questionText(s string) string {
	s = strings.TrimSpace(s)
	if !strings.HasSuffix(s, "?") {
		s += "?"
	}
	return s
}

var recallRE = []*lazyRE{
	re(`^what\s+(?:did|have)\s+(?:i|we)\s+(?:say|said|tell you|told you|talk about|talked about|discuss|discussed|mention|mentioned|ask|asked)(?:\s+(?:about|regarding|on|re))?\s*(?P<q>.*)$`),
	re(`^(?:do you\s+)?remember\s+(?:when|what|that|how|where)\s+(?P<q>.+)$`),
	re(`^(?:recall|remind me what (?:i|we) said about)\s+(?P<q>.+)$`),
	re(`^what\s+was\s+(?:that|the)\s+(?:thing|stuff)\s+(?:i|we)\s+(?:said|mentioned|talked about)\s+(?:about\s+)?(?P<q>.+)$`),
}

func ruleRecall(c clause) (ParsedIntent, bool) {
	for _, r := range recallRE {
		m, ok := find(r, c.s)
		if !ok {
			continue
		}
		q := m.g("q")
		if q == "" {
			q = c.s
		}
		return intent("recall", "recall", map[string]any{"query": q}), true
	}
	return ParsedIntent{}, false
}

var (
	searchNotesRE = []*lazyRE{
		re(`^(?:search|look|hunt|dig)(?:\s+(?:for|up|through|in))?\s+(?:my\s+|the\s+)?notes\s+(?:for|about|on|mentioning|regarding)\s+(?P<q>.+)$`),
		re(`^(?:search|look)\s+(?:for\s+|up\s+)?(?P<q>.+?)\s+in\s+(?:my\s+|the\s+)?notes$`),
		re(`^(?:find|show me|show|get|pull up|list)\s+(?:my\s+|the\s+|any\s+|all\s+(?:my\s+)?)?notes?\s+(?:about|on|for|mentioning|with|regarding|related to)\s+(?P<q>.+)$`),
		re(`^(?:open|show me|show|read me|read|pull up|bring up|display|get|find)\s+(?:up\s+)?(?:my\s+|the\s+|our\s+)?(?P<q>.+?)\s+note$`),
	}
	// searchDig: "dig through my notes for X", "dig up anything about X";
	// "dig the beds" is a to-do.
	searchDig   = re(`^dig\s+(?:through\s+(?:my\s+|the\s+)?(?:notes|tasks|stuff|everything|things)\s+(?:for|about)|up\s+(?:anything|everything|stuff|something|info(?:rmation)?|what\s+i\s+(?:have|wrote|noted))\s+(?:about|on|regarding|for))\s+(?P<q>.+)$`)
	searchRE    = re(`^(?:search|find|look|hunt|seek|locate|look up)(?:\s+(?:for|up|through|out))?\s+(?:anything\s+|everything\s+|stuff\s+|something\s+|things\s+|all\s+|items\s+)?(?:about\s+|on\s+|related to\s+|regarding\s+|mentioning\s+|with\s+|for\s+)?(?P<q>.+)$`)
	searchWhere = re(`^where(?:'s|\s+is|\s+are|\s+did i put)\s+(?:my\s+|the\s+)?(?P<q>.+?)(?:\s+(?:note|task))?$`)
)

// byDate: a deadline said with a find ("find 5 more sources by wed"): a
// to-do, not a search.
var byDate = re(`\s(?:by|before|due)\s+(?:the\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|tonight|today|next|end|\d)`)

func ruleSearch(c clause) (ParsedIntent, bool) {
	for _, r := range searchNotesRE {
		if m, ok := find(r, c.s); ok && m.g("q") != "" {
			return intent("search-notes", "searchNotes", map[string]any{"query": m.g("q")}), true
		}
	}
	if m, ok := find(searchRE, c.s); ok && m.g("q") != "" && !(hasQuickAdd(c.s) || byDate.MatchString(c.s)) {
		q := m.g("q")
		l := strings.ToLower(c.s)
		// "find a plumber" is an errand, not a search.
		if strings.HasPrefix(l, "find ") && errandObject.MatchString(q) {
			return ParsedIntent{}, false
		}
		return intent("search", "searchEverything", map[string]any{"query": q}), true
	}
	if m, ok := find(searchDig, c.s); ok {
		return intent("search", "searchEverything", map[string]any{"query": m.g("q")}), true
	}
	if m, ok := find(searchWhere, c.s); ok && m.g("q") != "" {
		return intent("search", "searchEverything", map[string]any{"query": m.g("q")}), true
	}
	return ParsedIntent{}, false
}

var errandObject = lazy(`(?i)^(?:a|an|someone|somebody|some|out|time|new)\b`)

var agendaNotAbout = lazy(`\b(?:about|regarding|with|in|for the|notes?|wrote|write|say|said|blocking|blocked|overdue|milestones?|project|status|progress|tasks?|done|finished|completed)\b`)

// undatedRE asks for the open tasks without a due date, in a project or
// all: "which tasks in the Christmas project don't have a date?", "show me
// my tasks with no due date", "what's undated in P".
var undatedRE = re(`^(?:(?:which|what|show(?:\s+me)?|list|are\s+there\s+any|any)\s+(?:of\s+)?(?:my\s+|the\s+|all\s+)?(?:open\s+)?(?:tasks|to-?dos|things|jobs|ones|items)\s+(?:(?:in|for|on|under)\s+(?:the\s+|my\s+)?(?P<p>.+?)\s+)?(?:(?:do(?:n't|nt|\s+not)|does(?:n't|nt|\s+not)|have(?:n't|nt|\s+not))\s+(?:have|got)\s+(?:a\s+|any\s+)?(?:due\s+)?(?:dates?|deadlines?)(?:\s+yet)?|(?:have|has|with|got)\s+no\s+(?:due\s+)?(?:dates?|deadlines?)(?:\s+yet)?|(?:are\s+|have\s+)?(?:still\s+)?without\s+(?:a\s+|any\s+)?(?:due\s+)?(?:dates?|deadlines?)|(?:are\s+)?(?:still\s+)?undated)(?:\s+(?:in|for|on|under)\s+(?:the\s+|my\s+)?(?P<p2>.+?))?|what(?:'s|s|’s|\s+is)\s+(?:still\s+)?undated(?:\s+(?:in|for|on|under)\s+(?:the\s+|my\s+)?(?P<p3>.+?))?)\s*[?.!]*$`)

func ruleUndated(c clause) (ParsedIntent, bool) {
	m, ok := find(undatedRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	args := map[string]any{"filter": "undated"}
	if p := trimProject(m.g("p") + m.g("p2") + m.g("p3")); p != "" {
		args["project"] = p
	}
	return intent("undated", "queryTasks", args), true
}

// dayOrProject sets what a query's "on/for/in X" names: one day ("whats
// left for tmrw"), a period ("still outstanding for this week") or else a
// project.
func dayOrProject(p string, args map[string]any) map[string]any {
	if d, isDay := singleDay(p); isDay {
		args["day"] = d
	} else if f := periodFilter[asciiLower(strings.TrimSpace(p))]; f != "" {
		args["filter"] = f
	} else {
		args["project"] = trimProject(p)
	}
	return args
}

// busiestRE: "what's my busiest day next week?", "which day is busiest
// this week", "when am I busiest": the day with the most tasks due.
var busiestRE = re(`^(?:(?:what|which)(?:'s|s|’s|\s+is|\s+will\s+be)?\s+(?:my\s+|the\s+)?(?:busiest|most\s+busy|fullest|heaviest|most\s+packed)\s+day|(?:what|which)\s+day\s+(?:is|will\s+be|am\s+i)\s+(?:my\s+|the\s+)?(?:busiest|most\s+busy|fullest|heaviest)(?:\s+day)?|when\s+am\s+i\s+(?:busiest|most\s+busy))(?:\s+(?:of\s+)?(?P<p>.+?))?$`)

func ruleBusiest(c clause) (ParsedIntent, bool) {
	m, ok := find(busiestRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	args := map[string]any{"busiest": true, "filter": "upcoming"}
	if p := asciiLower(strings.TrimSpace(m.g("p"))); p != "" {
		f := periodFilter[p]
		if f == "" || f == "today" || f == "tomorrow" {
			return ParsedIntent{}, false
		}
		args["filter"] = f
	}
	return intent("busiest", "queryTasks", args), true
}

// A project's deadline is its milestone "Deadline": "move the Garden
// project deadline to May", "the deadline for the thesis is now 3 June"
// (added when the project has none), "when is the thesis deadline",
// "what are my project deadlines".
var (
	deadlineMoveRE = re(`^(?:move|change|push|shift|set|postpone|put\s+back|bring\s+forward|make)\s+(?:the\s+)?(?:deadline\s+(?:of|for|on)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?|(?:the\s+|my\s+)?(?P<p2>.+?)(?:\s+project)?(?:'s|’s)?\s+deadline)\s+(?:back\s+|forward\s+)?(?:to|for|until|till|on)\s+(?P<d>.+)$`)
	deadlineIsRE   = re(`^(?:the\s+)?(?:deadline\s+(?:of|for)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?|(?:the\s+|my\s+)?(?P<p2>.+?)(?:\s+project)?(?:'s)?\s+deadline)\s+(?:is|has\s+moved\s+to|has\s+changed\s+to|moved\s+to|changed\s+to)\s+(?:now\s+)?(?P<d>.+)$`)
	deadlineAskRE  = re(`^(?:when(?:'s|s|\s+is|\s+are)|what(?:'s|s|\s+is|\s+are))\s+(?:the\s+|my\s+)?(?:(?:deadlines?\s+(?:of|for)\s+(?:each(?:\s+one)?|every\s+project|(?:all\s+)?(?:my\s+|the\s+)?projects|each\s+project|(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?))|(?:project\s+deadlines|deadlines)|(?P<p2>.+?)(?:\s+project)?(?:'s)?\s+deadline)$`)
)

func ruleDeadline(c clause) (ParsedIntent, bool) {
	if !c.has("deadline") {
		return ParsedIntent{}, false
	}
	for _, r := range []*lazyRE{deadlineMoveRE, deadlineIsRE} {
		if m, ok := find(r, c.s); ok && !c.question {
			d, isDate := datePhrase(m.g("d"))
			p := trimProject(m.g("p") + m.g("p2"))
			if !isDate || p == "" || pronoun[strings.ToLower(p)] && strings.ToLower(p) != "it" {
				return ParsedIntent{}, false
			}
			return intent("deadline", "updateMilestone", map[string]any{"milestone": "Deadline", "project": p, "due": d, "orCreate": true}), true
		}
	}
	if m, ok := find(deadlineAskRE, c.s); ok {
		if p := trimProject(m.g("p") + m.g("p2")); p != "" {
			return intent("deadline", "listMilestones", map[string]any{"project": p, "question": questionText(c.s)}), true
		}
		return intent("deadline", "listMilestones", map[string]any{}), true
	}
	return ParsedIntent{}, false
}

// weekOf: "the week of the 14th", "the week beginning 7 December", "w/c
// 14 dec": the calendar week holding that day.
var weekOf = re(`^(?:in\s+|during\s+|for\s+)?(?:the\s+)?(?:week\s+(?:of|beginning|starting|commencing)|w/?c)\s+(?P<d>.+)$`)
