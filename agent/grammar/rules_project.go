package grammar

import (
	"strings"
)

var (
	createProject      = re(`^(?:create|make|start|set up|setup|begin|kick off|open|add|launch|spin up|new|need|(?:i'?d|i\s+would|i\s+should|i|we'?d|we)\s+(?:also\s+|now\s+)?(?:like|want|need)(?:\s+to\s+(?:create|make|start|set\s+up|add))?)(?:\s+me)?(?:\s+(?:a|an|another|the|one\s+more|a\s+(?:second|third|fourth|fifth)))?(?:\s+(?:new|quick|small|little|separate|test|brand new))?\s+project(?:\s+(?:called|named|titled|for|about|on)\s+|\s*[:,-]\s*|\s+)(?P<n>.+)$`)
	createNamedProject = re(`^(?:(?:create|make|start|set up|setup|begin|kick off|open|add|launch|spin up)(?:\s+me)?\s+(?:a|an|another)\s+(?:new\s+)?|new\s+)(?P<n>[^,:;()]+?)\s+project(?P<tail>\s*(?:[:,-]|\(|\s+-)\s*.+)?$`)
	// notAName: words that make "a X project" a request about something
	// else ("add a task to the garden project").
	notAName    = re(`\b(?:to|in|into|under|for|on|task|tasks|to-?do|todo|item|reminder|milestone|note)\b`)
	milestoneRE = re(`^(?:(?:add|create|set|make|put in|new)(?:\s+(?:a|an|another|the))?(?:\s+new)?\s+|(?:and\s+)?(?:another|one\s+more|a\s+second|a\s+third|a\s+new)\s+)?milestone(?:\s+(?:called|named|titled))?\s*[:,-]?\s*(?P<rest>.+)$`)
	// anotherOf: "another P milestone - …": the words before the project.
	anotherOf   = lazy(`(?i)^(?:and\s+)?(?:(?:add|create|make|set)\s+)?(?:another|one\s+more|a\s+second|a\s+third|a\s+new)\s+(\S.*\s+milestone\s*[:,-])`)
	milestoneTo = re(`^(?P<t>.+?)\s+(?:to|for|in|on|under)\s+(?P<p>.+)$`)
	// "kitchen reno milestone: tiles ordered, dec 18".
	milestoneVerb = re(`^(?:add|create|set|make|put in|new|a|an|the|another|one more|next|delete|remove|drop|scrap|cancel|rename|move|push|complete|finish|tick|mark|reopen|change|update)\b`)
	milestoneOf   = re(`^(?P<p>[^:]+?)\s+milestone\s*[:,-]\s*(?P<rest>.+)$`)
	milestoneFor  = re(`^(?:to|for|in|on)\s+(?P<p>.+?)(?:\s*[:,]|\s+-)\s*(?P<t>.+)$`)
	listMiles     = []*regexpPair{
		{re(`^(?:what|which)\s+milestones\s+(?:are|does|do)\s+(?:there\s+)?(?:in|for|on)\s+(?:the\s+)?(?P<p>.+?)(?:\s+project)?(?:\s+have)?$`), ""},
		{re(`^(?:what|which)\s+milestones\s+(?:does|do)\s+(?:the\s+)?(?P<p>.+?)(?:\s+project)?\s+have$`), ""},
		{re(`^(?:what|which)\s+milestones\s+(?:do|have)\s+(?:i|we)\s+(?:have|got|still\s+have)\s+(?:in|for|on)\s+(?:the\s+)?(?P<p>.+?)(?:\s+project)?$`), ""},
		{re(`^(?:list|show|what are|what're|give me|show me|tell me)(?:\s+me)?\s+(?:the\s+|all\s+(?:the\s+)?)?milestones\s+(?:of|for|in|on)\s+(?P<p>.+)$`), ""},
		{re(`^(?:what are\s+|what're\s+|(?:list|show|give|tell)(?:\s+me)?\s+)?(?:all\s+)?(?:the\s+|my\s+)?(?P<p>.+?)(?:'s|s')?\s+milestones$`), ""},
		{re(`^milestones\s+(?:of|for|in|on)?\s*(?P<p>.+)$`), ""},
	}
	statusRE = []*regexpPair{
		{re(`^how(?:'s|\s+is|\s+are|'re)\s+(?:it\s+going\s+with\s+|things\s+with\s+)?(?P<p>.+?)\s+(?:going|coming along|doing|progressing|getting on|looking|shaping up|coming)$`), ""},
		{re(`^how(?:'s|\s+is)\s+it\s+going\s+with\s+(?P<p>.+)$`), ""},
		{re(`^how\s+far\s+(?:along\s+)?(?:is|are|am i with|are we with)\s+(?P<p>.+)$`), ""},
		{re(`^how\s+far\s+(?:have|has)\s+(?:i|we)\s+(?:gone|got|come|gotten)\s+(?:with|on|in)\s+(?P<p>.+)$`), ""},
		{re(`^(?:(?:what|how)(?:'s|\s+is)\s+)?(?:the\s+)?(?:status|progress|state)\s+(?:of|on|for|with|in)\s+(?P<p>.+)$`), ""},
		{re(`^(?:status|progress|update)\s*(?:on|of|for)?\s*[:-]?\s+(?P<p>.+)$`), ""},
		{re(`^what(?:'s|\s+is)\s+(?:happening|going on|new|the latest|the story)\s+(?:with|on|in)\s+(?P<p>.+)$`), ""},
		{re(`^where\s+(?:are|am)\s+(?:we|i)\s+(?:at\s+)?(?:on|with)\s+(?P<p>.+)$`), ""},
		{re(`^(?:give me|show me|show|get me)\s+(?:an?\s+|the\s+)?(?:status|progress|update|overview|summary)(?:\s+report)?\s+(?:update\s+)?(?:on|for|of)\s+(?P<p>.+)$`), ""},
		{re(`^project\s+status\s*(?:of|for|on)?\s*[:-]?\s*(?P<p>.+)$`), ""},
		{re(`^(?P<p>.+?)\s+(?:progress|status|update)$`), "named"},
		{re(`^how\s+(?:much|many)\s+(?:is|are)\s+(?:left|done|remaining)\s+(?:on|in|for)\s+(?P<p>.+)$`), ""},
		// "what progress have I made on the church accounts project", "how
		// much progress is there on the loft"
		{re(`^(?:what|how\s+much|any)\s+progress\s+(?:(?:have|has|did)\s+(?:i|we)\s+(?:made|make|got|had)\s+|(?:is\s+there|has\s+there\s+been)\s+|(?:made|so\s+far)\s+)?(?:so\s+far\s+)?(?:on|with|in|for)\s+(?P<p>.+?)(?:\s+so\s+far)?$`), ""},
		// "show me everything in the wedding project"
		{re(`^(?:show|list|give|get|tell)(?:\s+me)?\s+(?:everything|all|what's|whats|what\s+is|the\s+tasks|all\s+the\s+tasks)\s+(?:in|on|for|under)\s+(?:the\s+|my\s+)?(?:(?P<p>.+?)\s+project|project\s+(?P<q>\S.*))$`), ""},
		// "show me the kitchen reno project", "open project Garden",
		// "pull up my website project": the project itself, with its tasks
		// and milestones.
		{re(`^(?:(?:can|could)\s+you\s+)?(?:show|open|view|display|pull\s+up|bring\s+up|let\s+me\s+see|take\s+me\s+to)(?:\s+me)?\s+(?:the\s+|my\s+|our\s+)?(?:(?P<p>.+?)\s+project|project\s+(?P<q>\S.*))$`), ""},
	}
)

