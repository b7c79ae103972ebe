package grammar

import (
	"strings"
)

// Readings of the everyday operations on projects, labels, milestones and
// several tasks at once, and the faceted task queries (project, label,
// priority, one day, a past range). They run first among the slot rules:
// each names its object outright ("the X project", "the milestone X",
// "everything due today"), so a precise construction is never taken by a
// looser rule — "remove the priority from X" must never delete X.

// opsRules are tried in order by ruleOps.
var opsRules = []clauseRule{
	ruleRestoreTask, ruleClearPriority, ruleClearDue, ruleUntag, ruleTag, ruleMilestoneOps, ruleProjectOps, ruleListProjects, ruleBulkFile, ruleBulk, ruleFacets,
	ruleNotes2, // rules_notes2.go
}

// ruleOps is the slot-rule entry of this file.
func ruleOps(c clause) (ParsedIntent, bool) {
	for _, r := range opsRules {
		if p, ok := r(c); ok {
			return p, true
		}
	}
	return ParsedIntent{}, false
}

var clearPriorityRE = []*lazyRE{
	re(`^(?:remove|clear|drop|take away|unset|reset|delete|strip)\s+(?:the\s+)?priority\s+(?:from|of|on|off)\s+(?P<t>.+)$`),
	re(`^(?:take|get)\s+(?:the\s+)?priority\s+off\s+(?P<t>.+)$`),
	re(`^(?:remove|clear|take off|drop)\s+(?P<t>.+?)(?:'s|s')\s+priority$`),
	re(`^(?P<t>.+?)\s+(?:isn't|is not|isnt|is no longer|'s not|'s no longer)\s+(?:a\s+)?(?:priority|urgent|important|high priority)\s+(?:any\s*more|any longer|now)$`),
	re(`^(?P<t>.+?)\s+(?:is no longer|'s no longer)\s+(?:a\s+)?(?:priority|urgent|important|high priority)$`),
	re(`^(?P<t>.+?)\s+(?:doesn't|does not|no longer)\s+needs?\s+(?:a\s+)?priority$`),
	// "…, remove the priority": said of the item just named
	re(`^(?:remove|clear|drop|take away|take off|unset|reset|delete|strip)\s+(?:the\s+|its\s+)?priority(?P<t>)(?:\s+(?:too|as\s+well|now|then|altogether|completely|entirely|for\s+now))?$`),
}

// ruleClearPriority: "remove the priority from X", "X isn't a priority any more".
func ruleClearPriority(c clause) (ParsedIntent, bool) {
	if !c.has("priority", "urgent", "important") {
		return ParsedIntent{}, false
	}
	if t, ok := refOf(c, clearPriorityRE); ok {
		return intent("clear-priority", "setPriority", map[string]any{"task": t, "priority": "none"}), true
	}
	return ParsedIntent{}, false
}

// refOf is the task reference (group t) of the first of res that matches c.
func refOf(c clause, res []*lazyRE) (string, bool) {
	for _, r := range res {
		if m, ok := find(r, c.s); ok {
			if strings.TrimSpace(m.g("t")) == "" {
				return "it", true // "…, remove the priority": the item just named
			}
			if t, ok := taskRef(m.g("t")); ok {
				return t, true
			}
		}
	}
	return "", false
}

const dueWords = `(?:due\s+date|deadline|date|due)`

var clearDueRE = []*lazyRE{
	re(`^(?:remove|clear|drop|delete|take\s+off|take\s+away|get\s+rid\s+of|unset|strip|lose|scrap|cancel)\s+(?:the\s+)?` + dueWords + `\s+(?:from|on|of|for|off)\s+(?P<t>.+)$`),
	re(`^(?:take|get)\s+(?:the\s+)?` + dueWords + `\s+off\s+(?:of\s+)?(?P<t>.+)$`),
	re(`^(?:remove|clear|drop|delete|take\s+off|unset)\s+(?P<t>.+?)(?:'s|s')\s+` + dueWords + `$`),
	re(`^(?P<t>.+?)\s+(?:doesn't|does\s+not|don't|do\s+not|no\s+longer)\s+(?:needs?|has|have)\s+(?:a\s+)?` + dueWords + `(?:\s+any\s*more|\s+any\s+longer)?$`),
	re(`^(?P<t>.+?)\s+(?:has|have)\s+no\s+` + dueWords + `(?:\s+any\s*more|\s+any\s+longer)?$`),
	re(`^(?:unschedule|undate)\s+(?P<t>.+)$`),
	re(`^(?:make|mark|set)\s+(?P<t>.+?)\s+(?:as\s+)?(?:undated|unscheduled|no\s+date|without\s+a\s+date)$`),
	// "…, drop the due date": said of the item just named
	re(`^(?:remove|clear|drop|delete|take\s+off|take\s+away|get\s+rid\s+of|unset|strip|lose|scrap)\s+(?:the\s+|its\s+)?` + dueWords + `(?P<t>)(?:\s+(?:too|as\s+well|now|then))?$`),
}

// ruleClearDue: "remove the due date from X", "X doesn't need a deadline":
// the task stays, undated.
func ruleClearDue(c clause) (ParsedIntent, bool) {
	if !c.has("date", "deadline", "due", "unschedule", "undate", "undated", "unscheduled") {
		return ParsedIntent{}, false
	}
	if undatedRE.MatchString(c.s) {
		return ParsedIntent{}, false // "which tasks have no date?": asked, not said
	}
	if t, ok := refOf(c, clearDueRE); ok {
		return intent("clear-due", "rescheduleTask", map[string]any{"task": t, "to": "none"}), true
	}
	return ParsedIntent{}, false
}

var (
	tagRE = []*lazyRE{
		re(`^(?:tag|label)\s+(?P<t>.+?)\s+(?:with|as)\s+(?:the\s+)?(?:tags?\s+|labels?\s+)?(?P<g>[@#]?[\p{L}\d_-]+(?:(?:\s*,\s*|\s+and\s+)[@#]?[\p{L}\d_-]+)*)$`),
		// "tag it house": a pronoun, then the label
		re(`^(?:tag|label)\s+(?P<t>it|that|this|them)\s+[@#]?(?P<g>[\p{L}\d_-]+)$`),
		// "tag the contractor call phone": with no "with" or "as", the
		// last word is the label ("tag groceries errands")
		re(`^(?:tag|label)\s+(?P<t>[^\s:#,;@]+(?:\s+[^\s:#,;@]+){0,4}?)\s+[@#]?(?P<g>[\p{L}\d_-]+)$`),
		// "add the tag errands to buy stamps", "put the label @home on X".
		re(`^(?:add|put|stick|give|attach|apply)\s+(?:the\s+|a\s+)?(?:tags?|labels?)\s+(?:of\s+|called\s+|saying\s+)?(?P<g>[@#]?[\p{L}\d_-]+(?:(?:\s*,\s*|\s+and\s+)[@#]?[\p{L}\d_-]+)*)\s+(?:to|on|onto)\s+(?P<t>.+)$`),
		re(`^(?:add|put|stick|give|attach|apply)\s+(?:the\s+|a\s+)?(?P<g>[@#]?[\p{L}\d_-]+)\s+(?:tag|label)\s+(?:to|on|onto)\s+(?P<t>.+)$`),
		// "add @work to the sleepers task": an @label said bare
		re(`^(?:add|put|stick|attach|apply|slap)\s+(?P<g>@[\p{L}\d_-]+(?:(?:\s*,\s*|\s+and\s+|\s+)@[\p{L}\d_-]+)*)\s+(?:to|on|onto)\s+(?P<t>.+)$`),
		// "give the VAT bill the label office", "give X a tag of Y"
		re(`^(?:give|mark)\s+(?P<t>.+?)\s+(?:the|a|an)\s+(?:tag|label)\s+(?:of\s+|called\s+)?(?P<g>[@#]?[\p{L}\d_-]+)$`),
	}
	untagRE = []*lazyRE{
		re(`^(?:untag|unlabel)\s+(?P<t>.+?)(?:\s+(?:from|of)\s+(?P<g>[@#]?[\p{L}\d_-]+))?$`),
		re(`^(?:remove|take|delete|drop|strip)\s+(?:the\s+)?(?:(?:tag|label)\s+(?P<g>[@#]?[\p{L}\d_-]+)|(?P<g2>[@#]?[\p{L}\d_-]+)\s+(?:tag|label))\s+(?:off|from)\s+(?P<t>.+)$`),
		re(`^(?:remove|take|delete|drop|strip|clear)\s+(?:all\s+)?(?:the\s+|of\s+the\s+|its\s+)?(?:tags|labels)\s+(?:off|from)\s+(?P<t>.+)$`),
		// "…, remove the tags": said of the item just named
		re(`^(?:remove|delete|drop|strip|clear)\s+(?:all\s+)?(?:the\s+|of\s+the\s+|its\s+)?(?:tags|labels)(?P<t>)$`),
	}
	labelSplit = lazy(`\s*,\s*|\s+and\s+|\s+`)
)

// labels splits "errands and @phone" into ["errands", "phone"].
func labels(s string) []string {
	var out []string
	for _, g := range labelSplit.Split(s, -1) {
		if g = strings.TrimLeft(strings.TrimSpace(g), "@#"); g != "" {
			out = append(out, g)
		}
	}
	return out
}

// refLeads: words a task's reference never ends on ("label the boxes").
var refLeads = set(`the a an my our your his her their this these those`)

// prepositions a task's reference never ends on ("label the jars for the
// fete" is a to-do).
var prepositions = set(`for to in on at of with from by about into onto under`)

// tagAdverb: words after a label that are no label ("… instead", "… too").
var tagAdverb = lazy(`(?i)\s+(?:instead|too|as\s+well|also|now|then|please|pls)[.!]*$`)

