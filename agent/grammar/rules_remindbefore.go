package grammar

import (
	"strings"

	"pace/plan"
)

// remindBeforeRE: an event with its date, then a reminder some time before
// it ("i have a dentist appointment on 12/14 at 3pm, remind me the day
// before to confirm it").
var remindBeforeRE = re(`^(?P<ev>.+?)\s*(?:[,;.!]\s*|\s+)(?:(?:so|and|then|please|pls|can\s+you|could\s+you|would\s+you)\s+)*remind\s+me\s+(?P<off>(?:the|a)\s+(?:day|night|evening|morning|afternoon)\s+before|(?:a|one|two|three|four|five|six|seven|\d+)\s+(?:days?|weeks?)\s+before|the\s+week\s+before|a\s+week\s+before)(?:\s+(?:to|that\s+i\s+(?:need|have)\s+to|about)\s+(?P<y>.+?))?\s*(?:please|pls|thanks)?[.!]?$`)

// eventLead: how an event is said ("I have", "there's", "we've got").
var eventLead = re(`^(?:(?:so|ok(?:ay)?|oh|also)[\s,]+)?(?:(?:i\s+have|i've\s+got|i\s+got|i'?ve|i\s+have\s+got|we\s+have|we've\s+got|there's|there\s+is|got)\s+(?:a|an|the|my|our)?\s*|(?:my|our|the)\s+)`)

// remindOnlyBefore: a reminder before something, with nothing named.
var remindOnlyBefore = re(`^(?:(?:please|pls|and|also|oh)\s+)*remind\s+me\s+(?:about\s+(?:it|that|this)\s+)?(?:(?:the|a)\s+(?:day|night|evening|morning|week)|(?:a|an|one|two|three|\d+)\s+(?:days?|hours?|minutes?|mins?|weeks?))\s+(?:before|ahead|earlier|in\s+advance)(?:\s+(?:it|that|hand))?$`)

// remindBefore reads an event and a reminder before it as two new tasks:
// the event at its date, and what to do before it (the reminder's own
// words, "it" being the event) at the offset from that date ("the day
// before 12/14 at 3pm"). With nothing to do said, the reminder is
// "reminder: <event>". ok is false when the event has no date or no
// title.
func remindBefore(text string) ([]plan.Step, bool) {
	s, _ := clean(text)
	m, ok := find(remindBeforeRE, s)
	if !ok {
		return nil, false
	}
	ev := m.raw("ev")
	if l := eventLead.FindStringIndex(asciiLower(ev)); l != nil {
		ev = ev[l[1]:]
	}
	dc := cutDates(ev)
	title := trimValue(dc.rest)
	if dc.due == "" || dc.repeats != "" || title == "" || len(title) > 120 {
		return nil, false
	}
	for _, p := range []string{" on", " at", " for", " this", " next", " is", " are", " 's", "'s", " will be", " is on"} {
		if strings.HasSuffix(asciiLower(title), p) {
			title = strings.TrimSpace(title[:len(title)-len(p)])
		}
	}
	what := "reminder: " + title
	if y := trimValue(m.raw("y")); y != "" {
		what = itIs(y, title)
	}
	return []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": title, "due": dc.due}},
		{Tool: "createTask", Args: map[string]any{"title": what, "due": asciiLower(m.raw("off")) + " " + dc.due}},
	}, true
}

// remindAhead answers a reminder before an item with no item or date
// named ("remind me the day before"): Pace keeps no reminder offsets on an
// item, so it asks for the day instead of guessing one.
func remindAhead(text string) (plan.Plan, bool) {
	s, _ := clean(text)
	if !remindOnlyBefore.MatchString(s) {
		return plan.Plan{}, false
	}
	q := "I can't set a reminder ahead of an item yet. Say when and what, for example \"remind me on sunday to confirm the dentist\"."
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: q}, true
}