// nameRemark: a remark after a new project's name, no part of it.
var nameRemark = lazy(`(?i)\s*,\s+(?:got|i've|ive|i'm|im|been|because|cos|cause|since|as|ugh|lol|apparently|turns\s+out|somehow|typical)\b.*$`)

// quotedDescLead: the words before a quoted name's description.
var quotedDescLead = lazy(`(?i)^(?:,\s*)?(?:with\s+(?:the\s+|a\s+)?(?:description|desc|notes?|summary)(?:\s+of)?|described\s+as|description\s*[:=-]?|which\s+is|it'?s)\s*[:-]?\s*`)

// quotedIsDescription reports quoted words that describe rather than
// name (a colon or comma in them, or more than six words) after a short
// name (four words or fewer).
func quotedIsDescription(q, pre string) bool {
	long := strings.ContainsAny(q, ":,") || len(strings.Fields(q)) > 6
	return long && len(strings.Fields(pre)) <= 4 && !strings.ContainsAny(pre, ",")
}

// innerQuotedName: words, a dash or colon, then a quoted name, then its
// description.
var innerQuotedName = re(`^(?P<pre>[^"“”]+?)\s*[-–—:]\s*["“](?P<q>[^"”]+)["”]\s*(?P<d>.*)$`)

// forCalled: "for <what> called <name>" after "project" (group d empty
// for "for me called …").
var forCalled = re(`^(?:(?:me|us|myself|ourselves)\s+|(?P<d>\S.*?)\s+)?(?:called|named|titled)\s+(?P<n>\S.*)$`)