// ruleTag: "tag X with errands", "add the label errands to X".
func ruleTag(c clause) (ParsedIntent, bool) {
	if !c.has("tag", "label", "@") || c.question {
		return ParsedIntent{}, false
	}
	s := c.s
	if loc := tagAdverb.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]] // "tag it admin instead"
	}
	for _, r := range tagRE {
		if m, ok := find(r, s); ok {
			if f := strings.Fields(asciiLower(m.g("t"))); len(f) == 0 || refLeads[f[len(f)-1]] || prepositions[f[len(f)-1]] {
				continue // "label the boxes", "label the jars for the fete": to-dos, no label on "the"
			}
			t, ok := taskRef(m.g("t"))
			if gs := labels(m.g("g")); ok && len(gs) > 0 {
				return intent("tag", "tagTask", map[string]any{"task": t, "tags": gs}), true
			}
		}
	}
	return ParsedIntent{}, false
}

// noNeedLabel: a task said not to need a label, perhaps with "take it off".
var noNeedLabel = re(`^(?P<t>.+?)\s+(?:don't|doesn't|dont|doesnt|do\s+not|does\s+not)\s+need\s+(?:the\s+|its\s+|their\s+|that\s+)?@?(?P<g>[\p{L}\d_-]+)\s+(?:label|tag)(?:\s+any\s*more|\s+now|\s+after\s+all)?(?:\s*[,;.-]\s*(?:so\s+)?(?:please\s+)?(?:take|remove|drop|strip)\s+(?:it|that)\s+(?:off|away)(?:\s+please)?)?$`)

// bareUntag: a label taken off a task without the word "label" ("take
// errands off the bank task", "remove @work from X").
var bareUntag = re(`^(?:take|remove|drop)\s+(?:@(?P<g>[a-z][\w-]*)\s+(?:off|from)|(?P<g2>[a-z][\w-]*)\s+off)\s+(?:of\s+)?(?P<t>.+)$`)

// listPlace: a list or calendar, where things are taken off, never a
// task losing a label ("take carrots off my list for shopping").
var listPlace = re(`\b(?:list|lists|checklist|calendar|agenda|diary|schedule|planner|inbox|reminders)\b`)

// notBareLabel: single words before "off" that are no label.
var notBareLabel = set(`it that this them those these everything all the a priority date dates due deadline time reminder reminders
project done one ones stuff urgent important high low medium normal p1 p2 p3 p4 flag star`)

// untagThenIt: "untag X; it" before "does not need the @l label": the
// request, then its reason said of "it".
var untagThenIt = re(`^(?:please\s+)?(?:untag|unlabel|take\s+the\s+(?:label|tag)\s+off)\s+(?P<t>.+?)\s*(?:[;,.]|\s-)\s*(?:as\s+|because\s+|since\s+)?(?:it|that|this|they)$`)

// ruleUntag: "untag X", "remove the errands tag from X", "remove all labels from X".
func ruleUntag(c clause) (ParsedIntent, bool) {
	if m, ok := find(noNeedLabel, c.s); ok && !c.question {
		// "the batteries don't need the shopping label, take it off"
		subj := m.g("t")
		if mm, ok := find(untagThenIt, subj); ok {
			subj = mm.g("t") // "untag X; it does not need the @l label"
		}
		if t, ok := taskRef(subj); ok {
			return intent("untag", "untagTask", map[string]any{"task": t, "tags": []string{strings.ToLower(m.g("g"))}}), true
		}
	}
	if m, ok := find(bareUntag, c.s); ok && !c.question && !notBareLabel[strings.ToLower(m.g("g")+m.g("g2"))] && !listPlace.MatchString(asciiLower(m.g("t"))) {
		// "take errands off the bank task": one word before "off" is a
		// label (the ToolBox says so when the task has none such)
		if t, ok := taskRef(m.g("t")); ok && !c.has("tag", "label") {
			return intent("untag", "untagTask", map[string]any{"task": t, "tags": []string{strings.ToLower(m.g("g") + m.g("g2"))}}), true
		}
	}
	if !c.has("tag", "label") || c.question {
		return ParsedIntent{}, false
	}
	for _, r := range untagRE {
		if m, ok := find(r, c.s); ok {
			t, ok := taskRef(m.g("t"))
			if strings.TrimSpace(m.g("t")) == "" {
				t, ok = "it", true // "…, remove the tags"
			}
			if !ok {
				continue
			}
			args := map[string]any{"task": t}
			var gs []string
			for _, g := range labels(m.g("g") + " " + m.g("g2")) {
				if !articles[strings.ToLower(g)] && !pronoun[strings.ToLower(g)] { // "remove the label from X": its label
					gs = append(gs, g)
				}
			}
			if len(gs) > 0 {
				args["tags"] = gs
			}
			return intent("untag", "untagTask", args), true
		}
	}
	return ParsedIntent{}, false
}

// A milestone is named "the milestone X" or "the X milestone".
// A project said after it ("the weekend milestone on the stag do") only
// says whose it is.
const milestoneName = `(?:the\s+)?(?:milestone\s+["“](?P<m3>[^"“”]+)["”]|milestone\s+(?P<m>.+?)|(?P<m2>.+?)\s+milestone(?:\s+(?:on|of|for|in)\s+(?:the\s+|my\s+)?(?P<mp>[^,]+?))?)`

var (
	milestoneDoneRE = []*lazyRE{
		re(`^` + milestoneName + `\s+(?:is|was|has been|got)\s+(?:now\s+|finally\s+|officially\s+)?(?:done|reached|complete|completed|met|hit|achieved|finished|sorted|ticked\s+off)(?:\s+(?:now|at\s+last|finally|too|already))?$`),
		re(`^(?:mark|set|tick|check)\s+` + milestoneName + `\s+(?:as\s+)?(?:done|reached|complete|completed|met|achieved)$`),
		re(`^(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:reached|hit|met|achieved|passed|completed|finished)\s+` + milestoneName + `$`),
		re(`^(?:complete|finish|close)\s+` + milestoneName + `$`),
		re(`^(?:tick|check|cross|mark)\s+off\s+` + milestoneName + `$`),
		re(`^(?:tick|check|cross)\s+` + milestoneName + `\s+off$`),
	}
	milestoneRenameRE = re(`^rename\s+` + milestoneName + `\s+(?:to|as|into)\s+(?P<n>.+)$`)
	milestoneMoveRE   = re(`^(?:move|push|shift|reschedule|postpone|bring forward|pull in|bring|change|set)\s+` + milestoneName + `\s+(?:(?:earlier|later|forward|back|up|out|in)\s*,?\s+)?(?:to|until|till|back to|forward to)\s+(?P<d>.+)$`)
	// "the tiling milestone should be dec 20 instead"
	milestoneShouldRE = re(`^` + milestoneName + `\s+(?:should|must|needs to|has to|will|can|is going to)\s+be\s+(?:on\s+|due\s+|moved\s+to\s+|due\s+on\s+)?(?P<d>.+?)(?:\s+instead|\s+now)?$`)
	// "push the tiling milestone back a week"
	milestoneShiftRE = re(`^(?:push|move|shift|bump|slide|delay|postpone)\s+` + milestoneName + `\s+(?:back|out|forward|along|on)?\s*(?:by\s+)?(?P<by>(?:a|an|one|two|three|four|\d+|a\s+couple\s+of|a\s+few)\s+(?:days?|weeks?|months?))(?:\s+(?:later|back|on))?$`)
	// "the rough-in milestone has slipped to tue 22 dec"
	milestoneSlippedRE = re(`^` + milestoneName + `\s+(?:has\s+|have\s+|'s\s+)?(?:slipped|moved|slid|shifted|been\s+moved|is\s+moved|is\s+postponed|is\s+pushed(?:\s+back)?|was\s+moved|been\s+pushed(?:\s+back)?|been\s+delayed|been\s+postponed|got\s+pushed(?:\s+back)?|got\s+moved|(?:needs?\s+to|has\s+to|should|must|will\s+have\s+to)\s+(?:move|be\s+moved|go|shift|slip|be\s+pushed(?:\s+back)?))\s+(?:back\s+|out\s+)?(?:to|until|till)\s+(?P<d>.+)$`)
	milestoneDeleteRE  = re(`^(?:delete|remove|drop|scrap|cancel|get rid of)\s+` + milestoneName + `$`)
)

// milestoneRef is the milestone a match names.
func milestoneRef(m match) string {
	if s := m.g("m3"); s != "" {
		return s // "the milestone \"Itinerary sent to members\""
	}
	if s := m.g("m"); s != "" {
		return s
	}
	return m.g("m2")
}

// ruleMilestoneOps: complete, rename, move or delete a named milestone.
func ruleMilestoneOps(c clause) (ParsedIntent, bool) {
	if !c.has("milestone") || c.question {
		return ParsedIntent{}, false
	}
	for _, r := range milestoneDoneRE {
		if m, ok := find(r, c.s); ok && milestoneRef(m) != "" {
			return intent("milestone-done", "completeMilestone", map[string]any{"milestone": milestoneRef(m)}), true
		}
	}
	if m, ok := find(milestoneRenameRE, c.s); ok && m.g("n") != "" {
		return intent("milestone-rename", "updateMilestone", map[string]any{"milestone": milestoneRef(m), "title": m.g("n")}), true
	}
	if m, ok := find(milestoneMoveRE, c.s); ok {
		if d, isDate := singleDay(m.g("d")); isDate {
			return intent("milestone-move", "updateMilestone", map[string]any{"milestone": milestoneRef(m), "due": d}), true
		}
	}
	if m, ok := find(milestoneSlippedRE, c.s); ok {
		if d, isDate := singleDay(m.g("d")); isDate {
			return intent("milestone-move", "updateMilestone", map[string]any{"milestone": milestoneRef(m), "due": d}), true
		}
	}
	if m, ok := find(milestoneShouldRE, c.s); ok {
		if d, isDate := singleDay(m.g("d")); isDate {
			return intent("milestone-move", "updateMilestone", map[string]any{"milestone": milestoneRef(m), "due": d}), true
		}
	}
	if m, ok := find(milestoneShiftRE, c.s); ok {
		// rescheduleTask moves a milestone by an amount when no task has
		// its name (the ToolBox's milestoneInsteadOfTask).
		return intent("milestone-move", "rescheduleTask", map[string]any{"task": milestoneRef(m) + " milestone", "by": m.g("by")}), true
	}
	if m, ok := find(milestoneDeleteRE, c.s); ok {
		return intent("milestone-delete", "deleteMilestone", map[string]any{"milestone": milestoneRef(m)}), true
	}
	return ParsedIntent{}, false
}