// itIs puts the event's name for a closing "it"/"that" in y ("confirm it"
// → "confirm the dentist appointment").
func itIs(y, event string) string {
	w := strings.Fields(y)
	if n := len(w); n > 1 {
		switch strings.ToLower(w[n-1]) {
		case "it", "that", "this":
			return strings.Join(w[:n-1], " ") + " " + event
		}
	}
	return y
}

var (
	// projectChangeAfter: a statement, then a change to "that project"
	// ("we're not doing the christmas sale anymore, archive that project").
	projectChangeAfter = re(`^(?P<st>.+?)\s*[,;.!-]+\s*(?:(?:so|and|just|please|then|pls)\s+)*(?P<ch>(?:archive|delete|remove|shelve|scrap|close|bin|trash)\s+(?:that|this|it|the)(?:\s+(?:project|one|whole\s+thing|whole\s+project))?(?:\s+(?:too|then|please|pls|now))?)$`)
	// notDoing: a statement that a project is off ("we're not doing X
	// anymore", "we've called off X", "done with X").
	notDoing = re(`^(?:(?:ok|so|well|sadly|ugh|right)[\s,]+)*(?:we're|were|we\s+are|i'm|im|i\s+am|we|i|we've|i've)\s+(?:not\s+doing|no\s+longer\s+doing|not\s+running|not\s+having|done\s+with|finished\s+with|cancell?ing|canceled|cancelled|dropping|dropped|scrapping|scrapped|calling\s+off|called\s+off|giving\s+up\s+(?:on\s+)?|gave\s+up\s+(?:on\s+)?|shelving|shelved)\s+(?P<p>.+?)(?:\s+(?:any\s*more|anymore|after\s+all|this\s+year|now|for\s+now))?$`)
	// projectIs: "the X project is off", "X is cancelled".
	projectIs = re(`^(?:the\s+)?(?P<p>.+?)(?:\s+project)?\s+(?:is|'s|has\s+been|got|was)\s+(?:off|cancell?ed|canceled|scrapped|shelved|dead|not\s+happening|called\s+off)(?:\s+(?:now|after\s+all|this\s+year))?$`)
)

// projectDone: a project said to be over ("X is all sorted now").
var projectDone = re(`^(?:the\s+)?(?P<p>.+?)(?:\s+project)?(?:\s+(?:is|was|has\s+been)|'s)\s+(?:all\s+|now\s+)?(?:sorted|done|finished|over|wrapped\s+up|complete|completed|dealt\s+with)(?:\s+(?:now|then|at\s+last|for\s+this\s+year))?$`)

// projectStatementChange reads a statement naming a project and then a
// change to "that project" as that change to the project named: the
// statement names it ("we're not doing the christmas sale anymore"), and
// the change says what to do (archive or delete, which asks first).
func projectStatementChange(text string) ([]plan.Step, bool) {
	s, _ := clean(text)
	m, ok := find(projectChangeAfter, s)
	if !ok {
		return nil, false
	}
	ch := Parse(m.raw("ch"))
	if v, _ := ch.Args["task"].(string); ch.Tool == "deleteTask" && pronoun[strings.ToLower(v)] {
		ch = intent(ch.Rule, "deleteProject", map[string]any{"project": v}) // "…, delete it": the project
	}
	if ch.Tool != "archiveProject" && ch.Tool != "deleteProject" {
		return nil, false
	}
	if v, _ := ch.Args["project"].(string); !pronoun[strings.ToLower(v)] {
		return nil, false
	}
	st := m.raw("st")
	var name string
	if n, ok := find(notDoing, st); ok {
		name = n.g("p")
	} else if n, ok := find(projectIs, st); ok && strings.Contains(asciiLower(st), "project") {
		name = n.g("p")
	} else if n, ok := find(projectDone, st); ok && ch.Tool == "archiveProject" {
		name = n.g("p") // "farm shop christmas is all sorted now, archive it"
	}
	if name = trimProject(name); name == "" || pronoun[strings.ToLower(name)] {
		return nil, false
	}
	ch.Args["project"] = name
	step, _ := ch.Step()
	return []plan.Step{step}, true
}