// sentenceEnd: where a project's name ends and a sentence about it
// begins.
var sentenceEnd = lazy(`[.?!]+\s+`)

// descBefore: a description begins in name before byte offset at ("Burns
// Night - the work supper. first job …").
func descBefore(name string, at int) bool {
	d := projectDesc.FindStringSubmatchIndex(name)
	return d != nil && d[0] < at
}

// itsLead: "it's", "its", "it is" opening a description.
var itsLead = lazy(`(?i)^(?:it'?s|it\s+is|this\s+is)\s+`)

// nameFor: "<Two Words> for <two words or more>".
var nameFor = re(`^(?P<n>\S+(?:\s+\S+)+?)\s+for\s+(?P<d>\S+(?:\s+\S+)+)$`)

// oneMoreProject: "one more project, please: \"Visit to Margaret\", …".
var oneMoreProject = re(`^(?:and\s+)?(?:one\s+more|another|a\s+third|a\s+second)(?:\s+new)?\s+project(?:\s*,?\s*(?:please|pls))?\s*[:,-]\s*(?P<n>\S.*)$`)

// projectColon: "project: Taxes", "new project - Garden".
var projectColon = re(`^(?:new\s+)?project\s*[:-]\s*(?P<n>\S.*)$`)

// quotedName: a project name in quotes, then what it is for.
var quotedName = re(`^(?:["“](?P<q>[^"”]+)["”]|['‘](?P<q2>[^'’]+)['’])(?:\s*[:,-]?\s*(?P<d>.*))?$`)