// leadQuote: a name in quotes at the start of what follows it.
var leadQuote = lazy(`^["“](?P<q>[^"”]+)["”]`)

// nameEnd: where a new name ends and a remark after it begins
// ("X, if that's all right. Please rename it").
var nameEnd = lazy(`(?i)(?:[.?!]+\s|,\s*(?:if|please|thanks|thank\s+you|as|because)\b)`)

// saidName is a new name as said: the quoted words when it starts with a
// quote, else the words before a remark after it.
func saidName(n string) string {
	if m := leadQuote.FindStringSubmatch(n); m != nil {
		return m[1]
	}
	for _, i := range nameEnd.FindAllStringIndex(n, -1) {
		if i[0] > 0 && !abbrevEnd.MatchString(n[:i[0]+1]) {
			return n[:i[0]] // not after "Ch." or "Dr."
		}
	}
	return n
}

// A project is named "the project X" or "the X project".
const projectName = `(?:the\s+|my\s+)?(?:project\s+(?P<p>.+?)|(?P<p2>.+?)\s+project)`

var (
	projectRenameRE  = re(`^(?:rename|retitle)\s+` + projectName + `\s+(?:to|as|into)\s+(?P<n>.+)$`)
	projectCallRE    = re(`^(?:(?:i'?d\s+(?:rather|prefer\s+to|like\s+to)|i\s+want\s+to|let'?s|can\s+we|could\s+we|we'?ll)\s+)?(?:call|name)\s+(?:the\s+|my\s+)?(?P<p2>.+?)\s+project\s+(?P<n>.+)$`)
	projectArchiveRE = []*lazyRE{
		re(`^(?:archive|shelve|put away)\s+` + projectName + `$`),
		re(`^archive\s+(?P<p>.+)$`), // only projects are archived
	}
	projectRestoreRE = []*lazyRE{
		re(`^(?:restore|unarchive|un-archive|reactivate|revive|bring back|unshelve)\s+` + projectName + `(?:\s+from\s+the\s+archive)?$`),
		re(`^(?:bring|get)\s+` + projectName + `\s+back(?:\s+from\s+the\s+archive)?$`),
		re(`^(?:unarchive|un-archive)\s+(?P<p>.+)$`),
		// "restore birthday party": only projects are archived; a deleted
		// task, a note or a backup is something else.
		re(`^(?:restore|reactivate|unshelve)\s+(?P<p>(?:the\s+)?[^\s]+(?:\s+[^\s]+){0,3})$`),
	}
	// projectBackRE: "bring Garden back", "revive the blog": a project
	// only when an archived one has that name (else the words are a to-do).
	projectBackRE = []*lazyRE{
		re(`^(?:bring|get)\s+(?P<p>(?:the\s+|my\s+)?[^\s]+(?:\s+[^\s]+){0,3}?)\s+back(?:\s+(?:from\s+the\s+archive|again|please))?$`),
		re(`^(?:bring|get)\s+back\s+(?P<p>(?:the\s+|my\s+)?[^\s]+(?:\s+[^\s]+){0,3})$`),
		re(`^(?:revive|resurrect|undo\s+the\s+archiving\s+of)\s+(?P<p>(?:the\s+|my\s+)?[^\s]+(?:\s+[^\s]+){0,3})$`),
	}
	projectDeleteRE = re(`^(?:delete|remove|scrap|drop|trash|get rid of|bin)\s+` + projectName + `(?:\s+(?:altogether|entirely|completely|for\s+good|permanently|totally))?(?:\s*,?\s+(?:with|along\s+with|and|including)\s+(?:all\s+)?(?:of\s+)?(?:its|the|their)\s+tasks(?:\s+(?:too|as\s+well))?)?(?P<keep>\s*,?\s+(?:but|and)\s+keep\s+(?:its|the|all(?:\s+(?:of\s+)?its)?|all\s+the)?\s*(?:tasks|to-?dos|items)(?:\s+in\s+it)?)?$`)
)

// manyWords start a set of tasks, never a project's name ("delete every
// task in the X project" is a bulk change).
var manyWords = re(`^(?:all|every|everything|each)\b`)

func projectRef(m match) string {
	if s := m.g("p"); s != "" {
		return trimProject(s)
	}
	return trimProject(m.g("p2"))
}

// ruleProjectOps: rename, archive, restore or delete a named project.
func ruleProjectOps(c clause) (ParsedIntent, bool) {
	if !c.question && c.has("back", "revive", "resurrect") && !c.has("project") {
		for _, r := range projectBackRE {
			if m, ok := find(r, c.s); ok && projectRef(m) != "" && !pronoun[strings.ToLower(projectRef(m))] {
				return intent("project-back", "restoreProject", map[string]any{"project": projectRef(m), "orTask": strings.TrimRight(c.s, " .!")}), true
			}
		}
	}
	if !c.has("project", "archive", "restore", "reactivate", "unshelve") || c.question ||
		c.has("task", "note", "backup", "delete", "setting", "data", "file", "undo", "version", "calendar", "list", "reminder") && !c.has("project", "archive") {
		return ParsedIntent{}, false
	}
	m, ok := find(projectRenameRE, c.s)
	if !ok {
		// "I'd rather call the garden project \"Back Garden\"", "let's
		// call the P project Y": a new name said with "call"
		m, ok = find(projectCallRE, c.s)
	}
	if ok && m.g("n") != "" {
		return intent("project-rename", "renameProject", map[string]any{"project": projectRef(m), "name": trimProject(saidName(m.g("n")))}), true
	}
	for _, r := range projectArchiveRE {
		if m, ok := find(r, c.s); ok && projectRef(m) != "" && !itsTasks.MatchString(projectRef(m)) {
			return intent("project-archive", "archiveProject", map[string]any{"project": projectRef(m)}), true
		}
	}
	for _, r := range projectRestoreRE {
		if m, ok := find(r, c.s); ok && projectRef(m) != "" {
			return intent("project-restore", "restoreProject", map[string]any{"project": projectRef(m)}), true
		}
	}
	if m, ok := find(projectDeleteRE, c.s); ok && projectRef(m) != "" && !manyWords.MatchString(projectRef(m)) {
		args := map[string]any{"project": projectRef(m)}
		if m.g("keep") != "" {
			args["keepTasks"] = true
		}
		p := intent("project-delete", "deleteProject", args)
		p.Note = "Deleting a project asks for your approval first."
		return p, true
	}
	return ParsedIntent{}, false
}

var (
	listProjectsRE = re(`^(?:(?:show|list|see|view|display|give|get)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:my|the|our)?\s*|what\s+are\s+(?:my|our|the)\s+|my\s+|all\s+(?:my\s+)?)?(?P<arch>archived\s+|active\s+|current\s+|open\s+)?projects` + archivedToo + progressTail + `$`)
	// "how are my projects going", "how far along are my projects"
	projectsProgressRE = re(`^(?:(?:how\s+(?:are|is)|how're|hows|how's)\s+(?:all\s+)?(?:my|our|the)\s+projects\s+` + progressVerb + `|how\s+far\s+along\s+are\s+(?:all\s+)?(?:my|our|the)\s+projects|(?:my\s+|the\s+)?projects?\s+(?:progress|overview|status(?:es)?))$`)
	// "which projects have I archived", "what projects are archived"
	archivedProjectsRE = re(`^(?:(?:which|what)\s+(?:of\s+my\s+)?projects\s+(?:(?:have|did)\s+(?:i|we)\s+(?:archived?|shelved?|put\s+away)|(?:are|were|have\s+been)\s+(?:archived|shelved|put\s+away))|(?:do|have)\s+(?:i|we)\s+(?:have|got)\s+any\s+archived\s+projects|(?:is|are)\s+(?:there\s+)?any\s+(?:of\s+my\s+)?projects\s+archived)$`)
	whatProjectsRE     = re(`^(?:what|which)\s+(?P<arch>archived\s+)?projects\s+(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|are\s+there|am\s+i\s+(?:working\s+on|running)|are\s+(?:open|active|going|archived))(?:\s+(?:on\s+the\s+go|at\s+the\s+moment|now|going\s+on|running|ongoing|in\s+progress))?` + progressTail + `$`)
)

// archivedToo: "…, including archived ones", "… (active and archived)".
const archivedToo = `(?P<both>\s*,?\s*(?:\(\s*)?(?:including|incl\.?|with|plus|and|both\s+active\s+and|active\s+and|even)\s+(?:the\s+|all\s+the\s+)?(?:archived|old)(?:\s+ones|\s+projects)?(?:\s+(?:too|as\s+well))?\s*\)?|\s*,?\s*(?:the\s+)?(?:archived|old)\s+(?:ones|projects)\s+(?:included|too|as\s+well))?`

// progressTail: what a list of projects should show, said after it ("…
// with how far along they are", "… and their progress").
const progressTail = `(?:\s*,?\s+(?:with|and|plus|incl(?:uding)?)\s+(?:(?:show|tell)(?:\s+me)?\s+)?(?:their\s+|the\s+)?(?:progress|status(?:es)?|how\s+far\s+along\s+(?:they\s+are|each\s+(?:one\s+)?is)|how\s+far\s+(?:along\s+)?(?:i\s+am|i'm|im|we\s+are|we're|i\s+got|i've\s+got)(?:\s+with\s+(?:them|each|each\s+one))?|how\s+(?:they're|theyre|they\s+are)\s+` + progressVerb + `|percent(?:age)?s?(?:\s+done)?|completion))?`

// progressVerb: how a project is said to be doing ("going", "looking").
const progressVerb = `(?:going|doing|coming\s+along|getting\s+on|looking|shaping\s+up|progressing|tracking|travelling|traveling|holding\s+up)`

// ruleListProjects: "show my projects", "what projects do I have", "list archived projects".
func ruleListProjects(c clause) (ParsedIntent, bool) {
	if !c.has("project") {
		return ParsedIntent{}, false
	}
	if archivedProjectsRE.MatchString(c.s) {
		return intent("list-projects", "listProjects", map[string]any{"archived": true}), true
	}
	for _, r := range []*lazyRE{listProjectsRE, whatProjectsRE, projectsProgressRE} {
		if m, ok := find(r, c.s); ok {
			args := map[string]any{}
			if strings.HasPrefix(strings.ToLower(m.g("arch")), "archived") {
				args["archived"] = true
			}
			if m.g("both") != "" {
				args = map[string]any{"all": true} // "… including archived ones"
			}
			return intent("list-projects", "listProjects", args), true
		}
	}
	return ParsedIntent{}, false
}

// statusWords name queryTasks' own filters; a facet rule leaves them to it.
var statusWords = set(`today today's tomorrow tomorrow's overdue late blocked upcoming done completed finished open all remaining outstanding pending`)

// priorityFacet reads "high priority", "urgent", "top-priority" as a
// priority level; "" when s is not one.
func priorityFacet(s string) string {
	l := strings.ToLower(strings.TrimSpace(s))
	if m := priorityNumber.FindStringSubmatch(l); m != nil {
		l = "p" + m[1] // "priority 2"
	}
	l = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(l, "priority"), "-"))
	switch l {
	case "top", "highest", "critical", "p1":
		return "urgent"
	case "high", "important", "p2", "urgent", "pressing", "most important", "most urgent", "most pressing", "very important", "really important", "big", "biggest":
		// "my urgent tasks" are the pressing ones: high and above.
		return "high"
	case "normal", "medium", "p3":
		return "normal"
	case "low", "p4":
		return "low"
	}
	return ""
}

// priorityNumber: "priority 2", "priority two".
var priorityNumber = lazy(`^priority\s+([1-4])$`)

// groupFacet reads the X of "the X tasks": a priority, a label (@X, "tagged
// X") or a project name; ok is false for queryTasks' status words, which the
// older rules read.
// calendarNouns: a calendar's items, no label's or project's name.
var calendarNouns = set(`meetings appointments events plans bookings reservations calls alarms reminders`)

// genericList: names of the whole list, not of one group in it.
var genericList = set(`to-do todo to do task tasks reminder reminders whole entire full master things-to-do`)

// queryRepeating asks for the tasks that repeat: "show recurring tasks",
// "which tasks repeat", "what's on repeat".
var queryRepeating = re(`^(?:(?:show|list|see|display|give)(?:\s+me)?\s+(?:all\s+)?(?:my\s+|the\s+)?|what\s+are\s+(?:all\s+)?(?:my\s+|the\s+)?)?(?:repeating|recurring|regular|repeated)\s+(?:tasks|to-?dos|jobs|chores|things|items|stuff|ones|reminders)$|^(?:which|what)\s+(?:of\s+my\s+)?(?:tasks|to-?dos|jobs|chores|things|reminders)\s+(?:repeat|recur|are\s+(?:repeating|recurring|on\s+repeat|regular))$|^what(?:'s|s|’s|\s+is|\s+have\s+i\s+(?:got|set))\s+(?:on\s+repeat|set\s+to\s+repeat|repeating|recurring)$`)

// repeatingWords name the tasks that repeat ("my recurring jobs").
var repeatingWords = set(`repeating recurring repeated regular repeat recurrent`)

// bareFilter maps "show X" to queryTasks' filter X.
var bareFilter = map[string]string{"tomorrow": "tomorrow", "overdue": "overdue", "late": "overdue", "blocked": "blocked", "upcoming": "upcoming",
	"repeating": "repeating", "recurring": "repeating", "repeats": "repeating", "repeaters": "repeating",
	"done": "done", "completed": "done", "finished": "done", "open": "all", "remaining": "all", "outstanding": "all", "pending": "all"}

// notAGroup: what "show X" names when X is no project or label.
var notAGroup = set(`tasks task projects project notes note agenda everything all anything calendar milestones settings help list lists
todos to-dos todo items stuff things inbox reminders upcoming schedule plan week month it that this them me more less details progress
status history journal log undo changes tags labels`)

// possessiveDay is "saturday" for "saturday's" or "saturdays" (a day's
// things), x otherwise.
func possessiveDay(x string) string {
	l := strings.TrimSuffix(strings.TrimSuffix(asciiLower(x), "'s"), "’s")
	if strings.HasSuffix(l, "days") {
		l = strings.TrimSuffix(l, "s")
	}
	switch l {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow":
		return l
	}
	return x
}

// priorityIn: a priority, then the project it is asked of.
var priorityIn = lazy(`(?i)^(.+?)\s+(?:in|for|on|under)\s+(?:the\s+|my\s+)?(.+?)$`)

func groupFacet(x string) (map[string]any, bool) {
	x = trimValue(x)
	l := strings.ToLower(x)
	switch {
	case x == "" || statusWords[l] || strings.Contains(l, "due ") || len(x) > 60:
		return nil, false
	case strings.Contains(l, " and the ") || strings.Contains(l, ", the ") || strings.HasPrefix(l, "the "):
		// "the flowers and the suit tasks": two tasks, each named
		return nil, false
	case priorityFacet(x) != "":
		return map[string]any{"priority": priorityFacet(x)}, true
	case priorityIn.MatchString(x):
		// "high priority in bridge design": that priority in that project
		m := priorityIn.FindStringSubmatch(x)
		if lv := priorityFacet(m[1]); lv != "" && spanOfDays.MatchString(m[2]) {
			return map[string]any{"priority": lv, "day": m[2]}, true // "urgent in the next 10 days"
		} else if lv != "" && !notProject.MatchString(asciiLower(m[2])) {
			return map[string]any{"priority": lv, "project": trimProject(m[2])}, true
		}
	case strings.HasPrefix(x, "@"):
		return map[string]any{"tag": strings.TrimPrefix(x, "@")}, true
	case repeatingWords[l]:
		return map[string]any{"filter": "repeating"}, true // "my recurring tasks"
	}
	if d, isDay := singleDay(possessiveDay(x)); isDay {
		return map[string]any{"day": d}, true // "all the saturday stuff", "saturday's stuff"
	}
	if _, isDate := datePhrase(x); isDate {
		return nil, false
	}
	// A project by name; the ToolBox reads it as a label when no project
	// has that name.
	return map[string]any{"project": trimProject(x)}, true
}

var (
	selAll    = re(`^(?:everything|all(?:\s+(?:of\s+)?(?:my|the))?(?:\s+(?:tasks|to-?dos|items|things))?|every\s+(?:single\s+)?task)(?:\s+(?:that'?s|that\s+is|which\s+is|that\s+are|which\s+are|i\s+have))?(?:\s+(?P<q>.+))?$`)
	selGroup  = re(`^(?:(?:all|every)\s+(?:of\s+)?(?:my\s+|the\s+)?|my\s+|the\s+)(?P<x>.+?)\s+(?:tasks|to-?dos|items|jobs|chores|stuff|things)$|^(?P<x2>today'?s|tomorrow'?s|tmrw'?s|tmrws|2morrow'?s)\s+(?:tasks|to-?dos|items|jobs|chores|stuff|things)$`)
	selDue    = re(`^due\s+(?P<d>.+)$`)
	dueBefore = re(`^(?:before|by|until|till|no later than|on or before)\s+(?P<d>.+)$`)
	// selPlaceDue: a place, then when ("in kitchen that's due this week").
	selPlaceDue = re(`^(?P<p>(?:in|from|under|tagged|labell?ed)\s+.+?)\s+(?:that'?s|that\s+is|that\s+are|which\s+are|which\s+is|and)?\s*(?P<d>due\s+.+|done|finished|completed|overdue|late)$`)
	// selDuePlace: when, then a place ("due wednesday that's tagged
	// clients").
	selDuePlace = re(`^due\s+(?P<d>.+?)\s+(?:that'?s|that\s+is|that\s+are|which\s+are|which\s+is|and)?\s*(?P<p>(?:in|from|under|tagged|labell?ed|with\s+the\s+(?:tag|label))\s+.+)$`)
	selTagged   = re(`^(?:tagged|labell?ed|with\s+the\s+(?:tag|label))\s+[@#]?(?P<g>[\p{L}\d_-]+)$`)
	selIn       = re(`^(?:in|from|under|of\s+(?:the|my|our)|belonging\s+to)\s+(?P<p>.+)$|^of\s+(?P<p2>(?-i:[A-Z]).+)$`)
	// selSet: a set named by its state, group and place ("the unfinished
	// tasks in kitchen", "all the garden stuff", "the done ones from P").
	selSet = re(`^(?P<all>(?:all|every|each)\s+(?:of\s+)?)?(?:my\s+|the\s+|those\s+|these\s+|our\s+)?(?:(?P<st>unfinished|open|remaining|incomplete|outstanding|pending|undone|finished|done|completed|complete|ticked[- ]off|checked[- ]off|crossed[- ]off|overdue|late)\s+)?(?:(?P<x>[\w'@-]+(?:\s+[\w'@-]+)?)\s+)??(?:tasks|to-?dos|todos|items|jobs|chores|stuff|things|ones|bits)(?:\s+(?:that\s+are\s+|which\s+are\s+)?(?P<q>(?:in|from|under|of\s+(?:the|my|our)|of(?-i:\s+[A-Z])|on|tagged|labell?ed|due)\s*.+))?$`)
)

// undatedTail: words ending a set's name that keep its undated tasks
// ("… without a date", "… that haven't got a date yet", "… undated").
var undatedTail = lazy(`(?i)(?:^|\s+)(?:(?:that|which)\s+(?:(?:has|have|do|does)(?:n'?t|\s+not)\s+(?:got\s+|have\s+)?(?:a\s+|any\s+)?(?:due\s+)?(?:date|dates|deadline)|(?:is|are)\s+(?:still\s+)?undated)|with\s+no\s+(?:due\s+)?(?:date|dates|deadline)|without\s+(?:a\s+|any\s+)?(?:due\s+)?(?:date|dates|deadline)|(?:still\s+)?undated)(?:\s+yet)?$`)