func ruleCreateProject(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	m, ok := find(createProject, c.s)
	if !ok {
		m, ok = find(projectColon, c.s) // "project: Taxes"
	}
	if !ok {
		m, ok = find(oneMoreProject, c.s) // "one more project, please: \"X\", …"
	}
	if !ok {
		// "create a kitchen reno project", "start a new garden project:
		// veg beds": the name before the word project.
		if m, ok = find(createNamedProject, c.s); !ok || len(strings.Fields(m.g("n"))) > 5 || notAName.MatchString(m.g("n")) {
			return ParsedIntent{}, false
		}
	}
	args := map[string]any{}
	if raw := strings.TrimRight(strings.TrimSpace(m.raw("n")+m.raw("tail")), ".!"); len(raw) > 2 {
		if q, quoted := unquote(raw); quoted && q != "" && raw[0] != '\'' {
			// "create a project \"Sprint 14 - Checkout redesign\"": the
			// quotes hold the whole name, dash and all
			args["name"] = q
			return intent("create-project", "createProject", args), true
		}
	}
	name := m.g("n") + m.raw("tail")
	if r := nameRemark.FindStringIndex(name); r != nil && r[0] > 0 {
		name = name[:r[0]] // "…secret santa, got roped into organising it"
	}
	// "called Bathroom Refit for me, please? It's for …": the name ends
	// at the question, without the politeness before it
	end := len(name)
	if i := sentenceEnd.FindStringIndex(name); i != nil && i[0] > 0 {
		end = i[0]
	} else if i := strings.IndexAny(name, "?!"); i > 0 {
		end = i
	}
	for k := 0; k < 3; k++ {
		m := tailPoliteness.FindStringIndex(name[:end])
		if m == nil || m[0] == 0 || m[0] == end {
			break
		}
		name = strings.TrimSpace(name[:m[0]]) + name[end:]
		end = m[0]
	}
	if f, ok := find(forCalled, name); ok {
		// "a project for the wedding called Big Day", "a new project for
		// me called Garden Makeover": the name is what it is called
		name = f.g("n")
		if d := f.g("d"); d != "" {
			args["notes"] = "for " + d
		}
	}
	if q, ok := find(innerQuotedName, name); ok && q.g("pre") != "" && quotedIsDescription(q.g("q"), q.g("pre")) && strings.TrimSpace(q.g("d")) == "" {
		// "new project Moving - \"flat move next month: van, boxes\"": the
		// name before the dash, the quoted words its description
		args["name"] = trimArticle(strings.TrimSpace(q.g("pre")))
		args["notes"] = q.g("q")
		return intent("create-project", "createProject", args), true
	}
	if q, ok := find(innerQuotedName, name); ok && q.g("pre") != "" {
		// "for the Patel funeral please - \"Patel Funeral\" - casket spray
		// and two wreaths": the quoted words are the name, what follows
		// them its description
		args["name"] = q.g("q")
		if d := strings.TrimSpace(strings.Trim(q.g("d"), " -–—:,")); d != "" {
			args["notes"] = trimValue(d)
		}
		return intent("create-project", "createProject", args), true
	}
	if q, ok := find(quotedName, name); ok {
		// "create a project “Q2 Plan” for next quarter's goals"
		name = q.g("q") + q.g("q2") // "\"Sofia's Quince\"": an apostrophe inside
		d := strings.TrimSpace(q.g("d"))
		if k := quotedDescLead.FindStringIndex(d); k != nil {
			d = trimValue(d[k[1]:]) // `with the description "…"`, `described as "…"`
		}
		if d = strings.TrimSpace(strings.TrimRight(d, "?.!")); d != "" {
			args["notes"] = trimValue(d)
		}
		args["name"] = name
		return intent("create-project", "createProject", args), true
	}
	if i := sentenceEnd.FindStringIndex(name); i != nil && i[0] > 0 && !descBefore(name, i[0]) {
		// "Spanish lessons. Goal is to be conversational by summer",
		// "Nippers Breakup? it's the end of year bbq": the next sentence
		// describes it.
		desc := strings.TrimSpace(name[i[1]:])
		if k := descKeyword.FindStringIndex(desc); k != nil && k[1] < len(desc) {
			desc = strings.TrimSpace(desc[k[1]:])
		}
		if k := itsLead.FindStringIndex(desc); k != nil && k[1] < len(desc) {
			desc = strings.TrimSpace(desc[k[1]:]) // "it's the end of year bbq": the bbq
		}
		name = name[:i[0]]
		if desc != "" {
			args["notes"] = desc
		}
	}
	if d := projectDesc.FindStringSubmatchIndex(name); d != nil && args["notes"] == nil {
		// "Website Redesign: the spring relaunch", "Garden, description:
		// veg beds", "Side Hustle - selling prints", "Move (to Leeds)",
		// "Home for stuff around the flat".
		g := 2
		if d[2] < 0 {
			g = 4
		}
		desc := trimValue(strings.TrimSpace(strings.TrimRight(name[d[g]:d[g+1]], ")"))) // "described as “…”": its words
		if k := descKeyword.FindStringIndex(desc); k != nil && k[1] < len(desc) {
			desc = strings.TrimSpace(desc[k[1]:]) // "Shed - description: clear it out"
		}
		if desc != "" && strings.TrimSpace(name[:d[0]]) != "" {
			args["notes"] = desc
			name = strings.TrimSpace(name[:d[0]])
		}
	}
	if i := strings.Index(name, ", "); i > 0 && args["notes"] == nil && !strings.ContainsAny(name[:i], "\"“”") {
		// "Xmas, presents n food for the 25th": a short name, then what it
		// is about after the comma (never a request: "Garden, buy seeds")
		head, rest := strings.TrimSpace(name[:i]), strings.TrimSpace(name[i+2:])
		if n := len(strings.Fields(head)); n >= 1 && n <= 4 && len(strings.Fields(rest)) >= 2 &&
			!taskVerbs[asciiLower(firstWord(rest))] && !requestVerbs[asciiLower(firstWord(rest))] {
			name, args["notes"] = head, rest
		}
	}
	if m, ok := find(nameFor, name); ok && args["notes"] == nil {
		// "Year End for finance tasks": a name of two words or more, then
		// what it is for ("Gifts for Mum" stays a name).
		name, args["notes"] = m.g("n"), "for "+m.g("d")
	}
	name = strings.TrimRight(trimArticle(name), ".!")
	if name == "" {
		return ParsedIntent{}, false
	}
	args["name"] = name
	return intent("create-project", "createProject", args), true
}

// projectDesc finds where a new project's description starts: after a
// colon, a spaced dash, "description:", ", about …", or in brackets.
// descKeyword: a description's own label, left after another separator.
var descKeyword = re(`^(?:description|desc|notes?|details|summary)\s*[:=-]\s*`)