// setStates maps selSet's state words to queryTasks filters.
var setStates = map[string]string{
	"unfinished": "all", "open": "all", "remaining": "all", "incomplete": "all", "outstanding": "all", "pending": "all", "undone": "all",
	"finished": "done", "done": "done", "completed": "done", "complete": "done", "ticked off": "done", "ticked-off": "done",
	"checked off": "done", "checked-off": "done", "crossed off": "done", "crossed-off": "done", "overdue": "overdue", "late": "overdue",
}

// setSelection reads a reference naming a set of tasks by state, group or
// place ("the unfinished tasks in kitchen", "all the garden stuff") as
// queryTasks arguments. It claims only a phrase that says several: a
// quantifier, a state word or a group before the plural noun, or a place
// after it; "the tasks" alone is no set.
func setSelection(s string) (map[string]any, bool) {
	s = trimValue(s)
	for _, p := range []string{"out ", "off "} {
		s = strings.TrimPrefix(s, p)
	}
	m, ok := find(selSet, s)
	if !ok || m.g("all")+m.g("st")+m.g("x")+m.g("q") == "" {
		return nil, false
	}
	sel := map[string]any{}
	if st := strings.ToLower(m.g("st")); st != "" {
		sel["filter"] = setStates[st]
	}
	if x := m.g("x"); x != "" {
		g, ok := groupFacet(x)
		if !ok {
			return nil, false
		}
		for k, v := range g {
			sel[k] = v
		}
	}
	if q := m.g("q"); q != "" {
		l := strings.ToLower(q)
		switch {
		case l == "on my list" || l == "on the list" || l == "on my to-do list":
		case strings.HasPrefix(l, "on "):
			return nil, false
		default:
			if strings.HasPrefix(l, "of the ") || strings.HasPrefix(l, "of my ") || strings.HasPrefix(l, "of our ") || strings.HasPrefix(l, "of this ") || strings.HasPrefix(l, "of that ") {
				q = "in" + q[len("of"):] // "the completed tasks of the P project"
			}
			g, ok := selection("all " + q)
			if !ok || g["filter"] == "all" {
				return nil, false
			}
			for k, v := range g {
				if _, has := sel[k]; has && k != "filter" {
					return nil, false
				}
				sel[k] = v
			}
		}
	}
	if len(sel) == 0 {
		sel["filter"] = "all"
	}
	return sel, true
}

// anySelection is selection, else setSelection; a state word alone
// ("clear completed") is the set in that state.
func anySelection(s string) (map[string]any, bool) {
	if sel, ok := selection(s); ok {
		return sel, true
	}
	if f := setStates[strings.ToLower(trimValue(s))]; f == "done" {
		return map[string]any{"filter": f}, true
	}
	return setSelection(s)
}

// setTools: the one-task changes bulkTasks does to a set, and the bulk
// action of each.
var setTools = map[string]string{"completeTask": "complete", "deleteTask": "delete", "rescheduleTask": "reschedule", "setPriority": "priority",
	"tagTask": "tag", "untagTask": "untag"}

// ofSet reads a one-task change whose reference names a set of tasks
// ("push all the garden stuff back a day", "delete the unfinished tasks in
// kitchen") as that change to the set: bulkTasks, asked first.
func ofSet(p ParsedIntent) ParsedIntent {
	ref, _ := p.Args["task"].(string)
	if ref == "" {
		return p
	}
	sel, ok := anySelection(ref)
	if !ok {
		return p
	}
	if q, ok := setChange(p, sel); ok {
		return q
	}
	return p
}

// setChange is p, a one-task change, made to the set sel of queryTasks
// arguments instead: bulkTasks with p's value (its date, shift, labels or
// priority level). ok is false for a tool bulkTasks does not do.
func setChange(p ParsedIntent, sel map[string]any) (ParsedIntent, bool) {
	action, ok := setTools[p.Tool]
	if !ok {
		return p, false
	}
	extra := map[string]any{}
	if action == "untag" && p.Args["tags"] == nil && sel["tag"] != nil {
		extra["tags"] = []string{sel["tag"].(string)} // "untag everything tagged garden"
	}
	for _, k := range []string{"to", "by", "tags"} {
		if v, has := p.Args[k]; has {
			extra[k] = v
		}
	}
	if v, has := p.Args["priority"]; has {
		extra["level"] = v
	}
	return bulk(action, sel, extra)
}

// selection reads a phrase naming several tasks ("everything due today",
// "all the garden tasks", "everything tagged errands") as queryTasks
// arguments; ok is false when it names no set.
func selection(s string) (map[string]any, bool) {
	s = trimValue(s)
	if m, ok := find(selAll, s); ok {
		q := strings.TrimSpace(strings.TrimPrefix(m.g("q"), "still "))
		for _, p := range []string{"left ", "remaining ", "outstanding ", "open ", "still open ", "unfinished "} {
			if strings.HasPrefix(strings.ToLower(q), p) {
				q = strings.TrimSpace(q[len(p):]) // "everything left in loose screws"
			}
		}
		if m := undatedTail.FindStringIndex(q); m != nil {
			// "everything in revalidation without a date": the undated ones
			sel := map[string]any{}
			if rest := strings.TrimSpace(q[:m[0]]); rest != "" {
				a, ok := selection("all " + rest)
				if !ok || a["filter"] != nil && a["filter"] != "all" {
					return nil, false
				}
				sel = a
			}
			sel["filter"] = "undated"
			return sel, true
		}
		l := strings.ToLower(q)
		switch {
		case q == "", l == "on my list", l == "on my to-do list", l == "on the list", l == "open":
			return map[string]any{"filter": "all"}, true
		case l == "overdue", l == "late":
			return map[string]any{"filter": "overdue"}, true
		case l == "for today", l == "from today", l == "today":
			return map[string]any{"filter": "today"}, true
		case l == "for tomorrow", l == "tomorrow", l == "from tomorrow", l == "on tomorrow", l == "due tomorrow":
			return map[string]any{"filter": "tomorrow"}, true
		case l == "done", l == "completed", l == "finished", l == "ticked off":
			return map[string]any{"filter": "done"}, true
		}
		if pd, ok := find(selPlaceDue, q); ok {
			// "everything in kitchen that's due this week"
			a, okA := selection("all " + pd.g("p"))
			b, okB := selection("all " + pd.g("d"))
			if okA && okB {
				for k, v := range b {
					a[k] = v
				}
				return a, true
			}
		}
		if dp, ok := find(selDuePlace, q); ok {
			// "everything due wednesday that's tagged clients"
			a, okA := selection("all " + dp.g("p"))
			b, okB := dueFacet(dp.g("d"))
			if okA && okB {
				for k, v := range b {
					a[k] = v
				}
				return a, true
			}
		}
		if d, ok := find(selDue, q); ok {
			return dueFacet(d.g("d"))
		}
		if !strings.Contains(q, " ") && strings.HasSuffix(l, "s") && !notAGroup[l] && !genericList[l] && !calendarNouns[l] {
			if g, ok := groupFacet(q); ok {
				return g, true // "all my errands": a label or project by name
			}
		}
		if t, ok := find(selTagged, q); ok {
			return map[string]any{"tag": t.g("g")}, true
		}
		if p, ok := find(selIn, q); ok {
			if d, isDay := singleDay(p.g("p")); isDay {
				return map[string]any{"day": d}, true // "everything from saturday"
			}
			return map[string]any{"project": trimProject(p.g("p") + p.g("p2"))}, true
		}
		if d, isDay := singleDay(strings.TrimPrefix(strings.TrimPrefix(l, "on "), "for ")); isDay && (strings.HasPrefix(l, "on ") || strings.HasPrefix(l, "for ")) {
			return map[string]any{"day": d}, true // "everything on saturday"
		}
	}
	if m, ok := find(selGroup, s); ok {
		switch x := strings.ToLower(m.g("x") + m.g("x2")); x {
		case "today's", "todays", "today":
			return map[string]any{"filter": "today"}, true
		case "tomorrow's", "tomorrows", "tmrw's", "tmrws", "tmrw", "2morrow's", "2morrows":
			return map[string]any{"filter": "tomorrow"}, true
		case "overdue", "late":
			return map[string]any{"filter": "overdue"}, true
		case "open", "remaining":
			return map[string]any{"filter": "all"}, true
		case "completed", "done", "finished", "ticked off", "checked off":
			// "delete all completed tasks": the done ones
			return map[string]any{"filter": "done"}, true
		}
		return groupFacet(m.g("x"))
	}
	return nil, false
}

// dueFacet reads the day of "due X": today and tomorrow are filters, any
// other single day a day.
func dueFacet(d string) (map[string]any, bool) {
	switch strings.ToLower(trimValue(d)) {
	case "today":
		return map[string]any{"filter": "today"}, true
	case "tomorrow":
		return map[string]any{"filter": "tomorrow"}, true
	case "this week", "this wk", "by the end of the week", "by the end of this week", "before the weekend":
		return map[string]any{"filter": "this week"}, true
	case "next week":
		return map[string]any{"filter": "next week"}, true
	}
	if m, ok := find(dueBefore, d); ok {
		// "due before christmas", "due by friday": that day and every
		// day before it
		if b, isDay := singleDay(m.g("d")); isDay {
			return map[string]any{"before": b}, true
		}
	}
	switch strings.ToLower(trimValue(d)) {
	case "this month", "in this month", "during this month":
		return map[string]any{"from": "the first day of this month", "before": "the last day of this month"}, true
	case "by the end of the month", "by the end of this month", "by month end", "by end of month", "before the end of the month":
		return map[string]any{"before": "the last day of this month"}, true // overdue ones too
	case "next month", "in next month", "during next month":
		return map[string]any{"from": "the first day of next month", "before": "the last day of next month"}, true
	}
	if m, ok := find(inMonth, trimValue(d)); ok {
		// "due in february": every day of that month
		return map[string]any{"from": "1 " + m.g("m"), "before": "the last day of " + m.g("m")}, true
	}
	if p, ok := singleDay(d); ok {
		return map[string]any{"day": p}, true
	}
	return nil, false
}

// inMonth: a month said alone ("in february", "during march").
var inMonth = re(`^(?:in|during|for|within)?\s*(?:the\s+month\s+of\s+)?(?P<m>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$`)

// singleDay reports a date phrase naming one day ("sunday", "on the 15th"),
// not a range or a repetition ("this week", "every friday").
// weekdayInWeek: a weekday said with this or next week.
var weekdayInWeek = re(`\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b.*\b(?:this|next)\s+week\b|\b(?:this|next)\s+week\b.*\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`)

func singleDay(s string) (string, bool) {
	l := strings.ToLower(s)
	dayOfAWeek := weekdayInWeek.MatchString(l) // "friday next week" is one day
	for _, w := range []string{"week", "month", "year", "weekend", "every", "soon", "later", "next few", "coming days"} {
		if strings.Contains(l, w) && !(dayOfAWeek && w == "week") {
			return "", false
		}
	}
	if d, ok := datePhrase(s); ok {
		return d, true
	}
	// "the 3rd" reads as a date only after a preposition.
	if _, ok := datePhrase("on " + s); ok {
		return trimValue(s), true
	}
	return "", false
}

var (
	bulkMoveRE    = re(`^(?:push|move|shift|bump|reschedule|postpone|defer|roll|carry|kick)\s+(?:over\s+)?(?P<sel>.+?)\s+(?:over\s+)?(?:to|until|till|onto|into)\s+(?P<d>.+)$`)
	bulkMoveAfter = re(`^(?P<sel>(?:everything|anything|all)\b.+?)\s+(?:move|push|shift|bump|goes|go|can\s+go|should\s+go|to\s+go)\s+(?:it\s+|them\s+)?(?:over\s+|back\s+)?(?:to|until|till|onto)\s+(?P<d>.+?)(?:\s+(?:pls|plz|please|thanks|thx|ty))?$`)
	// bulkNeedsBy: a set said to need doing by a day.
	bulkNeedsBy    = re(`^(?:all\s+)?(?:the|my|our)\s+(?P<x>.+?)\s+(?:stuff|things|tasks|bits|jobs|chores)\s+(?:all\s+)?(?:needs?|has\s+to|have\s+to|should|must|want)\s+(?:to\s+)?(?:be\s+)?(?:doing|done|finished|sorted|ready|completed)\s+(?:by|before|on|for)\s+(?P<d>.+)$`)
	bulkCompleteRE = []*lazyRE{
		re(`^(?:mark|tick|check|cross|set)\s+(?:off\s+)?(?P<sel>.+?)\s+(?:as\s+)?(?:done|complete|completed|finished|off)$`),
		re(`^(?:complete|finish|tick off|check off|cross off|close)\s+(?P<sel>.+)$`),
		re(`^(?P<sel>.+?)\s+(?:are|were)\s+(?:all\s+)?(?:done|finished|complete|completed)$`),
	}
	bulkDeleteRE   = re(`^(?:delete|remove|clear|drop|trash|get rid of|wipe|scrap|cancel|bin)\s+(?:out\s+)?(?P<sel>.+)$`)
	bulkEmptyRE    = re(`^(?:empty|clear|clear out|wipe|wipe out|nuke|purge)\s+(?:out\s+)?(?:my|the)\s+(?:whole\s+|entire\s+)?(?:(?:to-?do|todo|task)s?(?:\s+list)?|list)$`)
	bulkPriorityRE = re(`^(?:make|set|mark|flag|bump|raise|put|move|change|switch|drop|lower)\s+(?P<sel>.+?)\s+(?:as\s+|to\s+|up\s+to\s+|down\s+to\s+|at\s+)?(?P<p>urgent|high|low|normal|medium|top)(?:\s+priority)?$`)
)

// bulkFileRE: a set of tasks moved into a project ("move everything
// tagged temple into the Utsav project", "all the tasks tagged temple
// kindly move into the Utsav project").
var bulkFileRE = []*lazyRE{
	re(`^(?:move|put|file|shift|transfer|stick)\s+(?P<sel>(?:all|every|everything)\b.+?)\s+(?:in|into|to|under|over\s+to)\s+(?:the\s+)?(?:project\s+(?P<q>.+)|(?P<p>.+?)\s+project)$`),
	re(`^(?P<sel>(?:all|everything)\b.+?)\s+(?:kindly\s+|please\s+)?(?:move|put|file|shift|transfer)\s+(?:them\s+|it\s+)?(?:in|into|to|under)\s+(?:the\s+)?(?:project\s+(?P<q>.+)|(?P<p>.+?)\s+project)$`),
	// "… and move everything tagged diploma into it": the project just
	// made; "move everything tagged diploma to Diploma": a name, no date
	re(`^(?:move|put|file|shift|transfer|stick)\s+(?P<sel>(?:all|every|everything)\b.+?)\s+(?:into|in|under)\s+(?P<p>it|that|this\s+one|there)$`),
	re(`^(?:move|put|file|transfer)\s+(?P<sel>everything\s+tagged\s+\S+)\s+(?:into|to)\s+(?:the\s+)?(?P<n>[^,]+)$`),
}

// notIntoWords: a priority, a shift or a span after "move everything
// tagged X to", never a project's name.
var notIntoWords = re(`\b(?:priority|prio|urgent|high|low|back|forward|days?|weeks?|months?|later|tomorrow|today|tonight|next|this)\b`)

// notIntoName: words after "move everything … to" that name no project.
var notIntoName = map[string]bool{"later": true, "soon": true, "the top": true, "top": true, "the end": true, "the bottom": true, "someday": true, "next": true, "it": true}

// ruleBulkFile reads bulkFileRE as a bulk "file" into the project named.
func ruleBulkFile(c clause) (ParsedIntent, bool) {
	for _, r := range bulkFileRE {
		m, ok := find(r, c.s)
		if !ok {
			continue
		}
		into := trimValue(m.g("p") + m.g("q"))
		if n := trimValue(m.g("n")); n != "" {
			if _, isDate := datePhrase(n); isDate || notIntoName[asciiLower(n)] || notIntoWords.MatchString(n) {
				continue
			}
			into = n
		}
		if strings.EqualFold(into, "there") || strings.EqualFold(into, "this one") || strings.EqualFold(into, "that") {
			into = "it"
		}
		if sel, ok := anySelection(m.g("sel")); ok && into != "" {
			return bulk("file", sel, map[string]any{"into": into})
		}
	}
	return ParsedIntent{}, false
}

// itsTasks: a project reference that is its tasks ("all the tasks in the
// X", "everything in the X"): marking those done completes them, it does
// not archive the project.
var itsTasks = re(`^(?:all\s+(?:of\s+)?(?:the\s+)?(?:tasks|things|jobs|items)|everything|anything)\s+(?:in|of|for|under)\b`)

func bulk(action string, sel map[string]any, extra map[string]any) (ParsedIntent, bool) {
	args := map[string]any{"action": action}
	for k, v := range sel {
		args[k] = v
	}
	for k, v := range extra {
		args[k] = v
	}
	p := intent("bulk-"+action, "bulkTasks", args)
	p.Note = bulkNote
	return p, true
}

// dayAfter: "the day after", "the next day", "the following day" — said
// of the day just named.
var dayAfter = re(`^(?:the\s+)?(?:day\s+after|next\s+day|following\s+day|day\s+after\s+that)$`)

// selDay is the one day a selection names ("today", "tomorrow", a day);
// "" for any other set.
func selDay(sel map[string]any) string {
	if f, _ := sel["filter"].(string); f == "today" || f == "tomorrow" {
		return f
	}
	d, _ := sel["day"].(string)
	return d
}

// ruleBulk: one change to a named set of tasks ("push everything due today
// to tomorrow", "mark all the garden tasks done", "empty my to-do list").
func ruleBulk(c clause) (ParsedIntent, bool) {
	if c.question || !c.has("all", "every", "tasks", "to-do", "todo", "list", "items", "chores", "stuff", "things", "ones", "completed", "finished", "done", "everything") {
		return ParsedIntent{}, false
	}
	if bulkEmptyRE.MatchString(c.s) {
		return bulk("delete", map[string]any{"filter": "all"}, nil)
	}
	if m, ok := find(bulkNeedsBy, c.s); ok {
		// "the secret santa stuff all needs doing by the 11th"
		if sel, ok := groupFacet(m.g("x")); ok {
			if d, isDate := datePhrase(m.g("d")); isDate {
				return bulk("reschedule", sel, map[string]any{"to": d})
			}
		}
	}
	m, ok := find(bulkMoveRE, c.s)
	if !ok {
		// "everything due today move to tomorrow pls": the set first
		m, ok = find(bulkMoveAfter, c.s)
	}
	if ok {
		if sel, ok := anySelection(m.g("sel")); ok {
			if day := selDay(sel); day != "" && dayAfter.MatchString(m.g("d")) {
				// "move everything due tomorrow to the day after": the day
				// after the set's own day
				return bulk("reschedule", sel, map[string]any{"to": "the day after " + day})
			}
			d, isDate := datePhrase(m.g("d"))
			if !isDate {
				// "… to january": a month alone is a date after a preposition
				if _, isDate = datePhrase("in " + m.g("d")); isDate {
					d = "in " + m.g("d")
				}
			}
			if isDate {
				return bulk("reschedule", sel, map[string]any{"to": d})
			}
		}
	}
	for _, r := range bulkCompleteRE {
		if m, ok := find(r, c.s); ok {
			if sel, ok := anySelection(m.g("sel")); ok {
				return bulk("complete", sel, nil)
			}
		}
	}
	if m, ok := find(bulkPriorityRE, c.s); ok {
		if sel, ok := anySelection(m.g("sel")); ok {
			return bulk("priority", sel, map[string]any{"level": priorityWord(m.g("p"))})
		}
	}
	if m, ok := find(bulkDeleteRE, c.s); ok && !dropOff.MatchString(c.l) {
		if sel, ok := anySelection(m.g("sel")); ok {
			return bulk("delete", sel, nil)
		}
	}
	return ParsedIntent{}, false
}