var projectDesc = re(`(?:\s*,?\s+described\s+as\s+|\s*[,;]?\s*(?:description|desc|notes?|details|summary)\s*(?:[:=-]|is)\s*|\s*[,;]?\s*with\s+(?:the\s+|a\s+)?(?:description|desc|notes?|details|summary)\s*[:=-]?\s*|\s*:\s+|\s+[-–—]+\s+|\s*[,;]\s+(?:about|for|which is|it's|its|it is|to)\s+|\s+\()(.+)$|\s+for\s+(?:all\s+)?((?:my|our|stuff|things|everything|anything|organi[sz]ing|tracking|getting|selling|buying|keeping)\b.+)$`)

// namedBeforeMilestone: "add a 10k time trial milestone …": the name before
// the word milestone.
var namedBeforeMilestone = re(`^(?:add|create|set|make|put\s+in)\s+(?:a|an|another|one\s+more)\s+(?:new\s+)?(?P<t>[^,]+?)\s+milestone\s+(?P<rest>(?:on|by|for|due|at|to|in)\s+.+)$`)

// milestoneDatedTo: "on D to P", the date first.
var milestoneDatedTo = re(`^(?:on|by|for|due|at)\s+(?P<d>.+?)\s+(?:to|for|in|on)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?$`)

// milestoneToDated: "X to P on D", "X for P by D".
var milestoneToDated = re(`^(?P<t>.+?)\s+(?:to|for|in|on)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?\s+(?:on|by|for|due|due\s+on|at)\s+(?P<d>[^,]+)$`)

// milestoneToCalled: "to P called X" after "add a milestone".
var milestoneToCalled = re(`^(?:to|for|in|on|under)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?:\s+project)?\s+(?:called|named|titled|saying)\s+(?P<t>.+)$`)

// needsMilestone: "P needs a milestone for X": a milestone of P.
var needsMilestone = re(`^(?:the\s+|my\s+)?(?P<p>[^,]+?)(?:\s+project)?\s+(?:needs|could\s+use|should\s+have|wants|gets)\s+(?:a|an|another|one\s+more)\s+(?:new\s+)?milestone\s*(?:for|called|named|:|-)?\s+(?P<t>.+)$`)