var (
	facetListRE = []*lazyRE{
		re(`^(?:show|list|see|view|display|give|get|find|pull up)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:my|the|our)\s+(?P<x>.+?)\s+(?:tasks|to-?dos|items|jobs|chores)$`),
		re(`^what\s+are\s+(?:all\s+)?(?:my|the|our)\s+(?P<x>.+?)\s+(?:tasks|to-?dos|items|jobs|chores)$`),
		// "show me everything that's high priority", "list all tasks that
		// are urgent"
		re(`^(?:show|list|give|get|find)(?:\s+me)?\s+(?:everything|anything|all(?:\s+(?:my|the))?(?:\s+(?:tasks|to-?dos|items))?|(?:my|the)\s+(?:tasks|to-?dos|items)|tasks)\s+(?:(?:that(?:'s|\s+is|\s+are)|which\s+(?:is|are)|marked(?:\s+as)?)\s+)?(?P<x>(?:top|highest|urgent|high|low|medium|normal)(?:\s+priority|-priority)|p[1-4])$`),
		re(`^(?:what(?:'s|\s+is|\s+are)|show(?:\s+me)?|list)\s+(?:my\s+|the\s+|all\s+)?(?P<x>urgent|high|low|top|high-priority|high\s+priority|low\s+priority|top\s+priority|urgent\s+priority)(?:\s+(?:tasks|items|stuff|things))?$`),
		// "anything high priority i should be worrying about"
		re(`^(?:is\s+there\s+|have\s+i\s+got\s+|do\s+i\s+have\s+|got\s+)?anything\s+(?P<x>(?:urgent|high\s+priority|top\s+priority|high-priority|important|pressing)(?:\s+(?:in|for|on|under)\s+(?:the\s+|my\s+)?[^?,]+?(?:\s+project)?$)?)\b.*$`),
		// a named list: "what's on my shopping list", "show the packing
		// list", "whats left on the groceries list" (a project or label)
		re(`^(?:what(?:'s|s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)\s+(?:left\s+)?(?:on|in)|show(?:\s+me)?|list|read(?:\s+me)?|open|view|display|pull\s+up)\s+(?:my|the|our)\s+(?P<x>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+list$`),
	}
	facetBareRE       = re(`^(?:show|list|view|display|pull\s+up)(?:\s+me)?\s+(?:my\s+|the\s+|all\s+(?:my\s+|the\s+)?)?@?(?P<x>[\w'-]+)$`)
	nextWeekRE        = re(`^(?:what(?:'s|s|\s+is|\s+are|\s+have\s+i\s+got|\s+do\s+i\s+have|\s+i\s+have|\s+have\s+we\s+got|\s+do\s+we\s+have)|show(?:\s+me)?|list|anything|is\s+there\s+anything|do\s+i\s+have\s+anything)\s+(?:(?:on|due|happening|planned|scheduled|coming\s+up|going\s+on|lined\s+up|my\s+tasks|the\s+tasks|tasks|everything|for|in|on\s+my\s+plate)\s+)*next\s+week$`)
	facetEverythingIn = re(`^(?:(?:show|list|give|get|tell)(?:\s+me)?\s+(?:everything|all|what's|whats|what\s+is)|what\s+(?:tasks|jobs|things|to-?dos)\s+(?:remain|are\s+left|are\s+still\s+open|remain\s+open|are\s+open|are\s+outstanding|still\s+need\s+doing))\s+(?:open\s+)?(?:in|for|under|on)\s+(?:the\s+|my\s+)?(?P<p>[^,?]+?)(?:\s+project)?$`)
	facetInRE         = re(`^what(?:'s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)\s+(?:in|on|under|left\s+in)\s+` + projectName + `$`)
	facetTaggedRE     = []*lazyRE{
		// "what tasks have label @mandarin?"
		re(`^(?:what|which)\s+(?:tasks|things|items|jobs)\s+(?:have|has|carry|are\s+with|with|are\s+labell?ed|are\s+tagged)\s+(?:the\s+|a\s+)?(?:(?:label|tag)\s+)?@?(?P<g>[\p{L}\d_-]+)$`),
		// "what have I got with the label u3a?", "what do I have to do for
		// the grandchildren's visit, with the label family?": the label
		// said last decides
		re(`^(?:what|which|show|list|anything|any)\b.*?[,\s]\s*(?:with|under|having|carrying)\s+(?:the\s+)?(?:label|tag)\s+@?(?P<g>[\p{L}\d_-]+)$`),
		re(`^(?:(?:show|list|find|get)(?:\s+me)?\s+)?(?:all\s+)?(?:my\s+|the\s+)?(?:tasks|to-?dos|items|everything|anything|what's|what\s+is|what)\s+(?:is\s+|are\s+)?(?:tagged|labell?ed|with\s+the\s+(?:tag|label))\s+(?:with\s+|as\s+)?[@#]?(?P<g>[\p{L}\d_-]+)$`),
		// "anything with the errands tag", "tasks under @home".
		re(`^(?:(?:show|list|find|get)(?:\s+me)?\s+)?(?:all\s+)?(?:my\s+|the\s+)?(?:tasks|to-?dos|items|everything|anything|what's|what\s+is)\s+(?:with|under|carrying)\s+(?:the\s+|a\s+)?(?:@?(?P<g2>[\p{L}\d_-]+)\s+(?:tag|label)|@(?P<g>[\p{L}\d_-]+))$`),
		re(`^(?:show|list|what's|whats|what\s+is|what\s+are|any|anything)(?:\s+me)?\s+(?:on\s+)?(?:all\s+)?(?:my\s+|the\s+)?@(?P<g>[\p{L}\d_-]+)(?:\s+(?:tasks|items|stuff|things|jobs|to-?dos|list))?(?:\s+(?:left|on|open|to\s+do))?$`),
		// "what do I have with the shopping label", "what's got the home tag"
		re(`^what\s+(?:do\s+i\s+have|have\s+i\s+got|is\s+there|'s\s+there|do\s+we\s+have|have\s+we\s+got|has\s+got|'s\s+got|has|is)\s+(?:with|under|carrying|tagged|labell?ed)\s+(?:the\s+|a\s+)?(?:@?(?P<g2>[\p{L}\d_-]+)\s+(?:label|tag)|@(?P<g>[\p{L}\d_-]+))$`),
		// "how many tasks are tagged garden".
		re(`^how\s+many\s+(?:tasks|things|items|to-?dos)\s+(?:are|have\s+been|do\s+i\s+have|have\s+i\s+got)\s+(?:tagged|labell?ed)\s+(?:with\s+|as\s+)?[@#]?(?P<g>[\p{L}\d_-]+)$`),
		// "what have I tagged errands", "what did we label as urgent".
		re(`^(?:(?:show|tell)(?:\s+me)?\s+)?what\s+(?:have|did|do)\s+(?:i|we)\s+(?:got\s+)?(?:tag|tagged|label|labell?ed)\s+(?:as\s+|with\s+)?[@#]?(?P<g>[\p{L}\d_-]+)$`),
		// "which tasks have the errands tag", "what has the label @home".
		re(`^(?:what|which(?:\s+(?:tasks|items|things|ones|to-?dos))?|(?:show|list|find)(?:\s+me)?\s+(?:the\s+|my\s+)?(?:tasks|items|things|everything|anything))\s+(?:have|has|carry|carries|got|with)\s+(?:got\s+)?(?:the\s+|a\s+)?(?:(?:tag|label)\s+[@#]?(?P<g>[\p{L}\d_-]+)|@?(?P<g2>[\p{L}\d_-]+)\s+(?:tag|label))$`),
	}
	facetDayRE = []*lazyRE{
		re(`^what(?:'s|\s+is|\s+are)\s+(?:due|happening|scheduled|planned|on)\s+(?P<d>.+)$`),
		re(`^what(?:'s|\s+is)\s+on\s+(?:my|the)\s+(?:plate|list|agenda|schedule|to-?do\s+list)\s+(?P<d>.+)$`),
		re(`^what\s+(?:do|have)\s+i\s+(?:got\s+|have\s+)?(?:on|due|to do|planned|scheduled)\s+(?P<d>.+)$`),
		re(`^(?:show|list)(?:\s+me)?\s+(?:my\s+|the\s+)?(?:tasks|to-?dos)\s+(?:due\s+|for\s+|on\s+)(?P<d>.+)$`),
		// "show me everything due tomorrow", "list all tasks that are due
		// friday", "everything due on sunday"
		re(`^(?:(?:show|list|give|get|tell)(?:\s+me)?\s+)?(?:all\s+)?(?:(?:of\s+)?(?:my|the)\s+)?(?:everything|anything|all|stuff|things|tasks|to-?dos|items|what(?:'s|\s+is|\s+i\s+have))(?:\s+(?:that(?:'s|\s+is|\s+are)|which\s+(?:is|are)|i\s+have|i've\s+got))?\s+due\s+(?P<d>.+)$`),
	}
	facetDoneRE = []*lazyRE{
		re(`^what\s+(?:did|have)\s+(?:i|we)\s+(?:get\s+done|got\s+done|gotten\s+done|done|do|finish(?:ed)?|complete(?:d)?|accomplish(?:ed)?|achieve(?:d)?|tick(?:ed)?\s+off|check(?:ed)?\s+off)\s+(?P<r>.+)$`),
		re(`^(?:show|list)(?:\s+me)?\s+(?:what\s+(?:i|we)\s+(?:did|finished|completed|got\s+done)|(?:my\s+|the\s+)?(?:done|completed|finished)\s+tasks)\s+(?P<r>.+)$`),
	}
	// plateFor: "what's on my plate for the X project", "what's on the
	// list for garden".
	plateFor = re(`^what(?:'s|s|’s|\s+is|\s+do\s+i\s+have)\s+on\s+(?:my|the)\s+(?:plate\s+(?:for|in|from)\s+(?:the\s+|my\s+)?(?P<p>[^?,]+?)(?:\s+project)?|(?:list|agenda|to-?do\s+list)\s+(?:for|in|from)\s+(?:the\s+|my\s+)?(?P<p2>[^?,]+?)\s+project)$`)
	// nextDays: a span of coming days ("in the next 5 days").
	nextDays    = re(`^(?:in\s+|over\s+|within\s+|during\s+|for\s+)?(?:the\s+)?(?:next|coming)\s+(?P<n>\d+|two|three|four|five|six|seven|ten|fourteen)\s+days$`)
	pastRangeRE = re(`^(?:over|in|during|for|within)?\s*(?:the\s+|this\s+)?(?:past|last|previous)\s+(?:\d+\s+|a\s+|one\s+|two\s+|three\s+|few\s+)?(?:days?|weeks?|fortnight|months?)$`)
)