func ruleMilestone(c clause) (ParsedIntent, bool) {
	if c.question {
		return ParsedIntent{}, false
	}
	if m, ok := find(namedBeforeMilestone, c.s); ok {
		// "add a 10k time trial milestone on 3 january to the Half
		// Marathon project"
		args := map[string]any{"title": trimValue(m.g("t"))}
		rest := m.raw("rest")
		if mm, ok := find(milestoneDatedTo, rest); ok {
			if d, isDate := datePhrase(mm.g("d")); isDate {
				args["due"], args["project"] = d, trimProject(mm.g("p"))
				return intent("add-milestone", "addMilestone", args), true
			}
		}
		if mm, ok := find(milestoneToDated, "x "+rest); ok {
			if d, isDate := datePhrase(mm.g("d")); isDate {
				args["due"], args["project"] = d, trimProject(mm.g("p"))
				return intent("add-milestone", "addMilestone", args), true
			}
		}
	}
	if m, ok := find(needsMilestone, c.s); ok {
		// "charity stream needs a milestone for raffle prizes sorted, fri 11th"
		args := map[string]any{"project": trimProject(m.g("p"))}
		t := m.raw("t")
		if dc := cutDates(t); dc.due != "" {
			args["due"], t = dc.due, dc.rest
		}
		if t = trimValue(t); t != "" && args["project"] != "" {
			args["title"] = t
			return intent("add-milestone", "addMilestone", args), true
		}
	}
	ofText := c.s
	if m := anotherOf.FindStringSubmatchIndex(ofText); m != nil {
		ofText = ofText[m[2]:] // "and another flower show milestone - …": of that project
	}
	if m, ok := find(milestoneOf, ofText); ok && !milestoneVerb.MatchString(m.g("p")) {
		// "kitchen reno milestone: tiles ordered, dec 18"
		args := map[string]any{"project": trimProject(m.g("p"))}
		rest := m.raw("rest")
		if dc := cutDates(rest); dc.due != "" {
			args["due"], rest = dc.due, dc.rest
		}
		if t := trimValue(rest); t != "" {
			args["title"] = t
			return intent("add-milestone", "addMilestone", args), true
		}
	}
	m, ok := find(milestoneRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	rest := m.raw("rest")
	args := map[string]any{}
	if args, ok := quotedMilestone(rest); ok {
		return intent("add-milestone", "addMilestone", args), true
	}
	if mm, ok := find(calledToProject, rest); ok && milestoneCalled.MatchString(c.s) {
		// "called Final numbers to caterers to the Golden Wedding Party
		// project for the 24th of April": the name runs to the last "to
		// the … project"
		args["title"], args["project"] = trimValue(mm.g("t")), trimProject(mm.g("p"))
		if d := mm.g("d"); d != "" {
			if dd, isDate := datePhrase(d); isDate {
				args["due"] = dd
			} else {
				args = map[string]any{}
			}
		}
		if args["title"] != nil {
			return intent("add-milestone", "addMilestone", args), true
		}
	}
	if mm, ok := find(milestoneFor, rest); ok {
		// "to christmas sale: prices decided by tuesday": the project's
		// name is no date; only the title's words are read for one
		t := mm.raw("t")
		if q, ok := quotedMilestone(t); ok && trimProject(mm.g("p")) != "" {
			// "to the Book Group project: \"Christmas meeting\", on 16
			// December": the quoted words are the title, whatever date
			// they hold
			q["project"] = trimProject(mm.g("p"))
			return intent("add-milestone", "addMilestone", q), true
		}
		if dc := cutDates(t); dc.due != "" {
			args["due"], t = dc.due, dc.rest
		}
		if t, p := trimValue(t), trimProject(mm.g("p")); t != "" && p != "" {
			args["project"], args["title"] = p, t
			return intent("add-milestone", "addMilestone", args), true
		}
	}
	if mm, ok := find(milestoneToDated, rest); ok {
		// "Flights booked to Valencia Christmas on 10 december": the date
		// said last, after "on/by"; a holiday inside the project's name
		// stays its name
		if d, isDate := datePhrase(mm.g("d")); isDate && !strings.Contains(mm.g("t"), " to ") && !milestoneToCalled.MatchString(rest) {
			t, p := inTo(trimValue(mm.g("t")), mm.g("p"))
			if i := strings.LastIndex(asciiLower(p), " to "); i > 0 && p == mm.g("p") {
				// "lock in the date to booster club by dec 15": the name
				// runs to the last "to", the project after it
				t, p = trimValue(rest[:mm.idx[4]]+p[:i]), p[i+4:]
			}
			if pc := cutDates(p); pc.due != "" && pc.repeats == "" && trimValue(pc.rest) != "" && strings.ContainsAny(pc.due, "0123456789") {
				// "… in Ranelagh 15.12 at 10:00": the day said before the
				// time is no part of the project's name
				sep := " "
				if d != "" && d[0] >= '0' && d[0] <= '9' {
					sep = " at "
				}
				p, d = pc.rest, pc.due+sep+d
			}
			args["title"], args["project"], args["due"] = t, trimProject(p), d
			return intent("add-milestone", "addMilestone", args), true
		}
	}
	if dc := cutDates(rest); dc.due != "" {
		args["due"] = dc.due
		rest = dc.rest
	}
	if mm, ok := find(milestoneToCalled, rest); ok {
		// "add a milestone to charity stream called stream live"
		args["project"], args["title"] = trimProject(mm.g("p")), trimValue(mm.g("t"))
	} else if mm, ok := find(milestoneFor, rest); ok {
		args["project"], args["title"] = trimProject(mm.g("p")), mm.g("t")
	} else if mm, ok := find(milestoneTo, rest); ok {
		args["project"], args["title"] = trimProject(mm.g("p")), mm.g("t")
	} else {
		// "another milestone: launch party", "add a milestone stalls
		// booked by june 1": of the project just named; with none, the
		// ToolBox asks which (never a task called "a milestone …")
		args["project"], args["title"] = "it", trimValue(rest)
	}
	if args["title"] == "" || args["project"] == "" {
		return ParsedIntent{}, false
	}
	return intent("add-milestone", "addMilestone", args), true
}

// calledToProject: a milestone "called X to the P project (for D)", the
// name said with "called" (milestoneCalled) and the project with the word
// "project".
var milestoneCalled = re(`\bmilestone\s+(?:called|named|titled)\s`)

var calledToProject = re(`^(?P<t>.+)\s+(?:to|for|in|on)\s+(?:the\s+|my\s+)?(?P<p>[^,]+?)\s+project(?:\s*,?\s+(?:on|by|for|due|due\s+on|at)\s+(?P<d>[^,]+))?$`)

// inTo reads "essay handed in to P": the "in" ends the title, "to" leads
// to the project (the lazy title had stopped at "in").
func inTo(title, project string) (string, string) {
	p := strings.TrimSpace(project)
	if l := asciiLower(p); strings.HasPrefix(l, "to ") && len(p) > 3 {
		return title + " in", strings.TrimSpace(p[3:])
	}
	return title, project
}

// quotedMilestone reads a milestone whose title is quoted: the quoted words
// are the title, whatever they hold ("Itinerary sent to members"); after
// them come its date and "to P" in either order. With no project named it
// is the project in focus ("it").
func quotedMilestone(rest string) (map[string]any, bool) {
	rest = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(rest), ".!"))
	if q, ok := unquote(rest); ok && q != "" {
		return map[string]any{"title": q, "project": "it"}, true
	}
	m, ok := find(quotedLead, rest)
	if !ok {
		return nil, false
	}
	title := m.g("q") + m.g("q2") + m.g("q3")
	after := quotedRest(m.raw("rest"))
	args := map[string]any{"title": title, "project": "it"}
	if dc := cutDates(after); dc.due != "" {
		args["due"], after = dc.due, dc.rest
	}
	after = trimValue(after)
	if after == "" {
		return args, title != ""
	}
	mm, ok := find(leftoverTo, after)
	if !ok || title == "" {
		return nil, false
	}
	args["project"] = trimProject(mm.g("p"))
	return args, true
}

// allMilestones: "what milestones do i have", "show all my milestones".
var allMilestones = re(`^(?:what|which|show|list|any)(?:\s+me)?(?:\s+(?:are|is))?\s+(?:all\s+)?(?:my\s+|the\s+|of\s+my\s+)?(?:upcoming\s+)?milestones(?:\s+(?:do|have)\s+(?:i|we)\s+(?:have|got)|\s+are\s+(?:there|coming up)|\s+(?:coming up|ahead))?$|^(?:my\s+)?(?:upcoming\s+)?milestones$`)

func ruleListMilestones(c clause) (ParsedIntent, bool) {
	if allMilestones.MatchString(c.s) {
		return intent("list-milestones", "listMilestones", map[string]any{}), true
	}
	for _, p := range listMiles {
		if m, ok := findPair(p, c.s); ok && m.g("p") != "" && !strings.EqualFold(trimProject(m.g("p")), "my") {
			return intent("list-milestones", "listMilestones", map[string]any{"project": trimProject(m.g("p"))}), true
		}
	}
	return ParsedIntent{}, false
}

// badStatusSubject: words that make "X progress" or "how is X going" about
// something other than a project.
var badStatusSubject = set(`it everything things life you your my day today work the weather`)

// projectWords: what "show me the … project" names when it means the list.
var projectWords = set(`list lists overview all every each`)

func ruleStatus(c clause) (ParsedIntent, bool) {
	for _, p := range statusRE {
		m, ok := findPair(p, c.s)
		if !ok {
			continue
		}
		subj := m.g("p")
		if subj == "" {
			subj = m.g("q")
		}
		if subj == "" || badStatusSubject[strings.ToLower(subj)] || len(strings.Fields(subj)) > 6 || projectWords[strings.ToLower(subj)] {
			continue
		}
		if strings.Contains(subj, "#") && !strings.HasPrefix(strings.TrimSpace(subj), "#") {
			continue // "update the homepage copy #Website Redesign": a to-do filed there
		}
		if first := asciiLower(firstWord(subj)); p.rule == "named" && (taskVerbs[first] || commandVerbs[first]) {
			continue // "delete the task check train PNR status", "check the order status": a request or a to-do
		}
		return intent("status", "projectStatus", map[string]any{"project": trimProjectKeepArticle(subj)}), true
	}
	return ParsedIntent{}, false
}

// trimProjectKeepArticle drops a trailing "project" but keeps the user's
// article ("the kitchen remodel"): the reference is in their words.
func trimProjectKeepArticle(s string) string {
	s = trimValue(s)
	if l := asciiLower(s); strings.HasSuffix(l, " project") {
		s = strings.TrimSpace(s[:len(s)-len(" project")])
	}
	return s
}