// myStuff: "show me my footy stuff", "list my work bits".
// notStuff: words before "stuff" that name no group ("the other stuff").
var notStuff = set(`other same new old rest usual important urgent boring fun`)

var myStuff = re(`^(?:show|list|give)(?:\s+me)?\s+(?:all\s+)?(?:my|the|all\s+the)\s+(?P<x>[\w'-]+(?:\s+[\w'-]+){0,2})\s+(?:stuff|bits|things)$`)

// ruleFacets: tasks of one project, label, priority or day, and what was
// done over a past range.
// whatGroupLeft: "what errands have i got", "what garden jobs are left".
var whatGroupLeft = re(`^what\s+(?P<x>[\w'@-]+(?:\s+[\w'-]+)?)\s+(?:have\s+i\s+got|do\s+i\s+have|are\s+there|have\s+we\s+got|do\s+we\s+have|are\s+left|is\s+left)(?:\s+(?:left|on|to\s+do|outstanding|open))?$`)

func ruleFacets(c clause) (ParsedIntent, bool) {
	if m, ok := find(whatGroupLeft, c.s); ok {
		x := asciiLower(m.g("x"))
		for _, suf := range []string{" jobs", " tasks", " things", " bits", " stuff", " chores", " to-dos", " todos"} {
			x = strings.TrimSuffix(x, suf)
		}
		if !notAGroup[x] && !genericList[x] && !statusWords[x] && x != "time" && x != "else" && x != "i" && x != "we" {
			if g, ok := groupFacet(x); ok {
				return intent("facet", "queryTasks", g), true
			}
		}
	}
	if nextWeekRE.MatchString(c.s) {
		// "what's coming up next week": Monday to Sunday of next week.
		return intent("facet-day", "queryTasks", map[string]any{"filter": "next week"}), true
	}
	if m, ok := find(plateFor, c.s); ok {
		// "what's on my plate for the freelance project"
		p := m.g("p") + m.g("p2")
		if _, isDate := datePhrase(p); !isDate && !notProject.MatchString(asciiLower(p)) {
			return intent("facet-project", "queryTasks", map[string]any{"project": trimProject(p)}), true
		}
	}
	if m, ok := find(facetInRE, c.s); ok && projectRef(m) != "" {
		return intent("facet-project", "queryTasks", map[string]any{"project": projectRef(m)}), true
	}
	if m, ok := find(facetEverythingIn, c.s); ok && !notProject.MatchString(asciiLower(m.g("p"))) && (!c.has(" project") || strings.HasPrefix(c.l, "what")) {
		// "show me everything in film soc", "what tasks remain open in the
		// allotment project": that project's open tasks
		if _, isDate := datePhrase(m.g("p")); !isDate {
			return intent("facet-project", "queryTasks", map[string]any{"project": trimProject(m.g("p"))}), true
		}
	}
	if m, ok := find(myStuff, c.s); ok && !genericList[asciiLower(m.g("x"))] && !notStuff[asciiLower(m.g("x"))] {
		// "show me my footy stuff": a project, or else a label, of that
		// name; "the christmas stuff": due then (a project of that name, if
		// there is one, is read by the agent)
		x := strings.TrimSuffix(strings.TrimSuffix(m.g("x"), "'s"), "’s")
		if d, isDay := singleDay(possessiveDay(x)); isDay {
			return intent("facet", "queryTasks", map[string]any{"day": d}), true
		}
		if _, isDate := datePhrase(x); isDate {
			return intent("facet", "queryTasks", map[string]any{"day": x}), true
		}
		return intent("facet", "queryTasks", map[string]any{"project": x}), true
	}
	for _, r := range facetTaggedRE {
		if m, ok := find(r, c.s); ok {
			return intent("facet-tag", "queryTasks", map[string]any{"tag": m.g("g") + m.g("g2")}), true
		}
	}
	if queryRepeating.MatchString(c.s) {
		return intent("facet-filter", "queryTasks", map[string]any{"filter": "repeating"}), true
	}
	if m, ok := find(facetBareRE, c.s); ok && bareFilter[strings.ToLower(m.g("x"))] != "" {
		// "show overdue", "list done": queryTasks' own filters.
		return intent("facet-filter", "queryTasks", map[string]any{"filter": bareFilter[strings.ToLower(m.g("x"))]}), true
	}
	if m, ok := find(facetBareRE, c.s); ok && !notAGroup[strings.ToLower(m.g("x"))] {
		// "show errands", "list work": a project, else a label, by name.
		if args, ok := groupFacet(m.g("x")); ok {
			return intent("facet", "queryTasks", args), true
		}
	}
	for _, r := range facetListRE {
		if m, ok := find(r, c.s); ok && !genericList[strings.ToLower(trimValue(m.g("x")))] {
			if args, ok := groupFacet(m.g("x")); ok {
				return intent("facet", "queryTasks", args), true
			}
		}
	}
	for _, r := range facetDoneRE {
		if m, ok := find(r, c.s); ok {
			if args, ok := doneRange(m.g("r")); ok {
				return intent("facet-done", "queryTasks", args), true
			}
			if args, ok := doneInProject(m.g("r")); ok {
				return intent("facet-done", "queryTasks", args), true
			}
		}
	}
	for _, r := range facetDayRE {
		if m, ok := find(r, c.s); ok {
			d := m.g("d")
			if n, ok := find(nextDays, d); ok {
				// "what's due in the next 7 days": a span from today
				if w := strings.ToLower(n.g("n")); w == "7" || w == "seven" {
					return intent("facet-day", "queryTasks", map[string]any{"filter": "upcoming"}), true
				}
				return intent("facet-day", "queryTasks", map[string]any{"before": "in " + n.g("n") + " days"}), true
			}
			if l := strings.ToLower(d); l == "today" || l == "tomorrow" || strings.HasPrefix(l, "for today") || l == "for tomorrow" {
				if strings.HasSuffix(l, "tomorrow") {
					// "what's on my plate tomorrow": that day's tasks.
					return intent("facet-day", "queryTasks", map[string]any{"filter": "tomorrow"}), true
				}
				if r == facetDayRE[len(facetDayRE)-1] && !strings.HasPrefix(strings.ToLower(c.s), "what") {
					// "show me everything due tomorrow": that day's tasks.
					return intent("facet-day", "queryTasks", map[string]any{"filter": l}), true
				}
				continue // the agenda and the older query rules answer these
			}
			if b, ok := find(byDay, d); ok {
				if p, ok := singleDay(b.g("d")); ok {
					// "what do I have to do until Sunday?": everything due
					// by then
					return intent("facet-day", "queryTasks", map[string]any{"before": p}), true
				}
			}
			if p, ok := singleDay(d); ok {
				return intent("facet-day", "queryTasks", map[string]any{"day": p}), true
			}
		}
	}
	return ParsedIntent{}, false
}

// byDay: "by", "until", "before" a day, said of what is due.
var byDay = re(`^(?:by|until|till|til|before|up\s+to|no\s+later\s+than)\s+(?P<d>.+)$`)

// doneInProject reads "in P (R)" and "R in P" after "what did I get
// done": what was done in project P (over range R, see doneRange).
func doneInProject(r string) (map[string]any, bool) {
	p, rng := "", ""
	if m, ok := find(doneInP, r); ok {
		p, rng = m.g("p"), m.g("r")
	} else if m, ok := find(doneRangeInP, r); ok {
		p, rng = m.g("p"), m.g("r")
	} else {
		return nil, false
	}
	if p = trimProject(p); p == "" {
		return nil, false
	}
	if _, isDate := datePhrase(p); isDate {
		return nil, false
	}
	args := map[string]any{"filter": "done"}
	if rng != "" {
		a, ok := doneRange(rng)
		if !ok {
			return nil, false
		}
		args = a
	}
	args["project"] = p
	return args, true
}

// doneInP: "in Ranelagh (this week)"; doneRangeInP: "this week in the
// Ranelagh project".
var (
	doneInP      = re(`^(?:in|for|on|from|under)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?(?:\s+(?P<r>(?:so\s+far\s+)?this\s+(?:week|month)|today|yesterday|so\s+far|since\s+.+|(?:over\s+|in\s+|during\s+)?the\s+(?:past|last)\s+.+))?$`)
	doneRangeInP = re(`^(?P<r>this\s+week|this\s+month|today|yesterday|since\s+\S+|(?:over\s+|in\s+|during\s+)?the\s+(?:past|last)\s+(?:\d+\s+|few\s+)?\S+)\s+(?:in|for|on|under)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?$`)
)

// doneRange reads the range of "what did I get done R": a past range
// ("over the past week"), "this week", "since monday", or one day.
func doneRange(r string) (map[string]any, bool) {
	l := strings.ToLower(strings.TrimSpace(r))
	switch {
	case pastRangeRE.MatchString(l):
		return map[string]any{"since": trimRange(r)}, true
	case l == "this week" || l == "so far this week":
		return map[string]any{"since": "this week"}, true
	case l == "this month" || l == "so far this month":
		return map[string]any{"since": "this month"}, true
	case strings.HasPrefix(l, "since "):
		if d, ok := datePhrase(r[len("since "):]); ok {
			return map[string]any{"since": d}, true
		}
	}
	if d, ok := singleDay(r); ok {
		return map[string]any{"filter": "done", "day": d}, true
	}
	return nil, false
}

// trimRange drops the preposition of "over the past week".
func trimRange(r string) string {
	r = strings.TrimSpace(r)
	for _, p := range []string{"over ", "in ", "during ", "for ", "within "} {
		if len(r) > len(p) && strings.EqualFold(r[:len(p)], p) {
			r = strings.TrimSpace(r[len(p):])
			break
		}
	}
	if len(r) > 5 && strings.EqualFold(r[:5], "this ") {
		r = "the " + r[5:] // "this past week" is the past week
	}
	return r
}
